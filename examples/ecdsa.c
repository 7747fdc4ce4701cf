/* ECDSA and ECDH on NIST P-256 (the README's example), with the curve in
 * every name.  Built and run by the tests when the library holds P-256. */
#include <stdio.h>
#include <string.h>
#include <oat.h>

int main(void) {
	const unsigned char msg[] = "firmware image v1.2.3";
	unsigned char pkb[OAT_P256_EP_PACK_BYTES], der[OAT_P256_ECDSA_DER_MAX_BYTES];
	unsigned char za[OAT_P256_ECDH_BYTES], zb[OAT_P256_ECDH_BYTES];
	size_t derlen;
	oat_p256_fn_t sk, skb;
	oat_p256_ep_t pk, pkb2, pk0;
	oat_p256_ecdsa_sig_t sig, s0;

	/* A key pair from the operating system's randomness. */
	if (oat_p256_ecdsa_keygen(sk, pk, NULL, NULL) != OAT_OK) return 1;

	/* Sign (SHA-256, the nonce of RFC 6979), send the public key compressed
	 * (SEC 1) and the signature in DER. */
	if (oat_p256_ecdsa_sign(sig, sk, msg, sizeof(msg) - 1) != OAT_OK) return 1;
	if (oat_p256_ep_write_bin(pkb, sizeof(pkb), pk) != OAT_OK) return 1;
	if (oat_p256_ecdsa_sig_write_der(der, sizeof(der), &derlen, sig) != OAT_OK) return 1;

	/* The verifier decodes both (every check: on the curve, not infinity,
	 * strict DER, r and s in [1, n - 1]) and verifies. */
	if (oat_p256_ep_read_bin(pk0, pkb, sizeof(pkb)) != OAT_OK) return 1;
	if (oat_p256_ecdsa_sig_read_der(s0, der, derlen) != OAT_OK) return 1;
	oat_err e = oat_p256_ecdsa_verify(pk0, msg, sizeof(msg) - 1, s0);
	printf("signature %s\n", e == OAT_OK ? "valid" : oat_err_str(e));
	oat_err eb = oat_p256_ecdsa_verify(pk0, (const unsigned char *)"another", 7, s0);
	printf("another message: %s\n", oat_err_str(eb));

	/* ECDH: each side multiplies its secret by the other's (validated)
	 * public point; both get the same x coordinate. */
	if (oat_p256_ecdh_keygen(skb, pkb2, NULL, NULL) != OAT_OK) return 1;
	if (oat_p256_ecdh(za, sizeof(za), sk, pkb2) != OAT_OK) return 1;
	if (oat_p256_ecdh(zb, sizeof(zb), skb, pk0) != OAT_OK) return 1;
	int same = memcmp(za, zb, sizeof(za)) == 0;
	printf("shared secret %s\n", same ? "agreed" : "differs");
	return (e == OAT_OK && eb == OAT_ERR_VERIFY && same) ? 0 : 1;
}
