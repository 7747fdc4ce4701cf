/* The optimal ate pairing, written once and built for every curve
 * (test_pc_<curve>): every known answer of the curve's pairing file
 * (test_curve.h; BN-P254: a slow model from the definitions, cross-checked
 * with mcl; BLS12-381: the IETF draft's e(G1, G2), zkcrypto's and RELIC's,
 * and the Python model tools/bls12_381_ref.py), bilinearity, non-degeneracy,
 * order r, map_sim against products of maps, the identity inputs, and the
 * accumulator. */
#include "test_common.h"

#define MAXV 32

typedef struct {
	char a[80], b[80];
	unsigned char p[OAT_G1_BYTES], q[OAT_G2_BYTES], e[OAT_GT_BYTES];
	int have_p, have_q, have_e;
} vec;

static vec vecs[MAXV];
static int nvecs;
static test_rng RNG;

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

/* c0 || c1 (the file's order) -> c1 || c0 (the ZCash encoding's) */
static void swap_fp2(unsigned char *b) {
	for (int i = 0; i < OAT_FP_BYTES; i++) {
		unsigned char t = b[i];
		b[i] = b[OAT_FP_BYTES + i];
		b[OAT_FP_BYTES + i] = t;
	}
}

static int load(const char *dir) {
	char path[1024], line[8192];
	snprintf(path, sizeof(path), "%s/%s", dir, TEST_PAIRING_FILE);
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
			v->have_p = !parse_hexs(v->p, OAT_FP_BYTES, val);
		} else if (!strcmp(key, "P.y")) {
			v->have_p &= !parse_hexs(v->p + OAT_FP_BYTES, OAT_FP_BYTES, val);
		} else if (!strcmp(key, "Q.x")) {
			v->have_q = !parse_hexs(v->q, 2 * OAT_FP_BYTES, val);
			if (TEST_ENC_ZCASH) swap_fp2(v->q);
		} else if (!strcmp(key, "Q.y")) {
			v->have_q &= !parse_hexs(v->q + 2 * OAT_FP_BYTES, 2 * OAT_FP_BYTES, val);
			if (TEST_ENC_ZCASH) swap_fp2(v->q + 2 * OAT_FP_BYTES);
		} else if (!strcmp(key, TEST_PAIRING_KEY)) {
			v->have_e = !parse_hexs(v->e, OAT_GT_BYTES, val);
		}
	}
	fclose(f);
	return 0;
}

static void test_vectors(void) {
	CHECK_EQ_INT(nvecs, TEST_PAIRING_ENTRIES);
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
			unsigned char ab[OAT_FR_BYTES], bb[OAT_FR_BYTES];
			oat_fr_t a, b;
			oat_g1_t pa;
			oat_g2_t qb;
			CHECK(test_unhex(ab, OAT_FR_BYTES, v->a) == 0 && test_unhex(bb, OAT_FR_BYTES, v->b) == 0);
			CHECK_EQ_INT(oat_fr_read_bin(a, ab, OAT_FR_BYTES), OAT_OK);
			CHECK_EQ_INT(oat_fr_read_bin(b, bb, OAT_FR_BYTES), OAT_OK);
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

/* Points with z = 1 (normalized, decoded) skip pairs_init's inversion,
 * per side: the Miller loop must give the same Fp12 value (its lines are
 * scaled alike) whichever side is affine, and a multi-pairing that mixes
 * the two forms on a side must take the general path. */
static void test_affine(test_rng *rng) {
	enum { N = 5 };
	oat_g1_t p[N], pn[N], pm[N];
	oat_g2_t q[N], qn[N], qm[N];
	oat_fp12_t f0, f1;
	oat_gt_t e0, e1;
	for (int i = 0; i < N; i++) {
		CHECK_EQ_INT(oat_g1_rand(p[i], test_rand, rng), OAT_OK);
		CHECK_EQ_INT(oat_g2_rand(q[i], test_rand, rng), OAT_OK);
		oat_g1_norm(pn[i], p[i]);
		oat_g2_norm(qn[i], q[i]);
		/* the second of each mixed array keeps its projective z */
		oat_g1_copy(pm[i], i == 1 ? p[i] : pn[i]);
		oat_g2_copy(qm[i], i == 1 ? q[i] : qn[i]);
	}
	oat_pc_miller_loop(f0, p[0], q[0]);
	oat_pc_miller_loop(f1, pn[0], qn[0]);
	CHECK(oat_fp12_equal(f0, f1));
	oat_pc_miller_loop(f1, pn[0], q[0]);
	CHECK(oat_fp12_equal(f0, f1));
	oat_pc_miller_loop(f1, p[0], qn[0]);
	CHECK(oat_fp12_equal(f0, f1));
	oat_pc_map_sim(e0, p, q, N);
	oat_pc_map_sim(e1, pn, qn, N);
	CHECK(oat_gt_equal(e0, e1));
	oat_pc_map_sim(e1, pm, qm, N);
	CHECK(oat_gt_equal(e0, e1));
	oat_pc_map_sim(e1, pn, qm, N);
	CHECK(oat_gt_equal(e0, e1));
	oat_pc_map_sim(e1, pm, qn, N);
	CHECK(oat_gt_equal(e0, e1));
	/* an infinite point among affine ones: its pair is skipped */
	oat_g1_set_infty(pm[1]);
	oat_pc_map_sim(e1, pm, qn, N);
	oat_pc_map(e0, p[1], q[1]);
	oat_gt_mul(e1, e1, e0);
	oat_pc_map_sim(e0, p, q, N);
	CHECK(oat_gt_equal(e0, e1));
}

/* The multi-pairing accumulator against products of single pairings: any
 * number of pairs across its chunks, infinite pairs anywhere, reuse after
 * final, and bilinearity through it. */
static void test_pc_acc(void) {
	/* counts at the chunk's edges: below, at and above one chunk, two */
	enum { NMAX = 2 * OAT_PC_CHUNK + 1 };
	static const size_t ns[] = {0, 1, 3, OAT_PC_CHUNK - 1, OAT_PC_CHUNK, OAT_PC_CHUNK + 1, NMAX};
	oat_g1_t p[NMAX], pi[NMAX + 4], np;
	oat_g2_t q[NMAX], qi[NMAX + 4], nq;
	oat_gt_t a, s, m, e, prod[NMAX + 1];
	oat_pc_acc acc;
	oat_fr_t k;

	for (int i = 0; i < NMAX; i++) {
		CHECK_EQ_INT(oat_g1_rand(p[i], test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_g2_rand(q[i], test_rand, &RNG), OAT_OK);
	}
	/* prod[n] = product of the first n single pairings */
	oat_gt_set_unity(prod[0]);
	for (int i = 0; i < NMAX; i++) {
		oat_pc_map(e, p[i], q[i]);
		CHECK(!oat_gt_is_unity(e));
		oat_gt_mul(prod[i + 1], prod[i], e);
	}
	for (size_t t = 0; t < sizeof(ns) / sizeof(ns[0]); t++) {
		size_t n = ns[t];
		oat_pc_acc_init(&acc);
		for (size_t i = 0; i < n; i++) oat_pc_acc_add(&acc, p[i], q[i]);
		oat_pc_acc_final(a, &acc);
		oat_pc_map_sim(s, p, q, n);
		if (!oat_gt_equal(a, prod[n]))
			fprintf(stderr, "accumulator of %zu pairs != product of pairings\n", n);
		CHECK(oat_gt_equal(a, prod[n]));
		CHECK(oat_gt_equal(s, prod[n]));
		CHECK(oat_gt_is_valid(a));
		CHECK_EQ_INT(oat_gt_is_unity(a), n == 0);
		for (size_t j = 0; j < n && n > 0; j++)     /* not the product of fewer pairs */
			CHECK(!oat_gt_equal(a, prod[j]));
	}

	/* infinite pairs contribute 1, wherever they fall in the chunks */
	{
		size_t m_ = 0, real = 0;
		oat_g1_t g1o;
		oat_g2_t g2o;
		oat_g1_set_infty(g1o);
		oat_g2_set_infty(g2o);
		for (int i = 0; i < NMAX; i++) {
			if (i == 0 || i == 3 || i == 6) {  /* inf x Q, P x inf, inf x inf */
				oat_g1_copy(pi[m_], i == 3 ? p[i] : g1o);
				oat_g2_copy(qi[m_], i == 0 ? q[i] : g2o);
				m_++;
			}
			if (real < 7) {
				oat_g1_copy(pi[m_], p[real]);
				oat_g2_copy(qi[m_], q[real]);
				m_++;
				real++;
			}
		}
		oat_pc_acc_init(&acc);
		for (size_t i = 0; i < m_; i++) oat_pc_acc_add(&acc, pi[i], qi[i]);
		oat_pc_acc_final(a, &acc);
		CHECK(oat_gt_equal(a, prod[7]));
		oat_pc_map_sim(s, pi, qi, m_);
		CHECK(oat_gt_equal(s, prod[7]));
		/* only infinite pairs */
		oat_pc_acc_init(&acc);
		oat_pc_acc_add(&acc, g1o, q[0]);
		oat_pc_acc_add(&acc, p[0], g2o);
		oat_pc_acc_add(&acc, g1o, g2o);
		oat_pc_acc_add(&acc, g1o, q[1]);
		oat_pc_acc_add(&acc, g1o, q[2]);
		oat_pc_acc_final(a, &acc);
		CHECK(oat_gt_is_unity(a));
		oat_pc_map(a, g1o, q[0]);
		CHECK(oat_gt_is_unity(a));
		oat_pc_map(a, p[0], g2o);
		CHECK(oat_gt_is_unity(a));
	}

	/* merge: the pairs split over two and three accumulators, pending
	 * pairs on both sides, an empty one; the merged-from one is reset */
	{
		oat_pc_acc b, c;
		for (size_t cut = 0; cut <= NMAX; cut += 3) {
			oat_pc_acc_init(&acc);
			oat_pc_acc_init(&b);
			for (size_t i = 0; i < cut; i++) oat_pc_acc_add(&acc, p[i], q[i]);
			for (size_t i = cut; i < NMAX; i++) oat_pc_acc_add(&b, p[i], q[i]);
			oat_pc_acc_merge(&acc, &b);
			oat_pc_acc_final(a, &acc);
			CHECK(oat_gt_equal(a, prod[NMAX]));
			oat_pc_acc_final(a, &b);
			CHECK(oat_gt_is_unity(a));
		}
		oat_pc_acc_init(&acc);
		oat_pc_acc_init(&b);
		oat_pc_acc_init(&c);
		for (int i = 0; i < NMAX; i++) oat_pc_acc_add(i % 3 == 0 ? &acc : i % 3 == 1 ? &b : &c, p[i], q[i]);
		oat_pc_acc_merge(&b, &c);
		oat_pc_acc_merge(&acc, &b);
		oat_pc_acc_add(&acc, p[0], q[0]);              /* still usable after a merge */
		oat_pc_acc_final(a, &acc);
		oat_pc_map(e, p[0], q[0]);
		oat_gt_mul(e, e, prod[NMAX]);
		CHECK(oat_gt_equal(a, e));
		/* an accumulator merged with itself is left as it was */
		oat_pc_acc_init(&acc);
		for (int i = 0; i < 5; i++) oat_pc_acc_add(&acc, p[i], q[i]);
		oat_pc_acc_merge(&acc, &acc);
		oat_pc_acc_final(a, &acc);
		CHECK(oat_gt_equal(a, prod[5]));
	}

	/* reuse after final, without init: final resets */
	oat_pc_acc_init(&acc);
	for (int i = 0; i < 5; i++) oat_pc_acc_add(&acc, p[i], q[i]);
	oat_pc_acc_final(a, &acc);
	CHECK(oat_gt_equal(a, prod[5]));
	for (int i = 0; i < 3; i++) oat_pc_acc_add(&acc, p[i], q[i]);
	oat_pc_acc_final(a, &acc);
	CHECK(oat_gt_equal(a, prod[3]));
	oat_pc_acc_final(a, &acc);                       /* nothing added */
	CHECK(oat_gt_is_unity(a));
	for (int i = 0; i < NMAX; i++) oat_pc_acc_add(&acc, p[i], q[i]);
	oat_pc_acc_final(a, &acc);
	CHECK(oat_gt_equal(a, prod[NMAX]));

	/* bilinearity: e(kP, Q) e(-P, kQ) = 1, pairs spread over chunks; and
	 * prod e(P_i, Q_i) e(-P_i, Q_i) = 1 for 9 pairs (18 entries) */
	CHECK_EQ_INT(oat_fr_rand(k, test_rand, &RNG), OAT_OK);
	oat_pc_acc_init(&acc);
	for (int i = 0; i < 3; i++) {
		oat_g1_t kp;
		oat_g2_t kq;
		oat_g1_mul(kp, p[i], k);
		oat_g2_mul(kq, q[i], k);
		oat_g1_neg(np, p[i]);
		oat_pc_acc_add(&acc, kp, q[i]);
		oat_pc_acc_add(&acc, np, kq);
	}
	oat_pc_acc_final(a, &acc);
	CHECK(oat_gt_is_unity(a));
	oat_pc_acc_init(&acc);
	for (int i = 0; i < NMAX; i++) oat_pc_acc_add(&acc, p[i], q[i]);
	for (int i = 0; i < NMAX; i++) {
		oat_g2_neg(nq, q[i]);
		oat_pc_acc_add(&acc, p[i], nq);
	}
	oat_pc_acc_final(a, &acc);
	CHECK(oat_gt_is_unity(a));
	/* the pairs are pairs: swapping the second components changes the value */
	oat_pc_acc_init(&acc);
	oat_pc_acc_add(&acc, p[0], q[1]);
	oat_pc_acc_add(&acc, p[1], q[0]);
	oat_pc_acc_final(a, &acc);
	CHECK(!oat_gt_equal(a, prod[2]));
	oat_pc_map(e, p[0], q[1]);
	oat_pc_map(m, p[1], q[0]);
	oat_gt_mul(e, e, m);
	CHECK(oat_gt_equal(a, e));
}

/* BLS batch verification (oat_bls_batch_verify) on this curve: batches of
 * 1, 8, 9 and 12 signatures (one and two chunks of the shared
 * multiplication) under both schemes, with repeated messages, agree with
 * verify; a batch with one bad signature fails wherever it sits; so does a
 * pair of signatures altered by +T and -T, whose sum (an aggregate check)
 * still verifies: the coefficients are what catch it; the argument and key
 * errors of the header. */
static void test_bls_batch(void) {
	enum { N = 12 };
	oat_fr_t sk[N];
	oat_bls_pk_t pk[N];
	oat_bls_sig_t sig[N], bad[N], t, agg;
	unsigned char mb[N][2];
	const unsigned char *m[N];
	size_t l[N];
	static const size_t sizes[] = { 1, 8, 9, N };
	for (int i = 0; i < N; i++) {
		unsigned char ikm[32];
		memset(ikm, 0x40 + i, sizeof(ikm));
		CHECK_EQ_INT(oat_bls_keygen(sk[i], ikm, sizeof(ikm), NULL, 0), OAT_OK);
		oat_bls_sk_to_pk(pk[i], sk[i]);
		mb[i][0] = (unsigned char)'m';
		mb[i][1] = (unsigned char)(i % 5);         /* messages repeat */
		m[i] = mb[i];
		l[i] = (i == 3) ? 0 : 2;                   /* and one is empty */
	}
	for (int sc = OAT_BLS_BASIC; sc <= OAT_BLS_POP; sc++) {
		for (int i = 0; i < N; i++) {
			CHECK_EQ_INT(oat_bls_sign_scheme(sig[i], sk[i], m[i], l[i], (oat_bls_scheme)sc), OAT_OK);
			CHECK_EQ_INT(oat_bls_verify_scheme(pk[i], m[i], l[i], sig[i], (oat_bls_scheme)sc), OAT_OK);
		}
		for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
			size_t n = sizes[k];
			CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)sig, n,
				(oat_bls_scheme)sc), OAT_OK);
			/* the other scheme's DST */
			CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)sig, n,
				(oat_bls_scheme)(1 - sc)), OAT_ERR_VERIFY);
			/* one signature replaced by another signer's, first, last, at a chunk edge */
			size_t at[3] = { 0, n - 1, n > 8 ? 8 : n / 2 };
			for (int a = 0; a < 3; a++) {
				memcpy(bad, sig, sizeof(sig));
				OAT_BLS_SIG(copy)(bad[at[a]], sig[(at[a] + 1) % N]);
				CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)bad,
					n, (oat_bls_scheme)sc), OAT_ERR_VERIFY);
			}
			if (n < 2) continue;
			/* sig[0] + T and sig[n-1] - T: their aggregate is unchanged */
			oat_fr_t k7;
			oat_fr_set_dig(k7, 7);
			OAT_BLS_SIG(mul_gen)(t, k7);
			memcpy(bad, sig, sizeof(sig));
			OAT_BLS_SIG(add)(bad[0], bad[0], t);
			OAT_BLS_SIG(neg)(t, t);
			OAT_BLS_SIG(add)(bad[n - 1], bad[n - 1], t);
			CHECK_EQ_INT(oat_bls_aggregate(agg, (const oat_bls_sig_t *)bad, n), OAT_OK);
			if (sc == OAT_BLS_POP)     /* (the basic scheme refuses repeated messages) */
				CHECK_EQ_INT(oat_bls_aggregate_verify_scheme((const oat_bls_pk_t *)pk, m, l, n, agg,
					OAT_BLS_POP), OAT_OK);
			CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)bad, n,
				(oat_bls_scheme)sc), OAT_ERR_VERIFY);
		}
	}
	/* errors: n = 0, NULL lists, an unknown scheme, a key at infinity, a
	 * NULL message of nonzero length */
	CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)sig, 0,
		OAT_BLS_POP), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_bls_batch_verify(NULL, m, l, (const oat_bls_sig_t *)sig, 1, OAT_BLS_POP),
		OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, NULL, 1, OAT_BLS_POP),
		OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)sig, 1,
		(oat_bls_scheme)7), OAT_ERR_ARGUMENT);
	{
		const unsigned char *mn[N];
		memcpy(mn, m, sizeof(m));
		mn[1] = NULL;
		CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, mn, l, (const oat_bls_sig_t *)sig, 2,
			OAT_BLS_POP), OAT_ERR_ARGUMENT);
	}
	/* aggregate_pks: the sum of the keys, each validated */
	{
		oat_bls_pk_t a, s;
		OAT_BLS_PK(set_infty)(s);
		for (int i = 0; i < 3; i++) OAT_BLS_PK(add)(s, s, pk[i]);
		CHECK_EQ_INT(oat_bls_aggregate_pks(a, (const oat_bls_pk_t *)pk, 3), OAT_OK);
		CHECK(OAT_BLS_PK(equal)(a, s));
		CHECK_EQ_INT(oat_bls_aggregate_pks(a, (const oat_bls_pk_t *)pk, 0), OAT_ERR_ARGUMENT);
		CHECK(OAT_BLS_PK(is_infty)(a));
		OAT_BLS_PK(set_infty)(pk[2]);
		CHECK_EQ_INT(oat_bls_aggregate_pks(a, (const oat_bls_pk_t *)pk, 3), OAT_ERR_INFINITY);
		CHECK(OAT_BLS_PK(is_infty)(a));
		CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)sig, 3,
			OAT_BLS_POP), OAT_ERR_INFINITY);
	}
}

int main(int argc, char **argv) {
	test_rng rng;
	test_rng_seed(&rng, 0x6f61742d7063ULL);
	test_rng_seed(&RNG, 0x6f61742d706341ULL);
	if (argc < 2 || load(argv[1]) != 0) {
		fprintf(stderr, "usage: test_pc VECTOR_DIR\n");
		return 2;
	}
	test_vectors();
	test_bilinear(&rng, 6);
	test_identity(&rng);
	test_sim(&rng);
	test_affine(&rng);
	test_pc_acc();
	test_bls_batch();
	return test_report("test_pc_" OAT_TEST_CURVE);
}
