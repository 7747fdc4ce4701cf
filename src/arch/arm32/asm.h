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

#endif
