/* Montgomery multiplication, squaring and reduction on 8 x 32-bit digits for
 * ARMv7-A (tuned for the Cortex-A9), ARM state, built on UMAAL.
 *
 * UMAAL lo, hi, x, y sets (hi : lo) = x*y + lo + hi, which never overflows
 * ((2^32-1)^2 + 2 (2^32-1) = 2^64 - 1): one instruction multiplies and adds
 * two digits, so a chain of them is a row of schoolbook multiplication with
 * the running digits in `lo` and the carry in `hi` (no flags, no ADC).
 *
 * Separated operand scanning (Koc, Acar and Kaliski 1996, "SOS"):
 *
 *   product   T = a*b as four 4 x 4 blocks (MULN8_BODY) or, for squares,
 *             the off-diagonal triangle doubled plus the diagonal
 *             (SQRN8_BODY); 64 resp. 36 multiplications;
 *   reduction eight rows u_i = t_i n0, t += u_i m 2^(32 i) with the eight
 *             live digits in registers (REDC8_ROWS); 8 MUL + 64 UMAAL;
 *   result    (T + U m) / 2^256 < 2m, then one subtraction of m by masks.
 *
 * All digits of a, b, m and the intermediate values stay in registers or at
 * fixed stack offsets: no branch and no address depends on a value, so every
 * routine is constant-time.
 *
 * Preconditions (all routines): m is odd, m < 2^255 (2m < 2^256, so that no
 * value below 2m needs a ninth digit: BLS12-381's 255-bit r fits), n0 = -m^-1 mod 2^32,
 * pointers are word-aligned. */
#include "asm.h"

/* One row of a 4 x 4 block: (c : s_j) = a_j * b + s_j + c for j = 0..3.
 * Afterwards s0 holds the final digit of the row's lowest position and c the
 * digit above s3 (the new top of the window). */
.macro	ROW4 s0, s1, s2, s3, c, b, a0=r9, a1=r10, a2=r11, a3=r12
	umaal	\s0, \c, \a0, \b
	umaal	\s1, \c, \a1, \b
	umaal	\s2, \c, \a2, \b
	umaal	\s3, \c, \a3, \b
.endm

/* T[0..16) = a * b (the 512-bit product) at \tb + \to, with the 256-bit
 * halves a = A1:A0, b = B1:B0 multiplied as four 4 x 4 blocks.  A 4 x 4 block
 * computes A*B + C + D for 4-digit C (the running digits the first row
 * starts from) and D (the carries each row starts from): at most
 * (2^128-1)^2 + 2 (2^128-1) = 2^256 - 1, so it is exact in 8 digits.
 *
 *   X1 = A0 B0                    -> T[0..4), P = X1[4..8)
 *   X2 = A1 B0 + P                -> Q = X2 (Q[0..4) stored as T[4..8))
 *   X3 = A0 B1 + Q[0..4)          -> T[4..8), R = X3[4..8)
 *   X4 = A1 B1 + R + Q[4..8)      -> T[8..16)
 *
 * On entry r1 = a, r2 = b; a and b + 16 are also at [sp + \pa] and
 * [sp + \pbh], and a + 16 is at [sp + \pah] or, if \pah is lr, in lr.
 * Registers: r9-r12 the digits of A, r3/r6/r7/r8 those of B, and
 * r0-r2/r4/r5 the window of running digits, renamed from row to row so that
 * no digit is moved; lr is not written (it may be \tb).  The renaming is
 * chosen so that the high halves leave in register pairs for STRD. */
.macro	LOAD_A1 pah
.ifc \pah, lr
	ldm	lr, {r9-r12}			@ A1
.else
	ldr	r12, [sp, #\pah]
	ldm	r12, {r9-r12}			@ A1
.endif
.endm

.macro	MULN8_BODY tb, to, pa, pah, pbh
	ldm	r1, {r9-r12}			@ A0
	ldm	r2, {r3, r6, r7, r8}		@ B0
	/* X1 = A0 B0 */
	umull	r0, r5, r9, r3
	mov	r1, #0
	umaal	r1, r5, r10, r3
	mov	r2, #0
	umaal	r2, r5, r11, r3
	mov	r4, #0
	umaal	r4, r5, r12, r3
	str	r0, [\tb, #\to + 0]
	mov	r0, #0
	ROW4	r1, r2, r4, r5, r0, r6
	str	r1, [\tb, #\to + 4]
	mov	r1, #0
	ROW4	r2, r4, r5, r0, r1, r7
	str	r2, [\tb, #\to + 8]
	mov	r2, #0
	ROW4	r4, r5, r0, r1, r2, r8
	str	r4, [\tb, #\to + 12]
	/* X2 = A1 B0 + P, P = (r5, r0, r1, r2) */
	LOAD_A1	\pah
	mov	r4, #0
	ROW4	r5, r0, r1, r2, r4, r3
	str	r5, [\tb, #\to + 16]
	mov	r5, #0
	ROW4	r0, r1, r2, r4, r5, r6
	str	r0, [\tb, #\to + 20]
	mov	r0, #0
	ROW4	r1, r2, r4, r5, r0, r7
	str	r1, [\tb, #\to + 24]
	mov	r1, #0
	ROW4	r2, r4, r5, r0, r1, r8
	str	r2, [\tb, #\to + 28]
	strd	r4, r5, [\tb, #\to + 32]	@ Q[4..8) parked in T[8..12)
	strd	r0, r1, [\tb, #\to + 40]
	/* X3 = A0 B1 + Q[0..4) */
	ldr	r12, [sp, #\pa]
	ldm	r12, {r9-r12}			@ A0
	ldr	r8, [sp, #\pbh]
	ldm	r8, {r3, r6, r7, r8}		@ B1
	add	r4, \tb, #\to + 16
	ldm	r4, {r0, r1, r2, r4}		@ Q[0..4)
	mov	r5, #0
	ROW4	r0, r1, r2, r4, r5, r3
	str	r0, [\tb, #\to + 16]
	mov	r0, #0
	ROW4	r1, r2, r4, r5, r0, r6
	str	r1, [\tb, #\to + 20]
	mov	r1, #0
	ROW4	r2, r4, r5, r0, r1, r7
	str	r2, [\tb, #\to + 24]
	mov	r2, #0
	ROW4	r4, r5, r0, r1, r2, r8
	str	r4, [\tb, #\to + 28]
	/* X4 = A1 B1 + R + Q[4..8), R = (r5, r0, r1, r2); each row's carry
	 * starts from one digit of Q[4..8), read just before its slot is
	 * overwritten by the row's result. */
	LOAD_A1	\pah
	ldr	r4, [\tb, #\to + 32]
	ROW4	r5, r0, r1, r2, r4, r3
	str	r5, [\tb, #\to + 32]
	ldr	r5, [\tb, #\to + 36]
	ROW4	r0, r1, r2, r4, r5, r6
	str	r0, [\tb, #\to + 36]
	ldr	r0, [\tb, #\to + 40]
	ROW4	r1, r2, r4, r5, r0, r7
	str	r1, [\tb, #\to + 40]
	ldr	r1, [\tb, #\to + 44]
	ROW4	r2, r4, r5, r0, r1, r8
	str	r2, [\tb, #\to + 44]
	strd	r4, r5, [\tb, #\to + 48]
	strd	r0, r1, [\tb, #\to + 56]
.endm

/* T[0..16) = a^2 at \tb + \to, for a in r3, r6, r7, r8 (A0 = a0..a3) and
 * r9-r12 (A1 = a4..a7).  First the off-diagonal half
 *
 *   Y = sum_{i<j} a_i a_j 2^(32(i+j))  (digits 1..14; 28 products)
 *
 * as triangle(A0) + A0 A1 2^128 + triangle(A1) 2^256, where the 4 x 4 block
 * takes the top of triangle(A0) as its starting digits and triangle(A1)
 * takes the top of the block as its own; then one pass from the bottom
 *
 *   T = 2 Y + sum_i a_i^2 2^(64 i)
 *
 * doubles Y on the carry flag (ADCS y, y, y) while a second carry chain, a
 * full digit d in a register, adds the squares with UMAAL (which does not
 * touch the flags): UMAAL y_2k, d, a_k, a_k and UMAAL y_2k+1, d, 0, 0.  Both
 * chains end with no carry since a^2 < 2^512.  Uses r0-r12 and lr (lr walks
 * T in the second pass; it may be \tb). */
.macro	SQRN8_BODY tb, to
	/* triangle(A0): digits 1..3 final, 4..6 partial */
	umull	r0, r1, r3, r6			@ a0 a1
	mov	r4, #0
	umaal	r4, r1, r3, r7			@ a0 a2
	mov	r5, #0
	umaal	r5, r1, r3, r8			@ a0 a3
	mov	r2, #0
	umaal	r5, r2, r6, r7			@ a1 a2
	umaal	r1, r2, r6, r8			@ a1 a3
	str	r0, [\tb, #\to + 4]
	strd	r4, r5, [\tb, #\to + 8]
	mov	r0, #0
	umaal	r2, r0, r7, r8			@ a2 a3
	/* A0 A1 2^128, starting from (r1, r2, r0, 0) at digits 4..7 */
	mov	r4, #0
	mov	r5, #0
	ROW4	r1, r2, r0, r4, r5, r9, r3, r6, r7, r8
	str	r1, [\tb, #\to + 16]
	mov	r1, #0
	ROW4	r2, r0, r4, r5, r1, r10, r3, r6, r7, r8
	str	r2, [\tb, #\to + 20]
	mov	r2, #0
	ROW4	r0, r4, r5, r1, r2, r11, r3, r6, r7, r8
	str	r0, [\tb, #\to + 24]
	mov	r0, #0
	ROW4	r4, r5, r1, r2, r0, r12, r3, r6, r7, r8
	str	r4, [\tb, #\to + 28]
	/* triangle(A1) 2^256 on top of digits 9..11 = (r1, r2, r0); r5 = Y8 */
	mov	r4, #0
	umaal	r1, r4, r9, r10			@ a4 a5
	umaal	r2, r4, r9, r11			@ a4 a6
	umaal	r0, r4, r9, r12			@ a4 a7
	str	r5, [\tb, #\to + 32]
	mov	r5, #0
	umaal	r0, r5, r10, r11		@ a5 a6
	umaal	r4, r5, r10, r12		@ a5 a7
	str	r1, [\tb, #\to + 36]
	mov	r1, #0
	umaal	r5, r1, r11, r12		@ a6 a7
	str	r2, [\tb, #\to + 40]
	str	r0, [\tb, #\to + 44]
	strd	r4, r5, [\tb, #\to + 48]
	str	r1, [\tb, #\to + 56]
	/* T = 2 Y + diagonal, four digits at a time; d = r5 */
.ifnc \tb, lr
	add	lr, \tb, #\to
.endif
	ldm	lr, {r0, r1, r2, r4}		@ (Y0 is not stored: unused)
	umull	r0, r5, r3, r3			@ a0^2 (Y0 = 0)
	mov	r3, #0				@ a0 is done: r3 is the zero
	adds	r1, r1, r1
	umaal	r1, r5, r3, r3
	adcs	r2, r2, r2
	adcs	r4, r4, r4
	umaal	r2, r5, r6, r6			@ a1^2
	umaal	r4, r5, r3, r3
	stm	lr!, {r0, r1, r2, r4}
	ldm	lr, {r0, r1, r2, r4}
	adcs	r0, r0, r0
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adcs	r4, r4, r4
	umaal	r0, r5, r7, r7			@ a2^2
	umaal	r1, r5, r3, r3
	umaal	r2, r5, r8, r8			@ a3^2
	umaal	r4, r5, r3, r3
	stm	lr!, {r0, r1, r2, r4}
	ldm	lr, {r0, r1, r2, r4}
	adcs	r0, r0, r0
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adcs	r4, r4, r4
	umaal	r0, r5, r9, r9			@ a4^2
	umaal	r1, r5, r3, r3
	umaal	r2, r5, r10, r10		@ a5^2
	umaal	r4, r5, r3, r3
	stm	lr!, {r0, r1, r2, r4}
	ldm	lr, {r0, r1, r2}		@ Y12..Y14; Y15 = 0
	adcs	r0, r0, r0
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adc	r4, r3, r3			@ 2 Y15 + carry
	umaal	r0, r5, r11, r11		@ a6^2
	umaal	r1, r5, r3, r3
	umaal	r2, r5, r12, r12		@ a7^2
	umaal	r4, r5, r3, r3
	stm	lr, {r0, r1, r2, r4}
.endm

/* The modulus block at sp (built by each Montgomery routine):
 *   [sp + 0] = 0, [sp + 4..20) = m0..m3, [sp + 20] = n0, [sp + 24..40) = m4..m7
 * so that one LDM gives a zero carry, m0..m3 and n0 for a reduction row. */

/* One Montgomery reduction row on the window t0..t7 (digits i..i+7):
 * u = t0 n0, (c : t_j) = u m_j + t_j + c; t0 becomes 0 and c the digit i+8.
 * The register of t0 is the next row's c: nine registers rotate. */
.macro	REDROW t0, t1, t2, t3, t4, t5, t6, t7, c
	ldm	sp, {\c, r9, r10, r11, r12, lr}	@ c = 0, m0..m3, lr = n0
	mul	lr, \t0, lr			@ u = t0 n0 mod 2^32
	umaal	\t0, \c, lr, r9			@ t0 + u m0 = 0 mod 2^32
	umaal	\t1, \c, lr, r10
	umaal	\t2, \c, lr, r11
	umaal	\t3, \c, lr, r12
	add	r12, sp, #24
	ldm	r12, {r9-r12}			@ m4..m7
	umaal	\t4, \c, lr, r9
	umaal	\t5, \c, lr, r10
	umaal	\t6, \c, lr, r11
	umaal	\t7, \c, lr, r12
.endm

/* V = (T0 + U m) / 2^256 for T0 = T[0..8) in r1-r8, U = u_0 + u_1 2^32 +
 * ... chosen digit by digit so that the low 256 bits vanish.  The nine
 * registers G = (r1, ..., r8, r0) hold digit k in G[k mod 9]; row i reads
 * digits i..i+7 and creates digit i+8 in the register that digit i-1 (now
 * zero) left, so V = digits 8..15 ends in r0-r7, in order.  V <= m since
 * T0 < 2^256 and U < 2^256: (2^256 + 2^256 m) / 2^256 = m + 1. */
.macro	REDC8_ROWS
	REDROW	r1, r2, r3, r4, r5, r6, r7, r8, r0
	REDROW	r2, r3, r4, r5, r6, r7, r8, r0, r1
	REDROW	r3, r4, r5, r6, r7, r8, r0, r1, r2
	REDROW	r4, r5, r6, r7, r8, r0, r1, r2, r3
	REDROW	r5, r6, r7, r8, r0, r1, r2, r3, r4
	REDROW	r6, r7, r8, r0, r1, r2, r3, r4, r5
	REDROW	r7, r8, r0, r1, r2, r3, r4, r5, r6
	REDROW	r8, r0, r1, r2, r3, r4, r5, r6, r7
.endm

/* r0-r7 += T[8..16) at \reg (which may be lr; clobbers r8-r12, lr).
 * V + T1 <= m + (m - 1) < 2m < 2^256 since T < m 2^256: no carry out. */
.macro	ADD_HIGH8 reg
	ldm	\reg, {r8-r12, lr}
	adds	r0, r0, r8
	adcs	r1, r1, r9
	adcs	r2, r2, r10
	adcs	r3, r3, r11
	adcs	r4, r4, r12
	adcs	r5, r5, lr
.endm
.macro	ADD_HIGH8_TAIL reg, off
	ldrd	r8, r9, [\reg, #\off]
	adcs	r6, r6, r8
	adc	r7, r7, r9
.endm

/* r0-r7 = t mod m for t < 2m in r0-r7: t - m, then add m back under the
 * mask of the borrow (all ones iff t < m).  Uses the modulus block. */
.macro	FINAL_SUB8
	ldmib	sp, {r8-r11}			@ m0..m3
	subs	r0, r0, r8
	sbcs	r1, r1, r9
	sbcs	r2, r2, r10
	sbcs	r3, r3, r11
	add	r12, sp, #24
	ldm	r12, {r8-r11}			@ m4..m7
	sbcs	r4, r4, r8
	sbcs	r5, r5, r9
	sbcs	r6, r6, r10
	sbcs	r7, r7, r11
	sbc	r12, r12, r12			@ mask = -borrow
	ldmib	sp, {r8-r11}
	and	r8, r8, r12
	and	r9, r9, r12
	and	r10, r10, r12
	and	r11, r11, r12
	adds	r0, r0, r8
	adcs	r1, r1, r9
	adcs	r2, r2, r10
	adcs	r3, r3, r11
	add	lr, sp, #24
	ldm	lr, {r8-r11}
	and	r8, r8, r12
	and	r9, r9, r12
	and	r10, r10, r12
	and	r11, r11, r12
	adcs	r4, r4, r8
	adcs	r5, r5, r9
	adcs	r6, r6, r10
	adc	r7, r7, r11
.endm

/* void oat_arm32_mont_mul8(uint32_t r[8], const uint32_t a[8],
 *         const uint32_t b[8], const uint32_t m[8], uint32_t n0);
 * r = a b / 2^256 mod m, fully reduced, for a < 2^256 and b < m (then
 * a b < m 2^256).  r may alias a or b. */
FUNC	oat_arm32_mont_mul8
	push	{r4-r11, lr}
	add	r5, r2, #16
	push	{r0, r1, r5}
	ldr	r8, [sp, #48]			@ n0, the fifth argument
	add	lr, r1, #16			@ a + 16 for the whole product
	sub	sp, sp, #64
	ldm	r3, {r4-r7, r9-r12}
	mov	r3, #0
	push	{r3-r12}
	/* [0, 40) modulus block, [40, 104) T, [104] r, [108] a, [112] b + 16,
	 * [116, 152) saved registers */
	MULN8_BODY sp, 40, 108, lr, 112
	add	r8, sp, #40
	ldm	r8, {r1-r8}
	REDC8_ROWS
	add	lr, sp, #72
	ADD_HIGH8 lr
	ADD_HIGH8_TAIL sp, 96
	FINAL_SUB8
	ldr	r8, [sp, #104]
	stm	r8, {r0-r7}
	add	sp, sp, #116
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_mul8

/* void oat_arm32_mont_sqr8(uint32_t r[8], const uint32_t a[8],
 *         const uint32_t m[8], uint32_t n0);
 * r = a^2 / 2^256 mod m for a < m.  r may alias a. */
FUNC	oat_arm32_mont_sqr8
	push	{r0, r4-r11, lr}
	sub	sp, sp, #64
	ldm	r2, {r4-r7, r9-r12}
	mov	r8, r3
	mov	r3, #0
	push	{r3-r12}
	/* [0, 40) modulus block, [40, 104) T, [104] r, [108, 148) saved */
	ldm	r1, {r3, r6-r12}
	SQRN8_BODY sp, 40
	add	r8, sp, #40
	ldm	r8, {r1-r8}
	REDC8_ROWS
	add	lr, sp, #72
	ADD_HIGH8 lr
	ADD_HIGH8_TAIL sp, 96
	FINAL_SUB8
	ldr	r8, [sp, #104]
	stm	r8, {r0-r7}
	add	sp, sp, #108
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_sqr8

/* void oat_arm32_mont_rdc8(uint32_t r[8], const uint32_t c[16],
 *         const uint32_t m[8], uint32_t n0);
 * r = c / 2^256 mod m for c < m 2^256 (Montgomery reduction).  r may alias
 * the low half of c. */
FUNC	oat_arm32_mont_rdc8
	add	r12, r1, #32
	push	{r0, r1, r4-r12, lr}
	ldm	r2, {r4-r7, r9-r12}
	mov	r8, r3
	mov	r3, #0
	push	{r3-r12}
	/* [0, 40) modulus block, [40] r, [44] c, [48, 80) r4-r11, [80] c + 32,
	 * [84] lr */
	ldm	r1, {r1-r8}
	REDC8_ROWS
	ldr	lr, [sp, #80]
	ADD_HIGH8 lr
	ldr	r9, [sp, #80]
	ADD_HIGH8_TAIL r9, 24
	FINAL_SUB8
	ldr	r8, [sp, #40]
	stm	r8, {r0-r7}
	add	sp, sp, #48
	pop	{r4-r12, pc}
ENDFUNC	oat_arm32_mont_rdc8

/* void oat_arm32_muln8(uint32_t c[16], const uint32_t a[8], const uint32_t b[8]);
 * c = a b, for any a, b < 2^256.  c must not overlap a or b. */
FUNC	oat_arm32_muln8
	push	{r4-r11, lr}
	add	r3, r1, #16
	add	r4, r2, #16
	push	{r1, r3, r4}			@ [0] a, [4] a + 16, [8] b + 16
	mov	lr, r0
	MULN8_BODY lr, 0, 0, 4, 8
	add	sp, sp, #12
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_muln8

/* void oat_arm32_sqrn8(uint32_t c[16], const uint32_t a[8]);
 * c = a^2, for any a < 2^256.  c must not overlap a. */
FUNC	oat_arm32_sqrn8
	push	{r4-r11, lr}
	mov	lr, r0
	ldm	r1, {r3, r6-r12}
	SQRN8_BODY lr, 0
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_sqrn8

/* ---- Fp2 = Fp[i]/(i^2 + 1) products on 2 x 8 digits (a0, then a1) ----
 * The unreduced products of the lazy tower (src/ext/fp2d_inl.h) in one
 * routine each, so that the sums, the three (or two) 8 x 8 products and
 * the double-width differences make no call and no pass the callers did
 * with separate kernels.  For m < 2^254 (so 4 m^2 < m 2^256) and
 * a0, a1, b0, b1 < m; c must not overlap a or b. */

/* r4-r11 += m & r1, m at r2 (advanced); r0, r3, r12, lr clobbered */
.macro	ADDM8_MASKED
	ldm	r2!, {r0, r3, r12, lr}
	and	r0, r0, r1
	and	r3, r3, r1
	and	r12, r12, r1
	and	lr, lr, r1
	adds	r4, r4, r0
	adcs	r5, r5, r3
	adcs	r6, r6, r12
	adcs	r7, r7, lr
	ldm	r2, {r0, r3, r12, lr}
	and	r0, r0, r1
	and	r3, r3, r1
	and	r12, r12, r1
	and	lr, lr, r1
	adcs	r8, r8, r0
	adcs	r9, r9, r3
	adcs	r10, r10, r12
	adc	r11, r11, lr
.endm

/* FP2MULN8_BODY o: Karatsuba (Aranha, Karabina, Longa, Gebotys, Lopez,
 * Eurocrypt 2011) on the frame at sp + o:
 *   c0 = a0 b0 - a1 b1 mod m 2^256                       c[0..16)
 *   c1 = (a0 + a1)(b0 + b1) - a0 b0 - a1 b1 < 2 m^2      c[16..32)
 * with a0 + a1, b0 + b1 < 2m unreduced ((2m)^2 < m 2^256), for a0, a1, b0,
 * b1 < m < 2^254; c must not overlap a or b.  On entry r1 = a, r2 = b and
 * [sp + o + 128..144) = c, a, b, m; [sp + o, sp + o + 128) is scratch: [0,
 * 32) sa = a0 + a1, [32, 64) sb = b0 + b1, [64, 128) T1 = a1 b1, and
 * [144, 156) the product's pointers (A, A + 16, B + 16).  Clobbers r0-r12,
 * lr. */
.macro	FP2MULN8_BODY o
	add	r11, sp, #\o
	add	r0, r1, #32
	HSUM4	adds, r1
	HSUM4	adcs, r1
	add	r0, r2, #32
	HSUM4	adds, r2
	HSUM4	adcs, r2
	/* c0 = T0 = a0 b0 */
	add	r12, sp, #(\o + 128)
	ldm	r12, {r0-r2}			@ c, a, b
	add	r3, r1, #16
	add	r4, r2, #16
	add	r12, sp, #(\o + 144)
	stm	r12, {r1, r3, r4}
	mov	lr, r0
	MULN8_BODY lr, 0, (\o + 144), (\o + 148), (\o + 152)
	/* T1 = a1 b1 */
	add	r12, sp, #(\o + 132)
	ldm	r12, {r1, r2}
	add	r1, r1, #32
	add	r2, r2, #32
	add	r3, r1, #16
	add	r4, r2, #16
	add	r12, sp, #(\o + 144)
	stm	r12, {r1, r3, r4}
	MULN8_BODY sp, (\o + 64), (\o + 144), (\o + 148), (\o + 152)
	/* c1 = T2 = sa sb */
	add	r1, sp, #\o
	add	r2, sp, #(\o + 32)
	add	r3, sp, #(\o + 16)
	add	r4, sp, #(\o + 48)
	add	r12, sp, #(\o + 144)
	stm	r12, {r1, r3, r4}
	ldr	lr, [sp, #(\o + 128)]
	add	lr, lr, #64
	MULN8_BODY lr, 0, (\o + 144), (\o + 148), (\o + 152)
	/* c1 = T2 - T0 - T1 (exact: a0 b1 + a1 b0 >= 0) */
	mov	r0, lr
	sub	r1, lr, #64
	DSUB4	subs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	sub	r0, r0, #64
	add	r1, sp, #(\o + 64)
	DSUB4	subs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	/* c0 = T0 - T1 mod m 2^256: the 512-bit difference, then m 2^256
	 * added under the mask of its borrow */
	sub	r0, r0, #128
	add	r1, sp, #(\o + 64)
	DSUB4	subs, sbcs
	DSUB4	sbcs, sbcs
	ldm	r0, {r4-r11}
	ldm	r1!, {r2, r3, r12, lr}
	sbcs	r4, r4, r2
	sbcs	r5, r5, r3
	sbcs	r6, r6, r12
	sbcs	r7, r7, lr
	ldm	r1, {r2, r3, r12, lr}
	sbcs	r8, r8, r2
	sbcs	r9, r9, r3
	sbcs	r10, r10, r12
	sbcs	r11, r11, lr
	sbc	r1, r1, r1
	ldr	r2, [sp, #(\o + 140)]
	ADDM8_MASKED
	ldr	r0, [sp, #(\o + 128)]
	add	r0, r0, #32
	stm	r0, {r4-r11}
.endm

/* void oat_arm32_fp2_muln8(uint32_t c[32], const uint32_t a[16],
 *         const uint32_t b[16], const uint32_t m[8]);
 * FP2MULN8_BODY on its own frame: [0, 160) the body's, [160, 196) saved
 * registers. */
FUNC	oat_arm32_fp2_muln8
	push	{r4-r11, lr}
	sub	sp, sp, #160
	add	r12, sp, #128
	stm	r12, {r0-r3}
	FP2MULN8_BODY 0
	add	sp, sp, #160
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_fp2_muln8

/* void oat_arm32_fp2_sqrn8(uint32_t c[32], const uint32_t a[16],
 *         const uint32_t m[8]);
 *   c0 = (a0 + a1)(a0 - a1 mod m) < 2 m^2     c[0..16)
 *   c1 = (2 a0) a1 < 2 m^2                    c[16..32)
 * (a0 + a1 and 2 a0 < 2m unreduced). */
FUNC	oat_arm32_fp2_sqrn8
	push	{r4-r11, lr}
	sub	sp, sp, #120
	/* [0, 32) s = a0 + a1, [32, 64) d = a0 - a1 mod m, [64, 96) e = 2 a0,
	 * [96] c, [100] a, [104] m, [108, 120) the product's pointers */
	add	r12, sp, #96
	stm	r12, {r0-r2}
	ldm	r1!, {r4-r11}			@ a0; r1 = a1
	adds	r0, r4, r4			@ e = 2 a0
	adcs	r2, r5, r5
	adcs	r3, r6, r6
	adcs	r12, r7, r7
	add	lr, sp, #64
	stm	lr!, {r0, r2, r3, r12}
	adcs	r0, r8, r8
	adcs	r2, r9, r9
	adcs	r3, r10, r10
	adc	r12, r11, r11
	stm	lr, {r0, r2, r3, r12}
	ldm	r1!, {r0, r2, r3, r12}		@ s = a0 + a1
	adds	r0, r4, r0
	adcs	r2, r5, r2
	adcs	r3, r6, r3
	adcs	r12, r7, r12
	stm	sp, {r0, r2, r3, r12}
	ldm	r1, {r0, r2, r3, r12}
	adcs	r0, r8, r0
	adcs	r2, r9, r2
	adcs	r3, r10, r3
	adc	r12, r11, r12
	add	lr, sp, #16
	stm	lr, {r0, r2, r3, r12}
	sub	r1, r1, #16			@ d = a0 - a1, + m if negative
	ldm	r1!, {r0, r2, r3, r12}
	subs	r4, r4, r0
	sbcs	r5, r5, r2
	sbcs	r6, r6, r3
	sbcs	r7, r7, r12
	ldm	r1, {r0, r2, r3, r12}
	sbcs	r8, r8, r0
	sbcs	r9, r9, r2
	sbcs	r10, r10, r3
	sbcs	r11, r11, r12
	sbc	r1, r1, r1
	ldr	r2, [sp, #104]
	ADDM8_MASKED
	add	r0, sp, #32
	stm	r0, {r4-r11}
	/* c0 = s d */
	mov	r1, sp
	add	r2, sp, #32
	add	r3, sp, #16
	add	r4, sp, #48
	add	r12, sp, #108
	stm	r12, {r1, r3, r4}
	ldr	lr, [sp, #96]
	MULN8_BODY lr, 0, 108, 112, 116
	/* c1 = e a1 */
	add	r1, sp, #64
	ldr	r2, [sp, #100]
	add	r2, r2, #32
	add	r3, sp, #80
	add	r4, r2, #16
	add	r12, sp, #108
	stm	r12, {r1, r3, r4}
	ldr	lr, [sp, #96]
	add	lr, lr, #64
	MULN8_BODY lr, 0, 108, 112, 116
	add	sp, sp, #120
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_fp2_sqrn8

/* ---- Karabina's compressed squaring: the Fp2 pair in one routine ----
 *   void oat_arm32_fp2_pck8(const uint32_t *const io[6], const uint32_t m[8],
 *           uint32_t n0, uint32_t xi);     io = { h, k, x, y, hx, ky }
 * With xi = 1 + i (BN-P254), b = x y and P = (x + y)(x + xi y):
 *   a = x^2 + xi y^2 = P - (1 + xi) b:   a0 = P0 - 2 b0 + b1,
 *                                        a1 = P1 - b0 - 2 b1,
 *   k = 3 a - 2 ky = a + 2 (a - ky),     h = 2 (hx + 3 b'),
 * b' = b if xi = 0, xi b = (b0 - b1) + (b0 + b1) i if xi = 1 (the argument,
 * taken as a mask, so that both calls of a squaring run the same code).
 * alt_bn128's xi = 9 + i keeps the C (src/ext): its multiples of 9 make as
 * many modular additions here as there, and these cost the same in a
 * routine (2026-12-07: pc_map 6.69 M instructions with the C, 6.79 M with
 * this routine for A = 9).  src/ext/fp12_tmpl.h, FP12(pck_pair), is the reference; the x86-64
 * twin is fp2_4_adx.S's PCK_BODY.  All coefficients < m < 2^254; h and k must
 * not overlap the inputs.  The two Fp2 products are FP2MULN8_BODY and four
 * reductions; the additions run on one value in r4-r11 (PV_* below, on
 * asm.h's SUB_M8 and ADD_M8_MASKED as mont8_add.S), so that a chain of them
 * loads and stores the value once.  Straight-line, branch-free (masks). */
#define PK_K	40	/* FP2MULN8_BODY's frame (160) */
#define PK_IO	200	/* io */
#define PK_XI	204	/* -xi: the mask of b' = xi b */
#define PK_S	208	/* S = x + y, then P reduced */
#define PK_T	272	/* T = x + xi y, then b reduced */
#define PK_P	336	/* P = S T unreduced (c0, c1: 128) */
#define PK_B	464	/* b = x y unreduced */
#define PK_W	592	/* a, b' */
#define PK_FRAME 624

/* \reg = io[idx] + off */
.macro	PIO reg, idx, off=0
	ldr	\reg, [sp, #PK_IO]
	ldr	\reg, [\reg, #(4 * \idx)]
.if \off
	add	\reg, \reg, #\off
.endif
.endm
/* V = r4-r11 from / to sp + off */
.macro	PV_LDS off
	add	r12, sp, #\off
	ldm	r12, {r4-r11}
.endm
.macro	PV_STS off
	add	r12, sp, #\off
	stm	r12, {r4-r11}
.endm
/* V op= [reg] (adds/adcs or subs/sbcs), reg advanced; r0, r1, r12, lr
 * clobbered */
.macro	PV_OP op1, op, reg
	ldm	\reg!, {r0, r1, r12, lr}
	\op1	r4, r4, r0
	\op	r5, r5, r1
	\op	r6, r6, r12
	\op	r7, r7, lr
	ldm	\reg, {r0, r1, r12, lr}
	\op	r8, r8, r0
	\op	r9, r9, r1
	\op	r10, r10, r12
	\op	r11, r11, lr
.endm
/* V op= [reg] & r2 */
.macro	PV_OPM op1, op, reg
	ldm	\reg!, {r0, r1, r12, lr}
	and	r0, r0, r2
	and	r1, r1, r2
	and	r12, r12, r2
	and	lr, lr, r2
	\op1	r4, r4, r0
	\op	r5, r5, r1
	\op	r6, r6, r12
	\op	r7, r7, lr
	ldm	\reg, {r0, r1, r12, lr}
	and	r0, r0, r2
	and	r1, r1, r2
	and	r12, r12, r2
	and	lr, lr, r2
	\op	r8, r8, r0
	\op	r9, r9, r1
	\op	r10, r10, r12
	\op	r11, r11, lr
.endm
/* after a subtraction (C clear on a borrow): V += m if it borrowed (asm.h's
 * ADD_M8_MASKED, m from the frame); r0-r3, r12, lr clobbered */
.macro	PV_FIX
	sbc	r3, r3, r3
	ldr	r2, [sp, #(PK_K + 140)]
	ADD_M8_MASKED r2, r3, 0
.endm
/* V < 2m -> V mod m: V - m, and m back if that borrowed */
.macro	PV_RED
	ldr	r2, [sp, #(PK_K + 140)]
	SUB_M8	r2, r3
	ADD_M8_MASKED r2, r3
.endm
/* V = V + [reg], V - [reg], 2V mod m (V, [reg] < m) */
.macro	PV_ADDMOD reg
	PV_OP	adds, adcs, \reg
	PV_RED
.endm
.macro	PV_SUBMOD reg
	PV_OP	subs, sbcs, \reg
	PV_FIX
.endm
.macro	PV_DBLMOD
	DBL8
	PV_RED
.endm
/* sp + dst = the Montgomery reduction of the 16 digits at sp + src */
.macro	RDC_AT src, dst
	add	r0, sp, #\src
	ldm	r0, {r1-r8}
	REDC8_ROWS
	add	lr, sp, #(\src + 32)
	ADD_HIGH8 lr
	add	r9, sp, #(\src + 32)
	ADD_HIGH8_TAIL r9, 24
	FINAL_SUB8
	add	r8, sp, #\dst
	stm	r8, {r0-r7}
.endm

/* k[off] = a + 2 (a - ky[off]) for a in V */
.macro	PK_K_OUT off
	PV_STS	PK_W
	PIO	r3, 5, \off
	PV_SUBMOD r3
	PV_DBLMOD
	add	r3, sp, #PK_W
	PV_ADDMOD r3
	PIO	r12, 1, \off
	stm	r12, {r4-r11}
.endm
/* h[off] = 2 (hx[off] + 3 b') for b' in V */
.macro	PK_H_OUT off
	PV_STS	PK_W
	PV_DBLMOD
	add	r3, sp, #PK_W
	PV_ADDMOD r3
	PIO	r3, 4, \off
	PV_ADDMOD r3
	PV_DBLMOD
	PIO	r12, 0, \off
	stm	r12, {r4-r11}
.endm

.macro	PCK8_BODY
	push	{r4-r11, lr}
	sub	sp, sp, #PK_FRAME
	str	r0, [sp, #PK_IO]
	rsb	r3, r3, #0
	str	r3, [sp, #PK_XI]
	str	r1, [sp, #(PK_K + 140)]		@ m for FP2MULN8_BODY
	ldm	r1, {r4-r7, r9-r12}
	mov	r8, r2
	mov	r3, #0
	stm	sp, {r3-r12}			@ the modulus block
	/* S0 = x0 + y0, T0 = x0 + y0 - y1 */
	PIO	r12, 2
	ldm	r12, {r4-r11}
	PIO	r3, 3
	PV_ADDMOD r3
	PV_STS	PK_S
	PIO	r3, 3, 32
	PV_SUBMOD r3
	PV_STS	PK_T
	/* S1 = x1 + y1, T1 = x1 + y1 + y0 */
	PIO	r12, 2, 32
	ldm	r12, {r4-r11}
	PIO	r3, 3, 32
	PV_ADDMOD r3
	PV_STS	(PK_S + 32)
	PIO	r3, 3
	PV_ADDMOD r3
	PV_STS	(PK_T + 32)
	/* P = S T, b = x y, unreduced, then reduced: P to PK_S, b to PK_T */
	add	r0, sp, #PK_P
	add	r1, sp, #PK_S
	add	r2, sp, #PK_T
	add	r12, sp, #(PK_K + 128)
	stm	r12, {r0-r2}
	FP2MULN8_BODY PK_K
	ldr	r0, [sp, #PK_IO]
	ldr	r1, [r0, #8]
	ldr	r2, [r0, #12]
	add	r0, sp, #PK_B
	add	r12, sp, #(PK_K + 128)
	stm	r12, {r0-r2}
	FP2MULN8_BODY PK_K
	RDC_AT	PK_P, PK_S
	RDC_AT	(PK_P + 64), (PK_S + 32)
	RDC_AT	PK_B, PK_T
	RDC_AT	(PK_B + 64), (PK_T + 32)
	/* a0 = P0 + b1 - b0 - b0, k0 */
	PV_LDS	PK_S
	add	r3, sp, #(PK_T + 32)
	PV_ADDMOD r3
	add	r3, sp, #PK_T
	PV_SUBMOD r3
	add	r3, sp, #PK_T
	PV_SUBMOD r3
	PK_K_OUT 0
	/* a1 = P1 - b0 - b1 - b1, k1 */
	PV_LDS	(PK_S + 32)
	add	r3, sp, #PK_T
	PV_SUBMOD r3
	add	r3, sp, #(PK_T + 32)
	PV_SUBMOD r3
	add	r3, sp, #(PK_T + 32)
	PV_SUBMOD r3
	PK_K_OUT 32
	/* b'0 = b0 - (b1 & -xi), h0 */
	PV_LDS	PK_T
	ldr	r2, [sp, #PK_XI]
	add	r3, sp, #(PK_T + 32)
	PV_OPM	subs, sbcs, r3
	PV_FIX
	PK_H_OUT 0
	/* b'1 = b1 + (b0 & -xi), h1 */
	PV_LDS	(PK_T + 32)
	ldr	r2, [sp, #PK_XI]
	add	r3, sp, #PK_T
	PV_OPM	adds, adcs, r3
	PV_RED
	PK_H_OUT 32
	add	sp, sp, #PK_FRAME
	pop	{r4-r11, pc}
.endm

FUNC	oat_arm32_fp2_pck8
	PCK8_BODY
ENDFUNC	oat_arm32_fp2_pck8

	.section .note.GNU-stack, "", %progbits
