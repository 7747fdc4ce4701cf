/* BLS signatures on BLS12-381. */
#include "curves/bls12381/curve.h"
#include "protocols/bls_tmpl.h"
