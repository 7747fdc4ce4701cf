/* RedDSA (the Zcash protocol specification, section 5.4.7) on the twisted
 * Edwards curve of the including file: RedJubjub on Jubjub, with its two
 * instances, spend authorization and binding signatures (their bases P_G in
 * ec/ed_int.h).  RD(x) its names, ED the points, FR the scalars.  Included
 * once by the curve's reddsa.c after its curve.h.
 *
 * H*(x) = BLAKE2b-512 personalised "Zcash_RedJubjubH" of x, read
 * little-endian mod r_J (the specification's 5.4.7.1).  Sign: T random (80
 * bytes), r = H*(T || vk || M), R = [r] P_G, S = r + H*(R || vk || M) sk.
 * Verify: [8]([S] P_G - R - [c] vk) = O.  The test vectors are
 * zcash-test-vectors' (test/vectors/jubjub_redjubjub.txt). */
#include <string.h>
#include "fp/util.h"
#include "ec/ed_int.h"
#include "oat/md.h"

#define RD_T_BYTES 80          /* (l_H + 128) / 8, l_H = 512 */
#define RD_BATCH 16            /* signatures on one chain of doublings */

static const unsigned char RD(pers_)[16] = { 'Z', 'c', 'a', 's', 'h', '_', 'R', 'e', 'd', 'J', 'u', 'b',
	'j', 'u', 'b', 'H' };

/* ED_BASE_* of an instance, -1 for none */
static int RD(base_)(RD(base) b) {
	return b == RD_SPEND_AUTH ? ED_BASE_SPEND : b == RD_BINDING ? ED_BASE_BIND : -1;
}

/* r = H*(a || b || m) */
static void RD(hstar_)(FR(t) r, const unsigned char *a, size_t alen, const unsigned char *b, size_t blen,
		const unsigned char *m, size_t mlen) {
	oat_blake2b_ctx c;
	unsigned char h[64];
	oat_err e = oat_blake2b_init(&c, sizeof(h), NULL, 0, NULL, RD(pers_));
	oat_blake2b_update(&c, a, alen);
	oat_blake2b_update(&c, b, blen);
	oat_blake2b_update(&c, m, mlen);
	oat_blake2b_final(h, &c);
	e |= FR(read_le_wide)(r, h, sizeof(h));
	(void)e;                   /* neither can fail on these arguments */
	oat_wipe(h, sizeof(h));
}

void RD(get_base)(ED(t) r, RD(base) base) {
	int b = RD(base_)(base);
	if (b < 0) ED(set_infty)(r);
	else ED(get_base_)(r, b);
}

/* vk = [sk] P_G encoded; b valid */
static void RD(vk_)(unsigned char vk[32], const FR(t) sk, int b) {
	ED(t) p;
	ED(mul_base_)(p, b, sk);
	oat_err e = ED(write_bin)(vk, 32, p);
	(void)e;
	oat_wipe(p, sizeof(p));
}

oat_err RD(sk_to_vk)(unsigned char *vk, size_t vklen, const FR(t) sk, RD(base) base) {
	int b = RD(base_)(base);
	if (vk == NULL) return OAT_ERR_ARGUMENT;
	if (vklen != 32) {
		if (vklen) memset(vk, 0, vklen);
		return OAT_ERR_LENGTH;
	}
	if (b < 0 || sk == NULL) {
		memset(vk, 0, 32);
		return OAT_ERR_ARGUMENT;
	}
	RD(vk_)(vk, sk, b);
	return OAT_OK;
}

oat_err RD(keygen)(FR(t) sk, unsigned char *vk, size_t vklen, RD(base) base, oat_rand_fn rng, void *ctx) {
	int b = RD(base_)(base);
	if (sk == NULL) {
		if (vk != NULL && vklen) memset(vk, 0, vklen);
		return OAT_ERR_ARGUMENT;
	}
	FR(zero)(sk);
	if (vk == NULL) return OAT_ERR_ARGUMENT;
	if (vklen != 32) {
		if (vklen) memset(vk, 0, vklen);
		return OAT_ERR_LENGTH;
	}
	memset(vk, 0, 32);
	if (b < 0) return OAT_ERR_ARGUMENT;
	if (rng == NULL) rng = oat_rand_os;
	for (;;) {                 /* sk = 0 has probability 1/r_J: drawn again */
		oat_err e = FR(rand)(sk, rng, ctx);
		if (e != OAT_OK) {
			FR(zero)(sk);
			return OAT_ERR_RAND;
		}
		int zero = FR(is_zero)(sk);
		oat_declassify(&zero, sizeof(zero));       /* 1 with probability 2^-252 */
		if (!zero) break;
	}
	RD(vk_)(vk, sk, b);
	return OAT_OK;
}

void RD(randomize_sk)(FR(t) rsk, const FR(t) sk, const FR(t) alpha) { FR(add)(rsk, sk, alpha); }

/* The checks of verify on vk (decoded into p, of small order: an error) */
static oat_err RD(read_vk_)(ED(t) p, const unsigned char *vk, size_t vklen) {
	if (vk == NULL) {
		ED(set_infty)(p);
		return OAT_ERR_ARGUMENT;
	}
	oat_err e = ED(read_bin)(p, vk, vklen);
	if (e != OAT_OK) return e;
	if (ED(is_small_order)(p)) {
		ED(set_infty)(p);
		return OAT_ERR_NOT_IN_GROUP;
	}
	return OAT_OK;
}

oat_err RD(randomize_vk)(unsigned char *rvk, size_t rvklen, const unsigned char *vk, size_t vklen,
		const FR(t) alpha, RD(base) base) {
	int b = RD(base_)(base);
	ED(t) p, q;
	if (rvk == NULL) return OAT_ERR_ARGUMENT;
	if (rvklen != 32) {
		if (rvklen) memset(rvk, 0, rvklen);
		return OAT_ERR_LENGTH;
	}
	memset(rvk, 0, 32);
	if (b < 0 || alpha == NULL) return OAT_ERR_ARGUMENT;
	oat_err e = RD(read_vk_)(p, vk, vklen);
	if (e != OAT_OK) return e;
	ED(mul_base_)(q, b, alpha);
	ED(add)(p, p, q);
	return ED(write_bin)(rvk, 32, p);
}

oat_err RD(sign)(unsigned char *sig, size_t siglen, const FR(t) sk, RD(base) base, const unsigned char *msg,
		size_t len, oat_rand_fn rng, void *ctx) {
	int b = RD(base_)(base);
	unsigned char T[RD_T_BYTES], vk[32];
	FR(t) r, c;
	ED(t) p;
	if (sig == NULL) return OAT_ERR_ARGUMENT;
	if (siglen != 64) {
		if (siglen) memset(sig, 0, siglen);
		return OAT_ERR_LENGTH;
	}
	memset(sig, 0, 64);
	if (b < 0 || sk == NULL || (msg == NULL && len)) return OAT_ERR_ARGUMENT;
	if (rng == NULL) rng = oat_rand_os;
	if (rng(ctx, T, sizeof(T)) != 0) {
		oat_wipe(T, sizeof(T));
		return OAT_ERR_RAND;
	}
	RD(vk_)(vk, sk, b);
	RD(hstar_)(r, T, sizeof(T), vk, sizeof(vk), msg, len);
	ED(mul_base_)(p, b, r);
	oat_err e = ED(write_bin)(sig, 32, p);
	RD(hstar_)(c, sig, 32, vk, sizeof(vk), msg, len);
	FR(mul)(c, c, sk);
	FR(add)(c, c, r);
	e |= FR(write_le)(sig + 32, 32, c);
	(void)e;
	oat_wipe(T, sizeof(T));
	oat_wipe(r, sizeof(r));
	oat_wipe(c, sizeof(c));
	oat_wipe(p, sizeof(p));
	return OAT_OK;
}

/* Decodes vk into v, R into R and S, and c = H*(R || vk || M): verify's
 * checks but the equation */
static oat_err RD(parse_)(ED(t) v, ED(t) R, FR(t) S, FR(t) c, const unsigned char *vk, size_t vklen,
		const unsigned char *msg, size_t len, const unsigned char *sig, size_t siglen) {
	ED(set_infty)(R);
	FR(zero)(S);
	FR(zero)(c);
	if (sig == NULL || (msg == NULL && len)) {
		ED(set_infty)(v);
		return OAT_ERR_ARGUMENT;
	}
	oat_err e = RD(read_vk_)(v, vk, vklen);
	if (e != OAT_OK) return e;
	if (siglen != 64) return OAT_ERR_LENGTH;
	e = ED(read_bin)(R, sig, 32);
	if (e != OAT_OK) return e;
	e = FR(read_le)(S, sig + 32, 32);
	if (e != OAT_OK) return e;
	RD(hstar_)(c, sig, 32, vk, 32, msg, len);
	return OAT_OK;
}

oat_err RD(verify)(RD(base) base, const unsigned char *vk, size_t vklen, const unsigned char *msg, size_t len,
		const unsigned char *sig, size_t siglen) {
	int b = RD(base_)(base);
	ED(t) v, R, p;
	FR(t) S, c;
	if (b < 0) return OAT_ERR_ARGUMENT;
	oat_err e = RD(parse_)(v, R, S, c, vk, vklen, msg, len, sig, siglen);
	if (e != OAT_OK) return e;
	/* [8]([S] P_G - ([c] vk + R)) */
	ED(mul_vartime)(v, v, c);
	ED(add)(v, v, R);
	ED(mul_base_)(p, b, S);
	ED(sub)(p, p, v);
	return ED(is_small_order)(p) ? OAT_OK : OAT_ERR_VERIFY;
}

/* The batch's seed: BLAKE2b-256 personalised "oat_RedDSA_batch" of n and,
 * for each item, its base, vk, sig, the length of msg (8 bytes each,
 * little-endian) and msg. */
static oat_err RD(batch_seed_)(unsigned char seed[32], const RD(item) items[], size_t n) {
	static const unsigned char pers[16] = { 'o', 'a', 't', '_', 'R', 'e', 'd', 'D', 'S', 'A', '_', 'b',
		'a', 't', 'c', 'h' };
	oat_blake2b_ctx c;
	unsigned char w[8];
	oat_err e = oat_blake2b_init(&c, 32, NULL, 0, NULL, pers);
	(void)e;
	for (int k = 0; k < 8; k++) w[k] = (unsigned char)((uint64_t)n >> (8 * k));
	oat_blake2b_update(&c, w, 8);
	for (size_t i = 0; i < n; i++) {
		const RD(item) *it = &items[i];
		if (it->vk == NULL || it->sig == NULL || (it->msg == NULL && it->len)) {
			oat_blake2b_final(seed, &c);
			return OAT_ERR_ARGUMENT;
		}
		for (int k = 0; k < 8; k++) w[k] = (unsigned char)((uint64_t)it->base >> (8 * k));
		oat_blake2b_update(&c, w, 8);
		oat_blake2b_update(&c, it->vk, 32);
		oat_blake2b_update(&c, it->sig, 64);
		for (int k = 0; k < 8; k++) w[k] = (unsigned char)((uint64_t)it->len >> (8 * k));
		oat_blake2b_update(&c, w, 8);
		oat_blake2b_update(&c, it->msg, it->len);
	}
	oat_blake2b_final(seed, &c);
	return OAT_OK;
}

oat_err RD(batch_verify)(const RD(item) items[], size_t n) {
	unsigned char seed[32], zb[16], w[40];
	ED(t) pts[2 * RD_BATCH], acc, p;
	FR(t) ks[2 * RD_BATCH], S, c, z, sb[2];
	if (n == 0) return OAT_OK;
	if (items == NULL) return OAT_ERR_ARGUMENT;
	oat_err e = RD(batch_seed_)(seed, items, n);
	if (e != OAT_OK) return e;
	memcpy(w, seed, 32);
	for (size_t g = 0; g < n; g += RD_BATCH) {
		size_t m = n - g < RD_BATCH ? n - g : RD_BATCH;
		int used[2] = { 0, 0 };
		FR(zero)(sb[0]);
		FR(zero)(sb[1]);
		for (size_t j = 0; j < m; j++) {
			const RD(item) *it = &items[g + j];
			int b = RD(base_)(it->base);
			if (b < 0) return OAT_ERR_ARGUMENT;
			e = RD(parse_)(pts[2 * j + 1], pts[2 * j], S, c, it->vk, 32, it->msg, it->len, it->sig, 64);
			if (e != OAT_OK) return e;
			/* z = the first 128 bits of BLAKE2b(seed || index), not 0 */
			uint64_t idx = (uint64_t)(g + j);
			for (int k = 0; k < 8; k++) w[32 + k] = (unsigned char)(idx >> (8 * k));
			e = oat_blake2b(zb, sizeof(zb), NULL, 0, w, sizeof(w));
			e |= FR(read_le_wide)(z, zb, sizeof(zb));
			(void)e;
			if (FR(is_zero)(z)) FR(set_dig)(z, 1);
			FR(copy)(ks[2 * j], z);                       /* z R */
			FR(mul)(ks[2 * j + 1], z, c);                 /* z c vk */
			FR(mul)(S, S, z);
			int k = b == ED_BASE_SPEND ? 0 : 1;
			FR(add)(sb[k], sb[k], S);                     /* - z S P_G */
			used[k] = 1;
		}
		ED(mul_sim_vartime)(acc, (const ED(t) *)pts, (const FR(t) *)ks, 2 * m);
		for (int k = 0; k < 2; k++) {
			if (!used[k]) continue;
			ED(mul_base_)(p, k == 0 ? ED_BASE_SPEND : ED_BASE_BIND, sb[k]);
			ED(sub)(acc, acc, p);
		}
		if (!ED(is_small_order)(acc)) return OAT_ERR_VERIFY;
	}
	return OAT_OK;
}

#undef RD_T_BYTES
#undef RD_BATCH
