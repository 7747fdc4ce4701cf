/* ECDH on P-192. */
#include "curves/p192/curve.h"
#include "protocols/ecdh_tmpl.h"
