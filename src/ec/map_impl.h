/* The Shallue-van de Woestijne map of RFC 9380 (section 6.6.1, straight-line
 * version of appendix F.1) for y^2 = x^3 + B (A = 0), written once for G1
 * over Fp and for the twist over Fp2.  The includer defines G(x), PT, FET,
 * FE(x), FE_LOAD and the constants C_B, C_Z, C_C1..C_C4, and SGN0(a).
 * Constant-time: both candidate x are computed, the choice made by masks,
 * inversion by Fermat, the square root by a fixed exponentiation. */

/* (x, y) = map_to_curve_svdw(u), affine, always on the curve. */
static void G(map_svdw_)(FET x, FET y, const FET u) {
	FET tv1, tv2, tv3, tv4, x1, x2, x3, gx1, gx2, gx, b, z, c1, c2, c3, c4, t;
	int e1, e2, e3;
	FE_LOAD(b, C_B);
	FE_LOAD(z, C_Z);
	FE_LOAD(c1, C_C1);
	FE_LOAD(c2, C_C2);
	FE_LOAD(c3, C_C3);
	FE_LOAD(c4, C_C4);
	FE(sqr)(tv1, u);               /* 1. tv1 = u^2 */
	FE(mul)(tv1, tv1, c1);         /* 2. tv1 = tv1 * c1 */
	FE(set_dig)(t, 1);
	FE(add)(tv2, t, tv1);          /* 3. tv2 = 1 + tv1 */
	FE(sub)(tv1, t, tv1);          /* 4. tv1 = 1 - tv1 */
	FE(mul)(tv3, tv1, tv2);        /* 5. tv3 = tv1 * tv2 */
	FE(inv)(tv3, tv3);             /* 6. tv3 = inv0(tv3) */
	FE(mul)(tv4, u, tv1);          /* 7. tv4 = u * tv1 */
	FE(mul)(tv4, tv4, tv3);        /* 8. tv4 = tv4 * tv3 */
	FE(mul)(tv4, tv4, c3);         /* 9. tv4 = tv4 * c3 */
	FE(sub)(x1, c2, tv4);          /* 10. x1 = c2 - tv4 */
	FE(sqr)(gx1, x1);              /* 11-14. gx1 = x1^3 + B (A = 0) */
	FE(mul)(gx1, gx1, x1);
	FE(add)(gx1, gx1, b);
	e1 = FE(is_square)(gx1);       /* 15. */
	FE(add)(x2, c2, tv4);          /* 16. x2 = c2 + tv4 */
	FE(sqr)(gx2, x2);              /* 17-20. gx2 = x2^3 + B */
	FE(mul)(gx2, gx2, x2);
	FE(add)(gx2, gx2, b);
	e2 = FE(is_square)(gx2) & (1 - e1); /* 21. */
	FE(sqr)(x3, tv2);              /* 22. x3 = tv2^2 */
	FE(mul)(x3, x3, tv3);          /* 23. x3 = x3 * tv3 */
	FE(sqr)(x3, x3);               /* 24. x3 = x3^2 */
	FE(mul)(x3, x3, c4);           /* 25. x3 = x3 * c4 */
	FE(add)(x3, x3, z);            /* 26. x3 = x3 + Z */
	FE(copy)(x, x3);
	FE(cmov)(x, x1, e1);           /* 27. x = CMOV(x3, x1, e1) */
	FE(cmov)(x, x2, e2);           /* 28. x = CMOV(x, x2, e2) */
	FE(sqr)(gx, x);                /* 29-32. gx = x^3 + B */
	FE(mul)(gx, gx, x);
	FE(add)(gx, gx, b);
	FE(sqrt)(y, gx);               /* 33. y = sqrt(gx) */
	e3 = (SGN0(u) == SGN0(y));     /* 34. */
	FE(neg)(t, y);
	FE(cmov)(y, t, 1 - e3);        /* 35. y = CMOV(-y, y, e3) */
}

void G(map_fp_)(PT r, const FET u) {
	G(map_svdw_)(r->x, r->y, u);
	FE(set_dig)(r->z, 1);
}
