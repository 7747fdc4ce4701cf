/* The routines of the GMP backend (fp_low.c), for any odd modulus m < 2^(W n)
 * of n <= OAT_GMP_MAXN digits given by pointer, with n0 = -m^-1 mod 2^W.
 * fp_low_arch.h binds them to a curve's Fp, kernels_arch.h to any field by
 * its size. */
#ifndef OAT_ARCH_GMP_GMP_ROUTINES_H
#define OAT_ARCH_GMP_GMP_ROUTINES_H

#include "oat/common.h"

/* up to 576 bits */
#define OAT_GMP_MAXN (576 / OAT_WSIZE)

/* r = a + b, a - b, -a, 2a, a/2 mod m; a, b < m on input, r < m. */
void oat_gmp_mod_add(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);
void oat_gmp_mod_sub(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);
void oat_gmp_mod_neg(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n);
void oat_gmp_mod_dbl(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n);
void oat_gmp_mod_hlv(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n);
/* r = a b / R mod m, R = 2^(W n); any a < R when b < m.  r < m. */
void oat_gmp_mont_mul(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m,
		oat_dig_t n0, int n);
/* r = a^2 / R mod m, a < m.  r < m. */
void oat_gmp_mont_sqr(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, oat_dig_t n0, int n);
/* r = c / R mod m for a 2n-digit c < m R.  r < m. */
void oat_gmp_mont_rdc(oat_dig_t *r, const oat_dig_t *c, const oat_dig_t *m, oat_dig_t n0, int n);
/* c = a b and c = a^2 on 2n digits, no reduction; any a, b < R. */
void oat_gmp_muln(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, int n);
void oat_gmp_sqrn(oat_dig_t *c, const oat_dig_t *a, int n);
/* r = a + b and r = a - b on n digits, no reduction (the carry is dropped). */
void oat_gmp_addn(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n);
void oat_gmp_subn(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n);
/* c = a + b and c = a - b mod m R on 2n digits; a, b < m R. */
void oat_gmp_modd_add(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);
void oat_gmp_modd_sub(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n);
/* r = a b / R mod p and r = a^2 / R mod p for the NIST prime p of each
 * size (FIPS 186-4 D.1.2), with the contracts of oat_gmp_mont_mul and
 * oat_gmp_mont_sqr: GMP's product, the reduction of src/fp/nist_red.h. */
void oat_gmp_mont_mul_p192(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
void oat_gmp_mont_sqr_p192(oat_dig_t *r, const oat_dig_t *a);
void oat_gmp_mont_mul_p224(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
void oat_gmp_mont_sqr_p224(oat_dig_t *r, const oat_dig_t *a);
void oat_gmp_mont_mul_p256(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
void oat_gmp_mont_sqr_p256(oat_dig_t *r, const oat_dig_t *a);
void oat_gmp_mont_mul_p384(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
void oat_gmp_mont_sqr_p384(oat_dig_t *r, const oat_dig_t *a);
void oat_gmp_mont_mul_p521(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b);
void oat_gmp_mont_sqr_p521(oat_dig_t *r, const oat_dig_t *a);

#endif
