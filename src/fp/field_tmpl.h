/* One prime field, written once and instantiated for every field of every
 * curve (fp_tmpl.h for Fp, fr_tmpl.h for Fr).  The includer defines:
 *   F(x)       the public name of operation x, e.g. oat_bn254_fp_##x
 *   FT         the element type (e.g. oat_bn254_fp_t)
 *   FN, FBYTES digits and bytes of an element
 *   F_MOD, F_ONE, F_R2, F_LEG_EXP  constants (src/curves/<curve>/params.h)
 *   F_BITS     bits of the modulus
 *   F_HD_STEPS the proven hddivsteps count for the modulus (safegcd.h), or 0
 *   K_ADD, K_SUB, K_NEG, K_DBL, K_HLV, K_MUL, K_SQR  digit kernels
 *   FCOUNT(f)  counting hook (OAT_COUNT for Fp, nothing for Fr)
 *   F_RED      (optional) 1 for the redundant representation (prime_tmpl.h):
 *              values below 2m, K_ADD ... K_DBL modulo 2m, the products by
 *              K_MULR and K_SQRR; K_MUL and K_SQR still reduce fully
 * Values are kept in Montgomery form, x*R mod m with R = 2^(W*FN) (below m,
 * or with F_RED below 2m: a value leaves the field only through to_canon_,
 * canon_ or the comparisons built on them). */
#if !defined(F) || !defined(FT) || !defined(FN) || !defined(FBYTES) || !defined(F_MOD) || \
	!defined(F_ONE) || !defined(F_R2) || !defined(F_LEG_EXP) || !defined(F_BITS) || \
	!defined(F_HD_STEPS) || !defined(K_MUL) || !defined(FCOUNT)
#error "field_tmpl.h: define F, FT, FN, FBYTES, F_MOD, F_ONE, F_R2, F_LEG_EXP, F_BITS, F_HD_STEPS, K_*, FCOUNT"
#endif

#ifndef F_RED
#define F_RED 0
#endif
#if F_RED
#define K_MUL_F_ K_MULR
#define K_SQR_F_ K_SQRR
#else
#define K_MUL_F_ K_MUL
#define K_SQR_F_ K_SQR
#endif

/* the divsteps work on FN digits */
#define OAT_SG_LIMB_BITS (FN * OAT_WSIZE)
#include "fp/safegcd.h"

static const oat_dig_t F(mod_)[FN] = F_MOD;
static const oat_dig_t F(one_)[FN] = F_ONE;
static const oat_dig_t F(r2_)[FN] = F_R2;
static const oat_dig_t F(leg_exp_)[FN] = F_LEG_EXP;

/* out = the digits of a below m (with F_RED, a - m when a >= m; else a). */
static void F(canon_)(oat_dig_t out[FN], const FT a) {
#if F_RED
	oat_dig_t s[FN];
	oat_dig_t lt = (oat_dig_t)0 - oat_subn_n(s, a->d, F(mod_), FN);
	oat_sel_n(out, a->d, s, lt, FN);
#else
	for (int i = 0; i < FN; i++) out[i] = a->d[i];
#endif
}

/* out = canonical value of a (Montgomery multiplication by 1; K_MUL reduces
 * fully, and takes an input below 2m). */
static void F(to_canon_)(oat_dig_t out[FN], const FT a) {
	oat_dig_t one[FN] = {1};
	K_MUL(out, a->d, one);
}

/* r = Montgomery form of x, for any x < 2^(W*FN) (x*R^2/R < 2m, reduced). */
static void F(from_digs_)(FT r, const oat_dig_t x[FN]) {
	K_MUL(r->d, x, F(r2_));
}

void F(zero)(FT r) {
	for (int i = 0; i < FN; i++) r->d[i] = 0;
}

void F(set_dig)(FT r, oat_dig_t d) {
	oat_dig_t x[FN] = {0};
	x[0] = d;
	F(from_digs_)(r, x);
}

/* a structure assignment: GCC makes the loop a call of memmove */
void F(copy)(FT r, const FT a) {
	*r = *a;
}

int F(is_zero)(const FT a) {
	oat_dig_t x[FN];
	F(canon_)(x, a);
	return (int)(oat_mask_is_zero_n(x, FN) & 1);
}

int F(equal)(const FT a, const FT b) {
	oat_dig_t x = 0, ca[FN], cb[FN];
	F(canon_)(ca, a);
	F(canon_)(cb, b);
	for (int i = 0; i < FN; i++) x |= ca[i] ^ cb[i];
	return (int)(oat_mask_is_zero_n(&x, 1) & 1);
}

int F(cmp)(const FT a, const FT b) {
	oat_dig_t x[FN], y[FN];
	F(to_canon_)(x, a);
	F(to_canon_)(y, b);
	int lt = (int)oat_lt_n(x, y, FN), gt = (int)oat_lt_n(y, x, FN);
	return gt - lt;
}

int F(is_odd)(const FT a) {
	oat_dig_t x[FN];
	F(to_canon_)(x, a);
	return (int)(x[0] & 1);
}

void F(cmov)(FT r, const FT a, int bit) {
	oat_dig_t mask = (oat_dig_t)0 - (oat_dig_t)(bit & 1);
	oat_sel_n(r->d, a->d, r->d, mask, FN);
}

void F(add)(FT r, const FT a, const FT b) { FCOUNT(fp_add); K_ADD(r->d, a->d, b->d); }
void F(sub)(FT r, const FT a, const FT b) { FCOUNT(fp_add); K_SUB(r->d, a->d, b->d); }
void F(neg)(FT r, const FT a) { FCOUNT(fp_add); K_NEG(r->d, a->d); }
void F(dbl)(FT r, const FT a) { FCOUNT(fp_add); K_DBL(r->d, a->d); }
void F(hlv)(FT r, const FT a) {
	oat_dig_t x[FN];
	FCOUNT(fp_add);
	F(canon_)(x, a);
	K_HLV(r->d, x);
}
void F(mul)(FT r, const FT a, const FT b) { FCOUNT(fp_mul); FCOUNT(fp_rdc); K_MUL_F_(r->d, a->d, b->d); }
void F(sqr)(FT r, const FT a) { FCOUNT(fp_mul); FCOUNT(fp_rdc); K_SQR_F_(r->d, a->d); }

void F(mul_dig)(FT r, const FT a, oat_dig_t d) {
	FT t;
	F(set_dig)(t, d);
	F(mul)(r, a, t);
}

/* r = a^e for an exponent e of n digits that is public (a constant of the
 * field): left-to-right sliding windows of up to 5 bits over the odd powers
 * a, a^3, ..., a^31, so the sequence of operations depends on e only.  For
 * a 381-bit e: 380 squarings and about 80 multiplications (binary: 190). */
#define F_EXP_W 5
static int F(exp_bit_)(const oat_dig_t *e, int i) { return (int)((e[i / OAT_WSIZE] >> (i % OAT_WSIZE)) & 1); }
static void F(exp_pub_)(FT r, const FT a, const oat_dig_t *e, int n) {
	FT t, x2, tab[1 << (F_EXP_W - 1)];   /* tab[k] = a^(2k + 1) */
	int i = n * OAT_WSIZE - 1, first = 1;
	while (i >= 0 && !F(exp_bit_)(e, i)) i--;
	if (i < 0) {
		for (int j = 0; j < FN; j++) r->d[j] = F(one_)[j];
		return;
	}
	F(copy)(tab[0], a);
	F(copy)(t, a);   /* the first window sets t; gcc cannot always see that */
	F(sqr)(x2, a);
	for (int k = 1; k < (1 << (F_EXP_W - 1)); k++) F(mul)(tab[k], tab[k - 1], x2);
	while (i >= 0) {
		if (!F(exp_bit_)(e, i)) {
			F(sqr)(t, t);
			i--;
			continue;
		}
		/* the window e[i..j], j the lowest set bit within F_EXP_W bits */
		int j = i - F_EXP_W + 1, v = 0;
		if (j < 0) j = 0;
		while (!F(exp_bit_)(e, j)) j++;
		for (int k = i; k >= j; k--) {
			v = 2 * v + F(exp_bit_)(e, k);
			if (!first) F(sqr)(t, t);
		}
		if (first) F(copy)(t, tab[v >> 1]);
		else F(mul)(t, t, tab[v >> 1]);
		first = 0;
		i = j - 1;
	}
	F(copy)(r, t);
}

void F(inv)(FT r, const FT a) {
	FCOUNT(fp_inv);
	/* Bernstein-Yang divsteps on the canonical value (safegcd.h): a fixed
	 * number of branch-free steps for the bit length of m; 0 maps to 0. */
	oat_dig_t x[FN], y[FN];
	F(to_canon_)(x, a);
	oat_sg_inv(y, x, F(mod_), FN, F_BITS, F_HD_STEPS);
	F(from_digs_)(r, y);
}

/* The same divsteps, stopping once g = 0 (safegcd.h): variable-time, for
 * public values only; 0 maps to 0.  (It replaced a binary extended Euclid,
 * 5 times slower on 256 bits.) */
void F(inv_vartime)(FT r, const FT a) {
	oat_dig_t x[FN], y[FN];
	F(to_canon_)(x, a);
	oat_sg_inv_vartime(y, x, F(mod_), FN, F_BITS, F_HD_STEPS);
	F(from_digs_)(r, y);
}

/* r[i] = 1/a[i] with one inversion (Montgomery's trick): the prefix products
 * c_i of the a_j, zeros counted as 1, then 1/a_i = c_(i-1)/c_i backwards;
 * the outputs of zero inputs are zeroed by masks, so the operations depend
 * on n only.  r must not overlap a. */
void F(inv_sim)(FT r[], const FT a[], size_t n) {
	FT t, u, one;
	if (n == 0) return;
	F(set_dig)(one, 1);
	F(copy)(r[0], a[0]);
	F(cmov)(r[0], one, F(is_zero)(a[0]));
	for (size_t i = 1; i < n; i++) {
		F(copy)(u, a[i]);
		F(cmov)(u, one, F(is_zero)(a[i]));
		F(mul)(r[i], r[i - 1], u);
	}
	F(inv)(t, r[n - 1]);                  /* t = 1 / c_(n-1) */
	for (size_t i = n - 1; i > 0; i--) {
		int z = F(is_zero)(a[i]);
		F(copy)(u, a[i]);
		F(cmov)(u, one, z);
		F(mul)(r[i], t, r[i - 1]);        /* 1 / a_i = c_(i-1) / c_i */
		F(mul)(t, t, u);                  /* 1 / c_(i-1) */
		F(zero)(u);
		F(cmov)(r[i], u, z);
	}
	F(zero)(u);
	F(cmov)(t, u, F(is_zero)(a[0]));
	F(copy)(r[0], t);
	oat_wipe(t, sizeof(t));
	oat_wipe(u, sizeof(u));
}

/* Square-and-multiply-always: one squaring and one multiplication per bit,
 * the product kept or dropped by a mask. */
void F(exp)(FT r, const FT a, const unsigned char *e, size_t len) {
	FT t, x, y;
	F(copy)(x, a);
	for (int i = 0; i < FN; i++) t->d[i] = F(one_)[i];
	for (size_t i = 0; i < len; i++) {
		for (int j = 7; j >= 0; j--) {
			F(sqr)(t, t);
			F(mul)(y, t, x);
			F(cmov)(t, y, (e[i] >> j) & 1);
		}
	}
	F(copy)(r, t);
}

int F(is_square)(const FT a) {
	FT t, one;
	F(exp_pub_)(t, a, F(leg_exp_), FN);
	for (int i = 0; i < FN; i++) one->d[i] = F(one_)[i];
	return F(is_zero)(t) | F(equal)(t, one);
}

oat_err F(read_bin)(FT r, const unsigned char *buf, size_t len) {
	oat_dig_t x[FN];
	if (r == NULL) return OAT_ERR_ARGUMENT;
	F(zero)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != FBYTES) return OAT_ERR_LENGTH;
	oat_bytes_to_digs(x, FN, buf, len);
	/* x < m without a branch; only the outcome, an error or not, is public */
	oat_dig_t lt = oat_lt_n(x, F(mod_), FN);
	oat_declassify(&lt, sizeof(lt));
	if (!lt) return OAT_ERR_NOT_CANONICAL;
	F(from_digs_)(r, x);
	return OAT_OK;
}

/* r = the big-endian value buf[0..len) mod m, for any len (buf may be NULL
 * when len = 0): read_bin_wide and hashing to the field without the
 * argument check.  Horner in blocks of W*FN bits: acc = acc * 2^(W FN) +
 * block; with acc in Montgomery form, multiplying by 2^(W FN) = R is a
 * Montgomery product by R^2. */
void F(set_bytes_)(FT r, const unsigned char *buf, size_t len) {
	const size_t blk = (size_t)FN * sizeof(oat_dig_t);
	oat_dig_t x[FN];
	unsigned char tmp[FN * sizeof(oat_dig_t)];
	FT acc, t;
	F(zero)(acc);
	size_t first = len % blk;
	if (first == 0 && len) first = blk;
	for (size_t off = 0; off < len;) {
		size_t take = (off == 0) ? first : blk;
		for (size_t i = 0; i < blk - take; i++) tmp[i] = 0;
		for (size_t i = 0; i < take; i++) tmp[blk - take + i] = buf[off + i];
		oat_bytes_to_digs(x, FN, tmp, blk);
		K_MUL(acc->d, acc->d, F(r2_));
		F(from_digs_)(t, x);
		F(add)(acc, acc, t);
		off += take;
	}
	F(copy)(r, acc);
	oat_wipe(tmp, sizeof(tmp));
	oat_wipe(x, sizeof(x));
}

oat_err F(read_bin_wide)(FT r, const unsigned char *buf, size_t len) {
	if (r == NULL) return OAT_ERR_ARGUMENT;
	F(zero)(r);
	if (buf == NULL && len != 0) return OAT_ERR_ARGUMENT;
	F(set_bytes_)(r, buf, len);
	return OAT_OK;
}

/* buf[0..FBYTES) = the canonical value of a, big-endian. */
void F(put_bytes_)(unsigned char *buf, const FT a) {
	oat_dig_t x[FN];
	F(to_canon_)(x, a);
	oat_digs_to_bytes(buf, FBYTES, x, FN);
}

oat_err F(write_bin)(unsigned char *buf, size_t len, const FT a) {
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != FBYTES || a == NULL) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	F(put_bytes_)(buf, a);
	return OAT_OK;
}

oat_err F(read_str)(FT r, const char *str, size_t len) {
	unsigned char buf[FBYTES];
	if (r == NULL) return OAT_ERR_ARGUMENT;
	F(zero)(r);
	if (str == NULL) return OAT_ERR_ARGUMENT;
	oat_err e = oat_hex_decode(buf, FBYTES, str, len);
	if (e != OAT_OK) return e;
	return F(read_bin)(r, buf, FBYTES);
}

oat_err F(write_str)(char *str, size_t len, const FT a) {
	unsigned char buf[FBYTES];
	if (str == NULL) return OAT_ERR_ARGUMENT;
	if (len < 2 * FBYTES + 1 || a == NULL) {
		if (len) str[0] = '\0';
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	F(put_bytes_)(buf, a);
	oat_hex_encode(str, buf, FBYTES);
	return OAT_OK;
}

oat_err F(rand)(FT r, oat_rand_fn rng, void *ctx) {
	unsigned char buf[FBYTES + 16];
	if (r == NULL) return OAT_ERR_ARGUMENT;
	F(zero)(r);
	if (rng == NULL) return OAT_ERR_ARGUMENT;
	if (rng(ctx, buf, sizeof(buf)) != 0) {
		oat_wipe(buf, sizeof(buf));
		return OAT_ERR_RAND;
	}
	F(set_bytes_)(r, buf, sizeof(buf));
	oat_wipe(buf, sizeof(buf));
	return OAT_OK;
}
