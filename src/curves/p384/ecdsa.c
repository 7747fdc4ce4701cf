/* ECDSA on P-384. */
#include "curves/p384/curve.h"
#include "protocols/ecdsa_tmpl.h"
