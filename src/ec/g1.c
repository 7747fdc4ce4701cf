/* G1 = E(Fp), E: y^2 = x^3 + b. */
#include "param/param.h"
#include "param/tab.h"
#include "fp/fp_int.h"
#include "fp/fp_inl.h"
#include <string.h>
#include "oat/ec.h"
#include "oat/md.h"

static const oat_dig_t oat_g1_b[OAT_FP_DIGS] = OAT_G1_B;
static const oat_dig_t oat_g1_gx[OAT_FP_DIGS] = OAT_G1_GX;
static const oat_dig_t oat_g1_gy[OAT_FP_DIGS] = OAT_G1_GY;

#define G(x) oat_g1_##x
#define PT oat_g1_t
#define FET oat_fp_t
#define FE(x) oat_fp_##x
/* The formulas on the inline field operations where that was measured to pay:
 * the assembly and GMP backends and portable C on 4 x 64-bit limbs.  With
 * the portable kernels on 32-bit digits or 6 limbs the inlined loops ran
 * slower (BLS12-381, c: g1_mul 165 -> 192 us). */
#if defined(OAT_ARITH_X86_64) || defined(OAT_ARITH_ARM32) || defined(OAT_ARITH_GMP) || \
	(OAT_WSIZE == 64 && OAT_FP_DIGS == 4)
#define FEI(x) oat_fp_##x##_i
#else
#define FEI(x) FE(x)
#endif
#if defined(OAT_HAVE_FP_SUM2_LOW)
#define FE_SUM2 1
#endif
#define FE_LOAD(r, k) oat_fp_set_raw(r, k)
#define C_B oat_g1_b
#define C_GX oat_g1_gx
#define C_GY oat_g1_gy
#define CBYTES OAT_FP_BYTES
#define G_COFACTOR_ONE OAT_G1_COFACTOR_ONE
#define SGN0(a) oat_fp_is_odd(a)

/* r = 3b a by doublings and additions (3b = OAT_G1_B3_INT, 12 or 6). */
typedef char oat_g1_b3_small_[OAT_G1_B3_INT > 0 && OAT_G1_B3_INT < 256 ? 1 : -1];
static void oat_g1_mul_b3_(oat_fp_t r, const oat_fp_t a) {
	oat_fp_t t;
	const int k = OAT_G1_B3_INT;
	FEI(copy)(t, a);
	for (int i = 30 - __builtin_clz((unsigned)k); i >= 0; i--) {
		FEI(dbl)(t, t);
		if ((k >> i) & 1) FEI(add)(t, t, a);
	}
	FEI(copy)(r, t);
}

#if OAT_ENC_ZCASH
/* 1 if a > (p - 1)/2 (the ZCash sign, "lexicographically largest"). */
static int oat_fp_lexlarge_(const oat_fp_t a) {
	static const oat_dig_t half[OAT_FP_DIGS] = OAT_FP_HALF; /* (p + 1)/2 */
	oat_fp_t h;
	oat_fp_set_raw(h, half);
	return oat_fp_cmp(a, h) >= 0;
}
#define LEXLARGE(a) oat_fp_lexlarge_(a)
#endif

#if !OAT_G1_COFACTOR_ONE
static int oat_g1_in_group_(const oat_g1_t a);
#endif
#include "ec/ec_impl.h"

/* GLV: phi(x, y) = (beta x, y), beta a cube root of unity in Fp, acts on G1
 * as [lambda], lambda = 36z^3 + 18z^2 + 6z + 1 for BN, z^2 - 1 for BLS12
 * (the pair checked by tools/gen_params.py); in projective coordinates only
 * X is scaled. */
static void oat_g1_endo_(oat_g1_t r, const oat_g1_t a) {
	static const oat_dig_t beta[OAT_FP_DIGS] = OAT_G1_GLV_BETA;
	oat_fp_t b;
	oat_fp_set_raw(b, beta);
	oat_fp_mul(r->x, a->x, b);
	oat_fp_copy(r->y, a->y);
	oat_fp_copy(r->z, a->z);
}

#define ENDO_D 2
#define ENDO_BITS OAT_G1_GLV_BITS
#define C_ENDO_G OAT_G1_GLV_G
#define C_ENDO_B OAT_G1_GLV_B
#define C_GEN_TAB OAT_G1_GEN_TAB
#define FE_NFP 1
#define FE_LOAD_DIGS(r, d) oat_fp_set_raw(r, d)
#include "ec/mul_impl.h"

#if OAT_FAMILY_BN
static const oat_dig_t oat_g1_svdw[5][OAT_FP_DIGS] = { OAT_G1_SVDW_Z, OAT_G1_SVDW_C1,
	OAT_G1_SVDW_C2, OAT_G1_SVDW_C3, OAT_G1_SVDW_C4 };
#define C_Z oat_g1_svdw[0]
#define C_C1 oat_g1_svdw[1]
#define C_C2 oat_g1_svdw[2]
#define C_C3 oat_g1_svdw[3]
#define C_C4 oat_g1_svdw[4]

/* A root of u / v when it is a square, without inversion (p = 3 mod 4; RFC
 * 9380 F.2.1.2): u v (u v^3)^((p - 3)/4). */
static void oat_g1_sqrt_ratio_svdw_(oat_fp_t y, const oat_fp_t u, const oat_fp_t v) {
	static const oat_dig_t c1[OAT_FP_DIGS] = OAT_FP_SQRT_EXP2;  /* (p - 3) / 4 */
	oat_fp_t t, uv;
	oat_fp_sqr(t, v);
	oat_fp_mul(uv, u, v);
	oat_fp_mul(t, t, uv);                    /* u v^3 */
	oat_fp_exp_pub(t, t, c1, OAT_FP_DIGS);
	oat_fp_mul(y, t, uv);
}
#include "ec/map_impl.h"

/* G1 has cofactor 1 on BN curves: nothing to clear. */
void oat_g1_map_fp(oat_g1_t r, const oat_fp_t u) {
	oat_g1_map_fp_(r, u);
}
static void oat_g1_clear_(oat_g1_t r, const oat_g1_t a) { oat_g1_copy(r, a); }
#else
/* r = [z] a for the BLS12 parameter z (public; constant-time in a). */
static void oat_g1_mul_z_(oat_g1_t r, const oat_g1_t a) {
	oat_g1_mul_u64_(r, a, OAT_Z_ABS);
#if OAT_Z_NEG
	oat_g1_neg(r, r);
#endif
}

/* Subgroup test of Scott ("A note on group membership tests for G1, G2 and
 * GT on BLS pairing-friendly curves", ePrint 2021/1130): a point P of E(Fp)
 * is in G1 iff phi'(P) = [-z^2] P for the endomorphism phi' of eigenvalue
 * -z^2 on G1, here phi' = phi^2: (x, y) -> (beta^2 x, y), since phi has
 * eigenvalue lambda = z^2 - 1 and lambda^2 = -z^2 mod r. */
static int oat_g1_in_group_(const oat_g1_t a) {
	oat_g1_t l, rr;
	oat_g1_endo_(l, a);
	oat_g1_endo_(l, l);
	oat_g1_mul_z_(rr, a);
	oat_g1_mul_z_(rr, rr);
	oat_g1_neg(rr, rr);
	return oat_g1_equal(l, rr);
}

int oat_g1_is_valid_slow_(const oat_g1_t a);
int oat_g1_is_valid_slow_(const oat_g1_t a) {
	return oat_g1_on_curve_(a) && oat_g1_order_test_(a);
}

/* Cofactor clearing by the effective cofactor h_eff = 1 - z (RFC 9380,
 * section 8.8.1): r = a - [z] a. */
static void oat_g1_clear_(oat_g1_t r, const oat_g1_t a) {
	oat_g1_t t;
	oat_g1_mul_z_(t, a);
	oat_g1_sub(r, a, t);
}

static const oat_dig_t oat_g1_sswu[3][OAT_FP_DIGS] = { OAT_G1_SSWU_A, OAT_G1_SSWU_B, OAT_G1_SSWU_Z };
static const oat_dig_t oat_g1_iso_xnum[][OAT_FP_DIGS] = OAT_G1_ISO_XNUM;
static const oat_dig_t oat_g1_iso_xden[][OAT_FP_DIGS] = OAT_G1_ISO_XDEN;
static const oat_dig_t oat_g1_iso_ynum[][OAT_FP_DIGS] = OAT_G1_ISO_YNUM;
static const oat_dig_t oat_g1_iso_yden[][OAT_FP_DIGS] = OAT_G1_ISO_YDEN;
#define C_SSWU_A oat_g1_sswu[0]
#define C_SSWU_B oat_g1_sswu[1]
#define C_SSWU_Z oat_g1_sswu[2]
#define C_ISO_XNUM oat_g1_iso_xnum
#define C_ISO_XDEN oat_g1_iso_xden
#define C_ISO_YNUM oat_g1_iso_ynum
#define C_ISO_YDEN oat_g1_iso_yden
#define N_ISO_XNUM OAT_G1_ISO_N_XNUM
#define N_ISO_XDEN OAT_G1_ISO_N_XDEN
#define N_ISO_YNUM OAT_G1_ISO_N_YNUM
#define N_ISO_YDEN OAT_G1_ISO_N_YDEN

/* sqrt_ratio for q = 3 mod 4 (RFC 9380, F.2.1.2): one exponentiation,
 * y1 = u v (u v^3)^((p - 3)/4), a root of u / v if (y1^2 v = u), else
 * y1 sqrt(-Z) is a root of Z u / v. */
static int oat_g1_sqrt_ratio_(oat_fp_t y, const oat_fp_t u, const oat_fp_t v) {
	static const oat_dig_t c1[OAT_FP_DIGS] = OAT_FP_SQRT_EXP2;  /* (p - 3) / 4 */
	static const oat_dig_t c2r[OAT_FP_DIGS] = OAT_G1_SSWU_C2;   /* sqrt(-Z) */
	oat_fp_t tv1, tv2, tv3, y1, y2, c2;
	oat_fp_sqr(tv1, v);                      /* 1. tv1 = v^2 */
	oat_fp_mul(tv2, u, v);                   /* 2. tv2 = u v */
	oat_fp_mul(tv1, tv1, tv2);               /* 3. tv1 = tv1 tv2 */
	oat_fp_exp_pub(y1, tv1, c1, OAT_FP_DIGS); /* 4. y1 = tv1^c1 */
	oat_fp_mul(y1, y1, tv2);                 /* 5. y1 = y1 tv2 */
	oat_fp_set_raw(c2, c2r);
	oat_fp_mul(y2, y1, c2);                  /* 6. y2 = y1 c2 */
	oat_fp_sqr(tv3, y1);                     /* 7. tv3 = y1^2 */
	oat_fp_mul(tv3, tv3, v);                 /* 8. tv3 = tv3 v */
	int qr = oat_fp_equal(tv3, u);           /* 9. isQR = tv3 == u */
	oat_fp_cmov(y2, y1, qr);                 /* 10. y = CMOV(y2, y1, isQR) */
	oat_fp_copy(y, y2);
	return qr;
}
#include "ec/sswu_impl.h"

/* map_to_curve (SSWU on E1' and the 11-isogeny), then clear_cofactor. */
void oat_g1_map_fp(oat_g1_t r, const oat_fp_t u) {
	oat_g1_t q;
	oat_g1_map_fp_(q, u);
	oat_g1_clear_(r, q);
}
#endif

/* hash_to_curve (RFC 9380, section 3): u0, u1 = hash_to_field(msg, 2) with
 * expand_message_xmd(SHA-256) and L = 48 bytes per element (k = 128);
 * Q0 + Q1 for Qi = map_to_curve(ui). */
oat_err oat_g1_map(oat_g1_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen) {
	unsigned char buf[2 * OAT_HASH_L];
	oat_fp_t u0, u1;
	oat_g1_t q;
	oat_err e;
	oat_g1_set_infty(r);
	if ((e = oat_md_xmd(buf, sizeof(buf), msg, len, dst, dstlen)) != OAT_OK) return e;
	oat_fp_read_bin_wide(u0, buf, OAT_HASH_L);
	oat_fp_read_bin_wide(u1, buf + OAT_HASH_L, OAT_HASH_L);
	oat_g1_map_fp_(r, u0);
	oat_g1_map_fp_(q, u1);
	oat_g1_add(r, r, q);
	oat_g1_clear_(r, r);
	return OAT_OK;
}

/* encode_to_curve (RFC 9380, section 3, the _NU_ suites): u =
 * hash_to_field(msg, 1), map_to_curve(u), clear_cofactor. */
oat_err oat_g1_encode(oat_g1_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen) {
	unsigned char buf[OAT_HASH_L];
	oat_fp_t u;
	oat_err e;
	oat_g1_set_infty(r);
	if ((e = oat_md_xmd(buf, sizeof(buf), msg, len, dst, dstlen)) != OAT_OK) return e;
	oat_fp_read_bin_wide(u, buf, OAT_HASH_L);
	oat_g1_map_fp(r, u);
	return OAT_OK;
}
