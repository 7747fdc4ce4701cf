/* The operations of oat-bench for one NIST curve: RELIC's rows of its
 * modules fp, fn (RELIC's bn mod n), ep and the protocols, and rows in the
 * form of libgcrypt's ECC bench (mult, keygen, sign, verify) with ecdh,
 * written once with the short names (oat/compat.h) and compiled for every
 * NIST curve of the library by a file CMake generates (bench_<curve>.c:
 * OAT_COMPAT_<CURVE>, BENCH_NAME).  bench.c prefixes the rows of the curves
 * other than the default one (p256_sign). */
#include <string.h>
#include "oat.h"
#include "bench.h"
#include OAT_TEST_CURVE_H

static oat_rand_fn bench_rng = oat_rand_os;

/* ---- inputs -------------------------------------------------------------- */
typedef struct {
	unsigned sink;   /* first: bench.c's empty operation bumps it */
	oat_fp_t a, b, c;
	oat_fn_t k, l, m, sk;
	oat_ep_t p, q, r, pk;
	oat_ecdsa_sig_t sig, sig2;
	unsigned char dig[OAT_MD_BYTES], msg[64];
	unsigned char bin[OAT_EP_BYTES], pack[OAT_EP_PACK_BYTES], der[OAT_ECDSA_DER_MAX_BYTES];
	unsigned char out[OAT_EP_BYTES];
	size_t derlen;
} ctx_t;

static void setup(ctx_t *c) {
	c->sink += (unsigned)oat_fp_rand(c->a, bench_rng, NULL);
	c->sink += (unsigned)oat_fp_rand(c->b, bench_rng, NULL);
	c->sink += (unsigned)oat_fn_rand(c->k, bench_rng, NULL);
	c->sink += (unsigned)oat_fn_rand(c->l, bench_rng, NULL);
	c->sink += (unsigned)oat_fn_rand(c->m, bench_rng, NULL);
	c->sink += (unsigned)oat_ecdsa_keygen(c->sk, c->pk, bench_rng, NULL);
	c->sink += (unsigned)oat_ep_rand(c->p, bench_rng, NULL);
	c->sink += (unsigned)oat_ep_rand(c->q, bench_rng, NULL);
	c->sink += (unsigned)bench_rng(NULL, c->dig, sizeof(c->dig));
	c->sink += (unsigned)bench_rng(NULL, c->msg, sizeof(c->msg));
	c->sink += (unsigned)oat_ecdsa_sign_digest(c->sig, c->sk, OAT_MD, c->dig, sizeof(c->dig), NULL, 0);
	c->sink += (unsigned)oat_ep_write_bin(c->bin, sizeof(c->bin), c->p);
	c->sink += (unsigned)oat_ep_write_bin(c->pack, sizeof(c->pack), c->p);
	c->sink += (unsigned)oat_ecdsa_sig_write_der(c->der, sizeof(c->der), &c->derlen, c->sig);
}

static void setup_v(void *c) { setup((ctx_t *)c); }

/* ---- operations ---------------------------------------------------------- */
#define OP(name, body) static void op_##name(void *v) { ctx_t *c = (ctx_t *)v; body; }
OP(fp_add, oat_fp_add(c->c, c->a, c->b))
OP(fp_sub, oat_fp_sub(c->c, c->a, c->b))
OP(fp_mul, oat_fp_mul(c->c, c->a, c->b))
OP(fp_sqr, oat_fp_sqr(c->c, c->a))
OP(fp_inv, oat_fp_inv(c->c, c->a))
OP(fp_inv_vartime, oat_fp_inv_vartime(c->c, c->a))
OP(fp_sqrt, c->sink += (unsigned)oat_fp_sqrt(c->c, c->a))
OP(fn_add, oat_fn_add(c->m, c->k, c->l))
OP(fn_mul, oat_fn_mul(c->m, c->k, c->l))
OP(fn_inv, oat_fn_inv(c->m, c->k))
OP(fn_inv_vartime, oat_fn_inv_vartime(c->m, c->k))
OP(ep_add, oat_ep_add(c->r, c->p, c->q))
OP(ep_dbl, oat_ep_dbl(c->r, c->p))
OP(ep_norm, oat_ep_norm(c->r, c->p))
OP(ep_mul, oat_ep_mul(c->r, c->p, c->k))
OP(ep_mul_gen, oat_ep_mul_gen(c->r, c->k))
OP(ep_mul_vartime, oat_ep_mul_vartime(c->r, c->p, c->k))
OP(ep_mul_sim_gen, oat_ep_mul_sim_gen_vartime(c->r, c->k, c->p, c->l))
OP(ep_read_bin, c->sink += (unsigned)oat_ep_read_bin(c->r, c->bin, sizeof(c->bin)))
OP(ep_read_bin_pack, c->sink += (unsigned)oat_ep_read_bin(c->r, c->pack, sizeof(c->pack)))
OP(ep_write_bin, c->sink += (unsigned)oat_ep_write_bin(c->out, OAT_EP_BYTES, c->p))
OP(ecdsa_sig_read_der, c->sink += (unsigned)oat_ecdsa_sig_read_der(c->sig2, c->der, c->derlen))
/* libgcrypt's rows: mult = k G to affine coordinates; keygen with the
 * operating system's randomness; sign and verify on a digest of the
 * curve's hash (the peers' harnesses time the same). */
OP(mult, oat_ep_mul_gen(c->r, c->k); oat_ep_norm(c->r, c->r))
OP(keygen, c->sink += (unsigned)oat_ecdsa_keygen(c->m, c->r, bench_rng, NULL))
OP(sign, c->sink += (unsigned)oat_ecdsa_sign_digest(c->sig2, c->sk, OAT_MD, c->dig, sizeof(c->dig), NULL, 0))
OP(verify, c->sink += (unsigned)oat_ecdsa_verify_digest(c->pk, c->dig, sizeof(c->dig), c->sig))
OP(ecdh, c->sink += (unsigned)oat_ecdh(c->out, OAT_ECDH_BYTES, c->k, c->p))

#define E(m, n) { m, #n, op_##n, setup_v, 0 }
static const bench_op ops_[] = {
	E("fp", fp_add), E("fp", fp_sub), E("fp", fp_mul), E("fp", fp_sqr), E("fp", fp_inv),
	E("fp", fp_inv_vartime), E("fp", fp_sqrt),
	E("fn", fn_add), E("fn", fn_mul), E("fn", fn_inv), E("fn", fn_inv_vartime),
	E("ep", ep_add), E("ep", ep_dbl), E("ep", ep_norm), E("ep", ep_mul), E("ep", ep_mul_gen),
	E("ep", ep_mul_vartime), E("ep", ep_mul_sim_gen), E("ep", ep_read_bin), E("ep", ep_read_bin_pack),
	E("ep", ep_write_bin),
	E("ecdsa", ecdsa_sig_read_der),
	E("ecc", mult), E("ecc", keygen), E("ecc", sign), E("ecc", verify), E("ecc", ecdh),
};

static ctx_t ctx_;

const bench_curve BENCH_NAME = { OAT_TEST_CURVE, OAT_CURVE_NAME, ops_, sizeof(ops_) / sizeof(ops_[0]), &ctx_,
	NULL };
