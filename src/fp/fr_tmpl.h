/* The scalar field Fr of a curve (integers mod the group order r): the same
 * field code as Fp, on the portable kernels with r as the modulus.  Included
 * once by the curve's fr.c after its curve.h. */
#include "fp/mont.h"
#include "fp/fp_int.h"
#include "fp/util.h"

static const oat_dig_t FR(modulus)[FR_DIGS] = OAT_FR_MODULUS;

static inline void FR(add_k)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_add(r, a, b, FR(modulus), FR_DIGS);
}
static inline void FR(sub_k)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_sub(r, a, b, FR(modulus), FR_DIGS);
}
static inline void FR(neg_k)(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_neg(r, a, FR(modulus), FR_DIGS);
}
static inline void FR(dbl_k)(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_add(r, a, a, FR(modulus), FR_DIGS);
}
static inline void FR(hlv_k)(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_hlv(r, a, FR(modulus), FR_DIGS);
}
static inline void FR(mul_k)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_mul(r, a, b, FR(modulus), OAT_FR_N0, FR_DIGS);
}
static inline void FR(sqr_k)(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_mul(r, a, a, FR(modulus), OAT_FR_N0, FR_DIGS);
}

#define F(x) FR(x)
#define FT FR(t)
#define FN FR_DIGS
#define FBYTES FR_BYTES
#define F_MOD OAT_FR_MODULUS
#define F_ONE OAT_FR_ONE
#define F_R2 OAT_FR_R2
#define F_BITS FR_BITS
#define F_LEG_EXP OAT_FR_LEG_EXP
#define F_HD_STEPS FR_HD_STEPS
#define K_ADD FR(add_k)
#define K_SUB FR(sub_k)
#define K_NEG FR(neg_k)
#define K_DBL FR(dbl_k)
#define K_HLV FR(hlv_k)
#define K_MUL FR(mul_k)
#define K_SQR FR(sqr_k)
#define FCOUNT(f) ((void)0)
#include "fp/field_tmpl.h"

void FR(get_digs)(oat_dig_t out[FR_DIGS], const FR(t) a) { FR(to_canon_)(out, a); }
