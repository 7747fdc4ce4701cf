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
#define TEST_XI_A 1                  /* xi = 1 + i */
#define TEST_Z_HEX "-4080000000000001"
#define TEST_B 2
#define TEST_G1_X_HEX "2523648240000001ba344d80000000086121000000000013a700000000000012"  /* p - 1 */
#define TEST_G1_Y_HEX "1"
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
#elif defined(OAT_COMPAT_ALTBN128)
/* alt_bn128 (EIP-196/197; mcl's BN_SNARK1): z = 4965661367192848881, p and
 * r the BN polynomials as above, E: y^2 = x^3 + 3, G1 = (1, 2), the D-type
 * twist y^2 = x^3 + 3/xi over Fp2 = Fp[i]/(i^2 + 1), xi = 9 + i. */
#define TEST_P_HEX "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47"
#define TEST_R_HEX "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001"
#define TEST_FAMILY_BN 1
#define TEST_XI_A 9                  /* xi = 9 + i */
#define TEST_Z_HEX "44e992b44a6909f1"
#define TEST_B 3
#define TEST_G1_X_HEX "1"
#define TEST_G1_Y_HEX "2"
#define TEST_TWIST_XI_A 9            /* b' = b / xi, not small */
#define TEST_H1_HEX "1"
#define TEST_H2_HEX "30644e72e131a029b85045b68181585e06ceecda572a2489345f2299c0f9fa8d"
#define TEST_TRACE_HEX "6f4d8248eeb859fbf83e9682e87cfd47"  /* t = 6z^2 + 1 */
#define TEST_ENC_ZCASH 0
#define TEST_PAIRING_FILE "altbn128_pairing.txt"
#define TEST_GROTH16_DIR "groth16"    /* snarkjs's files (test_groth16.c) */
#define TEST_SNARKJS_NAME "bn128"
#define TEST_SNARKJS_OTHER "bls12381"
#define TEST_PAIRING_KEY "e"         /* 2z(6z^2 + 3z + 1)(p^12 - 1)/r, as @noble/curves and mcl */
#define TEST_PAIRING_ENTRIES 10
#elif defined(OAT_COMPAT_BLS12381)
/* BLS12-381 (Bowe 2017; draft-irtf-cfrg-pairing-friendly-curves-11,
 * 4.2.1): z = -0xd201000000010000, r = z^4 - z^2 + 1,
 * p = (z - 1)^2 r / 3 + z, E: y^2 = x^3 + 4 with G1 of cofactor
 * h1 = (z - 1)^2 / 3, the M-type twist y^2 = x^3 + 4 (1 + i). */
#define TEST_P_HEX "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"
#define TEST_R_HEX "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"
#define TEST_FAMILY_BN 0
#define TEST_XI_A 1                  /* xi = 1 + i */
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
#define TEST_GROTH16_DIR "groth16/bls12381"
#define TEST_SNARKJS_NAME "bls12381"
#define TEST_SNARKJS_OTHER "bn128"
#define TEST_PAIRING_KEY "e3"        /* the exponent 3 (p^12 - 1)/r, as RELIC, zkcrypto and blst */
#define TEST_PAIRING_ENTRIES 4
#elif defined(OAT_COMPAT_P192) || defined(OAT_COMPAT_P224) || defined(OAT_COMPAT_P256) || \
	defined(OAT_COMPAT_P384) || defined(OAT_COMPAT_P521)
/* The NIST curves (FIPS 186-4 D.1.2; the same in FIPS 186-5 / SP 800-186
 * 3.2.1 and SEC 2 v2): y^2 = x^3 - 3x + b over Fp of prime order n, as
 * published.  The tests call the scalar field fn (TEST_R_HEX is n). */
#define TEST_NIST 1
#define TEST_FAMILY_BN 0
#if defined(OAT_COMPAT_P192)
#define TEST_BITS 192
#define TEST_P_HEX "fffffffffffffffffffffffffffffffeffffffffffffffff"
#define TEST_R_HEX "ffffffffffffffffffffffff99def836146bc9b1b4d22831"
#define TEST_B_HEX "64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1"
#define TEST_GX_HEX "188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012"
#define TEST_GY_HEX "07192b95ffc8da78631011ed6b24cdd573f977a11e794811"
#define TEST_MD_NAME "sha256"
#elif defined(OAT_COMPAT_P224)
#define TEST_BITS 224
#define TEST_P_HEX "ffffffffffffffffffffffffffffffff000000000000000000000001"
#define TEST_R_HEX "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d"
#define TEST_B_HEX "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4"
#define TEST_GX_HEX "b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21"
#define TEST_GY_HEX "bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34"
#define TEST_MD_NAME "sha224"
#elif defined(OAT_COMPAT_P256)
#define TEST_BITS 256
#define TEST_P_HEX "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"
#define TEST_R_HEX "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"
#define TEST_B_HEX "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b"
#define TEST_GX_HEX "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
#define TEST_GY_HEX "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"
#define TEST_MD_NAME "sha256"
#elif defined(OAT_COMPAT_P384)
#define TEST_BITS 384
#define TEST_P_HEX "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"
#define TEST_R_HEX "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"
#define TEST_B_HEX "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef"
#define TEST_GX_HEX "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7"
#define TEST_GY_HEX "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f"
#define TEST_MD_NAME "sha384"
#else
#define TEST_BITS 521
#define TEST_P_HEX "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
#define TEST_R_HEX "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"
#define TEST_B_HEX "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00"
#define TEST_GX_HEX "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66"
#define TEST_GY_HEX "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650"
#define TEST_MD_NAME "sha512"
#endif
#elif defined(OAT_COMPAT_JUBJUB)
/* Jubjub (the Zcash protocol specification, 5.4.9.3 and 5.4.9.2): its field
 * of coordinates Fq, q = BLS12-381's r (the spec's r_S), and its scalars
 * mod r_J.  The field test calls Fq by the name of a coordinate field, fp:
 * the aliases below map the names it uses to fq. */
#define TEST_JUBJUB 1
#define TEST_FAMILY_BN 0
#define TEST_P_HEX "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"
#define TEST_R_HEX "0e7db4ea6533afa906673b0101343b00a6682093ccc81082d0970e5ed6f72cb7"
#define oat_fp_st oat_fq_st
#define oat_fp_t oat_fq_t
#define oat_fp_sqrt oat_fq_sqrt
#define oat_fp_read_bin oat_fq_read_bin
#define oat_fp_write_bin oat_fq_write_bin
#define OAT_FP_BYTES OAT_FQ_BYTES
#define OAT_FP_DIGS OAT_FQ_DIGS
#else
#error "test_curve.h: build the test for a curve (OAT_COMPAT_<curve>, CMake's oat_curve_target)"
#endif

#endif
