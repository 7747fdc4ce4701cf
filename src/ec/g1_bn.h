/* G1 of a BN curve: E(Fp) has prime order r (cofactor 1), so every point of
 * the curve is in G1 and nothing is cleared; map_to_curve is the
 * Shallue-van de Woestijne map (RFC 9380, section 6.6.1).  Included by the
 * curve's g1.c after g1_tmpl.h. */

/* cofactor 1: nothing to clear */
static void G1(clear_)(G1(t) r, const G1(t) a) { G1(copy)(r, a); }

static const oat_dig_t G1(svdw)[7][FP_DIGS] = { OAT_G1_SVDW_Z, OAT_G1_SVDW_C1,
	OAT_G1_SVDW_C2, OAT_G1_SVDW_C3, OAT_G1_SVDW_C4, OAT_G1_SVDW_C5, OAT_G1_SVDW_C6 };
#define C_Z G1(svdw)[0]
#define C_C1 G1(svdw)[1]
#define C_C2 G1(svdw)[2]
#define C_C3 G1(svdw)[3]
#define C_C4 G1(svdw)[4]
#define C_C5 G1(svdw)[5]
#define C_C6 G1(svdw)[6]

/* Over Fp the norm is the element, and its root is the point's y. */
static void G1(svdw_norm_)(FP(t) n, const FP(t) a) { FP(copy)(n, a); }
static void G1(svdw_root_)(FP(t) y, const FP(t) g, const FP(t) s) {
	(void)g;
	FP(copy)(y, s);
}
#include "ec/svdw_tmpl.h"

