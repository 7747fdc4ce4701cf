/* Fp2 = Fp[i]/(i^2 + 1). */
#include "param/param.h"
#include "fp/fp_int.h"
#include "fp/fp_inl.h"
#include "ext/fp2_inl.h"
#include "fp/util.h"
#include "oat/ext.h"
#include "ext/ext_int.h"
#include "fp/count_int.h"

void oat_fp2_set_raw(oat_fp2_t r, const oat_dig_t k[2][OAT_FP_DIGS]) {
	oat_fp_set_raw(r->c[0], k[0]);
	oat_fp_set_raw(r->c[1], k[1]);
}

void oat_fp2_zero(oat_fp2_t r) { oat_fp_zero(r->c[0]); oat_fp_zero(r->c[1]); }
void oat_fp2_set_dig(oat_fp2_t r, oat_dig_t d) { oat_fp_set_dig(r->c[0], d); oat_fp_zero(r->c[1]); }
void oat_fp2_copy(oat_fp2_t r, const oat_fp2_t a) { oat_fp_copy(r->c[0], a->c[0]); oat_fp_copy(r->c[1], a->c[1]); }
int oat_fp2_is_zero(const oat_fp2_t a) { return oat_fp_is_zero(a->c[0]) & oat_fp_is_zero(a->c[1]); }
int oat_fp2_equal(const oat_fp2_t a, const oat_fp2_t b) {
	return oat_fp_equal(a->c[0], b->c[0]) & oat_fp_equal(a->c[1], b->c[1]);
}
void oat_fp2_cmov(oat_fp2_t r, const oat_fp2_t a, int bit) {
	oat_fp_cmov(r->c[0], a->c[0], bit);
	oat_fp_cmov(r->c[1], a->c[1], bit);
}
void oat_fp2_add(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b) { oat_fp2_add_i(r, a, b); }
void oat_fp2_sub(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b) { oat_fp2_sub_i(r, a, b); }
void oat_fp2_neg(oat_fp2_t r, const oat_fp2_t a) { oat_fp2_neg_i(r, a); }
void oat_fp2_dbl(oat_fp2_t r, const oat_fp2_t a) { oat_fp2_dbl_i(r, a); }
void oat_fp2_conj(oat_fp2_t r, const oat_fp2_t a) {
	oat_fp_copy_i(r->c[0], a->c[0]);
	oat_fp_neg_i(r->c[1], a->c[1]);
}
/* oat_fp2_mul_low (fp_low.h): Karatsuba with lazy reduction, 3 products
 * and 2 reductions, or the backend's fused routine. */
void oat_fp2_mul(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b) { oat_fp2_mul_i(r, a, b); }
/* oat_fp2_sqr_low: (a0 + a1)(a0 - a1) + 2 a0 a1 i, 2 Montgomery products. */
void oat_fp2_sqr(oat_fp2_t r, const oat_fp2_t a) { oat_fp2_sqr_i(r, a); }

void oat_fp2_mul_fp(oat_fp2_t r, const oat_fp2_t a, const oat_fp_t b) {
	/* counted as two Fp multiplications, not as an Fp2 one */
	oat_fp_t t; /* b may be a coefficient of r */
	oat_fp_copy_i(t, b);
	oat_fp_mul_i(r->c[0], a->c[0], t);
	oat_fp_mul_i(r->c[1], a->c[1], t);
}

void oat_fp2_mul_nor(oat_fp2_t r, const oat_fp2_t a) { oat_fp2_mul_nor_i(r, a); }

/* 1/a = conj(a) / (a0^2 + a1^2); the norm is 0 only for a = 0, giving 0. */
void oat_fp2_inv(oat_fp2_t r, const oat_fp2_t a) {
	OAT_COUNT(fp2_inv);
	oat_fp_t t0, t1;
	oat_fp_sqr(t0, a->c[0]);
	oat_fp_sqr(t1, a->c[1]);
	oat_fp_add(t0, t0, t1);
	oat_fp_inv(t0, t0);
	oat_fp_mul(r->c[0], a->c[0], t0);
	oat_fp_mul(t1, a->c[1], t0);
	oat_fp_neg(r->c[1], t1);
}

/* Montgomery's simultaneous inversion: with prefix products
 * c_i = a_0 ... a_i (zeros replaced by 1), one inversion of c_(n-1) and
 * 3 (n - 1) multiplications give every 1/a_i; zeros map to 0 as in
 * oat_fp2_inv.  Constant-time in the values (n is public). */
void oat_fp2_inv_sim(oat_fp2_t r[], const oat_fp2_t a[], size_t n) {
	oat_fp2_t t, u, one;
	if (n == 0) return;
	oat_fp2_set_dig(one, 1);
	/* r[i] = c_i, the prefix products of the a_j with 0 -> 1 */
	oat_fp2_copy(r[0], a[0]);
	oat_fp2_cmov(r[0], one, oat_fp2_is_zero(a[0]));
	for (size_t i = 1; i < n; i++) {
		oat_fp2_copy(u, a[i]);
		oat_fp2_cmov(u, one, oat_fp2_is_zero(a[i]));
		oat_fp2_mul(r[i], r[i - 1], u);
	}
	oat_fp2_inv(t, r[n - 1]);                /* t = 1 / c_(n-1) */
	for (size_t i = n - 1; i > 0; i--) {
		int z = oat_fp2_is_zero(a[i]);
		oat_fp2_copy(u, a[i]);
		oat_fp2_cmov(u, one, z);
		oat_fp2_mul(r[i], t, r[i - 1]);      /* 1 / a_i = c_(i-1) / c_i */
		oat_fp2_mul(t, t, u);                /* 1 / c_(i-1) */
		oat_fp2_zero(u);
		oat_fp2_cmov(r[i], u, z);
	}
	oat_fp2_zero(u);
	oat_fp2_cmov(t, u, oat_fp2_is_zero(a[0]));
	oat_fp2_copy(r[0], t);
}

void oat_fp2_frb(oat_fp2_t r, const oat_fp2_t a, int k) {
	oat_fp2_copy(r, a);
	if (k & 1) oat_fp2_conj(r, r);
}

/* a is a square in Fp2 iff its norm a0^2 + a1^2 is a square in Fp. */
int oat_fp2_is_square(const oat_fp2_t a) {
	oat_fp_t t0, t1;
	oat_fp_sqr(t0, a->c[0]);
	oat_fp_sqr(t1, a->c[1]);
	oat_fp_add(t0, t0, t1);
	return oat_fp_is_square(t0);
}

/* Square root for p = 3 mod 4 through the norm, with two exponentiations
 * in Fp (in place of two in Fp2).  For a = a0 + a1 i with a square norm
 * n = a0^2 + a1^2 = s^2, a root is x0 + x1 i with x0^2 = delta = (a0 + s)/2
 * and x1 = a1 / (2 x0); if delta is not a square, -delta is one (-1 is not a
 * square), and with y^2 = -delta the root is a1 / (2 y) + y i.  Both cases
 * come from t = delta^((p-3)/4): x0 = delta t, and delta t^2 = +-1 says which
 * case holds and gives 1/x0 = +-t without an inversion, so
 *   delta a square:  x = delta t + (a1 t / 2) i,
 *   otherwise:       x = -(a1 t / 2) + delta t i.
 * s is negated when a0 + s = 0 (a1 = 0), so that delta = 0 only for a = 0.
 * The final check x^2 = a rejects a non-square a; every choice is made with
 * masks, so the time does not depend on a. */
void oat_fp2_sqrt_norm_(oat_fp2_t r, const oat_fp2_t a, const oat_fp_t sn) {
	static const oat_dig_t e2[OAT_FP_DIGS] = OAT_FP_SQRT_EXP2; /* (p - 3) / 4 */
	oat_fp_t s, ns, d, t, x0, u, nu;
	oat_fp_copy(s, sn);
	oat_fp_add(d, a->c[0], s);
	oat_fp_neg(ns, s);
	oat_fp_cmov(s, ns, oat_fp_is_zero(d));
	oat_fp_add(d, a->c[0], s);
	oat_fp_hlv(d, d);                       /* delta */
	oat_fp_exp_pub(t, d, e2, OAT_FP_DIGS);
	oat_fp_mul(x0, d, t);
	oat_fp_sqr(s, x0);
	int sq = oat_fp_equal(s, d);            /* delta a square (or 0) */
	oat_fp_hlv(u, a->c[1]);
	oat_fp_mul(u, u, t);                    /* a1 t / 2 */
	oat_fp_neg(nu, u);
	oat_fp_copy(r->c[0], nu);
	oat_fp_copy(r->c[1], x0);
	oat_fp_cmov(r->c[0], x0, sq);
	oat_fp_cmov(r->c[1], u, sq);
}

int oat_fp2_sqrt(oat_fp2_t r, const oat_fp2_t a) {
	static const oat_dig_t e1[OAT_FP_DIGS] = OAT_FP_SQRT_EXP;  /* (p + 1) / 4 */
	oat_fp_t n, t;
	oat_fp2_t x, y;
	oat_fp_sqr(n, a->c[0]);
	oat_fp_sqr(t, a->c[1]);
	oat_fp_add(n, n, t);                    /* norm */
	oat_fp_exp_pub(t, n, e1, OAT_FP_DIGS);  /* its root if it has one */
	oat_fp2_sqrt_norm_(x, a, t);
	oat_fp2_sqr(y, x);
	int ok = oat_fp2_equal(y, a);
	oat_fp2_zero(r);
	oat_fp2_cmov(r, x, ok);
	return ok;
}

int oat_fp2_sqrt_ratio_(oat_fp2_t y, const oat_fp2_t u, const oat_fp2_t v,
		const oat_fp2_t z, const oat_fp_t nc) {
	static const oat_dig_t e1[OAT_FP_DIGS] = OAT_FP_SQRT_EXP;  /* (p + 1) / 4 */
	oat_fp2_t t, zt;
	oat_fp_t n, s, w;
	oat_fp2_inv(t, v);
	oat_fp2_mul(t, u, t);                   /* t = u / v */
	oat_fp_sqr(n, t->c[0]);
	oat_fp_sqr(w, t->c[1]);
	oat_fp_add(n, n, w);                    /* N(t) */
	oat_fp_exp_pub(s, n, e1, OAT_FP_DIGS);
	oat_fp_sqr(w, s);
	int sq = oat_fp_equal(w, n);            /* t is a square in Fp2 */
	/* otherwise s^2 = -N(t), and (nc s)^2 = N(z) N(t) = N(z t) */
	oat_fp2_mul(zt, z, t);
	oat_fp_mul(w, nc, s);
	oat_fp2_cmov(zt, t, sq);
	oat_fp_cmov(w, s, sq);
	oat_fp2_sqrt_norm_(y, zt, w);
	return sq;
}

oat_err oat_fp2_read_bin(oat_fp2_t r, const unsigned char *buf, size_t len) {
	oat_err e;
	oat_fp2_zero(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 2 * OAT_FP_BYTES) return OAT_ERR_LENGTH;
	if ((e = oat_fp_read_bin(r->c[0], buf, OAT_FP_BYTES)) != OAT_OK ||
			(e = oat_fp_read_bin(r->c[1], buf + OAT_FP_BYTES, OAT_FP_BYTES)) != OAT_OK) {
		oat_fp2_zero(r);
		return e;
	}
	return OAT_OK;
}

oat_err oat_fp2_write_bin(unsigned char *buf, size_t len, const oat_fp2_t a) {
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 2 * OAT_FP_BYTES) return OAT_ERR_LENGTH;
	oat_fp_write_bin(buf, OAT_FP_BYTES, a->c[0]);
	oat_fp_write_bin(buf + OAT_FP_BYTES, OAT_FP_BYTES, a->c[1]);
	return OAT_OK;
}

oat_err oat_fp2_rand(oat_fp2_t r, oat_rand_fn rng, void *ctx) {
	oat_err e;
	if ((e = oat_fp_rand(r->c[0], rng, ctx)) != OAT_OK ||
			(e = oat_fp_rand(r->c[1], rng, ctx)) != OAT_OK)
		oat_fp2_zero(r);
	return e;
}
