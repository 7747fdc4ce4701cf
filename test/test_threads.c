/* Thread safety by construction, checked: 4 threads run the same work at
 * once on every curve of the build (BLS sign, verify and batch verify, a
 * pairing, constant-time multiplications, hashing to the curve; ECDSA sign
 * and verify and ECDH; RedJubjub sign and verify) and each must get the
 * bytes one thread got alone.  Run plainly it checks the results; built with
 * -fsanitize=thread (.ci/run) ThreadSanitizer also reports any data race, as
 * shared mutable state (a lazily built table, a cache) would be. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include "oat.h"

enum { THREADS = 4, OUT = 4096 };

typedef struct {
	int id;
	unsigned char out[OUT];
	size_t len;
	int err;
} job;

static void put(job *j, const unsigned char *b, size_t n) {
	if (j->len + n > OUT) {
		j->err = 1;
		return;
	}
	memcpy(j->out + j->len, b, n);
	j->len += n;
}

/* The work: every value it makes goes to j->out; any error sets j->err. */
static void work(job *j) {
	static const unsigned char msg[] = "oat thread test";
	unsigned char ikm[32], b[1024];
	memset(ikm, 0x5a, sizeof(ikm));
	(void)b;
	(void)ikm;
	(void)msg;
#if defined(OAT_HAVE_BLS12381)
	{
		oat_bls12381_fr_t sk;
		oat_bls12381_bls_pk_t pk[2];
		oat_bls12381_bls_sig_t sig[2];
		oat_bls12381_gt_t e;
		const unsigned char *m[2] = { msg, msg + 1 };
		size_t l[2] = { sizeof(msg) - 1, sizeof(msg) - 2 };
		j->err |= oat_bls12381_bls_keygen(sk, ikm, sizeof(ikm), NULL, 0) != OAT_OK;
		oat_bls12381_bls_sk_to_pk(pk[0], sk);
		oat_bls12381_bls_sk_to_pk(pk[1], sk);
		j->err |= oat_bls12381_bls_sign_scheme(sig[0], sk, m[0], l[0], OAT_BLS_POP) != OAT_OK;
		j->err |= oat_bls12381_bls_sign_scheme(sig[1], sk, m[1], l[1], OAT_BLS_POP) != OAT_OK;
		j->err |= oat_bls12381_bls_verify_scheme(pk[0], m[0], l[0], sig[0], OAT_BLS_POP) != OAT_OK;
		j->err |= oat_bls12381_bls_batch_verify((const oat_bls12381_bls_pk_t *)pk, m, l,
			(const oat_bls12381_bls_sig_t *)sig, 2, OAT_BLS_POP) != OAT_OK;
		j->err |= oat_bls12381_g2_write_bin(b, OAT_BLS12381_G2_PACK_BYTES, sig[0]) != OAT_OK;
		put(j, b, OAT_BLS12381_G2_PACK_BYTES);
		oat_bls12381_pc_map(e, pk[0], sig[1]);
		j->err |= oat_bls12381_gt_write_bin(b, OAT_BLS12381_GT_BYTES, e) != OAT_OK;
		put(j, b, OAT_BLS12381_GT_BYTES);
	}
#endif
#if defined(OAT_HAVE_BN254)
	{
		oat_bn254_fr_t sk;
		oat_bn254_bls_pk_t pk;
		oat_bn254_bls_sig_t sig;
		oat_bn254_g1_t p;
		j->err |= oat_bn254_bls_keygen(sk, ikm, sizeof(ikm), NULL, 0) != OAT_OK;
		oat_bn254_bls_sk_to_pk(pk, sk);
		j->err |= oat_bn254_bls_sign(sig, sk, msg, sizeof(msg) - 1) != OAT_OK;
		j->err |= oat_bn254_bls_verify(pk, msg, sizeof(msg) - 1, sig) != OAT_OK;
		oat_bn254_g1_mul(p, sig, sk);
		j->err |= oat_bn254_g1_write_bin(b, OAT_BN254_G1_PACK_BYTES, p) != OAT_OK;
		put(j, b, OAT_BN254_G1_PACK_BYTES);
		j->err |= oat_bn254_g2_write_bin(b, OAT_BN254_G2_PACK_BYTES, pk) != OAT_OK;
		put(j, b, OAT_BN254_G2_PACK_BYTES);
	}
#endif
#if defined(OAT_HAVE_ALTBN128)
	{
		oat_altbn128_fr_t sk;
		oat_altbn128_g1_t p;
		oat_altbn128_g2_t q;
		oat_altbn128_gt_t e;
		j->err |= oat_altbn128_bls_keygen(sk, ikm, sizeof(ikm), NULL, 0) != OAT_OK;
		oat_altbn128_g1_mul_gen(p, sk);
		oat_altbn128_g2_mul_gen(q, sk);
		oat_altbn128_pc_map(e, p, q);
		j->err |= oat_altbn128_gt_write_bin(b, OAT_ALTBN128_GT_BYTES, e) != OAT_OK;
		put(j, b, OAT_ALTBN128_GT_BYTES);
	}
#endif
#define NIST_WORK(c, C) { \
		oat_##c##_fn_t sk; \
		oat_##c##_ep_t pk; \
		oat_##c##_ecdsa_sig_t sig; \
		j->err |= oat_##c##_ecdsa_keygen_seed(sk, pk, ikm, sizeof(ikm)) != OAT_OK; \
		j->err |= oat_##c##_ecdsa_sign(sig, sk, msg, sizeof(msg) - 1) != OAT_OK; \
		j->err |= oat_##c##_ecdsa_verify(pk, msg, sizeof(msg) - 1, sig) != OAT_OK; \
		j->err |= oat_##c##_ecdsa_sig_write_bin(b, OAT_##C##_ECDSA_BYTES, sig) != OAT_OK; \
		put(j, b, OAT_##C##_ECDSA_BYTES); \
		j->err |= oat_##c##_ecdh(b, OAT_##C##_FP_BYTES, sk, pk) != OAT_OK; \
		put(j, b, OAT_##C##_FP_BYTES); \
	}
#if defined(OAT_HAVE_P256)
	NIST_WORK(p256, P256)
#endif
#if defined(OAT_HAVE_P384)
	NIST_WORK(p384, P384)
#endif
#if defined(OAT_HAVE_JUBJUB)
	{
		oat_jubjub_fr_t sk;
		unsigned char vk[32], sig[64];
		j->err |= oat_jubjub_fr_read_bin_wide(sk, ikm, sizeof(ikm)) != OAT_OK;
		j->err |= oat_jubjub_reddsa_sk_to_vk(vk, sizeof(vk), sk, OAT_JUBJUB_REDDSA_SPEND_AUTH) != OAT_OK;
		/* (signing draws OS randomness: its bytes differ, its verification not) */
		j->err |= oat_jubjub_reddsa_sign(sig, sizeof(sig), sk, OAT_JUBJUB_REDDSA_SPEND_AUTH, msg,
			sizeof(msg) - 1, NULL, NULL) != OAT_OK;
		j->err |= oat_jubjub_reddsa_verify(OAT_JUBJUB_REDDSA_SPEND_AUTH, vk, sizeof(vk), msg, sizeof(msg) - 1,
			sig, sizeof(sig)) != OAT_OK;
		put(j, vk, sizeof(vk));
	}
#endif
}

static void *run(void *arg) {
	work((job *)arg);
	return NULL;
}

int main(void) {
	static job ref, jobs[THREADS];
	pthread_t t[THREADS];
	int bad = 0;
	work(&ref);
	if (ref.err || ref.len == 0) {
		printf("test_threads: the work itself failed (err %d, %zu bytes)\n", ref.err, ref.len);
		return 1;
	}
	for (int rep = 0; rep < 2; rep++) {
		for (int i = 0; i < THREADS; i++) {
			memset(&jobs[i], 0, sizeof(jobs[i]));
			jobs[i].id = i;
			if (pthread_create(&t[i], NULL, run, &jobs[i]) != 0) {
				printf("test_threads: pthread_create failed\n");
				return 1;
			}
		}
		for (int i = 0; i < THREADS; i++) {
			pthread_join(t[i], NULL);
			if (jobs[i].err || jobs[i].len != ref.len || memcmp(jobs[i].out, ref.out, ref.len) != 0) {
				printf("test_threads: thread %d of round %d differs from the single-thread run\n", i, rep);
				bad++;
			}
		}
	}
	printf("test_threads: %d threads x 2 rounds, %zu bytes of results each, %d differ\n", THREADS, ref.len, bad);
	return bad != 0;
}
