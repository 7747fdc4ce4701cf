/* Fp12 = Fp6[w]/(w^2 - v) of BLS12-381. */
#include "curves/bls12381/curve.h"
#include "ext/fp12_tmpl.h"
