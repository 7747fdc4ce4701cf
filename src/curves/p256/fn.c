/* The scalars of P-256: integers mod the group order n. */
#include "curves/p256/curve.h"
#include "fp/fr_tmpl.h"
