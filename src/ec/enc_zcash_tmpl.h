/* The ZCash encodings of BLS12-381 points, written once for G1 and G2 (the
 * includer's group, after g1_tmpl.h or g2_tmpl.h). */
#include "ec/ec_int.h"
/* 1 if a > (p - 1)/2: the ZCash sign, "lexicographically largest". */
static int FP(lexlarge_)(const FP(t) a) {
	static const oat_dig_t half[FP_DIGS] = OAT_FP_HALF; /* (p + 1)/2 */
	FP(t) h;
	FP(set_raw)(h, half);
	return FP(cmp)(a, h) >= 0;
}
#if FE_NFP == 1
#define CO_READ(r, buf) FP(read_bin)(r, buf, FP_BYTES)
#define CO_WRITE(buf, a) FP(put_bytes_)(buf, a)
#define LEXLARGE(a) FP(lexlarge_)(a)
#else
/* The ZCash coordinate order c1 || c0, and its sign: the larger of y, -y
 * compared on c1, or on c0 when c1 = 0. */
static oat_err G(co_read_)(FET r, const unsigned char *buf) {
	oat_err e;
	if ((e = FP(read_bin)(r->c[1], buf, FP_BYTES)) != OAT_OK ||
			(e = FP(read_bin)(r->c[0], buf + FP_BYTES, FP_BYTES)) != OAT_OK)
		FE(zero)(r);
	return e;
}
static void G(co_write_)(unsigned char *buf, const FET a) {
	FP(put_bytes_)(buf, a->c[1]);
	FP(put_bytes_)(buf + FP_BYTES, a->c[0]);
}
static int G(lexlarge_)(const FET a) {
	int z1 = FP(is_zero)(a->c[1]);
	return (z1 & FP(lexlarge_)(a->c[0])) | ((1 - z1) & FP(lexlarge_)(a->c[1]));
}
#define CO_READ(r, buf) G(co_read_)(r, buf)
#define CO_WRITE(buf, a) G(co_write_)(buf, a)
#define LEXLARGE(a) G(lexlarge_)(a)
#endif

/* The ZCash serialization of BLS12-381 points (zkcrypto/bls12_381, the
 * "serialization" notes; used by blst, the Ethereum consensus specs and the
 * IETF BLS draft): big-endian coordinates, G2's x as c1 || c0, and three
 * flags in the top bits of the first byte (p < 2^381 leaves three spare):
 *   0x80 C  compressed form (x only, CBYTES) when set; x || y when clear
 *   0x40 I  the point at infinity (every other bit zero)
 *   0x20 S  compressed only: y is the lexicographically largest root
 *           (LEXLARGE: y > (p - 1)/2, for Fp2 on c1, or on c0 when c1 = 0). */
#define OAT_FLAG_C 0x80
#define OAT_FLAG_I 0x40
#define OAT_FLAG_S 0x20
#define OAT_FLAGS (OAT_FLAG_C | OAT_FLAG_I | OAT_FLAG_S)

static oat_err G(read_)(PT r, const unsigned char *buf, size_t len, int check_group) {
	PT t;
	oat_err e;
	unsigned char acc = 0, x[2 * CBYTES];
	unsigned char fl;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	G(set_infty)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 2 * CBYTES && len != CBYTES) return OAT_ERR_LENGTH;
	fl = buf[0] & OAT_FLAGS;
	memcpy(x, buf, len);
	x[0] &= (unsigned char)~OAT_FLAGS;
	/* C must match the length; S only in the compressed form of a finite point */
	if (((fl & OAT_FLAG_C) != 0) != (len == CBYTES)) return OAT_ERR_FLAGS;
	if ((fl & OAT_FLAG_S) && (len != CBYTES || (fl & OAT_FLAG_I))) return OAT_ERR_FLAGS;
	if (fl & OAT_FLAG_I) {
		for (size_t i = 0; i < len; i++) acc |= x[i];
		return acc ? OAT_ERR_INFINITY : OAT_OK;
	}
	if ((e = CO_READ(t->x, x)) != OAT_OK) return e;
	if (len == 2 * CBYTES) {
		if ((e = CO_READ(t->y, x + CBYTES)) != OAT_OK) return e;
		FE(set_dig)(t->z, 1);
		if (!G(on_curve_)(t)) return OAT_ERR_NOT_ON_CURVE;
	} else {
		FET ny;
		if (!G(sqrt_rhs_)(t->y, t->x)) return OAT_ERR_NO_SQRT;
		FEI(neg)(ny, t->y);
		FE(cmov)(t->y, ny, LEXLARGE(t->y) ^ ((fl & OAT_FLAG_S) != 0));
		FE(set_dig)(t->z, 1);
	}
	return G(accept_)(r, t, check_group);
}

oat_err G(write_bin)(unsigned char *buf, size_t len, const PT a) {
	PT t;
	unsigned char fl;
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if ((len != 2 * CBYTES && len != CBYTES) || a == NULL) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	unsigned char inf = (unsigned char)G(is_infty)(a), fin = (unsigned char)(inf - 1);
	G(norm)(t, a);
	CO_WRITE(buf, t->x);
	if (len == 2 * CBYTES) {
		CO_WRITE(buf + CBYTES, t->y);
		fl = 0;
	} else {
		fl = (unsigned char)(OAT_FLAG_C | ((LEXLARGE(t->y) ? OAT_FLAG_S : 0) & fin));
	}
	for (size_t i = 0; i < len; i++) buf[i] &= fin;
	buf[0] |= (unsigned char)(fl | (OAT_FLAG_I & (unsigned char)-inf));
	return OAT_OK;
}

oat_err G(read_bin)(PT r, const unsigned char *buf, size_t len) { return G(read_)(r, buf, len, 1); }
/* without the subgroup test: internal (ec/ec_int.h says why) */
oat_err G(read_bin_unchecked_)(PT r, const unsigned char *buf, size_t len) { return G(read_)(r, buf, len, 0); }
