/* RedJubjub: RedDSA on Jubjub, spend authorization and binding signatures. */
#include "curves/jubjub/curve.h"
#include "protocols/reddsa_tmpl.h"
