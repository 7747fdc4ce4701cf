/* Fp6 = Fp2[v]/(v^3 - xi), xi = 1 + i, of BLS12-381. */
#include "curves/bls12381/curve.h"
#include "ext/fp6_tmpl.h"
