/* A prime field on the basic kernels of its size and class (low_tmpl.h:
 * the backend's routines where they fit the modulus, else the portable
 * ones of mont.h): the scalar field Fr of every curve (fr_tmpl.h), and both
 * fields of the NIST curves (their Fp and Fn).  The pairing curves' Fp,
 * with its lazy and fused kernels, is fp_tmpl.h.  The includer defines:
 *   PF(x)        the names of the field's functions (e.g. FR(x))
 *   PF_K(name)   the names of its constants in the curve's params.h
 *                (e.g. OAT_FR_##name: MODULUS, ONE, R2, N0, LEG_EXP)
 *   PF_DIGS, PF_BITS, PF_BYTES   digits, bits of the modulus, bytes
 *   PF_HD_STEPS  the proven hddivsteps count (safegcd.h), or 0
 *   PF_FORM      (optional) the NIST prime of this size (LOW_FORM)
 *   PF_SQRT      (optional) 1 to define PF(sqrt): from PF_K(SQRT_EXP) when
 *                m = 3 mod 4, else from PF_K(TS_E), PF_K(TS_C3), PF_K(TS_C5)
 *                (Tonelli-Shanks)
 * Included once per field instance; the parameters are #undef'd at the end. */
#if !defined(PF) || !defined(PF_K) || !defined(PF_DIGS) || !defined(PF_BITS) || !defined(PF_BYTES) || \
	!defined(PF_HD_STEPS)
#error "prime_tmpl.h: define PF, PF_K, PF_DIGS, PF_BITS, PF_BYTES, PF_HD_STEPS"
#endif
#ifndef PF_FORM
#define PF_FORM 0
#endif
#ifndef PF_SQRT
#define PF_SQRT 0
#endif
#include "fp/mont.h"
#include "fp/util.h"

static const oat_dig_t PF(modulus)[PF_DIGS] = PF_K(MODULUS);

/* the kernels of the field's size and class: the backend's where it has them */
#define LK(x) PF(x##_k)
#define LOW_N PF_DIGS
#define LOW_BITS PF_BITS
#define LOW_MOD PF(modulus)
#define LOW_N0 PF_K(N0)
#define LOW_FORM PF_FORM
#include "fp/low_tmpl.h"

#define F(x) PF(x)
#define FT PF(t)
#define FN PF_DIGS
#define FBYTES PF_BYTES
#define F_MOD PF_K(MODULUS)
#define F_ONE PF_K(ONE)
#define F_R2 PF_K(R2)
#define F_BITS PF_BITS
#define F_LEG_EXP PF_K(LEG_EXP)
#define F_HD_STEPS PF_HD_STEPS
#define K_ADD PF(add_k)
#define K_SUB PF(sub_k)
#define K_NEG PF(neg_k)
#define K_DBL PF(dbl_k)
#define K_HLV PF(hlv_k)
#define K_MUL PF(mul_k)
#define K_SQR PF(sqr_k)
#define FCOUNT(f) ((void)0)
#include "fp/field_tmpl.h"

void PF(get_digs)(oat_dig_t out[PF_DIGS], const PF(t) a) { PF(to_canon_)(out, a); }

void PF(set_raw)(PF(t) r, const oat_dig_t d[PF_DIGS]) {
	for (int i = 0; i < PF_DIGS; i++) r->d[i] = d[i];
}

void PF(exp_pub)(PF(t) r, const PF(t) a, const oat_dig_t *e, int n) { PF(exp_pub_)(r, a, e, n); }

#if PF_SQRT
#if defined(PF_HAVE_SQRT_EXP)
/* m = 3 mod 4: a^((m+1)/4) is a root whenever a is a square. */
static const oat_dig_t PF(sqrt_exp_)[PF_DIGS] = PF_K(SQRT_EXP);

int PF(sqrt)(PF(t) r, const PF(t) a) {
	PF(t) t, s;
	PF(exp_pub_)(t, a, PF(sqrt_exp_), PF_DIGS);
	PF(sqr)(s, t);
	int ok = PF(equal)(s, a);
	PF(zero)(s);
	PF(cmov)(s, t, ok);
	PF(copy)(r, s);
	return ok;
}
#else
/* m = 1 mod 2^e (P-224: e = 96): Tonelli-Shanks in constant time, the
 * sqrt of RFC 9380 appendix I.4 with c1 = e, c3 = (c2 - 1)/2 for
 * m - 1 = 2^e c2, and c5 = z^c2 for a non-square z (a primitive 2^e-th root
 * of unity).  Invariant: z^2 = t a, b = t^(2^(i-2)) tests whether t is in the
 * subgroup of order 2^(i-1); each round fixes one more bit of the order of
 * t with a conditional product by c (the operations do not depend on a).
 * e (e - 1) / 2 squarings: 4,560 for P-224, besides the exponentiation. */
static const oat_dig_t PF(ts_c3_)[PF_DIGS] = PF_K(TS_C3);
static const oat_dig_t PF(ts_c5_)[PF_DIGS] = PF_K(TS_C5);

int PF(sqrt)(PF(t) r, const PF(t) a) {
	PF(t) z, t, b, c, tt, one, s;
	PF(exp_pub_)(z, a, PF(ts_c3_), PF_DIGS);   /* z = a^c3 */
	PF(sqr)(t, z);
	PF(mul)(t, t, a);                          /* t = a^c2 */
	PF(mul)(z, z, a);                          /* z = a^((c2 + 1)/2) */
	PF(copy)(b, t);
	PF(set_raw)(c, PF(ts_c5_));
	PF(set_dig)(one, 1);
	for (int i = PF_K(TS_E); i >= 2; i--) {
		for (int j = 1; j <= i - 2; j++) PF(sqr)(b, b);
		int e = PF(equal)(b, one);             /* t already of order <= 2^(i-2) */
		PF(mul)(tt, z, c);
		PF(cmov)(z, tt, 1 - e);
		PF(sqr)(c, c);
		PF(mul)(tt, t, c);
		PF(cmov)(t, tt, 1 - e);
		PF(copy)(b, t);
	}
	PF(sqr)(s, z);
	int ok = PF(equal)(s, a);
	PF(zero)(s);
	PF(cmov)(s, z, ok);
	PF(copy)(r, s);
	return ok;
}
#endif
#endif

#undef PF
#undef PF_K
#undef PF_DIGS
#undef PF_BITS
#undef PF_BYTES
#undef PF_HD_STEPS
#undef PF_FORM
#undef PF_SQRT
#undef PF_HAVE_SQRT_EXP
