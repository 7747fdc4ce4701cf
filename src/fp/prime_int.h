/* The internal interface of a field instance of prime_tmpl.h for the layers
 * above (the NIST curves' groups and protocols): OAT_PRIME_INT(PF, N)
 * declares the functions of the field whose names are PF(x) and whose
 * elements have N digits. */
#ifndef OAT_FP_PRIME_INT_H
#define OAT_FP_PRIME_INT_H

#include "oat/common.h"

#define OAT_PRIME_INT(PF, N)                                                     \
	/* the canonical value of a as N little-endian digits */                 \
	void PF(get_digs)(oat_dig_t out[N], const PF(t) a);                       \
	/* reads a Montgomery-form constant of the parameter tables */             \
	void PF(set_raw)(PF(t) r, const oat_dig_t d[N]);                          \
	/* r = a^e for a public exponent e of n digits */                          \
	void PF(exp_pub)(PF(t) r, const PF(t) a, const oat_dig_t *e, int n);      \
	/* r = the big-endian buf[0..len) mod m; buf = the canonical a, BYTES bytes */ \
	void PF(set_bytes_)(PF(t) r, const unsigned char *buf, size_t len);       \
	void PF(put_bytes_)(unsigned char *buf, const PF(t) a);

#endif
