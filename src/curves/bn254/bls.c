/* BLS signatures on BN-P254. */
#include "curves/bn254/curve.h"
#include "protocols/bls_tmpl.h"
