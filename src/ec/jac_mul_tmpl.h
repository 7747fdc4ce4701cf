/* Variable-time scalar multiplication on a curve with a = -3 (the NIST
 * curves) in Jacobian coordinates (jac_tmpl.h), for public scalars and
 * points only: mul_vartime, mul_sim_vartime and mul_sim_gen_vartime (ECDSA
 * verification's u1 G + u2 Q).  Included by ep_tmpl.h after mul_tmpl.h,
 * which leaves those three to this file when the includer defines
 * G_HAVE_VARTIME.
 *
 * Why not the complete formulas: on public data nothing needs to be
 * uniform, and mixed addition costs 8M + 3S here against 11M + 2 m_b; the
 * exceptional cases (P = Q, P = -Q, infinity) are caught by tests on the
 * values and branched on.
 *
 * Method: width-w NAFs of the scalars (scalar_inl.h), interleaved over one
 * chain of doublings (Moeller's interleaving, SAC 2001): the odd multiples
 * (1, 3, .., 2^(w-1) - 1) P of each point P, made affine with one shared
 * inversion (Montgomery's trick), enter by mixed additions; the generator's
 * odd multiples up to 2^(OAT_NAF_W - 1) - 1 are a constant table
 * (tab_ep.c, G(gen_naf_), OAT_NAF_W) when the library has the tables. */

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

#if G_GEN_TAB
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
#define JAC_CHUNK 4

/* r = sum_{j<n} k[j] a[j] (+ kg G if kg != NULL), n <= JAC_CHUNK,
 * interleaved wNAFs over one chain of doublings. */
static void G(jsim_)(PT r, const PT *a, const FR(t) *k, int n, const FR(t) kg) {
	G(aff_) tab[JAC_CHUNK][JAC_T];
	short naf[JAC_CHUNK + 1][ENDO_BITS + 1];
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
		G(aff_) q;
		int doubled = 0;
		for (int j = 0; j < n; j++) {
			if (use[j] && naf[j][b]) {
				G(digit_pt_)(q, tab[j][0], naf[j][b]);
				G(jstep_)(acc, q, &doubled);
			}
		}
		if (kg && b < ng && naf[JAC_CHUNK][b]) {
#if G_GEN_TAB
			G(gdigit_pt_)(q, naf[JAC_CHUNK][b]);
#else
			G(digit_pt_)(q, gtab[0], naf[JAC_CHUNK][b]);
#endif
			G(jstep_)(acc, q, &doubled);
		}
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
	G(jsim_)(r, (const PT *)a, (const FR(t) *)l, 1, k);
}

#undef JAC_MAXT
#undef JAC_W
#undef JAC_T
#undef JAC_CHUNK
