/* The x86-64 routines as the basic kernels of one field (src/fp/low_tmpl.h,
 * which defines LK, LOW_N, LOW_BITS, LOW_MOD and LOW_N0): 4 limbs for any
 * m < 2^255 (one spare bit is enough for the Montgomery and additive
 * routines, x64_routines.h), 6 limbs for m < 2^382.  Without a match the
 * portable kernels serve. */
#include "arch/x86_64/x64_routines.h"

#if OAT_WSIZE == 64 && LOW_N == 4 && LOW_BITS <= 255
#define LOW_ARCH 1
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_x64_mod_add4(r, a, b, LOW_MOD); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_x64_mod_sub4(r, a, b, LOW_MOD); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { oat_x64_mod_neg4(r, a, LOW_MOD); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { oat_x64_mod_dbl4(r, a, LOW_MOD); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { oat_x64_mod_hlv4(r, a, LOW_MOD); }
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mont_mul4)(r, a, b, LOW_MOD, LOW_N0);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_mont_sqr4)(r, a, LOW_MOD, LOW_N0);
}
#elif OAT_WSIZE == 64 && LOW_N == 6 && LOW_BITS <= 382
#define LOW_ARCH 1
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_x64_mod_add6(r, a, b, LOW_MOD); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_x64_mod_sub6(r, a, b, LOW_MOD); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { oat_x64_mod_neg6(r, a, LOW_MOD); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { oat_x64_mod_dbl6(r, a, LOW_MOD); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { oat_x64_mod_hlv6(r, a, LOW_MOD); }
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mont_mul6)(r, a, b, LOW_MOD, LOW_N0);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_mont_sqr6)(r, a, LOW_MOD, LOW_N0);
}
#endif
