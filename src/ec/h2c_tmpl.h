/* Hashing to a group (RFC 9380, section 3), written once for G1 over Fp and
 * G2 over Fp2.  The group's instance file includes it last, after its
 * family's file, which defines
 *   void G(map_fp_)(PT r, const FET u)     map_to_curve, onto E (or E')
 *   and optionally, with G_MAP_PAIR defined,
 *   void G(map_pair_)(PT r0, PT r1, const FET u0, const FET u1)
 *                                          both maps of hash_to_curve at once
 *   and, with G_MAP_PAIR_VARTIME, G(map_pair_vartime_) the same in
 *   variable time,
 *   static void G(clear_)(PT r, const PT a)  clear_cofactor,
 * and the includer names the public one-element map G_MAP_ELEM (map_fp on
 * G1, map_fp2 on G2).  Field elements come from expand_message_xmd with
 * SHA-256 (oat/md.h), HASH_L bytes per Fp coefficient (k = 128). */

/* hash_to_field: count elements, FE_NFP coefficients of HASH_L bytes each. */
static void G(hash_to_field_)(FET *u, int count, const unsigned char *buf) {
	for (int i = 0; i < count; i++)
		for (int j = 0; j < FE_NFP; j++)
			FP(set_bytes_)(((FP(st) *)(void *)u[i]) + j, buf + (FE_NFP * i + j) * HASH_L, HASH_L);
}

/* map_to_curve and clear_cofactor of one element (encode_to_curve without
 * the hash). */
void G(G_MAP_ELEM)(PT r, const FET u) {
	PT q;
	G(map_fp_)(q, u);
	G(clear_)(r, q);
}

/* hash_to_curve: u0, u1 = hash_to_field(msg, 2); clear_cofactor(Q0 + Q1)
 * for Qi = map_to_curve(ui); with vartime, the family's variable-time maps
 * where it has them (SvdW: half the maps skip an exponentiation), for
 * public messages. */
static oat_err G(hash_)(PT r, const unsigned char *msg, size_t len, const unsigned char *dst,
		size_t dstlen, int vartime) {
	unsigned char buf[2 * FE_NFP * HASH_L];
	FET u[2];
	PT q;
	oat_err e;
	(void)vartime;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	G(set_infty)(r);
	if ((e = oat_md_xmd(buf, sizeof(buf), msg, len, dst, dstlen)) != OAT_OK) return e;
	G(hash_to_field_)(u, 2, buf);
#if defined(G_MAP_PAIR_VARTIME)
	if (vartime)
		G(map_pair_vartime_)(r, q, u[0], u[1]);
	else
#endif
#if defined(G_MAP_PAIR)
	G(map_pair_)(r, q, u[0], u[1]);   /* the two maps' inversions as one */
#else
	{
		G(map_fp_)(r, u[0]);
		G(map_fp_)(q, u[1]);
	}
#endif
	G(add)(r, r, q);
	G(clear_)(r, r);
	return OAT_OK;
}

oat_err G(map)(PT r, const unsigned char *msg, size_t len, const unsigned char *dst, size_t dstlen) {
	return G(hash_)(r, msg, len, dst, dstlen, 0);
}

/* The same point in variable time (elsewhere than SvdW, G(map)'s steps). */
oat_err G(map_vartime)(PT r, const unsigned char *msg, size_t len, const unsigned char *dst,
		size_t dstlen) {
	return G(hash_)(r, msg, len, dst, dstlen, 1);
}

/* encode_to_curve (the _NU_ suites): u = hash_to_field(msg, 1),
 * clear_cofactor(map_to_curve(u)). */
oat_err G(encode)(PT r, const unsigned char *msg, size_t len, const unsigned char *dst, size_t dstlen) {
	unsigned char buf[FE_NFP * HASH_L];
	FET u;
	oat_err e;
	if (r == NULL) return OAT_ERR_ARGUMENT;
	G(set_infty)(r);
	if ((e = oat_md_xmd(buf, sizeof(buf), msg, len, dst, dstlen)) != OAT_OK) return e;
	G(hash_to_field_)(&u, 1, buf);
	G(G_MAP_ELEM)(r, u);
	return OAT_OK;
}
