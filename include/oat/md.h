/* oat: the SHA-2 family (FIPS 180-4: SHA-224, SHA-256, SHA-384, SHA-512), HMAC
 * over each (RFC 2104, FIPS 198-1), HKDF-SHA-256 (RFC 5869),
 * expand_message_xmd with SHA-256 (RFC 9380, 5.3.1), and BLAKE2b and
 * BLAKE2s (RFC 7693).
 *
 * Every hash here is straight-line code: no branch and no table index
 * depends on the data hashed or on a key (the round constants are indexed
 * by the round number only), so secrets may be hashed. */
#ifndef OAT_MD_H
#define OAT_MD_H

#include <stdint.h>
#include <stddef.h>
#include "oat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define OAT_MD_LEN 32       /* SHA-256's digest, the hash of HMAC/HKDF/xmd below */
#define OAT_MD_MAX_LEN 64   /* the longest digest, SHA-512 */

/* The hashes by name, for the functions that choose one at run time. */
typedef enum {
	OAT_MD_SHA224 = 1,
	OAT_MD_SHA256 = 2,
	OAT_MD_SHA384 = 3,
	OAT_MD_SHA512 = 4
} oat_md_alg;

/* ---- The hashes, one at a time -------------------------------------------
 * Each is used as init, update any number of times (any split of the message
 * gives the same digest), final.  final writes the digest and wipes the
 * context; it must be initialised again before another use.  A context may
 * be copied by assignment (to hash several messages with a common prefix). */

/* SHA-256 (FIPS 180-4, 6.2) and SHA-224 (5.3.2, 6.3): 64-byte blocks, 32-bit
 * words; SHA-224 is SHA-256 from another initial value, truncated to 28
 * bytes, and shares its context and update. */
typedef struct {
	uint32_t h[8];
	uint64_t len;              /* bytes hashed so far */
	unsigned char buf[64];
	size_t fill;               /* bytes waiting in buf, < 64 between calls */
} oat_sha256_ctx;

OAT_API void oat_sha256_init(oat_sha256_ctx *c);
OAT_API void oat_sha256_update(oat_sha256_ctx *c, const void *data, size_t len);
OAT_API void oat_sha256_final(unsigned char out[OAT_MD_LEN], oat_sha256_ctx *c);
OAT_API void oat_sha224_init(oat_sha256_ctx *c);
/* update a SHA-224 context with oat_sha256_update */
OAT_API void oat_sha224_final(unsigned char out[28], oat_sha256_ctx *c);

/* SHA-512 (FIPS 180-4, 6.4) and SHA-384 (5.3.4, 6.5): 128-byte blocks,
 * 64-bit words; SHA-384 is SHA-512 from another initial value, truncated to
 * 48 bytes, and shares its context and update.  Messages shorter than 2^64
 * bytes (the standard allows 2^128 bits). */
typedef struct {
	uint64_t h[8];
	uint64_t len;              /* bytes hashed so far */
	unsigned char buf[128];
	size_t fill;               /* bytes waiting in buf, < 128 between calls */
} oat_sha512_ctx;

OAT_API void oat_sha512_init(oat_sha512_ctx *c);
OAT_API void oat_sha512_update(oat_sha512_ctx *c, const void *data, size_t len);
OAT_API void oat_sha512_final(unsigned char out[64], oat_sha512_ctx *c);
OAT_API void oat_sha384_init(oat_sha512_ctx *c);
/* update a SHA-384 context with oat_sha512_update */
OAT_API void oat_sha384_final(unsigned char out[48], oat_sha512_ctx *c);

/* out = H(in[0..len)) in one call (RELIC's md_map_sh224, md_map_sh256, ...);
 * in may be NULL when len is 0. */
OAT_API void oat_md_map_sh224(unsigned char out[28], const void *in, size_t len);
OAT_API void oat_md_map_sh256(unsigned char out[OAT_MD_LEN], const void *in, size_t len);
OAT_API void oat_md_map_sh384(unsigned char out[48], const void *in, size_t len);
OAT_API void oat_md_map_sh512(unsigned char out[64], const void *in, size_t len);

/* ---- BLAKE2b and BLAKE2s (RFC 7693) ---------------------------------------
 * BLAKE2b: 128-byte blocks, 64-bit words, 12 rounds, digests of 1 to 64
 * bytes, keys of 0 to 64 bytes, a 16-byte salt and a 16-byte
 * personalisation.  BLAKE2s: 64-byte blocks, 32-bit words, 10 rounds,
 * digests and keys up to 32 bytes, 8-byte salt and personalisation.  The
 * sequential mode (fanout 1, depth 1) of the BLAKE2 paper's parameter block,
 * which is RFC 7693's when salt and personalisation are absent (as Zcash
 * uses them: BLAKE2b-512 personalised as its H*, BLAKE2s-256 as its group
 * hash).  init, update any number of times, final, as the SHA-2 contexts;
 * messages shorter than 2^64 bytes. */
typedef struct {
	uint64_t h[8];
	uint64_t t;                /* bytes compressed so far */
	unsigned char buf[128];
	size_t fill;               /* bytes in buf, <= 128: the last block waits for final */
	size_t outlen;
} oat_blake2b_ctx;
typedef struct {
	uint32_t h[8];
	uint64_t t;
	unsigned char buf[64];
	size_t fill;
	size_t outlen;
} oat_blake2s_ctx;

/* Starts a hash of outlen bytes, keyed with key[0..keylen) (keylen 0: no
 * key; key may then be NULL), with salt and personal (16 bytes each for b,
 * 8 for s; NULL means all zeros).  OAT_ERR_ARGUMENT if c is NULL or key is
 * NULL with keylen > 0, OAT_ERR_LENGTH if outlen is 0 or above 64 (b) / 32
 * (s), or keylen above it; then c (if not NULL) is zeroed, and update and
 * final on it do nothing (final writes no byte). */
OAT_API OAT_WARN_UNUSED oat_err oat_blake2b_init(oat_blake2b_ctx *c, size_t outlen, const void *key,
		size_t keylen, const unsigned char *salt, const unsigned char *personal);
/* Hashes data[0..len) (data may be NULL when len is 0). */
OAT_API void oat_blake2b_update(oat_blake2b_ctx *c, const void *data, size_t len);
/* Writes the outlen bytes of the digest to out, then wipes c. */
OAT_API void oat_blake2b_final(unsigned char *out, oat_blake2b_ctx *c);
OAT_API OAT_WARN_UNUSED oat_err oat_blake2s_init(oat_blake2s_ctx *c, size_t outlen, const void *key,
		size_t keylen, const unsigned char *salt, const unsigned char *personal);
OAT_API void oat_blake2s_update(oat_blake2s_ctx *c, const void *data, size_t len);
OAT_API void oat_blake2s_final(unsigned char *out, oat_blake2s_ctx *c);
/* out = BLAKE2b or BLAKE2s of in[0..len) keyed with key[0..keylen), outlen
 * bytes, in one call (RFC 7693's blake2b() and blake2s()).  The errors of
 * init, and OAT_ERR_ARGUMENT for a NULL out or a NULL in with len > 0; on
 * an error out (if not NULL) is zeroed, outlen bytes. */
OAT_API OAT_WARN_UNUSED oat_err oat_blake2b(unsigned char *out, size_t outlen, const void *key, size_t keylen,
		const void *in, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_blake2s(unsigned char *out, size_t outlen, const void *key, size_t keylen,
		const void *in, size_t len);
/* Unkeyed, in one call: BLAKE2s-160 and BLAKE2s-256 (RELIC's md_map_b2s160
 * and md_map_b2s256), BLAKE2b-512. */
OAT_API void oat_md_map_b2s160(unsigned char out[20], const void *in, size_t len);
OAT_API void oat_md_map_b2s256(unsigned char out[32], const void *in, size_t len);
OAT_API void oat_md_map_b2b512(unsigned char out[64], const void *in, size_t len);

/* ---- Any of the four, chosen at run time -------------------------------- */

/* The digest length in bytes (28, 32, 48, 64), and the block length B of
 * HMAC (64 for SHA-224/256, 128 for SHA-384/512); 0 for a value that is not
 * an oat_md_alg. */
OAT_API size_t oat_md_len(oat_md_alg alg);
OAT_API size_t oat_md_block_len(oat_md_alg alg);

typedef struct {
	oat_md_alg alg;
	union {
		oat_sha256_ctx s256;   /* SHA-224 and SHA-256 */
		oat_sha512_ctx s512;   /* SHA-384 and SHA-512 */
	} u;
} oat_md_ctx;

/* Starts hashing with alg.  OAT_ERR_ARGUMENT if c is NULL or alg unknown;
 * then c (if not NULL) is zeroed, and update and final on it do nothing
 * (final writes no byte). */
OAT_API OAT_WARN_UNUSED oat_err oat_md_init(oat_md_ctx *c, oat_md_alg alg);
/* Hashes data[0..len) (data may be NULL when len is 0). */
OAT_API void oat_md_update(oat_md_ctx *c, const void *data, size_t len);
/* Writes the oat_md_len(c->alg) bytes of the digest to out, then wipes c. */
OAT_API void oat_md_final(unsigned char *out, oat_md_ctx *c);
/* out = alg(in[0..len)), oat_md_len(alg) bytes.  OAT_ERR_ARGUMENT for an
 * unknown alg (nothing is written: the length is unknown), for a NULL out,
 * or for a NULL in with len > 0 (out is then zeroed). */
OAT_API OAT_WARN_UNUSED oat_err oat_md_hash(oat_md_alg alg, unsigned char *out, const void *in, size_t len);

/* ---- HMAC (RFC 2104, FIPS 198-1) over any of the four -------------------
 * HMAC(K, m) = H((K0 ^ opad) || H((K0 ^ ipad) || m)), K0 the key padded with
 * zeros to the block length B (a key longer than B is hashed first), ipad
 * and opad the bytes 0x36 and 0x5c repeated.  The output is oat_md_len(alg)
 * bytes; a truncated MAC is its prefix.
 *
 * The context holds the two hash states after K0 ^ ipad and K0 ^ opad
 * (key material, so final wipes it).  A context copied by assignment after
 * init MACs another message under the same key without hashing the key
 * again (as HMAC_DRBG, RFC 6979 3.2, needs). */
typedef struct {
	oat_md_ctx in, out;
} oat_hmac_ctx;

/* Keys c with key[0..keylen) (key may be NULL when keylen is 0).
 * OAT_ERR_ARGUMENT if c is NULL, alg unknown, or key NULL with keylen > 0;
 * then c (if not NULL) is zeroed, and update and final on it do nothing
 * (final writes no byte). */
OAT_API OAT_WARN_UNUSED oat_err oat_hmac_init(oat_hmac_ctx *c, oat_md_alg alg, const unsigned char *key,
		size_t keylen);
/* MACs data[0..len) (data may be NULL when len is 0). */
OAT_API void oat_hmac_update(oat_hmac_ctx *c, const void *data, size_t len);
/* Writes the oat_md_len(alg) bytes of the MAC to out, then wipes c. */
OAT_API void oat_hmac_final(unsigned char *out, oat_hmac_ctx *c);
/* out = HMAC-alg(key, msg), oat_md_len(alg) bytes.  OAT_ERR_ARGUMENT for an
 * unknown alg (nothing is written: the length is unknown), for a NULL out,
 * or for a NULL key or msg with a length > 0 (out is then zeroed). */
OAT_API OAT_WARN_UNUSED oat_err oat_hmac(oat_md_alg alg, unsigned char *out, const unsigned char *key,
		size_t keylen, const unsigned char *msg, size_t msglen);

/* ---- SHA-256 constructions ----------------------------------------------- */

/* HMAC-SHA-256 (RFC 2104) of msg under key: oat_hmac(OAT_MD_SHA256, ...)
 * with the arguments taken as valid (key, msg may be NULL for length 0). */
OAT_API void oat_md_hmac(unsigned char out[OAT_MD_LEN], const unsigned char *key, size_t keylen,
		const unsigned char *msg, size_t msglen);
/* HKDF-SHA-256 (RFC 5869): prk = Extract(salt, ikm); okm = Expand(prk, info, len),
 * len <= 8160. */
OAT_API void oat_md_hkdf_extract(unsigned char prk[OAT_MD_LEN], const unsigned char *salt, size_t saltlen,
		const unsigned char *ikm, size_t ikmlen);
OAT_API OAT_WARN_UNUSED oat_err oat_md_hkdf_expand(unsigned char *okm, size_t len, const unsigned char prk[OAT_MD_LEN],
		const unsigned char *info, size_t infolen);

/* expand_message_xmd with SHA-256: out[0..outlen) from msg and the domain
 * separation tag dst.  outlen must be 1..8160 (255 * 32) and dst non-empty;
 * a dst longer than 255 bytes is replaced by
 * SHA-256("H2C-OVERSIZE-DST-" || dst), as RFC 9380 section 5.3.3 says. */
OAT_API OAT_WARN_UNUSED oat_err oat_md_xmd(unsigned char *out, size_t outlen, const unsigned char *msg, size_t msglen,
		const unsigned char *dst, size_t dstlen);

#ifdef __cplusplus
}
#endif
#endif
