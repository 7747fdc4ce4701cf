/* The ARMv7-A assembly backend of the field kernels (OAT_ARITH=arm32),
 * tuned for the Cortex-A9 (Zynq-7000), ARM state, 32-bit digits.
 *
 * The routines implement Montgomery arithmetic on 8 digits for any odd
 * modulus m < 2^254 given by pointer, with n0 = -m^-1 mod 2^32 where a
 * reduction needs it, so the same code can serve the scalar field later;
 * the static inline wrappers below bind them to Fp, and fp_low.h inherits
 * none of the portable kernels.  The algorithms and bounds are described in
 * the .S files beside this header:
 *   mont8_mul.S   Montgomery mul / sqr / rdc and the 16-digit products, on
 *                 UMAAL (product by 4 x 4 blocks, reduction by rows)
 *   mont8_add.S   add, sub, neg, dbl, hlv mod m; 16-digit add / sub mod
 *                 m 2^256; unreduced 8- and 16-digit add / sub
 * Semantics and bounds are those of src/fp/mont.h: outputs are fully
 * reduced and may alias inputs (the same pointer), except that the output
 * of the 16-digit products must not overlap their inputs (as for the
 * portable oat_mont_muln).  Every routine is straight-line code on fixed
 * addresses, which the test ctime_arm32 checks on the object code;
 * test_arm32 compares every routine with mont.h for both moduli. */
#ifndef OAT_ARCH_ARM32_FP_LOW_ARCH_H
#define OAT_ARCH_ARM32_FP_LOW_ARCH_H

#include <stdint.h>
#include "arch/arm32/arm32_routines.h"

#if OAT_WSIZE != 32 || !((FP_DIGS == 8 && FP_BITS <= 254) || (FP_DIGS == 12 && FP_BITS <= 382))
#error "OAT_ARITH=arm32 needs OAT_WSIZE=32 and a prime of at most 254 bits (8 digits) or 382 bits (12 digits)"
#endif

/* The routines of the build's size: 8 digits (mont8_*.S) for the 254-bit
 * curve, 12 (mont12_*.S, m < 2^382, R = 2^384) for BLS12-381; the same
 * contracts with every 8 / 16 / 256 read as 12 / 24 / 384. */
#if FP_DIGS == 8
#define A32_N 8
#define A32_2N 16
#else
#define A32_N 12
#define A32_2N 24
#endif
#define A32_CAT_(a, n) a##n
#define A32_CAT(a, n) A32_CAT_(a, n)
#define A32(name) A32_CAT(oat_arm32_##name, A32_N)
#define A32D(name) A32_CAT(oat_arm32_##name, A32_2N)

/* FP(modulus) is defined by fp_low.h before it includes this header. */

/* Tuning (fp_low.h): the lazy tower (default) and the point formulas on
 * the inline operations, which here are direct calls into the routines. */
#define OAT_TUNE_EC_INLINE 1

#define OAT_HAVE_FP_ADD_LOW 1
#define OAT_HAVE_FP_SUB_LOW 1
#define OAT_HAVE_FP_NEG_LOW 1
#define OAT_HAVE_FP_DBL_LOW 1
#define OAT_HAVE_FP_HLV_LOW 1
#define OAT_HAVE_FP_MUL_LOW 1
#define OAT_HAVE_FP_SQR_LOW 1
#define OAT_HAVE_FP_MULN_LOW 1
#define OAT_HAVE_FP_SQRN_LOW 1
#define OAT_HAVE_FP_RDC_LOW 1
#define OAT_HAVE_FP_ADDN_LOW 1
#define OAT_HAVE_FPD_ADD_LOW 1
#define OAT_HAVE_FPD_SUB_LOW 1
#define OAT_HAVE_FPD_ADDN_LOW 1
#define OAT_HAVE_FPD_SUBN_LOW 1

static inline void FP(add_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	A32(mont_add)(r, a, b, FP(modulus));
}
static inline void FP(sub_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	A32(mont_sub)(r, a, b, FP(modulus));
}
static inline void FP(neg_low)(oat_dig_t *r, const oat_dig_t *a) {
	A32(mont_neg)(r, a, FP(modulus));
}
static inline void FP(dbl_low)(oat_dig_t *r, const oat_dig_t *a) {
	A32(mont_dbl)(r, a, FP(modulus));
}
static inline void FP(hlv_low)(oat_dig_t *r, const oat_dig_t *a) {
	A32(mont_hlv)(r, a, FP(modulus));
}
static inline void FP(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	A32(mont_mul)(r, a, b, FP(modulus), OAT_FP_N0);
}
static inline void FP(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	A32(mont_sqr)(r, a, FP(modulus), OAT_FP_N0);
}
static inline void FP(muln_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	A32(muln)(c, a, b);
}
static inline void FP(sqrn_low)(oat_dig_t *c, const oat_dig_t *a) {
	A32(sqrn)(c, a);
}
static inline void FP(rdc_low)(oat_dig_t *r, const oat_dig_t *c) {
	A32(mont_rdc)(r, c, FP(modulus), OAT_FP_N0);
}
static inline void FP(addn_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	A32(addn)(r, a, b);
}
static inline void FPD(add_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	A32(mont_addd)(c, a, b, FP(modulus));
}
static inline void FPD(sub_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	A32(mont_subd)(c, a, b, FP(modulus));
}
static inline void FPD(addn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	A32D(addn)(c, a, b);
}
static inline void FPD(subn_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	A32D(subn)(c, a, b);
}

/* Fp2 products: one routine for the sums, the three products and the
 * differences of Karatsuba (fp2_muln8 in mont8_mul.S for p < 2^254,
 * fp2_muln12 in mont12_mul.S for p < 2^382), the two reductions after it. */
#define OAT_HAVE_FP2_MULN_LOW 1
#define OAT_HAVE_FP2_MUL_LOW 1
#define OAT_HAVE_FP2_SQR_LOW 1
static inline void FP2(muln_low)(oat_dig_t *c, const oat_dig_t *a, const oat_dig_t *b) {
	A32(fp2_muln)(c, a, b, FP(modulus));
}
static inline void FP2(mul_low)(oat_dig_t *r, const oat_dig_t *a, const oat_dig_t *b) {
	oat_dig_t c[4 * A32_N];
	A32(fp2_muln)(c, a, b, FP(modulus));
	A32(mont_rdc)(r, c, FP(modulus), OAT_FP_N0);
	A32(mont_rdc)(r + A32_N, c + A32_2N, FP(modulus), OAT_FP_N0);
}
static inline void FP2(sqr_low)(oat_dig_t *r, const oat_dig_t *a) {
	oat_dig_t c[4 * A32_N];
	A32(fp2_sqrn)(c, a, FP(modulus));
	A32(mont_rdc)(r, c, FP(modulus), OAT_FP_N0);
	A32(mont_rdc)(r + A32_N, c + A32_2N, FP(modulus), OAT_FP_N0);
}

/* The Fp2 part of Karabina's compressed squaring (fp2_pck8 in mont8_mul.S:
 * 8 digits, xi = 1 + i, so BN-P254), io = { h, k, x, y, hx, ky }, xi: b' =
 * xi b; h, k apart from the inputs. */
#if A32_N == 8 && (!defined(OAT_XI_A) || OAT_XI_A == 1)
#define OAT_HAVE_FP2_PCK_LOW 1
static inline void FP2(pck_low)(const oat_dig_t *const io[6], int xi) {
	oat_arm32_fp2_pck8(io, FP(modulus), OAT_FP_N0, (uint32_t)xi);
}
#endif

#endif
