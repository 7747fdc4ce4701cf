/* G2: the order-r subgroup of the sextic twist E'(Fp2): y^2 = x^3 + b/xi. */
#include "param/param.h"
#include "param/tab.h"
#include "fp/fp_int.h"
#include "ext/ext_int.h"
#include "ext/fp2_inl.h"
#include <string.h>
#include "oat/ec.h"
#include "oat/md.h"
#include "ec/ec_int.h"

static const oat_dig_t oat_g2_b[2][OAT_FP_DIGS] = OAT_G2_B;
static const oat_dig_t oat_g2_gx[2][OAT_FP_DIGS] = OAT_G2_GX;
static const oat_dig_t oat_g2_gy[2][OAT_FP_DIGS] = OAT_G2_GY;

#define G(x) oat_g2_##x
#define PT oat_g2_t
#define FET oat_fp2_t
#define FE(x) oat_fp2_##x
/* The formulas on the inline field operations where that was measured to pay:
 * the assembly and GMP backends and portable C on 4 x 64-bit limbs.  With
 * the portable kernels on 32-bit digits or 6 limbs the inlined loops ran
 * slower (BLS12-381, c: g1_mul 165 -> 192 us). */
#if defined(OAT_ARITH_X86_64) || defined(OAT_ARITH_ARM32) || defined(OAT_ARITH_GMP) || \
	(OAT_WSIZE == 64 && OAT_FP_DIGS == 4)
#define FEI(x) oat_fp2_##x##_i
#else
#define FEI(x) FE(x)
#endif
#if defined(OAT_HAVE_FP2_SUM_LOW)
#define FE_SUM2 1
#endif
#define FE_LOAD(r, k) oat_fp2_set_raw(r, k)
#define C_B oat_g2_b
#define C_GX oat_g2_gx
#define C_GY oat_g2_gy
#define CBYTES (2 * OAT_FP_BYTES)
#define G_COFACTOR_ONE 0
#define SGN0(a) oat_g2_sgn0_(a)

/* r = 3b' a for the twist's 3b' = k (1 + i) (BLS12-381: k = 12) or
 * k (1 - i) (BN-P254: k = 3) by additions; any other 3b' by a product. */
#if OAT_G2_B3_INT0 > 0 && OAT_G2_B3_INT0 < 256 && \
	(OAT_G2_B3_INT1 == OAT_G2_B3_INT0 || OAT_G2_B3_INT1 == -OAT_G2_B3_INT0)
void oat_g2_mul_b3_(oat_fp2_t r, const oat_fp2_t a) {
	oat_fp2_t s, t;
	const int k = OAT_G2_B3_INT0;
#if OAT_G2_B3_INT1 > 0
	oat_fp_sub(s->c[0], a->c[0], a->c[1]);   /* (1 + i) a */
	oat_fp_add(s->c[1], a->c[0], a->c[1]);
#else
	oat_fp_add(s->c[0], a->c[0], a->c[1]);   /* (1 - i) a */
	oat_fp_sub(s->c[1], a->c[1], a->c[0]);
#endif
	FEI(copy)(t, s);
	for (int i = 30 - __builtin_clz((unsigned)k); i >= 0; i--) {
		FEI(dbl)(t, t);
		if ((k >> i) & 1) FEI(add)(t, t, s);
	}
	FEI(copy)(r, t);
}
#else
void oat_g2_mul_b3_(oat_fp2_t r, const oat_fp2_t a) {
	static const oat_dig_t b3[2][OAT_FP_DIGS] = OAT_G2_B3;
	oat_fp2_t t;
	oat_fp2_set_raw(t, b3);
	oat_fp2_mul(r, a, t);
}
#endif

/* sgn0 of RFC 9380 (section 4.1) for Fp2: the parity of c0, or of c1 if c0 = 0. */
static int oat_g2_sgn0_(const oat_fp2_t a) {
	return oat_fp_is_odd(a->c[0]) | (oat_fp_is_zero(a->c[0]) & oat_fp_is_odd(a->c[1]));
}

#if OAT_ENC_ZCASH
/* The ZCash coordinate order c1 || c0, and its sign: the larger of y, -y
 * compared on c1, or on c0 when c1 = 0. */
static oat_err oat_g2_co_read_(oat_fp2_t r, const unsigned char *buf) {
	oat_err e;
	if ((e = oat_fp_read_bin(r->c[1], buf, OAT_FP_BYTES)) != OAT_OK ||
			(e = oat_fp_read_bin(r->c[0], buf + OAT_FP_BYTES, OAT_FP_BYTES)) != OAT_OK)
		oat_fp2_zero(r);
	return e;
}
static void oat_g2_co_write_(unsigned char *buf, const oat_fp2_t a) {
	oat_fp_write_bin(buf, OAT_FP_BYTES, a->c[1]);
	oat_fp_write_bin(buf + OAT_FP_BYTES, OAT_FP_BYTES, a->c[0]);
}
static int oat_fp_lexlarge_(const oat_fp_t a) {
	static const oat_dig_t half[OAT_FP_DIGS] = OAT_FP_HALF; /* (p + 1)/2 */
	oat_fp_t h;
	oat_fp_set_raw(h, half);
	return oat_fp_cmp(a, h) >= 0;
}
static int oat_g2_lexlarge_(const oat_fp2_t a) {
	int z1 = oat_fp_is_zero(a->c[1]);
	return (z1 & oat_fp_lexlarge_(a->c[0])) | ((1 - z1) & oat_fp_lexlarge_(a->c[1]));
}
#define CO_READ(r, buf) oat_g2_co_read_(r, buf)
#define CO_WRITE(buf, a) oat_g2_co_write_(buf, a)
#define LEXLARGE(a) oat_g2_lexlarge_(a)
#endif

static int oat_g2_in_group_(const oat_g2_t a);
#include "ec/ec_impl.h"

/* GLS: psi (oat_g2_frb) acts on G2 as [p mod r] (6z^2 for BN, z for BLS12). */
static void oat_g2_endo_(oat_g2_t r, const oat_g2_t a) { oat_g2_frb(r, a, 1); }

#define ENDO_D 4
#define ENDO_BITS OAT_G2_GLS_BITS
#define C_ENDO_G OAT_G2_GLS_G
#define C_ENDO_B OAT_G2_GLS_B
#define C_GEN_TAB OAT_G2_GEN_TAB
#define FE_NFP 2
#define FE_LOAD_DIGS(r, d) oat_fp2_set_raw(r, (const oat_dig_t (*)[OAT_FP_DIGS])(d))
#include "ec/mul_impl.h"

#if OAT_FAMILY_BN
static const oat_dig_t oat_g2_svdw[5][2][OAT_FP_DIGS] = { OAT_G2_SVDW_Z, OAT_G2_SVDW_C1,
	OAT_G2_SVDW_C2, OAT_G2_SVDW_C3, OAT_G2_SVDW_C4 };
#define C_Z oat_g2_svdw[0]
#define C_C1 oat_g2_svdw[1]
#define C_C2 oat_g2_svdw[2]
#define C_C3 oat_g2_svdw[3]
#define C_C4 oat_g2_svdw[4]

/* A root of u / v when it is a square: one inversion and the Fp2 root. */
static void oat_g2_sqrt_ratio_svdw_(oat_fp2_t y, const oat_fp2_t u, const oat_fp2_t v) {
	oat_fp2_t t;
	oat_fp2_inv(t, v);
	oat_fp2_mul(t, u, t);
	(void)oat_fp2_sqrt(y, t);
}
#include "ec/map_impl.h"
#else
static const oat_dig_t oat_g2_sswu[3][2][OAT_FP_DIGS] = { OAT_G2_SSWU_A, OAT_G2_SSWU_B, OAT_G2_SSWU_Z };
static const oat_dig_t oat_g2_iso_xnum[][2][OAT_FP_DIGS] = OAT_G2_ISO_XNUM;
static const oat_dig_t oat_g2_iso_xden[][2][OAT_FP_DIGS] = OAT_G2_ISO_XDEN;
static const oat_dig_t oat_g2_iso_ynum[][2][OAT_FP_DIGS] = OAT_G2_ISO_YNUM;
static const oat_dig_t oat_g2_iso_yden[][2][OAT_FP_DIGS] = OAT_G2_ISO_YDEN;
#define C_SSWU_A oat_g2_sswu[0]
#define C_SSWU_B oat_g2_sswu[1]
#define C_SSWU_Z oat_g2_sswu[2]
#define C_ISO_XNUM oat_g2_iso_xnum
#define C_ISO_XDEN oat_g2_iso_xden
#define C_ISO_YNUM oat_g2_iso_ynum
#define C_ISO_YDEN oat_g2_iso_yden
#define N_ISO_XNUM OAT_G2_ISO_N_XNUM
#define N_ISO_XDEN OAT_G2_ISO_N_XDEN
#define N_ISO_YNUM OAT_G2_ISO_N_YNUM
#define N_ISO_YDEN OAT_G2_ISO_N_YDEN

/* sqrt_ratio (RFC 9380, F.2.1) through the norm: one inversion and two
 * exponentiations in Fp (oat_fp2_sqrt_ratio_). */
static int oat_g2_sqrt_ratio_(oat_fp2_t y, const oat_fp2_t u, const oat_fp2_t v) {
	static const oat_dig_t ncr[OAT_FP_DIGS] = OAT_G2_SSWU_NC;   /* sqrt(-N(Z)) */
	oat_fp2_t z;
	oat_fp_t nc;
	oat_fp2_set_raw(z, oat_g2_sswu[2]);
	oat_fp_set_raw(nc, ncr);
	return oat_fp2_sqrt_ratio_(y, u, v, z, nc);
}
#include "ec/sswu_impl.h"
#endif

/* r = [z] a for the curve parameter z (public; constant-time in a). */
static void oat_g2_mul_z_(oat_g2_t r, const oat_g2_t a) {
	oat_g2_mul_u64_(r, a, OAT_Z_ABS);
#if OAT_Z_NEG
	oat_g2_neg(r, r);
#endif
}

#if OAT_FAMILY_BN
/* Subgroup test of El Housni, Guillevic and Piellard ("Co-factor clearing
 * and subgroup membership testing on pairing-friendly curves", Africacrypt
 * 2022) for BN curves: a point Q of E'(Fp2) is in G2 iff
 *   [z + 1] Q + psi([z] Q) + psi^2([z] Q) = psi^3([2z] Q),
 * two multiplications by the 64-bit z instead of one by the 254-bit r. */
static int oat_g2_in_group_(const oat_g2_t a) {
	oat_g2_t zq, l, t, rr;
	oat_g2_mul_z_(zq, a);
	oat_g2_add(l, zq, a);
	oat_g2_frb(t, zq, 1);
	oat_g2_add(l, l, t);
	oat_g2_frb(t, zq, 2);
	oat_g2_add(l, l, t);
	oat_g2_dbl(t, zq);
	oat_g2_frb(rr, t, 3);
	return oat_g2_equal(l, rr);
}

#else
/* Subgroup test of Scott ("A note on group membership tests for G1, G2 and
 * GT on BLS pairing-friendly curves", ePrint 2021/1130, section 4) for
 * BLS12: a point Q of E'(Fp2) is in G2 iff psi(Q) = [z] Q. */
static int oat_g2_in_group_(const oat_g2_t a) {
	oat_g2_t l, rr;
	oat_g2_frb(l, a, 1);
	oat_g2_mul_z_(rr, a);
	return oat_g2_equal(l, rr);
}
#endif

int oat_g2_is_valid_slow_(const oat_g2_t a);
int oat_g2_is_valid_slow_(const oat_g2_t a) {
	return oat_g2_on_curve_(a) && oat_g2_order_test_(a);
}

#if OAT_FAMILY_BN
/* Cofactor clearing of Fuentes-Castaneda, Knapp and Rodriguez-Henriquez
 * ("Faster hashing to G2", SAC 2011, section 4.1) for BN curves:
 *   Q -> [z] Q + psi([3z] Q) + psi^2([z] Q) + psi^3(Q),
 * a multiple of the cofactor map, so the result is in G2. */
void oat_g2_clear_(oat_g2_t r, const oat_g2_t q) {
	oat_g2_t z1, z3, t, acc;
	oat_g2_mul_z_(z1, q);
	oat_g2_dbl(z3, z1);
	oat_g2_add(z3, z3, z1);
	oat_g2_frb(t, z3, 1);
	oat_g2_add(acc, z1, t);
	oat_g2_frb(t, z1, 2);
	oat_g2_add(acc, acc, t);
	oat_g2_frb(t, q, 3);
	oat_g2_add(r, acc, t);
}

#else
/* Cofactor clearing of Budroni and Pintore ("Efficient hash maps to G2 on
 * BLS curves", 2017), as RFC 9380 appendix G.3 writes it with c1 = z:
 *   Q -> [z^2 - z - 1] Q + [z - 1] psi(Q) + psi^2(2Q),
 * which is [h_eff] Q for the h_eff of RFC 9380 section 8.8.2. */
void oat_g2_clear_(oat_g2_t r, const oat_g2_t q) {
	oat_g2_t t1, t2, t3;
	oat_g2_mul_z_(t1, q);          /* 1. t1 = c1 P */
	oat_g2_frb(t2, q, 1);          /* 2. t2 = psi(P) */
	oat_g2_dbl(t3, q);             /* 3. t3 = 2 P */
	oat_g2_frb(t3, t3, 2);         /* 4. t3 = psi2(t3) */
	oat_g2_sub(t3, t3, t2);        /* 5. t3 = t3 - t2 */
	oat_g2_add(t2, t1, t2);        /* 6. t2 = t1 + t2 */
	oat_g2_mul_z_(t2, t2);         /* 7. t2 = c1 t2 */
	oat_g2_add(t3, t3, t2);        /* 8. t3 = t3 + t2 */
	oat_g2_sub(t3, t3, t1);        /* 9. t3 = t3 - t1 */
	oat_g2_sub(r, t3, q);          /* 10. Q = t3 - P */
}
#endif

void oat_g2_map_fp2(oat_g2_t r, const oat_fp2_t u) {
	oat_g2_t q;
	oat_g2_map_fp_(q, u);
	oat_g2_clear_(r, q);
}

/* hash_to_curve: u0, u1 in Fp2 from expand_message_xmd(SHA-256), 48 bytes per
 * Fp coefficient; clear_cofactor(map(u0) + map(u1)). */
oat_err oat_g2_map(oat_g2_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen) {
	unsigned char buf[4 * OAT_HASH_L];
	oat_fp2_t u0, u1;
	oat_g2_t q0, q1;
	oat_err e;
	oat_g2_set_infty(r);
	if ((e = oat_md_xmd(buf, sizeof(buf), msg, len, dst, dstlen)) != OAT_OK) return e;
	oat_fp_read_bin_wide(u0->c[0], buf, OAT_HASH_L);
	oat_fp_read_bin_wide(u0->c[1], buf + OAT_HASH_L, OAT_HASH_L);
	oat_fp_read_bin_wide(u1->c[0], buf + 2 * OAT_HASH_L, OAT_HASH_L);
	oat_fp_read_bin_wide(u1->c[1], buf + 3 * OAT_HASH_L, OAT_HASH_L);
	oat_g2_map_fp_(q0, u0);
	oat_g2_map_fp_(q1, u1);
	oat_g2_add(q0, q0, q1);
	oat_g2_clear_(r, q0);
	return OAT_OK;
}

/* encode_to_curve (RFC 9380, section 3, the _NU_ suites): one u in Fp2,
 * map_to_curve(u), clear_cofactor. */
oat_err oat_g2_encode(oat_g2_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen) {
	unsigned char buf[2 * OAT_HASH_L];
	oat_fp2_t u;
	oat_err e;
	oat_g2_set_infty(r);
	if ((e = oat_md_xmd(buf, sizeof(buf), msg, len, dst, dstlen)) != OAT_OK) return e;
	oat_fp_read_bin_wide(u->c[0], buf, OAT_HASH_L);
	oat_fp_read_bin_wide(u->c[1], buf + OAT_HASH_L, OAT_HASH_L);
	oat_g2_map_fp2(r, u);
	return OAT_OK;
}

/* psi = twist^-1 o Frobenius o twist: on a D-type twist, twist(x, y) =
 * (x w^2, y w^3), psi(x, y) = (conj(x) gamma_{1,2}, conj(y) gamma_{1,3}); on
 * an M-type one, twist(x, y) = (x / w^2, y / w^3), the inverse constants
 * (OAT_G2_PSI_X, _Y of tools/gen_params.py, which checks psi = [p mod r] on
 * G2); in projective coordinates Z is conjugated too. */
void oat_g2_frb(oat_g2_t r, const oat_g2_t a, int k) {
	static const oat_dig_t psi_x[2][OAT_FP_DIGS] = OAT_G2_PSI_X;
	static const oat_dig_t psi_y[2][OAT_FP_DIGS] = OAT_G2_PSI_Y;
	oat_fp2_t g2, g3;
	oat_fp2_set_raw(g2, psi_x);
	oat_fp2_set_raw(g3, psi_y);
	oat_g2_copy(r, a);
	for (; k > 0; k--) {
		oat_fp2_conj(r->x, r->x);
		oat_fp2_conj(r->y, r->y);
		oat_fp2_conj(r->z, r->z);
		oat_fp2_mul(r->x, r->x, g2);
		oat_fp2_mul(r->y, r->y, g3);
	}
}
