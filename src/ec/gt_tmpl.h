/* GT: the order-r subgroup of Fp12^*, written multiplicatively.  Its elements
 * lie in the cyclotomic subgroup (a^(p^6+1) = 1), so inversion is conjugation
 * and squaring is Granger-Scott's. */
#include <string.h>
#include "fp/util.h"
#include "ec/scalar_inl.h"
#include "ext/fp6_inl.h"
#include "ext/ext_int.h"

/* g = e(G1, G2), the constant OAT_GT_GEN of src/curves/<curve>/gt_gen.h,
 * which the instance file includes. */
void GT(get_gen)(GT(t) r) {
	static const oat_dig_t g[] = OAT_GT_GEN;
	typedef char gt_gen_fits_[sizeof(g) == sizeof(GT(st)) ? 1 : -1];
	(void)sizeof(gt_gen_fits_);
	memcpy(r, g, sizeof(g));
}

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
 * entries, 60 cyclotomic squarings and 64 multiplications (68 with the
 * parity corrections where the sub-scalars cannot be made odd, BN's),
 * against 256 squarings and 80 multiplications for plain 4-bit windows.
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
/* Where the curve has them (BLS12-381), odd sub-scalars (scalar_inl.h
 * oat_sc_odd_): no parity corrections at the end, 4 products fewer. */
#if defined(OAT_G2_GLS_ODD_DOM)
#define GT_ODD_ 1
static const unsigned char gt_odd_dom_[4] = OAT_G2_GLS_ODD_DOM;
static const unsigned char gt_odd_solve_[4] = OAT_G2_GLS_ODD_SOLVE;
typedef char gt_odd_fits_[OAT_G2_GLS_ODD_BITS <= GT_NB ? 1 : -1];
#else
#define GT_ODD_ 0
#endif

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

/* r = prod_{m<n} a_m^(k_m) for n <= 2 GT elements: the 4 n sub-scalars
 * over one chain of squarings (n = 2: gt_exp_sim, 60 squarings shared);
 * tab: the caller's 4 n tables (the stack of gt_exp stays 4 tables). */
static void gt_exp_n_(GT(t) r, GT(t) (*tab)[GT_T], const GT(t) *a, const FR(t) *k, int n) {
	GT(t) acc, t;
	oat_dig_t d[OAT_SC_DIGS], s[8][OAT_SC_DIGS], u[8][OAT_SC_DIGS], e[8];
	int nt = 4 * n;
	for (int m = 0; m < n; m++) {
		FR(get_digs)(d, k[m]);
		oat_sc_decomp_(&s[4 * m][0], d, &gt_gls_g_[0][0], &gt_gls_b_[0][0][0], 4);
#if GT_ODD_
		oat_sc_odd_(&s[4 * m][0], &gt_gls_b_[0][0][0], gt_odd_dom_, gt_odd_solve_, 4);
#endif
		for (int i = 0; i < 4; i++) e[4 * m + i] = oat_sc_recode_(u[4 * m + i], s[4 * m + i], GT_NB);
		/* tab[4m + i][j] = frb^i(a_m)^(2j + 1) */
		GT(t) *tm = tab[4 * m];
		GT(sqr)(t, a[m]);
		GT(copy)(tm[0], a[m]);
		for (int j = 1; j < GT_T; j++) GT(mul)(tm[j], tm[j - 1], t);
		/* frb^2 (constants in Fp) is the cheaper map: tab[2] and tab[3]
		 * from tab[0] and tab[1] */
		for (int j = 0; j < GT_T; j++) {
			FP12(frb)(tab[4 * m + 1][j], tm[j], 1);
			FP12(frb)(tab[4 * m + 2][j], tm[j], 2);
			FP12(frb)(tab[4 * m + 3][j], tab[4 * m + 1][j], 2);
		}
	}
	gt_tab_sel_(acc, tab[0], oat_sc_window_(u[0], GT_NB - GT_W, GT_W));
	for (int i = 1; i < nt; i++) {
		gt_tab_sel_(t, tab[i], oat_sc_window_(u[i], GT_NB - GT_W, GT_W));
		GT(mul)(acc, acc, t);
	}
	for (int w = GT_WIN - 2; w >= 0; w--) {
		for (int j = 0; j < GT_W; j++) GT(sqr)(acc, acc);
		for (int i = 0; i < nt; i++) {
			gt_tab_sel_(t, tab[i], oat_sc_window_(u[i], w * GT_W, GT_W));
			GT(mul)(acc, acc, t);
		}
	}
#if GT_ODD_
	(void)e;   /* every e[i] is 0 */
#else
	/* the even sub-scalars were recoded as k_i - 1: multiply by frb^i(a) */
	for (int i = 0; i < nt; i++) {
		GT(set_unity)(t);
		FP12(cmov)(t, tab[i][0], (int)e[i]);
		GT(mul)(acc, acc, t);
	}
#endif
	GT(copy)(r, acc);
	oat_wipe(d, sizeof(d));
	oat_wipe(s, sizeof(s));
	oat_wipe(u, sizeof(u));
	oat_wipe(e, sizeof(e));
	oat_wipe(tab, (size_t)nt * sizeof(tab[0]));
	oat_wipe(acc, sizeof(acc));
	oat_wipe(t, sizeof(t));
}

void GT(exp)(GT(t) r, const GT(t) a, const FR(t) k) {
	GT(t) tab[4][GT_T];
	gt_exp_n_(r, tab, (const GT(t) *)a, (const FR(t) *)k, 1);
}

void GT(exp_sim)(GT(t) r, const GT(t) a, const FR(t) k, const GT(t) b, const FR(t) l) {
	GT(t) x[2];
	FR(t) y[2];
	GT(copy)(x[0], a);
	GT(copy)(x[1], b);
	FR(copy)(y[0], k);
	FR(copy)(y[1], l);
	GT(t) tab[8][GT_T];
	gt_exp_n_(r, tab, (const GT(t) *)x, (const FR(t) *)y, 2);
	oat_wipe(y, sizeof(y));
}

/* r = a^k for a one-digit k: tab[i] = a^i, then 4-bit unsigned windows of
 * k from the top (4 cyclotomic squarings and one masked read and product
 * each); constant-time in k and a. */
void GT(exp_dig)(GT(t) r, const GT(t) a, oat_dig_t k) {
	GT(t) tab[16], acc, t;
	GT(set_unity)(tab[0]);
	GT(copy)(tab[1], a);
	for (int i = 2; i < 16; i++) GT(mul)(tab[i], tab[i - 1], a);
	GT(set_unity)(acc);
	for (int w = OAT_WSIZE / 4 - 1; w >= 0; w--) {
		for (int j = 0; j < 4; j++) GT(sqr)(acc, acc);
		oat_sc_tab_read_((oat_dig_t *)t, (const oat_dig_t *)tab, GT_DIGS, 16, (unsigned)(k >> (4 * w)) & 15);
		GT(mul)(acc, acc, t);
	}
	GT(copy)(r, acc);
	oat_wipe(tab, sizeof(tab));
	oat_wipe(acc, sizeof(acc));
	oat_wipe(t, sizeof(t));
}

void GT(exp_gen)(GT(t) r, const FR(t) k) {
	GT(t) g;
	GT(get_gen)(g);
	GT(exp)(r, g, k);
}

oat_err GT(rand)(GT(t) r, oat_rand_fn rng, void *ctx) {
	FR(t) k;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	oat_err e = FR(rand)(k, rng, ctx);
	if (e != OAT_OK) {
		GT(set_unity)(r);
		return e;
	}
	GT(exp_gen)(r, k);
	oat_wipe(k, sizeof(k));
	return OAT_OK;
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
	for (int j = 0; j < T; j++) {   /* frb^2, the cheaper map, where it serves */
		FP12(frb)(tab[1][j], tab[0][j], 1);
		FP12(frb)(tab[2][j], tab[0][j], 2);
		FP12(frb)(tab[3][j], tab[1][j], 2);
	}
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

/* The compressed form (the public header): the torus T2 of Fp12 over Fp6
 * (Rubin and Silverberg, "Torus-based cryptography", Crypto 2003; as in
 * Naehrig, Barreto and Schwabe, "On compressible pairings and their
 * computation", Africacrypt 2008).  a = a0 + a1 w of norm 1 and a != +-1 is
 * (c + w) / (c - w) for c = (1 + a0) / a1; a = 1 is written c = 0 (which
 * would otherwise stand for -1, not in GT), and since a1 = 0 there and the
 * inversion maps 0 to 0, the same formula gives it. */
#define GT_PACK (6 * FP_BYTES)

static void gt_compress_(FP6(t) c, const GT(t) a) {
	FP6(t) n, d;
	FP6(set_dig)(n, 1);
	FP6(add)(n, n, a->c[0]);
	FP6(inv)(d, a->c[1]);
	FP6(mul)(c, n, d);
	FP6(zero)(n);
	FP6(cmov)(c, n, FP6(is_zero)(a->c[1]));
}

/* a = (c^2 + v + 2 c w) / (c^2 - v); c = 0 gives 1. */
static void gt_decompress_(GT(t) a, const FP6(t) c) {
	FP6(t) c2, v, d;
	int zero = FP6(is_zero)(c);
	FP6(sqr)(c2, c);
	FP6(zero)(v);
	FP2(set_dig)(v->c[1], 1);            /* v */
	FP6(sub)(d, c2, v);
	FP6(inv)(d, d);
	FP6(add)(c2, c2, v);
	FP6(mul)(a->c[0], c2, d);
	FP6(dbl)(c2, c);
	FP6(mul)(a->c[1], c2, d);
	GT(t) one;
	GT(set_unity)(one);
	FP12(cmov)(a, one, zero);
}

oat_err GT(read_bin)(GT(t) r, const unsigned char *buf, size_t len) {
	GT(t) t;
	oat_err e;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	GT(set_unity)(r);
	if (buf != NULL && len == GT_PACK) {
		FP6(t) c;
		for (int j = 0; j < 3; j++) {
			e = FP2(read_bin)(c->c[j], buf + 2 * j * FP_BYTES, 2 * FP_BYTES);
			if (e != OAT_OK) return e;
		}
		gt_decompress_(t, c);
	} else {
		e = FP12(read_bin)(t, buf, len);
		if (e != OAT_OK) return e;
	}
	if (!GT(is_valid)(t)) return OAT_ERR_NOT_IN_GROUP;
	GT(copy)(r, t);
	return OAT_OK;
}

oat_err GT(write_bin)(unsigned char *buf, size_t len, const GT(t) a) {
	if (buf != NULL && a != NULL && len == GT_PACK) {
		FP6(t) c;
		gt_compress_(c, a);
		for (int j = 0; j < 3; j++) FP2(put_bytes_)(buf + 2 * j * FP_BYTES, c->c[j]);
		return OAT_OK;
	}
	return FP12(write_bin)(buf, len, a);
}
#undef GT_PACK
