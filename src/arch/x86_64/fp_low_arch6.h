/* The x86-64 backend on 6 x 64-bit limbs (384-bit fields: BLS12-381),
 * included by fp_low_arch.h.  The routines take the modulus (and n0) as
 * arguments like the 4-limb ones; their algorithms, bounds (m < 2^382) and
 * constant-time arguments are in the .S files:
 *   mont6_adx.S, mont6_base.S  Montgomery mul / sqr / rdc, 12-limb products
 *   fp2_6_adx.S, fp2_6_base.S  fused Fp2 = Fp[i]/(i^2 + 1) mul and sqr; in
 *                              fp2_6_adx.S also the sums of two Fp and of
 *                              two and three Fp2 products, the unreduced Fp2
 *                              product and sum of three, the M-type line
 *                              product and the Fp6 product as sums of three
 *                              over a table, and Karabina's pair
 *                              (fp2sum6_base.c: their MUL/ADC twins)
 *   modadd6.S                  add, sub, neg, dbl, hlv; 12-limb add / sub
 *   dispatch6.S                ifunc resolvers (OAT_X86_ADX=auto) */
#ifndef OAT_FP_LOW_ARCH_X86_64_6_H
#define OAT_FP_LOW_ARCH_X86_64_6_H

/* Tuning (fp_low.h).  With the fused sum of three Fp2 products (where
 * 6p < R, so on BLS12-381) the tower is schoolbook on those sums, as on 4
 * limbs: an Fp6 product is three of them (27 Fp products, 6 reductions,
 * against Karatsuba's 18 and 6 on double-width values, but no 12-limb
 * additions), and so is the sparse line product (FP12(mul_line_m)).
 * 2026-12-07, BLS12-381 instructions, the double-width tower against this:
 * Miller loop 2,301,692 -> 2,172,732, final exponentiation 2,784,348 ->
 * 2,724,975, gt_exp 2,078,015 -> 1,952,142; the kit's pairing 0.85 ->
 * 0.84x mcl and 0.86 -> 0.85x blst, Miller loop 0.94 -> 0.91x mcl.
 * The Fp12 product keeps its three Fp6 products unreduced (the same sums,
 * FP2(sum3n_low)) and reduces after the Karatsuba combination: 12
 * reductions instead of 18 (2026-12-07: fp12_mul 2,204 -> 2,147 ns,
 * gt_exp 224 -> 220 us, final exponentiation 311 -> 309 us, in-process
 * loops; 17,281 -> 17,149 instructions).
 * Without the sum of three the double-width products win (fp12_mul 1.72
 * against 1.82 us for plain Karatsuba), the line on the fused Fp2 kernels
 * (OAT_TUNE_LINE_EAGER: BLS12-381 Miller loop 2.81 -> 2.70 M instructions,
 * 8 pairs 19.11 -> 18.21 M; 236 -> 224 us); the point formulas run on the
 * inline operations. */
#if !defined(OAT_FP_6P_LT_R) || OAT_FP_6P_LT_R
#define OAT_TUNE_EXT_LAZY 0
#else
#define OAT_TUNE_EXT_LAZY 1
#endif
#define OAT_TUNE_LINE_EAGER 1
#define OAT_TUNE_EC_INLINE 1
/* the fused sums (below) in the formulas' ends, Karatsuba for the
 * additions' cross sums: an Fp2 product and four additions take 848 + 4 x
 * 40 instructions and 180 MULX, the fused sum of two Fp2 products 1,269 and
 * 288 (BLS12-381 g2_mul 1,391,831 -> 1,366,819 instructions) */
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
#define OAT_HAVE_FP_SUM2_LOW 1
#define OAT_HAVE_FP2_SUM_LOW 1
#define OAT_HAVE_FP2_MULN_LOW 1

/* add, sub and dbl are the most frequent kernels of the tower, so they are
 * inline assembly here rather than calls into modadd6.S.  Six limbs leave
 * no registers for a second copy, so the unreduced value goes through a
 * scratch array on the stack: add / dbl store t = a + b, compute t - m and,
 * on a borrow, take t back with cmov; sub stores a - b, adds m and, without
 * a borrow, takes a - b back.  The operands are registers (b and m may be
 * memory), the loads of a and b and the stores of r are C, and the assembly
 * has no memory clobber, so that the compiler keeps a result in registers
 * for the next operation where it can.  Inputs < m < 2^382, so no carry
 * leaves the top limb; every input limb is loaded before the first store (r
 * may alias a or b).
 * Straight-line and branch-free. */
/* t to the scratch; add's and dbl's end: t - m, and t back where it borrows */
#define OAT_X64_SC6_STORE_ \
	"movq %[t0], 0(%[sc])\n\t" "movq %[t1], 8(%[sc])\n\t" "movq %[t2], 16(%[sc])\n\t" \
	"movq %[t3], 24(%[sc])\n\t" "movq %[t4], 32(%[sc])\n\t" "movq %[t5], 40(%[sc])\n\t"
#define OAT_X64_RED6_ \
	OAT_X64_SC6_STORE_ \
	"subq %[m0], %[t0]\n\t" "sbbq %[m1], %[t1]\n\t" "sbbq %[m2], %[t2]\n\t" \
	"sbbq %[m3], %[t3]\n\t" "sbbq %[m4], %[t4]\n\t" "sbbq %[m5], %[t5]\n\t" \
	"cmovcq 0(%[sc]), %[t0]\n\t" "cmovcq 8(%[sc]), %[t1]\n\t" "cmovcq 16(%[sc]), %[t2]\n\t" \
	"cmovcq 24(%[sc]), %[t3]\n\t" "cmovcq 32(%[sc]), %[t4]\n\t" "cmovcq 40(%[sc]), %[t5]"
#define OAT_X64_OUT6_ \
	[t0] "+&r"(t0), [t1] "+&r"(t1), [t2] "+&r"(t2), [t3] "+&r"(t3), [t4] "+&r"(t4), [t5] "+&r"(t5)
#define OAT_X64_B6_IN_ \
	[b0] "rm"(b[0]), [b1] "rm"(b[1]), [b2] "rm"(b[2]), [b3] "rm"(b[3]), [b4] "rm"(b[4]), [b5] "rm"(b[5])
#define OAT_X64_M6_IN_ \
	[m0] "m"(m[0]), [m1] "m"(m[1]), [m2] "m"(m[2]), [m3] "m"(m[3]), [m4] "m"(m[4]), [m5] "m"(m[5])
/* t into r */
#define OAT_X64_T6_TO_R_ do { \
		r[0] = t0; r[1] = t1; r[2] = t2; r[3] = t3; r[4] = t4; r[5] = t5; \
	} while (0)
static inline void FP(add_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	const uint64_t *m = FP(modulus);
	uint64_t t0 = a[0], t1 = a[1], t2 = a[2], t3 = a[3], t4 = a[4], t5 = a[5], sc[6];
	__asm__(
		"addq %[b0], %[t0]\n\t"
		"adcq %[b1], %[t1]\n\t"
		"adcq %[b2], %[t2]\n\t"
		"adcq %[b3], %[t3]\n\t"
		"adcq %[b4], %[t4]\n\t"
		"adcq %[b5], %[t5]\n\t"
		OAT_X64_RED6_
		: OAT_X64_OUT6_, "=m"(sc)
		: [sc] "r"(sc), OAT_X64_B6_IN_, OAT_X64_M6_IN_
		: "cc");
	OAT_X64_T6_TO_R_;
}
static inline void FP(sub_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	const uint64_t *m = FP(modulus);
	uint64_t t0 = a[0], t1 = a[1], t2 = a[2], t3 = a[3], t4 = a[4], t5 = a[5], sc[6], k;
	__asm__(
		"subq %[b0], %[t0]\n\t"
		"sbbq %[b1], %[t1]\n\t"
		"sbbq %[b2], %[t2]\n\t"
		"sbbq %[b3], %[t3]\n\t"
		"sbbq %[b4], %[t4]\n\t"
		"sbbq %[b5], %[t5]\n\t"
		"sbbq %[k], %[k]\n\t"
		OAT_X64_SC6_STORE_
		"addq %[m0], %[t0]\n\t"
		"adcq %[m1], %[t1]\n\t"
		"adcq %[m2], %[t2]\n\t"
		"adcq %[m3], %[t3]\n\t"
		"adcq %[m4], %[t4]\n\t"
		"adcq %[m5], %[t5]\n\t"
		"testq %[k], %[k]\n\t"
		"cmovzq 0(%[sc]), %[t0]\n\t"
		"cmovzq 8(%[sc]), %[t1]\n\t"
		"cmovzq 16(%[sc]), %[t2]\n\t"
		"cmovzq 24(%[sc]), %[t3]\n\t"
		"cmovzq 32(%[sc]), %[t4]\n\t"
		"cmovzq 40(%[sc]), %[t5]"
		: OAT_X64_OUT6_, [k] "=&r"(k), "=m"(sc)
		: [sc] "r"(sc), OAT_X64_B6_IN_, OAT_X64_M6_IN_
		: "cc");
	OAT_X64_T6_TO_R_;
}
static inline void FP(neg_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_x64_mod_neg6(r, a, FP(modulus));
}
static inline void FP(dbl_low)(oat_dig_t *r, const oat_dig_t *a) {
	const uint64_t *m = FP(modulus);
	uint64_t t0 = a[0], t1 = a[1], t2 = a[2], t3 = a[3], t4 = a[4], t5 = a[5], sc[6];
	__asm__(
		"addq %[t0], %[t0]\n\t"
		"adcq %[t1], %[t1]\n\t"
		"adcq %[t2], %[t2]\n\t"
		"adcq %[t3], %[t3]\n\t"
		"adcq %[t4], %[t4]\n\t"
		"adcq %[t5], %[t5]\n\t"
		OAT_X64_RED6_
		: OAT_X64_OUT6_, "=m"(sc)
		: [sc] "r"(sc), OAT_X64_M6_IN_
		: "cc");
	OAT_X64_T6_TO_R_;
}
static inline void FP(hlv_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_x64_mod_hlv6(r, a, FP(modulus));
}
/* a may be any value < 2^384 when b < p. */
static inline void FP(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mont_mul6)(r, a, b, FP(modulus), OAT_FP_N0);
}
static inline void FP(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_mont_sqr6)(r, a, FP(modulus), OAT_FP_N0);
}
static inline void FP(muln_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_mul6x6)(c, a, b);
}
static inline void FP(sqrn_low)(oat_dig_t *c, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_sqr6)(c, a);
}
/* c < p 2^384 */
static inline void FP(rdc_low)(oat_dig_t *r, const oat_dig_t *c) {
	OAT_X64_MONT(oat_x64_mont_rdc6)(r, c, FP(modulus), OAT_FP_N0);
}
static inline void FP(addn_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_add6(r, a, b);
}
/* The double-width add and sub mod p 2^384 of the lazy tower, inline (the
 * most frequent calls of its Fp6 and Fp12 products): the low six limbs
 * through x into c, the high six in registers, then the conditional
 * subtraction of p from them by cmov (add), or the addition of p masked
 * by the borrow (sub).  As modadd6.S's
 * mod_add12 / mod_sub12: inputs < p 2^384, every input limb read before
 * the limb of c at the same place is written (c may alias a or b).
 * Straight-line and branch-free. */
/* h0..h5 into the high six limbs of c */
#define OAT_X64_HI6_STORE_ \
	"movq %[h0], 48(%[c])\n\t" "movq %[h1], 56(%[c])\n\t" "movq %[h2], 64(%[c])\n\t" \
	"movq %[h3], 72(%[c])\n\t" "movq %[h4], 80(%[c])\n\t" "movq %[h5], 88(%[c])\n\t"
static inline void FPD(add_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	uint64_t x, k, h0, h1, h2, h3, h4, h5;
	__asm__ volatile(
		"movq 0(%[a]), %[x]\n\t"
		"addq 0(%[b]), %[x]\n\t"
		"movq %[x], 0(%[c])\n\t"
		"movq 8(%[a]), %[x]\n\t"
		"adcq 8(%[b]), %[x]\n\t"
		"movq %[x], 8(%[c])\n\t"
		"movq 16(%[a]), %[x]\n\t"
		"adcq 16(%[b]), %[x]\n\t"
		"movq %[x], 16(%[c])\n\t"
		"movq 24(%[a]), %[x]\n\t"
		"adcq 24(%[b]), %[x]\n\t"
		"movq %[x], 24(%[c])\n\t"
		"movq 32(%[a]), %[x]\n\t"
		"adcq 32(%[b]), %[x]\n\t"
		"movq %[x], 32(%[c])\n\t"
		"movq 40(%[a]), %[x]\n\t"
		"adcq 40(%[b]), %[x]\n\t"
		"movq %[x], 40(%[c])\n\t"
		"movq 48(%[a]), %[h0]\n\t"
		"adcq 48(%[b]), %[h0]\n\t"
		"movq 56(%[a]), %[h1]\n\t"
		"adcq 56(%[b]), %[h1]\n\t"
		"movq 64(%[a]), %[h2]\n\t"
		"adcq 64(%[b]), %[h2]\n\t"
		"movq 72(%[a]), %[h3]\n\t"
		"adcq 72(%[b]), %[h3]\n\t"
		"movq 80(%[a]), %[h4]\n\t"
		"adcq 80(%[b]), %[h4]\n\t"
		"movq 88(%[a]), %[h5]\n\t"
		"adcq 88(%[b]), %[h5]\n\t"
		"movl $0, %k[k]\n\t"
		"adcq $0, %[k]\n\t"
		OAT_X64_HI6_STORE_
		"subq 0(%[m]), %[h0]\n\t"
		"sbbq 8(%[m]), %[h1]\n\t"
		"sbbq 16(%[m]), %[h2]\n\t"
		"sbbq 24(%[m]), %[h3]\n\t"
		"sbbq 32(%[m]), %[h4]\n\t"
		"sbbq 40(%[m]), %[h5]\n\t"
		"sbbq $0, %[k]\n\t"
		"cmovcq 48(%[c]), %[h0]\n\t"
		"cmovcq 56(%[c]), %[h1]\n\t"
		"cmovcq 64(%[c]), %[h2]\n\t"
		"cmovcq 72(%[c]), %[h3]\n\t"
		"cmovcq 80(%[c]), %[h4]\n\t"
		"cmovcq 88(%[c]), %[h5]\n\t"
		OAT_X64_HI6_STORE_
		: [x] "=&r"(x), [k] "=&r"(k), [h0] "=&r"(h0), [h1] "=&r"(h1), [h2] "=&r"(h2), [h3] "=&r"(h3),
		  [h4] "=&r"(h4), [h5] "=&r"(h5)
		: [c] "r"(c), [a] "r"(a), [b] "r"(b), [m] "r"(FP(modulus))
		: "cc", "memory");
}
static inline void FPD(sub_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	uint64_t x, k, h0, h1, h2, h3, h4, h5;
	__asm__ volatile(
		"movq 0(%[a]), %[x]\n\t"
		"subq 0(%[b]), %[x]\n\t"
		"movq %[x], 0(%[c])\n\t"
		"movq 8(%[a]), %[x]\n\t"
		"sbbq 8(%[b]), %[x]\n\t"
		"movq %[x], 8(%[c])\n\t"
		"movq 16(%[a]), %[x]\n\t"
		"sbbq 16(%[b]), %[x]\n\t"
		"movq %[x], 16(%[c])\n\t"
		"movq 24(%[a]), %[x]\n\t"
		"sbbq 24(%[b]), %[x]\n\t"
		"movq %[x], 24(%[c])\n\t"
		"movq 32(%[a]), %[x]\n\t"
		"sbbq 32(%[b]), %[x]\n\t"
		"movq %[x], 32(%[c])\n\t"
		"movq 40(%[a]), %[x]\n\t"
		"sbbq 40(%[b]), %[x]\n\t"
		"movq %[x], 40(%[c])\n\t"
		"movq 48(%[a]), %[h0]\n\t"
		"sbbq 48(%[b]), %[h0]\n\t"
		"movq 56(%[a]), %[h1]\n\t"
		"sbbq 56(%[b]), %[h1]\n\t"
		"movq 64(%[a]), %[h2]\n\t"
		"sbbq 64(%[b]), %[h2]\n\t"
		"movq 72(%[a]), %[h3]\n\t"
		"sbbq 72(%[b]), %[h3]\n\t"
		"movq 80(%[a]), %[h4]\n\t"
		"sbbq 80(%[b]), %[h4]\n\t"
		"movq 88(%[a]), %[h5]\n\t"
		"sbbq 88(%[b]), %[h5]\n\t"
		"sbbq %[k], %[k]\n\t"
		OAT_X64_HI6_STORE_
		"movq 0(%[m]), %[h0]\n\t"
		"movq 8(%[m]), %[h1]\n\t"
		"movq 16(%[m]), %[h2]\n\t"
		"movq 24(%[m]), %[h3]\n\t"
		"movq 32(%[m]), %[h4]\n\t"
		"movq 40(%[m]), %[h5]\n\t"
		"andq %[k], %[h0]\n\t"
		"andq %[k], %[h1]\n\t"
		"andq %[k], %[h2]\n\t"
		"andq %[k], %[h3]\n\t"
		"andq %[k], %[h4]\n\t"
		"andq %[k], %[h5]\n\t"
		"addq %[h0], 48(%[c])\n\t"
		"adcq %[h1], 56(%[c])\n\t"
		"adcq %[h2], 64(%[c])\n\t"
		"adcq %[h3], 72(%[c])\n\t"
		"adcq %[h4], 80(%[c])\n\t"
		"adcq %[h5], 88(%[c])\n\t"
		: [x] "=&r"(x), [k] "=&r"(k), [h0] "=&r"(h0), [h1] "=&r"(h1), [h2] "=&r"(h2), [h3] "=&r"(h3),
		  [h4] "=&r"(h4), [h5] "=&r"(h5)
		: [c] "r"(c), [a] "r"(a), [b] "r"(b), [m] "r"(FP(modulus))
		: "cc", "memory");
}
static inline void FPD(addn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_add12(c, a, b);
}
static inline void FPD(subn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	oat_x64_sub12(c, a, b);
}
/* r = a0 b0 + a1 b1 with one reduction, ab = { a0, b0, a1, b1 } < p (the
 * point formulas' sums, fp2_6_adx.S) */
static inline void FP(sum2_low)(oat_dig_t *r, const oat_dig_t *const ab[4]) {
	OAT_X64_MONT(oat_x64_fp_sum2_mul6)(r, ab, FP(modulus), OAT_FP_N0);
}
/* Fp2 on 12 limbs (a0, then a1), both coefficients < p. */
static inline void FP2(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_fp2_mul6)(r, a, b, FP(modulus), OAT_FP_N0);
}
static inline void FP2(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	OAT_X64_MONT(oat_x64_fp2_sqr6)(r, a, FP(modulus), OAT_FP_N0);
}
/* the lazy tower's unreduced Karatsuba Fp2 product (fp2d_inl.h): c0 = a0 b0
 * - a1 b1 mod p R, c1 = a0 b1 + a1 b0, 12 limbs each, one routine */
static inline void FP2(muln_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	OAT_X64_MONT(oat_x64_fp2_muln6)(c, a, b, FP(modulus));
}
/* r = a0 b0 + a1 b1 in Fp2, ab = { a0, b0, a1, b1 } (the point formulas'
 * sums; the tower's products stay lazy) */
static inline void FP2(sum2_low)(oat_dig_t *r, const oat_dig_t *const ab[4]) {
	OAT_X64_MONT(oat_x64_fp2_sum2_mul6)(r, ab, FP(modulus), OAT_FP_N0);
}
/* The Fp2 part of Karabina's compressed squaring (fp2_6_adx.S), io = { h,
 * k, x, y, hx, ky }, xi: b' = xi b; h, k apart from the inputs; for xi =
 * 1 + i (BLS12-381). */
#if !defined(OAT_XI_A) || OAT_XI_A == 1
#define OAT_HAVE_FP2_PCK_LOW 1
static inline void FP2(pck_low)(const oat_dig_t *const io[6], int xi) {
	if (xi) OAT_X64_MONT(oat_x64_fp2_pck6_xi)(io, FP(modulus), OAT_FP_N0);
	else OAT_X64_MONT(oat_x64_fp2_pck6)(io, FP(modulus), OAT_FP_N0);
}
#endif
/* r = a0 b0 + a1 b1 + a2 b2 in Fp2, ab = { a0, b0, a1, b1, a2, b2 }, one
 * reduction per coefficient (the tower's Fp6 products and the line
 * products, fp6_tmpl.h and fp12_tmpl.h), where 6p < R (BLS12-381) */
#if !defined(OAT_FP_6P_LT_R) || OAT_FP_6P_LT_R
#define OAT_HAVE_FP2_SUM3_LOW 1
static inline void FP2(sum3_low)(oat_dig_t *r, const oat_dig_t *const ab[6]) {
	OAT_X64_MONT(oat_x64_fp2_sum3_mul6)(r, ab, FP(modulus), OAT_FP_N0);
}
/* the same sum unreduced (c0 mod p R, c1 < 6 p^2, 12 limbs each, as
 * FP2(muln_low)): the lazy Fp12 product's three Fp6 products, reduced
 * once per coefficient after the Karatsuba combination */
#define OAT_HAVE_FP2_SUM3N_LOW 1
static inline void FP2(sum3n_low)(oat_dig_t *r, const oat_dig_t *const ab[6]) {
	OAT_X64_MONT(oat_x64_fp2_sum3n_mul6)(r, ab, FP(modulus));
}
/* Fp12 times an M-type twist's sparse line, as six of the sums of three
 * in one routine (fp2_6_adx.S): r, a the Fp12 element's 72 digits (r not
 * overlapping a), l = { l0, l1, l3, xi l1, xi l3 }, every coefficient < p;
 * the coefficient sums made once for all six products */
#define OAT_HAVE_FP2_LINE_M_LOW 1
static inline void FP2(line_m_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *l) {
	OAT_X64_MONT(oat_x64_fp2_line_m_mul6)(r, a, l, FP(modulus), OAT_FP_N0);
}
/* the Fp6 product on the same routine (fp2_6_adx.S): r, a the 36 digits of
 * an Fp6 element (r not overlapping a), l = { b0, b1, b2, xi b1, xi b2 }
 * for the other factor b, every coefficient < p */
#define OAT_HAVE_FP2_FP6_MUL_LOW 1
static inline void FP2(fp6_mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *l) {
	OAT_X64_MONT(oat_x64_fp2_fp6_mul6)(r, a, l, FP(modulus), OAT_FP_N0);
}
#endif

#endif
