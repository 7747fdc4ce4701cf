/* Jubjub's points (oat_jubjub_ed_*) against known answers and the group laws
 * (argv[1] is the vectors directory):
 *   - test/vectors/jubjub_zkcrypto.txt (zkcrypto/jubjub 0.10's own tests):
 *     the encodings of k G for k = 1..16 (by mul_gen and by repeated
 *     additions), the eight torsion points (on the curve, of small order,
 *     not torsion-free but O, closed under addition, round trips), and the
 *     two encodings ZIP 216 rejects (OAT_ERR_FLAGS) that the pre-ZIP-216
 *     reading takes, re-encoded with the bit cleared;
 *   - test/vectors/jubjub_mul.txt (tools/jubjub_ref.py, an independent
 *     model): k G for edge and random k (read mod r_J), and k P for points P
 *     with a torsion part: directly where k < r_J, and for every k through
 *     the prime-order part, 8 (k P) = (k mod r_J)(8 P);
 *   - on random points with torsion parts: commutativity, associativity,
 *     the neutral element, negation and subtraction, doubling against
 *     addition, every cached-form addition and subtraction against the
 *     plain ones, norm / get_affine / set_affine, equality across
 *     representations, validity of every result, linearity of mul;
 *   - the decoder's rejections: wrong lengths, v >= q, v with no u (found
 *     among small v and checked non-square with GMP), each with its own
 *     error and the neutral element as output.
 * A failure can be replayed with OAT_TEST_SEED. */
#include <stdio.h> /* before gmp.h */
#include <gmp.h>
#include "test_common.h"

#define Q_HEX "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"
#define RJ_HEX "0e7db4ea6533afa906673b0101343b00a6682093ccc81082d0970e5ed6f72cb7"
#define N_RAND 40

static test_rng RNG;
static const char *DIR_ = "test/vectors";

static FILE *open_vec(const char *name) {
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", DIR_, name);
	FILE *f = fopen(path, "r");
	if (f == NULL) {
		fprintf(stderr, "cannot open %s\n", path);
		test_failures++;
	}
	return f;
}

static int enc_is(const oat_jubjub_ed_t p, const char *hex) {
	unsigned char got[32], want[32];
	if (test_unhex(want, 32, hex) != 0) return 0;
	if (oat_jubjub_ed_write_bin(got, sizeof(got), p) != OAT_OK) return 0;
	return memcmp(got, want, 32) == 0;
}

static int dec(oat_jubjub_ed_t p, const char *hex) {
	unsigned char b[32];
	if (test_unhex(b, 32, hex) != 0) return 0;
	return oat_jubjub_ed_read_bin(p, b, sizeof(b)) == OAT_OK;
}

/* k (64 hex digits, big-endian, any 256-bit value) mod r_J */
static void fr_of_hex(oat_jubjub_fr_t k, const char *hex) {
	unsigned char b[32];
	CHECK(test_unhex(b, 32, hex) == 0);
	CHECK_EQ_INT(oat_jubjub_fr_read_bin_wide(k, b, sizeof(b)), OAT_OK);
}

static int lt_rj(const char *hex) { return strcmp(hex, RJ_HEX) < 0; }   /* same length, lower case */

static void rand_fr(oat_jubjub_fr_t k) { CHECK_EQ_INT(oat_jubjub_fr_rand(k, test_rand, &RNG), OAT_OK); }

/* ---- zkcrypto's vectors ------------------------------------------------------- */

static oat_jubjub_ed_t TORSION[8];

static void test_zkcrypto(void) {
	FILE *f = open_vec("jubjub_zkcrypto.txt");
	char line[512], a[128], b[128], c[128];
	int ngen = 0, ntors = 0, nzip = 0;
	oat_jubjub_ed_t g, acc, p, q;
	oat_jubjub_ed_get_gen(g);
	CHECK(oat_jubjub_ed_is_prime_order_vartime(g));
	oat_jubjub_ed_set_infty(acc);
	if (f == NULL) return;
	while (fgets(line, sizeof(line), f)) {
		if (line[0] == '#') continue;
		if (sscanf(line, "gen_multiple %127s %127s", a, b) == 2) {
			int k = atoi(a);
			oat_jubjub_fr_t s;
			oat_jubjub_fr_set_dig(s, (oat_dig_t)k);
			oat_jubjub_ed_mul_gen(p, s);
			CHECK(enc_is(p, b));
			oat_jubjub_ed_add(acc, acc, g);          /* k G by additions, in order */
			CHECK(k == ngen + 1 && enc_is(acc, b));
			CHECK(dec(q, b) && oat_jubjub_ed_equal(q, p) && oat_jubjub_ed_is_prime_order_vartime(q));
			ngen++;
		} else if (sscanf(line, "torsion %127s %127s %127s", a, b, c) == 3) {
			int i = atoi(a);
			oat_jubjub_fq_t u, v;
			CHECK_EQ_INT(oat_jubjub_fq_read_str(u, b, strlen(b)), OAT_OK);
			CHECK_EQ_INT(oat_jubjub_fq_read_str(v, c, strlen(c)), OAT_OK);
			CHECK(i >= 0 && i < 8);
			if (i < 0 || i >= 8) continue;
			CHECK_EQ_INT(oat_jubjub_ed_set_affine(TORSION[i], u, v), OAT_OK);
			CHECK(oat_jubjub_ed_is_small_order(TORSION[i]));
			CHECK(oat_jubjub_ed_is_torsion_free_vartime(TORSION[i]) == oat_jubjub_ed_is_infty(TORSION[i]));
			CHECK(!oat_jubjub_ed_is_prime_order_vartime(TORSION[i]));
			unsigned char e[32];
			CHECK_EQ_INT(oat_jubjub_ed_write_bin(e, sizeof(e), TORSION[i]), OAT_OK);
			CHECK_EQ_INT(oat_jubjub_ed_read_bin(p, e, sizeof(e)), OAT_OK);
			CHECK(oat_jubjub_ed_equal(p, TORSION[i]));
			ntors++;
		} else if (sscanf(line, "zip216 %127s", a) == 1) {
			unsigned char e[32], e2[32];
			CHECK(test_unhex(e, 32, a) == 0);
			oat_jubjub_ed_get_gen(p);
			CHECK_EQ_INT(oat_jubjub_ed_read_bin(p, e, sizeof(e)), OAT_ERR_FLAGS);
			CHECK(oat_jubjub_ed_is_infty(p));
			CHECK_EQ_INT(oat_jubjub_ed_read_bin_pre_zip216(p, e, sizeof(e)), OAT_OK);
			CHECK_EQ_INT(oat_jubjub_ed_write_bin(e2, sizeof(e2), p), OAT_OK);
			e[31] &= 0x7f;
			CHECK(memcmp(e, e2, 32) == 0);
			nzip++;
		}
	}
	fclose(f);
	CHECK_EQ_INT(ngen, 16);
	CHECK_EQ_INT(ntors, 8);
	CHECK_EQ_INT(nzip, 2);
	/* the torsion is a group of 8: the sum of any two is one of them */
	for (int i = 0; i < 8; i++) {
		for (int j = 0; j < 8; j++) {
			int found = 0;
			oat_jubjub_ed_add(p, TORSION[i], TORSION[j]);
			for (int l = 0; l < 8; l++) found += oat_jubjub_ed_equal(p, TORSION[l]);
			CHECK_EQ_INT(found, 1);
		}
	}
}

/* ---- the model's multiples ------------------------------------------------------ */

static void test_mul_vectors(void) {
	FILE *f = open_vec("jubjub_mul.txt");
	char line[512], a[128], b[128], c[128];
	int nmul = 0, nmulp = 0, ndirect = 0;
	if (f == NULL) return;
	while (fgets(line, sizeof(line), f)) {
		oat_jubjub_fr_t k;
		oat_jubjub_ed_t p, r, p8, r8;
		if (line[0] == '#') continue;
		if (sscanf(line, "mulp %127s %127s %127s", a, b, c) == 3) {
			fr_of_hex(k, a);
			CHECK(dec(p, b));
			CHECK(dec(r, c));
			if (lt_rj(a)) {                      /* k < r_J: k P itself */
				oat_jubjub_ed_t got;
				oat_jubjub_ed_mul(got, p, k);
				CHECK(enc_is(got, c));
				ndirect++;
			}
			oat_jubjub_ed_mul_by_cofactor(p8, p);   /* 8 (k P) = (k mod r_J)(8 P) */
			oat_jubjub_ed_mul(p8, p8, k);
			oat_jubjub_ed_mul_by_cofactor(r8, r);
			CHECK(oat_jubjub_ed_equal(p8, r8));
			nmulp++;
		} else if (sscanf(line, "mul %127s %127s", a, b) == 2) {
			fr_of_hex(k, a);
			oat_jubjub_ed_mul_gen(p, k);
			CHECK(enc_is(p, b));
			oat_jubjub_ed_get_gen(r);
			oat_jubjub_ed_mul(r, r, k);
			CHECK(oat_jubjub_ed_equal(p, r));
			nmul++;
		}
	}
	fclose(f);
	CHECK_EQ_INT(nmul, 36);
	CHECK_EQ_INT(nmulp, 24);
	CHECK(ndirect >= 8);
}

/* ---- the group laws ---------------------------------------------------------------- */

/* a random point of the whole group: a G + a torsion point */
static void rand_point(oat_jubjub_ed_t p) {
	oat_jubjub_fr_t k;
	rand_fr(k);
	oat_jubjub_ed_mul_gen(p, k);
	oat_jubjub_ed_add(p, p, TORSION[test_rng_next(&RNG) % 8]);
}

static void test_laws(void) {
	for (int it = 0; it < N_RAND; it++) {
		oat_jubjub_ed_t a, b, c, x, y, o;
		oat_jubjub_ed_niels_t n;
		oat_jubjub_ed_aniels_t an;
		rand_point(a);
		rand_point(b);
		rand_point(c);
		oat_jubjub_ed_set_infty(o);
		CHECK(oat_jubjub_ed_is_valid(a));
		oat_jubjub_ed_add(x, a, b);
		oat_jubjub_ed_add(y, b, a);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_add(x, x, c);                       /* (a + b) + c */
		oat_jubjub_ed_add(y, b, c);
		oat_jubjub_ed_add(y, a, y);                       /* a + (b + c) */
		CHECK(oat_jubjub_ed_equal(x, y));
		oat_jubjub_ed_add(x, a, o);
		CHECK(oat_jubjub_ed_equal(x, a));
		oat_jubjub_ed_sub(x, a, a);
		CHECK(oat_jubjub_ed_is_infty(x) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_neg(y, b);
		oat_jubjub_ed_add(x, a, y);
		oat_jubjub_ed_sub(y, a, b);
		CHECK(oat_jubjub_ed_equal(x, y));
		oat_jubjub_ed_dbl(x, a);
		oat_jubjub_ed_add(y, a, a);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		/* the cached forms, a as the accumulator and b cached */
		oat_jubjub_ed_add(y, a, b);
		oat_jubjub_ed_to_niels(n, b);
		oat_jubjub_ed_add_niels(x, a, n);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_to_aniels(an, b);
		oat_jubjub_ed_add_aniels(x, a, an);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_sub(y, a, b);
		oat_jubjub_ed_sub_niels(x, a, n);
		CHECK(oat_jubjub_ed_equal(x, y));
		oat_jubjub_ed_sub_aniels(x, a, an);
		CHECK(oat_jubjub_ed_equal(x, y));
		/* representations: norm, affine, a copy with the accumulator aliased */
		oat_jubjub_ed_norm(x, y);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_fq_t u, v;
		oat_jubjub_ed_get_affine(u, v, y);
		CHECK_EQ_INT(oat_jubjub_ed_set_affine(x, u, v), OAT_OK);
		CHECK(oat_jubjub_ed_equal(x, y));
		oat_jubjub_fq_add(v, v, v);                       /* off the curve (v != 0 for these) */
		CHECK_EQ_INT(oat_jubjub_ed_set_affine(x, u, v), OAT_ERR_NOT_ON_CURVE);
		CHECK(oat_jubjub_ed_is_infty(x));
		oat_jubjub_ed_copy(x, a);
		oat_jubjub_ed_add(x, x, x);
		oat_jubjub_ed_dbl(y, a);
		CHECK(oat_jubjub_ed_equal(x, y));
		CHECK(!oat_jubjub_ed_equal(a, b) || oat_jubjub_ed_equal(b, a));
		/* encodings round-trip */
		unsigned char e[32];
		CHECK_EQ_INT(oat_jubjub_ed_write_bin(e, sizeof(e), a), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_ed_read_bin(x, e, sizeof(e)), OAT_OK);
		CHECK(oat_jubjub_ed_equal(x, a));
		/* mul: (k + l) a = k a + l a for k, l < r_J / 2 (no wrap mod r_J) */
		oat_jubjub_fr_t k, l, kl;
		unsigned char kb[OAT_JUBJUB_FR_BYTES];
		CHECK_EQ_INT(test_rand(&RNG, kb, sizeof(kb)), 0);
		kb[0] &= 0x07;
		CHECK_EQ_INT(oat_jubjub_fr_read_bin(k, kb, sizeof(kb)), OAT_OK);
		CHECK_EQ_INT(test_rand(&RNG, kb, sizeof(kb)), 0);
		kb[0] &= 0x07;
		CHECK_EQ_INT(oat_jubjub_fr_read_bin(l, kb, sizeof(kb)), OAT_OK);
		oat_jubjub_fr_add(kl, k, l);
		oat_jubjub_ed_mul(x, a, k);
		oat_jubjub_ed_mul(y, a, l);
		oat_jubjub_ed_add(x, x, y);
		oat_jubjub_ed_mul(y, a, kl);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(y));
		/* r_J kills the prime-order part: 8 a is torsion-free */
		oat_jubjub_ed_mul_by_cofactor(x, a);
		CHECK(oat_jubjub_ed_is_torsion_free_vartime(x));
		oat_jubjub_ed_mul(y, a, k);
		oat_jubjub_ed_mul(y, y, l);                       /* aliased output */
		oat_jubjub_fr_mul(kl, k, l);
		oat_jubjub_ed_mul_by_cofactor(x, a);
		oat_jubjub_ed_mul(x, x, kl);
		oat_jubjub_ed_mul_by_cofactor(y, y);
		CHECK(oat_jubjub_ed_equal(x, y));
	}
	{
		oat_jubjub_ed_t x;
		oat_jubjub_fr_t z;
		oat_jubjub_fr_zero(z);
		oat_jubjub_ed_get_gen(x);
		oat_jubjub_ed_mul(x, x, z);
		CHECK(oat_jubjub_ed_is_infty(x));
		CHECK(oat_jubjub_ed_is_small_order(x) && oat_jubjub_ed_is_torsion_free_vartime(x));
		CHECK(!oat_jubjub_ed_is_prime_order_vartime(x));
	}
}

/* ---- the decoder's rejections --------------------------------------------------------- */

static void test_rejections(void) {
	unsigned char e[33];
	oat_jubjub_ed_t p;
	mpz_t q, d, v, n, t;
	mpz_inits(q, d, v, n, t, NULL);
	mpz_set_str(q, Q_HEX, 16);
	/* d = -10240/10241 */
	mpz_set_ui(t, 10241);
	mpz_invert(d, t, q);
	mpz_mul_ui(d, d, 10240);
	mpz_neg(d, d);
	mpz_mod(d, d, q);
	oat_jubjub_ed_get_gen(p);
	CHECK_EQ_INT(oat_jubjub_ed_write_bin(e, 32, p), OAT_OK);
	CHECK_EQ_INT(oat_jubjub_ed_read_bin(p, e, 31), OAT_ERR_LENGTH);
	CHECK(oat_jubjub_ed_is_infty(p));
	CHECK_EQ_INT(oat_jubjub_ed_read_bin(p, e, 33), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_jubjub_ed_write_bin(e, 31, p), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_jubjub_ed_read_bin(p, NULL, 32), OAT_ERR_ARGUMENT);
	/* v = q, q + 1 and 2^255 - 1, either sign: not canonical */
	for (int i = 0; i < 6; i++) {
		if (i / 2 == 2) mpz_set_ui(v, 0), mpz_setbit(v, 255), mpz_sub_ui(v, v, 1);
		else mpz_add_ui(v, q, (unsigned long)(i / 2));
		memset(e, 0, sizeof(e));
		mpz_export(e, NULL, -1, 1, 0, 0, v);               /* little-endian */
		if (i % 2) e[31] |= 0x80;
		oat_jubjub_ed_get_gen(p);
		CHECK_EQ_INT(oat_jubjub_ed_read_bin(p, e, 32), OAT_ERR_NOT_CANONICAL);
		CHECK(oat_jubjub_ed_is_infty(p));
	}
	/* small v with no u: (v^2 - 1)/(d v^2 + 1) a non-square (GMP's Jacobi) */
	int nosqrt = 0, decoded = 0;
	for (unsigned long x = 0; x < 64; x++) {
		mpz_set_ui(v, x);
		mpz_mul(n, v, v);
		mpz_mul(t, n, d);
		mpz_add_ui(t, t, 1);
		mpz_sub_ui(n, n, 1);
		mpz_invert(t, t, q);
		mpz_mul(n, n, t);
		mpz_mod(n, n, q);
		int sq = mpz_legendre(n, q) >= 0;
		memset(e, 0, sizeof(e));
		e[0] = (unsigned char)x;
		oat_jubjub_ed_get_gen(p);
		oat_err r = oat_jubjub_ed_read_bin(p, e, 32);
		if (sq) {
			CHECK_EQ_INT(r, OAT_OK);
			CHECK(oat_jubjub_ed_is_valid(p));
			decoded++;
		} else {
			CHECK_EQ_INT(r, OAT_ERR_NO_SQRT);
			CHECK(oat_jubjub_ed_is_infty(p));
			nosqrt++;
		}
	}
	CHECK(nosqrt > 10 && decoded > 10);
	mpz_clears(q, d, v, n, t, NULL);
}

int main(int argc, char **argv) {
	const char *seed = getenv("OAT_TEST_SEED");
	if (argc > 1) DIR_ = argv[1];
	test_rng_seed(&RNG, seed ? strtoull(seed, NULL, 0) : 0x6a75626a7562ULL);
	test_zkcrypto();
	test_mul_vectors();
	test_laws();
	test_rejections();
	return test_report("test_jubjub");
}
