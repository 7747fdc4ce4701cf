/* Montgomery kernels on 6 x 64-bit limbs (381-bit fields: BLS12-381),
 * MULX/ADCX/ADOX path (BMI2 + ADX: Intel Broadwell, AMD Zen and later).  The
 * plain MUL/ADC twin is mont6_base.S; dispatch6.S picks one at load time.
 *
 * C prototypes, limbs little-endian:
 *   void oat_x64_mont_mul6_adx(uint64_t r[6], const uint64_t a[6],
 *           const uint64_t b[6], const uint64_t m[6], uint64_t n0);
 *   void oat_x64_mont_sqr6_adx(uint64_t r[6], const uint64_t a[6],
 *           const uint64_t m[6], uint64_t n0);
 *   void oat_x64_mont_rdc6_adx(uint64_t r[6], const uint64_t c[12],
 *           const uint64_t m[6], uint64_t n0);
 *   void oat_x64_mul6x6_adx(uint64_t c[12], const uint64_t a[6], const uint64_t b[6]);
 *   void oat_x64_sqr6_adx(uint64_t c[12], const uint64_t a[6]);
 *
 * Preconditions (as src/fp/mont.h): m odd and m < 2^382 (two spare top
 * bits; BLS12-381's p has 381 bits), n0 = -m^-1 mod 2^64, R = 2^384.  mul:
 * b < m, a < 2^384 (a < m for a reduced field element, but a wide read
 * multiplies any 384-bit a by R^2); sqr: a < m; rdc: c < m R.  Results are
 * fully reduced, < m.  Outputs may be the same array as an input: every
 * input limb is read before the first store.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers and the stack pointer; the final subtraction is chosen by
 * cmov.
 *
 * The Montgomery product is CIOS (Koc, Acar, Kaliski 1996) with the outer
 * loop on the digits of a and the inner one on b < m, as in mont4_adx.S, so
 * that the running value stays below 2m < 2^383 whatever a < 2^384:
 *   t_i = ((a mod 2^(64 i)) b + q_i m) / 2^(64 i)
 *       < (2^(64 i) m + 2^(64 i) m) / 2^(64 i) = 2m.
 * Each step needs a 7-limb window t0..t6, and t + a_i b + u m < 2m + 2^65 m
 * < 2^448: the top limb t6 never carries out, so no eighth limb is kept.
 * The two carry chains of ADCX (CF) and ADOX (OF) add the low and high
 * halves of the MULX products in one pass (Gueron and Krasnov, and Intel's
 * white paper "New instructions supporting large integer arithmetic",
 * 2012).  The window rotates through seven registers: after a reduction
 * step its lowest limb is zero and becomes the next step's top limb.
 *
 * Registers: the 7-limb window, the pointers r, a, b, m, n0 and the three
 * MULX temporaries (rdx, rax, rbx) take all 15; the 12-limb square and
 * product do not fit beside them, so sqr and the unreduced products park a
 * few limbs in the red zone (these are leaf functions: the 128 bytes below
 * rsp are theirs). */
#include "x64_asm6.h"

	.text

/* MUL0 t0..t6: (t0..t6) = a[0] * b, a at (%rsi), b at (%r9).  Clobbers rax,
 * rdx and the flags. */
.macro MUL0 t0, t1, t2, t3, t4, t5, t6
	movq	(%rsi), %rdx
	mulx	(%r9), \t0, \t1
	mulx	8(%r9), %rax, \t2
	addq	%rax, \t1
	mulx	16(%r9), %rax, \t3
	adcq	%rax, \t2
	mulx	24(%r9), %rax, \t4
	adcq	%rax, \t3
	mulx	32(%r9), %rax, \t5
	adcq	%rax, \t4
	mulx	40(%r9), %rax, \t6
	adcq	%rax, \t5
	adcq	$0, \t6
.endm

/* MULADD i, t0..t6: (t0..t5) += a[i] * b and t6 = the carry limb, with a
 * at (%rsi), b at (%r9); t6's old value is discarded.  Clobbers rax, rbx,
 * rdx and the flags. */
.macro MULADD i, t0, t1, t2, t3, t4, t5, t6
	movq	8*\i(%rsi), %rdx
	xorq	\t6, \t6		/* t6 = 0, CF = OF = 0 */
	mulx	(%r9), %rax, %rbx
	adcx	%rax, \t0
	adox	%rbx, \t1
	mulx	8(%r9), %rax, %rbx
	adcx	%rax, \t1
	adox	%rbx, \t2
	mulx	16(%r9), %rax, %rbx
	adcx	%rax, \t2
	adox	%rbx, \t3
	mulx	24(%r9), %rax, %rbx
	adcx	%rax, \t3
	adox	%rbx, \t4
	mulx	32(%r9), %rax, %rbx
	adcx	%rax, \t4
	adox	%rbx, \t5
	mulx	40(%r9), %rax, %rbx
	adcx	%rax, \t5
	adox	%rbx, \t6		/* t6 was 0: no carry out */
	adcq	$0, \t6
.endm

/* REDC1 t0..t6: one word of Montgomery reduction:
 *   u = t0 n0 mod 2^64;  (t0..t6) += u m,
 * after which t0 = 0 and the value divided by 2^64 is (t1..t6).  The caller
 * guarantees that the sum fits in seven limbs, so the carries out of t6 are
 * zero.  m at (%rcx), n0 in %r8.  Clobbers rax, rbx, rdx and the flags. */
.macro REDC1 t0, t1, t2, t3, t4, t5, t6
	movq	\t0, %rdx
	imulq	%r8, %rdx		/* u */
	xorl	%eax, %eax		/* CF = OF = 0 */
	mulx	(%rcx), %rax, %rbx
	adcx	%rax, \t0		/* t0 + lo(u m0) = 0 mod 2^64 */
	adox	%rbx, \t1
	mulx	8(%rcx), %rax, %rbx
	adcx	%rax, \t1
	adox	%rbx, \t2
	mulx	16(%rcx), %rax, %rbx
	adcx	%rax, \t2
	adox	%rbx, \t3
	mulx	24(%rcx), %rax, %rbx
	adcx	%rax, \t3
	adox	%rbx, \t4
	mulx	32(%rcx), %rax, %rbx
	adcx	%rax, \t4
	adox	%rbx, \t5
	mulx	40(%rcx), %rax, %rbx
	adcx	%rax, \t5
	adox	%rbx, \t6
	adcx	\t0, \t6		/* t0 is now 0: adds the last CF */
.endm

/* SQR_CORE x1..x10, m0, m1: c = a^2 (12 limbs) for a at (%rsi), with the
 * cross products a_i a_j (i < j) computed once and doubled (15 + 6 MULX
 * instead of 36).  On exit c0 and c1 are stored at the memory operands m0
 * and m1, c2..c10 are in x2..x10 and c11 is in x1 (twelve limbs do not fit
 * in registers beside a, rax, rbx and rdx).  Clobbers rax, rbx, rdx and the
 * flags. */
.macro SQR_CORE x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, m0, m1
	/* cross products, one row per a_i: (x1..x10) = the sum over i < j of
	 * a_i a_j 2^(64 (i+j)), from limb 1 on; the sum is < 2^704, so x10
	 * never carries out */
	movq	(%rsi), %rdx			/* a0 a1 .. a0 a5 */
	mulx	8(%rsi), \x1, \x2
	mulx	16(%rsi), %rax, \x3
	addq	%rax, \x2
	mulx	24(%rsi), %rax, \x4
	adcq	%rax, \x3
	mulx	32(%rsi), %rax, \x5
	adcq	%rax, \x4
	mulx	40(%rsi), %rax, \x6
	adcq	%rax, \x5
	adcq	$0, \x6				/* hi(a0 a5) <= 2^64 - 2 */
	movq	8(%rsi), %rdx			/* a1 a2 .. a1 a5 */
	xorq	\x7, \x7			/* x7 = 0, CF = OF = 0 */
	mulx	16(%rsi), %rax, %rbx
	adcx	%rax, \x3
	adox	%rbx, \x4
	mulx	24(%rsi), %rax, %rbx
	adcx	%rax, \x4
	adox	%rbx, \x5
	mulx	32(%rsi), %rax, %rbx
	adcx	%rax, \x5
	adox	%rbx, \x6
	mulx	40(%rsi), %rax, %rbx
	adcx	%rax, \x6
	adox	%rbx, \x7
	adcq	$0, \x7
	movq	16(%rsi), %rdx			/* a2 a3 .. a2 a5 */
	xorq	\x8, \x8
	mulx	24(%rsi), %rax, %rbx
	adcx	%rax, \x5
	adox	%rbx, \x6
	mulx	32(%rsi), %rax, %rbx
	adcx	%rax, \x6
	adox	%rbx, \x7
	mulx	40(%rsi), %rax, %rbx
	adcx	%rax, \x7
	adox	%rbx, \x8
	adcq	$0, \x8
	movq	24(%rsi), %rdx			/* a3 a4, a3 a5 */
	xorq	\x9, \x9
	mulx	32(%rsi), %rax, %rbx
	adcx	%rax, \x7
	adox	%rbx, \x8
	mulx	40(%rsi), %rax, %rbx
	adcx	%rax, \x8
	adox	%rbx, \x9
	adcq	$0, \x9
	movq	32(%rsi), %rdx			/* a4 a5 */
	mulx	40(%rsi), %rax, \x10
	addq	%rax, \x9
	adcq	$0, \x10
	/* doubling (CF chain) and the squares a_i^2 (OF chain) */
	movq	(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a0^2 */
	movq	%rax, \m0			/* c0 */
	xorl	%eax, %eax			/* CF = OF = 0 */
	adcx	\x1, \x1
	adox	%rbx, \x1			/* hi(a0^2) */
	movq	\x1, \m1			/* c1 */
	movq	$0, \x1				/* c11; mov keeps the flags */
	movq	8(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a1^2 */
	adcx	\x2, \x2
	adox	%rax, \x2
	adcx	\x3, \x3
	adox	%rbx, \x3
	movq	16(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a2^2 */
	adcx	\x4, \x4
	adox	%rax, \x4
	adcx	\x5, \x5
	adox	%rbx, \x5
	movq	24(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a3^2 */
	adcx	\x6, \x6
	adox	%rax, \x6
	adcx	\x7, \x7
	adox	%rbx, \x7
	movq	32(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a4^2 */
	adcx	\x8, \x8
	adox	%rax, \x8
	adcx	\x9, \x9
	adox	%rbx, \x9
	movq	40(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a5^2 */
	adcx	\x10, \x10
	adox	%rax, \x10
	adcx	\x1, \x1			/* c11 = 0: takes the doubling's carry */
	adox	%rbx, \x1			/* a^2 < 2^768: no carry out */
.endm

/* r = a b / R mod m. */
OAT_FUNC(oat_x64_mont_mul6_adx)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdx, %r9			/* b */
	/* i = 0: t = a0 b */
	MUL0	%r10, %r11, %r12, %r13, %r14, %r15, %rbp
	REDC1	%r10, %r11, %r12, %r13, %r14, %r15, %rbp
	MULADD	1, %r11, %r12, %r13, %r14, %r15, %rbp, %r10
	REDC1	%r11, %r12, %r13, %r14, %r15, %rbp, %r10
	MULADD	2, %r12, %r13, %r14, %r15, %rbp, %r10, %r11
	REDC1	%r12, %r13, %r14, %r15, %rbp, %r10, %r11
	MULADD	3, %r13, %r14, %r15, %rbp, %r10, %r11, %r12
	REDC1	%r13, %r14, %r15, %rbp, %r10, %r11, %r12
	MULADD	4, %r14, %r15, %rbp, %r10, %r11, %r12, %r13
	REDC1	%r14, %r15, %rbp, %r10, %r11, %r12, %r13
	MULADD	5, %r15, %rbp, %r10, %r11, %r12, %r13, %r14
	REDC1	%r15, %rbp, %r10, %r11, %r12, %r13, %r14
	/* t = (rbp, r10, r11, r12, r13, r14) < 2m; r15 = 0 */
	FINAL_SUB6 %rbp, %r10, %r11, %r12, %r13, %r14, %rax, %rbx, %rdx, %rsi, %r8, %r9
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_mul6_adx)

/* r = a^2 / R mod m: the 12-limb square, then 6 reduction steps on its low
 * half (t < (2^384 + q m) / 2^384 <= m, each step within seven limbs), then
 * the high half added (< 2m) and one conditional subtraction.  Red zone:
 * m, n0, c0, c1 while squaring, then the high half c6..c11. */
OAT_FUNC(oat_x64_mont_sqr6_adx)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdx, -8(%rsp)			/* m */
	movq	%rcx, -16(%rsp)			/* n0 */
	SQR_CORE %rcx, %r10, %r11, %r12, %r13, %r8, %r9, %r14, %r15, %rbp, -24(%rsp), -32(%rsp)
	/* c0, c1 in the red zone, c2..c5 in r10..r13, c6..c11 in r8, r9, r14,
	 * r15, rbp, rcx: the high half waits in the red zone */
	movq	%r8, -80(%rsp)
	movq	%r9, -72(%rsp)
	movq	%r14, -64(%rsp)
	movq	%r15, -56(%rsp)
	movq	%rbp, -48(%rsp)
	movq	%rcx, -40(%rsp)
	movq	-24(%rsp), %r9			/* c0 */
	movq	-32(%rsp), %r14			/* c1 */
	movq	-8(%rsp), %rcx			/* m */
	movq	-16(%rsp), %r8			/* n0 */
	xorl	%r15d, %r15d
	REDC1	%r9, %r14, %r10, %r11, %r12, %r13, %r15
	REDC1	%r14, %r10, %r11, %r12, %r13, %r15, %r9
	REDC1	%r10, %r11, %r12, %r13, %r15, %r9, %r14
	REDC1	%r11, %r12, %r13, %r15, %r9, %r14, %r10
	REDC1	%r12, %r13, %r15, %r9, %r14, %r10, %r11
	REDC1	%r13, %r15, %r9, %r14, %r10, %r11, %r12
	/* (r15, r9, r14, r10, r11, r12) <= m, plus the high half < m */
	addq	-80(%rsp), %r15
	adcq	-72(%rsp), %r9
	adcq	-64(%rsp), %r14
	adcq	-56(%rsp), %r10
	adcq	-48(%rsp), %r11
	adcq	-40(%rsp), %r12
	FINAL_SUB6 %r15, %r9, %r14, %r10, %r11, %r12, %rax, %rbx, %rdx, %rsi, %r8, %r13
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_sqr6_adx)

/* r = c / R mod m for c < m R: as the second half of sqr. */
OAT_FUNC(oat_x64_mont_rdc6_adx)
	SAVE	%rbx
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
	/* (r15, r9, r10, r11, r12, r13) <= m, plus the high half < m */
	addq	48(%rsi), %r15
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	FINAL_SUB6 %r15, %r9, %r10, %r11, %r12, %r13, %rax, %rbx, %rdx, %rsi, %r8, %r14
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_rdc6_adx)

/* c = a b, 12 limbs, no reduction (any a, b < 2^384).  The product is
 * stored at the end (c0, c1 wait in rcx, r8, c2..c4 in the red zone), so c
 * may overlap a or b. */
OAT_FUNC(oat_x64_mul6x6_adx)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdx, %r9			/* b */
	MUL0	%r10, %r11, %r12, %r13, %r14, %r15, %rbp
	movq	%r10, %rcx			/* c0 */
	MULADD	1, %r11, %r12, %r13, %r14, %r15, %rbp, %r10
	movq	%r11, %r8			/* c1 */
	MULADD	2, %r12, %r13, %r14, %r15, %rbp, %r10, %r11
	movq	%r12, -24(%rsp)			/* c2 */
	MULADD	3, %r13, %r14, %r15, %rbp, %r10, %r11, %r12
	movq	%r13, -16(%rsp)			/* c3 */
	MULADD	4, %r14, %r15, %rbp, %r10, %r11, %r12, %r13
	movq	%r14, -8(%rsp)			/* c4 */
	MULADD	5, %r15, %rbp, %r10, %r11, %r12, %r13, %r14
	/* c5..c11 = r15, rbp, r10, r11, r12, r13, r14 */
	movq	-24(%rsp), %rax
	movq	-16(%rsp), %rdx
	movq	-8(%rsp), %rsi
	movq	%rcx, (%rdi)
	movq	%r8, 8(%rdi)
	movq	%rax, 16(%rdi)
	movq	%rdx, 24(%rdi)
	movq	%rsi, 32(%rdi)
	movq	%r15, 40(%rdi)
	movq	%rbp, 48(%rdi)
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
OAT_ENDFUNC(oat_x64_mul6x6_adx)

/* c = a^2, 12 limbs, no reduction; c may overlap a (stored at the end;
 * c0, c1 wait in the red zone). */
OAT_FUNC(oat_x64_sqr6_adx)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	SQR_CORE %rcx, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbp, -8(%rsp), -16(%rsp)
	movq	-8(%rsp), %rax
	movq	-16(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%r8, 16(%rdi)
	movq	%r9, 24(%rdi)
	movq	%r10, 32(%rdi)
	movq	%r11, 40(%rdi)
	movq	%r12, 48(%rdi)
	movq	%r13, 56(%rdi)
	movq	%r14, 64(%rdi)
	movq	%r15, 72(%rdi)
	movq	%rbp, 80(%rdi)
	movq	%rcx, 88(%rdi)
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_sqr6_adx)

	.section .note.GNU-stack,"",@progbits
