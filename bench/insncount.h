/* What both oat-insncount drivers share (insncount.c for a pairing curve,
 * insncount_ed.c for Jubjub): the marker the qemu plugin counts between, the
 * fixed random source, the calling loop and the lookup of OP among the
 * driver's table of operations. */
#ifndef OAT_BENCH_INSNCOUNT_H
#define OAT_BENCH_INSNCOUNT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) void oat_insn_mark(void);
__attribute__((noinline)) void oat_insn_mark(void) { __asm__ volatile("" ::: "memory"); }

static int fixed_rand(void *ctx, unsigned char *buf, size_t len) {
	unsigned *s = (unsigned *)ctx;
	for (size_t i = 0; i < len; i++) {
		*s = *s * 1103515245u + 12345u;
		buf[i] = (unsigned char)(*s >> 16);
	}
	return 0;
}

typedef struct { const char *name; void (*fn)(void); } insn_op;
#define OPE(n) { #n, op_##n }

/* The call through a pointer is the same for every operation, "empty"
 * included, so tools/insncount.sh subtracts the count of "empty". */
__attribute__((noinline)) static void run(void (*fn)(void), long n) {
	for (long i = 0; i < n; i++) fn();
}

/* argv's operation in ops[0..nops), or NULL after a message on stderr */
static void (*insn_op_of(int argc, char **argv, const insn_op *ops, size_t nops))(void) {
	if (argc != 3) {
		fprintf(stderr, "usage: oat-insncount OP N\n");
		return NULL;
	}
	for (size_t i = 0; i < nops; i++)
		if (!strcmp(ops[i].name, argv[1])) return ops[i].fn;
	fprintf(stderr, "oat-insncount: unknown operation %s\n", argv[1]);
	return NULL;
}

/* the measured regions: n, then 2n calls between three marks */
static void insn_measure(void (*fn)(void), long n) {
	oat_insn_mark();
	run(fn, n);
	oat_insn_mark();
	run(fn, 2 * n);
	oat_insn_mark();
}

#endif
