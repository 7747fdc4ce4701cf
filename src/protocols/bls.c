/* BLS signatures, basic scheme, on the pairing of src/pairing. */
#include <string.h>
#include "oat/bls.h"
#include "oat/md.h"
#include "fp/util.h"

static const unsigned char oat_bls_dst[] = OAT_BLS_DST;
#define OAT_BLS_DSTLEN (sizeof(oat_bls_dst) - 1)

/* KeyGen (draft-irtf-cfrg-bls-signature-05, 2.3):
 *   salt = "BLS-SIG-KEYGEN-SALT-"; SK = 0
 *   while SK == 0: salt = H(salt); PRK = HKDF-Extract(salt, IKM || I2OSP(0, 1))
 *     OKM = HKDF-Expand(PRK, key_info || I2OSP(L, 2), L); SK = OS2IP(OKM) mod r
 * with L = ceil(3 ceil(log2 r) / 16) = 48. */
oat_err oat_bls_keygen(oat_fr_t sk, const unsigned char *ikm, size_t ikmlen,
		const unsigned char *info, size_t infolen) {
	enum { L = 48 };
	unsigned char salt[32], prk[32], okm[L], *buf;
	unsigned char tmp[512];
	static const char salt0[] = "BLS-SIG-KEYGEN-SALT-";
	oat_fr_zero(sk);
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
		oat_md_hkdf_expand(okm, L, prk, buf, infolen + 2);
		oat_fr_read_bin_wide(sk, okm, L);
		int zero = oat_fr_is_zero(sk);
		oat_declassify(&zero, sizeof(zero));       /* 1 with probability 2^-254 */
		if (!zero) break;
		oat_md_map_sh256(salt, salt, sizeof(salt));
	}
	oat_wipe(tmp, sizeof(tmp));
	oat_wipe(prk, sizeof(prk));
	oat_wipe(okm, sizeof(okm));
	return OAT_OK;
}

void oat_bls_sk_to_pk(oat_g2_t pk, const oat_fr_t sk) {
	oat_g2_mul_gen(pk, sk);
}

oat_err oat_bls_sign(oat_g1_t sig, const oat_fr_t sk, const unsigned char *msg, size_t len) {
	oat_g1_t h;
	oat_err e = oat_g1_map(h, msg, len, oat_bls_dst, OAT_BLS_DSTLEN);
	oat_g1_set_infty(sig);
	if (e != OAT_OK) return e;
	oat_g1_mul(sig, h, sk);
	return OAT_OK;
}

/* KeyValidate of the draft for pk (not infinity, in G2); sig in G1. */
static oat_err oat_bls_check_pk(const oat_g2_t pk) {
	if (oat_g2_is_infty(pk)) return OAT_ERR_INFINITY;
	if (!oat_g2_is_valid(pk)) return OAT_ERR_NOT_IN_GROUP;
	return OAT_OK;
}

/* Products of pairings checked against 1: prod e(H(msg_i), pk_i) * e(-sig, G2). */
oat_err oat_bls_aggregate_verify(const oat_g2_t pk[], const unsigned char *const msg[],
		const size_t len[], size_t n, const oat_g1_t sig) {
	oat_pc_acc acc;
	oat_g1_t h, ns;
	oat_g2_t g;
	oat_gt_t e;
	oat_err err;
	if (pk == NULL || msg == NULL || len == NULL || sig == NULL || n == 0) return OAT_ERR_ARGUMENT;
	if (!oat_g1_is_valid(sig)) return OAT_ERR_NOT_IN_GROUP;
	for (size_t i = 0; i < n; i++) {
		if ((err = oat_bls_check_pk(pk[i])) != OAT_OK) return err;
		if (msg[i] == NULL && len[i]) return OAT_ERR_ARGUMENT;
		for (size_t j = 0; j < i; j++) /* the basic scheme needs distinct messages */
			if (len[i] == len[j] && (len[i] == 0 || memcmp(msg[i], msg[j], len[i]) == 0))
				return OAT_ERR_ARGUMENT;
	}
	oat_pc_acc_init(&acc);
	for (size_t i = 0; i < n; i++) {
		if ((err = oat_g1_map(h, msg[i], len[i], oat_bls_dst, OAT_BLS_DSTLEN)) != OAT_OK) return err;
		oat_pc_acc_add(&acc, h, pk[i]);
	}
	oat_g1_neg(ns, sig);
	oat_g2_get_gen(g);
	oat_pc_acc_add(&acc, ns, g);
	oat_pc_acc_final(e, &acc);
	return oat_gt_is_unity(e) ? OAT_OK : OAT_ERR_VERIFY;
}

oat_err oat_bls_verify(const oat_g2_t pk, const unsigned char *msg, size_t len, const oat_g1_t sig) {
	oat_g2_t k[1];
	const unsigned char *m[1] = { msg };
	size_t l[1] = { len };
	if (pk == NULL) return OAT_ERR_ARGUMENT;
	oat_g2_copy(k[0], pk);
	return oat_bls_aggregate_verify(k, m, l, 1, sig);
}

void oat_bls_aggregate(oat_g1_t agg, const oat_g1_t sig[], size_t n) {
	oat_g1_t acc;
	oat_g1_set_infty(acc);
	for (size_t i = 0; i < n; i++) oat_g1_add(acc, acc, sig[i]);
	oat_g1_copy(agg, acc);
}
