/* oat: the groups G1, G2 and GT of the pairing (BN-P254).
 *
 * G1 = E(Fp), E: y^2 = x^3 + 2, order r, generator (p - 1, 1).
 * G2 = the order-r subgroup of E'(Fp2), E': y^2 = x^3 + 2/xi = x^3 + (1 - i),
 *      the D-type sextic twist; generator as RELIC's BN-P254.
 * GT = the order-r subgroup of Fp12^*, the image of the pairing.
 *
 * Points are kept in homogeneous projective coordinates (X : Y : Z), with the
 * point at infinity (0 : 1 : 0); group operations use the complete formulas of
 * Renes, Costello and Batina (Eurocrypt 2016), so no input is exceptional and
 * nothing branches on a point.  Scalars are oat_fr_t values.  Outputs may
 * alias inputs.  Constant-time unless named _vartime. */
#ifndef OAT_EC_H
#define OAT_EC_H

#include "oat/ext.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { oat_fp_t x, y, z; } oat_g1_st;
typedef oat_g1_st oat_g1_t[1];
typedef struct { oat_fp2_t x, y, z; } oat_g2_st;
typedef oat_g2_st oat_g2_t[1];
typedef oat_fp12_st oat_gt_st;
typedef oat_gt_st oat_gt_t[1];

#define OAT_G1_BYTES (2 * OAT_FP_BYTES)   /* uncompressed x || y */
#define OAT_G2_BYTES (4 * OAT_FP_BYTES)   /* x.c0 || x.c1 || y.c0 || y.c1 */
#define OAT_G1_PACK_BYTES OAT_FP_BYTES    /* compressed: x with flags */
#define OAT_G2_PACK_BYTES (2 * OAT_FP_BYTES)
/* Bytes of hash_to_field output per Fp element: ceil((254 + 128) / 8). */
#if defined(OAT_CURVE_BLS12_381)
#define OAT_HASH_L 64   /* ceil((381 + 128) / 8) */
#else
#define OAT_HASH_L 48   /* ceil((254 + 128) / 8) */
#endif
#define OAT_GT_BYTES (12 * OAT_FP_BYTES)

/* ---- G1 ------------------------------------------------------------------ */
void oat_g1_set_infty(oat_g1_t r);
void oat_g1_get_gen(oat_g1_t r);
void oat_g1_copy(oat_g1_t r, const oat_g1_t a);
int oat_g1_is_infty(const oat_g1_t a);
/* 1 if a is on the curve and in the order-r subgroup (infinity included). */
int oat_g1_is_valid(const oat_g1_t a);
int oat_g1_equal(const oat_g1_t a, const oat_g1_t b);
void oat_g1_cmov(oat_g1_t r, const oat_g1_t a, int bit);
void oat_g1_neg(oat_g1_t r, const oat_g1_t a);
void oat_g1_add(oat_g1_t r, const oat_g1_t a, const oat_g1_t b);
void oat_g1_sub(oat_g1_t r, const oat_g1_t a, const oat_g1_t b);
void oat_g1_dbl(oat_g1_t r, const oat_g1_t a);
/* Z = 1 (or the canonical (0 : 1 : 0) for infinity). */
void oat_g1_norm(oat_g1_t r, const oat_g1_t a);
/* r = k*a, constant-time in k and a: GLV with phi(x, y) = (beta x, y) =
 * [lambda](x, y), k = k0 + k1 lambda mod r with |k0|, |k1| < 2^126, and
 * 4-bit signed odd windows on both, table reads by masks. */
void oat_g1_mul(oat_g1_t r, const oat_g1_t a, const oat_fr_t k);
/* r = k*G, constant-time: signed odd 5-bit windows over a constant table
 * of 51 x 16 affine multiples of G (52 KiB), no doublings. */
void oat_g1_mul_gen(oat_g1_t r, const oat_fr_t k);
/* r = k*a + l*b, constant-time (one chain of doublings for both). */
void oat_g1_mul_sim(oat_g1_t r, const oat_g1_t a, const oat_fr_t k,
		const oat_g1_t b, const oat_fr_t l);
/* r = k*a, variable-time in k and a: for public scalars only. */
void oat_g1_mul_vartime(oat_g1_t r, const oat_g1_t a, const oat_fr_t k);
/* r = sum k[i]*a[i], variable-time (interleaved wNAFs of the GLV
 * sub-scalars); n may be 0. */
void oat_g1_mul_sim_vartime(oat_g1_t r, const oat_g1_t a[], const oat_fr_t k[], size_t n);
/* Encodings, chosen by the length (as RELIC's ep_read_bin/ep_write_bin).
 * On BLS12-381 they are the ZCash serialization: OAT_G1_BYTES = 96 (x || y)
 * and OAT_G1_PACK_BYTES = 48, big-endian, flags in the top three bits of the
 * first byte: 0x80 compressed, 0x40 infinity (all else zero), 0x20 y is the
 * lexicographically largest root (compressed only); G1 is a subgroup of
 * E(Fp), tested by phi^2(P) = [-z^2] P (Scott).  On BN-P254:
 *  - uncompressed, OAT_G1_BYTES = 64: x || y, 32 bytes big-endian each;
 *    infinity is 64 zero bytes;
 *  - compressed, OAT_G1_PACK_BYTES = 32: x big-endian, with the two spare
 *    top bits of the first byte as flags: 0x80 = infinity (then every other
 *    bit is 0), 0x40 = sgn0(y) = parity of y (RFC 9380 sgn0).
 * Reading checks, each with its own error code: length (OAT_ERR_LENGTH),
 * flags (OAT_ERR_FLAGS, OAT_ERR_INFINITY), x, y < p (OAT_ERR_NOT_CANONICAL),
 * the curve equation (OAT_ERR_NOT_ON_CURVE) or, compressed, the existence of
 * y (OAT_ERR_NO_SQRT), and the subgroup (OAT_ERR_NOT_IN_GROUP; every point
 * of E(Fp) is in G1 on BN curves).  On failure r is infinity. */
oat_err oat_g1_read_bin(oat_g1_t r, const unsigned char *buf, size_t len);
/* The same without the subgroup test, for data validated before. */
oat_err oat_g1_read_bin_unchecked(oat_g1_t r, const unsigned char *buf, size_t len);
oat_err oat_g1_write_bin(unsigned char *buf, size_t len, const oat_g1_t a);
/* hash_to_curve of RFC 9380.  BLS12-381: the suite
 * BLS12381G1_XMD:SHA-256_SSWU_RO_ (SSWU on the 11-isogenous curve, h_eff =
 * 1 - z).  BN-P254 G1: expand_message_xmd with SHA-256,
 * hash_to_field to two elements (48 bytes each), the Shallue-van de
 * Woestijne map (section 6.6.1, Z = -1) on each, and their sum.  dst must be
 * 1..any bytes (over 255 it is hashed, section 5.3.3).  Constant-time. */
oat_err oat_g1_map(oat_g1_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
/* The SvdW map of one field element (encode_to_curve without the hash). */
void oat_g1_map_fp(oat_g1_t r, const oat_fp_t u);
/* encode_to_curve of RFC 9380 (the nonuniform _NU_ suites): one field
 * element from expand_message_xmd, its map and the cofactor clearing. */
oat_err oat_g1_encode(oat_g1_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
oat_err oat_g1_rand(oat_g1_t r, oat_rand_fn rng, void *ctx);

/* ---- G2 ------------------------------------------------------------------ */
void oat_g2_set_infty(oat_g2_t r);
void oat_g2_get_gen(oat_g2_t r);
void oat_g2_copy(oat_g2_t r, const oat_g2_t a);
int oat_g2_is_infty(const oat_g2_t a);
int oat_g2_is_valid(const oat_g2_t a);
int oat_g2_equal(const oat_g2_t a, const oat_g2_t b);
void oat_g2_cmov(oat_g2_t r, const oat_g2_t a, int bit);
void oat_g2_neg(oat_g2_t r, const oat_g2_t a);
void oat_g2_add(oat_g2_t r, const oat_g2_t a, const oat_g2_t b);
void oat_g2_sub(oat_g2_t r, const oat_g2_t a, const oat_g2_t b);
void oat_g2_dbl(oat_g2_t r, const oat_g2_t a);
void oat_g2_norm(oat_g2_t r, const oat_g2_t a);
/* Scalar multiplications as for G1, with GLS: psi acts on G2 as
 * [p mod r] (6z^2 on BN-P254, z on BLS12-381) and k = k0 + k1 psi + k2 psi^2
 * + k3 psi^3 with |ki| < 2^64.  The points must be in G2: on a point of the twist outside
 * G2 (oat_g2_read_bin_unchecked accepts them) the result is not k*a.
 * mul_gen: 51 x 16 affine multiples of the generator (102 KiB). */
void oat_g2_mul(oat_g2_t r, const oat_g2_t a, const oat_fr_t k);
void oat_g2_mul_gen(oat_g2_t r, const oat_fr_t k);
void oat_g2_mul_sim(oat_g2_t r, const oat_g2_t a, const oat_fr_t k,
		const oat_g2_t b, const oat_fr_t l);
void oat_g2_mul_vartime(oat_g2_t r, const oat_g2_t a, const oat_fr_t k);
void oat_g2_mul_sim_vartime(oat_g2_t r, const oat_g2_t a[], const oat_fr_t k[], size_t n);
/* The p-power Frobenius endomorphism psi of the twist (untwist-Frobenius-twist). */
void oat_g2_frb(oat_g2_t r, const oat_g2_t a, int k);
/* Encodings, chosen by the length.  BLS12-381: ZCash, 192 / 96 bytes, x and
 * y written c1 || c0, flags as for G1; membership by psi(Q) = [z] Q.
 * BN-P254:
 *  - uncompressed, OAT_G2_BYTES = 128: x.c0 || x.c1 || y.c0 || y.c1
 *    (x = x.c0 + x.c1 i), 32 bytes big-endian each; infinity is all zeros;
 *  - compressed, OAT_G2_PACK_BYTES = 64: x.c0 || x.c1 with the flags in the
 *    top bits of the first byte: 0x80 = infinity, 0x40 = sgn0(y) (RFC 9380:
 *    parity of y.c0, or of y.c1 when y.c0 = 0).
 * Reading checks everything as for G1, and membership in the order-r
 * subgroup with the endomorphism test of El Housni, Guillevic and Piellard
 * (two multiplications by z, not one by r). */
oat_err oat_g2_read_bin(oat_g2_t r, const unsigned char *buf, size_t len);
/* The same without the subgroup test, for data validated before. */
oat_err oat_g2_read_bin_unchecked(oat_g2_t r, const unsigned char *buf, size_t len);
oat_err oat_g2_write_bin(unsigned char *buf, size_t len, const oat_g2_t a);
/* hash_to_curve of RFC 9380 for the twist.  BLS12-381: the suite
 * BLS12381G2_XMD:SHA-256_SSWU_RO_ (SSWU on the 3-isogenous curve, Budroni-
 * Pintore clearing).  BN-P254: expand_message_xmd(SHA-256), two Fp2
 * elements, the SvdW map on E' (Z = -1), their sum, and the cofactor
 * clearing of Fuentes-Castaneda, Knapp and Rodriguez-Henriquez.
 * Constant-time. */
oat_err oat_g2_map(oat_g2_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
/* SvdW map of one Fp2 element followed by cofactor clearing. */
void oat_g2_map_fp2(oat_g2_t r, const oat_fp2_t u);
/* encode_to_curve (_NU_): one Fp2 element, its map, cofactor clearing. */
oat_err oat_g2_encode(oat_g2_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
oat_err oat_g2_rand(oat_g2_t r, oat_rand_fn rng, void *ctx);

/* ---- GT ------------------------------------------------------------------ */
void oat_gt_set_unity(oat_gt_t r);
void oat_gt_copy(oat_gt_t r, const oat_gt_t a);
int oat_gt_is_unity(const oat_gt_t a);
int oat_gt_equal(const oat_gt_t a, const oat_gt_t b);
/* 1 if a is in GT (a^r = 1 and a != 0). */
int oat_gt_is_valid(const oat_gt_t a);
void oat_gt_mul(oat_gt_t r, const oat_gt_t a, const oat_gt_t b);
void oat_gt_sqr(oat_gt_t r, const oat_gt_t a);    /* cyclotomic squaring */
void oat_gt_inv(oat_gt_t r, const oat_gt_t a);    /* conjugation */
/* r = a^k, constant-time in k and a; a must be in GT. */
void oat_gt_exp(oat_gt_t r, const oat_gt_t a, const oat_fr_t k);
void oat_gt_exp_vartime(oat_gt_t r, const oat_gt_t a, const oat_fr_t k);
/* The 12 Fp coefficients, 32 bytes big-endian each, in the order of
 * oat_fp12_write_bin (c[0].c[0].c[0] first).  Reading checks a^r = 1. */
oat_err oat_gt_read_bin(oat_gt_t r, const unsigned char *buf, size_t len);
oat_err oat_gt_write_bin(unsigned char *buf, size_t len, const oat_gt_t a);

#ifdef __cplusplus
}
#endif
#endif
