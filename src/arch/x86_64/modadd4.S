/* Additive kernels on 4- and 8-limb values (64-bit limbs, little-endian),
 * baseline x86-64 (ADD/ADC/SBB/CMOV only, so no run-time dispatch).
 *
 * C prototypes (fp_low_arch.h):
 *   void oat_x64_mod_add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
 *   void oat_x64_mod_sub4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
 *   void oat_x64_mod_neg4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
 *   void oat_x64_mod_dbl4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
 *   void oat_x64_mod_hlv4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
 *   void oat_x64_add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
 *   void oat_x64_mod_add8(uint64_t c[8], const uint64_t a[8], const uint64_t b[8], const uint64_t m[4]);
 *   void oat_x64_mod_sub8(uint64_t c[8], const uint64_t a[8], const uint64_t b[8], const uint64_t m[4]);
 *   void oat_x64_add8(uint64_t c[8], const uint64_t a[8], const uint64_t b[8]);
 *   void oat_x64_sub8(uint64_t c[8], const uint64_t a[8], const uint64_t b[8]);
 *
 * Preconditions (as src/fp/mont.h): m odd, m < 2^255; 4-limb field inputs
 * < m, so that a + b < 2m < 2^256 has no carry out of the top limb; 8-limb
 * inputs of mod_add8 / mod_sub8 < m 2^256.  add4 / add8 / sub8 wrap modulo
 * 2^256 / 2^512 (the callers keep a + b < 2^256, a >= b).  Outputs are fully
 * reduced and may be the same array as an input (each limb is read before
 * it is written).
 *
 * Constant time: straight-line, the conditional steps are cmov or masks. */
#include "x64_asm.h"

	.text

/* r = a + b mod m */
OAT_FUNC(oat_x64_mod_add4)
	SAVE	%rbx
	movq	(%rsi), %r8
	addq	(%rdx), %r8
	movq	8(%rsi), %r9
	adcq	8(%rdx), %r9
	movq	16(%rsi), %r10
	adcq	16(%rdx), %r10
	movq	24(%rsi), %r11
	adcq	24(%rdx), %r11
	FINAL_SUB %r8, %r9, %r10, %r11, %rax, %rsi, %rdx, %rbx
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_add4)

/* r = 2a mod m */
OAT_FUNC(oat_x64_mod_dbl4)
	SAVE	%rbx
	movq	%rdx, %rcx			/* m */
	movq	(%rsi), %r8
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	addq	%r8, %r8
	adcq	%r9, %r9
	adcq	%r10, %r10
	adcq	%r11, %r11
	FINAL_SUB %r8, %r9, %r10, %r11, %rax, %rsi, %rdx, %rbx
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_dbl4)

/* r = a - b mod m: t = a - b, plus m masked by the borrow */
OAT_FUNC(oat_x64_mod_sub4)
	SAVE	%rbx
	movq	(%rsi), %r8
	subq	(%rdx), %r8
	movq	8(%rsi), %r9
	sbbq	8(%rdx), %r9
	movq	16(%rsi), %r10
	sbbq	16(%rdx), %r10
	movq	24(%rsi), %r11
	sbbq	24(%rdx), %r11
	sbbq	%rax, %rax			/* all ones if a < b */
	movq	(%rcx), %rsi
	andq	%rax, %rsi
	movq	8(%rcx), %rdx
	andq	%rax, %rdx
	movq	16(%rcx), %rbx
	andq	%rax, %rbx
	andq	24(%rcx), %rax
	addq	%rsi, %r8
	adcq	%rdx, %r9
	adcq	%rbx, %r10
	adcq	%rax, %r11
	movq	%r8, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_sub4)

/* r = -a mod m: m - a, masked to 0 when a = 0 */
OAT_FUNC(oat_x64_mod_neg4)
	movq	(%rdx), %r8
	subq	(%rsi), %r8
	movq	8(%rdx), %r9
	sbbq	8(%rsi), %r9
	movq	16(%rdx), %r10
	sbbq	16(%rsi), %r10
	movq	24(%rdx), %r11
	sbbq	24(%rsi), %r11
	movq	(%rsi), %rax
	orq	8(%rsi), %rax
	orq	16(%rsi), %rax
	orq	24(%rsi), %rax
	negq	%rax				/* CF = (a != 0) */
	sbbq	%rax, %rax
	andq	%rax, %r8
	andq	%rax, %r9
	andq	%rax, %r10
	andq	%rax, %r11
	movq	%r8, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	ret
OAT_ENDFUNC(oat_x64_mod_neg4)

/* r = a / 2 mod m: t = a + (m if a is odd), t < 2m < 2^255; r = t >> 1 */
OAT_FUNC(oat_x64_mod_hlv4)
	movl	(%rsi), %eax
	andl	$1, %eax
	negq	%rax				/* all ones if a is odd */
	movq	(%rdx), %r8
	andq	%rax, %r8
	movq	8(%rdx), %r9
	andq	%rax, %r9
	movq	16(%rdx), %r10
	andq	%rax, %r10
	andq	24(%rdx), %rax
	addq	(%rsi), %r8
	adcq	8(%rsi), %r9
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %rax
	shrdq	$1, %r9, %r8
	shrdq	$1, %r10, %r9
	shrdq	$1, %rax, %r10
	shrq	$1, %rax
	movq	%r8, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%rax, 24(%rdi)
	ret
OAT_ENDFUNC(oat_x64_mod_hlv4)

/* r = a + b mod 2^256 (no reduction) */
OAT_FUNC(oat_x64_add4)
	movq	(%rsi), %r8
	addq	(%rdx), %r8
	movq	8(%rsi), %r9
	adcq	8(%rdx), %r9
	movq	16(%rsi), %r10
	adcq	16(%rdx), %r10
	movq	24(%rsi), %r11
	adcq	24(%rdx), %r11
	movq	%r8, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	ret
OAT_ENDFUNC(oat_x64_add4)

/* ADDSUB8_LOW op1, op: the low four limbs of c = a op b, stored at once;
 * the carry / borrow is left in CF. */
.macro ADDSUB8_LOW op1, op
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
.endm

/* ADDSUB8_HIGH op: (r8..r11) = the high four limbs of a op b, CF in and out. */
.macro ADDSUB8_HIGH op
	movq	32(%rsi), %r8
	\op	32(%rdx), %r8
	movq	40(%rsi), %r9
	\op	40(%rdx), %r9
	movq	48(%rsi), %r10
	\op	48(%rdx), %r10
	movq	56(%rsi), %r11
	\op	56(%rdx), %r11
.endm

.macro STORE_HIGH
	movq	%r8, 32(%rdi)
	movq	%r9, 40(%rdi)
	movq	%r10, 48(%rdi)
	movq	%r11, 56(%rdi)
.endm

/* c = a + b mod m 2^256: the 8-limb sum (k, t), then m is subtracted from
 * its high half unless (k, high) < m, exactly as oat_mont_addd. */
OAT_FUNC(oat_x64_mod_add8)
	SAVE	%rbx
	SAVE	%rbp
	ADDSUB8_LOW addq, adcq
	ADDSUB8_HIGH adcq
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
	sbbq	$0, %rax			/* CF = (k, high) < m */
	cmovcq	%r8, %rsi
	cmovcq	%r9, %rdx
	cmovcq	%r10, %rbx
	cmovcq	%r11, %rbp
	movq	%rsi, 32(%rdi)
	movq	%rdx, 40(%rdi)
	movq	%rbx, 48(%rdi)
	movq	%rbp, 56(%rdi)
	RESTORE	%rbp
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_add8)

/* c = a - b mod m 2^256: the 8-limb difference, plus m 2^256 masked by the
 * borrow. */
OAT_FUNC(oat_x64_mod_sub8)
	SAVE	%rbx
	ADDSUB8_LOW subq, sbbq
	ADDSUB8_HIGH sbbq
	sbbq	%rax, %rax			/* all ones if a < b */
	movq	(%rcx), %rsi
	andq	%rax, %rsi
	movq	8(%rcx), %rdx
	andq	%rax, %rdx
	movq	16(%rcx), %rbx
	andq	%rax, %rbx
	andq	24(%rcx), %rax
	addq	%rsi, %r8
	adcq	%rdx, %r9
	adcq	%rbx, %r10
	adcq	%rax, %r11
	STORE_HIGH
	RESTORE	%rbx
	ret
OAT_ENDFUNC(oat_x64_mod_sub8)

/* c = a + b mod 2^512 */
OAT_FUNC(oat_x64_add8)
	ADDSUB8_LOW addq, adcq
	ADDSUB8_HIGH adcq
	STORE_HIGH
	ret
OAT_ENDFUNC(oat_x64_add8)

/* c = a - b mod 2^512 */
OAT_FUNC(oat_x64_sub8)
	ADDSUB8_LOW subq, sbbq
	ADDSUB8_HIGH sbbq
	STORE_HIGH
	ret
OAT_ENDFUNC(oat_x64_sub8)

	.section .note.GNU-stack,"",@progbits
