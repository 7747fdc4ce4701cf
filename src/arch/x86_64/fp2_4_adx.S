/* Fused Fp2 multiplication and squaring on 4 x 64-bit limbs, MULX/ADCX/ADOX
 * path (BMI2 + ADX).  Fp2 = Fp[i]/(i^2 + 1).  The MUL/ADC twin is
 * fp2_4_base.S.
 *
 * C prototypes, limbs little-endian; an Fp2 element x0 + x1 i is stored as
 * x[0..3] = x0, x[4..7] = x1, both coefficients in Montgomery form:
 *   void oat_x64_fp2_mul4_adx(uint64_t r[8], const uint64_t a[8],
 *           const uint64_t b[8], const uint64_t m[4], uint64_t n0);
 *   void oat_x64_fp2_sqr4_adx(uint64_t r[8], const uint64_t a[8],
 *           const uint64_t m[4], uint64_t n0);
 *
 * Preconditions: m odd, m < 2^254 (two spare top bits), n0 = -m^-1 mod 2^64,
 * R = 2^256; every coefficient of a and b < m.  Results are fully reduced
 * (< m): r = a b / R, r = a^2 / R coefficient-wise.  r may be the same
 * array as a and / or b: all of r is stored after the last read of a and b.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers and the stack pointer; the final subtractions are cmov.
 *
 * Both routines run two Montgomery products side by side, one per
 * coefficient, each in CIOS form (Koc, Acar, Kaliski 1996) on a 5-limb
 * window, interleaved step by step: the serial chain of one (u = t0 n0 ->
 * MULX -> additions -> next t0) runs while the other's rows execute.
 *
 * mul: schoolbook with the subtraction folded into a product,
 *   r0 = (a0 b0 + a1 (m - b1)) / R,   r1 = (a0 b1 + a1 b0) / R   (mod m),
 * m - b1 in [1, m] being a non-negative representative of -b1.  Each step i
 * adds two rows, x_i B + y_i C (x, y the limbs of a0, a1), then one word of
 * reduction u m.  With B, C <= m the window value stays
 *   t_i = (sum_{j<i} (x_j B + y_j C) 2^(64 j) + q_i m) / 2^(64 i)
 *       < B + C + m <= 3m < 2^256,
 * a step adds < 2^64 (B + C + m) <= 3m 2^64, so the window
 * t + x_i B + y_i C + u m < 3m (1 + 2^64) < 2^320 never carries out of its
 * fifth limb, and at the end t = (X + q m)/R < 2 m^2 / R + m < 2m
 * (X < 2 m^2, 2m < R): one conditional subtraction.
 * 96 MULX in all.  Karatsuba with lazy reduction (three 4 x 4 products
 * (a0 + a1)(b0 + b1), a0 b0, a1 b1, then two reductions of 8-limb values
 * < m R: 80 MULX) was measured too: it needs ~441 instructions against 415
 * here (the sums, 8-limb subtractions and the m R correction) and was ~2%
 * slower on AMD Zen 5, where MULX runs 1.5 per cycle.
 *
 * sqr: (a0 + a1 i)^2 = (a0 + a1)(a0 - a1) + 2 a0 a1 i,
 *   r0 = S D / R,  S = a0 + a1 < 2m,  D = a0 - a1 + m in (0, 2m);
 *   r1 = a0 E / R, E = 2 a1 < 2m.
 * For a product A B with digits of A and B < 2m the window stays
 * t_i < B + m < 3m as above (one row per step), and at the end
 * t < A B / R + m < 4 m^2 / R + m < 2m (4m < R): one conditional
 * subtraction.  64 MULX.
 *
 * Flags: every row and reduction step starts by clearing CF and OF with an
 * XOR, which also breaks the flag dependency on the previous row, so that
 * the rows of the two products overlap.
 * Stack: 6 callee-saved registers and a frame of 80 (mul) or 112 (sqr)
 * bytes. */
#include "x64_asm.h"

/* stack frame of mul */
#define M_M	0	/* m (rcx serves as a window register) */
#define M_NB	32	/* m - b1 */
#define M_N0	64	/* n0 */
#define M_RP	72	/* r */
#define M_FRAME	80
/* stack frame of sqr */
#define S_S	0	/* a0 + a1 */
#define S_D	32	/* a0 - a1 + m */
#define S_E	64	/* 2 a1 */
#define S_N0	96	/* n0 */
#define S_RP	104	/* r */
#define S_FRAME	112

	.text

/* ROW0 bb, bo, t0..t4: (t0..t4) = rdx B, B the 4 limbs at bo(bb).
 * Clobbers rax and the flags. */
.macro ROW0 bb, bo, t0, t1, t2, t3, t4
	mulx	\bo(\bb), \t0, \t1
	mulx	\bo+8(\bb), %rax, \t2
	addq	%rax, \t1
	mulx	\bo+16(\bb), %rax, \t3
	adcq	%rax, \t2
	mulx	\bo+24(\bb), %rax, \t4
	adcq	%rax, \t3
	adcq	$0, \t4
.endm

/* ROW bb, bo, t0..t4, fresh: (t0..t4) += rdx B.  fresh = 1: t4 is a new
 * top limb, zeroed here; fresh = 0: t4 holds a limb and the caller's bound
 * says the sum fits in five limbs.  The XOR clears CF and OF.  Clobbers
 * rax, rbx and the flags. */
.macro ROW bb, bo, t0, t1, t2, t3, t4, fresh
	.if \fresh
	xorq	\t4, \t4
	.else
	xorl	%eax, %eax
	.endif
	mulx	\bo(\bb), %rax, %rbx
	adcx	%rax, \t0
	adox	%rbx, \t1
	mulx	\bo+8(\bb), %rax, %rbx
	adcx	%rax, \t1
	adox	%rbx, \t2
	mulx	\bo+16(\bb), %rax, %rbx
	adcx	%rax, \t2
	adox	%rbx, \t3
	mulx	\bo+24(\bb), %rax, %rbx
	adcx	%rax, \t3
	adox	%rbx, \t4		/* no carry out (bound) */
	adcq	$0, \t4
.endm

/* REDC1 n0off, mb, mo, t0..t4: one word of Montgomery reduction,
 * u = t0 n0 mod 2^64 (n0 at n0off(%rsp)), (t0..t4) += u m (m the 4 limbs
 * at mo(mb)); afterwards t0 = 0 and the value / 2^64 is (t1..t4).  The sum
 * fits in five limbs (caller's bound).  Clobbers rax, rbx, rdx, flags. */
.macro REDC1 n0off, mb, mo, t0, t1, t2, t3, t4
	movq	\t0, %rdx
	imulq	\n0off(%rsp), %rdx	/* u */
	xorl	%eax, %eax		/* CF = OF = 0 */
	mulx	\mo(\mb), %rax, %rbx
	adcx	%rax, \t0		/* t0 + lo(u m0) = 0 mod 2^64 */
	adox	%rbx, \t1
	mulx	\mo+8(\mb), %rax, %rbx
	adcx	%rax, \t1
	adox	%rbx, \t2
	mulx	\mo+16(\mb), %rax, %rbx
	adcx	%rax, \t2
	adox	%rbx, \t3
	mulx	\mo+24(\mb), %rax, %rbx
	adcx	%rax, \t3
	adox	%rbx, \t4
	adcx	\t0, \t4		/* t0 is now 0: adds the last CF */
.endm

/* FSUB mb, mo, dst, off, t0..t3, s0..s3: stores to off(dst) t - m if
 * t >= m, else t, for t = (t0..t3) < 2m, m the 4 limbs at mo(mb); the
 * choice is a cmov on the borrow.  s0..s3 are scratch. */
.macro FSUB mb, mo, dst, off, t0, t1, t2, t3, s0, s1, s2, s3
	movq	\t0, \s0
	subq	\mo(\mb), \s0
	movq	\t1, \s1
	sbbq	\mo+8(\mb), \s1
	movq	\t2, \s2
	sbbq	\mo+16(\mb), \s2
	movq	\t3, \s3
	sbbq	\mo+24(\mb), \s3
	cmovcq	\t0, \s0
	cmovcq	\t1, \s1
	cmovcq	\t2, \s2
	cmovcq	\t3, \s3
	movq	\s0, \off(\dst)
	movq	\s1, \off+8(\dst)
	movq	\s2, \off+16(\dst)
	movq	\s3, \off+24(\dst)
.endm

/* FSUBR mo, t0..t3, s0..s3: t = t - m if t >= m, in place (t = (t0..t3),
 * m the 4 limbs at mo(%rsp)), a cmov on the borrow.  s0..s3 scratch. */
.macro FSUBR mo, t0, t1, t2, t3, s0, s1, s2, s3
	movq	\t0, \s0
	subq	\mo(%rsp), \s0
	movq	\t1, \s1
	sbbq	\mo+8(%rsp), \s1
	movq	\t2, \s2
	sbbq	\mo+16(%rsp), \s2
	movq	\t3, \s3
	sbbq	\mo+24(%rsp), \s3
	cmovncq	\s0, \t0
	cmovncq	\s1, \t1
	cmovncq	\s2, \t2
	cmovncq	\s3, \t3
.endm

.macro PROLOGUE frame
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	subq	$\frame, %rsp
	.cfi_adjust_cfa_offset \frame
.endm

.macro EPILOGUE frame
	addq	$\frame, %rsp
	.cfi_adjust_cfa_offset -\frame
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
.endm

/* MUL_STEP i, a0..a4, b0..b4, first: step i of the two products of mul,
 * A = a0 b0 + a1 (m - b1) in window (a0..a4), B = a0 b1 + a1 b0 in window
 * (b0..b4); a at (%rsi), b at (%r8), m and m - b1 on the stack. */
.macro MUL_STEP i, a0, a1, a2, a3, a4, b0, b1, b2, b3, b4, first
	movq	8*\i(%rsi), %rdx		/* limb i of a0 */
	.if \first
	ROW0	%r8, 0, \a0, \a1, \a2, \a3, \a4
	ROW0	%r8, 32, \b0, \b1, \b2, \b3, \b4
	.else
	ROW	%r8, 0, \a0, \a1, \a2, \a3, \a4, 1
	ROW	%r8, 32, \b0, \b1, \b2, \b3, \b4, 1
	.endif
	movq	32+8*\i(%rsi), %rdx		/* limb i of a1 */
	ROW	%rsp, M_NB, \a0, \a1, \a2, \a3, \a4, 0
	REDC1	M_N0, %rsp, M_M, \a0, \a1, \a2, \a3, \a4
	movq	32+8*\i(%rsi), %rdx
	ROW	%r8, 0, \b0, \b1, \b2, \b3, \b4, 0
	REDC1	M_N0, %rsp, M_M, \b0, \b1, \b2, \b3, \b4
.endm

/* MUL_STEPS: the four steps of mul for a at (%rsi), b at (%r8), m and m - b1
 * in the frame: A in r9..r13, B in r14, r15, rbp, rdi, rcx, the windows
 * rotating; A = (r13, r9, r10, r11) < 2m and B = (rcx, r14, r15, rbp) < 2m
 * at the end. */
.macro MUL_STEPS
	MUL_STEP 0, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbp, %rdi, %rcx, 1
	MUL_STEP 1, %r10, %r11, %r12, %r13, %r9, %r15, %rbp, %rdi, %rcx, %r14, 0
	MUL_STEP 2, %r11, %r12, %r13, %r9, %r10, %rbp, %rdi, %rcx, %r14, %r15, 0
	MUL_STEP 3, %r12, %r13, %r9, %r10, %r11, %rdi, %rcx, %r14, %r15, %rbp, 0
.endm

/* REDC4H n0off, mo, t0..t4, h0..h3: for X = H R + L with L = (t0..t3) and
 * H = (h0..h3), (t4, t0, t1, t2) = H + (L + q m)/R = (X + q m)/R: four REDC1
 * steps on L alone (< m + 1), then H added (the callers' bounds keep the
 * sum below 2m).  t4 is zeroed first; m at mo(%rsp), n0 at n0off(%rsp).
 * Clobbers rax, rbx, rdx and the flags. */
.macro REDC4H n0off, mo, t0, t1, t2, t3, t4, h0, h1, h2, h3
	xorq	\t4, \t4
	REDC1	\n0off, %rsp, \mo, \t0, \t1, \t2, \t3, \t4
	REDC1	\n0off, %rsp, \mo, \t1, \t2, \t3, \t4, \t0
	REDC1	\n0off, %rsp, \mo, \t2, \t3, \t4, \t0, \t1
	REDC1	\n0off, %rsp, \mo, \t3, \t4, \t0, \t1, \t2
	addq	\h0, \t4
	adcq	\h1, \t0
	adcq	\h2, \t1
	adcq	\h3, \t2
.endm

/* r = a b in Fp2 (Montgomery form). */
OAT_FUNC(oat_x64_fp2_mul4_adx)
	PROLOGUE M_FRAME
	movq	%r8, M_N0(%rsp)
	movq	%rdi, M_RP(%rsp)
	movq	%rdx, %r8			/* b */
	/* the stack copy of m, and m - b1 in [1, m] */
	movq	(%rcx), %rax
	movq	%rax, M_M(%rsp)
	subq	32(%r8), %rax
	movq	%rax, M_NB(%rsp)
	movq	8(%rcx), %rax
	movq	%rax, M_M+8(%rsp)
	sbbq	40(%r8), %rax
	movq	%rax, M_NB+8(%rsp)
	movq	16(%rcx), %rax
	movq	%rax, M_M+16(%rsp)
	sbbq	48(%r8), %rax
	movq	%rax, M_NB+16(%rsp)
	movq	24(%rcx), %rax
	movq	%rax, M_M+24(%rsp)
	sbbq	56(%r8), %rax
	movq	%rax, M_NB+24(%rsp)
	MUL_STEPS
	movq	M_RP(%rsp), %rsi
	FSUB	%rsp, M_M, %rsi, 0, %r13, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	FSUB	%rsp, M_M, %rsi, 32, %rcx, %r14, %r15, %rbp, %rax, %rbx, %rdx, %r12
	EPILOGUE M_FRAME
OAT_ENDFUNC(oat_x64_fp2_mul4_adx)

/* SQR_STEP i, a0..a4, b0..b4: step i (> 0) of the two products of sqr,
 * S D in window (a0..a4) and a0 E in window (b0..b4). */
.macro SQR_STEP i, a0, a1, a2, a3, a4, b0, b1, b2, b3, b4
	movq	S_S+8*\i(%rsp), %rdx
	ROW	%rsp, S_D, \a0, \a1, \a2, \a3, \a4, 1
	movq	8*\i(%rsi), %rdx
	ROW	%rsp, S_E, \b0, \b1, \b2, \b3, \b4, 1
	REDC1	S_N0, %rcx, 0, \a0, \a1, \a2, \a3, \a4
	REDC1	S_N0, %rcx, 0, \b0, \b1, \b2, \b3, \b4
.endm

/* r = a^2 in Fp2 (Montgomery form). */
OAT_FUNC(oat_x64_fp2_sqr4_adx)
	PROLOGUE S_FRAME
	movq	%rcx, S_N0(%rsp)
	movq	%rdi, S_RP(%rsp)
	movq	%rdx, %rcx			/* m */
	/* S = a0 + a1 < 2m */
	movq	(%rsi), %rax
	addq	32(%rsi), %rax
	movq	%rax, S_S(%rsp)
	movq	8(%rsi), %rax
	adcq	40(%rsi), %rax
	movq	%rax, S_S+8(%rsp)
	movq	16(%rsi), %rax
	adcq	48(%rsi), %rax
	movq	%rax, S_S+16(%rsp)
	movq	24(%rsi), %rax
	adcq	56(%rsi), %rax
	movq	%rax, S_S+24(%rsp)
	/* D = a0 - a1 + m, in (0, 2m) (the borrow and the carry cancel) */
	movq	(%rsi), %r9
	subq	32(%rsi), %r9
	movq	8(%rsi), %r10
	sbbq	40(%rsi), %r10
	movq	16(%rsi), %r11
	sbbq	48(%rsi), %r11
	movq	24(%rsi), %r12
	sbbq	56(%rsi), %r12
	addq	(%rcx), %r9
	adcq	8(%rcx), %r10
	adcq	16(%rcx), %r11
	adcq	24(%rcx), %r12
	movq	%r9, S_D(%rsp)
	movq	%r10, S_D+8(%rsp)
	movq	%r11, S_D+16(%rsp)
	movq	%r12, S_D+24(%rsp)
	/* E = 2 a1 < 2m */
	movq	32(%rsi), %rax
	addq	%rax, %rax
	movq	%rax, S_E(%rsp)
	movq	40(%rsi), %rax
	adcq	%rax, %rax
	movq	%rax, S_E+8(%rsp)
	movq	48(%rsi), %rax
	adcq	%rax, %rax
	movq	%rax, S_E+16(%rsp)
	movq	56(%rsi), %rax
	adcq	%rax, %rax
	movq	%rax, S_E+24(%rsp)
	/* S D in r9..r13, a0 E in rdi, r14, r15, rbp, r8; the windows rotate */
	movq	S_S(%rsp), %rdx
	ROW0	%rsp, S_D, %r9, %r10, %r11, %r12, %r13
	movq	(%rsi), %rdx
	ROW0	%rsp, S_E, %rdi, %r14, %r15, %rbp, %r8
	REDC1	S_N0, %rcx, 0, %r9, %r10, %r11, %r12, %r13
	REDC1	S_N0, %rcx, 0, %rdi, %r14, %r15, %rbp, %r8
	SQR_STEP 1, %r10, %r11, %r12, %r13, %r9, %r14, %r15, %rbp, %r8, %rdi
	SQR_STEP 2, %r11, %r12, %r13, %r9, %r10, %r15, %rbp, %r8, %rdi, %r14
	SQR_STEP 3, %r12, %r13, %r9, %r10, %r11, %rbp, %r8, %rdi, %r14, %r15
	/* S D / R = (r13, r9, r10, r11) < 2m, a0 E / R = (r8, rdi, r14, r15) < 2m */
	movq	S_RP(%rsp), %rsi
	FSUB	%rcx, 0, %rsi, 0, %r13, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	FSUB	%rcx, 0, %rsi, 32, %r8, %rdi, %r14, %r15, %rax, %rbx, %rdx, %r12
	EPILOGUE S_FRAME
OAT_ENDFUNC(oat_x64_fp2_sqr4_adx)

/* ---- sums of Fp2 products ------------------------------------------------
 *   void oat_x64_fp2_sum2_mul4_adx(uint64_t r[8], const uint64_t *const ab[4],
 *           const uint64_t m[4], uint64_t n0);
 *   void oat_x64_fp2_sum3_mul4_adx(uint64_t r[8], const uint64_t *const ab[6],
 *           const uint64_t m[4], uint64_t n0);
 * r = a_0 b_0 + ... + a_{K-1} b_{K-1} in Fp2 (Montgomery form), K = 2 or 3,
 * with a_k = ab[2k] and b_k = ab[2k + 1] (8 limbs each, as above).  Every
 * coefficient of every a_k, b_k < m, and 6m < R (m < 2^256 / 6; both 254-bit
 * moduli qualify).  r may be any of the inputs: it is stored after the last
 * read.  This is the schoolbook product of Fp6 (and its sparse forms) with
 * one reduction per output coefficient in place of one per product, and
 * Karatsuba inside each Fp2 product.  With A, B = a_k0, a_k1 and C, D = b_k0,
 * b_k1, three sums of products over k are accumulated exactly,
 *   S00 = sum A C,  S11 = sum B D  (first pass, two windows side by side),
 *   SM = sum (A + B)(C + D)       (second pass, A + B, C + D < 2m < 2^255),
 * and then X1 = SM - S00 - S11 = sum (A D + B C) < 6 m^2 (exact, no borrow),
 * X0 = S00 - S11, plus m R if that is negative (|S00 - S11| < 3 m^2 < m R),
 * so 0 <= X0 < m R; each is reduced once (REDC of its low half,
 * plus its high half, one conditional subtraction).  Window bounds: a first
 * pass step adds K rows of at most 2^64 m to each window, a second pass step
 * K rows of at most 2^64 2m: < 2^256 + 6m 2^64 < 2^320.  48 K + 32 MULX
 * (K = 3: 176, against 224 for the four-product schoolbook, which measured
 * 9-11% slower in Fp6 and Fp12 products, and 288 in three calls of mul).
 * Each accumulation runs in a 5-limb window sliding one limb per step i (the
 * rows x_i B of every product, as in mul but without reduction): limb i is
 * then final and goes to the stack.  For X = H R + L the result is
 *   (X + q m) / R = H + (L + q m) / R,
 * with (L + q m) / R < m + 1 from four REDC1 steps on L alone, and
 * H + (L + q m) / R < 6 m^2 / R + m + 1 < 2m.  Constant time as mul:
 * straight-line, addresses from the pointers only.
 *
 *   void oat_x64_fp2_sum3w_mul4_adx(uint64_t r[8], const uint64_t *const ab[6],
 *           const uint64_t m[4], uint64_t n0);
 * The sum of three for 3m < R only (m < 2^254 as above; alt_bn128's p,
 * where 6m > R).  Three bounds of the narrow form fail there: the second
 * pass's window (three rows of 2^64 2m), X1 < 6 m^2 against H < m, and the
 * result below 2m.  So C + D is reduced mod m first (three conditional
 * subtractions): a second pass step adds three rows of at most 2^64 m
 * (< 2^256 + 3m 2^64 < 2^320) and SM' = sum (A + B)(C + D mod m) < 6 m^2
 * < 2^512.  X1 = SM' - S00 - S11 is then congruent to sum (A D + B C) but
 * in (-6 m^2, 6 m^2): the two subtraction chains borrow once in all when
 * it is negative, and 2 m R is added then (2 m R > 6 m^2 as 3m < R), so
 * 0 <= X1 < 2 m R, H < 2m and the reduced value < 3m: two conditional
 * subtractions.  X0 is as above (3 m^2 < m R).  About 60 instructions more
 * than the narrow form (fp2_4_adx.S's test_x64 runs it on the largest
 * sums, every coefficient m - 1). */
#define K_M	0	/* m */
#define K_N0	32	/* n0 */
#define K_RP	40	/* r */
#define K_AB	48	/* a_0, b_0, a_1, b_1, a_2, b_2 */
#define K_SA	96	/* a_k0 + a_k1, k = 0..2 */
#define K_SC	192	/* b_k0 + b_k1 */
#define K_S00	288	/* S00, 8 limbs */
#define K_S11	352	/* S11 */
#define K_SML	416	/* low half of SM */
#define K_FRAME	448
#define K_PS	448	/* the line routine: the sums' pointers (a_k, b_k) */

/* LSUM base, off, dst, w: dst(%rsp) = the two coefficients' sum of the Fp2
 * element at off(base), reduced mod m if w (m at K_M). */
.macro LSUM base, off, dst, w
	movq	\off(\base), %r10
	movq	\off+8(\base), %r11
	movq	\off+16(\base), %r12
	movq	\off+24(\base), %r13
	addq	\off+32(\base), %r10
	adcq	\off+40(\base), %r11
	adcq	\off+48(\base), %r12
	adcq	\off+56(\base), %r13
	.if \w
	movq	%r10, %r14
	subq	K_M(%rsp), %r14
	movq	%r11, %r15
	sbbq	K_M+8(%rsp), %r15
	movq	%r12, %rbx
	sbbq	K_M+16(%rsp), %rbx
	movq	%r13, %rbp
	sbbq	K_M+24(%rsp), %rbp
	cmovncq	%r14, %r10
	cmovncq	%r15, %r11
	cmovncq	%rbx, %r12
	cmovncq	%rbp, %r13
	.endif
	movq	%r10, \dst(%rsp)
	movq	%r11, \dst+8(%rsp)
	movq	%r12, \dst+16(%rsp)
	movq	%r13, \dst+24(%rsp)
.endm

/* KPREP k, w: the pointers of product k to the frame, and the sums (w = 1:
 * C + D reduced mod m, so that the second pass adds rows below 2^64 m; m
 * in the frame already). */
.macro KPREP k, w
	movq	16*\k(%rsi), %r8
	movq	%r8, K_AB+16*\k(%rsp)
	movq	16*\k+8(%rsi), %r9
	movq	%r9, K_AB+16*\k+8(%rsp)
	LSUM	%r8, 0, K_SA+32*\k, 0
	LSUM	%r9, 0, K_SC+32*\k, \w
.endm

/* KROW first, bb, bo, w0..w4: the row rdx B (B at bo(bb)) into the window:
 * first = 2 starts it (ROW0), 1 adds with a fresh top limb, 0 adds. */
.macro KROW first, bb, bo, w0, w1, w2, w3, w4
	.if \first == 2
	ROW0	\bb, \bo, \w0, \w1, \w2, \w3, \w4
	.elseif \first == 1
	ROW	\bb, \bo, \w0, \w1, \w2, \w3, \w4, 1
	.else
	ROW	\bb, \bo, \w0, \w1, \w2, \w3, \w4, 0
	.endif
.endm

/* KP1_PROD i, k, first, a0..a4, b0..b4: step i of the first pass for
 * product k: A[i] C into S00's window, B[i] D into S11's.  first: 2 = the
 * very first rows (the windows start here), 1 = the first product of a
 * later step (the top limb is fresh), 0 = otherwise. */
.macro KP1_PROD i, k, first, a0, a1, a2, a3, a4, b0, b1, b2, b3, b4
	movq	K_AB+16*\k(%rsp), %rsi
	movq	K_AB+16*\k+8(%rsp), %r8
	movq	8*\i(%rsi), %rdx
	KROW	\first, %r8, 0, \a0, \a1, \a2, \a3, \a4
	movq	32+8*\i(%rsi), %rdx
	KROW	\first, %r8, 32, \b0, \b1, \b2, \b3, \b4
.endm

.macro KP1_STEP K, i, a0, a1, a2, a3, a4, b0, b1, b2, b3, b4
	.if \i == 0
	KP1_PROD \i, 0, 2, \a0, \a1, \a2, \a3, \a4, \b0, \b1, \b2, \b3, \b4
	.else
	KP1_PROD \i, 0, 1, \a0, \a1, \a2, \a3, \a4, \b0, \b1, \b2, \b3, \b4
	.endif
	KP1_PROD \i, 1, 0, \a0, \a1, \a2, \a3, \a4, \b0, \b1, \b2, \b3, \b4
	.if \K == 3
	KP1_PROD \i, 2, 0, \a0, \a1, \a2, \a3, \a4, \b0, \b1, \b2, \b3, \b4
	.endif
	movq	\a0, K_S00+8*\i(%rsp)
	movq	\b0, K_S11+8*\i(%rsp)
.endm

/* KP2_PROD i, k, first, w0..w4, pre: (A + B)[i] (C + D) into SM's window;
 * the sums in the frame (K_SA, K_SC), or (pre = 1) where the pointers at
 * K_PS point. */
.macro KP2_PROD i, k, first, w0, w1, w2, w3, w4, pre
	.if \pre
	movq	K_PS+16*\k(%rsp), %rsi
	movq	K_PS+16*\k+8(%rsp), %r8
	movq	8*\i(%rsi), %rdx
	KROW	\first, %r8, 0, \w0, \w1, \w2, \w3, \w4
	.else
	movq	K_SA+32*\k+8*\i(%rsp), %rdx
	KROW	\first, %rsp, K_SC+32*\k, \w0, \w1, \w2, \w3, \w4
	.endif
.endm

.macro KP2_STEP K, i, w0, w1, w2, w3, w4, pre
	.if \i == 0
	KP2_PROD \i, 0, 2, \w0, \w1, \w2, \w3, \w4, \pre
	.else
	KP2_PROD \i, 0, 1, \w0, \w1, \w2, \w3, \w4, \pre
	.endif
	KP2_PROD \i, 1, 0, \w0, \w1, \w2, \w3, \w4, \pre
	.if \K == 3
	KP2_PROD \i, 2, 0, \w0, \w1, \w2, \w3, \w4, \pre
	.endif
	movq	\w0, K_SML+8*\i(%rsp)
.endm

/* KSETM mb: m (4 limbs at (mb)) to the frame, K_M.  Clobbers rax. */
.macro KSETM mb
	movq	(\mb), %rax
	movq	%rax, K_M(%rsp)
	movq	8(\mb), %rax
	movq	%rax, K_M+8(%rsp)
	movq	16(\mb), %rax
	movq	%rax, K_M+16(%rsp)
	movq	24(\mb), %rax
	movq	%rax, K_M+24(%rsp)
.endm

.macro KSUM_BODY K, w
	PROLOGUE K_FRAME
	movq	%rcx, K_N0(%rsp)
	movq	%rdi, K_RP(%rsp)
	KSETM	%rdx
	KPREP	0, \w
	KPREP	1, \w
	.if \K == 3
	KPREP	2, \w
	.endif
	KSUM_CORE \K, \w, 0
	EPILOGUE K_FRAME
.endm

/* KSUM_CORE K, w, pre: the sum of K products from the pointers at K_AB and
 * the sums at K_SA, K_SC (pre = 0) or behind the pointers at K_PS (pre =
 * 1), m and n0 in the frame, the result to the pointer at K_RP.  Every
 * register but rsp is clobbered. */
.macro KSUM_CORE K, w, pre
	/* first pass: S00 in r9..r13, S11 in r14, r15, rbp, rdi, rcx */
	KP1_STEP \K, 0, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbp, %rdi, %rcx
	KP1_STEP \K, 1, %r10, %r11, %r12, %r13, %r9, %r15, %rbp, %rdi, %rcx, %r14
	KP1_STEP \K, 2, %r11, %r12, %r13, %r9, %r10, %rbp, %rdi, %rcx, %r14, %r15
	KP1_STEP \K, 3, %r12, %r13, %r9, %r10, %r11, %rdi, %rcx, %r14, %r15, %rbp
	movq	%r13, K_S00+32(%rsp)
	movq	%r9, K_S00+40(%rsp)
	movq	%r10, K_S00+48(%rsp)
	movq	%r11, K_S00+56(%rsp)
	movq	%rcx, K_S11+32(%rsp)
	movq	%r14, K_S11+40(%rsp)
	movq	%r15, K_S11+48(%rsp)
	movq	%rbp, K_S11+56(%rsp)
	/* second pass: SM in r9..r13 */
	KP2_STEP \K, 0, %r9, %r10, %r11, %r12, %r13, \pre
	KP2_STEP \K, 1, %r10, %r11, %r12, %r13, %r9, \pre
	KP2_STEP \K, 2, %r11, %r12, %r13, %r9, %r10, \pre
	KP2_STEP \K, 3, %r12, %r13, %r9, %r10, %r11, \pre
	/* X1 = SM - S00 - S11: low half r14, r15, rbp, rdi; high r13, r9, r10, r11 */
	movq	K_SML(%rsp), %r14
	movq	K_SML+8(%rsp), %r15
	movq	K_SML+16(%rsp), %rbp
	movq	K_SML+24(%rsp), %rdi
	subq	K_S00(%rsp), %r14
	sbbq	K_S00+8(%rsp), %r15
	sbbq	K_S00+16(%rsp), %rbp
	sbbq	K_S00+24(%rsp), %rdi
	sbbq	K_S00+32(%rsp), %r13
	sbbq	K_S00+40(%rsp), %r9
	sbbq	K_S00+48(%rsp), %r10
	sbbq	K_S00+56(%rsp), %r11
	.if \w
	sbbq	%rsi, %rsi			/* -(borrow) */
	.endif
	subq	K_S11(%rsp), %r14
	sbbq	K_S11+8(%rsp), %r15
	sbbq	K_S11+16(%rsp), %rbp
	sbbq	K_S11+24(%rsp), %rdi
	sbbq	K_S11+32(%rsp), %r13
	sbbq	K_S11+40(%rsp), %r9
	sbbq	K_S11+48(%rsp), %r10
	sbbq	K_S11+56(%rsp), %r11
	.if \w
	/* X1 < 0 took exactly one borrow in the two chains: then + 2 m R */
	sbbq	$0, %rsi			/* all ones if negative */
	movq	K_M(%rsp), %rax
	movq	K_M+8(%rsp), %rbx
	movq	K_M+16(%rsp), %rdx
	movq	K_M+24(%rsp), %r8
	andq	%rsi, %rax
	andq	%rsi, %rbx
	andq	%rsi, %rdx
	andq	%rsi, %r8
	addq	%rax, %r13
	adcq	%rbx, %r9
	adcq	%rdx, %r10
	adcq	%r8, %r11
	addq	%rax, %r13
	adcq	%rbx, %r9
	adcq	%rdx, %r10
	adcq	%r8, %r11
	.endif
	REDC4H	K_N0, K_M, %r14, %r15, %rbp, %rdi, %rcx, %r13, %r9, %r10, %r11
	.if \w
	/* < 3m: one subtraction here, the other in FSUB */
	FSUBR	K_M, %rcx, %r14, %r15, %rbp, %rax, %rbx, %rdx, %r12
	.endif
	movq	K_RP(%rsp), %rdi
	/* X0 = S00 - S11 (+ m R): low r9..r12, high r13, r14, r15, rbp; the
	 * reduced X1 waits in rcx, r14, r15, rbp... so store it first */
	FSUB	%rsp, K_M, %rdi, 32, %rcx, %r14, %r15, %rbp, %rax, %rbx, %rdx, %r12
	movq	K_S00(%rsp), %r9
	movq	K_S00+8(%rsp), %r10
	movq	K_S00+16(%rsp), %r11
	movq	K_S00+24(%rsp), %r12
	movq	K_S00+32(%rsp), %r13
	movq	K_S00+40(%rsp), %r14
	movq	K_S00+48(%rsp), %r15
	movq	K_S00+56(%rsp), %rbp
	subq	K_S11(%rsp), %r9
	sbbq	K_S11+8(%rsp), %r10
	sbbq	K_S11+16(%rsp), %r11
	sbbq	K_S11+24(%rsp), %r12
	sbbq	K_S11+32(%rsp), %r13
	sbbq	K_S11+40(%rsp), %r14
	sbbq	K_S11+48(%rsp), %r15
	sbbq	K_S11+56(%rsp), %rbp
	sbbq	%rax, %rax			/* all ones if negative */
	movq	K_M(%rsp), %rbx
	movq	K_M+8(%rsp), %rcx
	movq	K_M+16(%rsp), %rdx
	movq	K_M+24(%rsp), %rsi
	andq	%rax, %rbx
	andq	%rax, %rcx
	andq	%rax, %rdx
	andq	%rax, %rsi
	addq	%rbx, %r13
	adcq	%rcx, %r14
	adcq	%rdx, %r15
	adcq	%rsi, %rbp
	REDC4H	K_N0, K_M, %r9, %r10, %r11, %r12, %rcx, %r13, %r14, %r15, %rbp
	FSUB	%rsp, K_M, %rdi, 0, %rcx, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
.endm

OAT_FUNC(oat_x64_fp2_sum2_mul4_adx)
	KSUM_BODY 2, 0
OAT_ENDFUNC(oat_x64_fp2_sum2_mul4_adx)

OAT_FUNC(oat_x64_fp2_sum3_mul4_adx)
	KSUM_BODY 3, 0
OAT_ENDFUNC(oat_x64_fp2_sum3_mul4_adx)

OAT_FUNC(oat_x64_fp2_sum3w_mul4_adx)
	KSUM_BODY 3, 1
OAT_ENDFUNC(oat_x64_fp2_sum3w_mul4_adx)

/* ---- the product by a sparse line ----------------------------------------
 *   void oat_x64_fp2_line_mul4_adx(uint64_t r[48], const uint64_t a[48],
 *           const uint64_t l[40], const uint64_t m[4], uint64_t n0);
 *   void oat_x64_fp2_linew_mul4_adx(...): the same on the wide sums.
 * Six sums of three Fp2 products, those of an Fp12 element times a line
 * l0 + l1 w + l3 w^3 (src/ext/fp12_tmpl.h, FP12(mul_line)): with a's six
 * Fp2 coefficients in the basis w^k, e0..e5 = a[0], a[24], a[8], a[32],
 * a[16], a[40] (in limbs), and l = { l0, l1, l3, xi l1, xi l3 },
 *   e'0 = e0 l0 + e5 xi l1 + e3 xi l3,  e'1 = e1 l0 + e0 l1 + e4 xi l3,
 *   e'2 = e2 l0 + e1 l1 + e5 xi l3,     e'3 = e3 l0 + e2 l1 + e0 l3,
 *   e'4 = e4 l0 + e3 l1 + e1 l3,        e'5 = e5 l0 + e4 l1 + e2 l3,
 * each as the sums of three above (KSUM_CORE, the narrow or the wide form
 * with the same preconditions on m), stored where e_k is in r.  Every
 * coefficient < m; r must not overlap a (the caller keeps a copy).  The
 * sums of coefficients each product needs, e_k0 + e_k1 and l_j0 + l_j1
 * (reduced mod m in the wide form), are made once for the six sums, not
 * three times each, and one frame serves them all.  The six sums run in a
 * loop of fixed trip count over a table of their operands' offsets; the
 * code is otherwise straight-line, its addresses those of the pointers. */
#define L_A	496	/* a */
#define L_L	504	/* l */
#define L_R	512	/* r */
#define L_T	520	/* the table entry of the current sum */
#define L_SE	528	/* e_k0 + e_k1, k = 0..5 */
#define L_SL	720	/* l_j0 + l_j1, j = 0..4 */
#define L_FRAME	880

/* the limb offset of e_k in a, and a table entry: r's offset, then for
 * each product the offsets of e_k (in a), of l_j (in l) and of their sums
 * (in the frame) */
#define LE_OFF(k) ((((k) & 1) * 24 + ((k) >> 1) * 8) * 8)
.macro LT_PROD e, l
	.long	LE_OFF(\e), 64 * (\l), L_SE + 32 * (\e), L_SL + 32 * (\l)
.endm
.macro LT_ENTRY k, e0, l0, e1, l1, e2, l2
	.long	LE_OFF(\k)
	LT_PROD	\e0, \l0
	LT_PROD	\e1, \l1
	LT_PROD	\e2, \l2
.endm
#define LT_SIZE	52

	.section .rodata
	.p2align 3
oat_x64_line_tab_:
	LT_ENTRY 0, 0, 0, 5, 3, 3, 4
	LT_ENTRY 1, 1, 0, 0, 1, 4, 4
	LT_ENTRY 2, 2, 0, 1, 1, 5, 4
	LT_ENTRY 3, 3, 0, 2, 1, 0, 2
	LT_ENTRY 4, 4, 0, 3, 1, 1, 2
	LT_ENTRY 5, 5, 0, 4, 1, 2, 2
oat_x64_line_tab_end_:
	.text


/* LT_SET j: the pointers of product j of the current sum, from the table
 * entry in rbx.  Clobbers rax. */
.macro LT_SET j
	movslq	4+16*\j(%rbx), %rax
	addq	L_A(%rsp), %rax
	movq	%rax, K_AB+16*\j(%rsp)
	movslq	8+16*\j(%rbx), %rax
	addq	L_L(%rsp), %rax
	movq	%rax, K_AB+16*\j+8(%rsp)
	movslq	12+16*\j(%rbx), %rax
	addq	%rsp, %rax
	movq	%rax, K_PS+16*\j(%rsp)
	movslq	16+16*\j(%rbx), %rax
	addq	%rsp, %rax
	movq	%rax, K_PS+16*\j+8(%rsp)
.endm

.macro KLINE_BODY w
	PROLOGUE L_FRAME
	movq	%r8, K_N0(%rsp)
	movq	%rdi, L_R(%rsp)
	movq	%rsi, L_A(%rsp)
	movq	%rdx, L_L(%rsp)
	KSETM	%rcx
	LSUM	%rsi, LE_OFF(0), L_SE, 0
	LSUM	%rsi, LE_OFF(1), L_SE+32, 0
	LSUM	%rsi, LE_OFF(2), L_SE+64, 0
	LSUM	%rsi, LE_OFF(3), L_SE+96, 0
	LSUM	%rsi, LE_OFF(4), L_SE+128, 0
	LSUM	%rsi, LE_OFF(5), L_SE+160, 0
	LSUM	%rdx, 0, L_SL, \w
	LSUM	%rdx, 64, L_SL+32, \w
	LSUM	%rdx, 128, L_SL+64, \w
	LSUM	%rdx, 192, L_SL+96, \w
	LSUM	%rdx, 256, L_SL+128, \w
	leaq	oat_x64_line_tab_(%rip), %rbx
1:
	movq	%rbx, L_T(%rsp)
	movslq	(%rbx), %rax
	addq	L_R(%rsp), %rax
	movq	%rax, K_RP(%rsp)
	LT_SET	0
	LT_SET	1
	LT_SET	2
	KSUM_CORE 3, \w, 1
	movq	L_T(%rsp), %rbx
	addq	$LT_SIZE, %rbx
	leaq	oat_x64_line_tab_end_(%rip), %rax
	cmpq	%rax, %rbx
	jne	1b
	EPILOGUE L_FRAME
.endm

OAT_FUNC(oat_x64_fp2_line_mul4_adx)
	KLINE_BODY 0
OAT_ENDFUNC(oat_x64_fp2_line_mul4_adx)

OAT_FUNC(oat_x64_fp2_linew_mul4_adx)
	KLINE_BODY 1
OAT_ENDFUNC(oat_x64_fp2_linew_mul4_adx)

/* ---- the Fp2 part of Karabina's compressed squaring -----------------------
 *   void oat_x64_fp2_pck4_adx(const uint64_t *const io[6], const uint64_t m[4],
 *           uint64_t n0);      io = { h, k, x, y, hx, ky }
 *   void oat_x64_fp2_pck4_xi_adx(...): the same with b' = xi b below;
 *   void oat_x64_fp2_pck4_9_adx(...), oat_x64_fp2_pck4_xi_9_adx(...): the
 *   same two for xi = 9 + i (alt_bn128).
 * With xi = A + i (A = 1, or 9), b = x y and P = (x + y)(x + xi y):
 *   a = x^2 + xi y^2 = P - (1 + xi) b:   a0 = P0 - (A + 1) b0 + b1,
 *                                        a1 = P1 - b0 - (A + 1) b1,
 *   k = 3 a - 2 ky = a + 2 (a - ky),     h = 2 (hx + 3 b'),
 * the multiples of A and A + 1 by doublings and additions (QMULK)
 * (src/ext/fp12.c, oat_fp12_sqr_pck, is the reference).  All coefficients
 * < m < 2^254; h and k must not overlap the inputs.  The two products are
 * the CIOS bodies of mul above (x + y is left unreduced as the first
 * operand: < 2m, so the product is < 4m^2/R + m < 2m before its conditional
 * subtraction); the additions run on registers, with m from the frame.
 * Straight-line, branch-free (cmov, masks). */
#define Q_IO	80	/* io */
#define Q_S	96	/* x + y */
#define Q_T	160	/* x + xi y */
#define Q_P	224	/* P */
#define Q_B	288	/* b */
#define Q_K	352	/* QMULK's copy of its operand */
#define Q_FRAME	384

/* a += mem mod m (a, mem < m); t scratch. */
.macro QADD a0, a1, a2, a3, t0, t1, t2, t3, base, off
	addq	\off(\base), \a0
	adcq	\off+8(\base), \a1
	adcq	\off+16(\base), \a2
	adcq	\off+24(\base), \a3
	QRED	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3
.endm
/* a += b mod m (registers). */
.macro QADDR a0, a1, a2, a3, b0, b1, b2, b3, t0, t1, t2, t3
	addq	\b0, \a0
	adcq	\b1, \a1
	adcq	\b2, \a2
	adcq	\b3, \a3
	QRED	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3
.endm
/* a = 2a mod m. */
.macro QDBL a0, a1, a2, a3, t0, t1, t2, t3
	addq	\a0, \a0
	adcq	\a1, \a1
	adcq	\a2, \a2
	adcq	\a3, \a3
	QRED	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3
.endm
/* a < 2m -> a mod m: a - m unless that borrows. */
.macro QRED a0, a1, a2, a3, t0, t1, t2, t3
	movq	\a0, \t0
	movq	\a1, \t1
	movq	\a2, \t2
	movq	\a3, \t3
	subq	M_M(%rsp), \t0
	sbbq	M_M+8(%rsp), \t1
	sbbq	M_M+16(%rsp), \t2
	sbbq	M_M+24(%rsp), \t3
	cmovncq	\t0, \a0
	cmovncq	\t1, \a1
	cmovncq	\t2, \a2
	cmovncq	\t3, \a3
.endm
/* a -= mem mod m; k, t scratch. */
.macro QSUB a0, a1, a2, a3, t0, t1, t2, t3, k, base, off
	subq	\off(\base), \a0
	sbbq	\off+8(\base), \a1
	sbbq	\off+16(\base), \a2
	sbbq	\off+24(\base), \a3
	QFIX	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3, \k
.endm
/* a -= b mod m (registers). */
.macro QSUBR a0, a1, a2, a3, b0, b1, b2, b3, t0, t1, t2, t3, k
	subq	\b0, \a0
	sbbq	\b1, \a1
	sbbq	\b2, \a2
	sbbq	\b3, \a3
	QFIX	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3, \k
.endm
/* after a subtraction that set CF on a borrow: add m back under the mask */
.macro QFIX a0, a1, a2, a3, t0, t1, t2, t3, k
	sbbq	\k, \k
	movq	M_M(%rsp), \t0
	movq	M_M+8(%rsp), \t1
	movq	M_M+16(%rsp), \t2
	movq	M_M+24(%rsp), \t3
	andq	\k, \t0
	andq	\k, \t1
	andq	\k, \t2
	andq	\k, \t3
	addq	\t0, \a0
	adcq	\t1, \a1
	adcq	\t2, \a2
	adcq	\t3, \a3
.endm
.macro QLD a0, a1, a2, a3, base, off
	movq	\off(\base), \a0
	movq	\off+8(\base), \a1
	movq	\off+16(\base), \a2
	movq	\off+24(\base), \a3
.endm
.macro QST a0, a1, a2, a3, base, off
	movq	\a0, \off(\base)
	movq	\a1, \off+8(\base)
	movq	\a2, \off+16(\base)
	movq	\a3, \off+24(\base)
.endm
.macro QMOV a0, a1, a2, a3, b0, b1, b2, b3
	movq	\b0, \a0
	movq	\b1, \a1
	movq	\b2, \a2
	movq	\b3, \a3
.endm

/* a = K a mod m for a constant 1 <= K < 16 (a < m): doublings from the top
 * bit of K down, adding the operand (kept at slot(%rsp)) at each set bit;
 * t scratch. */
.macro QMULK a0, a1, a2, a3, t0, t1, t2, t3, K, slot
	.if (\K) & ((\K) - 1)
	QST	\a0, \a1, \a2, \a3, %rsp, \slot
	.endif
	.if (\K) >= 8
	QDBL	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3
	.if ((\K) >> 2) & 1
	QADD	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3, %rsp, \slot
	.endif
	.endif
	.if (\K) >= 4
	QDBL	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3
	.if ((\K) >> 1) & 1
	QADD	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3, %rsp, \slot
	.endif
	.endif
	.if (\K) >= 2
	QDBL	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3
	.if (\K) & 1
	QADD	\a0, \a1, \a2, \a3, \t0, \t1, \t2, \t3, %rsp, \slot
	.endif
	.endif
.endm

/* m - (limb 1 of the Fp2 operand at off(base)) to M_NB. */
.macro QNB base, off
	movq	M_M(%rsp), %rax
	subq	\off+32(\base), %rax
	movq	%rax, M_NB(%rsp)
	movq	M_M+8(%rsp), %rax
	sbbq	\off+40(\base), %rax
	movq	%rax, M_NB+8(%rsp)
	movq	M_M+16(%rsp), %rax
	sbbq	\off+48(\base), %rax
	movq	%rax, M_NB+16(%rsp)
	movq	M_M+24(%rsp), %rax
	sbbq	\off+56(\base), %rax
	movq	%rax, M_NB+24(%rsp)
.endm

/* the product (rsi) (r8) of mul, to dst(%rsp) */
.macro QMUL dst
	MUL_STEPS
	FSUB	%rsp, M_M, %rsp, \dst, %r13, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	FSUB	%rsp, M_M, %rsp, \dst+32, %rcx, %r14, %r15, %rbp, %rax, %rbx, %rdx, %r12
.endm

#define QA	%r9, %r10, %r11, %r12
#define QT	%r13, %r14, %r15, %rbx
#define QD	%rcx, %rsi, %r8, %rbp

.macro PCK_BODY xi, A
	PROLOGUE Q_FRAME
	movq	%rdx, M_N0(%rsp)
	movq	%rdi, Q_IO(%rsp)
	QLD	%rax, %rbx, %rcx, %rdx, %rsi, 0
	QST	%rax, %rbx, %rcx, %rdx, %rsp, M_M
	movq	16(%rdi), %rsi			/* x */
	movq	24(%rdi), %r8			/* y */
	/* S = x + y, unreduced */
	QLD	QA, %rsi, 0
	addq	(%r8), %r9
	adcq	8(%r8), %r10
	adcq	16(%r8), %r11
	adcq	24(%r8), %r12
	QST	QA, %rsp, Q_S
	QLD	QA, %rsi, 32
	addq	32(%r8), %r9
	adcq	40(%r8), %r10
	adcq	48(%r8), %r11
	adcq	56(%r8), %r12
	QST	QA, %rsp, Q_S+32
	/* T = x + xi y = (x0 + A y0 - y1) + (x1 + A y1 + y0) i */
	QLD	QA, %r8, 0
	QMULK	QA, QT, \A, Q_K
	QSUB	QA, QT, %rax, %r8, 32
	QADD	QA, QT, %rsi, 0
	QST	QA, %rsp, Q_T
	QLD	QA, %r8, 32
	QMULK	QA, QT, \A, Q_K
	QADD	QA, QT, %r8, 0
	QADD	QA, QT, %rsi, 32
	QST	QA, %rsp, Q_T+32
	/* P = S T */
	QNB	%rsp, Q_T
	leaq	Q_S(%rsp), %rsi
	leaq	Q_T(%rsp), %r8
	QMUL	Q_P
	/* b = x y */
	movq	Q_IO(%rsp), %rdi
	movq	16(%rdi), %rsi
	movq	24(%rdi), %r8
	QNB	%r8, 0
	QMUL	Q_B
	movq	Q_IO(%rsp), %rdi
	/* k0 = a0 + 2 (a0 - ky0), a0 = P0 - (A + 1) b0 + b1 */
	QLD	QA, %rsp, Q_P
	QLD	QD, %rsp, Q_B
	QMULK	QD, QT, (\A+1), Q_K
	QSUBR	QA, QD, QT, %rax
	QADD	QA, QT, %rsp, Q_B+32
	QMOV	QD, QA
	movq	40(%rdi), %rdx
	QSUB	QD, QT, %rax, %rdx, 0
	QDBL	QD, QT
	QADDR	QD, QA, QT
	movq	8(%rdi), %rdx
	QST	QD, %rdx, 0
	/* k1 = a1 + 2 (a1 - ky1), a1 = P1 - b0 - (A + 1) b1 */
	QLD	QA, %rsp, Q_P+32
	QSUB	QA, QT, %rax, %rsp, Q_B
	QLD	QD, %rsp, Q_B+32
	QMULK	QD, QT, (\A+1), Q_K
	QSUBR	QA, QD, QT, %rax
	QMOV	QD, QA
	movq	40(%rdi), %rdx
	QSUB	QD, QT, %rax, %rdx, 32
	QDBL	QD, QT
	QADDR	QD, QA, QT
	movq	8(%rdi), %rdx
	QST	QD, %rdx, 32
	/* h0 = 2 (hx0 + 3 b'0), b'0 = b0 (or A b0 - b1) */
	QLD	QD, %rsp, Q_B
	.if \xi
	QMULK	QD, QT, \A, Q_K
	QSUB	QD, QT, %rax, %rsp, Q_B+32
	.endif
	QMOV	QA, QD
	QDBL	QD, QT
	QADDR	QD, QA, QT
	movq	32(%rdi), %rdx
	QADD	QD, QT, %rdx, 0
	QDBL	QD, QT
	movq	(%rdi), %rdx
	QST	QD, %rdx, 0
	/* h1 = 2 (hx1 + 3 b'1), b'1 = b1 (or b0 + A b1) */
	QLD	QD, %rsp, Q_B+32
	.if \xi
	QMULK	QD, QT, \A, Q_K
	QADD	QD, QT, %rsp, Q_B
	.endif
	QMOV	QA, QD
	QDBL	QD, QT
	QADDR	QD, QA, QT
	movq	32(%rdi), %rdx
	QADD	QD, QT, %rdx, 32
	QDBL	QD, QT
	movq	(%rdi), %rdx
	QST	QD, %rdx, 32
	EPILOGUE Q_FRAME
.endm

OAT_FUNC(oat_x64_fp2_pck4_adx)
	PCK_BODY 0, 1
OAT_ENDFUNC(oat_x64_fp2_pck4_adx)

OAT_FUNC(oat_x64_fp2_pck4_xi_adx)
	PCK_BODY 1, 1
OAT_ENDFUNC(oat_x64_fp2_pck4_xi_adx)

OAT_FUNC(oat_x64_fp2_pck4_9_adx)
	PCK_BODY 0, 9
OAT_ENDFUNC(oat_x64_fp2_pck4_9_adx)

OAT_FUNC(oat_x64_fp2_pck4_xi_9_adx)
	PCK_BODY 1, 9
OAT_ENDFUNC(oat_x64_fp2_pck4_xi_9_adx)

/* ---- a sum of two Fp products -------------------------------------------
 *   void oat_x64_fp_sum2_mul4_adx(uint64_t r[4], const uint64_t *const ab[4],
 *           const uint64_t m[4], uint64_t n0);
 * r = (a0 b0 + a1 b1) / R mod m for ab = { a0, b0, a1, b1 }, all < m, r may
 * be any input.  X = a0 b0 + a1 b1 < 2 m^2 < m R is accumulated exactly in a
 * 5-limb window sliding one limb a step (two rows of at most 2^64 m a step:
 * < 2^256 + 2m 2^64 < 2^320), then (X + q m)/R = H + (L + q m)/R < 2m as in
 * the Fp2 sums: 48 MULX against 64 for two products, and one final
 * subtraction in place of two plus an addition. */
#define P_M	0
#define P_N0	32
#define P_RP	40
#define P_L	48
#define P_FRAME	80

.macro P2_STEP i, first, w0, w1, w2, w3, w4
	movq	8*\i(%r14), %rdx
	.if \first
	ROW0	%r15, 0, \w0, \w1, \w2, \w3, \w4
	.else
	ROW	%r15, 0, \w0, \w1, \w2, \w3, \w4, 1
	.endif
	movq	8*\i(%rbp), %rdx
	ROW	%rdi, 0, \w0, \w1, \w2, \w3, \w4, 0
	movq	\w0, P_L+8*\i(%rsp)
.endm

OAT_FUNC(oat_x64_fp_sum2_mul4_adx)
	PROLOGUE P_FRAME
	movq	%rcx, P_N0(%rsp)
	movq	%rdi, P_RP(%rsp)
	movq	(%rdx), %rax
	movq	%rax, P_M(%rsp)
	movq	8(%rdx), %rax
	movq	%rax, P_M+8(%rsp)
	movq	16(%rdx), %rax
	movq	%rax, P_M+16(%rsp)
	movq	24(%rdx), %rax
	movq	%rax, P_M+24(%rsp)
	movq	(%rsi), %r14			/* a0 */
	movq	8(%rsi), %r15			/* b0 */
	movq	16(%rsi), %rbp			/* a1 */
	movq	24(%rsi), %rdi			/* b1 */
	P2_STEP	0, 1, %r9, %r10, %r11, %r12, %r13
	P2_STEP	1, 0, %r10, %r11, %r12, %r13, %r9
	P2_STEP	2, 0, %r11, %r12, %r13, %r9, %r10
	P2_STEP	3, 0, %r12, %r13, %r9, %r10, %r11
	/* H = (r13, r9, r10, r11); (L + q m)/R from the stored low half */
	movq	P_L(%rsp), %r12
	movq	P_L+8(%rsp), %r14
	movq	P_L+16(%rsp), %r15
	movq	P_L+24(%rsp), %rbp
	REDC4H	P_N0, P_M, %r12, %r14, %r15, %rbp, %rcx, %r13, %r9, %r10, %r11
	movq	P_RP(%rsp), %rdi
	FSUB	%rsp, P_M, %rdi, 0, %rcx, %r12, %r14, %r15, %rax, %rbx, %rdx, %rsi
	EPILOGUE P_FRAME
OAT_ENDFUNC(oat_x64_fp_sum2_mul4_adx)

	.section .note.GNU-stack,"",@progbits
