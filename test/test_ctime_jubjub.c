/* Constant-time test of Jubjub (test_ctime_jubjub), as test_ctime_nist.c
 * for the NIST curves: the secrets are marked undefined for valgrind's
 * memcheck, which reports every conditional branch and memory index that
 * depends on them.  Covered: inversion, exponentiation and square root in
 * Fq and Fr; the scalar multiplications with a secret scalar, and with a
 * secret point (mul_gen on its fixed-base table); the group law and the
 * cached forms on secret points; the encoding of a secret point; RedJubjub
 * key generation, key randomisation and signing with a secret key and
 * secret randomness T (only the signature is made public).  Results are declassified before they are
 * compared, as a caller would.  --control runs a variable-time inversion of
 * a secret, which memcheck must report. */
#include "test_common.h"
#include <valgrind/memcheck.h>

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

/* test_rand whose bytes are secret (RedJubjub's keys and T) */
static int test_rand_secret(void *ctx, unsigned char *buf, size_t len) {
	int r = test_rand(ctx, buf, len);
	SECRET(buf, len);
	return r;
}

int main(int argc, char **argv) {
	test_rng rng;
	int control = argc > 1 && !strcmp(argv[1], "--control");
	test_rng_seed(&rng, 0x6374696d656aULL);
	unsigned char e[32], enc[32];
	oat_jubjub_fq_t a, b;
	oat_jubjub_fr_t k, l;
	oat_jubjub_ed_t p, q, r;
	oat_jubjub_ed_niels_t n;
	oat_jubjub_ed_aniels_t an;
	int ok = 1;

	test_rand(&rng, e, sizeof(e));
	ok &= oat_jubjub_fq_rand(a, test_rand, &rng) == OAT_OK;
	ok &= oat_jubjub_fr_rand(k, test_rand, &rng) == OAT_OK;
	ok &= oat_jubjub_fr_rand(l, test_rand, &rng) == OAT_OK;
	oat_jubjub_ed_mul_gen(p, l);

	/* Fq and Fr: inversion, exponentiation, square root */
	SECRET(a, sizeof(a));
	SECRET(k, sizeof(k));
	SECRET(e, sizeof(e));
	oat_jubjub_fq_inv(b, a);
	if (control) oat_jubjub_fq_inv_vartime(b, a);
	oat_jubjub_fq_exp(b, a, e, sizeof(e));
	int sq = oat_jubjub_fq_sqrt(b, a);
	oat_jubjub_fr_t s;
	oat_jubjub_fr_inv(s, k);
	sq ^= oat_jubjub_fr_sqrt(s, k);
	PUBLIC(&sq, sizeof(sq));

	/* k G, k P, and l Q for a secret point Q */
	oat_jubjub_ed_mul_gen(q, k);
	oat_jubjub_ed_mul(r, p, k);
	SECRET(q, sizeof(q));
	PUBLIC(l, sizeof(l));
	oat_jubjub_ed_mul(r, q, l);
	oat_jubjub_ed_mul_by_cofactor(r, q);
	/* the law and the cached forms on secret points */
	oat_jubjub_ed_add(r, q, p);
	oat_jubjub_ed_sub(r, q, p);
	oat_jubjub_ed_dbl(r, q);
	oat_jubjub_ed_to_niels(n, q);
	oat_jubjub_ed_add_niels(r, p, n);
	oat_jubjub_ed_to_aniels(an, q);
	oat_jubjub_ed_sub_aniels(r, p, an);
	oat_jubjub_ed_norm(r, r);
	int eq = oat_jubjub_ed_equal(r, q) + oat_jubjub_ed_is_infty(r) + oat_jubjub_ed_is_small_order(q);
	ok &= oat_jubjub_ed_write_bin(enc, sizeof(enc), q) == OAT_OK;
	/* RedJubjub: a secret key from a secret rng, rsk = sk + alpha, sign */
	unsigned char vk[32], sig[64], msg[5] = "hello";
	oat_jubjub_fr_t sk, rsk;
	ok &= oat_jubjub_reddsa_keygen(sk, vk, sizeof(vk), OAT_JUBJUB_REDDSA_SPEND_AUTH, test_rand_secret, &rng) == OAT_OK;
	oat_jubjub_reddsa_randomize_sk(rsk, sk, k);
	ok &= oat_jubjub_reddsa_sign(sig, sizeof(sig), rsk, OAT_JUBJUB_REDDSA_SPEND_AUTH, msg, sizeof(msg),
		test_rand_secret, &rng) == OAT_OK;
	ok &= oat_jubjub_reddsa_sign(sig, sizeof(sig), sk, OAT_JUBJUB_REDDSA_BINDING, msg, sizeof(msg),
		test_rand_secret, &rng) == OAT_OK;
	PUBLIC(sig, sizeof(sig));
	PUBLIC(vk, sizeof(vk));
	PUBLIC(&eq, sizeof(eq));
	PUBLIC(enc, sizeof(enc));
	PUBLIC(r, sizeof(r));
	PUBLIC(q, sizeof(q));
	CHECK(ok);
	return test_report("test_ctime_jubjub");
}
