/* Inline Fp2 operations for Fp6 and Fp12 and the Miller loop's line
 * functions (src/ext, src/pairing): the bodies of fp2.c's functions, so that
 * the inner loops make no out-of-line call per Fp2 addition.  Same
 * semantics and counting as oat_fp2_*. */
#ifndef OAT_EXT_FP2_INL_H
#define OAT_EXT_FP2_INL_H

#include "fp/fp_inl.h"
#include "oat/ext.h"

/* Coefficient c[1] follows c[0] in memory, so an Fp2 element is the
 * 2n-digit operand of the Fp2 kernels of fp_low.h. */
typedef char oat_fp2_is_2n_digits_[sizeof(oat_fp2_st) == 2 * sizeof(oat_fp_st) ? 1 : -1];

static inline void oat_fp2_copy_i(oat_fp2_t r, const oat_fp2_t a) {
	oat_fp_copy_i(r->c[0], a->c[0]);
	oat_fp_copy_i(r->c[1], a->c[1]);
}
static inline void oat_fp2_add_i(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b) {
	OAT_COUNT(fp2_add);
	oat_fp_add_i(r->c[0], a->c[0], b->c[0]);
	oat_fp_add_i(r->c[1], a->c[1], b->c[1]);
}
static inline void oat_fp2_sub_i(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b) {
	OAT_COUNT(fp2_add);
	oat_fp_sub_i(r->c[0], a->c[0], b->c[0]);
	oat_fp_sub_i(r->c[1], a->c[1], b->c[1]);
}
static inline void oat_fp2_dbl_i(oat_fp2_t r, const oat_fp2_t a) {
	OAT_COUNT(fp2_add);
	oat_fp_dbl_i(r->c[0], a->c[0]);
	oat_fp_dbl_i(r->c[1], a->c[1]);
}
static inline void oat_fp2_neg_i(oat_fp2_t r, const oat_fp2_t a) {
	OAT_COUNT(fp2_add);
	oat_fp_neg_i(r->c[0], a->c[0]);
	oat_fp_neg_i(r->c[1], a->c[1]);
}
/* (a0 + a1 i)(1 + i) = (a0 - a1) + (a0 + a1) i. */
static inline void oat_fp2_mul_nor_i(oat_fp2_t r, const oat_fp2_t a) {
	OAT_COUNT(fp2_mul_nor);
	oat_fp_t t;
	oat_fp_sub_i(t, a->c[0], a->c[1]);
	oat_fp_add_i(r->c[1], a->c[0], a->c[1]);
	oat_fp_copy_i(r->c[0], t);
}
#if defined(OAT_HAVE_FP2_SUM_LOW)
/* r = a0 b0 + a1 b1 (+ a2 b2), one reduction per coefficient (the
 * backend's fused sums); r may alias any input. */
static inline void oat_fp2_sum2_i(oat_fp2_t r, const oat_fp2_t a0, const oat_fp2_t b0, const oat_fp2_t a1,
		const oat_fp2_t b1) {
	const oat_dig_t *const ab[4] = { (const oat_dig_t *)a0, (const oat_dig_t *)b0, (const oat_dig_t *)a1,
		(const oat_dig_t *)b1 };
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	oat_fp2_sum2_low((oat_dig_t *)r, ab);
}
static inline void oat_fp2_sum3_i(oat_fp2_t r, const oat_fp2_t a0, const oat_fp2_t b0, const oat_fp2_t a1,
		const oat_fp2_t b1, const oat_fp2_t a2, const oat_fp2_t b2) {
	const oat_dig_t *const ab[6] = { (const oat_dig_t *)a0, (const oat_dig_t *)b0, (const oat_dig_t *)a1,
		(const oat_dig_t *)b1, (const oat_dig_t *)a2, (const oat_dig_t *)b2 };
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	oat_fp2_sum3_low((oat_dig_t *)r, ab);
}
#endif
static inline void oat_fp2_mul_i(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b) {
	OAT_COUNT(fp2_mul);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp_mul += 3;
	oat_count_tls.fp_rdc += 2;
	oat_count_tls.fp_add += 5;
#endif
	oat_fp2_mul_low((oat_dig_t *)r, (const oat_dig_t *)a, (const oat_dig_t *)b);
}
static inline void oat_fp2_sqr_i(oat_fp2_t r, const oat_fp2_t a) {
	OAT_COUNT(fp2_sqr);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp_mul += 2;
	oat_count_tls.fp_rdc += 2;
	oat_count_tls.fp_add += 3;
#endif
	oat_fp2_sqr_low((oat_dig_t *)r, (const oat_dig_t *)a);
}

#endif
