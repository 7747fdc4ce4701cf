/* The scalar field Fr of BN-P254 (integers mod the group order r). */
#include "curves/bn254/curve.h"
#include "fp/fr_tmpl.h"
