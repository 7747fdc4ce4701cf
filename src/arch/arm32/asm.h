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

#endif
