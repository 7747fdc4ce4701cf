/* HMAC_DRBG (NIST SP 800-90A rev. 1, section 10.1.2) in the form RFC 6979
 * section 3.2 uses it to derive ECDSA nonces: K and V of the hash's length,
 * instantiated from a seed given in parts, generating candidates, and
 * updated after a rejected one.  Internal (static functions), included by
 * the protocols that draw secret integers from it (ecdsa_tmpl.h).  The state
 * is secret; oat_drbg_wipe_ clears it. */
#ifndef OAT_PROTOCOLS_DRBG_H
#define OAT_PROTOCOLS_DRBG_H

#include "oat/md.h"
#include "fp/util.h"

typedef struct {
	oat_md_alg md;
	size_t hlen;
	unsigned char k[OAT_MD_MAX_LEN], v[OAT_MD_MAX_LEN];
	oat_hmac_ctx kh;   /* HMAC keyed with K, copied for each use (md.h allows it):
	                      two compressions a MAC instead of four */
} oat_drbg_;

/* Keys d->kh with the current K; md was checked by the caller, so this cannot
 * fail. */
static void oat_drbg_key_(oat_drbg_ *d) {
	if (oat_hmac_init(&d->kh, d->md, d->k, d->hlen) != OAT_OK) return;
}

/* h = HMAC keyed with K, ready for the message. */
static void oat_drbg_hmac_(oat_hmac_ctx *h, const oat_drbg_ *d) { *h = d->kh; }

/* K = HMAC_K(V || sep || parts...); V = HMAC_K(V) (SP 800-90A HMAC_DRBG_Update
 * with the provided data given in parts, one round). */
static void oat_drbg_round_(oat_drbg_ *d, unsigned char sep, const unsigned char *const *part,
		const size_t *plen, int n) {
	oat_hmac_ctx h;
	oat_drbg_hmac_(&h, d);
	oat_hmac_update(&h, d->v, d->hlen);
	oat_hmac_update(&h, &sep, 1);
	for (int i = 0; i < n; i++)
		if (plen[i]) oat_hmac_update(&h, part[i], plen[i]);
	oat_hmac_final(d->k, &h);
	oat_drbg_key_(d);
	oat_drbg_hmac_(&h, d);
	oat_hmac_update(&h, d->v, d->hlen);
	oat_hmac_final(d->v, &h);
}

/* RFC 6979 3.2 steps b to g: V = 01 01 ..., K = 00 00 ..., then two rounds
 * with the separators 00 and 01 over the seed (x || h1 || k' there).  md
 * must be a valid oat_md_alg (the callers check). */
static void oat_drbg_init_(oat_drbg_ *d, oat_md_alg md, const unsigned char *const *part,
		const size_t *plen, int n) {
	d->md = md;
	d->hlen = oat_md_len(md);
	for (size_t i = 0; i < d->hlen; i++) {
		d->v[i] = 0x01;
		d->k[i] = 0x00;
	}
	oat_drbg_key_(d);
	oat_drbg_round_(d, 0x00, part, plen, n);
	oat_drbg_round_(d, 0x01, part, plen, n);
}

/* RFC 6979 3.2 step h.2: T = V_1 || V_2 || ... with V_i = HMAC_K(V_(i-1)),
 * until len bytes; out gets the first len. */
static void oat_drbg_generate_(oat_drbg_ *d, unsigned char *out, size_t len) {
	oat_hmac_ctx h;
	for (size_t off = 0; off < len; off += d->hlen) {
		oat_drbg_hmac_(&h, d);
		oat_hmac_update(&h, d->v, d->hlen);
		oat_hmac_final(d->v, &h);
		for (size_t i = 0; i < d->hlen && off + i < len; i++) out[off + i] = d->v[i];
	}
}

/* RFC 6979 3.2 step h.3, after a candidate outside [1, q - 1]:
 * K = HMAC_K(V || 00); V = HMAC_K(V). */
static void oat_drbg_reject_(oat_drbg_ *d) { oat_drbg_round_(d, 0x00, NULL, NULL, 0); }

static void oat_drbg_wipe_(oat_drbg_ *d) { oat_wipe(d, sizeof(*d)); }

#endif
