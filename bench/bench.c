/* oat-bench: per-operation timings, one line per operation in RELIC's
 * format ("BENCH: fp_mul = 25 nanosec"), or CSV / JSON.
 *
 * Method: a 64-bit monotonic nanosecond clock (clock_gettime); every
 * operation runs in R rounds (default 5) on fresh random inputs per round;
 * a round repeats the operation until it has run for at least T/R (adaptive
 * count, doubling) or exactly N times with -n; the time of an empty
 * operation called the same way is subtracted; the median round is
 * reported.  Operations are called through function pointers on data in a
 * context, and results are folded into a sink, so nothing can be optimised
 * away. */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <time.h>
#include "oat.h"
#include "fp/fp_int.h"

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define BENCH_CYCLES_NAME "rdtsc (reference cycles)"
static int have_cycles = 1;
static inline uint64_t bench_cycles(void) { return __rdtsc(); }
static void probe_cycles(void) {}
#elif defined(__arm__) && defined(__linux__)
/* PMCCNTR is readable from user space only when the kernel enabled it
 * (PMUSERENR.EN, e.g. by a module on the board); otherwise the read traps
 * with SIGILL, which the probe catches once at start. */
#include <signal.h>
#include <setjmp.h>
#define BENCH_CYCLES_NAME "PMCCNTR (cycle counter)"
static int have_cycles = 0;
static sigjmp_buf probe_jmp;
static void probe_sigill(int sig) { (void)sig; siglongjmp(probe_jmp, 1); }
static inline uint64_t bench_cycles(void) {
	uint32_t v = 0;
	if (have_cycles) __asm__ volatile("mrc p15, 0, %0, c9, c13, 0" : "=r"(v));
	return v;
}
static void probe_cycles(void) {
	struct sigaction sa, old;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = probe_sigill;
	sigaction(SIGILL, &sa, &old);
	if (sigsetjmp(probe_jmp, 1) == 0) {
		uint32_t v;
		__asm__ volatile("mrc p15, 0, %0, c9, c13, 0" : "=r"(v));
		(void)v;
		have_cycles = 1;
	}
	sigaction(SIGILL, &old, NULL);
}
#else
#define BENCH_CYCLES_NAME "none"
static int have_cycles = 0;
static inline uint64_t bench_cycles(void) { return 0; }
static void probe_cycles(void) {}
#endif

/* ---- inputs -------------------------------------------------------------- */
typedef struct {
	oat_fp_t a, b, c;
	oat_fpd_t d;
	oat_fr_t k, k2;
	oat_fp2_t a2, b2, c2;
	oat_fp6_t a6, b6, c6;
	oat_fp12_t a12, b12, c12, cyc;
	oat_g1_t p, q, r1, pv[8];
	oat_g2_t s, t, r2, qv[8];
	oat_fr_t kv[2];
	oat_gt_t g, h, rt;
	unsigned char buf[OAT_GT_BYTES], bin1[OAT_G1_BYTES], bin2[OAT_G2_BYTES], bint[OAT_GT_BYTES];
	unsigned char pack1[OAT_G1_PACK_BYTES], pack2[OAT_G2_PACK_BYTES], msg[32];
	unsigned char e[OAT_FP_BYTES];
	char str[2 * OAT_FP_BYTES + 1];
	unsigned sink;
} ctx_t;

static oat_rand_fn rng = oat_rand_os;

static void setup(ctx_t *c) {
	oat_fp_rand(c->a, rng, NULL);
	oat_fp_rand(c->b, rng, NULL);
	oat_fp_muln(c->d, c->a, c->b);
	oat_fr_rand(c->k, rng, NULL);
	oat_fr_rand(c->k2, rng, NULL);
	oat_fr_copy(c->kv[0], c->k);
	oat_fr_copy(c->kv[1], c->k2);
	oat_fp2_rand(c->a2, rng, NULL);
	oat_fp2_rand(c->b2, rng, NULL);
	oat_fp6_rand(c->a6, rng, NULL);
	oat_fp6_rand(c->b6, rng, NULL);
	oat_fp12_rand(c->a12, rng, NULL);
	oat_fp12_rand(c->b12, rng, NULL);
	oat_fp_write_bin(c->e, sizeof(c->e), c->b);
	oat_fp_write_str(c->str, sizeof(c->str), c->a);
}

static void setup_groups(ctx_t *c) {
	setup(c);
	oat_g1_rand(c->p, rng, NULL);
	oat_g1_rand(c->q, rng, NULL);
	oat_g2_rand(c->s, rng, NULL);
	oat_g2_rand(c->t, rng, NULL);
	for (int i = 0; i < 8; i++) {
		oat_fr_t k;
		oat_fr_rand(k, rng, NULL);
		oat_g1_mul_gen(c->pv[i], k);
		oat_fr_rand(k, rng, NULL);
		oat_g2_mul_gen(c->qv[i], k);
	}
	oat_g1_write_bin(c->bin1, sizeof(c->bin1), c->p);
	oat_g2_write_bin(c->bin2, sizeof(c->bin2), c->s);
	oat_g1_write_bin(c->pack1, sizeof(c->pack1), c->p);
	oat_g2_write_bin(c->pack2, sizeof(c->pack2), c->s);
	rng(NULL, c->msg, sizeof(c->msg));
	oat_pc_map(c->g, c->p, c->s);
	oat_pc_map(c->h, c->q, c->t);
	oat_gt_write_bin(c->bint, sizeof(c->bint), c->g);
	oat_pc_miller_loop(c->c12, c->p, c->s);
	oat_fp12_copy(c->cyc, c->g);
}

/* ---- operations ---------------------------------------------------------- */
#define OP(name, body) static void op_##name(ctx_t *c) { body; }
/* The empty operation: the same call and the same sink, no work.  The
 * noinline attribute keeps its cost comparable to a real call. */
__attribute__((noinline)) static void op_empty(ctx_t *c) { c->sink++; }
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
OP(fp_write_bin, oat_fp_write_bin(c->buf, OAT_FP_BYTES, c->a))
OP(fp_read_str, c->sink += (unsigned)oat_fp_read_str(c->c, c->str, 2 * OAT_FP_BYTES))
OP(fp_write_str, oat_fp_write_str(c->str, sizeof(c->str), c->a))
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
OP(g1_add, oat_g1_add(c->r1, c->p, c->q))
OP(g1_dbl, oat_g1_dbl(c->r1, c->p))
OP(g1_neg, oat_g1_neg(c->r1, c->p))
OP(g1_norm, oat_g1_norm(c->r1, c->p))
OP(g1_mul, oat_g1_mul(c->r1, c->p, c->k))
OP(g1_mul_gen, oat_g1_mul_gen(c->r1, c->k))
OP(g1_mul_vartime, oat_g1_mul_vartime(c->r1, c->p, c->k))
OP(g1_mul_sim, oat_g1_mul_sim_vartime(c->r1, (const oat_g1_t *)c->pv, (const oat_fr_t *)c->kv, 2))
OP(g1_is_valid, c->sink += (unsigned)oat_g1_is_valid(c->p))
OP(g1_read_bin, c->sink += (unsigned)oat_g1_read_bin(c->r1, c->bin1, sizeof(c->bin1)))
OP(g1_write_bin, oat_g1_write_bin(c->buf, OAT_G1_BYTES, c->p))
OP(g1_read_bin_pack, c->sink += (unsigned)oat_g1_read_bin(c->r1, c->pack1, sizeof(c->pack1)))
OP(g1_write_bin_pack, oat_g1_write_bin(c->buf, OAT_G1_PACK_BYTES, c->p))
OP(g1_map, c->sink += (unsigned)oat_g1_map(c->r1, c->msg, sizeof(c->msg), (const unsigned char *)"OAT-BENCH", 9))
OP(g2_add, oat_g2_add(c->r2, c->s, c->t))
OP(g2_dbl, oat_g2_dbl(c->r2, c->s))
OP(g2_neg, oat_g2_neg(c->r2, c->s))
OP(g2_norm, oat_g2_norm(c->r2, c->s))
OP(g2_mul, oat_g2_mul(c->r2, c->s, c->k))
OP(g2_mul_gen, oat_g2_mul_gen(c->r2, c->k))
OP(g2_mul_vartime, oat_g2_mul_vartime(c->r2, c->s, c->k))
OP(g2_mul_sim, oat_g2_mul_sim_vartime(c->r2, (const oat_g2_t *)c->qv, (const oat_fr_t *)c->kv, 2))
OP(g2_is_valid, c->sink += (unsigned)oat_g2_is_valid(c->s))
OP(g2_read_bin, c->sink += (unsigned)oat_g2_read_bin(c->r2, c->bin2, sizeof(c->bin2)))
OP(g2_write_bin, oat_g2_write_bin(c->buf, OAT_G2_BYTES, c->s))
OP(g2_read_bin_pack, c->sink += (unsigned)oat_g2_read_bin(c->r2, c->pack2, sizeof(c->pack2)))
OP(g2_write_bin_pack, oat_g2_write_bin(c->buf, OAT_G2_PACK_BYTES, c->s))
OP(g2_map, c->sink += (unsigned)oat_g2_map(c->r2, c->msg, sizeof(c->msg), (const unsigned char *)"OAT-BENCH", 9))
OP(gt_mul, oat_gt_mul(c->rt, c->g, c->h))
OP(gt_sqr, oat_gt_sqr(c->rt, c->g))
OP(gt_exp, oat_gt_exp(c->rt, c->g, c->k))
OP(gt_exp_vartime, oat_gt_exp_vartime(c->rt, c->g, c->k))
OP(gt_is_valid, c->sink += (unsigned)oat_gt_is_valid(c->g))
OP(gt_read_bin, c->sink += (unsigned)oat_gt_read_bin(c->rt, c->bint, sizeof(c->bint)))
OP(gt_write_bin, oat_gt_write_bin(c->buf, OAT_GT_BYTES, c->g))
OP(pc_map, oat_pc_map(c->rt, c->p, c->s))
OP(pc_map_sim2, oat_pc_map_sim(c->rt, (const oat_g1_t *)c->pv, (const oat_g2_t *)c->qv, 2))
OP(pc_map_sim8, oat_pc_map_sim(c->rt, (const oat_g1_t *)c->pv, (const oat_g2_t *)c->qv, 8))
OP(pc_miller_loop, oat_pc_miller_loop(c->a12, c->p, c->s))
OP(pc_final_exp, oat_pc_final_exp(c->rt, c->c12))

typedef struct {
	const char *module, *name;
	void (*op)(ctx_t *);
	void (*setup)(ctx_t *);
} bench_op;

#define E(m, n, s) { m, #n, op_##n, s }
static const bench_op ops[] = {
	E("fp", fp_add, setup), E("fp", fp_sub, setup), E("fp", fp_neg, setup),
	E("fp", fp_dbl, setup), E("fp", fp_hlv, setup), E("fp", fp_mul, setup),
	E("fp", fp_sqr, setup), E("fp", fp_rdc, setup), E("fp", fp_inv, setup),
	E("fp", fp_inv_vartime, setup), E("fp", fp_exp, setup), E("fp", fp_sqrt, setup),
	E("fp", fp_is_square, setup), E("fp", fp_read_bin, setup), E("fp", fp_write_bin, setup),
	E("fp", fp_read_str, setup), E("fp", fp_write_str, setup),
	E("fp2", fp2_add, setup), E("fp2", fp2_mul, setup), E("fp2", fp2_sqr, setup),
	E("fp2", fp2_inv, setup), E("fp2", fp2_frb, setup), E("fp2", fp2_conj, setup),
	E("fp2", fp2_mul_nor, setup),
	E("fp6", fp6_add, setup), E("fp6", fp6_mul, setup), E("fp6", fp6_sqr, setup),
	E("fp6", fp6_inv, setup), E("fp6", fp6_frb, setup),
	E("fp12", fp12_add, setup), E("fp12", fp12_mul, setup), E("fp12", fp12_sqr, setup),
	E("fp12", fp12_inv, setup), E("fp12", fp12_frb, setup), E("fp12", fp12_conj, setup),
	E("fp12", fp12_mul_line, setup), E("fp12", fp12_sqr_cyc, setup_groups),
	E("fp12", fp12_sqr_pck, setup_groups), E("fp12", fp12_back_cyc, setup_groups),
	E("g1", g1_add, setup_groups), E("g1", g1_dbl, setup_groups), E("g1", g1_neg, setup_groups),
	E("g1", g1_norm, setup_groups), E("g1", g1_mul, setup_groups), E("g1", g1_mul_gen, setup_groups),
	E("g1", g1_mul_vartime, setup_groups), E("g1", g1_mul_sim, setup_groups),
	E("g1", g1_map, setup_groups), E("g1", g1_is_valid, setup_groups),
	E("g1", g1_read_bin, setup_groups), E("g1", g1_write_bin, setup_groups),
	E("g1", g1_read_bin_pack, setup_groups), E("g1", g1_write_bin_pack, setup_groups),
	E("g2", g2_add, setup_groups), E("g2", g2_dbl, setup_groups), E("g2", g2_neg, setup_groups),
	E("g2", g2_norm, setup_groups), E("g2", g2_mul, setup_groups), E("g2", g2_mul_gen, setup_groups),
	E("g2", g2_mul_vartime, setup_groups), E("g2", g2_mul_sim, setup_groups),
	E("g2", g2_map, setup_groups), E("g2", g2_is_valid, setup_groups),
	E("g2", g2_read_bin, setup_groups), E("g2", g2_write_bin, setup_groups),
	E("g2", g2_read_bin_pack, setup_groups), E("g2", g2_write_bin_pack, setup_groups),
	E("gt", gt_mul, setup_groups), E("gt", gt_sqr, setup_groups), E("gt", gt_exp, setup_groups), E("gt", gt_exp_vartime, setup_groups),
	E("gt", gt_is_valid, setup_groups), E("gt", gt_read_bin, setup_groups),
	E("gt", gt_write_bin, setup_groups),
	E("pc", pc_map, setup_groups), E("pc", pc_map_sim2, setup_groups),
	E("pc", pc_map_sim8, setup_groups), E("pc", pc_miller_loop, setup_groups),
	E("pc", pc_final_exp, setup_groups),
};
#define NOPS (sizeof(ops) / sizeof(ops[0]))

/* ---- timing -------------------------------------------------------------- */
static uint64_t now_ns(void) {
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

typedef struct { double ns, cycles; uint64_t iters; } sample;

/* Runs op `iters` times; returns total ns and cycles. */
static sample run_n(void (*op)(ctx_t *), ctx_t *c, uint64_t iters) {
	sample s;
	uint64_t t0 = now_ns(), c0 = bench_cycles();
	for (uint64_t i = 0; i < iters; i++) op(c);
	uint64_t c1 = bench_cycles(), t1 = now_ns();
	s.ns = (double)(t1 - t0);
	s.cycles = (double)(c1 - c0);
	s.iters = iters;
	return s;
}

/* One round: a fixed count, or doubling until the round lasts min_ns. */
static sample run_round(void (*op)(ctx_t *), ctx_t *c, uint64_t fixed, uint64_t min_ns) {
	if (fixed) return run_n(op, c, fixed);
	uint64_t n = 1;
	for (;;) {
		sample s = run_n(op, c, n);
		if (s.ns >= (double)min_ns || n >= (UINT64_C(1) << 40)) return s;
		/* jump close to the target, at most 16x at a time */
		uint64_t next = s.ns > 0 ? (uint64_t)((double)n * 1.2 * (double)min_ns / s.ns) : n * 16;
		n = next > 16 * n ? 16 * n : (next <= n ? 2 * n : next);
	}
}

static int cmp_double(const void *a, const void *b) {
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

typedef struct { double ns, cycles; uint64_t iters; int resolved; } result;

static double empty_ns, empty_cyc;
static long timer_res_ns = 1;

static void op_empty(ctx_t *c);

/* Median over rounds of (time of the op - time of an empty op called the same
 * number of times the same way) / count.  With a fixed count the empty op is
 * timed at that count in every round, which removes the clock's own cost;
 * in adaptive mode rounds last long enough for the calibrated per-call cost
 * to be what remains.  A result below the clock's resolution is floored at
 * resolution / count and flagged. */
static result measure(const bench_op *o, ctx_t *c, int rounds, uint64_t fixed, uint64_t min_ns) {
	double ns[64], cy[64];
	uint64_t it = 0;
	double floor_ns = 1e300;
	if (rounds > 64) rounds = 64;
	for (int r = 0; r < rounds; r++) {
		o->setup(c);
		o->op(c); /* warm up */
		sample s = run_round(o->op, c, fixed, min_ns / (uint64_t)rounds);
		double en = empty_ns * (double)s.iters, ec = empty_cyc * (double)s.iters;
		if (fixed) {
			sample e = run_n(op_empty, c, s.iters);
			en = e.ns;
			ec = e.cycles;
		}
		ns[r] = (s.ns - en) / (double)s.iters;
		cy[r] = (s.cycles - ec) / (double)s.iters;
		double fl = (double)timer_res_ns / (double)s.iters;
		if (fl < floor_ns) floor_ns = fl;
		it += s.iters;
	}
	qsort(ns, (size_t)rounds, sizeof(double), cmp_double);
	qsort(cy, (size_t)rounds, sizeof(double), cmp_double);
	result res = { ns[rounds / 2], cy[rounds / 2], it, 1 };
	if (res.cycles < 0) res.cycles = 0;
	if (res.ns < floor_ns) {
		res.ns = floor_ns;
		res.resolved = 0;
	}
	return res;
}

static void calibrate(ctx_t *c) {
	empty_ns = empty_cyc = 0;
	double ns[9], cy[9];
	for (int r = 0; r < 9; r++) {
		sample s = run_round(op_empty, c, 0, 2000000);
		ns[r] = s.ns / (double)s.iters;
		cy[r] = s.cycles / (double)s.iters;
	}
	qsort(ns, 9, sizeof(double), cmp_double);
	qsort(cy, 9, sizeof(double), cmp_double);
	empty_ns = ns[4];
	empty_cyc = cy[4];
}

/* ---- header -------------------------------------------------------------- */
static void cpu_info(char *model, size_t mlen, char *mhz, size_t flen) {
	char line[512];
	snprintf(model, mlen, "unknown");
	snprintf(mhz, flen, "unknown");
	FILE *f = fopen("/proc/cpuinfo", "r");
	if (f) {
		while (fgets(line, sizeof(line), f)) {
			char *v = strchr(line, ':');
			if (!v) continue;
			v += 1 + (v[1] == ' ');
			v[strcspn(v, "\n")] = '\0';
			if (!strncmp(line, "model name", 10) || !strncmp(line, "Hardware", 8)) {
				if (!strcmp(model, "unknown")) snprintf(model, mlen, "%s", v);
			} else if (!strncmp(line, "cpu MHz", 7) && !strcmp(mhz, "unknown")) {
				snprintf(mhz, flen, "%s MHz", v);
			}
		}
		fclose(f);
	}
	f = fopen("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", "r");
	if (f) {
		long khz;
		if (fscanf(f, "%ld", &khz) == 1) snprintf(mhz, flen, "%ld MHz (max)", khz / 1000);
		fclose(f);
	}
}

enum { FMT_TEXT, FMT_CSV, FMT_JSON };

static void header(int fmt, int rounds, uint64_t fixed, uint64_t min_ns) {
	char model[256], mhz[64];
	struct timespec res;
	clock_getres(CLOCK_MONOTONIC, &res);
	cpu_info(model, sizeof(model), mhz, sizeof(mhz));
	const char *pre = fmt == FMT_TEXT ? "" : "# ";
	if (fmt == FMT_JSON) return;
	printf("%soat-bench %s\n", pre, OAT_VERSION);
	printf("%spreset: %s, backend: %s, limb: %d bits, curve: %s\n", pre, OAT_PRESET, OAT_ARITH,
		OAT_WSIZE, OAT_CURVE);
	printf("%scompiler: %s, flags: %s (%s)\n", pre, OAT_COMPILER, OAT_CFLAGS, OAT_BUILD_TYPE);
	printf("%scpu: %s, %s\n", pre, model, mhz);
	timer_res_ns = res.tv_nsec > 0 ? res.tv_nsec : 1;
	printf("%stimer: clock_gettime(CLOCK_MONOTONIC), 64-bit ns, resolution %ld ns; cycles: %s; empty call %.1f ns subtracted\n",
		pre, (long)res.tv_nsec, have_cycles ? BENCH_CYCLES_NAME : "not available", empty_ns);
	if (fixed)
		printf("%siterations: %d rounds of %llu, median\n", pre, rounds, (unsigned long long)fixed);
	else
		printf("%siterations: %d rounds, adaptive to %.1f ms per op, median\n", pre, rounds,
			(double)min_ns / 1e6);
}

static int selected(const bench_op *o, int argc, char **argv, int first) {
	int any = 0;
	for (int i = first; i < argc; i++) {
		if (argv[i][0] == '-') continue;
		any = 1;
		if (!strcmp(argv[i], o->module) || !strcmp(argv[i], o->name)) return 1;
	}
	return !any;
}

/* ---- compare mode: two JSON files of this program ------------------------ */
typedef struct { char name[64]; double ns; } entry;

static int load_json(const char *path, entry *e, int max) {
	FILE *f = fopen(path, "r");
	char line[512];
	int n = 0;
	if (!f) {
		fprintf(stderr, "oat-bench: cannot open %s\n", path);
		return -1;
	}
	while (fgets(line, sizeof(line), f) && n < max) {
		char *p = strstr(line, "\"op\": \"");
		char *q = strstr(line, "\"ns\": ");
		if (!p || !q) continue;
		p += 7;
		size_t l = strcspn(p, "\"");
		if (l >= sizeof(e[n].name)) l = sizeof(e[n].name) - 1;
		memcpy(e[n].name, p, l);
		e[n].name[l] = '\0';
		e[n].ns = strtod(q + 6, NULL);
		n++;
	}
	fclose(f);
	return n;
}

static int compare(const char *a, const char *b) {
	static entry ea[512], eb[512];
	int na = load_json(a, ea, 512), nb = load_json(b, eb, 512);
	if (na < 0 || nb < 0) return 1;
	printf("%-20s %14s %14s %8s\n", "op", "A (ns)", "B (ns)", "B/A");
	for (int i = 0; i < na; i++)
		for (int j = 0; j < nb; j++)
			if (!strcmp(ea[i].name, eb[j].name)) {
				double r = ea[i].ns > 0 ? eb[j].ns / ea[i].ns : 0;
				printf("%-20s %14.1f %14.1f %8.3f\n", ea[i].name, ea[i].ns, eb[j].ns, r);
			}
	return 0;
}

/* ---- operation counts (counting build) ---------------------------------- */
static void print_counts(const char *phase, const oat_counts *k) {
	printf("%-22s %8llu %8llu %8llu %4llu %8llu | %8llu %8llu %8llu %4llu\n", phase,
		(unsigned long long)k->fp2_mul, (unsigned long long)k->fp2_sqr,
		(unsigned long long)k->fp2_add, (unsigned long long)k->fp2_inv,
		(unsigned long long)k->fp2_mul_nor, (unsigned long long)k->fp_mul,
		(unsigned long long)k->fp_rdc, (unsigned long long)k->fp_add,
		(unsigned long long)k->fp_inv);
}

static int count_mode(void) {
	static ctx_t c;
	oat_counts k;
	if (!oat_count_enabled()) {
		fprintf(stderr, "oat-bench --count needs the counting build:\n"
			"  cmake --preset count && cmake --build --preset count && build/count/bench/oat-bench --count\n");
		return 2;
	}
	setup_groups(&c);
	printf("Operation counts of one BN-P254 optimal ate pairing (oat %s, counting build)\n", OAT_VERSION);
	printf("%-22s %8s %8s %8s %4s %8s | %8s %8s %8s %4s\n", "phase", "m~", "s~", "a~", "i~", "m_xi",
		"Fp mul", "Fp rdc", "Fp add", "inv");
	oat_count_reset();
	oat_pc_miller_loop(c.c12, c.p, c.s);
	oat_count_get(&k);
	print_counts("Miller loop", &k);
	oat_count_reset();
	oat_pc_final_exp(c.rt, c.c12);
	oat_count_get(&k);
	print_counts("final exponentiation", &k);
	oat_count_reset();
	oat_pc_map(c.rt, c.p, c.s);
	oat_count_get(&k);
	print_counts("pairing (pc_map)", &k);
	printf("\nReference: Beuchat et al., thesis on the optimal ate pairing, Table 5.1\n");
	printf("%-22s %8d %8d %8d %4d %8d\n", "Miller loop", 1954, 568, 6912, 0, 400);
	printf("%-22s %8d %8d %8d %4d %8d\n", "final exponentiation", 443, 1719, 7021, 1, 898);
	printf("%-22s %8d %8d %8d %4d %8d\n", "total", 2397, 2287, 13933, 1, 1298);
	printf("\nm~, s~, a~, i~: Fp2 multiplications, squarings, additions (incl. subtractions,\n"
		"negations, doublings), inversions; m_xi: multiplications by xi = 1 + i.  An Fp2\n"
		"element times an Fp element counts as 2 Fp mul.  Fp mul includes the Fp\n"
		"products inside m~ and s~ (unreduced ones too); Fp rdc counts Montgomery reductions.\n");
	return 0;
}

static void usage(void) {
	printf("usage: oat-bench [-n N] [-t MS] [-r ROUNDS] [--format text|csv|json] [MODULE|OP ...]\n"
		"       oat-bench --list | --config | --count | --compare A.json B.json\n"
		"  -n N      exactly N iterations per round (as RELIC's BENCH)\n"
		"  -t MS     minimum total time per operation, default 25\n"
		"  -r R      rounds per operation (median reported), default 5\n");
}

int main(int argc, char **argv) {
	int fmt = FMT_TEXT, rounds = 5, list = 0;
	uint64_t fixed = 0, min_ns = 25000000;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-n") && i + 1 < argc) {
			fixed = strtoull(argv[++i], NULL, 10);
			argv[i][0] = '-';
		} else if (!strcmp(argv[i], "-t") && i + 1 < argc) {
			min_ns = (uint64_t)(strtod(argv[++i], NULL) * 1e6);
			argv[i][0] = '-';
		} else if (!strcmp(argv[i], "-r") && i + 1 < argc) {
			rounds = atoi(argv[++i]);
			if (rounds < 1) rounds = 1;
			argv[i][0] = '-';
		} else if (!strcmp(argv[i], "--format") && i + 1 < argc) {
			const char *f = argv[++i];
			fmt = !strcmp(f, "csv") ? FMT_CSV : !strcmp(f, "json") ? FMT_JSON : FMT_TEXT;
			argv[i][0] = '-';
		} else if (!strcmp(argv[i], "--list")) {
			list = 1;
		} else if (!strcmp(argv[i], "--count")) {
			return count_mode();
		} else if (!strcmp(argv[i], "--config")) {
			oat_config_print(stdout);
			return 0;
		} else if (!strcmp(argv[i], "--compare") && i + 2 < argc) {
			return compare(argv[i + 1], argv[i + 2]);
		} else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage();
			return 0;
		} else if (argv[i][0] == '-') {
			usage();
			return 2;
		}
	}
	if (list) {
		for (size_t i = 0; i < NOPS; i++) printf("%s %s\n", ops[i].module, ops[i].name);
		return 0;
	}
	static ctx_t c;
	probe_cycles();
	setup(&c);
	calibrate(&c);
	header(fmt, rounds, fixed, min_ns);
	if (fmt == FMT_CSV) printf("op,ns,cycles,iterations,resolved\n");
	if (fmt == FMT_JSON) {
		printf("{\n  \"version\": \"%s\", \"preset\": \"%s\", \"backend\": \"%s\", \"limb\": %d, \"curve\": \"%s\",\n",
			OAT_VERSION, OAT_PRESET, OAT_ARITH, OAT_WSIZE, OAT_CURVE);
		printf("  \"results\": [\n");
	}
	int first = 1;
	const char *mod = "";
	for (size_t i = 0; i < NOPS; i++) {
		if (!selected(&ops[i], argc, argv, 1)) continue;
		result r = measure(&ops[i], &c, rounds, fixed, min_ns);
		if (fmt == FMT_TEXT) {
			if (strcmp(mod, ops[i].module)) {
				printf("\n-- %s --\n", ops[i].module);
				mod = ops[i].module;
			}
			char num[32];
			if (!r.resolved) snprintf(num, sizeof(num), "<%.0f", r.ns < 1 ? 1 : r.ns);
			else snprintf(num, sizeof(num), "%.0f", r.ns);
			if (have_cycles)
				printf("BENCH: %-16s = %10s nanosec %12.0f cycles\n", ops[i].name, num, r.cycles);
			else
				printf("BENCH: %-16s = %10s nanosec\n", ops[i].name, num);
		} else if (fmt == FMT_CSV) {
			printf("%s,%.1f,%.0f,%llu,%d\n", ops[i].name, r.ns, r.cycles, (unsigned long long)r.iters, r.resolved);
		} else {
			printf("%s    {\"op\": \"%s\", \"ns\": %.3f, \"cycles\": %.0f, \"iterations\": %llu, \"resolved\": %s}",
				first ? "" : ",\n", ops[i].name, r.ns, r.cycles, (unsigned long long)r.iters,
				r.resolved ? "true" : "false");
		}
		first = 0;
		fflush(stdout);
	}
	if (fmt == FMT_JSON) printf("\n  ]\n}\n");
	return c.sink == 0xdeadbeef ? 3 : 0;
}
