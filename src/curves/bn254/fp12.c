/* Fp12 = Fp6[w]/(w^2 - v) of BN-P254. */
#include "curves/bn254/curve.h"
#include "ext/fp12_tmpl.h"
