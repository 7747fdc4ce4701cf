/* Internal interface of the field layer for the layers above, for the
 * curve of the translation unit (its curve.h names FP and FR):
 * double-width values for lazy reduction (Aranha, Karabina, Longa, Gebotys,
 * Lopez, Eurocrypt 2011): products are summed unreduced and reduced once.
 *
 * Bounds (p < 2^254 = R/4 with R = 2^(W n)): a value handed to FP(rdc)
 * must be < p R.  A product of two values < 2p is < 4p^2 < p R; FPD(add)
 * and FPD(sub) keep results in [0, p R); the unreduced _n variants are
 * for sums and differences the caller has bounded. */
#ifndef OAT_FP_INT_H
#define OAT_FP_INT_H

#ifndef FP
#error "fp_int.h needs a curve header (src/curves/<curve>/curve.h) first"
#endif

typedef struct { oat_dig_t d[2 * FP_DIGS]; } FPD(st);
typedef FPD(st) FPD(t)[1];

void FP(muln)(FPD(t) c, const FP(t) a, const FP(t) b); /* c = a b */
void FP(sqrn)(FPD(t) c, const FP(t) a);                   /* c = a^2 */
void FP(rdc)(FP(t) r, const FPD(t) c);                    /* r = c / R mod p */
void FP(addn)(FP(t) r, const FP(t) a, const FP(t) b);  /* a + b < 2p, unreduced */
void FPD(add)(FPD(t) c, const FPD(t) a, const FPD(t) b); /* mod p R */
void FPD(sub)(FPD(t) c, const FPD(t) a, const FPD(t) b); /* mod p R */
void FPD(addn)(FPD(t) c, const FPD(t) a, const FPD(t) b); /* plain */
void FPD(subn)(FPD(t) c, const FPD(t) a, const FPD(t) b); /* plain, a >= b */

/* ---- the VERIFY build (OAT_VERIFY=ON, as libsecp256k1's VERIFY) ----
 * OAT_VERIFY_CHECK(cond) aborts with its file and line when cond is false;
 * the inline field operations (fp_inl.h) and the tower's double-width ones
 * (ext/fp2d_inl.h) check with it the bounds above: every Fp operand and
 * result below p, every double-width value below p R, the unreduced sums of
 * the Karatsuba products below 2p and their differences non-negative.
 * Off, the checks are not compiled. */
#if defined(OAT_VERIFY)
#include <stdio.h>
#include <stdlib.h>
#include "fp/mont.h"
#define OAT_VERIFY_CHECK(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "oat VERIFY failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__); \
		abort(); \
	} \
} while (0)
static inline const oat_dig_t *FP(vmod_)(void) {
	static const oat_dig_t m[FP_DIGS] = OAT_FP_MODULUS;
	return m;
}
/* a < p */
static inline int FP(vred_)(const oat_dig_t *a) { return (int)oat_lt_n(a, FP(vmod_)(), FP_DIGS); }
/* a < 2p (a + b for a, b < p: FP(addn)) */
static inline int FP(vred2_)(const oat_dig_t *a) {
	oat_dig_t t[FP_DIGS];
	oat_dig_t borrow = oat_subn_n(t, a, FP(vmod_)(), FP_DIGS);
	return (int)borrow || (int)oat_lt_n(t, FP(vmod_)(), FP_DIGS);
}
/* a double-width c < p R: its top half below p */
static inline int FPD(vred_)(const oat_dig_t *c) { return FP(vred_)(c + FP_DIGS); }
#else
#define OAT_VERIFY_CHECK(cond) ((void)0)
#endif

/* The canonical value of a as little-endian digits. */
void FP(get_digs)(oat_dig_t out[FP_DIGS], const FP(t) a);
/* r = a^e for a public exponent e of n digits (sliding windows; the
 * sequence of operations depends on e only, not on a). */
void FP(exp_pub)(FP(t) r, const FP(t) a, const oat_dig_t *e, int n);
/* Reads a Montgomery-form constant of the parameter tables. */
void FP(set_raw)(FP(t) r, const oat_dig_t d[FP_DIGS]);
/* r = the big-endian value buf[0..len) mod p or mod r (read_bin_wide
 * without the argument check, for hashing to the field and key
 * generation); buf[0..FP_BYTES) = the canonical value of a (write_bin of the
 * right length, which cannot fail). */
void FP(set_bytes_)(FP(t) r, const unsigned char *buf, size_t len);
void FP(put_bytes_)(unsigned char *buf, const FP(t) a);
void FR(set_bytes_)(FR(t) r, const unsigned char *buf, size_t len);
void FR(put_bytes_)(unsigned char *buf, const FR(t) a);

#endif
