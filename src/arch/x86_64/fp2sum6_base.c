/* The baseline (MUL/ADC) twins of the fused 6-limb routines of fp2_6_adx.S
 * that mont6_base.S and fp2_6_base.S do not have (the sums of two Fp and of
 * two and three Fp2 products, the lazy tower's unreduced Fp2 product), for CPUs
 * without ADX: compositions of the baseline products and the additive
 * routines, with the same contracts.  An auto build calls them where the
 * CPU lacks ADX; they keep its ifunc names complete. */
#include <stdint.h>

void oat_x64_mont_mul6_base(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6], uint64_t n0);
void oat_x64_mod_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
void oat_x64_fp_sum2_mul6_base(uint64_t r[6], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0);
void oat_x64_fp2_mul6_base(uint64_t *r, const uint64_t *a, const uint64_t *b, const uint64_t m[6], uint64_t n0);
void oat_x64_fp2_sum2_mul6_base(uint64_t r[12], const uint64_t *const ab[4], const uint64_t m[6], uint64_t n0);
void oat_x64_fp2_sum3_mul6_base(uint64_t r[12], const uint64_t *const ab[6], const uint64_t m[6], uint64_t n0);
void oat_x64_mul6x6_base(uint64_t c[12], const uint64_t a[6], const uint64_t b[6]);
void oat_x64_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]);
void oat_x64_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);
void oat_x64_mod_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t *b, const uint64_t m[6]);
void oat_x64_fp2_muln6_base(uint64_t r[24], const uint64_t a[12], const uint64_t b[12], const uint64_t m[6]);

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

void oat_x64_fp2_sum3_mul6_base(uint64_t r[12], const uint64_t *const ab[6], const uint64_t m[6], uint64_t n0) {
	uint64_t s[12], t[12];
	oat_x64_fp2_mul6_base(s, ab[0], ab[1], m, n0);
	oat_x64_fp2_mul6_base(t, ab[2], ab[3], m, n0);
	oat_x64_mod_add6(s, s, t, m);
	oat_x64_mod_add6(s + 6, s + 6, t + 6, m);
	oat_x64_fp2_mul6_base(t, ab[4], ab[5], m, n0);
	oat_x64_mod_add6(r, s, t, m);
	oat_x64_mod_add6(r + 6, s + 6, t + 6, m);
}

void oat_x64_fp2_muln6_base(uint64_t r[24], const uint64_t a[12], const uint64_t b[12], const uint64_t m[6]) {
	uint64_t sa[6], sb[6], t[12];
	oat_x64_add6(sa, a, a + 6);
	oat_x64_add6(sb, b, b + 6);
	oat_x64_mul6x6_base(r, a, b);
	oat_x64_mul6x6_base(r + 12, a + 6, b + 6);
	oat_x64_mul6x6_base(t, sa, sb);
	oat_x64_sub12(t, t, r);
	oat_x64_sub12(t, t, r + 12);
	oat_x64_mod_sub12(r, r, r + 12, m);
	for (int i = 0; i < 12; i++) r[12 + i] = t[i];
}
