/* The x86-64 assembly backend of the field kernels (src/fp/fp_low.h).
 *
 * Every kernel of the low interface is an assembly routine that takes the
 * modulus (and, for the Montgomery ones, n0 = -m^-1 mod 2^64) as arguments,
 * so the same code can serve any 4-limb field with m < 2^254 (Fp here, the
 * scalar field Fr later); these static inline wrappers bind it to Fp.  The
 * routines, their exact preconditions and the algorithms are described in
 * the .S files beside this header:
 *   mont4_adx.S   Montgomery mul / sqr / rdc and the 8-limb products, with
 *                 MULX, ADCX, ADOX (BMI2 + ADX)
 *   mont4_base.S  the same with MUL / ADC, for any x86-64 CPU
 *   modadd4.S     add, sub, neg, dbl, hlv mod m; 8-limb add / sub mod m R;
 *                 unreduced add / sub (no dispatch: baseline instructions)
 *   fp2_4_adx.S   fused Fp2 routines: mul / sqr, sums of Fp2 products, the
 *                 Fp2 part of the cyclotomic squarings, a sum of two Fp
 *                 products (fp2_4_base.S, fp2sum4_base.c: their MUL/ADC twins)
 *   dispatch.S    GNU ifunc resolvers choosing _adx or _base by CPUID
 *
 * The path is chosen by the CMake option OAT_X86_ADX (backend.cmake):
 *   auto  (OAT_X86_ADX_AUTO)  the ifunc names: the loader picks by CPUID
 *   on    (OAT_X86_ADX_ON)    always the _adx routines (direct calls)
 *   off   (OAT_X86_ADX_OFF)   always the _base routines (direct calls) */
#ifndef OAT_FP_LOW_ARCH_X86_64_H
#define OAT_FP_LOW_ARCH_X86_64_H

#include <stdint.h>
#include "arch/x86_64/x64_routines.h"

#if OAT_WSIZE != 64 || (FP_DIGS != 4 && FP_DIGS != 6)
#error "the x86_64 backend implements 4 and 6 x 64-bit limbs (OAT_WSIZE=64, 256- and 384-bit fields)"
#endif


#if FP_DIGS == 6
#include "arch/x86_64/fp_low_arch6.h"
#else

/* ---- the kernels of fp_low.h, bound to Fp -------------------------------- */
/* FP(modulus) is defined by fp_low.h before it includes this header. */

/* Tuning (fp_low.h): the fused Fp2 sums below beat the double-width tower
 * products on 4 limbs (fp12_mul 0.86 us fused against 0.95 us lazy, BN-P254);
 * the point formulas run on the inline operations, with the fused sums in
 * their ends and Karatsuba for the additions' cross sums (one product and
 * four additions against the fused sum of two products: 32 against 48 MULX
 * in Fp, 80 against 128 in Fp2; alt_bn128 g2_mul 794,892 -> 784,733
 * instructions and 0.97 of the time, g1_mul the same time either way). */
#define OAT_TUNE_EXT_LAZY 0
#define OAT_TUNE_EC_INLINE 1
#define OAT_TUNE_EC_KARA 1

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

/* add, sub and dbl are the most frequent kernels of the tower (about 47,000
 * per pairing), so they are inline assembly here rather than calls into
 * modadd4.S: the same instruction sequences (add / sub with carry, the final
 * subtraction of m chosen by cmov, or m added under the borrow mask) without
 * the call, the saved register and the reloads.  The operands are registers
 * (b and m may be memory), the loads of a and b and the stores of r are C,
 * and the assembly has no memory clobber: where one operation's result is
 * the next one's input the compiler keeps it in registers instead of a
 * store and a reload (alt_bn128 pc_map 2.2% fewer instructions, gt_exp
 * 3.3%).  Inputs < m < 2^254, so a + b < 2^255 has no carry out; every input
 * limb is loaded before the first store, so r may alias a or b.
 * Straight-line and branch-free. */
/* add's and dbl's end: t - m into s, t kept where it borrows */
#define OAT_X64_RED4_ \
	"movq %[t0], %[s0]\n\t" "movq %[t1], %[s1]\n\t" \
	"movq %[t2], %[s2]\n\t" "movq %[t3], %[s3]\n\t" \
	"subq %[m0], %[s0]\n\t" "sbbq %[m1], %[s1]\n\t" \
	"sbbq %[m2], %[s2]\n\t" "sbbq %[m3], %[s3]\n\t" \
	"cmovcq %[t0], %[s0]\n\t" "cmovcq %[t1], %[s1]\n\t" \
	"cmovcq %[t2], %[s2]\n\t" "cmovcq %[t3], %[s3]"
#define OAT_X64_OUT4_ \
	[t0] "+&r"(t0), [t1] "+&r"(t1), [t2] "+&r"(t2), [t3] "+&r"(t3), \
	[s0] "=&r"(s0), [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3)
#define OAT_X64_B4_IN_ [b0] "rm"(b[0]), [b1] "rm"(b[1]), [b2] "rm"(b[2]), [b3] "rm"(b[3])
#define OAT_X64_M4_IN_ [m0] "m"(m[0]), [m1] "m"(m[1]), [m2] "m"(m[2]), [m3] "m"(m[3])
static inline void FP(add_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	const uint64_t *m = FP(modulus);
	uint64_t t0 = a[0], t1 = a[1], t2 = a[2], t3 = a[3], s0, s1, s2, s3;
	__asm__(
		"addq %[b0], %[t0]\n\t"
		"adcq %[b1], %[t1]\n\t"
		"adcq %[b2], %[t2]\n\t"
		"adcq %[b3], %[t3]\n\t"
		OAT_X64_RED4_
		: OAT_X64_OUT4_
		: OAT_X64_B4_IN_, OAT_X64_M4_IN_
		: "cc");
	r[0] = s0;
	r[1] = s1;
	r[2] = s2;
	r[3] = s3;
}
static inline void FP(dbl_low)(oat_dig_t *r, const oat_dig_t *a) {
	const uint64_t *m = FP(modulus);
	uint64_t t0 = a[0], t1 = a[1], t2 = a[2], t3 = a[3], s0, s1, s2, s3;
	__asm__(
		"addq %[t0], %[t0]\n\t"
		"adcq %[t1], %[t1]\n\t"
		"adcq %[t2], %[t2]\n\t"
		"adcq %[t3], %[t3]\n\t"
		OAT_X64_RED4_
		: OAT_X64_OUT4_
		: OAT_X64_M4_IN_
		: "cc");
	r[0] = s0;
	r[1] = s1;
	r[2] = s2;
	r[3] = s3;
}
/* a - b, then m masked by the borrow added back. */
static inline void FP(sub_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	const uint64_t *m = FP(modulus);
	uint64_t t0 = a[0], t1 = a[1], t2 = a[2], t3 = a[3], s0, s1, s2, s3;
	__asm__(
		"subq %[b0], %[t0]\n\t"
		"sbbq %[b1], %[t1]\n\t"
		"sbbq %[b2], %[t2]\n\t"
		"sbbq %[b3], %[t3]\n\t"
		"sbbq %[s3], %[s3]\n\t"
		"movq %[m0], %[s0]\n\t"
		"movq %[m1], %[s1]\n\t"
		"movq %[m2], %[s2]\n\t"
		"andq %[s3], %[s0]\n\t"
		"andq %[s3], %[s1]\n\t"
		"andq %[s3], %[s2]\n\t"
		"andq %[m3], %[s3]\n\t"
		"addq %[s0], %[t0]\n\t"
		"adcq %[s1], %[t1]\n\t"
		"adcq %[s2], %[t2]\n\t"
		"adcq %[s3], %[t3]"
		: OAT_X64_OUT4_
		: OAT_X64_B4_IN_, OAT_X64_M4_IN_
		: "cc");
	r[0] = t0;
	r[1] = t1;
	r[2] = t2;
	r[3] = t3;
}
static inline void FP(neg_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_x64_mod_neg4(r, a, FP(modulus));
}
static inline void FP(hlv_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_x64_mod_hlv4(r, a, FP(modulus));
}
/* a may be any value < 2^256 when b < p (read_bin_wide relies on it). */
static inline void FP(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mont_mul4)(r, a, b, FP(modulus), OAT_FP_N0);
}
static inline void FP(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_mont_sqr4)(r, a, FP(modulus), OAT_FP_N0);
}
static inline void FP(muln_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mul4x4)(c, a, b);
}
static inline void FP(sqrn_low)(oat_dig_t *c, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_sqr4)(c, a);
}
/* c < p 2^256 */
static inline void FP(rdc_low)(oat_dig_t *r, const oat_dig_t *c) {
	OAT_X64_MONT(oat_x64_mont_rdc4)(r, c, FP(modulus), OAT_FP_N0);
}
static inline void FP(addn_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_add4(r, a, b);
}
static inline void FPD(add_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_mod_add8(c, a, b, FP(modulus));
}
static inline void FPD(sub_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_mod_sub8(c, a, b, FP(modulus));
}
static inline void FPD(addn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_add8(c, a, b);
}
static inline void FPD(subn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_sub8(c, a, b);
}

/* Fp2 = Fp[i]/(i^2 + 1) on 8 limbs (a0, then a1), both coefficients < p:
 * fused routines (fp2_4_adx.S: two interleaved Montgomery chains; the base
 * path Karatsuba with lazy reduction), 419 instructions against 606 for the
 * composition of the kernels above. */
static inline void FP2(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_fp2_mul4)(r, a, b, FP(modulus), OAT_FP_N0);
}
static inline void FP2(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_fp2_sqr4)(r, a, FP(modulus), OAT_FP_N0);
}
/* r = a_0 b_0 + a_1 b_1 (+ a_2 b_2) in Fp2, ab = {a_0, b_0, a_1, b_1, ...},
 * every coefficient < p, r may alias any input: one reduction per output
 * coefficient (fp2_4_adx.S).  Offered to the tower where the MULX/ADX
 * kernels may run; the baseline twins are plain compositions. */
#if !defined(OAT_X86_ADX_OFF)
#define OAT_HAVE_FP2_SUM_LOW 1
static inline void FP2(sum2_low)(oat_dig_t *r, const oat_dig_t *const ab[4]) {
	OAT_X64_MONT(oat_x64_fp2_sum2_mul4)(r, ab, FP(modulus), OAT_FP_N0);
}
/* The sum of three: its narrow form needs 6p < R; alt_bn128's p is above
 * R/6 and takes the wide form (about 60 instructions more). */
#define OAT_HAVE_FP2_SUM3_LOW 1
static inline void FP2(sum3_low)(oat_dig_t *r, const oat_dig_t *const ab[6]) {
#if !defined(OAT_FP_6P_LT_R) || OAT_FP_6P_LT_R
	OAT_X64_MONT(oat_x64_fp2_sum3_mul4)(r, ab, FP(modulus), OAT_FP_N0);
#else
	OAT_X64_MONT(oat_x64_fp2_sum3w_mul4)(r, ab, FP(modulus), OAT_FP_N0);
#endif
}
/* Fp12 times a sparse line, as six of those sums (fp2_4_adx.S): r, a the
 * Fp12 element's 48 digits (r not overlapping a), l = { l0, l1, l3, xi l1,
 * xi l3 }, every coefficient < p. */
#define OAT_HAVE_FP2_LINE_LOW 1
static inline void FP2(line_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *l) {
#if !defined(OAT_FP_6P_LT_R) || OAT_FP_6P_LT_R
	OAT_X64_MONT(oat_x64_fp2_line_mul4)(r, a, l, FP(modulus), OAT_FP_N0);
#else
	OAT_X64_MONT(oat_x64_fp2_linew_mul4)(r, a, l, FP(modulus), OAT_FP_N0);
#endif
}
/* r = a0 b0 + a1 b1 in Fp, ab = { a0, b0, a1, b1 } < p, r may alias any
 * input: one reduction (fp2_4_adx.S). */
#define OAT_HAVE_FP_SUM2_LOW 1
static inline void FP(sum2_low)(oat_dig_t *r, const oat_dig_t *const ab[4]) {
	OAT_X64_MONT(oat_x64_fp_sum2_mul4)(r, ab, FP(modulus), OAT_FP_N0);
}
/* The Fp2 part of Karabina's compressed squaring (fp2_4_adx.S), io =
 * { h, k, x, y, hx, ky }, xi: b' = xi b; h, k apart from the inputs; for
 * xi = 1 + i (BN-P254) and 9 + i (alt_bn128). */
#if !defined(OAT_XI_A) || OAT_XI_A == 1
#define OAT_HAVE_FP2_PCK_LOW 1
static inline void FP2(pck_low)(const oat_dig_t *const io[6], int xi) {
	if (xi) OAT_X64_MONT(oat_x64_fp2_pck4_xi)(io, FP(modulus), OAT_FP_N0);
	else OAT_X64_MONT(oat_x64_fp2_pck4)(io, FP(modulus), OAT_FP_N0);
}
#elif OAT_XI_A == 9
#define OAT_HAVE_FP2_PCK_LOW 1
static inline void FP2(pck_low)(const oat_dig_t *const io[6], int xi) {
	if (xi) OAT_X64_MONT(oat_x64_fp2_pck4_xi_9)(io, FP(modulus), OAT_FP_N0);
	else OAT_X64_MONT(oat_x64_fp2_pck4_9)(io, FP(modulus), OAT_FP_N0);
}
#endif
#endif

#endif /* FP_DIGS */

#endif
