/* Jubjub (oat/jubjub.h): a square root and an inverse in Fq, the field of
 * Jubjub's coordinates and BLS12-381's scalar field, a scalar mod r_J read
 * from bytes, and a point: k G, its 32-byte encoding (zkcrypto's, as Zcash
 * uses it), decoded back and checked for prime order; then a RedJubjub
 * spend authorization key pair, a randomised key, a signature under it,
 * and its verification alone and in a batch.  Built and run by the tests
 * when the library holds Jubjub. */
#include <stdio.h>
#include <oat.h>

int main(void) {
	/* d = -10240/10241, the curve's constant */
	oat_jubjub_fq_t a, b, d, r;
	oat_jubjub_fq_set_dig(a, 10240);
	oat_jubjub_fq_set_dig(b, 10241);
	oat_jubjub_fq_inv(r, b);
	oat_jubjub_fq_mul(d, a, r);
	oat_jubjub_fq_neg(d, d);
	char hex[2 * OAT_JUBJUB_FQ_BYTES + 1];
	if (oat_jubjub_fq_write_str(hex, sizeof(hex), d) != OAT_OK) return 1;
	printf("d = 0x%s\n", hex);

	/* a = -1 is a square and d is not: Jubjub's addition law is complete */
	oat_jubjub_fq_set_dig(a, 1);
	oat_jubjub_fq_neg(a, a);
	int sq = oat_jubjub_fq_sqrt(r, a);
	oat_jubjub_fq_sqr(b, r);
	int ok = sq && oat_jubjub_fq_equal(b, a) && !oat_jubjub_fq_is_square(d);

	/* a scalar: bytes at or above r_J are rejected */
	unsigned char sb[OAT_JUBJUB_FR_BYTES] = {0x0e, 0x7d, 0xb4, 0xea};
	oat_jubjub_fr_t k, bad;
	ok &= oat_jubjub_fr_read_bin(k, sb, sizeof(sb)) == OAT_OK;
	sb[0] = 0x0f;
	ok &= oat_jubjub_fr_read_bin(bad, sb, sizeof(sb)) == OAT_ERR_NOT_CANONICAL;
	ok &= oat_jubjub_fr_is_zero(bad);   /* the neutral output of a failure */
	/* k G for that scalar, encoded and decoded (every check of ZIP 216) */
	unsigned char enc[OAT_JUBJUB_ED_BYTES];
	oat_jubjub_ed_t p, q;
	oat_jubjub_ed_mul_gen(p, k);
	ok &= oat_jubjub_ed_write_bin(enc, sizeof(enc), p) == OAT_OK;
	ok &= oat_jubjub_ed_read_bin(q, enc, sizeof(enc)) == OAT_OK;
	ok &= oat_jubjub_ed_equal(p, q) && oat_jubjub_ed_is_prime_order_vartime(q);
	printf("k G = ");
	for (int i = 0; i < OAT_JUBJUB_ED_BYTES; i++) printf("%02x", enc[i]);
	printf("\n");

	/* RedJubjub: a key pair (the OS's randomness: rng NULL), the key
	 * randomised by alpha as a Sapling spend does, and a signature */
	const oat_jubjub_reddsa_base SA = OAT_JUBJUB_REDDSA_SPEND_AUTH;
	const unsigned char msg[] = "a sighash";
	unsigned char vk[OAT_JUBJUB_ED_BYTES], rvk[OAT_JUBJUB_ED_BYTES], sig[OAT_JUBJUB_REDDSA_SIG_BYTES];
	oat_jubjub_fr_t sk, alpha, rsk;
	ok &= oat_jubjub_reddsa_keygen(sk, vk, sizeof(vk), SA, NULL, NULL) == OAT_OK;
	ok &= oat_jubjub_fr_rand(alpha, oat_rand_os, NULL) == OAT_OK;
	oat_jubjub_reddsa_randomize_sk(rsk, sk, alpha);
	ok &= oat_jubjub_reddsa_randomize_vk(rvk, sizeof(rvk), vk, sizeof(vk), alpha, SA) == OAT_OK;
	ok &= oat_jubjub_reddsa_sign(sig, sizeof(sig), rsk, SA, msg, sizeof(msg), NULL, NULL) == OAT_OK;
	ok &= oat_jubjub_reddsa_verify(SA, rvk, sizeof(rvk), msg, sizeof(msg), sig, sizeof(sig)) == OAT_OK;
	ok &= oat_jubjub_reddsa_verify(SA, vk, sizeof(vk), msg, sizeof(msg), sig, sizeof(sig)) == OAT_ERR_VERIFY;
	oat_jubjub_reddsa_item batch[2] = {
		{ SA, rvk, sig, msg, sizeof(msg) },
		{ SA, rvk, sig, msg, sizeof(msg) },
	};
	ok &= oat_jubjub_reddsa_batch_verify(batch, 2) == OAT_OK;
	printf("RedJubjub signature = ");
	for (int i = 0; i < OAT_JUBJUB_REDDSA_SIG_BYTES; i++) printf("%02x", sig[i]);
	printf("\njubjub: %s\n", ok ? "ok" : "FAILED");
	return ok ? 0 : 1;
}
