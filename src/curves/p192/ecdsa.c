/* ECDSA on P-192. */
#include "curves/p192/curve.h"
#include "protocols/ecdsa_tmpl.h"
