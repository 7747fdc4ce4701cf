/* Integer arithmetic on scalars for the ec layer's recodings: decomposition
 * by an endomorphism (GLV / GLS) and regular signed-digit recoding.
 *
 * Values are fixed-width integers of OAT_SC_DIGS digits (256 bits), read as
 * two's complement where a sign is meant.  Everything is constant-time in the
 * values: no branch and no memory index depends on a digit, only on the
 * public widths and positions.  Internal (static); included by g1.c and g2.c
 * through mul_tmpl.h. */
#ifndef OAT_EC_SCALAR_IMPL_H
#define OAT_EC_SCALAR_IMPL_H

#include <string.h>
#include "fp/mont.h"   /* oat_madd2, oat_adc, oat_sbb: digit kernels */
#include "fp/util.h"   /* oat_wipe */

/* Digits of the scalars' integers: those of r, unless the includer asks for
 * more (the NIST curves' plain recoding of whole scalars needs a digit above
 * n, src/ec/ep_tmpl.h). */
#ifndef OAT_SC_DIGS
#define OAT_SC_DIGS FR_DIGS
#endif
#define OAT_SC_BITS (OAT_SC_DIGS * OAT_WSIZE)

#if !defined(ENDO_D) || ENDO_D > 1   /* the decomposition (none without an endomorphism) */
/* r = floor((a b + 2^(B - 1)) / 2^B) for B = OAT_SC_BITS and a, b < 2^B:
 * the high half of the product, rounded to nearest.  No overflow:
 * (2^B - 1)^2 + 2^(B - 1) < 2^(2B). */
static void oat_sc_mulhi_round_(oat_dig_t r[OAT_SC_DIGS], const oat_dig_t a[OAT_SC_DIGS],
		const oat_dig_t b[OAT_SC_DIGS]) {
	oat_dig_t t[2 * OAT_SC_DIGS], c;
	for (int i = 0; i < 2 * OAT_SC_DIGS; i++) t[i] = 0;
	for (int i = 0; i < OAT_SC_DIGS; i++) {
		c = 0;
		for (int j = 0; j < OAT_SC_DIGS; j++) c = oat_madd2(&t[i + j], a[i], b[j], t[i + j], c);
		t[i + OAT_SC_DIGS] = c;
	}
	c = oat_adc(&t[OAT_SC_DIGS - 1], t[OAT_SC_DIGS - 1], (oat_dig_t)1 << (OAT_WSIZE - 1), 0);
	for (int i = OAT_SC_DIGS; i < 2 * OAT_SC_DIGS; i++) c = oat_adc(&t[i], t[i], 0, c);
	for (int i = 0; i < OAT_SC_DIGS; i++) r[i] = t[OAT_SC_DIGS + i];
	oat_wipe(t, sizeof(t));
}

/* r = r - a b mod 2^B (the low half of the product only). */
static void oat_sc_mulsub_(oat_dig_t r[OAT_SC_DIGS], const oat_dig_t a[OAT_SC_DIGS],
		const oat_dig_t b[OAT_SC_DIGS]) {
	oat_dig_t t[OAT_SC_DIGS], c;
	for (int i = 0; i < OAT_SC_DIGS; i++) t[i] = 0;
	for (int i = 0; i < OAT_SC_DIGS; i++) {
		c = 0;
		for (int j = 0; i + j < OAT_SC_DIGS; j++) c = oat_madd2(&t[i + j], a[i], b[j], t[i + j], c);
	}
	c = 0;
	for (int i = 0; i < OAT_SC_DIGS; i++) c = oat_sbb(&r[i], r[i], t[i], c);
	oat_wipe(t, sizeof(t));
}

/* Decomposition of k (0 <= k < r, canonical digits) along a reduced basis
 * of the lattice L = {(k_0..k_{d-1}) : sum k_i mu^i = 0 mod r}, where mu is
 * the eigenvalue of the endomorphism (Babai's rounding, as in Gallant,
 * Lambert and Vanstone, Crypto 2001), with the divisions by r replaced by
 * multiplications by precomputed g_j ~ 2^B |c_j| / r and a shift, so that
 * nothing depends on k but the values:
 *   a_j = floor((k g_j + 2^(B-1)) / 2^B),   g_j = round(2^B |c_j| / r),
 *   s_i = [i = 0] k - sum_j a_j b'_ji        (mod 2^B, two's complement),
 * with (r, 0, .., 0) = sum_j c_j b_j and b'_j = sign(c_j) b_j.  Then
 * sum_i s_i mu^i = k mod r since every b_j is in L, and |s_i| is at most
 * (1/2 + r/2^(B+1)) sum_j |b_ji|, which tools/gen_params.py proves below
 * 2^BITS - 1 (the _BITS constant of the curve).
 * g: dim rows of OAT_SC_DIGS digits; b: dim x dim rows (b[j][i] = b'_ji);
 * s: dim rows out. */
static void oat_sc_decomp_(oat_dig_t *s, const oat_dig_t k[OAT_SC_DIGS],
		const oat_dig_t *g, const oat_dig_t *b, int dim) {
	oat_dig_t a[OAT_SC_DIGS];
	for (int i = 0; i < dim; i++)
		for (int l = 0; l < OAT_SC_DIGS; l++) s[i * OAT_SC_DIGS + l] = (i == 0) ? k[l] : 0;
	for (int j = 0; j < dim; j++) {
		oat_sc_mulhi_round_(a, k, g + j * OAT_SC_DIGS);
		for (int i = 0; i < dim; i++)
			oat_sc_mulsub_(s + i * OAT_SC_DIGS, a, b + (j * dim + i) * OAT_SC_DIGS);
	}
	oat_wipe(a, sizeof(a));
}


/* Makes every sub-scalar of a decomposition odd, so that the regular
 * recoding below needs no parity correction (tools/gen_params.py odd_fix):
 * adding a row b'_j of the basis keeps sum s_i mu^i mod r; the parities to
 * fix, e_i = 1 - (s_i mod 2), select the rows by c_j = parity(e AND
 * solve[j]) (c = e A^-1 over GF(2), A_ji = b'_ji mod 2); a chosen row is
 * added with the sign that sets its dominant entry, at dom[j], against
 * s_dom[j], which bounds the result (the curve's _ODD_BITS).  Masks only:
 * the same operations for every s.  b as for oat_sc_decomp_. */
static inline void oat_sc_odd_(oat_dig_t *s, const oat_dig_t *b, const unsigned char *dom,
		const unsigned char *solve, int dim) {
	oat_dig_t e = 0;
	for (int i = 0; i < dim; i++) e |= ((s[i * OAT_SC_DIGS] & 1) ^ 1) << i;
	for (int j = 0; j < dim; j++) {
		oat_dig_t x = e & solve[j], c, neg;
		for (int sh = 4; sh; sh >>= 1) x ^= x >> sh;      /* dim <= 8 */
		c = (oat_dig_t)0 - (x & 1);
		/* subtract when s_dom and b'_j,dom have the same sign (s_dom >= 0
		 * counted positive), else add: s += c AND (b'_j XOR neg) + (c AND neg
		 * AND 1), two's complement */
		neg = (s[dom[j] * OAT_SC_DIGS + OAT_SC_DIGS - 1] ^
			b[(j * dim + dom[j]) * OAT_SC_DIGS + OAT_SC_DIGS - 1]) >> (OAT_WSIZE - 1);
		neg = (oat_dig_t)0 - (neg ^ 1);
		for (int i = 0; i < dim; i++) {
			oat_dig_t cy = c & neg & 1, *si = s + i * OAT_SC_DIGS;
			const oat_dig_t *bi = b + (j * dim + i) * OAT_SC_DIGS;
			for (int l = 0; l < OAT_SC_DIGS; l++) cy = oat_adc(&si[l], si[l], c & (bi[l] ^ neg), cy);
		}
	}
}
#endif

/* Regular signed-digit recoding: every digit odd and nonzero, as in the
 * regular recodings of Joye and Tunstall ("Exponent recoding and regular
 * exponentiation algorithms", Africacrypt 2009), here in a closed form that
 * reads the digits off one integer: for an odd s with |s| <= 2^nb - 1, put
 *   u = (s + 2^nb - 1) / 2,   0 <= u < 2^nb;
 * then s = 2u - (2^nb - 1) = sum_j (2 U_j - (2^w - 1)) 2^(w j) for the w-bit
 * windows U_j of u (nb a multiple of w), every digit odd and of absolute
 * value < 2^w.
 * On input s is two's complement with |s| <= 2^nb - 2 when even (<= 2^nb - 1
 * when odd), nb < OAT_SC_BITS.  Even s is made odd first: returns
 * e = 1 - (s mod 2) and recodes s - e (the caller adds e times its point).
 * The sum s - e + 2^nb - 1 lies in [0, 2^(nb+1) - 2], so it is computed mod
 * 2^B without loss. */
static oat_dig_t oat_sc_recode_(oat_dig_t u[OAT_SC_DIGS], const oat_dig_t s[OAT_SC_DIGS], int nb) {
	oat_dig_t e = (s[0] & 1) ^ 1, c = 0, m;
	for (int i = 0; i < OAT_SC_DIGS; i++) {
		/* digit i of the public constant 2^nb - 1 */
		if ((i + 1) * OAT_WSIZE <= nb) m = ~(oat_dig_t)0;
		else if (i * OAT_WSIZE < nb) m = ((oat_dig_t)1 << (nb - i * OAT_WSIZE)) - 1;
		else m = 0;
		c = oat_adc(&u[i], s[i], m, c);
	}
	c = oat_sbb(&u[0], u[0], e, 0);
	for (int i = 1; i < OAT_SC_DIGS; i++) c = oat_sbb(&u[i], u[i], 0, c);
	for (int i = 0; i < OAT_SC_DIGS - 1; i++) u[i] = (u[i] >> 1) | (u[i + 1] << (OAT_WSIZE - 1));
	u[OAT_SC_DIGS - 1] >>= 1;
	return e;
}

/* The w-bit window of u at bit pos (public pos and w, w < 16). */
static unsigned oat_sc_window_(const oat_dig_t u[OAT_SC_DIGS], int pos, int w) {
	int i = pos / OAT_WSIZE, sh = pos % OAT_WSIZE;
	oat_dig_t x = u[i] >> sh;
	if (sh + w > OAT_WSIZE && i + 1 < OAT_SC_DIGS) x |= u[i + 1] << (OAT_WSIZE - sh);
	return (unsigned)(x & (((oat_dig_t)1 << w) - 1));
}

/* 1 if a = b, else 0, without a branch (a, b < 2^31). */
static int oat_sc_eq_(unsigned a, unsigned b) {
	unsigned x = a ^ b;
	return (int)(((x - 1) >> (8 * sizeof(unsigned) - 1)) & 1);
}

/* o = entry idx of a table of n entries of ndig digits each (entry i at
 * tab + i ndig), every digit of every entry read and the right one kept by
 * a mask, digit by digit over the entries so each output digit is stored
 * once.  n <= OAT_SC_TAB_MAX (checked by the callers at compile time). */
#define OAT_SC_TAB_MAX 32
#if defined(__GNUC__)
/* 16-byte vectors of digits (GCC's and clang's vector extensions: SSE2 on
 * x86-64, NEON on ARMv7, pairs of scalar operations elsewhere): the same
 * masks and ORs, half or a quarter of the instructions (the comb of P-256
 * reads 16 entries of 8 digits per window: 384 scalar instructions). */
typedef oat_dig_t oat_sc_vec_ __attribute__((vector_size(16)));
#define OAT_SC_VL ((int)(16 / sizeof(oat_dig_t)))
#endif
#if defined(OAT_ARITH_X86_64)
#include "arch/x86_64/x64_routines.h"
#endif
/* GCC (12, 32-bit ARM) warns -Waggressive-loop-optimizations on the scalar
 * tail loop below where an inlined call leaves it no iteration (the vector
 * loop took every digit): a false positive, silenced for this function. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Waggressive-loop-optimizations"
#endif
static void oat_sc_tab_read_(oat_dig_t *o, const oat_dig_t *tab, int ndig, unsigned n, unsigned idx) {
#if defined(OAT_ARITH_X86_64)
	/* entries of a multiple of 32 bytes: the assembly read (AVX2 where the
	 * CPU has it), the accumulators in registers, 128 bytes of every entry
	 * at a time (GT's 576-byte entries of BLS12-381 in five slices) up to
	 * OAT_X64_TAB_READ_MAX (x64_routines.h) */
	size_t bytes = (size_t)ndig * sizeof(oat_dig_t);
	if (bytes % 32 == 0 && bytes <= OAT_X64_TAB_READ_MAX) {
		for (size_t off = 0; off < bytes; off += 128)
			OAT_X64_TAB_READ((uint64_t *)o + off / 8, (const uint64_t *)tab + off / 8,
					bytes - off < 128 ? bytes - off : 128, n, idx, bytes);
		return;
	}
#endif
	oat_dig_t m[OAT_SC_TAB_MAX];
	int l = 0;
	for (unsigned i = 0; i < n; i++) m[i] = (oat_dig_t)0 - (oat_dig_t)oat_sc_eq_(i, idx);
#if defined(OAT_SC_VL)
	oat_sc_vec_ mv[OAT_SC_TAB_MAX];
	for (unsigned i = 0; i < n; i++) {     /* whole vectors (GCC 12 warns of lanes otherwise) */
		oat_sc_vec_ v = {0};
		for (int k = 0; k < OAT_SC_VL; k++) v[k] = m[i];
		mv[i] = v;
	}
	for (; l + OAT_SC_VL <= ndig; l += OAT_SC_VL) {
		oat_sc_vec_ v = {0}, x;
		for (unsigned i = 0; i < n; i++) {
			memcpy(&x, tab + (size_t)i * (size_t)ndig + (size_t)l, sizeof(x));
			v |= x & mv[i];
		}
		memcpy(o + l, &v, sizeof(v));
	}
#endif
	for (; l < ndig; l++) {
		oat_dig_t v = 0;
		for (unsigned i = 0; i < n; i++) v |= tab[(size_t)i * (size_t)ndig + (size_t)l] & m[i];
		o[l] = v;
	}
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

/* Width-w NAF of a two's-complement s (|s| < 2^(bits)), variable-time, for
 * public scalars only: naf[0..len) with every nonzero digit odd, |d| < 2^(w-1),
 * at least w - 1 zeros after each, and s = sum naf[i] 2^i; 2 <= w <= 15.
 * naf must have room for bits + 1 digits; returns len.
 *
 * Method: the bits of m = |s| are read from the bottom with a carry c; at a
 * bit that differs from c the w-bit window there plus c is the digit d,
 * taken as d - 2^w (and c = 1) when d >= 2^(w-1), and the next w - 1 bits
 * are skipped.  No digit lands above bit `bits`: a window that reaches past
 * it holds fewer than w - 1 bits of m, so d <= 2^(w-1) and, d being odd,
 * d < 2^(w-1) gives no carry. */
static int oat_sc_wnaf_vartime_(short *naf, const oat_dig_t s[OAT_SC_DIGS], int bits, int w) {
	oat_dig_t m[OAT_SC_DIGS], c;
	int neg = (int)(s[OAT_SC_DIGS - 1] >> (OAT_WSIZE - 1)), len = 0, carry = 0;
	c = (oat_dig_t)neg;
	for (int i = 0; i < OAT_SC_DIGS; i++) {   /* m = |s| */
		oat_dig_t x = neg ? ~s[i] : s[i];
		m[i] = x + c;
		c = (m[i] < c);
	}
	for (int i = 0; i <= bits; i++) naf[i] = 0;
	for (int i = 0; i <= bits && i < OAT_SC_BITS;) {
		int b = (int)((m[i / OAT_WSIZE] >> (i % OAT_WSIZE)) & 1);
		if (b == carry) {
			i++;
			continue;
		}
		int d = (int)oat_sc_window_(m, i, w) + carry;
		carry = (d >> (w - 1)) & 1;
		d -= carry << w;
		naf[i] = (short)(neg ? -d : d);
		len = i + 1;
		i += w;
	}
	return len;
}

#endif
