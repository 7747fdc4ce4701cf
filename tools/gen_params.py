#!/usr/bin/env python3
"""Derive every constant oat needs for a curve from its defining facts.

Usage: tools/gen_params.py bn254 > src/param/bn254.h
       tools/gen_params.py bn254 tables > src/param/bn254_tab.h
(the second file holds the large fixed-base tables of G1 and G2, included
only by src/ec).

Nothing here is copied from another library: the curve is defined by its
parameter z (BN-P254: z = -(2^62 + 2^55 + 1), as RELIC's BN-P254 and mcl's
BN254), its coefficient b = 2, the tower Fp2 = Fp[i]/(i^2+1), xi = 1 + i, and
its generators (G1 = (p-1, 1); G2 as RELIC's BN-P254 generator, the a = b = 1
entry of the project's known-answer file).  Everything else is computed.
Field constants are emitted in Montgomery form with R = 2^256, which is the
same for 4 x 64-bit and 8 x 32-bit limbs, so one table serves both builds.
"""
import sys

def inv(a, m):
    return pow(a, -1, m)

class Fp2:
    def __init__(s, p, a, b=0):
        s.p, s.a, s.b = p, a % p, b % p
    def __mul__(s, o):
        if isinstance(o, int):
            return Fp2(s.p, s.a * o, s.b * o)
        return Fp2(s.p, s.a * o.a - s.b * o.b, s.a * o.b + s.b * o.a)
    def __add__(s, o): return Fp2(s.p, s.a + o.a, s.b + o.b)
    def __sub__(s, o): return Fp2(s.p, s.a - o.a, s.b - o.b)
    def __eq__(s, o): return s.a == o.a and s.b == o.b
    def pow(s, e):
        r, b = Fp2(s.p, 1), s
        while e:
            if e & 1: r = r * b
            b = b * b; e >>= 1
        return r
    def inv(s):
        n = inv(s.a * s.a + s.b * s.b, s.p)
        return Fp2(s.p, s.a * n, -s.b * n)
    def neg(s): return Fp2(s.p, -s.a, -s.b)
    def conj(s): return Fp2(s.p, s.a, -s.b)
    def is_zero(s): return s.a == 0 and s.b == 0

# Affine points on y^2 = x^3 + b over Fp (as Fp2 elements with b = 0) or Fp2;
# None is the point at infinity.  Slow and plain: for deriving and checking.
def aff_add(P, Q):
    if P is None: return Q
    if Q is None: return P
    (x1, y1), (x2, y2) = P, Q
    if x1 == x2:
        if not (y1 == y2) or y1.is_zero():
            return None
        l = x1 * x1 * 3 * (y1 * 2).inv()
    else:
        l = (y2 - y1) * (x2 - x1).inv()
    x3 = l * l - x1 - x2
    return (x3, l * (x1 - x3) - y1)

def aff_neg(P):
    return None if P is None else (P[0], P[1].neg())

def aff_mul(P, k):
    if k < 0:
        return aff_mul(aff_neg(P), -k)
    R = None
    for bit in bin(k)[2:]:
        R = aff_add(R, R)
        if bit == "1":
            R = aff_add(R, P)
    return R

def aff_eq(P, Q):
    if P is None or Q is None:
        return P is None and Q is None
    return P[0] == Q[0] and P[1] == Q[1]

def det(M):
    if len(M) == 1:
        return M[0][0]
    return sum((-1) ** j * M[0][j] * det([row[:j] + row[j + 1:] for row in M[1:]])
               for j in range(len(M)))

def babai(basis, r, M, nw):
    """Constants of Babai rounding for the lattice of decompositions of k,
    {(k_0..k_{d-1}) : sum k_i mu^i = 0 mod r}, given a reduced basis (rows
    b_j, det = +-r): (k, 0, .., 0) = sum_j (k c_j / r) b_j with c the first
    row of r B^-1 (integers, by Cramer's rule).  The library computes
    a_j = floor((k g_j + 2^(M-1)) / 2^M) with g_j = round(2^M |c_j| / r), then
    k_i = [i = 0] k - sum_j a_j b'_ji with b'_j = sign(c_j) b_j.  Returns g,
    b' and the least n with max |k_i| + 1 <= 2^n - 1 over all k < r: since
    |a_j - k |c_j| / r| <= 1/2 + r / 2^(M+1), each |k_i| is at most
    (1/2 + r / 2^(M+1)) sum_j |b_ji| (the +1 is the recoding's parity fix)."""
    from fractions import Fraction
    d = len(basis)
    D = det([list(b) for b in basis])
    assert abs(D) == r
    c = []
    for j in range(d):   # c_j = r (B^-1)_{0j} = r adj(B)_{0j} / det = r C_{j0} / det
        minor = [[basis[a][b] for b in range(d) if b != 0] for a in range(d) if a != j]
        cof = (-1) ** j * det(minor)
        assert (r * cof) % D == 0
        c.append(r * cof // D)
    for i in range(d):   # sum_j c_j b_j = (r, 0, .., 0)
        assert sum(c[j] * basis[j][i] for j in range(d)) == (r if i == 0 else 0)
    g = [(2 * 2**M * abs(cj) + r) // (2 * r) for cj in c]
    bp = [[(1 if c[j] >= 0 else -1) * basis[j][i] for i in range(d)] for j in range(d)]
    eps = Fraction(1, 2) + Fraction(r, 2**(M + 1))
    bound = max(eps * sum(abs(basis[j][i]) for j in range(d)) for i in range(d))
    n = 1
    while bound + 1 > 2**n - 1:
        n += 1
    assert max(g).bit_length() <= nw
    return g, bp, n

def decompose(k, g, bp, M):
    """The library's decomposition of k (see babai), step for step."""
    d = len(g)
    a = [(k * gj + 2**(M - 1)) >> M for gj in g]
    return [(k if i == 0 else 0) - sum(a[j] * bp[j][i] for j in range(d)) for i in range(d)]

def check_decompose(g, bp, M, n, mu, r, rnd):
    """Recombination and the bound on random and edge scalars."""
    d = len(g)
    ks = [0, 1, 2, r - 1, r - 2, (r - 1) // 2, (r + 1) // 2, mu, mu + 1, r - mu]
    ks += [2**e + t for e in range(1, 254) for t in (-1, 0, 1)]
    ks += [rnd.randrange(r) for _ in range(20000)]
    for k in ks:
        k %= r
        s = decompose(k, g, bp, M)
        assert sum(s[i] * pow(mu, i, r) for i in range(d)) % r == k
        assert all(abs(x) + 1 <= 2**n - 1 for x in s)

def zpoly(v, z):
    """v as a + b z + c z^2 with small a, b, c (for comments)."""
    out = []
    for e in range(2, -1, -1):
        q = round(v / z**e) if e else v
        if e and abs(v - q * z**e) > abs(z)**e // 2:
            q = 0
        v -= q * z**e
        if q:
            mon = "" if e == 0 else ("z" if e == 1 else "z^2")
            out.append(("+" if q > 0 else "-") + ("" if abs(q) == 1 and e else str(abs(q))) + mon)
    s = "".join(out) or "0"
    return s[1:] if s[0] == "+" else s

def sqrt_fp(a, p):
    """A square root of a mod p (p = 3 mod 4), or None."""
    r = pow(a, (p + 1) // 4, p)
    return r if r * r % p == a % p else None

def is_sq_fp(a, p):
    return a % p == 0 or pow(a, (p - 1) // 2, p) == 1

def is_sq_fp2(v):
    return is_sq_fp(v.a * v.a + v.b * v.b, v.p)

def sqrt_fp2(v):
    """A square root in Fp2 = Fp[i]/(i^2+1) for p = 3 mod 4 (complex method)."""
    p = v.p
    if v.b == 0:
        r = sqrt_fp(v.a, p)
        if r is not None:
            return Fp2(p, r, 0)
        return Fp2(p, 0, sqrt_fp(-v.a % p, p))
    n = sqrt_fp((v.a * v.a + v.b * v.b) % p, p)
    if n is None:
        return None
    for s in (n, -n):
        x2 = (v.a + s) * inv(2, p) % p
        x = sqrt_fp(x2, p)
        if x is not None and x != 0:
            y = v.b * inv(2 * x, p) % p
            r = Fp2(p, x, y)
            if r * r == v:
                return r
    return None

def sgn0_fp(x, p):
    return (x % p) & 1

def sgn0_fp2(v):
    return (v.a & 1) | ((v.a == 0) & (v.b & 1))

def svdw_consts(F, A, B, one, neg, mul, add, div, is_sq, sqrt, sgn0, frm):
    """RFC 9380 appendix H.1 find_z_svdw and the constants c1..c4 of F.1."""
    g = lambda x: add(add(mul(mul(x, x), x), mul(A, x)), B)
    three, four = frm(3), frm(4)
    def h(Z):
        return div(neg(add(mul(three, mul(Z, Z)), mul(four, A))), mul(four, g(Z)))
    ctr = 1
    while True:
        for Z in (frm(ctr), neg(frm(ctr))):
            if F.is_zero(g(Z)) or F.is_zero(h(Z)) or not is_sq(h(Z)):
                continue
            if is_sq(g(Z)) or is_sq(g(div(neg(Z), frm(2)))):
                c1 = g(Z)
                c2 = div(neg(Z), frm(2))
                t = mul(neg(g(Z)), add(mul(three, mul(Z, Z)), mul(four, A)))
                c3 = sqrt(t)
                if sgn0(c3):
                    c3 = neg(c3)
                c4 = div(mul(frm(-4), g(Z)), add(mul(three, mul(Z, Z)), mul(four, A)))
                return Z, c1, c2, c3, c4
        ctr += 1

def limbs(x, nbits):
    out = []
    for k in range(nbits // 64):
        out.append("OAT_L64(0x%016x)" % ((x >> (64 * k)) & (2**64 - 1)))
    return "{ " + ", ".join(out) + " }"

def naf(n):
    d = []
    while n:
        if n & 1:
            k = 2 - (n % 4)
            n -= k
        else:
            k = 0
        d.append(k)
        n //= 2
    return d

def bn254():
    z = -(2**62 + 2**55 + 1)
    p = 36*z**4 + 36*z**3 + 24*z**2 + 6*z + 1
    r = 36*z**4 + 36*z**3 + 18*z**2 + 6*z + 1
    b = 2
    g1 = (p - 1, 1)
    g2x = (0x061a10bb519eb62feb8d8c7e8c61edb6a4648bbb4898bf0d91ee4224c803fb2b,
           0x0516aaf9ba737833310aa78c5982aa5b1f4d746bae3784b70d8c34c1e7d54cf3)
    g2y = (0x021897a06baf93439a90e096698c822329bd0ae6bdbe09bd19f0e07891cd2b9a,
           0x0ebb2b0e7c8b15268f6d4456f5f38d37b09006ffd739c9578a2d1aec6b3ace9b)
    return dict(name="BN254", z=z, p=p, r=r, b=b, g1=g1, g2=(g2x, g2y), xi=(1, 1))

def emit(c):
    p, r, z = c["p"], c["r"], c["z"]
    NB = 256
    R = 2**NB
    assert p % 4 == 3 and p % 6 == 1
    assert p.bit_length() <= NB - 2 and r.bit_length() <= NB - 2
    def mont(x, m=p): return (x * R) % m
    def fp(x): return limbs(mont(x), NB)
    def fp2(v): return "{ %s, %s }" % (fp(v.a), fp(v.b))
    o = []
    w = o.append
    w("/* Generated by tools/gen_params.py %s; do not edit by hand. */" % c["name"].lower())
    w("/* Curve %s: z = %s. Limbs little-endian; field constants in */" % (c["name"], hex(z)))
    w("/* Montgomery form with R = 2^%d unless marked canonical.         */" % NB)
    w("#ifndef OAT_PARAM_%s_H" % c["name"])
    w("#define OAT_PARAM_%s_H" % c["name"])
    w("")
    for nm, m in (("FP", p), ("FR", r)):
        w("/* %s: modulus %s */" % (nm, hex(m)))
        w("#define OAT_%s_BITS %d" % (nm, m.bit_length()))
        w("#define OAT_%s_MODULUS %s /* canonical */" % (nm, limbs(m, NB)))
        w("#define OAT_%s_ONE %s" % (nm, limbs(R % m, NB)))
        w("#define OAT_%s_R2 %s" % (nm, limbs(R * R % m, NB)))
        w("#define OAT_%s_N0_64 UINT64_C(0x%016x)" % (nm, (-inv(m, 2**64)) % 2**64))
        w("#define OAT_%s_N0_32 UINT32_C(0x%08x)" % (nm, (-inv(m, 2**32)) % 2**32))
        w("#define OAT_%s_INV_EXP %s /* canonical m - 2 */" % (nm, limbs(m - 2, NB)))
        w("#define OAT_%s_LEG_EXP %s /* canonical (m - 1) / 2 */" % (nm, limbs((m - 1) // 2, NB)))
        if m % 4 == 3:
            w("#define OAT_%s_SQRT_EXP %s /* canonical (m + 1) / 4 */" % (nm, limbs((m + 1) // 4, NB)))
            w("#define OAT_%s_SQRT_EXP2 %s /* canonical (m - 3) / 4 */" % (nm, limbs((m - 3) // 4, NB)))
        w("#define OAT_%s_HALF %s /* (m + 1) / 2 */" % (nm, limbs(mont((m + 1) // 2, m), NB)))
        w("")
    xi = Fp2(p, *c["xi"])
    w("/* Tower: Fp2 = Fp[i]/(i^2+1), Fp6 = Fp2[v]/(v^3 - xi), Fp12 = Fp6[w]/(w^2 - v), xi = 1 + i. */")
    w("/* Frobenius: gamma_{k,j} = xi^(j (p^k - 1) / 6), j = 1..5.                                 */")
    for k in (1, 2, 3):
        e = p**k - 1
        assert e % 6 == 0
        gs = [xi.pow(j * e // 6) for j in range(1, 6)]
        if k == 2:
            assert all(g.b == 0 for g in gs)
            w("#define OAT_FROB2 { %s }" % ", ".join(fp(g.a) for g in gs))
        else:
            w("#define OAT_FROB%d { %s }" % (k, ", ".join(fp2(g) for g in gs)))
    w("")
    b = c["b"]
    bt = Fp2(p, b) * xi.inv()
    w("/* G1: y^2 = x^3 + %d; G2 on the D-type twist y^2 = x^3 + b/xi = x^3 + (%d + %d i). */" % (b, bt.a if bt.a < p//2 else bt.a - p, bt.b if bt.b < p//2 else bt.b - p))
    w("#define OAT_G1_B %s" % fp(b))
    w("#define OAT_G1_B3 %s" % fp(3 * b))
    w("#define OAT_G1_GX %s" % fp(c["g1"][0]))
    w("#define OAT_G1_GY %s" % fp(c["g1"][1]))
    w("#define OAT_G2_B %s" % fp2(bt))
    w("#define OAT_G2_B3 %s" % fp2(bt * 3))
    (gx, gy) = c["g2"]
    gx, gy = Fp2(p, *gx), Fp2(p, *gy)
    assert gy * gy == gx * gx * gx + bt
    g1x, g1y = c["g1"]
    assert (g1y * g1y - g1x**3 - b) % p == 0
    # Shallue-van de Woestijne map (RFC 9380 6.6.1, straight-line F.1), A = 0.
    class PF:
        is_zero = staticmethod(lambda x: x % p == 0)
    Zp, c1, c2, c3, c4 = svdw_consts(PF, 0, b, 1, lambda x: -x % p, lambda x, y: x * y % p,
        lambda x, y: (x + y) % p, lambda x, y: x * inv(y, p) % p, lambda x: is_sq_fp(x, p),
        lambda x: sqrt_fp(x, p), lambda x: sgn0_fp(x, p), lambda k: k % p)
    w("/* SvdW map to G1 (RFC 9380 6.6.1): Z = %d, c1 = g(Z), c2 = -Z/2, c3 = sqrt(-g(Z)(3Z^2)), c4 = -4g(Z)/(3Z^2). */" % (Zp if Zp < p // 2 else Zp - p))
    w("#define OAT_G1_SVDW_Z %s" % fp(Zp))
    w("#define OAT_G1_SVDW_C1 %s" % fp(c1))
    w("#define OAT_G1_SVDW_C2 %s" % fp(c2))
    w("#define OAT_G1_SVDW_C3 %s" % fp(c3))
    w("#define OAT_G1_SVDW_C4 %s" % fp(c4))
    class PF2:
        is_zero = staticmethod(lambda x: x.a == 0 and x.b == 0)
    Z2, d1, d2, d3, d4 = svdw_consts(PF2, Fp2(p, 0), bt, None, lambda x: Fp2(p, -x.a, -x.b),
        lambda x, y: x * y, lambda x, y: x + y, lambda x, y: x * y.inv(), is_sq_fp2, sqrt_fp2,
        sgn0_fp2, lambda k: Fp2(p, k))
    w("/* SvdW map to the twist E': Z = %d + %d i and its c1..c4 (sgn0(c3) = 0). */" % (Z2.a if Z2.a < p // 2 else Z2.a - p, Z2.b))
    w("#define OAT_G2_SVDW_Z %s" % fp2(Z2))
    w("#define OAT_G2_SVDW_C1 %s" % fp2(d1))
    w("#define OAT_G2_SVDW_C2 %s" % fp2(d2))
    w("#define OAT_G2_SVDW_C3 %s" % fp2(d3))
    w("#define OAT_G2_SVDW_C4 %s" % fp2(d4))
    w("#define OAT_G2_GX %s" % fp2(gx))
    w("#define OAT_G2_GY %s" % fp2(gy))
    w("")
    # Optimal ate loop: s = 6z + 2, signed binary (NAF) of |s|, most significant first.
    s = 6 * z + 2
    d = naf(abs(s))
    w("/* Optimal ate: loop on s = 6z + 2 = %s; NAF of |s| from the top, %d digits. */" % (hex(s), len(d)))
    w("#define OAT_ATE_NEG %d" % (1 if s < 0 else 0))
    w("#define OAT_ATE_NAF { %s }" % ", ".join(str(x) for x in reversed(d)))
    w("#define OAT_ATE_NAF_LEN %d" % len(d))
    w("/* |z| for the final exponentiation, and its sign. */")
    w("#define OAT_Z_ABS UINT64_C(0x%016x)" % abs(z))
    w("#define OAT_Z_NEG %d" % (1 if z < 0 else 0))
    # The hard-part multiple (Fuentes-Castaneda et al.) equals lam0+lam1 p+lam2 p^2+lam3 p^3.
    l0 = 1 + 6*z + 12*z**2 + 12*z**3
    l1 = 4*z + 6*z**2 + 12*z**3
    l2 = 6*z + 6*z**2 + 12*z**3
    l3 = -1 + 4*z + 6*z**2 + 12*z**3
    phi = p**4 - p**2 + 1
    assert phi % r == 0
    assert l0 + l1*p + l2*p**2 + l3*p**3 == 2*z*(6*z**2 + 3*z + 1) * phi // r
    w("")
    emit_endo(c, w, fp)
    w("")
    w("#endif")
    return "\n".join(o) + "\n"

# Babai rounding shift: a_j = floor((k g_j + 2^(M-1)) / 2^M), g_j < 2^256.
BABAI_M = 256

def endo_data(c):
    """The endomorphisms of G1 and G2 as scalars, their short lattice bases
    (polynomials in z, checked here) and the rounding constants."""
    p, r, z = c["p"], c["r"], c["z"]
    g1 = (Fp2(p, c["g1"][0]), Fp2(p, c["g1"][1]))
    (gx, gy) = c["g2"]
    g2 = (Fp2(p, *gx), Fp2(p, *gy))
    # G1: phi(x, y) = (beta x, y) with beta^3 = 1 in Fp acts on the cyclic
    # group G1 = E(Fp) as a cube root of unity lambda mod r; for BN curves
    # lambda = 36z^3 + 18z^2 + 6z + 1, and the beta that matches it is the
    # one with phi(G) = [lambda] G (the other root goes with lambda^2).
    lam = (36*z**3 + 18*z**2 + 6*z + 1) % r
    assert pow(lam, 3, r) == 1 and lam != 1
    lg = aff_mul(g1, lam)
    beta = None
    for cand in (pow(e, (p - 1) // 3, p) for e in range(2, 20)):
        if cand != 1 and aff_eq(lg, (g1[0] * cand, g1[1])):
            beta = cand
            break
    assert beta is not None and pow(beta, 3, p) == 1
    # The 2-dimensional GLV lattice {(k0, k1) : k0 + k1 lambda = 0 mod r} has
    # the basis below, of vectors of norm ~ sqrt(r) (Gauss reduction of
    # (r, 0), (-lambda, 1) gives it up to signs).
    b1 = [(6*z**2 + 4*z + 1, 2*z + 1), (2*z + 1, -(6*z**2 + 2*z))]
    for b in b1:
        assert (b[0] + b[1] * lam) % r == 0
    # G2: psi acts on G2 as mu = p mod r = 6z^2; the 4-dimensional lattice
    # {(k0..k3) : sum k_i mu^i = 0 mod r} of Galbraith and Scott
    # ("Exponentiation in pairing-friendly groups using homomorphisms",
    # Pairing 2008) has a basis of entries O(z); this one (LLL-reduced and
    # chosen for the least max column sum of |b_ji|, which bounds the
    # sub-scalars) gives 64-bit sub-scalars.
    mu = 6 * z * z % r
    assert p % r == mu
    g12 = Fp2(p, *c["xi"]).pow(2 * (p - 1) // 6)
    g13 = Fp2(p, *c["xi"]).pow(3 * (p - 1) // 6)
    psi = lambda P: (P[0].conj() * g12, P[1].conj() * g13)
    assert aff_eq(psi(g2), aff_mul(g2, mu))
    b2 = [(2*z + 1, -z, -(z + 1), -z), (z, -2*z, -(2*z + 1), z),
          (2*z + 1, 0, 2*z, 1), (-1, 2*z + 1, 1, 2*z)]
    for b in b2:
        assert sum(b[i] * pow(mu, i, r) for i in range(4)) % r == 0
    return dict(beta=beta, lam=lam, b1=b1, mu=mu, b2=b2)

def emit_endo(c, w, fp):
    import random
    p, r, z = c["p"], c["r"], c["z"]
    rnd = random.Random(0x6c76)
    e = endo_data(c)
    M = BABAI_M
    def tc(x):   # two's complement mod 2^256
        return limbs(x % 2**256, 256)
    def vec(b):
        return "(" + ", ".join(zpoly(x, z) for x in b) + ")"
    w("/* Scalar decomposition (src/ec/scalar_impl.h): k = sum k_i mu^i mod r with")
    w(" * a_j = floor((k g_j + 2^%d) / 2^%d), k_i = [i = 0] k - sum_j a_j b'_ji (mod 2^256,"  % (M - 1, M))
    w(" * two's complement), |k_i| + 1 <= 2^BITS - 1 for every k < r (proved and tested")
    w(" * by tools/gen_params.py); g_j = round(2^%d |c_j| / r) for (r, 0, ..) = sum c_j b_j," % M)
    w(" * b'_j = sign(c_j) b_j. */")
    for grp, name, basis, mu in (("G1", "GLV", e["b1"], e["lam"]), ("G2", "GLS", e["b2"], e["mu"])):
        g, bp, n = babai(basis, r, M, 256)
        check_decompose(g, bp, M, n, mu, r, rnd)
        if grp == "G1":
            w("/* G1, GLV (Gallant, Lambert, Vanstone, Crypto 2001): phi(x, y) = (beta x, y) = [lambda] (x, y),")
            w(" * lambda = 36z^3+18z^2+6z+1 mod r, beta^3 = 1; lattice basis %s. */" % ", ".join(vec(b) for b in basis))
            w("#define OAT_G1_GLV_BETA %s" % fp(e["beta"]))
        else:
            w("/* G2, GLS (Galbraith, Lin, Scott, Eurocrypt 2009) with psi = [mu], mu = p = 6z^2 mod r;")
            w(" * lattice basis %s. */" % ", ".join(vec(b) for b in basis))
        w("#define OAT_%s_%s_G { %s } /* canonical */" % (grp, name, ", ".join(limbs(x, 256) for x in g)))
        w("#define OAT_%s_%s_B { %s } /* two's complement */" % (grp, name,
            ", ".join("{ " + ", ".join(tc(x) for x in row) + " }" for row in bp)))
        w("#define OAT_%s_%s_BITS %d" % (grp, name, n))

# Fixed-base tables: window width and count (51 windows of 5 bits cover the
# 255-bit recoding of an odd scalar k' <= r < 2^254).
GEN_W = 5

def gen_windows(r):
    return (r.bit_length() + 1 + GEN_W - 1) // GEN_W

def emit_tables(c):
    """T[j][i] = (2i + 1) 2^(GEN_W j) G, affine, for G1 and G2 (src/ec/mul_impl.h)."""
    import random
    p, r = c["p"], c["r"]
    R = 2**256
    nwin = gen_windows(r)
    half = 2**(GEN_W - 1)
    def fpm(x): return limbs(x * R % p, 256)
    o = []
    w = o.append
    w("/* Generated by tools/gen_params.py %s tables; do not edit by hand. */" % c["name"].lower())
    w("/* Fixed-base tables of %s: T[j][i] = (2i + 1) 2^(%d j) G, i < %d, j < %d, affine (x, y) */" % (c["name"], GEN_W, half, nwin))
    w("/* in Montgomery form (R = 2^256), for the signed odd windows of oat_g1_mul_gen and  */")
    w("/* oat_g2_mul_gen.  No entry is infinity (r is an odd prime above 2i + 1).          */")
    w("#ifndef OAT_PARAM_%s_TAB_H" % c["name"])
    w("#define OAT_PARAM_%s_TAB_H" % c["name"])
    w("")
    w("#define OAT_GEN_W %d" % GEN_W)
    w("#define OAT_GEN_WINDOWS %d" % nwin)
    rnd = random.Random(0x7461)
    (gx, gy) = c["g2"]
    for grp, G, coord in (("G1", (Fp2(p, c["g1"][0]), Fp2(p, c["g1"][1])), lambda v: [v.a]),
                          ("G2", (Fp2(p, *gx), Fp2(p, *gy)), lambda v: [v.a, v.b])):
        w("")
        w("/* %s: %d bytes. */" % (grp, nwin * half * 2 * len(coord(G[0])) * 32))
        w("#define OAT_%s_GEN_TAB { \\" % grp)
        B = G
        for j in range(nwin):
            B2 = aff_add(B, B)
            row = [B]
            for i in range(1, half):
                row.append(aff_add(row[-1], B2))
            assert all(P is not None for P in row)
            for _ in range(2):
                i = rnd.randrange(half)
                assert aff_eq(row[i], aff_mul(G, (2 * i + 1) << (GEN_W * j)))
            w("\t{ /* window %d */ \\" % j)
            for P in row:
                w("\t\t{ %s }, \\" % ", ".join(fpm(x) for v in P for x in coord(v)))
            w("\t}, \\")
            for _ in range(GEN_W):
                B = aff_add(B, B)
        w("}")
    w("")
    w("#endif")
    return "\n".join(o) + "\n"

if __name__ == "__main__":
    curves = {"bn254": bn254}
    if len(sys.argv) > 2 and sys.argv[2] == "tables":
        sys.stdout.write(emit_tables(curves[sys.argv[1]]()))
    else:
        sys.stdout.write(emit(curves[sys.argv[1]]()))
