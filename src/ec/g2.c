/* G2: the order-r subgroup of the sextic twist E'(Fp2): y^2 = x^3 + b/xi. */
#include "param/param.h"
#include "param/tab.h"
#include "fp/fp_int.h"
#include "ext/ext_int.h"
#include <string.h>
#include "oat/ec.h"
#include "oat/md.h"

static const oat_dig_t oat_g2_b[2][OAT_FP_DIGS] = OAT_G2_B;
static const oat_dig_t oat_g2_b3[2][OAT_FP_DIGS] = OAT_G2_B3;
static const oat_dig_t oat_g2_gx[2][OAT_FP_DIGS] = OAT_G2_GX;
static const oat_dig_t oat_g2_gy[2][OAT_FP_DIGS] = OAT_G2_GY;

#define G(x) oat_g2_##x
#define PT oat_g2_t
#define FET oat_fp2_t
#define FE(x) oat_fp2_##x
#define FE_LOAD(r, k) oat_fp2_set_raw(r, k)
#define C_B oat_g2_b
#define C_B3 oat_g2_b3
#define C_GX oat_g2_gx
#define C_GY oat_g2_gy
#define CBYTES (2 * OAT_FP_BYTES)
#define G_COFACTOR_ONE 0
#define SGN0(a) oat_g2_sgn0_(a)

/* sgn0 of RFC 9380 (section 4.1) for Fp2: the parity of c0, or of c1 if c0 = 0. */
static int oat_g2_sgn0_(const oat_fp2_t a) {
	return oat_fp_is_odd(a->c[0]) | (oat_fp_is_zero(a->c[0]) & oat_fp_is_odd(a->c[1]));
}

static int oat_g2_in_group_(const oat_g2_t a);
#include "ec/ec_impl.h"

/* GLS: psi (oat_g2_frb) acts on G2 as [p mod r] = [6z^2]. */
static void oat_g2_endo_(oat_g2_t r, const oat_g2_t a) { oat_g2_frb(r, a, 1); }

#define ENDO_D 4
#define ENDO_BITS OAT_G2_GLS_BITS
#define C_ENDO_G OAT_G2_GLS_G
#define C_ENDO_B OAT_G2_GLS_B
#define C_GEN_TAB OAT_G2_GEN_TAB
#define FE_NFP 2
#define FE_LOAD_DIGS(r, d) oat_fp2_set_raw(r, (const oat_dig_t (*)[OAT_FP_DIGS])(d))
#include "ec/mul_impl.h"

static const oat_dig_t oat_g2_svdw[5][2][OAT_FP_DIGS] = { OAT_G2_SVDW_Z, OAT_G2_SVDW_C1,
	OAT_G2_SVDW_C2, OAT_G2_SVDW_C3, OAT_G2_SVDW_C4 };
#define C_Z oat_g2_svdw[0]
#define C_C1 oat_g2_svdw[1]
#define C_C2 oat_g2_svdw[2]
#define C_C3 oat_g2_svdw[3]
#define C_C4 oat_g2_svdw[4]
#include "ec/map_impl.h"

/* r = [z] a for the BN parameter z (public; constant-time in a). */
static void oat_g2_mul_z_(oat_g2_t r, const oat_g2_t a) {
	oat_g2_mul_u64_(r, a, OAT_Z_ABS);
#if OAT_Z_NEG
	oat_g2_neg(r, r);
#endif
}

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

int oat_g2_is_valid_slow_(const oat_g2_t a);
int oat_g2_is_valid_slow_(const oat_g2_t a) {
	return oat_g2_on_curve_(a) && oat_g2_order_test_(a);
}

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

/* psi = twist^-1 o Frobenius o twist on the D-type twist, twist(x, y) =
 * (x w^2, y w^3): psi(x, y) = (conj(x) gamma_{1,2}, conj(y) gamma_{1,3}); in
 * projective coordinates Z is conjugated too. */
void oat_g2_frb(oat_g2_t r, const oat_g2_t a, int k) {
	oat_fp2_t g2, g3;
	oat_ext_frob_const(g2, 1, 2);
	oat_ext_frob_const(g3, 1, 3);
	oat_g2_copy(r, a);
	for (; k > 0; k--) {
		oat_fp2_conj(r->x, r->x);
		oat_fp2_conj(r->y, r->y);
		oat_fp2_conj(r->z, r->z);
		oat_fp2_mul(r->x, r->x, g2);
		oat_fp2_mul(r->y, r->y, g3);
	}
}
