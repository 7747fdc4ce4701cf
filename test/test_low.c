/* Differential test of the configured backend's field kernels (fp_low.h)
 * against the portable C kernels (mont.h), in one binary, on random inputs
 * and on inputs that make every carry and borrow chain ripple.  For the
 * portable backend itself the two sides are the same code; the GMP-based
 * test_fp checks that code against mpz. */
#include "test_common.h"
#include OAT_TEST_CURVE_H  /* the curve of this build of the test */
#include "fp/fp_low.h"
#include "fp/util.h"

#define N OAT_FP_DIGS
static const oat_dig_t P[N] = OAT_FP_MODULUS;

static void rnd(test_rng *g, oat_dig_t *a, int n) {
	for (int i = 0; i < n; i++) {
		uint64_t x = test_rng_next(g);
		a[i] = (oat_dig_t)x;
	}
}

/* a random value < bound (n digits) by masking the top and retrying */
static void rnd_below(test_rng *g, oat_dig_t *a, const oat_dig_t *bound, int n) {
	do {
		rnd(g, a, n);
		oat_dig_t top = bound[n - 1], m = top;
		for (int s = 1; s < OAT_WSIZE; s <<= 1) m |= m >> s;
		a[n - 1] &= m;
	} while (!oat_lt_n(a, bound, n));
}

static int eq(const oat_dig_t *a, const oat_dig_t *b, int n) {
	for (int i = 0; i < n; i++) if (a[i] != b[i]) return 0;
	return 1;
}

/* Edge values below p: 0, 1, 2, p-1, p-2, p-2^k, 2^k - 1, 2^k, digits all ones. */
#define NEDGE 64
static int edges(oat_dig_t e[NEDGE][N]) {
	int m = 0;
	oat_dig_t one[N] = {1}, t[N];
	memset(e, 0, sizeof(oat_dig_t) * NEDGE * N);
	m++;                                        /* 0 */
	e[m++][0] = 1;
	e[m++][0] = 2;
	oat_subn_n(e[m++], P, one, N);              /* p - 1 */
	oat_subn_n(t, P, one, N);
	oat_subn_n(e[m++], t, one, N);              /* p - 2 */
	for (int k = OAT_WSIZE / 2; k < N * OAT_WSIZE - 2 && m + 3 < NEDGE; k += OAT_WSIZE / 2) {
		memset(t, 0, sizeof(t));
		t[k / OAT_WSIZE] = (oat_dig_t)1 << (k % OAT_WSIZE);
		memcpy(e[m++], t, sizeof(t));           /* 2^k */
		oat_subn_n(e[m++], t, one, N);          /* 2^k - 1: a run of ones */
		oat_subn_n(e[m++], P, t, N);            /* p - 2^k */
	}
	/* every digit all ones except the top, which is p's top minus one */
	for (int i = 0; i < N - 1; i++) e[m][i] = ~(oat_dig_t)0;
	e[m++][N - 1] = P[N - 1] - 1;
	return m;
}

static long nfail = 0;

static void check_pair(const oat_dig_t *a, const oat_dig_t *b) {
	oat_dig_t r1[N], r2[N], d1[2 * N], d2[2 * N], d3[2 * N], s[N];
	FP(add_low)(r1, a, b); oat_mont_add(r2, a, b, P, N); CHECK(eq(r1, r2, N));
	FP(sub_low)(r1, a, b); oat_mont_sub(r2, a, b, P, N); CHECK(eq(r1, r2, N));
	FP(neg_low)(r1, a); oat_mont_neg(r2, a, P, N); CHECK(eq(r1, r2, N));
	FP(dbl_low)(r1, a); oat_mont_add(r2, a, a, P, N); CHECK(eq(r1, r2, N));
	FP(hlv_low)(r1, a); oat_mont_hlv(r2, a, P, N); CHECK(eq(r1, r2, N));
	FP(mul_low)(r1, a, b); oat_mont_mul(r2, a, b, P, OAT_FP_N0, N); CHECK(eq(r1, r2, N));
	FP(sqr_low)(r1, a); oat_mont_mul(r2, a, a, P, OAT_FP_N0, N); CHECK(eq(r1, r2, N));
	FP(muln_low)(d1, a, b); oat_mont_muln(d2, a, b, N); CHECK(eq(d1, d2, 2 * N));
	FP(sqrn_low)(d1, a); oat_mont_muln(d2, a, a, N); CHECK(eq(d1, d2, 2 * N));
	/* reduction of a product of unreduced sums (< 4p^2 < pR) */
	FP(addn_low)(s, a, b); oat_addn_n(r2, a, b, N); CHECK(eq(s, r2, N));
	oat_mont_muln(d3, s, s, N);
	FP(rdc_low)(r1, d3); oat_mont_rdc(r2, d3, P, OAT_FP_N0, N); CHECK(eq(r1, r2, N));
	oat_mont_muln(d3, a, b, N);
	FP(rdc_low)(r1, d3); oat_mont_rdc(r2, d3, P, OAT_FP_N0, N); CHECK(eq(r1, r2, N));
	/* double-width add/sub mod pR, and unreduced */
	oat_mont_muln(d2, a, a, N);
	oat_mont_muln(d3, b, b, N);
	FPD(add_low)(d1, d2, d3); { oat_dig_t e[2 * N]; oat_mont_addd(e, d2, d3, P, N); CHECK(eq(d1, e, 2 * N)); }
	FPD(sub_low)(d1, d2, d3); { oat_dig_t e[2 * N]; oat_mont_subd(e, d2, d3, P, N); CHECK(eq(d1, e, 2 * N)); }
	FPD(addn_low)(d1, d2, d3); { oat_dig_t e[2 * N]; oat_addn_n(e, d2, d3, 2 * N); CHECK(eq(d1, e, 2 * N)); }
	if (!oat_lt_n(d2, d3, 2 * N)) {
		FPD(subn_low)(d1, d2, d3); oat_dig_t e[2 * N]; oat_subn_n(e, d2, d3, 2 * N); CHECK(eq(d1, e, 2 * N));
	}
	/* aliasing: output over an input */
	memcpy(r1, a, sizeof(r1)); FP(mul_low)(r1, r1, b); oat_mont_mul(r2, a, b, P, OAT_FP_N0, N); CHECK(eq(r1, r2, N));
	memcpy(r1, b, sizeof(r1)); FP(add_low)(r1, a, r1); oat_mont_add(r2, a, b, P, N); CHECK(eq(r1, r2, N));
	memcpy(r1, b, sizeof(r1)); FP(sub_low)(r1, a, r1); oat_mont_sub(r2, a, b, P, N); CHECK(eq(r1, r2, N));
	if (test_failures > nfail && nfail < 5) {
		fprintf(stderr, "  failing inputs: a[0] = %llx, b[0] = %llx\n",
			(unsigned long long)a[0], (unsigned long long)b[0]);
		nfail = test_failures;
	}
}

int main(void) {
	test_rng g;
	oat_dig_t e[NEDGE][N], a[N], b[N];
	test_rng_seed(&g, 0x6c6f77ULL);
	int m = edges(e);
	for (int i = 0; i < m; i++)
		for (int j = 0; j < m; j++) check_pair(e[i], e[j]);
	for (int i = 0; i < 200000; i++) {
		rnd_below(&g, a, P, N);
		rnd_below(&g, b, P, N);
		check_pair(a, b);
	}
	for (int i = 0; i < m; i++)
		for (int k = 0; k < 200; k++) {
			rnd_below(&g, a, P, N);
			check_pair(e[i], a);
			check_pair(a, e[i]);
		}
	/* oat_wipe: exactly the bytes asked for, at every offset and length */
	for (int off = 0; off < 9; off++)
		for (int len = 0; len < 70; len++) {
			unsigned char buf[96];
			memset(buf, 0xa5, sizeof(buf));
			oat_wipe(buf + off, (size_t)len);
			int ok = 1;
			for (int i = 0; i < (int)sizeof(buf); i++)
				ok &= buf[i] == ((i >= off && i < off + len) ? 0 : 0xa5);
			CHECK(ok);
		}
	printf("backend: %s, %d-bit limbs\n", OAT_ARITH, OAT_WSIZE);
	return test_report("test_low");
}
