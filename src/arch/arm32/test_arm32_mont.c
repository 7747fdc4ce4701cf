/* test_arm32_mont: the arm32 routines of the NIST fields' sizes (6, 7, 8 and
 * 12 digits with no spare bit, 17 with spare bits) and the routines of the
 * NIST primes against the portable kernels of src/fp/mont.h, independent of
 * any curve folder:
 *   - the moduli: p and n of P-192, P-224, P-256, P-384 and P-521 (FIPS
 *     186-4, D.1.2), the largest odd modulus of each class, and random odd
 *     moduli of each class (2^(32n-1) < m < 2^(32n) for the full classes,
 *     2^520 < m < 2^543 for 17 digits);
 *   - the operands: digits drawn from carry-rippling patterns (0, 1, all
 *     ones, 2^31, the modulus' own digits and their neighbours) or at
 *     random, over the full ranges of the contracts: mul with any
 *     a < 2^(32n) and b < m, the others on [0, m), with m - 1, m - 2, 0 and
 *     all ones included;
 *   - every output aliased with every input;
 *   - the routines of each NIST prime (pNNN_mul.S, pNNN_add.S) the same way;
 *   - the basic kernels that kernels_arch.h binds for each NIST field
 *     (src/fp/low_tmpl.h with its LOW_N, LOW_BITS and LOW_FORM:
 *     test_arm32_fields.h), which must be arm32 routines.
 * Registered as the test test_arm32_mont (backend.cmake); it builds every
 * routine itself, whatever curves the library holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define OAT_MONT_MAXN 17
#include "fp/mont.h"
#include "arch/arm32/arm32_routines.h"

#define MAXN 17

static long failures = 0, checks = 0;

#define CHECK(cond, what) do { \
	checks++; \
	if (!(cond)) { \
		if (++failures <= 20) \
			fprintf(stderr, "%s:%d: %s: %s fails (%s)\n", __FILE__, __LINE__, ctx, what, #cond); \
	} \
} while (0)

static const char *ctx = "";

/* xoshiro128** (Blackman and Vigna), seeded by splitmix32 steps; a fixed
 * seed unless OAT_TEST_SEED is set, so a failure replays. */
static uint32_t rs[4];

static uint32_t rotl32(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static uint32_t rnd(void) {
	uint32_t r = rotl32(rs[1] * 5, 7) * 9, t = rs[1] << 9;
	rs[2] ^= rs[0]; rs[3] ^= rs[1]; rs[1] ^= rs[2]; rs[0] ^= rs[3];
	rs[2] ^= t; rs[3] = rotl32(rs[3], 11);
	return r;
}

static void seed(uint32_t s) {
	const char *env = getenv("OAT_TEST_SEED");
	if (env) s = (uint32_t)strtoul(env, NULL, 0);
	for (int i = 0; i < 4; i++) {
		uint32_t z = (s += 0x9e3779b9u);
		z = (z ^ (z >> 16)) * 0x85ebca6bu;
		z = (z ^ (z >> 13)) * 0xc2b2ae35u;
		rs[i] = z ^ (z >> 16);
	}
}

/* ---- the NIST moduli (little-endian digits), checked against hex below ---- */
static const uint32_t p192[6] = {
	0xffffffff, 0xffffffff, 0xfffffffe, 0xffffffff, 0xffffffff, 0xffffffff
};
static const uint32_t n192[6] = {
	0xb4d22831, 0x146bc9b1, 0x99def836, 0xffffffff, 0xffffffff, 0xffffffff
};
static const uint32_t p224[7] = {
	0x00000001, 0x00000000, 0x00000000, 0xffffffff, 0xffffffff, 0xffffffff,
	0xffffffff
};
static const uint32_t n224[7] = {
	0x5c5c2a3d, 0x13dd2945, 0xe0b8f03e, 0xffff16a2, 0xffffffff, 0xffffffff,
	0xffffffff
};
static const uint32_t p256[8] = {
	0xffffffff, 0xffffffff, 0xffffffff, 0x00000000, 0x00000000, 0x00000000,
	0x00000001, 0xffffffff
};
static const uint32_t n256[8] = {
	0xfc632551, 0xf3b9cac2, 0xa7179e84, 0xbce6faad, 0xffffffff, 0xffffffff,
	0x00000000, 0xffffffff
};
static const uint32_t p384[12] = {
	0xffffffff, 0x00000000, 0x00000000, 0xffffffff, 0xfffffffe, 0xffffffff,
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff
};
static const uint32_t n384[12] = {
	0xccc52973, 0xecec196a, 0x48b0a77a, 0x581a0db2, 0xf4372ddf, 0xc7634d81,
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff
};
static const uint32_t p521[17] = {
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff,
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0x000001ff
};
static const uint32_t n521[17] = {
	0x91386409, 0xbb6fb71e, 0x899c47ae, 0x3bb5c9b8, 0xf709a5d0, 0x7fcc0148,
	0xbf2f966b, 0x51868783, 0xfffffffa, 0xffffffff, 0xffffffff, 0xffffffff,
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0x000001ff
};

/* FIPS 186-4 D.1.2: p as the signed powers of 2 that define it (+e for
 * 2^e, -e for -2^e; the term -1 is written -100 and +1 as 100), n in hex */
static const struct { const uint32_t *m; int n; const char *name, *hex; int pw[6]; } named[10] = {
	{ p192, 6, "p192", NULL, { 192, -64, -100 } },
	{ n192, 6, "n192", "ffffffffffffffffffffffff99def836146bc9b1b4d22831", { 0 } },
	{ p224, 7, "p224", NULL, { 224, -96, 100 } },
	{ n224, 7, "n224", "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d", { 0 } },
	{ p256, 8, "p256", NULL, { 256, -224, 192, 96, -100 } },
	{ n256, 8, "n256", "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551", { 0 } },
	{ p384, 12, "p384", NULL, { 384, -128, -96, 32, -100 } },
	{ n384, 12, "n384", "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf"
		"581a0db248b0a77aecec196accc52973", { 0 } },
	{ p521, 17, "p521", NULL, { 521, -100 } },
	{ n521, 17, "n521", "1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
		"a51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409", { 0 } },
};

/* the value of a hex string, or of a sum of signed powers of 2 (mod
 * 2^(32n): the leading 2^(32n) of p256 and p384 wraps to 0) */
static void named_value(uint32_t *x, int n, const char *hex, const int *pw) {
	uint32_t t[MAXN];
	memset(x, 0, sizeof(uint32_t) * (size_t)n);
	if (hex) {
		size_t len = strlen(hex);
		for (size_t i = 0; i < len; i++) {
			char c = hex[len - 1 - i];
			uint32_t v = (uint32_t)(c <= '9' ? c - '0' : c - 'a' + 10);
			x[i / 8] |= v << (4 * (i % 8));
		}
		return;
	}
	for (int k = 0; k < 6 && pw[k]; k++) {
		int e = pw[k] < 0 ? -pw[k] : pw[k];
		if (e == 100) e = 0;
		memset(t, 0, sizeof(t));
		if (e >= 32 * n) continue;
		t[e / 32] = (uint32_t)1 << (e % 32);
		if (pw[k] < 0) oat_subn_n(x, x, t, n);
		else oat_addn_n(x, x, t, n);
	}
}

/* n0 = -m^-1 mod 2^32 by Newton's iteration (m odd: m m = 1 mod 8) */
static uint32_t neg_inv(uint32_t m0) {
	uint32_t x = m0;
	for (int i = 0; i < 4; i++) x *= 2 - m0 * x;
	return 0u - x;
}

/* ---- operands ---- */

/* a digit that makes carries ripple, or a random one */
static uint32_t dig(const uint32_t *m, int n) {
	uint32_t x = rnd(), k = (x >> 4) % (uint32_t)n;
	switch (x & 15) {
	case 0: return 0;
	case 1: return 1;
	case 2: return 0xffffffffu;
	case 3: return 0xfffffffeu;
	case 4: return 0x80000000u;
	case 5: return m[k];
	case 6: return m[k] - 1;
	case 7: return m[k] + 1;
	default: return rnd();
	}
}

static void any(uint32_t *a, int n, const uint32_t *m) {
	for (int i = 0; i < n; i++) a[i] = dig(m, n);
}

/* a < m: a rippling or random value, or m minus a small one */
static void below(uint32_t *a, const uint32_t *m, int n) {
	for (;;) {
		any(a, n, m);
		if (rnd() & 1) {
			uint32_t k[MAXN] = {0};
			k[0] = 1 + rnd() % 3;
			if (oat_subn_n(a, m, k, n)) continue;
		}
		if (oat_lt_n(a, m, n)) return;
		a[n - 1] &= m[n - 1];
		if (oat_lt_n(a, m, n)) return;
	}
}

static int eq(const uint32_t *a, const uint32_t *b, int n) {
	return memcmp(a, b, sizeof(uint32_t) * (size_t)n) == 0;
}

/* ---- the routines ---- */
typedef void mul_fn(uint32_t *, const uint32_t *, const uint32_t *, const uint32_t *, uint32_t);
typedef void sqr_fn(uint32_t *, const uint32_t *, const uint32_t *, uint32_t);
typedef void bin_fn(uint32_t *, const uint32_t *, const uint32_t *, const uint32_t *);
typedef void un_fn(uint32_t *, const uint32_t *, const uint32_t *);

typedef struct {
	const char *name;
	int n, full;
	mul_fn *mul; sqr_fn *sqr; bin_fn *add, *sub; un_fn *neg, *dbl, *hlv;
} kset;

static const kset sets[] = {
	{ "6 digits", 6, 1, oat_arm32_mont_mul6_full, oat_arm32_mont_sqr6_full, oat_arm32_mont_add6_full,
	  oat_arm32_mont_sub6, oat_arm32_mont_neg6, oat_arm32_mont_dbl6_full, oat_arm32_mont_hlv6 },
	{ "7 digits", 7, 1, oat_arm32_mont_mul7_full, oat_arm32_mont_sqr7_full, oat_arm32_mont_add7_full,
	  oat_arm32_mont_sub7, oat_arm32_mont_neg7, oat_arm32_mont_dbl7_full, oat_arm32_mont_hlv7 },
	{ "8 digits full", 8, 1, oat_arm32_mont_mul8_full, oat_arm32_mont_sqr8_full, oat_arm32_mont_add8_full,
	  oat_arm32_mont_sub8, oat_arm32_mont_neg8, oat_arm32_mont_dbl8_full, oat_arm32_mont_hlv8 },
	{ "12 digits full", 12, 1, oat_arm32_mont_mul12_full, oat_arm32_mont_sqr12_full,
	  oat_arm32_mont_add12_full, oat_arm32_mont_sub12, oat_arm32_mont_neg12, oat_arm32_mont_dbl12_full,
	  oat_arm32_mont_hlv12 },
	{ "17 digits", 17, 0, oat_arm32_mont_mul17, oat_arm32_mont_sqr17, oat_arm32_mont_add17,
	  oat_arm32_mont_sub17, oat_arm32_mont_neg17, oat_arm32_mont_dbl17, oat_arm32_mont_hlv17 },
};

/* The routines of the NIST primes, with the signatures of the class's (the
 * modulus and n0 they are given are p's and go unused). */
#define PRIME_SET(b) \
static void mul_p##b(uint32_t *r, const uint32_t *a, const uint32_t *x, const uint32_t *m, uint32_t n0) \
	{ (void)m; (void)n0; oat_arm32_mont_mul_p##b(r, a, x); } \
static void sqr_p##b(uint32_t *r, const uint32_t *a, const uint32_t *m, uint32_t n0) \
	{ (void)m; (void)n0; oat_arm32_mont_sqr_p##b(r, a); } \
static void add_p##b(uint32_t *r, const uint32_t *a, const uint32_t *x, const uint32_t *m) \
	{ (void)m; oat_arm32_mont_add_p##b(r, a, x); } \
static void sub_p##b(uint32_t *r, const uint32_t *a, const uint32_t *x, const uint32_t *m) \
	{ (void)m; oat_arm32_mont_sub_p##b(r, a, x); } \
static void neg_p##b(uint32_t *r, const uint32_t *a, const uint32_t *m) { (void)m; oat_arm32_mont_neg_p##b(r, a); } \
static void dbl_p##b(uint32_t *r, const uint32_t *a, const uint32_t *m) { (void)m; oat_arm32_mont_dbl_p##b(r, a); } \
static void hlv_p##b(uint32_t *r, const uint32_t *a, const uint32_t *m) { (void)m; oat_arm32_mont_hlv_p##b(r, a); }
PRIME_SET(192)
PRIME_SET(224)
PRIME_SET(256)
PRIME_SET(384)
PRIME_SET(521)
#define PRIME_KSET(b, n) { "p" #b " routines", n, 1, mul_p##b, sqr_p##b, add_p##b, sub_p##b, neg_p##b, \
	dbl_p##b, hlv_p##b }

static const kset prime_sets[5] = {
	PRIME_KSET(192, 6), PRIME_KSET(224, 7), PRIME_KSET(256, 8), PRIME_KSET(384, 12), PRIME_KSET(521, 17)
};
static const uint32_t *const prime_mod[5] = { p192, p224, p256, p384, p521 };

/* The basic kernels kernels_arch.h binds for each NIST field (what a field
 * instance gets from src/fp/low_tmpl.h): first a compile-time check that
 * it binds arm32 routines (LOW_ARCH) for the field's LOW_N, LOW_BITS and
 * LOW_FORM, then the kernels themselves through low_tmpl.h, wrapped with
 * the class's signatures. */
#define FIELD_KERNELS(name, n, bits, mod, n0, form) \
static void fmul_##name(uint32_t *r, const uint32_t *a, const uint32_t *x, const uint32_t *m, uint32_t z) \
	{ (void)m; (void)z; k_##name##_mul(r, a, x); } \
static void fsqr_##name(uint32_t *r, const uint32_t *a, const uint32_t *m, uint32_t z) \
	{ (void)m; (void)z; k_##name##_sqr(r, a); } \
static void fadd_##name(uint32_t *r, const uint32_t *a, const uint32_t *x, const uint32_t *m) \
	{ (void)m; k_##name##_add(r, a, x); } \
static void fsub_##name(uint32_t *r, const uint32_t *a, const uint32_t *x, const uint32_t *m) \
	{ (void)m; k_##name##_sub(r, a, x); } \
static void fneg_##name(uint32_t *r, const uint32_t *a, const uint32_t *m) { (void)m; k_##name##_neg(r, a); } \
static void fdbl_##name(uint32_t *r, const uint32_t *a, const uint32_t *m) { (void)m; k_##name##_dbl(r, a); } \
static void fhlv_##name(uint32_t *r, const uint32_t *a, const uint32_t *m) { (void)m; k_##name##_hlv(r, a); }
#define FIELD_KSET(name, n) { #name " bound by kernels_arch.h", n, 1, fmul_##name, fsqr_##name, \
	fadd_##name, fsub_##name, fneg_##name, fdbl_##name, fhlv_##name }

#include "test_arm32_fields.h"

static const kset field_sets[10] = {
	FIELD_KSET(p192, 6), FIELD_KSET(n192, 6), FIELD_KSET(p224, 7), FIELD_KSET(n224, 7),
	FIELD_KSET(p256, 8), FIELD_KSET(n256, 8), FIELD_KSET(p384, 12), FIELD_KSET(n384, 12),
	FIELD_KSET(p521, 17), FIELD_KSET(n521, 17)
};

/* The checks of one kernel set with one modulus, `iters` operand draws. */
static void check_set(const kset *k, const uint32_t *m, long iters) {
	int n = k->n;
	uint32_t n0 = neg_inv(m[0]);
	uint32_t a[MAXN], b[MAXN], e1[MAXN], e2[MAXN], r[MAXN];
	for (long it = 0; it < iters; it++) {
		/* mul: any a < 2^(32n), b < m; sqr: a < m */
		any(a, n, m);
		below(b, m, n);
		if (it == 0) { memset(a, 0xff, sizeof(a)); memcpy(b, m, sizeof(b)); b[0]--; }
		if (it == 1) { memset(a, 0xff, sizeof(a)); memset(b, 0, sizeof(b)); }
		oat_mont_mul(e1, a, b, m, n0, n);
		oat_mont_mul(e2, b, b, m, n0, n);
		k->mul(r, a, b, m, n0); CHECK(eq(r, e1, n), "mul");
		memcpy(r, a, sizeof(r)); k->mul(r, r, b, m, n0); CHECK(eq(r, e1, n), "mul, r = a");
		memcpy(r, b, sizeof(r)); k->mul(r, a, r, m, n0); CHECK(eq(r, e1, n), "mul, r = b");
		memcpy(r, b, sizeof(r)); k->mul(r, r, r, m, n0); CHECK(eq(r, e2, n), "mul, r = a = b");
		k->sqr(r, b, m, n0); CHECK(eq(r, e2, n), "sqr");
		memcpy(r, b, sizeof(r)); k->sqr(r, r, m, n0); CHECK(eq(r, e2, n), "sqr, r = a");
		/* the additive kernels on a, b < m */
		below(a, m, n);
		below(b, m, n);
		if (it == 2) { memcpy(a, m, sizeof(a)); a[0]--; memcpy(b, a, sizeof(b)); }
		if (it == 3) memset(a, 0, sizeof(a));
		oat_mont_add(e1, a, b, m, n);
		oat_mont_add(e2, a, a, m, n);
		k->add(r, a, b, m); CHECK(eq(r, e1, n), "add");
		memcpy(r, a, sizeof(r)); k->add(r, r, b, m); CHECK(eq(r, e1, n), "add, r = a");
		memcpy(r, b, sizeof(r)); k->add(r, a, r, m); CHECK(eq(r, e1, n), "add, r = b");
		memcpy(r, a, sizeof(r)); k->add(r, r, r, m); CHECK(eq(r, e2, n), "add, r = a = b");
		k->dbl(r, a, m); CHECK(eq(r, e2, n), "dbl");
		memcpy(r, a, sizeof(r)); k->dbl(r, r, m); CHECK(eq(r, e2, n), "dbl, r = a");
		oat_mont_sub(e1, a, b, m, n);
		k->sub(r, a, b, m); CHECK(eq(r, e1, n), "sub");
		memcpy(r, a, sizeof(r)); k->sub(r, r, b, m); CHECK(eq(r, e1, n), "sub, r = a");
		memcpy(r, b, sizeof(r)); k->sub(r, a, r, m); CHECK(eq(r, e1, n), "sub, r = b");
		memcpy(r, a, sizeof(r)); k->sub(r, r, r, m);
		memset(e2, 0, sizeof(e2)); CHECK(eq(r, e2, n), "sub, r = a = b");
		oat_mont_neg(e1, a, m, n);
		k->neg(r, a, m); CHECK(eq(r, e1, n), "neg");
		memcpy(r, a, sizeof(r)); k->neg(r, r, m); CHECK(eq(r, e1, n), "neg, r = a");
		oat_mont_hlv(e1, a, m, n);
		k->hlv(r, a, m); CHECK(eq(r, e1, n), "hlv");
		memcpy(r, a, sizeof(r)); k->hlv(r, r, m); CHECK(eq(r, e1, n), "hlv, r = a");
	}
}

/* a random odd modulus of the set's class */
static void random_modulus(uint32_t *m, const kset *k) {
	for (int i = 0; i < k->n; i++) m[i] = rnd();
	m[0] |= 1;
	if (k->full) m[k->n - 1] |= 0x80000000u;
	else m[k->n - 1] = (m[k->n - 1] & 0x7fffffffu) >> (rnd() % 23);  /* 2^520 < m < 2^543 */
	if (!k->full) m[k->n - 1] |= 0x100u;
}

int main(int argc, char **argv) {
	long iters = argc > 1 ? strtol(argv[1], NULL, 0) : 10000;
	uint32_t m[MAXN], x[MAXN];
	seed(0x61726d4eu);
	/* the moduli are what FIPS 186-4 says */
	for (int i = 0; i < 10; i++) {
		ctx = named[i].name;
		named_value(x, named[i].n, named[i].hex, named[i].pw);
		CHECK(eq(x, named[i].m, named[i].n), "the modulus");
	}
	for (size_t s = 0; s < sizeof(sets) / sizeof(sets[0]); s++) {
		const kset *k = &sets[s];
		long it = k->n > 12 ? iters / 3 : iters;
		ctx = k->name;
		for (int i = 0; i < 10; i++)
			if (named[i].n == k->n) {
				ctx = named[i].name;
				check_set(k, named[i].m, it);
			}
		ctx = "the largest modulus";
		memset(m, 0xff, sizeof(m));
		if (!k->full) m[k->n - 1] = 0x7fffffffu;
		check_set(k, m, it / 4);
		ctx = "random moduli";
		for (int j = 0; j < 8; j++) {
			random_modulus(m, k);
			check_set(k, m, it / 8);
		}
	}
	/* the routines of each prime, and the kernels bound for each NIST field */
	for (int i = 0; i < 5; i++) {
		ctx = prime_sets[i].name;
		check_set(&prime_sets[i], prime_mod[i], prime_sets[i].n > 12 ? iters / 3 : iters);
	}
	for (int i = 0; i < 10; i++) {
		ctx = field_sets[i].name;
		check_set(&field_sets[i], named[i].m, field_sets[i].n > 12 ? iters / 6 : iters / 2);
	}
	printf("test_arm32_mont: %ld checks, %ld failed\n", checks, failures);
	return failures ? 1 : 0;
}
