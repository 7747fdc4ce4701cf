/* A multi-pairing over several threads: the library starts no thread of its
 * own, so the caller splits the pairs, one accumulator per thread, merges
 * them and takes one final exponentiation (the README's pattern).  Checked
 * against the same product on one thread. */
#include <pthread.h>
#include <stdio.h>
#include "oat.h"

enum { PAIRS = 64, THREADS = 4 };

static oat_g1_t P[PAIRS];
static oat_g2_t Q[PAIRS];

typedef struct {
	size_t from, to;
	oat_pc_acc acc;
} share;

static void *miller(void *arg) {
	share *s = arg;
	oat_pc_acc_init(&s->acc);
	for (size_t i = s->from; i < s->to; i++) oat_pc_acc_add(&s->acc, P[i], Q[i]);
	return NULL;
}

int main(void) {
	static share sh[THREADS];
	pthread_t t[THREADS];
	oat_gt_t e, ref;
	for (int i = 0; i < PAIRS; i++) {
		if (oat_g1_rand(P[i], oat_rand_os, NULL) != OAT_OK || oat_g2_rand(Q[i], oat_rand_os, NULL) != OAT_OK)
			return 1;
	}
	/* thread k adds pairs [k n / T, (k + 1) n / T), then all merge into the first */
	for (int k = 0; k < THREADS; k++) {
		sh[k].from = (size_t)k * PAIRS / THREADS;
		sh[k].to = (size_t)(k + 1) * PAIRS / THREADS;
		if (pthread_create(&t[k], NULL, miller, &sh[k]) != 0) return 1;
	}
	for (int k = 0; k < THREADS; k++) pthread_join(t[k], NULL);
	for (int k = 1; k < THREADS; k++) oat_pc_acc_merge(&sh[0].acc, &sh[k].acc);
	oat_pc_acc_final(e, &sh[0].acc);

	oat_pc_map_sim(ref, (const oat_g1_t *)P, (const oat_g2_t *)Q, PAIRS);
	printf("%d pairs on %d threads: %s\n", PAIRS, THREADS,
		oat_gt_equal(e, ref) ? "the same product as on one thread" : "DIFFERENT");
	return !oat_gt_equal(e, ref);
}
