/* The GMP backend of the field kernels (OAT_ARITH=gmp, as RELIC's ARITH=gmp).
 *
 * Every kernel of src/fp/fp_low.h is provided here, on GMP's mpn layer; the
 * code is in fp_low.c beside this header, so only that file sees <gmp.h>.
 * Semantics are exactly those of the portable kernels in src/fp/mont.h (same
 * outputs for the same inputs, outputs fully reduced, outputs may alias
 * inputs), and like them these are constant-time: only GMP functions that do
 * not branch on or index by limb values at these sizes are used (see fp_low.c).
 *
 * Requires GMP >= 6.0 (mpn_cnd_add_n, mpn_cnd_sub_n) built with limbs of
 * OAT_WSIZE bits and no nails; backend.cmake checks this. */
#ifndef OAT_ARCH_GMP_FP_LOW_ARCH_H
#define OAT_ARCH_GMP_FP_LOW_ARCH_H

#include "oat/fp.h"

/* r = a + b mod p, r = a - b mod p, r = -a mod p, r = 2a mod p, r = a/2 mod p;
 * a, b < p on input, r < p on output. */
void oat_fp_add_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
void oat_fp_sub_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
void oat_fp_neg_low(oat_dig_t *r, const oat_dig_t *a);
void oat_fp_dbl_low(oat_dig_t *r, const oat_dig_t *a);
void oat_fp_hlv_low(oat_dig_t *r, const oat_dig_t *a);
/* r = a b / R mod p, R = 2^(W n); any a < R when b < p.  r < p. */
void oat_fp_mul_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
/* r = a^2 / R mod p, a < p.  r < p. */
void oat_fp_sqr_low(oat_dig_t *r, const oat_dig_t *a);
/* c = a b and c = a^2 on 2n digits, no reduction; any a, b < R. */
void oat_fp_muln_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b);
void oat_fp_sqrn_low(oat_dig_t *c, const oat_dig_t *a);
/* r = c / R mod p for a 2n-digit c < p R.  r < p. */
void oat_fp_rdc_low(oat_dig_t *r, const oat_dig_t *c);
/* r = a + b on n digits, no reduction; a + b < R. */
void oat_fp_addn_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
/* c = a + b and c = a - b mod p R on 2n digits; a, b < p R. */
void oat_fpd_add_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b);
void oat_fpd_sub_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b);
/* c = a + b (a + b < R^2) and c = a - b (a >= b) on 2n digits, no reduction. */
void oat_fpd_addn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b);
void oat_fpd_subn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b);

#define OAT_HAVE_FP_ADD_LOW 1
#define OAT_HAVE_FP_SUB_LOW 1
#define OAT_HAVE_FP_NEG_LOW 1
#define OAT_HAVE_FP_DBL_LOW 1
#define OAT_HAVE_FP_HLV_LOW 1
#define OAT_HAVE_FP_MUL_LOW 1
#define OAT_HAVE_FP_SQR_LOW 1
#define OAT_HAVE_FP_MULN_LOW 1
#define OAT_HAVE_FP_SQRN_LOW 1
#define OAT_HAVE_FP_RDC_LOW 1
#define OAT_HAVE_FP_ADDN_LOW 1
#define OAT_HAVE_FPD_ADD_LOW 1
#define OAT_HAVE_FPD_SUB_LOW 1
#define OAT_HAVE_FPD_ADDN_LOW 1
#define OAT_HAVE_FPD_SUBN_LOW 1

#endif
