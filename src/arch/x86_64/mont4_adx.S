/* Montgomery kernels on 4 x 64-bit limbs, MULX/ADCX/ADOX path (BMI2 + ADX:
 * Intel Broadwell, AMD Zen and later).  The plain MUL/ADC twin is
 * mont4_base.S; dispatch.S picks one at load time.
 *
 * C prototypes (fp_low_arch.h), limbs little-endian:
 *   void oat_x64_mont_mul4_adx(uint64_t r[4], const uint64_t a[4],
 *           const uint64_t b[4], const uint64_t m[4], uint64_t n0);
 *   void oat_x64_mont_sqr4_adx(uint64_t r[4], const uint64_t a[4],
 *           const uint64_t m[4], uint64_t n0);
 *   void oat_x64_mont_rdc4_adx(uint64_t r[4], const uint64_t c[8],
 *           const uint64_t m[4], uint64_t n0);
 *   void oat_x64_mul4x4_adx(uint64_t c[8], const uint64_t a[4], const uint64_t b[4]);
 *   void oat_x64_sqr4_adx(uint64_t c[8], const uint64_t a[4]);
 *
 * Preconditions: m odd and m < 2^255 (one spare top bit: BLS12-381's r has
 * 255 bits; the bounds below need no more), n0 = -m^-1 mod 2^64, R = 2^256.  mul: b < m, a < 2^256 (a < m for
 * a reduced field element, but read_bin_wide multiplies any 256-bit a by R^2);
 * sqr: a < m; rdc: c < m R.  Results are fully reduced, < m.
 * mul4r and sqr4r (same prototypes as mul4 and sqr4): m < 2^254, a, b < 2m,
 * the result < 2m without the final subtraction: (a b + q m) / R <
 * (4 m^2 + R m) / R < 2m when 4m < R, the running value below 3m < 2^256
 * (a field kept below 2m, prime_tmpl.h's PF_REDUNDANT; mul4 and sqr4 take
 * such inputs too when m < 2^254, and reduce them fully).  Outputs may be
 * the same array as an input: every input limb is read before the first
 * store.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers; the final subtraction is chosen by cmov.
 *
 * The Montgomery product is CIOS (Koc, Acar, Kaliski 1996) with the outer
 * loop on the digits of a and the inner one on b < m, so that the running
 * value stays below 2m < 2^256 whatever a < 2^256:
 *   t_i = ((a mod 2^(64 i)) b + q_i m) / 2^(64 i)
 *       < (2^(64 i) m + 2^(64 i) m) / 2^(64 i) = 2m.
 * Each step needs a 5-limb window t0..t4, and t + a_i b + u m < 2m +
 * 2 (2^64 - 1) m = 2^65 m < 2^320: the top limb t4 never carries out, so no
 * sixth limb is kept.  The two carry chains of
 * ADCX (CF) and ADOX (OF) add the low and high halves of the MULX products
 * in one pass (Gueron and Krasnov, "Fast prime field elliptic-curve
 * cryptography with 256-bit primes", and Intel's white paper "New
 * instructions supporting large integer arithmetic", 2012).  The window
 * rotates through five registers: after a reduction step its lowest limb is
 * zero and becomes the next step's top limb.
 *
 * Speed is bound by the serial chain u = t0 n0 (IMUL, 3 cycles) -> MULX
 * (4) -> two additions -> next t0, four times; the products a_i b and the
 * rest of each row fill the gaps.  Two variants were measured and dropped
 * (Ice Lake server, same process, interleaved): the 8-limb product first and
 * then the reduction was ~15% slower (in program order the 16 product MULX
 * are older than the u chain, so the scheduler serves them first), and
 * 128-bit Montgomery digits (u0, u1 from t0, t1 and n = -m^-1 mod 2^128,
 * two serial steps instead of four) were correct but not faster. */
#include "x64_asm.h"

	.text

/* MULADD i, t0..t4: (t0..t3) += a[i] * b and t4 = the carry limb, with a
 * at (%rsi), b at (%r9); t4's old value is discarded.  Clobbers rax, rbx,
 * rdx and the flags. */
.macro MULADD i, t0, t1, t2, t3, t4
	movq	8*\i(%rsi), %rdx
	xorq	\t4, \t4		/* t4 = 0, CF = OF = 0 */
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
	adox	%rbx, \t4		/* t4 was 0: no carry out */
	adcq	$0, \t4
.endm

/* REDC1 t0..t4: one word of Montgomery reduction:
 *   u = t0 n0 mod 2^64;  (t0..t4) += u m,
 * after which t0 = 0 and the value divided by 2^64 is (t1..t4).  The caller
 * guarantees that the sum fits in five limbs, so the carries out of t4 are
 * zero.  m at (%rcx), n0 in %r8 or the operand n0 (u, when given, computed by
 * the caller).  Clobbers rax, rbx, rdx and the flags. */
.macro REDC1 t0, t1, t2, t3, t4, u=none, n0=%r8
.ifc \u,none
	movq	\t0, %rdx
	imulq	\n0, %rdx		/* u */
.else
	movq	\u, %rdx		/* u, computed by the caller */
.endif
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
	adcx	\t0, \t4		/* t0 is now 0: adds the last CF */
.endm

/* SQR_CORE: (c0..c7) = a^2 for a at (%rsi), with the cross products a_i a_j
 * (i < j) computed once and doubled (6 + 4 MULX instead of 16).  Clobbers
 * rax, rbx, rdx and the flags. */
.macro SQR_CORE c0, c1, c2, c3, c4, c5, c6, c7
	/* a0^2 first: its low limb starts the reduction chain of mont_sqr4 */
	movq	(%rsi), %rdx			/* a0 */
	mulx	%rdx, \c0, \c7			/* a0^2, high half kept in c7 */
	/* cross products: (c1..c6) = sum over i < j of a_i a_j 2^(64 (i+j)) */
	mulx	8(%rsi), \c1, \c2		/* a0 a1 */
	mulx	16(%rsi), %rax, \c3		/* a0 a2 */
	addq	%rax, \c2
	mulx	24(%rsi), %rax, \c4		/* a0 a3 */
	adcq	%rax, \c3
	movq	8(%rsi), %rdx			/* a1 */
	mulx	24(%rsi), %rax, \c5		/* a1 a3 */
	adcq	%rax, \c4
	adcq	$0, \c5				/* hi(a1 a3) <= 2^64 - 2 */
	mulx	16(%rsi), %rax, %rbx		/* a1 a2 */
	addq	%rax, \c3
	adcq	%rbx, \c4
	movq	16(%rsi), %rdx			/* a2 */
	mulx	24(%rsi), %rax, \c6		/* a2 a3 */
	adcq	%rax, \c5
	adcq	$0, \c6				/* the cross sum is < 2^384 */
	/* doubling (CF chain) and the squares a_i^2 (OF chain) */
	xorl	%eax, %eax			/* CF = OF = 0 */
	adcx	\c1, \c1
	adox	\c7, \c1			/* hi(a0^2) */
	movq	$0, \c7				/* mov keeps the flags */
	movq	8(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a1^2 */
	adcx	\c2, \c2
	adox	%rax, \c2
	adcx	\c3, \c3
	adox	%rbx, \c3
	movq	16(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a2^2 */
	adcx	\c4, \c4
	adox	%rax, \c4
	adcx	\c5, \c5
	adox	%rbx, \c5
	movq	24(%rsi), %rdx
	mulx	%rdx, %rax, %rbx		/* a3^2 */
	adcx	\c6, \c6
	adox	%rax, \c6
	adcx	\c7, \c7			/* c7 = 0: takes the doubling's carry */
	adox	%rbx, \c7			/* a^2 < 2^512: no carry out */
.endm

/* r = a b / R mod m. */
.macro MONT_MUL4 name, red
OAT_FUNC(\name)
	SAVE	%rbx
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	movq	%rdx, %r9			/* b */
	/* the first u = a0 b0 n0 as a0 (b0 n0): b0 n0 is ready before a0
	 * arrives, and u then takes one IMUL after a0 instead of a MULX and an
	 * IMUL (in a chain of products a0 is the previous result, stored and
	 * loaded back) */
	movq	(%r9), %rbx
	imulq	%r8, %rbx			/* b0 n0 */
	/* i = 0: t = a0 b */
	movq	(%rsi), %rdx
	imulq	%rdx, %rbx			/* u0 */
	mulx	(%r9), %r10, %r11
	mulx	8(%r9), %rax, %r12
	addq	%rax, %r11
	mulx	16(%r9), %rax, %r13
	adcq	%rax, %r12
	mulx	24(%r9), %rax, %r14
	adcq	%rax, %r13
	adcq	$0, %r14
	REDC1	%r10, %r11, %r12, %r13, %r14, %rbx
	MULADD	1, %r11, %r12, %r13, %r14, %r10
	REDC1	%r11, %r12, %r13, %r14, %r10
	MULADD	2, %r12, %r13, %r14, %r10, %r11
	REDC1	%r12, %r13, %r14, %r10, %r11
	MULADD	3, %r13, %r14, %r10, %r11, %r12
	REDC1	%r13, %r14, %r10, %r11, %r12
	/* t = (r14, r10, r11, r12) < 2m */
	FINISH4 \red, %r14, %r10, %r11, %r12, %rax, %rbx, %rdx, %rsi
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbx
	ret
OAT_ENDFUNC(\name)
.endm
	MONT_MUL4 oat_x64_mont_mul4_adx, 0
/* the same for m < 2^254 and inputs < 2m, the result < 2m not reduced
 * (the redundant kernels of kernels_arch.h) */
	MONT_MUL4 oat_x64_mont_mul4r_adx, 1

/* r = a^2 / R mod m.  a^2 = L + H R: the low half L goes through the four
 * reduction steps, (L + q m) / R <= m, and H < m is added at the end (< 2m),
 * then one conditional subtraction.  The work is in the order that keeps the
 * serial chain of the u (u = t0 n0, IMUL, then MULX and two additions to the
 * next t0) fed: the scheduler serves the oldest ready MULX first, so the
 * products that only the high half needs (a1 a3, a2 a3, a2^2, a3^2) come
 * after the second step in program order, where they fill the gap while
 * u2 is computed, instead of delaying u0 and u1.
 *   L and the high half's first two limbs: a0^2 + 2 (a0 a1 + a0 a2 2^64 +
 *     (a0 a3 + a1 a2) 2^128) 2^64 + a1^2 2^128 (positions 0..5; the cross
 *     sum doubled on the CF chain, the squares on the OF chain);
 *   u0 from a0^2 alone, so the first step starts after one MULX and an IMUL;
 *   two steps; the rest of H: + 2 (a1 a3 + a2 a3 2^64) 2^256 + a2^2 2^256 +
 *     a3^2 2^384; two steps; + H.
 * u0 is computed before the registers are saved, so the chain starts with
 * the call.  n0 and r wait in the red zone.  Measured on Zen 3 (EPYC, 2026-12-07)
 * against the square first and the four steps after it, in a chain of
 * squares through the public call (oat_jubjub_fq_sqr): 19.9 -> 19.0 ns; in
 * independent calls 1.6% less.  Tried on the way and not faster: two steps
 * at once with a 128-bit digit (u0, u1 from t0, t1 and -m^-1 mod 2^128), the
 * high products before the first step or after the third, three callee-saved
 * registers with the high half spilled, and the final subtraction as two
 * sums side by side (T + H, T + H - m) chosen by the carry. */
.macro MONT_SQR4 name, red
OAT_FUNC(\name)
	/* u0 before the registers are saved: n0 and r go where the red zone
	 * will be -8(%rsp) and -16(%rsp) after the six pushes */
	movq	%rcx, -56(%rsp)			/* n0 */
	movq	%rdi, -64(%rsp)			/* r */
	movq	%rdx, %rcx			/* m */
	movq	(%rsi), %rdx			/* a0 */
	mulx	%rdx, %r9, %r8			/* a0^2: c0 = r9 */
	movq	%r9, %rdi
	imulq	-56(%rsp), %rdi		/* u0 */
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	mulx	8(%rsi), %r10, %r11		/* a0 a1 */
	mulx	16(%rsi), %rax, %r12		/* a0 a2 */
	addq	%rax, %r11
	mulx	24(%rsi), %rax, %r13		/* a0 a3 */
	adcq	%rax, %r12
	adcq	$0, %r13			/* hi(a0 a3) <= 2^64 - 2 */
	movq	8(%rsi), %rdx			/* a1 */
	mulx	16(%rsi), %rax, %rbx		/* a1 a2 */
	xorl	%r14d, %r14d
	addq	%rax, %r12
	adcq	%rbx, %r13
	adcq	$0, %r14			/* cross sum (r10..r14), positions 1..5 */
	mulx	%rdx, %rax, %rbx		/* a1^2 */
	xorl	%ebp, %ebp			/* CF = OF = 0; the window's top limb */
	adcx	%r10, %r10
	adox	%r8, %r10			/* c1 */
	adcx	%r11, %r11
	adox	%rax, %r11			/* c2 */
	adcx	%r12, %r12
	adox	%rbx, %r12			/* c3 */
	adcx	%r13, %r13
	adox	%rbp, %r13			/* e4 */
	adcx	%r14, %r14
	adox	%rbp, %r14			/* e5 <= 3: no carry out */
	REDC1	%r9, %r10, %r11, %r12, %rbp, %rdi, -8(%rsp)
	REDC1	%r10, %r11, %r12, %rbp, %r9, none, -8(%rsp)
	/* H = (e4, e5) + 2 (a1 a3 + a2 a3 2^64) + a2^2 + a3^2 2^128 in
	 * (r8, r15, rdi, rsi); r10 is 0 */
	movq	8(%rsi), %rdx
	mulx	24(%rsi), %r8, %r15		/* a1 a3 */
	movq	16(%rsi), %rdx
	mulx	24(%rsi), %rax, %rdi		/* a2 a3 */
	movq	24(%rsi), %rsi			/* a3; a is dead */
	addq	%rax, %r15
	adcq	$0, %rdi			/* hi(a2 a3) <= 2^64 - 2 */
	mulx	%rdx, %rax, %rbx		/* a2^2 */
	testq	%rax, %rax			/* CF = OF = 0 */
	adcx	%r8, %r8
	adox	%rax, %r8
	adcx	%r15, %r15
	adox	%rbx, %r15
	movq	%rsi, %rdx
	mulx	%rsi, %rax, %rsi		/* a3^2 */
	adcx	%rdi, %rdi
	adox	%rax, %rdi
	adcx	%r10, %rsi
	adox	%r10, %rsi			/* H < 2^256: no carry out */
	addq	%r13, %r8
	adcq	%r14, %r15
	adcq	$0, %rdi
	adcq	$0, %rsi
	REDC1	%r11, %r12, %rbp, %r9, %r10, none, -8(%rsp)
	REDC1	%r12, %rbp, %r9, %r10, %r11, none, -8(%rsp)
	/* (rbp, r9, r10, r11) <= m, plus H < m */
	addq	%r8, %rbp
	adcq	%r15, %r9
	adcq	%rdi, %r10
	adcq	%rsi, %r11
	movq	-16(%rsp), %rdi
	FINISH4 \red, %rbp, %r9, %r10, %r11, %rax, %rbx, %rdx, %r13
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(\name)
.endm
	MONT_SQR4 oat_x64_mont_sqr4_adx, 0
/* the same for m < 2^254 and inputs < 2m, the result < 2m not reduced
 * (the redundant kernels of kernels_arch.h): H < 4 m^2 / R < m */
	MONT_SQR4 oat_x64_mont_sqr4r_adx, 1

/* r = c / R mod m for c < m R: as the second half of sqr. */
OAT_FUNC(oat_x64_mont_rdc4_adx)
	SAVE	%rbx
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
	/* (r13, r9, r10, r11) <= m, plus the high half < m */
	addq	32(%rsi), %r13
	adcq	40(%rsi), %r9
	adcq	48(%rsi), %r10
	adcq	56(%rsi), %r11
	FINAL_SUB %r13, %r9, %r10, %r11, %rax, %rbx, %rdx, %r12
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mont_rdc4_adx)

/* c = a b, 8 limbs, no reduction (any a, b < 2^256).  The product is kept
 * in registers and stored at the end, so c may overlap a or b. */
OAT_FUNC(oat_x64_mul4x4_adx)
	SAVE	%rbx
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	movq	%rdx, %r9			/* b */
	movq	(%rsi), %rdx
	mulx	(%r9), %rcx, %r8
	mulx	8(%r9), %rax, %r10
	addq	%rax, %r8
	mulx	16(%r9), %rax, %r11
	adcq	%rax, %r10
	mulx	24(%r9), %rax, %r12
	adcq	%rax, %r11
	adcq	$0, %r12
	MULADD	1, %r8, %r10, %r11, %r12, %r13
	MULADD	2, %r10, %r11, %r12, %r13, %r14
	MULADD	3, %r11, %r12, %r13, %r14, %r15
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
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mul4x4_adx)

/* c = a^2, 8 limbs, no reduction; c may overlap a. */
OAT_FUNC(oat_x64_sqr4_adx)
	SAVE	%rbx
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SQR_CORE %rcx, %r8, %r9, %r10, %r11, %r12, %r13, %r14
	movq	%rcx, (%rdi)
	movq	%r8, 8(%rdi)
	movq	%r9, 16(%rdi)
	movq	%r10, 24(%rdi)
	movq	%r11, 32(%rdi)
	movq	%r12, 40(%rdi)
	movq	%r13, 48(%rdi)
	movq	%r14, 56(%rdi)
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_sqr4_adx)

	.section .note.GNU-stack,"",@progbits
