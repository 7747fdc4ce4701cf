/* Internal interface of the group layer for the layer above (src/pairing). */
#ifndef OAT_EC_INT_H
#define OAT_EC_INT_H


/* r = 3b' a for the coefficient b' of the twist E': y^2 = x^3 + b'
 * (additions only for the curves of src/param). */
void G2(mul_b3_)(FP2(t) r, const FP2(t) a);

/* The decoders without the subgroup test (enc_zcash_tmpl.h, enc_sgn0_tmpl.h):
 * not public, as the GLV and GLS multiplications are wrong outside the
 * subgroup and no public function may make such a point; the tests and
 * fuzzers use them to build points outside the groups. */
#if defined(G1)
oat_err G1(read_bin_unchecked_)(G1(t) r, const unsigned char *buf, size_t len);
#endif
oat_err G2(read_bin_unchecked_)(G2(t) r, const unsigned char *buf, size_t len);

/* On the curve (sw_tmpl.h), the subgroup aside. */
#if defined(G1)
int G1(is_on_curve_)(const G1(t) a);
#endif
int G2(is_on_curve_)(const G2(t) a);

#endif
