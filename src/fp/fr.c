/* The scalar field Fr (integers mod the group order r): the same field code
 * as Fp, on the portable kernels with r as the modulus. */
#include "param/param.h"
#include "fp/mont.h"
#include "fp/util.h"

static const oat_dig_t oat_fr_modulus[OAT_FR_DIGS] = OAT_FR_MODULUS;

static inline void oat_fr_add_k(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_add(r, a, b, oat_fr_modulus, OAT_FR_DIGS);
}
static inline void oat_fr_sub_k(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_sub(r, a, b, oat_fr_modulus, OAT_FR_DIGS);
}
static inline void oat_fr_neg_k(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_neg(r, a, oat_fr_modulus, OAT_FR_DIGS);
}
static inline void oat_fr_dbl_k(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_add(r, a, a, oat_fr_modulus, OAT_FR_DIGS);
}
static inline void oat_fr_hlv_k(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_hlv(r, a, oat_fr_modulus, OAT_FR_DIGS);
}
static inline void oat_fr_mul_k(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_mul(r, a, b, oat_fr_modulus, OAT_FR_N0, OAT_FR_DIGS);
}
static inline void oat_fr_sqr_k(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_mul(r, a, a, oat_fr_modulus, OAT_FR_N0, OAT_FR_DIGS);
}

#define F(x) oat_fr_##x
#define FT oat_fr_t
#define FN OAT_FR_DIGS
#define FBYTES OAT_FR_BYTES
#define F_MOD OAT_FR_MODULUS
#define F_ONE OAT_FR_ONE
#define F_R2 OAT_FR_R2
#define F_BITS OAT_FR_BITS
#define F_LEG_EXP OAT_FR_LEG_EXP
#define K_ADD oat_fr_add_k
#define K_SUB oat_fr_sub_k
#define K_NEG oat_fr_neg_k
#define K_DBL oat_fr_dbl_k
#define K_HLV oat_fr_hlv_k
#define K_MUL oat_fr_mul_k
#define K_SQR oat_fr_sqr_k
#define FCOUNT(f) ((void)0)
#include "fp/field_impl.h"

void oat_fr_get_digs(oat_dig_t out[OAT_FR_DIGS], const oat_fr_t a) { oat_fr_to_canon_(out, a); }
