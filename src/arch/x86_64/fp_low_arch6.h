/* The x86-64 backend on 6 x 64-bit limbs (384-bit fields: BLS12-381),
 * included by fp_low_arch.h.  The routines take the modulus (and n0) as
 * arguments like the 4-limb ones; their algorithms, bounds (m < 2^382) and
 * constant-time arguments are in the .S files:
 *   mont6_adx.S, mont6_base.S  Montgomery mul / sqr / rdc, 12-limb products
 *   fp2_6_adx.S, fp2_6_base.S  fused Fp2 = Fp[i]/(i^2 + 1) mul and sqr
 *   modadd6.S                  add, sub, neg, dbl, hlv; 12-limb add / sub
 *   dispatch6.S                ifunc resolvers (OAT_X86_ADX=auto) */
#ifndef OAT_FP_LOW_ARCH_X86_64_6_H
#define OAT_FP_LOW_ARCH_X86_64_6_H

#define OAT_X64_DECLARE_MONT6(sfx)                                                     \
	void oat_x64_mont_mul6##sfx(uint64_t r[6], const uint64_t a[6],                \
			const uint64_t b[6], const uint64_t m[6], uint64_t n0);        \
	void oat_x64_mont_sqr6##sfx(uint64_t r[6], const uint64_t a[6],                \
			const uint64_t m[6], uint64_t n0);                             \
	void oat_x64_mont_rdc6##sfx(uint64_t r[6], const uint64_t c[12],               \
			const uint64_t m[6], uint64_t n0);                             \
	void oat_x64_mul6x6##sfx(uint64_t c[12], const uint64_t a[6], const uint64_t b[6]); \
	void oat_x64_sqr6##sfx(uint64_t c[12], const uint64_t a[6]);                   \
	void oat_x64_fp2_mul6##sfx(uint64_t *r, const uint64_t *a,               \
			const uint64_t *b, const uint64_t m[6], uint64_t n0);       \
	void oat_x64_fp2_sqr6##sfx(uint64_t *r, const uint64_t *a,               \
			const uint64_t m[6], uint64_t n0);

OAT_X64_DECLARE_MONT6(_adx)   /* needs BMI2 + ADX */
OAT_X64_DECLARE_MONT6(_base)  /* any x86-64 */
OAT_X64_DECLARE_MONT6()       /* ifunc (OAT_X86_ADX=auto builds only) */

void oat_x64_mod_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
void oat_x64_mod_sub6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
void oat_x64_mod_neg6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
void oat_x64_mod_dbl6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
void oat_x64_mod_hlv6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
void oat_x64_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]);
void oat_x64_mod_add12(uint64_t c[12], const uint64_t a[12], const uint64_t *b, const uint64_t m[6]);
void oat_x64_mod_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t *b, const uint64_t m[6]);
void oat_x64_add12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);
void oat_x64_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);

#define OAT_HAVE_FP_ADD_LOW 1
#define OAT_HAVE_FP_SUB_LOW 1
#define OAT_HAVE_FP_NEG_LOW 1
#define OAT_HAVE_FP_DBL_LOW 1
#define OAT_HAVE_FP_HLV_LOW 1
#define OAT_HAVE_FP_MUL_LOW 1
#define OAT_HAVE_FP_SQR_LOW 1
#define OAT_HAVE_FP_MULN_LOW 1
#define OAT_HAVE_FP_SQRN_LOW 1
#define OAT_HAVE_FP_RDC_LOW 1
#define OAT_HAVE_FP_ADDN_LOW 1
#define OAT_HAVE_FPD_ADD_LOW 1
#define OAT_HAVE_FPD_SUB_LOW 1
#define OAT_HAVE_FPD_ADDN_LOW 1
#define OAT_HAVE_FPD_SUBN_LOW 1
#define OAT_HAVE_FP2_MUL_LOW 1
#define OAT_HAVE_FP2_SQR_LOW 1

static inline void oat_fp_add_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_mod_add6(r, a, b, oat_fp_modulus);
}
static inline void oat_fp_sub_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_mod_sub6(r, a, b, oat_fp_modulus);
}
static inline void oat_fp_neg_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_x64_mod_neg6(r, a, oat_fp_modulus);
}
static inline void oat_fp_dbl_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_x64_mod_dbl6(r, a, oat_fp_modulus);
}
static inline void oat_fp_hlv_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_x64_mod_hlv6(r, a, oat_fp_modulus);
}
/* a may be any value < 2^384 when b < p. */
static inline void oat_fp_mul_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mont_mul6)(r, a, b, oat_fp_modulus, OAT_FP_N0);
}
static inline void oat_fp_sqr_low(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_mont_sqr6)(r, a, oat_fp_modulus, OAT_FP_N0);
}
static inline void oat_fp_muln_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mul6x6)(c, a, b);
}
static inline void oat_fp_sqrn_low(oat_dig_t *c, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_sqr6)(c, a);
}
/* c < p 2^384 */
static inline void oat_fp_rdc_low(oat_dig_t *r, const oat_dig_t *c) {
	OAT_X64_MONT(oat_x64_mont_rdc6)(r, c, oat_fp_modulus, OAT_FP_N0);
}
static inline void oat_fp_addn_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_add6(r, a, b);
}
static inline void oat_fpd_add_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_mod_add12(c, a, b, oat_fp_modulus);
}
static inline void oat_fpd_sub_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_mod_sub12(c, a, b, oat_fp_modulus);
}
static inline void oat_fpd_addn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_add12(c, a, b);
}
static inline void oat_fpd_subn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_sub12(c, a, b);
}
/* Fp2 on 12 limbs (a0, then a1), both coefficients < p. */
static inline void oat_fp2_mul_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_fp2_mul6)(r, a, b, oat_fp_modulus, OAT_FP_N0);
}
static inline void oat_fp2_sqr_low(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_fp2_sqr6)(r, a, oat_fp_modulus, OAT_FP_N0);
}

#endif
