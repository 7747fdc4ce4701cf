/* The optimal ate pairing of BN-P254: the D-type twist's lines, the Miller
 * loop and accumulator, and the BN family's loop tail and final
 * exponentiation. */
#include "curves/bn254/curve.h"
#include "pairing/twist_d.h"
#include "pairing/pc_tmpl.h"
#include "pairing/ate_bn.h"
