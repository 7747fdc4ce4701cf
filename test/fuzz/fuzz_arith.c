/* libFuzzer target for the field arithmetic of one curve (fuzz_arith_<curve>):
 * both of its prime fields, on the kernels the build chose (x86-64 assembly
 * and its CPUID dispatch, or the portable C), against GMP's mpz as an
 * independent oracle.  The input's first byte picks a small digit and how
 * the rest splits into two operands, each read with read_bin_wide (any value
 * mod m, so the fuzzer reaches 0, m - 1 and the carries' edges by itself).
 * Checked: add, sub, neg, dbl, hlv, mul, sqr, mul_dig, inv, inv_vartime,
 * exp, is_square against the Legendre symbol, sqrt (its square is a), cmp,
 * is_odd, equal, and read_bin / write_bin round trips. */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include <gmp.h>
#include "oat.h"
#include "test_curve.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

#if defined(TEST_NIST)
#define FA(x) oat_fp_##x
#define FA_BYTES OAT_FP_BYTES
#define FB(x) oat_fn_##x
#define FB_BYTES OAT_FN_BYTES
#define FB_SQRT 0
#elif defined(TEST_JUBJUB)
#define FA(x) oat_fq_##x
#define FA_BYTES OAT_FQ_BYTES
#define FB(x) oat_fr_##x
#define FB_BYTES OAT_FR_BYTES
#define FB_SQRT 1
#else
#define FA(x) oat_fp_##x
#define FA_BYTES OAT_FP_BYTES
#define FB(x) oat_fr_##x
#define FB_BYTES OAT_FR_BYTES
#define FB_SQRT 1
#endif

static mpz_t mod_a, mod_b;
static int ready;

/* x (FBYTES big-endian) as an mpz */
static void to_mpz(mpz_t z, const unsigned char *b, size_t n) {
	mpz_import(z, n, 1, 1, 1, 0, b);
}

/* The checks for one field: F is FA or FB. */
#define FIELD(F, NB, M, SQRT) do { \
	F(t) a, b, c, d; \
	unsigned char ea[NB], eb[NB], ec[NB]; \
	mpz_t A, B, C, X; \
	mpz_inits(A, B, C, X, NULL); \
	REQUIRE(F(read_bin_wide)(a, p, half) == OAT_OK); \
	REQUIRE(F(read_bin_wide)(b, p + half, rest) == OAT_OK); \
	REQUIRE(F(write_bin)(ea, NB, a) == OAT_OK && F(write_bin)(eb, NB, b) == OAT_OK); \
	to_mpz(A, p, half); mpz_mod(A, A, M); \
	to_mpz(B, p + half, rest); mpz_mod(B, B, M); \
	to_mpz(X, ea, NB); REQUIRE(mpz_cmp(X, A) == 0); \
	to_mpz(X, eb, NB); REQUIRE(mpz_cmp(X, B) == 0); \
	REQUIRE(F(read_bin)(c, ea, NB) == OAT_OK && F(equal)(c, a)); \
	/* r = op(a, b) against C = op(A, B) mod M */ \
	F(add)(c, a, b); mpz_add(C, A, B); CHECK_OP(F, NB, M); \
	F(sub)(c, a, b); mpz_sub(C, A, B); CHECK_OP(F, NB, M); \
	F(neg)(c, a); mpz_neg(C, A); CHECK_OP(F, NB, M); \
	F(dbl)(c, a); mpz_mul_2exp(C, A, 1); CHECK_OP(F, NB, M); \
	F(hlv)(c, a); mpz_set_ui(X, 2); mpz_invert(X, X, M); mpz_mul(C, A, X); CHECK_OP(F, NB, M); \
	F(mul)(c, a, b); mpz_mul(C, A, B); CHECK_OP(F, NB, M); \
	F(sqr)(c, a); mpz_mul(C, A, A); CHECK_OP(F, NB, M); \
	F(mul_dig)(c, a, (oat_dig_t)dig); mpz_mul_ui(C, A, dig); CHECK_OP(F, NB, M); \
	F(inv)(c, a); F(inv_vartime)(d, a); REQUIRE(F(equal)(c, d)); \
	if (mpz_sgn(A) == 0) mpz_set_ui(C, 0); else REQUIRE(mpz_invert(C, A, M)); \
	CHECK_OP(F, NB, M); \
	F(exp)(c, a, p + half, rest < 8 ? rest : 8); \
	to_mpz(X, p + half, rest < 8 ? rest : 8); mpz_powm(C, A, X, M); CHECK_OP(F, NB, M); \
	REQUIRE(F(is_square)(a) == (mpz_legendre(A, M) >= 0)); \
	if (SQRT) { \
		int sq = SQRT_OF(F)(c, a); \
		REQUIRE(sq == F(is_square)(a)); \
		if (sq) { F(sqr)(d, c); REQUIRE(F(equal)(d, a)); } else REQUIRE(F(is_zero)(c)); \
	} \
	{ \
		int s = mpz_cmp(A, B); \
		REQUIRE(F(cmp)(a, b) == (s < 0 ? OAT_LT : s > 0 ? OAT_GT : OAT_EQ)); \
		REQUIRE(F(equal)(a, b) == (s == 0)); \
		REQUIRE(F(is_odd)(a) == (int)mpz_odd_p(A)); \
		REQUIRE(F(is_zero)(a) == (mpz_sgn(A) == 0)); \
	} \
	mpz_clears(A, B, C, X, NULL); \
} while (0)

#define CHECK_OP(F, NB, M) do { \
	mpz_mod(C, C, M); \
	REQUIRE(F(write_bin)(ec, NB, c) == OAT_OK); \
	to_mpz(X, ec, NB); \
	REQUIRE(mpz_cmp(X, C) == 0); \
} while (0)

/* sqrt where the field has one (fn of the NIST curves does not) */
#define SQRT_OF(F) F(sqrt)
#if !FB_SQRT
#undef FB
#define FB(x) FB_##x
#define FB_sqrt(r, a) 0
#define FB_t oat_fn_t
#define FB_read_bin_wide oat_fn_read_bin_wide
#define FB_write_bin oat_fn_write_bin
#define FB_read_bin oat_fn_read_bin
#define FB_equal oat_fn_equal
#define FB_add oat_fn_add
#define FB_sub oat_fn_sub
#define FB_neg oat_fn_neg
#define FB_dbl oat_fn_dbl
#define FB_hlv oat_fn_hlv
#define FB_mul oat_fn_mul
#define FB_sqr oat_fn_sqr
#define FB_mul_dig oat_fn_mul_dig
#define FB_inv oat_fn_inv
#define FB_inv_vartime oat_fn_inv_vartime
#define FB_exp oat_fn_exp
#define FB_is_square oat_fn_is_square
#define FB_is_zero oat_fn_is_zero
#define FB_cmp oat_fn_cmp
#define FB_is_odd oat_fn_is_odd
#endif

int LLVMFuzzerTestOneInput(const uint8_t *in, size_t n) {
	if (!ready) {
		mpz_init_set_str(mod_a, TEST_P_HEX, 16);
		mpz_init_set_str(mod_b, TEST_R_HEX, 16);
		ready = 1;
	}
	if (n < 2) return 0;
	unsigned dig = in[0];
	size_t half = (in[1] % (n - 1)), rest;
	const unsigned char *p = in + 2;
	if (n - 2 < half) half = n - 2;
	rest = n - 2 - half;
	if (half > 2 * FA_BYTES + 16 || rest > 2 * FA_BYTES + 16) return 0;
	FIELD(FA, FA_BYTES, mod_a, 1);
	FIELD(FB, FB_BYTES, mod_b, FB_SQRT);
	return 0;
}
