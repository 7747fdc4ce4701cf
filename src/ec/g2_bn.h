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
#define C_Z G2(svdw)[0]
#define C_C1 G2(svdw)[1]
#define C_C2 G2(svdw)[2]
#define C_C3 G2(svdw)[3]
#define C_C4 G2(svdw)[4]
#define C_C5 G2(svdw_n)[0]
#define C_C6 G2(svdw_n)[1]

/* Over Fp2 the norm a0^2 + a1^2, and the root from the norm's root. */
static void G2(svdw_norm_)(FP(t) n, const FP2(t) a) {
	FP(t) t;
	FP(sqr)(n, a->c[0]);
	FP(sqr)(t, a->c[1]);
	FP(add)(n, n, t);
}
static void G2(svdw_root_)(FP2(t) y, const FP2(t) g, const FP(t) s) { FP2(sqrt_norm_)(y, g, s); }
#include "ec/svdw_tmpl.h"
