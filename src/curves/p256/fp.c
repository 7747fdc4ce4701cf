/* The prime field Fp of P-256. */
#include "curves/p256/curve.h"
#include "fp/fpn_tmpl.h"
