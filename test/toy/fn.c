/* The toy curve's scalars: the integers mod l = 197. */
#include "toy/curve.h"
#include "fp/fr_tmpl.h"
