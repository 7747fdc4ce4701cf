/* The GMP backend of the field kernels (OAT_ARITH=gmp, as RELIC's ARITH=gmp).
 *
 * The routines in fp_low.c beside this header work on GMP's mpn layer for
 * any odd modulus m < 2^(W n) of n <= OAT_GMP_MAXN digits, given by
 * pointer with n0 = -m^-1 mod 2^W: one set serves every field of every
 * curve.  Only fp_low.c sees <gmp.h>.  Semantics are exactly those of the
 * portable kernels in src/fp/mont.h (same outputs for the same inputs,
 * outputs fully reduced, outputs may alias inputs), and like them these are
 * constant-time: only GMP functions that do not branch on or index by limb
 * values at these sizes are used (see fp_low.c).  The static inline
 * wrappers below bind them to the Fp of the translation unit's curve.
 *
 * Requires GMP >= 6.0 (mpn_cnd_add_n, mpn_cnd_sub_n) built with limbs of
 * OAT_WSIZE bits and no nails; backend.cmake checks this. */
#ifndef OAT_ARCH_GMP_FP_LOW_ARCH_H
#define OAT_ARCH_GMP_FP_LOW_ARCH_H

#include "oat/common.h"

/* up to 576 bits */
#define OAT_GMP_MAXN (576 / OAT_WSIZE)

/* r = a + b, a - b, -a, 2a, a/2 mod m; a, b < m on input, r < m. */
void oat_gmp_mod_add(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);
void oat_gmp_mod_sub(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);
void oat_gmp_mod_neg(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n);
void oat_gmp_mod_dbl(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n);
void oat_gmp_mod_hlv(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n);
/* r = a b / R mod m, R = 2^(W n); any a < R when b < m.  r < m. */
void oat_gmp_mont_mul(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m,
		oat_dig_t n0, int n);
/* r = a^2 / R mod m, a < m.  r < m. */
void oat_gmp_mont_sqr(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, oat_dig_t n0, int n);
/* r = c / R mod m for a 2n-digit c < m R.  r < m. */
void oat_gmp_mont_rdc(oat_dig_t *r, const oat_dig_t *c, const oat_dig_t *m, oat_dig_t n0, int n);
/* c = a b and c = a^2 on 2n digits, no reduction; any a, b < R. */
void oat_gmp_muln(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, int n);
void oat_gmp_sqrn(oat_dig_t *c, const oat_dig_t *a, int n);
/* r = a + b and r = a - b on n digits, no reduction (the carry is dropped). */
void oat_gmp_addn(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n);
void oat_gmp_subn(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n);
/* c = a + b and c = a - b mod m R on 2n digits; a, b < m R. */
void oat_gmp_modd_add(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);
void oat_gmp_modd_sub(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);

#endif

/* ---- the kernels of fp_low.h, bound to Fp (FP(modulus), OAT_FP_N0) ---- */
#if defined(FP) && !defined(OAT_ARCH_GMP_FP_BOUND)
#define OAT_ARCH_GMP_FP_BOUND 1

#define OAT_TUNE_EC_INLINE 1

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

static inline void FP(add_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_mod_add(r, a, b, FP(modulus), FP_DIGS);
}
static inline void FP(sub_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_mod_sub(r, a, b, FP(modulus), FP_DIGS);
}
static inline void FP(neg_low)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_neg(r, a, FP(modulus), FP_DIGS); }
static inline void FP(dbl_low)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_dbl(r, a, FP(modulus), FP_DIGS); }
static inline void FP(hlv_low)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_hlv(r, a, FP(modulus), FP_DIGS); }
static inline void FP(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_mont_mul(r, a, b, FP(modulus), OAT_FP_N0, FP_DIGS);
}
static inline void FP(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_gmp_mont_sqr(r, a, FP(modulus), OAT_FP_N0, FP_DIGS);
}
static inline void FP(muln_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_muln(c, a, b, FP_DIGS);
}
static inline void FP(sqrn_low)(oat_dig_t *c, const oat_dig_t *a) { oat_gmp_sqrn(c, a, FP_DIGS); }
static inline void FP(rdc_low)(oat_dig_t *r, const oat_dig_t *c) {
	oat_gmp_mont_rdc(r, c, FP(modulus), OAT_FP_N0, FP_DIGS);
}
static inline void FP(addn_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_addn(r, a, b, FP_DIGS);
}
static inline void FPD(add_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_modd_add(c, a, b, FP(modulus), FP_DIGS);
}
static inline void FPD(sub_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_modd_sub(c, a, b, FP(modulus), FP_DIGS);
}
static inline void FPD(addn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_addn(c, a, b, 2 * FP_DIGS);
}
static inline void FPD(subn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_subn(c, a, b, 2 * FP_DIGS);
}

#endif
