/* The scalars of P-521: integers mod the group order n. */
#include "curves/p521/curve.h"
#include "fp/fr_tmpl.h"
