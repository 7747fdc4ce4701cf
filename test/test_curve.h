/* What the tests written once for every curve (test_ec, test_pc, test_glv,
 * ...) need to know of the curve they are built for, whose short names
 * (oat/compat.h) they call: its defining facts as published, not as the
 * library computes them, and where its known answers are.  Selected by the
 * OAT_COMPAT_<curve> that CMake's oat_curve_target defines. */
#ifndef OAT_TEST_CURVE_H_
#define OAT_TEST_CURVE_H_

#if defined(OAT_COMPAT_BN254)
/* BN-P254 (RELIC's BN-P254, mcl's BN254): z = -(2^62 + 2^55 + 1),
 * p = 36z^4 + 36z^3 + 24z^2 + 6z + 1, r = 36z^4 + 36z^3 + 18z^2 + 6z + 1,
 * E: y^2 = x^3 + 2 (G1 = E(Fp)), the D-type twist y^2 = x^3 + (1 - i). */
#define TEST_P_HEX "2523648240000001ba344d80000000086121000000000013a700000000000013"
#define TEST_R_HEX "2523648240000001ba344d8000000007ff9f800000000010a10000000000000d"
#define TEST_FAMILY_BN 1
#define TEST_Z_HEX "-4080000000000001"
#define TEST_B 2
#define TEST_TWIST_B0 1              /* b' = 1 - i */
#define TEST_TWIST_B1 (-1)
#define TEST_H1_HEX "1"              /* #E(Fp) = h1 r */
/* #E'(Fp2) = h2 r, h2 = 2p - r (a BN twist) */
#define TEST_H2_HEX "2523648240000001ba344d8000000008c2a2800000000016ad00000000000019"
#define TEST_TRACE_HEX "61818000000000030600000000000007"  /* t = 6z^2 + 1 = p + 1 - #E(Fp) */
#define TEST_ENC_ZCASH 0             /* x.c0 || x.c1, all-zero infinity */
#define TEST_PAIRING_FILE "bn254_pairing.txt"
#define TEST_PAIRING_KEY "e"         /* the exponent 2z(6z^2 + 3z + 1)(p^12 - 1)/r, as mcl */
#define TEST_PAIRING_ENTRIES 11      /* one with an arbitrary Q (b = -) */
#elif defined(OAT_COMPAT_BLS12381)
/* BLS12-381 (Bowe 2017; draft-irtf-cfrg-pairing-friendly-curves-11,
 * 4.2.1): z = -0xd201000000010000, r = z^4 - z^2 + 1,
 * p = (z - 1)^2 r / 3 + z, E: y^2 = x^3 + 4 with G1 of cofactor
 * h1 = (z - 1)^2 / 3, the M-type twist y^2 = x^3 + 4 (1 + i). */
#define TEST_P_HEX "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"
#define TEST_R_HEX "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"
#define TEST_FAMILY_BN 0
#define TEST_Z_HEX "-d201000000010000"
#define TEST_B 4
#define TEST_TWIST_B0 4              /* b' = 4 + 4 i */
#define TEST_TWIST_B1 4
#define TEST_H1_HEX "396c8c005555e1568c00aaab0000aaab"
/* h2 of the draft (and of zkcrypto/bls12_381): #E'(Fp2) = h2 r */
#define TEST_H2_HEX "5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa628f1cb4d9e82ef21537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5"
#define TEST_TRACE_HEX "-d20100000000ffff"  /* t = z + 1 */
#define TEST_ENC_ZCASH 1             /* ZCash: x.c1 || x.c0, flags */
#define TEST_PAIRING_FILE "bls12_381_pairing.txt"
#define TEST_PAIRING_KEY "e3"        /* the exponent 3 (p^12 - 1)/r, as RELIC, zkcrypto and blst */
#define TEST_PAIRING_ENTRIES 4
#else
#error "test_curve.h: build the test for a curve (OAT_COMPAT_<curve>, CMake's oat_curve_target)"
#endif

#endif
