/* Ethereum's BLS12-381 precompiles (EIP-2537, in the Prague fork at
 * addresses 0x0b to 0x11), byte-exact: each takes the call's input bytes
 * and writes its output bytes, or returns an error and writes zeros.
 *
 * Encodings (big-endian):
 *   Fp     64 bytes: 16 zero bytes, then the element, below p
 *   Fp2    128 bytes: c0 then c1 (of c0 + c1 i)
 *   G1     128 bytes: x, y (Fp each); all 128 bytes zero is infinity
 *   G2     256 bytes: x, y (Fp2 each); all zero is infinity
 *   scalar 32 bytes, any value (taken mod r)
 * Errors: OAT_ERR_LENGTH (an input of the wrong length, the empty input of
 * MSM and PAIRING_CHECK included, or an output buffer of the wrong size),
 * OAT_ERR_ENCODING (a field element's top 16 bytes not zero),
 * OAT_ERR_NOT_CANONICAL (a field element >= p), OAT_ERR_NOT_ON_CURVE,
 * OAT_ERR_NOT_IN_GROUP (MSM and PAIRING_CHECK require the prime-order
 * subgroups; ADD does not), OAT_ERR_ARGUMENT (NULL pointers).  out may
 * be the same buffer as in (the output is written after the input is
 * read).  Gas is the caller's business.  Variable-time: every input is
 * public. */
#ifndef OAT_EIP2537_H
#define OAT_EIP2537_H

#include "oat/bls12381.h"

#ifdef __cplusplus
extern "C" {
#endif

#define OAT_EIP2537_FP_BYTES 64
#define OAT_EIP2537_G1_BYTES 128
#define OAT_EIP2537_G2_BYTES 256
#define OAT_EIP2537_SCALAR_BYTES 32
#define OAT_EIP2537_PAIR_BYTES (OAT_EIP2537_G1_BYTES + OAT_EIP2537_G2_BYTES)

/* G1ADD (0x0b): in = two G1 points (256 bytes), out = their sum (128). */
OAT_API OAT_WARN_UNUSED oat_err oat_bls12381_eip2537_g1_add(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* G1MSM (0x0c): in = k >= 1 pairs (point, scalar) of 160 bytes, out = the
 * sum of the products (128); the points in G1. */
OAT_API OAT_WARN_UNUSED oat_err oat_bls12381_eip2537_g1_msm(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* G2ADD (0x0d): two G2 points (512 bytes) -> 256. */
OAT_API OAT_WARN_UNUSED oat_err oat_bls12381_eip2537_g2_add(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* G2MSM (0x0e): k >= 1 pairs of 288 bytes -> 256; the points in G2. */
OAT_API OAT_WARN_UNUSED oat_err oat_bls12381_eip2537_g2_msm(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* PAIRING_CHECK (0x0f): k >= 1 pairs (G1 point, G2 point) of 384 bytes ->
 * 32 bytes, 1 (as a big-endian word) if the product of their pairings is
 * 1, else 0; the points in G1 and G2, infinity allowed. */
OAT_API OAT_WARN_UNUSED oat_err oat_bls12381_eip2537_pairing_check(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* MAP_FP_TO_G1 (0x10): an Fp element (64 bytes) -> a G1 point (128):
 * RFC 9380's map_to_curve (simplified SWU with the 11-isogeny) and
 * clear_cofactor, as g1_map_fp. */
OAT_API OAT_WARN_UNUSED oat_err oat_bls12381_eip2537_map_fp_to_g1(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* MAP_FP2_TO_G2 (0x11): an Fp2 element (128 bytes) -> a G2 point (256). */
OAT_API OAT_WARN_UNUSED oat_err oat_bls12381_eip2537_map_fp2_to_g2(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);

#ifdef __cplusplus
}
#endif

#endif
