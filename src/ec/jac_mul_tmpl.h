/* Variable-time scalar multiplication in Jacobian coordinates (jac_tmpl.h),
 * for public scalars and points only: mul_vartime, mul_sim_vartime and
 * mul_sim_gen_vartime (ECDSA verification's u1 G + u2 Q), on the NIST
 * curves (a = -3) and on the pairing curves' G1 and G2 (a = 0, with their
 * endomorphism, ENDO_D > 1).  Included after mul_tmpl.h by ep_tmpl.h,
 * g1_tmpl.h and g2_tmpl.h.
 *
 * Why not the complete formulas: on public data nothing needs to be
 * uniform, and mixed addition costs 8M + 3S here against 11M + 2 m_b (and
 * a doubling 2M + 5S against 6M + 2S + 1 m_b where a = 0); the
 * exceptional cases (P = Q, P = -Q, infinity) are caught by tests on the
 * values and branched on.
 *
 * Method: width-w NAFs of the scalars (scalar_inl.h), or of their ENDO_D
 * sub-scalars (G(split_), k = sum s_i lambda^i), interleaved over one
 * chain of doublings (Moeller's interleaving, SAC 2001): the odd multiples
 * (1, 3, .., 2^(w-1) - 1) P of each point P, made affine with one shared
 * inversion (Montgomery's trick), and their images under the endomorphism
 * (affine too), enter by mixed additions; on the NIST curves the
 * generator's odd multiples up to 2^(OAT_NAF_W - 1) - 1 are a constant
 * table (tab_ep.c, G(gen_naf_), OAT_NAF_W) when the library has the
 * tables, on the others the generator is one more point. */

/* Odd multiples t[i] = (2i + 1) a for i < n as affine points; returns 0 if
 * a is infinity (then t is not written).  a is a point of the curve, of
 * prime order far above 2n, so no sum below meets an exception.
 * Co-Z (jac_tmpl.h): T(i+1) = D + T(i) by zaddu_, whose ratios r(i) =
 * Z(i+1) / Z(i) give every 1/Z(i) = r(i) / Z(i+1) from one inversion of the
 * last: 4M + 1S per point to affine, against 6M + 1S for separate Z. */
#define JAC_MAXT 16
static int G(odd_affine_)(G(aff_) *t, const PT a, int n) {
	G(jac_) j[JAC_MAXT], d;
	FET r[JAC_MAXT], zi, zi2;
	if (G(is_infty)(a)) return 0;
	G(to_jac2_)(d, a);
	G(jdblu_)(d, j[0], d);
	for (int i = 0; i + 1 < n; i++) G(zaddu_)(j[i + 1], d, j[i], r[i]);
	FE(inv_vartime)(zi, j[n - 1]->z);   /* public values */
	for (int i = n - 1; i >= 0; i--) {
		FEI(sqr)(zi2, zi);
		FEI(mul)(t[i]->x, j[i]->x, zi2);
		FEI(mul)(zi2, zi2, zi);
		FEI(mul)(t[i]->y, j[i]->y, zi2);
		if (i) FEI(mul)(zi, zi, r[i - 1]);
	}
	return 1;
}

/* The point d T for a NAF digit d (odd) of the table T of odd multiples. */
static void G(digit_pt_)(G(aff_) q, const G(aff_st_) *tab, int d) {
	FEI(copy)(q->x, tab[(d > 0 ? d : -d) >> 1].x);
	if (d > 0) FEI(copy)(q->y, tab[d >> 1].y);
	else FEI(neg)(q->y, tab[(-d) >> 1].y);
}

#if ENDO_D > 1
/* r = endo(a) for an affine a (the endomorphisms keep Z = 1) */
static void G(aff_endo_)(G(aff_) r, const G(aff_) a) {
	PT p;
	FEI(copy)(p->x, a->x);
	FEI(copy)(p->y, a->y);
	FE(set_dig)(p->z, 1);
	G(endo_)(p, p);
	FEI(copy)(r->x, p->x);
	FEI(copy)(r->y, p->y);
}
#define JAC_GEN_NAF 0
#else
#define JAC_GEN_NAF G_GEN_TAB
#endif

#if JAC_GEN_NAF
/* d G from the constant table of odd multiples of the generator. */
static void G(gdigit_pt_)(G(aff_) q, int d) {
	int i = (d > 0 ? d : -d) >> 1;
	FE_LOAD_DIGS(q->x, G(gen_naf_)[i][0]);
	FE_LOAD_DIGS(q->y, G(gen_naf_)[i][1]);
	if (d < 0) FEI(neg)(q->y, q->y);
}
#endif

/* acc = 2 acc + q at the first digit of a bit (the doubling folded into the
 * addition: jdbladd_), acc += q at the others. */
static void G(jstep_)(G(jac_) acc, const G(aff_) q, int *doubled) {
	if (*doubled) {
		G(jmadd_)(acc, acc, q);
	} else {
		G(jdbladd_)(acc, acc, q);
		*doubled = 1;
	}
}

/* Widths: a point given at run time pays for its table (2^(w-2) - 1
 * additions), so w = 5 (8 multiples) for whole scalars; the generator's
 * table is free, so it is wider. */
#define JAC_W 5
#define JAC_T (1 << (JAC_W - 2))
#if ENDO_D > 1
#define JAC_CHUNK (16 / ENDO_D)   /* 16 tables: G1's 8 points, G2's 4 */
#else
#define JAC_CHUNK 4
#endif
#define JAC_NT (JAC_CHUNK * ENDO_D)

/* r = sum_{j<n} k[j] a[j] (+ kg G if kg != NULL, the NIST curves only),
 * n <= JAC_CHUNK, the interleaved wNAFs of every (sub-)scalar over one
 * chain of doublings. */
static void G(jsim_)(PT r, const PT *a, const FR(t) *k, int n, const FR(t) kg) {
	G(aff_) tab[JAC_NT][JAC_T];
	short naf[JAC_NT + 1][ENDO_BITS + 1];   /* (+ 1: the generator's, NIST) */
	oat_dig_t s[ENDO_D][OAT_SC_DIGS];
	int use[JAC_NT], len = 0;
	G(jac_) acc;
	for (int j = 0; j < n; j++) {
		G(aff_) (*tj)[JAC_T] = tab + j * ENDO_D;
		int u = G(odd_affine_)(tj[0], a[j], JAC_T);
		G(split_)(s, k[j]);
		for (int i = 0; i < ENDO_D; i++) {
			int l = oat_sc_wnaf_vartime_(naf[j * ENDO_D + i], s[i], ENDO_BITS, JAC_W);
			use[j * ENDO_D + i] = u;
			if (u && l > len) len = l;
		}
#if ENDO_D > 1
		if (u)
			for (int i = 1; i < ENDO_D; i++)
				for (int t = 0; t < JAC_T; t++) G(aff_endo_)(tj[i][t], tj[i - 1][t]);
#endif
	}
	n *= ENDO_D;
#if ENDO_D > 1
	(void)kg;   /* (mul_sim_gen_vartime passes the generator as a point) */
#else
	int ng = 0;
#if JAC_GEN_NAF
	const int gw = OAT_NAF_W;
#else
	const int gw = JAC_W;
	G(aff_) gtab[JAC_T];
#endif
	if (kg) {
#if !JAC_GEN_NAF
		PT g;
		G(get_gen)(g);
		G(odd_affine_)(gtab, g, JAC_T);
#endif
		G(sc_digs_)(s[0], kg);
		ng = oat_sc_wnaf_vartime_(naf[JAC_NT], s[0], ENDO_BITS, gw);
		if (ng > len) len = ng;
	}
#endif
	G(jset_inf_)(acc);
	for (int b = len - 1; b >= 0; b--) {
		G(aff_) q;
		int doubled = 0;
		for (int j = 0; j < n; j++) {
			if (use[j] && naf[j][b]) {
				G(digit_pt_)(q, tab[j][0], naf[j][b]);
				G(jstep_)(acc, q, &doubled);
			}
		}
#if ENDO_D == 1
		if (kg && b < ng && naf[JAC_NT][b]) {
#if JAC_GEN_NAF
			G(gdigit_pt_)(q, naf[JAC_NT][b]);
#else
			G(digit_pt_)(q, gtab[0], naf[JAC_NT][b]);
#endif
			G(jstep_)(acc, q, &doubled);
		}
#endif
		if (!doubled) G(jdbl_)(acc, acc);
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
#if ENDO_D > 1
	/* the generator as one more point: its endomorphic tables are not in
	 * the library */
	PT pt[2];
	FR(t) sc[2];
	G(get_gen)(pt[0]);
	G(copy)(pt[1], a);
	FR(copy)(sc[0], k);
	FR(copy)(sc[1], l);
	G(jsim_)(r, (const PT *)pt, (const FR(t) *)sc, 2, NULL);
#else
	G(jsim_)(r, (const PT *)a, (const FR(t) *)l, 1, k);
#endif
}

#undef JAC_MAXT
#undef JAC_W
#undef JAC_T
#undef JAC_CHUNK
#undef JAC_NT
#undef JAC_GEN_NAF
