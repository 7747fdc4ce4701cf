/* G1 of a BLS12 curve: the order-r subgroup of E(Fp), of cofactor
 * (z - 1)^2/3; Scott's subgroup test, cofactor clearing by h_eff = 1 - z,
 * and map_to_curve by simplified SWU on the 11-isogenous curve (RFC 9380,
 * sections 6.6.3 and 8.8.1).  Included by the curve's g1.c after
 * g1_tmpl.h. */

/* r = [z] a for the BLS12 parameter z (public; constant-time in a). */
static void G1(mul_z_)(G1(t) r, const G1(t) a) {
	G1(mul_u64_)(r, a, OAT_Z_ABS);
#if OAT_Z_NEG
	G1(neg)(r, r);
#endif
}

/* Subgroup test of Scott ("A note on group membership tests for G1, G2 and
 * GT on BLS pairing-friendly curves", ePrint 2021/1130): a point P of E(Fp)
 * is in G1 iff phi'(P) = [-z^2] P for the endomorphism phi' of eigenvalue
 * -z^2 on G1, here phi' = phi^2: (x, y) -> (beta^2 x, y), since phi has
 * eigenvalue lambda = z^2 - 1 and lambda^2 = -z^2 mod r. */
static int G1(in_group_)(const G1(t) a) {
	G1(t) l, rr;
	G1(endo_)(l, a);
	G1(endo_)(l, l);
	G1(mul_z_)(rr, a);
	G1(mul_z_)(rr, rr);
	G1(neg)(rr, rr);
	return G1(equal)(l, rr);
}

/* Cofactor clearing by the effective cofactor h_eff = 1 - z (RFC 9380,
 * section 8.8.1): r = a - [z] a. */
static void G1(clear_)(G1(t) r, const G1(t) a) {
	G1(t) t;
	G1(mul_z_)(t, a);
	G1(sub)(r, a, t);
}

static const oat_dig_t G1(sswu)[3][FP_DIGS] = { OAT_G1_SSWU_A, OAT_G1_SSWU_B, OAT_G1_SSWU_Z };
static const oat_dig_t G1(iso_xnum)[][FP_DIGS] = OAT_G1_ISO_XNUM;
static const oat_dig_t G1(iso_xden)[][FP_DIGS] = OAT_G1_ISO_XDEN;
static const oat_dig_t G1(iso_ynum)[][FP_DIGS] = OAT_G1_ISO_YNUM;
static const oat_dig_t G1(iso_yden)[][FP_DIGS] = OAT_G1_ISO_YDEN;
#define C_SSWU_A G1(sswu)[0]
#define C_SSWU_B G1(sswu)[1]
#define C_SSWU_Z G1(sswu)[2]
#define C_ISO_XNUM G1(iso_xnum)
#define C_ISO_XDEN G1(iso_xden)
#define C_ISO_YNUM G1(iso_ynum)
#define C_ISO_YDEN G1(iso_yden)
#define N_ISO_XNUM OAT_G1_ISO_N_XNUM
#define N_ISO_XDEN OAT_G1_ISO_N_XDEN
#define N_ISO_YNUM OAT_G1_ISO_N_YNUM
#define N_ISO_YDEN OAT_G1_ISO_N_YDEN

/* sqrt_ratio for q = 3 mod 4 (RFC 9380, F.2.1.2): one exponentiation,
 * y1 = u v (u v^3)^((p - 3)/4), a root of u / v if (y1^2 v = u), else
 * y1 sqrt(-Z) is a root of Z u / v. */
static int G1(sqrt_ratio_)(FP(t) y, const FP(t) u, const FP(t) v) {
	static const oat_dig_t c1[FP_DIGS] = OAT_FP_SQRT_EXP2;  /* (p - 3) / 4 */
	static const oat_dig_t c2r[FP_DIGS] = OAT_G1_SSWU_C2;   /* sqrt(-Z) */
	FP(t) tv1, tv2, tv3, y1, y2, c2;
	FP(sqr)(tv1, v);                      /* 1. tv1 = v^2 */
	FP(mul)(tv2, u, v);                   /* 2. tv2 = u v */
	FP(mul)(tv1, tv1, tv2);               /* 3. tv1 = tv1 tv2 */
	FP(exp_pub)(y1, tv1, c1, FP_DIGS);    /* 4. y1 = tv1^c1 */
	FP(mul)(y1, y1, tv2);                 /* 5. y1 = y1 tv2 */
	FP(set_raw)(c2, c2r);
	FP(mul)(y2, y1, c2);                  /* 6. y2 = y1 c2 */
	FP(sqr)(tv3, y1);                     /* 7. tv3 = y1^2 */
	FP(mul)(tv3, tv3, v);                 /* 8. tv3 = tv3 v */
	int qr = FP(equal)(tv3, u);           /* 9. isQR = tv3 == u */
	FP(cmov)(y2, y1, qr);                 /* 10. y = CMOV(y2, y1, isQR) */
	FP(copy)(y, y2);
	return qr;
}
#include "ec/sswu_tmpl.h"
