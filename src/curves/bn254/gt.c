/* GT of BN-P254: the order-r subgroup of Fp12^*. */
#include "curves/bn254/curve.h"
#include "curves/bn254/gt_gen.h"
#include "ec/gt_tmpl.h"
