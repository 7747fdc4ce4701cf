/* The exhaustive tests' G1 toy (tools/gen_toy.py): the G1 template
 * (src/ec/g1_tmpl.h: the complete formulas for a = 0 and mul_tmpl.h's GLV
 * decomposition, ENDO_D = 2) as oat_toyg1_g1_* on y^2 = x^3 + 4 over
 * BN-P254's p, whose points have a subgroup of prime order l = 373 on which
 * phi(x, y) = (beta x, y) is [lambda]; the scalars are the integers mod l
 * (oat_toyg1_fr_*).  The coordinates are the library's BN-P254 field
 * (oat_bn254_fp_*, its kernels inlined here as in the library's G1).  The
 * curve has a cofactor: the group is the subgroup of order l, tested by its
 * definition.  Compiled into test_exhaustive_bn254 only. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/toyg1.h"

#define FP(x) oat_bn254_fp_##x
#define FPD(x) oat_bn254_fpd_##x
#define FP2(x) oat_bn254_fp2_##x
#define FR(x) oat_toyg1_fr_##x
#define G1(x) oat_toyg1_g1_##x

#define FP_BITS OAT_BN254_FP_BITS
#define FP_BYTES OAT_BN254_FP_BYTES
#define FP_DIGS OAT_BN254_FP_DIGS
#define FR_BITS OAT_TOYG1_FR_BITS
#define FR_BYTES OAT_TOYG1_FR_BYTES
#define FR_DIGS OAT_TOYG1_FR_DIGS

#include "fp/digits.h"
#include "toy/g1/params.h"
#define FP_HD_STEPS 590
#define FR_HD_STEPS 590

/* the group is the subgroup of order l (g1.c's subgroup test) */
#define CURVE_G1_COFACTOR_ONE 0
