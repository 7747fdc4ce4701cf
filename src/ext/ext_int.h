/* Internal interface of the extension layer for the layers above. */
#ifndef OAT_EXT_INT_H
#define OAT_EXT_INT_H


/* The Frobenius constants gamma_{k,j} = xi^(j (p^k - 1)/6), k = 1..3, j = 1..5. */
void EXT(frob_const)(FP2(t) g, int k, int j);
/* the same constant as raw Montgomery digits: for k = 1, 3 an Fp2 element
 * (2 FP_DIGS digits), for k = 2 one Fp element */
const oat_dig_t *EXT(frob_raw)(int k, int j);

/* buf[0..2 FP_BYTES) = c0 || c1 (write_bin of the right length). */
void FP2(put_bytes_)(unsigned char *buf, const FP2(t) a);
/* 1/a (0 -> 0) for public a, by Fp's variable-time inversion (G2's
 * variable-time methods). */
void FP2(inv_vartime)(FP2(t) r, const FP2(t) a);
/* Loads a Montgomery-form Fp2 constant of the parameter tables. */
void FP2(set_raw)(FP2(t) r, const oat_dig_t k[2][FP_DIGS]);

/* The second half of FP2(sqrt): a root of a from a root s of its norm
 * a0^2 + a1^2 (p = 3 mod 4); one exponentiation in Fp, constant-time.  The
 * result is a root of a whenever s^2 is the norm. */
void FP2(sqrt_norm_)(FP2(t) r, const FP2(t) a, const FP(t) s);
/* sqrt_ratio of RFC 9380 (section F.2.1) in Fp2 for v != 0 and a non-square
 * z with nc^2 = -N(z): returns 1 and a root y of u / v if u / v is a square,
 * else 0 and a root of z u / v.  One inversion and two exponentiations in
 * Fp; constant-time. */
int FP2(sqrt_ratio_)(FP2(t) y, const FP2(t) u, const FP2(t) v,
		const FP2(t) z, const FP(t) nc);

#if defined(FP12)
/* FP12(sqr_pck) without writing g0 and g1 (r's c0.c0 and c1.c1 keep what
 * they held): the links of a chain after its first, whose zeros stay. */
void FP12(sqr_pck_)(FP12(t) r, const FP12(t) a);
#endif

#endif
