/* The prime field Fp of a curve without a tower (the NIST curves): the
 * field code on the kernels of its size and class (prime_tmpl.h), with the
 * prime's special form passed to the backend (LOW_FORM), square roots, and
 * the link-time tag of the curve.  Included once by the curve's fp.c after
 * its curve.h. */
#define PF(x) FP(x)
#define PF_K(name) OAT_FP_##name
#define PF_DIGS FP_DIGS
#define PF_BITS FP_BITS
#define PF_BYTES FP_BYTES
#define PF_HD_STEPS FP_HD_STEPS
#define PF_FORM OAT_FP_FORM
#define PF_SQRT 1
#if defined(OAT_FP_SQRT_EXP)
#define PF_HAVE_SQRT_EXP 1
#endif
#include "fp/prime_tmpl.h"

/* The link-time tag of this curve's ABI (include/oat/common.h): a program
 * compiled with headers of another configuration references a tag this
 * library does not define. */
OAT_API const int CURVE_ABI_SYM = 1;
