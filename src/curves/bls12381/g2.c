/* G2 of BLS12-381, on the M-type twist: the group law, psi and the GLS
 * multiplications, the ZCash encodings, the BLS12 family's subgroup test,
 * cofactor clearing and map, and hashing (RFC 9380). */
#include "curves/bls12381/curve.h"
#include "ec/g2_tmpl.h"
#include "ec/enc_zcash_tmpl.h"
#include "ec/g2_bls12.h"
#define G_MAP_ELEM map_fp2
#include "ec/h2c_tmpl.h"
