/* The points of P-224: the group law for a = -3, the scalar multiplications
 * and the SEC 1 encodings. */
#include "curves/p224/curve.h"
#include "ec/ep_tmpl.h"
