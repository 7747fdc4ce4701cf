/* Assembler helpers shared by the x86-64 kernels (GNU as, AT&T syntax, ELF,
 * System V AMD64 ABI).  Included by the .S files only.
 *
 * Every kernel is a hidden global (internal to liboat, so a call from C is a
 * direct call even in the shared library), aligned to 32 bytes, with CFI for
 * debuggers and sanitizer stack traces.  The code is position-independent:
 * data are reached through argument pointers only. */
#ifndef OAT_X64_ASM_H
#define OAT_X64_ASM_H

#if !defined(__x86_64__) || !defined(__ELF__)
#error "the x86_64 backend needs an x86-64 ELF target (System V ABI)"
#endif

#define OAT_FUNC(name)              \
	.globl name;                \
	.hidden name;               \
	.type name, @function;      \
	.p2align 5;                 \
name:                               \
	.cfi_startproc

#define OAT_ENDFUNC(name)           \
	.cfi_endproc;               \
	.size name, .-name

/* push / pop of a callee-saved register, with its unwind information */
.macro SAVE reg
	pushq	\reg
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset \reg, 0
.endm
.macro RESTORE reg
	popq	\reg
	.cfi_adjust_cfa_offset -8
	.cfi_restore \reg
.endm

/* FINAL_SUB t0..t3, s0..s3: stores to (%rdi) the value t - m if t >= m, else
 * t, where t = (t0..t3) < 2m and m is the 4-limb modulus at (%rcx).  The
 * choice is made by cmov on the borrow: no branch, no secret memory index.
 * s0..s3 are scratch; t0..t3 are left unchanged. */
.macro FINAL_SUB t0, t1, t2, t3, s0, s1, s2, s3
	movq	\t0, \s0
	subq	(%rcx), \s0
	movq	\t1, \s1
	sbbq	8(%rcx), \s1
	movq	\t2, \s2
	sbbq	16(%rcx), \s2
	movq	\t3, \s3
	sbbq	24(%rcx), \s3
	cmovcq	\t0, \s0
	cmovcq	\t1, \s1
	cmovcq	\t2, \s2
	cmovcq	\t3, \s3
	movq	\s0, (%rdi)
	movq	\s1, 8(%rdi)
	movq	\s2, 16(%rdi)
	movq	\s3, 24(%rdi)
.endm

/* FINISH4 red, t0..t3, s0..s3: FINAL_SUB when red is 0; when red is 1 (the
 * redundant kernels, whose results may stay below 2m) t stored as it is. */
.macro FINISH4 red, t0, t1, t2, t3, s0, s1, s2, s3
.if \red
	movq	\t0, (%rdi)
	movq	\t1, 8(%rdi)
	movq	\t2, 16(%rdi)
	movq	\t3, 24(%rdi)
.else
	FINAL_SUB \t0, \t1, \t2, \t3, \s0, \s1, \s2, \s3
.endif
.endm

/* CPUID feature bits (leaf 1 ECX, leaf 7 sub-leaf 0 EBX) of the run-time
 * choices, tested by oat_x64_cpu_has (cpuid.S) */
#define CPUID1_ECX_SSSE3 (1 << 9)
#define CPUID1_ECX_SSE41 (1 << 19)
#define CPUID1_ECX_OSXSAVE (1 << 27)
#define CPUID1_ECX_AVX (1 << 28)
#define CPUID7_EBX_AVX2 (1 << 5)
#define CPUID7_EBX_BMI2 (1 << 8)
#define CPUID7_EBX_ADX (1 << 19)
#define CPUID7_EBX_SHA (1 << 29)

/* IFUNC name, slow, fast, ebx7, ecx1: `name` as a GNU indirect function
 * resolved to `fast` when oat_x64_cpu_has(ebx7, ecx1) (cpuid.S), else to
 * `slow`.  The loader (or, in a static binary, glibc's start-up code, before
 * main and before any thread exists) runs the resolver once and writes the
 * address into a relocated GOT/IPLT slot: no global state of ours, and a
 * call costs one indirect jump after start-up.  The resolver follows the C
 * calling convention. */
.macro IFUNC name, slow, fast, ebx7, ecx1=0
	.globl	\name
	.hidden	\name
	.type	\name, @gnu_indirect_function
	.p2align 4
\name:
	.cfi_startproc
	subq	$8, %rsp			/* keep the call 16-byte aligned */
	.cfi_adjust_cfa_offset 8
	movl	$(\ebx7), %edi
	movl	$(\ecx1), %esi
	call	oat_x64_cpu_has
	addq	$8, %rsp
	.cfi_adjust_cfa_offset -8
	leaq	\slow(%rip), %rdx
	leaq	\fast(%rip), %rcx
	testl	%eax, %eax
	movq	%rdx, %rax
	cmovnzq	%rcx, %rax
	ret
	.cfi_endproc
	.size	\name, .-\name
.endm

/* DISPATCH name: the MULX/ADX kernel name_adx where CPUID reports BMI2 and
 * ADX (neither uses state the OS must enable), else the baseline name_base */
.macro DISPATCH name
	IFUNC	\name, \name\()_base, \name\()_adx, (CPUID7_EBX_BMI2 | CPUID7_EBX_ADX)
.endm

#endif
