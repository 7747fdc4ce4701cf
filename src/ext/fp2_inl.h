/* Inline Fp2 operations for Fp6 and Fp12 and the Miller loop's line
 * functions (src/ext, src/pairing): the bodies of fp2.c's functions, so that
 * the inner loops make no out-of-line call per Fp2 addition.  Same
 * semantics and counting as oat_fp2_*. */
#ifndef OAT_EXT_FP2_INL_H
#define OAT_EXT_FP2_INL_H

#include "fp/fp_inl.h"

/* Coefficient c[1] follows c[0] in memory, so an Fp2 element is the
 * 2n-digit operand of the Fp2 kernels of fp_low.h. */
typedef char FP2(is_2n_digits_)[sizeof(FP2(st)) == 2 * sizeof(FP(st)) ? 1 : -1];

static inline void FP2(copy_i)(FP2(t) r, const FP2(t) a) {
	FP(copy_i)(r->c[0], a->c[0]);
	FP(copy_i)(r->c[1], a->c[1]);
}
static inline void FP2(add_i)(FP2(t) r, const FP2(t) a, const FP2(t) b) {
	OAT_COUNT(fp2_add);
	FP(add_i)(r->c[0], a->c[0], b->c[0]);
	FP(add_i)(r->c[1], a->c[1], b->c[1]);
}
static inline void FP2(sub_i)(FP2(t) r, const FP2(t) a, const FP2(t) b) {
	OAT_COUNT(fp2_add);
	FP(sub_i)(r->c[0], a->c[0], b->c[0]);
	FP(sub_i)(r->c[1], a->c[1], b->c[1]);
}
static inline void FP2(dbl_i)(FP2(t) r, const FP2(t) a) {
	OAT_COUNT(fp2_add);
	FP(dbl_i)(r->c[0], a->c[0]);
	FP(dbl_i)(r->c[1], a->c[1]);
}
static inline void FP2(neg_i)(FP2(t) r, const FP2(t) a) {
	OAT_COUNT(fp2_add);
	FP(neg_i)(r->c[0], a->c[0]);
	FP(neg_i)(r->c[1], a->c[1]);
}
/* r = a xi for xi = A + i, A = OAT_XI_A (the curve's params.h; 1 where it
 * does not say):
 *   (a0 + a1 i)(A + i) = (A a0 - a1) + (a0 + A a1) i
 *                      = ((A - 1) a0 + (a0 - a1)) + ((A - 1) a1 + (a0 + a1)) i,
 * (A - 1) x by doublings and additions (A = 9, alt_bn128: three doublings). */
#ifndef OAT_XI_A
#define OAT_XI_A 1
#endif
#define OAT_XI_TOP_ (OAT_XI_A - 1 >= 8 ? 3 : OAT_XI_A - 1 >= 4 ? 2 : OAT_XI_A - 1 >= 2 ? 1 : 0)
typedef char oat_xi_small_[OAT_XI_A >= 1 && OAT_XI_A < 16 ? 1 : -1];
static inline void FP2(mul_nor_i)(FP2(t) r, const FP2(t) a) {
	OAT_COUNT(fp2_mul_nor);
	FP(t) t;
#if OAT_XI_A == 1
	FP(sub_i)(t, a->c[0], a->c[1]);
	FP(add_i)(r->c[1], a->c[0], a->c[1]);
	FP(copy_i)(r->c[0], t);
#else
	FP(t) u, k0, k1;
	FP(copy_i)(k0, a->c[0]);
	FP(copy_i)(k1, a->c[1]);
	for (int i = OAT_XI_TOP_ - 1; i >= 0; i--) {
		FP(dbl_i)(k0, k0);
		FP(dbl_i)(k1, k1);
		if (((OAT_XI_A - 1) >> i) & 1) {
			FP(add_i)(k0, k0, a->c[0]);
			FP(add_i)(k1, k1, a->c[1]);
		}
	}
	FP(sub_i)(t, a->c[0], a->c[1]);
	FP(add_i)(u, a->c[0], a->c[1]);
	FP(add_i)(r->c[0], k0, t);
	FP(add_i)(r->c[1], k1, u);
#endif
}
#if defined(OAT_HAVE_FP2_SUM_LOW)
/* r = a0 b0 + a1 b1 (+ a2 b2), one reduction per coefficient (the
 * backend's fused sums); r may alias any input. */
static inline void FP2(sum2_i)(FP2(t) r, const FP2(t) a0, const FP2(t) b0, const FP2(t) a1,
		const FP2(t) b1) {
	const oat_dig_t *const ab[4] = { (const oat_dig_t *)a0, (const oat_dig_t *)b0, (const oat_dig_t *)a1,
		(const oat_dig_t *)b1 };
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	FP2(sum2_low)((oat_dig_t *)r, ab);
}
#endif
#if defined(OAT_HAVE_FP2_SUM3_LOW)
/* the operands of a sum of three Fp2 products, as the backend takes them */
#define FP2_AB6_(a0, b0, a1, b1, a2, b2) { (const oat_dig_t *)(a0), (const oat_dig_t *)(b0), \
	(const oat_dig_t *)(a1), (const oat_dig_t *)(b1), (const oat_dig_t *)(a2), (const oat_dig_t *)(b2) }
static inline void FP2(sum3_i)(FP2(t) r, const FP2(t) a0, const FP2(t) b0, const FP2(t) a1,
		const FP2(t) b1, const FP2(t) a2, const FP2(t) b2) {
	const oat_dig_t *const ab[6] = FP2_AB6_(a0, b0, a1, b1, a2, b2);
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	FP2(sum3_low)((oat_dig_t *)r, ab);
}
#endif
static inline void FP2(mul_i)(FP2(t) r, const FP2(t) a, const FP2(t) b) {
	OAT_COUNT(fp2_mul);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp_mul += 3;
	oat_count_tls.fp_rdc += 2;
	oat_count_tls.fp_add += 5;
#endif
	FP2(mul_low)((oat_dig_t *)r, (const oat_dig_t *)a, (const oat_dig_t *)b);
}
static inline void FP2(sqr_i)(FP2(t) r, const FP2(t) a) {
	OAT_COUNT(fp2_sqr);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp_mul += 2;
	oat_count_tls.fp_rdc += 2;
	oat_count_tls.fp_add += 3;
#endif
	FP2(sqr_low)((oat_dig_t *)r, (const oat_dig_t *)a);
}

#endif
