/* Jubjub (Zcash protocol specification 5.4.9.3): the one place that names
 * the curve.  Every instance file of this folder includes it first; it binds
 * the names and constants of the layer templates (src/fp, src/ec) to
 * oat_jubjub_*.  One curve per translation unit: two curve headers in one
 * file are an error.
 *
 * The field of coordinates is Fq (q = BLS12-381's r, the same size and
 * kernels as BLS12-381's oat_bls12381_fr, in a build with or without that
 * curve); the scalars are Fr (r_J, the prime order of the subgroup).  The
 * templates call them FP and FR. */
#ifdef OAT_CURVE_H
#error "one curve per translation unit: a curve header is already included"
#endif
#define OAT_CURVE_H

#include "oat/jubjub.h"

/* ---- names of the templates ---- */
#define FP(x) oat_jubjub_fq_##x
#define FR(x) oat_jubjub_fr_##x
#define ED(x) oat_jubjub_ed_##x
#define RD(x) oat_jubjub_reddsa_##x
#define RD_SPEND_AUTH OAT_JUBJUB_REDDSA_SPEND_AUTH
#define RD_BINDING OAT_JUBJUB_REDDSA_BINDING
#define CURVE_ABI_SYM OAT_ABI_SYM(jubjub)
#define CURVE_TOKEN "jubjub"

/* ---- sizes (include/oat/jubjub.h) ---- */
#define FP_BITS OAT_JUBJUB_FQ_BITS
#define FP_BYTES OAT_JUBJUB_FQ_BYTES
#define FP_DIGS OAT_JUBJUB_FQ_DIGS
#define FR_BITS OAT_JUBJUB_FR_BITS
#define FR_BYTES OAT_JUBJUB_FR_BYTES
#define FR_DIGS OAT_JUBJUB_FR_DIGS

/* ---- the constants, derived by tools/gen_jubjub.py ---- */
#include "fp/digits.h"
#include "curves/jubjub/params.h"
#define FP_HD_STEPS OAT_FP_HD_STEPS
#define FR_HD_STEPS OAT_FR_HD_STEPS

/* ---- the x86-64 backend's point routines for q (tools/gen_x64_edpt.py) ---- */
#if defined(OAT_ARITH_X86_64)
#define ED_X64(f) OAT_X64_MONT(oat_x64_jubjub_##f)
#endif
