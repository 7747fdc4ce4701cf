/* The prime field Fp of P-192. */
#include "curves/p192/curve.h"
#include "fp/fpn_tmpl.h"
