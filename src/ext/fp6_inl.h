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
/* r = a v (v^3 = xi). */
static inline void FP6(mul_nor_i)(FP6(t) r, const FP6(t) a) {
	FP2(t) t;
	FP2(mul_nor_i)(t, a->c[2]);
	FP2(copy_i)(r->c[2], a->c[1]);
	FP2(copy_i)(r->c[1], a->c[0]);
	FP2(copy_i)(r->c[0], t);
}

#endif
