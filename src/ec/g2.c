/* G2: the order-r subgroup of the sextic twist E'(Fp2): y^2 = x^3 + b/xi. */
#include "param/param.h"
#include "fp/fp_int.h"
#include "ext/ext_int.h"
#include "oat/ec.h"

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
#include "ec/ec_impl.h"

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
