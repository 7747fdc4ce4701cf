/* Run-time choice between the 6-limb MULX/ADX kernels (mont6_adx.S,
 * fp2_6_adx.S) and the baseline ones (mont6_base.S, fp2_6_base.S), for
 * OAT_X86_ADX=auto: the 6-limb twin of dispatch.S (see there), so that a
 * 6-limb build needs none of the 4-limb files. */
#include "x64_asm.h"

	.text

	DISPATCH oat_x64_mont_mul6
	DISPATCH oat_x64_mont_sqr6
	DISPATCH oat_x64_mont_rdc6
	DISPATCH oat_x64_mul6x6
	DISPATCH oat_x64_sqr6
	DISPATCH oat_x64_fp2_mul6
	DISPATCH oat_x64_fp2_sqr6
	DISPATCH oat_x64_fp_sum2_mul6
	DISPATCH oat_x64_fp2_sum2_mul6
	DISPATCH oat_x64_fp2_sum3_mul6
	DISPATCH oat_x64_fp2_pck6
	DISPATCH oat_x64_fp2_pck6_xi
	DISPATCH oat_x64_fp2_muln6
	DISPATCH oat_x64_fp2_sum3n_mul6
	DISPATCH oat_x64_fp2_line_m_mul6
	DISPATCH oat_x64_fp2_fp6_mul6

	.section .note.GNU-stack,"",@progbits
