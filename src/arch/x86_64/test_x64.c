/* Differential test of the x86-64 assembly routines against the portable
 * kernels of src/fp/mont.h, for every code path built into this
 * configuration (MULX/ADX if the CPU has it, baseline MUL/ADC, and the ifunc
 * names of an OAT_X86_ADX=auto build), with one modulus of the curve (p, or
 * r with TEST_FIELD_FR; the routines take the modulus as an argument, so one
 * serves every field of its size: 4 limbs for BN-P254's p and r and
 * BLS12-381's 255-bit r), on:
 *   - operands whose limbs are drawn from carry-rippling patterns (0, 1,
 *     all ones, 2^63, the modulus' own limbs and their neighbours) and random;
 *   - the full ranges the callers rely on: mul with any a < R and b < m,
 *     rdc with any c < m R, the 2N-limb add / sub on any 2N-limb values;
 *   - every output over every input (aliasing);
 *   - the redundant product and square (mont_mul4r, mont_sqr4r) where m <
 *     2^254, on inputs below 2m (2m - 1 and m among them): results below 2m
 *     and congruent to the portable product.
 * test/test_low.c checks the same kernels through fp_low.h, for Fp and the
 * path the loader picks. */
#include <cpuid.h>
#include "test_common.h"
#include OAT_TEST_CURVE_H  /* the curve of this build of the test */
#include "fp/fp_low.h"

/* The field under test: p (test_x64_fp_<curve>) or r (test_x64_fr_<curve>,
 * TEST_FIELD_FR), N = 4 (256-bit fields) or 6 (384-bit): the routines of its
 * size.  The fused Fp2 routines are Fp's only (they need m < 2^254). */
#if defined(TEST_FIELD_FR)
#define N OAT_FR_DIGS
#define TEST_FP2 0
#define FIELD { "r", OAT_FR_MODULUS, OAT_FR_N0 }
#else
#define N OAT_FP_DIGS
#define TEST_FP2 1
#define FIELD { "p", OAT_FP_MODULUS, OAT_FP_N0 }
#endif
#define N2 (2 * N)
#if N == 4
#define XN 4
#define XN2 8
#else
#define XN 6
#define XN2 12
#endif
#define XCAT_(a, n, s) a##n##s
#define XCAT(a, n, s) XCAT_(a, n, s)
#if N == 4
#define XMUL(sfx) oat_x64_mul4x4##sfx
#define N2_ 8
#else
#define XMUL(sfx) oat_x64_mul6x6##sfx
#define N2_ 12
#endif
#undef N2
#define N2 N2_

typedef void (*mul_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*sqr_fn)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*muln_fn)(uint64_t *, const uint64_t *, const uint64_t *);
typedef void (*sqrn_fn)(uint64_t *, const uint64_t *);
typedef void (*fp2mul_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*fp2sqr_fn)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*fp2sum_fn)(uint64_t *, const uint64_t *const *, const uint64_t *, uint64_t);
typedef void (*fp2pck_fn)(const uint64_t *const *, const uint64_t *, uint64_t);
typedef void (*fpsum_fn)(uint64_t *, const uint64_t *const *, const uint64_t *, uint64_t);
typedef void (*fp2line_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*fp2muln_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *);
typedef void (*fp2sumn_fn)(uint64_t *, const uint64_t *const *, const uint64_t *);

typedef struct {
	const char *name;
	mul_fn mul;
	sqr_fn sqr, rdc;
	muln_fn muln;
	sqrn_fn sqrn;
	fp2mul_fn fp2mul;
	fp2sqr_fn fp2sqr;
	fp2sum_fn fp2sum[3]; /* sums of 2 and 3 Fp2 products, 3 wide (sum of 2 only on 6 limbs) */
	fp2line_fn fp2line[2]; /* an Fp12 element times a line, narrow and wide (4 limbs:
	                        * a D-type twist's; 6 limbs: an M-type's, narrow) */
	fp2pck_fn fp2pck[2][2]; /* Karabina's pair for xi = 1 + i and 9 + i, b' = b and b' = xi b (4 limbs; 1 + i on 6) */
	fpsum_fn fpsum;      /* a sum of two Fp products (Fp's) */
	mul_fn mulr;         /* the redundant product and square (4 limbs, m < 2^254) */
	sqr_fn sqrr;
	fp2muln_fn fp2muln;  /* the lazy tower's unreduced Fp2 product (6 limbs) */
	fp2sumn_fn fp2sum3n; /* the unreduced sum of three Fp2 products (6 limbs; no n0) */
	fp2line_fn fp6mul;   /* the Fp6 product as three such sums (6 limbs) */
} path_t;

#if N == 4 && TEST_FP2
#define PATH_SUMS(sfx) , { oat_x64_fp2_sum2_mul4##sfx, oat_x64_fp2_sum3_mul4##sfx,     \
	oat_x64_fp2_sum3w_mul4##sfx }, { oat_x64_fp2_line_mul4##sfx, oat_x64_fp2_linew_mul4##sfx }, \
	{ { oat_x64_fp2_pck4##sfx, oat_x64_fp2_pck4_xi##sfx },                                \
	  { oat_x64_fp2_pck4_9##sfx, oat_x64_fp2_pck4_xi_9##sfx } }, oat_x64_fp_sum2_mul4##sfx
#elif N == 6 && TEST_FP2
#define PATH_SUMS(sfx) , { oat_x64_fp2_sum2_mul6##sfx, oat_x64_fp2_sum3_mul6##sfx, NULL },            \
	{ oat_x64_fp2_line_m_mul6##sfx, NULL },                                                         \
	{ { oat_x64_fp2_pck6##sfx, oat_x64_fp2_pck6_xi##sfx }, { NULL, NULL } }, oat_x64_fp_sum2_mul6##sfx
#else
#define PATH_SUMS(sfx) , { NULL, NULL, NULL }, { NULL, NULL }, { { NULL, NULL }, { NULL, NULL } }, NULL
#endif
#if N == 4
#define PATH_RED(sfx) , oat_x64_mont_mul4r##sfx, oat_x64_mont_sqr4r##sfx
#else
#define PATH_RED(sfx) , NULL, NULL
#endif
#if N == 6 && TEST_FP2
#define PATH_MULN(sfx) , oat_x64_fp2_muln6##sfx, oat_x64_fp2_sum3n_mul6##sfx, oat_x64_fp2_fp6_mul6##sfx
#else
#define PATH_MULN(sfx) , NULL, NULL, NULL
#endif
#define PATH(name, sfx) { name, XCAT(oat_x64_mont_mul, XN, sfx), XCAT(oat_x64_mont_sqr, XN, sfx), \
	XCAT(oat_x64_mont_rdc, XN, sfx), XMUL(sfx), XCAT(oat_x64_sqr, XN, sfx), \
	XCAT(oat_x64_fp2_mul, XN, sfx), XCAT(oat_x64_fp2_sqr, XN, sfx) PATH_SUMS(sfx) PATH_RED(sfx) \
	PATH_MULN(sfx) }

static int cpu_has_adx(void) {
	unsigned a, b, c, d;
	if (__get_cpuid_max(0, NULL) < 7) return 0;
	__cpuid_count(7, 0, a, b, c, d);
	(void)a; (void)c; (void)d;
	return (b & (1u << 8)) && (b & (1u << 19));
}

typedef struct { const char *name; uint64_t m[N], n0; } field_t;

static test_rng g;

/* a limb that makes carries ripple, or a random one */
static uint64_t limb(const uint64_t *m) {
	uint64_t x = test_rng_next(&g);
	switch (x & 15) {
	case 0: return 0;
	case 1: return 1;
	case 2: return ~UINT64_C(0);
	case 3: return ~UINT64_C(0) - 1;
	case 4: return UINT64_C(1) << 63;
	case 5: return m[(x >> 4) % N];
	case 6: return m[(x >> 4) % N] - 1;
	case 7: return m[(x >> 4) % N] + 1;
	default: return test_rng_next(&g);
	}
}

static void any(uint64_t *a, int n, const uint64_t *m) {
	for (int i = 0; i < n; i++) a[i] = limb(m);
}

/* a value < m: a pattern cut to the bit length of m, then reduced */
static void below(uint64_t *a, const uint64_t *m) {
	int top = N - 1;
	any(a, N, m);
	/* cut a to the bit length of m (r of BLS12-381 has 255 bits in 6
	 * limbs), then at most one subtraction is left */
	while (m[top] == 0) a[top--] = 0;
	uint64_t mask = m[top];
	for (int sh = 1; sh < 64; sh <<= 1) mask |= mask >> sh;
	a[top] &= mask;
	while (!oat_lt_n(a, m, N)) oat_subn_n(a, a, m, N);
}

/* a 2N-limb value < m R */
static void below_mR(uint64_t *c, const uint64_t *m) {
	any(c, N, m);
	below(c + N, m);
}

/* E += A B in Fp2 = Fp[i]/(i^2 + 1), by the portable kernels */
static void ref_fp2_muladd(uint64_t *E, const uint64_t *A, const uint64_t *B, const uint64_t *m, uint64_t n0) {
	uint64_t t0[N], t1[N], u[N];
	oat_mont_mul(t0, A, B, m, n0, N);
	oat_mont_mul(t1, A + N, B + N, m, n0, N);
	oat_mont_sub(u, t0, t1, m, N);
	oat_mont_add(E, E, u, m, N);
	oat_mont_mul(t0, A, B + N, m, n0, N);
	oat_mont_mul(t1, A + N, B, m, n0, N);
	oat_mont_add(u, t0, t1, m, N);
	oat_mont_add(E + N, E + N, u, m, N);
}

/* r = (A + i) a in Fp2 (r 2N digits, apart from a), by additions */
static void ref_mul_xi(uint64_t *r, const uint64_t *a, int A, const uint64_t *m) {
	memset(r, 0, 16 * N);
	for (int j = 0; j < A; j++) {
		oat_mont_add(r, r, a, m, N);
		oat_mont_add(r + N, r + N, a + N, m, N);
	}
	oat_mont_sub(r, r, a + N, m, N);
	oat_mont_add(r + N, r + N, a, m, N);
}

/* 6m < R = 2^(64 N): the narrow sum of three Fp2 products applies */
static int six_m_lt_R(const uint64_t *m) {
	uint64_t t[N], u[N];
	oat_addn_n(t, m, m, N);                 /* 2m < R: m < 2^254 here */
	if (oat_addn_n(u, t, m, N)) return 0;   /* 3m */
	return oat_addn_n(t, u, u, N) == 0;     /* 6m */
}

static int eq(const uint64_t *a, const uint64_t *b, int n) {
	return memcmp(a, b, (size_t)n * 8) == 0;
}

static void check_path(const path_t *pt, const field_t *f, long rounds) {
	const uint64_t *m = f->m;
	long before = test_failures;
	for (long it = 0; it < rounds; it++) {
		uint64_t a[N], b[N], w[N], e[N], r[N], c[2 * N], d[2 * N], x[2 * N];
		below(a, m);
		below(b, m);
		any(w, N, m); /* any value < 2^(64 N) */

		/* mul: a < m, and any w < 2^256 times b < m */
		oat_mont_mul(e, a, b, m, f->n0, N);
		pt->mul(r, a, b, m, f->n0); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); pt->mul(r, r, b, m, f->n0); CHECK(eq(r, e, N));
		memcpy(r, b, 8 * N); pt->mul(r, a, r, m, f->n0); CHECK(eq(r, e, N));
		oat_mont_mul(e, w, b, m, f->n0, N);
		pt->mul(r, w, b, m, f->n0); CHECK(eq(r, e, N));
		oat_mont_mul(e, a, a, m, f->n0, N);
		memcpy(r, a, 8 * N); pt->mul(r, r, r, m, f->n0); CHECK(eq(r, e, N));

		/* the redundant product and square (m < 2^254): inputs a + m, b + m,
		 * 2m - 1 or a, b below 2m; the result below 2m and congruent */
		if (pt->mulr && (m[N - 1] >> 62) == 0) {
			uint64_t m2[N], a2[N], b2[N], rr[N], er[N];
			oat_addn_n(m2, m, m, N);
			memcpy(a2, a, 8 * N);
			memcpy(b2, b, 8 * N);
			uint64_t sel = test_rng_next(&g);
			if (sel & 1) oat_addn_n(a2, a2, m, N);
			if (sel & 2) oat_addn_n(b2, b2, m, N);
			if ((sel & 12) == 12) { memcpy(a2, m2, 8 * N); a2[0] -= 1; }   /* 2m - 1 (m is odd) */
			if ((sel & 48) == 48) { memcpy(b2, m, 8 * N); }                 /* m */
			uint64_t ac[N], bc[N];
			memcpy(ac, a2, 8 * N);
			memcpy(bc, b2, 8 * N);
			while (!oat_lt_n(ac, m, N)) oat_subn_n(ac, ac, m, N);
			while (!oat_lt_n(bc, m, N)) oat_subn_n(bc, bc, m, N);
			oat_mont_mul(er, ac, bc, m, f->n0, N);
			pt->mulr(rr, a2, b2, m, f->n0);
			CHECK(oat_lt_n(rr, m2, N));
			if (!oat_lt_n(rr, m, N)) oat_subn_n(rr, rr, m, N);
			CHECK(eq(rr, er, N));
			memcpy(rr, a2, 8 * N); pt->mulr(rr, rr, b2, m, f->n0);   /* r aliasing a */
			if (!oat_lt_n(rr, m, N)) oat_subn_n(rr, rr, m, N);
			CHECK(eq(rr, er, N));
			oat_mont_mul(er, ac, ac, m, f->n0, N);
			pt->sqrr(rr, a2, m, f->n0);
			CHECK(oat_lt_n(rr, m2, N));
			if (!oat_lt_n(rr, m, N)) oat_subn_n(rr, rr, m, N);
			CHECK(eq(rr, er, N));
			memcpy(rr, a2, 8 * N); pt->sqrr(rr, rr, m, f->n0);
			if (!oat_lt_n(rr, m, N)) oat_subn_n(rr, rr, m, N);
			CHECK(eq(rr, er, N));
		}

		/* sqr */
		pt->sqr(r, a, m, f->n0); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); pt->sqr(r, r, m, f->n0); CHECK(eq(r, e, N));

		/* products without reduction, any operands */
		oat_mont_muln(d, w, b, N);
		pt->muln(c, w, b); CHECK(eq(c, d, 2 * N));
		memcpy(c, w, 8 * N); pt->muln(c, c, b); CHECK(eq(c, d, 2 * N));
		memcpy(c, b, 8 * N); pt->muln(c, w, c); CHECK(eq(c, d, 2 * N));
		oat_mont_muln(d, w, w, N);
		pt->sqrn(c, w); CHECK(eq(c, d, 2 * N));
		memcpy(c, w, 8 * N); pt->sqrn(c, c); CHECK(eq(c, d, 2 * N));

		/* rdc: any c < m R, in place too */
		below_mR(c, m);
		oat_mont_rdc(e, c, m, f->n0, N);
		pt->rdc(r, c, m, f->n0); CHECK(eq(r, e, N));
		memcpy(x, c, 16 * N); pt->rdc(x, x, m, f->n0); CHECK(eq(x, e, N));
		/* Fp2 = Fp[i]/(i^2 + 1): (a0 b0 - a1 b1) + (a0 b1 + a1 b0) i, every
		 * aliasing of the output with the inputs */
		if (TEST_FP2) {
			uint64_t A[2 * N], B[2 * N], E[2 * N], Rr[2 * N], t0[N], t1[N];
			below(A, m); below(A + N, m); below(B, m); below(B + N, m);
			oat_mont_mul(t0, A, B, m, f->n0, N);
			oat_mont_mul(t1, A + N, B + N, m, f->n0, N);
			oat_mont_sub(E, t0, t1, m, N);
			oat_mont_mul(t0, A, B + N, m, f->n0, N);
			oat_mont_mul(t1, A + N, B, m, f->n0, N);
			oat_mont_add(E + N, t0, t1, m, N);
			pt->fp2mul(Rr, A, B, m, f->n0); CHECK(eq(Rr, E, 2 * N));
			memcpy(Rr, A, 16 * N); pt->fp2mul(Rr, Rr, B, m, f->n0); CHECK(eq(Rr, E, 2 * N));
			memcpy(Rr, B, 16 * N); pt->fp2mul(Rr, A, Rr, m, f->n0); CHECK(eq(Rr, E, 2 * N));
			oat_mont_mul(t0, A, A, m, f->n0, N);
			oat_mont_mul(t1, A + N, A + N, m, f->n0, N);
			oat_mont_sub(E, t0, t1, m, N);
			oat_mont_mul(t0, A, A + N, m, f->n0, N);
			oat_mont_add(E + N, t0, t0, m, N);
			pt->fp2sqr(Rr, A, m, f->n0); CHECK(eq(Rr, E, 2 * N));
			memcpy(Rr, A, 16 * N); pt->fp2sqr(Rr, Rr, m, f->n0); CHECK(eq(Rr, E, 2 * N));
			memcpy(Rr, A, 16 * N); pt->fp2mul(Rr, Rr, Rr, m, f->n0); CHECK(eq(Rr, E, 2 * N));
		}
		/* sums of K = 2, 3 Fp2 products, each coefficient < m (all m - 1
		 * every 8th round: the largest sums), the output over each input;
		 * the narrow sum of three where 6m < R, the wide one always (both
		 * where the narrow one runs: they must agree) */
		for (int v = 0; v < 3 && pt->fp2sum[0]; v++) {
			int K = v == 0 ? 2 : 3;
			if (!pt->fp2sum[v] || (v == 1 && !six_m_lt_R(m))) continue;
			uint64_t V[6][2 * N], E[2 * N], Rr[2 * N], t0[N], t1[N], u[N];
			const uint64_t *ab[6];
			for (int j = 0; j < 2 * K; j++) {
				for (int h = 0; h < 2; h++) {
					below(V[j] + h * N, m);
					if ((it & 7) == 0) {
						memcpy(V[j] + h * N, m, 8 * N);
						V[j][h * N] -= 1; /* m odd: no borrow */
					}
				}
				ab[j] = V[j];
			}
			memset(E, 0, sizeof(E));
			for (int k = 0; k < K; k++) {
				const uint64_t *A = V[2 * k], *B = V[2 * k + 1];
				oat_mont_mul(t0, A, B, m, f->n0, N);
				oat_mont_mul(t1, A + N, B + N, m, f->n0, N);
				oat_mont_sub(u, t0, t1, m, N);
				oat_mont_add(E, E, u, m, N);
				oat_mont_mul(t0, A, B + N, m, f->n0, N);
				oat_mont_mul(t1, A + N, B, m, f->n0, N);
				oat_mont_add(u, t0, t1, m, N);
				oat_mont_add(E + N, E + N, u, m, N);
			}
			pt->fp2sum[v](Rr, ab, m, f->n0); CHECK(eq(Rr, E, 2 * N));
			for (int j = 0; j < 2 * K; j++) {
				uint64_t W[6][2 * N];
				const uint64_t *ab2[6];
				memcpy(W, V, sizeof(W));
				for (int h = 0; h < 2 * K; h++) ab2[h] = W[h];
				pt->fp2sum[v](W[j], ab2, m, f->n0); CHECK(eq(W[j], E, 2 * N));
			}
		}
		/* an Fp12 element times a line: e'k = e_k l0 + e_(k-1) l1' +
		 * e_(k-3) l3' (D-type, fp2_4_adx.S) or e_k l0 + e_(k-2) l1' +
		 * e_(k-3) l3' (M-type, fp2_6_adx.S), each pair (e index, l index)
		 * of l = { l0, l1, l3, xi l1, xi l3 } below; every coefficient < m
		 * (all m - 1 every 8th round, with the largest sums), narrow where
		 * 6m < R, wide always */
		for (int v = 0; v < 2 && pt->fp2line[v]; v++) {
			static const unsigned char el_d[6][6] = {
				{ 0, 0, 5, 3, 3, 4 }, { 1, 0, 0, 1, 4, 4 }, { 2, 0, 1, 1, 5, 4 },
				{ 3, 0, 2, 1, 0, 2 }, { 4, 0, 3, 1, 1, 2 }, { 5, 0, 4, 1, 2, 2 },
			};
			static const unsigned char el_m[6][6] = {
				{ 0, 0, 4, 3, 3, 4 }, { 1, 0, 5, 3, 4, 4 }, { 2, 0, 0, 1, 5, 4 },
				{ 3, 0, 1, 1, 0, 2 }, { 4, 0, 2, 1, 1, 2 }, { 5, 0, 3, 1, 2, 2 },
			};
			const unsigned char (*el)[6] = N == 6 ? el_m : el_d;
			uint64_t A[12 * N], L[10 * N], E[12 * N], Rr[12 * N];
			if (v == 0 && !six_m_lt_R(m)) continue;
			for (int j = 0; j < 12; j++) below(A + j * N, m);
			for (int j = 0; j < 10; j++) below(L + j * N, m);
			if ((it & 7) == 0) {
				for (int j = 0; j < 12; j++) { memcpy(A + j * N, m, 8 * N); A[j * N] -= 1; }
				for (int j = 0; j < 10; j++) { memcpy(L + j * N, m, 8 * N); L[j * N] -= 1; }
			}
			memset(E, 0, sizeof(E));
			for (int k = 0; k < 6; k++) {
				uint64_t *Ek = E + 2 * N * (3 * (k & 1) + (k >> 1));
				for (int j = 0; j < 3; j++) {
					int ei = el[k][2 * j];
					ref_fp2_muladd(Ek, A + 2 * N * (3 * (ei & 1) + (ei >> 1)), L + 2 * N * el[k][2 * j + 1],
						m, f->n0);
				}
			}
			pt->fp2line[v](Rr, A, L, m, f->n0); CHECK(eq(Rr, E, 12 * N));
		}
		/* the Fp6 product on the same routine: e'k = sum_j e_j b'_(k-j),
		 * b'_(k-j) = xi b_(k-j+3) where k < j, l = { b0, b1, b2, xi b1,
		 * xi b2 } (any values < m here: the routine takes l as given);
		 * the pairs (e index, l index) below, the extremes as above */
		if (pt->fp6mul && six_m_lt_R(m)) {
			static const unsigned char el6[3][6] = {
				{ 0, 0, 1, 4, 2, 3 }, { 0, 1, 1, 0, 2, 4 }, { 0, 2, 1, 1, 2, 0 },
			};
			uint64_t A[6 * N], L[10 * N], E[6 * N], Rr[6 * N];
			for (int j = 0; j < 6; j++) below(A + j * N, m);
			for (int j = 0; j < 10; j++) below(L + j * N, m);
			if ((it & 7) == 0) {
				for (int j = 0; j < 6; j++) { memcpy(A + j * N, m, 8 * N); A[j * N] -= 1; }
				for (int j = 0; j < 10; j++) { memcpy(L + j * N, m, 8 * N); L[j * N] -= 1; }
			}
			memset(E, 0, sizeof(E));
			for (int k = 0; k < 3; k++)
				for (int j = 0; j < 3; j++)
					ref_fp2_muladd(E + 2 * N * k, A + 2 * N * el6[k][2 * j], L + 2 * N * el6[k][2 * j + 1],
						m, f->n0);
			pt->fp6mul(Rr, A, L, m, f->n0); CHECK(eq(Rr, E, 6 * N));
		}
		/* the unreduced Fp2 product: c0 = a0 b0 - a1 b1 mod m R, c1 = a0 b1
		 * + a1 b0, against the portable double-width operations; operands
		 * < m (all m - 1 every 8th round) */
		if (pt->fp2muln) {
			uint64_t A[2 * N], B[2 * N], E[4 * N], Rr[4 * N], t0[2 * N], t1[2 * N];
			for (int h = 0; h < 2; h++) {
				below(A + h * N, m);
				below(B + h * N, m);
				if ((it & 7) == 0) {
					memcpy(A + h * N, m, 8 * N);
					A[h * N] -= 1;
					memcpy(B + h * N, m, 8 * N);
					B[h * N] -= 1;
				}
			}
			oat_mont_muln(t0, A, B, N);
			oat_mont_muln(t1, A + N, B + N, N);
			oat_mont_subd(E, t0, t1, m, N);
			oat_mont_muln(t0, A, B + N, N);
			oat_mont_muln(t1, A + N, B, N);
			oat_addn_n(E + 2 * N, t0, t1, 2 * N);
			pt->fp2muln(Rr, A, B, m); CHECK(eq(Rr, E, 4 * N));
		}
		/* the unreduced sum of three: c0 = sum(a0 b0) - sum(a1 b1) mod m R,
		 * c1 = the sum of the cross products, exact; operands < m (all
		 * m - 1 every 8th round, the largest sums) */
		if (pt->fp2sum3n) {
			uint64_t V[6][2 * N], E[4 * N], Rr[4 * N], s0[2 * N], s1[2 * N], t0[2 * N];
			const uint64_t *ab[6];
			for (int j = 0; j < 6; j++) {
				for (int h = 0; h < 2; h++) {
					below(V[j] + h * N, m);
					if ((it & 7) == 0) {
						memcpy(V[j] + h * N, m, 8 * N);
						V[j][h * N] -= 1;
					}
				}
				ab[j] = V[j];
			}
			memset(s0, 0, sizeof(s0));
			memset(s1, 0, sizeof(s1));
			memset(E + 2 * N, 0, 16 * N);
			for (int k = 0; k < 3; k++) {
				const uint64_t *A = V[2 * k], *B = V[2 * k + 1];
				oat_mont_muln(t0, A, B, N);
				oat_addn_n(s0, s0, t0, 2 * N);
				oat_mont_muln(t0, A + N, B + N, N);
				oat_addn_n(s1, s1, t0, 2 * N);
				oat_mont_muln(t0, A, B + N, N);
				oat_addn_n(E + 2 * N, E + 2 * N, t0, 2 * N);
				oat_mont_muln(t0, A + N, B, N);
				oat_addn_n(E + 2 * N, E + 2 * N, t0, 2 * N);
			}
			oat_mont_subd(E, s0, s1, m, N);
			pt->fp2sum3n(Rr, ab, m); CHECK(eq(Rr, E, 4 * N));
		}
		/* a sum of two Fp products, operands < m (all m - 1 every 8th
		 * round), the output over each input */
		if (pt->fpsum) {
			uint64_t V[4][N], E[N], t0[N], t1[N];
			const uint64_t *ab[4];
			for (int j = 0; j < 4; j++) {
				below(V[j], m);
				if ((it & 7) == 0) {
					memcpy(V[j], m, 8 * N);
					V[j][0] -= 1;
				}
				ab[j] = V[j];
			}
			oat_mont_mul(t0, V[0], V[1], m, f->n0, N);
			oat_mont_mul(t1, V[2], V[3], m, f->n0, N);
			oat_mont_add(E, t0, t1, m, N);
			pt->fpsum(r, ab, m, f->n0); CHECK(eq(r, E, N));
			for (int j = 0; j < 4; j++) {
				uint64_t W[4][N];
				const uint64_t *ab2[4];
				memcpy(W, V, sizeof(W));
				for (int h = 0; h < 4; h++) ab2[h] = W[h];
				pt->fpsum(W[j], ab2, m, f->n0); CHECK(eq(W[j], E, N));
			}
		}
		/* Karabina's pair: b = x y, a = x^2 + xi y^2, k = 3a - 2ky,
		 * h = 2hx + 6b' (b' = b or xi b), against the Fp operations, for
		 * xi = A + i, A = 1 and 9 (the routines take any m) */
		for (int xa = 0; xa < 4 && pt->fp2pck[0][0]; xa++) {
			int xi = xa & 1, xA = (xa >> 1) ? 9 : 1;
			if (!pt->fp2pck[xA == 9][xi]) continue;   /* 6 limbs: xi = 1 + i only */
			uint64_t X[2 * N], Y[2 * N], HX[2 * N], KY[2 * N], H[2 * N], Kk[2 * N];
			uint64_t x2[2 * N], y2[2 * N], bb[2 * N], sa[2 * N], t0[N], t1[N], u[N];
			uint64_t *in[4] = { X, Y, HX, KY };
			for (int j = 0; j < 4; j++)
				for (int h = 0; h < 2; h++) {
					below(in[j] + h * N, m);
					if ((it & 7) == 0) {
						memcpy(in[j] + h * N, m, 8 * N);
						in[j][h * N] -= 1;
					}
				}
			/* x^2, y^2, x y in Fp2 = Fp[i]/(i^2 + 1) */
			const uint64_t *sq[3][2] = { { X, X }, { Y, Y }, { X, Y } };
			uint64_t *out[3] = { x2, y2, bb };
			for (int j = 0; j < 3; j++) {
				const uint64_t *A = sq[j][0], *B = sq[j][1];
				oat_mont_mul(t0, A, B, m, f->n0, N);
				oat_mont_mul(t1, A + N, B + N, m, f->n0, N);
				oat_mont_sub(out[j], t0, t1, m, N);
				oat_mont_mul(t0, A, B + N, m, f->n0, N);
				oat_mont_mul(t1, A + N, B, m, f->n0, N);
				oat_mont_add(out[j] + N, t0, t1, m, N);
			}
			/* a = x^2 + xi y^2, xi (u0 + u1 i) = (A u0 - u1) + (A u1 + u0) i */
			uint64_t xy2[2 * N];
			ref_mul_xi(xy2, y2, xA, m);
			oat_mont_add(sa, x2, xy2, m, N);
			oat_mont_add(sa + N, x2 + N, xy2 + N, m, N);
			uint64_t E[2][2 * N];
			for (int h = 0; h < 2; h++) {
				/* k = 3a - 2ky */
				oat_mont_add(u, sa + h * N, sa + h * N, m, N);
				oat_mont_add(u, u, sa + h * N, m, N);
				oat_mont_sub(u, u, KY + h * N, m, N);
				oat_mont_sub(E[1] + h * N, u, KY + h * N, m, N);
			}
			if (xi) {
				uint64_t xb[2 * N];
				ref_mul_xi(xb, bb, xA, m);
				memcpy(bb, xb, sizeof(xb));
			}
			for (int h = 0; h < 2; h++) {
				/* h = 2hx + 6b' */
				oat_mont_add(u, bb + h * N, bb + h * N, m, N);
				oat_mont_add(u, u, bb + h * N, m, N);
				oat_mont_add(u, u, HX + h * N, m, N);
				oat_mont_add(E[0] + h * N, u, u, m, N);
			}
			const uint64_t *io[6] = { H, Kk, X, Y, HX, KY };
			pt->fp2pck[xA == 9][xi](io, m, f->n0);
			CHECK(eq(H, E[0], 2 * N));
			CHECK(eq(Kk, E[1], 2 * N));
		}
		if (test_failures > before) {
			fprintf(stderr, "  %s, %s: failing round %ld\n", pt->name, f->name, it);
			return;
		}
	}
}

/* the additive routines (one version for every path) */
static void check_add(const field_t *f, long rounds) {
	const uint64_t *m = f->m;
	for (long it = 0; it < rounds; it++) {
		uint64_t a[N], b[N], e[N], r[N], c[2 * N], d[2 * N], x[2 * N], y[2 * N];
		below(a, m);
		below(b, m);
		oat_mont_add(e, a, b, m, N);
		XCAT(oat_x64_mod_add, XN, )(r, a, b, m); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); XCAT(oat_x64_mod_add, XN, )(r, r, b, m); CHECK(eq(r, e, N));
		memcpy(r, b, 8 * N); XCAT(oat_x64_mod_add, XN, )(r, a, r, m); CHECK(eq(r, e, N));
		oat_mont_sub(e, a, b, m, N);
		XCAT(oat_x64_mod_sub, XN, )(r, a, b, m); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); XCAT(oat_x64_mod_sub, XN, )(r, r, b, m); CHECK(eq(r, e, N));
		memcpy(r, b, 8 * N); XCAT(oat_x64_mod_sub, XN, )(r, a, r, m); CHECK(eq(r, e, N));
		oat_mont_neg(e, a, m, N);
		XCAT(oat_x64_mod_neg, XN, )(r, a, m); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); XCAT(oat_x64_mod_neg, XN, )(r, r, m); CHECK(eq(r, e, N));
		oat_mont_add(e, a, a, m, N);
		XCAT(oat_x64_mod_dbl, XN, )(r, a, m); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); XCAT(oat_x64_mod_dbl, XN, )(r, r, m); CHECK(eq(r, e, N));
		oat_mont_hlv(e, a, m, N);
		XCAT(oat_x64_mod_hlv, XN, )(r, a, m); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); XCAT(oat_x64_mod_hlv, XN, )(r, r, m); CHECK(eq(r, e, N));
		any(a, N, m); any(b, N, m);
		oat_addn_n(e, a, b, N);
		XCAT(oat_x64_add, XN, )(r, a, b); CHECK(eq(r, e, N));
		memcpy(r, a, 8 * N); XCAT(oat_x64_add, XN, )(r, r, b); CHECK(eq(r, e, N));

		/* 8-limb: inputs < m R, then any 512-bit inputs (the routines
		 * equal the portable ones bit for bit on those too) */
		for (int full = 0; full < 2; full++) {
			if (full) { any(x, 2 * N, m); any(y, 2 * N, m); }
			else { below_mR(x, m); below_mR(y, m); }
			oat_mont_addd(d, x, y, m, N);
			XCAT(oat_x64_mod_add, XN2, )(c, x, y, m); CHECK(eq(c, d, 2 * N));
			memcpy(c, x, 16 * N); XCAT(oat_x64_mod_add, XN2, )(c, c, y, m); CHECK(eq(c, d, 2 * N));
			memcpy(c, y, 16 * N); XCAT(oat_x64_mod_add, XN2, )(c, x, c, m); CHECK(eq(c, d, 2 * N));
			oat_mont_subd(d, x, y, m, N);
			XCAT(oat_x64_mod_sub, XN2, )(c, x, y, m); CHECK(eq(c, d, 2 * N));
			memcpy(c, x, 16 * N); XCAT(oat_x64_mod_sub, XN2, )(c, c, y, m); CHECK(eq(c, d, 2 * N));
			memcpy(c, y, 16 * N); XCAT(oat_x64_mod_sub, XN2, )(c, x, c, m); CHECK(eq(c, d, 2 * N));
			oat_addn_n(d, x, y, 2 * N);
			XCAT(oat_x64_add, XN2, )(c, x, y); CHECK(eq(c, d, 2 * N));
			memcpy(c, y, 16 * N); XCAT(oat_x64_add, XN2, )(c, x, c); CHECK(eq(c, d, 2 * N));
			oat_subn_n(d, x, y, 2 * N);
			XCAT(oat_x64_sub, XN2, )(c, x, y); CHECK(eq(c, d, 2 * N));
			memcpy(c, x, 16 * N); XCAT(oat_x64_sub, XN2, )(c, c, y); CHECK(eq(c, d, 2 * N));
		}
	}
}

int main(void) {
	static const field_t fields[] = { FIELD };
	path_t paths[3];
	int np = 0, adx = cpu_has_adx();
	(void)adx;
#if defined(OAT_X86_ADX_AUTO)
	paths[np++] = (path_t)PATH("ifunc", );
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
	if (adx) paths[np++] = (path_t)PATH("adx", _adx);
	else printf("test_x64: this CPU has no BMI2+ADX: MULX/ADX path not run\n");
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
	paths[np++] = (path_t)PATH("base", _base);
#endif
	const long rounds = getenv("OAT_TEST_QUICK") ? 2000 : 100000;
	test_rng_seed(&g, 0x783634ULL);
	for (int k = 0; k < 1; k++) {
		for (int i = 0; i < np; i++) {
			check_path(&paths[i], &fields[k], rounds);
			printf("test_x64: %s path, modulus %s: done\n", paths[i].name, fields[k].name);
		}
		check_add(&fields[k], rounds);
	}
	return test_report("test_x64_" OAT_TEST_CURVE);
}
