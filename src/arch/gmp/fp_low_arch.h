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
#include "arch/gmp/gmp_routines.h"

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
