/* Fp2 = Fp[i]/(i^2 + 1) of BN-P254. */
#include "curves/bn254/curve.h"
#include "ext/fp2_tmpl.h"
