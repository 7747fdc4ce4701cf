/* Run-time choice of SHA-256's block function (src/md/sha256.c): a GNU
 * indirect function whose resolver, run once by the loader (or by glibc's
 * start-up code in a static binary), picks the version with the SHA
 * extensions when CPUID reports SHA (leaf 7) with SSSE3 and SSE4.1 (leaf
 * 1), else the portable C.  In assembly as dispatch_tab.S: a resolver in C
 * is instrumented by the sanitizers (ThreadSanitizer's function entry hook),
 * whose runtime is not up while the loader relocates.  valgrind hides SHA
 * from CPUID, so it gets the C.  Written by hand. */
#include "x64_asm.h"

#define CPUID1_ECX_SSSE3 (1 << 9)
#define CPUID1_ECX_SSE41 (1 << 19)
#define CPUID7_EBX_SHA (1 << 29)

	.text

/* int oat_x64_have_sha(void): 1 if the SHA extensions are usable, else 0.
 * Clobbers ecx, edx, flags (callable from C). */
	.globl	oat_x64_have_sha
	.hidden	oat_x64_have_sha
	.type	oat_x64_have_sha, @function
	.p2align 4
oat_x64_have_sha:
	.cfi_startproc
	SAVE	%rbx
	xorl	%eax, %eax
	cpuid					/* eax = highest basic leaf */
	cmpl	$7, %eax
	jb	1f
	movl	$1, %eax
	cpuid
	andl	$(CPUID1_ECX_SSSE3 | CPUID1_ECX_SSE41), %ecx
	cmpl	$(CPUID1_ECX_SSSE3 | CPUID1_ECX_SSE41), %ecx
	jne	1f
	movl	$7, %eax
	xorl	%ecx, %ecx
	cpuid
	xorl	%eax, %eax
	testl	$CPUID7_EBX_SHA, %ebx
	setnz	%al
	RESTORE	%rbx
	ret
1:	xorl	%eax, %eax
	RESTORE	%rbx
	ret
	.cfi_endproc
	.size	oat_x64_have_sha, .-oat_x64_have_sha

	.globl	oat_sha256_compress_
	.hidden	oat_sha256_compress_
	.type	oat_sha256_compress_, @gnu_indirect_function
	.p2align 4
oat_sha256_compress_:
	.cfi_startproc
	subq	$8, %rsp			/* keep the call 16-byte aligned */
	.cfi_adjust_cfa_offset 8
	call	oat_x64_have_sha
	addq	$8, %rsp
	.cfi_adjust_cfa_offset -8
	leaq	oat_sha256_blocks_c_(%rip), %rdx
	leaq	oat_sha256_blocks_shani_(%rip), %rcx
	testl	%eax, %eax
	movq	%rdx, %rax
	cmovnzq	%rcx, %rax
	ret
	.cfi_endproc
	.size	oat_sha256_compress_, .-oat_sha256_compress_

	.section .note.GNU-stack,"",@progbits
