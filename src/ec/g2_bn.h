/* G2 of a BN curve: El Housni, Guillevic and Piellard's subgroup test, the
 * cofactor clearing of Fuentes-Castaneda, Knapp and Rodriguez-Henriquez,
 * and the Shallue-van de Woestijne map to the twist (RFC 9380, section
 * 6.6.1).  Included by the curve's g2.c after g2_tmpl.h. */

/* Subgroup test of El Housni, Guillevic and Piellard ("Co-factor clearing
 * and subgroup membership testing on pairing-friendly curves", Africacrypt
 * 2022) for BN curves: a point Q of E'(Fp2) is in G2 iff
 *   [z + 1] Q + psi([z] Q) + psi^2([z] Q) = psi^3([2z] Q),
 * two multiplications by the 64-bit z instead of one by the 254-bit r. */
static int G2(in_group_)(const G2(t) a) {
	G2(t) zq, l, t, rr;
	G2(mul_z_)(zq, a);
	G2(add)(l, zq, a);
	G2(frb)(t, zq, 1);
	G2(add)(l, l, t);
	G2(frb)(t, zq, 2);
	G2(add)(l, l, t);
	G2(dbl)(t, zq);
	G2(frb)(rr, t, 3);
	return G2(equal)(l, rr);
}

/* Cofactor clearing of Fuentes-Castaneda, Knapp and Rodriguez-Henriquez
 * ("Faster hashing to G2", SAC 2011, section 4.1) for BN curves:
 *   Q -> [z] Q + psi([3z] Q) + psi^2([z] Q) + psi^3(Q),
 * a multiple of the cofactor map, so the result is in G2. */
static void G2(clear_)(G2(t) r, const G2(t) q) {
	G2(t) z1, z3, t, acc;
	G2(mul_z_)(z1, q);
	G2(dbl)(z3, z1);
	G2(add)(z3, z3, z1);
	G2(frb)(t, z3, 1);
	G2(add)(acc, z1, t);
	G2(frb)(t, z1, 2);
	G2(add)(acc, acc, t);
	G2(frb)(t, q, 3);
	G2(add)(r, acc, t);
}

static const oat_dig_t G2(svdw)[5][2][FP_DIGS] = { OAT_G2_SVDW_Z, OAT_G2_SVDW_C1,
	OAT_G2_SVDW_C2, OAT_G2_SVDW_C3, OAT_G2_SVDW_C4 };
static const oat_dig_t G2(svdw_n)[2][FP_DIGS] = { OAT_G2_SVDW_C5N, OAT_G2_SVDW_C6N };

/* map_to_curve_svdw(u) onto the twist (RFC 9380 section 6.6.1) with three
 * exponentiations in Fp instead of four, as G1's (g1_bn.h): with T1, T2 =
 * 1 -+ c1 u^2 and one inversion, x1, x2 = c2 -+ u c3 / T2 and x3 = Z + c4
 * (T2/T1)^2; g(x) is a square in Fp2 iff its norm N(g(x)) is one in Fp
 * (p = 3 mod 4), and s_i = N(g(x_i))^((p+1)/4) decides it for x1 and x2.
 * g(x3) = k g(x1) g(x2) (T2/T1)^6 (tools/gen_params.py), so N(g(x3))'s
 * root is C5N s1 s2 N(T2/T1)^3 when neither N(g(x1)) nor N(g(x2)) is a
 * square, C6N = sqrt(N(g(Z))) when T1 T2 = 0.  The root of the chosen g(x)
 * then takes one exponentiation from its norm's root (FP2(sqrt_norm_)), and
 * y the sign of u.  Constant-time: every candidate computed, choices by
 * masks; the point is affine. */
static void G2(svdw_g_)(FP2(t) g, FP(t) n, FP(t) s, const FP2(t) x) {
	static const oat_dig_t sqrt_exp[FP_DIGS] = OAT_FP_SQRT_EXP;   /* (p + 1) / 4 */
	FP2(t) b;
	FP(t) t;
	FP2(set_raw)(b, C_B);
	FP2(sqr)(g, x);
	FP2(mul)(g, g, x);
	FP2(add)(g, g, b);
	FP(sqr)(n, g->c[0]);
	FP(sqr)(t, g->c[1]);
	FP(add)(n, n, t);                  /* N(g(x)) */
	FP(exp_pub)(s, n, sqrt_exp, FP_DIGS);
}

void G2(map_fp_)(G2(t) r, const FP2(t) u) {
	FP2(t) t1, t2, w, it1, it2, t, q, x1, x2, x3, g1, g2, g3, c, one, y;
	FP(t) n1, n2, n3, s1, s2, s3, nt, k;
	int e0, e1, e2, e3;
	FP2(set_dig)(one, 1);
	FP2(sqr)(t, u);
	FP2(set_raw)(c, G2(svdw)[1]);
	FP2(mul)(t, t, c);                 /* c1 u^2 */
	FP2(sub)(t1, one, t);
	FP2(add)(t2, one, t);
	FP2(mul)(w, t1, t2);
	e0 = FP2(is_zero)(w);
	FP2(inv)(w, w);                    /* 0 for 0 */
	FP2(mul)(it2, w, t1);              /* 1 / T2 */
	FP2(mul)(it1, w, t2);              /* 1 / T1 */
	FP2(set_raw)(c, G2(svdw)[3]);
	FP2(mul)(t, u, c);
	FP2(mul)(t, t, it2);               /* u c3 / T2 */
	FP2(set_raw)(c, G2(svdw)[2]);
	FP2(sub)(x1, c, t);
	FP2(add)(x2, c, t);
	FP2(mul)(q, t2, it1);              /* T2 / T1 */
	FP2(sqr)(t, q);
	FP2(set_raw)(c, G2(svdw)[4]);
	FP2(mul)(t, t, c);
	FP2(set_raw)(c, G2(svdw)[0]);
	FP2(add)(x3, t, c);                /* Z + c4 (T2 / T1)^2 */
	G2(svdw_g_)(g1, n1, s1, x1);
	FP(sqr)(nt, s1);
	e1 = FP(equal)(nt, n1);
	G2(svdw_g_)(g2, n2, s2, x2);
	FP(sqr)(nt, s2);
	e2 = FP(equal)(nt, n2) & (1 - e1);
	/* x3: g(x3) and its norm's root from s1, s2 */
	{
		FP2(t) b;
		FP2(set_raw)(b, C_B);
		FP2(sqr)(g3, x3);
		FP2(mul)(g3, g3, x3);
		FP2(add)(g3, g3, b);
	}
	FP(sqr)(n3, q->c[0]);
	FP(sqr)(nt, q->c[1]);
	FP(add)(n3, n3, nt);               /* N(T2 / T1) */
	FP(sqr)(nt, n3);
	FP(mul)(nt, nt, n3);
	FP(mul)(s3, s1, s2);
	FP(mul)(s3, s3, nt);
	FP(set_raw)(k, G2(svdw_n)[0]);
	FP(mul)(s3, s3, k);
	FP(set_raw)(k, G2(svdw_n)[1]);
	FP(cmov)(s3, k, e0);
	FP2(cmov)(x3, x1, e1);
	FP2(cmov)(g3, g1, e1);
	FP(cmov)(s3, s1, e1);
	FP2(cmov)(x3, x2, e2);
	FP2(cmov)(g3, g2, e2);
	FP(cmov)(s3, s2, e2);
	(void)n2;
	FP2(sqrt_norm_)(y, g3, s3);
	e3 = (SGN0(u) == SGN0(y));
	FP2(neg)(t, y);
	FP2(cmov)(y, t, 1 - e3);
	FP2(copy)(r->x, x3);
	FP2(copy)(r->y, y);
	FP2(copy)(r->z, one);
}
