/* Inline Fp6 additions for Fp12 (src/ext only): the bodies of fp6.c's
 * functions, so that the Fp12 products make no out-of-line call per Fp6
 * addition.  Same semantics as oat_fp6_*. */
#ifndef OAT_EXT_FP6_INL_H
#define OAT_EXT_FP6_INL_H

#include "ext/fp2_inl.h"

static inline void FP6(copy_i)(FP6(t) r, const FP6(t) a) {
	for (int i = 0; i < 3; i++) FP2(copy_i)(r->c[i], a->c[i]);
}
static inline void FP6(add_i)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	for (int i = 0; i < 3; i++) FP2(add_i)(r->c[i], a->c[i], b->c[i]);
}
static inline void FP6(sub_i)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	for (int i = 0; i < 3; i++) FP2(sub_i)(r->c[i], a->c[i], b->c[i]);
}
static inline void FP6(neg_i)(FP6(t) r, const FP6(t) a) {
	for (int i = 0; i < 3; i++) FP2(neg_i)(r->c[i], a->c[i]);
}
static inline void FP6(dbl_i)(FP6(t) r, const FP6(t) a) {
	for (int i = 0; i < 3; i++) FP2(dbl_i)(r->c[i], a->c[i]);
}
/* r = a (b0 + b1 v) by Karatsuba on reduced Fp2 products (5 of them):
 * (a0 b0 + xi a2 b1) + ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) v
 * + (a1 b1 + a2 b0) v^2.  FP6(mul_01) where the backend has neither the
 * double-width tower nor fused sums, and the eager line product. */
static inline void FP6(mul_01_i)(FP6(t) r, const FP6(t) a, const FP2(t) b0, const FP2(t) b1) {
	FP2(t) t0, t1, u, v, c0, c1, c2;
	FP2(mul_i)(t0, a->c[0], b0);
	FP2(mul_i)(t1, a->c[1], b1);
	FP2(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(v, b0, b1);
	FP2(mul_i)(c1, u, v);
	FP2(sub_i)(c1, c1, t0);
	FP2(sub_i)(c1, c1, t1);
	FP2(mul_i)(c2, a->c[2], b0);
	FP2(add_i)(c2, c2, t1);
	FP2(mul_i)(c0, a->c[2], b1);
	FP2(mul_nor_i)(c0, c0);
	FP2(add_i)(r->c[0], c0, t0);
	FP2(copy_i)(r->c[1], c1);
	FP2(copy_i)(r->c[2], c2);
}
#if defined(OAT_HAVE_FP2_SUM_LOW)
/* The same product on the backend's fused sums of two Fp2 products:
 *   c0 = a0 b0 + a2 (xi b1),  c1 = a0 b1 + a1 b0,  c2 = a1 b1 + a2 b0
 * (six products, three reductions of each coefficient pair, no Fp2
 * additions but xi b1, against five products and six additions; on the
 * 6-limb kernels 864 MULX against 900).  r may be a. */
static inline void FP6(mul_01_sum_i)(FP6(t) r, const FP6(t) a, const FP2(t) b0, const FP2(t) b1) {
	FP2(t) x1, c0, c1;
	FP2(mul_nor_i)(x1, b1);
	FP2(sum2_i)(c0, a->c[0], b0, a->c[2], x1);
	FP2(sum2_i)(c1, a->c[0], b1, a->c[1], b0);
	FP2(sum2_i)(x1, a->c[1], b1, a->c[2], b0);
	FP2(copy_i)(r->c[0], c0);
	FP2(copy_i)(r->c[1], c1);
	FP2(copy_i)(r->c[2], x1);
}
#endif
/* The schoolbook Fp6 product on a backend's sums of three Fp2 products
 * (SUM: reduced or not), into c0, c1, c2:
 *   c0 = a0 b0 + a1 xi b2 + a2 xi b1,  c1 = a0 b1 + a1 b0 + a2 xi b2,
 *   c2 = a0 b2 + a1 b1 + a2 b0
 * (fp6_tmpl.h's FP6(mul), fp12_tmpl.h's unreduced Fp12 product). */
#define FP6_SUM3_MUL_(SUM, c0, c1, c2, a, b) do {                                  \
	FP2(t) x1_, x2_;                                                            \
	FP2(mul_nor_i)(x1_, (b)->c[1]);                                             \
	FP2(mul_nor_i)(x2_, (b)->c[2]);                                             \
	SUM(c0, (a)->c[0], (b)->c[0], (a)->c[1], x2_, (a)->c[2], x1_);             \
	SUM(c1, (a)->c[0], (b)->c[1], (a)->c[1], (b)->c[0], (a)->c[2], x2_);       \
	SUM(c2, (a)->c[0], (b)->c[2], (a)->c[1], (b)->c[1], (a)->c[2], (b)->c[0]); \
} while (0)
#if defined(OAT_HAVE_FP2_FP6_MUL_LOW)
/* l = { b0, b1, b2, xi b1, xi b2 }: the operand array of a backend's Fp6
 * product (FP2(fp6_mul_low)) for the factor b */
static inline void FP6(mul_arr_i)(FP2(t) l[5], const FP6(t) b) {
	for (int j = 0; j < 3; j++) FP2(copy_i)(l[j], b->c[j]);
	FP2(mul_nor_i)(l[3], b->c[1]);
	FP2(mul_nor_i)(l[4], b->c[2]);
}
#endif
/* r = a v (v^3 = xi). */
static inline void FP6(mul_nor_i)(FP6(t) r, const FP6(t) a) {
	FP2(t) t;
	FP2(mul_nor_i)(t, a->c[2]);
	FP2(copy_i)(r->c[2], a->c[1]);
	FP2(copy_i)(r->c[1], a->c[0]);
	FP2(copy_i)(r->c[0], t);
}

#endif
