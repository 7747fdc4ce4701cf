/* The baseline (MUL/ADC) twin of the fused 6-limb routine of fp2_6_adx.S
 * that mont6_base.S and fp2_6_base.S do not have (the sum of two Fp
 * products), for CPUs without ADX: a composition of the baseline product
 * and the modular addition, with the same contract.  The point formulas
 * call the fused routine only where the ADX kernels may run (OAT_X86_ADX
 * auto or on); this keeps the ifunc names of an auto build complete. */
#include <stdint.h>

void oat_x64_mont_mul6_base(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6], uint64_t n0);
void oat_x64_mod_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
void oat_x64_fp_sum2_mul6_base(uint64_t r[6], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0);

void oat_x64_fp_sum2_mul6_base(uint64_t r[6], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0) {
	uint64_t s[6], t[6];
	oat_x64_mont_mul6_base(s, ab[0], ab[1], m, n0);
	oat_x64_mont_mul6_base(t, ab[2], ab[3], m, n0);
	oat_x64_mod_add6(r, s, t, m);
}
