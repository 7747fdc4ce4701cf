/* oat: pairing-based cryptography in portable C with hand-written assembly.
 * Include this one header; link with -loat (pkg-config oat, or CMake's
 * find_package(oat) and target oat::oat). */
#ifndef OAT_H
#define OAT_H

#include "oat/conf.h"
#include "oat/err.h"
#include "oat/fp.h"
#include "oat/ext.h"
#include "oat/ec.h"
#include "oat/pc.h"
#include "oat/count.h"
#include "oat/md.h"
#include "oat/bls.h"

#endif
