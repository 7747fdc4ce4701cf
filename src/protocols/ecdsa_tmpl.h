/* ECDSA (FIPS 186-5 section 6.4; SEC 1 v2 section 4.1; ANS X9.62) on the
 * NIST curve of the including file, with the nonces of RFC 6979
 * ("Deterministic Usage of DSA and ECDSA", section 3.2, and the extra data
 * of section 3.6), and the signature encodings (raw r || s of IEEE P1363,
 * strict DER of X.690).  Included once by the curve's ecdsa.c after its
 * curve.h.
 *
 * Constant time: the secret key d and the nonce k enter only the field
 * arithmetic of Fn (constant-time kernels, the constant-time inversion of
 * k), the HMAC_DRBG, and the fixed-base multiplication k G (mul_gen); the
 * only values that decide a branch are declassified on purpose: whether a
 * candidate k is in [1, n - 1], whether r or s is 0 (each false but with
 * probability about 2^-bits(n)), and whether d = 0. */
#include <string.h>
#include "fp/mont.h"
#include "fp/util.h"
#include "fp/prime_int.h"
#include "protocols/drbg.h"

OAT_PRIME_INT(FP, FP_DIGS)
OAT_PRIME_INT(FR, FR_DIGS)

typedef char ECDSA(fn_fits_fp_)[FR_BYTES == FP_BYTES ? 1 : -1];

static const oat_dig_t ECDSA(n_)[FR_DIGS] = OAT_FR_MODULUS;
static const oat_dig_t ECDSA(p_)[FP_DIGS] = OAT_FP_MODULUS;

/* Bounded loops where the retry probability is about 2^-32 or far less: a
 * random source that keeps failing to give a candidate is reported. */
#define ECDSA_TRIES 64

/* bits2int of RFC 6979 2.3.2 (and FIPS 186-5's "leftmost min(N, outlen)
 * bits" of a digest): the leftmost FR_BITS bits of b[0..len) as an integer,
 * written as FR_BYTES big-endian bytes (zero on the left when len is
 * shorter).  Public layout only: the shifts depend on len and FR_BITS. */
static void ECDSA(bits2int_)(unsigned char out[FR_BYTES], const unsigned char *b, size_t len) {
	const size_t qbytes = FR_BYTES;
	const int spare = (int)(8 * qbytes) - FR_BITS;   /* 0..7 */
	memset(out, 0, qbytes);
	if (len * 8 <= (size_t)FR_BITS) {
		/* the whole string, right-aligned */
		if (len) memcpy(out + qbytes - len, b, len);
		return;
	}
	/* the leftmost qbytes bytes, then shifted right by the bits in excess of
	 * FR_BITS among them */
	memcpy(out, b, qbytes);
	if (spare) {
		for (size_t i = qbytes; i-- > 0;) {
			unsigned v = (unsigned)out[i] >> spare;
			if (i) v |= (unsigned)out[i - 1] << (8 - spare);
			out[i] = (unsigned char)v;
		}
	}
}

/* e = bits2int(digest) mod n (FIPS 186-5 6.4.1 step 3: the integer of the
 * leftmost bits; below 2^bits(n) < 2n, reduced by set_bytes_). */
static void ECDSA(digest_)(FR(t) e, const unsigned char *digest, size_t dlen) {
	unsigned char z[FR_BYTES];
	ECDSA(bits2int_)(z, digest, dlen);
	FR(set_bytes_)(e, z, FR_BYTES);
}

/* The candidate c = bits2int(buf) of a random or DRBG string: a nonce
 * (key = 0) must be in [1, n - 1] (RFC 6979 step h.3), then r = c; a key
 * (key = 1) in [0, n - 2] (FIPS 186-5 A.2.2), then r = c + 1.  Returns the
 * declassified verdict; constant-time up to that bit. */
static int ECDSA(candidate_)(FR(t) r, const unsigned char *buf, size_t len, int key) {
	unsigned char z[FR_BYTES];
	oat_dig_t c[FR_DIGS], m[FR_DIGS];
	ECDSA(bits2int_)(z, buf, len);
	oat_bytes_to_digs(c, FR_DIGS, z, FR_BYTES);
	for (int i = 0; i < FR_DIGS; i++) m[i] = ECDSA(n_)[i];
	oat_dig_t ok;
	if (key) {
		m[0] ^= 1;                                  /* n - 1 (n is odd) */
		ok = oat_lt_n(c, m, FR_DIGS);               /* c <= n - 2 */
	} else {
		ok = oat_lt_n(c, m, FR_DIGS) & (~oat_mask_is_zero_n(c, FR_DIGS) & 1);
	}
	FR(set_bytes_)(r, z, FR_BYTES);
	if (key) {
		FR(t) one;
		FR(set_dig)(one, 1);
		FR(add)(r, r, one);
	}
	oat_wipe(z, sizeof(z));
	oat_wipe(c, sizeof(c));
	int verdict = (int)(ok & 1);
	oat_declassify(&verdict, sizeof(verdict));
	return verdict;
}

/* 1 if a = 0, declassified (a zero key is reported, not hidden). */
static int ECDSA(is_zero_pub_)(const FR(t) a) {
	int z = FR(is_zero)(a);
	oat_declassify(&z, sizeof(z));
	return z;
}

oat_err ECDSA(sk_to_pk)(EP(t) pk, const FR(t) sk) {
	if (pk == NULL || sk == NULL) {
		if (pk) EP(set_infty)(pk);
		return OAT_ERR_ARGUMENT;
	}
	if (ECDSA(is_zero_pub_)(sk)) {
		EP(set_infty)(pk);
		return OAT_ERR_ZERO;
	}
	EP(t) q;
	EP(mul_gen)(q, sk);
	EP(norm)(pk, q);
	return OAT_OK;
}

/* FIPS 186-5 A.2.2 (rejection sampling): c of bits(n) random bits, kept if
 * c <= n - 2, d = c + 1; the bits are bits2int of FR_BYTES random bytes. */
oat_err ECDSA(keygen)(FR(t) sk, EP(t) pk, oat_rand_fn rng, void *ctx) {
	unsigned char buf[FR_BYTES];
	if (sk == NULL || pk == NULL) {
		if (sk) FR(zero)(sk);
		if (pk) EP(set_infty)(pk);
		return OAT_ERR_ARGUMENT;
	}
	FR(zero)(sk);
	EP(set_infty)(pk);
	if (rng == NULL) rng = oat_rand_os;
	for (int i = 0; i < ECDSA_TRIES; i++) {
		if (rng(ctx, buf, sizeof(buf)) != 0) break;
		if (ECDSA(candidate_)(sk, buf, sizeof(buf), 1)) {
			oat_wipe(buf, sizeof(buf));
			return ECDSA(sk_to_pk)(pk, sk);
		}
	}
	oat_wipe(buf, sizeof(buf));
	FR(zero)(sk);
	return OAT_ERR_RAND;
}

oat_err ECDH(keygen)(FR(t) sk, EP(t) pk, oat_rand_fn rng, void *ctx) {
	return ECDSA(keygen)(sk, pk, rng, ctx);
}

/* The same candidates drawn from HMAC_DRBG (the curve's hash) seeded with
 * seed || "oat-ecdsa-keygen-<curve>". */
oat_err ECDSA(keygen_seed)(FR(t) sk, EP(t) pk, const unsigned char *seed, size_t seedlen) {
	static const char label[] = "oat-ecdsa-keygen-" CURVE_TOKEN;
	unsigned char buf[FR_BYTES];
	oat_drbg_ d;
	if (sk) FR(zero)(sk);
	if (pk) EP(set_infty)(pk);
	if (sk == NULL || pk == NULL || seed == NULL) return OAT_ERR_ARGUMENT;
	if (seedlen < 32) return OAT_ERR_LENGTH;
	const unsigned char *part[2] = { seed, (const unsigned char *)label };
	size_t plen[2] = { seedlen, sizeof(label) - 1 };
	oat_drbg_init_(&d, CURVE_MD, part, plen, 2);
	for (int i = 0; i < ECDSA_TRIES; i++) {
		oat_drbg_generate_(&d, buf, sizeof(buf));
		if (ECDSA(candidate_)(sk, buf, sizeof(buf), 1)) {
			oat_drbg_wipe_(&d);
			oat_wipe(buf, sizeof(buf));
			return ECDSA(sk_to_pk)(pk, sk);
		}
		oat_drbg_reject_(&d);
	}
	oat_drbg_wipe_(&d);
	oat_wipe(buf, sizeof(buf));
	FR(zero)(sk);
	return OAT_ERR_RAND;
}

oat_err ECDSA(sk_read_bin)(FR(t) sk, const unsigned char *buf, size_t len) {
	if (sk == NULL) return OAT_ERR_ARGUMENT;
	oat_err e = FR(read_bin)(sk, buf, len);
	if (e != OAT_OK) return e;
	if (ECDSA(is_zero_pub_)(sk)) return OAT_ERR_ZERO;
	return OAT_OK;
}

/* The signature with the nonce of RFC 6979 3.2 (HMAC_DRBG of md over
 * int2octets(d) || bits2octets(h1) || extra), FIPS 186-5 6.4.1 steps 4-13:
 *   R = k G, r = x(R) mod n, s = k^-1 (e + r d) mod n,
 * a new k from the DRBG when r or s is 0. */
oat_err ECDSA(sign_digest)(ECDSA(sig_t) sig, const FR(t) sk, oat_md_alg md, const unsigned char *digest,
		size_t dlen, const unsigned char *extra, size_t extralen) {
	unsigned char xb[FR_BYTES], hb[FR_BYTES], t[FR_BYTES + OAT_MD_MAX_LEN];
	FR(t) e, k, kinv, r, s;
	EP(t) R;
	oat_drbg_ d;
	oat_err ret = OAT_ERR_RAND;
	if (sig == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(sig->r);
	FR(zero)(sig->s);
	if (sk == NULL || (digest == NULL && dlen) || (extra == NULL && extralen)) return OAT_ERR_ARGUMENT;
	if (oat_md_len(md) == 0) return OAT_ERR_ARGUMENT;
	if (ECDSA(is_zero_pub_)(sk)) return OAT_ERR_ZERO;
	ECDSA(digest_)(e, digest, dlen);
	FR(put_bytes_)(xb, sk);                   /* int2octets(x) */
	FR(put_bytes_)(hb, e);                    /* bits2octets(h1) = int2octets(bits2int(h1) mod q) */
	const unsigned char *part[3] = { xb, hb, extra };
	size_t plen[3] = { FR_BYTES, FR_BYTES, extralen };
	oat_drbg_init_(&d, md, part, plen, 3);
	for (int i = 0; i < ECDSA_TRIES; i++) {
		/* step h: T of at least qlen bits, k = bits2int(T) in [1, q - 1] */
		size_t tlen = ((FR_BITS + 8 * d.hlen - 1) / (8 * d.hlen)) * d.hlen;
		oat_drbg_generate_(&d, t, tlen);
		if (!ECDSA(candidate_)(k, t, tlen, 0)) {
			oat_drbg_reject_(&d);
			continue;
		}
		EP(mul_gen)(R, k);
		EP(norm)(R, R);
		FP(put_bytes_)(xb, R->x);             /* x(R), canonical */
		FR(set_bytes_)(r, xb, FP_BYTES);      /* x < p < 2n: r = x mod n */
		FR(inv)(kinv, k);
		FR(mul)(s, r, sk);
		FR(add)(s, s, e);
		FR(mul)(s, s, kinv);
		if (ECDSA(is_zero_pub_)(r) || ECDSA(is_zero_pub_)(s)) {
			oat_drbg_reject_(&d);
			continue;
		}
		FR(copy)(sig->r, r);
		FR(copy)(sig->s, s);
		ret = OAT_OK;
		break;
	}
	oat_drbg_wipe_(&d);
	oat_wipe(xb, sizeof(xb));
	oat_wipe(hb, sizeof(hb));
	oat_wipe(t, sizeof(t));
	oat_wipe(k, sizeof(k));
	oat_wipe(kinv, sizeof(kinv));
	oat_wipe(R, sizeof(R));
	return ret;
}

oat_err ECDSA(sign)(ECDSA(sig_t) sig, const FR(t) sk, const unsigned char *msg, size_t len) {
	unsigned char h[OAT_MD_MAX_LEN];
	if (sig == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(sig->r);
	FR(zero)(sig->s);
	if (msg == NULL && len) return OAT_ERR_ARGUMENT;
	oat_err e = oat_md_hash(CURVE_MD, h, msg, len);
	if (e != OAT_OK) return e;
	return ECDSA(sign_digest)(sig, sk, CURVE_MD, h, oat_md_len(CURVE_MD), NULL, 0);
}

oat_err ECDSA(sign_hedged)(ECDSA(sig_t) sig, const FR(t) sk, const unsigned char *msg, size_t len,
		oat_rand_fn rng, void *ctx) {
	unsigned char h[OAT_MD_MAX_LEN], extra[FR_BYTES];
	if (sig == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(sig->r);
	FR(zero)(sig->s);
	if (msg == NULL && len) return OAT_ERR_ARGUMENT;
	if (rng == NULL) rng = oat_rand_os;
	if (rng(ctx, extra, sizeof(extra)) != 0) {
		oat_wipe(extra, sizeof(extra));
		return OAT_ERR_RAND;
	}
	oat_err e = oat_md_hash(CURVE_MD, h, msg, len);
	if (e == OAT_OK)
		e = ECDSA(sign_digest)(sig, sk, CURVE_MD, h, oat_md_len(CURVE_MD), extra, sizeof(extra));
	oat_wipe(extra, sizeof(extra));
	return e;
}

/* r = the Fp element of canonical digits d < p. */
static void ECDSA(fp_of_)(FP(t) r, const oat_dig_t d[FP_DIGS]) {
	unsigned char b[FP_BYTES];
	oat_digs_to_bytes(b, FP_BYTES, d, FP_DIGS);
	FP(set_bytes_)(r, b, FP_BYTES);
}

/* x(R) mod n = r for R = (X : Y : Z), without normalising R: X = r' Z for
 * r' = r or r + n, the latter only when r + n < p (FIPS 186-5 6.4.2 step 8
 * reduces x < p mod n, so x is r or r + n). */
static int ECDSA(x_mod_n_is_)(const EP(t) R, const FR(t) r) {
	oat_dig_t d[FP_DIGS], pd[FP_DIGS];
	FP(t) rf, t;
	for (int i = 0; i < FP_DIGS; i++) d[i] = 0;
	FR(get_digs)(d, r);
	ECDSA(fp_of_)(rf, d);
	FP(mul)(t, rf, R->z);
	if (FP(equal)(t, R->x)) return 1;
	oat_dig_t c = oat_addn_n(d, d, ECDSA(n_), FR_DIGS);   /* r + n */
	for (int i = 0; i < FP_DIGS; i++) pd[i] = ECDSA(p_)[i];
	if (c || !oat_lt_n(d, pd, FP_DIGS)) return 0;
	ECDSA(fp_of_)(rf, d);
	FP(mul)(t, rf, R->z);
	return FP(equal)(t, R->x);
}

/* FIPS 186-5 6.4.2: w = s^-1, u1 = e w, u2 = r w, R = u1 G + u2 Q,
 * accept iff R != O and x(R) mod n = r.  Everything is public. */
oat_err ECDSA(verify_digest)(const EP(t) pk, const unsigned char *digest, size_t dlen,
		const ECDSA(sig_t) sig) {
	FR(t) e, w, u1, u2;
	EP(t) R;
	if (pk == NULL || sig == NULL || (digest == NULL && dlen)) return OAT_ERR_ARGUMENT;
	if (EP(is_infty)(pk)) return OAT_ERR_INFINITY;
	if (!EP(is_valid)(pk)) return OAT_ERR_NOT_ON_CURVE;
	if (FR(is_zero)(sig->r) || FR(is_zero)(sig->s)) return OAT_ERR_ZERO;
	ECDSA(digest_)(e, digest, dlen);
	FR(inv_vartime)(w, sig->s);
	FR(mul)(u1, e, w);
	FR(mul)(u2, sig->r, w);
	EP(mul_sim_gen_vartime)(R, u1, pk, u2);
	if (EP(is_infty)(R)) return OAT_ERR_VERIFY;
	return ECDSA(x_mod_n_is_)(R, sig->r) ? OAT_OK : OAT_ERR_VERIFY;
}

oat_err ECDSA(verify)(const EP(t) pk, const unsigned char *msg, size_t len, const ECDSA(sig_t) sig) {
	unsigned char h[OAT_MD_MAX_LEN];
	if (msg == NULL && len) return OAT_ERR_ARGUMENT;
	oat_err e = oat_md_hash(CURVE_MD, h, msg, len);
	if (e != OAT_OK) return e;
	return ECDSA(verify_digest)(pk, h, oat_md_len(CURVE_MD), sig);
}

/* ---- encodings ---------------------------------------------------------- */

/* One scalar of a signature from FR_BYTES big-endian bytes: [1, n - 1]. */
static oat_err ECDSA(read_scalar_)(FR(t) r, const unsigned char *buf) {
	oat_err e = FR(read_bin)(r, buf, FR_BYTES);
	if (e != OAT_OK) return e;
	return FR(is_zero)(r) ? OAT_ERR_ZERO : OAT_OK;
}

oat_err ECDSA(sig_read_bin)(ECDSA(sig_t) sig, const unsigned char *buf, size_t len) {
	oat_err e;
	if (sig == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(sig->r);
	FR(zero)(sig->s);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != ECDSA_BYTES) return OAT_ERR_LENGTH;
	if ((e = ECDSA(read_scalar_)(sig->r, buf)) != OAT_OK ||
	    (e = ECDSA(read_scalar_)(sig->s, buf + FR_BYTES)) != OAT_OK) {
		FR(zero)(sig->r);
		FR(zero)(sig->s);
		return e;
	}
	return OAT_OK;
}

oat_err ECDSA(sig_write_bin)(unsigned char *buf, size_t len, const ECDSA(sig_t) sig) {
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != ECDSA_BYTES || sig == NULL) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return sig == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	FR(put_bytes_)(buf, sig->r);
	FR(put_bytes_)(buf + FR_BYTES, sig->s);
	return OAT_OK;
}

/* DER (X.690 8.3, 10.1): the content octets of a non-negative INTEGER are
 * its minimal two's complement, so v with its top bit set takes a leading
 * 00; every length here is below 128 but a SEQUENCE's on P-521 (short form,
 * or 81 xx). */
static size_t ECDSA(der_int_)(unsigned char *out, const FR(t) a) {
	unsigned char b[FR_BYTES];
	size_t i = 0, n;
	FR(put_bytes_)(b, a);
	while (i + 1 < FR_BYTES && b[i] == 0) i++;
	n = FR_BYTES - i;
	size_t pad = (b[i] & 0x80) ? 1 : 0;
	out[0] = 0x02;
	out[1] = (unsigned char)(n + pad);
	if (pad) out[2] = 0;
	memcpy(out + 2 + pad, b + i, n);
	return 2 + pad + n;
}

oat_err ECDSA(sig_write_der)(unsigned char *buf, size_t cap, size_t *outlen, const ECDSA(sig_t) sig) {
	unsigned char r[FR_BYTES + 3], s[FR_BYTES + 3];
	if (outlen) *outlen = 0;
	if (buf == NULL || outlen == NULL || sig == NULL) {
		if (buf) memset(buf, 0, cap);
		return OAT_ERR_ARGUMENT;
	}
	size_t lr = ECDSA(der_int_)(r, sig->r), ls = ECDSA(der_int_)(s, sig->s);
	size_t body = lr + ls, head = body < 128 ? 2 : 3, total = head + body;
	if (cap < total) {
		memset(buf, 0, cap);
		return OAT_ERR_LENGTH;
	}
	buf[0] = 0x30;
	if (head == 2) {
		buf[1] = (unsigned char)body;
	} else {
		buf[1] = 0x81;
		buf[2] = (unsigned char)body;
	}
	memcpy(buf + head, r, lr);
	memcpy(buf + head + lr, s, ls);
	*outlen = total;
	return OAT_OK;
}

/* One DER length at buf[*pos] (definite, minimal: short form below 128, 81 xx
 * for 128..255; nothing here is longer); -1 if malformed. */
static long ECDSA(der_len_)(const unsigned char *buf, size_t len, size_t *pos) {
	if (*pos >= len) return -1;
	unsigned b = buf[(*pos)++];
	if (b < 0x80) return (long)b;
	if (b != 0x81 || *pos >= len) return -1;
	b = buf[(*pos)++];
	return b < 0x80 ? -1 : (long)b;
}

/* One INTEGER at buf[*pos]: its magnitude, right-aligned in FR_BYTES bytes;
 * OAT_ERR_DER if malformed (tag, length, empty, negative, non-minimal),
 * OAT_ERR_NOT_CANONICAL if it has more than FR_BYTES significant bytes. */
static oat_err ECDSA(der_get_int_)(unsigned char out[FR_BYTES], const unsigned char *buf, size_t len,
		size_t *pos) {
	if (*pos >= len || buf[(*pos)++] != 0x02) return OAT_ERR_DER;
	long l = ECDSA(der_len_)(buf, len, pos);
	if (l <= 0 || (size_t)l > len - *pos) return OAT_ERR_DER;
	const unsigned char *v = buf + *pos;
	*pos += (size_t)l;
	if (v[0] & 0x80) return OAT_ERR_DER;                      /* negative */
	if (l > 1 && v[0] == 0 && !(v[1] & 0x80)) return OAT_ERR_DER; /* non-minimal */
	if (v[0] == 0 && l > 1) {
		v++;
		l--;
	}
	memset(out, 0, FR_BYTES);
	if ((size_t)l > FR_BYTES) return OAT_ERR_NOT_CANONICAL;
	memcpy(out + FR_BYTES - (size_t)l, v, (size_t)l);
	return OAT_OK;
}

oat_err ECDSA(sig_read_der)(ECDSA(sig_t) sig, const unsigned char *buf, size_t len) {
	unsigned char r[FR_BYTES], s[FR_BYTES];
	size_t pos = 0;
	oat_err er, es, e;
	if (sig == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(sig->r);
	FR(zero)(sig->s);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len < 2 || buf[pos++] != 0x30) return OAT_ERR_DER;
	long l = ECDSA(der_len_)(buf, len, &pos);
	if (l < 0 || (size_t)l != len - pos) return OAT_ERR_DER;
	/* the structure first, then the values */
	er = ECDSA(der_get_int_)(r, buf, len, &pos);
	if (er == OAT_ERR_DER) return er;
	es = ECDSA(der_get_int_)(s, buf, len, &pos);
	if (es == OAT_ERR_DER) return es;
	if (pos != len) return OAT_ERR_DER;
	if (er != OAT_OK) return er;
	if (es != OAT_OK) return es;
	if ((e = ECDSA(read_scalar_)(sig->r, r)) != OAT_OK || (e = ECDSA(read_scalar_)(sig->s, s)) != OAT_OK) {
		FR(zero)(sig->r);
		FR(zero)(sig->s);
		return e;
	}
	return OAT_OK;
}

/* s > (n - 1)/2, on public values. */
static int ECDSA(high_s_)(const FR(t) s) {
	oat_dig_t d[FR_DIGS], h[FR_DIGS];
	FR(get_digs)(d, s);
	for (int i = 0; i < FR_DIGS; i++) h[i] = ECDSA(n_)[i];
	for (int i = 0; i < FR_DIGS - 1; i++) h[i] = (h[i] >> 1) | (h[i + 1] << (OAT_WSIZE - 1));
	h[FR_DIGS - 1] >>= 1;                      /* (n - 1)/2, n odd */
	return (int)oat_lt_n(h, d, FR_DIGS);
}

int ECDSA(sig_normalize)(ECDSA(sig_t) sig) {
	int hi = ECDSA(high_s_)(sig->s);
	FR(t) t;
	FR(neg)(t, sig->s);
	FR(cmov)(sig->s, t, hi);
	return hi;
}

int ECDSA(sig_is_low_s)(const ECDSA(sig_t) sig) { return !ECDSA(high_s_)(sig->s); }

#undef ECDSA_TRIES
