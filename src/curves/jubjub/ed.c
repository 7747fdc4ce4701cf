/* The points of Jubjub: the unified law in extended coordinates, the cached
 * forms, the scalar multiplications and zkcrypto's encoding. */
#include "curves/jubjub/curve.h"
#include "ec/ed_tmpl.h"
