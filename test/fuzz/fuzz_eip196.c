/* libFuzzer target for Ethereum's alt_bn128 precompiles (oat/eip196.h): the
 * input's first byte picks ECADD, ECMUL or the pairing check, the rest is
 * its input.  Checked: no crash (ASan, UBSan), the output zeroed on every
 * error, and on success what the output must satisfy: ADD and MUL outputs
 * read back (a point plus infinity is itself, a point times 1 is itself),
 * the pairing check's word 0 or 1.  Seeded in CI with go-ethereum's cases
 * (test/vectors/eip196_geth.txt). */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include "oat.h"
#include "oat/eip196.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

typedef oat_err (*precompile)(unsigned char *, size_t, const unsigned char *, size_t);

static int zero(const unsigned char *b, size_t n) {
	for (size_t i = 0; i < n; i++)
		if (b[i]) return 0;
	return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
	static const struct { precompile f; size_t out; } ops[3] = {
		{ oat_altbn128_eip196_add, 64 }, { oat_altbn128_eip196_mul, 64 },
		{ oat_altbn128_eip197_pairing_check, 32 },
	};
	unsigned char out[64], in[128], o2[64];
	if (size < 1 || size > 1 + 8 * 192) return 0;
	int k = data[0] % 3;
	memset(out, 0x5a, sizeof(out));
	oat_err e = ops[k].f(out, ops[k].out, data + 1, size - 1);
	if (e != OAT_OK) {
		REQUIRE(zero(out, ops[k].out));
		return 0;
	}
	if (k < 2) {
		memcpy(in, out, 64);
		memset(in + 64, 0, 64);
		REQUIRE(oat_altbn128_eip196_add(o2, 64, in, 128) == OAT_OK && memcmp(o2, out, 64) == 0);
		in[64 + 31] = 1;
		REQUIRE(oat_altbn128_eip196_mul(o2, 64, in, 96) == OAT_OK && memcmp(o2, out, 64) == 0);
	} else {
		REQUIRE(zero(out, 31) && out[31] <= 1);
	}
	return 0;
}
