/* Run-time choice between the AVX2 and SSE2 table reads of tabread.S for
 * OAT_X86_ADX=auto, as dispatch.S does for the Montgomery kernels: a GNU
 * indirect function whose resolver, run once by the loader (or by glibc's
 * start-up code in a static binary), picks the AVX2 version when CPUID
 * reports AVX and AVX2 and the OS saves the YMM registers (OSXSAVE, and
 * XCR0 bits 1 and 2: oat_x64_cpu_has in cpuid.S checks them).  Written by
 * hand. */
#include "x64_asm.h"

	.text

	IFUNC	oat_x64_tab_read, oat_x64_tab_read_sse2, oat_x64_tab_read_avx2, CPUID7_EBX_AVX2, (CPUID1_ECX_OSXSAVE | CPUID1_ECX_AVX)

	.section .note.GNU-stack,"",@progbits
