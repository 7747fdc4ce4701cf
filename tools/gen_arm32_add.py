#!/usr/bin/env python3
"""ARMv7-A additive field kernels of any size, from one source.

  tools/gen_arm32_add.py N [full]   > src/arch/arm32/montN[_full]_add.S

Writes add, sub, neg, dbl and hlv mod m on N 32-bit digits (for "full",
any odd m < 2^32N, whose sums may carry out of the top digit; else m <
2^(32N-1)).  Up to eight digits a stays in registers and b, m come through
the others a few digits at a time; larger sizes run passes over four digits
at a time.  tools/regen.py writes the sizes of gen_arm32_mont.SIZES."""
import sys

from gen_arm32_mont import Fn, comment, imm, ldr, load_run, proto, reglist, rnum, routine_comment

SCR = ["r0", "r1", "r12", "lr"]


def aregs(n):
    return ["r%d" % (4 + i) for i in range(n)]


def chain_ptr(f, ins0, ins, regs, ptr, scratch, mask=None, rev=False, at=0):
    """regs[i] = regs[i] ins [ptr + 4i] (& mask) as one carry chain (rev:
    regs[i] = operand ins regs[i]), the operand in runs of len(scratch)
    through LDM ptr! (the pointer advances, except over the last run).
    at: where ptr points on entry, in digits (after an earlier pass: the
    runs before it are reached with LDMDB).  Returns where it points."""
    first = True
    n = len(regs)
    for i0 in range(0, n, len(scratch)):
        k = min(len(scratch), n - i0)
        sc = scratch[:k]
        last = i0 + k >= n
        if at != i0:
            if at == i0 + k:
                f.op("ldmdb" if k > 1 else "ldr", ptr, reglist(sc)) if k > 1 else ldr(f, sc[0], ptr, -4)
            else:
                if k == 1:
                    ldr(f, sc[0], ptr, 4 * (i0 - at))
                else:
                    f.op("add" if i0 > at else "sub", ptr, ptr, imm(4 * abs(i0 - at)))
                    f.op("ldm", ptr if last else ptr + "!", reglist(sc))
                    at = i0 if last else i0 + k
        elif k == 1:
            ldr(f, sc[0], ptr, 0) if last else f.op("ldr", sc[0], "[%s], #4" % ptr)
            at = i0 if last else i0 + 1
        else:
            f.op("ldm", ptr if last else ptr + "!", reglist(sc))
            at = i0 if last else i0 + k
        for t in range(k):
            if mask:
                f.op("and", sc[t], sc[t], mask)
            if rev:
                f.op(ins0 if first else ins, regs[i0 + t], sc[t], regs[i0 + t])
            else:
                f.op(ins0 if first else ins, regs[i0 + t], regs[i0 + t], sc[t])
            first = False
    return at


def regs_kernels(n, full, suffix):
    """add, sub, neg, dbl, hlv with a in registers (n <= 8)."""
    A = aregs(n)
    sc = SCR + ["r%d" % (4 + i) for i in range(n, 8)]
    sc = sorted(sc, key=rnum)
    out = []

    def prologue(f):
        f.op("push", "{r0, r4-r11, lr}")

    def epilogue(f):
        f.op("pop", "{r0}")
        f.op("stm", "r0", reglist(A))
        f.op("pop", "{r4-r11, pc}")

    def reduce_once(f, mptr, cr, spare):
        """A = A - m, plus m under the mask (A < 2m, with the carry of A
        in the flags for the full class)."""
        mask = cr
        if full:
            f.op("sbc", cr, cr, cr, note="carry - 1")
        s = [r for r in sc if r not in (mptr, cr)]
        at = chain_ptr(f, "subs", "sbcs", A, mptr, s)
        if full:
            f.op("adc", mask, cr, "#0", note="all ones iff a < m")
        else:
            f.op("sbc", mask, mask, mask, note="all ones iff a < m")
        chain_ptr(f, "adds", "adcs", A, mptr, s, mask=mask, at=at)

    f = Fn("oat_arm32_mont_add%d%s" % (n, suffix))
    f.doc = "r = a + b mod m"
    prologue(f)
    f.op("ldm", "r1", reglist(A))
    chain_ptr(f, "adds", "adcs", A, "r2", [r for r in sc if r not in ("r2", "r3")])
    reduce_once(f, "r3", "r2", None)
    epilogue(f)
    out.append(f)

    f = Fn("oat_arm32_mont_dbl%d%s" % (n, suffix))
    f.doc = "r = 2a mod m"
    prologue(f)
    f.op("ldm", "r1", reglist(A))
    for i, r in enumerate(A):
        f.op("adds" if i == 0 else "adcs", r, r, r)
    reduce_once(f, "r2", "r3", None)
    epilogue(f)
    out.append(f)

    f = Fn("oat_arm32_mont_sub%d" % n)
    f.doc = "r = a - b mod m: a - b, plus m under the mask of the borrow"
    prologue(f)
    f.op("ldm", "r1", reglist(A))
    chain_ptr(f, "subs", "sbcs", A, "r2", [r for r in sc if r not in ("r2", "r3")])
    f.op("sbc", "r2", "r2", "r2", note="all ones iff a < b")
    chain_ptr(f, "adds", "adcs", A, "r3", [r for r in sc if r not in ("r2", "r3")], mask="r2")
    epilogue(f)
    out.append(f)

    f = Fn("oat_arm32_mont_neg%d" % n)
    f.doc = "r = -a mod m = (m & nz) - a, nz all ones iff a != 0 (0 stays 0)"
    prologue(f)
    f.op("ldm", "r1", reglist(A))
    f.op("orr", "r1", A[0], A[1] if n > 1 else A[0])
    for r in A[2:]:
        f.op("orr", "r1", "r1", r)
    f.op("rsbs", "r1", "r1", "#0", note="carry set iff a = 0")
    f.op("sbc", "r1", "r1", "r1", note="nz = -(a != 0)")
    chain_ptr(f, "rsbs", "rscs", A, "r2", sorted([r for r in sc + ["r3"] if r not in ("r1", "r2")],
                                                 key=rnum), mask="r1")
    epilogue(f)
    out.append(f)

    f = Fn("oat_arm32_mont_hlv%d" % n)
    f.doc = ("r = a / 2 mod m: a + m if a is odd, then the %d-bit sum shifted right by one, "
             "its carry entering at the top (RRX)" % (32 * n + 1))
    prologue(f)
    f.op("ldm", "r1", reglist(A))
    f.op("sbfx", "r3", A[0], "#0", "#1", note="mask = -(a & 1)")
    chain_ptr(f, "adds", "adcs", A, "r2", [r for r in sc if r not in ("r2", "r3")], mask="r3")
    for i in range(n - 1, -1, -1):
        f.op("rrxs" if i else "rrx", A[i], A[i])
    epilogue(f)
    out.append(f)
    return out


def chunk_list(n):
    return [(i, min(4, n - i)) for i in range(0, n, 4)]


def ld(f, ptr, regs, wb=True):
    if len(regs) == 1:
        f.op("ldr", regs[0], "[%s], #4" % ptr) if wb else ldr(f, regs[0], ptr, 0)
    else:
        f.op("ldm", ptr + ("!" if wb else ""), reglist(regs))


def st(f, ptr, regs, wb=True):
    if len(regs) == 1:
        f.op("str", regs[0], "[%s], #4" % ptr) if wb else f.op("str", regs[0], "[%s]" % ptr)
    else:
        f.op("stm", ptr + ("!" if wb else ""), reglist(regs))


def chunk_kernels(n, full, suffix):
    """add, sub, neg, dbl, hlv in passes over four digits at a time, for n
    too large for the registers (r0 = r, r1 = a, r2 = b, r3 = m advance)."""
    A, B = ["r4", "r5", "r6", "r7"], ["r8", "r9", "r10", "r11"]
    c, one = "r12", "lr"
    out = []

    def sum_compare(f, dbl):
        """r = a + b (a + a), its carry in c, a chain outside the flags
        (UMAAL x, c, y, 1 = x + y + c); the flags take the borrow of the
        sum minus m at the same time."""
        f.op("mov", one, "#1")
        f.op("mov", c, "#0")
        for i, k in chunk_list(n):
            a, b = A[:k], B[:k]
            ld(f, "r1", a)
            if not dbl:
                ld(f, "r2", b)
            for t in range(k):
                f.op("umaal", a[t], c, a[t] if dbl else b[t], one)
            st(f, "r0", a)
            ld(f, "r3", b)
            for t in range(k):
                f.op("subs" if i + t == 0 else "sbcs", b[t], a[t], b[t])
        if full:
            f.op("sbc", c, c, "#0", note="all ones iff the sum < m")
        else:
            f.op("sbc", c, c, c, note="all ones iff the sum < m")
        f.op("sub", "r0", "r0", imm(4 * n))
        f.op("sub", "r3", "r3", imm(4 * n))
        f.note("r = sum - (m unless the mask)")
        for i, k in chunk_list(n):
            a, b = A[:k], B[:k]
            ld(f, "r0", a, wb=False)
            ld(f, "r3", b)
            for t in range(k):
                f.op("bic", b[t], b[t], c)
                f.op("subs" if i + t == 0 else "sbcs", a[t], a[t], b[t])
            st(f, "r0", a)

    def masked_m(f, ins0, ins, mask, ptr="r3"):
        for i, k in chunk_list(n):
            a, b = A[:k], B[:k]
            ld(f, "r0", a, wb=False)
            ld(f, ptr, b)
            for t in range(k):
                f.op("and", b[t], b[t], mask)
                f.op(ins0 if i + t == 0 else ins, a[t], a[t], b[t])
            st(f, "r0", a)

    f = Fn("oat_arm32_mont_add%d%s" % (n, suffix))
    f.doc = "r = a + b mod m"
    f.op("push", "{r4-r11, lr}")
    sum_compare(f, False)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_dbl%d%s" % (n, suffix))
    f.doc = "r = 2a mod m"
    f.op("push", "{r4-r11, lr}")
    f.op("mov", "r3", "r2")
    sum_compare(f, True)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_sub%d" % n)
    f.doc = "r = a - b mod m: a - b, plus m under the mask of the borrow"
    f.op("push", "{r4-r11, lr}")
    for i, k in chunk_list(n):
        a, b = A[:k], B[:k]
        ld(f, "r1", a)
        ld(f, "r2", b)
        for t in range(k):
            f.op("subs" if i + t == 0 else "sbcs", a[t], a[t], b[t])
        st(f, "r0", a)
    f.op("sbc", c, c, c, note="all ones iff a < b")
    f.op("sub", "r0", "r0", imm(4 * n))
    masked_m(f, "adds", "adcs", c)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_neg%d" % n)
    f.doc = "r = -a mod m = (m & nz) - a, nz all ones iff a != 0 (0 stays 0)"
    f.op("push", "{r4-r11, lr}")
    f.op("mov", c, "#0")
    for i, k in chunk_list(n):
        a = A[:k]
        ld(f, "r1", a)
        for t in range(k):
            f.op("orr", c, c, a[t])
    f.op("rsbs", c, c, "#0", note="carry set iff a = 0")
    f.op("sbc", c, c, c, note="nz = -(a != 0)")
    f.op("sub", "r1", "r1", imm(4 * n))
    for i, k in chunk_list(n):
        a, b = A[:k], B[:k]
        ld(f, "r1", a)
        ld(f, "r2", b)
        for t in range(k):
            f.op("and", b[t], b[t], c)
            f.op("subs" if i + t == 0 else "sbcs", a[t], b[t], a[t])
        st(f, "r0", a)
    f.op("pop", "{r4-r11, pc}")
    out.append(f)

    f = Fn("oat_arm32_mont_hlv%d" % n)
    f.doc = ("r = a / 2 mod m: a + m if a is odd, then the %d-bit sum shifted right by one, "
             "its carry entering at the top (RRX)" % (32 * n + 1))
    f.op("push", "{r4-r11, lr}")
    ldr(f, c, "r1", 0)
    f.op("sbfx", c, c, "#0", "#1", note="mask = -(a & 1)")
    for i, k in chunk_list(n):
        a, b = A[:k], B[:k]
        ld(f, "r1", a)
        ld(f, "r2", b)
        for t in range(k):
            f.op("and", b[t], b[t], c)
            f.op("adds" if i + t == 0 else "adcs", a[t], a[t], b[t])
        st(f, "r0", a)
    for i, k in reversed(chunk_list(n)):
        a = A[:k]
        if k == 1:
            f.op("ldr", a[0], "[r0, #-4]")
        else:
            f.op("ldmdb", "r0", reglist(a))
        for t in range(k - 1, -1, -1):
            f.op("rrxs" if i + t else "rrx", a[t], a[t])
        if k == 1:
            f.op("str", a[0], "[r0, #-4]!")
        else:
            f.op("stmdb", "r0!", reglist(a))
    f.op("pop", "{r4-r11, pc}")
    out.append(f)
    return out


def gen(n, full):
    """the kernels of n digits and the class; for a full class whose size
    also has the spare-bit one (8 and 12 digits, mont8_add.S and
    mont12_add.S) only add and dbl, the kernels where the classes differ:
    sub, neg and hlv of the spare class hold for any m < 2^32n."""
    suffix = "_full" if full else ""
    fns = (regs_kernels if n <= 8 else chunk_kernels)(n, full, suffix)
    if full and n in (8, 12):
        fns = [f for f in fns if f.name.endswith("_full")]
    return fns


ARGS = {
    "add": ["uint32_t r[%d]", "const uint32_t a[%d]", "const uint32_t b[%d]", "const uint32_t m[%d]"],
    "sub": ["uint32_t r[%d]", "const uint32_t a[%d]", "const uint32_t b[%d]", "const uint32_t m[%d]"],
    "neg": ["uint32_t r[%d]", "const uint32_t a[%d]", "const uint32_t m[%d]"],
    "dbl": ["uint32_t r[%d]", "const uint32_t a[%d]", "const uint32_t m[%d]"],
    "hlv": ["uint32_t r[%d]", "const uint32_t a[%d]", "const uint32_t m[%d]"],
}


def file_text(n, full):
    nb = 32 * n
    fns = gen(n, full)
    ops = [f.name.split("_")[3][:3] for f in fns]
    bound = ("any odd m < 2^%d: no spare bit, so a + b < 2m may carry out of the top digit, "
             "and that carry takes part in the reduction" % nb if full else
             "m odd, m < 2^%d (so a + b < 2m never needs a digit more)" % (nb - 1))
    how = ("a in registers, b and m through the other registers a few digits at a time (LDM, "
           "which leaves the flags alone, so one carry chain runs across)" if n <= 8 else
           "passes over four digits at a time (LDM/STM with writeback, which leave the flags "
           "alone); add and dbl run the sum as a chain outside the flags (UMAAL x, c, y, 1 = "
           "x + y + c) while the flags compare it with m")
    which = ", ".join(ops[:-1]) + " and " + ops[-1]
    extra = ("  The class's sub, neg and hlv are those of mont%d_add.S, which hold for any "
             "m < 2^%d." % (n, nb) if ops == ["add", "dbl"] else "")
    out = "/* Generated by tools/gen_arm32_add.py %d%s; do not edit by hand.\n" % (
        n, " full" if full else "")
    out += comment(
        "x",
        "Additive kernels on %d x 32-bit digits for ARMv7-A, ARM state: %s mod m, %s.%s"
        % (n, which, how, extra),
        "The conditional step of each is a mask (all ones or zero) from the last carry or "
        "borrow: no branch, no conditional instruction, no address that depends on a value.",
        "Preconditions: %s; field inputs < m; word-aligned pointers.  Outputs are fully "
        "reduced and may alias the inputs." % bound).split("\n", 1)[1]
    out += '#include "asm.h"\n'
    for f, op in zip(fns, ops):
        args = [x % n for x in ARGS[op]]
        out += "\n" + routine_comment(proto(f.name, args), "%s.  Straight-line: %d instructions."
                                      % (f.doc, f.count))
        out += "FUNC\t%s\n%s\nENDFUNC\t%s\n" % (f.name, "\n".join(f.lines), f.name)
    return out + "\n\t.section .note.GNU-stack, \"\", %progbits\n"


def file_name(n, full):
    return "src/arch/arm32/mont%d%s_add.S" % (n, "_full" if full else "")


if __name__ == "__main__":
    n = int(sys.argv[1])
    sys.stdout.write(file_text(n, len(sys.argv) > 2 and sys.argv[2] == "full"))
