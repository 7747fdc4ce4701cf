/* Constant-time modular inversion by divsteps: D. J. Bernstein and B.-Y.
 * Yang, "Fast constant-time gcd computation and modular inversion", TCHES
 * 2019(3).  Written for oat from the paper (Sections 8-11); the batching of
 * B divsteps into one 2x2 matrix on the low words is their Section 10 (also
 * explained in libsecp256k1's doc/safegcd_implementation.md).
 *
 * One divstep on (delta, f, g), f odd:
 *   delta > 0 and g odd:  (1 - delta, g, (g - f) / 2)
 *   otherwise:            (1 + delta, f, (g + (g mod 2) f) / 2)
 * Starting from (delta0, m, x) with 0 <= x < m, g reaches 0 and f = +-gcd
 * after a number of steps that depends only on a bound for m:
 *   delta0 = 1 (the paper's divsteps): floor((49 bits + 57) / 17) steps for
 *     m < 2^bits, bits >= 46 (Theorem 11.2);
 *   delta0 = 1/2 (P. Wuille's "hddivsteps", same rules): 590 steps for m <=
 *     0x101c840faed222b9ef3bfe933011b277f84ee3d3f6dc8b496d8cd75b8315afec2
 *     (> 2^256), 878 steps for m <= the BLS12-381 prime.  These bounds are
 *     the Coq-checked theorems hddivsteps590 / hddivsteps878 of the
 *     safegcd-bounds project (github.com/sipa/safegcd-bounds, Coq files in
 *     dfaranha/safegcd-bounds); the caller passes the count that applies
 *     (0: use delta0 = 1 and the paper's bound).
 * Alongside, d and e with d x = f, e x = g (mod m) start at (0, 1); at the end
 * f = +-1 and x^-1 = +-d.  The count of divsteps is a function of the
 * modulus only and every step is branch-free, so the run time does not
 * depend on x.
 *
 * Numbers live in OAT_SG_K signed limbs of OAT_SG_B bits (radix 2^B, limbs
 * 0..K-2 in [0, 2^B), the top limb signed), so that a product of a matrix
 * entry (|.| <= 2^B) and a limb fits with room for sums in the double type:
 *   64-bit digits: B = 62, int64 limbs, __int128 products;
 *   32-bit digits: B = 30, int32 limbs, int64 products.
 * One batch of B divsteps works on the low limbs of f and g only (their low B
 * bits decide the next B steps) and yields T = [u v; q r] with
 * 2^B (f', g') = T (f, g), |u| + |v| <= 2^B and |q| + |r| <= 2^B (each step
 * doubles one row's norm bound and adds the rows for the other); then T is
 * applied to the full f, g (exact division by 2^B) and to d, e modulo m
 * (a multiple of m is added to clear the low B bits before dividing; d and e
 * stay in (-2m, m) between batches and are normalised once at the end).
 * Steps past the bound are harmless: with g = 0 a step keeps f and d. */
#ifndef OAT_FP_SAFEGCD_H
#define OAT_FP_SAFEGCD_H

#include <stdint.h>

#if OAT_WSIZE == 64
typedef int64_t oat_sg_t;
typedef uint64_t oat_sgu_t;
typedef __int128 oat_sg2_t;
#define OAT_SG_B 62
#else
typedef int32_t oat_sg_t;
typedef uint32_t oat_sgu_t;
typedef int64_t oat_sg2_t;
#define OAT_SG_B 30
#endif
#define OAT_SG_W ((int)(8 * sizeof(oat_sgu_t)))
#define OAT_SG_MASK ((((oat_sgu_t)1) << OAT_SG_B) - 1)
/* Enough limbs for values in (-2^(bits + 1), 2^(bits + 1)), bits <=
 * OAT_SG_LIMB_BITS (the includer's field size): K B >= OAT_SG_LIMB_BITS + 2. */
#ifndef OAT_SG_LIMB_BITS
#error "define OAT_SG_LIMB_BITS (the bits of the field's digits) before including safegcd.h"
#endif
#define OAT_SG_K ((OAT_SG_LIMB_BITS + 1) / OAT_SG_B + 1)

/* Arithmetic shift right of a signed double word (gcc and clang shift
 * signed values arithmetically; the low bits shifted out are zero wherever
 * an exact division is meant). */
#define OAT_SG_SHR(x) ((x) >> OAT_SG_B)

/* n digits of W bits (little-endian) -> K limbs of B bits. */
static inline void oat_sg_from_digs_(oat_sg_t out[OAT_SG_K], const oat_dig_t *d, int n) {
	for (int j = 0; j < OAT_SG_K; j++) {
		/* bits [B j, B j + W) of d, of which the low B are kept (B < W) */
		int b = j * OAT_SG_B, i = b / OAT_WSIZE, s = b % OAT_WSIZE;
		oat_dig_t w = 0;
		if (i < n) w = d[i] >> s;
		if (s && i + 1 < n) w |= d[i + 1] << (OAT_WSIZE - s);
		out[j] = (oat_sg_t)((oat_sgu_t)w & OAT_SG_MASK);
	}
}

/* K limbs of a value in [0, 2^(W n)) -> n digits. */
static inline void oat_sg_to_digs_(oat_dig_t *d, int n, const oat_sg_t in[OAT_SG_K]) {
	for (int i = 0; i < n; i++) d[i] = 0;
	for (int j = 0; j < OAT_SG_K; j++) {
		oat_sgu_t v = (oat_sgu_t)in[j] & OAT_SG_MASK;
		int b = j * OAT_SG_B, i = b / OAT_WSIZE, s = b % OAT_WSIZE;
		if (i < n) d[i] |= (oat_dig_t)(v << s);
		if (s + OAT_SG_B > OAT_WSIZE && i + 1 < n) d[i + 1] |= (oat_dig_t)(v >> (OAT_WSIZE - s));
	}
}

/* t = {u, v, q, r}: a batch's matrix from its two's complement words */
static inline void oat_sg_mat_(oat_sg_t t[4], oat_sgu_t u, oat_sgu_t v, oat_sgu_t q, oat_sgu_t r) {
	t[0] = (oat_sg_t)u;
	t[1] = (oat_sg_t)v;
	t[2] = (oat_sg_t)q;
	t[3] = (oat_sg_t)r;
}

/* steps <= B divsteps on the low words f, g (f odd), in terms of eta = -delta
 * (hd = 0) or eta = -(delta + 1/2) (hd = 1), an integer both ways with
 * delta > 0 iff eta < 0; returns the new eta and the matrix t = {u, v, q, r}
 * with 2^steps (f', g') = t (f, g) (B steps but in an inversion's last batch).  Per step, with n = (eta < 0) and o = (g odd):
 *   g <- g + (n ? -f : f)   if o      (q, r likewise from u, v)
 *   f <- f + g              if n and o, i.e. f takes the old g
 *   eta <- (n and o) ? -eta - 1 - hd : eta - 1
 *   g <- g / 2, kept exact by doubling f's row of the matrix instead. */
static inline oat_sg_t oat_sg_divsteps_(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t t[4], int hd,
		int steps) {
	const oat_sgu_t k = (oat_sgu_t)hd;
	oat_sgu_t u = 1, v = 0, q = 0, r = 1; /* two's complement in unsigned words */
	oat_sgu_t e = (oat_sgu_t)eta;
	for (int i = 0; i < steps; i++) {
		oat_sgu_t n = (oat_sgu_t)0 - (e >> (OAT_SG_W - 1));
		oat_sgu_t o = (oat_sgu_t)0 - (g & 1);
		g += ((f ^ n) - n) & o;
		q += ((u ^ n) - n) & o;
		r += ((v ^ n) - n) & o;
		n &= o;
		e = (e ^ n) - ((n & k) | (~n & 1));   /* swap: -eta - 1 - hd */
		f += g & n;
		u += q & n;
		v += r & n;
		g >>= 1;
		u <<= 1;
		v <<= 1;
	}
	oat_sg_mat_(t, u, v, q, r);
	return (oat_sg_t)e;
}

#if defined(OAT_ARITH_X86_64) && OAT_WSIZE == 64
/* The hddivsteps batch of oat_sg_divsteps_ (hd = 1) in x86-64 assembly.
 * The steps form one dependency chain (through g and eta), so g's
 * candidates are computed from the old values at once, then chosen by cmov,
 * with s = (eta < 0 and g odd):
 *   f, u, v <- s ? (g, q, r) : (f, u, v)
 *   g, q, r <- s ? (g - f, q - u, r - v)
 *            : g odd ? (g + f, q + u, r + v) : (g, q, r)
 *   eta <- s ? -eta - 2 : eta - 1 = (eta xor -s) - 1
 *   g >>= 1, u <<= 1, v <<= 1
 * (the C step's conditional negation and addition, resolved; the rows are
 * off the chain and take the swap then the addition, with two scratch
 * registers).  1.66 us an inversion against 1.78 for the compiled C (which
 * has fewer instructions but a longer chain).  Thirteen registers: clang
 * with ASan, which keeps some for itself, allocates it (15 did not).  The
 * count is fixed; nothing branches on values. */
#define OAT_SG_HAVE_ASM 1
static inline oat_sg_t oat_sg_hddivsteps_asm_(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t t[4], int n) {
	uint64_t u = 1, v = 0, q = 0, r = 1, e = (uint64_t)eta, m, ta, ts, tq, tr;
	unsigned i = (unsigned)n;
	__asm__(
		"1:\n\t"
		"movq %[e], %[m]\n\t"
		"shrq $63, %[m]\n\t"
		"andq %[g], %[m]\n\t"          /* s */
		"leaq (%[g],%[f]), %[ta]\n\t"  /* g's candidates, from the old values */
		"movq %[g], %[ts]\n\t"
		"subq %[f], %[ts]\n\t"
		"movq %[u], %[tq]\n\t"
		"negq %[tq]\n\t"
		"movq %[v], %[tr]\n\t"
		"negq %[tr]\n\t"
		"testq %[m], %[m]\n\t"
		"cmovnzq %[g], %[f]\n\t"
		"cmovnzq %[q], %[u]\n\t"       /* rows: swapped, the new q, r negated */
		"cmovnzq %[tq], %[q]\n\t"
		"cmovnzq %[r], %[v]\n\t"
		"cmovnzq %[tr], %[r]\n\t"
		"leaq (%[q],%[u]), %[tq]\n\t"
		"leaq (%[r],%[v]), %[tr]\n\t"
		"testq $1, %[g]\n\t"
		"cmovnzq %[ta], %[g]\n\t"
		"cmovnzq %[tq], %[q]\n\t"      /* then added to if g is odd */
		"cmovnzq %[tr], %[r]\n\t"
		"negq %[m]\n\t"                /* -s; ZF = !s */
		"cmovnzq %[ts], %[g]\n\t"
		"xorq %[m], %[e]\n\t"
		"subq $1, %[e]\n\t"            /* s ? -eta - 2 : eta - 1 */
		"shrq $1, %[g]\n\t"
		"addq %[u], %[u]\n\t"
		"addq %[v], %[v]\n\t"
		"decl %[i]\n\t"
		"jnz 1b"
		: [f] "+r"(f), [g] "+r"(g), [u] "+r"(u), [v] "+r"(v), [q] "+r"(q), [r] "+r"(r),
		  [e] "+r"(e), [i] "+r"(i), [m] "=&r"(m), [ta] "=&r"(ta), [ts] "=&r"(ts), [tq] "=&r"(tq),
		  [tr] "=&r"(tr)
		:
		: "cc");
	oat_sg_mat_(t, u, v, q, r);
	return (oat_sg_t)e;
}
#elif defined(OAT_ARITH_ARM32) && OAT_WSIZE == 32 && defined(__arm__) && !defined(__thumb__)
/* The same batch in ARM-state assembly (B = 30 steps on 32-bit words), by
 * conditional execution instead of masks, with s = (eta < 0 and g odd):
 *   if s:      (f, g) <- (g, -f), (u, q) <- (q, -u), (v, r) <- (r, -v)
 *   eta <- s ? ~eta - 1 = -eta - 2 : eta - 1
 *   if g odd:  g += f, q += u, r += v     (after a swap g = -f is odd)
 *   g >>= 1, u <<= 1, v <<= 1
 * which is the C step's (f takes the old g; g the old g - f).  19
 * instructions a step against the compiled C's 31; a condition that fails
 * costs its issue slot all the same on the Cortex-A9, so the time does not
 * depend on the values, and nothing branches on them (Thumb builds, which
 * would need IT blocks, keep the C). */
#define OAT_SG_HAVE_ASM 1
#define OAT_SG_STEP_ALIGN 2   /* two steps an iteration: batches of an even count */
typedef char oat_sg_arm_b_even_[OAT_SG_B % 2 == 0 ? 1 : -1];
#define OAT_SG_ARM_STEP_ \
	"ands %[s], %[g], %[e], lsr #31\n\t" \
	"rsbne %[x], %[f], #0\n\t" \
	"movne %[f], %[g]\n\t" \
	"movne %[g], %[x]\n\t" \
	"rsbne %[x], %[u], #0\n\t" \
	"movne %[u], %[q]\n\t" \
	"movne %[q], %[x]\n\t" \
	"rsbne %[x], %[v], #0\n\t" \
	"movne %[v], %[r]\n\t" \
	"movne %[r], %[x]\n\t" \
	"mvnne %[e], %[e]\n\t" \
	"sub %[e], %[e], #1\n\t" \
	"tst %[g], #1\n\t" \
	"addne %[g], %[g], %[f]\n\t" \
	"addne %[q], %[q], %[u]\n\t" \
	"addne %[r], %[r], %[v]\n\t" \
	"lsr %[g], %[g], #1\n\t" \
	"lsl %[u], %[u], #1\n\t" \
	"lsl %[v], %[v], #1\n\t"
static inline oat_sg_t oat_sg_hddivsteps_asm_(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t t[4], int n) {
	uint32_t u = 1, v = 0, q = 0, r = 1, e = (uint32_t)eta, s, x;
	unsigned i = (unsigned)n / 2;   /* n even (OAT_SG_STEP_ALIGN) */
	(void)sizeof(oat_sg_arm_b_even_);
	__asm__(
		"1:\n\t"
		OAT_SG_ARM_STEP_
		OAT_SG_ARM_STEP_
		"subs %[i], %[i], #1\n\t"
		"bne 1b"
		: [f] "+r"(f), [g] "+r"(g), [u] "+r"(u), [v] "+r"(v), [q] "+r"(q), [r] "+r"(r),
		  [e] "+r"(e), [i] "+r"(i), [s] "=&r"(s), [x] "=&r"(x)
		:
		: "cc");
	oat_sg_mat_(t, u, v, q, r);
	return (oat_sg_t)e;
}
#undef OAT_SG_ARM_STEP_
#endif
/* A batch takes any count of steps up to B, but the ARM assembly's takes
 * an even count (two steps an iteration). */
#ifndef OAT_SG_STEP_ALIGN
#define OAT_SG_STEP_ALIGN 1
#endif

/* A constant-time batch of n steps: the assembly's for hddivsteps where
 * built, else the C. */
static inline oat_sg_t oat_sg_batch_(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t t[4], int hd, int n) {
#if defined(OAT_SG_HAVE_ASM)
	if (hd) return oat_sg_hddivsteps_asm_(eta, f, g, t, n);
#endif
	return oat_sg_divsteps_(eta, f, g, t, hd, n);
}

/* The B divsteps of oat_sg_divsteps_ in variable time, for public values
 * only: the same steps and the same matrix, taken in runs.  A run of z
 * steps on an even g is one shift (g >>= z, u, v <<= z, eta -= z, z the
 * trailing zeros of g, at most the steps left); at an odd g with eta < 0
 * the swap step's exchange ((f, g) <- (g, -f), the rows likewise, eta <-
 * -eta - hd; its halving and eta - 1 are the next shift's); at an odd g with
 * eta >= 0 the next l = min(eta + 1, steps left, 6) steps take no swap, and
 * together add w f to g for the w < 2^l with g + w f = 0 mod 2^l (w = -g /
 * f, the inverse of f mod 64 by Newton's step from f itself, correct mod
 * 8), leaving the l halvings to the next shift. */
static inline oat_sg_t oat_sg_divsteps_var_(oat_sg_t eta, oat_sgu_t f, oat_sgu_t g, oat_sg_t t[4], int hd) {
	oat_sgu_t u = 1, v = 0, q = 0, r = 1, x, w;
	int i = OAT_SG_B, z, l;
	for (;;) {
		x = g | ((oat_sgu_t)0 - ((oat_sgu_t)1 << i));   /* a stop bit at the steps left */
		z = (int)(sizeof(oat_sgu_t) == 8 ? __builtin_ctzll((unsigned long long)x)
						  : __builtin_ctz((unsigned)x));
		g >>= z;
		u <<= z;
		v <<= z;
		eta -= z;
		i -= z;
		if (i == 0) break;
		if (eta < 0) {
			eta = -eta - hd;
			x = f;
			f = g;
			g = (oat_sgu_t)0 - x;
			x = u;
			u = q;
			q = (oat_sgu_t)0 - x;
			x = v;
			v = r;
			r = (oat_sgu_t)0 - x;
		}
		l = (int)eta + 1;
		if (l > i) l = i;
		if (l > 6) l = 6;
		x = f * (2 - f * f);                              /* 1 / f mod 64 */
		w = ((oat_sgu_t)0 - g * x) & (((oat_sgu_t)1 << l) - 1);
		g += w * f;
		q += w * u;
		r += w * v;
	}
	oat_sg_mat_(t, u, v, q, r);
	return eta;
}

/* (f, g) <- t (f, g) / 2^B, exactly. */
static inline void oat_sg_update_fg_(oat_sg_t f[OAT_SG_K], oat_sg_t g[OAT_SG_K], const oat_sg_t t[4]) {
	oat_sg2_t cf = (oat_sg2_t)t[0] * f[0] + (oat_sg2_t)t[1] * g[0];
	oat_sg2_t cg = (oat_sg2_t)t[2] * f[0] + (oat_sg2_t)t[3] * g[0];
	cf = OAT_SG_SHR(cf);
	cg = OAT_SG_SHR(cg);
	for (int j = 1; j < OAT_SG_K; j++) {
		cf += (oat_sg2_t)t[0] * f[j] + (oat_sg2_t)t[1] * g[j];
		cg += (oat_sg2_t)t[2] * f[j] + (oat_sg2_t)t[3] * g[j];
		f[j - 1] = (oat_sg_t)((oat_sgu_t)cf & OAT_SG_MASK);
		g[j - 1] = (oat_sg_t)((oat_sgu_t)cg & OAT_SG_MASK);
		cf = OAT_SG_SHR(cf);
		cg = OAT_SG_SHR(cg);
	}
	f[OAT_SG_K - 1] = (oat_sg_t)cf;
	g[OAT_SG_K - 1] = (oat_sg_t)cg;
}

/* a <- a + (m AND mask), limbs renormalised (mask all-zero or all-one). */
static inline void oat_sg_add_masked_(oat_sg_t a[OAT_SG_K], const oat_sg_t m[OAT_SG_K], oat_sgu_t mask) {
	oat_sg2_t c = 0;
	for (int j = 0; j < OAT_SG_K - 1; j++) {
		c += (oat_sg2_t)a[j] + (oat_sg_t)((oat_sgu_t)m[j] & mask);
		a[j] = (oat_sg_t)((oat_sgu_t)c & OAT_SG_MASK);
		c = OAT_SG_SHR(c);
	}
	a[OAT_SG_K - 1] = (oat_sg_t)(c + a[OAT_SG_K - 1] + (oat_sg_t)((oat_sgu_t)m[OAT_SG_K - 1] & mask));
}

/* All-one if the K-limb value is negative (its top limb is). */
static inline oat_sgu_t oat_sg_neg_mask_(const oat_sg_t a[OAT_SG_K]) {
	return (oat_sgu_t)0 - ((oat_sgu_t)a[OAT_SG_K - 1] >> (OAT_SG_W - 1));
}

/* a in (-m, 2m) -> [0, m). */
static inline void oat_sg_normalize_(oat_sg_t a[OAT_SG_K], const oat_sg_t m[OAT_SG_K], const oat_sg_t nm[OAT_SG_K]) {
	oat_sg_t s[OAT_SG_K];
	oat_sg_add_masked_(a, m, oat_sg_neg_mask_(a));       /* [0, 2m) */
	for (int j = 0; j < OAT_SG_K; j++) s[j] = a[j];
	oat_sg_add_masked_(s, nm, (oat_sgu_t)0 - 1);         /* a - m */
	oat_sgu_t keep = oat_sg_neg_mask_(s);                 /* a < m: keep a */
	for (int j = 0; j < OAT_SG_K; j++)
		a[j] = (oat_sg_t)(((oat_sgu_t)a[j] & keep) | ((oat_sgu_t)s[j] & ~keep));
}

/* (d, e) <- t (d, e) / 2^B mod m, for d, e in (-2m, m); results in (-2m, m),
 * without a normalisation pass (the range libsecp256k1's
 * doc/safegcd_implementation.md keeps, derived here for this matrix bound).
 * minv = m^-1 mod 2^B.  For d: with sd, se the signs of d and e, d' = d + sd m
 * and e' = e + se m lie in (-m, m), so X = u d' + v e' lies in (-2^B m, 2^B m)
 * (|u| + |v| <= 2^B); k in (-2^B, 0] with X + k m = 0 mod 2^B is
 * k = -(X minv mod 2^B), and (X + k m) / 2^B lies in (-2m, m).  The shifts
 * by m and k m are one multiple of m, M = u sd + v se + k (|M| < 2^(B+1)),
 * added in the same pass; e likewise with q, r.  Each term of a limb's sum is
 * below 2^(2B+1), so the sum fits the double type (2^62 or 2^126). */
static inline void oat_sg_update_de_(oat_sg_t d[OAT_SG_K], oat_sg_t e[OAT_SG_K], const oat_sg_t t[4],
		const oat_sg_t m[OAT_SG_K], oat_sgu_t minv) {
	oat_sgu_t sd = oat_sg_neg_mask_(d), se = oat_sg_neg_mask_(e);
	oat_sg_t md = (oat_sg_t)(((oat_sgu_t)t[0] & sd) + ((oat_sgu_t)t[1] & se));
	oat_sg_t me = (oat_sg_t)(((oat_sgu_t)t[2] & sd) + ((oat_sgu_t)t[3] & se));
	oat_sg2_t cd = (oat_sg2_t)t[0] * d[0] + (oat_sg2_t)t[1] * e[0] + (oat_sg2_t)md * m[0];
	oat_sg2_t ce = (oat_sg2_t)t[2] * d[0] + (oat_sg2_t)t[3] * e[0] + (oat_sg2_t)me * m[0];
	oat_sg_t kd = (oat_sg_t)(((oat_sgu_t)cd * minv) & OAT_SG_MASK);   /* -k */
	oat_sg_t ke = (oat_sg_t)(((oat_sgu_t)ce * minv) & OAT_SG_MASK);
	md -= kd;
	me -= ke;
	cd -= (oat_sg2_t)kd * m[0];
	ce -= (oat_sg2_t)ke * m[0];
	cd = OAT_SG_SHR(cd);
	ce = OAT_SG_SHR(ce);
	for (int j = 1; j < OAT_SG_K; j++) {
		cd += (oat_sg2_t)t[0] * d[j] + (oat_sg2_t)t[1] * e[j] + (oat_sg2_t)md * m[j];
		ce += (oat_sg2_t)t[2] * d[j] + (oat_sg2_t)t[3] * e[j] + (oat_sg2_t)me * m[j];
		d[j - 1] = (oat_sg_t)((oat_sgu_t)cd & OAT_SG_MASK);
		e[j - 1] = (oat_sg_t)((oat_sgu_t)ce & OAT_SG_MASK);
		cd = OAT_SG_SHR(cd);
		ce = OAT_SG_SHR(ce);
	}
	d[OAT_SG_K - 1] = (oat_sg_t)cd;
	e[OAT_SG_K - 1] = (oat_sg_t)ce;
}

/* 1 if the K-limb value is zero (variable time: for the early exit). */
static inline int oat_sg_is_zero_vartime_(const oat_sg_t a[OAT_SG_K]) {
	oat_sgu_t z = 0;
	for (int j = 0; j < OAT_SG_K; j++) z |= (oat_sgu_t)a[j];
	return z == 0;
}

/* r = x^-1 mod m (0 for x = 0), for an odd modulus m < 2^bits of n digits,
 * 46 <= bits <= OAT_SG_LIMB_BITS, and 0 <= x < m.  hd_steps: a proven count
 * of hddivsteps for m (see above), or 0 for the paper's divsteps and bound.
 * Constant-time in x unless vartime is 1: then the batches stop once g = 0
 * (the steps after it keep f and d, so the result is the same), for public
 * values only.  Always inlined, so that each caller gets the loop of its
 * kind (vartime a constant) and of its modulus. */
static inline __attribute__((always_inline)) void oat_sg_inv_(oat_dig_t *r, const oat_dig_t *x,
		const oat_dig_t *mod, int n, int bits, int hd_steps, int vartime) {
	oat_sg_t f[OAT_SG_K], g[OAT_SG_K], d[OAT_SG_K], e[OAT_SG_K], m[OAT_SG_K], nm[OAT_SG_K], t[4];
	oat_sg_from_digs_(m, mod, n);
	oat_sg_from_digs_(g, x, n);
	for (int j = 0; j < OAT_SG_K; j++) {
		f[j] = m[j];
		d[j] = 0;
		e[j] = 0;
		nm[j] = (oat_sg_t)((oat_sgu_t)0 - (oat_sgu_t)m[j]);
	}
	e[0] = 1;
	/* -m in limbs: negate limb-wise, then renormalise the borrows */
	{
		oat_sg_t z[OAT_SG_K] = {0};
		oat_sg_add_masked_(z, nm, (oat_sgu_t)0 - 1);
		for (int j = 0; j < OAT_SG_K; j++) nm[j] = z[j];
	}
	/* m^-1 mod 2^W by Newton's iteration (each step doubles the correct bits;
	 * m is its own inverse mod 8) */
	oat_sgu_t m0 = (oat_sgu_t)m[0], minv = m0;
	for (int i = 0; i < 5; i++) minv *= 2 - m0 * minv;
	int hd = hd_steps > 0;
	int steps = hd ? hd_steps : (49 * bits + 57) / 17;
	int batches = (steps + OAT_SG_B - 1) / OAT_SG_B;
	oat_sg_t eta = -1; /* delta = 1, or delta = 1/2 for hddivsteps */
	/* The last constant-time batch runs only the steps left of the proven
	 * count, last (a public number, rounded up to the batch's step
	 * alignment); the B - last steps it skips would find g = 0, where a step
	 * keeps g = 0 and, in the matrix, only doubles f's row (u, v), so u and
	 * v are doubled B - last times instead and the updates divide by 2^B as
	 * usual (the same t as B steps).  |u| + |v| <= 2^B still. */
	int last = steps - (batches - 1) * OAT_SG_B;
	last += (OAT_SG_STEP_ALIGN - last % OAT_SG_STEP_ALIGN) % OAT_SG_STEP_ALIGN;
	for (int i = 0; i < batches; i++) {
		if (vartime)
			eta = oat_sg_divsteps_var_(eta, (oat_sgu_t)f[0], (oat_sgu_t)g[0], t, hd);
		else if (i < batches - 1)
			eta = oat_sg_batch_(eta, (oat_sgu_t)f[0], (oat_sgu_t)g[0], t, hd, OAT_SG_B);
		else {
			eta = oat_sg_batch_(eta, (oat_sgu_t)f[0], (oat_sgu_t)g[0], t, hd, last);
			t[0] = (oat_sg_t)((oat_sgu_t)t[0] << (OAT_SG_B - last));
			t[1] = (oat_sg_t)((oat_sgu_t)t[1] << (OAT_SG_B - last));
		}
		oat_sg_update_fg_(f, g, t);
		oat_sg_update_de_(d, e, t, m, minv);
		if (vartime && oat_sg_is_zero_vartime_(g)) break;
	}
	/* f = +-1 (x != 0) or m (x = 0, where d = 0): r = d, negated if f < 0 */
	oat_sgu_t neg = oat_sg_neg_mask_(f);
	for (int j = 0; j < OAT_SG_K; j++) {
		e[j] = (oat_sg_t)((oat_sgu_t)0 - (oat_sgu_t)d[j]);
		e[j] = (oat_sg_t)(((oat_sgu_t)d[j] & ~neg) | ((oat_sgu_t)e[j] & neg));
	}
	{
		/* renormalise the limb-wise negation, then bring (-2m, 2m) into
		 * (-m, 2m) and that into [0, m) */
		oat_sg_t z[OAT_SG_K] = {0};
		oat_sg_add_masked_(z, e, (oat_sgu_t)0 - 1);
		oat_sg_add_masked_(z, m, oat_sg_neg_mask_(z));
		oat_sg_normalize_(z, m, nm);
		oat_sg_to_digs_(r, n, z);
	}
}

static inline void oat_sg_inv(oat_dig_t *r, const oat_dig_t *x, const oat_dig_t *mod, int n, int bits,
		int hd_steps) {
	oat_sg_inv_(r, x, mod, n, bits, hd_steps, 0);
}

static inline void oat_sg_inv_vartime(oat_dig_t *r, const oat_dig_t *x, const oat_dig_t *mod, int n, int bits,
		int hd_steps) {
	oat_sg_inv_(r, x, mod, n, bits, hd_steps, 1);
}

#endif
