/* The toy curve's points: the NIST template with a cofactor. */
#include "toy/curve.h"
#include "ec/ep_tmpl.h"
