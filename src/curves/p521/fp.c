/* The prime field Fp of P-521. */
#include "curves/p521/curve.h"
#include "fp/fpn_tmpl.h"
