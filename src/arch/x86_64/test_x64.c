/* Differential test of the x86-64 assembly routines against the portable
 * kernels of src/fp/mont.h, for every code path built into this
 * configuration (MULX/ADX if the CPU has it, baseline MUL/ADC, and the ifunc
 * names of an OAT_X86_ADX=auto build), with both moduli of the curve (the
 * routines take the modulus as an argument), on:
 *   - operands whose limbs are drawn from carry-rippling patterns (0, 1,
 *     all ones, 2^63, the modulus' own limbs and their neighbours) and random;
 *   - the full ranges the callers rely on: mul with any a < 2^256 and b < m,
 *     rdc with any c < m 2^256, the 8-limb add / sub on any 512-bit values;
 *   - every output over every input (aliasing).
 * test/test_low.c checks the same kernels through fp_low.h, for Fp and the
 * path the loader picks. */
#include <cpuid.h>
#include "test_common.h"
#include "fp/fp_low.h"

typedef void (*mul_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*sqr_fn)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*muln_fn)(uint64_t *, const uint64_t *, const uint64_t *);
typedef void (*sqrn_fn)(uint64_t *, const uint64_t *);

typedef struct {
	const char *name;
	mul_fn mul;
	sqr_fn sqr, rdc;
	muln_fn muln;
	sqrn_fn sqrn;
} path_t;

#define PATH(name, sfx) { name, oat_x64_mont_mul4##sfx, oat_x64_mont_sqr4##sfx, \
	oat_x64_mont_rdc4##sfx, oat_x64_mul4x4##sfx, oat_x64_sqr4##sfx }

static int cpu_has_adx(void) {
	unsigned a, b, c, d;
	if (__get_cpuid_max(0, NULL) < 7) return 0;
	__cpuid_count(7, 0, a, b, c, d);
	(void)a; (void)c; (void)d;
	return (b & (1u << 8)) && (b & (1u << 19));
}

typedef struct { const char *name; uint64_t m[4], n0; } field_t;

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
	case 5: return m[(x >> 4) & 3];
	case 6: return m[(x >> 4) & 3] - 1;
	case 7: return m[(x >> 4) & 3] + 1;
	default: return test_rng_next(&g);
	}
}

static void any(uint64_t *a, int n, const uint64_t *m) {
	for (int i = 0; i < n; i++) a[i] = limb(m);
}

/* a value < m: a pattern reduced by subtracting m (at most 7 times, m > 2^253) */
static void below(uint64_t *a, const uint64_t *m) {
	any(a, 4, m);
	while (!oat_lt_n(a, m, 4)) oat_subn_n(a, a, m, 4);
}

/* an 8-limb value < m 2^256 */
static void below_mR(uint64_t *c, const uint64_t *m) {
	any(c, 4, m);
	below(c + 4, m);
}

static int eq(const uint64_t *a, const uint64_t *b, int n) {
	return memcmp(a, b, (size_t)n * 8) == 0;
}

static void check_path(const path_t *pt, const field_t *f, long rounds) {
	const uint64_t *m = f->m;
	long before = test_failures;
	for (long it = 0; it < rounds; it++) {
		uint64_t a[4], b[4], w[4], e[4], r[4], c[8], d[8], x[8];
		below(a, m);
		below(b, m);
		any(w, 4, m); /* any 256-bit value */

		/* mul: a < m, and any w < 2^256 times b < m */
		oat_mont_mul(e, a, b, m, f->n0, 4);
		pt->mul(r, a, b, m, f->n0); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); pt->mul(r, r, b, m, f->n0); CHECK(eq(r, e, 4));
		memcpy(r, b, 32); pt->mul(r, a, r, m, f->n0); CHECK(eq(r, e, 4));
		oat_mont_mul(e, w, b, m, f->n0, 4);
		pt->mul(r, w, b, m, f->n0); CHECK(eq(r, e, 4));
		oat_mont_mul(e, a, a, m, f->n0, 4);
		memcpy(r, a, 32); pt->mul(r, r, r, m, f->n0); CHECK(eq(r, e, 4));

		/* sqr */
		pt->sqr(r, a, m, f->n0); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); pt->sqr(r, r, m, f->n0); CHECK(eq(r, e, 4));

		/* products without reduction, any operands */
		oat_mont_muln(d, w, b, 4);
		pt->muln(c, w, b); CHECK(eq(c, d, 8));
		memcpy(c, w, 32); pt->muln(c, c, b); CHECK(eq(c, d, 8));
		memcpy(c, b, 32); pt->muln(c, w, c); CHECK(eq(c, d, 8));
		oat_mont_muln(d, w, w, 4);
		pt->sqrn(c, w); CHECK(eq(c, d, 8));
		memcpy(c, w, 32); pt->sqrn(c, c); CHECK(eq(c, d, 8));

		/* rdc: any c < m R, in place too */
		below_mR(c, m);
		oat_mont_rdc(e, c, m, f->n0, 4);
		pt->rdc(r, c, m, f->n0); CHECK(eq(r, e, 4));
		memcpy(x, c, 64); pt->rdc(x, x, m, f->n0); CHECK(eq(x, e, 4));
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
		uint64_t a[4], b[4], e[4], r[4], c[8], d[8], x[8], y[8];
		below(a, m);
		below(b, m);
		oat_mont_add(e, a, b, m, 4);
		oat_x64_mod_add4(r, a, b, m); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); oat_x64_mod_add4(r, r, b, m); CHECK(eq(r, e, 4));
		memcpy(r, b, 32); oat_x64_mod_add4(r, a, r, m); CHECK(eq(r, e, 4));
		oat_mont_sub(e, a, b, m, 4);
		oat_x64_mod_sub4(r, a, b, m); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); oat_x64_mod_sub4(r, r, b, m); CHECK(eq(r, e, 4));
		memcpy(r, b, 32); oat_x64_mod_sub4(r, a, r, m); CHECK(eq(r, e, 4));
		oat_mont_neg(e, a, m, 4);
		oat_x64_mod_neg4(r, a, m); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); oat_x64_mod_neg4(r, r, m); CHECK(eq(r, e, 4));
		oat_mont_add(e, a, a, m, 4);
		oat_x64_mod_dbl4(r, a, m); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); oat_x64_mod_dbl4(r, r, m); CHECK(eq(r, e, 4));
		oat_mont_hlv(e, a, m, 4);
		oat_x64_mod_hlv4(r, a, m); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); oat_x64_mod_hlv4(r, r, m); CHECK(eq(r, e, 4));
		any(a, 4, m); any(b, 4, m);
		oat_addn_n(e, a, b, 4);
		oat_x64_add4(r, a, b); CHECK(eq(r, e, 4));
		memcpy(r, a, 32); oat_x64_add4(r, r, b); CHECK(eq(r, e, 4));

		/* 8-limb: inputs < m R, then any 512-bit inputs (the routines
		 * equal the portable ones bit for bit on those too) */
		for (int full = 0; full < 2; full++) {
			if (full) { any(x, 8, m); any(y, 8, m); }
			else { below_mR(x, m); below_mR(y, m); }
			oat_mont_addd(d, x, y, m, 4);
			oat_x64_mod_add8(c, x, y, m); CHECK(eq(c, d, 8));
			memcpy(c, x, 64); oat_x64_mod_add8(c, c, y, m); CHECK(eq(c, d, 8));
			memcpy(c, y, 64); oat_x64_mod_add8(c, x, c, m); CHECK(eq(c, d, 8));
			oat_mont_subd(d, x, y, m, 4);
			oat_x64_mod_sub8(c, x, y, m); CHECK(eq(c, d, 8));
			memcpy(c, x, 64); oat_x64_mod_sub8(c, c, y, m); CHECK(eq(c, d, 8));
			memcpy(c, y, 64); oat_x64_mod_sub8(c, x, c, m); CHECK(eq(c, d, 8));
			oat_addn_n(d, x, y, 8);
			oat_x64_add8(c, x, y); CHECK(eq(c, d, 8));
			memcpy(c, y, 64); oat_x64_add8(c, x, c); CHECK(eq(c, d, 8));
			oat_subn_n(d, x, y, 8);
			oat_x64_sub8(c, x, y); CHECK(eq(c, d, 8));
			memcpy(c, x, 64); oat_x64_sub8(c, c, y); CHECK(eq(c, d, 8));
		}
	}
}

int main(void) {
	static const field_t fields[] = {
		{ "p", OAT_FP_MODULUS, OAT_FP_N0 },
		{ "r", OAT_FR_MODULUS, OAT_FR_N0 },
	};
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
	for (int k = 0; k < 2; k++) {
		for (int i = 0; i < np; i++) {
			check_path(&paths[i], &fields[k], rounds);
			printf("test_x64: %s path, modulus %s: done\n", paths[i].name, fields[k].name);
		}
		check_add(&fields[k], rounds);
	}
	return test_report("test_x64");
}
