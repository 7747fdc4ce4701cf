/* Lines of a D-type sextic twist (BN-P254): untwisting by
 * (x, y) -> (x w^2, y w^3), the line through T and T' on E' evaluated at
 * P = (xP, yP) is l0 + l1 w + l3 w^3, with l0 the term in yP, l1 the term in
 * xP and l3 the constant; FP12(mul_line) multiplies it in (RELIC's
 * fp12_mul_dxs).  Included by the curve's pc.c before pc_tmpl.h. */
#define PC_MUL_LINE(r, f, l0, l1, l3) FP12(mul_line)(r, f, l0, l1, l3)

/* f = l itself (f = 1 before the first line); f_e = c[e % 2].c[e / 2] is the
 * coefficient of w^e. */
static void PC(set_line_)(FP12(t) f, const FP2(t) l0, const FP2(t) l1, const FP2(t) l3) {
	FP12(zero)(f);
	FP2(copy)(f->c[0]->c[0], l0);
	FP2(copy)(f->c[1]->c[0], l1);
	FP2(copy)(f->c[1]->c[1], l3);
}
