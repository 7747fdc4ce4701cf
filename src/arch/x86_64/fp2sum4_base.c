/* The baseline (MUL/ADC) twins of the sums of Fp2 products of fp2_4_adx.S,
 * for CPUs without ADX: the products by oat_x64_fp2_mul4_base, added mod m.
 * Same contract as the ADX routines (coefficients < m, r may alias any
 * input).  The tower uses the sums only where the ADX kernels exist
 * (src/ext/fp6.c); these keep the ifunc names of an auto build complete. */
#include <stdint.h>
#include <string.h>

void oat_x64_fp2_mul4_base(uint64_t *r, const uint64_t *a, const uint64_t *b, const uint64_t m[4], uint64_t n0);
void oat_x64_mod_add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
void oat_x64_fp2_sum2_mul4_base(uint64_t r[8], const uint64_t *const ab[4], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_sum3_mul4_base(uint64_t r[8], const uint64_t *const ab[6], const uint64_t m[4], uint64_t n0);

static void oat_x64_fp2_sum_mul4_base_(uint64_t r[8], const uint64_t *const ab[], int k, const uint64_t m[4],
		uint64_t n0) {
	uint64_t s[8], t[8];
	oat_x64_fp2_mul4_base(s, ab[0], ab[1], m, n0);
	for (int i = 1; i < k; i++) {
		oat_x64_fp2_mul4_base(t, ab[2 * i], ab[2 * i + 1], m, n0);
		oat_x64_mod_add4(s, s, t, m);
		oat_x64_mod_add4(s + 4, s + 4, t + 4, m);
	}
	memcpy(r, s, sizeof(s));
}

void oat_x64_fp2_sum2_mul4_base(uint64_t r[8], const uint64_t *const ab[4], const uint64_t m[4], uint64_t n0) {
	oat_x64_fp2_sum_mul4_base_(r, ab, 2, m, n0);
}

void oat_x64_fp2_sum3_mul4_base(uint64_t r[8], const uint64_t *const ab[6], const uint64_t m[4], uint64_t n0) {
	oat_x64_fp2_sum_mul4_base_(r, ab, 3, m, n0);
}
