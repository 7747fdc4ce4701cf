/* What Ethereum's precompiles (eip196.c, eip2537.c) share: the checks on
 * the caller's pointers and output size, and the zeroed output on an
 * error.  Internal (static functions), included by the precompile files. */
#ifndef OAT_PROTOCOLS_PRECOMPILE_H
#define OAT_PROTOCOLS_PRECOMPILE_H

#include <string.h>
#include "oat/common.h"

/* e, with the output zeroed */
static inline oat_err oat_pre_fail_(unsigned char *out, size_t outlen, oat_err e) {
	memset(out, 0, outlen);
	return e;
}

/* out non-NULL (else OAT_ERR_ARGUMENT and nothing written), in non-NULL
 * unless inlen is 0, outlen exactly want; the output zeroed on an error */
static inline oat_err oat_pre_args_(unsigned char *out, size_t outlen, size_t want, const unsigned char *in,
		size_t inlen) {
	if (out == NULL) return OAT_ERR_ARGUMENT;
	if (in == NULL && inlen != 0) return oat_pre_fail_(out, outlen, OAT_ERR_ARGUMENT);
	if (outlen != want) return oat_pre_fail_(out, outlen, OAT_ERR_LENGTH);
	return OAT_OK;
}

#endif
