/* The points of a NIST curve, E: y^2 = x^3 - 3x + b over Fp of prime order n
 * (cofactor 1), of the curve of the including file: the group law for
 * a = -3 (sw_tmpl.h), the scalar multiplications without an endomorphism
 * (mul_tmpl.h with ENDO_D = 1) and the SEC 1 encodings (enc_sec1_tmpl.h).
 * Included once by the curve's ep.c after its curve.h. */
#include <string.h>
#include "fp/mont.h"
#include "fp/util.h"
#include "fp/prime_int.h"

OAT_PRIME_INT(FP, FP_DIGS)
OAT_PRIME_INT(FR, FR_DIGS)

static const oat_dig_t EP(b)[FP_DIGS] = OAT_EP_B;
static const oat_dig_t EP(gx)[FP_DIGS] = OAT_EP_GX;
static const oat_dig_t EP(gy)[FP_DIGS] = OAT_EP_GY;

#define G(x) EP(x)
#define PT EP(t)
#define FET FP(t)
#define FE(x) FP(x)
#define FE_NFP 1
#define FE_LOAD(r, k) FP(set_raw)(r, k)
#define C_B EP(b)
#define C_GX EP(gx)
#define C_GY EP(gy)
#define CBYTES FP_BYTES
#define G_COFACTOR_ONE 1
#define G_A_M3 1
#include "ec/sw_tmpl.h"

/* Scalar multiplication on whole scalars: signed odd 5-bit windows (for a
 * 256-bit scalar 52 windows of 5 doublings and one addition against 64 of
 * 4 and 1 with w = 4, for a table of 16 points instead of 8), the recoding
 * of scalar_inl.h on one digit more than n. */
#define OAT_SC_DIGS (FR_DIGS + 1)
#define ENDO_D 1
#define ENDO_BITS FR_BITS
#define MUL_W 5
#if defined(OAT_GEN_TAB_EP)
#define G_GEN_TAB 1   /* tab_ep.c is in the library */
#else
#define G_GEN_TAB 0
#endif
#define FE_LOAD_DIGS(r, d) FP(set_raw)(r, d)
/* the variable-time multiplications in Jacobian coordinates (jac_tmpl.h) */
#define G_HAVE_VARTIME 1
#include "ec/mul_tmpl.h"
#include "ec/jac_tmpl.h"

#include "ec/enc_sec1_tmpl.h"
