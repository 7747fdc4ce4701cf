/* The scalars of P-384: integers mod the group order n. */
#include "curves/p384/curve.h"
#include "fp/fr_tmpl.h"
