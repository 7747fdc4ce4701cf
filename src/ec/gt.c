/* GT: the order-r subgroup of Fp12^*, written multiplicatively.  Its elements
 * lie in the cyclotomic subgroup (a^(p^6+1) = 1), so inversion is conjugation
 * and squaring is Granger-Scott's. */
#include "param/param.h"
#include "fp/util.h"
#include "oat/ec.h"
#include "ec/scalar_impl.h"
#include "ext/fp6_inl.h"

void oat_gt_set_unity(oat_gt_t r) { oat_fp12_set_dig(r, 1); }
void oat_gt_copy(oat_gt_t r, const oat_gt_t a) { oat_fp12_copy(r, a); }
int oat_gt_is_unity(const oat_gt_t a) { return oat_fp12_is_one(a); }
int oat_gt_equal(const oat_gt_t a, const oat_gt_t b) { return oat_fp12_equal(a, b); }
void oat_gt_mul(oat_gt_t r, const oat_gt_t a, const oat_gt_t b) { oat_fp12_mul(r, a, b); }
void oat_gt_sqr(oat_gt_t r, const oat_gt_t a) { oat_fp12_sqr_cyc(r, a); }
void oat_gt_inv(oat_gt_t r, const oat_gt_t a) { oat_fp12_conj(r, a); }

/* a^r = 1 with general (not cyclotomic) squarings, since a is untrusted. */
int oat_gt_is_valid(const oat_gt_t a) {
	static const oat_dig_t order[OAT_FR_DIGS] = OAT_FR_MODULUS;
	unsigned char e[OAT_FR_BYTES];
	oat_fp12_t t;
	if (oat_fp12_is_zero(a)) return 0;
	oat_digs_to_bytes(e, sizeof(e), order, OAT_FR_DIGS);
	oat_fp12_exp_vartime(t, a, e, sizeof(e));
	return oat_fp12_is_one(t);
}

/* Exponentiation with the 4-dimensional GLS decomposition in the
 * cyclotomic subgroup (Galbraith and Scott, "Exponentiation in
 * pairing-friendly groups using homomorphisms", Pairing 2008): on GT the
 * Frobenius a -> a^p is the power [p mod r] = [6z^2], the same eigenvalue as
 * psi on G2, so k = sum_{i<4} k_i p^i with 64-bit sub-scalars from G2's
 * reduced basis, and a^k = prod_i frb^i(a)^(k_i).  The sub-scalars are
 * recoded to signed odd 4-bit digits (scalar_impl.h, Joye-Tunstall style), so
 * the sequence of squarings and multiplications is the same for every k;
 * each digit is read from its table of odd powers by masks over all entries
 * and inverted (conjugated) by a conditional move.  Cost: 7 + 24 table
 * entries, 60 cyclotomic squarings and 68 multiplications, against 256
 * squarings and 80 multiplications for plain 4-bit windows.
 * On input a must lie in GT (in particular in the cyclotomic subgroup, where
 * conjugation is inversion and the Frobenius is [p mod r]): every oat_gt_t
 * from the pairing or from oat_gt_read_bin does. */
#define GT_W 4
#define GT_T (1 << (GT_W - 1))
#define GT_WIN ((OAT_G2_GLS_BITS + GT_W - 1) / GT_W)
#define GT_NB (GT_W * GT_WIN)
#define GT_DIGS ((int)(sizeof(oat_gt_st) / sizeof(oat_dig_t)))
typedef char gt_tab_fits_[GT_T <= OAT_SC_TAB_MAX ? 1 : -1];

static const oat_dig_t gt_gls_g_[4][OAT_SC_DIGS] = OAT_G2_GLS_G;
static const oat_dig_t gt_gls_b_[4][4][OAT_SC_DIGS] = OAT_G2_GLS_B;

/* t = tab[idx]^(+-1) for the digit of window U (mul_impl.h's DIGIT_POS /
 * DIGIT_IDX: d = 2U - (2^w - 1), |d| = 2 idx + 1, d > 0 iff U >= 2^(w-1)). */
static void gt_tab_sel_(oat_gt_t t, const oat_gt_t tab[GT_T], unsigned U) {
	unsigned pos = U >> (GT_W - 1);
	unsigned idx = (U ^ ((pos - 1) & (GT_T - 1))) & (GT_T - 1);
	oat_fp6_t n;
	oat_sc_tab_read_((oat_dig_t *)t, (const oat_dig_t *)tab, GT_DIGS, GT_T, idx);
	/* the inverse in the cyclotomic subgroup is the conjugate: c1 negated */
	oat_fp6_neg_i(n, t->c[1]);
	oat_dig_t k = (oat_dig_t)0 - (oat_dig_t)(pos ^ 1), *x = (oat_dig_t *)t->c[1];
	const oat_dig_t *y = (const oat_dig_t *)n;
	for (int l = 0; l < (int)(sizeof(oat_fp6_st) / sizeof(oat_dig_t)); l++) x[l] ^= (x[l] ^ y[l]) & k;
}

void oat_gt_exp(oat_gt_t r, const oat_gt_t a, const oat_fr_t k) {
	oat_gt_t tab[4][GT_T], acc, t;
	oat_dig_t d[OAT_SC_DIGS], s[4][OAT_SC_DIGS], u[4][OAT_SC_DIGS], e[4];
	oat_fr_get_digs(d, k);
	oat_sc_decomp_(&s[0][0], d, &gt_gls_g_[0][0], &gt_gls_b_[0][0][0], 4);
	for (int i = 0; i < 4; i++) e[i] = oat_sc_recode_(u[i], s[i], GT_NB);
	/* tab[i][j] = frb^i(a)^(2j + 1) */
	oat_gt_sqr(t, a);
	oat_gt_copy(tab[0][0], a);
	for (int j = 1; j < GT_T; j++) oat_gt_mul(tab[0][j], tab[0][j - 1], t);
	/* frb^2 (constants in Fp) is the cheaper map: tab[2] from tab[0] */
	for (int j = 0; j < GT_T; j++) {
		oat_fp12_frb(tab[1][j], tab[0][j], 1);
		oat_fp12_frb(tab[2][j], tab[0][j], 2);
		oat_fp12_frb(tab[3][j], tab[2][j], 1);
	}
	gt_tab_sel_(acc, tab[0], oat_sc_window_(u[0], GT_NB - GT_W, GT_W));
	for (int i = 1; i < 4; i++) {
		gt_tab_sel_(t, tab[i], oat_sc_window_(u[i], GT_NB - GT_W, GT_W));
		oat_gt_mul(acc, acc, t);
	}
	for (int w = GT_WIN - 2; w >= 0; w--) {
		for (int j = 0; j < GT_W; j++) oat_gt_sqr(acc, acc);
		for (int i = 0; i < 4; i++) {
			gt_tab_sel_(t, tab[i], oat_sc_window_(u[i], w * GT_W, GT_W));
			oat_gt_mul(acc, acc, t);
		}
	}
	/* the even sub-scalars were recoded as k_i - 1: multiply by frb^i(a) */
	for (int i = 0; i < 4; i++) {
		oat_gt_set_unity(t);
		oat_fp12_cmov(t, tab[i][0], (int)e[i]);
		oat_gt_mul(acc, acc, t);
	}
	oat_gt_copy(r, acc);
	oat_wipe(d, sizeof(d));
	oat_wipe(s, sizeof(s));
	oat_wipe(u, sizeof(u));
	oat_wipe(e, sizeof(e));
	oat_wipe(tab, sizeof(tab));
}

/* The same decomposition with width-5 NAFs of the sub-scalars (inverses
 * are conjugations, free), interleaved over one chain of squarings; for
 * public exponents only. */
void oat_gt_exp_vartime(oat_gt_t r, const oat_gt_t a, const oat_fr_t k) {
	enum { W = 5, T = 1 << (W - 2) };
	oat_gt_t tab[4][T], acc, t;
	signed char naf[4][OAT_G2_GLS_BITS + 1];
	oat_dig_t d[OAT_SC_DIGS], s[4][OAT_SC_DIGS];
	int len = 0, started = 0;
	oat_fr_get_digs(d, k);
	oat_sc_decomp_(&s[0][0], d, &gt_gls_g_[0][0], &gt_gls_b_[0][0][0], 4);
	for (int i = 0; i < 4; i++) {
		int l = oat_sc_wnaf_vartime_(naf[i], s[i], OAT_G2_GLS_BITS, W);
		if (l > len) len = l;
	}
	oat_gt_sqr(t, a);
	oat_gt_copy(tab[0][0], a);
	for (int j = 1; j < T; j++) oat_gt_mul(tab[0][j], tab[0][j - 1], t);
	for (int i = 1; i < 4; i++)
		for (int j = 0; j < T; j++) oat_fp12_frb(tab[i][j], tab[i - 1][j], 1);
	oat_gt_set_unity(acc);
	for (int b = len - 1; b >= 0; b--) {
		if (started) oat_gt_sqr(acc, acc);
		for (int i = 0; i < 4; i++) {
			int x = naf[i][b];
			if (x > 0) {
				oat_gt_mul(acc, acc, tab[i][x >> 1]);
				started = 1;
			} else if (x < 0) {
				oat_fp12_conj(t, tab[i][(-x) >> 1]);
				oat_gt_mul(acc, acc, t);
				started = 1;
			}
		}
	}
	oat_gt_copy(r, acc);
}

oat_err oat_gt_read_bin(oat_gt_t r, const unsigned char *buf, size_t len) {
	oat_gt_t t;
	oat_err e = oat_fp12_read_bin(t, buf, len);
	oat_gt_set_unity(r);
	if (e != OAT_OK) return e;
	if (!oat_gt_is_valid(t)) return OAT_ERR_NOT_IN_GROUP;
	oat_gt_copy(r, t);
	return OAT_OK;
}

oat_err oat_gt_write_bin(unsigned char *buf, size_t len, const oat_gt_t a) {
	return oat_fp12_write_bin(buf, len, a);
}
