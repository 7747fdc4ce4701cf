/* Run-time choice between the AVX2 and SSE2 table reads of tabread.S for
 * OAT_X86_ADX=auto, as dispatch.S does for the Montgomery kernels: a GNU
 * indirect function whose resolver, run once by the loader (or by glibc's
 * start-up code in a static binary), picks the AVX2 version when CPUID
 * reports AVX and AVX2 and the OS saves the YMM registers (OSXSAVE, and
 * XCR0 bits 1 and 2 by XGETBV).  Written by hand. */
#include "x64_asm.h"

#define CPUID1_ECX_OSXSAVE (1 << 27)
#define CPUID1_ECX_AVX (1 << 28)
#define CPUID7_EBX_AVX2 (1 << 5)

	.text

/* eax = 1 if AVX2 is usable, else 0.  Clobbers ecx, edx, flags. */
	.type	oat_x64_have_avx2, @function
	.p2align 4
oat_x64_have_avx2:
	.cfi_startproc
	SAVE	%rbx
	xorl	%eax, %eax
	cpuid					/* eax = highest basic leaf */
	cmpl	$7, %eax
	jb	1f
	movl	$1, %eax
	cpuid
	andl	$(CPUID1_ECX_OSXSAVE | CPUID1_ECX_AVX), %ecx
	cmpl	$(CPUID1_ECX_OSXSAVE | CPUID1_ECX_AVX), %ecx
	jne	1f
	xorl	%ecx, %ecx
	xgetbv					/* edx:eax = XCR0 */
	andl	$6, %eax
	cmpl	$6, %eax			/* SSE and AVX state saved by the OS */
	jne	1f
	movl	$7, %eax
	xorl	%ecx, %ecx
	cpuid
	xorl	%eax, %eax
	testl	$CPUID7_EBX_AVX2, %ebx
	setnz	%al
	RESTORE	%rbx
	ret
1:	xorl	%eax, %eax
	RESTORE	%rbx
	ret
	.cfi_endproc
	.size	oat_x64_have_avx2, .-oat_x64_have_avx2

	.globl	oat_x64_tab_read
	.hidden	oat_x64_tab_read
	.type	oat_x64_tab_read, @gnu_indirect_function
	.p2align 4
oat_x64_tab_read:
	.cfi_startproc
	subq	$8, %rsp			/* keep the call 16-byte aligned */
	.cfi_adjust_cfa_offset 8
	call	oat_x64_have_avx2
	addq	$8, %rsp
	.cfi_adjust_cfa_offset -8
	leaq	oat_x64_tab_read_sse2(%rip), %rdx
	leaq	oat_x64_tab_read_avx2(%rip), %rcx
	testl	%eax, %eax
	movq	%rdx, %rax
	cmovnzq	%rcx, %rax
	ret
	.cfi_endproc
	.size	oat_x64_tab_read, .-oat_x64_tab_read

	.section .note.GNU-stack,"",@progbits
