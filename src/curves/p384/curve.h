/* NIST P-384 (FIPS 186-4 D.1.2.4, SEC 2 secp384r1): the one place that
 * names the curve.  Every instance file of this folder includes it first;
 * it binds the names and constants of the layer templates (src/fp, src/ec,
 * src/protocols) to oat_p384_*.  One curve per translation unit: two curve
 * headers in one file are an error. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/p384.h"

/* ---- names of the templates ----
 * The scalars are fn (integers mod n, the letter of FIPS 186) in the API;
 * the shared templates call the scalar field FR (FN is their digit count). */
#define FP(x) oat_p384_fp_##x
#define FR(x) oat_p384_fn_##x
#define EP(x) oat_p384_ep_##x
#define ECDSA(x) oat_p384_ecdsa_##x
#define ECDH(x) oat_p384_ecdh_##x
#define ECDH_FN oat_p384_ecdh
#define CURVE_ABI_SYM OAT_ABI_SYM(p384)
#define CURVE_TOKEN "p384"

/* ---- sizes (include/oat/p384.h) ---- */
#define FP_BITS OAT_P384_FP_BITS
#define FP_BYTES OAT_P384_FP_BYTES
#define FP_DIGS OAT_P384_FP_DIGS
#define FR_BITS OAT_P384_FN_BITS
#define FR_BYTES OAT_P384_FN_BYTES
#define FR_DIGS OAT_P384_FN_DIGS
#define CURVE_MD OAT_P384_MD
#define ECDSA_BYTES OAT_P384_ECDSA_BYTES
#define ECDSA_DER_MAX OAT_P384_ECDSA_DER_MAX_BYTES

/* ---- the constants, derived by tools/gen_nist.py ---- */
#include "fp/digits.h"
#include "curves/p384/params.h"
#define FP_HD_STEPS OAT_FP_HD_STEPS
#define FR_HD_STEPS OAT_FR_HD_STEPS
