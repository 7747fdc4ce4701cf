/* oat: the prime field Fp and the scalar field Fr of the curve.
 *
 * Elements are fixed-size values on the caller's stack.  Inside they are in
 * Montgomery form (a*R mod m, R = 2^(OAT_WSIZE*OAT_FP_DIGS)); every function
 * that reads or writes bytes or text uses the canonical value 0 <= a < m.
 * Types follow GMP's mpz_t trick (an array of one struct), so arguments are
 * passed without '&': oat_fp_t a, b; oat_fp_mul(a, a, b);.
 * Outputs may alias inputs.  All functions are constant-time in the values of
 * their arguments unless their name ends in _vartime. */
#ifndef OAT_FP_H
#define OAT_FP_H

#include <stdint.h>
#include <stddef.h>
#include "oat/conf.h"
#include "oat/err.h"

#ifdef __cplusplus
extern "C" {
#endif

#if OAT_WSIZE == 64
typedef uint64_t oat_dig_t;
#elif OAT_WSIZE == 32
typedef uint32_t oat_dig_t;
#else
#error "OAT_WSIZE must be 32 or 64"
#endif

#if defined(OAT_CURVE_BN254)
#define OAT_FP_BITS 254   /* bits of the prime p */
#define OAT_FR_BITS 254   /* bits of the group order r */
#define OAT_FP_BYTES 32   /* bytes of a canonical field element */
#define OAT_FR_BYTES 32   /* bytes of a canonical scalar */
#define OAT_FP_LIMB_BITS 256
#elif defined(OAT_CURVE_BLS12_381)
#define OAT_FP_BITS 381
#define OAT_FR_BITS 255
#define OAT_FP_BYTES 48
#define OAT_FR_BYTES 32
#define OAT_FP_LIMB_BITS 384   /* Fr too: one limb count for both fields */
#else
#error "unknown OAT_CURVE"
#endif
#define OAT_FP_DIGS (OAT_FP_LIMB_BITS / OAT_WSIZE)
#define OAT_FR_DIGS (OAT_FP_LIMB_BITS / OAT_WSIZE)

/* Results of oat_fp_cmp / oat_fr_cmp, as RELIC's RLC_LT, RLC_EQ, RLC_GT. */
#define OAT_LT (-1)
#define OAT_EQ 0
#define OAT_GT 1

typedef struct { oat_dig_t d[OAT_FP_DIGS]; } oat_fp_st;
typedef oat_fp_st oat_fp_t[1];
typedef struct { oat_dig_t d[OAT_FR_DIGS]; } oat_fr_st;
typedef oat_fr_st oat_fr_t[1];

/* ---- Fp ------------------------------------------------------------------ */
void oat_fp_zero(oat_fp_t r);                       /* r = 0 */
void oat_fp_set_dig(oat_fp_t r, oat_dig_t d);       /* r = d (d < p) */
void oat_fp_copy(oat_fp_t r, const oat_fp_t a);
int oat_fp_is_zero(const oat_fp_t a);               /* 1 if a = 0, else 0 */
int oat_fp_cmp(const oat_fp_t a, const oat_fp_t b); /* OAT_LT/EQ/GT on canonical values */
int oat_fp_equal(const oat_fp_t a, const oat_fp_t b); /* 1 if a = b */
int oat_fp_is_odd(const oat_fp_t a);                /* parity of the canonical value */
/* r = a if bit = 1, unchanged if bit = 0; bit must be 0 or 1. */
void oat_fp_cmov(oat_fp_t r, const oat_fp_t a, int bit);

void oat_fp_add(oat_fp_t r, const oat_fp_t a, const oat_fp_t b); /* r = a + b */
void oat_fp_sub(oat_fp_t r, const oat_fp_t a, const oat_fp_t b); /* r = a - b */
void oat_fp_neg(oat_fp_t r, const oat_fp_t a);                   /* r = -a */
void oat_fp_dbl(oat_fp_t r, const oat_fp_t a);                   /* r = 2a */
void oat_fp_hlv(oat_fp_t r, const oat_fp_t a);                   /* r = a / 2 */
void oat_fp_mul(oat_fp_t r, const oat_fp_t a, const oat_fp_t b); /* r = a * b */
void oat_fp_sqr(oat_fp_t r, const oat_fp_t a);                   /* r = a^2 */
void oat_fp_mul_dig(oat_fp_t r, const oat_fp_t a, oat_dig_t d);  /* r = a * d, d < p */
/* r = 1/a by Fermat's little theorem (constant-time); r = 0 if a = 0. */
void oat_fp_inv(oat_fp_t r, const oat_fp_t a);
/* r = 1/a by the binary extended Euclidean algorithm; variable-time, for
 * public values only.  r = 0 if a = 0. */
void oat_fp_inv_vartime(oat_fp_t r, const oat_fp_t a);
/* r = a^e with e big-endian in e[0..len); constant-time in a and in the value
 * of e (not in len). */
void oat_fp_exp(oat_fp_t r, const oat_fp_t a, const unsigned char *e, size_t len);
/* If a is a square, r = a square root of a and returns 1; otherwise r = 0 and
 * returns 0.  Which root is returned is unspecified. */
int oat_fp_sqrt(oat_fp_t r, const oat_fp_t a);
/* 1 if a is a square in Fp (0 counts as a square), else 0 (Legendre symbol). */
int oat_fp_is_square(const oat_fp_t a);

/* Reads exactly OAT_FP_BYTES big-endian bytes; rejects values >= p. */
oat_err oat_fp_read_bin(oat_fp_t r, const unsigned char *buf, size_t len);
/* Reads any number of big-endian bytes and reduces the value mod p. */
oat_err oat_fp_read_bin_wide(oat_fp_t r, const unsigned char *buf, size_t len);
/* Writes exactly OAT_FP_BYTES big-endian bytes (len must equal it). */
oat_err oat_fp_write_bin(unsigned char *buf, size_t len, const oat_fp_t a);
/* Reads len hex characters (optional "0x" prefix, upper or lower case, at
 * most 2*OAT_FP_BYTES digits); rejects values >= p. */
oat_err oat_fp_read_str(oat_fp_t r, const char *str, size_t len);
/* Writes 2*OAT_FP_BYTES lower-case hex digits and a NUL (len >= 2*BYTES+1). */
oat_err oat_fp_write_str(char *str, size_t len, const oat_fp_t a);
/* r = a uniformly random element (128 extra bits reduced mod p: bias < 2^-128). */
oat_err oat_fp_rand(oat_fp_t r, oat_rand_fn rng, void *ctx);

/* ---- Fr: the same code instantiated for the group order r ---------------- */
void oat_fr_zero(oat_fr_t r);
void oat_fr_set_dig(oat_fr_t r, oat_dig_t d);
void oat_fr_copy(oat_fr_t r, const oat_fr_t a);
int oat_fr_is_zero(const oat_fr_t a);
int oat_fr_cmp(const oat_fr_t a, const oat_fr_t b);
int oat_fr_equal(const oat_fr_t a, const oat_fr_t b);
int oat_fr_is_odd(const oat_fr_t a);
void oat_fr_cmov(oat_fr_t r, const oat_fr_t a, int bit);
void oat_fr_add(oat_fr_t r, const oat_fr_t a, const oat_fr_t b);
void oat_fr_sub(oat_fr_t r, const oat_fr_t a, const oat_fr_t b);
void oat_fr_neg(oat_fr_t r, const oat_fr_t a);
void oat_fr_dbl(oat_fr_t r, const oat_fr_t a);
void oat_fr_hlv(oat_fr_t r, const oat_fr_t a);
void oat_fr_mul(oat_fr_t r, const oat_fr_t a, const oat_fr_t b);
void oat_fr_sqr(oat_fr_t r, const oat_fr_t a);
void oat_fr_mul_dig(oat_fr_t r, const oat_fr_t a, oat_dig_t d);
void oat_fr_inv(oat_fr_t r, const oat_fr_t a);
void oat_fr_inv_vartime(oat_fr_t r, const oat_fr_t a);
void oat_fr_exp(oat_fr_t r, const oat_fr_t a, const unsigned char *e, size_t len);
int oat_fr_is_square(const oat_fr_t a);
/* Reads exactly OAT_FR_BYTES big-endian bytes; a value >= r is an error. */
oat_err oat_fr_read_bin(oat_fr_t r, const unsigned char *buf, size_t len);
/* Reduces any number of big-endian bytes mod r (e.g. 48 or 64 bytes of hash
 * output for a near-uniform scalar). */
oat_err oat_fr_read_bin_wide(oat_fr_t r, const unsigned char *buf, size_t len);
oat_err oat_fr_write_bin(unsigned char *buf, size_t len, const oat_fr_t a);
oat_err oat_fr_read_str(oat_fr_t r, const char *str, size_t len);
oat_err oat_fr_write_str(char *str, size_t len, const oat_fr_t a);
oat_err oat_fr_rand(oat_fr_t r, oat_rand_fn rng, void *ctx);
/* The canonical value of a as little-endian digits (for scalar recoding). */
void oat_fr_get_digs(oat_dig_t out[OAT_FR_DIGS], const oat_fr_t a);

#ifdef __cplusplus
}
#endif
#endif
