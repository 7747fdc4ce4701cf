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
 *   - mul_gen (the fixed-base table), mul_vartime and mul_sim_vartime (n
 *     across its groups of 32, zero scalars and O among the terms) against
 *     mul; norm_sim against norm, in place and not;
 *   - Zcash's little-endian scalars; FindGroupHash^J against Sapling's 12
 *     generators (test/vectors/jubjub_sapling_generators.txt, two of them
 *     RedJubjub's bases) and GroupHash^J, values and bottoms, against the
 *     model (test/vectors/jubjub_reddsa.txt);
 *   - RedJubjub: zcash-test-vectors' keys, randomised keys and signatures
 *     (test/vectors/jubjub_redjubjub.txt), and what must not verify (the
 *     other key, instance or message, another R, S + r_J); the model's
 *     signatures for a given T on both instances, byte for byte; batches
 *     across the groups of 16 with one bad item anywhere; every rejection
 *     with its error (small-order keys, non-canonical R, vk or S, ZIP 216,
 *     lengths, NULLs, a failing rng) and neutral outputs.
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
		oat_jubjub_ed_copy(x, a);
		oat_jubjub_ed_dbl(x, x);                          /* r = p */
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		/* every output aliased with an input (the x86-64 routines' contract) */
		oat_jubjub_ed_add(y, a, b);
		oat_jubjub_ed_copy(x, b);
		oat_jubjub_ed_add(x, a, x);                       /* r = q */
		CHECK(oat_jubjub_ed_equal(x, y));
		oat_jubjub_ed_copy(x, a);
		oat_jubjub_ed_add(x, x, b);                       /* r = p */
		CHECK(oat_jubjub_ed_equal(x, y));
		oat_jubjub_ed_copy(x, a);
		oat_jubjub_ed_add_niels(x, x, n);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_copy(x, a);
		oat_jubjub_ed_add_aniels(x, x, an);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_sub(y, a, b);
		oat_jubjub_ed_copy(x, a);
		oat_jubjub_ed_sub_niels(x, x, n);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_copy(x, a);
		oat_jubjub_ed_sub_aniels(x, x, an);
		CHECK(oat_jubjub_ed_equal(x, y) && oat_jubjub_ed_is_valid(x));
		oat_jubjub_ed_copy(x, b);
		oat_jubjub_ed_sub(x, a, x);                       /* r = q */
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

/* ---- the other multiplications and batch normalisation ---------------------------- */

/* k: 0, 1, 2, r_J - 1, r_J - 2, then random */
static void some_fr(oat_jubjub_fr_t k, int it) {
	if (it < 3) {
		oat_jubjub_fr_set_dig(k, (oat_dig_t)it);
	} else if (it < 5) {
		oat_jubjub_fr_set_dig(k, (oat_dig_t)(it - 2));
		oat_jubjub_fr_neg(k, k);
	} else {
		rand_fr(k);
	}
}

static void test_mul_methods(void) {
	enum { N = 40 };
	oat_jubjub_ed_t g, a, p, q, pts[N], nrm[N];
	oat_jubjub_fr_t k, ks[N];
	oat_jubjub_ed_get_gen(g);
	for (int it = 0; it < N_RAND + 5; it++) {
		some_fr(k, it);
		oat_jubjub_ed_mul(q, g, k);
		oat_jubjub_ed_mul_gen(p, k);                       /* the fixed-base table */
		CHECK(oat_jubjub_ed_equal(p, q) && oat_jubjub_ed_is_valid(p));
		oat_jubjub_ed_mul_vartime(p, g, k);
		CHECK(oat_jubjub_ed_equal(p, q) && oat_jubjub_ed_is_valid(p));
		rand_point(a);                                     /* with a torsion part */
		oat_jubjub_ed_mul(q, a, k);
		oat_jubjub_ed_mul_vartime(p, a, k);
		CHECK(oat_jubjub_ed_equal(p, q) && oat_jubjub_ed_is_valid(p));
	}
	/* sum k[i] P[i] for n across the groups of 32, zero scalars and O among them */
	for (int i = 0; i < N; i++) {
		some_fr(ks[i], (i * 7) % 45);
		if (i % 11 == 5) oat_jubjub_ed_set_infty(pts[i]);
		else rand_point(pts[i]);
	}
	static const size_t ns[] = { 0, 1, 2, 5, 31, 32, 33, N };
	for (size_t t = 0; t < sizeof(ns) / sizeof(ns[0]); t++) {
		oat_jubjub_ed_set_infty(q);
		for (size_t i = 0; i < ns[t]; i++) {
			oat_jubjub_ed_mul(p, pts[i], ks[i]);
			oat_jubjub_ed_add(q, q, p);
		}
		oat_jubjub_ed_get_gen(p);
		oat_jubjub_ed_mul_sim_vartime(p, (const oat_jubjub_ed_t *)pts, (const oat_jubjub_fr_t *)ks, ns[t]);
		CHECK(oat_jubjub_ed_equal(p, q) && oat_jubjub_ed_is_valid(p));
	}
	/* norm_sim: the same points with Z = 1, into another array and in place */
	for (int i = 0; i < N; i++) oat_jubjub_ed_dbl(pts[i], pts[i]);   /* Z != 1 */
	oat_jubjub_ed_norm_sim(nrm, (const oat_jubjub_ed_t *)pts, N);
	for (int i = 0; i < N; i++) {
		oat_jubjub_fq_t one;
		oat_jubjub_fq_set_dig(one, 1);
		CHECK(oat_jubjub_ed_equal(nrm[i], pts[i]) && oat_jubjub_ed_is_valid(nrm[i]));
		CHECK(oat_jubjub_fq_equal(nrm[i]->z, one));
	}
	oat_jubjub_ed_norm_sim(pts, (const oat_jubjub_ed_t *)pts, N);
	for (int i = 0; i < N; i++) CHECK(memcmp(pts[i], nrm[i], sizeof(nrm[i])) == 0);
	oat_jubjub_ed_norm_sim(pts, (const oat_jubjub_ed_t *)pts, 0);
}

/* ---- Zcash's scalars, group hash and RedJubjub -------------------------------------- */

static void test_fr_le(void) {
	unsigned char b[64], c[32];
	oat_jubjub_fr_t k, l;
	for (int it = 0; it < N_RAND; it++) {
		rand_fr(k);
		CHECK_EQ_INT(oat_jubjub_fr_write_le(b, 32, k), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_fr_write_bin(c, 32, k), OAT_OK);
		for (int i = 0; i < 32; i++) CHECK(b[i] == c[31 - i]);
		CHECK_EQ_INT(oat_jubjub_fr_read_le(l, b, 32), OAT_OK);
		CHECK(oat_jubjub_fr_equal(k, l));
	}
	/* r_J itself, little-endian: not canonical; wide: 0 */
	CHECK(test_unhex(c, 32, RJ_HEX) == 0);
	for (int i = 0; i < 32; i++) b[i] = c[31 - i];
	CHECK_EQ_INT(oat_jubjub_fr_read_le(k, b, 32), OAT_ERR_NOT_CANONICAL);
	CHECK(oat_jubjub_fr_is_zero(k));
	CHECK_EQ_INT(oat_jubjub_fr_read_le_wide(k, b, 32), OAT_OK);
	CHECK(oat_jubjub_fr_is_zero(k));
	CHECK_EQ_INT(oat_jubjub_fr_read_le(k, b, 31), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_jubjub_fr_write_le(b, 31, k), OAT_ERR_LENGTH);
	/* 2^256 mod r_J from 33 little-endian bytes: 2^256 = (2^128)^2 */
	memset(b, 0, sizeof(b));
	b[32] = 1;
	CHECK_EQ_INT(oat_jubjub_fr_read_le_wide(k, b, 33), OAT_OK);
	b[32] = 0;
	b[16] = 1;
	CHECK_EQ_INT(oat_jubjub_fr_read_le_wide(l, b, 64), OAT_OK);
	oat_jubjub_fr_sqr(l, l);
	CHECK(oat_jubjub_fr_equal(k, l));
	CHECK_EQ_INT(oat_jubjub_fr_read_le_wide(k, b, 129), OAT_ERR_LENGTH);
}

/* hex or "-" for empty into buf; returns the length, or -1 */
static long unhex_msg(unsigned char *buf, size_t cap, const char *hex) {
	if (strcmp(hex, "-") == 0) return 0;
	size_t n = strlen(hex) / 2;
	if (n > cap || test_unhex(buf, n, hex) != 0) return -1;
	return (long)n;
}

static void test_group_hash(void) {
	char line[2048], f[6][512];
	unsigned char d[8], m[256];
	int ngen = 0, nok = 0, nbot = 0;
	FILE *fp = open_vec("jubjub_sapling_generators.txt");
	while (fp && fgets(line, sizeof(line), fp)) {
		if (line[0] == '#' || sscanf(line, "%511s %511s %511s %511s %511s %511s", f[0], f[1], f[2], f[3], f[4],
				f[5]) != 6) continue;
		oat_jubjub_ed_t p, q;
		oat_jubjub_fq_t u, v;
		long n = unhex_msg(m, sizeof(m), f[3]);
		CHECK(n >= 0 && test_unhex(d, 8, f[2]) == 0);
		CHECK_EQ_INT(oat_jubjub_fq_read_str(u, f[4], strlen(f[4])), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_fq_read_str(v, f[5], strlen(f[5])), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_ed_set_affine(q, u, v), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_ed_find_group_hash(p, d, m, (size_t)n), OAT_OK);
		CHECK(oat_jubjub_ed_equal(p, q) && oat_jubjub_ed_is_prime_order_vartime(p));
		if (strcmp(f[1], "spending_key_generator") == 0) {
			oat_jubjub_reddsa_get_base(p, OAT_JUBJUB_REDDSA_SPEND_AUTH);
			CHECK(oat_jubjub_ed_equal(p, q));
			ngen++;
		} else if (strcmp(f[1], "value_commitment_randomness_generator") == 0) {
			oat_jubjub_reddsa_get_base(p, OAT_JUBJUB_REDDSA_BINDING);
			CHECK(oat_jubjub_ed_equal(p, q));
			ngen++;
		}
		ngen++;
	}
	if (fp) fclose(fp);
	CHECK_EQ_INT(ngen, 12 + 2);
	fp = open_vec("jubjub_reddsa.txt");
	while (fp && fgets(line, sizeof(line), fp)) {
		if (line[0] == '#' || sscanf(line, "%511s %511s %511s %511s", f[0], f[1], f[2], f[3]) != 4 ||
				strcmp(f[0], "grouphash") != 0) continue;
		oat_jubjub_ed_t p;
		long n = unhex_msg(m, sizeof(m), f[2]);
		CHECK(n >= 0 && test_unhex(d, 8, f[1]) == 0);
		oat_jubjub_ed_get_gen(p);
		oat_err e = oat_jubjub_ed_group_hash(p, d, m, (size_t)n);
		if (strcmp(f[3], "bottom") == 0) {
			CHECK(e == OAT_ERR_NO_SQRT || e == OAT_ERR_NOT_CANONICAL || e == OAT_ERR_FLAGS ||
				e == OAT_ERR_INFINITY);
			CHECK(oat_jubjub_ed_is_infty(p));
			nbot++;
		} else {
			CHECK_EQ_INT(e, OAT_OK);
			CHECK(enc_is(p, f[3]));
			nok++;
		}
	}
	if (fp) fclose(fp);
	CHECK(nok == 12 && nbot == 12);
	oat_jubjub_ed_t p;
	CHECK_EQ_INT(oat_jubjub_ed_group_hash(p, NULL, m, 1), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_jubjub_ed_group_hash(p, d, NULL, 1), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_jubjub_ed_find_group_hash(p, NULL, m, 1), OAT_ERR_ARGUMENT);
	CHECK(oat_jubjub_ed_is_infty(p));
}

/* an rng that hands out fixed bytes (RedJubjub's T), then fails */
typedef struct { const unsigned char *b; size_t n; } fixed_rng;
static int fixed_rand(void *ctx, unsigned char *buf, size_t len) {
	fixed_rng *r = (fixed_rng *)ctx;
	if (len > r->n) return 1;
	memcpy(buf, r->b, len);
	r->b += len;
	r->n -= len;
	return 0;
}

static void test_redjubjub(void) {
	enum { NV = 10 };
	char line[4096], f[9][300];
	unsigned char vk[NV][32], rvk[NV][32], m[NV][32], sig[NV][64], rsig[NV][64], b[64], t[64];
	oat_jubjub_fr_t sk, alpha, rsk, k;
	const oat_jubjub_reddsa_base SA = OAT_JUBJUB_REDDSA_SPEND_AUTH, BI = OAT_JUBJUB_REDDSA_BINDING;
	int nv = 0;
	FILE *fp = open_vec("jubjub_redjubjub.txt");
	while (fp && nv < NV && fgets(line, sizeof(line), fp)) {
		if (line[0] == '#' || sscanf(line, "%299s %299s %299s %299s %299s %299s %299s %299s %299s", f[0], f[1],
				f[2], f[3], f[4], f[5], f[6], f[7], f[8]) != 9) continue;
		unsigned char skb[32], ab[32], rb[32];
		CHECK(test_unhex(skb, 32, f[1]) == 0 && test_unhex(vk[nv], 32, f[2]) == 0);
		CHECK(test_unhex(ab, 32, f[3]) == 0 && test_unhex(rb, 32, f[4]) == 0);
		CHECK(test_unhex(rvk[nv], 32, f[5]) == 0 && test_unhex(m[nv], 32, f[6]) == 0);
		CHECK(test_unhex(sig[nv], 64, f[7]) == 0 && test_unhex(rsig[nv], 64, f[8]) == 0);
		CHECK_EQ_INT(oat_jubjub_fr_read_le(sk, skb, 32), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_fr_read_le(alpha, ab, 32), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_fr_read_le(k, rb, 32), OAT_OK);
		/* keys and their randomisation */
		CHECK_EQ_INT(oat_jubjub_reddsa_sk_to_vk(b, 32, sk, SA), OAT_OK);
		CHECK(memcmp(b, vk[nv], 32) == 0);
		oat_jubjub_reddsa_randomize_sk(rsk, sk, alpha);
		CHECK(oat_jubjub_fr_equal(rsk, k));
		CHECK_EQ_INT(oat_jubjub_reddsa_sk_to_vk(b, 32, rsk, SA), OAT_OK);
		CHECK(memcmp(b, rvk[nv], 32) == 0);
		CHECK_EQ_INT(oat_jubjub_reddsa_randomize_vk(b, 32, vk[nv], 32, alpha, SA), OAT_OK);
		CHECK(memcmp(b, rvk[nv], 32) == 0);
		/* the published signatures, and what must not verify */
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[nv], 32, m[nv], 32, sig[nv], 64), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, rvk[nv], 32, m[nv], 32, rsig[nv], 64), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, rvk[nv], 32, m[nv], 32, sig[nv], 64), OAT_ERR_VERIFY);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[nv], 32, m[nv], 32, rsig[nv], 64), OAT_ERR_VERIFY);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(BI, vk[nv], 32, m[nv], 32, sig[nv], 64), OAT_ERR_VERIFY);
		memcpy(t, m[nv], 32);
		t[31] ^= 1;
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[nv], 32, t, 32, sig[nv], 64), OAT_ERR_VERIFY);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[nv], 32, m[nv], 31, sig[nv], 64), OAT_ERR_VERIFY);
		memcpy(t, sig[nv], 64);
		t[0] ^= 4;                                         /* another R (or none) */
		oat_err e = oat_jubjub_reddsa_verify(SA, vk[nv], 32, m[nv], 32, t, 64);
		CHECK(e == OAT_ERR_VERIFY || e == OAT_ERR_NO_SQRT);
		/* S + r_J: the same S mod r_J, not canonical */
		mpz_t s, r;
		mpz_inits(s, r, NULL);
		mpz_import(s, 32, -1, 1, 0, 0, sig[nv] + 32);
		mpz_set_str(r, RJ_HEX, 16);
		mpz_add(s, s, r);
		if (mpz_sizeinbase(s, 2) <= 256) {
			memset(t + 32, 0, 32);
			mpz_export(t + 32, NULL, -1, 1, 0, 0, s);
			memcpy(t, sig[nv], 32);
			CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[nv], 32, m[nv], 32, t, 64), OAT_ERR_NOT_CANONICAL);
		}
		mpz_clears(s, r, NULL);
		/* our own signatures verify, by either key */
		CHECK_EQ_INT(oat_jubjub_reddsa_sign(b, 64, rsk, SA, m[nv], 32, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, rvk[nv], 32, m[nv], 32, b, 64), OAT_OK);
		nv++;
	}
	if (fp) fclose(fp);
	CHECK_EQ_INT(nv, NV);
	/* the model's signatures with its T (both instances, empty messages) */
	int ns = 0;
	fp = open_vec("jubjub_reddsa.txt");
	while (fp && fgets(line, sizeof(line), fp)) {
		if (line[0] == '#' || sscanf(line, "%299s %299s %299s %299s %299s %299s", f[0], f[1], f[2], f[3],
				f[4], f[5]) != 6 || strcmp(f[0], "sign") != 0) continue;
		unsigned char skb[32], T[80], M[128], want[64], pk[32];
		oat_jubjub_reddsa_base base = strcmp(f[1], "spend") == 0 ? SA : BI;
		long n = unhex_msg(M, sizeof(M), f[4]);
		CHECK(n >= 0 && test_unhex(skb, 32, f[2]) == 0 && test_unhex(T, 80, f[3]) == 0);
		CHECK(test_unhex(want, 64, f[5]) == 0);
		CHECK_EQ_INT(oat_jubjub_fr_read_le(sk, skb, 32), OAT_OK);
		fixed_rng fr = { T, sizeof(T) };
		CHECK_EQ_INT(oat_jubjub_reddsa_sign(b, 64, sk, base, M, (size_t)n, fixed_rand, &fr), OAT_OK);
		CHECK(memcmp(b, want, 64) == 0);
		CHECK_EQ_INT(oat_jubjub_reddsa_sk_to_vk(pk, 32, sk, base), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(base, pk, 32, M, (size_t)n, b, 64), OAT_OK);
		CHECK_EQ_INT(oat_jubjub_reddsa_verify(base == SA ? BI : SA, pk, 32, M, (size_t)n, b, 64),
			OAT_ERR_VERIFY);
		ns++;
	}
	if (fp) fclose(fp);
	CHECK_EQ_INT(ns, 8);
	/* batches: the published ones, with binding signatures of fresh keys
	 * among them, across the groups of 16; then one bad signature anywhere */
	enum { NB = 2 * NV + 14 };
	oat_jubjub_reddsa_item it[NB];
	unsigned char bvk[NB][32], bsig[NB][64];
	for (int i = 0; i < NB; i++) {
		if (i < 2 * NV) {
			it[i].base = SA;
			it[i].vk = i % 2 ? rvk[i / 2] : vk[i / 2];
			it[i].sig = i % 2 ? rsig[i / 2] : sig[i / 2];
			it[i].msg = m[i / 2];
			it[i].len = 32;
		} else {
			it[i].base = i % 3 ? BI : SA;
			CHECK_EQ_INT(oat_jubjub_reddsa_keygen(sk, bvk[i], 32, it[i].base, test_rand, &RNG), OAT_OK);
			CHECK_EQ_INT(oat_jubjub_reddsa_sign(bsig[i], 64, sk, it[i].base, m[i % NV], (size_t)(i % 33),
				test_rand, &RNG), OAT_OK);
			it[i].vk = bvk[i];
			it[i].sig = bsig[i];
			it[i].msg = m[i % NV];
			it[i].len = (size_t)(i % 33);
			CHECK_EQ_INT(oat_jubjub_reddsa_verify(it[i].base, bvk[i], 32, it[i].msg, it[i].len, bsig[i], 64),
				OAT_OK);
		}
	}
	static const size_t bn[] = { 0, 1, 2, 15, 16, 17, NB };
	for (size_t j = 0; j < sizeof(bn) / sizeof(bn[0]); j++)
		CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(it, bn[j]), OAT_OK);
	CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(NULL, 0), OAT_OK);
	CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(NULL, 1), OAT_ERR_ARGUMENT);
	for (int bad = 0; bad < NB; bad += 5) {
		oat_jubjub_reddsa_item keep = it[bad];
		it[bad].sig = it[(bad + 1) % NB].sig;                  /* valid somewhere else */
		CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(it, NB), OAT_ERR_VERIFY);
		it[bad] = keep;
		it[bad].base = it[bad].base == SA ? BI : SA;           /* the other instance */
		CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(it, NB), OAT_ERR_VERIFY);
		it[bad] = keep;
		it[bad].len = 0;
		CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(it, NB), OAT_ERR_VERIFY);
		it[bad] = keep;
	}
	CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(it, NB), OAT_OK);
	/* the rejections, each its own error, and neutral outputs */
	unsigned char tv[32], ts[64];
	CHECK_EQ_INT(oat_jubjub_ed_write_bin(tv, 32, TORSION[3]), OAT_OK);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, tv, 32, m[0], 32, sig[0], 64), OAT_ERR_NOT_IN_GROUP);
	oat_jubjub_ed_t o;
	oat_jubjub_ed_set_infty(o);
	CHECK_EQ_INT(oat_jubjub_ed_write_bin(tv, 32, o), OAT_OK);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, tv, 32, m[0], 32, sig[0], 64), OAT_ERR_NOT_IN_GROUP);
	it[3].vk = tv;
	CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(it, NB), OAT_ERR_NOT_IN_GROUP);
	it[3].vk = rvk[1];
	memset(tv, 0xff, 32);                                      /* v >= q */
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, tv, 32, m[0], 32, sig[0], 64), OAT_ERR_NOT_CANONICAL);
	memcpy(ts, sig[0], 64);
	memset(ts, 0xff, 31);
	ts[31] = 0x7f;                                             /* R: v >= q */
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[0], 32, m[0], 32, ts, 64), OAT_ERR_NOT_CANONICAL);
	memcpy(ts, sig[0], 64);
	memset(ts + 32, 0xff, 32);                                 /* S >= r_J */
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[0], 32, m[0], 32, ts, 64), OAT_ERR_NOT_CANONICAL);
	it[7].sig = ts;
	CHECK_EQ_INT(oat_jubjub_reddsa_batch_verify(it, NB), OAT_ERR_NOT_CANONICAL);
	it[7].sig = rsig[3];
	memcpy(ts, sig[0], 64);
	ts[0] = 1, memset(ts + 1, 0, 30), ts[31] = 0x80;           /* R = (0, 1) with the sign bit: ZIP 216 */
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[0], 32, m[0], 32, ts, 64), OAT_ERR_FLAGS);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[0], 31, m[0], 32, sig[0], 64), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[0], 32, m[0], 32, sig[0], 63), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, NULL, 32, m[0], 32, sig[0], 64), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[0], 32, NULL, 32, sig[0], 64), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, vk[0], 32, m[0], 32, NULL, 64), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify((oat_jubjub_reddsa_base)0, vk[0], 32, m[0], 32, sig[0], 64),
		OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_jubjub_reddsa_sign(b, 63, sk, SA, m[0], 32, NULL, NULL), OAT_ERR_LENGTH);
	memset(b, 0xaa, 64);
	CHECK_EQ_INT(oat_jubjub_reddsa_sign(b, 64, sk, SA, m[0], 32, test_rand_fail, NULL), OAT_ERR_RAND);
	for (int i = 0; i < 64; i++) CHECK(b[i] == 0);
	CHECK_EQ_INT(oat_jubjub_reddsa_sign(b, 64, sk, (oat_jubjub_reddsa_base)3, m[0], 32, NULL, NULL),
		OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_jubjub_reddsa_sign(b, 64, sk, SA, m[0], 32, NULL, NULL), OAT_OK);   /* the OS's */
	CHECK_EQ_INT(oat_jubjub_reddsa_sk_to_vk(tv, 32, sk, SA), OAT_OK);
	CHECK_EQ_INT(oat_jubjub_reddsa_verify(SA, tv, 32, m[0], 32, b, 64), OAT_OK);
	CHECK_EQ_INT(oat_jubjub_reddsa_keygen(sk, tv, 32, SA, test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(oat_jubjub_fr_is_zero(sk));
	CHECK_EQ_INT(oat_jubjub_reddsa_keygen(sk, tv, 31, SA, NULL, NULL), OAT_ERR_LENGTH);
	memset(b, 0xaa, 32);
	CHECK_EQ_INT(oat_jubjub_reddsa_randomize_vk(b, 32, tv, 31, alpha, SA), OAT_ERR_LENGTH);
	for (int i = 0; i < 32; i++) CHECK(b[i] == 0);
	oat_jubjub_reddsa_get_base(o, (oat_jubjub_reddsa_base)0);
	CHECK(oat_jubjub_ed_is_infty(o));
}

int main(int argc, char **argv) {
	const char *seed = getenv("OAT_TEST_SEED");
	if (argc > 1) DIR_ = argv[1];
	test_rng_seed(&RNG, seed ? strtoull(seed, NULL, 0) : 0x6a75626a7562ULL);
	test_zkcrypto();
	test_mul_vectors();
	test_laws();
	test_rejections();
	test_mul_methods();
	test_fr_le();
	test_group_hash();
	test_redjubjub();
	return test_report("test_jubjub");
}
