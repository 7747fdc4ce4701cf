/* Two curves in one program: a BLS12-381 signature, as Ethereum verifies it,
 * and a BN-P254 pairing, as a zk verifier computes it, with the curve in
 * every name (the naming rule of the README).  Built and run by the tests
 * when the library holds both curves (the default). */
#include <stdio.h>
#include <oat.h>

int main(void) {
	unsigned char ikm[32], sigb[OAT_BLS12381_BLS_SIG_BYTES];
	const unsigned char msg[] = "attestation";
	oat_bls12381_fr_t sk;
	oat_bls12381_bls_pk_t pk;
	oat_bls12381_bls_sig_t sig, s;
	oat_err e;

	/* BLS12-381: keys in G1, signatures in G2 (ZCash encodings) */
	if (oat_rand_os(NULL, ikm, sizeof(ikm)) != 0) return 1;
	if (oat_bls12381_bls_keygen(sk, ikm, sizeof(ikm), NULL, 0) != OAT_OK) return 1;
	oat_bls12381_bls_sk_to_pk(pk, sk);
	if (oat_bls12381_bls_sign(sig, sk, msg, sizeof(msg) - 1) != OAT_OK) return 1;
	if (oat_bls12381_g2_write_bin(sigb, sizeof(sigb), sig) != OAT_OK) return 1;
	if (oat_bls12381_g2_read_bin(s, sigb, sizeof(sigb)) != OAT_OK) return 1;
	e = oat_bls12381_bls_verify(pk, msg, sizeof(msg) - 1, s);
	printf("BLS12-381 signature: %s\n", oat_err_str(e));

	/* BN-P254: e(a P, b Q) = e(P, Q)^(a b) */
	oat_bn254_fr_t a, b, ab;
	oat_bn254_g1_t p, ap;
	oat_bn254_g2_t q, bq;
	oat_bn254_gt_t l, r;
	if (oat_bn254_fr_rand(a, oat_rand_os, NULL) != OAT_OK) return 1;
	if (oat_bn254_fr_rand(b, oat_rand_os, NULL) != OAT_OK) return 1;
	oat_bn254_fr_mul(ab, a, b);
	oat_bn254_g1_get_gen(p);
	oat_bn254_g2_get_gen(q);
	oat_bn254_g1_mul(ap, p, a);
	oat_bn254_g2_mul(bq, q, b);
	oat_bn254_pc_map(l, ap, bq);
	oat_bn254_pc_map(r, p, q);
	oat_bn254_gt_exp(r, r, ab);
	int bilinear = oat_bn254_gt_equal(l, r);
	printf("BN-P254 pairing: %s\n", bilinear ? "bilinear" : "WRONG");

	int ok = e == OAT_OK && bilinear;
	printf("both curves: %s\n", ok ? "ok" : "FAILED");
	return ok ? 0 : 1;
}
