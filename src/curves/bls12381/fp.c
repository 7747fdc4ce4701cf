/* The prime field Fp of BLS12-381. */
#include "curves/bls12381/curve.h"
#include "fp/fp_tmpl.h"
