/* The masked table read of the constant-time multiplications
 * (src/ec/scalar_inl.h, oat_sc_tab_read_) for 32, 64, 96 or 128 bytes of
 * each entry:
 *
 *   void oat_x64_tab_read(uint64_t *o, const uint64_t *tab, size_t bytes,
 *                         size_t n, size_t idx, size_t stride)
 *
 * o = the first `bytes` bytes of the entry idx of the n entries at tab,
 * `stride` bytes apart (n >= 1; stride = bytes for a whole entry, more for
 * a slice of larger entries, which the caller reads slice by slice): every
 * entry is loaded, ANDed with a mask that is all ones for entry idx only
 * (a compare of a running counter with idx, no branch and no address that
 * depends on idx) and ORed into accumulators held in registers.  The loop
 * count, the sizes and the stride are public.
 *
 * Two paths, chosen at load time as the Montgomery kernels' (dispatch.S):
 * AVX2 (32-byte registers, the CPU must have AVX2 and the OS must save
 * them: CPUID and XGETBV) and SSE2 (any x86-64).  In one process on this
 * project's AMD EPYC (Zen), rows of 32 entries of 64 bytes (P-256's comb)
 * took 52 cycles with AVX2, about 2.5 times faster than the C read in
 * 16-byte vectors, which is what makes 6-bit windows pay there
 * (src/curves/p256, tools/gen_nist.py).  Written by hand. */
#include "x64_asm.h"

	.text

/* AVX2: accumulators ymm0..ymm(nv-1), mask ymm7, counter ymm5, idx ymm4,
 * ones ymm6 */
.macro TAB_AVX2 nv
	vpxor	%ymm0, %ymm0, %ymm0
	vpxor	%ymm1, %ymm1, %ymm1
	vpxor	%ymm2, %ymm2, %ymm2
	vpxor	%ymm3, %ymm3, %ymm3
1:
	vpcmpeqq	%ymm4, %ymm5, %ymm7
	vpaddq	%ymm6, %ymm5, %ymm5
	vpand	(%rsi), %ymm7, %ymm8
	vpor	%ymm8, %ymm0, %ymm0
.if \nv > 1
	vpand	32(%rsi), %ymm7, %ymm9
	vpor	%ymm9, %ymm1, %ymm1
.endif
.if \nv > 2
	vpand	64(%rsi), %ymm7, %ymm10
	vpor	%ymm10, %ymm2, %ymm2
.endif
.if \nv > 3
	vpand	96(%rsi), %ymm7, %ymm11
	vpor	%ymm11, %ymm3, %ymm3
.endif
	addq	%r9, %rsi
	decq	%rcx
	jnz	1b
	vmovdqu	%ymm0, (%rdi)
.if \nv > 1
	vmovdqu	%ymm1, 32(%rdi)
.endif
.if \nv > 2
	vmovdqu	%ymm2, 64(%rdi)
.endif
.if \nv > 3
	vmovdqu	%ymm3, 96(%rdi)
.endif
	vzeroupper
	ret
.endm

OAT_FUNC(oat_x64_tab_read_avx2)
	vmovq	%r8, %xmm4
	vpbroadcastq	%xmm4, %ymm4		/* idx in every lane */
	vpxor	%ymm5, %ymm5, %ymm5		/* the entry counter */
	vpcmpeqq	%ymm6, %ymm6, %ymm6
	vpsubq	%ymm6, %ymm5, %ymm6		/* 1 in every lane */
	cmpq	$64, %rdx
	jb	.Lavx2_1
	je	.Lavx2_2
	cmpq	$96, %rdx
	je	.Lavx2_3
	TAB_AVX2 4
.Lavx2_1:
	TAB_AVX2 1
.Lavx2_2:
	TAB_AVX2 2
.Lavx2_3:
	TAB_AVX2 3
OAT_ENDFUNC(oat_x64_tab_read_avx2)

/* SSE2: accumulators xmm0..xmm(nv-1), mask xmm12, counter xmm13, idx
 * xmm14, ones xmm15; pcmpeqd on 64-bit lanes holding values below 2^32
 * compares them exactly (both halves equal) */
.macro TAB_SSE2 nv
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
	pxor	%xmm2, %xmm2
	pxor	%xmm3, %xmm3
	pxor	%xmm4, %xmm4
	pxor	%xmm5, %xmm5
	pxor	%xmm6, %xmm6
	pxor	%xmm7, %xmm7
1:
	movdqa	%xmm13, %xmm12
	pcmpeqd	%xmm14, %xmm12
	paddd	%xmm15, %xmm13
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	.if \i < \nv
	movdqu	(16 * \i)(%rsi), %xmm8
	pand	%xmm12, %xmm8
	por	%xmm8, %xmm\i
	.endif
	.endr
	addq	%r9, %rsi
	decq	%rcx
	jnz	1b
	.irp	i, 0, 1, 2, 3, 4, 5, 6, 7
	.if \i < \nv
	movdqu	%xmm\i, (16 * \i)(%rdi)
	.endif
	.endr
	ret
.endm

OAT_FUNC(oat_x64_tab_read_sse2)
	movd	%r8d, %xmm14
	pshufd	$0, %xmm14, %xmm14		/* idx (< 2^32) in every 32-bit lane */
	pxor	%xmm13, %xmm13			/* the entry counter */
	pcmpeqd	%xmm15, %xmm15
	psubd	%xmm15, %xmm13			/* 1 in every lane ... */
	movdqa	%xmm13, %xmm15
	pxor	%xmm13, %xmm13			/* ... and the counter 0 */
	cmpq	$64, %rdx
	jb	.Lsse2_2
	je	.Lsse2_4
	cmpq	$96, %rdx
	je	.Lsse2_6
	TAB_SSE2 8
.Lsse2_2:
	TAB_SSE2 2
.Lsse2_4:
	TAB_SSE2 4
.Lsse2_6:
	TAB_SSE2 6
OAT_ENDFUNC(oat_x64_tab_read_sse2)

	.section .note.GNU-stack,"",@progbits
