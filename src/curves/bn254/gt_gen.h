/* The generator of GT for BN-P254: g = e(G1, G2) of the two groups'
 * generators, as oat's pc_map computes it, for gt_get_gen, gt_exp_gen and
 * gt_rand without a pairing per call.  The 12 Fp coefficients of an
 * oat_bn254_fp12_t in Montgomery form (R = 2^256) in memory order
 * (c[0].c[0].c[0] first, each digit 64 bits, OAT_L64 splitting it for
 * 32-bit digits).  A cached computation, not a new fact: written from oat's
 * own pairing (x86-64 backend, 2026-12-06); test_ec_bn254 checks it equal to
 * pc_map(G1, G2) on every backend and prints the right value if it is not. */
#ifndef OAT_BN254_GT_GEN_H
#define OAT_BN254_GT_GEN_H

#define OAT_GT_GEN { \
	OAT_L64(0x0d784ef4bda4e05f), OAT_L64(0x4f2cdcb964bab152), OAT_L64(0xe64006bd00198e3a), \
	OAT_L64(0x041a87412329c635), OAT_L64(0xf38e4cbfd3b7afcf), OAT_L64(0x383794c0266fb9cb), \
	OAT_L64(0xd8a56f948ba33041), OAT_L64(0x0fac8ce6d3629146), OAT_L64(0xbe6aca36a1e617b5), \
	OAT_L64(0xfa88249397eb951c), OAT_L64(0x769ba3671fa92778), OAT_L64(0x14ceaab8f127fd3a), \
	OAT_L64(0x28289c27382dd884), OAT_L64(0xb59b202b3802131d), OAT_L64(0x2f88f88cfd5ab98b), \
	OAT_L64(0x1d68a188c794b525), OAT_L64(0x99d3aa6f053c9447), OAT_L64(0x3ad616a84672bca6), \
	OAT_L64(0x033ec3b691398302), OAT_L64(0x0bcdbad4385eef4d), OAT_L64(0x7c87468f01d96991), \
	OAT_L64(0x1ee9e50cf78945fb), OAT_L64(0xa23383d795b4589c), OAT_L64(0x0f25034393e998a5), \
	OAT_L64(0x9d29c866501a9532), OAT_L64(0x150e9133715aaad0), OAT_L64(0x3716382af498d834), \
	OAT_L64(0x126532de2f4deb2b), OAT_L64(0xf7615a5b37110a0c), OAT_L64(0x65dc774dd171432a), \
	OAT_L64(0x816bc003fcb063a1), OAT_L64(0x1245c66c077fe744), OAT_L64(0x7789284a935e782c), \
	OAT_L64(0x8e89ff3685c6f658), OAT_L64(0x778d8b5e8a4ab9c3), OAT_L64(0x234654c8fc4a300f), \
	OAT_L64(0xfaddde4eb8888e05), OAT_L64(0xa8fcafe8ddcb18fb), OAT_L64(0x73e17ac49e7ac2ed), \
	OAT_L64(0x1b3eb5ed30b1c274), OAT_L64(0xcedb332c8a6d06a1), OAT_L64(0x0e239a1fb336e8ec), \
	OAT_L64(0x5df01a42765a5284), OAT_L64(0x08724a280461990d), OAT_L64(0x2dd389c7080b618a), \
	OAT_L64(0x8237f6dd977f5185), OAT_L64(0x4d3ce7b56445e8cb), OAT_L64(0x0e0d1082f0b5e80a) \
}

#endif
