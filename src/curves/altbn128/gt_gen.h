/* The generator of GT for alt_bn128: g = e(G1, G2) of the two groups'
 * generators, for gt_get_gen, gt_exp_gen and gt_rand without a pairing per
 * call.  The 12 Fp coefficients of an oat_altbn128_fp12_t in Montgomery form
 * (R = 2^256) in memory order (c[0].c[0].c[0] first, each digit 64 bits,
 * OAT_L64 splitting it for 32-bit digits).  A known answer, not a new fact:
 * the a = b = 1 entry of test/vectors/altbn128_pairing.txt (@noble/curves
 * 2.4.0's bn254.pairing, whose exponent is oat's); test_ec_altbn128 checks
 * it equal to pc_map(G1, G2) on every backend and prints the right value
 * if it is not. */
#ifndef OAT_ALTBN128_GT_GEN_H
#define OAT_ALTBN128_GT_GEN_H

#define OAT_GT_GEN { \
	OAT_L64(0x1fcc7530122aa420), OAT_L64(0xca59cdbc8c5ff43e), OAT_L64(0xc93fa82014778dee), \
	OAT_L64(0x11cf2d9200e03b08), OAT_L64(0x3e33a609372036c3), OAT_L64(0x40e8645147255722), \
	OAT_L64(0xc4e03ffc78ecd954), OAT_L64(0x0fa63dfa64b91051), OAT_L64(0xf77a17441a089e93), \
	OAT_L64(0xdd5322f7e2e0e334), OAT_L64(0xbc963cc2d97a001f), OAT_L64(0x1e334b1238c8a847), \
	OAT_L64(0x930a23244d8891b2), OAT_L64(0x0a397e85dfeaa687), OAT_L64(0x8a93ff66badc3b5d), \
	OAT_L64(0x02f1df15d6bf5637), OAT_L64(0x188f447abf8e4663), OAT_L64(0xa396877ff7ca1341), \
	OAT_L64(0x755a795b6396b12b), OAT_L64(0x17d1a276e4d2a0dd), OAT_L64(0x39a474d59cb4e31b), \
	OAT_L64(0xff0c322c63660a70), OAT_L64(0xf376db20f55ed1af), OAT_L64(0x2ce8d190ecae3fa8), \
	OAT_L64(0x5c44e5f4481f3d19), OAT_L64(0x547206c23aa70c9f), OAT_L64(0x226de9d63984b249), \
	OAT_L64(0x0aa81430194ce2e7), OAT_L64(0x502d431149c7c03a), OAT_L64(0x01638583759a883a), \
	OAT_L64(0x2ed65bc6aa0e5a53), OAT_L64(0x0a27433f267de2ea), OAT_L64(0xacfbc67a8013d453), \
	OAT_L64(0x7fdf5a73aa1b8ed1), OAT_L64(0x5ce33a1eb291f303), OAT_L64(0x284ddcd79829e5a5), \
	OAT_L64(0x879f8683107b416d), OAT_L64(0x3f32a44f61ea80b7), OAT_L64(0x9eb4b3fc7b8171ce), \
	OAT_L64(0x0540dec60612ac8f), OAT_L64(0xfc326c1a911c4a06), OAT_L64(0x564f07561f8331cc), \
	OAT_L64(0xba77058a1942ab0d), OAT_L64(0x2e21d3f799d9eed6), OAT_L64(0x9bf1141e95e072f6), \
	OAT_L64(0xf688c6024990ddfb), OAT_L64(0xdd1995c74032bfeb), OAT_L64(0x15490b65495c089b) \
}

#endif
