/* Montgomery multiplication, squaring and reduction on 12 x 32-bit digits
 * for ARMv7-A (tuned for the Cortex-A9), ARM state, built on UMAAL.
 *
 * UMAAL lo, hi, x, y sets (hi : lo) = x*y + lo + hi, which never overflows
 * ((2^32-1)^2 + 2 (2^32-1) = 2^64 - 1): one instruction multiplies and adds
 * two digits, so a chain of them is a row of schoolbook multiplication with
 * the running digits in `lo` and the carry in `hi` (no flags, no ADC).
 *
 * Twelve digits do not fit the registers at once (the 8-digit kernels keep
 * a whole reduction window in nine), so everything is built from one 4 x 4
 * block (BLOCK4): four digits X in r9-r12, four digits Y as row multipliers,
 * a window of four running digits C plus a carry register, and one extra
 * digit D_r entering each row as its starting carry; X Y + C + D <= (2^128-1)^2
 * + 2 (2^128-1) = 2^256 - 1, so a block is exact in 8 digits.  Three blocks
 * with the same Y and X = the three 4-digit thirds of a 12-digit operand
 * make a strip (4 x 12) whose window stays in registers from block to
 * block; the strip adds 12 earlier digits (C, then D of the second and
 * third blocks) and leaves 16.  Separated operand scanning (Koc, Acar and
 * Kaliski 1996, "SOS"):
 *
 *   product   T = a*b as three strips, one per third B_j of b (MULN12_BODY;
 *             144 UMUL/UMAAL), or for squares the off-diagonal triangles
 *             and the three blocks A_i A_j, i < j, doubled, plus the
 *             diagonal (SQRN12_BODY; 66 + 12 multiplications);
 *   reduction three strips of u_i = t_i n0 (REDC12_STRIP), the four u of a
 *             strip computed in its first block (12 MUL + 144 UMAAL);
 *   result    (T0 + U m) / 2^384 + T1 < 2m, then one subtraction of m by
 *             masks.
 *
 * All digits of a, b, m and the intermediate values stay in registers or at
 * fixed stack offsets: no branch and no address depends on a value, so every
 * routine is constant-time.
 *
 * Preconditions (all routines): m is odd, m < 2^382 (we only need 2m < 2^384
 * so that no value below 2m needs a thirteenth digit), n0 = -m^-1 mod 2^32,
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

/* The starting carry of a row: z = zero, else the digit at [\base + \off]. */
.macro	CINIT r, base, off
.ifc \off, z
	mov	\r, #0
.else
	ldr	\r, [\base, #\off]
.endif
.endm

/* One 4 x 4 block: X = (a0..a3) times the row multipliers b0..b3, on top of
 * the window (w0, w1, w2, w3) with w4 the free register.  Row r starts its
 * carry from D_r (CINIT \d_r: z or an offset from \db), adds X b_r at the
 * window and stores the window's lowest digit, now final, at [\ob + \oo +
 * 4r]; that register is the next row's carry, so the five registers rotate
 * and the block leaves the window in (w4, w0, w1, w2) with w3 free.  A digit
 * D_r may be read from the slot row r then writes (in place). */
.macro	BLOCK4 w0, w1, w2, w3, w4, ob, oo, d0, d1, d2, d3, db=sp, b0=r3, b1=r6, b2=r7, b3=r8, a0=r9, a1=r10, a2=r11, a3=r12
	CINIT	\w4, \db, \d0
	ROW4	\w0, \w1, \w2, \w3, \w4, \b0, \a0, \a1, \a2, \a3
	str	\w0, [\ob, #\oo]
	CINIT	\w0, \db, \d1
	ROW4	\w1, \w2, \w3, \w4, \w0, \b1, \a0, \a1, \a2, \a3
	str	\w1, [\ob, #\oo + 4]
	CINIT	\w1, \db, \d2
	ROW4	\w2, \w3, \w4, \w0, \w1, \b2, \a0, \a1, \a2, \a3
	str	\w2, [\ob, #\oo + 8]
	CINIT	\w2, \db, \d3
	ROW4	\w3, \w4, \w0, \w1, \w2, \b3, \a0, \a1, \a2, \a3
	str	\w3, [\ob, #\oo + 12]
.endm

/* The same with D = 0, and with D read in place from the output slots. */
.macro	BLOCK4Z w0, w1, w2, w3, w4, ob, oo
	BLOCK4	\w0, \w1, \w2, \w3, \w4, \ob, \oo, z, z, z, z
.endm
.macro	BLOCK4D w0, w1, w2, w3, w4, ob, oo
	BLOCK4	\w0, \w1, \w2, \w3, \w4, \ob, \oo, \oo, \oo+4, \oo+8, \oo+12, \ob
.endm

/* q0..q3 = the third \i of an operand x (digits 4i..4i+3), q3 the address
 * register.  \px is lr, holding x + 16 (then third 0 is below it), or the
 * stack offset of the pointers: [sp + \px + 4i] = x + 16 i. */
.macro	LOAD4 i, px, q0, q1, q2, q3
.ifc \px, lr
.if \i == 0
	ldmdb	lr, {\q0, \q1, \q2, \q3}
.elseif \i == 1
	ldm	lr, {\q0, \q1, \q2, \q3}
.else
	add	\q3, lr, #16
	ldm	\q3, {\q0, \q1, \q2, \q3}
.endif
.else
	ldr	\q3, [sp, #\px + 4 * \i]
	ldm	\q3, {\q0, \q1, \q2, \q3}
.endif
.endm

/* Strip j >= 1 of the product: T[4j..4j+16) = A B_j 2^(128 j) + T[4j..4j+12),
 * the window starting from C = T[4j..4j+4) (loaded, ascending, into r1, r2,
 * r4, r5), the second and third blocks taking their carries from
 * T[4j+4..4j+12) in place; the top leaves in the pairs (r4, r5), (r0, r1)
 * for STRD. */
.macro	MULN12_STRIP tb, to, j, pa, pb
	LOAD4	\j, \pb, r3, r6, r7, r8		@ B_j
	LOAD4	0, \pa, r9, r10, r11, r12	@ A0
	add	r5, \tb, #\to + 16 * \j
	ldm	r5, {r1, r2, r4, r5}		@ C
	BLOCK4Z	r1, r2, r4, r5, r0, \tb, \to+16*\j
	LOAD4	1, \pa, r9, r10, r11, r12	@ A1
	BLOCK4D	r0, r1, r2, r4, r5, \tb, \to+16*\j+16
	LOAD4	2, \pa, r9, r10, r11, r12	@ A2
	BLOCK4D	r5, r0, r1, r2, r4, \tb, \to+16*\j+32
	strd	r4, r5, [\tb, #\to + 16 * \j + 48]
	strd	r0, r1, [\tb, #\to + 16 * \j + 56]
.endm

/* T[0..24) = a * b (the 768-bit product) at \tb + \to, as three strips
 * B_j (r3, r6, r7, r8) x (A0, A1, A2) (r9-r12), j = 0, 1, 2:
 *
 *   strip 0   T[0..16)  = A B0                (window from zero)
 *   strip 1   T[4..20)  = A B1 + T[4..16)
 *   strip 2   T[8..24)  = A B2 + T[8..20)
 *
 * each exact since A B_j + (12 digits) < 2^512.  On entry r1 = a, r2 = b;
 * the thirds of a are reached through \pa (LOAD4: lr = a + 16, or stack
 * pointers), and [sp + \pb + 4j] = b + 16 j for j = 1, 2.  The window lives
 * in r0-r2/r4/r5, renamed from row to row so that no digit is moved; lr is
 * not written (it may be \tb). */
.macro	MULN12_BODY tb, to, pa, pb
	ldm	r1, {r9-r12}			@ A0
	ldm	r2, {r3, r6, r7, r8}		@ B0
	/* strip 0, first block A0 B0 */
	umull	r1, r0, r9, r3
	mov	r2, #0
	umaal	r2, r0, r10, r3
	mov	r4, #0
	umaal	r4, r0, r11, r3
	mov	r5, #0
	umaal	r5, r0, r12, r3
	str	r1, [\tb, #\to + 0]
	mov	r1, #0
	ROW4	r2, r4, r5, r0, r1, r6
	str	r2, [\tb, #\to + 4]
	mov	r2, #0
	ROW4	r4, r5, r0, r1, r2, r7
	str	r4, [\tb, #\to + 8]
	mov	r4, #0
	ROW4	r5, r0, r1, r2, r4, r8
	str	r5, [\tb, #\to + 12]
	LOAD4	1, \pa, r9, r10, r11, r12	@ A1
	BLOCK4Z	r0, r1, r2, r4, r5, \tb, \to+16
	LOAD4	2, \pa, r9, r10, r11, r12	@ A2
	BLOCK4Z	r5, r0, r1, r2, r4, \tb, \to+32
	strd	r4, r5, [\tb, #\to + 48]
	strd	r0, r1, [\tb, #\to + 56]
	MULN12_STRIP \tb, \to, 1, \pa, \pb
	MULN12_STRIP \tb, \to, 2, \pa, \pb
.endm

/* Four digits of the doubling pass: 2 Y + a_k^2 + a_k+1^2 2^64 + d, with
 * (a_k, a_k+1) at [r8 + \off]; lr advances. */
.macro	DBL4 off
	ldm	lr, {r0, r1, r2, r4}
	ldrd	r6, r7, [r8, #\off]
	adcs	r0, r0, r0
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adcs	r4, r4, r4
	umaal	r0, r5, r6, r6
	umaal	r1, r5, r3, r3
	umaal	r2, r5, r7, r7
	umaal	r4, r5, r3, r3
	stm	lr!, {r0, r1, r2, r4}
.endm

/* T[0..24) = a^2 at \tb + \to, for A0 = a0..a3 in r3, r6, r7, r8 and A1 =
 * a4..a7 in r9-r12; A1 and A2 = a8..a11 are reloaded through \pa (LOAD4).
 * First the off-diagonal half
 *
 *   Y = sum_{i<j} a_i a_j 2^(32(i+j))  (digits 1..22; 66 products)
 *
 * as tri(A0) + A0 A1 2^128 + A0 A2 2^256 + A1 A2 2^384 + tri(A2) 2^512 +
 * tri(A1) 2^256, tri(X) the triangle of a 4 x 4 block.  tri(A1) comes first
 * and is parked in Y9..Y14, whence its digits enter the blocks A0 A2 and
 * A1 A2 as their row carries D (the windows carry the rest); tri(A0) is the
 * window the first block starts from and tri(A2) goes on top of the last
 * one's window.  Then one pass from the bottom
 *
 *   T = 2 Y + sum_i a_i^2 2^(64 i)
 *
 * doubles Y on the carry flag (ADCS y, y, y) while a second carry chain, a
 * full digit d in a register, adds the squares with UMAAL (which does not
 * touch the flags): UMAAL y_2k, d, a_k, a_k and UMAAL y_2k+1, d, 0, 0.  Both
 * chains end with no carry since a^2 < 2^768.  Uses r0-r12 and lr (lr walks
 * T in the second pass; it may be \tb, with \to = 0, unless it is \pa). */
.macro	SQRN12_BODY tb, to, pa
	/* tri(A1) -> Y9..Y14 */
	umull	r2, r0, r9, r10			@ a4 a5
	mov	r4, #0
	umaal	r4, r0, r9, r11			@ a4 a6
	mov	r5, #0
	umaal	r5, r0, r9, r12			@ a4 a7
	mov	r1, #0
	umaal	r5, r1, r10, r11		@ a5 a6
	umaal	r0, r1, r10, r12		@ a5 a7
	str	r2, [\tb, #\to + 36]
	strd	r4, r5, [\tb, #\to + 40]
	mov	r2, #0
	umaal	r1, r2, r11, r12		@ a6 a7
	strd	r0, r1, [\tb, #\to + 48]
	str	r2, [\tb, #\to + 56]
	/* tri(A0): digits 1..3 final, 4..6 partial */
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
	/* A0 A1 2^128, starting from (r1, r2, r0, 0) at digits 4..7; the rows
	 * multiply A0 (r3, r6, r7, r8) by a4..a7 (r9-r12) */
	mov	r4, #0
	BLOCK4	r1, r2, r0, r4, r5, \tb, \to+16, z, z, z, z, \tb, r9, r10, r11, r12, r3, r6, r7, r8
	/* A0 A2 2^256 on the window (r5, r1, r2, r0) at 8..11, the carries of
	 * rows 1..3 from Y9..Y11 = the low half of tri(A1) */
	LOAD4	2, \pa, r9, r10, r11, r12	@ a8..a11
	BLOCK4	r5, r1, r2, r0, r4, \tb, \to+32, z, \to+36, \to+40, \to+44, \tb, r9, r10, r11, r12, r3, r6, r7, r8
	/* A1 A2 2^384 on the window (r4, r5, r1, r2) at 12..15, the carries of
	 * rows 0..2 from Y12..Y14 = the high half of tri(A1) */
	LOAD4	1, \pa, r3, r6, r7, r8		@ a4..a7
	BLOCK4	r4, r5, r1, r2, r0, \tb, \to+48, \to+48, \to+52, \to+56, z, \tb, r9, r10, r11, r12, r3, r6, r7, r8
	/* tri(A2) 2^512 on top of digits 17..19 = (r4, r5, r1); r0 = Y16 */
	mov	r2, #0
	umaal	r4, r2, r9, r10			@ a8 a9
	umaal	r5, r2, r9, r11			@ a8 a10
	umaal	r1, r2, r9, r12			@ a8 a11
	mov	r3, #0
	umaal	r1, r3, r10, r11		@ a9 a10
	umaal	r2, r3, r10, r12		@ a9 a11
	mov	r6, #0
	umaal	r3, r6, r11, r12		@ a10 a11
	str	r0, [\tb, #\to + 64]
	strd	r4, r5, [\tb, #\to + 68]
	str	r1, [\tb, #\to + 76]
	strd	r2, r3, [\tb, #\to + 80]
	str	r6, [\tb, #\to + 88]
	/* T = 2 Y + diagonal, four digits at a time; d = r5, r8 = a */
.ifc \pa, lr
	sub	r8, lr, #16
.else
	ldr	r8, [sp, #\pa]
.endif
.ifnc \tb, lr
	add	lr, \tb, #\to
.endif
	ldm	lr, {r0, r1, r2, r4}		@ (Y0 is not stored: unused)
	ldrd	r6, r7, [r8]
	umull	r0, r5, r6, r6			@ a0^2 (Y0 = 0)
	mov	r3, #0				@ r3 is the zero
	adds	r1, r1, r1
	umaal	r1, r5, r3, r3
	adcs	r2, r2, r2
	adcs	r4, r4, r4
	umaal	r2, r5, r7, r7			@ a1^2
	umaal	r4, r5, r3, r3
	stm	lr!, {r0, r1, r2, r4}
	DBL4	8				@ a2, a3
	DBL4	16				@ a4, a5
	DBL4	24				@ a6, a7
	DBL4	32				@ a8, a9
	ldm	lr, {r0, r1, r2}		@ Y20..Y22; Y23 = 0
	ldrd	r6, r7, [r8, #40]
	adcs	r0, r0, r0
	adcs	r1, r1, r1
	adcs	r2, r2, r2
	adc	r4, r3, r3			@ 2 Y23 + carry
	umaal	r0, r5, r6, r6			@ a10^2
	umaal	r1, r5, r3, r3
	umaal	r2, r5, r7, r7			@ a11^2
	umaal	r4, r5, r3, r3
	stm	lr, {r0, r1, r2, r4}
.endm

/* The modulus block at sp (built by each Montgomery routine):
 *   [sp + 0] = 0, [sp + 4..20) = m0..m3, [sp + 20] = n0,
 *   [sp + 24..40) = m4..m7, [sp + 40..56) = m8..m11
 * so that one LDM gives a zero carry, m0..m3 and n0 for a reduction strip. */

/* The first block of a reduction strip, on the window w0..w3 (digits
 * 4k..4k+3) with w4 = 0: row r takes u = w_r n0 (lr = n0) into its register
 * of U = (r3, r6, r7, r8), adds u (m0..m3) at the window, and the digit
 * leaves as 0 (t + u m0 = 0 mod 2^32), the next row's zero carry. */
.macro	REDBLK0 w0, w1, w2, w3, w4
	mul	r3, \w0, lr
	ROW4	\w0, \w1, \w2, \w3, \w4, r3
	mul	r6, \w1, lr
	ROW4	\w1, \w2, \w3, \w4, \w0, r6
	mul	r7, \w2, lr
	ROW4	\w2, \w3, \w4, \w0, \w1, r7
	mul	r8, \w3, lr
	ROW4	\w3, \w4, \w0, \w1, \w2, r8
.endm

/* Reduction strip k: W += U_k m 2^(128 k), U_k = u_4k..u_4k+3 chosen so
 * that digits 4k..4k+3 vanish.  On entry (r1, r2, r4, r5) = W[4k..4k+4)
 * (the window C); the blocks with m4..m7 and m8..m11 take their carries D
 * from W[4k+4..4k+8) at [\db + \d1] and W[4k+8..4k+12) at [\db + \d2], and
 * store digits 4k+4..4k+11 at [sp + \o1], [sp + \o2]; the top 4k+12..4k+15
 * goes to [sp + \o3].  \db is sp, or lr loaded from [sp + \dp] once n0 is
 * no longer needed. */
.macro	REDC12_STRIP o1, o2, o3, d1, d2, db=sp, dp=0
	ldm	sp, {r0, r9-r12, lr}		@ c = 0, m0..m3, lr = n0
	REDBLK0	r1, r2, r4, r5, r0
.ifc \db, sp
	add	lr, sp, #24
	ldm	lr!, {r9-r12}			@ m4..m7
.else
	ldr	lr, [sp, #\dp]
	add	r12, sp, #24
	ldm	r12, {r9-r12}			@ m4..m7
.endif
	BLOCK4	r0, r1, r2, r4, r5, sp, \o1, \d1, \d1+4, \d1+8, \d1+12, \db
.ifc \db, sp
	ldm	lr, {r9-r12}			@ m8..m11
.else
	add	r12, sp, #40
	ldm	r12, {r9-r12}			@ m8..m11
.endif
	BLOCK4	r5, r0, r1, r2, r4, sp, \o2, \d2, \d2+4, \d2+8, \d2+12, \db
	strd	r4, r5, [sp, #\o3]
	strd	r0, r1, [sp, #\o3 + 8]
.endm

/* Strips 1 and 2 on W at sp + \wo, kept in three 4-digit slots: group g
 * (digits 4g..4g+3) lives in slot g mod 3, since each strip reads its C
 * from the slot its top then overwrites.  After strip 0 (slots 1, 2 and 0
 * hold groups 1, 2, 3) this leaves V = groups 3, 4, 5 in slots 0, 1, 2:
 * V = (T0 + U m) / 2^384 at sp + \wo, ascending. */
.macro	REDC12_STRIPS12 wo
	add	r5, sp, #\wo + 16
	ldm	r5, {r1, r2, r4, r5}
	REDC12_STRIP \wo+32, \wo, \wo+16, \wo+32, \wo
	add	r5, sp, #\wo + 32
	ldm	r5, {r1, r2, r4, r5}
	REDC12_STRIP \wo, \wo+16, \wo+32, \wo, \wo+16
.endm

/* V = (T0 + U m) / 2^384 for T0 = T[0..12) at sp + \to, in place (V in
 * T[0..12)).  V <= m since T0 < 2^384 and U < 2^384: (2^384 + 2^384 m) /
 * 2^384 = m + 1. */
.macro	REDC12 to
	add	r5, sp, #\to
	ldm	r5, {r1, r2, r4, r5}
	REDC12_STRIP \to+16, \to+32, \to, \to+16, \to+32
	REDC12_STRIPS12 \to
.endm

/* S = T1 + V into (r0-r9, r12, lr), T1 at \reg (r10 or r11), V at
 * [sp + \vo]; r10, r11 take V two digits at a time.  V + T1 <= m + (m - 1)
 * < 2m < 2^384 since T < m 2^384: no carry out. */
.macro	ADD_HIGH12 reg, vo
	ldm	\reg, {r0-r9, r12, lr}
	ldrd	r10, r11, [sp, #\vo]
	adds	r0, r0, r10
	adcs	r1, r1, r11
	ldrd	r10, r11, [sp, #\vo + 8]
	adcs	r2, r2, r10
	adcs	r3, r3, r11
	ldrd	r10, r11, [sp, #\vo + 16]
	adcs	r4, r4, r10
	adcs	r5, r5, r11
	ldrd	r10, r11, [sp, #\vo + 24]
	adcs	r6, r6, r10
	adcs	r7, r7, r11
	ldrd	r10, r11, [sp, #\vo + 32]
	adcs	r8, r8, r10
	adcs	r9, r9, r11
	ldrd	r10, r11, [sp, #\vo + 40]
	adcs	r12, r12, r10
	adc	lr, lr, r11
.endm

/* x, y += (m_i, m_i+1) & mask, the pair at [sp + \off], mask in lr. */
.macro	ADDM2 x, y, off, op=adcs
	ldrd	r10, r11, [sp, #\off]
	and	r10, r10, lr
	and	r11, r11, lr
	\op	\x, \x, r10
	adcs	\y, \y, r11
.endm

/* (r0-r9, r12, lr) = S mod m for S < 2m there: S - m, then add m back under
 * the mask of the borrow (all ones iff S < m).  The mask needs a register:
 * the top digit waits at [sp + \tmp] meanwhile.  Uses the modulus block. */
.macro	FINAL_SUB12 tmp
	ldrd	r10, r11, [sp, #4]		@ m0, m1
	subs	r0, r0, r10
	sbcs	r1, r1, r11
	ldrd	r10, r11, [sp, #12]		@ m2, m3
	sbcs	r2, r2, r10
	sbcs	r3, r3, r11
	ldrd	r10, r11, [sp, #24]		@ m4, m5
	sbcs	r4, r4, r10
	sbcs	r5, r5, r11
	ldrd	r10, r11, [sp, #32]		@ m6, m7
	sbcs	r6, r6, r10
	sbcs	r7, r7, r11
	ldrd	r10, r11, [sp, #40]		@ m8, m9
	sbcs	r8, r8, r10
	sbcs	r9, r9, r11
	ldrd	r10, r11, [sp, #48]		@ m10, m11
	sbcs	r12, r12, r10
	sbcs	lr, lr, r11
	str	lr, [sp, #\tmp]
	sbc	lr, lr, lr			@ mask = -borrow
	ADDM2	r0, r1, 4, adds
	ADDM2	r2, r3, 12
	ADDM2	r4, r5, 24
	ADDM2	r6, r7, 32
	ADDM2	r8, r9, 40
	ldrd	r10, r11, [sp, #48]
	and	r10, r10, lr
	and	r11, r11, lr
	adcs	r12, r12, r10
	ldr	lr, [sp, #\tmp]
	adc	lr, lr, r11
.endm

/* void oat_arm32_mont_mul12(uint32_t r[12], const uint32_t a[12],
 *         const uint32_t b[12], const uint32_t m[12], uint32_t n0);
 * r = a b / 2^384 mod m, fully reduced, for a < 2^384 and b < m (then
 * a b < m 2^384).  r may alias a or b. */
FUNC	oat_arm32_mont_mul12
	push	{r4-r11, lr}
	add	r4, r2, #16
	add	r5, r2, #32
	push	{r0, r4, r5}
	ldr	r8, [sp, #48]			@ n0, the fifth argument
	add	lr, r1, #16			@ a + 16 for the whole product
	add	r12, r3, #32
	ldm	r12, {r9-r12}			@ m8..m11
	sub	sp, sp, #96
	push	{r9-r12}
	ldm	r3, {r4-r7, r9-r12}
	mov	r3, #0
	push	{r3-r12}
	/* [0, 56) modulus block, [56, 152) T, [152] r, [156] b + 16,
	 * [160] b + 32, [164, 200) saved registers */
	MULN12_BODY sp, 56, lr, 152
	REDC12	56
	add	r10, sp, #104
	ADD_HIGH12 r10, 56
	FINAL_SUB12 56
	ldr	r10, [sp, #152]
	stm	r10, {r0-r9, r12, lr}
	add	sp, sp, #164
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_mul12

/* void oat_arm32_mont_sqr12(uint32_t r[12], const uint32_t a[12],
 *         const uint32_t m[12], uint32_t n0);
 * r = a^2 / 2^384 mod m for a < m.  r may alias a. */
FUNC	oat_arm32_mont_sqr12
	push	{r0, r4-r11, lr}
	add	r12, r2, #32
	ldm	r12, {r9-r12}			@ m8..m11
	sub	sp, sp, #96
	push	{r9-r12}
	ldm	r2, {r4-r7, r9-r12}
	mov	r8, r3
	mov	r3, #0
	push	{r3-r12}
	/* [0, 56) modulus block, [56, 152) T, [152] r, [156, 192) saved */
	add	lr, r1, #16			@ a + 16 for the whole square
	ldm	r1, {r3, r6, r7, r8}		@ A0
	ldm	lr, {r9-r12}			@ A1
	SQRN12_BODY sp, 56, lr
	REDC12	56
	add	r10, sp, #104
	ADD_HIGH12 r10, 56
	FINAL_SUB12 56
	ldr	r10, [sp, #152]
	stm	r10, {r0-r9, r12, lr}
	add	sp, sp, #156
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_sqr12

/* void oat_arm32_mont_rdc12(uint32_t r[12], const uint32_t c[24],
 *         const uint32_t m[12], uint32_t n0);
 * r = c / 2^384 mod m for c < m 2^384 (Montgomery reduction).  r may alias
 * the low half of c.  Strip 0 reads c in place (its carries through lr =
 * c + 48) and writes W to the stack. */
FUNC	oat_arm32_mont_rdc12
	push	{r4-r11, lr}
	add	r12, r1, #48
	push	{r0, r12}
	add	r12, r2, #32
	ldm	r12, {r9-r12}			@ m8..m11
	sub	sp, sp, #48
	push	{r9-r12}
	ldm	r2, {r4-r7, r9-r12}
	mov	r8, r3
	mov	r3, #0
	push	{r3-r12}
	/* [0, 56) modulus block, [56, 104) W, [104] r, [108] c + 48,
	 * [112, 148) saved registers */
	ldm	r1, {r1, r2, r4, r5}		@ c[0..4)
	REDC12_STRIP 72, 88, 56, -32, -16, lr, 108
	REDC12_STRIPS12 56
	ldr	r10, [sp, #108]
	ADD_HIGH12 r10, 56
	FINAL_SUB12 56
	ldr	r10, [sp, #104]
	stm	r10, {r0-r9, r12, lr}
	add	sp, sp, #112
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_mont_rdc12

/* void oat_arm32_muln12(uint32_t c[24], const uint32_t a[12], const uint32_t b[12]);
 * c = a b, for any a, b < 2^384.  c must not overlap a or b. */
FUNC	oat_arm32_muln12
	push	{r4-r11, lr}
	add	r3, r1, #16
	add	r4, r1, #32
	add	r5, r2, #16
	add	r6, r2, #32
	push	{r1, r3, r4, r5, r6}		@ [0] a, [4] a + 16, [8] a + 32, [12] b + 16, [16] b + 32
	mov	lr, r0
	MULN12_BODY lr, 0, 0, 8
	add	sp, sp, #20
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_muln12

/* void oat_arm32_sqrn12(uint32_t c[24], const uint32_t a[12]);
 * c = a^2, for any a < 2^384.  c must not overlap a. */
FUNC	oat_arm32_sqrn12
	push	{r4-r11, lr}
	add	r2, r1, #16
	add	r3, r1, #32
	push	{r1, r2, r3}			@ [0] a, [4] a + 16, [8] a + 32
	mov	lr, r0
	ldm	r1, {r3, r6, r7, r8}		@ A0
	ldm	r2, {r9-r12}			@ A1
	SQRN12_BODY lr, 0, 0
	add	sp, sp, #12
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_sqrn12

/* ---- Fp2 = Fp[i]/(i^2 + 1) products on 2 x 12 digits (a0, then a1) ----
 * As fp2_muln8 / fp2_sqrn8 (mont8_mul.S) on 12 digits, for m < 2^382
 * ((2m)^2 < m 2^384) and a0, a1, b0, b1 < m; c must not overlap a or b. */


/* The product's pointers at [sp + 208..228): A, A + 16, A + 32, B + 16,
 * B + 32 (MULN12_BODY's \pa = 208, \pb = 216), from r1 = A, r2 = B. */
.macro	SLOTS12 at
	add	r3, r1, #16
	add	r4, r1, #32
	add	r5, r2, #16
	add	r6, r2, #32
	add	r12, sp, #\at
	stm	r12, {r1, r3, r4, r5, r6}
.endm

/* void oat_arm32_fp2_muln12(uint32_t c[48], const uint32_t a[24],
 *         const uint32_t b[24], const uint32_t m[12]);
 *   c0 = a0 b0 - a1 b1 mod m 2^384                       c[0..24)
 *   c1 = (a0 + a1)(b0 + b1) - a0 b0 - a1 b1 < 2 m^2      c[24..48) */
FUNC	oat_arm32_fp2_muln12
	push	{r4-r11, lr}
	sub	sp, sp, #232
	/* [0, 48) sa, [48, 96) sb, [96, 192) T1 = a1 b1, [192] c, [196] a,
	 * [200] b, [204] m, [208, 228) the product's pointers */
	add	r12, sp, #192
	stm	r12, {r0-r3}
	mov	r11, sp
	add	r0, r1, #48
	HSUM4	adds, r1
	HSUM4	adcs, r1
	HSUM4	adcs, r1
	add	r11, sp, #48
	add	r0, r2, #48
	HSUM4	adds, r2
	HSUM4	adcs, r2
	HSUM4	adcs, r2
	/* c0 = T0 = a0 b0 */
	add	r12, sp, #192
	ldm	r12, {r0-r2}
	SLOTS12	208
	mov	lr, r0
	MULN12_BODY lr, 0, 208, 216
	/* T1 = a1 b1 */
	add	r12, sp, #196
	ldm	r12, {r1, r2}
	add	r1, r1, #48
	add	r2, r2, #48
	SLOTS12	208
	MULN12_BODY sp, 96, 208, 216
	/* c1 = T2 = sa sb */
	mov	r1, sp
	add	r2, sp, #48
	SLOTS12	208
	ldr	lr, [sp, #192]
	add	lr, lr, #96
	MULN12_BODY lr, 0, 208, 216
	/* c1 = T2 - T0 - T1 */
	mov	r0, lr
	sub	r1, lr, #96
	DSUB4	subs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	sub	r0, r0, #96
	add	r1, sp, #96
	DSUB4	subs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	/* c0 = T0 - T1 mod m 2^384 */
	sub	r0, r0, #192
	add	r1, sp, #96
	DSUB4	subs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	DSUB4	sbcs, sbcs
	sbc	r2, r2, r2
	sub	r0, r0, #48
	ldr	r1, [sp, #204]
	MADD4	adds, adcs
	MADD4	adcs, adcs
	MADD4	adcs, adcs
	add	sp, sp, #232
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_fp2_muln12

/* void oat_arm32_fp2_sqrn12(uint32_t c[48], const uint32_t a[24],
 *         const uint32_t m[12]);
 *   c0 = (a0 + a1)(a0 - a1 mod m) < 2 m^2     c[0..24)
 *   c1 = (2 a0) a1 < 2 m^2                    c[24..48) */
FUNC	oat_arm32_fp2_sqrn12
	push	{r4-r11, lr}
	sub	sp, sp, #232
	/* [0, 48) s = a0 + a1, [48, 96) d = a0 - a1 mod m, [96, 144) e = 2 a0,
	 * [192] c, [196] a, [204] m, [208, 228) the product's pointers */
	str	r0, [sp, #192]
	str	r1, [sp, #196]
	str	r2, [sp, #204]
	mov	r11, sp
	add	r0, r1, #48
	HSUM4	adds, r1
	HSUM4	adcs, r1
	HSUM4	adcs, r1
	/* e = 2 a0 */
	ldr	r1, [sp, #196]
	add	r11, sp, #96
	ldm	r1!, {r3-r6}
	adds	r3, r3, r3
	adcs	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	stm	r11!, {r3-r6}
	ldm	r1!, {r3-r6}
	adcs	r3, r3, r3
	adcs	r4, r4, r4
	adcs	r5, r5, r5
	adcs	r6, r6, r6
	stm	r11!, {r3-r6}
	ldm	r1!, {r3-r6}
	adcs	r3, r3, r3
	adcs	r4, r4, r4
	adcs	r5, r5, r5
	adc	r6, r6, r6
	stm	r11!, {r3-r6}
	/* d = a0 - a1, + m if negative */
	ldr	r1, [sp, #196]
	add	r0, sp, #48
	add	r2, r1, #48
	ldm	r1!, {r3-r6}
	ldm	r2!, {r7, r8, r12, lr}
	subs	r3, r3, r7
	sbcs	r4, r4, r8
	sbcs	r5, r5, r12
	sbcs	r6, r6, lr
	stm	r0!, {r3-r6}
	ldm	r1!, {r3-r6}
	ldm	r2!, {r7, r8, r12, lr}
	sbcs	r3, r3, r7
	sbcs	r4, r4, r8
	sbcs	r5, r5, r12
	sbcs	r6, r6, lr
	stm	r0!, {r3-r6}
	ldm	r1!, {r3-r6}
	ldm	r2!, {r7, r8, r12, lr}
	sbcs	r3, r3, r7
	sbcs	r4, r4, r8
	sbcs	r5, r5, r12
	sbcs	r6, r6, lr
	stm	r0!, {r3-r6}
	sbc	r2, r2, r2
	add	r0, sp, #48
	ldr	r1, [sp, #204]
	MADD4	adds, adcs
	MADD4	adcs, adcs
	MADD4	adcs, adcs
	/* c0 = s d */
	mov	r1, sp
	add	r2, sp, #48
	SLOTS12	208
	ldr	lr, [sp, #192]
	MULN12_BODY lr, 0, 208, 216
	/* c1 = e a1 */
	add	r1, sp, #96
	ldr	r2, [sp, #196]
	add	r2, r2, #48
	SLOTS12	208
	ldr	lr, [sp, #192]
	add	lr, lr, #96
	MULN12_BODY lr, 0, 208, 216
	add	sp, sp, #232
	pop	{r4-r11, pc}
ENDFUNC	oat_arm32_fp2_sqrn12

	.section .note.GNU-stack, "", %progbits
