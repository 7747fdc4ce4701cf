/* The scalars of P-224: integers mod the group order n. */
#include "curves/p224/curve.h"
#include "fp/fr_tmpl.h"
