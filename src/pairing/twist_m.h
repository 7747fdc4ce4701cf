/* Lines of an M-type sextic twist (BLS12-381): untwisting by
 * (x, y) -> (x / w^2, y / w^3) puts the same three terms as on a D-type
 * twist (l0 in yP, l1 in xP, l3 constant) at w^3, w^2, w^0 once the line is
 * multiplied by w^3, which lies in the subfield Fp4 and is killed by the
 * final exponentiation; FP12(mul_line_m) multiplies it in.  Included by the
 * curve's pc.c before pc_tmpl.h. */
#define PC_MUL_LINE(r, f, l0, l1, l3) FP12(mul_line_m)(r, f, l3, l1, l0)

/* f = l itself (f = 1 before the first line): l3 w^0 + l1 w^2 + l0 w^3. */
static void PC(set_line_)(FP12(t) f, const FP2(t) l0, const FP2(t) l1, const FP2(t) l3) {
	FP12(zero)(f);
	FP2(copy)(f->c[0]->c[0], l3);
	FP2(copy)(f->c[0]->c[1], l1);
	FP2(copy)(f->c[1]->c[1], l0);
}
