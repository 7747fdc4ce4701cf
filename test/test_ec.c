/* Tests of the groups G1, G2 and GT, written once and built for every curve
 * (test_ec_<curve>; the pairing itself is tested by test_pc).
 *
 * Everything goes through the public API.  Reference values come from
 *   - the known answers of the curve's pairing file (test_curve.h:
 *     vectors/bn254_pairing.txt, vectors/bls12_381_pairing.txt; argv[1] is
 *     the vectors directory): a*G1 and b*G2 as affine coordinates;
 *   - GMP, for the integers p, r, p mod r, the cofactors, the trace, cube
 *     roots of unity, and edge scalars, from the published facts of
 *     test_curve.h;
 *   - a naive double-and-add (ref_mul) over an mpz scalar, built only from
 *     add and dbl, which are checked independently by the group laws and the
 *     known answers.
 *
 * G1 and G2 share one set of generic tests written over a table of wrappers
 * (group_ops); the group-specific parts (Frobenius, points outside the
 * subgroup, coordinate layout) are separate.  Covered:
 *   - known answers through mul, mul_vartime, mul_gen, write_bin and read_bin;
 *   - group laws on random points, with aliasing, infinity and the exceptional
 *     cases of affine formulas (P + P, P + (-P), O + O), equal() across
 *     projective representations, norm, cmov, is_infty;
 *   - scalar multiplication: r*P = O, linearity in the scalar, edge scalars
 *     (0, 1, 2, r-1, r-2, powers of two, runs of ones), mul == mul_vartime ==
 *     mul_gen == ref_mul on random scalars, mul_sim_vartime for n = 0..5;
 *   - G2's Frobenius psi = [p mod r] on G2 and psi^2 - [t]psi + [p] = 0 on the
 *     whole twist; points of the curves outside G1 (where the cofactor is not
 *     1) and G2, rejected by is_valid and the decoders, brought in by the
 *     cofactors;
 *   - is_valid and, for the encodings of test_ec itself (x || y with an
 *     all-zero infinity: BN-P254; the ZCash ones are test_bls12381's), every
 *     decoder rejection path with its own error code, the output set to
 *     infinity on failure; write_bin and rand error paths;
 *   - GT: exp vs exp_vartime vs a reference, group laws, is_valid on GT, on a
 *     random Fp12 element, on a cyclotomic non-GT element and on zero,
 *     read_bin and its error paths.
 * A failure can be replayed with OAT_TEST_SEED. */
#include <ctype.h>
#include <stdlib.h>
#include <time.h>
#include <stdio.h> /* before gmp.h, for gmp_fprintf */
#include <gmp.h>
#include "test_internal.h"   /* the decoders without the subgroup test */

#define SEED 0x0a7ec0deULL
#define N_RAND_MUL 50   /* random scalars for mul == mul_vartime == mul_gen, per group */
#define N_RAND_LAW 16   /* random point triples for the group laws, per group */
#define N_GT_EXP 20     /* random exponents for gt_exp == gt_exp_vartime */
#define MAX_SIM 8

static const char *P_HEX = TEST_P_HEX;
static const char *R_HEX = TEST_R_HEX;

static mpz_t P_Z, R_Z;      /* p and r */
static test_rng RNG;

/* ---- Integers and scalars ------------------------------------------------- */

/* Writes 0 <= k < 2^(8 len) as len big-endian bytes. */
static void mpz_to_bytes(unsigned char *buf, size_t len, const mpz_t k) {
	size_t cnt = (mpz_sizeinbase(k, 2) + 7) / 8;
	memset(buf, 0, len);
	if (mpz_sgn(k) == 0) return;
	if (cnt > len) {
		fprintf(stderr, "mpz_to_bytes: value too large\n");
		abort();
	}
	mpz_export(buf + len - cnt, &cnt, 1, 1, 1, 0, k);
}

/* k must be in [0, r). */
static void fr_from_mpz(oat_fr_t r, const mpz_t k) {
	unsigned char buf[OAT_FR_BYTES];
	mpz_to_bytes(buf, sizeof(buf), k);
	CHECK_EQ_INT(oat_fr_read_bin(r, buf, sizeof(buf)), OAT_OK);
}

static void mpz_from_fr(mpz_t r, const oat_fr_t k) {
	unsigned char buf[OAT_FR_BYTES];
	CHECK_EQ_INT(oat_fr_write_bin(buf, sizeof(buf), k), OAT_OK);
	mpz_import(r, sizeof(buf), 1, 1, 1, 0, buf);
}

static void fr_from_ui(oat_fr_t r, unsigned long v) {
	mpz_t t;
	mpz_init_set_ui(t, v);
	fr_from_mpz(r, t);
	mpz_clear(t);
}

/* ---- The two point groups behind one table ------------------------------- */

typedef union { oat_g1_st g1; oat_g2_st g2; } pt_t;

typedef struct {
	const char *name;
	size_t bytes;  /* encoding length */
	void (*set_infty)(void *r);
	void (*get_gen)(void *r);
	void (*copy)(void *r, const void *a);
	int (*is_infty)(const void *a);
	int (*is_valid)(const void *a);
	int (*equal)(const void *a, const void *b);
	void (*cmov)(void *r, const void *a, int bit);
	void (*neg)(void *r, const void *a);
	void (*add)(void *r, const void *a, const void *b);
	void (*sub)(void *r, const void *a, const void *b);
	void (*dbl)(void *r, const void *a);
	void (*norm)(void *r, const void *a);
	void (*mul)(void *r, const void *a, const oat_fr_t k);
	void (*mul_gen)(void *r, const oat_fr_t k);
	void (*mul_vartime)(void *r, const void *a, const oat_fr_t k);
	void (*mul_sim)(void *r, const pt_t *a, const oat_fr_st *k, size_t n);
	oat_err (*read_bin)(void *r, const unsigned char *buf, size_t len);
	oat_err (*write_bin)(unsigned char *buf, size_t len, const void *a);
	oat_err (*rand)(void *r, oat_rand_fn rng, void *ctx);
	/* (X : Y : Z) -> (lX : lY : lZ) for a random l != 0: the same point. */
	void (*rescale)(void *r, const void *a);
	/* (x, y) -> (beta x, y), beta a primitive cube root of unity in Fp. */
	void (*endo)(void *r, const void *a);
} group_ops;

static oat_fp_t BETA; /* a primitive cube root of unity in Fp */

static void fp_rand_nonzero(oat_fp_t l) {
	do CHECK_EQ_INT(oat_fp_rand(l, test_rand, &RNG), OAT_OK); while (oat_fp_is_zero(l));
}

#define WRAP_GROUP(G) \
static void G##_w_set_infty(void *r) { oat_##G##_set_infty(r); } \
static void G##_w_get_gen(void *r) { oat_##G##_get_gen(r); } \
static void G##_w_copy(void *r, const void *a) { oat_##G##_copy(r, a); } \
static int G##_w_is_infty(const void *a) { return oat_##G##_is_infty(a); } \
static int G##_w_is_valid(const void *a) { return oat_##G##_is_valid(a); } \
static int G##_w_equal(const void *a, const void *b) { return oat_##G##_equal(a, b); } \
static void G##_w_cmov(void *r, const void *a, int bit) { oat_##G##_cmov(r, a, bit); } \
static void G##_w_neg(void *r, const void *a) { oat_##G##_neg(r, a); } \
static void G##_w_add(void *r, const void *a, const void *b) { oat_##G##_add(r, a, b); } \
static void G##_w_sub(void *r, const void *a, const void *b) { oat_##G##_sub(r, a, b); } \
static void G##_w_dbl(void *r, const void *a) { oat_##G##_dbl(r, a); } \
static void G##_w_norm(void *r, const void *a) { oat_##G##_norm(r, a); } \
static void G##_w_mul(void *r, const void *a, const oat_fr_t k) { oat_##G##_mul(r, a, k); } \
static void G##_w_mul_gen(void *r, const oat_fr_t k) { oat_##G##_mul_gen(r, k); } \
static void G##_w_mul_vartime(void *r, const void *a, const oat_fr_t k) { oat_##G##_mul_vartime(r, a, k); } \
static void G##_w_mul_sim(void *r, const pt_t *a, const oat_fr_st *k, size_t n) { \
	oat_##G##_t t[MAX_SIM]; \
	oat_fr_t kk[MAX_SIM]; \
	for (size_t i = 0; i < n && i < MAX_SIM; i++) { \
		oat_##G##_copy(t[i], &a[i].G); \
		oat_fr_copy(kk[i], &k[i]); \
	} \
	oat_##G##_mul_sim_vartime(r, (const oat_##G##_t *)t, (const oat_fr_t *)kk, n); \
} \
static oat_err G##_w_read_bin(void *r, const unsigned char *buf, size_t len) { return oat_##G##_read_bin(r, buf, len); } \
static oat_err G##_w_write_bin(unsigned char *buf, size_t len, const void *a) { return oat_##G##_write_bin(buf, len, a); } \
static oat_err G##_w_rand(void *r, oat_rand_fn rng, void *ctx) { return oat_##G##_rand(r, rng, ctx); }

WRAP_GROUP(g1)
WRAP_GROUP(g2)

static void g1_w_rescale(void *r, const void *a) {
	oat_g1_st *o = r;
	const oat_g1_st *p = a;
	oat_fp_t l;
	fp_rand_nonzero(l);
	oat_fp_mul(o->x, p->x, l);
	oat_fp_mul(o->y, p->y, l);
	oat_fp_mul(o->z, p->z, l);
}

static void g2_w_rescale(void *r, const void *a) {
	oat_g2_st *o = r;
	const oat_g2_st *p = a;
	oat_fp2_t l;
	do CHECK_EQ_INT(oat_fp2_rand(l, test_rand, &RNG), OAT_OK); while (oat_fp2_is_zero(l));
	oat_fp2_mul(o->x, p->x, l);
	oat_fp2_mul(o->y, p->y, l);
	oat_fp2_mul(o->z, p->z, l);
}

static void g1_w_endo(void *r, const void *a) {
	oat_g1_st *o = r;
	const oat_g1_st *p = a;
	oat_fp_mul(o->x, p->x, BETA);
	oat_fp_copy(o->y, p->y);
	oat_fp_copy(o->z, p->z);
}

static void g2_w_endo(void *r, const void *a) {
	oat_g2_st *o = r;
	const oat_g2_st *p = a;
	oat_fp2_mul_fp(o->x, p->x, BETA);
	oat_fp2_copy(o->y, p->y);
	oat_fp2_copy(o->z, p->z);
}

#define GROUP_OPS(G, NAME, BYTES) { NAME, BYTES, \
	G##_w_set_infty, G##_w_get_gen, G##_w_copy, G##_w_is_infty, G##_w_is_valid, \
	G##_w_equal, G##_w_cmov, G##_w_neg, G##_w_add, G##_w_sub, G##_w_dbl, G##_w_norm, \
	G##_w_mul, G##_w_mul_gen, G##_w_mul_vartime, G##_w_mul_sim, G##_w_read_bin, \
	G##_w_write_bin, G##_w_rand, G##_w_rescale, G##_w_endo }

static const group_ops G1_OPS = GROUP_OPS(g1, "G1", OAT_G1_BYTES);
static const group_ops G2_OPS = GROUP_OPS(g2, "G2", OAT_G2_BYTES);

/* r = k*a by MSB-first double-and-add over any non-negative integer k. */
static void ref_mul(const group_ops *G, void *r, const void *a, const mpz_t k) {
	pt_t acc, base;
	G->copy(&base, a);
	G->set_infty(&acc);
	for (long i = (long)mpz_sizeinbase(k, 2) - 1; i >= 0; i--) {
		G->dbl(&acc, &acc);
		if (mpz_tstbit(k, (mp_bitcnt_t)i)) G->add(&acc, &acc, &base);
	}
	G->copy(r, &acc);
}

/* r*P as an integer multiple (ref_mul): the order test for points that may
 * lie outside the group, where the library's mul (GLS on G2) does not
 * compute integer multiples. */
static int ref_times_r_is_infty(const group_ops *G, const void *a) {
	pt_t q;
	ref_mul(G, &q, a, R_Z);
	return G->is_infty(&q);
}

/* r*P via the library's mul: (r - 1)*P + P. */
static int times_r_is_infty(const group_ops *G, const void *a) {
	oat_fr_t k;
	mpz_t t;
	pt_t q;
	mpz_init(t);
	mpz_sub_ui(t, R_Z, 1);
	fr_from_mpz(k, t);
	G->mul(&q, a, k);
	G->add(&q, &q, a);
	mpz_clear(t);
	return G->is_infty(&q);
}

static void rand_point(const group_ops *G, void *r) {
	CHECK_EQ_INT(G->rand(r, test_rand, &RNG), OAT_OK);
}

/* A random point in a random projective representation (Z != 1). */
static void rand_point_proj(const group_ops *G, void *r) {
	rand_point(G, r);
	G->rescale(r, r);
}

/* ---- Known answers ------------------------------------------------------- */

typedef struct {
	char a[160], b[160], px[160], py[160], qx[300], qy[300];
	int line;
} kat_entry;

static int kat_entries, kat_g1_done, kat_g2_done, kat_g2_arbitrary;

/* Copies hex (optional 0x, at most 2*len digits) into buf, big-endian,
 * left-padded with zeros.  Returns 0 on success. */
static int hex_field(unsigned char *buf, size_t len, const char *hex) {
	char tmp[2 * 64 + 1];
	size_t n;
	if (hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) hex += 2;
	n = strlen(hex);
	if (n == 0 || n > 2 * len || 2 * len >= sizeof(tmp)) return -1;
	for (size_t i = 0; i < n; i++)
		if (!isxdigit((unsigned char)hex[i])) return -1;
	memset(tmp, '0', 2 * len - n);
	memcpy(tmp + 2 * len - n, hex, n + 1);
	return test_unhex(buf, len, tmp);
}

/* Splits "re im" (c0 c1) into two Fp fields of buf (2 * OAT_FP_BYTES
 * bytes) in the order of the curve's encoding: c0 || c1, or c1 || c0 for
 * the ZCash one. */
static int hex_fp2(unsigned char *buf, const char *val) {
	char re[160], im[160];
	size_t o0 = TEST_ENC_ZCASH ? OAT_FP_BYTES : 0, o1 = OAT_FP_BYTES - o0;
	if (sscanf(val, "%159s %159s", re, im) != 2) return -1;
	if (hex_field(buf + o0, OAT_FP_BYTES, re) || hex_field(buf + o1, OAT_FP_BYTES, im)) return -1;
	return 0;
}

static void kat_check_entry(const kat_entry *en) {
	unsigned char exp1[OAT_G1_BYTES], exp2[OAT_G2_BYTES], got[OAT_G2_BYTES];
	oat_g1_t g1, p, q1;
	oat_g2_t g2, q, q2;
	oat_fr_t k;
	int ok;

	kat_entries++;
	oat_g1_get_gen(g1);
	oat_g2_get_gen(g2);

	/* G1: a and P */
	ok = en->a[0] && en->px[0] && en->py[0];
	CHECK(ok);
	if (ok && strcmp(en->a, "-") != 0) {
		unsigned char kb[OAT_FR_BYTES];
		ok = hex_field(kb, sizeof(kb), en->a) == 0 &&
			hex_field(exp1, OAT_FP_BYTES, en->px) == 0 &&
			hex_field(exp1 + OAT_FP_BYTES, OAT_FP_BYTES, en->py) == 0;
		if (!ok) fprintf(stderr, "vectors line %d: malformed G1 entry\n", en->line);
		CHECK(ok);
		if (ok) {
			CHECK_EQ_INT(oat_fr_read_bin(k, kb, sizeof(kb)), OAT_OK);
			oat_g1_mul(p, g1, k);
			CHECK_EQ_INT(oat_g1_write_bin(got, OAT_G1_BYTES, p), OAT_OK);
			ok = memcmp(got, exp1, OAT_G1_BYTES) == 0;
			if (!ok) fprintf(stderr, "vectors line %d: g1_mul differs\n", en->line);
			CHECK(ok);
			oat_g1_mul_vartime(q1, g1, k);
			CHECK_EQ_INT(oat_g1_write_bin(got, OAT_G1_BYTES, q1), OAT_OK);
			CHECK(memcmp(got, exp1, OAT_G1_BYTES) == 0);
			oat_g1_mul_gen(q1, k);
			CHECK_EQ_INT(oat_g1_write_bin(got, OAT_G1_BYTES, q1), OAT_OK);
			CHECK(memcmp(got, exp1, OAT_G1_BYTES) == 0);
			oat_g1_get_gen(q1);
			CHECK_EQ_INT(oat_g1_read_bin(q1, exp1, OAT_G1_BYTES), OAT_OK);
			CHECK(oat_g1_equal(q1, p));
			CHECK(oat_g1_is_valid(q1));
			kat_g1_done++;
		}
	}

	/* G2: b and Q */
	ok = en->b[0] && en->qx[0] && en->qy[0];
	CHECK(ok);
	if (!ok) return;
	ok = hex_fp2(exp2, en->qx) == 0 && hex_fp2(exp2 + 2 * OAT_FP_BYTES, en->qy) == 0;
	if (!ok) fprintf(stderr, "vectors line %d: malformed Q\n", en->line);
	CHECK(ok);
	if (!ok) return;
	if (strcmp(en->b, "-") == 0) {
		/* an arbitrary point of G2, not a known multiple of the generator */
		oat_g2_get_gen(q2);
		CHECK_EQ_INT(oat_g2_read_bin(q2, exp2, OAT_G2_BYTES), OAT_OK);
		CHECK(oat_g2_is_valid(q2));
		CHECK(!oat_g2_is_infty(q2));
		CHECK_EQ_INT(oat_g2_write_bin(got, OAT_G2_BYTES, q2), OAT_OK);
		CHECK(memcmp(got, exp2, OAT_G2_BYTES) == 0);
		CHECK(times_r_is_infty(&G2_OPS, q2));
		kat_g2_arbitrary++;
		return;
	}
	{
		unsigned char kb[OAT_FR_BYTES];
		ok = hex_field(kb, sizeof(kb), en->b) == 0;
		if (!ok) fprintf(stderr, "vectors line %d: malformed b\n", en->line);
		CHECK(ok);
		if (!ok) return;
		CHECK_EQ_INT(oat_fr_read_bin(k, kb, sizeof(kb)), OAT_OK);
	}
	oat_g2_mul(q, g2, k);
	CHECK_EQ_INT(oat_g2_write_bin(got, OAT_G2_BYTES, q), OAT_OK);
	ok = memcmp(got, exp2, OAT_G2_BYTES) == 0;
	if (!ok) fprintf(stderr, "vectors line %d: g2_mul differs\n", en->line);
	CHECK(ok);
	oat_g2_mul_vartime(q2, g2, k);
	CHECK_EQ_INT(oat_g2_write_bin(got, OAT_G2_BYTES, q2), OAT_OK);
	CHECK(memcmp(got, exp2, OAT_G2_BYTES) == 0);
	oat_g2_mul_gen(q2, k);
	CHECK_EQ_INT(oat_g2_write_bin(got, OAT_G2_BYTES, q2), OAT_OK);
	CHECK(memcmp(got, exp2, OAT_G2_BYTES) == 0);
	oat_g2_get_gen(q2);
	CHECK_EQ_INT(oat_g2_read_bin(q2, exp2, OAT_G2_BYTES), OAT_OK);
	CHECK(oat_g2_equal(q2, q));
	CHECK(oat_g2_is_valid(q2));
	kat_g2_done++;
}

static char *trim(char *s) {
	char *e;
	while (*s && isspace((unsigned char)*s)) s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1])) *--e = '\0';
	return s;
}

static void kat_flush(kat_entry *en, int *have) {
	if (*have) kat_check_entry(en);
	memset(en, 0, sizeof(*en));
	*have = 0;
}

static void test_known_answers(const char *dir) {
	char path[4096], line[8192];
	kat_entry en;
	int have = 0, lineno = 0;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir ? dir : ".", TEST_PAIRING_FILE);
	f = fopen(path, "r");
	if (!f) fprintf(stderr, "cannot open %s\n", path);
	CHECK(f != NULL);
	if (!f) return;
	memset(&en, 0, sizeof(en));
	while (fgets(line, sizeof(line), f)) {
		char *s = trim(line), *eq, *key, *val;
		lineno++;
		if (*s == '#') continue;
		if (*s == '\0') {
			kat_flush(&en, &have);
			continue;
		}
		eq = strchr(s, '=');
		CHECK(eq != NULL);
		if (!eq) {
			fprintf(stderr, "vectors line %d: no '='\n", lineno);
			continue;
		}
		*eq = '\0';
		key = trim(s);
		val = trim(eq + 1);
#define KAT_SET(field) do { \
	if (en.field[0]) kat_flush(&en, &have); /* a repeated key starts a new entry */ \
	CHECK(strlen(val) < sizeof(en.field)); \
	snprintf(en.field, sizeof(en.field), "%s", val); \
	if (!have) en.line = lineno; \
	have = 1; \
} while (0)
		if (strcmp(key, "a") == 0) KAT_SET(a);
		else if (strcmp(key, "b") == 0) KAT_SET(b);
		else if (strcmp(key, "P.x") == 0) KAT_SET(px);
		else if (strcmp(key, "P.y") == 0) KAT_SET(py);
		else if (strcmp(key, "Q.x") == 0) KAT_SET(qx);
		else if (strcmp(key, "Q.y") == 0) KAT_SET(qy);
		/* other keys (e: the pairing value) belong to test_pc */
#undef KAT_SET
	}
	kat_flush(&en, &have);
	fclose(f);
	/* every entry has numeric a and b, but one of BN-P254's, an arbitrary Q */
	CHECK_EQ_INT(kat_entries, TEST_PAIRING_ENTRIES);
	CHECK_EQ_INT(kat_g1_done, TEST_PAIRING_ENTRIES);
	CHECK_EQ_INT(kat_g2_done + kat_g2_arbitrary, TEST_PAIRING_ENTRIES);
}

/* ---- Group laws ----------------------------------------------------------- */

static void test_group_laws(const group_ops *G) {
	pt_t o, g, p, q, s, t, u, v, w;

	G->set_infty(&o);
	G->get_gen(&g);

	/* infinity and generator basics */
	CHECK(G->is_infty(&o));
	CHECK(!G->is_infty(&g));
	CHECK(G->is_valid(&o));
	CHECK(G->is_valid(&g));
	CHECK(G->equal(&o, &o));
	CHECK(G->equal(&g, &g));
	CHECK(!G->equal(&g, &o));
	CHECK(!G->equal(&o, &g));
	G->norm(&t, &o);
	CHECK(G->is_infty(&t));
	CHECK(G->equal(&t, &o));
	G->rescale(&t, &o);            /* (0 : lY : 0) */
	CHECK(G->is_infty(&t));
	CHECK(G->equal(&t, &o));
	CHECK(!G->equal(&t, &g));
	G->norm(&u, &t);
	CHECK(G->is_infty(&u));
	CHECK(G->equal(&u, &o));
	G->add(&t, &o, &o);            /* O + O */
	CHECK(G->is_infty(&t));
	G->dbl(&t, &o);
	CHECK(G->is_infty(&t));
	G->neg(&t, &o);
	CHECK(G->is_infty(&t));
	G->sub(&t, &o, &o);
	CHECK(G->is_infty(&t));
	G->add(&t, &g, &o);
	CHECK(G->equal(&t, &g));
	G->add(&t, &o, &g);
	CHECK(G->equal(&t, &g));
	G->sub(&t, &g, &g);
	CHECK(G->is_infty(&t));
	G->add(&t, &g, &g);
	G->dbl(&u, &g);
	CHECK(G->equal(&t, &u));
	CHECK(!G->equal(&t, &g));

	for (int it = 0; it < N_RAND_LAW; it++) {
		/* odd iterations use non-normalized representations */
		if (it & 1) {
			rand_point_proj(G, &p);
			rand_point_proj(G, &q);
			rand_point_proj(G, &s);
		} else {
			rand_point(G, &p);
			rand_point(G, &q);
			rand_point(G, &s);
		}
		CHECK(G->is_valid(&p));
		CHECK(!G->is_infty(&p));
		CHECK(!G->equal(&p, &q));

		/* equal() across representations and norm */
		G->norm(&t, &p);
		CHECK(G->equal(&t, &p));
		CHECK(G->equal(&p, &t));
		G->rescale(&u, &p);
		CHECK(G->equal(&u, &p));
		CHECK(G->equal(&u, &t));
		CHECK(!G->equal(&u, &q));
		CHECK(!G->equal(&u, &o));
		G->norm(&v, &u);
		CHECK(G->equal(&v, &t));
		G->copy(&v, &p);
		G->norm(&v, &v);               /* aliasing */
		CHECK(G->equal(&v, &p));
		{
			unsigned char b1[OAT_G2_BYTES], b2[OAT_G2_BYTES];
			CHECK_EQ_INT(G->write_bin(b1, G->bytes, &p), OAT_OK);
			CHECK_EQ_INT(G->write_bin(b2, G->bytes, &u), OAT_OK);
			CHECK(memcmp(b1, b2, G->bytes) == 0);
			CHECK_EQ_INT(G->read_bin(&w, b1, G->bytes), OAT_OK);
			CHECK(G->equal(&w, &p));
		}
		/* same y, different x (x -> beta x is on the curve too) */
		G->endo(&w, &p);
		CHECK(G->is_valid(&w));
		CHECK(!G->equal(&w, &p));
		CHECK(!G->equal(&p, &w));
		/* same x, different y */
		G->neg(&w, &p);
		CHECK(!G->equal(&w, &p));
		CHECK(G->is_valid(&w));

		/* commutativity, associativity */
		G->add(&t, &p, &q);
		G->add(&u, &q, &p);
		CHECK(G->equal(&t, &u));
		CHECK(G->is_valid(&t));
		G->add(&t, &t, &s);            /* (p + q) + s */
		G->add(&u, &q, &s);
		G->add(&u, &p, &u);            /* p + (q + s) */
		CHECK(G->equal(&t, &u));

		/* identity, inverse */
		G->add(&t, &p, &o);
		CHECK(G->equal(&t, &p));
		G->add(&t, &o, &p);
		CHECK(G->equal(&t, &p));
		G->sub(&t, &p, &p);
		CHECK(G->is_infty(&t));
		G->neg(&u, &p);
		G->add(&t, &p, &u);            /* P + (-P) */
		CHECK(G->is_infty(&t));
		CHECK(G->is_valid(&t));
		G->add(&t, &u, &p);
		CHECK(G->is_infty(&t));
		G->neg(&v, &u);
		CHECK(G->equal(&v, &p));
		G->sub(&t, &p, &q);            /* p - q = p + (-q) */
		G->neg(&v, &q);
		G->add(&v, &p, &v);
		CHECK(G->equal(&t, &v));
		G->add(&t, &t, &q);            /* (p - q) + q = p */
		CHECK(G->equal(&t, &p));

		/* doubling through add and dbl */
		G->add(&t, &p, &p);
		G->dbl(&u, &p);
		CHECK(G->equal(&t, &u));
		CHECK(!G->equal(&t, &p));
		G->rescale(&v, &p);
		G->add(&t, &p, &v);            /* P + P in two representations */
		CHECK(G->equal(&t, &u));
		G->add(&t, &u, &p);            /* 2P + P = P + 2P */
		G->add(&v, &p, &u);
		CHECK(G->equal(&t, &v));
		G->dbl(&v, &u);                /* 4P = 2P + 2P */
		G->add(&w, &u, &u);
		CHECK(G->equal(&v, &w));
		G->sub(&w, &v, &p);            /* 4P - P = 3P */
		CHECK(G->equal(&w, &t));

		/* aliasing: r == a, r == b, r == a == b */
		G->add(&w, &p, &q);
		G->copy(&t, &p);
		G->add(&t, &t, &q);
		CHECK(G->equal(&t, &w));
		G->copy(&t, &q);
		G->add(&t, &p, &t);
		CHECK(G->equal(&t, &w));
		G->copy(&t, &p);
		G->add(&t, &t, &t);
		CHECK(G->equal(&t, &u));       /* u = 2P */
		G->copy(&t, &p);
		G->dbl(&t, &t);
		CHECK(G->equal(&t, &u));
		G->sub(&w, &p, &q);
		G->copy(&t, &p);
		G->sub(&t, &t, &q);
		CHECK(G->equal(&t, &w));
		G->copy(&t, &q);
		G->sub(&t, &p, &t);
		CHECK(G->equal(&t, &w));
		G->copy(&t, &p);
		G->sub(&t, &t, &t);
		CHECK(G->is_infty(&t));
		G->copy(&t, &p);
		G->neg(&t, &t);
		CHECK(G->equal(&t, &u) == 0);
		G->add(&t, &t, &p);
		CHECK(G->is_infty(&t));

		/* cmov */
		G->copy(&t, &p);
		G->cmov(&t, &q, 0);
		CHECK(G->equal(&t, &p));
		G->cmov(&t, &q, 1);
		CHECK(G->equal(&t, &q));
		G->cmov(&t, &o, 1);
		CHECK(G->is_infty(&t));
		G->copy(&t, &p);
		CHECK(G->equal(&t, &p));
	}
}

/* ---- Scalar multiplication ----------------------------------------------- */

/* Checks mul, mul_vartime (and mul_gen if a is the generator) against each
 * other and against ref_mul, for k < r. */
static void check_mul(const group_ops *G, const void *a, int is_gen, const mpz_t kz) {
	oat_fr_t k;
	pt_t r1, r2, r3, ref;
	fr_from_mpz(k, kz);
	G->mul(&r1, a, k);
	G->mul_vartime(&r2, a, k);
	ref_mul(G, &ref, a, kz);
	if (!G->equal(&r1, &ref) || !G->equal(&r2, &ref))
		gmp_fprintf(stderr, "%s mul mismatch for k = %#Zx (mul %d, vartime %d)\n",
			G->name, kz, G->equal(&r1, &ref), G->equal(&r2, &ref));
	CHECK(G->equal(&r1, &ref));
	CHECK(G->equal(&r2, &ref));
	CHECK_EQ_INT(G->is_infty(&r1), mpz_sgn(kz) == 0);
	if (is_gen) {
		G->mul_gen(&r3, k);
		CHECK(G->equal(&r3, &ref));
	}
	/* aliasing r == a */
	G->copy(&r3, a);
	G->mul(&r3, &r3, k);
	CHECK(G->equal(&r3, &ref));
	G->copy(&r3, a);
	G->mul_vartime(&r3, &r3, k);
	CHECK(G->equal(&r3, &ref));
}

static void test_mul_edges(const group_ops *G) {
	pt_t g, p, t, u;
	mpz_t k;
	oat_fr_t f;
	static const int pow2[] = {1, 2, 3, 4, 5, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65,
		127, 128, 129, 191, 192, 250, 251, 252, 253};
	static const int ones[] = {1, 4, 5, 8, 16, 31, 32, 64, 128, 192, 251, 252, 253};
	static const unsigned long small[] = {0, 1, 2, 3, 4, 7, 8, 15, 16, 17, 255, 256};
	static const char *hexes[] = {
		"0fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f",
		"1ffff0000ffff0000ffff0000ffff0000ffff0000ffff0000ffff0000ffff000",
		"2000000000000000000000000000000000000000000000000000000000000001",
		"10000000000000000000000000000000fffffffffffffffffffffffffffffff0",
		"2523648240000001ba344d8000000007ff9f800000000010a10000000000000b",
		"2523648240000001ba344d8000000007ff9f800000000000000000000000000d",
		"2523648240000001ba344d800000000000000000000000000000000000000000",
		"00000000000000000000000000000000ffffffffffffffffffffffffffffffff",
		"000000000000000000000000000000000000000000000000ffffffffffffffff",
		"ffff",
	};

	G->get_gen(&g);
	rand_point_proj(G, &p);
	mpz_init(k);

	for (size_t i = 0; i < sizeof(small) / sizeof(small[0]); i++) {
		mpz_set_ui(k, small[i]);
		check_mul(G, &g, 1, k);
		check_mul(G, &p, 0, k);
	}
	for (size_t i = 0; i < sizeof(pow2) / sizeof(pow2[0]); i++) {
		mpz_set_ui(k, 0);
		mpz_setbit(k, (mp_bitcnt_t)pow2[i]);
		check_mul(G, &g, 1, k);
		check_mul(G, &p, 0, k);
	}
	for (size_t i = 0; i < sizeof(ones) / sizeof(ones[0]); i++) {
		mpz_set_ui(k, 0);
		mpz_setbit(k, (mp_bitcnt_t)ones[i]);
		mpz_sub_ui(k, k, 1);
		check_mul(G, &g, 1, k);
		check_mul(G, &p, 0, k);
	}
	for (size_t i = 0; i < sizeof(hexes) / sizeof(hexes[0]); i++) {
		mpz_set_str(k, hexes[i], 16);
		CHECK(mpz_cmp(k, R_Z) < 0);
		check_mul(G, &g, 1, k);
		check_mul(G, &p, 0, k);
	}
	for (unsigned long d = 1; d <= 3; d++) {
		mpz_sub_ui(k, R_Z, d);         /* r - 1, r - 2, r - 3 */
		check_mul(G, &g, 1, k);
		check_mul(G, &p, 0, k);
	}
	mpz_sub_ui(k, R_Z, 1);
	mpz_fdiv_q_2exp(k, k, 1);          /* (r - 1)/2 */
	check_mul(G, &p, 0, k);
	mpz_add_ui(k, k, 1);               /* (r + 1)/2 */
	check_mul(G, &p, 0, k);

	/* explicit values: 0 -> O, 1 -> P, 2 -> 2P, r-1 -> -P, r-2 -> -2P */
	oat_fr_zero(f);
	G->mul(&t, &p, f);
	CHECK(G->is_infty(&t));
	G->mul_vartime(&t, &p, f);
	CHECK(G->is_infty(&t));
	G->mul_gen(&t, f);
	CHECK(G->is_infty(&t));
	fr_from_ui(f, 1);
	G->mul(&t, &p, f);
	CHECK(G->equal(&t, &p));
	G->mul_vartime(&t, &p, f);
	CHECK(G->equal(&t, &p));
	G->mul_gen(&t, f);
	CHECK(G->equal(&t, &g));
	fr_from_ui(f, 2);
	G->dbl(&u, &p);
	G->mul(&t, &p, f);
	CHECK(G->equal(&t, &u));
	G->mul_vartime(&t, &p, f);
	CHECK(G->equal(&t, &u));
	mpz_sub_ui(k, R_Z, 2);
	fr_from_mpz(f, k);
	G->neg(&u, &u);
	G->mul(&t, &p, f);
	CHECK(G->equal(&t, &u));
	G->mul_vartime(&t, &p, f);
	CHECK(G->equal(&t, &u));
	mpz_sub_ui(k, R_Z, 1);
	fr_from_mpz(f, k);
	G->neg(&u, &p);
	G->mul(&t, &p, f);
	CHECK(G->equal(&t, &u));
	G->mul_vartime(&t, &p, f);
	CHECK(G->equal(&t, &u));
	G->neg(&u, &g);
	G->mul_gen(&t, f);
	CHECK(G->equal(&t, &u));

	/* r P = O, with mul and with the integer reference */
	CHECK(times_r_is_infty(G, &g));
	CHECK(times_r_is_infty(G, &p));
	ref_mul(G, &t, &p, R_Z);
	CHECK(G->is_infty(&t));
	ref_mul(G, &t, &g, R_Z);
	CHECK(G->is_infty(&t));
	mpz_add_ui(k, R_Z, 1);             /* (r + 1) P = P */
	ref_mul(G, &t, &p, k);
	CHECK(G->equal(&t, &p));

	/* mul of O */
	G->set_infty(&u);
	CHECK_EQ_INT(oat_fr_rand(f, test_rand, &RNG), OAT_OK);
	G->mul(&t, &u, f);
	CHECK(G->is_infty(&t));
	G->mul_vartime(&t, &u, f);
	CHECK(G->is_infty(&t));
	mpz_sub_ui(k, R_Z, 1);
	fr_from_mpz(f, k);
	G->mul(&t, &u, f);
	CHECK(G->is_infty(&t));
	G->mul_vartime(&t, &u, f);
	CHECK(G->is_infty(&t));
	mpz_clear(k);
}

static void test_mul_random(const group_ops *G) {
	pt_t g, p, t, u, v, w;
	oat_fr_t a, b, c, kr;
	mpz_t kz, rz;

	mpz_init(kz);
	mpz_init(rz);
	G->get_gen(&g);
	rand_point_proj(G, &p);

	/* mul == mul_vartime == mul_gen on random scalars, ref_mul on a few */
	for (int i = 0; i < N_RAND_MUL; i++) {
		CHECK_EQ_INT(oat_fr_rand(a, test_rand, &RNG), OAT_OK);
		G->mul(&t, &g, a);
		G->mul_vartime(&u, &g, a);
		G->mul_gen(&v, a);
		CHECK(G->equal(&t, &u));
		CHECK(G->equal(&t, &v));
		CHECK(G->is_valid(&t));
		G->mul(&t, &p, a);
		G->mul_vartime(&u, &p, a);
		CHECK(G->equal(&t, &u));
		if (i % 10 == 0) {
			mpz_from_fr(kz, a);
			check_mul(G, &p, 0, kz);
		}
	}

	for (int i = 0; i < 4; i++) {
		rand_point_proj(G, &p);
		CHECK_EQ_INT(oat_fr_rand(a, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(b, test_rand, &RNG), OAT_OK);

		/* (a + b) P == aP + bP */
		oat_fr_add(c, a, b);
		G->mul(&t, &p, c);
		G->mul(&u, &p, a);
		G->mul(&v, &p, b);
		G->add(&w, &u, &v);
		CHECK(G->equal(&t, &w));
		G->mul_vartime(&t, &p, c);
		CHECK(G->equal(&t, &w));
		/* (a - b) P == aP - bP */
		oat_fr_sub(c, a, b);
		G->mul(&t, &p, c);
		G->sub(&w, &u, &v);
		CHECK(G->equal(&t, &w));
		/* (ab) P == a (bP) == b (aP) */
		oat_fr_mul(c, a, b);
		G->mul(&t, &p, c);
		G->mul(&w, &v, a);
		CHECK(G->equal(&t, &w));
		G->mul_vartime(&w, &u, b);
		CHECK(G->equal(&t, &w));
		/* k P + (r - k) P == O, with r - k = -k in Fr */
		oat_fr_neg(kr, a);
		G->mul(&t, &p, a);
		G->mul(&w, &p, kr);
		G->add(&t, &t, &w);
		CHECK(G->is_infty(&t));
		/* -k P == -(k P) */
		G->mul_vartime(&w, &p, kr);
		G->neg(&t, &u);
		CHECK(G->equal(&w, &t));
		/* the integer a + (r - a) = r through the reference */
		mpz_from_fr(kz, a);
		mpz_from_fr(rz, kr);
		mpz_add(kz, kz, rz);
		CHECK(mpz_cmp(kz, R_Z) == 0);
	}
	mpz_clear(kz);
	mpz_clear(rz);
}

static void test_mul_sim(const group_ops *G) {
	pt_t pts[MAX_SIM], t, u, s;
	oat_fr_t ks[MAX_SIM];
	static const size_t ns[] = {0, 1, 2, 5};

	for (size_t j = 0; j < sizeof(ns) / sizeof(ns[0]); j++) {
		size_t n = ns[j];
		for (size_t i = 0; i < MAX_SIM; i++) {
			rand_point_proj(G, &pts[i]);
			CHECK_EQ_INT(oat_fr_rand(ks[i], test_rand, &RNG), OAT_OK);
		}
		G->get_gen(&t);
		G->mul_sim(&t, pts, ks[0], n);
		G->set_infty(&s);
		for (size_t i = 0; i < n; i++) {
			G->mul(&u, &pts[i], ks[i]);
			G->add(&s, &s, &u);
		}
		CHECK(G->equal(&t, &s));
		if (n == 0) CHECK(G->is_infty(&t));
		else CHECK(!G->is_infty(&t));
	}

	/* special terms: a zero scalar, an infinite point, a repeated point,
	 * opposite terms cancelling */
	{
		rand_point(G, &pts[0]);
		G->copy(&pts[1], &pts[0]);
		G->set_infty(&pts[2]);
		G->neg(&pts[3], &pts[0]);
		rand_point_proj(G, &pts[4]);
		CHECK_EQ_INT(oat_fr_rand(ks[0], test_rand, &RNG), OAT_OK);
		oat_fr_copy(ks[1], ks[0]);
		CHECK_EQ_INT(oat_fr_rand(ks[2], test_rand, &RNG), OAT_OK);
		oat_fr_add(ks[3], ks[0], ks[1]);  /* cancels terms 0 and 1 */
		oat_fr_zero(ks[4]);
		G->mul_sim(&t, pts, ks[0], 5);
		CHECK(G->is_infty(&t));
		fr_from_ui(ks[4], 1);
		G->mul_sim(&t, pts, ks[0], 5);
		CHECK(G->equal(&t, &pts[4]));
	}
}

/* ---- Validity and encodings (generic part) ------------------------------- */

static void put_mpz_slot(unsigned char *buf, int slot, const mpz_t v) {
	mpz_to_bytes(buf + slot * OAT_FP_BYTES, OAT_FP_BYTES, v);
}

static void get_mpz_slot(mpz_t v, const unsigned char *buf, int slot) {
	mpz_import(v, OAT_FP_BYTES, 1, 1, 1, 0, buf + slot * OAT_FP_BYTES);
}

/* Reads buf, expecting the error code want; on failure the output, pre-filled
 * with a valid finite point, must be infinity. */
static void expect_read(const group_ops *G, const unsigned char *buf, size_t len, oat_err want, int line) {
	pt_t r, g;
	oat_err e;
	G->get_gen(&g);
	G->get_gen(&r);
	e = G->read_bin(&r, buf, len);
	if (e != want)
		fprintf(stderr, "%s read_bin (test line %d, len %zu): got %d, want %d\n",
			G->name, line, len, (int)e, (int)want);
	CHECK_EQ_INT(e, want);
	if (want != OAT_OK) CHECK(G->is_infty(&r));
	else CHECK(G->is_valid(&r));
}
#define EXPECT_READ(G, buf, len, want) expect_read(G, buf, len, want, __LINE__)

#if !TEST_ENC_ZCASH
/* The encodings of BN-P254 (x || y, all-zero infinity): every rejection. */
static void test_encoding(const group_ops *G) {
	unsigned char buf[OAT_G2_BYTES + 8], enc[OAT_G2_BYTES + 8], zero[OAT_G2_BYTES + 8];
	const int nslots = (int)(G->bytes / OAT_FP_BYTES);
	pt_t p, g, t;
	mpz_t v;
	oat_fp_t fe;

	mpz_init(v);
	memset(zero, 0, sizeof(zero));
	G->get_gen(&g);
	rand_point_proj(G, &p);
	CHECK_EQ_INT(G->write_bin(enc, G->bytes, &p), OAT_OK);

	/* round trips */
	EXPECT_READ(G, enc, G->bytes, OAT_OK);
	CHECK_EQ_INT(G->read_bin(&t, enc, G->bytes), OAT_OK);
	CHECK(G->equal(&t, &p));
	CHECK_EQ_INT(G->write_bin(buf, G->bytes, &g), OAT_OK);
	CHECK_EQ_INT(G->read_bin(&t, buf, G->bytes), OAT_OK);
	CHECK(G->equal(&t, &g));

	/* infinity: all zeros both ways */
	G->set_infty(&t);
	memset(buf, 0xa5, sizeof(buf));
	CHECK_EQ_INT(G->write_bin(buf, G->bytes, &t), OAT_OK);
	CHECK(memcmp(buf, zero, G->bytes) == 0);
	CHECK_EQ_INT(buf[G->bytes], 0xa5);         /* nothing written past the end */
	G->rescale(&t, &t);
	memset(buf, 0xa5, sizeof(buf));
	CHECK_EQ_INT(G->write_bin(buf, G->bytes, &t), OAT_OK);
	CHECK(memcmp(buf, zero, G->bytes) == 0);
	G->get_gen(&t);
	CHECK_EQ_INT(G->read_bin(&t, zero, G->bytes), OAT_OK);
	CHECK(G->is_infty(&t));

	/* write_bin errors */
	CHECK_EQ_INT(G->write_bin(buf, G->bytes - 1, &p), OAT_ERR_LENGTH);
	CHECK_EQ_INT(G->write_bin(buf, G->bytes + 1, &p), OAT_ERR_LENGTH);
	CHECK_EQ_INT(G->write_bin(buf, 0, &p), OAT_ERR_LENGTH);
	CHECK_EQ_INT(G->write_bin(NULL, G->bytes, &p), OAT_ERR_ARGUMENT);

	/* lengths and NULL */
	memcpy(buf, enc, G->bytes);
	buf[G->bytes] = 0;
	EXPECT_READ(G, buf, G->bytes - 1, OAT_ERR_LENGTH);
	EXPECT_READ(G, buf, G->bytes + 1, OAT_ERR_LENGTH);
	EXPECT_READ(G, buf, 0, OAT_ERR_LENGTH);
	EXPECT_READ(G, zero, G->bytes + 1, OAT_ERR_LENGTH);
	EXPECT_READ(G, zero, G->bytes - 1, OAT_ERR_LENGTH);
	EXPECT_READ(G, buf, G->bytes / 2 + 1, OAT_ERR_LENGTH); /* bytes / 2 is the compressed form */
	EXPECT_READ(G, NULL, G->bytes, OAT_ERR_ARGUMENT);

	/* each Fp slot >= p: p itself, 2^256 - 1, and the original value + p
	 * (the same field element, non-canonically encoded) */
	for (int s = 0; s < nslots; s++) {
		memcpy(buf, enc, G->bytes);
		put_mpz_slot(buf, s, P_Z);
		EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_CANONICAL);
		memset(buf + s * OAT_FP_BYTES, 0xff, OAT_FP_BYTES);
		EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_CANONICAL);
		memcpy(buf, enc, G->bytes);
		get_mpz_slot(v, buf, s);
		mpz_add(v, v, P_Z);
		if (mpz_sizeinbase(v, 2) <= 8 * OAT_FP_BYTES) {
			put_mpz_slot(buf, s, v);
			EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_CANONICAL);
		}
		/* a non-canonical slot inside an otherwise all-zero buffer */
		memcpy(buf, zero, G->bytes);
		put_mpz_slot(buf, s, P_Z);
		EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_CANONICAL);
	}
	/* the generator's y = 1 or y.re encoded as 1 + p */
	CHECK_EQ_INT(G->write_bin(buf, G->bytes, &g), OAT_OK);
	get_mpz_slot(v, buf, nslots / 2);
	mpz_add(v, v, P_Z);
	if (mpz_sizeinbase(v, 2) <= 8 * OAT_FP_BYTES) {
		put_mpz_slot(buf, nslots / 2, v);
		EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_CANONICAL);
	}

	/* off the curve: y + 1 (first Fp of y), x + 1, (0, 1), (1, 0) */
	for (int s = 0; s < nslots; s++) {
		memcpy(buf, enc, G->bytes);
		CHECK_EQ_INT(oat_fp_read_bin(fe, buf + s * OAT_FP_BYTES, OAT_FP_BYTES), OAT_OK);
		{
			oat_fp_t one;
			oat_fp_set_dig(one, 1);
			oat_fp_add(fe, fe, one);
		}
		CHECK_EQ_INT(oat_fp_write_bin(buf + s * OAT_FP_BYTES, OAT_FP_BYTES, fe), OAT_OK);
		EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_ON_CURVE);
	}
	CHECK_EQ_INT(G->write_bin(buf, G->bytes, &g), OAT_OK);
	get_mpz_slot(v, buf, nslots / 2);
	mpz_add_ui(v, v, 1);
	put_mpz_slot(buf, nslots / 2, v);  /* generator with y + 1 */
	EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_ON_CURVE);
	memcpy(buf, zero, G->bytes);
	buf[G->bytes / 2 + OAT_FP_BYTES - 1] = 1;  /* x = 0, y = 1: affine (0, 1), not infinity */
	EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_ON_CURVE);
	memcpy(buf, zero, G->bytes);
	buf[OAT_FP_BYTES - 1] = 1;                 /* x = 1, y = 0 */
	EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_ON_CURVE);
	memcpy(buf, zero, G->bytes);
	buf[G->bytes - 1] = 1;                     /* last byte only */
	EXPECT_READ(G, buf, G->bytes, OAT_ERR_NOT_ON_CURVE);

	/* rand */
	G->get_gen(&t);
	CHECK_EQ_INT(G->rand(&t, test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(G->is_infty(&t));
	CHECK_EQ_INT(G->rand(&t, test_rand, &RNG), OAT_OK);
	CHECK(!G->is_infty(&t));
	CHECK(G->is_valid(&t));
	CHECK_EQ_INT(G->rand(&p, test_rand, &RNG), OAT_OK);
	CHECK(!G->equal(&t, &p));

	mpz_clear(v);
}
#endif

/* Points that are not points: (0 : 0 : 0), (1 : 0 : 0), (X : Y : 0) with X != 0. */
static void test_valid_degenerate(void) {
	oat_g1_t a;
	oat_g2_t b;
	oat_g1_get_gen(a);
	CHECK(oat_g1_is_valid(a));
	oat_fp_zero(a->x);
	oat_fp_zero(a->y);
	oat_fp_zero(a->z);
	CHECK(!oat_g1_is_valid(a));
	oat_fp_set_dig(a->x, 1);
	CHECK(!oat_g1_is_valid(a));
	oat_fp_set_dig(a->y, 1);
	CHECK(!oat_g1_is_valid(a));
	oat_fp_zero(a->x);
	CHECK(oat_g1_is_valid(a));          /* (0 : 1 : 0) */
	CHECK(oat_g1_is_infty(a));
	oat_g1_get_gen(a);                  /* (x, y + 1) */
	{
		oat_fp_t one;
		oat_fp_set_dig(one, 1);
		oat_fp_add(a->y, a->y, one);
	}
	CHECK(!oat_g1_is_valid(a));

	oat_g2_get_gen(b);
	CHECK(oat_g2_is_valid(b));
	oat_fp2_zero(b->x);
	oat_fp2_zero(b->y);
	oat_fp2_zero(b->z);
	CHECK(!oat_g2_is_valid(b));
	oat_fp2_set_dig(b->x, 1);
	CHECK(!oat_g2_is_valid(b));
	oat_fp2_set_dig(b->y, 1);
	CHECK(!oat_g2_is_valid(b));
	oat_fp2_zero(b->x);
	CHECK(oat_g2_is_valid(b));
	CHECK(oat_g2_is_infty(b));
	oat_g2_get_gen(b);
	{
		oat_fp_t one;
		oat_fp_set_dig(one, 1);
		oat_fp_add(b->y->c[1], b->y->c[1], one);
	}
	CHECK(!oat_g2_is_valid(b));
}

/* ---- G1 specifics --------------------------------------------------------- */

#if TEST_FAMILY_BN
/* a value against a hexadecimal constant, as mpz_cmp */
static int mpz_cmp_str_(const mpz_t a, const char *hex) {
	mpz_t b;
	mpz_init_set_str(b, hex, 16);
	int c = mpz_cmp(a, b);
	mpz_clear(b);
	return c;
}
#endif

/* A point of E(Fp) from a random x (y^2 = x^3 + b). */
static int make_g1_point(oat_g1_t p) {
	oat_fp_t x, rhs, y, t, b;
	oat_fp_set_dig(b, TEST_B);
	for (int i = 0; i < 200; i++) {
		CHECK_EQ_INT(oat_fp_rand(x, test_rand, &RNG), OAT_OK);
		oat_fp_sqr(rhs, x);
		oat_fp_mul(rhs, rhs, x);
		oat_fp_add(rhs, rhs, b);
		if (!oat_fp_sqrt(y, rhs)) continue;
		oat_fp_sqr(t, y);
		CHECK(oat_fp_equal(t, rhs));
		oat_fp_copy(p->x, x);
		oat_fp_copy(p->y, y);
		oat_fp_set_dig(p->z, 1);
		return 1;
	}
	return 0;
}

static void test_g1_specific(void) {
	oat_g1_t p, q, g, t, u;
	unsigned char buf[OAT_G2_BYTES + 8];
	mpz_t z, h1, k;

	mpz_init(z);
	mpz_init_set_str(h1, TEST_H1_HEX, 16);
	mpz_init(k);
	oat_g1_get_gen(g);
	CHECK_EQ_INT(oat_g1_write_bin(buf, OAT_G1_BYTES, g), OAT_OK);
	CHECK(make_g1_point(p));
	CHECK(!oat_g1_is_infty(p));
	if (mpz_cmp_ui(h1, 1) == 0) {
#if TEST_FAMILY_BN
		/* BN: the generator's encoding is the published (x, y) */
		mpz_import(z, OAT_FP_BYTES, 1, 1, 1, 0, buf);
		CHECK(mpz_cmp_str_(z, TEST_G1_X_HEX) == 0);
		mpz_import(z, OAT_FP_BYTES, 1, 1, 1, 0, buf + OAT_FP_BYTES);
		CHECK(mpz_cmp_str_(z, TEST_G1_Y_HEX) == 0);
#endif
		/* Any point of E(Fp) is in G1 (cofactor 1); the decoder's
		 * OAT_ERR_NOT_IN_GROUP path is unreachable. */
		CHECK(oat_g1_is_valid(p));
		CHECK(times_r_is_infty(&G1_OPS, p));
		CHECK_EQ_INT(oat_g1_write_bin(buf, OAT_G1_BYTES, p), OAT_OK);
		oat_g1_set_infty(q);
		CHECK_EQ_INT(oat_g1_read_bin(q, buf, OAT_G1_BYTES), OAT_OK);
		CHECK(oat_g1_equal(p, q));
	} else {
		/* A point of E(Fp) is outside G1 unless h1 divides its index
		 * (probability 1/h1); [h1] P is in G1 and [h1 r] P = O. */
		CHECK(!oat_g1_is_valid(p));
		CHECK(!ref_times_r_is_infty(&G1_OPS, p));
		ref_mul(&G1_OPS, t, p, h1);
		CHECK(!oat_g1_is_infty(t));
		CHECK(oat_g1_is_valid(t));
		CHECK(ref_times_r_is_infty(&G1_OPS, t));
		mpz_mul(k, h1, R_Z);
		ref_mul(&G1_OPS, u, p, k);
		CHECK(oat_g1_is_infty(u));
		/* the decoders reject it in both forms, but the unchecked one */
		for (int c = 0; c < 2; c++) {
			size_t len = c ? OAT_G1_PACK_BYTES : OAT_G1_BYTES;
			CHECK_EQ_INT(oat_g1_write_bin(buf, len, p), OAT_OK);
			EXPECT_READ(&G1_OPS, buf, len, OAT_ERR_NOT_IN_GROUP);
			oat_g1_set_infty(q);
			CHECK_EQ_INT(oat_g1_read_bin_unchecked(q, buf, len), OAT_OK);
			CHECK(oat_g1_equal(p, q));
		}
		/* outside + inside is outside; -P too */
		oat_g1_add(t, p, g);
		CHECK(!oat_g1_is_valid(t));
		oat_g1_neg(t, p);
		CHECK(!oat_g1_is_valid(t));
	}

	/* the explicit lengths */
	CHECK_EQ_INT(oat_g1_write_bin(buf, OAT_G1_BYTES, g), OAT_OK);
	EXPECT_READ(&G1_OPS, buf, OAT_G1_BYTES - 1, OAT_ERR_LENGTH);
	EXPECT_READ(&G1_OPS, buf, OAT_G1_BYTES + 1, OAT_ERR_LENGTH);
	EXPECT_READ(&G1_OPS, buf, 0, OAT_ERR_LENGTH);
	EXPECT_READ(&G1_OPS, buf, OAT_G2_BYTES, OAT_ERR_LENGTH);
	mpz_clear(z);
	mpz_clear(h1);
	mpz_clear(k);
}

/* ---- G2 specifics --------------------------------------------------------- */

/* A point on the twist y^2 = x^3 + b' outside the order-r subgroup. */
static int make_g2_outside(oat_g2_t q) {
	oat_fp2_t x, rhs, y, t, bt;
#if defined(TEST_TWIST_XI_A)
	/* b' = b / xi, xi = A + i */
	oat_fp_set_dig(t->c[0], TEST_TWIST_XI_A);
	oat_fp_set_dig(t->c[1], 1);
	oat_fp2_inv(t, t);
	oat_fp_set_dig(bt->c[0], TEST_B);
	oat_fp_set_dig(bt->c[1], 0);
	oat_fp2_mul(bt, bt, t);
#else
	oat_fp_set_dig(bt->c[0], TEST_TWIST_B0 < 0 ? -TEST_TWIST_B0 : TEST_TWIST_B0);
	oat_fp_set_dig(bt->c[1], TEST_TWIST_B1 < 0 ? -TEST_TWIST_B1 : TEST_TWIST_B1);
	if (TEST_TWIST_B0 < 0) oat_fp_neg(bt->c[0], bt->c[0]);
	if (TEST_TWIST_B1 < 0) oat_fp_neg(bt->c[1], bt->c[1]);
#endif
	for (int i = 0; i < 200; i++) {
		CHECK_EQ_INT(oat_fp2_rand(x, test_rand, &RNG), OAT_OK);
		oat_fp2_sqr(rhs, x);
		oat_fp2_mul(rhs, rhs, x);
		oat_fp2_add(rhs, rhs, bt);
		if (!oat_fp2_sqrt(y, rhs)) continue;
		oat_fp2_sqr(t, y);
		CHECK(oat_fp2_equal(t, rhs));
		oat_fp2_copy(q->x, x);
		oat_fp2_copy(q->y, y);
		oat_fp2_set_dig(q->z, 1);
		if (!ref_times_r_is_infty(&G2_OPS, q)) return 1;
	}
	return 0;
}

static void test_g2_specific(void) {
	oat_g2_t g, q, o, t, u, v, w, qo;
	oat_fr_t pm, f;
	mpz_t pmr, tr, trm, h, k;
	unsigned char buf[OAT_G2_BYTES + 8];

	mpz_init(pmr);
	mpz_init_set_str(tr, TEST_TRACE_HEX, 16);
	mpz_init(trm);
	mpz_init_set_str(h, TEST_H2_HEX, 16);
	mpz_init(k);

	/* p mod r = t - 1 (6 z^2 on BN curves, z on BLS12) with the trace t of
	 * E(Fp): #E(Fp) = p + 1 - t = h1 r */
	mpz_mod(pmr, P_Z, R_Z);
	mpz_sub_ui(trm, tr, 1);
	mpz_mod(trm, trm, R_Z);
	CHECK(mpz_cmp(pmr, trm) == 0);
	{
		mpz_t n, h1;
		mpz_init(n);
		mpz_init_set_str(h1, TEST_H1_HEX, 16);
		mpz_add_ui(n, P_Z, 1);
		mpz_sub(n, n, tr);
		mpz_mul(h1, h1, R_Z);
		CHECK(mpz_cmp(n, h1) == 0);
		mpz_clear(n);
		mpz_clear(h1);
	}
	fr_from_mpz(pm, pmr);

	oat_g2_get_gen(g);
	oat_g2_set_infty(o);

	/* psi = [p mod r] on G2; psi^2 = psi o psi = [p^2 mod r]; psi^0 = id */
	for (int i = 0; i < 4; i++) {
		if (i == 0) oat_g2_copy(q, g);
		else rand_point_proj(&G2_OPS, q);
		oat_g2_frb(t, q, 1);
		oat_g2_mul(u, q, pm);
		CHECK(oat_g2_equal(t, u));
		CHECK(oat_g2_is_valid(t));
		CHECK(!oat_g2_equal(t, q));
		oat_g2_frb(v, q, 2);
		oat_g2_frb(w, t, 1);
		CHECK(oat_g2_equal(v, w));
		oat_fr_mul(f, pm, pm);
		oat_g2_mul_vartime(w, q, f);
		CHECK(oat_g2_equal(v, w));
		oat_g2_frb(v, q, 0);
		CHECK(oat_g2_equal(v, q));
		oat_g2_frb(v, q, 3);           /* psi^3 */
		oat_g2_frb(w, q, 2);
		oat_g2_frb(w, w, 1);
		CHECK(oat_g2_equal(v, w));
		oat_g2_copy(v, q);             /* aliasing */
		oat_g2_frb(v, v, 1);
		CHECK(oat_g2_equal(v, t));
		oat_g2_norm(v, q);             /* representation independence */
		oat_g2_frb(v, v, 1);
		CHECK(oat_g2_equal(v, t));
		/* psi is additive: psi(q + g) = psi(q) + psi(g) */
		oat_g2_add(v, q, g);
		oat_g2_frb(v, v, 1);
		oat_g2_frb(w, g, 1);
		oat_g2_add(w, w, t);
		CHECK(oat_g2_equal(v, w));
	}
	oat_g2_frb(t, o, 1);
	CHECK(oat_g2_is_infty(t));
	oat_g2_frb(t, o, 2);
	CHECK(oat_g2_is_infty(t));

	/* A twist point outside G2 */
	CHECK(make_g2_outside(qo));
	CHECK(!oat_g2_is_infty(qo));
	CHECK(!oat_g2_is_valid(qo));
	CHECK(!ref_times_r_is_infty(&G2_OPS, qo));
	/* #E'(Fp2) = h2 r: h2 Q is in G2, (h2 r) Q = O */
	ref_mul(&G2_OPS, t, qo, h);
	CHECK(!oat_g2_is_infty(t));
	CHECK(oat_g2_is_valid(t));
	mpz_mul(k, h, R_Z);
	ref_mul(&G2_OPS, u, qo, k);
	CHECK(oat_g2_is_infty(u));
	/* psi^2 - [t] psi + [p] = 0 on the whole twist, with integer multiples
	 * by ref_mul (oat_g2_mul is for points of G2 only) */
	{
		mpz_abs(k, tr);
		oat_g2_frb(u, qo, 2);
		oat_g2_frb(v, qo, 1);
		ref_mul(&G2_OPS, v, v, k);
		if (mpz_sgn(tr) > 0) oat_g2_sub(u, u, v);
		else oat_g2_add(u, u, v);
		ref_mul(&G2_OPS, v, qo, P_Z);  /* [p] Q */
		oat_g2_add(u, u, v);
		CHECK(oat_g2_is_infty(u));
		/* and psi(Q) != [p mod r] Q off G2 */
		oat_g2_frb(v, qo, 1);
		ref_mul(&G2_OPS, w, qo, pmr);
		CHECK(!oat_g2_equal(v, w));
	}
	/* decoders, both forms: on the curve, outside the group */
	for (int c = 0; c < 2; c++) {
		size_t len = c ? OAT_G2_PACK_BYTES : OAT_G2_BYTES;
		CHECK_EQ_INT(oat_g2_write_bin(buf, len, qo), OAT_OK);
		EXPECT_READ(&G2_OPS, buf, len, OAT_ERR_NOT_IN_GROUP);
		oat_g2_set_infty(t);
		CHECK_EQ_INT(oat_g2_read_bin_unchecked(t, buf, len), OAT_OK);
		CHECK(oat_g2_equal(t, qo));
		/* its negation and a different representation too */
		oat_g2_neg(t, qo);
		G2_OPS.rescale(t, t);
		CHECK(!oat_g2_is_valid(t));
		CHECK_EQ_INT(oat_g2_write_bin(buf, len, t), OAT_OK);
		EXPECT_READ(&G2_OPS, buf, len, OAT_ERR_NOT_IN_GROUP);
	}
	/* Q outside + a point of G2 is still outside */
	rand_point(&G2_OPS, u);
	oat_g2_add(t, qo, u);
	CHECK(!oat_g2_is_valid(t));

	/* the explicit lengths */
	oat_g2_get_gen(t);
	CHECK_EQ_INT(oat_g2_write_bin(buf, OAT_G2_BYTES, t), OAT_OK);
	EXPECT_READ(&G2_OPS, buf, OAT_G2_BYTES - 1, OAT_ERR_LENGTH);
	EXPECT_READ(&G2_OPS, buf, OAT_G2_BYTES + 1, OAT_ERR_LENGTH);
	EXPECT_READ(&G2_OPS, buf, 0, OAT_ERR_LENGTH);
	EXPECT_READ(&G2_OPS, buf, OAT_G2_BYTES - OAT_FP_BYTES, OAT_ERR_LENGTH);
	EXPECT_READ(&G2_OPS, buf, OAT_G2_BYTES, OAT_OK);

	mpz_clear(pmr);
	mpz_clear(tr);
	mpz_clear(trm);
	mpz_clear(h);
	mpz_clear(k);
}

/* The cube-root endomorphism (x, y) -> (beta x, y) is [lambda] for a cube
 * root of unity lambda mod r: a check of equal() with equal y, different x,
 * and of mul on a non-generator multiple. */
static void test_endo(const group_ops *G) {
	pt_t p, e, t;
	oat_fr_t l1, l2;
	mpz_t lam, e3, base;
	int match = 0;
	mpz_init(lam);
	mpz_init(e3);
	mpz_init(base);
	mpz_sub_ui(e3, R_Z, 1);
	mpz_divexact_ui(e3, e3, 3);
	for (unsigned long b = 2;; b++) {
		mpz_set_ui(base, b);
		mpz_powm(lam, base, e3, R_Z);
		if (mpz_cmp_ui(lam, 1) != 0) break;
	}
	fr_from_mpz(l1, lam);
	oat_fr_sqr(l2, l1);
	rand_point_proj(G, &p);
	G->endo(&e, &p);
	G->mul(&t, &p, l1);
	match += G->equal(&t, &e);
	G->mul(&t, &p, l2);
	match += G->equal(&t, &e);
	CHECK_EQ_INT(match, 1);
	mpz_clear(lam);
	mpz_clear(e3);
	mpz_clear(base);
}

/* ---- GT ------------------------------------------------------------------- */

/* r = a^k by square-and-multiply with general Fp12 products only. */
static void gt_ref_exp(oat_gt_t r, const oat_gt_t a, const mpz_t k) {
	oat_fp12_t acc;
	oat_fp12_set_dig(acc, 1);
	for (long i = (long)mpz_sizeinbase(k, 2) - 1; i >= 0; i--) {
		oat_fp12_mul(acc, acc, acc);
		if (mpz_tstbit(k, (mp_bitcnt_t)i)) oat_fp12_mul(acc, acc, a);
	}
	oat_fp12_copy(r, acc);
}

static void expect_gt_read(const unsigned char *buf, size_t len, oat_err want, int line) {
	oat_gt_t r, g;
	oat_err e;
	oat_gt_get_gen(g);
	oat_gt_copy(r, g);
	e = oat_gt_read_bin(r, buf, len);
	if (e != want)
		fprintf(stderr, "gt_read_bin (test line %d, len %zu): got %d, want %d\n",
			line, len, (int)e, (int)want);
	CHECK_EQ_INT(e, want);
	if (want != OAT_OK) CHECK(oat_gt_is_unity(r));
	else CHECK(oat_gt_is_valid(r));
}
#define EXPECT_GT_READ(buf, len, want) expect_gt_read(buf, len, want, __LINE__)

static void test_gt(void) {
	oat_gt_t g, h, one, t, u, v, w;
	oat_g1_t p1;
	oat_g2_t q2;
	oat_fr_t a, b, c, k;
	mpz_t kz;
	unsigned char buf[OAT_GT_BYTES + 8], enc[OAT_GT_BYTES];

	mpz_init(kz);
	oat_gt_get_gen(g);
	oat_g1_get_gen(p1);
	oat_g2_get_gen(q2);
	oat_pc_map(h, p1, q2);
	CHECK(oat_gt_equal(g, h));
	if (!oat_gt_equal(g, h)) {
		/* the value of src/curves/<curve>/gt_gen.h, as 64-bit words */
		const oat_dig_t *d = (const oat_dig_t *)h;
		size_t n = sizeof(oat_gt_st) / sizeof(oat_dig_t);
		printf("gt_gen.h should hold:");
		for (size_t i = 0; i < n; i += 64 / OAT_WSIZE) {
			unsigned long long x = (unsigned long long)d[i];
			if (OAT_WSIZE == 32) x |= (unsigned long long)d[i + 1] << 32;
			printf("%s OAT_L64(0x%016llx),", i % (3 * 64 / OAT_WSIZE) ? "" : "\n\t", x);
		}
		printf("\n");
	}
	oat_gt_set_unity(one);
	CHECK(oat_gt_is_unity(one));
	CHECK(!oat_gt_is_unity(g));
	CHECK(oat_gt_is_valid(g));
	CHECK(oat_gt_is_valid(one));

	/* basic laws */
	oat_gt_mul(t, g, g);
	oat_gt_sqr(u, g);
	CHECK(oat_gt_equal(t, u));
	oat_fp12_sqr(v, g);
	CHECK(oat_gt_equal(u, v));
	oat_gt_inv(t, g);
	oat_gt_mul(u, t, g);
	CHECK(oat_gt_is_unity(u));
	oat_gt_mul(u, g, t);
	CHECK(oat_gt_is_unity(u));
	oat_fp12_inv(v, g);
	CHECK(oat_gt_equal(t, v));
	oat_gt_inv(u, one);
	CHECK(oat_gt_is_unity(u));
	oat_gt_mul(u, g, one);
	CHECK(oat_gt_equal(u, g));
	oat_gt_sqr(u, one);
	CHECK(oat_gt_is_unity(u));
	/* aliasing */
	oat_gt_copy(u, g);
	oat_gt_sqr(u, u);
	oat_gt_mul(t, g, g);
	CHECK(oat_gt_equal(u, t));
	oat_gt_copy(u, g);
	oat_gt_mul(u, u, u);
	CHECK(oat_gt_equal(u, t));
	oat_gt_copy(u, g);
	oat_gt_inv(u, u);
	oat_gt_mul(u, u, g);
	CHECK(oat_gt_is_unity(u));

	/* exponents 0, 1, 2, r - 1, r - 2 */
	oat_fr_zero(k);
	oat_gt_exp(t, g, k);
	CHECK(oat_gt_is_unity(t));
	oat_gt_exp_vartime(t, g, k);
	CHECK(oat_gt_is_unity(t));
	fr_from_ui(k, 1);
	oat_gt_exp(t, g, k);
	CHECK(oat_gt_equal(t, g));
	oat_gt_exp_vartime(t, g, k);
	CHECK(oat_gt_equal(t, g));
	fr_from_ui(k, 2);
	oat_gt_sqr(u, g);
	oat_gt_exp(t, g, k);
	CHECK(oat_gt_equal(t, u));
	oat_gt_exp_vartime(t, g, k);
	CHECK(oat_gt_equal(t, u));
	mpz_sub_ui(kz, R_Z, 1);
	fr_from_mpz(k, kz);
	oat_gt_exp(t, g, k);               /* g^(r-1) g = g^r = 1 */
	oat_gt_inv(u, g);
	CHECK(oat_gt_equal(t, u));
	oat_gt_mul(t, t, g);
	CHECK(oat_gt_is_unity(t));
	oat_gt_exp_vartime(t, g, k);
	oat_gt_mul(t, t, g);
	CHECK(oat_gt_is_unity(t));
	gt_ref_exp(t, g, R_Z);
	CHECK(oat_gt_is_unity(t));
	mpz_sub_ui(kz, R_Z, 2);
	fr_from_mpz(k, kz);
	oat_gt_exp(t, g, k);
	oat_gt_sqr(u, g);
	oat_gt_inv(u, u);
	CHECK(oat_gt_equal(t, u));

	/* edge exponents against the reference */
	{
		static const char *hexes[] = {
			"0fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
			"1ffff0000ffff0000ffff0000ffff0000ffff0000ffff0000ffff0000ffff000",
			"0000000000000000000000000000000100000000000000000000000000000000",
			"000000000000000000000000000000000000000000000000000000000000000f",
			"0000000000000000000000000000000000000000000000000000000000000010",
			"2000000000000000000000000000000000000000000000000000000000000000",
		};
		for (size_t i = 0; i < sizeof(hexes) / sizeof(hexes[0]); i++) {
			mpz_set_str(kz, hexes[i], 16);
			fr_from_mpz(k, kz);
			gt_ref_exp(v, g, kz);
			oat_gt_exp(t, g, k);
			oat_gt_exp_vartime(u, g, k);
			CHECK(oat_gt_equal(t, v));
			CHECK(oat_gt_equal(u, v));
		}
	}

	/* random exponents */
	for (int i = 0; i < N_GT_EXP; i++) {
		CHECK_EQ_INT(oat_fr_rand(k, test_rand, &RNG), OAT_OK);
		oat_gt_exp(t, g, k);
		oat_gt_exp_vartime(u, g, k);
		CHECK(oat_gt_equal(t, u));
		if (i % 5 == 0) {
			mpz_from_fr(kz, k);
			gt_ref_exp(v, g, kz);
			CHECK(oat_gt_equal(t, v));
			CHECK(oat_gt_is_valid(t));
		}
		if (i == 1) {
			oat_gt_copy(v, g);         /* aliasing */
			oat_gt_exp(v, v, k);
			CHECK(oat_gt_equal(v, t));
			oat_gt_copy(v, g);
			oat_gt_exp_vartime(v, v, k);
			CHECK(oat_gt_equal(v, t));
		}
	}

	/* (g^a)^b == g^(ab), g^(a+b) == g^a g^b, on a non-generator base too */
	CHECK_EQ_INT(oat_fr_rand(a, test_rand, &RNG), OAT_OK);
	CHECK_EQ_INT(oat_fr_rand(b, test_rand, &RNG), OAT_OK);
	oat_gt_exp(h, g, a);               /* h = g^a */
	oat_gt_exp(t, h, b);
	oat_fr_mul(c, a, b);
	oat_gt_exp_vartime(u, g, c);
	CHECK(oat_gt_equal(t, u));
	oat_gt_exp_vartime(v, h, b);
	CHECK(oat_gt_equal(v, u));
	oat_fr_add(c, a, b);
	oat_gt_exp(t, g, c);
	oat_gt_exp(u, g, b);
	oat_gt_mul(u, u, h);
	CHECK(oat_gt_equal(t, u));
	oat_gt_sqr(t, h);                  /* cyclotomic squaring of another element */
	oat_gt_mul(u, h, h);
	CHECK(oat_gt_equal(t, u));
	oat_gt_inv(t, h);
	oat_gt_mul(t, t, h);
	CHECK(oat_gt_is_unity(t));

	/* is_valid */
	oat_fp12_zero(t);
	CHECK(!oat_gt_is_valid(t));
	CHECK_EQ_INT(oat_fp12_rand(t, test_rand, &RNG), OAT_OK);
	CHECK(!oat_gt_is_valid(t));
	/* w = t^((p^6 - 1)(p^2 + 1)) is in the cyclotomic subgroup but
	 * (almost surely) not of order r */
	oat_fp12_conj(u, t);
	oat_fp12_inv(v, t);
	oat_fp12_mul(u, u, v);
	oat_fp12_frb(w, u, 2);
	oat_fp12_mul(w, w, u);
	oat_fp12_conj(u, w);               /* cyclotomic: conj = inverse */
	oat_fp12_mul(u, u, w);
	CHECK(oat_fp12_is_one(u));
	CHECK(!oat_gt_is_valid(w));

	/* read_bin / write_bin */
	CHECK_EQ_INT(oat_gt_write_bin(enc, sizeof(enc), g), OAT_OK);
	CHECK_EQ_INT(oat_fp12_write_bin(buf, OAT_GT_BYTES, g), OAT_OK);
	CHECK(memcmp(enc, buf, OAT_GT_BYTES) == 0);
	oat_gt_set_unity(t);
	CHECK_EQ_INT(oat_gt_read_bin(t, enc, sizeof(enc)), OAT_OK);
	CHECK(oat_gt_equal(t, g));
	EXPECT_GT_READ(enc, sizeof(enc), OAT_OK);
	CHECK_EQ_INT(oat_gt_write_bin(buf, OAT_GT_BYTES, one), OAT_OK);
	EXPECT_GT_READ(buf, OAT_GT_BYTES, OAT_OK);
	CHECK_EQ_INT(oat_gt_write_bin(buf, OAT_GT_BYTES - 1, g), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_gt_write_bin(buf, OAT_GT_BYTES + 1, g), OAT_ERR_LENGTH);
	memcpy(buf, enc, OAT_GT_BYTES);
	buf[OAT_GT_BYTES] = 0;
	EXPECT_GT_READ(buf, OAT_GT_BYTES - 1, OAT_ERR_LENGTH);
	EXPECT_GT_READ(buf, OAT_GT_BYTES + 1, OAT_ERR_LENGTH);
	EXPECT_GT_READ(buf, 0, OAT_ERR_LENGTH);
	EXPECT_GT_READ(NULL, OAT_GT_BYTES, OAT_ERR_ARGUMENT);
	for (int s = 0; s < 12; s++) {
		mpz_t v2;
		memcpy(buf, enc, OAT_GT_BYTES);
		put_mpz_slot(buf, s, P_Z);
		EXPECT_GT_READ(buf, OAT_GT_BYTES, OAT_ERR_NOT_CANONICAL);
		mpz_init(v2);
		memcpy(buf, enc, OAT_GT_BYTES);
		get_mpz_slot(v2, buf, s);
		mpz_add(v2, v2, P_Z);
		if (mpz_sizeinbase(v2, 2) <= 8 * OAT_FP_BYTES) {
			put_mpz_slot(buf, s, v2);
			EXPECT_GT_READ(buf, OAT_GT_BYTES, OAT_ERR_NOT_CANONICAL);
		}
		mpz_clear(v2);
	}
	CHECK_EQ_INT(oat_fp12_rand(t, test_rand, &RNG), OAT_OK);
	CHECK_EQ_INT(oat_fp12_write_bin(buf, OAT_GT_BYTES, t), OAT_OK);
	EXPECT_GT_READ(buf, OAT_GT_BYTES, OAT_ERR_NOT_IN_GROUP);
	CHECK_EQ_INT(oat_fp12_write_bin(buf, OAT_GT_BYTES, w), OAT_OK);   /* cyclotomic, not GT */
	EXPECT_GT_READ(buf, OAT_GT_BYTES, OAT_ERR_NOT_IN_GROUP);
	memset(buf, 0, OAT_GT_BYTES);                                     /* zero */
	EXPECT_GT_READ(buf, OAT_GT_BYTES, OAT_ERR_NOT_IN_GROUP);
	memcpy(buf, enc, OAT_GT_BYTES);                                   /* g with one coefficient + 1 */
	buf[OAT_GT_BYTES - 1] ^= 1;
	EXPECT_GT_READ(buf, OAT_GT_BYTES, OAT_ERR_NOT_IN_GROUP);
	mpz_clear(kz);
}

/* ---- main ----------------------------------------------------------------- */

static void init_constants(void) {
	mpz_t e, b;
	oat_fp_t base;
	unsigned char eb[OAT_FP_BYTES];
	mpz_init_set_str(P_Z, P_HEX, 16);
	mpz_init_set_str(R_Z, R_HEX, 16);
	/* beta = 2^((p - 1)/3) or the next base that gives a value != 1 */
	mpz_init(e);
	mpz_init(b);
	mpz_sub_ui(e, P_Z, 1);
	mpz_divexact_ui(e, e, 3);
	mpz_to_bytes(eb, sizeof(eb), e);
	for (oat_dig_t d = 2;; d++) {
		oat_fp_t one;
		oat_fp_set_dig(base, d);
		oat_fp_exp(BETA, base, eb, sizeof(eb));
		oat_fp_set_dig(one, 1);
		if (!oat_fp_equal(BETA, one)) break;
	}
	{ /* check beta against GMP: beta^3 = 1 */
		oat_fp_t t;
		oat_fp_sqr(t, BETA);
		oat_fp_mul(t, t, BETA);
		CHECK_EQ_INT(oat_fp_write_bin(eb, sizeof(eb), t), OAT_OK);
		mpz_import(b, sizeof(eb), 1, 1, 1, 0, eb);
		CHECK(mpz_cmp_ui(b, 1) == 0);
	}
	mpz_clear(e);
	mpz_clear(b);
}

/* ---- RELIC's other multiplications (issue 19) ------------------------------
 * mul_dig, mul_sim_gen (both timings) and the caller's fixed-base tables
 * (mul_pre / mul_fix) against ref_mul and mul: random, edge and sub-scalar
 * extreme scalars, infinity, a table copied by memcpy, and mul_fix as a
 * plain function of k (the same table for many scalars). */
static void fix_scalars_(mpz_t *ks, int n) {
	static const char *hexes[] = {
		"0", "1", "2", "3", "ffff", "ffffffffffffffff", "10000000000000000",
		"ffffffffffffffffffffffffffffffff", "100000000000000000000000000000000",
		"0fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f",
	};
	int nh = (int)(sizeof(hexes) / sizeof(hexes[0]));
	for (int i = 0; i < n; i++) {
		if (i < nh) {
			mpz_set_str(ks[i], hexes[i], 16);
			mpz_mod(ks[i], ks[i], R_Z);
		} else if (i < nh + 4) {
			mpz_sub_ui(ks[i], R_Z, (unsigned long)(i - nh + 1));   /* r - 1 .. r - 4 */
		} else if (i < nh + 8) {                                  /* (r +- 1) / 2, r / 3, r / 5 */
			static const unsigned long div[] = {2, 2, 3, 5};
			mpz_fdiv_q_ui(ks[i], R_Z, div[i - nh - 4]);
			if (i == nh + 5) mpz_add_ui(ks[i], ks[i], 1);
		} else {
			unsigned char b[OAT_FR_BYTES];
			test_rand(&RNG, b, sizeof(b));
			mpz_import(ks[i], sizeof(b), 1, 1, 0, 0, b);
			mpz_mod(ks[i], ks[i], R_Z);
		}
	}
}

#define TEST_RELIC_MUL(G, OPS) \
static void test_relic_mul_##G(void) { \
	enum { NK = 40 }; \
	static oat_##G##_pre_t tab, tab2, tinf; \
	oat_##G##_t a, g, inf, r, u, v; \
	oat_fr_t k, l; \
	mpz_t ks[NK], z; \
	mpz_init(z); \
	for (int i = 0; i < NK; i++) mpz_init(ks[i]); \
	fix_scalars_(ks, NK); \
	rand_point_proj(&OPS, a); \
	oat_##G##_get_gen(g); \
	oat_##G##_set_infty(inf); \
	oat_##G##_mul_pre(tab, a); \
	memcpy(tab2, tab, sizeof(tab)); \
	oat_##G##_mul_pre(tinf, inf); \
	for (int i = 0; i < NK; i++) { \
		fr_from_mpz(k, ks[i]); \
		ref_mul(&OPS, u, a, ks[i]); \
		oat_##G##_mul_fix(r, tab, k); \
		CHECK(oat_##G##_equal(r, u)); \
		oat_##G##_mul_fix(r, tab2, k); \
		CHECK(oat_##G##_equal(r, u)); \
		oat_##G##_mul_fix(r, tinf, k); \
		CHECK(oat_##G##_is_infty(r)); \
		/* k G + l a, l from the other end of the list */ \
		fr_from_mpz(l, ks[NK - 1 - i]); \
		oat_##G##_mul(u, a, l); \
		oat_##G##_mul_gen(v, k); \
		oat_##G##_add(u, u, v); \
		oat_##G##_mul_sim_gen(r, k, a, l); \
		CHECK(oat_##G##_equal(r, u)); \
		oat_##G##_mul_sim_gen_vartime(r, k, a, l); \
		CHECK(oat_##G##_equal(r, u)); \
		oat_##G##_mul_sim_gen(r, k, inf, l); \
		CHECK(oat_##G##_equal(r, v)); \
		/* the output as the input point */ \
		oat_##G##_copy(r, a); \
		oat_##G##_mul_sim_gen(r, k, r, l); \
		oat_##G##_mul(u, a, l); \
		oat_##G##_mul_gen(v, k); \
		oat_##G##_add(u, u, v); \
		CHECK(oat_##G##_equal(r, u)); \
	} \
	/* a fresh table of another point, of G, of -a */ \
	for (int i = 0; i < 3; i++) { \
		oat_##G##_t b; \
		if (i == 0) rand_point(&OPS, b); \
		else if (i == 1) oat_##G##_copy(b, g); \
		else oat_##G##_neg(b, a); \
		oat_##G##_mul_pre(tab, b); \
		for (int j = 0; j < 6; j++) { \
			fr_from_mpz(k, ks[NK - 1 - j]); \
			oat_##G##_mul(u, b, k); \
			oat_##G##_mul_fix(r, tab, k); \
			CHECK(oat_##G##_equal(r, u)); \
		} \
	} \
	/* mul_dig: edge digits and random ones, against ref_mul */ \
	{ \
		const oat_dig_t digs[] = {0, 1, 2, 3, 15, 16, 17, 255, 0x5a5a5a5a, (oat_dig_t)-1, \
			(oat_dig_t)-2, (oat_dig_t)1 << (OAT_WSIZE - 1)}; \
		for (int i = 0; i < 16; i++) { \
			oat_dig_t d; \
			if (i < (int)(sizeof(digs) / sizeof(digs[0]))) d = digs[i]; \
			else test_rand(&RNG, (unsigned char *)&d, sizeof(d)); \
			mpz_import(z, 1, 1, sizeof(d), 0, 0, &d); \
			ref_mul(&OPS, u, a, z); \
			oat_##G##_mul_dig(r, a, d); \
			CHECK(oat_##G##_equal(r, u)); \
			oat_##G##_mul_dig(r, inf, d); \
			CHECK(oat_##G##_is_infty(r)); \
			oat_##G##_copy(r, a); \
			oat_##G##_mul_dig(r, r, d);           /* r = a */ \
			CHECK(oat_##G##_equal(r, u)); \
		} \
	} \
	for (int i = 0; i < NK; i++) mpz_clear(ks[i]); \
	mpz_clear(z); \
}
TEST_RELIC_MUL(g1, G1_OPS)
TEST_RELIC_MUL(g2, G2_OPS)

/* Multi-scalar multiplication against Straus' mul_sim_vartime (and, for a
 * few points, against single multiplications): every n up to 40, then
 * sizes around the Straus/Pippenger switch and powers of two, up to MSM_N;
 * the points a random walk (a_i = a_(i-1) + s) with infinity, a repeated
 * point and an opposite pair among them; zero, r - 1 and random scalars;
 * few points repeated many times (the affine buckets' queue and their
 * exceptions); the error paths. */
#if defined(TEST_EMU)
/* under emulation (qemu-arm runs the portable and GMP kernels some 10-30x
 * slower; the group templates are the native builds' own) */
#define MSM_N 300
#define MSM_CT_SMALL 10
#define MSM_CT_N 140
#define MSM_SMALL_DENSE 10   /* every n to 10, then every third to 40 */
#elif defined(TEST_LIGHT)
#define MSM_N 600
#define MSM_CT_SMALL 24
#define MSM_CT_N 154
#define MSM_SMALL_DENSE 41
#else
#define MSM_N 16384
#define MSM_CT_SMALL 40
#define MSM_CT_N 300
#define MSM_SMALL_DENSE 41
#endif
#define TEST_MSM(G, OPS) \
static void test_msm_##G(void) { \
	static oat_##G##_t a[MSM_N]; \
	static oat_fr_t k[MSM_N]; \
	oat_##G##_t r, ref, s, t; \
	mpz_t z; \
	size_t sizes[] = { 0, 1, 2, 3, 7, 8, 9, 16, 31, 32, 33, 34, 40, 63, 64, 65, 100, 127, 255, 256, \
		300, 511, 600, 1000, 4096, MSM_N }; \
	void *scr = malloc(oat_##G##_msm_scratch_size(MSM_N > 600 ? MSM_N : 600) + 8);   /* and 600 below */ \
	CHECK(scr != NULL); \
	if (scr == NULL) return; \
	mpz_init(z); \
	rand_point(&OPS, a[0]); \
	rand_point(&OPS, s); \
	for (size_t i = 1; i < MSM_N; i++) oat_##G##_add(a[i], a[i - 1], s); \
	oat_##G##_set_infty(a[5]); \
	oat_##G##_copy(a[7], a[6]); \
	oat_##G##_neg(a[9], a[8]); \
	oat_##G##_set_infty(a[40]); \
	for (size_t i = 0; i < MSM_N; i++) { \
		if (i % 11 == 3) oat_fr_zero(k[i]); \
		else if (i % 13 == 4) { mpz_sub_ui(z, R_Z, 1); fr_from_mpz(k[i], z); } \
		else CHECK_EQ_INT(oat_fr_rand(k[i], test_rand, &RNG), OAT_OK); \
	} \
	/* (the sum of single multiplications grows with n: ref holds it for n) */ \
	oat_##G##_set_infty(ref); \
	for (size_t n = 0, m = 0; n <= 40; n += (n < MSM_SMALL_DENSE ? 1 : 3)) { \
		for (; m < n; m++) { \
			oat_##G##_mul(t, a[m], k[m]); \
			oat_##G##_add(ref, ref, t); \
		} \
		CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)a, (const oat_fr_t *)k, n, scr), OAT_OK); \
		CHECK(oat_##G##_equal(r, ref)); \
	} \
	for (size_t j = 0; j < sizeof(sizes) / sizeof(sizes[0]); j++) { \
		size_t n = sizes[j]; \
		if (n > MSM_N) continue; \
		CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)a, (const oat_fr_t *)k, n, scr), OAT_OK); \
		oat_##G##_mul_sim_vartime(ref, (const oat_##G##_t *)a, (const oat_fr_t *)k, n); \
		if (!oat_##G##_equal(r, ref)) fprintf(stderr, #G " msm differs for n = %zu\n", n); \
		CHECK(oat_##G##_equal(r, ref)); \
	} \
	/* the constant-time msm: every n up to 40 (24 in light builds), then \
	 * a few sizes */ \
	for (size_t n = 0; n <= MSM_CT_N; n += (n < MSM_CT_SMALL ? 1 : 130)) { \
		CHECK_EQ_INT(oat_##G##_msm(r, (const oat_##G##_t *)a, (const oat_fr_t *)k, n), OAT_OK); \
		oat_##G##_mul_sim_vartime(ref, (const oat_##G##_t *)a, (const oat_fr_t *)k, n); \
		if (!oat_##G##_equal(r, ref)) fprintf(stderr, #G " msm (constant time) differs for n = %zu\n", n); \
		CHECK(oat_##G##_equal(r, ref)); \
	} \
	oat_##G##_copy(r, a[1]); \
	CHECK_EQ_INT(oat_##G##_msm(r, NULL, (const oat_fr_t *)k, 3), OAT_ERR_ARGUMENT); \
	CHECK(oat_##G##_is_infty(r)); \
	CHECK_EQ_INT(oat_##G##_msm(NULL, (const oat_##G##_t *)a, (const oat_fr_t *)k, 3), OAT_ERR_ARGUMENT); \
	CHECK_EQ_INT(oat_##G##_msm(r, NULL, NULL, 0), OAT_OK); \
	CHECK(oat_##G##_is_infty(r)); \
	/* a random n and a random window of the points */ \
	{ \
		size_t n = 41 + (size_t)(test_rng_next(&RNG) % (MSM_N - 100)), o = (size_t)(test_rng_next(&RNG) % 50); \
		CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)a + o, (const oat_fr_t *)k + o, n, scr), \
			OAT_OK); \
		oat_##G##_mul_sim_vartime(ref, (const oat_##G##_t *)a + o, (const oat_fr_t *)k + o, n); \
		CHECK(oat_##G##_equal(r, ref)); \
	} \
	/* five points, each also negated, under three scalars, 600 times: in \
	 * every window the same few buckets, so the batches of affine \
	 * additions fill their queue, and a bucket meets its own x (the same \
	 * point or its opposite: the complete formula); then one point under \
	 * one scalar 600 times, and a point with its opposite (infinity) */ \
	{ \
		static oat_##G##_t b[600]; \
		static oat_fr_t kb[600]; \
		for (size_t i = 0; i < 600; i++) { \
			oat_##G##_copy(b[i], a[10 + i % 5]); \
			if ((i / 5) % 2) oat_##G##_neg(b[i], b[i]); \
			oat_fr_copy(kb[i], k[20 + i % 3]); \
		} \
		CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)b, (const oat_fr_t *)kb, 600, scr), OAT_OK); \
		{   /* the reference: each of the five points once, under the sum of its scalars */ \
			oat_fr_t sum[5]; \
			for (int j = 0; j < 5; j++) oat_fr_zero(sum[j]); \
			for (size_t i = 0; i < 600; i++) { \
				if ((i / 5) % 2) oat_fr_sub(sum[i % 5], sum[i % 5], kb[i]); \
				else oat_fr_add(sum[i % 5], sum[i % 5], kb[i]); \
			} \
			oat_##G##_set_infty(ref); \
			for (int j = 0; j < 5; j++) { \
				oat_##G##_mul(t, a[10 + j], sum[j]); \
				oat_##G##_add(ref, ref, t); \
			} \
		} \
		CHECK(oat_##G##_equal(r, ref)); \
		for (size_t i = 0; i < 600; i++) { \
			oat_##G##_copy(b[i], a[11]); \
			oat_fr_copy(kb[i], k[21]); \
		} \
		CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)b, (const oat_fr_t *)kb, 600, scr), OAT_OK); \
		mpz_set_ui(z, 600); \
		fr_from_mpz(kb[1], z); \
		oat_fr_mul(kb[1], kb[1], k[21]); \
		oat_##G##_mul(ref, a[11], kb[1]); \
		CHECK(oat_##G##_equal(r, ref)); \
		for (size_t i = 0; i < 600; i++) { \
			oat_##G##_copy(b[i], a[12]); \
			if (i % 2) oat_##G##_neg(b[i], b[i]); \
			oat_fr_copy(kb[i], k[22]); \
		} \
		CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)b, (const oat_fr_t *)kb, 600, scr), OAT_OK); \
		CHECK(oat_##G##_is_infty(r)); \
	} \
	/* errors: no scratch, an unaligned one, NULL arrays; r infinity */ \
	CHECK_EQ_INT(oat_##G##_msm_scratch_size(32), 0); \
	CHECK(oat_##G##_msm_scratch_size(33) > 0); \
	oat_##G##_copy(r, a[1]); \
	CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)a, (const oat_fr_t *)k, 33, NULL), \
		OAT_ERR_ARGUMENT); \
	CHECK(oat_##G##_is_infty(r)); \
	oat_##G##_copy(r, a[1]); \
	CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)a, (const oat_fr_t *)k, 33, \
		(unsigned char *)scr + 1), OAT_ERR_ARGUMENT); \
	CHECK(oat_##G##_is_infty(r)); \
	oat_##G##_copy(r, a[1]); \
	CHECK_EQ_INT(oat_##G##_msm_vartime(r, NULL, (const oat_fr_t *)k, 3, scr), OAT_ERR_ARGUMENT); \
	CHECK(oat_##G##_is_infty(r)); \
	CHECK_EQ_INT(oat_##G##_msm_vartime(NULL, (const oat_##G##_t *)a, (const oat_fr_t *)k, 3, scr), \
		OAT_ERR_ARGUMENT); \
	CHECK_EQ_INT(oat_##G##_msm_vartime(r, NULL, NULL, 0, NULL), OAT_OK); \
	CHECK_EQ_INT(oat_##G##_msm_scratch_size(SIZE_MAX / 2), 0); \
	CHECK_EQ_INT(oat_##G##_msm_vartime(r, (const oat_##G##_t *)a, (const oat_fr_t *)k, SIZE_MAX / 2, scr), \
		OAT_ERR_ARGUMENT); \
	CHECK(oat_##G##_is_infty(r)); \
	mpz_clear(z); \
	free(scr); \
}
TEST_MSM(g1, G1_OPS)
TEST_MSM(g2, G2_OPS)

/* GT: exp_sim, exp_dig, exp_gen, rand and the compressed form. */
static void test_relic_gt(void) {
	oat_gt_t g, a, b, one, r, u, v;
	oat_fr_t k, l;
	mpz_t ks[24], z;
	unsigned char enc[OAT_GT_PACK_BYTES], enc2[OAT_GT_PACK_BYTES], full[OAT_GT_BYTES];
	mpz_init(z);
	for (int i = 0; i < 24; i++) mpz_init(ks[i]);
	fix_scalars_(ks, 24);
	oat_gt_get_gen(g);
	CHECK_EQ_INT(oat_gt_rand(a, test_rand, &RNG), OAT_OK);
	CHECK_EQ_INT(oat_gt_rand(b, test_rand, &RNG), OAT_OK);
	CHECK(oat_gt_is_valid(a) && !oat_gt_equal(a, b) && !oat_gt_is_unity(a));
	oat_gt_set_unity(one);
	for (int i = 0; i < 24; i++) {
		fr_from_mpz(k, ks[i]);
		fr_from_mpz(l, ks[23 - i]);
		oat_gt_exp(u, a, k);
		oat_gt_exp_vartime(v, b, l);
		oat_gt_mul(u, u, v);
		oat_gt_exp_sim(r, a, k, b, l);
		CHECK(oat_gt_equal(r, u));
		oat_gt_copy(v, b);
		oat_gt_exp_sim(v, a, k, v, l);          /* the output as an input */
		CHECK(oat_gt_equal(v, u));
		oat_gt_exp_sim(r, a, k, one, l);
		oat_gt_exp(u, a, k);
		CHECK(oat_gt_equal(r, u));
		oat_gt_exp_gen(r, k);
		oat_gt_exp_vartime(u, g, k);
		CHECK(oat_gt_equal(r, u));
	}
	{
		const oat_dig_t digs[] = {0, 1, 2, 15, 16, 0x5a5a5a5a, (oat_dig_t)-1};
		for (int i = 0; i < 10; i++) {
			oat_dig_t d;
			if (i < 7) d = digs[i];
			else test_rand(&RNG, (unsigned char *)&d, sizeof(d));
			mpz_import(z, 1, 1, sizeof(d), 0, 0, &d);
			fr_from_mpz(k, z);
			oat_gt_exp_vartime(u, a, k);
			oat_gt_exp_dig(r, a, d);
			CHECK(oat_gt_equal(r, u));
		}
	}
	/* the compressed form: round trips (1, g, random elements), the layout
	 * (c = (1 + a0) / a1 from the uncompressed coefficients), rejections */
	for (int i = 0; i < 6; i++) {
		oat_gt_t x;
		if (i == 0) oat_gt_set_unity(x);
		else if (i == 1) oat_gt_copy(x, g);
		else if (i == 2) oat_gt_inv(x, g);
		else CHECK_EQ_INT(oat_gt_rand(x, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_gt_write_bin(enc, sizeof(enc), x), OAT_OK);
		CHECK_EQ_INT(oat_gt_read_bin(r, enc, sizeof(enc)), OAT_OK);
		CHECK(oat_gt_equal(r, x));
		if (i == 0) {
			int allz = 1;
			for (size_t j = 0; j < sizeof(enc); j++) allz &= enc[j] == 0;
			CHECK(allz);
		} else {
			/* c a1 = 1 + a0 on the coefficients */
			oat_fp6_t c, t, o;
			for (int j = 0; j < 3; j++)
				CHECK_EQ_INT(oat_fp2_read_bin(c->c[j], enc + 2 * j * OAT_FP_BYTES, 2 * OAT_FP_BYTES), OAT_OK);
			oat_fp6_mul(t, c, x->c[1]);
			oat_fp6_set_dig(o, 1);
			oat_fp6_add(o, o, x->c[0]);
			CHECK(oat_fp6_equal(t, o));
		}
	}
	/* a coefficient = p: not canonical; random c: almost surely outside GT
	 * (norm 1 but not of order r); -1 (c = 0 is 1 here): the unity */
	{
		unsigned char pb[OAT_FP_BYTES];
		oat_err e;
		mpz_export(pb + OAT_FP_BYTES - (mpz_sizeinbase(P_Z, 2) + 7) / 8, NULL, 1, 1, 0, 0, P_Z);
		memset(pb, 0, OAT_FP_BYTES - (mpz_sizeinbase(P_Z, 2) + 7) / 8);
		for (int j = 0; j < 6; j++) {
			CHECK_EQ_INT(oat_gt_write_bin(enc, sizeof(enc), a), OAT_OK);
			memcpy(enc + j * OAT_FP_BYTES, pb, OAT_FP_BYTES);
			oat_gt_copy(r, a);
			CHECK_EQ_INT(oat_gt_read_bin(r, enc, sizeof(enc)), OAT_ERR_NOT_CANONICAL);
			CHECK(oat_gt_is_unity(r));
		}
		for (int j = 0; j < 4; j++) {
			test_rand(&RNG, enc2, sizeof(enc2));
			for (int c = 0; c < 6; c++) enc2[c * OAT_FP_BYTES] &= 0x0f;   /* below p */
			oat_gt_copy(r, a);
			e = oat_gt_read_bin(r, enc2, sizeof(enc2));
			CHECK_EQ_INT(e, OAT_ERR_NOT_IN_GROUP);
			CHECK(oat_gt_is_unity(r));
		}
		CHECK_EQ_INT(oat_gt_read_bin(r, enc2, sizeof(enc2) - 1), OAT_ERR_LENGTH);
		CHECK_EQ_INT(oat_gt_read_bin(r, enc2, sizeof(enc2) + 1), OAT_ERR_LENGTH);
	}
	/* the uncompressed form still works beside it */
	CHECK_EQ_INT(oat_gt_write_bin(full, sizeof(full), a), OAT_OK);
	CHECK_EQ_INT(oat_gt_read_bin(r, full, sizeof(full)), OAT_OK);
	CHECK(oat_gt_equal(r, a));
	for (int i = 0; i < 24; i++) mpz_clear(ks[i]);
	mpz_clear(z);
}

int main(int argc, char **argv) {
	const char *dir = argc > 1 ? argv[1] : "test/vectors";
	clock_t t0 = clock();

	test_rng_seed(&RNG, SEED);
	init_constants();

	test_known_answers(dir);
	test_valid_degenerate();
	test_g1_specific();
	test_g2_specific();
	for (int i = 0; i < 2; i++) {
		const group_ops *G = i ? &G2_OPS : &G1_OPS;
		test_group_laws(G);
		test_mul_edges(G);
		test_mul_random(G);
		test_mul_sim(G);
#if !TEST_ENC_ZCASH
		test_encoding(G);
#endif
		test_endo(G);
	}
	test_gt();
	test_relic_mul_g1();
	test_relic_mul_g2();
	test_msm_g1();
	test_msm_g2();
	test_relic_gt();

	printf("test_ec_" OAT_TEST_CURVE ": %.2f s\n", (double)(clock() - t0) / CLOCKS_PER_SEC);
	return test_report("test_ec_" OAT_TEST_CURVE);
}
