/* Portable multi-precision Montgomery arithmetic on n digits.
 *
 * This is oat's portable C backend: every kernel of the "low" interface
 * (src/fp/fp_low.h) is one of these, called with the modulus of the field
 * instance (Fp or Fr) as a constant so the compiler unrolls the loops.  The
 * functions are constant-time: no branch and no memory index depends on a
 * digit value; conditional steps use all-ones / all-zero masks.
 *
 * Preconditions common to all: m is odd, m < 2^(W n) (any number of spare
 * bits: every carry out of the top digit is kept), n0 = -m^-1 mod 2^W, and
 * field inputs are < m unless said otherwise.  The lazy reduction of the
 * tower needs more of its prime (p < R/4, fp_int.h), not of these kernels. */
#ifndef OAT_FP_MONT_H
#define OAT_FP_MONT_H

#include "oat/common.h"

/* The largest n of the translation unit, for the scratch arrays: the Fp of
 * its curve (FP_DIGS, which also bounds Fr), else 576 bits. */
#ifndef OAT_MONT_MAXN
#if defined(FP_DIGS)
#define OAT_MONT_MAXN FP_DIGS
#else
#define OAT_MONT_MAXN (576 / OAT_WSIZE)
#endif
#endif

#if OAT_WSIZE == 64
#if defined(__SIZEOF_INT128__)
typedef unsigned __int128 oat_dbl_t;
#define OAT_HAVE_DBL 1
#else
#define OAT_HAVE_DBL 0
#endif
#else
typedef uint64_t oat_dbl_t;
#define OAT_HAVE_DBL 1
#endif

/* (hi, lo) = a * b + c + d; never overflows: (2^W-1)^2 + 2(2^W-1) = 2^2W - 1. */
static inline oat_dig_t oat_madd2(oat_dig_t *lo, oat_dig_t a, oat_dig_t b,
		oat_dig_t c, oat_dig_t d) {
#if OAT_HAVE_DBL
	oat_dbl_t t = (oat_dbl_t)a * b + c + d;
	*lo = (oat_dig_t)t;
	return (oat_dig_t)(t >> OAT_WSIZE);
#else
	/* 64-bit digits without a 128-bit type: four 32 x 32 products. */
	uint64_t al = (uint32_t)a, ah = a >> 32, bl = (uint32_t)b, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	uint64_t mid = (ll >> 32) + (uint32_t)lh + (uint32_t)hl;
	uint64_t l = (mid << 32) | (uint32_t)ll;
	uint64_t h = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
	l += c; h += (l < c);
	l += d; h += (l < d);
	*lo = l;
	return h;
#endif
}

/* r = a + b + c (c in {0,1}); returns the carry out. */
static inline oat_dig_t oat_adc(oat_dig_t *r, oat_dig_t a, oat_dig_t b, oat_dig_t c) {
	oat_dig_t s = a + c;
	oat_dig_t c1 = s < c;
	oat_dig_t t = s + b;
	*r = t;
	return c1 | (t < b);
}

/* r = a - b - c (c in {0,1}); returns the borrow out. */
static inline oat_dig_t oat_sbb(oat_dig_t *r, oat_dig_t a, oat_dig_t b, oat_dig_t c) {
	oat_dig_t t = a - b;
	oat_dig_t b1 = a < b;
	*r = t - c;
	return b1 | (t < c);
}

/* r = a + b over n digits, returns carry. */
static inline oat_dig_t oat_addn_n(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n) {
	oat_dig_t c = 0;
	for (int i = 0; i < n; i++) c = oat_adc(&r[i], a[i], b[i], c);
	return c;
}

/* r = a - b over n digits, returns borrow. */
static inline oat_dig_t oat_subn_n(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n) {
	oat_dig_t c = 0;
	for (int i = 0; i < n; i++) c = oat_sbb(&r[i], a[i], b[i], c);
	return c;
}

/* r = (mask ? a : b), mask all-ones or zero. */
static inline void oat_sel_n(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b,
		oat_dig_t mask, int n) {
	for (int i = 0; i < n; i++) r[i] = b[i] ^ (mask & (a[i] ^ b[i]));
}

/* r = t mod m for t = (top, t[0..n)) < 2m: subtract m unless that goes negative. */
static inline void oat_mont_final_sub(oat_dig_t *r, const oat_dig_t *t, oat_dig_t top,
		const oat_dig_t *m, int n) {
	oat_dig_t s[OAT_MONT_MAXN * 2];
	oat_dig_t b = oat_subn_n(s, t, m, n);
	oat_dig_t neg = (oat_dig_t)0 - (top < b); /* all-ones if (top, t) < m */
	oat_sel_n(r, t, s, neg, n);
}

/* r = a + b mod m. */
static inline void oat_mont_add(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b,
		const oat_dig_t *m, int n) {
	oat_dig_t t[OAT_MONT_MAXN * 2];
	oat_dig_t c = oat_addn_n(t, a, b, n);
	oat_mont_final_sub(r, t, c, m, n);
}

/* r = a - b mod m. */
static inline void oat_mont_sub(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b,
		const oat_dig_t *m, int n) {
	oat_dig_t t[OAT_MONT_MAXN * 2], mm[OAT_MONT_MAXN * 2];
	oat_dig_t mask = (oat_dig_t)0 - oat_subn_n(t, a, b, n);
	for (int i = 0; i < n; i++) mm[i] = m[i] & mask;
	oat_addn_n(r, t, mm, n);
}

/* r = -a mod m (0 stays 0). */
static inline void oat_mont_neg(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n) {
	oat_dig_t t[OAT_MONT_MAXN * 2], nz = 0;
	for (int i = 0; i < n; i++) nz |= a[i];
	oat_dig_t mask = (oat_dig_t)0 - (oat_dig_t)(nz != 0);
	oat_subn_n(t, m, a, n);
	for (int i = 0; i < n; i++) r[i] = t[i] & mask;
}

/* r = a / 2 mod m: add m if a is odd, then shift right (the sum fits n
 * digits plus a carry, which is shifted back in). */
static inline void oat_mont_hlv(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n) {
	oat_dig_t t[OAT_MONT_MAXN * 2], mm[OAT_MONT_MAXN * 2];
	oat_dig_t mask = (oat_dig_t)0 - (a[0] & 1);
	for (int i = 0; i < n; i++) mm[i] = m[i] & mask;
	oat_dig_t c = oat_addn_n(t, a, mm, n);
	for (int i = 0; i < n - 1; i++) r[i] = (t[i] >> 1) | (t[i + 1] << (OAT_WSIZE - 1));
	r[n - 1] = (t[n - 1] >> 1) | (c << (OAT_WSIZE - 1));
}

/* r = a * b / 2^(W n) mod m (CIOS, Koc, Acar and Kaliski 1996).
 * Holds for any a < 2^(W n) when b < m: the sum stays below 2m. */
static inline void oat_mont_mul(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b,
		const oat_dig_t *m, oat_dig_t n0, int n) {
	oat_dig_t t[OAT_MONT_MAXN + 2];
	for (int i = 0; i < n + 2; i++) t[i] = 0;
	for (int i = 0; i < n; i++) {
		oat_dig_t c = 0, u, hi;
		for (int j = 0; j < n; j++) c = oat_madd2(&t[j], a[j], b[i], t[j], c);
		t[n + 1] = oat_adc(&t[n], t[n], c, 0);
		u = t[0] * n0;
		c = oat_madd2(&hi, u, m[0], t[0], 0); /* low digit becomes 0 */
		for (int j = 1; j < n; j++) c = oat_madd2(&t[j - 1], u, m[j], t[j], c);
		hi = oat_adc(&t[n - 1], t[n], c, 0);
		t[n] = t[n + 1] + hi;
	}
	oat_mont_final_sub(r, t, t[n], m, n);
}

/* c = a * b, 2n digits, no reduction (schoolbook). */
static inline void oat_mont_muln(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, int n) {
	for (int i = 0; i < 2 * n; i++) c[i] = 0;
	for (int i = 0; i < n; i++) {
		oat_dig_t k = 0;
		for (int j = 0; j < n; j++) k = oat_madd2(&c[i + j], a[j], b[i], c[i + j], k);
		c[i + n] = k;
	}
}

/* r = c / 2^(W n) mod m for a 2n-digit c < m * 2^(W n) (Montgomery reduction). */
static inline void oat_mont_rdc(oat_dig_t *r, const oat_dig_t *c, const oat_dig_t *m,
		oat_dig_t n0, int n) {
	oat_dig_t t[OAT_MONT_MAXN * 2], top = 0;
	for (int i = 0; i < 2 * n; i++) t[i] = c[i];
	for (int i = 0; i < n; i++) {
		oat_dig_t u = t[i] * n0, k = 0;
		for (int j = 0; j < n; j++) k = oat_madd2(&t[i + j], u, m[j], t[i + j], k);
		/* propagate k into t[i + n] with the running top carry */
		oat_dig_t s;
		oat_dig_t c1 = oat_adc(&s, t[i + n], k, top);
		t[i + n] = s;
		top = c1;
	}
	oat_mont_final_sub(r, t + n, top, m, n);
}

/* Double-width values modulo m * 2^(W n), for lazy reduction. */
static inline void oat_mont_addd(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b,
		const oat_dig_t *m, int n) {
	oat_dig_t t[OAT_MONT_MAXN * 2];
	oat_dig_t k = oat_addn_n(c, a, b, 2 * n);
	oat_dig_t s[OAT_MONT_MAXN * 2];
	oat_dig_t bw = oat_subn_n(s, c + n, m, n);
	oat_dig_t neg = (oat_dig_t)0 - (k < bw);
	oat_sel_n(t, c + n, s, neg, n);
	for (int i = 0; i < n; i++) c[n + i] = t[i];
}

static inline void oat_mont_subd(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b,
		const oat_dig_t *m, int n) {
	oat_dig_t mm[OAT_MONT_MAXN * 2];
	oat_dig_t mask = (oat_dig_t)0 - oat_subn_n(c, a, b, 2 * n);
	for (int i = 0; i < n; i++) mm[i] = m[i] & mask;
	oat_addn_n(c + n, c + n, mm, n);
}

/* Constant-time digit comparisons: all-ones if true, zero otherwise. */
static inline oat_dig_t oat_mask_is_zero_n(const oat_dig_t *a, int n) {
	oat_dig_t z = 0;
	for (int i = 0; i < n; i++) z |= a[i];
	/* (z | -z) has its top bit set iff z != 0 */
	return ((z | ((oat_dig_t)0 - z)) >> (OAT_WSIZE - 1)) - 1;
}

/* Returns 1 if a < b (n digits), without branching. */
static inline oat_dig_t oat_lt_n(const oat_dig_t *a, const oat_dig_t *b, int n) {
	oat_dig_t t[OAT_MONT_MAXN * 2];
	return oat_subn_n(t, a, b, n);
}

#endif
