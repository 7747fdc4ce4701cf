#!/usr/bin/env python3
"""P-256's Jacobian point formulas as x86-64 routines, for mont4f_*.S.

The formulas of src/ec/jac_tmpl.h (a = -3; the same operations, in an
order scheduled for out-of-order cores, below) written once over P-256's
field kernels, each a routine of the C calling convention:

  void oat_x64_p256_jdbl_PATH(uint64_t r[12], const uint64_t p[12])
      r = 2p, 4M + 4S; r may be p
  int  oat_x64_p256_jadd_PATH(uint64_t r[12], const uint64_t p[12], const uint64_t q[12])
      r = p + q, 12M + 4S, neither infinity; r may be p or q
  int  oat_x64_p256_jmadd_PATH(uint64_t r[12], const uint64_t p[12], const uint64_t q[8])
      r = p + q for an affine q, 8M + 3S, p not infinity; r may be p

Points are (X, Y, Z) in Montgomery form, each coordinate 4 limbs below p.
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
squarings are local routines without a prologue (the bodies of
oat_x64_mont_mul_p256 and oat_x64_mont_sqr_p256 from gen_x64_mont.py), and
the additions, subtractions, doublings and halvings are inline, with P-256's
limbs as immediates where they fit (p0 = 2^64 - 1, p2 = 0) and from a
constant otherwise.  The figures are with the formulas below.

Frame: the callee-saved registers, then 8-byte slots for the three pointer
arguments and the flags, then the 32-byte temporaries of the formula.  The
local routines use the red zone below their own stack pointer, which holds
nothing of the caller's."""

import gen_x64_mont as M

P256 = M.P256
LIMB = [(P256 >> (64 * i)) & (2**64 - 1) for i in range(4)]
assert LIMB[0] == 2**64 - 1 and LIMB[1] == 2**32 - 1 and LIMB[2] == 0


class Loc:
    """a field element: a frame temporary or a coordinate behind an argument"""

    def __init__(self, kind, off, ptr=None):
        self.kind, self.off, self.ptr = kind, off, ptr


class Gen:
    NPTR = 4  # r, p, q, flags

    def __init__(self, name, adx, args, temps, comment):
        self.name, self.adx, self.comment = name, adx, comment
        self.lines = []
        self.args = args                     # argument names in order: "r", "p", "q"
        self.tmp = {t: 8 * self.NPTR + 32 * i for i, t in enumerate(temps)}
        self.frame = 8 * self.NPTR + 32 * len(temps)
        if self.frame % 16 == 0:             # rsp = 8 mod 16 after the 6 pushes
            self.frame += 8
        self.pslot = {a: 8 * i for i, a in enumerate(args)}
        self.fslot = 8 * 3

    def op(self, ins, *a, note=None):
        line = "\t%s\t%s" % (ins, ", ".join(a))
        if note:
            line += "\t\t\t/* %s */" % note
        self.lines.append(line)

    def loc(self, name):
        """X1 Y1 Z1 (p), X2 Y2 Z2 (q), X3 Y3 Z3 (r), or a temporary"""
        if name in self.tmp:
            return Loc("tmp", self.tmp[name])
        coord, which = name[0], name[1]
        ptr = {"1": "p", "2": "q", "3": "r"}[which]
        return Loc("ptr", 32 * "XYZ".index(coord), ptr)

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
        self.addr(d, "%rdi")
        self.addr(a, "%rsi")
        self.addr(b, "%rdx")
        self.op("leaq", ".Lp256_%s(%%rip)" % self.path(), "%rcx")
        self.op("call", ".Lmul_p256_%s" % self.path(), note="%s = %s %s" % (d, a, b))

    def sqr(self, d, a):
        self.addr(d, "%rdi")
        self.addr(a, "%rsi")
        self.op("leaq", ".Lp256_%s(%%rip)" % self.path(), "%rdx")
        self.op("call", ".Lsqr_p256_%s" % self.path(), note="%s = %s^2" % (d, a))

    def path(self):
        return "adx" if self.adx else "base"

    def store(self, d, regs):
        D = self.operand(d, "%rcx")
        for i, r in enumerate(regs):
            self.op("movq", r, D(i))

    def add(self, d, a, b, dbl=False):
        """d = a + b mod p: t = a + b (257 bits), t - p unless t < p"""
        A = self.operand(a, "%rsi")
        B = None if dbl else self.operand(b, "%rdi")
        T, S = ["%r8", "%r9", "%r10", "%r11"], ["%r12", "%r13", "%r14", "%r15"]
        self.op("xorl", "%eax", "%eax")
        for i in range(4):
            self.op("movq", A(i), T[i])
        for i in range(4):
            src = T[i] if dbl else B(i)
            self.op("addq" if i == 0 else "adcq", src, T[i],
                    note=("%s = 2 %s" % (d, a) if dbl else "%s = %s + %s" % (d, a, b)) if i == 0 else None)
        self.op("adcq", "$0", "%rax")
        for i in range(4):
            self.op("movq", T[i], S[i])
        self.op("subq", "$-1", S[0])
        self.op("sbbq", ".Lp256_%s+8(%%rip)" % self.path(), S[1])
        self.op("sbbq", "$0", S[2])
        self.op("sbbq", ".Lp256_%s+24(%%rip)" % self.path(), S[3])
        self.op("sbbq", "$0", "%rax", note="CF = t < p")
        for i in range(4):
            self.op("cmovcq", T[i], S[i])
        self.store(d, S)

    def dbl(self, d, a):
        self.add(d, a, None, dbl=True)

    def sub(self, d, a, b):
        """d = a - b mod p: the difference, plus p if it borrowed"""
        A = self.operand(a, "%rsi")
        B = self.operand(b, "%rdi")
        T = ["%r8", "%r9", "%r10", "%r11"]
        for i in range(4):
            self.op("movq", A(i), T[i])
        for i in range(4):
            self.op("subq" if i == 0 else "sbbq", B(i), T[i],
                    note="%s = %s - %s" % (d, a, b) if i == 0 else None)
        self.masked_p("sbbq", "%rax")
        self.op("addq", "%rax", T[0])
        self.op("adcq", "%rdx", T[1])
        self.op("adcq", "$0", T[2])
        self.op("adcq", "%rbx", T[3])
        self.store(d, T)

    def masked_p(self, how, mask):
        """mask = 0 or all ones (from the borrow, or already set when how is
        None); rax = p0 & mask = mask, rdx = p1 & mask, rbx = p3 & mask"""
        if how:
            self.op(how, mask, mask, note="mask")
        self.op("movl", "%eax", "%edx", note="p1 & mask")
        self.op("movq", "%rax", "%rbx")
        self.op("andq", ".Lp256_%s+24(%%rip)" % self.path(), "%rbx", note="p3 & mask")

    def hlv(self, d, a):
        """d = a / 2 mod p: a + p if a is odd (257 bits), shifted right"""
        A = self.operand(a, "%rsi")
        T = ["%r8", "%r9", "%r10", "%r11"]
        for i in range(4):
            self.op("movq", A(i), T[i])
        self.op("movl", "%r8d", "%eax")
        self.op("andl", "$1", "%eax")
        self.op("negq", "%rax", note="mask = -(a mod 2), %s = %s / 2" % (d, a))
        self.masked_p(None, "%rax")
        self.op("xorl", "%ecx", "%ecx")
        self.op("addq", "%rax", T[0])
        self.op("adcq", "%rdx", T[1])
        self.op("adcq", "$0", T[2])
        self.op("adcq", "%rbx", T[3])
        self.op("adcq", "$0", "%rcx")
        self.op("shrdq", "$1", T[1], T[0])
        self.op("shrdq", "$1", T[2], T[1])
        self.op("shrdq", "$1", T[3], T[2])
        self.op("shrdq", "$1", "%rcx", T[3])
        self.store(d, T)

    def flags(self, h, rr):
        """the flags slot = (h == 0) + (h == 0 and rr != 0), no branch"""
        H = self.operand(h, "%rsi")
        R = self.operand(rr, "%rdi")
        self.op("xorl", "%eax", "%eax")
        self.op("xorl", "%edx", "%edx")
        self.op("movq", H(0), "%r8")
        for i in range(1, 4):
            self.op("orq", H(i), "%r8")
        self.op("sete", "%al", note="H = 0")
        self.op("movq", R(0), "%r9")
        for i in range(1, 4):
            self.op("orq", R(i), "%r9")
        self.op("setne", "%dl", note="R != 0")
        self.op("andl", "%eax", "%edx")
        self.op("addl", "%edx", "%eax")
        self.op("movl", "%eax", "%d(%%rsp)" % self.fslot)

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
        for x in w[2:] if w[0] != "flags" else w[1:]:
            assert not (len(x) == 2 and x[1] in "12" and x[0] in written), (ins, prog)
        if w[0] != "flags" and len(w[1]) == 2 and w[1][1] == "3":
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


def local(fn, label):
    """a kernel's body as a local routine: no prologue (the point routines
    saved every callee-saved register), its own CFI"""
    out = ["/* %s: the body of %s, for the point routines */" % (label, fn.name),
           "\t.type\t%s, @function" % label, "\t.p2align 5", "%s:" % label, "\t.cfi_startproc"]
    out += fn.body
    out += ["\tret", "\t.cfi_endproc", "\t.size\t%s, .-%s" % (label, label), ""]
    return "\n".join(out)


def gen(adx):
    path = "adx" if adx else "base"
    out = ["/* ---- P-256's Jacobian point formulas (tools/gen_x64_p256pt.py) ---- */", "",
           "\t.section .rodata",
           "\t.p2align 5",
           ".Lp256_%s:" % path]
    out += ["\t.quad\t0x%016x" % x for x in LIMB]
    out += ["\t.text", ""]
    out.append(local(M.gen_mul("4f", adx, "p256"), ".Lmul_p256_%s" % path))
    out.append(local(M.gen_sqr("4f", adx, "p256"), ".Lsqr_p256_%s" % path))
    g = Gen("oat_x64_p256_jdbl", adx, ["r", "p"], temps(JDBL),
            "r = 2p in Jacobian coordinates, 4M + 4S (jac_tmpl.h's jdbl_)")
    run(g, JDBL)
    out.append(g.text(False))
    g = Gen("oat_x64_p256_jmadd", adx, ["r", "p", "q"], temps(JMADD),
            "r = p + q, q affine, 8M + 3S (jac_tmpl.h's jmadd_ct_); returns the flags")
    run(g, JMADD)
    out.append(g.text(True))
    g = Gen("oat_x64_p256_jadd", adx, ["r", "p", "q"], temps(JADD),
            "r = p + q, 12M + 4S (jac_tmpl.h's jadd_ct_); returns the flags")
    run(g, JADD)
    out.append(g.text(True))
    return "\n".join(out)


NAMES = ["oat_x64_p256_jdbl", "oat_x64_p256_jmadd", "oat_x64_p256_jadd"]

if __name__ == "__main__":
    import sys
    sys.stdout.write(gen(sys.argv[1:] == ["adx"]))
