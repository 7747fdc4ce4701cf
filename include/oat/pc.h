/* oat: the optimal ate pairing e: G1 x G2 -> GT on BN-P254.
 *
 * e(P, Q) = f_{6z+2,Q}(P) * l_{[6z+2]Q, psi(Q)}(P) * l_{[6z+2]Q+psi(Q), -psi^2(Q)}(P)
 * raised to the final exponent 2z(6z^2 + 3z + 1) (p^12 - 1) / r: the multiple
 * of (p^12 - 1)/r whose hard part Fuentes-Castaneda, Knapp and
 * Rodriguez-Henriquez ("Faster hashing to G2", SAC 2011) compute with three
 * exponentiations by z.  mcl computes the same exponent, so oat's GT values
 * equal mcl's coefficient by coefficient; RELIC's (plain (p^12-1)/r) are their
 * (2z(6z^2+3z+1))^-1 mod r power.  z = -(2^62 + 2^55 + 1).
 *
 * The Miller loop uses homogeneous projective coordinates on the twist and
 * the line formulas of Aranha, Karabina, Longa, Gebotys and Lopez (Eurocrypt
 * 2011), multiplied in by the sparse oat_fp12_mul_line. */
#ifndef OAT_PC_H
#define OAT_PC_H

#include "oat/ec.h"

#ifdef __cplusplus
extern "C" {
#endif

/* r = e(p, q).  Constant-time in p and q (infinity inputs give r = 1). */
void oat_pc_map(oat_gt_t r, const oat_g1_t p, const oat_g2_t q);
/* r = prod e(p[i], q[i]) for i < n, with one shared final exponentiation and
 * a fixed, small stack whatever n.  Pairs with an infinite point are skipped
 * (which pairs are infinite is not hidden).  n = 0 gives r = 1. */
void oat_pc_map_sim(oat_gt_t r, const oat_g1_t p[], const oat_g2_t q[], size_t n);
/* A multi-pairing accumulator, for products of pairings over data that is
 * produced one pair at a time (aggregate signature verification): add pairs,
 * then take the product of their pairings with one final exponentiation.
 * Its size is fixed (OAT_PC_CHUNK pairs wait in it; each full chunk runs one
 * Miller loop with shared squarings).  Pairs with an infinite point add 1. */
#define OAT_PC_CHUNK 4
typedef struct {
	oat_fp12_t f;
	oat_g1_t p[OAT_PC_CHUNK];
	oat_g2_t q[OAT_PC_CHUNK];
	size_t n;
} oat_pc_acc;
void oat_pc_acc_init(oat_pc_acc *acc);
void oat_pc_acc_add(oat_pc_acc *acc, const oat_g1_t p, const oat_g2_t q);
/* r = the product of the pairings added since init; acc is reset. */
void oat_pc_acc_final(oat_gt_t r, oat_pc_acc *acc);
/* The Miller loop alone: f = f_{6z+2,q}(p) with its two Frobenius lines. */
void oat_pc_miller_loop(oat_fp12_t f, const oat_g1_t p, const oat_g2_t q);
/* The final exponentiation alone: r = f^(2z(6z^2+3z+1)(p^12-1)/r); f != 0. */
void oat_pc_final_exp(oat_gt_t r, const oat_fp12_t f);
/* r = e(G1, G2) for the two generators. */
void oat_gt_get_gen(oat_gt_t r);

#ifdef __cplusplus
}
#endif
#endif
