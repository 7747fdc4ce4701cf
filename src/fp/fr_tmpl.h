/* The scalar field Fr of a curve (integers mod the group order r; n on the
 * NIST curves): the same field code as Fp, on the kernels of its size and
 * class (prime_tmpl.h, low_tmpl.h: the backend's routines where they fit
 * r, as the 4-limb x86-64 and 8-digit ARM ones do BN-P254's and
 * BLS12-381's r).  Included once by the curve's fr.c (fn.c) after its
 * curve.h. */
#define PF(x) FR(x)
#define PF_K(name) OAT_FR_##name
#define PF_DIGS FR_DIGS
#define PF_BITS FR_BITS
#define PF_BYTES FR_BYTES
#define PF_HD_STEPS FR_HD_STEPS
/* square roots where the curve's params.h has their constants (the pairing
 * curves: r = 1 mod 4, constant-time Tonelli-Shanks) */
#if defined(OAT_FR_SQRT_EXP)
#define PF_SQRT 1
#define PF_HAVE_SQRT_EXP 1
#elif defined(OAT_FR_TS_E)
#define PF_SQRT 1
#endif
/* the redundant representation where the curve gives 2r (Jubjub's r_J) */
#if defined(OAT_FR_MODULUS_X2)
#define PF_REDUNDANT 1
#endif
#include "fp/prime_tmpl.h"
