/* BLAKE2b and BLAKE2s (RFC 7693; the parameter block of the BLAKE2 paper,
 * Aumasson, Neves, Wilcox-O'Hearn and Winnerlein, 2013, section 2.8): keyed
 * or not, with a salt and a personalisation string, sequential mode only
 * (fanout 1, depth 1).  One template (b2_tmpl below) instantiated for the
 * two word sizes.  Straight-line and free of data-dependent branches and
 * table indices: SIGMA is indexed by the round and the position only, the
 * branches in update and final depend on the lengths alone. */
#include <string.h>
#include "oat/md.h"
#include "fp/util.h"

/* RFC 7693, 2.7: the message word permutations; round i uses row i mod 10. */
static const unsigned char SIGMA[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

/* RFC 7693, 2.6: the initial values, SHA-512's and SHA-256's (FIPS 180-4,
 * 5.3.5 and 5.3.3). */
static const uint64_t IV_B[8] = {
	0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
	0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};
static const uint32_t IV_S[8] = {
	0x6a09e667UL, 0xbb67ae85UL, 0x3c6ef372UL, 0xa54ff53aUL,
	0x510e527fUL, 0x9b05688cUL, 0x1f83d9abUL, 0x5be0cd19UL,
};

static uint64_t load64(const unsigned char *p) {
	uint64_t x = 0;
	for (int i = 7; i >= 0; i--) x = x << 8 | p[i];
	return x;
}
static uint32_t load32(const unsigned char *p) {
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* The template: W the word type, BB the block bytes, ROUNDS, R1..R4 the
 * rotations of G (RFC 7693, 2.1), LOAD a word from bytes, N the name
 * (b or s), IV the initial values, SALT the bytes of salt and of
 * personalisation (2.8 of the paper: two words each). */
#define B2_TMPL(N, W, BB, ROUNDS, R1, R2, R3, R4, LOAD, IV, SALT, MAXOUT)                  \
static W N##_rotr(W x, unsigned n) { return (W)(x >> n | x << (8 * sizeof(W) - n)); }      \
                                                                                           \
/* RFC 7693, 3.1: the mixing function G on v[a], v[b], v[c], v[d]. */                     \
static void N##_g(W v[16], int a, int b, int c, int d, W x, W y) {                        \
	v[a] = v[a] + v[b] + x;                                                            \
	v[d] = N##_rotr(v[d] ^ v[a], R1);                                                  \
	v[c] = v[c] + v[d];                                                                \
	v[b] = N##_rotr(v[b] ^ v[c], R2);                                                  \
	v[a] = v[a] + v[b] + y;                                                            \
	v[d] = N##_rotr(v[d] ^ v[a], R3);                                                  \
	v[c] = v[c] + v[d];                                                                \
	v[b] = N##_rotr(v[b] ^ v[c], R4);                                                  \
}                                                                                          \
                                                                                           \
/* RFC 7693, 3.2: the compression function F of block p, the counter c->t    \
 * (bytes so far, this block included) and the final-block flag. */                     \
static void N##_compress(oat_blake2##N##_ctx *c, const unsigned char *p, int last) {      \
	W v[16], m[16];                                                                    \
	for (int i = 0; i < 16; i++) m[i] = LOAD(p + sizeof(W) * (size_t)i);               \
	for (int i = 0; i < 8; i++) {                                                      \
		v[i] = c->h[i];                                                            \
		v[i + 8] = IV[i];                                                          \
	}                                                                                  \
	v[12] ^= (W)c->t;                                                                  \
	v[13] ^= (W)(sizeof(W) == 8 ? 0 : (c->t >> 16) >> 16); /* b: messages < 2^64 */ \
	v[14] ^= (W)0 - (W)last;                                                           \
	for (int r = 0; r < ROUNDS; r++) {                                                 \
		const unsigned char *s = SIGMA[r % 10];                                    \
		N##_g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);                                   \
		N##_g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);                                   \
		N##_g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);                                  \
		N##_g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);                                  \
		N##_g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);                                  \
		N##_g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);                                \
		N##_g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);                                 \
		N##_g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);                                 \
	}                                                                                  \
	for (int i = 0; i < 8; i++) c->h[i] ^= v[i] ^ v[i + 8];                            \
	oat_wipe(v, sizeof(v));                                                            \
	oat_wipe(m, sizeof(m));                                                            \
}                                                                                          \
                                                                                           \
oat_err oat_blake2##N##_init(oat_blake2##N##_ctx *c, size_t outlen, const void *key,       \
		size_t keylen, const unsigned char *salt, const unsigned char *personal) {  \
	unsigned char pb[8 * sizeof(W)] = { 0 };                                           \
	if (c == NULL) return OAT_ERR_ARGUMENT;                                            \
	memset(c, 0, sizeof(*c));                                                          \
	if (key == NULL && keylen) return OAT_ERR_ARGUMENT;                                \
	if (outlen == 0 || outlen > MAXOUT || keylen > MAXOUT) return OAT_ERR_LENGTH;      \
	/* the parameter block: digest length, key length, fanout 1, depth 1,  \
	 * then leaf length, node offset, node depth and inner length all 0,   \
	 * the salt and the personalisation (paper, tables 1 and 2) */          \
	pb[0] = (unsigned char)outlen;                                                     \
	pb[1] = (unsigned char)keylen;                                                     \
	pb[2] = 1;                                                                         \
	pb[3] = 1;                                                                         \
	if (salt) memcpy(pb + 4 * sizeof(W), salt, SALT);                                  \
	if (personal) memcpy(pb + 6 * sizeof(W), personal, SALT);                          \
	for (int i = 0; i < 8; i++) c->h[i] = IV[i] ^ LOAD(pb + sizeof(W) * (size_t)i);    \
	c->outlen = outlen;                                                                \
	if (keylen) {                                                                      \
		/* the key, zero-padded, is the first block */                              \
		memcpy(c->buf, key, keylen);                                               \
		c->fill = BB;                                                              \
	}                                                                                  \
	oat_wipe(pb, sizeof(pb));                                                          \
	return OAT_OK;                                                                     \
}                                                                                          \
                                                                                           \
void oat_blake2##N##_update(oat_blake2##N##_ctx *c, const void *data, size_t len) {       \
	const unsigned char *p = (const unsigned char *)data;                              \
	/* a full buffer is compressed only when more data follows: the last   \
	 * block is final's */                                                  \
	while (len) {                                                                      \
		if (c->fill == BB) {                                                       \
			c->t += BB;                                                        \
			N##_compress(c, c->buf, 0);                                        \
			c->fill = 0;                                                       \
		}                                                                          \
		while (c->fill == 0 && len > BB) {                                         \
			c->t += BB;                                                        \
			N##_compress(c, p, 0);                                             \
			p += BB;                                                           \
			len -= BB;                                                         \
		}                                                                          \
		size_t n = BB - c->fill < len ? BB - c->fill : len;                        \
		memcpy(c->buf + c->fill, p, n);                                            \
		c->fill += n;                                                              \
		p += n;                                                                    \
		len -= n;                                                                  \
	}                                                                                  \
}                                                                                          \
                                                                                           \
void oat_blake2##N##_final(unsigned char *out, oat_blake2##N##_ctx *c) {                  \
	unsigned char h[8 * sizeof(W)];                                                    \
	c->t += c->fill;                                                                   \
	memset(c->buf + c->fill, 0, BB - c->fill);                                         \
	N##_compress(c, c->buf, 1);                                                        \
	for (int i = 0; i < 8; i++)                                                        \
		for (size_t j = 0; j < sizeof(W); j++)                                     \
			h[sizeof(W) * (size_t)i + j] = (unsigned char)(c->h[i] >> (8 * j)); \
	memcpy(out, h, c->outlen);                                                         \
	oat_wipe(h, sizeof(h));                                                            \
	oat_wipe(c, sizeof(*c));                                                           \
}                                                                                          \
                                                                                           \
oat_err oat_blake2##N(unsigned char *out, size_t outlen, const void *key, size_t keylen,   \
		const void *in, size_t len) {                                              \
	oat_blake2##N##_ctx c;                                                             \
	oat_err e;                                                                         \
	if (out == NULL || (in == NULL && len)) {                                          \
		if (out) memset(out, 0, outlen);                                           \
		return OAT_ERR_ARGUMENT;                                                   \
	}                                                                                  \
	e = oat_blake2##N##_init(&c, outlen, key, keylen, NULL, NULL);                     \
	if (e != OAT_OK) {                                                                 \
		memset(out, 0, outlen);                                                    \
		return e;                                                                  \
	}                                                                                  \
	oat_blake2##N##_update(&c, in, len);                                               \
	oat_blake2##N##_final(out, &c);                                                    \
	return OAT_OK;                                                                     \
}

B2_TMPL(b, uint64_t, 128, 12, 32, 24, 16, 63, load64, IV_B, 16, 64)
B2_TMPL(s, uint32_t, 64, 10, 16, 12, 8, 7, load32, IV_S, 8, 32)

/* RELIC's md_map_b2s160 and md_map_b2s256, and BLAKE2b-512: unkeyed. */
void oat_md_map_b2s160(unsigned char out[20], const void *in, size_t len) {
	oat_blake2s_ctx c;
	oat_err e = oat_blake2s_init(&c, 20, NULL, 0, NULL, NULL); /* valid arguments: OAT_OK */
	(void)e;
	oat_blake2s_update(&c, in, len);
	oat_blake2s_final(out, &c);
}

void oat_md_map_b2s256(unsigned char out[32], const void *in, size_t len) {
	oat_blake2s_ctx c;
	oat_err e = oat_blake2s_init(&c, 32, NULL, 0, NULL, NULL); /* valid arguments: OAT_OK */
	(void)e;
	oat_blake2s_update(&c, in, len);
	oat_blake2s_final(out, &c);
}

void oat_md_map_b2b512(unsigned char out[64], const void *in, size_t len) {
	oat_blake2b_ctx c;
	oat_err e = oat_blake2b_init(&c, 64, NULL, 0, NULL, NULL); /* valid arguments: OAT_OK */
	(void)e;
	oat_blake2b_update(&c, in, len);
	oat_blake2b_final(out, &c);
}
