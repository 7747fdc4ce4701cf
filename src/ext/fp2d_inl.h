/* Double-width Fp2 and Fp6 values for lazy reduction in the tower (src/ext
 * only): Aranha, Karabina, Longa, Gebotys and Lopez, "Faster explicit
 * formulas for computing pairings over ordinary curves", Eurocrypt 2011,
 * Section 3.
 *
 * A product of two Fp2 elements is kept unreduced on 2n digits per
 * coefficient: c0 = a0 b0 - a1 b1 mod p R, in [0, p R), and
 * c1 = a0 b1 + a1 b0 < 2 p^2 < p R.  Every sum and difference of such values
 * is taken mod p R (FPD(add_low) / FPD(sub_low)), so every value stays
 * in [0, p R), where the Montgomery reduction is valid; each coefficient of
 * a result is then reduced once.  The inputs of the products are reduced
 * (< p), which the bound c1 < 2 p^2 needs (R > 2p on both curves).
 *
 * In Fp6 = Fp2[v]/(v^3 - xi) this gives a Karatsuba product with 6
 * reductions instead of 12, and in Fp12 = Fp6[w]/(w^2 - v) a product with 12
 * instead of 36. */
#ifndef OAT_EXT_FP2D_INL_H
#define OAT_EXT_FP2D_INL_H

#include "ext/fp2_inl.h"

/* Where the lazy forms pay is the backend's choice (OAT_TUNE_EXT_LAZY,
 * src/fp/fp_low.h and the backend headers), measured per limb count. */
#define OAT_EXT_LAZY OAT_TUNE_EXT_LAZY

#define OAT_ND (2 * FP_DIGS)
typedef struct { oat_dig_t c[2][OAT_ND]; } oat_fp2d_t;
typedef struct { oat_fp2d_t c[3]; } oat_fp6d_t;

/* (OAT_VERIFY: double-width values below p R, fp_int.h) */
#define FP2D_V_(x) OAT_VERIFY_CHECK(FPD(vred_)((x)->c[0]) && FPD(vred_)((x)->c[1]))

/* r = a b, unreduced (Karatsuba, three products). */
static inline void FP2(muln_)(oat_fp2d_t *r, const FP2(t) a, const FP2(t) b) {
	OAT_COUNT(fp2_mul);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp_mul += 3;
	oat_count_tls.fp_add += 5;
#endif
	OAT_VERIFY_CHECK(FP(vred_)(a->c[0]->d) && FP(vred_)(a->c[1]->d));
	OAT_VERIFY_CHECK(FP(vred_)(b->c[0]->d) && FP(vred_)(b->c[1]->d));
#if defined(OAT_HAVE_FP2_MULN_LOW)
	/* the backend's one routine for the lines below */
	FP2(muln_low)((oat_dig_t *)r, (const oat_dig_t *)a, (const oat_dig_t *)b);
#else
	oat_dig_t sa[FP_DIGS], sb[FP_DIGS], t[OAT_ND];
	FP(addn_low)(sa, a->c[0]->d, a->c[1]->d);   /* < 2p */
	FP(addn_low)(sb, b->c[0]->d, b->c[1]->d);
	OAT_VERIFY_CHECK(FP(vred2_)(sa) && FP(vred2_)(sb));
	FP(muln_low)(r->c[0], a->c[0]->d, b->c[0]->d);
	FP(muln_low)(r->c[1], a->c[1]->d, b->c[1]->d);
	FP(muln_low)(t, sa, sb);                     /* < 4 p^2 */
	OAT_VERIFY_CHECK(!oat_lt_n(t, r->c[0], OAT_ND));
	FPD(subn_low)(t, t, r->c[0]);
	OAT_VERIFY_CHECK(!oat_lt_n(t, r->c[1], OAT_ND));
	FPD(subn_low)(t, t, r->c[1]);                /* a0 b1 + a1 b0 < 2 p^2 */
	FPD(sub_low)(r->c[0], r->c[0], r->c[1]);     /* a0 b0 - a1 b1 mod p R */
	for (int i = 0; i < OAT_ND; i++) r->c[1][i] = t[i];
#endif
	FP2D_V_(r);
}
static inline void oat_fp2d_add_(oat_fp2d_t *r, const oat_fp2d_t *a, const oat_fp2d_t *b) {
	FP2D_V_(a);
	FP2D_V_(b);
	FPD(add_low)(r->c[0], a->c[0], b->c[0]);
	FPD(add_low)(r->c[1], a->c[1], b->c[1]);
	FP2D_V_(r);
}
static inline void oat_fp2d_sub_(oat_fp2d_t *r, const oat_fp2d_t *a, const oat_fp2d_t *b) {
	FP2D_V_(a);
	FP2D_V_(b);
	FPD(sub_low)(r->c[0], a->c[0], b->c[0]);
	FPD(sub_low)(r->c[1], a->c[1], b->c[1]);
	FP2D_V_(r);
}
/* r = a xi = (a0 - a1) + (a0 + a1) i for xi = 1 + i, and
 * ((A - 1) a0 + (a0 - a1)) + ((A - 1) a1 + (a0 + a1)) i for xi = A + i (as
 * FP2(mul_nor_i)), every step mod p R; r may be a. */
static inline void oat_fp2d_mul_nor_(oat_fp2d_t *r, const oat_fp2d_t *a) {
	oat_dig_t t[OAT_ND];
	FP2D_V_(a);
#if OAT_XI_A == 1
	FPD(sub_low)(t, a->c[0], a->c[1]);
	FPD(add_low)(r->c[1], a->c[0], a->c[1]);
	for (int i = 0; i < OAT_ND; i++) r->c[0][i] = t[i];
#else
	oat_dig_t u[OAT_ND], k0[OAT_ND], k1[OAT_ND];
	for (int i = 0; i < OAT_ND; i++) {
		k0[i] = a->c[0][i];
		k1[i] = a->c[1][i];
	}
	for (int j = OAT_XI_TOP_ - 1; j >= 0; j--) {
		FPD(add_low)(k0, k0, k0);
		FPD(add_low)(k1, k1, k1);
		if (((OAT_XI_A - 1) >> j) & 1) {
			FPD(add_low)(k0, k0, a->c[0]);
			FPD(add_low)(k1, k1, a->c[1]);
		}
	}
	FPD(sub_low)(t, a->c[0], a->c[1]);
	FPD(add_low)(u, a->c[0], a->c[1]);
	FPD(add_low)(r->c[0], k0, t);
	FPD(add_low)(r->c[1], k1, u);
#endif
	FP2D_V_(r);
}
#if defined(OAT_HAVE_FP2_SUM3N_LOW)
/* r = a0 b0 + a1 b1 + a2 b2, unreduced, in one routine of the backend
 * (6p < R): c0 = the sum of a_j0 b_j0 - a_j1 b_j1 mod p R, c1 = the sum of
 * the cross products < 6 p^2 < p R, so within the bounds above. */
static inline void FP2(sum3n_)(oat_fp2d_t *r, const FP2(t) a0, const FP2(t) b0, const FP2(t) a1,
		const FP2(t) b1, const FP2(t) a2, const FP2(t) b2) {
	const oat_dig_t *const ab[6] = FP2_AB6_(a0, b0, a1, b1, a2, b2);
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	FP2(sum3n_low)((oat_dig_t *)r, ab);
	FP2D_V_(r);
}
#endif
static inline void oat_fp2d_rdc_(FP2(t) r, const oat_fp2d_t *a) {
	OAT_COUNT(fp_rdc);
	OAT_COUNT(fp_rdc);
	FP2D_V_(a);
	FP(rdc_low)(r->c[0]->d, a->c[0]);
	FP(rdc_low)(r->c[1]->d, a->c[1]);
	OAT_VERIFY_CHECK(FP(vred_)(r->c[0]->d) && FP(vred_)(r->c[1]->d));
}

/* ---- Fp6 ---- */

static inline void oat_fp6d_add_(oat_fp6d_t *r, const oat_fp6d_t *a, const oat_fp6d_t *b) {
	for (int i = 0; i < 3; i++) oat_fp2d_add_(&r->c[i], &a->c[i], &b->c[i]);
}
static inline void oat_fp6d_sub_(oat_fp6d_t *r, const oat_fp6d_t *a, const oat_fp6d_t *b) {
	for (int i = 0; i < 3; i++) oat_fp2d_sub_(&r->c[i], &a->c[i], &b->c[i]);
}
/* r = a v = xi a2 + a0 v + a1 v^2; r != a. */
static inline void oat_fp6d_mul_nor_(oat_fp6d_t *r, const oat_fp6d_t *a) {
	oat_fp2d_mul_nor_(&r->c[0], &a->c[2]);
	r->c[1] = a->c[0];
	r->c[2] = a->c[1];
}
static inline void oat_fp6d_rdc_(FP6(t) r, const oat_fp6d_t *a) {
	for (int i = 0; i < 3; i++) oat_fp2d_rdc_(r->c[i], &a->c[i]);
}

/* r = a b, unreduced.  Karatsuba (Devegili, O hEigeartaigh, Scott, Dahab):
 *   c0 = t0 + xi ((a1 + a2)(b1 + b2) - t1 - t2)
 *   c1 = (a0 + a1)(b0 + b1) - t0 - t1 + xi t2
 *   c2 = (a0 + a2)(b0 + b2) - t0 - t2 + t1,   tj = aj bj. */
static inline void FP6(muln_)(oat_fp6d_t *r, const FP6(t) a, const FP6(t) b) {
	oat_fp2d_t t0, t1, t2, m;
	FP2(t) u, w;
	FP2(muln_)(&t0, a->c[0], b->c[0]);
	FP2(muln_)(&t1, a->c[1], b->c[1]);
	FP2(muln_)(&t2, a->c[2], b->c[2]);
	FP2(add_i)(u, a->c[1], a->c[2]);
	FP2(add_i)(w, b->c[1], b->c[2]);
	FP2(muln_)(&m, u, w);
	oat_fp2d_sub_(&m, &m, &t1);
	oat_fp2d_sub_(&m, &m, &t2);
	oat_fp2d_mul_nor_(&m, &m);
	oat_fp2d_add_(&r->c[0], &m, &t0);
	FP2(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(w, b->c[0], b->c[1]);
	FP2(muln_)(&m, u, w);
	oat_fp2d_sub_(&m, &m, &t0);
	oat_fp2d_sub_(&m, &m, &t1);
	oat_fp2d_mul_nor_(&r->c[1], &t2);
	oat_fp2d_add_(&r->c[1], &r->c[1], &m);
	FP2(add_i)(u, a->c[0], a->c[2]);
	FP2(add_i)(w, b->c[0], b->c[2]);
	FP2(muln_)(&m, u, w);
	oat_fp2d_sub_(&m, &m, &t0);
	oat_fp2d_sub_(&m, &m, &t2);
	oat_fp2d_add_(&r->c[2], &m, &t1);
}

/* r = a (b0 + b1 v), unreduced: (a0 b0 + xi a2 b1) + ((a0 + a1)(b0 + b1) -
 * a0 b0 - a1 b1) v + (a1 b1 + a2 b0) v^2, five products. */
static inline void FP6(mul_01n_)(oat_fp6d_t *r, const FP6(t) a, const FP2(t) b0, const FP2(t) b1) {
	oat_fp2d_t t0, t1, m;
	FP2(t) u, w;
	FP2(muln_)(&t0, a->c[0], b0);
	FP2(muln_)(&t1, a->c[1], b1);
	FP2(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(w, b0, b1);
	FP2(muln_)(&m, u, w);
	oat_fp2d_sub_(&m, &m, &t0);
	oat_fp2d_sub_(&r->c[1], &m, &t1);
	FP2(muln_)(&m, a->c[2], b0);
	oat_fp2d_add_(&r->c[2], &m, &t1);
	FP2(muln_)(&m, a->c[2], b1);
	oat_fp2d_mul_nor_(&m, &m);
	oat_fp2d_add_(&r->c[0], &m, &t0);
}

/* r = a b for b in Fp2, unreduced. */
static inline void FP6(mul_fp2n_)(oat_fp6d_t *r, const FP6(t) a, const FP2(t) b) {
	for (int i = 0; i < 3; i++) FP2(muln_)(&r->c[i], a->c[i], b);
}

#endif
