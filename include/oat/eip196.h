/* Ethereum's alt_bn128 precompiles, byte-exact: ECADD (0x06) and ECMUL
 * (0x07) of EIP-196, the pairing check (0x08) of EIP-197.  Each takes the
 * call's input bytes and writes its output bytes, or returns an error and
 * writes zeros.
 *
 * Encodings (big-endian, 32 bytes per element of Fp, below p):
 *   G1     64 bytes: x, y; (0, 0) is infinity
 *   G2     128 bytes: x.c1, x.c0, y.c1, y.c0 (x = x.c0 + x.c1 i: EIP-197
 *          writes the imaginary part first); all zero is infinity
 *   scalar 32 bytes, any value (k G1 = (k mod r) G1)
 * ECADD and ECMUL read their input as if padded with zeros to 128 and 96
 * bytes and ignore bytes past those (as the EIPs say); the pairing check
 * takes k >= 0 pairs (G1, G2) of 192 bytes, and k = 0 gives 1.
 * Errors: OAT_ERR_LENGTH (an output buffer of the wrong size, a pairing
 * input that is not a multiple of 192 bytes), OAT_ERR_NOT_CANONICAL (an
 * element >= p), OAT_ERR_NOT_ON_CURVE, OAT_ERR_NOT_IN_GROUP (a G2 point
 * outside the order-r subgroup; every point of E(Fp) is in G1),
 * OAT_ERR_ARGUMENT (NULL pointers).  out may be the same buffer as in (the
 * output is written after the input is read).  Gas is the caller's
 * business.  Variable-time: every input is public. */
#ifndef OAT_EIP196_H
#define OAT_EIP196_H

#include "oat/altbn128.h"

#ifdef __cplusplus
extern "C" {
#endif

#define OAT_EIP196_G1_BYTES 64
#define OAT_EIP196_G2_BYTES 128
#define OAT_EIP196_SCALAR_BYTES 32
#define OAT_EIP196_ADD_IN_BYTES (2 * OAT_EIP196_G1_BYTES)
#define OAT_EIP196_MUL_IN_BYTES (OAT_EIP196_G1_BYTES + OAT_EIP196_SCALAR_BYTES)
#define OAT_EIP197_PAIR_BYTES (OAT_EIP196_G1_BYTES + OAT_EIP196_G2_BYTES)

/* ECADD (0x06): two G1 points -> their sum (64 bytes). */
OAT_API OAT_WARN_UNUSED oat_err oat_altbn128_eip196_add(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* ECMUL (0x07): a G1 point and a scalar -> their product (64 bytes). */
OAT_API OAT_WARN_UNUSED oat_err oat_altbn128_eip196_mul(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);
/* The pairing check (0x08): k pairs (G1, G2) -> 32 bytes, 1 (as a
 * big-endian word) if the product of their pairings is 1, else 0. */
OAT_API OAT_WARN_UNUSED oat_err oat_altbn128_eip197_pairing_check(unsigned char *out, size_t outlen,
		const unsigned char *in, size_t inlen);

#ifdef __cplusplus
}
#endif

#endif
