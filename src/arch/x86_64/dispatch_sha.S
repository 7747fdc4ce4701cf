/* Run-time choice of SHA-256's block function (src/md/sha256.c): a GNU
 * indirect function whose resolver, run once by the loader (or by glibc's
 * start-up code in a static binary), picks the version with the SHA
 * extensions when CPUID reports SHA (leaf 7) with SSSE3 and SSE4.1 (leaf
 * 1), else the portable C.  In assembly as dispatch_tab.S: a resolver in C
 * is instrumented by the sanitizers (ThreadSanitizer's function entry hook),
 * whose runtime is not up while the loader relocates.  valgrind hides SHA
 * from CPUID, so it gets the C (oat_x64_have_sha, cpuid.S, asks the same
 * for test_md).  Written by hand. */
#include "x64_asm.h"

	.text

	IFUNC	oat_sha256_compress_, oat_sha256_blocks_c_, oat_sha256_blocks_shani_, CPUID7_EBX_SHA, (CPUID1_ECX_SSSE3 | CPUID1_ECX_SSE41)

	.section .note.GNU-stack,"",@progbits
