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

/* map_to_curve of RFC 9380 (h2c_tmpl.h: the family's map, onto E or E'
 * before clear_cofactor) and, where the family has it (Shallue-van de
 * Woestijne, svdw_tmpl.h), both maps of hash_to_curve with one inversion,
 * in constant and in variable time; for the tests. */
#if defined(G1)
void G1(map_fp_)(G1(t) r, const FP(t) u);
void G1(map_pair_)(G1(t) r0, G1(t) r1, const FP(t) u0, const FP(t) u1);
void G1(map_pair_vartime_)(G1(t) r0, G1(t) r1, const FP(t) u0, const FP(t) u1);
#endif
void G2(map_fp_)(G2(t) r, const FP2(t) u);
void G2(map_pair_)(G2(t) r0, G2(t) r1, const FP2(t) u0, const FP2(t) u1);
void G2(map_pair_vartime_)(G2(t) r0, G2(t) r1, const FP2(t) u0, const FP2(t) u1);

#endif
