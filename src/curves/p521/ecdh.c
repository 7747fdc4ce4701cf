/* ECDH on P-521. */
#include "curves/p521/curve.h"
#include "protocols/ecdh_tmpl.h"
