#!/usr/bin/env python3
"""The x86-64 Montgomery kernels of the NIST fields, from one source.

  tools/gen_x64_mont.py TAG adx|base|dispatch > src/arch/x86_64/montTAG_adx.S ...

TAG names a size and a class of moduli (64-bit limbs, R = 2^(64 n)):
  3    n = 3, any odd m < 2^192      (P-192's p and n: no spare bit)
  4f   n = 4, any odd m < 2^256      (P-256's p and n: no spare bit)
  6f   n = 6, any odd m < 2^384      (P-384's p and n: no spare bit)
  9    n = 9, any odd m < 2^575      (P-521's p and n: 55 spare bits)
For each, the MULX/ADCX/ADOX path (adx), the MUL/ADC path (base) and the
GNU ifunc resolvers choosing between them (dispatch) of
  oat_x64_mont_mulTAG(r, a, b, m, n0)   r = a b / R mod m, a < R, b < m
  oat_x64_mont_sqrTAG(r, a, m, n0)      r = a^2 / R mod m, a < m
  oat_x64_mont_rdcTAG(r, c, m, n0)      r = c / R mod m, c < m R (2n limbs)
and, beside the class routines of their size, the routines specialised to
one NIST prime (mul and sqr, same arguments and contracts, m must be that
prime and n0 is not read): P-192 (3), P-256 (4f) and P-521 (9).  The 4- and
6-limb kernels of BN-P254 and BLS12-381 (mont4_*.S, mont6_*.S) are written
by hand and are not generated here.

Every routine is straight-line code; the registers of each are chosen in the
tables below, and the generator asserts that no two live values share one.
tools/regen.py runs it for every file and CI checks the output.

The special forms, measured (build/bench_x64_mont: instructions per call
under callgrind; the median over 301 rounds of time(prime's) /
time(class') for chains of dependent calls, both in one process, on this
project's AMD EPYC (Zen) machine, 2026-12-03), each against its class:

  routine          instructions, prime's / class'     time ratio
                   MULX/ADX        MUL/ADC            ADX     MUL/ADC
  P-192 mul         77 / 104        98 / 146          0.66    0.64
  P-192 sqr         70 / 108        79 / 135          0.57    0.57
  P-256 mul        120 / 162       172 / 248          0.63    0.64
  P-256 sqr        117 / 153       142 / 219          0.55    0.54
  P-521 mul        358 / 601       631 / 1179         0.57    0.50
  P-521 sqr        320 / 605       635 / 1183         0.47    0.50

so every one of them is kept, and kernels_arch.h binds it where LOW_FORM
names its prime.  The reason is the reduction step: with n0 = 1, u is the
low limb itself and u p is a few shifts of u (P-192: two, P-521: two, no
product at all; P-256: one product by its top limb and two shifts), against
n products and 2n additions, and the step's u no longer waits for an IMUL.
P-521's MULX/ADX square is not a product with a reduction at all
(gen_sqr_p521_adx): R = 2^576 = 2^55 mod p, so a^2 / R = a^2 2^466 mod p is
the 18-limb square (45 products) folded once and rotated; 320 instructions
against the 358 of mul(a, a), 26.5 ns against 31.9 (bench_x64_mont time,
2026-12-04; its shifts are SHL/SHR/OR: with SHLD it took 29.6 ns).  The
product computed the same way (81 products and the fold) lost to the
interleaved Montgomery mul, 36.9 ns against 32.6, and is not generated.
P-384 has none: its n0 = 2^32 + 1 is cheap (u = t0 + (t0 << 32)) but only
its three top limbs are all ones, so a step still needs three products for
the low limbs, a borrow chain for -u 2^192 and the carries of both chains
through the window, about 29 instructions on paper against the 24 of the
generic 6-limb step: P-384's p takes the 6f routines.  The one cheap part of
its form, u = W0 n0 = W0 + (W0 << 32) (a shift and an addition instead of an
IMUL by n0 from memory) in the class' steps, was generated and measured too
(2026-12-04): 1.00x the class' mul, 0.99x its sqr; these routines are bound
by their micro-ops (72 MULX and 150 additions), not by the steps' latency."""
import sys

import gen_x64_add

CALLEE = gen_x64_add.CALLEE
# every register but rsp, the caller-saved ones first (scratch is taken in
# this order, so a callee-saved register is saved only when needed)
ORDER = ["%rax", "%rdx", "%rcx", "%rsi", "%rdi", "%r8", "%r9", "%r10", "%r11",
         "%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15"]

P192 = 2**192 - 2**64 - 1
P256 = 2**256 - 2**224 + 2**192 + 2**96 - 1
P521 = 2**521 - 1

CLASSES = {
    # tag: (n, full): full = the modulus may fill every bit of its n limbs
    "3": (3, True),
    "4f": (4, True),
    "6f": (6, True),
    "9": (9, False),
}
FORMS = {"3": ["p192"], "4f": ["p256"], "6f": [], "9": ["p521"]}
# classes whose routines are only local bodies inside other generated files
# (no file of their own): 4s, n = 4 with a spare bit (m < 2^255), for
# tools/gen_x64_edpt.py's Jubjub point routines (the global 4-limb kernels
# of that class, mont4_*.S, are written by hand)
LOCAL_CLASSES = {"4s": (4, False)}


def klass(tag):
    return CLASSES[tag] if tag in CLASSES else LOCAL_CLASSES[tag]
# The bounds the special routines rely on.  P-256's rows t + a_i b < 2m +
# (2^64 - 1) m = (2^64 + 1) m fit n + 1 limbs, so its rows need no carry
# limb (muladd).  In the reduction of a low half (sqr), step k >= 1 adds u m
# to t_k < 2^(64 (n-1)) + m, below 2^(64 (n+1)) when m < 2^(64 n) -
# 2^(64 n - 128): P-192's and P-256's windows there need no carry limb.
assert (2**64 + 1) * P256 < 2**320
assert P192 < 2**192 - 2**64 and P256 < 2**256 - 2**128
# P-521's steps add u 2^457 to t < 2m: within the spare class' window
assert P521 < 2**575


class Fn(gen_x64_add.Fn):
    """gen_x64_add's function text (a tail jump allowed at the end: tail),
    callee-saved registers also seen by their low halves."""

    def op(self, ins, *args, note=None):
        for a in args:  # a callee-saved register named by its low half
            for r in CALLEE:
                if d32(r) in a:
                    self.used.add(r)
        super().op(ins, *args, note=note)


def d32(r):
    """the 32-bit name of a 64-bit register (a write zeroes the top half)"""
    if r.startswith("%r") and r[2:].isdigit():
        return r + "d"
    return "%e" + r[2:]


def mem(off, base):
    return "%s(%s)" % (off if off else "", base)


def slot(k):
    """the k-th 8-byte slot of the red zone (these are leaf functions: the
    128 bytes below rsp are theirs, after the pushes of the prologue)"""
    assert 1 <= k <= 16
    return "-%d(%%rsp)" % (8 * k)


class Ctx:
    """where the operands of one routine live: registers or red-zone slots"""

    def __init__(self, f, n, full, adx, **kw):
        self.f, self.n, self.full, self.adx = f, n, full, adx
        self.b = kw.get("b")            # pointer to b (register)
        self.m = kw.get("m")            # pointer to m: register, or slot
        self.n0 = kw.get("n0")          # register or slot; None: n0 = 1
        self.a = kw.get("a", "%rsi")    # pointer to a: register or slot
        self.a_copy = kw.get("a_copy")  # base: slots holding a[0..n-1]
        self.r = kw.get("r", "%rdi")    # pointer to r: register or slot
        self.k = kw.get("k", "%rbp")    # base: the carry limb of a row
        self.u = kw.get("u", "%rbx")    # base: u, register or slot
        self.form = kw.get("form")      # None or "p192", "p256", "p521"

    def op(self, *a, **kw):
        self.f.op(*a, **kw)


# ---- rows: t += x * B -----------------------------------------------------

def adx_load_a(c, i):
    if c.a.startswith("%"):
        c.op("movq", mem(8 * i, c.a), "%rdx", note="a%d" % i)
    else:
        c.op("movq", c.a, "%rdx")
        c.op("movq", mem(8 * i, "%rdx"), "%rdx", note="a%d" % i)


def base_mult(c, i):
    """the operand of MUL for a_i"""
    if c.a_copy:
        return c.a_copy[i]
    return mem(8 * i, c.a)


def mul0(c, W):
    """(W0..Wn) = a0 b; for the full class W(n+1) = 0 too."""
    n = c.n
    if c.full:
        c.op("xorl", d32(W[n + 1]), d32(W[n + 1]))
    if c.adx:
        adx_load_a(c, 0)
        c.op("mulx", mem(0, c.b), W[0], W[1])
        for j in range(1, n):
            c.op("mulx", mem(8 * j, c.b), "%rax", W[j + 1])
            c.op("addq" if j == 1 else "adcq", "%rax", W[j])
        c.op("adcq", "$0", W[n])
    else:
        x = base_mult(c, 0)
        c.op("movq", mem(0, c.b), "%rax")
        c.op("mulq", x)
        c.op("movq", "%rax", W[0])
        c.op("movq", "%rdx", W[1])
        for j in range(1, n):
            c.op("movq", mem(8 * j, c.b), "%rax")
            c.op("mulq", x)
            c.op("addq", "%rax", W[j])
            c.op("adcq", "$0", "%rdx")
            c.op("movq", "%rdx", W[j + 1])


def base_row(c, ptr, x, W, tail):
    """(W0..W(n-1)) += x * ptr[0..n-1]; the carry limb (in rdx) goes to Wn
    by `tail`: mov (Wn = it), add (Wn += it), add2 (W(n+1):Wn += it)."""
    n = c.n
    for j in range(n):
        c.op("movq", mem(8 * j, ptr), "%rax")
        c.op("mulq", x)
        c.op("addq", "%rax", W[j])
        c.op("adcq", "$0", "%rdx")
        if j > 0:
            c.op("addq", c.k, W[j])
            c.op("adcq", "$0", "%rdx")
        if j < n - 1:
            c.op("movq", "%rdx", c.k)
    if tail == "mov":
        c.op("movq", "%rdx", W[n])
    else:
        c.op("addq", "%rdx", W[n])
        if tail == "add2":
            c.op("adcq", "$0", W[n + 1])


def muladd(c, i, W, dirty=False):
    """t += a_i b.  Spare class: t = (W0..W(n-1)) on entry, Wn is free.
    Full class: t = (W0..Wn), Wn in {0, 1}, W(n+1) is free (and zero unless
    `dirty`: the special reductions leave a limb there)."""
    n = c.n
    carry = c.full and c.form != "p256"  # P-256: t + a_i b < 2^320, see there
    if c.adx:
        adx_load_a(c, i)
        top = W[n + 1] if c.full else W[n]
        c.op("xorl", d32(top), d32(top), note="CF = OF = 0")
        for j in range(n):
            c.op("mulx", mem(8 * j, c.b), "%rax", "%rbx")
            c.op("adcx", "%rax", W[j])
            c.op("adox", "%rbx", W[j + 1])
        if not c.full:
            c.op("adcq", "$0", W[n])
        elif not carry:
            c.op("adcx", W[n + 1], W[n])
        else:
            c.op("adcx", W[n + 1], W[n])
            c.op("adox", W[n + 1], W[n + 1])
            c.op("adcq", "$0", W[n + 1])
    else:
        if c.full and dirty:
            c.op("xorl", d32(W[n + 1]), d32(W[n + 1]))
        tail = "mov" if not c.full else ("add2" if carry else "add")
        base_row(c, c.b, base_mult(c, i), W, tail)


def redc(c, W, mode):
    """one word of Montgomery reduction: u = W0 n0 mod 2^64, t += u m, after
    which W0 is dead (zero, or a limb of the special forms) and t / 2^64 is
    (W1..).  mode: "mul" (the window of mul: n + 1 limbs for the spare
    class, n + 2 for the full one), "rdc0" (the first step of rdc/sqr: t <
    2^(64 n), so t + u m < 2^(64 (n+1)) and Wn takes all of the carry),
    "rdc" (the later steps)."""
    n = c.n
    if c.form:
        return FORM_REDC[c.form](c, W, mode)
    wide = c.full and mode != "rdc0"
    if c.adx:
        c.op("movq", W[0], "%rdx")
        c.op("imulq", c.n0, "%rdx", note="u")
        c.op("xorl", "%eax", "%eax", note="CF = OF = 0")
        for j in range(n):
            c.op("mulx", mem(8 * j, c.m), "%rax", "%rbx")
            c.op("adcx", "%rax", W[j])
            c.op("adox", "%rbx", W[j + 1])
        c.op("adcx", W[0], W[n], note="W0 is now 0")
        if wide:
            c.op("adox", W[0], W[n + 1])
            c.op("adcx", W[0], W[n + 1])
    else:
        if c.u.startswith("%"):
            c.op("movq", W[0], c.u)
            c.op("imulq", c.n0, c.u, note="u")
        else:
            c.op("movq", W[0], "%rax")
            c.op("imulq", c.n0, "%rax", note="u")
            c.op("movq", "%rax", c.u)
        base_row(c, c.m, c.u, W, "add2" if wide else "add")


# ---- the reductions of the special forms -----------------------------------

def redc_p256(c, W, mode):
    """P-256, n0 = 1: u = W0 and u p = u 2^256 - u 2^224 + u 2^192 + u 2^96 - u
    = u p3 2^192 + u 2^96 - u, with p3 = 2^64 - 2^32 + 1 (the top limb of p).
    W0 - u = 0, so t + u p = (W1..) 2^64 + (u << 32) 2^64 + (u >> 32) 2^128 +
    u p3 2^192: one product and two shifts instead of four products (as
    Gueron and Krasnov's P-256 code in OpenSSL).  W0 keeps u >> 32."""
    n = c.n
    if mode == "rdc":
        c.op("xorl", d32(W[n]), d32(W[n]), note="the top of the window")
    if c.adx:
        c.op("movq", W[0], "%rdx", note="u")
        c.op("mulx", mem(24, c.m), "%rax", "%rbx", note="u p3")
        c.op("shlq", "$32", "%rdx")
        c.op("shrq", "$32", W[0])
        lo, hi, sh = "%rax", "%rbx", "%rdx"
    else:
        c.op("movq", W[0], "%rax", note="u")
        c.op("mulq", mem(24, c.m), note="u p3")
        c.op("movq", W[0], "%rbx")
        c.op("shlq", "$32", "%rbx")
        c.op("shrq", "$32", W[0])
        lo, hi, sh = "%rax", "%rdx", "%rbx"
    c.op("addq", sh, W[1])
    c.op("adcq", W[0], W[2])
    c.op("adcq", lo, W[3])
    c.op("adcq", hi, W[4])
    if mode == "mul":
        c.op("adcq", "$0", W[5])


def redc_p192(c, W, mode):
    """P-192, n0 = 1: u = W0 and u p = u 2^192 - u 2^64 - u; W0 - u = 0, so
    t + u p = t - u 2^64 + u 2^192 - W0: a borrow chain from W1 and a carry
    chain from W3, no product.  The window may go negative between the two
    chains; the sum is exact modulo 2^(64 len(W)) and the true value fits.
    W0 keeps u."""
    n = c.n
    if mode == "rdc":
        c.op("xorl", d32(W[n]), d32(W[n]), note="the top of the window")
    top = n + 1 if mode == "mul" else n
    c.op("subq", W[0], W[1])
    for j in range(2, top + 1):
        c.op("sbbq", "$0", W[j])
    c.op("addq", W[0], W[3])
    if top > 3:
        c.op("adcq", "$0", W[4])


def redc_p521(c, W, mode):
    """P-521, n0 = 1: u = W0 and u p = u 2^521 - u; W0 - u = 0, so t + u p =
    (W1..) 2^64 + u 2^521: (u << 9) into W8 and (u >> 55) into W9 (521 =
    8 * 64 + 9), no product.  W0 keeps u >> 55."""
    assert mode == "mul"
    c.op("movq", W[0], "%rax", note="u")
    c.op("shlq", "$9", "%rax")
    c.op("shrq", "$55", W[0])
    c.op("addq", "%rax", W[8])
    c.op("adcq", W[0], W[9])


FORM_REDC = {"p192": redc_p192, "p256": redc_p256, "p521": redc_p521}


# ---- the final subtraction ---------------------------------------------------

def final_sub(c, T, bit):
    """stores to r the value t - m if t >= m, else t, where t = (T) (+ bit
    2^(64 n) for the full class) < 2m.  With n free registers the candidate
    is built in them; otherwise t is stored first, reduced in place and the
    stored copy taken back by cmov from memory (the same count: cmov reads
    its memory operand whatever the condition)."""
    n = c.n
    keep = set(T) | ({bit} if bit else set())
    for p in (c.r, c.m):
        if p.startswith("%"):
            keep.add(p)
    free = [x for x in ORDER if x not in keep and (x not in CALLEE or x in c.f.used)]
    r, m = c.r, c.m
    if not r.startswith("%"):
        r = free.pop(0)
        c.op("movq", c.r, r, note="r")
    if not m.startswith("%"):
        m = free.pop(0)
        c.op("movq", c.m, m, note="m")
    if len(free) >= n:
        S = free[:n]
        for j in range(n):
            c.op("movq", T[j], S[j])
            c.op("subq" if j == 0 else "sbbq", mem(8 * j, m), S[j])
        if bit:
            c.op("sbbq", "$0", bit, note="CF = t < m")
        for j in range(n):
            c.op("cmovcq", T[j], S[j])
        for j in range(n):
            c.op("movq", S[j], mem(8 * j, r))
    else:
        for j in range(n):
            c.op("movq", T[j], mem(8 * j, r))
        for j in range(n):
            c.op("subq" if j == 0 else "sbbq", mem(8 * j, m), T[j])
        if bit:
            c.op("sbbq", "$0", bit, note="CF = t < m")
        for j in range(n):
            c.op("cmovcq", mem(8 * j, r), T[j])
        for j in range(n):
            c.op("movq", T[j], mem(8 * j, r))


def check_window(c, W):
    extra = {c.b, c.m, c.n0, None if c.a_copy else c.a, c.r, c.k if not c.adx else None,
             c.u if not c.adx else None}
    extra = {x for x in extra if x and x.startswith("%")}
    if c.adx:
        assert "%rbx" not in W
    temps = {"%rax", "%rbx", "%rdx"} if c.adx else {"%rax", "%rdx"}
    assert len(set(W)) == len(W), W
    assert not (set(W) & (extra | temps)), (W, extra)
    assert not (extra & temps), extra


# ---- the routines ------------------------------------------------------------

# mul: (W, where the operands live); arguments arrive as r = rdi, a = rsi,
# b = rdx, m = rcx, n0 = r8 (System V).  W has n + 1 registers for the spare
# class and n + 2 for the full one.
MUL_REGS = {
    ("3", True): (["%r10", "%r11", "%r12", "%r13", "%r14"], {}),
    ("4f", True): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15"], {}),
    ("6f", True): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbp", "%r8"],
                   {"n0": slot(1)}),
    ("9", True): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbp", "%r8", "%rdi", "%rsi"],
                  {"n0": slot(1), "a": slot(2), "r": slot(3)}),
    ("3", False): (["%r10", "%r11", "%r12", "%r13", "%r14"], {}),
    ("4f", False): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15"], {}),
    ("4s", True): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15"], {}),
    ("4s", False): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15"], {}),
    ("6f", False): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rdi", "%r8"],
                    {"n0": slot(1), "r": slot(2)}),
    ("9", False): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rdi", "%r8", "%rsi", "%rbx"],
                   {"n0": slot(1), "r": slot(2), "u": slot(3),
                    "a_copy": [slot(4 + i) for i in range(9)]}),
}
# the special forms (no n0): P-521 keeps m in the red zone for the final
# subtraction, its reduction does not read it
MUL_FORM_REGS = {
    ("p521", True): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbp", "%r8", "%rdi", "%rcx"],
                     {"m": slot(1), "r": slot(2)}),
    ("p521", False): (["%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rdi", "%r8", "%rcx", "%rbx"],
                      {"m": slot(1), "r": slot(2)}),
}


def spill(c, what):
    """stores the arguments that live in the red zone"""
    src = {"r": "%rdi", "a": "%rsi", "m": "%rcx", "n0": "%r8"}
    for name in what:
        loc = getattr(c, name)
        if loc and not loc.startswith("%"):
            c.op("movq", src[name], loc, note=name)


def gen_mul(tag, adx, form=None):
    n, full = klass(tag)
    name = "oat_x64_mont_%s_%s" % ("mul" + tag if not form else "mul_" + form,
                                    "adx" if adx else "base")
    f = Fn(name, "r = a b / R mod m")
    if form and (form, adx) in MUL_FORM_REGS:
        W, kw = MUL_FORM_REGS[(form, adx)]
    else:
        W, kw = MUL_REGS[(tag, adx)]
    kw = dict({"b": "%r9", "m": "%rcx", "n0": "%r8"}, **kw)
    if form:
        kw["n0"], kw["u"] = None, None
    c = Ctx(f, n, full, adx, form=form, **kw)
    check_window(c, W)
    spill(c, ("n0", "a", "r", "m"))
    if c.a_copy:
        for i in range(n):
            c.op("movq", mem(8 * i, "%rsi"), "%rax")
            c.op("movq", "%rax", c.a_copy[i], note="a%d" % i)
    c.op("movq", "%rdx", c.b, note="b")
    W = list(W)
    mul0(c, W)
    for i in range(n):
        if i > 0:
            muladd(c, i, W, dirty=bool(form))
        redc(c, W, "mul")
        W = W[1:] + W[:1]
    final_sub(c, W[:n], W[n] if full else None)
    return f


def sqr_is_mul(tag, adx):
    """sqr as mul with b = a: for 9 limbs, whose 18-limb square does not fit
    in registers beside the window (P-521's own MULX/ADX square, which has no
    window, is the exception: gen_sqr_p521_adx), and for the generic 3-limb MULX/ADX
    routine, where the square and its separate reduction ran 7% slower than
    the interleaved product mul(a, a) (dependent chains, interleaved in one
    process on an AMD EPYC (Zen): median ratio 1.07 over 301 rounds; its
    102 instructions against mul's 104 save less than the serial reduction
    of the low half costs; the other squares were 7-32% faster than their
    mul(a, a))."""
    return tag == "9" or (tag == "3" and adx)


def gen_sqr_tail(tag, adx, form=None):
    """sqr as the product a a (the 9-limb sizes: 18 limbs do not fit in
    registers beside the window): a tail jump into mul with b = a."""
    n, _ = klass(tag)
    sfx = "adx" if adx else "base"
    tgt = "oat_x64_mont_%s_%s" % ("mul" + tag if not form else "mul_" + form, sfx)
    f = Fn("oat_x64_mont_%s_%s" % ("sqr" + tag if not form else "sqr_" + form, sfx),
           "r = a^2 / R mod m: mul with b = a")
    f.op("movq", "%rcx", "%r8", note="n0")
    f.op("movq", "%rdx", "%rcx", note="m")
    f.op("movq", "%rsi", "%rdx", note="b = a")
    f.op("jmp", tgt)
    f.tail = True
    return f


# ---- squares -------------------------------------------------------------------

def adx_sqr_core(c, a, x, c0, top):
    """c = a^2 for a at (a): the cross products a_i a_j (i < j) once, row by
    row, then doubled (CF chain) while the squares a_i^2 are added (OF
    chain).  x maps the positions 1 .. 2n-2 to registers; c0 is a register
    or a slot; position 2n-1 goes to `top`, which may be x[1]'s register
    once c1 has been parked (x[1] is then the slot of c1, (reg, slot))."""
    n = c.n
    park1 = None
    if isinstance(x[1], tuple):
        x1reg, park1 = x[1]
        x = dict(x)
        x[1] = x1reg
    c.op("movq", mem(0, a), "%rdx", note="a0 a1 .. a0 a%d" % (n - 1))
    c.op("mulx", mem(8, a), x[1], x[2])
    for j in range(2, n):
        c.op("mulx", mem(8 * j, a), "%rax", x[j + 1])
        c.op("addq" if j == 2 else "adcq", "%rax", x[j])
    c.op("adcq", "$0", x[n])
    for i in range(1, n - 1):
        c.op("movq", mem(8 * i, a), "%rdx", note="a%d a%d .." % (i, i + 1))
        if i == n - 2:
            c.op("mulx", mem(8 * (n - 1), a), "%rax", x[2 * n - 2])
            c.op("addq", "%rax", x[2 * n - 3])
            c.op("adcq", "$0", x[2 * n - 2])
        else:
            c.op("xorl", d32(x[i + n]), d32(x[i + n]), note="CF = OF = 0")
            for j in range(i + 1, n):
                c.op("mulx", mem(8 * j, a), "%rax", "%rbx")
                c.op("adcx", "%rax", x[i + j])
                c.op("adox", "%rbx", x[i + j + 1])
            c.op("adcq", "$0", x[i + n])
    c.op("movq", mem(0, a), "%rdx")
    if c0.startswith("%"):
        c.op("mulx", "%rdx", c0, "%rbx", note="a0^2")
    else:
        c.op("mulx", "%rdx", "%rax", "%rbx", note="a0^2")
        c.op("movq", "%rax", c0, note="c0")
    c.op("xorl", "%eax", "%eax", note="CF = OF = 0")
    c.op("adcx", x[1], x[1])
    c.op("adox", "%rbx", x[1])
    if park1:
        c.op("movq", x[1], park1, note="c1")
    c.op("movq", "$0", top, note="mov keeps the flags")
    for i in range(1, n):
        c.op("movq", mem(8 * i, a), "%rdx")
        c.op("mulx", "%rdx", "%rax", "%rbx", note="a%d^2" % i)
        c.op("adcx", x[2 * i], x[2 * i])
        c.op("adox", "%rax", x[2 * i])
        hi = x[2 * i + 1] if 2 * i + 1 <= 2 * n - 2 else top
        c.op("adcx", hi, hi)
        c.op("adox", "%rbx", hi)


def base_sqr_core(c, a, x, c0):
    """c = a^2 with MUL: the cross products row by row (carry limb in k),
    doubled by one ADC chain, then the squares added with the carry kept as
    a mask in k between the MULs (sbb saves it, neg restores it).  x maps
    the positions 1 .. 2n-1 to registers; c0 is a register or a slot."""
    n, k = c.n, c.k
    for i in range(n - 1):
        for j in range(i + 1, n):
            c.op("movq", mem(8 * j, a), "%rax")
            c.op("mulq", mem(8 * i, a), note="a%d a%d" % (i, j))
            if i == 0:
                if j == 1:
                    c.op("movq", "%rax", x[1])
                    c.op("movq", "%rdx", x[2])
                    continue
                c.op("addq", "%rax", x[j])
                c.op("adcq", "$0", "%rdx")
                c.op("movq", "%rdx", x[j + 1])
                continue
            c.op("addq", "%rax", x[i + j])
            c.op("adcq", "$0", "%rdx")
            if j > i + 1:
                c.op("addq", k, x[i + j])
                c.op("adcq", "$0", "%rdx")
            c.op("movq", "%rdx", k if j < n - 1 else x[i + n])
    top = x[2 * n - 1]
    c.op("xorl", d32(top), d32(top))
    for p in range(1, 2 * n):
        c.op("addq" if p == 1 else "adcq", x[p], x[p], note="doubled" if p == 1 else None)
    c.op("movq", mem(0, a), "%rax")
    c.op("mulq", "%rax", note="a0^2")
    c.op("movq", "%rax", c0, note="c0")
    c.op("addq", "%rdx", x[1])
    c.op("sbbq", k, k)
    for i in range(1, n):
        c.op("movq", mem(8 * i, a), "%rax")
        c.op("mulq", "%rax", note="a%d^2" % i)
        c.op("negq", k)
        c.op("adcq", "%rax", x[2 * i])
        c.op("adcq", "%rdx", x[2 * i + 1])
        if i < n - 1:
            c.op("sbbq", k, k)


def reduce_low(c, W, high):
    """r = (low + m q) / R + high mod m: n reduction steps on the window W
    (the low half, then one or two zero limbs), the high half added (from
    registers or slots), the final subtraction.  Bounds: the low half
    reduces to at most m ((2^(64 n) + q m) / R < 1 + m), the high half is
    below m, so the sum is below 2m < 2^(64 n + 1): n limbs and a bit."""
    n = c.n
    for s in range(n):
        redc(c, W, "rdc0" if s == 0 else "rdc")
        W = W[1:] + W[:1]
    bit = None
    if c.full:
        bit = W[n]
        if c.form:  # the special steps leave a limb in the freed register
            c.op("xorl", d32(bit), d32(bit))
        # the generic steps leave Wn = 0: the low half reduced to <= m
    for j in range(n):
        c.op("addq" if j == 0 else "adcq", high[j], W[j])
    if bit:
        c.op("adcq", "$0", bit)
    final_sub(c, W[:n], bit)


def gen_sqr(tag, adx, form=None):
    """sqr for 3, 4 or 6 limbs: the square (c0 .. c(2n-1)), then reduce_low
    on its low half.  With 3 and 4 limbs the square fits in registers
    (on the MUL/ADC path the 4-limb high half then moves to the red zone, to
    free rbx for u); with 6 it is made with m, n0 (and r) in the red zone,
    c0 and c1 parked there, and its high half waits there while the low
    half is reduced."""
    n, full = klass(tag)
    sfx = "adx" if adx else "base"
    name = "oat_x64_mont_%s_%s" % ("sqr" + tag if not form else "sqr_" + form, sfx)
    f = Fn(name, "r = a^2 / R mod m: the %d-limb square, its low half reduced, "
           "its high half added" % (2 * n))
    # arguments: r = rdi, a = rsi, m = rdx, n0 = rcx
    c = Ctx(f, n, full, adx, form=form, m="%rcx", n0="%r8")
    if form:
        c.n0 = None
    wide = full and not form   # the generic full class needs two zero limbs
    if n == 3 or n == 4:
        if n == 4 and adx and wide:
            c.n0 = slot(1)
            f.op("movq", "%rcx", c.n0, note="n0")
        elif not form:
            f.op("movq", "%rcx", "%r8", note="n0")
        f.op("movq", "%rdx", "%rcx", note="m")
        if n == 3:
            cs = ["%r9", "%r10", "%r11", "%r12", "%r13", "%r14"]
        elif adx:
            cs = (["%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15"] if wide
                  else ["%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbp"])
        else:
            cs = ["%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbx"]
        x = {p: cs[p] for p in range(1, 2 * n)}
        if adx:
            adx_sqr_core(c, "%rsi", x, cs[0], cs[2 * n - 1])
        else:
            base_sqr_core(c, "%rsi", x, cs[0])
        high = cs[n:]
        if not adx and n == 4:
            # the high half waits in the red zone: u (rbx) needs a register
            sl = [slot(1 + j) for j in range(n)]
            for j in range(n):
                c.op("movq", high[j], sl[j])
            high = sl
        W = cs[:n] + ["%rsi"]
        c.a = None
        c.op("xorl", "%esi", "%esi", note="a is dead: a zero limb")
        if wide:
            # the second zero limb: a register free on each path
            y = {(3, True): "%r15", (3, False): "%r15", (4, True): "%rbp",
                 (4, False): "%r13"}[(n, adx)]
            c.op("xorl", d32(y), d32(y))
            W.append(y)
        check_window(c, W)
        reduce_low(c, W, high)
        return f
    assert n == 6
    # 6 limbs: the 12-limb square does not fit beside the pointers; m, n0
    # (and r on the base path) wait in the red zone while it is made, then
    # its high half does
    c.m, c.n0 = slot(1), (slot(2) if not form else None)
    f.op("movq", "%rdx", c.m, note="m")
    if not form:
        f.op("movq", "%rcx", c.n0, note="n0")
    if adx:
        xs = ["%rcx", "%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbp"]
        x = {p: xs[p - 1] for p in range(2, 11)}
        x[1] = (xs[0], slot(4))
        adx_sqr_core(c, "%rsi", x, slot(3), xs[0])
        x[11] = xs[0]
        lo = [(slot(3), "%r12"), (slot(4), "%r13")]
    else:
        c.r = slot(3)
        f.op("movq", "%rdi", c.r, note="r")
        xs = ["%r9", "%r10", "%r11", "%r12", "%r13", "%rbx", "%rcx", "%r8", "%r14", "%r15", "%rdi"]
        x = {p: xs[p - 1] for p in range(1, 12)}
        base_sqr_core(c, "%rsi", x, slot(4))
        lo = [(slot(4), "%r14")]
    high = [slot(5 + j) for j in range(6)]
    for j in range(6):
        c.op("movq", x[6 + j], high[j])
    for s, reg in lo:
        c.op("movq", s, reg)
    if adx:
        W = ["%r12", "%r13", "%r8", "%r9", "%r10", "%r11", "%r14"]
        if wide:
            W.append("%r15")
    else:
        W = ["%r14", "%r9", "%r10", "%r11", "%r12", "%r13", "%r15"]
        if wide:
            W.append("%r8")
    for z in W[6:]:
        c.op("xorl", d32(z), d32(z))
    c.op("movq", c.m, "%rcx", note="m")
    c.m, c.a = "%rcx", None
    check_window(c, W)
    reduce_low(c, W, high)
    return f


# rdc: arguments r = rdi, c = rsi, m = rdx, n0 = rcx
RDC_REGS = {
    ("3", True): (["%r9", "%r10", "%r11", "%r12", "%r13"], {}),
    ("4f", True): (["%r9", "%r10", "%r11", "%r12", "%r13", "%r14"], {}),
    ("6f", True): (["%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbp"], {}),
    ("9", True): (["%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rbp", "%rdi"],
                  {"n0": slot(1), "r": slot(2)}),
    ("3", False): (["%r9", "%r10", "%r11", "%r12", "%r13"], {}),
    ("4f", False): (["%r9", "%r10", "%r11", "%r12", "%r13", "%r14"], {}),
    ("6f", False): (["%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rdi"],
                    {"r": slot(1)}),
    ("9", False): (["%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%rdi", "%rbx"],
                   {"n0": slot(1), "r": slot(2), "u": slot(3)}),
}


def p521_fold(f, T, W):
    """r = c 2^466 mod p521, r at slot 1, for c < 2^1152 with c0 .. c7 at the
    red-zone slots T and c8 .. c17 in the registers W (P-521's square and
    product on the MULX/ADX path); uses rax, rbx, rdx and rsi."""
    # c 2^466 = A + B + C mod p, with A = bits 55..575 of c (c >> 55 mod
    # 2^521: limbs c0 .. c8 shifted, independent SHRDs), B = c >> 576 (the
    # limbs c9 .. c17 as they are), C = (c mod 2^55) 2^466; S = A + B + C
    # < 2^523 in the nine limbs of B
    f.op("movq", T[0], "%rax")
    f.op("movq", "%rax", "%rbx")
    f.op("shlq", "$9", "%rbx")
    f.op("shrq", "$9", "%rbx", note="c0 mod 2^55")
    f.op("movq", "%rbx", "%rdx")
    f.op("shlq", "$18", "%rbx", note="C: limb 7")
    f.op("shrq", "$46", "%rdx", note="C: limb 8")
    # A's limbs (c_k >> 55) | (c_(k+1) << 9), k = 0 .. 7, over c_k in the
    # red zone (the shifts set the flags: all of them before the sum's
    # chain; two shifts and an OR, not SHLD, which is slow on AMD Zen);
    # A8 = c8 >> 55
    for k in range(8):
        f.op("movq", T[k + 1] if k + 1 < 8 else W[0], "%rax")
        f.op("movq", T[k], "%rsi")
        f.op("shlq", "$9", "%rax")
        f.op("shrq", "$55", "%rsi")
        f.op("orq", "%rsi", "%rax")
        f.op("movq", "%rax", T[k], note="A%d" % k)
    f.op("movq", W[0], "%rsi")
    f.op("shrq", "$55", "%rsi", note="A8")
    for k in range(8):
        f.op("addq" if k == 0 else "adcq", T[k], W[k + 1], note="A + B" if k == 0 else None)
    f.op("adcq", "%rsi", W[9])
    f.op("addq", "%rbx", W[8], note="+ C")
    f.op("adcq", "%rdx", W[9], note="S < 2^523")
    V = W[1:]                              # S in V[0..8]
    # x = (S mod 2^521) + (S >> 521) + 1; bit 521 of x is x >= p
    f.op("movq", V[8], "%rax")
    f.op("shrq", "$9", "%rax")
    f.op("andl", "$0x1ff", d32(V[8]))
    f.op("stc")
    f.op("adcq", "%rax", V[0], note="+ S >> 521 + 1")
    for k in range(1, 9):
        f.op("adcq", "$0", V[k])
    f.op("movq", V[8], "%rax")
    f.op("shrq", "$9", "%rax", note="1 if x >= p")
    f.op("andl", "$0x1ff", d32(V[8]))
    f.op("xorl", "$1", d32("%rax"))
    f.op("subq", "%rax", V[0], note="x - p or x")
    for k in range(1, 9):
        f.op("sbbq", "$0", V[k])
    W = V
    f.op("movq", slot(1), "%rax", note="r")
    for k in range(9):
        f.op("movq", W[k], mem(8 * k, "%rax"))


def gen_sqr_p521_adx():
    """P-521's square on the MULX/ADX path, not a product: with R = 2^576
    and p = 2^521 - 1, R = 2^55 mod p, so a^2 / R mod p is a^2 2^466 mod p,
    and multiplying by a power of 2 modulo a Mersenne prime is a rotation.
    So: c = a^2 (36 cross products once, in a sliding window of ten
    registers as mul's rows, the low eight limbs parked in the red zone,
    then doubled on the CF chain while the nine squares come in on the OF
    chain: 45 products against mul's 81), x = (c mod 2^521) + (c >> 521)
    twice (x <= 2^521), x - p when x >= p (x + 1 reaches bit 521), then
    r = x rotated right by 55 bits within 521 (x 2^-55 = x 2^466 mod p),
    which is below p as x is.  Straight-line."""
    f = Fn("oat_x64_mont_sqr_p521_adx", "r = a^2 / R mod p521: the square, a fold and a rotation")
    W = ["%rcx", "%rdi", "%rbp", "%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14"]
    Z = "%r15"                              # zero
    T = [slot(2 + i) for i in range(8)]     # c0 .. c7
    a = lambda i: mem(8 * i, "%rsi")
    f.op("movq", "%rdi", slot(1), note="r")
    # row 0: a0 a_j at positions j, j + 1 (position 0 has no cross product)
    f.op("movq", a(0), "%rdx", note="a0 a1 .. a0 a8")
    f.op("mulx", a(1), W[1], W[2])
    for j in range(2, 9):
        f.op("mulx", a(j), "%rax", W[j + 1])
        f.op("addq" if j == 2 else "adcq", "%rax", W[j])
    f.op("adcq", "$0", W[9])
    f.op("xorl", d32(Z), d32(Z))
    f.op("movq", "$0", T[0], note="c0 of the cross products")
    W = W[1:] + W[:1]                      # base position 1; W[9] is free
    for i in range(1, 8):
        f.op("movq", a(i), "%rdx", note="a%d a%d .. a%d a8" % (i, i + 1, i))
        f.op("xorl", d32(W[9]), d32(W[9]), note="CF = OF = 0")
        for j in range(i + 1, 9):
            f.op("mulx", a(j), "%rax", "%rbx")
            f.op("adcx", "%rax", W[j])
            f.op("adox", "%rbx", W[j + 1])
        f.op("adcx", Z, W[9])
        f.op("movq", W[0], T[i], note="c%d" % i)
        W = W[1:] + W[:1]
    # base position 8: W[0..8] = c8 .. c16, W[9] = c17 = 0
    f.op("xorl", d32(W[9]), d32(W[9]), note="c17; CF = OF = 0")
    # doubled (CF) plus the squares (OF); positions 0..7 from the red zone
    for i in range(9):
        f.op("movq", a(i), "%rdx")
        f.op("mulx", "%rdx", "%rax", "%rbx", note="a%d^2" % i)
        for pos, sq in ((2 * i, "%rax"), (2 * i + 1, "%rbx")):
            if pos < 8:
                f.op("movq", T[pos], "%rdx")
                f.op("adcx", "%rdx", "%rdx")
                f.op("adox", sq, "%rdx")
                f.op("movq", "%rdx", T[pos])
            else:
                f.op("adcx", W[pos - 8], W[pos - 8])
                f.op("adox", sq, W[pos - 8])
    p521_fold(f, T, W)
    return f


def gen_rdc(tag, adx):
    n, full = klass(tag)
    f = Fn("oat_x64_mont_rdc%s_%s" % (tag, "adx" if adx else "base"),
           "r = c / R mod m for c < m R: n reduction steps on the low half, "
           "the high half added")
    W, kw = RDC_REGS[(tag, adx)]
    kw = dict({"m": "%rcx", "n0": "%r8"}, **kw)
    c = Ctx(f, n, full, adx, **kw)
    check_window(c, W)
    if not c.r.startswith("%"):
        c.op("movq", "%rdi", c.r, note="r")
    c.op("movq", "%rcx", c.n0, note="n0")
    c.op("movq", "%rdx", "%rcx", note="m")
    for j in range(n):
        c.op("movq", mem(8 * j, "%rsi"), W[j])
    for z in W[n:]:
        c.op("xorl", d32(z), d32(z))
    reduce_low(c, W, [mem(8 * (n + j), "%rsi") for j in range(n)])
    return f


# ---- files ---------------------------------------------------------------------

HEAD = """/* Generated by tools/gen_x64_mont.py %(tag)s %(path)s; do not edit by hand.
 *
 * Montgomery kernels on %(n)d x 64-bit limbs for %(cls)s,
 * %(what)s.
 *
 * C prototypes (x64_routines.h), limbs little-endian, R = 2^%(N)d:
 *   void oat_x64_mont_mul%(tag)s_%(path)s(uint64_t r[%(n)d], const uint64_t a[%(n)d],
 *           const uint64_t b[%(n)d], const uint64_t m[%(n)d], uint64_t n0);
 *   void oat_x64_mont_sqr%(tag)s_%(path)s(uint64_t r[%(n)d], const uint64_t a[%(n)d],
 *           const uint64_t m[%(n)d], uint64_t n0);
 *   void oat_x64_mont_rdc%(tag)s_%(path)s(uint64_t r[%(n)d], const uint64_t c[%(n2)d],
 *           const uint64_t m[%(n)d], uint64_t n0);
%(forms)s *
 * Preconditions (as src/fp/mont.h): m odd, %(bound)s, n0 = -m^-1 mod 2^64.
 * mul: b < m, any a < R; sqr: a < m; rdc: c < m R.  Results are fully
 * reduced, < m.  Outputs may be the same array as an input: every input
 * limb is read before the first store.
 *
 * The product is CIOS (Koc, Acar, Kaliski 1996), outer loop on the limbs
 * of a, inner on b < m, so that the running value stays below 2m whatever
 * a < R: t_i = ((a mod 2^(64 i)) b + q_i m) / 2^(64 i) < b + m < 2m.
%(window)s
 *
 * sqr is %(sqr)s.
 *
 * Constant time: straight-line code, no branch, every address depends only
 * on the pointers and the stack pointer; the final subtraction is chosen by
 * cmov.  Leaf functions: the red zone (128 bytes below rsp) holds what does
 * not fit in registers. */
#include "x64_asm.h"

\t.text

"""

WINDOW_FULL = """ * No spare bit: t < 2m needs n limbs and a bit, and a step t + a_i b + u m
 * < 2m + 2 (2^64 - 1) m = 2^65 m < 2^(64 n + 65) needs n + 1 limbs and a
 * bit, so the window has n + 2 registers (mont.h's extra word): the limb n
 * and the carry out of it, kept on both chains.  Each step ends with its
 * lowest limb zero, which becomes the next step's top (the window rotates).
 * The final subtraction takes the bit as the top of t."""
WINDOW_SPARE = """ * m < 2^575: a step t + a_i b + u m < 2^65 m < 2^640 fits n + 1 limbs, so
 * the window has n + 1 registers and the top never carries out (as in
 * mont4_adx.S).  Each step ends with its lowest limb zero, which becomes the
 * next step's top (the window rotates)."""

FORM_NOTE = """ *           Their steps leave a limb (u or a shift of it) in the register
 *           they free; the next step clears it before it is the window's
 *           top.
"""
FORM_DOC = {
    "p192": """ *   void oat_x64_mont_mul_p192_%(path)s(...), oat_x64_mont_sqr_p192_%(path)s(...):
 *           the same for m = p192 = 2^192 - 2^64 - 1 only (n0 = 1, not
 *           read): u p is a shift of u, so a reduction step is a borrow
 *           chain and a carry chain, no product.
""",
    "p256": """ *   void oat_x64_mont_mul_p256_%(path)s(...), oat_x64_mont_sqr_p256_%(path)s(...):
 *           the same for m = p256 = 2^256 - 2^224 + 2^192 + 2^96 - 1 only
 *           (n0 = 1, not read): a reduction step is one product by the top
 *           limb of p and two shifts instead of four products.
""",
    "p521": """ *   void oat_x64_mont_mul_p521_%(path)s(...), oat_x64_mont_sqr_p521_%(path)s(...):
 *           the same for m = p521 = 2^521 - 1 only (n0 = 1, not read): a
 *           reduction step adds u 2^457, two shifts and two additions, no
 *           product; the MULX/ADX square has no reduction steps at all:
 *           a^2 / R = a^2 2^466 mod p, the 18-limb square folded once.
""",
}


def gen_file(tag, path):
    n, full = klass(tag)
    adx = path == "adx"
    fns = [gen_mul(tag, adx)]
    if sqr_is_mul(tag, adx):
        fns.append(gen_sqr_tail(tag, adx))
    else:
        fns.append(gen_sqr(tag, adx))
    fns.append(gen_rdc(tag, adx))
    for form in FORMS[tag]:
        fns.append(gen_mul(tag, adx, form))
        if form == "p521" and adx:
            fns.append(gen_sqr_p521_adx())
        else:
            fns.append(gen_sqr_tail(tag, adx, form) if n == 9 else gen_sqr(tag, adx, form))
    what = ("MULX/ADCX/ADOX path (BMI2 + ADX: Intel Broadwell, AMD Zen and "
            "later);\n * the MUL/ADC twin is mont%s_base.S and dispatch%s.S "
            "picks one at load time" % (tag, tag)) if adx else \
        ("baseline MUL/ADC path (any x86-64);\n * the MULX/ADX twin is "
         "mont%s_adx.S and dispatch%s.S picks one at load time" % (tag, tag))
    cls = ("every odd modulus below 2^%d (no spare bit needed)" % (64 * n)) if full else \
        ("every odd modulus below 2^%d (one spare bit)" % (64 * n - 1))
    sqr = ("mul with b = a (a tail jump): eighteen limbs of square do not fit in\n"
           " * registers beside the window") if n == 9 else \
        ("mul with b = a (a tail jump), which ran faster than a square with a\n"
         " * separate reduction here (tools/gen_x64_mont.py, sqr_is_mul); rdc\n"
         " * is n reduction steps on the low half of c, then its high half added") \
        if sqr_is_mul(tag, adx) else \
        ("the %d-limb square (cross products once, doubled) and n\n"
         " * reduction steps on its low half; rdc is that second part alone") % (2 * n)
    head = HEAD % {
        "tag": tag, "path": path, "n": n, "N": 64 * n, "n2": 2 * n, "cls": cls, "what": what,
        "bound": ("m < 2^%d" % (64 * n)) if full else ("m < 2^%d" % (64 * n - 1)),
        "forms": "".join(FORM_DOC[x] % {"path": path} for x in FORMS[tag]) +
                 (FORM_NOTE if FORMS[tag] else ""),
        "window": WINDOW_FULL if full else WINDOW_SPARE, "sqr": sqr,
    }
    tail = ""
    import gen_x64_nistpt  # P-256's and P-384's point formulas on their kernels
    if tag in gen_x64_nistpt.CLASS_OF:
        tail = "\n" + gen_x64_nistpt.gen(gen_x64_nistpt.CLASS_OF[tag], adx)
    return head + "\n".join(fn.text() for fn in fns) + tail + \
        "\n\t.section .note.GNU-stack,\"\",@progbits\n"


def dispatch_names(tag):
    names = ["oat_x64_mont_%s%s" % (op, tag) for op in ("mul", "sqr", "rdc")]
    for form in FORMS[tag]:
        names += ["oat_x64_mont_mul_" + form, "oat_x64_mont_sqr_" + form]
    import gen_x64_nistpt
    if tag in gen_x64_nistpt.CLASS_OF:
        names += gen_x64_nistpt.names(gen_x64_nistpt.CLASS_OF[tag])
    return names


def gen_dispatch(tag, names=None, files=None):
    """the resolvers of tag's routines (or of names, in files, for another
    generator: tools/gen_x64_edpt.py)"""
    files = files or "mont%s_adx.S and mont%s_base.S" % (tag, tag)
    gen = "gen_x64_mont.py %s dispatch" % tag if names is None else "gen_x64_edpt.py dispatch"
    out = ["""/* Generated by tools/%(gen)s; do not edit by hand.
 *
 * Run-time choice between %(files)s for
 * OAT_X86_ADX=auto, as dispatch.S does for the 4-limb kernels (see there):
 * each routine is a GNU indirect function (DISPATCH, x64_asm.h) whose
 * resolver, run once by the loader (or by glibc's start-up code in a static
 * binary), picks the MULX/ADX version when CPUID leaf 7 reports BMI2 and
 * ADX (oat_x64_cpu_has, cpuid.S). */
#include "x64_asm.h"

\t.text
""" % {"gen": gen, "files": files}]
    out += ["\tDISPATCH %s" % x for x in (names or dispatch_names(tag))]
    out.append("\n\t.section .note.GNU-stack,\"\",@progbits\n")
    return "\n".join(out)


def outputs():
    """(path under src/arch/x86_64, text maker) for tools/regen.py"""
    for tag in CLASSES:
        for path in ("adx", "base"):
            yield "mont%s_%s.S" % (tag, path), (lambda t=tag, p=path: gen_file(t, p))
        yield "dispatch%s.S" % tag, (lambda t=tag: gen_dispatch(t))


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in CLASSES or sys.argv[2] not in ("adx", "base", "dispatch"):
        sys.exit("usage: gen_x64_mont.py 3|4f|6f|9 adx|base|dispatch")
    tag, what = sys.argv[1], sys.argv[2]
    sys.stdout.write(gen_dispatch(tag) if what == "dispatch" else gen_file(tag, what))
