/* The field kernels of src/fp/fp_low.h on GMP's mpn layer (OAT_ARITH=gmp),
 * for any odd modulus m < 2^(W n) of n digits given by pointer: one set of
 * routines serves every field of every curve (fp_low_arch.h binds them).
 *
 * Products are GMP's; Montgomery reduction is the word-by-word REDC of
 * mpn_redc_1 (Montgomery 1985; GMP's mpn/generic/redc_1.c) on mpn_addmul_1;
 * every conditional step is one of GMP's side-channel silent mpn_cnd_*
 * functions.  The results are bit for bit those of the portable kernels in
 * src/fp/mont.h (test_low compares the two), even for inputs outside the
 * preconditions: both compute the same integer (t + q p) / R, with the same
 * q = -t p^-1 mod R, and the same final conditional subtraction.
 *
 * Constant time: nothing here branches on or indexes memory by a digit value.
 * Every GMP function called runs the same instructions and touches the same
 * memory for all operands of a given size:
 *   - mpn_sec_mul, mpn_sec_sqr, mpn_cnd_add_n, mpn_cnd_sub_n are documented
 *     side-channel silent (GMP manual, "Low-level functions for cryptography");
 *   - mpn_add_n, mpn_sub_n, mpn_addmul_1, mpn_lshift, mpn_rshift are straight
 *     loops over the limbs (the primitives the mpn_sec_* functions are built
 *     on), with no early exit on a carry.
 * The products use mpn_sec_mul and mpn_sec_sqr rather than mpn_mul_n and
 * mpn_sqr: those run the same basecase code only below GMP's tuned Toom
 * thresholds, and some configurations (sparc32, GMP's own minithres) put
 * MUL_TOOM22_THRESHOLD at 8 limbs, the size of Fp with 32-bit limbs; Toom-2
 * compares operand halves with a branch.  mpn_sec_mul and mpn_sec_sqr are
 * those basecases at every size, at no extra cost.  Their scratch requirement
 * (mpn_sec_mul_itch, mpn_sec_sqr_itch) is 0 limbs throughout GMP 6; a buffer
 * is passed anyway (OAT_GMP_SCRATCH).
 *
 * Storage: only fixed-size arrays on the stack; no mpz, no allocation.
 *
 * Types: the digits are oat_dig_t and GMP's are mp_limb_t, the same width
 * (checked below) though not always the same C type (unsigned int and
 * unsigned long with 32-bit limbs); digit arrays are handed to GMP through a
 * pointer cast, and GMP is a separately compiled library. */
#include <string.h>
#include <gmp.h>
#include "arch/gmp/gmp_routines.h"
#include "fp/nist_red.h"

#if !defined(__GNU_MP_VERSION) || __GNU_MP_VERSION < 6
#error "OAT_ARITH=gmp needs GMP 6.0 or later (mpn_cnd_add_n, mpn_sec_mul)"
#endif
#if GMP_NAIL_BITS != 0
#error "OAT_ARITH=gmp needs a GMP without nails (GMP_NAIL_BITS == 0)"
#endif
#if GMP_LIMB_BITS != OAT_WSIZE
#error "OAT_ARITH=gmp needs GMP limbs of OAT_WSIZE bits (GMP_LIMB_BITS != OAT_WSIZE)"
#endif
typedef char oat_gmp_limb_is_digit[sizeof(mp_limb_t) == sizeof(oat_dig_t) ? 1 : -1];

#define MAXN OAT_GMP_MAXN
/* Scratch for mpn_sec_mul / mpn_sec_sqr; GMP 6.x needs none. */
#define OAT_GMP_SCRATCH (2 * MAXN)

#define LIMBS(x) ((mp_limb_t *)(x))        /* a digit array GMP writes */
#define CLIMBS(x) ((const mp_limb_t *)(x)) /* a digit array GMP only reads */

/* r = (top, r) mod m for (top, r) < 2m, top in {0, 1}, as oat_mont_final_sub:
 * subtract m, and add it back if that borrowed and there was no top digit. */
static void oat_gmp_final_sub(mp_limb_t *r, mp_limb_t top, const mp_limb_t *m, int n) {
	mp_limb_t bw = mpn_sub_n(r, r, m, n);
	mpn_cnd_add_n(bw & (top ^ 1), r, r, m, n);
}

/* r = t / R mod m for a 2n-digit t < m R; t is overwritten.
 * Step i adds u m 2^(W i) with u = t[i] n0 mod 2^W, which clears digit i;
 * the carry out of that n-digit addition belongs to digit i + n, and is kept
 * in the cleared digit i (no later step writes below digit i + 1) until all
 * n carries are added to the high half at once, as GMP's mpn_redc_1.
 * Bound: (t + q m) / R < (m R + R m) / R = 2m for q < R, so one conditional
 * subtraction reduces fully; the final carry is kept for m close to R. */
static void oat_gmp_redc(mp_limb_t *r, mp_limb_t *t, const mp_limb_t *m, mp_limb_t n0, int n) {
	for (int i = 0; i < n; i++) {
		mp_limb_t u = t[i] * n0;
		t[i] = mpn_addmul_1(t + i, m, n, u);
	}
	mp_limb_t c = mpn_add_n(r, t + n, t, n);
	oat_gmp_final_sub(r, c, m, n);
}

void oat_gmp_mod_add(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n) {
	mp_limb_t c = mpn_add_n(LIMBS(r), CLIMBS(a), CLIMBS(b), n); /* a + b < 2m */
	oat_gmp_final_sub(LIMBS(r), c, CLIMBS(m), n);
}

void oat_gmp_mod_sub(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n) {
	/* a - b, or a - b + R if that borrows; then + m mod R in that case */
	mp_limb_t bw = mpn_sub_n(LIMBS(r), CLIMBS(a), CLIMBS(b), n);
	mpn_cnd_add_n(bw, LIMBS(r), LIMBS(r), CLIMBS(m), n);
}

void oat_gmp_mod_dbl(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n) {
	mp_limb_t c = mpn_lshift(LIMBS(r), CLIMBS(a), n, 1); /* 2a; carry: a's top bit */
	oat_gmp_final_sub(LIMBS(r), c, CLIMBS(m), n);
}

/* r = m - a, and 0 for a = 0 (where m - a = m): a - 1 borrows iff a = 0. */
void oat_gmp_mod_neg(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n) {
	static const mp_limb_t one[MAXN] = {1};
	mp_limb_t t[MAXN];
	mp_limb_t z = mpn_sub_n(t, CLIMBS(a), one, n);
	mpn_sub_n(LIMBS(r), CLIMBS(m), CLIMBS(a), n);
	mpn_cnd_sub_n(z, LIMBS(r), LIMBS(r), CLIMBS(m), n);
}

/* r = a / 2 = (a + m) / 2 if a is odd, else a / 2: the sum has n digits and
 * a carry, which the shift brings back into the top digit. */
void oat_gmp_mod_hlv(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, int n) {
	mp_limb_t odd = (mp_limb_t)(a[0] & 1);
	mp_limb_t c = mpn_cnd_add_n(odd, LIMBS(r), CLIMBS(a), CLIMBS(m), n);
	mpn_rshift(LIMBS(r), LIMBS(r), n, 1);
	r[n - 1] |= (oat_dig_t)(c << (OAT_WSIZE - 1));
}

/* a b < R m when a < R and b < m: within the reach of oat_gmp_redc.
 * t is a separate buffer: GMP's products may not overlap their inputs. */
void oat_gmp_mont_mul(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m,
		oat_dig_t n0, int n) {
	mp_limb_t t[2 * MAXN], s[OAT_GMP_SCRATCH];
	mpn_sec_mul(t, CLIMBS(a), n, CLIMBS(b), n, s);
	oat_gmp_redc(LIMBS(r), t, CLIMBS(m), (mp_limb_t)n0, n);
}

void oat_gmp_mont_sqr(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *m, oat_dig_t n0, int n) {
	mp_limb_t t[2 * MAXN], s[OAT_GMP_SCRATCH];
	mpn_sec_sqr(t, CLIMBS(a), n, s);
	oat_gmp_redc(LIMBS(r), t, CLIMBS(m), (mp_limb_t)n0, n);
}

void oat_gmp_muln(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, int n) {
	mp_limb_t t[2 * MAXN], s[OAT_GMP_SCRATCH];
	mpn_sec_mul(t, CLIMBS(a), n, CLIMBS(b), n, s);
	memcpy(c, t, 2 * (size_t)n * sizeof(mp_limb_t));
}

void oat_gmp_sqrn(oat_dig_t *c, const oat_dig_t *a, int n) {
	mp_limb_t t[2 * MAXN], s[OAT_GMP_SCRATCH];
	mpn_sec_sqr(t, CLIMBS(a), n, s);
	memcpy(c, t, 2 * (size_t)n * sizeof(mp_limb_t));
}

void oat_gmp_mont_rdc(oat_dig_t *r, const oat_dig_t *c, const oat_dig_t *m, oat_dig_t n0, int n) {
	mp_limb_t t[2 * MAXN];
	memcpy(t, c, 2 * (size_t)n * sizeof(mp_limb_t));
	oat_gmp_redc(LIMBS(r), t, CLIMBS(m), (mp_limb_t)n0, n);
}

void oat_gmp_addn(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n) {
	mpn_add_n(LIMBS(r), CLIMBS(a), CLIMBS(b), n);
}

void oat_gmp_subn(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b, int n) {
	mpn_sub_n(LIMBS(r), CLIMBS(a), CLIMBS(b), n);
}

/* Double-width values mod m R: only the high half is reduced, as mont.h. */
void oat_gmp_modd_add(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n) {
	mp_limb_t k = mpn_add_n(LIMBS(c), CLIMBS(a), CLIMBS(b), 2 * n);
	oat_gmp_final_sub(LIMBS(c) + n, k, CLIMBS(m), n);
}

void oat_gmp_modd_sub(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b, const oat_dig_t *m, int n) {
	mp_limb_t bw = mpn_sub_n(LIMBS(c), CLIMBS(a), CLIMBS(b), 2 * n);
	mpn_cnd_add_n(bw, LIMBS(c) + n, LIMBS(c) + n, CLIMBS(m), n);
}

/* The NIST primes (kernels_arch.h binds these for LOW_FORM): GMP's product,
 * then the reduction by the form of p of the portable kernels
 * (src/fp/nist_red.h), with the contracts of oat_gmp_mont_mul and
 * oat_gmp_mont_sqr for m = p.  The reduction is straight-line code on
 * constant indices, constant-time as the rest. */
#if defined(OAT_NR_HAVE)
#define OAT_GMP_NIST(bits, n) \
	void oat_gmp_mont_mul_p##bits(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) { \
		oat_dig_t t[2 * (n)]; \
		mp_limb_t s[OAT_GMP_SCRATCH]; \
		mpn_sec_mul(LIMBS(t), CLIMBS(a), n, CLIMBS(b), n, s); \
		oat_nr_redc_p##bits(r, t); \
	} \
	void oat_gmp_mont_sqr_p##bits(oat_dig_t *r, const oat_dig_t *a) { \
		oat_dig_t t[2 * (n)]; \
		mp_limb_t s[OAT_GMP_SCRATCH]; \
		mpn_sec_sqr(LIMBS(t), CLIMBS(a), n, s); \
		oat_nr_redc_p##bits(r, t); \
	}
OAT_GMP_NIST(192, 192 / OAT_WSIZE)
OAT_GMP_NIST(224, (224 + OAT_WSIZE - 1) / OAT_WSIZE)
OAT_GMP_NIST(256, 256 / OAT_WSIZE)
OAT_GMP_NIST(384, 384 / OAT_WSIZE)
OAT_GMP_NIST(521, (521 + OAT_WSIZE - 1) / OAT_WSIZE)
#undef OAT_GMP_NIST
#endif
