#!/usr/bin/env python3
"""ARMv7-A kernels of the NIST primes (FIPS 186-4 D.1.2), still Montgomery.

  tools/gen_arm32_nist.py BITS mul   > src/arch/arm32/pBITS_mul.S
  tools/gen_arm32_nist.py BITS add   > src/arch/arm32/pBITS_add.S

For p192, p224, p256, p384 and p521: oat_arm32_mont_mul_pBITS(r, a, b),
oat_arm32_mont_sqr_pBITS(r, a) and the additive kernels
oat_arm32_mont_{add,sub,neg,dbl,hlv}_pBITS, with the contracts of the
routines of their class (src/fp/mont.h): Montgomery form with
R = 2^(32 n), mul for any a < R and b < p, outputs in [0, p), any
aliasing.  They are drop-ins for the generic routines (kernels_arch.h binds
them by LOW_FORM) and are used because they execute fewer instructions:
  - the product is the generic one (gen_arm32_mont.product_frame);
  - the reduction uses the form of p instead of n rows of u m: each p is
    -1 or 1 modulo 2^32, so -p^-1 mod 2^(32k) is 1, -1 or a sparse
    constant for a step of k digits, and the multiple u p of a step is a few
    shifted copies of u, added and subtracted with carry chains (P-521:
    2^521 = 1 mod p makes 2^-544 a shift by 23 bits and a fold);
  - the final subtraction and the additive kernels take p's digits as
    immediates (SBC x, 0xffffffff is ADC x, 0) and p & mask as a shifted
    mask (0xfffffffe & mask is mask << 1), without loads or ANDs.
Each generated file records its routines' counts beside those of the
generic routines of the class."""
import sys

import gen_arm32_mont as gm
from gen_arm32_mont import Fn, comment, imm, ldr, load_run, proto, reglist, rnum, routine_comment, str_

M32 = 0xffffffff
PRIMES = {
    192: 2**192 - 2**64 - 1,
    224: 2**224 - 2**96 + 1,
    256: 2**256 - 2**224 + 2**192 + 2**96 - 1,
    384: 2**384 - 2**128 - 2**96 + 2**32 - 1,
    521: 2**521 - 1,
}
NDIG = {192: 6, 224: 7, 256: 8, 384: 12, 521: 17}


def digits(x, n):
    return [(x >> (32 * i)) & M32 for i in range(n)]


def sub_digit(f, first, dst, src, d, reg=None):
    """dst = src - d - borrow, d a digit of p, with an immediate: SBC x, y
    is ADC x, ~y, so ~d goes in where d is not encodable (0xffffffff,
    0xfffffffe); P-521's top digit 0x1ff comes from the register reg."""
    if d == 0x1ff:
        f.op("subs" if first else "sbcs", dst, src, reg)
    elif d == M32:
        f.op("adds" if first else "adcs", dst, src, "#1" if first else "#0")
    elif d == M32 - 1:
        f.op("adds" if first else "adcs", dst, src, "#2" if first else "#1")
    elif d in (0, 1):
        f.op("subs" if first else "sbcs", dst, src, "#%d" % d)
    else:
        raise ValueError(hex(d))


def masked_digit(d, mask):
    """the operand d & mask (mask all ones or zero) without an AND."""
    if d == M32:
        return [mask]
    if d == 0:
        return ["#0"]
    if d == 1:
        return [mask, "lsr #31"]
    if d == M32 - 1:
        return [mask, "lsl #1"]
    if d == 0x1ff:
        return [mask, "lsr #23"]
    raise ValueError(hex(d))


def add_masked(f, first, dst, src, d, mask):
    f.op("adds" if first else "adcs", dst, src, *masked_digit(d, mask))


def final_imm(f, bits, v, dst, c=None):
    """v (the digits of S < 2p, in registers; c: a register holding
    carry - 1 of S's top digit, or None when S fits) mod p, into dst: S - p
    with p's digits as immediates, then p added back under the mask of
    the borrow.  dst may differ from v (the add-back moves the digits)."""
    pd = digits(PRIMES[bits], len(v))
    for i, r in enumerate(v):
        sub_digit(f, i == 0, r, r, pd[i])
    mask = c if c else "lr"
    if c:
        f.op("adc", mask, c, "#0", note="all ones iff S < p")
    else:
        f.op("sbc", mask, mask, mask, note="all ones iff S < p")
    for i, r in enumerate(v):
        add_masked(f, i == 0, dst[i], r, pd[i], mask)


class Regs:
    """a pool of free registers, handed out lowest first."""

    def __init__(self, regs):
        self.free = sorted(regs, key=rnum)

    def take(self, k=None):
        if k is None:
            return self.free.pop(0)
        out, self.free = self.free[:k], self.free[k:]
        return out

    def give(self, *regs):
        self.free = sorted(self.free + list(regs), key=rnum)


def reduce_p256(f, W, pool):
    """V = (W + U p) / 2^256 for the eight digits W, in two steps of 128
    bits.  p = 2^256 - 2^224 + 2^192 + 2^96 - 1 is -1 mod 2^96 and
    -p^-1 = 1 + 2^96 mod 2^128, so a step's u = w mod 2^128 times
    (1 + 2^96) is u0 = w0, u1 = w1, u2 = w2, u3 = w3 + w0 (its carry k
    dropped), and
        (W + u p) / 2^128 = W_hi + u 2^128 - u 2^96 + u 2^64 + (u >> 32) + k
    (W_hi = W >> 128; check: W_hi 2^128 + u p = W + the rest, since
    w mod 2^128 - u + u 2^96 = (u >> 32) + k, times 2^128).  By digits,
    from position 0: w4 + u1 + k, w5 + u2, w6 + u3 + u0, w7 + u1 - u0,
    u0 + u2 - u1, u1 + u3 - u2, u2 - u3, u3: three carry chains (the sums
    but the u0 at position 2, that u0, the differences).  Each result is
    below 2^128 + p < 2^256: no ninth digit, and the carries out of the top
    cancel."""
    for step in range(2):
        f.note("W = (W + u p) / 2^128, u = (w mod 2^128)(1 + 2^96) mod 2^128")
        u0, u1, u2, u3 = W[0:4]
        w4, w5, w6, w7 = W[4:8]
        f.op("adds", u3, u3, u0, note="u3 = w3 + w0, carry k")
        n4, n5, n6, n7 = pool.take(4)
        f.op("adcs", w4, w4, u1, note="w4 + u1 + k")
        f.op("adcs", w5, w5, u2)
        f.op("adcs", w6, w6, u3)
        f.op("adcs", w7, w7, u1)
        f.op("adcs", n4, u0, u2)
        f.op("adcs", n5, u1, u3)
        f.op("adcs", n6, u2, "#0")
        f.op("adc", n7, u3, "#0")
        f.op("adds", w6, w6, u0, note="+ u0 2^64")
        f.op("adcs", w7, w7, "#0")
        f.op("adcs", n4, n4, "#0")
        f.op("adcs", n5, n5, "#0")
        f.op("adcs", n6, n6, "#0")
        f.op("adc", n7, n7, "#0")
        f.op("subs", w7, w7, u0, note="- u 2^96")
        f.op("sbcs", n4, n4, u1)
        f.op("sbcs", n5, n5, u2)
        f.op("sbcs", n6, n6, u3)
        f.op("sbc", n7, n7, "#0")
        pool.give(u0, u1, u2, u3)
        W = [w4, w5, w6, w7, n4, n5, n6, n7]
    return W


def reduce_p192(f, W, pool):
    """V = (W + U p) / 2^192 for the six digits W, in three steps of 64
    bits.  p = 2^192 - 2^64 - 1 is -1 mod 2^64, so a step's u is w mod 2^64
    itself and (W + u p) / 2^64 = W_hi + u (p + 1) / 2^64 = W_hi + u 2^128
    - u: the digits of W_hi, then those of u, minus u: one chain of
    borrows, in place.  The result stays below 2^192 (W_hi + u 2^128 does):
    no seventh digit."""
    for step in range(3):
        f.note("W = (W + u p) / 2^64 = W_hi + u 2^128 - u, u = w mod 2^64")
        u0, u1 = W[0:2]
        f.op("subs", W[2], W[2], u0)
        f.op("sbcs", W[3], W[3], u1)
        f.op("sbcs", W[4], W[4], "#0")
        f.op("sbcs", W[5], W[5], "#0")
        f.op("sbcs", u0, u0, "#0")
        f.op("sbc", u1, u1, "#0")
        W = W[2:] + [u0, u1]
    return W


def reduce_p224(f, W, pool):
    """V = (W - U p) / 2^224 for the seven digits W, U = W p^-1 mod 2^224
    (Montgomery's reduction with the multiple of p subtracted: V is
    W 2^-224 mod p as well, in (-p, 0]), in steps of 96, 96 and 32 bits.
    p = 2^224 - 2^96 + 1 is 1 mod 2^96, so a step's u is w mod 2^96 itself
    and (W - u p) / 2^96 = W_hi + u - u 2^128, where W_hi = (W - u) / 2^96
    is W shifted with its sign (the last step, 32 bits: W_hi + u 2^64 -
    u 2^192).  W is kept in two's complement with a sign digit (0 or all
    ones) above its digits.  Where the sum W_hi + u leaves its carry c, the
    digits above are those of the small number s + c (s = -1 or 0: W_hi's
    sign) minus u: RSC x, u0, (s + 1) computes (s + 1) - u0 - 1 + c, the
    digits above 0 - u_i - borrow, and the sign 0 - borrow.  Returns V and
    its sign digit."""
    # step 1: W = T_lo >= 0, seven digits
    f.note("W = (W - u p) / 2^96 = W_hi + u - u 2^128, u = w mod 2^96")
    u = W[0:3]
    x = pool.take(4)
    f.op("adds", W[3], W[3], u[0])
    f.op("adcs", W[4], W[4], u[1])
    f.op("adcs", W[5], W[5], u[2])
    f.op("adcs", W[6], W[6], "#0")
    f.op("rscs", x[0], u[0], "#1", note="c - u0")
    f.op("rscs", x[1], u[1], "#0")
    f.op("rscs", x[2], u[2], "#0")
    f.op("sbc", x[3], x[3], x[3], note="the sign")
    pool.give(*u)
    W = W[3:7] + x
    # step 2: W signed, seven digits and its sign W[7]
    f.note("W = (W - u p) / 2^96 = W_hi + u - u 2^128, u = w mod 2^96, W_hi signed")
    u = W[0:3]
    s = W[7]
    t = pool.take()
    f.op("add", t, s, "#1")
    y = pool.take(3)
    f.op("adds", W[3], W[3], u[0])
    f.op("adcs", W[4], W[4], u[1])
    f.op("adcs", W[5], W[5], u[2])
    f.op("adcs", W[6], W[6], "#0")
    f.op("rscs", y[0], u[0], t, note="s + c - u0")
    f.op("rscs", y[1], u[1], "#0")
    f.op("rscs", y[2], u[2], "#0")
    f.op("sbc", s, s, s, note="the sign")
    pool.give(t, *u)
    W = W[3:7] + y + [s]
    # step 3: 32 bits
    f.note("W = (W - u p) / 2^32 = W_hi + u 2^64 - u 2^192, u = w0")
    u = W[0]
    s = W[7]
    t = pool.take()
    f.op("add", t, s, "#1")
    z = pool.take()
    f.op("adds", W[3], W[3], u)
    f.op("adcs", W[4], W[4], "#0")
    f.op("adcs", W[5], W[5], "#0")
    f.op("adcs", W[6], W[6], "#0")
    f.op("rscs", z, u, t, note="s + c - u")
    f.op("sbc", s, s, s, note="the sign")
    pool.give(t, u)
    return W[1:7] + [z], s


REDUCE = {192: reduce_p192, 224: reduce_p224, 256: reduce_p256}


def ascending_dst(v, avail):
    """registers for the digits v moved by the last chain, ascending (for
    one STM): digit i may take a register of avail or one of v[0..i]
    (already read), never one of v[i+1..]."""
    dst, last = [], -1
    for i in range(len(v)):
        cand = sorted((r for r in avail + v[:i + 1] if r not in v[i + 1:] and r not in dst
                       and rnum(r) > last and r != "lr"), key=rnum)
        if not cand:
            return None
        dst.append(cand[0])
        last = rnum(cand[0])
    return dst


def mont_mul_p(bits, sqr, way):
    """Montgomery multiplication (squaring) mod the NIST prime p of `bits`:
    the product of gen_arm32_mont (product_frame), the reduction of T_lo by
    the special form of p (REDUCE), S = V + T_hi and S mod p with p's
    digits as immediates."""
    n = NDIG[bits]
    f = Fn("oat_arm32_mont_%s_p%d" % ("sqr" if sqr else "mul", bits))
    f.way = way
    lay = gm.product_frame(f, n, sqr, way)
    if bits in TAIL:
        TAIL[bits](f, lay)
        f.op("add", "sp", "sp", imm(lay["frame"]))
        f.op("pop", "{r4-r11, pc}")
        return f
    W = ["r%d" % i for i in range(n)]
    f.note("V = (T_lo + U p) / 2^%d, in registers" % (32 * n))
    load_run(f, W, "sp", lay["T"])
    pool = Regs([r for r in gm.ALL if r not in W])
    V = REDUCE[bits](f, W, pool)
    sign = None
    if isinstance(V, tuple):
        V, sign = V
    f.note("S = V + T_hi, S mod p")
    gm.chain_mem(f, "adds", "adcs", V, [lay["T"] + 4 * (n + i) for i in range(n)], pool.free)
    if sign:
        dst = ascending_dst(V, pool.free) or V
        # S in (-p, p): its sign digit is the mask of adding p back
        f.op("adc", sign, sign, "#0", note="the sign of S: all ones iff S < 0")
        pd = digits(PRIMES[bits], n)
        for i, r in enumerate(V):
            add_masked(f, i == 0, dst[i], r, pd[i], sign)
        c = sign
    else:
        c = pool.take()
        f.op("sbc", c, c, c, note="carry - 1")
        dst = ascending_dst(V, pool.free) or V
        final_imm(f, bits, V, dst, c)
    rp = [r for r in gm.ALL if r not in dst and r != c][0]
    ldr(f, rp, "sp", lay["SAVE"])
    gm.store_run(f, dst, rp, 0)
    f.op("add", "sp", "sp", imm(lay["frame"]))
    f.op("pop", "{r4-r11, pc}")
    return f


def tail_p521(f, lay):
    """T (34 digits at [sp]) times 2^-544 mod p, p = 2^521 - 1, into r.
    2^521 = 1 mod p, so 2^-544 = 2^-23 and, with T = L + 2^544 H (H < p
    since b < p), T 2^-544 = H + L 2^-23 = (Y >> 32) + y0 2^489 mod p for
    Y = L 2^9 + H 2^32 (y0 its low digit: L 2^-23 = L 2^9 2^-32, and
    2^-32 = 2^489): one UMAAL chain by 512 over the digits of L with those
    of H coming in gives Z = (Y >> 32) + y0 2^489 < 3 2^521.  Then
    Z = Z_lo + 2^521 Z_hi = Z_lo + Z_hi, W = Z_lo + Z_hi + 1 <= 2^521 + 2,
    and with c = bit 521 of W (W >= 2^521 iff Z_lo + Z_hi >= p) the result
    is W - 1 + c with bit 521 cleared: W - p when c, else Z_lo + Z_hi."""
    T, SAVE = lay["T"], lay["SAVE"]
    f.note("Z = (L 2^9 + H 2^32) / 2^32 + y0 2^489, over H")
    c512, c, y0, rl, rh = "r12", "lr", "r11", "r9", "r10"
    L, H = ["r0", "r1", "r2", "r3"], ["r4", "r5", "r6", "r7"]
    f.op("mov", c512, "#512")
    ldr(f, L[0], "sp", T)
    f.op("umull", y0, c, L[0], c512, note="y0, and the carry")
    f.op("add", rl, "sp", imm(T + 4))
    f.op("add", rh, "sp", imm(T + 68))
    for k in range(4):
        f.op("ldm", rl + "!", reglist(L))
        f.op("ldm", rh, reglist(H))
        for t in range(4):
            f.op("umaal", H[t], c, L[t], c512)
        if k == 3:
            ldr(f, "r8", rh, 16, note="h16")
            f.op("add", "r8", "r8", c, note="z16")
            f.op("adds", H[3], H[3], y0, "lsl #9", note="+ y0 2^489")
            f.op("adc", "r8", "r8", y0, "lsr #23")
        f.op("stm", rh + "!", reglist(H))
    z16 = "r8"
    f.note("W = Z_lo + Z_hi + 1, c = bit 521 of W")
    f.op("sub", rh, rh, "#64")
    f.op("cmp", rh, rh, note="carry set: the + 1")
    for k in range(4):
        f.op("ldm", rh, reglist(H))
        for t in range(4):
            if k == 0 and t == 0:
                f.op("adcs", H[0], H[0], z16, "lsr #9", note="+ Z_hi + 1")
                f.op("bfc", z16, "#9", "#23", note="Z_lo's top digit")
            else:
                f.op("adcs", H[t], H[t], "#0")
        f.op("stm", rh + "!", reglist(H))
    f.op("adc", z16, z16, "#0")
    f.op("lsrs", c, z16, "#10", note="carry = bit 521 = c")
    f.note("r = W - (1 - c), bit 521 cleared")
    ldr(f, rl, "sp", SAVE)
    f.op("sub", rh, rh, "#64")
    for k in range(4):
        f.op("ldm", rh + "!", reglist(H))
        for t in range(4):
            f.op("sbcs", H[t], H[t], "#0")
        f.op("stm", rl + "!", reglist(H))
    f.op("sbc", z16, z16, "#0")
    f.op("bfc", z16, "#9", "#23")
    str_(f, z16, rl, 0)


def tail_p384(f, lay):
    """T (24 digits at [sp]) times 2^-384 mod p into r, p = 2^384 - 2^128 -
    2^96 + 2^32 - 1, in three steps of 128 bits on W = T_lo, kept in the
    ring of its own twelve slots (position q at slot q mod 12).
    -p^-1 = e = 1 + 2^32 + 2^64 mod 2^128, so a step's u = (w mod 2^128) e
    mod 2^128 takes five additions, and with p = 2^384 - 2^128 - f,
    f = 2^96 - 2^32 + 1,
        (W + u p) / 2^128 = W_hi + u 2^256 - g,  g = floor(u (2^128 + f) / 2^128)
    (u f = w mod 2^128 mod 2^128, so g = u + (u f - w mod 2^128) / 2^128): the
    digits of W_hi, then those of u, minus g < 2^129, one chain of borrows.
    g is the top of u (2^128 + 2^96 + 1) - u 2^32: a chain of sums, then
    one of differences.  Each result is at most W_hi + u 2^256 < 2^384: no
    thirteenth digit.  Then S = V + T_hi < 2p and S mod p with p's digits
    as immediates."""
    T, SAVE = lay["T"], lay["SAVE"]

    def slot(q):
        return T + 4 * (q % 12)

    w = ["r0", "r1", "r2", "r3"]
    gm.load_run(f, w, "sp", slot(0))
    for step in range(3):
        B = 4 * step
        f.note("W = (W + u p) / 2^128 = W_hi + u 2^256 - g")
        w0, w1, w2, w3 = w
        free = [r for r in gm.ALL if r not in w]
        # u's digits in ascending registers, for one STM
        a, b, d = [r for r in free if rnum(r) > rnum(w0)][0:3]
        f.op("adds", a, w1, w0, note="u = w (1 + 2^32 + 2^64) mod 2^128")
        f.op("adcs", b, w2, w1)
        f.op("adc", d, w3, w2)
        f.op("adds", b, b, w0)
        f.op("adc", d, d, w1)
        u = [w0, a, b, d]
        free = [r for r in gm.ALL if r not in u]
        a3, a4, a5, a6, a7, a8, sc = free[0:7]
        f.op("mov", a8, "#0")
        f.op("adds", a3, u[3], u[0], note="u (2^128 + 2^96 + 1), digits 3..8")
        f.op("adcs", a4, u[1], u[0])
        f.op("adcs", a5, u[2], u[1])
        f.op("adcs", a6, u[3], u[2])
        f.op("adcs", a7, u[3], "#0")
        f.op("adc", a8, a8, "#0")
        f.op("subs", sc, u[1], u[0], note="- u 2^32: g, the digits 4..8")
        f.op("sbcs", sc, u[2], u[1])
        f.op("sbcs", sc, a3, u[2])
        f.op("sbcs", a4, a4, u[3])
        f.op("sbcs", a5, a5, "#0")
        f.op("sbcs", a6, a6, "#0")
        f.op("sbcs", a7, a7, "#0")
        f.op("sbc", a8, a8, "#0")
        g = [a4, a5, a6, a7, a8]
        free = sorted([r for r in gm.ALL if r not in u + g], key=rnum)
        base = free.pop()
        c1 = free[0:4]
        f.op("add", base, "sp", imm(slot(B + 4)))
        f.op("ldm", base, reglist(c1))
        f.op("subs", c1[0], c1[0], g[0], note="W_hi - g")
        f.op("sbcs", c1[1], c1[1], g[1])
        f.op("sbcs", c1[2], c1[2], g[2])
        f.op("sbcs", c1[3], c1[3], g[3])
        c2 = sorted(g[0:4], key=rnum)
        f.op("add", base, "sp", imm(slot(B + 8)))
        f.op("ldm", base, reglist(c2))
        f.op("sbcs", c2[0], c2[0], g[4])
        for r in c2[1:]:
            f.op("sbcs", r, r, "#0")
        f.op("stm", base, reglist(c2))
        for i, r in enumerate(u):
            f.op("sbcs" if i < 3 else "sbc", r, r, "#0")
        if slot(B) == 0:
            f.op("stm", "sp", reglist(u))
        else:
            f.op("add", base, "sp", imm(slot(B)))
            f.op("stm", base, reglist(u))
        w = c1
    # V: positions 12..15 in w, 16..23 at slots 4..11
    f.note("S = V + T_hi, S mod p")
    rest = [r for r in gm.ALL if r not in w]
    v_hi = sorted(rest, key=rnum)[:8]
    gm.load_run(f, v_hi, "sp", slot(16))
    V = w + v_hi
    scratch = sorted([r for r in gm.ALL if r not in V], key=rnum)
    gm.chain_mem(f, "adds", "adcs", V, [T + 48 + 4 * i for i in range(12)], scratch)
    c = scratch[0]
    f.op("sbc", c, c, c, note="carry - 1")
    dst = ascending_dst(V, [r for r in scratch if r != c]) or V
    final_imm(f, 384, V, dst, c)
    rp = [r for r in gm.ALL if r not in dst and r != c][0]
    ldr(f, rp, "sp", SAVE)
    gm.store_run(f, dst, rp, 0)


TAIL = {384: tail_p384, 521: tail_p521}


# ---- the additive kernels: p's digits as immediates or shifted masks ----

def neg_digit(f, first, dst, d, nz):
    """dst = (d & nz) - dst - borrow."""
    op = masked_digit(d, nz)
    f.op("rsbs" if first else "rscs", dst, dst, *op)


def add_regs_p(bits):
    """add, sub, neg, dbl, hlv mod p with a in registers (n <= 8)."""
    import gen_arm32_add as ga
    n = NDIG[bits]
    p = PRIMES[bits]
    pd = digits(p, n)
    full = p.bit_length() == 32 * n
    A = ga.aregs(n)
    sc = sorted(ga.SCR + ["r%d" % (4 + i) for i in range(n, 8)], key=rnum)
    out = []

    def pro(f):
        f.op("push", "{r0, r4-r11, lr}")
        f.op("ldm", "r1", reglist(A))

    def epi(f):
        f.op("pop", "{r0}")
        f.op("stm", "r0", reglist(A))
        f.op("pop", "{r4-r11, pc}")

    def reduce_once(f, c):
        """A (< 2p, its carry in the flags when p fills the digits) mod p."""
        if full:
            f.op("sbc", c, c, c, note="carry - 1")
        for i, r in enumerate(A):
            sub_digit(f, i == 0, r, r, pd[i])
        if full:
            f.op("adc", c, c, "#0", note="all ones iff the sum < p")
        else:
            f.op("sbc", c, c, c, note="all ones iff the sum < p")
        for i, r in enumerate(A):
            add_masked(f, i == 0, r, r, pd[i], c)

    f = Fn("oat_arm32_mont_add_p%d" % bits)
    f.doc = "r = a + b mod p"
    pro(f)
    ga.chain_ptr(f, "adds", "adcs", A, "r2", [r for r in sc if r != "r2"])
    reduce_once(f, "r2")
    epi(f)
    out.append(f)

    f = Fn("oat_arm32_mont_dbl_p%d" % bits)
    f.doc = "r = 2a mod p"
    pro(f)
    for i, r in enumerate(A):
        f.op("adds" if i == 0 else "adcs", r, r, r)
    reduce_once(f, "r2")
    epi(f)
    out.append(f)

    f = Fn("oat_arm32_mont_sub_p%d" % bits)
    f.doc = "r = a - b mod p: a - b, plus p under the mask of the borrow"
    pro(f)
    ga.chain_ptr(f, "subs", "sbcs", A, "r2", [r for r in sc if r != "r2"])
    f.op("sbc", "r2", "r2", "r2", note="all ones iff a < b")
    for i, r in enumerate(A):
        add_masked(f, i == 0, r, r, pd[i], "r2")
    epi(f)
    out.append(f)

    f = Fn("oat_arm32_mont_neg_p%d" % bits)
    f.doc = "r = -a mod p = (p & nz) - a, nz all ones iff a != 0 (0 stays 0)"
    pro(f)
    f.op("orr", "r1", A[0], A[1])
    for r in A[2:]:
        f.op("orr", "r1", "r1", r)
    f.op("rsbs", "r1", "r1", "#0", note="carry set iff a = 0")
    f.op("sbc", "r1", "r1", "r1", note="nz = -(a != 0)")
    for i, r in enumerate(A):
        neg_digit(f, i == 0, r, pd[i], "r1")
    epi(f)
    out.append(f)

    f = Fn("oat_arm32_mont_hlv_p%d" % bits)
    f.doc = ("r = a / 2 mod p: a + p if a is odd, then the %d-bit sum shifted right by one, "
             "its carry entering at the top (RRX)" % (32 * n + 1))
    pro(f)
    f.op("sbfx", "r1", A[0], "#0", "#1", note="mask = -(a & 1)")
    for i, r in enumerate(A):
        add_masked(f, i == 0, r, r, pd[i], "r1")
    for i in range(n - 1, -1, -1):
        f.op("rrxs" if i else "rrx", A[i], A[i])
    epi(f)
    out.append(f)
    return out


def add_chunks_p(bits):
    """add, sub, neg, dbl, hlv mod p in passes over four digits at a time
    (n > 8): r0 = r, r1 = a, r2 = b advance."""
    import gen_arm32_add as ga
    n = NDIG[bits]
    p = PRIMES[bits]
    pd = digits(p, n)
    full = p.bit_length() == 32 * n
    A, Bv = ["r4", "r5", "r6", "r7"], ["r8", "r9", "r10", "r11"]
    c, one, t = "r12", "lr", "r3"
    ch = ga.chunk_list(n)
    out = []

    def pass_masked(f, mask):
        """r = r + (p & mask), the pointer r0 rewound first."""
        f.op("sub", "r0", "r0", imm(4 * n))
        for i, k in ch:
            a = A[:k]
            ga.ld(f, "r0", a, wb=False)
            for j in range(k):
                add_masked(f, i + j == 0, a[j], a[j], pd[i + j], mask)
            ga.st(f, "r0", a)

    def need_t(f):
        if 0x1ff in pd:
            f.op("movw", t, "#0x1ff")

    def sum_minus_p(f, dbl):
        """r = a + b - p: the sum a chain outside the flags (UMAAL x, c, y,
        1 = x + y + c), minus p on the flags; then the mask (all ones iff
        the sum < p) and r + (p & mask)."""
        need_t(f)
        f.op("mov", one, "#1")
        f.op("mov", c, "#0")
        for i, k in ch:
            a, b = A[:k], Bv[:k]
            ga.ld(f, "r1", a)
            if not dbl:
                ga.ld(f, "r2", b)
            for j in range(k):
                f.op("umaal", a[j], c, a[j] if dbl else b[j], one)
            for j in range(k):
                sub_digit(f, i + j == 0, a[j], a[j], pd[i + j], t)
            ga.st(f, "r0", a)
        if full:
            f.op("sbc", c, c, "#0", note="carry - borrow: all ones iff the sum < p")
        else:
            f.op("sbc", c, c, c, note="all ones iff the sum < p")
        pass_masked(f, c)

    f = Fn("oat_arm32_mont_add_p%d" % bits)
    f.doc = "r = a + b mod p"
    f.op("push", "{r4-r11, lr}")
    sum_minus_p(f, False)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_dbl_p%d" % bits)
    f.doc = "r = 2a mod p"
    f.op("push", "{r4-r11, lr}")
    sum_minus_p(f, True)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_sub_p%d" % bits)
    f.doc = "r = a - b mod p: a - b, plus p under the mask of the borrow"
    f.op("push", "{r4-r11, lr}")
    for i, k in ch:
        a, b = A[:k], Bv[:k]
        ga.ld(f, "r1", a)
        ga.ld(f, "r2", b)
        for j in range(k):
            f.op("subs" if i + j == 0 else "sbcs", a[j], a[j], b[j])
        ga.st(f, "r0", a)
    f.op("sbc", c, c, c, note="all ones iff a < b")
    pass_masked(f, c)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_neg_p%d" % bits)
    f.doc = "r = -a mod p = (p & nz) - a, nz all ones iff a != 0 (0 stays 0)"
    f.op("push", "{r4-r11, lr}")
    f.op("mov", c, "#0")
    for i, k in ch:
        a = A[:k]
        ga.ld(f, "r1", a)
        for j in range(k):
            f.op("orr", c, c, a[j])
    f.op("rsbs", c, c, "#0", note="carry set iff a = 0")
    f.op("sbc", c, c, c, note="nz = -(a != 0)")
    f.op("sub", "r1", "r1", imm(4 * n))
    for i, k in ch:
        a = A[:k]
        ga.ld(f, "r1", a)
        for j in range(k):
            neg_digit(f, i + j == 0, a[j], pd[i + j], c)
        ga.st(f, "r0", a)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_hlv_p%d" % bits)
    f.doc = ("r = a / 2 mod p: a + p if a is odd, then the %d-bit sum shifted right by one, "
             "its carry entering at the top (RRX)" % (32 * n + 1))
    f.op("push", "{r4-r11, lr}")
    ldr(f, c, "r1", 0)
    f.op("sbfx", c, c, "#0", "#1", note="mask = -(a & 1)")
    for i, k in ch:
        a = A[:k]
        ga.ld(f, "r1", a)
        for j in range(k):
            add_masked(f, i + j == 0, a[j], a[j], pd[i + j], c)
        ga.st(f, "r0", a)
    for i, k in reversed(ch):
        a = A[:k]
        if k == 1:
            f.op("ldr", a[0], "[r0, #-4]")
        else:
            f.op("ldmdb", "r0", reglist(a))
        for j in range(k - 1, -1, -1):
            f.op("rrxs" if i + j else "rrx", a[j], a[j])
        if k == 1:
            f.op("str", a[0], "[r0, #-4]!")
        else:
            f.op("stmdb", "r0!", reglist(a))
    f.op("pop", "{r4-r11, pc}")
    out.append(f)
    return out


def mont_mul_best(bits, sqr):
    n = NDIG[bits]
    ways = ["tiles"] + (["square"] if sqr else []) + (["rows"] if n <= 6 else [])
    return min((mont_mul_p(bits, sqr, w) for w in ways), key=lambda f: f.count)


def generic(bits):
    """the routines of the class of p: (mul, sqr, {op: count})."""
    import gen_arm32_add as ga
    n = NDIG[bits]
    full = bits != 521
    mul, sqr = gm.mont_mul(n, full, False), gm.mont_mul(n, full, True)
    adds = {}
    fns = (ga.regs_kernels if n <= 8 else ga.chunk_kernels)(n, full, "_full" if full else "")
    for f in fns:
        adds[f.name.split("_")[3][:3]] = f.count
    return mul, sqr, adds


FORM = {192: "2^192 - 2^64 - 1", 224: "2^224 - 2^96 + 1",
        256: "2^256 - 2^224 + 2^192 + 2^96 - 1", 384: "2^384 - 2^128 - 2^96 + 2^32 - 1",
        521: "2^521 - 1"}

WHY = {
    192: "The reduction: -p^-1 = 1 mod 2^64, so three steps of 64 bits take u = w mod 2^64 as "
         "it is, and (W + u p) / 2^64 = W_hi + u 2^128 - u: one chain of borrows over the "
         "digits of W_hi and u (reduce_p192).",
    224: "The reduction subtracts the multiple of p (V = (W - U p) / 2^224, in (-p, 0]): "
         "p = 1 mod 2^96, so steps of 96, 96 and 32 bits take u = w mod 2^96 as it is, and "
         "(W - u p) / 2^96 = W_hi + u - u 2^128, W kept with a sign digit; S = V + T_hi is in "
         "(-p, p) and its sign is the mask of adding p back (reduce_p224).",
    256: "The reduction: -p^-1 = 1 + 2^96 mod 2^128, so two steps of 128 bits take u = "
         "(w mod 2^128)(1 + 2^96) mod 2^128 (one addition) and (W + u p) / 2^128 = W_hi + "
         "u 2^128 - u 2^96 + u 2^64 + (u >> 32) + k: three carry chains (reduce_p256).",
    384: "The reduction: -p^-1 = 1 + 2^32 + 2^64 mod 2^128, so three steps of 128 bits take "
         "u = (w mod 2^128)(1 + 2^32 + 2^64) mod 2^128 (five additions) and (W + u p) / 2^128 "
         "= W_hi + u 2^256 - g with g = floor(u (2^128 + 2^96 - 2^32 + 1) / 2^128): two chains "
         "for g and one of borrows (tail_p384).",
    521: "The reduction: 2^521 = 1 mod p, so 2^-544 = 2^-23 and T 2^-544 = (L 2^9 + H 2^32) "
         "2^-32 for T = L + 2^544 H: one UMAAL chain multiplying by 512, then a fold of the "
         "bits above 521 and a last correction by the carry out of W + 1 (tail_p521).",
}


def file_text(bits, what):
    n = NDIG[bits]
    gmul, gsqr, gadd = generic(bits)
    cls = ("the _full routines of %d digits (any m < 2^%d)" % (n, 32 * n) if bits != 521
           else "the routines of 17 digits (m < 2^543)")
    N = "[%d]" % n
    if what == "mul":
        mul, sqr = mont_mul_best(bits, False), mont_mul_best(bits, True)
        fns = [(mul, proto(mul.name, ["uint32_t r" + N, "const uint32_t a" + N,
                                      "const uint32_t b" + N]),
                "r = a b / 2^%d mod p for a < 2^%d and b < p: %d instructions (the "
                "routine of the class: %d)" % (32 * n, 32 * n, mul.count, gmul.count)),
               (sqr, proto(sqr.name, ["uint32_t r" + N, "const uint32_t a" + N]),
                "r = a^2 / 2^%d mod p for a < p: %d instructions (the class: %d)"
                % (32 * n, sqr.count, gsqr.count))]
        title = "Montgomery multiplication and squaring"
        body = ["The product is the generic one (gen_arm32_mont.py); the reduction of its low "
                "half uses the form of p, and S = V + T_hi is reduced with p's digits as "
                "immediates.", WHY[bits]]
    else:
        fns = []
        for f in (add_regs_p if n <= 8 else add_chunks_p)(bits):
            op = f.name.split("_")[3]
            args = (["uint32_t r" + N, "const uint32_t a" + N, "const uint32_t b" + N]
                    if op in ("add", "sub") else ["uint32_t r" + N, "const uint32_t a" + N])
            fns.append((f, proto(f.name, args), "%s: %d instructions (the class's, generated: %d)"
                        % (f.doc, f.count, gadd[op])))
        title = "The additive kernels (add, sub, neg, dbl, hlv)"
        body = ["p's digits enter as immediates and p & mask as a shifted mask: no load of p, "
                "no AND; inputs a, b < p."]
    out = "/* Generated by tools/gen_arm32_nist.py %d %s; do not edit by hand.\n" % (bits, what)
    out += comment(
        "x",
        "%s mod the NIST prime p = %s (FIPS 186-4 D.1.2), %d x 32-bit digits, for ARMv7-A "
        "(Cortex-A9), ARM state: %s specialised to p, with their contracts (kernels_arch.h "
        "binds them for LOW_FORM %d)." % (title, FORM[bits], n, cls, bits),
        *body,
        "Straight-line code: no branch, no conditional instruction, no address that depends "
        "on a value.  Word-aligned pointers; outputs may alias inputs.").split("\n", 1)[1]
    out += '#include "asm.h"\n'
    for f, pr, doc in fns:
        out += "\n" + routine_comment(pr, doc + ".")
        out += "FUNC\t%s\n%s\nENDFUNC\t%s\n" % (f.name, "\n".join(f.lines), f.name)
    return out + "\n\t.section .note.GNU-stack, \"\", %progbits\n"


def file_name(bits, what):
    return "src/arch/arm32/p%d_%s.S" % (bits, what)


if __name__ == "__main__":
    sys.stdout.write(file_text(int(sys.argv[1]), sys.argv[2]))
