/* The scalars of P-192: integers mod the group order n. */
#include "curves/p192/curve.h"
#include "fp/fr_tmpl.h"
