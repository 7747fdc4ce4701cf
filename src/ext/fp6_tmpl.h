/* Fp6 = Fp2[v]/(v^3 - xi), xi = 1 + i. */
#include "fp/fp_int.h"
#include "ext/ext_int.h"
#include "ext/fp2_inl.h"
#include "ext/fp2d_inl.h"
#include "ext/fp6_inl.h"

static const oat_dig_t oat_frob1[5][2][FP_DIGS] = OAT_FROB1;
static const oat_dig_t oat_frob2[5][FP_DIGS] = OAT_FROB2;
static const oat_dig_t oat_frob3[5][2][FP_DIGS] = OAT_FROB3;

const oat_dig_t *EXT(frob_raw)(int k, int j) {
	if (k == 2) return oat_frob2[j - 1];
	return (k == 1 ? oat_frob1 : oat_frob3)[j - 1][0];
}

void EXT(frob_const)(FP2(t) g, int k, int j) {
	if (k == 2) {
		FP(set_raw)(g->c[0], oat_frob2[j - 1]);
		FP(zero)(g->c[1]);
	} else {
		const oat_dig_t (*t)[2][FP_DIGS] = (k == 1) ? oat_frob1 : oat_frob3;
		FP(set_raw)(g->c[0], t[j - 1][0]);
		FP(set_raw)(g->c[1], t[j - 1][1]);
	}
}

void FP6(zero)(FP6(t) r) { for (int i = 0; i < 3; i++) FP2(zero)(r->c[i]); }
void FP6(set_dig)(FP6(t) r, oat_dig_t d) {
	FP2(set_dig)(r->c[0], d);
	FP2(zero)(r->c[1]);
	FP2(zero)(r->c[2]);
}
void FP6(copy)(FP6(t) r, const FP6(t) a) { for (int i = 0; i < 3; i++) FP2(copy_i)(r->c[i], a->c[i]); }
int FP6(is_zero)(const FP6(t) a) {
	return FP2(is_zero)(a->c[0]) & FP2(is_zero)(a->c[1]) & FP2(is_zero)(a->c[2]);
}
int FP6(equal)(const FP6(t) a, const FP6(t) b) {
	return FP2(equal)(a->c[0], b->c[0]) & FP2(equal)(a->c[1], b->c[1]) &
		FP2(equal)(a->c[2], b->c[2]);
}
void FP6(cmov)(FP6(t) r, const FP6(t) a, int bit) {
	for (int i = 0; i < 3; i++) FP2(cmov)(r->c[i], a->c[i], bit);
}
void FP6(add)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	for (int i = 0; i < 3; i++) FP2(add_i)(r->c[i], a->c[i], b->c[i]);
}
void FP6(sub)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	for (int i = 0; i < 3; i++) FP2(sub_i)(r->c[i], a->c[i], b->c[i]);
}
void FP6(neg)(FP6(t) r, const FP6(t) a) { for (int i = 0; i < 3; i++) FP2(neg_i)(r->c[i], a->c[i]); }
void FP6(dbl)(FP6(t) r, const FP6(t) a) { for (int i = 0; i < 3; i++) FP2(dbl_i)(r->c[i], a->c[i]); }

/* Karatsuba with lazy reduction (fp2d_inl.h): 6 Fp2 products, 6 reductions. */
#if OAT_EXT_LAZY
void FP6(mul)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	oat_fp6d_t t;
	FP6(muln_)(&t, a, b);
	oat_fp6d_rdc_(r, &t);
}
#elif defined(OAT_HAVE_FP2_FP6_MUL_LOW)
/* The schoolbook product below in one routine of the backend: the sums of
 * coefficients its Karatsuba products need made once for the three sums,
 * one call and one frame. */
void FP6(mul)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	FP2(t) l[5];
	FP6(t) t;
	FP6(mul_arr_i)(l, b);
#if OAT_COUNT_ENABLED
	oat_count_tls.fp2_mul += 9;
#endif
	if (r == a) {
		FP2(fp6_mul_low)((oat_dig_t *)t, (const oat_dig_t *)a, (const oat_dig_t *)l);
		FP6(copy_i)(r, t);
	} else {
		FP2(fp6_mul_low)((oat_dig_t *)r, (const oat_dig_t *)a, (const oat_dig_t *)l);
	}
}
#elif defined(OAT_HAVE_FP2_SUM3_LOW)
/* Schoolbook on the backend's fused sums of Fp2 products (9 products, 6
 * reductions, no Fp2 additions but xi b1, xi b2):
 *   c0 = a0 b0 + a1 xi b2 + a2 xi b1,  c1 = a0 b1 + a1 b0 + a2 xi b2,
 *   c2 = a0 b2 + a1 b1 + a2 b0.
 * On the 4-limb MULX/ADX kernels (Karatsuba inside each Fp2 product) this
 * beats Fp6 Karatsuba's 6 products and 17 additions: 2.9k against 3.5k
 * instructions, 228 against 250 ns. */
void FP6(mul)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	FP2(t) t[3];
	/* straight into r unless it is an input (a test of the pointers) */
	int alias = (r == a || r == b);
	FP2(st) *c[3];
	for (int j = 0; j < 3; j++) c[j] = alias ? t[j] : r->c[j];
	FP6_SUM3_MUL_(FP2(sum3_i), c[0], c[1], c[2], a, b);
	if (alias)
		for (int j = 0; j < 3; j++) FP2(copy_i)(r->c[j], t[j]);
}
#else
void FP6(mul)(FP6(t) r, const FP6(t) a, const FP6(t) b) {
	FP2(t) t0, t1, t2, u, v, c0, c1, c2;
	FP2(mul_i)(t0, a->c[0], b->c[0]);
	FP2(mul_i)(t1, a->c[1], b->c[1]);
	FP2(mul_i)(t2, a->c[2], b->c[2]);
	FP2(add_i)(u, a->c[1], a->c[2]);
	FP2(add_i)(v, b->c[1], b->c[2]);
	FP2(mul_i)(c0, u, v);
	FP2(sub_i)(c0, c0, t1);
	FP2(sub_i)(c0, c0, t2);
	FP2(mul_nor_i)(c0, c0);
	FP2(add_i)(c0, c0, t0);
	FP2(add_i)(u, a->c[0], a->c[1]);
	FP2(add_i)(v, b->c[0], b->c[1]);
	FP2(mul_i)(c1, u, v);
	FP2(sub_i)(c1, c1, t0);
	FP2(sub_i)(c1, c1, t1);
	FP2(mul_nor_i)(u, t2);
	FP2(add_i)(c1, c1, u);
	FP2(add_i)(u, a->c[0], a->c[2]);
	FP2(add_i)(v, b->c[0], b->c[2]);
	FP2(mul_i)(c2, u, v);
	FP2(sub_i)(c2, c2, t0);
	FP2(sub_i)(c2, c2, t2);
	FP2(add_i)(c2, c2, t1);
	FP2(copy_i)(r->c[0], c0);
	FP2(copy_i)(r->c[1], c1);
	FP2(copy_i)(r->c[2], c2);
}
#endif

/* Chung-Hasan SQR2: s0 = a0^2, s1 = 2 a0 a1, s2 = (a0 - a1 + a2)^2,
 * s3 = 2 a1 a2, s4 = a2^2; c0 = s0 + xi s3, c1 = s1 + xi s4,
 * c2 = s1 + s2 + s3 - s0 - s4. */
void FP6(sqr)(FP6(t) r, const FP6(t) a) {
	FP2(t) s0, s1, s2, s3, s4, t;
	FP2(sqr_i)(s0, a->c[0]);
	FP2(mul_i)(s1, a->c[0], a->c[1]);
	FP2(dbl_i)(s1, s1);
	FP2(sub_i)(s2, a->c[0], a->c[1]);
	FP2(add_i)(s2, s2, a->c[2]);
	FP2(sqr_i)(s2, s2);
	FP2(mul_i)(s3, a->c[1], a->c[2]);
	FP2(dbl_i)(s3, s3);
	FP2(sqr_i)(s4, a->c[2]);
	FP2(add_i)(t, s1, s2);
	FP2(add_i)(t, t, s3);
	FP2(sub_i)(t, t, s0);
	FP2(sub_i)(r->c[2], t, s4);
	FP2(mul_nor_i)(t, s4);
	FP2(add_i)(r->c[1], s1, t);
	FP2(mul_nor_i)(t, s3);
	FP2(add_i)(r->c[0], s0, t);
}

void FP6(mul_fp2)(FP6(t) r, const FP6(t) a, const FP2(t) b) {
	FP2(t) t; /* b may be a coefficient of r */
	FP2(copy_i)(t, b);
	for (int i = 0; i < 3; i++) FP2(mul_i)(r->c[i], a->c[i], t);
}

/* a (b0 + b1 v) = (a0 b0 + xi a2 b1) + (a0 b1 + a1 b0) v + (a1 b1 + a2 b0) v^2,
 * with Karatsuba for the middle term: 5 products in Fp2, reduced lazily. */
#if OAT_EXT_LAZY
void FP6(mul_01)(FP6(t) r, const FP6(t) a, const FP2(t) b0, const FP2(t) b1) {
	oat_fp6d_t t;
	FP6(mul_01n_)(&t, a, b0, b1);
	oat_fp6d_rdc_(r, &t);
}
#elif defined(OAT_HAVE_FP2_SUM_LOW)
/* three fused sums of two products (fp6_inl.h) */
void FP6(mul_01)(FP6(t) r, const FP6(t) a, const FP2(t) b0, const FP2(t) b1) {
	FP6(mul_01_sum_i)(r, a, b0, b1);
}
#else
void FP6(mul_01)(FP6(t) r, const FP6(t) a, const FP2(t) b0, const FP2(t) b1) {
	FP6(mul_01_i)(r, a, b0, b1);
}
#endif

/* (a0 + a1 v + a2 v^2) v = xi a2 + a0 v + a1 v^2. */
void FP6(mul_nor)(FP6(t) r, const FP6(t) a) {
	FP2(t) t;
	FP2(mul_nor_i)(t, a->c[2]);
	FP2(copy_i)(r->c[2], a->c[1]);
	FP2(copy_i)(r->c[1], a->c[0]);
	FP2(copy_i)(r->c[0], t);
}

/* A = a0^2 - xi a1 a2, B = xi a2^2 - a0 a1, C = a1^2 - a0 a2,
 * F = a0 A + xi (a2 B + a1 C); 1/a = (A + B v + C v^2) / F. */
void FP6(inv)(FP6(t) r, const FP6(t) a) {
	FP2(t) A, B, C, F, t;
	FP2(sqr_i)(A, a->c[0]);
	FP2(mul_i)(t, a->c[1], a->c[2]);
	FP2(mul_nor_i)(t, t);
	FP2(sub_i)(A, A, t);
	FP2(sqr_i)(B, a->c[2]);
	FP2(mul_nor_i)(B, B);
	FP2(mul_i)(t, a->c[0], a->c[1]);
	FP2(sub_i)(B, B, t);
	FP2(sqr_i)(C, a->c[1]);
	FP2(mul_i)(t, a->c[0], a->c[2]);
	FP2(sub_i)(C, C, t);
	FP2(mul_i)(F, a->c[2], B);
	FP2(mul_i)(t, a->c[1], C);
	FP2(add_i)(F, F, t);
	FP2(mul_nor_i)(F, F);
	FP2(mul_i)(t, a->c[0], A);
	FP2(add_i)(F, F, t);
	FP2(inv)(F, F);
	FP2(mul_i)(r->c[0], A, F);
	FP2(mul_i)(r->c[1], B, F);
	FP2(mul_i)(r->c[2], C, F);
}

/* One application of x -> x^(p^k), k in {1, 2, 3}: conjugate the Fp2
 * coefficients (odd k) and multiply the coefficient of v^j = w^(2j) by
 * gamma_{k,2j}. */
static void FP6(frb_k)(FP6(t) r, const FP6(t) a, int k) {
	FP2(t) g;
	for (int j = 0; j < 3; j++) {
		FP2(frb)(r->c[j], a->c[j], k);
		if (j) {
			EXT(frob_const)(g, k, 2 * j);
			FP2(mul_i)(r->c[j], r->c[j], g);
		}
	}
}

void FP6(frb)(FP6(t) r, const FP6(t) a, int k) {
	k %= 6;
	if (k < 0) k += 6;
	FP6(copy)(r, a);
	for (; k >= 3; k -= 3) FP6(frb_k)(r, r, 3);
	if (k) FP6(frb_k)(r, r, k);
}

oat_err FP6(rand)(FP6(t) r, oat_rand_fn rng, void *ctx) {
	if (r == NULL) return OAT_ERR_ARGUMENT;
	for (int i = 0; i < 3; i++) {
		oat_err e = FP2(rand)(r->c[i], rng, ctx);
		if (e != OAT_OK) {
			FP6(zero)(r);
			return e;
		}
	}
	return OAT_OK;
}
