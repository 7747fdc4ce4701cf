/* The Shallue-van de Woestijne map of RFC 9380 (section 6.6.1, straight-line
 * version of appendix F.1) for y^2 = x^3 + B (A = 0), for the twist over Fp2
 * (G1 over Fp, where p = 3 mod 4 gives a cheaper third root, has its own in
 * g1_bn.h).  The includer defines G(x), PT, FET,
 * FE(x), FE_LOAD and the constants C_B, C_Z, C_C1..C_C4, SGN0(a), and
 *   void G(sqrt_ratio_svdw_)(FET y, const FET u, const FET v)   a root of
 *       u / v for v != 0 when u / v is a square (constant-time).
 * Constant-time: the three candidates are computed, the choice made by
 * masks.  The candidates stay fractions n / d (x1, x2 over tv2, x3 over
 * tv1^2), so the map needs no inversion of its own: g(n / d) = (n^3 + B d^3)
 * / d^3 is a square iff (n^3 + B d^3) d is, and y = sqrt_ratio(n^3 + B d^3,
 * d^3) is affine, as the sign rule needs; the point is (n : y d : d). */

/* g(n / d) d^3 = n^3 + B d^3 */
static void G(svdw_gx_)(FET g, const FET n, const FET d, const FET b) {
	FET t;
	FEI(sqr)(g, n);
	FEI(mul)(g, g, n);
	FEI(sqr)(t, d);
	FEI(mul)(t, t, d);
	FEI(mul)(t, t, b);
	FEI(add)(g, g, t);
}

/* map_to_curve_svdw(u) as a projective point, always on the curve. */
void G(map_fp_)(PT r, const FET u) {
	FET tv1, tv2, tv3, n1, n2, n3, d12, d3, g, n, d, t, y, b, z, c1, c2, c3, c4, one;
	int e0, e1, e2, e3;
	FE_LOAD(b, C_B);
	FE_LOAD(z, C_Z);
	FE_LOAD(c1, C_C1);
	FE_LOAD(c2, C_C2);
	FE_LOAD(c3, C_C3);
	FE_LOAD(c4, C_C4);
	FE(set_dig)(one, 1);
	FEI(sqr)(tv1, u);               /* 1. tv1 = u^2 */
	FEI(mul)(tv1, tv1, c1);         /* 2. tv1 = tv1 * c1 */
	FEI(add)(tv2, one, tv1);        /* 3. tv2 = 1 + tv1 */
	FEI(sub)(tv1, one, tv1);        /* 4. tv1 = 1 - tv1 */
	FEI(mul)(tv3, tv1, tv2);        /* 5. tv3 = tv1 * tv2, inverted in 6. */
	e0 = FE(is_zero)(tv3);         /* inv0(0) = 0: x1 = x2 = c2, x3 = Z */
	/* 7-10, 16.  x1, x2 = c2 -+ u c3 / tv2 */
	FEI(mul)(t, u, c3);
	FEI(mul)(n1, c2, tv2);
	FEI(add)(n2, n1, t);
	FEI(sub)(n1, n1, t);
	FEI(copy)(d12, tv2);
	FE(cmov)(n1, c2, e0);
	FE(cmov)(n2, c2, e0);
	FE(cmov)(d12, one, e0);
	/* 22-26.  x3 = (tv2 / tv1)^2 c4 + Z = (tv2^2 c4 + Z tv1^2) / tv1^2 */
	FEI(sqr)(d3, tv1);
	FEI(sqr)(n3, tv2);
	FEI(mul)(n3, n3, c4);
	FEI(mul)(t, z, d3);
	FEI(add)(n3, n3, t);
	FE(cmov)(n3, z, e0);
	FE(cmov)(d3, one, e0);
	/* 11-15, 17-21.  e1 = is_square(g(x1)), e2 = is_square(g(x2)) */
	G(svdw_gx_)(g, n1, d12, b);
	FEI(mul)(g, g, d12);
	e1 = FE(is_square)(g);
	G(svdw_gx_)(g, n2, d12, b);
	FEI(mul)(g, g, d12);
	e2 = FE(is_square)(g) & (1 - e1);
	/* 27-28.  x = CMOV(x3, x1, e1), CMOV(x, x2, e2) */
	FEI(copy)(n, n3);
	FEI(copy)(d, d3);
	FE(cmov)(n, n1, e1);
	FE(cmov)(d, d12, e1);
	FE(cmov)(n, n2, e2);
	FE(cmov)(d, d12, e2);
	/* 29-33.  y = sqrt(g(x)) = sqrt((n^3 + B d^3) / d^3) */
	G(svdw_gx_)(g, n, d, b);
	FEI(sqr)(t, d);
	FEI(mul)(t, t, d);
	G(sqrt_ratio_svdw_)(y, g, t);
	e3 = (SGN0(u) == SGN0(y));     /* 34. */
	FEI(neg)(t, y);
	FE(cmov)(y, t, 1 - e3);        /* 35. y = CMOV(-y, y, e3) */
	FEI(copy)(r->x, n);
	FEI(mul)(r->y, y, d);
	FEI(copy)(r->z, d);
}
