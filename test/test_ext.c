/* Tests of the extension tower Fp2 / Fp6 / Fp12 of each pairing curve.
 *
 *   Fp2  = Fp[i]/(i^2 + 1)
 *   Fp6  = Fp2[v]/(v^3 - xi), xi = TEST_XI_A + i (test_curve.h)
 *   Fp12 = Fp6[w]/(w^2 - v)
 *
 * Everything goes through the public API (oat.h).  Covered:
 *   - ring laws on random elements (oat_fpX_rand) and on "edge" elements whose
 *     Fp coefficients are drawn from 0, 1, 2, p-1, p-2, (p-/+1)/2, 2^253 and
 *     the values whose Montgomery form is 1, p-1, p-2: commutativity,
 *     associativity, distributivity, identities, a - a, a + (-a), dbl, sqr,
 *     inv, inv(0) = 0, aliasing of outputs with inputs, cmov, copy, equal,
 *     is_zero, is_one, zero, set_dig;
 *   - independent references: Fp2 mul/sqr/mul_nor/mul_fp/conj/inv/add/sub/
 *     neg/dbl against schoolbook formulas in Fp (all pairs of edge elements and
 *     random ones), Fp6 mul against the schoolbook product over Fp2, Fp12 mul
 *     against the schoolbook product over Fp6, the defining relations
 *     i^2 = -1, v^3 = xi, w^2 = v, and the sparse products (fp6 mul_nor,
 *     mul_fp2, mul_01, fp12 mul_line and mul_line_m) against dense products;
 *   - Frobenius: the p-th power by square-and-multiply (fp12_exp_vartime and
 *     a local exponentiation for Fp2/Fp6), p^2, p^3, p^6 powers, k-fold
 *     composition, periods, conj, ring homomorphism, Fp6 frb = Fp12 frb on
 *     the subfield;
 *   - cyclotomic squaring after the easy part of the final exponentiation,
 *     and a negative control on non-cyclotomic elements;
 *   - Fp2 square roots and is_square (also against Euler's criterion in Fp2);
 *   - fp12_exp_vartime on small exponents;
 *   - the byte interfaces of Fp2 and Fp12 and the random-source interfaces,
 *     with their error paths.
 * Exponents (p, p^2, p^3, p^6, (p^2-1)/2) are computed with GMP.
 * A failure can be replayed with OAT_TEST_SEED. */
#include <gmp.h>
#include "test_curve.h"
#include "test_common.h"

#define NB OAT_FP_BYTES
#define N_RAND 300        /* random elements per law test (uniform) */
#define N_EDGE 200        /* random elements per law test (edge coefficients) */
#define N_FP2_REF 2000    /* random pairs for the Fp2 schoolbook references */
#define N_SPARSE 200      /* random cases for the sparse products */
#define N_FRB_EXP 4       /* Fp12 elements checked against a^p by exp */
#define N_FRB 40          /* elements for the Frobenius composition checks */
#define N_CYC 10          /* cyclotomic elements, each squared 20 times */
#define N_SQRT 300        /* random square roots */

/* the curve's p as published (test_curve.h) */
static const char P_HEX[] = TEST_P_HEX;

static test_rng g_rng;
static mpz_t g_p;
static unsigned char g_pbytes[NB];

/* ---- Small helpers -------------------------------------------------------- */

static uint64_t rnd(void) { return test_rng_next(&g_rng); }

/* Big-endian bytes of 0 <= x < 2^(8 len), left-padded with zeros. */
static void mpz_to_bytes(unsigned char *out, size_t len, mpz_srcptr x) {
	size_t need = mpz_sgn(x) == 0 ? 0 : (mpz_sizeinbase(x, 2) + 7) / 8, cnt = 0;
	memset(out, 0, len);
	if (need > len) {
		fprintf(stderr, "mpz_to_bytes: value too large\n");
		abort();
	}
	if (need) mpz_export(out + len - need, &cnt, 1, 1, 1, 0, x);
}

/* An Fp element from an integer 0 <= x < p, through oat_fp_read_bin. */
static void fp_from_mpz(oat_fp_t r, mpz_srcptr x) {
	unsigned char b[NB];
	mpz_to_bytes(b, NB, x);
	if (oat_fp_read_bin(r, b, NB) != OAT_OK) {
		fprintf(stderr, "fp_from_mpz: read_bin rejected a value < p\n");
		abort();
	}
}

/* An exponent as minimal big-endian bytes (caller frees). */
static unsigned char *mpz_to_exp(size_t *len, mpz_srcptr x) {
	size_t n = (mpz_sizeinbase(x, 2) + 7) / 8;
	unsigned char *b = malloc(n);
	if (!b) abort();
	mpz_to_bytes(b, n, x);
	*len = n;
	return b;
}

/* Coefficient k of an element in the serialisation order (Fp12: 6 h + 2 j + l
 * for c[h].c[j].c[l]). */
static oat_fp_st *fp2_coef(oat_fp2_t a, int k) { return a->c[k]; }
static oat_fp_st *fp6_coef(oat_fp6_t a, int k) { return a->c[k / 2]->c[k % 2]; }
static oat_fp_st *fp12_coef(oat_fp12_t a, int k) { return a->c[k / 6]->c[(k % 6) / 2]->c[k % 2]; }
#define fp2_ncoef 2
#define fp6_ncoef 6
#define fp12_ncoef 12

/* ---- Edge values of Fp ---------------------------------------------------- */

#define MAX_EDGE 16
static oat_fp_t g_edge[MAX_EDGE];
static int g_nedge;

static void edge_init(void) {
	mpz_t x, rinv, R;
	mpz_inits(x, rinv, R, NULL);
	g_nedge = 0;
	/* Canonical edges. */
	static const long small[] = { 0, 1, 2, -1, -2 };
	for (size_t i = 0; i < sizeof(small) / sizeof(small[0]); i++) {
		mpz_set_si(x, small[i]);
		mpz_mod(x, x, g_p);
		fp_from_mpz(g_edge[g_nedge++], x);
	}
	mpz_sub_ui(x, g_p, 1);
	mpz_fdiv_q_2exp(x, x, 1);               /* (p - 1)/2 */
	fp_from_mpz(g_edge[g_nedge++], x);
	mpz_add_ui(x, x, 1);                    /* (p + 1)/2 */
	fp_from_mpz(g_edge[g_nedge++], x);
	mpz_set_ui(x, 0);
	mpz_setbit(x, 253);                     /* 2^253 < p */
	fp_from_mpz(g_edge[g_nedge++], x);
	/* Values whose Montgomery form (x R mod p, R = 2^256) is 1, p-1, p-2. */
	mpz_set_ui(R, 0);
	mpz_setbit(R, 8 * NB);
	mpz_invert(rinv, R, g_p);
	static const long mont[] = { 1, -1, -2 };
	for (size_t i = 0; i < sizeof(mont) / sizeof(mont[0]); i++) {
		mpz_mul_si(x, rinv, mont[i]);
		mpz_mod(x, x, g_p);
		fp_from_mpz(g_edge[g_nedge++], x);
	}
	mpz_clears(x, rinv, R, NULL);
}

/* ---- Element generators --------------------------------------------------- */

static void fp_edge_or_rand(oat_fp_t r) {
	if (rnd() % 4 == 0) CHECK_EQ_INT(oat_fp_rand(r, test_rand, &g_rng), OAT_OK);
	else oat_fp_copy(r, g_edge[rnd() % (uint64_t)g_nedge]);
}

#define DEFINE_GEN(T) \
static void gen_##T##_rand(oat_##T##_t r) { \
	CHECK_EQ_INT(oat_##T##_rand(r, test_rand, &g_rng), OAT_OK); \
} \
static void gen_##T##_edge(oat_##T##_t r) { \
	for (int k = 0; k < T##_ncoef; k++) fp_edge_or_rand(T##_coef(r, k)); \
}
DEFINE_GEN(fp2)
DEFINE_GEN(fp6)
DEFINE_GEN(fp12)

/* ---- Generic ring-law tests ----------------------------------------------- */

/* Laws common to Fp2, Fp6 and Fp12, on n elements from gen. */
#define DEFINE_LAWS(T) \
static void laws_##T(void (*gen)(oat_##T##_t), int n) { \
	oat_##T##_t a, b, c, r, s, t, u, zero, one; \
	oat_##T##_zero(zero); \
	oat_##T##_set_dig(one, 1); \
	for (int it = 0; it < n; it++) { \
		gen(a); gen(b); gen(c); \
		if (it == 0) oat_##T##_zero(a);       /* include 0 and 1 */ \
		if (it == 1) oat_##T##_set_dig(b, 1); \
		if (it == 2) oat_##T##_copy(b, a);    /* equal operands */ \
		/* add: commutative, associative, 0 is neutral */ \
		oat_##T##_add(r, a, b); oat_##T##_add(s, b, a); \
		CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_add(r, a, b); oat_##T##_add(r, r, c); \
		oat_##T##_add(s, b, c); oat_##T##_add(s, a, s); \
		CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_add(r, a, zero); CHECK(oat_##T##_equal(r, a)); \
		/* sub / neg */ \
		oat_##T##_sub(r, a, a); CHECK(oat_##T##_is_zero(r)); \
		oat_##T##_neg(s, a); oat_##T##_add(r, a, s); CHECK(oat_##T##_is_zero(r)); \
		oat_##T##_neg(r, s); CHECK(oat_##T##_equal(r, a)); \
		oat_##T##_neg(r, zero); CHECK(oat_##T##_is_zero(r)); \
		oat_##T##_sub(r, a, b); oat_##T##_neg(s, b); oat_##T##_add(s, a, s); \
		CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_add(r, r, b); CHECK(oat_##T##_equal(r, a)); \
		oat_##T##_sub(r, zero, a); oat_##T##_neg(s, a); CHECK(oat_##T##_equal(r, s)); \
		/* mul: commutative, associative, 1 neutral, 0 absorbing */ \
		oat_##T##_mul(r, a, b); oat_##T##_mul(s, b, a); \
		CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_mul(r, a, b); oat_##T##_mul(r, r, c); \
		oat_##T##_mul(s, b, c); oat_##T##_mul(s, a, s); \
		CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_mul(r, a, one); CHECK(oat_##T##_equal(r, a)); \
		oat_##T##_mul(r, a, zero); CHECK(oat_##T##_is_zero(r)); \
		/* distributivity, both sides, and with sub */ \
		oat_##T##_add(t, b, c); oat_##T##_mul(r, a, t); \
		oat_##T##_mul(s, a, b); oat_##T##_mul(u, a, c); oat_##T##_add(s, s, u); \
		CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_mul(r, t, a); CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_sub(t, b, c); oat_##T##_mul(r, a, t); \
		oat_##T##_mul(s, a, b); oat_##T##_sub(s, s, u); \
		CHECK(oat_##T##_equal(r, s)); \
		/* (-a) b = -(a b) */ \
		oat_##T##_neg(t, a); oat_##T##_mul(r, t, b); \
		oat_##T##_mul(s, a, b); oat_##T##_neg(s, s); CHECK(oat_##T##_equal(r, s)); \
		/* sqr */ \
		oat_##T##_sqr(r, a); oat_##T##_mul(s, a, a); CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_add(t, a, b); oat_##T##_sqr(r, t);   /* (a+b)^2 = a^2 + 2ab + b^2 */ \
		oat_##T##_mul(u, a, b); oat_##T##_add(u, u, u); \
		oat_##T##_add(s, s, u); oat_##T##_sqr(u, b); oat_##T##_add(s, s, u); \
		CHECK(oat_##T##_equal(r, s)); \
		/* inv */ \
		oat_##T##_inv(r, a); \
		if (oat_##T##_is_zero(a)) { \
			CHECK(oat_##T##_is_zero(r)); \
		} else { \
			oat_##T##_mul(s, r, a); CHECK(oat_##T##_equal(s, one)); \
			oat_##T##_inv(s, r); CHECK(oat_##T##_equal(s, a)); \
			oat_##T##_mul(s, a, b); oat_##T##_mul(s, s, r); \
			CHECK(oat_##T##_equal(s, b)); \
		} \
		/* aliasing: r == a, r == b, r == a == b */ \
		oat_##T##_add(r, a, b); \
		oat_##T##_copy(t, a); oat_##T##_add(t, t, b); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_copy(t, b); oat_##T##_add(t, a, t); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_add(r, a, a); \
		oat_##T##_copy(t, a); oat_##T##_add(t, t, t); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_sub(r, a, b); \
		oat_##T##_copy(t, a); oat_##T##_sub(t, t, b); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_copy(t, b); oat_##T##_sub(t, a, t); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_mul(r, a, b); \
		oat_##T##_copy(t, a); oat_##T##_mul(t, t, b); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_copy(t, b); oat_##T##_mul(t, a, t); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_mul(r, a, a); \
		oat_##T##_copy(t, a); oat_##T##_mul(t, t, t); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_sqr(r, a); \
		oat_##T##_copy(t, a); oat_##T##_sqr(t, t); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_neg(r, a); \
		oat_##T##_copy(t, a); oat_##T##_neg(t, t); CHECK(oat_##T##_equal(t, r)); \
		oat_##T##_inv(r, a); \
		oat_##T##_copy(t, a); oat_##T##_inv(t, t); CHECK(oat_##T##_equal(t, r)); \
		/* copy, equal, cmov */ \
		oat_##T##_copy(t, b); oat_##T##_copy(t, a); CHECK(oat_##T##_equal(t, a)); \
		CHECK(oat_##T##_equal(a, a)); \
		CHECK_EQ_INT(oat_##T##_equal(a, b), \
			memcmp(a, b, sizeof(oat_##T##_t)) == 0);   /* canonical, so bytes */ \
		oat_##T##_copy(t, a); oat_##T##_cmov(t, b, 0); CHECK(oat_##T##_equal(t, a)); \
		oat_##T##_copy(t, a); oat_##T##_cmov(t, b, 1); CHECK(oat_##T##_equal(t, b)); \
		oat_##T##_copy(t, a); oat_##T##_cmov(t, t, 1); CHECK(oat_##T##_equal(t, a)); \
		{ \
			int k = (int)(rnd() % T##_ncoef); \
			oat_fp_t e1; \
			oat_fp_set_dig(e1, 1); \
			oat_##T##_copy(t, a); \
			oat_fp_add(T##_coef(t, k), T##_coef(t, k), e1); \
			CHECK(!oat_##T##_equal(t, a)); \
			CHECK(!oat_##T##_equal(a, t)); \
			oat_##T##_cmov(t, a, 1); CHECK(oat_##T##_equal(t, a)); \
		} \
		/* is_zero */ \
		CHECK_EQ_INT(oat_##T##_is_zero(a), oat_##T##_equal(a, zero)); \
	} \
} \
/* zero, set_dig, is_zero, equal on each coefficient position. */ \
static void basics_##T(void) { \
	oat_##T##_t a, b; \
	oat_fp_t e, z; \
	oat_fp_zero(z); \
	gen_##T##_rand(a); \
	oat_##T##_zero(a); \
	CHECK(oat_##T##_is_zero(a)); \
	for (int k = 0; k < T##_ncoef; k++) CHECK(oat_fp_is_zero(T##_coef(a, k))); \
	for (int k = 0; k < T##_ncoef; k++) { \
		oat_##T##_zero(a); \
		oat_fp_set_dig(T##_coef(a, k), 1); \
		CHECK(!oat_##T##_is_zero(a)); \
		oat_##T##_zero(b); \
		CHECK(!oat_##T##_equal(a, b)); \
		oat_fp_set_dig(T##_coef(b, k), 1); \
		CHECK(oat_##T##_equal(a, b)); \
		oat_fp_set_dig(T##_coef(a, k), 2); \
		CHECK(!oat_##T##_equal(a, b)); \
	} \
	const oat_dig_t digs[] = { 0, 1, 2, 3, 0xff, (oat_dig_t)-1, (oat_dig_t)-2, \
		(oat_dig_t)1 << (OAT_WSIZE - 1), (oat_dig_t)rnd() }; \
	for (size_t i = 0; i < sizeof(digs) / sizeof(digs[0]); i++) { \
		gen_##T##_rand(a);                 /* garbage to be overwritten */ \
		oat_##T##_set_dig(a, digs[i]); \
		oat_fp_set_dig(e, digs[i]); \
		CHECK(oat_fp_equal(T##_coef(a, 0), e)); \
		for (int k = 1; k < T##_ncoef; k++) CHECK(oat_fp_equal(T##_coef(a, k), z)); \
		CHECK_EQ_INT(oat_##T##_is_zero(a), digs[i] == 0); \
		/* set_dig(d) * x = x + ... + x (d small) */ \
		if (digs[i] <= 3) { \
			gen_##T##_rand(b); \
			oat_##T##_t m, s; \
			oat_##T##_mul(m, a, b); \
			oat_##T##_zero(s); \
			for (oat_dig_t j = 0; j < digs[i]; j++) oat_##T##_add(s, s, b); \
			CHECK(oat_##T##_equal(m, s)); \
		} \
	} \
}
DEFINE_LAWS(fp2)
DEFINE_LAWS(fp6)
DEFINE_LAWS(fp12)

/* dbl exists for Fp2 and Fp6 only. */
#define DEFINE_DBL(T) \
static void dbl_##T(void (*gen)(oat_##T##_t), int n) { \
	oat_##T##_t a, r, s; \
	for (int it = 0; it < n; it++) { \
		gen(a); \
		oat_##T##_dbl(r, a); oat_##T##_add(s, a, a); CHECK(oat_##T##_equal(r, s)); \
		oat_##T##_copy(s, a); oat_##T##_dbl(s, s); CHECK(oat_##T##_equal(r, s)); \
	} \
}
DEFINE_DBL(fp2)
DEFINE_DBL(fp6)

/* Square-and-multiply with the library's mul/sqr, a reference independent of
 * the implementation of frb and sqrt. */
#define DEFINE_POW(T) \
static void pow_##T(oat_##T##_t r, const oat_##T##_t a, const unsigned char *e, size_t len) { \
	oat_##T##_t t; \
	oat_##T##_set_dig(t, 1); \
	for (size_t i = 0; i < len; i++) \
		for (int j = 7; j >= 0; j--) { \
			oat_##T##_sqr(t, t); \
			if ((e[i] >> j) & 1) oat_##T##_mul(t, t, a); \
		} \
	oat_##T##_copy(r, t); \
}
DEFINE_POW(fp2)
DEFINE_POW(fp6)

/* ---- Fp2 against schoolbook formulas in Fp -------------------------------- */

static void ref_fp2_mul(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b) {
	oat_fp_t t0, t1, t2, t3;
	oat_fp_mul(t0, a->c[0], b->c[0]);
	oat_fp_mul(t1, a->c[1], b->c[1]);
	oat_fp_mul(t2, a->c[0], b->c[1]);
	oat_fp_mul(t3, a->c[1], b->c[0]);
	oat_fp_sub(r->c[0], t0, t1);
	oat_fp_add(r->c[1], t2, t3);
}

static void check_fp2_pair(const oat_fp2_t a, const oat_fp2_t b) {
	oat_fp2_t r, s, t;
	oat_fp_t x, y;
	/* mul */
	oat_fp2_mul(r, a, b);
	ref_fp2_mul(s, a, b);
	CHECK(oat_fp2_equal(r, s));
	/* add, sub */
	oat_fp2_add(r, a, b);
	oat_fp_add(x, a->c[0], b->c[0]);
	oat_fp_add(y, a->c[1], b->c[1]);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	oat_fp2_sub(r, a, b);
	oat_fp_sub(x, a->c[0], b->c[0]);
	oat_fp_sub(y, a->c[1], b->c[1]);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	/* mul_fp by b's real part */
	oat_fp2_mul_fp(r, a, b->c[0]);
	oat_fp_mul(x, a->c[0], b->c[0]);
	oat_fp_mul(y, a->c[1], b->c[0]);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	oat_fp2_copy(t, a);
	oat_fp2_mul_fp(t, t, b->c[0]);
	CHECK(oat_fp2_equal(t, r));
}

static void check_fp2_single(const oat_fp2_t a) {
	oat_fp2_t r, s, t;
	oat_fp_t x, y, n;
	/* sqr: (a0^2 - a1^2) + 2 a0 a1 i */
	oat_fp2_sqr(r, a);
	oat_fp_sqr(x, a->c[0]);
	oat_fp_sqr(y, a->c[1]);
	oat_fp_sub(x, x, y);
	oat_fp_mul(y, a->c[0], a->c[1]);
	oat_fp_add(y, y, y);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	oat_fp2_copy(t, a);
	oat_fp2_sqr(t, t);
	CHECK(oat_fp2_equal(t, r));
	/* mul_nor: (A a0 - a1) + (a0 + A a1) i for xi = A + i */
	oat_fp2_mul_nor(r, a);
	oat_fp_set_dig(n, TEST_XI_A);
	oat_fp_mul(x, a->c[0], n);
	oat_fp_sub(x, x, a->c[1]);
	oat_fp_mul(y, a->c[1], n);
	oat_fp_add(y, y, a->c[0]);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	oat_fp2_copy(t, a);
	oat_fp2_mul_nor(t, t);
	CHECK(oat_fp2_equal(t, r));
	/* conj: a0 - a1 i */
	oat_fp2_conj(r, a);
	oat_fp_neg(y, a->c[1]);
	CHECK(oat_fp_equal(r->c[0], a->c[0]) && oat_fp_equal(r->c[1], y));
	oat_fp2_copy(t, a);
	oat_fp2_conj(t, t);
	CHECK(oat_fp2_equal(t, r));
	/* neg, dbl */
	oat_fp2_neg(r, a);
	oat_fp_neg(x, a->c[0]);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	oat_fp2_dbl(r, a);
	oat_fp_dbl(x, a->c[0]);
	oat_fp_dbl(y, a->c[1]);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	/* inv: (a0 - a1 i) / (a0^2 + a1^2) */
	oat_fp2_inv(r, a);
	oat_fp_sqr(x, a->c[0]);
	oat_fp_sqr(y, a->c[1]);
	oat_fp_add(n, x, y);
	oat_fp_inv(n, n);
	oat_fp_mul(x, a->c[0], n);
	oat_fp_mul(y, a->c[1], n);
	oat_fp_neg(y, y);
	CHECK(oat_fp_equal(r->c[0], x) && oat_fp_equal(r->c[1], y));
	/* mul by xi through the general product */
	oat_fp2_set_dig(s, TEST_XI_A);
	oat_fp_set_dig(s->c[1], 1);
	oat_fp2_mul_nor(r, a);
	ref_fp2_mul(t, a, s);
	CHECK(oat_fp2_equal(r, t));
}

static void test_fp2_reference(void) {
	enum { NE2 = MAX_EDGE * MAX_EDGE };
	static oat_fp2_t e2[NE2];
	int n = 0;
	for (int i = 0; i < g_nedge; i++)
		for (int j = 0; j < g_nedge; j++) {
			oat_fp_copy(e2[n]->c[0], g_edge[i]);
			oat_fp_copy(e2[n]->c[1], g_edge[j]);
			n++;
		}
	for (int i = 0; i < n; i++) {
		check_fp2_single(e2[i]);
		for (int j = 0; j < n; j++) check_fp2_pair(e2[i], e2[j]);
	}
	for (int it = 0; it < N_FP2_REF; it++) {
		oat_fp2_t a, b;
		if (it % 2) { gen_fp2_rand(a); gen_fp2_rand(b); }
		else { gen_fp2_edge(a); gen_fp2_rand(b); }
		check_fp2_single(a);
		check_fp2_pair(a, b);
		check_fp2_pair(b, a);
	}
	/* i^2 = -1 */
	{
		oat_fp2_t i2, r, m1;
		oat_fp2_zero(i2);
		oat_fp_set_dig(i2->c[1], 1);
		oat_fp2_sqr(r, i2);
		oat_fp2_set_dig(m1, 1);
		oat_fp2_neg(m1, m1);
		CHECK(oat_fp2_equal(r, m1));
		oat_fp2_mul(r, i2, i2);
		CHECK(oat_fp2_equal(r, m1));
	}
}

/* ---- Fp6 and Fp12 products against schoolbook formulas --------------------- */

/* r = a xi through a general Fp2 product (not mul_nor). */
static void fp2_mul_xi_ref(oat_fp2_t r, const oat_fp2_t a) {
	oat_fp2_t xi;
	oat_fp2_set_dig(xi, TEST_XI_A);
	oat_fp_set_dig(xi->c[1], 1);
	oat_fp2_mul(r, a, xi);
}

/* c0 = a0 b0 + xi (a1 b2 + a2 b1), c1 = a0 b1 + a1 b0 + xi a2 b2,
 * c2 = a0 b2 + a1 b1 + a2 b0. */
static void ref_fp6_mul(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b) {
	oat_fp2_t p[3][3], c0, c1, c2, t;
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 3; j++) oat_fp2_mul(p[i][j], a->c[i], b->c[j]);
	oat_fp2_add(t, p[1][2], p[2][1]);
	fp2_mul_xi_ref(t, t);
	oat_fp2_add(c0, p[0][0], t);
	fp2_mul_xi_ref(t, p[2][2]);
	oat_fp2_add(c1, p[0][1], p[1][0]);
	oat_fp2_add(c1, c1, t);
	oat_fp2_add(c2, p[0][2], p[1][1]);
	oat_fp2_add(c2, c2, p[2][0]);
	oat_fp2_copy(r->c[0], c0);
	oat_fp2_copy(r->c[1], c1);
	oat_fp2_copy(r->c[2], c2);
}

/* r = a * v through a general Fp6 product. */
static void fp6_mul_v_ref(oat_fp6_t r, const oat_fp6_t a) {
	oat_fp6_t v;
	oat_fp6_zero(v);
	oat_fp2_set_dig(v->c[1], 1);
	oat_fp6_mul(r, a, v);
}

/* c0 = a0 b0 + v a1 b1, c1 = a0 b1 + a1 b0. */
static void ref_fp12_mul(oat_fp12_t r, const oat_fp12_t a, const oat_fp12_t b) {
	oat_fp6_t t00, t01, t10, t11;
	oat_fp6_mul(t00, a->c[0], b->c[0]);
	oat_fp6_mul(t01, a->c[0], b->c[1]);
	oat_fp6_mul(t10, a->c[1], b->c[0]);
	oat_fp6_mul(t11, a->c[1], b->c[1]);
	fp6_mul_v_ref(t11, t11);
	oat_fp6_add(r->c[0], t00, t11);
	oat_fp6_add(r->c[1], t01, t10);
}

static void test_tower_reference(void) {
	for (int it = 0; it < N_RAND; it++) {
		oat_fp6_t a6, b6, r6, s6;
		oat_fp12_t a12, b12, r12, s12;
		if (it % 2) { gen_fp6_rand(a6); gen_fp6_rand(b6); gen_fp12_rand(a12); gen_fp12_rand(b12); }
		else { gen_fp6_edge(a6); gen_fp6_edge(b6); gen_fp12_edge(a12); gen_fp12_edge(b12); }
		oat_fp6_mul(r6, a6, b6);
		ref_fp6_mul(s6, a6, b6);
		CHECK(oat_fp6_equal(r6, s6));
		oat_fp6_sqr(r6, a6);
		ref_fp6_mul(s6, a6, a6);
		CHECK(oat_fp6_equal(r6, s6));
		oat_fp12_mul(r12, a12, b12);
		ref_fp12_mul(s12, a12, b12);
		CHECK(oat_fp12_equal(r12, s12));
		oat_fp12_sqr(r12, a12);
		ref_fp12_mul(s12, a12, a12);
		CHECK(oat_fp12_equal(r12, s12));
	}
	/* Defining relations: v^3 = xi, w^2 = v, w^6 = xi. */
	{
		oat_fp6_t v, r6, x6;
		oat_fp12_t w, r12, x12;
		oat_fp6_zero(v);
		oat_fp2_set_dig(v->c[1], 1);
		oat_fp6_sqr(r6, v);
		oat_fp6_mul(r6, r6, v);
		oat_fp6_zero(x6);
		oat_fp2_set_dig(x6->c[0], TEST_XI_A);
		oat_fp_set_dig(x6->c[0]->c[1], 1);
		CHECK(oat_fp6_equal(r6, x6));
		oat_fp12_zero(w);
		oat_fp2_set_dig(w->c[1]->c[0], 1);
		oat_fp12_sqr(r12, w);
		oat_fp12_zero(x12);
		oat_fp2_set_dig(x12->c[0]->c[1], 1);
		CHECK(oat_fp12_equal(r12, x12));
		oat_fp12_mul(r12, w, w);
		CHECK(oat_fp12_equal(r12, x12));
		oat_fp12_sqr(r12, r12);
		oat_fp12_mul(r12, r12, x12);          /* w^6 */
		oat_fp12_zero(x12);
		oat_fp6_copy(x12->c[0], x6);
		CHECK(oat_fp12_equal(r12, x12));
	}
}

/* ---- Sparse products -------------------------------------------------------- */

static void test_sparse(void) {
	for (int it = 0; it < N_SPARSE; it++) {
		oat_fp6_t a, d, r, s;
		oat_fp2_t b0, b1, l0, l1, l3;
		oat_fp12_t f, D, R, S;
		if (it % 2) { gen_fp6_rand(a); gen_fp2_rand(b0); gen_fp2_rand(b1); }
		else { gen_fp6_edge(a); gen_fp2_edge(b0); gen_fp2_edge(b1); }
		/* mul_nor = a * v */
		oat_fp6_mul_nor(r, a);
		fp6_mul_v_ref(s, a);
		CHECK(oat_fp6_equal(r, s));
		oat_fp6_copy(r, a);
		oat_fp6_mul_nor(r, r);
		CHECK(oat_fp6_equal(r, s));
		/* mul_fp2 = a * (b0, 0, 0) */
		oat_fp6_zero(d);
		oat_fp2_copy(d->c[0], b0);
		oat_fp6_mul(s, a, d);
		oat_fp6_mul_fp2(r, a, b0);
		CHECK(oat_fp6_equal(r, s));
		oat_fp6_copy(r, a);
		oat_fp6_mul_fp2(r, r, b0);
		CHECK(oat_fp6_equal(r, s));
		/* mul_01 = a * (b0, b1, 0) */
		oat_fp2_copy(d->c[1], b1);
		oat_fp6_mul(s, a, d);
		oat_fp6_mul_01(r, a, b0, b1);
		CHECK(oat_fp6_equal(r, s));
		oat_fp6_copy(r, a);
		oat_fp6_mul_01(r, r, b0, b1);
		CHECK(oat_fp6_equal(r, s));
		/* mul_line = f * ((l0, 0, 0) + (l1, l3, 0) w) */
		if (it % 2) { gen_fp12_rand(f); gen_fp2_rand(l0); gen_fp2_rand(l1); gen_fp2_rand(l3); }
		else { gen_fp12_edge(f); gen_fp2_edge(l0); gen_fp2_edge(l1); gen_fp2_edge(l3); }
		if (it == 0) oat_fp2_zero(l3);
		if (it == 2) oat_fp2_zero(l0);
		/* and mul_line_m (an M-type twist's) = f * ((l0, l1, 0) + (0, l3, 0) w) */
		for (int m = 0; m < 2; m++) {
			void (*ml)(oat_fp12_t, const oat_fp12_t, const oat_fp2_t, const oat_fp2_t,
				const oat_fp2_t) = m ? oat_fp12_mul_line_m : oat_fp12_mul_line;
			oat_fp12_zero(D);
			oat_fp2_copy(D->c[0]->c[0], l0);
			oat_fp2_copy(m ? D->c[0]->c[1] : D->c[1]->c[0], l1);
			oat_fp2_copy(D->c[1]->c[1], l3);
			oat_fp12_mul(S, f, D);
			ml(R, f, l0, l1, l3);
			CHECK(oat_fp12_equal(R, S));
			oat_fp12_copy(R, f);
			ml(R, R, l0, l1, l3);
			CHECK(oat_fp12_equal(R, S));
		}
	}
}

/* ---- Frobenius ------------------------------------------------------------- */

static void embed6(oat_fp12_t r, const oat_fp6_t a) {
	oat_fp12_zero(r);
	oat_fp6_copy(r->c[0], a);
}

static void test_frobenius(void) {
	mpz_t e;
	size_t lp, lp2, lp3, lp6;
	mpz_init(e);
	unsigned char *ep = mpz_to_exp(&lp, g_p);
	mpz_pow_ui(e, g_p, 2);
	unsigned char *ep2 = mpz_to_exp(&lp2, e);
	mpz_pow_ui(e, g_p, 3);
	unsigned char *ep3 = mpz_to_exp(&lp3, e);
	mpz_pow_ui(e, g_p, 6);
	unsigned char *ep6 = mpz_to_exp(&lp6, e);

	/* frb(a, 1) = a^p; also p^2, p^3 (each table) and p^6 (conj). */
	for (int it = 0; it < N_FRB_EXP; it++) {
		oat_fp12_t a, r, s;
		gen_fp12_rand(a);
		oat_fp12_frb(r, a, 1);
		oat_fp12_exp_vartime(s, a, ep, lp);
		CHECK(oat_fp12_equal(r, s));
		if (it < 2) {
			oat_fp12_frb(r, a, 2);
			oat_fp12_exp_vartime(s, a, ep2, lp2);
			CHECK(oat_fp12_equal(r, s));
			oat_fp12_frb(r, a, 3);
			oat_fp12_exp_vartime(s, a, ep3, lp3);
			CHECK(oat_fp12_equal(r, s));
		}
		if (it == 0) {
			oat_fp12_exp_vartime(s, a, ep6, lp6);
			oat_fp12_conj(r, a);
			CHECK(oat_fp12_equal(r, s));
		}
	}
	for (int it = 0; it < N_FRB_EXP; it++) {
		oat_fp6_t a, r, s;
		oat_fp2_t x, y, z;
		gen_fp6_rand(a);
		oat_fp6_frb(r, a, 1);
		pow_fp6(s, a, ep, lp);
		CHECK(oat_fp6_equal(r, s));
		gen_fp2_rand(x);
		oat_fp2_frb(y, x, 1);
		pow_fp2(z, x, ep, lp);
		CHECK(oat_fp2_equal(y, z));
		oat_fp2_frb(y, x, 2);
		pow_fp2(z, x, ep2, lp2);
		CHECK(oat_fp2_equal(y, z));
	}

	/* Compositions, periods, conj, homomorphism, aliasing. */
	for (int it = 0; it < N_FRB; it++) {
		oat_fp12_t a, b, r, s, t, acc;
		if (it % 2) { gen_fp12_rand(a); gen_fp12_rand(b); }
		else { gen_fp12_edge(a); gen_fp12_edge(b); }
		oat_fp12_copy(acc, a);                     /* acc = frb(., 1) applied k times */
		for (int k = 0; k <= 12; k++) {
			oat_fp12_frb(r, a, k);
			CHECK(oat_fp12_equal(r, acc));
			oat_fp12_copy(s, a);
			oat_fp12_frb(s, s, k);                 /* aliasing */
			CHECK(oat_fp12_equal(s, r));
			/* frb(a b) = frb(a) frb(b) */
			oat_fp12_mul(s, a, b);
			oat_fp12_frb(s, s, k);
			oat_fp12_frb(r, b, k);
			oat_fp12_frb(t, a, k);
			oat_fp12_mul(r, t, r);
			CHECK(oat_fp12_equal(s, r));
			oat_fp12_frb(acc, acc, 1);
		}
		oat_fp12_frb(r, a, 1);                     /* acc = frb^13 = frb^1 */
		CHECK(oat_fp12_equal(acc, r));
		oat_fp12_frb(r, a, 12);
		CHECK(oat_fp12_equal(r, a));
		oat_fp12_frb(r, a, 6);
		oat_fp12_conj(s, a);
		CHECK(oat_fp12_equal(r, s));
		oat_fp12_copy(s, a);
		oat_fp12_conj(s, s);
		CHECK(oat_fp12_equal(r, s));
		oat_fp12_frb(s, a, 11);                    /* frb^11 o frb^1 = id */
		oat_fp12_frb(s, s, 1);
		CHECK(oat_fp12_equal(s, a));
		oat_fp12_frb(s, a, 5);
		oat_fp12_frb(s, s, 7);
		CHECK(oat_fp12_equal(s, a));

		/* Fp6 */
		oat_fp6_t a6, b6, r6, s6, t6, acc6;
		if (it % 2) { gen_fp6_rand(a6); gen_fp6_rand(b6); }
		else { gen_fp6_edge(a6); gen_fp6_edge(b6); }
		oat_fp6_copy(acc6, a6);
		for (int k = 0; k <= 6; k++) {
			oat_fp6_frb(r6, a6, k);
			CHECK(oat_fp6_equal(r6, acc6));
			oat_fp6_copy(s6, a6);
			oat_fp6_frb(s6, s6, k);
			CHECK(oat_fp6_equal(s6, r6));
			oat_fp6_mul(s6, a6, b6);
			oat_fp6_frb(s6, s6, k);
			oat_fp6_frb(r6, b6, k);
			oat_fp6_frb(t6, a6, k);
			oat_fp6_mul(r6, t6, r6);
			CHECK(oat_fp6_equal(s6, r6));
			/* agrees with Fp12's frb on the subfield Fp6 */
			oat_fp12_t e6, f6;
			embed6(e6, a6);
			oat_fp12_frb(e6, e6, k);
			oat_fp6_frb(r6, a6, k);
			embed6(f6, r6);
			CHECK(oat_fp12_equal(e6, f6));
			oat_fp6_frb(acc6, acc6, 1);
		}
		oat_fp6_frb(r6, a6, 1);
		CHECK(oat_fp6_equal(acc6, r6));            /* frb^7 = frb^1 */
		oat_fp6_frb(r6, a6, 6);
		CHECK(oat_fp6_equal(r6, a6));
		oat_fp6_frb(r6, a6, 5);
		oat_fp6_frb(r6, r6, 1);
		CHECK(oat_fp6_equal(r6, a6));

		/* Fp2 */
		oat_fp2_t a2, b2, r2, s2;
		if (it % 2) { gen_fp2_rand(a2); gen_fp2_rand(b2); }
		else { gen_fp2_edge(a2); gen_fp2_edge(b2); }
		oat_fp2_conj(s2, a2);
		oat_fp2_frb(r2, a2, 0);
		CHECK(oat_fp2_equal(r2, a2));
		oat_fp2_frb(r2, a2, 1);
		CHECK(oat_fp2_equal(r2, s2));
		oat_fp2_frb(r2, r2, 1);
		CHECK(oat_fp2_equal(r2, a2));
		oat_fp2_frb(r2, a2, 2);
		CHECK(oat_fp2_equal(r2, a2));
		oat_fp2_frb(r2, a2, 3);
		CHECK(oat_fp2_equal(r2, s2));
		oat_fp2_copy(r2, a2);
		oat_fp2_frb(r2, r2, 1);
		CHECK(oat_fp2_equal(r2, s2));
		oat_fp2_mul(r2, a2, b2);
		oat_fp2_frb(r2, r2, 1);
		oat_fp2_frb(s2, a2, 1);
		oat_fp2_t u2;
		oat_fp2_frb(u2, b2, 1);
		oat_fp2_mul(s2, s2, u2);
		CHECK(oat_fp2_equal(r2, s2));
	}
	free(ep); free(ep2); free(ep3); free(ep6);
	mpz_clear(e);
}

/* ---- Cyclotomic squaring ---------------------------------------------------- */

/* g = f^((p^6 - 1)(p^2 + 1)). */
static void easy_part(oat_fp12_t g, const oat_fp12_t f) {
	oat_fp12_t t;
	oat_fp12_conj(t, f);
	oat_fp12_inv(g, f);
	oat_fp12_mul(g, t, g);
	oat_fp12_frb(t, g, 2);
	oat_fp12_mul(g, t, g);
}

static void test_cyclotomic(void) {
	int differ = 0;
	for (int it = 0; it < N_CYC; it++) {
		oat_fp12_t f, g, r, s, t;
		gen_fp12_rand(f);
		easy_part(g, f);
		/* g is in the cyclotomic subgroup: g^(p^6 + 1) = 1 and
		 * g^(p^4 - p^2 + 1) = 1. */
		oat_fp12_conj(t, g);
		oat_fp12_mul(t, t, g);
		CHECK(oat_fp12_is_one(t));
		oat_fp12_frb(t, g, 4);
		oat_fp12_mul(t, t, g);
		oat_fp12_frb(r, g, 2);
		CHECK(oat_fp12_equal(t, r));
		CHECK(!oat_fp12_is_one(g));
		for (int j = 0; j < 20; j++) {
			oat_fp12_sqr_cyc(r, g);
			oat_fp12_sqr(s, g);
			CHECK(oat_fp12_equal(r, s));
			oat_fp12_copy(t, g);
			oat_fp12_sqr_cyc(t, t);                /* aliasing */
			CHECK(oat_fp12_equal(t, s));
			oat_fp12_copy(g, s);
		}
		/* Negative control: a random element is not cyclotomic. */
		oat_fp12_sqr_cyc(r, f);
		oat_fp12_sqr(s, f);
		differ += !oat_fp12_equal(r, s);
	}
	CHECK_EQ_INT(differ, N_CYC);
	{
		oat_fp12_t one, r;
		oat_fp12_set_dig(one, 1);
		oat_fp12_sqr_cyc(r, one);
		CHECK(oat_fp12_is_one(r));
	}
}

/* ---- Compressed (Karabina) squaring -------------------------------------- */

#define G2_(f) ((f)->c[1]->c[0])
#define G3_(f) ((f)->c[0]->c[2])
#define G4_(f) ((f)->c[0]->c[1])
#define G5_(f) ((f)->c[1]->c[2])
#define G0_(f) ((f)->c[0]->c[0])
#define G1_(f) ((f)->c[1]->c[1])

/* The compressed form of f: f with f0 = f3 = 0. */
static void compress(oat_fp12_t c, const oat_fp12_t f) {
	oat_fp12_copy(c, f);
	oat_fp2_zero(G0_(c));
	oat_fp2_zero(G1_(c));
}

/* sqr_pck chains against sqr_cyc (itself checked against sqr above) and
 * back_cyc / back_cyc_sim against the uncompressed squares, for n = 1..11
 * (more than one batch of 8), in place and out of place. */
static void test_compressed(void) {
	enum { CHAIN = 11 };
	int differ = 0;
	for (int it = 0; it < N_CYC; it++) {
		oat_fp12_t f, g, c, d, e, full[CHAIN], pck[CHAIN], out[CHAIN];
		gen_fp12_rand(f);
		easy_part(g, f);
		compress(c, g);
		for (int j = 0; j < CHAIN; j++) {
			oat_fp12_sqr_cyc(g, g);
			if (j % 2) oat_fp12_sqr_pck(c, c);       /* aliasing */
			else { oat_fp12_sqr_pck(d, c); oat_fp12_copy(c, d); }
			compress(e, g);
			CHECK(oat_fp12_equal(c, e));
			oat_fp12_back_cyc(d, c);
			CHECK(oat_fp12_equal(d, g));
			oat_fp12_copy(d, c);
			oat_fp12_back_cyc(d, d);                 /* aliasing */
			CHECK(oat_fp12_equal(d, g));
			oat_fp12_copy(full[j], g);
			oat_fp12_copy(pck[j], c);
		}
		for (size_t n = 1; n <= CHAIN; n++) {
			size_t off = CHAIN - n;
			oat_fp12_back_cyc_sim(out, (const oat_fp12_t *)(pck + off), n);
			for (size_t i = 0; i < n; i++) CHECK(oat_fp12_equal(out[i], full[off + i]));
			for (size_t i = 0; i < n; i++) oat_fp12_copy(out[i], pck[off + i]);
			oat_fp12_back_cyc_sim(out, (const oat_fp12_t *)out, n);
			for (size_t i = 0; i < n; i++) CHECK(oat_fp12_equal(out[i], full[off + i]));
		}
		/* Negative control: the decompression of a non-cyclotomic element's
		 * coefficients does not give it back. */
		compress(c, f);
		oat_fp12_back_cyc(d, c);
		differ += !oat_fp12_equal(d, f);
	}
	CHECK_EQ_INT(differ, N_CYC);
	{
		oat_fp12_t one, c;
		oat_fp12_set_dig(one, 1);
		compress(c, one);
		oat_fp12_sqr_pck(c, c);
		oat_fp12_back_cyc(c, c);
		CHECK(oat_fp12_is_one(c));
	}
	/* The case g2 = 0 (g1 = 2 g4 g5 / g3), which random elements never reach:
	 * the selection between the two formulas of Karabina's Theorem 3.1 on
	 * arbitrary (g2, g3, g4, g5), recomputed here with the public Fp2 API. */
	for (int it = 0; it < N_SPARSE; it++) {
		oat_fp12_t c, d;
		oat_fp2_t g1, g0, t, u, xi;
		gen_fp12_rand(c);
		if (it % 2) oat_fp2_zero(G2_(c));
		if (it % 2) {
			oat_fp2_mul(t, G4_(c), G5_(c));
			oat_fp2_dbl(t, t);
			oat_fp2_inv(u, G3_(c));
		} else {
			oat_fp2_sqr(t, G5_(c));
			oat_fp2_mul_nor(t, t);
			oat_fp2_sqr(u, G4_(c));
			oat_fp2_add(t, t, u); oat_fp2_add(t, t, u); oat_fp2_add(t, t, u);
			oat_fp2_sub(t, t, G3_(c)); oat_fp2_sub(t, t, G3_(c));
			oat_fp2_dbl(u, G2_(c));
			oat_fp2_dbl(u, u);
			oat_fp2_inv(u, u);
		}
		oat_fp2_mul(g1, t, u);
		oat_fp2_sqr(t, g1);
		oat_fp2_dbl(t, t);
		oat_fp2_mul(u, G2_(c), G5_(c));
		oat_fp2_add(t, t, u);
		oat_fp2_mul(u, G3_(c), G4_(c));
		oat_fp2_sub(t, t, u); oat_fp2_sub(t, t, u); oat_fp2_sub(t, t, u);
		oat_fp2_set_dig(xi, 1);
		oat_fp2_mul_nor(t, t);
		oat_fp2_add(g0, t, xi);
		oat_fp12_back_cyc(d, c);
		CHECK(oat_fp2_equal(G1_(d), g1));
		CHECK(oat_fp2_equal(G0_(d), g0));
		CHECK(oat_fp2_equal(G2_(d), G2_(c)) & oat_fp2_equal(G3_(d), G3_(c)));
		CHECK(oat_fp2_equal(G4_(d), G4_(c)) & oat_fp2_equal(G5_(d), G5_(c)));
	}
}

/* ---- Fp2 square roots -------------------------------------------------------- */

static oat_fp2_t g_fill;  /* nonzero filler for outputs */

static void check_sqrt_of(const oat_fp2_t s, int expect_square /* -1: unknown */) {
	oat_fp2_t r, t;
	int sq = oat_fp2_is_square(s);
	if (expect_square >= 0) CHECK_EQ_INT(sq, expect_square);
	oat_fp2_copy(r, g_fill);
	int ok = oat_fp2_sqrt(r, s);
	CHECK_EQ_INT(ok, sq);
	if (ok) {
		oat_fp2_sqr(t, r);
		CHECK(oat_fp2_equal(t, s));
	} else {
		CHECK(oat_fp2_is_zero(r));
	}
	/* aliasing */
	oat_fp2_copy(t, s);
	CHECK_EQ_INT(oat_fp2_sqrt(t, t), ok);
	CHECK(oat_fp2_equal(t, r));
}

static void test_sqrt(void) {
	mpz_t e;
	size_t le;
	int nonsq = 0, pure_nonsq_fp = 0;
	mpz_init(e);
	mpz_mul(e, g_p, g_p);
	mpz_sub_ui(e, e, 1);
	mpz_fdiv_q_2exp(e, e, 1);                 /* (p^2 - 1)/2 */
	unsigned char *eul = mpz_to_exp(&le, e);
	oat_fp2_t one, m1, zero;
	oat_fp2_set_dig(one, 1);
	oat_fp2_neg(m1, one);
	oat_fp2_zero(zero);
	gen_fp2_rand(g_fill);

	/* sqrt(0) = 0 */
	{
		oat_fp2_t r;
		oat_fp2_copy(r, g_fill);
		CHECK_EQ_INT(oat_fp2_sqrt(r, zero), 1);
		CHECK(oat_fp2_is_zero(r));
		CHECK_EQ_INT(oat_fp2_is_square(zero), 1);
	}
	for (int it = 0; it < N_SQRT; it++) {
		oat_fp2_t a, s, r, t, u;
		/* squares */
		if (it % 2) gen_fp2_rand(a); else gen_fp2_edge(a);
		oat_fp2_sqr(s, a);
		oat_fp2_copy(r, g_fill);
		CHECK_EQ_INT(oat_fp2_is_square(s), 1);
		CHECK_EQ_INT(oat_fp2_sqrt(r, s), 1);
		oat_fp2_sqr(t, r);
		CHECK(oat_fp2_equal(t, s));
		oat_fp2_neg(u, a);
		CHECK(oat_fp2_equal(r, a) || oat_fp2_equal(r, u));
		check_sqrt_of(s, 1);
		/* random elements: about half are non-squares */
		gen_fp2_rand(a);
		int sq = oat_fp2_is_square(a);
		nonsq += !sq;
		check_sqrt_of(a, -1);
		if (it < 100) {                           /* Euler's criterion in Fp2 */
			pow_fp2(t, a, eul, le);
			CHECK(oat_fp2_equal(t, sq ? one : m1));
		}
		/* pure real and pure imaginary: always squares in Fp2 */
		oat_fp2_copy(u, a);
		oat_fp_zero(u->c[1]);
		pure_nonsq_fp += !oat_fp_is_square(u->c[0]);
		check_sqrt_of(u, 1);
		oat_fp2_copy(u, a);
		oat_fp_zero(u->c[0]);
		check_sqrt_of(u, 1);
	}
	CHECK(nonsq > N_SQRT / 4 && nonsq < 3 * N_SQRT / 4);
	CHECK(pure_nonsq_fp > N_SQRT / 4);          /* the alpha = -1 branch was hit */
	/* edge elements and small ones */
	for (int i = 0; i < g_nedge; i++)
		for (int j = 0; j < g_nedge; j++) {
			oat_fp2_t s;
			oat_fp_copy(s->c[0], g_edge[i]);
			oat_fp_copy(s->c[1], g_edge[j]);
			check_sqrt_of(s, -1);
		}
	check_sqrt_of(m1, 1);                       /* sqrt(-1) = +-i */
	{
		oat_fp2_t r, i2, mi;
		oat_fp2_zero(i2);
		oat_fp_set_dig(i2->c[1], 1);
		oat_fp2_neg(mi, i2);
		CHECK_EQ_INT(oat_fp2_sqrt(r, m1), 1);
		CHECK(oat_fp2_equal(r, i2) || oat_fp2_equal(r, mi));
	}
	free(eul);
	mpz_clear(e);
}

/* ---- exp_vartime on small exponents ----------------------------------------- */

static void test_exp_small(void) {
	for (int it = 0; it < 10; it++) {
		oat_fp12_t a, r, s, t;
		gen_fp12_rand(a);
		unsigned char e[3];
		oat_fp12_exp_vartime(r, a, e, 0);
		CHECK(oat_fp12_is_one(r));
		e[0] = 0;
		oat_fp12_exp_vartime(r, a, e, 1);
		CHECK(oat_fp12_is_one(r));
		e[0] = 1;
		oat_fp12_exp_vartime(r, a, e, 1);
		CHECK(oat_fp12_equal(r, a));
		e[0] = 2;
		oat_fp12_exp_vartime(r, a, e, 1);
		oat_fp12_sqr(s, a);
		CHECK(oat_fp12_equal(r, s));
		e[0] = 0; e[1] = 0; e[2] = 3;               /* leading zero bytes */
		oat_fp12_exp_vartime(r, a, e, 3);
		oat_fp12_mul(s, s, a);
		CHECK(oat_fp12_equal(r, s));
		e[0] = 1; e[1] = 0;                          /* 256 */
		oat_fp12_exp_vartime(r, a, e, 2);
		oat_fp12_copy(s, a);
		for (int j = 0; j < 8; j++) oat_fp12_sqr(s, s);
		CHECK(oat_fp12_equal(r, s));
		/* a^x a^y = a^(x + y) */
		unsigned x = (unsigned)(rnd() % 30000), y = (unsigned)(rnd() % 30000), z = x + y;
		unsigned char ex[2] = { (unsigned char)(x >> 8), (unsigned char)x };
		unsigned char ey[2] = { (unsigned char)(y >> 8), (unsigned char)y };
		unsigned char ez[2] = { (unsigned char)(z >> 8), (unsigned char)z };
		oat_fp12_exp_vartime(r, a, ex, 2);
		oat_fp12_exp_vartime(s, a, ey, 2);
		oat_fp12_mul(r, r, s);
		oat_fp12_exp_vartime(t, a, ez, 2);
		CHECK(oat_fp12_equal(r, t));
		oat_fp12_copy(t, a);                         /* aliasing */
		oat_fp12_exp_vartime(t, t, ez, 2);
		oat_fp12_exp_vartime(s, a, ez, 2);
		CHECK(oat_fp12_equal(t, s));
	}
}

/* ---- Serialisation ----------------------------------------------------------- */

/* Sets buf[0..NB) to an integer >= p. */
static void non_canonical(unsigned char *buf, int kind) {
	mpz_t x;
	mpz_init(x);
	switch (kind) {
	case 0: mpz_set(x, g_p); break;                       /* p */
	case 1: mpz_add_ui(x, g_p, 1); break;                 /* p + 1 */
	case 2: mpz_mul_2exp(x, g_p, 1); break;               /* 2p */
	default: mpz_set_ui(x, 0); mpz_setbit(x, 8 * NB); mpz_sub_ui(x, x, 1); break; /* 2^256 - 1 */
	}
	mpz_to_bytes(buf, NB, x);
	mpz_clear(x);
}

static void test_serialise(void) {
	enum { L2 = 2 * NB, L12 = 12 * NB };
	unsigned char b2[L2 + 1], c2[L2 + 1], b12[L12 + 1], c12[L12 + 1], one[NB];
	oat_fp_t e1;
	oat_fp_set_dig(e1, 1);
	CHECK_EQ_INT(oat_fp_write_bin(one, NB, e1), OAT_OK);

	/* p itself: the constant used here is the library's modulus. */
	{
		oat_fp_t x, y;
		unsigned char pm1[NB];
		memcpy(pm1, g_pbytes, NB);
		pm1[NB - 1]--;                            /* p - 1 (p ends in 0x13, 0xab) */
		CHECK_EQ_INT(oat_fp_read_bin(x, g_pbytes, NB), OAT_ERR_NOT_CANONICAL);
		CHECK_EQ_INT(oat_fp_read_bin(x, pm1, NB), OAT_OK);
		oat_fp_add(y, x, e1);
		CHECK(oat_fp_is_zero(y));
	}

	/* Fp2 round trips */
	for (int it = 0; it < 200; it++) {
		oat_fp2_t a, r;
		unsigned char w[NB];
		if (it % 2) gen_fp2_rand(a); else gen_fp2_edge(a);
		CHECK_EQ_INT(oat_fp2_write_bin(b2, L2, a), OAT_OK);
		CHECK_EQ_INT(oat_fp_write_bin(w, NB, a->c[0]), OAT_OK);
		CHECK(memcmp(b2, w, NB) == 0);
		CHECK_EQ_INT(oat_fp_write_bin(w, NB, a->c[1]), OAT_OK);
		CHECK(memcmp(b2 + NB, w, NB) == 0);
		oat_fp2_copy(r, g_fill);
		CHECK_EQ_INT(oat_fp2_read_bin(r, b2, L2), OAT_OK);
		CHECK(oat_fp2_equal(r, a));
		CHECK_EQ_INT(oat_fp2_write_bin(c2, L2, r), OAT_OK);
		CHECK(memcmp(b2, c2, L2) == 0);
	}
	/* Fp2 byte order: c[1] = 1 only -> last 32 bytes encode 1 */
	{
		oat_fp2_t a, r;
		oat_fp2_zero(a);
		oat_fp_set_dig(a->c[1], 1);
		CHECK_EQ_INT(oat_fp2_write_bin(b2, L2, a), OAT_OK);
		memset(c2, 0, sizeof(c2));
		CHECK(memcmp(b2, c2, NB) == 0);
		CHECK(memcmp(b2 + NB, one, NB) == 0);
		oat_fp2_copy(r, g_fill);
		CHECK_EQ_INT(oat_fp2_read_bin(r, b2, L2), OAT_OK);
		CHECK(oat_fp2_equal(r, a));
	}
	/* Fp2 errors */
	{
		oat_fp2_t a, r;
		gen_fp2_rand(a);
		CHECK_EQ_INT(oat_fp2_write_bin(b2, L2, a), OAT_OK);
		static const size_t badlen[] = { 0, 1, NB, L2 - 1, L2 + 1 };
		for (size_t i = 0; i < sizeof(badlen) / sizeof(badlen[0]); i++) {
			oat_fp2_copy(r, g_fill);
			CHECK_EQ_INT(oat_fp2_read_bin(r, b2, badlen[i]), OAT_ERR_LENGTH);
			CHECK(oat_fp2_is_zero(r));
			CHECK_EQ_INT(oat_fp2_write_bin(c2, badlen[i], a), OAT_ERR_LENGTH);
		}
		oat_fp2_copy(r, g_fill);
		CHECK_EQ_INT(oat_fp2_read_bin(r, NULL, L2), OAT_ERR_ARGUMENT);
		CHECK(oat_fp2_is_zero(r));
		CHECK_EQ_INT(oat_fp2_write_bin(NULL, L2, a), OAT_ERR_ARGUMENT);
		for (int pos = 0; pos < 2; pos++)
			for (int kind = 0; kind < 4; kind++) {
				memcpy(c2, b2, L2);
				non_canonical(c2 + pos * NB, kind);
				oat_fp2_copy(r, g_fill);
				CHECK_EQ_INT(oat_fp2_read_bin(r, c2, L2), OAT_ERR_NOT_CANONICAL);
				CHECK(oat_fp2_is_zero(r));
			}
	}

	/* Fp12 round trips */
	for (int it = 0; it < 100; it++) {
		oat_fp12_t a, r;
		unsigned char w[NB];
		if (it % 2) gen_fp12_rand(a); else gen_fp12_edge(a);
		CHECK_EQ_INT(oat_fp12_write_bin(b12, L12, a), OAT_OK);
		for (int k = 0; k < 12; k++) {
			CHECK_EQ_INT(oat_fp_write_bin(w, NB, fp12_coef(a, k)), OAT_OK);
			CHECK(memcmp(b12 + k * NB, w, NB) == 0);
		}
		gen_fp12_rand(r);
		CHECK_EQ_INT(oat_fp12_read_bin(r, b12, L12), OAT_OK);
		CHECK(oat_fp12_equal(r, a));
		CHECK_EQ_INT(oat_fp12_write_bin(c12, L12, r), OAT_OK);
		CHECK(memcmp(b12, c12, L12) == 0);
	}
	/* Fp12 byte order: the only nonzero coefficient c[1].c[2].c[1] = 1 ->
	 * the last 32 bytes encode 1; then every position k. */
	{
		oat_fp12_t a, r;
		oat_fp12_zero(a);
		oat_fp_set_dig(a->c[1]->c[2]->c[1], 1);
		CHECK_EQ_INT(oat_fp12_write_bin(b12, L12, a), OAT_OK);
		memset(c12, 0, sizeof(c12));
		CHECK(memcmp(b12, c12, L12 - NB) == 0);
		CHECK(memcmp(b12 + L12 - NB, one, NB) == 0);
		for (int k = 0; k < 12; k++) {
			oat_fp12_zero(a);
			oat_fp_set_dig(fp12_coef(a, k), 1);
			CHECK_EQ_INT(oat_fp12_write_bin(b12, L12, a), OAT_OK);
			memset(c12, 0, sizeof(c12));
			memcpy(c12 + k * NB, one, NB);
			CHECK(memcmp(b12, c12, L12) == 0);
			gen_fp12_rand(r);
			CHECK_EQ_INT(oat_fp12_read_bin(r, c12, L12), OAT_OK);
			CHECK(oat_fp12_equal(r, a));
		}
		/* c[0].c[0].c[0] first */
		oat_fp12_set_dig(a, 1);
		CHECK_EQ_INT(oat_fp12_write_bin(b12, L12, a), OAT_OK);
		CHECK(memcmp(b12, one, NB) == 0);
	}
	/* Fp12 errors */
	{
		oat_fp12_t a, r;
		gen_fp12_rand(a);
		CHECK_EQ_INT(oat_fp12_write_bin(b12, L12, a), OAT_OK);
		static const size_t badlen[] = { 0, 1, L2, L12 - 1, L12 + 1, 11 * NB };
		for (size_t i = 0; i < sizeof(badlen) / sizeof(badlen[0]); i++) {
			gen_fp12_rand(r);
			CHECK_EQ_INT(oat_fp12_read_bin(r, b12, badlen[i]), OAT_ERR_LENGTH);
			CHECK(oat_fp12_is_zero(r));
			CHECK_EQ_INT(oat_fp12_write_bin(c12, badlen[i], a), OAT_ERR_LENGTH);
		}
		gen_fp12_rand(r);
		CHECK_EQ_INT(oat_fp12_read_bin(r, NULL, L12), OAT_ERR_ARGUMENT);
		CHECK(oat_fp12_is_zero(r));
		CHECK_EQ_INT(oat_fp12_write_bin(NULL, L12, a), OAT_ERR_ARGUMENT);
		for (int pos = 0; pos < 12; pos++)
			for (int kind = 0; kind < 4; kind++) {
				memcpy(c12, b12, L12);
				non_canonical(c12 + pos * NB, kind);
				gen_fp12_rand(r);
				CHECK_EQ_INT(oat_fp12_read_bin(r, c12, L12), OAT_ERR_NOT_CANONICAL);
				CHECK(oat_fp12_is_zero(r));
			}
	}
}

/* ---- Random sources ---------------------------------------------------------- */

/* A source that succeeds for its first `left` calls, then fails. */
typedef struct { test_rng g; int left; } fail_after;

static int rand_fail_after(void *ctx, unsigned char *buf, size_t len) {
	fail_after *f = (fail_after *)ctx;
	if (f->left <= 0) return -1;
	f->left--;
	return test_rand(&f->g, buf, len);
}

#define DEFINE_RAND_TEST(T) \
static void rand_##T(void) { \
	oat_##T##_t a, b; \
	gen_##T##_rand(a); \
	CHECK_EQ_INT(oat_##T##_rand(a, test_rand_fail, NULL), OAT_ERR_RAND); \
	CHECK(oat_##T##_is_zero(a)); \
	gen_##T##_rand(a); \
	CHECK_EQ_INT(oat_##T##_rand(a, NULL, NULL), OAT_ERR_ARGUMENT); \
	CHECK(oat_##T##_is_zero(a)); \
	/* failure after some coefficients were drawn: still all zero */ \
	int ok_seen = 0; \
	for (int n = 0; n <= 4 * T##_ncoef; n++) { \
		fail_after f; \
		test_rng_seed(&f.g, 1000 + (uint64_t)n); \
		f.left = n; \
		gen_##T##_rand(a); \
		oat_err e = oat_##T##_rand(a, rand_fail_after, &f); \
		if (e == OAT_OK) { \
			ok_seen = 1; \
			CHECK(!oat_##T##_is_zero(a)); \
		} else { \
			CHECK_EQ_INT(e, OAT_ERR_RAND); \
			CHECK(oat_##T##_is_zero(a)); \
		} \
	} \
	CHECK(ok_seen); \
	/* deterministic in the source, different draws differ */ \
	test_rng g1, g2; \
	test_rng_seed(&g1, 77); \
	g2 = g1; \
	CHECK_EQ_INT(oat_##T##_rand(a, test_rand, &g1), OAT_OK); \
	CHECK_EQ_INT(oat_##T##_rand(b, test_rand, &g2), OAT_OK); \
	CHECK(oat_##T##_equal(a, b)); \
	CHECK_EQ_INT(oat_##T##_rand(b, test_rand, &g1), OAT_OK); \
	CHECK(!oat_##T##_equal(a, b)); \
	for (int k = 1; k < T##_ncoef; k++) \
		CHECK(!oat_fp_equal(T##_coef(a, 0), T##_coef(a, k))); \
}
DEFINE_RAND_TEST(fp2)
DEFINE_RAND_TEST(fp6)
DEFINE_RAND_TEST(fp12)

/* ---- is_one ------------------------------------------------------------------ */

/* oat_fp2_inv_sim against oat_fp2_inv element by element, for n = 1..9 with
 * zeros mixed in (each must come out 0 without spoiling the others). */
static void test_inv_sim(void) {
	oat_fp2_t a[9], r[9], s, one;
	oat_fp2_set_dig(one, 1);
	for (int rep = 0; rep < 20; rep++)
		for (size_t n = 1; n <= 9; n++) {
			for (size_t i = 0; i < n; i++) {
				uint64_t k = rnd() % 5;
				if (k == 0) oat_fp2_zero(a[i]);
				else if (k == 1) gen_fp2_edge(a[i]);
				else gen_fp2_rand(a[i]);
				oat_fp2_copy(r[i], g_fill);
			}
			oat_fp2_inv_sim(r, a, n);
			for (size_t i = 0; i < n; i++) {
				oat_fp2_inv(s, a[i]);
				CHECK(oat_fp2_equal(r[i], s));
			}
		}
	/* negative control: a product that is not the inverse is noticed */
	gen_fp2_rand(a[0]);
	gen_fp2_rand(a[1]);
	oat_fp2_inv_sim(r, a, 2);
	oat_fp2_mul(s, r[0], a[1]);
	CHECK(!oat_fp2_equal(s, one) || oat_fp2_equal(a[0], a[1]));
	oat_fp2_mul(s, r[0], a[0]);
	CHECK(oat_fp2_equal(s, one));
}

static void test_is_one(void) {
	oat_fp12_t a;
	oat_fp12_set_dig(a, 1);
	CHECK(oat_fp12_is_one(a));
	for (int k = 0; k < 12; k++) {
		oat_fp12_set_dig(a, 1);
		oat_fp_set_dig(fp12_coef(a, k), k == 0 ? 2 : 1);
		CHECK(!oat_fp12_is_one(a));
	}
	oat_fp12_zero(a);
	CHECK(!oat_fp12_is_one(a));
	oat_fp12_set_dig(a, 1);
	oat_fp12_neg(a, a);
	CHECK(!oat_fp12_is_one(a));
	gen_fp12_rand(a);
	oat_fp12_t r;
	oat_fp12_inv(r, a);
	oat_fp12_mul(r, r, a);
	CHECK(oat_fp12_is_one(r));
}

int main(void) {
	test_rng_seed(&g_rng, 0x6f61745f65787401ULL);
	mpz_init_set_str(g_p, P_HEX, 16);
	if (test_unhex(g_pbytes, NB, P_HEX) != 0) return 2;
	edge_init();

	basics_fp2(); basics_fp6(); basics_fp12();
	laws_fp2(gen_fp2_rand, N_RAND); laws_fp2(gen_fp2_edge, N_EDGE);
	laws_fp6(gen_fp6_rand, N_RAND); laws_fp6(gen_fp6_edge, N_EDGE);
	laws_fp12(gen_fp12_rand, N_RAND); laws_fp12(gen_fp12_edge, N_EDGE);
	dbl_fp2(gen_fp2_rand, N_RAND); dbl_fp2(gen_fp2_edge, N_EDGE);
	dbl_fp6(gen_fp6_rand, N_RAND); dbl_fp6(gen_fp6_edge, N_EDGE);
	test_fp2_reference();
	test_tower_reference();
	test_sparse();
	test_frobenius();
	test_cyclotomic();
	test_sqrt();
	test_exp_small();
	test_serialise();
	rand_fp2(); rand_fp6(); rand_fp12();
	test_is_one();
	test_inv_sim();
	test_compressed();

	mpz_clear(g_p);
	return test_report("test_ext");
}
