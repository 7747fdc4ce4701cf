/* Differential test of the arm32 assembly routines against the portable
 * kernels of src/fp/mont.h, built per curve and field: test_arm32_fp_<curve>
 * with p and the routines of its size, test_arm32_fr_<curve> (TEST_FIELD_FR)
 * with r and the routines of r's size (the routines take the modulus and n0
 * as arguments, so one serves every field of its size: 8 digits for
 * BN-P254's p and r and BLS12-381's 255-bit r), on:
 *   - operands whose digits are drawn from carry-rippling patterns (0, 1,
 *     all ones, 2^31, the modulus' own digits and their neighbours) and
 *     random digits;
 *   - the full ranges the callers rely on: mul with any a < 2^256 and b < m,
 *     rdc with any c < m 2^256 (up to m 2^256 - 1), the products on any
 *     256-bit operands, the unreduced adds and subtracts on any values;
 *   - every output over every input (aliasing).
 * test/test_low.c checks the same kernels through fp_low.h for Fp. */
#include "test_common.h"
#include OAT_TEST_CURVE_H  /* the curve of this build of the test */
#include "fp/fp_low.h"

#if defined(TEST_FIELD_FR)
#define N OAT_FR_DIGS
#define FIELD { "r", OAT_FR_MODULUS, OAT_FR_N0_32 }
#else
#define N OAT_FP_DIGS
#define FIELD { "p", OAT_FP_MODULUS, OAT_FP_N0_32 }
#endif
/* the routines of N digits (and of 2N for the double-width ones) */
#if N == 8
#define T32(f) oat_arm32_##f##8
#define T32D(f) oat_arm32_##f##16
#else
#define T32(f) oat_arm32_##f##12
#define T32D(f) oat_arm32_##f##24
#endif

typedef struct { const char *name; uint32_t m[N], n0; } field_t;

static const field_t fields[1] = { FIELD };

static test_rng g;

/* a digit that makes carries ripple, or a random one */
static uint32_t dig(const uint32_t *m) {
	uint64_t x = test_rng_next(&g);
	switch (x & 15) {
	case 0: return 0;
	case 1: return 1;
	case 2: return 0xffffffffu;
	case 3: return 0xfffffffeu;
	case 4: return 0x80000000u;
	case 5: return m[(x >> 4) & 7];
	case 6: return m[(x >> 4) & 7] - 1;
	case 7: return m[(x >> 4) & 7] + 1;
	default: return (uint32_t)(x >> 32);
	}
}

static void any(uint32_t *a, int n, const uint32_t *m) {
	for (int i = 0; i < n; i++) a[i] = dig(m);
}

/* a < b over n digits: a rippling or random value, else b minus a small one */
static void below(uint32_t *a, const uint32_t *b, int n, const uint32_t *m) {
	for (;;) {
		any(a, n, m);
		if (test_rng_next(&g) & 1) {
			uint32_t k[2 * N] = {0};
			k[0] = 1 + (uint32_t)(test_rng_next(&g) % 3);
			if (oat_subn_n(a, b, k, n)) continue;
		}
		if (oat_lt_n(a, b, n)) return;
		a[n - 1] &= b[n - 1];  /* shrink the top digit, then retry */
		if (oat_lt_n(a, b, n)) return;
	}
}

static int eq(const uint32_t *a, const uint32_t *b, int n) {
	return memcmp(a, b, sizeof(uint32_t) * (size_t)n) == 0;
}

/* Binary kernel f(r, a, b [, m]) checked for r apart, r = a, r = b, r = a = b. */
#define CHECK_BIN(n, call_r, call_a, call_b, call_aa, ref, ref_aa) do { \
	uint32_t r_[2 * N], x_[2 * N], y_[2 * N]; \
	call_r; CHECK(eq(r_, ref, n)); \
	memcpy(x_, a, sizeof(uint32_t) * (n)); call_a; CHECK(eq(x_, ref, n)); \
	memcpy(y_, b, sizeof(uint32_t) * (n)); call_b; CHECK(eq(y_, ref, n)); \
	memcpy(x_, a, sizeof(uint32_t) * (n)); call_aa; CHECK(eq(x_, ref_aa, n)); \
} while (0)

static void check_field(const field_t *F, long iters) {
	const uint32_t *m = F->m;
	uint32_t mR[2 * N] = {0}, top[2 * N], a[2 * N], b[2 * N], e1[2 * N], e2[2 * N];
	memcpy(mR + N, m, sizeof(F->m));                     /* m 2^256 */
	for (long it = 0; it < iters; it++) {
		/* Montgomery multiplication: a < 2^256 (also >= m), b < m */
		any(a, N, m);
		below(b, m, N, m);
		if (it == 0) { memset(a, 0xff, 4 * N); memcpy(b, m, 4 * N); b[0]--; }
		oat_mont_mul(e1, a, b, m, F->n0, N);
		oat_mont_mul(e2, b, b, m, F->n0, N);
		{
			uint32_t r_[N];
			T32(mont_mul)(r_, a, b, m, F->n0); CHECK(eq(r_, e1, N));
			memcpy(r_, a, sizeof(r_));
			T32(mont_mul)(r_, r_, b, m, F->n0); CHECK(eq(r_, e1, N));
			memcpy(r_, b, sizeof(r_));
			T32(mont_mul)(r_, a, r_, m, F->n0); CHECK(eq(r_, e1, N));
			memcpy(r_, b, sizeof(r_));
			T32(mont_mul)(r_, r_, r_, m, F->n0); CHECK(eq(r_, e2, N));
			T32(mont_sqr)(r_, b, m, F->n0); CHECK(eq(r_, e2, N));
			memcpy(r_, b, sizeof(r_));
			T32(mont_sqr)(r_, r_, m, F->n0); CHECK(eq(r_, e2, N));
		}
		/* 512-bit products of any 256-bit values (the output apart) */
		any(b, N, m);
		{
			uint32_t c[2 * N];
			oat_mont_muln(e1, a, b, N);
			T32(muln)(c, a, b); CHECK(eq(c, e1, 2 * N));
			oat_mont_muln(e1, a, a, N);
			T32(sqrn)(c, a); CHECK(eq(c, e1, 2 * N));
			T32(muln)(c, a, a); CHECK(eq(c, e1, 2 * N));
		}
		/* Montgomery reduction of any c < m 2^256, r over c */
		below(top, mR, 2 * N, m);
		if (it == 1) { memcpy(top, mR, sizeof(top)); oat_subn_n(top, top, (uint32_t[2 * N]){1}, 2 * N); }
		{
			uint32_t r_[2 * N];
			oat_mont_rdc(e1, top, m, F->n0, N);
			T32(mont_rdc)(r_, top, m, F->n0); CHECK(eq(r_, e1, N));
			memcpy(r_, top, sizeof(r_));
			T32(mont_rdc)(r_, r_, m, F->n0); CHECK(eq(r_, e1, N));
		}
		/* add, sub mod m */
		below(a, m, N, m);
		below(b, m, N, m);
		oat_mont_add(e1, a, b, m, N);
		oat_mont_add(e2, a, a, m, N);
		CHECK_BIN(N, T32(mont_add)(r_, a, b, m), T32(mont_add)(x_, x_, b, m),
			T32(mont_add)(y_, a, y_, m), T32(mont_add)(x_, x_, x_, m), e1, e2);
		{
			uint32_t r_[N];
			T32(mont_dbl)(r_, a, m); CHECK(eq(r_, e2, N));
			memcpy(r_, a, sizeof(r_));
			T32(mont_dbl)(r_, r_, m); CHECK(eq(r_, e2, N));
		}
		oat_mont_sub(e1, a, b, m, N);
		memset(e2, 0, sizeof(e2));
		CHECK_BIN(N, T32(mont_sub)(r_, a, b, m), T32(mont_sub)(x_, x_, b, m),
			T32(mont_sub)(y_, a, y_, m), T32(mont_sub)(x_, x_, x_, m), e1, e2);
		/* neg, hlv mod m (0 and m - 1 included by the patterns) */
		{
			uint32_t r_[N];
			oat_mont_neg(e1, a, m, N);
			T32(mont_neg)(r_, a, m); CHECK(eq(r_, e1, N));
			memcpy(r_, a, sizeof(r_));
			T32(mont_neg)(r_, r_, m); CHECK(eq(r_, e1, N));
			oat_mont_hlv(e1, a, m, N);
			T32(mont_hlv)(r_, a, m); CHECK(eq(r_, e1, N));
			memcpy(r_, a, sizeof(r_));
			T32(mont_hlv)(r_, r_, m); CHECK(eq(r_, e1, N));
		}
		/* unreduced 8-digit add on any values (mod 2^256) */
		any(a, N, m);
		any(b, N, m);
		oat_addn_n(e1, a, b, N);
		oat_addn_n(e2, a, a, N);
		CHECK_BIN(N, T32(addn)(r_, a, b), T32(addn)(x_, x_, b),
			T32(addn)(y_, a, y_), T32(addn)(x_, x_, x_), e1, e2);
		/* 16-digit add, sub mod m 2^256 on values < m 2^256 */
		below(a, mR, 2 * N, m);
		below(b, mR, 2 * N, m);
		oat_mont_addd(e1, a, b, m, N);
		oat_mont_addd(e2, a, a, m, N);
		CHECK_BIN(2 * N, T32(mont_addd)(r_, a, b, m), T32(mont_addd)(x_, x_, b, m),
			T32(mont_addd)(y_, a, y_, m), T32(mont_addd)(x_, x_, x_, m), e1, e2);
		oat_mont_subd(e1, a, b, m, N);
		memset(e2, 0, sizeof(e2));
		CHECK_BIN(2 * N, T32(mont_subd)(r_, a, b, m), T32(mont_subd)(x_, x_, b, m),
			T32(mont_subd)(y_, a, y_, m), T32(mont_subd)(x_, x_, x_, m), e1, e2);
		/* unreduced 16-digit add, sub on any values (mod 2^512) */
		any(a, 2 * N, m);
		any(b, 2 * N, m);
		oat_addn_n(e1, a, b, 2 * N);
		oat_addn_n(e2, a, a, 2 * N);
		CHECK_BIN(2 * N, T32D(addn)(r_, a, b), T32D(addn)(x_, x_, b),
			T32D(addn)(y_, a, y_), T32D(addn)(x_, x_, x_), e1, e2);
		oat_subn_n(e1, a, b, 2 * N);
		memset(e2, 0, sizeof(e2));
		CHECK_BIN(2 * N, T32D(subn)(r_, a, b), T32D(subn)(x_, x_, b),
			T32D(subn)(y_, a, y_), T32D(subn)(x_, x_, x_), e1, e2);
		/* the unreduced Fp2 products (m < 2^254 on 8 digits, m < 2^382 on
		 * 12), coefficients < m: the exact integers of their contracts,
		 * from the portable kernels */
		if (m[N - 1] < 0x40000000u) {
			uint32_t x[2 * N], y[2 * N], c[4 * N], s_[N], d_[N], t[2 * N];
			below(x, m, N, m);
			below(x + N, m, N, m);
			below(y, m, N, m);
			below(y + N, m, N, m);
			if (it == 2) {
				for (int i = 0; i < 2 * N; i++) x[i] = y[i] = m[i % N];
				x[0]--; x[N]--; y[0]--; y[N]--;
			}
			oat_mont_muln(e1, x, y, N);                 /* a0 b0 - a1 b1 mod m 2^256 */
			oat_mont_muln(t, x + N, y + N, N);
			oat_mont_subd(e1, e1, t, m, N);
			oat_mont_muln(e2, x, y + N, N);             /* a0 b1 + a1 b0 */
			oat_mont_muln(t, x + N, y, N);
			oat_addn_n(e2, e2, t, 2 * N);
			T32(fp2_muln)(c, x, y, m);
			CHECK(eq(c, e1, 2 * N) && eq(c + 2 * N, e2, 2 * N));
			T32(fp2_muln)(c, x, x, m);                  /* b = a */
			oat_mont_muln(e1, x, x, N);
			oat_mont_muln(t, x + N, x + N, N);
			oat_mont_subd(e1, e1, t, m, N);
			CHECK(eq(c, e1, 2 * N));
			oat_addn_n(s_, x, x + N, N);                /* (a0 + a1)(a0 - a1) */
			oat_mont_sub(d_, x, x + N, m, N);
			oat_mont_muln(e1, s_, d_, N);
			oat_addn_n(s_, x, x, N);                    /* (2 a0) a1 */
			oat_mont_muln(e2, s_, x + N, N);
			T32(fp2_sqrn)(c, x, m);
			CHECK(eq(c, e1, 2 * N) && eq(c + 2 * N, e2, 2 * N));
#if N == 8
			/* Karabina's pair for xi = 1 + i: b = x y, a = x^2 + xi y^2,
			 * k = 3a - 2ky, h = 2hx + 6b' (b' = b, or xi b), against the
			 * Fp operations (x, y as above, hx and ky below m) */
			uint32_t hx[2 * N], ky[2 * N], H[2 * N], K[2 * N], EH[2 * N], EK[2 * N];
			uint32_t sq[3][2 * N], u[N], v[N];
			below(hx, m, N, m);
			below(hx + N, m, N, m);
			below(ky, m, N, m);
			below(ky + N, m, N, m);
			const uint32_t *fa[3] = { x, y, x }, *fb[3] = { x, y, y };
			for (int j = 0; j < 3; j++) {                 /* x^2, y^2, x y */
				oat_mont_mul(u, fa[j], fb[j], m, F->n0, N);
				oat_mont_mul(v, fa[j] + N, fb[j] + N, m, F->n0, N);
				oat_mont_sub(sq[j], u, v, m, N);
				oat_mont_mul(u, fa[j], fb[j] + N, m, F->n0, N);
				oat_mont_mul(v, fa[j] + N, fb[j], m, F->n0, N);
				oat_mont_add(sq[j] + N, u, v, m, N);
			}
			/* a = x^2 + xi y^2, xi (u0 + u1 i) = (u0 - u1) + (u0 + u1) i */
			uint32_t a2[2 * N];
			oat_mont_sub(u, sq[1], sq[1] + N, m, N);
			oat_mont_add(v, sq[1], sq[1] + N, m, N);
			oat_mont_add(a2, sq[0], u, m, N);
			oat_mont_add(a2 + N, sq[0] + N, v, m, N);
			for (int xi = 0; xi < 2; xi++) {
				uint32_t bp[2 * N];
				memcpy(bp, sq[2], sizeof(bp));
				if (xi) {
					oat_mont_sub(bp, sq[2], sq[2] + N, m, N);
					oat_mont_add(bp + N, sq[2], sq[2] + N, m, N);
				}
				for (int h = 0; h < 2; h++) {
					oat_mont_add(u, a2 + h * N, a2 + h * N, m, N);   /* 3a - 2ky */
					oat_mont_add(u, u, a2 + h * N, m, N);
					oat_mont_sub(u, u, ky + h * N, m, N);
					oat_mont_sub(EK + h * N, u, ky + h * N, m, N);
					oat_mont_add(u, bp + h * N, bp + h * N, m, N);   /* 2hx + 6b' */
					oat_mont_add(u, u, bp + h * N, m, N);
					oat_mont_add(u, u, hx + h * N, m, N);
					oat_mont_add(EH + h * N, u, u, m, N);
				}
				const uint32_t *io[6] = { H, K, x, y, hx, ky };
				oat_arm32_fp2_pck8(io, m, F->n0, (uint32_t)xi);
				CHECK(eq(H, EH, 2 * N) && eq(K, EK, 2 * N));
			}
#endif
		}
	}
}

int main(void) {
	test_rng_seed(&g, 0x61726d33ULL);
	for (int f = 0; f < 1; f++) {
		long before = test_failures;
		check_field(&fields[f], 40000);
		if (test_failures > before)
			fprintf(stderr, "  failures with the modulus %s\n", fields[f].name);
	}
	return test_report("test_arm32_" OAT_TEST_CURVE);
}
