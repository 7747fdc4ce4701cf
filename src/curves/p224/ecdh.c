/* ECDH on P-224. */
#include "curves/p224/curve.h"
#include "protocols/ecdh_tmpl.h"
