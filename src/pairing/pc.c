/* The optimal ate pairing on a BN curve with a D-type twist.
 *
 * Miller loop on s = 6z + 2 in signed binary (NAF) with T in homogeneous
 * projective coordinates on the twist, line functions of Aranha, Karabina,
 * Longa, Gebotys and Lopez, "Faster explicit formulas for computing pairings
 * over ordinary curves", Eurocrypt 2011, Section 4 (doubling: 3m + 6s +
 * 17a in Fp2 plus 4m in Fp; mixed addition: 11m + 2s + 8a plus 4m).  Lines
 * are scaled by factors in Fp2, which the final exponentiation removes.
 *
 * With the untwist (x, y) -> (x w^2, y w^3), the line through T and T' on E'
 * evaluated at P = (xP, yP) in E(Fp) is  l0 + l1 w + l3 w^3  with l0 in Fp
 * times yP, l1 times xP; oat_fp12_mul_line multiplies it in. */
#include "param/param.h"
#include "ext/ext_int.h"
#include "ext/fp2_inl.h"
#include "ec/ec_int.h"
#include "oat/pc.h"

static const int oat_ate_naf[OAT_ATE_NAF_LEN] = OAT_ATE_NAF;

/* f = f l for the line l of a step: l0 is the term in yP, l1 the term in xP
 * and l3 the constant; on a D-type twist they sit at w^0, w^1, w^3, on an
 * M-type one at w^3, w^2, w^0 (the same values: untwisting by (x w^2, y w^3)
 * or by (x / w^2, y / w^3), then multiplying by w^3 in the M case, which
 * lies in the subfield Fp4 and is killed by the final exponentiation). */
#if OAT_TWIST_M
#define OAT_MUL_LINE(f, l0, l1, l3) oat_fp12_mul_line_m(f, f, l3, l1, l0)
#else
#define OAT_MUL_LINE(f, l0, l1, l3) oat_fp12_mul_line(f, f, l0, l1, l3)
#endif
/* f = l itself (f = 1 before the first line).  With f_e = c[e % 2].c[e / 2]
 * the coefficient of w^e: D-type l0 w^0 + l1 w^1 + l3 w^3, M-type l3 w^0 +
 * l1 w^2 + l0 w^3. */
static void oat_pc_set_line(oat_fp12_t f, const oat_fp2_t l0, const oat_fp2_t l1, const oat_fp2_t l3) {
	oat_fp12_zero(f);
#if OAT_TWIST_M
	oat_fp2_copy(f->c[0]->c[0], l3);
	oat_fp2_copy(f->c[0]->c[1], l1);
	oat_fp2_copy(f->c[1]->c[1], l0);
#else
	oat_fp2_copy(f->c[0]->c[0], l0);
	oat_fp2_copy(f->c[1]->c[0], l1);
	oat_fp2_copy(f->c[1]->c[1], l3);
#endif
}
#define OAT_SET_LINE(f, l0, l1, l3) oat_pc_set_line(f, l0, l1, l3)

/* Doubling step: T = 2T and the tangent line at T evaluated at P, with
 * precomputed yP and 3 xP... (Aranha et al. 2011, Eq. (10) for a = 0):
 *   A = X Y / 2, B = Y^2, C = Z^2, E = 3b' C, F = 3E, G = (B + F)/2,
 *   H = (Y + Z)^2 - (B + C), I = E - B, J = X^2
 *   X3 = A (B - F), Y3 = G^2 - 3 E^2, Z3 = B H
 *   l = -H yP + 3 J xP w + I w^3. */
static void oat_pc_dbl_step(oat_g2_t t, oat_fp2_t l0, oat_fp2_t l1, oat_fp2_t l3,
		const oat_fp_t yp, const oat_fp_t xp3) {
	oat_fp2_t A, B, C, E, F, G, H, J, u;
	oat_fp2_mul_i(A, t->x, t->y);
	oat_fp_hlv(A->c[0], A->c[0]);
	oat_fp_hlv(A->c[1], A->c[1]);          /* A = X Y / 2 */
	oat_fp2_sqr_i(B, t->y);                  /* B = Y^2 */
	oat_fp2_sqr_i(C, t->z);                  /* C = Z^2 */
	oat_g2_mul_b3_(E, C);                  /* E = 3 b' Z^2 */
	oat_fp2_dbl_i(F, E);
	oat_fp2_add_i(F, F, E);                  /* F = 3E */
	oat_fp2_add_i(G, B, F);
	oat_fp_hlv(G->c[0], G->c[0]);
	oat_fp_hlv(G->c[1], G->c[1]);          /* G = (B + F)/2 */
	oat_fp2_add_i(H, t->y, t->z);
	oat_fp2_sqr_i(H, H);
	oat_fp2_add_i(u, B, C);
	oat_fp2_sub_i(H, H, u);                  /* H = 2 Y Z */
	oat_fp2_sqr_i(J, t->x);                  /* J = X^2 */
	/* line */
	oat_fp2_sub_i(l3, E, B);                 /* I = E - B */
	oat_fp2_mul_fp(l1, J, xp3);            /* 3 J xP */
	oat_fp2_mul_fp(l0, H, yp);
	oat_fp2_neg_i(l0, l0);                   /* -H yP */
	/* point */
	oat_fp2_sub_i(u, B, F);
	oat_fp2_mul_i(t->x, A, u);               /* X3 = A (B - F) */
	oat_fp2_sqr_i(u, E);
	oat_fp2_dbl_i(C, u);
	oat_fp2_add_i(u, u, C);                  /* 3 E^2 */
	oat_fp2_sqr_i(G, G);
	oat_fp2_sub_i(t->y, G, u);               /* Y3 = G^2 - 3 E^2 */
	oat_fp2_mul_i(t->z, B, H);               /* Z3 = B H */
}

/* Mixed addition step: T = T + Q (Q affine) and the line through them at P:
 *   theta = Y - yQ Z, lambda = X - xQ Z, C = theta^2, D = lambda^2,
 *   E = lambda^3, F = Z C, G = X D, H = E + F - 2G,
 *   X3 = lambda H, Y3 = theta (G - H) - Y E, Z3 = Z E
 *   l = lambda yP - theta xP w + (theta xQ - lambda yQ) w^3. */
static void oat_pc_add_step(oat_g2_t t, oat_fp2_t l0, oat_fp2_t l1, oat_fp2_t l3,
		const oat_fp2_t xq, const oat_fp2_t yq, const oat_fp_t yp, const oat_fp_t xp) {
	oat_fp2_t th, la, C, D, E, F, G, H, u;
	oat_fp2_mul_i(u, yq, t->z);
	oat_fp2_sub_i(th, t->y, u);              /* theta */
	oat_fp2_mul_i(u, xq, t->z);
	oat_fp2_sub_i(la, t->x, u);              /* lambda */
	oat_fp2_sqr_i(C, th);
	oat_fp2_sqr_i(D, la);
	oat_fp2_mul_i(E, D, la);
	oat_fp2_mul_i(F, t->z, C);
	oat_fp2_mul_i(G, t->x, D);
	oat_fp2_add_i(H, E, F);
	oat_fp2_dbl_i(u, G);
	oat_fp2_sub_i(H, H, u);
	/* line */
	oat_fp2_mul_i(l3, th, xq);
	oat_fp2_mul_i(u, la, yq);
	oat_fp2_sub_i(l3, l3, u);
	oat_fp2_mul_fp(l0, la, yp);
	oat_fp2_mul_fp(l1, th, xp);
	oat_fp2_neg_i(l1, l1);
	/* point */
	oat_fp2_mul_i(t->x, la, H);
	oat_fp2_sub_i(u, G, H);
	oat_fp2_mul_i(u, u, th);
	oat_fp2_mul_i(G, t->y, E);
	oat_fp2_sub_i(t->y, u, G);
	oat_fp2_mul_i(t->z, t->z, E);
}

/* The state of one pair in a (multi-)Miller loop. */
typedef struct {
	oat_g2_t t;             /* running point */
	oat_fp2_t xq, yq, nyq;  /* Q affine, and -yQ */
	oat_fp_t xp, yp, xp3;   /* P affine, 3 xP */
} oat_pc_pair;

/* The n pairs (P_j, Q_j) in affine coordinates, with one inversion for all
 * of them: oat_fp2_inv_sim on the 2n z-coordinates (those of P as elements
 * of Fp, whose inverses stay in Fp).  An infinity input becomes (0, 1) and
 * T its infinity, as with oat_g1_norm / oat_g2_norm. */
static void oat_pc_pairs_init(oat_pc_pair *s, const oat_g1_st *const p[],
		const oat_g2_st *const q[], size_t n) {
	oat_fp2_t z[2 * OAT_PC_CHUNK], zi[2 * OAT_PC_CHUNK];
	for (size_t j = 0; j < n; j++) {
		oat_fp_copy(z[2 * j]->c[0], p[j]->z);
		oat_fp_zero(z[2 * j]->c[1]);
		oat_fp2_copy(z[2 * j + 1], q[j]->z);
	}
	oat_fp2_inv_sim(zi, z, 2 * n);
	for (size_t j = 0; j < n; j++) {
		oat_g1_t pa, pinf;
		oat_g2_t qa, qinf;
		oat_fp_mul(pa->x, p[j]->x, zi[2 * j]->c[0]);
		oat_fp_mul(pa->y, p[j]->y, zi[2 * j]->c[0]);
		oat_fp_set_dig(pa->z, 1);
		oat_g1_set_infty(pinf);
		oat_g1_cmov(pa, pinf, oat_g1_is_infty(p[j]));
		oat_fp2_mul(qa->x, q[j]->x, zi[2 * j + 1]);
		oat_fp2_mul(qa->y, q[j]->y, zi[2 * j + 1]);
		oat_fp2_set_dig(qa->z, 1);
		oat_g2_set_infty(qinf);
		oat_g2_cmov(qa, qinf, oat_g2_is_infty(q[j]));
		oat_fp_copy(s[j].xp, pa->x);
		oat_fp_copy(s[j].yp, pa->y);
		oat_fp_dbl(s[j].xp3, pa->x);
		oat_fp_add(s[j].xp3, s[j].xp3, pa->x);
		oat_fp2_copy(s[j].xq, qa->x);
		oat_fp2_copy(s[j].yq, qa->y);
		oat_fp2_neg(s[j].nyq, qa->y);
		oat_g2_copy(s[j].t, qa);
	}
}

/* f = prod_i f_{s,Q_i}(P_i) * (Frobenius lines), for n pairs sharing the
 * squarings of f. */
static void oat_pc_miller_multi(oat_fp12_t f, oat_pc_pair *s, size_t n) {
	oat_fp2_t l0, l1, l3;
	oat_fp12_set_dig(f, 1);
	for (int i = 1; i < OAT_ATE_NAF_LEN; i++) {
		if (i > 1) oat_fp12_sqr(f, f);   /* f = 1 before the first step */
		for (size_t j = 0; j < n; j++) {
			oat_pc_dbl_step(s[j].t, l0, l1, l3, s[j].yp, s[j].xp3);
			if (i == 1 && j == 0) OAT_SET_LINE(f, l0, l1, l3);  /* 1 l */
			else OAT_MUL_LINE(f, l0, l1, l3);
		}
		if (oat_ate_naf[i]) {
			for (size_t j = 0; j < n; j++) {
				const oat_fp2_st *yq = oat_ate_naf[i] > 0 ? s[j].yq : s[j].nyq;
				oat_pc_add_step(s[j].t, l0, l1, l3, s[j].xq, yq, s[j].yp, s[j].xp);
				OAT_MUL_LINE(f, l0, l1, l3);
			}
		}
	}
#if OAT_ATE_NEG
	/* s < 0: f_{-|s|} = 1 / f_{|s|} up to a vertical line (killed by the
	 * final exponentiation); conjugation agrees with inversion after it. */
	oat_fp12_conj(f, f);
	for (size_t j = 0; j < n; j++) oat_g2_neg(s[j].t, s[j].t);
#endif
#if OAT_FAMILY_BN
	for (size_t j = 0; j < n; j++) {
		/* Q1 = psi(Q), Q2 = psi^2(Q); lines through T, Q1 and T + Q1, -Q2. */
		oat_g2_t q1, q2, qa;
		oat_fp2_copy(qa->x, s[j].xq);
		oat_fp2_copy(qa->y, s[j].yq);
		oat_fp2_set_dig(qa->z, 1);
		oat_g2_frb(q1, qa, 1);
		oat_g2_frb(q2, q1, 1);
		oat_g2_neg(q2, q2);
		oat_pc_add_step(s[j].t, l0, l1, l3, q1->x, q1->y, s[j].yp, s[j].xp);
		OAT_MUL_LINE(f, l0, l1, l3);
		oat_pc_add_step(s[j].t, l0, l1, l3, q2->x, q2->y, s[j].yp, s[j].xp);
		OAT_MUL_LINE(f, l0, l1, l3);
	}
#endif
}

void oat_pc_miller_loop(oat_fp12_t f, const oat_g1_t p, const oat_g2_t q) {
	oat_pc_pair s;
	const oat_g1_st *pp[1] = {p};
	const oat_g2_st *qq[1] = {q};
	oat_pc_pairs_init(&s, pp, qq, 1);
	oat_pc_miller_multi(f, &s, 1);
}

/* f^z for the curve parameter z, in the cyclotomic subgroup: the squarings
 * a^(2^i), i = 1..63, in Karabina's compressed form (oat_fp12_sqr_pck),
 * those at the set bits of |z| decompressed together with one inversion,
 * then multiplied.  z is public, so the sequence is fixed. */
#define OAT_Z_TOP (63 - __builtin_clzll(OAT_Z_ABS))
#define OAT_Z_WT (__builtin_popcountll(OAT_Z_ABS))
static void oat_pc_exp_z(oat_fp12_t r, const oat_fp12_t a) {
	oat_fp12_t c, s[OAT_Z_WT];
	const uint64_t z = OAT_Z_ABS;
	size_t k = 0;
	oat_fp12_copy(c, a);
	for (int i = 1; i <= OAT_Z_TOP; i++) {
		oat_fp12_sqr_pck(c, c);
		if ((z >> i) & 1) oat_fp12_copy(s[k++], c);
	}
	oat_fp12_back_cyc_sim(s, (const oat_fp12_t *)s, k);
	oat_fp12_copy(c, s[0]);
	for (size_t j = 1; j < k; j++) oat_fp12_mul(c, c, s[j]);
	if (z & 1) oat_fp12_mul(c, c, a);
#if OAT_Z_NEG
	oat_fp12_conj(c, c);
#endif
	oat_fp12_copy(r, c);
}

/* Easy part: f^((p^6 - 1)(p^2 + 1)), into the cyclotomic subgroup. */
static void oat_pc_final_easy_(oat_fp12_t t, const oat_fp12_t f) {
	oat_fp12_t u;
	oat_fp12_inv(t, f);
	oat_fp12_conj(u, f);
	oat_fp12_mul(t, u, t);           /* f^(p^6 - 1) */
	oat_fp12_frb(u, t, 2);
	oat_fp12_mul(t, u, t);           /* ^(p^2 + 1) */
}

#if OAT_FAMILY_BN
/* Easy part: f^((p^6 - 1)(p^2 + 1)).  Hard part: the multiple
 * 2z(6z^2 + 3z + 1)(p^4 - p^2 + 1)/r = l0 + l1 p + l2 p^2 + l3 p^3 with
 *   l0 = 1 + 6z + 12z^2 + 12z^3, l1 = 4z + 6z^2 + 12z^3,
 *   l2 = 6z + 6z^2 + 12z^3,      l3 = -1 + 4z + 6z^2 + 12z^3
 * (Fuentes-Castaneda, Knapp, Rodriguez-Henriquez, SAC 2011, Section 6; the
 * identity is checked by tools/gen_params.py), computed as
 *   a = f^(6z) f^(6z^2) f^(12z^3),  b = a f^(-2z),
 *   result = a f^(6z^2) f * b^p * a^(p^2) * (b f^-1)^(p^3)
 * with three exponentiations by z. */
void oat_pc_final_exp(oat_gt_t r, const oat_fp12_t f) {
	oat_fp12_t t, fx, f2x, f6x, f6x2, f12x3, a, b, u;
	oat_pc_final_easy_(t, f);
	oat_pc_exp_z(fx, t);             /* f^z */
	oat_fp12_sqr_cyc(f2x, fx);       /* f^2z */
	oat_fp12_sqr_cyc(u, f2x);        /* f^4z */
	oat_fp12_mul(f6x, u, f2x);       /* f^6z */
	oat_pc_exp_z(f6x2, f6x);         /* f^6z^2 */
	oat_fp12_sqr_cyc(u, f6x2);       /* f^12z^2 */
	oat_pc_exp_z(f12x3, u);          /* f^12z^3 */
	oat_fp12_mul(a, f12x3, f6x2);
	oat_fp12_mul(a, a, f6x);         /* a */
	oat_fp12_conj(u, f2x);
	oat_fp12_mul(b, a, u);           /* b = a f^-2z */
	oat_fp12_mul(u, a, f6x2);
	oat_fp12_mul(u, u, t);           /* f^l0 */
	oat_fp12_frb(fx, b, 1);
	oat_fp12_mul(u, u, fx);          /* * b^p */
	oat_fp12_frb(fx, a, 2);
	oat_fp12_mul(u, u, fx);          /* * a^(p^2) */
	oat_fp12_conj(fx, t);
	oat_fp12_mul(fx, fx, b);
	oat_fp12_frb(fx, fx, 3);
	oat_fp12_mul(r, u, fx);          /* * (b f^-1)^(p^3) */
}

#else
/* BLS12: hard part of Hayashida, Hayasaka and Teruya ("Efficient final
 * exponentiation via cyclotomic structure for pairings over families of
 * elliptic curves", ePrint 2020/875), for the multiple
 *   3 (p^4 - p^2 + 1)/r = (z - 1)^2 (z + p)(z^2 + p^2 - 1) + 3
 * (checked by tools/gen_params.py): the result is e^3 for the e with the
 * exponent (p^12 - 1)/r, which is the convention of the values published
 * for BLS12-381 (zkcrypto, RELIC, blst).  Five exponentiations by z:
 *   a = t^((z - 1)^2), b = a^(z + p), c = b^(z^2 + p^2 - 1), result c t^3. */
void oat_pc_final_exp(oat_gt_t r, const oat_fp12_t f) {
	oat_fp12_t t, a, b, u;
	oat_pc_final_easy_(t, f);
	oat_pc_exp_z(a, t);
	oat_fp12_conj(u, t);
	oat_fp12_mul(a, a, u);           /* t^(z - 1) */
	oat_pc_exp_z(u, a);
	oat_fp12_conj(a, a);
	oat_fp12_mul(a, u, a);           /* a = t^((z - 1)^2) */
	oat_pc_exp_z(b, a);
	oat_fp12_frb(u, a, 1);
	oat_fp12_mul(b, b, u);           /* b = a^(z + p) */
	oat_pc_exp_z(u, b);
	oat_pc_exp_z(u, u);              /* b^(z^2) */
	oat_fp12_frb(a, b, 2);
	oat_fp12_mul(u, u, a);           /* * b^(p^2) */
	oat_fp12_conj(a, b);
	oat_fp12_mul(u, u, a);           /* c = b^(z^2 + p^2 - 1) */
	oat_fp12_sqr_cyc(a, t);
	oat_fp12_mul(a, a, t);           /* t^3 */
	oat_fp12_mul(r, u, a);
}
#endif

void oat_pc_map(oat_gt_t r, const oat_g1_t p, const oat_g2_t q) {
	/* Infinity inputs run the loop on the generators and select 1 at the end,
	 * so the sequence of operations is the same for every input. */
	oat_g1_t pp, g1;
	oat_g2_t qq, g2;
	oat_fp12_t f;
	oat_gt_t one;
	int inf = oat_g1_is_infty(p) | oat_g2_is_infty(q);
	oat_g1_get_gen(g1);
	oat_g2_get_gen(g2);
	oat_g1_copy(pp, p);
	oat_g2_copy(qq, q);
	oat_g1_cmov(pp, g1, inf);
	oat_g2_cmov(qq, g2, inf);
	oat_pc_miller_loop(f, pp, qq);
	oat_pc_final_exp(r, f);
	oat_gt_set_unity(one);
	oat_fp12_cmov(r, one, inf);
}

/* Multi-pairing accumulator: pairs wait in a fixed buffer of OAT_PC_CHUNK;
 * a full buffer runs one shared Miller loop and multiplies its value into
 * the running product, so any number of pairs needs a fixed, small stack. */
void oat_pc_acc_init(oat_pc_acc *acc) {
	oat_fp12_set_dig(acc->f, 1);
	acc->n = 0;
}

static void oat_pc_acc_flush(oat_pc_acc *acc) {
	oat_pc_pair s[OAT_PC_CHUNK];
	const oat_g1_st *pp[OAT_PC_CHUNK];
	const oat_g2_st *qq[OAT_PC_CHUNK];
	oat_fp12_t g;
	if (acc->n == 0) return;
	for (size_t i = 0; i < acc->n; i++) {
		pp[i] = acc->p[i];
		qq[i] = acc->q[i];
	}
	oat_pc_pairs_init(s, pp, qq, acc->n);
	oat_pc_miller_multi(g, s, acc->n);
	oat_fp12_mul(acc->f, acc->f, g);
	acc->n = 0;
}

void oat_pc_acc_add(oat_pc_acc *acc, const oat_g1_t p, const oat_g2_t q) {
	if (oat_g1_is_infty(p) || oat_g2_is_infty(q)) return;
	oat_g1_copy(acc->p[acc->n], p);
	oat_g2_copy(acc->q[acc->n], q);
	if (++acc->n == OAT_PC_CHUNK) oat_pc_acc_flush(acc);
}

void oat_pc_acc_final(oat_gt_t r, oat_pc_acc *acc) {
	oat_pc_acc_flush(acc);
	oat_pc_final_exp(r, acc->f);
	oat_pc_acc_init(acc);
}

void oat_pc_map_sim(oat_gt_t r, const oat_g1_t p[], const oat_g2_t q[], size_t n) {
	oat_pc_acc acc;
	oat_pc_acc_init(&acc);
	for (size_t i = 0; i < n; i++) oat_pc_acc_add(&acc, p[i], q[i]);
	oat_pc_acc_final(r, &acc);
}

void oat_gt_get_gen(oat_gt_t r) {
	oat_g1_t p;
	oat_g2_t q;
	oat_g1_get_gen(p);
	oat_g2_get_gen(q);
	oat_pc_map(r, p, q);
}
