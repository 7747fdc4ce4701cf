/* The GMP routines as the basic kernels of one field (src/fp/low_tmpl.h,
 * which defines LK, LOW_N, LOW_BITS, LOW_MOD and LOW_N0): fp_low.c serves
 * any odd modulus of up to OAT_GMP_MAXN digits. */
#include "arch/gmp/gmp_routines.h"

#if LOW_N <= OAT_GMP_MAXN
#define LOW_ARCH 1
static inline void LK(add)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_gmp_mod_add(r, a, b, LOW_MOD, LOW_N); }
static inline void LK(sub)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { oat_gmp_mod_sub(r, a, b, LOW_MOD, LOW_N); }
static inline void LK(neg)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_neg(r, a, LOW_MOD, LOW_N); }
static inline void LK(dbl)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_dbl(r, a, LOW_MOD, LOW_N); }
static inline void LK(hlv)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mod_hlv(r, a, LOW_MOD, LOW_N); }
static inline void LK(mul)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_gmp_mont_mul(r, a, b, LOW_MOD, LOW_N0, LOW_N);
}
static inline void LK(sqr)(oat_dig_t *r, const oat_dig_t *a) { oat_gmp_mont_sqr(r, a, LOW_MOD, LOW_N0, LOW_N); }
#endif
