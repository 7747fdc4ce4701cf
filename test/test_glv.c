/* Tests of the fast scalar multiplications of G1 and G2, written once and
 * built for every curve (test_glv_<curve>): GLV (G1, 2 dimensions) and GLS
 * (G2, 4 dimensions) in oat_gX_mul and mul_sim, the fixed-base tables of
 * mul_gen, and the interleaved wNAFs of mul_vartime and mul_sim_vartime.
 *
 * Everything goes through the public API.  The reference is a plain
 * double-and-add over an mpz scalar (ref_mul), built only from add and dbl
 * (tested by test_ec against known answers and the group laws); the
 * integers (p, r, z, lambda, mu = p mod r, the lattice bases) come from GMP
 * and the family's polynomials in z (test_curve.h), not from the library's
 * tables.  The decomposition is internal, so it is
 * tested through results, on scalars chosen to make its sub-scalars
 * special:
 *   - k = a + b lambda (G1) or a + b mu + c mu^2 + d mu^3 (G2) for small
 *     a, b, c, d of every sign, including 0: sub-scalars 0, +-1, negative;
 *   - the corners (+-b_1 +- b_2 ..)/2 of Babai's parallelepiped, with small
 *     offsets: the largest sub-scalars, and rounding ties;
 *   - 0, 1, 2, r-1, r-2, (r-1)/2, lambda, lambda+1, mu^i, 2^e - 1, 2^e,
 *     2^e + 1 at e = 63..65, 125..130, 252, 253, and random scalars;
 * on the generator, random points from the hash-to-curve maps (independent
 * of mul), infinity (also as (0 : Y : 0) with Y != 1), and every point also
 * in a random projective representation.  Further:
 *   - every small scalar 0..N and r - k for them, against repeated addition;
 *   - mul_gen against mul until every entry of the fixed-base table below
 *     the top window has been used (the recoding is known: k' = k or r - k,
 *     u = (k' + 2^255 - 1)/2, 5-bit windows, digit 2U - 31);
 *   - mul_sim (constant-time, n = 2) and mul_sim_vartime for n = 0..2 passes
 *     + 1, with infinity, repeated and opposite points, zero scalars.
 * A failure can be replayed with OAT_TEST_SEED. */
#include <stdio.h> /* before gmp.h, for gmp_fprintf */
#include <gmp.h>
#include "test_common.h"

#define SEED 0x676c76ULL
#if defined(TEST_LIGHT)   /* under emulation (qemu-arm): fewer random cases */
#define N_RAND 16
#define N_SMALL2 120
#define N_SMALL4 40
#else
#define N_RAND 40        /* random scalars per group against ref_mul */
#define N_SMALL2 300     /* k = 0..n exhaustively, GLV (2 dimensions) and GLS (4) */
#define N_SMALL4 100
#endif
#define N_SIM 12         /* random pairs for mul_sim */
#define MAX_SIM 20       /* largest n for mul_sim_vartime */
#define GEN_W 5          /* the fixed-base recoding of mul_gen (for coverage) */
#define GEN_WIN 51

static mpz_t P_Z, R_Z, Z_Z, LAMBDA, MU;
static test_rng RNG;

/* ---- Integers ------------------------------------------------------------- */

static void fr_from_mpz(oat_fr_t r, const mpz_t k) {
	unsigned char buf[OAT_FR_BYTES];
	size_t cnt;
	mpz_t t;
	mpz_init(t);
	mpz_mod(t, k, R_Z);
	memset(buf, 0, sizeof(buf));
	if (mpz_sgn(t)) {
		cnt = (mpz_sizeinbase(t, 2) + 7) / 8;
		mpz_export(buf + sizeof(buf) - cnt, &cnt, 1, 1, 1, 0, t);
	}
	CHECK_EQ_INT(oat_fr_read_bin(r, buf, sizeof(buf)), OAT_OK);
	mpz_clear(t);
}

static void mpz_add_si(mpz_t r, const mpz_t a, long x) {
	if (x >= 0) mpz_add_ui(r, a, (unsigned long)x);
	else mpz_sub_ui(r, a, (unsigned long)-x);
}

static void mpz_rand_below(mpz_t r, const mpz_t m) {
	unsigned char buf[48];
	test_rand(&RNG, buf, sizeof(buf));
	mpz_import(r, sizeof(buf), 1, 1, 1, 0, buf);
	mpz_mod(r, r, m);
}

/* ---- The two groups behind one table -------------------------------------- */

typedef union { oat_g1_st g1; oat_g2_st g2; } pt_t;

typedef struct {
	const char *name;
	int dim;          /* dimension of the decomposition */
	void (*set_infty)(void *r);
	void (*get_gen)(void *r);
	void (*copy)(void *r, const void *a);
	int (*is_infty)(const void *a);
	int (*equal)(const void *a, const void *b);
	void (*neg)(void *r, const void *a);
	void (*add)(void *r, const void *a, const void *b);
	void (*dbl)(void *r, const void *a);
	void (*mul)(void *r, const void *a, const oat_fr_t k);
	void (*mul_gen)(void *r, const oat_fr_t k);
	void (*mul_vartime)(void *r, const void *a, const oat_fr_t k);
	void (*mul_sim)(void *r, const void *a, const oat_fr_t k, const void *b, const oat_fr_t l);
	void (*mul_sim_vartime)(void *r, const pt_t *a, const oat_fr_st *k, size_t n);
	void (*rand_point)(void *r);      /* by the hash-to-curve map, not by mul */
	void (*rescale)(void *r, const void *a);
} gops;

static void fp_rand_nonzero(oat_fp_t l) {
	do CHECK_EQ_INT(oat_fp_rand(l, test_rand, &RNG), OAT_OK); while (oat_fp_is_zero(l));
}

#define WRAP(G) \
static void G##_set_infty(void *r) { oat_##G##_set_infty(r); } \
static void G##_get_gen(void *r) { oat_##G##_get_gen(r); } \
static void G##_copy(void *r, const void *a) { oat_##G##_copy(r, a); } \
static int G##_is_infty(const void *a) { return oat_##G##_is_infty(a); } \
static int G##_equal(const void *a, const void *b) { return oat_##G##_equal(a, b); } \
static void G##_neg(void *r, const void *a) { oat_##G##_neg(r, a); } \
static void G##_add(void *r, const void *a, const void *b) { oat_##G##_add(r, a, b); } \
static void G##_dbl(void *r, const void *a) { oat_##G##_dbl(r, a); } \
static void G##_mul(void *r, const void *a, const oat_fr_t k) { oat_##G##_mul(r, a, k); } \
static void G##_mul_gen(void *r, const oat_fr_t k) { oat_##G##_mul_gen(r, k); } \
static void G##_mul_vartime(void *r, const void *a, const oat_fr_t k) { oat_##G##_mul_vartime(r, a, k); } \
static void G##_mul_sim(void *r, const void *a, const oat_fr_t k, const void *b, const oat_fr_t l) { \
	oat_##G##_mul_sim(r, a, k, b, l); \
} \
static void G##_mul_sim_vartime(void *r, const pt_t *a, const oat_fr_st *k, size_t n) { \
	oat_##G##_t t[MAX_SIM]; \
	oat_fr_t kk[MAX_SIM]; \
	for (size_t i = 0; i < n && i < MAX_SIM; i++) { \
		oat_##G##_copy(t[i], &a[i].G); \
		oat_fr_copy(kk[i], &k[i]); \
	} \
	oat_##G##_mul_sim_vartime(r, (const oat_##G##_t *)t, (const oat_fr_t *)kk, n); \
}

WRAP(g1)
WRAP(g2)

static void g1_rand_point(void *r) {
	oat_fp_t u;
	CHECK_EQ_INT(oat_fp_rand(u, test_rand, &RNG), OAT_OK);
	oat_g1_map_fp(r, u);
}

static void g2_rand_point(void *r) {
	oat_fp2_t u;
	CHECK_EQ_INT(oat_fp2_rand(u, test_rand, &RNG), OAT_OK);
	oat_g2_map_fp2(r, u);
}

/* (X : Y : Z) -> (lX : lY : lZ), l random nonzero: the same point. */
static void g1_rescale(void *r, const void *a) {
	oat_g1_st *o = r;
	const oat_g1_st *p = a;
	oat_fp_t l;
	fp_rand_nonzero(l);
	oat_fp_mul(o->x, p->x, l);
	oat_fp_mul(o->y, p->y, l);
	oat_fp_mul(o->z, p->z, l);
}

static void g2_rescale(void *r, const void *a) {
	oat_g2_st *o = r;
	const oat_g2_st *p = a;
	oat_fp2_t l;
	do CHECK_EQ_INT(oat_fp2_rand(l, test_rand, &RNG), OAT_OK); while (oat_fp2_is_zero(l));
	oat_fp2_mul(o->x, p->x, l);
	oat_fp2_mul(o->y, p->y, l);
	oat_fp2_mul(o->z, p->z, l);
}

#define OPS(G, NAME, DIM) { NAME, DIM, G##_set_infty, G##_get_gen, G##_copy, G##_is_infty, \
	G##_equal, G##_neg, G##_add, G##_dbl, G##_mul, G##_mul_gen, G##_mul_vartime, \
	G##_mul_sim, G##_mul_sim_vartime, G##_rand_point, G##_rescale }

static const gops G1_OPS = OPS(g1, "G1", 2);
static const gops G2_OPS = OPS(g2, "G2", 4);

/* r = k a by MSB-first double-and-add over k mod r (any integer k). */
static void ref_mul(const gops *G, void *r, const void *a, const mpz_t k) {
	pt_t acc, base;
	mpz_t t;
	mpz_init(t);
	mpz_mod(t, k, R_Z);
	G->copy(&base, a);
	G->set_infty(&acc);
	for (long i = (long)mpz_sizeinbase(t, 2) - 1; i >= 0; i--) {
		G->dbl(&acc, &acc);
		if (mpz_tstbit(t, (mp_bitcnt_t)i)) G->add(&acc, &acc, &base);
	}
	G->copy(r, &acc);
	mpz_clear(t);
}

/* ---- The test points ------------------------------------------------------ */

#define N_PTS 6
/* pts: generator, two random points, infinity, -random, 2 * random; each
 * also in a second, random projective representation (infinity as
 * (0 : Y : 0) with a random Y). */
static void make_points(const gops *G, pt_t pts[N_PTS], pt_t proj[N_PTS]) {
	G->get_gen(&pts[0]);
	G->rand_point(&pts[1]);
	G->rand_point(&pts[2]);
	G->set_infty(&pts[3]);
	G->neg(&pts[4], &pts[1]);
	G->dbl(&pts[5], &pts[2]);
	for (int i = 0; i < N_PTS; i++) G->rescale(&proj[i], &pts[i]);
	CHECK(G->is_infty(&proj[3]));
}

/* mul, mul_vartime (on both representations) and, for the generator,
 * mul_gen, against ref = k a (computed by ref_mul unless given); returns 1
 * if all agree. */
static int check_ref(const gops *G, const void *a, const void *ap, int is_gen, const mpz_t k,
		const void *given) {
	pt_t ref, t;
	oat_fr_t kf;
	int ok = 1;
	fr_from_mpz(kf, k);
	if (given) G->copy(&ref, given);
	else ref_mul(G, &ref, a, k);
	G->mul(&t, a, kf);
	ok &= G->equal(&t, &ref);
	G->mul(&t, ap, kf);
	ok &= G->equal(&t, &ref);
	G->mul_vartime(&t, a, kf);
	ok &= G->equal(&t, &ref);
	G->mul_vartime(&t, ap, kf);
	ok &= G->equal(&t, &ref);
	if (is_gen) {
		G->mul_gen(&t, kf);
		ok &= G->equal(&t, &ref);
	}
	/* aliasing: r = a */
	G->copy(&t, ap);
	G->mul(&t, &t, kf);
	ok &= G->equal(&t, &ref);
	CHECK(ok);
	if (!ok) gmp_fprintf(stderr, "%s: mul mismatch for k = %#Zx\n", G->name, k);
	return ok;
}

static int check_one(const gops *G, const void *a, const void *ap, int is_gen, const mpz_t k) {
	return check_ref(G, a, ap, is_gen, k, NULL);
}

/* All test points; the references of infinity, -P1 and 2 P2 follow from
 * those of P1 and P2 by the group law. */
static void check_scalar(const gops *G, const pt_t pts[N_PTS], const pt_t proj[N_PTS], const mpz_t k) {
	pt_t r1, r2, x;
	ref_mul(G, &r1, &pts[1], k);
	ref_mul(G, &r2, &pts[2], k);
	check_one(G, &pts[0], &proj[0], 1, k);
	check_ref(G, &pts[1], &proj[1], 0, k, &r1);
	check_ref(G, &pts[2], &proj[2], 0, k, &r2);
	G->set_infty(&x);
	check_ref(G, &pts[3], &proj[3], 0, k, &x);
#if !defined(TEST_LIGHT)   /* (under emulation the generator, two random points and infinity) */
	G->neg(&x, &r1);
	check_ref(G, &pts[4], &proj[4], 0, k, &x);
	G->dbl(&x, &r2);
	check_ref(G, &pts[5], &proj[5], 0, k, &x);
#endif
}

/* ---- Scalars that make the sub-scalars special ---------------------------- */

/* k = sum_i v[i] e^i mod r for e = lambda (G1) or mu (G2). */
static void scalar_from_vec(mpz_t k, const gops *G, const mpz_t *v) {
	mpz_t e, t;
	mpz_init_set_ui(e, 1);
	mpz_init(t);
	mpz_set_ui(k, 0);
	for (int i = 0; i < G->dim; i++) {
		mpz_mul(t, v[i], e);
		mpz_add(k, k, t);
		mpz_mul(e, e, G->dim == 2 ? LAMBDA : MU);
		mpz_mod(e, e, R_Z);
	}
	mpz_mod(k, k, R_Z);
	mpz_clear(e);
	mpz_clear(t);
}

/* The short lattice bases of the decompositions, as polynomials in z
 * (rows b_j; the decomposition of every k lies in the parallelepiped
 * sum_j [-1/2, 1/2] b_j, up to the rounding of the precomputed constants). */
static void basis(mpz_t b[4][4], const gops *G) {
	/* coefficients (c2, c1, c0) of c2 z^2 + c1 z + c0 */
#if TEST_FAMILY_BN
	/* BN: (6z^2 + 4z + 1, 2z + 1), (2z + 1, -6z^2 - 2z); the GLS basis of
	 * Galbraith and Scott */
	static const int g1b[2][2][3] = { { { 6, 4, 1 }, { 0, 2, 1 } }, { { 0, 2, 1 }, { -6, -2, 0 } } };
	static const int g2b[4][4][3] = {
		{ { 0, 2, 1 }, { 0, -1, 0 }, { 0, -1, -1 }, { 0, -1, 0 } },
		{ { 0, 1, 0 }, { 0, -2, 0 }, { 0, -2, -1 }, { 0, 1, 0 } },
		{ { 0, 2, 1 }, { 0, 0, 0 }, { 0, 2, 0 }, { 0, 0, 1 } },
		{ { 0, 0, -1 }, { 0, 2, 1 }, { 0, 0, 1 }, { 0, 2, 0 } } };
#else
	/* BLS12: (z^2 - 1, -1), (1, z^2); z e_i - e_(i+1) and (1, 0, -1, z) */
	static const int g1b[2][2][3] = { { { 1, 0, -1 }, { 0, 0, -1 } }, { { 0, 0, 1 }, { 1, 0, 0 } } };
	static const int g2b[4][4][3] = {
		{ { 0, 1, 0 }, { 0, 0, -1 }, { 0, 0, 0 }, { 0, 0, 0 } },
		{ { 0, 0, 0 }, { 0, 1, 0 }, { 0, 0, -1 }, { 0, 0, 0 } },
		{ { 0, 0, 0 }, { 0, 0, 0 }, { 0, 1, 0 }, { 0, 0, -1 } },
		{ { 0, 0, 1 }, { 0, 0, 0 }, { 0, 0, -1 }, { 0, 1, 0 } } };
#endif
	mpz_t t;
	mpz_init(t);
	for (int j = 0; j < G->dim; j++)
		for (int i = 0; i < G->dim; i++) {
			const int *c = G->dim == 2 ? g1b[j][i] : g2b[j][i];
			mpz_mul(t, Z_Z, Z_Z);
			mpz_mul_si(b[j][i], t, c[0]);
			mpz_mul_si(t, Z_Z, c[1]);
			mpz_add(b[j][i], b[j][i], t);
			mpz_add_si(b[j][i], b[j][i], c[2]);
		}
	mpz_clear(t);
}

static void test_special_scalars(const gops *G) {
	pt_t pts[N_PTS], proj[N_PTS];
	mpz_t k, v[4], b[4][4], t;
	int d = G->dim;
	make_points(G, pts, proj);
	mpz_init(k);
	mpz_init(t);
	for (int i = 0; i < 4; i++) {
		mpz_init(v[i]);
		for (int j = 0; j < 4; j++) mpz_init(b[i][j]);
	}
	basis(b, G);
	/* every basis vector is a decomposition of 0 */
	for (int j = 0; j < d; j++) {
		for (int i = 0; i < d; i++) mpz_set(v[i], b[j][i]);
		scalar_from_vec(k, G, v);
		CHECK(mpz_sgn(k) == 0);
	}

	/* plain edge scalars */
	static const long small[] = { 0, 1, 2, 3, -1, -2, -3 };
	for (size_t i = 0; i < sizeof(small) / sizeof(small[0]); i++) {
		mpz_set_si(k, small[i]);
		check_scalar(G, pts, proj, k);
	}
	mpz_sub_ui(k, R_Z, 1);
	mpz_fdiv_q_2exp(k, k, 1);          /* (r - 1)/2 */
	check_scalar(G, pts, proj, k);
	mpz_add_ui(k, k, 1);               /* (r + 1)/2 */
	check_scalar(G, pts, proj, k);
	static const int exps[] = { 31, 32, 63, 64, 65, 125, 126, 127, 128, 129, 130, 190, 191, 192, 252, 253 };
	for (size_t i = 0; i < sizeof(exps) / sizeof(exps[0]); i++)
		for (int o = -1; o <= 1; o++) {
			mpz_set_ui(k, 0);
			mpz_setbit(k, (mp_bitcnt_t)exps[i]);
			mpz_add_ui(k, k, 1);
			mpz_sub_ui(k, k, (unsigned long)(1 - o));
			check_scalar(G, pts, proj, k);
			mpz_sub(k, R_Z, k);        /* r - 2^e - o */
			check_scalar(G, pts, proj, k);
		}
	/* the eigenvalue and its neighbours and powers */
	mpz_set(t, d == 2 ? LAMBDA : MU);
	for (int e = 1; e < d + (d == 2); e++) {
		mpz_powm_ui(k, t, (unsigned long)e, R_Z);
		check_scalar(G, pts, proj, k);
		mpz_add_ui(k, k, 1);
		check_scalar(G, pts, proj, k);
		mpz_sub_ui(k, k, 2);
		check_scalar(G, pts, proj, k);
		mpz_neg(k, k);
		check_scalar(G, pts, proj, k);
	}

	/* small sub-scalars of every sign, zeros included: v in {-1, 0, 1, 2}^d
	 * (G1 also with +-2^125 and +-(2^126 - 2), the largest that fit) */
	{
		static const long vals[] = { -1, 0, 1, 2 };
		int n = 1;
		for (int i = 0; i < d; i++) n *= 4;
		for (int c = 0; c < n; c++) {
			int x = c;
			for (int i = 0; i < d; i++) {
				mpz_set_si(v[i], vals[x % 4]);
				x /= 4;
			}
			scalar_from_vec(k, G, v);
			check_one(G, &pts[1], &proj[1], 0, k);
			if (c % 7 == 0) check_one(G, &pts[0], &proj[0], 1, k);
		}
	}
	for (int c = 0; c < 16; c++) {
		int e = (d == 2) ? 125 : 62;
		for (int i = 0; i < d; i++) {
			mpz_set_ui(v[i], 0);
			mpz_setbit(v[i], (mp_bitcnt_t)e);
			if ((c >> i) & 1) mpz_neg(v[i], v[i]);
		}
		if (c & 4) mpz_sub_ui(v[0], v[0], 1);
		scalar_from_vec(k, G, v);
		check_one(G, &pts[1], &proj[1], 0, k);
		check_one(G, &pts[0], &proj[0], 1, k);
	}

	/* corners of the parallelepiped: v = sum_j s_j b_j / 2 + small offsets,
	 * the largest sub-scalars and exact rounding ties */
	for (int s = 0; s < (1 << d); s++)
		for (int off = -1; off <= 1; off++) {
			for (int i = 0; i < d; i++) {
				mpz_set_ui(v[i], 0);
				for (int j = 0; j < d; j++) {
					if ((s >> j) & 1) mpz_sub(v[i], v[i], b[j][i]);
					else mpz_add(v[i], v[i], b[j][i]);
				}
				mpz_fdiv_q_2exp(v[i], v[i], 1);
				if (i == (s % d)) mpz_add_si(v[i], v[i], off);
			}
			scalar_from_vec(k, G, v);
			check_one(G, &pts[2], &proj[2], 0, k);
			if (off == 0) check_one(G, &pts[0], &proj[0], 1, k);
		}

	/* random scalars */
	for (int i = 0; i < N_RAND; i++) {
		mpz_rand_below(k, R_Z);
		check_scalar(G, pts, proj, k);
	}

	mpz_clear(k);
	mpz_clear(t);
	for (int i = 0; i < 4; i++) {
		mpz_clear(v[i]);
		for (int j = 0; j < 4; j++) mpz_clear(b[i][j]);
	}
}

/* ---- Small scalars, exhaustively ------------------------------------------ */

/* k a and (r - k) a = -(k a) for k = 0..n, against a running sum. */
static void test_small_scalars(const gops *G, int n) {
	pt_t a, ap, g, acc, gacc, t, u;
	oat_fr_t kf;
	mpz_t k;
	int bad = 0;
	mpz_init(k);
	G->rand_point(&a);
	G->rescale(&ap, &a);
	G->get_gen(&g);
	G->set_infty(&acc);
	G->set_infty(&gacc);
	for (int i = 0; i <= n; i++) {
		mpz_set_ui(k, (unsigned long)i);
		fr_from_mpz(kf, k);
		G->mul(&t, &ap, kf);
		bad += !G->equal(&t, &acc);
		G->mul_vartime(&t, &a, kf);
		bad += !G->equal(&t, &acc);
		G->mul_gen(&t, kf);
		bad += !G->equal(&t, &gacc);
		mpz_sub(k, R_Z, k);
		fr_from_mpz(kf, k);
		G->neg(&u, &acc);
		G->mul(&t, &a, kf);
		bad += !G->equal(&t, &u);
		G->mul_vartime(&t, &ap, kf);
		bad += !G->equal(&t, &u);
		G->neg(&u, &gacc);
		G->mul_gen(&t, kf);
		bad += !G->equal(&t, &u);
		G->add(&acc, &acc, &a);
		G->add(&gacc, &gacc, &g);
	}
	CHECK_EQ_INT(bad, 0);
	if (bad) fprintf(stderr, "%s: %d small-scalar mismatches\n", G->name, bad);
	mpz_clear(k);
}

/* ---- The fixed-base table -------------------------------------------------- */

/* mul_gen(k) == mul(G, k) for random k until every (window, |digit|) of
 * the recoding below the top window has occurred (each is one table entry,
 * read with both signs over the run).  The recoding, as documented in
 * src/ec/mul_tmpl.h: k' = k if k is odd, else r - k; u = (k' + 2^255 - 1)/2;
 * window j of u is U, digit 2U - 31, entry |2U - 31| / 2. */
static void test_gen_table(const gops *G) {
	static unsigned char seen[GEN_WIN][1 << (GEN_W - 1)];
	pt_t g, t, ref;
	oat_fr_t kf;
	mpz_t k, u;
	int todo = (GEN_WIN - 1) << (GEN_W - 1), tries = 0, bad = 0;
	memset(seen, 0, sizeof(seen));
	mpz_init(k);
	mpz_init(u);
	G->get_gen(&g);
	while (todo > 0 && tries < 3000) {
		tries++;
		mpz_rand_below(k, R_Z);
		fr_from_mpz(kf, k);
		G->mul_gen(&t, kf);
		G->mul(&ref, &g, kf);
		bad += !G->equal(&t, &ref);
		if (mpz_even_p(k)) mpz_sub(u, R_Z, k);
		else mpz_set(u, k);
		mpz_setbit(u, GEN_W * GEN_WIN);        /* + 2^255 */
		mpz_sub_ui(u, u, 1);
		mpz_fdiv_q_2exp(u, u, 1);
		for (int j = 0; j < GEN_WIN; j++) {
			unsigned U = 0;
			for (int b = 0; b < GEN_W; b++) U |= (unsigned)mpz_tstbit(u, (mp_bitcnt_t)(GEN_W * j + b)) << b;
			int dg = 2 * (int)U - ((1 << GEN_W) - 1);
			int idx = (dg < 0 ? -dg : dg) / 2;
			if (!seen[j][idx]) {
				seen[j][idx] = 1;
				if (j < GEN_WIN - 1) todo--;
			}
		}
		/* now and then, also against the reference */
		if (tries % 50 == 1) {
			ref_mul(G, &ref, &g, k);
			bad += !G->equal(&t, &ref);
		}
	}
	CHECK_EQ_INT(todo, 0);
	CHECK_EQ_INT(bad, 0);
	if (todo || bad) fprintf(stderr, "%s: gen table: %d entries unused, %d mismatches\n", G->name, todo, bad);
	mpz_clear(k);
	mpz_clear(u);
}

/* ---- Simultaneous multiplication ------------------------------------------ */

static void check_sim2(const gops *G, const void *a, const void *b, const mpz_t k, const mpz_t l) {
	pt_t t, ref, x;
	oat_fr_t kf, lf;
	pt_t pa[2];
	oat_fr_t kk[2];
	fr_from_mpz(kf, k);
	fr_from_mpz(lf, l);
	ref_mul(G, &ref, a, k);
	ref_mul(G, &x, b, l);
	G->add(&ref, &ref, &x);
	G->mul_sim(&t, a, kf, b, lf);
	CHECK(G->equal(&t, &ref));
	G->copy(&pa[0], a);
	G->copy(&pa[1], b);
	oat_fr_copy(kk[0], kf);
	oat_fr_copy(kk[1], lf);
	G->mul_sim_vartime(&t, pa, &kk[0][0], 2);
	CHECK(G->equal(&t, &ref));
}

static void test_sim(const gops *G) {
	pt_t a, b, ap, nb, inf, g;
	mpz_t k, l;
	mpz_init(k);
	mpz_init(l);
	G->rand_point(&a);
	G->rand_point(&b);
	G->rescale(&ap, &a);
	G->neg(&nb, &b);
	G->set_infty(&inf);
	G->rescale(&inf, &inf);
	G->get_gen(&g);
	for (int i = 0; i < N_SIM; i++) {
		mpz_rand_below(k, R_Z);
		mpz_rand_below(l, R_Z);
		check_sim2(G, &ap, &b, k, l);
	}
	/* zero scalars, infinity, equal and opposite points, k = -l */
	mpz_rand_below(k, R_Z);
	mpz_rand_below(l, R_Z);
	mpz_set_ui(l, 0);
	check_sim2(G, &a, &b, k, l);
	check_sim2(G, &a, &b, l, k);
	check_sim2(G, &a, &b, l, l);
	mpz_rand_below(l, R_Z);
	check_sim2(G, &inf, &b, k, l);
	check_sim2(G, &a, &inf, k, l);
	check_sim2(G, &inf, &inf, k, l);
	check_sim2(G, &a, &ap, k, l);
	check_sim2(G, &a, &ap, k, k);
	check_sim2(G, &b, &nb, k, k);      /* O */
	mpz_sub(l, R_Z, k);
	check_sim2(G, &a, &ap, k, l);      /* O */
	check_sim2(G, &g, &a, l, LAMBDA);
	check_sim2(G, &g, &a, MU, l);
	mpz_sub_ui(l, R_Z, 1);
	check_sim2(G, &g, &ap, l, l);

	/* mul_sim_vartime for n = 0..MAX_SIM (several passes), with infinity,
	 * repeated points and zero scalars mixed in, against a sum of muls
	 * (checked against the reference above) */
	{
		pt_t pts[MAX_SIM], t, acc, x;
		oat_fr_t ks[MAX_SIM];
		int bad = 0;
		for (int i = 0; i < MAX_SIM; i++) {
			switch (i % 5) {
			case 0: G->rand_point(&pts[i]); break;
			case 1: G->rescale(&pts[i], &pts[i - 1]); break;
			case 2: G->set_infty(&pts[i]); break;
			case 3: G->neg(&pts[i], &pts[i - 3]); break;
			default: G->get_gen(&pts[i]); break;
			}
			mpz_rand_below(k, R_Z);
			if (i % 7 == 3) mpz_set_ui(k, 0);
			if (i % 7 == 5) mpz_sub_ui(k, R_Z, 1);
			fr_from_mpz(ks[i], k);
		}
		for (size_t n = 0; n <= MAX_SIM; n++) {
			G->set_infty(&acc);
			for (size_t i = 0; i < n; i++) {
				G->mul(&x, &pts[i], ks[i]);
				G->add(&acc, &acc, &x);
			}
			G->mul_sim_vartime(&t, pts, &ks[0][0], n);
			bad += !G->equal(&t, &acc);
		}
		CHECK_EQ_INT(bad, 0);
	}
	mpz_clear(k);
	mpz_clear(l);
}

/* ---- The endomorphisms themselves ----------------------------------------- */

/* G1: some beta with beta^3 = 1 gives phi(P) = (beta x, y) = [lambda] P on
 * every point; G2: psi = [mu].  Checked against the reference, on random
 * points and the generator. */
static void test_endo(void) {
	oat_fp_t beta, one, t;
	mpz_t e;
	pt_t a, ref, x;
	int found = 0;
	mpz_init(e);
	mpz_sub_ui(e, P_Z, 1);
	mpz_divexact_ui(e, e, 3);
	oat_fp_set_dig(one, 1);
	for (oat_dig_t g = 2; g < 20 && !found; g++) {
		unsigned char eb[OAT_FP_BYTES];
		size_t cnt = 0;
		memset(eb, 0, sizeof(eb));
		mpz_export(eb + sizeof(eb) - (mpz_sizeinbase(e, 2) + 7) / 8, &cnt, 1, 1, 1, 0, e);
		oat_fp_set_dig(t, g);
		oat_fp_exp(beta, t, eb, sizeof(eb));
		if (oat_fp_equal(beta, one)) continue;
		for (int rep = 0; rep < 2 && !found; rep++) {
			if (rep) oat_fp_sqr(beta, beta);
			oat_g1_get_gen(&a.g1);
			ref_mul(&G1_OPS, &ref, &a, LAMBDA);
			oat_fp_mul(x.g1.x, a.g1.x, beta);
			oat_fp_copy(x.g1.y, a.g1.y);
			oat_fp_copy(x.g1.z, a.g1.z);
			found = oat_g1_equal(&x.g1, &ref.g1);
		}
	}
	CHECK(found);
	for (int i = 0; i < 3; i++) {
		G1_OPS.rand_point(&a);
		ref_mul(&G1_OPS, &ref, &a, LAMBDA);
		oat_fp_mul(x.g1.x, a.g1.x, beta);
		oat_fp_copy(x.g1.y, a.g1.y);
		oat_fp_copy(x.g1.z, a.g1.z);
		CHECK(oat_g1_equal(&x.g1, &ref.g1));
		G2_OPS.rand_point(&a);
		ref_mul(&G2_OPS, &ref, &a, MU);
		oat_g2_frb(&x.g2, &a.g2, 1);
		CHECK(oat_g2_equal(&x.g2, &ref.g2));
	}
	mpz_clear(e);
}

static void test_group(const gops *G) {
	test_special_scalars(G);
	test_small_scalars(G, G->dim == 2 ? N_SMALL2 : N_SMALL4);
	test_gen_table(G);
	test_sim(G);
}

int main(int argc, char **argv) {
	(void)argc;
	(void)argv;
	test_rng_seed(&RNG, SEED);
	mpz_init_set_str(P_Z, TEST_P_HEX, 16);
	mpz_init_set_str(R_Z, TEST_R_HEX, 16);
	mpz_init_set_str(Z_Z, TEST_Z_HEX, 16);
	mpz_init(MU);
	mpz_init(LAMBDA);
	{
		mpz_t t, u;
		mpz_init(t);
		mpz_init(u);
#if TEST_FAMILY_BN
		/* r = 36z^4 + 36z^3 + 18z^2 + 6z + 1, p = r + 6z^2;
		 * lambda = 36z^3 + 18z^2 + 6z + 1, a cube root of unity mod r;
		 * mu = p mod r = 6z^2 */
		mpz_set_ui(t, 36);
		mpz_mul(t, t, Z_Z);
		mpz_add_ui(t, t, 36);
		mpz_mul(t, t, Z_Z);
		mpz_add_ui(t, t, 18);
		mpz_mul(t, t, Z_Z);
		mpz_add_ui(t, t, 6);
		mpz_mul(t, t, Z_Z);
		mpz_add_ui(t, t, 1);
		CHECK(mpz_cmp(t, R_Z) == 0);
		mpz_mul(MU, Z_Z, Z_Z);
		mpz_mul_ui(MU, MU, 6);
		mpz_add(u, t, MU);
		CHECK(mpz_cmp(u, P_Z) == 0);
		mpz_set_ui(LAMBDA, 36);
		mpz_mul(LAMBDA, LAMBDA, Z_Z);
		mpz_add_ui(LAMBDA, LAMBDA, 18);
		mpz_mul(LAMBDA, LAMBDA, Z_Z);
		mpz_add_ui(LAMBDA, LAMBDA, 6);
		mpz_mul(LAMBDA, LAMBDA, Z_Z);
		mpz_add_ui(LAMBDA, LAMBDA, 1);
#else
		/* r = z^4 - z^2 + 1, p = (z - 1)^2 r / 3 + z; lambda = z^2 - 1, a
		 * cube root of unity mod r; mu = p mod r = z */
		mpz_mul(u, Z_Z, Z_Z);
		mpz_mul(t, u, u);
		mpz_sub(t, t, u);
		mpz_add_ui(t, t, 1);
		CHECK(mpz_cmp(t, R_Z) == 0);
		mpz_sub_ui(u, Z_Z, 1);
		mpz_mul(u, u, u);
		mpz_mul(u, u, t);
		mpz_divexact_ui(u, u, 3);
		mpz_add(u, u, Z_Z);
		CHECK(mpz_cmp(u, P_Z) == 0);
		mpz_mod(MU, Z_Z, R_Z);
		mpz_mul(LAMBDA, Z_Z, Z_Z);
		mpz_sub_ui(LAMBDA, LAMBDA, 1);
#endif
		mpz_mod(LAMBDA, LAMBDA, R_Z);
		mpz_mod(t, P_Z, R_Z);
		CHECK(mpz_cmp(t, MU) == 0);
		mpz_powm_ui(t, LAMBDA, 3, R_Z);
		CHECK(mpz_cmp_ui(t, 1) == 0 && mpz_cmp_ui(LAMBDA, 1) != 0);
		/* mu^4 - mu^2 + 1 = 0 mod r (r | Phi_12(p)) */
		mpz_powm_ui(t, MU, 4, R_Z);
		mpz_powm_ui(u, MU, 2, R_Z);
		mpz_sub(t, t, u);
		mpz_add_ui(t, t, 1);
		mpz_mod(t, t, R_Z);
		CHECK(mpz_sgn(t) == 0);
		mpz_clear(t);
		mpz_clear(u);
	}
	test_endo();
	test_group(&G1_OPS);
	test_group(&G2_OPS);
	mpz_clear(P_Z);
	mpz_clear(R_Z);
	mpz_clear(Z_Z);
	mpz_clear(LAMBDA);
	mpz_clear(MU);
	return test_report("test_glv_" OAT_TEST_CURVE);
}
