/* Fp12 = Fp6[w]/(w^2 - v) of alt_bn128. */
#include "curves/altbn128/curve.h"
#include "ext/fp12_tmpl.h"
