/* Fp2 = Fp[i]/(i^2 + 1) of the curve of the including file (its fp2.c). */
#include "fp/fp_int.h"
#include "fp/fp_inl.h"
#include "ext/fp2_inl.h"
#include "fp/util.h"
#include "ext/ext_int.h"
#include "fp/count_int.h"

void FP2(set_raw)(FP2(t) r, const oat_dig_t k[2][FP_DIGS]) {
	FP(set_raw)(r->c[0], k[0]);
	FP(set_raw)(r->c[1], k[1]);
}

void FP2(zero)(FP2(t) r) { FP(zero)(r->c[0]); FP(zero)(r->c[1]); }
void FP2(set_dig)(FP2(t) r, oat_dig_t d) { FP(set_dig)(r->c[0], d); FP(zero)(r->c[1]); }
void FP2(copy)(FP2(t) r, const FP2(t) a) { FP(copy)(r->c[0], a->c[0]); FP(copy)(r->c[1], a->c[1]); }
int FP2(is_zero)(const FP2(t) a) { return FP(is_zero)(a->c[0]) & FP(is_zero)(a->c[1]); }
int FP2(equal)(const FP2(t) a, const FP2(t) b) {
	return FP(equal)(a->c[0], b->c[0]) & FP(equal)(a->c[1], b->c[1]);
}
void FP2(cmov)(FP2(t) r, const FP2(t) a, int bit) {
	FP(cmov)(r->c[0], a->c[0], bit);
	FP(cmov)(r->c[1], a->c[1], bit);
}
void FP2(add)(FP2(t) r, const FP2(t) a, const FP2(t) b) { FP2(add_i)(r, a, b); }
void FP2(sub)(FP2(t) r, const FP2(t) a, const FP2(t) b) { FP2(sub_i)(r, a, b); }
void FP2(neg)(FP2(t) r, const FP2(t) a) { FP2(neg_i)(r, a); }
void FP2(dbl)(FP2(t) r, const FP2(t) a) { FP2(dbl_i)(r, a); }
void FP2(conj)(FP2(t) r, const FP2(t) a) {
	FP(copy_i)(r->c[0], a->c[0]);
	FP(neg_i)(r->c[1], a->c[1]);
}
/* FP2(mul_low) (fp_low.h): Karatsuba with lazy reduction, 3 products
 * and 2 reductions, or the backend's fused routine. */
void FP2(mul)(FP2(t) r, const FP2(t) a, const FP2(t) b) { FP2(mul_i)(r, a, b); }
/* FP2(sqr_low): (a0 + a1)(a0 - a1) + 2 a0 a1 i, 2 Montgomery products. */
void FP2(sqr)(FP2(t) r, const FP2(t) a) { FP2(sqr_i)(r, a); }

void FP2(mul_fp)(FP2(t) r, const FP2(t) a, const FP(t) b) {
	/* counted as two Fp multiplications, not as an Fp2 one */
	FP(t) t; /* b may be a coefficient of r */
	FP(copy_i)(t, b);
	FP(mul_i)(r->c[0], a->c[0], t);
	FP(mul_i)(r->c[1], a->c[1], t);
}

void FP2(mul_nor)(FP2(t) r, const FP2(t) a) { FP2(mul_nor_i)(r, a); }

/* 1/a = conj(a) / (a0^2 + a1^2); the norm is 0 only for a = 0, giving 0.
 * The norm's inversion constant-time, or by the variable-time divsteps
 * (vt, for public values). */
static void FP2(inv_by_)(FP2(t) r, const FP2(t) a, int vt) {
	FP(t) t0, t1;
	FP(sqr)(t0, a->c[0]);
	FP(sqr)(t1, a->c[1]);
	FP(add)(t0, t0, t1);
	if (vt) FP(inv_vartime)(t0, t0);
	else FP(inv)(t0, t0);
	FP(mul)(r->c[0], a->c[0], t0);
	FP(mul)(t1, a->c[1], t0);
	FP(neg)(r->c[1], t1);
}
void FP2(inv)(FP2(t) r, const FP2(t) a) {
	OAT_COUNT(fp2_inv);
	FP2(inv_by_)(r, a, 0);
}
void FP2(inv_vartime)(FP2(t) r, const FP2(t) a) {
	OAT_COUNT(fp2_inv);
	FP2(inv_by_)(r, a, 1);
}

/* Montgomery's simultaneous inversion: with prefix products
 * c_i = a_0 ... a_i (zeros replaced by 1), one inversion of c_(n-1) and
 * 3 (n - 1) multiplications give every 1/a_i; zeros map to 0 as in
 * FP2(inv).  Constant-time in the values (n is public). */
void FP2(inv_sim)(FP2(t) r[], const FP2(t) a[], size_t n) {
	FP2(t) t, u, one;
	if (n == 0) return;
	FP2(set_dig)(one, 1);
	/* r[i] = c_i, the prefix products of the a_j with 0 -> 1 */
	FP2(copy)(r[0], a[0]);
	FP2(cmov)(r[0], one, FP2(is_zero)(a[0]));
	for (size_t i = 1; i < n; i++) {
		FP2(copy)(u, a[i]);
		FP2(cmov)(u, one, FP2(is_zero)(a[i]));
		FP2(mul)(r[i], r[i - 1], u);
	}
	FP2(inv)(t, r[n - 1]);                /* t = 1 / c_(n-1) */
	for (size_t i = n - 1; i > 0; i--) {
		int z = FP2(is_zero)(a[i]);
		FP2(copy)(u, a[i]);
		FP2(cmov)(u, one, z);
		FP2(mul)(r[i], t, r[i - 1]);      /* 1 / a_i = c_(i-1) / c_i */
		FP2(mul)(t, t, u);                /* 1 / c_(i-1) */
		FP2(zero)(u);
		FP2(cmov)(r[i], u, z);
	}
	FP2(zero)(u);
	FP2(cmov)(t, u, FP2(is_zero)(a[0]));
	FP2(copy)(r[0], t);
}

void FP2(frb)(FP2(t) r, const FP2(t) a, int k) {
	FP2(copy)(r, a);
	if (k & 1) FP2(conj)(r, r);
}

/* a is a square in Fp2 iff its norm a0^2 + a1^2 is a square in Fp. */
int FP2(is_square)(const FP2(t) a) {
	FP(t) t0, t1;
	FP(sqr)(t0, a->c[0]);
	FP(sqr)(t1, a->c[1]);
	FP(add)(t0, t0, t1);
	return FP(is_square)(t0);
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
void FP2(sqrt_norm_)(FP2(t) r, const FP2(t) a, const FP(t) sn) {
	static const oat_dig_t e2[FP_DIGS] = OAT_FP_SQRT_EXP2; /* (p - 3) / 4 */
	FP(t) s, ns, d, t, x0, u, nu;
	FP(copy)(s, sn);
	FP(add)(d, a->c[0], s);
	FP(neg)(ns, s);
	FP(cmov)(s, ns, FP(is_zero)(d));
	FP(add)(d, a->c[0], s);
	FP(hlv)(d, d);                       /* delta */
	FP(exp_pub)(t, d, e2, FP_DIGS);
	FP(mul)(x0, d, t);
	FP(sqr)(s, x0);
	int sq = FP(equal)(s, d);            /* delta a square (or 0) */
	FP(hlv)(u, a->c[1]);
	FP(mul)(u, u, t);                    /* a1 t / 2 */
	FP(neg)(nu, u);
	FP(copy)(r->c[0], nu);
	FP(copy)(r->c[1], x0);
	FP(cmov)(r->c[0], x0, sq);
	FP(cmov)(r->c[1], u, sq);
}

int FP2(sqrt)(FP2(t) r, const FP2(t) a) {
	static const oat_dig_t e1[FP_DIGS] = OAT_FP_SQRT_EXP;  /* (p + 1) / 4 */
	FP(t) n, t;
	FP2(t) x, y;
	FP(sqr)(n, a->c[0]);
	FP(sqr)(t, a->c[1]);
	FP(add)(n, n, t);                    /* norm */
	FP(exp_pub)(t, n, e1, FP_DIGS);  /* its root if it has one */
	FP2(sqrt_norm_)(x, a, t);
	FP2(sqr)(y, x);
	int ok = FP2(equal)(y, a);
	FP2(zero)(r);
	FP2(cmov)(r, x, ok);
	return ok;
}

int FP2(sqrt_ratio_)(FP2(t) y, const FP2(t) u, const FP2(t) v,
		const FP2(t) z, const FP(t) nc) {
	static const oat_dig_t e1[FP_DIGS] = OAT_FP_SQRT_EXP;  /* (p + 1) / 4 */
	FP2(t) t, zt;
	FP(t) n, s, w;
	FP2(inv)(t, v);
	FP2(mul)(t, u, t);                   /* t = u / v */
	FP(sqr)(n, t->c[0]);
	FP(sqr)(w, t->c[1]);
	FP(add)(n, n, w);                    /* N(t) */
	FP(exp_pub)(s, n, e1, FP_DIGS);
	FP(sqr)(w, s);
	int sq = FP(equal)(w, n);            /* t is a square in Fp2 */
	/* otherwise s^2 = -N(t), and (nc s)^2 = N(z) N(t) = N(z t) */
	FP2(mul)(zt, z, t);
	FP(mul)(w, nc, s);
	FP2(cmov)(zt, t, sq);
	FP(cmov)(w, s, sq);
	FP2(sqrt_norm_)(y, zt, w);
	return sq;
}

oat_err FP2(read_bin)(FP2(t) r, const unsigned char *buf, size_t len) {
	oat_err e;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	FP2(zero)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 2 * FP_BYTES) return OAT_ERR_LENGTH;
	if ((e = FP(read_bin)(r->c[0], buf, FP_BYTES)) != OAT_OK ||
			(e = FP(read_bin)(r->c[1], buf + FP_BYTES, FP_BYTES)) != OAT_OK) {
		FP2(zero)(r);
		return e;
	}
	return OAT_OK;
}

void FP2(put_bytes_)(unsigned char *buf, const FP2(t) a) {
	FP(put_bytes_)(buf, a->c[0]);
	FP(put_bytes_)(buf + FP_BYTES, a->c[1]);
}

oat_err FP2(write_bin)(unsigned char *buf, size_t len, const FP2(t) a) {
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 2 * FP_BYTES || a == NULL) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	FP2(put_bytes_)(buf, a);
	return OAT_OK;
}

oat_err FP2(rand)(FP2(t) r, oat_rand_fn rng, void *ctx) {
	oat_err e;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	if ((e = FP(rand)(r->c[0], rng, ctx)) != OAT_OK ||
			(e = FP(rand)(r->c[1], rng, ctx)) != OAT_OK)
		FP2(zero)(r);
	return e;
}
