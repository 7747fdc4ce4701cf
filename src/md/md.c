/* The SHA-2 hashes chosen at run time (oat_md_alg), HMAC over each (RFC
 * 2104, FIPS 198-1), and HKDF-SHA-256 (RFC 5869) on it.  Every branch here is
 * on the algorithm or a length, never on the data or the key. */
#include <string.h>
#include "oat/md.h"
#include "fp/util.h"

size_t oat_md_len(oat_md_alg alg) {
	switch (alg) {
	case OAT_MD_SHA224: return 28;
	case OAT_MD_SHA256: return 32;
	case OAT_MD_SHA384: return 48;
	case OAT_MD_SHA512: return 64;
	}
	return 0;
}

size_t oat_md_block_len(oat_md_alg alg) {
	switch (alg) {
	case OAT_MD_SHA224: case OAT_MD_SHA256: return 64;
	case OAT_MD_SHA384: case OAT_MD_SHA512: return 128;
	}
	return 0;
}

/* oat_md_init for an alg known to be valid. */
static void md_start(oat_md_ctx *c, oat_md_alg alg) {
	switch (alg) {
	case OAT_MD_SHA224: oat_sha224_init(&c->u.s256); break;
	case OAT_MD_SHA256: oat_sha256_init(&c->u.s256); break;
	case OAT_MD_SHA384: oat_sha384_init(&c->u.s512); break;
	case OAT_MD_SHA512: oat_sha512_init(&c->u.s512); break;
	}
	c->alg = alg;
}

oat_err oat_md_init(oat_md_ctx *c, oat_md_alg alg) {
	if (c == NULL) return OAT_ERR_ARGUMENT;
	if (oat_md_len(alg) == 0) {
		oat_wipe(c, sizeof(*c)); /* alg 0: update and final do nothing */
		return OAT_ERR_ARGUMENT;
	}
	md_start(c, alg);
	return OAT_OK;
}

void oat_md_update(oat_md_ctx *c, const void *data, size_t len) {
	switch (c->alg) {
	case OAT_MD_SHA224: case OAT_MD_SHA256: oat_sha256_update(&c->u.s256, data, len); break;
	case OAT_MD_SHA384: case OAT_MD_SHA512: oat_sha512_update(&c->u.s512, data, len); break;
	}
}

void oat_md_final(unsigned char *out, oat_md_ctx *c) {
	switch (c->alg) {
	case OAT_MD_SHA224: oat_sha224_final(out, &c->u.s256); break;
	case OAT_MD_SHA256: oat_sha256_final(out, &c->u.s256); break;
	case OAT_MD_SHA384: oat_sha384_final(out, &c->u.s512); break;
	case OAT_MD_SHA512: oat_sha512_final(out, &c->u.s512); break;
	}
	oat_wipe(c, sizeof(*c));
}

oat_err oat_md_hash(oat_md_alg alg, unsigned char *out, const void *in, size_t len) {
	oat_md_ctx c;
	size_t n = oat_md_len(alg);
	if (n == 0 || out == NULL) return OAT_ERR_ARGUMENT;
	if (in == NULL && len) {
		memset(out, 0, n);
		return OAT_ERR_ARGUMENT;
	}
	md_start(&c, alg);
	oat_md_update(&c, in, len);
	oat_md_final(out, &c);
	return OAT_OK;
}

/* FIPS 198-1, section 4, steps 1-3 and 5: K0 is the key padded with zeros to
 * the block length B, or H(key) padded likewise when the key is longer than
 * B; c->in starts H with K0 ^ ipad, c->out with K0 ^ opad (ipad = 0x36..36,
 * opad = 0x5c..5c).  Each is one whole block, compressed at once: the
 * context keeps two chaining values, not the key. */
static void hmac_key(oat_hmac_ctx *c, oat_md_alg alg, const unsigned char *key, size_t keylen) {
	unsigned char k0[128], pad[128];
	size_t b = oat_md_block_len(alg);
	memset(k0, 0, sizeof(k0));
	if (keylen > b) {
		md_start(&c->in, alg);
		oat_md_update(&c->in, key, keylen);
		oat_md_final(k0, &c->in);
	} else if (keylen) {
		memcpy(k0, key, keylen);
	}
	for (size_t i = 0; i < b; i++) pad[i] = k0[i] ^ 0x36;
	md_start(&c->in, alg);
	oat_md_update(&c->in, pad, b);
	for (size_t i = 0; i < b; i++) pad[i] = k0[i] ^ 0x5c;
	md_start(&c->out, alg);
	oat_md_update(&c->out, pad, b);
	oat_wipe(k0, sizeof(k0));
	oat_wipe(pad, sizeof(pad));
}

oat_err oat_hmac_init(oat_hmac_ctx *c, oat_md_alg alg, const unsigned char *key, size_t keylen) {
	if (c == NULL) return OAT_ERR_ARGUMENT;
	if (oat_md_len(alg) == 0 || (key == NULL && keylen)) {
		oat_wipe(c, sizeof(*c)); /* alg 0: update and final do nothing */
		return OAT_ERR_ARGUMENT;
	}
	hmac_key(c, alg, key, keylen);
	return OAT_OK;
}

/* Step 6: the message goes to the inner hash. */
void oat_hmac_update(oat_hmac_ctx *c, const void *data, size_t len) {
	oat_md_update(&c->in, data, len);
}

/* Steps 6-9: out = H((K0 ^ opad) || H((K0 ^ ipad) || text)). */
void oat_hmac_final(unsigned char *out, oat_hmac_ctx *c) {
	unsigned char ih[OAT_MD_MAX_LEN];
	size_t n = oat_md_len(c->in.alg);
	oat_md_final(ih, &c->in);
	oat_md_update(&c->out, ih, n);
	oat_md_final(out, &c->out);
	oat_wipe(ih, sizeof(ih));
}

/* oat_hmac with arguments known to be valid. */
static void hmac_run(oat_md_alg alg, unsigned char *out, const unsigned char *key, size_t keylen,
		const unsigned char *msg, size_t msglen) {
	oat_hmac_ctx c;
	hmac_key(&c, alg, key, keylen);
	oat_md_update(&c.in, msg, msglen);
	oat_hmac_final(out, &c);
}

oat_err oat_hmac(oat_md_alg alg, unsigned char *out, const unsigned char *key, size_t keylen,
		const unsigned char *msg, size_t msglen) {
	size_t n = oat_md_len(alg);
	if (n == 0 || out == NULL) return OAT_ERR_ARGUMENT;
	if ((key == NULL && keylen) || (msg == NULL && msglen)) {
		memset(out, 0, n);
		return OAT_ERR_ARGUMENT;
	}
	hmac_run(alg, out, key, keylen, msg, msglen);
	return OAT_OK;
}

void oat_md_hmac(unsigned char out[OAT_MD_LEN], const unsigned char *key, size_t keylen,
		const unsigned char *msg, size_t msglen) {
	hmac_run(OAT_MD_SHA256, out, key, keylen, msg, msglen);
}

/* RFC 5869, 2.2: PRK = HMAC-Hash(salt, IKM), salt defaulting to HashLen zeros. */
void oat_md_hkdf_extract(unsigned char prk[OAT_MD_LEN], const unsigned char *salt, size_t saltlen,
		const unsigned char *ikm, size_t ikmlen) {
	static const unsigned char zeros[OAT_MD_LEN] = {0};
	if (saltlen == 0) {
		salt = zeros;
		saltlen = sizeof(zeros);
	}
	hmac_run(OAT_MD_SHA256, prk, salt, saltlen, ikm, ikmlen);
}

/* RFC 5869, 2.3: T(i) = HMAC-Hash(PRK, T(i-1) || info || i), T(0) empty,
 * OKM the first L bytes of T(1) || T(2) || ...; PRK keys one context, copied
 * for each T(i). */
oat_err oat_md_hkdf_expand(unsigned char *okm, size_t len, const unsigned char prk[OAT_MD_LEN],
		const unsigned char *info, size_t infolen) {
	unsigned char t[OAT_MD_LEN];
	oat_hmac_ctx key, c;
	size_t done = 0;
	if (okm == NULL) return OAT_ERR_ARGUMENT;
	if (prk == NULL || (info == NULL && infolen)) {
		memset(okm, 0, len);                     /* the neutral output */
		return OAT_ERR_ARGUMENT;
	}
	if (len > 255 * OAT_MD_LEN) {
		memset(okm, 0, len);
		return OAT_ERR_LENGTH;
	}
	hmac_key(&key, OAT_MD_SHA256, prk, OAT_MD_LEN);
	for (unsigned i = 1; done < len; i++) {
		unsigned char ctr = (unsigned char)i;
		c = key;
		if (i > 1) oat_hmac_update(&c, t, sizeof(t));
		oat_hmac_update(&c, info, infolen);
		oat_hmac_update(&c, &ctr, 1);
		oat_hmac_final(t, &c);
		size_t n = len - done < sizeof(t) ? len - done : sizeof(t);
		memcpy(okm + done, t, n);
		done += n;
	}
	oat_wipe(&key, sizeof(key));
	oat_wipe(t, sizeof(t));
	return OAT_OK;
}
