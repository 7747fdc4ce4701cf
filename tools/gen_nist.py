#!/usr/bin/env python3
"""Every constant oat needs for the NIST curves P-192 ... P-521, from their
published definitions.

Usage: tools/gen_nist.py p256 > src/curves/p256/params.h
       tools/gen_nist.py p256 table > src/curves/p256/tab_ep.c
tools/regen.py writes (or with --check verifies) every generated file.

The curves are y^2 = x^3 - 3x + b over Fp, of prime order n (cofactor 1),
with the parameters of FIPS 186-4, appendix D.1.2 (the same as FIPS 186-5 /
SP 800-186 section 3.2.1 and SEC 2 v2 secp192r1 ... secp521r1), transcribed
below as published.  Nothing else is taken from anywhere: the script checks
that p and n are prime, that p has its special form, that G is on the curve
and of order n, and computes the rest.

Field constants are in Montgomery form with R = 2^(W N) for N digits of W
bits.  Unlike the pairing curves' 64-bit-aligned fields, P-224 (4 x 64 or
7 x 32 bits) and P-521 (9 x 64 or 17 x 32) have a different R on 64-bit
and 32-bit digits, so every table is written once per digit size.
"""
import sys

import ts_tab

# FIPS 186-4 D.1.2.1 - D.1.2.5: p (with its special form), n, b, G.  a = -3.
CURVES = {
    "p192": dict(
        name="P-192", bits=192,
        p=0xfffffffffffffffffffffffffffffffeffffffffffffffff,
        form=lambda: 2**192 - 2**64 - 1,
        n=0xffffffffffffffffffffffff99def836146bc9b1b4d22831,
        b=0x64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1,
        gx=0x188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012,
        gy=0x07192b95ffc8da78631011ed6b24cdd573f977a11e794811),
    "p224": dict(
        name="P-224", bits=224,
        p=0xffffffffffffffffffffffffffffffff000000000000000000000001,
        form=lambda: 2**224 - 2**96 + 1,
        n=0xffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d,
        b=0xb4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4,
        gx=0xb70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21,
        gy=0xbd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34),
    "p256": dict(
        name="P-256", bits=256,
        p=0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff,
        form=lambda: 2**256 - 2**224 + 2**192 + 2**96 - 1,
        n=0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551,
        b=0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b,
        gx=0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
        gy=0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5),
    "p384": dict(
        name="P-384", bits=384,
        p=0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff,
        form=lambda: 2**384 - 2**128 - 2**96 + 2**32 - 1,
        n=0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973,
        b=0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef,
        gx=0xaa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7,
        gy=0x3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f),
    "p521": dict(
        name="P-521", bits=521,
        p=2**521 - 1,
        form=lambda: 2**521 - 1,
        n=0x01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409,
        b=0x0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00,
        gx=0x00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66,
        gy=0x011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650),
}

# Fixed-base windows of mul_gen (src/ec/mul_tmpl.h): signed odd digits of
# GEN_W bits, one row of 2^(GEN_W - 1) affine points per window.  P-256
# takes 6 bits (43 windows, rows of 32 points, an 86 KiB table): its mixed
# addition costs 237 cycles on x86-64 and the assembly read of a row of 32
# points with AVX2 52 (src/arch/x86_64/tabread.S), so mul_gen took 12.5k
# cycles against 14.4k with 5 bits and 12.6k with 7 (a 151 KiB table); with
# the reads in C (16-byte vectors) 6 and 7 bits had been slower than 5
# (15.8k, 17.7k against 14.9k).  On ARMv7 (qemu instruction counts of k G
# to affine) 6 bits cost 3.8% more with the arm32 kernels (200,029 against
# 192,761: the row scan in NEON through C's vector extensions costs more
# than the additions it saves there) and 8.6% less with the portable 32-bit
# ones (426,629 against 466,602); one table serves every backend, so P-256
# takes 6.  The other curves keep 5 bits.
GEN_W_OF = {"p256": 6}
GEN_W = 5
# Width of the generator's NAF in the variable-time methods (src/ec/jac_mul_tmpl.h,
# ECDSA verification's u1 G): the odd multiples G, 3G, .., (2^(NAF_W - 1) - 1) G,
# one addition per NAF_W + 1 bits on average (28 on a 256-bit scalar), a table
# of 2^(NAF_W - 2) affine points.  P-384 takes 12 (1,024 points, 96 KiB): 30
# additions on its 384-bit u1 against 43, and verify 3.5% faster than with 8
# (140.1 against 145.2 us, 10 and 11 between; x86-64 MULX/ADX, 2026-12-04),
# which its target against libgcrypt needed.  The others keep 8 (6 KiB at most).
NAF_W = 8
NAF_W_OF = {"p384": 12}


def naf_w(tok):
    return NAF_W_OF.get(tok, NAF_W)


def is_prime(m):
    """Miller-Rabin with the first 40 primes as bases (deterministic far
    beyond these sizes for practical purposes; the curves' p and n are also
    published as prime)."""
    if m < 2:
        return False
    small = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71,
             73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167, 173]
    for q in small:
        if m % q == 0:
            return m == q
    d, s = m - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in small:
        x = pow(a, d, m)
        if x in (1, m - 1):
            continue
        for _ in range(s - 1):
            x = x * x % m
            if x == m - 1:
                break
        else:
            return False
    return True


class Curve:
    """Affine arithmetic on y^2 = x^3 + a x + b, a = -3 (a subclass may set
    another a: tools/gen_toy.py); None is infinity."""
    a = -3

    def __init__(s, tok):
        c = CURVES[tok]
        s.tok, s.name, s.bits = tok, c["name"], c["bits"]
        s.p, s.n, s.b = c["p"], c["n"], c["b"]
        s.g = (c["gx"], c["gy"])
        assert s.p == c["form"](), "p is not of its special form"
        assert s.p.bit_length() == s.bits and s.n.bit_length() == s.bits
        assert is_prime(s.p) and is_prime(s.n)
        assert s.on_curve(s.g)
        assert s.mul(s.g, s.n) is None and s.mul(s.g, s.n - 1) == s.neg(s.g)
        # Hasse: #E = n, so |p + 1 - n| <= 2 sqrt(p)
        assert (s.p + 1 - s.n) ** 2 <= 4 * s.p

    def on_curve(s, P):
        x, y = P
        return (y * y - (x * x * x + s.a * x + s.b)) % s.p == 0

    def neg(s, P):
        return None if P is None else (P[0], -P[1] % s.p)

    def add(s, P, Q):
        p = s.p
        if P is None:
            return Q
        if Q is None:
            return P
        (x1, y1), (x2, y2) = P, Q
        if x1 == x2:
            if (y1 + y2) % p == 0:
                return None
            l = (3 * x1 * x1 + s.a) * pow(2 * y1, -1, p) % p
        else:
            l = (y2 - y1) * pow(x2 - x1, -1, p) % p
        x3 = (l * l - x1 - x2) % p
        return (x3, (l * (x1 - x3) - y1) % p)

    def mul(s, P, k):
        R = None
        for bit in bin(k)[2:]:
            R = s.add(R, R)
            if bit == "1":
                R = s.add(R, P)
        return R


def words(x, nwords, w):
    return [(x >> (w * i)) & (2**w - 1) for i in range(nwords)]


def digs(x, w, nd):
    """A C initializer of nd digits of w bits, little-endian."""
    fmt = "0x%016x" if w == 64 else "0x%08x"
    return "{ " + ", ".join(fmt % v for v in words(x, nd, w)) + " }"


def ndigs(bits, w):
    return (bits + w - 1) // w


def hd_steps(m):
    """The proven hddivsteps count of src/fp/safegcd.h for m, or 0 (the
    paper's bound with delta = 1)."""
    return 590 if m <= 0x101c840faed222b9ef3bfe933011b277f84ee3d3f6dc8b496d8cd75b8315afec2 else 0


def field_block(w, nm, m, bits, out, sqrt=None):
    """The constants of the field of m (prefix OAT_<nm>_) for w-bit digits,
    its square root's with sqrt (default: for Fp only); returns the map to
    Montgomery form."""
    nd = ndigs(bits, w)
    R = 2**(w * nd)
    o = out.append
    mont = lambda x: x * R % m
    o("#define OAT_%s_MODULUS %s /* canonical */" % (nm, digs(m, w, nd)))
    o("#define OAT_%s_ONE %s" % (nm, digs(R % m, w, nd)))
    o("#define OAT_%s_R2 %s" % (nm, digs(R * R % m, w, nd)))
    o("#define OAT_%s_N0 0x%0*x /* -m^-1 mod 2^%d */" % (nm, w // 4, (-pow(m, -1, 2**w)) % 2**w, w))
    o("#define OAT_%s_LEG_EXP %s /* canonical (m - 1) / 2 */" % (nm, digs((m - 1) // 2, w, nd)))
    if nm == "FP" if sqrt is None else sqrt:
        if m % 4 == 3:
            o("#define OAT_%s_SQRT_EXP %s /* canonical (m + 1) / 4 */" % (nm, digs((m + 1) // 4, w, nd)))
        else:
            # Tonelli-Shanks in constant time with tables (tools/ts_tab.py)
            out.extend(ts_tab.defines(nm, m, lambda x: digs(x, w, nd), lambda x: digs(mont(x), w, nd)))
    return mont


def emit(tok):
    c = Curve(tok)
    p, n = c.p, c.n
    o = []
    w = o.append
    w("/* Generated by tools/gen_nist.py %s; do not edit by hand. */" % tok)
    w("/* NIST %s (FIPS 186-4 D.1.2): y^2 = x^3 - 3x + b over Fp, prime order n. */" % c.name)
    w("/* Digits little-endian; field constants in Montgomery form with R = 2^(W N) */")
    w("/* (W-bit digits, N of them) unless marked canonical. */")
    w("#ifndef OAT_CURVES_%s_PARAMS_H" % tok.upper())
    w("#define OAT_CURVES_%s_PARAMS_H" % tok.upper())
    w("")
    w("/* p = %s (%d bits) */" % (hex(p), p.bit_length()))
    w("/* n = %s (%d bits) */" % (hex(n), n.bit_length()))
    w("#define OAT_FP_FORM %d /* the NIST prime of this size (src/fp/low_tmpl.h LOW_FORM) */" % c.bits)
    w("#define OAT_FP_HD_STEPS %d /* safegcd.h: proven hddivsteps, or 0 for the paper's bound */" % hd_steps(p))
    w("#define OAT_FR_HD_STEPS %d" % hd_steps(n))
    for wd in (64, 32):
        w("")
        w("#%s OAT_WSIZE == %d" % ("if" if wd == 64 else "elif", wd))
        blk = []
        mont = field_block(wd, "FP", p, c.bits, blk)
        field_block(wd, "FR", n, c.bits, blk)
        blk.append("#define OAT_EP_B %s" % digs(mont(c.b), wd, ndigs(c.bits, wd)))
        blk.append("#define OAT_EP_GX %s" % digs(mont(c.g[0]), wd, ndigs(c.bits, wd)))
        blk.append("#define OAT_EP_GY %s" % digs(mont(c.g[1]), wd, ndigs(c.bits, wd)))
        o.extend(blk)
    w("#else")
    w("#error \"OAT_WSIZE must be 64 or 32\"")
    w("#endif")
    w("")
    w("/* p - n < n (checked), so the x coordinate of a point reduces mod n by one")
    w(" * conditional subtraction of n (ECDSA's r = x mod n). */")
    assert p > n and p - n < n
    w("")
    w("/* Fixed-base windows of mul_gen (the table tab_ep.c). */")
    w("#define OAT_GEN_W %d" % gen_w(tok))
    w("#define OAT_GEN_WINDOWS %d" % gen_windows(n, gen_w(tok)))
    w("/* The generator's odd multiples for the width-%d NAF of the variable-time methods. */" % naf_w(tok))
    w("#define OAT_NAF_W %d" % naf_w(tok))
    w("")
    w("#endif")
    return "\n".join(o) + "\n"


def gen_w(tok):
    return GEN_W_OF.get(tok, GEN_W)


def gen_windows(n, w):
    return (n.bit_length() + w - 1) // w


def emit_table(tok, c=None, gen="tools/gen_nist.py %s table", inc="curves/%s/curve.h"):
    """T[j][i] = (2i + 1) 2^(GEN_W j) G in affine Montgomery coordinates, for
    the signed odd windows of mul_gen; one copy per digit size when R
    differs between them.  c, gen, inc: another curve object (its tok,
    name, bits, p, n, g, add, mul), the generator's command and the curve
    header to include (tools/gen_toy.py's test curve)."""
    import random
    c = Curve(tok) if c is None else c
    p, n = c.p, c.n
    gw = gen_w(tok)
    nwin = gen_windows(n, gw)
    half = 2**(gw - 1)
    rows = []
    B = c.g
    rnd = random.Random(0x6e69 + c.bits)
    for j in range(nwin):
        B2 = c.add(B, B)
        row = [B]
        for i in range(1, half):
            row.append(c.add(row[-1], B2))
        assert all(P is not None for P in row)
        for _ in range(2):
            i = rnd.randrange(half)
            assert row[i] == c.mul(c.g, (2 * i + 1) << (gw * j))
        rows.append(row)
        for _ in range(gw):
            B = c.add(B, B)
    same = ndigs(c.bits, 64) * 64 == ndigs(c.bits, 32) * 32
    o = []
    w = o.append
    w("/* Generated by %s; do not edit by hand. */" % (gen % tok if "%s" in gen else gen))
    w("/* The fixed-base table of the %s generator: T[j][i] = (2i + 1) 2^(%d j) G, */" % (c.name, gw))
    w("/* i < %d, j < %d, affine (x, y) in Montgomery form, for the signed odd */" % (half, nwin))
    w("/* windows of oat_%s_ep_mul_gen.  No entry is infinity (n is a prime above */" % c.tok)
    w("/* 2i + 1).%s */" % ("" if same else "  R differs on 64- and 32-bit digits: one table for each"))
    w('#include "%s"' % (inc % tok if "%s" in inc else inc))
    w('#include "ec/gen_tab.h"')
    w("")
    w("const oat_dig_t EP(gen_tab_)[OAT_GEN_WINDOWS][1 << (OAT_GEN_W - 1)][2][FP_DIGS] = {")
    sizes = (64,) if same else (64, 32)
    for wd in sizes:
        if not same:
            w("#if OAT_WSIZE == 64" if wd == 64 else "#else")
        nd = ndigs(c.bits, wd)
        R = 2**(wd * nd)
        for j, row in enumerate(rows):
            w("\t{ /* window %d */" % j)
            for P in row:
                if same:
                    # 64-bit words, split in two digits on 32-bit (fp/digits.h)
                    f = lambda x: "{ " + ", ".join("OAT_L64(0x%016x)" % v for v in words(x * R % p, nd, 64)) + " }"
                else:
                    f = lambda x: digs(x * R % p, wd, nd)
                w("\t\t{ %s, %s }," % (f(P[0]), f(P[1])))
            w("\t},")
    if not same:
        w("#endif")
    w("};")
    w("")
    w("/* The odd multiples (2i + 1) G, i < %d, affine, for the width-%d NAF of */" % (2**(naf_w(tok) - 2), naf_w(tok)))
    w("/* the variable-time methods (ECDSA verification). */")
    w("const oat_dig_t EP(gen_naf_)[1 << (OAT_NAF_W - 2)][2][FP_DIGS] = {")
    odd = [c.g]
    g2 = c.add(c.g, c.g)
    for i in range(1, 2**(naf_w(tok) - 2)):
        odd.append(c.add(odd[-1], g2))
    assert odd[-1] == c.mul(c.g, 2**(naf_w(tok) - 1) - 1)
    for wd in sizes:
        if not same:
            w("#if OAT_WSIZE == 64" if wd == 64 else "#else")
        nd = ndigs(c.bits, wd)
        R = 2**(wd * nd)
        for P in odd:
            if same:
                f = lambda x: "{ " + ", ".join("OAT_L64(0x%016x)" % v for v in words(x * R % p, nd, 64)) + " }"
            else:
                f = lambda x: digs(x * R % p, wd, nd)
            w("\t{ %s, %s }," % (f(P[0]), f(P[1])))
    if not same:
        w("#endif")
    w("};")
    return "\n".join(o) + "\n"


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in CURVES:
        sys.stderr.write("usage: gen_nist.py %s [table]\n" % "|".join(CURVES))
        sys.exit(2)
    if len(sys.argv) > 2 and sys.argv[2] == "table":
        sys.stdout.write(emit_table(sys.argv[1]))
    else:
        sys.stdout.write(emit(sys.argv[1]))
