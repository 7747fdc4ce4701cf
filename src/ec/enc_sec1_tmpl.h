/* The SEC 1 encodings of a point (SEC 1 v2, Certicom 2009, sections 2.3.3
 * and 2.3.4; X9.62): written once for the NIST curves (the includer's
 * group, after ep_tmpl.h's group law).
 *   uncompressed: 04 || x || y, 1 + 2 CBYTES bytes;
 *   compressed:   02 || x (y even) or 03 || x (y odd), 1 + CBYTES bytes;
 * coordinates big-endian of the canonical values.  SEC 1 encodes the point
 * at infinity as the single byte 00; no protocol here may take it (a public
 * key, an ECDH peer), so the encoders refuse it and the decoder reports it
 * with its own error.  The hybrid form (06, 07) is not accepted. */
#define SEC1_UNCOMP 0x04
#define SEC1_EVEN 0x02
#define SEC1_ODD 0x03

/* Checks, in order, each with its own error: the argument, the length
 * against the first byte (OAT_ERR_LENGTH), the first byte (OAT_ERR_INFINITY
 * for 00, OAT_ERR_FLAGS for anything but 02, 03, 04), x, y < p
 * (OAT_ERR_NOT_CANONICAL), the curve equation (OAT_ERR_NOT_ON_CURVE) or,
 * compressed, the existence of y (OAT_ERR_NO_SQRT).  On failure r is
 * infinity.  Public data: the checks may return early. */
oat_err G(read_bin)(PT r, const unsigned char *buf, size_t len) {
	PT t;
	oat_err e;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	G(set_infty)(r);
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len == 0) return OAT_ERR_LENGTH;
	switch (buf[0]) {
	case 0x00:
		return len == 1 ? OAT_ERR_INFINITY : OAT_ERR_LENGTH;
	case SEC1_UNCOMP:
		if (len != 1 + 2 * (size_t)CBYTES) return OAT_ERR_LENGTH;
		if ((e = FE(read_bin)(t->x, buf + 1, CBYTES)) != OAT_OK) return e;
		if ((e = FE(read_bin)(t->y, buf + 1 + CBYTES, CBYTES)) != OAT_OK) return e;
		FE(set_dig)(t->z, 1);
		if (!G(on_curve_)(t)) return OAT_ERR_NOT_ON_CURVE;
		break;
	case SEC1_EVEN:
	case SEC1_ODD: {
		FET ny;
		if (len != 1 + (size_t)CBYTES) return OAT_ERR_LENGTH;
		if ((e = FE(read_bin)(t->x, buf + 1, CBYTES)) != OAT_OK) return e;
		if (!G(sqrt_rhs_)(t->y, t->x)) return OAT_ERR_NO_SQRT;
		/* y = 0 would make both prefixes valid; no point of a prime-order
		 * curve has it (it would be of order 2) */
		FEI(neg)(ny, t->y);
		FE(cmov)(t->y, ny, FE(is_odd)(t->y) ^ (buf[0] & 1));
		FE(set_dig)(t->z, 1);
		break;
	}
	default:
		return OAT_ERR_FLAGS;
	}
	/* the copy; on a curve with a cofactor (the exhaustive tests' toy
	 * curve) after the subgroup test, OAT_ERR_NOT_IN_GROUP */
	return G(accept_)(r, t, 1);
}

/* 04 || x || y or 02/03 || x, by len; OAT_ERR_LENGTH for any other length
 * and OAT_ERR_INFINITY for the point at infinity, with buf zeroed. */
oat_err G(write_bin)(unsigned char *buf, size_t len, const PT a) {
	PT t;
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if ((len != 1 + 2 * (size_t)CBYTES && len != 1 + (size_t)CBYTES) || a == NULL) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return a == NULL ? OAT_ERR_ARGUMENT : OAT_ERR_LENGTH;
	}
	if (G(is_infty)(a)) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return OAT_ERR_INFINITY;
	}
	G(norm)(t, a);
	FE(put_bytes_)(buf + 1, t->x);
	if (len == 1 + 2 * (size_t)CBYTES) {
		buf[0] = SEC1_UNCOMP;
		FE(put_bytes_)(buf + 1 + CBYTES, t->y);
	} else {
		buf[0] = (unsigned char)(SEC1_EVEN | FE(is_odd)(t->y));
	}
	return OAT_OK;
}

#undef SEC1_UNCOMP
#undef SEC1_EVEN
#undef SEC1_ODD
