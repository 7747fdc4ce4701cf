/* The ARMv7-A routines as the basic kernels of one field (src/fp/low_tmpl.h,
 * which defines LK, LOW_N, LOW_BITS, LOW_MOD, LOW_N0 and LOW_FORM), chosen by
 * the size and class of the modulus (arm32_routines.h):
 *   8 digits for any m < 2^255, 12 for m < 2^383 (the pairing curves);
 *   6 and 7 digits for any m (P-192, P-224), 8 and 12 digits for m of 256
 *   and 384 bits (P-256, P-384), the _full routines that keep the carry out
 *   of the top digit; 17 digits for m < 2^543 (P-521);
 * and for the NIST prime p named by LOW_FORM, the routines of that prime
 * (pNNN_mul.S, pNNN_add.S: the same contracts, p built in), which execute
 * fewer instructions than those of its class: the reduction takes p's form
 * instead of rows of u m, and the final subtractions and the additive
 * kernels take p's digits as immediates.  Per call (the generated files
 * record them; tools/gen_arm32_nist.py), prime against class:
 *            mul       sqr      add     sub     neg     dbl     hlv
 *   p192   112/156   112/156   26/34   19/26   18/25   25/33   18/25
 *   p224   144/213   137/206   30/41   22/31   20/29   28/39   20/29
 *   p256   191/266   170/245   33/45   24/34   22/32   31/43   22/32
 *   p384   430/564   372/506   57/76   43/56   39/50   54/74   40/51
 *   p521   597/1099  446/948   83/110  63/85   55/77   78/106  58/80
 * Without a match the portable kernels serve. */
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

/* LOW_A32P_(f): the routine f of the NIST prime of LOW_FORM */
#if OAT_WSIZE == 32 && (LOW_FORM == 192 && LOW_N == 6 || LOW_FORM == 224 && LOW_N == 7 || \
	LOW_FORM == 256 && LOW_N == 8 || LOW_FORM == 384 && LOW_N == 12 || LOW_FORM == 521 && LOW_N == 17)
#define LOW_A32P3_(f, b) oat_arm32_mont_##f##_p##b
#define LOW_A32P2_(f, b) LOW_A32P3_(f, b)
#define LOW_A32P_(f) LOW_A32P2_(f, LOW_FORM)
#endif

#if defined(LOW_A32P_)
#define LOW_ARCH 1
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_A32P_(add)(r, a, b); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_A32P_(sub)(r, a, b); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32P_(neg)(r, a); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32P_(dbl)(r, a); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32P_(hlv)(r, a); }
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_A32P_(mul)(r, a, b); }
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32P_(sqr)(r, a); }
#undef LOW_A32P_
#undef LOW_A32P2_
#undef LOW_A32P3_
#elif defined(LOW_A32_)
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
#endif
#undef LOW_A32_
#undef LOW_A32C_
