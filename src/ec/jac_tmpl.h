/* Jacobian coordinates on a curve with a = -3 (the NIST curves) or a = 0
 * (the pairing curves' G1 and G2): the doubling, which the NIST curves'
 * constant-time multiplications use for their runs of doublings, the
 * mixed addition of the fixed-base combs, and the additions of the
 * variable-time multiplications (jac_mul_tmpl.h), and on a = 0 the
 * multiplications by a public 64-bit integer (G(mul_u64_): z for cofactor
 * clearing and the subgroup tests).  Included after the group law
 * (sw_tmpl.h) by ep_tmpl.h, g1_tmpl.h and g2_tmpl.h; only the doublings
 * depend on a.
 *
 * Points: (X : Y : Z) with x = X/Z^2, y = Y/Z^3; Z = 0 is infinity.
 * Formulas of the Explicit-Formulas Database (Bernstein and Lange),
 * "g1p/auto/shortw/jacobian-3", in the variants with the fewest additions
 * (below).
 *
 * The doubling (4M + 4S, against 8M + 3S + 2 m_b for the complete one)
 * has no exceptional input on a curve of odd order: its only
 * exception would be a point with Y = 0, of order 2, and Z = 0 (infinity)
 * gives Z3 = 0 again.  So a run of w doublings in Jacobian coordinates,
 * between two complete additions in homogeneous ones, is as uniform and as
 * correct as w complete doublings, for 2M + 1S of conversions each way
 * (G(dbl_run_)).  The additions have exceptions (P = Q, P = -Q,
 * infinity): tested on the values in the variable-time ones (public data
 * only); the _ct_ ones skip the tests, for callers that prove no exception
 * can occur (mul_tmpl.h's mul and mul_gen).  A backend may supply the
 * formulas as routines (G_JDBL_ARCH, G_JADD_ARCH, G_JMADD_ARCH: the same
 * operations, returning the flags of the exceptions). */

typedef struct { FET x, y, z; } G(jac_st_);
typedef G(jac_st_) G(jac_)[1];
typedef struct { FET x, y; } G(aff_st_);
typedef G(aff_st_) G(aff_)[1];

static int G(jinf_)(const G(jac_) p) { return FE(is_zero)(p->z); }

static void G(jset_inf_)(G(jac_) r) {
	FET one;
	FE(set_dig)(one, 1);
	FEI(copy)(r->x, one);
	FEI(copy)(r->y, one);
	FE(zero)(r->z);
}

/* Doubling for a = -3, 4M + 4S and 11 additions (dbl-2001-b, 3M + 5S, has
 * 16, and a multiplication costs only 3 to 6 additions here: about 19
 * against 6 cycles on x86-64, 265 against 45 instructions on ARMv7):
 *   D = Z^2, A = 3 (X - D)(X + D), S = (2Y)^2 = 4 Y^2, B = S X = 4 X Y^2,
 *   X3 = A^2 - 2B, Y3 = A (B - X3) - S^2 / 2, Z3 = 2 Y Z
 * (the same point as dbl-2001-b: its 8 gamma^2 is S^2 / 2 and its
 * (Y + Z)^2 - gamma - delta is 2 Y Z).  Infinity (Z = 0) stays infinity; no
 * point of odd order has Y = 0.  r may be p. */
static void G(jdbl_)(G(jac_) r, const G(jac_) p) {
#if defined(G_JDBL_ARCH)
	G_JDBL_ARCH(r, p);
#elif !G_A_M3
	/* a = 0: 2M + 5S (dbl-2009-l):
	 *   A = X^2, B = Y^2, C = B^2, D = 2 ((X + B)^2 - A - C) = 4 X Y^2,
	 *   E = 3A, X3 = E^2 - 2D, Y3 = E (D - X3) - 8C, Z3 = 2 Y Z */
	FET a, b, c, d, e;
	FEI(sqr)(a, p->x);
	FEI(sqr)(b, p->y);
	FEI(sqr)(c, b);
	FEI(add)(d, p->x, b);
	FEI(sqr)(d, d);
	FEI(add)(e, a, c);
	FEI(sub)(d, d, e);
	FEI(dbl)(d, d);                 /* D */
	FEI(dbl)(e, a);
	FEI(add)(e, e, a);              /* E = 3A */
	FEI(mul)(r->z, p->y, p->z);
	FEI(dbl)(r->z, r->z);           /* Z3 = 2 Y Z, after the last read of X */
	FEI(sqr)(a, e);
	FEI(dbl)(b, d);
	FEI(sub)(r->x, a, b);           /* X3 = E^2 - 2D */
	FEI(sub)(d, d, r->x);
	FEI(mul)(d, e, d);
	FEI(dbl)(c, c);
	FEI(dbl)(c, c);
	FEI(dbl)(c, c);
	FEI(sub)(r->y, d, c);           /* Y3 = E (D - X3) - 8C */
#else
	FET d, a, s, b, t;
	FEI(sqr)(d, p->z);              /* D = Z^2 */
	FEI(dbl)(s, p->y);
	FEI(sqr)(s, s);                 /* S = 4 Y^2 */
	FEI(add)(a, p->x, d);
	FEI(sub)(d, p->x, d);
	FEI(mul)(a, a, d);
	FEI(dbl)(d, a);
	FEI(add)(a, d, a);              /* A = 3 (X - D)(X + D) */
	FEI(mul)(b, s, p->x);           /* B = 4 X Y^2 */
	FEI(sqr)(t, s);
	FEI(hlv)(t, t);                 /* S^2 / 2 = 8 Y^4 */
	FEI(mul)(r->z, p->y, p->z);
	FEI(dbl)(r->z, r->z);           /* Z3 = 2 Y Z, after the last read of X */
	FEI(dbl)(d, b);
	FEI(sqr)(r->x, a);
	FEI(sub)(r->x, r->x, d);        /* X3 = A^2 - 2B */
	FEI(sub)(b, b, r->x);
	FEI(mul)(b, a, b);
	FEI(sub)(r->y, b, t);           /* Y3 = A (B - X3) - 8 Y^4 */
#endif
}

/* Mixed addition r = p + q for an affine q, 8M + 3S and 7 additions
 * (madd-2007-bl, 7M + 4S, has 14), the formulas of Cohen, Miyaji and Ono
 * with Z2 = 1:
 *   U2 = X2 Z1^2, S2 = Y2 Z1^3, H = U2 - X1, R = S2 - Y1,
 *   X3 = R^2 - H^3 - 2 X1 H^2, Y3 = R (X1 H^2 - X3) - Y1 H^3, Z3 = Z1 H.
 * H = 0 means x(p) = x(q): p = q (R = 0, doubled) or p = -q (infinity). */
#define G_JMADD_BODY(r, p, q)                                                   \
	FEI(sqr)(z1z1, p->z);                                                   \
	FEI(mul)(u2, q->x, z1z1);       /* U2 = X2 Z1^2 */                      \
	FEI(mul)(s2, q->y, p->z);                                               \
	FEI(mul)(s2, s2, z1z1);         /* S2 = Y2 Z1^3 */                      \
	FEI(sub)(h, u2, p->x);          /* H */                                 \
	FEI(sub)(rr, s2, p->y);         /* R */                                 \
	G_JMADD_TEST                                                            \
	FEI(sqr)(hh, h);                                                        \
	FEI(mul)(hhh, hh, h);           /* H^3 */                               \
	FEI(mul)(v, p->x, hh);          /* V = X1 H^2 */                        \
	FEI(mul)(r->z, p->z, h);        /* Z3 = Z1 H */                         \
	FEI(mul)(s2, p->y, hhh);        /* Y1 H^3, before Y1 is overwritten */  \
	FEI(sqr)(u2, rr);                                                       \
	FEI(sub)(u2, u2, hhh);                                                  \
	FEI(dbl)(hh, v);                                                        \
	FEI(sub)(r->x, u2, hh);         /* X3 = R^2 - H^3 - 2V */               \
	FEI(sub)(v, v, r->x);                                                   \
	FEI(mul)(v, rr, v);                                                     \
	FEI(sub)(r->y, v, s2);          /* Y3 = R (V - X3) - Y1 H^3 */

/* With its exceptions, variable time: public data only.  r may be p. */
static void G(jmadd_)(G(jac_) r, const G(jac_) p, const G(aff_) q) {
	if (G(jinf_)(p)) {
		FEI(copy)(r->x, q->x);
		FEI(copy)(r->y, q->y);
		FE(set_dig)(r->z, 1);
		return;
	}
#if defined(G_JMADD_ARCH)
	/* the routine's flags: 1 for p = q, 2 for p = -q (r is then not read) */
	int e = G_JMADD_ARCH(r, p, q);
	if (e == 1) {
		G(jac_) qq;
		FEI(copy)(qq->x, q->x);
		FEI(copy)(qq->y, q->y);
		FE(set_dig)(qq->z, 1);
		G(jdbl_)(r, qq);
	} else if (e == 2) {
		G(jset_inf_)(r);
	}
#else
	FET z1z1, u2, s2, h, rr, hh, hhh, v;
#define G_JMADD_TEST                                                            \
	if (FE(is_zero)(h)) {                                                   \
		if (FE(is_zero)(rr)) {                                          \
			G(jac_) qq;                                             \
			FEI(copy)(qq->x, q->x);                                 \
			FEI(copy)(qq->y, q->y);                                 \
			FE(set_dig)(qq->z, 1);                                  \
			G(jdbl_)(r, qq);                                        \
		} else {                                                        \
			G(jset_inf_)(r);                                        \
		}                                                               \
		return;                                                         \
	}
	G_JMADD_BODY(r, p, q)
#undef G_JMADD_TEST
#endif
}

/* The same without the tests of its exceptions: p not infinity, p != +-q;
 * constant-time.  For the fixed-base comb (mul_tmpl.h), where those cases
 * provably do not occur.  r may be p. */
__attribute__((unused)) static void G(jmadd_ct_)(G(jac_) r, const G(jac_) p, const G(aff_) q) {
#if defined(G_JMADD_ARCH)
	(void)G_JMADD_ARCH(r, p, q);
#else
	FET z1z1, u2, s2, h, rr, hh, hhh, v;
#define G_JMADD_TEST
	G_JMADD_BODY(r, p, q)
#undef G_JMADD_TEST
#endif
}
#undef G_JMADD_BODY
#define G_HAVE_JMADD_CT 1

/* r = 2p + q for an affine q, variable time (public data only): (p + q) + p
 * (Longa and Miri, PKC 2008), where the mixed addition S = p + q also gives
 * p on S's Z for free, p' = (X1 H^2, Y1 H^3, Z1 H), and S + p' is a co-Z
 * addition (Meloni, WAIFI 2007):
 *   C = (XS - X')^2, W1 = XS C, W2 = X' C, E = YS - Y',
 *   X3 = E^2 - W1 - W2, Y3 = E (W1 - X3) - YS (W1 - W2), Z3 = ZS (XS - X'),
 * 13M + 5S and 14 additions against the 12M + 7S and 18 of a doubling and a
 * mixed addition.  Exceptions: p = q (H = R = 0: 3q), p = -q (H = 0: -q),
 * XS = X' (S = -p', for S = p' would need q = O: 2p + q = O).  r may be p. */
static void G(jdbladd_)(G(jac_) r, const G(jac_) p, const G(aff_) q) {
	int e;
	if (G(jinf_)(p)) {
		FEI(copy)(r->x, q->x);
		FEI(copy)(r->y, q->y);
		FE(set_dig)(r->z, 1);
		return;
	}
#if defined(G_JDBLADD_ARCH)
	/* the routine's flags: 1 p = q, 2 p = -q, 4 2p + q = O (r is then not the sum) */
	e = G_JDBLADD_ARCH(r, p, q);
	if (e == 0) return;
#else
	FET z1z1, u2, s2, h, rr, hh, hhh, v, xs, ys, zs, d, c, w1, w2, t;
	FEI(sqr)(z1z1, p->z);
	FEI(mul)(u2, q->x, z1z1);
	FEI(mul)(s2, q->y, p->z);
	FEI(mul)(s2, s2, z1z1);
	FEI(sub)(h, u2, p->x);              /* H */
	FEI(sub)(rr, s2, p->y);             /* R */
	e = FE(is_zero)(h) ? (FE(is_zero)(rr) ? 1 : 2) : 0;
	if (!e) {
		FEI(sqr)(hh, h);
		FEI(mul)(hhh, hh, h);
		FEI(mul)(v, p->x, hh);          /* X' = X1 H^2 */
		FEI(mul)(zs, p->z, h);          /* ZS = Z' = Z1 H */
		FEI(mul)(s2, p->y, hhh);        /* Y' = Y1 H^3 */
		FEI(sqr)(u2, rr);
		FEI(sub)(u2, u2, hhh);
		FEI(dbl)(hh, v);
		FEI(sub)(xs, u2, hh);           /* XS = R^2 - H^3 - 2 X' */
		FEI(sub)(t, v, xs);
		FEI(mul)(t, rr, t);
		FEI(sub)(ys, t, s2);            /* YS = R (X' - XS) - Y' */
		FEI(sub)(d, xs, v);
		if (FE(is_zero)(d)) e = 4;
	}
	if (!e) {
		FEI(sqr)(c, d);
		FEI(mul)(w1, xs, c);
		FEI(mul)(w2, v, c);
		FEI(sub)(rr, ys, s2);           /* E */
		FEI(sub)(t, w1, w2);
		FEI(mul)(ys, ys, t);            /* YS (W1 - W2) */
		FEI(sqr)(h, rr);
		FEI(sub)(h, h, w1);
		FEI(sub)(r->x, h, w2);
		FEI(sub)(t, w1, r->x);
		FEI(mul)(t, rr, t);
		FEI(sub)(r->y, t, ys);
		FEI(mul)(r->z, zs, d);
		return;
	}
#endif
	if (e & 3) {
		G(jac_) qq;
		FEI(copy)(qq->x, q->x);
		FEI(copy)(qq->y, q->y);
		FE(set_dig)(qq->z, 1);
		if ((e & 3) == 1) {             /* p = q: 3q */
			G(jdbl_)(r, qq);
			G(jmadd_)(r, r, q);
		} else {                        /* p = -q: -q */
			FEI(copy)(r->x, qq->x);
			FEI(neg)(r->y, qq->y);
			FEI(copy)(r->z, qq->z);
		}
	} else {
		G(jset_inf_)(r);
	}
}

/* Addition r = p + q, 12M + 4S and 7 additions (add-2007-bl, 11M + 5S, has
 * 13), Cohen, Miyaji and Ono (add-1998-cmo-2):
 *   U1 = X1 Z2^2, U2 = X2 Z1^2, S1 = Y1 Z2^3, S2 = Y2 Z1^3, H = U2 - U1,
 *   R = S2 - S1, X3 = R^2 - H^3 - 2 U1 H^2, Y3 = R (U1 H^2 - X3) - S1 H^3,
 *   Z3 = Z1 Z2 H. */
#define G_JADD_BODY(r, p, q)                                                    \
	FEI(sqr)(z1z1, p->z);                                                   \
	FEI(sqr)(z2z2, q->z);                                                   \
	FEI(mul)(u1, p->x, z2z2);       /* U1 */                                \
	FEI(mul)(u2, q->x, z1z1);       /* U2 */                                \
	FEI(mul)(s1, p->y, q->z);                                               \
	FEI(mul)(s1, s1, z2z2);         /* S1 */                                \
	FEI(mul)(s2, q->y, p->z);                                               \
	FEI(mul)(s2, s2, z1z1);         /* S2 */                                \
	FEI(sub)(h, u2, u1);            /* H */                                 \
	FEI(sub)(rr, s2, s1);           /* R */                                 \
	G_JADD_TEST                                                             \
	FEI(mul)(z1z1, p->z, q->z);                                             \
	FEI(mul)(r->z, z1z1, h);        /* Z3 = Z1 Z2 H */                      \
	FEI(sqr)(z2z2, h);                                                      \
	FEI(mul)(u2, z2z2, h);          /* H^3 */                               \
	FEI(mul)(u1, u1, z2z2);         /* V = U1 H^2 */                        \
	FEI(mul)(s1, s1, u2);           /* S1 H^3 */                            \
	FEI(sqr)(s2, rr);                                                       \
	FEI(sub)(s2, s2, u2);                                                   \
	FEI(dbl)(h, u1);                                                        \
	FEI(sub)(r->x, s2, h);          /* X3 = R^2 - H^3 - 2V */               \
	FEI(sub)(u1, u1, r->x);                                                 \
	FEI(mul)(u1, rr, u1);                                                   \
	FEI(sub)(r->y, u1, s1);         /* Y3 = R (V - X3) - S1 H^3 */

/* Without tests of its exceptions: r = p + q, neither infinity, p != +-q;
 * constant-time.  For the variable-base constant-time
 * multiplication (mul_tmpl.h), where those cases provably do not occur.
 * r may be p or q. */
__attribute__((unused)) static void G(jadd_ct_)(G(jac_) r, const G(jac_) p, const G(jac_) q) {
#if defined(G_JADD_ARCH)
	(void)G_JADD_ARCH(r, p, q);
#else
	FET z1z1, z2z2, u1, u2, s1, s2, h, rr;
#define G_JADD_TEST
	G_JADD_BODY(r, p, q)
#undef G_JADD_TEST
#endif
}
#undef G_JADD_BODY
#define G_HAVE_JADD_CT 1

/* Co-Z arithmetic for tables of odd multiples (2i + 1) P: points that share
 * their Z add in 5M + 2S (Meloni, "New point addition formulae for ECC
 * applications", WAIFI 2007), and the form that also returns the first
 * summand on the sum's Z (ZADDU of Goundar, Joye, Miyaji, Rivain and
 * Venelli, "Scalar multiplication on Weierstrass elliptic curves from Co-Z
 * arithmetic", JCEN 2011) builds the table T(i+1) = D + T(i), D = 2P, with
 * D kept on the Z of the last sum: 7 operations per point against the 16
 * of an addition.  Every operation is the same for every input (no
 * branch); the callers prove the exceptions away (P of large odd order:
 * D != +-T(i) while 2i + 3 is below it).
 *
 * jdblu_: d = 2a (jdbl_'s formulas) and p1 = a on d's Z, for free: with
 * S = (2Y)^2 and Z3 = 2 Y Z, a = (X S : Y (2Y)^3 : Z3) = (B : S^2 / 2 : Z3).
 * d, p1 and a may be the same. */
static void G(jdblu_)(G(jac_) d, G(jac_) p1, const G(jac_) a) {
	/* m the tangent's numerator (3 X^2, or 3 (X - Z^2)(X + Z^2) for a = -3),
	 * b = 4 X Y^2 and t = 8 Y^4, as in jdbl_; then the common tail */
	FET x, y, z, m, b, t, u;
	FEI(copy)(x, a->x);
	FEI(copy)(y, a->y);
	FEI(copy)(z, a->z);
#if !G_A_M3
	FEI(sqr)(u, x);                     /* A = X^2 */
	FEI(sqr)(b, y);                     /* B = Y^2 */
	FEI(sqr)(t, b);                     /* C = B^2 */
	FEI(add)(b, x, b);
	FEI(sqr)(b, b);
	FEI(sub)(b, b, u);
	FEI(sub)(b, b, t);
	FEI(dbl)(b, b);                     /* D = 2 ((X + B)^2 - A - C) = 4 X Y^2 */
	FEI(dbl)(m, u);
	FEI(add)(m, m, u);                  /* E = 3A */
	FEI(dbl)(t, t);
	FEI(dbl)(t, t);
	FEI(dbl)(t, t);                     /* 8C = 8 Y^4 */
#else
	FEI(sqr)(t, z);                     /* Z^2 */
	FEI(dbl)(u, y);
	FEI(sqr)(u, u);                     /* S = 4 Y^2 */
	FEI(add)(m, x, t);
	FEI(sub)(t, x, t);
	FEI(mul)(m, m, t);
	FEI(dbl)(t, m);
	FEI(add)(m, t, m);                  /* A = 3 (X - Z^2)(X + Z^2) */
	FEI(mul)(b, u, x);                  /* B = 4 X Y^2 */
	FEI(sqr)(t, u);
	FEI(hlv)(t, t);                     /* S^2 / 2 = 8 Y^4 */
#endif
	FEI(mul)(z, y, z);
	FEI(dbl)(z, z);                     /* Z3 = 2 Y Z */
	FEI(dbl)(u, b);
	FEI(sqr)(x, m);
	FEI(sub)(x, x, u);                  /* X3 = m^2 - 2b */
	FEI(sub)(u, b, x);
	FEI(mul)(u, m, u);
	FEI(sub)(d->y, u, t);               /* Y3 = m (b - X3) - 8 Y^4 */
	FEI(copy)(d->x, x);
	FEI(copy)(d->z, z);
	FEI(copy)(p1->x, b);
	FEI(copy)(p1->y, t);
	FEI(copy)(p1->z, z);
}

/* ZADDU: r = d + p for d, p on one Z, and d moved onto r's Z; zr = X(d) -
 * X(p), the ratio Z(r) / Z(p).  With C = zr^2, W1 = X(d) C, W2 = X(p) C,
 * A1 = Y(d) (W1 - W2), U = Y(d) - Y(p):
 *   r = (U^2 - W1 - W2, U (W1 - X(r)) - A1, Z zr), d = (W1, A1, Z zr).
 * r may be p, not d. */
static void G(zaddu_)(G(jac_) r, G(jac_) d, const G(jac_) p, FET zr) {
	FET c, w1, w2, u;
	FEI(sub)(zr, d->x, p->x);
	FEI(sqr)(c, zr);
	FEI(mul)(w1, d->x, c);
	FEI(mul)(w2, p->x, c);
	FEI(sub)(u, d->y, p->y);
	FEI(sub)(c, w1, w2);
	FEI(mul)(d->y, d->y, c);            /* A1 */
	FEI(mul)(d->z, d->z, zr);
	FEI(copy)(d->x, w1);
	FEI(sqr)(c, u);
	FEI(sub)(c, c, w1);
	FEI(sub)(r->x, c, w2);
	FEI(sub)(c, w1, r->x);
	FEI(mul)(c, u, c);
	FEI(sub)(r->y, c, d->y);
	FEI(copy)(r->z, d->z);
}

/* Homogeneous (X : Y : Z) <-> Jacobian: (X Z : Y Z^2 : Z) and back
 * (X Z : Y : Z^3), the same operations for every input: infinity (Z = 0)
 * goes to Z = 0 and comes back as (0 : 1 : 0) by a masked move. */
static void G(to_jac2_)(G(jac_) r, const PT a) {
	FET z2;
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(mul)(r->y, a->y, z2);
	FEI(copy)(r->z, a->z);
}

static void G(from_jac2_)(PT r, const G(jac_) a) {
	FET z2;
	PT inf;
	int zero = G(jinf_)(a);
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(copy)(r->y, a->y);
	FEI(mul)(r->z, z2, a->z);
	G(set_infty)(inf);
	G(cmov)(r, inf, zero);
}

#if G_A_M3
/* a = 2^w a by w doublings in Jacobian coordinates (constant-time: the
 * same operations for every input; see above).  (Not on the pairing
 * curves' groups, a = 0: their complete doubling costs no more than a
 * Jacobian one and its share of the conversions, measured on alt_bn128's
 * G2, where it has a full product by 3b'.) */
static void G(dbl_run_)(PT a, int w) {
	G(jac_) j;
	G(to_jac2_)(j, a);
	for (int i = 0; i < w; i++) G(jdbl_)(j, j);
	G(from_jac2_)(a, j);
}
#define G_HAVE_DBL_RUN 1
#else
/* r = k a for a public integer k of 64 bits: double-and-add from the top,
 * the doublings in Jacobian coordinates and each addition complete (RCB)
 * in homogeneous ones; the operations depend on k only.  A dense k below
 * 2^63 (alt_bn128's z: 28 set bits) goes by its width-4 NAF instead, adding
 * +-a, +-3a, +-5a or +-7a at its 14 nonzero digits (4 additions and a
 * doubling for the table) instead of a at its 28 set bits. */
__attribute__((unused)) static void G(mul_u64_)(PT r, const PT a, uint64_t k) {
	G(jac_) acc;
	PT h;
	if (k == 0) {
		G(set_infty)(r);
		return;
	}
	if (__builtin_popcountll(k) > 16 && k < (UINT64_C(1) << 63)) {
		signed char d[65];
		PT tab[4];
		int n = 0;
		for (uint64_t m = k; m; n++, m >>= 1) {   /* m + 7 < 2^64 throughout */
			int dig = 0;
			if (m & 1) {
				dig = (int)(m & 15);
				if (dig >= 8) dig -= 16;
				m = dig > 0 ? m - (uint64_t)dig : m + (uint64_t)-dig;
			}
			d[n] = (signed char)dig;
		}
		G(dbl)(h, a);
		G(copy)(tab[0], a);
		for (int i = 1; i < 4; i++) G(add)(tab[i], tab[i - 1], h);   /* (2i + 1) a */
		G(to_jac2_)(acc, tab[(d[n - 1] - 1) / 2]);
		for (int i = n - 2; i >= 0; i--) {
			G(jdbl_)(acc, acc);
			if (d[i]) {
				G(from_jac2_)(h, acc);
				if (d[i] > 0) {
					G(add)(h, h, tab[(d[i] - 1) / 2]);
				} else {
					PT t;
					G(neg)(t, tab[(-d[i] - 1) / 2]);
					G(add)(h, h, t);
				}
				G(to_jac2_)(acc, h);
			}
		}
		G(from_jac2_)(r, acc);
		return;
	}
	int top = 63 - __builtin_clzll(k);
	G(to_jac2_)(acc, a);
	for (int i = top - 1; i >= 0; i--) {
		G(jdbl_)(acc, acc);
		if ((k >> i) & 1) {
			G(from_jac2_)(h, acc);
			G(add)(h, h, a);
			G(to_jac2_)(acc, h);
		}
	}
	G(from_jac2_)(r, acc);
}
#endif
