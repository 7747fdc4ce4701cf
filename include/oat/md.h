/* oat: SHA-256 (FIPS 180-4) and expand_message_xmd (RFC 9380, 5.3.1). */
#ifndef OAT_MD_H
#define OAT_MD_H

#include <stdint.h>
#include <stddef.h>
#include "oat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define OAT_MD_LEN 32

typedef struct {
	uint32_t h[8];
	uint64_t len;              /* bytes hashed so far */
	unsigned char buf[64];
	size_t fill;
} oat_sha256_ctx;

OAT_API void oat_sha256_init(oat_sha256_ctx *c);
OAT_API void oat_sha256_update(oat_sha256_ctx *c, const void *data, size_t len);
OAT_API void oat_sha256_final(unsigned char out[OAT_MD_LEN], oat_sha256_ctx *c);
/* out = SHA-256(in[0..len)) (RELIC's md_map_sh256). */
OAT_API void oat_md_map_sh256(unsigned char out[OAT_MD_LEN], const void *in, size_t len);

/* HMAC-SHA-256 (RFC 2104) of msg under key. */
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
