/* Helpers of the field layer shared by its instances (internal). */
#ifndef OAT_FP_UTIL_H
#define OAT_FP_UTIL_H

#include "oat/common.h"

/* Decodes len hex characters (optional 0x prefix) right-aligned into
 * out[0..outlen) big-endian; OAT_ERR_ENCODING on a bad character or no
 * digits, OAT_ERR_LENGTH if the value has more than 2*outlen digits. */
oat_err oat_hex_decode(unsigned char *out, size_t outlen, const char *str, size_t len);
/* Writes 2*len lower-case hex digits of buf and a NUL. */
void oat_hex_encode(char *str, const unsigned char *buf, size_t len);
/* Big-endian bytes <-> little-endian digits (exactly n digits, nbytes bytes). */
void oat_bytes_to_digs(oat_dig_t *d, int n, const unsigned char *buf, size_t nbytes);
void oat_digs_to_bytes(unsigned char *buf, size_t nbytes, const oat_dig_t *d, int n);
/* Marks a value derived from secrets as public, where the algorithm reveals
 * it on purpose (a loop that ends with overwhelming probability, a result
 * returned to the caller).  A no-op, except in the valgrind constant-time
 * test build (OAT_VALGRIND), where it tells memcheck. */
#if defined(OAT_VALGRIND)
#include <valgrind/memcheck.h>
#define oat_declassify(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define oat_declassify(p, n) ((void)(p), (void)(n))
#endif

/* Overwrites len bytes with zeros in a way the compiler keeps. */
void oat_wipe(void *p, size_t len);

#endif
