/* Montgomery kernels on 6 x 64-bit limbs, baseline x86-64 path (MUL, ADC:
 * runs on every x86-64 CPU).  Same functions, prototypes, preconditions and
 * algorithms as mont6_adx.S, with the suffix _base; see there:
 *   void oat_x64_mont_mul6_base(uint64_t r[6], const uint64_t a[6],
 *           const uint64_t b[6], const uint64_t m[6], uint64_t n0);
 *   void oat_x64_mont_sqr6_base(uint64_t r[6], const uint64_t a[6],
 *           const uint64_t m[6], uint64_t n0);
 *   void oat_x64_mont_rdc6_base(uint64_t r[6], const uint64_t c[12],
 *           const uint64_t m[6], uint64_t n0);
 *   void oat_x64_mul6x6_base(uint64_t c[12], const uint64_t a[6], const uint64_t b[6]);
 *   void oat_x64_sqr6_base(uint64_t c[12], const uint64_t a[6]);
 * m odd < 2^382, n0 = -m^-1 mod 2^64, R = 2^384; mul: b < m, a < 2^384;
 * sqr: a < m; rdc: c < m R; results < m; outputs may alias inputs.
 *
 * MUL leaves its product in rdx:rax and clobbers the flags, so there is one
 * carry chain per product: each multiply-accumulate is
 *   (hi, t_j) = t_j + x y_j + k,  k = hi,
 * which cannot overflow: (2^64-1) + (2^64-1)^2 + (2^64-1) = 2^128 - 1.
 * The multiplier x (in rbx) and the carry k (in rbp) take two registers
 * more than MULX does, so with the 7-limb window every register is taken:
 * mul and sqr keep the pointer r in the red zone (these are leaf
 * functions), and sqr, mul6x6 park limbs there too.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers and the stack pointer; the final subtraction is chosen by
 * cmov. */
#include "x64_asm6.h"

	.text

/* MUL_ROW bp, t0..t6: (t0..t6) = %rbx * B, B the 6 limbs at (bp).
 * Clobbers rax, rdx and the flags. */
.macro MUL_ROW bp, t0, t1, t2, t3, t4, t5, t6
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
	movq	32(\bp), %rax
	mulq	%rbx
	addq	%rax, \t4
	adcq	$0, %rdx
	movq	%rdx, \t5
	movq	40(\bp), %rax
	mulq	%rbx
	addq	%rax, \t5
	adcq	$0, %rdx
	movq	%rdx, \t6
.endm

/* MADD_ROW bp, t0..t6, op: (t0..t5) += %rbx * B with B at (bp), and the
 * carry limb k is combined into t6 by `op k, t6` (movq: t6 = k; addq:
 * t6 += k, the caller guaranteeing no carry out).  Uses rbp for k.
 * Clobbers rax, rdx, rbp and the flags. */
.macro MADD_ROW bp, t0, t1, t2, t3, t4, t5, t6, op
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
	movq	%rdx, %rbp
	movq	32(\bp), %rax
	mulq	%rbx
	addq	%rax, \t4
	adcq	$0, %rdx
	addq	%rbp, \t4
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	40(\bp), %rax
	mulq	%rbx
	addq	%rax, \t5
	adcq	$0, %rdx
	addq	%rbp, \t5
	adcq	$0, %rdx
	\op	%rdx, \t6
.endm

/* REDC1 t0..t6: u = t0 n0 mod 2^64 (in rbx); (t0..t6) += u m; then t0 = 0.
 * m at (%rcx), n0 in %r8; the sum fits in seven limbs (see mont6_adx.S). */
.macro REDC1 t0, t1, t2, t3, t4, t5, t6
	movq	\t0, %rbx
	imulq	%r8, %rbx
	MADD_ROW %rcx, \t0, \t1, \t2, \t3, \t4, \t5, \t6, addq
.endm

/* SQR_CORE x1..x11, m0: c = a^2 (12 limbs) for a at (%rsi), cross products
 * doubled; on exit c0 is stored at the memory operand m0 and c1..c11 are in
 * x1..x11.  Clobbers rax, rdx, rbp and the flags. */
.macro SQR_CORE x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, m0
	/* cross products, one row per a_i: (x1..x10) = the sum over i < j of
	 * a_i a_j 2^(64 (i+j)), from limb 1 on (< 2^704) */
	movq	(%rsi), %rax			/* a0 a1 */
	mulq	8(%rsi)
	movq	%rax, \x1
	movq	%rdx, \x2
	movq	(%rsi), %rax			/* a0 a2 */
	mulq	16(%rsi)
	addq	%rax, \x2
	adcq	$0, %rdx
	movq	%rdx, \x3
	movq	(%rsi), %rax			/* a0 a3 */
	mulq	24(%rsi)
	addq	%rax, \x3
	adcq	$0, %rdx
	movq	%rdx, \x4
	movq	(%rsi), %rax			/* a0 a4 */
	mulq	32(%rsi)
	addq	%rax, \x4
	adcq	$0, %rdx
	movq	%rdx, \x5
	movq	(%rsi), %rax			/* a0 a5 */
	mulq	40(%rsi)
	addq	%rax, \x5
	adcq	$0, %rdx
	movq	%rdx, \x6
	movq	8(%rsi), %rax			/* a1 a2 */
	mulq	16(%rsi)
	addq	%rax, \x3
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	8(%rsi), %rax			/* a1 a3 */
	mulq	24(%rsi)
	addq	%rax, \x4
	adcq	$0, %rdx
	addq	%rbp, \x4
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	8(%rsi), %rax			/* a1 a4 */
	mulq	32(%rsi)
	addq	%rax, \x5
	adcq	$0, %rdx
	addq	%rbp, \x5
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	8(%rsi), %rax			/* a1 a5 */
	mulq	40(%rsi)
	addq	%rax, \x6
	adcq	$0, %rdx
	addq	%rbp, \x6
	adcq	$0, %rdx
	movq	%rdx, \x7
	movq	16(%rsi), %rax			/* a2 a3 */
	mulq	24(%rsi)
	addq	%rax, \x5
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	16(%rsi), %rax			/* a2 a4 */
	mulq	32(%rsi)
	addq	%rax, \x6
	adcq	$0, %rdx
	addq	%rbp, \x6
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	16(%rsi), %rax			/* a2 a5 */
	mulq	40(%rsi)
	addq	%rax, \x7
	adcq	$0, %rdx
	addq	%rbp, \x7
	adcq	$0, %rdx
	movq	%rdx, \x8
	movq	24(%rsi), %rax			/* a3 a4 */
	mulq	32(%rsi)
	addq	%rax, \x7
	adcq	$0, %rdx
	movq	%rdx, %rbp
	movq	24(%rsi), %rax			/* a3 a5 */
	mulq	40(%rsi)
	addq	%rax, \x8
	adcq	$0, %rdx
	addq	%rbp, \x8
	adcq	$0, %rdx
	movq	%rdx, \x9
	movq	32(%rsi), %rax			/* a4 a5 */
	mulq	40(%rsi)
	addq	%rax, \x9
	adcq	$0, %rdx
	movq	%rdx, \x10
	/* double: (x1..x11) = 2 (x1..x10) */
	xorq	\x11, \x11
	addq	\x1, \x1
	adcq	\x2, \x2
	adcq	\x3, \x3
	adcq	\x4, \x4
	adcq	\x5, \x5
	adcq	\x6, \x6
	adcq	\x7, \x7
	adcq	\x8, \x8
	adcq	\x9, \x9
	adcq	\x10, \x10
	adcq	\x11, \x11
	/* add the squares; MUL clobbers CF, so the carry is kept as a mask in
	 * rbp between them (sbb saves it, neg restores it) */
	movq	(%rsi), %rax
	mulq	%rax
	movq	%rax, \m0			/* c0 */
	addq	%rdx, \x1
	sbbq	%rbp, %rbp
	movq	8(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \x2
	adcq	%rdx, \x3
	sbbq	%rbp, %rbp
	movq	16(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \x4
	adcq	%rdx, \x5
	sbbq	%rbp, %rbp
	movq	24(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \x6
	adcq	%rdx, \x7
	sbbq	%rbp, %rbp
	movq	32(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \x8
	adcq	%rdx, \x9
	sbbq	%rbp, %rbp
	movq	40(%rsi), %rax
	mulq	%rax
	negq	%rbp
	adcq	%rax, \x10
	adcq	%rdx, \x11			/* a^2 < 2^768: no carry out */
.endm

/* r = a b / R mod m (CIOS, outer loop on a, t < 2m throughout). */
OAT_FUNC(oat_x64_mont_mul6_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdi, -8(%rsp)			/* r waits in the red zone */
	movq	%rdx, %r9			/* b */
	movq	(%rsi), %rbx
	MUL_ROW	%r9, %r10, %r11, %r12, %r13, %r14, %rdi, %r15
	REDC1	%r10, %r11, %r12, %r13, %r14, %rdi, %r15
	movq	8(%rsi), %rbx
	MADD_ROW %r9, %r11, %r12, %r13, %r14, %rdi, %r15, %r10, movq
	REDC1	%r11, %r12, %r13, %r14, %rdi, %r15, %r10
	movq	16(%rsi), %rbx
	MADD_ROW %r9, %r12, %r13, %r14, %rdi, %r15, %r10, %r11, movq
	REDC1	%r12, %r13, %r14, %rdi, %r15, %r10, %r11
	movq	24(%rsi), %rbx
	MADD_ROW %r9, %r13, %r14, %rdi, %r15, %r10, %r11, %r12, movq
	REDC1	%r13, %r14, %rdi, %r15, %r10, %r11, %r12
	movq	32(%rsi), %rbx
	MADD_ROW %r9, %r14, %rdi, %r15, %r10, %r11, %r12, %r13, movq
	REDC1	%r14, %rdi, %r15, %r10, %r11, %r12, %r13
	movq	40(%rsi), %rbx
	MADD_ROW %r9, %rdi, %r15, %r10, %r11, %r12, %r13, %r14, movq
	REDC1	%rdi, %r15, %r10, %r11, %r12, %r13, %r14
	/* t = (r15, r10, r11, r12, r13, r14) < 2m; rdi = 0 */
	movq	-8(%rsp), %rdi
	FINAL_SUB6 %r15, %r10, %r11, %r12, %r13, %r14, %rax, %rbx, %rdx, %rbp, %rsi, %r9
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_mul6_base)

/* r = a^2 / R mod m: square, reduce the low half, add the high half.  Red
 * zone: r, m, n0 and c0 while squaring, then the high half c6..c11. */
OAT_FUNC(oat_x64_mont_sqr6_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdi, -8(%rsp)			/* r */
	movq	%rdx, -16(%rsp)			/* m */
	movq	%rcx, -24(%rsp)			/* n0 */
	SQR_CORE %r9, %r10, %r11, %r12, %r13, %rbx, %rcx, %r8, %r14, %r15, %rdi, -32(%rsp)
	/* c0 in the red zone, c1..c5 in r9..r13, c6..c11 in rbx, rcx, r8, r14,
	 * r15, rdi: the high half waits in the red zone */
	movq	%rbx, -80(%rsp)
	movq	%rcx, -72(%rsp)
	movq	%r8, -64(%rsp)
	movq	%r14, -56(%rsp)
	movq	%r15, -48(%rsp)
	movq	%rdi, -40(%rsp)
	movq	-32(%rsp), %r14			/* c0 */
	movq	-16(%rsp), %rcx			/* m */
	movq	-24(%rsp), %r8			/* n0 */
	xorl	%r15d, %r15d
	REDC1	%r14, %r9, %r10, %r11, %r12, %r13, %r15
	REDC1	%r9, %r10, %r11, %r12, %r13, %r15, %r14
	REDC1	%r10, %r11, %r12, %r13, %r15, %r14, %r9
	REDC1	%r11, %r12, %r13, %r15, %r14, %r9, %r10
	REDC1	%r12, %r13, %r15, %r14, %r9, %r10, %r11
	REDC1	%r13, %r15, %r14, %r9, %r10, %r11, %r12
	/* (r15, r14, r9, r10, r11, r12) <= m, plus the high half < m */
	addq	-80(%rsp), %r15
	adcq	-72(%rsp), %r14
	adcq	-64(%rsp), %r9
	adcq	-56(%rsp), %r10
	adcq	-48(%rsp), %r11
	adcq	-40(%rsp), %r12
	movq	-8(%rsp), %rdi
	FINAL_SUB6 %r15, %r14, %r9, %r10, %r11, %r12, %rax, %rbx, %rdx, %rbp, %rsi, %r13
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_sqr6_base)

/* r = c / R mod m for c < m R. */
OAT_FUNC(oat_x64_mont_rdc6_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rcx, %r8			/* n0 */
	movq	%rdx, %rcx			/* m */
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %r12
	movq	32(%rsi), %r13
	movq	40(%rsi), %r14
	xorl	%r15d, %r15d
	REDC1	%r9, %r10, %r11, %r12, %r13, %r14, %r15
	REDC1	%r10, %r11, %r12, %r13, %r14, %r15, %r9
	REDC1	%r11, %r12, %r13, %r14, %r15, %r9, %r10
	REDC1	%r12, %r13, %r14, %r15, %r9, %r10, %r11
	REDC1	%r13, %r14, %r15, %r9, %r10, %r11, %r12
	REDC1	%r14, %r15, %r9, %r10, %r11, %r12, %r13
	addq	48(%rsi), %r15
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	FINAL_SUB6 %r15, %r9, %r10, %r11, %r12, %r13, %rax, %rbx, %rdx, %rbp, %rsi, %r14
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_rdc6_base)

/* c = a b, 12 limbs; c may overlap a or b (stored at the end; c0 waits in
 * r8, c1..c4 in the red zone). */
OAT_FUNC(oat_x64_mul6x6_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdx, %r9			/* b */
	movq	(%rsi), %rbx
	MUL_ROW	%r9, %r10, %r11, %r12, %r13, %r14, %r15, %rcx
	movq	%r10, %r8			/* c0 */
	movq	8(%rsi), %rbx
	MADD_ROW %r9, %r11, %r12, %r13, %r14, %r15, %rcx, %r10, movq
	movq	%r11, -32(%rsp)			/* c1 */
	movq	16(%rsi), %rbx
	MADD_ROW %r9, %r12, %r13, %r14, %r15, %rcx, %r10, %r11, movq
	movq	%r12, -24(%rsp)			/* c2 */
	movq	24(%rsi), %rbx
	MADD_ROW %r9, %r13, %r14, %r15, %rcx, %r10, %r11, %r12, movq
	movq	%r13, -16(%rsp)			/* c3 */
	movq	32(%rsi), %rbx
	MADD_ROW %r9, %r14, %r15, %rcx, %r10, %r11, %r12, %r13, movq
	movq	%r14, -8(%rsp)			/* c4 */
	movq	40(%rsi), %rbx
	MADD_ROW %r9, %r15, %rcx, %r10, %r11, %r12, %r13, %r14, movq
	/* c5..c11 = r15, rcx, r10, r11, r12, r13, r14 */
	movq	-32(%rsp), %rax
	movq	-24(%rsp), %rdx
	movq	-16(%rsp), %rsi
	movq	-8(%rsp), %r9
	movq	%r8, (%rdi)
	movq	%rax, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%r9, 32(%rdi)
	movq	%r15, 40(%rdi)
	movq	%rcx, 48(%rdi)
	movq	%r10, 56(%rdi)
	movq	%r11, 64(%rdi)
	movq	%r12, 72(%rdi)
	movq	%r13, 80(%rdi)
	movq	%r14, 88(%rdi)
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mul6x6_base)

/* c = a^2, 12 limbs; c may overlap a (stored at the end; the pointer c and
 * c0 wait in the red zone). */
OAT_FUNC(oat_x64_sqr6_base)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdi, -8(%rsp)			/* c */
	SQR_CORE %rbx, %rcx, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rdi, -16(%rsp)
	movq	-8(%rsp), %rsi			/* c */
	movq	-16(%rsp), %rax
	movq	%rax, (%rsi)
	movq	%rbx, 8(%rsi)
	movq	%rcx, 16(%rsi)
	movq	%r8, 24(%rsi)
	movq	%r9, 32(%rsi)
	movq	%r10, 40(%rsi)
	movq	%r11, 48(%rsi)
	movq	%r12, 56(%rsi)
	movq	%r13, 64(%rsi)
	movq	%r14, 72(%rsi)
	movq	%r15, 80(%rsi)
	movq	%rdi, 88(%rsi)
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_sqr6_base)

	.section .note.GNU-stack,"",@progbits
