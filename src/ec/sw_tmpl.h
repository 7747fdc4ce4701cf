/* A prime-order group of points on a short Weierstrass curve
 * y^2 = x^3 + a x + b with a = 0 or a = -3, written once and instantiated
 * for G1 over Fp (g1_tmpl.h) and G2 over Fp2 (g2_tmpl.h) of every pairing
 * curve (a = 0), and for the NIST curves (ep_tmpl.h, a = -3).  The includer
 * defines:
 *   G(x)            public name of operation x (e.g. oat_bn254_g1_##x)
 *   PT              the point type;  FET: the coordinate type (e.g. FP(t))
 *   FE(x)           coordinate field operation x (e.g. oat_bn254_fp_##x)
 *   FE_NFP          Fp elements per coordinate (1 or 2)
 *   FE_SUM2         1 if FEI(sum2)(r, a0, b0, a1, b1) = a0 b0 + a1 b1 is one
 *                   fused product (then the formulas use it for their sums
 *                   of products), else 0
 *   FE_SUM2_KARA    1 if an addition's cross sums X1 Y2 + X2 Y1 are still
 *                   cheaper by Karatsuba, (X1 + Y1)(X2 + Y2) - X1 X2 - Y1 Y2
 *                   (one product, four additions), than by the fused sum
 *                   (the 6-limb kernels, whose sums take half again a
 *                   product's multiplications); the default 0
 *   FEI(x)          the same for x in add, sub, neg, dbl, mul, sqr, copy, sum2,
 *                   inline where the field offers it (FP(x##_i); the
 *                   formulas are made of these, and an out-of-line call
 *                   costs about a third of an addition); defaults to FE(x)
 *   FE_LOAD(r, k)   loads constant k of the parameter tables into r
 *   C_B, C_GX, C_GY b and the generator, as raw tables
 *   G_A_M3          1 for a = -3 (then b enters the formulas by a full
 *                   multiplication), 0 (the default) for a = 0, where
 *                   G(mul_b3_)(r, a): r = 3b a (by additions where 3b is a
 *                   small integer)
 *   G_ISO           1 (a = 0 only) if the constant-time multiplications run
 *                   on the isomorphic curve y^2 = x^3 + u^6 b, u in Fp, whose
 *                   3 u^6 b takes fewer additions (mul_tmpl.h): then
 *                   G(mul_b3s_)(r, a): r = 3 u^6 b a, and G(add_s_),
 *                   G(dbl_s_) are the formulas there; default 0
 *   CBYTES          bytes of one encoded coordinate
 *   G_COFACTOR_ONE  1 if every point on the curve is in the group; otherwise
 *                   the family's file (g1_<family>.h, g2_<family>.h) defines
 *                   static int G(in_group_)(const PT), the subgroup test of
 *                   a point on the curve
 * The encodings (read_bin, write_bin) come from the encoding template the
 * curve picks (enc_sgn0_tmpl.h, enc_zcash_tmpl.h, enc_sec1_tmpl.h),
 * included after this one.
 *
 * Points are homogeneous projective (X : Y : Z) with x = X/Z, y = Y/Z; the
 * point at infinity is (0 : Y : 0), Y != 0.  Addition and doubling use the
 * complete formulas of Renes, Costello and Batina, "Complete addition
 * formulas for prime order elliptic curves", Eurocrypt 2016: Algorithms 7,
 * 8 and 9 for a = 0, 4, 5 and 6 for a = -3; correct for every pair of
 * inputs, infinity included, so nothing branches on a point. */

#ifndef FEI
#define FEI(x) FE(x)
#endif
#ifndef FE_SUM2
#define FE_SUM2 0
#endif
#ifndef FE_SUM2_KARA
#define FE_SUM2_KARA 0
#endif
#ifndef G_A_M3
#define G_A_M3 0
#endif
#ifndef G_ISO
#define G_ISO 0
#endif
#if !defined(G) || !defined(PT) || !defined(FET) || !defined(FE) || !defined(FE_NFP) || !defined(FE_LOAD) || \
	!defined(C_B) || !defined(C_GX) || !defined(C_GY) || !defined(CBYTES) || !defined(G_COFACTOR_ONE)
#error "sw_tmpl.h: define G, PT, FET, FE, FE_NFP, FE_LOAD, C_B, C_GX, C_GY, CBYTES, G_COFACTOR_ONE"
#endif
#if !G_COFACTOR_ONE
static int G(in_group_)(const PT a);
#endif

void G(set_infty)(PT r) {
	FE(zero)(r->x);
	FE(set_dig)(r->y, 1);
	FE(zero)(r->z);
}

void G(get_gen)(PT r) {
	FE_LOAD(r->x, C_GX);
	FE_LOAD(r->y, C_GY);
	FE(set_dig)(r->z, 1);
}

void G(copy)(PT r, const PT a) {
	FEI(copy)(r->x, a->x);
	FEI(copy)(r->y, a->y);
	FEI(copy)(r->z, a->z);
}

int G(is_infty)(const PT a) { return FE(is_zero)(a->z); }

void G(cmov)(PT r, const PT a, int bit) {
	FE(cmov)(r->x, a->x, bit);
	FE(cmov)(r->y, a->y, bit);
	FE(cmov)(r->z, a->z, bit);
}

/* Y^2 Z = X^3 + a X Z^2 + b Z^3 and (X, Y, Z) != (0, 0, 0) (Z = 0 then
 * forces X = 0). */
static int G(on_curve_)(const PT a) {
	FET l, t, b, z2;
	FE_LOAD(b, C_B);
	FEI(sqr)(l, a->y);
	FEI(mul)(l, l, a->z);
	FEI(sqr)(z2, a->z);
	FEI(mul)(t, z2, a->z);
	FEI(mul)(t, t, b);
	FEI(sqr)(b, a->x);
#if G_A_M3
	FEI(sub)(b, b, z2);
	FEI(sub)(b, b, z2);
	FEI(sub)(b, b, z2);           /* X^2 - 3 Z^2 */
#endif
	FEI(mul)(b, b, a->x);
	FEI(add)(t, t, b);
	return FE(equal)(l, t) & (1 - (FE(is_zero)(a->y) & FE(is_zero)(a->z)));
}

/* For the decoders of the encoding templates. */
/* y = a square root of x^3 + a x + b (which of the two is the caller's
 * choice); 0 if that is not a square. */
__attribute__((unused)) static int G(sqrt_rhs_)(FET y, const FET x) {
	FET y2, t;
	FE_LOAD(y2, C_B);
	FEI(sqr)(t, x);
#if G_A_M3
	FET three;
	FE(set_dig)(three, 3);
	FEI(sub)(t, t, three);        /* x^2 - 3 */
#endif
	FEI(mul)(t, t, x);
	FEI(add)(y2, y2, t);
	return FE(sqrt)(y, y2);
}

/* r = t, a decoded point of the curve, after the subgroup test unless
 * check_group is 0. */
__attribute__((unused)) static oat_err G(accept_)(PT r, const PT t, int check_group) {
#if !G_COFACTOR_ONE
	if (check_group && !G(in_group_)(t)) return OAT_ERR_NOT_IN_GROUP;
#else
	(void)check_group;
#endif
	G(copy)(r, t);
	return OAT_OK;
}

int G(equal)(const PT a, const PT b) {
	FET t0, t1;
	int eq;
	FEI(mul)(t0, a->x, b->z);
	FEI(mul)(t1, b->x, a->z);
	eq = FE(equal)(t0, t1);
	FEI(mul)(t0, a->y, b->z);
	FEI(mul)(t1, b->y, a->z);
	return eq & FE(equal)(t0, t1);
}

void G(neg)(PT r, const PT a) {
	FEI(copy)(r->x, a->x);
	FEI(neg)(r->y, a->y);
	FEI(copy)(r->z, a->z);
}

#if !G_A_M3
/* RCB16 Algorithm 7 (a = 0): 12M + 2 m_3b + 19a. */
/* The end of RCB16 Algorithms 7 and 8:
 *   X3 = t3 t1 - t4 y3,  Y3 = t1 z3 + y3 t0,  Z3 = z3 t4 + t0 t3,
 * as sums of two products where the field fuses them (FE_SUM2). */
static void G(add_end_)(PT r, const FET t0, const FET t1, const FET t3, const FET t4, const FET y3,
		const FET z3) {
	FET x, y, z;
#if FE_SUM2
	FEI(neg)(x, y3);
	FEI(sum2)(x, t3, t1, t4, x);
	FEI(sum2)(y, t1, z3, y3, t0);
	FEI(sum2)(z, z3, t4, t0, t3);
#else
	FET u;
	FEI(mul)(x, t4, y3);
	FEI(mul)(u, t3, t1);
	FEI(sub)(x, u, x);
	FEI(mul)(y, y3, t0);
	FEI(mul)(u, t1, z3);
	FEI(add)(y, u, y);
	FEI(mul)(z, z3, t4);
	FEI(mul)(u, t0, t3);
	FEI(add)(z, z, u);
#endif
	FEI(copy)(r->x, x);
	FEI(copy)(r->y, y);
	FEI(copy)(r->z, z);
}

/* r = 3b a (s = 0) or 3 u^6 b a (s = 1, the isomorphic curve; s is a
 * constant where the formulas below are inlined) */
#if G_ISO
#define G_MUL_B3K_(s, r, a) do { if (s) G(mul_b3s_)(r, a); else G(mul_b3_)(r, a); } while (0)
#else
#define G_MUL_B3K_(s, r, a) G(mul_b3_)(r, a)
#endif

/* The addition on the curve (s = 0) or on the isomorphic one (s = 1). */
static inline __attribute__((always_inline)) void G(add_k_)(PT r, const PT p, const PT q, int s) {
	FET t0, t1, t2, t3, t4, x3, y3, z3;
	(void)s;
	FEI(mul)(t0, p->x, q->x);      /* t0 = X1 X2 */
	FEI(mul)(t1, p->y, q->y);      /* t1 = Y1 Y2 */
	FEI(mul)(t2, p->z, q->z);      /* t2 = Z1 Z2 */
#if FE_SUM2 && !FE_SUM2_KARA
	FEI(sum2)(t3, p->x, q->y, q->x, p->y);   /* t3 = X1 Y2 + X2 Y1 */
	FEI(sum2)(t4, p->y, q->z, q->y, p->z);   /* t4 = Y1 Z2 + Y2 Z1 */
	FEI(sum2)(y3, p->x, q->z, q->x, p->z);   /* y3 = X1 Z2 + X2 Z1 */
#else
	FEI(add)(t3, p->x, p->y);
	FEI(add)(t4, q->x, q->y);
	FEI(mul)(t3, t3, t4);          /* t3 = (X1 + Y1)(X2 + Y2) */
	FEI(add)(t4, t0, t1);
	FEI(sub)(t3, t3, t4);          /* t3 = X1 Y2 + X2 Y1 */
	FEI(add)(t4, p->y, p->z);
	FEI(add)(x3, q->y, q->z);
	FEI(mul)(t4, t4, x3);          /* t4 = (Y1 + Z1)(Y2 + Z2) */
	FEI(add)(x3, t1, t2);
	FEI(sub)(t4, t4, x3);          /* t4 = Y1 Z2 + Y2 Z1 */
	FEI(add)(x3, p->x, p->z);
	FEI(add)(y3, q->x, q->z);
	FEI(mul)(x3, x3, y3);          /* x3 = (X1 + Z1)(X2 + Z2) */
	FEI(add)(y3, t0, t2);
	FEI(sub)(y3, x3, y3);          /* y3 = X1 Z2 + X2 Z1 */
#endif
	FEI(dbl)(x3, t0);
	FEI(add)(t0, x3, t0);          /* t0 = 3 X1 X2 */
	G_MUL_B3K_(s, t2, t2);         /* t2 = 3b Z1 Z2 */
	FEI(add)(z3, t1, t2);
	FEI(sub)(t1, t1, t2);
	G_MUL_B3K_(s, y3, y3);
	G(add_end_)(r, t0, t1, t3, t4, y3, z3);
}
void G(add)(PT r, const PT p, const PT q) { G(add_k_)(r, p, q, 0); }
#if G_ISO
static void G(add_s_)(PT r, const PT p, const PT q) { G(add_k_)(r, p, q, 1); }
#endif

/* RCB16 Algorithm 8 (a = 0), mixed addition: r = p + q for q = (X2 : Y2 : 1)
 * (q->z is not read), 11M + 2 m_3b.  This is Algorithm 7 with Z2 = 1, so it
 * is complete for every p (infinity, q, -q included) as long as q is an
 * affine point of the curve, i.e. not infinity. */
__attribute__((unused)) static void G(add_mixed_)(PT r, const PT p, const PT q) {
	FET t0, t1, t2, t3, t4, y3, z3;
	FEI(mul)(t0, p->x, q->x);      /* t0 = X1 X2 */
	FEI(mul)(t1, p->y, q->y);      /* t1 = Y1 Y2 */
#if FE_SUM2 && !FE_SUM2_KARA
	FEI(sum2)(t3, p->x, q->y, q->x, p->y);   /* t3 = X1 Y2 + X2 Y1 */
#else
	FEI(add)(t3, p->x, p->y);
	FEI(add)(t4, q->x, q->y);
	FEI(mul)(t3, t3, t4);          /* t3 = (X1 + Y1)(X2 + Y2) */
	FEI(add)(t4, t0, t1);
	FEI(sub)(t3, t3, t4);          /* t3 = X1 Y2 + X2 Y1 */
#endif
	FEI(mul)(t4, q->y, p->z);
	FEI(add)(t4, t4, p->y);        /* t4 = Y1 + Y2 Z1 */
	FEI(mul)(y3, q->x, p->z);
	FEI(add)(y3, y3, p->x);        /* y3 = X1 + X2 Z1 */
	FEI(dbl)(t2, t0);
	FEI(add)(t0, t2, t0);          /* t0 = 3 X1 X2 */
	G(mul_b3_)(t2, p->z);         /* t2 = 3b Z1 */
	FEI(add)(z3, t1, t2);
	FEI(sub)(t1, t1, t2);
	G(mul_b3_)(y3, y3);
	G(add_end_)(r, t0, t1, t3, t4, y3, z3);
}

/* RCB16 Algorithm 9 (a = 0): 6M + 2S + 1 m_3b + 9a; s as for add_k_. */
static inline __attribute__((always_inline)) void G(dbl_k_)(PT r, const PT p, int s) {
	FET t0, t1, t2, x3, y3, z3;
	(void)s;
	FEI(sqr)(t0, p->y);            /* t0 = Y^2 */
	FEI(dbl)(z3, t0);
	FEI(dbl)(z3, z3);
	FEI(dbl)(z3, z3);              /* z3 = 8 Y^2 */
	FEI(mul)(t1, p->y, p->z);      /* t1 = Y Z */
	FEI(sqr)(t2, p->z);
	G_MUL_B3K_(s, t2, t2);         /* t2 = 3b Z^2 */
	FEI(add)(y3, t0, t2);          /* y3 = Y^2 + 3b Z^2 */
	FEI(dbl)(x3, t2);
	FEI(add)(x3, x3, t2);          /* x3 = 9b Z^2 */
	FEI(sub)(t0, t0, x3);          /* t0 = Y^2 - 9b Z^2 */
#if FE_SUM2
	FEI(sum2)(y3, t2, z3, t0, y3); /* Y3 = 3b Z^2 8 Y^2 + t0 y3 */
#else
	FEI(mul)(x3, t2, z3);
	FEI(mul)(y3, t0, y3);
	FEI(add)(y3, x3, y3);          /* Y3 */
#endif
	FEI(mul)(z3, t1, z3);          /* Z3 = 8 Y^3 Z */
	FEI(mul)(t1, p->x, p->y);
	FEI(mul)(x3, t0, t1);
	FEI(dbl)(x3, x3);              /* X3 = 2 X Y (Y^2 - 9b Z^2) */
	FEI(copy)(r->x, x3);
	FEI(copy)(r->y, y3);
	FEI(copy)(r->z, z3);
}
void G(dbl)(PT r, const PT p) { G(dbl_k_)(r, p, 0); }
#if G_ISO
static void G(dbl_s_)(PT r, const PT p) { G(dbl_k_)(r, p, 1); }
#endif

#else
/* RCB16 Algorithm 4 (a = -3): 12M + 2 m_b + 29a, step by step as
 * published (t0..t4 and the outputs X3, Y3, Z3 as there). */
void G(add)(PT r, const PT p, const PT q) {
	FET t0, t1, t2, t3, t4, x3, y3, z3, b;
	FE_LOAD(b, C_B);
	FEI(mul)(t0, p->x, q->x);      /* 1. t0 = X1 X2 */
	FEI(mul)(t1, p->y, q->y);      /* 2. t1 = Y1 Y2 */
	FEI(mul)(t2, p->z, q->z);      /* 3. t2 = Z1 Z2 */
	FEI(add)(t3, p->x, p->y);      /* 4. t3 = X1 + Y1 */
	FEI(add)(t4, q->x, q->y);      /* 5. t4 = X2 + Y2 */
	FEI(mul)(t3, t3, t4);          /* 6. t3 = t3 t4 */
	FEI(add)(t4, t0, t1);          /* 7. t4 = t0 + t1 */
	FEI(sub)(t3, t3, t4);          /* 8. t3 = X1 Y2 + X2 Y1 */
	FEI(add)(t4, p->y, p->z);      /* 9. t4 = Y1 + Z1 */
	FEI(add)(x3, q->y, q->z);      /* 10. X3 = Y2 + Z2 */
	FEI(mul)(t4, t4, x3);          /* 11. t4 = t4 X3 */
	FEI(add)(x3, t1, t2);          /* 12. X3 = t1 + t2 */
	FEI(sub)(t4, t4, x3);          /* 13. t4 = Y1 Z2 + Y2 Z1 */
	FEI(add)(x3, p->x, p->z);      /* 14. X3 = X1 + Z1 */
	FEI(add)(y3, q->x, q->z);      /* 15. Y3 = X2 + Z2 */
	FEI(mul)(x3, x3, y3);          /* 16. X3 = X3 Y3 */
	FEI(add)(y3, t0, t2);          /* 17. Y3 = t0 + t2 */
	FEI(sub)(y3, x3, y3);          /* 18. Y3 = X1 Z2 + X2 Z1 */
	FEI(mul)(z3, b, t2);           /* 19. Z3 = b t2 */
	FEI(sub)(x3, y3, z3);          /* 20. X3 = Y3 - Z3 */
	FEI(dbl)(z3, x3);              /* 21. Z3 = X3 + X3 */
	FEI(add)(x3, x3, z3);          /* 22. X3 = X3 + Z3 */
	FEI(sub)(z3, t1, x3);          /* 23. Z3 = t1 - X3 */
	FEI(add)(x3, t1, x3);          /* 24. X3 = t1 + X3 */
	FEI(mul)(y3, b, y3);           /* 25. Y3 = b Y3 */
	FEI(dbl)(t1, t2);              /* 26. t1 = t2 + t2 */
	FEI(add)(t2, t1, t2);          /* 27. t2 = t1 + t2 */
	FEI(sub)(y3, y3, t2);          /* 28. Y3 = Y3 - t2 */
	FEI(sub)(y3, y3, t0);          /* 29. Y3 = Y3 - t0 */
	FEI(dbl)(t1, y3);              /* 30. t1 = Y3 + Y3 */
	FEI(add)(y3, t1, y3);          /* 31. Y3 = t1 + Y3 */
	FEI(dbl)(t1, t0);              /* 32. t1 = t0 + t0 */
	FEI(add)(t0, t1, t0);          /* 33. t0 = t1 + t0 */
	FEI(sub)(t0, t0, t2);          /* 34. t0 = t0 - t2 */
	FEI(mul)(t1, t4, y3);          /* 35. t1 = t4 Y3 */
	FEI(mul)(t2, t0, y3);          /* 36. t2 = t0 Y3 */
	FEI(mul)(y3, x3, z3);          /* 37. Y3 = X3 Z3 */
	FEI(add)(y3, y3, t2);          /* 38. Y3 = Y3 + t2 */
	FEI(mul)(x3, t3, x3);          /* 39. X3 = t3 X3 */
	FEI(sub)(x3, x3, t1);          /* 40. X3 = X3 - t1 */
	FEI(mul)(z3, t4, z3);          /* 41. Z3 = t4 Z3 */
	FEI(mul)(t1, t3, t0);          /* 42. t1 = t3 t0 */
	FEI(add)(z3, z3, t1);          /* 43. Z3 = Z3 + t1 */
	FEI(copy)(r->x, x3);
	FEI(copy)(r->y, y3);
	FEI(copy)(r->z, z3);
}

/* RCB16 Algorithm 5 (a = -3), mixed addition: r = p + q for q = (X2 : Y2 : 1)
 * (q->z is not read), 11M + 2 m_b + 23a: complete for every p as long as q is
 * an affine point of the curve (not infinity). */
__attribute__((unused)) static void G(add_mixed_)(PT r, const PT p, const PT q) {
	FET t0, t1, t2, t3, t4, x3, y3, z3, b;
	FE_LOAD(b, C_B);
	FEI(mul)(t0, p->x, q->x);      /* 1. t0 = X1 X2 */
	FEI(mul)(t1, p->y, q->y);      /* 2. t1 = Y1 Y2 */
	FEI(add)(t3, q->x, q->y);      /* 3. t3 = X2 + Y2 */
	FEI(add)(t4, p->x, p->y);      /* 4. t4 = X1 + Y1 */
	FEI(mul)(t3, t3, t4);          /* 5. t3 = t3 t4 */
	FEI(add)(t4, t0, t1);          /* 6. t4 = t0 + t1 */
	FEI(sub)(t3, t3, t4);          /* 7. t3 = X1 Y2 + X2 Y1 */
	FEI(mul)(t4, q->y, p->z);      /* 8. t4 = Y2 Z1 */
	FEI(add)(t4, t4, p->y);        /* 9. t4 = t4 + Y1 */
	FEI(mul)(y3, q->x, p->z);      /* 10. Y3 = X2 Z1 */
	FEI(add)(y3, y3, p->x);        /* 11. Y3 = Y3 + X1 */
	FEI(mul)(z3, b, p->z);         /* 12. Z3 = b Z1 */
	FEI(sub)(x3, y3, z3);          /* 13. X3 = Y3 - Z3 */
	FEI(dbl)(z3, x3);              /* 14. Z3 = X3 + X3 */
	FEI(add)(x3, x3, z3);          /* 15. X3 = X3 + Z3 */
	FEI(sub)(z3, t1, x3);          /* 16. Z3 = t1 - X3 */
	FEI(add)(x3, t1, x3);          /* 17. X3 = t1 + X3 */
	FEI(mul)(y3, b, y3);           /* 18. Y3 = b Y3 */
	FEI(dbl)(t1, p->z);            /* 19. t1 = Z1 + Z1 */
	FEI(add)(t2, t1, p->z);        /* 20. t2 = t1 + Z1 */
	FEI(sub)(y3, y3, t2);          /* 21. Y3 = Y3 - t2 */
	FEI(sub)(y3, y3, t0);          /* 22. Y3 = Y3 - t0 */
	FEI(dbl)(t1, y3);              /* 23. t1 = Y3 + Y3 */
	FEI(add)(y3, t1, y3);          /* 24. Y3 = t1 + Y3 */
	FEI(dbl)(t1, t0);              /* 25. t1 = t0 + t0 */
	FEI(add)(t0, t1, t0);          /* 26. t0 = t1 + t0 */
	FEI(sub)(t0, t0, t2);          /* 27. t0 = t0 - t2 */
	FEI(mul)(t1, t4, y3);          /* 28. t1 = t4 Y3 */
	FEI(mul)(t2, t0, y3);          /* 29. t2 = t0 Y3 */
	FEI(mul)(y3, x3, z3);          /* 30. Y3 = X3 Z3 */
	FEI(add)(y3, y3, t2);          /* 31. Y3 = Y3 + t2 */
	FEI(mul)(x3, t3, x3);          /* 32. X3 = t3 X3 */
	FEI(sub)(x3, x3, t1);          /* 33. X3 = X3 - t1 */
	FEI(mul)(z3, t4, z3);          /* 34. Z3 = t4 Z3 */
	FEI(mul)(t1, t3, t0);          /* 35. t1 = t3 t0 */
	FEI(add)(z3, z3, t1);          /* 36. Z3 = Z3 + t1 */
	FEI(copy)(r->x, x3);
	FEI(copy)(r->y, y3);
	FEI(copy)(r->z, z3);
}

/* RCB16 Algorithm 6 (a = -3): 8M + 3S + 2 m_b + 21a. */
void G(dbl)(PT r, const PT p) {
	FET t0, t1, t2, t3, x3, y3, z3, b;
	FE_LOAD(b, C_B);
	FEI(sqr)(t0, p->x);            /* 1. t0 = X^2 */
	FEI(sqr)(t1, p->y);            /* 2. t1 = Y^2 */
	FEI(sqr)(t2, p->z);            /* 3. t2 = Z^2 */
	FEI(mul)(t3, p->x, p->y);      /* 4. t3 = X Y */
	FEI(dbl)(t3, t3);              /* 5. t3 = t3 + t3 */
	FEI(mul)(z3, p->x, p->z);      /* 6. Z3 = X Z */
	FEI(dbl)(z3, z3);              /* 7. Z3 = Z3 + Z3 */
	FEI(mul)(y3, b, t2);           /* 8. Y3 = b t2 */
	FEI(sub)(y3, y3, z3);          /* 9. Y3 = Y3 - Z3 */
	FEI(dbl)(x3, y3);              /* 10. X3 = Y3 + Y3 */
	FEI(add)(y3, x3, y3);          /* 11. Y3 = X3 + Y3 */
	FEI(sub)(x3, t1, y3);          /* 12. X3 = t1 - Y3 */
	FEI(add)(y3, t1, y3);          /* 13. Y3 = t1 + Y3 */
	FEI(mul)(y3, x3, y3);          /* 14. Y3 = X3 Y3 */
	FEI(mul)(x3, x3, t3);          /* 15. X3 = X3 t3 */
	FEI(dbl)(t3, t2);              /* 16. t3 = t2 + t2 */
	FEI(add)(t2, t2, t3);          /* 17. t2 = t2 + t3 */
	FEI(mul)(z3, b, z3);           /* 18. Z3 = b Z3 */
	FEI(sub)(z3, z3, t2);          /* 19. Z3 = Z3 - t2 */
	FEI(sub)(z3, z3, t0);          /* 20. Z3 = Z3 - t0 */
	FEI(dbl)(t3, z3);              /* 21. t3 = Z3 + Z3 */
	FEI(add)(z3, z3, t3);          /* 22. Z3 = Z3 + t3 */
	FEI(dbl)(t3, t0);              /* 23. t3 = t0 + t0 */
	FEI(add)(t0, t3, t0);          /* 24. t0 = t3 + t0 */
	FEI(sub)(t0, t0, t2);          /* 25. t0 = t0 - t2 */
	FEI(mul)(t0, t0, z3);          /* 26. t0 = t0 Z3 */
	FEI(add)(y3, y3, t0);          /* 27. Y3 = Y3 + t0 */
	FEI(mul)(t0, p->y, p->z);      /* 28. t0 = Y Z */
	FEI(dbl)(t0, t0);              /* 29. t0 = t0 + t0 */
	FEI(mul)(z3, t0, z3);          /* 30. Z3 = t0 Z3 */
	FEI(sub)(x3, x3, z3);          /* 31. X3 = X3 - Z3 */
	FEI(mul)(z3, t0, t1);          /* 32. Z3 = t0 t1 */
	FEI(dbl)(z3, z3);              /* 33. Z3 = Z3 + Z3 */
	FEI(dbl)(z3, z3);              /* 34. Z3 = Z3 + Z3 */
	FEI(copy)(r->x, x3);
	FEI(copy)(r->y, y3);
	FEI(copy)(r->z, z3);
}

#endif

void G(sub)(PT r, const PT p, const PT q) {
	PT t;
	G(neg)(t, q);
	G(add)(r, p, t);
}

void G(norm)(PT r, const PT a) {
	FET zi;
	PT t, inf;
	FE(inv)(zi, a->z);            /* 0 for infinity */
	FEI(mul)(t->x, a->x, zi);
	FEI(mul)(t->y, a->y, zi);
	FE(set_dig)(t->z, 1);
	G(set_infty)(inf);
	G(cmov)(t, inf, G(is_infty)(a));
	G(copy)(r, t);
}

/* Scalar multiplication by an FR(t) (mul, mul_gen, mul_sim, the
 * variable-time ones) is in mul_tmpl.h, which the includer adds after this
 * file with the endomorphism of the group. */

#if !G_COFACTOR_ONE
/* r = k a for a public integer k of n little-endian digits, variable-time:
 * 4-bit windows, zero windows skipped; the plain integer multiple, right on
 * every point of the curve (not only the group). */
static void G(mul_digs_vartime_)(PT r, const PT a, const oat_dig_t *k, int n) {
	PT tab[16], acc;
	int w = n * OAT_WSIZE / 4 - 1, started = 0;
	G(set_infty)(tab[0]);
	G(copy)(tab[1], a);
	for (int i = 2; i < 16; i++) G(add)(tab[i], tab[i - 1], a);
	G(set_infty)(acc);
	for (; w >= 0; w--) {
		unsigned idx = (unsigned)(k[(4 * w) / OAT_WSIZE] >> ((4 * w) % OAT_WSIZE)) & 15;
		if (started)
			for (int j = 0; j < 4; j++) G(dbl)(acc, acc);
		if (idx) {
			G(add)(acc, acc, tab[idx]);
			started = 1;
		}
	}
	G(copy)(r, acc);
}

/* The slow but obviously right subgroup test, r a = O; kept for tests. */
static int G(order_test_)(const PT a) {
	static const oat_dig_t order[FR_DIGS] = OAT_FR_MODULUS;
	PT t;
	G(mul_digs_vartime_)(t, a, order, FR_DIGS);
	return G(is_infty)(t);
}

/* On the curve and r a = O: the reference of the tests for the fast
 * subgroup test (not in the public headers). */
int G(is_valid_slow_)(const PT a);
int G(is_valid_slow_)(const PT a) {
	return G(on_curve_)(a) && G(order_test_)(a);
}
#endif

/* On the curve, the subgroup aside: for the protocols' decoders, which
 * tell OAT_ERR_NOT_ON_CURVE from OAT_ERR_NOT_IN_GROUP (ec_int.h). */
int G(is_on_curve_)(const PT a) { return G(on_curve_)(a); }

int G(is_valid)(const PT a) {
	int ok = G(on_curve_)(a);
#if !G_COFACTOR_ONE
	if (ok) ok = G(in_group_)(a);
#endif
	return ok;
}

oat_err G(rand)(PT r, oat_rand_fn rng, void *ctx) {
	FR(t) k;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	oat_err e = FR(rand)(k, rng, ctx);
	if (e != OAT_OK) {
		G(set_infty)(r);
		return e;
	}
	G(mul_gen)(r, k);
	return OAT_OK;
}
