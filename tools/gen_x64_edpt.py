#!/usr/bin/env python3
"""Jubjub's extended-coordinate point formulas as x86-64 routines
(src/arch/x86_64/edpt_adx.S, edpt_base.S and their resolvers dispatch_ed.S).

  tools/gen_x64_edpt.py adx|base|dispatch

The formulas of src/ec/ed_tmpl.h (Hisil, Wong, Carter and Dawson 2008, the
unified law for a = -1; the operation counts are there) over Jubjub's base
field q = BLS12-381's r, each a routine of the C calling convention; a point
is (U, V, Z, T1, T2), a cached one (V + U, V - U, Z, 2d T) or, affine,
(v + u, v - u, 2d u v), 4 limbs each in Montgomery form, below q:

  void oat_x64_jubjub_edbl_PATH(uint64_t r[20], const uint64_t p[20])
      r = 2p, 4M + 4S
  void oat_x64_jubjub_eadd_PATH(uint64_t r[20], const uint64_t p[20], const uint64_t q[16])
  void oat_x64_jubjub_esub_PATH(uint64_t r[20], const uint64_t p[20], const uint64_t q[16])
      r = p +- q for a cached q (extended niels), 8M
  void oat_x64_jubjub_eaadd_PATH(uint64_t r[20], const uint64_t p[20], const uint64_t q[12])
  void oat_x64_jubjub_easub_PATH(uint64_t r[20], const uint64_t p[20], const uint64_t q[12])
      r = p +- q for an affine cached q (affine niels), 7M
  void oat_x64_jubjub_eaddx_PATH(uint64_t r[20], const uint64_t p[20], const uint64_t q[20])
  void oat_x64_jubjub_esubx_PATH(uint64_t r[20], const uint64_t p[20], const uint64_t q[20])
      r = p +- q for an extended q, 10M

r may be p (and, for eaddx and esubx, q).  The law is complete: no exceptional case,
no flag, no branch.

Why, as gen_x64_nistpt.py for the NIST curves (whose Gen this reuses): in C
each field operation is a call into a kernel that saves its registers and
reads its operands through pointers, and here a multiplication costs about
three additions, so the additions and the calls are a third of a formula.
Here the routine saves the callee-saved registers once, the products are
local routines without a prologue (the 4-limb spare-bit class of
gen_x64_mont.py, "4s", with Jubjub's n0), and the additions and subtractions
are inline, with q's limbs from a constant.

The doubling is dbl-2008-hwcd with every output negated, which is the same
point ((-U : -V : -Z) = (U : V : Z)) and T1' T2' = -T1 T2 = U' V' / Z' as
the extended form needs: with H' = A + B and F' = 2 Z^2 - G it needs no
negation (the C formula's H = -A - B): U3 = E F', V3 = G H', Z3 = F' G,
T1 = E, T2 = H'.  The subtractions swap the cached point's halves and the
roles of D - C and D + C, so they too need no negation."""

import sys

import gen_x64_mont as M
import gen_x64_nistpt as N

Q = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
D = (-10240 * pow(10241, -1, Q)) % Q
R = 2**256
FIELD = N.Field("jubjub", Q, "4s", None, (-pow(Q, -1, 2**64)) % 2**64)
assert Q < 2**255  # the spare-bit class; (2^65 + 2) q < 2^320 for its window

# the layouts of the arguments: a coordinate letter per field element
EXT = "UVZST"     # U, V, Z, T1 (S), T2 (T)
NIELS = "PMZD"    # V + U (P), V - U (M), Z, 2d T (D)
ANIELS = "PMD"


class Gen(N.Gen):
    """gen_x64_nistpt's routine builder with named layouts: a coordinate is
    a letter of its argument's layout and 1 (p), 2 (q) or 3 (r)"""

    def __init__(self, name, adx, args, layouts, temps, comment):
        self.layouts = layouts
        super().__init__(FIELD, name, adx, args, temps, comment)

    def lbl(self, what):
        return ".L%s_ed_%s" % (what, self.path())

    def loc(self, name):
        if name in self.tmp:
            return N.Loc("tmp", self.tmp[name])
        if name == "k2d":
            return N.Loc("const", 0)
        ptr = {"1": "p", "2": "q", "3": "r"}[name[1]]
        return N.Loc("ptr", self.sz * self.layouts[name[1]].index(name[0]), ptr)

    def addr(self, name, reg):
        if self.loc(name).kind == "const":
            self.op("leaq", "%s(%%rip)" % self.lbl("k2d"), reg, note="2d")
            return
        super().addr(name, reg)


def is_coord(w, layouts):
    return len(w) == 2 and w[1] in layouts and w[0] in layouts[w[1]]


def temps(prog, layouts):
    out = []
    for ins in prog.split(";"):
        for w in ins.split()[1:]:
            if not is_coord(w, layouts) and w != "k2d" and w not in out:
                out.append(w)
    return out


def run(g, prog, layouts):
    """emits prog, checking that no coordinate of p (or of q, when it has
    r's layout and may be r) is read after r's same coordinate is written"""
    written = set()
    alias = {"1"} | ({"2"} if layouts.get("2") == layouts["3"] else set())
    for ins in prog.split(";"):
        w = ins.split()
        if not w:
            continue
        for x in w[2:]:
            assert not (is_coord(x, layouts) and x[1] in alias and x[0] in written), (ins, prog)
        if is_coord(w[1], layouts) and w[1][1] == "3":
            written.add(w[1][0])
        getattr(g, w[0])(*w[1:])


# The formulas (ed_tmpl.h's, the letters of HWCD: A = (V1 - U1)(V2 - U2),
# B = (V1 + U1)(V2 + U2), C = 2d T1 T2, D = 2 Z1 Z2, E = B - A, F = D - C,
# G = D + C, H = B + A; U3 = E F, V3 = G H, Z3 = F G, T3 = E H), the
# independent products placed before the additions that wait on them.
EADD = """mul c S1 T1; sub a V1 U1; mul a a M2; add b V1 U1; mul b b P2; mul c c D2;
mul d Z1 Z2; sub S3 b a; add T3 b a; dbl d d; sub f d c; add g d c; mul U3 S3 f;
mul V3 g T3; mul Z3 f g"""
ESUB = """mul c S1 T1; sub a V1 U1; mul a a P2; add b V1 U1; mul b b M2; mul c c D2;
mul d Z1 Z2; sub S3 b a; add T3 b a; dbl d d; add f d c; sub g d c; mul U3 S3 f;
mul V3 g T3; mul Z3 f g"""
EAADD = """mul c S1 T1; sub a V1 U1; mul a a M2; add b V1 U1; mul b b P2; mul c c D2;
dbl d Z1; sub S3 b a; add T3 b a; sub f d c; add g d c; mul U3 S3 f;
mul V3 g T3; mul Z3 f g"""
EASUB = """mul c S1 T1; sub a V1 U1; mul a a P2; add b V1 U1; mul b b M2; mul c c D2;
dbl d Z1; sub S3 b a; add T3 b a; add f d c; sub g d c; mul U3 S3 f;
mul V3 g T3; mul Z3 f g"""
EADDX = """mul c S1 T1; mul e S2 T2; sub a V1 U1; sub x V2 U2; mul a a x; add b V1 U1;
add y V2 U2; mul b b y; mul c c e; mul d Z1 Z2; mul c c k2d; sub S3 b a; add T3 b a;
dbl d d; sub f d c; add g d c; mul U3 S3 f; mul V3 g T3; mul Z3 f g"""
ESUBX = """mul c S1 T1; mul e S2 T2; sub a V1 U1; add x V2 U2; mul a a x; add b V1 U1;
sub y V2 U2; mul b b y; mul c c e; mul d Z1 Z2; mul c c k2d; sub S3 b a; add T3 b a;
dbl d d; add f d c; sub g d c; mul U3 S3 f; mul V3 g T3; mul Z3 f g"""
# the doubling, negated (see above): a = U^2, b = V^2, c = 2 Z^2,
# E = (U + V)^2 - H', H' = a + b, G = b - a, F' = c - G
EDBL = """sqr a U1; sqr b V1; add e U1 V1; sqr c Z1; sqr e e; add T3 a b; sub g b a;
dbl c c; sub S3 e T3; sub f c g; mul U3 S3 f; mul V3 g T3; mul Z3 f g"""

ROUTINES = (
    ("edbl", EDBL, ["r", "p"], {"1": EXT, "3": EXT}, "r = 2p (dbl-2008-hwcd, negated), 4M + 4S"),
    ("eadd", EADD, ["r", "p", "q"], {"1": EXT, "2": NIELS, "3": EXT},
     "r = p + q, q extended niels, 8M"),
    ("esub", ESUB, ["r", "p", "q"], {"1": EXT, "2": NIELS, "3": EXT},
     "r = p - q, q extended niels, 8M"),
    ("eaadd", EAADD, ["r", "p", "q"], {"1": EXT, "2": ANIELS, "3": EXT},
     "r = p + q, q affine niels, 7M"),
    ("easub", EASUB, ["r", "p", "q"], {"1": EXT, "2": ANIELS, "3": EXT},
     "r = p - q, q affine niels, 7M"),
    ("eaddx", EADDX, ["r", "p", "q"], {"1": EXT, "2": EXT, "3": EXT},
     "r = p + q, q extended, 10M"),
    ("esubx", ESUBX, ["r", "p", "q"], {"1": EXT, "2": EXT, "3": EXT},
     "r = p - q, q extended, 10M"),
)


def limbs(x):
    return ["\t.quad\t0x%016x" % ((x >> (64 * i)) & N.ONES) for i in range(4)]


def gen(adx):
    path = "adx" if adx else "base"
    what = ("MULX/ADCX/ADOX path (BMI2 + ADX); the MUL/ADC twin is edpt_base.S"
            if adx else "baseline MUL/ADC path (any x86-64); the MULX/ADX twin is edpt_adx.S")
    out = ["/* Generated by tools/gen_x64_edpt.py %s; do not edit by hand." % path,
           " *",
           " * Jubjub's extended-coordinate point formulas, %s;" % what,
           " * dispatch_ed.S picks one at load time.  The contracts are in the",
           " * generator's docstring; the C prototypes in x64_routines.h.",
           " *",
           " * Constant time: straight-line code, no branch, every address depends",
           " * only on the pointers. */",
           '#include "x64_asm.h"', "",
           "\t.section .rodata", "\t.p2align 5", ".Lp_ed_%s:" % path]
    out += limbs(Q)
    out += [".Lk2d_ed_%s:\t\t\t\t/* 2d R mod q (Montgomery form) */" % path]
    out += limbs(2 * D * R % Q)
    out += ["\t.text", ""]
    out.append(N.local(M.gen_mul("4s", adx), ".Lmul_ed_%s" % path))
    out.append(N.local(M.gen_sqr("4s", adx), ".Lsqr_ed_%s" % path))
    for fn, prog, args, layouts, comment in ROUTINES:
        g = Gen("oat_x64_jubjub_" + fn, adx, args, layouts, temps(prog, layouts), comment)
        run(g, prog, layouts)
        out.append(g.text(False))
    out.append("\t.section .note.GNU-stack,\"\",@progbits\n")
    return "\n".join(out)


def names():
    return ["oat_x64_jubjub_" + r[0] for r in ROUTINES]


def gen_dispatch():
    return M.gen_dispatch("_ed", names(), "edpt_adx.S and edpt_base.S")


def outputs():
    """(path under src/arch/x86_64, text maker) for tools/regen.py"""
    yield "edpt_adx.S", lambda: gen(True)
    yield "edpt_base.S", lambda: gen(False)
    yield "dispatch_ed.S", gen_dispatch


if __name__ == "__main__":
    if sys.argv[1:] not in (["adx"], ["base"], ["dispatch"]):
        sys.exit("usage: gen_x64_edpt.py adx|base|dispatch")
    sys.stdout.write(gen_dispatch() if sys.argv[1] == "dispatch" else gen(sys.argv[1] == "adx"))
