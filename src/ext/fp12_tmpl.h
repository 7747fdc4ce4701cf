/* Fp12 = Fp6[w]/(w^2 - v).  As a vector space over Fp2 an element is
 * sum_{e=0..5} f_e w^e with f_e = c[e % 2].c[e / 2]. */
#include "fp/fp_int.h"
#include "ext/ext_int.h"
#include "ext/fp2_inl.h"
#include "ext/fp6_inl.h"
#include "ext/fp2d_inl.h"

void FP12(zero)(FP12(t) r) { FP6(zero)(r->c[0]); FP6(zero)(r->c[1]); }
void FP12(set_dig)(FP12(t) r, oat_dig_t d) { FP6(set_dig)(r->c[0], d); FP6(zero)(r->c[1]); }
void FP12(copy)(FP12(t) r, const FP12(t) a) { FP6(copy)(r->c[0], a->c[0]); FP6(copy)(r->c[1], a->c[1]); }
int FP12(is_zero)(const FP12(t) a) { return FP6(is_zero)(a->c[0]) & FP6(is_zero)(a->c[1]); }
int FP12(is_one)(const FP12(t) a) {
	FP12(t) one;
	FP12(set_dig)(one, 1);
	return FP12(equal)(a, one);
}
int FP12(equal)(const FP12(t) a, const FP12(t) b) {
	return FP6(equal)(a->c[0], b->c[0]) & FP6(equal)(a->c[1], b->c[1]);
}
void FP12(cmov)(FP12(t) r, const FP12(t) a, int bit) {
	FP6(cmov)(r->c[0], a->c[0], bit);
	FP6(cmov)(r->c[1], a->c[1], bit);
}
void FP12(add)(FP12(t) r, const FP12(t) a, const FP12(t) b) {
	FP6(add_i)(r->c[0], a->c[0], b->c[0]);
	FP6(add_i)(r->c[1], a->c[1], b->c[1]);
}
void FP12(sub)(FP12(t) r, const FP12(t) a, const FP12(t) b) {
	FP6(sub_i)(r->c[0], a->c[0], b->c[0]);
	FP6(sub_i)(r->c[1], a->c[1], b->c[1]);
}
void FP12(neg)(FP12(t) r, const FP12(t) a) { FP6(neg)(r->c[0], a->c[0]); FP6(neg)(r->c[1], a->c[1]); }
void FP12(conj)(FP12(t) r, const FP12(t) a) { FP6(copy)(r->c[0], a->c[0]); FP6(neg)(r->c[1], a->c[1]); }

/* Where the tower is schoolbook on the fused sums of three Fp2 products and
 * the backend has them unreduced too (6-limb x86-64: BLS12-381), the Fp12
 * product takes its three Fp6 products unreduced (FP12(sum3n_6_)) and
 * reduces each coefficient once after the Karatsuba combination: 12
 * reductions instead of 18, for 12-limb additions in the combination. */
#if !OAT_EXT_LAZY && defined(OAT_HAVE_FP2_SUM3N_LOW)
#define FP12_SUM3N_ 1
#else
#define FP12_SUM3N_ 0
#endif

#if OAT_EXT_LAZY || FP12_SUM3N_
/* The end of a Karatsuba product over Fp6 on double-width values:
 * r = (t0 + v t1) + (m - t0 - t1) w, each coefficient reduced once. */
static void FP12(kara_end_)(FP12(t) r, const oat_fp6d_t *t0, const oat_fp6d_t *t1, oat_fp6d_t *m) {
	oat_fp6d_t vt;
	oat_fp6d_sub_(m, m, t0);
	oat_fp6d_sub_(m, m, t1);
	oat_fp6d_rdc_(r->c[1], m);
	oat_fp6d_mul_nor_(&vt, t1);
	oat_fp6d_add_(&vt, &vt, t0);
	oat_fp6d_rdc_(r->c[0], &vt);
}
#else
/* The end of a Karatsuba product over Fp6: r = (t0 + v t1) + (m - t0 - t1) w. */
static void FP12(kara_end_)(FP12(t) r, const FP6(t) t0, FP6(t) t1, FP6(t) m) {
	FP6(sub_i)(m, m, t0);
	FP6(sub_i)(r->c[1], m, t1);
	FP6(mul_nor_i)(t1, t1);
	FP6(add_i)(r->c[0], t0, t1);
}
#endif

#if FP12_SUM3N_
/* r = a b in Fp6, unreduced: FP6(mul)'s schoolbook without its reductions. */
static void FP12(sum3n_6_)(oat_fp6d_t *r, const FP6(t) a, const FP6(t) b) {
	FP6_SUM3_MUL_(FP2(sum3n_), &r->c[0], &r->c[1], &r->c[2], a, b);
}
#define FP12_MULN6_ FP12(sum3n_6_)
#elif OAT_EXT_LAZY
#define FP12_MULN6_ FP6(muln_)
#endif

/* Karatsuba: c0 = a0 b0 + v a1 b1, c1 = (a0 + a1)(b0 + b1) - a0 b0 - a1 b1.
 * With OAT_EXT_LAZY (fp2d_inl.h) or FP12_SUM3N_ the three Fp6 products
 * stay unreduced and each coefficient is reduced once: 12 reductions
 * instead of 36 (or 18). */
#if OAT_EXT_LAZY || FP12_SUM3N_
void FP12(mul)(FP12(t) r, const FP12(t) a, const FP12(t) b) {
	oat_fp6d_t t0, t1, m;
	FP6(t) u, w;
	FP12_MULN6_(&t0, a->c[0], b->c[0]);
	FP12_MULN6_(&t1, a->c[1], b->c[1]);
	FP6(add_i)(u, a->c[0], a->c[1]);
	FP6(add_i)(w, b->c[0], b->c[1]);
	FP12_MULN6_(&m, u, w);
	FP12(kara_end_)(r, &t0, &t1, &m);
}
#else
void FP12(mul)(FP12(t) r, const FP12(t) a, const FP12(t) b) {
	FP6(t) t0, t1, u, v, m;
	FP6(mul)(t0, a->c[0], b->c[0]);
	FP6(mul)(t1, a->c[1], b->c[1]);
	FP6(add_i)(u, a->c[0], a->c[1]);
	FP6(add_i)(v, b->c[0], b->c[1]);
	FP6(mul)(m, u, v);
	FP12(kara_end_)(r, t0, t1, m);
}
#endif

/* Complex squaring: t = a0 a1; c0 = (a0 + a1)(a0 + v a1) - t - v t; c1 = 2t
 * (with OAT_EXT_LAZY, the two Fp6 products unreduced). */
#if OAT_EXT_LAZY
void FP12(sqr)(FP12(t) r, const FP12(t) a) {
	oat_fp6d_t t, m, vt;
	FP6(t) u, w;
	FP6(muln_)(&t, a->c[0], a->c[1]);
	FP6(add_i)(u, a->c[0], a->c[1]);
	FP6(mul_nor_i)(w, a->c[1]);
	FP6(add_i)(w, w, a->c[0]);
	FP6(muln_)(&m, u, w);
	oat_fp6d_sub_(&m, &m, &t);
	oat_fp6d_mul_nor_(&vt, &t);
	oat_fp6d_sub_(&m, &m, &vt);
	oat_fp6d_rdc_(r->c[0], &m);
	oat_fp6d_add_(&m, &t, &t);
	oat_fp6d_rdc_(r->c[1], &m);
}
#elif defined(OAT_HAVE_FP2_FP6_MUL_LOW)
/* The same on the backend's Fp6 product (FP2(fp6_mul_low)), its operand
 * arrays made here: w = a0 + v a1 straight into its array, and xi a1_2 made
 * once for both. */
void FP12(sqr)(FP12(t) r, const FP12(t) a) {
	FP2(t) l[5], m[5];
	FP6(t) t, u, c;
	const FP6(st) *a0 = a->c[0], *a1 = a->c[1];
	FP6(mul_arr_i)(l, a1);
	FP2(add_i)(m[0], a0->c[0], l[4]);                 /* w = a0 + v a1 */
	FP2(add_i)(m[1], a0->c[1], a1->c[0]);
	FP2(add_i)(m[2], a0->c[2], a1->c[1]);
	FP2(mul_nor_i)(m[3], m[1]);
	FP2(mul_nor_i)(m[4], m[2]);
	FP6(add_i)(u, a0, a1);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp2_mul += 18;
#endif
	FP2(fp6_mul_low)((oat_dig_t *)t, (const oat_dig_t *)a0, (const oat_dig_t *)l);   /* t = a0 a1 */
	FP2(fp6_mul_low)((oat_dig_t *)c, (const oat_dig_t *)u, (const oat_dig_t *)m);    /* u w */
	FP6(sub_i)(c, c, t);
	FP6(mul_nor_i)(u, t);
	FP6(sub_i)(r->c[0], c, u);                        /* c0 = u w - t - v t */
	FP6(dbl_i)(r->c[1], t);                           /* c1 = 2t */
}
#else
void FP12(sqr)(FP12(t) r, const FP12(t) a) {
	FP6(t) t, u, v, w;
	FP6(mul)(t, a->c[0], a->c[1]);
	FP6(add_i)(w, a->c[0], a->c[1]);
	FP6(mul_nor_i)(v, a->c[1]);
	FP6(add_i)(v, v, a->c[0]);
	FP6(mul)(u, w, v);
	FP6(sub_i)(u, u, t);
	FP6(mul_nor_i)(v, t);
	FP6(sub_i)(r->c[0], u, v);
	FP6(dbl_i)(r->c[1], t);
}
#endif

#if !defined(OAT_HAVE_FP2_PCK_LOW)
/* (x + y s)^2 = (x^2 + xi y^2) + ((x + y)^2 - x^2 - y^2) s in Fp4 = Fp2[s]/(s^2 - xi). */
static void oat_fp4_sqr(FP2(t) re, FP2(t) im, const FP2(t) x, const FP2(t) y) {
	FP2(t) t0, t1, t;
	FP2(sqr_i)(t0, x);
	FP2(sqr_i)(t1, y);
	FP2(add_i)(t, x, y);
	FP2(sqr_i)(t, t);
	FP2(sub_i)(t, t, t0);
	FP2(sub_i)(im, t, t1);
	FP2(mul_nor_i)(t1, t1);
	FP2(add_i)(re, t0, t1);
}

/* r = 3 a - 2 b  or  3 a + 2 b (sign = +1). */
static void FP2(3a2b)(FP2(t) r, const FP2(t) a, const FP2(t) b, int sign) {
	FP2(t) t;
	if (sign > 0) FP2(add_i)(t, a, b);
	else FP2(sub_i)(t, a, b);
	FP2(dbl_i)(t, t);             /* 2 (a +- b) */
	FP2(add_i)(r, t, a);          /* 3a +- 2b */
}

#endif

/* Granger and Scott, "Faster squaring in the cyclotomic subgroup of sixth
 * degree extensions", PKC 2010.  With s = w^3 (s^2 = xi), Fp12 = Fp4[w]/(w^3 - s)
 * and f = A + B w + C w^2 for A = f0 + f3 s, B = f1 + f4 s, C = f2 + f5 s.
 * If f^(p^6 + 1) = 1:  A' = 3A^2 - 2 conj(A),  B' = 3 s C^2 + 2 conj(B),
 * C' = 3 B^2 - 2 conj(C), conj(x + y s) = x - y s. */
#if !defined(OAT_HAVE_FP2_PCK_LOW)
void FP12(sqr_cyc)(FP12(t) r, const FP12(t) a) {
	FP2(t) ar, ai, br, bi, cr, ci, t;
	/* f0 = c0.c0, f1 = c1.c0, f2 = c0.c1, f3 = c1.c1, f4 = c0.c2, f5 = c1.c2 */
	const FP2(st) *f0 = a->c[0]->c[0], *f1 = a->c[1]->c[0], *f2 = a->c[0]->c[1];
	const FP2(st) *f3 = a->c[1]->c[1], *f4 = a->c[0]->c[2], *f5 = a->c[1]->c[2];
	oat_fp4_sqr(ar, ai, f0, f3);  /* A^2 */
	oat_fp4_sqr(br, bi, f1, f4);  /* B^2 */
	oat_fp4_sqr(cr, ci, f2, f5);  /* C^2 */
	/* s C^2 = xi ci + cr s */
	FP2(mul_nor_i)(t, ci);
	/* A' = (3 ar - 2 f0) + (3 ai + 2 f3) s */
	FP2(3a2b)(r->c[0]->c[0], ar, f0, -1);
	FP2(3a2b)(r->c[1]->c[1], ai, f3, +1);
	/* B' = (3 xi ci + 2 f1) + (3 cr - 2 f4) s */
	FP2(3a2b)(r->c[1]->c[0], t, f1, +1);
	FP2(3a2b)(r->c[0]->c[2], cr, f4, -1);
	/* C' = (3 br - 2 f2) + (3 bi + 2 f5) s */
	FP2(3a2b)(r->c[0]->c[1], br, f2, -1);
	FP2(3a2b)(r->c[1]->c[2], bi, f5, +1);
}
#endif

/* Karabina, "Squaring in cyclotomic subgroups", Math. Comp. 82 (2013).  In
 * his notation g = (g0 + g1 s) + (g2 + g3 s) w + (g4 + g5 s) w^2 with the
 * Granger-Scott A, B, C above, that is g0 = f0, g1 = f3, g2 = f1, g3 = f4,
 * g4 = f2, g5 = f5.  The squaring of a cyclotomic element determines
 * (g2, g3, g4, g5) from (g2, g3, g4, g5) alone (Granger-Scott's B' and C'
 * written out):
 *   h2 = 2 g2 + 6 xi g4 g5,         h3 = 3 (g4^2 + xi g5^2) - 2 g3,
 *   h4 = 3 (g2^2 + xi g3^2) - 2 g4,  h5 = 2 g5 + 6 g2 g3,
 * where g2^2 + xi g3^2 = (g2 + g3)(g2 + xi g3) - (1 + xi) g2 g3: four Fp2
 * multiplications in all (sqr_cyc: nine squarings). */
#if !defined(OAT_HAVE_FP2_PCK_LOW)
static void FP12(pck_pair)(FP2(t) h, FP2(t) k, const FP2(t) x, const FP2(t) y,
		const FP2(t) hx, const FP2(t) ky, int xi_h) {
	/* with b = x y and t = x^2 + xi y^2:  h = 2 hx + 6 (xi_h ? xi b : b),
	 * k = 3 t - 2 ky */
	FP2(t) a, b, t;
	FP2(mul_nor_i)(t, y);
	FP2(add_i)(t, t, x);                  /* x + xi y */
	FP2(add_i)(a, x, y);
	FP2(mul_i)(a, a, t);                  /* (x + y)(x + xi y) */
	FP2(mul_i)(b, x, y);
	FP2(mul_nor_i)(t, b);                 /* xi b */
	FP2(sub_i)(a, a, b);
	FP2(sub_i)(a, a, t);                  /* a = x^2 + xi y^2 */
	if (xi_h) FP2(copy_i)(b, t);
	/* k = a + 2 (a - ky) */
	FP2(sub_i)(t, a, ky);
	FP2(dbl_i)(t, t);
	FP2(add_i)(k, t, a);
	/* h = 2 (hx + 3 b) */
	FP2(dbl_i)(t, b);
	FP2(add_i)(t, t, b);
	FP2(add_i)(t, t, hx);
	FP2(dbl_i)(h, t);
}

#else
/* the backend's fused routine for the same pair (products and additions) */
static void FP12(pck_pair)(FP2(t) h, FP2(t) k, const FP2(t) x, const FP2(t) y,
		const FP2(t) hx, const FP2(t) ky, int xi_h) {
	const oat_dig_t *const io[6] = { (const oat_dig_t *)h, (const oat_dig_t *)k, (const oat_dig_t *)x,
		(const oat_dig_t *)y, (const oat_dig_t *)hx, (const oat_dig_t *)ky };
	OAT_COUNT(fp2_mul);
	OAT_COUNT(fp2_mul);
	FP2(pck_low)(io, xi_h);
}
#endif

void FP12(sqr_pck_)(FP12(t) r, const FP12(t) a) {
	FP2(t) h2, h3, h4, h5;
	/* (g2, g3) -> h5 = 2 g5 + 6 g2 g3, h4 = 3 (g2^2 + xi g3^2) - 2 g4 */
	FP12(pck_pair)(h5, h4, a->c[1]->c[0], a->c[0]->c[2], a->c[1]->c[2], a->c[0]->c[1], 0);
	/* (g4, g5) -> h2 = 2 g2 + 6 xi g4 g5, h3 = 3 (g4^2 + xi g5^2) - 2 g3 */
	FP12(pck_pair)(h2, h3, a->c[0]->c[1], a->c[1]->c[2], a->c[1]->c[0], a->c[0]->c[2], 1);
	FP2(copy_i)(r->c[1]->c[0], h2);
	FP2(copy_i)(r->c[0]->c[2], h3);
	FP2(copy_i)(r->c[0]->c[1], h4);
	FP2(copy_i)(r->c[1]->c[2], h5);
}

void FP12(sqr_pck)(FP12(t) r, const FP12(t) a) {
	FP12(sqr_pck_)(r, a);
	FP2(zero)(r->c[0]->c[0]);
	FP2(zero)(r->c[1]->c[1]);
}

#if defined(OAT_HAVE_FP2_PCK_LOW)
/* Granger-Scott on the fused pair: for X = x + y s, 3 X^2 - 2 conj(X) =
 * (3 (x^2 + xi y^2) - 2 x) + (6 x y + 2 y) s is the pair's (k, h) with
 * ky = x, hx = y, and the B' part, 3 s C^2 + 2 conj(B), is (h, k) of C's
 * pair with the xi form, hx = f1 and ky = f4. */
void FP12(sqr_cyc)(FP12(t) r, const FP12(t) a) {
	const FP2(st) *f0 = a->c[0]->c[0], *f1 = a->c[1]->c[0], *f2 = a->c[0]->c[1];
	const FP2(st) *f3 = a->c[1]->c[1], *f4 = a->c[0]->c[2], *f5 = a->c[1]->c[2];
	FP2(t) h[3], k[3];
	FP12(pck_pair)(h[0], k[0], f0, f3, f3, f0, 0);  /* A' = k0 + h0 s */
	FP12(pck_pair)(h[1], k[1], f2, f5, f1, f4, 1);  /* B' = h1 + k1 s */
	FP12(pck_pair)(h[2], k[2], f1, f4, f5, f2, 0);  /* C' = k2 + h2 s */
	FP2(copy_i)(r->c[0]->c[0], k[0]);
	FP2(copy_i)(r->c[1]->c[1], h[0]);
	FP2(copy_i)(r->c[1]->c[0], h[1]);
	FP2(copy_i)(r->c[0]->c[2], k[1]);
	FP2(copy_i)(r->c[0]->c[1], k[2]);
	FP2(copy_i)(r->c[1]->c[2], h[2]);
}
#endif

/* Decompression (Karabina, Theorem 3.1), for the cyclotomic element whose
 * compressed form is (g2, g3, g4, g5):
 *   g2 != 0:  g1 = (xi g5^2 + 3 g4^2 - 2 g3) / (4 g2),
 *   g2 == 0:  g1 = 2 g4 g5 / g3,
 *   g0 = xi (2 g1^2 + g2 g5 - 3 g3 g4) + 1.
 * Both cases are computed and the one that applies is selected, so the time
 * does not depend on the values; n divisions share one inversion.  (With
 * g2 = g3 = 0 the element is 1 and the formula gives g1 = 0, g0 = 1.) */
#define OAT_BACK_CYC_BATCH 8
static void FP12(back_cyc_batch)(FP12(t) r[], const FP12(t) a[], size_t n) {
	FP2(t) num[OAT_BACK_CYC_BATCH], den[OAT_BACK_CYC_BATCH], inv[OAT_BACK_CYC_BATCH];
	FP2(t) t, u, g1, g0;
	for (size_t i = 0; i < n; i++) {
		const FP2(st) *g2 = a[i]->c[1]->c[0], *g3 = a[i]->c[0]->c[2];
		const FP2(st) *g4 = a[i]->c[0]->c[1], *g5 = a[i]->c[1]->c[2];
		int z = FP2(is_zero)(g2);
		FP2(sqr_i)(t, g5);
		FP2(mul_nor_i)(t, t);                 /* xi g5^2 */
		FP2(sqr_i)(u, g4);
		FP2(add_i)(t, t, u);
		FP2(dbl_i)(u, u);
		FP2(add_i)(t, t, u);                  /* + 3 g4^2 */
		FP2(sub_i)(t, t, g3);
		FP2(sub_i)(num[i], t, g3);            /* - 2 g3 */
		FP2(dbl_i)(t, g2);
		FP2(dbl_i)(den[i], t);                /* 4 g2 */
		FP2(mul_i)(t, g4, g5);
		FP2(dbl_i)(t, t);                     /* 2 g4 g5 */
		FP2(cmov)(num[i], t, z);
		FP2(cmov)(den[i], g3, z);
	}
	FP2(inv_sim)(inv, (const FP2(t) *)den, n);
	for (size_t i = 0; i < n; i++) {
		const FP2(st) *g2 = a[i]->c[1]->c[0], *g3 = a[i]->c[0]->c[2];
		const FP2(st) *g4 = a[i]->c[0]->c[1], *g5 = a[i]->c[1]->c[2];
		FP2(mul_i)(g1, num[i], inv[i]);
		FP2(sqr_i)(t, g1);
		FP2(dbl_i)(t, t);                     /* 2 g1^2 */
		FP2(mul_i)(u, g2, g5);
		FP2(add_i)(t, t, u);
		FP2(mul_i)(u, g3, g4);
		FP2(sub_i)(t, t, u);
		FP2(dbl_i)(u, u);
		FP2(sub_i)(t, t, u);                  /* - 3 g3 g4 */
		FP2(mul_nor_i)(t, t);
		FP2(set_dig)(u, 1);
		FP2(add_i)(g0, t, u);
		if (r[i] != a[i]) {
			FP2(copy_i)(r[i]->c[1]->c[0], g2);
			FP2(copy_i)(r[i]->c[0]->c[2], g3);
			FP2(copy_i)(r[i]->c[0]->c[1], g4);
			FP2(copy_i)(r[i]->c[1]->c[2], g5);
		}
		FP2(copy_i)(r[i]->c[0]->c[0], g0);
		FP2(copy_i)(r[i]->c[1]->c[1], g1);
	}
}

void FP12(back_cyc_sim)(FP12(t) r[], const FP12(t) a[], size_t n) {
	for (size_t i = 0; i < n; i += OAT_BACK_CYC_BATCH) {
		size_t k = n - i < OAT_BACK_CYC_BATCH ? n - i : OAT_BACK_CYC_BATCH;
		FP12(back_cyc_batch)(r + i, a + i, k);
	}
}

void FP12(back_cyc)(FP12(t) r, const FP12(t) a) {
	FP12(back_cyc_sim)((FP12(st) (*)[1])r, (const FP12(st) (*)[1])a, 1);
}

#if defined(OAT_HAVE_FP2_SUM3_LOW)
/* a l for a line l = l0 + l1 w^s + l3 w^3 (s = 1: a D-type twist's, s = 2:
 * an M-type's) on the backend's fused sums of Fp2 products: in the basis
 * w^k, k = 0..5 (e0..e5 = a0.c0, a1.c0, a0.c1, a1.c1, a0.c2, a1.c2; w^6 =
 * v^3 = xi), each coefficient of a l is a sum of three products, one
 * reduction each:
 *   e'k = ek l0 + e(k-s) l1 + e(k-3) l3, indices mod 6, xi on wrapping
 * (18 products and 12 reductions, no Fp2 addition but xi l1 and xi l3). */
static inline __attribute__((always_inline)) void FP12(line_sum3_)(FP12(t) r, const FP12(t) a,
		const FP2(t) l0, const FP2(t) l1, const FP2(t) l3, int s) {
	const FP2(st) *e[6] = { a->c[0]->c[0], a->c[1]->c[0], a->c[0]->c[1], a->c[1]->c[1], a->c[0]->c[2],
		a->c[1]->c[2] };
	FP2(st) *o[6] = { r->c[0]->c[0], r->c[1]->c[0], r->c[0]->c[1], r->c[1]->c[1], r->c[0]->c[2],
		r->c[1]->c[2] };
	FP2(st) *c[6];
	FP2(t) x1, x3, t[6];
	/* straight into r unless it is a (a test of the pointers) */
	for (int k = 0; k < 6; k++) c[k] = (r == a) ? t[k] : o[k];
	FP2(mul_nor_i)(x1, l1);
	FP2(mul_nor_i)(x3, l3);
	/* public indices, constants once s is (the callers' s are) */
#define FP12_LS3_(k) FP2(sum3_i)(c[k], e[k], l0, e[((k) + 6 - s) % 6], (k) < s ? x1 : l1, \
		e[((k) + 3) % 6], (k) < 3 ? x3 : l3)
	FP12_LS3_(0);
	FP12_LS3_(1);
	FP12_LS3_(2);
	FP12_LS3_(3);
	FP12_LS3_(4);
	FP12_LS3_(5);
#undef FP12_LS3_
	if (r == a)
		for (int k = 0; k < 6; k++) FP2(copy_i)(o[k], t[k]);
}
#endif

#if defined(OAT_HAVE_FP2_LINE_LOW) || defined(OAT_HAVE_FP2_LINE_M_LOW)
/* a times a line by the backend's routine low (FP2(line_low) or
 * FP2(line_m_low)), on l = { l0, l1, l3, xi l1, xi l3 }; the routine's
 * output may not overlap a. */
static inline __attribute__((always_inline)) void FP12(line_by_)(FP12(t) r, const FP12(t) a,
		const FP2(t) l0, const FP2(t) l1, const FP2(t) l3,
		void (*low)(oat_dig_t *, const oat_dig_t *, const oat_dig_t *)) {
	FP2(t) l[5];
	FP12(t) t;
	FP2(copy_i)(l[0], l0);
	FP2(copy_i)(l[1], l1);
	FP2(copy_i)(l[2], l3);
	FP2(mul_nor_i)(l[3], l1);
	FP2(mul_nor_i)(l[4], l3);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp2_mul += 18;
#endif
	if (r == a) {
		low((oat_dig_t *)t, (const oat_dig_t *)a, (const oat_dig_t *)l);
		FP12(copy)(r, t);
	} else {
		low((oat_dig_t *)r, (const oat_dig_t *)a, (const oat_dig_t *)l);
	}
}
#endif

/* a (l0 + l1 w + l3 w^3) with l = (l0, 0, 0) + (l1, l3, 0) w:
 * t0 = a0 l0 (3 m), t1 = a1 (l1 + l3 v) (5 m),
 * c1 = (a0 + a1)((l0 + l1) + l3 v) - t0 - t1 (5 m), c0 = t0 + v t1: 13 m in Fp2. */
#if defined(OAT_HAVE_FP2_LINE_LOW)
/* The six sums of three of FP12(line_sum3_) in one routine of the backend, which makes
 * the sums of coefficients its Karatsuba products need once for all six
 * (e_k0 + e_k1 is otherwise made three times, l_j0 + l_j1 up to five),
 * in one frame. */
void FP12(mul_line)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	FP12(line_by_)(r, a, l0, l1, l3, FP2(line_low));
}
#elif defined(OAT_HAVE_FP2_SUM3_LOW)
/* FP12(line_sum3_) with s = 1 (18 products, 12 reductions, against 13
 * products and 26 reductions). */
void FP12(mul_line)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	FP12(line_sum3_)(r, a, l0, l1, l3, 1);
}
#elif OAT_EXT_LAZY
void FP12(mul_line)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	oat_fp6d_t t0, t1, m;
	FP6(t) u;
	FP2(t) s;
	FP6(mul_fp2n_)(&t0, a->c[0], l0);
	FP6(mul_01n_)(&t1, a->c[1], l1, l3);
	FP6(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(s, l0, l1);
	FP6(mul_01n_)(&m, u, s, l3);
	FP12(kara_end_)(r, &t0, &t1, &m);
}
#else
void FP12(mul_line)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	FP6(t) t0, t1, u;
	FP2(t) s;
	FP6(mul_fp2)(t0, a->c[0], l0);
	FP6(mul_01)(t1, a->c[1], l1, l3);
	FP6(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(s, l0, l1);
	FP6(mul_01)(u, u, s, l3);
	FP12(kara_end_)(r, t0, t1, u);
}
#endif

/* The line of an M-type twist: a ((l0 + l1 v) + l3 v w), i.e. l0, l1 and
 * l3 at w^0, w^2 and w^3. */
#if defined(OAT_HAVE_FP2_LINE_M_LOW)
/* FP12(line_sum3_) with s = 2 in one routine of the backend (as
 * FP12(mul_line) above): the sums of coefficients its Karatsuba products
 * need made once for all six sums, one call and one frame. */
void FP12(mul_line_m)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	FP12(line_by_)(r, a, l0, l1, l3, FP2(line_m_low));
}
#elif defined(OAT_HAVE_FP2_SUM3_LOW)
/* FP12(line_sum3_) with s = 2: on BLS12-381's 6-limb MULX/ADX kernels 10.6k
 * instructions per line, against 11.8k for Karatsuba's 15 products and 18
 * reductions on the fused sums of two (below). */
void FP12(mul_line_m)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	FP12(line_sum3_)(r, a, l0, l1, l3, 2);
}
#elif OAT_EXT_LAZY && !OAT_TUNE_LINE_EAGER
/* t0 = a0 (l0 + l1 v) (5 m), t1 = a1 l3 v (3 m), c1 = (a0 + a1)(l0 +
 * (l1 + l3) v) - t0 - t1 (5 m), c0 = t0 + v t1. */
void FP12(mul_line_m)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	oat_fp6d_t t0, t1, m;
	FP6(t) u;
	FP2(t) s;
	FP6(mul_01n_)(&t0, a->c[0], l0, l1);
	FP6(mul_fp2n_)(&m, a->c[1], l3);
	oat_fp6d_mul_nor_(&t1, &m);                  /* a1 l3 v */
	FP6(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(s, l1, l3);
	FP6(mul_01n_)(&m, u, l0, s);
	FP12(kara_end_)(r, &t0, &t1, &m);
}
#else
/* On reduced Fp2 products: where the tower is double-width, FP6(mul_01)
 * is too, so the line takes Karatsuba on the backend's Fp2 product
 * (OAT_TUNE_LINE_EAGER: it beats the double-width tower there). */
#if OAT_EXT_LAZY && defined(OAT_HAVE_FP2_SUM_LOW)
#define FP12_LINE_MUL_01_ FP6(mul_01_sum_i)
#elif OAT_EXT_LAZY
#define FP12_LINE_MUL_01_ FP6(mul_01_i)
#else
#define FP12_LINE_MUL_01_ FP6(mul_01)
#endif
void FP12(mul_line_m)(FP12(t) r, const FP12(t) a, const FP2(t) l0,
		const FP2(t) l1, const FP2(t) l3) {
	FP6(t) t0, t1, u;
	FP2(t) s;
	FP12_LINE_MUL_01_(t0, a->c[0], l0, l1);
	FP6(mul_fp2)(t1, a->c[1], l3);
	FP6(mul_nor_i)(t1, t1);                           /* a1 l3 v */
	FP6(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(s, l1, l3);
	FP12_LINE_MUL_01_(u, u, l0, s);
	FP6(sub_i)(u, u, t0);                             /* c1 = u - t0 - t1 */
	FP6(sub_i)(r->c[1], u, t1);
	FP6(mul_nor_i)(t1, t1);
	FP6(add_i)(r->c[0], t0, t1);                      /* c0 = t0 + v t1 */
}
#undef FP12_LINE_MUL_01_
#endif

/* 1/(a0 + a1 w) = (a0 - a1 w) / (a0^2 - v a1^2). */
void FP12(inv)(FP12(t) r, const FP12(t) a) {
	FP6(t) t0, t1;
	FP6(sqr)(t0, a->c[0]);
	FP6(sqr)(t1, a->c[1]);
	FP6(mul_nor_i)(t1, t1);
	FP6(sub_i)(t0, t0, t1);
	FP6(inv)(t0, t0);
	FP6(mul)(r->c[0], a->c[0], t0);
	FP6(mul)(t1, a->c[1], t0);
	FP6(neg_i)(r->c[1], t1);
}

/* x -> x^(p^k), k in {1, 2, 3}: f_e -> frb(f_e) gamma_{k,e}, coefficient by
 * coefficient (r may be a); gamma_{2,e} is in Fp. */
static void FP12(frb_k)(FP12(t) r, const FP12(t) a, int k) {
	for (int h = 0; h < 2; h++)
		for (int j = 0; j < 3; j++) {
			int e = 2 * j + h;
			FP2(st) *x = r->c[h]->c[j];
			const FP2(st) *y = a->c[h]->c[j];
			FP(copy_i)(x->c[0], y->c[0]);
			if (k & 1) FP(neg_i)(x->c[1], y->c[1]);
			else FP(copy_i)(x->c[1], y->c[1]);
			if (!e) continue;
			const oat_dig_t *g = EXT(frob_raw)(k, e);
			/* the out-of-line products: inlined here, the portable
			 * kernels compiled worse (c32: +1% on a pairing) */
			if (k == 2) {
				FP(mul)(x->c[0], x->c[0], (const FP(st) *)(const void *)g);
				FP(mul)(x->c[1], x->c[1], (const FP(st) *)(const void *)g);
			} else {
				FP2(mul)(x, x, (const FP2(st) *)(const void *)g);
			}
		}
}

void FP12(frb)(FP12(t) r, const FP12(t) a, int k) {
	k %= 12;
	if (k < 0) k += 12;
	if (k == 0) {
		FP12(copy)(r, a);
		return;
	}
	if (k >= 6) {
		FP12(conj)(r, a);
		k -= 6;
		a = r;
	}
	for (; k >= 3; k -= 3) {
		FP12(frb_k)(r, a, 3);
		a = r;
	}
	if (k) FP12(frb_k)(r, a, k);
	else if (a != r) FP12(copy)(r, a);
}

void FP12(exp_vartime)(FP12(t) r, const FP12(t) a, const unsigned char *e, size_t len) {
	FP12(t) t, x;
	FP12(copy)(x, a);
	FP12(set_dig)(t, 1);
	for (size_t i = 0; i < len; i++)
		for (int j = 7; j >= 0; j--) {
			FP12(sqr)(t, t);
			if ((e[i] >> j) & 1) FP12(mul)(t, t, x);
		}
	FP12(copy)(r, t);
}

oat_err FP12(read_bin)(FP12(t) r, const unsigned char *buf, size_t len) {
	if (r == NULL) return OAT_ERR_ARGUMENT;
	FP12(zero)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 12 * FP_BYTES) return OAT_ERR_LENGTH;
	for (int h = 0; h < 2; h++)
		for (int j = 0; j < 3; j++) {
			oat_err e = FP2(read_bin)(r->c[h]->c[j], buf + (6 * h + 2 * j) * FP_BYTES,
				2 * FP_BYTES);
			if (e != OAT_OK) {
				FP12(zero)(r);
				return e;
			}
		}
	return OAT_OK;
}

oat_err FP12(write_bin)(unsigned char *buf, size_t len, const FP12(t) a) {
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 12 * FP_BYTES || a == NULL) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	for (int h = 0; h < 2; h++)
		for (int j = 0; j < 3; j++)
			FP2(put_bytes_)(buf + (6 * h + 2 * j) * FP_BYTES, a->c[h]->c[j]);
	return OAT_OK;
}

oat_err FP12(rand)(FP12(t) r, oat_rand_fn rng, void *ctx) {
	oat_err e;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	if ((e = FP6(rand)(r->c[0], rng, ctx)) != OAT_OK ||
			(e = FP6(rand)(r->c[1], rng, ctx)) != OAT_OK)
		FP12(zero)(r);
	return e;
}
