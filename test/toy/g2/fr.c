/* The G2 toy's scalars: the integers mod l = 541 (test/toy/g2/curve.h). */
#include "toy/g2/curve.h"
#include "fp/fr_tmpl.h"
