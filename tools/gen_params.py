#!/usr/bin/env python3
"""Derive every constant oat needs for a curve from its defining facts.

Usage: tools/gen_params.py bn254 > src/curves/bn254/params.h
       tools/gen_params.py bn254 g1 > src/curves/bn254/tab_g1.c
       tools/gen_params.py bn254 g2 > src/curves/bn254/tab_g2.c
(the last two are the large fixed-base tables of the generators, each
compiled on its own where OAT_GEN_TABLES asks for it); tools/regen.py writes
every generated file of every curve, or checks them (--check).

Nothing here is copied from another library: the curve is defined by its
parameter z (BN-P254: z = -(2^62 + 2^55 + 1), as RELIC's BN-P254 and mcl's
BN254), its coefficient b = 2, the tower Fp2 = Fp[i]/(i^2+1), xi = 1 + i, and
its generators (G1 = (p-1, 1); G2 as RELIC's BN-P254 generator, the a = b = 1
entry of the project's known-answer file).  Everything else is computed.
Field constants are emitted in Montgomery form with R = 2^256 (Fr, and Fp of
BN-P254) or 2^384 (Fp of BLS12-381), which is the same for 64-bit and
32-bit limbs, so one table serves both builds.
"""
import random
import sys

import ts_tab

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

def test_scalars(r, mu, rnd):
    """Edge scalars (0, 1, r - 1, halves, mu, powers of 2 and their
    neighbours) and 20000 random ones, reduced mod r."""
    ks = [0, 1, 2, r - 1, r - 2, (r - 1) // 2, (r + 1) // 2, mu, mu + 1, r - mu]
    ks += [2**e + t for e in range(1, r.bit_length()) for t in (-1, 0, 1)]
    ks += [rnd.randrange(r) for _ in range(20000)]
    return [k % r for k in ks]

def check_decompose(g, bp, M, n, mu, r, rnd):
    """Recombination and the bound on random and edge scalars."""
    d = len(g)
    for k in test_scalars(r, mu, rnd):
        s = decompose(k, g, bp, M)
        assert sum(s[i] * pow(mu, i, r) for i in range(d)) % r == k
        assert all(abs(x) + 1 <= 2**n - 1 for x in s)

def odd_fix(bp, r, M, nb_window):
    """The data of scalar_inl.h's oat_sc_odd_, which makes every sub-scalar
    of a decomposition odd by adding lattice vectors (sum k_i mu^i mod r is
    unchanged), so that the constant-time methods need no parity
    correction: the parities to fix, e_i = 1 - (k_i mod 2), select the rows
    b'_j to add by c = e A^-1 over GF(2), A_ji = b'_ji mod 2 (invertible:
    det = +-r is odd); each chosen row is added with the sign that takes its
    dominant entry (the largest, at dom(j), one per column) against k_dom(j),
    so |k_dom| grows by at most the other rows' entries in that column:
      |k_i'| <= max(B_i + S_i, |b'_(j*)i|) + S_i,
    B_i = eps sum_j |b'_ji| the bound of babai(), j* the row dominant in i,
    S_i = sum_(j != j*) |b'_ji|.  Returns (dom, solve, bits) with solve[j] the
    mask of the e_i whose sum is c_j and bits the least n with
    |k_i'| <= 2^n - 1 (an odd value's recoding bound), or None where the
    rows have no dominant entry per column or the bound exceeds nb_window
    (the windows' width: the fix would cost a window)."""
    from fractions import Fraction
    d = len(bp)
    dom = [max(range(d), key=lambda i: abs(bp[j][i])) for j in range(d)]
    if sorted(dom) != list(range(d)):
        return None
    # A^-1 over GF(2), by Gauss-Jordan on [A | I]
    a = [[bp[j][i] & 1 for i in range(d)] + [int(i == j) for i in range(d)] for j in range(d)]
    for col in range(d):
        piv = next(x for x in range(col, d) if a[x][col])
        a[col], a[piv] = a[piv], a[col]
        for x in range(d):
            if x != col and a[x][col]:
                a[x] = [u ^ v for u, v in zip(a[x], a[col])]
    inv = [row[d:] for row in a]   # A^-1: c_j = sum_i e_i inv[i][j]
    solve = [sum(inv[i][j] << i for i in range(d)) for j in range(d)]
    eps = Fraction(1, 2) + Fraction(r, 2**(M + 1))
    bits = 1
    for i in range(d):
        js = dom.index(i)
        S = sum(abs(bp[j][i]) for j in range(d) if j != js)
        B = eps * sum(abs(bp[j][i]) for j in range(d))
        bound = max(B + S, abs(bp[js][i])) + S
        while bound > 2**bits - 1:
            bits += 1
    if bits > nb_window:
        return None
    return dom, solve, bits

def apply_odd(s, bp, dom, solve):
    """oat_sc_odd_ step for step: s made odd (see odd_fix)."""
    d = len(s)
    e = sum((1 - (s[i] & 1)) << i for i in range(d))
    s = list(s)
    for j in range(d):
        if bin(e & solve[j]).count("1") & 1:
            i = dom[j]
            if (s[i] >= 0) == (bp[j][i] >= 0):
                s = [s[x] - bp[j][x] for x in range(d)]
            else:
                s = [s[x] + bp[j][x] for x in range(d)]
    return s

def check_odd(g, bp, M, mu, r, rnd, dom, solve, bits):
    """The odd decomposition on random and edge scalars: odd, recombines,
    within the bound."""
    d = len(g)
    for k in test_scalars(r, mu, rnd):
        s = apply_odd(decompose(k, g, bp, M), bp, dom, solve)
        assert all(x & 1 for x in s)
        assert sum(s[i] * pow(mu, i, r) for i in range(d)) % r == k
        assert all(abs(x) <= 2**bits - 1 for x in s)

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

def cbrt_fp(a, p):
    """A cube root of a cube a mod p, p = 1 mod 3: a^k with 3k = 1 mod q
    (p - 1 = 3^e q), times the element of the 3-Sylow subgroup that fixes it
    (found by trying all 3^e: e is 2 or 3 here)."""
    e, q = 0, p - 1
    while q % 3 == 0:
        q //= 3
        e += 1
    z = 2
    while pow(z, (p - 1) // 3, p) == 1:
        z += 1
    c = pow(z, q, p)
    x = pow(a, inv(3, q), p)
    for j in range(3**e):
        y = x * pow(c, j, p) % p
        if pow(y, 3, p) == a % p:
            return y
    raise ValueError("not a cube")

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

# RFC 9380 (Hash to elliptic curves), section 8.8 and appendix E: the
# simplified SWU parameters of the curves E1' and E2' isogenous to BLS12-381's
# G1 and G2, and the coefficients k_(i,j) of the 11-isogeny E1' -> E (E.2)
# and of the 3-isogeny E2' -> E' (E.3); i = 1 x_num, 2 x_den, 3 y_num,
# 4 y_den, j the power of x'.  Facts from the RFC, transcribed as given.
BLS12_381_SSWU = dict(
    g1_A=0x144698a3b8e9433d693a02c96d4982b0ea985383ee66a8d8e8981aefd881ac98936f8da0e0f97f5cf428082d584c1d,
    g1_B=0x12e2908d11688030018b12e8753eee3b2016c1f0f24f4070a0b9c14fcef35ef55a23215a316ceaa5d1cc48e98e172be0,
    g1_Z=11,
    g2_A=(0, 240), g2_B=(1012, 1012), g2_Z=(-2, -1))
BLS12_381_ISO = """
G1 1 0 0x11a05f2b1e833340b809101dd99815856b303e88a2d7005ff2627b56cdb4e2c85610c2d5f2e62d6eaeac1662734649b7
G1 1 1 0x17294ed3e943ab2f0588bab22147a81c7c17e75b2f6a8417f565e33c70d1e86b4838f2a6f318c356e834eef1b3cb83bb
G1 1 2 0xd54005db97678ec1d1048c5d10a9a1bce032473295983e56878e501ec68e25c958c3e3d2a09729fe0179f9dac9edcb0
G1 1 3 0x1778e7166fcc6db74e0609d307e55412d7f5e4656a8dbf25f1b33289f1b330835336e25ce3107193c5b388641d9b6861
G1 1 4 0xe99726a3199f4436642b4b3e4118e5499db995a1257fb3f086eeb65982fac18985a286f301e77c451154ce9ac8895d9
G1 1 5 0x1630c3250d7313ff01d1201bf7a74ab5db3cb17dd952799b9ed3ab9097e68f90a0870d2dcae73d19cd13c1c66f652983
G1 1 6 0xd6ed6553fe44d296a3726c38ae652bfb11586264f0f8ce19008e218f9c86b2a8da25128c1052ecaddd7f225a139ed84
G1 1 7 0x17b81e7701abdbe2e8743884d1117e53356de5ab275b4db1a682c62ef0f2753339b7c8f8c8f475af9ccb5618e3f0c88e
G1 1 8 0x80d3cf1f9a78fc47b90b33563be990dc43b756ce79f5574a2c596c928c5d1de4fa295f296b74e956d71986a8497e317
G1 1 9 0x169b1f8e1bcfa7c42e0c37515d138f22dd2ecb803a0c5c99676314baf4bb1b7fa3190b2edc0327797f241067be390c9e
G1 1 10 0x10321da079ce07e272d8ec09d2565b0dfa7dccdde6787f96d50af36003b14866f69b771f8c285decca67df3f1605fb7b
G1 1 11 0x6e08c248e260e70bd1e962381edee3d31d79d7e22c837bc23c0bf1bc24c6b68c24b1b80b64d391fa9c8ba2e8ba2d229
G1 2 0 0x8ca8d548cff19ae18b2e62f4bd3fa6f01d5ef4ba35b48ba9c9588617fc8ac62b558d681be343df8993cf9fa40d21b1c
G1 2 1 0x12561a5deb559c4348b4711298e536367041e8ca0cf0800c0126c2588c48bf5713daa8846cb026e9e5c8276ec82b3bff
G1 2 2 0xb2962fe57a3225e8137e629bff2991f6f89416f5a718cd1fca64e00b11aceacd6a3d0967c94fedcfcc239ba5cb83e19
G1 2 3 0x3425581a58ae2fec83aafef7c40eb545b08243f16b1655154cca8abc28d6fd04976d5243eecf5c4130de8938dc62cd8
G1 2 4 0x13a8e162022914a80a6f1d5f43e7a07dffdfc759a12062bb8d6b44e833b306da9bd29ba81f35781d539d395b3532a21e
G1 2 5 0xe7355f8e4e667b955390f7f0506c6e9395735e9ce9cad4d0a43bcef24b8982f7400d24bc4228f11c02df9a29f6304a5
G1 2 6 0x772caacf16936190f3e0c63e0596721570f5799af53a1894e2e073062aede9cea73b3538f0de06cec2574496ee84a3a
G1 2 7 0x14a7ac2a9d64a8b230b3f5b074cf01996e7f63c21bca68a81996e1cdf9822c580fa5b9489d11e2d311f7d99bbdcc5a5e
G1 2 8 0xa10ecf6ada54f825e920b3dafc7a3cce07f8d1d7161366b74100da67f39883503826692abba43704776ec3a79a1d641
G1 2 9 0x95fc13ab9e92ad4476d6e3eb3a56680f682b4ee96f7d03776df533978f31c1593174e4b4b7865002d6384d168ecdd0a
G1 3 0 0x90d97c81ba24ee0259d1f094980dcfa11ad138e48a869522b52af6c956543d3cd0c7aee9b3ba3c2be9845719707bb33
G1 3 1 0x134996a104ee5811d51036d776fb46831223e96c254f383d0f906343eb67ad34d6c56711962fa8bfe097e75a2e41c696
G1 3 2 0xcc786baa966e66f4a384c86a3b49942552e2d658a31ce2c344be4b91400da7d26d521628b00523b8dfe240c72de1f6
G1 3 3 0x1f86376e8981c217898751ad8746757d42aa7b90eeb791c09e4a3ec03251cf9de405aba9ec61deca6355c77b0e5f4cb
G1 3 4 0x8cc03fdefe0ff135caf4fe2a21529c4195536fbe3ce50b879833fd221351adc2ee7f8dc099040a841b6daecf2e8fedb
G1 3 5 0x16603fca40634b6a2211e11db8f0a6a074a7d0d4afadb7bd76505c3d3ad5544e203f6326c95a807299b23ab13633a5f0
G1 3 6 0x4ab0b9bcfac1bbcb2c977d027796b3ce75bb8ca2be184cb5231413c4d634f3747a87ac2460f415ec961f8855fe9d6f2
G1 3 7 0x987c8d5333ab86fde9926bd2ca6c674170a05bfe3bdd81ffd038da6c26c842642f64550fedfe935a15e4ca31870fb29
G1 3 8 0x9fc4018bd96684be88c9e221e4da1bb8f3abd16679dc26c1e8b6e6a1f20cabe69d65201c78607a360370e577bdba587
G1 3 9 0xe1bba7a1186bdb5223abde7ada14a23c42a0ca7915af6fe06985e7ed1e4d43b9b3f7055dd4eba6f2bafaaebca731c30
G1 3 10 0x19713e47937cd1be0dfd0b8f1d43fb93cd2fcbcb6caf493fd1183e416389e61031bf3a5cce3fbafce813711ad011c132
G1 3 11 0x18b46a908f36f6deb918c143fed2edcc523559b8aaf0c2462e6bfe7f911f643249d9cdf41b44d606ce07c8a4d0074d8e
G1 3 12 0xb182cac101b9399d155096004f53f447aa7b12a3426b08ec02710e807b4633f06c851c1919211f20d4c04f00b971ef8
G1 3 13 0x245a394ad1eca9b72fc00ae7be315dc757b3b080d4c158013e6632d3c40659cc6cf90ad1c232a6442d9d3f5db980133
G1 3 14 0x5c129645e44cf1102a159f748c4a3fc5e673d81d7e86568d9ab0f5d396a7ce46ba1049b6579afb7866b1e715475224b
G1 3 15 0x15e6be4e990f03ce4ea50b3b42df2eb5cb181d8f84965a3957add4fa95af01b2b665027efec01c7704b456be69c8b604
G1 4 0 0x16112c4c3a9c98b252181140fad0eae9601a6de578980be6eec3232b5be72e7a07f3688ef60c206d01479253b03663c1
G1 4 1 0x1962d75c2381201e1a0cbd6c43c348b885c84ff731c4d59ca4a10356f453e01f78a4260763529e3532f6102c2e49a03d
G1 4 2 0x58df3306640da276faaae7d6e8eb15778c4855551ae7f310c35a5dd279cd2eca6757cd636f96f891e2538b53dbf67f2
G1 4 3 0x16b7d288798e5395f20d23bf89edb4d1d115c5dbddbcd30e123da489e726af41727364f2c28297ada8d26d98445f5416
G1 4 4 0xbe0e079545f43e4b00cc912f8228ddcc6d19c9f0f69bbb0542eda0fc9dec916a20b15dc0fd2ededda39142311a5001d
G1 4 5 0x8d9e5297186db2d9fb266eaac783182b70152c65550d881c5ecd87b6f0f5a6449f38db9dfa9cce202c6477faaf9b7ac
G1 4 6 0x166007c08a99db2fc3ba8734ace9824b5eecfdfa8d0cf8ef5dd365bc400a0051d5fa9c01a58b1fb93d1a1399126a775c
G1 4 7 0x16a3ef08be3ea7ea03bcddfabba6ff6ee5a4375efa1f4fd7feb34fd206357132b920f5b00801dee460ee415a15812ed9
G1 4 8 0x1866c8ed336c61231a1be54fd1d74cc4f9fb0ce4c6af5920abc5750c4bf39b4852cfe2f7bb9248836b233d9d55535d4a
G1 4 9 0x167a55cda70a6e1cea820597d94a84903216f763e13d87bb5308592e7ea7d4fbc7385ea3d529b35e346ef48bb8913f55
G1 4 10 0x4d2f259eea405bd48f010a01ad2911d9c6dd039bb61a6290e591b36e636a5c871a5c29f4f83060400f8b49cba8f6aa8
G1 4 11 0xaccbb67481d033ff5852c1e48c50c477f94ff8aefce42d28c0f9a88cea7913516f968986f7ebbea9684b529e2561092
G1 4 12 0xad6b9514c767fe3c3613144b45f1496543346d98adf02267d5ceef9a00d9b8693000763e3b90ac11e99b138573345cc
G1 4 13 0x2660400eb2e4f3b628bdd0d53cd76f2bf565b94e72927c1cb748df27942480e420517bd8714cc80d1fadc1326ed06f7
G1 4 14 0xe0fa1d816ddc03e6b24255e0d7819c171c40f65e273b853324efcd6356caa205ca2f570f13497804415473a1d634b8f
G2 1 0 0x5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97d6 + 0x5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97d6 * I
G2 1 1 0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71a * I
G2 1 2 0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71e + 0x8ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38d * I
G2 1 3 0x171d6541fa38ccfaed6dea691f5fb614cb14b4e7f4e810aa22d6108f142b85757098e38d0f671c7188e2aaaaaaaa5ed1
G2 2 0 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa63 * I
G2 2 1 0xc + 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa9f * I
G2 3 0 0x1530477c7ab4113b59a4c18b076d11930f7da5d4a07f649bf54439d87d27e500fc8c25ebf8c92f6812cfc71c71c6d706 + 0x1530477c7ab4113b59a4c18b076d11930f7da5d4a07f649bf54439d87d27e500fc8c25ebf8c92f6812cfc71c71c6d706 * I
G2 3 1 0x5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97be * I
G2 3 2 0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71c + 0x8ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38f * I
G2 3 3 0x124c9ad43b6cf79bfbf7043de3811ad0761b0f37a1e26286b0e977c69aa274524e79097a56dc4bd9e1b371c71c718b10
G2 4 0 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa8fb + 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa8fb * I
G2 4 1 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa9d3 * I
G2 4 2 0x12 + 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa99 * I
"""

def parse_iso(p):
    """{(group, i): [coefficients by j]} from BLS12_381_ISO; Fp2 values as (c0, c1)."""
    out = {}
    for line in BLS12_381_ISO.strip().splitlines():
        g, i, j, val = line.split(None, 3)
        c0 = c1 = 0
        for term in val.split(" + "):
            term = term.strip()
            if term.endswith("* I"):
                c1 = int(term[:-3].strip(), 16)
            else:
                c0 = int(term, 16)
        out.setdefault((g, int(i)), {})[int(j)] = (c0 % p, c1 % p)
    return {k: [v[j] for j in range(len(v))] for k, v in out.items()}

def limbs(x, nbits):
    out = []
    for k in range(nbits // 64):
        out.append("OAT_L64(0x%016x)" % ((x >> (64 * k)) & (2**64 - 1)))
    return "{ " + ", ".join(out) + " }"

def wnaf(n, width):
    """The width-w NAF of n >= 0, least significant digit first: odd digits
    below 2^(w-1) in absolute value, each followed by w - 1 zeros at least."""
    d = []
    while n:
        if n & 1:
            k = n % (1 << width)
            if k >= 1 << (width - 1):
                k -= 1 << width
            n -= k
        else:
            k = 0
        d.append(k)
        n >>= 1
    return d

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
    return dict(name="BN254", family="bn", twist="D", nb=256, nbr=256, token="bn254", z=z, p=p, r=r, b=b, g1=g1,
                g2=(g2x, g2y), xi=(1, 1))

def altbn128():
    # alt_bn128, Ethereum's "BN254" (EIP-196/197; mcl's BN_SNARK1, the bn254 of
    # gnark, arkworks, circom and @noble/curves): z = 4965661367192848881,
    # E: y^2 = x^3 + 3, G1 = (1, 2), the D-type twist over Fp2 = Fp[i]/(i^2+1)
    # with xi = 9 + i, and G2's generator as EIP-197 gives it.
    z = 4965661367192848881
    p = 36*z**4 + 36*z**3 + 24*z**2 + 6*z + 1
    r = 36*z**4 + 36*z**3 + 18*z**2 + 6*z + 1
    assert p == 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47
    g2x = (10857046999023057135944570762232829481370756359578518086990519993285655852781,
           11559732032986387107991004021392285783925812861821192530917403151452391805634)
    g2y = (8495653923123431417604973247489272438418190587263600148770280649306958101930,
           4082367875863433681332203403145435568316851327593401208105741076214120093531)
    return dict(name="ALTBN128", family="bn", twist="D", nb=256, nbr=256, token="altbn128", z=z, p=p, r=r, b=3,
                g1=(1, 2), g2=(g2x, g2y), xi=(9, 1))

def bls12_381():
    # BLS12-381 (Bowe, "BLS12-381: New zk-SNARK Elliptic Curve Construction",
    # 2017; draft-irtf-cfrg-pairing-friendly-curves-11, Section 4.2.1):
    # z = -0xd201000000010000, E: y^2 = x^3 + 4, the M-type twist
    # E': y^2 = x^3 + 4(1 + i); generators as in that draft (and ZCash).
    z = -0xd201000000010000
    r = z**4 - z**2 + 1
    p = (z - 1)**2 * r // 3 + z
    assert (z - 1)**2 * r % 3 == 0
    b = 4
    g1 = (0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb,
          0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1)
    g2x = (0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8,
           0x13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e)
    g2y = (0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801,
           0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be)
    return dict(name="BLS12_381", family="bls12", twist="M", nb=384, nbr=256, token="bls12381", z=z, p=p, r=r, b=b, g1=g1,
                g2=(g2x, g2y), xi=(1, 1))

def emit(c):
    p, r, z = c["p"], c["r"], c["z"]
    NB, NBR = c["nb"], c["nbr"]
    R = 2**NB
    bn = c["family"] == "bn"
    assert p % 4 == 3 and p % 6 == 1
    # Fp keeps two spare bits (the lazy reduction of the tower needs p < R/4);
    # Fr at least one (BLS12-381's 255-bit r on 256 bits)
    assert p.bit_length() <= NB - 2 and r.bit_length() <= NBR - 1
    def mont(x, m=p): return (x * R) % m
    def fp(x): return limbs(mont(x), NB)
    def fp2(v): return "{ %s, %s }" % (fp(v.a), fp(v.b))
    o = []
    w = o.append
    w("/* Generated by tools/gen_params.py %s; do not edit by hand. */" % c["name"].lower())
    w("/* Curve %s: z = %s. Limbs little-endian; field constants in */" % (c["name"], hex(z)))
    w("/* Montgomery form with R = 2^%d (Fp), 2^%d (Fr) unless marked canonical. */" % (NB, NBR))
    w("#ifndef OAT_CURVES_%s_PARAMS_H" % c["token"].upper())
    w("#define OAT_CURVES_%s_PARAMS_H" % c["token"].upper())
    w("")
    for nm, m, nb in (("FP", p, NB), ("FR", r, NBR)):
        Rm = 2**nb
        w("/* %s: modulus %s (%d bits) */" % (nm, hex(m), m.bit_length()))
        w("#define OAT_%s_MODULUS %s /* canonical */" % (nm, limbs(m, nb)))
        w("#define OAT_%s_ONE %s" % (nm, limbs(Rm % m, nb)))
        w("#define OAT_%s_R2 %s" % (nm, limbs(Rm * Rm % m, nb)))
        w("#define OAT_%s_N0_64 UINT64_C(0x%016x)" % (nm, (-inv(m, 2**64)) % 2**64))
        w("#define OAT_%s_N0_32 UINT32_C(0x%08x)" % (nm, (-inv(m, 2**32)) % 2**32))
        w("#define OAT_%s_N0 OAT_%s_N0_W(OAT_WSIZE) /* -m^-1 mod 2^OAT_WSIZE */" % (nm, nm))
        w("#define OAT_%s_N0_W(w) OAT_%s_N0_W_(w)" % (nm, nm))
        w("#define OAT_%s_N0_W_(w) OAT_%s_N0_##w" % (nm, nm))
        w("#define OAT_%s_LEG_EXP %s /* canonical (m - 1) / 2 */" % (nm, limbs((m - 1) // 2, nb)))
        if m % 4 == 3:
            w("#define OAT_%s_SQRT_EXP %s /* canonical (m + 1) / 4 */" % (nm, limbs((m + 1) // 4, nb)))
            w("#define OAT_%s_SQRT_EXP2 %s /* canonical (m - 3) / 4 */" % (nm, limbs((m - 3) // 4, nb)))
        elif nm == "FR":
            # Tonelli-Shanks in constant time with tables (tools/ts_tab.py)
            for line in ts_tab.defines(nm, m, lambda x: limbs(x, nb), lambda x: limbs(x * Rm % m, nb)):
                w(line)
        if nm == "FP":
            w("#define OAT_%s_HALF %s /* (m + 1) / 2 */" % (nm, limbs(((m + 1) // 2) * Rm % m, nb)))
        w("")
    xi = Fp2(p, *c["xi"])
    assert c["xi"][1] == 1 and 1 <= c["xi"][0] < 16
    w("/* Tower: Fp2 = Fp[i]/(i^2+1), Fp6 = Fp2[v]/(v^3 - xi), Fp12 = Fp6[w]/(w^2 - v), xi = %d + i. */" % c["xi"][0])
    w("#define OAT_XI_A %d /* xi = OAT_XI_A + i (multiplications by xi by additions) */" % c["xi"][0])
    # The x86-64 fused sum of three Fp2 products (fp2_4_adx.S): its narrow form needs 6p < R
    w("#define OAT_FP_6P_LT_R %d /* 6p < R: the narrow fused sum of three Fp2 products (else the wide one) */" % (1 if 6 * p < R else 0))
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
    bt = Fp2(p, b) * (xi.inv() if c["twist"] == "D" else xi)
    w("/* G1: y^2 = x^3 + %d; G2 on the %s-type twist y^2 = x^3 + %s = x^3 + (%d + %d i). */" % (b,
        c["twist"], "b/xi" if c["twist"] == "D" else "b xi",
        bt.a if bt.a < p//2 else bt.a - p, bt.b if bt.b < p//2 else bt.b - p))
    w("#define OAT_G1_B %s" % fp(b))
    w("#define OAT_G1_B3 %s" % fp(3 * b))
    w("#define OAT_G1_GX %s" % fp(c["g1"][0]))
    w("#define OAT_G1_GY %s" % fp(c["g1"][1]))
    w("#define OAT_G2_B %s" % fp2(bt))
    w("#define OAT_G2_B3 %s" % fp2(bt * 3))
    sm = lambda x: x if x < p // 2 else x - p
    w("/* 3b and 3b' = B3_INT0 + B3_INT1 i as integers, for multiplications by additions. */")
    w("#define OAT_G1_B3_INT %d" % (3 * b))
    # (0 when 3b' has no small integer coefficients: a product instead)
    small = lambda x: x if abs(x) < 2**16 else 0
    w("#define OAT_G2_B3_INT0 %d" % small(sm((bt * 3).a)))
    w("#define OAT_G2_B3_INT1 %d" % small(sm((bt * 3).b)))
    # The isomorphic curve for the constant-time multiplications: (x, y) ->
    # (u^2 x, u^3 y) maps y^2 = x^3 + b onto y^2 = x^3 + u^6 b; with u in Fp
    # the endomorphisms (beta x on G1, psi on G2) keep their constants.  Where
    # some u^6 makes 3b (3b' = K (1 +- i)) a smaller multiple k (k (1 +- i)),
    # with fewer additions, the complete formulas run there (sw_tmpl.h
    # G_ISO); 0 where none does.
    def adds(k): return k.bit_length() - 1 + bin(k).count("1") - 1
    def iso(K):
        best = None
        for k in range(1, 17):
            s = k * inv(K, p) % p
            if pow(s, (p - 1) // 6, p) == 1 and adds(k) < adds(K) and (best is None or adds(k) < adds(best[0])):
                best = (k, s)
        if best is None:
            return 0, None
        k, s = best
        u = cbrt_fp(sqrt_fp(s, p), p)
        assert pow(u, 6, p) == s and K * s % p == k
        return k, u
    b3t = bt * 3
    # G2 only where 3b' = K (1 +- i) with a small K > 0 (g2_tmpl.h's additions)
    K2 = sm(b3t.a) if 0 < sm(b3t.a) < 2**16 and abs(sm(b3t.b)) == sm(b3t.a) else 0
    for g, K in (("G1", 3 * b), ("G2", K2)):
        k, u = iso(K) if K else (0, None)
        w("/* %s on y^2 = x^3 + u^6 b%s: 3%s u^6 = %s (0: not used). */" % (g, "" if g == "G1" else "'",
            "b" if g == "G1" else "b'", str(k) if g == "G1" or not k else "%d (1 %s i)" % (k, "+" if sm(b3t.b) > 0 else "-")))
        w("#define OAT_%s_ISO_B3_INT %d" % (g, k))
        if k:
            w("#define OAT_%s_ISO_U2 %s" % (g, fp(u * u % p)))
            w("#define OAT_%s_ISO_U3 %s" % (g, fp(pow(u, 3, p))))
            w("#define OAT_%s_ISO_UI2 %s" % (g, fp(inv(u * u % p, p))))
            w("#define OAT_%s_ISO_UI3 %s" % (g, fp(inv(pow(u, 3, p), p))))
    (gx, gy) = c["g2"]
    gx, gy = Fp2(p, *gx), Fp2(p, *gy)
    assert gy * gy == gx * gx * gx + bt
    g1x, g1y = c["g1"]
    assert (g1y * g1y - g1x**3 - b) % p == 0
    if bn:
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
        # With T1 = 1 - c1 u^2, T2 = 1 + c1 u^2 (both nonzero), the map's x1, x2
        # = c2 -+ u c3 / T2 and x3 = Z + c4 (T2 / T1)^2 satisfy
        #   g(x3) = k g(x1) g(x2) (T2 / T1)^6
        # for a constant k, a square (Shallue and van de Woestijne's product of
        # the three g(x_i) is a square; here the numerators of g(x3) and of
        # g(x1) g(x2) share their two degree-6 factors in u).  For p = 3 mod 4,
        # y_i = g(x_i)^((p+1)/4) has y_i^2 = -g(x_i) when g(x_i) is not a
        # square, so when neither g(x1) nor g(x2) is, sqrt(g(x3)) = C5 y1 y2
        # (T2/T1)^3 with C5 = sqrt(k): the map's third root without a third
        # exponentiation.  C6 = sqrt(g(Z)) (0 if not a square) is x3 = Z's
        # root when T1 T2 = 0.  Both checked here on random u.
        assert p % 4 == 3
        gx_ = lambda x: (x * x * x + b) % p
        def xs_(u):
            t1, t2 = (1 - c1 * u * u) % p, (1 + c1 * u * u) % p
            x1 = (c2 - u * c3 * inv(t2, p)) % p
            x2 = (c2 + u * c3 * inv(t2, p)) % p
            q_ = t2 * inv(t1, p) % p
            return x1, x2, (Zp + c4 * q_ * q_) % p, q_
        rng = random.Random(0x737664)
        kk = None
        for _ in range(16):
            x1, x2, x3, q_ = xs_(rng.randrange(2, p - 1))
            k1 = gx_(x3) * inv(gx_(x1) * gx_(x2) * pow(q_, 6, p) % p, p) % p
            assert kk is None or k1 == kk, "SvdW: g(x3) / (g(x1) g(x2) (T2/T1)^6) is not constant"
            kk = k1
        assert is_sq_fp(kk, p)
        c5 = sqrt_fp(kk, p)
        c6 = sqrt_fp(gx_(Zp), p) if is_sq_fp(gx_(Zp), p) else 0
        for _ in range(16):
            u = rng.randrange(2, p - 1)
            x1, x2, x3, q_ = xs_(u)
            y1, y2 = pow(gx_(x1), (p + 1) // 4, p), pow(gx_(x2), (p + 1) // 4, p)
            if y1 * y1 % p != gx_(x1) and y2 * y2 % p != gx_(x2):
                y3 = c5 * y1 * y2 * pow(q_, 3, p) % p
                assert y3 * y3 % p == gx_(x3)
        w("/* k = g(x3) / (g(x1) g(x2) (T2/T1)^6), constant: C5 = sqrt(k), C6 = sqrt(g(Z)) or 0 (g1_bn.h). */")
        w("#define OAT_G1_SVDW_C5 %s" % fp(c5))
        w("#define OAT_G1_SVDW_C6 %s" % fp(c6))
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
        # The same identity on the twist, g(x3) = k g(x1) g(x2) (T2/T1)^6 in Fp2,
        # taken through the norms N (multiplicative, into Fp): a root of
        # N(g(x3)) is C5N s1 s2 N(T2/T1)^3 with s_i = N(g(x_i))^((p+1)/4) when
        # neither N(g(x_i)) is a square (g2_bn.h), C5N = sqrt(N(k)); C6N =
        # sqrt(N(g(Z))) (0 if not a square) for T1 T2 = 0.
        nrm = lambda v: (v.a * v.a + v.b * v.b) % p
        gt_ = lambda x: x * x * x + bt
        def xs2_(u):
            t1, t2 = Fp2(p, 1) - d1 * u * u, Fp2(p, 1) + d1 * u * u
            x1 = d2 - u * d3 * t2.inv()
            x2 = d2 + u * d3 * t2.inv()
            q_ = t2 * t1.inv()
            return x1, x2, Z2 + d4 * q_ * q_, q_
        kk2 = None
        for _ in range(16):
            x1, x2, x3, q_ = xs2_(Fp2(p, rng.randrange(p), rng.randrange(p)))
            k1 = gt_(x3) * (gt_(x1) * gt_(x2) * q_.pow(6)).inv()
            assert kk2 is None or k1 == kk2, "SvdW on E': g(x3) / (g(x1) g(x2) (T2/T1)^6) is not constant"
            kk2 = k1
        assert is_sq_fp(nrm(kk2), p)
        c5n = sqrt_fp(nrm(kk2), p)
        c6n = sqrt_fp(nrm(gt_(Z2)), p) if is_sq_fp(nrm(gt_(Z2)), p) else 0
        for _ in range(16):
            x1, x2, x3, q_ = xs2_(Fp2(p, rng.randrange(p), rng.randrange(p)))
            s1, s2 = pow(nrm(gt_(x1)), (p + 1) // 4, p), pow(nrm(gt_(x2)), (p + 1) // 4, p)
            if s1 * s1 % p != nrm(gt_(x1)) and s2 * s2 % p != nrm(gt_(x2)):
                s3 = c5n * s1 * s2 * pow(nrm(q_), 3, p) % p
                assert s3 * s3 % p == nrm(gt_(x3))
        w("/* E': C5N = sqrt(N(k)), C6N = sqrt(N(g(Z))) or 0, in Fp (g2_bn.h). */")
        w("#define OAT_G2_SVDW_C5N %s" % fp(c5n))
        w("#define OAT_G2_SVDW_C6N %s" % fp(c6n))
    w("#define OAT_G2_GX %s" % fp2(gx))
    w("#define OAT_G2_GY %s" % fp2(gy))
    # psi(x, y) = (conj(x) cx, conj(y) cy): gamma_{1,2}, gamma_{1,3} on a D-type
    # twist, their inverses on an M-type one (checked in endo_data).
    gpx, gpy = xi.pow(2 * (p - 1) // 6), xi.pow(3 * (p - 1) // 6)
    if c["twist"] == "M":
        gpx, gpy = gpx.inv(), gpy.inv()
    w("#define OAT_G2_PSI_X %s" % fp2(gpx))
    w("#define OAT_G2_PSI_Y %s" % fp2(gpy))
    if not bn:
        emit_sswu(c, w, fp, fp2)
    w("")
    # Optimal ate loop, signed binary (NAF) of |s|, most significant first:
    # s = 6z + 2 for BN curves, s = z for BLS12.
    s = 6 * z + 2 if bn else z
    d = naf(abs(s))
    w("/* Optimal ate: loop on s = %s = %s; NAF of |s| from the top, %d digits. */" % (
        "6z + 2" if bn else "z", hex(s), len(d)))
    w("#define OAT_ATE_NEG %d" % (1 if s < 0 else 0))
    w("#define OAT_ATE_NAF { %s }" % ", ".join(str(x) for x in reversed(d)))
    w("#define OAT_ATE_NAF_LEN %d" % len(d))
    w("/* |z| for the final exponentiation, and its sign. */")
    w("#define OAT_Z_ABS UINT64_C(0x%016x)" % abs(z))
    w("#define OAT_Z_NEG %d" % (1 if z < 0 else 0))
    # A dense |z| (alt_bn128: 28 set bits) is raised to in the final
    # exponentiation by cyclotomic squarings and a signed window: its width-4
    # NAF (odd digits up to 7, at least three zeros after each), 62 squarings
    # and 13 products by f, f^3, f^5, f^7 or their conjugates (3 products and a
    # squaring for the table), against 28 products after Karabina's
    # compressed squarings with one digit per set bit.  A sparse |z| keeps
    # Karabina's (pc_tmpl.h).
    if bin(abs(z)).count("1") > 16:
        d = wnaf(abs(z), 4)
        assert sum(x * 2**i for i, x in enumerate(d)) == abs(z) and d[-1] > 0
        w("/* |z| in width-4 NAF from the top (%d digits, %d nonzero): exp_z by windows. */" % (
            len(d), sum(1 for x in d if x)))
        w("#define OAT_Z_WNAF { %s }" % ", ".join(str(x) for x in reversed(d)))
    phi = p**4 - p**2 + 1
    assert phi % r == 0
    if bn:
        # The hard-part multiple (Fuentes-Castaneda et al.) equals lam0+lam1 p+lam2 p^2+lam3 p^3.
        l0 = 1 + 6*z + 12*z**2 + 12*z**3
        l1 = 4*z + 6*z**2 + 12*z**3
        l2 = 6*z + 6*z**2 + 12*z**3
        l3 = -1 + 4*z + 6*z**2 + 12*z**3
        assert l0 + l1*p + l2*p**2 + l3*p**3 == 2*z*(6*z**2 + 3*z + 1) * phi // r
    else:
        # BLS12: the hard part of Hayashida, Hayasaka and Teruya ("Efficient final
        # exponentiation via cyclotomic structure for pairings over families of
        # elliptic curves", ePrint 2020/875): 3 (p^4 - p^2 + 1)/r
        # = (z - 1)^2 (z + p)(z^2 + p^2 - 1) + 3, so the pairing is the cube of
        # the one with exponent (p^12 - 1)/r -- the value zkcrypto, RELIC and
        # blst publish for e(G1, G2).
        assert (z - 1)**2 * (z + p) * (z**2 + p**2 - 1) + 3 == 3 * phi // r
        # cofactors: G1 h1 = (z - 1)^2 / 3; the effective cofactor of RFC 9380 8.8.1 is 1 - z.
        h1 = (z - 1)**2 // 3
        assert (p + 1 - (z + 1)) % r == 0 and (p + 1 - (z + 1)) // r == h1
        w("#define OAT_G1_H_EFF UINT64_C(0x%016x) /* 1 - z, RFC 9380 8.8.1 */" % (1 - z))
    w("")
    emit_endo(c, w, fp)
    w("")
    w("/* Fixed-base windows of mul_gen (the tables tab_g1.c, tab_g2.c). */")
    w("#define OAT_GEN_W %d" % GEN_W)
    w("#define OAT_GEN_WINDOWS %d" % gen_windows(r))
    w("")
    w("#endif")
    return "\n".join(o) + "\n"

def emit_sswu(c, w, fp, fp2):
    """Simplified SWU on the isogenous curves and the isogeny maps (RFC 9380
    6.6.3, 8.8, appendix E), checked here: Z is a non-square with
    g(B'/(Z A')) square (6.6.2), and the isogeny maps points of E1' (E2')
    onto E (E')."""
    p = c["p"]
    S = BLS12_381_SSWU
    iso = parse_iso(p)
    F2 = lambda v: Fp2(p, v[0] % p, v[1] % p)
    # G1
    A, B, Z = S["g1_A"], S["g1_B"], S["g1_Z"] % p
    assert not is_sq_fp(Z, p)
    t = B * inv(Z * A, p) % p
    assert is_sq_fp((t**3 + A * t + B) % p, p)
    def ev(k, x):  # sum k_j x^j over Fp
        return sum(cj[0] * pow(x, j, p) for j, cj in enumerate(k)) % p
    for x0 in range(1, 200):
        g = (x0**3 + A * x0 + B) % p
        if is_sq_fp(g, p):
            y0 = sqrt_fp(g, p)
            xn, xd = ev(iso[("G1", 1)], x0), (ev(iso[("G1", 2)], x0) + pow(x0, 10, p)) % p
            yn, yd = ev(iso[("G1", 3)], x0), (ev(iso[("G1", 4)], x0) + pow(x0, 15, p)) % p
            X = xn * inv(xd, p) % p
            Y = y0 * yn * inv(yd, p) % p
            assert (Y * Y - X**3 - c["b"]) % p == 0
            break
    w("/* Simplified SWU to E1': y^2 = x^3 + A' x + B' and the 11-isogeny E1' -> E")
    w(" * (RFC 9380 8.8.1, appendix E.2); Z = 11; isogeny coefficients constant first,")
    w(" * the denominators monic (leading 1 not stored). */")
    w("#define OAT_G1_SSWU_A %s" % fp(A))
    w("#define OAT_G1_SSWU_B %s" % fp(B))
    w("#define OAT_G1_SSWU_Z %s" % fp(Z))
    c2 = sqrt_fp(-Z % p, p)
    assert c2 is not None
    w("#define OAT_G1_SSWU_C2 %s /* a root of -Z (sqrt_ratio, RFC 9380 F.2.1.2) */" % fp(c2))
    for i, nm in ((1, "XNUM"), (2, "XDEN"), (3, "YNUM"), (4, "YDEN")):
        k = iso[("G1", i)]
        w("#define OAT_G1_ISO_N_%s %d" % (nm, len(k)))
        w("#define OAT_G1_ISO_%s { %s }" % (nm, ", ".join(fp(v[0]) for v in k)))
    # G2
    A2, B2, Z2 = F2(S["g2_A"]), F2(S["g2_B"]), F2(S["g2_Z"])
    assert not is_sq_fp2(Z2)
    def ev2(k, x, monic):
        r = Fp2(p, 0)
        xp = Fp2(p, 1)
        for cj in k:
            r = r + F2(cj) * xp
            xp = xp * x
        if monic:
            r = r + xp
        return r
    for x0 in range(1, 200):
        x = Fp2(p, x0, 1)
        g = x * x * x + A2 * x + B2
        if is_sq_fp2(g):
            y = sqrt_fp2(g)
            X = ev2(iso[("G2", 1)], x, False) * ev2(iso[("G2", 2)], x, True).inv()
            Y = y * ev2(iso[("G2", 3)], x, False) * ev2(iso[("G2", 4)], x, True).inv()
            bt = Fp2(p, c["b"]) * Fp2(p, *c["xi"])
            assert Y * Y == X * X * X + bt
            break
    w("/* Simplified SWU to E2': y^2 = x^3 + A' x + B' over Fp2 and the 3-isogeny")
    w(" * E2' -> E' (RFC 9380 8.8.2, appendix E.3); Z = -(2 + i). */")
    w("#define OAT_G2_SSWU_A %s" % fp2(A2))
    w("#define OAT_G2_SSWU_B %s" % fp2(B2))
    w("#define OAT_G2_SSWU_Z %s" % fp2(Z2))
    nc = sqrt_fp(-(Z2.a * Z2.a + Z2.b * Z2.b) % p, p)
    assert nc is not None
    w("#define OAT_G2_SSWU_NC %s /* a root of -N(Z) in Fp, N(Z) = Z^(p+1) */" % fp(nc))
    for i, nm in ((1, "XNUM"), (2, "XDEN"), (3, "YNUM"), (4, "YDEN")):
        k = iso[("G2", i)]
        w("#define OAT_G2_ISO_N_%s %d" % (nm, len(k)))
        w("#define OAT_G2_ISO_%s { %s }" % (nm, ", ".join(fp2(F2(v)) for v in k)))

def endo_data(c):
    """The endomorphisms of G1 and G2 as scalars, their short lattice bases
    (polynomials in z, checked here) and the rounding constants."""
    p, r, z = c["p"], c["r"], c["z"]
    g1 = (Fp2(p, c["g1"][0]), Fp2(p, c["g1"][1]))
    (gx, gy) = c["g2"]
    g2 = (Fp2(p, *gx), Fp2(p, *gy))
    # G1: phi(x, y) = (beta x, y) with beta^3 = 1 in Fp acts on the cyclic
    # group G1 as a cube root of unity lambda mod r: for BN curves
    # lambda = 36z^3 + 18z^2 + 6z + 1, for BLS12 lambda = z^2 - 1 (r = z^4 - z^2 + 1,
    # so (z^2 - 1)^2 + (z^2 - 1) + 1 = z^4 - z^2 + 1 = 0 mod r); the beta that
    # matches it is the one with phi(G) = [lambda] G (the other root goes with lambda^2).
    bn = c["family"] == "bn"
    lam = ((36*z**3 + 18*z**2 + 6*z + 1) if bn else (z**2 - 1)) % r
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
    if bn:
        b1 = [(6*z**2 + 4*z + 1, 2*z + 1), (2*z + 1, -(6*z**2 + 2*z))]
    else:
        b1 = [(z**2 - 1, -1), (1, z**2)]
    for b in b1:
        assert (b[0] + b[1] * lam) % r == 0
    # G2: psi acts on G2 as mu = p mod r (6z^2 for BN, z for BLS12); the
    # 4-dimensional lattice {(k0..k3) : sum k_i mu^i = 0 mod r} of Galbraith
    # and Scott ("Exponentiation in pairing-friendly groups using
    # homomorphisms", Pairing 2008) has a basis of entries O(z); for BN this
    # one (LLL-reduced and chosen for the least max column sum of |b_ji|,
    # which bounds the sub-scalars) gives 64-bit sub-scalars; for BLS12 the
    # rows z e_i - e_(i+1) and (1, 0, -1, z) (r = z^4 - z^2 + 1) do.
    mu = (6 * z * z if bn else z) % r
    assert p % r == mu
    xi = Fp2(p, *c["xi"])
    if c["twist"] == "D":
        g12, g13 = xi.pow(2 * (p - 1) // 6), xi.pow(3 * (p - 1) // 6)
    else:
        g12, g13 = xi.pow(2 * (p - 1) // 6).inv(), xi.pow(3 * (p - 1) // 6).inv()
    psi = lambda P: (P[0].conj() * g12, P[1].conj() * g13)
    assert aff_eq(psi(g2), aff_mul(g2, mu))
    if bn:
        b2 = [(2*z + 1, -z, -(z + 1), -z), (z, -2*z, -(2*z + 1), z),
              (2*z + 1, 0, 2*z, 1), (-1, 2*z + 1, 1, 2*z)]
    else:
        b2 = [(z, -1, 0, 0), (0, z, -1, 0), (0, 0, z, -1), (1, 0, -1, z)]
    for b in b2:
        assert sum(b[i] * pow(mu, i, r) for i in range(4)) % r == 0
    return dict(beta=beta, lam=lam, b1=b1, mu=mu, b2=b2)

def emit_endo(c, w, fp):
    import random
    p, r, z = c["p"], c["r"], c["z"]
    rnd = random.Random(0x6c76)
    e = endo_data(c)
    NB = c["nbr"]   # scalars are Fr digits
    M = NB
    def tc(x):   # two's complement mod 2^NB
        return limbs(x % 2**NB, NB)
    def vec(b):
        return "(" + ", ".join(zpoly(x, z) for x in b) + ")"
    w("/* Scalar decomposition (src/ec/scalar_inl.h): k = sum k_i mu^i mod r with")
    w(" * a_j = floor((k g_j + 2^%d) / 2^%d), k_i = [i = 0] k - sum_j a_j b'_ji (mod 2^%d,"  % (M - 1, M, NB))
    w(" * two's complement), |k_i| + 1 <= 2^BITS - 1 for every k < r (proved and tested")
    w(" * by tools/gen_params.py); g_j = round(2^%d |c_j| / r) for (r, 0, ..) = sum c_j b_j," % M)
    w(" * b'_j = sign(c_j) b_j. */")
    for grp, name, basis, mu in (("G1", "GLV", e["b1"], e["lam"]), ("G2", "GLS", e["b2"], e["mu"])):
        g, bp, n = babai(basis, r, M, NB)
        check_decompose(g, bp, M, n, mu, r, rnd)
        if grp == "G1":
            w("/* G1, GLV (Gallant, Lambert, Vanstone, Crypto 2001): phi(x, y) = (beta x, y) = [lambda] (x, y),")
            w(" * lambda = %s mod r, beta^3 = 1; lattice basis %s. */" % ("36z^3+18z^2+6z+1" if c["family"] == "bn" else "z^2-1", ", ".join(vec(b) for b in basis)))
            w("#define OAT_G1_GLV_BETA %s" % fp(e["beta"]))
        else:
            w("/* G2, GLS (Galbraith, Lin, Scott, Eurocrypt 2009) with psi = [mu], mu = p = %s mod r;" % ("6z^2" if c["family"] == "bn" else "z"))
            w(" * lattice basis %s. */" % ", ".join(vec(b) for b in basis))
        w("#define OAT_%s_%s_G { %s } /* canonical */" % (grp, name, ", ".join(limbs(x, NB) for x in g)))
        w("#define OAT_%s_%s_B { %s } /* two's complement */" % (grp, name,
            ", ".join("{ " + ", ".join(tc(x) for x in row) + " }" for row in bp)))
        w("#define OAT_%s_%s_BITS %d" % (grp, name, n))
        # (4: the constant-time methods' windows, mul_tmpl.h MUL_W and
        # gt_tmpl.h GT_W, which check the bound against their widths; mul_fix's
        # OAT_PRE_W-bit windows use the odd sub-scalars only where it fits them)
        odd = odd_fix(bp, r, M, 4 * ((n + 3) // 4))
        if odd:
            dom, solve, bits = odd
            check_odd(g, bp, M, mu, r, rnd, dom, solve, bits)
            w("/* Odd sub-scalars (oat_sc_odd_): row j added against its dominant entry, at")
            w(" * _DOM[j], when the parities e_i = 1 - (k_i mod 2) under the mask _SOLVE[j] sum")
            w(" * to 1; then |k_i| <= 2^_BITS - 1 (proved and tested by tools/gen_params.py). */")
            w("#define OAT_%s_%s_ODD_DOM { %s }" % (grp, name, ", ".join(str(x) for x in dom)))
            w("#define OAT_%s_%s_ODD_SOLVE { %s }" % (grp, name, ", ".join(str(x) for x in solve)))
            w("#define OAT_%s_%s_ODD_BITS %d" % (grp, name, bits))

# Fixed-base tables: window width and count.  The recoding of an odd
# scalar k' <= r (src/ec/scalar_inl.h) needs |k'| <= 2^nb - 1, so nb =
# bits(r) rounded up to whole windows: 51 windows of 5 bits for BN-P254's
# 254-bit r and BLS12-381's 255-bit one (nb = 255 < 256, the scalar width).
GEN_W = 5

def gen_windows(r):
    return (r.bit_length() + GEN_W - 1) // GEN_W

def emit_table(c, grp):
    """T[j][i] = (2i + 1) 2^(GEN_W j) G, affine, for the generator of G1 or G2
    (the fixed-base windows of mul_gen, src/ec/mul_tmpl.h), as a C file of its
    own: src/curves/<curve>/tab_<grp>.c, compiled where OAT_GEN_TABLES asks."""
    import random
    p, r = c["p"], c["r"]
    NB = c["nb"]
    R = 2**NB
    nwin = gen_windows(r)
    half = 2**(GEN_W - 1)
    def fpm(x): return limbs(x * R % p, NB)
    (gx, gy) = c["g2"]
    G, coord = {"g1": ((Fp2(p, c["g1"][0]), Fp2(p, c["g1"][1])), lambda v: [v.a]),
                "g2": ((Fp2(p, *gx), Fp2(p, *gy)), lambda v: [v.a, v.b])}[grp]
    o = []
    w = o.append
    w("/* Generated by tools/gen_params.py %s tables; do not edit by hand. */" % c["token"])
    w("/* The fixed-base table of the %s %s generator: T[j][i] = (2i + 1) 2^(%d j) G, */" % (c["name"], grp.upper(), GEN_W))
    w("/* i < %d, j < %d, affine (x, y) in Montgomery form (R = 2^%d), %d bytes, for */" % (half, nwin, NB,
        nwin * half * 2 * len(coord(G[0])) * NB // 8))
    w("/* the signed odd windows of oat_%s_%s_mul_gen.  No entry is infinity (r is an odd */" % (c["token"], grp))
    w("/* prime above 2i + 1). */")
    w('#include "curves/%s/curve.h"' % c["token"])
    w('#include "ec/gen_tab.h"')
    w("")
    w("const oat_dig_t %s(gen_tab_)[OAT_GEN_WINDOWS][1 << (OAT_GEN_W - 1)][%d][FP_DIGS] = {" % (grp.upper(), 2 * len(coord(G[0]))))
    rnd = random.Random(0x7461 if grp == "g1" else 0x7462)
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
        w("\t{ /* window %d */" % j)
        for P in row:
            w("\t\t{ %s }," % ", ".join(fpm(x) for v in P for x in coord(v)))
        w("\t},")
        for _ in range(GEN_W):
            B = aff_add(B, B)
    w("};")
    return "\n".join(o) + "\n"

if __name__ == "__main__":
    curves = {"bn254": bn254, "altbn128": altbn128, "bls12381": bls12_381, "bls12_381": bls12_381}
    if len(sys.argv) > 2 and sys.argv[2] in ("g1", "g2"):
        sys.stdout.write(emit_table(curves[sys.argv[1]](), sys.argv[2]))
    else:
        sys.stdout.write(emit(curves[sys.argv[1]]()))
