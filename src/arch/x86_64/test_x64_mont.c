/* Differential test of the x86-64 kernels of the NIST fields against the
 * portable kernels of src/fp/mont.h, without any curve: the classes of
 * tools/gen_x64_mont.py and tools/gen_x64_add.py (3, 4f, 6f: every odd
 * m < 2^192, 2^256, 2^384; 9: m < 2^575) and the routines specialised to
 * P-192's, P-256's and P-521's p, on every code path of this configuration
 * (MULX/ADX if the CPU has it, baseline MUL/ADC, and the ifunc names of an
 * OAT_X86_ADX=auto build), with
 *   - the moduli: the NIST p and n of each size (P-224's too on the 4f
 *     routines, which take any m < 2^256) and random ones of each class (top
 *     bit set, all ones, a single top bit, spare bits);
 *   - operands whose limbs are drawn from carry-rippling patterns (0, 1, all
 *     ones, 2^63, the modulus' limbs and their neighbours) and random, every
 *     8th round the largest ones (m - 1, R - 1, m R - 1);
 *   - the full ranges of the contracts: mul with any a < R and b < m, sqr
 *     and the additive kernels on a, b < m, rdc on any c < m R;
 *   - every output over every input (aliasing).
 * Built by backend.cmake as test_x64_mont with the routines of every class
 * linked in directly (whatever curves the library holds). */
#include <cpuid.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#define OAT_MONT_MAXN 9
#include "fp/mont.h"
#include "arch/x86_64/x64_routines.h"

#if OAT_WSIZE != 64
#error "test_x64_mont needs 64-bit digits"
#endif

typedef void (*mul_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*sqr_fn)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*bin_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *);
typedef void (*un_fn)(uint64_t *, const uint64_t *, const uint64_t *);

/* the three names of a routine: [0] ifunc, [1] MULX/ADX, [2] MUL/ADC; NULL
 * where this configuration does not build it */
#if defined(OAT_X86_ADX_AUTO)
#define P_IFUNC(f) f
#else
#define P_IFUNC(f) NULL
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
#define P_ADX(f) f##_adx
#else
#define P_ADX(f) NULL
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
#define P_BASE(f) f##_base
#else
#define P_BASE(f) NULL
#endif
#define PATHS(f) { P_IFUNC(f), P_ADX(f), P_BASE(f) }
static const char *const path_name[3] = { "ifunc", "adx", "base" };

typedef struct {
	mul_fn mul[3];
	sqr_fn sqr[3], rdc[3];
} kern_t;
#define KERN(tag) { PATHS(oat_x64_mont_mul##tag), PATHS(oat_x64_mont_sqr##tag), \
	PATHS(oat_x64_mont_rdc##tag) }
#define KERN_NONE { { NULL, NULL, NULL }, { NULL, NULL, NULL }, { NULL, NULL, NULL } }
#define KERN_FORM(form) { PATHS(oat_x64_mont_mul_##form), PATHS(oat_x64_mont_sqr_##form), \
	{ NULL, NULL, NULL } }

typedef struct {
	bin_fn add, sub;
	un_fn neg, dbl, hlv;
} addk_t;
#define ADDK(tag) { oat_x64_mod_add##tag, oat_x64_mod_sub##tag, oat_x64_mod_neg##tag, \
	oat_x64_mod_dbl##tag, oat_x64_mod_hlv##tag }
#define ADDK_NONE { NULL, NULL, NULL, NULL, NULL }

/* FIPS 186-4 D.1.2, little-endian limbs */
static const uint64_t P192[3] = { 0xffffffffffffffff, 0xfffffffffffffffe, 0xffffffffffffffff };
static const uint64_t N192[3] = { 0x146bc9b1b4d22831, 0xffffffff99def836, 0xffffffffffffffff };
static const uint64_t P224[4] = { 0x0000000000000001, 0xffffffff00000000, 0xffffffffffffffff,
	0x00000000ffffffff };
static const uint64_t N224[4] = { 0x13dd29455c5c2a3d, 0xffff16a2e0b8f03e, 0xffffffffffffffff,
	0x00000000ffffffff };
static const uint64_t P256[4] = { 0xffffffffffffffff, 0x00000000ffffffff, 0x0000000000000000,
	0xffffffff00000001 };
static const uint64_t N256[4] = { 0xf3b9cac2fc632551, 0xbce6faada7179e84, 0xffffffffffffffff,
	0xffffffff00000000 };
static const uint64_t P384[6] = { 0x00000000ffffffff, 0xffffffff00000000, 0xfffffffffffffffe,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff };
static const uint64_t N384[6] = { 0xecec196accc52973, 0x581a0db248b0a77a, 0xc7634d81f4372ddf,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff };
static const uint64_t P521[9] = { 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
	0xffffffffffffffff, 0x00000000000001ff };
static const uint64_t N521[9] = { 0xbb6fb71e91386409, 0x3bb5c9b8899c47ae, 0x7fcc0148f709a5d0,
	0x51868783bf2f966b, 0xfffffffffffffffa, 0xffffffffffffffff, 0xffffffffffffffff,
	0xffffffffffffffff, 0x00000000000001ff };

typedef struct {
	const char *tag;
	int n, full;              /* full: no spare bit needed (m < 2^(64 n)) */
	kern_t k;
	addk_t add;
	const uint64_t *nist[4];
	const char *nist_name[4];
	const char *form;         /* the special routines of the size, their prime */
	kern_t fk;
	const uint64_t *form_p;
	int has_fadd;             /* the prime's own additive routines */
	addk_t fadd;
} class_t;

static const class_t classes[] = {
	{ "3", 3, 1, KERN(3), ADDK(3), { P192, N192 }, { "p192", "n192" },
		"p192", KERN_FORM(p192), P192, 0, ADDK_NONE },
	{ "4f", 4, 1, KERN(4f), ADDK(4f), { P256, N256, P224, N224 },
		{ "p256", "n256", "p224", "n224" }, "p256", KERN_FORM(p256), P256, 0, ADDK_NONE },
	{ "6f", 6, 1, KERN(6f), ADDK(6f), { P384, N384 }, { "p384", "n384" },
		NULL, KERN_NONE, NULL, 0, ADDK_NONE },
	{ "9", 9, 0, KERN(9), ADDK(9), { P521, N521 }, { "p521", "n521" },
		"p521", KERN_FORM(p521), P521, 1, ADDK(_p521) },
};

/* ---- checks and random operands ------------------------------------------ */
static long failures, checks;

#define CHECK(cond, what) do { \
	checks++; \
	if (!(cond)) { \
		failures++; \
		if (failures <= 20) \
			fprintf(stderr, "test_x64_mont: %s, class %s, modulus %s, path %s, round %ld\n", \
				what, cl->tag, mname, pname, it); \
	} \
} while (0)

static uint64_t rng_s[4];
static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
/* xoshiro256** (Blackman and Vigna): deterministic test data */
static uint64_t rnd(void) {
	uint64_t r = rotl(rng_s[1] * 5, 7) * 9, t = rng_s[1] << 17;
	rng_s[2] ^= rng_s[0]; rng_s[3] ^= rng_s[1]; rng_s[1] ^= rng_s[2]; rng_s[0] ^= rng_s[3];
	rng_s[2] ^= t; rng_s[3] = rotl(rng_s[3], 45);
	return r;
}
static void seed(uint64_t s) {
	const char *env = getenv("OAT_TEST_SEED");
	if (env) s = strtoull(env, NULL, 0);
	for (int i = 0; i < 4; i++) { /* splitmix64 */
		uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		rng_s[i] = z ^ (z >> 31);
	}
}

/* a limb that makes carries ripple, or a random one */
static uint64_t limb(const uint64_t *m, int n) {
	uint64_t x = rnd();
	switch (x & 15) {
	case 0: return 0;
	case 1: return 1;
	case 2: return ~UINT64_C(0);
	case 3: return ~UINT64_C(0) - 1;
	case 4: return UINT64_C(1) << 63;
	case 5: return m[(x >> 4) % (unsigned)n];
	case 6: return m[(x >> 4) % (unsigned)n] - 1;
	case 7: return m[(x >> 4) % (unsigned)n] + 1;
	default: return rnd();
	}
}

static void any(uint64_t *a, int n, const uint64_t *m, int mn) {
	for (int i = 0; i < n; i++) a[i] = limb(m, mn);
}

/* a value < m: a pattern cut to the bit length of m, then reduced */
static void below(uint64_t *a, const uint64_t *m, int n) {
	int top = n - 1;
	any(a, n, m, n);
	while (m[top] == 0) a[top--] = 0;
	uint64_t mask = m[top];
	for (int sh = 1; sh < 64; sh <<= 1) mask |= mask >> sh;
	a[top] &= mask;
	while (!oat_lt_n(a, m, n)) oat_subn_n(a, a, m, n);
}

static int eq(const uint64_t *a, const uint64_t *b, int n) {
	return memcmp(a, b, (size_t)n * 8) == 0;
}

/* n0 = -m^-1 mod 2^64 (Newton: each step doubles the correct low bits) */
static uint64_t neg_inv(uint64_t m0) {
	uint64_t x = m0; /* m0 m0 = 1 mod 8 */
	for (int i = 0; i < 5; i++) x *= 2 - m0 * x;
	return (uint64_t)0 - x;
}

/* ---- one modulus ------------------------------------------------------------ */
static void check_modulus(const class_t *cl, const uint64_t *m, const char *mname, long rounds,
		int have_adx) {
	const int n = cl->n;
	const uint64_t n0 = neg_inv(m[0]);
	const int special = cl->form_p && eq(m, cl->form_p, n);
	const char *pname = "-";
	long it = 0;
	uint64_t mm1[9], ones[9], mRm1[18];
	memcpy(mm1, m, 8 * (size_t)n);
	mm1[0] -= 1; /* m odd: no borrow */
	for (int i = 0; i < n; i++) ones[i] = ~UINT64_C(0);
	memcpy(mRm1, ones, 8 * (size_t)n);
	memcpy(mRm1 + n, mm1, 8 * (size_t)n);
	CHECK(m[0] * (uint64_t)(0 - n0) == 1, "n0");

	for (it = 0; it < rounds; it++) {
		uint64_t a[9], b[9], w[9], e[9], es[9], ew[9], er[9], r[9], c[18], x[18];
		below(a, m, n);
		below(b, m, n);
		any(w, n, m, n);            /* any value < R */
		any(c, n, m, n);            /* any c < m R */
		below(c + n, m, n);
		if ((it & 7) == 0) {
			memcpy(a, mm1, 8 * (size_t)n);
			if (it & 8) memcpy(b, mm1, 8 * (size_t)n);
			memcpy(w, ones, 8 * (size_t)n);
			memcpy(c, mRm1, 16 * (size_t)n);
		}
		oat_mont_mul(e, a, b, m, n0, n);
		oat_mont_mul(es, a, a, m, n0, n);
		oat_mont_mul(ew, w, b, m, n0, n);
		oat_mont_rdc(er, c, m, n0, n);
		for (int kind = 0; kind < 1 + special; kind++) {
			const kern_t *k = kind ? &cl->fk : &cl->k;
			for (int p = 0; p < 3; p++) {
				if (!k->mul[p] || (p == 1 && !have_adx)) continue;
				pname = kind ? (p == 0 ? "ifunc (special)" : p == 1 ? "adx (special)" : "base (special)")
					: path_name[p];
				k->mul[p](r, a, b, m, n0); CHECK(eq(r, e, n), "mul");
				memcpy(r, a, 8 * (size_t)n); k->mul[p](r, r, b, m, n0); CHECK(eq(r, e, n), "mul, r = a");
				memcpy(r, b, 8 * (size_t)n); k->mul[p](r, a, r, m, n0); CHECK(eq(r, e, n), "mul, r = b");
				k->mul[p](r, w, b, m, n0); CHECK(eq(r, ew, n), "mul, any a < R");
				memcpy(r, w, 8 * (size_t)n); k->mul[p](r, r, b, m, n0); CHECK(eq(r, ew, n), "mul, any a, r = a");
				memcpy(r, a, 8 * (size_t)n); k->mul[p](r, r, r, m, n0); CHECK(eq(r, es, n), "mul, r = a = b");
				k->sqr[p](r, a, m, n0); CHECK(eq(r, es, n), "sqr");
				memcpy(r, a, 8 * (size_t)n); k->sqr[p](r, r, m, n0); CHECK(eq(r, es, n), "sqr, r = a");
				if (k->rdc[p]) {
					k->rdc[p](r, c, m, n0); CHECK(eq(r, er, n), "rdc");
					memcpy(x, c, 16 * (size_t)n); k->rdc[p](x, x, m, n0); CHECK(eq(x, er, n), "rdc, r = c");
				}
			}
		}
		/* the additive kernels (one version for every path), the class' and
		 * the prime's own; for the latter also a + b = m, m - 1, m + 1 and
		 * a = 0 (its corrections) */
		uint64_t a0[9], b0[9], one[9] = { 1 };
		memcpy(a0, a, sizeof(a0));
		memcpy(b0, b, sizeof(b0));
		for (int kind = 0; kind < 1 + (special && cl->has_fadd); kind++) {
		pname = kind ? "add (special)" : "add";
		const addk_t *ad = kind ? &cl->fadd : &cl->add;
		memcpy(a, a0, sizeof(a));
		memcpy(b, b0, sizeof(b));
		if (kind && (it & 7) >= 4) {
			oat_mont_neg(b, a, m, n);                     /* a + b = m */
			if (it & 1) oat_mont_sub(b, b, one, m, n);    /* m - 1 */
			if (it & 2) oat_mont_add(b, b, one, m, n);    /* m (+ 1) */
		}
		if (kind && (it & 15) == 1) memset(a, 0, sizeof(a));
		oat_mont_add(e, a, b, m, n);
		ad->add(r, a, b, m); CHECK(eq(r, e, n), "add");
		memcpy(r, a, 8 * (size_t)n); ad->add(r, r, b, m); CHECK(eq(r, e, n), "add, r = a");
		memcpy(r, b, 8 * (size_t)n); ad->add(r, a, r, m); CHECK(eq(r, e, n), "add, r = b");
		oat_mont_add(e, a, a, m, n);
		memcpy(r, a, 8 * (size_t)n); ad->add(r, r, r, m); CHECK(eq(r, e, n), "add, r = a = b");
		ad->dbl(r, a, m); CHECK(eq(r, e, n), "dbl");
		memcpy(r, a, 8 * (size_t)n); ad->dbl(r, r, m); CHECK(eq(r, e, n), "dbl, r = a");
		oat_mont_sub(e, a, b, m, n);
		ad->sub(r, a, b, m); CHECK(eq(r, e, n), "sub");
		memcpy(r, a, 8 * (size_t)n); ad->sub(r, r, b, m); CHECK(eq(r, e, n), "sub, r = a");
		memcpy(r, b, 8 * (size_t)n); ad->sub(r, a, r, m); CHECK(eq(r, e, n), "sub, r = b");
		memcpy(r, a, 8 * (size_t)n); ad->sub(r, r, r, m); CHECK(eq(r, (uint64_t[9]){ 0 }, n), "sub, r = a = b");
		oat_mont_neg(e, a, m, n);
		ad->neg(r, a, m); CHECK(eq(r, e, n), "neg");
		memcpy(r, a, 8 * (size_t)n); ad->neg(r, r, m); CHECK(eq(r, e, n), "neg, r = a");
		oat_mont_hlv(e, a, m, n);
		ad->hlv(r, a, m); CHECK(eq(r, e, n), "hlv");
		memcpy(r, a, 8 * (size_t)n); ad->hlv(r, r, m); CHECK(eq(r, e, n), "hlv, r = a");
		memset(a, 0, sizeof(a));
		oat_mont_neg(e, a, m, n);
		ad->neg(r, a, m); CHECK(eq(r, e, n), "neg 0");
		}
	}
	printf("test_x64_mont: class %s, modulus %s%s: %ld rounds\n", cl->tag, mname,
		special ? " (and its special routines)" : "", rounds);
}

/* ---- the point routines of P-256 and P-384 (tools/gen_x64_nistpt.py) ------------ */
/* The reference: jac_tmpl.h's formulas on the portable kernels (any field
 * values will do: the routines are the same field operations, on the curve
 * or not), and its flags computed from H and R.  PN limbs, modulus PM. */
static const uint64_t *PM;
static int PN;
static uint64_t PN0;
static void ref_mul(uint64_t *r, const uint64_t *a, const uint64_t *b) { oat_mont_mul(r, a, b, PM, PN0, PN); }
static void ref_add(uint64_t *r, const uint64_t *a, const uint64_t *b) { oat_mont_add(r, a, b, PM, PN); }
static void ref_sub(uint64_t *r, const uint64_t *a, const uint64_t *b) { oat_mont_sub(r, a, b, PM, PN); }
static int ref_zero(const uint64_t *a) {
	uint64_t x = 0;
	for (int i = 0; i < PN; i++) x |= a[i];
	return x == 0;
}

static void ref_jdbl(uint64_t *r, const uint64_t *p) {
	uint64_t d[6], a[6], s[6], b[6], t[6];
	const uint64_t *X = p, *Y = p + PN, *Z = p + 2 * PN;
	ref_mul(d, Z, Z);
	ref_add(s, Y, Y); ref_mul(s, s, s);
	ref_add(a, X, d); ref_sub(d, X, d); ref_mul(a, a, d);
	ref_add(d, a, a); ref_add(a, d, a);
	ref_mul(b, s, X);
	ref_mul(t, s, s); oat_mont_hlv(t, t, PM, PN);
	ref_mul(r + 2 * PN, Y, Z); ref_add(r + 2 * PN, r + 2 * PN, r + 2 * PN);
	ref_add(d, b, b);
	ref_mul(r, a, a); ref_sub(r, r, d);
	ref_sub(b, b, r); ref_mul(b, a, b); ref_sub(r + PN, b, t);
}

/* r = p + q (q affine: Z2 = the Montgomery 1, one_m); returns the flags */
static int ref_jadd(uint64_t *r, const uint64_t *p, const uint64_t *q, int affine, const uint64_t *one_m) {
	uint64_t z1z1[6], z2z2[6], u1[6], u2[6], s1[6], s2[6], h[6], rr[6], hh[6], hhh[6], v[6], t[6];
	const uint64_t *X1 = p, *Y1 = p + PN, *Z1 = p + 2 * PN, *X2 = q, *Y2 = q + PN;
	const uint64_t *Z2 = affine ? one_m : q + 2 * PN;
	ref_mul(z1z1, Z1, Z1); ref_mul(z2z2, Z2, Z2);
	ref_mul(u1, X1, z2z2); ref_mul(u2, X2, z1z1);
	ref_mul(s1, Y1, Z2); ref_mul(s1, s1, z2z2);
	ref_mul(s2, Y2, Z1); ref_mul(s2, s2, z1z1);
	ref_sub(h, u2, u1); ref_sub(rr, s2, s1);
	int flags = ref_zero(h) ? (ref_zero(rr) ? 1 : 2) : 0;
	ref_mul(hh, h, h); ref_mul(hhh, hh, h); ref_mul(v, u1, hh);
	ref_mul(t, Z1, Z2); ref_mul(r + 2 * PN, t, h);
	ref_mul(s1, s1, hhh);
	ref_mul(t, rr, rr); ref_sub(t, t, hhh); ref_add(hh, v, v); ref_sub(r, t, hh);
	ref_sub(v, v, r); ref_mul(v, rr, v); ref_sub(r + PN, v, s1);
	return flags;
}

/* r = 2p + q (q affine) as jac_tmpl.h's jdbladd_ computes it: S = p + q by
 * the mixed addition, p' = (X1 H^2, Y1 H^3, Z1 H), then S + p' co-Z; returns
 * the flags (1, 2: those of p + q; else 4 if XS = X') */
static int ref_jdbladd(uint64_t *r, const uint64_t *p, const uint64_t *q) {
	uint64_t z1z1[6], u2[6], s2[6], h[6], rr[6], hh[6], hhh[6], v[6], xs[6], ys[6], zs[6], d[6];
	uint64_t c[6], w1[6], w2[6], e[6], t[6];
	const uint64_t *X1 = p, *Y1 = p + PN, *Z1 = p + 2 * PN, *X2 = q, *Y2 = q + PN;
	ref_mul(z1z1, Z1, Z1); ref_mul(u2, X2, z1z1);
	ref_mul(s2, Y2, Z1); ref_mul(s2, s2, z1z1);
	ref_sub(h, u2, X1); ref_sub(rr, s2, Y1);
	int flags = ref_zero(h) ? (ref_zero(rr) ? 1 : 2) : 0;
	ref_mul(hh, h, h); ref_mul(hhh, hh, h); ref_mul(v, X1, hh);
	ref_mul(zs, Z1, h); ref_mul(s2, Y1, hhh);
	ref_mul(u2, rr, rr); ref_sub(u2, u2, hhh); ref_add(hh, v, v); ref_sub(xs, u2, hh);
	ref_sub(t, v, xs); ref_mul(t, rr, t); ref_sub(ys, t, s2);
	ref_sub(d, xs, v);
	if (!flags && ref_zero(d)) flags = 4;
	ref_mul(c, d, d); ref_mul(w1, xs, c); ref_mul(w2, v, c);
	ref_sub(e, ys, s2); ref_sub(t, w1, w2); ref_mul(ys, ys, t);
	ref_mul(t, e, e); ref_sub(t, t, w1); ref_sub(r, t, w2);
	ref_sub(t, w1, r); ref_mul(t, e, t); ref_sub(r + PN, t, ys);
	ref_mul(r + 2 * PN, zs, d);
	return flags;
}

typedef void (*jdbl_fn)(uint64_t *, const uint64_t *);
typedef int (*jadd_fn)(uint64_t *, const uint64_t *, const uint64_t *);

/* a^(m-2) in the Montgomery domain (one: R mod m): the inverse, by Fermat */
static void ref_inv(uint64_t *r, const uint64_t *a, const uint64_t *one) {
	uint64_t e[6], t[6];
	memcpy(e, PM, 8 * (size_t)PN);
	e[0] -= 2;                                  /* m odd and > 2: no borrow */
	memcpy(t, one, 8 * (size_t)PN);
	for (int i = 64 * PN - 1; i >= 0; i--) {
		ref_mul(t, t, t);
		if ((e[i / 64] >> (i % 64)) & 1) ref_mul(t, t, a);
	}
	memcpy(r, t, 8 * (size_t)PN);
}

/* jdbladd's third flag on curve points: for P = (x z^2, y z^3, z) from the
 * generator (gx, gy) and q = -2P (affine), 2P + q = O, so the routine must
 * return 4; with q = 2P it must return 0 and 4P.  one: R mod m. */
static void check_dbladd_infinity(const char *mname, const uint64_t *gx, const uint64_t *gy,
		const uint64_t *one, const jadd_fn da[3], int have_adx) {
	uint64_t r2[6], g[18], p[18], p2[18], q[12], z[6], zi[6], t[6], e[18], r[18];
	int n = PN;
	const class_t *cl = &classes[n == 4 ? 1 : 2];   /* for CHECK */
	const char *pname = "-";
	long it;
	/* R^2 mod m: R doubled 64 n times; then G in the Montgomery domain */
	memcpy(r2, one, 8 * (size_t)n);
	for (int i = 0; i < 64 * n; i++) ref_add(r2, r2, r2);
	ref_mul(g, gx, r2);
	ref_mul(g + n, gy, r2);
	for (int k = 0; k < 3; k++) {
		if (!da[k] || (k == 1 && !have_adx)) continue;
		pname = path_name[k];
		for (it = 0; it < 8; it++) {
			below(z, PM, n);
			if (ref_zero(z)) z[0] = 1;
			ref_mul(t, z, z);
			ref_mul(p, g, t);
			ref_mul(t, t, z);
			ref_mul(p + n, g + n, t);
			memcpy(p + 2 * n, z, 8 * (size_t)n);
			ref_jdbl(p2, p);                    /* 2P, then affine */
			ref_inv(zi, p2 + 2 * n, one);
			ref_mul(t, zi, zi);
			ref_mul(q, p2, t);
			ref_mul(t, t, zi);
			ref_mul(q + n, p2 + n, t);
			int f = da[k](r, p, q);
			int fe = ref_jdbladd(e, p, q);
			CHECK(fe == 0 && f == 0 && eq(r, e, 3 * n), "jdbladd 2P + 2P");
			/* 4P: x(r) / z(r)^2 against x of 2(2P) */
			ref_jdbl(e, p2);
			ref_inv(zi, e + 2 * n, one); ref_mul(zi, zi, zi); ref_mul(e, e, zi);
			ref_inv(zi, r + 2 * n, one); ref_mul(zi, zi, zi); ref_mul(t, r, zi);
			CHECK(eq(t, e, n), "jdbladd 2P + 2P = 4P");
			oat_mont_neg(q + n, q + n, PM, n);   /* q = -2P */
			f = da[k](r, p, q);
			CHECK(ref_jdbladd(e, p, q) == 4 && f == 4, "jdbladd 2P - 2P: flag 4");
		}
	}
	printf("test_x64_mont: %s jdbladd on curve points (2P + q = O, = 4P)\n", mname);
}

/* random points (any field values below p) and the exceptional pairs
 * (q = p, q = -p; for the mixed addition p = (x z^2, +-y z^3, z) from the
 * affine q = (x, y)), the flags, every output over every input */
static void check_points(const char *mname, const uint64_t *m, int n, uint64_t n0,
		const jdbl_fn dbl[3], const jadd_fn add[3], const jadd_fn madd[3], const jadd_fn dadd[3],
		long rounds, int have_adx) {
	const class_t *cl = &classes[n == 4 ? 1 : 2];
	const char *pname = "-";
	const size_t pb = 3 * 8 * (size_t)n;
	long it = 0;
	uint64_t one_m[6] = { 0 }, R2[13] = { 0 };
	PM = m; PN = n; PN0 = n0;
	R2[n] = 1;                                  /* R mod m: R - m < m (top bit of m set) */
	oat_subn_n(one_m, R2, m, n);
	for (it = 0; it < rounds; it++) {
		uint64_t p[18], q[18], e[18], r[18], x[18];
		for (int i = 0; i < 3; i++) {
			below(p + n * i, m, n);
			below(q + n * i, m, n);
		}
		if (ref_zero(p + 2 * n)) p[2 * n] = 1;   /* neither is infinity (the contracts) */
		if (ref_zero(q + 2 * n)) q[2 * n] = 1;
		int kind = (int)(it % 5);   /* 0, 1: random; 2: q = p; 3: q = -p; 4: -q = p, affine
		                             * (-p = p when the patterns give y = 0) */
		if (kind >= 2) memcpy(q, p, pb);
		if (kind == 3) oat_mont_neg(q + n, p + n, m, n);
		/* affine q as the point p: Z1 = z, X1 = x z^2, Y1 = y z^3 from q's (x, y) */
		uint64_t pa[18], z2[6];
		memcpy(pa + 2 * n, p + 2 * n, 8 * (size_t)n);
		ref_mul(z2, p + 2 * n, p + 2 * n);
		ref_mul(pa, q, z2);
		ref_mul(pa + n, q + n, z2);
		ref_mul(pa + n, pa + n, p + 2 * n);
		if (kind == 4) oat_mont_neg(pa + n, pa + n, m, n);   /* p = -q */
		const uint64_t *pm = (kind >= 2) ? pa : p;           /* the madd's p */
		for (int k = 0; k < 3; k++) {
			if (!dbl[k] || (k == 1 && !have_adx)) continue;
			pname = path_name[k];
			ref_jdbl(e, p);
			dbl[k](r, p); CHECK(eq(r, e, 3 * n), "jdbl");
			memcpy(r, p, pb); dbl[k](r, r); CHECK(eq(r, e, 3 * n), "jdbl, r = p");
			int fe = ref_jadd(e, p, q, 0, one_m), f;
			f = add[k](r, p, q); CHECK(f == fe, "jadd flags"); CHECK(eq(r, e, 3 * n), "jadd");
			memcpy(r, p, pb); f = add[k](r, r, q); CHECK(f == fe && eq(r, e, 3 * n), "jadd, r = p");
			memcpy(r, q, pb); f = add[k](r, p, r); CHECK(f == fe && eq(r, e, 3 * n), "jadd, r = q");
			CHECK(kind < 2 || f == (kind == 3 && !ref_zero(p + n) ? 2 : 1), "jadd exceptional flags");
			fe = ref_jadd(e, pm, q, 1, one_m);
			f = madd[k](r, pm, q); CHECK(f == fe, "jmadd flags"); CHECK(eq(r, e, 3 * n), "jmadd");
			memcpy(x, pm, pb); f = madd[k](x, x, q); CHECK(f == fe && eq(x, e, 3 * n), "jmadd, r = p");
			CHECK(kind < 2 || f == (kind == 4 && !ref_zero(q + n) ? 2 : 1), "jmadd exceptional flags");
			/* 2p + q: the sum where there is no exception, and the flags */
			fe = ref_jdbladd(e, pm, q);
			f = dadd[k](r, pm, q); CHECK((f & 3) == (fe & 3), "jdbladd flags");
			CHECK(fe != 0 || (f == 0 && eq(r, e, 3 * n)), "jdbladd");
			memcpy(x, pm, pb); f = dadd[k](x, x, q); CHECK(fe != 0 || (f == 0 && eq(x, e, 3 * n)), "jdbladd, r = p");
			CHECK(kind < 2 || (f & 3) == (kind == 4 && !ref_zero(q + n) ? 2 : 1), "jdbladd exceptional flags");
		}
	}
	printf("test_x64_mont: %s point routines: %ld rounds\n", mname, rounds);
	{
		static const uint64_t g256[2][4] = {
			{ 0xf4a13945d898c296, 0x77037d812deb33a0, 0xf8bce6e563a440f2, 0x6b17d1f2e12c4247 },
			{ 0xcbb6406837bf51f5, 0x2bce33576b315ece, 0x8ee7eb4a7c0f9e16, 0x4fe342e2fe1a7f9b } };
		static const uint64_t g384[2][6] = {
			{ 0x3a545e3872760ab7, 0x5502f25dbf55296c, 0x59f741e082542a38, 0x6e1d3b628ba79b98,
			  0x8eb1c71ef320ad74, 0xaa87ca22be8b0537 },
			{ 0x7a431d7c90ea0e5f, 0x0a60b1ce1d7e819d, 0xe9da3113b5f0b8c0, 0xf8f41dbd289a147c,
			  0x5d9e98bf9292dc29, 0x3617de4a96262c6f } };
		/* the generators of FIPS 186-4 D.1.2.3 and D.1.2.4, little-endian */
		check_dbladd_infinity(mname, n == 4 ? g256[0] : g384[0], n == 4 ? g256[1] : g384[1],
				      one_m, dadd, have_adx);
	}
}

static void check_nist_points(long rounds, int have_adx) {
	const jdbl_fn d256[3] = PATHS(oat_x64_p256_jdbl), d384[3] = PATHS(oat_x64_p384_jdbl);
	const jadd_fn a256[3] = PATHS(oat_x64_p256_jadd), a384[3] = PATHS(oat_x64_p384_jadd);
	const jadd_fn m256[3] = PATHS(oat_x64_p256_jmadd), m384[3] = PATHS(oat_x64_p384_jmadd);
	const jadd_fn da256[3] = PATHS(oat_x64_p256_jdbladd), da384[3] = PATHS(oat_x64_p384_jdbladd);
	check_points("p256", P256, 4, 1, d256, a256, m256, da256, rounds, have_adx);
	check_points("p384", P384, 6, neg_inv(P384[0]), d384, a384, m384, da384, rounds, have_adx);
}

/* ---- the masked table read (tabread.S) ------------------------------------------ */
typedef void (*tab_fn)(uint64_t *, const uint64_t *, size_t, size_t, size_t, size_t);

static int have_avx2(void) {
	unsigned eax, ebx, ecx, edx;
	if (__get_cpuid_max(0, NULL) < 7) return 0;
	__cpuid(1, eax, ebx, ecx, edx);
	if (!(ecx & (1u << 27)) || !(ecx & (1u << 28))) return 0;
	unsigned lo, hi;
	__asm__ volatile ("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	if ((lo & 6) != 6) return 0;
	__cpuid_count(7, 0, eax, ebx, ecx, edx);
	return (ebx & (1u << 5)) != 0;
}

/* every size, table lengths 1..64, every index, whole entries and slices
 * of larger ones (stride > bytes), against a plain copy; the bytes around
 * the output untouched */
static void check_tab_read(void) {
	const class_t *cl = &classes[0];
	const char *mname = "-", *pname = "-";
	long it = 0;
	tab_fn f[3] = { NULL, oat_x64_tab_read_avx2, oat_x64_tab_read_sse2 };
#if defined(OAT_X86_ADX_AUTO)
	f[0] = oat_x64_tab_read;
#endif
	static const char *const names[3] = { "ifunc", "avx2", "sse2" };
	int avx2 = have_avx2();
	if (!avx2) printf("test_x64_mont: this CPU has no usable AVX2: the AVX2 table read is not run\n");
	static uint64_t tab[64 * 72];
	for (size_t i = 0; i < 64 * 72; i++) tab[i] = rnd();
	/* strides: the entry itself, and slices of G2's and GT's entries */
	static const size_t strides[] = { 0, 160, 192, 288, 576 };
	for (size_t bytes = 32; bytes <= 128; bytes += 32)
		for (size_t si = 0; si < sizeof(strides) / sizeof(strides[0]); si++) {
			size_t stride = strides[si] ? strides[si] : bytes;
			for (size_t n = 1; n <= 64; n += (n < 18 ? 1 : 15))
				for (size_t idx = 0; idx < n; idx++)
					for (int k = 0; k < 3; k++) {
						uint64_t o[18];
						if (!f[k] || (k == 1 && !avx2)) continue;
						pname = names[k];
						for (int j = 0; j < 18; j++) o[j] = 0x5a5a5a5a5a5a5a5aULL;
						f[k](o + 1, tab, bytes, n, idx, stride);
						CHECK(memcmp(o + 1, tab + idx * (stride / 8), bytes) == 0, "tab_read");
						CHECK(o[0] == 0x5a5a5a5a5a5a5a5aULL &&
								o[1 + bytes / 8] == 0x5a5a5a5a5a5a5a5aULL,
							"tab_read: outside the output");
						it++;
					}
		}
	printf("test_x64_mont: table reads: %ld\n", it);
}

/* random moduli of the class: top bit set, all ones, a single top bit, and
 * fewer bits (the full classes take any m below 2^(64 n)); the 9-limb class
 * m < 2^575 (and a 521-bit one) */
static void random_modulus(uint64_t *m, const class_t *cl, int kind) {
	const int n = cl->n;
	for (int i = 0; i < n; i++) m[i] = rnd();
	int bits = cl->full ? 64 * n : 575;
	if (kind == 3) bits = cl->full ? 64 * n - 1 - (int)(rnd() % 60) : 521;
	for (int i = 0; i < n; i++) {
		int lo = 64 * i;
		if (kind == 1) m[i] = ~UINT64_C(0);
		if (kind == 2) m[i] = 0;
		if (lo + 64 > bits) m[i] &= bits - lo <= 0 ? 0 : (~UINT64_C(0) >> (lo + 64 - bits));
	}
	m[(bits - 1) / 64] |= UINT64_C(1) << ((bits - 1) % 64);
	m[0] |= 1;
}

int main(void) {
	unsigned eax, ebx, ecx, edx;
	int have_adx = 0;
	if (__get_cpuid_max(0, NULL) >= 7) {
		__cpuid_count(7, 0, eax, ebx, ecx, edx);
		have_adx = (ebx & (1u << 8)) && (ebx & (1u << 19));
	}
	(void)eax; (void)ecx; (void)edx;
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
	if (!have_adx) printf("test_x64_mont: this CPU has no BMI2+ADX: the MULX/ADX path is not run\n");
#endif
	const long rounds = getenv("OAT_TEST_QUICK") ? 500 : 40000;
	seed(0x6e697374ULL);
	for (size_t c = 0; c < sizeof(classes) / sizeof(classes[0]); c++) {
		const class_t *cl = &classes[c];
		for (int i = 0; i < 4 && cl->nist[i]; i++)
			check_modulus(cl, cl->nist[i], cl->nist_name[i], rounds, have_adx);
		for (int kind = 0; kind < 4; kind++) {
			static const char *const kname[4] = { "random", "all ones", "single top bit",
				"random, fewer bits" };
			uint64_t m[9];
			random_modulus(m, cl, kind);
			check_modulus(cl, m, kname[kind], rounds / 2, have_adx);
		}
	}
	check_nist_points(rounds / 4, have_adx);
	check_tab_read();
	printf("test_x64_mont: %ld checks, %ld failures\n", checks, failures);
	printf("%ld passed, %ld failed\n", checks - failures, failures);
	return failures != 0;
}
