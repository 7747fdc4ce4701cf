/* The GMP routines as the basic kernels of one field (src/fp/low_tmpl.h,
 * which defines LK, LOW_N, LOW_BITS, LOW_MOD, LOW_N0 and LOW_FORM): fp_low.c
 * serves any odd modulus of up to OAT_GMP_MAXN digits.
 *
 * The NIST primes (LOW_FORM) keep the additive routines and take, for mul
 * and sqr, GMP's product with the reduction by the form of p of
 * src/fp/nist_red.h (oat_gmp_mont_{mul,sqr}_pBITS), or on up to four
 * digits the portable kernels of nist_red.h themselves, inlined: measured
 * against each other in one process (test/test_nist_red time, gcc 12,
 * Debian's GMP 6.2, AMD EPYC), time of the portable kernel / time of GMP's
 * product with the same reduction, mul and sqr:
 *   P-192 (3 limbs) 0.96, 0.99   P-224 (4) 1.04, 0.96   P-256 (4) 0.96, 0.93
 *   P-384 (6)       1.12, 1.01   P-521 (9) 1.19, 1.27
 * (on a few limbs the call into GMP and its product's set-up cost what its
 * assembly saves); either way 1.3 to 2.2 times faster than the generic
 * kernels below, whose reduction is n rows of mpn_addmul_1. */
#include "arch/gmp/gmp_routines.h"

#if LOW_N <= OAT_GMP_MAXN
#define LOW_ARCH 1
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_gmp_mod_add(r, a, b, LOW_MOD, LOW_N); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_gmp_mod_sub(r, a, b, LOW_MOD, LOW_N); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_neg(r, a, LOW_MOD, LOW_N); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_dbl(r, a, LOW_MOD, LOW_N); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_hlv(r, a, LOW_MOD, LOW_N); }
#if LOW_FORM != 0 && defined(OAT_NR_HAVE)
#if LOW_N <= 4
#define LOW_GMP3_(f, b) oat_nr_##f##_p##b
#else
#define LOW_GMP3_(f, b) oat_gmp_mont_##f##_p##b
#endif
#define LOW_GMP2_(f, b) LOW_GMP3_(f, b)
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_GMP2_(mul, LOW_FORM)(r, a, b); }
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { LOW_GMP2_(sqr, LOW_FORM)(r, a); }
#undef LOW_GMP2_
#undef LOW_GMP3_
#else
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_mont_mul(r, a, b, LOW_MOD, LOW_N0, LOW_N);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mont_sqr(r, a, LOW_MOD, LOW_N0, LOW_N); }
#endif
#endif
