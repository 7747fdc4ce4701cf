/* The optimal ate pairing of alt_bn128: the D-type twist's lines, the Miller
 * loop and accumulator, and the BN family's loop tail and final
 * exponentiation. */
#include "curves/altbn128/curve.h"
#include "pairing/twist_d.h"
#include "pairing/pc_tmpl.h"
#include "pairing/ate_bn.h"
