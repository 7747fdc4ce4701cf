/* The kernel interface of the field layer (RELIC's "low" layer).
 *
 * Everything that differs between backends lives behind these few kernels on
 * OAT_FP_DIGS-digit values of Fp in Montgomery form:
 *
 *   oat_fp_add_low, oat_fp_sub_low, oat_fp_neg_low, oat_fp_dbl_low,
 *   oat_fp_hlv_low                      r = a op b mod p
 *   oat_fp_mul_low, oat_fp_sqr_low      Montgomery multiplication / squaring
 *   oat_fp_muln_low, oat_fp_sqrn_low    2n-digit product, no reduction
 *   oat_fp_rdc_low                      Montgomery reduction of c < p 2^(Wn)
 *   oat_fp_addn_low                     a + b, no reduction (a + b < 2^(Wn))
 *   oat_fpd_add_low, oat_fpd_sub_low    2n-digit a op b mod p 2^(Wn)
 *   oat_fpd_addn_low, oat_fpd_subn_low  2n-digit a op b, no reduction
 *   oat_fp2_mul_low, oat_fp2_sqr_low    Fp2 = Fp[i]/(i^2 + 1) product and
 *                                       square on 2n digits (a0, then a1),
 *                                       composed from the kernels above
 *                                       unless the backend fuses them
 *
 * A backend header (src/arch/<backend>/fp_low_arch.h) declares the kernels it
 * implements and defines OAT_HAVE_<KERNEL> for each; every kernel it leaves
 * out is inherited from the portable C definitions below.  This file is the
 * only place where the backend is chosen. */
#ifndef OAT_FP_LOW_H
#define OAT_FP_LOW_H

#include "param/param.h"
#include "fp/mont.h"

#define OAT_N OAT_FP_DIGS

/* The modulus, for the portable kernels below and for the backends. */
static const oat_dig_t oat_fp_modulus[OAT_N] = OAT_FP_MODULUS;

#if defined(OAT_ARITH_X86_64)
#include "arch/x86_64/fp_low_arch.h"
#elif defined(OAT_ARITH_ARM32)
#include "arch/arm32/fp_low_arch.h"
#elif defined(OAT_ARITH_GMP)
#include "arch/gmp/fp_low_arch.h"
#endif

#ifndef OAT_HAVE_FP_ADD_LOW
static inline void oat_fp_add_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_add(r, a, b, oat_fp_modulus, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_SUB_LOW
static inline void oat_fp_sub_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_sub(r, a, b, oat_fp_modulus, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_NEG_LOW
static inline void oat_fp_neg_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_neg(r, a, oat_fp_modulus, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_DBL_LOW
static inline void oat_fp_dbl_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_add(r, a, a, oat_fp_modulus, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_HLV_LOW
static inline void oat_fp_hlv_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_mont_hlv(r, a, oat_fp_modulus, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_MUL_LOW
static inline void oat_fp_mul_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_mul(r, a, b, oat_fp_modulus, OAT_FP_N0, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_SQR_LOW
static inline void oat_fp_sqr_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_fp_mul_low(r, a, a);
}
#endif
#ifndef OAT_HAVE_FP_MULN_LOW
static inline void oat_fp_muln_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_muln(c, a, b, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_SQRN_LOW
static inline void oat_fp_sqrn_low(oat_dig_t *c, const oat_dig_t *a) {
	oat_fp_muln_low(c, a, a);
}
#endif
#ifndef OAT_HAVE_FP_RDC_LOW
static inline void oat_fp_rdc_low(oat_dig_t *r, const oat_dig_t *c) {
	oat_mont_rdc(r, c, oat_fp_modulus, OAT_FP_N0, OAT_N);
}
#endif
#ifndef OAT_HAVE_FP_ADDN_LOW
static inline void oat_fp_addn_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	(void)oat_addn_n(r, a, b, OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_ADD_LOW
static inline void oat_fpd_add_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_addd(c, a, b, oat_fp_modulus, OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_SUB_LOW
static inline void oat_fpd_sub_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_mont_subd(c, a, b, oat_fp_modulus, OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_ADDN_LOW
static inline void oat_fpd_addn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	(void)oat_addn_n(c, a, b, 2 * OAT_N);
}
#endif
#ifndef OAT_HAVE_FPD_SUBN_LOW
static inline void oat_fpd_subn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
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
static inline void oat_fp2_mul_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_dig_t t0[2 * OAT_N], t1[2 * OAT_N], t2[2 * OAT_N], sa[OAT_N], sb[OAT_N];
	oat_fp_addn_low(sa, a, a + OAT_N);
	oat_fp_addn_low(sb, b, b + OAT_N);
	oat_fp_muln_low(t0, a, b);
	oat_fp_muln_low(t1, a + OAT_N, b + OAT_N);
	oat_fp_muln_low(t2, sa, sb);         /* < 4 p^2 */
	oat_fpd_subn_low(t2, t2, t0);
	oat_fpd_subn_low(t2, t2, t1);        /* a0 b1 + a1 b0 */
	oat_fpd_sub_low(t0, t0, t1);         /* a0 b0 - a1 b1 mod p R */
	oat_fp_rdc_low(r, t0);
	oat_fp_rdc_low(r + OAT_N, t2);
}
#endif

/* (a0 + a1 i)^2 = (a0 + a1)(a0 - a1) + 2 a0 a1 i: two Montgomery products. */
#ifndef OAT_HAVE_FP2_SQR_LOW
static inline void oat_fp2_sqr_low(oat_dig_t *r, const oat_dig_t *a) {
	oat_dig_t s[OAT_N], d[OAT_N], m[OAT_N];
	oat_fp_add_low(s, a, a + OAT_N);
	oat_fp_sub_low(d, a, a + OAT_N);
	oat_fp_dbl_low(m, a);
	oat_fp_mul_low(r + OAT_N, m, a + OAT_N);
	oat_fp_mul_low(r, s, d);
}
#endif

#endif
