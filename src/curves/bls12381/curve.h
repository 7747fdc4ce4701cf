/* BLS12-381 (Bowe 2017; the ZCash and Ethereum curve): the one place that
 * names the curve.  Every instance file of this folder includes it first;
 * it binds the names and constants of the layer templates (src/fp, src/ext,
 * src/ec, src/pairing, src/protocols) to oat_bls12381_*.  One curve per
 * translation unit: two curve headers in one file are an error. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/bls12381.h"

/* ---- names of the templates ---- */
#define FP(x) oat_bls12381_fp_##x
#define FPD(x) oat_bls12381_fpd_##x
#define FR(x) oat_bls12381_fr_##x
#define FP2(x) oat_bls12381_fp2_##x
#define FP6(x) oat_bls12381_fp6_##x
#define FP12(x) oat_bls12381_fp12_##x
#define EXT(x) oat_bls12381_ext_##x
#define G1(x) oat_bls12381_g1_##x
#define G2(x) oat_bls12381_g2_##x
#define GT(x) oat_bls12381_gt_##x
#define PC(x) oat_bls12381_pc_##x
#define BLS(x) oat_bls12381_bls_##x
#define GROTH16(x) oat_bls12381_groth16_##x
#define CURVE_ABI_SYM OAT_ABI_SYM(bls12381)

/* ---- sizes (include/oat/bls12381.h) ---- */
#define FP_BITS OAT_BLS12381_FP_BITS
#define FP_BYTES OAT_BLS12381_FP_BYTES
#define FP_DIGS OAT_BLS12381_FP_DIGS
#define FR_BITS OAT_BLS12381_FR_BITS
#define FR_BYTES OAT_BLS12381_FR_BYTES
#define FR_DIGS OAT_BLS12381_FR_DIGS
#define HASH_L OAT_BLS12381_HASH_L
#define PC_CHUNK OAT_BLS12381_PC_CHUNK
#define BLS_PK(x) OAT_BLS12381_BLS_PK(x)
#define BLS_SIG(x) OAT_BLS12381_BLS_SIG(x)
#define BLS_PK_BYTES OAT_BLS12381_BLS_PK_BYTES
#define BLS_SIG_BYTES OAT_BLS12381_BLS_SIG_BYTES
#define BLS_DST OAT_BLS12381_BLS_DST
#define BLS_DST_POP OAT_BLS12381_BLS_DST_POP
#define BLS_DST_POP_PROVE OAT_BLS12381_BLS_DST_POP_PROVE

/* ---- the constants, derived by tools/gen_params.py ---- */
#include "fp/digits.h"
#include "curves/bls12381/params.h"

/* ---- the family's policies ----
 * The instance files include the family's files (g2_bls12.h, twist_m.h,
 * ate_bls12.h, ...); the two flags below are what the shared templates ask.
 * BLS12: G1 of cofactor (z - 1)^2/3, the M-type twist, the Miller loop on
 * z, the final exponentiation of Hayashida, Hayasaka and Teruya, hashing by
 * simplified SWU on isogenous curves (RFC 9380), the ZCash encodings, BLS
 * public keys in G1 (the Ethereum orientation). */
#define CURVE_G1_COFACTOR_ONE 0
#define CURVE_BLS_PK_IN_G2 0
/* Ethereum's consensus rules on BLS signatures (eth_fast_aggregate_verify) */
#define CURVE_BLS_ETH 1
/* Groth16 (protocols/groth16_tmpl.h): snarkjs's name of the curve */
#define CURVE_SNARKJS_NAME "bls12381"
#define GROTH16_MAX_PUBLIC OAT_BLS12381_GROTH16_MAX_PUBLIC
/* hddivsteps proven for p (the Coq-checked hddivsteps878 bound for the
 * BLS12-381 prime) and for r (below 2^256: 590), src/fp/safegcd.h */
#define FP_HD_STEPS 878
#define FR_HD_STEPS 590

