/* The divsteps of src/fp/safegcd.h against the definition, without any
 * curve, for the digit size of the build:
 *   - one batch of B steps, and of fewer (the constant-time ones, as an
 *     inversion's last batch runs) (oat_sg_divsteps_ with hd = 0 and 1, its x86-64
 *     or ARM assembly for hd = 1 where built, and the variable-time
 *     oat_sg_divsteps_var_) against B divsteps run on whole integers with
 *     GMP, delta kept as 2 delta so that hddivsteps' halves are exact: the
 *     same eta (-delta, or -(delta + 1/2)) and the matrix t with 2^B (f',
 *     g') = t (f, g), on random f (odd) and g and on carry patterns;
 *   - whole inversions (constant-time and variable-time, both step kinds
 *     where the modulus allows) against mpz_invert for the NIST primes and
 *     orders, BN-P254's and BLS12-381's p and r: random x, 0, 1, 2, m - 1,
 *     m - 2, (m + 1) / 2, and powers of two;
 *   - the step counts of whole runs of the definition on the largest
 *     modulus: every run ends below the bound the library uses.
 * A failure can be replayed with OAT_TEST_SEED. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gmp.h>
#include "fp/digits.h"
#define OAT_SG_LIMB_BITS 576
#include "fp/safegcd.h"

#define ND (OAT_SG_LIMB_BITS / OAT_WSIZE)

static int failures;
static unsigned long long rng_state = 0x73676364ULL;

static unsigned long long rnd(void) {
	/* splitmix64 */
	unsigned long long z = (rng_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static void fail(const char *what, int i) {
	if (failures++ < 20) fprintf(stderr, "FAIL: %s (case %d)\n", what, i);
}

/* B divsteps of the definition on whole integers: (2 delta, f, g) with f
 * odd; on return f, g are the results and t the matrix, as mpz. */
static void ref_steps(long *d2, mpz_t f, mpz_t g, mpz_t t[4], int steps) {
	mpz_t x;
	mpz_init(x);
	mpz_set_ui(t[0], 1);
	mpz_set_ui(t[1], 0);
	mpz_set_ui(t[2], 0);
	mpz_set_ui(t[3], 1);
	for (int i = 0; i < steps; i++) {
		if (*d2 > 0 && mpz_odd_p(g)) {
			/* (1 - delta, g, (g - f) / 2) */
			*d2 = 2 - *d2;
			mpz_sub(x, g, f);
			mpz_set(f, g);
			mpz_set(g, x);
			mpz_sub(x, t[2], t[0]);
			mpz_set(t[0], t[2]);
			mpz_set(t[2], x);
			mpz_sub(x, t[3], t[1]);
			mpz_set(t[1], t[3]);
			mpz_set(t[3], x);
		} else {
			/* (1 + delta, f, (g + (g mod 2) f) / 2) */
			*d2 += 2;
			if (mpz_odd_p(g)) {
				mpz_add(g, g, f);
				mpz_add(t[2], t[2], t[0]);
				mpz_add(t[3], t[3], t[1]);
			}
		}
		mpz_fdiv_q_2exp(g, g, 1);   /* exact: g is even */
		mpz_mul_2exp(t[0], t[0], 1);
		mpz_mul_2exp(t[1], t[1], 1);
	}
	mpz_clear(x);
}

/* a batch of n steps (the variable-time one: always B) */
typedef oat_sg_t (*batch_fn)(oat_sg_t, oat_sgu_t, oat_sgu_t, oat_sg_t *, int, int);

static oat_sg_t ct_batch(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t *t, int hd, int n) {
	return oat_sg_divsteps_(eta, f, g, t, hd, n);
}
static oat_sg_t var_batch(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t *t, int hd, int n) {
	(void)n;
	return oat_sg_divsteps_var_(eta, f, g, t, hd);
}
#if defined(OAT_SG_HAVE_ASM)
static oat_sg_t asm_batch(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t *t, int hd, int n) {
	(void)hd;
	return oat_sg_hddivsteps_asm_(eta, f, g, t, n);
}
#endif

/* One batch of n steps from (eta, f, g): f, g random integers of 3 words
 * whose low word is given (the steps see only the low B bits). */
static void check_batch(const char *name, batch_fn fn, int hd, long eta, oat_sgu_t f0, oat_sgu_t g0, int i,
		int n) {
	mpz_t f, g, t[4], a, b;
	oat_sg_t tt[4];
	mpz_inits(f, g, a, b, t[0], t[1], t[2], t[3], NULL);
	mpz_set_ui(f, (unsigned long)(rnd() >> 2));
	mpz_mul_2exp(f, f, OAT_SG_W);
	mpz_add_ui(f, f, (unsigned long)f0);
	mpz_set_ui(g, (unsigned long)(rnd() >> 2));
	mpz_mul_2exp(g, g, OAT_SG_W);
	mpz_add_ui(g, g, (unsigned long)g0);
	if (rnd() & 1) mpz_neg(g, g);
	mpz_set(a, f);
	mpz_set(b, g);
	/* eta = -delta (hd = 0) or -(delta + 1/2) (hd = 1) */
	long d2 = hd ? -2 * eta - 1 : -2 * eta;
	ref_steps(&d2, f, g, t, n);
	long want = hd ? -(d2 + 1) / 2 : -d2 / 2;
	/* the low words the steps see: f0, and g0 or -g0 (two's complement) */
	oat_sgu_t lf = f0, lg = mpz_sgn(b) < 0 ? (oat_sgu_t)0 - g0 : g0;
	oat_sg_t got = fn((oat_sg_t)eta, lf, lg, tt, hd, n);
	int ok = (got == (oat_sg_t)want);
	for (int j = 0; j < 4; j++) ok &= mpz_cmp_si(t[j], (long)tt[j]) == 0;
	if (!ok) {
		char what[96];
		snprintf(what, sizeof(what), "%s batch of %d, hd = %d, eta = %ld", name, n, hd, eta);
		fail(what, i);
	}
	mpz_clears(f, g, a, b, t[0], t[1], t[2], t[3], NULL);
}

static oat_sgu_t pattern(int k) {
	static const oat_sgu_t pat[] = {0, 1, 2, 3, 5, 7, 0x3f, 0x40, 0x41};
	int n = (int)(sizeof(pat) / sizeof(pat[0]));
	if (k < n) return pat[k];
	k -= n;
	switch (k % 4) {
	case 0: return ~(oat_sgu_t)0;
	case 1: return ~(oat_sgu_t)0 << (k % OAT_SG_W);
	case 2: return (oat_sgu_t)1 << (k % OAT_SG_W);
	default: return ~((oat_sgu_t)1 << (k % OAT_SG_W));
	}
}

static void test_batches(void) {
	struct { const char *name; batch_fn fn; int hd_mask, short_ok; } impl[] = {
		{"C", ct_batch, 3, 1},
		{"vartime", var_batch, 3, 0},
#if defined(OAT_SG_HAVE_ASM)
		{"asm", asm_batch, 2, 1},
#endif
	};
	static const long etas[] = {-1, 0, 1, -2, 5, -5, 40, -40, 70, -70, 200, -200};
	for (size_t m = 0; m < sizeof(impl) / sizeof(impl[0]); m++) {
		for (int hd = 0; hd < 2; hd++) {
			if (!(impl[m].hd_mask & (1 << hd))) continue;
			for (int i = 0; i < 3000; i++) {
				long eta = (i < 12) ? etas[i] : (i % 3 == 0 ? -1 : (long)(rnd() % 401) - 200);
				oat_sgu_t f = (oat_sgu_t)rnd(), g = (oat_sgu_t)rnd();
				if (i >= 100 && i < 100 + 60 * 60) {
					int a = (i - 100) / 60, b = (i - 100) % 60;
					f = pattern(a);
					g = pattern(b);
				}
				f |= 1;
				check_batch(impl[m].name, impl[m].fn, hd, eta, f, g, i, OAT_SG_B);
				/* the last batch of an inversion: fewer steps (a multiple
				 * of OAT_SG_STEP_ALIGN) */
				if (impl[m].short_ok && i % 4 == 0) {
					int n = 1 + (int)(rnd() % OAT_SG_B);
					n += (OAT_SG_STEP_ALIGN - n % OAT_SG_STEP_ALIGN) % OAT_SG_STEP_ALIGN;
					check_batch(impl[m].name, impl[m].fn, hd, eta, f, g, i, n);
				}
			}
		}
	}
}

/* ---- whole inversions ------------------------------------------------------ */

static const char *const moduli[][2] = {
	{"P-192 p", "fffffffffffffffffffffffffffffffeffffffffffffffff"},
	{"P-224 p", "ffffffffffffffffffffffffffffffff000000000000000000000001"},
	{"P-256 p", "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"},
	{"P-256 n", "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"},
	{"P-384 p", "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"},
	{"P-384 n", "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"},
	{"P-521 p", "1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"},
	{"BN-P254 p", "2523648240000001ba344d80000000086121000000000013a700000000000013"},
	{"BLS12-381 p", "1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab"},
	{"BLS12-381 r", "73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001"},
};

static void to_digs(oat_dig_t *d, int n, const mpz_t x) {
	mpz_t t;
	mpz_init_set(t, x);
	for (int i = 0; i < n; i++) {
		d[i] = (oat_dig_t)mpz_get_ui(t);   /* low bits of the low limb */
		mpz_fdiv_q_2exp(t, t, OAT_WSIZE);
	}
	mpz_clear(t);
}

static void from_digs(mpz_t x, const oat_dig_t *d, int n) {
	mpz_set_ui(x, 0);
	for (int i = n - 1; i >= 0; i--) {
		mpz_mul_2exp(x, x, OAT_WSIZE);
		mpz_add_ui(x, x, (unsigned long)d[i]);
	}
}

static void test_inversions(void) {
	mpz_t m, x, want, got;
	mpz_inits(m, x, want, got, NULL);
	for (size_t k = 0; k < sizeof(moduli) / sizeof(moduli[0]); k++) {
		oat_dig_t md[ND + 1], xd[ND + 1], rd[ND + 1];   /* + 1: gcc cannot see n <= ND */
		mpz_set_str(m, moduli[k][1], 16);
		int bits = (int)mpz_sizeinbase(m, 2), n = (bits + OAT_WSIZE - 1) / OAT_WSIZE;
		/* the proven hddivsteps counts of safegcd.h where they apply */
		int hd590 = bits <= 256, hd878 = bits <= 381;
		int hds[3] = {0, hd590 ? 590 : -1, hd878 ? 878 : -1};
		to_digs(md, n, m);
		for (int i = 0; i < 200; i++) {
			switch (i) {
			case 0: mpz_set_ui(x, 0); break;
			case 1: mpz_set_ui(x, 1); break;
			case 2: mpz_set_ui(x, 2); break;
			case 3: mpz_sub_ui(x, m, 1); break;
			case 4: mpz_sub_ui(x, m, 2); break;
			case 5: mpz_add_ui(x, m, 1); mpz_fdiv_q_2exp(x, x, 1); break;
			default:
				if (i < 6 + bits / 8) {
					mpz_set_ui(x, 0);
					mpz_setbit(x, (mp_bitcnt_t)((i - 6) * 8));
					mpz_mod(x, x, m);
				} else {
					mpz_set_ui(x, 0);
					for (int j = 0; j < n; j++) {
						mpz_mul_2exp(x, x, OAT_WSIZE);
						mpz_add_ui(x, x, (unsigned long)(oat_dig_t)rnd());
					}
					mpz_mod(x, x, m);
				}
			}
			if (mpz_sgn(x) == 0) mpz_set_ui(want, 0);
			else mpz_invert(want, x, m);
			to_digs(xd, n, x);
			for (int h = 0; h < 3; h++) {
				if (hds[h] < 0) continue;
				for (int v = 0; v < 2; v++) {
					if (v) oat_sg_inv_vartime(rd, xd, md, n, bits, hds[h]);
					else oat_sg_inv(rd, xd, md, n, bits, hds[h]);
					from_digs(got, rd, n);
					if (mpz_cmp(got, want) != 0) {
						char what[96];
						snprintf(what, sizeof(what), "inverse mod %s, %s, hd_steps %d", moduli[k][0],
							 v ? "vartime" : "constant-time", hds[h]);
						fail(what, i);
					}
				}
			}
		}
	}
	mpz_clears(m, x, want, got, NULL);
}

/* Whole runs of the definition (delta = 1) mod P-521's p from random x: the
 * count of steps to g = 0 stays below the paper's bound, which the library
 * uses for moduli without a proven hddivsteps count. */
static void test_counts(void) {
	mpz_t m, f, g, t[4];
	mpz_inits(m, f, g, t[0], t[1], t[2], t[3], NULL);
	mpz_set_str(m, moduli[6][1], 16);
	int bits = (int)mpz_sizeinbase(m, 2), bound = (49 * bits + 57) / 17, worst = 0;
	for (int i = 0; i < 100; i++) {
		long d2 = 2;
		int steps = 0;
		mpz_set(f, m);
		mpz_set_ui(g, 0);
		for (int j = 0; j < 9; j++) {
			mpz_mul_2exp(g, g, 64);
			mpz_add_ui(g, g, (unsigned long)rnd());
		}
		mpz_mod(g, g, m);
		while (mpz_sgn(g) != 0 && steps <= bound) {
			ref_steps(&d2, f, g, t, 1);
			steps++;
		}
		if (steps > worst) worst = steps;
	}
	if (worst > bound) fail("a run of divsteps past the bound", worst);
	mpz_clears(m, f, g, t[0], t[1], t[2], t[3], NULL);
}

int main(void) {
	const char *seed = getenv("OAT_TEST_SEED");
	if (seed) rng_state = strtoull(seed, NULL, 0);
	test_batches();
	test_inversions();
	test_counts();
	if (failures) {
		fprintf(stderr, "%d failures (seed 0x%llx)\n", failures, (unsigned long long)0x73676364ULL);
		return 1;
	}
	printf("test_safegcd: ok\n");
	return 0;
}
