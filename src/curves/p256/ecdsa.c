/* ECDSA on P-256. */
#include "curves/p256/curve.h"
#include "protocols/ecdsa_tmpl.h"
