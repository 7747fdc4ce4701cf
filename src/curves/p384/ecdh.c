/* ECDH on P-384. */
#include "curves/p384/curve.h"
#include "protocols/ecdh_tmpl.h"
