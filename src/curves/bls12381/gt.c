/* GT of BLS12-381: the order-r subgroup of Fp12^*. */
#include "curves/bls12381/curve.h"
#include "curves/bls12381/gt_gen.h"
#include "ec/gt_tmpl.h"
