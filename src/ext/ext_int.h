/* Internal interface of the extension layer for the layers above. */
#ifndef OAT_EXT_INT_H
#define OAT_EXT_INT_H

#include "oat/ext.h"

/* The Frobenius constants gamma_{k,j} = xi^(j (p^k - 1)/6), k = 1..3, j = 1..5. */
void oat_ext_frob_const(oat_fp2_t g, int k, int j);
/* the same constant as raw Montgomery digits: for k = 1, 3 an Fp2 element
 * (2 OAT_FP_DIGS digits), for k = 2 one Fp element */
const oat_dig_t *oat_ext_frob_raw(int k, int j);

/* Loads a Montgomery-form Fp2 constant of the parameter tables. */
void oat_fp2_set_raw(oat_fp2_t r, const oat_dig_t k[2][OAT_FP_DIGS]);

/* The second half of oat_fp2_sqrt: a root of a from a root s of its norm
 * a0^2 + a1^2 (p = 3 mod 4); one exponentiation in Fp, constant-time.  The
 * result is a root of a whenever s^2 is the norm. */
void oat_fp2_sqrt_norm_(oat_fp2_t r, const oat_fp2_t a, const oat_fp_t s);
/* sqrt_ratio of RFC 9380 (section F.2.1) in Fp2 for v != 0 and a non-square
 * z with nc^2 = -N(z): returns 1 and a root y of u / v if u / v is a square,
 * else 0 and a root of z u / v.  One inversion and two exponentiations in
 * Fp; constant-time. */
int oat_fp2_sqrt_ratio_(oat_fp2_t y, const oat_fp2_t u, const oat_fp2_t v,
		const oat_fp2_t z, const oat_fp_t nc);

#endif
