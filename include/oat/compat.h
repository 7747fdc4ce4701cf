/* oat: the short RELIC-style names (oat_fp_mul, oat_g1_mul, oat_pc_map,
 * oat_bls_sign, OAT_FP_BYTES, ...) for one pairing curve, so that code
 * written for a one-curve library, the README example and the bench's RELIC
 * rows work unchanged.  They stand for the curve chosen at configure time
 * (OAT_DEFAULT_CURVE), or for the one a program asks for by defining
 * OAT_COMPAT_BN254 or OAT_COMPAT_BLS12381 before including oat.h; defining
 * OAT_NO_COMPAT leaves only the curve-named API (oat_bn254_g1_mul, ...).
 * Every short name is a macro, generated with the curve's header
 * (oat/compat_<curve>.h, tools/gen_api.py). */
#ifndef OAT_COMPAT_H
#define OAT_COMPAT_H

#include "oat/conf.h"

#if defined(OAT_COMPAT_BN254) + defined(OAT_COMPAT_BLS12381) > 1
#error "define at most one OAT_COMPAT_<curve>"
#endif
#if !defined(OAT_NO_COMPAT) && !defined(OAT_COMPAT_BN254) && !defined(OAT_COMPAT_BLS12381)
#if defined(OAT_DEFAULT_BN254)
#define OAT_COMPAT_BN254 1
#elif defined(OAT_DEFAULT_BLS12381)
#define OAT_COMPAT_BLS12381 1
#endif
#endif

#if defined(OAT_COMPAT_BN254)
#include "oat/compat_bn254.h"
#define OAT_CURVE "bn254"
#define OAT_CURVE_BN254 1
#elif defined(OAT_COMPAT_BLS12381)
#include "oat/compat_bls12381.h"
#define OAT_CURVE "bls12381"
#define OAT_CURVE_BLS12_381 1
#endif

#endif
