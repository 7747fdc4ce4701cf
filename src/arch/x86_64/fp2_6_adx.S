/* Fused Fp2 multiplication and squaring on 6 x 64-bit limbs (381-bit
 * fields: BLS12-381), MULX/ADCX/ADOX path (BMI2 + ADX), the sums of two and
 * three Fp2 products (and those three unreduced), Karabina's compressed
 * squaring pair, and the fused sum of two Fp products (at the end of the
 * file).
 * Fp2 = Fp[i]/(i^2 + 1).  The MUL/ADC twins are fp2_6_base.S and
 * fp2sum6_base.c; dispatch6.S picks one at load time.
 *
 * C prototypes, limbs little-endian, an Fp2 element x0 + x1 i stored as
 * x[0..5] = x0, x[6..11] = x1, both in Montgomery form:
 *   void oat_x64_fp2_mul6_adx(uint64_t r[12], const uint64_t a[12],
 *           const uint64_t b[12], const uint64_t m[6], uint64_t n0);
 *   void oat_x64_fp2_sqr6_adx(uint64_t r[12], const uint64_t a[12],
 *           const uint64_t m[6], uint64_t n0);
 *
 * Preconditions: m odd, m < 2^382 (two spare top bits), n0 = -m^-1 mod 2^64,
 * R = 2^384; every coefficient of a and b < m.  The results are fully
 * reduced (< m).  r may be the same array as a and / or b: every input limb
 * is read before the first store to r.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers and the stack pointer; conditional steps are masks or
 * cmov.
 *
 * mul: Karatsuba with lazy reduction (Aranha, Karabina, Longa, Gebotys,
 * Lopez, "Faster explicit formulas for computing pairings over ordinary
 * curves", Eurocrypt 2011), as oat_fp2_mul_low, with three 6 x 6 limb
 * products and two Montgomery reductions:
 *   T0 = a0 b0,  T1 = a1 b1,  T2 = (a0 + a1)(b0 + b1)       (12 limbs each)
 *   a0 + a1, b0 + b1 < 2m < 2^383 are not reduced: 6 limbs, no carry out,
 *   and T2 < 4 m^2 < 2^766;
 *   c1 = T2 - T0 - T1 = a0 b1 + a1 b0 <= 2 (m-1)^2 < m R   (2m < R);
 *   c0 = T0 - T1 in (-m^2, m^2), plus m R when the 768-bit subtraction
 *        borrows, so 0 <= c0 < m R;
 *   r0 = c0 / R mod m,  r1 = c1 / R mod m.
 * The m R of c0 is added after its reduction: the reduction of the low half
 * does not depend on the high half, and (reduced low half) + (high half of
 * the wrapped difference) + m, taken mod 2^384, is the exact sum < 2m.
 *
 * sqr: (a0 + a1 i)^2 = (a0 + a1)(a0 - a1) + 2 a0 a1 i, as two interleaved
 * (CIOS) Montgomery products, each one reduction:
 *   r1 = (2 a0) a1 / R mod m,             2 a0 < 2m unreduced, a1 < m;
 *   r0 = (a0 + a1)(a0 - a1 mod m) / R mod m,  a0 + a1 < 2m unreduced;
 * mont6_adx.S's CIOS bound needs only the second factor below m, and keeps
 * t < 2m.  (Unlike the 4-limb code, a 12-limb product does not fit in
 * registers beside a reduction: product-then-reduction would move both
 * halves through the stack, which the interleaved form avoids.)
 *
 * Montgomery reduction of a 12-limb c < m R (as oat_x64_mont_rdc6_adx): six
 * word steps u = t0 n0 mod 2^64, t += u m, t /= 2^64 on the low half in a
 * 7-limb window that starts at top limb 0, giving
 * (c mod R + q m) / R < (R + R m) / R = m + 1, so <= m; then the high half
 * (< m) is added: < 2m < 2^383, and one conditional subtraction (cmov)
 * yields the result < m.
 *
 * The products leave their low half on the stack and their high half in
 * registers; the differences are formed with the low half in the registers
 * of the reduction window and the high half stored for the final addition.
 * T1 and T0 are formed first, T2 last from the two sums on the stack, so
 * that the first reduction's serial chain (u -> MULX -> additions -> next
 * u) can run beside T2's products.
 * Stack: 6 callee-saved registers and a 392-byte frame (mul), 152 (sqr). */
#include "x64_asm6.h"

/* stack frame of mul */
#define M_SA	0	/* a0 + a1 */
#define M_SB	48	/* b0 + b1 */
#define M_T0	96	/* a0 b0 */
#define M_T1	192	/* a1 b1 */
#define M_T2	288	/* the low half of (a0 + a1)(b0 + b1) */
#define M_H	336	/* the high half of c0, then of c1 */
#define M_N0	384	/* n0 */
#define M_FRAME	392
/* and of sum2: the same, then */
#define M_SA1	392	/* a1_0 + a1_1 */
#define M_SB1	440	/* b1_0 + b1_1 */
#define M_RP	488	/* r */
#define M2_FRAME 496
/* and of sum3: the same, then */
#define M_SA2	496	/* a2_0 + a2_1 */
#define M_SB2	544	/* b2_0 + b2_1 */
#define M_A2	592	/* a copy of a2 */
#define M_B2	688	/* a copy of b2 */
#define M3_FRAME 784
/* and of the line product (line_m): the same, then */
#define L6_A	784	/* a */
#define L6_L	792	/* l */
#define L6_R	800	/* r */
#define L6_T	808	/* the table entry of the current sum */
#define L6_P	816	/* T2's first three operands: pointers to their sums */
#define L6_SE	840	/* e_k0 + e_k1, k = 0..5 */
#define L6_SL	1128	/* l_j0 + l_j1, j = 0..4 */
#define L6_FRAME 1368
/* stack frame of sqr */
#define S_S	0	/* a0 + a1 */
#define S_E	48	/* 2 a0 */
#define S_D	96	/* a0 - a1 mod m */
#define S_N0	144	/* n0 */
#define S_FRAME	152

	.text

/* SUM6 src, off: (rsp + off) = src[0..5] + src[6..11], 6 limbs, no carry
 * out (both < m < 2^382); SUM6AT src, so, off: the same for the element
 * at so(src).  Clobber rax and the flags. */
.macro SUM6 src, off
	SUM6AT	\src, 0, \off
.endm
.macro SUM6AT src, so, off
	movq	\so(\src), %rax
	addq	\so+48(\src), %rax
	movq	%rax, \off(%rsp)
	movq	\so+8(\src), %rax
	adcq	\so+56(\src), %rax
	movq	%rax, \off+8(%rsp)
	movq	\so+16(\src), %rax
	adcq	\so+64(\src), %rax
	movq	%rax, \off+16(%rsp)
	movq	\so+24(\src), %rax
	adcq	\so+72(\src), %rax
	movq	%rax, \off+24(%rsp)
	movq	\so+32(\src), %rax
	adcq	\so+80(\src), %rax
	movq	%rax, \off+32(%rsp)
	movq	\so+40(\src), %rax
	adcq	\so+88(\src), %rax
	movq	%rax, \off+40(%rsp)
.endm

/* DBL6 src, off: (rsp + off) = 2 src[0..5], no carry out.  Clobbers rax
 * and the flags. */
.macro DBL6 src, off
	movq	(\src), %rax
	addq	%rax, %rax
	movq	%rax, \off(%rsp)
	movq	8(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+8(%rsp)
	movq	16(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+16(%rsp)
	movq	24(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+24(%rsp)
	movq	32(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+32(%rsp)
	movq	40(\src), %rax
	adcq	%rax, %rax
	movq	%rax, \off+40(%rsp)
.endm

/* MROW0 ab, ao, bb, bo, t0..t6: (t0..t6) = x B, x = the limb at ao(ab), B
 * the 6 limbs at bo(bb).  Clobbers rax, rdx and the flags. */
.macro MROW0 ab, ao, bb, bo, t0, t1, t2, t3, t4, t5, t6
	movq	\ao(\ab), %rdx
	mulx	\bo(\bb), \t0, \t1
	mulx	\bo+8(\bb), %rax, \t2
	addq	%rax, \t1
	mulx	\bo+16(\bb), %rax, \t3
	adcq	%rax, \t2
	mulx	\bo+24(\bb), %rax, \t4
	adcq	%rax, \t3
	mulx	\bo+32(\bb), %rax, \t5
	adcq	%rax, \t4
	mulx	\bo+40(\bb), %rax, \t6
	adcq	%rax, \t5
	adcq	$0, \t6
.endm

/* MROW ab, ao, bb, bo, t0..t6: (t0..t6) = (t0..t5) + x B, x = the limb at
 * ao(ab), B the 6 limbs at bo(bb); t6's old value is discarded.  MROWK:
 * (t0..t6) += x B, t6 kept (the caller bounds the sum below 2^448).
 * Clobber rax, rbx, rdx and the flags. */
.macro MROWK ab, ao, bb, bo, t0, t1, t2, t3, t4, t5, t6
	MROW	\ab, \ao, \bb, \bo, \t0, \t1, \t2, \t3, \t4, \t5, \t6, 1
.endm
.macro MROW ab, ao, bb, bo, t0, t1, t2, t3, t4, t5, t6, keep=0
	movq	\ao(\ab), %rdx
.if \keep
	xorl	%eax, %eax		/* CF = OF = 0 */
.else
	xorq	\t6, \t6		/* t6 = 0, CF = OF = 0 */
.endif
	mulx	\bo(\bb), %rax, %rbx
	adcx	%rax, \t0
	adox	%rbx, \t1
	mulx	\bo+8(\bb), %rax, %rbx
	adcx	%rax, \t1
	adox	%rbx, \t2
	mulx	\bo+16(\bb), %rax, %rbx
	adcx	%rax, \t2
	adox	%rbx, \t3
	mulx	\bo+24(\bb), %rax, %rbx
	adcx	%rax, \t3
	adox	%rbx, \t4
	mulx	\bo+32(\bb), %rax, %rbx
	adcx	%rax, \t4
	adox	%rbx, \t5
	mulx	\bo+40(\bb), %rax, %rbx
	adcx	%rax, \t5
	adox	%rbx, \t6		/* no carry out: t6 was 0, or by the bound */
	adcq	$0, \t6
.endm

/* MUL6 ab, ao, bb, bo, doff, t0..t6: A B for the 6-limb operands at ao(ab)
 * and bo(bb): its low six limbs are stored at rsp + doff as they are
 * completed, its high six are left in (t6, t0, t1, t2, t3, t4); t5 is
 * clobbered.  Clobbers rax, rbx, rdx and the flags. */
.macro MUL6 ab, ao, bb, bo, doff, t0, t1, t2, t3, t4, t5, t6
	MROW0	\ab, \ao, \bb, \bo, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	movq	\t0, \doff(%rsp)
	MROW	\ab, \ao+8, \bb, \bo, \t1, \t2, \t3, \t4, \t5, \t6, \t0
	movq	\t1, \doff+8(%rsp)
	MROW	\ab, \ao+16, \bb, \bo, \t2, \t3, \t4, \t5, \t6, \t0, \t1
	movq	\t2, \doff+16(%rsp)
	MROW	\ab, \ao+24, \bb, \bo, \t3, \t4, \t5, \t6, \t0, \t1, \t2
	movq	\t3, \doff+24(%rsp)
	MROW	\ab, \ao+32, \bb, \bo, \t4, \t5, \t6, \t0, \t1, \t2, \t3
	movq	\t4, \doff+32(%rsp)
	MROW	\ab, \ao+40, \bb, \bo, \t5, \t6, \t0, \t1, \t2, \t3, \t4
	movq	\t5, \doff+40(%rsp)
.endm

/* MUL6S2 ab, ao, bb, bo, cb, co, db, do, doff, t0..t6: A B + C D for the
 * 6-limb operands at ao(ab), bo(bb), co(cb), do(db), A, C < 2^384 and B, D <
 * 2^383, as MUL6: each step takes both rows into the window (below
 * 2^64 (B + D) < 2^448: seven limbs), the low six limbs go to rsp + doff,
 * the high six (the sum < 2^767) stay in (t6, t0, t1, t2, t3, t4); t5 is
 * clobbered.  Clobbers rax, rbx, rdx and the flags. */
.macro MUL6S2 ab, ao, bb, bo, cb, co, db, do, doff, t0, t1, t2, t3, t4, t5, t6
	MROW0	\ab, \ao, \bb, \bo, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	MROWK	\cb, \co, \db, \do, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	movq	\t0, \doff(%rsp)
	MROW	\ab, \ao+8, \bb, \bo, \t1, \t2, \t3, \t4, \t5, \t6, \t0
	MROWK	\cb, \co+8, \db, \do, \t1, \t2, \t3, \t4, \t5, \t6, \t0
	movq	\t1, \doff+8(%rsp)
	MROW	\ab, \ao+16, \bb, \bo, \t2, \t3, \t4, \t5, \t6, \t0, \t1
	MROWK	\cb, \co+16, \db, \do, \t2, \t3, \t4, \t5, \t6, \t0, \t1
	movq	\t2, \doff+16(%rsp)
	MROW	\ab, \ao+24, \bb, \bo, \t3, \t4, \t5, \t6, \t0, \t1, \t2
	MROWK	\cb, \co+24, \db, \do, \t3, \t4, \t5, \t6, \t0, \t1, \t2
	movq	\t3, \doff+24(%rsp)
	MROW	\ab, \ao+32, \bb, \bo, \t4, \t5, \t6, \t0, \t1, \t2, \t3
	MROWK	\cb, \co+32, \db, \do, \t4, \t5, \t6, \t0, \t1, \t2, \t3
	movq	\t4, \doff+32(%rsp)
	MROW	\ab, \ao+40, \bb, \bo, \t5, \t6, \t0, \t1, \t2, \t3, \t4
	MROWK	\cb, \co+40, \db, \do, \t5, \t6, \t0, \t1, \t2, \t3, \t4
	movq	\t5, \doff+40(%rsp)
.endm

/* MUL6S3 ab, ao, bb, bo, cb, co, db, do, eb, eo, fb, fo, doff, t0..t6:
 * A B + C D + E F as MUL6S2, each step taking three rows into the window:
 * below 2^64 (B + D + F) < 2^448 for B + D + F < 2^384 (sums of
 * coefficients < 2m < 2^382 for m < 2^381); the high six limbs (the sum <
 * 12 m^2 < 2^766) stay in (t6, t0, t1, t2, t3, t4). */
.macro MUL6S3 ab, ao, bb, bo, cb, co, db, do, eb, eo, fb, fo, doff, t0, t1, t2, t3, t4, t5, t6
	MROW0	\ab, \ao, \bb, \bo, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	MROWK	\cb, \co, \db, \do, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	MROWK	\eb, \eo, \fb, \fo, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	movq	\t0, \doff(%rsp)
	MROW	\ab, \ao+8, \bb, \bo, \t1, \t2, \t3, \t4, \t5, \t6, \t0
	MROWK	\cb, \co+8, \db, \do, \t1, \t2, \t3, \t4, \t5, \t6, \t0
	MROWK	\eb, \eo+8, \fb, \fo, \t1, \t2, \t3, \t4, \t5, \t6, \t0
	movq	\t1, \doff+8(%rsp)
	MROW	\ab, \ao+16, \bb, \bo, \t2, \t3, \t4, \t5, \t6, \t0, \t1
	MROWK	\cb, \co+16, \db, \do, \t2, \t3, \t4, \t5, \t6, \t0, \t1
	MROWK	\eb, \eo+16, \fb, \fo, \t2, \t3, \t4, \t5, \t6, \t0, \t1
	movq	\t2, \doff+16(%rsp)
	MROW	\ab, \ao+24, \bb, \bo, \t3, \t4, \t5, \t6, \t0, \t1, \t2
	MROWK	\cb, \co+24, \db, \do, \t3, \t4, \t5, \t6, \t0, \t1, \t2
	MROWK	\eb, \eo+24, \fb, \fo, \t3, \t4, \t5, \t6, \t0, \t1, \t2
	movq	\t3, \doff+24(%rsp)
	MROW	\ab, \ao+32, \bb, \bo, \t4, \t5, \t6, \t0, \t1, \t2, \t3
	MROWK	\cb, \co+32, \db, \do, \t4, \t5, \t6, \t0, \t1, \t2, \t3
	MROWK	\eb, \eo+32, \fb, \fo, \t4, \t5, \t6, \t0, \t1, \t2, \t3
	movq	\t4, \doff+32(%rsp)
	MROW	\ab, \ao+40, \bb, \bo, \t5, \t6, \t0, \t1, \t2, \t3, \t4
	MROWK	\cb, \co+40, \db, \do, \t5, \t6, \t0, \t1, \t2, \t3, \t4
	MROWK	\eb, \eo+40, \fb, \fo, \t5, \t6, \t0, \t1, \t2, \t3, \t4
	movq	\t5, \doff+40(%rsp)
.endm

/* REDC1 n0off, t0..t6: one word of Montgomery reduction, u = t0 n0 mod 2^64
 * (n0 at n0off(%rsp)), (t0..t6) += u m (m at (%rcx)); afterwards t0 = 0
 * and the value / 2^64 is (t1..t6).  The sum fits in seven limbs.  Clobbers
 * rax, rbx, rdx and the flags. */
.macro REDC1 n0off, t0, t1, t2, t3, t4, t5, t6
	movq	\t0, %rdx
	imulq	\n0off(%rsp), %rdx	/* u */
	xorl	%eax, %eax		/* CF = OF = 0 */
	mulx	(%rcx), %rax, %rbx
	adcx	%rax, \t0		/* t0 + lo(u m0) = 0 mod 2^64 */
	adox	%rbx, \t1
	mulx	8(%rcx), %rax, %rbx
	adcx	%rax, \t1
	adox	%rbx, \t2
	mulx	16(%rcx), %rax, %rbx
	adcx	%rax, \t2
	adox	%rbx, \t3
	mulx	24(%rcx), %rax, %rbx
	adcx	%rax, \t3
	adox	%rbx, \t4
	mulx	32(%rcx), %rax, %rbx
	adcx	%rax, \t4
	adox	%rbx, \t5
	mulx	40(%rcx), %rax, %rbx
	adcx	%rax, \t5
	adox	%rbx, \t6
	adcx	\t0, \t6		/* t0 is now 0: adds the last CF */
.endm

/* RDC6 n0off, l0..l5, z: the six word steps on (l0..l5) with window top z
 * (zeroed here); the result (<= m) is left in (z, l0, l1, l2, l3, l4), and
 * l5 = 0.  The caller adds the high half and does the final subtraction. */
.macro RDC6 n0off, l0, l1, l2, l3, l4, l5, z
	xorq	\z, \z
	REDC1	\n0off, \l0, \l1, \l2, \l3, \l4, \l5, \z
	REDC1	\n0off, \l1, \l2, \l3, \l4, \l5, \z, \l0
	REDC1	\n0off, \l2, \l3, \l4, \l5, \z, \l0, \l1
	REDC1	\n0off, \l3, \l4, \l5, \z, \l0, \l1, \l2
	REDC1	\n0off, \l4, \l5, \z, \l0, \l1, \l2, \l3
	REDC1	\n0off, \l5, \z, \l0, \l1, \l2, \l3, \l4
.endm

/* MONT6 ab, ao, bb, bo, n0off: (r15, r9, r10, r11, r12, r13) = A B / R mod
 * m + (0 or m), < 2m, by CIOS (as oat_x64_mont_mul6_adx) for A < 2^384 at
 * ao(ab) and B < m at bo(bb); r14 = 0 afterwards.  Clobbers rax, rbx, rdx
 * and the flags. */
.macro MONT6 ab, ao, bb, bo, n0off
	MROW0	\ab, \ao, \bb, \bo, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	REDC1	\n0off, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	MROW	\ab, \ao+8, \bb, \bo, %r10, %r11, %r12, %r13, %r14, %r15, %r9
	REDC1	\n0off, %r10, %r11, %r12, %r13, %r14, %r15, %r9
	MROW	\ab, \ao+16, \bb, \bo, %r11, %r12, %r13, %r14, %r15, %r9, %r10
	REDC1	\n0off, %r11, %r12, %r13, %r14, %r15, %r9, %r10
	MROW	\ab, \ao+24, \bb, \bo, %r12, %r13, %r14, %r15, %r9, %r10, %r11
	REDC1	\n0off, %r12, %r13, %r14, %r15, %r9, %r10, %r11
	MROW	\ab, \ao+32, \bb, \bo, %r13, %r14, %r15, %r9, %r10, %r11, %r12
	REDC1	\n0off, %r13, %r14, %r15, %r9, %r10, %r11, %r12
	MROW	\ab, \ao+40, \bb, \bo, %r14, %r15, %r9, %r10, %r11, %r12, %r13
	REDC1	\n0off, %r14, %r15, %r9, %r10, %r11, %r12, %r13
.endm

/* STORE6 off, t0..t5: (rsp + off) = (t0..t5) */
.macro STORE6 off, t0, t1, t2, t3, t4, t5
	movq	\t0, \off(%rsp)
	movq	\t1, \off+8(%rsp)
	movq	\t2, \off+16(%rsp)
	movq	\t3, \off+24(%rsp)
	movq	\t4, \off+32(%rsp)
	movq	\t5, \off+40(%rsp)
.endm

/* ADD6 off, t0..t5: (t0..t5) += the 6 limbs at rsp + off, mod 2^384. */
.macro ADD6 off, t0, t1, t2, t3, t4, t5
	addq	\off(%rsp), \t0
	adcq	\off+8(%rsp), \t1
	adcq	\off+16(%rsp), \t2
	adcq	\off+24(%rsp), \t3
	adcq	\off+32(%rsp), \t4
	adcq	\off+40(%rsp), \t5
.endm

/* SBB6 off, t0..t5: (t0..t5) -= the 6 limbs at rsp + off and CF, borrow
 * out in CF. */
.macro SBB6 off, t0, t1, t2, t3, t4, t5
	sbbq	\off(%rsp), \t0
	sbbq	\off+8(%rsp), \t1
	sbbq	\off+16(%rsp), \t2
	sbbq	\off+24(%rsp), \t3
	sbbq	\off+32(%rsp), \t4
	sbbq	\off+40(%rsp), \t5
.endm

/* LOWDIFF x, y, l0..l5: (l0..l5) = the low halves x - y of the 12-limb
 * values at rsp + x and rsp + y, borrow out in CF. */
.macro LOWDIFF x, y, l0, l1, l2, l3, l4, l5
	movq	\x(%rsp), \l0
	subq	\y(%rsp), \l0
	movq	\x+8(%rsp), \l1
	sbbq	\y+8(%rsp), \l1
	movq	\x+16(%rsp), \l2
	sbbq	\y+16(%rsp), \l2
	movq	\x+24(%rsp), \l3
	sbbq	\y+24(%rsp), \l3
	movq	\x+32(%rsp), \l4
	sbbq	\y+32(%rsp), \l4
	movq	\x+40(%rsp), \l5
	sbbq	\y+40(%rsp), \l5
.endm

/* KDIFF1: c1 = T2 - T0 - T1 of the Karatsuba Fp2 product, T2's high half
 * in (r15, r9..r13) and its low half at M_T2, T0 and T1 at M_T0, M_T1: the
 * low half of c1 to (r14, rbp, rsi, r8, rbx, rdx), the high half in place.
 * Clobbers the flags. */
.macro KDIFF1
	LOWDIFF	M_T2, M_T0, %r14, %rbp, %rsi, %r8, %rbx, %rdx
	SBB6	M_T0+48, %r15, %r9, %r10, %r11, %r12, %r13
	subq	M_T1(%rsp), %r14
	sbbq	M_T1+8(%rsp), %rbp
	sbbq	M_T1+16(%rsp), %rsi
	sbbq	M_T1+24(%rsp), %r8
	sbbq	M_T1+32(%rsp), %rbx
	sbbq	M_T1+40(%rsp), %rdx
	SBB6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
.endm

.macro PROLOGUE frame
	SAVE	%rbx
	SAVE	%rbp
	SAVE	%r12
	SAVE	%r13
	SAVE	%r14
	SAVE	%r15
	subq	$\frame, %rsp
	.cfi_adjust_cfa_offset \frame
.endm

.macro EPILOGUE frame
	addq	$\frame, %rsp
	.cfi_adjust_cfa_offset -\frame
	RESTORE	%r15
	RESTORE	%r14
	RESTORE	%r13
	RESTORE	%r12
	RESTORE	%rbp
	RESTORE	%rbx
	ret
.endm

/* P1T01, for one Fp2 product with a at rsi and b at r8 (mul, muln): the
 * coefficient sums, T1 = a1 b1 and T0 = a0 b0 to the frame (the last reads
 * of a and b). */
.macro P1T01
	SUM6	%rsi, M_SA
	SUM6	%r8, M_SB
	MUL6	%rsi, 48, %r8, 48, M_T1, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	MUL6	%rsi, 0, %r8, 0, M_T0, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T0+48, %r15, %r9, %r10, %r11, %r12, %r13
.endm
/* The sums of three Fp2 products (sum3, sum3n): S3LOAD, with ab at rsi and
 * m at rdx: m to rcx, a2 and b2 (and their coefficient sums) to the frame,
 * a0, b0, a1, b1 to rsi, r8, rdi, rbp; S3T01: T1 and T0 to the frame (the
 * last reads of the operands), r (M_RP) back to rdi. */
.macro S3LOAD
	movq	%rdx, %rcx			/* m */
	movq	32(%rsi), %rdx			/* a2 */
	movq	40(%rsi), %rbx			/* b2 */
	SUM6	%rdx, M_SA2
	SUM6	%rbx, M_SB2
	COPY12	%rdx, M_A2
	COPY12	%rbx, M_B2
	movq	24(%rsi), %rbp			/* b1 */
	movq	16(%rsi), %rdi			/* a1 */
	movq	8(%rsi), %r8			/* b0 */
	movq	(%rsi), %rsi			/* a0 */
.endm
.macro S3T01
	SUM6	%rsi, M_SA
	SUM6	%r8, M_SB
	SUM6	%rdi, M_SA1
	SUM6	%rbp, M_SB1
	S3T01P
.endm
/* S3T01P: S3T01's products, the coefficient sums made by the caller */
.macro S3T01P
	/* T1 = a0_1 b0_1 + a1_1 b1_1 + a2_1 b2_1, to the stack */
	MUL6S3	%rsi, 48, %r8, 48, %rdi, 48, %rbp, 48, %rsp, M_A2+48, %rsp, M_B2+48, M_T1, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	/* T0 = a0_0 b0_0 + a1_0 b1_0 + a2_0 b2_0, to the stack */
	MUL6S3	%rsi, 0, %r8, 0, %rdi, 0, %rbp, 0, %rsp, M_A2, %rsp, M_B2, M_T0, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T0+48, %r15, %r9, %r10, %r11, %r12, %r13
	movq	M_RP(%rsp), %rdi
.endm
.macro COPY12 src, off
	.irp i, 0, 16, 32, 48, 64, 80
	movdqu	\i(\src), %xmm0
	movdqu	%xmm0, \off+\i(%rsp)
	.endr
.endm
.macro COPY6 src, off
	.irp i, 0, 16, 32
	movdqu	\i(\src), %xmm0
	movdqu	%xmm0, \off+\i(%rsp)
	.endr
.endm

/* FP2MUL6 sum: the body of oat_x64_fp2_mul6_adx (sum = 0: r = a b, a at
 * rsi, b at r8) and of oat_x64_fp2_sum2_mul6_adx (sum = 1: r = a0 b0 +
 * a1 b1, a0 at rsi, b0 at r8, a1 at rdi, b1 at rbp, r at M_RP(%rsp)): each
 * of T0, T1, T2 one product or the sum of two (MUL6S2), the rest the same
 * (the sum's bounds are in its header below); sum = 2: the sum of three
 * as S3LOAD leaves it; sum = 3: the same with the coefficient sums made
 * (the line product's, below). */
.macro FP2MUL6 sum
.if \sum == 3
	S3T01P
.elseif \sum == 2
	S3T01
.elseif \sum
	SUM6	%rsi, M_SA
	SUM6	%r8, M_SB
	SUM6	%rdi, M_SA1
	SUM6	%rbp, M_SB1
	/* T1 = a0_1 b0_1 + a1_1 b1_1, to the stack */
	MUL6S2	%rsi, 48, %r8, 48, %rdi, 48, %rbp, 48, M_T1, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	/* T0 = a0_0 b0_0 + a1_0 b1_0, to the stack; the last reads of the
	 * operands */
	MUL6S2	%rsi, 0, %r8, 0, %rdi, 0, %rbp, 0, M_T0, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	STORE6	M_T0+48, %r15, %r9, %r10, %r11, %r12, %r13
	movq	M_RP(%rsp), %rdi
.else
	P1T01
.endif
	/* c0 = T0 - T1: low half to (r14, rbp, rsi, r8, rbx, rdx), high half
	 * in place, then to the stack */
	LOWDIFF	M_T0, M_T1, %r14, %rbp, %rsi, %r8, %rbx, %rdx
	SBB6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	sbbq	%rax, %rax			/* all ones if T0 < T1: + m R */
	STORE6	M_H, %r15, %r9, %r10, %r11, %r12, %r13
	movq	%rbx, %r9			/* out of REDC1's scratch */
	movq	%rdx, %r10
	movq	%rax, %r11			/* the mask */
	/* r0 = c0 / R mod m */
	RDC6	M_N0, %r14, %rbp, %rsi, %r8, %r9, %r10, %r12
	/* (r12, r14, rbp, rsi, r8, r9) <= m; plus the high half and the
	 * masked m, mod 2^384: the exact sum, < 2m */
	ADD6	M_H, %r12, %r14, %rbp, %rsi, %r8, %r9
	movq	(%rcx), %rax
	andq	%r11, %rax
	movq	8(%rcx), %rbx
	andq	%r11, %rbx
	movq	16(%rcx), %rdx
	andq	%r11, %rdx
	movq	24(%rcx), %r10
	andq	%r11, %r10
	movq	32(%rcx), %r13
	andq	%r11, %r13
	andq	40(%rcx), %r11
	addq	%rax, %r12
	adcq	%rbx, %r14
	adcq	%rdx, %rbp
	adcq	%r10, %rsi
	adcq	%r13, %r8
	adcq	%r11, %r9
	FINAL_SUB6 %r12, %r14, %rbp, %rsi, %r8, %r9, %rax, %rbx, %rdx, %r10, %r11, %r13
.if \sum == 3
	/* T2 as below, the first three sums by their pointers (L6_P), the
	 * other three copied to the frame by the caller */
	movq	L6_P(%rsp), %rsi
	movq	L6_P+8(%rsp), %rbp
	movq	L6_P+16(%rsp), %r8
	MUL6S3	%rsi, 0, %rbp, 0, %r8, 0, %rsp, M_SB1, %rsp, M_SA2, %rsp, M_SB2, M_T2, %r9, %r10, %r11, %r12, %r13, %r14, %r15
.elseif \sum == 2
	/* T2 = the sum of the three (a_j0 + a_j1)(b_j0 + b_j1), low half to
	 * the stack */
	MUL6S3	%rsp, M_SA, %rsp, M_SB, %rsp, M_SA1, %rsp, M_SB1, %rsp, M_SA2, %rsp, M_SB2, M_T2, %r9, %r10, %r11, %r12, %r13, %r14, %r15
.elseif \sum
	/* T2 = (a0_0 + a0_1)(b0_0 + b0_1) + (a1_0 + a1_1)(b1_0 + b1_1), low
	 * half to the stack */
	MUL6S2	%rsp, M_SA, %rsp, M_SB, %rsp, M_SA1, %rsp, M_SB1, M_T2, %r9, %r10, %r11, %r12, %r13, %r14, %r15
.else
	/* T2 = (a0 + a1)(b0 + b1), low half to the stack */
	MUL6	%rsp, M_SA, %rsp, M_SB, M_T2, %r9, %r10, %r11, %r12, %r13, %r14, %r15
.endif
	/* c1 = T2 - T0 - T1: low half to (r14, rbp, rsi, r8, rbx, rdx), high
	 * half in place, then to the stack */
	KDIFF1
	STORE6	M_H, %r15, %r9, %r10, %r11, %r12, %r13
	movq	%rbx, %r9
	movq	%rdx, %r10
	/* r1 = c1 / R mod m */
	RDC6	M_N0, %r14, %rbp, %rsi, %r8, %r9, %r10, %r12
	ADD6	M_H, %r12, %r14, %rbp, %rsi, %r8, %r9
	FINAL_SUB6 %r12, %r14, %rbp, %rsi, %r8, %r9, %rax, %rbx, %rdx, %r10, %r11, %r13, 48
.endm

/* r = a b in Fp2 (Montgomery form: r = a b / R coefficient-wise). */
OAT_FUNC(oat_x64_fp2_mul6_adx)
	PROLOGUE M_FRAME
	movq	%r8, M_N0(%rsp)
	movq	%rdx, %r8			/* b */
	FP2MUL6	0
	EPILOGUE M_FRAME
OAT_ENDFUNC(oat_x64_fp2_mul6_adx)

/* NEND: the end of the unreduced forms (muln, sum3n), with T0 and T1 on
 * the frame, T2's low half at M_T2 and its high half in (r15, r9..r13), r
 * at rdi and m at rcx: c1 = T2 - T0 - T1 to r[12..23], c0 = T0 - T1, plus
 * m R on a borrow, to r[0..11]. */
.macro NEND
	KDIFF1
	movq	%r14, 96(%rdi)
	movq	%rbp, 104(%rdi)
	movq	%rsi, 112(%rdi)
	movq	%r8, 120(%rdi)
	movq	%rbx, 128(%rdi)
	movq	%rdx, 136(%rdi)
	movq	%r15, 144(%rdi)
	movq	%r9, 152(%rdi)
	movq	%r10, 160(%rdi)
	movq	%r11, 168(%rdi)
	movq	%r12, 176(%rdi)
	movq	%r13, 184(%rdi)
	/* c0 = T0 - T1, plus m R on a borrow */
	LOWDIFF	M_T0, M_T1, %r14, %rbp, %rsi, %r8, %rbx, %rdx
	movq	M_T0+48(%rsp), %r15		/* mov keeps the borrow */
	movq	M_T0+56(%rsp), %r9
	movq	M_T0+64(%rsp), %r10
	movq	M_T0+72(%rsp), %r11
	movq	M_T0+80(%rsp), %r12
	movq	M_T0+88(%rsp), %r13
	SBB6	M_T1+48, %r15, %r9, %r10, %r11, %r12, %r13
	sbbq	%rax, %rax			/* all ones if T0 < T1 */
	movq	%r14, (%rdi)
	movq	%rbp, 8(%rdi)
	movq	%rsi, 16(%rdi)
	movq	%r8, 24(%rdi)
	movq	%rbx, 32(%rdi)
	movq	%rdx, 40(%rdi)
	movq	(%rcx), %r14
	andq	%rax, %r14
	movq	8(%rcx), %rbp
	andq	%rax, %rbp
	movq	16(%rcx), %rsi
	andq	%rax, %rsi
	movq	24(%rcx), %r8
	andq	%rax, %r8
	movq	32(%rcx), %rbx
	andq	%rax, %rbx
	andq	40(%rcx), %rax
	addq	%r14, %r15
	adcq	%rbp, %r9
	adcq	%rsi, %r10
	adcq	%r8, %r11
	adcq	%rbx, %r12
	adcq	%rax, %r13
	movq	%r15, 48(%rdi)
	movq	%r9, 56(%rdi)
	movq	%r10, 64(%rdi)
	movq	%r11, 72(%rdi)
	movq	%r12, 80(%rdi)
	movq	%r13, 88(%rdi)
.endm

/* ---- the double-width Fp2 product of the lazy tower ---------------------
 *   void oat_x64_fp2_muln6_adx(uint64_t r[24], const uint64_t a[12],
 *           const uint64_t b[12], const uint64_t m[6]);
 * r = (c0, c1), 12 limbs each, unreduced: c0 = a0 b0 - a1 b1 mod m R (plus
 * m R when negative: in [0, m R)), c1 = a0 b1 + a1 b0 < 2 m^2, as
 * FP2(muln_) of src/ext/fp2d_inl.h composes them (Karatsuba: the products
 * T0, T1, T2 and the differences above, without the reductions), in one
 * routine instead of seven calls.  Coefficients of a and b < m; r may not
 * overlap a or b. */
OAT_FUNC(oat_x64_fp2_muln6_adx)
	PROLOGUE M_FRAME
	movq	%rdx, %r8			/* b; m stays in rcx */
	P1T01
	MUL6	%rsp, M_SA, %rsp, M_SB, M_T2, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	NEND
	EPILOGUE M_FRAME
OAT_ENDFUNC(oat_x64_fp2_muln6_adx)

/* ---- a sum of two Fp2 products -----------------------------------------
 *   void oat_x64_fp2_sum2_mul6_adx(uint64_t r[12], const uint64_t *const ab[4],
 *           const uint64_t m[6], uint64_t n0);
 * r = a0 b0 + a1 b1 in Fp2 for ab = { a0, b0, a1, b1 }, every coefficient
 * < m; r may be any input.  The Karatsuba product above with each of its
 * three double-width values the sum of the two products' (six 6 x 6 limb
 * products, two reductions, against six and four for two products and an
 * addition):
 *   T0, T1 < 2 m^2,  T2 < 8 m^2 < 2^767;
 *   c1 = T2 - T0 - T1 = the sum of the cross products <= 4 (m-1)^2 < m R
 *        (4m < R), and (c1 + q m) / R < (4 m^2 + R m) / R < 2m;
 *   c0 = T0 - T1 in (-2 m^2, 2 m^2), plus m R when negative: below m R;
 * so one final subtraction each, as for the product. */
OAT_FUNC(oat_x64_fp2_sum2_mul6_adx)
	PROLOGUE M2_FRAME
	movq	%rcx, M_N0(%rsp)
	movq	%rdi, M_RP(%rsp)
	movq	%rdx, %rcx			/* m */
	movq	24(%rsi), %rbp			/* b1 */
	movq	16(%rsi), %rdi			/* a1 */
	movq	8(%rsi), %r8			/* b0 */
	movq	(%rsi), %rsi			/* a0 */
	FP2MUL6	1
	EPILOGUE M2_FRAME
OAT_ENDFUNC(oat_x64_fp2_sum2_mul6_adx)

/* ---- a sum of three Fp2 products ---------------------------------------
 *   void oat_x64_fp2_sum3_mul6_adx(uint64_t r[12], const uint64_t *const ab[6],
 *           const uint64_t m[6], uint64_t n0);
 * r = a0 b0 + a1 b1 + a2 b2 in Fp2 for ab = { a0, b0, a1, b1, a2, b2 },
 * every coefficient < m < 2^381 (6m < R); r may be any input.  As sum2
 * above with three products in each of T0, T1, T2 (nine 6 x 6 limb
 * products, two reductions); a2 and b2 are copied to the frame, for want
 * of registers for their pointers:
 *   T0, T1 < 3 m^2,  T2 < 12 m^2 < 2^766;
 *   c1 = T2 - T0 - T1 = the sum of the cross products <= 6 (m-1)^2 < m R
 *        (6m < R), and (c1 + q m) / R < (6 m^2 + R m) / R < 2m;
 *   c0 = T0 - T1 in (-3 m^2, 3 m^2), plus m R when negative: below m R;
 * so one final subtraction each. */
OAT_FUNC(oat_x64_fp2_sum3_mul6_adx)
	PROLOGUE M3_FRAME
	movq	%rcx, M_N0(%rsp)
	movq	%rdi, M_RP(%rsp)
	S3LOAD
	FP2MUL6	2
	EPILOGUE M3_FRAME
OAT_ENDFUNC(oat_x64_fp2_sum3_mul6_adx)

/* ---- a sum of three Fp2 products, unreduced ----------------------------
 *   void oat_x64_fp2_sum3n_mul6_adx(uint64_t r[24], const uint64_t *const ab[6],
 *           const uint64_t m[6]);
 * r = (c0, c1), 12 limbs each, for ab = { a0, b0, a1, b1, a2, b2 } (every
 * coefficient < m, 6m < R): sum3's T0, T1, T2 and muln's ends, without
 * the reductions, for the lazy Fp12 product (src/ext/fp12_tmpl.h):
 *   c1 = T2 - T0 - T1 = the sum of the cross products <= 6 (m-1)^2 < m R,
 *   c0 = T0 - T1 in (-3 m^2, 3 m^2), plus m R when negative: in [0, m R),
 * the bounds of FP2(muln_)'s values (src/ext/fp2d_inl.h).  r may not overlap
 * the inputs. */
OAT_FUNC(oat_x64_fp2_sum3n_mul6_adx)
	PROLOGUE M3_FRAME
	movq	%rdi, M_RP(%rsp)
	S3LOAD
	S3T01
	/* T2 = the sum of the three (a_j0 + a_j1)(b_j0 + b_j1) */
	MUL6S3	%rsp, M_SA, %rsp, M_SB, %rsp, M_SA1, %rsp, M_SB1, %rsp, M_SA2, %rsp, M_SB2, M_T2, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	NEND
	EPILOGUE M3_FRAME
OAT_ENDFUNC(oat_x64_fp2_sum3n_mul6_adx)

/* ---- sums of three over a table: an M-type line, an Fp6 product ---------
 *   void oat_x64_fp2_line_m_mul6_adx(uint64_t r[72], const uint64_t a[72],
 *           const uint64_t l[60], const uint64_t m[6], uint64_t n0);
 *   void oat_x64_fp2_fp6_mul6_adx(uint64_t r[36], const uint64_t a[36],
 *           const uint64_t l[60], const uint64_t m[6], uint64_t n0);
 * Sums of three Fp2 products whose operands are the coefficients e_k of a
 * and l_j of l = { l0, l1, l2, xi l1, xi l2 }, each sum FP2MUL6 3 (its
 * bounds: every coefficient < m, 6m < R), stored where e_k is in r; r must
 * not overlap a or l (the callers keep a copy).  line_m: an Fp12 element
 * times the line l0 + l1 w^2 + l2 w^3 of an M-type twist (BLS12-381;
 * src/ext/fp12_tmpl.h, FP12(mul_line_m)), a's six coefficients in the
 * basis w^k, e0..e5 = a[0], a[36], a[12], a[48], a[24], a[60] (in limbs):
 *   e'0 = e0 l0 + e4 xi l1 + e3 xi l2,  e'1 = e1 l0 + e5 xi l1 + e4 xi l2,
 *   e'2 = e2 l0 + e0 l1 + e5 xi l2,     e'3 = e3 l0 + e1 l1 + e0 l2,
 *   e'4 = e4 l0 + e2 l1 + e1 l2,        e'5 = e5 l0 + e3 l1 + e2 l2;
 * fp6_mul: the Fp6 product a b (src/ext/fp6_tmpl.h, schoolbook on sums of
 * three), e0..e2 = a[0], a[12], a[24], l = { b0, b1, b2, xi b1, xi b2 }:
 *   e'0 = e0 b0 + e1 xi b2 + e2 xi b1,  e'1 = e0 b1 + e1 b0 + e2 xi b2,
 *   e'2 = e0 b2 + e1 b1 + e2 b0.
 * The sums of coefficients the Karatsuba products need, e_k0 + e_k1 and
 * l_j0 + l_j1, are made once for all the sums (each is otherwise made up
 * to three and five times), and one frame serves them.  The sums run in a
 * loop of fixed trip count over a table of their operands' offsets (as
 * fp2_4_adx.S's line routine); the code is otherwise straight-line, its
 * addresses those of the pointers. */
#define LE6_OFF(k) ((((k)&1)*36+((k)>>1)*12)*8)
/* a table entry: r's offset, then for each product the offsets of e_k (in
 * a), of l_j (in l) and of their sums (in the frame); f6: e_k at 96 k (an
 * Fp6 element), else LE6_OFF(k) (an Fp12 one) */
.macro LT6_OFF f6, k
.if \f6
	.long	96 * (\k)
.else
	.long	LE6_OFF(\k)
.endif
.endm
.macro LT6_PROD f6, e, l
	LT6_OFF	\f6, \e
	.long	96 * (\l), L6_SE + 48 * (\e), L6_SL + 48 * (\l)
.endm
.macro LT6_ENTRY f6, k, e0, l0, e1, l1, e2, l2
	LT6_OFF	\f6, \k
	LT6_PROD \f6, \e0, \l0
	LT6_PROD \f6, \e1, \l1
	LT6_PROD \f6, \e2, \l2
.endm
#define LT6_SIZE 52

	.section .rodata
	.p2align 3
oat_x64_line_m6_tab_:
	LT6_ENTRY 0, 0, 0, 0, 4, 3, 3, 4
	LT6_ENTRY 0, 1, 1, 0, 5, 3, 4, 4
	LT6_ENTRY 0, 2, 2, 0, 0, 1, 5, 4
	LT6_ENTRY 0, 3, 3, 0, 1, 1, 0, 2
	LT6_ENTRY 0, 4, 4, 0, 2, 1, 1, 2
	LT6_ENTRY 0, 5, 5, 0, 3, 1, 2, 2
oat_x64_line_m6_tab_end_:
oat_x64_fp6_6_tab_:
	LT6_ENTRY 1, 0, 0, 0, 1, 4, 2, 3
	LT6_ENTRY 1, 1, 0, 1, 1, 0, 2, 4
	LT6_ENTRY 1, 2, 0, 2, 1, 1, 2, 0
oat_x64_fp6_6_tab_end_:
	.text

/* reg = the table field at off(rbx) plus the base at base(%rsp), or plus
 * rsp if base is empty */
.macro LT6_PTR reg, off, base
	movslq	\off(%rbx), \reg
.ifb \base
	addq	%rsp, \reg
.else
	addq	\base(%rsp), \reg
.endif
.endm

/* LSUM3_BODY tab, f6: the routine over the table at tab (up to tab_end_),
 * for a an Fp6 element (f6 = 1) or an Fp12 one */
.macro LSUM3_BODY tab, f6
	PROLOGUE L6_FRAME
	movq	%r8, M_N0(%rsp)
	movq	%rdi, L6_R(%rsp)
	movq	%rsi, L6_A(%rsp)
	movq	%rdx, L6_L(%rsp)		/* m stays in rcx */
.if \f6
	.irp k, 0, 1, 2
	SUM6AT	%rsi, 96*\k, L6_SE+48*\k
	.endr
.else
	.irp k, 0, 1, 2, 3, 4, 5
	SUM6AT	%rsi, LE6_OFF(\k), L6_SE+48*\k
	.endr
.endif
	.irp j, 0, 1, 2, 3, 4
	SUM6AT	%rdx, 96*\j, L6_SL+48*\j
	.endr
	leaq	\tab(%rip), %rbx
1:
	movq	%rbx, L6_T(%rsp)
	LT6_PTR	%rax, 0, L6_R
	movq	%rax, M_RP(%rsp)
	/* the third product's operands to the frame (as S3LOAD) */
	LT6_PTR	%rax, 36, L6_A
	COPY12	%rax, M_A2
	LT6_PTR	%rax, 40, L6_L
	COPY12	%rax, M_B2
	/* the sums: T2's first three by pointer, the other three copied */
	LT6_PTR	%rax, 12
	movq	%rax, L6_P(%rsp)
	LT6_PTR	%rax, 16
	movq	%rax, L6_P+8(%rsp)
	LT6_PTR	%rax, 28
	movq	%rax, L6_P+16(%rsp)
	LT6_PTR	%rax, 32
	COPY6	%rax, M_SB1
	LT6_PTR	%rax, 44
	COPY6	%rax, M_SA2
	LT6_PTR	%rax, 48
	COPY6	%rax, M_SB2
	/* the first two products' operands */
	LT6_PTR	%rsi, 4, L6_A
	LT6_PTR	%r8, 8, L6_L
	LT6_PTR	%rdi, 20, L6_A
	LT6_PTR	%rbp, 24, L6_L
	FP2MUL6	3
	movq	L6_T(%rsp), %rbx
	addq	$LT6_SIZE, %rbx
	leaq	\tab\()end_(%rip), %rax
	cmpq	%rax, %rbx
	jne	1b
	EPILOGUE L6_FRAME
.endm

OAT_FUNC(oat_x64_fp2_line_m_mul6_adx)
	LSUM3_BODY oat_x64_line_m6_tab_, 0
OAT_ENDFUNC(oat_x64_fp2_line_m_mul6_adx)

OAT_FUNC(oat_x64_fp2_fp6_mul6_adx)
	LSUM3_BODY oat_x64_fp6_6_tab_, 1
OAT_ENDFUNC(oat_x64_fp2_fp6_mul6_adx)

/* ---- the Fp2 part of Karabina's compressed squaring ---------------------
 *   void oat_x64_fp2_pck6_adx(const uint64_t *const io[6], const uint64_t m[6],
 *           uint64_t n0);      io = { h, k, x, y, hx, ky }
 *   void oat_x64_fp2_pck6_xi_adx(...): the same with b' = xi b below.
 * The 6-limb twin of fp2_4_adx.S's PCK_BODY for xi = 1 + i (BLS12-381):
 * with b = x y and P = (x + y)(x + xi y),
 *   a = x^2 + xi y^2 = P - (1 + xi) b:   a0 = P0 + b1 - 2 b0,
 *                                        a1 = P1 - b0 - 2 b1,
 *   k = 3 a - 2 ky = a + 2 (a - ky),     h = 2 (hx + 3 b'),
 * b' = b or xi b = (b0 - b1) + (b0 + b1) i (src/ext/fp12_tmpl.h,
 * FP12(pck_pair), is the reference).  All coefficients < m < 2^382; h and k
 * must not overlap the inputs.  The two products are FP2MUL6's (the frame's
 * first M_FRAME bytes are its), x + y and x + xi y reduced for it; the
 * additions run on six registers with m at (%rcx).  Straight-line,
 * branch-free (cmov, masks). */
#define Q6_IO	392	/* io */
#define Q6_S	400	/* x + y, then P */
#define Q6_T	496	/* x + xi y, then b */
#define Q6_A	592	/* a or b', for the last addition */
#define Q6_FRAME 640

#define Q6A	%r9, %r10, %r11, %r12, %r13, %r14
#define Q6T	%r15, %rbx, %rbp, %rsi, %r8, %rdx

/* a < 2m -> a mod m: a - m unless that borrows (t scratch) */
.macro Q6RED a0, a1, a2, a3, a4, a5, t0, t1, t2, t3, t4, t5
	movq	\a0, \t0
	subq	(%rcx), \t0
	movq	\a1, \t1
	sbbq	8(%rcx), \t1
	movq	\a2, \t2
	sbbq	16(%rcx), \t2
	movq	\a3, \t3
	sbbq	24(%rcx), \t3
	movq	\a4, \t4
	sbbq	32(%rcx), \t4
	movq	\a5, \t5
	sbbq	40(%rcx), \t5
	cmovncq	\t0, \a0
	cmovncq	\t1, \a1
	cmovncq	\t2, \a2
	cmovncq	\t3, \a3
	cmovncq	\t4, \a4
	cmovncq	\t5, \a5
.endm
/* after a subtraction that set CF on a borrow: m added back under the mask
 * (in rax) */
.macro Q6FIX a0, a1, a2, a3, a4, a5, t0, t1, t2, t3, t4, t5
	sbbq	%rax, %rax
	movq	(%rcx), \t0
	movq	8(%rcx), \t1
	movq	16(%rcx), \t2
	movq	24(%rcx), \t3
	movq	32(%rcx), \t4
	movq	40(%rcx), \t5
	andq	%rax, \t0
	andq	%rax, \t1
	andq	%rax, \t2
	andq	%rax, \t3
	andq	%rax, \t4
	andq	%rax, \t5
	addq	\t0, \a0
	adcq	\t1, \a1
	adcq	\t2, \a2
	adcq	\t3, \a3
	adcq	\t4, \a4
	adcq	\t5, \a5
.endm
/* a op= the six limbs at off(base), op1 / op: addq, adcq or subq, sbbq */
.macro Q6OP op1, op, a0, a1, a2, a3, a4, a5, base, off
	\op1	\off(\base), \a0
	\op	\off+8(\base), \a1
	\op	\off+16(\base), \a2
	\op	\off+24(\base), \a3
	\op	\off+32(\base), \a4
	\op	\off+40(\base), \a5
.endm
/* a = a + mem, a - mem, 2a mod m (a, mem < m) */
.macro Q6ADD base, off
	Q6OP	addq, adcq, Q6A, \base, \off
	Q6RED	Q6A, Q6T
.endm
.macro Q6SUB base, off
	Q6OP	subq, sbbq, Q6A, \base, \off
	Q6FIX	Q6A, Q6T
.endm
.macro Q6DBL
	addq	%r9, %r9
	adcq	%r10, %r10
	adcq	%r11, %r11
	adcq	%r12, %r12
	adcq	%r13, %r13
	adcq	%r14, %r14
	Q6RED	Q6A, Q6T
.endm
.macro Q6LD base, off
	movq	\off(\base), %r9
	movq	\off+8(\base), %r10
	movq	\off+16(\base), %r11
	movq	\off+24(\base), %r12
	movq	\off+32(\base), %r13
	movq	\off+40(\base), %r14
.endm
.macro Q6ST base, off
	movq	%r9, \off(\base)
	movq	%r10, \off+8(\base)
	movq	%r11, \off+16(\base)
	movq	%r12, \off+24(\base)
	movq	%r13, \off+32(\base)
	movq	%r14, \off+40(\base)
.endm
/* rdi = io[idx] */
.macro Q6IO idx
	movq	Q6_IO(%rsp), %rdi
	movq	8*\idx(%rdi), %rdi
.endm
/* k[off] = a + 2 (a - ky[off]) for a in Q6A */
.macro Q6K off
	Q6ST	%rsp, Q6_A
	Q6IO	5
	Q6SUB	%rdi, \off
	Q6DBL
	Q6ADD	%rsp, Q6_A
	Q6IO	1
	Q6ST	%rdi, \off
.endm
/* h[off] = 2 (hx[off] + 3 b') for b' in Q6A */
.macro Q6H off
	Q6ST	%rsp, Q6_A
	Q6DBL
	Q6ADD	%rsp, Q6_A
	Q6IO	4
	Q6ADD	%rdi, \off
	Q6DBL
	Q6IO	0
	Q6ST	%rdi, \off
.endm

.macro PCK6_BODY xi
	PROLOGUE Q6_FRAME
	movq	%rdx, M_N0(%rsp)
	movq	%rdi, Q6_IO(%rsp)
	movq	%rsi, %rcx			/* m */
	/* S0 = x0 + y0, T0 = S0 - y1; S1 = x1 + y1, T1 = S1 + y0 */
	Q6IO	2
	Q6LD	%rdi, 0
	Q6IO	3
	Q6ADD	%rdi, 0
	Q6ST	%rsp, Q6_S
	Q6SUB	%rdi, 48
	Q6ST	%rsp, Q6_T
	Q6IO	2
	Q6LD	%rdi, 48
	Q6IO	3
	Q6ADD	%rdi, 48
	Q6ST	%rsp, Q6_S+48
	Q6ADD	%rdi, 0
	Q6ST	%rsp, Q6_T+48
	/* P = S T to Q6_S, b = x y to Q6_T: each read entirely before its
	 * output is stored (FP2MUL6's contract) */
	leaq	Q6_S(%rsp), %rsi
	leaq	Q6_T(%rsp), %r8
	movq	%rsi, %rdi
	FP2MUL6	0
	Q6IO	2
	movq	%rdi, %rsi
	Q6IO	3
	movq	%rdi, %r8
	leaq	Q6_T(%rsp), %rdi
	FP2MUL6	0
	/* a0 = P0 + b1 - b0 - b0, k0 */
	Q6LD	%rsp, Q6_S
	Q6ADD	%rsp, Q6_T+48
	Q6SUB	%rsp, Q6_T
	Q6SUB	%rsp, Q6_T
	Q6K	0
	/* a1 = P1 - b0 - b1 - b1, k1 */
	Q6LD	%rsp, Q6_S+48
	Q6SUB	%rsp, Q6_T
	Q6SUB	%rsp, Q6_T+48
	Q6SUB	%rsp, Q6_T+48
	Q6K	48
	/* b'0 = b0 (or b0 - b1), h0 */
	Q6LD	%rsp, Q6_T
.if \xi
	Q6SUB	%rsp, Q6_T+48
.endif
	Q6H	0
	/* b'1 = b1 (or b0 + b1), h1 */
	Q6LD	%rsp, Q6_T+48
.if \xi
	Q6ADD	%rsp, Q6_T
.endif
	Q6H	48
	EPILOGUE Q6_FRAME
.endm

OAT_FUNC(oat_x64_fp2_pck6_adx)
	PCK6_BODY 0
OAT_ENDFUNC(oat_x64_fp2_pck6_adx)

OAT_FUNC(oat_x64_fp2_pck6_xi_adx)
	PCK6_BODY 1
OAT_ENDFUNC(oat_x64_fp2_pck6_xi_adx)

/* r = a^2 in Fp2 (Montgomery form). */
OAT_FUNC(oat_x64_fp2_sqr6_adx)
	PROLOGUE S_FRAME
	movq	%rcx, S_N0(%rsp)
	movq	%rdx, %rcx			/* m */
	SUM6	%rsi, S_S			/* a0 + a1 < 2m */
	DBL6	%rsi, S_E			/* 2 a0 < 2m */
	/* D = a0 - a1 mod m: the difference, plus m masked by the borrow */
	movq	(%rsi), %r9
	subq	48(%rsi), %r9
	movq	8(%rsi), %r10
	sbbq	56(%rsi), %r10
	movq	16(%rsi), %r11
	sbbq	64(%rsi), %r11
	movq	24(%rsi), %r12
	sbbq	72(%rsi), %r12
	movq	32(%rsi), %r13
	sbbq	80(%rsi), %r13
	movq	40(%rsi), %r14
	sbbq	88(%rsi), %r14
	sbbq	%rax, %rax			/* all ones if a0 < a1 */
	movq	(%rcx), %rbx
	andq	%rax, %rbx
	movq	8(%rcx), %rdx
	andq	%rax, %rdx
	movq	16(%rcx), %r8
	andq	%rax, %r8
	movq	24(%rcx), %r15
	andq	%rax, %r15
	movq	32(%rcx), %rbp
	andq	%rax, %rbp
	andq	40(%rcx), %rax
	addq	%rbx, %r9
	adcq	%rdx, %r10
	adcq	%r8, %r11
	adcq	%r15, %r12
	adcq	%rbp, %r13
	adcq	%rax, %r14
	STORE6	S_D, %r9, %r10, %r11, %r12, %r13, %r14
	/* r1 = (2 a0) a1 / R mod m; the last reads of a */
	MONT6	%rsp, S_E, %rsi, 48, S_N0
	FINAL_SUB6 %r15, %r9, %r10, %r11, %r12, %r13, %rax, %rbx, %rdx, %r14, %rbp, %r8, 48
	/* r0 = (a0 + a1) D / R mod m */
	MONT6	%rsp, S_S, %rsp, S_D, S_N0
	FINAL_SUB6 %r15, %r9, %r10, %r11, %r12, %r13, %rax, %rbx, %rdx, %r14, %rbp, %r8
	EPILOGUE S_FRAME
OAT_ENDFUNC(oat_x64_fp2_sqr6_adx)

/* ---- a sum of two Fp products -------------------------------------------
 *   void oat_x64_fp_sum2_mul6_adx(uint64_t r[6], const uint64_t *const ab[4],
 *           const uint64_t m[6], uint64_t n0);
 * r = (a0 b0 + a1 b1) / R mod m for ab = { a0, b0, a1, b1 }, a0, a1 <
 * 2^384, b0, b1 < m; r may be any input.  One CIOS pass with two product
 * rows and one reduction word per step (the point formulas' sums of two
 * products: 108 MULX against 144 for two products, one reduction and no
 * modular addition).  Before step i's reduction the window holds
 *   t_(i-1) + a0_i b0 + a1_i b1 < 3m + 2^65 m,
 * plus u m < 2^64 m: below 2^66 m < 2^448, seven limbs, so the top limb
 * never carries out (the second row keeps the first's top limb, whose sum
 * with the row's carries stays below 2^64).  After step i,
 *   t_i = (sum_(j<=i) (a0_j b0 + a1_j b1) 2^(64 j) + q_i m) / 2^(64 (i+1))
 *       < (2 m 2^(64 (i+1)) + m 2^(64 (i+1))) / 2^(64 (i+1)) = 3m < 2^384,
 * so the result takes two conditional subtractions of m. */
#define Q_N0	0
#define Q_RP	8
#define Q_FRAME	16


/* S2STEP i, t0..t6: step i of the sum, a0 at (%rsi), b0 at (%r8), a1 at
 * (%rdi), b1 at (%rbp): both rows into the window, then one reduction word
 * (t0 becomes 0 and the next step's top). */
.macro S2STEP i, t0, t1, t2, t3, t4, t5, t6
.if \i == 0
	MROW0	%rsi, 0, %r8, 0, \t0, \t1, \t2, \t3, \t4, \t5, \t6
.else
	MROW	%rsi, 8*\i, %r8, 0, \t0, \t1, \t2, \t3, \t4, \t5, \t6
.endif
	MROWK	%rdi, 8*\i, %rbp, 0, \t0, \t1, \t2, \t3, \t4, \t5, \t6
	REDC1	Q_N0, \t0, \t1, \t2, \t3, \t4, \t5, \t6
.endm

OAT_FUNC(oat_x64_fp_sum2_mul6_adx)
	PROLOGUE Q_FRAME
	movq	%rcx, Q_N0(%rsp)
	movq	%rdi, Q_RP(%rsp)
	movq	%rdx, %rcx			/* m */
	movq	24(%rsi), %rbp			/* b1 */
	movq	16(%rsi), %rdi			/* a1 */
	movq	8(%rsi), %r8			/* b0 */
	movq	(%rsi), %rsi			/* a0 */
	S2STEP	0, %r9, %r10, %r11, %r12, %r13, %r14, %r15
	S2STEP	1, %r10, %r11, %r12, %r13, %r14, %r15, %r9
	S2STEP	2, %r11, %r12, %r13, %r14, %r15, %r9, %r10
	S2STEP	3, %r12, %r13, %r14, %r15, %r9, %r10, %r11
	S2STEP	4, %r13, %r14, %r15, %r9, %r10, %r11, %r12
	S2STEP	5, %r14, %r15, %r9, %r10, %r11, %r12, %r13
	/* t = (r15, r9, r10, r11, r12, r13) < 3m: t - m where it does not
	 * borrow, then the same once more into r */
	COND_SUB6 %r15, %r9, %r10, %r11, %r12, %r13, %rax, %rbx, %rdx, %rsi, %r8, %rbp
	movq	Q_RP(%rsp), %rdi
	FINAL_SUB6 %rax, %rbx, %rdx, %rsi, %r8, %rbp, %r9, %r10, %r11, %r12, %r13, %r14
	EPILOGUE Q_FRAME
OAT_ENDFUNC(oat_x64_fp_sum2_mul6_adx)

	.section .note.GNU-stack,"",@progbits
