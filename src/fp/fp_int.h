/* Internal interface of the field layer for the layer above (src/ext):
 * double-width values for lazy reduction (Aranha, Karabina, Longa, Gebotys,
 * Lopez, Eurocrypt 2011): products are summed unreduced and reduced once.
 *
 * Bounds (p < 2^254 = R/4 with R = 2^(W n)): a value handed to oat_fp_rdc
 * must be < p R.  A product of two values < 2p is < 4p^2 < p R; oat_fpd_add
 * and oat_fpd_sub keep results in [0, p R); the unreduced _n variants are
 * for sums and differences the caller has bounded. */
#ifndef OAT_FP_INT_H
#define OAT_FP_INT_H

#include "oat/fp.h"

typedef struct { oat_dig_t d[2 * OAT_FP_DIGS]; } oat_fpd_st;
typedef oat_fpd_st oat_fpd_t[1];

void oat_fp_muln(oat_fpd_t c, const oat_fp_t a, const oat_fp_t b); /* c = a b */
void oat_fp_sqrn(oat_fpd_t c, const oat_fp_t a);                   /* c = a^2 */
void oat_fp_rdc(oat_fp_t r, const oat_fpd_t c);                    /* r = c / R mod p */
void oat_fp_addn(oat_fp_t r, const oat_fp_t a, const oat_fp_t b);  /* a + b < 2p, unreduced */
void oat_fpd_add(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b); /* mod p R */
void oat_fpd_sub(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b); /* mod p R */
void oat_fpd_addn(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b); /* plain */
void oat_fpd_subn(oat_fpd_t c, const oat_fpd_t a, const oat_fpd_t b); /* plain, a >= b */

/* The canonical value of a as little-endian digits. */
void oat_fp_get_digs(oat_dig_t out[OAT_FP_DIGS], const oat_fp_t a);
/* r = a^e for a public exponent e of n digits (sliding windows; the
 * sequence of operations depends on e only, not on a). */
void oat_fp_exp_pub(oat_fp_t r, const oat_fp_t a, const oat_dig_t *e, int n);
/* Reads a Montgomery-form constant of the parameter tables. */
void oat_fp_set_raw(oat_fp_t r, const oat_dig_t d[OAT_FP_DIGS]);

#endif
