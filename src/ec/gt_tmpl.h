/* GT: the order-r subgroup of Fp12^*, written multiplicatively.  Its elements
 * lie in the cyclotomic subgroup (a^(p^6+1) = 1), so inversion is conjugation
 * and squaring is Granger-Scott's. */
#include "fp/util.h"
#include "ec/scalar_inl.h"
#include "ext/fp6_inl.h"

void GT(set_unity)(GT(t) r) { FP12(set_dig)(r, 1); }
void GT(copy)(GT(t) r, const GT(t) a) { FP12(copy)(r, a); }
int GT(is_unity)(const GT(t) a) { return FP12(is_one)(a); }
int GT(equal)(const GT(t) a, const GT(t) b) { return FP12(equal)(a, b); }
void GT(mul)(GT(t) r, const GT(t) a, const GT(t) b) { FP12(mul)(r, a, b); }
void GT(sqr)(GT(t) r, const GT(t) a) { FP12(sqr_cyc)(r, a); }
void GT(inv)(GT(t) r, const GT(t) a) { FP12(conj)(r, a); }

/* a^r = 1 with general (not cyclotomic) squarings, since a is untrusted. */
int GT(is_valid)(const GT(t) a) {
	static const oat_dig_t order[FR_DIGS] = OAT_FR_MODULUS;
	unsigned char e[FR_BYTES];
	FP12(t) t;
	if (FP12(is_zero)(a)) return 0;
	oat_digs_to_bytes(e, sizeof(e), order, FR_DIGS);
	FP12(exp_vartime)(t, a, e, sizeof(e));
	return FP12(is_one)(t);
}

/* Exponentiation with the 4-dimensional GLS decomposition in the
 * cyclotomic subgroup (Galbraith and Scott, "Exponentiation in
 * pairing-friendly groups using homomorphisms", Pairing 2008): on GT the
 * Frobenius a -> a^p is the power [p mod r] = [6z^2], the same eigenvalue as
 * psi on G2, so k = sum_{i<4} k_i p^i with 64-bit sub-scalars from G2's
 * reduced basis, and a^k = prod_i frb^i(a)^(k_i).  The sub-scalars are
 * recoded to signed odd 4-bit digits (scalar_inl.h, Joye-Tunstall style), so
 * the sequence of squarings and multiplications is the same for every k;
 * each digit is read from its table of odd powers by masks over all entries
 * and inverted (conjugated) by a conditional move.  Cost: 7 + 24 table
 * entries, 60 cyclotomic squarings and 68 multiplications, against 256
 * squarings and 80 multiplications for plain 4-bit windows.
 * On input a must lie in GT (in particular in the cyclotomic subgroup, where
 * conjugation is inversion and the Frobenius is [p mod r]): every GT(t)
 * from the pairing or from GT(read_bin) does. */
#define GT_W 4
#define GT_T (1 << (GT_W - 1))
#define GT_WIN ((OAT_G2_GLS_BITS + GT_W - 1) / GT_W)
#define GT_NB (GT_W * GT_WIN)
#define GT_DIGS ((int)(sizeof(GT(st)) / sizeof(oat_dig_t)))
typedef char gt_tab_fits_[GT_T <= OAT_SC_TAB_MAX ? 1 : -1];

static const oat_dig_t gt_gls_g_[4][OAT_SC_DIGS] = OAT_G2_GLS_G;
static const oat_dig_t gt_gls_b_[4][4][OAT_SC_DIGS] = OAT_G2_GLS_B;

/* t = tab[idx]^(+-1) for the digit of window U (mul_tmpl.h's DIGIT_POS /
 * DIGIT_IDX: d = 2U - (2^w - 1), |d| = 2 idx + 1, d > 0 iff U >= 2^(w-1)). */
static void gt_tab_sel_(GT(t) t, const GT(t) tab[GT_T], unsigned U) {
	unsigned pos = U >> (GT_W - 1);
	unsigned idx = (U ^ ((pos - 1) & (GT_T - 1))) & (GT_T - 1);
	FP6(t) n;
	oat_sc_tab_read_((oat_dig_t *)t, (const oat_dig_t *)tab, GT_DIGS, GT_T, idx);
	/* the inverse in the cyclotomic subgroup is the conjugate: c1 negated */
	FP6(neg_i)(n, t->c[1]);
	oat_dig_t k = (oat_dig_t)0 - (oat_dig_t)(pos ^ 1), *x = (oat_dig_t *)t->c[1];
	const oat_dig_t *y = (const oat_dig_t *)n;
	for (int l = 0; l < (int)(sizeof(FP6(st)) / sizeof(oat_dig_t)); l++) x[l] ^= (x[l] ^ y[l]) & k;
}

void GT(exp)(GT(t) r, const GT(t) a, const FR(t) k) {
	GT(t) tab[4][GT_T], acc, t;
	oat_dig_t d[OAT_SC_DIGS], s[4][OAT_SC_DIGS], u[4][OAT_SC_DIGS], e[4];
	FR(get_digs)(d, k);
	oat_sc_decomp_(&s[0][0], d, &gt_gls_g_[0][0], &gt_gls_b_[0][0][0], 4);
	for (int i = 0; i < 4; i++) e[i] = oat_sc_recode_(u[i], s[i], GT_NB);
	/* tab[i][j] = frb^i(a)^(2j + 1) */
	GT(sqr)(t, a);
	GT(copy)(tab[0][0], a);
	for (int j = 1; j < GT_T; j++) GT(mul)(tab[0][j], tab[0][j - 1], t);
	/* frb^2 (constants in Fp) is the cheaper map: tab[2] from tab[0] */
	for (int j = 0; j < GT_T; j++) {
		FP12(frb)(tab[1][j], tab[0][j], 1);
		FP12(frb)(tab[2][j], tab[0][j], 2);
		FP12(frb)(tab[3][j], tab[2][j], 1);
	}
	gt_tab_sel_(acc, tab[0], oat_sc_window_(u[0], GT_NB - GT_W, GT_W));
	for (int i = 1; i < 4; i++) {
		gt_tab_sel_(t, tab[i], oat_sc_window_(u[i], GT_NB - GT_W, GT_W));
		GT(mul)(acc, acc, t);
	}
	for (int w = GT_WIN - 2; w >= 0; w--) {
		for (int j = 0; j < GT_W; j++) GT(sqr)(acc, acc);
		for (int i = 0; i < 4; i++) {
			gt_tab_sel_(t, tab[i], oat_sc_window_(u[i], w * GT_W, GT_W));
			GT(mul)(acc, acc, t);
		}
	}
	/* the even sub-scalars were recoded as k_i - 1: multiply by frb^i(a) */
	for (int i = 0; i < 4; i++) {
		GT(set_unity)(t);
		FP12(cmov)(t, tab[i][0], (int)e[i]);
		GT(mul)(acc, acc, t);
	}
	GT(copy)(r, acc);
	oat_wipe(d, sizeof(d));
	oat_wipe(s, sizeof(s));
	oat_wipe(u, sizeof(u));
	oat_wipe(e, sizeof(e));
	oat_wipe(tab, sizeof(tab));
}

/* The same decomposition with width-5 NAFs of the sub-scalars (inverses
 * are conjugations, free), interleaved over one chain of squarings; for
 * public exponents only. */
void GT(exp_vartime)(GT(t) r, const GT(t) a, const FR(t) k) {
	enum { W = 5, T = 1 << (W - 2) };
	GT(t) tab[4][T], acc, t;
	short naf[4][OAT_G2_GLS_BITS + 1];
	oat_dig_t d[OAT_SC_DIGS], s[4][OAT_SC_DIGS];
	int len = 0, started = 0;
	FR(get_digs)(d, k);
	oat_sc_decomp_(&s[0][0], d, &gt_gls_g_[0][0], &gt_gls_b_[0][0][0], 4);
	for (int i = 0; i < 4; i++) {
		int l = oat_sc_wnaf_vartime_(naf[i], s[i], OAT_G2_GLS_BITS, W);
		if (l > len) len = l;
	}
	GT(sqr)(t, a);
	GT(copy)(tab[0][0], a);
	for (int j = 1; j < T; j++) GT(mul)(tab[0][j], tab[0][j - 1], t);
	for (int i = 1; i < 4; i++)
		for (int j = 0; j < T; j++) FP12(frb)(tab[i][j], tab[i - 1][j], 1);
	GT(set_unity)(acc);
	for (int b = len - 1; b >= 0; b--) {
		if (started) GT(sqr)(acc, acc);
		for (int i = 0; i < 4; i++) {
			int x = naf[i][b];
			if (x > 0) {
				GT(mul)(acc, acc, tab[i][x >> 1]);
				started = 1;
			} else if (x < 0) {
				FP12(conj)(t, tab[i][(-x) >> 1]);
				GT(mul)(acc, acc, t);
				started = 1;
			}
		}
	}
	GT(copy)(r, acc);
}

oat_err GT(read_bin)(GT(t) r, const unsigned char *buf, size_t len) {
	GT(t) t;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	oat_err e = FP12(read_bin)(t, buf, len);
	GT(set_unity)(r);
	if (e != OAT_OK) return e;
	if (!GT(is_valid)(t)) return OAT_ERR_NOT_IN_GROUP;
	GT(copy)(r, t);
	return OAT_OK;
}

oat_err GT(write_bin)(unsigned char *buf, size_t len, const GT(t) a) {
	return FP12(write_bin)(buf, len, a);
}
