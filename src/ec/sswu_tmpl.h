/* The simplified SWU map of RFC 9380 (section 6.6.2, the straight-line
 * version of appendix F.2) to a curve E': y^2 = x^3 + A' x + B' isogenous to
 * the target curve (A = 0 there, so section 6.6.3: map to E', then the
 * isogeny map of appendix E), written once for G1 over Fp and for the twist
 * over Fp2.  The includer defines G(x), PT, FET, FE(x), FE_LOAD, SGN0(a),
 *   int G(sqrt_ratio_)(FET y, const FET u, const FET v)   sqrt_ratio of RFC
 *       9380 F.2.1: 1 and a root of u / v if it is a square, else 0 and a
 *       root of Z u / v, for v != 0 (constant-time),
 * and
 *   C_SSWU_A, C_SSWU_B, C_SSWU_Z   A', B', Z of E' (raw tables)
 *   C_ISO_XNUM, C_ISO_XDEN, C_ISO_YNUM, C_ISO_YDEN, N_ISO_XNUM..N_ISO_YDEN
 *       the coefficients k_(i,j) of the isogeny map, constant term first
 *       (the denominators monic: their leading 1 is not in the table).
 * Constant-time: sqrt_ratio is, the choices are conditional moves, and x
 * stays a fraction xn / xd through the isogeny, so that no inversion is
 * needed besides any in sqrt_ratio. */

/* (xn / xd, y) = map_to_curve_simple_swu(u) on E', xd != 0. */
static void G(map_sswu_)(FET x, FET xd, FET y, const FET u) {
	FET a, b, z, tv1, tv2, tv3, tv4, tv5, tv6, t, y1, one;
	int e1;
	FE_LOAD(a, C_SSWU_A);
	FE_LOAD(b, C_SSWU_B);
	FE_LOAD(z, C_SSWU_Z);
	FE(set_dig)(one, 1);
	FEI(sqr)(tv1, u);                   /* 1. tv1 = u^2 */
	FEI(mul)(tv1, z, tv1);              /* 2. tv1 = Z * tv1 */
	FEI(sqr)(tv2, tv1);                 /* 3. tv2 = tv1^2 */
	FEI(add)(tv2, tv2, tv1);            /* 4. tv2 = tv2 + tv1 */
	FEI(add)(tv3, tv2, one);            /* 5. tv3 = tv2 + 1 */
	FEI(mul)(tv3, b, tv3);              /* 6. tv3 = B * tv3 */
	FEI(neg)(tv4, tv2);                 /* 7. tv4 = CMOV(Z, -tv2, tv2 != 0) */
	FE(cmov)(tv4, z, FE(is_zero)(tv2));
	FEI(mul)(tv4, a, tv4);              /* 8. tv4 = A * tv4 */
	FEI(sqr)(tv2, tv3);                 /* 9. tv2 = tv3^2 */
	FEI(sqr)(tv6, tv4);                 /* 10. tv6 = tv4^2 */
	FEI(mul)(tv5, a, tv6);              /* 11. tv5 = A * tv6 */
	FEI(add)(tv2, tv2, tv5);            /* 12. tv2 = tv2 + tv5 */
	FEI(mul)(tv2, tv2, tv3);            /* 13. tv2 = tv2 * tv3 */
	FEI(mul)(tv6, tv6, tv4);            /* 14. tv6 = tv6 * tv4 */
	FEI(mul)(tv5, b, tv6);              /* 15. tv5 = B * tv6 */
	FEI(add)(tv2, tv2, tv5);            /* 16. tv2 = tv2 + tv5 */
	FEI(mul)(x, tv1, tv3);              /* 17. x = tv1 * tv3 */
	e1 = G(sqrt_ratio_)(y1, tv2, tv6);  /* 18. (is_gx1_square, y1) = sqrt_ratio(tv2, tv6) */
	FEI(mul)(y, tv1, u);                /* 19. y = tv1 * u */
	FEI(mul)(y, y, y1);                 /* 20. y = y * y1 */
	FE(cmov)(x, tv3, e1);              /* 21. x = CMOV(x, tv3, is_gx1_square) */
	FE(cmov)(y, y1, e1);               /* 22. y = CMOV(y, y1, is_gx1_square) */
	e1 = (SGN0(u) == SGN0(y));         /* 23. e1 = sgn0(u) == sgn0(y) */
	FEI(neg)(t, y);
	FE(cmov)(y, t, 1 - e1);            /* 24. y = CMOV(-y, y, e1) */
	FEI(copy)(xd, tv4);                 /* 25. x = x / tv4, kept as a fraction */
}

#define ISO_DEG_(n, monic) ((monic) ? (n) : (n) - 1)
#define ISO_MAXDEG_ 16

/* r = sum_i k[i] xn^i xd^(d - i), the homogenised polynomial of degree d of
 * the n raw coefficients k (constant first; when monic, a leading 1 xn^n is
 * added and d = n, else d = n - 1); dp[j] = xd^j. */
static void G(iso_poly_)(FET r, const FET xn, const FET dp[], const oat_dig_t *k, int n, int monic) {
	FET c;
	const size_t st = sizeof(FET) / (sizeof(oat_dig_t));
	int d = ISO_DEG_(n, monic);
	if (monic) {
		FE(set_dig)(r, 1);
	} else {
		FE_LOAD(r, (const void *)(k + (size_t)(n - 1) * st));
		n--;
	}
	for (int i = n - 1; i >= 0; i--) {
		FEI(mul)(r, r, xn);
		FE_LOAD(c, (const void *)(k + (size_t)i * st));
		FEI(mul)(c, c, dp[d - i]);
		FEI(add)(r, r, c);
	}
}

/* map_to_curve: SSWU on E', then the isogeny E' -> E in projective form.
 * With x = xn / xd on E' and the homogenised maps X(xn, xd) of degree dx
 * and so on, the isogeny gives
 *   x' = Xnum / Xden * xd^(dxd - dxn),  y' = y Ynum / Yden * xd^(dyd - dyn),
 * returned as (x'num y'den : y'num x'den : x'den y'den), the point at
 * infinity when a denominator vanishes (RFC 9380 6.6.3). */
void G(map_fp_)(PT r, const FET u) {
	enum {
		DXN = ISO_DEG_(N_ISO_XNUM, 0), DXD = ISO_DEG_(N_ISO_XDEN, 1),
		DYN = ISO_DEG_(N_ISO_YNUM, 0), DYD = ISO_DEG_(N_ISO_YDEN, 1),
		DMAX = DXN > DYN ? (DXN > DYD ? DXN : DYD) : (DYN > DYD ? DYN : DYD)
	};
	typedef char iso_deg_ok_[DMAX < ISO_MAXDEG_ ? 1 : -1];
	FET x, xd, y, dp[ISO_MAXDEG_], xn, xdn, yn, ydn;
	PT inf;
	(void)sizeof(iso_deg_ok_);
	G(map_sswu_)(x, xd, y, u);
	FE(set_dig)(dp[0], 1);
	FEI(copy)(dp[1], xd);
	for (int j = 2; j <= DMAX; j++) FEI(mul)(dp[j], dp[j - 1], xd);
	G(iso_poly_)(xn, x, (const FET *)dp, (const oat_dig_t *)C_ISO_XNUM, N_ISO_XNUM, 0);
	G(iso_poly_)(xdn, x, (const FET *)dp, (const oat_dig_t *)C_ISO_XDEN, N_ISO_XDEN, 1);
	G(iso_poly_)(yn, x, (const FET *)dp, (const oat_dig_t *)C_ISO_YNUM, N_ISO_YNUM, 0);
	G(iso_poly_)(ydn, x, (const FET *)dp, (const oat_dig_t *)C_ISO_YDEN, N_ISO_YDEN, 1);
	if (DXD > DXN) FEI(mul)(xn, xn, dp[DXD > DXN ? DXD - DXN : 0]);
	if (DXN > DXD) FEI(mul)(xdn, xdn, dp[DXN > DXD ? DXN - DXD : 0]);
	if (DYD > DYN) FEI(mul)(yn, yn, dp[DYD > DYN ? DYD - DYN : 0]);
	if (DYN > DYD) FEI(mul)(ydn, ydn, dp[DYN > DYD ? DYN - DYD : 0]);
	FEI(mul)(r->x, xn, ydn);
	FEI(mul)(r->y, y, yn);
	FEI(mul)(r->y, r->y, xdn);
	FEI(mul)(r->z, xdn, ydn);
	G(set_infty)(inf);
	G(cmov)(r, inf, FE(is_zero)(r->z));
}
