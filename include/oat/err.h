/* oat: error codes and random sources. */
#ifndef OAT_ERR_H
#define OAT_ERR_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Every function that reads external data (bytes, hex, lengths, a random
 * source) returns one of these.  On failure its output is left zeroed (the
 * point at infinity for points, 1 for GT elements, 0 for field elements). */
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
	OAT_ERR_VERIFY = 11        /* a signature that does not verify */
} oat_err;

/* A short English description of an error code ("ok" for OAT_OK). */
const char *oat_err_str(oat_err e);

/* A caller-supplied source of uniformly random bytes: fills buf[0..len) and
 * returns 0, or returns non-zero on failure.  oat never keeps it. */
typedef int (*oat_rand_fn)(void *ctx, unsigned char *buf, size_t len);

/* A random source backed by the operating system (getrandom(2) or
 * /dev/urandom; ctx is ignored).  Suitable for keys. */
int oat_rand_os(void *ctx, unsigned char *buf, size_t len);

/* Prints the configuration this library was built with (version, backend,
 * limb size, curve, compiler, flags) to a FILE* given as void* (stdout if
 * NULL), one "key: value" line each. */
void oat_config_print(void *file);

#ifdef __cplusplus
}
#endif
#endif
