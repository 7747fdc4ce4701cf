/* Additive kernels on 12 x 32-bit digits (and 24-digit double-width values)
 * for ARMv7-A, ARM state: add, sub, neg, dbl, hlv mod m; plain n-digit add
 * and sub; add and sub mod m 2^384 for lazy reduction.
 *
 * The conditional step of each is a mask (all ones or zero) taken from the
 * last carry or borrow with SBC x, x, x (x = -borrow): no branch, no
 * conditional execution, no address that depends on a value.  LDM/STM (and
 * PUSH/POP) move several digits per instruction and leave the flags alone,
 * so one carry chain runs across them.
 *
 * Twelve digits, the modulus digits they meet and the pointers do not fit
 * the registers together, so add, sub and dbl (and the 24-digit add and sub
 * mod m 2^384) keep digits 0..7 in r4-r11 and park digits 8..11 on the
 * stack (PUSH), where the end of each carry chain picks them up again; the
 * result's low eight digits are stored first, which frees r4-r11 for the top
 * four.  neg needs no carry after its mask, so it runs in 4-digit steps.
 *
 * Preconditions: m odd, m < 2^382 (so a + b < 2m never needs a thirteenth
 * digit), field inputs < m, double-width inputs < m 2^384; word-aligned
 * pointers.  Outputs may alias inputs (the same pointer). */
#include "asm.h"

/* x op y over 12 digits, x at r1 and y at r2 (both consumed): \op1 on the
 * lowest digit, \op on the others and \opl on the top one.  Digits 0..7 end
 * in r4-r11, digits 8..11 are pushed (ascending at [sp]); the flags hold the
 * last carry or borrow.  Scratch r0, r3, r12, lr. */
.macro	OP12_PARK op1, op, opl
	ldm	r1!, {r4-r11}
	ldm	r2!, {r0, r3, r12, lr}
	\op1	r4, r4, r0
	\op	r5, r5, r3
	\op	r6, r6, r12
	\op	r7, r7, lr
	ldm	r2!, {r0, r3, r12, lr}
	\op	r8, r8, r0
	\op	r9, r9, r3
	\op	r10, r10, r12
	\op	r11, r11, lr
	ldm	r1!, {r0, r3}
	ldm	r2!, {r12, lr}
	\op	r0, r0, r12
	\op	r3, r3, lr
	ldm	r1, {r12, lr}
	ldm	r2, {r1, r2}
	\op	r12, r12, r1
	\opl	lr, lr, r2
	push	{r0, r3, r12, lr}
.endm

/* s - m for s = (r4-r11, parked s8..s11), m at [sp + \mo] (the park in
 * place): d0..d7 in r4-r11, d8..d11 in r0-r3, r12 = mask = -borrow (all
 * ones iff s < m); the park is released. */
.macro	SUB_M12 mo
	ldr	lr, [sp, #\mo]
	ldm	lr!, {r0-r3}
	subs	r4, r4, r0
	sbcs	r5, r5, r1
	sbcs	r6, r6, r2
	sbcs	r7, r7, r3
	ldm	lr!, {r0-r3}
	sbcs	r8, r8, r0
	sbcs	r9, r9, r1
	sbcs	r10, r10, r2
	sbcs	r11, r11, r3
	ldm	lr, {r0-r3}
	pop	{r12, lr}			@ s8, s9
	sbcs	r0, r12, r0
	sbcs	r1, lr, r1
	pop	{r12, lr}			@ s10, s11
	sbcs	r2, r12, r2
	sbcs	r3, lr, r3
	sbc	r12, r12, r12
.endm

/* r = d + (m & mask) for d = (r4-r11, parked d8..d11), mask in r12, m at
 * [sp + \mo] and r at [sp + \ro] (the park in place); the park is
 * released.  The carry out is dropped: it is set exactly when d went
 * negative, and then the sum is below m. */
.macro	ADD_M12_PARKED mo, ro
	ldr	lr, [sp, #\mo]
	ldm	lr!, {r0-r3}
	and	r0, r0, r12
	and	r1, r1, r12
	and	r2, r2, r12
	and	r3, r3, r12
	adds	r4, r4, r0
	adcs	r5, r5, r1
	adcs	r6, r6, r2
	adcs	r7, r7, r3
	ldm	lr!, {r0-r3}
	and	r0, r0, r12
	and	r1, r1, r12
	and	r2, r2, r12
	and	r3, r3, r12
	adcs	r8, r8, r0
	adcs	r9, r9, r1
	adcs	r10, r10, r2
	adcs	r11, r11, r3
	ldr	r0, [sp, #\ro]
	stm	r0!, {r4-r11}
	ldm	lr, {r4-r7}
	and	r4, r4, r12
	and	r5, r5, r12
	and	r6, r6, r12
	and	r7, r7, r12
	pop	{r8-r11}			@ d8..d11
	adcs	r8, r8, r4
	adcs	r9, r9, r5
	adcs	r10, r10, r6
	adc	r11, r11, r7
	stm	r0, {r8-r11}
.endm

/* void oat_arm32_mont_add12(uint32_t r[12], const uint32_t a[12],
 *         const uint32_t b[12], const uint32_t m[12]);   r = a + b mod m */
FUNC	oat_arm32_mont_add12
	push	{r0, r3, r4-r11, lr}		@ [0] r, [4] m
	OP12_PARK adds, adcs, adc		@ a + b < 2m < 2^384
	SUB_M12	20
	push	{r0-r3}
	ADD_M12_PARKED 20, 16
	add	sp, sp, #8
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_add12

/* void oat_arm32_mont_dbl12(uint32_t r[12], const uint32_t a[12],
 *         const uint32_t m[12]);   r = 2a mod m */
FUNC	oat_arm32_mont_dbl12
	push	{r0, r2, r4-r11, lr}		@ [0] r, [4] m
	ldm	r1!, {r4-r11}
	adds	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	adcs	r8, r8, r8
	adcs	r9, r9, r9
	adcs	r10, r10, r10
	adcs	r11, r11, r11
	ldm	r1, {r0, r2, r12, lr}
	adcs	r0, r0, r0
	adcs	r2, r2, r2
	adcs	r12, r12, r12
	adc	lr, lr, lr			@ 2a < 2m < 2^384
	push	{r0, r2, r12, lr}
	SUB_M12	20
	push	{r0-r3}
	ADD_M12_PARKED 20, 16
	add	sp, sp, #8
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_dbl12

/* void oat_arm32_mont_sub12(uint32_t r[12], const uint32_t a[12],
 *         const uint32_t b[12], const uint32_t m[12]);   r = a - b mod m:
 * a - b, plus m under the mask of the borrow. */
FUNC	oat_arm32_mont_sub12
	push	{r0, r3, r4-r11, lr}		@ [0] r, [4] m
	OP12_PARK subs, sbcs, sbcs
	sbc	r12, r12, r12
	ADD_M12_PARKED 20, 16
	add	sp, sp, #8
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_sub12

/* Four digits of (m - a) & nz: m at r2, a at r1, r at r0 (all advanced),
 * nz in r3; \op is subs or sbcs. */
.macro	NEG4 op
	ldm	r2!, {r4-r7}
	ldm	r1!, {r8-r11}
	\op	r4, r4, r8
	sbcs	r5, r5, r9
	sbcs	r6, r6, r10
	sbcs	r7, r7, r11
	and	r4, r4, r3
	and	r5, r5, r3
	and	r6, r6, r3
	and	r7, r7, r3
	stm	r0!, {r4-r7}
.endm

/* void oat_arm32_mont_neg12(uint32_t r[12], const uint32_t a[12],
 *         const uint32_t m[12]);   r = -a mod m = (m - a) & nz, where nz is
 * all ones iff a != 0 (so 0 stays 0); nz first, from all digits of a. */
FUNC	oat_arm32_mont_neg12
	push	{r4-r11, lr}
	ldm	r1, {r3-r12, lr}		@ a0..a10
	orr	r3, r3, r4
	orr	r3, r3, r5
	orr	r3, r3, r6
	orr	r3, r3, r7
	orr	r3, r3, r8
	orr	r3, r3, r9
	orr	r3, r3, r10
	orr	r3, r3, r11
	orr	r3, r3, r12
	orr	r3, r3, lr
	ldr	r4, [r1, #44]			@ a11
	orr	r3, r3, r4
	rsbs	r3, r3, #0			@ carry set iff a = 0
	sbc	r3, r3, r3			@ nz = -(a != 0)
	NEG4	subs
	NEG4	sbcs
	NEG4	sbcs
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_neg12

/* void oat_arm32_mont_hlv12(uint32_t r[12], const uint32_t a[12],
 *         const uint32_t m[12]);   r = a / 2 mod m: add m if a is odd, then
 * shift the 385-bit sum right by one, the carry entering at the top (RRX). */
FUNC	oat_arm32_mont_hlv12
	push	{r0, r4-r11, lr}
	ldm	r1!, {r4-r11}
	sbfx	r3, r4, #0, #1			@ mask = -(a & 1)
	ldm	r2!, {r0, r12, lr}
	and	r0, r0, r3
	and	r12, r12, r3
	and	lr, lr, r3
	adds	r4, r4, r0
	adcs	r5, r5, r12
	adcs	r6, r6, lr
	ldm	r2!, {r0, r12, lr}
	and	r0, r0, r3
	and	r12, r12, r3
	and	lr, lr, r3
	adcs	r7, r7, r0
	adcs	r8, r8, r12
	adcs	r9, r9, lr
	ldm	r2!, {r12, lr}
	and	r12, r12, r3
	and	lr, lr, r3
	adcs	r10, r10, r12
	adcs	r11, r11, lr
	ldm	r2, {r0, r2, r12, lr}		@ m8..m11
	and	r0, r0, r3
	and	r2, r2, r3
	and	r12, r12, r3
	and	lr, lr, r3
	ldr	r3, [r1]			@ a8..a11, one at a time
	adcs	r0, r0, r3
	ldr	r3, [r1, #4]
	adcs	r2, r2, r3
	ldr	r3, [r1, #8]
	adcs	r12, r12, r3
	ldr	r3, [r1, #12]
	adcs	lr, lr, r3
	rrxs	lr, lr
	rrxs	r12, r12
	rrxs	r2, r2
	rrxs	r0, r0
	rrxs	r11, r11
	rrxs	r10, r10
	rrxs	r9, r9
	rrxs	r8, r8
	rrxs	r7, r7
	rrxs	r6, r6
	rrxs	r5, r5
	rrx	r4, r4
	pop	{r1}
	stm	r1!, {r4-r11}
	stm	r1, {r0, r2, r12, lr}
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_hlv12

/* Four digits of an n-digit add or subtract, pointers r0 (out), r1, r2
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

/* void oat_arm32_addn12(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
 * r = a + b mod 2^384 (no reduction; the caller bounds the sum). */
FUNC	oat_arm32_addn12
	push	{r4-r8, lr}
	STEP4	adds, adcs
	STEP4	adcs, adcs
	STEP4	adcs, adcs
	pop	{r4-r8, pc}
ENDFUNC	oat_arm32_addn12

/* void oat_arm32_addn24(uint32_t c[24], const uint32_t a[24], const uint32_t b[24]);
 * c = a + b mod 2^768 (no reduction). */
FUNC	oat_arm32_addn24
	push	{r4-r8, lr}
	STEP4	adds, adcs
	STEP4	adcs, adcs
	STEP4	adcs, adcs
	STEP4	adcs, adcs
	STEP4	adcs, adcs
	STEP4	adcs, adcs
	pop	{r4-r8, pc}
ENDFUNC	oat_arm32_addn24

/* void oat_arm32_subn24(uint32_t c[24], const uint32_t a[24], const uint32_t b[24]);
 * c = a - b mod 2^768 (no reduction; the caller ensures a >= b). */
FUNC	oat_arm32_subn24
	push	{r4-r8, lr}
	STEP4	subs, sbcs
	STEP4	sbcs, sbcs
	STEP4	sbcs, sbcs
	STEP4	sbcs, sbcs
	STEP4	sbcs, sbcs
	STEP4	sbcs, sbcs
	pop	{r4-r8, pc}
ENDFUNC	oat_arm32_subn24

/* Four low digits of a 24-digit add or subtract that leaves r3 (m) alone:
 * pointers r0 (out), r1, r2 advanced. */
.macro	STEP4M op1, op
	ldm	r1!, {r4-r7}
	ldm	r2!, {r8-r11}
	\op1	r4, r4, r8
	\op	r5, r5, r9
	\op	r6, r6, r10
	\op	r7, r7, r11
	stm	r0!, {r4-r7}
.endm

/* void oat_arm32_mont_addd12(uint32_t c[24], const uint32_t a[24],
 *         const uint32_t b[24], const uint32_t m[12]);
 * c = a + b mod m 2^384: the low half is a plain sum, the high half (with
 * its carry in) is reduced once mod m; a + b < 2m 2^384 < 2^768. */
FUNC	oat_arm32_mont_addd12
	push	{r4-r11, lr}
	STEP4M	adds, adcs
	STEP4M	adcs, adcs
	STEP4M	adcs, adcs
	push	{r0, r3}			@ [0] c + 48, [4] m
	OP12_PARK adcs, adcs, adc
	SUB_M12	20
	push	{r0-r3}
	ADD_M12_PARKED 20, 16
	add	sp, sp, #8
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_addd12

/* void oat_arm32_mont_subd12(uint32_t c[24], const uint32_t a[24],
 *         const uint32_t b[24], const uint32_t m[12]);
 * c = a - b mod m 2^384: the 768-bit difference, plus m 2^384 under the
 * mask of its borrow. */
FUNC	oat_arm32_mont_subd12
	push	{r4-r11, lr}
	STEP4M	subs, sbcs
	STEP4M	sbcs, sbcs
	STEP4M	sbcs, sbcs
	push	{r0, r3}			@ [0] c + 48, [4] m
	OP12_PARK sbcs, sbcs, sbcs
	sbc	r12, r12, r12
	ADD_M12_PARKED 20, 16
	add	sp, sp, #8
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_subd12

	.section .note.GNU-stack, "", %progbits
