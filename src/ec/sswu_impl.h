/* The simplified SWU map of RFC 9380 (section 6.6.2, the straight-line
 * version of appendix F.2) to a curve E': y^2 = x^3 + A' x + B' isogenous to
 * the target curve (A = 0 there, so section 6.6.3: map to E', then the
 * isogeny map of appendix E), written once for G1 over Fp and for the twist
 * over Fp2.  The includer defines G(x), PT, FET, FE(x), FE_LOAD, SGN0(a), and
 *   C_SSWU_A, C_SSWU_B, C_SSWU_Z   A', B', Z of E' (raw tables)
 *   C_ISO_XNUM, C_ISO_XDEN, C_ISO_YNUM, C_ISO_YDEN, N_ISO_XNUM..N_ISO_YDEN
 *       the coefficients k_(i,j) of the isogeny map, constant term first
 *       (the denominators monic: their leading 1 is not in the table).
 * Constant-time: both square roots are computed and the choice made by
 * masks, inversion by Fermat, the exceptional cases by conditional moves. */

/* (x, y) = map_to_curve_simple_swu(u) on E', affine. */
static void G(map_sswu_)(FET x, FET y, const FET u) {
	FET a, b, z, tv1, tv2, tv3, tv4, tv5, tv6, t, y1, y2, one;
	int e1, ok;
	FE_LOAD(a, C_SSWU_A);
	FE_LOAD(b, C_SSWU_B);
	FE_LOAD(z, C_SSWU_Z);
	FE(set_dig)(one, 1);
	FE(sqr)(tv1, u);                   /* 1. tv1 = u^2 */
	FE(mul)(tv1, z, tv1);              /* 2. tv1 = Z * tv1 */
	FE(sqr)(tv2, tv1);                 /* 3. tv2 = tv1^2 */
	FE(add)(tv2, tv2, tv1);            /* 4. tv2 = tv2 + tv1 */
	FE(add)(tv3, tv2, one);            /* 5. tv3 = tv2 + 1 */
	FE(mul)(tv3, b, tv3);              /* 6. tv3 = B * tv3 */
	FE(neg)(tv4, tv2);                 /* 7. tv4 = CMOV(Z, -tv2, tv2 != 0) */
	FE(cmov)(tv4, z, FE(is_zero)(tv2));
	FE(mul)(tv4, a, tv4);              /* 8. tv4 = A * tv4 */
	FE(sqr)(tv2, tv3);                 /* 9. tv2 = tv3^2 */
	FE(sqr)(tv6, tv4);                 /* 10. tv6 = tv4^2 */
	FE(mul)(tv5, a, tv6);              /* 11. tv5 = A * tv6 */
	FE(add)(tv2, tv2, tv5);            /* 12. tv2 = tv2 + tv5 */
	FE(mul)(tv2, tv2, tv3);            /* 13. tv2 = tv2 * tv3 */
	FE(mul)(tv6, tv6, tv4);            /* 14. tv6 = tv6 * tv4 */
	FE(mul)(tv5, b, tv6);              /* 15. tv5 = B * tv6 */
	FE(add)(tv2, tv2, tv5);            /* 16. tv2 = tv2 + tv5 */
	FE(mul)(x, tv1, tv3);              /* 17. x = tv1 * tv3 */
	/* 18. (is_gx1_square, y1) = sqrt_ratio(tv2, tv6): tv6 = tv4^3 != 0 (A'
	 * and Z are nonzero), so with t = tv2 / tv6 the answer is sqrt(t) when t
	 * is a square and sqrt(Z t) otherwise (then Z t is one: Z is not a
	 * square); any root does, the sign is fixed in steps 23-24. */
	FE(inv)(t, tv6);
	FE(mul)(t, tv2, t);
	ok = FE(sqrt)(y1, t);
	FE(mul)(t, z, t);
	(void)FE(sqrt)(y2, t);
	FE(cmov)(y2, y1, ok);
	e1 = ok;
	FE(mul)(y, tv1, u);                /* 19. y = tv1 * u */
	FE(mul)(y, y, y2);                 /* 20. y = y * y1 */
	FE(cmov)(x, tv3, e1);              /* 21. x = CMOV(x, tv3, is_gx1_square) */
	FE(cmov)(y, y2, e1);               /* 22. y = CMOV(y, y1, is_gx1_square) */
	e1 = (SGN0(u) == SGN0(y));         /* 23. e1 = sgn0(u) == sgn0(y) */
	FE(neg)(t, y);
	FE(cmov)(y, t, 1 - e1);            /* 24. y = CMOV(-y, y, e1) */
	FE(inv)(t, tv4);
	FE(mul)(x, x, t);                  /* 25. x = x / tv4 */
}

/* r = sum_i k[i] x^i for the n raw coefficients k (constant first); when
 * monic, a leading 1 x^n is added. */
static void G(iso_poly_)(FET r, const FET x, const oat_dig_t *k, int n, int monic) {
	FET c;
	const size_t st = sizeof(FET) / (sizeof(oat_dig_t));
	if (monic) {
		FE(set_dig)(r, 1);
	} else {
		FE_LOAD(r, (const void *)(k + (size_t)(n - 1) * st));
		n--;
	}
	for (int i = n - 1; i >= 0; i--) {
		FE(mul)(r, r, x);
		FE_LOAD(c, (const void *)(k + (size_t)i * st));
		FE(add)(r, r, c);
	}
}

/* map_to_curve: SSWU on E', then the isogeny E' -> E in projective form,
 *   X = x_num y_den,  Y = y' y_num x_den,  Z = x_den y_den,
 * the point at infinity when a denominator vanishes (RFC 9380 6.6.3). */
void G(map_fp_)(PT r, const FET u) {
	FET x, y, xn, xd, yn, yd;
	PT inf;
	G(map_sswu_)(x, y, u);
	G(iso_poly_)(xn, x, (const oat_dig_t *)C_ISO_XNUM, N_ISO_XNUM, 0);
	G(iso_poly_)(xd, x, (const oat_dig_t *)C_ISO_XDEN, N_ISO_XDEN, 1);
	G(iso_poly_)(yn, x, (const oat_dig_t *)C_ISO_YNUM, N_ISO_YNUM, 0);
	G(iso_poly_)(yd, x, (const oat_dig_t *)C_ISO_YDEN, N_ISO_YDEN, 1);
	FE(mul)(r->x, xn, yd);
	FE(mul)(r->y, y, yn);
	FE(mul)(r->y, r->y, xd);
	FE(mul)(r->z, xd, yd);
	G(set_infty)(inf);
	G(cmov)(r, inf, FE(is_zero)(r->z));
}
