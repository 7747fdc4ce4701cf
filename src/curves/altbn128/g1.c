/* G1 of alt_bn128: the group law, the GLV multiplications, x || y, or x with
 * the infinity and sgn0(y) flags, the BN family's subgroup test, cofactor
 * and map, and hashing (RFC 9380). */
#include "curves/altbn128/curve.h"
#include "ec/g1_tmpl.h"
#include "ec/enc_sgn0_tmpl.h"
#include "ec/g1_bn.h"
#define G_MAP_ELEM map_fp
#include "ec/h2c_tmpl.h"
