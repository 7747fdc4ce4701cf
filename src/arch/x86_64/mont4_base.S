/* Montgomery kernels on 4 x 64-bit limbs, baseline x86-64 path (MUL, ADC:
 * runs on every x86-64 CPU).  Same functions, prototypes, preconditions and
 * algorithms as mont4_adx.S, with the suffix _base; see there.
 *
 * MUL leaves its product in rdx:rax and clobbers the flags, so there is one
 * carry chain per product: each multiply-accumulate is
 *   (hi, t_j) = t_j + x y_j + k,  k = hi,
 * which cannot overflow: (2^64-1) + (2^64-1)^2 + (2^64-1) = 2^128 - 1.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers; the final subtraction is chosen by cmov. */
#include "x64_asm.h"

	.text

/* MUL_ROW bp, t0..t4: (t0..t4) = %rbx * B, B the 4 limbs at (bp).
 * Clobbers rax, rdx and the flags. */
.macro MUL_ROW bp, t0, t1, t2, t3, t4
	movq	(\bp), %rax
	mulq	%rbx
	movq	%rax, \t0
	movq	%rdx, \t1
	movq	8(\bp), %rax
	mulq	%rbx
	addq	%rax, \t1
	adcq	$0, %rdx
	movq	%rdx, \t2
	movq	16(\bp), %rax
	mulq	%rbx
	addq	%rax, \t2
	adcq	$0, %rdx
	movq	%rdx, \t3
	movq	24(\bp), %rax
	mulq	%rbx
	addq	%rax, \t3
	adcq	$0, %rdx
	movq	%rdx, \t4
.endm

/* MADD_ROW bp, t0..t4, op: (t0..t3) += %rbx * B with B at (bp), and the
 * carry limb k is combined into t4 by `op k, t4` (movq: t4 = k; addq:
 * t4 += k, the caller guaranteeing no carry out).  Uses rbp for k.
 * Clobbers rax, rdx, rbp and the flags. */
.macro MADD_ROW bp, t0, t1, t2, t3, t4, op
	movq	(\bp), %rax
	mulq	%rbx
	addq	%rax, \t0
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	8(\bp), %rax
	mulq	%rbx
	addq	%rax, \t1
	adcq	$0, %rdx
	addq	%rbp, \t1
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	16(\bp), %rax
	mulq	%rbx
	addq	%rax, \t2
	adcq	$0, %rdx
	addq	%rbp, \t2
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	24(\bp), %rax
	mulq	%rbx
	addq	%rax, \t3
	adcq	$0, %rdx
	addq	%rbp, \t3
	adcq	$0, %rdx
	\op	%rdx, \t4
.endm

/* REDC1 t0..t4: u = t0 n0 mod 2^64 (in rbx); (t0..t4) += u m; then t0 = 0.
 * m at (%rcx), n0 in %r8; the sum fits in five limbs (see mont4_adx.S). */
.macro REDC1 t0, t1, t2, t3, t4
	movq	\t0, %rbx
	imulq	%r8, %rbx
	MADD_ROW %rcx, \t0, \t1, \t2, \t3, \t4, addq
.endm

/* SQR_CORE: (c0..c7) = a^2 for a at (%rsi), cross products doubled.
 * Clobbers rax, rdx, rbp and the flags. */
.macro SQR_CORE c0, c1, c2, c3, c4, c5, c6, c7
	movq	(%rsi), %rax			/* a0 a1 */
	mulq	8(%rsi)
	movq	%rax, \c1
	movq	%rdx, \c2
	movq	(%rsi), %rax			/* a0 a2 */
	mulq	16(%rsi)
	addq	%rax, \c2
	adcq	$0, %rdx
	movq	%rdx, \c3
	movq	(%rsi), %rax			/* a0 a3 */
	mulq	24(%rsi)
	addq	%rax, \c3
	adcq	$0, %rdx
	movq	%rdx, \c4
	movq	8(%rsi), %rax			/* a1 a2 */
	mulq	16(%rsi)
	addq	%rax, \c3
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	8(%rsi), %rax			/* a1 a3 */
	mulq	24(%rsi)
	addq	%rax, \c4
	adcq	$0, %rdx
	addq	%rbp, \c4
	adcq	$0, %rdx
	movq	%rdx, \c5
	movq	16(%rsi), %rax			/* a2 a3 */
	mulq	24(%rsi)
	addq	%rax, \c5
	adcq	$0, %rdx
	movq	%rdx, \c6
	/* double: (c1..c7) = 2 (c1..c6) */
	xorq	\c7, \c7
	addq	\c1, \c1
	adcq	\c2, \c2
	adcq	\c3, \c3
	adcq	\c4, \c4
	adcq	\c5, \c5
	adcq	\c6, \c6
	adcq	\c7, \c7
	/* add the squares; MUL clobbers CF, so the carry is kept as a mask in
	 * rbp between them (sbb saves it, neg restores it) */
	movq	(%rsi), %rax
	mulq	%rax
	movq	%rax, \c0
	addq	%rdx, \c1
	sbbq	%rbp, %rbp
	movq	8(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \c2
	adcq	%rdx, \c3
	sbbq	%rbp, %rbp
	movq	16(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \c4
	adcq	%rdx, \c5
	sbbq	%rbp, %rbp
	movq	24(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \c6
	adcq	%rdx, \c7			/* a^2 < 2^512: no carry out */
.endm

/* r = a b / R mod m (CIOS, outer loop on a, t < 2m throughout). */
.macro MONT_MUL4 name, red
OAT_FUNC(\name)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	movq	%rdx, %r9			/* b */
	movq	(%rsi), %rbx
	MUL_ROW	%r9, %r10, %r11, %r12, %r13, %r14
	REDC1	%r10, %r11, %r12, %r13, %r14
	movq	8(%rsi), %rbx
	MADD_ROW %r9, %r11, %r12, %r13, %r14, %r10, movq
	REDC1	%r11, %r12, %r13, %r14, %r10
	movq	16(%rsi), %rbx
	MADD_ROW %r9, %r12, %r13, %r14, %r10, %r11, movq
	REDC1	%r12, %r13, %r14, %r10, %r11
	movq	24(%rsi), %rbx
	MADD_ROW %r9, %r13, %r14, %r10, %r11, %r12, movq
	REDC1	%r13, %r14, %r10, %r11, %r12
	FINISH4 \red, %r14, %r10, %r11, %r12, %rax, %rbx, %rdx, %rsi
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(\name)
.endm
	MONT_MUL4 oat_x64_mont_mul4_base, 0
/* the same for m < 2^254 and inputs < 2m, the result < 2m not reduced
 * (the redundant kernels of kernels_arch.h) */
	MONT_MUL4 oat_x64_mont_mul4r_base, 1

/* r = a^2 / R mod m: square, reduce the low half, add the high half. */
.macro MONT_SQR4 name, red
OAT_FUNC(\name)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rcx, %r8			/* n0 */
	movq	%rdx, %rcx			/* m */
	SQR_CORE %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx
	/* the high half waits in the red zone (this is a leaf function) */
	movq	%r13, -32(%rsp)
	movq	%r14, -24(%rsp)
	movq	%r15, -16(%rsp)
	movq	%rbx, -8(%rsp)
	xorl	%esi, %esi
	REDC1	%r9, %r10, %r11, %r12, %rsi
	REDC1	%r10, %r11, %r12, %rsi, %r9
	REDC1	%r11, %r12, %rsi, %r9, %r10
	REDC1	%r12, %rsi, %r9, %r10, %r11
	addq	-32(%rsp), %rsi
	adcq	-24(%rsp), %r9
	adcq	-16(%rsp), %r10
	adcq	-8(%rsp), %r11
	FINISH4 \red, %rsi, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(\name)
.endm
	MONT_SQR4 oat_x64_mont_sqr4_base, 0
/* the same for m < 2^254 and inputs < 2m, the result < 2m not reduced
 * (the redundant kernels of kernels_arch.h) */
	MONT_SQR4 oat_x64_mont_sqr4r_base, 1

/* r = c / R mod m for c < m R. */
OAT_FUNC(oat_x64_mont_rdc4_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	movq	%rcx, %r8			/* n0 */
	movq	%rdx, %rcx			/* m */
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %r12
	xorl	%r13d, %r13d
	REDC1	%r9, %r10, %r11, %r12, %r13
	REDC1	%r10, %r11, %r12, %r13, %r9
	REDC1	%r11, %r12, %r13, %r9, %r10
	REDC1	%r12, %r13, %r9, %r10, %r11
	addq	32(%rsi), %r13
	adcq	40(%rsi), %r9
	adcq	48(%rsi), %r10
	adcq	56(%rsi), %r11
	FINAL_SUB %r13, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_rdc4_base)

/* c = a b, 8 limbs; c may overlap a or b (stored at the end). */
OAT_FUNC(oat_x64_mul4x4_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdx, %r9			/* b */
	movq	(%rsi), %rbx
	MUL_ROW	%r9, %rcx, %r8, %r10, %r11, %r12
	movq	8(%rsi), %rbx
	MADD_ROW %r9, %r8, %r10, %r11, %r12, %r13, movq
	movq	16(%rsi), %rbx
	MADD_ROW %r9, %r10, %r11, %r12, %r13, %r14, movq
	movq	24(%rsi), %rbx
	MADD_ROW %r9, %r11, %r12, %r13, %r14, %r15, movq
	movq	%rcx, (%rdi)
	movq	%r8, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	movq	%r12, 32(%rdi)
	movq	%r13, 40(%rdi)
	movq	%r14, 48(%rdi)
	movq	%r15, 56(%rdi)
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mul4x4_base)

/* c = a^2, 8 limbs; c may overlap a. */
OAT_FUNC(oat_x64_sqr4_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SQR_CORE %rcx, %r8, %r9, %r10, %r11, %rbx, %r12, %r13
	movq	%rcx, (%rdi)
	movq	%r8, 8(%rdi)
	movq	%r9, 16(%rdi)
	movq	%r10, 24(%rdi)
	movq	%r11, 32(%rdi)
	movq	%rbx, 40(%rdi)
	movq	%r12, 48(%rdi)
	movq	%r13, 56(%rdi)
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_sqr4_base)

	.section .note.GNU-stack,"",@progbits
