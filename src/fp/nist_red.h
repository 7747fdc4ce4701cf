/* Portable Montgomery multiplication and squaring modulo the NIST primes
 * (FIPS 186-4 D.1.2), for 64- and 32-bit digits: the kernels low_tmpl.h
 * binds for LOW_FORM = 192, 224, 256, 384, 521 where the backend has no
 * routine of its own, and the reductions the GMP backend puts after GMP's
 * products (src/arch/gmp/fp_low.c).
 *
 * The representation is mont.h's, R = 2^(W n) for n digits of W bits, and
 * so are the contracts: oat_nr_mul_pBITS(r, a, b) = a b / R mod p for any
 * a < R and b < p; oat_nr_sqr_pBITS(r, a) = a^2 / R mod p for a < p; r in
 * [0, p); r may alias a and b.  Only the reduction of the product
 * T = a b < R p differs from mont.h's: Montgomery's steps, each adding
 * u_j p 2^(W j) to clear digit j, take the form of p, so that u_j p is a
 * few signed shifted copies of u_j (Solinas's trick applied to REDC, as the
 * assembly backends do: tools/gen_x64_mont.py, tools/gen_arm32_nist.py):
 *   - p = -1 mod 2^W (n0 = 1) for every prime and size but P-224 and
 *     P-384 with 64-bit digits: u_j is the digit of column j itself;
 *   - P-224's p = +1 mod 2^W: we subtract u_j p instead, again with u_j
 *     the column's digit (p^-1 = 1), for V = (T - U p) / R;
 *   - P-384's p = 2^32 - 1 mod 2^64: n0 = 2^32 + 1, u_j = x + (x << 32)
 *     for the column's digit x, and then x - u_j + (u_j << 32) is 0 or
 *     2^64, the carry of that sum;
 *   - p's terms are powers of two with exponents that are multiples of 32
 *     (P-521: 2^521 = 2^(W e + 9)): a term 2^(W e + s) of step j puts
 *     u_j << s in column j + e and u_j >> (W - s) in column j + e + 1, so
 *     column c takes the funnel shift (u_(c-e) << s) | (u_(c-e-1) >> (W -
 *     s)), two digits' pieces that do not overlap, as one term.
 * The steps are done column by column (product scanning), as FIPS 186-4
 * D.2 writes its Solinas reductions: column c of T + sum_j u_j p 2^(W j)
 * is t_c, plus the signed terms of the steps that reach it, plus the carry
 * of column c - 1, in a signed accumulator of two digits; for c < n its low
 * digit is u_c (or cleared by it) and for c >= n it is a digit of the
 * result.  A column adds at most six terms below 2^W to a carry of a few
 * units: the accumulator never overflows.
 * Bounds: T < R p and U < R give V = (T + U p) / R < 2p; the columns
 * subtract p at once (p's digits join the upper columns), so they end with
 * V - p in [-p, p) and its sign, and p is added back under the sign's
 * mask.  For P-224, V = (T - U p) / R is in (-p, p) and gets the same
 * treatment.
 *
 * Measured (test/test_nist_red count under callgrind and qemu's counter,
 * test_nist_red time; gcc 12 -O3): instructions per mul / sqr, of mont.h's
 * kernel (with the prime as a constant, as a field instantiates it) and of
 * these, and the time of these over mont.h's (x86-64, AMD EPYC, chains of
 * dependent calls, interleaved, median ratio):
 *                   P-192       P-224       P-256       P-384       P-521
 *   x86-64, W = 64
 *     mont.h      230 / 213   422 / 416   380 / 369  1038 / 1039 2275 / 2276
 *     nist_red    150 / 153   248 / 232   278 / 272   653 / 529  1080 / 959
 *     time       0.63 / 0.62 0.53 / 0.51 0.67 / 0.64 0.64 / 0.53 0.51 / 0.43
 *   x86-64, W = 32
 *     mont.h      621 / 621   772 / 772   947 / 948  2228 / 2228 4655 / 4675
 *     nist_red    349 / 276   456 / 339   661 / 542  1365 / 1081 2383 / 1887
 *     time       0.50 / 0.41 0.50 / 0.43 0.68 / 0.60 0.70 / 0.49 0.49 / 0.37
 *   ARMv7 (Cortex-A9 code), W = 32
 *     mont.h      570 / 570   676 / 676   930 / 930  2119 / 2119 4260 / 4260
 *     nist_red    286 / 238   369 / 295   607 / 542  1302 / 1155 2376 / 2104
 * The squarings compute each cross product once (n (n + 1) / 2 products
 * for n^2); with 64-bit digits and n <= 4 that saves about what the
 * doubling costs.
 *
 * Why Montgomery form and not the plain one (R = 1) with the Solinas folds
 * of FIPS 186-4 D.2 and the Mersenne fold of P-521: both reduce by column
 * sums of the product's digits, but the folds of P-224, P-256 and P-384
 * have more terms per column (P-256: up to nine on 32-bit words, against
 * six here) and a second pass for their top carry, and P-192's a pass for
 * its carry too.
 * The folds, written in the same style (test_nist_red.c) after the same
 * products, instructions per mul / sqr:
 *                   P-192       P-224       P-256       P-384       P-521
 *   x86-64, W = 64  180 / 188   341 / 322   399 / 409  1067 / 931  1081 / 933
 *   x86-64, W = 32  383 / 320   515 / 398   762 / 632  1493 / 1212 2380 / 1881
 *   ARMv7, W = 32   382 / 329   437 / 360   743 / 729  1445 / 1393 2315 / 2054
 * and they take 1.5 to 2.4 times the time of these kernels on x86-64, but
 * for P-521, whose fold is the same rotation as these steps (with one
 * column fewer: R = 2^576 is not 2^521): there they tie (time 1.00 for
 * mul, 0.98 for sqr), not enough to give the field other constants (ONE,
 * R2, the tables of points) for one prime.
 *
 * Constant time: straight-line code; every index is a constant, the only
 * conditional step is the mask of the final addition. */
#ifndef OAT_FP_NIST_RED_H
#define OAT_FP_NIST_RED_H

#include "fp/mont.h"
#include "fp/digits.h"

#if OAT_HAVE_DBL
#define OAT_NR_HAVE 1

/* ---- the column accumulator ------------------------------------------------ *
 * A signed value of two digits in two's complement: with 64-bit digits two
 * words (lo_, hi_) whose carries are taken by comparison, which compilers
 * turn into add/adc (and sub/sbb) pairs; with 32-bit digits one 64-bit
 * word.  ADD and SUB take a digit; OUT moves the low digit out and shifts
 * the accumulator right by one digit (an arithmetic shift: gcc and clang
 * shift signed values arithmetically, as safegcd.h relies on too). */
#if OAT_WSIZE == 64
#define OAT_NR_ACC oat_dig_t lo_ = 0, hi_ = 0
#define OAT_NR_ADD(x) do { oat_dig_t x_ = (x); lo_ += x_; hi_ += (oat_dig_t)(lo_ < x_); } while (0)
#define OAT_NR_SUB(x) do { oat_dig_t x_ = (x); hi_ -= (oat_dig_t)(lo_ < x_); lo_ -= x_; } while (0)
#define OAT_NR_OUT(d) do { (d) = lo_; lo_ = hi_; hi_ = (oat_dig_t)((int64_t)hi_ >> 63); } while (0)
#define OAT_NR_LOW lo_
#else
#define OAT_NR_ACC uint64_t acc_ = 0
#define OAT_NR_ADD(x) (acc_ += (oat_dig_t)(x))
#define OAT_NR_SUB(x) (acc_ -= (oat_dig_t)(x))
#define OAT_NR_OUT(d) do { (d) = (oat_dig_t)acc_; acc_ = (uint64_t)((int64_t)acc_ >> 32); } while (0)
#define OAT_NR_LOW ((oat_dig_t)acc_)
#endif

/* u_j, 0 outside the steps [0, N_) (the includer of these defines N_);
 * j is a constant, so the test folds away */
#define OAT_NR_IN(j) ((j) >= 0 && (j) < N_)
#define OAT_NR_U(j) (OAT_NR_IN(j) ? u[OAT_NR_IN(j) ? (j) : 0] : (oat_dig_t)0)
/* the funnel shift (u_j << s) | (u_(j-1) >> (W - s)), 0 < s < W */
#define OAT_NR_F(j, s) ((oat_dig_t)(OAT_NR_U(j) << (s)) | (OAT_NR_U((j) - 1) >> (OAT_WSIZE - (s))))

/* The column sequences: M(c) for c = b, b + 1, ... */
#define OAT_NR_R2(M, b) M(b) M((b) + 1)
#define OAT_NR_R3(M, b) OAT_NR_R2(M, b) M((b) + 2)
#define OAT_NR_R4(M, b) OAT_NR_R2(M, b) OAT_NR_R2(M, (b) + 2)
#define OAT_NR_R6(M, b) OAT_NR_R4(M, b) OAT_NR_R2(M, (b) + 4)
#define OAT_NR_R7(M, b) OAT_NR_R4(M, b) OAT_NR_R3(M, (b) + 4)
#define OAT_NR_R8(M, b) OAT_NR_R4(M, b) OAT_NR_R4(M, (b) + 4)
#define OAT_NR_R9(M, b) OAT_NR_R8(M, b) M((b) + 8)
#define OAT_NR_R12(M, b) OAT_NR_R8(M, b) OAT_NR_R4(M, (b) + 8)
#define OAT_NR_R16(M, b) OAT_NR_R8(M, b) OAT_NR_R8(M, (b) + 8)
#define OAT_NR_R17(M, b) OAT_NR_R16(M, b) M((b) + 16)

/* The columns of a reduction, on its names: t the product, u the steps'
 * multipliers, w the digits of V - p, p the prime, N_ its digits and
 * OAT_NR_TERMS(c) the terms of column c.  A column below n: t_c and the
 * terms, then u_c = the low digit (n0 = 1, or P-224's subtracted steps: the
 * step's own term cancels it). */
#define OAT_NR_LO(c) { OAT_NR_ADD(t[c]); OAT_NR_TERMS(c); OAT_NR_OUT(u[c]); }
/* A column from n: the same with p's digit c - n subtracted, into w. */
#define OAT_NR_HI(c) { OAT_NR_ADD(t[c]); OAT_NR_TERMS(c); OAT_NR_SUB(p[(c) - N_]); OAT_NR_OUT(w[(c) - N_]); }
/* P-224: the same without p */
#define OAT_NR_HI_NOP(c) { OAT_NR_ADD(t[c]); OAT_NR_TERMS(c); OAT_NR_OUT(w[(c) - N_]); }

/* r = w + (p if mask else 0), mask all ones or zero: the final correction
 * of w in [-p, p) whose sign is mask */
static inline void oat_nr_add_back(oat_dig_t *r, const oat_dig_t *w, oat_dig_t mask, const oat_dig_t *p,
		int n) {
	OAT_NR_ACC;
	for (int i = 0; i < n; i++) {
		OAT_NR_ADD(w[i]);
		OAT_NR_ADD(p[i] & mask);
		OAT_NR_OUT(r[i]);
	}
}

/* ---- the products ---------------------------------------------------------- */

/* (hi, lo) = a b + c + d, as mont.h's oat_madd2; with 64-bit digits the
 * carries are taken by comparison, which gcc compiles into fewer
 * instructions than the 128-bit sums (9 digits: 728 instructions for the
 * product against 1228). */
static inline oat_dig_t oat_nr_madd(oat_dig_t *lo, oat_dig_t a, oat_dig_t b, oat_dig_t c, oat_dig_t d) {
#if OAT_WSIZE == 64
	oat_dbl_t p = (oat_dbl_t)a * b;
	oat_dig_t pl = (oat_dig_t)p, ph = (oat_dig_t)(p >> 64);
	pl += c;
	ph += (oat_dig_t)(pl < c);
	pl += d;
	ph += (oat_dig_t)(pl < d);
	*lo = pl;
	return ph;
#else
	return oat_madd2(lo, a, b, c, d);
#endif
}

/* t = a b, 2n digits (rows of products, the schoolbook order) */
static inline void oat_nr_prod(oat_dig_t *t, const oat_dig_t *a, const oat_dig_t *b, int n) {
	oat_dig_t c = 0;
	for (int j = 0; j < n; j++) c = oat_nr_madd(&t[j], a[j], b[0], c, 0);
	t[n] = c;
	for (int i = 1; i < n; i++) {
		c = 0;
		for (int j = 0; j < n; j++) c = oat_nr_madd(&t[i + j], a[j], b[i], t[i + j], c);
		t[i + n] = c;
	}
}

/* t = a^2, 2n digits: the products a_i a_j for i < j once, then each
 * column of the triangle added twice with the squares a_i^2: n (n + 1) / 2
 * products for n^2 */
static inline void oat_nr_psqr(oat_dig_t *t, const oat_dig_t *a, int n) {
	oat_dig_t c = 0;
	t[0] = 0;
	for (int j = 1; j < n; j++) c = oat_nr_madd(&t[j], a[j], a[0], c, 0);
	t[n] = c;
	for (int i = 1; i < n - 1; i++) {
		c = 0;
		for (int j = i + 1; j < n; j++) c = oat_nr_madd(&t[i + j], a[j], a[i], t[i + j], c);
		t[i + n] = c;
	}
	t[2 * n - 1] = 0;
	OAT_NR_ACC;
	for (int i = 0; i < n; i++) {
		oat_dig_t sl, sh = oat_nr_madd(&sl, a[i], a[i], 0, 0);
		OAT_NR_ADD(t[2 * i]);
		OAT_NR_ADD(t[2 * i]);
		OAT_NR_ADD(sl);
		OAT_NR_OUT(t[2 * i]);
		OAT_NR_ADD(t[2 * i + 1]);
		OAT_NR_ADD(t[2 * i + 1]);
		OAT_NR_ADD(sh);
		OAT_NR_OUT(t[2 * i + 1]);
	}
}

/* ---- the reductions: r = T / R mod p for T < R p (2n digits) -------------- */

/* P-192 = 2^192 - 2^64 - 1.  W = 64, n = 3: step j adds -u_j in columns j
 * and j + 1 and u_j in j + 3.  W = 32, n = 6: -u_j in j and j + 2, u_j in
 * j + 6. */
static inline void oat_nr_redc_p192(oat_dig_t *r, const oat_dig_t *t) {
	enum { N_ = 192 / OAT_WSIZE };
	static const oat_dig_t p[N_] = { OAT_L64(0xffffffffffffffff), OAT_L64(0xfffffffffffffffe),
		OAT_L64(0xffffffffffffffff) };
	oat_dig_t u[N_], w[N_];
	OAT_NR_ACC;
#define OAT_NR_TERMS(c) do { OAT_NR_SUB(OAT_NR_U((c) - N_ / 3)); OAT_NR_ADD(OAT_NR_U((c) - N_)); } while (0)
#if OAT_WSIZE == 64
	OAT_NR_R3(OAT_NR_LO, 0) OAT_NR_R3(OAT_NR_HI, 3)
#else
	OAT_NR_R6(OAT_NR_LO, 0) OAT_NR_R6(OAT_NR_HI, 6)
#endif
#undef OAT_NR_TERMS
	oat_nr_add_back(r, w, OAT_NR_LOW, p, N_);
}

/* P-224 = 2^224 - 2^96 + 1 = 1 mod 2^W: V = (T - U p) / R.  W = 64, n = 4:
 * step j subtracts u_j in column j, adds u_j 2^96 (the funnel (u_j << 32) |
 * (u_(j-1) >> 32) lands in column j + 1) and subtracts u_j 2^224 (the same
 * funnel in column j + 3).  W = 32, n = 7: -u_j in j, u_j in j + 3, -u_j in
 * j + 7. */
static inline void oat_nr_redc_p224(oat_dig_t *r, const oat_dig_t *t) {
	enum { N_ = (224 + OAT_WSIZE - 1) / OAT_WSIZE };
	static const oat_dig_t p[N_] = { OAT_L64(0x0000000000000001), OAT_L64(0xffffffff00000000),
		OAT_L64(0xffffffffffffffff),
#if OAT_WSIZE == 64
		0x00000000ffffffff
#else
		0xffffffff
#endif
	};
	oat_dig_t u[N_], w[N_];
	OAT_NR_ACC;
#if OAT_WSIZE == 64
#define OAT_NR_TERMS(c) do { OAT_NR_ADD(OAT_NR_F((c) - 1, 32)); OAT_NR_SUB(OAT_NR_F((c) - 3, 32)); } while (0)
	OAT_NR_R4(OAT_NR_LO, 0) OAT_NR_R4(OAT_NR_HI_NOP, 4)
#else
#define OAT_NR_TERMS(c) do { OAT_NR_ADD(OAT_NR_U((c) - 3)); OAT_NR_SUB(OAT_NR_U((c) - 7)); } while (0)
	OAT_NR_R7(OAT_NR_LO, 0) OAT_NR_R7(OAT_NR_HI_NOP, 7)
#endif
#undef OAT_NR_TERMS
	oat_nr_add_back(r, w, OAT_NR_LOW, p, N_);
}

/* P-256 = 2^256 - 2^224 + 2^192 + 2^96 - 1.  W = 64, n = 4: step j adds
 * -u_j in column j, u_j 2^96 (funnel in j + 1), u_j 2^192 (j + 3),
 * -u_j 2^224 (funnel in j + 3) and u_j 2^256 (j + 4).  W = 32, n = 8: -u_j
 * in j, u_j in j + 3 and j + 6, -u_j in j + 7, u_j in j + 8. */
static inline void oat_nr_redc_p256(oat_dig_t *r, const oat_dig_t *t) {
	enum { N_ = 256 / OAT_WSIZE };
	static const oat_dig_t p[N_] = { OAT_L64(0xffffffffffffffff), OAT_L64(0x00000000ffffffff),
		OAT_L64(0x0000000000000000), OAT_L64(0xffffffff00000001) };
	oat_dig_t u[N_], w[N_];
	OAT_NR_ACC;
#if OAT_WSIZE == 64
#define OAT_NR_TERMS(c) do { \
	OAT_NR_ADD(OAT_NR_F((c) - 1, 32)); OAT_NR_ADD(OAT_NR_U((c) - 3)); \
	OAT_NR_SUB(OAT_NR_F((c) - 3, 32)); OAT_NR_ADD(OAT_NR_U((c) - 4)); \
} while (0)
	OAT_NR_R4(OAT_NR_LO, 0) OAT_NR_R4(OAT_NR_HI, 4)
#else
#define OAT_NR_TERMS(c) do { \
	OAT_NR_ADD(OAT_NR_U((c) - 3)); OAT_NR_ADD(OAT_NR_U((c) - 6)); \
	OAT_NR_SUB(OAT_NR_U((c) - 7)); OAT_NR_ADD(OAT_NR_U((c) - 8)); \
} while (0)
	OAT_NR_R8(OAT_NR_LO, 0) OAT_NR_R8(OAT_NR_HI, 8)
#endif
#undef OAT_NR_TERMS
	oat_nr_add_back(r, w, OAT_NR_LOW, p, N_);
}

/* P-384 = 2^384 - 2^128 - 2^96 + 2^32 - 1.  W = 64, n = 6, n0 = 2^32 + 1:
 * column j's digit x gives u_j = x + (x << 32) mod 2^64, and the step's
 * terms of column j, -u_j + (u_j << 32) = -x mod 2^64, leave the carry of
 * x + (x << 32); then u_j 2^32 adds u_j >> 32 to column j + 1, -u_j 2^96
 * the funnel to j + 1, -u_j 2^128 to j + 2 and u_j 2^384 to j + 6.
 * W = 32, n = 12 (n0 = 1): -u_j in j, u_j in j + 1, -u_j in j + 3 and
 * j + 4, u_j in j + 12. */
static inline void oat_nr_redc_p384(oat_dig_t *r, const oat_dig_t *t) {
	enum { N_ = 384 / OAT_WSIZE };
	static const oat_dig_t p[N_] = { OAT_L64(0x00000000ffffffff), OAT_L64(0xffffffff00000000),
		OAT_L64(0xfffffffffffffffe), OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff),
		OAT_L64(0xffffffffffffffff) };
	oat_dig_t u[N_], w[N_];
	OAT_NR_ACC;
#if OAT_WSIZE == 64
#define OAT_NR_TERMS(c) do { \
	OAT_NR_ADD(OAT_NR_U((c) - 1) >> 32); OAT_NR_SUB(OAT_NR_F((c) - 1, 32)); \
	OAT_NR_SUB(OAT_NR_U((c) - 2)); OAT_NR_ADD(OAT_NR_U((c) - 6)); \
} while (0)
#define OAT_NR_LO384(c) { \
	OAT_NR_ADD(t[c]); OAT_NR_TERMS(c); \
	u[c] = lo_ + (oat_dig_t)(lo_ << 32); \
	lo_ = hi_ + (oat_dig_t)(u[c] < lo_); hi_ = (oat_dig_t)((int64_t)lo_ >> 63); \
}
	OAT_NR_R6(OAT_NR_LO384, 0) OAT_NR_R6(OAT_NR_HI, 6)
#undef OAT_NR_LO384
#else
#define OAT_NR_TERMS(c) do { \
	OAT_NR_ADD(OAT_NR_U((c) - 1)); OAT_NR_SUB(OAT_NR_U((c) - 3)); \
	OAT_NR_SUB(OAT_NR_U((c) - 4)); OAT_NR_ADD(OAT_NR_U((c) - 12)); \
} while (0)
	OAT_NR_R12(OAT_NR_LO, 0) OAT_NR_R12(OAT_NR_HI, 12)
#endif
#undef OAT_NR_TERMS
	oat_nr_add_back(r, w, OAT_NR_LOW, p, N_);
}

/* P-521 = 2^521 - 1, n0 = 1: step j adds -u_j in column j and u_j 2^521 =
 * u_j 2^(W (n - 1) + 9), the funnel (u_j << 9) | (u_(j-1) >> (W - 9)) in
 * column j + n - 1.  Columns below n - 1 receive nothing: u_j = t_j. */
static inline void oat_nr_redc_p521(oat_dig_t *r, const oat_dig_t *t) {
	enum { N_ = (521 + OAT_WSIZE - 1) / OAT_WSIZE };
	static const oat_dig_t p[N_] = { OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff),
		OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff),
		OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff),
		0x1ff };
	oat_dig_t u[N_], w[N_];
	OAT_NR_ACC;
#define OAT_NR_TERMS(c) OAT_NR_ADD(OAT_NR_F((c) - (N_ - 1), 9))
#if OAT_WSIZE == 64
	OAT_NR_R9(OAT_NR_LO, 0) OAT_NR_R9(OAT_NR_HI, 9)
#else
	OAT_NR_R17(OAT_NR_LO, 0) OAT_NR_R17(OAT_NR_HI, 17)
#endif
#undef OAT_NR_TERMS
	oat_nr_add_back(r, w, OAT_NR_LOW, p, N_);
}

/* ---- the kernels ----------------------------------------------------------- */
#define OAT_NR_KERNELS(bits, n) \
	static inline void oat_nr_mul_p##bits(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { \
		oat_dig_t t_[2 * (n)]; \
		oat_nr_prod(t_, a, b, n); \
		oat_nr_redc_p##bits(r, t_); \
	} \
	static inline void oat_nr_sqr_p##bits(oat_dig_t *r, const oat_dig_t *a) { \
		oat_dig_t t_[2 * (n)]; \
		oat_nr_psqr(t_, a, n); \
		oat_nr_redc_p##bits(r, t_); \
	}
OAT_NR_KERNELS(192, 192 / OAT_WSIZE)
OAT_NR_KERNELS(224, (224 + OAT_WSIZE - 1) / OAT_WSIZE)
OAT_NR_KERNELS(256, 256 / OAT_WSIZE)
OAT_NR_KERNELS(384, 384 / OAT_WSIZE)
OAT_NR_KERNELS(521, (521 + OAT_WSIZE - 1) / OAT_WSIZE)
#undef OAT_NR_KERNELS

#endif /* OAT_HAVE_DBL */
#endif
