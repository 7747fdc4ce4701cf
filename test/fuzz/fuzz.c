/* libFuzzer targets for every decoder of external data and for hashing to
 * the curve; one is chosen at compile time with -DFUZZ_<NAME>.  Each target
 * checks properties, not only the absence of crashes: a decoder that accepts
 * an input must give a valid element whose encoding is the input again
 * (canonical forms), and a rejected input must leave the neutral output.
 * Built per curve (fuzz_<name>_<curve>), with that curve's short names. */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include "oat.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

#if defined(FUZZ_FP)
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_fp_t a;
	oat_fr_t k;
	unsigned char out[OAT_FP_BYTES];
	char str[2 * OAT_FP_BYTES + 1];
	if (oat_fp_read_bin(a, d, n) == OAT_OK) {
		REQUIRE(oat_fp_write_bin(out, sizeof(out), a) == OAT_OK);
		REQUIRE(n == OAT_FP_BYTES && memcmp(out, d, n) == 0);
	} else {
		REQUIRE(oat_fp_is_zero(a));
	}
	if (oat_fr_read_bin(k, d, n) == OAT_OK) {
		REQUIRE(oat_fr_write_bin(out, OAT_FR_BYTES, k) == OAT_OK);
		REQUIRE(memcmp(out, d, n) == 0);
	} else {
		REQUIRE(oat_fr_is_zero(k));
	}
	REQUIRE(oat_fp_read_bin_wide(a, d, n) == OAT_OK);
	REQUIRE(oat_fr_read_bin_wide(k, d, n) == OAT_OK);
	if (oat_fp_read_str(a, (const char *)d, n) == OAT_OK) {
		oat_fp_t b;
		REQUIRE(oat_fp_write_str(str, sizeof(str), a) == OAT_OK);
		REQUIRE(oat_fp_read_str(b, str, strlen(str)) == OAT_OK && oat_fp_equal(a, b));
	} else {
		REQUIRE(oat_fp_is_zero(a));
	}
	return 0;
}
#elif defined(FUZZ_G1)
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_g1_t p;
	unsigned char out[OAT_G1_BYTES];
	oat_err e = oat_g1_read_bin(p, d, n);
	if (e == OAT_OK) {
		REQUIRE(oat_g1_is_valid(p));
		REQUIRE(oat_g1_write_bin(out, n, p) == OAT_OK && memcmp(out, d, n) == 0);
	} else {
		REQUIRE(oat_g1_is_infty(p));
	}
	/* the unchecked decoder differs only on points outside the subgroup
	 * (none on BN curves, whose G1 is all of E(Fp)) */
	oat_err u = oat_g1_read_bin_unchecked(p, d, n);
	REQUIRE(e == OAT_OK ? u == OAT_OK : (u == OAT_OK) == (e == OAT_ERR_NOT_IN_GROUP));
	return 0;
}
#elif defined(FUZZ_G2)
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_g2_t p;
	unsigned char out[OAT_G2_BYTES];
	oat_err e = oat_g2_read_bin(p, d, n);
	if (e == OAT_OK) {
		REQUIRE(oat_g2_is_valid(p));
		REQUIRE(oat_g2_write_bin(out, n, p) == OAT_OK && memcmp(out, d, n) == 0);
	} else {
		REQUIRE(oat_g2_is_infty(p));
	}
	oat_err u = oat_g2_read_bin_unchecked(p, d, n);
	REQUIRE(e == OAT_OK ? u == OAT_OK : (u == OAT_OK) == (e == OAT_ERR_NOT_IN_GROUP));
	return 0;
}
#elif defined(FUZZ_GT)
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_gt_t g;
	unsigned char out[OAT_GT_BYTES];
	if (oat_gt_read_bin(g, d, n) == OAT_OK) {
		REQUIRE(oat_gt_is_valid(g));
		REQUIRE(oat_gt_write_bin(out, n, g) == OAT_OK && memcmp(out, d, n) == 0);
	} else {
		REQUIRE(oat_gt_is_unity(g));
	}
	return 0;
}
#elif defined(FUZZ_HASH)
/* The first byte splits the input into a DST and a message. */
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_g1_t p;
	oat_g2_t q;
	if (n == 0) return 0;
	size_t dl = d[0] % (n);
	const uint8_t *dst = d + 1, *msg = d + 1 + dl;
	size_t ml = n - 1 - dl;
	oat_err e1 = oat_g1_map(p, msg, ml, dst, dl);
	oat_err e2 = oat_g2_map(q, msg, ml, dst, dl);
	REQUIRE(e1 == e2);
	if (e1 == OAT_OK) {
		REQUIRE(oat_g1_is_valid(p) && !oat_g1_is_infty(p));
		REQUIRE(oat_g2_is_valid(q) && !oat_g2_is_infty(q));
	} else {
		REQUIRE(dl == 0 && oat_g1_is_infty(p) && oat_g2_is_infty(q));
	}
	return 0;
}
#else
#error "define one of FUZZ_FP, FUZZ_G1, FUZZ_G2, FUZZ_GT, FUZZ_HASH"
#endif
