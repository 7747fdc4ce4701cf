/* Fused Fp2 multiplication and squaring on 4 x 64-bit limbs, baseline
 * x86-64 path (MUL, ADC: any x86-64 CPU).  Same functions, prototypes,
 * preconditions and results as fp2_4_adx.S, with the suffix _base:
 *   void oat_x64_fp2_mul4_base(uint64_t r[8], const uint64_t a[8],
 *           const uint64_t b[8], const uint64_t m[4], uint64_t n0);
 *   void oat_x64_fp2_sqr4_base(uint64_t r[8], const uint64_t a[8],
 *           const uint64_t m[4], uint64_t n0);
 * m odd < 2^254, n0 = -m^-1 mod 2^64, R = 2^256, coefficients of a and b
 * < m; results < m (r = a b / R, a^2 / R coefficient-wise); r may be the
 * same array as a and / or b (r is stored after the last read of a, b).
 *
 * MUL leaves its product in rdx:rax and clobbers the flags, so there is one
 * carry chain per row: each multiply-accumulate is
 *   (hi, t_j) = t_j + x y_j + k,  k = hi,
 * which cannot overflow: (2^64-1) + (2^64-1)^2 + (2^64-1) = 2^128 - 1.
 * A multiplication row costs some 7 instructions per limb here (against 3
 * with MULX/ADX), so the mul saves multiplications where fp2_4_adx.S saves
 * instructions:
 *
 * mul: Karatsuba with lazy reduction (Aranha, Karabina, Longa, Gebotys,
 * Lopez, Eurocrypt 2011): three 4 x 4 products and two reductions,
 *   T0 = a0 b0, T1 = a1 b1, T2 = (a0 + a1)(b0 + b1)     (8 limbs each)
 *   a0 + a1, b0 + b1 < 2m < 2^255: 4 limbs, no carry out, T2 < 4 m^2;
 *   c1 = T2 - T0 - T1 = a0 b1 + a1 b0 <= 2 (m-1)^2 < m R   (2m < R);
 *   c0 = T0 - T1 in (-m^2, m^2), plus m R (m added to the high half,
 *        masked) when the 512-bit subtraction borrows: 0 <= c0 < m R;
 *   r0 = c0 / R, r1 = c1 / R mod m.
 * Montgomery reduction of c < m R: four word steps u = t0 n0 mod 2^64,
 * t += u m, t /= 2^64 on the low half in a 5-limb window whose top starts
 * at 0, giving (c mod R + q m) / R < (R + R m) / R = m + 1, so <= m; the
 * high half (< m) is added (< 2m) and one conditional subtraction (cmov)
 * gives the result.  The word steps of the two reductions are interleaved,
 * so that one's serial chain (u -> MUL -> additions -> next u) runs while
 * the other's multiplications execute.
 *
 * sqr: (a0 + a1 i)^2 = (a0 + a1)(a0 - a1) + 2 a0 a1 i, as two Montgomery
 * products S D / R and a0 E / R (S = a0 + a1, D = a0 - a1 + m, E = 2 a1,
 * all < 2m), each in CIOS form, interleaved step by step; the window bound
 * (t < 3m, sums < 2^320) and the final t < 2m are shown in fp2_4_adx.S.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers and the stack pointer; conditional steps are masks or
 * cmov.  Stack: 6 callee-saved registers and a frame of 272 (mul) or 152
 * (sqr) bytes. */
#include "x64_asm.h"

/* stack frame of mul */
#define M_SA	0	/* a0 + a1; later the high half of c1 */
#define M_SB	32	/* b0 + b1 */
#define M_T0	64	/* a0 b0 */
#define M_T1	128	/* a1 b1 */
#define M_C0	192	/* c0 */
#define M_N0	256	/* n0 */
#define M_RP	264	/* r */
#define M_FRAME	272
#define M_C1H	M_SA
/* stack frame of sqr */
#define S_S	0	/* a0 + a1 */
#define S_D	32	/* a0 - a1 + m */
#define S_E	64	/* 2 a1 */
#define S_M	96	/* m (rcx serves as a window register) */
#define S_N0	128	/* n0 */
#define S_RP	136	/* r */
#define S_FRAME	152

	.text

/* SUM4 src, off: (rsp + off) = src[0..3] + src[4..7], no carry out
 * (both < m < 2^254).  Clobbers rax and the flags. */
.macro SUM4 src, off
	movq	(\src), %rax
	addq	32(\src), %rax
	movq	%rax, \off(%rsp)
	movq	8(\src), %rax
	adcq	40(\src), %rax
	movq	%rax, \off+8(%rsp)
	movq	16(\src), %rax
	adcq	48(\src), %rax
	movq	%rax, \off+16(%rsp)
	movq	24(\src), %rax
	adcq	56(\src), %rax
	movq	%rax, \off+24(%rsp)
.endm

/* ROW0 x, bb, bo, t0..t4: (t0..t4) = x B, x a register or memory operand,
 * B the 4 limbs at bo(bb).  Clobbers rax, rdx and the flags. */
.macro ROW0 x, bb, bo, t0, t1, t2, t3, t4
	movq	\bo(\bb), %rax
	mulq	\x
	movq	%rax, \t0
	movq	%rdx, \t1
	movq	\bo+8(\bb), %rax
	mulq	\x
	addq	%rax, \t1
	adcq	$0, %rdx
	movq	%rdx, \t2
	movq	\bo+16(\bb), %rax
	mulq	\x
	addq	%rax, \t2
	adcq	$0, %rdx
	movq	%rdx, \t3
	movq	\bo+24(\bb), %rax
	mulq	\x
	addq	%rax, \t3
	adcq	$0, %rdx
	movq	%rdx, \t4
.endm

/* ROW x, bb, bo, t0..t4, op: (t0..t3) += x B and the carry limb k goes to
 * t4 by `op k, t4` (movq: t4 = k; addq: t4 += k, no carry out by the
 * caller's bound).  Uses rbp for k.  Clobbers rax, rdx, rbp and the flags. */
.macro ROW x, bb, bo, t0, t1, t2, t3, t4, op
	movq	\bo(\bb), %rax
	mulq	\x
	addq	%rax, \t0
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	\bo+8(\bb), %rax
	mulq	\x
	addq	%rax, \t1
	adcq	$0, %rdx
	addq	%rbp, \t1
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	\bo+16(\bb), %rax
	mulq	\x
	addq	%rax, \t2
	adcq	$0, %rdx
	addq	%rbp, \t2
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	\bo+24(\bb), %rax
	mulq	\x
	addq	%rax, \t3
	adcq	$0, %rdx
	addq	%rbp, \t3
	adcq	$0, %rdx
	\op	%rdx, \t4
.endm

/* MUL4 ab, ao, bb, bo, c0..c7: (c0..c7) = A B, the operands at ao(ab) and
 * bo(bb).  Clobbers rax, rdx, rbp and the flags. */
.macro MUL4 ab, ao, bb, bo, c0, c1, c2, c3, c4, c5, c6, c7
	ROW0	\ao(\ab), \bb, \bo, \c0, \c1, \c2, \c3, \c4
	ROW	\ao+8(\ab), \bb, \bo, \c1, \c2, \c3, \c4, \c5, movq
	ROW	\ao+16(\ab), \bb, \bo, \c2, \c3, \c4, \c5, \c6, movq
	ROW	\ao+24(\ab), \bb, \bo, \c3, \c4, \c5, \c6, \c7, movq
.endm

/* REDC1 n0off, mb, mo, t0..t4: u = t0 n0 mod 2^64 (in rbx, n0 at
 * n0off(%rsp)); (t0..t4) += u m (m the 4 limbs at mo(mb)); then t0 = 0.
 * The sum fits in five limbs.  Clobbers rax, rbx, rdx, rbp and the flags. */
.macro REDC1 n0off, mb, mo, t0, t1, t2, t3, t4
	movq	\t0, %rbx
	imulq	\n0off(%rsp), %rbx
	ROW	%rbx, \mb, \mo, \t0, \t1, \t2, \t3, \t4, addq
.endm

/* FSUB mb, mo, dst, off, t0..t3, s0..s3: stores to off(dst) t - m if
 * t >= m, else t (t < 2m, m the 4 limbs at mo(mb)), chosen by cmov. */
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

.macro STORE8 off, c0, c1, c2, c3, c4, c5, c6, c7
	movq	\c0, \off(%rsp)
	movq	\c1, \off+8(%rsp)
	movq	\c2, \off+16(%rsp)
	movq	\c3, \off+24(%rsp)
	movq	\c4, \off+32(%rsp)
	movq	\c5, \off+40(%rsp)
	movq	\c6, \off+48(%rsp)
	movq	\c7, \off+56(%rsp)
.endm

/* SUB8 off, c0..c7: (c0..c7) -= the 8 limbs at rsp + off, borrow in CF. */
.macro SUB8 off, c0, c1, c2, c3, c4, c5, c6, c7
	subq	\off(%rsp), \c0
	sbbq	\off+8(%rsp), \c1
	sbbq	\off+16(%rsp), \c2
	sbbq	\off+24(%rsp), \c3
	sbbq	\off+32(%rsp), \c4
	sbbq	\off+40(%rsp), \c5
	sbbq	\off+48(%rsp), \c6
	sbbq	\off+56(%rsp), \c7
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

/* r = a b in Fp2 (Montgomery form). */
OAT_FUNC(oat_x64_fp2_mul4_base)
	PROLOGUE M_FRAME
	movq	%r8, M_N0(%rsp)
	movq	%rdi, M_RP(%rsp)
	movq	%rdx, %r8			/* b */
	SUM4	%rsi, M_SA
	SUM4	%r8, M_SB
	/* T1 = a1 b1 and T0 = a0 b0 to the stack; the last reads of a, b */
	MUL4	%rsi, 32, %r8, 32, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx
	STORE8	M_T1, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx
	MUL4	%rsi, 0, %r8, 0, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx
	STORE8	M_T0, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx
	/* c0 = T0 - T1 (+ m R if negative), to the stack */
	SUB8	M_T1, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx
	sbbq	%rax, %rax			/* all ones if T0 < T1 */
	movq	(%rcx), %r8
	andq	%rax, %r8
	movq	8(%rcx), %rdx
	andq	%rax, %rdx
	movq	16(%rcx), %rsi
	andq	%rax, %rsi
	andq	24(%rcx), %rax
	addq	%r8, %r13
	adcq	%rdx, %r14
	adcq	%rsi, %r15
	adcq	%rax, %rbx
	STORE8	M_C0, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx
	/* c1 = (a0 + a1)(b0 + b1) - T0 - T1; its high half to the stack */
	MUL4	%rsp, M_SA, %rsp, M_SB, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r8
	SUB8	M_T0, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r8
	SUB8	M_T1, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r8
	movq	%r13, M_C1H(%rsp)
	movq	%r14, M_C1H+8(%rsp)
	movq	%r15, M_C1H+16(%rsp)
	movq	%r8, M_C1H+24(%rsp)
	/* the two reductions, word steps interleaved: c1 in (r9..r12, rsi),
	 * c0 in (r13, r14, r15, r8, rdi) */
	movq	M_C0(%rsp), %r13
	movq	M_C0+8(%rsp), %r14
	movq	M_C0+16(%rsp), %r15
	movq	M_C0+24(%rsp), %r8
	xorl	%esi, %esi
	xorl	%edi, %edi
	REDC1	M_N0, %rcx, 0, %r9, %r10, %r11, %r12, %rsi
	REDC1	M_N0, %rcx, 0, %r13, %r14, %r15, %r8, %rdi
	REDC1	M_N0, %rcx, 0, %r10, %r11, %r12, %rsi, %r9
	REDC1	M_N0, %rcx, 0, %r14, %r15, %r8, %rdi, %r13
	REDC1	M_N0, %rcx, 0, %r11, %r12, %rsi, %r9, %r10
	REDC1	M_N0, %rcx, 0, %r15, %r8, %rdi, %r13, %r14
	REDC1	M_N0, %rcx, 0, %r12, %rsi, %r9, %r10, %r11
	REDC1	M_N0, %rcx, 0, %r8, %rdi, %r13, %r14, %r15
	/* (rsi, r9, r10, r11) <= m plus the high half of c1 (< m);
	 * (rdi, r13, r14, r15) <= m plus the high half of c0 (< m) */
	addq	M_C1H(%rsp), %rsi
	adcq	M_C1H+8(%rsp), %r9
	adcq	M_C1H+16(%rsp), %r10
	adcq	M_C1H+24(%rsp), %r11
	addq	M_C0+32(%rsp), %rdi
	adcq	M_C0+40(%rsp), %r13
	adcq	M_C0+48(%rsp), %r14
	adcq	M_C0+56(%rsp), %r15
	movq	M_RP(%rsp), %r8
	FSUB	%rcx, 0, %r8, 32, %rsi, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	FSUB	%rcx, 0, %r8, 0, %rdi, %r13, %r14, %r15, %rax, %rbx, %rdx, %r12
	EPILOGUE M_FRAME
OAT_ENDFUNC(oat_x64_fp2_mul4_base)

/* SQR_STEP i, a0..a4, b0..b4: step i (> 0) of the two products of sqr,
 * S D in window (a0..a4) and a0 E in window (b0..b4). */
.macro SQR_STEP i, a0, a1, a2, a3, a4, b0, b1, b2, b3, b4
	ROW	S_S+8*\i(%rsp), %rsp, S_D, \a0, \a1, \a2, \a3, \a4, movq
	ROW	8*\i(%rsi), %rsp, S_E, \b0, \b1, \b2, \b3, \b4, movq
	REDC1	S_N0, %rsp, S_M, \a0, \a1, \a2, \a3, \a4
	REDC1	S_N0, %rsp, S_M, \b0, \b1, \b2, \b3, \b4
.endm

/* r = a^2 in Fp2 (Montgomery form). */
OAT_FUNC(oat_x64_fp2_sqr4_base)
	PROLOGUE S_FRAME
	movq	%rcx, S_N0(%rsp)
	movq	%rdi, S_RP(%rsp)
	movq	%rdx, %rcx			/* m */
	SUM4	%rsi, S_S			/* S = a0 + a1 < 2m */
	/* D = a0 - a1 + m, in (0, 2m) (the borrow and the carry cancel);
	 * the stack copy of m */
	movq	(%rsi), %r9
	subq	32(%rsi), %r9
	movq	8(%rsi), %r10
	sbbq	40(%rsi), %r10
	movq	16(%rsi), %r11
	sbbq	48(%rsi), %r11
	movq	24(%rsi), %r12
	sbbq	56(%rsi), %r12
	movq	(%rcx), %rax
	movq	%rax, S_M(%rsp)
	addq	%rax, %r9
	movq	8(%rcx), %rax
	movq	%rax, S_M+8(%rsp)
	adcq	%rax, %r10
	movq	16(%rcx), %rax
	movq	%rax, S_M+16(%rsp)
	adcq	%rax, %r11
	movq	24(%rcx), %rax
	movq	%rax, S_M+24(%rsp)
	adcq	%rax, %r12
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
	/* S D in r9..r13, a0 E in rdi, r14, r15, rcx, r8; the windows rotate */
	ROW0	S_S(%rsp), %rsp, S_D, %r9, %r10, %r11, %r12, %r13
	ROW0	(%rsi), %rsp, S_E, %rdi, %r14, %r15, %rcx, %r8
	REDC1	S_N0, %rsp, S_M, %r9, %r10, %r11, %r12, %r13
	REDC1	S_N0, %rsp, S_M, %rdi, %r14, %r15, %rcx, %r8
	SQR_STEP 1, %r10, %r11, %r12, %r13, %r9, %r14, %r15, %rcx, %r8, %rdi
	SQR_STEP 2, %r11, %r12, %r13, %r9, %r10, %r15, %rcx, %r8, %rdi, %r14
	SQR_STEP 3, %r12, %r13, %r9, %r10, %r11, %rcx, %r8, %rdi, %r14, %r15
	/* S D / R = (r13, r9, r10, r11) < 2m, a0 E / R = (r8, rdi, r14, r15) < 2m */
	movq	S_RP(%rsp), %rsi
	FSUB	%rsp, S_M, %rsi, 0, %r13, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	FSUB	%rsp, S_M, %rsi, 32, %r8, %rdi, %r14, %r15, %rax, %rbx, %rdx, %r12
	EPILOGUE S_FRAME
OAT_ENDFUNC(oat_x64_fp2_sqr4_base)

	.section .note.GNU-stack,"",@progbits
