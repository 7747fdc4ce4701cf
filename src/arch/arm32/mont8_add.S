/* Additive kernels on 8 x 32-bit digits (and 16-digit double-width values)
 * for ARMv7-A, ARM state: add, sub, neg, dbl, hlv mod m; plain n-digit add
 * and sub; add and sub mod m 2^256 for lazy reduction.
 *
 * The conditional step of each is a mask (all ones or zero) taken from the
 * last carry or borrow with SBC x, x, x (x = -borrow): no branch, no
 * conditional execution, no address that depends on a value.  LDM/STM move
 * four digits per instruction and leave the flags alone, so one carry chain
 * runs across them.
 *
 * Preconditions: m odd, m < 2^255 (so a + b < 2m never needs a ninth digit),
 * field inputs < m, double-width inputs < m 2^256; word-aligned pointers.
 * Outputs may alias inputs (the same pointer). */
#include "asm.h"

/* SUB_M8 and ADD_M8_MASKED are in asm.h (mont8_mul.S's Karabina pair uses
 * them too). */

/* void oat_arm32_mont_add8(uint32_t r[8], const uint32_t a[8],
 *         const uint32_t b[8], const uint32_t m[8]);   r = a + b mod m */
FUNC	oat_arm32_mont_add8
	push	{r0, r4-r11, lr}
	ldm	r1, {r4-r11}
	ldm	r2!, {r0, r1, r12, lr}
	adds	r4, r4, r0
	adcs	r5, r5, r1
	adcs	r6, r6, r12
	adcs	r7, r7, lr
	ldm	r2, {r0, r1, r12, lr}
	adcs	r8, r8, r0
	adcs	r9, r9, r1
	adcs	r10, r10, r12
	adc	r11, r11, lr			@ a + b < 2m < 2^256
	SUB_M8	r3, r2
	ADD_M8_MASKED r3, r2
	pop	{r0}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_add8

/* void oat_arm32_mont_dbl8(uint32_t r[8], const uint32_t a[8],
 *         const uint32_t m[8]);   r = 2a mod m */
FUNC	oat_arm32_mont_dbl8
	push	{r0, r4-r11, lr}
	ldm	r1, {r4-r11}
	DBL8
	SUB_M8	r2, r3
	ADD_M8_MASKED r2, r3
	pop	{r0}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_dbl8

/* void oat_arm32_mont_sub8(uint32_t r[8], const uint32_t a[8],
 *         const uint32_t b[8], const uint32_t m[8]);   r = a - b mod m:
 * a - b, plus m under the mask of the borrow. */
FUNC	oat_arm32_mont_sub8
	push	{r0, r4-r11, lr}
	ldm	r1, {r4-r11}
	ldm	r2!, {r0, r1, r12, lr}
	subs	r4, r4, r0
	sbcs	r5, r5, r1
	sbcs	r6, r6, r12
	sbcs	r7, r7, lr
	ldm	r2, {r0, r1, r12, lr}
	sbcs	r8, r8, r0
	sbcs	r9, r9, r1
	sbcs	r10, r10, r12
	sbcs	r11, r11, lr
	sbc	r2, r2, r2
	ADD_M8_MASKED r3, r2, 0
	pop	{r0}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_sub8

/* void oat_arm32_mont_neg8(uint32_t r[8], const uint32_t a[8],
 *         const uint32_t m[8]);   r = -a mod m = (m & nz) - a, where nz is
 * all ones iff a != 0 (so 0 stays 0). */
FUNC	oat_arm32_mont_neg8
	push	{r0, r4-r11, lr}
	ldm	r1, {r4-r11}
	orr	r1, r4, r5
	orr	r1, r1, r6
	orr	r1, r1, r7
	orr	r1, r1, r8
	orr	r1, r1, r9
	orr	r1, r1, r10
	orr	r1, r1, r11
	rsbs	r1, r1, #0			@ carry set iff a = 0
	sbc	r1, r1, r1			@ nz = -(a != 0)
	ldm	r2!, {r0, r3, r12, lr}
	and	r0, r0, r1
	and	r3, r3, r1
	and	r12, r12, r1
	and	lr, lr, r1
	rsbs	r4, r4, r0
	rscs	r5, r5, r3
	rscs	r6, r6, r12
	rscs	r7, r7, lr
	ldm	r2, {r0, r3, r12, lr}
	and	r0, r0, r1
	and	r3, r3, r1
	and	r12, r12, r1
	and	lr, lr, r1
	rscs	r8, r8, r0
	rscs	r9, r9, r3
	rscs	r10, r10, r12
	rsc	r11, r11, lr
	pop	{r0}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_neg8

/* void oat_arm32_mont_hlv8(uint32_t r[8], const uint32_t a[8],
 *         const uint32_t m[8]);   r = a / 2 mod m: add m if a is odd, then
 * shift the 257-bit sum right by one, the carry entering at the top (RRX). */
FUNC	oat_arm32_mont_hlv8
	push	{r0, r4-r11, lr}
	ldm	r1, {r4-r11}
	sbfx	r3, r4, #0, #1			@ mask = -(a & 1)
	ADD_M8_MASKED r2, r3, 0
	rrxs	r11, r11
	rrxs	r10, r10
	rrxs	r9, r9
	rrxs	r8, r8
	rrxs	r7, r7
	rrxs	r6, r6
	rrxs	r5, r5
	rrx	r4, r4
	pop	{r0}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_hlv8

/* void oat_arm32_addn8(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
 * r = a + b mod 2^256 (no reduction; the caller bounds the sum). */
FUNC	oat_arm32_addn8
	push	{r4-r8, lr}
	ldm	r1!, {r3-r6}
	ldm	r2!, {r7, r8, r12, lr}
	adds	r3, r3, r7
	adcs	r4, r4, r8
	adcs	r5, r5, r12
	adcs	r6, r6, lr
	stm	r0!, {r3-r6}
	ldm	r1, {r3-r6}
	ldm	r2, {r7, r8, r12, lr}
	adcs	r3, r3, r7
	adcs	r4, r4, r8
	adcs	r5, r5, r12
	adc	r6, r6, lr
	stm	r0, {r3-r6}
	pop	{r4-r8, pc}
ENDFUNC	oat_arm32_addn8

/* Four digits of a 16-digit add or subtract, pointers r0 (out), r1, r2
 * advanced; \op is adds/adcs or subs/sbcs. */
.macro	STEP4 op1, op
	ldm	r1!, {r3-r6}
	ldm	r2!, {r7, r8, r12, lr}
	\op1	r3, r3, r7
	\op	r4, r4, r8
	\op	r5, r5, r12
	\op	r6, r6, lr
	stm	r0!, {r3-r6}
.endm

/* void oat_arm32_addn16(uint32_t c[16], const uint32_t a[16], const uint32_t b[16]);
 * c = a + b mod 2^512 (no reduction). */
FUNC	oat_arm32_addn16
	push	{r4-r8, lr}
	STEP4	adds, adcs
	STEP4	adcs, adcs
	STEP4	adcs, adcs
	STEP4	adcs, adcs
	pop	{r4-r8, pc}
ENDFUNC	oat_arm32_addn16

/* void oat_arm32_subn16(uint32_t c[16], const uint32_t a[16], const uint32_t b[16]);
 * c = a - b mod 2^512 (no reduction; the caller ensures a >= b). */
FUNC	oat_arm32_subn16
	push	{r4-r8, lr}
	STEP4	subs, sbcs
	STEP4	sbcs, sbcs
	STEP4	sbcs, sbcs
	STEP4	sbcs, sbcs
	pop	{r4-r8, pc}
ENDFUNC	oat_arm32_subn16

/* void oat_arm32_mont_addd8(uint32_t c[16], const uint32_t a[16],
 *         const uint32_t b[16], const uint32_t m[8]);
 * c = a + b mod m 2^256: the low half is a plain sum, the high half (with
 * its carry in) is reduced once mod m; a + b < 2m 2^256 < 2^512. */
FUNC	oat_arm32_mont_addd8
	push	{r4-r11, lr}
	ldm	r1!, {r4-r7}
	ldm	r2!, {r8-r11}
	adds	r4, r4, r8
	adcs	r5, r5, r9
	adcs	r6, r6, r10
	adcs	r7, r7, r11
	stm	r0!, {r4-r7}
	ldm	r1!, {r4-r7}
	ldm	r2!, {r8-r11}
	adcs	r4, r4, r8
	adcs	r5, r5, r9
	adcs	r6, r6, r10
	adcs	r7, r7, r11
	stm	r0!, {r4-r7}
	push	{r0, r3}			@ c + 32, m
	ldm	r1, {r4-r11}
	ldm	r2!, {r0, r1, r3, r12}
	adcs	r4, r4, r0
	adcs	r5, r5, r1
	adcs	r6, r6, r3
	adcs	r7, r7, r12
	ldm	r2, {r0, r1, r3, r12}
	adcs	r8, r8, r0
	adcs	r9, r9, r1
	adcs	r10, r10, r3
	adc	r11, r11, r12
	ldr	r2, [sp, #4]
	SUB_M8	r2, r3
	ADD_M8_MASKED r2, r3
	pop	{r0, r3}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_addd8

/* void oat_arm32_mont_subd8(uint32_t c[16], const uint32_t a[16],
 *         const uint32_t b[16], const uint32_t m[8]);
 * c = a - b mod m 2^256: the 512-bit difference, plus m 2^256 under the
 * mask of its borrow. */
FUNC	oat_arm32_mont_subd8
	push	{r4-r11, lr}
	ldm	r1!, {r4-r7}
	ldm	r2!, {r8-r11}
	subs	r4, r4, r8
	sbcs	r5, r5, r9
	sbcs	r6, r6, r10
	sbcs	r7, r7, r11
	stm	r0!, {r4-r7}
	ldm	r1!, {r4-r7}
	ldm	r2!, {r8-r11}
	sbcs	r4, r4, r8
	sbcs	r5, r5, r9
	sbcs	r6, r6, r10
	sbcs	r7, r7, r11
	stm	r0!, {r4-r7}
	push	{r0}				@ c + 32
	ldm	r1, {r4-r11}
	ldm	r2!, {r0, r1, r12, lr}
	sbcs	r4, r4, r0
	sbcs	r5, r5, r1
	sbcs	r6, r6, r12
	sbcs	r7, r7, lr
	ldm	r2, {r0, r1, r12, lr}
	sbcs	r8, r8, r0
	sbcs	r9, r9, r1
	sbcs	r10, r10, r12
	sbcs	r11, r11, lr
	sbc	r2, r2, r2
	ADD_M8_MASKED r3, r2, 0
	pop	{r0}
	stm	r0, {r4-r11}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_subd8

	.section .note.GNU-stack, "", %progbits
