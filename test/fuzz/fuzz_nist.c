/* libFuzzer targets of a NIST curve (fuzz_<name>_<curve>, one chosen with
 * -DFUZZ_<NAME>), checking properties, not only the absence of crashes:
 *   FUZZ_FP   the field decoders (bytes, wide bytes, hex) of Fp and Fn:
 *             accepted inputs re-encode to themselves, rejected ones leave 0;
 *   FUZZ_EP   the SEC 1 point decoder: an accepted input is a valid finite
 *             point whose encoding of the same length is the input (the
 *             canonical forms), a rejected one leaves infinity; ECDH with the
 *             decoded point agrees with the scalar multiplication;
 *   FUZZ_SIG  the signature decoders (strict DER, raw r || s) and the secret
 *             key decoder: an accepted DER or raw signature re-encodes to
 *             the input, rejected ones leave (0, 0); every decoded signature
 *             goes through verification (a fixed key and message), which
 *             returns an error or OAT_OK, never crashes, and agrees with the
 *             verification of its low-s form.
 * Built per curve with that curve's short names (OAT_COMPAT_<CURVE>). */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <stdlib.h>
#include "oat.h"

#define REQUIRE(c) do { if (!(c)) abort(); } while (0)

#if defined(FUZZ_FP)
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_fp_t a;
	oat_fn_t k;
	unsigned char out[OAT_FP_BYTES];
	char str[2 * OAT_FP_BYTES + 1];
	if (oat_fp_read_bin(a, d, n) == OAT_OK) {
		REQUIRE(oat_fp_write_bin(out, sizeof(out), a) == OAT_OK);
		REQUIRE(n == OAT_FP_BYTES && memcmp(out, d, n) == 0);
		oat_fp_t r, s;
		if (oat_fp_sqrt(r, a)) {
			oat_fp_sqr(s, r);
			REQUIRE(oat_fp_equal(s, a) && oat_fp_is_square(a));
		} else {
			REQUIRE(oat_fp_is_zero(r) && !oat_fp_is_square(a));
		}
	} else {
		REQUIRE(oat_fp_is_zero(a));
	}
	if (oat_fn_read_bin(k, d, n) == OAT_OK) {
		REQUIRE(oat_fn_write_bin(out, OAT_FN_BYTES, k) == OAT_OK);
		REQUIRE(memcmp(out, d, n) == 0);
	} else {
		REQUIRE(oat_fn_is_zero(k));
	}
	if (oat_ecdsa_sk_read_bin(k, d, n) == OAT_OK) REQUIRE(!oat_fn_is_zero(k));
	REQUIRE(oat_fp_read_bin_wide(a, d, n) == OAT_OK);
	REQUIRE(oat_fn_read_bin_wide(k, d, n) == OAT_OK);
	if (oat_fp_read_str(a, (const char *)d, n) == OAT_OK) {
		oat_fp_t b;
		REQUIRE(oat_fp_write_str(str, sizeof(str), a) == OAT_OK);
		REQUIRE(oat_fp_read_str(b, str, strlen(str)) == OAT_OK && oat_fp_equal(a, b));
	} else {
		REQUIRE(oat_fp_is_zero(a));
	}
	return 0;
}
#elif defined(FUZZ_EP)
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	oat_ep_t p, q;
	unsigned char out[OAT_EP_BYTES];
	oat_err e = oat_ep_read_bin(p, d, n);
	if (e == OAT_OK) {
		REQUIRE(oat_ep_is_valid(p) && !oat_ep_is_infty(p));
		REQUIRE(oat_ep_write_bin(out, n, p) == OAT_OK && memcmp(out, d, n) == 0);
		/* the other form decodes to the same point */
		size_t m = n == OAT_EP_BYTES ? OAT_EP_PACK_BYTES : OAT_EP_BYTES;
		REQUIRE(oat_ep_write_bin(out, m, p) == OAT_OK);
		REQUIRE(oat_ep_read_bin(q, out, m) == OAT_OK && oat_ep_equal(p, q));
		/* ECDH with it: x(7 P) */
		oat_fn_t k;
		unsigned char z[OAT_ECDH_BYTES], b[OAT_EP_BYTES];
		oat_fn_set_dig(k, 7);
		REQUIRE(oat_ecdh(z, sizeof(z), k, p) == OAT_OK);
		oat_ep_mul(q, p, k);
		REQUIRE(oat_ep_write_bin(b, sizeof(b), q) == OAT_OK && memcmp(b + 1, z, sizeof(z)) == 0);
	} else {
		REQUIRE(oat_ep_is_infty(p));
	}
	return 0;
}
#elif defined(FUZZ_SIG)
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
	static const unsigned char seed[32] = "oat fuzz_sig: a fixed key pair.";
	static const unsigned char msg[] = "a message";
	oat_fn_t sk;
	oat_ep_t pk;
	oat_ecdsa_sig_t sig;
	unsigned char out[OAT_ECDSA_DER_MAX_BYTES + 2 * OAT_FN_BYTES];
	size_t len;
	REQUIRE(oat_ecdsa_keygen_seed(sk, pk, seed, sizeof(seed)) == OAT_OK);
	for (int form = 0; form < 2; form++) {
		oat_err e = form ? oat_ecdsa_sig_read_bin(sig, d, n) : oat_ecdsa_sig_read_der(sig, d, n);
		if (e != OAT_OK) {
			REQUIRE(oat_fn_is_zero(sig->r) && oat_fn_is_zero(sig->s));
			continue;
		}
		REQUIRE(!oat_fn_is_zero(sig->r) && !oat_fn_is_zero(sig->s));
		if (form) {
			REQUIRE(oat_ecdsa_sig_write_bin(out, n, sig) == OAT_OK && memcmp(out, d, n) == 0);
		} else {
			REQUIRE(oat_ecdsa_sig_write_der(out, sizeof(out), &len, sig) == OAT_OK);
			REQUIRE(len == n && memcmp(out, d, n) == 0);
		}
		oat_err v = oat_ecdsa_verify(pk, msg, sizeof(msg) - 1, sig);
		REQUIRE(v == OAT_OK || v == OAT_ERR_VERIFY);
		oat_ecdsa_sig_normalize(sig);
		REQUIRE(oat_ecdsa_verify(pk, msg, sizeof(msg) - 1, sig) == v);
	}
	return 0;
}
#else
#error "define one of FUZZ_FP, FUZZ_EP, FUZZ_SIG"
#endif
