/* The library's internal interfaces that some tests reach into, for the
 * curve the test is built for (OAT_TEST_CURVE_H, set by CMake's
 * oat_curve_target): its curve.h (the names FP(x), ... and the constants of
 * its params.h), the field layer's internal header, and the test-only
 * reference checks, under the short names the tests use. */
#ifndef OAT_TEST_INTERNAL_H
#define OAT_TEST_INTERNAL_H

#include "test_common.h"
#include OAT_TEST_CURVE_H
#if defined(TEST_NIST) || defined(TEST_JUBJUB)
#include "fp/prime_int.h"
OAT_PRIME_INT(FP, FP_DIGS)
OAT_PRIME_INT(FR, FR_DIGS)
#define oat_fp_exp_pub FP(exp_pub)
#else
#include "fp/fp_int.h"

/* on the curve and r a = O (src/ec/sw_tmpl.h) */
int G1(is_valid_slow_)(const G1(t) a);
int G2(is_valid_slow_)(const G2(t) a);
#define oat_g1_is_valid_slow_ G1(is_valid_slow_)
#define oat_g2_is_valid_slow_ G2(is_valid_slow_)
/* the decoders without the subgroup test, internal (ec/ec_int.h): the tests
 * build points outside the groups with them */
#include "ec/ec_int.h"
#define oat_g1_read_bin_unchecked G1(read_bin_unchecked_)
#define oat_g2_read_bin_unchecked G2(read_bin_unchecked_)
#define oat_fp_exp_pub FP(exp_pub)
#define oat_fp_muln FP(muln)
#define oat_fp_rdc FP(rdc)
#define oat_fpd_t FPD(t)
#endif

#endif
