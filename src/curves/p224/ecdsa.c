/* ECDSA on P-224. */
#include "curves/p224/curve.h"
#include "protocols/ecdsa_tmpl.h"
