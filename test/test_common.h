/* Shared helpers of oat's tests: a deterministic random source (seeded, so a
 * failure can be replayed with OAT_TEST_SEED) and CHECK macros that count
 * failures instead of stopping at the first. */
#ifndef OAT_TEST_COMMON_H
#define OAT_TEST_COMMON_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "oat.h"
#include "test_curve.h"

static long test_failures = 0;
static long test_checks = 0;

#define CHECK(cond) do { \
	test_checks++; \
	if (!(cond)) { \
		test_failures++; \
		if (test_failures <= 20) \
			fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
	} \
} while (0)

#define CHECK_EQ_INT(a, b) do { \
	long _a = (long)(a), _b = (long)(b); \
	test_checks++; \
	if (_a != _b) { \
		test_failures++; \
		if (test_failures <= 20) \
			fprintf(stderr, "%s:%d: CHECK failed: %s == %s (%ld != %ld)\n", \
				__FILE__, __LINE__, #a, #b, _a, _b); \
	} \
} while (0)

/* xoshiro256** (Blackman and Vigna), a deterministic test generator; never
 * for keys. */
typedef struct { uint64_t s[4]; } test_rng;

static inline uint64_t test_rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t test_rng_next(test_rng *g) {
	uint64_t *s = g->s;
	uint64_t r = test_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
	s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
	s[2] ^= t; s[3] = test_rotl(s[3], 45);
	return r;
}

static inline void test_rng_seed(test_rng *g, uint64_t seed) {
	const char *env = getenv("OAT_TEST_SEED");
	if (env) seed = strtoull(env, NULL, 0);
	for (int i = 0; i < 4; i++) { /* splitmix64 */
		uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		g->s[i] = z ^ (z >> 31);
	}
}

/* An oat_rand_fn over a test_rng. */
static inline int test_rand(void *ctx, unsigned char *buf, size_t len) {
	test_rng *g = (test_rng *)ctx;
	for (size_t i = 0; i < len; i += 8) {
		uint64_t x = test_rng_next(g);
		for (size_t j = 0; j < 8 && i + j < len; j++) buf[i + j] = (unsigned char)(x >> (8 * j));
	}
	return 0;
}

/* A random source that always fails, for the OAT_ERR_RAND paths. */
static inline int test_rand_fail(void *ctx, unsigned char *buf, size_t len) {
	(void)ctx; (void)buf; (void)len;
	return -1;
}

/* Decodes a hex string of exactly 2*len digits into buf; returns 0 on success. */
static inline int test_unhex(unsigned char *buf, size_t len, const char *hex) {
	if (strlen(hex) != 2 * len) return -1;
	for (size_t i = 0; i < len; i++) {
		unsigned v;
		if (sscanf(hex + 2 * i, "%2x", &v) != 1) return -1;
		buf[i] = (unsigned char)v;
	}
	return 0;
}

/* Decodes the leading hex digit pairs of s (up to the first non-digit, at
 * most cap bytes) into out; returns the byte count. */
static inline size_t test_unhex_prefix(unsigned char *out, size_t cap, const char *s) {
	size_t n = 0;
	while (isxdigit((unsigned char)s[0]) && isxdigit((unsigned char)s[1]) && n < cap) {
		unsigned v;
		if (sscanf(s, "%2x", &v) != 1) break;
		out[n++] = (unsigned char)v;
		s += 2;
	}
	return n;
}

/* 1 if the n bytes at b are all zero */
static inline int test_all_zero(const unsigned char *b, size_t n) {
	for (size_t i = 0; i < n; i++)
		if (b[i]) return 0;
	return 1;
}

static inline int test_report(const char *name) {
	printf("%s: %ld checks, %ld failed\n", name, test_checks, test_failures);
	return test_failures ? 1 : 0;
}

#endif
