/* A BLS-style check with oat: the signer holds a secret scalar k, publishes
 * PK = k*G2 and signs a point H in G1 as S = k*H; anyone checks
 * e(S, G2) == e(H, PK) with one product of two pairings:
 * e(S, G2) * e(-H, PK) == 1.
 *   cc example.c $(pkg-config --cflags --libs oat) */
#include <stdio.h>
#include <oat.h>

int main(void) {
	oat_fr_t k, m;
	oat_g1_t h, s, ps[2];
	oat_g2_t pk, qs[2];
	oat_gt_t e;
	unsigned char buf[OAT_G1_BYTES];

	/* Key generation: k uniform mod r from the OS; PK = k G2. */
	if (oat_fr_rand(k, oat_rand_os, NULL) != OAT_OK) return 1;
	oat_g2_mul_gen(pk, k);

	/* A message point H (a real protocol hashes to G1) and its signature. */
	oat_fr_set_dig(m, 42);
	oat_g1_mul_gen(h, m);
	oat_g1_mul(s, h, k);

	/* The signature travels as 64 bytes and is validated on the way in. */
	oat_g1_write_bin(buf, sizeof(buf), s);
	if (oat_g1_read_bin(s, buf, sizeof(buf)) != OAT_OK) return 1;

	/* Verify: e(S, G2) * e(-H, PK) == 1. */
	oat_g1_copy(ps[0], s);
	oat_g2_get_gen(qs[0]);
	oat_g1_neg(ps[1], h);
	oat_g2_copy(qs[1], pk);
	oat_pc_map_sim(e, ps, qs, 2);
	printf("signature %s\n", oat_gt_is_unity(e) ? "valid" : "INVALID");
	return oat_gt_is_unity(e) ? 0 : 1;
}
