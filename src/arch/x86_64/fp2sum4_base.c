/* The baseline (MUL/ADC) twins of the fused Fp2 routines of fp2_4_adx.S
 * (sums of products, Karabina's pair), for CPUs without ADX: compositions of
 * oat_x64_fp2_mul4_base and the additive routines of modadd4.S, with the
 * same contracts.  The tower calls the fused routines only where the ADX
 * kernels may run (OAT_X86_ADX auto or on); these keep the ifunc names of
 * an auto build complete. */
#include <stdint.h>
#include <string.h>

void oat_x64_fp2_mul4_base(uint64_t *r, const uint64_t *a, const uint64_t *b, const uint64_t m[4], uint64_t n0);
void oat_x64_mod_add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
void oat_x64_mod_sub4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
void oat_x64_mod_dbl4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
void oat_x64_fp2_pck4_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0);
void oat_x64_mont_mul4_base(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4], uint64_t n0);
void oat_x64_fp_sum2_mul4_base(uint64_t r[4], const uint64_t *const ab[4], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_pck4_xi_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_pck4_9_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_pck4_xi_9_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_sum2_mul4_base(uint64_t r[8], const uint64_t *const ab[4], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_sum3_mul4_base(uint64_t r[8], const uint64_t *const ab[6], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_sum3w_mul4_base(uint64_t r[8], const uint64_t *const ab[6], const uint64_t m[4], uint64_t n0);
void oat_x64_fp2_line_mul4_base(uint64_t r[48], const uint64_t a[48], const uint64_t l[40], const uint64_t m[4],
		uint64_t n0);
void oat_x64_fp2_linew_mul4_base(uint64_t r[48], const uint64_t a[48], const uint64_t l[40], const uint64_t m[4],
		uint64_t n0);

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

void oat_x64_fp2_sum3w_mul4_base(uint64_t r[8], const uint64_t *const ab[6], const uint64_t m[4], uint64_t n0) {
	oat_x64_fp2_sum_mul4_base_(r, ab, 3, m, n0);
}

/* e'k = e_k l0 + e_(k-1) l1' + e_(k-3) l3', as fp2_4_adx.S: e_k at limb
 * 24 (k & 1) + 8 (k >> 1) of a, l = { l0, l1, l3, xi l1, xi l3 }, and
 * l1', l3' the xi multiples where the index wraps. */
static void oat_x64_fp2_line_mul4_base_(uint64_t r[48], const uint64_t a[48], const uint64_t l[40],
		const uint64_t m[4], uint64_t n0) {
	static const unsigned char el[6][6] = {
		{ 0, 0, 5, 3, 3, 4 }, { 1, 0, 0, 1, 4, 4 }, { 2, 0, 1, 1, 5, 4 },
		{ 3, 0, 2, 1, 0, 2 }, { 4, 0, 3, 1, 1, 2 }, { 5, 0, 4, 1, 2, 2 },
	};
	for (int k = 0; k < 6; k++) {
		const uint64_t *ab[6];
		for (int j = 0; j < 3; j++) {
			int e = el[k][2 * j];
			ab[2 * j] = a + 24 * (e & 1) + 8 * (e >> 1);
			ab[2 * j + 1] = l + 8 * el[k][2 * j + 1];
		}
		oat_x64_fp2_sum_mul4_base_(r + 24 * (k & 1) + 8 * (k >> 1), ab, 3, m, n0);
	}
}

void oat_x64_fp2_line_mul4_base(uint64_t r[48], const uint64_t a[48], const uint64_t l[40], const uint64_t m[4],
		uint64_t n0) {
	oat_x64_fp2_line_mul4_base_(r, a, l, m, n0);
}

void oat_x64_fp2_linew_mul4_base(uint64_t r[48], const uint64_t a[48], const uint64_t l[40], const uint64_t m[4],
		uint64_t n0) {
	oat_x64_fp2_line_mul4_base_(r, a, l, m, n0);
}

/* r = c a mod m for a small c >= 1 (a < m), by additions */
static void oat_x64_mulk4_base_(uint64_t r[4], const uint64_t a[4], int c, const uint64_t m[4]) {
	uint64_t t[4];
	memcpy(t, a, sizeof(t));
	for (int i = 1; i < c; i++) oat_x64_mod_add4(t, t, a, m);
	memcpy(r, t, sizeof(t));
}

/* r = (A + i) a in Fp2, r apart from a */
static void oat_x64_mulxi4_base_(uint64_t r[8], const uint64_t a[8], int A, const uint64_t m[4]) {
	oat_x64_mulk4_base_(r, a, A, m);
	oat_x64_mod_sub4(r, r, a + 4, m);
	oat_x64_mulk4_base_(r + 4, a + 4, A, m);
	oat_x64_mod_add4(r + 4, r + 4, a, m);
}

/* io = { h, k, x, y, hx, ky }, xi = A + i: b = x y, P = (x + y)(x + xi y),
 * a = P - (1 + xi) b, k = a + 2 (a - ky), h = 2 (hx + 3 b'), b' = b or xi b. */
static void oat_x64_fp2_pck4_base_(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0, int xi, int A) {
	uint64_t *h = (uint64_t *)io[0], *k = (uint64_t *)io[1];
	const uint64_t *x = io[2], *y = io[3], *hx = io[4], *ky = io[5];
	uint64_t s[8], t[8], p[8], b[8], a[8], u[4], e[8];
	oat_x64_mod_add4(s, x, y, m);
	oat_x64_mod_add4(s + 4, x + 4, y + 4, m);
	oat_x64_mulxi4_base_(t, y, A, m);
	oat_x64_mod_add4(t, t, x, m);
	oat_x64_mod_add4(t + 4, t + 4, x + 4, m);      /* x + xi y */
	oat_x64_fp2_mul4_base(p, s, t, m, n0);
	oat_x64_fp2_mul4_base(b, x, y, m, n0);
	oat_x64_mulk4_base_(u, b, A + 1, m);
	oat_x64_mod_sub4(a, p, u, m);
	oat_x64_mod_add4(a, a, b + 4, m);              /* a0 = P0 - (A + 1) b0 + b1 */
	oat_x64_mulk4_base_(u, b + 4, A + 1, m);
	oat_x64_mod_sub4(a + 4, p + 4, b, m);
	oat_x64_mod_sub4(a + 4, a + 4, u, m);          /* a1 = P1 - b0 - (A + 1) b1 */
	for (int j = 0; j < 2; j++) {
		oat_x64_mod_sub4(u, a + 4 * j, ky + 4 * j, m);
		oat_x64_mod_dbl4(u, u, m);
		oat_x64_mod_add4(k + 4 * j, a + 4 * j, u, m);
	}
	if (xi) oat_x64_mulxi4_base_(e, b, A, m);
	else memcpy(e, b, sizeof(e));
	for (int j = 0; j < 2; j++) {
		oat_x64_mod_dbl4(u, e + 4 * j, m);
		oat_x64_mod_add4(u, u, e + 4 * j, m);
		oat_x64_mod_add4(u, u, hx + 4 * j, m);
		oat_x64_mod_dbl4(h + 4 * j, u, m);
	}
}

void oat_x64_fp2_pck4_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0) {
	oat_x64_fp2_pck4_base_(io, m, n0, 0, 1);
}

void oat_x64_fp2_pck4_xi_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0) {
	oat_x64_fp2_pck4_base_(io, m, n0, 1, 1);
}

void oat_x64_fp2_pck4_9_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0) {
	oat_x64_fp2_pck4_base_(io, m, n0, 0, 9);
}

void oat_x64_fp2_pck4_xi_9_base(const uint64_t *const io[6], const uint64_t m[4], uint64_t n0) {
	oat_x64_fp2_pck4_base_(io, m, n0, 1, 9);
}

void oat_x64_fp_sum2_mul4_base(uint64_t r[4], const uint64_t *const ab[4], const uint64_t m[4], uint64_t n0) {
	uint64_t s[4], t[4];
	oat_x64_mont_mul4_base(s, ab[0], ab[1], m, n0);
	oat_x64_mont_mul4_base(t, ab[2], ab[3], m, n0);
	oat_x64_mod_add4(r, s, t, m);
}
