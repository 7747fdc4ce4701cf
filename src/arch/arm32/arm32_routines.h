/* The ARMv7-A routines (UMAAL, Cortex-A9), for every field of their size:
 * each takes the modulus (and n0 = -m^-1 mod 2^32) by pointer, except those
 * of one NIST prime, which have it built in.  Declared here once for
 * fp_low_arch.h, which binds the Fp of a pairing curve to the 8- and
 * 12-digit ones, and kernels_arch.h, which binds the basic kernels of any
 * other field (Fr, the NIST curves' fields).  Semantics and bounds are those
 * of src/fp/mont.h; the routines need 2m < 2^(32 n) (every value below 2m
 * fits the digits: m < 2^255 on 8 digits, m < 2^383 on 12, m < 2^543 on
 * 17), except the _full ones (below), which hold for any odd m < 2^(32 n);
 * the lazy reduction of the tower asks more of Fp itself (fp_int.h).
 * Outputs may alias inputs, except that the output of the double-width
 * products must not overlap their inputs. */
#ifndef OAT_ARCH_ARM32_ROUTINES_H
#define OAT_ARCH_ARM32_ROUTINES_H

#include <stdint.h>

/* ---- 8 digits (mont8_mul.S, mont8_add.S): m < 2^255 ---- */
/* r = a b / 2^256 mod m for a < 2^256, b < m. */
void oat_arm32_mont_mul8(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
		const uint32_t m[8], uint32_t n0);
/* r = a^2 / 2^256 mod m for a < m. */
void oat_arm32_mont_sqr8(uint32_t r[8], const uint32_t a[8], const uint32_t m[8], uint32_t n0);
/* r = c / 2^256 mod m for c < m 2^256. */
void oat_arm32_mont_rdc8(uint32_t r[8], const uint32_t c[16], const uint32_t m[8], uint32_t n0);
/* c = a b and c = a^2 (16 digits), for any a, b < 2^256; c apart from a, b. */
void oat_arm32_muln8(uint32_t c[16], const uint32_t a[8], const uint32_t b[8]);
void oat_arm32_sqrn8(uint32_t c[16], const uint32_t a[8]);
/* Fp2 = Fp[i]/(i^2 + 1) on 2 x 8 digits, unreduced, for m < 2^254 and
 * coefficients < m; c apart from a: c0 = a0 b0 - a1 b1 mod m 2^256,
 * c1 = a0 b1 + a1 b0 (fp2_muln8); c0 = (a0 + a1)(a0 - a1), c1 = 2 a0 a1
 * (fp2_sqrn8).  Each c_i < m 2^256, for Montgomery reduction. */
void oat_arm32_fp2_muln8(uint32_t c[32], const uint32_t a[16], const uint32_t b[16], const uint32_t m[8]);
void oat_arm32_fp2_sqrn8(uint32_t c[32], const uint32_t a[16], const uint32_t m[8]);
/* Karabina's pair (mont8_mul.S) for xi = 1 + i: io = { h, k, x, y, hx, ky },
 * Fp2 values (2 x 8 digits) with coefficients < m < 2^254, h and k apart
 * from the inputs: b = x y, a = x^2 + xi y^2, k = 3a - 2ky, h = 2hx + 6b'
 * with b' = b (xi = 0) or xi b (xi = 1); outputs fully reduced. */
void oat_arm32_fp2_pck8(const uint32_t *const io[6], const uint32_t m[8], uint32_t n0, uint32_t xi);
/* r = a + b, a - b, -a, 2a, a/2 mod m for a, b < m. */
void oat_arm32_mont_add8(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]);
void oat_arm32_mont_sub8(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]);
void oat_arm32_mont_neg8(uint32_t r[8], const uint32_t a[8], const uint32_t m[8]);
void oat_arm32_mont_dbl8(uint32_t r[8], const uint32_t a[8], const uint32_t m[8]);
void oat_arm32_mont_hlv8(uint32_t r[8], const uint32_t a[8], const uint32_t m[8]);
/* r = a + b mod 2^256, no reduction. */
void oat_arm32_addn8(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
/* c = a + b, a - b mod m 2^256 for a, b < m 2^256. */
void oat_arm32_mont_addd8(uint32_t c[16], const uint32_t a[16], const uint32_t b[16], const uint32_t m[8]);
void oat_arm32_mont_subd8(uint32_t c[16], const uint32_t a[16], const uint32_t b[16], const uint32_t m[8]);
/* c = a + b mod 2^512 and a - b mod 2^512, no reduction. */
void oat_arm32_addn16(uint32_t c[16], const uint32_t a[16], const uint32_t b[16]);
void oat_arm32_subn16(uint32_t c[16], const uint32_t a[16], const uint32_t b[16]);

/* ---- 12 digits (mont12_mul.S, mont12_add.S): m < 2^383 ---- */
/* r = a b / 2^384 mod m for a < 2^384, b < m. */
void oat_arm32_mont_mul12(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
		const uint32_t m[12], uint32_t n0);
/* r = a^2 / 2^384 mod m for a < m. */
void oat_arm32_mont_sqr12(uint32_t r[12], const uint32_t a[12], const uint32_t m[12], uint32_t n0);
/* r = c / 2^384 mod m for c < m 2^384. */
void oat_arm32_mont_rdc12(uint32_t r[12], const uint32_t c[24], const uint32_t m[12], uint32_t n0);
/* c = a b and c = a^2 (16 digits), for any a, b < 2^384; c apart from a, b. */
void oat_arm32_muln12(uint32_t c[24], const uint32_t a[12], const uint32_t b[12]);
void oat_arm32_sqrn12(uint32_t c[24], const uint32_t a[12]);
/* r = a + b, a - b, -a, 2a, a/2 mod m for a, b < m. */
void oat_arm32_mont_add12(uint32_t r[12], const uint32_t a[12], const uint32_t b[12], const uint32_t m[12]);
void oat_arm32_mont_sub12(uint32_t r[12], const uint32_t a[12], const uint32_t b[12], const uint32_t m[12]);
void oat_arm32_mont_neg12(uint32_t r[12], const uint32_t a[12], const uint32_t m[12]);
void oat_arm32_mont_dbl12(uint32_t r[12], const uint32_t a[12], const uint32_t m[12]);
void oat_arm32_mont_hlv12(uint32_t r[12], const uint32_t a[12], const uint32_t m[12]);
/* r = a + b mod 2^384, no reduction. */
void oat_arm32_addn12(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
/* c = a + b, a - b mod m 2^384 for a, b < m 2^384. */
void oat_arm32_mont_addd12(uint32_t c[24], const uint32_t a[24], const uint32_t b[24], const uint32_t m[12]);
void oat_arm32_mont_subd12(uint32_t c[24], const uint32_t a[24], const uint32_t b[24], const uint32_t m[12]);
/* c = a + b mod 2^768 and a - b mod 2^768, no reduction. */
void oat_arm32_addn24(uint32_t c[24], const uint32_t a[24], const uint32_t b[24]);
void oat_arm32_subn24(uint32_t c[24], const uint32_t a[24], const uint32_t b[24]);
/* The Fp2 products of fp2_muln8 / fp2_sqrn8 on 12 digits, m < 2^382. */
void oat_arm32_fp2_muln12(uint32_t c[48], const uint32_t a[24], const uint32_t b[24], const uint32_t m[12]);
void oat_arm32_fp2_sqrn12(uint32_t c[48], const uint32_t a[24], const uint32_t m[12]);

/* ---- The sizes of the NIST fields (generated by tools/gen_arm32_mont.py
 * and tools/gen_arm32_add.py) ----
 * A routine named _full holds for any odd m < 2^(32 n), the zero-spare-bit
 * class of P-192, P-224, P-256 and P-384 (p and n fill their digits): it
 * keeps the carry out of the top digit.  The others of these sizes need
 * 2m < 2^(32 n) as above; sub, neg and hlv are the same for both classes
 * (for 8 and 12 digits those of mont8_add.S and mont12_add.S). */

/* r = a b / 2^(32 n) mod m for a < 2^(32 n), b < m; r = a^2 / 2^(32 n) mod m
 * for a < m. */
void oat_arm32_mont_mul6_full(uint32_t r[6], const uint32_t a[6], const uint32_t b[6],
		const uint32_t m[6], uint32_t n0);
void oat_arm32_mont_sqr6_full(uint32_t r[6], const uint32_t a[6], const uint32_t m[6], uint32_t n0);
void oat_arm32_mont_mul7_full(uint32_t r[7], const uint32_t a[7], const uint32_t b[7],
		const uint32_t m[7], uint32_t n0);
void oat_arm32_mont_sqr7_full(uint32_t r[7], const uint32_t a[7], const uint32_t m[7], uint32_t n0);
void oat_arm32_mont_mul8_full(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
		const uint32_t m[8], uint32_t n0);
void oat_arm32_mont_sqr8_full(uint32_t r[8], const uint32_t a[8], const uint32_t m[8], uint32_t n0);
void oat_arm32_mont_mul12_full(uint32_t r[12], const uint32_t a[12], const uint32_t b[12],
		const uint32_t m[12], uint32_t n0);
void oat_arm32_mont_sqr12_full(uint32_t r[12], const uint32_t a[12], const uint32_t m[12], uint32_t n0);
/* 17 digits, m < 2^543 (P-521's p and n) */
void oat_arm32_mont_mul17(uint32_t r[17], const uint32_t a[17], const uint32_t b[17],
		const uint32_t m[17], uint32_t n0);
void oat_arm32_mont_sqr17(uint32_t r[17], const uint32_t a[17], const uint32_t m[17], uint32_t n0);

/* r = a + b, a - b, -a, 2a, a/2 mod m for a, b < m. */
void oat_arm32_mont_add6_full(uint32_t r[6], const uint32_t a[6], const uint32_t b[6], const uint32_t m[6]);
void oat_arm32_mont_dbl6_full(uint32_t r[6], const uint32_t a[6], const uint32_t m[6]);
void oat_arm32_mont_sub6(uint32_t r[6], const uint32_t a[6], const uint32_t b[6], const uint32_t m[6]);
void oat_arm32_mont_neg6(uint32_t r[6], const uint32_t a[6], const uint32_t m[6]);
void oat_arm32_mont_hlv6(uint32_t r[6], const uint32_t a[6], const uint32_t m[6]);
void oat_arm32_mont_add7_full(uint32_t r[7], const uint32_t a[7], const uint32_t b[7], const uint32_t m[7]);
void oat_arm32_mont_dbl7_full(uint32_t r[7], const uint32_t a[7], const uint32_t m[7]);
void oat_arm32_mont_sub7(uint32_t r[7], const uint32_t a[7], const uint32_t b[7], const uint32_t m[7]);
void oat_arm32_mont_neg7(uint32_t r[7], const uint32_t a[7], const uint32_t m[7]);
void oat_arm32_mont_hlv7(uint32_t r[7], const uint32_t a[7], const uint32_t m[7]);
void oat_arm32_mont_add8_full(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], const uint32_t m[8]);
void oat_arm32_mont_dbl8_full(uint32_t r[8], const uint32_t a[8], const uint32_t m[8]);
void oat_arm32_mont_add12_full(uint32_t r[12], const uint32_t a[12], const uint32_t b[12], const uint32_t m[12]);
void oat_arm32_mont_dbl12_full(uint32_t r[12], const uint32_t a[12], const uint32_t m[12]);
void oat_arm32_mont_add17(uint32_t r[17], const uint32_t a[17], const uint32_t b[17], const uint32_t m[17]);
void oat_arm32_mont_dbl17(uint32_t r[17], const uint32_t a[17], const uint32_t m[17]);
void oat_arm32_mont_sub17(uint32_t r[17], const uint32_t a[17], const uint32_t b[17], const uint32_t m[17]);
void oat_arm32_mont_neg17(uint32_t r[17], const uint32_t a[17], const uint32_t m[17]);
void oat_arm32_mont_hlv17(uint32_t r[17], const uint32_t a[17], const uint32_t m[17]);

/* ---- The NIST primes (generated by tools/gen_arm32_nist.py: pNNN_mul.S,
 * pNNN_add.S) ----
 * The routines of the class above specialised to one prime p (FIPS 186-4
 * D.1.2), with the same contracts and p built in: r = a b / 2^(32 n) mod p
 * for a < 2^(32 n), b < p; r = a^2 / 2^(32 n) mod p, a + b, a - b, -a, 2a,
 * a/2 mod p for a, b < p.  kernels_arch.h binds them for LOW_FORM. */
void oat_arm32_mont_mul_p192(uint32_t r[6], const uint32_t a[6], const uint32_t b[6]);
void oat_arm32_mont_sqr_p192(uint32_t r[6], const uint32_t a[6]);
void oat_arm32_mont_add_p192(uint32_t r[6], const uint32_t a[6], const uint32_t b[6]);
void oat_arm32_mont_sub_p192(uint32_t r[6], const uint32_t a[6], const uint32_t b[6]);
void oat_arm32_mont_neg_p192(uint32_t r[6], const uint32_t a[6]);
void oat_arm32_mont_dbl_p192(uint32_t r[6], const uint32_t a[6]);
void oat_arm32_mont_hlv_p192(uint32_t r[6], const uint32_t a[6]);
void oat_arm32_mont_mul_p224(uint32_t r[7], const uint32_t a[7], const uint32_t b[7]);
void oat_arm32_mont_sqr_p224(uint32_t r[7], const uint32_t a[7]);
void oat_arm32_mont_add_p224(uint32_t r[7], const uint32_t a[7], const uint32_t b[7]);
void oat_arm32_mont_sub_p224(uint32_t r[7], const uint32_t a[7], const uint32_t b[7]);
void oat_arm32_mont_neg_p224(uint32_t r[7], const uint32_t a[7]);
void oat_arm32_mont_dbl_p224(uint32_t r[7], const uint32_t a[7]);
void oat_arm32_mont_hlv_p224(uint32_t r[7], const uint32_t a[7]);
void oat_arm32_mont_mul_p256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void oat_arm32_mont_sqr_p256(uint32_t r[8], const uint32_t a[8]);
void oat_arm32_mont_add_p256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void oat_arm32_mont_sub_p256(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void oat_arm32_mont_neg_p256(uint32_t r[8], const uint32_t a[8]);
void oat_arm32_mont_dbl_p256(uint32_t r[8], const uint32_t a[8]);
void oat_arm32_mont_hlv_p256(uint32_t r[8], const uint32_t a[8]);
void oat_arm32_mont_mul_p384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void oat_arm32_mont_sqr_p384(uint32_t r[12], const uint32_t a[12]);
void oat_arm32_mont_add_p384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void oat_arm32_mont_sub_p384(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void oat_arm32_mont_neg_p384(uint32_t r[12], const uint32_t a[12]);
void oat_arm32_mont_dbl_p384(uint32_t r[12], const uint32_t a[12]);
void oat_arm32_mont_hlv_p384(uint32_t r[12], const uint32_t a[12]);
void oat_arm32_mont_mul_p521(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void oat_arm32_mont_sqr_p521(uint32_t r[17], const uint32_t a[17]);
void oat_arm32_mont_add_p521(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void oat_arm32_mont_sub_p521(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void oat_arm32_mont_neg_p521(uint32_t r[17], const uint32_t a[17]);
void oat_arm32_mont_dbl_p521(uint32_t r[17], const uint32_t a[17]);
void oat_arm32_mont_hlv_p521(uint32_t r[17], const uint32_t a[17]);

#endif
