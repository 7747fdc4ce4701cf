/* The optimal ate pairing of a curve with a sextic twist, written once for
 * every pairing curve: the Miller loop on the loop parameter s of the curve
 * (OAT_ATE_NAF: 6z + 2 for BN, z for BLS12) in signed binary (NAF) with T in
 * homogeneous projective coordinates on the twist, the line functions of
 * Aranha, Karabina, Longa, Gebotys and Lopez, "Faster explicit formulas for
 * computing pairings over ordinary curves", Eurocrypt 2011, Section 4
 * (doubling: 3m + 6s + 17a in Fp2 plus 4m in Fp; mixed addition: 11m + 2s +
 * 8a plus 4m), shared squarings for many pairs, and the accumulator.  Lines
 * are scaled by factors in Fp2, which the final exponentiation removes.
 *
 * The curve's pc.c picks its policies around this file:
 *   before: the twist's line placement, twist_d.h or twist_m.h
 *           (PC_MUL_LINE(r, f, l0, l1, l3): r = f l, and PC(set_line_));
 *   after:  the family's ate_<family>.h, which defines the hooks declared
 *           here: PC(miller_tail_) (the lines after the loop, BN's two
 *           Frobenius lines) and PC(final_exp). */
#ifndef PC_MUL_LINE
#error "pc_tmpl.h: include the twist's lines (twist_d.h or twist_m.h) first"
#endif
#include "ext/ext_int.h"
#include "ext/fp2_inl.h"
#include "ec/ec_int.h"
#include "fp/util.h"

static const int oat_ate_naf[OAT_ATE_NAF_LEN] = OAT_ATE_NAF;

/* Doubling step: T = 2T and the tangent line at T evaluated at P, with
 * precomputed -yP and 3 xP (Aranha et al. 2011, Eq. (10) for a = 0):
 *   A = X Y / 2, B = Y^2, C = Z^2, E = 3b' C, F = 3E, G = (B + F)/2,
 *   H = (Y + Z)^2 - (B + C), I = E - B, J = X^2
 *   X3 = A (B - F), Y3 = G^2 - 3 E^2, Z3 = B H
 *   l = -H yP + 3 J xP w + I w^3. */
static void PC(dbl_step)(G2(t) t, FP2(t) l0, FP2(t) l1, FP2(t) l3,
		const FP(t) nyp, const FP(t) xp3) {
	FP2(t) A, B, C, E, F, G, H, J, u;
	FP2(mul_i)(A, t->x, t->y);
	FP(hlv)(A->c[0], A->c[0]);
	FP(hlv)(A->c[1], A->c[1]);          /* A = X Y / 2 */
	FP2(sqr_i)(B, t->y);                  /* B = Y^2 */
	FP2(sqr_i)(C, t->z);                  /* C = Z^2 */
	G2(mul_b3_)(E, C);                  /* E = 3 b' Z^2 */
	FP2(dbl_i)(F, E);
	FP2(add_i)(F, F, E);                  /* F = 3E */
	FP2(add_i)(G, B, F);
	FP(hlv)(G->c[0], G->c[0]);
	FP(hlv)(G->c[1], G->c[1]);          /* G = (B + F)/2 */
	FP2(add_i)(H, t->y, t->z);
	FP2(sqr_i)(H, H);
	FP2(add_i)(u, B, C);
	FP2(sub_i)(H, H, u);                  /* H = 2 Y Z */
	FP2(sqr_i)(J, t->x);                  /* J = X^2 */
	/* line */
	FP2(sub_i)(l3, E, B);                 /* I = E - B */
	FP2(mul_fp)(l1, J, xp3);            /* 3 J xP */
	FP2(mul_fp)(l0, H, nyp);              /* -H yP */
	/* point */
	FP2(sub_i)(u, B, F);
	FP2(mul_i)(t->x, A, u);               /* X3 = A (B - F) */
#if defined(OAT_HAVE_FP2_SUM_LOW)
	/* as one sum of two products, -3E = -F: one reduction per coefficient
	 * instead of two squares' four and three additions */
	FP2(neg_i)(u, F);
	FP2(sum2_i)(t->y, G, G, u, E);        /* Y3 = G^2 - 3 E^2 */
#else
	FP2(sqr_i)(u, E);
	FP2(dbl_i)(C, u);
	FP2(add_i)(u, u, C);                  /* 3 E^2 */
	FP2(sqr_i)(G, G);
	FP2(sub_i)(t->y, G, u);               /* Y3 = G^2 - 3 E^2 */
#endif
	FP2(mul_i)(t->z, B, H);               /* Z3 = B H */
}

/* Mixed addition step: T = T + Q (Q affine) and the line through them at P:
 *   theta = Y - yQ Z, lambda = X - xQ Z, C = theta^2, D = lambda^2,
 *   E = lambda^3, F = Z C, G = X D, H = E + F - 2G,
 *   X3 = lambda H, Y3 = theta (G - H) - Y E, Z3 = Z E
 *   l = lambda yP - theta xP w + (theta xQ - lambda yQ) w^3. */
static void PC(add_step)(G2(t) t, FP2(t) l0, FP2(t) l1, FP2(t) l3,
		const FP2(t) xq, const FP2(t) yq, const FP(t) yp, const FP(t) nxp) {
	FP2(t) th, la, C, D, E, F, G, H, u;
	FP2(mul_i)(u, yq, t->z);
	FP2(sub_i)(th, t->y, u);              /* theta */
	FP2(mul_i)(u, xq, t->z);
	FP2(sub_i)(la, t->x, u);              /* lambda */
	FP2(sqr_i)(C, th);
	FP2(sqr_i)(D, la);
	FP2(mul_i)(E, D, la);
	FP2(mul_i)(F, t->z, C);
	FP2(mul_i)(G, t->x, D);
	FP2(add_i)(H, E, F);
	FP2(dbl_i)(u, G);
	FP2(sub_i)(H, H, u);
	/* line */
	FP2(mul_i)(l3, th, xq);
	FP2(mul_i)(u, la, yq);
	FP2(sub_i)(l3, l3, u);
	FP2(mul_fp)(l0, la, yp);
	FP2(mul_fp)(l1, th, nxp);             /* -theta xP */
	/* point */
	FP2(mul_i)(t->x, la, H);
	FP2(sub_i)(u, G, H);
	FP2(mul_i)(u, u, th);
	FP2(mul_i)(G, t->y, E);
	FP2(sub_i)(t->y, u, G);
	FP2(mul_i)(t->z, t->z, E);
}

/* The state of one pair in a (multi-)Miller loop. */
typedef struct {
	G2(t) t;             /* running point */
	FP2(t) xq, yq, nyq;  /* Q affine, and -yQ */
	FP(t) nxp, yp, nyp, xp3;  /* P affine: -xP, yP, -yP, 3 xP */
} PC(pair);

/* The n pairs (P_j, Q_j) in affine coordinates, with one inversion for all
 * of them: FP2(inv_sim) on the 2n z-coordinates (those of P as elements
 * of Fp, whose inverses stay in Fp).  An infinity input becomes (0, 1) and
 * T its infinity, as with G1(norm) / G2(norm).  Where every P (or every Q)
 * already has z = 1 (decoded, hashed to the curve, or normalized), its side
 * takes none of it: with both, no inversion (about 2% of a BLS12-381 Miller
 * loop).  Whether z = 1 is not secret: it says how the caller keeps the
 * points, not which they are (a projective z is 1 with probability about
 * 1/p), and the loop that follows is the same. */
static void PC(pairs_init)(PC(pair) *s, const G1(st) *const p[],
		const G2(st) *const q[], size_t n) {
	FP2(t) z[2 * PC_CHUNK], zi[2 * PC_CHUNK];
	FP(t) one;
	int p1 = 1, q1 = 1;
	size_t m = 0;
	FP(set_dig)(one, 1);
	for (size_t j = 0; j < n; j++) {
		p1 &= FP(equal)(p[j]->z, one);
		q1 &= FP(equal)(q[j]->z->c[0], one) & FP(is_zero)(q[j]->z->c[1]);
	}
	oat_declassify(&p1, sizeof(p1));
	oat_declassify(&q1, sizeof(q1));
	for (size_t j = 0; j < n; j++) {
		if (!p1) {
			FP(copy)(z[m]->c[0], p[j]->z);
			FP(zero)(z[m]->c[1]);
			m++;
		}
		if (!q1) {
			FP(copy)(z[m]->c[0], q[j]->z->c[0]);
			FP(copy)(z[m]->c[1], q[j]->z->c[1]);
			m++;
		}
	}
	if (m > 0) FP2(inv_sim)(zi, z, m);
	m = 0;
	for (size_t j = 0; j < n; j++) {
		G1(t) pa, pinf;
		G2(t) qa, qinf;
		if (p1) {
			G1(copy)(pa, p[j]);
		} else {
			FP(mul)(pa->x, p[j]->x, zi[m]->c[0]);
			FP(mul)(pa->y, p[j]->y, zi[m++]->c[0]);
			FP(set_dig)(pa->z, 1);
			G1(set_infty)(pinf);
			G1(cmov)(pa, pinf, G1(is_infty)(p[j]));
		}
		if (q1) {
			G2(copy)(qa, q[j]);
		} else {
			FP2(mul)(qa->x, q[j]->x, zi[m]);
			FP2(mul)(qa->y, q[j]->y, zi[m++]);
			FP2(set_dig)(qa->z, 1);
			G2(set_infty)(qinf);
			G2(cmov)(qa, qinf, G2(is_infty)(q[j]));
		}
		FP(neg)(s[j].nxp, pa->x);
		FP(copy)(s[j].yp, pa->y);
		FP(neg)(s[j].nyp, pa->y);
		FP(dbl)(s[j].xp3, pa->x);
		FP(add)(s[j].xp3, s[j].xp3, pa->x);
		FP2(copy)(s[j].xq, qa->x);
		FP2(copy)(s[j].yq, qa->y);
		FP2(neg)(s[j].nyq, qa->y);
		G2(copy)(s[j].t, qa);
	}
}

static void PC(miller_tail_)(FP12(t) f, PC(pair) *s, size_t n);

/* f = prod_i f_{s,Q_i}(P_i) * (Frobenius lines), for n pairs sharing the
 * squarings of f.  The products by the lines go from one of f and g to the
 * other (a points to the current value): a product in place would make its
 * result aside and copy it back. */
static void PC(miller_multi)(FP12(t) f, PC(pair) *s, size_t n) {
	FP2(t) l0, l1, l3;
	FP12(t) g;
	FP12(st) *a = f, *b = g, *x;
#define PC_LINE_(l0, l1, l3) \
	do { PC_MUL_LINE(b, a, l0, l1, l3); x = a; a = b; b = x; } while (0)
	FP12(set_dig)(f, 1);
	for (int i = 1; i < OAT_ATE_NAF_LEN; i++) {
		if (i > 1) FP12(sqr)(a, a);   /* f = 1 before the first step */
		for (size_t j = 0; j < n; j++) {
			PC(dbl_step)(s[j].t, l0, l1, l3, s[j].nyp, s[j].xp3);
			if (i == 1 && j == 0) PC(set_line_)(a, l0, l1, l3);  /* 1 l */
			else PC_LINE_(l0, l1, l3);
		}
		if (oat_ate_naf[i]) {
			for (size_t j = 0; j < n; j++) {
				const FP2(st) *yq = oat_ate_naf[i] > 0 ? s[j].yq : s[j].nyq;
				PC(add_step)(s[j].t, l0, l1, l3, s[j].xq, yq, s[j].yp, s[j].nxp);
				PC_LINE_(l0, l1, l3);
			}
		}
	}
#undef PC_LINE_
	if (a != f) FP12(copy)(f, a);
#if OAT_ATE_NEG
	/* s < 0: f_{-|s|} = 1 / f_{|s|} up to a vertical line (killed by the
	 * final exponentiation); conjugation agrees with inversion after it. */
	FP12(conj)(f, f);
	for (size_t j = 0; j < n; j++) G2(neg)(s[j].t, s[j].t);
#endif
	PC(miller_tail_)(f, s, n);
}

void PC(miller_loop)(FP12(t) f, const G1(t) p, const G2(t) q) {
	PC(pair) s;
	const G1(st) *pp[1] = {p};
	const G2(st) *qq[1] = {q};
	PC(pairs_init)(&s, pp, qq, 1);
	PC(miller_multi)(f, &s, 1);
}

#if defined(OAT_Z_WNAF)
/* f^z for a dense z (alt_bn128's has 28 set bits), in the cyclotomic
 * subgroup: left to right over the width-4 NAF of |z| (params.h), a
 * cyclotomic squaring per digit and a product by a, a^3, a^5 or a^7 (or its
 * conjugate, the inverse there) per nonzero digit: 63 squarings and 16
 * products in all for alt_bn128, against 28 products and 28
 * decompressions on Karabina's route below.  z is public, so the sequence
 * is fixed. */
static void PC(exp_z)(FP12(t) r, const FP12(t) a) {
	static const signed char d[] = OAT_Z_WNAF;
	FP12(t) tab[4], c, t;
	FP12(sqr_cyc)(t, a);
	FP12(copy)(tab[0], a);
	for (int i = 1; i < 4; i++) FP12(mul)(tab[i], tab[i - 1], t);   /* a^(2i + 1) */
	FP12(copy)(c, tab[(d[0] - 1) / 2]);
	for (size_t i = 1; i < sizeof(d); i++) {
		FP12(sqr_cyc)(c, c);
		if (d[i] > 0) {
			FP12(mul)(c, c, tab[(d[i] - 1) / 2]);
		} else if (d[i] < 0) {
			FP12(conj)(t, tab[(-d[i] - 1) / 2]);
			FP12(mul)(c, c, t);
		}
	}
#if OAT_Z_NEG
	FP12(conj)(c, c);
#endif
	FP12(copy)(r, c);
}
#else
/* f^z for the curve parameter z, in the cyclotomic subgroup: the squarings
 * a^(2^i), i = 1..63, in Karabina's compressed form (FP12(sqr_pck)),
 * those at the set bits of |z| decompressed together with one inversion,
 * then multiplied.  z is public, so the sequence is fixed. */
#define OAT_Z_TOP (63 - __builtin_clzll(OAT_Z_ABS))
#define OAT_Z_WT (__builtin_popcountll(OAT_Z_ABS))
static void PC(exp_z)(FP12(t) r, const FP12(t) a) {
	FP12(t) c, s[OAT_Z_WT];
	const uint64_t z = OAT_Z_ABS;
	size_t k = 0;
	FP12(sqr_pck)(c, a);
	if ((z >> 1) & 1) FP12(copy)(s[k++], c);
	for (int i = 2; i <= OAT_Z_TOP; i++) {
		FP12(sqr_pck_)(c, c);                 /* c's g0 = g1 = 0 stay */
		if ((z >> i) & 1) FP12(copy)(s[k++], c);
	}
	FP12(back_cyc_sim)(s, (const FP12(t) *)s, k);
	FP12(copy)(c, s[0]);
	for (size_t j = 1; j < k; j++) FP12(mul)(c, c, s[j]);
	if (z & 1) FP12(mul)(c, c, a);
#if OAT_Z_NEG
	FP12(conj)(c, c);
#endif
	FP12(copy)(r, c);
}
#endif

/* Easy part: f^((p^6 - 1)(p^2 + 1)), into the cyclotomic subgroup. */
static void PC(final_easy_)(FP12(t) t, const FP12(t) f) {
	FP12(t) u;
	FP12(inv)(t, f);
	FP12(conj)(u, f);
	FP12(mul)(t, u, t);           /* f^(p^6 - 1) */
	FP12(frb)(u, t, 2);
	FP12(mul)(t, u, t);           /* ^(p^2 + 1) */
}

void PC(map)(GT(t) r, const G1(t) p, const G2(t) q) {
	/* Infinity inputs run the loop on the generators and select 1 at the end,
	 * so the sequence of operations is the same for every input. */
	G1(t) pp, g1;
	G2(t) qq, g2;
	FP12(t) f;
	GT(t) one;
	int inf = G1(is_infty)(p) | G2(is_infty)(q);
	G1(get_gen)(g1);
	G2(get_gen)(g2);
	G1(copy)(pp, p);
	G2(copy)(qq, q);
	G1(cmov)(pp, g1, inf);
	G2(cmov)(qq, g2, inf);
	PC(miller_loop)(f, pp, qq);
	PC(final_exp)(r, f);
	GT(set_unity)(one);
	FP12(cmov)(r, one, inf);
}

/* Multi-pairing accumulator: pairs wait in a fixed buffer of PC_CHUNK;
 * a full buffer runs one shared Miller loop and multiplies its value into
 * the running product, so any number of pairs needs a fixed, small stack. */
void PC(acc_init)(PC(acc) *acc) {
	FP12(set_dig)(acc->f, 1);
	acc->n = 0;
}

static void PC(acc_flush)(PC(acc) *acc) {
	PC(pair) s[PC_CHUNK];
	const G1(st) *pp[PC_CHUNK];
	const G2(st) *qq[PC_CHUNK];
	FP12(t) g;
	if (acc->n == 0) return;
	for (size_t i = 0; i < acc->n; i++) {
		pp[i] = acc->p[i];
		qq[i] = acc->q[i];
	}
	PC(pairs_init)(s, pp, qq, acc->n);
	PC(miller_multi)(g, s, acc->n);
	FP12(mul)(acc->f, acc->f, g);
	acc->n = 0;
}

void PC(acc_add)(PC(acc) *acc, const G1(t) p, const G2(t) q) {
	/* whether a pair has an infinite point is public, as the header says
	 * (the points themselves stay secret: the Miller loop is constant-time) */
	int inf = G1(is_infty)(p) | G2(is_infty)(q);
	oat_declassify(&inf, sizeof(inf));
	if (inf) return;
	G1(copy)(acc->p[acc->n], p);
	G2(copy)(acc->q[acc->n], q);
	if (++acc->n == PC_CHUNK) PC(acc_flush)(acc);
}

/* acc = acc * other: other's waiting pairs through their Miller loop, its
 * product into acc's; other is reset.  For a multi-pairing split over
 * threads: one accumulator each, merged at the end, one final
 * exponentiation. */
void PC(acc_merge)(PC(acc) *acc, PC(acc) *other) {
	if (acc == other) return;            /* (the header asks for two) */
	PC(acc_flush)(other);
	FP12(mul)(acc->f, acc->f, other->f);
	PC(acc_init)(other);
}

void PC(acc_final)(GT(t) r, PC(acc) *acc) {
	PC(acc_flush)(acc);
	PC(final_exp)(r, acc->f);
	PC(acc_init)(acc);
}

void PC(map_sim)(GT(t) r, const G1(t) p[], const G2(t) q[], size_t n) {
	PC(acc) acc;
	PC(acc_init)(&acc);
	for (size_t i = 0; i < n; i++) PC(acc_add)(&acc, p[i], q[i]);
	PC(acc_final)(r, &acc);
}
