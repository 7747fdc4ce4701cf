/* The G2 toy's points: the G2 template with psi and GLS on a twist with a
 * cofactor (test/toy/g2/curve.h); its subgroup test is the definition,
 * l a = O. */
#include "toy/g2/curve.h"
#include "ec/g2_tmpl.h"

static int G2(in_group_)(const G2(t) a) { return G2(order_test_)(a); }
