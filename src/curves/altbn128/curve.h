/* alt_bn128 (Ethereum's "BN254" of EIP-196/197, mcl's BN_SNARK1, the bn254 of
 * gnark, arkworks, circom and @noble/curves): the one place that names the
 * curve.  Every instance file of this folder includes it first; it binds
 * the names and constants of the layer templates (src/fp, src/ext, src/ec,
 * src/pairing, src/protocols) to oat_altbn128_*.  One curve per translation
 * unit: two curve headers in one file are an error. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/altbn128.h"

/* ---- names of the templates ---- */
#define FP(x) oat_altbn128_fp_##x
#define FPD(x) oat_altbn128_fpd_##x
#define FR(x) oat_altbn128_fr_##x
#define FP2(x) oat_altbn128_fp2_##x
#define FP6(x) oat_altbn128_fp6_##x
#define FP12(x) oat_altbn128_fp12_##x
#define EXT(x) oat_altbn128_ext_##x
#define G1(x) oat_altbn128_g1_##x
#define G2(x) oat_altbn128_g2_##x
#define GT(x) oat_altbn128_gt_##x
#define PC(x) oat_altbn128_pc_##x
#define BLS(x) oat_altbn128_bls_##x
#define GROTH16(x) oat_altbn128_groth16_##x
#define CURVE_ABI_SYM OAT_ABI_SYM(altbn128)

/* ---- sizes (include/oat/altbn128.h) ---- */
#define FP_BITS OAT_ALTBN128_FP_BITS
#define FP_BYTES OAT_ALTBN128_FP_BYTES
#define FP_DIGS OAT_ALTBN128_FP_DIGS
#define FR_BITS OAT_ALTBN128_FR_BITS
#define FR_BYTES OAT_ALTBN128_FR_BYTES
#define FR_DIGS OAT_ALTBN128_FR_DIGS
#define HASH_L OAT_ALTBN128_HASH_L
#define PC_CHUNK OAT_ALTBN128_PC_CHUNK
#define BLS_PK(x) OAT_ALTBN128_BLS_PK(x)
#define BLS_SIG(x) OAT_ALTBN128_BLS_SIG(x)
#define BLS_PK_BYTES OAT_ALTBN128_BLS_PK_BYTES
#define BLS_SIG_BYTES OAT_ALTBN128_BLS_SIG_BYTES
#define BLS_DST OAT_ALTBN128_BLS_DST
#define BLS_DST_POP OAT_ALTBN128_BLS_DST_POP
#define BLS_DST_POP_PROVE OAT_ALTBN128_BLS_DST_POP_PROVE

/* ---- the constants, derived by tools/gen_params.py ---- */
#include "fp/digits.h"
#include "curves/altbn128/params.h"

/* ---- the family's policies ----
 * The instance files include the family's files (g2_bn.h, twist_d.h,
 * ate_bn.h, ...); the two flags below are what the shared templates ask.
 * BN: G1 = E(Fp) (cofactor 1), the D-type twist, the Miller loop on 6z + 2
 * with two Frobenius lines, the final exponentiation of Fuentes-Castaneda,
 * Knapp and Rodriguez-Henriquez, hashing by Shallue-van de Woestijne,
 * RELIC-style encodings, BLS public keys in G2. */
#define CURVE_G1_COFACTOR_ONE 1
#define CURVE_BLS_PK_IN_G2 1
/* (Ethereum's BLS rules are BLS12-381's) */
#define CURVE_BLS_ETH 0
/* Groth16 (protocols/groth16_tmpl.h): snarkjs's name of the curve */
#define CURVE_SNARKJS_NAME "bn128"
#define GROTH16_MAX_PUBLIC OAT_ALTBN128_GROTH16_MAX_PUBLIC
/* hddivsteps proven for p and r (src/fp/safegcd.h: below 2^256) */
#define FP_HD_STEPS 590
#define FR_HD_STEPS 590

