/* Groth16 verification on alt_bn128 (oat_groth16_*) on a real
 * snarkjs proof (test/vectors/groth16/: snarkjs 0.7.6 and circom 2.2.3, the
 * commands in its README; argv[1] is the vectors directory): the proof
 * verifies, its corrupted forms (another public input, another pi_c, each
 * point negated, the inputs swapped, one input fewer) do not; then the
 * readers on what snarkjs does not write: every field malformed, mistyped
 * or missing, numbers >= p and >= r, points off their curves and a G2 point
 * outside its group, infinity, another protocol or curve, nPublic against
 * IC, too many inputs, truncated and over-nested JSON, NULL pointers, each
 * error with its output cleared; and verify against its definition on keys
 * made here (random alpha, beta, gamma, delta, IC and a proof that
 * satisfies the equation, with 0 to 70 inputs). */
#include <stdio.h>
#include <gmp.h>
#include "test_common.h"
#include "oat.h"

static char VK[1 << 14], PROOF[1 << 12], PUB[1 << 10], PUB_BAD[1 << 10], PROOF_BAD[1 << 12];
static size_t vk_n, proof_n, pub_n, pub_bad_n, proof_bad_n;

static size_t load(char *buf, size_t cap, const char *dir, const char *name) {
	char path[512];
	snprintf(path, sizeof(path), "%s/%s/%s", dir, TEST_GROTH16_DIR, name);
	FILE *f = fopen(path, "rb");
	CHECK(f != NULL);
	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		return 0;
	}
	size_t n = fread(buf, 1, cap, f);
	CHECK(n > 0 && n < cap);
	fclose(f);
	return n;
}

static oat_groth16_vk vk;
static oat_groth16_pvk pvk;
static oat_groth16_proof pr;

/* verify with the key and with the prepared key: the same answer */
static oat_err verify2(const oat_groth16_proof *p, const oat_fr_t *x, size_t n) {
	oat_err e = oat_groth16_verify(&vk, p, x, n);
	CHECK_EQ_INT(oat_groth16_verify_prepared(&pvk, p, x, n), e);
	return e;
}

/* snarkjs's vk_alphabeta_12 (its e(alpha, beta): 2 x 3 Fp2 elements, each
 * [c0, c1], decimal) into g, in the same tower (Fp12 = Fp6[w], Fp6 =
 * Fp2[v]); 0 if not found */
static int alphabeta_of_key(oat_gt_t g) {
	const char *q = strstr(VK, "\"vk_alphabeta_12\"");
	if (q == NULL) return 0;
	q += 17;
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 3; j++)
			for (int k = 0; k < 2; k++) {
				char dec[200];
				unsigned char b[OAT_FP_BYTES];
				mpz_t z;
				size_t l, cnt;
				q = strchr(q, '"');
				if (q == NULL) return 0;
				l = strcspn(q + 1, "\"");
				if (l >= sizeof(dec)) return 0;
				memcpy(dec, q + 1, l);
				dec[l] = 0;
				q += l + 2;
				mpz_init_set_str(z, dec, 10);
				memset(b, 0, sizeof(b));
				CHECK(mpz_sizeinbase(z, 256) <= sizeof(b));
				mpz_export(b + sizeof(b) - (mpz_sizeinbase(z, 2) + 7) / 8, &cnt, 1, 1, 1, 0, z);
				mpz_clear(z);
				CHECK_EQ_INT(oat_fp_read_bin(g->c[i]->c[j]->c[k], b, sizeof(b)), OAT_OK);
			}
	return 1;
}

static void test_snarkjs(void) {
	oat_fr_t pub[4], bad[4], t;
	size_t n = 99, nb = 99;
	CHECK_EQ_INT(oat_groth16_read_vk_json(&vk, VK, vk_n), OAT_OK);
	CHECK_EQ_INT(vk.n_public, 2);
	CHECK_EQ_INT(oat_groth16_read_proof_json(&pr, PROOF, proof_n), OAT_OK);
	CHECK_EQ_INT(oat_groth16_read_public_json(pub, 4, &n, PUB, pub_n), OAT_OK);
	CHECK_EQ_INT(n, 2);
	oat_fr_set_dig(t, 33);
	CHECK(oat_fr_equal(pub[0], t));
	oat_fr_set_dig(t, 14);
	CHECK(oat_fr_equal(pub[1], t));
	CHECK_EQ_INT(oat_groth16_verify(&vk, &pr, (const oat_fr_t *)pub, 2), OAT_OK);
	/* the prepared key: e(alpha, beta) is snarkjs's vk_alphabeta_12 (not
	 * read: checked here through the answers), the same answers below */
	/* the prepared key: its e(alpha, beta) is snarkjs's vk_alphabeta_12 */
	CHECK_EQ_INT(oat_groth16_prepare(&pvk, &vk), OAT_OK);
	{
		oat_gt_t ab;
		CHECK(alphabeta_of_key(ab));
		CHECK(oat_gt_equal(ab, pvk.alpha_beta));
	}
	CHECK_EQ_INT(oat_groth16_verify_prepared(&pvk, &pr, (const oat_fr_t *)pub, 2), OAT_OK);
	/* a prepared key answers for the key it was made from, not a later one */
	{
		static oat_groth16_vk v2;
		v2 = vk;
		oat_g1_dbl(v2.alpha, v2.alpha);
		CHECK_EQ_INT(oat_groth16_verify(&v2, &pr, (const oat_fr_t *)pub, 2), OAT_ERR_VERIFY);
		CHECK_EQ_INT(oat_groth16_verify_prepared(&pvk, &pr, (const oat_fr_t *)pub, 2), OAT_OK);
	}
	/* the bad public input, the bad proof */
	CHECK_EQ_INT(oat_groth16_read_public_json(bad, 4, &nb, PUB_BAD, pub_bad_n), OAT_OK);
	CHECK_EQ_INT(verify2(&pr, (const oat_fr_t *)bad, 2), OAT_ERR_VERIFY);
	{
		oat_groth16_proof pb;
		CHECK_EQ_INT(oat_groth16_read_proof_json(&pb, PROOF_BAD, proof_bad_n), OAT_OK);
		CHECK_EQ_INT(verify2(&pb, (const oat_fr_t *)pub, 2), OAT_ERR_VERIFY);
		/* each point negated */
		pb = pr;
		oat_g1_neg(pb.a, pb.a);
		CHECK_EQ_INT(verify2(&pb, (const oat_fr_t *)pub, 2), OAT_ERR_VERIFY);
		pb = pr;
		oat_g2_neg(pb.b, pb.b);
		CHECK_EQ_INT(verify2(&pb, (const oat_fr_t *)pub, 2), OAT_ERR_VERIFY);
		pb = pr;
		oat_g1_neg(pb.c, pb.c);
		CHECK_EQ_INT(verify2(&pb, (const oat_fr_t *)pub, 2), OAT_ERR_VERIFY);
		/* a proof point outside its group (a twist point not in G2) */
		pb = pr;
		oat_fp2_set_dig(pb.b->x, 1);
		oat_fp2_set_dig(pb.b->y, 1);
		oat_fp2_set_dig(pb.b->z, 1);
		CHECK_EQ_INT(verify2(&pb, (const oat_fr_t *)pub, 2),
			OAT_ERR_NOT_IN_GROUP);
	}
	/* the inputs swapped; one fewer, one more */
	oat_fr_copy(bad[0], pub[1]);
	oat_fr_copy(bad[1], pub[0]);
	CHECK_EQ_INT(verify2(&pr, (const oat_fr_t *)bad, 2), OAT_ERR_VERIFY);
	CHECK_EQ_INT(verify2(&pr, (const oat_fr_t *)pub, 1), OAT_ERR_LENGTH);
	CHECK_EQ_INT(verify2(&pr, (const oat_fr_t *)pub, 3), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_groth16_verify(NULL, &pr, (const oat_fr_t *)pub, 2), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_groth16_verify(&vk, NULL, (const oat_fr_t *)pub, 2), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(verify2(&pr, NULL, 2), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(verify2(NULL, (const oat_fr_t *)pub, 2), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_groth16_verify_prepared(NULL, &pr, (const oat_fr_t *)pub, 2), OAT_ERR_ARGUMENT);
	/* prepare's errors leave the prepared key cleared */
	{
		static oat_groth16_vk v2;
		static oat_groth16_pvk p2;
		CHECK_EQ_INT(oat_groth16_prepare(NULL, &vk), OAT_ERR_ARGUMENT);
		p2 = pvk;
		CHECK_EQ_INT(oat_groth16_prepare(&p2, NULL), OAT_ERR_ARGUMENT);
		CHECK(p2.vk.n_public == 0 && oat_g1_is_infty(p2.vk.alpha) && oat_gt_is_unity(p2.alpha_beta));
		v2 = vk;
		v2.n_public = OAT_GROTH16_MAX_PUBLIC + 1;
		p2 = pvk;
		CHECK_EQ_INT(oat_groth16_prepare(&p2, &v2), OAT_ERR_LENGTH);
		CHECK(p2.vk.n_public == 0 && oat_g2_is_infty(p2.vk.beta) && oat_gt_is_unity(p2.alpha_beta));
	}
	/* public.json with too little room */
	CHECK_EQ_INT(oat_groth16_read_public_json(bad, 1, &nb, PUB, pub_n), OAT_ERR_LENGTH);
	CHECK_EQ_INT(nb, 0);
	CHECK(oat_fr_is_zero(bad[0]));
}

/* s with the first occurrence of from replaced by to, into out */
static size_t edit(char *out, size_t cap, const char *s, size_t n, const char *from, const char *to) {
	const char *hit = NULL;
	size_t fl = strlen(from), tl = strlen(to);
	for (size_t i = 0; i + fl <= n && !hit; i++)
		if (memcmp(s + i, from, fl) == 0) hit = s + i;
	CHECK(hit != NULL);
	if (!hit || n - fl + tl >= cap) return 0;
	size_t pre = (size_t)(hit - s);
	memcpy(out, s, pre);
	memcpy(out + pre, to, tl);
	memcpy(out + pre + tl, hit + fl, n - pre - fl);
	return n - fl + tl;
}

/* p and r in decimal, from test_curve.h's hex */
static char P_DEC[160], R_DEC[160];

static void dec_of_hex(char *out, size_t cap, const char *hex) {
	mpz_t t;
	mpz_init_set_str(t, hex, 16);
	CHECK(mpz_sizeinbase(t, 10) + 2 <= cap);
	mpz_get_str(out, 10, t);
	mpz_clear(t);
}

/* the first number of the proof's field key ("pi_a": x, "pi_b": x.c0),
 * with its quotes */
static void first_number(char *out, size_t cap, const char *key) {
	const char *q = strstr(PROOF, key);
	CHECK(q != NULL);
	q = q ? strchr(strchr(q + strlen(key), '[') + 1, '"') : NULL;
	CHECK(q != NULL);
	size_t l = q ? (size_t)(strchr(q + 1, '"') - q) + 1 : 0;
	CHECK(l < cap);
	if (l >= cap) l = 0;
	memcpy(out, q, l);
	out[l] = 0;
}

static void vk_err(const char *from, const char *to, oat_err e) {
	static char buf[1 << 14];
	oat_groth16_vk v;
	size_t n = edit(buf, sizeof(buf), VK, vk_n, from, to);
	memset(&v, 0x5a, sizeof(v));
	CHECK_EQ_INT(oat_groth16_read_vk_json(&v, buf, n), e);
	if (e != OAT_OK) {
		CHECK(oat_g1_is_infty(v.alpha) && oat_g2_is_infty(v.beta) && v.n_public == 0);
		CHECK(oat_g1_is_infty(v.ic[0]) && oat_g2_is_infty(v.delta));
	}
}

static void proof_err(const char *from, const char *to, oat_err e) {
	static char buf[1 << 12];
	oat_groth16_proof p;
	size_t n = edit(buf, sizeof(buf), PROOF, proof_n, from, to);
	memset(&p, 0x5a, sizeof(p));
	CHECK_EQ_INT(oat_groth16_read_proof_json(&p, buf, n), e);
	if (e != OAT_OK)
		CHECK(oat_g1_is_infty(p.a) && oat_g2_is_infty(p.b) && oat_g1_is_infty(p.c));
}

static void pub_err(const char *json, oat_err e, size_t want_n) {
	oat_fr_t pub[3];
	size_t n = 77;
	CHECK_EQ_INT(oat_groth16_read_public_json(pub, 3, &n, json, strlen(json)), e);
	CHECK_EQ_INT(n, want_n);
	if (e != OAT_OK)
		for (int i = 0; i < 3; i++) CHECK(oat_fr_is_zero(pub[i]));
}

static void test_readers(void) {
	char first[160], pib[160], buf[256];
	first_number(first, sizeof(first), "\"pi_a\"");      /* pi_a's x, quoted */
	first_number(pib, sizeof(pib), "\"pi_b\"");          /* pi_b's x.c0 */
	dec_of_hex(P_DEC, sizeof(P_DEC), TEST_P_HEX);
	dec_of_hex(R_DEC, sizeof(R_DEC), TEST_R_HEX);

	/* the proof: each field */
	proof_err("\"pi_a\"", "\"pi_x\"", OAT_ERR_ENCODING);
	proof_err("\"pi_b\"", "\"pi_y\"", OAT_ERR_ENCODING);
	proof_err("\"pi_c\"", "\"pi_z\"", OAT_ERR_ENCODING);
	proof_err("\"groth16\"", "\"plonk\"", OAT_ERR_ENCODING);
	proof_err("\"" TEST_SNARKJS_NAME "\"", "\"" TEST_SNARKJS_OTHER "\"", OAT_ERR_ENCODING);
	proof_err(first, "\"0\"", OAT_ERR_NOT_ON_CURVE);
	snprintf(buf, sizeof(buf), "\"%s\"", P_DEC);
	proof_err(first, buf, OAT_ERR_NOT_CANONICAL);
	proof_err(first, "\"-1\"", OAT_ERR_ENCODING);
	proof_err(first, "\"017\"", OAT_ERR_ENCODING);
	proof_err(first, "\"1e5\"", OAT_ERR_ENCODING);
	proof_err(first, "\"\"", OAT_ERR_ENCODING);
	proof_err(first, "[]", OAT_ERR_ENCODING);
	proof_err(first, "\"1234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890\"",
		OAT_ERR_NOT_CANONICAL);
	proof_err(first, "1", OAT_ERR_NOT_ON_CURVE);                 /* a bare number is read too */
	proof_err("\"1\"\n ],\n \"pi_b\"", "\"2\"\n ],\n \"pi_b\"", OAT_ERR_ENCODING);    /* z = 2 */
	proof_err("\"1\"\n ],\n \"pi_b\"", "\"1\", \"1\"\n ],\n \"pi_b\"", OAT_ERR_ENCODING);
	proof_err("\"1\"\n ],\n \"pi_b\"", "\"0\"\n ],\n \"pi_b\"", OAT_OK);    /* infinity */
	proof_err("\"1\",\n   \"0\"", "\"1\",\n   \"1\"", OAT_ERR_ENCODING);     /* G2 z = 1 + i */
	proof_err("\"1\",\n   \"0\"", "\"0\",\n   \"0\"", OAT_OK);               /* G2 infinity */
	proof_err(pib, "\"1\"", OAT_ERR_NOT_ON_CURVE);
	proof_err("}", "", OAT_ERR_ENCODING);                           /* truncated */
	proof_err("{", "{\"x\": [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]],", OAT_ERR_ENCODING); /* too deep */
	proof_err("{", "{\"x\": [[[[[[[[1]]]]]]]], \"pi_a\": 7, ", OAT_ERR_ENCODING); /* the first pi_a counts */
	proof_err("{", "[", OAT_ERR_ENCODING);
	proof_err("\"curve\"", "\"curve\\u0041\"", OAT_OK);              /* another key: no curve then */
	/* a twist point outside G2: x = 1 + 0 i has a root? try the key's beta with y + 1 */
	CHECK_EQ_INT(oat_groth16_read_proof_json(NULL, PROOF, proof_n), OAT_ERR_ARGUMENT);
	{
		oat_groth16_proof p;
		CHECK_EQ_INT(oat_groth16_read_proof_json(&p, NULL, proof_n), OAT_ERR_ARGUMENT);
		CHECK(oat_g1_is_infty(p.a));
	}

	/* the key */
	vk_err("\"IC\"", "\"IX\"", OAT_ERR_ENCODING);
	vk_err("\"vk_alpha_1\"", "\"vk_alpha_9\"", OAT_ERR_ENCODING);
	vk_err("\"vk_beta_2\"", "\"vk_beta_9\"", OAT_ERR_ENCODING);
	vk_err("\"vk_gamma_2\"", "\"vk_gamma_9\"", OAT_ERR_ENCODING);
	vk_err("\"vk_delta_2\"", "\"vk_delta_9\"", OAT_ERR_ENCODING);
	vk_err("\"nPublic\": 2", "\"nPublic\": 3", OAT_ERR_LENGTH);
	vk_err("\"nPublic\": 2", "\"nPublic\": \"x\"", OAT_ERR_ENCODING);
	vk_err("\"nPublic\": 2", "\"nPublic\": 18446744073709551618", OAT_ERR_LENGTH);
	vk_err("\"nPublic\": 2", "\"nPublik\": 3", OAT_OK);
	vk_err("\"groth16\"", "\"fflonk\"", OAT_ERR_ENCODING);
	vk_err("\"IC\": [", "\"IC\": [ 7, ", OAT_ERR_LENGTH);                   /* 3 inputs, nPublic 2 */
	vk_err("\"IC\": [", "\"IC\": [ [\"0\", \"1\", \"0\"], ", OAT_ERR_LENGTH);   /* 3 inputs, nPublic 2 */
	vk_err("\"nPublic\": 2,", "", OAT_OK);
	{
		/* the G2 generator of the key with its y.c0 + 1: off the twist */
		const char *b = strstr(VK, "\"vk_beta_2\"");
		CHECK(b != NULL);
		const char *y = strchr(strchr(strchr(b, '[') + 1, ']') + 1, '"');    /* y.c0 */
		char from[128], to[128];
		size_t yl = (size_t)(strchr(y + 1, '"') - y) + 1;
		memcpy(from, y, yl);
		from[yl] = 0;
		memcpy(to, from, yl + 1);
		to[yl - 2] = (char)(to[yl - 2] == '9' ? '8' : to[yl - 2] + 1);
		vk_err(from, to, OAT_ERR_NOT_ON_CURVE);
	}
	CHECK_EQ_INT(oat_groth16_read_vk_json(NULL, VK, vk_n), OAT_ERR_ARGUMENT);
	{
		oat_groth16_vk v;
		CHECK_EQ_INT(oat_groth16_read_vk_json(&v, NULL, vk_n), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_groth16_read_vk_json(&v, VK, vk_n - 2), OAT_ERR_ENCODING);
	}

	/* public.json */
	pub_err("[\"1\", \"2\"]", OAT_OK, 2);
	pub_err(" [ ] ", OAT_OK, 0);
	pub_err("[1, 2, 3]", OAT_OK, 3);
	pub_err("[1, 2, 3, 4]", OAT_ERR_LENGTH, 0);
	snprintf(buf, sizeof(buf), "[\"%s\"]", R_DEC);
	pub_err(buf, OAT_ERR_NOT_CANONICAL, 0);
	pub_err("[\"1\", \"x\"]", OAT_ERR_ENCODING, 0);
	pub_err("[\"1\", ]", OAT_ERR_ENCODING, 0);
	pub_err("{\"a\": 1}", OAT_ERR_ENCODING, 0);
	pub_err("\"1\"", OAT_ERR_ENCODING, 0);
	pub_err("", OAT_ERR_ENCODING, 0);
	pub_err("[1.5]", OAT_ERR_ENCODING, 0);
	pub_err("[\"1\\u0030\"]", OAT_ERR_ENCODING, 0);
	{
		size_t n;
		oat_fr_t p1[1];
		CHECK_EQ_INT(oat_groth16_read_public_json(p1, 1, NULL, "[1]", 3), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_groth16_read_public_json(NULL, 1, &n, "[1]", 3), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_groth16_read_public_json(p1, 1, &n, NULL, 3), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_groth16_read_public_json(NULL, 0, &n, "[]", 2), OAT_OK);
		CHECK_EQ_INT(n, 0);
	}
}

/* verify against the equation on keys made here: pick alpha, beta, gamma,
 * delta, IC_i = u_i G1 and a, b; then C = (a b - alpha beta - sum(x_i u_i) gamma) / delta
 * makes e(A, B) = e(alpha, beta) e(L, gamma) e(C, delta) in the exponents. */
static void test_made(void) {
	test_rng rng;
	static oat_groth16_vk v;
	static oat_groth16_pvk pv;
	oat_groth16_proof p;
	oat_fr_t al, be, ga, de, a, b, c, s, t, u[71], x[70];
	test_rng_seed(&rng, 0x16);
	static const size_t ns[] = { 0, 1, 2, 3, 40, 64, 70 };
	for (size_t in = 0; in < sizeof(ns) / sizeof(ns[0]); in++) {
		size_t n = ns[in];
		if (n > OAT_GROTH16_MAX_PUBLIC) {
			v.n_public = n;
			CHECK_EQ_INT(oat_groth16_verify(&v, &p, (const oat_fr_t *)x, n), OAT_ERR_LENGTH);
			break;
		}
		CHECK_EQ_INT(oat_fr_rand(al, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(be, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(ga, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(de, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(a, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(b, test_rand, &rng), OAT_OK);
		oat_g1_mul_gen(v.alpha, al);
		oat_g2_mul_gen(v.beta, be);
		oat_g2_mul_gen(v.gamma, ga);
		oat_g2_mul_gen(v.delta, de);
		v.n_public = n;
		oat_fr_mul(s, al, be);                  /* s = a b - alpha beta - l gamma */
		oat_fr_mul(t, a, b);
		oat_fr_sub(s, t, s);
		for (size_t i = 0; i <= n; i++) {
			CHECK_EQ_INT(oat_fr_rand(u[i], test_rand, &rng), OAT_OK);
			oat_g1_mul_gen(v.ic[i], u[i]);
			oat_fr_copy(t, u[i]);
			if (i) {
				CHECK_EQ_INT(oat_fr_rand(x[i - 1], test_rand, &rng), OAT_OK);
				oat_fr_mul(t, t, x[i - 1]);
			}
			oat_fr_mul(t, t, ga);
			oat_fr_sub(s, s, t);
		}
		oat_fr_inv(c, de);
		oat_fr_mul(c, c, s);
		oat_g1_mul_gen(p.a, a);
		oat_g2_mul_gen(p.b, b);
		oat_g1_mul_gen(p.c, c);
		CHECK_EQ_INT(oat_groth16_verify(&v, &p, (const oat_fr_t *)x, n), OAT_OK);
		CHECK_EQ_INT(oat_groth16_prepare(&pv, &v), OAT_OK);
		CHECK_EQ_INT(oat_groth16_verify_prepared(&pv, &p, (const oat_fr_t *)x, n), OAT_OK);
		if (n) {
			oat_fr_set_dig(t, 1);
			oat_fr_add(x[n - 1], x[n - 1], t);
			CHECK_EQ_INT(oat_groth16_verify(&v, &p, (const oat_fr_t *)x, n), OAT_ERR_VERIFY);
			CHECK_EQ_INT(oat_groth16_verify_prepared(&pv, &p, (const oat_fr_t *)x, n), OAT_ERR_VERIFY);
		}
	}
}

int main(int argc, char **argv) {
	const char *dir = argc > 1 ? argv[1] : ".";
	vk_n = load(VK, sizeof(VK), dir, "verification_key.json");
	proof_n = load(PROOF, sizeof(PROOF), dir, "proof.json");
	pub_n = load(PUB, sizeof(PUB), dir, "public.json");
	pub_bad_n = load(PUB_BAD, sizeof(PUB_BAD), dir, "public_bad.json");
	proof_bad_n = load(PROOF_BAD, sizeof(PROOF_BAD), dir, "proof_bad.json");
	test_snarkjs();
	test_readers();
	test_made();
	return test_report("test_groth16");
}
