/* The prime field Fp of BN-P254. */
#include "curves/bn254/curve.h"
#include "fp/fp_tmpl.h"
