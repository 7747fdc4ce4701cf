/* Tests of ECDSA and ECDH on a NIST curve (oat_<curve>_ecdsa_*,
 * oat_<curve>_ecdh), built for every NIST curve of the library
 * (test_ecdsa_<curve>), through the public API, against published answers
 * (argv[1] is the vectors directory):
 *   - RFC 6979 appendix A.2.3 .. A.2.7 (rfc6979.txt): the key pair, and r, s
 *     of the deterministic signatures of "sample" and "test" with SHA-224,
 *     SHA-256, SHA-384 and SHA-512: the nonce must be RFC 6979's to the bit;
 *   - Wycheproof (ecdsa_<curve>_<hash>_{der,p1363}.txt, ecdh_<curve>.txt,
 *     converted from the JSON of C2SP/wycheproof by tools/gen_vectors.py):
 *     every valid signature verifies, every invalid one is rejected by the
 *     decoder or the verification, "acceptable" ones are counted; every ECDH
 *     case gives the published secret or, when invalid, an error;
 *   - NIST CAVP (cavp_*.txt: FIPS 186-3 SigVer, SigGen, KeyPair, PKV and the
 *     ECC CDH primitive, with SHA-224 .. SHA-512): every SigVer verdict, the
 *     key pairs, the public-key validation verdicts, the CDH secrets;
 * and by its properties: key generation (from a source, from a seed),
 * signing and verification of random messages, hedged signatures, low-s
 * normalisation, the raw and DER encodings with every rejection class,
 * secret-key decoding, and every error path of sign, verify and ECDH with a
 * neutral output.  A failure can be replayed with OAT_TEST_SEED. */
#define _GNU_SOURCE 1
#include <stdio.h>
#include "test_common.h"

#define SEED 0x65636473615f7431ULL
#define N_ROUND 20      /* random keys and messages for the round trips */

#define FNB OAT_FN_BYTES
#define FPB OAT_FP_BYTES

static test_rng RNG;

/* ---- helpers ---------------------------------------------------------------- */
static oat_md_alg md_of(const char *name) {
	if (!strcmp(name, "sha224")) return OAT_MD_SHA224;
	if (!strcmp(name, "sha256")) return OAT_MD_SHA256;
	if (!strcmp(name, "sha384")) return OAT_MD_SHA384;
	if (!strcmp(name, "sha512")) return OAT_MD_SHA512;
	return (oat_md_alg)0;
}

/* Decodes a hex field ("-" is empty) into a fresh buffer; *len its length.
 * Returns NULL on a malformed field. */
static unsigned char *unhex_alloc(const char *hex, size_t *len) {
	size_t n = strcmp(hex, "-") ? strlen(hex) : 0;
	unsigned char *b = malloc(n / 2 + 1);
	if (!b || n % 2 || (n && test_unhex(b, n / 2, hex))) {
		free(b);
		return NULL;
	}
	*len = n / 2;
	return b;
}

static FILE *open_vec(const char *dir, const char *name) {
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return fopen(path, "r");
}

/* Splits line into at most max space-separated fields (in place). */
static int split(char *line, char **f, int max) {
	int n = 0;
	char *save = NULL;
	for (char *t = strtok_r(line, " \t\r\n", &save); t && n < max; t = strtok_r(NULL, " \t\r\n", &save))
		f[n++] = t;
	return n;
}

/* ---- RFC 6979 --------------------------------------------------------------- */
static void test_rfc6979(const char *dir) {
	FILE *f = open_vec(dir, "rfc6979.txt");
	char *line = NULL, *fl[8];
	size_t cap = 0;
	int nkey = 0, nsig = 0;
	oat_fn_t sk;
	oat_ep_t pk;
	int have = 0;
	if (!f) {
		fprintf(stderr, "cannot open rfc6979.txt\n");
		CHECK(0);
		return;
	}
	while (getline(&line, &cap, f) > 0) {
		if (line[0] == '#') continue;
		int n = split(line, fl, 8);
		if (n < 2 || strcmp(fl[1], OAT_TEST_CURVE)) continue;
		if (!strcmp(fl[0], "key") && n == 5) {
			unsigned char x[FNB], u[1 + 2 * FPB], got[1 + 2 * FPB];
			CHECK(test_unhex(x, FNB, fl[2]) == 0);
			u[0] = 0x04;
			CHECK(test_unhex(u + 1, FPB, fl[3]) == 0 && test_unhex(u + 1 + FPB, FPB, fl[4]) == 0);
			CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, x, FNB), OAT_OK);
			CHECK_EQ_INT(oat_ecdsa_sk_to_pk(pk, sk), OAT_OK);
			CHECK(oat_ep_write_bin(got, sizeof(got), pk) == OAT_OK && memcmp(got, u, sizeof(u)) == 0);
			have = 1;
			nkey++;
		} else if (!strcmp(fl[0], "sig") && n == 7 && have) {
			oat_md_alg md = md_of(fl[2]);
			unsigned char h[OAT_MD_MAX_LEN], want[2 * FNB], got[2 * FNB];
			oat_ecdsa_sig_t sig;
			if (!md) continue;
			CHECK(test_unhex(want, FNB, fl[5]) == 0 && test_unhex(want + FNB, FNB, fl[6]) == 0);
			CHECK_EQ_INT(oat_md_hash(md, h, fl[3], strlen(fl[3])), OAT_OK);
			CHECK_EQ_INT(oat_ecdsa_sign_digest(sig, sk, md, h, oat_md_len(md), NULL, 0), OAT_OK);
			CHECK(oat_ecdsa_sig_write_bin(got, sizeof(got), sig) == OAT_OK);
			int ok = memcmp(got, want, sizeof(got)) == 0;
			CHECK(ok);
			if (!ok && test_failures <= 20) fprintf(stderr, "  RFC 6979 %s %s \"%s\": r, s differ\n", fl[1], fl[2], fl[3]);
			CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, h, oat_md_len(md), sig), OAT_OK);
			if (md == OAT_MD) {
				/* the message API hashes with the curve's hash */
				oat_ecdsa_sig_t s2;
				CHECK_EQ_INT(oat_ecdsa_sign(s2, sk, (const unsigned char *)fl[3], strlen(fl[3])), OAT_OK);
				CHECK(oat_fn_equal(s2->r, sig->r) && oat_fn_equal(s2->s, sig->s));
				CHECK_EQ_INT(oat_ecdsa_verify(pk, (const unsigned char *)fl[3], strlen(fl[3]), sig), OAT_OK);
			}
			nsig++;
		}
	}
	free(line);
	fclose(f);
	printf("RFC 6979: %d key, %d signatures\n", nkey, nsig);
	CHECK(nkey == 1 && nsig == 8);
}

/* ---- Wycheproof ECDSA --------------------------------------------------------- */
typedef struct { int valid, invalid, acc_yes, acc_no; } tally;

static int wycheproof_ecdsa_file(const char *dir, const char *hash, int der, tally *t) {
	char name[128], *line = NULL, *fl[8];
	size_t cap = 0;
	int have_key = 0, ntests = 0;
	oat_md_alg md = md_of(hash);
	oat_ep_t pk;
	snprintf(name, sizeof(name), "ecdsa_%s_%s_%s.txt", OAT_TEST_CURVE, hash, der ? "der" : "p1363");
	FILE *f = open_vec(dir, name);
	if (!f) return 0;
	while (getline(&line, &cap, f) > 0) {
		if (line[0] == '#') continue;
		int n = split(line, fl, 8);
		if (n == 2 && !strcmp(fl[0], "curve")) {
			CHECK(!strcmp(fl[1], OAT_TEST_CURVE));
		} else if (n == 2 && !strcmp(fl[0], "hash")) {
			CHECK(!strcmp(fl[1], hash));
		} else if (n == 2 && !strcmp(fl[0], "key")) {
			size_t len;
			unsigned char *k = unhex_alloc(fl[1], &len);
			have_key = k && oat_ep_read_bin(pk, k, len) == OAT_OK;
			CHECK(have_key);
			free(k);
		} else if (n >= 5 && !strcmp(fl[0], "test") && have_key) {
			size_t mlen = 0, slen = 0;
			unsigned char *msg = unhex_alloc(fl[3], &mlen), *sb = unhex_alloc(fl[4], &slen);
			unsigned char h[OAT_MD_MAX_LEN];
			oat_ecdsa_sig_t sig;
			oat_err e;
			CHECK(msg && sb);
			if (!msg || !sb) {
				free(msg);
				free(sb);
				continue;
			}
			CHECK_EQ_INT(oat_md_hash(md, h, msg, mlen), OAT_OK);
			e = der ? oat_ecdsa_sig_read_der(sig, sb, slen) : oat_ecdsa_sig_read_bin(sig, sb, slen);
			if (e == OAT_OK) e = oat_ecdsa_verify_digest(pk, h, oat_md_len(md), sig);
			else CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));   /* neutral output */
			if (!strcmp(fl[2], "valid")) {
				CHECK_EQ_INT(e, OAT_OK);
				if (e != OAT_OK && test_failures <= 20)
					fprintf(stderr, "  %s tcId %s (valid): %s\n", name, fl[1], oat_err_str(e));
				t->valid++;
			} else if (!strcmp(fl[2], "invalid")) {
				CHECK(e != OAT_OK);
				if (e == OAT_OK && test_failures <= 20)
					fprintf(stderr, "  %s tcId %s (invalid, %s) accepted\n", name, fl[1], n > 5 ? fl[5] : "");
				t->invalid++;
			} else {
				if (e == OAT_OK) t->acc_yes++;
				else t->acc_no++;
			}
			ntests++;
			free(msg);
			free(sb);
		}
	}
	free(line);
	fclose(f);
	return ntests;
}

static void test_wycheproof_ecdsa(const char *dir) {
	static const char *const hashes[] = { "sha224", "sha256", "sha384", "sha512" };
	tally t = { 0, 0, 0, 0 };
	int files = 0, tests = 0;
	for (int h = 0; h < 4; h++)
		for (int der = 0; der <= 1; der++) {
			int n = wycheproof_ecdsa_file(dir, hashes[h], der, &t);
			if (n) files++;
			tests += n;
		}
	printf("Wycheproof ECDSA: %d files, %d tests: %d valid, %d invalid, acceptable %d accepted / %d rejected\n",
		files, tests, t.valid, t.invalid, t.acc_yes, t.acc_no);
	CHECK(files >= 2 && t.valid > 100 && t.invalid > 100);
}

/* ---- Wycheproof ECDH ------------------------------------------------------------ */
static void test_wycheproof_ecdh(const char *dir) {
	char name[64], *line = NULL, *fl[8];
	size_t cap = 0;
	tally t = { 0, 0, 0, 0 };
	snprintf(name, sizeof(name), "ecdh_%s.txt", OAT_TEST_CURVE);
	FILE *f = open_vec(dir, name);
	if (!f) {
		printf("Wycheproof ECDH: no file for this curve\n");
		return;
	}
	while (getline(&line, &cap, f) > 0) {
		if (line[0] == '#') continue;
		int n = split(line, fl, 8);
		if (n < 6 || strcmp(fl[0], "test")) continue;
		size_t plen = 0, klen = 0, zlen = 0;
		unsigned char *pub = unhex_alloc(fl[3], &plen), *key = unhex_alloc(fl[4], &klen),
			*z = unhex_alloc(fl[5], &zlen);
		unsigned char out[FPB];
		oat_ep_t q;
		oat_fn_t sk;
		oat_err e;
		CHECK(pub && key && z);
		if (!pub || !key || !z) goto next;
		e = oat_ep_read_bin(q, pub, plen);
		if (e == OAT_OK) e = oat_fn_read_bin(sk, key, klen);
		if (e == OAT_OK) e = oat_ecdh(out, sizeof(out), sk, q);
		if (!strcmp(fl[2], "valid")) {
			int ok = e == OAT_OK && zlen == sizeof(out) && memcmp(out, z, zlen) == 0;
			CHECK(ok);
			if (!ok && test_failures <= 20) fprintf(stderr, "  %s tcId %s (valid): %s\n", name, fl[1], oat_err_str(e));
			t.valid++;
		} else if (!strcmp(fl[2], "invalid")) {
			CHECK(e != OAT_OK);
			if (e == OAT_OK && test_failures <= 20)
				fprintf(stderr, "  %s tcId %s (invalid, %s) accepted\n", name, fl[1], n > 6 ? fl[6] : "");
			t.invalid++;
		} else {
			/* acceptable: if accepted, the secret must still be the published one */
			if (e == OAT_OK) {
				CHECK(zlen == sizeof(out) && memcmp(out, z, zlen) == 0);
				t.acc_yes++;
			} else {
				t.acc_no++;
			}
		}
	next:
		free(pub);
		free(key);
		free(z);
	}
	free(line);
	fclose(f);
	printf("Wycheproof ECDH: %d valid, %d invalid, acceptable %d accepted / %d rejected\n", t.valid, t.invalid,
		t.acc_yes, t.acc_no);
	CHECK(t.valid > 10 && t.invalid > 10);
}

/* ---- NIST CAVP ---------------------------------------------------------------- */
/* 04 || x || y from two hex coordinates; 0 if they do not fit FPB bytes. */
static int point_bytes(unsigned char out[1 + 2 * FPB], const char *xh, const char *yh) {
	if (strlen(xh) != 2 * FPB || strlen(yh) != 2 * FPB) return 0;
	out[0] = 0x04;
	return test_unhex(out + 1, FPB, xh) == 0 && test_unhex(out + 1 + FPB, FPB, yh) == 0;
}

static void test_cavp(const char *dir) {
	static const char *const files[] = { "cavp_ecdsa_sigver.txt", "cavp_ecdsa_siggen.txt",
		"cavp_ecdsa_keypair.txt", "cavp_pkv.txt", "cavp_ecdh.txt" };
	int count[5] = { 0 };
	for (int fi = 0; fi < 5; fi++) {
		FILE *f = open_vec(dir, files[fi]);
		char *line = NULL, *fl[12];
		size_t cap = 0;
		if (!f) {
			fprintf(stderr, "cannot open %s\n", files[fi]);
			CHECK(0);
			continue;
		}
		while (getline(&line, &cap, f) > 0) {
			if (line[0] == '#') continue;
			int n = split(line, fl, 12);
			if (n < 2 || strcmp(fl[1], OAT_TEST_CURVE)) continue;
			unsigned char q[1 + 2 * FPB], q2[1 + 2 * FPB], d[FNB], rs[2 * FNB], h[OAT_MD_MAX_LEN];
			oat_ep_t pk, pk2;
			oat_fn_t sk;
			oat_ecdsa_sig_t sig;
			if (!strcmp(fl[0], "sigver") && n == 10) {
				/* sigver curve hash msg Qx Qy r s P|F reason */
				size_t mlen;
				unsigned char *msg = unhex_alloc(fl[3], &mlen);
				oat_md_alg md = md_of(fl[2]);
				CHECK(msg && md && point_bytes(q, fl[4], fl[5]));
				CHECK(test_unhex(rs, FNB, fl[6]) == 0 && test_unhex(rs + FNB, FNB, fl[7]) == 0);
				CHECK_EQ_INT(oat_ep_read_bin(pk, q, sizeof(q)), OAT_OK);
				CHECK_EQ_INT(oat_md_hash(md, h, msg, mlen), OAT_OK);
				oat_err e = oat_ecdsa_sig_read_bin(sig, rs, sizeof(rs));
				if (e == OAT_OK) e = oat_ecdsa_verify_digest(pk, h, oat_md_len(md), sig);
				CHECK((e == OAT_OK) == (fl[8][0] == 'P'));
				free(msg);
			} else if (!strcmp(fl[0], "siggen") && n == 10) {
				/* siggen curve hash msg d Qx Qy k r s: the key pair, and the
				 * published signature (of a random k) verifies */
				size_t mlen;
				unsigned char *msg = unhex_alloc(fl[3], &mlen);
				oat_md_alg md = md_of(fl[2]);
				CHECK(msg && md && point_bytes(q, fl[5], fl[6]) && test_unhex(d, FNB, fl[4]) == 0);
				CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, d, FNB), OAT_OK);
				CHECK_EQ_INT(oat_ecdsa_sk_to_pk(pk, sk), OAT_OK);
				CHECK(oat_ep_write_bin(q2, sizeof(q2), pk) == OAT_OK && memcmp(q, q2, sizeof(q)) == 0);
				CHECK(test_unhex(rs, FNB, fl[8]) == 0 && test_unhex(rs + FNB, FNB, fl[9]) == 0);
				CHECK_EQ_INT(oat_ecdsa_sig_read_bin(sig, rs, sizeof(rs)), OAT_OK);
				CHECK_EQ_INT(oat_md_hash(md, h, msg, mlen), OAT_OK);
				CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, h, oat_md_len(md), sig), OAT_OK);
				/* and our own deterministic signature of it verifies too */
				CHECK_EQ_INT(oat_ecdsa_sign_digest(sig, sk, md, h, oat_md_len(md), NULL, 0), OAT_OK);
				CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, h, oat_md_len(md), sig), OAT_OK);
				free(msg);
			} else if (!strcmp(fl[0], "keypair") && n == 5) {
				CHECK(point_bytes(q, fl[3], fl[4]) && test_unhex(d, FNB, fl[2]) == 0);
				CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, d, FNB), OAT_OK);
				CHECK_EQ_INT(oat_ecdsa_sk_to_pk(pk, sk), OAT_OK);
				CHECK(oat_ep_write_bin(q2, sizeof(q2), pk) == OAT_OK && memcmp(q, q2, sizeof(q)) == 0);
			} else if (!strcmp(fl[0], "pkv") && n == 6) {
				/* pkv curve Qx Qy P|F reason: coordinates longer than the
				 * field cannot be encoded at all */
				oat_err e = point_bytes(q, fl[2], fl[3]) ? oat_ep_read_bin(pk, q, sizeof(q)) : OAT_ERR_LENGTH;
				CHECK((e == OAT_OK) == (fl[4][0] == 'P'));
				if (fl[4][0] == 'F' && !strcmp(fl[5], "2")) CHECK_EQ_INT(e, OAT_ERR_NOT_ON_CURVE);
			} else if (!strcmp(fl[0], "cdh") && n == 8) {
				/* cdh curve QCAVSx QCAVSy dIUT QIUTx QIUTy ZIUT */
				unsigned char z[FPB], zw[FPB];
				CHECK(point_bytes(q, fl[2], fl[3]) && point_bytes(q2, fl[5], fl[6]));
				CHECK(test_unhex(d, FNB, fl[4]) == 0 && test_unhex(zw, FPB, fl[7]) == 0);
				CHECK_EQ_INT(oat_ep_read_bin(pk, q, sizeof(q)), OAT_OK);
				CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, d, FNB), OAT_OK);
				CHECK_EQ_INT(oat_ecdsa_sk_to_pk(pk2, sk), OAT_OK);
				unsigned char q3[1 + 2 * FPB];
				CHECK(oat_ep_write_bin(q3, sizeof(q3), pk2) == OAT_OK && memcmp(q3, q2, sizeof(q2)) == 0);
				CHECK_EQ_INT(oat_ecdh(z, sizeof(z), sk, pk), OAT_OK);
				CHECK(memcmp(z, zw, FPB) == 0);
			} else {
				continue;
			}
			count[fi]++;
		}
		free(line);
		fclose(f);
	}
	printf("CAVP: SigVer %d, SigGen %d, KeyPair %d, PKV %d, CDH %d\n", count[0], count[1], count[2], count[3],
		count[4]);
	CHECK(count[0] > 0 && count[1] > 0 && count[2] > 0 && count[3] > 0 && count[4] > 0);
}

/* ---- properties -------------------------------------------------------------- */
static void test_keys(void) {
	oat_fn_t sk, sk2;
	oat_ep_t pk, pk2, q;
	unsigned char seed[40], b[FNB];
	/* keygen from a source: pk = sk G, sk != 0; the same source state gives
	 * the same key */
	for (int i = 0; i < 4; i++) {
		test_rng g = RNG;
		CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, test_rand, &RNG), OAT_OK);
		CHECK(!oat_fn_is_zero(sk));
		oat_ep_mul_gen(q, sk);
		CHECK(oat_ep_equal(q, pk) && oat_ep_is_valid(pk) && !oat_ep_is_infty(pk));
		CHECK_EQ_INT(oat_ecdh_keygen(sk2, pk2, test_rand, &g), OAT_OK);
		CHECK(oat_fn_equal(sk, sk2) && oat_ep_equal(pk, pk2));
	}
	CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, NULL, NULL), OAT_OK);   /* the OS source */
	CHECK(!oat_fn_is_zero(sk));
	CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(oat_fn_is_zero(sk) && oat_ep_is_infty(pk));
	CHECK_EQ_INT(oat_ecdsa_keygen(NULL, pk, NULL, NULL), OAT_ERR_ARGUMENT);
	/* a source of all ones never gives a candidate below n - 1 on curves whose
	 * n is close to 2^bits: reported, not looped on forever */
	/* from a seed: deterministic, different seeds differ, at least 32 bytes */
	test_rand(&RNG, seed, sizeof(seed));
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk, pk, seed, 32), OAT_OK);
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk2, pk2, seed, 32), OAT_OK);
	CHECK(oat_fn_equal(sk, sk2) && oat_ep_equal(pk, pk2));
	oat_ep_mul_gen(q, sk);
	CHECK(oat_ep_equal(q, pk));
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk2, pk2, seed, 33), OAT_OK);
	CHECK(!oat_fn_equal(sk, sk2));
	seed[0] ^= 1;
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk2, pk2, seed, 32), OAT_OK);
	CHECK(!oat_fn_equal(sk, sk2));
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk2, pk2, seed, 31), OAT_ERR_LENGTH);
	CHECK(oat_fn_is_zero(sk2) && oat_ep_is_infty(pk2));
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk2, pk2, NULL, 32), OAT_ERR_ARGUMENT);
	/* secret-key decoding */
	memset(b, 0, sizeof(b));
	oat_fn_set_dig(sk, 7);
	CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, b, FNB), OAT_ERR_ZERO);
	CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, b, FNB - 1), OAT_ERR_LENGTH);
	CHECK(oat_fn_is_zero(sk));
	memset(b, 0xff, sizeof(b));
	CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, b, FNB), OAT_ERR_NOT_CANONICAL);
	CHECK(oat_fn_is_zero(sk));
	b[FNB - 1] = 1;
	memset(b, 0, FNB - 1);
	CHECK_EQ_INT(oat_ecdsa_sk_read_bin(sk, b, FNB), OAT_OK);
	/* sk_to_pk of 0 */
	oat_fn_zero(sk);
	oat_ep_get_gen(pk);
	CHECK_EQ_INT(oat_ecdsa_sk_to_pk(pk, sk), OAT_ERR_ZERO);
	CHECK(oat_ep_is_infty(pk));
}

/* n - 1 and n as FNB big-endian bytes (from the published n). */
static void order_bytes(unsigned char nm1[FNB], unsigned char n[FNB]) {
	CHECK(test_unhex(n, FNB, &TEST_R_HEX[strlen(TEST_R_HEX) - 2 * FNB]) == 0);
	memcpy(nm1, n, FNB);
	nm1[FNB - 1]--;            /* n is odd: no borrow */
}

static void test_sign_verify(void) {
	unsigned char msg[100], raw[2 * FNB], der[OAT_ECDSA_DER_MAX_BYTES], raw2[2 * FNB];
	oat_fn_t sk, sk2;
	oat_ep_t pk, pk2;
	oat_ecdsa_sig_t sig, s2, s3;
	size_t dlen;
	int maxder = 0, sawlow = 0, sawhigh = 0;
	for (int i = 0; i < N_ROUND; i++) {
		size_t len = (size_t)(test_rng_next(&RNG) % sizeof(msg));
		test_rand(&RNG, msg, len);
		CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_keygen(sk2, pk2, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sign(sig, sk, msg, len), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, sig), OAT_OK);
		/* deterministic */
		CHECK_EQ_INT(oat_ecdsa_sign(s2, sk, msg, len), OAT_OK);
		CHECK(oat_fn_equal(s2->r, sig->r) && oat_fn_equal(s2->s, sig->s));
		/* wrong message, key, r, s */
		if (len) {
			msg[0] ^= 0x80;
			CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, sig), OAT_ERR_VERIFY);
			msg[0] ^= 0x80;
		}
		CHECK_EQ_INT(oat_ecdsa_verify(pk2, msg, len, sig), OAT_ERR_VERIFY);
		oat_fn_t one;
		oat_fn_set_dig(one, 1);
		oat_ecdsa_sig_t t;
		oat_fn_copy(t->r, sig->r);
		oat_fn_add(t->s, sig->s, one);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, t), OAT_ERR_VERIFY);
		oat_fn_add(t->r, sig->r, one);
		oat_fn_copy(t->s, sig->s);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, t), OAT_ERR_VERIFY);
		/* (r, -s) also verifies: low-s normalisation is a policy */
		oat_ecdsa_sig_t ns;
		oat_fn_copy(ns->r, sig->r);
		oat_fn_neg(ns->s, sig->s);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, ns), OAT_OK);
		int low = oat_ecdsa_sig_is_low_s(sig);
		sawlow |= low;
		sawhigh |= !low;
		CHECK(oat_ecdsa_sig_is_low_s(ns) == !low);
		oat_fn_copy(t->r, sig->r);
		oat_fn_copy(t->s, sig->s);
		CHECK_EQ_INT(oat_ecdsa_sig_normalize(t), !low);
		CHECK(oat_ecdsa_sig_is_low_s(t));
		CHECK(oat_fn_equal(t->s, low ? sig->s : ns->s));
		CHECK_EQ_INT(oat_ecdsa_sig_normalize(t), 0);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, t), OAT_OK);
		/* hedged: verifies, differs from the deterministic one and from itself */
		CHECK_EQ_INT(oat_ecdsa_sign_hedged(s2, sk, msg, len, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, s2), OAT_OK);
		CHECK(!oat_fn_equal(s2->r, sig->r));
		CHECK_EQ_INT(oat_ecdsa_sign_hedged(s3, sk, msg, len, NULL, NULL), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, len, s3), OAT_OK);
		CHECK(!oat_fn_equal(s2->r, s3->r));
		/* digest API with extra data: deterministic in (key, digest, extra) */
		unsigned char h[OAT_MD_MAX_LEN], extra[16];
		CHECK_EQ_INT(oat_md_hash(OAT_MD_SHA384, h, msg, len), OAT_OK);
		test_rand(&RNG, extra, sizeof(extra));
		CHECK_EQ_INT(oat_ecdsa_sign_digest(s2, sk, OAT_MD_SHA384, h, 48, extra, sizeof(extra)), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sign_digest(s3, sk, OAT_MD_SHA384, h, 48, extra, sizeof(extra)), OAT_OK);
		CHECK(oat_fn_equal(s2->r, s3->r) && oat_fn_equal(s2->s, s3->s));
		CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, h, 48, s2), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sign_digest(s3, sk, OAT_MD_SHA384, h, 48, NULL, 0), OAT_OK);
		CHECK(!oat_fn_equal(s2->r, s3->r));
		/* a digest of any length: 1 byte, 100 bytes */
		CHECK_EQ_INT(oat_ecdsa_sign_digest(s2, sk, OAT_MD_SHA256, msg, 1, NULL, 0), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, msg, 1, s2), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sign_digest(s2, sk, OAT_MD_SHA256, msg, 0, NULL, 0), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, NULL, 0, s2), OAT_OK);
		memset(msg + len, 0x5a, sizeof(msg) - len);
		CHECK_EQ_INT(oat_ecdsa_sign_digest(s2, sk, OAT_MD_SHA512, msg, sizeof(msg), NULL, 0), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, msg, sizeof(msg), s2), OAT_OK);
		/* raw and DER round trips */
		CHECK_EQ_INT(oat_ecdsa_sig_write_bin(raw, sizeof(raw), sig), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(t, raw, sizeof(raw)), OAT_OK);
		CHECK(oat_fn_equal(t->r, sig->r) && oat_fn_equal(t->s, sig->s));
		CHECK_EQ_INT(oat_ecdsa_sig_write_der(der, sizeof(der), &dlen, sig), OAT_OK);
		CHECK(dlen <= OAT_ECDSA_DER_MAX_BYTES);
		if ((int)dlen > maxder) maxder = (int)dlen;
		CHECK_EQ_INT(oat_ecdsa_sig_read_der(t, der, dlen), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sig_write_bin(raw2, sizeof(raw2), t), OAT_OK);
		CHECK(memcmp(raw, raw2, sizeof(raw)) == 0);
		CHECK_EQ_INT(oat_ecdsa_sig_write_der(der, dlen - 1, &dlen, sig), OAT_ERR_LENGTH);
		CHECK(dlen == 0);
	}
	CHECK(sawlow && sawhigh);
	(void)maxder;
	/* the longest DER: r = s = n - 1 (top bit set where n fills its bytes) */
	{
		unsigned char nb[FNB], nm1[FNB], zero[2 * FNB];
		oat_ecdsa_sig_t t;
		order_bytes(nm1, nb);
		memset(zero, 0, sizeof(zero));
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(t, zero, sizeof(zero)), OAT_ERR_ZERO);
		memcpy(raw, nm1, FNB);
		memcpy(raw + FNB, nm1, FNB);
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(sig, raw, sizeof(raw)), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sig_write_der(der, sizeof(der), &dlen, sig), OAT_OK);
		CHECK_EQ_INT((long)dlen, OAT_ECDSA_DER_MAX_BYTES);
		CHECK_EQ_INT(oat_ecdsa_sig_read_der(t, der, dlen), OAT_OK);
		CHECK(oat_fn_equal(t->r, sig->r) && oat_fn_equal(t->s, sig->s));
		if (maxder > OAT_ECDSA_DER_MAX_BYTES) CHECK(0);
	}
}

/* Reads der[0..len) and expects err, with (0, 0) left on failure. */
static void expect_der(const char *what, const unsigned char *der, size_t len, oat_err want) {
	oat_ecdsa_sig_t s;
	oat_fn_set_dig(s->r, 5);
	oat_err e = oat_ecdsa_sig_read_der(s, der, len);
	CHECK_EQ_INT(e, want);
	if (e != want && test_failures <= 20) fprintf(stderr, "  read_der %s: %s\n", what, oat_err_str(e));
	if (want != OAT_OK) CHECK(oat_fn_is_zero(s->r) && oat_fn_is_zero(s->s));
}

/* Builds SEQUENCE { INTEGER r, INTEGER s } from content octets, with the
 * lengths in short form (or 81 xx when the body needs it). */
static size_t der_build(unsigned char *out, const unsigned char *r, size_t rl, const unsigned char *s, size_t sl) {
	size_t body = 4 + rl + sl, o = 0;
	out[o++] = 0x30;
	if (body >= 128) out[o++] = 0x81;
	out[o++] = (unsigned char)body;
	out[o++] = 0x02;
	out[o++] = (unsigned char)rl;
	memcpy(out + o, r, rl);
	o += rl;
	out[o++] = 0x02;
	out[o++] = (unsigned char)sl;
	memcpy(out + o, s, sl);
	return o + sl;
}

static void test_encodings(void) {
	unsigned char d[300], v[FNB + 2], nb[FNB], nm1[FNB];
	size_t len;
	order_bytes(nm1, nb);
	const unsigned char one[1] = { 1 }, seven[1] = { 7 };
	/* a valid one first */
	len = der_build(d, one, 1, seven, 1);
	expect_der("(1, 7)", d, len, OAT_OK);
	/* structure: tags, lengths, trailing bytes, truncation */
	expect_der("empty", d, 0, OAT_ERR_DER);
	expect_der("one byte", d, 1, OAT_ERR_DER);
	for (size_t i = 1; i < len; i++) expect_der("truncated", d, i, OAT_ERR_DER);
	d[len] = 0;
	expect_der("trailing byte", d, len + 1, OAT_ERR_DER);
	d[0] = 0x31;
	expect_der("SET tag", d, len, OAT_ERR_DER);
	d[0] = 0x30;
	d[2] = 0x03;
	expect_der("INTEGER tag of r", d, len, OAT_ERR_DER);
	d[2] = 0x02;
	d[5] = 0x04;
	expect_der("tag of s", d, len, OAT_ERR_DER);
	d[5] = 0x02;
	d[1]++;
	expect_der("sequence length + 1", d, len, OAT_ERR_DER);
	d[1] -= 2;
	expect_der("sequence length - 1", d, len, OAT_ERR_DER);
	d[1]++;
	/* 30 81 06 ...: long form of a short length */
	{
		unsigned char e[16] = { 0x30, 0x81, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x07 };
		expect_der("long-form sequence length", e, 9, OAT_ERR_DER);
		unsigned char g[16] = { 0x30, 0x80, 0x02, 0x01, 0x01, 0x02, 0x01, 0x07, 0x00, 0x00 };
		expect_der("indefinite length", g, 10, OAT_ERR_DER);
		unsigned char h[16] = { 0x30, 0x07, 0x02, 0x81, 0x01, 0x01, 0x02, 0x01, 0x07 };
		expect_der("long-form integer length", h, 9, OAT_ERR_DER);
		unsigned char k[16] = { 0x30, 0x05, 0x02, 0x00, 0x02, 0x01, 0x07 };
		expect_der("empty integer", k, 7, OAT_ERR_DER);
		unsigned char m[16] = { 0x30, 0x03, 0x02, 0x01, 0x01 };
		expect_der("no s", m, 5, OAT_ERR_DER);
		unsigned char q[16] = { 0x30, 0x09, 0x02, 0x01, 0x01, 0x02, 0x01, 0x07, 0x02, 0x01, 0x01 };
		expect_der("three integers", q, 11, OAT_ERR_DER);
		unsigned char w[16] = { 0x30, 0x07, 0x02, 0x01, 0x01, 0x02, 0x05, 0x07, 0x00 };
		expect_der("s length past the end", w, 9, OAT_ERR_DER);
	}
	/* integers: negative, non-minimal */
	{
		const unsigned char neg[1] = { 0x81 }, pad[2] = { 0x00, 0x01 }, pad2[2] = { 0x00, 0x00 }, ff[2] = { 0xff, 0x81 };
		len = der_build(d, neg, 1, seven, 1);
		expect_der("negative r", d, len, OAT_ERR_DER);
		len = der_build(d, seven, 1, ff, 2);
		expect_der("negative s", d, len, OAT_ERR_DER);
		len = der_build(d, pad, 2, seven, 1);
		expect_der("r with a needless 00", d, len, OAT_ERR_DER);
		len = der_build(d, seven, 1, pad2, 2);
		expect_der("s = 00 00", d, len, OAT_ERR_DER);
	}
	/* values: 0, n, n - 1, more bytes than n */
	{
		const unsigned char zero[1] = { 0 };
		len = der_build(d, zero, 1, seven, 1);
		expect_der("r = 0", d, len, OAT_ERR_ZERO);
		len = der_build(d, seven, 1, zero, 1);
		expect_der("s = 0", d, len, OAT_ERR_ZERO);
		size_t vl = 0;
		if (nb[0] & 0x80) v[vl++] = 0;
		memcpy(v + vl, nb, FNB);
		vl += FNB;
		len = der_build(d, v, vl, seven, 1);
		expect_der("r = n", d, len, OAT_ERR_NOT_CANONICAL);
		len = der_build(d, seven, 1, v, vl);
		expect_der("s = n", d, len, OAT_ERR_NOT_CANONICAL);
		memcpy(v + vl - FNB, nm1, FNB);
		len = der_build(d, v, vl, v, vl);
		expect_der("r = s = n - 1", d, len, OAT_OK);
		unsigned char big[FNB + 1];
		big[0] = 0x01;
		memset(big + 1, 0, FNB);
		len = der_build(d, big, sizeof(big), seven, 1);
		expect_der("r = 2^(8 FNB)", d, len, OAT_ERR_NOT_CANONICAL);
		/* a structural error after a bad value is still a DER error */
		len = der_build(d, zero, 1, seven, 1);
		d[len] = 0;
		expect_der("r = 0 and a trailing byte", d, len + 1, OAT_ERR_DER);
	}
	expect_der("NULL", NULL, 8, OAT_ERR_ARGUMENT);
	/* raw */
	{
		unsigned char raw[2 * FNB];
		oat_ecdsa_sig_t s;
		memset(raw, 0, sizeof(raw));
		raw[FNB - 1] = 1;
		raw[2 * FNB - 1] = 2;
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(s, raw, sizeof(raw)), OAT_OK);
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(s, raw, sizeof(raw) - 1), OAT_ERR_LENGTH);
		CHECK(oat_fn_is_zero(s->r) && oat_fn_is_zero(s->s));
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(s, raw, sizeof(raw) + 0 - 2 * FNB + FNB), OAT_ERR_LENGTH);
		memcpy(raw, nb, FNB);
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(s, raw, sizeof(raw)), OAT_ERR_NOT_CANONICAL);
		CHECK(oat_fn_is_zero(s->r) && oat_fn_is_zero(s->s));
		memcpy(raw, nm1, FNB);
		memcpy(raw + FNB, nb, FNB);
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(s, raw, sizeof(raw)), OAT_ERR_NOT_CANONICAL);
		memset(raw + FNB, 0, FNB);
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(s, raw, sizeof(raw)), OAT_ERR_ZERO);
		CHECK(oat_fn_is_zero(s->r) && oat_fn_is_zero(s->s));
		CHECK_EQ_INT(oat_ecdsa_sig_read_bin(s, NULL, sizeof(raw)), OAT_ERR_ARGUMENT);
		memset(raw, 0xaa, sizeof(raw));
		oat_fn_set_dig(s->r, 1);
		oat_fn_set_dig(s->s, 1);
		CHECK_EQ_INT(oat_ecdsa_sig_write_bin(raw, sizeof(raw) - 1, s), OAT_ERR_LENGTH);
		for (size_t i = 0; i + 1 < sizeof(raw); i++) CHECK(raw[i] == 0);
	}
}

/* The error paths of sign, verify and ECDH, with neutral outputs. */
static void test_errors(void) {
	oat_fn_t sk, zero;
	oat_ep_t pk, inf, bad;
	oat_ecdsa_sig_t sig;
	unsigned char msg[8] = "message", h[OAT_MD_MAX_LEN], out[FPB + 1];
	CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, test_rand, &RNG), OAT_OK);
	oat_fn_zero(zero);
	oat_ep_set_infty(inf);
	oat_ep_copy(bad, pk);
	{
		oat_fp_t one;
		oat_fp_set_dig(one, 1);
		oat_fp_add(bad->y, bad->y, one);
	}
	/* sign */
	oat_fn_set_dig(sig->r, 3);
	CHECK_EQ_INT(oat_ecdsa_sign(sig, zero, msg, sizeof(msg)), OAT_ERR_ZERO);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	CHECK_EQ_INT(oat_ecdsa_sign(sig, sk, NULL, 3), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_sign(NULL, sk, msg, 3), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_sign(sig, sk, NULL, 0), OAT_OK);
	CHECK_EQ_INT(oat_ecdsa_verify(pk, NULL, 0, sig), OAT_OK);
	CHECK_EQ_INT(oat_ecdsa_sign_digest(sig, sk, (oat_md_alg)0, h, 32, NULL, 0), OAT_ERR_ARGUMENT);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	CHECK_EQ_INT(oat_ecdsa_sign_digest(sig, sk, OAT_MD_SHA256, NULL, 32, NULL, 0), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_sign_digest(sig, sk, OAT_MD_SHA256, h, 32, NULL, 4), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_sign_hedged(sig, sk, msg, sizeof(msg), test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	/* verify */
	CHECK_EQ_INT(oat_ecdsa_sign(sig, sk, msg, sizeof(msg)), OAT_OK);
	CHECK_EQ_INT(oat_ecdsa_verify(inf, msg, sizeof(msg), sig), OAT_ERR_INFINITY);
	CHECK_EQ_INT(oat_ecdsa_verify(bad, msg, sizeof(msg), sig), OAT_ERR_NOT_ON_CURVE);
	CHECK_EQ_INT(oat_ecdsa_verify(pk, NULL, 4, sig), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_verify(NULL, msg, 4, sig), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, sizeof(msg), NULL), OAT_ERR_ARGUMENT);
	{
		oat_ecdsa_sig_t z;
		oat_fn_copy(z->r, sig->r);
		oat_fn_zero(z->s);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, sizeof(msg), z), OAT_ERR_ZERO);
		oat_fn_zero(z->r);
		oat_fn_copy(z->s, sig->s);
		CHECK_EQ_INT(oat_ecdsa_verify(pk, msg, sizeof(msg), z), OAT_ERR_ZERO);
	}
	/* ECDH: both sides agree; the errors */
	{
		oat_fn_t sk2;
		oat_ep_t pk2;
		unsigned char z1[FPB], z2[FPB];
		CHECK_EQ_INT(oat_ecdh_keygen(sk2, pk2, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_ecdh(z1, sizeof(z1), sk, pk2), OAT_OK);
		CHECK_EQ_INT(oat_ecdh(z2, sizeof(z2), sk2, pk), OAT_OK);
		CHECK(memcmp(z1, z2, sizeof(z1)) == 0);
		/* the secret is x(sk sk2 G) */
		oat_ep_t q;
		unsigned char qb[1 + 2 * FPB];
		oat_ep_mul(q, pk2, sk);
		CHECK(oat_ep_write_bin(qb, sizeof(qb), q) == OAT_OK && memcmp(qb + 1, z1, FPB) == 0);
		memset(out, 0xaa, sizeof(out));
		CHECK_EQ_INT(oat_ecdh(out, FPB, sk, inf), OAT_ERR_INFINITY);
		for (int i = 0; i < FPB; i++) CHECK(out[i] == 0);
		memset(out, 0xaa, sizeof(out));
		CHECK_EQ_INT(oat_ecdh(out, FPB, sk, bad), OAT_ERR_NOT_ON_CURVE);
		for (int i = 0; i < FPB; i++) CHECK(out[i] == 0);
		memset(out, 0xaa, sizeof(out));
		CHECK_EQ_INT(oat_ecdh(out, FPB, zero, pk), OAT_ERR_ZERO);
		for (int i = 0; i < FPB; i++) CHECK(out[i] == 0);
		memset(out, 0xaa, sizeof(out));
		CHECK_EQ_INT(oat_ecdh(out, FPB + 1, sk, pk), OAT_ERR_LENGTH);
		for (int i = 0; i < FPB + 1; i++) CHECK(out[i] == 0);
		CHECK_EQ_INT(oat_ecdh(NULL, FPB, sk, pk), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_ecdh(out, FPB, NULL, pk), OAT_ERR_ARGUMENT);
	}
}

int main(int argc, char **argv) {
	const char *dir = argc > 1 ? argv[1] : "test/vectors";
	test_rng_seed(&RNG, SEED);
	CHECK(oat_md_len(OAT_MD) == OAT_MD_BYTES);
	CHECK(!strcmp(TEST_MD_NAME, OAT_MD == OAT_MD_SHA224 ? "sha224" : OAT_MD == OAT_MD_SHA256 ? "sha256"
		: OAT_MD == OAT_MD_SHA384 ? "sha384" : "sha512"));
	test_rfc6979(dir);
	test_wycheproof_ecdsa(dir);
	test_wycheproof_ecdh(dir);
	test_cavp(dir);
	test_keys();
	test_sign_verify();
	test_encodings();
	test_errors();
	return test_report("test_ecdsa_" OAT_TEST_CURVE);
}
