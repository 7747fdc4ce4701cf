/* oat: pairing-based and elliptic-curve cryptography in portable C with
 * hand-written assembly.
 * Include this one header; link with -loat (pkg-config oat, or CMake's
 * find_package(oat) and target oat::oat).
 *
 * It declares every curve the library was built with (OAT_CURVES in
 * oat/conf.h), each in its own header with the curve in every name
 * (oat/bn254.h: oat_bn254_g1_mul, ...; oat/p256.h: oat_p256_ecdsa_sign, ...;
 * oat/jubjub.h: oat_jubjub_fq_mul, ...; with BLS12-381, Ethereum's
 * precompiles in oat/eip2537.h),
 * what the curves share (oat/common.h,
 * oat/md.h, oat/count.h), and the short RELIC-style names for the default
 * curve (oat/compat.h: oat_g1_mul, ...). */
#ifndef OAT_H
#define OAT_H

#include "oat/conf.h"
#include "oat/common.h"
#include "oat/md.h"
#include "oat/count.h"
#if defined(OAT_HAVE_BN254)
#include "oat/bn254.h"
#endif
#if defined(OAT_HAVE_ALTBN128)
#include "oat/altbn128.h"
#include "oat/eip196.h"
#endif
#if defined(OAT_HAVE_BLS12381)
#include "oat/bls12381.h"
#include "oat/eip2537.h"
#endif
#if defined(OAT_HAVE_P192)
#include "oat/p192.h"
#endif
#if defined(OAT_HAVE_P224)
#include "oat/p224.h"
#endif
#if defined(OAT_HAVE_P256)
#include "oat/p256.h"
#endif
#if defined(OAT_HAVE_P384)
#include "oat/p384.h"
#endif
#if defined(OAT_HAVE_P521)
#include "oat/p521.h"
#endif
#if defined(OAT_HAVE_JUBJUB)
#include "oat/jubjub.h"
#endif
#include "oat/compat.h"

#endif
