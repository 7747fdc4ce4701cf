/* G2 of a BLS12 curve: Scott's subgroup test, the cofactor clearing of
 * Budroni and Pintore, and simplified SWU on the 3-isogenous twist (RFC
 * 9380, sections 6.6.3 and 8.8.2).  Included by the curve's g2.c after
 * g2_tmpl.h. */

/* Subgroup test of Scott ("A note on group membership tests for G1, G2 and
 * GT on BLS pairing-friendly curves", ePrint 2021/1130, section 4) for
 * BLS12: a point Q of E'(Fp2) is in G2 iff psi(Q) = [z] Q. */
static int G2(in_group_)(const G2(t) a) {
	G2(t) l, rr;
	G2(frb)(l, a, 1);
	G2(mul_z_)(rr, a);
	return G2(equal)(l, rr);
}
/* Cofactor clearing of Budroni and Pintore ("Efficient hash maps to G2 on
 * BLS curves", 2017), as RFC 9380 appendix G.3 writes it with c1 = z:
 *   Q -> [z^2 - z - 1] Q + [z - 1] psi(Q) + psi^2(2Q),
 * which is [h_eff] Q for the h_eff of RFC 9380 section 8.8.2. */
static void G2(clear_)(G2(t) r, const G2(t) q) {
	G2(t) t1, t2, t3;
	G2(mul_z_)(t1, q);          /* 1. t1 = c1 P */
	G2(frb)(t2, q, 1);          /* 2. t2 = psi(P) */
	G2(dbl)(t3, q);             /* 3. t3 = 2 P */
	G2(frb)(t3, t3, 2);         /* 4. t3 = psi2(t3) */
	G2(sub)(t3, t3, t2);        /* 5. t3 = t3 - t2 */
	G2(add)(t2, t1, t2);        /* 6. t2 = t1 + t2 */
	G2(mul_z_)(t2, t2);         /* 7. t2 = c1 t2 */
	G2(add)(t3, t3, t2);        /* 8. t3 = t3 + t2 */
	G2(sub)(t3, t3, t1);        /* 9. t3 = t3 - t1 */
	G2(sub)(r, t3, q);          /* 10. Q = t3 - P */
}
static const oat_dig_t G2(sswu)[3][2][FP_DIGS] = { OAT_G2_SSWU_A, OAT_G2_SSWU_B, OAT_G2_SSWU_Z };
static const oat_dig_t G2(iso_xnum)[][2][FP_DIGS] = OAT_G2_ISO_XNUM;
static const oat_dig_t G2(iso_xden)[][2][FP_DIGS] = OAT_G2_ISO_XDEN;
static const oat_dig_t G2(iso_ynum)[][2][FP_DIGS] = OAT_G2_ISO_YNUM;
static const oat_dig_t G2(iso_yden)[][2][FP_DIGS] = OAT_G2_ISO_YDEN;
#define C_SSWU_A G2(sswu)[0]
#define C_SSWU_B G2(sswu)[1]
#define C_SSWU_Z G2(sswu)[2]
#define C_ISO_XNUM G2(iso_xnum)
#define C_ISO_XDEN G2(iso_xden)
#define C_ISO_YNUM G2(iso_ynum)
#define C_ISO_YDEN G2(iso_yden)
#define N_ISO_XNUM OAT_G2_ISO_N_XNUM
#define N_ISO_XDEN OAT_G2_ISO_N_XDEN
#define N_ISO_YNUM OAT_G2_ISO_N_YNUM
#define N_ISO_YDEN OAT_G2_ISO_N_YDEN

/* sqrt_ratio (RFC 9380, F.2.1) through the norm: one inversion and two
 * exponentiations in Fp (FP2(sqrt_ratio_)). */
static int G2(sqrt_ratio_)(FP2(t) y, const FP2(t) u, const FP2(t) v) {
	static const oat_dig_t ncr[FP_DIGS] = OAT_G2_SSWU_NC;   /* sqrt(-N(Z)) */
	FP2(t) z;
	FP(t) nc;
	FP2(set_raw)(z, G2(sswu)[2]);
	FP(set_raw)(nc, ncr);
	return FP2(sqrt_ratio_)(y, u, v, z, nc);
}
#include "ec/sswu_tmpl.h"
