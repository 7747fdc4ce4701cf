/* The optimal ate pairing of a BLS12 curve: the Miller loop on z (no
 * Frobenius lines) and the final exponentiation.  Included by the curve's
 * pc.c after pc_tmpl.h, which declares both hooks. */

/* no lines after the loop on z */
static void PC(miller_tail_)(FP12(t) f, PC(pair) *s, size_t n) {
	(void)f;
	(void)s;
	(void)n;
}

/* BLS12: hard part of Hayashida, Hayasaka and Teruya ("Efficient final
 * exponentiation via cyclotomic structure for pairings over families of
 * elliptic curves", ePrint 2020/875), for the multiple
 *   3 (p^4 - p^2 + 1)/r = (z - 1)^2 (z + p)(z^2 + p^2 - 1) + 3
 * (checked by tools/gen_params.py): the result is e^3 for the e with the
 * exponent (p^12 - 1)/r, which is the convention of the values published
 * for BLS12-381 (zkcrypto, RELIC, blst).  Five exponentiations by z:
 *   a = t^((z - 1)^2), b = a^(z + p), c = b^(z^2 + p^2 - 1), result c t^3. */
void PC(final_exp)(GT(t) r, const FP12(t) f) {
	FP12(t) t, a, b, u;
	PC(final_easy_)(t, f);
	PC(exp_z)(a, t);
	FP12(conj)(u, t);
	FP12(mul)(a, a, u);           /* t^(z - 1) */
	PC(exp_z)(u, a);
	FP12(conj)(a, a);
	FP12(mul)(a, u, a);           /* a = t^((z - 1)^2) */
	PC(exp_z)(b, a);
	FP12(frb)(u, a, 1);
	FP12(mul)(b, b, u);           /* b = a^(z + p) */
	PC(exp_z)(u, b);
	PC(exp_z)(u, u);              /* b^(z^2) */
	FP12(frb)(a, b, 2);
	FP12(mul)(u, u, a);           /* * b^(p^2) */
	FP12(conj)(a, b);
	FP12(mul)(u, u, a);           /* c = b^(z^2 + p^2 - 1) */
	FP12(sqr_cyc)(a, t);
	FP12(mul)(a, a, t);           /* t^3 */
	FP12(mul)(r, u, a);
}
