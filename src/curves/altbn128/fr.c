/* The scalar field Fr of alt_bn128 (integers mod the group order r). */
#include "curves/altbn128/curve.h"
#include "fp/fr_tmpl.h"
