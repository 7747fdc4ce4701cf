/* Differential test of the prime field Fp and the scalar field Fr against
 * GMP's mpz.
 *
 * Everything goes through the public API: operands are built with mpz,
 * exported to canonical bytes, read with oat_*_read_bin, operated on, written
 * back with oat_*_write_bin and compared with the same operation done by mpz.
 * Each result is also read back and compared with oat_*_equal, which looks at
 * the internal (Montgomery) digits, so an operation that leaves a correct but
 * not fully reduced value inside is caught as well.
 *
 * The test is written once, over a table of wrappers (field_ops), and built
 * per field and curve: test_fp_<curve> checks Fp (Jubjub's Fq), test_fr_<curve>
 * (built with TEST_FIELD_FR) the scalar field.  It covers:
 *   - every operation on every pair of a list of edge operands (0, 1, 2,
 *     m-1, m-2, (m-1)/2, (m+1)/2, 2^k and 2^k-1 at limb boundaries, values
 *     sharing m's top bits with all ones below, top limb at its maximum, and
 *     the values whose Montgomery form is each of those);
 *   - RAND_PAIRS random operand pairs (mixed distribution) for add, sub, neg,
 *     dbl, hlv, mul, sqr, inv, inv_vartime, mul_dig, cmp, equal, is_zero,
 *     is_odd, cmov, copy, zero, set_dig, with aliased outputs;
 *   - inv_sim on random arrays of 1..17 elements with and without zeros;
 *   - exp with random exponents of 0..40 bytes, is_square against the
 *     Jacobi symbol, sqrt (Fp, and the pairing curves' Fr) on squares and
 *     non-squares;
 *   - the byte, hex and random-source interfaces and their error paths.
 * A failure can be replayed with OAT_TEST_SEED. */
#include <ctype.h>
#include <stdio.h> /* before gmp.h, for gmp_fprintf */
#include <gmp.h>
#include "test_internal.h"  /* the modulus and the root exponents, oat_fp_exp_pub */

/* The field under test, of NBYTES canonical bytes and NDIGS digits; its
 * Montgomery radix is R = 2^(W NDIGS) (2^(8 NBYTES) but on P-224 and P-521,
 * whose 28 and 66 bytes do not fill 64-bit digits).  The NIST curves call
 * their scalar field fn. */
#if defined(TEST_NIST)
#define oat_fr_st oat_fn_st
#define oat_fr_t oat_fn_t
#define FR_W fn
#define FR_NAME "fn"
#else
#define FR_W fr
#define FR_NAME "fr"
#endif
#if defined(TEST_FIELD_FR) && defined(TEST_NIST)
#define NBYTES OAT_FN_BYTES
#define NDIGS OAT_FN_DIGS
#define TEST_FR 1
#elif defined(TEST_FIELD_FR)
#define NBYTES OAT_FR_BYTES
#define NDIGS OAT_FR_DIGS
#define TEST_FR 1
#else
#define NBYTES OAT_FP_BYTES
#define NDIGS OAT_FP_DIGS
#define TEST_FR 0
#endif
#define RBITS (NDIGS * OAT_WSIZE)
#ifndef RAND_PAIRS
#define RAND_PAIRS 100000L  /* random operand pairs per operation (-D to shorten a debug run) */
#endif
#define SQRT_EVERY 100      /* is_square and sqrt on 1 pair in SQRT_EVERY */
#define INPLACE_EVERY 100   /* inv and inv_vartime in place on 1 pair in INPLACE_EVERY */
#define EXP_RAND 2000       /* random exponentiations */
#define INV_SIM_MAX 17      /* inv_sim on arrays of 1 .. INV_SIM_MAX elements */
#define INV_SIM_RAND 300    /* random arrays for inv_sim */
#define WIDE_RAND 20000     /* random read_bin_wide inputs */
#define STR_RAND 20000      /* random read_str inputs */
#define RAND_DRAWS 1000     /* draws of oat_*_rand */

/* ---- One field behind a table of wrappers --------------------------------- */

/* Storage for one element of either field. */
typedef union { oat_fp_st fp; oat_fr_st fr; } elem;

typedef struct {
	const char *name;
	const char *modulus_hex;
	void (*zero)(void *r);
	void (*set_dig)(void *r, oat_dig_t d);
	void (*copy)(void *r, const void *a);
	int (*is_zero)(const void *a);
	int (*cmp)(const void *a, const void *b);
	int (*equal)(const void *a, const void *b);
	int (*is_odd)(const void *a);
	void (*cmov)(void *r, const void *a, int bit);
	void (*add)(void *r, const void *a, const void *b);
	void (*sub)(void *r, const void *a, const void *b);
	void (*neg)(void *r, const void *a);
	void (*dbl)(void *r, const void *a);
	void (*hlv)(void *r, const void *a);
	void (*mul)(void *r, const void *a, const void *b);
	void (*sqr)(void *r, const void *a);
	void (*mul_dig)(void *r, const void *a, oat_dig_t d);
	void (*inv)(void *r, const void *a);
	void (*inv_vartime)(void *r, const void *a);
	void (*inv_sim)(elem *r, const elem *a, size_t n);   /* n <= INV_SIM_MAX */
	void (*exp)(void *r, const void *a, const unsigned char *e, size_t len);
	int (*is_square)(const void *a);
	oat_err (*read_bin)(void *r, const unsigned char *buf, size_t len);
	oat_err (*read_bin_wide)(void *r, const unsigned char *buf, size_t len);
	oat_err (*write_bin)(unsigned char *buf, size_t len, const void *a);
	oat_err (*read_str)(void *r, const char *str, size_t len);
	oat_err (*write_str)(char *str, size_t len, const void *a);
	oat_err (*rand)(void *r, oat_rand_fn rng, void *ctx);
	int (*sqrt)(void *r, const void *a);                 /* NULL if absent */
	void (*get_digs)(oat_dig_t out[NDIGS], const void *a); /* NULL if absent */
} field_ops;

#define FIELD_WRAPPERS(P) \
static void P##_zero_w(void *r) { oat_##P##_zero(r); } \
static void P##_set_dig_w(void *r, oat_dig_t d) { oat_##P##_set_dig(r, d); } \
static void P##_copy_w(void *r, const void *a) { oat_##P##_copy(r, a); } \
static int P##_is_zero_w(const void *a) { return oat_##P##_is_zero(a); } \
static int P##_cmp_w(const void *a, const void *b) { return oat_##P##_cmp(a, b); } \
static int P##_equal_w(const void *a, const void *b) { return oat_##P##_equal(a, b); } \
static int P##_is_odd_w(const void *a) { return oat_##P##_is_odd(a); } \
static void P##_cmov_w(void *r, const void *a, int bit) { oat_##P##_cmov(r, a, bit); } \
static void P##_add_w(void *r, const void *a, const void *b) { oat_##P##_add(r, a, b); } \
static void P##_sub_w(void *r, const void *a, const void *b) { oat_##P##_sub(r, a, b); } \
static void P##_neg_w(void *r, const void *a) { oat_##P##_neg(r, a); } \
static void P##_dbl_w(void *r, const void *a) { oat_##P##_dbl(r, a); } \
static void P##_hlv_w(void *r, const void *a) { oat_##P##_hlv(r, a); } \
static void P##_mul_w(void *r, const void *a, const void *b) { oat_##P##_mul(r, a, b); } \
static void P##_sqr_w(void *r, const void *a) { oat_##P##_sqr(r, a); } \
static void P##_mul_dig_w(void *r, const void *a, oat_dig_t d) { oat_##P##_mul_dig(r, a, d); } \
static void P##_inv_w(void *r, const void *a) { oat_##P##_inv(r, a); } \
static void P##_inv_vartime_w(void *r, const void *a) { oat_##P##_inv_vartime(r, a); } \
static void P##_inv_sim_w(elem *r, const elem *a, size_t n) { \
	oat_##P##_t x[INV_SIM_MAX], y[INV_SIM_MAX]; \
	for (size_t i = 0; i < n; i++) oat_##P##_copy(x[i], (const oat_##P##_st *)&a[i]); \
	oat_##P##_inv_sim(y, (const oat_##P##_t *)x, n); \
	for (size_t i = 0; i < n; i++) oat_##P##_copy((oat_##P##_st *)&r[i], y[i]); } \
static void P##_exp_w(void *r, const void *a, const unsigned char *e, size_t len) { \
	oat_##P##_exp(r, a, e, len); } \
static int P##_is_square_w(const void *a) { return oat_##P##_is_square(a); } \
static oat_err P##_read_bin_w(void *r, const unsigned char *buf, size_t len) { \
	return oat_##P##_read_bin(r, buf, len); } \
static oat_err P##_read_bin_wide_w(void *r, const unsigned char *buf, size_t len) { \
	return oat_##P##_read_bin_wide(r, buf, len); } \
static oat_err P##_write_bin_w(unsigned char *buf, size_t len, const void *a) { \
	return oat_##P##_write_bin(buf, len, a); } \
static oat_err P##_read_str_w(void *r, const char *str, size_t len) { \
	return oat_##P##_read_str(r, str, len); } \
static oat_err P##_write_str_w(char *str, size_t len, const void *a) { \
	return oat_##P##_write_str(str, len, a); } \
static oat_err P##_rand_w(void *r, oat_rand_fn rng, void *ctx) { \
	return oat_##P##_rand(r, rng, ctx); }

#define FIELD_OPS(P, MOD, SQRT, GET_DIGS) { #P, MOD, \
	P##_zero_w, P##_set_dig_w, P##_copy_w, P##_is_zero_w, P##_cmp_w, P##_equal_w, \
	P##_is_odd_w, P##_cmov_w, P##_add_w, P##_sub_w, P##_neg_w, P##_dbl_w, P##_hlv_w, \
	P##_mul_w, P##_sqr_w, P##_mul_dig_w, P##_inv_w, P##_inv_vartime_w, P##_inv_sim_w, P##_exp_w, \
	P##_is_square_w, P##_read_bin_w, P##_read_bin_wide_w, P##_write_bin_w, \
	P##_read_str_w, P##_write_str_w, P##_rand_w, SQRT, GET_DIGS }

/* The moduli, as published (test_curve.h: BN-P254 as RELIC's and mcl's
 * BN254; BLS12-381 from draft-irtf-cfrg-pairing-friendly-curves-11, 4.2.1;
 * the NIST curves from FIPS 186-4 D.1.2), not from the library. */
#if TEST_FR
/* the wrappers of fr (fn), through one more macro level so FR_W expands */
#define FR_WRAP_(P) FIELD_WRAPPERS(P)
#if defined(TEST_NIST)
#define FR_OPS_(P) FIELD_OPS(P, TEST_R_HEX, NULL, fr_get_digs_w)
#else
/* the pairing curves' Fr has square roots */
static int fr_sqrt_w(void *r, const void *a) { return oat_fr_sqrt(r, a); }
#define FR_OPS_(P) FIELD_OPS(P, TEST_R_HEX, fr_sqrt_w, fr_get_digs_w)
#endif
FR_WRAP_(FR_W)
static void fr_get_digs_w(oat_dig_t out[NDIGS], const void *a) {
#if defined(TEST_NIST)
	oat_fn_get_digs(out, a);
#else
	oat_fr_get_digs(out, a);
#endif
}
static const field_ops fr_ops = FR_OPS_(FR_W);
#else
/* Fp, or Jubjub's Fq (test_curve.h), through one more macro level */
#if defined(TEST_JUBJUB)
#define FP_W fq
#else
#define FP_W fp
#endif
#define FP_WRAP_(P) FIELD_WRAPPERS(P)
#define FP_OPS_(P) FIELD_OPS(P, TEST_P_HEX, fp_sqrt_w, NULL)
FP_WRAP_(FP_W)
static int fp_sqrt_w(void *r, const void *a) { return oat_fp_sqrt(r, a); }
static const field_ops fp_ops = FP_OPS_(FP_W);
#endif

/* ---- The field under test and its reference values ------------------------ */

#define MAX_EDGES 256

typedef struct {
	const field_ops *op;
	mpz_t m;
	mpz_t rinv;    /* 2^(-8 NBYTES) mod m: x rinv has Montgomery form x */
	mpz_t nonres;  /* the smallest quadratic non-residue mod m */
	mpz_t edge[MAX_EDGES];
	int nedge;
	elem fill;     /* a nonzero element, see prefill */
} field_ctx;

static test_rng g_rng;

static uint64_t rnd(void) { return test_rng_next(&g_rng); }

/* 1000 (m - 2^(b-1)) / m for the bit length b of m. */
static long expect_high_permille(mpz_srcptr m) {
	mpz_t t;
	long r;
	mpz_init(t);
	mpz_set_ui(t, 0);
	mpz_setbit(t, mpz_sizeinbase(m, 2) - 1);
	mpz_sub(t, m, t);
	mpz_mul_ui(t, t, 1000);
	mpz_tdiv_q(t, t, m);
	r = (long)mpz_get_ui(t);
	mpz_clear(t);
	return r;
}

/* x = canonical bytes of 0 <= x < 2^(8 NBYTES). */
static void to_bytes(unsigned char out[NBYTES], mpz_srcptr x) {
	size_t need = mpz_sgn(x) == 0 ? 0 : (mpz_sizeinbase(x, 2) + 7) / 8, cnt = 0;
	memset(out, 0, NBYTES);
	if (need > NBYTES) {
		fprintf(stderr, "to_bytes: value too large\n");
		abort();
	}
	if (need) mpz_export(out + NBYTES - need, &cnt, 1, 1, 1, 0, x);
}

static void from_bytes(mpz_ptr x, const unsigned char *buf, size_t len) {
	mpz_import(x, len, 1, 1, 1, 0, buf);
}

static void rand_bytes(unsigned char *buf, size_t len) { test_rand(&g_rng, buf, len); }

/* x = uniform in [0, 2^bits). */
static void rand_bits(mpz_ptr x, unsigned bits) {
	unsigned char buf[80];
	size_t len = (bits + 7) / 8;
	rand_bytes(buf, len);
	from_bytes(x, buf, len);
	mpz_fdiv_r_2exp(x, x, bits);
}

/* x = uniform in [0, bound), bound > 0. */
static void rand_below(mpz_ptr x, mpz_srcptr bound) {
	unsigned bits = (unsigned)mpz_sizeinbase(bound, 2);
	do rand_bits(x, bits); while (mpz_cmp(x, bound) >= 0);
}

static oat_dig_t rand_dig(void) {
	switch (rnd() % 8) {
	case 0: return (oat_dig_t)(rnd() % 4);
	case 1: return (oat_dig_t)~(oat_dig_t)(rnd() % 4);
	case 2: return (oat_dig_t)((oat_dig_t)1 << (rnd() % OAT_WSIZE));
	default: return (oat_dig_t)rnd();
	}
}

/* Prints x in hex to stderr. */
static void put_hex(const char *label, mpz_srcptr x) {
	if (x) gmp_fprintf(stderr, " %s=0x%Zx", label, x);
}

/* Prints the value of an element, or "?" if it cannot be written. */
static void put_elem(const field_ctx *C, const char *label, const void *e) {
	unsigned char buf[NBYTES];
	mpz_t x;
	if (C->op->write_bin(buf, NBYTES, e) != OAT_OK) {
		fprintf(stderr, " %s=?", label);
		return;
	}
	mpz_init(x);
	from_bytes(x, buf, NBYTES);
	put_hex(label, x);
	mpz_clear(x);
}

/* Jubjub's r_J on x86-64 keeps its values below 2m, not m (prime_tmpl.h's
 * PF_REDUNDANT): every operand is then loaded in either of its two internal
 * forms, x R mod m or that plus m, and every result is checked below 2m. */
#if TEST_FR && defined(OAT_FR_MODULUS_X2) && defined(OAT_ARITH_X86_64) && OAT_WSIZE == 64
#define TEST_RED 1
static const oat_dig_t RED_M[NDIGS] = OAT_FR_MODULUS;
static const oat_dig_t RED_M2[NDIGS] = OAT_FR_MODULUS_X2;
static unsigned long red_loads, red_high;   /* operands loaded as x R + m; results >= m */
#else
#define TEST_RED 0
#endif

/* Loads 0 <= x < m into e through read_bin (with TEST_RED, in either form). */
static void load(const field_ctx *C, void *e, mpz_srcptr x) {
	unsigned char buf[NBYTES];
	to_bytes(buf, x);
	CHECK_EQ_INT(C->op->read_bin(e, buf, NBYTES), OAT_OK);
#if TEST_RED
	if (rnd() & 1) {
		oat_dig_t *d = ((elem *)e)->fr.d, c = 0;
		for (int i = 0; i < NDIGS; i++) {
			oat_dig_t s = d[i] + c, t = s + RED_M[i];
			c = (oat_dig_t)((s < c) | (t < s));
			d[i] = t;
		}
		red_loads++;
	}
#endif
}

/* 1 if the internal digits of e are in range: below m, or 2m for TEST_RED */
static int in_range(const void *e) {
#if TEST_RED
	const oat_dig_t *d = ((const elem *)e)->fr.d;
	int lt = 0, gtm = 0, eqm = 1;
	for (int i = NDIGS - 1; i >= 0 && !lt; i--) {
		if (d[i] != RED_M2[i]) { lt = d[i] < RED_M2[i]; break; }
	}
	for (int i = NDIGS - 1; i >= 0; i--) {
		if (d[i] != RED_M[i]) { gtm = d[i] > RED_M[i]; eqm = 0; break; }
	}
	if (gtm || eqm) red_high++;
	return lt;
#else
	(void)e;
	return 1;
#endif
}

/* x = value of e through write_bin. */
static void value(const field_ctx *C, mpz_ptr x, const void *e) {
	unsigned char buf[NBYTES];
	CHECK_EQ_INT(C->op->write_bin(buf, NBYTES, e), OAT_OK);
	from_bytes(x, buf, NBYTES);
}

/* Checks that got holds the value want (0 <= want < m): its bytes, and its
 * internal form against a fresh read of want (equal, is_zero). */
static int expect(const field_ctx *C, const char *what, const void *got, mpz_srcptr want,
		mpz_srcptr a, mpz_srcptr b) {
	unsigned char g[NBYTES], w[NBYTES];
	elem ref;
	oat_err e1, e2 = OAT_OK;
	int ok, eq = -1, z = -1;
	to_bytes(w, want);
	e1 = C->op->write_bin(g, NBYTES, got);
	ok = e1 == OAT_OK && memcmp(g, w, NBYTES) == 0;
	if (ok) {
		e2 = C->op->read_bin(&ref, w, NBYTES);
		eq = C->op->equal(got, &ref);
		z = C->op->is_zero(got);
		ok = e2 == OAT_OK && eq == 1 && z == (mpz_sgn(want) == 0) && in_range(got);
	}
	CHECK(ok);
	if (!ok && test_failures <= 20) {
		fprintf(stderr, "  %s %s:", C->op->name, what);
		put_hex("a", a);
		put_hex("b", b);
		put_hex("want", want);
		put_elem(C, "got", got);
		if (e1 != OAT_OK) fprintf(stderr, " write_bin=%d", (int)e1);
		if (eq == 0) fprintf(stderr, " (bytes right, equal() false: internal form not reduced)");
		if (z >= 0 && eq != 0) fprintf(stderr, " is_zero=%d", z);
		if (e2 != OAT_OK) fprintf(stderr, " read_bin=%d", (int)e2);
		fprintf(stderr, "\n");
	}
	return ok;
}

static void expect_zeroed(const field_ctx *C, const char *what, const void *e) {
	mpz_t zero;
	mpz_init(zero);
	expect(C, what, e, zero, NULL, NULL);
	mpz_clear(zero);
}

/* Checks that got has the same internal digits as ref, a result already
 * checked by expect (for the aliased variants of an operation). */
static void same(const field_ctx *C, const char *what, const void *got, const void *ref,
		mpz_srcptr a, mpz_srcptr b) {
	int ok = C->op->equal(got, ref);
	CHECK(ok);
	if (!ok && test_failures <= 20) {
		fprintf(stderr, "  %s %s:", C->op->name, what);
		put_hex("a", a);
		put_hex("b", b);
		put_elem(C, "want", ref);
		put_elem(C, "got", got);
		fprintf(stderr, "\n");
	}
}

/* A nonzero element, to prove that an error path zeroes its output. */
static void prefill(const field_ctx *C, void *e) {
	C->op->copy(e, &C->fill);
	CHECK(!C->op->is_zero(e));
}

static int sign(int c) { return (c > 0) - (c < 0); }

/* ---- Operand generators ---------------------------------------------------- */

/* x = (W-bit top limb at its maximum allowed value, or one less) followed by
 * random digits, below m. */
static void top_limb_max(const field_ctx *C, mpz_ptr x, unsigned w) {
	unsigned low = 8 * NBYTES - w;
	mpz_t lowm, y;
	mpz_inits(lowm, y, NULL);
	mpz_fdiv_r_2exp(lowm, C->m, low);
	if (rnd() & 1) {
		mpz_fdiv_q_2exp(x, C->m, low);         /* the top limb of m */
		rand_below(y, lowm);                    /* lowm > 0: m is odd */
	} else {
		mpz_fdiv_q_2exp(x, C->m, low);
		mpz_sub_ui(x, x, 1);
		rand_bits(y, low);
	}
	mpz_mul_2exp(x, x, low);
	mpz_add(x, x, y);
	mpz_clears(lowm, y, NULL);
}

/* x = a random operand in [0, m) from a mixture of distributions. */
static void rand_operand(const field_ctx *C, mpz_ptr x) {
	unsigned r = (unsigned)(rnd() % 16);
	switch (r) {
	case 7: /* random size */
		rand_bits(x, (unsigned)(rnd() % (mpz_sizeinbase(C->m, 2) + 1)));
		mpz_mod(x, x, C->m);
		break;
	case 8: /* just below m */
		rand_bits(x, (unsigned)(rnd() % 40));
		mpz_sub(x, C->m, x);
		mpz_sub_ui(x, x, 1);
		break;
	case 9: /* an edge value */
		mpz_set(x, C->edge[rnd() % (unsigned)C->nedge]);
		break;
	case 10: /* top limb at its maximum */
		top_limb_max(C, x, (rnd() & 1) ? 64 : 32);
		break;
	case 11: { /* words of all zeros, all ones, one bit or random */
		unsigned char buf[NBYTES + 3];   /* whole words (66 bytes on P-521) */
		for (int i = 0; i < NBYTES; i += 4) {
			uint32_t v;
			switch (rnd() % 4) {
			case 0: v = 0; break;
			case 1: v = 0xffffffffu; break;
			case 2: v = (uint32_t)1 << (rnd() % 32); break;
			default: v = (uint32_t)rnd(); break;
			}
			for (int j = 0; j < 4; j++) buf[i + j] = (unsigned char)(v >> (24 - 8 * j));
		}
		from_bytes(x, buf, NBYTES);
		mpz_fdiv_r_2exp(x, x, (unsigned)mpz_sizeinbase(C->m, 2));
		if (mpz_cmp(x, C->m) >= 0) mpz_sub(x, x, C->m);
		break;
	}
	case 12: /* m's top bits, then random low bits */
		rand_bits(x, (unsigned)(rnd() % (mpz_sizeinbase(C->m, 2) - 1)));
		mpz_sub(x, C->m, x);
		mpz_sub_ui(x, x, 1);
		break;
	case 13: /* near (m +- 1) / 2 */
		mpz_set_si(x, (long)(rnd() % 64) - 32);
		mpz_add_ui(x, x, 1);
		mpz_add(x, x, C->m);
		mpz_fdiv_q_2exp(x, x, 1);
		mpz_mod(x, x, C->m);
		break;
	default: /* uniform */
		rand_below(x, C->m);
		break;
	}
}

static void add_edge(field_ctx *C, mpz_srcptr x) {
	mpz_t t;
	if (C->nedge >= MAX_EDGES) {
		fprintf(stderr, "too many edge values\n");
		abort();
	}
	mpz_init(t);
	mpz_mod(t, x, C->m);
	for (int i = 0; i < C->nedge; i++)
		if (mpz_cmp(C->edge[i], t) == 0) {
			mpz_clear(t);
			return;
		}
	mpz_init_set(C->edge[C->nedge++], t);
	mpz_clear(t);
}

static void field_init(field_ctx *C, const field_ops *op) {
	mpz_t x;
	int nbase;
	C->op = op;
	op->set_dig(&C->fill, 0x5a5a);
	mpz_init_set_str(C->m, op->modulus_hex, 16);
	mpz_inits(C->rinv, C->nonres, x, NULL);
	mpz_setbit(x, RBITS);
	if (!mpz_invert(C->rinv, x, C->m)) abort();
	mpz_set_ui(C->nonres, 2);
	while (mpz_jacobi(C->nonres, C->m) != -1) mpz_add_ui(C->nonres, C->nonres, 1);

	C->nedge = 0;
	for (unsigned long v = 0; v <= 3; v++) {
		mpz_set_ui(x, v);
		add_edge(C, x);
		mpz_sub_ui(x, C->m, v + 1);         /* m-1 .. m-4 */
		add_edge(C, x);
	}
	mpz_sub_ui(x, C->m, 1);
	mpz_fdiv_q_2exp(x, x, 1);                   /* (m-1)/2 */
	add_edge(C, x);
	mpz_add_ui(x, x, 1);                        /* (m+1)/2 */
	add_edge(C, x);
	mpz_add_ui(x, x, 1);                        /* (m+3)/2 */
	add_edge(C, x);
	unsigned mbits = (unsigned)mpz_sizeinbase(C->m, 2);
	for (unsigned k = 32; k < mbits; k += 32) {
		unsigned ks[2] = { k, 0 };
		if (k + 32 >= mbits) ks[1] = mbits - 1; /* the top bit below m */
		for (int j = 0; j < 2; j++) {
			if (!ks[j]) continue;
			mpz_set_ui(x, 0);
			mpz_setbit(x, ks[j]);
			if (mpz_cmp(x, C->m) < 0) add_edge(C, x);   /* 2^k */
			mpz_sub_ui(x, x, 1);
			add_edge(C, x);                             /* 2^k - 1 */
			mpz_add_ui(x, x, 2);
			if (mpz_cmp(x, C->m) < 0) add_edge(C, x);   /* 2^k + 1 */
			mpz_set_ui(x, 0);
			mpz_setbit(x, ks[j]);
			mpz_sub(x, C->m, x);
			add_edge(C, x);                             /* m - 2^k */
			mpz_fdiv_q_2exp(x, C->m, ks[j]);
			mpz_mul_2exp(x, x, ks[j]);
			add_edge(C, x);                             /* m's top bits, zeros */
			mpz_sub_ui(x, x, 1);
			add_edge(C, x);                             /* m's top bits, all ones below */
		}
	}
	for (int i = 0; i < 4; i++) {
		top_limb_max(C, x, 32);
		add_edge(C, x);
		top_limb_max(C, x, 64);
		add_edge(C, x);
	}
	/* The values whose internal Montgomery form is each of the above. */
	nbase = C->nedge;
	for (int i = 0; i < nbase; i++) {
		mpz_mul(x, C->edge[i], C->rinv);
		add_edge(C, x);
	}
	mpz_clear(x);
}

static void field_clear(field_ctx *C) {
	mpz_clears(C->m, C->rinv, C->nonres, NULL);
	for (int i = 0; i < C->nedge; i++) mpz_clear(C->edge[i]);
}

/* ---- Operation checks ------------------------------------------------------ */

typedef void (*binop_fn)(void *r, const void *a, const void *b);

/* One binary operation: r = a op b, r = a (r op= b), r = b (r = a op r). */
static void check_binop(const field_ctx *C, const char *name, binop_fn f, const void *ea,
		const void *eb, mpz_srcptr want, mpz_srcptr a, mpz_srcptr b) {
	elem r, t;
	char what[64];
	C->op->copy(&r, eb); /* some prior value */
	f(&r, ea, eb);
	expect(C, name, &r, want, a, b);
	C->op->copy(&t, ea);
	f(&t, &t, eb);
	snprintf(what, sizeof(what), "%s (r == a)", name);
	same(C, what, &t, &r, a, b);
	C->op->copy(&t, eb);
	f(&t, ea, &t);
	snprintf(what, sizeof(what), "%s (r == b)", name);
	same(C, what, &t, &r, a, b);
}

/* add, sub, mul, cmp, equal, cmov on (a, b), both in [0, m). */
static void check_pair(const field_ctx *C, mpz_srcptr a, mpz_srcptr b) {
	const field_ops *op = C->op;
	elem ea, eb, a0, b0, t;
	mpz_t w;
	mpz_init(w);
	load(C, &ea, a);
	load(C, &eb, b);
	op->copy(&a0, &ea);
	op->copy(&b0, &eb);

	mpz_add(w, a, b);
	mpz_mod(w, w, C->m);
	check_binop(C, "add", op->add, &ea, &eb, w, a, b);
	mpz_sub(w, a, b);
	mpz_mod(w, w, C->m);
	check_binop(C, "sub", op->sub, &ea, &eb, w, a, b);
	mpz_mul(w, a, b);
	mpz_mod(w, w, C->m);
	check_binop(C, "mul", op->mul, &ea, &eb, w, a, b);

	/* r = a op a, all three aliased */
	mpz_mul_2exp(w, a, 1);
	mpz_mod(w, w, C->m);
	op->copy(&t, &ea);
	op->add(&t, &t, &t);
	expect(C, "add (r == a == b)", &t, w, a, a);
	op->copy(&t, &ea);
	op->sub(&t, &t, &t);
	mpz_set_ui(w, 0);
	expect(C, "sub (r == a == b)", &t, w, a, a);
	mpz_mul(w, a, a);
	mpz_mod(w, w, C->m);
	op->copy(&t, &ea);
	op->mul(&t, &t, &t);
	expect(C, "mul (r == a == b)", &t, w, a, a);

	CHECK_EQ_INT(op->cmp(&ea, &eb), sign(mpz_cmp(a, b)));
	CHECK_EQ_INT(op->cmp(&eb, &ea), sign(mpz_cmp(b, a)));
	CHECK_EQ_INT(op->equal(&ea, &eb), mpz_cmp(a, b) == 0);

	op->copy(&t, &eb);
	op->cmov(&t, &ea, 0);
	same(C, "cmov 0", &t, &eb, a, b);
	op->cmov(&t, &ea, 1);
	same(C, "cmov 1", &t, &ea, a, b);
	op->cmov(&t, &eb, 1);
	same(C, "cmov 1", &t, &eb, b, a);
	op->cmov(&t, &t, 1);
	same(C, "cmov 1 (r == a)", &t, &eb, b, NULL);
	op->cmov(&t, &t, 0);
	same(C, "cmov 0 (r == a)", &t, &eb, b, NULL);

	/* The inputs are left alone. */
	same(C, "operand a after binary ops", &ea, &a0, a, NULL);
	same(C, "operand b after binary ops", &eb, &b0, b, NULL);
	mpz_clear(w);
}

/* sqrt (Fp) and is_square on a, on a^2 (a square) and on a^2 g (g a
 * non-residue: not a square unless a = 0). */
static void check_squares(const field_ctx *C, mpz_srcptr a) {
	static int inplace = 0; /* which of the three has its sqrt also done in place */
	const field_ops *op = C->op;
	mpz_t x[3], w, rv;
	elem ex, r, t;
	mpz_inits(x[0], x[1], x[2], w, rv, NULL);
	mpz_set(x[0], a);
	mpz_mul(x[1], a, a);
	mpz_mod(x[1], x[1], C->m);
	mpz_mul(x[2], x[1], C->nonres);
	mpz_mod(x[2], x[2], C->m);
	for (int i = 0; i < 3; i++) {
		int sq = mpz_jacobi(x[i], C->m) >= 0;
		if (i == 1) CHECK(sq);
		if (i == 2) CHECK_EQ_INT(sq, mpz_sgn(a) == 0);
		load(C, &ex, x[i]);
		CHECK_EQ_INT(op->is_square(&ex), sq);
		if (!op->sqrt) continue;
		prefill(C, &r);
		int ret = op->sqrt(&r, &ex);
		CHECK_EQ_INT(ret, sq);
		if (sq) {
			value(C, rv, &r);
			expect(C, "sqrt (internal form)", &r, rv, x[i], NULL);
			mpz_mul(w, rv, rv);
			mpz_mod(w, w, C->m);
			CHECK(mpz_cmp(w, x[i]) == 0);
			if (mpz_cmp(w, x[i]) != 0 && test_failures <= 20) {
				fprintf(stderr, "  %s sqrt:", op->name);
				put_hex("a", x[i]);
				put_hex("got", rv);
				put_hex("got^2", w);
				fprintf(stderr, "\n");
			}
		} else {
			mpz_set_ui(w, 0);
			expect(C, "sqrt(non-square) == 0", &r, w, x[i], NULL);
		}
		if (i == inplace) {
			op->copy(&t, &ex);
			CHECK_EQ_INT(op->sqrt(&t, &t), sq);
			CHECK(op->equal(&t, &r));
		}
	}
	inplace = (inplace + 1) % 3;
	mpz_clears(x[0], x[1], x[2], w, rv, NULL);
}

#define HEAVY_SQUARES 1  /* also is_square and sqrt */
#define HEAVY_INPLACE 2  /* also inv and inv_vartime in place */

/* All unary operations on a, with digit d for mul_dig and set_dig, and the
 * slow ones selected by flags. */
static void check_unary(const field_ctx *C, mpz_srcptr a, oat_dig_t d, int flags) {
	const field_ops *op = C->op;
	elem ea, a0, r, t, h;
	mpz_t w, dz;
	mpz_inits(w, dz, NULL);
	load(C, &ea, a);
	op->copy(&a0, &ea);

	CHECK_EQ_INT(op->is_zero(&ea), mpz_sgn(a) == 0);
	CHECK_EQ_INT(op->is_odd(&ea), mpz_odd_p(a) != 0);
	CHECK_EQ_INT(op->equal(&ea, &ea), 1);
	CHECK_EQ_INT(op->cmp(&ea, &ea), OAT_EQ);

	prefill(C, &r);
	op->copy(&r, &ea);
	expect(C, "read_bin", &ea, a, NULL, NULL);
	same(C, "copy", &r, &ea, a, NULL);
	op->zero(&r);
	mpz_set_ui(w, 0);
	expect(C, "zero", &r, w, NULL, NULL);

	mpz_neg(w, a);
	mpz_mod(w, w, C->m);
	op->neg(&r, &ea);
	expect(C, "neg", &r, w, a, NULL);
	op->copy(&t, &ea);
	op->neg(&t, &t);
	same(C, "neg (r == a)", &t, &r, a, NULL);

	mpz_mul_2exp(w, a, 1);
	mpz_mod(w, w, C->m);
	op->dbl(&r, &ea);
	expect(C, "dbl", &r, w, a, NULL);
	op->copy(&t, &ea);
	op->dbl(&t, &t);
	same(C, "dbl (r == a)", &t, &r, a, NULL);
	op->hlv(&t, &t);
	same(C, "hlv(dbl(a)) == a", &t, &ea, a, NULL);

	mpz_set(w, a);
	if (mpz_odd_p(w)) mpz_add(w, w, C->m);
	mpz_fdiv_q_2exp(w, w, 1);
	op->hlv(&h, &ea);
	expect(C, "hlv", &h, w, a, NULL);
	op->copy(&t, &ea);
	op->hlv(&t, &t);
	same(C, "hlv (r == a)", &t, &h, a, NULL);
	op->dbl(&t, &h);
	same(C, "dbl(hlv(a)) == a", &t, &ea, a, NULL);
	op->add(&t, &h, &h);
	same(C, "hlv(a) + hlv(a) == a", &t, &ea, a, NULL);

	mpz_mul(w, a, a);
	mpz_mod(w, w, C->m);
	op->sqr(&r, &ea);
	expect(C, "sqr", &r, w, a, NULL);
	op->copy(&t, &ea);
	op->sqr(&t, &t);
	same(C, "sqr (r == a)", &t, &r, a, NULL);

	mpz_set_ui(dz, 0);
	mpz_import(dz, 1, 1, sizeof(d), 0, 0, &d);
	mpz_mul(w, a, dz);
	mpz_mod(w, w, C->m);
	op->mul_dig(&r, &ea, d);
	expect(C, "mul_dig", &r, w, a, dz);
	op->copy(&t, &ea);
	op->mul_dig(&t, &t, d);
	same(C, "mul_dig (r == a)", &t, &r, a, dz);

	mpz_mod(w, dz, C->m);
	prefill(C, &r);
	op->set_dig(&r, d);
	expect(C, "set_dig", &r, w, dz, NULL);

	if (mpz_sgn(a) == 0) mpz_set_ui(w, 0);
	else if (!mpz_invert(w, a, C->m)) abort();
	op->inv(&r, &ea);
	expect(C, "inv", &r, w, a, NULL);
	op->inv_vartime(&h, &ea);
	expect(C, "inv_vartime", &h, w, a, NULL);
	if (flags & HEAVY_INPLACE) {
		op->copy(&t, &ea);
		op->inv(&t, &t);
		same(C, "inv (r == a)", &t, &r, a, NULL);
		op->copy(&t, &ea);
		op->inv_vartime(&t, &t);
		same(C, "inv_vartime (r == a)", &t, &h, a, NULL);
	}
	if (flags & HEAVY_SQUARES) check_squares(C, a);

	if (op->get_digs) {
		oat_dig_t got[NDIGS], want[NDIGS];
		size_t cnt = 0;
		memset(want, 0, sizeof(want));
		mpz_export(want, &cnt, -1, sizeof(oat_dig_t), 0, 0, a);
		op->get_digs(got, &ea);
		CHECK(memcmp(got, want, sizeof(got)) == 0);
	}

	same(C, "operand after unary ops", &ea, &a0, a, NULL);
	mpz_clears(w, dz, NULL);
}

/* exp(a, e) for e big-endian in e[0..len). */
static void check_exp(const field_ctx *C, mpz_srcptr a, const unsigned char *e, size_t len,
		int inplace) {
	const field_ops *op = C->op;
	elem ea, r;
	mpz_t w, ez;
	mpz_inits(w, ez, NULL);
	from_bytes(ez, e, len);
	mpz_powm(w, a, ez, C->m);
	load(C, &ea, a);
	prefill(C, &r);
	op->exp(&r, &ea, e, len);
	expect(C, "exp", &r, w, a, ez);
	if (inplace) {
		op->exp(&ea, &ea, e, len);
		same(C, "exp (r == a)", &ea, &r, a, ez);
	}
	mpz_clears(w, ez, NULL);
}

static void test_edges(const field_ctx *C) {
	static const oat_dig_t digs[] = { 0, 1, 2, 3, (oat_dig_t)1 << (OAT_WSIZE - 1),
		(oat_dig_t)~(oat_dig_t)0, (oat_dig_t)~(oat_dig_t)0 - 1, (oat_dig_t)0x13 };
	unsigned char eb[NBYTES + 8];
	for (int i = 0; i < C->nedge; i++)
		for (int j = 0; j < C->nedge; j++) check_pair(C, C->edge[i], C->edge[j]);
	for (int i = 0; i < C->nedge; i++) {
		for (size_t k = 0; k < sizeof(digs) / sizeof(digs[0]); k++)
			check_unary(C, C->edge[i], digs[k], k == 0 ? HEAVY_SQUARES | HEAVY_INPLACE : 0);
		check_unary(C, C->edge[i], (oat_dig_t)rnd(), 0);
	}
	/* Every edge value to the power of the first edges (0, m-1, 1, m-2, 2,
	 * m-3, 3, m-4, (m-1)/2, (m+1)/2, ...), and of exponents wider than m. */
	for (int i = 0; i < C->nedge; i++) {
		for (int j = 0; j < 16 && j < C->nedge; j++) {
			to_bytes(eb, C->edge[j]);
			check_exp(C, C->edge[i], eb, NBYTES, 0);
		}
		check_exp(C, C->edge[i], eb, 0, 1);
		memset(eb, 0xff, sizeof(eb));
		check_exp(C, C->edge[i], eb, sizeof(eb), 1);
		to_bytes(eb, C->m);
		check_exp(C, C->edge[i], eb, NBYTES, 0);
	}
}

static void test_random(const field_ctx *C) {
	mpz_t a, b;
	mpz_inits(a, b, NULL);
	for (long i = 0; i < RAND_PAIRS; i++) {
		rand_operand(C, a);
		rand_operand(C, b);
		check_pair(C, a, b);
		check_unary(C, a, rand_dig(), (i % SQRT_EVERY == 0 ? HEAVY_SQUARES : 0)
				| (i % INPLACE_EVERY == 0 ? HEAVY_INPLACE : 0));
	}
	for (int i = 0; i < EXP_RAND; i++) {
		unsigned char e[40];
		size_t len = (size_t)(rnd() % 41);
		rand_bytes(e, len);
		if (len && rnd() % 4 == 0) e[0] = 0;     /* leading zero bytes */
		rand_operand(C, a);
		check_exp(C, a, e, len, i % 4 == 0);
	}
	mpz_clears(a, b, NULL);
}

/* ---- Byte, hex and random-source interfaces -------------------------------- */

static void test_bin(const field_ctx *C) {
	const field_ops *op = C->op;
	unsigned char buf[256], out[NBYTES + 8];   /* m^3 + pad: 204 bytes on P-521 */
	elem r;
	mpz_t x, w;
	mpz_inits(x, w, NULL);

	/* read_bin: wrong lengths, with an otherwise valid value. */
	static const size_t badlen[] = { 0, 1, NBYTES - 1, NBYTES + 1, 2 * NBYTES };
	for (size_t i = 0; i < sizeof(badlen) / sizeof(badlen[0]); i++) {
		memset(buf, 0, sizeof(buf));
		buf[badlen[i] ? badlen[i] - 1 : 0] = 1;
		prefill(C, &r);
		CHECK_EQ_INT(op->read_bin(&r, buf, badlen[i]), OAT_ERR_LENGTH);
		expect_zeroed(C, "read_bin wrong length", &r);
	}
	/* read_bin: values >= m. */
	for (int i = 0; i < 6; i++) {
		switch (i) {
		case 0: mpz_set(x, C->m); break;
		case 1: mpz_add_ui(x, C->m, 1); break;
		case 2: mpz_mul_2exp(x, C->m, 1); break;
		case 3: mpz_set_ui(x, 0); mpz_setbit(x, 8 * NBYTES - 2); break;
		case 4: mpz_set_ui(x, 0); mpz_setbit(x, 8 * NBYTES - 1); break;
		default: mpz_set_ui(x, 0); mpz_setbit(x, 8 * NBYTES); mpz_sub_ui(x, x, 1); break;
		}
		if (mpz_cmp(x, C->m) < 0) continue; /* 2^254 is below BLS12-381's r */
		if (mpz_sizeinbase(x, 2) > 8 * NBYTES) continue; /* 2m of a modulus that fills its bytes */
		to_bytes(buf, x);
		prefill(C, &r);
		CHECK_EQ_INT(op->read_bin(&r, buf, NBYTES), OAT_ERR_NOT_CANONICAL);
		expect_zeroed(C, "read_bin value >= m", &r);
	}
	for (int i = 0; i < 1000; i++) { /* random values in [m, 2^256) */
		mpz_set_ui(w, 0);
		mpz_setbit(w, 8 * NBYTES);
		mpz_sub(w, w, C->m);
		rand_below(x, w);
		if (i & 1) mpz_fdiv_r_2exp(x, x, 40);
		mpz_add(x, x, C->m);
		to_bytes(buf, x);
		prefill(C, &r);
		CHECK_EQ_INT(op->read_bin(&r, buf, NBYTES), OAT_ERR_NOT_CANONICAL);
		expect_zeroed(C, "read_bin value >= m", &r);
	}
	/* read_bin: m - 1 is accepted. */
	mpz_sub_ui(x, C->m, 1);
	to_bytes(buf, x);
	CHECK_EQ_INT(op->read_bin(&r, buf, NBYTES), OAT_OK);
	expect(C, "read_bin m-1", &r, x, NULL, NULL);
	/* read_bin: NULL buffer. */
	prefill(C, &r);
	CHECK_EQ_INT(op->read_bin(&r, NULL, NBYTES), OAT_ERR_ARGUMENT);
	expect_zeroed(C, "read_bin NULL", &r);

	/* write_bin: wrong lengths and NULL. */
	op->set_dig(&r, 1);
	for (size_t i = 0; i < sizeof(badlen) / sizeof(badlen[0]); i++) {
		size_t len = badlen[i] < sizeof(out) ? badlen[i] : sizeof(out);
		if (len == NBYTES) continue;
		memset(out, 0xa5, sizeof(out));
		CHECK_EQ_INT(op->write_bin(out, len, &r), OAT_ERR_LENGTH);
		for (size_t j = 0; j < len; j++) CHECK_EQ_INT(out[j], 0);
	}
	CHECK_EQ_INT(op->write_bin(NULL, NBYTES, &r), OAT_ERR_ARGUMENT);

	/* read_bin_wide: random lengths 0..100 against mpz_mod. */
	for (int i = 0; i < WIDE_RAND; i++) {
		size_t len = (size_t)(rnd() % 101);
		rand_bytes(buf, len);
		switch (rnd() % 8) {
		case 0: memset(buf, 0xff, len); break;
		case 1: memset(buf, 0, len / 2); break;  /* leading zeros */
		case 2: if (len) buf[0] = 0xff; break;
		default: break;
		}
		from_bytes(x, buf, len);
		mpz_mod(w, x, C->m);
		prefill(C, &r);
		CHECK_EQ_INT(op->read_bin_wide(&r, buf, len), OAT_OK);
		expect(C, "read_bin_wide", &r, w, x, NULL);
	}
	/* read_bin_wide: all 0xff of every length 0..100 (2^(8 len) - 1), and
	 * multiples of m and their neighbours. */
	for (size_t len = 0; len <= 100; len++) {
		memset(buf, 0xff, len);
		mpz_set_ui(x, 0);
		mpz_setbit(x, 8 * len);
		mpz_sub_ui(x, x, 1);
		mpz_mod(w, x, C->m);
		CHECK_EQ_INT(op->read_bin_wide(&r, buf, len), OAT_OK);
		expect(C, "read_bin_wide all 0xff", &r, w, x, NULL);
	}
	for (int k = 1; k <= 3; k++) {
		mpz_t mk;
		mpz_init(mk);
		mpz_pow_ui(mk, C->m, (unsigned long)k);
		for (int j = -1; j <= 1; j++) {
			size_t len;
			if (j < 0) mpz_sub_ui(x, mk, 1);
			else mpz_add_ui(x, mk, (unsigned long)j);
			len = (mpz_sizeinbase(x, 2) + 7) / 8;
			for (size_t pad = 0; pad <= 8; pad += 8) {
				size_t cnt = 0;
				memset(buf, 0, sizeof(buf));
				mpz_export(buf + pad, &cnt, 1, 1, 1, 0, x);
				mpz_mod(w, x, C->m);
				CHECK_EQ_INT(op->read_bin_wide(&r, buf, len + pad), OAT_OK);
				expect(C, "read_bin_wide m^k + j", &r, w, x, NULL);
			}
		}
		mpz_clear(mk);
	}
	prefill(C, &r);
	CHECK_EQ_INT(op->read_bin_wide(&r, NULL, 5), OAT_ERR_ARGUMENT);
	expect_zeroed(C, "read_bin_wide NULL", &r);
	mpz_clears(x, w, NULL);
}

static void str_of(char *s, mpz_srcptr x) {
	gmp_snprintf(s, 2 * NBYTES + 1, "%0*Zx", 2 * NBYTES, x);
}

static void expect_str_err(const field_ctx *C, const char *s, size_t len, oat_err want) {
	elem r;
	prefill(C, &r);
	oat_err got = C->op->read_str(&r, s, len);
	CHECK_EQ_INT(got, want);
	if (got != want && test_failures <= 20)
		fprintf(stderr, "  %s read_str(\"%.*s\", %zu)\n", C->op->name, (int)len, s, len);
	expect_zeroed(C, "read_str error", &r);
}

static void expect_str_ok(const field_ctx *C, const char *s, size_t len, mpz_srcptr want) {
	elem r;
	prefill(C, &r);
	oat_err got = C->op->read_str(&r, s, len);
	CHECK_EQ_INT(got, OAT_OK);
	if (got != OAT_OK && test_failures <= 20)
		fprintf(stderr, "  %s read_str(\"%.*s\", %zu)\n", C->op->name, (int)len, s, len);
	expect(C, "read_str", &r, want, NULL, NULL);
}

static void test_str(const field_ctx *C) {
	const field_ops *op = C->op;
	char s[2 * NBYTES + 1], big[256], t[200];
	elem e;
	mpz_t x, w;
	mpz_inits(x, w, NULL);

	/* Round trips, with and without "0x", upper case, leading zeros dropped. */
	for (int i = 0; i < 2000 + C->nedge; i++) {
		if (i < C->nedge) mpz_set(x, C->edge[i]);
		else rand_operand(C, x);
		load(C, &e, x);
		memset(big, 'z', sizeof(big));
		CHECK_EQ_INT(op->write_str(big, sizeof(big), &e), OAT_OK);
		str_of(s, x);
		CHECK(strlen(big) == 2 * NBYTES && strcmp(big, s) == 0);
		memset(big, 'z', sizeof(big));
		CHECK_EQ_INT(op->write_str(big, 2 * NBYTES + 1, &e), OAT_OK);
		CHECK(strcmp(big, s) == 0);
		expect_str_ok(C, s, 2 * NBYTES, x);
		snprintf(t, sizeof(t), "0x%s", s);
		expect_str_ok(C, t, strlen(t), x);
		for (char *p = t + 2; *p; p++) *p = (char)toupper((unsigned char)*p);
		expect_str_ok(C, t, strlen(t), x);
		expect_str_ok(C, t + 2, strlen(t + 2), x);
		size_t z = strspn(s, "0");
		if (z == 2 * NBYTES) z--;
		expect_str_ok(C, s + z, strlen(s + z), x);
		/* write_str into a buffer too small. */
		size_t small = (size_t)(rnd() % (2 * NBYTES + 1));
		memset(big, 'z', sizeof(big));
		CHECK_EQ_INT(op->write_str(big, small, &e), OAT_ERR_LENGTH);
		if (small) CHECK_EQ_INT(big[0], '\0');
	}
	CHECK_EQ_INT(op->write_str(NULL, sizeof(big), &e), OAT_ERR_ARGUMENT);

	/* Fixed cases. */
	mpz_set_ui(w, 1);
	expect_str_ok(C, "1", 1, w);
	expect_str_ok(C, "0x1", 3, w);
	expect_str_ok(C, "01", 2, w);
	expect_str_ok(C, "12345", 1, w);        /* only len characters are read */
	mpz_set_ui(w, 0);
	expect_str_ok(C, "0", 1, w);
	expect_str_ok(C, "0x0", 3, w);
	mpz_set_ui(w, 0xabc);
	expect_str_ok(C, "abc", 3, w);
	expect_str_ok(C, "ABC", 3, w);
	expect_str_ok(C, "0xaBc", 5, w);
	mpz_set_ui(w, 0x12);
	expect_str_ok(C, "12345", 2, w);
	expect_str_err(C, "", 0, OAT_ERR_ENCODING);
	expect_str_err(C, "0x", 2, OAT_ERR_ENCODING);
	expect_str_err(C, "g", 1, OAT_ERR_ENCODING);
	expect_str_err(C, "12g4", 4, OAT_ERR_ENCODING);
	expect_str_err(C, " 12", 3, OAT_ERR_ENCODING);
	expect_str_err(C, "12 ", 3, OAT_ERR_ENCODING);
	expect_str_err(C, "-1", 2, OAT_ERR_ENCODING);
	expect_str_err(C, "+1", 2, OAT_ERR_ENCODING);
	expect_str_err(C, "0x0x1", 5, OAT_ERR_ENCODING);
	expect_str_err(C, "x1", 2, OAT_ERR_ENCODING);
	expect_str_err(C, "1\0" "2", 3, OAT_ERR_ENCODING);
	expect_str_err(C, "0xg", 3, OAT_ERR_ENCODING);
	expect_str_err(C, "1:", 2, OAT_ERR_ENCODING);   /* ':' follows '9' */
	expect_str_err(C, "1@", 2, OAT_ERR_ENCODING);   /* '@' precedes 'A' */
	expect_str_err(C, "1`", 2, OAT_ERR_ENCODING);   /* '`' precedes 'a' */
	expect_str_err(C, "1G", 2, OAT_ERR_ENCODING);
	expect_str_err(C, "1/", 2, OAT_ERR_ENCODING);   /* '/' precedes '0' */
	/* More than 2 * NBYTES digits, even with a small value. */
	memset(t, '0', 2 * NBYTES + 1);
	t[2 * NBYTES + 1] = '\0';
	expect_str_err(C, t, 2 * NBYTES + 1, OAT_ERR_LENGTH);
	t[2 * NBYTES] = '1';
	expect_str_err(C, t, 2 * NBYTES + 1, OAT_ERR_LENGTH);
	snprintf(big, sizeof(big), "0x%s", t);
	expect_str_err(C, big, strlen(big), OAT_ERR_LENGTH);
	memset(t, 'f', 2 * NBYTES + 4);
	expect_str_err(C, t, 2 * NBYTES + 4, OAT_ERR_LENGTH);
	/* too long and not hex: the encoding error wins, wherever the bad digit is */
	t[0] = 'g';
	expect_str_err(C, t, 2 * NBYTES + 4, OAT_ERR_ENCODING);
	t[0] = 'f';
	t[2 * NBYTES + 3] = 'g';
	expect_str_err(C, t, 2 * NBYTES + 4, OAT_ERR_ENCODING);
	/* Values >= m. */
	str_of(s, C->m);
	expect_str_err(C, s, 2 * NBYTES, OAT_ERR_NOT_CANONICAL);
	snprintf(big, sizeof(big), "0x%s", s);
	expect_str_err(C, big, strlen(big), OAT_ERR_NOT_CANONICAL);
	mpz_add_ui(x, C->m, 1);
	str_of(s, x);
	expect_str_err(C, s, 2 * NBYTES, OAT_ERR_NOT_CANONICAL);
	memset(t, 'f', 2 * NBYTES);
	expect_str_err(C, t, 2 * NBYTES, OAT_ERR_NOT_CANONICAL);
	memset(t, 'F', 2 * NBYTES);
	expect_str_err(C, t, 2 * NBYTES, OAT_ERR_NOT_CANONICAL);
	mpz_sub_ui(x, C->m, 1);
	str_of(s, x);
	expect_str_ok(C, s, 2 * NBYTES, x);
	/* NULL */
	prefill(C, &e);
	CHECK_EQ_INT(op->read_str(&e, NULL, 1), OAT_ERR_ARGUMENT);
	expect_zeroed(C, "read_str NULL", &e);

	/* Random strings: 1..66 digits in mixed case, maybe "0x", maybe a bad
	 * character, against mpz. */
	static const char hexd[] = "0123456789abcdefABCDEF";
	static const char bad[] = "gGxX -+.:/@`zZ\t\n";
	for (int i = 0; i < STR_RAND; i++) {
		size_t nd = 1 + (size_t)(rnd() % (2 * NBYTES + 2)), pre = (rnd() % 3 == 0) ? 2 : 0;
		if (rnd() % 2) nd = 2 * NBYTES - (size_t)(rnd() % 3);  /* near the limit */
		memcpy(t, "0x", 2);
		for (size_t k = 0; k < nd; k++) t[pre + k] = hexd[rnd() % (sizeof(hexd) - 1)];
		t[pre + nd] = '\0';
		mpz_set_str(x, t + pre, 16);
		int badpos = -1;
		if (nd <= 2 * NBYTES && rnd() % 4 == 0) {
			badpos = (int)(pre + rnd() % nd);
			t[badpos] = bad[rnd() % (sizeof(bad) - 1)];
			if (pre == 0 && badpos == 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'))
				t[badpos] = 'g';  /* would have made a valid "0x" prefix */
		}
		if (badpos >= 0) expect_str_err(C, t, pre + nd, OAT_ERR_ENCODING);
		else if (nd > 2 * NBYTES) expect_str_err(C, t, pre + nd, OAT_ERR_LENGTH);
		else if (mpz_cmp(x, C->m) >= 0) expect_str_err(C, t, pre + nd, OAT_ERR_NOT_CANONICAL);
		else expect_str_ok(C, t, pre + nd, x);
	}
	mpz_clears(x, w, NULL);
}

static int cmp_bytes(const void *a, const void *b) { return memcmp(a, b, NBYTES); }

static void test_rand_fn(const field_ctx *C) {
	const field_ops *op = C->op;
	static unsigned char draws[RAND_DRAWS][NBYTES];
	elem r, s;
	mpz_t x, top;
	int high = 0, distinct = 1;
	mpz_inits(x, top, NULL);
	mpz_setbit(top, mpz_sizeinbase(C->m, 2) - 1);  /* 2^253 */
	for (int i = 0; i < RAND_DRAWS; i++) {
		prefill(C, &r);
		CHECK_EQ_INT(op->rand(&r, test_rand, &g_rng), OAT_OK);
		CHECK_EQ_INT(op->write_bin(draws[i], NBYTES, &r), OAT_OK);
		from_bytes(x, draws[i], NBYTES);
		CHECK(mpz_cmp(x, C->m) < 0);
		expect(C, "rand", &r, x, NULL, NULL);  /* internal form reduced */
		high += mpz_cmp(x, top) >= 0;
	}
	qsort(draws, RAND_DRAWS, NBYTES, cmp_bytes);
	for (int i = 1; i < RAND_DRAWS; i++)
		if (memcmp(draws[i - 1], draws[i], NBYTES) == 0) distinct = 0;
	CHECK(distinct);
	/* About (m - 2^(b-1)) / m of the draws are >= 2^(b-1), b the bit length of
	 * m: 13.8% for BN-P254, 35.0% for BLS12-381's p; within +-7 points. */
	{
		long exp_pm = expect_high_permille(C->m);
		long lo = RAND_DRAWS * (exp_pm - 70) / 1000, hi = RAND_DRAWS * (exp_pm + 70) / 1000;
		CHECK(high > lo && high < hi);
		if (!(high > lo && high < hi) && test_failures <= 20)
			fprintf(stderr, "  %s rand: %d of %d draws >= 2^(b-1), expected ~%ld per mille\n",
				op->name, high, RAND_DRAWS, exp_pm);
	}

	/* The same generator state gives the same element. */
	test_rng g1 = g_rng, g2 = g_rng;
	CHECK_EQ_INT(op->rand(&r, test_rand, &g1), OAT_OK);
	CHECK_EQ_INT(op->rand(&s, test_rand, &g2), OAT_OK);
	CHECK(op->equal(&r, &s));

	prefill(C, &r);
	CHECK_EQ_INT(op->rand(&r, test_rand_fail, NULL), OAT_ERR_RAND);
	expect_zeroed(C, "rand failing source", &r);
	prefill(C, &r);
	CHECK_EQ_INT(op->rand(&r, NULL, &g_rng), OAT_ERR_ARGUMENT);
	expect_zeroed(C, "rand NULL source", &r);
	mpz_clears(x, top, NULL);
}

/* The documented special cases, spelled out (also met by the loops). */
static void test_special(const field_ctx *C) {
	const field_ops *op = C->op;
	elem z, r, t;
	mpz_t w;
	mpz_init(w);
	op->zero(&z);
	prefill(C, &r);
	op->inv(&r, &z);
	expect_zeroed(C, "inv(0)", &r);
	prefill(C, &r);
	op->inv_vartime(&r, &z);
	expect_zeroed(C, "inv_vartime(0)", &r);
	op->exp(&r, &z, NULL, 0);                   /* a^0 = 1, the empty exponent */
	mpz_set_ui(w, 1);
	expect(C, "exp(0, empty)", &r, w, NULL, NULL);
	op->set_dig(&t, 1);
	expect(C, "set_dig(1)", &t, w, NULL, NULL);
	op->inv(&r, &t);
	expect(C, "inv(1)", &r, w, NULL, NULL);
	op->inv_vartime(&r, &t);
	expect(C, "inv_vartime(1)", &r, w, NULL, NULL);
	op->neg(&r, &z);
	expect_zeroed(C, "neg(0)", &r);
	op->hlv(&r, &t);                            /* 1/2 = (m + 1) / 2 */
	mpz_add_ui(w, C->m, 1);
	mpz_fdiv_q_2exp(w, w, 1);
	expect(C, "hlv(1)", &r, w, NULL, NULL);
	CHECK_EQ_INT(op->is_square(&z), 1);
	if (op->sqrt) {
		prefill(C, &r);
		CHECK_EQ_INT(op->sqrt(&r, &z), 1);
		expect_zeroed(C, "sqrt(0)", &r);
	}
	mpz_clear(w);
}

#if !TEST_FR
/* oat_fp_exp_pub (sliding windows over a public exponent) against
 * mpz_powm: random bases and exponents of 1..n digits, and exponents whose
 * bit patterns stress the windows (single bits, all ones, runs of zeros
 * longer than a window, the field's own (p+1)/4 and (p-3)/4). */
static void test_exp_pub(void) {
	enum { ND = OAT_FP_DIGS };
	mpz_t m, a, e, w, x;
	unsigned char buf[OAT_FP_BYTES];
	mpz_inits(m, a, e, w, x, NULL);
	{
		static const oat_dig_t mod[ND] = OAT_FP_MODULUS;
		mpz_import(m, ND, -1, sizeof(oat_dig_t), 0, 0, mod);
	}
	for (int it = 0; it < 400; it++) {
		oat_dig_t ed[ND];
		int n = 1 + it % ND;
		oat_fp_t fa, fr;
		memset(ed, 0, sizeof(ed));
		switch (it % 8) {
		case 0: case 1: case 2:                       /* random */
			for (int i = 0; i < n; i++) ed[i] = rand_dig() ^ (oat_dig_t)rnd();
			break;
		case 3:                                       /* one bit */
			ed[(it / 8) % n] = (oat_dig_t)1 << (rnd() % OAT_WSIZE);
			break;
		case 4:                                       /* all ones */
			for (int i = 0; i < n; i++) ed[i] = ~(oat_dig_t)0;
			break;
		case 5:                                       /* sparse: long zero runs */
			for (int i = 0; i < n; i++) ed[i] = ((oat_dig_t)1 << (rnd() % OAT_WSIZE)) | 1;
			break;
		case 6: {                                     /* (p+1)/4, or (c2 - 1)/2 */
#if defined(OAT_FP_SQRT_EXP)
			static const oat_dig_t s1[ND] = OAT_FP_SQRT_EXP;
#else
			static const oat_dig_t s1[ND] = OAT_FP_TS_C3;
#endif
			memcpy(ed, s1, sizeof(ed));
			n = ND;
			break;
		}
		default: {                                    /* (p-3)/4, or (p-1)/2 */
#if defined(OAT_FP_SQRT_EXP2)
			static const oat_dig_t s2[ND] = OAT_FP_SQRT_EXP2;
#else
			static const oat_dig_t s2[ND] = OAT_FP_LEG_EXP;
#endif
			memcpy(ed, s2, sizeof(ed));
			n = ND;
			break;
		}
		}
		if (it == 11) memset(ed, 0, sizeof(ed));      /* the empty exponent */
		if (it % 50 == 0) mpz_set_ui(a, (unsigned long)(it / 50) % 3);   /* 0, 1, 2 */
		else rand_below(a, m);
		to_bytes(buf, a);
		CHECK_EQ_INT(oat_fp_read_bin(fa, buf, sizeof(buf)), OAT_OK);
		oat_fp_exp_pub(fr, fa, ed, n);
		CHECK_EQ_INT(oat_fp_write_bin(buf, sizeof(buf), fr), OAT_OK);
		from_bytes(x, buf, sizeof(buf));
		mpz_import(e, (size_t)n, -1, sizeof(oat_dig_t), 0, 0, ed);
		mpz_powm(w, a, e, m);
		if (mpz_cmp(w, x) != 0) {
			gmp_fprintf(stderr, "exp_pub: a = %Zx, e = %Zx: got %Zx, want %Zx\n", a, e, x, w);
			CHECK(0);
		} else {
			CHECK(1);
		}
	}
	mpz_clears(m, a, e, w, x, NULL);
}
#endif

/* inv_sim on random arrays of 1 .. INV_SIM_MAX elements, some of them 0
 * (every one 0 in some arrays), each output against mpz_invert (0 -> 0). */
static void test_inv_sim(const field_ctx *C) {
	const field_ops *op = C->op;
	elem a[INV_SIM_MAX], r[INV_SIM_MAX];
	mpz_t x[INV_SIM_MAX], w;
	for (int i = 0; i < INV_SIM_MAX; i++) mpz_init(x[i]);
	mpz_init(w);
	for (int it = 0; it < INV_SIM_RAND; it++) {
		size_t n = 1 + (size_t)(rnd() % INV_SIM_MAX);
		int zeros = (int)(rnd() % 4);           /* 0: none, 3: all, else some */
		for (size_t i = 0; i < n; i++) {
			rand_operand(C, x[i]);
			if (zeros == 3 || (zeros && rnd() % 3 == 0)) mpz_set_ui(x[i], 0);
			load(C, &a[i], x[i]);
			prefill(C, &r[i]);
		}
		op->inv_sim(r, a, n);
		for (size_t i = 0; i < n; i++) {
			if (mpz_sgn(x[i]) == 0) mpz_set_ui(w, 0);
			else if (!mpz_invert(w, x[i], C->m)) abort();
			expect(C, "inv_sim", &r[i], w, x[i], NULL);
		}
	}
	for (int i = 0; i < INV_SIM_MAX; i++) mpz_clear(x[i]);
	mpz_clear(w);
}

static void test_field(const field_ops *op) {
	field_ctx C;
	field_init(&C, op);
	test_special(&C);
	test_inv_sim(&C);
	test_bin(&C);
	test_str(&C);
	test_rand_fn(&C);
	test_edges(&C);
	test_random(&C);
	field_clear(&C);
}

int main(int argc, char **argv) {
	(void)argc;
	(void)argv;
#if TEST_FR
	test_rng_seed(&g_rng, 0x6f61745f66720001ULL);
	test_field(&fr_ops);
#if TEST_RED
	/* the second forms were exercised: half the operands, and some results */
	printf("redundant form: %lu operands loaded as x R + m, %lu results at or above m\n",
			red_loads, red_high);
	CHECK(red_loads > 1000 && red_high > 1000);
#endif
	return test_report("test_" FR_NAME "_" OAT_TEST_CURVE);
#else
	test_rng_seed(&g_rng, 0x6f61745f66700001ULL);
	test_field(&fp_ops);
	test_exp_pub();
	return test_report("test_fp_" OAT_TEST_CURVE);
#endif
}
