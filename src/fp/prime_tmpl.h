/* A prime field on the basic kernels of its size and class (low_tmpl.h:
 * the backend's routines where they fit the modulus, else the portable
 * ones of mont.h): the scalar field Fr of every curve (fr_tmpl.h), and both
 * fields of the NIST curves (their Fp and Fn).  The pairing curves' Fp,
 * with its lazy and fused kernels, is fp_tmpl.h.  The includer defines:
 *   PF(x)        the names of the field's functions (e.g. FR(x))
 *   PF_K(name)   the names of its constants in the curve's params.h
 *                (e.g. OAT_FR_##name: MODULUS, ONE, R2, N0, LEG_EXP)
 *   PF_DIGS, PF_BITS, PF_BYTES   digits, bits of the modulus, bytes
 *   PF_HD_STEPS  the proven hddivsteps count (safegcd.h), or 0
 *   PF_FORM      (optional) the NIST prime of this size (LOW_FORM)
 *   PF_SQRT      (optional) 1 to define PF(sqrt): from PF_K(SQRT_EXP) when
 *                m = 3 mod 4, else from PF_K(TS_E), PF_K(TS_C3), PF_K(TS_W),
 *                PF_K(TS_J), PF_K(TS_H), PF_K(TS_G)
 *                (Tonelli-Shanks)
 *   PF_REDUNDANT (optional) 1 to keep values below 2m instead of m where the
 *                backend has the kernels for it (low_tmpl.h's LK(mulr): the
 *                4-limb x86-64 ones, m < 2^254), with 2m in PF_K(MODULUS_X2).
 *                The products then skip their final subtraction (a tenth of
 *                a 4-limb product's latency) and the sums reduce modulo 2m;
 *                every value leaves the field canonical (field_tmpl.h).
 *                On other backends, or without the kernels, values stay
 *                below m and PF_K(MODULUS_X2) is not read.
 * Included once per field instance; the parameters are #undef'd at the end. */
#if !defined(PF) || !defined(PF_K) || !defined(PF_DIGS) || !defined(PF_BITS) || !defined(PF_BYTES) || \
	!defined(PF_HD_STEPS)
#error "prime_tmpl.h: define PF, PF_K, PF_DIGS, PF_BITS, PF_BYTES, PF_HD_STEPS"
#endif
#ifndef PF_FORM
#define PF_FORM 0
#endif
#ifndef PF_SQRT
#define PF_SQRT 0
#endif
#ifndef PF_REDUNDANT
#define PF_REDUNDANT 0
#endif
#include "fp/mont.h"
#include "fp/util.h"

static const oat_dig_t PF(modulus)[PF_DIGS] = PF_K(MODULUS);

/* the kernels of the field's size and class: the backend's where it has them */
#define LK(x) PF(x##_k)
#define LOW_N PF_DIGS
#define LOW_BITS PF_BITS
#define LOW_MOD PF(modulus)
#define LOW_N0 PF_K(N0)
#define LOW_FORM PF_FORM
#include "fp/low_tmpl.h"

#if PF_REDUNDANT && defined(LOW_HAVE_MULR)
/* the additive kernels modulo 2m: inputs and results below 2m */
#define F_RED 1
static const oat_dig_t PF(modulus_x2_)[PF_DIGS] = PF_K(MODULUS_X2);
#define LK(x) PF(x##_k2)
#define LOW_N PF_DIGS
#define LOW_BITS (PF_BITS + 1)
#define LOW_MOD PF(modulus_x2_)
#define LOW_N0 PF_K(N0)
#include "fp/low_tmpl.h"
#define K_MULR PF(mulr_k)
#define K_SQRR PF(sqrr_k)
#define K_ADD PF(add_k2)
#define K_SUB PF(sub_k2)
#define K_NEG PF(neg_k2)
#define K_DBL PF(dbl_k2)
#else
#define F_RED 0
#define K_ADD PF(add_k)
#define K_SUB PF(sub_k)
#define K_NEG PF(neg_k)
#define K_DBL PF(dbl_k)
#endif
#undef LOW_HAVE_MULR

#define F(x) PF(x)
#define FT PF(t)
#define FN PF_DIGS
#define FBYTES PF_BYTES
#define F_MOD PF_K(MODULUS)
#define F_ONE PF_K(ONE)
#define F_R2 PF_K(R2)
#define F_BITS PF_BITS
#define F_LEG_EXP PF_K(LEG_EXP)
#define F_HD_STEPS PF_HD_STEPS
#define K_HLV PF(hlv_k)
#define K_MUL PF(mul_k)
#define K_SQR PF(sqr_k)
#define FCOUNT(f) ((void)0)
#include "fp/field_tmpl.h"

void PF(get_digs)(oat_dig_t out[PF_DIGS], const PF(t) a) { PF(to_canon_)(out, a); }

void PF(set_raw)(PF(t) r, const oat_dig_t d[PF_DIGS]) {
	for (int i = 0; i < PF_DIGS; i++) r->d[i] = d[i];
}

void PF(exp_pub)(PF(t) r, const PF(t) a, const oat_dig_t *e, int n) { PF(exp_pub_)(r, a, e, n); }

#if PF_SQRT
#if defined(PF_HAVE_SQRT_EXP)
/* m = 3 mod 4: a^((m+1)/4) is a root whenever a is a square. */
static const oat_dig_t PF(sqrt_exp_)[PF_DIGS] = PF_K(SQRT_EXP);

int PF(sqrt)(PF(t) r, const PF(t) a) {
	PF(t) t, s;
	PF(exp_pub_)(t, a, PF(sqrt_exp_), PF_DIGS);
	PF(sqr)(s, t);
	int ok = PF(equal)(s, a);
	PF(zero)(s);
	PF(cmov)(s, t, ok);
	PF(copy)(r, s);
	return ok;
}
#else
/* m = 1 mod 2^e (P-224: e = 96, BLS12-381's r: 32, BN-P254's r: 2):
 * Tonelli-Shanks in constant time with tables of the 2-Sylow subgroup
 * (Bernstein's windows, as in Sarkar, ePrint 2020/1407; the constants and
 * tables from tools/ts_tab.py, whose notes derive them).  m - 1 = 2^e c2,
 * c2 odd; g generates the subgroup of order 2^e.  For a square a,
 * v = a^c2 = g^k with k even, and a^((c2+1)/2) g^(-k/2) is a root.  k is
 * found W bits at a time from the bottom: window j (bits s = W j, width b)
 * is the d with v^(2^(e - s - b)) = H[d 2^(W - b)] (H[i] = h^i, h of order
 * 2^W), after which v takes G[j][d] = g^(-d 2^s), clearing those bits.
 * Each d is found by comparing with every entry and each G entry read by a
 * masked scan of the whole row: nothing depends on a but the values.
 * About e^2 / (2W) squarings (112 for e = 32, 1,104 for P-224's 96)
 * against the e (e - 1) / 2 of RFC 9380's I.4 (496 and 4,560). */
static const oat_dig_t PF(ts_c3_)[PF_DIGS] = PF_K(TS_C3);
static const oat_dig_t PF(ts_h_)[1 << PF_K(TS_W)][PF_DIGS] = PF_K(TS_H);
static const oat_dig_t PF(ts_g_)[PF_K(TS_J)][1 << PF_K(TS_W)][PF_DIGS] = PF_K(TS_G);

/* r = row[idx], idx < n, reading every entry */
static void PF(ts_read_)(PF(t) r, const oat_dig_t (*row)[PF_DIGS], unsigned n, unsigned idx) {
	oat_dig_t d[PF_DIGS] = {0};
	for (unsigned i = 0; i < n; i++) {
		oat_dig_t m = (oat_dig_t)0 - (oat_dig_t)((((i ^ idx) - 1u) >> 31) & 1u);
		for (int l = 0; l < PF_DIGS; l++) d[l] |= row[i][l] & m;
	}
	PF(set_raw)(r, d);
}

int PF(sqrt)(PF(t) r, const PF(t) a) {
	enum { E = PF_K(TS_E), W = PF_K(TS_W), J = PF_K(TS_J) };
	PF(t) z, v, x, t, s;
	unsigned d[J];
	PF(exp_pub_)(z, a, PF(ts_c3_), PF_DIGS);   /* z = a^c3 */
	PF(sqr)(v, z);
	PF(mul)(v, v, a);                          /* v = a^c2 */
	PF(mul)(z, z, a);                          /* z = a^((c2 + 1)/2) */
	for (int j = 0; j < J; j++) {
		int b = E - W * j < W ? E - W * j : W;
		unsigned dj = 0;
		PF(copy)(x, v);
		for (int i = 0; i < E - W * j - b; i++) PF(sqr)(x, x);
		for (unsigned i = 0; i < (1u << b); i++) {
			PF(set_raw)(t, PF(ts_h_)[i << (W - b)]);
			dj |= i & (0u - (unsigned)PF(equal)(x, t));
		}
		d[j] = dj;
		if (j + 1 < J) {
			PF(ts_read_)(t, PF(ts_g_)[j], 1u << b, dj);
			PF(mul)(v, v, t);
		}
	}
	/* z g^(-k/2): the windows of k shifted down by one bit */
	for (int j = 0; j < J; j++) {
		int b = E - W * j < W ? E - W * j : W;
		unsigned h = (d[j] >> 1) | (j + 1 < J ? (d[j + 1] & 1u) << (b - 1) : 0u);
		PF(ts_read_)(t, PF(ts_g_)[j], 1u << b, h);
		PF(mul)(z, z, t);
	}
	PF(sqr)(s, z);
	int ok = PF(equal)(s, a);
	PF(zero)(s);
	PF(cmov)(s, z, ok);
	PF(copy)(r, s);
	oat_wipe(d, sizeof(d));
	oat_wipe(v, sizeof(v));
	oat_wipe(x, sizeof(x));
	return ok;
}
#endif
#endif

#undef PF
#undef PF_K
#undef PF_DIGS
#undef PF_BITS
#undef PF_BYTES
#undef PF_HD_STEPS
#undef PF_FORM
#undef PF_SQRT
#undef PF_HAVE_SQRT_EXP
#undef PF_REDUNDANT
