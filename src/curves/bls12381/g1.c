/* G1 of BLS12-381: the group law, the GLV multiplications, the ZCash
 * encodings, the BLS12 family's subgroup test, cofactor and map, and hashing
 * (RFC 9380). */
#include "curves/bls12381/curve.h"
#include "ec/g1_tmpl.h"
#include "ec/enc_zcash_tmpl.h"
#include "ec/g1_bls12.h"
#define G_MAP_ELEM map_fp
#include "ec/h2c_tmpl.h"
