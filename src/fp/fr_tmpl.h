/* The scalar field Fr of a curve (integers mod the group order r): the same
 * field code as Fp, on the kernels of its size and class (low_tmpl.h: the
 * backend's routines where they fit r, as the 4-limb x86-64 and 8-digit ARM
 * ones do BN-P254's and BLS12-381's r).  Included once by the curve's fr.c
 * after its curve.h. */
#include "fp/mont.h"
#include "fp/fp_int.h"
#include "fp/util.h"

static const oat_dig_t FR(modulus)[FR_DIGS] = OAT_FR_MODULUS;

/* the kernels of Fr's size and class: the backend's where it has them */
#define LK(x) FR(x##_k)
#define LOW_N FR_DIGS
#define LOW_BITS FR_BITS
#define LOW_MOD FR(modulus)
#define LOW_N0 OAT_FR_N0
#include "fp/low_tmpl.h"

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
