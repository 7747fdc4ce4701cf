/* The exhaustive tests' G2 toy (tools/gen_toy.py): the G2 template
 * (src/ec/g2_tmpl.h: the complete formulas for a = 0, psi and mul_tmpl.h's
 * GLS decomposition, ENDO_D = 4) as oat_toyg2_g2_* on E': y^2 = x^3 + 6/xi
 * over BN-P254's Fp2, whose points have a subgroup of prime order l = 541
 * on which psi, BN-P254's own, is [mu] for mu = 268, a primitive 12th root
 * of unity mod l as on a BN curve's G2; the scalars are the integers mod l
 * (oat_toyg2_fr_*).  The coordinates are the library's BN-P254 Fp2
 * (oat_bn254_fp2_*).  The group is the subgroup of order l, tested by its
 * definition.  Compiled into test_exhaustive_bn254_g2 only. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/toyg2.h"

#define FP(x) oat_bn254_fp_##x
#define FPD(x) oat_bn254_fpd_##x
#define FP2(x) oat_bn254_fp2_##x
#define EXT(x) oat_bn254_ext_##x
#define FR(x) oat_toyg2_fr_##x
#define G2(x) oat_toyg2_g2_##x

#define FP_BITS OAT_BN254_FP_BITS
#define FP_BYTES OAT_BN254_FP_BYTES
#define FP_DIGS OAT_BN254_FP_DIGS
#define FR_BITS OAT_TOYG2_FR_BITS
#define FR_BYTES OAT_TOYG2_FR_BYTES
#define FR_DIGS OAT_TOYG2_FR_DIGS

#include "fp/digits.h"
#include "toy/g2/params.h"
#define FP_HD_STEPS 590
#define FR_HD_STEPS 590
