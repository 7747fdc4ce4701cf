/* Ethereum's BLS12-381 precompiles (EIP-2537; include/oat/eip2537.h): the
 * EIP's padded big-endian encodings around the curve's public API.  A
 * point is decoded by checking each coordinate (16 zero bytes, then an
 * element below p) and handing x, y to the ZCash decoder in its
 * uncompressed form, whose flag bits a canonical x leaves clear: it checks
 * the equation, and the subgroup where the precompile asks for it. */
#include <string.h>
#include "curves/bls12381/curve.h"
#include "ec/ec_int.h"
#include "oat/eip2537.h"
#include "protocols/precompile.h"

#define EFP OAT_EIP2537_FP_BYTES
#define EPAD (EFP - FP_BYTES)
#define EG1 OAT_EIP2537_G1_BYTES
#define EG2 OAT_EIP2537_G2_BYTES
#define ESC OAT_EIP2537_SCALAR_BYTES
/* points per multi-scalar chunk: Straus' interleaved wNAFs (mul_sim_vartime)
 * on the stack, no scratch */
#define MSM_CHUNK 32

static int zero_(const unsigned char *b, size_t n) {
	unsigned char x = 0;
	for (size_t i = 0; i < n; i++) x |= b[i];
	return x == 0;
}

/* x[0..FP_BYTES) = the element of a 64-byte slot, checked */
static oat_err fp_in_(unsigned char *x, const unsigned char *in) {
	FP(t) t;
	if (!zero_(in, EPAD)) return OAT_ERR_ENCODING;
	oat_err e = FP(read_bin)(t, in + EPAD, FP_BYTES);
	if (e != OAT_OK) return e;
	memcpy(x, in + EPAD, FP_BYTES);
	return OAT_OK;
}

/* a 64-byte slot of x[0..FP_BYTES) */
static void fp_out_(unsigned char *out, const unsigned char *x) {
	memset(out, 0, EPAD);
	memcpy(out + EPAD, x, FP_BYTES);
}

/* G1: x, y (128 bytes; all zero is infinity), in G1 if group */
static oat_err g1_in_(G1(t) r, const unsigned char *in, int group) {
	unsigned char enc[OAT_BLS12381_G1_BYTES];
	oat_err e;
	G1(set_infty)(r);
	if ((e = fp_in_(enc, in)) != OAT_OK || (e = fp_in_(enc + FP_BYTES, in + EFP)) != OAT_OK) return e;
	if (zero_(in, EG1)) return OAT_OK;
	return group ? G1(read_bin)(r, enc, sizeof(enc)) : G1(read_bin_unchecked_)(r, enc, sizeof(enc));
}

/* G2: x.c0, x.c1, y.c0, y.c1 (the ZCash order is c1 before c0) */
static oat_err g2_in_(G2(t) r, const unsigned char *in, int group) {
	static const int at[4] = { 1, 0, 3, 2 };   /* slot i of the EIP is element at[i] of ZCash's */
	unsigned char enc[OAT_BLS12381_G2_BYTES];
	oat_err e;
	G2(set_infty)(r);
	for (int i = 0; i < 4; i++)
		if ((e = fp_in_(enc + at[i] * FP_BYTES, in + i * EFP)) != OAT_OK) return e;
	if (zero_(in, EG2)) return OAT_OK;
	return group ? G2(read_bin)(r, enc, sizeof(enc)) : G2(read_bin_unchecked_)(r, enc, sizeof(enc));
}

static void g1_out_(unsigned char *out, const G1(t) p) {
	unsigned char enc[OAT_BLS12381_G1_BYTES];
	memset(out, 0, EG1);
	if (G1(is_infty)(p) || G1(write_bin)(enc, sizeof(enc), p) != OAT_OK) return;
	fp_out_(out, enc);
	fp_out_(out + EFP, enc + FP_BYTES);
}

static void g2_out_(unsigned char *out, const G2(t) p) {
	static const int at[4] = { 1, 0, 3, 2 };
	unsigned char enc[OAT_BLS12381_G2_BYTES];
	memset(out, 0, EG2);
	if (G2(is_infty)(p) || G2(write_bin)(enc, sizeof(enc), p) != OAT_OK) return;
	for (int i = 0; i < 4; i++) fp_out_(out + i * EFP, enc + at[i] * FP_BYTES);
}

/* the common checks: pointers, the output's size, and the input's (a
 * positive multiple of unit when multi is set, else exactly unit); the
 * output zeroed on an error.  Otherwise the output is written only after
 * the last input byte is read, so out may be in. */
static oat_err args_(unsigned char *out, size_t outlen, size_t want, const unsigned char *in, size_t inlen,
		size_t unit, int multi) {
	oat_err e = oat_pre_args_(out, outlen, want, in, inlen);
	if (e != OAT_OK) return e;
	if (multi ? inlen == 0 || inlen % unit != 0 : inlen != unit) return oat_pre_fail_(out, outlen, OAT_ERR_LENGTH);
	return OAT_OK;
}

oat_err oat_bls12381_eip2537_g1_add(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen) {
	G1(t) a, b;
	oat_err e = args_(out, outlen, EG1, in, inlen, 2 * EG1, 0);
	if (e != OAT_OK) return e;
	if ((e = g1_in_(a, in, 0)) != OAT_OK || (e = g1_in_(b, in + EG1, 0)) != OAT_OK) return oat_pre_fail_(out, outlen, e);
	G1(add)(a, a, b);
	g1_out_(out, a);
	return OAT_OK;
}

oat_err oat_bls12381_eip2537_g2_add(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen) {
	G2(t) a, b;
	oat_err e = args_(out, outlen, EG2, in, inlen, 2 * EG2, 0);
	if (e != OAT_OK) return e;
	if ((e = g2_in_(a, in, 0)) != OAT_OK || (e = g2_in_(b, in + EG2, 0)) != OAT_OK) return oat_pre_fail_(out, outlen, e);
	G2(add)(a, a, b);
	g2_out_(out, a);
	return OAT_OK;
}

oat_err oat_bls12381_eip2537_g1_msm(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen) {
	G1(t) pts[MSM_CHUNK], acc, t;
	FR(t) ks[MSM_CHUNK];
	oat_err e = args_(out, outlen, EG1, in, inlen, EG1 + ESC, 1);
	if (e != OAT_OK) return e;
	size_t n = inlen / (EG1 + ESC);
	G1(set_infty)(acc);
	for (size_t i = 0; i < n; i += MSM_CHUNK) {
		size_t m = n - i < MSM_CHUNK ? n - i : MSM_CHUNK;
		for (size_t j = 0; j < m; j++) {
			const unsigned char *p = in + (i + j) * (EG1 + ESC);
			if ((e = g1_in_(pts[j], p, 1)) != OAT_OK || (e = FR(read_bin_wide)(ks[j], p + EG1, ESC)) != OAT_OK)
				return oat_pre_fail_(out, outlen, e);
		}
		G1(mul_sim_vartime)(t, (const G1(t) *)pts, (const FR(t) *)ks, m);
		G1(add)(acc, acc, t);
	}
	g1_out_(out, acc);
	return OAT_OK;
}

oat_err oat_bls12381_eip2537_g2_msm(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen) {
	G2(t) pts[MSM_CHUNK], acc, t;
	FR(t) ks[MSM_CHUNK];
	oat_err e = args_(out, outlen, EG2, in, inlen, EG2 + ESC, 1);
	if (e != OAT_OK) return e;
	size_t n = inlen / (EG2 + ESC);
	G2(set_infty)(acc);
	for (size_t i = 0; i < n; i += MSM_CHUNK) {
		size_t m = n - i < MSM_CHUNK ? n - i : MSM_CHUNK;
		for (size_t j = 0; j < m; j++) {
			const unsigned char *p = in + (i + j) * (EG2 + ESC);
			if ((e = g2_in_(pts[j], p, 1)) != OAT_OK || (e = FR(read_bin_wide)(ks[j], p + EG2, ESC)) != OAT_OK)
				return oat_pre_fail_(out, outlen, e);
		}
		G2(mul_sim_vartime)(t, (const G2(t) *)pts, (const FR(t) *)ks, m);
		G2(add)(acc, acc, t);
	}
	g2_out_(out, acc);
	return OAT_OK;
}

oat_err oat_bls12381_eip2537_pairing_check(unsigned char *out, size_t outlen, const unsigned char *in,
		size_t inlen) {
	PC(acc) acc;
	G1(t) p;
	G2(t) q;
	GT(t) f;
	oat_err e = args_(out, outlen, 32, in, inlen, EG1 + EG2, 1);
	if (e != OAT_OK) return e;
	PC(acc_init)(&acc);
	for (size_t i = 0; i < inlen; i += EG1 + EG2) {
		if ((e = g1_in_(p, in + i, 1)) != OAT_OK || (e = g2_in_(q, in + i + EG1, 1)) != OAT_OK)
			return oat_pre_fail_(out, outlen, e);
		PC(acc_add)(&acc, p, q);
	}
	PC(acc_final)(f, &acc);
	memset(out, 0, 32);
	out[31] = (unsigned char)GT(is_unity)(f);
	return OAT_OK;
}

oat_err oat_bls12381_eip2537_map_fp_to_g1(unsigned char *out, size_t outlen, const unsigned char *in,
		size_t inlen) {
	unsigned char x[FP_BYTES];
	FP(t) u;
	G1(t) r;
	oat_err e = args_(out, outlen, EG1, in, inlen, EFP, 0);
	if (e != OAT_OK) return e;
	if ((e = fp_in_(x, in)) != OAT_OK || (e = FP(read_bin)(u, x, FP_BYTES)) != OAT_OK) return oat_pre_fail_(out, outlen, e);
	G1(map_fp)(r, u);
	g1_out_(out, r);
	return OAT_OK;
}

oat_err oat_bls12381_eip2537_map_fp2_to_g2(unsigned char *out, size_t outlen, const unsigned char *in,
		size_t inlen) {
	unsigned char x[FP_BYTES];
	FP2(t) u;
	G2(t) r;
	oat_err e = args_(out, outlen, EG2, in, inlen, 2 * EFP, 0);
	if (e != OAT_OK) return e;
	for (int i = 0; i < 2; i++)
		if ((e = fp_in_(x, in + i * EFP)) != OAT_OK || (e = FP(read_bin)(u->c[i], x, FP_BYTES)) != OAT_OK)
			return oat_pre_fail_(out, outlen, e);
	G2(map_fp2)(r, u);
	g2_out_(out, r);
	return OAT_OK;
}
