/* The exhaustive tests' G1 toy (tools/gen_toy.py g1header; do not edit by
 * hand): points of y^2 = x^3 + 4 over BN-P254's p in the subgroup of prime
 * order l = 373, its scalars mod l; the coordinates are the library's
 * oat_bn254_fp_t.  The prototypes are BN-P254's fr and g1 ones renamed.
 * Not in the library. */
#ifndef OAT_TOYG1_H
#define OAT_TOYG1_H

#include "oat/bn254.h"

#define OAT_TOYG1_FR_BITS 9
#define OAT_TOYG1_FR_BYTES 2
#define OAT_TOYG1_FR_DIGS ((9 + OAT_WSIZE - 1) / OAT_WSIZE)

typedef struct { oat_dig_t d[OAT_TOYG1_FR_DIGS]; } oat_toyg1_fr_st;
typedef oat_toyg1_fr_st oat_toyg1_fr_t[1];
typedef struct { oat_bn254_fp_t x, y, z; } oat_toyg1_g1_st;
typedef oat_toyg1_g1_st oat_toyg1_g1_t[1];
/* the fixed-base table of a point (g1_mul_pre, g1_mul_fix) for 4-bit sub-scalars */
#define OAT_TOYG1_G1_PRE_WIN ((4 + OAT_PRE_W - 1) / OAT_PRE_W)
typedef struct {
	oat_dig_t t[OAT_TOYG1_G1_PRE_WIN][1 << (OAT_PRE_W - 1)][2 * OAT_BN254_FP_DIGS];
	oat_dig_t inf;
} oat_toyg1_g1_pre_st;
typedef oat_toyg1_g1_pre_st oat_toyg1_g1_pre_t[1];

OAT_API void oat_toyg1_fr_zero(oat_toyg1_fr_t r);
OAT_API void oat_toyg1_fr_set_dig(oat_toyg1_fr_t r, oat_dig_t d);
OAT_API void oat_toyg1_fr_copy(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API int oat_toyg1_fr_is_zero(const oat_toyg1_fr_t a);
OAT_API int oat_toyg1_fr_cmp(const oat_toyg1_fr_t a, const oat_toyg1_fr_t b);
OAT_API int oat_toyg1_fr_equal(const oat_toyg1_fr_t a, const oat_toyg1_fr_t b);
OAT_API int oat_toyg1_fr_is_odd(const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_cmov(oat_toyg1_fr_t r, const oat_toyg1_fr_t a, int bit);
OAT_API void oat_toyg1_fr_add(oat_toyg1_fr_t r, const oat_toyg1_fr_t a, const oat_toyg1_fr_t b);
OAT_API void oat_toyg1_fr_sub(oat_toyg1_fr_t r, const oat_toyg1_fr_t a, const oat_toyg1_fr_t b);
OAT_API void oat_toyg1_fr_neg(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_dbl(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_hlv(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_mul(oat_toyg1_fr_t r, const oat_toyg1_fr_t a, const oat_toyg1_fr_t b);
OAT_API void oat_toyg1_fr_sqr(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_mul_dig(oat_toyg1_fr_t r, const oat_toyg1_fr_t a, oat_dig_t d);
OAT_API void oat_toyg1_fr_inv(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_inv_vartime(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_inv_sim(oat_toyg1_fr_t r[], const oat_toyg1_fr_t a[], size_t n);
OAT_API int oat_toyg1_fr_sqrt(oat_toyg1_fr_t r, const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_fr_exp(oat_toyg1_fr_t r, const oat_toyg1_fr_t a, const unsigned char *e, size_t len);
OAT_API int oat_toyg1_fr_is_square(const oat_toyg1_fr_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_fr_read_bin(oat_toyg1_fr_t r, const unsigned char *buf, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_fr_read_bin_wide(oat_toyg1_fr_t r, const unsigned char *buf, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_fr_write_bin(unsigned char *buf, size_t len, const oat_toyg1_fr_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_fr_read_str(oat_toyg1_fr_t r, const char *str, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_fr_write_str(char *str, size_t len, const oat_toyg1_fr_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_fr_rand(oat_toyg1_fr_t r, oat_rand_fn rng, void *ctx);
OAT_API void oat_toyg1_fr_get_digs(oat_dig_t out[OAT_TOYG1_FR_DIGS], const oat_toyg1_fr_t a);
OAT_API void oat_toyg1_g1_set_infty(oat_toyg1_g1_t r);
OAT_API void oat_toyg1_g1_get_gen(oat_toyg1_g1_t r);
OAT_API void oat_toyg1_g1_copy(oat_toyg1_g1_t r, const oat_toyg1_g1_t a);
OAT_API int oat_toyg1_g1_is_infty(const oat_toyg1_g1_t a);
OAT_API int oat_toyg1_g1_is_valid(const oat_toyg1_g1_t a);
OAT_API int oat_toyg1_g1_equal(const oat_toyg1_g1_t a, const oat_toyg1_g1_t b);
OAT_API void oat_toyg1_g1_cmov(oat_toyg1_g1_t r, const oat_toyg1_g1_t a, int bit);
OAT_API void oat_toyg1_g1_neg(oat_toyg1_g1_t r, const oat_toyg1_g1_t a);
OAT_API void oat_toyg1_g1_add(oat_toyg1_g1_t r, const oat_toyg1_g1_t a, const oat_toyg1_g1_t b);
OAT_API void oat_toyg1_g1_sub(oat_toyg1_g1_t r, const oat_toyg1_g1_t a, const oat_toyg1_g1_t b);
OAT_API void oat_toyg1_g1_dbl(oat_toyg1_g1_t r, const oat_toyg1_g1_t a);
OAT_API void oat_toyg1_g1_norm(oat_toyg1_g1_t r, const oat_toyg1_g1_t a);
OAT_API void oat_toyg1_g1_mul(oat_toyg1_g1_t r, const oat_toyg1_g1_t a, const oat_toyg1_fr_t k);
OAT_API void oat_toyg1_g1_mul_gen(oat_toyg1_g1_t r, const oat_toyg1_fr_t k);
OAT_API void oat_toyg1_g1_mul_sim(oat_toyg1_g1_t r, const oat_toyg1_g1_t a, const oat_toyg1_fr_t k,
		const oat_toyg1_g1_t b, const oat_toyg1_fr_t l);
OAT_API void oat_toyg1_g1_mul_vartime(oat_toyg1_g1_t r, const oat_toyg1_g1_t a, const oat_toyg1_fr_t k);
OAT_API void oat_toyg1_g1_mul_sim_vartime(oat_toyg1_g1_t r, const oat_toyg1_g1_t a[], const oat_toyg1_fr_t k[],
		size_t n);
OAT_API void oat_toyg1_g1_mul_sim_gen(oat_toyg1_g1_t r, const oat_toyg1_fr_t k, const oat_toyg1_g1_t a,
		const oat_toyg1_fr_t l);
OAT_API void oat_toyg1_g1_mul_sim_gen_vartime(oat_toyg1_g1_t r, const oat_toyg1_fr_t k, const oat_toyg1_g1_t a,
		const oat_toyg1_fr_t l);
OAT_API size_t oat_toyg1_g1_msm_scratch_size(size_t n);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_msm_vartime(oat_toyg1_g1_t r, const oat_toyg1_g1_t a[],
		const oat_toyg1_fr_t k[], size_t n, void *scratch);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_msm(oat_toyg1_g1_t r, const oat_toyg1_g1_t a[], const oat_toyg1_fr_t k[],
		size_t n);
OAT_API void oat_toyg1_g1_mul_dig(oat_toyg1_g1_t r, const oat_toyg1_g1_t a, oat_dig_t k);
OAT_API void oat_toyg1_g1_mul_pre(oat_toyg1_g1_pre_t t, const oat_toyg1_g1_t a);
OAT_API void oat_toyg1_g1_mul_fix(oat_toyg1_g1_t r, const oat_toyg1_g1_pre_t t, const oat_toyg1_fr_t k);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_read_bin(oat_toyg1_g1_t r, const unsigned char *buf, size_t len);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_write_bin(unsigned char *buf, size_t len, const oat_toyg1_g1_t a);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_map(oat_toyg1_g1_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_map_vartime(oat_toyg1_g1_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
OAT_API void oat_toyg1_g1_map_fp(oat_toyg1_g1_t r, const oat_bn254_fp_t u);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_encode(oat_toyg1_g1_t r, const unsigned char *msg, size_t len,
		const unsigned char *dst, size_t dstlen);
OAT_API OAT_WARN_UNUSED oat_err oat_toyg1_g1_rand(oat_toyg1_g1_t r, oat_rand_fn rng, void *ctx);

#endif
