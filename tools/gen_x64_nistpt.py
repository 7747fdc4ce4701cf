#!/usr/bin/env python3
"""The NIST curves' Jacobian point formulas as x86-64 routines (P-256 in
mont4f_*.S, P-384 in mont6f_*.S).

The formulas of src/ec/jac_tmpl.h (a = -3; the same operations, in an
order scheduled for out-of-order cores, below) written once over the
field kernels of the prime, each a routine of the C calling convention
(NN = 256, 384; L = 4, 6 limbs):

  void oat_x64_pNN_jdbl_PATH(uint64_t r[3 L], const uint64_t p[3 L])
      r = 2p, 4M + 4S; r may be p
  int  oat_x64_pNN_jadd_PATH(uint64_t r[3 L], const uint64_t p[3 L], const uint64_t q[3 L])
      r = p + q, 12M + 4S, neither infinity; r may be p or q
  int  oat_x64_pNN_jmadd_PATH(uint64_t r[3 L], const uint64_t p[3 L], const uint64_t q[2 L])
      r = p + q for an affine q, 8M + 3S, p not infinity; r may be p
  int  oat_x64_pNN_jdbladd_PATH(uint64_t r[3 L], const uint64_t p[3 L], const uint64_t q[2 L])
      r = 2p + q for an affine q, 13M + 5S, p not infinity; r may be p
      (flags as jmadd's, plus 4 when 2p + q is infinity)

Points are (X, Y, Z) in Montgomery form, each coordinate L limbs below p.
The additions do not test their exceptional cases (p = +-q); they return,
computed without a branch, 0 if H = U2 - U1 != 0 (no exception, r is the
sum), 1 if H = 0 and R = S2 - S1 = 0 (p = q: r is not the sum; the caller
doubles), 2 if H = 0 and R != 0 (p = -q: r is not the sum; the sum is
infinity).  The constant-time callers ignore it (no exception can occur
there, mul_tmpl.h proves it); the variable-time ones branch on it.

Why: in C each field operation of a formula is a call into a kernel that
saves and restores its registers and reads its operands through pointers;
the additions cost as much as half a multiplication that way.  Here the
routine saves the callee-saved registers once, the multiplications and
squarings are local routines without a prologue (the bodies of the prime's
Montgomery kernels from gen_x64_mont.py: P-256's own, P-384's class 6f with
its n0), and the additions, subtractions, doublings and halvings are inline,
with the limbs of p as immediates where they allow (all ones, zero) and from
a constant otherwise.  The figures are with the formulas below.

Frame: the callee-saved registers, then 8-byte slots for the three pointer
arguments and the flags, then the temporaries of the formula.  The local
routines use the red zone below their own stack pointer, which holds
nothing of the caller's."""

import gen_x64_mont as M

P384 = 2**384 - 2**128 - 2**96 + 2**32 - 1
ONES = 2**64 - 1


class Field:
    """a NIST prime and its kernels: the Montgomery class tag, the special
    form (its own mul and sqr, n0 = 1) or the class routines with n0"""

    def __init__(self, name, p, tag, form, n0):
        self.name, self.p, self.tag, self.form, self.n0 = name, p, tag, form, n0
        self.n = M.klass(tag)[0]
        self.limbs = [(p >> (64 * i)) & ONES for i in range(self.n)]
        if n0 is not None:
            assert (p * n0) % 2**64 == ONES  # n0 = -p^-1 mod 2^64


FIELDS = {
    "p256": Field("p256", M.P256, "4f", "p256", None),
    "p384": Field("p384", P384, "6f", None, 2**32 + 1),
}


class Loc:
    """a field element: a frame temporary or a coordinate behind an argument"""

    def __init__(self, kind, off, ptr=None):
        self.kind, self.off, self.ptr = kind, off, ptr


class Gen:
    NPTR = 4  # r, p, q, flags

    def __init__(self, fld, name, adx, args, temps, comment):
        self.f, self.name, self.adx, self.comment = fld, name, adx, comment
        self.n = fld.n
        self.sz = 8 * fld.n                  # bytes of a field element
        self.lines = []
        self.args = args                     # argument names in order: "r", "p", "q"
        self.tmp = {t: 8 * self.NPTR + self.sz * i for i, t in enumerate(temps)}
        self.frame = 8 * self.NPTR + self.sz * len(temps)
        if self.frame % 16 == 0:             # rsp = 8 mod 16 after the 6 pushes
            self.frame += 8
        self.pslot = {a: 8 * i for i, a in enumerate(args)}
        self.fslot = 8 * 3

    def op(self, ins, *a, note=None):
        line = "\t%s\t%s" % (ins, ", ".join(a))
        if note:
            line += "\t\t\t/* %s */" % note
        self.lines.append(line)

    def path(self):
        return "adx" if self.adx else "base"

    def lbl(self, what):
        return ".L%s_%s_%s" % (what, self.f.name, self.path())

    def pl(self, i):
        """limb i of p as an operand: an immediate where it fits, else memory"""
        x = self.f.limbs[i]
        if x == ONES:
            return "$-1"
        if x < 2**31:
            return "$%d" % x
        return "%s+%d(%%rip)" % (self.lbl("p"), 8 * i)

    def loc(self, name):
        """X1 Y1 Z1 (p), X2 Y2 Z2 (q), X3 Y3 Z3 (r), or a temporary"""
        if name in self.tmp:
            return Loc("tmp", self.tmp[name])
        coord, which = name[0], name[1]
        ptr = {"1": "p", "2": "q", "3": "r"}[which]
        return Loc("ptr", self.sz * "XYZ".index(coord), ptr)

    def addr(self, name, reg):
        """reg = the address of name"""
        x = self.loc(name)
        if x.kind == "tmp":
            self.op("leaq", "%d(%%rsp)" % x.off, reg, note=name)
        else:
            self.op("movq", "%d(%%rsp)" % self.pslot[x.ptr], reg, note=x.ptr)
            if x.off:
                self.op("leaq", "%d(%s)" % (x.off, reg), reg, note=name)

    def operand(self, name, reg):
        """the memory operand of limb 0 of name; loads the pointer into reg
        when name is behind an argument.  Returns a function of the limb."""
        x = self.loc(name)
        if x.kind == "tmp":
            return lambda i: "%d(%%rsp)" % (x.off + 8 * i)
        self.op("movq", "%d(%%rsp)" % self.pslot[x.ptr], reg, note=x.ptr)
        return lambda i: "%d(%s)" % (x.off + 8 * i, reg) if x.off + 8 * i else "(%s)" % reg

    # ---- the field operations -------------------------------------------------

    def mul(self, d, a, b):
        """the kernel's arguments: r, a, b, m, n0 (System V)"""
        self.addr(d, "%rdi")
        self.addr(a, "%rsi")
        self.addr(b, "%rdx")
        self.op("leaq", "%s(%%rip)" % self.lbl("p"), "%rcx")
        if self.f.n0 is not None:
            self.op("movq", "$0x%x" % self.f.n0, "%r8", note="n0")
        self.op("call", self.lbl("mul"), note="%s = %s %s" % (d, a, b))

    def sqr(self, d, a):
        """the kernel's arguments: r, a, m, n0"""
        self.addr(d, "%rdi")
        self.addr(a, "%rsi")
        self.op("leaq", "%s(%%rip)" % self.lbl("p"), "%rdx")
        if self.f.n0 is not None:
            self.op("movq", "$0x%x" % self.f.n0, "%rcx", note="n0")
        self.op("call", self.lbl("sqr"), note="%s = %s^2" % (d, a))

    T = ["%r8", "%r9", "%r10", "%r11", "%r12", "%r13"]
    S = ["%r14", "%r15", "%rbx", "%rbp", "%rdx", "%rdi"]

    def store(self, d, regs):
        D = self.operand(d, "%rcx")
        for i, r in enumerate(regs):
            self.op("movq", r, D(i))

    def add(self, d, a, b, dbl=False):
        """d = a + b mod p: t = a + b (64 n + 1 bits), t - p unless t < p"""
        n = self.n
        A = self.operand(a, "%rsi")
        B = None if dbl else self.operand(b, "%rdi")
        T, S = self.T[:n], self.S[:n]
        self.op("xorl", "%eax", "%eax")
        for i in range(n):
            self.op("movq", A(i), T[i])
        for i in range(n):
            src = T[i] if dbl else B(i)
            self.op("addq" if i == 0 else "adcq", src, T[i],
                    note=("%s = 2 %s" % (d, a) if dbl else "%s = %s + %s" % (d, a, b)) if i == 0 else None)
        self.op("adcq", "$0", "%rax")
        for i in range(n):           # after the loads: S may hold rdi
            self.op("movq", T[i], S[i])
        for i in range(n):
            self.op("subq" if i == 0 else "sbbq", self.pl(i), S[i])
        self.op("sbbq", "$0", "%rax", note="CF = t < p")
        for i in range(n):
            self.op("cmovcq", T[i], S[i])
        self.store(d, S)

    def dbl(self, d, a):
        self.add(d, a, None, dbl=True)

    def masked_p(self, mask):
        """the operands of p & mask (mask = 0 or all ones, in rax), each limb
        in a register or an immediate, computed before any carry chain"""
        pool = ["%rdx", "%rbx", "%rbp", "%r14", "%r15", "%rdi"]
        out = []
        for i, x in enumerate(self.f.limbs):
            if x == ONES:
                out.append(mask)
            elif x == 0:
                out.append("$0")
            else:
                r = pool.pop(0)
                if x == 2**32 - 1:
                    self.op("movl", "%eax", r.replace("%r", "%e") if r in ("%rdx", "%rbx", "%rbp", "%rdi")
                            else r + "d", note="p%d & mask" % i)
                else:
                    self.op("movq", mask, r)
                    self.op("andq", "%s+%d(%%rip)" % (self.lbl("p"), 8 * i), r, note="p%d & mask" % i)
                out.append(r)
        return out

    def sub(self, d, a, b):
        """d = a - b mod p: the difference, plus p if it borrowed"""
        n = self.n
        A = self.operand(a, "%rsi")
        B = self.operand(b, "%rdi")
        T = self.T[:n]
        for i in range(n):
            self.op("movq", A(i), T[i])
        for i in range(n):
            self.op("subq" if i == 0 else "sbbq", B(i), T[i],
                    note="%s = %s - %s" % (d, a, b) if i == 0 else None)
        self.op("sbbq", "%rax", "%rax", note="mask")
        m = self.masked_p("%rax")
        for i in range(n):
            self.op("addq" if i == 0 else "adcq", m[i], T[i])
        self.store(d, T)

    def hlv(self, d, a):
        """d = a / 2 mod p: a + p if a is odd (64 n + 1 bits), shifted right"""
        n = self.n
        A = self.operand(a, "%rsi")
        T = self.T[:n]
        for i in range(n):
            self.op("movq", A(i), T[i])
        self.op("movl", "%r8d", "%eax")
        self.op("andl", "$1", "%eax")
        self.op("negq", "%rax", note="mask = -(a mod 2), %s = %s / 2" % (d, a))
        m = self.masked_p("%rax")
        self.op("xorl", "%ecx", "%ecx")
        for i in range(n):
            self.op("addq" if i == 0 else "adcq", m[i], T[i])
        self.op("adcq", "$0", "%rcx")
        for i in range(n - 1):
            self.op("shrdq", "$1", T[i + 1], T[i])
        self.op("shrdq", "$1", "%rcx", T[n - 1])
        self.store(d, T)

    def flags(self, h, rr):
        """the flags slot = (h == 0) + (h == 0 and rr != 0), no branch"""
        H = self.operand(h, "%rsi")
        R = self.operand(rr, "%rdi")
        self.op("xorl", "%eax", "%eax")
        self.op("xorl", "%edx", "%edx")
        self.op("movq", H(0), "%r8")
        for i in range(1, self.n):
            self.op("orq", H(i), "%r8")
        self.op("sete", "%al", note="H = 0")
        self.op("movq", R(0), "%r9")
        for i in range(1, self.n):
            self.op("orq", R(i), "%r9")
        self.op("setne", "%dl", note="R != 0")
        self.op("andl", "%eax", "%edx")
        self.op("addl", "%edx", "%eax")
        self.op("movl", "%eax", "%d(%%rsp)" % self.fslot)

    def zflag(self, x):
        """the flags slot |= 4 (x == 0), no branch: the second addition's
        exception in jdbladd"""
        X = self.operand(x, "%rsi")
        self.op("xorl", "%eax", "%eax")
        self.op("movq", X(0), "%r8")
        for i in range(1, self.n):
            self.op("orq", X(i), "%r8")
        self.op("sete", "%al", note="%s = 0" % x)
        self.op("shll", "$2", "%eax")
        self.op("orl", "%eax", "%d(%%rsp)" % self.fslot)

    # ---- the routine ------------------------------------------------------------

    def text(self, ret_flags):
        out = ["/* %s */" % self.comment, "OAT_FUNC(%s_%s)" % (self.name, self.path())]
        for r in M.CALLEE:
            out.append("\tSAVE\t%s" % r)
        out.append("\tsubq\t$%d, %%rsp" % self.frame)
        out.append("\t.cfi_adjust_cfa_offset %d" % self.frame)
        for a, reg in zip(self.args, ("%rdi", "%rsi", "%rdx")):
            out.append("\tmovq\t%s, %d(%%rsp)\t\t\t/* %s */" % (reg, self.pslot[a], a))
        out += self.lines
        if ret_flags:
            out.append("\tmovl\t%d(%%rsp), %%eax\t\t\t/* the flags */" % self.fslot)
        out.append("\taddq\t$%d, %%rsp" % self.frame)
        out.append("\t.cfi_adjust_cfa_offset -%d" % self.frame)
        for r in reversed(M.CALLEE):
            out.append("\tRESTORE\t%s" % r)
        out += ["\tret", "OAT_ENDFUNC(%s_%s)" % (self.name, self.path()), ""]
        return "\n".join(out)


def temps(prog):
    """the temporaries of a formula, in order of appearance"""
    out = []
    for ins in prog.split(";"):
        for w in ins.split()[1:]:
            if not (len(w) == 2 and w[0] in "XYZ" and w[1] in "123") and w not in out:
                out.append(w)
    return out


def run(g, prog):
    """emits prog, checking that no coordinate of p or q is read after the
    same coordinate of r (which may be the same memory) is written"""
    written = set()
    for ins in prog.split(";"):
        w = ins.split()
        if not w:
            continue
        reads = w[1:] if w[0] in ("flags", "zflag") else w[2:]
        for x in reads:
            assert not (len(x) == 2 and x[1] in "12" and x[0] in written), (ins, prog)
        if w[0] not in ("flags", "zflag") and len(w[1]) == 2 and w[1][1] == "3":
            written.add(w[1][0])
        getattr(g, w[0])(*w[1:])


# The formulas: jac_tmpl.h's operations, in an order scheduled for the
# out-of-order core (independent products placed where they hide the
# latency of the additions on the critical path; each order picked from a
# few by the cycles of 20,000 dependent calls, against OpenSSL's nistz256
# routines in the same process on this project's AMD EPYC (Zen), 2026-12-03:
# doubling 195 -> 175 cycles (OpenSSL 177), mixed addition 253 -> 237 (239),
# addition 361 -> 296 (310)).  Each writes a coordinate of r only after the
# last read of the inputs it may alias (checked by run()).
JDBL = """sqr d Z1; dbl s Y1; add a X1 d; sub d X1 d; mul a a d; sqr s s; dbl u a;
add a u a; mul b s X1; sqr X3 a; dbl u b; sqr t s; sub X3 X3 u; mul Z3 Y1 Z1;
sub b b X3; hlv t t; mul b a b; dbl Z3 Z3; sub Y3 b t"""
JMADD = """sqr z1z1 Z1; mul s2 Y2 Z1; mul u2 X2 z1z1; mul s2 s2 z1z1; sub h u2 X1;
sub rr s2 Y1; flags h rr; sqr hh h; sqr u2 rr; mul hhh hh h; mul v X1 hh;
mul Z3 Z1 h; sub u2 u2 hhh; dbl hh v; mul s2 Y1 hhh; sub X3 u2 hh; sub v v X3;
mul v rr v; sub Y3 v s2"""
JADD = """sqr z1z1 Z1; sqr z2z2 Z2; mul s1 Y1 Z2; mul s2 Y2 Z1; mul u1 X1 z2z2;
mul u2 X2 z1z1; mul s1 s1 z2z2; sub h u2 u1; mul s2 s2 z1z1; sqr hh h;
sub rr s2 s1; flags h rr; mul zz Z1 Z2; mul hhh hh h; sqr t rr; mul v u1 hh;
mul Z3 zz h; sub t t hhh; mul s1 s1 hhh; dbl u v; sub X3 t u; sub v v X3;
mul v rr v; sub Y3 v s1"""

# r = 2p + q for an affine q as (p + q) + p (Longa and Miri, "New composite
# operations and precomputation scheme for elliptic curve cryptosystems over
# prime fields", PKC 2008): JMADD's S = p + q also gives p on S's Z for free,
# p' = (X1 H^2, Y1 H^3, Z1 H) (its v and s2), and S + p' is a co-Z addition
# (Meloni): C = (XS - X')^2, W1 = XS C, W2 = X' C, X3 = (YS - Y')^2 - W1 - W2,
# Y3 = (YS - Y')(W1 - X3) - YS (W1 - W2), Z3 = ZS (XS - X').  13M + 5S
# against the 12M + 7S of jdbl and jmadd, and 7 fewer additions.  Flags: JMADD's
# (1, 2: p = +-q; r is not the sum) and 4 if XS = X' (S = -p', 2p + q = O: r is
# not the sum, which is infinity; S = p' would need q = O).
JDBLADD = """sqr z1z1 Z1; mul s2 Y2 Z1; mul u2 X2 z1z1; mul s2 s2 z1z1; sub h u2 X1;
sub rr s2 Y1; flags h rr; sqr hh h; sqr u2 rr; mul hhh hh h; mul v X1 hh;
mul zs Z1 h; sub u2 u2 hhh; dbl hh v; mul s2 Y1 hhh; sub xs u2 hh; sub w v xs;
mul w rr w; sub ys w s2; sub d xs v; zflag d; sqr c d; sub e ys s2; mul w1 xs c;
mul w2 v c; sqr dd e; sub t w1 w2; mul a1 ys t; sub X3 dd w1; mul Z3 zs d;
sub X3 X3 w2; sub t w1 X3; mul t e t; sub Y3 t a1"""


def local(fn, label):
    """a kernel's body as a local routine: no prologue (the point routines
    saved every callee-saved register), its own CFI"""
    out = ["/* %s: the body of %s, for the point routines */" % (label, fn.name),
           "\t.type\t%s, @function" % label, "\t.p2align 5", "%s:" % label, "\t.cfi_startproc"]
    out += fn.body
    out += ["\tret", "\t.cfi_endproc", "\t.size\t%s, .-%s" % (label, label), ""]
    return "\n".join(out)


def gen(name, adx):
    fld = FIELDS[name]
    path = "adx" if adx else "base"
    nn = name[1:]
    out = ["/* ---- P-%s's Jacobian point formulas (tools/gen_x64_nistpt.py) ---- */" % nn, "",
           "\t.section .rodata",
           "\t.p2align 5",
           ".Lp_%s_%s:" % (name, path)]
    out += ["\t.quad\t0x%016x" % x for x in fld.limbs]
    out += ["\t.text", ""]
    out.append(local(M.gen_mul(fld.tag, adx, fld.form), ".Lmul_%s_%s" % (name, path)))
    out.append(local(M.gen_sqr(fld.tag, adx, fld.form), ".Lsqr_%s_%s" % (name, path)))
    for fn, prog, args, comment, flags in (
            ("jdbl", JDBL, ["r", "p"], "r = 2p in Jacobian coordinates, 4M + 4S (jac_tmpl.h's jdbl_)", False),
            ("jmadd", JMADD, ["r", "p", "q"],
             "r = p + q, q affine, 8M + 3S (jac_tmpl.h's jmadd_ct_); returns the flags", True),
            ("jadd", JADD, ["r", "p", "q"], "r = p + q, 12M + 4S (jac_tmpl.h's jadd_ct_); returns the flags", True),
            ("jdbladd", JDBLADD, ["r", "p", "q"],
             "r = 2p + q, q affine, 13M + 5S (jac_tmpl.h's jdbladd_); returns the flags", True)):
        g = Gen(fld, "oat_x64_%s_%s" % (name, fn), adx, args, temps(prog), comment)
        run(g, prog)
        out.append(g.text(flags))
    return "\n".join(out)


def names(name):
    return ["oat_x64_%s_%s" % (name, fn) for fn in ("jdbl", "jmadd", "jadd", "jdbladd")]


# the class of gen_x64_mont.py whose files hold each curve's routines
CLASS_OF = {"4f": "p256", "6f": "p384"}

if __name__ == "__main__":
    import sys
    sys.stdout.write(gen(sys.argv[1], sys.argv[2:] == ["adx"]))
