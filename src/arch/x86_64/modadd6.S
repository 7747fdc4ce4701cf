/* Additive kernels on 6- and 12-limb values (64-bit limbs, little-endian),
 * baseline x86-64 (ADD/ADC/SBB/CMOV only, so no run-time dispatch): the
 * 6-limb twin of modadd4.S, for 381-bit fields such as BLS12-381's.
 *
 * C prototypes:
 *   void oat_x64_mod_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
 *   void oat_x64_mod_sub6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
 *   void oat_x64_mod_neg6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
 *   void oat_x64_mod_dbl6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
 *   void oat_x64_mod_hlv6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
 *   void oat_x64_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]);
 *   void oat_x64_mod_add12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12], const uint64_t m[6]);
 *   void oat_x64_mod_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12], const uint64_t m[6]);
 *   void oat_x64_add12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);
 *   void oat_x64_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);
 *
 * Preconditions (as src/fp/mont.h): m odd, m < 2^382; 6-limb field inputs
 * < m, so that a + b < 2m < 2^383 has no carry out of the top limb; 12-limb
 * inputs of mod_add12 / mod_sub12 < m 2^384.  add6 / add12 / sub12 wrap
 * modulo 2^384 / 2^768 (the callers keep a + b < 2^384, a >= b).  Outputs
 * are fully reduced and may be the same array as an input (each limb is read
 * before it is written).
 *
 * Constant time: straight-line, the conditional steps are cmov or masks. */
#include "x64_asm6.h"

	.text

/* r = a + b mod m */
OAT_FUNC(oat_x64_mod_add6)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	movq	(%rsi), %r8
	addq	(%rdx), %r8
	movq	8(%rsi), %r9
	adcq	8(%rdx), %r9
	movq	16(%rsi), %r10
	adcq	16(%rdx), %r10
	movq	24(%rsi), %r11
	adcq	24(%rdx), %r11
	movq	32(%rsi), %r12
	adcq	32(%rdx), %r12
	movq	40(%rsi), %r13
	adcq	40(%rdx), %r13
	FINAL_SUB6 %r8, %r9, %r10, %r11, %r12, %r13, %rax, %rsi, %rdx, %rbx, %rbp, %r14
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_add6)

/* r = 2a mod m */
OAT_FUNC(oat_x64_mod_dbl6)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	movq	%rdx, %rcx			/* m */
	movq	(%rsi), %r8
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	%r8, %r8
	adcq	%r9, %r9
	adcq	%r10, %r10
	adcq	%r11, %r11
	adcq	%r12, %r12
	adcq	%r13, %r13
	FINAL_SUB6 %r8, %r9, %r10, %r11, %r12, %r13, %rax, %rsi, %rdx, %rbx, %rbp, %r14
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_dbl6)

/* r = a - b mod m: t = a - b, plus m masked by the borrow */
OAT_FUNC(oat_x64_mod_sub6)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	movq	(%rsi), %r8
	subq	(%rdx), %r8
	movq	8(%rsi), %r9
	sbbq	8(%rdx), %r9
	movq	16(%rsi), %r10
	sbbq	16(%rdx), %r10
	movq	24(%rsi), %r11
	sbbq	24(%rdx), %r11
	movq	32(%rsi), %r12
	sbbq	32(%rdx), %r12
	movq	40(%rsi), %r13
	sbbq	40(%rdx), %r13
	sbbq	%rax, %rax			/* all ones if a < b */
	movq	(%rcx), %rsi
	andq	%rax, %rsi
	movq	8(%rcx), %rdx
	andq	%rax, %rdx
	movq	16(%rcx), %rbx
	andq	%rax, %rbx
	movq	24(%rcx), %rbp
	andq	%rax, %rbp
	movq	32(%rcx), %r14
	andq	%rax, %r14
	andq	40(%rcx), %rax
	addq	%rsi, %r8
	adcq	%rdx, %r9
	adcq	%rbx, %r10
	adcq	%rbp, %r11
	adcq	%r14, %r12
	adcq	%rax, %r13
	movq	%r8, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	movq	%r12, 32(%rdi)
	movq	%r13, 40(%rdi)
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_sub6)

/* r = -a mod m: (m masked to 0 when a = 0) - a, so m - a, or 0 for a = 0 */
OAT_FUNC(oat_x64_mod_neg6)
	movq	(%rsi), %rax
	orq	8(%rsi), %rax
	orq	16(%rsi), %rax
	orq	24(%rsi), %rax
	orq	32(%rsi), %rax
	orq	40(%rsi), %rax
	negq	%rax				/* CF = (a != 0) */
	sbbq	%rax, %rax
	movq	(%rdx), %rcx
	andq	%rax, %rcx
	movq	8(%rdx), %r8
	andq	%rax, %r8
	movq	16(%rdx), %r9
	andq	%rax, %r9
	movq	24(%rdx), %r10
	andq	%rax, %r10
	movq	32(%rdx), %r11
	andq	%rax, %r11
	andq	40(%rdx), %rax
	subq	(%rsi), %rcx
	sbbq	8(%rsi), %r8
	sbbq	16(%rsi), %r9
	sbbq	24(%rsi), %r10
	sbbq	32(%rsi), %r11
	sbbq	40(%rsi), %rax
	movq	%rcx, (%rdi)
	movq	%r8, 8(%rdi)
	movq	%r9, 16(%rdi)
	movq	%r10, 24(%rdi)
	movq	%r11, 32(%rdi)
	movq	%rax, 40(%rdi)
	ret
OAT_ENDFUNC(oat_x64_mod_neg6)

/* r = a / 2 mod m: t = a + (m if a is odd), t < 2m < 2^383; r = t >> 1 */
OAT_FUNC(oat_x64_mod_hlv6)
	movl	(%rsi), %eax
	andl	$1, %eax
	negq	%rax				/* all ones if a is odd */
	movq	(%rdx), %rcx
	andq	%rax, %rcx
	movq	8(%rdx), %r8
	andq	%rax, %r8
	movq	16(%rdx), %r9
	andq	%rax, %r9
	movq	24(%rdx), %r10
	andq	%rax, %r10
	movq	32(%rdx), %r11
	andq	%rax, %r11
	andq	40(%rdx), %rax
	addq	(%rsi), %rcx
	adcq	8(%rsi), %r8
	adcq	16(%rsi), %r9
	adcq	24(%rsi), %r10
	adcq	32(%rsi), %r11
	adcq	40(%rsi), %rax
	shrdq	$1, %r8, %rcx
	shrdq	$1, %r9, %r8
	shrdq	$1, %r10, %r9
	shrdq	$1, %r11, %r10
	shrdq	$1, %rax, %r11
	shrq	$1, %rax
	movq	%rcx, (%rdi)
	movq	%r8, 8(%rdi)
	movq	%r9, 16(%rdi)
	movq	%r10, 24(%rdi)
	movq	%r11, 32(%rdi)
	movq	%rax, 40(%rdi)
	ret
OAT_ENDFUNC(oat_x64_mod_hlv6)

/* r = a + b mod 2^384 (no reduction) */
OAT_FUNC(oat_x64_add6)
	movq	(%rsi), %r8
	addq	(%rdx), %r8
	movq	8(%rsi), %r9
	adcq	8(%rdx), %r9
	movq	16(%rsi), %r10
	adcq	16(%rdx), %r10
	movq	24(%rsi), %r11
	adcq	24(%rdx), %r11
	movq	32(%rsi), %rax
	adcq	32(%rdx), %rax
	movq	40(%rsi), %rcx
	adcq	40(%rdx), %rcx
	movq	%r8, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	movq	%rax, 32(%rdi)
	movq	%rcx, 40(%rdi)
	ret
OAT_ENDFUNC(oat_x64_add6)

/* ADDSUB12_LOW op1, op: the low six limbs of c = a op b, stored at once;
 * the carry / borrow is left in CF. */
.macro ADDSUB12_LOW op1, op
	movq	(%rsi), %rax
	\op1	(%rdx), %rax
	movq	%rax, (%rdi)
	movq	8(%rsi), %rax
	\op	8(%rdx), %rax
	movq	%rax, 8(%rdi)
	movq	16(%rsi), %rax
	\op	16(%rdx), %rax
	movq	%rax, 16(%rdi)
	movq	24(%rsi), %rax
	\op	24(%rdx), %rax
	movq	%rax, 24(%rdi)
	movq	32(%rsi), %rax
	\op	32(%rdx), %rax
	movq	%rax, 32(%rdi)
	movq	40(%rsi), %rax
	\op	40(%rdx), %rax
	movq	%rax, 40(%rdi)
.endm

/* ADDSUB12_HIGH op, h0..h5: (h0..h5) = the high six limbs of a op b, CF in
 * and out. */
.macro ADDSUB12_HIGH op, h0, h1, h2, h3, h4, h5
	movq	48(%rsi), \h0
	\op	48(%rdx), \h0
	movq	56(%rsi), \h1
	\op	56(%rdx), \h1
	movq	64(%rsi), \h2
	\op	64(%rdx), \h2
	movq	72(%rsi), \h3
	\op	72(%rdx), \h3
	movq	80(%rsi), \h4
	\op	80(%rdx), \h4
	movq	88(%rsi), \h5
	\op	88(%rdx), \h5
.endm

.macro STORE_HIGH h0, h1, h2, h3, h4, h5
	movq	\h0, 48(%rdi)
	movq	\h1, 56(%rdi)
	movq	\h2, 64(%rdi)
	movq	\h3, 72(%rdi)
	movq	\h4, 80(%rdi)
	movq	\h5, 88(%rdi)
.endm

/* c = a + b mod m 2^384: the 12-limb sum (k, t), then m is subtracted from
 * its high half unless (k, high) < m, exactly as oat_mont_addd. */
OAT_FUNC(oat_x64_mod_add12)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	ADDSUB12_LOW addq, adcq
	ADDSUB12_HIGH adcq, %r8, %r9, %r10, %r11, %r12, %r13
	movl	$0, %eax			/* mov keeps CF */
	adcq	$0, %rax			/* k */
	movq	%r8, %rsi
	subq	(%rcx), %rsi
	movq	%r9, %rdx
	sbbq	8(%rcx), %rdx
	movq	%r10, %rbx
	sbbq	16(%rcx), %rbx
	movq	%r11, %rbp
	sbbq	24(%rcx), %rbp
	movq	%r12, %r14
	sbbq	32(%rcx), %r14
	movq	%r13, %r15
	sbbq	40(%rcx), %r15
	sbbq	$0, %rax			/* CF = (k, high) < m */
	cmovcq	%r8, %rsi
	cmovcq	%r9, %rdx
	cmovcq	%r10, %rbx
	cmovcq	%r11, %rbp
	cmovcq	%r12, %r14
	cmovcq	%r13, %r15
	STORE_HIGH %rsi, %rdx, %rbx, %rbp, %r14, %r15
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_add12)

/* c = a - b mod m 2^384: the 12-limb difference, plus m 2^384 masked by
 * the borrow. */
OAT_FUNC(oat_x64_mod_sub12)
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	ADDSUB12_LOW subq, sbbq
	ADDSUB12_HIGH sbbq, %r8, %r9, %r10, %r11, %r12, %r13
	sbbq	%rax, %rax			/* all ones if a < b */
	movq	(%rcx), %rsi
	andq	%rax, %rsi
	movq	8(%rcx), %rdx
	andq	%rax, %rdx
	movq	16(%rcx), %rbx
	andq	%rax, %rbx
	movq	24(%rcx), %rbp
	andq	%rax, %rbp
	movq	32(%rcx), %r14
	andq	%rax, %r14
	andq	40(%rcx), %rax
	addq	%rsi, %r8
	adcq	%rdx, %r9
	adcq	%rbx, %r10
	adcq	%rbp, %r11
	adcq	%r14, %r12
	adcq	%rax, %r13
	STORE_HIGH %r8, %r9, %r10, %r11, %r12, %r13
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_sub12)

/* c = a + b mod 2^768 */
OAT_FUNC(oat_x64_add12)
	ADDSUB12_LOW addq, adcq
	ADDSUB12_HIGH adcq, %r8, %r9, %r10, %r11, %rcx, %rax
	STORE_HIGH %r8, %r9, %r10, %r11, %rcx, %rax
	ret
OAT_ENDFUNC(oat_x64_add12)

/* c = a - b mod 2^768 */
OAT_FUNC(oat_x64_sub12)
	ADDSUB12_LOW subq, sbbq
	ADDSUB12_HIGH sbbq, %r8, %r9, %r10, %r11, %rcx, %rax
	STORE_HIGH %r8, %r9, %r10, %r11, %rcx, %rax
	ret
OAT_ENDFUNC(oat_x64_sub12)

	.section .note.GNU-stack,"",@progbits
