/* The ARMv7-A routines (UMAAL, Cortex-A9), for every field of their size:
 * each takes the modulus (and n0 = -m^-1 mod 2^32) by pointer.  Declared
 * here once for fp_low_arch.h, which binds the Fp of a curve to all of them,
 * and kernels_arch.h, which binds the basic kernels of any other field (Fr,
 * ...).  Semantics and bounds are those of src/fp/mont.h; the routines need
 * 2m < 2^(32 n) (every value below 2m fits the digits: m < 2^255 on 8
 * digits, m < 2^383 on 12); the lazy reduction of the tower asks more of
 * Fp itself (fp_int.h).  Outputs may alias inputs, except that the output
 * of the double-width products must not overlap their inputs. */
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

#endif
