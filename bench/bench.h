/* What bench.c needs to know of each curve's operations (bench_curve.h). */
#ifndef OAT_BENCH_H
#define OAT_BENCH_H

#include <stddef.h>

typedef struct {
	const char *module, *name;  /* RELIC's module and row name: "fp", "fp_mul" */
	void (*op)(void *ctx);
	void (*setup)(void *ctx);   /* fresh random inputs */
	int on_request;             /* 1: run only when named (the long rows) */
} bench_op;

/* One curve: its operations on its context, whose first member is an
 * unsigned sink (the empty operation of bench.c bumps it). */
typedef struct {
	const char *token, *name;   /* "bls12381", "BLS12-381" */
	const bench_op *ops;
	size_t nops;
	void *ctx;
	/* --count: 0 sets up the inputs, 1 the Miller loop, 2 the final
	 * exponentiation, 3 the whole pairing; NULL for a curve without a
	 * pairing */
	void (*count_phase)(void *ctx, int phase);
} bench_curve;

#endif
