/* The scalars of Jubjub: integers mod r_J, the order of its prime-order subgroup. */
#include "curves/jubjub/curve.h"
#include "fp/fr_tmpl.h"
