/* G1 over Fp: the points of E: y^2 = x^3 + b over Fp, of the curve of the
 * including file.  The group law and the encodings' common parts
 * (sw_tmpl.h), the GLV multiplications (mul_tmpl.h); the instance file of
 * the curve then adds its encoding (enc_*_tmpl.h), its family's subgroup
 * test, cofactor and map to the curve (g1_<family>.h) and hashing
 * (h2c_tmpl.h). */
#include "fp/fp_int.h"
#include "fp/fp_inl.h"
#include <string.h>
#include "oat/md.h"

static const oat_dig_t G1(b)[FP_DIGS] = OAT_G1_B;
static const oat_dig_t G1(gx)[FP_DIGS] = OAT_G1_GX;
static const oat_dig_t G1(gy)[FP_DIGS] = OAT_G1_GY;

#define G(x) G1(x)
#define PT G1(t)
#define FET FP(t)
#define FE(x) FP(x)
/* The formulas on the inline field operations where the backend says they
 * pay (OAT_TUNE_EC_INLINE, fp_low.h). */
#if OAT_TUNE_EC_INLINE
#define FEI(x) FP(x##_i)
#else
#define FEI(x) FE(x)
#endif
#if defined(OAT_HAVE_FP_SUM2_LOW)
#define FE_SUM2 1
#endif
#if defined(OAT_TUNE_EC_KARA)
#define FE_SUM2_KARA OAT_TUNE_EC_KARA
#endif
#define FE_NFP 1
#define FE_LOAD(r, k) FP(set_raw)(r, k)
#define C_B G1(b)
#define C_GX G1(gx)
#define C_GY G1(gy)
#define CBYTES FP_BYTES
#define G_COFACTOR_ONE CURVE_G1_COFACTOR_ONE
#define SGN0(a) FP(is_odd)(a)

/* r = k a for a small public k > 0, by doublings and additions from the top
 * bit of k. */
static inline void G1(mul_k_)(FP(t) r, const FP(t) a, int k) {
	FP(t) t;
	FEI(copy)(t, a);
	for (int i = 30 - __builtin_clz((unsigned)k); i >= 0; i--) {
		FEI(dbl)(t, t);
		if ((k >> i) & 1) FEI(add)(t, t, a);
	}
	FEI(copy)(r, t);
}

/* r = 3b a (3b = OAT_G1_B3_INT, 12, 9 or 6). */
typedef char G1(b3_small_)[OAT_G1_B3_INT > 0 && OAT_G1_B3_INT < 256 ? 1 : -1];
static void G1(mul_b3_)(FP(t) r, const FP(t) a) { G1(mul_k_)(r, a, OAT_G1_B3_INT); }

#if OAT_G1_ISO_B3_INT
/* The isomorphic curve of the constant-time multiplications (sw_tmpl.h
 * G_ISO): y^2 = x^3 + u^6 b with 3 u^6 b = OAT_G1_ISO_B3_INT (tools/
 * gen_params.py: BN-P254 1, BLS12-381 2, against 6 and 12), u in Fp, so
 * that beta x stays the endomorphism there. */
#define G_ISO 1
typedef char G1(b3s_small_)[OAT_G1_ISO_B3_INT > 0 && OAT_G1_ISO_B3_INT < 256 ? 1 : -1];
static void G1(mul_b3s_)(FP(t) r, const FP(t) a) { G1(mul_k_)(r, a, OAT_G1_ISO_B3_INT); }
/* u^2, u^3, u^-2, u^-3 */
static const oat_dig_t G1(iso_u_)[4][FP_DIGS] = { OAT_G1_ISO_U2, OAT_G1_ISO_U3, OAT_G1_ISO_UI2,
	OAT_G1_ISO_UI3 };
/* r = (u^2 X : u^3 Y : Z) (out = 0), or back (X / u^2 : Y / u^3 : Z) */
static void G1(iso_)(G1(t) r, const G1(t) a, int out) {
	FEI(mul)(r->x, a->x, (const FP(st) *)(const void *)G1(iso_u_)[2 * out]);
	FEI(mul)(r->y, a->y, (const FP(st) *)(const void *)G1(iso_u_)[2 * out + 1]);
	FEI(copy)(r->z, a->z);
}
#endif

#include "ec/sw_tmpl.h"
#include "ec/jac_tmpl.h"   /* the variable-time multiplications and the comb */

/* GLV: phi(x, y) = (beta x, y), beta a cube root of unity in Fp, acts on G1
 * as [lambda], lambda = 36z^3 + 18z^2 + 6z + 1 for BN, z^2 - 1 for BLS12
 * (the pair checked by tools/gen_params.py); in projective coordinates only
 * X is scaled. */
static void G1(endo_)(G1(t) r, const G1(t) a) {
	static const oat_dig_t beta[FP_DIGS] = OAT_G1_GLV_BETA;
	FP(t) b;
	FP(set_raw)(b, beta);
	FP(mul)(r->x, a->x, b);
	FP(copy)(r->y, a->y);
	FP(copy)(r->z, a->z);
}

#define ENDO_D 2
#define ENDO_BITS OAT_G1_GLV_BITS
#define C_ENDO_G OAT_G1_GLV_G
#define C_ENDO_B OAT_G1_GLV_B
#if defined(OAT_G1_GLV_ODD_DOM)   /* odd sub-scalars (scalar_inl.h oat_sc_odd_) */
#define C_ENDO_ODD_DOM OAT_G1_GLV_ODD_DOM
#define C_ENDO_ODD_SOLVE OAT_G1_GLV_ODD_SOLVE
#define C_ENDO_ODD_BITS OAT_G1_GLV_ODD_BITS
#endif
#if defined(OAT_GEN_TAB_G1)
#define G_GEN_TAB 1   /* tab_g1.c is in the library */
#else
#define G_GEN_TAB 0
#endif
#define FE_LOAD_DIGS(r, d) FP(set_raw)(r, d)
#include "ec/mul_tmpl.h"
#include "ec/jac_mul_tmpl.h"
