/* The points of P-192: the group law for a = -3, the scalar multiplications
 * and the SEC 1 encodings. */
#include "curves/p192/curve.h"
#include "ec/ep_tmpl.h"
