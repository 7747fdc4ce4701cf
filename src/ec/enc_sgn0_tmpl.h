/* The encodings of oat's BN curves, written once for G1 and G2 (the
 * includer's group, after g1_tmpl.h or g2_tmpl.h): x || y uncompressed,
 * and compressed x with two flags in the top bits of its first byte, which
 * p < 2^(8 CBYTES - 2) leaves spare: the point at infinity, and the sign
 * of y as RFC 9380's sgn0 (SGN0 of the includer). */
#include "ec/ec_int.h"
/* one coordinate: FE_NFP Fp elements, big-endian, c0 first */
#define CO_READ(r, buf) FE(read_bin)(r, buf, CBYTES)
#define CO_WRITE(buf, a) FE(put_bytes_)(buf, a)

/* Flags in the top bits of the first byte of a compressed encoding (p has
 * two spare bits): 0x80 the point at infinity, 0x40 the sign sgn0(y). */
#define OAT_FLAG_INF 0x80
#define OAT_FLAG_SIGN 0x40

/* Shared decoder of both forms, chosen by the length: uncompressed x || y
 * (2 CBYTES; infinity is all zeros) or compressed x with flags (CBYTES).
 * Checks, each with its own error: length, flags, canonical coordinates,
 * curve equation (uncompressed) or square root (compressed), and, unless
 * check_group is 0, the subgroup. */
static oat_err G(read_)(PT r, const unsigned char *buf, size_t len, int check_group) {
	PT t;
	oat_err e;
	unsigned char acc = 0, x[CBYTES];
	if (r == NULL) return OAT_ERR_ARGUMENT;
	G(set_infty)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len == 2 * CBYTES) {
		for (size_t i = 0; i < len; i++) acc |= buf[i];
		if (acc == 0) return OAT_OK;
		if ((e = CO_READ(t->x, buf)) != OAT_OK) return e;
		if ((e = CO_READ(t->y, buf + CBYTES)) != OAT_OK) return e;
		FE(set_dig)(t->z, 1);
		if (!G(on_curve_)(t)) return OAT_ERR_NOT_ON_CURVE;
	} else if (len == CBYTES) {
		unsigned char fl = buf[0] & (OAT_FLAG_INF | OAT_FLAG_SIGN);
		memcpy(x, buf, CBYTES);
		x[0] &= (unsigned char)~(OAT_FLAG_INF | OAT_FLAG_SIGN);
		if (fl & OAT_FLAG_INF) {
			if (fl & OAT_FLAG_SIGN) return OAT_ERR_FLAGS;
			for (size_t i = 0; i < CBYTES; i++) acc |= x[i];
			return acc ? OAT_ERR_INFINITY : OAT_OK;
		}
		if ((e = CO_READ(t->x, x)) != OAT_OK) return e;
		FET ny;
		if (!G(sqrt_rhs_)(t->y, t->x)) return OAT_ERR_NO_SQRT;
		FEI(neg)(ny, t->y);
		FE(cmov)(t->y, ny, SGN0(t->y) ^ ((fl & OAT_FLAG_SIGN) != 0));
		FE(set_dig)(t->z, 1);
	} else {
		return OAT_ERR_LENGTH;
	}
	return G(accept_)(r, t, check_group);
}

oat_err G(write_bin)(unsigned char *buf, size_t len, const PT a) {
	PT t;
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if ((len != 2 * CBYTES && len != CBYTES) || a == NULL) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	int inf = G(is_infty)(a);
	G(norm)(t, a);
	CO_WRITE(buf, t->x);
	if (len == 2 * CBYTES) {
		CO_WRITE(buf + CBYTES, t->y);
		/* infinity normalizes to (0, 1): write all zeros */
		for (size_t i = 0; i < len; i++) buf[i] &= (unsigned char)(inf - 1);
	} else {
		unsigned char sign = (unsigned char)(SGN0(t->y) << 6);
		for (size_t i = 0; i < len; i++) buf[i] &= (unsigned char)(inf - 1);
		buf[0] |= (unsigned char)((sign & (unsigned char)(inf - 1)) | (OAT_FLAG_INF & (unsigned char)-inf));
	}
	return OAT_OK;
}

oat_err G(read_bin)(PT r, const unsigned char *buf, size_t len) { return G(read_)(r, buf, len, 1); }
/* without the subgroup test: internal (ec/ec_int.h says why) */
oat_err G(read_bin_unchecked_)(PT r, const unsigned char *buf, size_t len) { return G(read_)(r, buf, len, 0); }
