/* Internal interface of the group layer for the layer above (src/pairing). */
#ifndef OAT_EC_INT_H
#define OAT_EC_INT_H

#include "oat/ext.h"

/* r = 3b' a for the coefficient b' of the twist E': y^2 = x^3 + b'
 * (additions only for the curves of src/param). */
void oat_g2_mul_b3_(oat_fp2_t r, const oat_fp2_t a);

#endif
