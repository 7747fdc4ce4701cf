/* The toy curve's field: P-256's p (test/toy/curve.h). */
#include "toy/curve.h"
#include "fp/fpn_tmpl.h"
