/* Constant-time test of a NIST curve (test_ctime_<curve>), as test_ctime.c
 * for the pairing curves (libsecp256k1's ctime_tests.c): the secrets are
 * marked undefined for valgrind's memcheck and the secret paths run; memcheck
 * reports every conditional branch and every memory index that depends on a
 * secret.  Covered: field inversion, exponentiation and square root in Fp
 * and Fn; the scalar multiplications with a secret scalar (and point); ECDSA
 * key generation (from a source whose output is secret, and from a secret
 * seed), the public key of a secret key, signing (deterministic, hedged, on
 * a digest with extra data), and ECDH.  Results are declassified before
 * they are compared, as a caller would. */
#include "test_common.h"
#include <valgrind/memcheck.h>

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

/* A random source whose output is secret. */
static int secret_rand(void *ctx, unsigned char *buf, size_t len) {
	int r = test_rand(ctx, buf, len);
	SECRET(buf, len);
	return r;
}

int main(int argc, char **argv) {
	test_rng rng;
	int control = argc > 1 && !strcmp(argv[1], "--control");
	test_rng_seed(&rng, 0x6374696d656eULL);
	unsigned char seed[32], msg[40], e[32], out[OAT_ECDH_BYTES], dig[OAT_MD_BYTES];
	oat_fp_t a, b;
	oat_fn_t k, l, sk, sk2;
	oat_ep_t p, q, pk, pk2;
	oat_ecdsa_sig_t sig;
	int ok = 1;

	test_rand(&rng, seed, sizeof(seed));
	test_rand(&rng, msg, sizeof(msg));
	test_rand(&rng, e, sizeof(e));
	test_rand(&rng, dig, sizeof(dig));
	ok &= oat_fp_rand(a, test_rand, &rng) == OAT_OK;
	ok &= oat_fn_rand(k, test_rand, &rng) == OAT_OK;
	ok &= oat_fn_rand(l, test_rand, &rng) == OAT_OK;
	ok &= oat_ep_rand(p, test_rand, &rng) == OAT_OK;

	/* Fp and Fn: inversion, exponentiation, square root, Legendre symbol */
	SECRET(a, sizeof(a));
	SECRET(e, sizeof(e));
	oat_fp_inv(b, a);
	if (control) oat_fp_inv_vartime(b, a);
	oat_fp_exp(b, a, e, sizeof(e));
	int sq = oat_fp_sqrt(b, a);
	sq ^= oat_fp_is_square(a);
	PUBLIC(&sq, sizeof(sq));
	PUBLIC(a, sizeof(a));
	SECRET(k, sizeof(k));
	oat_fn_inv(l, k);
	oat_fn_exp(l, k, e, sizeof(e));

	/* scalar multiplications with a secret scalar and point */
	SECRET(p, sizeof(p));
	oat_ep_mul(q, p, k);
	oat_ep_mul_gen(q, k);
	oat_ep_mul_sim(q, p, k, q, l);
	oat_ep_norm(q, q);
	PUBLIC(p, sizeof(p));
	PUBLIC(q, sizeof(q));

	/* ECDSA keys: from a secret source, from a secret seed, of a secret key */
	ok &= oat_ecdsa_keygen(sk, pk, secret_rand, &rng) == OAT_OK;
	SECRET(seed, sizeof(seed));
	ok &= oat_ecdsa_keygen_seed(sk2, pk2, seed, sizeof(seed)) == OAT_OK;
	ok &= oat_ecdsa_sk_to_pk(pk2, sk2) == OAT_OK;
	PUBLIC(pk, sizeof(pk));
	PUBLIC(pk2, sizeof(pk2));

	/* signing a secret message with a secret key, three ways */
	SECRET(msg, sizeof(msg));
	SECRET(dig, sizeof(dig));
	ok &= oat_ecdsa_sign(sig, sk, msg, sizeof(msg)) == OAT_OK;
	PUBLIC(sig, sizeof(sig));
	PUBLIC(msg, sizeof(msg));
	ok &= oat_ecdsa_verify(pk, msg, sizeof(msg), sig) == OAT_OK;
	SECRET(msg, sizeof(msg));
	ok &= oat_ecdsa_sign_hedged(sig, sk, msg, sizeof(msg), secret_rand, &rng) == OAT_OK;
	PUBLIC(sig, sizeof(sig));
	PUBLIC(msg, sizeof(msg));
	ok &= oat_ecdsa_verify(pk, msg, sizeof(msg), sig) == OAT_OK;
	ok &= oat_ecdsa_sign_digest(sig, sk, OAT_MD_SHA384, dig, sizeof(dig), e, sizeof(e)) == OAT_OK;
	PUBLIC(sig, sizeof(sig));
	PUBLIC(dig, sizeof(dig));
	ok &= oat_ecdsa_verify_digest(pk, dig, sizeof(dig), sig) == OAT_OK;

	/* ECDH with a secret key */
	ok &= oat_ecdh(out, sizeof(out), sk, pk2) == OAT_OK;
	PUBLIC(out, sizeof(out));

	PUBLIC(&ok, sizeof(ok));
	CHECK(ok);
	return test_report("test_ctime_" OAT_TEST_CURVE);
}
