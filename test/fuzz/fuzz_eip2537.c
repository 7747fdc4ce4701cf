/* libFuzzer target for Ethereum's BLS12-381 precompiles (oat/eip2537.h):
 * the input's first byte picks one of the seven, the rest is its input.
 * Checked: no crash (ASan, UBSan), the output zeroed on every error, and on
 * success what the output must satisfy: ADD and MSM outputs and the maps'
 * points read back (a point plus infinity is itself; the maps' points are
 * in the subgroups, so MSM by 1 keeps them), PAIRING_CHECK's word 0 or 1.
 * Seeded in CI with go-ethereum's cases (test/vectors/eip2537_geth.txt). */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include "oat.h"
#include "oat/eip2537.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

typedef oat_err (*precompile)(unsigned char *, size_t, const unsigned char *, size_t);

static int zero(const unsigned char *b, size_t n) {
	for (size_t i = 0; i < n; i++)
		if (b[i]) return 0;
	return 1;
}

/* p + infinity = p, and p by MSM with the scalar 1 = p when group */
static void again(const unsigned char *out, size_t n, precompile add, precompile msm, int group) {
	static unsigned char in[2 * 256 + 32], o2[256];
	memcpy(in, out, n);
	memset(in + n, 0, n);
	REQUIRE(add(o2, n, in, 2 * n) == OAT_OK && memcmp(o2, out, n) == 0);
	if (!group) return;
	memset(in + n, 0, 32);
	in[n + 31] = 1;
	REQUIRE(msm(o2, n, in, n + 32) == OAT_OK && memcmp(o2, out, n) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
	static const struct { precompile f; size_t out; } ops[7] = {
		{ oat_bls12381_eip2537_g1_add, 128 }, { oat_bls12381_eip2537_g1_msm, 128 },
		{ oat_bls12381_eip2537_g2_add, 256 }, { oat_bls12381_eip2537_g2_msm, 256 },
		{ oat_bls12381_eip2537_pairing_check, 32 }, { oat_bls12381_eip2537_map_fp_to_g1, 128 },
		{ oat_bls12381_eip2537_map_fp2_to_g2, 256 },
	};
	unsigned char out[256];
	if (size < 1 || size > 1 + 8 * 384) return 0;
	int k = data[0] % 7;
	memset(out, 0x5a, sizeof(out));
	oat_err e = ops[k].f(out, ops[k].out, data + 1, size - 1);
	if (e != OAT_OK) {
		REQUIRE(zero(out, ops[k].out));
		return 0;
	}
	switch (k) {
	case 0: case 1: case 5:
		again(out, 128, oat_bls12381_eip2537_g1_add, oat_bls12381_eip2537_g1_msm, k != 0);
		break;
	case 2: case 3: case 6:
		again(out, 256, oat_bls12381_eip2537_g2_add, oat_bls12381_eip2537_g2_msm, k != 2);
		break;
	default:
		REQUIRE(zero(out, 31) && out[31] <= 1);
	}
	return 0;
}
