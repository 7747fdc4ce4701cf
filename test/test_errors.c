/* Every public function that returns an oat_err, walked through its error
 * paths on the curve it is built for (test_errors_<curve>): a NULL for each
 * pointer the function may not take NULL (OAT_ERR_ARGUMENT, no crash), wrong
 * lengths, malformed and out-of-range encodings, a failing random source,
 * out-of-range counts and schemes.  Before each call the output holds
 * garbage; after an error it must hold the neutral value oat/common.h
 * promises (zero, infinity, 1 in GT, zeroed bytes, an empty string).
 * The hashing functions' own paths are test_md's. */
#include "test_common.h"

static test_rng RNG;
static const unsigned char M[4] = { 'o', 'a', 't', '!' };

#define GARBAGE(x) memset((x), 0xA5, sizeof(x))

/* The prime field P (oat_fp, oat_fr, oat_fn, oat_fq) of NB bytes. */
#define PRIME_FIELD(P, T, NB) do { \
	T x, a; \
	unsigned char b[(NB) + 1]; \
	char s[2 * (NB) + 8]; \
	CHECK_EQ_INT(P##_rand(a, test_rand, &RNG), OAT_OK); \
	memset(b, 0, sizeof(b)); \
	CHECK_EQ_INT(P##_read_bin(NULL, b, NB), OAT_ERR_ARGUMENT); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_bin(x, NULL, NB), OAT_ERR_ARGUMENT); CHECK(P##_is_zero(x)); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_bin(x, b, (NB) - 1), OAT_ERR_LENGTH); CHECK(P##_is_zero(x)); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_bin(x, b, (NB) + 1), OAT_ERR_LENGTH); CHECK(P##_is_zero(x)); \
	memset(b, 0xff, sizeof(b)); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_bin(x, b, NB), OAT_ERR_NOT_CANONICAL); CHECK(P##_is_zero(x)); \
	CHECK_EQ_INT(P##_read_bin_wide(NULL, b, 5), OAT_ERR_ARGUMENT); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_bin_wide(x, NULL, 5), OAT_ERR_ARGUMENT); CHECK(P##_is_zero(x)); \
	CHECK_EQ_INT(P##_write_bin(NULL, NB, a), OAT_ERR_ARGUMENT); \
	memset(b, 0xA5, sizeof(b)); \
	CHECK_EQ_INT(P##_write_bin(b, (NB) - 1, a), OAT_ERR_LENGTH); CHECK(test_all_zero(b, (NB) - 1)); \
	memset(b, 0xA5, sizeof(b)); \
	CHECK_EQ_INT(P##_write_bin(b, NB, NULL), OAT_ERR_ARGUMENT); CHECK(test_all_zero(b, NB)); \
	CHECK_EQ_INT(P##_read_str(NULL, "01", 2), OAT_ERR_ARGUMENT); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_str(x, NULL, 2), OAT_ERR_ARGUMENT); CHECK(P##_is_zero(x)); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_str(x, "0g", 2), OAT_ERR_ENCODING); CHECK(P##_is_zero(x)); \
	memset(s, '1', sizeof(s)); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_str(x, s, sizeof(s)), OAT_ERR_LENGTH); CHECK(P##_is_zero(x)); \
	memset(s, 'f', sizeof(s)); \
	GARBAGE(x); CHECK_EQ_INT(P##_read_str(x, s, 2 * (NB)), OAT_ERR_NOT_CANONICAL); CHECK(P##_is_zero(x)); \
	CHECK_EQ_INT(P##_write_str(NULL, sizeof(s), a), OAT_ERR_ARGUMENT); \
	memset(s, 'x', sizeof(s)); \
	CHECK_EQ_INT(P##_write_str(s, 2 * (NB), a), OAT_ERR_LENGTH); CHECK(s[0] == '\0'); \
	memset(s, 'x', sizeof(s)); \
	CHECK_EQ_INT(P##_write_str(s, sizeof(s), NULL), OAT_ERR_ARGUMENT); CHECK(s[0] == '\0'); \
	CHECK_EQ_INT(P##_rand(NULL, test_rand, &RNG), OAT_ERR_ARGUMENT); \
	GARBAGE(x); CHECK_EQ_INT(P##_rand(x, NULL, NULL), OAT_ERR_ARGUMENT); CHECK(P##_is_zero(x)); \
	GARBAGE(x); CHECK_EQ_INT(P##_rand(x, test_rand_fail, NULL), OAT_ERR_RAND); CHECK(P##_is_zero(x)); \
} while (0)

/* A group G (oat_g1, oat_g2, oat_ep, oat_ed) with encodings of NB bytes
 * (the longest) and NP (the shortest). */
#define POINT_IO(G, T, NB, NP, READ) do { \
	T p, a; \
	unsigned char b[(NB) + 1]; \
	CHECK_EQ_INT(G##_rand(a, test_rand, &RNG), OAT_OK); \
	memset(b, 0, sizeof(b)); \
	CHECK_EQ_INT(READ(NULL, b, NP), OAT_ERR_ARGUMENT); \
	GARBAGE(p); CHECK_EQ_INT(READ(p, NULL, NP), OAT_ERR_ARGUMENT); CHECK(G##_is_infty(p)); \
	GARBAGE(p); CHECK_EQ_INT(READ(p, b, 3), OAT_ERR_LENGTH); CHECK(G##_is_infty(p)); \
	memset(b, 0xff, sizeof(b)); \
	GARBAGE(p); CHECK(READ(p, b, NP) != OAT_OK); CHECK(G##_is_infty(p)); \
	GARBAGE(p); CHECK(READ(p, b, NB) != OAT_OK); CHECK(G##_is_infty(p)); \
	CHECK_EQ_INT(G##_write_bin(NULL, NP, a), OAT_ERR_ARGUMENT); \
	memset(b, 0xA5, sizeof(b)); \
	CHECK_EQ_INT(G##_write_bin(b, 3, a), OAT_ERR_LENGTH); CHECK(test_all_zero(b, 3)); \
	memset(b, 0xA5, sizeof(b)); \
	CHECK_EQ_INT(G##_write_bin(b, NP, NULL), OAT_ERR_ARGUMENT); CHECK(test_all_zero(b, NP)); \
} while (0)

#define POINT_RAND(G, T) do { \
	T p; \
	CHECK_EQ_INT(G##_rand(NULL, test_rand, &RNG), OAT_ERR_ARGUMENT); \
	GARBAGE(p); CHECK_EQ_INT(G##_rand(p, NULL, NULL), OAT_ERR_ARGUMENT); CHECK(G##_is_infty(p)); \
	GARBAGE(p); CHECK_EQ_INT(G##_rand(p, test_rand_fail, NULL), OAT_ERR_RAND); CHECK(G##_is_infty(p)); \
} while (0)

#if defined(TEST_NIST)
/* ---- a NIST curve: fields, points, ECDSA, ECDH ---------------------------- */
static void test_curve(void) {
	PRIME_FIELD(oat_fp, oat_fp_t, OAT_FP_BYTES);
	PRIME_FIELD(oat_fn, oat_fn_t, OAT_FN_BYTES);
	POINT_IO(oat_ep, oat_ep_t, OAT_EP_BYTES, OAT_EP_PACK_BYTES, oat_ep_read_bin);
	POINT_RAND(oat_ep, oat_ep_t);
	oat_fn_t sk, z;
	oat_ep_t pk, q;
	oat_ecdsa_sig_t sig;
	unsigned char b[2 * OAT_FN_BYTES + 16], seed[32] = { 1 };
	size_t n = 7;
	CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, test_rand, &RNG), OAT_OK);
	oat_fn_zero(z);
	GARBAGE(pk); CHECK_EQ_INT(oat_ecdsa_keygen(NULL, pk, test_rand, &RNG), OAT_ERR_ARGUMENT);
	CHECK(oat_ep_is_infty(pk));
	GARBAGE(sk); CHECK_EQ_INT(oat_ecdsa_keygen(sk, NULL, test_rand, &RNG), OAT_ERR_ARGUMENT);
	CHECK(oat_fn_is_zero(sk));
	GARBAGE(sk); GARBAGE(pk);
	CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(oat_fn_is_zero(sk) && oat_ep_is_infty(pk));
	GARBAGE(sk); GARBAGE(pk);
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk, pk, seed, 31), OAT_ERR_LENGTH);
	CHECK(oat_fn_is_zero(sk) && oat_ep_is_infty(pk));
	GARBAGE(sk); GARBAGE(pk);
	CHECK_EQ_INT(oat_ecdsa_keygen_seed(sk, pk, NULL, 32), OAT_ERR_ARGUMENT);
	CHECK(oat_fn_is_zero(sk) && oat_ep_is_infty(pk));
	CHECK_EQ_INT(oat_ecdsa_keygen(sk, pk, test_rand, &RNG), OAT_OK);
	GARBAGE(q); CHECK_EQ_INT(oat_ecdsa_sk_to_pk(q, NULL), OAT_ERR_ARGUMENT); CHECK(oat_ep_is_infty(q));
	GARBAGE(q); CHECK_EQ_INT(oat_ecdsa_sk_to_pk(q, z), OAT_ERR_ZERO); CHECK(oat_ep_is_infty(q));
	CHECK_EQ_INT(oat_ecdsa_sk_to_pk(NULL, sk), OAT_ERR_ARGUMENT);
	memset(b, 0, sizeof(b));
	CHECK_EQ_INT(oat_ecdsa_sk_read_bin(NULL, b, OAT_FN_BYTES), OAT_ERR_ARGUMENT);
	GARBAGE(z); CHECK_EQ_INT(oat_ecdsa_sk_read_bin(z, b, OAT_FN_BYTES), OAT_ERR_ZERO);
	CHECK(oat_fn_is_zero(z));
	CHECK_EQ_INT(oat_ecdsa_sign(NULL, sk, M, 4), OAT_ERR_ARGUMENT);
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sign(sig, NULL, M, 4), OAT_ERR_ARGUMENT);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sign(sig, sk, NULL, 4), OAT_ERR_ARGUMENT);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	oat_fn_zero(z);
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sign(sig, z, M, 4), OAT_ERR_ZERO);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sign_hedged(sig, sk, M, 4, test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sign_digest(sig, sk, (oat_md_alg)0, M, 4, NULL, 0), OAT_ERR_ARGUMENT);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	CHECK_EQ_INT(oat_ecdsa_sign(sig, sk, M, 4), OAT_OK);
	CHECK_EQ_INT(oat_ecdsa_verify(NULL, M, 4, sig), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_verify(pk, NULL, 4, sig), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_verify(pk, M, 4, NULL), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_verify_digest(pk, NULL, 4, sig), OAT_ERR_ARGUMENT);
	oat_ep_set_infty(q);
	CHECK_EQ_INT(oat_ecdsa_verify(q, M, 4, sig), OAT_ERR_INFINITY);
	CHECK_EQ_INT(oat_ecdsa_sig_read_bin(NULL, b, 2 * OAT_FN_BYTES), OAT_ERR_ARGUMENT);
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sig_read_bin(sig, b, 2 * OAT_FN_BYTES), OAT_ERR_ZERO);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sig_read_bin(sig, b, 3), OAT_ERR_LENGTH);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	GARBAGE(sig); CHECK_EQ_INT(oat_ecdsa_sig_read_der(sig, b, 8), OAT_ERR_DER);
	CHECK(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
	CHECK_EQ_INT(oat_ecdsa_sig_read_der(NULL, b, 8), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_ecdsa_sign(sig, sk, M, 4), OAT_OK);
	memset(b, 0xA5, sizeof(b));
	CHECK_EQ_INT(oat_ecdsa_sig_write_bin(b, 3, sig), OAT_ERR_LENGTH); CHECK(test_all_zero(b, 3));
	memset(b, 0xA5, sizeof(b));
	CHECK_EQ_INT(oat_ecdsa_sig_write_der(b, 4, &n, sig), OAT_ERR_LENGTH); CHECK(test_all_zero(b, 4) && n == 0);
	n = 7;
	CHECK_EQ_INT(oat_ecdsa_sig_write_der(b, sizeof(b), &n, NULL), OAT_ERR_ARGUMENT); CHECK(n == 0);
	CHECK_EQ_INT(oat_ecdsa_sig_write_der(NULL, sizeof(b), &n, sig), OAT_ERR_ARGUMENT);
	memset(b, 0xA5, sizeof(b));
	CHECK_EQ_INT(oat_ecdh(b, OAT_FP_BYTES, NULL, pk), OAT_ERR_ARGUMENT); CHECK(test_all_zero(b, OAT_FP_BYTES));
	memset(b, 0xA5, sizeof(b));
	CHECK_EQ_INT(oat_ecdh(b, OAT_FP_BYTES, sk, NULL), OAT_ERR_ARGUMENT); CHECK(test_all_zero(b, OAT_FP_BYTES));
	memset(b, 0xA5, sizeof(b));
	CHECK_EQ_INT(oat_ecdh(b, OAT_FP_BYTES, sk, q), OAT_ERR_INFINITY); CHECK(test_all_zero(b, OAT_FP_BYTES));
	CHECK_EQ_INT(oat_ecdh(NULL, OAT_FP_BYTES, sk, pk), OAT_ERR_ARGUMENT);
	GARBAGE(pk); CHECK_EQ_INT(oat_ecdh_keygen(NULL, pk, test_rand, &RNG), OAT_ERR_ARGUMENT);
	CHECK(oat_ep_is_infty(pk));
}

#elif defined(TEST_JUBJUB)
/* ---- Jubjub: fields, points, group hash, RedJubjub ------------------------- */
static void test_curve(void) {
	PRIME_FIELD(oat_fq, oat_fq_t, OAT_FQ_BYTES);
	PRIME_FIELD(oat_fr, oat_fr_t, OAT_FR_BYTES);
	static const unsigned char pers[8] = { 'Z', 'c', 'a', 's', 'h', '_', 'G', '_' };
	oat_fr_t x, a;
	oat_fq_t u;
	oat_ed_t p, g;
	unsigned char b[80], vk[32], sig[64];
	CHECK_EQ_INT(oat_fr_rand(a, test_rand, &RNG), OAT_OK);
	memset(b, 0xff, sizeof(b));
	CHECK_EQ_INT(oat_fr_read_le(NULL, b, 32), OAT_ERR_ARGUMENT);
	GARBAGE(x); CHECK_EQ_INT(oat_fr_read_le(x, b, 32), OAT_ERR_NOT_CANONICAL); CHECK(oat_fr_is_zero(x));
	GARBAGE(x); CHECK_EQ_INT(oat_fr_read_le(x, b, 31), OAT_ERR_LENGTH); CHECK(oat_fr_is_zero(x));
	GARBAGE(x); CHECK_EQ_INT(oat_fr_read_le_wide(x, NULL, 5), OAT_ERR_ARGUMENT); CHECK(oat_fr_is_zero(x));
	GARBAGE(x); CHECK_EQ_INT(oat_fr_read_le_wide(x, b, 200), OAT_ERR_LENGTH); CHECK(oat_fr_is_zero(x));
	CHECK_EQ_INT(oat_fr_read_le_wide(NULL, b, 5), OAT_ERR_ARGUMENT);
	memset(b, 0xA5, sizeof(b));
	CHECK_EQ_INT(oat_fr_write_le(b, 31, a), OAT_ERR_LENGTH); CHECK(test_all_zero(b, 31));
	memset(b, 0xA5, sizeof(b));
	CHECK_EQ_INT(oat_fr_write_le(b, 32, NULL), OAT_ERR_ARGUMENT); CHECK(test_all_zero(b, 32));
	CHECK_EQ_INT(oat_fr_write_le(NULL, 32, a), OAT_ERR_ARGUMENT);
	/* points: the encoding, set_affine, the group hashes */
	oat_ed_get_gen(g);
	{
		unsigned char e[32];
		CHECK_EQ_INT(oat_ed_read_bin(NULL, e, 32), OAT_ERR_ARGUMENT);
		GARBAGE(p); CHECK_EQ_INT(oat_ed_read_bin(p, NULL, 32), OAT_ERR_ARGUMENT); CHECK(oat_ed_is_infty(p));
		GARBAGE(p); CHECK_EQ_INT(oat_ed_read_bin(p, e, 31), OAT_ERR_LENGTH); CHECK(oat_ed_is_infty(p));
		memset(e, 0xff, sizeof(e));
		GARBAGE(p); CHECK(oat_ed_read_bin(p, e, 32) != OAT_OK); CHECK(oat_ed_is_infty(p));
		GARBAGE(p); CHECK(oat_ed_read_bin_pre_zip216(p, e, 32) != OAT_OK); CHECK(oat_ed_is_infty(p));
		CHECK_EQ_INT(oat_ed_read_bin_pre_zip216(NULL, e, 32), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_ed_write_bin(NULL, 32, g), OAT_ERR_ARGUMENT);
		memset(e, 0xA5, sizeof(e));
		CHECK_EQ_INT(oat_ed_write_bin(e, 31, g), OAT_ERR_LENGTH); CHECK(test_all_zero(e, 31));
		memset(e, 0xA5, sizeof(e));
		CHECK_EQ_INT(oat_ed_write_bin(e, 32, NULL), OAT_ERR_ARGUMENT); CHECK(test_all_zero(e, 32));
	}
	oat_fq_set_dig(u, 2);
	CHECK_EQ_INT(oat_ed_set_affine(NULL, u, u), OAT_ERR_ARGUMENT);
	GARBAGE(p); CHECK_EQ_INT(oat_ed_set_affine(p, u, u), OAT_ERR_NOT_ON_CURVE); CHECK(oat_ed_is_infty(p));
	GARBAGE(p); CHECK_EQ_INT(oat_ed_set_affine(p, NULL, u), OAT_ERR_ARGUMENT); CHECK(oat_ed_is_infty(p));
	GARBAGE(p); CHECK_EQ_INT(oat_ed_group_hash(p, NULL, M, 4), OAT_ERR_ARGUMENT); CHECK(oat_ed_is_infty(p));
	GARBAGE(p); CHECK_EQ_INT(oat_ed_group_hash(p, pers, NULL, 4), OAT_ERR_ARGUMENT); CHECK(oat_ed_is_infty(p));
	CHECK_EQ_INT(oat_ed_group_hash(NULL, pers, M, 4), OAT_ERR_ARGUMENT);
	GARBAGE(p); CHECK_EQ_INT(oat_ed_find_group_hash(p, pers, NULL, 4), OAT_ERR_ARGUMENT);
	CHECK(oat_ed_is_infty(p));
	CHECK_EQ_INT(oat_ed_find_group_hash(NULL, pers, M, 4), OAT_ERR_ARGUMENT);
	/* RedJubjub */
	CHECK_EQ_INT(oat_reddsa_keygen(x, vk, 32, OAT_JUBJUB_REDDSA_SPEND_AUTH, test_rand, &RNG), OAT_OK);
	GARBAGE(vk); CHECK_EQ_INT(oat_reddsa_keygen(NULL, vk, 32, OAT_JUBJUB_REDDSA_SPEND_AUTH, test_rand, &RNG),
		OAT_ERR_ARGUMENT);
	CHECK(test_all_zero(vk, 32));
	GARBAGE(a); GARBAGE(vk);
	CHECK_EQ_INT(oat_reddsa_keygen(a, vk, 32, OAT_JUBJUB_REDDSA_SPEND_AUTH, test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(oat_fr_is_zero(a) && test_all_zero(vk, 32));
	GARBAGE(a); GARBAGE(vk);
	CHECK_EQ_INT(oat_reddsa_keygen(a, vk, 32, (oat_reddsa_base)9, test_rand, &RNG), OAT_ERR_ARGUMENT);
	CHECK(oat_fr_is_zero(a) && test_all_zero(vk, 32));
	CHECK_EQ_INT(oat_reddsa_sk_to_vk(vk, 32, x, OAT_JUBJUB_REDDSA_SPEND_AUTH), OAT_OK);
	GARBAGE(b); CHECK_EQ_INT(oat_reddsa_sk_to_vk(b, 32, NULL, OAT_JUBJUB_REDDSA_SPEND_AUTH), OAT_ERR_ARGUMENT);
	CHECK(test_all_zero(b, 32));
	GARBAGE(b); CHECK_EQ_INT(oat_reddsa_sk_to_vk(b, 31, x, OAT_JUBJUB_REDDSA_SPEND_AUTH), OAT_ERR_LENGTH);
	CHECK(test_all_zero(b, 31));
	GARBAGE(b); CHECK_EQ_INT(oat_reddsa_randomize_vk(b, 32, vk, 32, NULL, OAT_JUBJUB_REDDSA_SPEND_AUTH),
		OAT_ERR_ARGUMENT);
	CHECK(test_all_zero(b, 32));
	GARBAGE(b); CHECK_EQ_INT(oat_reddsa_randomize_vk(b, 32, NULL, 32, x, OAT_JUBJUB_REDDSA_SPEND_AUTH),
		OAT_ERR_ARGUMENT);
	CHECK(test_all_zero(b, 32));
	GARBAGE(sig); CHECK_EQ_INT(oat_reddsa_sign(sig, 64, NULL, OAT_JUBJUB_REDDSA_SPEND_AUTH, M, 4, test_rand, &RNG),
		OAT_ERR_ARGUMENT);
	CHECK(test_all_zero(sig, 64));
	GARBAGE(sig); CHECK_EQ_INT(oat_reddsa_sign(sig, 64, x, OAT_JUBJUB_REDDSA_SPEND_AUTH, NULL, 4, test_rand, &RNG),
		OAT_ERR_ARGUMENT);
	CHECK(test_all_zero(sig, 64));
	GARBAGE(sig); CHECK_EQ_INT(oat_reddsa_sign(sig, 64, x, OAT_JUBJUB_REDDSA_SPEND_AUTH, M, 4, test_rand_fail, NULL),
		OAT_ERR_RAND);
	CHECK(test_all_zero(sig, 64));
	GARBAGE(sig); CHECK_EQ_INT(oat_reddsa_sign(sig, 63, x, OAT_JUBJUB_REDDSA_SPEND_AUTH, M, 4, test_rand, &RNG),
		OAT_ERR_LENGTH);
	CHECK(test_all_zero(sig, 63));
	CHECK_EQ_INT(oat_reddsa_sign(sig, 64, x, OAT_JUBJUB_REDDSA_SPEND_AUTH, M, 4, test_rand, &RNG), OAT_OK);
	CHECK_EQ_INT(oat_reddsa_verify(OAT_JUBJUB_REDDSA_SPEND_AUTH, NULL, 32, M, 4, sig, 64), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_reddsa_verify(OAT_JUBJUB_REDDSA_SPEND_AUTH, vk, 32, NULL, 4, sig, 64), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_reddsa_verify(OAT_JUBJUB_REDDSA_SPEND_AUTH, vk, 32, M, 4, NULL, 64), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_reddsa_verify((oat_reddsa_base)9, vk, 32, M, 4, sig, 64), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_reddsa_batch_verify(NULL, 2), OAT_ERR_ARGUMENT);
}

#else
/* ---- a pairing curve: fields, tower, groups, GT, BLS ----------------------- */
static const unsigned char DST[3] = { 'D', 'S', 'T' };

static void test_curve(void) {
	PRIME_FIELD(oat_fp, oat_fp_t, OAT_FP_BYTES);
	PRIME_FIELD(oat_fr, oat_fr_t, OAT_FR_BYTES);
	POINT_IO(oat_g1, oat_g1_t, OAT_G1_BYTES, OAT_G1_PACK_BYTES, oat_g1_read_bin);
	POINT_IO(oat_g2, oat_g2_t, OAT_G2_BYTES, OAT_G2_PACK_BYTES, oat_g2_read_bin);
	POINT_RAND(oat_g1, oat_g1_t);
	POINT_RAND(oat_g2, oat_g2_t);
	/* the tower */
	{
		oat_fp2_t x, a;
		oat_fp6_t y;
		oat_fp12_t z, c;
		unsigned char b[(12 * OAT_FP_BYTES) + 1];
		CHECK_EQ_INT(oat_fp2_rand(a, test_rand, &RNG), OAT_OK);
		CHECK_EQ_INT(oat_fp12_rand(c, test_rand, &RNG), OAT_OK);
		memset(b, 0xff, sizeof(b));
		CHECK_EQ_INT(oat_fp2_read_bin(NULL, b, (2 * OAT_FP_BYTES)), OAT_ERR_ARGUMENT);
		GARBAGE(x); CHECK_EQ_INT(oat_fp2_read_bin(x, NULL, (2 * OAT_FP_BYTES)), OAT_ERR_ARGUMENT);
		CHECK(oat_fp2_is_zero(x));
		GARBAGE(x); CHECK_EQ_INT(oat_fp2_read_bin(x, b, 3), OAT_ERR_LENGTH); CHECK(oat_fp2_is_zero(x));
		GARBAGE(x); CHECK_EQ_INT(oat_fp2_read_bin(x, b, (2 * OAT_FP_BYTES)), OAT_ERR_NOT_CANONICAL);
		CHECK(oat_fp2_is_zero(x));
		memset(b, 0xA5, sizeof(b));
		CHECK_EQ_INT(oat_fp2_write_bin(b, 3, a), OAT_ERR_LENGTH); CHECK(test_all_zero(b, 3));
		memset(b, 0xA5, sizeof(b));
		CHECK_EQ_INT(oat_fp2_write_bin(b, (2 * OAT_FP_BYTES), NULL), OAT_ERR_ARGUMENT);
		CHECK(test_all_zero(b, (2 * OAT_FP_BYTES)));
		CHECK_EQ_INT(oat_fp2_write_bin(NULL, (2 * OAT_FP_BYTES), a), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_fp2_rand(NULL, test_rand, &RNG), OAT_ERR_ARGUMENT);
		GARBAGE(x); CHECK_EQ_INT(oat_fp2_rand(x, test_rand_fail, NULL), OAT_ERR_RAND); CHECK(oat_fp2_is_zero(x));
		CHECK_EQ_INT(oat_fp6_rand(NULL, test_rand, &RNG), OAT_ERR_ARGUMENT);
		GARBAGE(y); CHECK_EQ_INT(oat_fp6_rand(y, test_rand_fail, NULL), OAT_ERR_RAND); CHECK(oat_fp6_is_zero(y));
		CHECK_EQ_INT(oat_fp12_rand(NULL, test_rand, &RNG), OAT_ERR_ARGUMENT);
		GARBAGE(z); CHECK_EQ_INT(oat_fp12_rand(z, test_rand_fail, NULL), OAT_ERR_RAND);
		CHECK(oat_fp12_is_zero(z));
		memset(b, 0xff, sizeof(b));
		CHECK_EQ_INT(oat_fp12_read_bin(NULL, b, (12 * OAT_FP_BYTES)), OAT_ERR_ARGUMENT);
		GARBAGE(z); CHECK_EQ_INT(oat_fp12_read_bin(z, b, 3), OAT_ERR_LENGTH); CHECK(oat_fp12_is_zero(z));
		GARBAGE(z); CHECK_EQ_INT(oat_fp12_read_bin(z, b, (12 * OAT_FP_BYTES)), OAT_ERR_NOT_CANONICAL);
		CHECK(oat_fp12_is_zero(z));
		memset(b, 0xA5, sizeof(b));
		CHECK_EQ_INT(oat_fp12_write_bin(b, (12 * OAT_FP_BYTES), NULL), OAT_ERR_ARGUMENT);
		CHECK(test_all_zero(b, (12 * OAT_FP_BYTES)));
		/* GT: an Fp12 element outside the group */
		oat_gt_t t;
		CHECK_EQ_INT(oat_fp12_write_bin(b, (12 * OAT_FP_BYTES), c), OAT_OK);
		GARBAGE(t); CHECK_EQ_INT(oat_gt_read_bin(t, b, OAT_GT_BYTES), OAT_ERR_NOT_IN_GROUP);
		CHECK(oat_gt_is_unity(t));
		GARBAGE(t); CHECK_EQ_INT(oat_gt_read_bin(t, b, 3), OAT_ERR_LENGTH); CHECK(oat_gt_is_unity(t));
		GARBAGE(t); CHECK_EQ_INT(oat_gt_read_bin(t, NULL, OAT_GT_BYTES), OAT_ERR_ARGUMENT);
		CHECK(oat_gt_is_unity(t));
		CHECK_EQ_INT(oat_gt_read_bin(NULL, b, OAT_GT_BYTES), OAT_ERR_ARGUMENT);
		memset(b, 0xA5, sizeof(b));
		CHECK_EQ_INT(oat_gt_write_bin(b, 3, t), OAT_ERR_LENGTH); CHECK(test_all_zero(b, 3));
		memset(b, 0xA5, sizeof(b));
		CHECK_EQ_INT(oat_gt_write_bin(b, OAT_GT_BYTES, NULL), OAT_ERR_ARGUMENT);
		CHECK(test_all_zero(b, OAT_GT_BYTES));
		/* the compressed form: a coefficient = p, a torus element outside
		 * GT, NULL; a failing random source */
		memset(b, 0xff, OAT_GT_PACK_BYTES);
		GARBAGE(t); CHECK_EQ_INT(oat_gt_read_bin(t, b, OAT_GT_PACK_BYTES), OAT_ERR_NOT_CANONICAL);
		CHECK(oat_gt_is_unity(t));
		memset(b, 0, OAT_GT_PACK_BYTES);
		b[OAT_FP_BYTES - 1] = 1;
		GARBAGE(t); CHECK_EQ_INT(oat_gt_read_bin(t, b, OAT_GT_PACK_BYTES), OAT_ERR_NOT_IN_GROUP);
		CHECK(oat_gt_is_unity(t));
		GARBAGE(t); CHECK_EQ_INT(oat_gt_read_bin(t, NULL, OAT_GT_PACK_BYTES), OAT_ERR_ARGUMENT);
		CHECK(oat_gt_is_unity(t));
		memset(b, 0xA5, sizeof(b));
		CHECK_EQ_INT(oat_gt_write_bin(b, OAT_GT_PACK_BYTES, NULL), OAT_ERR_ARGUMENT);
		CHECK(test_all_zero(b, OAT_GT_PACK_BYTES));
		CHECK_EQ_INT(oat_gt_rand(NULL, test_rand, &RNG), OAT_ERR_ARGUMENT);
		GARBAGE(t); CHECK_EQ_INT(oat_gt_rand(t, NULL, NULL), OAT_ERR_ARGUMENT); CHECK(oat_gt_is_unity(t));
		GARBAGE(t); CHECK_EQ_INT(oat_gt_rand(t, test_rand_fail, NULL), OAT_ERR_RAND); CHECK(oat_gt_is_unity(t));
	}
	/* hashing to the groups */
	{
		oat_g1_t p;
		oat_g2_t q;
		CHECK_EQ_INT(oat_g1_map(NULL, M, 4, DST, 3), OAT_ERR_ARGUMENT);
		GARBAGE(p); CHECK_EQ_INT(oat_g1_map(p, NULL, 4, DST, 3), OAT_ERR_ARGUMENT); CHECK(oat_g1_is_infty(p));
		GARBAGE(p); CHECK_EQ_INT(oat_g1_map(p, M, 4, NULL, 3), OAT_ERR_ARGUMENT); CHECK(oat_g1_is_infty(p));
		GARBAGE(p); CHECK_EQ_INT(oat_g1_encode(p, NULL, 4, DST, 3), OAT_ERR_ARGUMENT);
		CHECK(oat_g1_is_infty(p));
		CHECK_EQ_INT(oat_g1_encode(NULL, M, 4, DST, 3), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_g2_map(NULL, M, 4, DST, 3), OAT_ERR_ARGUMENT);
		GARBAGE(q); CHECK_EQ_INT(oat_g2_map(q, M, 4, NULL, 3), OAT_ERR_ARGUMENT); CHECK(oat_g2_is_infty(q));
		GARBAGE(q); CHECK_EQ_INT(oat_g2_encode(q, NULL, 4, DST, 3), OAT_ERR_ARGUMENT);
		CHECK(oat_g2_is_infty(q));
		CHECK_EQ_INT(oat_g2_encode(NULL, M, 4, DST, 3), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_g1_map_vartime(NULL, M, 4, DST, 3), OAT_ERR_ARGUMENT);
		GARBAGE(p); CHECK_EQ_INT(oat_g1_map_vartime(p, NULL, 4, DST, 3), OAT_ERR_ARGUMENT);
		CHECK(oat_g1_is_infty(p));
		GARBAGE(p); CHECK_EQ_INT(oat_g1_map_vartime(p, M, 4, DST, 0), OAT_ERR_LENGTH); CHECK(oat_g1_is_infty(p));
		CHECK_EQ_INT(oat_g2_map_vartime(NULL, M, 4, DST, 3), OAT_ERR_ARGUMENT);
		GARBAGE(q); CHECK_EQ_INT(oat_g2_map_vartime(q, M, 4, NULL, 3), OAT_ERR_ARGUMENT);
		CHECK(oat_g2_is_infty(q));
	}
	/* BLS */
	{
		unsigned char ikm[32] = { 7 };
		oat_fr_t sk, z;
		oat_bls_pk_t pk[2], apk;
		oat_bls_sig_t sig[2], s;
		const unsigned char *m[2] = { M, M + 1 };
		size_t l[2] = { 3, 3 };
		CHECK_EQ_INT(oat_bls_keygen(NULL, ikm, 32, NULL, 0), OAT_ERR_ARGUMENT);
		GARBAGE(z); CHECK_EQ_INT(oat_bls_keygen(z, NULL, 32, NULL, 0), OAT_ERR_ARGUMENT);
		CHECK(oat_fr_is_zero(z));
		GARBAGE(z); CHECK_EQ_INT(oat_bls_keygen(z, ikm, 31, NULL, 0), OAT_ERR_LENGTH); CHECK(oat_fr_is_zero(z));
		GARBAGE(z); CHECK_EQ_INT(oat_bls_keygen(z, ikm, 32, NULL, 3), OAT_ERR_ARGUMENT); CHECK(oat_fr_is_zero(z));
		CHECK_EQ_INT(oat_bls_keygen(sk, ikm, 32, NULL, 0), OAT_OK);
		oat_bls_sk_to_pk(pk[0], sk);
		oat_bls_sk_to_pk(pk[1], sk);
		CHECK_EQ_INT(oat_bls_sign(sig[0], sk, m[0], 3), OAT_OK);
		CHECK_EQ_INT(oat_bls_sign(sig[1], sk, m[1], 3), OAT_OK);
		oat_fr_zero(z);
		CHECK_EQ_INT(oat_bls_sign(NULL, sk, M, 4), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_sign_scheme(NULL, sk, M, 4, (oat_bls_scheme)7), OAT_ERR_ARGUMENT);
		GARBAGE(s); CHECK_EQ_INT(oat_bls_sign(s, NULL, M, 4), OAT_ERR_ARGUMENT); CHECK(OAT_BLS_SIG(is_infty)(s));
		GARBAGE(s); CHECK_EQ_INT(oat_bls_sign(s, sk, NULL, 4), OAT_ERR_ARGUMENT); CHECK(OAT_BLS_SIG(is_infty)(s));
		GARBAGE(s); CHECK_EQ_INT(oat_bls_sign(s, z, M, 4), OAT_ERR_ZERO); CHECK(OAT_BLS_SIG(is_infty)(s));
		GARBAGE(s); CHECK_EQ_INT(oat_bls_sign_scheme(s, sk, M, 4, (oat_bls_scheme)7), OAT_ERR_ARGUMENT);
		CHECK(OAT_BLS_SIG(is_infty)(s));
		CHECK_EQ_INT(oat_bls_pop_prove(NULL, sk), OAT_ERR_ARGUMENT);
		GARBAGE(s); CHECK_EQ_INT(oat_bls_pop_prove(s, NULL), OAT_ERR_ARGUMENT); CHECK(OAT_BLS_SIG(is_infty)(s));
		GARBAGE(s); CHECK_EQ_INT(oat_bls_pop_prove(s, z), OAT_ERR_ZERO); CHECK(OAT_BLS_SIG(is_infty)(s));
		CHECK_EQ_INT(oat_bls_pop_verify(NULL, sig[0]), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_pop_verify(pk[0], NULL), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_verify(NULL, m[0], 3, sig[0]), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_verify(pk[0], NULL, 3, sig[0]), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_verify(pk[0], m[0], 3, NULL), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_verify_scheme(pk[0], m[0], 3, sig[0], (oat_bls_scheme)7), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_aggregate(NULL, (const oat_bls_sig_t *)sig, 2), OAT_ERR_ARGUMENT);
		GARBAGE(s); CHECK_EQ_INT(oat_bls_aggregate(s, NULL, 2), OAT_ERR_ARGUMENT); CHECK(OAT_BLS_SIG(is_infty)(s));
		GARBAGE(s); CHECK_EQ_INT(oat_bls_aggregate(s, (const oat_bls_sig_t *)sig, 0), OAT_ERR_ARGUMENT);
		CHECK(OAT_BLS_SIG(is_infty)(s));
		CHECK_EQ_INT(oat_bls_aggregate(s, (const oat_bls_sig_t *)sig, 2), OAT_OK);
		CHECK_EQ_INT(oat_bls_aggregate_verify(NULL, m, l, 2, s), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_aggregate_verify((const oat_bls_pk_t *)pk, NULL, l, 2, s), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_aggregate_verify((const oat_bls_pk_t *)pk, m, NULL, 2, s), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_aggregate_verify((const oat_bls_pk_t *)pk, m, l, 2, NULL), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_aggregate_verify((const oat_bls_pk_t *)pk, m, l, 0, s), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_aggregate_verify_scheme((const oat_bls_pk_t *)pk, m, l, 2, s, (oat_bls_scheme)7),
			OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_fast_aggregate_verify(NULL, 2, M, 4, s), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_fast_aggregate_verify((const oat_bls_pk_t *)pk, 0, M, 4, s), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_fast_aggregate_verify((const oat_bls_pk_t *)pk, 2, NULL, 4, s), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_fast_aggregate_verify((const oat_bls_pk_t *)pk, 2, M, 4, NULL), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_aggregate_pks(NULL, (const oat_bls_pk_t *)pk, 2), OAT_ERR_ARGUMENT);
		GARBAGE(apk); CHECK_EQ_INT(oat_bls_aggregate_pks(apk, NULL, 2), OAT_ERR_ARGUMENT);
		CHECK(OAT_BLS_PK(is_infty)(apk));
		GARBAGE(apk); CHECK_EQ_INT(oat_bls_aggregate_pks(apk, (const oat_bls_pk_t *)pk, 0), OAT_ERR_ARGUMENT);
		CHECK(OAT_BLS_PK(is_infty)(apk));
		CHECK_EQ_INT(oat_bls_batch_verify(NULL, m, l, (const oat_bls_sig_t *)sig, 2, OAT_BLS_BASIC),
			OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, NULL, l, (const oat_bls_sig_t *)sig, 2,
			OAT_BLS_BASIC), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, NULL, (const oat_bls_sig_t *)sig, 2,
			OAT_BLS_BASIC), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, NULL, 2, OAT_BLS_BASIC),
			OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_bls_batch_verify((const oat_bls_pk_t *)pk, m, l, (const oat_bls_sig_t *)sig, 2,
			OAT_BLS_BASIC), OAT_OK);
	}
}
#endif

/* The diagnostics every build has: the configuration printout and the
 * operation counters (zeros outside the counting build). */
static void test_diagnostics(void) {
	char buf[4096];
	FILE *f = tmpfile();
	CHECK(f != NULL);
	if (f) {
		oat_config_print(f);
		rewind(f);
		size_t n = fread(buf, 1, sizeof(buf) - 1, f);
		buf[n] = '\0';
		fclose(f);
		CHECK(strstr(buf, "curves:") != NULL && strstr(buf, OAT_TEST_CURVE) != NULL);
		CHECK(strstr(buf, OAT_ARITH) != NULL);
	}
	CHECK_EQ_INT(oat_count_enabled(), OAT_COUNT_ENABLED);
	oat_counts c;
	memset(&c, 0xA5, sizeof(c));
	oat_count_reset();
	oat_count_get(&c);
	CHECK(c.fp_mul == 0 && c.fp_add == 0 && c.fp2_mul == 0 && c.fp_inv == 0);
}

int main(void) {
	test_rng_seed(&RNG, 0x6f61742d65727273ULL);
	test_diagnostics();
	test_curve();
	return test_report("test_errors_" OAT_TEST_CURVE);
}
