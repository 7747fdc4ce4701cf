/* Inline field operations for the extension layer (src/ext): the kernels of
 * fp_low.h called in place, so that the tower pays no out-of-line call per
 * Fp operation (on the portable backends the kernels themselves inline; on
 * the assembly backends one call remains, straight into the routine).  Same
 * semantics and counting as the public oat_fp_* functions of fp.c.  Only for
 * the code built directly on Fp elements (the tower in src/ext, and the G1
 * formulas in src/ec, whose coordinates are in Fp): it is the field's
 * internal interface. */
#ifndef OAT_FP_INL_H
#define OAT_FP_INL_H

#include "fp/fp_low.h"
#include "fp/fp_int.h"
#include "fp/count_int.h"

static inline void oat_fp_add_i(oat_fp_t r, const oat_fp_t a, const oat_fp_t b) {
	OAT_COUNT(fp_add);
	oat_fp_add_low(r->d, a->d, b->d);
}
static inline void oat_fp_sub_i(oat_fp_t r, const oat_fp_t a, const oat_fp_t b) {
	OAT_COUNT(fp_add);
	oat_fp_sub_low(r->d, a->d, b->d);
}
static inline void oat_fp_neg_i(oat_fp_t r, const oat_fp_t a) {
	OAT_COUNT(fp_add);
	oat_fp_neg_low(r->d, a->d);
}
static inline void oat_fp_dbl_i(oat_fp_t r, const oat_fp_t a) {
	OAT_COUNT(fp_add);
	oat_fp_dbl_low(r->d, a->d);
}
static inline void oat_fp_mul_i(oat_fp_t r, const oat_fp_t a, const oat_fp_t b) {
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_rdc);
	oat_fp_mul_low(r->d, a->d, b->d);
}
static inline void oat_fp_sqr_i(oat_fp_t r, const oat_fp_t a) {
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_rdc);
	oat_fp_sqr_low(r->d, a->d);
}
#if defined(OAT_HAVE_FP_SUM2_LOW)
/* r = a0 b0 + a1 b1 with one reduction (the backend's fused sum); r may
 * alias any input. */
static inline void oat_fp_sum2_i(oat_fp_t r, const oat_fp_t a0, const oat_fp_t b0, const oat_fp_t a1,
		const oat_fp_t b1) {
	const oat_dig_t *const ab[4] = { a0->d, b0->d, a1->d, b1->d };
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_rdc);
	oat_fp_sum2_low(r->d, ab);
}
#endif
static inline void oat_fp_copy_i(oat_fp_t r, const oat_fp_t a) {
	for (int i = 0; i < OAT_FP_DIGS; i++) r->d[i] = a->d[i];
}

#endif
