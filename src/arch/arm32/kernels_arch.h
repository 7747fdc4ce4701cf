/* The ARMv7-A routines as the basic kernels of one field (src/fp/low_tmpl.h,
 * which defines LK, LOW_N, LOW_BITS, LOW_MOD, LOW_N0 and LOW_FORM), chosen by
 * the size and class of the modulus (arm32_routines.h):
 *   8 digits for any m < 2^255, 12 for m < 2^383 (the pairing curves);
 *   6 and 7 digits for any m (P-192, P-224), 8 and 12 digits for m of 256
 *   and 384 bits (P-256, P-384), the _full routines that keep the carry out
 *   of the top digit; 17 digits for m < 2^543 (P-521);
 * and for a NIST prime p named by LOW_FORM, the multiplication and squaring
 * of its own (pNNN_mul.S), where they execute fewer instructions than the
 * routines of its class.  Without a match the portable kernels serve. */
#include "arch/arm32/arm32_routines.h"

/* LOW_A32_(f): the routine f of the size where the classes agree (sub, neg,
 * hlv); LOW_A32C_(f): the one of the modulus' class (add, dbl, mul, sqr). */
#if OAT_WSIZE == 32
#if LOW_N == 8 && LOW_BITS <= 255
#define LOW_A32_(f) oat_arm32_##f##8
#define LOW_A32C_(f) oat_arm32_##f##8
#elif LOW_N == 12 && LOW_BITS <= 383
#define LOW_A32_(f) oat_arm32_##f##12
#define LOW_A32C_(f) oat_arm32_##f##12
#elif LOW_N == 6
#define LOW_A32_(f) oat_arm32_##f##6
#define LOW_A32C_(f) oat_arm32_##f##6_full
#elif LOW_N == 7
#define LOW_A32_(f) oat_arm32_##f##7
#define LOW_A32C_(f) oat_arm32_##f##7_full
#elif LOW_N == 8
#define LOW_A32_(f) oat_arm32_##f##8
#define LOW_A32C_(f) oat_arm32_##f##8_full
#elif LOW_N == 12
#define LOW_A32_(f) oat_arm32_##f##12
#define LOW_A32C_(f) oat_arm32_##f##12_full
#elif LOW_N == 17 && LOW_BITS <= 543
#define LOW_A32_(f) oat_arm32_##f##17
#define LOW_A32C_(f) oat_arm32_##f##17
#endif
#endif

#if defined(LOW_A32_)
#define LOW_ARCH 1
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_A32C_(mont_add)(r, a, b, LOW_MOD); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_A32_(mont_sub)(r, a, b, LOW_MOD); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32_(mont_neg)(r, a, LOW_MOD); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32C_(mont_dbl)(r, a, LOW_MOD); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32_(mont_hlv)(r, a, LOW_MOD); }
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	LOW_A32C_(mont_mul)(r, a, b, LOW_MOD, LOW_N0);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32C_(mont_sqr)(r, a, LOW_MOD, LOW_N0); }
#undef LOW_A32_
#undef LOW_A32C_
#endif
