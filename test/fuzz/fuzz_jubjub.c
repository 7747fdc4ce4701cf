/* libFuzzer target of Jubjub's point decoders (fuzz_ed_jubjub), checking
 * properties, not only the absence of crashes: a 32-byte input that
 * oat_jubjub_ed_read_bin accepts is a valid point whose encoding is the
 * input (ZIP 216: the only encodings are canonical), and the pre-ZIP-216
 * reading accepts it too as the same point; an input read_bin rejects
 * leaves the neutral element, and if the pre-ZIP-216 reading accepts it,
 * the point is (0, v) and the input is its encoding with the sign bit set
 * (the one difference); 8 P is torsion-free and the scalar multiplication
 * by 1 is the identity map.  An input of 96 bytes or more is also read as
 * vk || R || S || msg for RedJubjub (both instances): verify returns one of
 * its codes, the same as a batch of that one signature, and OK only for a
 * vk that decodes to a point not of small order. */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include "oat.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

static void reddsa(const uint8_t *d, size_t n) {
	for (int b = 1; b <= 2; b++) {
		oat_jubjub_reddsa_base base = (oat_jubjub_reddsa_base)b;
		oat_err e = oat_jubjub_reddsa_verify(base, d, 32, d + 96, n - 96, d + 32, 64);
		REQUIRE(e == OAT_OK || e == OAT_ERR_VERIFY || e == OAT_ERR_NOT_CANONICAL || e == OAT_ERR_NO_SQRT ||
			e == OAT_ERR_FLAGS || e == OAT_ERR_NOT_IN_GROUP);
		oat_jubjub_reddsa_item it = { base, d, d + 32, d + 96, n - 96 };
		REQUIRE(oat_jubjub_reddsa_batch_verify(&it, 1) == e);
		if (e == OAT_OK) {
			oat_jubjub_ed_t v;
			REQUIRE(oat_jubjub_ed_read_bin(v, d, 32) == OAT_OK && !oat_jubjub_ed_is_small_order(v));
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_jubjub_ed_t p, q;
	if (n >= 96) reddsa(d, n);
	unsigned char out[32];
	oat_err e = oat_jubjub_ed_read_bin(p, d, n);
	oat_err e0 = oat_jubjub_ed_read_bin_pre_zip216(q, d, n);
	if (n != 32) {
		REQUIRE(e == OAT_ERR_LENGTH && e0 == OAT_ERR_LENGTH);
		return 0;
	}
	if (e == OAT_OK) {
		REQUIRE(e0 == OAT_OK && oat_jubjub_ed_equal(p, q));
		REQUIRE(oat_jubjub_ed_is_valid(p));
		REQUIRE(oat_jubjub_ed_write_bin(out, sizeof(out), p) == OAT_OK);
		REQUIRE(memcmp(out, d, 32) == 0);
		oat_jubjub_fr_t one;
		oat_jubjub_fr_set_dig(one, 1);
		oat_jubjub_ed_mul(q, p, one);
		REQUIRE(oat_jubjub_ed_equal(p, q));
		oat_jubjub_ed_mul_by_cofactor(q, p);
		REQUIRE(oat_jubjub_ed_is_torsion_free_vartime(q));
	} else {
		REQUIRE(oat_jubjub_ed_is_infty(p));
		if (e0 == OAT_OK) {
			oat_jubjub_fq_t u, v;
			REQUIRE(e == OAT_ERR_FLAGS);
			oat_jubjub_ed_get_affine(u, v, q);
			REQUIRE(oat_jubjub_fq_is_zero(u) && (d[31] & 0x80));
			REQUIRE(oat_jubjub_ed_write_bin(out, sizeof(out), q) == OAT_OK);
			out[31] |= 0x80;
			REQUIRE(memcmp(out, d, 32) == 0);
		} else {
			REQUIRE(e0 == e && oat_jubjub_ed_is_infty(q));
		}
	}
	return 0;
}
