/* BLS12-381 against published and independent known answers, and the laws.
 *
 * Data (argv[1] is the vectors directory; see vectors/README_bls12_381.md
 * for where each value comes from):
 *   bls12_381_pairing.txt  a G1, b G2 and e(a G1, b G2); oat's convention is
 *                          the e3 line, the cube of the full-exponent pairing
 *                          (the value zkcrypto, RELIC and blst publish)
 *   bls12_381_mul.txt      ZCash compressed encodings of k G1, k G2, k < 1000
 *   bls12_381_h2c.txt      every RFC 9380 vector of the four BLS12-381 suites
 *   bls12_381_bls.txt      BLS signature keygen / sign / verify answers of both
 *                          ciphersuites (Ethereum consensus-spec tests included)
 *   eth_bls.txt            every case of Ethereum's BLS suites (bls12-381-tests
 *                          v0.1.1 and consensus-spec-tests' eth_* suites)
 * Laws: bilinearity, non-degeneracy, order r, subgroup tests against the
 * slow r-multiple test on points outside the groups, constant-time against
 * variable-time scalar multiplication, decoders' error paths. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "oat.h"
#include "test_internal.h"


static test_rng RNG;
static const char *DIR_;

/* ---- a tiny reader of "key = value" records separated by blank lines ---- */
#define MAXF 40
typedef struct { int n; char key[MAXF][24]; char *val[MAXF]; } rec;

static const char *get(const rec *r, const char *k) {
	for (int i = 0; i < r->n; i++)
		if (!strcmp(r->key[i], k)) return r->val[i];
	return NULL;
}

static void rec_free(rec *r) {
	for (int i = 0; i < r->n; i++) free(r->val[i]);
	r->n = 0;
}

/* Reads the next record; 0 at the end of the file. */
static int rec_next(FILE *f, rec *r) {
	static char line[1 << 16];
	rec_free(r);
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] == '#') continue;
		if (line[0] == '\0') {
			if (r->n) return 1;
			continue;
		}
		char *eq = strstr(line, " = ");
		if (!eq || r->n == MAXF) continue;
		*eq = '\0';
		size_t kl = strlen(line), vl = strlen(eq + 3);
		if (kl >= sizeof(r->key[0])) kl = sizeof(r->key[0]) - 1;
		memcpy(r->key[r->n], line, kl);
		r->key[r->n][kl] = '\0';
		r->val[r->n] = malloc(vl + 1);
		if (!r->val[r->n]) continue;
		memcpy(r->val[r->n], eq + 3, vl + 1);
		r->n++;
	}
	return r->n != 0;
}

static FILE *open_vec(const char *name) {
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", DIR_, name);
	FILE *f = fopen(path, "r");
	if (!f) fprintf(stderr, "cannot open %s\n", path);
	CHECK(f != NULL);
	return f;
}

/* Concatenated hex tokens into buf; returns the byte count or -1. */
static int hexs(unsigned char *buf, size_t cap, const char *val) {
	size_t off = 0;
	char tmp[4096];
	snprintf(tmp, sizeof(tmp), "%s", val);
	for (char *t = strtok(tmp, " "); t; t = strtok(NULL, " ")) {
		size_t n = strlen(t) / 2;
		if (off + n > cap || test_unhex(buf + off, n, t)) return -1;
		off += n;
	}
	return (int)off;
}

static void fr_from_hex(oat_fr_t k, const char *hex) {
	unsigned char b[OAT_FR_BYTES];
	CHECK_EQ_INT(hexs(b, sizeof(b), hex), OAT_FR_BYTES);
	CHECK_EQ_INT(oat_fr_read_bin(k, b, sizeof(b)), OAT_OK);
}

/* The message of a record: "(empty)", hex (BLS file) or ASCII (h2c file). */
static size_t msg_of(unsigned char *buf, size_t cap, const char *v, int is_hex) {
	if (!strcmp(v, "(empty)")) return 0;
	if (is_hex) {
		int n = hexs(buf, cap, v);
		CHECK(n >= 0);
		return n < 0 ? 0 : (size_t)n;
	}
	size_t n = strlen(v);
	CHECK(n <= cap);
	memcpy(buf, v, n);
	return n;
}

/* ZCash uncompressed bytes of a G1 point from affine hex x, y; of a G2
 * point from "c0 c1" pairs (written c1 then c0). */
static void g1_bytes(unsigned char out[96], const char *x, const char *y) {
	CHECK_EQ_INT(hexs(out, 48, x), 48);
	CHECK_EQ_INT(hexs(out + 48, 48, y), 48);
}
static void fp2_zc(unsigned char out[96], const char *c0, const char *c1) {
	CHECK_EQ_INT(hexs(out, 48, c1), 48);
	CHECK_EQ_INT(hexs(out + 48, 48, c0), 48);
}
static void fp2_zc_pair(unsigned char out[96], const char *pair) {
	char a[200], b[200];
	CHECK(sscanf(pair, "%199s %199s", a, b) == 2);
	fp2_zc(out, a, b);
}

/* ---- pairing --------------------------------------------------------------- */
static void test_pairing(void) {
	FILE *f = open_vec("bls12_381_pairing.txt");
	rec r = { 0 };
	int n = 0;
	oat_gt_t g;
	oat_g1_t p, g1;
	oat_g2_t q, g2;
	oat_g1_get_gen(g1);
	oat_g2_get_gen(g2);
	oat_pc_map(g, g1, g2);
	while (f && rec_next(f, &r)) {
		unsigned char w[192], got[192], e3[OAT_GT_BYTES], ge[OAT_GT_BYTES];
		oat_fr_t a, b, ab;
		oat_gt_t e, t;
		fr_from_hex(a, get(&r, "a"));
		fr_from_hex(b, get(&r, "b"));
		oat_g1_mul_gen(p, a);
		oat_g2_mul_gen(q, b);
		g1_bytes(w, get(&r, "P.x"), get(&r, "P.y"));
		CHECK_EQ_INT(oat_g1_write_bin(got, 96, p), OAT_OK);
		CHECK(memcmp(got, w, 96) == 0);
		fp2_zc_pair(w, get(&r, "Q.x"));
		fp2_zc_pair(w + 96, get(&r, "Q.y"));
		CHECK_EQ_INT(oat_g2_write_bin(got, 192, q), OAT_OK);
		CHECK(memcmp(got, w, 192) == 0);
		CHECK_EQ_INT(hexs(e3, sizeof(e3), get(&r, "e3")), OAT_GT_BYTES);
		oat_pc_map(e, p, q);
		CHECK_EQ_INT(oat_gt_write_bin(ge, sizeof(ge), e), OAT_OK);
		CHECK(memcmp(ge, e3, OAT_GT_BYTES) == 0);
		/* the same through the multi-pairing and bilinearity */
		oat_pc_map_sim(t, (const oat_g1_t *)p, (const oat_g2_t *)q, 1);
		CHECK(oat_gt_equal(t, e));
		oat_fr_mul(ab, a, b);
		oat_gt_exp(t, g, ab);
		CHECK(oat_gt_equal(t, e));
		n++;
	}
	CHECK(n >= 4);
	rec_free(&r);
	if (f) fclose(f);
	/* non-degenerate, order r, e(-P, Q) e(P, Q) = 1, infinity gives 1 */
	CHECK(!oat_gt_is_unity(g));
	CHECK(oat_gt_is_valid(g));
	oat_g1_neg(p, g1);
	{
		oat_g1_t ps[2];
		oat_g2_t qs[2];
		oat_gt_t t;
		oat_g1_copy(ps[0], g1);
		oat_g1_copy(ps[1], p);
		oat_g2_copy(qs[0], g2);
		oat_g2_copy(qs[1], g2);
		oat_pc_map_sim(t, (const oat_g1_t *)ps, (const oat_g2_t *)qs, 2);
		CHECK(oat_gt_is_unity(t));
		oat_g1_set_infty(p);
		oat_pc_map(t, p, g2);
		CHECK(oat_gt_is_unity(t));
	}
	/* random bilinearity: e(aP, bQ) = e(P, Q)^(ab) = e(abP, Q) */
	for (int i = 0; i < 4; i++) {
		oat_fr_t a, b, ab;
		oat_gt_t e1, e2, e3;
		CHECK_EQ_INT(oat_fr_rand(a, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(b, test_rand, &RNG), OAT_OK);
		oat_fr_mul(ab, a, b);
		oat_g1_mul(p, g1, a);
		oat_g2_mul(q, g2, b);
		oat_pc_map(e1, p, q);
		oat_gt_exp(e2, g, ab);
		oat_g1_mul(p, g1, ab);
		oat_pc_map(e3, p, g2);
		CHECK(oat_gt_equal(e1, e2));
		CHECK(oat_gt_equal(e1, e3));
		oat_gt_exp_vartime(e3, g, ab);
		CHECK(oat_gt_equal(e1, e3));
	}
}

/* ---- k G for k < 1000 --------------------------------------------------- */
static void test_mul(void) {
	FILE *f = open_vec("bls12_381_mul.txt");
	rec r = { 0 };
	oat_g1_t p, g1, t1;
	oat_g2_t q, g2, t2;
	int k = 0;
	oat_g1_get_gen(g1);
	oat_g2_get_gen(g2);
	oat_g1_set_infty(p);
	oat_g2_set_infty(q);
	while (f && rec_next(f, &r)) {
		unsigned char w1[48], w2[96], o1[48], o2[96];
		CHECK_EQ_INT(atoi(get(&r, "k")), k);
		CHECK_EQ_INT(hexs(w1, 48, get(&r, "g1")), 48);
		CHECK_EQ_INT(hexs(w2, 96, get(&r, "g2")), 96);
		CHECK_EQ_INT(oat_g1_write_bin(o1, 48, p), OAT_OK);
		CHECK_EQ_INT(oat_g2_write_bin(o2, 96, q), OAT_OK);
		CHECK(memcmp(o1, w1, 48) == 0);
		CHECK(memcmp(o2, w2, 96) == 0);
		CHECK_EQ_INT(oat_g1_read_bin(t1, w1, 48), OAT_OK);
		CHECK(oat_g1_equal(t1, p));
		CHECK_EQ_INT(oat_g2_read_bin(t2, w2, 96), OAT_OK);
		CHECK(oat_g2_equal(t2, q));
		if (k % 97 == 5) {   /* the scalar multiplications agree with k additions */
			oat_fr_t kk;
			oat_fr_set_dig(kk, (oat_dig_t)k);
			oat_g1_mul(t1, g1, kk);
			CHECK(oat_g1_equal(t1, p));
			oat_g1_mul_gen(t1, kk);
			CHECK(oat_g1_equal(t1, p));
			oat_g1_mul_vartime(t1, g1, kk);
			CHECK(oat_g1_equal(t1, p));
			oat_g2_mul(t2, g2, kk);
			CHECK(oat_g2_equal(t2, q));
			oat_g2_mul_gen(t2, kk);
			CHECK(oat_g2_equal(t2, q));
			oat_g2_mul_vartime(t2, g2, kk);
			CHECK(oat_g2_equal(t2, q));
		}
		oat_g1_add(p, p, g1);
		oat_g2_add(q, q, g2);
		k++;
	}
	CHECK_EQ_INT(k, 1000);
	rec_free(&r);
	if (f) fclose(f);
	/* random scalars: constant-time = variable-time = sim; r k = 0 */
	for (int i = 0; i < 8; i++) {
		oat_fr_t a, b;
		oat_g1_t x, y, z;
		oat_g2_t u, v, w;
		CHECK_EQ_INT(oat_fr_rand(a, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_fr_rand(b, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_g1_rand(x, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_g2_rand(u, test_rand, &RNG), OAT_OK);
		oat_g1_mul(y, x, a);
		oat_g1_mul_vartime(z, x, a);
		CHECK(oat_g1_equal(y, z));
		oat_g2_mul(v, u, a);
		oat_g2_mul_vartime(w, u, a);
		CHECK(oat_g2_equal(v, w));
		oat_g1_mul_sim(z, x, a, g1, b);
		oat_g1_mul_gen(y, b);
		oat_g1_mul(t1, x, a);
		oat_g1_add(y, y, t1);
		CHECK(oat_g1_equal(y, z));
		oat_g2_mul_sim(w, u, a, g2, b);
		oat_g2_mul_gen(v, b);
		oat_g2_mul(t2, u, a);
		oat_g2_add(v, v, t2);
		CHECK(oat_g2_equal(v, w));
		CHECK(oat_g1_is_valid(y) && oat_g1_is_valid_slow_(y));
		CHECK(oat_g2_is_valid(w) && oat_g2_is_valid_slow_(w));
	}
}

/* ---- subgroup tests and decoders ---------------------------------------- */
/* A point of E(Fp) (E'(Fp2)) outside G1 (G2): map_to_curve without the
 * cofactor clearing; the cofactors are large, so it is outside whp. */
static void test_groups(void) {
	unsigned char b1[96], b2[192], c1[48], c2[96];
	int out1 = 0, out2 = 0;
	for (int i = 0; i < 8; i++) {
		oat_g1_t p, t;
		oat_g2_t q, s;
		oat_fp_t u;
		oat_fp2_t v;
		CHECK_EQ_INT(oat_fp_rand(u, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_fp2_rand(v, test_rand, &RNG), OAT_OK);
		/* the raw map: hash to a point, then undo nothing; instead build a point
		 * from x by the decoder without the group check */
		for (;;) {
			unsigned char x[48];
			CHECK_EQ_INT(oat_fp_write_bin(x, 48, u), OAT_OK);
			x[0] = (unsigned char)((x[0] & 0x1f) | 0x80);
			if (oat_g1_read_bin_unchecked(p, x, 48) == OAT_OK) break;
			oat_fp_set_dig(t->x, 1);
			oat_fp_add(u, u, t->x);
		}
		for (;;) {
			unsigned char x[96];
			CHECK_EQ_INT(oat_fp_write_bin(x, 48, v->c[1]), OAT_OK);
			CHECK_EQ_INT(oat_fp_write_bin(x + 48, 48, v->c[0]), OAT_OK);
			x[0] = (unsigned char)((x[0] & 0x1f) | 0x80);
			if (oat_g2_read_bin_unchecked(q, x, 96) == OAT_OK) break;
			oat_fp_set_dig(s->x->c[0], 1);
			oat_fp_add(v->c[0], v->c[0], s->x->c[0]);
		}
		int v1 = oat_g1_is_valid(p), v2 = oat_g2_is_valid(q);
		CHECK_EQ_INT(v1, oat_g1_is_valid_slow_(p));
		CHECK_EQ_INT(v2, oat_g2_is_valid_slow_(q));
		out1 += !v1;
		out2 += !v2;
		CHECK_EQ_INT(oat_g1_write_bin(b1, 96, p), OAT_OK);
		CHECK_EQ_INT(oat_g2_write_bin(b2, 192, q), OAT_OK);
		CHECK_EQ_INT(oat_g1_read_bin(t, b1, 96), v1 ? OAT_OK : OAT_ERR_NOT_IN_GROUP);
		CHECK_EQ_INT(oat_g2_read_bin(s, b2, 192), v2 ? OAT_OK : OAT_ERR_NOT_IN_GROUP);
		CHECK_EQ_INT(oat_g1_read_bin_unchecked(t, b1, 96), OAT_OK);
		CHECK(oat_g1_equal(t, p));
		/* the cofactor clearing of hashing lands in the groups */
		oat_g1_map_fp(t, u);
		oat_g2_map_fp2(s, v);
		CHECK(oat_g1_is_valid_slow_(t) && oat_g1_is_valid(t));
		CHECK(oat_g2_is_valid_slow_(s) && oat_g2_is_valid(s));
	}
	CHECK(out1 >= 7 && out2 >= 7);
	/* decoder error paths, each with its code */
	oat_g1_t p;
	oat_g2_t q;
	oat_g1_get_gen(p);
	oat_g2_get_gen(q);
	CHECK_EQ_INT(oat_g1_write_bin(c1, 48, p), OAT_OK);
	CHECK_EQ_INT(oat_g2_write_bin(c2, 96, q), OAT_OK);
	CHECK_EQ_INT(oat_g1_write_bin(b1, 96, p), OAT_OK);
	CHECK_EQ_INT(oat_g1_read_bin(p, c1, 47), OAT_ERR_LENGTH);
	CHECK(oat_g1_is_infty(p));
	CHECK_EQ_INT(oat_g1_read_bin(p, NULL, 48), OAT_ERR_ARGUMENT);
	c1[0] ^= 0x80;   /* C clear on 48 bytes */
	CHECK_EQ_INT(oat_g1_read_bin(p, c1, 48), OAT_ERR_FLAGS);
	c1[0] ^= 0x80;
	b1[0] |= 0x80;   /* C set on 96 bytes */
	CHECK_EQ_INT(oat_g1_read_bin(p, b1, 96), OAT_ERR_FLAGS);
	b1[0] &= 0x1f;
	b1[0] |= 0x20;   /* S on the uncompressed form */
	CHECK_EQ_INT(oat_g1_read_bin(p, b1, 96), OAT_ERR_FLAGS);
	b1[0] &= 0x1f;
	b1[95] ^= 1;     /* off the curve */
	CHECK_EQ_INT(oat_g1_read_bin(p, b1, 96), OAT_ERR_NOT_ON_CURVE);
	{
		unsigned char inf[48] = { 0xc0 }, bad[48] = { 0xe0 }, nz[48] = { 0xc0 }, big[48];
		nz[47] = 1;
		CHECK_EQ_INT(oat_g1_read_bin(p, inf, 48), OAT_OK);
		CHECK(oat_g1_is_infty(p));
		CHECK_EQ_INT(oat_g1_read_bin(p, bad, 48), OAT_ERR_FLAGS);
		CHECK_EQ_INT(oat_g1_read_bin(p, nz, 48), OAT_ERR_INFINITY);
		memset(big, 0xff, 48);
		big[0] = 0x9f;   /* x >= p */
		CHECK_EQ_INT(oat_g1_read_bin(p, big, 48), OAT_ERR_NOT_CANONICAL);
		unsigned char u96[96] = { 0x40 };
		CHECK_EQ_INT(oat_g1_read_bin(p, u96, 96), OAT_OK);
		CHECK(oat_g1_is_infty(p));
	}
	{   /* an x with no y: x = 0 gives y^2 = 4, a square; search a bad one */
		unsigned char x[48] = { 0 };
		int found = 0;
		for (int i = 1; i < 64 && !found; i++) {
			x[0] = 0x80;
			x[47] = (unsigned char)i;
			found = oat_g1_read_bin(p, x, 48) == OAT_ERR_NO_SQRT;
		}
		CHECK(found);
	}
	c2[0] ^= 0x20;   /* the other root: still valid, the negated point */
	CHECK_EQ_INT(oat_g2_read_bin(q, c2, 96), OAT_OK);
	{
		oat_g2_t g;
		oat_g2_get_gen(g);
		oat_g2_neg(g, g);
		CHECK(oat_g2_equal(q, g));
	}
}

/* ---- RFC 9380 --------------------------------------------------------------- */
static void test_h2c(void) {
	FILE *f = open_vec("bls12_381_h2c.txt");
	rec r = { 0 };
	int n = 0;
	while (f && rec_next(f, &r)) {
		const char *suite = get(&r, "suite"), *dst = get(&r, "dst");
		unsigned char msg[1024], w[192], got[192];
		size_t len = msg_of(msg, sizeof(msg), get(&r, "msg"), 0);
		int ro = strstr(suite, "_RO_") != NULL;
		if (!strncmp(suite, "BLS12381G1", 10)) {
			oat_g1_t p;
			oat_err e = ro ? oat_g1_map(p, msg, len, (const unsigned char *)dst, strlen(dst))
			               : oat_g1_encode(p, msg, len, (const unsigned char *)dst, strlen(dst));
			CHECK_EQ_INT(e, OAT_OK);
			g1_bytes(w, get(&r, "P.x"), get(&r, "P.y"));
			CHECK_EQ_INT(oat_g1_write_bin(got, 96, p), OAT_OK);
			CHECK(memcmp(got, w, 96) == 0);
			if (memcmp(got, w, 96) && test_failures < 10)
				fprintf(stderr, "  %s msg '%s'\n", suite, get(&r, "msg"));
		} else {
			oat_g2_t q;
			oat_err e = ro ? oat_g2_map(q, msg, len, (const unsigned char *)dst, strlen(dst))
			               : oat_g2_encode(q, msg, len, (const unsigned char *)dst, strlen(dst));
			CHECK_EQ_INT(e, OAT_OK);
			fp2_zc(w, get(&r, "P.x0"), get(&r, "P.x1"));
			fp2_zc(w + 96, get(&r, "P.y0"), get(&r, "P.y1"));
			CHECK_EQ_INT(oat_g2_write_bin(got, 192, q), OAT_OK);
			CHECK(memcmp(got, w, 192) == 0);
			if (memcmp(got, w, 192) && test_failures < 10)
				fprintf(stderr, "  %s msg '%s'\n", suite, get(&r, "msg"));
		}
		n++;
	}
	CHECK_EQ_INT(n, 20);
	rec_free(&r);
	if (f) fclose(f);
}

/* ---- BLS signatures ---------------------------------------------------------- */
static void test_bls(void) {
	FILE *f = open_vec("bls12_381_bls.txt");
	rec r = { 0 };
	int n = 0;
	while (f && rec_next(f, &r)) {
		const char *op = get(&r, "op"), *suite = get(&r, "suite"), *v;
		oat_bls_scheme sc = (suite && strstr(suite, "_POP_")) ? OAT_BLS_POP : OAT_BLS_BASIC;
		unsigned char msg[1024], b[96], o[96];
		oat_fr_t sk;
		oat_bls_pk_t pk;
		oat_bls_sig_t sig;
		size_t len = 0;
		if ((v = get(&r, "msg")) != NULL) len = msg_of(msg, sizeof(msg), v, 1);
		if ((v = get(&r, "ikm")) != NULL) {
			unsigned char ikm[256];
			int il = hexs(ikm, sizeof(ikm), v);
			CHECK_EQ_INT(oat_bls_keygen(sk, ikm, (size_t)il, NULL, 0), OAT_OK);
			if ((v = get(&r, "sk")) != NULL) {
				unsigned char w[32], s[32];
				CHECK_EQ_INT(hexs(w, 32, v), 32);
				CHECK_EQ_INT(oat_fr_write_bin(s, 32, sk), OAT_OK);
				CHECK(memcmp(s, w, 32) == 0);
			}
		} else if ((v = get(&r, "sk")) != NULL) {
			fr_from_hex(sk, v);
		}
		if (!strcmp(op, "sign")) {
			oat_bls_sk_to_pk(pk, sk);
			CHECK_EQ_INT(hexs(b, 48, get(&r, "pk")), 48);
			CHECK_EQ_INT(OAT_BLS_PK(write_bin)(o, 48, pk), OAT_OK);
			CHECK(memcmp(o, b, 48) == 0);
			CHECK_EQ_INT(oat_bls_sign_scheme(sig, sk, msg, len, sc), OAT_OK);
			CHECK_EQ_INT(hexs(b, 96, get(&r, "sig")), 96);
			CHECK_EQ_INT(OAT_BLS_SIG(write_bin)(o, 96, sig), OAT_OK);
			CHECK(memcmp(o, b, 96) == 0);
			CHECK_EQ_INT(oat_bls_verify_scheme(pk, msg, len, sig, sc), OAT_OK);
			/* the other scheme's DST does not verify */
			CHECK_EQ_INT(oat_bls_verify_scheme(pk, msg, len, sig, (oat_bls_scheme)(1 - sc)),
				OAT_ERR_VERIFY);
			if ((v = get(&r, "pop")) != NULL) {
				oat_bls_sig_t pop;
				CHECK_EQ_INT(oat_bls_pop_prove(pop, sk), OAT_OK);
				CHECK_EQ_INT(hexs(b, 96, v), 96);
				CHECK_EQ_INT(OAT_BLS_SIG(write_bin)(o, 96, pop), OAT_OK);
				CHECK(memcmp(o, b, 96) == 0);
				CHECK_EQ_INT(oat_bls_pop_verify(pk, pop), OAT_OK);
				CHECK_EQ_INT(oat_bls_pop_verify(pk, sig), OAT_ERR_VERIFY);
			}
		} else if (!strcmp(op, "verify")) {
			int want = atoi(get(&r, "result")), got = 0;
			unsigned char pb[48], sb[96];
			if (hexs(pb, 48, get(&r, "pk")) == 48 && hexs(sb, 96, get(&r, "sig")) == 96 &&
					OAT_BLS_PK(read_bin)(pk, pb, 48) == OAT_OK &&
					OAT_BLS_SIG(read_bin)(sig, sb, 96) == OAT_OK)
				got = oat_bls_verify_scheme(pk, msg, len, sig, sc) == OAT_OK;
			CHECK_EQ_INT(got, want);
		}
		n++;
	}
	CHECK(n >= 30);
	rec_free(&r);
	if (f) fclose(f);
	/* aggregation: 3 signers on distinct messages; fast aggregate on one */
	{
		oat_fr_t sk[3];
		oat_bls_pk_t pk[3];
		oat_bls_sig_t sig[3], agg;
		const unsigned char *m[3] = { (const unsigned char *)"a", (const unsigned char *)"b",
			(const unsigned char *)"c" };
		size_t l[3] = { 1, 1, 1 };
		for (int i = 0; i < 3; i++) {
			unsigned char ikm[32];
			memset(ikm, i + 1, sizeof(ikm));
			CHECK_EQ_INT(oat_bls_keygen(sk[i], ikm, 32, NULL, 0), OAT_OK);
			oat_bls_sk_to_pk(pk[i], sk[i]);
			CHECK_EQ_INT(oat_bls_sign(sig[i], sk[i], m[i], 1), OAT_OK);
		}
		CHECK_EQ_INT(oat_bls_aggregate(agg, (const oat_bls_sig_t *)sig, 3), OAT_OK);
		CHECK_EQ_INT(oat_bls_aggregate_verify((const oat_bls_pk_t *)pk, m, l, 3, agg), OAT_OK);
		m[2] = m[1];
		CHECK_EQ_INT(oat_bls_aggregate_verify((const oat_bls_pk_t *)pk, m, l, 3, agg), OAT_ERR_ARGUMENT);
		for (int i = 0; i < 3; i++)
			CHECK_EQ_INT(oat_bls_sign_scheme(sig[i], sk[i], m[0], 1, OAT_BLS_POP), OAT_OK);
		CHECK_EQ_INT(oat_bls_aggregate(agg, (const oat_bls_sig_t *)sig, 3), OAT_OK);
		CHECK_EQ_INT(oat_bls_fast_aggregate_verify((const oat_bls_pk_t *)pk, 3, m[0], 1, agg), OAT_OK);
		{
			const unsigned char *same[3] = { m[0], m[0], m[0] };
			const size_t one[3] = { 1, 1, 1 };
			CHECK_EQ_INT(oat_bls_aggregate_verify_scheme((const oat_bls_pk_t *)pk, same, one, 3, agg,
				OAT_BLS_POP), OAT_OK);
			CHECK_EQ_INT(oat_bls_aggregate_verify_scheme((const oat_bls_pk_t *)pk, same, one, 3, agg,
				OAT_BLS_BASIC), OAT_ERR_ARGUMENT);
		}
		CHECK_EQ_INT(oat_bls_fast_aggregate_verify((const oat_bls_pk_t *)pk, 2, m[0], 1, agg),
			OAT_ERR_VERIFY);
		OAT_BLS_PK(set_infty)(pk[0]);
		CHECK_EQ_INT(oat_bls_verify(pk[0], m[0], 1, sig[0]), OAT_ERR_INFINITY);
	}
}

/* ---- Ethereum's BLS test suites (eth_bls.txt) -------------------------------- */

/* A list of byte strings: space-separated hex items, "(empty)" for an empty
 * one, "(none)" for no item. */
#define MAXL 64
typedef struct { int n; unsigned char *b[MAXL]; size_t len[MAXL]; } blist;

static void blist_free(blist *l) {
	for (int i = 0; i < l->n; i++) free(l->b[i]);
	l->n = 0;
}

static int blist_parse(blist *l, const char *val) {
	l->n = 0;
	if (val == NULL) return -1;
	if (!strcmp(val, "(none)")) return 0;
	const char *p = val;
	while (*p) {
		size_t k = strcspn(p, " ");
		if (l->n == MAXL) return -1;
		unsigned char *b = malloc(k / 2 + 1);
		if (!b) return -1;
		size_t n = 0;
		if (!(k == 7 && !strncmp(p, "(empty)", 7))) {
			char *h = malloc(k + 1);
			if (!h) { free(b); return -1; }
			memcpy(h, p, k);
			h[k] = '\0';
			n = k / 2;
			int bad = (k % 2) != 0 || test_unhex(b, n, h);
			free(h);
			if (bad) { free(b); return -1; }
		}
		l->b[l->n] = b;
		l->len[l->n++] = n;
		p += k;
		while (*p == ' ') p++;
	}
	return 0;
}

/* One byte string (a one-item list). */
static int bytes_of(blist *l, const char *val) {
	return (blist_parse(l, val) == 0 && l->n == 1) ? 0 : -1;
}

/* Decodes every item of a list of keys / signatures; 0 if one fails. */
static int pks_of(oat_bls_pk_t *pk, const blist *l) {
	for (int i = 0; i < l->n; i++)
		if (OAT_BLS_PK(read_bin)(pk[i], l->b[i], l->len[i]) != OAT_OK) return 0;
	return 1;
}
static int sigs_of(oat_bls_sig_t *sig, const blist *l) {
	for (int i = 0; i < l->n; i++)
		if (OAT_BLS_SIG(read_bin)(sig[i], l->b[i], l->len[i]) != OAT_OK) return 0;
	return 1;
}

/* Every case of Ethereum's suites, under the POP ciphersuite as Ethereum
 * uses it: deserialization (read_bin accepts exactly the valid encodings,
 * infinity included), sign (sk = 0 refused), verify, aggregate (no
 * signature: an error), aggregate_verify, fast_aggregate_verify,
 * batch_verify, eth_aggregate_pubkeys, eth_fast_aggregate_verify,
 * hash_to_G2 (RFC 9380's suite, its DST).  An input that does not decode
 * makes the expected output false or null. */
static void test_eth(void) {
	static const char h2c_dst[] = "QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
	FILE *f = open_vec("eth_bls.txt");
	rec r = { 0 };
	int n = 0, ops = 0;
	static const char *const all[] = { "deserialization_G1", "deserialization_G2", "sign", "verify",
		"aggregate", "aggregate_verify", "fast_aggregate_verify", "batch_verify",
		"eth_aggregate_pubkeys", "eth_fast_aggregate_verify", "hash_to_G2" };
	int seen[11] = { 0 };
	while (f && rec_next(f, &r)) {
		const char *op = get(&r, "op"), *cs = get(&r, "case"), *out = get(&r, "output");
		blist a = { 0 }, b = { 0 }, c = { 0 };
		oat_bls_pk_t pk[MAXL];
		oat_bls_sig_t sig[MAXL], s;
		unsigned char o[192];
		int got = -1, want = out && !strcmp(out, "true");
		int nf = -1;
		if (!op || !cs) { CHECK(0); continue; }
		for (int i = 0; i < 11; i++)
			if (!strcmp(op, all[i])) { seen[i]++; nf = i; }
		CHECK(nf >= 0);
		if (!strcmp(op, "deserialization_G1")) {
			CHECK(bytes_of(&a, get(&r, "pubkey")) == 0);
			got = a.n == 1 && OAT_BLS_PK(read_bin)(pk[0], a.b[0], a.len[0]) == OAT_OK;
		} else if (!strcmp(op, "deserialization_G2")) {
			CHECK(bytes_of(&a, get(&r, "signature")) == 0);
			got = a.n == 1 && OAT_BLS_SIG(read_bin)(sig[0], a.b[0], a.len[0]) == OAT_OK;
		} else if (!strcmp(op, "sign")) {
			oat_fr_t sk;
			CHECK(bytes_of(&a, get(&r, "privkey")) == 0 && bytes_of(&b, get(&r, "message")) == 0);
			oat_err e = a.n == 1 ? oat_fr_read_bin(sk, a.b[0], a.len[0]) : OAT_ERR_LENGTH;
			if (e == OAT_OK) e = oat_bls_sign_scheme(s, sk, b.b[0], b.len[0], OAT_BLS_POP);
			if (!strcmp(out, "null")) {
				CHECK(e != OAT_OK);
				got = want;
			} else {
				CHECK_EQ_INT(e, OAT_OK);
				CHECK(bytes_of(&c, out) == 0 && c.len[0] == OAT_BLS_SIG_BYTES);
				CHECK_EQ_INT(OAT_BLS_SIG(write_bin)(o, OAT_BLS_SIG_BYTES, s), OAT_OK);
				got = want = c.n == 1 && memcmp(o, c.b[0], OAT_BLS_SIG_BYTES) == 0;
				CHECK(got);
			}
		} else if (!strcmp(op, "verify")) {
			CHECK(bytes_of(&a, get(&r, "pubkey")) == 0 && bytes_of(&b, get(&r, "message")) == 0 &&
				bytes_of(&c, get(&r, "signature")) == 0);
			got = pks_of(pk, &a) && sigs_of(sig, &c) &&
				oat_bls_verify_scheme(pk[0], b.b[0], b.len[0], sig[0], OAT_BLS_POP) == OAT_OK;
		} else if (!strcmp(op, "aggregate") || !strcmp(op, "eth_aggregate_pubkeys")) {
			int ispk = op[0] == 'e';
			oat_err e;
			CHECK(blist_parse(&a, get(&r, "input")) == 0);
			if (ispk)
				e = pks_of(pk, &a) ? oat_bls_aggregate_pks(pk[0], (const oat_bls_pk_t *)pk, (size_t)a.n)
					: OAT_ERR_ENCODING;
			else
				e = sigs_of(sig, &a) ? oat_bls_aggregate(s, (const oat_bls_sig_t *)sig, (size_t)a.n)
					: OAT_ERR_ENCODING;
			if (!strcmp(out, "null")) {
				CHECK(e != OAT_OK);
				got = want;
			} else {
				size_t ol = ispk ? OAT_BLS_PK_BYTES : OAT_BLS_SIG_BYTES;
				if (e != OAT_OK) fprintf(stderr, "eth_bls.txt: %s: %s\n", cs, oat_err_str(e));
				CHECK_EQ_INT(e, OAT_OK);
				CHECK(bytes_of(&c, out) == 0 && c.len[0] == ol);
				if (ispk) CHECK_EQ_INT(OAT_BLS_PK(write_bin)(o, ol, pk[0]), OAT_OK);
				else CHECK_EQ_INT(OAT_BLS_SIG(write_bin)(o, ol, s), OAT_OK);
				got = want = c.n == 1 && memcmp(o, c.b[0], ol) == 0;
				CHECK(got);
			}
		} else if (!strcmp(op, "aggregate_verify") || !strcmp(op, "batch_verify")) {
			int batch = op[0] == 'b';
			CHECK(blist_parse(&a, get(&r, "pubkeys")) == 0 && blist_parse(&b, get(&r, "messages")) == 0 &&
				blist_parse(&c, get(&r, batch ? "signatures" : "signature")) == 0);
			got = 0;
			if (a.n == b.n && pks_of(pk, &a) && sigs_of(sig, &c) && (batch ? c.n == a.n : c.n == 1)) {
				const unsigned char *mm[MAXL];
				for (int i = 0; i < b.n; i++) mm[i] = b.b[i];
				if (batch)
					got = oat_bls_batch_verify((const oat_bls_pk_t *)pk, mm, b.len,
						(const oat_bls_sig_t *)sig, (size_t)a.n, OAT_BLS_POP) == OAT_OK;
				else
					got = oat_bls_aggregate_verify_scheme((const oat_bls_pk_t *)pk, mm, b.len,
						(size_t)a.n, sig[0], OAT_BLS_POP) == OAT_OK;
				if (batch) {       /* each alone agrees with the batch */
					int all_ok = 1;
					for (int i = 0; i < a.n; i++)
						all_ok &= oat_bls_verify_scheme(pk[i], mm[i], b.len[i], sig[i],
							OAT_BLS_POP) == OAT_OK;
					CHECK_EQ_INT(all_ok, got);
				}
			}
		} else if (!strcmp(op, "fast_aggregate_verify") || !strcmp(op, "eth_fast_aggregate_verify")) {
			int eth = op[0] == 'e';
			CHECK(blist_parse(&a, get(&r, "pubkeys")) == 0 && bytes_of(&b, get(&r, "message")) == 0 &&
				bytes_of(&c, get(&r, "signature")) == 0);
			got = pks_of(pk, &a) && sigs_of(sig, &c) &&
				(eth ? oat_bls12381_bls_eth_fast_aggregate_verify : oat_bls_fast_aggregate_verify)(
					(const oat_bls_pk_t *)pk, (size_t)a.n, b.b[0], b.len[0], sig[0]) == OAT_OK;
		} else if (!strcmp(op, "hash_to_G2")) {
			unsigned char w[192];
			const char *m = get(&r, "msg");
			size_t ml = strcmp(m, "(empty)") ? strlen(m) : 0;
			fp2_zc_pair(w, get(&r, "x"));
			fp2_zc_pair(w + 96, get(&r, "y"));
			CHECK_EQ_INT(oat_g2_map(s, (const unsigned char *)m, ml, (const unsigned char *)h2c_dst,
				sizeof(h2c_dst) - 1), OAT_OK);
			CHECK_EQ_INT(oat_g2_write_bin(o, sizeof(o), s), OAT_OK);
			got = want = memcmp(o, w, sizeof(w)) == 0;
		}
		if (got != want) fprintf(stderr, "eth_bls.txt: %s gave %d, expected %d\n", cs, got, want);
		CHECK_EQ_INT(got, want);
		blist_free(&a);
		blist_free(&b);
		blist_free(&c);
		n++;
	}
	for (int i = 0; i < 11; i++) ops += seen[i] > 0;
	CHECK_EQ_INT(ops, 11);         /* every suite is there */
	CHECK_EQ_INT(n, 116);
	rec_free(&r);
	if (f) fclose(f);
}

int main(int argc, char **argv) {
	if (argc < 2) {
		fprintf(stderr, "usage: test_bls12381 VECTORS_DIR\n");
		return 2;
	}
	DIR_ = argv[1];
	test_rng_seed(&RNG, 0x626c7331320001ULL);
	test_pairing();
	test_mul();
	test_groups();
	test_h2c();
	test_bls();
	test_eth();
	return test_report("test_bls12381");
}
