/* libFuzzer targets for every decoder of external data, for hashing to
 * the curve, and for the group operations, pairing and BLS against other
 * ways to the same values (FUZZ_GROUP); one is chosen at compile time with
 * -DFUZZ_<NAME>.  Each target checks properties, not only the absence of
 * crashes: a decoder that accepts an input must give a valid element whose
 * encoding is the input again (canonical forms), and a rejected input must
 * leave the neutral output.  Built per curve (fuzz_<name>_<curve>), with
 * that curve's short names. */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include "oat.h"
#include OAT_TEST_CURVE_H
#include "ec/ec_int.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

/* the library's decoders without the subgroup test (internal: no public
 * function makes a point outside the groups) */
#define oat_g1_read_bin_unchecked G1(read_bin_unchecked_)
#define oat_g2_read_bin_unchecked G2(read_bin_unchecked_)

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
	/* the variable-time maps: the same points and errors */
	oat_g1_t pv;
	oat_g2_t qv;
	REQUIRE(oat_g1_map_vartime(pv, msg, ml, dst, dl) == e1);
	REQUIRE(oat_g2_map_vartime(qv, msg, ml, dst, dl) == e1);
	REQUIRE(oat_g1_equal(p, pv) && oat_g2_equal(q, qv));
	return 0;
}
#elif defined(FUZZ_GROUP)
/* The group operations, the pairing and BLS, each against another way to
 * the same value: for scalars a, b of the input (read_bin_wide), a (b G)
 * by the constant-time GLV/GLS multiplication, the variable-time wNAF,
 * the simultaneous forms and the fixed-base comb of (a b) must agree on G1
 * and G2; e(a G1, b G2) = e(G1, G2)^(a b) (bilinearity, both
 * exponentiations); a BLS signature by sk = a on the input's tail verifies,
 * and not on the tail with one byte changed. */
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_fr_t a, b, ab, k[2];
	oat_g1_t g1, p1, r1, s1, v1[2];
	oat_g2_t g2, p2, r2, s2, v2[2];
	oat_gt_t e, f, h;
	if (n < 2) return 0;
	size_t la = d[0] % 48, lb = d[1] % 48;
	if (n < 2 + la + lb) return 0;
	const uint8_t *msg = d + 2 + la + lb;
	size_t ml = n - 2 - la - lb;
	REQUIRE(oat_fr_read_bin_wide(a, d + 2, la) == OAT_OK);
	REQUIRE(oat_fr_read_bin_wide(b, d + 2 + la, lb) == OAT_OK);
	oat_fr_mul(ab, a, b);
	oat_g1_get_gen(g1);
	oat_g2_get_gen(g2);
	oat_g1_mul_gen(p1, b);                      /* b G */
	oat_g2_mul_gen(p2, b);
	oat_g1_mul(r1, p1, a);
	oat_g1_mul_gen(s1, ab);
	REQUIRE(oat_g1_equal(r1, s1));
	oat_g1_mul_vartime(s1, p1, a);
	REQUIRE(oat_g1_equal(r1, s1));
	oat_g1_mul_sim(s1, p1, a, g1, b);            /* a b G + b G */
	oat_g1_add(r1, r1, p1);
	REQUIRE(oat_g1_equal(r1, s1));
	oat_g1_copy(v1[0], p1);
	oat_g1_copy(v1[1], g1);
	oat_fr_copy(k[0], a);
	oat_fr_copy(k[1], b);
	oat_g1_mul_sim_vartime(s1, (const oat_g1_t *)v1, (const oat_fr_t *)k, 2);
	REQUIRE(oat_g1_equal(r1, s1));
	oat_g2_mul(r2, p2, a);
	oat_g2_mul_gen(s2, ab);
	REQUIRE(oat_g2_equal(r2, s2));
	oat_g2_mul_vartime(s2, p2, a);
	REQUIRE(oat_g2_equal(r2, s2));
	oat_g2_mul_sim(s2, p2, a, g2, b);
	oat_g2_add(r2, r2, p2);
	REQUIRE(oat_g2_equal(r2, s2));
	oat_g2_copy(v2[0], p2);
	oat_g2_copy(v2[1], g2);
	oat_g2_mul_sim_vartime(s2, (const oat_g2_t *)v2, (const oat_fr_t *)k, 2);
	REQUIRE(oat_g2_equal(r2, s2));
	/* e(a G1, b G2) = e(G1, G2)^(a b) */
	oat_g1_mul_gen(r1, a);
	oat_pc_map(e, r1, p2);
	oat_gt_get_gen(f);
	oat_gt_exp(h, f, ab);
	REQUIRE(oat_gt_equal(e, h));
	oat_gt_exp_vartime(h, f, ab);
	REQUIRE(oat_gt_equal(e, h));
	/* BLS with sk = a */
	{
		oat_bls_pk_t pk;
		oat_bls_sig_t sig;
		unsigned char m2[64];
		oat_err es = oat_bls_sign(sig, a, msg, ml);
		REQUIRE(es == (oat_fr_is_zero(a) ? OAT_ERR_ZERO : OAT_OK));
		if (es == OAT_OK) {
			oat_bls_sk_to_pk(pk, a);
			REQUIRE(oat_bls_verify(pk, msg, ml, sig) == OAT_OK);
			if (ml > 0 && ml <= sizeof(m2)) {
				memcpy(m2, msg, ml);
				m2[ml / 2] ^= 1;
				REQUIRE(oat_bls_verify(pk, m2, ml, sig) == OAT_ERR_VERIFY);
			}
		}
	}
	return 0;
}
#else
#error "define one of FUZZ_FP, FUZZ_G1, FUZZ_G2, FUZZ_GT, FUZZ_HASH, FUZZ_GROUP"
#endif
