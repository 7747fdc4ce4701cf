/* Internal interface of the extension layer for the layers above. */
#ifndef OAT_EXT_INT_H
#define OAT_EXT_INT_H

#include "oat/ext.h"

/* r = a^e for a public exponent e of n little-endian digits. */
void oat_fp2_exp_pub(oat_fp2_t r, const oat_fp2_t a, const oat_dig_t *e, int n);
/* The Frobenius constants gamma_{k,j} = xi^(j (p^k - 1)/6), k = 1..3, j = 1..5. */
void oat_ext_frob_const(oat_fp2_t g, int k, int j);

/* Loads a Montgomery-form Fp2 constant of the parameter tables. */
void oat_fp2_set_raw(oat_fp2_t r, const oat_dig_t k[2][OAT_FP_DIGS]);

#endif
