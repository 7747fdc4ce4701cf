/* The prime field Fp of a curve, on the kernels of fp_low.h: included once
 * by the curve's fp.c after its curve.h. */
#include "fp/fp_low.h"
#include "fp/fp_int.h"
#include "fp/util.h"
#include "fp/count_int.h"

#define F(x) FP(x)
#define FT FP(t)
#define FN FP_DIGS
#define FBYTES FP_BYTES
#define F_MOD OAT_FP_MODULUS
#define F_ONE OAT_FP_ONE
#define F_R2 OAT_FP_R2
#define F_BITS FP_BITS
#define F_LEG_EXP OAT_FP_LEG_EXP
#define F_HD_STEPS FP_HD_STEPS
#define K_ADD FP(add_low)
#define K_SUB FP(sub_low)
#define K_NEG FP(neg_low)
#define K_DBL FP(dbl_low)
#define K_HLV FP(hlv_low)
#define K_MUL FP(mul_low)
#define K_SQR FP(sqr_low)
#define FCOUNT(f) OAT_COUNT(f)
#include "fp/field_tmpl.h"

#if defined(OAT_FP_SQRT_EXP)
/* p = 3 mod 4: a^((p+1)/4) is a root whenever a is a square. */
static const oat_dig_t FP(sqrt_exp)[FP_DIGS] = OAT_FP_SQRT_EXP;

int FP(sqrt)(FP(t) r, const FP(t) a) {
	FP(t) t, s;
	FP(exp_pub_)(t, a, FP(sqrt_exp), FP_DIGS);
	FP(sqr)(s, t);
	int ok = FP(equal)(s, a);
	FP(zero)(s);
	FP(cmov)(s, t, ok);
	FP(copy)(r, s);
	return ok;
}
#else
#error "sqrt for p = 1 mod 4 (Tonelli-Shanks) is not written yet"
#endif

void FP(muln)(FPD(t) c, const FP(t) a, const FP(t) b) { OAT_COUNT(fp_mul); FP(muln_low)(c->d, a->d, b->d); }
void FP(sqrn)(FPD(t) c, const FP(t) a) { OAT_COUNT(fp_mul); FP(sqrn_low)(c->d, a->d); }
void FP(rdc)(FP(t) r, const FPD(t) c) { OAT_COUNT(fp_rdc); FP(rdc_low)(r->d, c->d); }
void FP(addn)(FP(t) r, const FP(t) a, const FP(t) b) { FP(addn_low)(r->d, a->d, b->d); }
void FPD(add)(FPD(t) c, const FPD(t) a, const FPD(t) b) { FPD(add_low)(c->d, a->d, b->d); }
void FPD(sub)(FPD(t) c, const FPD(t) a, const FPD(t) b) { FPD(sub_low)(c->d, a->d, b->d); }
void FPD(addn)(FPD(t) c, const FPD(t) a, const FPD(t) b) { FPD(addn_low)(c->d, a->d, b->d); }
void FPD(subn)(FPD(t) c, const FPD(t) a, const FPD(t) b) { FPD(subn_low)(c->d, a->d, b->d); }

void FP(get_digs)(oat_dig_t out[FP_DIGS], const FP(t) a) { FP(to_canon_)(out, a); }

void FP(exp_pub)(FP(t) r, const FP(t) a, const oat_dig_t *e, int n) { FP(exp_pub_)(r, a, e, n); }

void FP(set_raw)(FP(t) r, const oat_dig_t d[FP_DIGS]) {
	for (int i = 0; i < FP_DIGS; i++) r->d[i] = d[i];
}

/* The link-time tag of this curve's ABI (include/oat/common.h): a program
 * compiled with headers of another configuration references a tag this
 * library does not define. */
OAT_API const int CURVE_ABI_SYM = 1;
