/* BLS signatures with oat: key generation, signing, compressed encodings
 * that are validated on the way in, verification, and the aggregate of
 * three signatures checked with one multi-pairing.  The same code serves
 * both curves: on BLS12-381 public keys are in G1 and signatures in G2 (the
 * Ethereum / IETF ciphersuite), on BN-P254 the other way round; oat_bls_pk_t,
 * oat_bls_sig_t and OAT_BLS_PK(op) / OAT_BLS_SIG(op) name them.
 *   cc example.c $(pkg-config --cflags --libs oat) */
#include <stdio.h>
#include <string.h>
#include <oat.h>

int main(void) {
	unsigned char ikm[32], pkb[OAT_BLS_PK_BYTES], sigb[OAT_BLS_SIG_BYTES];
	const unsigned char *msg[3] = { (const unsigned char *)"to Alice",
		(const unsigned char *)"to Bob", (const unsigned char *)"to Carol" };
	size_t len[3] = { 8, 6, 8 };
	oat_fr_t sk[3];
	oat_bls_pk_t pk[3], pk0;
	oat_bls_sig_t sig[3], s0, agg;

	for (int i = 0; i < 3; i++) {
		/* 32 bytes of secret randomness from the OS make one key pair */
		if (oat_rand_os(NULL, ikm, sizeof(ikm)) != 0) return 1;
		if (oat_bls_keygen(sk[i], ikm, sizeof(ikm), NULL, 0) != OAT_OK) return 1;
		oat_bls_sk_to_pk(pk[i], sk[i]);
		if (oat_bls_sign(sig[i], sk[i], msg[i], len[i]) != OAT_OK) return 1;
	}

	/* A public key and a signature travel compressed; reading checks the
	 * encoding, the curve and the subgroup. */
	if (OAT_BLS_PK(write_bin)(pkb, sizeof(pkb), pk[0]) != OAT_OK) return 1;
	if (OAT_BLS_SIG(write_bin)(sigb, sizeof(sigb), sig[0]) != OAT_OK) return 1;
	if (OAT_BLS_PK(read_bin)(pk0, pkb, sizeof(pkb)) != OAT_OK) return 1;
	if (OAT_BLS_SIG(read_bin)(s0, sigb, sizeof(sigb)) != OAT_OK) return 1;
	oat_err e = oat_bls_verify(pk0, msg[0], len[0], s0);
	printf("signature %s\n", e == OAT_OK ? "valid" : oat_err_str(e));

	/* Three signatures aggregate into one signature of the same size. */
	if (oat_bls_aggregate(agg, (const oat_bls_sig_t *)sig, 3) != OAT_OK) return 1;
	oat_err ea = oat_bls_aggregate_verify((const oat_bls_pk_t *)pk, msg, len, 3, agg);
	printf("aggregate %s\n", ea == OAT_OK ? "valid" : oat_err_str(ea));

	/* A signature on another message does not verify. */
	oat_err eb = oat_bls_verify(pk0, msg[1], len[1], s0);
	printf("wrong message: %s\n", oat_err_str(eb));
	return (e == OAT_OK && ea == OAT_OK && eb == OAT_ERR_VERIFY) ? 0 : 1;
}
