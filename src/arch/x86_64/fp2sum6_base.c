/* The baseline (MUL/ADC) twins of the fused 6-limb routines of fp2_6_adx.S
 * that mont6_base.S and fp2_6_base.S do not have (the sums of two Fp and of
 * two Fp2 products), for CPUs without ADX: compositions of the baseline
 * products and the modular addition, with the same contracts.  The point
 * formulas call the fused routines only where the ADX kernels may run
 * (OAT_X86_ADX auto or on); these keep the ifunc names of an auto build
 * complete. */
#include <stdint.h>

void oat_x64_mont_mul6_base(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6], uint64_t n0);
void oat_x64_mod_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
void oat_x64_fp_sum2_mul6_base(uint64_t r[6], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0);
void oat_x64_fp2_mul6_base(uint64_t *r, const uint64_t *a, const uint64_t *b, const uint64_t m[6], uint64_t n0);
void oat_x64_fp2_sum2_mul6_base(uint64_t r[12], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0);

void oat_x64_fp_sum2_mul6_base(uint64_t r[6], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0) {
	uint64_t s[6], t[6];
	oat_x64_mont_mul6_base(s, ab[0], ab[1], m, n0);
	oat_x64_mont_mul6_base(t, ab[2], ab[3], m, n0);
	oat_x64_mod_add6(r, s, t, m);
}

void oat_x64_fp2_sum2_mul6_base(uint64_t r[12], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0) {
	uint64_t s[12], t[12];
	oat_x64_fp2_mul6_base(s, ab[0], ab[1], m, n0);
	oat_x64_fp2_mul6_base(t, ab[2], ab[3], m, n0);
	oat_x64_mod_add6(r, s, t, m);
	oat_x64_mod_add6(r + 6, s + 6, t + 6, m);
}
