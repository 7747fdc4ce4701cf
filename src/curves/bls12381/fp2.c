/* Fp2 = Fp[i]/(i^2 + 1) of BLS12-381. */
#include "curves/bls12381/curve.h"
#include "ext/fp2_tmpl.h"
