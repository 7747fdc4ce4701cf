/* Verifying a Groth16 proof made by snarkjs (circom's toolchain) on
 * alt_bn128, from its three JSON files:
 *   groth16 verification_key.json proof.json public.json
 * Built and run by the tests (on test/vectors/groth16/) when the library
 * holds alt_bn128. */
#include <stdio.h>
#include <oat.h>

/* a whole file into buf (at most cap bytes); its length, or 0 */
static size_t slurp(char *buf, size_t cap, const char *path) {
	FILE *f = fopen(path, "rb");
	size_t n = 0;
	if (f) {
		n = fread(buf, 1, cap, f);
		if (n == cap) n = 0;   /* too long for this example */
		fclose(f);
	}
	if (!n) fprintf(stderr, "cannot read %s\n", path);
	return n;
}

int main(int argc, char **argv) {
	static char vkj[1 << 16], prj[1 << 12], pubj[1 << 14];
	static oat_altbn128_groth16_vk vk;   /* 6.4 KiB: off the stack */
	oat_altbn128_groth16_proof proof;
	oat_altbn128_fr_t pub[OAT_ALTBN128_GROTH16_MAX_PUBLIC];
	size_t nvk, npr, npub, n;
	oat_err e;

	if (argc != 4) {
		fprintf(stderr, "usage: %s verification_key.json proof.json public.json\n", argv[0]);
		return 2;
	}
	if (!(nvk = slurp(vkj, sizeof(vkj), argv[1])) || !(npr = slurp(prj, sizeof(prj), argv[2])) ||
	    !(npub = slurp(pubj, sizeof(pubj), argv[3])))
		return 2;
	/* every reader checks what it reads: the JSON, the numbers, the points */
	if ((e = oat_altbn128_groth16_read_vk_json(&vk, vkj, nvk)) != OAT_OK ||
	    (e = oat_altbn128_groth16_read_proof_json(&proof, prj, npr)) != OAT_OK ||
	    (e = oat_altbn128_groth16_read_public_json(pub, OAT_ALTBN128_GROTH16_MAX_PUBLIC, &n, pubj, npub)) != OAT_OK) {
		printf("malformed input: %s\n", oat_err_str(e));
		return 1;
	}
	e = oat_altbn128_groth16_verify(&vk, &proof, (const oat_altbn128_fr_t *)pub, n);
	printf("proof %s\n", e == OAT_OK ? "valid" : e == OAT_ERR_VERIFY ? "invalid" : oat_err_str(e));
	return e == OAT_OK ? 0 : 1;
}
