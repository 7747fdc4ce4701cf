/* The points of a twisted Edwards curve -u^2 + v^2 = 1 + d u^2 v^2 (a = -1)
 * over Fq whose law is complete (a a square, d not: Jubjub), of the curve
 * of the including file (ED(x) its names, FP its field of coordinates, FR
 * its scalars; params.h: OAT_ED_D, OAT_ED_D2, OAT_ED_GU, OAT_ED_GV).
 * Included once by the curve's ed.c after its curve.h.
 *
 * Coordinates: extended (U : V : Z : T1 : T2), u = U/Z, v = V/Z,
 * T1 T2 = U V / Z (Hisil, Wong, Carter and Dawson, "Twisted Edwards curves
 * revisited", Asiacrypt 2008, section 3, with T kept as the product of two
 * factors so that the formulas that produce T hand over its factors free:
 * zkcrypto's choice).  Cached forms for additions: extended niels
 * (V + U, V - U, Z, 2d T) and affine niels (v + u, v - u, 2d u v).
 *
 * Addition (their add-2008-hwcd-3, a = -1, k = 2d), for p and a cached q:
 *   A = (V1 - U1)(V2 - U2), B = (V1 + U1)(V2 + U2), C = T1 (2d T2),
 *   D = 2 Z1 Z2, E = B - A, F = D - C, G = D + C, H = B + A,
 *   U3 = E F, V3 = G H, Z3 = F G, T3 = E H (T1 = E, T2 = H):
 * 8M with an extended niels q (T1 T2, A, B, C, Z1 Z2, three products),
 * 7M with an affine niels one (Z2 = 1).  Subtraction is the addition of
 * -q: (V - U, V + U, Z, -2d T), the cached form's halves swapped.
 * Doubling (dbl-2008-hwcd, a = -1): A = U^2, B = V^2, C = 2 Z^2,
 * E = (U + V)^2 - A - B, G = B - A, F = G - C, H = -A - B,
 * U3 = E F, V3 = G H, Z3 = F G, T3 = E H: 4M + 4S.
 * Both are complete on the curve (the unified law with a square a and a
 * non-square d has no exceptional pair, HWCD section 3.1 after Bernstein and
 * Lange), so nothing here branches on a point. */
#include <string.h>
#include "fp/mont.h"
#include "fp/util.h"
#include "fp/prime_int.h"
#include "ec/ed_int.h"
#include "oat/md.h"

/* The recodings and the masked table read of the Weierstrass curves (no
 * endomorphism here: ENDO_D 1); not every helper there is used. */
#define ENDO_D 1
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#include "ec/scalar_inl.h"
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#if defined(OAT_GEN_TAB_ED)
#include "ec/gen_tab.h"
#endif

OAT_PRIME_INT(FP, FP_DIGS)
OAT_PRIME_INT(FR, FR_DIGS)

static const oat_dig_t ED(d_)[FP_DIGS] = OAT_ED_D;
static const oat_dig_t ED(d2_)[FP_DIGS] = OAT_ED_D2;
static const oat_dig_t ED(base_uv_)[3][2][FP_DIGS] = {
	{ OAT_ED_GU, OAT_ED_GV }, { OAT_ED_SPENDU, OAT_ED_SPENDV }, { OAT_ED_BINDU, OAT_ED_BINDV } };
static const oat_dig_t ED(q_)[FP_DIGS] = OAT_FP_MODULUS;
static const oat_dig_t ED(r_)[FR_DIGS] = OAT_FR_MODULUS;

/* The formulas on the field's kernels called in place (low_tmpl.h), as
 * ep_tmpl.h does for the NIST curves: one call less per operation. */
#if !defined(OAT_ARITH_C) || (OAT_WSIZE == 64 && FP_DIGS <= 4)
#define LK(x) ED(fk_##x)
#define LOW_N FP_DIGS
#define LOW_BITS FP_BITS
#define LOW_MOD ED(q_)
#define LOW_N0 OAT_FP_N0
#define LOW_FORM OAT_FP_FORM
#include "fp/low_tmpl.h"
static inline void ED(fi_add_)(FP(t) r, const FP(t) a, const FP(t) b) { ED(fk_add)(r->d, a->d, b->d); }
static inline void ED(fi_sub_)(FP(t) r, const FP(t) a, const FP(t) b) { ED(fk_sub)(r->d, a->d, b->d); }
static inline void ED(fi_neg_)(FP(t) r, const FP(t) a) { ED(fk_neg)(r->d, a->d); }
static inline void ED(fi_dbl_)(FP(t) r, const FP(t) a) { ED(fk_dbl)(r->d, a->d); }
static inline void ED(fi_mul_)(FP(t) r, const FP(t) a, const FP(t) b) { ED(fk_mul)(r->d, a->d, b->d); }
static inline void ED(fi_sqr_)(FP(t) r, const FP(t) a) { ED(fk_sqr)(r->d, a->d); }
#define FEI(x) ED(fi_##x##_)
#else
#define FEI(x) FP(x)
#endif

typedef ED(st) ED(pt_)[1];

/* ---- basics ------------------------------------------------------------------ */

void ED(set_infty)(ED(t) r) {
	FP(zero)(r->u);
	FP(set_dig)(r->v, 1);
	FP(set_dig)(r->z, 1);
	FP(zero)(r->t1);
	FP(zero)(r->t2);
}

void ED(get_base_)(ED(t) r, int base) {
	FP(set_raw)(r->u, ED(base_uv_)[base][0]);
	FP(set_raw)(r->v, ED(base_uv_)[base][1]);
	FP(set_dig)(r->z, 1);
	FP(copy)(r->t1, r->u);
	FP(copy)(r->t2, r->v);
}

void ED(get_gen)(ED(t) r) { ED(get_base_)(r, ED_BASE_GEN); }

void ED(copy)(ED(t) r, const ED(t) a) {
	if (r != a) memcpy(r, a, sizeof(ED(st)));
}

void ED(cmov)(ED(t) r, const ED(t) a, int bit) {
	FP(cmov)(r->u, a->u, bit);
	FP(cmov)(r->v, a->v, bit);
	FP(cmov)(r->z, a->z, bit);
	FP(cmov)(r->t1, a->t1, bit);
	FP(cmov)(r->t2, a->t2, bit);
}

/* u = 0 and v = z: the neutral element */
int ED(is_infty)(const ED(t) a) { return FP(is_zero)(a->u) & FP(equal)(a->v, a->z); }

/* U1 Z2 = U2 Z1 and V1 Z2 = V2 Z1 */
int ED(equal)(const ED(t) a, const ED(t) b) {
	FP(t) x, y;
	FEI(mul)(x, a->u, b->z);
	FEI(mul)(y, b->u, a->z);
	int e = FP(equal)(x, y);
	FEI(mul)(x, a->v, b->z);
	FEI(mul)(y, b->v, a->z);
	return e & FP(equal)(x, y);
}

/* Z != 0, -U^2 Z^2 + V^2 Z^2 = Z^4 + d U^2 V^2 and T1 T2 Z = U V */
int ED(is_valid)(const ED(t) a) {
	FP(t) uu, vv, zz, l, r, d;
	FEI(sqr)(uu, a->u);
	FEI(sqr)(vv, a->v);
	FEI(sqr)(zz, a->z);
	FEI(sub)(l, vv, uu);
	FEI(mul)(l, l, zz);
	FP(set_raw)(d, ED(d_));
	FEI(mul)(r, uu, vv);
	FEI(mul)(r, r, d);
	FEI(sqr)(zz, zz);
	FEI(add)(r, r, zz);
	int ok = FP(equal)(l, r) & (1 - FP(is_zero)(a->z));
	FEI(mul)(l, a->t1, a->t2);
	FEI(mul)(l, l, a->z);
	FEI(mul)(r, a->u, a->v);
	return ok & FP(equal)(l, r);
}

oat_err ED(set_affine)(ED(t) r, const FP(t) u, const FP(t) v) {
	ED(pt_) t;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	if (u == NULL || v == NULL) {
		ED(set_infty)(r);
		return OAT_ERR_ARGUMENT;
	}
	FP(copy)(t->u, u);
	FP(copy)(t->v, v);
	FP(set_dig)(t->z, 1);
	FP(copy)(t->t1, u);
	FP(copy)(t->t2, v);
	if (!ED(is_valid)(t)) {
		ED(set_infty)(r);
		return OAT_ERR_NOT_ON_CURVE;
	}
	ED(copy)(r, t);
	return OAT_OK;
}

void ED(get_affine)(FP(t) u, FP(t) v, const ED(t) a) {
	FP(t) zi;
	FP(inv)(zi, a->z);
	FEI(mul)(u, a->u, zi);
	FEI(mul)(v, a->v, zi);
}

void ED(norm)(ED(t) r, const ED(t) a) {
	ED(get_affine)(r->u, r->v, a);
	FP(set_dig)(r->z, 1);
	FP(copy)(r->t1, r->u);
	FP(copy)(r->t2, r->v);
}

/* r[i] = a[i] with Z = 1, one inversion per group of 32 (Montgomery's
 * trick, fq_inv_sim); r may be a. */
void ED(norm_sim)(ED(t) r[], const ED(t) a[], size_t n) {
	enum { NS = 32 };
	FP(t) z[NS], zi[NS];
	for (size_t b = 0; b < n; b += NS) {
		size_t m = n - b < NS ? n - b : NS;
		for (size_t i = 0; i < m; i++) FP(copy)(z[i], a[b + i]->z);
		FP(inv_sim)(zi, (const FP(t) *)z, m);
		for (size_t i = 0; i < m; i++) {
			ED(st) *p = r[b + i];
			FEI(mul)(p->u, a[b + i]->u, zi[i]);
			FEI(mul)(p->v, a[b + i]->v, zi[i]);
			FP(set_dig)(p->z, 1);
			FP(copy)(p->t1, p->u);
			FP(copy)(p->t2, p->v);
		}
	}
}

void ED(neg)(ED(t) r, const ED(t) a) {
	FEI(neg)(r->u, a->u);
	FP(copy)(r->v, a->v);
	FP(copy)(r->z, a->z);
	FEI(neg)(r->t1, a->t1);
	FP(copy)(r->t2, a->t2);
}

/* ---- the law ------------------------------------------------------------------- */

void ED(to_niels)(ED(niels_t) r, const ED(t) a) {
	FP(t) d2, t;
	FP(set_raw)(d2, ED(d2_));
	FEI(mul)(t, a->t1, a->t2);
	FEI(mul)(r->t2d, t, d2);
	FEI(add)(r->vpu, a->v, a->u);
	FEI(sub)(r->vmu, a->v, a->u);
	FP(copy)(r->z, a->z);
}

void ED(to_aniels)(ED(aniels_t) r, const ED(t) a) {
	FP(t) u, v, d2;
	ED(get_affine)(u, v, a);
	FP(set_raw)(d2, ED(d2_));
	FEI(add)(r->vpu, v, u);
	FEI(sub)(r->vmu, v, u);
	FEI(mul)(u, u, v);
	FEI(mul)(r->t2d, u, d2);
}

#if defined(ED_X64)
/* The formulas as one x86-64 routine each (tools/gen_x64_edpt.py, the
 * curve's q only): one prologue per point operation, the additions inline.
 * Their doubling returns the negated coordinates (U, V, Z negated, T1 T2
 * likewise: the same point). */
#include "arch/x86_64/x64_routines.h"
#define ED_XP_(p) ((uint64_t *)(void *)(p))
#define ED_XC_(p) ((const uint64_t *)(const void *)(p))
_Static_assert(sizeof(ED(st)) == 20 * 8 && sizeof(ED(niels_st)) == 16 * 8 && sizeof(ED(aniels_st)) == 12 * 8,
		"the routines' layouts: 4 limbs a coordinate, in the structs' order");

void ED(add_niels)(ED(t) r, const ED(t) a, const ED(niels_t) b) { ED_X64(eadd)(ED_XP_(r), ED_XC_(a), ED_XC_(b)); }
void ED(sub_niels)(ED(t) r, const ED(t) a, const ED(niels_t) b) { ED_X64(esub)(ED_XP_(r), ED_XC_(a), ED_XC_(b)); }
void ED(add_aniels)(ED(t) r, const ED(t) a, const ED(aniels_t) b) { ED_X64(eaadd)(ED_XP_(r), ED_XC_(a), ED_XC_(b)); }
void ED(sub_aniels)(ED(t) r, const ED(t) a, const ED(aniels_t) b) { ED_X64(easub)(ED_XP_(r), ED_XC_(a), ED_XC_(b)); }
void ED(add)(ED(t) r, const ED(t) a, const ED(t) b) { ED_X64(eaddx)(ED_XP_(r), ED_XC_(a), ED_XC_(b)); }

void ED(sub)(ED(t) r, const ED(t) a, const ED(t) b) { ED_X64(esubx)(ED_XP_(r), ED_XC_(a), ED_XC_(b)); }
void ED(dbl)(ED(t) r, const ED(t) a) { ED_X64(edbl)(ED_XP_(r), ED_XC_(a)); }
#else
/* r = a + (vpu, vmu, z, t2d), z = NULL for an affine niels point; sign = 1
 * subtracts (the halves swapped, t2d negated) */
static void ED(addc_)(ED(t) r, const ED(t) a, const FP(t) vpu, const FP(t) vmu, const FP(t) z,
		const FP(t) t2d, int sign) {
	FP(t) A, B, C, D, t;
	FEI(sub)(t, a->v, a->u);
	FEI(mul)(A, t, sign ? vpu : vmu);
	FEI(add)(t, a->v, a->u);
	FEI(mul)(B, t, sign ? vmu : vpu);
	FEI(mul)(t, a->t1, a->t2);
	FEI(mul)(C, t, t2d);
	if (sign) FEI(neg)(C, C);
	if (z != NULL) {
		FEI(mul)(D, a->z, z);
		FEI(dbl)(D, D);
	} else {
		FEI(dbl)(D, a->z);
	}
	/* E = B - A -> t1, H = B + A -> t2, F = D - C, G = D + C */
	FEI(sub)(r->t1, B, A);
	FEI(add)(r->t2, B, A);
	FEI(sub)(t, D, C);
	FEI(add)(D, D, C);
	FEI(mul)(r->u, r->t1, t);
	FEI(mul)(r->v, D, r->t2);
	FEI(mul)(r->z, t, D);
}

void ED(add_niels)(ED(t) r, const ED(t) a, const ED(niels_t) b) {
	ED(addc_)(r, a, b->vpu, b->vmu, b->z, b->t2d, 0);
}

void ED(sub_niels)(ED(t) r, const ED(t) a, const ED(niels_t) b) {
	ED(addc_)(r, a, b->vpu, b->vmu, b->z, b->t2d, 1);
}

void ED(add_aniels)(ED(t) r, const ED(t) a, const ED(aniels_t) b) {
	ED(addc_)(r, a, b->vpu, b->vmu, NULL, b->t2d, 0);
}

void ED(sub_aniels)(ED(t) r, const ED(t) a, const ED(aniels_t) b) {
	ED(addc_)(r, a, b->vpu, b->vmu, NULL, b->t2d, 1);
}

void ED(add)(ED(t) r, const ED(t) a, const ED(t) b) {
	ED(niels_t) n;
	ED(to_niels)(n, b);
	ED(add_niels)(r, a, n);
}

void ED(sub)(ED(t) r, const ED(t) a, const ED(t) b) {
	ED(niels_t) n;
	ED(to_niels)(n, b);
	ED(sub_niels)(r, a, n);
}

void ED(dbl)(ED(t) r, const ED(t) a) {
	FP(t) A, B, C, G, F;
	FEI(sqr)(A, a->u);
	FEI(sqr)(B, a->v);
	FEI(sqr)(C, a->z);
	FEI(dbl)(C, C);
	FEI(add)(r->t1, a->u, a->v);
	FEI(sqr)(r->t1, r->t1);
	FEI(sub)(r->t1, r->t1, A);
	FEI(sub)(r->t1, r->t1, B);          /* E = 2 U V */
	FEI(sub)(G, B, A);                  /* G = B - A (a = -1: D + B) */
	FEI(add)(r->t2, A, B);
	FEI(neg)(r->t2, r->t2);             /* H = -A - B */
	FEI(sub)(F, G, C);
	FEI(mul)(r->u, r->t1, F);
	FEI(mul)(r->v, G, r->t2);
	FEI(mul)(r->z, F, G);
}

#endif

void ED(mul_by_cofactor)(ED(t) r, const ED(t) a) {
	ED(dbl)(r, a);
	ED(dbl)(r, r);
	ED(dbl)(r, r);
}

int ED(is_small_order)(const ED(t) a) {
	ED(pt_) t;
	ED(mul_by_cofactor)(t, a);
	return ED(is_infty)(t);
}

/* ---- scalar multiplication ------------------------------------------------------ */

/* Fixed 4-bit windows from the top over the table tab[i] = i a, i < 16, in
 * extended niels form, each read by a masked scan of the whole table
 * (scalar_inl.h's oat_sc_tab_read_, AVX2 where the CPU has it): for
 * the FR_BITS-bit scalar, FR_BITS / 4 windows of four doublings and one
 * addition (the law is complete: the table's 0 a, the neutral element, and
 * the sums of any points are fine).  d holds the canonical digits. */
#define ED_W 4
#define ED_T (1 << ED_W)
#define ED_WINDOWS ((FR_BITS + ED_W - 1) / ED_W)

static void ED(mul_digs_)(ED(t) r, const ED(t) a, const oat_dig_t d[FR_DIGS]) {
	ED(niels_t) tab[ED_T], t;
	ED(pt_) acc, p;
	ED(set_infty)(p);
	for (int i = 0; i < ED_T; i++) {        /* i a */
		ED(to_niels)(tab[i], p);
		if (i + 1 < ED_T) ED(add)(p, p, a);
	}
	ED(set_infty)(acc);
	for (int w = ED_WINDOWS - 1; w >= 0; w--) {
		int pos = w * ED_W, k = pos / OAT_WSIZE, s = pos % OAT_WSIZE;
		unsigned idx = (unsigned)(d[k] >> s) & (ED_T - 1);
		if (w != ED_WINDOWS - 1)
			for (int j = 0; j < ED_W; j++) ED(dbl)(acc, acc);
		oat_sc_tab_read_((oat_dig_t *)(void *)t, (const oat_dig_t *)(const void *)tab,
				(int)(sizeof(ED(niels_st)) / sizeof(oat_dig_t)), ED_T, idx);
		ED(add_niels)(acc, acc, t);
	}
	ED(copy)(r, acc);
	oat_wipe(tab, sizeof(tab));
	oat_wipe(t, sizeof(t));
	oat_wipe(acc, sizeof(acc));
}

void ED(mul)(ED(t) r, const ED(t) a, const FR(t) k) {
	oat_dig_t d[FR_DIGS];
	FR(get_digs)(d, k);
	ED(mul_digs_)(r, a, d);
	oat_wipe(d, sizeof(d));
}

/* k B over B's fixed-base table T[j][i] = (2i + 1) 2^(4 j) B (tab_ed.c):
 * scalar_inl.h's regular recoding writes the canonical k (k - 1 when k is
 * even; B is added back under a mask) as 63 signed odd digits
 * d_j = 2 U_j - 15 of the 4-bit windows U_j of one integer, so
 * k B = sum_j d_j 2^(4 j) B: one affine niels addition per window (7M), the
 * entry read by a masked scan of the window's 8 and negated by masks, no
 * doubling. */
#if defined(OAT_GEN_TAB_ED)
#define ED_GH (1 << (OAT_ED_GEN_W - 1))
typedef const oat_dig_t (*ED(gtab_p_))[ED_GH][3][FP_DIGS];
#if FR_BITS != OAT_ED_GEN_WINDOWS * OAT_ED_GEN_W || OAT_SC_DIGS != FR_DIGS
#error "the fixed-base windows must cover the scalars' bits exactly"
#endif

static void ED(mul_tab_)(ED(t) r, ED(gtab_p_) tab, const oat_dig_t d[FR_DIGS]) {
	oat_dig_t u[OAT_SC_DIGS];
	ED(aniels_t) t;
	ED(pt_) acc, p;
	FP(t) x;
	oat_dig_t e = oat_sc_recode_(u, d, FR_BITS);
	ED(set_infty)(acc);
	for (int j = 0; j < OAT_ED_GEN_WINDOWS; j++) {
		unsigned U = oat_sc_window_(u, OAT_ED_GEN_W * j, OAT_ED_GEN_W);
		unsigned neg = (U >> (OAT_ED_GEN_W - 1)) ^ 1u;       /* d_j < 0 */
		unsigned idx = (U & (ED_GH - 1)) ^ ((0u - neg) & (ED_GH - 1)); /* (|d_j| - 1) / 2 */
		oat_sc_tab_read_((oat_dig_t *)(void *)t, &tab[j][0][0][0], 3 * FP_DIGS, ED_GH, idx);
		/* -(v + u, v - u, 2d u v) = (v - u, v + u, -2d u v) */
		FP(copy)(x, t->vpu);
		FP(cmov)(t->vpu, t->vmu, (int)neg);
		FP(cmov)(t->vmu, x, (int)neg);
		FEI(neg)(x, t->t2d);
		FP(cmov)(t->t2d, x, (int)neg);
		ED(add_aniels)(acc, acc, t);
	}
	memcpy(t, tab[0][0], sizeof(t));                        /* + B when k is even */
	ED(add_aniels)(p, acc, t);
	ED(cmov)(acc, p, (int)e);
	ED(copy)(r, acc);
	oat_wipe(u, sizeof(u));
	oat_wipe(t, sizeof(t));
	oat_wipe(acc, sizeof(acc));
	oat_wipe(p, sizeof(p));
	oat_wipe(x, sizeof(x));
}
#endif

void ED(mul_base_)(ED(t) r, int base, const FR(t) k) {
	oat_dig_t d[FR_DIGS];
	FR(get_digs)(d, k);
#if defined(OAT_GEN_TAB_ED)
	ED(gtab_p_) tab = base == ED_BASE_SPEND ? ED(spend_tab_) : base == ED_BASE_BIND ? ED(bind_tab_) : ED(gen_tab_);
	ED(mul_tab_)(r, tab, d);
#else
	ED(pt_) b;
	ED(get_base_)(b, base);
	ED(mul_digs_)(r, b, d);
#endif
	oat_wipe(d, sizeof(d));
}

void ED(mul_gen)(ED(t) r, const FR(t) k) { ED(mul_base_)(r, ED_BASE_GEN, k); }

/* ---- variable-time multiplications (public scalars and points) ------------------- */

/* Width-5 NAFs (scalar_inl.h) over the odd multiples a, 3a, .., 15a in
 * extended niels form, interleaved on one chain of doublings (Straus /
 * Moeller): about FR_BITS doublings and FR_BITS / 6 additions per point.
 * The points go through in groups of ED_SIM so the tables live on the
 * stack. */
#define ED_NAF_W 5
#define ED_NAF_T (1 << (ED_NAF_W - 2))
#define ED_SIM 32

static void ED(naf_tab_)(ED(niels_t) tab[ED_NAF_T], const ED(t) a) {
	ED(pt_) a2, p;
	ED(niels_t) n2;
	ED(dbl)(a2, a);
	ED(to_niels)(n2, a2);
	ED(copy)(p, a);
	ED(to_niels)(tab[0], p);
	for (int i = 1; i < ED_NAF_T; i++) {
		ED(add_niels)(p, p, n2);
		ED(to_niels)(tab[i], p);
	}
}

void ED(mul_sim_vartime)(ED(t) r, const ED(t) a[], const FR(t) k[], size_t n) {
	ED(niels_t) tab[ED_SIM][ED_NAF_T];
	short naf[ED_SIM][FR_BITS + 1];
	int len[ED_SIM];
	ED(pt_) acc, sum;
	ED(set_infty)(sum);
	for (size_t b = 0; b < n; b += ED_SIM) {
		int m = (int)(n - b < ED_SIM ? n - b : ED_SIM), top = 0;
		for (int i = 0; i < m; i++) {
			oat_dig_t d[FR_DIGS];
			FR(get_digs)(d, k[b + (size_t)i]);
			len[i] = oat_sc_wnaf_vartime_(naf[i], d, FR_BITS, ED_NAF_W);
			if (len[i] > top) top = len[i];
			if (len[i]) ED(naf_tab_)(tab[i], a[b + (size_t)i]);
		}
		ED(set_infty)(acc);
		for (int j = top - 1; j >= 0; j--) {
			if (j != top - 1) ED(dbl)(acc, acc);
			for (int i = 0; i < m; i++) {
				int dg = j < len[i] ? naf[i][j] : 0;
				if (dg > 0) ED(add_niels)(acc, acc, tab[i][dg / 2]);
				else if (dg < 0) ED(sub_niels)(acc, acc, tab[i][-dg / 2]);
			}
		}
		if (b == 0) ED(copy)(sum, acc);
		else ED(add)(sum, sum, acc);
	}
	ED(copy)(r, sum);
}

void ED(mul_vartime)(ED(t) r, const ED(t) a, const FR(t) k) {
	ED(mul_sim_vartime)(r, (const ED(t) *)(const void *)a, (const FR(t) *)(const void *)k, 1);
}

/* r_J a = O, by double-and-add over the public bits of r_J */
int ED(is_torsion_free_vartime)(const ED(t) a) {
	ED(pt_) acc;
	ED(niels_t) n;
	ED(to_niels)(n, a);
	ED(set_infty)(acc);
	for (int i = FR_BITS - 1; i >= 0; i--) {
		ED(dbl)(acc, acc);
		if ((ED(r_)[i / OAT_WSIZE] >> (i % OAT_WSIZE)) & 1) ED(add_niels)(acc, acc, n);
	}
	return ED(is_infty)(acc);
}

int ED(is_prime_order_vartime)(const ED(t) a) {
	return ED(is_torsion_free_vartime)(a) && !ED(is_infty)(a);
}

/* ---- encoding (zkcrypto's) -------------------------------------------------------- */

oat_err ED(write_bin)(unsigned char *buf, size_t len, const ED(t) a) {
	FP(t) u, v;
	unsigned char be[FP_BYTES];
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 32 || FP_BYTES != 32 || a == NULL) {
		if (len) memset(buf, 0, len);
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	ED(get_affine)(u, v, a);
	FP(put_bytes_)(be, v);
	for (int i = 0; i < 32; i++) buf[i] = be[31 - i];   /* little-endian */
	buf[31] |= (unsigned char)(FP(is_odd)(u) << 7);
	return OAT_OK;
}

static oat_err ED(read_)(ED(t) r, const unsigned char *buf, size_t len, int zip216) {
	unsigned char be[FP_BYTES];
	FP(t) u, v, vv, n, dn, one, d;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	ED(set_infty)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 32 || FP_BYTES != 32) return OAT_ERR_LENGTH;
	int sign = buf[31] >> 7;
	for (int i = 0; i < 32; i++) be[i] = buf[31 - i];
	be[0] &= 0x7f;
	if (FP(read_bin)(v, be, sizeof(be)) != OAT_OK) return OAT_ERR_NOT_CANONICAL;
	/* u^2 = (v^2 - 1) / (d v^2 + 1); d v^2 + 1 != 0 (-1/d is not a square) */
	FP(set_dig)(one, 1);
	FP(set_raw)(d, ED(d_));
	FEI(sqr)(vv, v);
	FEI(sub)(n, vv, one);
	FEI(mul)(dn, vv, d);
	FEI(add)(dn, dn, one);
	FP(inv)(dn, dn);
	FEI(mul)(n, n, dn);
	if (!FP(sqrt)(u, n)) return OAT_ERR_NO_SQRT;
	int uz = FP(is_zero)(u);
	if (zip216 && uz && sign) return OAT_ERR_FLAGS;
	FEI(neg)(n, u);
	FP(cmov)(u, n, FP(is_odd)(u) ^ sign);   /* the root of the sign (u = 0: 0) */
	FP(copy)(r->u, u);
	FP(copy)(r->v, v);
	FP(set_dig)(r->z, 1);
	FP(copy)(r->t1, u);
	FP(copy)(r->t2, v);
	return OAT_OK;
}

oat_err ED(read_bin)(ED(t) r, const unsigned char *buf, size_t len) { return ED(read_)(r, buf, len, 1); }

oat_err ED(read_bin_pre_zip216)(ED(t) r, const unsigned char *buf, size_t len) {
	return ED(read_)(r, buf, len, 0);
}

/* ---- Zcash's scalars and group hash ------------------------------------------------ */

oat_err FR(read_le)(FR(t) r, const unsigned char *buf, size_t len) {
	unsigned char be[FR_BYTES];
	if (r == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != FR_BYTES) return OAT_ERR_LENGTH;
	for (size_t i = 0; i < FR_BYTES; i++) be[i] = buf[FR_BYTES - 1 - i];
	oat_err e = FR(read_bin)(r, be, FR_BYTES);
	oat_wipe(be, sizeof(be));
	return e;
}

oat_err FR(write_le)(unsigned char *buf, size_t len, const FR(t) a) {
	unsigned char be[FR_BYTES];
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != FR_BYTES || a == NULL) {
		if (len) memset(buf, 0, len);
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	oat_err e = FR(write_bin)(be, FR_BYTES, a);
	for (size_t i = 0; i < FR_BYTES; i++) buf[i] = be[FR_BYTES - 1 - i];
	oat_wipe(be, sizeof(be));
	return e;
}

oat_err FR(read_le_wide)(FR(t) r, const unsigned char *buf, size_t len) {
	unsigned char be[128];
	if (r == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(r);
	if (buf == NULL && len) return OAT_ERR_ARGUMENT;
	if (len > sizeof(be)) return OAT_ERR_LENGTH;
	for (size_t i = 0; i < len; i++) be[i] = buf[len - 1 - i];
	oat_err e = FR(read_bin_wide)(r, be, len);
	oat_wipe(be, sizeof(be));
	return e;
}

/* The specification's URS (section 5.4.9.5): 64 ASCII hex digits that
 * begin every group hash's input (sapling-crypto's GH_FIRST_BLOCK). */
static const char ED(urs_)[65] = "096b36a5804bfacef1691e173c366a47ff5ba84a44f26ddd7e8d9f79d5b42df0";

/* [8] of the decoding of the hash h of ctx, or the reason for bottom */
static oat_err ED(group_hash_end_)(ED(t) r, oat_blake2s_ctx *ctx) {
	unsigned char h[32];
	oat_blake2s_final(h, ctx);
	oat_err e = ED(read_bin)(r, h, sizeof(h));
	if (e != OAT_OK) return e;
	ED(mul_by_cofactor)(r, r);
	if (ED(is_infty)(r)) return OAT_ERR_INFINITY;
	return OAT_OK;
}

oat_err ED(group_hash)(ED(t) r, const unsigned char pers[8], const unsigned char *msg, size_t len) {
	oat_blake2s_ctx c;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	ED(set_infty)(r);
	if (pers == NULL || (msg == NULL && len)) return OAT_ERR_ARGUMENT;
	if (oat_blake2s_init(&c, 32, NULL, 0, NULL, pers) != OAT_OK) return OAT_ERR_ARGUMENT;
	oat_blake2s_update(&c, ED(urs_), 64);
	oat_blake2s_update(&c, msg, len);
	oat_err e = ED(group_hash_end_)(r, &c);
	if (e != OAT_OK) ED(set_infty)(r);
	return e;
}

oat_err ED(find_group_hash)(ED(t) r, const unsigned char pers[8], const unsigned char *msg, size_t len) {
	oat_blake2s_ctx c, ci;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	ED(set_infty)(r);
	if (pers == NULL || (msg == NULL && len)) return OAT_ERR_ARGUMENT;
	if (oat_blake2s_init(&c, 32, NULL, 0, NULL, pers) != OAT_OK) return OAT_ERR_ARGUMENT;
	oat_blake2s_update(&c, ED(urs_), 64);
	oat_blake2s_update(&c, msg, len);
	for (unsigned i = 0; i < 256; i++) {
		unsigned char b = (unsigned char)i;
		ci = c;
		oat_blake2s_update(&ci, &b, 1);
		if (ED(group_hash_end_)(r, &ci) == OAT_OK) return OAT_OK;
	}
	ED(set_infty)(r);
	return OAT_ERR_NO_SQRT;
}

#undef ED_W
#undef ED_T
#undef ED_WINDOWS
