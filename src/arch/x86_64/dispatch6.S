/* Run-time choice between the 6-limb MULX/ADX kernels (mont6_adx.S,
 * fp2_6_adx.S) and the baseline ones (mont6_base.S, fp2_6_base.S), for
 * OAT_X86_ADX=auto: the 6-limb twin of dispatch.S, self-contained so that a
 * 6-limb build needs none of the 4-limb files.
 *
 * Each dispatched kernel is a GNU indirect function: the dynamic loader (or,
 * in a static binary, glibc's start-up code, before main and before any
 * thread exists) calls its resolver once and writes the chosen address into
 * a relocated GOT/IPLT slot.  Our code writes no global state, so the
 * dispatch is thread-safe by construction, and after start-up a call costs
 * one indirect jump through the PLT.
 *
 * The resolvers are written in assembly because they run before libc is set
 * up (in a static binary before TLS exists): compiled C could be
 * instrumented by -fsanitize, -fstack-protector or -pg.  They use nothing
 * but CPUID and the stack.
 *
 * The ADX path needs BMI2 (MULX) and ADX (ADCX, ADOX): CPUID leaf 7,
 * sub-leaf 0, EBX bits 8 and 19.  Neither uses state the OS must enable, so
 * no XGETBV check is needed.  Valgrind hides ADX, so under it the baseline
 * kernels run (configure OAT_X86_ADX=on to force the ADX ones). */
#include "x64_asm.h"

#define CPUID7_EBX_BMI2 (1 << 8)
#define CPUID7_EBX_ADX (1 << 19)

	.text

/* eax = 1 if the CPU has BMI2 and ADX, else 0.  Clobbers ecx, edx, flags.
 * Local to this file (dispatch.S has its own copy). */
	.type	oat_x64_have_adx6, @function
	.p2align 4
oat_x64_have_adx6:
	.cfi_startproc
	SAVE	%rbx
	xorl	%eax, %eax
	cpuid					/* eax = highest basic leaf */
	cmpl	$7, %eax
	jb	1f
	movl	$7, %eax
	xorl	%ecx, %ecx
	cpuid
	andl	$(CPUID7_EBX_BMI2 | CPUID7_EBX_ADX), %ebx
	xorl	%eax, %eax
	cmpl	$(CPUID7_EBX_BMI2 | CPUID7_EBX_ADX), %ebx
	sete	%al
	RESTORE	%rbx
	ret
1:	xorl	%eax, %eax
	RESTORE	%rbx
	ret
	.cfi_endproc
	.size	oat_x64_have_adx6, .-oat_x64_have_adx6

/* DISPATCH name: the indirect function `name`, resolved to name_adx or
 * name_base.  The resolver follows the C calling convention. */
.macro DISPATCH name
	.globl	\name
	.hidden	\name
	.type	\name, @gnu_indirect_function
	.p2align 4
\name:
	.cfi_startproc
	subq	$8, %rsp			/* keep the call 16-byte aligned */
	.cfi_adjust_cfa_offset 8
	call	oat_x64_have_adx6
	addq	$8, %rsp
	.cfi_adjust_cfa_offset -8
	leaq	\name\()_base(%rip), %rdx
	leaq	\name\()_adx(%rip), %rcx
	testl	%eax, %eax
	movq	%rdx, %rax
	cmovnzq	%rcx, %rax
	ret
	.cfi_endproc
	.size	\name, .-\name
.endm

	DISPATCH oat_x64_mont_mul6
	DISPATCH oat_x64_mont_sqr6
	DISPATCH oat_x64_mont_rdc6
	DISPATCH oat_x64_mul6x6
	DISPATCH oat_x64_sqr6
	DISPATCH oat_x64_fp2_mul6
	DISPATCH oat_x64_fp2_sqr6
	DISPATCH oat_x64_fp_sum2_mul6
	DISPATCH oat_x64_fp2_sum2_mul6
	DISPATCH oat_x64_fp2_muln6

	.section .note.GNU-stack,"",@progbits
