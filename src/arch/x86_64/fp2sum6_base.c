/* The baseline (MUL/ADC) twins of the fused 6-limb routines of fp2_6_adx.S
 * that mont6_base.S and fp2_6_base.S do not have (the sums of two Fp and of
 * two and three Fp2 products, the lazy tower's unreduced Fp2 product,
 * Karabina's pair), for CPUs
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
void oat_x64_fp2_sum3n_mul6_base(uint64_t r[24], const uint64_t *const ab[6], const uint64_t m[6]);
void oat_x64_fp2_line_m_mul6_base(uint64_t r[72], const uint64_t a[72], const uint64_t l[60], const uint64_t m[6],
		uint64_t n0);
void oat_x64_fp2_fp6_mul6_base(uint64_t r[36], const uint64_t a[36], const uint64_t l[60], const uint64_t m[6],
		uint64_t n0);
void oat_x64_mod_add12(uint64_t c[12], const uint64_t a[12], const uint64_t *b, const uint64_t m[6]);
void oat_x64_add12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);
void oat_x64_fp2_pck6_base(const uint64_t *const io[6], const uint64_t m[6], uint64_t n0);
void oat_x64_fp2_pck6_xi_base(const uint64_t *const io[6], const uint64_t m[6], uint64_t n0);
void oat_x64_mod_sub6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);

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

/* the three unreduced products, c0 summed mod m R and c1 exactly (< 6 m^2
 * < m R): the same values as the MULX routine's (each the representative in
 * [0, m R)) */
void oat_x64_fp2_sum3n_mul6_base(uint64_t r[24], const uint64_t *const ab[6], const uint64_t m[6]) {
	uint64_t t[24];
	oat_x64_fp2_muln6_base(r, ab[0], ab[1], m);
	for (int k = 2; k < 6; k += 2) {
		oat_x64_fp2_muln6_base(t, ab[k], ab[k + 1], m);
		oat_x64_mod_add12(r, r, t, m);
		oat_x64_add12(r + 12, r + 12, t + 12);
	}
}

/* an Fp12 element times an M-type line (fp2_6_adx.S's line_m, its table):
 * e'k = e_k l0 + e_(k-2) l1' + e_(k-3) l3', e_k at limb 36 (k & 1) +
 * 12 (k >> 1), each row (e index, l index) x 3 of l = { l0, l1, l3,
 * xi l1, xi l3 } */
void oat_x64_fp2_line_m_mul6_base(uint64_t r[72], const uint64_t a[72], const uint64_t l[60], const uint64_t m[6],
		uint64_t n0) {
	static const unsigned char el[6][6] = {
		{ 0, 0, 4, 3, 3, 4 }, { 1, 0, 5, 3, 4, 4 }, { 2, 0, 0, 1, 5, 4 },
		{ 3, 0, 1, 1, 0, 2 }, { 4, 0, 2, 1, 1, 2 }, { 5, 0, 3, 1, 2, 2 },
	};
	for (int k = 0; k < 6; k++) {
		const uint64_t *ab[6];
		for (int j = 0; j < 3; j++) {
			int e = el[k][2 * j];
			ab[2 * j] = a + 36 * (e & 1) + 12 * (e >> 1);
			ab[2 * j + 1] = l + 12 * el[k][2 * j + 1];
		}
		oat_x64_fp2_sum3_mul6_base(r + 36 * (k & 1) + 12 * (k >> 1), ab, m, n0);
	}
}

/* the Fp6 product a b (fp2_6_adx.S's fp6_mul), l = { b0, b1, b2, xi b1,
 * xi b2 }: e'0 = e0 b0 + e1 xi b2 + e2 xi b1, e'1 = e0 b1 + e1 b0 +
 * e2 xi b2, e'2 = e0 b2 + e1 b1 + e2 b0 */
void oat_x64_fp2_fp6_mul6_base(uint64_t r[36], const uint64_t a[36], const uint64_t l[60], const uint64_t m[6],
		uint64_t n0) {
	static const unsigned char lj[3][3] = { { 0, 4, 3 }, { 1, 0, 4 }, { 2, 1, 0 } };
	for (int k = 0; k < 3; k++) {
		const uint64_t *ab[6] = { a, l + 12 * lj[k][0], a + 12, l + 12 * lj[k][1], a + 24, l + 12 * lj[k][2] };
		oat_x64_fp2_sum3_mul6_base(r + 12 * k, ab, m, n0);
	}
}

/* Karabina's pair for xi = 1 + i (fp2_6_adx.S's PCK6_BODY): io = { h, k, x,
 * y, hx, ky }; b = x y, P = (x + y)(x + xi y), a = P - (1 + xi) b,
 * k = a + 2 (a - ky), h = 2 (hx + 3 b'), b' = b or xi b. */
static void pck6_base(const uint64_t *const io[6], const uint64_t m[6], uint64_t n0, int xi) {
	uint64_t *h = (uint64_t *)io[0], *k = (uint64_t *)io[1];
	const uint64_t *x = io[2], *y = io[3], *hx = io[4], *ky = io[5];
	uint64_t s[12], t[12], p[12], b[12], u[6];
	oat_x64_mod_add6(s, x, y, m);
	oat_x64_mod_add6(s + 6, x + 6, y + 6, m);
	oat_x64_mod_sub6(t, s, y + 6, m);
	oat_x64_mod_add6(t + 6, s + 6, y, m);
	oat_x64_fp2_mul6_base(p, s, t, m, n0);
	oat_x64_fp2_mul6_base(b, x, y, m, n0);
	for (int j = 0; j < 2; j++) {                     /* a_j, then k_j */
		uint64_t *a = p + 6 * j;
		if (j == 0) {
			oat_x64_mod_add6(a, a, b + 6, m);
			oat_x64_mod_sub6(a, a, b, m);
			oat_x64_mod_sub6(a, a, b, m);
		} else {
			oat_x64_mod_sub6(a, a, b, m);
			oat_x64_mod_sub6(a, a, b + 6, m);
			oat_x64_mod_sub6(a, a, b + 6, m);
		}
		oat_x64_mod_sub6(u, a, ky + 6 * j, m);
		oat_x64_mod_add6(u, u, u, m);
		oat_x64_mod_add6(k + 6 * j, u, a, m);
	}
	if (xi) {                                         /* b' = xi b */
		oat_x64_mod_sub6(u, b, b + 6, m);
		oat_x64_mod_add6(b + 6, b, b + 6, m);
		for (int i = 0; i < 6; i++) b[i] = u[i];
	}
	for (int j = 0; j < 2; j++) {
		oat_x64_mod_add6(u, b + 6 * j, b + 6 * j, m);
		oat_x64_mod_add6(u, u, b + 6 * j, m);
		oat_x64_mod_add6(u, u, hx + 6 * j, m);
		oat_x64_mod_add6(h + 6 * j, u, u, m);
	}
}

void oat_x64_fp2_pck6_base(const uint64_t *const io[6], const uint64_t m[6], uint64_t n0) {
	pck6_base(io, m, n0, 0);
}

void oat_x64_fp2_pck6_xi_base(const uint64_t *const io[6], const uint64_t m[6], uint64_t n0) {
	pck6_base(io, m, n0, 1);
}
