/* Fused Fp2 multiplication and squaring on 6 x 64-bit limbs, baseline
 * x86-64 path (MUL, ADC: any x86-64 CPU).  Same functions, prototypes,
 * preconditions, algorithms and bounds as fp2_6_adx.S, with the suffix
 * _base; see there:
 *   void oat_x64_fp2_mul6_base(uint64_t r[12], const uint64_t a[12],
 *           const uint64_t b[12], const uint64_t m[6], uint64_t n0);
 *   void oat_x64_fp2_sqr6_base(uint64_t r[12], const uint64_t a[12],
 *           const uint64_t m[6], uint64_t n0);
 * m odd < 2^382, n0 = -m^-1 mod 2^64, coefficients of a, b < m; results
 * < m; r may be the same array as a and / or b.
 *
 * MUL leaves its product in rdx:rax and clobbers the flags, so there is one
 * carry chain per row: each multiply-accumulate is
 *   (hi, t_j) = t_j + x y_j + k,  k = hi,
 * which cannot overflow: (2^64-1) + (2^64-1)^2 + (2^64-1) = 2^128 - 1.
 * In the products the multiplier x is a memory operand (MUL m64), which
 * keeps a register free.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers and the stack pointer; conditional steps are masks or
 * cmov.  Stack: 6 callee-saved registers and a 392-byte frame (mul), 152
 * (sqr). */
#include "x64_asm6.h"

#define M_SA	0	/* a0 + a1 */
#define M_SB	48	/* b0 + b1 */
#define M_T0	96	/* a0 b0 */
#define M_T1	192	/* a1 b1 */
#define M_T2	288	/* the low half of (a0 + a1)(b0 + b1) */
#define M_H	336	/* the high half of c0, then of c1 */
#define M_N0	384	/* n0 */
#define M_FRAME	392
#define S_S	0	/* a0 + a1 */
#define S_E	48	/* 2 a0 */
#define S_D	96	/* a0 - a1 mod m */
#define S_N0	144	/* n0 */
#define S_FRAME	152

	.text

/* SUM6 src, off: (rsp + off) = src[0..5] + src[6..11], no carry out.
 * Clobbers rax and the flags. */
.macro SUM6 src, off
	movq	(\src), %rax
	addq	48(\src), %rax
	movq	%rax, \off(%rsp)
	movq	8(\src), %rax
	adcq	56(\src), %rax
	movq	%rax, \off+8(%rsp)
	movq	16(\src), %rax
	adcq	64(\src), %rax
	movq	%rax, \off+16(%rsp)
	movq	24(\src), %rax
	adcq	72(\src), %rax
	movq	%rax, \off+24(%rsp)
	movq	32(\src), %rax
	adcq	80(\src), %rax
	movq	%rax, \off+32(%rsp)
	movq	40(\src), %rax
	adcq	88(\src), %rax
	movq	%rax, \off+40(%rsp)
.endm

/* DBL6 src, off: (rsp + off) = 2 src[0..5], no carry out.  Clobbers rax
 * and the flags. */
.macro DBL6 src, off
	movq	(\src), %rax
	addq	%rax, %rax
	movq	%rax, \off(%rsp)
	movq	8(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+8(%rsp)
	movq	16(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+16(%rsp)
	movq	24(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+24(%rsp)
	movq	32(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+32(%rsp)
	movq	40(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+40(%rsp)
.endm

/* ROW0 x, bb, bo, t0..t6: (t0..t6) = x B, x a register or memory operand,
 * B the 6 limbs at bo(bb).  Clobbers rax, rdx and the flags. */
.macro ROW0 x, bb, bo, t0, t1, t2, t3, t4, t5, t6
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
	movq	\bo+32(\bb), %rax
	mulq	\x
	addq	%rax, \t4
	adcq	$0, %rdx
	movq	%rdx, \t5
	movq	\bo+40(\bb), %rax
	mulq	\x
	addq	%rax, \t5
	adcq	$0, %rdx
	movq	%rdx, \t6
.endm

/* ROW x, bb, bo, t0..t6, op: (t0..t5) += x B and the carry limb k goes to
 * t6 by `op k, t6` (movq: t6 = k; addq: t6 += k, no carry out by the
 * caller's bound).  Uses rbp for k.  Clobbers rax, rdx, rbp and the flags. */
.macro ROW x, bb, bo, t0, t1, t2, t3, t4, t5, t6, op
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
	movq	%rdx, %rbp
	movq	\bo+32(\bb), %rax
	mulq	\x
	addq	%rax, \t4
	adcq	$0, %rdx
	addq	%rbp, \t4
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	\bo+40(\bb), %rax
	mulq	\x
	addq	%rax, \t5
	adcq	$0, %rdx
	addq	%rbp, \t5
	adcq	$0, %rdx
	\op	%rdx, \t6
.endm

/* MUL6 ab, ao, bb, bo, doff, t0..t6: A B for the operands at ao(ab) and
 * bo(bb): the low six limbs are stored at rsp + doff as they are completed,
 * the high six are left in (t6, t0, t1, t2, t3, t4); t5 is clobbered.
 * Clobbers rax, rdx, rbp and the flags. */
.macro MUL6 ab, ao, bb, bo, doff, t0, t1, t2, t3, t4, t5, t6
	ROW0	\ao(\ab), \bb, \bo, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	movq	\t0, \doff(%rsp)
	ROW	\ao+8(\ab), \bb, \bo, \t1, \t2, \t3, \t4, \t5, \t6, \t0, movq
	movq	\t1, \doff+8(%rsp)
	ROW	\ao+16(\ab), \bb, \bo, \t2, \t3, \t4, \t5, \t6, \t0, \t1, movq
	movq	\t2, \doff+16(%rsp)
	ROW	\ao+24(\ab), \bb, \bo, \t3, \t4, \t5, \t6, \t0, \t1, \t2, movq
	movq	\t3, \doff+24(%rsp)
	ROW	\ao+32(\ab), \bb, \bo, \t4, \t5, \t6, \t0, \t1, \t2, \t3, movq
	movq	\t4, \doff+32(%rsp)
	ROW	\ao+40(\ab), \bb, \bo, \t5, \t6, \t0, \t1, \t2, \t3, \t4, movq
	movq	\t5, \doff+40(%rsp)
.endm

/* REDC1 n0off, t0..t6: u = t0 n0 mod 2^64 (in rbx, n0 at n0off(%rsp));
 * (t0..t6) += u m (m at (%rcx)); then t0 = 0.  The sum fits in seven limbs.
 * Clobbers rax, rbx, rdx, rbp and the flags. */
.macro REDC1 n0off, t0, t1, t2, t3, t4, t5, t6
	movq	\t0, %rbx
	imulq	\n0off(%rsp), %rbx
	ROW	%rbx, %rcx, 0, \t0, \t1, \t2, \t3, \t4, \t5, \t6, addq
.endm

/* RDC6 n0off, l0..l5, z: six word steps on (l0..l5), window top z (zeroed
 * here); the result (<= m) is left in (z, l0, l1, l2, l3, l4), and l5 = 0. */
.macro RDC6 n0off, l0, l1, l2, l3, l4, l5, z
	xorq	\z, \z
	REDC1	\n0off, \l0, \l1, \l2, \l3, \l4, \l5, \z
	REDC1	\n0off, \l1, \l2, \l3, \l4, \l5, \z, \l0
	REDC1	\n0off, \l2, \l3, \l4, \l5, \z, \l0, \l1
	REDC1	\n0off, \l3, \l4, \l5, \z, \l0, \l1, \l2
	REDC1	\n0off, \l4, \l5, \z, \l0, \l1, \l2, \l3
	REDC1	\n0off, \l5, \z, \l0, \l1, \l2, \l3, \l4
.endm

/* MONT6 ab, ao, bb, bo, n0off: (r15, r9, r10, r11, r12, r13) = A B / R mod
 * m + (0 or m), < 2m, by CIOS for A < 2^384 at ao(ab) and B < m at bo(bb);
 * r14 = 0 afterwards.  Clobbers rax, rbx, rdx, rbp and the flags. */
.macro MONT6 ab, ao, bb, bo, n0off
	ROW0	\ao(\ab), \bb, \bo, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	REDC1	\n0off, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	ROW	\ao+8(\ab), \bb, \bo, %r10, %r11, %r12, %r13, %r14, %r15, %r9, movq
	REDC1	\n0off, %r10, %r11, %r12, %r13, %r14, %r15, %r9
	ROW	\ao+16(\ab), \bb, \bo, %r11, %r12, %r13, %r14, %r15, %r9, %r10, movq
	REDC1	\n0off, %r11, %r12, %r13, %r14, %r15, %r9, %r10
	ROW	\ao+24(\ab), \bb, \bo, %r12, %r13, %r14, %r15, %r9, %r10, %r11, movq
	REDC1	\n0off, %r12, %r13, %r14, %r15, %r9, %r10, %r11
	ROW	\ao+32(\ab), \bb, \bo, %r13, %r14, %r15, %r9, %r10, %r11, %r12, movq
	REDC1	\n0off, %r13, %r14, %r15, %r9, %r10, %r11, %r12
	ROW	\ao+40(\ab), \bb, \bo, %r14, %r15, %r9, %r10, %r11, %r12, %r13, movq
	REDC1	\n0off, %r14, %r15, %r9, %r10, %r11, %r12, %r13
.endm

.macro STORE6 off, t0, t1, t2, t3, t4, t5
	movq	\t0, \off(%rsp)
	movq	\t1, \off+8(%rsp)
	movq	\t2, \off+16(%rsp)
	movq	\t3, \off+24(%rsp)
	movq	\t4, \off+32(%rsp)
	movq	\t5, \off+40(%rsp)
.endm

/* ADD6 off, t0..t5: (t0..t5) += the 6 limbs at rsp + off, mod 2^384. */
.macro ADD6 off, t0, t1, t2, t3, t4, t5
	addq	\off(%rsp), \t0
	adcq	\off+8(%rsp), \t1
	adcq	\off+16(%rsp), \t2
	adcq	\off+24(%rsp), \t3
	adcq	\off+32(%rsp), \t4
	adcq	\off+40(%rsp), \t5
.endm

/* SBB6 off, t0..t5: (t0..t5) -= the 6 limbs at rsp + off and CF, borrow
 * out in CF. */
.macro SBB6 off, t0, t1, t2, t3, t4, t5
	sbbq	\off(%rsp), \t0
	sbbq	\off+8(%rsp), \t1
	sbbq	\off+16(%rsp), \t2
	sbbq	\off+24(%rsp), \t3
	sbbq	\off+32(%rsp), \t4
	sbbq	\off+40(%rsp), \t5
.endm

/* LOWDIFF x, y, l0..l5: (l0..l5) = the low halves x - y of the 12-limb
 * values at rsp + x and rsp + y, borrow out in CF. */
.macro LOWDIFF x, y, l0, l1, l2, l3, l4, l5
	movq	\x(%rsp), \l0
	subq	\y(%rsp), \l0
	movq	\x+8(%rsp), \l1
	sbbq	\y+8(%rsp), \l1
	movq	\x+16(%rsp), \l2
	sbbq	\y+16(%rsp), \l2
	movq	\x+24(%rsp), \l3
	sbbq	\y+24(%rsp), \l3
	movq	\x+32(%rsp), \l4
	sbbq	\y+32(%rsp), \l4
	movq	\x+40(%rsp), \l5
	sbbq	\y+40(%rsp), \l5
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

/* r = a b in Fp2 (Karatsuba, lazy reduction; see fp2_6_adx.S). */
OAT_FUNC(oat_x64_fp2_mul6_base)
	PROLOGUE M_FRAME
	movq	%r8, M_N0(%rsp)
	movq	%rdx, %r8			/* b */
	SUM6	%rsi, M_SA
	SUM6	%r8, M_SB
	/* T1 = a1 b1, to the stack */
	MUL6	%rsi, 48, %r8, 48, M_T1, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	/* T0 = a0 b0, to the stack; the last reads of a and b */
	MUL6	%rsi, 0, %r8, 0, M_T0, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T0+48, %r15, %r9, %r10, %r11, %r12, %r13
	/* c0 = T0 - T1: low half to (r14, rsi, r8, rbx, rax, rdx), high half
	 * in place, then to the stack */
	LOWDIFF	M_T0, M_T1, %r14, %rsi, %r8, %rbx, %rax, %rdx
	SBB6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	sbbq	%rbp, %rbp			/* all ones if T0 < T1: + m R */
	STORE6	M_H, %r15, %r9, %r10, %r11, %r12, %r13
	movq	%rbx, %r9			/* out of REDC1's scratch */
	movq	%rax, %r10
	movq	%rdx, %r11
	movq	%rbp, %r12			/* the mask */
	/* r0 = c0 / R mod m */
	RDC6	M_N0, %r14, %rsi, %r8, %r9, %r10, %r11, %r13
	/* (r13, r14, rsi, r8, r9, r10) <= m; plus the high half and the
	 * masked m, mod 2^384: the exact sum, < 2m */
	ADD6	M_H, %r13, %r14, %rsi, %r8, %r9, %r10
	movq	(%rcx), %rax
	andq	%r12, %rax
	movq	8(%rcx), %rbx
	andq	%r12, %rbx
	movq	16(%rcx), %rdx
	andq	%r12, %rdx
	movq	24(%rcx), %rbp
	andq	%r12, %rbp
	movq	32(%rcx), %r11
	andq	%r12, %r11
	andq	40(%rcx), %r12
	addq	%rax, %r13
	adcq	%rbx, %r14
	adcq	%rdx, %rsi
	adcq	%rbp, %r8
	adcq	%r11, %r9
	adcq	%r12, %r10
	FINAL_SUB6 %r13, %r14, %rsi, %r8, %r9, %r10, %rax, %rbx, %rdx, %rbp, %r11, %r12
	/* T2 = (a0 + a1)(b0 + b1), low half to the stack */
	MUL6	%rsp, M_SA, %rsp, M_SB, M_T2, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	/* c1 = T2 - T0 - T1 */
	LOWDIFF	M_T2, M_T0, %r14, %rsi, %r8, %rbx, %rax, %rdx
	SBB6	M_T0+48, %r15, %r9, %r10, %r11, %r12, %r13
	subq	M_T1(%rsp), %r14
	sbbq	M_T1+8(%rsp), %rsi
	sbbq	M_T1+16(%rsp), %r8
	sbbq	M_T1+24(%rsp), %rbx
	sbbq	M_T1+32(%rsp), %rax
	sbbq	M_T1+40(%rsp), %rdx
	SBB6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	STORE6	M_H, %r15, %r9, %r10, %r11, %r12, %r13
	movq	%rbx, %r9
	movq	%rax, %r10
	movq	%rdx, %r11
	/* r1 = c1 / R mod m */
	RDC6	M_N0, %r14, %rsi, %r8, %r9, %r10, %r11, %r13
	ADD6	M_H, %r13, %r14, %rsi, %r8, %r9, %r10
	FINAL_SUB6 %r13, %r14, %rsi, %r8, %r9, %r10, %rax, %rbx, %rdx, %rbp, %r11, %r12, 48
	EPILOGUE M_FRAME
OAT_ENDFUNC(oat_x64_fp2_mul6_base)

/* r = a^2 in Fp2: (2 a0) a1 and (a0 + a1)(a0 - a1 mod m), each by CIOS. */
OAT_FUNC(oat_x64_fp2_sqr6_base)
	PROLOGUE S_FRAME
	movq	%rcx, S_N0(%rsp)
	movq	%rdx, %rcx			/* m */
	SUM6	%rsi, S_S			/* a0 + a1 < 2m */
	DBL6	%rsi, S_E			/* 2 a0 < 2m */
	/* D = a0 - a1 mod m: the difference, plus m masked by the borrow */
	movq	(%rsi), %r9
	subq	48(%rsi), %r9
	movq	8(%rsi), %r10
	sbbq	56(%rsi), %r10
	movq	16(%rsi), %r11
	sbbq	64(%rsi), %r11
	movq	24(%rsi), %r12
	sbbq	72(%rsi), %r12
	movq	32(%rsi), %r13
	sbbq	80(%rsi), %r13
	movq	40(%rsi), %r14
	sbbq	88(%rsi), %r14
	sbbq	%rax, %rax			/* all ones if a0 < a1 */
	movq	(%rcx), %rbx
	andq	%rax, %rbx
	movq	8(%rcx), %rdx
	andq	%rax, %rdx
	movq	16(%rcx), %r8
	andq	%rax, %r8
	movq	24(%rcx), %r15
	andq	%rax, %r15
	movq	32(%rcx), %rbp
	andq	%rax, %rbp
	andq	40(%rcx), %rax
	addq	%rbx, %r9
	adcq	%rdx, %r10
	adcq	%r8, %r11
	adcq	%r15, %r12
	adcq	%rbp, %r13
	adcq	%rax, %r14
	STORE6	S_D, %r9, %r10, %r11, %r12, %r13, %r14
	/* r1 = (2 a0) a1 / R mod m; the last reads of a */
	MONT6	%rsp, S_E, %rsi, 48, S_N0
	FINAL_SUB6 %r15, %r9, %r10, %r11, %r12, %r13, %rax, %rbx, %rdx, %r14, %rbp, %r8, 48
	/* r0 = (a0 + a1) D / R mod m */
	MONT6	%rsp, S_S, %rsp, S_D, S_N0
	FINAL_SUB6 %r15, %r9, %r10, %r11, %r12, %r13, %rax, %rbx, %rdx, %r14, %rbp, %r8
	EPILOGUE S_FRAME
OAT_ENDFUNC(oat_x64_fp2_sqr6_base)

	.section .note.GNU-stack,"",@progbits
