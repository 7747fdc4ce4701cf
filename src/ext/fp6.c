/* Fp6 = Fp2[v]/(v^3 - xi), xi = 1 + i. */
#include "param/param.h"
#include "fp/fp_int.h"
#include "oat/ext.h"
#include "ext/ext_int.h"
#include "ext/fp2_inl.h"
#include "ext/fp2d_inl.h"

static const oat_dig_t oat_frob1[5][2][OAT_FP_DIGS] = OAT_FROB1;
static const oat_dig_t oat_frob2[5][OAT_FP_DIGS] = OAT_FROB2;
static const oat_dig_t oat_frob3[5][2][OAT_FP_DIGS] = OAT_FROB3;

const oat_dig_t *oat_ext_frob_raw(int k, int j) {
	if (k == 2) return oat_frob2[j - 1];
	return (k == 1 ? oat_frob1 : oat_frob3)[j - 1][0];
}

void oat_ext_frob_const(oat_fp2_t g, int k, int j) {
	if (k == 2) {
		oat_fp_set_raw(g->c[0], oat_frob2[j - 1]);
		oat_fp_zero(g->c[1]);
	} else {
		const oat_dig_t (*t)[2][OAT_FP_DIGS] = (k == 1) ? oat_frob1 : oat_frob3;
		oat_fp_set_raw(g->c[0], t[j - 1][0]);
		oat_fp_set_raw(g->c[1], t[j - 1][1]);
	}
}

void oat_fp6_zero(oat_fp6_t r) { for (int i = 0; i < 3; i++) oat_fp2_zero(r->c[i]); }
void oat_fp6_set_dig(oat_fp6_t r, oat_dig_t d) {
	oat_fp2_set_dig(r->c[0], d);
	oat_fp2_zero(r->c[1]);
	oat_fp2_zero(r->c[2]);
}
void oat_fp6_copy(oat_fp6_t r, const oat_fp6_t a) { for (int i = 0; i < 3; i++) oat_fp2_copy_i(r->c[i], a->c[i]); }
int oat_fp6_is_zero(const oat_fp6_t a) {
	return oat_fp2_is_zero(a->c[0]) & oat_fp2_is_zero(a->c[1]) & oat_fp2_is_zero(a->c[2]);
}
int oat_fp6_equal(const oat_fp6_t a, const oat_fp6_t b) {
	return oat_fp2_equal(a->c[0], b->c[0]) & oat_fp2_equal(a->c[1], b->c[1]) &
		oat_fp2_equal(a->c[2], b->c[2]);
}
void oat_fp6_cmov(oat_fp6_t r, const oat_fp6_t a, int bit) {
	for (int i = 0; i < 3; i++) oat_fp2_cmov(r->c[i], a->c[i], bit);
}
void oat_fp6_add(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	for (int i = 0; i < 3; i++) oat_fp2_add_i(r->c[i], a->c[i], b->c[i]);
}
void oat_fp6_sub(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	for (int i = 0; i < 3; i++) oat_fp2_sub_i(r->c[i], a->c[i], b->c[i]);
}
void oat_fp6_neg(oat_fp6_t r, const oat_fp6_t a) { for (int i = 0; i < 3; i++) oat_fp2_neg_i(r->c[i], a->c[i]); }
void oat_fp6_dbl(oat_fp6_t r, const oat_fp6_t a) { for (int i = 0; i < 3; i++) oat_fp2_dbl_i(r->c[i], a->c[i]); }

/* Karatsuba with lazy reduction (fp2d_inl.h): 6 Fp2 products, 6 reductions. */
#if OAT_EXT_LAZY
void oat_fp6_mul(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	oat_fp6d_t t;
	oat_fp6_muln_(&t, a, b);
	oat_fp6d_rdc_(r, &t);
}
#elif defined(OAT_HAVE_FP2_SUM_LOW)
/* Schoolbook on the backend's fused sums of Fp2 products (9 products, 6
 * reductions, no Fp2 additions but xi b1, xi b2):
 *   c0 = a0 b0 + a1 xi b2 + a2 xi b1,  c1 = a0 b1 + a1 b0 + a2 xi b2,
 *   c2 = a0 b2 + a1 b1 + a2 b0.
 * On the 4-limb MULX/ADX kernels (Karatsuba inside each Fp2 product) this
 * beats Fp6 Karatsuba's 6 products and 17 additions: 2.9k against 3.5k
 * instructions, 228 against 250 ns. */
void oat_fp6_mul(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	oat_fp2_t x1, x2, t[3];
	/* straight into r unless it is an input (a test of the pointers) */
	int alias = (r == a || r == b);
	oat_fp2_st *c[3];
	for (int j = 0; j < 3; j++) c[j] = alias ? t[j] : r->c[j];
	oat_fp2_mul_nor_i(x1, b->c[1]);
	oat_fp2_mul_nor_i(x2, b->c[2]);
	oat_fp2_sum3_i(c[0], a->c[0], b->c[0], a->c[1], x2, a->c[2], x1);
	oat_fp2_sum3_i(c[1], a->c[0], b->c[1], a->c[1], b->c[0], a->c[2], x2);
	oat_fp2_sum3_i(c[2], a->c[0], b->c[2], a->c[1], b->c[1], a->c[2], b->c[0]);
	if (alias)
		for (int j = 0; j < 3; j++) oat_fp2_copy_i(r->c[j], t[j]);
}
#else
void oat_fp6_mul(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	oat_fp2_t t0, t1, t2, u, v, c0, c1, c2;
	oat_fp2_mul_i(t0, a->c[0], b->c[0]);
	oat_fp2_mul_i(t1, a->c[1], b->c[1]);
	oat_fp2_mul_i(t2, a->c[2], b->c[2]);
	oat_fp2_add_i(u, a->c[1], a->c[2]);
	oat_fp2_add_i(v, b->c[1], b->c[2]);
	oat_fp2_mul_i(c0, u, v);
	oat_fp2_sub_i(c0, c0, t1);
	oat_fp2_sub_i(c0, c0, t2);
	oat_fp2_mul_nor_i(c0, c0);
	oat_fp2_add_i(c0, c0, t0);
	oat_fp2_add_i(u, a->c[0], a->c[1]);
	oat_fp2_add_i(v, b->c[0], b->c[1]);
	oat_fp2_mul_i(c1, u, v);
	oat_fp2_sub_i(c1, c1, t0);
	oat_fp2_sub_i(c1, c1, t1);
	oat_fp2_mul_nor_i(u, t2);
	oat_fp2_add_i(c1, c1, u);
	oat_fp2_add_i(u, a->c[0], a->c[2]);
	oat_fp2_add_i(v, b->c[0], b->c[2]);
	oat_fp2_mul_i(c2, u, v);
	oat_fp2_sub_i(c2, c2, t0);
	oat_fp2_sub_i(c2, c2, t2);
	oat_fp2_add_i(c2, c2, t1);
	oat_fp2_copy_i(r->c[0], c0);
	oat_fp2_copy_i(r->c[1], c1);
	oat_fp2_copy_i(r->c[2], c2);
}
#endif

/* Chung-Hasan SQR2: s0 = a0^2, s1 = 2 a0 a1, s2 = (a0 - a1 + a2)^2,
 * s3 = 2 a1 a2, s4 = a2^2; c0 = s0 + xi s3, c1 = s1 + xi s4,
 * c2 = s1 + s2 + s3 - s0 - s4. */
void oat_fp6_sqr(oat_fp6_t r, const oat_fp6_t a) {
	oat_fp2_t s0, s1, s2, s3, s4, t;
	oat_fp2_sqr_i(s0, a->c[0]);
	oat_fp2_mul_i(s1, a->c[0], a->c[1]);
	oat_fp2_dbl_i(s1, s1);
	oat_fp2_sub_i(s2, a->c[0], a->c[1]);
	oat_fp2_add_i(s2, s2, a->c[2]);
	oat_fp2_sqr_i(s2, s2);
	oat_fp2_mul_i(s3, a->c[1], a->c[2]);
	oat_fp2_dbl_i(s3, s3);
	oat_fp2_sqr_i(s4, a->c[2]);
	oat_fp2_add_i(t, s1, s2);
	oat_fp2_add_i(t, t, s3);
	oat_fp2_sub_i(t, t, s0);
	oat_fp2_sub_i(r->c[2], t, s4);
	oat_fp2_mul_nor_i(t, s4);
	oat_fp2_add_i(r->c[1], s1, t);
	oat_fp2_mul_nor_i(t, s3);
	oat_fp2_add_i(r->c[0], s0, t);
}

void oat_fp6_mul_fp2(oat_fp6_t r, const oat_fp6_t a, const oat_fp2_t b) {
	oat_fp2_t t; /* b may be a coefficient of r */
	oat_fp2_copy_i(t, b);
	for (int i = 0; i < 3; i++) oat_fp2_mul_i(r->c[i], a->c[i], t);
}

/* a (b0 + b1 v) = (a0 b0 + xi a2 b1) + (a0 b1 + a1 b0) v + (a1 b1 + a2 b0) v^2,
 * with Karatsuba for the middle term: 5 products in Fp2, reduced lazily. */
#if OAT_EXT_LAZY
void oat_fp6_mul_01(oat_fp6_t r, const oat_fp6_t a, const oat_fp2_t b0, const oat_fp2_t b1) {
	oat_fp6d_t t;
	oat_fp6_mul_01n_(&t, a, b0, b1);
	oat_fp6d_rdc_(r, &t);
}
#elif defined(OAT_HAVE_FP2_SUM_LOW)
/* c0 = a0 b0 + a2 xi b1, c1 = a0 b1 + a1 b0, c2 = a1 b1 + a2 b0: three
 * fused sums of two products. */
void oat_fp6_mul_01(oat_fp6_t r, const oat_fp6_t a, const oat_fp2_t b0, const oat_fp2_t b1) {
	oat_fp2_t x1, c0, c1;
	oat_fp2_mul_nor_i(x1, b1);
	oat_fp2_sum2_i(c0, a->c[0], b0, a->c[2], x1);
	oat_fp2_sum2_i(c1, a->c[0], b1, a->c[1], b0);
	oat_fp2_sum2_i(x1, a->c[1], b1, a->c[2], b0);
	oat_fp2_copy_i(r->c[0], c0);
	oat_fp2_copy_i(r->c[1], c1);
	oat_fp2_copy_i(r->c[2], x1);
}
#else
void oat_fp6_mul_01(oat_fp6_t r, const oat_fp6_t a, const oat_fp2_t b0, const oat_fp2_t b1) {
	oat_fp2_t t0, t1, u, v, c0, c1, c2;
	oat_fp2_mul_i(t0, a->c[0], b0);
	oat_fp2_mul_i(t1, a->c[1], b1);
	oat_fp2_add_i(u, a->c[0], a->c[1]);
	oat_fp2_add_i(v, b0, b1);
	oat_fp2_mul_i(c1, u, v);
	oat_fp2_sub_i(c1, c1, t0);
	oat_fp2_sub_i(c1, c1, t1);
	oat_fp2_mul_i(c2, a->c[2], b0);
	oat_fp2_add_i(c2, c2, t1);
	oat_fp2_mul_i(c0, a->c[2], b1);
	oat_fp2_mul_nor_i(c0, c0);
	oat_fp2_add_i(c0, c0, t0);
	oat_fp2_copy_i(r->c[0], c0);
	oat_fp2_copy_i(r->c[1], c1);
	oat_fp2_copy_i(r->c[2], c2);
}
#endif

/* (a0 + a1 v + a2 v^2) v = xi a2 + a0 v + a1 v^2. */
void oat_fp6_mul_nor(oat_fp6_t r, const oat_fp6_t a) {
	oat_fp2_t t;
	oat_fp2_mul_nor_i(t, a->c[2]);
	oat_fp2_copy_i(r->c[2], a->c[1]);
	oat_fp2_copy_i(r->c[1], a->c[0]);
	oat_fp2_copy_i(r->c[0], t);
}

/* A = a0^2 - xi a1 a2, B = xi a2^2 - a0 a1, C = a1^2 - a0 a2,
 * F = a0 A + xi (a2 B + a1 C); 1/a = (A + B v + C v^2) / F. */
void oat_fp6_inv(oat_fp6_t r, const oat_fp6_t a) {
	oat_fp2_t A, B, C, F, t;
	oat_fp2_sqr_i(A, a->c[0]);
	oat_fp2_mul_i(t, a->c[1], a->c[2]);
	oat_fp2_mul_nor_i(t, t);
	oat_fp2_sub_i(A, A, t);
	oat_fp2_sqr_i(B, a->c[2]);
	oat_fp2_mul_nor_i(B, B);
	oat_fp2_mul_i(t, a->c[0], a->c[1]);
	oat_fp2_sub_i(B, B, t);
	oat_fp2_sqr_i(C, a->c[1]);
	oat_fp2_mul_i(t, a->c[0], a->c[2]);
	oat_fp2_sub_i(C, C, t);
	oat_fp2_mul_i(F, a->c[2], B);
	oat_fp2_mul_i(t, a->c[1], C);
	oat_fp2_add_i(F, F, t);
	oat_fp2_mul_nor_i(F, F);
	oat_fp2_mul_i(t, a->c[0], A);
	oat_fp2_add_i(F, F, t);
	oat_fp2_inv(F, F);
	oat_fp2_mul_i(r->c[0], A, F);
	oat_fp2_mul_i(r->c[1], B, F);
	oat_fp2_mul_i(r->c[2], C, F);
}

/* One application of x -> x^(p^k), k in {1, 2, 3}: conjugate the Fp2
 * coefficients (odd k) and multiply the coefficient of v^j = w^(2j) by
 * gamma_{k,2j}. */
static void oat_fp6_frb_k(oat_fp6_t r, const oat_fp6_t a, int k) {
	oat_fp2_t g;
	for (int j = 0; j < 3; j++) {
		oat_fp2_frb(r->c[j], a->c[j], k);
		if (j) {
			oat_ext_frob_const(g, k, 2 * j);
			oat_fp2_mul_i(r->c[j], r->c[j], g);
		}
	}
}

void oat_fp6_frb(oat_fp6_t r, const oat_fp6_t a, int k) {
	k %= 6;
	if (k < 0) k += 6;
	oat_fp6_copy(r, a);
	for (; k >= 3; k -= 3) oat_fp6_frb_k(r, r, 3);
	if (k) oat_fp6_frb_k(r, r, k);
}

oat_err oat_fp6_rand(oat_fp6_t r, oat_rand_fn rng, void *ctx) {
	for (int i = 0; i < 3; i++) {
		oat_err e = oat_fp2_rand(r->c[i], rng, ctx);
		if (e != OAT_OK) {
			oat_fp6_zero(r);
			return e;
		}
	}
	return OAT_OK;
}
