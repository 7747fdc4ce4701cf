/* The field Fq of Jubjub's coordinates (q = BLS12-381's r). */
#include "curves/jubjub/curve.h"
#include "fp/fpn_tmpl.h"
