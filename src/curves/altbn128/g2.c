/* G2 of alt_bn128, on the D-type twist: the group law, psi and the GLS
 * multiplications, x || y, or x with the infinity and sgn0(y) flags, the BN
 * family's subgroup test, cofactor clearing and map, and hashing (RFC 9380). */
#include "curves/altbn128/curve.h"
#include "ec/g2_tmpl.h"
#include "ec/enc_sgn0_tmpl.h"
#include "ec/g2_bn.h"
#define G_MAP_ELEM map_fp2
#include "ec/h2c_tmpl.h"
