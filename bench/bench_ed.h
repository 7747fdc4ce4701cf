/* The operations of oat-bench for Jubjub (issue 17): its fields fq
 * (coordinates) and fr (scalars) and its points ed, with the rows of
 * zkcrypto/jubjub's benches (field add, sub, mul, square, invert, sqrt;
 * point addition, subtraction, doubling, the cached extended-niels and
 * affine-niels additions, multiplication by a scalar, decompression) in
 * RELIC's names (fq_mul, ed_add, ed_add_niels, ed_mul, ed_read_bin, ...),
 * the variable-time and multi-scalar multiplications, the group hash and
 * RedJubjub (reddsa_sign, reddsa_verify, and a batch of 64: divide by 64
 * for a signature's share),
 * written with the curve-named API and compiled by a file CMake generates
 * (bench_jubjub.c: BENCH_NAME).
 * bench.c prefixes the rows of a curve that is not the default one
 * (jubjub_fq_mul). */
#include "oat.h"
#include "bench.h"

#include <string.h>
static oat_rand_fn bench_rng = oat_rand_os;
#define BENCH_MSM 64      /* points of ed_mul_sim_vartime */
#define BENCH_BATCH 64    /* signatures of reddsa_batch_verify */

typedef struct {
	unsigned sink;   /* first: bench.c's empty operation bumps it */
	oat_jubjub_fq_t a, b, c, sq;
	oat_jubjub_fr_t k, l, m, ksq;
	oat_jubjub_ed_t p, q, r;
	oat_jubjub_ed_niels_t n;
	oat_jubjub_ed_aniels_t an;
	unsigned char enc[OAT_JUBJUB_ED_BYTES];
	/* the multi-scalar multiplication, RedJubjub and the group hash */
	oat_jubjub_ed_t pts[BENCH_MSM];
	oat_jubjub_fr_t ks[BENCH_MSM];
	unsigned char vk[32], sig[64], msg[32];
	oat_jubjub_reddsa_item items[BENCH_BATCH];
} ctx_t;

static void setup(ctx_t *c) {
	c->sink += (unsigned)oat_jubjub_fq_rand(c->a, bench_rng, NULL);
	c->sink += (unsigned)oat_jubjub_fq_rand(c->b, bench_rng, NULL);
	c->sink += (unsigned)oat_jubjub_fr_rand(c->k, bench_rng, NULL);
	c->sink += (unsigned)oat_jubjub_fr_rand(c->l, bench_rng, NULL);
	oat_jubjub_fq_sqr(c->sq, c->a);     /* squares: the roots' full path */
	oat_jubjub_fr_sqr(c->ksq, c->k);
	oat_jubjub_ed_mul_gen(c->p, c->k);
	oat_jubjub_ed_mul_gen(c->q, c->l);
	oat_jubjub_ed_to_niels(c->n, c->q);
	oat_jubjub_ed_to_aniels(c->an, c->q);
	c->sink += (unsigned)oat_jubjub_ed_write_bin(c->enc, sizeof(c->enc), c->p);
	for (int i = 0; i < BENCH_MSM; i++) {
		c->sink += (unsigned)oat_jubjub_fr_rand(c->ks[i], bench_rng, NULL);
		oat_jubjub_ed_mul_gen(c->pts[i], c->ks[i]);
		c->sink += (unsigned)oat_jubjub_fr_rand(c->ks[i], bench_rng, NULL);
	}
	memset(c->msg, 0x5a, sizeof(c->msg));
	c->sink += (unsigned)oat_jubjub_reddsa_keygen(c->m, c->vk, sizeof(c->vk), OAT_JUBJUB_REDDSA_SPEND_AUTH,
		bench_rng, NULL);
	c->sink += (unsigned)oat_jubjub_reddsa_sign(c->sig, sizeof(c->sig), c->m, OAT_JUBJUB_REDDSA_SPEND_AUTH,
		c->msg, sizeof(c->msg), bench_rng, NULL);
	for (int i = 0; i < BENCH_BATCH; i++) {     /* one signature BENCH_BATCH times */
		oat_jubjub_reddsa_item it = { OAT_JUBJUB_REDDSA_SPEND_AUTH, c->vk, c->sig, c->msg, sizeof(c->msg) };
		c->items[i] = it;
	}
}

static void setup_v(void *c) { setup((ctx_t *)c); }

#define OP(name, body) static void op_##name(void *v) { ctx_t *c = (ctx_t *)v; body; }
OP(fq_add, oat_jubjub_fq_add(c->c, c->a, c->b))
OP(fq_sub, oat_jubjub_fq_sub(c->c, c->a, c->b))
OP(fq_mul, oat_jubjub_fq_mul(c->c, c->a, c->b))
OP(fq_sqr, oat_jubjub_fq_sqr(c->c, c->a))
OP(fq_inv, oat_jubjub_fq_inv(c->c, c->a))
OP(fq_inv_vartime, oat_jubjub_fq_inv_vartime(c->c, c->a))
OP(fq_sqrt, c->sink += (unsigned)oat_jubjub_fq_sqrt(c->c, c->sq))
OP(fr_add, oat_jubjub_fr_add(c->m, c->k, c->l))
OP(fr_sub, oat_jubjub_fr_sub(c->m, c->k, c->l))
OP(fr_mul, oat_jubjub_fr_mul(c->m, c->k, c->l))
OP(fr_sqr, oat_jubjub_fr_sqr(c->m, c->k))
OP(fr_inv, oat_jubjub_fr_inv(c->m, c->k))
OP(fr_sqrt, c->sink += (unsigned)oat_jubjub_fr_sqrt(c->m, c->ksq))
OP(ed_add, oat_jubjub_ed_add(c->r, c->p, c->q))
OP(ed_sub, oat_jubjub_ed_sub(c->r, c->p, c->q))
OP(ed_dbl, oat_jubjub_ed_dbl(c->r, c->p))
OP(ed_add_niels, oat_jubjub_ed_add_niels(c->r, c->p, c->n))
OP(ed_add_aniels, oat_jubjub_ed_add_aniels(c->r, c->p, c->an))
OP(ed_norm, oat_jubjub_ed_norm(c->r, c->p))
OP(ed_mul, oat_jubjub_ed_mul(c->r, c->p, c->k))
OP(ed_mul_gen, oat_jubjub_ed_mul_gen(c->r, c->k))
OP(ed_read_bin, c->sink += (unsigned)oat_jubjub_ed_read_bin(c->r, c->enc, sizeof(c->enc)))
OP(ed_write_bin, c->sink += (unsigned)oat_jubjub_ed_write_bin(c->enc, sizeof(c->enc), c->p))
OP(ed_is_torsion_free, c->sink += (unsigned)oat_jubjub_ed_is_torsion_free_vartime(c->p))
OP(ed_mul_vartime, oat_jubjub_ed_mul_vartime(c->r, c->p, c->k))
OP(ed_mul_sim_vartime_64, oat_jubjub_ed_mul_sim_vartime(c->r, (const oat_jubjub_ed_t *)c->pts,
	(const oat_jubjub_fr_t *)c->ks, BENCH_MSM))
OP(ed_norm_sim_64, oat_jubjub_ed_norm_sim(c->pts, (const oat_jubjub_ed_t *)c->pts, BENCH_MSM))
OP(ed_group_hash, c->sink += (unsigned)oat_jubjub_ed_group_hash(c->r, (const unsigned char *)"Zcash_G_",
	c->msg, sizeof(c->msg)))
OP(reddsa_sign, c->sink += (unsigned)oat_jubjub_reddsa_sign(c->sig, sizeof(c->sig), c->m,
	OAT_JUBJUB_REDDSA_SPEND_AUTH, c->msg, sizeof(c->msg), bench_rng, NULL))
OP(reddsa_verify, c->sink += (unsigned)oat_jubjub_reddsa_verify(OAT_JUBJUB_REDDSA_SPEND_AUTH, c->vk,
	sizeof(c->vk), c->msg, sizeof(c->msg), c->sig, sizeof(c->sig)))
OP(reddsa_batch_verify_64, c->sink += (unsigned)oat_jubjub_reddsa_batch_verify(c->items, BENCH_BATCH))

#define E(m, n) { m, #n, op_##n, setup_v, 0 }
static const bench_op ops_[] = {
	E("fq", fq_add), E("fq", fq_sub), E("fq", fq_mul), E("fq", fq_sqr), E("fq", fq_inv),
	E("fq", fq_inv_vartime), E("fq", fq_sqrt),
	E("fr", fr_add), E("fr", fr_sub), E("fr", fr_mul), E("fr", fr_sqr), E("fr", fr_inv),
	E("fr", fr_sqrt),
	E("ed", ed_add), E("ed", ed_sub), E("ed", ed_dbl), E("ed", ed_add_niels), E("ed", ed_add_aniels),
	E("ed", ed_norm), E("ed", ed_mul), E("ed", ed_mul_gen), E("ed", ed_read_bin), E("ed", ed_write_bin),
	E("ed", ed_is_torsion_free), E("ed", ed_mul_vartime), E("ed", ed_mul_sim_vartime_64),
	E("ed", ed_norm_sim_64), E("ed", ed_group_hash),
	E("reddsa", reddsa_sign), E("reddsa", reddsa_verify), E("reddsa", reddsa_batch_verify_64),
};

static ctx_t ctx_;

const bench_curve BENCH_NAME = { "jubjub", "Jubjub", ops_, sizeof(ops_) / sizeof(ops_[0]), &ctx_, NULL };
