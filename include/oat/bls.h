/* oat: BLS signatures (Boneh, Lynn, Shacham) on BN-P254, following the IRTF
 * draft "BLS Signatures" (draft-irtf-cfrg-bls-signature) with its basic
 * scheme (NUL): secret keys in Fr, public keys in G2 (64 bytes compressed),
 * signatures in G1 (32 bytes compressed), messages hashed to G1 with
 * oat_g1_map and the domain separation tag OAT_BLS_DST.  Aggregate
 * verification of distinct messages uses one multi-pairing.
 *
 * Keys and signatures cross the wire with oat_g2_write_bin/oat_g2_read_bin
 * and oat_g1_write_bin/oat_g1_read_bin (which validate, subgroup included). */
#ifndef OAT_BLS_H
#define OAT_BLS_H

#include "oat/pc.h"

#ifdef __cplusplus
extern "C" {
#endif

#define OAT_BLS_DST "BLS_SIG_BN254G1_XMD:SHA-256_SVDW_RO_NUL_"

/* KeyGen of the draft (section 2.3): HKDF-SHA-256 from ikm (at least 32
 * bytes of secret randomness) and an optional key_info; sk in [1, r). */
oat_err oat_bls_keygen(oat_fr_t sk, const unsigned char *ikm, size_t ikmlen,
		const unsigned char *info, size_t infolen);
/* pk = sk * G2. */
void oat_bls_sk_to_pk(oat_g2_t pk, const oat_fr_t sk);
/* sig = sk * H(msg).  Constant-time in sk. */
oat_err oat_bls_sign(oat_g1_t sig, const oat_fr_t sk, const unsigned char *msg, size_t len);
/* OAT_OK if e(sig, G2) = e(H(msg), pk); OAT_ERR_VERIFY if not;
 * OAT_ERR_NOT_IN_GROUP / OAT_ERR_INFINITY if pk or sig is invalid (an
 * infinite pk is rejected, as the draft's KeyValidate says). */
oat_err oat_bls_verify(const oat_g2_t pk, const unsigned char *msg, size_t len, const oat_g1_t sig);
/* agg = sig[0] + ... + sig[n-1] (n may be 0: infinity). */
void oat_bls_aggregate(oat_g1_t agg, const oat_g1_t sig[], size_t n);
/* Verifies an aggregate of signatures by pk[i] on msg[i] (lengths len[i]),
 * i < n, with one multi-pairing of n + 1 pairs and constant stack.  The
 * messages must be distinct (OAT_ERR_ARGUMENT otherwise, as the basic
 * scheme requires); n = 0 is OAT_ERR_ARGUMENT. */
oat_err oat_bls_aggregate_verify(const oat_g2_t pk[], const unsigned char *const msg[],
		const size_t len[], size_t n, const oat_g1_t sig);

#ifdef __cplusplus
}
#endif
#endif
