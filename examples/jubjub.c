/* Jubjub's fields (oat/jubjub.h; the points are to come, issue 17): a
 * square root and an inverse in Fq, the field of Jubjub's coordinates and
 * BLS12-381's scalar field, and a scalar mod r_J read from bytes.  Built and
 * run by the tests when the library holds Jubjub. */
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
	oat_jubjub_fr_t k;
	ok &= oat_jubjub_fr_read_bin(k, sb, sizeof(sb)) == OAT_OK;
	sb[0] = 0x0f;
	ok &= oat_jubjub_fr_read_bin(k, sb, sizeof(sb)) == OAT_ERR_NOT_CANONICAL;
	printf("jubjub fields: %s\n", ok ? "ok" : "FAILED");
	return ok ? 0 : 1;
}
