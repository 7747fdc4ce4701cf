/* G1 = E(Fp), E: y^2 = x^3 + b. */
#include "param/param.h"
#include "param/tab.h"
#include "fp/fp_int.h"
#include <string.h>
#include "oat/ec.h"
#include "oat/md.h"

static const oat_dig_t oat_g1_b[OAT_FP_DIGS] = OAT_G1_B;
static const oat_dig_t oat_g1_b3[OAT_FP_DIGS] = OAT_G1_B3;
static const oat_dig_t oat_g1_gx[OAT_FP_DIGS] = OAT_G1_GX;
static const oat_dig_t oat_g1_gy[OAT_FP_DIGS] = OAT_G1_GY;

#define G(x) oat_g1_##x
#define PT oat_g1_t
#define FET oat_fp_t
#define FE(x) oat_fp_##x
#define FE_LOAD(r, k) oat_fp_set_raw(r, k)
#define C_B oat_g1_b
#define C_B3 oat_g1_b3
#define C_GX oat_g1_gx
#define C_GY oat_g1_gy
#define CBYTES OAT_FP_BYTES
#define G_COFACTOR_ONE OAT_G1_COFACTOR_ONE
#define SGN0(a) oat_fp_is_odd(a)
#include "ec/ec_impl.h"

/* GLV: phi(x, y) = (beta x, y), beta a cube root of unity in Fp, acts on G1
 * as [lambda], lambda = 36z^3 + 18z^2 + 6z + 1 (the pair checked by
 * tools/gen_params.py); in projective coordinates only X is scaled. */
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

static const oat_dig_t oat_g1_svdw[5][OAT_FP_DIGS] = { OAT_G1_SVDW_Z, OAT_G1_SVDW_C1,
	OAT_G1_SVDW_C2, OAT_G1_SVDW_C3, OAT_G1_SVDW_C4 };
#define C_Z oat_g1_svdw[0]
#define C_C1 oat_g1_svdw[1]
#define C_C2 oat_g1_svdw[2]
#define C_C3 oat_g1_svdw[3]
#define C_C4 oat_g1_svdw[4]
#include "ec/map_impl.h"

/* G1 has cofactor 1 on BN curves: nothing to clear. */
void oat_g1_map_fp(oat_g1_t r, const oat_fp_t u) {
	oat_g1_map_fp_(r, u);
}

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
	return OAT_OK;
}
