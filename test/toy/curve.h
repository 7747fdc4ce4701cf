/* The exhaustive tests' toy curve (tools/gen_toy.py): the one place that
 * names it, as src/curves/<curve>/curve.h does for the library's curves.
 * The layer templates of P-256 (src/fp/fpn_tmpl.h, fr_tmpl.h,
 * src/ec/ep_tmpl.h) are instantiated on y^2 = x^3 - 3x + 71 over P-256's p,
 * with P-256's field kernels and x86-64 point routines, as oat_toy_*; the
 * scalars are the integers mod l = 197, the prime order of the subgroup
 * the tests work in.  The curve has a cofactor, so the group is that
 * subgroup (G_COFACTOR_ONE 0, ep_tmpl.h's subgroup test by definition).
 * Compiled into test_exhaustive only; the library does not have it. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/toy.h"

#define FP(x) oat_toy_fp_##x
#define FR(x) oat_toy_fn_##x
#define EP(x) oat_toy_ep_##x
#define CURVE_ABI_SYM OAT_ABI_SYM(toy)
#define CURVE_TOKEN "toy"

#define FP_BITS OAT_TOY_FP_BITS
#define FP_BYTES OAT_TOY_FP_BYTES
#define FP_DIGS OAT_TOY_FP_DIGS
#define FR_BITS OAT_TOY_FN_BITS
#define FR_BYTES OAT_TOY_FN_BYTES
#define FR_DIGS OAT_TOY_FN_DIGS

#include "fp/digits.h"
#include "toy/params.h"
#define FP_HD_STEPS OAT_FP_HD_STEPS
#define FR_HD_STEPS OAT_FR_HD_STEPS

/* the group is the subgroup of order l (ep_tmpl.h) */
#define EP_COFACTOR_ONE 0
