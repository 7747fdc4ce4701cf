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

/* (OAT_VERIFY: operands and results below p, fp_int.h) */
#define FP_VIN2_(a, b) OAT_VERIFY_CHECK(FP(vred_)((a)->d) && FP(vred_)((b)->d))
#define FP_VIN_(a) OAT_VERIFY_CHECK(FP(vred_)((a)->d))
static inline void FP(add_i)(FP(t) r, const FP(t) a, const FP(t) b) {
	OAT_COUNT(fp_add);
	FP_VIN2_(a, b);
	FP(add_low)(r->d, a->d, b->d);
	FP_VIN_(r);
}
static inline void FP(sub_i)(FP(t) r, const FP(t) a, const FP(t) b) {
	OAT_COUNT(fp_add);
	FP_VIN2_(a, b);
	FP(sub_low)(r->d, a->d, b->d);
	FP_VIN_(r);
}
static inline void FP(neg_i)(FP(t) r, const FP(t) a) {
	OAT_COUNT(fp_add);
	FP_VIN_(a);
	FP(neg_low)(r->d, a->d);
	FP_VIN_(r);
}
static inline void FP(dbl_i)(FP(t) r, const FP(t) a) {
	OAT_COUNT(fp_add);
	FP_VIN_(a);
	FP(dbl_low)(r->d, a->d);
	FP_VIN_(r);
}
static inline void FP(mul_i)(FP(t) r, const FP(t) a, const FP(t) b) {
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_rdc);
	FP_VIN2_(a, b);
	FP(mul_low)(r->d, a->d, b->d);
	FP_VIN_(r);
}
static inline void FP(sqr_i)(FP(t) r, const FP(t) a) {
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_rdc);
	FP_VIN_(a);
	FP(sqr_low)(r->d, a->d);
	FP_VIN_(r);
}
#if defined(OAT_HAVE_FP_SUM2_LOW)
/* r = a0 b0 + a1 b1 with one reduction (the backend's fused sum); r may
 * alias any input. */
static inline void FP(sum2_i)(FP(t) r, const FP(t) a0, const FP(t) b0, const FP(t) a1,
		const FP(t) b1) {
	const oat_dig_t *const ab[4] = { a0->d, b0->d, a1->d, b1->d };
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_mul);
	OAT_COUNT(fp_rdc);
	FP_VIN2_(a0, b0);
	FP_VIN2_(a1, b1);
	FP(sum2_low)(r->d, ab);
	FP_VIN_(r);
}
#endif
static inline void FP(copy_i)(FP(t) r, const FP(t) a) {
	*r = *a;  /* a structure assignment: the loop would be a call of memmove */
}

#endif
