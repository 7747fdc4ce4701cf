/* Fp2 = Fp[i]/(i^2 + 1) of alt_bn128. */
#include "curves/altbn128/curve.h"
#include "ext/fp2_tmpl.h"
