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

/* The formulas on the field's kernels called in place (low_tmpl.h: the
 * backend's routine for the size and prime, straight from the formula),
 * rather than through the field's functions: one call less per operation.
 * With the portable kernels, which then inline into every formula, only on
 * 64-bit digits up to 4 of them (as the pairing curves measured it,
 * fp_low.h's OAT_TUNE_EC_INLINE). */
static const oat_dig_t EP(p_)[FP_DIGS] = OAT_FP_MODULUS;
#if !defined(OAT_ARITH_C) || (OAT_WSIZE == 64 && FP_DIGS <= 4)
#define LK(x) EP(fk_##x)
#define LOW_N FP_DIGS
#define LOW_BITS FP_BITS
#define LOW_MOD EP(p_)
#define LOW_N0 OAT_FP_N0
#define LOW_FORM OAT_FP_FORM
#include "fp/low_tmpl.h"
static inline void EP(fi_add_)(FP(t) r, const FP(t) a, const FP(t) b) { EP(fk_add)(r->d, a->d, b->d); }
static inline void EP(fi_sub_)(FP(t) r, const FP(t) a, const FP(t) b) { EP(fk_sub)(r->d, a->d, b->d); }
static inline void EP(fi_neg_)(FP(t) r, const FP(t) a) { EP(fk_neg)(r->d, a->d); }
static inline void EP(fi_dbl_)(FP(t) r, const FP(t) a) { EP(fk_dbl)(r->d, a->d); }
static inline void EP(fi_hlv_)(FP(t) r, const FP(t) a) { EP(fk_hlv)(r->d, a->d); }
static inline void EP(fi_mul_)(FP(t) r, const FP(t) a, const FP(t) b) { EP(fk_mul)(r->d, a->d, b->d); }
static inline void EP(fi_sqr_)(FP(t) r, const FP(t) a) { EP(fk_sqr)(r->d, a->d); }
static inline void EP(fi_copy_)(FP(t) r, const FP(t) a) {
	*r = *a;  /* not a loop: GCC makes that a call of memmove */
}
#define FEI(x) EP(fi_##x##_)
#endif

/* P-256 and P-384 on the x86-64 backend: the Jacobian formulas as one
 * routine each (tools/gen_x64_nistpt.py), for jac_tmpl.h. */
#if defined(OAT_ARITH_X86_64) && (OAT_FP_FORM == 256 && FP_DIGS == 4 || OAT_FP_FORM == 384 && FP_DIGS == 6)
#include "arch/x86_64/x64_routines.h"
#if OAT_FP_FORM == 256
#define G_JX_(f) OAT_X64_MONT(oat_x64_p256_##f)
#else
#define G_JX_(f) OAT_X64_MONT(oat_x64_p384_##f)
#endif
#define G_JPT_(p) ((uint64_t *)(void *)(p))
#define G_JCPT_(p) ((const uint64_t *)(const void *)(p))
#define G_JDBL_ARCH(r, p) G_JX_(jdbl)(G_JPT_(r), G_JCPT_(p))
#define G_JADD_ARCH(r, p, q) G_JX_(jadd)(G_JPT_(r), G_JCPT_(p), G_JCPT_(q))
#define G_JMADD_ARCH(r, p, q) G_JX_(jmadd)(G_JPT_(r), G_JCPT_(p), G_JCPT_(q))
#define G_JDBLADD_ARCH(r, p, q) G_JX_(jdbladd)(G_JPT_(r), G_JCPT_(p), G_JCPT_(q))
#endif

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
/* The NIST curves have cofactor 1.  The exhaustive tests' toy curve
 * (test/toy/curve.h) sets EP_COFACTOR_ONE to 0: its group is the subgroup
 * of prime order n, tested by the definition, n a = O. */
#ifndef EP_COFACTOR_ONE
#define EP_COFACTOR_ONE 1
#endif
#define G_COFACTOR_ONE EP_COFACTOR_ONE
#define G_A_M3 1
#include "ec/sw_tmpl.h"
#include "ec/jac_tmpl.h"
#if !EP_COFACTOR_ONE
static int G(in_group_)(const PT a) { return G(order_test_)(a); }
#endif

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
#include "ec/mul_tmpl.h"
#include "ec/jac_mul_tmpl.h"

#include "ec/enc_sec1_tmpl.h"
