/* The Shallue-van de Woestijne map of RFC 9380 (section 6.6.1) for
 * y^2 = x^3 + B (A = 0) over Fp or Fp2 with p = 3 mod 4, written once for G1
 * and for the twist, with one exponentiation fewer than the straight-line
 * version of appendix F.1.
 *
 * With T1 = 1 - c1 u^2 and T2 = 1 + c1 u^2 (one inversion of T1 T2, 0 if
 * either is 0, as inv0), the candidates are x1, x2 = c2 -+ u c3 / T2 and
 * x3 = Z + c4 (T2/T1)^2, and
 *   g(x3) = k g(x1) g(x2) (T2/T1)^6
 * for a constant k (the product of the three g(x_i) is a square; the
 * numerators of g(x3) and g(x1) g(x2) share their two degree-6 factors in
 * u; tools/gen_params.py derives k and checks the identity).  Everything is
 * decided on norms N into Fp (N(a) = a over Fp; a0^2 + a1^2 over Fp2, where
 * a is a square iff N(a) is one): s_i = N(g(x_i))^((p+1)/4) is a root of
 * N(g(x_i)) when it is a square (e_i = [s_i^2 = N(g(x_i))]) and of
 * -N(g(x_i)) otherwise, so when neither is, C5 s1 s2 N(T2/T1)^3 with
 * C5 = sqrt(N(k)) is a root of N(g(x3)); when T1 T2 = 0, x1 = x2 = c2,
 * x3 = Z as in the RFC and C6 = sqrt(N(g(Z))).  The chosen g(x)'s root
 * comes from its norm's root (over Fp it is that root; over Fp2 one more
 * exponentiation), then y takes the sign of u.  Two exponentiations in Fp
 * for G1, three for the twist, where the RFC's version has three and four.
 *
 * The includer defines G(x), PT, FET, FE(x), FE_LOAD, SGN0, C_B, C_Z,
 * C_C1..C_C4 (elements of FET), C_C5, C_C6 (of Fp), and
 *   void G(svdw_norm_)(FP(t) n, const FET a)          n = N(a)
 *   void G(svdw_root_)(FET y, const FET g, const FP(t) s)
 *       a root of g, given a root s of N(g), when g is a square.
 * Constant-time: every candidate is computed and the choices are masks; the
 * exponent (p+1)/4 is public.  The point is affine. */

/* g = g(x) = x^3 + B */
static void G(svdw_gx_)(FET g, const FET x) {
	FET b;
	FE_LOAD(b, C_B);
	FEI(sqr)(g, x);
	FEI(mul)(g, g, x);
	FEI(add)(g, g, b);
}

/* g = g(x), n = N(g), s = n^((p+1)/4); e = [s^2 = n] */
static int G(svdw_g_)(FET g, FP(t) n, FP(t) s, const FET x) {
	static const oat_dig_t sqrt_exp[FP_DIGS] = OAT_FP_SQRT_EXP;   /* (p + 1) / 4 */
	FP(t) t;
	G(svdw_gx_)(g, x);
	G(svdw_norm_)(n, g);
	FP(exp_pub)(s, n, sqrt_exp, FP_DIGS);
	FP(sqr)(t, s);
	return FP(equal)(t, n);
}

/* The map in two halves around its one inversion, so that hash_to_curve
 * shares it between its two maps (G(map_pair_)): the first half leaves
 * T1, T2, w = T1 T2 and [w = 0]; the second takes w replaced by 1 / w (0
 * when w = 0, as inv0). */
typedef struct {
	FET t1, t2, w;
	int e0;
} G(svdw_st_);

static void G(svdw_pre_)(G(svdw_st_) *s, const FET u) {
	FET t, c, one;
	FE(set_dig)(one, 1);
	FEI(sqr)(t, u);
	FE_LOAD(c, C_C1);
	FEI(mul)(t, t, c);                /* c1 u^2 */
	FEI(sub)(s->t1, one, t);
	FEI(add)(s->t2, one, t);
	FEI(mul)(s->w, s->t1, s->t2);
	s->e0 = FE(is_zero)(s->w);
}

/* The three candidates x1, x2, x3 and q = T2 / T1 from the state (w = 1 /
 * (T1 T2)). */
static void G(svdw_xs_)(FET x1, FET x2, FET x3, FET q, const G(svdw_st_) *st, const FET u) {
	FET it1, it2, t, c;
	FEI(mul)(it2, st->w, st->t1);     /* 1 / T2 (st->w = 1 / (T1 T2)) */
	FEI(mul)(it1, st->w, st->t2);     /* 1 / T1 */
	FE_LOAD(c, C_C3);
	FEI(mul)(t, u, c);
	FEI(mul)(t, t, it2);              /* u c3 / T2 */
	FE_LOAD(c, C_C2);
	FEI(sub)(x1, c, t);
	FEI(add)(x2, c, t);
	FEI(mul)(q, st->t2, it1);         /* T2 / T1 */
	FEI(sqr)(t, q);
	FE_LOAD(c, C_C4);
	FEI(mul)(t, t, c);
	FE_LOAD(c, C_Z);
	FEI(add)(x3, t, c);               /* Z + c4 (T2 / T1)^2 */
}

/* s3 = a root of N(g(x3)) when neither g(x1) nor g(x2) is a square:
 * C5 s1 s2 N(q)^3, or C6 when T1 T2 = 0 (e0). */
static void G(svdw_s3_)(FP(t) s3, const FP(t) s1, const FP(t) s2, const FET q, int e0) {
	FP(t) n3, k;
	G(svdw_norm_)(n3, q);             /* N(T2 / T1) */
	FP(mul)(s3, s1, s2);
	FP(mul)(s3, s3, n3);
	FP(sqr)(n3, n3);
	FP(mul)(s3, s3, n3);              /* s1 s2 N(T2 / T1)^3 */
	FP(set_raw)(k, C_C5);
	FP(mul)(s3, s3, k);
	FP(set_raw)(k, C_C6);
	FP(cmov)(s3, k, e0);
}

/* r = (x, y, 1) with y the root of g given by s, of u's sign. */
static void G(svdw_end_)(PT r, const FET x, const FET g, const FP(t) s, const FET u) {
	FET y, t, one;
	G(svdw_root_)(y, g, s);
	int e3 = (SGN0(u) == SGN0(y));
	FEI(neg)(t, y);
	FE(cmov)(y, t, 1 - e3);
	FE(set_dig)(one, 1);
	FEI(copy)(r->x, x);
	FEI(copy)(r->y, y);
	FEI(copy)(r->z, one);
}

static void G(svdw_post_)(PT r, const G(svdw_st_) *st, const FET u) {
	FET q, x1, x2, x3, g1, g2, g3;
	FP(t) n1, n2, s1, s2, s3;
	int e1, e2;
	G(svdw_xs_)(x1, x2, x3, q, st, u);
	e1 = G(svdw_g_)(g1, n1, s1, x1);
	e2 = G(svdw_g_)(g2, n2, s2, x2) & (1 - e1);
	G(svdw_gx_)(g3, x3);
	G(svdw_s3_)(s3, s1, s2, q, st->e0);
	FE(cmov)(x3, x1, e1);
	FE(cmov)(g3, g1, e1);
	FP(cmov)(s3, s1, e1);
	FE(cmov)(x3, x2, e2);
	FE(cmov)(g3, g2, e2);
	FP(cmov)(s3, s2, e2);
	G(svdw_end_)(r, x3, g3, s3, u);
}

/* The same choice in variable time (public u only): g(x2) is looked at
 * only when g(x1) is not a square, so half the maps take one exponentiation
 * in Fp fewer (1.5 for G1 on average instead of 2, 2.5 for the twist
 * instead of 3).  The same point as G(svdw_post_). */
static void G(svdw_post_vartime_)(PT r, const G(svdw_st_) *st, const FET u) {
	FET q, x1, x2, x3, g1, g2, g3;
	FP(t) n1, n2, s1, s2, s3;
	G(svdw_xs_)(x1, x2, x3, q, st, u);
	if (G(svdw_g_)(g1, n1, s1, x1)) {
		G(svdw_end_)(r, x1, g1, s1, u);
		return;
	}
	if (G(svdw_g_)(g2, n2, s2, x2)) {
		G(svdw_end_)(r, x2, g2, s2, u);
		return;
	}
	G(svdw_gx_)(g3, x3);
	G(svdw_s3_)(s3, s1, s2, q, st->e0);
	G(svdw_end_)(r, x3, g3, s3, u);
}

void G(map_fp_)(PT r, const FET u) {
	G(svdw_st_) s;
	G(svdw_pre_)(&s, u);
	FE(inv)(s.w, s.w);                /* inv0 */
	G(svdw_post_)(r, &s, u);
}

/* Both maps of hash_to_curve with one inversion (Montgomery's trick): a
 * zero w is taken as 1 in the product and its inverse set to 0 after. */
#define G_MAP_PAIR 1
void G(map_pair_)(PT r0, PT r1, const FET u0, const FET u1) {
	G(svdw_st_) s0, s1;
	FET m, t, one, zero;
	G(svdw_pre_)(&s0, u0);
	G(svdw_pre_)(&s1, u1);
	FE(set_dig)(one, 1);
	FE(set_dig)(zero, 0);
	FE(cmov)(s0.w, one, s0.e0);
	FE(cmov)(s1.w, one, s1.e0);
	FEI(mul)(m, s0.w, s1.w);
	FE(inv)(m, m);
	FEI(mul)(t, m, s1.w);             /* 1 / w0 */
	FEI(mul)(s1.w, m, s0.w);          /* 1 / w1 */
	FEI(copy)(s0.w, t);
	FE(cmov)(s0.w, zero, s0.e0);
	FE(cmov)(s1.w, zero, s1.e0);
	G(svdw_post_)(r0, &s0, u0);
	G(svdw_post_)(r1, &s1, u1);
}

/* Both maps in variable time (public u0, u1): the inversion by the
 * variable-time divsteps, the choice of svdw_post_vartime_. */
#define G_MAP_PAIR_VARTIME 1
void G(map_pair_vartime_)(PT r0, PT r1, const FET u0, const FET u1) {
	G(svdw_st_) s0, s1;
	FET m, t;
	G(svdw_pre_)(&s0, u0);
	G(svdw_pre_)(&s1, u1);
	if (s0.e0 | s1.e0) {              /* T1 T2 = 0: the inverse taken as 0 (inv0) */
		FE(inv_vartime)(s0.w, s0.w);
		FE(inv_vartime)(s1.w, s1.w);
	} else {
		FEI(mul)(m, s0.w, s1.w);
		FE(inv_vartime)(m, m);
		FEI(mul)(t, m, s1.w);         /* 1 / w0 */
		FEI(mul)(s1.w, m, s0.w);      /* 1 / w1 */
		FEI(copy)(s0.w, t);
	}
	G(svdw_post_vartime_)(r0, &s0, u0);
	G(svdw_post_vartime_)(r1, &s1, u1);
}
