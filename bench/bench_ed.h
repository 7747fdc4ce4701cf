/* The operations of oat-bench for Jubjub (issue 17): its two fields so far,
 * fq (coordinates) and fr (scalars), with the rows of zkcrypto/jubjub's
 * field benches (add, sub, mul, square, invert, sqrt) in RELIC's names
 * (fq_add, ..., fq_sqr, fq_inv, fq_sqrt), written with the curve-named API
 * and compiled by a file CMake generates (bench_jubjub.c: BENCH_NAME).
 * bench.c prefixes the rows of a curve that is not the default one
 * (jubjub_fq_mul). */
#include "oat.h"
#include "bench.h"

static oat_rand_fn bench_rng = oat_rand_os;

typedef struct {
	unsigned sink;   /* first: bench.c's empty operation bumps it */
	oat_jubjub_fq_t a, b, c, sq;
	oat_jubjub_fr_t k, l, m, ksq;
} ctx_t;

static void setup(ctx_t *c) {
	c->sink += (unsigned)oat_jubjub_fq_rand(c->a, bench_rng, NULL);
	c->sink += (unsigned)oat_jubjub_fq_rand(c->b, bench_rng, NULL);
	c->sink += (unsigned)oat_jubjub_fr_rand(c->k, bench_rng, NULL);
	c->sink += (unsigned)oat_jubjub_fr_rand(c->l, bench_rng, NULL);
	oat_jubjub_fq_sqr(c->sq, c->a);     /* squares: the roots' full path */
	oat_jubjub_fr_sqr(c->ksq, c->k);
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

#define E(m, n) { m, #n, op_##n, setup_v }
static const bench_op ops_[] = {
	E("fq", fq_add), E("fq", fq_sub), E("fq", fq_mul), E("fq", fq_sqr), E("fq", fq_inv),
	E("fq", fq_inv_vartime), E("fq", fq_sqrt),
	E("fr", fr_add), E("fr", fr_sub), E("fr", fr_mul), E("fr", fr_sqr), E("fr", fr_inv),
	E("fr", fr_sqrt),
};

static ctx_t ctx_;

const bench_curve BENCH_NAME = { "jubjub", "Jubjub", ops_, sizeof(ops_) / sizeof(ops_[0]), &ctx_, NULL };
