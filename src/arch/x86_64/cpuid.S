/* The CPU feature test behind every run-time choice of the x86_64 backend
 * (the indirect functions of dispatch*.S, by the IFUNC and DISPATCH macros
 * of x64_asm.h): one routine, so that the CPUID leaves are read and the OS
 * support of the YMM state is checked in one place.
 *
 * It runs in the indirect functions' resolvers, before libc is set up (in a
 * static binary before TLS exists), so it is assembly: compiled C could be
 * instrumented by -fsanitize, -fstack-protector or -pg.  It uses nothing but
 * CPUID, XGETBV and the stack.  Valgrind's CPU hides ADX, AVX2 and SHA, so
 * under it the baseline routines run.  Written by hand. */
#include "x64_asm.h"

	.text

/* int oat_x64_cpu_has(uint32_t ebx7, uint32_t ecx1): 1 if CPUID leaf 7
 * (sub-leaf 0) sets every bit of ebx7 in EBX and leaf 1 every bit of ecx1
 * in ECX, and, when ecx1 asks for OSXSAVE, the OS saves the SSE and AVX
 * state (XCR0 bits 1 and 2, by XGETBV); else 0.  A CPU whose highest basic
 * leaf is below 7 has none.  C calling convention; clobbers ecx, edx,
 * r8-r9, flags. */
	.globl	oat_x64_cpu_has
	.hidden	oat_x64_cpu_has
	.type	oat_x64_cpu_has, @function
	.p2align 4
oat_x64_cpu_has:
	.cfi_startproc
	SAVE	%rbx
	xorl	%eax, %eax
	cpuid					/* eax = highest basic leaf */
	cmpl	$7, %eax
	jb	1f
	movl	$1, %eax
	cpuid
	movl	%ecx, %r8d
	andl	%esi, %ecx
	cmpl	%esi, %ecx
	jne	1f
	testl	$CPUID1_ECX_OSXSAVE, %esi
	jz	2f
	xorl	%ecx, %ecx
	xgetbv					/* edx:eax = XCR0 */
	andl	$6, %eax
	cmpl	$6, %eax			/* SSE and AVX state saved by the OS */
	jne	1f
2:	movl	$7, %eax
	xorl	%ecx, %ecx
	cpuid
	andl	%edi, %ebx
	xorl	%eax, %eax
	cmpl	%edi, %ebx
	sete	%al
	RESTORE	%rbx
	ret
1:	xorl	%eax, %eax
	RESTORE	%rbx
	ret
	.cfi_endproc
	.size	oat_x64_cpu_has, .-oat_x64_cpu_has

/* int oat_x64_have_sha(void): 1 if the SHA extensions are usable (SHA in
 * leaf 7 with SSSE3 and SSE4.1 in leaf 1), else 0: the test of
 * dispatch_sha.S's resolver, callable from C (test_md). */
	.globl	oat_x64_have_sha
	.hidden	oat_x64_have_sha
	.type	oat_x64_have_sha, @function
	.p2align 4
oat_x64_have_sha:
	.cfi_startproc
	movl	$CPUID7_EBX_SHA, %edi
	movl	$(CPUID1_ECX_SSSE3 | CPUID1_ECX_SSE41), %esi
	jmp	oat_x64_cpu_has
	.cfi_endproc
	.size	oat_x64_have_sha, .-oat_x64_have_sha

	.section .note.GNU-stack,"",@progbits
