/* GT of alt_bn128: the order-r subgroup of Fp12^*. */
#include "curves/altbn128/curve.h"
#include "curves/altbn128/gt_gen.h"
#include "ec/gt_tmpl.h"
