/* The prime field Fp of the configured curve, on the kernels of fp_low.h. */
#include "fp/fp_low.h"
#include "fp/fp_int.h"
#include "fp/util.h"
#include "fp/count_int.h"

#define F(x) oat_fp_##x
#define FT oat_fp_t
#define FN OAT_FP_DIGS
#define FBYTES OAT_FP_BYTES
#define F_MOD OAT_FP_MODULUS
#define F_ONE OAT_FP_ONE
#define F_R2 OAT_FP_R2
#define F_BITS OAT_FP_BITS
#define F_LEG_EXP OAT_FP_LEG_EXP
#if defined(OAT_CURVE_BLS12_381)
#define F_HD_STEPS 878 /* the Coq-checked hddivsteps878 bound, for m <= this p */
#endif
#define K_ADD oat_fp_add_low
#define K_SUB oat_fp_sub_low
#define K_NEG oat_fp_neg_low
#define K_DBL oat_fp_dbl_low
#define K_HLV oat_fp_hlv_low
#define K_MUL oat_fp_mul_low
#define K_SQR oat_fp_sqr_low
#define FCOUNT(f) OAT_COUNT(f)
#include "fp/field_impl.h"

#if OAT_FP_BITS && defined(OAT_FP_SQRT_EXP)
/* p = 3 mod 4: a^((p+1)/4) is a root whenever a is a square. */
static const oat_dig_t oat_fp_sqrt_exp[OAT_FP_DIGS] = OAT_FP_SQRT_EXP;

int oat_fp_sqrt(oat_fp_t r, const oat_fp_t a) {
	oat_fp_t t, s;
	oat_fp_exp_pub_(t, a, oat_fp_sqrt_exp, OAT_FP_DIGS);
	oat_fp_sqr(s, t);
	int ok = oat_fp_equal(s, a);
	oat_fp_zero(s);
	oat_fp_cmov(s, t, ok);
	oat_fp_copy(r, s);
	return ok;
}
#else
#error "sqrt for p = 1 mod 4 (Tonelli-Shanks) is not written yet"
#endif

void oat_fp_muln(oat_fpd_t c, const oat_fp_t a, const oat_fp_t b) { OAT_COUNT(fp_mul); oat_fp_muln_low(c->d, a->d, b->d); }
void oat_fp_sqrn(oat_fpd_t c, const oat_fp_t a) { OAT_COUNT(fp_mul); oat_fp_sqrn_low(c->d, a->d); }
void oat_fp_rdc(oat_fp_t r, const oat_fpd_t c) { OAT_COUNT(fp_rdc); oat_fp_rdc_low(r->d, c->d); }
void oat_fp_addn(oat_fp_t r, const oat_fp_t a, const oat_fp_t b) { oat_fp_addn_low(r->d, a->d, b->d); }
void oat_fpd_add(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b) { oat_fpd_add_low(c->d, a->d, b->d); }
void oat_fpd_sub(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b) { oat_fpd_sub_low(c->d, a->d, b->d); }
void oat_fpd_addn(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b) { oat_fpd_addn_low(c->d, a->d, b->d); }
void oat_fpd_subn(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b) { oat_fpd_subn_low(c->d, a->d, b->d); }

void oat_fp_get_digs(oat_dig_t out[OAT_FP_DIGS], const oat_fp_t a) { oat_fp_to_canon_(out, a); }

void oat_fp_exp_pub(oat_fp_t r, const oat_fp_t a, const oat_dig_t *e, int n) { oat_fp_exp_pub_(r, a, e, n); }

void oat_fp_set_raw(oat_fp_t r, const oat_dig_t d[OAT_FP_DIGS]) {
	for (int i = 0; i < OAT_FP_DIGS; i++) r->d[i] = d[i];
}
