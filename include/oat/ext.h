/* oat: the extension tower of the pairing.
 *
 *   Fp2  = Fp[i]/(i^2 + 1)
 *   Fp6  = Fp2[v]/(v^3 - xi),  xi = 1 + i
 *   Fp12 = Fp6[w]/(w^2 - v)
 *
 * An element keeps its coefficients in c[]: a = c[0] + c[1]*i for Fp2,
 * c[0] + c[1]*v + c[2]*v^2 for Fp6, c[0] + c[1]*w for Fp12.  Outputs may
 * alias inputs.  Constant-time unless named _vartime. */
#ifndef OAT_EXT_H
#define OAT_EXT_H

#include "oat/fp.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct { oat_fp_t c[2]; } oat_fp2_st;
typedef oat_fp2_st oat_fp2_t[1];
typedef struct { oat_fp2_t c[3]; } oat_fp6_st;
typedef oat_fp6_st oat_fp6_t[1];
typedef struct { oat_fp6_t c[2]; } oat_fp12_st;
typedef oat_fp12_st oat_fp12_t[1];

/* ---- Fp2 ----------------------------------------------------------------- */
void oat_fp2_zero(oat_fp2_t r);
void oat_fp2_set_dig(oat_fp2_t r, oat_dig_t d);        /* r = d + 0i */
void oat_fp2_copy(oat_fp2_t r, const oat_fp2_t a);
int oat_fp2_is_zero(const oat_fp2_t a);
int oat_fp2_equal(const oat_fp2_t a, const oat_fp2_t b);
void oat_fp2_cmov(oat_fp2_t r, const oat_fp2_t a, int bit);
void oat_fp2_add(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b);
void oat_fp2_sub(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b);
void oat_fp2_neg(oat_fp2_t r, const oat_fp2_t a);
void oat_fp2_dbl(oat_fp2_t r, const oat_fp2_t a);
void oat_fp2_conj(oat_fp2_t r, const oat_fp2_t a);       /* a0 - a1 i = a^p */
/* Karatsuba with one Montgomery reduction per coefficient (lazy reduction). */
void oat_fp2_mul(oat_fp2_t r, const oat_fp2_t a, const oat_fp2_t b);
void oat_fp2_sqr(oat_fp2_t r, const oat_fp2_t a);
void oat_fp2_mul_fp(oat_fp2_t r, const oat_fp2_t a, const oat_fp_t b);
void oat_fp2_mul_nor(oat_fp2_t r, const oat_fp2_t a);    /* r = a * xi */
void oat_fp2_inv(oat_fp2_t r, const oat_fp2_t a);        /* r = 1/a (0 -> 0) */
/* r[i] = 1/a[i] for i < n (0 -> 0) with one inversion (Montgomery's trick);
 * r must not overlap a. */
void oat_fp2_inv_sim(oat_fp2_t r[], const oat_fp2_t a[], size_t n);
void oat_fp2_frb(oat_fp2_t r, const oat_fp2_t a, int k); /* r = a^(p^k) */
/* 1 and r = sqrt(a) if a is a square in Fp2, else 0 and r = 0. */
int oat_fp2_sqrt(oat_fp2_t r, const oat_fp2_t a);
int oat_fp2_is_square(const oat_fp2_t a);
/* 2*OAT_FP_BYTES bytes: c[0] || c[1], each big-endian; values >= p rejected. */
oat_err oat_fp2_read_bin(oat_fp2_t r, const unsigned char *buf, size_t len);
oat_err oat_fp2_write_bin(unsigned char *buf, size_t len, const oat_fp2_t a);
oat_err oat_fp2_rand(oat_fp2_t r, oat_rand_fn rng, void *ctx);

/* ---- Fp6 ----------------------------------------------------------------- */
void oat_fp6_zero(oat_fp6_t r);
void oat_fp6_set_dig(oat_fp6_t r, oat_dig_t d);
void oat_fp6_copy(oat_fp6_t r, const oat_fp6_t a);
int oat_fp6_is_zero(const oat_fp6_t a);
int oat_fp6_equal(const oat_fp6_t a, const oat_fp6_t b);
void oat_fp6_cmov(oat_fp6_t r, const oat_fp6_t a, int bit);
void oat_fp6_add(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b);
void oat_fp6_sub(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b);
void oat_fp6_neg(oat_fp6_t r, const oat_fp6_t a);
void oat_fp6_dbl(oat_fp6_t r, const oat_fp6_t a);
void oat_fp6_mul(oat_fp6_t r, const oat_fp6_t a, const oat_fp6_t b);
void oat_fp6_sqr(oat_fp6_t r, const oat_fp6_t a);
void oat_fp6_mul_fp2(oat_fp6_t r, const oat_fp6_t a, const oat_fp2_t b);
/* r = a * (b0 + b1 v): the sparse product used by line functions. */
void oat_fp6_mul_01(oat_fp6_t r, const oat_fp6_t a, const oat_fp2_t b0, const oat_fp2_t b1);
void oat_fp6_mul_nor(oat_fp6_t r, const oat_fp6_t a);    /* r = a * v */
void oat_fp6_inv(oat_fp6_t r, const oat_fp6_t a);
void oat_fp6_frb(oat_fp6_t r, const oat_fp6_t a, int k); /* r = a^(p^k), k = 0..5 */
oat_err oat_fp6_rand(oat_fp6_t r, oat_rand_fn rng, void *ctx);

/* ---- Fp12 ---------------------------------------------------------------- */
void oat_fp12_zero(oat_fp12_t r);
void oat_fp12_set_dig(oat_fp12_t r, oat_dig_t d);
void oat_fp12_copy(oat_fp12_t r, const oat_fp12_t a);
int oat_fp12_is_zero(const oat_fp12_t a);
int oat_fp12_is_one(const oat_fp12_t a);
int oat_fp12_equal(const oat_fp12_t a, const oat_fp12_t b);
void oat_fp12_cmov(oat_fp12_t r, const oat_fp12_t a, int bit);
void oat_fp12_add(oat_fp12_t r, const oat_fp12_t a, const oat_fp12_t b);
void oat_fp12_sub(oat_fp12_t r, const oat_fp12_t a, const oat_fp12_t b);
void oat_fp12_neg(oat_fp12_t r, const oat_fp12_t a);
void oat_fp12_mul(oat_fp12_t r, const oat_fp12_t a, const oat_fp12_t b);
void oat_fp12_sqr(oat_fp12_t r, const oat_fp12_t a);
/* Squaring in the cyclotomic subgroup (Granger-Scott 2010): a must satisfy
 * a^(p^4-p^2+1) = 1 (true after the whole easy part of the final
 * exponentiation, f^((p^6-1)(p^2+1)), and for every GT element); otherwise
 * the result is meaningless. */
void oat_fp12_sqr_cyc(oat_fp12_t r, const oat_fp12_t a);
/* Compressed squaring in the cyclotomic subgroup (Karabina 2013): reads
 * only the coefficients f1, f2, f4, f5 (c[1].c[0], c[0].c[1], c[0].c[2],
 * c[1].c[2]) of a cyclotomic element, or of an earlier sqr_pck output, and
 * writes those of the square, with f0 = f3 = 0.  Four Fp2 multiplications
 * against nine squarings for sqr_cyc; oat_fp12_back_cyc recovers the full
 * element. */
void oat_fp12_sqr_pck(oat_fp12_t r, const oat_fp12_t a);
/* Decompression of a sqr_pck output: r = the cyclotomic element whose f1, f2,
 * f4, f5 are those of a.  Constant-time; r may be a. */
void oat_fp12_back_cyc(oat_fp12_t r, const oat_fp12_t a);
/* The same for n elements with one inversion per 8; r and a are the same
 * array or do not overlap. */
void oat_fp12_back_cyc_sim(oat_fp12_t r[], const oat_fp12_t a[], size_t n);
/* r = a * l with l = l0 + l1 w + l3 w^3 (l0, l1, l3 in Fp2, w^3 = v w): the
 * sparse line of a D-type twist (RELIC's fp12_mul_dxs). */
void oat_fp12_mul_line(oat_fp12_t r, const oat_fp12_t a, const oat_fp2_t l0,
		const oat_fp2_t l1, const oat_fp2_t l3);
/* r = a ((l0 + l1 v) + l3 v w): the sparse line of an M-type twist (l0, l1,
 * l3 at w^0, w^2, w^3). */
void oat_fp12_mul_line_m(oat_fp12_t r, const oat_fp12_t a, const oat_fp2_t l0,
		const oat_fp2_t l1, const oat_fp2_t l3);
void oat_fp12_conj(oat_fp12_t r, const oat_fp12_t a);     /* a^(p^6) */
void oat_fp12_inv(oat_fp12_t r, const oat_fp12_t a);
void oat_fp12_frb(oat_fp12_t r, const oat_fp12_t a, int k); /* a^(p^k), k = 0..11 */
/* r = a^e, e big-endian bytes; square-and-multiply, variable-time in e. */
void oat_fp12_exp_vartime(oat_fp12_t r, const oat_fp12_t a, const unsigned char *e, size_t len);
/* 12*OAT_FP_BYTES bytes: coefficients in the order c[0].c[0].c[0],
 * c[0].c[0].c[1], c[0].c[1].c[0], ..., c[1].c[2].c[1], each big-endian. */
oat_err oat_fp12_read_bin(oat_fp12_t r, const unsigned char *buf, size_t len);
oat_err oat_fp12_write_bin(unsigned char *buf, size_t len, const oat_fp12_t a);
oat_err oat_fp12_rand(oat_fp12_t r, oat_rand_fn rng, void *ctx);

#ifdef __cplusplus
}
#endif
#endif
