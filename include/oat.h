/* oat: pairing-based cryptography in portable C with hand-written assembly.
 * Include this one header; link with -loat (pkg-config oat, or CMake's
 * find_package(oat) and target oat::oat).
 *
 * It declares every curve the library was built with (OAT_CURVES in
 * oat/conf.h), each in its own header with the curve in every name
 * (oat/bn254.h: oat_bn254_g1_mul, ...), what the curves share (oat/common.h,
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
#if defined(OAT_HAVE_BLS12381)
#include "oat/bls12381.h"
#endif
#include "oat/compat.h"

#endif
