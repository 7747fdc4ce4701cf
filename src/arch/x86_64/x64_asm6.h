/* Assembler helpers shared by the 6-limb x86-64 kernels (mont6_adx.S,
 * mont6_base.S, modadd6.S, fp2_6_adx.S, fp2_6_base.S: 381-bit fields such as
 * BLS12-381's), beside those of x64_asm.h, which this header includes.
 * Included by the .S files only. */
#ifndef OAT_X64_ASM6_H
#define OAT_X64_ASM6_H

#include "x64_asm.h"

/* COND_SUB6 t0..t5, s0..s5: (s0..s5) = t - m if t >= m, else t, for t =
 * (t0..t5) < 2^384 and m the 6-limb modulus at (%rcx).  The choice is made
 * by cmov on the borrow: no branch, no secret memory index.  t0..t5 are
 * left unchanged.  FINAL_SUB6 ..., off: the same, then s stored to off(%rdi)
 * (off = 0 unless given). */
.macro COND_SUB6 t0, t1, t2, t3, t4, t5, s0, s1, s2, s3, s4, s5
	movq	\t0, \s0
	subq	(%rcx), \s0
	movq	\t1, \s1
	sbbq	8(%rcx), \s1
	movq	\t2, \s2
	sbbq	16(%rcx), \s2
	movq	\t3, \s3
	sbbq	24(%rcx), \s3
	movq	\t4, \s4
	sbbq	32(%rcx), \s4
	movq	\t5, \s5
	sbbq	40(%rcx), \s5
	cmovcq	\t0, \s0
	cmovcq	\t1, \s1
	cmovcq	\t2, \s2
	cmovcq	\t3, \s3
	cmovcq	\t4, \s4
	cmovcq	\t5, \s5
.endm
.macro FINAL_SUB6 t0, t1, t2, t3, t4, t5, s0, s1, s2, s3, s4, s5, off=0
	COND_SUB6 \t0, \t1, \t2, \t3, \t4, \t5, \s0, \s1, \s2, \s3, \s4, \s5
	movq	\s0, \off(%rdi)
	movq	\s1, \off+8(%rdi)
	movq	\s2, \off+16(%rdi)
	movq	\s3, \off+24(%rdi)
	movq	\s4, \off+32(%rdi)
	movq	\s5, \off+40(%rdi)
.endm

#endif
