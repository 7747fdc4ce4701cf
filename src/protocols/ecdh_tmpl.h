/* ECDH on the NIST curve of the including file: the Elliptic Curve
 * Diffie-Hellman primitive of SEC 1 v2 section 3.3.1 (NIST SP 800-56A rev.
 * 3, 5.7.1.2, with cofactor 1): the shared secret is x(d Q), the x
 * coordinate of the secret scalar times the peer's public point, written
 * big-endian on FP_BYTES bytes.  The peer's point is validated (SP 800-56A
 * 5.6.2.3.3 full validation: not infinity, on the curve; with cofactor 1
 * that is membership in the group), and d Q = O cannot happen for d in
 * [1, n - 1].  Constant-time in d.  Included once by the curve's ecdh.c
 * after its curve.h. */
#include <string.h>
#include "fp/util.h"
#include "fp/prime_int.h"

OAT_PRIME_INT(FP, FP_DIGS)

oat_err ECDH_FN(unsigned char *out, size_t len, const FR(t) sk, const EP(t) peer) {
	EP(t) s;
	if (out == NULL) return OAT_ERR_ARGUMENT;
	memset(out, 0, len);
	if (sk == NULL || peer == NULL) return OAT_ERR_ARGUMENT;
	if (len != FP_BYTES) return OAT_ERR_LENGTH;
	if (EP(is_infty)(peer)) return OAT_ERR_INFINITY;
	if (!EP(is_valid)(peer)) return OAT_ERR_NOT_ON_CURVE;
	int zero = FR(is_zero)(sk);
	oat_declassify(&zero, sizeof(zero));
	if (zero) return OAT_ERR_ZERO;
	EP(mul)(s, peer, sk);
	EP(norm)(s, s);
	int inf = EP(is_infty)(s);
	oat_declassify(&inf, sizeof(inf));
	if (inf) {
		oat_wipe(s, sizeof(s));
		return OAT_ERR_INFINITY;
	}
	FP(put_bytes_)(out, s->x);
	oat_wipe(s, sizeof(s));
	return OAT_OK;
}
