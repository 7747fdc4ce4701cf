/* The basic kernels of one prime field (field_tmpl.h's K_ADD ... K_SQR),
 * bound to the backend's routines for the field's size and class where it
 * has them, else to the portable ones (mont.h; nist_red.h's mul and sqr
 * for the NIST primes).  A kernel is chosen by the number of digits and the
 * bits of the modulus, never by the curve, so one routine serves every
 * prime of its size: BN-P254's p and r, BLS12-381's r (255 bits, one spare
 * bit) on the same 4-limb x86-64 code.  The includer defines
 *   LK(x)      the names of the kernels (e.g. FR(x##_k))
 *   LOW_N      digits; LOW_BITS  bits of the modulus
 *   LOW_MOD    the modulus (an array of LOW_N digits); LOW_N0 -m^-1 mod 2^W
 *   LOW_FORM   (optional) the special form of the modulus, for kernels
 *              of one prime: 192, 224, 256, 384 or 521 for the NIST prime
 *              p of that size (FIPS 186-4 D.1.2), 0 (the default) for any
 *              other modulus
 * and gets static inline LK(add), LK(sub), LK(neg), LK(dbl), LK(hlv),
 * LK(mul), LK(sqr) with the contracts of mont.h, and, where the backend has
 * them, LK(mulr) and LK(sqrr) with LOW_HAVE_MULR defined: for m < R/4,
 * inputs below 2m and the result below 2m, without the final subtraction
 * (the redundant representation of prime_tmpl.h; mul and sqr accept inputs
 * below 2m too).  The backend's
 * kernels_arch.h defines them and LOW_ARCH where it has the class; where it
 * has none, a NIST prime (LOW_FORM) takes the portable kernels of its own
 * (nist_red.h), any other modulus those of mont.h.  The parameters are
 * #undef'd at the end, so another field can follow. */
#if !defined(LK) || !defined(LOW_N) || !defined(LOW_BITS) || !defined(LOW_MOD) || !defined(LOW_N0)
#error "low_tmpl.h: define LK, LOW_N, LOW_BITS, LOW_MOD, LOW_N0"
#endif
#include "fp/mont.h"
#include "fp/nist_red.h"
/* set by the backend's kernels_arch.h (LK(mulr), LK(sqrr)), left defined
 * for prime_tmpl.h */
#undef LOW_HAVE_MULR
#ifndef LOW_FORM
#define LOW_FORM 0
#endif

#if defined(OAT_ARITH_X86_64)
#include "arch/x86_64/kernels_arch.h"
#elif defined(OAT_ARITH_ARM32)
#include "arch/arm32/kernels_arch.h"
#elif defined(OAT_ARITH_GMP)
#include "arch/gmp/kernels_arch.h"
#endif

#if !defined(LOW_ARCH)
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_add(r, a, b, LOW_MOD, LOW_N);
}
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_sub(r, a, b, LOW_MOD, LOW_N);
}
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { oat_mont_neg(r, a, LOW_MOD, LOW_N); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { oat_mont_add(r, a, a, LOW_MOD, LOW_N); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { oat_mont_hlv(r, a, LOW_MOD, LOW_N); }
#if LOW_FORM != 0 && defined(OAT_NR_HAVE)
/* a NIST prime: the same representation, with the reduction by the form of
 * p (nist_red.h, which has the figures against mont.h) */
#if LOW_N != (LOW_FORM + OAT_WSIZE - 1) / OAT_WSIZE
#error "low_tmpl.h: LOW_FORM names a NIST prime of another size"
#endif
#define LOW_NR3_(f, b) oat_nr_##f##_p##b
#define LOW_NR2_(f, b) LOW_NR3_(f, b)
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	LOW_NR2_(mul, LOW_FORM)(r, a, b);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { LOW_NR2_(sqr, LOW_FORM)(r, a); }
#undef LOW_NR2_
#undef LOW_NR3_
#else
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_mul(r, a, b, LOW_MOD, LOW_N0, LOW_N);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { oat_mont_mul(r, a, a, LOW_MOD, LOW_N0, LOW_N); }
#endif
#endif

#undef LOW_ARCH
#undef LK
#undef LOW_N
#undef LOW_BITS
#undef LOW_MOD
#undef LOW_N0
#undef LOW_FORM
