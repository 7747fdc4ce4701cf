/* The scalar field Fr of BLS12-381 (integers mod the group order r). */
#include "curves/bls12381/curve.h"
#include "fp/fr_tmpl.h"
