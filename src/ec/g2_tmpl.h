/* G2 over Fp2: the points of the sextic twist E': y^2 = x^3 + b' over Fp2 of
 * the curve of the including file (b' = b / xi on a D-type twist, b xi on an
 * M-type one).  The group law and the encodings' common parts (sw_tmpl.h),
 * the Frobenius endomorphism psi and the GLS multiplications (mul_tmpl.h);
 * the instance file of the curve then adds its encoding (enc_*_tmpl.h), its
 * family's subgroup test, cofactor clearing and map to the twist
 * (g2_<family>.h) and hashing (h2c_tmpl.h). */
#include "fp/fp_int.h"
#include "ext/ext_int.h"
#include "ext/fp2_inl.h"
#include <string.h>
#include "oat/md.h"
#include "ec/ec_int.h"

static const oat_dig_t G2(b)[2][FP_DIGS] = OAT_G2_B;
static const oat_dig_t G2(gx)[2][FP_DIGS] = OAT_G2_GX;
static const oat_dig_t G2(gy)[2][FP_DIGS] = OAT_G2_GY;

#define G(x) G2(x)
#define PT G2(t)
#define FET FP2(t)
#define FE(x) FP2(x)
/* The formulas on the inline field operations where the backend says they
 * pay (OAT_TUNE_EC_INLINE, fp_low.h). */
#if OAT_TUNE_EC_INLINE
#define FEI(x) FP2(x##_i)
#else
#define FEI(x) FE(x)
#endif
#if defined(OAT_HAVE_FP2_SUM_LOW)
#define FE_SUM2 1
#endif
#if defined(OAT_TUNE_EC_KARA)
#define FE_SUM2_KARA OAT_TUNE_EC_KARA
#endif
#define FE_NFP 2
#define FE_LOAD(r, k) FP2(set_raw)(r, k)
#define C_B G2(b)
#define C_GX G2(gx)
#define C_GY G2(gy)
#define CBYTES (2 * FP_BYTES)
#define G_COFACTOR_ONE 0
#define SGN0(a) G2(sgn0_)(a)

/* r = 3b' a for the twist's 3b' = k (1 + i) (BLS12-381: k = 12) or
 * k (1 - i) (BN-P254: k = 3) by additions; any other 3b' by a product. */
#if OAT_G2_B3_INT0 > 0 && OAT_G2_B3_INT0 < 256 && \
	(OAT_G2_B3_INT1 == OAT_G2_B3_INT0 || OAT_G2_B3_INT1 == -OAT_G2_B3_INT0)
/* r = k (1 + i) a (plus > 0) or k (1 - i) a, for a small public k > 0 */
static inline void G2(mul_k1i_)(FP2(t) r, const FP2(t) a, int k, int plus) {
	FP2(t) s, t;
	if (plus) {
		FP(sub)(s->c[0], a->c[0], a->c[1]);   /* (1 + i) a */
		FP(add)(s->c[1], a->c[0], a->c[1]);
	} else {
		FP(add)(s->c[0], a->c[0], a->c[1]);   /* (1 - i) a */
		FP(sub)(s->c[1], a->c[1], a->c[0]);
	}
	FEI(copy)(t, s);
	for (int i = 30 - __builtin_clz((unsigned)k); i >= 0; i--) {
		FEI(dbl)(t, t);
		if ((k >> i) & 1) FEI(add)(t, t, s);
	}
	FEI(copy)(r, t);
}
void G2(mul_b3_)(FP2(t) r, const FP2(t) a) { G2(mul_k1i_)(r, a, OAT_G2_B3_INT0, OAT_G2_B3_INT1 > 0); }
#else
void G2(mul_b3_)(FP2(t) r, const FP2(t) a) {
	/* the constant read in place (an FP2(st) is its coefficients' 2 FP_DIGS
	 * digits, fp2_inl.h): no copy, the inline product */
	static const oat_dig_t b3[2][FP_DIGS] = OAT_G2_B3;
	FP2(mul_i)(r, a, (const FP2(st) *)(const void *)b3);
}
#endif

#if OAT_G2_ISO_B3_INT
/* The isomorphic curve of the constant-time multiplications (sw_tmpl.h
 * G_ISO): y^2 = x^3 + u^6 b' with 3 u^6 b' = k (1 + i), k =
 * OAT_G2_ISO_B3_INT (tools/gen_params.py: BLS12-381 2, against 12), u in Fp,
 * so that psi keeps its constants there. */
#define G_ISO 1
typedef char G2(b3s_small_)[OAT_G2_ISO_B3_INT > 0 && OAT_G2_ISO_B3_INT < 256 ? 1 : -1];
static void G2(mul_b3s_)(FP2(t) r, const FP2(t) a) {
	G2(mul_k1i_)(r, a, OAT_G2_ISO_B3_INT, OAT_G2_B3_INT1 > 0);
}
/* u^2, u^3, u^-2, u^-3 (in Fp) */
static const oat_dig_t G2(iso_u_)[4][FP_DIGS] = { OAT_G2_ISO_U2, OAT_G2_ISO_U3, OAT_G2_ISO_UI2,
	OAT_G2_ISO_UI3 };
/* r = (u^2 X : u^3 Y : Z) (out = 0), or back (X / u^2 : Y / u^3 : Z) */
static void G2(iso_)(G2(t) r, const G2(t) a, int out) {
	for (int j = 0; j < 2; j++) {
		const FP(st) *c = (const FP(st) *)(const void *)G2(iso_u_)[2 * out + j];
		FP2(st) *o = j ? r->y : r->x;
		const FP2(st) *in = j ? a->y : a->x;
		FP(mul_i)(o->c[0], in->c[0], c);
		FP(mul_i)(o->c[1], in->c[1], c);
	}
	FEI(copy)(r->z, a->z);
}
#endif

/* sgn0 of RFC 9380 (section 4.1) for Fp2: the parity of c0, or of c1 if c0 = 0. */
__attribute__((unused)) static int G2(sgn0_)(const FP2(t) a) {
	return FP(is_odd)(a->c[0]) | (FP(is_zero)(a->c[0]) & FP(is_odd)(a->c[1]));
}


#include "ec/sw_tmpl.h"
#include "ec/jac_tmpl.h"   /* the variable-time multiplications and the comb */

/* GLS: psi (G2(frb)) acts on G2 as [p mod r] (6z^2 for BN, z for BLS12). */
static void G2(endo_)(G2(t) r, const G2(t) a) { G2(frb)(r, a, 1); }

#define ENDO_D 4
#define ENDO_BITS OAT_G2_GLS_BITS
#define C_ENDO_G OAT_G2_GLS_G
#define C_ENDO_B OAT_G2_GLS_B
#if defined(OAT_G2_GLS_ODD_DOM)   /* odd sub-scalars (scalar_inl.h oat_sc_odd_) */
#define C_ENDO_ODD_DOM OAT_G2_GLS_ODD_DOM
#define C_ENDO_ODD_SOLVE OAT_G2_GLS_ODD_SOLVE
#define C_ENDO_ODD_BITS OAT_G2_GLS_ODD_BITS
#endif
#if defined(OAT_GEN_TAB_G2)
#define G_GEN_TAB 1   /* tab_g2.c is in the library */
#else
#define G_GEN_TAB 0
#endif
#define FE_LOAD_DIGS(r, d) FP2(set_raw)(r, (const oat_dig_t (*)[FP_DIGS])(d))
#include "ec/mul_tmpl.h"
#include "ec/jac_mul_tmpl.h"

#if defined(OAT_Z_ABS)   /* (not on the exhaustive tests' G2 toy) */
/* r = [z] a for the curve parameter z (public; constant-time in a). */
static void G2(mul_z_)(G2(t) r, const G2(t) a) {
	G2(mul_u64_)(r, a, OAT_Z_ABS);
#if OAT_Z_NEG
	G2(neg)(r, r);
#endif
}
#endif

/* psi = twist^-1 o Frobenius o twist: on a D-type twist, twist(x, y) =
 * (x w^2, y w^3), psi(x, y) = (conj(x) gamma_{1,2}, conj(y) gamma_{1,3}); on
 * an M-type one, twist(x, y) = (x / w^2, y / w^3), the inverse constants
 * (OAT_G2_PSI_X, _Y of tools/gen_params.py, which checks psi = [p mod r] on
 * G2); in projective coordinates Z is conjugated too. */
void G2(frb)(G2(t) r, const G2(t) a, int k) {
	static const oat_dig_t psi_x[2][FP_DIGS] = OAT_G2_PSI_X;
	static const oat_dig_t psi_y[2][FP_DIGS] = OAT_G2_PSI_Y;
	FP2(t) g2, g3;
	FP2(set_raw)(g2, psi_x);
	FP2(set_raw)(g3, psi_y);
	G2(copy)(r, a);
	for (; k > 0; k--) {
		FP2(conj)(r->x, r->x);
		FP2(conj)(r->y, r->y);
		FP2(conj)(r->z, r->z);
		FP2(mul)(r->x, r->x, g2);
		FP2(mul)(r->y, r->y, g3);
	}
}
