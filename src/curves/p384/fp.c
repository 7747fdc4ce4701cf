/* The prime field Fp of P-384. */
#include "curves/p384/curve.h"
#include "fp/fpn_tmpl.h"
