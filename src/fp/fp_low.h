/* The kernel interface of the field layer (RELIC's "low" layer).
 *
 * Everything that differs between backends lives behind these few kernels on
 * FP_DIGS-digit values of Fp in Montgomery form:
 *
 *   FP(add_low), FP(sub_low), FP(neg_low), FP(dbl_low),
 *   FP(hlv_low)                      r = a op b mod p
 *   FP(mul_low), FP(sqr_low)      Montgomery multiplication / squaring
 *   FP(muln_low), FP(sqrn_low)    2n-digit product, no reduction
 *   FP(rdc_low)                      Montgomery reduction of c < p 2^(Wn)
 *   FP(addn_low)                     a + b, no reduction (a + b < 2^(Wn))
 *   FPD(add_low), FPD(sub_low)    2n-digit a op b mod p 2^(Wn)
 *   FPD(addn_low), FPD(subn_low)  2n-digit a op b, no reduction
 *   FP2(mul_low), FP2(sqr_low)    Fp2 = Fp[i]/(i^2 + 1) product and
 *                                       square on 2n digits (a0, then a1),
 *                                       composed from the kernels above
 *                                       unless the backend fuses them
 *   FP2(muln_low)                 the unreduced Karatsuba Fp2 product of
 *                                       fp2d_inl.h (4n digits), only where a
 *                                       backend has one (OAT_HAVE_FP2_MULN_LOW)
 *   FP(sum2_low), FP2(sum2_low),  sums of two (three) products with one
 *   FP2(sum3_low)                 reduction per coefficient, only where a
 *                                       backend fuses them (OAT_HAVE_FP_SUM2_LOW,
 *                                       OAT_HAVE_FP2_SUM_LOW, and
 *                                       OAT_HAVE_FP2_SUM3_LOW)
 *   FP2(line_low),                an Fp12 element times a sparse line (a
 *   FP2(line_m_low),              D-type's, an M-type's) as six such sums
 *   FP2(fp6_mul_low)              of three, an Fp6 product as three, their
 *                                       coefficient sums shared
 *                                       (OAT_HAVE_FP2_LINE_LOW,
 *                                       OAT_HAVE_FP2_LINE_M_LOW,
 *                                       OAT_HAVE_FP2_FP6_MUL_LOW)
 *
 * The kernels are bound to the Fp of the translation unit's curve (its
 * curve.h names FP and gives FP_DIGS and the modulus).  A backend header
 * (src/arch/<backend>/fp_low_arch.h) declares the kernels it implements for
 * the limb count at hand and defines OAT_HAVE_<KERNEL> for each; every
 * kernel it leaves out is inherited from the portable C definitions below.
 * The backend also sets the tuning of the layers above where it was
 * measured to matter:
 *   OAT_TUNE_EXT_LAZY   1: the tower's products on double-width values
 *                       with one reduction per coefficient (fp2d_inl.h)
 *   OAT_TUNE_LINE_EAGER 1: with OAT_TUNE_EXT_LAZY, the M-type twist's
 *                       line product (FP12(mul_line_m)) on reduced Fp2
 *                       products all the same
 *   OAT_TUNE_EC_INLINE  1: the point formulas on the inline field
 *                       operations (fp_inl.h) rather than calls
 *   OAT_TUNE_EC_KARA    1: beside the fused sums of products, the
 *                       additions' cross sums by Karatsuba (sw_tmpl.h
 *                       FE_SUM2_KARA)
 * This file is the only place where the backend is chosen. */
#ifndef OAT_FP_LOW_H
#define OAT_FP_LOW_H

#ifndef FP
#error "fp_low.h needs a curve header (src/curves/<curve>/curve.h) first"
#endif
#include "fp/mont.h"

#define OAT_N FP_DIGS

/* The modulus, for the portable kernels below and for the backends. */
static const oat_dig_t FP(modulus)[OAT_N] = OAT_FP_MODULUS;

#if defined(OAT_ARITH_X86_64)
#include "arch/x86_64/fp_low_arch.h"
#elif defined(OAT_ARITH_ARM32)
#include "arch/arm32/fp_low_arch.h"
#elif defined(OAT_ARITH_GMP)
#include "arch/gmp/fp_low_arch.h"
#endif

/* The portable kernels: lazy products pay in the tower; inlining the
 * point formulas paid on 4 x 64-bit limbs only (with 32-bit digits or 6
 * limbs the inlined loops ran slower: BLS12-381, c, g1_mul 165 -> 192 us). */
#ifndef OAT_TUNE_LINE_EAGER
#define OAT_TUNE_LINE_EAGER 0
#endif
#ifndef OAT_TUNE_EXT_LAZY
#define OAT_TUNE_EXT_LAZY 1
#endif
#ifndef OAT_TUNE_EC_INLINE
#define OAT_TUNE_EC_INLINE (OAT_WSIZE == 64 && FP_DIGS == 4)
#endif

#ifndef OAT_HAVE_FP_ADD_LOW
static inline void FP(add_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_add(r, a, b, FP(modulus), OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_SUB_LOW
static inline void FP(sub_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_sub(r, a, b, FP(modulus), OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_NEG_LOW
static inline void FP(neg_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_neg(r, a, FP(modulus), OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_DBL_LOW
static inline void FP(dbl_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_add(r, a, a, FP(modulus), OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_HLV_LOW
static inline void FP(hlv_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_hlv(r, a, FP(modulus), OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_MUL_LOW
static inline void FP(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_mul(r, a, b, FP(modulus), OAT_FP_N0, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_SQR_LOW
static inline void FP(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	FP(mul_low)(r, a, a);
}
#endif
#ifndef OAT_HAVE_FP_MULN_LOW
static inline void FP(muln_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_muln(c, a, b, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_SQRN_LOW
static inline void FP(sqrn_low)(oat_dig_t *c, const oat_dig_t *a) {
	FP(muln_low)(c, a, a);
}
#endif
#ifndef OAT_HAVE_FP_RDC_LOW
static inline void FP(rdc_low)(oat_dig_t *r, const oat_dig_t *c) {
	oat_mont_rdc(r, c, FP(modulus), OAT_FP_N0, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_ADDN_LOW
static inline void FP(addn_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	(void)oat_addn_n(r, a, b, OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_ADD_LOW
static inline void FPD(add_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_addd(c, a, b, FP(modulus), OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_SUB_LOW
static inline void FPD(sub_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_subd(c, a, b, FP(modulus), OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_ADDN_LOW
static inline void FPD(addn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	(void)oat_addn_n(c, a, b, 2 * OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_SUBN_LOW
static inline void FPD(subn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	(void)oat_subn_n(c, a, b, 2 * OAT_N);
}
#endif

/* ---- Fp2 = Fp[i]/(i^2 + 1) on 2n digits: a[0..n) = a0, a[n..2n) = a1 ---- */

/* Karatsuba with lazy reduction (Aranha, Karabina, Longa, Gebotys, Lopez,
 * Eurocrypt 2011, Alg. 2), for a0, a1, b0, b1 < p < R/4:
 *   c0 = a0 b0 - a1 b1 mod p R                    in [0, p R), reduced once
 *   c1 = (a0 + a1)(b0 + b1) - a0 b0 - a1 b1 = a0 b1 + a1 b0 < 2 p^2 < p R
 * with a0 + a1, b0 + b1 < 2p < 2^(Wn) kept unreduced.  r may alias a or b. */
#ifndef OAT_HAVE_FP2_MUL_LOW
static inline void FP2(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_dig_t t0[2 * OAT_N], t1[2 * OAT_N], t2[2 * OAT_N], sa[OAT_N], sb[OAT_N];
	FP(addn_low)(sa, a, a + OAT_N);
	FP(addn_low)(sb, b, b + OAT_N);
	FP(muln_low)(t0, a, b);
	FP(muln_low)(t1, a + OAT_N, b + OAT_N);
	FP(muln_low)(t2, sa, sb);         /* < 4 p^2 */
	FPD(subn_low)(t2, t2, t0);
	FPD(subn_low)(t2, t2, t1);        /* a0 b1 + a1 b0 */
	FPD(sub_low)(t0, t0, t1);         /* a0 b0 - a1 b1 mod p R */
	FP(rdc_low)(r, t0);
	FP(rdc_low)(r + OAT_N, t2);
}
#endif

/* (a0 + a1 i)^2 = (a0 + a1)(a0 - a1) + 2 a0 a1 i: two Montgomery products. */
#ifndef OAT_HAVE_FP2_SQR_LOW
static inline void FP2(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_dig_t s[OAT_N], d[OAT_N], m[OAT_N];
	FP(add_low)(s, a, a + OAT_N);
	FP(sub_low)(d, a, a + OAT_N);
	FP(dbl_low)(m, a);
	FP(mul_low)(r + OAT_N, m, a + OAT_N);
	FP(mul_low)(r, s, d);
}
#endif

#endif
