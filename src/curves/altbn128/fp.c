/* The prime field Fp of alt_bn128. */
#include "curves/altbn128/curve.h"
#include "fp/fp_tmpl.h"
