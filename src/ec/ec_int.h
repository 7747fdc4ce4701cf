/* Internal interface of the group layer for the layer above (src/pairing). */
#ifndef OAT_EC_INT_H
#define OAT_EC_INT_H


/* r = 3b' a for the coefficient b' of the twist E': y^2 = x^3 + b'
 * (additions only for the curves of src/param). */
void G2(mul_b3_)(FP2(t) r, const FP2(t) a);

#endif
