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
 * prefixed name. */
static int selected(const bench_curve *cv, const bench_op *o, int argc, char **argv) {
	int any_curve = 0, curve_ok = 0, any_op = 0, op_ok = 0;
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
		}
	}
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
		"  -n N      exactly N iterations per round (as RELIC's BENCH)\n"
		"  -t MS     minimum total time per operation, default 25\n"
		"  -r R      rounds per operation (median reported), default 5\n"
		"  CURVE     the curves to bench (%s; default all), e.g. oat-bench %s pc\n",
		OAT_CURVES, OAT_DEFAULT_CURVE);
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
	char nb[96];
	if (list) {
		for (size_t j = 0; j < BENCH_NCURVES; j++)
			for (size_t i = 0; i < bench_curves[j]->nops; i++)
				printf("%s %s\n", bench_curves[j]->ops[i].module,
					row_name(bench_curves[j], &bench_curves[j]->ops[i], nb, sizeof(nb)));
		return 0;
	}
	probe_cycles();
	for (size_t j = 0; j < BENCH_NCURVES; j++) bench_curves[j]->ops[0].setup(bench_curves[j]->ctx);
	calibrate(bench_curves[0]->ctx);
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
