/* A prime-order group of points on y^2 = x^3 + b (a = 0), written once and
 * instantiated for G1 over Fp (g1.c) and G2 over Fp2 (g2.c).  The includer
 * defines:
 *   G(x)            public name of operation x (oat_g1_##x)
 *   PT, PST         point types;  FET: coordinate type (oat_fp_t)
 *   FE(x)           coordinate field operation x (oat_fp_##x)
 *   FE_SUM2         1 if FEI(sum2)(r, a0, b0, a1, b1) = a0 b0 + a1 b1 is one
 *                   fused product (then the formulas use it for their sums
 *                   of products), else 0
 *   FEI(x)          the same for x in add, sub, neg, dbl, mul, sqr, copy, sum2,
 *                   inline where the field offers it (oat_fp_##x##_i; the
 *                   formulas are made of these, and an out-of-line call
 *                   costs about a third of an addition); defaults to FE(x)
 *   FE_LOAD(r, k)   loads constant k of the parameter tables into r
 *   C_B, C_GX, C_GY b and the generator, as raw tables
 *   G(mul_b3_)(r, a) r = 3b a (by additions where 3b is a small integer)
 *   CBYTES          bytes of one encoded coordinate
 *   G_COFACTOR_ONE  1 if every point on the curve is in the group; otherwise
 *                   the includer declares static int G(in_group_)(const PT),
 *                   the subgroup test of a point on the curve
 *
 * Points are homogeneous projective (X : Y : Z) with x = X/Z, y = Y/Z; the
 * point at infinity is (0 : Y : 0), Y != 0.  Addition and doubling use the
 * complete formulas for a = 0 of Renes, Costello and Batina, "Complete
 * addition formulas for prime order elliptic curves", Eurocrypt 2016,
 * Algorithms 7 and 9: correct for every pair of inputs, infinity included,
 * so nothing branches on a point. */

#ifndef FEI
#define FEI(x) FE(x)
#endif
#ifndef FE_SUM2
#define FE_SUM2 0
#endif


void G(set_infty)(PT r) {
	FE(zero)(r->x);
	FE(set_dig)(r->y, 1);
	FE(zero)(r->z);
}

void G(get_gen)(PT r) {
	FE_LOAD(r->x, C_GX);
	FE_LOAD(r->y, C_GY);
	FE(set_dig)(r->z, 1);
}

void G(copy)(PT r, const PT a) {
	FEI(copy)(r->x, a->x);
	FEI(copy)(r->y, a->y);
	FEI(copy)(r->z, a->z);
}

int G(is_infty)(const PT a) { return FE(is_zero)(a->z); }

void G(cmov)(PT r, const PT a, int bit) {
	FE(cmov)(r->x, a->x, bit);
	FE(cmov)(r->y, a->y, bit);
	FE(cmov)(r->z, a->z, bit);
}

/* Y^2 Z = X^3 + b Z^3 and (X, Y, Z) != (0, 0, 0) (Z = 0 then forces X = 0). */
static int G(on_curve_)(const PT a) {
	FET l, t, b;
	FE_LOAD(b, C_B);
	FEI(sqr)(l, a->y);
	FEI(mul)(l, l, a->z);
	FEI(sqr)(t, a->z);
	FEI(mul)(t, t, a->z);
	FEI(mul)(t, t, b);
	FEI(sqr)(b, a->x);
	FEI(mul)(b, b, a->x);
	FEI(add)(t, t, b);
	return FE(equal)(l, t) & (1 - (FE(is_zero)(a->y) & FE(is_zero)(a->z)));
}

int G(equal)(const PT a, const PT b) {
	FET t0, t1;
	int eq;
	FEI(mul)(t0, a->x, b->z);
	FEI(mul)(t1, b->x, a->z);
	eq = FE(equal)(t0, t1);
	FEI(mul)(t0, a->y, b->z);
	FEI(mul)(t1, b->y, a->z);
	return eq & FE(equal)(t0, t1);
}

void G(neg)(PT r, const PT a) {
	FEI(copy)(r->x, a->x);
	FEI(neg)(r->y, a->y);
	FEI(copy)(r->z, a->z);
}

/* RCB16 Algorithm 7 (a = 0): 12M + 2 m_3b + 19a. */
/* The end of RCB16 Algorithms 7 and 8:
 *   X3 = t3 t1 - t4 y3,  Y3 = t1 z3 + y3 t0,  Z3 = z3 t4 + t0 t3,
 * as sums of two products where the field fuses them (FE_SUM2). */
static void G(add_end_)(PT r, const FET t0, const FET t1, const FET t3, const FET t4, const FET y3,
		const FET z3) {
	FET x, y, z;
#if FE_SUM2
	FEI(neg)(x, y3);
	FEI(sum2)(x, t3, t1, t4, x);
	FEI(sum2)(y, t1, z3, y3, t0);
	FEI(sum2)(z, z3, t4, t0, t3);
#else
	FET u;
	FEI(mul)(x, t4, y3);
	FEI(mul)(u, t3, t1);
	FEI(sub)(x, u, x);
	FEI(mul)(y, y3, t0);
	FEI(mul)(u, t1, z3);
	FEI(add)(y, u, y);
	FEI(mul)(z, z3, t4);
	FEI(mul)(u, t0, t3);
	FEI(add)(z, z, u);
#endif
	FEI(copy)(r->x, x);
	FEI(copy)(r->y, y);
	FEI(copy)(r->z, z);
}

void G(add)(PT r, const PT p, const PT q) {
	FET t0, t1, t2, t3, t4, x3, y3, z3;
	FEI(mul)(t0, p->x, q->x);      /* t0 = X1 X2 */
	FEI(mul)(t1, p->y, q->y);      /* t1 = Y1 Y2 */
	FEI(mul)(t2, p->z, q->z);      /* t2 = Z1 Z2 */
#if FE_SUM2
	FEI(sum2)(t3, p->x, q->y, q->x, p->y);   /* t3 = X1 Y2 + X2 Y1 */
	FEI(sum2)(t4, p->y, q->z, q->y, p->z);   /* t4 = Y1 Z2 + Y2 Z1 */
	FEI(sum2)(y3, p->x, q->z, q->x, p->z);   /* y3 = X1 Z2 + X2 Z1 */
#else
	FEI(add)(t3, p->x, p->y);
	FEI(add)(t4, q->x, q->y);
	FEI(mul)(t3, t3, t4);          /* t3 = (X1 + Y1)(X2 + Y2) */
	FEI(add)(t4, t0, t1);
	FEI(sub)(t3, t3, t4);          /* t3 = X1 Y2 + X2 Y1 */
	FEI(add)(t4, p->y, p->z);
	FEI(add)(x3, q->y, q->z);
	FEI(mul)(t4, t4, x3);          /* t4 = (Y1 + Z1)(Y2 + Z2) */
	FEI(add)(x3, t1, t2);
	FEI(sub)(t4, t4, x3);          /* t4 = Y1 Z2 + Y2 Z1 */
	FEI(add)(x3, p->x, p->z);
	FEI(add)(y3, q->x, q->z);
	FEI(mul)(x3, x3, y3);          /* x3 = (X1 + Z1)(X2 + Z2) */
	FEI(add)(y3, t0, t2);
	FEI(sub)(y3, x3, y3);          /* y3 = X1 Z2 + X2 Z1 */
#endif
	FEI(dbl)(x3, t0);
	FEI(add)(t0, x3, t0);          /* t0 = 3 X1 X2 */
	G(mul_b3_)(t2, t2);           /* t2 = 3b Z1 Z2 */
	FEI(add)(z3, t1, t2);
	FEI(sub)(t1, t1, t2);
	G(mul_b3_)(y3, y3);
	G(add_end_)(r, t0, t1, t3, t4, y3, z3);
}

void G(sub)(PT r, const PT p, const PT q) {
	PT t;
	G(neg)(t, q);
	G(add)(r, p, t);
}

/* RCB16 Algorithm 9 (a = 0): 6M + 2S + 1 m_3b + 9a. */
void G(dbl)(PT r, const PT p) {
	FET t0, t1, t2, x3, y3, z3;
	FEI(sqr)(t0, p->y);            /* t0 = Y^2 */
	FEI(dbl)(z3, t0);
	FEI(dbl)(z3, z3);
	FEI(dbl)(z3, z3);              /* z3 = 8 Y^2 */
	FEI(mul)(t1, p->y, p->z);      /* t1 = Y Z */
	FEI(sqr)(t2, p->z);
	G(mul_b3_)(t2, t2);           /* t2 = 3b Z^2 */
	FEI(add)(y3, t0, t2);          /* y3 = Y^2 + 3b Z^2 */
	FEI(dbl)(x3, t2);
	FEI(add)(x3, x3, t2);          /* x3 = 9b Z^2 */
	FEI(sub)(t0, t0, x3);          /* t0 = Y^2 - 9b Z^2 */
#if FE_SUM2
	FEI(sum2)(y3, t2, z3, t0, y3); /* Y3 = 3b Z^2 8 Y^2 + t0 y3 */
#else
	FEI(mul)(x3, t2, z3);
	FEI(mul)(y3, t0, y3);
	FEI(add)(y3, x3, y3);          /* Y3 */
#endif
	FEI(mul)(z3, t1, z3);          /* Z3 = 8 Y^3 Z */
	FEI(mul)(t1, p->x, p->y);
	FEI(mul)(x3, t0, t1);
	FEI(dbl)(x3, x3);              /* X3 = 2 X Y (Y^2 - 9b Z^2) */
	FEI(copy)(r->x, x3);
	FEI(copy)(r->y, y3);
	FEI(copy)(r->z, z3);
}

void G(norm)(PT r, const PT a) {
	FET zi;
	PT t, inf;
	FE(inv)(zi, a->z);            /* 0 for infinity */
	FEI(mul)(t->x, a->x, zi);
	FEI(mul)(t->y, a->y, zi);
	FE(set_dig)(t->z, 1);
	G(set_infty)(inf);
	G(cmov)(t, inf, G(is_infty)(a));
	G(copy)(r, t);
}

/* Scalar multiplication by an oat_fr_t (mul, mul_gen, mul_sim, the
 * variable-time ones) is in mul_impl.h, which the includer adds after this
 * file with the endomorphism of the group. */

#if !G_COFACTOR_ONE
/* r = k a for a public integer k of n little-endian digits, variable-time:
 * 4-bit windows, zero windows skipped; the plain integer multiple, right on
 * every point of the curve (not only the group). */
static void G(mul_digs_vartime_)(PT r, const PT a, const oat_dig_t *k, int n) {
	PT tab[16], acc;
	int w = n * OAT_WSIZE / 4 - 1, started = 0;
	G(set_infty)(tab[0]);
	G(copy)(tab[1], a);
	for (int i = 2; i < 16; i++) G(add)(tab[i], tab[i - 1], a);
	G(set_infty)(acc);
	for (; w >= 0; w--) {
		unsigned idx = (unsigned)(k[(4 * w) / OAT_WSIZE] >> ((4 * w) % OAT_WSIZE)) & 15;
		if (started)
			for (int j = 0; j < 4; j++) G(dbl)(acc, acc);
		if (idx) {
			G(add)(acc, acc, tab[idx]);
			started = 1;
		}
	}
	G(copy)(r, acc);
}

/* Jacobian coordinates (x = X / Z^2, y = Y / Z^3) for runs of doublings:
 * dbl-2009-l of the Explicit-Formulas Database for a = 0, 2M + 5S against
 * 6M + 2S + 1 m_3b for RCB's complete doubling.  A point of order 2 (Y = 0)
 * and infinity (Z = 0) double to Z = 0, so the formula has no exception on
 * these curves; additions stay with the complete homogeneous formulas. */
static void G(dbl_jac_)(PT p) {
	FET a, b, c, d, e, f;
	FEI(sqr)(a, p->x);             /* A = X^2 */
	FEI(sqr)(b, p->y);             /* B = Y^2 */
	FEI(sqr)(c, b);                /* C = B^2 */
	FEI(add)(d, p->x, b);
	FEI(sqr)(d, d);
	FEI(sub)(d, d, a);
	FEI(sub)(d, d, c);
	FEI(dbl)(d, d);                /* D = 2 ((X + B)^2 - A - C) = 4 X Y^2 */
	FEI(dbl)(e, a);
	FEI(add)(e, e, a);             /* E = 3A */
	FEI(sqr)(f, e);                /* F = E^2 */
	FEI(mul)(p->z, p->y, p->z);
	FEI(dbl)(p->z, p->z);          /* Z3 = 2 Y Z */
	FEI(dbl)(b, d);
	FEI(sub)(p->x, f, b);          /* X3 = F - 2D */
	FEI(sub)(d, d, p->x);
	FEI(mul)(d, e, d);
	FEI(dbl)(c, c);
	FEI(dbl)(c, c);
	FEI(dbl)(c, c);                /* 8C */
	FEI(sub)(p->y, d, c);          /* Y3 = E (D - X3) - 8C */
}

/* Homogeneous (X : Y : Z) -> Jacobian (X Z : Y Z^2 : Z), and back with
 * (X Z : Y : Z^3); infinity goes to Z = 0 and comes back as (0 : 1 : 0). */
static void G(to_jac_)(PT r, const PT a) {
	FET z2;
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(mul)(r->y, a->y, z2);
	FEI(copy)(r->z, a->z);
}
static void G(from_jac_)(PT r, const PT a) {
	FET z2;
	PT inf;
	int zero = FE(is_zero)(a->z);
	FEI(sqr)(z2, a->z);
	FEI(mul)(r->x, a->x, a->z);
	FEI(copy)(r->y, a->y);
	FEI(mul)(r->z, z2, a->z);
	G(set_infty)(inf);
	G(cmov)(r, inf, zero);
}

/* r = k a for a public integer k of 64 bits: double-and-add from the top
 * bit, the doublings in Jacobian coordinates and each addition complete
 * (RCB) in homogeneous ones; the operations depend on k only. */
static void G(mul_u64_)(PT r, const PT a, uint64_t k) {
	PT acc, h;
	if (k == 0) {
		G(set_infty)(r);
		return;
	}
	int top = 63 - __builtin_clzll(k);
	G(to_jac_)(acc, a);
	for (int i = top - 1; i >= 0; i--) {
		G(dbl_jac_)(acc);
		if ((k >> i) & 1) {
			G(from_jac_)(h, acc);
			G(add)(h, h, a);
			G(to_jac_)(acc, h);
		}
	}
	G(from_jac_)(r, acc);
}

/* The slow but obviously right subgroup test, r a = O; kept for tests. */
static int G(order_test_)(const PT a) {
	static const oat_dig_t order[OAT_FR_DIGS] = OAT_FR_MODULUS;
	PT t;
	G(mul_digs_vartime_)(t, a, order, OAT_FR_DIGS);
	return G(is_infty)(t);
}
#endif

int G(is_valid)(const PT a) {
	int ok = G(on_curve_)(a);
#if !G_COFACTOR_ONE
	if (ok) ok = G(in_group_)(a);
#endif
	return ok;
}

#ifndef CO_READ
#define CO_READ(r, buf) FE(read_bin)(r, buf, CBYTES)
#define CO_WRITE(buf, a) FE(write_bin)(buf, CBYTES, a)
#endif

#if !defined(OAT_ENC_ZCASH)
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
		FET b, y2, ny;
		FE_LOAD(b, C_B);
		FEI(sqr)(y2, t->x);
		FEI(mul)(y2, y2, t->x);
		FEI(add)(y2, y2, b);
		if (!FE(sqrt)(t->y, y2)) return OAT_ERR_NO_SQRT;
		FEI(neg)(ny, t->y);
		FE(cmov)(t->y, ny, SGN0(t->y) ^ ((fl & OAT_FLAG_SIGN) != 0));
		FE(set_dig)(t->z, 1);
	} else {
		return OAT_ERR_LENGTH;
	}
#if !G_COFACTOR_ONE
	if (check_group && !G(in_group_)(t)) return OAT_ERR_NOT_IN_GROUP;
#else
	(void)check_group;
#endif
	G(copy)(r, t);
	return OAT_OK;
}

oat_err G(write_bin)(unsigned char *buf, size_t len, const PT a) {
	PT t;
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 2 * CBYTES && len != CBYTES) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return OAT_ERR_LENGTH;
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
#else
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
		FET b, y2, ny;
		FE_LOAD(b, C_B);
		FEI(sqr)(y2, t->x);
		FEI(mul)(y2, y2, t->x);
		FEI(add)(y2, y2, b);
		if (!FE(sqrt)(t->y, y2)) return OAT_ERR_NO_SQRT;
		FEI(neg)(ny, t->y);
		FE(cmov)(t->y, ny, LEXLARGE(t->y) ^ ((fl & OAT_FLAG_S) != 0));
		FE(set_dig)(t->z, 1);
	}
#if !G_COFACTOR_ONE
	if (check_group && !G(in_group_)(t)) return OAT_ERR_NOT_IN_GROUP;
#else
	(void)check_group;
#endif
	G(copy)(r, t);
	return OAT_OK;
}

oat_err G(write_bin)(unsigned char *buf, size_t len, const PT a) {
	PT t;
	unsigned char fl;
	if (buf == NULL) return OAT_ERR_ARGUMENT;
	if (len != 2 * CBYTES && len != CBYTES) {
		for (size_t i = 0; i < len; i++) buf[i] = 0;
		return OAT_ERR_LENGTH;
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
#endif

oat_err G(read_bin)(PT r, const unsigned char *buf, size_t len) { return G(read_)(r, buf, len, 1); }
oat_err G(read_bin_unchecked)(PT r, const unsigned char *buf, size_t len) { return G(read_)(r, buf, len, 0); }

oat_err G(rand)(PT r, oat_rand_fn rng, void *ctx) {
	oat_fr_t k;
	oat_err e = oat_fr_rand(k, rng, ctx);
	if (e != OAT_OK) {
		G(set_infty)(r);
		return e;
	}
	G(mul_gen)(r, k);
	return OAT_OK;
}
