/* oat: what every curve shares: digits, errors, random sources, the
 * configuration, and the markers of the public API. */
#ifndef OAT_COMMON_H
#define OAT_COMMON_H

#include <stdint.h>
#include <stddef.h>
#include "oat/conf.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A digit (limb) of the multi-precision values: OAT_WSIZE bits, as RELIC's
 * dig_t. */
#if OAT_WSIZE == 64
typedef uint64_t oat_dig_t;
#elif OAT_WSIZE == 32
typedef uint32_t oat_dig_t;
#else
#error "OAT_WSIZE must be 32 or 64"
#endif

/* OAT_API marks the public functions: the only symbols liboat.so exports
 * (the library is built with -fvisibility=hidden).  OAT_WARN_UNUSED makes
 * the compiler warn when a caller drops an oat_err, as libsecp256k1's
 * SECP256K1_WARN_UNUSED_RESULT. */
#if defined(__GNUC__) || defined(__clang__)
#define OAT_API __attribute__((visibility("default")))
#define OAT_WARN_UNUSED __attribute__((warn_unused_result))
#define OAT_USED __attribute__((used))
#else
#define OAT_API
#define OAT_WARN_UNUSED
#define OAT_USED
#endif

/* The symbol that ties headers to a library of the same configuration
 * (one per curve): oat_abi_<OAT_ABI_TAG>_<curve>_w<OAT_WSIZE>. */
#define OAT_ABI_SYM3_(t, c, w) oat_abi_##t##_##c##_w##w
#define OAT_ABI_SYM2_(t, c, w) OAT_ABI_SYM3_(t, c, w)
#define OAT_ABI_SYM(c) OAT_ABI_SYM2_(OAT_ABI_TAG, c, OAT_WSIZE)

/* Results of the *_cmp functions, as RELIC's RLC_LT, RLC_EQ, RLC_GT. */
#define OAT_LT (-1)
#define OAT_EQ 0
#define OAT_GT 1

/* Every function that reads external data (bytes, hex, lengths, a random
 * source) returns one of these.  On failure its output is left neutral
 * (zero for field elements, the point at infinity for points, 1 for GT
 * elements), or zeroed for byte outputs.
 *
 * NULL pointers: a function that returns an oat_err reports a NULL for any
 * of its pointers as OAT_ERR_ARGUMENT, leaving its other outputs neutral,
 * except where its comment allows NULL (a byte string of length 0, an
 * optional key or info string, a random source's context; a NULL random
 * source means oat_rand_os only where the comment says so).  The functions
 * that return void or a value (arithmetic on the library's own types:
 * oat_fp_mul, oat_g1_add, oat_pc_map, ...) take valid pointers only; a NULL
 * there is undefined, as in C's own library.  test_errors walks every
 * oat_err function of every curve through these paths. */
typedef enum {
	OAT_OK = 0,
	OAT_ERR_LENGTH = 1,        /* input or output buffer of the wrong length */
	OAT_ERR_ENCODING = 2,      /* malformed text (not hex) or spare bits set */
	OAT_ERR_NOT_CANONICAL = 3, /* a field element or scalar >= its modulus */
	OAT_ERR_NOT_ON_CURVE = 4,  /* the coordinates do not satisfy the equation */
	OAT_ERR_NOT_IN_GROUP = 5,  /* the element is not in the order-r subgroup */
	OAT_ERR_RAND = 6,          /* the caller's random source reported failure */
	OAT_ERR_ARGUMENT = 7,      /* a NULL pointer or an out-of-range count */
	OAT_ERR_FLAGS = 8,         /* flag bits that contradict each other or the length */
	OAT_ERR_NO_SQRT = 9,       /* a compressed x with no point on the curve */
	OAT_ERR_INFINITY = 10,     /* infinity where it is not allowed, or its flag on a
	                              non-zero encoding */
	OAT_ERR_VERIFY = 11,       /* a signature that does not verify */
	OAT_ERR_ZERO = 12,         /* a zero scalar where [1, n - 1] is required (a secret
	                              key, an ECDSA r or s) */
	OAT_ERR_DER = 13           /* malformed DER (tag, length, integer encoding, or
	                              trailing bytes) */
} oat_err;

/* A short English description of an error code ("ok" for OAT_OK). */
OAT_API const char *oat_err_str(oat_err e);

/* A caller-supplied source of uniformly random bytes: fills buf[0..len) and
 * returns 0, or returns non-zero on failure.  oat never keeps it. */
typedef int (*oat_rand_fn)(void *ctx, unsigned char *buf, size_t len);

/* A random source backed by the operating system (getrandom(2) or
 * /dev/urandom; ctx is ignored).  Suitable for keys. */
OAT_API int oat_rand_os(void *ctx, unsigned char *buf, size_t len);

/* Prints the configuration this library was built with (version, backend,
 * limb size, curves, compiler, flags) to a FILE* given as void* (stdout if
 * NULL), one "key: value" line each. */
OAT_API void oat_config_print(void *file);

/* The BLS signature scheme, which chooses the DST of hashing to the
 * signature group (every curve's oat_<curve>_bls_*_scheme). */
typedef enum { OAT_BLS_BASIC = 0, OAT_BLS_POP = 1 } oat_bls_scheme;

#ifdef __cplusplus
}
#endif
#endif
