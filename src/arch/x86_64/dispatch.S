/* Run-time choice between the MULX/ADX kernels (mont4_adx.S, fp2_4_adx.S)
 * and the baseline ones (mont4_base.S, fp2_4_base.S), for OAT_X86_ADX=auto.
 *
 * Each dispatched kernel is a GNU indirect function (DISPATCH, x64_asm.h):
 * the dynamic loader (or, in a static binary, glibc's start-up code, before
 * main and before any thread exists) calls its resolver once and writes the
 * chosen address into a relocated GOT/IPLT slot.  Our code writes no global
 * state, so the dispatch is thread-safe by construction, and after start-up
 * a call costs one indirect jump through the PLT.  The resolvers ask
 * oat_x64_cpu_has (cpuid.S) for BMI2 (MULX) and ADX (ADCX, ADOX), CPUID
 * leaf 7's EBX bits 8 and 19.  Valgrind hides ADX, so under it the baseline
 * kernels run (configure OAT_X86_ADX=on to force the ADX ones). */
#include "x64_asm.h"

	.text

	DISPATCH oat_x64_mont_mul4
	DISPATCH oat_x64_mont_sqr4
	DISPATCH oat_x64_mont_mul4r
	DISPATCH oat_x64_mont_sqr4r
	DISPATCH oat_x64_mont_rdc4
	DISPATCH oat_x64_mul4x4
	DISPATCH oat_x64_sqr4
	DISPATCH oat_x64_fp2_mul4
	DISPATCH oat_x64_fp2_sqr4
	DISPATCH oat_x64_fp2_sum2_mul4
	DISPATCH oat_x64_fp2_sum3_mul4
	DISPATCH oat_x64_fp2_sum3w_mul4
	DISPATCH oat_x64_fp2_line_mul4
	DISPATCH oat_x64_fp2_linew_mul4
	DISPATCH oat_x64_fp2_pck4
	DISPATCH oat_x64_fp2_pck4_xi
	DISPATCH oat_x64_fp2_pck4_9
	DISPATCH oat_x64_fp2_pck4_xi_9
	DISPATCH oat_x64_fp_sum2_mul4

	.section .note.GNU-stack,"",@progbits
