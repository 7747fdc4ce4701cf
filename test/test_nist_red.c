/* The portable kernels of the NIST primes (src/fp/nist_red.h) against
 * mont.h, without any curve, for the digit size of the build:
 *   - mul with any a < R and b < p, sqr with a < p, against oat_mont_mul;
 *   - operands whose digits are drawn from carry-rippling patterns (0, 1,
 *     all ones, 2^(W-1), p's digits and their neighbours) and random ones,
 *     and in rounds of their own the extremes (a = R - 1 or p - 1, b =
 *     p - 1) and the results at the ends of [0, p) (b = R mod p, the
 *     Montgomery form of 1, with a = p - 1, p, p + 1: the final correction
 *     on both sides of its boundary);
 *   - every output over every input (aliasing);
 *   - in a GMP build (OAT_ARITH=gmp), the backend's routines of the primes
 *     (oat_gmp_mont_{mul,sqr}_pBITS) the same way.
 * It also measures them (not part of the test):
 *   test_nist_red count [K]   K calls of each kernel, of mont.h's compiled
 *                             with the prime as a constant (as a field
 *                             instantiates it), and of the plain-form
 *                             reductions below, for valgrind --tool=callgrind
 *                             (instructions per call = cost / K) or for
 *                             qemu's instruction counter: each kernel's run
 *                             is between two calls of nr_mark()
 *   test_nist_red time [R]    R rounds of interleaved timings of chains of
 *                             dependent calls, nist_red.h's against mont.h's
 *                             (and GMP's), median of the ratios
 *   test_nist_red ctime       (built with NR_CTIME: test_ctime_nist_red,
 *                             under valgrind) every kernel on operands
 *                             marked undefined for memcheck, which reports
 *                             any branch or memory index that depends on
 *                             them; --control branches on one on purpose
 * The plain-form reductions (R = 1: T mod p with the folds of FIPS 186-4
 * D.2, and the Mersenne fold of P-521) are the alternative nist_red.h
 * weighed; they live here, checked against mont.h as well, to keep those
 * figures reproducible. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fp/nist_red.h"
#if defined(OAT_ARITH_GMP)
#include "arch/gmp/gmp_routines.h"
#endif
#if defined(NR_CTIME)
#include <valgrind/memcheck.h>
#endif

#if !defined(OAT_NR_HAVE)
int main(void) {
	printf("test_nist_red: no double-digit type, nist_red.h is not used: skipped\n");
	return 0;
}
#else

/* rounds per prime: fewer under emulation and sanitizers (test/CMakeLists.txt) */
#ifndef NR_ROUNDS
#define NR_ROUNDS 100000L
#endif

#define W OAT_WSIZE
#define MAXN (576 / W)
#define NDIG(bits) (((bits) + W - 1) / W)

/* FIPS 186-4 D.1.2, little-endian (digits.h: one table for both sizes) */
static const oat_dig_t P192[] = { OAT_L64(0xffffffffffffffff), OAT_L64(0xfffffffffffffffe),
	OAT_L64(0xffffffffffffffff) };
static const oat_dig_t P224[] = { OAT_L64(0x0000000000000001), OAT_L64(0xffffffff00000000),
	OAT_L64(0xffffffffffffffff), OAT_L64(0x00000000ffffffff) };
static const oat_dig_t P256[] = { OAT_L64(0xffffffffffffffff), OAT_L64(0x00000000ffffffff),
	OAT_L64(0x0000000000000000), OAT_L64(0xffffffff00000001) };
static const oat_dig_t P384[] = { OAT_L64(0x00000000ffffffff), OAT_L64(0xffffffff00000000),
	OAT_L64(0xfffffffffffffffe), OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff),
	OAT_L64(0xffffffffffffffff) };
static const oat_dig_t P521[] = { OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff),
	OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff),
	OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff), OAT_L64(0xffffffffffffffff), 0x1ff };

/* ---- the plain-form reductions (the alternative, for the figures) ---------- *
 * r = T mod p for T < p^2 (2n digits), the result in [0, p). */

/* The Solinas folds of FIPS 186-4 D.2 on 32-bit words: the word i of the
 * sum is that of T plus or minus the words of the product that each term
 * S_k, D_k puts there; src[k][i] is the index of the product's word in
 * term k at word i (-1: none), with the sign sgn[k] (2 for 2 S_k). */
typedef struct {
	int m;                 /* words of p */
	int nt;                /* terms besides T */
	signed char src[9][12];
	signed char sgn[9];
	/* 2^(32 m) mod p = sum of fold[j] 2^(32 j), j < m: the carry's fold */
	signed char fold[12];
} solinas_t;

#define X (-1)
static const solinas_t S224 = { 7, 4, {
	{ X, X, X, 7, 8, 9, 10 },            /* S1 */
	{ X, X, X, 11, 12, 13, X },          /* S2 */
	{ 7, 8, 9, 10, 11, 12, 13 },         /* D1 */
	{ 11, 12, 13, X, X, X, X },          /* D2 */
	}, { 1, 1, -1, -1 }, { -1, 0, 0, 1, 0, 0, 0 } };
static const solinas_t S256 = { 8, 8, {
	{ X, X, X, 11, 12, 13, 14, 15 },     /* S1 (twice) */
	{ X, X, X, 12, 13, 14, 15, X },      /* S2 (twice) */
	{ 8, 9, 10, X, X, X, 14, 15 },       /* S3 */
	{ 9, 10, 11, 13, 14, 15, 13, 8 },    /* S4 */
	{ 11, 12, 13, X, X, X, 8, 10 },      /* D1 */
	{ 12, 13, 14, 15, X, X, 9, 11 },     /* D2 */
	{ 13, 14, 15, 8, 9, 10, X, 12 },     /* D3 */
	{ 14, 15, X, 9, 10, 11, X, 13 },     /* D4 */
	}, { 2, 2, 1, 1, -1, -1, -1, -1 }, { 1, 0, 0, -1, 0, 0, -1, 1 } };
static const solinas_t S384 = { 12, 9, {
	{ X, X, X, X, 21, 22, 23, X, X, X, X, X },           /* S1 (twice) */
	{ 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23 },  /* S2 */
	{ 21, 22, 23, 12, 13, 14, 15, 16, 17, 18, 19, 20 },  /* S3 */
	{ X, 23, X, 20, 12, 13, 14, 15, 16, 17, 18, 19 },    /* S4 */
	{ X, X, X, X, 20, 21, 22, 23, X, X, X, X },          /* S5 */
	{ 20, X, X, 21, 22, 23, X, X, X, X, X, X },          /* S6 */
	{ 23, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22 },  /* D1 */
	{ X, 20, 21, 22, 23, X, X, X, X, X, X, X },          /* D2 */
	{ X, X, X, 23, 23, X, X, X, X, X, X, X },            /* D3 */
	}, { 2, 1, 1, 1, 1, 1, -1, -1, -1 }, { 1, -1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0 } };
#undef X

/* word i of the digits d (32-bit words, little-endian) */
static inline uint32_t word(const oat_dig_t *d, int i) {
#if W == 64
	return (uint32_t)(d[i / 2] >> (32 * (i & 1)));
#else
	return d[i];
#endif
}

/* r = v - p + (p if that is negative), for v < 2p given as m words and a
 * top word v[m] (r as n digits: the difference is sign-extended to them) */
static inline void plain_final(oat_dig_t *r, const int64_t *v, int m, const oat_dig_t *p, int n) {
	oat_dig_t w[MAXN];
	int64_t acc = 0;
	uint32_t x[2 * MAXN];
	const int nw = n * W / 32;
	for (int i = 0; i < nw; i++) {
		acc += i <= m ? v[i] : 0;
		acc -= word(p, i);
		x[i] = (uint32_t)acc;
		acc >>= 32;
	}
	for (int i = 0; i < n; i++) {
#if W == 64
		w[i] = (oat_dig_t)x[2 * i] | (oat_dig_t)x[2 * i + 1] << 32;
#else
		w[i] = x[i];
#endif
	}
	oat_nr_add_back(r, w, (oat_dig_t)0 - (oat_dig_t)(acc < 0), p, n);
}

/* T mod p by the table: the words' sums with a signed carry k, then k
 * 2^(32 m) folded by its residue (twice: the first fold's carry is 0 or
 * +-1, the second's 0), then one conditional subtraction.  The columns are
 * written out by macros with constant indices into the constant tables, so
 * that the compiler folds them into straight code, as a hand-written fold
 * would be. */
#define PT(i, k) \
	if ((k) < s->nt && s->src[k][i] >= 0) acc += s->sgn[k] * (int64_t)c[s->src[k][i] & 31];
#define PCOL(i) if ((i) < m) { \
	acc += c[i]; \
	PT(i, 0) PT(i, 1) PT(i, 2) PT(i, 3) PT(i, 4) PT(i, 5) PT(i, 6) PT(i, 7) PT(i, 8) \
	v[i] = (uint32_t)acc; \
	acc >>= 32; \
}
#define PFOLD(i) if ((i) < m) { \
	acc += v[i]; \
	if (s->fold[i]) acc += s->fold[i] * k; \
	v[i] = (uint32_t)acc; \
	acc >>= 32; \
}
#define P12(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7) M(8) M(9) M(10) M(11)
__attribute__((always_inline)) static inline void plain_solinas(oat_dig_t *r, const oat_dig_t *t, const solinas_t *s, const oat_dig_t *p,
		int n) {
	int64_t v[13], acc = 0;
	uint32_t c[24];
	const int m = s->m;
	for (int i = 0; i < 2 * m; i++) c[i] = word(t, i);
	P12(PCOL)
	for (int pass = 0; pass < 2; pass++) {
		int64_t k = acc;
		acc = 0;
		P12(PFOLD)
	}
	v[m] = acc; /* 0 here: the value is below 2^(32 m) < 2p */
	plain_final(r, v, m, p, n);
}
#undef PT
#undef PCOL
#undef PFOLD
#undef P12

/* P-192 with 64-bit words (D.2.1): T + S1 + S2 + S3, S1 = (0, c3, c3),
 * S2 = (c4, c4, 0), S3 = (c5, c5, c5) (most significant first); the carry
 * k folds as k (2^64 + 1), twice (the second fold's carry is 0) */
static inline void plain_p192(oat_dig_t *r, const oat_dig_t *t) {
	uint64_t c[6], v[3], k, lo_ = 0, hi_ = 0;
	int64_t x[7];
	for (int i = 0; i < 6; i++) {
#if W == 64
		c[i] = t[i];
#else
		c[i] = (uint64_t)t[2 * i] | (uint64_t)t[2 * i + 1] << 32;
#endif
	}
#define ADD64(y) do { uint64_t y_ = (y); lo_ += y_; hi_ += (lo_ < y_); } while (0)
#define OUT64(d) do { (d) = lo_; lo_ = hi_; hi_ = 0; } while (0)
	ADD64(c[0]); ADD64(c[3]); ADD64(c[5]); OUT64(v[0]);
	ADD64(c[1]); ADD64(c[3]); ADD64(c[4]); ADD64(c[5]); OUT64(v[1]);
	ADD64(c[2]); ADD64(c[4]); ADD64(c[5]); OUT64(v[2]);
	for (int pass = 0; pass < 2; pass++) {
		k = lo_;
		lo_ = 0;
		ADD64(v[0]); ADD64(k); OUT64(v[0]);
		ADD64(v[1]); ADD64(k); OUT64(v[1]);
		ADD64(v[2]); OUT64(v[2]);
	}
#undef ADD64
#undef OUT64
	for (int i = 0; i < 3; i++) {
		x[2 * i] = (uint32_t)v[i];
		x[2 * i + 1] = (uint32_t)(v[i] >> 32);
	}
	x[6] = 0;
	plain_final(r, x, 6, P192, NDIG(192));
}

/* P-521: T mod p = (T mod 2^521) + (T >> 521) mod p, the sum below 2p */
static inline void plain_p521(oat_dig_t *r, const oat_dig_t *t) {
	enum { N_ = NDIG(521) };
	oat_dig_t w[N_];
	OAT_NR_ACC;
	for (int i = 0; i < N_; i++) {
		oat_dig_t lo = i < N_ - 1 ? t[i] : t[i] & 0x1ff;
		oat_dig_t hi = (t[N_ - 1 + i] >> 9) | (oat_dig_t)(t[N_ + i] << (W - 9));
		OAT_NR_ADD(lo);
		OAT_NR_ADD(hi);
		OAT_NR_SUB(P521[i]);
		OAT_NR_OUT(w[i]);
	}
	oat_nr_add_back(r, w, OAT_NR_LOW, P521, N_);
}

static inline void plain_p224(oat_dig_t *r, const oat_dig_t *t) { plain_solinas(r, t, &S224, P224, NDIG(224)); }
static inline void plain_p256(oat_dig_t *r, const oat_dig_t *t) { plain_solinas(r, t, &S256, P256, NDIG(256)); }
static inline void plain_p384(oat_dig_t *r, const oat_dig_t *t) { plain_solinas(r, t, &S384, P384, NDIG(384)); }

/* ---- the kernels under test, as noinline functions ------------------------ */
typedef void (*mul_fn)(oat_dig_t *, const oat_dig_t *, const oat_dig_t *);
typedef void (*sqr_fn)(oat_dig_t *, const oat_dig_t *);

#define N0_P192 1
#define N0_P256 1
#define N0_P521 1
#if W == 64
#define N0_P224 UINT64_C(0xffffffffffffffff)
#define N0_P384 UINT64_C(0x100000001)
#else
#define N0_P224 0xffffffffu
#define N0_P384 1
#endif

#define KERNELS(bits) \
	__attribute__((noinline)) static void nr_mul##bits(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { \
		oat_nr_mul_p##bits(r, a, b); \
	} \
	__attribute__((noinline)) static void nr_sqr##bits(oat_dig_t *r, const oat_dig_t *a) { \
		oat_nr_sqr_p##bits(r, a); \
	} \
	__attribute__((noinline)) static void mont_mul##bits(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { \
		oat_mont_mul(r, a, b, P##bits, N0_P##bits, NDIG(bits)); \
	} \
	__attribute__((noinline)) static void mont_sqr##bits(oat_dig_t *r, const oat_dig_t *a) { \
		oat_mont_mul(r, a, a, P##bits, N0_P##bits, NDIG(bits)); \
	} \
	__attribute__((noinline)) static void plain_mul##bits(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { \
		oat_dig_t t[2 * NDIG(bits)]; \
		oat_nr_prod(t, a, b, NDIG(bits)); \
		plain_p##bits(r, t); \
	} \
	__attribute__((noinline)) static void plain_sqr##bits(oat_dig_t *r, const oat_dig_t *a) { \
		oat_dig_t t[2 * NDIG(bits)]; \
		oat_nr_psqr(t, a, NDIG(bits)); \
		plain_p##bits(r, t); \
	}
KERNELS(192)
KERNELS(224)
KERNELS(256)
KERNELS(384)
KERNELS(521)

#if defined(OAT_ARITH_GMP)
/* the GMP backend's generic kernels, as kernels_arch.h bound them */
#define GMP_GENERIC(bits) \
	__attribute__((noinline)) static void gmp_mul##bits(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { \
		oat_gmp_mont_mul(r, a, b, P##bits, N0_P##bits, NDIG(bits)); \
	} \
	__attribute__((noinline)) static void gmp_sqr##bits(oat_dig_t *r, const oat_dig_t *a) { \
		oat_gmp_mont_sqr(r, a, P##bits, N0_P##bits, NDIG(bits)); \
	}
GMP_GENERIC(192)
GMP_GENERIC(224)
GMP_GENERIC(256)
GMP_GENERIC(384)
GMP_GENERIC(521)
#define GMP_G(bits) gmp_mul##bits, gmp_sqr##bits
#else
#define GMP_G(bits) NULL, NULL
#endif

typedef struct {
	const char *name;
	int bits, n;
	const oat_dig_t *p;
	oat_dig_t n0;
	mul_fn nr_mul, mont_mul, plain_mul, gmp_mul_nr;
	sqr_fn nr_sqr, mont_sqr, plain_sqr, gmp_sqr_nr;
	mul_fn gmp_mul;
	sqr_fn gmp_sqr;
} prime_t;

#define PRIME(bits) { "p" #bits, bits, NDIG(bits), P##bits, N0_P##bits, \
	nr_mul##bits, mont_mul##bits, plain_mul##bits, NULL, \
	nr_sqr##bits, mont_sqr##bits, plain_sqr##bits, NULL, GMP_G(bits) }
static prime_t primes[] = { PRIME(192), PRIME(224), PRIME(256), PRIME(384), PRIME(521) };
#define NPRIMES ((int)(sizeof(primes) / sizeof(primes[0])))

static void bind_gmp(void) {
#if defined(OAT_ARITH_GMP)
	mul_fn m[5] = { oat_gmp_mont_mul_p192, oat_gmp_mont_mul_p224, oat_gmp_mont_mul_p256,
		oat_gmp_mont_mul_p384, oat_gmp_mont_mul_p521 };
	sqr_fn s[5] = { oat_gmp_mont_sqr_p192, oat_gmp_mont_sqr_p224, oat_gmp_mont_sqr_p256,
		oat_gmp_mont_sqr_p384, oat_gmp_mont_sqr_p521 };
	for (int i = 0; i < NPRIMES; i++) {
		primes[i].gmp_mul_nr = m[i];
		primes[i].gmp_sqr_nr = s[i];
	}
#endif
}

/* ---- operands --------------------------------------------------------------- */
static uint64_t rng_s[4];
static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
/* xoshiro256** (Blackman and Vigna): deterministic test data */
static uint64_t rnd(void) {
	uint64_t r = rotl(rng_s[1] * 5, 7) * 9, t = rng_s[1] << 17;
	rng_s[2] ^= rng_s[0]; rng_s[3] ^= rng_s[1]; rng_s[1] ^= rng_s[2]; rng_s[0] ^= rng_s[3];
	rng_s[2] ^= t; rng_s[3] = rotl(rng_s[3], 45);
	return r;
}
static void seed(uint64_t s) {
	const char *env = getenv("OAT_TEST_SEED");
	if (env) s = strtoull(env, NULL, 0);
	for (int i = 0; i < 4; i++) { /* splitmix64 */
		uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		rng_s[i] = z ^ (z >> 31);
	}
}

/* a digit that makes carries ripple, or a random one */
static oat_dig_t digit(const oat_dig_t *p, int n) {
	uint64_t x = rnd();
	switch (x & 15) {
	case 0: return 0;
	case 1: return 1;
	case 2: return (oat_dig_t)~(oat_dig_t)0;
	case 3: return (oat_dig_t)~(oat_dig_t)0 - 1;
	case 4: return (oat_dig_t)1 << (W - 1);
	case 5: return p[(x >> 4) % (unsigned)n];
	case 6: return p[(x >> 4) % (unsigned)n] - 1;
	case 7: return p[(x >> 4) % (unsigned)n] + 1;
	default: return (oat_dig_t)rnd();
	}
}

static void any(oat_dig_t *a, const prime_t *q) {
	for (int i = 0; i < q->n; i++) a[i] = digit(q->p, q->n);
}

/* a value < p: a pattern cut to the bit length of p, then reduced */
static void below(oat_dig_t *a, const prime_t *q) {
	const int n = q->n;
	any(a, q);
	oat_dig_t mask = q->p[n - 1];
	for (int sh = 1; sh < W; sh <<= 1) mask |= mask >> sh;
	a[n - 1] &= mask;
	while (!oat_lt_n(a, q->p, n)) oat_subn_n(a, a, q->p, n);
}

static int eq(const oat_dig_t *a, const oat_dig_t *b, int n) {
	return memcmp(a, b, sizeof(oat_dig_t) * (size_t)n) == 0;
}

/* ---- the test --------------------------------------------------------------- */
static long failures, checks;

#define CHECK(cond, what) do { \
	checks++; \
	if (!(cond)) { \
		failures++; \
		if (failures <= 20) \
			fprintf(stderr, "test_nist_red: %s, %s, %s, round %ld\n", what, kname, q->name, it); \
	} \
} while (0)

/* one pair of kernels (mul, sqr) against mont.h */
static void check_pair(const prime_t *q, const char *kname, mul_fn mul, sqr_fn sqr, long it,
		const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *w,
		const oat_dig_t *e, const oat_dig_t *es, const oat_dig_t *ew) {
	const int n = q->n;
	const size_t sz = sizeof(oat_dig_t) * (size_t)n;
	oat_dig_t r[MAXN];
	mul(r, a, b); CHECK(eq(r, e, n), "mul");
	memcpy(r, a, sz); mul(r, r, b); CHECK(eq(r, e, n), "mul, r = a");
	memcpy(r, b, sz); mul(r, a, r); CHECK(eq(r, e, n), "mul, r = b");
	mul(r, w, b); CHECK(eq(r, ew, n), "mul, any a < R");
	memcpy(r, w, sz); mul(r, r, b); CHECK(eq(r, ew, n), "mul, any a < R, r = a");
	memcpy(r, a, sz); mul(r, r, r); CHECK(eq(r, es, n), "mul, r = a = b");
	sqr(r, a); CHECK(eq(r, es, n), "sqr");
	memcpy(r, a, sz); sqr(r, r); CHECK(eq(r, es, n), "sqr, r = a");
}

static void check_prime(const prime_t *q, long rounds) {
	const int n = q->n;
	const size_t sz = sizeof(oat_dig_t) * (size_t)n;
	oat_dig_t pm1[MAXN], pm2[MAXN], pp1[MAXN], ones[MAXN], one[MAXN] = { 1 }, rmod[MAXN], r2[MAXN];
	long it = 0;
	const char *kname = "setup";
	memcpy(pm1, q->p, sz);
	pm1[0] -= 1;
	memcpy(pm2, q->p, sz);
	pm2[0] -= 2;
	for (int i = 0; i < n; i++) ones[i] = (oat_dig_t)~(oat_dig_t)0;
	CHECK((oat_dig_t)(q->p[0] * (oat_dig_t)(0 - q->n0)) == 1, "n0");
	/* R mod p and R^2 mod p (for the plain forms' check): doublings of 1 */
	memcpy(rmod, one, sz);
	for (int i = 0; i < W * n; i++) oat_mont_add(rmod, rmod, rmod, q->p, n);
	memcpy(r2, rmod, sz);
	for (int i = 0; i < W * n; i++) oat_mont_add(r2, r2, r2, q->p, n);
	memcpy(pp1, q->p, sz);
	pp1[0] += 1; /* p + 1 < R: p is odd, no carry */

	for (it = 0; it < rounds; it++) {
		oat_dig_t a[MAXN], b[MAXN], w[MAXN], e[MAXN], es[MAXN], ew[MAXN], r[MAXN];
		below(a, q);
		below(b, q);
		any(w, q);
		switch (it & 7) {
		case 0: memcpy(a, pm1, sz); memcpy(b, pm1, sz); memcpy(w, ones, sz); break;
		case 1: memcpy(a, pm2, sz); memcpy(w, pm1, sz); break;
		case 2: memset(a, 0, sz); a[0] = 1; memset(w, 0, sz); break;
		case 3: memcpy(a, pm1, sz); memcpy(b, rmod, sz); memcpy(w, q->p, sz); break;
		case 4: memcpy(b, rmod, sz); memcpy(w, pp1, sz); break;
		default: break;
		}
		oat_mont_mul(e, a, b, q->p, q->n0, n);
		oat_mont_mul(es, a, a, q->p, q->n0, n);
		oat_mont_mul(ew, w, b, q->p, q->n0, n);
		kname = "nist_red";
		check_pair(q, kname, q->nr_mul, q->nr_sqr, it, a, b, w, e, es, ew);
		if (q->gmp_mul_nr) {
			kname = "gmp";
			check_pair(q, kname, q->gmp_mul_nr, q->gmp_sqr_nr, it, a, b, w, e, es, ew);
		}
		/* the plain forms: a b mod p = (a b / R) R^2 / R */
		kname = "plain";
		oat_dig_t x[MAXN];
		oat_mont_mul(x, e, r2, q->p, q->n0, n);
		q->plain_mul(r, a, b); CHECK(eq(r, x, n), "plain mul");
		oat_mont_mul(x, es, r2, q->p, q->n0, n);
		q->plain_sqr(r, a); CHECK(eq(r, x, n), "plain sqr");
	}
	printf("test_nist_red: %s (%d digits of %d bits): %ld rounds\n", q->name, n, W, rounds);
}

/* ---- the measurements ------------------------------------------------------- */
/* called between kernels' runs: qemu's counter marks its address */
__attribute__((noinline)) void nr_mark(void);
__attribute__((noinline)) void nr_mark(void) { __asm__ volatile("" ::: "memory"); }

static double now(void) {
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* a value < p */
static void operand(oat_dig_t *x, const prime_t *q, uint64_t s) {
	for (int i = 0; i < q->n; i++) x[i] = (oat_dig_t)((s += 0x9e3779b97f4a7c15ULL) * 0xbf58476d1ce4e5b9ULL);
	x[q->n - 1] = q->p[q->n - 1] >> 1;
}

/* k dependent calls (the latency a ladder or an exponentiation sees) */
static double run(mul_fn mul, sqr_fn sqr, long k, oat_dig_t *x, const oat_dig_t *y) {
	double t0 = now();
	if (sqr)
		for (long i = 0; i < k; i++) sqr(x, x);
	else
		for (long i = 0; i < k; i++) mul(x, x, y);
	return now() - t0;
}

static int cmp_d(const void *a, const void *b) {
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static void count(long k) {
	oat_dig_t x[MAXN], y[MAXN];
	unsigned sink = 0;
	for (int i = 0; i < NPRIMES; i++) {
		const prime_t *q = &primes[i];
		mul_fn mf[5] = { q->nr_mul, q->mont_mul, q->plain_mul, q->gmp_mul_nr, q->gmp_mul };
		sqr_fn sf[5] = { q->nr_sqr, q->mont_sqr, q->plain_sqr, q->gmp_sqr_nr, q->gmp_sqr };
		for (int j = 0; j < 5; j++) {
			if (!mf[j]) continue;
			operand(x, q, 1);
			operand(y, q, 2);
			nr_mark();
			run(mf[j], NULL, k, x, y);
			nr_mark();
			run(NULL, sf[j], k, x, y);
			nr_mark();
			sink += (unsigned)x[0];
		}
	}
	printf("%x\n", sink);
}

static void timing(int rounds) {
	static const char *const names[5] = { "nist_red", "mont.h", "plain", "gmp+nist_red", "gmp" };
	double *ratio = malloc(sizeof(double) * (size_t)rounds), *ta = malloc(sizeof(double) * (size_t)rounds);
	if (!ratio || !ta) return;
	for (int i = 0; i < NPRIMES; i++) {
		const prime_t *q = &primes[i];
		mul_fn mf[5] = { q->nr_mul, q->mont_mul, q->plain_mul, q->gmp_mul_nr, q->gmp_mul };
		sqr_fn sf[5] = { q->nr_sqr, q->mont_sqr, q->plain_sqr, q->gmp_sqr_nr, q->gmp_sqr };
		/* each against nist_red.h's: A = kernel j, B = nist_red */
		for (int j = 1; j < 5; j++) {
			if (!mf[j]) continue;
			for (int sqr = 0; sqr < 2; sqr++) {
				oat_dig_t xa[MAXN], xb[MAXN], y[MAXN];
				operand(xa, q, 1);
				operand(xb, q, 1);
				operand(y, q, 2);
				const long k = 2000;
				for (int r = 0; r < rounds; r++) {
					double a, b;
					if (r & 1) {
						b = run(sqr ? NULL : mf[0], sqr ? sf[0] : NULL, k, xb, y);
						a = run(sqr ? NULL : mf[j], sqr ? sf[j] : NULL, k, xa, y);
					} else {
						a = run(sqr ? NULL : mf[j], sqr ? sf[j] : NULL, k, xa, y);
						b = run(sqr ? NULL : mf[0], sqr ? sf[0] : NULL, k, xb, y);
					}
					ratio[r] = b / a;
					ta[r] = b;
				}
				qsort(ratio, (size_t)rounds, sizeof(double), cmp_d);
				qsort(ta, (size_t)rounds, sizeof(double), cmp_d);
				printf("%s %s: nist_red / %-12s median %.3f (quartiles %.3f .. %.3f); nist_red %.1f ns\n",
					q->name, sqr ? "sqr" : "mul", names[j], ratio[rounds / 2], ratio[rounds / 4],
					ratio[3 * rounds / 4], 1e9 * ta[rounds / 2] / (double)k);
			}
		}
	}
	free(ratio);
	free(ta);
}

#if defined(NR_CTIME)
/* every kernel of the build on secret operands (a < R for mul, as its
 * contract allows); the results are declassified, as a caller would */
static int ctime_run(int control) {
	oat_dig_t x[MAXN], y[MAXN], r[MAXN];
	unsigned sink = 0;
	for (int i = 0; i < NPRIMES; i++) {
		const prime_t *q = &primes[i];
		mul_fn mf[3] = { q->nr_mul, q->gmp_mul_nr, q->gmp_mul };
		sqr_fn sf[3] = { q->nr_sqr, q->gmp_sqr_nr, q->gmp_sqr };
		for (int j = 0; j < 3; j++) {
			if (!mf[j]) continue;
			operand(x, q, 1);
			operand(y, q, 2);
			x[q->n - 1] = (oat_dig_t)~(oat_dig_t)0;
			VALGRIND_MAKE_MEM_UNDEFINED(x, sizeof(x));
			VALGRIND_MAKE_MEM_UNDEFINED(y, sizeof(y));
			mf[j](r, x, y);
			mf[j](r, r, y);
			sf[j](r, y);
			sf[j](r, r);
			if (control && (r[0] & 1)) nr_mark(); /* the negative control: a branch on a secret */
			VALGRIND_MAKE_MEM_DEFINED(r, sizeof(r));
			sink += (unsigned)r[0];
		}
	}
	printf("test_nist_red ctime: %x\n", sink);
	return 0;
}
#endif

int main(int argc, char **argv) {
	bind_gmp();
#if defined(NR_CTIME)
	if (argc >= 2 && !strcmp(argv[1], "ctime")) return ctime_run(argc >= 3 && !strcmp(argv[2], "--control"));
#endif
	if (argc >= 2 && !strcmp(argv[1], "count")) {
		count(argc >= 3 ? atol(argv[2]) : 1000);
		return 0;
	}
	if (argc >= 2 && !strcmp(argv[1], "time")) {
		int rounds = argc >= 3 ? atoi(argv[2]) : 301;
		timing(rounds < 1 || rounds > 10001 ? 301 : rounds);
		return 0;
	}
	if (argc >= 2) {
		fprintf(stderr, "usage: test_nist_red [count [K] | time [ROUNDS] | ctime [--control]]\n");
		return 2;
	}
	const long rounds = getenv("OAT_TEST_QUICK") ? 1000 : NR_ROUNDS;
	seed(0x6e69737472656400ULL);
	for (int i = 0; i < NPRIMES; i++) check_prime(&primes[i], rounds);
	printf("test_nist_red: %ld checks, %ld failures\n", checks, failures);
	return failures != 0;
}
#endif
