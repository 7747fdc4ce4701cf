/* The generator of GT for BLS12-381: g = e(G1, G2) of the two groups'
 * generators, as oat's pc_map computes it, for gt_get_gen, gt_exp_gen and
 * gt_rand without a pairing per call.  The 12 Fp coefficients of an
 * oat_bls12381_fp12_t in Montgomery form (R = 2^384) in memory order
 * (c[0].c[0].c[0] first, each digit 64 bits, OAT_L64 splitting it for
 * 32-bit digits).  A cached computation, not a new fact: written from oat's
 * own pairing (x86-64 backend, 2026-12-06); test_ec_bls12381 checks it equal to
 * pc_map(G1, G2) on every backend and prints the right value if it is not. */
#ifndef OAT_BLS12381_GT_GEN_H
#define OAT_BLS12381_GT_GEN_H

#define OAT_GT_GEN { \
	OAT_L64(0x1972e433a01f85c5), OAT_L64(0x97d32b76fd772538), OAT_L64(0xc8ce546fc96bcdf9), \
	OAT_L64(0xcef63e7366d40614), OAT_L64(0xa611342781843780), OAT_L64(0x13f3448a3fc6d825), \
	OAT_L64(0xd26331b02e9d6995), OAT_L64(0x9d68a482f7797e7d), OAT_L64(0x9c9b29248d39ea92), \
	OAT_L64(0xf4801ca2e13107aa), OAT_L64(0xa16c0732bdbcb066), OAT_L64(0x083ca4afba360478), \
	OAT_L64(0x59e261db0916b641), OAT_L64(0x2716b6f4b23e960d), OAT_L64(0xc8e55b10a0bd9c45), \
	OAT_L64(0x0bdb0bd99c4deda8), OAT_L64(0x8cf89ebf57fdaac5), OAT_L64(0x12d6b7929e777a5e), \
	OAT_L64(0x5fc85188b0e15f35), OAT_L64(0x34a06e3a8f096365), OAT_L64(0xdb3126a6e02ad62c), \
	OAT_L64(0xfc6f5aa97d9a990b), OAT_L64(0xa12f55f5eb89c210), OAT_L64(0x1723703a926f8889), \
	OAT_L64(0x93588f2971828778), OAT_L64(0x43f65b8611ab7585), OAT_L64(0x3183aaf5ec279fdf), \
	OAT_L64(0xfa73d7e18ac99df6), OAT_L64(0x64e176a6a64c99b0), OAT_L64(0x179fa78c58388f1f), \
	OAT_L64(0x672a0a11ca2aef12), OAT_L64(0x0d11b9b52aa3f16b), OAT_L64(0xa44412d0699d056e), \
	OAT_L64(0xc01d0177221a5ba5), OAT_L64(0x66e0cede6c735529), OAT_L64(0x05f5a71e9fddc339), \
	OAT_L64(0xd30a88a1b062c679), OAT_L64(0x5ac56a5d35fc8304), OAT_L64(0xd0c834a6a81f290d), \
	OAT_L64(0xcd5430c2da3707c7), OAT_L64(0xf0c27ff780500af0), OAT_L64(0x09245da6e2d72eae), \
	OAT_L64(0x9f2e0676791b5156), OAT_L64(0xe2d1c8234918fe13), OAT_L64(0x4c9e459f3c561bf4), \
	OAT_L64(0xa3e85e53b9d3e3c1), OAT_L64(0x820a121e21a70020), OAT_L64(0x15af618341c59acc), \
	OAT_L64(0x7c95658c24993ab1), OAT_L64(0x73eb38721ca886b9), OAT_L64(0x5256d749477434bc), \
	OAT_L64(0x8ba41902ea504a8b), OAT_L64(0x04a3d3f80c86ce6d), OAT_L64(0x18a64a87fb686eaa), \
	OAT_L64(0xbb83e71bb920cf26), OAT_L64(0x2a5277ac92a73945), OAT_L64(0xfc0ee59f94f046a0), \
	OAT_L64(0x7158cdf3786058f7), OAT_L64(0x7cc1061b82f945f6), OAT_L64(0x03f847aa9fdbe567), \
	OAT_L64(0x8078dba56134e657), OAT_L64(0x1cd7ec9a43998a6e), OAT_L64(0xb1aa599a1a993766), \
	OAT_L64(0xc9a0f62f0842ee44), OAT_L64(0x8e159be3b605dffa), OAT_L64(0x0c86ba0d4af13fc2), \
	OAT_L64(0xe80ff2a06a52ffb1), OAT_L64(0x7694ca48721a906c), OAT_L64(0x7583183e03b08514), \
	OAT_L64(0xf567afdd40cee4e2), OAT_L64(0x9a6d96d2e526a5fc), OAT_L64(0x197e9f49861f2242) \
}

#endif
