/* Fp6 = Fp2[v]/(v^3 - xi), xi = 1 + i, of BN-P254. */
#include "curves/bn254/curve.h"
#include "ext/fp6_tmpl.h"
