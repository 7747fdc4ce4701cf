/* The G1 toy's points: the G1 template with GLV on a curve with a cofactor
 * (test/toy/g1/curve.h); its subgroup test is the definition, l a = O. */
#include "toy/g1/curve.h"
#include "ec/g1_tmpl.h"

static int G1(in_group_)(const G1(t) a) { return G1(order_test_)(a); }
