/* G1 = E(Fp), E: y^2 = x^3 + b. */
#include "param/param.h"
#include "fp/fp_int.h"
#include "oat/ec.h"

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
#include "ec/ec_impl.h"
