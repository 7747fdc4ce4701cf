/* The field kernels of src/fp/fp_low.h on GMP's mpn layer (OAT_ARITH=gmp).
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
#include "fp/fp_low.h"

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

#define N OAT_FP_DIGS
/* Scratch for mpn_sec_mul / mpn_sec_sqr; GMP 6.x needs none. */
#define OAT_GMP_SCRATCH (2 * N)

#define LIMBS(x) ((mp_limb_t *)(x))        /* a digit array GMP writes */
#define CLIMBS(x) ((const mp_limb_t *)(x)) /* a digit array GMP only reads */
#define P CLIMBS(oat_fp_modulus)

/* r = (top, r) mod p for (top, r) < 2p, top in {0, 1}, as oat_mont_final_sub:
 * subtract p, and add it back if that borrowed and there was no top digit. */
static void oat_gmp_final_sub(mp_limb_t *r, mp_limb_t top) {
	mp_limb_t bw = mpn_sub_n(r, r, P, N);
	mpn_cnd_add_n(bw & (top ^ 1), r, r, P, N);
}

/* r = t / R mod p for a 2n-digit t < p R; t is overwritten.
 * Step i adds u p 2^(W i) with u = t[i] n0 mod 2^W, which clears digit i;
 * the carry out of that n-digit addition belongs to digit i + n, and is kept in
 * the cleared digit i (no later step writes below digit i + 1) until all n
 * carries are added to the high half at once, as GMP's mpn_redc_1.
 * Bound: (t + q p) / R < (p R + R p) / R = 2p for q < R, so one conditional
 * subtraction reduces fully; 2p < R leaves the final carry 0 (it is kept for
 * inputs beyond the precondition, to match mont.h). */
static void oat_gmp_redc(mp_limb_t *r, mp_limb_t *t) {
	for (int i = 0; i < N; i++) {
		mp_limb_t u = t[i] * (mp_limb_t)OAT_FP_N0;
		t[i] = mpn_addmul_1(t + i, P, N, u);
	}
	mp_limb_t c = mpn_add_n(r, t + N, t, N);
	oat_gmp_final_sub(r, c);
}

void oat_fp_add_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	mp_limb_t c = mpn_add_n(LIMBS(r), CLIMBS(a), CLIMBS(b), N); /* a + b < 2p */
	oat_gmp_final_sub(LIMBS(r), c);
}

void oat_fp_sub_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	/* a - b, or a - b + R if that borrows; then + p mod R in that case */
	mp_limb_t bw = mpn_sub_n(LIMBS(r), CLIMBS(a), CLIMBS(b), N);
	mpn_cnd_add_n(bw, LIMBS(r), LIMBS(r), P, N);
}

void oat_fp_dbl_low(oat_dig_t *r, const oat_dig_t *a) {
	mp_limb_t c = mpn_lshift(LIMBS(r), CLIMBS(a), N, 1); /* 2a; carry: a's top bit */
	oat_gmp_final_sub(LIMBS(r), c);
}

/* r = p - a, and 0 for a = 0 (where p - a = p): a - 1 borrows iff a = 0. */
void oat_fp_neg_low(oat_dig_t *r, const oat_dig_t *a) {
	static const mp_limb_t one[N] = {1};
	mp_limb_t t[N];
	mp_limb_t z = mpn_sub_n(t, CLIMBS(a), one, N);
	mpn_sub_n(LIMBS(r), P, CLIMBS(a), N);
	mpn_cnd_sub_n(z, LIMBS(r), LIMBS(r), P, N);
}

/* r = a / 2 = (a + p) / 2 if a is odd, else a / 2: the sum has n digits and
 * a carry, which the shift brings back into the top digit. */
void oat_fp_hlv_low(oat_dig_t *r, const oat_dig_t *a) {
	mp_limb_t odd = (mp_limb_t)(a[0] & 1);
	mp_limb_t c = mpn_cnd_add_n(odd, LIMBS(r), CLIMBS(a), P, N);
	mpn_rshift(LIMBS(r), LIMBS(r), N, 1);
	r[N - 1] |= (oat_dig_t)(c << (OAT_WSIZE - 1));
}

/* a b < R p when a < R and b < p: within the reach of oat_gmp_redc.
 * t is a separate buffer: GMP's products may not overlap their inputs. */
void oat_fp_mul_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	mp_limb_t t[2 * N], s[OAT_GMP_SCRATCH];
	mpn_sec_mul(t, CLIMBS(a), N, CLIMBS(b), N, s);
	oat_gmp_redc(LIMBS(r), t);
}

void oat_fp_sqr_low(oat_dig_t *r, const oat_dig_t *a) {
	mp_limb_t t[2 * N], s[OAT_GMP_SCRATCH];
	mpn_sec_sqr(t, CLIMBS(a), N, s);
	oat_gmp_redc(LIMBS(r), t);
}

void oat_fp_muln_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	mp_limb_t t[2 * N], s[OAT_GMP_SCRATCH];
	mpn_sec_mul(t, CLIMBS(a), N, CLIMBS(b), N, s);
	memcpy(c, t, sizeof(t));
}

void oat_fp_sqrn_low(oat_dig_t *c, const oat_dig_t *a) {
	mp_limb_t t[2 * N], s[OAT_GMP_SCRATCH];
	mpn_sec_sqr(t, CLIMBS(a), N, s);
	memcpy(c, t, sizeof(t));
}

void oat_fp_rdc_low(oat_dig_t *r, const oat_dig_t *c) {
	mp_limb_t t[2 * N];
	memcpy(t, c, sizeof(t));
	oat_gmp_redc(LIMBS(r), t);
}

void oat_fp_addn_low(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	mpn_add_n(LIMBS(r), CLIMBS(a), CLIMBS(b), N);
}

/* Double-width values mod p R: only the high half is reduced, as mont.h. */
void oat_fpd_add_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	mp_limb_t k = mpn_add_n(LIMBS(c), CLIMBS(a), CLIMBS(b), 2 * N);
	oat_gmp_final_sub(LIMBS(c) + N, k);
}

void oat_fpd_sub_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	mp_limb_t bw = mpn_sub_n(LIMBS(c), CLIMBS(a), CLIMBS(b), 2 * N);
	mpn_cnd_add_n(bw, LIMBS(c) + N, LIMBS(c) + N, P, N);
}

void oat_fpd_addn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	mpn_add_n(LIMBS(c), CLIMBS(a), CLIMBS(b), 2 * N);
}

void oat_fpd_subn_low(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	mpn_sub_n(LIMBS(c), CLIMBS(a), CLIMBS(b), 2 * N);
}
