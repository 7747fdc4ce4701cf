/* The optimal ate pairing: every known answer of vectors/bn254_pairing.txt
 * (independent implementations: a slow model from the definitions and mcl),
 * bilinearity, non-degeneracy, order r, map_sim against products of maps,
 * and the identity inputs. */
#include "test_common.h"

#define MAXV 32

typedef struct {
	char a[80], b[80];
	unsigned char p[OAT_G1_BYTES], q[OAT_G2_BYTES], e[OAT_GT_BYTES];
	int have_p, have_q, have_e;
} vec;

static vec vecs[MAXV];
static int nvecs;

/* Concatenates the space-separated hex fields of value into buf. */
static int parse_hexs(unsigned char *buf, size_t len, char *value) {
	size_t off = 0;
	for (char *tok = strtok(value, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
		size_t n = strlen(tok) / 2;
		if (off + n > len || test_unhex(buf + off, n, tok)) return -1;
		off += n;
	}
	return off == len ? 0 : -1;
}

static int load(const char *dir) {
	char path[1024], line[8192];
	snprintf(path, sizeof(path), "%s/bn254_pairing.txt", dir);
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		return -1;
	}
	vec *v = NULL;
	while (fgets(line, sizeof(line), f)) {
		if (line[0] == '#' || line[0] == '\n') continue;
		char *eq = strstr(line, " = ");
		if (!eq) continue;
		*eq = '\0';
		char *key = line, *val = eq + 3;
		val[strcspn(val, "\r\n")] = '\0';
		if (!strcmp(key, "a")) {
			if (nvecs == MAXV) break;
			v = &vecs[nvecs++];
			memset(v, 0, sizeof(*v));
			snprintf(v->a, sizeof(v->a), "%s", val);
		} else if (!v) {
			continue;
		} else if (!strcmp(key, "b")) {
			snprintf(v->b, sizeof(v->b), "%s", val);
		} else if (!strcmp(key, "P.x")) {
			v->have_p = !parse_hexs(v->p, 32, val);
		} else if (!strcmp(key, "P.y")) {
			v->have_p &= !parse_hexs(v->p + 32, 32, val);
		} else if (!strcmp(key, "Q.x")) {
			v->have_q = !parse_hexs(v->q, 64, val);
		} else if (!strcmp(key, "Q.y")) {
			v->have_q &= !parse_hexs(v->q + 64, 64, val);
		} else if (!strcmp(key, "e")) {
			v->have_e = !parse_hexs(v->e, OAT_GT_BYTES, val);
		}
	}
	fclose(f);
	return 0;
}

static void test_vectors(void) {
	CHECK(nvecs >= 10); /* the file holds 11 entries */
	for (int i = 0; i < nvecs; i++) {
		vec *v = &vecs[i];
		oat_g1_t p;
		oat_g2_t q;
		oat_gt_t e, e2;
		unsigned char out[OAT_GT_BYTES];
		CHECK(v->have_p && v->have_q && v->have_e);
		CHECK_EQ_INT(oat_g1_read_bin(p, v->p, sizeof(v->p)), OAT_OK);
		CHECK_EQ_INT(oat_g2_read_bin(q, v->q, sizeof(v->q)), OAT_OK);
		oat_pc_map(e, p, q);
		CHECK_EQ_INT(oat_gt_write_bin(out, sizeof(out), e), OAT_OK);
		CHECK(memcmp(out, v->e, OAT_GT_BYTES) == 0);
		if (memcmp(out, v->e, OAT_GT_BYTES) != 0) fprintf(stderr, "  vector %d (a = %s) differs\n", i, v->a);
		/* the published value decodes as a valid GT element */
		CHECK_EQ_INT(oat_gt_read_bin(e2, v->e, OAT_GT_BYTES), OAT_OK);
		CHECK(oat_gt_equal(e, e2));
		/* the same through the two halves */
		oat_fp12_t f;
		oat_pc_miller_loop(f, p, q);
		oat_pc_final_exp(e2, f);
		CHECK(oat_gt_equal(e, e2));
		/* and through scalars: e(a G1, b G2) from a, b */
		if (strcmp(v->b, "-") != 0) {
			unsigned char ab[32], bb[32];
			oat_fr_t a, b;
			oat_g1_t pa;
			oat_g2_t qb;
			CHECK(test_unhex(ab, 32, v->a) == 0 && test_unhex(bb, 32, v->b) == 0);
			CHECK_EQ_INT(oat_fr_read_bin(a, ab, 32), OAT_OK);
			CHECK_EQ_INT(oat_fr_read_bin(b, bb, 32), OAT_OK);
			oat_g1_mul_gen(pa, a);
			oat_g2_mul_gen(qb, b);
			oat_pc_map(e2, pa, qb);
			CHECK(oat_gt_equal(e, e2));
		}
	}
	/* the first entry is e(G1, G2) */
	oat_gt_t g;
	unsigned char out[OAT_GT_BYTES];
	oat_gt_get_gen(g);
	CHECK_EQ_INT(oat_gt_write_bin(out, sizeof(out), g), OAT_OK);
	CHECK(memcmp(out, vecs[0].e, OAT_GT_BYTES) == 0);
}

static void test_bilinear(test_rng *rng, int rounds) {
	for (int i = 0; i < rounds; i++) {
		oat_g1_t p, pa;
		oat_g2_t q, qb;
		oat_fr_t a, b, ab;
		oat_gt_t e, l, r;
		CHECK_EQ_INT(oat_g1_rand(p, test_rand, rng), OAT_OK);
		CHECK_EQ_INT(oat_g2_rand(q, test_rand, rng), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(a, test_rand, rng), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(b, test_rand, rng), OAT_OK);
		oat_fr_mul(ab, a, b);
		oat_g1_mul(pa, p, a);
		oat_g2_mul(qb, q, b);
		oat_pc_map(e, p, q);
		oat_pc_map(l, pa, qb);
		oat_gt_exp(r, e, ab);
		CHECK(oat_gt_equal(l, r));        /* e(aP, bQ) = e(P, Q)^ab */
		oat_pc_map(l, pa, q);
		oat_gt_exp(r, e, a);
		CHECK(oat_gt_equal(l, r));        /* e(aP, Q) = e(P, Q)^a */
		oat_pc_map(l, p, qb);
		oat_gt_exp(r, e, b);
		CHECK(oat_gt_equal(l, r));        /* e(P, bQ) = e(P, Q)^b */
		/* e(P1 + P2, Q) = e(P1, Q) e(P2, Q) */
		oat_g1_t p2, s;
		CHECK_EQ_INT(oat_g1_rand(p2, test_rand, rng), OAT_OK);
		oat_g1_add(s, p, p2);
		oat_pc_map(l, s, q);
		oat_pc_map(r, p2, q);
		oat_gt_mul(r, r, e);
		CHECK(oat_gt_equal(l, r));
		/* e(P, Q1 + Q2) = e(P, Q1) e(P, Q2) */
		oat_g2_t q2, t;
		CHECK_EQ_INT(oat_g2_rand(q2, test_rand, rng), OAT_OK);
		oat_g2_add(t, q, q2);
		oat_pc_map(l, p, t);
		oat_pc_map(r, p, q2);
		oat_gt_mul(r, r, e);
		CHECK(oat_gt_equal(l, r));
		/* e(-P, Q) = e(P, -Q) = e(P, Q)^-1 */
		oat_g1_neg(s, p);
		oat_pc_map(l, s, q);
		oat_gt_inv(r, e);
		CHECK(oat_gt_equal(l, r));
		oat_g2_neg(t, q);
		oat_pc_map(l, p, t);
		CHECK(oat_gt_equal(l, r));
		/* order r and non-degeneracy */
		CHECK(oat_gt_is_valid(e));
		CHECK(!oat_gt_is_unity(e));
	}
}

static void test_identity(test_rng *rng) {
	oat_g1_t p, o1;
	oat_g2_t q, o2;
	oat_gt_t e;
	CHECK_EQ_INT(oat_g1_rand(p, test_rand, rng), OAT_OK);
	CHECK_EQ_INT(oat_g2_rand(q, test_rand, rng), OAT_OK);
	oat_g1_set_infty(o1);
	oat_g2_set_infty(o2);
	oat_pc_map(e, o1, q);
	CHECK(oat_gt_is_unity(e));
	oat_pc_map(e, p, o2);
	CHECK(oat_gt_is_unity(e));
	oat_pc_map(e, o1, o2);
	CHECK(oat_gt_is_unity(e));
	/* e(G1, G2) is not 1, and neither is any e(P, Q) with P, Q != O */
	oat_gt_get_gen(e);
	CHECK(!oat_gt_is_unity(e));
	/* the Miller loop output is not 1 (the final exponentiation matters) */
	oat_fp12_t f;
	oat_pc_miller_loop(f, p, q);
	CHECK(!oat_fp12_is_one(f));
}

static void test_sim(test_rng *rng) {
	enum { N = 9 };
	oat_g1_t p[N];
	oat_g2_t q[N];
	oat_gt_t prod, e, s;
	for (int i = 0; i < N; i++) {
		CHECK_EQ_INT(oat_g1_rand(p[i], test_rand, rng), OAT_OK);
		CHECK_EQ_INT(oat_g2_rand(q[i], test_rand, rng), OAT_OK);
	}
	oat_g1_set_infty(p[3]);  /* identity pairs are skipped */
	oat_g2_set_infty(q[6]);
	size_t counts[] = {0, 1, 2, 4, 5, 8, 9};
	for (size_t c = 0; c < sizeof(counts) / sizeof(counts[0]); c++) {
		size_t n = counts[c];
		oat_gt_set_unity(prod);
		for (size_t i = 0; i < n; i++) {
			oat_pc_map(e, p[i], q[i]);
			oat_gt_mul(prod, prod, e);
		}
		oat_pc_map_sim(s, p, q, n);
		CHECK(oat_gt_equal(s, prod));
	}
	/* e(P, Q) e(-P, Q) = 1 through map_sim: the product check of protocols */
	oat_g1_t pp[2];
	oat_g2_t qq[2];
	oat_g1_copy(pp[0], p[0]);
	oat_g1_neg(pp[1], p[0]);
	oat_g2_copy(qq[0], q[0]);
	oat_g2_copy(qq[1], q[0]);
	oat_pc_map_sim(s, pp, qq, 2);
	CHECK(oat_gt_is_unity(s));
	oat_g2_copy(qq[1], q[1]);
	oat_pc_map_sim(s, pp, qq, 2);
	CHECK(!oat_gt_is_unity(s));
}

int main(int argc, char **argv) {
	test_rng rng;
	test_rng_seed(&rng, 0x6f61742d7063ULL);
	if (argc < 2 || load(argv[1]) != 0) {
		fprintf(stderr, "usage: test_pc VECTOR_DIR\n");
		return 2;
	}
	test_vectors();
	test_bilinear(&rng, 6);
	test_identity(&rng);
	test_sim(&rng);
	return test_report("test_pc");
}
