/* SHA-512 and SHA-384 (FIPS 180-4, 6.4 and 6.5), laid out as sha256.c with
 * 64-bit words, 128-byte blocks and 80 rounds.  Straight-line and free of
 * data-dependent branches and table indices: the round constants are
 * indexed by the round number only; the branches in update and final depend
 * on the message length alone. */
#include <string.h>
#include "oat/md.h"
#include "fp/util.h"

/* FIPS 180-4, 4.2.3: the first 64 bits of the fractional parts of the cube
 * roots of the first 80 primes. */
static const uint64_t K[80] = {
	0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
	0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL, 0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
	0xd807aa98a3030242ULL, 0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
	0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
	0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL, 0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
	0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
	0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
	0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL, 0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
	0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
	0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
	0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL, 0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
	0xd192e819d6ef5218ULL, 0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
	0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
	0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL, 0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
	0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
	0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
	0xca273eceea26619cULL, 0xd186b8c721c0c207ULL, 0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
	0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
	0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
	0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL, 0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

/* FIPS 180-4, 4.1.3: the functions on 64-bit words; Ch and Maj as in
 * sha256.c ((4.8) and (4.9) with one operation fewer). */
#define ROTR(x, n) (((x) >> (n)) | ((x) << (64 - (n))))
#define CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define BSIG0(x) (ROTR(x, 28) ^ ROTR(x, 34) ^ ROTR(x, 39))  /* (4.10) */
#define BSIG1(x) (ROTR(x, 14) ^ ROTR(x, 18) ^ ROTR(x, 41))  /* (4.11) */
#define SSIG0(x) (ROTR(x, 1) ^ ROTR(x, 8) ^ ((x) >> 7))     /* (4.12) */
#define SSIG1(x) (ROTR(x, 19) ^ ROTR(x, 61) ^ ((x) >> 6))   /* (4.13) */

/* 6.4.2 step 1: the schedule in a ring of 16 words, W_t in w[t mod 16];
 * WLOAD is M_t (t < 16, big-endian), WNEXT is
 * W_t = s1(W_{t-2}) + W_{t-7} + s0(W_{t-15}) + W_{t-16} (16 <= t < 80). */
#define WLOAD(j) (w[j] = (uint64_t)p[8 * (j)] << 56 | (uint64_t)p[8 * (j) + 1] << 48 | \
		(uint64_t)p[8 * (j) + 2] << 40 | (uint64_t)p[8 * (j) + 3] << 32 | \
		(uint64_t)p[8 * (j) + 4] << 24 | (uint64_t)p[8 * (j) + 5] << 16 | \
		(uint64_t)p[8 * (j) + 6] << 8 | p[8 * (j) + 7])
#define WNEXT(j) (w[j] += SSIG1(w[((j) + 14) & 15]) + w[((j) + 9) & 15] + SSIG0(w[((j) + 1) & 15]))

/* 6.4.2 step 3, round t: T1 = h + S1(e) + Ch(e, f, g) + K_t + W_t,
 * T2 = S0(a) + Maj(a, b, c); e = d + T1, a = T1 + T2, the rest moved by
 * renaming, as in sha256.c. */
#define ROUND(a, b, c, d, e, f, g, h, t, W) do { \
	uint64_t t1 = (h) + BSIG1(e) + CH(e, f, g) + K[t] + (W); \
	(d) += t1; \
	(h) = t1 + BSIG0(a) + MAJ(a, b, c); \
} while (0)

#define ROUNDS16(t, WSRC) do { \
	ROUND(a, b, c, d, e, f, g, h, (t) + 0, WSRC(0)); \
	ROUND(h, a, b, c, d, e, f, g, (t) + 1, WSRC(1)); \
	ROUND(g, h, a, b, c, d, e, f, (t) + 2, WSRC(2)); \
	ROUND(f, g, h, a, b, c, d, e, (t) + 3, WSRC(3)); \
	ROUND(e, f, g, h, a, b, c, d, (t) + 4, WSRC(4)); \
	ROUND(d, e, f, g, h, a, b, c, (t) + 5, WSRC(5)); \
	ROUND(c, d, e, f, g, h, a, b, (t) + 6, WSRC(6)); \
	ROUND(b, c, d, e, f, g, h, a, (t) + 7, WSRC(7)); \
	ROUND(a, b, c, d, e, f, g, h, (t) + 8, WSRC(8)); \
	ROUND(h, a, b, c, d, e, f, g, (t) + 9, WSRC(9)); \
	ROUND(g, h, a, b, c, d, e, f, (t) + 10, WSRC(10)); \
	ROUND(f, g, h, a, b, c, d, e, (t) + 11, WSRC(11)); \
	ROUND(e, f, g, h, a, b, c, d, (t) + 12, WSRC(12)); \
	ROUND(d, e, f, g, h, a, b, c, (t) + 13, WSRC(13)); \
	ROUND(c, d, e, f, g, h, a, b, (t) + 14, WSRC(14)); \
	ROUND(b, c, d, e, f, g, h, a, (t) + 15, WSRC(15)); \
} while (0)

/* FIPS 180-4, 6.4.2: H = H + the 80 rounds on each of the n 128-byte blocks
 * at p; the schedule (the message, maybe key material) is wiped. */
static void compress(uint64_t H[8], const unsigned char *p, size_t n) {
	uint64_t w[16], a, b, c, d, e, f, g, h;
	for (; n; n--, p += 128) {
		a = H[0]; b = H[1]; c = H[2]; d = H[3]; e = H[4]; f = H[5]; g = H[6]; h = H[7];
		ROUNDS16(0, WLOAD);
		for (int t = 16; t < 80; t += 16) ROUNDS16(t, WNEXT);
		H[0] += a; H[1] += b; H[2] += c; H[3] += d; H[4] += e; H[5] += f; H[6] += g; H[7] += h;
	}
	oat_wipe(w, sizeof(w));
}

static void sha512_start(oat_sha512_ctx *c, const uint64_t iv[8]) {
	memcpy(c->h, iv, sizeof(c->h));
	c->len = 0;
	c->fill = 0;
}

void oat_sha512_init(oat_sha512_ctx *c) {
	/* FIPS 180-4, 5.3.5: the first 64 bits of the fractional parts of the
	 * square roots of the first 8 primes. */
	static const uint64_t iv[8] = {
		0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
		0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL };
	sha512_start(c, iv);
}

void oat_sha384_init(oat_sha512_ctx *c) {
	/* FIPS 180-4, 5.3.4: the first 64 bits of the fractional parts of the
	 * square roots of the 9th through 16th primes. */
	static const uint64_t iv[8] = {
		0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
		0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL, 0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL };
	sha512_start(c, iv);
}

void oat_sha512_update(oat_sha512_ctx *c, const void *data, size_t len) {
	const unsigned char *p = (const unsigned char *)data;
	if (len == 0) return;
	c->len += len;
	if (c->fill) {
		size_t take = 128 - c->fill;
		if (take > len) take = len;
		memcpy(c->buf + c->fill, p, take);
		c->fill += take;
		p += take;
		len -= take;
		if (c->fill < 128) return;
		compress(c->h, c->buf, 1);
		c->fill = 0;
	}
	if (len >= 128) {
		compress(c->h, p, len / 128);
		p += len & ~(size_t)127;
		len &= 127;
	}
	if (len) {
		memcpy(c->buf, p, len);
		c->fill = len;
	}
}

/* FIPS 180-4, 5.1.2 and 6.4.2: the message, a 1 bit, k zero bits with
 * l + 1 + k = 896 mod 1024, and the 128-bit bit length l (its high 64 bits
 * are len >> 61: messages are shorter than 2^64 bytes); then the nwords
 * first words of H, big-endian; then c is wiped. */
static void sha512_finish(unsigned char *out, int nwords, oat_sha512_ctx *c) {
	uint64_t hi = c->len >> 61, lo = c->len << 3;
	size_t f = c->fill;
	c->buf[f++] = 0x80;
	if (f > 112) {
		memset(c->buf + f, 0, 128 - f);
		compress(c->h, c->buf, 1);
		f = 0;
	}
	memset(c->buf + f, 0, 112 - f);
	for (int i = 0; i < 8; i++) {
		c->buf[112 + i] = (unsigned char)(hi >> (56 - 8 * i));
		c->buf[120 + i] = (unsigned char)(lo >> (56 - 8 * i));
	}
	compress(c->h, c->buf, 1);
	for (int i = 0; i < nwords; i++)
		for (int j = 0; j < 8; j++) out[8 * i + j] = (unsigned char)(c->h[i] >> (56 - 8 * j));
	oat_wipe(c, sizeof(*c));
}

void oat_sha512_final(unsigned char out[64], oat_sha512_ctx *c) {
	sha512_finish(out, 8, c);
}

/* 6.5: SHA-384 is the leftmost 384 bits of the final H. */
void oat_sha384_final(unsigned char out[48], oat_sha512_ctx *c) {
	sha512_finish(out, 6, c);
}

void oat_md_map_sh512(unsigned char out[64], const void *in, size_t len) {
	oat_sha512_ctx c;
	oat_sha512_init(&c);
	oat_sha512_update(&c, in, len);
	oat_sha512_final(out, &c);
}

void oat_md_map_sh384(unsigned char out[48], const void *in, size_t len) {
	oat_sha512_ctx c;
	oat_sha384_init(&c);
	oat_sha512_update(&c, in, len);
	oat_sha384_final(out, &c);
}
