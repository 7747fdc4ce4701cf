/* BLS signatures on alt_bn128. */
#include "curves/altbn128/curve.h"
#include "protocols/bls_tmpl.h"
