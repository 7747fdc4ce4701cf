/* Inline Fp6 additions for Fp12 (src/ext only): the bodies of fp6.c's
 * functions, so that the Fp12 products make no out-of-line call per Fp6
 * addition.  Same semantics as oat_fp6_*. */
#ifndef OAT_EXT_FP6_INL_H
#define OAT_EXT_FP6_INL_H

#include "ext/fp2_inl.h"

static inline void oat_fp6_copy_i(oat_fp6_t r, const oat_fp6_t a) {
	for (int i = 0; i < 3; i++) oat_fp2_copy_i(r->c[i], a->c[i]);
}
static inline void oat_fp6_add_i(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	for (int i = 0; i < 3; i++) oat_fp2_add_i(r->c[i], a->c[i], b->c[i]);
}
static inline void oat_fp6_sub_i(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	for (int i = 0; i < 3; i++) oat_fp2_sub_i(r->c[i], a->c[i], b->c[i]);
}
static inline void oat_fp6_neg_i(oat_fp6_t r, const oat_fp6_t a) {
	for (int i = 0; i < 3; i++) oat_fp2_neg_i(r->c[i], a->c[i]);
}
static inline void oat_fp6_dbl_i(oat_fp6_t r, const oat_fp6_t a) {
	for (int i = 0; i < 3; i++) oat_fp2_dbl_i(r->c[i], a->c[i]);
}
/* r = a v (v^3 = xi). */
static inline void oat_fp6_mul_nor_i(oat_fp6_t r, const oat_fp6_t a) {
	oat_fp2_t t;
	oat_fp2_mul_nor_i(t, a->c[2]);
	oat_fp2_copy_i(r->c[2], a->c[1]);
	oat_fp2_copy_i(r->c[1], a->c[0]);
	oat_fp2_copy_i(r->c[0], t);
}

#endif
