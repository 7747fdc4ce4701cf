/* G1 of a BN curve: E(Fp) has prime order r (cofactor 1), so every point of
 * the curve is in G1 and nothing is cleared; map_to_curve is the
 * Shallue-van de Woestijne map (RFC 9380, section 6.6.1).  Included by the
 * curve's g1.c after g1_tmpl.h. */

/* cofactor 1: nothing to clear */
static void G1(clear_)(G1(t) r, const G1(t) a) { G1(copy)(r, a); }

static const oat_dig_t G1(svdw)[7][FP_DIGS] = { OAT_G1_SVDW_Z, OAT_G1_SVDW_C1,
	OAT_G1_SVDW_C2, OAT_G1_SVDW_C3, OAT_G1_SVDW_C4, OAT_G1_SVDW_C5, OAT_G1_SVDW_C6 };

/* map_to_curve_svdw(u) (RFC 9380 section 6.6.1) for p = 3 mod 4, with two
 * exponentiations instead of three.  With T1 = 1 - c1 u^2 and T2 = 1 + c1 u^2
 * (one inversion of T1 T2, 0 if either is 0 as inv0), the candidates are
 * x1, x2 = c2 -+ u c3 / T2 and x3 = Z + c4 (T2 / T1)^2, and
 *   g(x3) = k g(x1) g(x2) (T2 / T1)^6
 * for a constant square k (the product of the three g(x_i) is a square;
 * tools/gen_params.py derives k and checks the identity).  y_i =
 * g(x_i)^((p+1)/4) is a root of g(x_i) when there is one (e_i = [y_i^2 =
 * g(x_i)]) and a root of -g(x_i) otherwise; so when neither g(x1) nor g(x2)
 * is a square, y3 = C5 y1 y2 (T2 / T1)^3, C5 = sqrt(k), is a root of g(x3).
 * When T1 T2 = 0 (u = +-1 on BN-P254) x1 = x2 = c2 and x3 = Z as in the RFC,
 * and y3 = C6 = sqrt(g(Z)).  The choice is made by masks, then y takes the
 * sign of u (sgn0); the point is affine.  Constant-time: every candidate is
 * computed, the exponent (p+1)/4 is public. */
void G1(map_fp_)(G1(t) r, const FP(t) u) {
	static const oat_dig_t sqrt_exp[FP_DIGS] = OAT_FP_SQRT_EXP;   /* (p + 1) / 4 */
	static const oat_dig_t gb[FP_DIGS] = OAT_G1_B;
	FP(t) t1, t2, w, it1, it2, t, q, x1, x2, x3, g1, g2, y1, y2, y3, b, c, one;
	int e0, e1, e2, e3;
	FP(set_raw)(b, gb);
	FP(set_dig)(one, 1);
	FP(sqr)(t, u);
	FP(set_raw)(c, G1(svdw)[1]);
	FP(mul)(t, t, c);                  /* c1 u^2 */
	FP(sub)(t1, one, t);
	FP(add)(t2, one, t);
	FP(mul)(w, t1, t2);
	e0 = FP(is_zero)(w);
	FP(inv)(w, w);                     /* inv0 */
	FP(mul)(it2, w, t1);               /* 1 / T2 */
	FP(mul)(it1, w, t2);               /* 1 / T1 */
	FP(set_raw)(c, G1(svdw)[3]);
	FP(mul)(t, u, c);
	FP(mul)(t, t, it2);                /* u c3 / T2 */
	FP(set_raw)(c, G1(svdw)[2]);
	FP(sub)(x1, c, t);
	FP(add)(x2, c, t);
	FP(mul)(q, t2, it1);               /* T2 / T1 */
	FP(sqr)(t, q);
	FP(set_raw)(c, G1(svdw)[4]);
	FP(mul)(t, t, c);
	FP(set_raw)(c, G1(svdw)[0]);
	FP(add)(x3, t, c);                 /* Z + c4 (T2 / T1)^2 */
	/* g(x) = x^3 + B and the candidate roots */
	FP(sqr)(g1, x1);
	FP(mul)(g1, g1, x1);
	FP(add)(g1, g1, b);
	FP(exp_pub)(y1, g1, sqrt_exp, FP_DIGS);
	FP(sqr)(t, y1);
	FP(sub)(t, t, g1);
	e1 = FP(is_zero)(t);
	FP(sqr)(g2, x2);
	FP(mul)(g2, g2, x2);
	FP(add)(g2, g2, b);
	FP(exp_pub)(y2, g2, sqrt_exp, FP_DIGS);
	FP(sqr)(t, y2);
	FP(sub)(t, t, g2);
	e2 = FP(is_zero)(t) & (1 - e1);
	FP(sqr)(t, q);
	FP(mul)(t, t, q);                  /* (T2 / T1)^3 */
	FP(mul)(y3, y1, y2);
	FP(mul)(y3, y3, t);
	FP(set_raw)(c, G1(svdw)[5]);
	FP(mul)(y3, y3, c);
	FP(set_raw)(c, G1(svdw)[6]);
	FP(cmov)(y3, c, e0);
	FP(cmov)(x3, x1, e1);
	FP(cmov)(y3, y1, e1);
	FP(cmov)(x3, x2, e2);
	FP(cmov)(y3, y2, e2);
	e3 = (SGN0(u) == SGN0(y3));
	FP(neg)(t, y3);
	FP(cmov)(y3, t, 1 - e3);
	FP(copy)(r->x, x3);
	FP(copy)(r->y, y3);
	FP(copy)(r->z, one);
}

