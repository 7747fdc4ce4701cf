#!/usr/bin/env python3
"""ARMv7-A (UMAAL, Cortex-A9) Montgomery kernels of any size, from one source.

  tools/gen_arm32_mont.py N [full]   > src/arch/arm32/montN[_full]_mul.S

Writes oat_arm32_mont_mulN[_full] and oat_arm32_mont_sqrN[_full] for N
32-bit digits: "full" for any odd m < 2^32N (the carry out of the top digit
is kept, the class of P-256's p), else for m < 2^(32N-1).  The routines are
straight-line (no branch, no conditional instruction, no address that
depends on a value); tools/regen.py writes the sizes of SIZES and CI checks
them.

The code is built from a few parts, each a Python function that emits
instructions into an Fn:
  - Win, the running digits of a row-by-row product held in registers (a
    map position -> register, with the registers known to hold 0), and its
    row(): one UMAAL chain;
  - the products into stack slots: product() (strips of four multipliers
    over 4 x 4 tiles), product_rows() (all of a in registers, n <= 6),
    square_strips() and double_diag() (the triangle, doubled, plus the
    squares);
  - the reductions: redc_rows() (a window of n + 1 registers, n <= 8) and
    redc_strip() / redc_long() (strips of four u against tiles of m);
  - the final S = V + T_hi and S mod m: in mul_small_tail(), final_regs()
    and final_chunks().
Where a choice of registers or of method changes the count, the generator
tries them all and keeps the shortest (best()): the instruction count is
the cost measure (exact under qemu), and with no branch it is the count of
the emitted lines."""
import itertools
import sys

# The sizes and classes the NIST fields need (P-192, P-224: 6 and 7 digits;
# P-256, P-384: 8 and 12 with no spare bit; P-521: 17 with spare bits).
SIZES = [(6, True), (7, True), (8, True), (12, True), (17, False)]

ALL = ["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "lr"]


def rnum(r):
    return 14 if r == "lr" else int(r[1:])


def reglist(regs):
    """{r4-r7, r9} style list of registers (ascending)."""
    regs = sorted(regs, key=rnum)
    out, i = [], 0
    while i < len(regs):
        j = i
        while j + 1 < len(regs) and rnum(regs[j + 1]) == rnum(regs[j]) + 1 and regs[j + 1] != "lr":
            j += 1
        out.append(regs[i] if j - i < 2 else "%s-%s" % (regs[i], regs[j]))
        if j - i == 1:
            out[-1] = regs[i]
            out.append(regs[j])
        i = j + 1
    return "{" + ", ".join(out) + "}"


class Fn:
    """One routine: a list of instruction lines and comments."""

    def __init__(self, name):
        self.name, self.lines, self.count = name, [], 0

    def op(self, ins, *args, note=None):
        line = "\t%s\t%s" % (ins, ", ".join(args))
        if note:
            line += "\t\t@ " + note
        self.lines.append(line)
        self.count += 1

    def note(self, text):
        self.lines.append("\t/* %s */" % text)

    def extend(self, other):
        self.lines += other.lines
        self.count += other.count

    def text(self, head):
        return head + "FUNC\t%s\n%s\nENDFUNC\t%s\n" % (self.name, "\n".join(self.lines), self.name)


def comment(*paras):
    """a C comment block of wrapped paragraphs; a paragraph that is a list
    is a list of items with hanging indents, a string starting with a
    space keeps its lines."""
    import textwrap
    out = []
    for i, para in enumerate(paras):
        if out and not (isinstance(para, list) and paras[i - 1].endswith(":")):
            out.append(" *")
        if isinstance(para, list):
            for item in para:
                out += textwrap.wrap(item, 76, initial_indent=" *   - ",
                                     subsequent_indent=" *     ")
        elif para.startswith(" "):
            out += [" *" + line for line in para.split("\n")]
        else:
            out += textwrap.wrap(para, 77, initial_indent=" * ", subsequent_indent=" * ")
    out[0] = "/*" + out[0][2:]
    return "\n".join(out) + " */\n"


def routine_comment(proto_, doc):
    """the comment above a routine: its prototype, then its contract wrapped."""
    import textwrap
    lines = textwrap.wrap(" ".join(doc.split()), 77, initial_indent=" * ", subsequent_indent=" * ")
    return "/* %s\n%s */\n" % (proto_, "\n".join(lines))


def proto(name, args):
    """a C prototype, wrapped after the third parameter if long."""
    line = "void %s(%s);" % (name, ", ".join(args))
    if len(line) <= 74 or len(args) <= 3:
        return line
    return "void %s(%s,\n *         %s);" % (name, ", ".join(args[:3]), ", ".join(args[3:]))


def imm(v):
    return "#%d" % v


def mem(base, off):
    return "[%s, #%d]" % (base, off) if off else "[%s]" % base


def ldr(f, reg, base, off, note=None):
    f.op("ldr", reg, mem(base, off), note=note)


def str_(f, reg, base, off, note=None):
    f.op("str", reg, mem(base, off), note=note)


def load_run(f, regs, base, off, tmp=None):
    """regs <- consecutive words at [base + off]: LDM when the registers
    ascend (through tmp, or through the last of regs, as the base when off is
    not 0), else LDRD pairs and LDR."""
    n = len(regs)
    asc = all(rnum(regs[i + 1]) > rnum(regs[i]) for i in range(n - 1))
    if n == 1:
        ldr(f, regs[0], base, off)
        return
    if asc and off == 0:
        f.op("ldm", base, reglist(regs))
        return
    if asc and n > 2:
        t = tmp if tmp else regs[-1]
        f.op("add", t, base, imm(off))
        f.op("ldm", t, reglist(regs))
        return
    i = 0
    while i < n:
        if (i + 1 < n and rnum(regs[i]) % 2 == 0 and rnum(regs[i + 1]) == rnum(regs[i]) + 1
                and regs[i] != "r12" and off + 4 * i < 256):
            f.op("ldrd", regs[i], regs[i + 1], mem(base, off + 4 * i))
            i += 2
        else:
            ldr(f, regs[i], base, off + 4 * i)
            i += 1


def store_run(f, regs, base, off, tmp=None):
    """[base + off] <- regs (consecutive words): STM when they ascend and a
    base is at hand, else STRD pairs and STR."""
    n = len(regs)
    asc = all(rnum(regs[i + 1]) > rnum(regs[i]) for i in range(n - 1))
    if n > 1 and asc and off == 0:
        f.op("stm", base, reglist(regs))
        return
    if n > 2 and asc and tmp:
        f.op("add", tmp, base, imm(off))
        f.op("stm", tmp, reglist(regs))
        return
    i = 0
    while i < n:
        if (i + 1 < n and rnum(regs[i]) % 2 == 0 and rnum(regs[i + 1]) == rnum(regs[i]) + 1
                and regs[i] != "r12" and off + 4 * i < 256):
            f.op("strd", regs[i], regs[i + 1], mem(base, off + 4 * i))
            i += 2
        else:
            str_(f, regs[i], base, off + 4 * i)
            i += 1


class Win:
    """The running digits of a product or reduction held in registers: a map
    position -> register, the free registers in the order they are handed
    out (the one freed last goes to the back, so the registers rotate), and
    the registers known to hold zero."""

    def __init__(self, f, regs):
        self.f, self.at, self.free, self.zero = f, {}, list(regs), set()
        self.pending = []   # final digits not stored yet: (reg, base, off)

    def flush(self, keep=0):
        """stores the pending digits but the last `keep`, two at a time
        with STRD where their registers pair and their slots follow."""
        todo, self.pending = self.pending[:len(self.pending) - keep], self.pending[len(self.pending) - keep:]
        todo.sort(key=lambda t: (t[1], t[2]))
        i = 0
        while i < len(todo):
            r, base, off = todo[i]
            if (i + 1 < len(todo) and todo[i + 1][1] == base and todo[i + 1][2] == off + 4
                    and rnum(r) % 2 == 0 and rnum(todo[i + 1][0]) == rnum(r) + 1 and r != "r12"
                    and off < 256):
                self.f.op("strd", r, todo[i + 1][0], mem(base, off))
                i += 2
            else:
                str_(self.f, r, base, off)
                i += 1
        for t in todo:
            self.release(t[0])

    def take(self):
        if not self.free:
            self.flush(len(self.pending) - 1 if len(self.pending) > 1 else 0)
        r = self.free.pop(0)
        self.zero.discard(r)
        return r

    def take_zero(self):
        """a free register holding 0 (one known to be 0 first, else MOV)."""
        for r in self.free:
            if r in self.zero:
                self.free.remove(r)
                self.zero.discard(r)
                return r
        r = self.take()
        self.f.op("mov", r, "#0")
        return r

    def release(self, r, zero=False):
        self.free.append(r)
        if zero:
            self.zero.add(r)

    def row(self, y, xs, p, cin=None):
        """positions p .. p+k-1 (k = len(xs)) += xs * y + cin, the carry out
        becomes position p+k.  cin: None (zero), or (base, off) to load, or a
        register.  A missing position is zero; UMULL starts a row whose first
        position and carry are both zero."""
        f = self.f
        assert p + len(xs) not in self.at
        c = None
        if isinstance(cin, tuple):
            c = self.take()
            ldr(f, c, cin[0], cin[1])
        elif isinstance(cin, str):
            c = cin
        for t, x in enumerate(xs):
            q = p + t
            lo = self.at.get(q)
            if c is None and lo is None:
                lo, c = self.take(), self.take()
                f.op("umull", lo, c, x, y)
                self.at[q] = lo
                continue
            if c is None:
                c = self.take_zero()
            if lo is None:
                lo = self.take_zero()
                self.at[q] = lo
            f.op("umaal", lo, c, x, y)
        self.at[p + len(xs)] = c

    def put(self, p, base, off):
        """position p is final: its store waits (flush) until its register
        is needed, so that two can go with one STRD."""
        self.pending.append((self.at.pop(p), base, off))

    def put_run(self, p, n, base, off, tmp=None):
        self.flush()
        if tmp == "any":
            tmp = self.free[0] if self.free else None
        regs = [self.at.pop(p + i) for i in range(n)]
        store_run(self.f, regs, base, off, tmp)
        for r in regs:
            self.release(r)

    def drop(self, p, zero=False):
        self.release(self.at.pop(p), zero)


def best(f, name, variants):
    """Emits the shortest of the variants (functions of a scratch Fn that
    return any value, which is returned)."""
    top = None
    for v in variants:
        g = Fn(name)
        res = v(g)
        if top is None or g.count < top[0].count:
            top = (g, res)
    f.extend(top[0])
    return top[1]


def chunks(n):
    """4-digit chunks, the remainder last."""
    out = [4] * (n // 4)
    if n % 4:
        out.append(n % 4)
    return out


YR = ["r3", "r6", "r7", "r8"]       # a strip's multipliers
XR = ["r9", "r10", "r11", "r12"]    # a chunk of the other operand
WR = ["r0", "r1", "r2", "r4", "r5"]  # the window of running digits


def product(f, n, ld_y, tslot, ap="lr"):
    """T = a * b (2n digits) into the slots tslot(p) = (base, off), a at the
    cursor register ap (advanced chunk by chunk and rewound after each strip),
    the b chunk j loaded into YR by ld_y(f, j, regs).  Strips of four
    multipliers b_4j..b_4j+3 run over the 4-digit chunks of a as 4 x 4
    tiles whose window of five registers passes from tile to tile; the
    digits an earlier strip left at the positions of a tile enter as the
    starting carries of its rows.  A chunk of a shorter than 4 (n mod 4
    digits) is taken as the multipliers of its tile (transposed), so the
    window still passes; a last strip of 3 multipliers runs transposed over
    all of a, one of 1 or 2 as long rows over a and T."""
    ch = chunks(n)
    for j, l in enumerate(ch):
        vs = []
        if l >= 3:
            vs += [lambda g, o=o: product_strip(g, n, j, ld_y, tslot, ap, list(o))
                   for o in itertools.permutations(WR)]
        if l < 4:
            vs.append(lambda g: long_rows(g, n, j, l, ld_y, tslot, ap))
        best(f, "strip", vs)


def product_strip(f, n, j, ld_y, tslot, ap, wr):
    ch = chunks(n)
    rem = n % 4
    l = ch[j]
    if True:
        B = 4 * j
        last = j == len(ch) - 1
        w = Win(f, wr)
        f.note("strip %d: T[%d..%d) += a * b[%d..%d) 2^%d" % (j, B, B + n + l, B, B + l, 32 * B))
        if l == 4 or rem == 3:
            ld_y(f, j, YR[:l])
            if j > 0:
                regs = [w.take() for _ in range(min(l, 4))]
                base, off = tslot(B)
                load_run(f, regs, base, off, tmp=None)
                for i, r in enumerate(regs):
                    w.at[B + i] = r
        if l == 4:
            for i, k in enumerate(ch):
                f.op("ldm", ap + "!", reglist(XR[:k]))
                for r in range(4 if k == 4 else k):
                    p = B + 4 * i + r
                    cin = tslot(p) if (j > 0 and i > 0 and p < B + n) else None
                    if k == 4:
                        w.row(YR[r], XR, p, cin)
                    else:
                        w.row(XR[r], YR, p, cin)
                    w.put(p, *tslot(p))
            if not last:
                f.op("sub", ap, ap, imm(4 * n))
            top = B + n
            base, off = tslot(top)
            w.put_run(top, 4, base, off, tmp="any")
        elif rem == 3:
            # transposed strip: the three b digits are the operand, a the multipliers
            for i, k in enumerate(ch):
                f.op("ldm", ap + "!", reglist(XR[:k]))
                for t in range(k):
                    p = B + 4 * i + t
                    cin = tslot(p) if (j > 0 and p >= B + l and p < B + n) else None
                    w.row(XR[t], YR[:l], p, cin)
                    w.put(p, *tslot(p))
            top = B + n
            base, off = tslot(top)
            w.put_run(top, l, base, off, tmp="any")
        else:
            raise ValueError(l)


def long_rows(f, n, j, l, ld_y, tslot, ap):
    """the last strip as l long rows: T[B+s .. B+s+n] += a * b_B+s, each
    chunk of T loaded, multiplied into and stored back (B = 4j)."""
    B = 4 * j
    f.note("strip %d: T[%d..%d) += a * b[%d..%d) 2^%d, as %d long rows"
           % (j, B, B + n + l, B, B + l, 32 * B, l))
    ld_y(f, j, YR[:l])
    tb = YR[l]
    ch = chunks(n)
    for s in range(l):
        p0 = B + s
        base, off = tslot(p0)
        f.op("add", tb, base, imm(off))
        c = WR[4]
        for i, k in enumerate(ch):
            f.op("ldm", ap + "!", reglist(XR[:k]))
            f.op("ldm", tb, reglist(WR[:k]))
            for t in range(k):
                if i == 0 and t == 0:
                    f.op("mov", c, "#0")
                f.op("umaal", WR[t], c, XR[t], YR[s])
            f.op("stm", tb + "!", reglist(WR[:k]))
        str_(f, c, tb, 0)
        if s < l - 1:
            f.op("sub", ap, ap, imm(4 * n))


def product_rows(f, n, areg, ld_y, tslot, wr):
    """T = a * b for n <= 6: all of a in registers (areg), one row per
    digit of b (ld_y(f, i, reg) loads b_i), the window of n + 1 registers
    kept from row to row.  Leaves T[n..2n) in the window; returns it."""
    w = Win(f, wr)
    y = wr[-1]
    w.free.remove(y)
    for i in range(n):
        ld_y(f, i, y)
        w.row(y, areg, i, None)
        w.put(i, *tslot(i))
    w.flush()
    return w


def redc_rows(f, n, win, pool, resident_n0=None):
    """V = (W + U m) / 2^32n for the n digits W at positions 0..n-1 of win:
    n rows of u = w_i n0 (in lr), W += u m 2^32i, digit i vanishing (its
    register, now 0, is the next row's carry).  m and n0 come from the
    modulus block at sp: m_0..m_(P-1), n0, m_P..m_(n-1) (P = len(pool)),
    loaded each row into pool and lr, the pairs of pool refilled by LDRD as
    their digits are used; or m resident in pool when it holds all of m,
    n0 then at [sp + resident_n0].  V <= m: W < 2^32n and U < 2^32n.
    Returns the registers of V, in order."""
    P = len(pool)
    resident = P >= n
    if resident:
        load_run(f, pool[:n], "sp", 0)
    for i in range(n):
        if resident:
            ldr(f, "lr", "sp", resident_n0)
        else:
            f.op("ldm", "sp", reglist(pool + ["lr"]))
        f.op("mul", "lr", win.at[i], "lr", note="u = w%d n0" % i)
        c = win.take_zero()
        for t in range(n):
            mreg = pool[t] if (resident or t < P) else pool[(t - P) % P]
            f.op("umaal", win.at[i + t], c, "lr", mreg)
            if not resident and t < P and t % 2 == 1 and P + t - 1 < n:
                k = P + t - 1
                regs = [pool[t - 1], pool[t]] if k + 1 < n else [pool[t - 1]]
                load_run(f, regs, "sp", 4 * (k + 1))
        win.at[i + n] = c
        win.drop(i, zero=True)
    return [win.at[n + i] for i in range(n)]


def runs(offs, maxlen):
    """splits digit indices into runs of consecutive offsets."""
    out, cur = [], []
    for i, o in enumerate(offs):
        if cur and (o != offs[cur[-1]] + 4 or len(cur) == maxlen):
            out.append(cur)
            cur = []
        cur.append(i)
    if cur:
        out.append(cur)
    return out


def chain_mem(f, ins0, ins, regs, offs, scratch, mask=None, base="sp"):
    """regs[i] = regs[i] ins [base + offs[i]] (& mask) as one carry chain,
    the operands loaded into scratch in runs (LDM/LDRD/LDR, which keep the
    flags)."""
    first = True
    for run in runs(offs, len(scratch)):
        sc = scratch[:len(run)]
        load_run(f, sc, base, offs[run[0]])
        for k, i in enumerate(run):
            if mask:
                f.op("and", sc[k], sc[k], mask)
            f.op(ins0 if first else ins, regs[i], regs[i], sc[k])
            first = False


def mont_mul_small(n, full, sqr=False):
    """the shortest of the ways to the product (mont_mul_small_by)."""
    ways = ["tiles"] + (["rows"] if n <= 6 else []) + (["square"] if sqr else [])
    fs = [mont_mul_small_by(n, full, sqr, w) for w in ways]
    return min(fs, key=lambda f: f.count)


def mont_mul_small_by(n, full, sqr, way):
    """Montgomery multiplication (or squaring) on n <= 8 digits: the product
    T on the stack (product_frame), the reduction in a window of n + 1
    registers (redc_rows), then S = V + T_hi and one subtraction of m under
    a mask (mul_small_tail)."""
    name = "oat_arm32_mont_%s%d%s" % ("sqr" if sqr else "mul", n, "_full" if full else "")
    f = Fn(name)
    f.way = way
    P = 12 - n
    pool = ["r%d" % r for r in range(13 - P, 13)] if P != 4 else ["r8", "r9", "r10", "r11"]
    winregs = [r for r in ALL[:13] if r not in pool]
    lay = product_frame(f, n, sqr, way, block=min(P, n))
    best(f, "tail", [lambda g, o=o: mul_small_tail(g, n, full, winregs[o:] + winregs[:o], pool,
                                                  lay["T"], lay["T"] + 4 * n, lay["SAVE"],
                                                  lay["nsave"], P)
                     for o in range(n + 1)])
    return f


def product_frame(f, n, sqr, way, block=None):
    """The prologue of a multiplication or squaring on n digits and the
    product T = a b (a^2) on the stack, by way "rows" (all of a in
    registers, one row per digit of b, n <= 6), "tiles" (product()) or
    "square" (square_strips() and double_diag()).  The frame: [0] the
    modulus block when block is not None (m_0..m_block-1, n0, the rest of
    m; n0 from the caller's stack, or r3 for squares), [T] T (2n words),
    [SAVE] r, then the copy of b (rows) or the pointers b + 16j (tiles),
    then the saved r4-r11, lr, then the caller's stack.  Returns the
    offsets."""
    nch = len(chunks(n))
    B = 0 if block is None else 4 * (n + 1)
    T = B
    SAVE = T + 8 * n
    nsave = 1 + {"rows": n, "tiles": nch - 1, "square": 0}[way]
    bptr = "r1" if sqr else "r2"
    f.op("push", "{r0, r4-r11, lr}" if way == "square" else "{r4-r11, lr}")
    if way == "rows":
        f.op("ldm", bptr, reglist(["r%d" % (4 + i) for i in range(n)]))
        f.op("push", reglist(["r0"] + ["r%d" % (4 + i) for i in range(n)]))
    elif way == "tiles":
        ptrs = ["r%d" % (4 + j) for j in range(1, nch)]
        for j, pr in enumerate(ptrs):
            f.op("add", pr, bptr, imm(16 * (j + 1)))
        f.op("push", reglist(["r0"] + ptrs))
    f.op("sub", "sp", "sp", imm(8 * n))
    if block is not None:
        m0 = 4 if sqr else 3            # (for squares n0 arrives in r3)
        mregs = ["r%d" % r for r in range(m0, m0 + n + 1)]
        nreg = mregs.pop(block)
        f.op("ldm", "r2" if sqr else "r3", reglist(mregs))
        if sqr:
            f.op("mov", nreg, "r3")
        else:
            ldr(f, nreg, "sp", 8 * n + 4 * nsave + 36, note="n0")
        f.op("push", reglist(sorted(mregs + [nreg], key=rnum)))

    def tslot(p):
        return ("sp", T + 4 * p)

    if way == "rows":
        aregs = ["r%d" % r for r in range(13 - n, 13)]
        wr = [r for r in ALL if r not in aregs]
        f.op("ldm", "r1", reglist(aregs))

        def ld_y(g, i, reg):
            ldr(g, reg, "sp", SAVE + 4 + 4 * i)

        def body(g, order):
            w = product_rows(g, n, aregs, ld_y, tslot, order)
            store_run(g, [w.at[n + i] for i in range(n)], "sp", T + 4 * n,
                      tmp=w.free[0] if w.free else None)
        best(f, "rows", [lambda g, o=o: body(g, wr[:-1][o:] + wr[:-1][:o] + [wr[-1]])
                         for o in range(len(wr) - 1)])
    elif way == "tiles":
        f.op("mov", "lr", "r1")

        def ld_y(g, j, regs):
            if j == 0:
                g.op("ldm", bptr, reglist(regs))
            else:
                ldr(g, regs[-1], "sp", SAVE + 4 * j)
                g.op("ldm", regs[-1], reglist(regs))
        product(f, n, ld_y, tslot)
    else:
        ch = chunks(n)
        inregs = YR + XR if ch == [4, 4] else None
        if inregs:
            f.op("ldm", "r1", reglist(inregs), note="a, all of it")
        else:
            f.op("mov", "lr", "r1")
        square_strips(f, n, tslot, preloaded=bool(inregs))
        double_diag(f, n, "sp", T, "lr", inregs)
    return {"T": T, "SAVE": SAVE, "nsave": nsave, "frame": SAVE + 4 * nsave}


def mul_small_tail(f, n, full, wr, pool, TL, TH, SAVE, nsave, P):
    """the reduction in registers, S = V + T_hi, S mod m, the store."""
    f.note("V = (T_lo + U m) / 2^%d, in registers" % (32 * n))
    w = Win(f, wr[n:])
    load_run(f, wr[:n], "sp", TL, tmp=None)
    for i in range(n):
        w.at[i] = wr[i]
    v = redc_rows(f, n, w, pool, resident_n0=4 * n)
    zero = w.free[0]
    scratch = sorted(pool + ["lr", zero], key=rnum)
    f.note("S = V + T_hi%s" % (", with its carry" if full else ""))
    chain_mem(f, "adds", "adcs", v, [TH + 4 * i for i in range(n)], scratch)
    cr = None
    if full:
        cr = scratch.pop(0)
        f.op("sbc", cr, cr, cr, note="carry - 1")
    moff = [4 * i if i < min(P, n) else 4 * (i + 1) for i in range(n)]
    f.note("S mod m: S - m, then m added back under the mask of the borrow")
    if full:
        chain_mem(f, "subs", "sbcs", v, moff, scratch)
        mask = cr
        f.op("adc", mask, cr, "#0", note="all ones iff S < m")
        sc = scratch
    else:
        mask = scratch[0]
        sc = scratch[1:]
        chain_mem(f, "subs", "sbcs", v, moff, sc)
        f.op("sbc", mask, mask, mask, note="all ones iff S < m")
    chain_mem(f, "adds", "adcs", v, moff, sc, mask=mask)
    ldr(f, sc[0], "sp", SAVE)
    store_run(f, v, sc[0], 0)
    f.op("add", "sp", "sp", imm(SAVE + 4 * nsave))
    f.op("pop", "{r4-r11, pc}")


def square_strips(f, n, tslot, ap="lr", preloaded=False):
    """Y = sum_{i<j} a_i a_j 2^32(i+j) (positions 1 .. 2n-2) into the slots
    tslot(p), with a at the cursor ap.  Strip j takes the digits of chunk j
    as multipliers: first the triangle of the chunk with itself (row r:
    a_c+r times a_c+r+1 .. a_c+l-1, from position 2c + 2r + 1), then the
    4 x 4 tiles with each later chunk (a short last chunk transposed), the
    window passing from the triangle to the tiles.  The digits earlier
    strips left at the positions come in as the starting window and as the
    starting carries of the tiles' rows."""
    ch = chunks(n)
    # with a last chunk of four, the strip before it ends on the window of
    # that chunk's triangle and does it with the chunk still in XR
    merge = len(ch) >= 2 and ch[-1] == 4
    for j, l in enumerate(ch):
        if merge and j == len(ch) - 1:
            break
        best(f, "sqstrip", [lambda g, o=o: square_strip(g, n, j, tslot, ap, list(o),
                                                        merge and j == len(ch) - 2, preloaded)
                            for o in itertools.permutations(WR)])


def triangle(w, regs, P, tslot, final_below):
    """the triangle of the chunk in regs at position P: row r is regs[r]
    times regs[r+1..], from position P + 2r + 1; the positions below
    final_below that a row leaves behind are stored."""
    l = len(regs)
    for r in range(l - 1):
        w.row(regs[r], regs[r + 1:l], P + 2 * r + 1, None)
        for q in (P + 2 * r + 1, P + 2 * r + 2):
            if q < final_below:
                w.put(q, *tslot(q))


def square_strip(f, n, j, tslot, ap, wr, then_last=False, preloaded=False):
    ch = chunks(n)
    l = ch[j]
    c = 4 * j
    P = 2 * c
    last = j == len(ch) - 1
    if l == 1:
        return
    w = Win(f, wr)
    f.note("strip %d: the products of a[%d..%d) with a[%d..%d)" % (j, c, c + l, c, n))
    if j == 0:
        if not preloaded:
            f.op("ldm", ap + "!", reglist(YR[:l]))
    else:
        f.op("sub", ap, ap, imm(4 * n - 4 * c))
        f.op("ldm", ap + "!", reglist(YR[:l]))
        regs = [w.take() for _ in range(l - 1)]
        base, off = tslot(P + 1)
        load_run(f, regs, base, off)
        for i, r in enumerate(regs):
            w.at[P + 1 + i] = r
    triangle(w, YR[:l], P, tslot, P + l)
    if last:
        top = P + l
        base, off = tslot(top)
        w.put_run(top, l - 1, base, off, tmp="any")
        return
    for i in range(j + 1, len(ch)):
        k = ch[i]
        if not preloaded:
            f.op("ldm", ap + "!", reglist(XR[:k]))
        ci = 4 * i
        for r in range(4 if k == 4 else k):
            p = c + ci + r
            cin = tslot(p) if (j > 0 and p < c + n) else None
            if k == 4:
                w.row(YR[r], XR, p, cin)
            else:
                w.row(XR[r], YR, p, cin)
            w.put(p, *tslot(p))
    top = c + n
    if then_last:
        # the window holds positions 2c' .. 2c' + 3 of the last chunk c'
        c2 = n - 4
        f.note("the products of a[%d..%d) with themselves, on the window" % (c2, n))
        w.put(2 * c2, *tslot(2 * c2))
        triangle(w, XR, 2 * c2, tslot, 2 * c2 + 4)
        top = 2 * c2 + 4
        base, off = tslot(top)
        w.put_run(top, 3, base, off, tmp="any")
        return
    base, off = tslot(top)
    w.put_run(top, 4, base, off, tmp="any")


def double_diag(f, n, base, off, ap, areg=None):
    """T = 2 Y + sum a_i^2 2^64i in place over the 2n slots at [base + off]
    (Y_0 and Y_2n-1 are 0 and not read), a at the cursor ap (rewound to a
    first), four digits at a time: ADCS doubles on the carry flag while a
    second chain, a whole digit d, adds the squares with UMAAL (which leaves
    the flags alone): UMAAL y_2k, d, a_k, a_k and UMAAL y_2k+1, d, 0, 0.
    Both chains end without a carry since a^2 < 2^64n.  areg: the registers
    that still hold a_0..a_n-1 (the triangle's last strips leave a in YR
    and XR for n <= 8), so that nothing is loaded, and a_0's register is
    the zero once a_0^2 is taken."""
    G, d, z, A, tb = ["r0", "r1", "r2", "r4"], "r5", "r3", ["r6", "r7", "r8", "r9"], "r10"
    f.note("T = 2 Y + the squares a_i^2 2^%d i" % 64)
    if areg:
        tb = "lr"
        f.op("add", tb, base, imm(off))
    else:
        f.op("sub", ap, ap, imm(4 * n))
        f.op("add", tb, base, imm(off))
        f.op("mov", z, "#0")
    npos = 2 * n
    k = 0          # next a digit
    have = []      # a digits in registers
    for g0 in range(0, npos, 4):
        cnt = min(4, npos - g0)
        regs = G[:cnt]
        last = g0 + cnt == npos
        nload = cnt - 1 if last else cnt       # Y_2n-1 is not read
        if nload == cnt:
            f.op("ldm", tb, reglist(regs))
        elif nload > 1:
            f.op("ldm", tb, reglist(regs[:nload]))
        else:
            ldr(f, regs[0], tb, 0)
        if areg and not have:
            have = list(areg[k:k + 2])
            k += len(have)
        if not have:
            left = n - k
            if left >= 4:
                f.op("ldm", ap + "!", reglist(A))
                have = A[:]
            elif left >= 2:
                f.op("ldrd", A[0], A[1], "[%s], #8" % ap)
                have = A[:2]
                if left == 3:
                    f.op("ldr", A[2], "[%s], #4" % ap)
                    have = A[:3]
            else:
                f.op("ldr", A[0], "[%s], #4" % ap)
                have = A[:1]
            k += len(have)
        for t in range(cnt):
            q = g0 + t
            y = regs[t]
            if q == 0:
                continue
            if q == npos - 1:
                f.op("adc", y, z, z, note="2 Y_%d = 0, plus the carry" % q)
            else:
                f.op("adds" if q == 1 else "adcs", y, y, y)
        for t in range(cnt):
            q = g0 + t
            y = regs[t]
            if q % 2 == 0:
                x = have.pop(0)
                if q == 0:
                    f.op("umull", y, d, x, x, note="a_0^2")
                    if areg:
                        z = x
                        f.op("mov", z, "#0", note="a_0 is done: its register is the zero")
                else:
                    f.op("umaal", y, d, x, x, note="a_%d^2" % (q // 2))
            else:
                f.op("umaal", y, d, z, z)
        f.op("stm", tb + ("!" if not last else ""), reglist(regs))


def load_pos(f, w, ps, slots, tmp=None):
    """window positions ps (ascending) <- their slots, in contiguous runs."""
    regs = [w.take() for _ in ps]
    i = 0
    while i < len(ps):
        j = i
        while j + 1 < len(ps) and slots(ps[j + 1]) == (slots(ps[j])[0], slots(ps[j])[1] + 4):
            j += 1
        base, off = slots(ps[i])
        load_run(f, regs[i:j + 1], base, off, tmp=tmp)
        i = j + 1
    for p, r in zip(ps, regs):
        w.at[p] = r


def put_pos(f, w, ps, slots, tmp=None):
    i = 0
    while i < len(ps):
        j = i
        while j + 1 < len(ps) and slots(ps[j + 1]) == (slots(ps[j])[0], slots(ps[j])[1] + 4):
            j += 1
        base, off = slots(ps[i])
        w.put_run(ps[i], j - i + 1, base, off, tmp=tmp)
        i = j + 1


def redc_strip(f, n, j, rd, wr, mcur, order):
    """Reduction strip j (four u): W[4j..4j+n+4) += U_j m 2^128j with
    U_j = u_4j..u_4j+3 chosen so that digits 4j..4j+3 vanish; the first tile
    computes each u (u = w n0) as its row begins, the digit leaving as 0
    (the next row's carry); the other tiles take the digits of W at their
    positions as their rows' starting carries.  rd(p) / wr(p): where
    position p is read / written.  0, m_0..m_3 and n0 at [sp] (the 0 is
    the first row's carry), the rest from [sp + mcur] (the modulus block
    from m_4 on)."""
    ch = chunks(n)
    B = 4 * j
    w = Win(f, order)
    f.note("reduction strip %d: digits %d..%d vanish" % (j, B, B + 3))
    load_pos(f, w, list(range(B, B + 4)), rd)
    z = w.free[0]
    f.op("ldm", "sp", reglist([z] + XR + ["lr"]), note="0, m0..m3, n0")
    w.zero.add(z)
    for r in range(4):
        p = B + r
        f.op("mul", YR[r], w.at[p], "lr", note="u")
        w.row(YR[r], XR, p, None)
        w.drop(p, zero=True)
    f.op("add", "lr", "sp", imm(mcur))
    for i, k in enumerate(ch[1:], 1):
        f.op("ldm", "lr!", reglist(XR[:k]))
        for r in range(4 if k == 4 else k):
            p = B + 4 * i + r
            cin = rd(p) if p < B + n else None
            if k == 4:
                w.row(YR[r], XR, p, cin)
            else:
                w.row(XR[r], YR, p, cin)
            w.put(p, *wr(p))
    put_pos(f, w, list(range(B + n, B + n + 4)), wr, tmp="any")


def redc_long(f, n, j, l, rd, wr, mptr, n0off):
    """the last reduction strip, l < 4 digits, as l long rows: u = w n0,
    W[B+s .. B+s+n] += u m (B = 4j), digit B+s vanishing; m from the
    pointer at [sp + mptr]."""
    B = 4 * j
    f.note("reduction strip %d: digits %d..%d vanish, as long rows" % (j, B, B + l - 1))
    u, c, nz = YR[0], WR[4], YR[1]
    ldr(f, nz, "sp", n0off, note="n0")
    for s in range(l):
        p0 = B + s
        ldr(f, "lr", "sp", mptr)
        ps = list(range(p0, p0 + n))
        # runs of contiguous slots, at most 4 digits
        rs, cur = [], [ps[0]]
        for p in ps[1:]:
            if len(cur) < 4 and rd(p) == (rd(cur[-1])[0], rd(cur[-1])[1] + 4):
                cur.append(p)
            else:
                rs.append(cur)
                cur = [p]
        rs.append(cur)
        cur = None     # where the cursor YR[2] points (read = write slots here)
        for ri, run in enumerate(rs):
            k = len(run)
            wregs = WR[:k]
            base, off = rd(run[0])
            assert rd(run[0]) == wr(run[0])
            if cur != off:
                f.op("add", YR[2], base, imm(off))
            if k == 1:
                ldr(f, wregs[0], YR[2], 0)
            else:
                f.op("ldm", YR[2], reglist(wregs))
            f.op("ldm", "lr!", reglist(XR[:k]))
            for t in range(k):
                if ri == 0 and t == 0:
                    f.op("mul", u, wregs[0], nz, note="u")
                    f.op("mov", c, "#0")
                f.op("umaal", wregs[t], c, XR[t], u)
            if k == 1:
                f.op("str", wregs[0], "[%s], #4" % YR[2])
            else:
                f.op("stm", YR[2] + "!", reglist(wregs))
            cur = off + 4 * k
        wb, wo = wr(p0 + n)
        str_(f, c, wb, wo)


def final_regs(f, n, full, sregs, scratch, vslots, moff, save, tmp):
    """S = T_hi (already in sregs) + V (at vslots), then S mod m and the
    store to r (the pointer at [sp + save]).  With fewer than four scratch
    registers the top digit of S waits at [sp + tmp] while the mask (and
    for the full class the carry) takes its register."""
    chain_mem(f, "adds", "adcs", sregs, vslots, scratch)
    top = sregs[-1]
    if len(scratch) >= 4:
        mask, scratch = scratch[0], scratch[1:]
        if full:
            f.op("sbc", mask, mask, mask, note="carry - 1")
        chain_mem(f, "subs", "sbcs", sregs, moff, scratch)
        f.op("adc" if full else "sbc", mask, mask, "#0" if full else mask,
             note="all ones iff S < m")
        chain_mem(f, "adds", "adcs", sregs, moff, scratch, mask=mask)
        ldr(f, scratch[0], "sp", save)
        store_run(f, sregs, scratch[0], 0)
        return
    x, y = scratch[0], scratch[1]
    if not full:
        chain_mem(f, "subs", "sbcs", sregs, moff, scratch)
        str_(f, top, "sp", tmp, note="the top digit waits")
        f.op("sbc", top, top, top, note="all ones iff S < m")
    else:
        str_(f, top, "sp", tmp, note="the top digit waits")
        f.op("sbc", top, top, top, note="carry - 1")
        chain_mem(f, "subs", "sbcs", sregs[:-1], moff[:-1], scratch)
        ldr(f, x, "sp", tmp)
        ldr(f, y, "sp", moff[-1])
        f.op("sbcs", x, x, y)
        f.op("adc", top, top, "#0", note="all ones iff S < m")
        str_(f, x, "sp", tmp)
    mask = top
    # the add-back, the last pair by hand: the top digit comes back into
    # the mask's register once the mask is used
    chain_mem(f, "adds", "adcs", sregs[:-2], moff[:-2], scratch, mask=mask)
    load_run(f, [x, y], "sp", moff[-2]) if moff[-1] == moff[-2] + 4 else (
        ldr(f, x, "sp", moff[-2]), ldr(f, y, "sp", moff[-1]))
    f.op("and", x, x, mask)
    f.op("and", y, y, mask)
    f.op("adcs" if n > 2 else "adds", sregs[-2], sregs[-2], x)
    ldr(f, top, "sp", tmp)
    f.op("adc", top, top, y)
    ldr(f, x, "sp", save)
    store_run(f, sregs, x, 0)


def final_chunks(f, n, full, vslots, hoff, moff, save):
    """S = V + T_hi and S mod m in chunks of four digits, for n too large
    for the registers: a first pass adds (UMAAL x, c, y, 1: a carry chain
    outside the flags), stores S over T_hi and compares S with m on the
    flags; a second pass subtracts m unless the mask and stores to r.
    Cursors with writeback walk V (in its ring, reset where it wraps), T_hi
    and m (LDMIB steps over n0 in the modulus block)."""
    one, c, rv, rh, rm = "r12", "lr", "r8", "r9", "r10"
    V, H = ["r0", "r1", "r2", "r3"], ["r4", "r5", "r6", "r7"]
    f.note("S = V + T_hi over T_hi, and the borrow of S - m")
    f.op("mov", one, "#1")
    f.op("mov", c, "#0")
    f.op("add", rh, "sp", imm(hoff))
    f.op("add", rm, "sp", imm(moff[0]))
    at = {"v": None, "m": moff[0]}

    def walk(reg, key, offs, regs):
        """regs <- the words at offs through the cursor reg (now at
        at[key]), in runs, moving it past them."""
        i = 0
        while i < len(offs):
            j = i
            while j + 1 < len(offs) and offs[j + 1] == offs[j] + 4:
                j += 1
            rr = regs[i:j + 1]
            cur = at[key]
            if cur is None or (offs[i] != cur and offs[i] != cur + 4):
                f.op("add", reg, "sp", imm(offs[i]))
                cur = offs[i]
            ib = offs[i] == cur + 4
            if len(rr) == 1:
                f.op("ldr", rr[0], "[%s, #%d]!" % (reg, 4)) if ib else f.op("ldr", rr[0], "[%s], #4" % reg)
                at[key] = offs[i] if ib else offs[i] + 4
            else:
                f.op("ldmib" if ib else "ldm", reg + "!", reglist(rr))
                at[key] = offs[j] if ib else offs[j] + 4
            i = j + 1

    first = True
    for i0 in range(0, n, 4):
        k = min(4, n - i0)
        v, h = V[:k], H[:k]
        walk(rv, "v", vslots[i0:i0 + k], v)
        if k == 1:
            ldr(f, h[0], rh, 0)
        else:
            f.op("ldm", rh, reglist(h))
        for t in range(k):
            f.op("umaal", h[t], c, v[t], one)
        if k == 1:
            f.op("str", h[0], "[%s], #4" % rh)
        else:
            f.op("stm", rh + "!", reglist(h))
        walk(rm, "m", moff[i0:i0 + k], v)
        for t in range(k):
            f.op("subs" if first else "sbcs", v[t], h[t], v[t])
            first = False
    mask = one
    if full:
        f.op("sbc", mask, c, "#0", note="carry - borrow: all ones iff S < m")
    else:
        f.op("sbc", mask, mask, mask, note="all ones iff S < m")
    f.note("r = S - m, plus m under the mask")
    ldr(f, c, "sp", save)
    f.op("sub", rh, rh, imm(4 * n))
    f.op("add", rm, "sp", imm(moff[0]))
    at["m"] = moff[0]
    first = True
    for i0 in range(0, n, 4):
        k = min(4, n - i0)
        v, h = V[:k], H[:k]
        if k == 1:
            f.op("ldr", h[0], "[%s], #4" % rh)
        else:
            f.op("ldm", rh + "!", reglist(h))
        walk(rm, "m", moff[i0:i0 + k], v)
        for t in range(k):
            f.op("bic", v[t], v[t], mask)
            f.op("subs" if first else "sbcs", h[t], h[t], v[t])
            first = False
        if k == 1:
            f.op("str", h[0], "[%s], #4" % c)
        else:
            f.op("stm", c + "!", reglist(h))


def push_words(f, src, first, count, regs):
    """pushes the words [src + 4 first, src + 4 (first + count)) (src a
    register, left unchanged), highest chunk first, through regs."""
    hi = first + count
    while hi > first:
        k = min(len(regs), hi - first)
        lo = hi - k
        rr = regs[:k]
        if lo == 0:
            f.op("ldm", src, reglist(rr))
        else:
            f.op("add", rr[-1], src, imm(4 * lo))
            f.op("ldm", rr[-1], reglist(rr))
        f.op("push", reglist(rr))
        hi = lo


def mont_mul_large_by(n, full, sqr, way):
    """Montgomery multiplication (or squaring) on n > 8 digits: the product
    T on the stack (way "tiles" or "square"), the reduction by strips of
    four u (redc_strip; a last strip of fewer as long rows), V in a ring of
    slots, then S = V + T_hi and S mod m in registers (n <= 12) or in
    chunks."""
    name = "oat_arm32_mont_%s%d%s" % ("sqr" if sqr else "mul", n, "_full" if full else "")
    f = Fn(name)
    f.way = way
    ch = chunks(n)
    nch = len(ch)
    M = 4 * nch
    # frame: [0] the modulus block 0, m_0..m_3, n0, m_4..m_n-1; [T] the
    # product (2n words); [W] the ring of M slots of the reduction; [TMP];
    # [SAVE] r, m, then the pointers b + 16j (tiles); the saved r4-r11, lr;
    # the caller's n0 (mul)
    T = 4 * (n + 2)
    W = T + 8 * n
    TMP = W + 4 * M
    SAVE = TMP + 4
    nsave = 2 + (nch - 1 if way == "tiles" else 0)
    mreg, bptr = ("r2", "r1") if sqr else ("r3", "r2")
    ptrs = []
    if way == "tiles":
        f.op("push", "{r4-r11, lr}")
        ptrs = ["r%d" % (4 + j) for j in range(1, nch)]
        for j, pr in enumerate(ptrs):
            f.op("add", pr, bptr, imm(16 * (j + 1)))
        f.op("push", reglist(["r0", mreg] + ptrs))
    else:
        f.op("push", reglist(["r0", mreg, "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "lr"]))
    f.op("sub", "sp", "sp", imm(SAVE - T))
    if n > 8:
        push_words(f, mreg, 8, n - 8, ["r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11"])
    f.op("ldm", mreg, reglist(["r4", "r5", "r6", "r7", "r9", "r10", "r11", "r12"]))
    if sqr:
        f.op("mov", "r8", "r3", note="n0")
    else:
        ldr(f, "r8", "sp", 4 * (n - 8) + SAVE - T + 4 * nsave + 36, note="n0")
    f.op("mov", "r3", "#0")
    f.op("push", "{r3-r12}")

    def tslot(p):
        return ("sp", T + 4 * p)

    def wslot(p):
        return ("sp", W + 4 * (p % M))

    if way == "tiles":
        f.op("mov", "lr", "r1")

        def ld_y(g, j, regs):
            if j == 0:
                g.op("ldm", bptr, reglist(regs))
            else:
                ldr(g, regs[-1], "sp", SAVE + 4 * (1 + j))
                g.op("ldm", regs[-1], reglist(regs))
        product(f, n, ld_y, tslot)
    else:
        f.op("mov", "lr", "r1")
        square_strips(f, n, tslot)
        double_diag(f, n, "sp", T, "lr")
    for j, l in enumerate(ch):
        rd = tslot if j == 0 else wslot
        if l == 4:
            best(f, "redc", [lambda g, o=o: redc_strip(g, n, j, rd, wslot, 24, list(o))
                             for o in itertools.permutations(WR)])
        else:
            redc_long(f, n, j, l, rd, wslot, SAVE + 4, 20)
    vslots = [W + 4 * ((n + i) % M) for i in range(n)]
    moff = [4 * (i + 1) if i < 4 else 4 * (i + 2) for i in range(n)]
    f.note("S = V + T_hi, S mod m")
    if n <= 12:
        S = ["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r12", "lr"][:n]
        scratch = [r for r in ALL if r not in S]
        load_run(f, S, "sp", T + 4 * n)
        final_regs(f, n, full, S, scratch, vslots, moff, SAVE, TMP)
    else:
        final_chunks(f, n, full, vslots, T + 4 * n, moff, SAVE)
    f.op("add", "sp", "sp", imm(SAVE + 4 * nsave))
    f.op("pop", "{r4-r11, pc}")
    return f


def mont_mul(n, full, sqr):
    """the routine of n digits, its shortest way."""
    if n <= 8:
        return mont_mul_small(n, full, sqr)
    ways = ["tiles"] + (["square"] if sqr else [])
    return min((mont_mul_large_by(n, full, sqr, w) for w in ways), key=lambda f: f.count)


def routine_text(f, proto_, contract):
    return (routine_comment(proto_, "%s Straight-line: %d instructions." % (contract, f.count))
            + "FUNC\t%s\n%s\nENDFUNC\t%s\n" % (f.name, "\n".join(f.lines), f.name))


WAYS = {"rows": "all of a in registers and one row per digit of b",
        "tiles": "strips of four digits of b against 4 x 4 tiles of a",
        "square": "the off-diagonal triangle by strips of tiles, doubled on the carry "
                  "flag while a UMAAL chain adds the squares"}


def file_text(n, full):
    nb = 32 * n
    mul, sqr = mont_mul(n, full, False), mont_mul(n, full, True)
    bound = ("any odd m < 2^%d: no spare bit, so the carry out of the top digit is kept"
             % nb if full else
             "m odd, m < 2^%d (2m < 2^%d: no value below 2m needs a digit more)" % (nb - 1, nb))
    red = ("%d rows u = w_i n0, W += u m 2^32i, in a window of %d registers with m reloaded "
           "each row beside n0 (redc_rows)" % (n, n + 1) if n <= 8 else
           "strips of four u = w_i n0, each computed as its row of the first tile begins, "
           "against 4 x 4 tiles of m, W in a ring of stack slots (redc_strip%s)"
           % (", the last %d digit%s as long rows" % (n % 4, "s" if n % 4 > 1 else "")
              if n % 4 else ""))
    fin = ("S = (T_lo + U m) / 2^%d + T_hi < 2m%s, then one subtraction of m under the mask of "
           "its borrow" % (nb, ", with its carry out of the top digit" if full else ""))
    head = "/* Generated by tools/gen_arm32_mont.py %d%s; do not edit by hand.\n" % (
        n, " full" if full else "")
    head += comment(
        "x",
        "Montgomery multiplication and squaring on %d x 32-bit digits for ARMv7-A (tuned for "
        "the Cortex-A9), ARM state, built on UMAAL: UMAAL lo, hi, x, y sets (hi : lo) = x y + "
        "lo + hi, which never overflows, so a chain of them is a row of schoolbook "
        "multiplication with the running digits in lo and the carry in hi (no flags)." % n,
        "Separated operand scanning (Koc, Acar and Kaliski 1996, \"SOS\"):",
        ["product: T = a b (%d digits) on the stack; mul by %s, sqr by %s;"
         % (2 * n, WAYS[mul.way], WAYS[sqr.way]),
         "reduction: %s;" % red,
         "result: %s." % fin],
        "The bounds: T_lo < 2^%d and U < 2^%d give (T_lo + U m) / 2^%d <= m, and "
        "T < m 2^%d gives T_hi < m." % (nb, nb, nb, nb),
        "Every digit stays in a register or at a fixed stack offset: no branch, no conditional "
        "instruction and no address that depends on a value.",
        "Preconditions: %s; n0 = -m^-1 mod 2^32; word-aligned pointers.  The output may alias "
        "the inputs." % bound).split("\n", 1)[1]
    head += '#include "asm.h"\n\n'
    body = routine_text(mul, proto(mul.name, ["uint32_t r[%d]" % n, "const uint32_t a[%d]" % n,
                                              "const uint32_t b[%d]" % n,
                                              "const uint32_t m[%d]" % n, "uint32_t n0"]),
                        "r = a b / 2^%d mod m, fully reduced, for a < 2^%d and b < m." % (nb, nb))
    body += "\n" + routine_text(sqr, proto(sqr.name, ["uint32_t r[%d]" % n, "const uint32_t a[%d]" % n,
                                                     "const uint32_t m[%d]" % n, "uint32_t n0"]),
                                 "r = a^2 / 2^%d mod m, fully reduced, for a < m." % nb)
    return head + body + "\n\t.section .note.GNU-stack, \"\", %progbits\n"


def file_name(n, full):
    return "src/arch/arm32/mont%d%s_mul.S" % (n, "_full" if full else "")


if __name__ == "__main__":
    n = int(sys.argv[1])
    sys.stdout.write(file_text(n, len(sys.argv) > 2 and sys.argv[2] == "full"))
