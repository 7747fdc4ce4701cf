/* BLS signatures (basic and proof-of-possession schemes) on the pairing of
 * src/pairing, written once for every pairing curve, in the orientation its
 * curve.h chooses (CURVE_BLS_PK_IN_G2: public keys in G2 and signatures in
 * G1, or the other way round) with its DSTs (BLS_DST*). */
#include <string.h>
#include "oat/md.h"
#include "fp/util.h"
#include "fp/fp_int.h"

/* KeyGen (draft-irtf-cfrg-bls-signature-05, 2.3):
 *   salt = "BLS-SIG-KEYGEN-SALT-"; SK = 0
 *   while SK == 0: salt = H(salt); PRK = HKDF-Extract(salt, IKM || I2OSP(0, 1))
 *     OKM = HKDF-Expand(PRK, key_info || I2OSP(L, 2), L); SK = OS2IP(OKM) mod r
 * with L = ceil(3 ceil(log2 r) / 16) = 48. */
oat_err BLS(keygen)(FR(t) sk, const unsigned char *ikm, size_t ikmlen,
		const unsigned char *info, size_t infolen) {
	enum { L = 48 };
	unsigned char salt[32], prk[32], okm[L], *buf;
	unsigned char tmp[512];
	static const char salt0[] = "BLS-SIG-KEYGEN-SALT-";
	if (sk == NULL) return OAT_ERR_ARGUMENT;
	FR(zero)(sk);
	if (ikm == NULL || (info == NULL && infolen)) return OAT_ERR_ARGUMENT;
	if (ikmlen < 32) return OAT_ERR_LENGTH;
	if (ikmlen + 1 > sizeof(tmp) || infolen + 2 > sizeof(tmp)) return OAT_ERR_LENGTH;
	oat_md_map_sh256(salt, salt0, sizeof(salt0) - 1);
	for (;;) {
		buf = tmp;
		memcpy(buf, ikm, ikmlen);
		buf[ikmlen] = 0;                           /* IKM || I2OSP(0, 1) */
		oat_md_hkdf_extract(prk, salt, sizeof(salt), buf, ikmlen + 1);
		if (infolen) memcpy(buf, info, infolen);
		buf[infolen] = 0;
		buf[infolen + 1] = L;                      /* key_info || I2OSP(L, 2) */
		if (oat_md_hkdf_expand(okm, L, prk, buf, infolen + 2) != OAT_OK) break; /* L <= 8160 */
		FR(set_bytes_)(sk, okm, L);
		int zero = FR(is_zero)(sk);
		oat_declassify(&zero, sizeof(zero));       /* 1 with probability 2^-254 */
		if (!zero) break;
		oat_md_map_sh256(salt, salt, sizeof(salt));
	}
	oat_wipe(tmp, sizeof(tmp));
	oat_wipe(prk, sizeof(prk));
	oat_wipe(okm, sizeof(okm));
	return OAT_OK;
}

#define PK(x) BLS_PK(x)
#define SG(x) BLS_SIG(x)
/* acc *= e(a, b) for a in the public-key group and b in the signature group. */
#if !CURVE_BLS_PK_IN_G2
#define ACC_ADD(acc, pkpt, sgpt) PC(acc_add)(acc, pkpt, sgpt)
#else
#define ACC_ADD(acc, pkpt, sgpt) PC(acc_add)(acc, sgpt, pkpt)
#endif

/* The DST of a scheme, or NULL (len 0) for a value that names none. */
static const unsigned char *BLS(dst_of)(oat_bls_scheme s, size_t *len) {
	static const char nul[] = BLS_DST, pop[] = BLS_DST_POP;
	*len = 0;
	if (s != OAT_BLS_BASIC && s != OAT_BLS_POP) return NULL;
	*len = (s == OAT_BLS_POP ? sizeof(pop) : sizeof(nul)) - 1;
	return (const unsigned char *)(s == OAT_BLS_POP ? pop : nul);
}

void BLS(sk_to_pk)(BLS(pk_t) pk, const FR(t) sk) {
	PK(mul_gen)(pk, sk);
}

static oat_err BLS(sign_dst)(BLS(sig_t) sig, const FR(t) sk, const unsigned char *msg,
		size_t len, const unsigned char *dst, size_t dstlen) {
	BLS(sig_t) h;
	oat_err e;
	if (sig == NULL) return OAT_ERR_ARGUMENT;
	SG(set_infty)(sig);
	if (sk == NULL || (msg == NULL && len)) return OAT_ERR_ARGUMENT;
	/* the draft's SK is in [1, r - 1] (an element of fr_t is below r); whether
	 * it is 0 is all the branch tells */
	int zero = FR(is_zero)(sk);
	oat_declassify(&zero, sizeof(zero));
	if (zero) return OAT_ERR_ZERO;
	if ((e = SG(map)(h, msg, len, dst, dstlen)) != OAT_OK) return e;
	SG(mul)(sig, h, sk);
	return OAT_OK;
}

oat_err BLS(sign_scheme)(BLS(sig_t) sig, const FR(t) sk, const unsigned char *msg,
		size_t len, oat_bls_scheme scheme) {
	size_t dl;
	const unsigned char *dst = BLS(dst_of)(scheme, &dl);
	if (dst == NULL) {
		if (sig != NULL) SG(set_infty)(sig);
		return OAT_ERR_ARGUMENT;
	}
	return BLS(sign_dst)(sig, sk, msg, len, dst, dl);
}

oat_err BLS(sign)(BLS(sig_t) sig, const FR(t) sk, const unsigned char *msg, size_t len) {
	return BLS(sign_scheme)(sig, sk, msg, len, OAT_BLS_BASIC);
}

/* KeyValidate of the draft for pk (not infinity, in its group). */
static oat_err BLS(check_pk)(const BLS(pk_t) pk) {
	if (PK(is_infty)(pk)) return OAT_ERR_INFINITY;
	if (!PK(is_valid)(pk)) return OAT_ERR_NOT_IN_GROUP;
	return OAT_OK;
}

/* prod_i e(pk_i, H(msg_i)) * e(-G, sig) = 1, G the public-key generator
 * (with the arguments of e in the order of the curve's groups). */
static oat_err BLS(core_verify)(const BLS(pk_t) pk[], const unsigned char *const msg[],
		const size_t len[], size_t n, const BLS(sig_t) sig, const unsigned char *dst,
		size_t dstlen) {
	PC(acc) acc;
	BLS(sig_t) h;
	BLS(pk_t) g;
	GT(t) e;
	oat_err err;
	if (!SG(is_valid)(sig)) return OAT_ERR_NOT_IN_GROUP;
	PC(acc_init)(&acc);
	for (size_t i = 0; i < n; i++) {
		/* the messages are public here: the variable-time hash */
		if ((err = SG(map_vartime)(h, msg[i], len[i], dst, dstlen)) != OAT_OK) return err;
		ACC_ADD(&acc, pk[i], h);
	}
	PK(get_gen)(g);
	PK(neg)(g, g);
	ACC_ADD(&acc, g, sig);
	PC(acc_final)(e, &acc);
	return GT(is_unity)(e) ? OAT_OK : OAT_ERR_VERIFY;
}

oat_err BLS(aggregate_verify_scheme)(const BLS(pk_t) pk[], const unsigned char *const msg[],
		const size_t len[], size_t n, const BLS(sig_t) sig, oat_bls_scheme scheme) {
	oat_err err;
	size_t dl;
	const unsigned char *dst = BLS(dst_of)(scheme, &dl);
	if (pk == NULL || msg == NULL || len == NULL || sig == NULL || n == 0) return OAT_ERR_ARGUMENT;
	if (dst == NULL) return OAT_ERR_ARGUMENT;
	for (size_t i = 0; i < n; i++) {
		if ((err = BLS(check_pk)(pk[i])) != OAT_OK) return err;
		if (msg[i] == NULL && len[i]) return OAT_ERR_ARGUMENT;
		if (scheme != OAT_BLS_BASIC) continue;
		for (size_t j = 0; j < i; j++) /* the basic scheme needs distinct messages */
			if (len[i] == len[j] && (len[i] == 0 || memcmp(msg[i], msg[j], len[i]) == 0))
				return OAT_ERR_ARGUMENT;
	}
	return BLS(core_verify)(pk, msg, len, n, sig, dst, dl);
}

oat_err BLS(aggregate_verify)(const BLS(pk_t) pk[], const unsigned char *const msg[],
		const size_t len[], size_t n, const BLS(sig_t) sig) {
	return BLS(aggregate_verify_scheme)(pk, msg, len, n, sig, OAT_BLS_BASIC);
}

oat_err BLS(verify_scheme)(const BLS(pk_t) pk, const unsigned char *msg, size_t len,
		const BLS(sig_t) sig, oat_bls_scheme scheme) {
	BLS(pk_t) k[1];
	const unsigned char *m[1] = { msg };
	size_t l[1] = { len }, dl;
	const unsigned char *dst = BLS(dst_of)(scheme, &dl);
	oat_err err;
	if (pk == NULL || sig == NULL || (msg == NULL && len)) return OAT_ERR_ARGUMENT;
	if (dst == NULL) return OAT_ERR_ARGUMENT;
	if ((err = BLS(check_pk)(pk)) != OAT_OK) return err;
	PK(copy)(k[0], pk);
	return BLS(core_verify)((const BLS(pk_t) *)k, m, l, 1, sig, dst, dl);
}

oat_err BLS(verify)(const BLS(pk_t) pk, const unsigned char *msg, size_t len,
		const BLS(sig_t) sig) {
	return BLS(verify_scheme)(pk, msg, len, sig, OAT_BLS_BASIC);
}

oat_err BLS(aggregate)(BLS(sig_t) agg, const BLS(sig_t) sig[], size_t n) {
	BLS(sig_t) acc;
	if (agg == NULL) return OAT_ERR_ARGUMENT;
	SG(set_infty)(acc);
	if (sig == NULL || n == 0) {          /* the draft's Aggregate: INVALID */
		SG(copy)(agg, acc);
		return OAT_ERR_ARGUMENT;
	}
	for (size_t i = 0; i < n; i++) SG(add)(acc, acc, sig[i]);
	SG(copy)(agg, acc);
	return OAT_OK;
}

/* PopProve: pop = sk * H(pk's compressed bytes) with the PoP DST. */
oat_err BLS(pop_prove)(BLS(sig_t) pop, const FR(t) sk) {
	static const char dst[] = BLS_DST_POP_PROVE;
	unsigned char buf[BLS_PK_BYTES];
	BLS(pk_t) pk;
	oat_err err;
	if (pop == NULL) return OAT_ERR_ARGUMENT;
	if (sk == NULL) {
		SG(set_infty)(pop);
		return OAT_ERR_ARGUMENT;
	}
	PK(mul_gen)(pk, sk);
	if ((err = PK(write_bin)(buf, sizeof(buf), pk)) != OAT_OK) return err;
	return BLS(sign_dst)(pop, sk, buf, sizeof(buf), (const unsigned char *)dst, sizeof(dst) - 1);
}

oat_err BLS(pop_verify)(const BLS(pk_t) pk, const BLS(sig_t) pop) {
	static const char dst[] = BLS_DST_POP_PROVE;
	unsigned char buf[BLS_PK_BYTES];
	BLS(pk_t) k[1];
	const unsigned char *m[1] = { buf };
	size_t l[1] = { sizeof(buf) };
	oat_err err;
	if (pk == NULL || pop == NULL) return OAT_ERR_ARGUMENT;
	if ((err = BLS(check_pk)(pk)) != OAT_OK) return err;
	if ((err = PK(write_bin)(buf, sizeof(buf), pk)) != OAT_OK) return err;
	PK(copy)(k[0], pk);
	return BLS(core_verify)((const BLS(pk_t) *)k, m, l, 1, pop, (const unsigned char *)dst,
		sizeof(dst) - 1);
}

/* FastAggregateVerify: the sum of the keys verifies sig on msg (POP DST). */
oat_err BLS(fast_aggregate_verify)(const BLS(pk_t) pk[], size_t n,
		const unsigned char *msg, size_t len, const BLS(sig_t) sig) {
	BLS(pk_t) agg;
	oat_err err;
	if (pk == NULL || n == 0) return OAT_ERR_ARGUMENT;
	PK(set_infty)(agg);
	for (size_t i = 0; i < n; i++) {
		if ((err = BLS(check_pk)(pk[i])) != OAT_OK) return err;
		PK(add)(agg, agg, pk[i]);
	}
	return BLS(verify_scheme)(agg, msg, len, sig, OAT_BLS_POP);
}

/* Aggregation of public keys (the draft's Aggregate on keys; Ethereum's
 * eth_aggregate_pubkeys): KeyValidate on each, then the sum. */
oat_err BLS(aggregate_pks)(BLS(pk_t) agg, const BLS(pk_t) pk[], size_t n) {
	BLS(pk_t) acc;
	oat_err err;
	if (agg == NULL) return OAT_ERR_ARGUMENT;
	PK(set_infty)(acc);
	err = (pk == NULL || n == 0) ? OAT_ERR_ARGUMENT : OAT_OK;
	for (size_t i = 0; i < n && err == OAT_OK; i++) {
		if ((err = BLS(check_pk)(pk[i])) != OAT_OK) PK(set_infty)(acc);
		else PK(add)(acc, acc, pk[i]);
	}
	PK(copy)(agg, acc);             /* last: agg may be one of the keys */
	return err;
}

/* Batch verification with a random linear combination (Bellare, Garay and
 * Rabin's small-exponents test; Boneh, Drijvers and Neven, "Compact
 * multi-signatures for smaller blockchains", 2018, section 5): for 128-bit
 * z_i,
 *   prod_i e(z_i pk_i, H(msg_i)) * e(-G, sum_i z_i sig_i) = 1
 * (the z_i on the G1 side of each pair: on the keys where they are in G1,
 * else on the hashed messages), which holds for every choice of z when every
 * signature is valid and, when one is not, for at most one value of the
 * z_i of that signature, given the others: a forged batch passes with
 * probability 2^-127 over z.  The z_i are not random but a hash of the whole
 * batch (the encodings of every key and signature, every message, the DST),
 * so they are fixed only after every input is: no signature can be chosen
 * to cancel them.  BATCH signatures at a time share a multiplication
 * sum z_i sig_i (interleaved wNAFs); the pairs go to one accumulator. */
enum { BLS_BATCH = 8 };

static void BLS(batch_seed)(unsigned char seed[OAT_MD_LEN], const BLS(pk_t) pk[],
		const unsigned char *const msg[], const size_t len[], const BLS(sig_t) sig[], size_t n,
		const unsigned char *dst, size_t dstlen) {
	static const char tag[] = "oat BLS batch verification v1";
	unsigned char b[BLS_SIG_BYTES > BLS_PK_BYTES ? BLS_SIG_BYTES : BLS_PK_BYTES], l[8];
	oat_sha256_ctx c;
	oat_sha256_init(&c);
	oat_sha256_update(&c, tag, sizeof(tag));
	l[0] = (unsigned char)dstlen;
	oat_sha256_update(&c, l, 1);
	oat_sha256_update(&c, dst, dstlen);
	for (size_t i = 0; i < n; i++) {
		/* the points passed the checks: write_bin cannot fail on them */
		if (PK(write_bin)(b, BLS_PK_BYTES, pk[i]) != OAT_OK) memset(b, 0, sizeof(b));
		oat_sha256_update(&c, b, BLS_PK_BYTES);
		if (SG(write_bin)(b, BLS_SIG_BYTES, sig[i]) != OAT_OK) memset(b, 0, sizeof(b));
		oat_sha256_update(&c, b, BLS_SIG_BYTES);
		for (int k = 0; k < 8; k++) l[k] = (unsigned char)((uint64_t)len[i] >> (56 - 8 * k));
		oat_sha256_update(&c, l, 8);
		if (len[i]) oat_sha256_update(&c, msg[i], len[i]);
	}
	oat_sha256_final(seed, &c);
}

/* z = 128 bits of SHA-256(seed || i), odd (so never 0). */
static void BLS(batch_coef)(FR(t) z, const unsigned char seed[OAT_MD_LEN], size_t i) {
	unsigned char b[OAT_MD_LEN + 8], h[OAT_MD_LEN];
	memcpy(b, seed, OAT_MD_LEN);
	for (int k = 0; k < 8; k++) b[OAT_MD_LEN + k] = (unsigned char)((uint64_t)i >> (56 - 8 * k));
	oat_md_map_sh256(h, b, sizeof(b));
	h[15] |= 1;
	FR(set_bytes_)(z, h, 16);
}

oat_err BLS(batch_verify)(const BLS(pk_t) pk[], const unsigned char *const msg[],
		const size_t len[], const BLS(sig_t) sig[], size_t n, oat_bls_scheme scheme) {
	unsigned char seed[OAT_MD_LEN];
	FR(t) z[BLS_BATCH];
	PC(acc) acc;
	BLS(sig_t) s, t, h;
	BLS(pk_t) g;
	GT(t) e;
	oat_err err;
	size_t dl;
	const unsigned char *dst = BLS(dst_of)(scheme, &dl);
	if (pk == NULL || msg == NULL || len == NULL || sig == NULL || n == 0 || dst == NULL)
		return OAT_ERR_ARGUMENT;
	for (size_t i = 0; i < n; i++) {
		if ((err = BLS(check_pk)(pk[i])) != OAT_OK) return err;
		if (msg[i] == NULL && len[i]) return OAT_ERR_ARGUMENT;
		if (!SG(is_valid)(sig[i])) return OAT_ERR_NOT_IN_GROUP;
	}
	BLS(batch_seed)(seed, pk, msg, len, sig, n, dst, dl);
	PC(acc_init)(&acc);
	SG(set_infty)(s);
	for (size_t i0 = 0; i0 < n; i0 += BLS_BATCH) {
		size_t m = n - i0 < BLS_BATCH ? n - i0 : BLS_BATCH;
		for (size_t j = 0; j < m; j++) BLS(batch_coef)(z[j], seed, i0 + j);
		SG(mul_sim_vartime)(t, sig + i0, (const FR(t) *)z, m);
		SG(add)(s, s, t);
		for (size_t j = 0; j < m; j++) {
			size_t i = i0 + j;
			if ((err = SG(map_vartime)(h, msg[i], len[i], dst, dl)) != OAT_OK) return err;
#if CURVE_BLS_PK_IN_G2
			SG(mul_vartime)(h, h, z[j]);
			ACC_ADD(&acc, pk[i], h);
#else
			PK(mul_vartime)(g, pk[i], z[j]);
			ACC_ADD(&acc, g, h);
#endif
		}
	}
	PK(get_gen)(g);
	PK(neg)(g, g);
	ACC_ADD(&acc, g, s);
	PC(acc_final)(e, &acc);
	return GT(is_unity)(e) ? OAT_OK : OAT_ERR_VERIFY;
}

#if CURVE_BLS_ETH
/* Ethereum's eth_fast_aggregate_verify (consensus specs, altair): no keys
 * and the signature at infinity verify; otherwise FastAggregateVerify. */
oat_err BLS(eth_fast_aggregate_verify)(const BLS(pk_t) pk[], size_t n,
		const unsigned char *msg, size_t len, const BLS(sig_t) sig) {
	if (n == 0 && sig != NULL && SG(is_infty)(sig)) return OAT_OK;
	return BLS(fast_aggregate_verify)(pk, n, msg, len, sig);
}
#endif
