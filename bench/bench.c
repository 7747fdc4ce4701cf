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
 * away.
 *
 * Every curve of the library is benched (bench_curve.h, compiled once per
 * curve): the default curve's rows keep RELIC's names (fp_mul, pc_map),
 * those of the others carry the curve (bls12381_pc_map); a curve's token on
 * the command line selects its rows. */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <time.h>
#include "oat.h"
#include "bench.h"
#include "bench_curves.h"   /* generated: bench_curves[], the library's curves */

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



/* ---- timing -------------------------------------------------------------- */
static uint64_t now_ns(void) {
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

typedef struct { double ns, cycles; uint64_t iters; } sample;

/* Runs op `iters` times; returns total ns and cycles. */
static sample run_n(void (*op)(void *), void *c, uint64_t iters) {
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
static sample run_round(void (*op)(void *), void *c, uint64_t fixed, uint64_t min_ns) {
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

/* The empty operation: the same call and the same sink, no work.  The
 * noinline attribute keeps its cost comparable to a real call. */
__attribute__((noinline)) static void op_empty(void *c) { (*(unsigned *)c)++; }

/* Median over rounds of (time of the op - time of an empty op called the same
 * number of times the same way) / count.  With a fixed count the empty op is
 * timed at that count in every round, which removes the clock's own cost;
 * in adaptive mode rounds last long enough for the calibrated per-call cost
 * to be what remains.  A result below the clock's resolution is floored at
 * resolution / count and flagged. */
static result measure(const bench_op *o, void *c, int rounds, uint64_t fixed, uint64_t min_ns) {
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

static void calibrate(void *c) {
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
	printf("%spreset: %s, backend: %s, limb: %d bits, curves: %s (default %s)\n", pre, OAT_PRESET,
		OAT_ARITH, OAT_WSIZE, OAT_CURVES, OAT_DEFAULT_CURVE);
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

/* The row name of an operation: RELIC's for the default curve, prefixed by
 * the curve's token for the others. */
static const char *row_name(const bench_curve *cv, const bench_op *o, char *buf, size_t len) {
	if (!strcmp(cv->token, OAT_DEFAULT_CURVE)) return o->name;
	snprintf(buf, len, "%s_%s", cv->token, o->name);
	return buf;
}

static int is_curve_arg(const char *a) {
	for (size_t i = 0; i < BENCH_NCURVES; i++)
		if (!strcmp(a, bench_curves[i]->token)) return 1;
	return 0;
}

/* Selected: by the curve tokens on the command line (all curves if none),
 * and by the modules or operations (all if none), by RELIC's or the
 * prefixed name; a row on request only by its own name. */
static int selected(const bench_curve *cv, const bench_op *o, int argc, char **argv) {
	int any_curve = 0, curve_ok = 0, any_op = 0, op_ok = 0, named = 0;
	char buf[96];
	const char *row = row_name(cv, o, buf, sizeof(buf));
	for (int i = 1; i < argc; i++) {
		if (argv[i][0] == '-') continue;
		if (is_curve_arg(argv[i])) {
			any_curve = 1;
			curve_ok |= !strcmp(argv[i], cv->token);
		} else {
			any_op = 1;
			op_ok |= !strcmp(argv[i], o->module) || !strcmp(argv[i], o->name) || !strcmp(argv[i], row);
			named |= !strcmp(argv[i], o->name) || !strcmp(argv[i], row);
		}
	}
	if (o->on_request && !named) return 0;
	return (!any_curve || curve_ok) && (!any_op || op_ok);
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

/* ---- RELIC's rows: --relic and --compare-relic -------------------------- */
/* RELIC's bench_fp and bench_pc rows in the order they print them (RELIC
 * 0.6.0, as in the Zynq-7020 logs), each with oat's row of the same
 * operation, or NULL where oat has none.  A row starting "--" or "**" is a
 * heading RELIC prints there.  RELIC's names that differ: pc_exp is
 * pc_final_exp, pc_map_sim (2) pc_map_sim2, fp_smb fp_is_square, fp_srt
 * fp_sqrt; (0) and (1) are RELIC's uncompressed and compressed forms. */
typedef struct { const char *relic, *oat; } relic_row;
static const relic_row relic_fp_[] = {
	{ "-- Utilities:", NULL },
	{ "fp_null", NULL }, { "fp_new", NULL }, { "fp_free", NULL }, { "fp_copy", "fp_copy" },
	{ "fp_zero", "fp_zero" }, { "fp_is_zero", "fp_is_zero" }, { "fp_get_bit", NULL },
	{ "fp_set_bit", NULL }, { "fp_set_dig (1)", NULL }, { "fp_set_dig", "fp_set_dig" },
	{ "fp_bits", NULL }, { "fp_rand", "fp_rand" }, { "fp_size_str (16)", NULL },
	{ "fp_write_str (16)", "fp_write_str" }, { "fp_read_str (16)", "fp_read_str" },
	{ "fp_write_bin", "fp_write_bin" }, { "fp_read_bin", "fp_read_bin" }, { "fp_cmp", "fp_cmp" },
	{ "fp_cmp_dig", NULL },
	{ "-- Arithmetic:", NULL },
	{ "fp_add", "fp_add" }, { "fp_add_basic", NULL }, { "fp_add_integ", NULL },
	{ "fp_add_dig (1)", NULL }, { "fp_add_dig", NULL }, { "fp_sub", "fp_sub" },
	{ "fp_sub_basic", NULL }, { "fp_sub_integ", NULL }, { "fp_sub_dig (1)", NULL },
	{ "fp_sub_dig", NULL }, { "fp_neg", "fp_neg" }, { "fp_neg_basic", NULL },
	{ "fp_neg_integ", NULL }, { "fp_mul", "fp_mul" }, { "fp_mul_basic", NULL },
	{ "fp_mul_integ", NULL }, { "fp_mul_comba", NULL }, { "fp_mul_karat", NULL },
	{ "fp_mul_dig", "fp_mul_dig" }, { "fp_sqr", "fp_sqr" }, { "fp_sqr_basic", NULL },
	{ "fp_sqr_integ", NULL }, { "fp_sqr_comba", NULL }, { "fp_dbl", "fp_dbl" },
	{ "fp_dbl_basic", NULL }, { "fp_dbl_integ", NULL }, { "fp_hlv", "fp_hlv" },
	{ "fp_hlv_basic", NULL }, { "fp_hlv_integ", NULL }, { "fp_lsh", NULL }, { "fp_rsh", NULL },
	{ "fp_rdc", "fp_rdc" }, { "fp_rdc_basic", NULL }, { "fp_rdc_monty", NULL },
	{ "fp_rdc_monty_basic", NULL }, { "fp_rdc_monty_comba", NULL }, { "fp_inv", "fp_inv" },
	{ "fp_inv_basic", NULL }, { "fp_inv_binar", NULL }, { "fp_inv_monty", NULL },
	{ "fp_inv_exgcd", NULL }, { "fp_inv_divst", NULL }, { "fp_inv_jmpds", NULL },
	{ "fp_inv_lower", NULL }, { "fp_inv_sim (2)", "fp_inv_sim2" }, { "fp_smb", "fp_is_square" },
	{ "fp_smb_basic", NULL }, { "fp_smb_divst", NULL }, { "fp_smb_jmpds", NULL },
	{ "fp_smb_lower", NULL }, { "fp_exp", "fp_exp" }, { "fp_exp_basic", NULL },
	{ "fp_exp_slide", NULL }, { "fp_exp_monty", NULL }, { "fp_srt", "fp_sqrt" },
	{ "fp_prime_conv", NULL }, { "fp_prime_conv_dig", NULL }, { "fp_prime_back", NULL },
};
/* G1 and G2 print the same rows: "g%" stands for the group */
static const relic_row relic_g_[] = {
	{ "** Utilities:", NULL },
	{ "g%_null", NULL }, { "g%_new", NULL }, { "g%_free", NULL }, { "g%_is_infty", "g%_is_infty" },
	{ "g%_set_infty", "g%_set_infty" }, { "g%_copy", "g%_copy" }, { "g%_cmp", "g%_cmp" },
	{ "g%_cmp (1 norm)", NULL }, { "g%_cmp (2 norm)", NULL }, { "g%_rand", "g%_rand" },
	{ "g%_is_valid", "g%_is_valid" }, { "g%_size_bin (0)", NULL }, { "g%_size_bin (1)", NULL },
	{ "g%_write_bin (0)", "g%_write_bin" }, { "g%_write_bin (1)", "g%_write_bin_pack" },
	{ "g%_read_bin (0)", "g%_read_bin" }, { "g%_read_bin (1)", "g%_read_bin_pack" },
	{ "** Arithmetic:", NULL },
	{ "g%_add", "g%_add" }, { "g%_sub", "g%_sub" }, { "g%_dbl", "g%_dbl" }, { "g%_neg", "g%_neg" },
	{ "g%_mul", "g%_mul" }, { "g%_mul_gen", "g%_mul_gen" }, { "g%_mul_pre", "g%_mul_pre" },
	{ "g%_mul_fix", "g%_mul_fix" }, { "g%_mul_sim", "g%_mul_sim" }, { "g%_mul_sim_gen", "g%_mul_sim_gen" },
	{ "g%_mul_dig", "g%_mul_dig" }, { "g%_map", "g%_map" },
};
static const relic_row relic_gt_[] = {
	{ "-- Group G_T:", NULL },
	{ "** Utilities:", NULL },
	{ "gt_null", NULL }, { "gt_new", NULL }, { "gt_free", NULL }, { "gt_copy", "gt_copy" },
	{ "gt_zero", NULL }, { "gt_set_unity", "gt_set_unity" }, { "gt_is_unity", "gt_is_unity" },
	{ "gt_rand", "gt_rand" }, { "gt_cmp", "gt_cmp" }, { "gt_size_bin (0)", NULL },
	{ "gt_write_bin (0)", "gt_write_bin" }, { "gt_read_bin (0)", "gt_read_bin" },
	{ "gt_size_bin (1)", NULL }, { "gt_write_bin (1)", "gt_write_bin_pack" }, { "gt_read_bin (1)", "gt_read_bin_pack" },
	{ "gt_is_valid", "gt_is_valid" },
	{ "** Arithmetic:", NULL },
	{ "gt_mul", "gt_mul" }, { "gt_sqr", "gt_sqr" }, { "gt_inv", "gt_inv" }, { "gt_exp", "gt_exp" },
	{ "gt_exp_gen", "gt_exp_gen" }, { "gt_exp_sim", "gt_exp_sim" }, { "gt_exp_dig", "gt_exp_dig" },
	{ "-- Pairing:", NULL },
	{ "** Arithmetic:", NULL },
	{ "pc_map", "pc_map" }, { "pc_exp", "pc_final_exp" }, { "pc_map_sim (2)", "pc_map_sim2" },
};
#define NROWS_(t) (sizeof(t) / sizeof((t)[0]))

/* RELIC's name of a curve ("-- Curve BN-P254:"), NULL for a curve RELIC's
 * bench_pc does not have. */
static const char *relic_curve_name(const char *token) {
	if (!strcmp(token, "bn254")) return "BN-P254";
	if (!strcmp(token, "bls12381")) return "B12-P381";
	return NULL;
}

/* the operation of curve cv named name ("g%" replaced by g1 or g2 in n) */
static const bench_op *find_op(const bench_curve *cv, const char *name) {
	for (size_t i = 0; i < cv->nops; i++)
		if (!strcmp(cv->ops[i].name, name)) return &cv->ops[i];
	return NULL;
}
static void subst_group(char *out, size_t len, const char *pat, int g) {
	size_t k = 0;
	for (const char *p = pat; *p && k + 1 < len; p++)
		if (p[0] == 'g' && p[1] == '%') {
			if (k + 2 < len) {
				out[k++] = 'g';
				out[k++] = (char)('0' + g);
			}
			p++;
		} else {
			out[k++] = *p;
		}
	out[k] = '\0';
}

/* The flat list of RELIC's rows for a pairing curve, headings included:
 * bench_fp's, then bench_pc's (oat empty where oat has none). */
typedef struct { char relic[40], oat[40]; int module; } relic_flat;  /* module: 0 fp, 1 pc */
static void relic_push(relic_flat *out, size_t *n, size_t max, int module, const char *relic, const char *oat) {
	if (*n >= max) return;
	snprintf(out[*n].relic, sizeof(out[*n].relic), "%s", relic);
	snprintf(out[*n].oat, sizeof(out[*n].oat), "%s", oat ? oat : "");
	out[*n].module = module;
	(*n)++;
}
static size_t relic_rows(relic_flat *out, size_t max) {
	size_t n = 0;
	for (size_t i = 0; i < NROWS_(relic_fp_); i++) relic_push(out, &n, max, 0, relic_fp_[i].relic, relic_fp_[i].oat);
	for (int g = 1; g <= 2; g++) {
		relic_push(out, &n, max, 1, g == 1 ? "-- Group G_1:" : "-- Group G_2:", NULL);
		for (size_t i = 0; i < NROWS_(relic_g_); i++) {
			char r[40], o[40] = "";
			subst_group(r, sizeof(r), relic_g_[i].relic, g);
			if (relic_g_[i].oat) subst_group(o, sizeof(o), relic_g_[i].oat, g);
			relic_push(out, &n, max, 1, r, o);
		}
	}
	for (size_t i = 0; i < NROWS_(relic_gt_); i++) relic_push(out, &n, max, 1, relic_gt_[i].relic, relic_gt_[i].oat);
	return n;
}

/* The pairing curve the RELIC rows are measured on: the default curve, or
 * else the first pairing curve of the library. */
static const bench_curve *relic_default_curve(void) {
	const bench_curve *cv = NULL;
	for (size_t i = 0; i < BENCH_NCURVES; i++)
		if (relic_curve_name(bench_curves[i]->token) && (!cv || !strcmp(bench_curves[i]->token, OAT_DEFAULT_CURVE)))
			cv = bench_curves[i];
	return cv;
}

static long long relic_ns(const bench_op *o, void *ctx, int rounds, uint64_t fixed, uint64_t min_ns) {
	result r = measure(o, ctx, rounds, fixed, min_ns);
	return (long long)(r.ns + 0.5);
}

/* --relic: the rows RELIC's bench_fp and bench_pc print, as they print
 * them, for those oat has; a diff against a RELIC log lines up. */
static int relic_mode(int rounds, uint64_t fixed, uint64_t min_ns) {
	const bench_curve *cv = relic_default_curve();
	static relic_flat rows[256];
	if (!cv) {
		fprintf(stderr, "oat-bench --relic: the library has no curve of RELIC's bench_pc (BN-P254, BLS12-381)\n");
		return 2;
	}
	size_t n = relic_rows(rows, 256);
	int module = -1;
	for (size_t i = 0; i < n; i++) {
		if (rows[i].module != module) {
			module = rows[i].module;
			if (module == 0) printf("-- Benchmarks for the FP module:\n");
			else printf("-- Benchmarks for the PC module:\n-- Curve %s:\n", relic_curve_name(cv->token));
		}
		if (rows[i].relic[0] == '-' || rows[i].relic[0] == '*') {
			printf("%s\n", rows[i].relic);
			continue;
		}
		const bench_op *o = rows[i].oat[0] ? find_op(cv, rows[i].oat) : NULL;
		if (!o) continue;
		printf("BENCH: %s = %lld nanosec\n", rows[i].relic, relic_ns(o, cv->ctx, rounds, fixed, min_ns));
		fflush(stdout);
	}
	return 0;
}

/* --compare-relic LOG: RELIC's time of each row of the log, oat's measured
 * now on the same curve, and the ratio; then the rows either side lacks. */
static int compare_relic(const char *path, int rounds, uint64_t fixed, uint64_t min_ns) {
	FILE *f = fopen(path, "r");
	char line[512], curve[64] = "";
	static char names[512][48];
	static long long ns[512];
	int n = 0;
	if (!f) {
		fprintf(stderr, "oat-bench: cannot open %s\n", path);
		return 1;
	}
	while (fgets(line, sizeof(line), f)) {
		char *eq;
		if (!strncmp(line, "-- Curve ", 9)) {
			size_t l = strcspn(line + 9, ":\n");
			if (l >= sizeof(curve)) l = sizeof(curve) - 1;
			memcpy(curve, line + 9, l);
			curve[l] = '\0';
		}
		if (strncmp(line, "BENCH: ", 7) || !(eq = strstr(line, " = ")) || n >= 512) continue;
		size_t l = (size_t)(eq - (line + 7));
		if (l >= sizeof(names[0])) continue;
		memcpy(names[n], line + 7, l);
		names[n][l] = '\0';
		ns[n] = strtoll(eq + 3, NULL, 10);
		n++;
	}
	fclose(f);
	if (n == 0) {
		fprintf(stderr, "oat-bench: no \"BENCH: op = N nanosec\" line in %s\n", path);
		return 1;
	}
	/* the curve: the log's (bench_pc names it), else the default one */
	const bench_curve *cv = relic_default_curve();
	if (curve[0]) {
		cv = NULL;
		for (size_t i = 0; i < BENCH_NCURVES; i++) {
			const char *rn = relic_curve_name(bench_curves[i]->token);
			if (rn && !strcmp(rn, curve)) cv = bench_curves[i];
		}
		if (!cv) {
			fprintf(stderr, "oat-bench: the log is of RELIC's curve %s, which this library does not hold\n", curve);
			return 2;
		}
	}
	if (!cv) {
		fprintf(stderr, "oat-bench --compare-relic: the library has no curve of RELIC's bench_pc\n");
		return 2;
	}
	static relic_flat rows[256];
	size_t nr = relic_rows(rows, 256);
	printf("RELIC log %s (%d rows%s%s) against oat %s (%s, %s backend) measured now\n", path, n,
		curve[0] ? ", curve " : "", curve, OAT_VERSION, cv->name, OAT_ARITH);
	printf("%-22s %14s %14s %10s\n", "row", "RELIC ns", "oat ns", "oat/RELIC");
	int missing = 0;
	for (int i = 0; i < n; i++) {
		const bench_op *o = NULL;
		for (size_t j = 0; j < nr && !o; j++)
			if (!strcmp(rows[j].relic, names[i]) && rows[j].oat[0]) o = find_op(cv, rows[j].oat);
		if (!o) {
			missing++;
			continue;
		}
		long long t = relic_ns(o, cv->ctx, rounds, fixed, min_ns);
		printf("%-22s %14lld %14lld %10.3f\n", names[i], ns[i], t, ns[i] > 0 ? (double)t / (double)ns[i] : 0.0);
		fflush(stdout);
	}
	printf("\nRELIC rows without an oat counterpart (%d):", missing);
	for (int i = 0; i < n; i++) {
		int have = 0;
		for (size_t j = 0; j < nr && !have; j++)
			have = !strcmp(rows[j].relic, names[i]) && rows[j].oat[0] && find_op(cv, rows[j].oat);
		if (!have) printf(" %s;", names[i]);
	}
	/* oat's rows of the modules the log covers that RELIC's lists lack */
	int fp = 0, pc = 0;
	for (int i = 0; i < n; i++) {
		if (!strncmp(names[i], "fp_", 3)) fp = 1;
		if (!strncmp(names[i], "g1_", 3) || !strncmp(names[i], "pc_", 3)) pc = 1;
	}
	printf("\noat rows of %s without a RELIC row:", cv->name);
	for (size_t i = 0; i < cv->nops; i++) {
		const char *m = cv->ops[i].module;
		int in_log = (fp && !strcmp(m, "fp")) || (pc && (!strcmp(m, "g1") || !strcmp(m, "g2") ||
			!strcmp(m, "gt") || !strcmp(m, "pc")));
		int have = 0;
		for (size_t j = 0; j < nr && !have; j++) have = !strcmp(rows[j].oat, cv->ops[i].name);
		if (in_log && !have) printf(" %s;", cv->ops[i].name);
	}
	printf("\n");
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
	const bench_curve *cv = bench_curves[0];
	oat_counts k;
	if (!oat_count_enabled()) {
		fprintf(stderr, "oat-bench --count needs the counting build:\n"
			"  cmake --preset count && cmake --build --preset count && build/count/bench/oat-bench --count\n");
		return 2;
	}
	/* the default curve, or else the first one with a pairing */
	for (size_t i = BENCH_NCURVES; i-- > 0;)
		if (bench_curves[i]->count_phase) cv = bench_curves[i];
	for (size_t i = 0; i < BENCH_NCURVES; i++)
		if (!strcmp(bench_curves[i]->token, OAT_DEFAULT_CURVE) && bench_curves[i]->count_phase)
			cv = bench_curves[i];
	if (!cv->count_phase) {
		fprintf(stderr, "oat-bench --count counts a pairing: the library has no pairing curve\n");
		return 2;
	}
	cv->count_phase(cv->ctx, 0);
	printf("Operation counts of one %s optimal ate pairing (oat %s, counting build)\n", cv->name, OAT_VERSION);
	printf("%-22s %8s %8s %8s %4s %8s | %8s %8s %8s %4s\n", "phase", "m~", "s~", "a~", "i~", "m_xi",
		"Fp mul", "Fp rdc", "Fp add", "inv");
	static const char *const phase[3] = { "Miller loop", "final exponentiation", "pairing (pc_map)" };
	for (int i = 0; i < 3; i++) {
		oat_count_reset();
		cv->count_phase(cv->ctx, i + 1);
		oat_count_get(&k);
		print_counts(phase[i], &k);
	}
	if (!strcmp(cv->token, "bn254")) {
		printf("\nReference: Beuchat et al., thesis on the optimal ate pairing, Table 5.1\n");
		printf("%-22s %8d %8d %8d %4d %8d\n", "Miller loop", 1954, 568, 6912, 0, 400);
		printf("%-22s %8d %8d %8d %4d %8d\n", "final exponentiation", 443, 1719, 7021, 1, 898);
		printf("%-22s %8d %8d %8d %4d %8d\n", "total", 2397, 2287, 13933, 1, 1298);
	}
	printf("\nm~, s~, a~, i~: Fp2 multiplications, squarings, additions (incl. subtractions,\n"
		"negations, doublings), inversions; m_xi: multiplications by xi = 1 + i.  An Fp2\n"
		"element times an Fp element counts as 2 Fp mul.  Fp mul includes the Fp\n"
		"products inside m~ and s~ (unreduced ones too); Fp rdc counts Montgomery reductions.\n");
	return 0;
}

static void usage(void) {
	printf("usage: oat-bench [-n N] [-t MS] [-r ROUNDS] [--format text|csv|json] [CURVE|MODULE|OP ...]\n"
		"       oat-bench --list | --config | --count | --compare A.json B.json\n"
		"       oat-bench [-n N] [-t MS] [-r R] --relic | --compare-relic RELIC.log\n"
		"  --relic   RELIC's bench_fp and bench_pc rows oat has, as RELIC prints them\n"
		"  --compare-relic LOG  each row of a RELIC bench log against oat measured now\n"
		"  -n N      exactly N iterations per round (as RELIC's BENCH)\n"
		"  -t MS     minimum total time per operation, default 25\n"
		"  -r R      rounds per operation (median reported), default 5\n"
		"  CURVE     the curves to bench (%s; default all), e.g. oat-bench %s pc\n",
		OAT_CURVES, OAT_DEFAULT_CURVE);
}

int main(int argc, char **argv) {
	int fmt = FMT_TEXT, rounds = 5, list = 0, mode_relic = 0;
	const char *relic_log = NULL;
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
		} else if (!strcmp(argv[i], "--relic")) {
			mode_relic = 1;
		} else if (!strcmp(argv[i], "--compare-relic") && i + 1 < argc) {
			relic_log = argv[++i];
		} else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage();
			return 0;
		} else if (argv[i][0] == '-') {
			usage();
			return 2;
		}
	}
	char nb[96];
	if (list) {
		for (size_t j = 0; j < BENCH_NCURVES; j++)
			for (size_t i = 0; i < bench_curves[j]->nops; i++)
				printf("%s %s%s\n", bench_curves[j]->ops[i].module,
					row_name(bench_curves[j], &bench_curves[j]->ops[i], nb, sizeof(nb)),
					bench_curves[j]->ops[i].on_request ? " (on request: run when named)" : "");
		return 0;
	}
	probe_cycles();
	for (size_t j = 0; j < BENCH_NCURVES; j++) bench_curves[j]->ops[0].setup(bench_curves[j]->ctx);
	calibrate(bench_curves[0]->ctx);
	if (mode_relic) return relic_mode(rounds, fixed, min_ns);
	if (relic_log) return compare_relic(relic_log, rounds, fixed, min_ns);
	header(fmt, rounds, fixed, min_ns);
	if (fmt == FMT_CSV) printf("op,ns,cycles,iterations,resolved\n");
	if (fmt == FMT_JSON) {
		printf("{\n  \"version\": \"%s\", \"preset\": \"%s\", \"backend\": \"%s\", \"limb\": %d, \"curves\": \"%s\", \"default_curve\": \"%s\",\n",
			OAT_VERSION, OAT_PRESET, OAT_ARITH, OAT_WSIZE, OAT_CURVES, OAT_DEFAULT_CURVE);
		printf("  \"results\": [\n");
	}
	int first = 1;
	unsigned sink = 0;
	for (size_t j = 0; j < BENCH_NCURVES; j++) {
		const bench_curve *cv = bench_curves[j];
		const char *mod = "";
		int heading = 0;
		for (size_t i = 0; i < cv->nops; i++) {
			const bench_op *o = &cv->ops[i];
			if (!selected(cv, o, argc, argv)) continue;
			const char *row = row_name(cv, o, nb, sizeof(nb));
			result r = measure(o, cv->ctx, rounds, fixed, min_ns);
			if (fmt == FMT_TEXT) {
				if (!heading && BENCH_NCURVES > 1) {
					printf("\n== %s (%s) ==\n", cv->name, cv->token);
					heading = 1;
				}
				if (strcmp(mod, o->module)) {
					printf("\n-- %s --\n", o->module);
					mod = o->module;
				}
				char num[32];
				if (!r.resolved) snprintf(num, sizeof(num), "<%.0f", r.ns < 1 ? 1 : r.ns);
				else snprintf(num, sizeof(num), "%.0f", r.ns);
				/* the default curve's rows as RELIC's; a prefixed row's
				 * column is wider by its prefix, so each curve aligns */
				int wd = 16 + (int)(strlen(row) - strlen(o->name));
				if (have_cycles)
					printf("BENCH: %-*s = %10s nanosec %12.0f cycles\n", wd, row, num, r.cycles);
				else
					printf("BENCH: %-*s = %10s nanosec\n", wd, row, num);
			} else if (fmt == FMT_CSV) {
				printf("%s,%.1f,%.0f,%llu,%d\n", row, r.ns, r.cycles, (unsigned long long)r.iters, r.resolved);
			} else {
				printf("%s    {\"op\": \"%s\", \"curve\": \"%s\", \"ns\": %.3f, \"cycles\": %.0f, \"iterations\": %llu, \"resolved\": %s}",
					first ? "" : ",\n", row, cv->token, r.ns, r.cycles, (unsigned long long)r.iters,
					r.resolved ? "true" : "false");
			}
			first = 0;
			fflush(stdout);
		}
		sink += *(unsigned *)cv->ctx;
	}
	if (fmt == FMT_JSON) printf("\n  ]\n}\n");
	return sink == 0xdeadbeef ? 3 : 0;
}
