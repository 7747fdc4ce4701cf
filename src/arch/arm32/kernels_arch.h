/* The ARMv7-A routines as the basic kernels of one field (src/fp/low_tmpl.h,
 * which defines LK, LOW_N, LOW_BITS, LOW_MOD and LOW_N0): 8 digits for any
 * m < 2^255, 12 for m < 2^383 (arm32_routines.h).  Without a match the
 * portable kernels serve. */
#include "arch/arm32/arm32_routines.h"

#if OAT_WSIZE == 32 && (LOW_N == 8 && LOW_BITS <= 255 || LOW_N == 12 && LOW_BITS <= 383)
#define LOW_ARCH 1
#if LOW_N == 8
#define LOW_A32_(f) oat_arm32_##f##8
#else
#define LOW_A32_(f) oat_arm32_##f##12
#endif
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_A32_(mont_add)(r, a, b, LOW_MOD); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_A32_(mont_sub)(r, a, b, LOW_MOD); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32_(mont_neg)(r, a, LOW_MOD); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32_(mont_dbl)(r, a, LOW_MOD); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32_(mont_hlv)(r, a, LOW_MOD); }
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	LOW_A32_(mont_mul)(r, a, b, LOW_MOD, LOW_N0);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { LOW_A32_(mont_sqr)(r, a, LOW_MOD, LOW_N0); }
#undef LOW_A32_
#endif
