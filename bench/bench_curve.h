/* The operations of oat-bench for one curve: the inputs, the operations
 * and their table, written once with the short names (oat/compat.h) and
 * compiled for every curve of the library by a file CMake generates
 * (bench_<curve>.c: OAT_COMPAT_<CURVE>, BENCH_CURVE, BENCH_NAME).  The rows
 * are RELIC's names (fp_mul, pc_map, ...); bench.c prefixes those of the
 * curves other than the default one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(OAT_BENCH_THREADS)
#include <pthread.h>
#endif
#include "oat.h"
#include "bench.h"
#include OAT_TEST_CURVE_H
#include "fp/fp_int.h"

#define oat_fp_muln FP(muln)
#define oat_fp_rdc FP(rdc)
#define oat_fpd_t FPD(t)

static oat_rand_fn bench_rng = oat_rand_os;

/* ---- inputs -------------------------------------------------------------- */
typedef struct {
	unsigned sink;   /* first: bench.c's empty operation bumps it */
	oat_fp_t a, b, c;
	oat_fpd_t d;
	oat_fr_t k, k2;
	oat_fp2_t a2, b2, c2;
	oat_fp6_t a6, b6, c6;
	oat_fp12_t a12, b12, c12, cyc;
	oat_g1_t p, q, r1, pv[8];
	oat_g2_t s, t, r2, qv[8];
	oat_fr_t kv[2];
	oat_fp_t av[2], rv[2];
	oat_gt_t g, h, rt;
	oat_g1_pre_t pre1;
	oat_g2_pre_t pre2;
	unsigned char buf[OAT_GT_BYTES], bin1[OAT_G1_BYTES], bin2[OAT_G2_BYTES], bint[OAT_GT_BYTES];
	unsigned char packt[OAT_GT_PACK_BYTES];
	unsigned char pack1[OAT_G1_PACK_BYTES], pack2[OAT_G2_PACK_BYTES], msg[32];
	unsigned char e[OAT_FP_BYTES];
	char str[2 * OAT_FP_BYTES + 1];
	/* BLS: 8 signers, each its own 32-byte message (the POP scheme) */
	oat_fr_t bsk[8];
	oat_bls_pk_t bpk[8];
	oat_bls_sig_t bsig[8];
	unsigned char bmsg[8][32];
	const unsigned char *bm[8];
	size_t bl[8];
	/* multi-scalar multiplication: mn points of each group, their scalars
	 * and the scratch (of msz bytes), on the heap, grown by each row's
	 * setup to its n */
	oat_g1_t *mp1;
	oat_g2_t *mp2;
	oat_fr_t *mk;
	void *mscr;
	size_t mn, msz;
#if defined(OAT_GROTH16_MAX_PUBLIC)
	/* Groth16: a key of 2 public inputs (snarkjs's test circuit's count)
	 * and a proof that satisfies it, made from random exponents */
	oat_groth16_vk gvk;
	oat_groth16_pvk gpvk;
	oat_groth16_proof gpr;
	oat_fr_t gx[2];
#endif
} ctx_t;


static void setup(ctx_t *c) {
	c->sink += (unsigned)oat_fp_rand(c->a, bench_rng, NULL);
	c->sink += (unsigned)oat_fp_rand(c->b, bench_rng, NULL);
	oat_fp_muln(c->d, c->a, c->b);
	c->sink += (unsigned)oat_fr_rand(c->k, bench_rng, NULL);
	c->sink += (unsigned)oat_fr_rand(c->k2, bench_rng, NULL);
	oat_fr_copy(c->kv[0], c->k);
	oat_fr_copy(c->kv[1], c->k2);
	oat_fp_copy(c->av[0], c->a);
	oat_fp_copy(c->av[1], c->b);
	c->sink += (unsigned)oat_fp2_rand(c->a2, bench_rng, NULL);
	c->sink += (unsigned)oat_fp2_rand(c->b2, bench_rng, NULL);
	c->sink += (unsigned)oat_fp6_rand(c->a6, bench_rng, NULL);
	c->sink += (unsigned)oat_fp6_rand(c->b6, bench_rng, NULL);
	c->sink += (unsigned)oat_fp12_rand(c->a12, bench_rng, NULL);
	c->sink += (unsigned)oat_fp12_rand(c->b12, bench_rng, NULL);
	c->sink += (unsigned)oat_fp_write_bin(c->e, sizeof(c->e), c->b);
	c->sink += (unsigned)oat_fp_write_str(c->str, sizeof(c->str), c->a);
}

static void setup_groups(ctx_t *c) {
	setup(c);
	c->sink += (unsigned)oat_g1_rand(c->p, bench_rng, NULL);
	c->sink += (unsigned)oat_g1_rand(c->q, bench_rng, NULL);
	c->sink += (unsigned)oat_g2_rand(c->s, bench_rng, NULL);
	c->sink += (unsigned)oat_g2_rand(c->t, bench_rng, NULL);
	for (int i = 0; i < 8; i++) {
		oat_fr_t k;
		c->sink += (unsigned)oat_fr_rand(k, bench_rng, NULL);
		oat_g1_mul_gen(c->pv[i], k);
		c->sink += (unsigned)oat_fr_rand(k, bench_rng, NULL);
		oat_g2_mul_gen(c->qv[i], k);
	}
	c->sink += (unsigned)oat_g1_write_bin(c->bin1, sizeof(c->bin1), c->p);
	c->sink += (unsigned)oat_g2_write_bin(c->bin2, sizeof(c->bin2), c->s);
	c->sink += (unsigned)oat_g1_write_bin(c->pack1, sizeof(c->pack1), c->p);
	c->sink += (unsigned)oat_g2_write_bin(c->pack2, sizeof(c->pack2), c->s);
	c->sink += (unsigned)bench_rng(NULL, c->msg, sizeof(c->msg));
	oat_pc_map(c->g, c->p, c->s);
	oat_pc_map(c->h, c->q, c->t);
	c->sink += (unsigned)oat_gt_write_bin(c->bint, sizeof(c->bint), c->g);
	c->sink += (unsigned)oat_gt_write_bin(c->packt, sizeof(c->packt), c->g);
	oat_g1_mul_pre(c->pre1, c->p);
	oat_g2_mul_pre(c->pre2, c->s);
	oat_pc_miller_loop(c->c12, c->p, c->s);
	oat_fp12_copy(c->cyc, c->g);
}

static void setup_bls(ctx_t *c) {
	unsigned char ikm[32];
	setup(c);
	for (int i = 0; i < 8; i++) {
		c->sink += (unsigned)bench_rng(NULL, ikm, sizeof(ikm));
		c->sink += (unsigned)bench_rng(NULL, c->bmsg[i], sizeof(c->bmsg[i]));
		c->sink += (unsigned)oat_bls_keygen(c->bsk[i], ikm, sizeof(ikm), NULL, 0);
		oat_bls_sk_to_pk(c->bpk[i], c->bsk[i]);
		c->bm[i] = c->bmsg[i];
		c->bl[i] = sizeof(c->bmsg[i]);
		c->sink += (unsigned)oat_bls_sign_scheme(c->bsig[i], c->bsk[i], c->bm[i], c->bl[i], OAT_BLS_POP);
	}
}

/* n points of each group and their scalars: a walk P_i = P_(i-1) + S from
 * random P_0, S (cheaper than n random points; Pippenger does not care),
 * and scratch for n; kept for the smaller rows */
static void setup_msm_n(ctx_t *c, size_t n) {
	oat_g1_t s1;
	oat_g2_t s2;
	size_t sz = oat_g1_msm_scratch_size(n), sz2 = oat_g2_msm_scratch_size(n);
	setup_groups(c);
	if (sz2 > sz) sz = sz2;
	if (sz > c->msz) {
		free(c->mscr);
		c->mscr = malloc(sz);
		c->msz = sz;
	}
	if (n > c->mn) {
		free(c->mp1);
		free(c->mp2);
		free(c->mk);
		c->mp1 = malloc(n * sizeof(oat_g1_t));
		c->mp2 = malloc(n * sizeof(oat_g2_t));
		c->mk = malloc(n * sizeof(oat_fr_t));
		if (c->mp1 == NULL || c->mp2 == NULL || c->mk == NULL || (sz && c->mscr == NULL)) {
			fprintf(stderr, "oat-bench: no memory for %zu points\n", n);
			exit(1);
		}
		c->sink += (unsigned)oat_g1_rand(s1, bench_rng, NULL);
		c->sink += (unsigned)oat_g2_rand(s2, bench_rng, NULL);
		oat_g1_copy(c->mp1[0], c->p);
		oat_g2_copy(c->mp2[0], c->s);
		for (size_t i = 0; i < n; i++) {
			if (i > 0) {
				oat_g1_add(c->mp1[i], c->mp1[i - 1], s1);
				oat_g2_add(c->mp2[i], c->mp2[i - 1], s2);
			}
			c->sink += (unsigned)oat_fr_rand(c->mk[i], bench_rng, NULL);
		}
		c->mn = n;
	}
}
static void setup_msm16(ctx_t *c) { setup_msm_n(c, 16); }
static void setup_msm256(ctx_t *c) { setup_msm_n(c, 256); }
static void setup_msm1024(ctx_t *c) { setup_msm_n(c, 1024); }
static void setup_msm4096(ctx_t *c) { setup_msm_n(c, 4096); }
static void setup_msm65536(ctx_t *c) { setup_msm_n(c, 65536); }

#if defined(OAT_GROTH16_MAX_PUBLIC)
/* alpha, beta, gamma, delta, IC_i = u_i G1 and A = a G1, B = b G2 at random,
 * C = (a b - alpha beta - (u_0 + sum x_i u_i) gamma) / delta G1, so that
 * e(A, B) = e(alpha, beta) e(IC_0 + sum x_i IC_i, gamma) e(C, delta) */
static void setup_groth16(ctx_t *c) {
	oat_fr_t al, be, ga, de, a, b, s, t, u;
	setup_groups(c);
	c->sink += (unsigned)oat_fr_rand(al, bench_rng, NULL);
	c->sink += (unsigned)oat_fr_rand(be, bench_rng, NULL);
	c->sink += (unsigned)oat_fr_rand(ga, bench_rng, NULL);
	c->sink += (unsigned)oat_fr_rand(de, bench_rng, NULL);
	c->sink += (unsigned)oat_fr_rand(a, bench_rng, NULL);
	c->sink += (unsigned)oat_fr_rand(b, bench_rng, NULL);
	oat_g1_mul_gen(c->gvk.alpha, al);
	oat_g2_mul_gen(c->gvk.beta, be);
	oat_g2_mul_gen(c->gvk.gamma, ga);
	oat_g2_mul_gen(c->gvk.delta, de);
	c->gvk.n_public = 2;
	oat_fr_mul(s, al, be);
	oat_fr_mul(t, a, b);
	oat_fr_sub(s, t, s);
	for (size_t i = 0; i <= 2; i++) {
		c->sink += (unsigned)oat_fr_rand(u, bench_rng, NULL);
		oat_g1_mul_gen(c->gvk.ic[i], u);
		if (i) {
			c->sink += (unsigned)oat_fr_rand(c->gx[i - 1], bench_rng, NULL);
			oat_fr_mul(u, u, c->gx[i - 1]);
		}
		oat_fr_mul(u, u, ga);
		oat_fr_sub(s, s, u);
	}
	oat_fr_inv(t, de);
	oat_fr_mul(t, t, s);
	oat_g1_mul_gen(c->gpr.a, a);
	oat_g2_mul_gen(c->gpr.b, b);
	oat_g1_mul_gen(c->gpr.c, t);
	if (oat_groth16_prepare(&c->gpvk, &c->gvk) != OAT_OK ||
	    oat_groth16_verify(&c->gvk, &c->gpr, (const oat_fr_t *)c->gx, 2) != OAT_OK ||
	    oat_groth16_verify_prepared(&c->gpvk, &c->gpr, (const oat_fr_t *)c->gx, 2) != OAT_OK) {
		fprintf(stderr, "oat-bench: the Groth16 proof made for the bench does not verify\n");
		exit(1);
	}
}
static void setup_groth16_v(void *c) { setup_groth16((ctx_t *)c); }
#endif

static void setup_v(void *c) { setup((ctx_t *)c); }
static void setup_msm16_v(void *c) { setup_msm16((ctx_t *)c); }
static void setup_msm256_v(void *c) { setup_msm256((ctx_t *)c); }
static void setup_msm1024_v(void *c) { setup_msm1024((ctx_t *)c); }
static void setup_msm4096_v(void *c) { setup_msm4096((ctx_t *)c); }
static void setup_msm65536_v(void *c) { setup_msm65536((ctx_t *)c); }
static void setup_groups_v(void *c) { setup_groups((ctx_t *)c); }
static void setup_bls_v(void *c) { setup_bls((ctx_t *)c); }

/* ---- operations ---------------------------------------------------------- */
#define OP(name, body) static void op_##name(void *v) { ctx_t *c = (ctx_t *)v; body; }
OP(fp_add, oat_fp_add(c->c, c->a, c->b))
OP(fp_sub, oat_fp_sub(c->c, c->a, c->b))
OP(fp_neg, oat_fp_neg(c->c, c->a))
OP(fp_dbl, oat_fp_dbl(c->c, c->a))
OP(fp_hlv, oat_fp_hlv(c->c, c->a))
OP(fp_mul, oat_fp_mul(c->c, c->a, c->b))
OP(fp_sqr, oat_fp_sqr(c->c, c->a))
OP(fp_rdc, oat_fp_rdc(c->c, c->d))
OP(fp_inv, oat_fp_inv(c->c, c->a))
OP(fp_inv_vartime, oat_fp_inv_vartime(c->c, c->a))
OP(fp_exp, oat_fp_exp(c->c, c->a, c->e, sizeof(c->e)))
OP(fp_sqrt, c->sink += (unsigned)oat_fp_sqrt(c->c, c->a))
OP(fp_is_square, c->sink += (unsigned)oat_fp_is_square(c->a))
OP(fp_read_bin, c->sink += (unsigned)oat_fp_read_bin(c->c, c->e, sizeof(c->e)))
OP(fp_write_bin, c->sink += (unsigned)oat_fp_write_bin(c->buf, OAT_FP_BYTES, c->a))
OP(fp_read_str, c->sink += (unsigned)oat_fp_read_str(c->c, c->str, 2 * OAT_FP_BYTES))
OP(fp_write_str, c->sink += (unsigned)oat_fp_write_str(c->str, sizeof(c->str), c->a))
/* RELIC's utility rows (its bench_fp, bench_pc), for --relic and --compare-relic */
OP(fp_copy, oat_fp_copy(c->c, c->a))
OP(fp_zero, oat_fp_zero(c->c))
OP(fp_is_zero, c->sink += (unsigned)oat_fp_is_zero(c->a))
OP(fp_set_dig, oat_fp_set_dig(c->c, 7))
OP(fp_rand, c->sink += (unsigned)oat_fp_rand(c->c, bench_rng, NULL))
OP(fp_cmp, c->sink += (unsigned)oat_fp_cmp(c->a, c->b))
OP(fp_mul_dig, oat_fp_mul_dig(c->c, c->a, 0x5a5a5a5a))
OP(fp_inv_sim2, oat_fp_inv_sim(c->rv, (const oat_fp_t *)c->av, 2))
OP(fp2_add, oat_fp2_add(c->c2, c->a2, c->b2))
OP(fp2_mul, oat_fp2_mul(c->c2, c->a2, c->b2))
OP(fp2_sqr, oat_fp2_sqr(c->c2, c->a2))
OP(fp2_inv, oat_fp2_inv(c->c2, c->a2))
OP(fp2_frb, oat_fp2_frb(c->c2, c->a2, 1))
OP(fp2_conj, oat_fp2_conj(c->c2, c->a2))
OP(fp2_mul_nor, oat_fp2_mul_nor(c->c2, c->a2))
OP(fp6_add, oat_fp6_add(c->c6, c->a6, c->b6))
OP(fp6_mul, oat_fp6_mul(c->c6, c->a6, c->b6))
OP(fp6_sqr, oat_fp6_sqr(c->c6, c->a6))
OP(fp6_inv, oat_fp6_inv(c->c6, c->a6))
OP(fp6_frb, oat_fp6_frb(c->c6, c->a6, 1))
OP(fp12_add, oat_fp12_add(c->c12, c->a12, c->b12))
OP(fp12_mul, oat_fp12_mul(c->c12, c->a12, c->b12))
OP(fp12_sqr, oat_fp12_sqr(c->c12, c->a12))
OP(fp12_inv, oat_fp12_inv(c->c12, c->a12))
OP(fp12_frb, oat_fp12_frb(c->c12, c->a12, 1))
OP(fp12_conj, oat_fp12_conj(c->c12, c->a12))
OP(fp12_mul_line, oat_fp12_mul_line(c->c12, c->a12, c->a2, c->b2, c->c2))
OP(fp12_sqr_cyc, oat_fp12_sqr_cyc(c->cyc, c->cyc))
OP(fp12_sqr_pck, oat_fp12_sqr_pck(c->c12, c->cyc))
OP(fp12_back_cyc, oat_fp12_back_cyc(c->c12, c->cyc))
OP(g1_is_infty, c->sink += (unsigned)oat_g1_is_infty(c->p))
OP(g1_set_infty, oat_g1_set_infty(c->r1))
OP(g1_copy, oat_g1_copy(c->r1, c->p))
OP(g1_cmp, c->sink += (unsigned)oat_g1_equal(c->p, c->q))
OP(g1_rand, c->sink += (unsigned)oat_g1_rand(c->r1, bench_rng, NULL))
OP(g1_sub, oat_g1_sub(c->r1, c->p, c->q))
OP(g1_add, oat_g1_add(c->r1, c->p, c->q))
OP(g1_dbl, oat_g1_dbl(c->r1, c->p))
OP(g1_neg, oat_g1_neg(c->r1, c->p))
OP(g1_norm, oat_g1_norm(c->r1, c->p))
OP(g1_mul, oat_g1_mul(c->r1, c->p, c->k))
OP(g1_mul_gen, oat_g1_mul_gen(c->r1, c->k))
OP(g1_mul_vartime, oat_g1_mul_vartime(c->r1, c->p, c->k))
OP(g1_mul_sim, oat_g1_mul_sim_vartime(c->r1, (const oat_g1_t *)c->pv, (const oat_fr_t *)c->kv, 2))
OP(g1_mul_sim_gen, oat_g1_mul_sim_gen(c->r1, c->k, c->p, c->k2))
OP(g1_mul_sim_gen_vartime, oat_g1_mul_sim_gen_vartime(c->r1, c->k, c->p, c->k2))
OP(g1_mul_dig, oat_g1_mul_dig(c->r1, c->p, c->k->d[0]))
OP(g1_mul_pre, oat_g1_mul_pre(c->pre1, c->p))
OP(g1_mul_fix, oat_g1_mul_fix(c->r1, c->pre1, c->k))
OP(g1_msm_ct8, c->sink += (unsigned)oat_g1_msm(c->r1, (const oat_g1_t *)c->mp1, (const oat_fr_t *)c->mk, 8))
OP(g1_msm16, c->sink += (unsigned)oat_g1_msm_vartime(c->r1, (const oat_g1_t *)c->mp1, (const oat_fr_t *)c->mk,
	16, c->mscr))
OP(g1_msm256, c->sink += (unsigned)oat_g1_msm_vartime(c->r1, (const oat_g1_t *)c->mp1, (const oat_fr_t *)c->mk,
	256, c->mscr))
OP(g1_msm1024, c->sink += (unsigned)oat_g1_msm_vartime(c->r1, (const oat_g1_t *)c->mp1, (const oat_fr_t *)c->mk,
	1024, c->mscr))
OP(g1_msm4096, c->sink += (unsigned)oat_g1_msm_vartime(c->r1, (const oat_g1_t *)c->mp1, (const oat_fr_t *)c->mk,
	4096, c->mscr))
OP(g1_msm65536, c->sink += (unsigned)oat_g1_msm_vartime(c->r1, (const oat_g1_t *)c->mp1, (const oat_fr_t *)c->mk,
	65536, c->mscr))
OP(g1_is_valid, c->sink += (unsigned)oat_g1_is_valid(c->p))
OP(g1_read_bin, c->sink += (unsigned)oat_g1_read_bin(c->r1, c->bin1, sizeof(c->bin1)))
OP(g1_write_bin, c->sink += (unsigned)oat_g1_write_bin(c->buf, OAT_G1_BYTES, c->p))
OP(g1_read_bin_pack, c->sink += (unsigned)oat_g1_read_bin(c->r1, c->pack1, sizeof(c->pack1)))
OP(g1_write_bin_pack, c->sink += (unsigned)oat_g1_write_bin(c->buf, OAT_G1_PACK_BYTES, c->p))
OP(g1_map, c->sink += (unsigned)oat_g1_map(c->r1, c->msg, sizeof(c->msg), (const unsigned char *)"OAT-BENCH", 9))
OP(g1_map_vartime, c->sink += (unsigned)oat_g1_map_vartime(c->r1, c->msg, sizeof(c->msg),
		(const unsigned char *)"OAT-BENCH", 9))
OP(g2_is_infty, c->sink += (unsigned)oat_g2_is_infty(c->s))
OP(g2_set_infty, oat_g2_set_infty(c->r2))
OP(g2_copy, oat_g2_copy(c->r2, c->s))
OP(g2_cmp, c->sink += (unsigned)oat_g2_equal(c->s, c->t))
OP(g2_rand, c->sink += (unsigned)oat_g2_rand(c->r2, bench_rng, NULL))
OP(g2_sub, oat_g2_sub(c->r2, c->s, c->t))
OP(g2_add, oat_g2_add(c->r2, c->s, c->t))
OP(g2_dbl, oat_g2_dbl(c->r2, c->s))
OP(g2_neg, oat_g2_neg(c->r2, c->s))
OP(g2_norm, oat_g2_norm(c->r2, c->s))
OP(g2_mul, oat_g2_mul(c->r2, c->s, c->k))
OP(g2_mul_gen, oat_g2_mul_gen(c->r2, c->k))
OP(g2_mul_vartime, oat_g2_mul_vartime(c->r2, c->s, c->k))
OP(g2_mul_sim, oat_g2_mul_sim_vartime(c->r2, (const oat_g2_t *)c->qv, (const oat_fr_t *)c->kv, 2))
OP(g2_mul_sim_gen, oat_g2_mul_sim_gen(c->r2, c->k, c->s, c->k2))
OP(g2_mul_sim_gen_vartime, oat_g2_mul_sim_gen_vartime(c->r2, c->k, c->s, c->k2))
OP(g2_mul_dig, oat_g2_mul_dig(c->r2, c->s, c->k->d[0]))
OP(g2_mul_pre, oat_g2_mul_pre(c->pre2, c->s))
OP(g2_mul_fix, oat_g2_mul_fix(c->r2, c->pre2, c->k))
OP(g2_msm_ct8, c->sink += (unsigned)oat_g2_msm(c->r2, (const oat_g2_t *)c->mp2, (const oat_fr_t *)c->mk, 8))
OP(g2_msm16, c->sink += (unsigned)oat_g2_msm_vartime(c->r2, (const oat_g2_t *)c->mp2, (const oat_fr_t *)c->mk,
	16, c->mscr))
OP(g2_msm256, c->sink += (unsigned)oat_g2_msm_vartime(c->r2, (const oat_g2_t *)c->mp2, (const oat_fr_t *)c->mk,
	256, c->mscr))
OP(g2_msm1024, c->sink += (unsigned)oat_g2_msm_vartime(c->r2, (const oat_g2_t *)c->mp2, (const oat_fr_t *)c->mk,
	1024, c->mscr))
OP(g2_msm4096, c->sink += (unsigned)oat_g2_msm_vartime(c->r2, (const oat_g2_t *)c->mp2, (const oat_fr_t *)c->mk,
	4096, c->mscr))
OP(g2_msm65536, c->sink += (unsigned)oat_g2_msm_vartime(c->r2, (const oat_g2_t *)c->mp2, (const oat_fr_t *)c->mk,
	65536, c->mscr))
OP(g2_is_valid, c->sink += (unsigned)oat_g2_is_valid(c->s))
OP(g2_read_bin, c->sink += (unsigned)oat_g2_read_bin(c->r2, c->bin2, sizeof(c->bin2)))
OP(g2_write_bin, c->sink += (unsigned)oat_g2_write_bin(c->buf, OAT_G2_BYTES, c->s))
OP(g2_read_bin_pack, c->sink += (unsigned)oat_g2_read_bin(c->r2, c->pack2, sizeof(c->pack2)))
OP(g2_write_bin_pack, c->sink += (unsigned)oat_g2_write_bin(c->buf, OAT_G2_PACK_BYTES, c->s))
OP(g2_map, c->sink += (unsigned)oat_g2_map(c->r2, c->msg, sizeof(c->msg), (const unsigned char *)"OAT-BENCH", 9))
OP(g2_map_vartime, c->sink += (unsigned)oat_g2_map_vartime(c->r2, c->msg, sizeof(c->msg),
		(const unsigned char *)"OAT-BENCH", 9))
OP(gt_copy, oat_gt_copy(c->rt, c->g))
OP(gt_set_unity, oat_gt_set_unity(c->rt))
OP(gt_is_unity, c->sink += (unsigned)oat_gt_is_unity(c->g))
OP(gt_cmp, c->sink += (unsigned)oat_gt_equal(c->g, c->h))
OP(gt_inv, oat_gt_inv(c->rt, c->g))
OP(gt_mul, oat_gt_mul(c->rt, c->g, c->h))
OP(gt_sqr, oat_gt_sqr(c->rt, c->g))
OP(gt_exp, oat_gt_exp(c->rt, c->g, c->k))
OP(gt_exp_vartime, oat_gt_exp_vartime(c->rt, c->g, c->k))
OP(gt_exp_gen, oat_gt_exp_gen(c->rt, c->k))
OP(gt_exp_sim, oat_gt_exp_sim(c->rt, c->g, c->k, c->h, c->k2))
OP(gt_exp_dig, oat_gt_exp_dig(c->rt, c->g, c->k->d[0]))
OP(gt_rand, c->sink += (unsigned)oat_gt_rand(c->rt, bench_rng, NULL))
OP(gt_read_bin_pack, c->sink += (unsigned)oat_gt_read_bin(c->rt, c->packt, sizeof(c->packt)))
OP(gt_write_bin_pack, c->sink += (unsigned)oat_gt_write_bin(c->buf, OAT_GT_PACK_BYTES, c->g))
OP(gt_is_valid, c->sink += (unsigned)oat_gt_is_valid(c->g))
OP(gt_read_bin, c->sink += (unsigned)oat_gt_read_bin(c->rt, c->bint, sizeof(c->bint)))
OP(gt_write_bin, c->sink += (unsigned)oat_gt_write_bin(c->buf, OAT_GT_BYTES, c->g))
OP(pc_map, oat_pc_map(c->rt, c->p, c->s))
OP(pc_map_sim2, oat_pc_map_sim(c->rt, (const oat_g1_t *)c->pv, (const oat_g2_t *)c->qv, 2))
OP(pc_map_sim8, oat_pc_map_sim(c->rt, (const oat_g1_t *)c->pv, (const oat_g2_t *)c->qv, 8))
/* 64 pairs (the 8 of pv, qv over and over): on one thread, and split over
 * two threads with merged accumulators (the README's pattern) */
static void acc_share_(const ctx_t *c, oat_pc_acc *acc, int from, int to) {
	oat_pc_acc_init(acc);
	for (int i = from; i < to; i++) oat_pc_acc_add(acc, c->pv[i % 8], c->qv[i % 8]);
}
OP(pc_map_sim64, { oat_pc_acc a; acc_share_(c, &a, 0, 64); oat_pc_acc_final(c->rt, &a); })
#if defined(OAT_BENCH_THREADS)
/* the second half on a thread started per call (its start-up, tens of
 * microseconds, counts: it is what a caller's code pays without a pool) */
typedef struct { const ctx_t *c; oat_pc_acc acc; } share_t_;
static void *share_run_(void *v) {
	share_t_ *s = (share_t_ *)v;
	acc_share_(s->c, &s->acc, 32, 64);
	return NULL;
}
static void op_pc_map_sim64_2t(void *v) {
	ctx_t *c = (ctx_t *)v;
	static share_t_ other;
	oat_pc_acc a;
	pthread_t th;
	other.c = c;
	if (pthread_create(&th, NULL, share_run_, &other) != 0) {
		acc_share_(c, &a, 0, 64);              /* no thread: one does it all */
	} else {
		acc_share_(c, &a, 0, 32);
		pthread_join(th, NULL);
		oat_pc_acc_merge(&a, &other.acc);
	}
	oat_pc_acc_final(c->rt, &a);
}
#endif
OP(pc_miller_loop, oat_pc_miller_loop(c->a12, c->p, c->s))
OP(pc_final_exp, oat_pc_final_exp(c->rt, c->c12))
OP(bls_sign, c->sink += (unsigned)oat_bls_sign_scheme(c->bsig[0], c->bsk[0], c->bm[0], c->bl[0], OAT_BLS_POP))
OP(bls_verify, c->sink += (unsigned)oat_bls_verify_scheme(c->bpk[0], c->bm[0], c->bl[0], c->bsig[0], OAT_BLS_POP))
OP(bls_batch_verify8, c->sink += (unsigned)oat_bls_batch_verify((const oat_bls_pk_t *)c->bpk, c->bm, c->bl,
	(const oat_bls_sig_t *)c->bsig, 8, OAT_BLS_POP))
#if defined(OAT_GROTH16_MAX_PUBLIC)
OP(groth16_verify, c->sink += (unsigned)oat_groth16_verify(&c->gvk, &c->gpr, (const oat_fr_t *)c->gx, 2))
OP(groth16_verify_prepared, c->sink += (unsigned)oat_groth16_verify_prepared(&c->gpvk, &c->gpr,
	(const oat_fr_t *)c->gx, 2))
#endif

#define E(m, n, s) { m, #n, op_##n, s##_v, 0 }
/* a row on request (bench.h): seconds at 2^12 points and more on the board */
#define ER(m, n, s) { m, #n, op_##n, s##_v, 1 }
static const bench_op ops_[] = {
	E("fp", fp_add, setup), E("fp", fp_sub, setup), E("fp", fp_neg, setup),
	E("fp", fp_dbl, setup), E("fp", fp_hlv, setup), E("fp", fp_mul, setup),
	E("fp", fp_sqr, setup), E("fp", fp_rdc, setup), E("fp", fp_inv, setup),
	E("fp", fp_inv_vartime, setup), E("fp", fp_exp, setup), E("fp", fp_sqrt, setup),
	E("fp", fp_is_square, setup), E("fp", fp_read_bin, setup), E("fp", fp_write_bin, setup),
	E("fp", fp_read_str, setup), E("fp", fp_write_str, setup),
	E("fp", fp_copy, setup), E("fp", fp_zero, setup), E("fp", fp_is_zero, setup),
	E("fp", fp_set_dig, setup), E("fp", fp_rand, setup), E("fp", fp_cmp, setup),
	E("fp", fp_mul_dig, setup), E("fp", fp_inv_sim2, setup),
	E("fp2", fp2_add, setup), E("fp2", fp2_mul, setup), E("fp2", fp2_sqr, setup),
	E("fp2", fp2_inv, setup), E("fp2", fp2_frb, setup), E("fp2", fp2_conj, setup),
	E("fp2", fp2_mul_nor, setup),
	E("fp6", fp6_add, setup), E("fp6", fp6_mul, setup), E("fp6", fp6_sqr, setup),
	E("fp6", fp6_inv, setup), E("fp6", fp6_frb, setup),
	E("fp12", fp12_add, setup), E("fp12", fp12_mul, setup), E("fp12", fp12_sqr, setup),
	E("fp12", fp12_inv, setup), E("fp12", fp12_frb, setup), E("fp12", fp12_conj, setup),
	E("fp12", fp12_mul_line, setup), E("fp12", fp12_sqr_cyc, setup_groups),
	E("fp12", fp12_sqr_pck, setup_groups), E("fp12", fp12_back_cyc, setup_groups),
	E("g1", g1_is_infty, setup_groups), E("g1", g1_set_infty, setup_groups),
	E("g1", g1_copy, setup_groups), E("g1", g1_cmp, setup_groups), E("g1", g1_rand, setup_groups),
	E("g1", g1_sub, setup_groups),
	E("g1", g1_add, setup_groups), E("g1", g1_dbl, setup_groups), E("g1", g1_neg, setup_groups),
	E("g1", g1_norm, setup_groups), E("g1", g1_mul, setup_groups), E("g1", g1_mul_gen, setup_groups),
	E("g1", g1_mul_vartime, setup_groups), E("g1", g1_mul_sim, setup_groups),
	E("g1", g1_mul_sim_gen, setup_groups), E("g1", g1_mul_sim_gen_vartime, setup_groups),
	E("g1", g1_mul_dig, setup_groups), E("g1", g1_mul_pre, setup_groups), E("g1", g1_mul_fix, setup_groups),
	E("g1", g1_msm_ct8, setup_msm16), E("g1", g1_msm16, setup_msm16), E("g1", g1_msm256, setup_msm256),
	E("g1", g1_msm1024, setup_msm1024), ER("g1", g1_msm4096, setup_msm4096),
	ER("g1", g1_msm65536, setup_msm65536),
	E("g1", g1_map, setup_groups), E("g1", g1_map_vartime, setup_groups), E("g1", g1_is_valid, setup_groups),
	E("g1", g1_read_bin, setup_groups), E("g1", g1_write_bin, setup_groups),
	E("g1", g1_read_bin_pack, setup_groups), E("g1", g1_write_bin_pack, setup_groups),
	E("g2", g2_is_infty, setup_groups), E("g2", g2_set_infty, setup_groups),
	E("g2", g2_copy, setup_groups), E("g2", g2_cmp, setup_groups), E("g2", g2_rand, setup_groups),
	E("g2", g2_sub, setup_groups),
	E("g2", g2_add, setup_groups), E("g2", g2_dbl, setup_groups), E("g2", g2_neg, setup_groups),
	E("g2", g2_norm, setup_groups), E("g2", g2_mul, setup_groups), E("g2", g2_mul_gen, setup_groups),
	E("g2", g2_mul_vartime, setup_groups), E("g2", g2_mul_sim, setup_groups),
	E("g2", g2_mul_sim_gen, setup_groups), E("g2", g2_mul_sim_gen_vartime, setup_groups),
	E("g2", g2_mul_dig, setup_groups), E("g2", g2_mul_pre, setup_groups), E("g2", g2_mul_fix, setup_groups),
	E("g2", g2_msm_ct8, setup_msm16), E("g2", g2_msm16, setup_msm16), E("g2", g2_msm256, setup_msm256),
	E("g2", g2_msm1024, setup_msm1024), ER("g2", g2_msm4096, setup_msm4096),
	ER("g2", g2_msm65536, setup_msm65536),
	E("g2", g2_map, setup_groups), E("g2", g2_map_vartime, setup_groups), E("g2", g2_is_valid, setup_groups),
	E("g2", g2_read_bin, setup_groups), E("g2", g2_write_bin, setup_groups),
	E("g2", g2_read_bin_pack, setup_groups), E("g2", g2_write_bin_pack, setup_groups),
	E("gt", gt_copy, setup_groups), E("gt", gt_set_unity, setup_groups),
	E("gt", gt_is_unity, setup_groups), E("gt", gt_cmp, setup_groups), E("gt", gt_inv, setup_groups),
	E("gt", gt_mul, setup_groups), E("gt", gt_sqr, setup_groups), E("gt", gt_exp, setup_groups), E("gt", gt_exp_vartime, setup_groups),
	E("gt", gt_exp_gen, setup_groups), E("gt", gt_exp_sim, setup_groups), E("gt", gt_exp_dig, setup_groups),
	E("gt", gt_rand, setup_groups),
	E("gt", gt_is_valid, setup_groups), E("gt", gt_read_bin, setup_groups),
	E("gt", gt_write_bin, setup_groups), E("gt", gt_read_bin_pack, setup_groups),
	E("gt", gt_write_bin_pack, setup_groups),
	E("pc", pc_map, setup_groups), E("pc", pc_map_sim2, setup_groups),
	E("pc", pc_map_sim8, setup_groups), E("pc", pc_map_sim64, setup_groups),
#if defined(OAT_BENCH_THREADS)
	E("pc", pc_map_sim64_2t, setup_groups),
#endif
	E("pc", pc_miller_loop, setup_groups),
	E("pc", pc_final_exp, setup_groups),
	E("bls", bls_sign, setup_bls), E("bls", bls_verify, setup_bls), E("bls", bls_batch_verify8, setup_bls),
#if defined(OAT_GROTH16_MAX_PUBLIC)
	E("groth16", groth16_verify, setup_groth16), E("groth16", groth16_verify_prepared, setup_groth16),
#endif
};

static ctx_t ctx_;

/* one pairing in three phases, for --count */
static void count_phase_(void *v, int phase) {
	ctx_t *c = (ctx_t *)v;
	if (phase == 0) setup_groups(c);
	else if (phase == 1) oat_pc_miller_loop(c->c12, c->p, c->s);
	else if (phase == 2) oat_pc_final_exp(c->rt, c->c12);
	else oat_pc_map(c->rt, c->p, c->s);
}

const bench_curve BENCH_NAME = { OAT_TEST_CURVE, OAT_CURVE_NAME, ops_, sizeof(ops_) / sizeof(ops_[0]), &ctx_,
	count_phase_ };
