/* SHA-256 (FIPS 180-4) and expand_message_xmd (RFC 9380, section 5.3.1).
 * Straight-line and free of data-dependent branches and table indices: the
 * round constants are indexed by the round number only. */
#include <string.h>
#include "oat/md.h"
#include "fp/util.h"

/* FIPS 180-4, 4.2.2: the first 32 bits of the fractional parts of the cube
 * roots of the first 64 primes. */
static const uint32_t K[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t ror(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static void compress(uint32_t h[8], const unsigned char blk[64]) {
	uint32_t w[64], a, b, c, d, e, f, g, k;
	for (int i = 0; i < 16; i++)
		w[i] = (uint32_t)blk[4 * i] << 24 | (uint32_t)blk[4 * i + 1] << 16 |
			(uint32_t)blk[4 * i + 2] << 8 | blk[4 * i + 3];
	for (int i = 16; i < 64; i++) {
		uint32_t s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3);
		uint32_t s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10);
		w[i] = w[i - 16] + s0 + w[i - 7] + s1;
	}
	a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; k = h[7];
	for (int i = 0; i < 64; i++) {
		uint32_t t1 = k + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
		uint32_t t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
		k = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
	}
	h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += k;
	oat_wipe(w, sizeof(w));
}

void oat_sha256_init(oat_sha256_ctx *c) {
	/* FIPS 180-4, 5.3.3: fractional parts of the square roots of the first 8 primes. */
	static const uint32_t iv[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
	memcpy(c->h, iv, sizeof(iv));
	c->len = 0;
	c->fill = 0;
}

void oat_sha256_update(oat_sha256_ctx *c, const void *data, size_t len) {
	const unsigned char *p = (const unsigned char *)data;
	c->len += len;
	while (len) {
		size_t take = 64 - c->fill;
		if (take > len) take = len;
		memcpy(c->buf + c->fill, p, take);
		c->fill += take;
		p += take;
		len -= take;
		if (c->fill == 64) {
			compress(c->h, c->buf);
			c->fill = 0;
		}
	}
}

void oat_sha256_final(unsigned char out[OAT_MD_LEN], oat_sha256_ctx *c) {
	uint64_t bits = c->len * 8;
	unsigned char pad[72] = { 0x80 };
	size_t n = (c->fill < 56) ? 56 - c->fill : 120 - c->fill;
	for (int i = 0; i < 8; i++) pad[n + i] = (unsigned char)(bits >> (56 - 8 * i));
	oat_sha256_update(c, pad, n + 8);
	for (int i = 0; i < 8; i++) {
		out[4 * i] = (unsigned char)(c->h[i] >> 24);
		out[4 * i + 1] = (unsigned char)(c->h[i] >> 16);
		out[4 * i + 2] = (unsigned char)(c->h[i] >> 8);
		out[4 * i + 3] = (unsigned char)c->h[i];
	}
	oat_wipe(c, sizeof(*c));
}

void oat_md_map_sh256(unsigned char out[OAT_MD_LEN], const void *in, size_t len) {
	oat_sha256_ctx c;
	oat_sha256_init(&c);
	oat_sha256_update(&c, in, len);
	oat_sha256_final(out, &c);
}

/* RFC 9380, 5.3.1, with H = SHA-256 (b_in_bytes = 32, s_in_bytes = 64):
 *   msg_prime = Z_pad || msg || I2OSP(len, 2) || I2OSP(0, 1) || DST_prime
 *   b0 = H(msg_prime), b1 = H(b0 || I2OSP(1, 1) || DST_prime),
 *   bi = H(strxor(b0, b(i-1)) || I2OSP(i, 1) || DST_prime). */
oat_err oat_md_xmd(unsigned char *out, size_t outlen, const unsigned char *msg, size_t msglen,
		const unsigned char *dst, size_t dstlen) {
	unsigned char b0[32], bi[32], dprime[256], zpad[64] = {0}, t[3];
	size_t ell = (outlen + 31) / 32;
	oat_sha256_ctx c;
	if (out == NULL || (msg == NULL && msglen) || dst == NULL) return OAT_ERR_ARGUMENT;
	if (outlen == 0 || ell > 255 || outlen > 65535) {
		memset(out, 0, outlen);
		return OAT_ERR_LENGTH;
	}
	if (dstlen == 0) {
		memset(out, 0, outlen);
		return OAT_ERR_LENGTH;
	}
	if (dstlen > 255) { /* 5.3.3: DST = H("H2C-OVERSIZE-DST-" || a_very_long_DST) */
		static const char tag[] = "H2C-OVERSIZE-DST-";
		oat_sha256_init(&c);
		oat_sha256_update(&c, tag, sizeof(tag) - 1);
		oat_sha256_update(&c, dst, dstlen);
		oat_sha256_final(dprime, &c);
		dstlen = 32;
	} else {
		memcpy(dprime, dst, dstlen);
	}
	dprime[dstlen] = (unsigned char)dstlen;
	oat_sha256_init(&c);
	oat_sha256_update(&c, zpad, sizeof(zpad));
	if (msglen) oat_sha256_update(&c, msg, msglen);
	t[0] = (unsigned char)(outlen >> 8);
	t[1] = (unsigned char)outlen;
	t[2] = 0;
	oat_sha256_update(&c, t, 3);
	oat_sha256_update(&c, dprime, dstlen + 1);
	oat_sha256_final(b0, &c);
	memset(bi, 0, sizeof(bi));
	for (size_t i = 1; i <= ell; i++) {
		unsigned char x[32], idx = (unsigned char)i;
		for (int j = 0; j < 32; j++) x[j] = b0[j] ^ bi[j]; /* b1 uses b0 ^ 0 = b0 */
		oat_sha256_init(&c);
		oat_sha256_update(&c, x, 32);
		oat_sha256_update(&c, &idx, 1);
		oat_sha256_update(&c, dprime, dstlen + 1);
		oat_sha256_final(bi, &c);
		size_t off = (i - 1) * 32, n = outlen - off < 32 ? outlen - off : 32;
		memcpy(out + off, bi, n);
	}
	oat_wipe(b0, sizeof(b0));
	oat_wipe(bi, sizeof(bi));
	return OAT_OK;
}

/* HMAC (RFC 2104): H((K ^ opad) || H((K ^ ipad) || m)), K padded to 64 bytes
 * (hashed first if longer). */
static void hmac_init(oat_sha256_ctx *inner, unsigned char okey[64], const unsigned char *key,
		size_t keylen) {
	unsigned char k[64] = {0}, ikey[64];
	if (keylen > 64) oat_md_map_sh256(k, key, keylen);
	else if (keylen) memcpy(k, key, keylen);
	for (int i = 0; i < 64; i++) {
		ikey[i] = k[i] ^ 0x36;
		okey[i] = k[i] ^ 0x5c;
	}
	oat_sha256_init(inner);
	oat_sha256_update(inner, ikey, 64);
	oat_wipe(k, sizeof(k));
	oat_wipe(ikey, sizeof(ikey));
}

static void hmac_final(unsigned char out[OAT_MD_LEN], oat_sha256_ctx *inner, unsigned char okey[64]) {
	unsigned char ih[32];
	oat_sha256_ctx outer;
	oat_sha256_final(ih, inner);
	oat_sha256_init(&outer);
	oat_sha256_update(&outer, okey, 64);
	oat_sha256_update(&outer, ih, 32);
	oat_sha256_final(out, &outer);
	oat_wipe(okey, 64);
	oat_wipe(ih, sizeof(ih));
}

void oat_md_hmac(unsigned char out[OAT_MD_LEN], const unsigned char *key, size_t keylen,
		const unsigned char *msg, size_t msglen) {
	oat_sha256_ctx c;
	unsigned char okey[64];
	hmac_init(&c, okey, key, keylen);
	if (msglen) oat_sha256_update(&c, msg, msglen);
	hmac_final(out, &c, okey);
}

void oat_md_hkdf_extract(unsigned char prk[OAT_MD_LEN], const unsigned char *salt, size_t saltlen,
		const unsigned char *ikm, size_t ikmlen) {
	static const unsigned char zeros[32] = {0};
	if (saltlen == 0) { /* RFC 5869: a string of HashLen zeros */
		salt = zeros;
		saltlen = sizeof(zeros);
	}
	oat_md_hmac(prk, salt, saltlen, ikm, ikmlen);
}

oat_err oat_md_hkdf_expand(unsigned char *okm, size_t len, const unsigned char prk[OAT_MD_LEN],
		const unsigned char *info, size_t infolen) {
	unsigned char t[32];
	size_t done = 0;
	if (okm == NULL || prk == NULL || (info == NULL && infolen)) return OAT_ERR_ARGUMENT;
	if (len > 255 * 32) return OAT_ERR_LENGTH;
	for (unsigned i = 1; done < len; i++) {
		oat_sha256_ctx c;
		unsigned char okey[64], ctr = (unsigned char)i;
		hmac_init(&c, okey, prk, OAT_MD_LEN);
		if (i > 1) oat_sha256_update(&c, t, 32);
		if (infolen) oat_sha256_update(&c, info, infolen);
		oat_sha256_update(&c, &ctr, 1);
		hmac_final(t, &c, okey);
		size_t n = len - done < 32 ? len - done : 32;
		memcpy(okm + done, t, n);
		done += n;
	}
	oat_wipe(t, sizeof(t));
	return OAT_OK;
}
