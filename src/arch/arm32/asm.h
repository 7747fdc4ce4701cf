/* Shared preamble of the arm32 assembly files (GNU as, preprocessed .S).
 *
 * The kernels are leaf functions in ARM state that follow the AAPCS: r0-r3
 * carry the arguments (a fifth one is on the stack), r4-r11 are saved, and
 * they return through the saved lr, so Thumb callers interwork.  They are
 * internal to liboat (hidden), reached only through fp_low_arch.h. */
#ifndef OAT_ARCH_ARM32_ASM_H
#define OAT_ARCH_ARM32_ASM_H

	.syntax	unified
	.arch	armv7-a
	.arm
	.text

.macro	FUNC name
	.global	\name
	.hidden	\name
	.type	\name, %function
	.p2align 4
\name:
.endm

.macro	ENDFUNC name
	.size	\name, . - \name
.endm

/* Shared steps of the Fp2 routines (mont8_mul.S, mont12_mul.S), four digits
 * at a time:
 *   HSUM4 op1, src   [r11] = [src] + [r0] (op1 adds for the first digits,
 *                    adcs after), src, r0, r11 advanced; r3-r10 clobbered
 *   DSUB4 op1, op    [r0] -= [r1] in place (subs / sbcs), r0, r1 advanced
 *   MADD4 op1, op    [r0] += [r1] & r2 in place (adds / adcs), r0, r1 advanced
 * DSUB4 and MADD4 clobber r3-r8, r12 and lr. */
.macro	HSUM4 op1, src
	ldm	\src!, {r3-r6}
	ldm	r0!, {r7-r10}
	\op1	r3, r3, r7
	adcs	r4, r4, r8
	adcs	r5, r5, r9
	adcs	r6, r6, r10
	stm	r11!, {r3-r6}
.endm

.macro	DSUB4 op1, op
	ldm	r0, {r3-r6}
	ldm	r1!, {r7, r8, r12, lr}
	\op1	r3, r3, r7
	\op	r4, r4, r8
	\op	r5, r5, r12
	\op	r6, r6, lr
	stm	r0!, {r3-r6}
.endm

.macro	MADD4 op1, op
	ldm	r0, {r3-r6}
	ldm	r1!, {r7, r8, r12, lr}
	and	r7, r7, r2
	and	r8, r8, r2
	and	r12, r12, r2
	and	lr, lr, r2
	\op1	r3, r3, r7
	\op	r4, r4, r8
	\op	r5, r5, r12
	\op	r6, r6, lr
	stm	r0!, {r3-r6}
.endm

/* The conditional steps of the 8-digit additions on r4-r11 (mont8_add.S,
 * and mont8_mul.S's Karabina pair):
 *   DBL8                     r4-r11 = 2 (r4-r11), for a value < 2^255;
 *   SUB_M8 mp, mask          r4-r11 -= m, m at \mp (advanced by 16),
 *                            scratch r0/r1/r12/lr, then \mask = all ones
 *                            iff the result went negative;
 *   ADD_M8_MASKED mp, mask   r4-r11 += m & mask, carry out in the flags;
 *                            \mp = m + 16 as SUB_M8 leaves it (at_end = 1),
 *                            or m (at_end = 0). */

.macro	DBL8
	adds	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	adcs	r7, r7, r7
	adcs	r8, r8, r8
	adcs	r9, r9, r9
	adcs	r10, r10, r10
	adc	r11, r11, r11
.endm

.macro	SUB_M8 mp, mask
	ldm	\mp!, {r0, r1, r12, lr}
	subs	r4, r4, r0
	sbcs	r5, r5, r1
	sbcs	r6, r6, r12
	sbcs	r7, r7, lr
	ldm	\mp, {r0, r1, r12, lr}
	sbcs	r8, r8, r0
	sbcs	r9, r9, r1
	sbcs	r10, r10, r12
	sbcs	r11, r11, lr
	sbc	\mask, \mask, \mask
.endm

.macro	ADD_M8_MASKED mp, mask, at_end=1
.if \at_end
	ldmdb	\mp, {r0, r1, r12, lr}
.else
	ldm	\mp!, {r0, r1, r12, lr}
.endif
	and	r0, r0, \mask
	and	r1, r1, \mask
	and	r12, r12, \mask
	and	lr, lr, \mask
	adds	r4, r4, r0
	adcs	r5, r5, r1
	adcs	r6, r6, r12
	adcs	r7, r7, lr
	ldm	\mp, {r0, r1, r12, lr}
	and	r0, r0, \mask
	and	r1, r1, \mask
	and	r12, r12, \mask
	and	lr, lr, \mask
	adcs	r8, r8, r0
	adcs	r9, r9, r1
	adcs	r10, r10, r12
	adcs	r11, r11, lr
.endm

#endif
