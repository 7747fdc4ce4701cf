/* The constants of the configured curve (OAT_CURVE, as RELIC's FP_PRIME).
 * Each layer takes its own section: fp and fr the moduli, ext the Frobenius
 * constants, ec the curve coefficients and generators, pairing the loop. */
#ifndef OAT_PARAM_H
#define OAT_PARAM_H

#include "oat/fp.h"

/* A 64-bit constant as limbs of the configured size, little-endian. */
#if OAT_WSIZE == 64
#define OAT_L64(x) UINT64_C(x)
#else
#define OAT_L64(x) (uint32_t)(UINT64_C(x) & 0xffffffffu), (uint32_t)(UINT64_C(x) >> 32)
#endif

#if defined(OAT_CURVE_BN254)
#include "param/bn254.h"
#define OAT_FAMILY_BN 1
#define OAT_TWIST_D 1
#define OAT_G1_COFACTOR_ONE 1
#elif defined(OAT_CURVE_BLS12_381)
#include "param/bls12_381.h"
#define OAT_FAMILY_BLS12 1
#define OAT_TWIST_M 1
#define OAT_G1_COFACTOR_ONE 0
#define OAT_ENC_ZCASH 1
#else
#error "unknown curve"
#endif

#if OAT_WSIZE == 64
#define OAT_FP_N0 OAT_FP_N0_64
#define OAT_FR_N0 OAT_FR_N0_64
#else
#define OAT_FP_N0 OAT_FP_N0_32
#define OAT_FR_N0 OAT_FR_N0_32
#endif

#endif
