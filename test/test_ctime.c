/* Constant-time test, after libsecp256k1's ctime_tests.c: the secrets are
 * marked undefined for valgrind's memcheck (VALGRIND_MAKE_MEM_UNDEFINED) and
 * the secret-dependent paths run; memcheck then reports every conditional
 * branch and every memory index that depends on a secret.  Run it as
 *   valgrind --error-exitcode=42 test_ctime
 * (CTest does, in the build configured with -DOAT_CTIME=ON, once per curve:
 * test_ctime_<curve>).  Results are declassified before they are compared,
 * as a caller would. */
#include "test_common.h"
#include <valgrind/memcheck.h>

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

int main(int argc, char **argv) {
	test_rng rng;
	/* --control: a deliberate leak, so CTest can see the harness report one */
	int control = argc > 1 && !strcmp(argv[1], "--control");
	test_rng_seed(&rng, 0x6374696d65ULL);
	unsigned char ikm[32], msg[40], e[32];
	oat_fp_t a, b;
	oat_fp2_t a2;
	oat_fr_t k;
	oat_g1_t p, q;
	oat_g2_t s, t;
	oat_gt_t g, h;
	int ok = 1;

	test_rand(&rng, ikm, sizeof(ikm));
	test_rand(&rng, msg, sizeof(msg));
	test_rand(&rng, e, sizeof(e));
	ok &= oat_fp_rand(a, test_rand, &rng) == OAT_OK;
	ok &= oat_fp2_rand(a2, test_rand, &rng) == OAT_OK;
	ok &= oat_fr_rand(k, test_rand, &rng) == OAT_OK;
	ok &= oat_g1_rand(p, test_rand, &rng) == OAT_OK;
	ok &= oat_g2_rand(s, test_rand, &rng) == OAT_OK;
	oat_gt_get_gen(g);

	/* Fp: inversion, exponentiation, square root, Legendre symbol */
	SECRET(a, sizeof(a));
	SECRET(e, sizeof(e));
	oat_fp_inv(b, a);
	if (control) oat_fp_inv_vartime(b, a);
	oat_fp_exp(b, a, e, sizeof(e));
	int sq = oat_fp_sqrt(b, a);
	sq ^= oat_fp_is_square(a);
	PUBLIC(&sq, sizeof(sq));
	PUBLIC(a, sizeof(a));
	SECRET(a2, sizeof(a2));
	oat_fp2_inv(a2, a2);
	sq = oat_fp2_sqrt(a2, a2);
	PUBLIC(&sq, sizeof(sq));
	PUBLIC(a2, sizeof(a2));

	/* Fr: square root; batch inversions in Fp and Fr */
	{
		oat_fp_t fa[3], fi[3];
		oat_fr_t ra[3], ri[3];
		for (int i = 0; i < 3; i++) {
			ok &= oat_fp_rand(fa[i], test_rand, &rng) == OAT_OK;
			ok &= oat_fr_rand(ra[i], test_rand, &rng) == OAT_OK;
		}
		oat_fr_zero(ra[1]);                     /* a zero among them */
		SECRET(fa, sizeof(fa));
		SECRET(ra, sizeof(ra));
		oat_fp_inv_sim(fi, (const oat_fp_t *)fa, 3);
		oat_fr_inv_sim(ri, (const oat_fr_t *)ra, 3);
		sq = oat_fr_sqrt(ri[0], ra[0]);
		PUBLIC(&sq, sizeof(sq));
		PUBLIC(fi, sizeof(fi));
		PUBLIC(ri, sizeof(ri));
	}

	/* scalar multiplications and exponentiation with a secret scalar, and a
	 * secret point / element too */
	SECRET(k, sizeof(k));
	SECRET(p, sizeof(p));
	SECRET(s, sizeof(s));
	SECRET(g, sizeof(g));
	oat_g1_mul(q, p, k);
	oat_g1_mul_gen(q, k);
	oat_g2_mul(t, s, k);
	oat_g2_mul_gen(t, k);
	oat_g1_mul_sim(q, p, k, q, k);
	oat_g2_mul_sim(t, s, k, t, k);
	{
		/* the constant-time multi-scalar multiplication: secret scalars
		 * and points, more than one chunk */
		oat_g1_t pv[5];
		oat_g2_t sv[5];
		oat_fr_t kv[5];
		for (int i = 0; i < 5; i++) {
			oat_g1_copy(pv[i], p);
			oat_g2_copy(sv[i], s);
			oat_fr_copy(kv[i], k);
		}
		oat_err me = oat_g1_msm(q, (const oat_g1_t *)pv, (const oat_fr_t *)kv, 5);
		me |= oat_g2_msm(t, (const oat_g2_t *)sv, (const oat_fr_t *)kv, 5);
		PUBLIC(&me, sizeof(me));
	}
	oat_gt_exp(h, g, k);
	/* RELIC's other forms: one-digit scalars, k G + l P, the caller's
	 * fixed-base tables of a secret point, a^k b^l, the compressed GT form */
	{
		static oat_g1_pre_t t1;
		static oat_g2_pre_t t2;
		unsigned char gz[OAT_GT_PACK_BYTES];
		oat_g1_mul_dig(q, p, k->d[0]);
		oat_g2_mul_dig(t, s, k->d[0]);
		oat_g1_mul_sim_gen(q, k, p, k);
		oat_g2_mul_sim_gen(t, k, s, k);
		oat_g1_mul_pre(t1, p);
		oat_g1_mul_fix(q, t1, k);
		oat_g2_mul_pre(t2, s);
		oat_g2_mul_fix(t, t2, k);
		oat_gt_exp_sim(h, g, k, h, k);
		oat_gt_exp_dig(h, g, k->d[0]);
		oat_gt_exp_gen(h, k);
		oat_err ge = oat_gt_write_bin(gz, sizeof(gz), g);
		PUBLIC(&ge, sizeof(ge));
		PUBLIC(t1, sizeof(t1));
		PUBLIC(t2, sizeof(t2));
		PUBLIC(gz, sizeof(gz));
	}
	oat_fr_inv(k, k);
	/* a pairing of secret points (identity-based encryption keys), also
	 * with z = 1 (the affine path that skips the inversion) */
	oat_pc_map(h, p, s);
	{
		oat_g1_t pa;
		oat_g2_t sa;
		oat_g1_norm(pa, p);
		oat_g2_norm(sa, s);
		oat_pc_map(h, pa, sa);
		oat_pc_map(h, pa, s);
	}
	PUBLIC(p, sizeof(p));
	PUBLIC(s, sizeof(s));
	PUBLIC(g, sizeof(g));
	PUBLIC(h, sizeof(h));

	/* hashing a secret message to G1 and G2 */
	static const unsigned char dst[] = "OAT-CTIME-TEST";
	SECRET(msg, sizeof(msg));
	ok &= oat_g1_map(q, msg, sizeof(msg), dst, sizeof(dst) - 1) == OAT_OK;
	ok &= oat_g2_map(t, msg, sizeof(msg), dst, sizeof(dst) - 1) == OAT_OK;

	/* BLAKE2b and BLAKE2s keyed with a secret key, personalised, on a
	 * secret message */
	{
		unsigned char mac[64];
		static const unsigned char pers[16] = { 'Z', 'c', 'a', 's', 'h', '_', 'R', 'e', 'd',
			'J', 'u', 'b', 'j', 'u', 'b', 'H' };
		oat_blake2b_ctx cb;
		oat_blake2s_ctx cs;
		SECRET(ikm, sizeof(ikm));
		ok &= oat_blake2b(mac, 64, ikm, sizeof(ikm), msg, sizeof(msg)) == OAT_OK;
		ok &= oat_blake2s(mac, 32, ikm, sizeof(ikm), msg, sizeof(msg)) == OAT_OK;
		ok &= oat_blake2b_init(&cb, 64, NULL, 0, NULL, pers) == OAT_OK;
		oat_blake2b_update(&cb, msg, sizeof(msg));
		oat_blake2b_final(mac, &cb);
		ok &= oat_blake2s_init(&cs, 32, ikm, 16, pers, pers) == OAT_OK;
		oat_blake2s_update(&cs, msg, 7);
		oat_blake2s_update(&cs, msg + 7, sizeof(msg) - 7);
		oat_blake2s_final(mac, &cs);
		PUBLIC(mac, sizeof(mac));
	}
	PUBLIC(msg, sizeof(msg));

	/* BLS: key generation from secret input keying material, signing */
	oat_fr_t sk;
	oat_bls_sig_t sig;
	oat_bls_pk_t pk;
	SECRET(ikm, sizeof(ikm));
	ok &= oat_bls_keygen(sk, ikm, sizeof(ikm), NULL, 0) == OAT_OK;
	ok &= oat_bls_sign(sig, sk, msg, sizeof(msg)) == OAT_OK;
	oat_bls_sk_to_pk(pk, sk);
	/* the secret key through its byte and hex encodings and back */
	{
		unsigned char kb[OAT_FR_BYTES];
		char kh[2 * OAT_FR_BYTES + 3];
		oat_fr_t k2;
		ok &= oat_fr_write_bin(kb, sizeof(kb), sk) == OAT_OK;
		ok &= oat_fr_read_bin(k2, kb, sizeof(kb)) == OAT_OK;
		ok &= oat_fr_write_str(kh + 2, sizeof(kh) - 2, k2) == OAT_OK;
		ok &= oat_fr_read_str(k2, kh + 2, 2 * OAT_FR_BYTES) == OAT_OK;
		kh[0] = '0';
		kh[1] = 'x';
		ok &= oat_fr_read_str(k2, kh, 2 * OAT_FR_BYTES + 2) == OAT_OK;
		int eq = oat_fr_equal(k2, sk);
		PUBLIC(&eq, sizeof(eq));
		CHECK(eq);
		/* upper-case digits read the same (the string made public to change
		 * its case, then secret again) */
		PUBLIC(kh, sizeof(kh));
		for (int i = 2; i < 2 * OAT_FR_BYTES + 2; i++)
			if (kh[i] >= 'a') kh[i] = (char)(kh[i] - 'a' + 'A');
		SECRET(kh, sizeof(kh));
		ok &= oat_fr_read_str(k2, kh, 2 * OAT_FR_BYTES + 2) == OAT_OK;
		eq = oat_fr_equal(k2, sk);
		PUBLIC(&eq, sizeof(eq));
		CHECK(eq);
	}
	/* the POP scheme: a proof of possession, a signature with its DST */
	{
		oat_bls_sig_t pop, s2;
		ok &= oat_bls_pop_prove(pop, sk) == OAT_OK;
		ok &= oat_bls_sign_scheme(s2, sk, msg, sizeof(msg), OAT_BLS_POP) == OAT_OK;
		PUBLIC(pop, sizeof(pop));
		PUBLIC(s2, sizeof(s2));
	}
	/* HMAC, HKDF and expand_message_xmd over a secret key and message */
	{
		unsigned char prk[OAT_MD_LEN], okm[80], mac[64];
		static const unsigned char salt[] = "salt", info[] = "info";
		SECRET(ikm, sizeof(ikm));
		SECRET(msg, sizeof(msg));
		ok &= oat_hmac(OAT_MD_SHA256, mac, ikm, sizeof(ikm), msg, sizeof(msg)) == OAT_OK;
		ok &= oat_hmac(OAT_MD_SHA512, mac, ikm, sizeof(ikm), msg, sizeof(msg)) == OAT_OK;
		oat_md_hkdf_extract(prk, salt, sizeof(salt) - 1, ikm, sizeof(ikm));
		ok &= oat_md_hkdf_expand(okm, sizeof(okm), prk, info, sizeof(info) - 1) == OAT_OK;
		ok &= oat_md_xmd(okm, sizeof(okm), msg, sizeof(msg), dst, sizeof(dst) - 1) == OAT_OK;
		PUBLIC(prk, sizeof(prk));
		PUBLIC(okm, sizeof(okm));
		PUBLIC(mac, sizeof(mac));
		PUBLIC(msg, sizeof(msg));
	}
	/* a multi-pairing of secret points, and GT arithmetic on secret values */
	{
		oat_g1_t pv[2];
		oat_g2_t qv[2];
		oat_gt_t x, y;
		oat_g1_copy(pv[0], p);
		oat_g2_copy(qv[0], s);
		ok &= oat_g1_rand(pv[1], test_rand, &rng) == OAT_OK;
		ok &= oat_g2_rand(qv[1], test_rand, &rng) == OAT_OK;
		SECRET(pv, sizeof(pv));
		SECRET(qv, sizeof(qv));
		oat_pc_map_sim(x, (const oat_g1_t *)pv, (const oat_g2_t *)qv, 2);
		oat_gt_mul(y, x, x);
		oat_gt_sqr(y, y);
		oat_gt_inv(y, y);
		oat_gt_exp(y, y, sk);
		int eq = oat_gt_equal(x, y);
		PUBLIC(&eq, sizeof(eq));
		PUBLIC(x, sizeof(x));
		PUBLIC(y, sizeof(y));
	}
	PUBLIC(sig, sizeof(sig));
	PUBLIC(pk, sizeof(pk));
	PUBLIC(&ok, sizeof(ok));
	/* the declassified results are right */
	CHECK(ok);
	CHECK_EQ_INT(oat_bls_verify(pk, msg, sizeof(msg), sig), OAT_OK);
	return test_report("test_ctime_" OAT_TEST_CURVE);
}
