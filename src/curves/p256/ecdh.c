/* ECDH on P-256. */
#include "curves/p256/curve.h"
#include "protocols/ecdh_tmpl.h"
