#!/usr/bin/env python3
"""The x86-64 additive kernels for n 64-bit limbs, from one source.

  tools/gen_x64_add.py N   > src/arch/x86_64/modaddN.S     (N = 4, 6)
  tools/gen_x64_add.py TAG > src/arch/x86_64/modaddTAG.S   (TAG = 3, 4f, 6f, 9)

Writes the baseline (ADD/ADC/SBB/CMOV) routines of one size: add, sub, neg,
dbl and hlv mod m on n limbs, add and sub mod m 2^(64n) on 2n limbs, and the
unreduced sums and differences; for the classes of the NIST fields (TAG: 3,
4 or 6 limbs with no spare bit, 9 limbs with one, see FIELD_CLASSES) the
five field routines only.  Each routine is the same sequence for every
n; only the registers differ, taken in a fixed order from pools chosen so
that the smaller sizes need no callee-saved register beyond rbx and rbp (the
caller-saved ones first, then rbx, rbp, r12..r15, which are saved and
restored).  tools/regen.py runs it for every size and CI checks the output.

Arguments arrive in rdi (output), rsi, rdx, rcx (System V ABI).  Everything
is straight-line: the conditional steps are masks or cmov."""
import sys

CALLEE = ["%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15"]


class Fn:
    def __init__(self, name, comment):
        self.name, self.comment, self.body, self.used = name, comment, [], set()
        self.tail = False   # ends in a jump, not a ret

    def op(self, ins, *args, note=None):
        for a in args:
            for r in CALLEE:
                if r in a:
                    self.used.add(r)
        line = "\t%s\t%s" % (ins, ", ".join(args))
        if note:
            line += "\t\t\t/* %s */" % note
        self.body.append(line)

    def text(self):
        saves = [r for r in CALLEE if r in self.used]
        out = ["/* %s */" % self.comment, "OAT_FUNC(%s)" % self.name]
        out += ["\tSAVE\t%s" % r for r in saves]
        out += self.body
        out += ["\tRESTORE\t%s" % r for r in reversed(saves)]
        out += ([] if self.tail else ["\tret"]) + ["OAT_ENDFUNC(%s)" % self.name, ""]
        return "\n".join(out)


def mem(off, base):
    return "%s(%s)" % (off if off else "", base)


# t: the value being computed; s: the candidate after subtracting m;
# m: the masked modulus (the top limb always goes to rax, the mask)
T_POOL = ["%r8", "%r9", "%r10", "%r11", "%r12", "%r13"]
S_POOL = ["%rax", "%rsi", "%rdx", "%rbx", "%rbp", "%r14", "%r15"]
M_POOL = ["%rsi", "%rdx", "%rbx", "%rbp", "%r14", "%r15"]
# routines that keep the pointers in rsi and rdx: caller-saved only
FREE_POOL = ["%rcx", "%r8", "%r9", "%r10", "%r11"]
WIDE_POOL = ["%r8", "%r9", "%r10", "%r11", "%rcx", "%rax"]


# The final subtraction of the Montgomery kernels, shared with them: the
# macro of x64_asm.h (4 limbs) or x64_asm6.h (6 limbs).
FINAL_SUB = {4: ("FINAL_SUB", "x64_asm.h"), 6: ("FINAL_SUB6", "x64_asm6.h")}


def final_sub(f, t, s):
    """stores to (rdi) t - m if t >= m, else t (t < 2m; m at rcx)."""
    f.op(FINAL_SUB[len(t)][0], *(t + s))


def chain(f, ins0, ins, src, dst, regs, off=0):
    """regs = src[off..] ins dst[off..], limb by limb with the carry."""
    for i, r in enumerate(regs):
        f.op("movq", mem(off + 8 * i, src), r)
        f.op(ins0 if i == 0 else ins, mem(off + 8 * i, dst), r)


def masked_m(f, mod, regs):
    """regs[:-1], rax = m masked by rax (all ones or zero)."""
    n = len(regs)
    for i in range(n - 1):
        f.op("movq", mem(8 * i, mod), regs[i])
        f.op("andq", "%rax", regs[i])
    f.op("andq", mem(8 * (n - 1), mod), "%rax")


def store(f, regs, off=0):
    for i, r in enumerate(regs):
        f.op("movq", r, mem(off + 8 * i, "%rdi"))


def gen(n):
    N, W = 64 * n, 2 * n
    t = T_POOL[:n]
    fns = []

    f = Fn("oat_x64_mod_add%d" % n, "r = a + b mod m")
    chain(f, "addq", "adcq", "%rsi", "%rdx", t)
    final_sub(f, t, S_POOL[:n])
    fns.append(f)

    f = Fn("oat_x64_mod_dbl%d" % n, "r = 2a mod m")
    f.op("movq", "%rdx", "%rcx", note="m")
    for i in range(n):
        f.op("movq", mem(8 * i, "%rsi"), t[i])
    for i in range(n):
        f.op("addq" if i == 0 else "adcq", t[i], t[i])
    final_sub(f, t, S_POOL[:n])
    fns.append(f)

    f = Fn("oat_x64_mod_sub%d" % n, "r = a - b mod m: t = a - b, plus m masked by the borrow")
    chain(f, "subq", "sbbq", "%rsi", "%rdx", t)
    f.op("sbbq", "%rax", "%rax", note="all ones if a < b")
    m = M_POOL[:n - 1] + ["%rax"]
    masked_m(f, "%rcx", m)
    for i in range(n):
        f.op("addq" if i == 0 else "adcq", m[i], t[i])
    store(f, t)
    fns.append(f)

    f = Fn("oat_x64_mod_neg%d" % n,
           "r = -a mod m: (m masked to 0 when a = 0) - a, so m - a, or 0 for a = 0")
    f.op("movq", mem(0, "%rsi"), "%rax")
    for i in range(1, n):
        f.op("orq", mem(8 * i, "%rsi"), "%rax")
    f.op("negq", "%rax", note="CF = (a != 0)")
    f.op("sbbq", "%rax", "%rax")
    m = FREE_POOL[:n - 1] + ["%rax"]
    masked_m(f, "%rdx", m)
    for i in range(n):
        f.op("subq" if i == 0 else "sbbq", mem(8 * i, "%rsi"), m[i])
    store(f, m)
    fns.append(f)

    f = Fn("oat_x64_mod_hlv%d" % n,
           "r = a / 2 mod m: t = a + (m if a is odd), t < 2m < 2^%d; r = t >> 1" % N)
    f.op("movl", mem(0, "%rsi"), "%eax")
    f.op("andl", "$1", "%eax")
    f.op("negq", "%rax", note="all ones if a is odd")
    m = FREE_POOL[:n - 1] + ["%rax"]
    masked_m(f, "%rdx", m)
    for i in range(n):
        f.op("addq" if i == 0 else "adcq", mem(8 * i, "%rsi"), m[i])
    for i in range(n - 1):
        f.op("shrdq", "$1", m[i + 1], m[i])
    f.op("shrq", "$1", m[n - 1])
    store(f, m)
    fns.append(f)

    f = Fn("oat_x64_add%d" % n, "r = a + b mod 2^%d (no reduction)" % N)
    r = WIDE_POOL[:n]
    chain(f, "addq", "adcq", "%rsi", "%rdx", r)
    store(f, r)
    fns.append(f)

    def low(f, ins0, ins):
        """the low n limbs of a op b, stored at once; CF left for the rest."""
        for i in range(n):
            f.op("movq", mem(8 * i, "%rsi"), "%rax")
            f.op(ins0 if i == 0 else ins, mem(8 * i, "%rdx"), "%rax")
            f.op("movq", "%rax", mem(8 * i, "%rdi"))

    def high(f, ins, regs):
        for i, r in enumerate(regs):
            f.op("movq", mem(8 * (n + i), "%rsi"), r)
            f.op(ins, mem(8 * (n + i), "%rdx"), r)

    f = Fn("oat_x64_mod_add%d" % W,
           "c = a + b mod m 2^%d: the %d-limb sum (k, t), then m is subtracted from\n"
           " * its high half unless (k, high) < m, exactly as oat_mont_addd" % (N, W))
    low(f, "addq", "adcq")
    high(f, "adcq", t)
    f.op("movl", "$0", "%eax", note="mov keeps CF")
    f.op("adcq", "$0", "%rax", note="k")
    s = M_POOL[:n]
    for i in range(n):
        f.op("movq", t[i], s[i])
        f.op("subq" if i == 0 else "sbbq", mem(8 * i, "%rcx"), s[i])
    f.op("sbbq", "$0", "%rax", note="CF = (k, high) < m")
    for i in range(n):
        f.op("cmovcq", t[i], s[i])
    store(f, s, 8 * n)
    fns.append(f)

    f = Fn("oat_x64_mod_sub%d" % W,
           "c = a - b mod m 2^%d: the %d-limb difference, plus m 2^%d masked by\n"
           " * the borrow" % (N, W, N))
    low(f, "subq", "sbbq")
    high(f, "sbbq", t)
    f.op("sbbq", "%rax", "%rax", note="all ones if a < b")
    m = M_POOL[:n - 1] + ["%rax"]
    masked_m(f, "%rcx", m)
    for i in range(n):
        f.op("addq" if i == 0 else "adcq", m[i], t[i])
    store(f, t, 8 * n)
    fns.append(f)

    for name, i0, i1, what in (("add", "addq", "adcq", "+"), ("sub", "subq", "sbbq", "-")):
        f = Fn("oat_x64_%s%d" % (name, W), "c = a %s b mod 2^%d" % (what, 2 * N))
        low(f, i0, i1)
        r = WIDE_POOL[:n]
        high(f, i1, r)
        store(f, r, 8 * n)
        fns.append(f)

    head = """/* Generated by tools/gen_x64_add.py %(n)d; do not edit by hand.
 *
 * Additive kernels on %(n)d- and %(W)d-limb values (64-bit limbs, little-endian),
 * baseline x86-64 (ADD/ADC/SBB/CMOV only, so no run-time dispatch).
 *
 * C prototypes (x64_routines.h):
 *   void oat_x64_mod_add%(n)d(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t b[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_sub%(n)d(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t b[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_neg%(n)d(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_dbl%(n)d(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_hlv%(n)d(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_add%(n)d(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t b[%(n)d]);
 *   void oat_x64_mod_add%(W)d(uint64_t c[%(W)d], const uint64_t a[%(W)d], const uint64_t b[%(W)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_sub%(W)d(uint64_t c[%(W)d], const uint64_t a[%(W)d], const uint64_t b[%(W)d], const uint64_t m[%(n)d]);
 *   void oat_x64_add%(W)d(uint64_t c[%(W)d], const uint64_t a[%(W)d], const uint64_t b[%(W)d]);
 *   void oat_x64_sub%(W)d(uint64_t c[%(W)d], const uint64_t a[%(W)d], const uint64_t b[%(W)d]);
 *
 * Preconditions (as src/fp/mont.h): m odd, m < 2^%(N1)d (one spare bit); %(n)d-limb
 * field inputs < m, so that a + b < 2m < 2^%(N)d has no carry out of the top
 * limb; %(W)d-limb inputs of mod_add%(W)d / mod_sub%(W)d < m 2^%(N)d.  add%(n)d / add%(W)d / sub%(W)d
 * wrap modulo 2^%(N)d / 2^%(N2)d (the callers keep a + b < 2^%(N)d, a >= b).
 * Outputs are fully reduced and may be the same array as an input (each
 * limb is read before it is written).
 *
 * Constant time: straight-line, the conditional steps are cmov or masks. */
#include "%(inc)s"

\t.text

""" % {"n": n, "W": W, "N": N, "N1": N - 1, "N2": 2 * N, "inc": FINAL_SUB[n][1]}
    return head + "\n".join(fn.text() for fn in fns) + "\n\t.section .note.GNU-stack,\"\",@progbits\n"


# ---- the classes of the NIST fields ------------------------------------------
# tag: (n, full); full = no spare bit: a + b < 2m may carry out of the top
# limb, and that carry is the top bit of the value reduced.
FIELD_CLASSES = {"3": (3, True), "4f": (4, True), "6f": (6, True), "9": (9, False)}
# the registers of the values, the caller-saved ones first; rdi, rsi, rdx
# and rcx hold the arguments
POOL = ["%r8", "%r9", "%r10", "%r11", "%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15"]


def d32(r):
    """the 32-bit name of a 64-bit register"""
    if r.startswith("%r") and r[2:].isdigit():
        return r + "d"
    return "%e" + r[2:]


def select_sub(f, t, bit, mod, out, scratch):
    """stores to (out) t - m if t >= m, else t, for t = (t) + bit 2^(64n) <
    2m (bit None: no top bit), m at (mod); by cmov on the borrow.  With n
    scratch registers the candidate is made in them; without, t is stored,
    reduced in place and the stored copy taken back by cmov from memory (the
    same count; cmov reads its memory operand whatever the condition)."""
    n = len(t)
    if scratch:
        for i in range(n):
            f.op("movq", t[i], scratch[i])
            f.op("subq" if i == 0 else "sbbq", mem(8 * i, mod), scratch[i])
        if bit:
            f.op("sbbq", "$0", bit, note="CF = t < m")
        for i in range(n):
            f.op("cmovcq", t[i], scratch[i])
        store(f, scratch)
        return
    store(f, t)
    for i in range(n):
        f.op("subq" if i == 0 else "sbbq", mem(8 * i, mod), t[i])
    if bit:
        f.op("sbbq", "$0", bit, note="CF = t < m")
    for i in range(n):
        f.op("cmovcq", mem(8 * i, out), t[i])
    store(f, t)


def gen_p521():
    """add, sub, neg, dbl and hlv mod p = 2^521 - 1 only (m is not read):
    with p all ones, 2a and a / 2 are rotations of the 521 bits, -a is the
    complement, and a + b, a - b need one carry chain and one correction
    chain, no candidate and no cmov."""
    M8 = "$0x1ff"
    fns = []

    def correct(f, mask, t):
        """r = (t + mask) mod 2^521, stored: mask all ones subtracts 1 (the
        correction of add, sub and neg), zero leaves t"""
        for i in range(9):
            f.op("addq" if i == 0 else "adcq", mask, t[i])
        f.op("andq", M8, t[8])
        store(f, t)
    # t: nine values; rsi and rdx are the last two, taken when their
    # pointers are dead
    t = ["%rax", "%rcx", "%r8", "%r9", "%r10", "%r11", "%rbx", "%rbp", "%rsi"]

    f = Fn("oat_x64_mod_add_p521",
           "r = a + b mod p521: t = a + b + 1 < 2^522; r = t mod 2^521 if "
           "t >= 2^521 (a + b >= p), else t - 1 = a + b")
    for i in range(9):
        f.op("movq", mem(8 * i, "%rsi"), t[i])
        if i == 0:
            f.op("stc")
        f.op("adcq", mem(8 * i, "%rdx"), t[i])
    f.op("movq", t[8], "%rdx")
    f.op("shrq", "$9", "%rdx", note="bit 521 of t")
    f.op("subq", "$1", "%rdx", note="all ones if t < 2^521: t - 1")
    correct(f, "%rdx", t)
    fns.append(f)

    f = Fn("oat_x64_mod_sub_p521",
           "r = a - b mod p521: t = a - b mod 2^576; if a < b, (t - 1) mod 2^521 = "
           "a - b + p")
    for i in range(9):
        f.op("movq", mem(8 * i, "%rsi"), t[i])
        f.op("subq" if i == 0 else "sbbq", mem(8 * i, "%rdx"), t[i])
    f.op("sbbq", "%rdx", "%rdx", note="all ones if a < b")
    correct(f, "%rdx", t)
    fns.append(f)

    f = Fn("oat_x64_mod_neg_p521",
           "r = -a mod p521: t = 0 - a mod 2^576; if a != 0, (t - 1) mod 2^521 = p - a")
    tn = t[:8] + ["%rdx"]   # rsi is the pointer to the end
    for i in range(9):
        f.op("movl", "$0", d32(tn[i]), note="MOV: the borrow stays in CF" if i == 1 else None)
        f.op("subq" if i == 0 else "sbbq", mem(8 * i, "%rsi"), tn[i])
    f.op("sbbq", "%rsi", "%rsi", note="all ones if a != 0")
    correct(f, "%rsi", tn)
    fns.append(f)

    f = Fn("oat_x64_mod_dbl_p521",
           "r = 2a mod p521: a + a (timed: as fast as a rotation of the 521 bits "
           "by SHLD)")
    f.op("movq", "%rsi", "%rdx")
    f.op("jmp", "oat_x64_mod_add_p521")
    f.tail = True
    fns.append(f)

    f = Fn("oat_x64_mod_hlv_p521",
           "r = a / 2 mod p521: the 521 bits of a rotated right by one (a odd: "
           "(a + p) / 2 = (a >> 1) + 2^520), from the bottom limb up")
    f.op("movq", mem(0, "%rsi"), "%rax")
    f.op("movl", "%eax", "%edx")
    f.op("andl", "$1", "%edx")
    f.op("shlq", "$8", "%rdx", note="bit 0 to bit 520")
    for i in range(8):
        f.op("movq", mem(8 * (i + 1), "%rsi"), "%rcx")
        f.op("movq", "%rcx", "%r8")
        f.op("shrq", "$1", "%rax")
        f.op("shlq", "$63", "%r8")
        f.op("orq", "%r8", "%rax")
        f.op("movq", "%rax", mem(8 * i, "%rdi"))
        f.op("movq", "%rcx", "%rax")
    f.op("shrq", "$1", "%rax")
    f.op("orq", "%rdx", "%rax")
    f.op("movq", "%rax", mem(64, "%rdi"))
    fns.append(f)
    return fns


FORM_DOC = {"9": """ *   void oat_x64_mod_add_p521(...), oat_x64_mod_sub_p521(...), _neg_p521,
 *   _dbl_p521, _hlv_p521: the same for m = p521 = 2^521 - 1 only (m is not
 *           read): 2a and a / 2 are rotations of the 521 bits, -a their
 *           complement, a + b and a - b one carry chain and one correction
 *           chain (the generic ones: a chain, a candidate and nine cmov).
 *
"""}


def gen_field(tag):
    """add, sub, neg, dbl and hlv mod m for one class of the NIST fields."""
    n, full = FIELD_CLASSES[tag]
    N = 64 * n
    fns = []
    t = POOL[:n]
    bit = "%rax" if full else None
    # the candidate t - m in free caller-saved registers when there are
    # enough (the pointers a and b are dead by then), else in memory: a
    # push and a pop per callee-saved register would cost more
    rest = ["%rsi", "%rdx"] + [x for x in POOL[n:] if x not in CALLEE]
    if not full:
        rest.append("%rax")
    scratch = rest[:n] if len(rest) >= n else None

    for name, what in (("add", "a + b"), ("dbl", "2a")):
        f = Fn("oat_x64_mod_%s%s" % (name, tag),
               "r = %s mod m: t = %s%s, minus m unless t < m" %
               (what, what, " with its carry as the top bit" if full else ""))
        if name == "dbl":
            f.op("movq", "%rdx", "%rcx", note="m")
        if bit:
            f.op("xorl", d32(bit), d32(bit))
        if name == "add":
            chain(f, "addq", "adcq", "%rsi", "%rdx", t)
        else:
            for i in range(n):
                f.op("movq", mem(8 * i, "%rsi"), t[i])
            for i in range(n):
                f.op("addq" if i == 0 else "adcq", t[i], t[i])
        if bit:
            f.op("adcq", "$0", bit, note="t < 2m < 2^%d" % (N + 1))
        select_sub(f, t, bit, "%rcx", "%rdi", scratch)
        fns.append(f)

    f = Fn("oat_x64_mod_sub%s" % tag, "r = a - b mod m: t = a - b, plus m masked by the borrow")
    if n <= 6:
        chain(f, "subq", "sbbq", "%rsi", "%rdx", t)
        f.op("sbbq", "%rax", "%rax", note="all ones if a < b")
        m = (POOL[n:] + ["%rsi", "%rdx"])[:n - 1] + ["%rax"]
        masked_m(f, "%rcx", m)
        for i in range(n):
            f.op("addq" if i == 0 else "adcq", m[i], t[i])
        store(f, t)
    else:
        # too many limbs for t and the masked m in registers: t goes to r
        # limb by limb (each limb of a and b is read before r's is written),
        # then the masked m is added there
        for i in range(n):
            f.op("movq", mem(8 * i, "%rsi"), "%rax")
            f.op("subq" if i == 0 else "sbbq", mem(8 * i, "%rdx"), "%rax")
            f.op("movq", "%rax", mem(8 * i, "%rdi"))
        f.op("sbbq", "%rax", "%rax", note="all ones if a < b")
        m = POOL[:n - 1] + ["%rax"]
        masked_m(f, "%rcx", m)
        for i in range(n):
            f.op("addq" if i == 0 else "adcq", m[i], mem(8 * i, "%rdi"))
    fns.append(f)

    f = Fn("oat_x64_mod_neg%s" % tag,
           "r = -a mod m: (m masked to 0 when a = 0) - a, so m - a, or 0 for a = 0")
    f.op("movq", mem(0, "%rsi"), "%rax")
    for i in range(1, n):
        f.op("orq", mem(8 * i, "%rsi"), "%rax")
    f.op("negq", "%rax", note="CF = (a != 0)")
    f.op("sbbq", "%rax", "%rax")
    m = (["%rcx"] + POOL)[:n - 1] + ["%rax"]
    masked_m(f, "%rdx", m)
    for i in range(n):
        f.op("subq" if i == 0 else "sbbq", mem(8 * i, "%rsi"), m[i])
    store(f, m)
    fns.append(f)

    f = Fn("oat_x64_mod_hlv%s" % tag,
           "r = a / 2 mod m: t = a + (m if a is odd) < 2m%s; r = t >> 1" %
           (", with its carry as the top bit" if full else " < 2^%d" % N))
    f.op("movl", mem(0, "%rsi"), "%eax")
    f.op("andl", "$1", "%eax")
    f.op("negq", "%rax", note="all ones if a is odd")
    m = (["%rcx"] + POOL)[:n - 1] + ["%rax"]
    masked_m(f, "%rdx", m)
    hb = (["%rcx"] + POOL)[n - 1] if full else None
    if hb:
        f.op("xorl", d32(hb), d32(hb))
    for i in range(n):
        f.op("addq" if i == 0 else "adcq", mem(8 * i, "%rsi"), m[i])
    if hb:
        f.op("adcq", "$0", hb)
    for i in range(n - 1):
        f.op("shrdq", "$1", m[i + 1], m[i])
    if hb:
        f.op("shrdq", "$1", hb, m[n - 1])
    else:
        f.op("shrq", "$1", m[n - 1])
    store(f, m)
    fns.append(f)

    if tag == "9":
        fns += gen_p521()

    cls = ("any odd m < 2^%d: no spare bit is needed, the carry out of the top\n"
           " * limb of a + b and 2a is kept" % N) if full else \
        ("m odd, m < 2^%d (one spare bit: a + b < 2m has no carry out)" % (N - 1))
    head = """/* Generated by tools/gen_x64_add.py %(tag)s; do not edit by hand.
 *
 * Additive kernels mod m on %(n)d-limb values (64-bit limbs, little-endian),
 * baseline x86-64 (ADD/ADC/SBB/CMOV only, so no run-time dispatch), for the
 * NIST fields of their size.
 *
 * C prototypes (x64_routines.h):
 *   void oat_x64_mod_add%(tag)s(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t b[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_sub%(tag)s(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t b[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_neg%(tag)s(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_dbl%(tag)s(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t m[%(n)d]);
 *   void oat_x64_mod_hlv%(tag)s(uint64_t r[%(n)d], const uint64_t a[%(n)d], const uint64_t m[%(n)d]);
 *
%(form)s * Preconditions (as src/fp/mont.h): %(cls)s; inputs < m.  Outputs are
 * fully reduced and may be the same array as an input (each limb is read
 * before it is written).
 *
 * Constant time: straight-line, the conditional steps are cmov or masks. */
#include "x64_asm.h"

\t.text

""" % {"tag": tag, "n": n, "cls": cls, "form": FORM_DOC.get(tag, "")}
    return head + "\n".join(fn.text() for fn in fns) + "\n\t.section .note.GNU-stack,\"\",@progbits\n"


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] in FIELD_CLASSES:
        sys.stdout.write(gen_field(sys.argv[1]))
    elif len(sys.argv) == 2 and sys.argv[1] in ("4", "6"):
        sys.stdout.write(gen(int(sys.argv[1])))
    else:
        sys.exit("usage: gen_x64_add.py 4|6|3|4f|6f|9")
