/* Ethereum's alt_bn128 precompiles (EIP-196, EIP-197; include/oat/eip196.h):
 * the EIPs' big-endian encodings around the curve's public API.  A G1 point
 * is the curve's uncompressed encoding itself (x || y, (0, 0) infinity);
 * a G2 point is reordered from EIP-197's imaginary-first layout to the
 * curve's x.c0 || x.c1 || y.c0 || y.c1.  The curve's decoders check the
 * coordinates, the equation and, for G2, the subgroup. */
#include <string.h>
#include "curves/altbn128/curve.h"
#include "ec/ec_int.h"
#include "oat/eip196.h"
#include "protocols/precompile.h"

#define EG1 OAT_EIP196_G1_BYTES
#define EG2 OAT_EIP196_G2_BYTES
#define ESC OAT_EIP196_SCALAR_BYTES

typedef char eip196_sizes_[EG1 == OAT_ALTBN128_G1_BYTES && EG2 == OAT_ALTBN128_G2_BYTES ? 1 : -1];

static oat_err g1_in_(G1(t) r, const unsigned char *in) {
	G1(set_infty)(r);
	return G1(read_bin)(r, in, EG1);
}

/* EIP-197 slot i holds the curve's element at[i] */
static const int at_[4] = { 1, 0, 3, 2 };

static oat_err g2_in_(G2(t) r, const unsigned char *in) {
	unsigned char enc[EG2];
	for (int i = 0; i < 4; i++) memcpy(enc + at_[i] * FP_BYTES, in + i * FP_BYTES, FP_BYTES);
	G2(set_infty)(r);
	return G2(read_bin)(r, enc, EG2);
}

static void g1_out_(unsigned char *out, const G1(t) p) {
	if (G1(write_bin)(out, EG1, p) != OAT_OK) memset(out, 0, EG1);
}

/* the first n bytes of the input as the EIPs read it: zero-padded */
static void pad_(unsigned char *buf, size_t n, const unsigned char *in, size_t inlen) {
	size_t m = inlen < n ? inlen : n;
	if (m) memcpy(buf, in, m);
	memset(buf + m, 0, n - m);
}

oat_err oat_altbn128_eip196_add(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen) {
	unsigned char buf[OAT_EIP196_ADD_IN_BYTES];
	G1(t) a, b;
	oat_err e = oat_pre_args_(out, outlen, EG1, in, inlen);
	if (e != OAT_OK) return e;
	pad_(buf, sizeof(buf), in, inlen);
	if ((e = g1_in_(a, buf)) != OAT_OK || (e = g1_in_(b, buf + EG1)) != OAT_OK) return oat_pre_fail_(out, outlen, e);
	G1(add)(a, a, b);
	g1_out_(out, a);
	return OAT_OK;
}

oat_err oat_altbn128_eip196_mul(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen) {
	unsigned char buf[OAT_EIP196_MUL_IN_BYTES];
	G1(t) a;
	FR(t) k;
	oat_err e = oat_pre_args_(out, outlen, EG1, in, inlen);
	if (e != OAT_OK) return e;
	pad_(buf, sizeof(buf), in, inlen);
	if ((e = g1_in_(a, buf)) != OAT_OK || (e = FR(read_bin_wide)(k, buf + EG1, ESC)) != OAT_OK)
		return oat_pre_fail_(out, outlen, e);
	G1(mul_vartime)(a, a, k);
	g1_out_(out, a);
	return OAT_OK;
}

oat_err oat_altbn128_eip197_pairing_check(unsigned char *out, size_t outlen, const unsigned char *in,
		size_t inlen) {
	PC(acc) acc;
	G1(t) p;
	G2(t) q;
	GT(t) f;
	oat_err e = oat_pre_args_(out, outlen, 32, in, inlen);
	if (e != OAT_OK) return e;
	if (inlen % OAT_EIP197_PAIR_BYTES != 0) return oat_pre_fail_(out, outlen, OAT_ERR_LENGTH);
	PC(acc_init)(&acc);
	for (size_t i = 0; i < inlen; i += OAT_EIP197_PAIR_BYTES) {
		if ((e = g1_in_(p, in + i)) != OAT_OK || (e = g2_in_(q, in + i + EG1)) != OAT_OK)
			return oat_pre_fail_(out, outlen, e);
		PC(acc_add)(&acc, p, q);
	}
	PC(acc_final)(f, &acc);
	memset(out, 0, 32);
	out[31] = (unsigned char)GT(is_unity)(f);
	return OAT_OK;
}
