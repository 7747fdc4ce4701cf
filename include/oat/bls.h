/* oat: BLS signatures (Boneh, Lynn, Shacham) following the IRTF draft "BLS
 * Signatures" (draft-irtf-cfrg-bls-signature-05): secret keys in Fr, and
 *  - BLS12-381: the minimal-pubkey-size variant of the draft's ciphersuites
 *    BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_ (basic) and _POP_ (proof of
 *    possession): public keys in G1 (48 bytes compressed), signatures in G2
 *    (96 bytes compressed), ZCash encodings, as Ethereum and Filecoin use;
 *  - BN-P254: the basic scheme with public keys in G2 (64 bytes) and
 *    signatures in G1 (32 bytes), DST BLS_SIG_BN254G1_XMD:SHA-256_SVDW_RO_NUL_.
 * oat_bls_pk_t and oat_bls_sig_t name the two groups; OAT_BLS_PK(x) and
 * OAT_BLS_SIG(x) their operations (OAT_BLS_PK(write_bin) is oat_g1_write_bin
 * on BLS12-381).  Keys and signatures cross the wire with those read_bin /
 * write_bin (which validate, subgroup included).  Aggregate verification of
 * distinct messages uses one multi-pairing. */
#ifndef OAT_BLS_H
#define OAT_BLS_H

#include "oat/pc.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(OAT_CURVE_BLS12_381)
typedef oat_g1_t oat_bls_pk_t;
typedef oat_g2_t oat_bls_sig_t;
#define OAT_BLS_PK(x) oat_g1_##x
#define OAT_BLS_SIG(x) oat_g2_##x
#define OAT_BLS_PK_BYTES OAT_G1_PACK_BYTES     /* 48 */
#define OAT_BLS_SIG_BYTES OAT_G2_PACK_BYTES    /* 96 */
#define OAT_BLS_DST "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_"
#define OAT_BLS_DST_POP "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"
#define OAT_BLS_DST_POP_PROVE "BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"
#else
typedef oat_g2_t oat_bls_pk_t;
typedef oat_g1_t oat_bls_sig_t;
#define OAT_BLS_PK(x) oat_g2_##x
#define OAT_BLS_SIG(x) oat_g1_##x
#define OAT_BLS_PK_BYTES OAT_G2_PACK_BYTES     /* 64 */
#define OAT_BLS_SIG_BYTES OAT_G1_PACK_BYTES    /* 32 */
#define OAT_BLS_DST "BLS_SIG_BN254G1_XMD:SHA-256_SVDW_RO_NUL_"
#define OAT_BLS_DST_POP "BLS_SIG_BN254G1_XMD:SHA-256_SVDW_RO_POP_"
#define OAT_BLS_DST_POP_PROVE "BLS_POP_BN254G1_XMD:SHA-256_SVDW_RO_POP_"
#endif

/* The scheme, which chooses the DST of hashing to the signature group. */
typedef enum { OAT_BLS_BASIC = 0, OAT_BLS_POP = 1 } oat_bls_scheme;

/* KeyGen of the draft (section 2.3): HKDF-SHA-256 from ikm (at least 32
 * bytes of secret randomness) and an optional key_info; sk in [1, r). */
oat_err oat_bls_keygen(oat_fr_t sk, const unsigned char *ikm, size_t ikmlen,
		const unsigned char *info, size_t infolen);
/* pk = sk * (generator of the public-key group). */
void oat_bls_sk_to_pk(oat_bls_pk_t pk, const oat_fr_t sk);
/* sig = sk * H(msg) with the basic scheme's DST.  Constant-time in sk. */
oat_err oat_bls_sign(oat_bls_sig_t sig, const oat_fr_t sk, const unsigned char *msg, size_t len);
/* OAT_OK if sig is pk's signature on msg (the basic scheme's DST);
 * OAT_ERR_VERIFY if not; OAT_ERR_NOT_IN_GROUP / OAT_ERR_INFINITY if pk or
 * sig is invalid (an infinite pk is rejected, as the draft's KeyValidate
 * says). */
oat_err oat_bls_verify(const oat_bls_pk_t pk, const unsigned char *msg, size_t len,
		const oat_bls_sig_t sig);
/* Sign and Verify with the DST of the chosen scheme. */
oat_err oat_bls_sign_scheme(oat_bls_sig_t sig, const oat_fr_t sk, const unsigned char *msg,
		size_t len, oat_bls_scheme scheme);
oat_err oat_bls_verify_scheme(const oat_bls_pk_t pk, const unsigned char *msg, size_t len,
		const oat_bls_sig_t sig, oat_bls_scheme scheme);
/* agg = sig[0] + ... + sig[n-1] (n may be 0: infinity). */
void oat_bls_aggregate(oat_bls_sig_t agg, const oat_bls_sig_t sig[], size_t n);
/* Verifies an aggregate of signatures by pk[i] on msg[i] (lengths len[i]),
 * i < n, with one multi-pairing of n + 1 pairs and constant stack.  The
 * messages must be distinct (OAT_ERR_ARGUMENT otherwise, as the basic
 * scheme requires); n = 0 is OAT_ERR_ARGUMENT. */
oat_err oat_bls_aggregate_verify(const oat_bls_pk_t pk[], const unsigned char *const msg[],
		const size_t len[], size_t n, const oat_bls_sig_t sig);
/* Proof of possession (section 3.3): pop = sk * H_pop(pk bytes) with the
 * DST OAT_BLS_DST_POP_PROVE, and its check. */
oat_err oat_bls_pop_prove(oat_bls_sig_t pop, const oat_fr_t sk);
oat_err oat_bls_pop_verify(const oat_bls_pk_t pk, const oat_bls_sig_t pop);
/* FastAggregateVerify (section 3.3.4): n >= 1 public keys, each with a
 * verified proof of possession, all signing msg (the POP scheme's DST). */
oat_err oat_bls_fast_aggregate_verify(const oat_bls_pk_t pk[], size_t n,
		const unsigned char *msg, size_t len, const oat_bls_sig_t sig);

#ifdef __cplusplus
}
#endif

#endif
