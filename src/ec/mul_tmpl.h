/* Scalar multiplication in G1 and G2, and on the NIST curves, written once
 * and included by g1_tmpl.h, g2_tmpl.h and ep_tmpl.h after the group law
 * (sw_tmpl.h).  The pairing groups have an endomorphism that acts on them
 * as a scalar mu of about r^(1/d):
 *   G1: phi(x, y) = (beta x, y) = [lambda](x, y), d = 2 (GLV: Gallant,
 *       Lambert and Vanstone, "Faster point multiplication on elliptic
 *       curves with efficient endomorphisms", Crypto 2001);
 *   G2: psi = [p mod r] (BN: [6z^2], BLS12: [z]), d = 4 (GLS: Galbraith,
 *       Lin and Scott, "Endomorphisms for faster elliptic curve cryptography on a large
 *       class of curves", Eurocrypt 2009; the 4-dimensional lattice of BN
 *       curves as in Galbraith and Scott, "Exponentiation in
 *       pairing-friendly groups using homomorphisms", Pairing 2008, with a
 *       reduced basis checked by tools/gen_params.py),
 * so k P = sum_{i<d} k_i endo^i(P) with sub-scalars of about bits(r)/d bits
 * (scalar_inl.h).  Hence every k P here is for P in the group: on a point
 * of the twist outside G2, psi is not [mu] and the result is not [k]P.
 *
 * The includer defines, besides the names of sw_tmpl.h:
 *   ENDO_D           the dimension d
 *   G(endo_)         static void (PT r, const PT a): the endomorphism
 *   C_ENDO_G, C_ENDO_B, ENDO_BITS   decomposition constants of the curve
 *                    (g_j, b'_ji, and |k_i| + 1 <= 2^ENDO_BITS - 1)
 *   G_GEN_TAB        1 if the library has the fixed-base table of the
 *                    generator, G(gen_tab_) of gen_tab.h (OAT_GEN_TABLES)
 *   FE_NFP           Fp elements per coordinate (1 or 2)
 *   FE_LOAD_DIGS(r, d)  loads a coordinate from FE_NFP * FP_DIGS
 *                    consecutive Montgomery digits at d
 *
 * Constant-time (mul, mul_sim, mul_gen): the sub-scalars are recoded to
 * signed odd digits (scalar_inl.h), so the sequence of operations is the
 * same for every scalar; each digit is read from its table by masks over
 * all entries and negated by a conditional move; the group law is complete
 * (Renes, Costello and Batina), so no input is exceptional.  Variable-time
 * (mul_vartime, mul_sim_vartime, mul_sim_gen_vartime): jac_mul_tmpl.h,
 * which the includer adds after this file (with jac_tmpl.h after the group
 * law); the multi-scalar multiplication (msm_vartime) is here. */

#include "ec/scalar_inl.h"
#include "ec/gen_tab.h"

/* Windows of the constant-time variable-base methods: w-bit signed odd
 * digits, 2^(w-1) table entries per sub-scalar.  For 126-bit (G1) and
 * 64-bit (G2) sub-scalars w = 4 and w = 5 cost the same to within 1%
 * (fewer additions against larger tables and table scans); 4 takes half
 * the stack.  The includer may choose another (ep_tmpl.h: 5, for whole
 * scalars without an endomorphism).
 * ENDO_D = 1 (the NIST curves) is the plain method: no endomorphism, the
 * one "sub-scalar" is k itself (ENDO_BITS = bits of r), and OAT_SC_DIGS
 * has a digit to spare above r for the recoding. */
#ifndef MUL_W
#define MUL_W 4
#endif
#define MUL_T (1 << (MUL_W - 1))
#define MUL_WIN ((ENDO_BITS + MUL_W - 1) / MUL_W)
#define MUL_NB (MUL_W * MUL_WIN)
/* Fixed-base windows of the generator. */
#define GEN_T (1 << (OAT_GEN_W - 1))
typedef char G(tabs_fit_)[(MUL_T <= OAT_SC_TAB_MAX && GEN_T <= OAT_SC_TAB_MAX) ? 1 : -1];
#define GEN_NB (OAT_GEN_W * OAT_GEN_WINDOWS)
#define FE_DIGS (FE_NFP * FP_DIGS)

#if MUL_NB >= OAT_SC_BITS || GEN_NB >= OAT_SC_BITS || GEN_NB < FR_BITS
#error "recoding widths do not fit the scalar size"
#endif

#if ENDO_D > 1
static const oat_dig_t G(endo_g_)[ENDO_D][OAT_SC_DIGS] = C_ENDO_G;
static const oat_dig_t G(endo_b_)[ENDO_D][ENDO_D][OAT_SC_DIGS] = C_ENDO_B;
#endif
/* G_ODD_: the constant-time methods' sub-scalars are made odd (the curve's
 * C_ENDO_ODD_*, scalar_inl.h oat_sc_odd_), so they add no parity
 * corrections; the bound must fit the windows. */
#if ENDO_D > 1 && defined(C_ENDO_ODD_DOM)
#define G_ODD_ 1
static const unsigned char G(odd_dom_)[ENDO_D] = C_ENDO_ODD_DOM;
static const unsigned char G(odd_solve_)[ENDO_D] = C_ENDO_ODD_SOLVE;
typedef char G(odd_fits_)[C_ENDO_ODD_BITS <= MUL_NB ? 1 : -1];
#else
#define G_ODD_ 0
#endif

/* d = the canonical digits of k, zero above FR_DIGS. */
static void G(sc_digs_)(oat_dig_t d[OAT_SC_DIGS], const FR(t) k) {
	for (int i = FR_DIGS; i < OAT_SC_DIGS; i++) d[i] = 0;
	FR(get_digs)(d, k);
}

/* s[0..ENDO_D) = the sub-scalars of k (scalar_inl.h; for ENDO_D = 1, k). */
static void G(split_)(oat_dig_t (*s)[OAT_SC_DIGS], const FR(t) k) {
#if ENDO_D > 1
	oat_dig_t d[OAT_SC_DIGS];
	G(sc_digs_)(d, k);
	oat_sc_decomp_(&s[0][0], d, &G(endo_g_)[0][0], &G(endo_b_)[0][0][0], ENDO_D);
	oat_wipe(d, sizeof(d));
#else
	G(sc_digs_)(s[0], k);
#endif
}

/* The group law on the curve (s = 0) or, where the group has one
 * (sw_tmpl.h G_ISO), on the isomorphic curve of the constant-time
 * multiplications (s = 1): G(mul), mul_sim and the constant-time msm map
 * their points there (G_ISO_IN_), run the tables and the chain there and
 * map the result back (G_ISO_OUT_), two or four products each way.  s is
 * public. */
#if G_ISO
#define G_ADDK_(s, r, p, q) do { if (s) G(add_s_)(r, p, q); else G(add)(r, p, q); } while (0)
#define G_DBLK_(s, r, p) do { if (s) G(dbl_s_)(r, p); else G(dbl)(r, p); } while (0)
#define G_ISO_IN_(r, a) G(iso_)(r, a, 0)
#define G_ISO_OUT_(r) G(iso_)(r, r, 1)
#else
#define G_ADDK_(s, r, p, q) G(add)(r, p, q)
#define G_DBLK_(s, r, p) G(dbl)(r, p)
#define G_ISO_IN_(r, a) G(copy)(r, a)
#define G_ISO_OUT_(r) ((void)0)
#endif

/* tab[i] = (2i + 1) a for i < n: one doubling and n - 1 additions (s as
 * above). */
static void G(tab_odd_)(PT tab[], const PT a, int n, int s) {
	PT a2;
	(void)s;
	G_DBLK_(s, a2, a);
	G(copy)(tab[0], a);
	for (int i = 1; i < n; i++) G_ADDK_(s, tab[i], tab[i - 1], a2);
}

/* tab[i][j] = (2j + 1) endo^i(a) for i < ENDO_D, j < MUL_T. */
static void G(tab_endo_)(PT (*tab)[MUL_T], const PT a, int s) {
	G(tab_odd_)(tab[0], a, MUL_T, s);
#if ENDO_D > 1
	for (int i = 1; i < ENDO_D; i++)
		for (int j = 0; j < MUL_T; j++) G(endo_)(tab[i][j], tab[i - 1][j]);
#endif
}

/* The digit of a window U in the recoding of scalar_inl.h is
 * d = 2U - (2^w - 1), odd, |d| = 2 idx + 1 with idx = U - 2^(w-1) when
 * U >= 2^(w-1) (d > 0) and idx = 2^(w-1) - 1 - U otherwise: in both cases
 * the low w - 1 bits of U, complemented when d < 0. */
#define DIGIT_POS(U, w) ((U) >> ((w) - 1))
#define DIGIT_IDX(U, w) (((U) ^ ((DIGIT_POS(U, w) - 1) & ((1u << ((w) - 1)) - 1))) & ((1u << ((w) - 1)) - 1))

/* A point is a plain array of digits (three coordinates of FP(st) or
 * FP2(st)), so a table read can mask whole points digit by digit. */
#define PT_DIGS ((int)(sizeof(PT) / (sizeof(oat_dig_t))))
typedef char G(pt_is_digits_)[sizeof(PT) % sizeof(oat_dig_t) == 0 ? 1 : -1];

/* t = d B for the digit d of window U, from tab = (B, 3B, .., (2^w - 1)B):
 * every digit of every entry is read, the right entry kept by a mask; then
 * negated by a conditional move when d < 0. */
static void G(tab_sel_)(PT t, const PT tab[MUL_T], unsigned U) {
	unsigned pos = DIGIT_POS(U, MUL_W), idx = DIGIT_IDX(U, MUL_W);
	FET n;
	oat_sc_tab_read_((oat_dig_t *)t, (const oat_dig_t *)tab, PT_DIGS, MUL_T, idx);
	FEI(neg)(n, t->y);
	FE(cmov)(t->y, n, (int)(pos ^ 1));
}

/* Decomposes k (scalar_inl.h) and recodes the sub-scalars: u[i] holds the
 * windows of k_i - e[i], e[i] in {0, 1} (0 with G_ODD_). */
static void G(decomp_)(oat_dig_t (*u)[OAT_SC_DIGS], oat_dig_t *e, const FR(t) k) {
	oat_dig_t s[ENDO_D][OAT_SC_DIGS];
	G(split_)(s, k);
#if G_ODD_
	oat_sc_odd_(&s[0][0], &G(endo_b_)[0][0][0], G(odd_dom_), G(odd_solve_), ENDO_D);
#endif
	for (int i = 0; i < ENDO_D; i++) e[i] = oat_sc_recode_(u[i], s[i], MUL_NB);
	oat_wipe(s, sizeof(s));
}

/* r = sum_{i<m} (k_i - e_i) B_i + e_i B_i, where tab[i] holds the odd
 * multiples of B_i and u[i] the recoding of k_i - e_i: interleaved fixed
 * windows from the top, MUL_W doublings and m table reads and additions per
 * window, then m additions of e_i B_i or infinity (none with G_ODD_, where
 * the sub-scalars are odd).  The operations depend only on m. */
static void G(mul_regular_)(PT r, PT (*tab)[MUL_T], oat_dig_t (*u)[OAT_SC_DIGS],
		const oat_dig_t *e, int m, int s) {
	PT acc, t;
	(void)s;
	for (int i = 0; i < m; i++) {
		G(tab_sel_)(t, tab[i], oat_sc_window_(u[i], MUL_NB - MUL_W, MUL_W));
		if (i == 0) G(copy)(acc, t);
		else G_ADDK_(s, acc, acc, t);
	}
	for (int w = MUL_WIN - 2; w >= 0; w--) {
#if defined(G_HAVE_DBL_RUN)
		G(dbl_run_)(acc, MUL_W);
#else
		for (int j = 0; j < MUL_W; j++) G_DBLK_(s, acc, acc);
#endif
		for (int i = 0; i < m; i++) {
			G(tab_sel_)(t, tab[i], oat_sc_window_(u[i], w * MUL_W, MUL_W));
			G_ADDK_(s, acc, acc, t);
		}
	}
#if G_ODD_
	(void)e;   /* every e[i] is 0 */
#else
	for (int i = 0; i < m; i++) {
		G(set_infty)(t);
		G(cmov)(t, tab[i][0], (int)e[i]);
		G_ADDK_(s, acc, acc, t);
	}
#endif
	G(copy)(r, acc);
}

/* G1: 125 doublings and 70 additions (1 + 7 for the table, 1 + 31 * 2 in
 * the loop; 2 parity corrections more without G_ODD_) and 8 multiplications
 * by beta, against 263 doublings and 71 additions for plain 4-bit windows
 * over all 256 bits; G2: 61 doublings, 70 additions (74 without G_ODD_:
 * BN's basis has no dominant entries to make odd sub-scalars within 64
 * bits) and 24 applications of psi. */
#if ENDO_D == 1 && defined(G_HAVE_JADD_CT)
/* Without an endomorphism, on a curve of prime order n with the Jacobian
 * formulas of jac_tmpl.h (the NIST curves): k' = k if k is odd, else n - k
 * (odd, in [1, n], and k P = -(k' P)); the regular recoding of k' has
 * MUL_WIN odd digits d_j, |d_j| < 2^w, d_top > 0, and from the top
 * acc = 2^w acc + d_j P: w Jacobian doublings (4M + 4S each) and one
 * Jacobian addition without its exception tests (12M + 4S) from a table of
 * (1, 3, .., 2^w - 1) P in Jacobian coordinates, for every window but the
 * last, which takes the complete addition in homogeneous coordinates
 * (against runs of Jacobian doublings between complete additions, as
 * mul_regular_ does: no 2M + 1S conversions each way per window, and
 * 12M + 4S and 7 additions against 12M + 2 m_b and 29).  No
 * exception can occur.  Proof: let S_j = sum_{i >= j} d_i 2^(w (i - j)), the integer
 * whose multiple acc holds after window j.  Then S_j = (k' - sum_{i<j} d_i
 * 2^(w i)) / 2^(w j) with |sum_{i<j} d_i 2^(w i)| < 2^(w j), so
 * |S_j| < n / 2^(w j) + 1; and S_j != 0 by induction, as |2^w S_(j+1)| >=
 * 2^w > |d_j| (S_top = d_top > 0).  At window j >= 1 the addition of
 * d_j P to 2^w S_(j+1) P would meet an exception only if 2^w S_(j+1) or
 * 2^w S_(j+1) +- d_j were 0 mod n; as integers they are nonzero and below
 * n / 2^(w j) + 2^(w + 1) <= n / 2^w + 2^(w + 1) < n in absolute value, so
 * they are not.  The doublings meet no exception either (a point of odd
 * order never doubles to infinity; acc = S_(j+1) P != O, 0 < |S_(j+1)| < n).
 * This needs P of order n: every point but O on a curve of prime order.
 * P = O is replaced by the generator and the result by O, by masks. */
static void G(jtab_sel_)(G(jac_) t, const G(jac_) tab[MUL_T], unsigned U) {
	unsigned pos = DIGIT_POS(U, MUL_W), idx = DIGIT_IDX(U, MUL_W);
	FET n;
	oat_sc_tab_read_((oat_dig_t *)t, (const oat_dig_t *)tab, PT_DIGS, MUL_T, idx);
	FEI(neg)(n, t->y);
	FE(cmov)(t->y, n, (int)(pos ^ 1));
}

void G(mul)(PT r, const PT a, const FR(t) k) {
	static const oat_dig_t order[OAT_SC_DIGS] = OAT_FR_MODULUS;
	typedef char G(jac_is_pt_)[sizeof(G(jac_st_)) == sizeof(PT) ? 1 : -1];
	G(jac_) tab[MUL_T], acc, t, p2;
	oat_dig_t d[OAT_SC_DIGS], n[OAT_SC_DIGS], u[OAT_SC_DIGS], odd;
	PT b, h, o;
	int inf = G(is_infty)(a);
	(void)sizeof(G(jac_is_pt_));
	G(get_gen)(b);
	G(cmov)(b, a, inf ^ 1);                              /* P, or G for O */
	G(sc_digs_)(d, k);
	odd = d[0] & 1;
	oat_subn_n(n, order, d, OAT_SC_DIGS);               /* n - k */
	oat_sel_n(d, d, n, (oat_dig_t)0 - odd, OAT_SC_DIGS); /* k' in [1, n], odd */
	(void)oat_sc_recode_(u, d, MUL_NB);                  /* k' odd: no correction */
	/* tab[i] = (2i + 1) P: (X Z : Y Z^2 : Z), then co-Z additions of 2P
	 * (no exception: (2i - 1) P != +-2P for 2i + 1 < n; the entries keep
	 * their own Z) */
	FEI(sqr)(t->z, b->z);
	FEI(mul)(tab[0]->x, b->x, b->z);
	FEI(mul)(tab[0]->y, b->y, t->z);
	FEI(copy)(tab[0]->z, b->z);
	G(jdblu_)(p2, tab[0], tab[0]);                      /* co-Z (jac_tmpl.h) */
	for (int i = 1; i < MUL_T; i++) G(zaddu_)(tab[i], p2, tab[i - 1], t->z);
	G(jtab_sel_)(acc, tab, oat_sc_window_(u, MUL_NB - MUL_W, MUL_W));
	for (int w = MUL_WIN - 2; w >= 0; w--) {
		for (int j = 0; j < MUL_W; j++) G(jdbl_)(acc, acc);
		G(jtab_sel_)(t, tab, oat_sc_window_(u, w * MUL_W, MUL_W));
		if (w > 0) {
			G(jadd_ct_)(acc, acc, t);
		} else {
			/* the last: both to homogeneous (X Z : Y : Z^3), complete */
			G(from_jac2_)(h, acc);
			G(from_jac2_)(o, t);
			G(add)(h, h, o);
		}
	}
	G(neg)(o, h);
	G(cmov)(h, o, (int)(odd ^ 1));
	G(set_infty)(o);
	G(cmov)(h, o, inf);
	G(copy)(r, h);
	oat_wipe(tab, sizeof(tab));
	oat_wipe(acc, sizeof(acc));
	oat_wipe(t, sizeof(t));
	oat_wipe(d, sizeof(d));
	oat_wipe(n, sizeof(n));
	oat_wipe(u, sizeof(u));
}
#else
void G(mul)(PT r, const PT a, const FR(t) k) {
	PT tab[ENDO_D][MUL_T];
	oat_dig_t u[ENDO_D][OAT_SC_DIGS], e[ENDO_D];
	PT b;
	G(decomp_)(u, e, k);
	G_ISO_IN_(b, a);
	G(tab_endo_)(tab, b, G_ISO);
	G(mul_regular_)(r, tab, u, e, ENDO_D, G_ISO);
	G_ISO_OUT_(r);
	oat_wipe(u, sizeof(u));
	oat_wipe(e, sizeof(e));
}
#endif

/* r = k a + l b with one chain of doublings for both (2 ENDO_D sub-scalars). */
void G(mul_sim)(PT r, const PT a, const FR(t) k, const PT b, const FR(t) l) {
	PT tab[2 * ENDO_D][MUL_T];
	oat_dig_t u[2 * ENDO_D][OAT_SC_DIGS], e[2 * ENDO_D];
	PT c;
	G(decomp_)(u, e, k);
	G(decomp_)(u + ENDO_D, e + ENDO_D, l);
	G_ISO_IN_(c, a);
	G(tab_endo_)(tab, c, G_ISO);
	G_ISO_IN_(c, b);
	G(tab_endo_)(tab + ENDO_D, c, G_ISO);
	G(mul_regular_)(r, tab, u, e, 2 * ENDO_D, G_ISO);
	G_ISO_OUT_(r);
	oat_wipe(u, sizeof(u));
	oat_wipe(e, sizeof(e));
}

#if ENDO_D > 1
/* r = sum k_i a_i, constant-time in the scalars and the points (for
 * secret scalars, at small n): the points in chunks of 8 / ENDO_D (four on
 * G1, two on G2), each chunk's 8 sub-scalars in one chain of doublings
 * (mul_regular_, as mul_sim), the chunks' sums added.  The operations
 * depend on n only; the stack holds one chunk's tables, as mul_sim's on
 * G2.  For n points about n / 4 (G1) or n / 2 (G2) times mul's doublings
 * and the same additions. */
#define MSM_CT_CHUNK (8 / ENDO_D)
oat_err G(msm)(PT r, const PT a[], const FR(t) k[], size_t n) {
	PT tab[MSM_CT_CHUNK * ENDO_D][MUL_T], acc, t;
	oat_dig_t u[MSM_CT_CHUNK * ENDO_D][OAT_SC_DIGS], e[MSM_CT_CHUNK * ENDO_D];
	if (r == NULL) return OAT_ERR_ARGUMENT;
	if (n > 0 && (a == NULL || k == NULL)) {
		G(set_infty)(r);
		return OAT_ERR_ARGUMENT;
	}
	G(set_infty)(acc);
	for (size_t i = 0; i < n; i += MSM_CT_CHUNK) {
		int m = n - i < MSM_CT_CHUNK ? (int)(n - i) : MSM_CT_CHUNK;
		for (int j = 0; j < m; j++) {
			G(decomp_)(u + j * ENDO_D, e + j * ENDO_D, k[i + (size_t)j]);
			G_ISO_IN_(t, a[i + (size_t)j]);
			G(tab_endo_)(tab + j * ENDO_D, t, G_ISO);
		}
		G(mul_regular_)(t, tab, u, e, m * ENDO_D, G_ISO);
		G_ADDK_(G_ISO, acc, acc, t);
	}
	G_ISO_OUT_(acc);
	G(copy)(r, acc);
	oat_wipe(u, sizeof(u));
	oat_wipe(e, sizeof(e));
	return OAT_OK;
}
#undef MSM_CT_CHUNK
#endif

/* t = d T_i for the digit d of the w-bit window U, from a row of an affine
 * table (entries (x, y) of 2 FE_DIGS Montgomery digits, T_i = (2i + 1) B,
 * Z = 1): all 2^(w-1) entries read, the right one kept by a mask, then
 * negated by a conditional move when d < 0. */
__attribute__((unused)) static void G(aff_sel_)(PT t, const oat_dig_t *row, int w, unsigned U) {
	oat_dig_t buf[2 * FE_DIGS];
	unsigned pos = DIGIT_POS(U, w), idx = DIGIT_IDX(U, w);
	FET n;
	oat_sc_tab_read_(buf, row, 2 * FE_DIGS, 1u << (w - 1), idx);
	FE_LOAD_DIGS(t->x, buf);
	FE_LOAD_DIGS(t->y, buf + FE_DIGS);
	FE(set_dig)(t->z, 1);
	FEI(neg)(n, t->y);
	FE(cmov)(t->y, n, (int)(pos ^ 1));
	oat_wipe(buf, sizeof(buf));
}

#if ENDO_D > 1
/* r = k a for a one-digit k (RELIC's mul_dig), constant-time in k and a:
 * tab[i] = i a (tab[0] infinity; the group law is complete), then 4-bit
 * unsigned windows of k from the top, 4 doublings and one masked table read
 * and addition each: OAT_WSIZE doublings and 14 + OAT_WSIZE / 4 additions. */
void G(mul_dig)(PT r, const PT a, oat_dig_t k) {
	PT tab[16], acc, t;
	G(set_infty)(tab[0]);
	G(copy)(tab[1], a);
	for (int i = 2; i < 16; i++) G(add)(tab[i], tab[i - 1], a);
	G(set_infty)(acc);
	for (int w = OAT_WSIZE / 4 - 1; w >= 0; w--) {
		for (int j = 0; j < 4; j++) G(dbl)(acc, acc);
		oat_sc_tab_read_((oat_dig_t *)t, (const oat_dig_t *)tab, PT_DIGS, 16, (unsigned)(k >> (4 * w)) & 15);
		G(add)(acc, acc, t);
	}
	G(copy)(r, acc);
	oat_wipe(tab, sizeof(tab));
	oat_wipe(acc, sizeof(acc));
	oat_wipe(t, sizeof(t));
}

/* r = k G + l a, constant-time: the fixed-base comb for k G and mul for
 * l a; without the generator's table, mul_sim on (G, a), one chain of
 * doublings for both. */
void G(mul_sim_gen)(PT r, const FR(t) k, const PT a, const FR(t) l) {
	PT t;
#if G_GEN_TAB
	G(mul)(t, a, l);
	G(mul_gen)(r, k);
	G(add)(r, r, t);
#else
	G(get_gen)(t);
	G(mul_sim)(r, t, k, a, l);
#endif
	oat_wipe(t, sizeof(t));
}

/* ---- Fixed-base tables of a caller's point (RELIC's mul_pre / mul_fix) ----
 * The table of P is T[j][i] = (2i + 1) 2^(w j) P, w = OAT_PRE_W, for the
 * PRE_WIN windows of one sub-scalar, affine (the public header's
 * G(pre_t)).  With k = sum_m k_m mu^m (the GLV / GLS split of mul) and the
 * regular recoding of each k_m - e_m into odd digits d_mj (|d_mj| < 2^w),
 *   k P = sum_m endo^m(S_m),   S_m = sum_j d_mj 2^(w j) P + e_m P
 * (e_m = 0 with G_PRE_ODD_: no addition), each S_m one table read and one complete mixed addition per window, no
 * doubling, and the sum by Horner's rule: S_0 + endo(S_1 + endo(S_2 + ..)),
 * ENDO_D - 1 endomorphisms.  The table entries of a point of order r are
 * never infinity ((2i + 1) 2^(w j) < 2^(PRE_NB + 1) < r), so the mixed
 * additions are complete; a = infinity takes the generator's table and a
 * mask that makes every result infinity. */
#define PRE_T (1 << (OAT_PRE_W - 1))
#define PRE_WIN ((ENDO_BITS + OAT_PRE_W - 1) / OAT_PRE_W)
#define PRE_NB (OAT_PRE_W * PRE_WIN)
#define PRE_ROWS 4   /* rows normalised with one inversion */
typedef char G(pre_fits_)[(sizeof(((G(pre_st) *)0)->t) == sizeof(oat_dig_t) * PRE_WIN * PRE_T * 2 * FE_DIGS
		&& sizeof(FET) == sizeof(oat_dig_t) * FE_DIGS && PRE_T <= OAT_SC_TAB_MAX
		&& PRE_NB < OAT_SC_BITS) ? 1 : -1];
/* the odd sub-scalars where their bound fits these windows too (BN-P254's
 * G1: 127 bits, in 4- and 5-bit windows but not in 2-, 3- or 6-bit ones of
 * 126 bits, the size of the public table) */
#if G_ODD_ && C_ENDO_ODD_BITS <= PRE_NB
#define G_PRE_ODD_ 1
#else
#define G_PRE_ODD_ 0
#endif

/* out[i] = the affine (x, y) of p[i] for i < n (none infinity): Montgomery's
 * simultaneous inversion, one inversion for the n. */
static void G(pre_store_)(oat_dig_t (*out)[2 * FE_DIGS], const PT *p, int n) {
	FET pre[PRE_ROWS * PRE_T], inv, t, x;
	FEI(copy)(pre[0], p[0]->z);
	for (int i = 1; i < n; i++) FEI(mul)(pre[i], pre[i - 1], p[i]->z);
	FE(inv)(inv, pre[n - 1]);
	for (int i = n - 1; i >= 0; i--) {
		if (i > 0) {
			FEI(mul)(t, inv, pre[i - 1]);        /* 1 / Z_i */
			FEI(mul)(inv, inv, p[i]->z);         /* 1 / (Z_0 .. Z_(i-1)) */
		} else {
			FEI(copy)(t, inv);
		}
		FEI(mul)(x, p[i]->x, t);
		memcpy(out[i], x, sizeof(FET));
		FEI(mul)(x, p[i]->y, t);
		memcpy(out[i] + FE_DIGS, x, sizeof(FET));
	}
	oat_wipe(pre, sizeof(pre));
	oat_wipe(inv, sizeof(inv));
	oat_wipe(t, sizeof(t));
	oat_wipe(x, sizeof(x));
}

/* Row j from B = 2^(w j) P: 1 doubling and 2^(w-1) - 1 additions; the next
 * base 2^w B = (2^w - 1) B + B is one more addition.  Normalised PRE_ROWS
 * rows at a time. */
void G(mul_pre)(G(pre_t) t, const PT a) {
	PT pts[PRE_ROWS * PRE_T], b;
	int inf = G(is_infty)(a);
	G(get_gen)(b);
	G(cmov)(b, a, inf ^ 1);
	for (int j0 = 0; j0 < PRE_WIN; j0 += PRE_ROWS) {
		int rows = (PRE_WIN - j0 < PRE_ROWS) ? PRE_WIN - j0 : PRE_ROWS;
		for (int j = 0; j < rows; j++) {
			PT *row = pts + j * PRE_T;
			G(tab_odd_)(row, b, PRE_T, 0);
			G(add)(b, row[PRE_T - 1], b);
		}
		G(pre_store_)(&t->t[j0][0], (const PT *)pts, rows * PRE_T);
	}
	t->inf = (oat_dig_t)0 - (oat_dig_t)inf;
	oat_wipe(pts, sizeof(pts));
	oat_wipe(b, sizeof(b));
}

void G(mul_fix)(PT r, const G(pre_t) t, const FR(t) k) {
	oat_dig_t s[ENDO_D][OAT_SC_DIGS], u[ENDO_D][OAT_SC_DIGS], e[ENDO_D];
	PT acc, sm, q, p;
	G(split_)(s, k);
#if G_PRE_ODD_
	oat_sc_odd_(&s[0][0], &G(endo_b_)[0][0][0], G(odd_dom_), G(odd_solve_), ENDO_D);
#endif
	for (int m = 0; m < ENDO_D; m++) e[m] = oat_sc_recode_(u[m], s[m], PRE_NB);
	FE_LOAD_DIGS(p->x, t->t[0][0]);                     /* T[0][0] = P */
	FE_LOAD_DIGS(p->y, t->t[0][0] + FE_DIGS);
	FE(set_dig)(p->z, 1);
	for (int m = ENDO_D - 1; m >= 0; m--) {
		G(aff_sel_)(sm, t->t[0][0], OAT_PRE_W, oat_sc_window_(u[m], 0, OAT_PRE_W));
		for (int j = 1; j < PRE_WIN; j++) {
			G(aff_sel_)(q, t->t[j][0], OAT_PRE_W, oat_sc_window_(u[m], j * OAT_PRE_W, OAT_PRE_W));
			G(add_mixed_)(sm, sm, q);
		}
#if !G_PRE_ODD_
		G(set_infty)(q);                                 /* + e_m P */
		G(cmov)(q, p, (int)e[m]);
		G(add)(sm, sm, q);
#endif
		if (m == ENDO_D - 1) {
			G(copy)(acc, sm);
		} else {
			G(endo_)(acc, acc);
			G(add)(acc, acc, sm);
		}
	}
	G(set_infty)(q);
	G(cmov)(acc, q, (int)(t->inf & 1));
	G(copy)(r, acc);
	oat_wipe(s, sizeof(s));
	oat_wipe(u, sizeof(u));
	oat_wipe(e, sizeof(e));
	oat_wipe(acc, sizeof(acc));
	oat_wipe(sm, sizeof(sm));
	oat_wipe(q, sizeof(q));
	oat_wipe(p, sizeof(p));
}
#undef PRE_T
#undef PRE_WIN
#undef PRE_NB
#undef G_PRE_ODD_
#undef PRE_ROWS
#endif

#if G_GEN_TAB
/* t = d T[j] for the digit d of window U, from the constant table row j. */
static void G(gen_sel_)(PT t, int j, unsigned U) {
	G(aff_sel_)(t, &G(gen_tab_)[j][0][0][0], OAT_GEN_W, U);
}

/* Fixed-base signed odd windows (the table is T[j][i] = (2i + 1) 2^(w j) G,
 * computed by tools/gen_params.py): k' = k if k is odd, else r - k (odd,
 * and k G = -(k' G)); the recoding of k' has OAT_GEN_WINDOWS digits d_j and
 * k' G = sum_j d_j 2^(w j) G, one table read and one mixed addition per
 * window, no doubling.  The table entries are never infinity, so the mixed
 * addition is complete here; the running sum may be anything. */
void G(mul_gen)(PT r, const FR(t) k) {
	static const oat_dig_t order[OAT_SC_DIGS] = OAT_FR_MODULUS;
	oat_dig_t d[OAT_SC_DIGS], n[OAT_SC_DIGS], u[OAT_SC_DIGS], odd;
	PT acc, t;
	G(sc_digs_)(d, k);
	odd = d[0] & 1;
	oat_subn_n(n, order, d, OAT_SC_DIGS);               /* r - k */
	oat_sel_n(d, d, n, (oat_dig_t)0 - odd, OAT_SC_DIGS); /* k' in [1, r], odd */
	(void)oat_sc_recode_(u, d, GEN_NB);                  /* k' odd: no correction */
	G(gen_sel_)(acc, 0, oat_sc_window_(u, 0, OAT_GEN_W));
	int j = 1;
#if defined(G_HAVE_JMADD_CT)
	/* Where the group law has a cheaper Jacobian mixed addition without its
	 * exception tests (jac_tmpl.h: 8M + 3S and 7 additions against
	 * 11M + 2 m_b and 23), the comb takes it for every window but the last
	 * few, where no exception can
	 * occur.  Proof: after windows 0..j the sum is S = sum_{i<=j} d_i 2^(w i)
	 * with odd |d_i| < 2^w, so S is odd and 0 < |S| < 2^(w (j + 1)); the next
	 * term is T = d_(j+1) 2^(w (j + 1)), |T| >= 2^(w (j + 1)) > |S|.  Then
	 * S - T and S + T are nonzero integers below 2^(w (j + 2)) in absolute
	 * value; while 2^(w (j + 2)) <= 2^(bits(r) - 1) < r, neither is 0 mod r,
	 * so S G != +-T G, and S G != O: the addition meets none of its
	 * exceptions.  That holds for j + 1 <= GEN_JAC_LAST; the windows after
	 * take the complete formulas from the homogeneous point (X Z : Y : Z^3),
	 * never infinity (S != 0 mod r). */
#define GEN_JAC_LAST ((FR_BITS - 1) / OAT_GEN_W - 1)
#if GEN_JAC_LAST >= OAT_GEN_WINDOWS - 1
#error "the comb's Jacobian windows must leave the last to the complete formulas"
#endif
	/* (none on a group too small for the proof: the exhaustive tests' toy
	 * curve, l = 197, two windows) */
#if GEN_JAC_LAST >= 1
	{
		G(jac_) ja;
		G(aff_) q;
		FET z2;
		FEI(copy)(ja->x, acc->x);
		FEI(copy)(ja->y, acc->y);
		FE(set_dig)(ja->z, 1);
		for (; j <= GEN_JAC_LAST; j++) {
			G(gen_sel_)(t, j, oat_sc_window_(u, j * OAT_GEN_W, OAT_GEN_W));
			FEI(copy)(q->x, t->x);
			FEI(copy)(q->y, t->y);
			G(jmadd_ct_)(ja, ja, q);
		}
		FEI(sqr)(z2, ja->z);
		FEI(mul)(acc->x, ja->x, ja->z);
		FEI(copy)(acc->y, ja->y);
		FEI(mul)(acc->z, z2, ja->z);
		oat_wipe(ja, sizeof(ja));
		oat_wipe(q, sizeof(q));
	}
#else
	(void)G(jmadd_ct_);
#endif
#undef GEN_JAC_LAST
#endif
	for (; j < OAT_GEN_WINDOWS; j++) {
		G(gen_sel_)(t, j, oat_sc_window_(u, j * OAT_GEN_W, OAT_GEN_W));
		G(add_mixed_)(acc, acc, t);
	}
	G(neg)(t, acc);
	G(cmov)(acc, t, (int)(odd ^ 1));
	G(copy)(r, acc);
	oat_wipe(d, sizeof(d));
	oat_wipe(n, sizeof(n));
	oat_wipe(u, sizeof(u));
}
#else
/* Without the table (OAT_GEN_TABLES leaves it out): the variable-base
 * method on the generator. */
void G(mul_gen)(PT r, const FR(t) k) {
	PT g;
	G(get_gen)(g);
	G(mul)(r, g, k);
}
#endif

#if ENDO_D > 1
/* ---- Multi-scalar multiplication (Pippenger), variable-time ---------------
 * r = sum k_i a_i for many points: each scalar in signed c-bit digits
 * d_ij in [-2^(c-1), 2^(c-1)] (from the bottom, with a carry), and per
 * window j the points sorted into 2^(c-1) buckets by |d_ij| (a_i or -a_i
 * added), the window's sum S_j = sum_b b B_b by running sums, then
 * r = sum_j 2^(c j) S_j from the top (Pippenger; the signed buckets as in
 * Bernstein, Doumen, Lange and Oosterwijk, "Faster batch forgery
 * identification", Indocrypt 2012).  The points are made affine first (one
 * inversion).  Cost: about W (n + 2^c) additions and c W doublings for
 * W = ceil((bits(r) + 1) / c) windows, c chosen for n by that count with
 * each kind of addition weighted by its multiplications (msm_c_).
 *
 * The bucket additions: with 2^(c-1) >= MSM_AFF_NB buckets, where the
 * inversion's share pays (msm_batch_), the buckets are affine and up to
 * MSM_BATCH additions share one inversion (Montgomery's trick:
 * 3M each, then lambda, x3, y3 in 2M + 1S: about 6M against the 11M of a
 * complete mixed addition; msm_c_ has the measured weights), as in gnark's and blst's batch-affine
 * Pippenger.  A point whose bucket already waits in the batch waits in a
 * queue for the next one; a point with its bucket's x (the same point or
 * its opposite) goes by the complete mixed addition into a projective
 * bucket beside the affine one, and the two are added at the window's end.
 * With fewer buckets the batches would be too small for the inversion to
 * pay: projective buckets and mixed additions only.  Up to MSM_SMALL
 * points Straus' interleaved wNAFs with the endomorphism (mul_sim_vartime)
 * are cheaper and take no scratch.  Scratch: the caller's, of
 * msm_scratch_size(n) bytes, laid out below; nothing else grows with n. */
#define MSM_SMALL 32
#define MSM_CMAX 16
#define MSM_BATCH 256
#define MSM_AFF_NB 64

/* an affine bucket, and a bucket addition waiting (point i, +-, bucket b) */
typedef struct { FET x, y; } G(msm_aff_);
typedef struct { size_t i; uint32_t b, neg; } G(msm_ent_);

/* The costs in multiplications of the field: a complete mixed addition 11,
 * an affine one 8 (6, but in longer dependent chains: measured, about 1.3
 * times the time each), plus its share of the batch's inversion, about 128
 * multiplications in Fp and 48 in Fp2 (whose inversion is one in Fp). */
#if FE_NFP == 1
#define MSM_INV 128
#else
#define MSM_INV 48
#endif

/* the batch size for 2^(c-1) buckets: up to half of them, at most
 * MSM_BATCH, where the affine additions pay (8 B + MSM_INV < 11 B); else 0,
 * projective buckets */
static size_t G(msm_batch_)(int c) {
	size_t nb = (size_t)1 << (c - 1), b = nb / 2 < MSM_BATCH ? nb / 2 : MSM_BATCH;
	if (nb < MSM_AFF_NB || 3 * b <= MSM_INV) return 0;
	return b;
}

/* c for n points: W (n A + 12 2^c) least, A the multiplications of a
 * bucket addition (above), 12 those of each of the 2^c running-sum
 * additions */
static int G(msm_c_)(size_t n) {
	int best = 2;
	uint64_t cost = 0;
	uint64_t nn = n;
	if (nn > ((uint64_t)1 << 40)) nn = (uint64_t)1 << 40;   /* the products below stay in 64 bits */
	for (int c = 2; c <= MSM_CMAX; c++) {
		uint64_t w = (uint64_t)((FR_BITS + 1 + c - 1) / c);
		size_t bt = G(msm_batch_)(c);
		uint64_t add = bt ? 8 * (uint64_t)bt + MSM_INV : 11 * 64, per = bt ? bt : 64;
		uint64_t k = w * (nn * add / per + 12 * ((uint64_t)1 << c));
		if (c == 2 || k < cost) {
			cost = k;
			best = c;
		}
	}
	return best;
}

/* The scratch's parts, each a multiple of 8 bytes but the last two:
 * affine points, canonical scalars, projective buckets, window
 * sums, affine buckets, the batch, its prefix products and the queue
 * (empty without affine buckets), then per point its carry and per bucket
 * its state. */
typedef struct {
	size_t pts, k, b, s, ab, bat, pre, que, carry, st, total;
	size_t batch;
	int c, w;
} G(msm_lay_);
static G(msm_lay_) G(msm_layout_)(size_t n) {
	G(msm_lay_) l;
	l.c = G(msm_c_)(n);
	l.w = (FR_BITS + 1 + l.c - 1) / l.c;
	l.batch = G(msm_batch_)(l.c);
	size_t nb = (size_t)1 << (l.c - 1), na = l.batch ? nb : 0;
	l.pts = 0;
	l.k = l.pts + n * sizeof(PT);
	l.b = l.k + n * OAT_SC_DIGS * sizeof(oat_dig_t);
	l.s = l.b + nb * sizeof(PT);
	l.ab = l.s + (size_t)l.w * sizeof(PT);
	l.bat = l.ab + na * sizeof(G(msm_aff_));
	l.pre = l.bat + l.batch * sizeof(G(msm_ent_));
	l.que = l.pre + l.batch * sizeof(FET);
	l.carry = l.que + l.batch * sizeof(G(msm_ent_));
	l.st = l.carry + n;
	l.total = l.st + na;
	return l;
}

/* The state of one window's affine buckets. */
#define MSM_FULL 1u
#define MSM_WAIT 2u
typedef struct {
	const PT *pts;
	PT *bk;
	G(msm_aff_) *ab;
	G(msm_ent_) *bat, *que;
	FET *pre;
	unsigned char *st;
	size_t nbat, nque, batch;
} G(msm_win_);

/* bucket b += ±a_i by the complete mixed addition (a_i affine, z = 1) */
static void G(msm_madd_)(const G(msm_win_) *v, const G(msm_ent_) *e) {
	const PT *p = &v->pts[e->i];
	if (!e->neg) {
		G(add_mixed_)(v->bk[e->b], v->bk[e->b], *p);
		return;
	}
	PT q;
	FEI(copy)(q->x, (*p)->x);
	FEI(neg)(q->y, (*p)->y);
	FEI(copy)(q->z, (*p)->z);
	G(add_mixed_)(v->bk[e->b], v->bk[e->b], q);
}

/* Bucket b += ±a_i, now or in the batch: 0 if b already waits there. */
static int G(msm_try_)(G(msm_win_) *v, const G(msm_ent_) *e) {
	G(msm_aff_) *a = &v->ab[e->b];
	const PT *p = &v->pts[e->i];
	if (v->st[e->b] & MSM_WAIT) return 0;
	if (!(v->st[e->b] & MSM_FULL)) {
		FEI(copy)(a->x, (*p)->x);
		if (e->neg) FEI(neg)(a->y, (*p)->y);
		else FEI(copy)(a->y, (*p)->y);
		v->st[e->b] = MSM_FULL;
		return 1;
	}
	if (FE(equal)(a->x, (*p)->x)) {
		G(msm_madd_)(v, e);   /* the same point or its opposite */
		return 1;
	}
	/* pre[t] = d_t d_(t-2) ...: two chains of prefix products (even and
	 * odd t), so that consecutive multiplications are independent */
	FET d;
	size_t t = v->nbat;
	FEI(sub)(d, (*p)->x, a->x);
	if (t >= 2) FEI(mul)(v->pre[t], v->pre[t - 2], d);
	else FEI(copy)(v->pre[t], d);
	v->bat[v->nbat++] = *e;
	v->st[e->b] |= MSM_WAIT;
	return 1;
}

/* The batch's additions with one inversion: for each, lambda = (y2 - y1) /
 * (x2 - x1), x3 = lambda^2 - x1 - x2, y3 = lambda (x1 - x3) - y1.  The
 * multiplications are latency-bound in a chain, so the work goes in two
 * interleaved streams (the even and the odd entries). */
/* the additions of entries k[0 .. m), m = 1 or 2, step by step in lockstep */
static void G(msm_aff_add_)(G(msm_win_) *v, const size_t k[2], int m) {
	FET y2[2], l[2], t[2], d[2];
	G(msm_aff_) *a[2];
	const PT *p[2];
	for (int j = 0; j < m; j++) {
		const G(msm_ent_) *e = &v->bat[k[j]];
		a[j] = &v->ab[e->b];
		p[j] = &v->pts[e->i];
		if (e->neg) FEI(neg)(y2[j], (*p[j])->y);
		else FEI(copy)(y2[j], (*p[j])->y);
		FEI(sub)(l[j], y2[j], a[j]->y);
	}
	for (int j = 0; j < m; j++) FEI(mul)(l[j], l[j], v->pre[k[j]]);   /* lambda */
	for (int j = 0; j < m; j++) FEI(sqr)(t[j], l[j]);
	for (int j = 0; j < m; j++) {
		FEI(sub)(t[j], t[j], a[j]->x);
		FEI(sub)(t[j], t[j], (*p[j])->x);                          /* x3 */
		FEI(sub)(d[j], a[j]->x, t[j]);
	}
	for (int j = 0; j < m; j++) FEI(mul)(d[j], d[j], l[j]);
	for (int j = 0; j < m; j++) {
		FEI(sub)(a[j]->y, d[j], a[j]->y);                           /* y3 */
		FEI(copy)(a[j]->x, t[j]);
		v->st[v->bat[k[j]].b] = MSM_FULL;
	}
}


static void G(msm_flush_)(G(msm_win_) *v) {
	FET inv[2], t, d;
	size_t n = v->nbat;
	if (n == 0) return;
	/* inv[par] = 1 / (the product of that parity's d), from one inversion */
	if (n == 1) {
		FE(inv_vartime)(inv[0], v->pre[0]);
	} else {
		size_t le = (n - 1) & ~(size_t)1, lo = (n - 1) & 1 ? n - 1 : n - 2;   /* the last even, odd */
		FEI(mul)(t, v->pre[le], v->pre[lo]);
		FE(inv_vartime)(t, t);
		FEI(mul)(inv[0], t, v->pre[lo]);
		FEI(mul)(inv[1], t, v->pre[le]);
	}
	/* pre[k] = 1 / d_k, backwards in each chain */
	for (size_t k = n; k-- > 0;) {
		const G(msm_ent_) *e = &v->bat[k];
		FET *iv = &inv[k & 1];
		if (k >= 2) {
			FEI(sub)(d, v->pts[e->i]->x, v->ab[e->b].x);
			FEI(mul)(v->pre[k], *iv, v->pre[k - 2]);
			FEI(mul)(*iv, *iv, d);
		} else {
			FEI(copy)(v->pre[k], *iv);
		}
	}
	/* the additions, two at a time */
	for (size_t k = 0; k < n; k += 2) {
		const size_t kk[2] = { k, k + 1 };
		G(msm_aff_add_)(v, kk, k + 1 < n ? 2 : 1);
	}
	v->nbat = 0;
}

/* The queue into the batch, in order, as far as the batch has room; what
 * waits again stays. */
static void G(msm_drain_)(G(msm_win_) *v) {
	size_t keep = 0, q = v->nque;
	for (size_t k = 0; k < q; k++) {
		G(msm_ent_) e = v->que[k];
		if (v->nbat == v->batch || !G(msm_try_)(v, &e)) v->que[keep++] = e;
	}
	v->nque = keep;
}

/* (n above MSM_NMAX would overflow the sizes: refused, size 0) */
#define MSM_NMAX (SIZE_MAX / 1024)

size_t G(msm_scratch_size)(size_t n) {
	if (n <= MSM_SMALL || n > MSM_NMAX) return 0;
	return G(msm_layout_)(n).total;
}

oat_err G(msm_vartime)(PT r, const PT a[], const FR(t) k[], size_t n, void *scratch) {
	if (r == NULL) return OAT_ERR_ARGUMENT;
	if (n > 0 && (a == NULL || k == NULL)) {
		G(set_infty)(r);
		return OAT_ERR_ARGUMENT;
	}
	if (n <= MSM_SMALL) {
		G(mul_sim_vartime)(r, a, k, n);
		return OAT_OK;
	}
	if (scratch == NULL || ((uintptr_t)scratch % sizeof(oat_dig_t)) != 0 || n > MSM_NMAX) {
		G(set_infty)(r);
		return OAT_ERR_ARGUMENT;
	}
	G(msm_lay_) l = G(msm_layout_)(n);
	unsigned char *base = (unsigned char *)scratch;
	PT *pts = (PT *)(void *)(base + l.pts);
	oat_dig_t (*ks)[OAT_SC_DIGS] = (oat_dig_t (*)[OAT_SC_DIGS])(void *)(base + l.k);
	PT *bk = (PT *)(void *)(base + l.b), *sj = (PT *)(void *)(base + l.s);
	unsigned char *carry = base + l.carry;
	const int c = l.c, nb = 1 << (c - 1);
	G(msm_win_) v = {
		(const PT *)pts, bk, (G(msm_aff_) *)(void *)(base + l.ab),
		(G(msm_ent_) *)(void *)(base + l.bat), (G(msm_ent_) *)(void *)(base + l.que),
		(FET *)(void *)(base + l.pre), base + l.st, 0, 0, l.batch
	};
	/* affine points by one inversion (Montgomery's trick, the prefix
	 * products of the z in pts[i]->z; infinity's z taken as 1 and its
	 * scalar dropped) */
	{
		FET one, inv, zi;
		FE(set_dig)(one, 1);
		for (size_t i = 0; i < n; i++) {
			const FET *z = G(is_infty)(a[i]) ? &one : &a[i]->z;
			if (i) FEI(mul)(pts[i]->z, pts[i - 1]->z, *z);
			else FEI(copy)(pts[0]->z, *z);
		}
		FE(inv_vartime)(inv, pts[n - 1]->z);
		for (size_t i = n; i-- > 0;) {
			if (i) {
				FEI(mul)(zi, inv, pts[i - 1]->z);   /* 1 / z_i */
				FEI(mul)(inv, inv, G(is_infty)(a[i]) ? one : a[i]->z);
			} else {
				FEI(copy)(zi, inv);
			}
			FEI(mul)(pts[i]->x, a[i]->x, zi);
			FEI(mul)(pts[i]->y, a[i]->y, zi);
			FEI(copy)(pts[i]->z, one);
		}
	}
	for (size_t i = 0; i < n; i++) {
		int inf = G(is_infty)(a[i]);
		G(sc_digs_)(ks[i], k[i]);
		if (inf)
			for (int d = 0; d < OAT_SC_DIGS; d++) ks[i][d] = 0;
		carry[i] = 0;
	}
	/* the windows from the bottom (the carries run upwards) */
	for (int j = 0; j < l.w; j++) {
		PT sum, tot, q;
		int used = 0;
		for (int b = 0; b < nb; b++) G(set_infty)(bk[b]);
		if (l.batch)
			for (int b = 0; b < nb; b++) v.st[b] = 0;
		for (size_t i = 0; i < n; i++) {
			int d = (int)oat_sc_window_(ks[i], j * c, c) + carry[i];
			carry[i] = (unsigned char)(d > nb);
			if (d > nb) d -= 2 * nb;
			if (d == 0) continue;
			G(msm_ent_) e = { i, (uint32_t)((d > 0 ? d : -d) - 1), (uint32_t)(d < 0) };
			used = 1;
			if (l.batch) {
				if (!G(msm_try_)(&v, &e)) v.que[v.nque++] = e;
				while (v.nbat == v.batch || v.nque == v.batch) {
					G(msm_flush_)(&v);
					G(msm_drain_)(&v);
				}
			} else {
				G(msm_madd_)(&v, &e);
			}
		}
		if (l.batch) {
			while (v.nbat || v.nque) {
				G(msm_flush_)(&v);
				G(msm_drain_)(&v);
			}
			/* each bucket: its projective part plus its affine one */
			for (int b = 0; b < nb; b++) {
				if (!(v.st[b] & MSM_FULL)) continue;
				FEI(copy)(q->x, v.ab[b].x);
				FEI(copy)(q->y, v.ab[b].y);
				FE(set_dig)(q->z, 1);
				G(add_mixed_)(bk[b], bk[b], q);
			}
		}
		/* S_j = sum_b (b + 1) B_b = sum over b from the top of the running sums */
		G(set_infty)(sum);
		G(set_infty)(tot);
		if (used) {
			for (int b = nb - 1; b >= 0; b--) {
				G(add)(sum, sum, bk[b]);
				G(add)(tot, tot, sum);
			}
		}
		G(copy)(sj[j], tot);
	}
	/* r = sum_j 2^(c j) S_j */
	PT acc;
	G(copy)(acc, sj[l.w - 1]);
	for (int j = l.w - 2; j >= 0; j--) {
		for (int i = 0; i < c; i++) G(dbl)(acc, acc);
		G(add)(acc, acc, sj[j]);
	}
	G(copy)(r, acc);
	return OAT_OK;
}
#undef MSM_FULL
#undef MSM_WAIT
#undef MSM_BATCH
#undef MSM_AFF_NB
#undef MSM_INV
#undef MSM_SMALL
#undef MSM_CMAX
#undef MSM_NMAX
#endif

#undef MUL_W
#undef MUL_T
#undef MUL_WIN
#undef MUL_NB
#undef GEN_T
#undef GEN_NB
#undef FE_DIGS
#undef DIGIT_POS
#undef DIGIT_IDX
#undef PT_DIGS
