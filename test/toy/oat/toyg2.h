/* The exhaustive tests' G2 toy (tools/gen_toy.py g2header; do not edit by
 * hand): points of y^2 = x^3 + 6/xi over BN-P254's Fp2 in the subgroup of
 * prime order l = 541, its scalars mod l; the coordinates are the library's
 * oat_bn254_fp2_t.  The prototypes are BN-P254's fr and g2 ones renamed.
 * Not in the library. */
#ifndef OAT_TOYG2_H
#define OAT_TOYG2_H

#include "oat/bn254.h"

#define OAT_TOYG2_FR_BITS 10
#define OAT_TOYG2_FR_BYTES 2
#define OAT_TOYG2_FR_DIGS ((10 + OAT_WSIZE - 1) / OAT_WSIZE)

typedef struct { oat_dig_t d[OAT_TOYG2_FR_DIGS]; } oat_toyg2_fr_st;
typedef oat_toyg2_fr_st oat_toyg2_fr_t[1];
typedef struct { oat_bn254_fp2_t x, y, z; } oat_toyg2_g2_st;
typedef oat_toyg2_g2_st oat_toyg2_g2_t[1];
/* the fixed-base table of a point (g2_mul_pre, g2_mul_fix) for 3-bit sub-scalars */
#define OAT_TOYG2_G2_PRE_WIN ((3 + OAT_PRE_W - 1) / OAT_PRE_W)
typedef struct {
	oat_dig_t t[OAT_TOYG2_G2_PRE_WIN][1 << (OAT_PRE_W - 1)][4 * OAT_BN254_FP_DIGS];
	oat_dig_t inf;
} oat_toyg2_g2_pre_st;
typedef oat_toyg2_g2_pre_st oat_toyg2_g2_pre_t[1];

OAT_API void oat_toyg2_fr_zero(oat_toyg2_fr_t r);
OAT_API void oat_toyg2_fr_set_dig(oat_toyg2_fr_t r, oat_dig_t d);
OAT_API void oat_toyg2_fr_copy(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API int oat_toyg2_fr_is_zero(const oat_toyg2_fr_t a);
OAT_API int oat_toyg2_fr_cmp(const oat_toyg2_fr_t a, const oat_toyg2_fr_t b);
OAT_API int oat_toyg2_fr_equal(const oat_toyg2_fr_t a, const oat_toyg2_fr_t b);
OAT_API int oat_toyg2_fr_is_odd(const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_cmov(oat_toyg2_fr_t r, const oat_toyg2_fr_t a, int bit);
OAT_API void oat_toyg2_fr_add(oat_toyg2_fr_t r, const oat_toyg2_fr_t a, const oat_toyg2_fr_t b);
OAT_API void oat_toyg2_fr_sub(oat_toyg2_fr_t r, const oat_toyg2_fr_t a, const oat_toyg2_fr_t b);
OAT_API void oat_toyg2_fr_neg(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_dbl(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_hlv(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_mul(oat_toyg2_fr_t r, const oat_toyg2_fr_t a, const oat_toyg2_fr_t b);
OAT_API void oat_toyg2_fr_sqr(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_mul_dig(oat_toyg2_fr_t r, const oat_toyg2_fr_t a, oat_dig_t d);
OAT_API void oat_toyg2_fr_inv(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_inv_vartime(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_inv_sim(oat_toyg2_fr_t r[], const oat_toyg2_fr_t a[], size_t n);
OAT_API int oat_toyg2_fr_sqrt(oat_toyg2_fr_t r, const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_fr_exp(oat_toyg2_fr_t r, const oat_toyg2_fr_t a, const unsigned char *e, size_t len);
OAT_API int oat_toyg2_fr_is_square(const oat_toyg2_fr_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_fr_read_bin(oat_toyg2_fr_t r, const unsigned char *buf, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_fr_read_bin_wide(oat_toyg2_fr_t r, const unsigned char *buf, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_fr_write_bin(unsigned char *buf, size_t len, const oat_toyg2_fr_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_fr_read_str(oat_toyg2_fr_t r, const char *str, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_fr_write_str(char *str, size_t len, const oat_toyg2_fr_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_fr_rand(oat_toyg2_fr_t r, oat_rand_fn rng, void *ctx);
OAT_API void oat_toyg2_fr_get_digs(oat_dig_t out[OAT_TOYG2_FR_DIGS], const oat_toyg2_fr_t a);
OAT_API void oat_toyg2_g2_set_infty(oat_toyg2_g2_t r);
OAT_API void oat_toyg2_g2_get_gen(oat_toyg2_g2_t r);
OAT_API void oat_toyg2_g2_copy(oat_toyg2_g2_t r, const oat_toyg2_g2_t a);
OAT_API int oat_toyg2_g2_is_infty(const oat_toyg2_g2_t a);
OAT_API int oat_toyg2_g2_is_valid(const oat_toyg2_g2_t a);
OAT_API int oat_toyg2_g2_equal(const oat_toyg2_g2_t a, const oat_toyg2_g2_t b);
OAT_API void oat_toyg2_g2_cmov(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, int bit);
OAT_API void oat_toyg2_g2_neg(oat_toyg2_g2_t r, const oat_toyg2_g2_t a);
OAT_API void oat_toyg2_g2_add(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, const oat_toyg2_g2_t b);
OAT_API void oat_toyg2_g2_sub(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, const oat_toyg2_g2_t b);
OAT_API void oat_toyg2_g2_dbl(oat_toyg2_g2_t r, const oat_toyg2_g2_t a);
OAT_API void oat_toyg2_g2_norm(oat_toyg2_g2_t r, const oat_toyg2_g2_t a);
OAT_API void oat_toyg2_g2_mul(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, const oat_toyg2_fr_t k);
OAT_API void oat_toyg2_g2_mul_gen(oat_toyg2_g2_t r, const oat_toyg2_fr_t k);
OAT_API void oat_toyg2_g2_mul_sim(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, const oat_toyg2_fr_t k,
		const oat_toyg2_g2_t b, const oat_toyg2_fr_t l);
OAT_API void oat_toyg2_g2_mul_vartime(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, const oat_toyg2_fr_t k);
OAT_API void oat_toyg2_g2_mul_sim_vartime(oat_toyg2_g2_t r, const oat_toyg2_g2_t a[], const oat_toyg2_fr_t k[],
		size_t n);
OAT_API void oat_toyg2_g2_mul_sim_gen(oat_toyg2_g2_t r, const oat_toyg2_fr_t k, const oat_toyg2_g2_t a,
		const oat_toyg2_fr_t l);
OAT_API void oat_toyg2_g2_mul_sim_gen_vartime(oat_toyg2_g2_t r, const oat_toyg2_fr_t k, const oat_toyg2_g2_t a,
		const oat_toyg2_fr_t l);
OAT_API void oat_toyg2_g2_mul_dig(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, oat_dig_t k);
OAT_API size_t oat_toyg2_g2_msm_scratch_size(size_t n);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_msm_vartime(oat_toyg2_g2_t r, const oat_toyg2_g2_t a[],
		const oat_toyg2_fr_t k[], size_t n, void *scratch);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_msm(oat_toyg2_g2_t r, const oat_toyg2_g2_t a[], const oat_toyg2_fr_t k[],
		size_t n);
OAT_API void oat_toyg2_g2_mul_pre(oat_toyg2_g2_pre_t t, const oat_toyg2_g2_t a);
OAT_API void oat_toyg2_g2_mul_fix(oat_toyg2_g2_t r, const oat_toyg2_g2_pre_t t, const oat_toyg2_fr_t k);
OAT_API void oat_toyg2_g2_frb(oat_toyg2_g2_t r, const oat_toyg2_g2_t a, int k);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_read_bin(oat_toyg2_g2_t r, const unsigned char *buf, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_write_bin(unsigned char *buf, size_t len, const oat_toyg2_g2_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_map(oat_toyg2_g2_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_map_vartime(oat_toyg2_g2_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
OAT_API void oat_toyg2_g2_map_fp2(oat_toyg2_g2_t r, const oat_bn254_fp2_t u);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_encode(oat_toyg2_g2_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg2_g2_rand(oat_toyg2_g2_t r, oat_rand_fn rng, void *ctx);

#endif
