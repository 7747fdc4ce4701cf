/* The optimal ate pairing of BLS12-381: the M-type twist's lines, the Miller
 * loop and accumulator, and the BLS12 family's loop tail and final
 * exponentiation. */
#include "curves/bls12381/curve.h"
#include "pairing/twist_m.h"
#include "pairing/pc_tmpl.h"
#include "pairing/ate_bls12.h"
