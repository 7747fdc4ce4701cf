/* Fp6 = Fp2[v]/(v^3 - xi), xi = 9 + i, of alt_bn128. */
#include "curves/altbn128/curve.h"
#include "ext/fp6_tmpl.h"
