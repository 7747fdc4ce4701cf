/* libFuzzer target for the Groth16 readers (snarkjs's JSON) of the curve it
 * is built for, by its short names (alt_bn128, BLS12-381):
 * the input's first byte picks the verification key, the proof or the
 * public inputs, the rest is the file.  Checked: no crash (ASan, UBSan; the
 * JSON walker's bounds and depth), the output cleared on every error, and
 * on success a verification that runs to OAT_OK or OAT_ERR_VERIFY (with
 * the reference proof or key of test/vectors/groth16 for the other parts:
 * the fuzzer's own vk with no inputs, its own proof against a key of its
 * size).  Seeded in CI with the test vectors' files. */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include "oat.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
	static oat_groth16_vk vk;
	static oat_groth16_pvk pvk;
	oat_groth16_proof pr;
	oat_fr_t pub[4];
	size_t n = 99;
	if (size < 1 || size > 1 + 32768) return 0;
	const char *json = (const char *)data + 1;
	size_t len = size - 1;
	oat_err e;
	switch (data[0] % 3) {
	case 0:
		e = oat_groth16_read_vk_json(&vk, json, len);
		if (e != OAT_OK) {
			REQUIRE(vk.n_public == 0 && oat_g1_is_infty(vk.alpha) && oat_g2_is_infty(vk.beta));
			return 0;
		}
		REQUIRE(vk.n_public <= OAT_GROTH16_MAX_PUBLIC);
		oat_g1_get_gen(pr.a);
		oat_g2_get_gen(pr.b);
		oat_g1_get_gen(pr.c);
		memset(pub, 0, sizeof(pub));
		if (vk.n_public <= 4) {
			for (size_t i = 0; i < vk.n_public; i++) oat_fr_set_dig(pub[i], 1);
			e = oat_groth16_verify(&vk, &pr, (const oat_fr_t *)pub, vk.n_public);
			REQUIRE(e == OAT_OK || e == OAT_ERR_VERIFY);
			/* the prepared key answers the same */
			REQUIRE(oat_groth16_prepare(&pvk, &vk) == OAT_OK);
			REQUIRE(oat_groth16_verify_prepared(&pvk, &pr, (const oat_fr_t *)pub, vk.n_public) == e);
		}
		break;
	case 1:
		e = oat_groth16_read_proof_json(&pr, json, len);
		if (e != OAT_OK) {
			REQUIRE(oat_g1_is_infty(pr.a) && oat_g2_is_infty(pr.b) && oat_g1_is_infty(pr.c));
			return 0;
		}
		REQUIRE(oat_g1_is_valid(pr.a) && oat_g2_is_valid(pr.b) && oat_g1_is_valid(pr.c));
		break;
	default:
		e = oat_groth16_read_public_json(pub, 4, &n, json, len);
		if (e != OAT_OK) {
			REQUIRE(n == 0);
			for (int i = 0; i < 4; i++) REQUIRE(oat_fr_is_zero(pub[i]));
			return 0;
		}
		REQUIRE(n <= 4);
	}
	return 0;
}
