/* Verifying a Groth16 proof made by snarkjs (circom's toolchain) from its
 * three JSON files:
 *   groth16 verification_key.json proof.json public.json
 * on alt_bn128 (snarkjs's "bn128") or BLS12-381 ("bls12381"), as the key's
 * "curve" says, whichever of the two the library holds.  Built and run by
 * the tests (on test/vectors/groth16/ and groth16/bls12381/). */
#include <stdio.h>
#include <string.h>
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

/* The same steps on either curve: every reader checks what it reads (the
 * JSON, the numbers, the points), then one multi-pairing.  OAT_OK,
 * OAT_ERR_VERIFY, or the reader's error. */
#define VERIFY_ON(c)                                                                               \
	static oat_err verify_##c(const char *vkj, size_t nvk, const char *prj, size_t npr,              \
			const char *pubj, size_t npub) {                                                           \
		static oat_##c##_groth16_vk vk;   /* 6 to 9 KiB: off the stack */                             \
		oat_##c##_groth16_proof proof;                                                            \
		static oat_##c##_fr_t pub[OAT_GROTH16_MAX_PUBLIC_##c];                                    \
		size_t n;                                                                                  \
		oat_err e;                                                                                 \
		if ((e = oat_##c##_groth16_read_vk_json(&vk, vkj, nvk)) != OAT_OK ||                      \
		    (e = oat_##c##_groth16_read_proof_json(&proof, prj, npr)) != OAT_OK ||                 \
		    (e = oat_##c##_groth16_read_public_json(pub, OAT_GROTH16_MAX_PUBLIC_##c, &n, pubj, npub)) \
		        != OAT_OK) {                                                                       \
			printf("malformed input: %s\n", oat_err_str(e));                                       \
			return e;                                                                              \
		}                                                                                          \
		return oat_##c##_groth16_verify(&vk, &proof, (const oat_##c##_fr_t *)pub, n);            \
	}
#define OAT_GROTH16_MAX_PUBLIC_altbn128 OAT_ALTBN128_GROTH16_MAX_PUBLIC
#define OAT_GROTH16_MAX_PUBLIC_bls12381 OAT_BLS12381_GROTH16_MAX_PUBLIC
#if defined(OAT_HAVE_ALTBN128)
VERIFY_ON(altbn128)
#endif
#if defined(OAT_HAVE_BLS12381)
VERIFY_ON(bls12381)
#endif

int main(int argc, char **argv) {
	static char vkj[1 << 16], prj[1 << 12], pubj[1 << 14];
	size_t nvk, npr, npub;
	oat_err e = OAT_OK;

	if (argc != 4) {
		fprintf(stderr, "usage: %s verification_key.json proof.json public.json\n", argv[0]);
		return 2;
	}
	if (!(nvk = slurp(vkj, sizeof(vkj), argv[1])) || !(npr = slurp(prj, sizeof(prj), argv[2])) ||
	    !(npub = slurp(pubj, sizeof(pubj), argv[3])))
		return 2;
	/* the curve by snarkjs's name in the key (a reader refuses the other's) */
	vkj[nvk] = 0;
	const char *curve = strstr(vkj, "\"bls12381\"") != NULL ? "bls12381" : "altbn128";
	int held = 0;
#if defined(OAT_HAVE_BLS12381)
	if (!strcmp(curve, "bls12381")) {
		held = 1;
		e = verify_bls12381(vkj, nvk, prj, npr, pubj, npub);
	}
#endif
#if defined(OAT_HAVE_ALTBN128)
	if (!strcmp(curve, "altbn128")) {
		held = 1;
		e = verify_altbn128(vkj, nvk, prj, npr, pubj, npub);
	}
#endif
	if (!held) {
		printf("this library does not hold %s\n", curve);
		return 2;
	}
	if (e != OAT_OK && e != OAT_ERR_VERIFY) return 1;
	printf("proof %s\n", e == OAT_OK ? "valid" : "invalid");
	return e == OAT_OK ? 0 : 1;
}
