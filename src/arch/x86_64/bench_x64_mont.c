/* Measures the kernels of the NIST field classes (not a test; built with
 * the bench, OAT_BENCH):
 *
 *   bench_x64_mont count [K]   calls every routine K times (default 1000)
 *                              for valgrind --tool=callgrind, whose
 *                              per-function costs divided by K are the
 *                              instructions per call; the portable mont.h
 *                              kernels of each size, compiled here with the
 *                              NIST modulus as a constant (as the field code
 *                              instantiates them), are among them, and
 *                              the additive kernels with their portable
 *                              twins
 *   bench_x64_mont time [R]    interleaved timing: for each pair A, B (a
 *                              prime's own routine against its class', ...),
 *                              R rounds (default 301) each timing, on the thread's CPU
 *                              clock, a chain of 4000
 *                              dependent calls of A then of B (the order
 *                              alternating), and prints the median of the
 *                              per-round ratios time(A) / time(B)
 *
 * Only the routines of this configuration's paths are run (MULX/ADX ones
 * only on a CPU with BMI2 and ADX). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <cpuid.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <time.h>
#define OAT_MONT_MAXN 9
#include "fp/mont.h"
#include "arch/x86_64/x64_routines.h"

typedef void (*mul_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*sqr_fn)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);

static const uint64_t P192[3] = { 0xffffffffffffffff, 0xfffffffffffffffe, 0xffffffffffffffff };
static const uint64_t P256[4] = { 0xffffffffffffffff, 0x00000000ffffffff, 0x0000000000000000,
	0xffffffff00000001 };
static const uint64_t P384[6] = { 0x00000000ffffffff, 0xffffffff00000000, 0xfffffffffffffffe,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff };
static const uint64_t P521[9] = { 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
	0xffffffffffffffff, 0x00000000000001ff };

/* the portable kernels as a field instantiates them: modulus and size
 * constant, so that the compiler unrolls the loops */
#define C_KERNELS(tag, n, P, N0) \
	__attribute__((noinline)) static void c_mul##tag(uint64_t *r, const uint64_t *a, \
			const uint64_t *b, const uint64_t *m, uint64_t n0) { \
		(void)m; (void)n0; oat_mont_mul(r, a, b, P, N0, n); \
	} \
	__attribute__((noinline)) static void c_sqr##tag(uint64_t *r, const uint64_t *a, \
			const uint64_t *m, uint64_t n0) { \
		(void)m; (void)n0; oat_mont_mul(r, a, a, P, N0, n); \
	}
#define C_ADD(tag, n, P) \
	__attribute__((noinline)) static void c_add##tag(uint64_t *r, const uint64_t *a, \
			const uint64_t *b, const uint64_t *m) { (void)m; oat_mont_add(r, a, b, P, n); } \
	__attribute__((noinline)) static void c_sub##tag(uint64_t *r, const uint64_t *a, \
			const uint64_t *b, const uint64_t *m) { (void)m; oat_mont_sub(r, a, b, P, n); } \
	__attribute__((noinline)) static void c_neg##tag(uint64_t *r, const uint64_t *a, \
			const uint64_t *m) { (void)m; oat_mont_neg(r, a, P, n); } \
	__attribute__((noinline)) static void c_dbl##tag(uint64_t *r, const uint64_t *a, \
			const uint64_t *m) { (void)m; oat_mont_add(r, a, a, P, n); } \
	__attribute__((noinline)) static void c_hlv##tag(uint64_t *r, const uint64_t *a, \
			const uint64_t *m) { (void)m; oat_mont_hlv(r, a, P, n); }
C_ADD(3, 3, P192)
C_ADD(4, 4, P256)
C_ADD(6, 6, P384)
C_ADD(9, 9, P521)

typedef void (*bin_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *);
typedef void (*un_fn)(uint64_t *, const uint64_t *, const uint64_t *);
typedef struct {
	int n;
	const uint64_t *m;
	bin_fn add, sub;
	un_fn neg, dbl, hlv;
} add_t;
#define ADDS(tag, n, P) { n, P, oat_x64_mod_add##tag, oat_x64_mod_sub##tag, oat_x64_mod_neg##tag, \
	oat_x64_mod_dbl##tag, oat_x64_mod_hlv##tag }
#define C_ADDS(tag, n, P) { n, P, c_add##tag, c_sub##tag, c_neg##tag, c_dbl##tag, c_hlv##tag }
static const add_t adds[] = {
	ADDS(3, 3, P192), C_ADDS(3, 3, P192), ADDS(4f, 4, P256), C_ADDS(4, 4, P256),
	ADDS(6f, 6, P384), C_ADDS(6, 6, P384), ADDS(9, 9, P521), C_ADDS(9, 9, P521),
	ADDS(_p521, 9, P521),
};
/* the entry of adds[] whose add is f */
static const add_t *find_add(bin_fn f) {
	for (size_t i = 0; i < sizeof(adds) / sizeof(adds[0]); i++)
		if (adds[i].add == f) return &adds[i];
	return NULL;
}

C_KERNELS(3, 3, P192, 1)
C_KERNELS(4, 4, P256, 1)
C_KERNELS(6, 6, P384, 0x100000001)
C_KERNELS(9, 9, P521, 1)

#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
#define HAVE_ADX_PATH 1
#define P_ADX(f) f##_adx
#else
#define HAVE_ADX_PATH 0
#define P_ADX(f) NULL
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
#define P_BASE(f) f##_base
#else
#define P_BASE(f) NULL
#endif

typedef struct {
	const char *name;
	int n;
	const uint64_t *m;
	uint64_t n0;
	mul_fn mul;
	sqr_fn sqr;
	int adx; /* needs BMI2 + ADX */
} rt_t;

#define RT(name, n, m, n0, mulf, sqrf, adx) { name, n, m, n0, mulf, sqrf, adx }
static const rt_t rts[] = {
	RT("c 3", 3, P192, 1, c_mul3, c_sqr3, 0),
	RT("3 adx", 3, P192, 1, P_ADX(oat_x64_mont_mul3), P_ADX(oat_x64_mont_sqr3), 1),
	RT("p192 adx", 3, P192, 1, P_ADX(oat_x64_mont_mul_p192), P_ADX(oat_x64_mont_sqr_p192), 1),
	RT("3 base", 3, P192, 1, P_BASE(oat_x64_mont_mul3), P_BASE(oat_x64_mont_sqr3), 0),
	RT("p192 base", 3, P192, 1, P_BASE(oat_x64_mont_mul_p192), P_BASE(oat_x64_mont_sqr_p192), 0),
	RT("c 4", 4, P256, 1, c_mul4, c_sqr4, 0),
	RT("4f adx", 4, P256, 1, P_ADX(oat_x64_mont_mul4f), P_ADX(oat_x64_mont_sqr4f), 1),
	RT("p256 adx", 4, P256, 1, P_ADX(oat_x64_mont_mul_p256), P_ADX(oat_x64_mont_sqr_p256), 1),
	RT("4f base", 4, P256, 1, P_BASE(oat_x64_mont_mul4f), P_BASE(oat_x64_mont_sqr4f), 0),
	RT("p256 base", 4, P256, 1, P_BASE(oat_x64_mont_mul_p256), P_BASE(oat_x64_mont_sqr_p256), 0),
	RT("c 6", 6, P384, 0x100000001, c_mul6, c_sqr6, 0),
	RT("6f adx", 6, P384, 0x100000001, P_ADX(oat_x64_mont_mul6f), P_ADX(oat_x64_mont_sqr6f), 1),
	RT("6f base", 6, P384, 0x100000001, P_BASE(oat_x64_mont_mul6f), P_BASE(oat_x64_mont_sqr6f), 0),
	RT("c 9", 9, P521, 1, c_mul9, c_sqr9, 0),
	RT("9 adx", 9, P521, 1, P_ADX(oat_x64_mont_mul9), P_ADX(oat_x64_mont_sqr9), 1),
	RT("p521 adx", 9, P521, 1, P_ADX(oat_x64_mont_mul_p521), P_ADX(oat_x64_mont_sqr_p521), 1),
	RT("9 base", 9, P521, 1, P_BASE(oat_x64_mont_mul9), P_BASE(oat_x64_mont_sqr9), 0),
	RT("p521 base", 9, P521, 1, P_BASE(oat_x64_mont_mul_p521), P_BASE(oat_x64_mont_sqr_p521), 0),
};
#define NRT ((int)(sizeof(rts) / sizeof(rts[0])))

/* the pairs timed against each other: A, B by name */
static const char *const pairs[][2] = {
	{ "p192 adx", "3 adx" }, { "p192 base", "3 base" },
	{ "p256 adx", "4f adx" }, { "p256 base", "4f base" },
	{ "p521 adx", "9 adx" }, { "p521 base", "9 base" },
	{ "3 adx", "c 3" }, { "4f adx", "c 4" }, { "6f adx", "c 6" }, { "9 adx", "c 9" },
	{ "3 base", "c 3" }, { "4f base", "c 4" }, { "6f base", "c 6" }, { "9 base", "c 9" },
};

static int usable(const rt_t *t, int have_adx) {
	return t->mul && (!t->adx || have_adx);
}

static const rt_t *find(const char *name) {
	for (int i = 0; i < NRT; i++)
		if (!strcmp(rts[i].name, name)) return &rts[i];
	return NULL;
}

/* a value < m: the top limb of m halved, the others arbitrary */
static void operand(uint64_t *x, const rt_t *t, uint64_t s) {
	for (int i = 0; i < t->n; i++) x[i] = (s += 0x9e3779b97f4a7c15ULL) * 0xbf58476d1ce4e5b9ULL;
	x[t->n - 1] = t->m[t->n - 1] >> 1;
}

static double now(void) {
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* a chain of k dependent calls: the latency a ladder or an exponentiation
 * sees */
static double run(const rt_t *t, int sqr, long k, uint64_t *x, const uint64_t *y) {
	double t0 = now();
	if (sqr)
		for (long i = 0; i < k; i++) t->sqr(x, x, t->m, t->n0);
	else
		for (long i = 0; i < k; i++) t->mul(x, x, y, t->m, t->n0);
	return now() - t0;
}

static double run_add(const add_t *d, int op, long k, uint64_t *x, const uint64_t *y) {
	double t0 = now();
	switch (op) {
	case 0: for (long i = 0; i < k; i++) d->add(x, x, y, d->m); break;
	case 1: for (long i = 0; i < k; i++) d->sub(x, x, y, d->m); break;
	case 2: for (long i = 0; i < k; i++) d->neg(x, x, d->m); break;
	case 3: for (long i = 0; i < k; i++) d->dbl(x, x, d->m); break;
	default: for (long i = 0; i < k; i++) d->hlv(x, x, d->m); break;
	}
	return now() - t0;
}

static int cmp_d(const void *a, const void *b) {
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* one timed chain: a Montgomery routine (rt: mul, or sqr if op) or an
 * additive one (ad: op 0 add, 1 sub, 2 neg, 3 dbl, 4 hlv) */
typedef struct {
	const rt_t *rt;
	const add_t *ad;
	int op;
} chain_t;

static double run_chain(const chain_t *c, long k, uint64_t *x, const uint64_t *y) {
	return c->rt ? run(c->rt, c->op, k, x, y) : run_add(c->ad, c->op, k, x, y);
}

/* R rounds of k dependent calls of A then of B (the order alternating),
 * on operands below the modulus of t; prints the median of the ratios
 * time(A) / time(B) and A's time per call */
static void time_pair(const char *what, const char *na, const char *nb, const chain_t *A,
		const chain_t *B, const rt_t *t, long k, int rounds, double *ratio, double *ta) {
	uint64_t xa[9], xb[9], y[9];
	operand(xa, t, 1);
	operand(xb, t, 1);
	operand(y, t, 2);
	for (int r = 0; r < rounds; r++) {
		double a, b;
		if (r & 1) {
			b = run_chain(B, k, xb, y);
			a = run_chain(A, k, xa, y);
		} else {
			a = run_chain(A, k, xa, y);
			b = run_chain(B, k, xb, y);
		}
		ratio[r] = a / b;
		ta[r] = a;
	}
	qsort(ratio, (size_t)rounds, sizeof(double), cmp_d);
	qsort(ta, (size_t)rounds, sizeof(double), cmp_d);
	printf("%-4s %-10s / %-10s median %.3f (quartiles %.3f .. %.3f); %s %.1f ns\n",
		what, na, nb, ratio[rounds / 2], ratio[rounds / 4], ratio[3 * rounds / 4], na,
		1e9 * ta[rounds / 2] / (double)k);
	if (memcmp(xa, xb, 8 * (size_t)t->n))
		printf("  (the two chains differ: %s and %s disagree)\n", na, nb);
}

int main(int argc, char **argv) {
	unsigned eax, ebx, ecx, edx;
	int have_adx = 0;
	if (__get_cpuid_max(0, NULL) >= 7) {
		__cpuid_count(7, 0, eax, ebx, ecx, edx);
		have_adx = (ebx & (1u << 8)) && (ebx & (1u << 19));
	}
	(void)eax; (void)ecx; (void)edx;
	if (argc >= 2 && !strcmp(argv[1], "count")) {
		long k = argc >= 3 ? atol(argv[2]) : 1000;
		/* valgrind hides ADX from CPUID; it runs the instructions */
		have_adx = HAVE_ADX_PATH;
		uint64_t x[9], y[9], sink = 0;
		for (int i = 0; i < NRT; i++) {
			if (!usable(&rts[i], have_adx)) continue;
			operand(x, &rts[i], 1);
			operand(y, &rts[i], 2);
			run(&rts[i], 0, k, x, y);
			run(&rts[i], 1, k, x, y);
			sink += x[0];
		}
		for (size_t i = 0; i < sizeof(adds) / sizeof(adds[0]); i++) {
			const add_t *d = &adds[i];
			memset(x, 0, sizeof(x));
			memset(y, 0, sizeof(y));
			x[0] = 12345;
			y[0] = 67891;
			for (long j = 0; j < k; j++) {
				d->add(x, x, y, d->m);
				d->sub(x, x, y, d->m);
				d->neg(x, x, d->m);
				d->dbl(x, x, d->m);
				d->hlv(x, x, d->m);
			}
			sink += x[0];
		}
		printf("%llx\n", (unsigned long long)sink);
		return 0;
	}
	if (argc >= 2 && !strcmp(argv[1], "time")) {
		int rounds = argc >= 3 ? atoi(argv[2]) : 301;
		if (rounds < 1 || rounds > 10001) rounds = 301;
		double *ratio = malloc(sizeof(double) * (size_t)rounds);
		double *ta = malloc(sizeof(double) * (size_t)rounds);
		for (size_t p = 0; p < sizeof(pairs) / sizeof(pairs[0]); p++) {
			const rt_t *A = find(pairs[p][0]), *B = find(pairs[p][1]);
			if (!A || !B || !usable(A, have_adx) || !usable(B, have_adx)) continue;
			for (int sqr = 0; sqr < 2; sqr++) {
				chain_t ca = { A, NULL, sqr }, cb = { B, NULL, sqr };
				time_pair(sqr ? "sqr" : "mul", A->name, B->name, &ca, &cb, A, 4000, rounds, ratio, ta);
			}
		}
		/* P-521's own additive routines against its class' */
		for (int op = 0; op < 5; op++) {
			static const char *const opname[5] = { "add", "sub", "neg", "dbl", "hlv" };
			chain_t ca = { NULL, find_add(oat_x64_mod_add_p521), op },
				cb = { NULL, find_add(oat_x64_mod_add9), op };
			time_pair(opname[op], "p521", "9", &ca, &cb, find("c 9"), 20000, rounds, ratio, ta);
		}
		free(ratio);
		free(ta);
		return 0;
	}
	fprintf(stderr, "usage: bench_x64_mont count [K] | time [ROUNDS]\n");
	return 2;
}
