/* The x86-64 routines as the basic kernels of one field (src/fp/low_tmpl.h,
 * which defines LK, LOW_N, LOW_BITS, LOW_MOD, LOW_N0 and LOW_FORM): 4 limbs
 * for any m < 2^255 (one spare bit is enough for the Montgomery and additive
 * routines, x64_routines.h), 6 limbs for m < 2^382; for the NIST fields the
 * classes with no spare bit, 3 limbs (any m < 2^192), 4 limbs with 256 bits
 * and 6 limbs with 383 or 384 bits, and 9 limbs for m < 2^575, with mul and
 * sqr specialised to the prime where LOW_FORM names one that has them
 * (192, 256, 521; the measurements are in tools/gen_x64_mont.py).  Without
 * a match the portable kernels serve. */
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
#if LOW_BITS <= 254
/* the redundant kernels (prime_tmpl.h): inputs and result below 2m */
#define LOW_HAVE_MULR 1
static inline void LK(mulr)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mont_mul4r)(r, a, b, LOW_MOD, LOW_N0);
}
static inline void LK(sqrr)(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_mont_sqr4r)(r, a, LOW_MOD, LOW_N0);
}
#endif
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
#elif OAT_WSIZE == 64 && (LOW_N == 3 || LOW_N == 4 && LOW_BITS == 256 || \
	LOW_N == 6 && LOW_BITS > 382 && LOW_BITS <= 384 || LOW_N == 9 && LOW_BITS <= 575)
#define LOW_ARCH 1
/* the class of the field (x64_routines.h): 3, 4f, 6f or 9 */
#if LOW_N == 3
#define LOW_X64(f) f##3
#define LOW_X64_FORM (LOW_FORM == 192)
#define LOW_X64_P(f) f##_p192
#elif LOW_N == 4
#define LOW_X64(f) f##4f
#define LOW_X64_FORM (LOW_FORM == 256)
#define LOW_X64_P(f) f##_p256
#elif LOW_N == 6
#define LOW_X64(f) f##6f
#define LOW_X64_FORM 0
#define LOW_X64_P(f) f##6f
#else
#define LOW_X64(f) f##9
#define LOW_X64_FORM (LOW_FORM == 521)
#define LOW_X64_P(f) f##_p521
#endif
/* the additive routines: P-521's own (rotations and complements of its 521
 * bits, tools/gen_x64_add.py) for its p, the class' for every other field */
#if LOW_N == 9 && LOW_X64_FORM
#define LOW_X64_ADD(f) f##_p521
#else
#define LOW_X64_ADD(f) LOW_X64(f)
#endif
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_X64_ADD(oat_x64_mod_add)(r, a, b, LOW_MOD); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { LOW_X64_ADD(oat_x64_mod_sub)(r, a, b, LOW_MOD); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { LOW_X64_ADD(oat_x64_mod_neg)(r, a, LOW_MOD); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { LOW_X64_ADD(oat_x64_mod_dbl)(r, a, LOW_MOD); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { LOW_X64_ADD(oat_x64_mod_hlv)(r, a, LOW_MOD); }
/* OAT_X64_MONT pastes a suffix: its argument expanded first */
#define LOW_X64_CALL_(f) OAT_X64_MONT(f)
#define LOW_X64_CALL(f) LOW_X64_CALL_(f)
#if LOW_X64_FORM
/* the prime's own routines: the same contracts, m must be the prime */
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	LOW_X64_CALL(LOW_X64_P(oat_x64_mont_mul))(r, a, b, LOW_MOD, LOW_N0);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) {
	LOW_X64_CALL(LOW_X64_P(oat_x64_mont_sqr))(r, a, LOW_MOD, LOW_N0);
}
#else
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	LOW_X64_CALL(LOW_X64(oat_x64_mont_mul))(r, a, b, LOW_MOD, LOW_N0);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) {
	LOW_X64_CALL(LOW_X64(oat_x64_mont_sqr))(r, a, LOW_MOD, LOW_N0);
}
#endif
#undef LOW_X64_CALL
#undef LOW_X64_CALL_
#undef LOW_X64
#undef LOW_X64_FORM
#undef LOW_X64_P
#undef LOW_X64_ADD
#endif
