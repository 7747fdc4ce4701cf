/* SHA-256 and SHA-224 (FIPS 180-4) and expand_message_xmd (RFC 9380, section
 * 5.3.1).  Straight-line and free of data-dependent branches and table
 * indices: the round constants are indexed by the round number only; the
 * branches in update and final depend on the message length alone. */
#include <string.h>
#include "oat/md.h"
#include "fp/util.h"
#include "md/sha256_int.h"

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

/* FIPS 180-4, 4.1.2: the functions on 32-bit words.  Ch and Maj are written
 * with one operation fewer than (4.2) and (4.3), bit for bit the same:
 * (x & y) ^ (~x & z) = z ^ (x & (y ^ z)), and the majority of x, y, z is
 * (x & y) | (z & (x | y)). */
#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define BSIG0(x) (ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))   /* (4.4) */
#define BSIG1(x) (ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))   /* (4.5) */
#define SSIG0(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))    /* (4.6) */
#define SSIG1(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))  /* (4.7) */

/* 6.2.2 step 1: the schedule W_t kept in a ring of 16 words, W_t in
 * w[t mod 16].  WLOAD is M_t (t < 16, big-endian, 3.1), WNEXT is
 * W_t = s1(W_{t-2}) + W_{t-7} + s0(W_{t-15}) + W_{t-16} (16 <= t < 64),
 * written over W_{t-16}. */
#define WLOAD(j) (w[j] = (uint32_t)p[4 * (j)] << 24 | (uint32_t)p[4 * (j) + 1] << 16 | \
		(uint32_t)p[4 * (j) + 2] << 8 | p[4 * (j) + 3])
#define WNEXT(j) (w[j] += SSIG1(w[((j) + 14) & 15]) + w[((j) + 9) & 15] + SSIG0(w[((j) + 1) & 15]))

/* 6.2.2 step 3, round t: T1 = h + S1(e) + Ch(e, f, g) + K_t + W_t,
 * T2 = S0(a) + Maj(a, b, c); then e = d + T1 and a = T1 + T2, the other
 * variables moving one place (h = g, ..., b = a).  The move is a renaming:
 * the next round is called with the arguments rotated by one, so the new a
 * lands in the variable that held h and the new e in the one that held d. */
#define ROUND(a, b, c, d, e, f, g, h, t, W) do { \
	uint32_t t1 = (h) + BSIG1(e) + CH(e, f, g) + K[t] + (W); \
	(d) += t1; \
	(h) = t1 + BSIG0(a) + MAJ(a, b, c); \
} while (0)

/* Rounds t..t+15 (t a multiple of 16), W_{t+j} from WSRC(j). */
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

/* FIPS 180-4, 6.2.2: H = H + the 64 rounds on each of the n 64-byte blocks
 * at p (no alignment needed).  The schedule is wiped: it holds the message,
 * which may be key material (HMAC's padded key). */
void oat_sha256_blocks_c_(uint32_t H[8], const unsigned char *p, size_t n) {
	uint32_t w[16], a, b, c, d, e, f, g, h;
	for (; n; n--, p += 64) {
		a = H[0]; b = H[1]; c = H[2]; d = H[3]; e = H[4]; f = H[5]; g = H[6]; h = H[7];
		ROUNDS16(0, WLOAD);
		for (int t = 16; t < 64; t += 16) ROUNDS16(t, WNEXT);
		H[0] += a; H[1] += b; H[2] += c; H[3] += d; H[4] += e; H[5] += f; H[6] += g; H[7] += h;
	}
	oat_wipe(w, sizeof(w));
}

#if defined(OAT_SHA256_SHANI)
#include <immintrin.h>

/* The same blocks with the x86 SHA extensions (Intel's "SHA Extensions"
 * reference, 2013; in AMD Zen and Intel Goldmont, Ice Lake and later).
 * SHA256RNDS2 takes the state as two registers, ABEF (A in the top lane)
 * and CDGH, and does two rounds from the two lowest lanes of a third, W_t +
 * K_t; it returns the new ABEF, and the old ABEF is the new CDGH, so the
 * two registers swap roles every two rounds.  SHA256MSG1 adds s0 and
 * SHA256MSG2 s1 of the schedule, four words at a time:
 *   W[t..t+3] = MSG2(MSG1(W[t-16..t-13], W[t-12..t-9]) + W[t-7..t-4], W[t-4..t-1])
 * with W[t-7..t-4] the middle of the two groups before the last.  No data
 * is a branch condition or an address. */
#define SHANI_TARGET __attribute__((target("sha,sse4.1,ssse3")))

/* the next four words of the schedule from the last sixteen, m0 oldest */
#define SHANI_NEXT(m0, m1, m2, m3) \
	_mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32(m0, m1), _mm_alignr_epi8(m3, m2, 4)), m3)

/* four rounds t..t+3 with the words m */
#define SHANI_4ROUNDS(t, m) do { \
	__m128i wk = _mm_add_epi32(m, _mm_loadu_si128((const __m128i *)(const void *)(K + (t)))); \
	cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk); \
	abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0e)); \
} while (0)

SHANI_TARGET void oat_sha256_blocks_shani_(uint32_t H[8], const unsigned char *p, size_t n) {
	/* bytes of each 32-bit word reversed: the message words are big-endian */
	const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
	__m128i abcd = _mm_loadu_si128((const __m128i *)(const void *)H);       /* lanes A B C D */
	__m128i efgh = _mm_loadu_si128((const __m128i *)(const void *)(H + 4)); /* lanes E F G H */
	abcd = _mm_shuffle_epi32(abcd, 0xb1);                                    /* B A D C */
	efgh = _mm_shuffle_epi32(efgh, 0x1b);                                    /* H G F E */
	__m128i abef = _mm_alignr_epi8(abcd, efgh, 8);                           /* F E B A */
	__m128i cdgh = _mm_blend_epi16(efgh, abcd, 0xf0);                        /* H G D C */
	for (; n; n--, p += 64) {
		__m128i abef0 = abef, cdgh0 = cdgh, m0, m1, m2, m3;
		m0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)p), bswap);
		m1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + 16)), bswap);
		m2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + 32)), bswap);
		m3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + 48)), bswap);
		SHANI_4ROUNDS(0, m0);
		SHANI_4ROUNDS(4, m1);
		SHANI_4ROUNDS(8, m2);
		SHANI_4ROUNDS(12, m3);
		for (int t = 16; t < 64; t += 16) {
			m0 = SHANI_NEXT(m0, m1, m2, m3);
			SHANI_4ROUNDS(t, m0);
			m1 = SHANI_NEXT(m1, m2, m3, m0);
			SHANI_4ROUNDS(t + 4, m1);
			m2 = SHANI_NEXT(m2, m3, m0, m1);
			SHANI_4ROUNDS(t + 8, m2);
			m3 = SHANI_NEXT(m3, m0, m1, m2);
			SHANI_4ROUNDS(t + 12, m3);
		}
		abef = _mm_add_epi32(abef, abef0);
		cdgh = _mm_add_epi32(cdgh, cdgh0);
	}
	abef = _mm_shuffle_epi32(abef, 0x1b);                                    /* A B E F */
	cdgh = _mm_shuffle_epi32(cdgh, 0xb1);                                    /* G H C D */
	_mm_storeu_si128((__m128i *)(void *)H, _mm_blend_epi16(abef, cdgh, 0xf0));
	_mm_storeu_si128((__m128i *)(void *)(H + 4), _mm_alignr_epi8(cdgh, abef, 8));
}

/* compress: the SHA extensions where the CPU has them, chosen once when the
 * library is loaded (oat_sha256_compress_, a GNU indirect function in
 * src/arch/x86_64/dispatch_sha.S). */
#define compress oat_sha256_compress_
#else
#define compress oat_sha256_blocks_c_
#endif

static void sha256_start(oat_sha256_ctx *c, const uint32_t iv[8]) {
	memcpy(c->h, iv, sizeof(c->h));
	c->len = 0;
	c->fill = 0;
}

void oat_sha256_init(oat_sha256_ctx *c) {
	/* FIPS 180-4, 5.3.3: fractional parts of the square roots of the first 8 primes. */
	static const uint32_t iv[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
	sha256_start(c, iv);
}

void oat_sha224_init(oat_sha256_ctx *c) {
	/* FIPS 180-4, 5.3.2: the second 32 bits of the fractional parts of the
	 * square roots of the 9th through 16th primes. */
	static const uint32_t iv[8] = { 0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
		0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4 };
	sha256_start(c, iv);
}

/* Whole blocks straight from data; only a partial block is copied to buf. */
void oat_sha256_update(oat_sha256_ctx *c, const void *data, size_t len) {
	const unsigned char *p = (const unsigned char *)data;
	if (len == 0) return;
	c->len += len;
	if (c->fill) {
		size_t take = 64 - c->fill;
		if (take > len) take = len;
		memcpy(c->buf + c->fill, p, take);
		c->fill += take;
		p += take;
		len -= take;
		if (c->fill < 64) return;
		compress(c->h, c->buf, 1);
		c->fill = 0;
	}
	if (len >= 64) {
		compress(c->h, p, len / 64);
		p += len & ~(size_t)63;
		len &= 63;
	}
	if (len) {
		memcpy(c->buf, p, len);
		c->fill = len;
	}
}

/* FIPS 180-4, 5.1.1 and 6.2.2: the message, a 1 bit, k zero bits with
 * l + 1 + k = 448 mod 512, and the 64-bit bit length l; then the nwords
 * first words of H, big-endian; then c is wiped. */
static void sha256_finish(unsigned char *out, int nwords, oat_sha256_ctx *c) {
	uint64_t bits = c->len << 3;
	size_t f = c->fill;
	c->buf[f++] = 0x80;
	if (f > 56) {
		memset(c->buf + f, 0, 64 - f);
		compress(c->h, c->buf, 1);
		f = 0;
	}
	memset(c->buf + f, 0, 56 - f);
	for (int i = 0; i < 8; i++) c->buf[56 + i] = (unsigned char)(bits >> (56 - 8 * i));
	compress(c->h, c->buf, 1);
	for (int i = 0; i < nwords; i++) {
		out[4 * i] = (unsigned char)(c->h[i] >> 24);
		out[4 * i + 1] = (unsigned char)(c->h[i] >> 16);
		out[4 * i + 2] = (unsigned char)(c->h[i] >> 8);
		out[4 * i + 3] = (unsigned char)c->h[i];
	}
	oat_wipe(c, sizeof(*c));
}

void oat_sha256_final(unsigned char out[OAT_MD_LEN], oat_sha256_ctx *c) {
	sha256_finish(out, 8, c);
}

/* 6.3: SHA-224 is the leftmost 224 bits of the final H. */
void oat_sha224_final(unsigned char out[28], oat_sha256_ctx *c) {
	sha256_finish(out, 7, c);
}

void oat_md_map_sh256(unsigned char out[OAT_MD_LEN], const void *in, size_t len) {
	oat_sha256_ctx c;
	oat_sha256_init(&c);
	oat_sha256_update(&c, in, len);
	oat_sha256_final(out, &c);
}

void oat_md_map_sh224(unsigned char out[28], const void *in, size_t len) {
	oat_sha256_ctx c;
	oat_sha224_init(&c);
	oat_sha256_update(&c, in, len);
	oat_sha224_final(out, &c);
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
	if (out == NULL) return OAT_ERR_ARGUMENT;
	if ((msg == NULL && msglen) || dst == NULL) {
		memset(out, 0, outlen);                  /* the neutral output */
		return OAT_ERR_ARGUMENT;
	}
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
