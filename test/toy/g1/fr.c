/* The G1 toy's scalars: the integers mod l = 373 (test/toy/g1/curve.h). */
#include "toy/g1/curve.h"
#include "fp/fr_tmpl.h"
