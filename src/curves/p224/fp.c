/* The prime field Fp of P-224. */
#include "curves/p224/curve.h"
#include "fp/fpn_tmpl.h"
