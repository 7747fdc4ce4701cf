/* Variable-time scalar multiplication on a curve with a = -3 (the NIST
 * curves) in Jacobian coordinates, for public scalars and points only:
 * mul_vartime, mul_sim_vartime and mul_sim_gen_vartime (ECDSA
 * verification's u1 G + u2 Q).  Included by ep_tmpl.h after mul_tmpl.h,
 * which leaves those three to this file when the includer defines
 * G_HAVE_VARTIME.
 *
 * Why not the complete formulas: on public data nothing needs to be
 * uniform, and Jacobian doubling for a = -3 costs 3M + 5S against the
 * complete doubling's 8M + 3S + 2 m_b, mixed addition 7M + 4S against
 * 11M + 2 m_b; the exceptional cases of these formulas (P = Q, P = -Q,
 * infinity) are caught by tests on the values and branched on.
 *
 * Method: width-w NAFs of the scalars (scalar_inl.h), interleaved over one
 * chain of doublings (Moeller's interleaving, SAC 2001): the odd multiples
 * (1, 3, .., 2^(w-1) - 1) P of each point P, made affine with one shared
 * inversion (Montgomery's trick), enter by mixed additions; the generator's
 * odd multiples up to 2^(OAT_NAF_W - 1) - 1 are a constant table
 * (tab_ep.c, G(gen_naf_), OAT_NAF_W) when the library has the tables.
 *
 * Points: (X : Y : Z) with x = X/Z^2, y = Y/Z^3; Z = 0 is infinity.
 * Formulas of the Explicit-Formulas Database (Bernstein and Lange),
 * "g1p/auto/shortw/jacobian-3": dbl-2001-b, add-2007-bl, madd-2007-bl. */
#if !G_A_M3
#error "jac_tmpl.h: the doubling here is that of a = -3"
#endif

typedef struct { FET x, y, z; } G(jac_st_);
typedef G(jac_st_) G(jac_)[1];
typedef struct { FET x, y; } G(aff_st_);
typedef G(aff_st_) G(aff_)[1];

static int G(jinf_)(const G(jac_) p) { return FE(is_zero)(p->z); }

static void G(jset_inf_)(G(jac_) r) {
	FE(set_dig)(r->x, 1);
	FE(set_dig)(r->y, 1);
	FE(zero)(r->z);
}

/* dbl-2001-b (a = -3): 3M + 5S.
 *   delta = Z^2, gamma = Y^2, beta = X gamma, alpha = 3 (X - delta)(X + delta),
 *   X3 = alpha^2 - 8 beta, Z3 = (Y + Z)^2 - gamma - delta,
 *   Y3 = alpha (4 beta - X3) - 8 gamma^2.
 * Infinity (Z = 0) stays infinity; no point of odd order has Y = 0. */
static void G(jdbl_)(G(jac_) r, const G(jac_) p) {
	FET delta, gamma, beta, alpha, t, u;
	FEI(sqr)(delta, p->z);
	FEI(sqr)(gamma, p->y);
	FEI(mul)(beta, p->x, gamma);
	FEI(sub)(t, p->x, delta);
	FEI(add)(u, p->x, delta);
	FEI(mul)(alpha, t, u);
	FEI(dbl)(t, alpha);
	FEI(add)(alpha, t, alpha);      /* alpha = 3 (X - delta)(X + delta) */
	FEI(add)(t, p->y, p->z);
	FEI(sqr)(t, t);
	FEI(sub)(t, t, gamma);
	FEI(sub)(r->z, t, delta);       /* Z3 */
	FEI(dbl)(beta, beta);
	FEI(dbl)(beta, beta);           /* 4 beta */
	FEI(sqr)(t, alpha);
	FEI(dbl)(u, beta);
	FEI(sub)(r->x, t, u);           /* X3 = alpha^2 - 8 beta */
	FEI(sub)(t, beta, r->x);
	FEI(mul)(t, alpha, t);
	FEI(sqr)(u, gamma);
	FEI(dbl)(u, u);
	FEI(dbl)(u, u);
	FEI(dbl)(u, u);                 /* 8 gamma^2 */
	FEI(sub)(r->y, t, u);
}

/* madd-2007-bl: r = p + q for an affine q, 7M + 4S.
 *   Z1Z1 = Z1^2, U2 = X2 Z1Z1, S2 = Y2 Z1 Z1Z1, H = U2 - X1, HH = H^2,
 *   I = 4 HH, J = H I, rr = 2 (S2 - Y1), V = X1 I,
 *   X3 = rr^2 - J - 2V, Y3 = rr (V - X3) - 2 Y1 J, Z3 = (Z1 + H)^2 - Z1Z1 - HH.
 * H = 0 means x(p) = x(q): p = q (rr = 0, doubled) or p = -q (infinity). */
static void G(jmadd_)(G(jac_) r, const G(jac_) p, const G(aff_) q) {
	FET z1z1, u2, s2, h, hh, i, j, rr, v, t;
	if (G(jinf_)(p)) {
		FEI(copy)(r->x, q->x);
		FEI(copy)(r->y, q->y);
		FE(set_dig)(r->z, 1);
		return;
	}
	FEI(sqr)(z1z1, p->z);
	FEI(mul)(u2, q->x, z1z1);
	FEI(mul)(s2, q->y, p->z);
	FEI(mul)(s2, s2, z1z1);
	FEI(sub)(h, u2, p->x);
	FEI(sub)(rr, s2, p->y);
	if (FE(is_zero)(h)) {
		if (FE(is_zero)(rr)) {
			G(jac_) qq;
			FEI(copy)(qq->x, q->x);
			FEI(copy)(qq->y, q->y);
			FE(set_dig)(qq->z, 1);
			G(jdbl_)(r, qq);
		} else {
			G(jset_inf_)(r);
		}
		return;
	}
	FEI(dbl)(rr, rr);
	FEI(sqr)(hh, h);
	FEI(dbl)(i, hh);
	FEI(dbl)(i, i);
	FEI(mul)(j, h, i);
	FEI(mul)(v, p->x, i);
	FEI(add)(t, p->z, h);
	FEI(sqr)(t, t);
	FEI(sub)(t, t, z1z1);
	FEI(sub)(r->z, t, hh);          /* Z3, before Y1 and X1 are overwritten */
	FEI(mul)(t, p->y, j);
	FEI(dbl)(t, t);                 /* 2 Y1 J */
	FEI(sqr)(u2, rr);
	FEI(sub)(u2, u2, j);
	FEI(sub)(u2, u2, v);
	FEI(sub)(r->x, u2, v);          /* X3 */
	FEI(sub)(v, v, r->x);
	FEI(mul)(v, rr, v);
	FEI(sub)(r->y, v, t);
}

/* add-2007-bl: r = p + q, 11M + 5S, with its exceptions. */
static void G(jadd_)(G(jac_) r, const G(jac_) p, const G(jac_) q) {
	FET z1z1, z2z2, u1, u2, s1, s2, h, i, j, rr, v, t;
	if (G(jinf_)(p)) {
		FEI(copy)(r->x, q->x);
		FEI(copy)(r->y, q->y);
		FEI(copy)(r->z, q->z);
		return;
	}
	if (G(jinf_)(q)) {
		FEI(copy)(r->x, p->x);
		FEI(copy)(r->y, p->y);
		FEI(copy)(r->z, p->z);
		return;
	}
	FEI(sqr)(z1z1, p->z);
	FEI(sqr)(z2z2, q->z);
	FEI(mul)(u1, p->x, z2z2);
	FEI(mul)(u2, q->x, z1z1);
	FEI(mul)(s1, p->y, q->z);
	FEI(mul)(s1, s1, z2z2);
	FEI(mul)(s2, q->y, p->z);
	FEI(mul)(s2, s2, z1z1);
	FEI(sub)(h, u2, u1);
	FEI(sub)(rr, s2, s1);
	if (FE(is_zero)(h)) {
		if (FE(is_zero)(rr)) G(jdbl_)(r, p);
		else G(jset_inf_)(r);
		return;
	}
	FEI(dbl)(rr, rr);
	FEI(dbl)(i, h);
	FEI(sqr)(i, i);
	FEI(mul)(j, h, i);
	FEI(mul)(v, u1, i);
	FEI(add)(t, p->z, q->z);
	FEI(sqr)(t, t);
	FEI(sub)(t, t, z1z1);
	FEI(sub)(t, t, z2z2);
	FEI(mul)(r->z, t, h);
	FEI(sqr)(t, rr);
	FEI(sub)(t, t, j);
	FEI(sub)(t, t, v);
	FEI(sub)(r->x, t, v);
	FEI(sub)(v, v, r->x);
	FEI(mul)(v, rr, v);
	FEI(mul)(t, s1, j);
	FEI(dbl)(t, t);
	FEI(sub)(r->y, v, t);
}

/* Homogeneous (X : Y : Z) <-> Jacobian: (X Z : Y Z^2 : Z) and back
 * (X Z : Y : Z^3); infinity both ways. */
static void G(to_jac2_)(G(jac_) r, const PT a) {
	FET z2;
	if (G(is_infty)(a)) {
		G(jset_inf_)(r);
		return;
	}
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(mul)(r->y, a->y, z2);
	FEI(copy)(r->z, a->z);
}

static void G(from_jac2_)(PT r, const G(jac_) a) {
	FET z2;
	if (G(jinf_)(a)) {
		G(set_infty)(r);
		return;
	}
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(copy)(r->y, a->y);
	FEI(mul)(r->z, z2, a->z);
}

/* Odd multiples t[i] = (2i + 1) a for i < n as affine points, with one
 * inversion for all (Montgomery's trick); returns 0 if a is infinity (then
 * t is not written).  a is a point of the curve, whose odd multiples below
 * the (prime) order are never infinity. */
#define JAC_MAXT 16
static int G(odd_affine_)(G(aff_) *t, const PT a, int n) {
	G(jac_) j[JAC_MAXT], a2;
	FET pre[JAC_MAXT], inv, zi, zi2;
	if (G(is_infty)(a)) return 0;
	G(to_jac2_)(j[0], a);
	G(jdbl_)(a2, j[0]);
	for (int i = 1; i < n; i++) G(jadd_)(j[i], j[i - 1], a2);
	FEI(copy)(pre[0], j[0]->z);
	for (int i = 1; i < n; i++) FEI(mul)(pre[i], pre[i - 1], j[i]->z);
	FE(inv)(inv, pre[n - 1]);
	for (int i = n - 1; i >= 0; i--) {
		if (i) {
			FEI(mul)(zi, inv, pre[i - 1]);
			FEI(mul)(inv, inv, j[i]->z);
		} else {
			FEI(copy)(zi, inv);
		}
		FEI(sqr)(zi2, zi);
		FEI(mul)(t[i]->x, j[i]->x, zi2);
		FEI(mul)(zi2, zi2, zi);
		FEI(mul)(t[i]->y, j[i]->y, zi2);
	}
	return 1;
}

/* acc += d T for a NAF digit d (odd) of the table T of odd multiples. */
static void G(jadd_digit_)(G(jac_) acc, const G(aff_st_) *tab, int d) {
	if (d > 0) {
		G(jmadd_)(acc, acc, &tab[d >> 1]);
	} else {
		G(aff_) nq;
		FEI(copy)(nq->x, tab[(-d) >> 1].x);
		FEI(neg)(nq->y, tab[(-d) >> 1].y);
		G(jmadd_)(acc, acc, nq);
	}
}

#if G_GEN_TAB
/* acc += d G from the constant table of odd multiples of the generator. */
static void G(jadd_gdigit_)(G(jac_) acc, int d) {
	G(aff_) q;
	int i = (d > 0 ? d : -d) >> 1;
	FE_LOAD_DIGS(q->x, G(gen_naf_)[i][0]);
	FE_LOAD_DIGS(q->y, G(gen_naf_)[i][1]);
	if (d < 0) FEI(neg)(q->y, q->y);
	G(jmadd_)(acc, acc, q);
}
#endif

/* Widths: a point given at run time pays for its table (2^(w-2) - 1
 * additions), so w = 5 (8 multiples) for whole scalars; the generator's
 * table is free, so it is wider. */
#define JAC_W 5
#define JAC_T (1 << (JAC_W - 2))
#define JAC_CHUNK 4

/* r = sum_{j<n} k[j] a[j] (+ kg G if kg != NULL), n <= JAC_CHUNK,
 * interleaved wNAFs over one chain of doublings. */
static void G(jsim_)(PT r, const PT *a, const FR(t) *k, int n, const FR(t) kg) {
	G(aff_) tab[JAC_CHUNK][JAC_T];
	signed char naf[JAC_CHUNK + 1][ENDO_BITS + 1];
	oat_dig_t s[OAT_SC_DIGS];
	int use[JAC_CHUNK], len = 0, ng = 0;
	G(jac_) acc;
	for (int j = 0; j < n; j++) {
		use[j] = G(odd_affine_)(tab[j], a[j], JAC_T);
		G(sc_digs_)(s, k[j]);
		int l = oat_sc_wnaf_vartime_(naf[j], s, ENDO_BITS, JAC_W);
		if (!use[j]) l = 0;
		if (l > len) len = l;
	}
#if G_GEN_TAB
	const int gw = OAT_NAF_W;
#else
	const int gw = JAC_W;
	G(aff_) gtab[JAC_T];
#endif
	if (kg) {
#if !G_GEN_TAB
		PT g;
		G(get_gen)(g);
		G(odd_affine_)(gtab, g, JAC_T);
#endif
		G(sc_digs_)(s, kg);
		ng = oat_sc_wnaf_vartime_(naf[JAC_CHUNK], s, ENDO_BITS, gw);
		if (ng > len) len = ng;
	}
	G(jset_inf_)(acc);
	for (int b = len - 1; b >= 0; b--) {
		G(jdbl_)(acc, acc);
		for (int j = 0; j < n; j++)
			if (use[j] && naf[j][b]) G(jadd_digit_)(acc, tab[j][0], naf[j][b]);
		if (kg && b < ng && naf[JAC_CHUNK][b]) {
#if G_GEN_TAB
			G(jadd_gdigit_)(acc, naf[JAC_CHUNK][b]);
#else
			G(jadd_digit_)(acc, gtab[0], naf[JAC_CHUNK][b]);
#endif
		}
	}
	G(from_jac2_)(r, acc);
}

void G(mul_vartime)(PT r, const PT a, const FR(t) k) {
	G(jsim_)(r, (const PT *)a, (const FR(t) *)k, 1, NULL);
}

void G(mul_sim_vartime)(PT r, const PT a[], const FR(t) k[], size_t n) {
	PT acc, t;
	G(set_infty)(acc);
	for (size_t i = 0; i < n; i += JAC_CHUNK) {
		int c = (n - i < JAC_CHUNK) ? (int)(n - i) : JAC_CHUNK;
		G(jsim_)(t, a + i, k + i, c, NULL);
		G(add)(acc, acc, t);
	}
	G(copy)(r, acc);
}

void G(mul_sim_gen_vartime)(PT r, const FR(t) k, const PT a, const FR(t) l) {
	G(jsim_)(r, (const PT *)a, (const FR(t) *)l, 1, k);
}

#undef JAC_MAXT
#undef JAC_W
#undef JAC_T
#undef JAC_CHUNK
