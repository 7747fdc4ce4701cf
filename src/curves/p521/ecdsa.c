/* ECDSA on P-521. */
#include "curves/p521/curve.h"
#include "protocols/ecdsa_tmpl.h"
