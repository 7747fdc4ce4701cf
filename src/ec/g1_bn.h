/* G1 of a BN curve: E(Fp) has prime order r (cofactor 1), so every point of
 * the curve is in G1 and nothing is cleared; map_to_curve is the
 * Shallue-van de Woestijne map (RFC 9380, section 6.6.1).  Included by the
 * curve's g1.c after g1_tmpl.h. */

/* cofactor 1: nothing to clear */
static void G1(clear_)(G1(t) r, const G1(t) a) { G1(copy)(r, a); }

static const oat_dig_t G1(svdw)[5][FP_DIGS] = { OAT_G1_SVDW_Z, OAT_G1_SVDW_C1,
	OAT_G1_SVDW_C2, OAT_G1_SVDW_C3, OAT_G1_SVDW_C4 };
#define C_Z G1(svdw)[0]
#define C_C1 G1(svdw)[1]
#define C_C2 G1(svdw)[2]
#define C_C3 G1(svdw)[3]
#define C_C4 G1(svdw)[4]

/* A root of u / v when it is a square, without inversion (p = 3 mod 4; RFC
 * 9380 F.2.1.2): u v (u v^3)^((p - 3)/4). */
static void G1(sqrt_ratio_svdw_)(FP(t) y, const FP(t) u, const FP(t) v) {
	static const oat_dig_t c1[FP_DIGS] = OAT_FP_SQRT_EXP2;  /* (p - 3) / 4 */
	FP(t) t, uv;
	FP(sqr)(t, v);
	FP(mul)(uv, u, v);
	FP(mul)(t, t, uv);                    /* u v^3 */
	FP(exp_pub)(t, t, c1, FP_DIGS);
	FP(mul)(y, t, uv);
}
#include "ec/svdw_tmpl.h"
