/* Jacobian coordinates on a curve with a = -3 (the NIST curves): the
 * doubling, which the constant-time multiplications use for their runs of
 * doublings, and the additions of the variable-time ones (jac_mul_tmpl.h).
 * Included by ep_tmpl.h after the group law (sw_tmpl.h).
 *
 * Points: (X : Y : Z) with x = X/Z^2, y = Y/Z^3; Z = 0 is infinity.
 * Formulas of the Explicit-Formulas Database (Bernstein and Lange),
 * "g1p/auto/shortw/jacobian-3": dbl-2001-b, add-2007-bl, madd-2007-bl.
 *
 * The doubling dbl-2001-b (3M + 5S, against 8M + 3S + 2 m_b for the
 * complete one) has no exceptional input on a curve of odd order: its only
 * exception would be a point with Y = 0, of order 2, and Z = 0 (infinity)
 * gives Z3 = 0 again.  So a run of w doublings in Jacobian coordinates,
 * between two complete additions in homogeneous ones, is as uniform and as
 * correct as w complete doublings, for 2M + 1S of conversions each way
 * (G(dbl_run_)).  The additions here have exceptions (P = Q, P = -Q,
 * infinity), tested on the values: variable time, public data only. */
#if !G_A_M3
#error "jac_tmpl.h: the doubling here is that of a = -3"
#endif

typedef struct { FET x, y, z; } G(jac_st_);
typedef G(jac_st_) G(jac_)[1];
typedef struct { FET x, y; } G(aff_st_);
typedef G(aff_st_) G(aff_)[1];

static int G(jinf_)(const G(jac_) p) { return FE(is_zero)(p->z); }

static void G(jset_inf_)(G(jac_) r) {
	FE(set_dig)(r->x, 1);
	FE(set_dig)(r->y, 1);
	FE(zero)(r->z);
}

/* dbl-2001-b (a = -3): 3M + 5S.
 *   delta = Z^2, gamma = Y^2, beta = X gamma, alpha = 3 (X - delta)(X + delta),
 *   X3 = alpha^2 - 8 beta, Z3 = (Y + Z)^2 - gamma - delta,
 *   Y3 = alpha (4 beta - X3) - 8 gamma^2.
 * Infinity (Z = 0) stays infinity; no point of odd order has Y = 0. */
static void G(jdbl_)(G(jac_) r, const G(jac_) p) {
	FET delta, gamma, beta, alpha, t, u;
	FEI(sqr)(delta, p->z);
	FEI(sqr)(gamma, p->y);
	FEI(mul)(beta, p->x, gamma);
	FEI(sub)(t, p->x, delta);
	FEI(add)(u, p->x, delta);
	FEI(mul)(alpha, t, u);
	FEI(dbl)(t, alpha);
	FEI(add)(alpha, t, alpha);      /* alpha = 3 (X - delta)(X + delta) */
	FEI(add)(t, p->y, p->z);
	FEI(sqr)(t, t);
	FEI(sub)(t, t, gamma);
	FEI(sub)(r->z, t, delta);       /* Z3 */
	FEI(dbl)(beta, beta);
	FEI(dbl)(beta, beta);           /* 4 beta */
	FEI(sqr)(t, alpha);
	FEI(dbl)(u, beta);
	FEI(sub)(r->x, t, u);           /* X3 = alpha^2 - 8 beta */
	FEI(sub)(t, beta, r->x);
	FEI(mul)(t, alpha, t);
	FEI(sqr)(u, gamma);
	FEI(dbl)(u, u);
	FEI(dbl)(u, u);
	FEI(dbl)(u, u);                 /* 8 gamma^2 */
	FEI(sub)(r->y, t, u);
}

/* madd-2007-bl: r = p + q for an affine q, 7M + 4S.
 *   Z1Z1 = Z1^2, U2 = X2 Z1Z1, S2 = Y2 Z1 Z1Z1, H = U2 - X1, HH = H^2,
 *   I = 4 HH, J = H I, rr = 2 (S2 - Y1), V = X1 I,
 *   X3 = rr^2 - J - 2V, Y3 = rr (V - X3) - 2 Y1 J, Z3 = (Z1 + H)^2 - Z1Z1 - HH.
 * H = 0 means x(p) = x(q): p = q (rr = 0, doubled) or p = -q (infinity). */
static void G(jmadd_)(G(jac_) r, const G(jac_) p, const G(aff_) q) {
	FET z1z1, u2, s2, h, hh, i, j, rr, v, t;
	if (G(jinf_)(p)) {
		FEI(copy)(r->x, q->x);
		FEI(copy)(r->y, q->y);
		FE(set_dig)(r->z, 1);
		return;
	}
	FEI(sqr)(z1z1, p->z);
	FEI(mul)(u2, q->x, z1z1);
	FEI(mul)(s2, q->y, p->z);
	FEI(mul)(s2, s2, z1z1);
	FEI(sub)(h, u2, p->x);
	FEI(sub)(rr, s2, p->y);
	if (FE(is_zero)(h)) {
		if (FE(is_zero)(rr)) {
			G(jac_) qq;
			FEI(copy)(qq->x, q->x);
			FEI(copy)(qq->y, q->y);
			FE(set_dig)(qq->z, 1);
			G(jdbl_)(r, qq);
		} else {
			G(jset_inf_)(r);
		}
		return;
	}
	FEI(dbl)(rr, rr);
	FEI(sqr)(hh, h);
	FEI(dbl)(i, hh);
	FEI(dbl)(i, i);
	FEI(mul)(j, h, i);
	FEI(mul)(v, p->x, i);
	FEI(add)(t, p->z, h);
	FEI(sqr)(t, t);
	FEI(sub)(t, t, z1z1);
	FEI(sub)(r->z, t, hh);          /* Z3, before Y1 and X1 are overwritten */
	FEI(mul)(t, p->y, j);
	FEI(dbl)(t, t);                 /* 2 Y1 J */
	FEI(sqr)(u2, rr);
	FEI(sub)(u2, u2, j);
	FEI(sub)(u2, u2, v);
	FEI(sub)(r->x, u2, v);          /* X3 */
	FEI(sub)(v, v, r->x);
	FEI(mul)(v, rr, v);
	FEI(sub)(r->y, v, t);
}

/* madd-2007-bl as above without the tests of its exceptions: r = p + q for
 * an affine q, p not infinity, p != +-q; constant-time.  For the fixed-base
 * comb (mul_tmpl.h), where those cases provably do not occur.  r may be p. */
static void G(jmadd_ct_)(G(jac_) r, const G(jac_) p, const G(aff_) q) {
	FET z1z1, u2, s2, h, hh, i, j, rr, v, t;
	FEI(sqr)(z1z1, p->z);
	FEI(mul)(u2, q->x, z1z1);
	FEI(mul)(s2, q->y, p->z);
	FEI(mul)(s2, s2, z1z1);
	FEI(sub)(h, u2, p->x);          /* H = U2 - X1 */
	FEI(sub)(rr, s2, p->y);
	FEI(dbl)(rr, rr);               /* rr = 2 (S2 - Y1) */
	FEI(sqr)(hh, h);
	FEI(dbl)(i, hh);
	FEI(dbl)(i, i);                 /* I = 4 H^2 */
	FEI(mul)(j, h, i);              /* J = H I */
	FEI(mul)(v, p->x, i);           /* V = X1 I */
	FEI(add)(t, p->z, h);
	FEI(sqr)(t, t);
	FEI(sub)(t, t, z1z1);
	FEI(sub)(r->z, t, hh);          /* Z3 = (Z1 + H)^2 - Z1Z1 - HH */
	FEI(mul)(t, p->y, j);
	FEI(dbl)(t, t);                 /* 2 Y1 J */
	FEI(sqr)(u2, rr);
	FEI(sub)(u2, u2, j);
	FEI(sub)(u2, u2, v);
	FEI(sub)(r->x, u2, v);          /* X3 = rr^2 - J - 2V */
	FEI(sub)(v, v, r->x);
	FEI(mul)(v, rr, v);
	FEI(sub)(r->y, v, t);           /* Y3 = rr (V - X3) - 2 Y1 J */
}
#define G_HAVE_JMADD_CT 1

/* add-2007-bl: r = p + q, 11M + 5S, with its exceptions. */
static void G(jadd_)(G(jac_) r, const G(jac_) p, const G(jac_) q) {
	FET z1z1, z2z2, u1, u2, s1, s2, h, i, j, rr, v, t;
	if (G(jinf_)(p)) {
		FEI(copy)(r->x, q->x);
		FEI(copy)(r->y, q->y);
		FEI(copy)(r->z, q->z);
		return;
	}
	if (G(jinf_)(q)) {
		FEI(copy)(r->x, p->x);
		FEI(copy)(r->y, p->y);
		FEI(copy)(r->z, p->z);
		return;
	}
	FEI(sqr)(z1z1, p->z);
	FEI(sqr)(z2z2, q->z);
	FEI(mul)(u1, p->x, z2z2);
	FEI(mul)(u2, q->x, z1z1);
	FEI(mul)(s1, p->y, q->z);
	FEI(mul)(s1, s1, z2z2);
	FEI(mul)(s2, q->y, p->z);
	FEI(mul)(s2, s2, z1z1);
	FEI(sub)(h, u2, u1);
	FEI(sub)(rr, s2, s1);
	if (FE(is_zero)(h)) {
		if (FE(is_zero)(rr)) G(jdbl_)(r, p);
		else G(jset_inf_)(r);
		return;
	}
	FEI(dbl)(rr, rr);
	FEI(dbl)(i, h);
	FEI(sqr)(i, i);
	FEI(mul)(j, h, i);
	FEI(mul)(v, u1, i);
	FEI(add)(t, p->z, q->z);
	FEI(sqr)(t, t);
	FEI(sub)(t, t, z1z1);
	FEI(sub)(t, t, z2z2);
	FEI(mul)(r->z, t, h);
	FEI(sqr)(t, rr);
	FEI(sub)(t, t, j);
	FEI(sub)(t, t, v);
	FEI(sub)(r->x, t, v);
	FEI(sub)(v, v, r->x);
	FEI(mul)(v, rr, v);
	FEI(mul)(t, s1, j);
	FEI(dbl)(t, t);
	FEI(sub)(r->y, v, t);
}

/* Homogeneous (X : Y : Z) <-> Jacobian: (X Z : Y Z^2 : Z) and back
 * (X Z : Y : Z^3); infinity both ways. */
static void G(to_jac2_)(G(jac_) r, const PT a) {
	FET z2;
	if (G(is_infty)(a)) {
		G(jset_inf_)(r);
		return;
	}
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(mul)(r->y, a->y, z2);
	FEI(copy)(r->z, a->z);
}

static void G(from_jac2_)(PT r, const G(jac_) a) {
	FET z2;
	if (G(jinf_)(a)) {
		G(set_infty)(r);
		return;
	}
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(copy)(r->y, a->y);
	FEI(mul)(r->z, z2, a->z);
}

/* a = 2^w a by w doublings in Jacobian coordinates (constant-time: the
 * same operations for every input; see above). */
static void G(dbl_run_)(PT a, int w) {
	G(jac_) j;
	FET z2;
	int inf = G(is_infty)(a);
	/* to Jacobian: (X Z : Y Z^2 : Z); infinity (0 : Y : 0) -> Z = 0 */
	FEI(sqr)(z2, a->z);
	FEI(mul)(j->x, a->x, a->z);
	FEI(mul)(j->y, a->y, z2);
	FEI(copy)(j->z, a->z);
	for (int i = 0; i < w; i++) G(jdbl_)(j, j);
	/* back: (X Z : Y : Z^3), infinity to (0 : 1 : 0) by a masked move */
	FEI(sqr)(z2, j->z);
	FEI(mul)(a->x, j->x, j->z);
	FEI(copy)(a->y, j->y);
	FEI(mul)(a->z, z2, j->z);
	PT o;
	G(set_infty)(o);
	G(cmov)(a, o, inf);
}
#define G_HAVE_DBL_RUN 1
