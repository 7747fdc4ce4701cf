/* BN-P254 (RELIC's BN-P254, mcl's BN254): the one place that names the
 * curve.  Every instance file of this folder includes it first; it binds
 * the names and constants of the layer templates (src/fp, src/ext, src/ec,
 * src/pairing, src/protocols) to oat_bn254_*.  One curve per translation
 * unit: two curve headers in one file are an error. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/bn254.h"

/* ---- names of the templates ---- */
#define FP(x) oat_bn254_fp_##x
#define FPD(x) oat_bn254_fpd_##x
#define FR(x) oat_bn254_fr_##x
#define FP2(x) oat_bn254_fp2_##x
#define FP6(x) oat_bn254_fp6_##x
#define FP12(x) oat_bn254_fp12_##x
#define EXT(x) oat_bn254_ext_##x
#define G1(x) oat_bn254_g1_##x
#define G2(x) oat_bn254_g2_##x
#define GT(x) oat_bn254_gt_##x
#define PC(x) oat_bn254_pc_##x
#define BLS(x) oat_bn254_bls_##x
#define CURVE_ABI_SYM OAT_ABI_SYM(bn254)

/* ---- sizes (include/oat/bn254.h) ---- */
#define FP_BITS OAT_BN254_FP_BITS
#define FP_BYTES OAT_BN254_FP_BYTES
#define FP_DIGS OAT_BN254_FP_DIGS
#define FR_BITS OAT_BN254_FR_BITS
#define FR_BYTES OAT_BN254_FR_BYTES
#define FR_DIGS OAT_BN254_FR_DIGS
#define HASH_L OAT_BN254_HASH_L
#define PC_CHUNK OAT_BN254_PC_CHUNK
#define BLS_PK(x) OAT_BN254_BLS_PK(x)
#define BLS_SIG(x) OAT_BN254_BLS_SIG(x)
#define BLS_PK_BYTES OAT_BN254_BLS_PK_BYTES
#define BLS_SIG_BYTES OAT_BN254_BLS_SIG_BYTES
#define BLS_DST OAT_BN254_BLS_DST
#define BLS_DST_POP OAT_BN254_BLS_DST_POP
#define BLS_DST_POP_PROVE OAT_BN254_BLS_DST_POP_PROVE

/* ---- the constants, derived by tools/gen_params.py ---- */
#include "fp/digits.h"
#include "curves/bn254/params.h"

/* ---- the family's policies ----
 * The instance files include the family's files (g2_bn.h, twist_d.h,
 * ate_bn.h, ...); the two flags below are what the shared templates ask.
 * BN: G1 = E(Fp) (cofactor 1), the D-type twist, the Miller loop on 6z + 2
 * with two Frobenius lines, the final exponentiation of Fuentes-Castaneda,
 * Knapp and Rodriguez-Henriquez, hashing by Shallue-van de Woestijne,
 * RELIC-style encodings, BLS public keys in G2. */
#define CURVE_G1_COFACTOR_ONE 1
#define CURVE_BLS_PK_IN_G2 1
/* (Ethereum's BLS rules are BLS12-381's; its "BN254" is alt_bn128, not this curve) */
#define CURVE_BLS_ETH 0
/* hddivsteps proven for p and r (src/fp/safegcd.h: below 2^256) */
#define FP_HD_STEPS 590
#define FR_HD_STEPS 590

