#!/usr/bin/env python3
"""NIST P-192, P-224, P-256, P-384, P-521 reference model for oat, written
from the definitions.

A slow, plain-integer model, independent of the C code: it checks every
known answer of the NIST curves in test/vectors/ and generates
test/vectors/nist_mul.txt.  Nothing here is tuned for constant time; it is
meant to be read against the standards.

Usage:
  python3 tools/nist_ref.py check       self-check: the curve parameters, the
        group law, and every record of test/vectors/ecdsa_*.txt, ecdh_*.txt
        (Wycheproof), rfc6979.txt, cavp_*.txt and nist_mul.txt; prints one
        summary line (with -v, a line per section); about half a minute
  python3 tools/nist_ref.py gen mul     print test/vectors/nist_mul.txt

Definitions used (each stated where it is used):
  curves     FIPS 186-4 appendix D.1.2.1 .. D.1.2.5: y^2 = x^3 - 3x + b over
             GF(p), prime order n, cofactor 1, base point G
  encoding   SEC 1 v2.0 sections 2.3.3 and 2.3.4 (points), 2.3.7 and 2.3.8
             (integers); public key validation as SP 800-56A rev. 3
             section 5.6.2.3.3 (full) and 5.6.2.3.4 (partial)
  ECDSA      FIPS 186-4 section 6.4 (the hash truncated to the bit length of
             n: RFC 6979 section 2.3.2, bits2int); the signature DER-encoded
             as SEC 1 appendix C.8 / RFC 3279 section 2.2.3 (Ecdsa-Sig-Value),
             or as IEEE P1363 r || s of two fixed-length integers
  nonces     RFC 6979 section 3.2 (HMAC-DRBG) and its section 3.6 variant
             with additional data k'
  ECDH       SP 800-56A rev. 3 section 5.7.1.2 (ECC CDH primitive; cofactor
             1): the shared secret is the x coordinate of d Q, as SEC 1
             section 2.3.5 writes a field element (fixed length)
The sources of the known answers: test/vectors/README_nist.md.
"""
import hashlib
import hmac
import os
import sys

# ---------------------------------------------------------------------------
# Parameters: FIPS 186-4 (July 2013) appendix D.1.2, "Curves over Prime
# Fields", copied as published there: p and n in decimal, the other values
# in hex with FIPS's grouping of eight digits.  a = -3 for every curve
# (D.1.2: "E: y^2 = x^3 - 3x + b (mod p)").  The SEED and c of each curve
# are those of the same appendix; check() recomputes c from the SEED by the
# SHA-1 procedure of ANS X9.62 (FIPS 186-4 D.1.1 refers to it) and verifies
# b^2 c = -27 (mod p), so a wrong digit in b would not pass.


def _hexwords(s):
    return int(s.replace(' ', ''), 16)


class Curve:
    """Domain parameters of one curve and the sizes derived from them."""

    def __init__(self, token, name, p, n, seed, c, b, gx, gy):
        self.token, self.name = token, name
        self.p, self.n = p, n
        self.a = p - 3
        self.seed = _hexwords(seed)
        self.c = _hexwords(c)
        self.b = _hexwords(b)
        self.G = (_hexwords(gx), _hexwords(gy))
        self.pbits = p.bit_length()
        self.nbits = n.bit_length()
        self.flen = (self.pbits + 7) // 8       # bytes of a field element
        self.nlen = (self.nbits + 7) // 8       # bytes of a scalar

    def __repr__(self):
        return self.name


# D.1.2.1 Curve P-192
P192 = Curve(
    'p192', 'P-192',
    p=6277101735386680763835789423207666416083908700390324961279,
    n=6277101735386680763835789423176059013767194773182842284081,
    seed='3045ae6f c8422f64 ed579528 d38120ea e12196d5',
    c='3099d2bb bfcb2538 542dcd5f b078b6ef 5f3d6fe2 c745de65',
    b='64210519 e59c80e7 0fa7e9ab 72243049 feb8deec c146b9b1',
    gx='188da80e b03090f6 7cbf20eb 43a18800 f4ff0afd 82ff1012',
    gy='07192b95 ffc8da78 631011ed 6b24cdd5 73f977a1 1e794811')

# D.1.2.2 Curve P-224
P224 = Curve(
    'p224', 'P-224',
    p=26959946667150639794667015087019630673557916260026308143510066298881,
    n=26959946667150639794667015087019625940457807714424391721682722368061,
    seed='bd713447 99d5c7fc dc45b59f a3b9ab8f 6a948bc5',
    c='5b056c7e 11dd68f4 0469ee7f 3c7a7d74 f7d12111 6506d031 218291fb',
    b='b4050a85 0c04b3ab f5413256 5044b0b7 d7bfd8ba 270b3943 2355ffb4',
    gx='b70e0cbd 6bb4bf7f 321390b9 4a03c1d3 56c21122 343280d6 115c1d21',
    gy='bd376388 b5f723fb 4c22dfe6 cd4375a0 5a074764 44d58199 85007e34')

# D.1.2.3 Curve P-256
P256 = Curve(
    'p256', 'P-256',
    p=115792089210356248762697446949407573530086143415290314195533631308867097853951,
    n=115792089210356248762697446949407573529996955224135760342422259061068512044369,
    seed='c49d3608 86e70493 6a6678e1 139d26b7 819f7e90',
    c='7efba166 2985be94 03cb055c 75d4f7e0 ce8d84a9 c5114abc af317768 0104fa0d',
    b='5ac635d8 aa3a93e7 b3ebbd55 769886bc 651d06b0 cc53b0f6 3bce3c3e 27d2604b',
    gx='6b17d1f2 e12c4247 f8bce6e5 63a440f2 77037d81 2deb33a0 f4a13945 d898c296',
    gy='4fe342e2 fe1a7f9b 8ee7eb4a 7c0f9e16 2bce3357 6b315ece cbb64068 37bf51f5')

# D.1.2.4 Curve P-384
P384 = Curve(
    'p384', 'P-384',
    p=int('394020061963944792122790401001436138050797392704654466679482934042'
          '45721771496870329047266088258938001861606973112319'),
    n=int('394020061963944792122790401001436138050797392704654466679469052796'
          '27659399113263569398956308152294913554433653942643'),
    seed='a335926a a319a27a 1d00896a 6773a482 7acdac73',
    c='79d1e655 f868f02f ff48dcde e14151dd b80643c1 406d0ca1 0dfe6fc5 2009540a'
      ' 495e8042 ea5f744f 6e184667 cc722483',
    b='b3312fa7 e23ee7e4 988e056b e3f82d19 181d9c6e fe814112 0314088f 5013875a'
      ' c656398d 8a2ed19d 2a85c8ed d3ec2aef',
    gx='aa87ca22 be8b0537 8eb1c71e f320ad74 6e1d3b62 8ba79b98 59f741e0 82542a38'
       ' 5502f25d bf55296c 3a545e38 72760ab7',
    gy='3617de4a 96262c6f 5d9e98bf 9292dc29 f8f41dbd 289a147c e9da3113 b5f0b8c0'
       ' 0a60b1ce 1d7e819d 7a431d7c 90ea0e5f')

# D.1.2.5 Curve P-521
P521 = Curve(
    'p521', 'P-521',
    p=int('686479766013060971498190079908139321726943530014330540939446345918'
          '554318339765605212255964066145455497729631139148085803712198799971'
          '6643812574028291115057151'),
    n=int('686479766013060971498190079908139321726943530014330540939446345918'
          '554318339765539424505774633321719753296399637136332111386476861244'
          '0380340372808892707005449'),
    seed='d09e8800 291cb853 96cc6717 393284aa a0da64ba',
    c='0b4 8bfa5f42 0a349495 39d2bdfc 264eeeeb 077688e4 4fbf0ad8 f6d0edb3'
      ' 7bd6b533 28100051 8e19f1b9 ffbe0fe9 ed8a3c22 00b8f875 e523868c 70c1e5bf'
      ' 55bad637',
    b='051 953eb961 8e1c9a1f 929a21a0 b68540ee a2da725b 99b315f3 b8b48991'
      ' 8ef109e1 56193951 ec7e937b 1652c0bd 3bb1bf07 3573df88 3d2c34f1 ef451fd4'
      ' 6b503f00',
    gx='c6 858e06b7 0404e9cd 9e3ecb66 2395b442 9c648139 053fb521 f828af60'
       ' 6b4d3dba a14b5e77 efe75928 fe1dc127 a2ffa8de 3348b3c1 856a429b f97e7e31'
       ' c2e5bd66',
    gy='118 39296a78 9a3bc004 5c8a5fb4 2c7d1bd9 98f54449 579b4468 17afbd17'
       ' 273e662c 97ee7299 5ef42640 c550b901 3fad0761 353c7086 a272c240 88be9476'
       ' 9fd16650')

CURVES = {c.token: c for c in (P192, P224, P256, P384, P521)}
# The names the known-answer sources use for the curves.
CURVE_BY_NIST = {c.name: c for c in CURVES.values()}

# The primes' special forms (FIPS 186-4 D.2.1 .. D.2.5), checked against the
# decimal values above at import.
assert P192.p == 2**192 - 2**64 - 1
assert P224.p == 2**224 - 2**96 + 1
assert P256.p == 2**256 - 2**224 + 2**192 + 2**96 - 1
assert P384.p == 2**384 - 2**128 - 2**96 + 2**32 - 1
assert P521.p == 2**521 - 1

HASHES = ('sha224', 'sha256', 'sha384', 'sha512')


# ---------------------------------------------------------------------------
# Integers and GF(p)


def inv_mod(a, m):
    """a^-1 mod m, a not 0 mod m (Python's extended Euclid; check() compares
    it with Fermat's a^(m-2) on random values)."""
    a %= m
    assert a != 0
    return pow(a, -1, m)


def is_probable_prime(n, rounds=32):
    """Miller-Rabin with the first `rounds` primes as bases."""
    if n < 2:
        return False
    small = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59,
             61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131]
    for q in small:
        if n % q == 0:
            return n == q
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in small[:rounds]:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def sqrt_mod(a, p):
    """A square root of a mod the odd prime p, or None if a is not a square.
    p = 3 mod 4 (P-192, P-256, P-384, P-521): a^((p+1)/4).  Otherwise
    (P-224, p = 1 mod 4, p - 1 = 2^96 q) Tonelli-Shanks."""
    a %= p
    if a == 0:
        return 0
    if pow(a, (p - 1) // 2, p) != 1:
        return None
    if p % 4 == 3:
        return pow(a, (p + 1) // 4, p)
    q, s = p - 1, 0
    while q % 2 == 0:
        q, s = q // 2, s + 1
    z = 2
    while pow(z, (p - 1) // 2, p) != p - 1:
        z += 1
    m, c, t, r = s, pow(z, q, p), pow(a, q, p), pow(a, (q + 1) // 2, p)
    while t != 1:
        i, t2 = 0, t
        while t2 != 1:
            t2, i = t2 * t2 % p, i + 1
        bb = pow(c, 1 << (m - i - 1), p)
        m, c, t, r = i, bb * bb % p, t * bb * bb % p, r * bb % p
    assert r * r % p == a
    return r


# ---------------------------------------------------------------------------
# The group law in affine coordinates (the definition).  A point is a pair
# (x, y) of integers in [0, p), or None for the point at infinity O.


def on_curve(C, Pt):
    if Pt is None:
        return True
    x, y = Pt
    return 0 <= x < C.p and 0 <= y < C.p and (y * y - (x * x * x + C.a * x + C.b)) % C.p == 0


def neg(C, Pt):
    return None if Pt is None else (Pt[0], (-Pt[1]) % C.p)


def add(C, P1, P2):
    """P1 + P2 by the chord-and-tangent rule."""
    if P1 is None:
        return P2
    if P2 is None:
        return P1
    (x1, y1), (x2, y2) = P1, P2
    p = C.p
    if x1 == x2:
        if (y1 + y2) % p == 0:
            return None                                 # P + (-P), and 2P for y = 0
        lam = (3 * x1 * x1 + C.a) * inv_mod(2 * y1, p) % p  # tangent
    else:
        lam = (y2 - y1) * inv_mod(x2 - x1, p) % p           # chord
    x3 = (lam * lam - x1 - x2) % p
    return (x3, (lam * (x1 - x3) - y1) % p)


def mul_affine(C, k, Pt):
    """k Pt by right-to-left double-and-add on the affine law (slow; the
    reference the faster mul() below is checked against)."""
    k %= C.n
    R = None
    while k:
        if k & 1:
            R = add(C, R, Pt)
        Pt = add(C, Pt, Pt)
        k >>= 1
    return R


# ---------------------------------------------------------------------------
# Faster scalar multiplication for the checks: Jacobian coordinates
# (x, y) = (X/Z^2, Y/Z^3), the point at infinity as Z = 0, a = -3, and a
# 4-bit fixed window.  Same results as mul_affine (check() compares them).


def _jdouble(C, P1):
    X1, Y1, Z1 = P1
    p = C.p
    if Z1 == 0 or Y1 == 0:
        return (1, 1, 0)
    delta = Z1 * Z1 % p
    gamma = Y1 * Y1 % p
    beta = X1 * gamma % p
    alpha = 3 * (X1 - delta) * (X1 + delta) % p         # 3 X^2 + a Z^4, a = -3
    X3 = (alpha * alpha - 8 * beta) % p
    Z3 = ((Y1 + Z1) ** 2 - gamma - delta) % p           # 2 Y Z
    Y3 = (alpha * (4 * beta - X3) - 8 * gamma * gamma) % p
    return (X3, Y3, Z3)


def _jadd_affine(C, P1, A):
    """Jacobian P1 plus affine A (not O)."""
    X1, Y1, Z1 = P1
    if Z1 == 0:
        return (A[0], A[1], 1)
    p = C.p
    Z1Z1 = Z1 * Z1 % p
    U2 = A[0] * Z1Z1 % p
    S2 = A[1] * Z1 * Z1Z1 % p
    H = (U2 - X1) % p
    r = (S2 - Y1) % p
    if H == 0:
        return _jdouble(C, P1) if r == 0 else (1, 1, 0)
    HH = H * H % p
    HHH = H * HH % p
    V = X1 * HH % p
    X3 = (r * r - HHH - 2 * V) % p
    Y3 = (r * (V - X3) - Y1 * HHH) % p
    return (X3, Y3, Z1 * H % p)


def _to_affine(C, J):
    X, Y, Z = J
    if Z == 0:
        return None
    zi = inv_mod(Z, C.p)
    zi2 = zi * zi % C.p
    return (X * zi2 % C.p, Y * zi2 * zi % C.p)


def _window_table(C, Pt):
    """[O, Pt, 2 Pt, ..., 15 Pt], affine."""
    tab = [None, Pt]
    for _ in range(14):
        tab.append(add(C, tab[-1], Pt))
    return tab


def _mul_tab(C, k, tab):
    """k Pt, Jacobian, for 0 <= k < n and the window table of Pt: four
    doublings and one addition of the table entry per hex digit of k."""
    R = (1, 1, 0)
    for i in range((k.bit_length() + 3) // 4 - 1, -1, -1):
        for _ in range(4):
            R = _jdouble(C, R)
        d = (k >> (4 * i)) & 15
        if d:
            R = _jadd_affine(C, R, tab[d])
    return R


_TABLES = {}


def _table_of(C, Pt):
    """The window table of Pt, kept for G and for the last few points used
    (a Wycheproof test group verifies many signatures with one key)."""
    key = (C.token, Pt)
    tab = _TABLES.get(key)
    if tab is None:
        if len(_TABLES) > 64:
            for k in list(_TABLES):
                if k[1] != CURVES[k[0]].G:
                    del _TABLES[k]
        tab = _TABLES[key] = _window_table(C, Pt)
    return tab


def mul(C, k, Pt):
    """k Pt; Pt affine (or None)."""
    k %= C.n
    if Pt is None or k == 0:
        return None
    return _to_affine(C, _mul_tab(C, k, _table_of(C, Pt)))


def mul2(C, k1, P1, k2, P2):
    """k1 P1 + k2 P2 in one pass over the 4-bit digits of both scalars."""
    k1 %= C.n
    k2 %= C.n
    t1, t2 = _table_of(C, P1), _table_of(C, P2)
    R = (1, 1, 0)
    nd = (max(k1.bit_length(), k2.bit_length()) + 3) // 4
    for i in range(nd - 1, -1, -1):
        for _ in range(4):
            R = _jdouble(C, R)
        d1, d2 = (k1 >> (4 * i)) & 15, (k2 >> (4 * i)) & 15
        if d1:
            R = _jadd_affine(C, R, t1[d1])
        if d2:
            R = _jadd_affine(C, R, t2[d2])
    return _to_affine(C, R)


# ---------------------------------------------------------------------------
# SEC 1 encodings


class DecodeError(Exception):
    pass


def fe_bytes(C, x):
    """SEC 1 2.3.5: a field element as flen bytes, big-endian."""
    return x.to_bytes(C.flen, 'big')


def encode_point(C, Pt, compressed=False):
    """SEC 1 2.3.3: 04 || X || Y, or 02/03 || X (03 when y is odd).  The
    point at infinity (00) is never written here: no record has it."""
    assert Pt is not None
    x, y = Pt
    if compressed:
        return bytes([2 + (y & 1)]) + fe_bytes(C, x)
    return b'\x04' + fe_bytes(C, x) + fe_bytes(C, y)


def decode_point(C, data):
    """SEC 1 2.3.4 with the checks of SP 800-56A 5.6.2.3.4 (partial public
    key validation): the right length for the first byte, coordinates in
    [0, p), the point on the curve; y recovered from a compressed x (none if
    x^3 - 3x + b is not a square).  The point at infinity (00) and the
    hybrid forms (06, 07) are refused.  With cofactor 1 every point of the
    curve but O has order n, so this is also the full validation of
    5.6.2.3.3 (check() confirms n Q = O on the CAVP PKV keys)."""
    if not data:
        raise DecodeError('empty')
    t = data[0]
    if t == 4:
        if len(data) != 1 + 2 * C.flen:
            raise DecodeError('uncompressed length')
        x = int.from_bytes(data[1:1 + C.flen], 'big')
        y = int.from_bytes(data[1 + C.flen:], 'big')
        if x >= C.p or y >= C.p:
            raise DecodeError('coordinate out of range')
        if not on_curve(C, (x, y)):
            raise DecodeError('not on the curve')
        return (x, y)
    if t in (2, 3):
        if len(data) != 1 + C.flen:
            raise DecodeError('compressed length')
        x = int.from_bytes(data[1:], 'big')
        if x >= C.p:
            raise DecodeError('x out of range')
        y = sqrt_mod(x * x * x + C.a * x + C.b, C.p)
        if y is None:
            raise DecodeError('no point with this x')
        if (y & 1) != (t & 1):
            y = C.p - y
        if y == C.p:                  # y = 0 with the odd sign: no such point
            raise DecodeError('no point with this sign')
        return (x, y)
    raise DecodeError('first byte %02x' % t)


def validate_full(C, Pt):
    """SP 800-56A 5.6.2.3.3: not O, coordinates in range, on the curve, n Q = O."""
    return (Pt is not None and on_curve(C, Pt)
            and add(C, mul(C, C.n - 1, Pt), Pt) is None)


# ---------------------------------------------------------------------------
# Hashes and the integer conversions of RFC 6979 section 2.3


def hash_msg(hname, msg):
    assert hname in HASHES
    return hashlib.new(hname, msg).digest()


def bits2int(C, b):
    """RFC 6979 2.3.2: the leftmost nbits bits of b as an integer (the
    truncation of FIPS 186-4 6.4: "the leftmost min(N, outlen) bits")."""
    v = int.from_bytes(b, 'big')
    blen = 8 * len(b)
    return v >> (blen - C.nbits) if blen > C.nbits else v


def int2octets(C, x):
    """RFC 6979 2.3.3: x as rlen = ceil(qlen / 8) bytes."""
    return x.to_bytes(C.nlen, 'big')


def bits2octets(C, b):
    """RFC 6979 2.3.4: bits2int, reduced mod q, then int2octets."""
    return int2octets(C, bits2int(C, b) % C.n)


# ---------------------------------------------------------------------------
# RFC 6979 section 3.2: the deterministic nonce (HMAC_DRBG over the hash H
# that also hashes the message); section 3.6: additional data k'
# appended to the two seeding HMAC inputs of steps d and f.


def rfc6979_nonce(C, x, hname, h1, extra=b''):
    """k for the private key x and the message hash h1 = H(m)."""
    def mac(key, data):
        return hmac.new(key, data, hname).digest()
    hlen = hashlib.new(hname).digest_size
    xo, ho = int2octets(C, x), bits2octets(C, h1)
    V = b'\x01' * hlen                                   # step b
    K = b'\x00' * hlen                                   # step c
    K = mac(K, V + b'\x00' + xo + ho + extra)            # step d
    V = mac(K, V)                                        # step e
    K = mac(K, V + b'\x01' + xo + ho + extra)            # step f
    V = mac(K, V)                                        # step g
    while True:                                          # step h
        T = b''
        while 8 * len(T) < C.nbits:
            V = mac(K, V)
            T += V
        k = bits2int(C, T)
        if 1 <= k < C.n:
            return k
        K = mac(K, V + b'\x00')
        V = mac(K, V)


# ---------------------------------------------------------------------------
# ECDSA, FIPS 186-4 section 6.4


def public_key(C, d):
    assert 1 <= d < C.n
    return mul(C, d, C.G)


def sign_with_k(C, d, hname, msg, k):
    """6.4.1 with the given per-message secret k: (r, s), or None when r or
    s is 0 (the caller picks another k)."""
    e = bits2int(C, hash_msg(hname, msg))
    R = mul(C, k, C.G)
    r = R[0] % C.n
    s = inv_mod(k, C.n) * (e + d * r) % C.n
    if r == 0 or s == 0:
        return None
    return (r, s)


def sign(C, d, hname, msg, extra=None):
    """Deterministic ECDSA (RFC 6979 3.2; with `extra`, the 3.6 variant).
    Returns (k, r, s)."""
    h1 = hash_msg(hname, msg)
    k = rfc6979_nonce(C, d, hname, h1, extra or b'')
    rs = sign_with_k(C, d, hname, msg, k)
    assert rs is not None              # probability ~2^-190: not met by any record
    return (k,) + rs


def verify(C, Q, hname, msg, r, s):
    """6.4.2: r and s in [1, n-1], R = u1 G + u2 Q not O, R.x = r (mod n)."""
    if not (1 <= r < C.n and 1 <= s < C.n):
        return False
    e = bits2int(C, hash_msg(hname, msg))
    w = inv_mod(s, C.n)
    R = mul2(C, e * w, C.G, r * w, Q)
    return R is not None and R[0] % C.n == r


# ---------------------------------------------------------------------------
# Signature encodings


def der_encode(r, s):
    """Ecdsa-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER } in DER: each
    INTEGER in the fewest bytes of two's complement (so a leading 00 exactly
    when the top bit is set); definite lengths, long form only from 128."""
    def tlv(tag, body):
        n = len(body)
        if n < 128:
            ln = bytes([n])
        else:
            nb = n.to_bytes((n.bit_length() + 7) // 8, 'big')
            ln = bytes([0x80 | len(nb)]) + nb
        return bytes([tag]) + ln + body

    def integer(v):
        assert v >= 0
        return tlv(2, v.to_bytes(v.bit_length() // 8 + 1, 'big'))
    return tlv(0x30, integer(r) + integer(s))


def der_decode(sig):
    """The strict inverse of der_encode: (r, s), or DecodeError for anything
    der_encode would not have written (BER long forms and indefinite
    lengths, non-minimal lengths or integers, negative integers, other tags,
    trailing bytes).  Equivalently: decode, re-encode, compare."""
    def read_tlv(buf, pos, tag):
        if pos + 2 > len(buf) or buf[pos] != tag:
            raise DecodeError('tag')
        n = buf[pos + 1]
        pos += 2
        if n & 0x80:
            nb = n & 0x7f
            if nb == 0 or nb > 4 or pos + nb > len(buf):
                raise DecodeError('length form')
            n = int.from_bytes(buf[pos:pos + nb], 'big')
            if n < 128 or buf[pos] == 0:
                raise DecodeError('non-minimal length')
            pos += nb
        if pos + n > len(buf):
            raise DecodeError('length past the end')
        return buf[pos:pos + n], pos + n

    def read_int(buf, pos):
        body, pos = read_tlv(buf, pos, 2)
        if not body:
            raise DecodeError('empty integer')
        if body[0] & 0x80:
            raise DecodeError('negative integer')
        if len(body) > 1 and body[0] == 0 and not body[1] & 0x80:
            raise DecodeError('non-minimal integer')
        return int.from_bytes(body, 'big'), pos

    seq, end = read_tlv(sig, 0, 0x30)
    if end != len(sig):
        raise DecodeError('bytes after the sequence')
    r, pos = read_int(seq, 0)
    s, pos = read_int(seq, pos)
    if pos != len(seq):
        raise DecodeError('bytes after s')
    assert der_encode(r, s) == sig
    return r, s


def p1363_encode(C, r, s):
    return r.to_bytes(C.nlen, 'big') + s.to_bytes(C.nlen, 'big')


def p1363_decode(C, sig):
    """r || s, each exactly nlen bytes (no other length is accepted)."""
    if len(sig) != 2 * C.nlen:
        raise DecodeError('P1363 length')
    return int.from_bytes(sig[:C.nlen], 'big'), int.from_bytes(sig[C.nlen:], 'big')


def verify_encoded(C, Q, hname, msg, sig, fmt):
    """verify() of a DER ('der') or r || s ('p1363') signature; False when
    it does not parse."""
    try:
        r, s = der_decode(sig) if fmt == 'der' else p1363_decode(C, sig)
    except DecodeError:
        return False
    return verify(C, Q, hname, msg, r, s)


# ---------------------------------------------------------------------------
# ECDH: SP 800-56A 5.7.1.2, the ECC CDH primitive (cofactor 1)


def ecdh(C, d, peer):
    """The shared secret Z (flen bytes) of the private key d and the SEC 1
    encoded peer key; DecodeError if the key does not decode and validate."""
    if not 1 <= d < C.n:
        raise DecodeError('private key out of range')
    Q = decode_point(C, peer)
    Z = mul(C, d, Q)
    if Z is None:
        raise DecodeError('shared point is O')
    return fe_bytes(C, Z[0])


# ---------------------------------------------------------------------------
# Known-answer files (formats: the header of each file and
# test/vectors/README_nist.md)

VEC_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'test', 'vectors')


def read_lines(name):
    """The records of a line-format file: lists of fields, comments and
    blank lines skipped."""
    with open(os.path.join(VEC_DIR, name)) as f:
        return [line.split() for line in f if line.strip() and not line.startswith('#')]


def unhex(s):
    return b'' if s == '-' else bytes.fromhex(s)


def _point_of(C, x, y):
    """The SEC 1 uncompressed encoding of two hex coordinates (which may be
    longer than flen: then it cannot decode)."""
    return b'\x04' + bytes.fromhex(x) + bytes.fromhex(y)


MUL_RANDOM_SEED = 6979


def mul_scalars(C):
    """The k of nist_mul.txt for the curve C, in file order."""
    import random
    ks = list(range(1, 21)) + [C.n - i for i in range(1, 21)]
    for i in (8, 31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 160, 192, 224, 255, 256,
              257, 320, 383, 384, 385, 448, 511, 512, 513, C.nbits - 1):
        if i < C.nbits:
            ks += [2**i - 1, 2**i]
    rng = random.Random('%s %d' % (C.token, MUL_RANDOM_SEED))
    ks += [rng.randrange(1, C.n) for _ in range(20)]
    seen, out = set(), []
    for k in ks:
        if k % C.n and k not in seen:
            seen.add(k)
            out.append(k)
    return out


def gen_mul():
    out = ['# Multiples of the base point G of P-192, P-224, P-256, P-384 and P-521.',
           '# Generated by tools/nist_ref.py (gen mul); tools/regen.py --check keeps it equal.',
           '#   mul <curve> <k> <kG: uncompressed SEC 1, 04 || x || y>',
           '#   pack <curve> <k> <kG: compressed SEC 1, 02/03 || x>',
           '# k as nlen bytes (the byte length of n), 1 <= k < n; hex lower-case.  Per',
           '# curve, k = 1 .. 20, n - 1 .. n - 20, 2^i - 1 and 2^i for i in 8, 31, 32, 33,',
           '# 63, 64, 65, 96, 127, 128, 129, 160, 192, 224, 255, 256, 257, 320, 383, 384,',
           '# 385, 448, 511, 512, 513 and nbits(n) - 1 (those below n), and 20 random k',
           '# (Python\'s random.Random seeded with the string "<curve> %d").' % MUL_RANDOM_SEED,
           '# The published multiples of point-at-infinity.org ("NIST curves point',
           '# multiplication test vectors": k = 1 .. 20, n - 20 .. n - 1 and twelve',
           '# larger k per curve) are in nist_mul_pai.txt, same "mul" format;',
           '# tools/nist_ref.py check verifies both files, the k = 1 .. 20 here also',
           '# against repeated affine additions of G, and that the k the two files',
           '# share have the same point.']
    for C in CURVES.values():
        out.append('')
        for k in mul_scalars(C):
            Pt = mul(C, k, C.G)
            kh = k.to_bytes(C.nlen, 'big').hex()
            out.append('mul %s %s %s' % (C.token, kh, encode_point(C, Pt).hex()))
            out.append('pack %s %s %s' % (C.token, kh, encode_point(C, Pt, True).hex()))
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------------------
# check


class Checker:
    def __init__(self, verbose):
        self.n = 0
        self.bad = 0
        self.verbose = verbose
        self.counts = {}

    def __call__(self, cond, what):
        self.n += 1
        if not cond:
            self.bad += 1
            print('FAIL:', what)

    def section(self, name):
        if self.verbose:
            print('..', name, flush=True)

    def count(self, key, k=1):
        self.counts[key] = self.counts.get(key, 0) + k


def _x9_62_c(C):
    """c from the SEED by the SHA-1 procedure of ANS X9.62 (as FIPS 186-2
    appendix 6 writes it out): m = bits of p, v = floor((m - 1) / 160),
    w = m - 160 v - 1; h = SHA-1(seed) cut to its rightmost w bits, then
    SHA-1(seed + i mod 2^160) for i = 1 .. v appended."""
    m = C.pbits
    v = (m - 1) // 160
    w = m - 160 * v - 1

    def sha1_int(z):
        return int.from_bytes(hashlib.sha1(z.to_bytes(20, 'big')).digest(), 'big')
    c = sha1_int(C.seed) & ((1 << w) - 1)
    for i in range(1, v + 1):
        c = (c << 160) | sha1_int((C.seed + i) % 2**160)
    return c


def check_params(ok, rng):
    ok.section('parameters (FIPS 186-4 D.1.2)')
    for C in CURVES.values():
        ok(is_probable_prime(C.p) and is_probable_prime(C.n), '%s p, n prime' % C)
        ok(C.pbits == C.nbits and C.flen == C.nlen, '%s n of the size of p' % C)
        ok((C.p + 1 - C.n) ** 2 <= 4 * C.p, '%s Hasse bound' % C)
        ok(_x9_62_c(C) == C.c, '%s c from the SEED' % C)
        ok((C.b * C.b * C.c + 27) % C.p == 0, '%s b^2 c = -27' % C)
        ok(on_curve(C, C.G), '%s G on the curve' % C)
        ok(add(C, mul_affine(C, C.n - 1, C.G), C.G) is None, '%s n G = O (affine)' % C)
        ok(mul(C, C.n - 1, C.G) == neg(C, C.G), '%s (n - 1) G = -G' % C)

    ok.section('arithmetic')
    for C in CURVES.values():
        a = rng.randrange(1, C.p)
        ok(inv_mod(a, C.p) == pow(a, C.p - 2, C.p), '%s inverse' % C)
        ok(sqrt_mod(a * a, C.p) in (a, C.p - a), '%s square root' % C)
        # a non-square: -1 when p = 3 mod 4; for P-224 Euler's criterion
        nsq = next(z for z in range(2, 200) if pow(z, (C.p - 1) // 2, C.p) == C.p - 1)
        ok(sqrt_mod(nsq, C.p) is None, '%s non-square' % C)
        for _ in range(3):
            k1, k2 = rng.randrange(1, C.n), rng.randrange(1, C.n)
            A = mul_affine(C, k1, C.G)
            ok(mul(C, k1, C.G) == A, '%s Jacobian mul = affine mul' % C)
            B = mul_affine(C, k2, A)
            ok(mul(C, k2, A) == B, '%s Jacobian mul of another point' % C)
            ok(mul(C, k1 * k2, C.G) == B, '%s (k1 k2) G = k2 (k1 G)' % C)
            ok(mul2(C, k1, C.G, k2, A) == add(C, A, B), '%s mul2' % C)
            ok(add(C, A, neg(C, A)) is None and add(C, A, A) == mul(C, 2, A), '%s +-A' % C)
            for comp in (False, True):
                ok(decode_point(C, encode_point(C, B, comp)) == B, '%s SEC 1 round trip' % C)
        # 2^i and i = 1 .. 20 by the affine law alone
        Pt = None
        for i in range(1, 21):
            Pt = add(C, Pt, C.G)
            ok(mul(C, i, C.G) == Pt, '%s %d G' % (C, i))
        # a compressed x with no point, an uncompressed point off the curve
        x = next(x for x in range(1, 100)
                 if sqrt_mod(x ** 3 + C.a * x + C.b, C.p) is None)
        for bad in (b'\x02' + fe_bytes(C, x), b'\x04' + fe_bytes(C, C.G[0]) + fe_bytes(C, C.G[1] ^ 1),
                    b'\x00', b'\x06' + fe_bytes(C, C.G[0]) + fe_bytes(C, C.G[1]),
                    b'\x04' + fe_bytes(C, C.G[0]) + fe_bytes(C, C.G[1]) + b'\x00',
                    b'\x02' + fe_bytes(C, C.p), b''):
            try:
                decode_point(C, bad)
                ok(False, '%s decodes %s' % (C, bad.hex()[:10]))
            except DecodeError:
                ok(True, '')

    ok.section('signatures: encodings, RFC 6979 section 3.6')
    for C in CURVES.values():
        d = rng.randrange(1, C.n)
        Q = public_key(C, d)
        for h in HASHES:
            k, r, s = sign(C, d, h, b'oat')
            k2, r2, s2 = sign(C, d, h, b'oat', extra=b'extra data')
            ok(k2 != k and verify(C, Q, h, b'oat', r2, s2), '%s %s k with extra data' % (C, h))
            ok(sign(C, d, h, b'oat', extra=b'') == (k, r, s), '%s %s empty extra data' % (C, h))
            ok(der_decode(der_encode(r, s)) == (r, s), 'DER round trip')
            ok(p1363_decode(C, p1363_encode(C, r, s)) == (r, s), 'P1363 round trip')
            ok(verify(C, Q, h, b'oat', r, s) and not verify(C, Q, h, b'oaT', r, s), 'verify')
            ok(verify(C, Q, h, b'oat', r, C.n - s), '%s (r, -s) also verifies' % C)
    for good, bad in [('3006020101020101', None), ('3006020100020101', None),
                      ('30060201ff020101', 'negative'), ('300702020001020101', 'non-minimal'),
                      ('30810602010102010101', 'long form'), ('3006020101020101' + '00', 'trailing'),
                      ('3007020101020101', 'length'), ('2006020101020101', 'tag'),
                      ('3080020101020101' + '0000', 'indefinite')]:
        try:
            der_decode(bytes.fromhex(good))
            ok(bad is None, 'DER accepts %s' % good)
        except DecodeError:
            ok(bad is not None, 'DER rejects %s' % good)


def check_wycheproof(ok):
    ok.section('Wycheproof ECDSA (ecdsa_*.txt)')
    names = sorted(f for f in os.listdir(VEC_DIR) if f.startswith('ecdsa_') and f.endswith('.txt'))
    for name in names:
        C = h = fmt = Q = None
        for f in read_lines(name):
            if f[0] == 'curve':
                C = CURVES[f[1]]
            elif f[0] == 'hash':
                h = f[1]
            elif f[0] == 'format':
                fmt = f[1]
            elif f[0] == 'key':
                Q = decode_point(C, bytes.fromhex(f[1]))
            elif f[0] == 'test':
                tc, result, msg, sig, flags = f[1:]
                got = verify_encoded(C, Q, h, unhex(msg), unhex(sig), fmt)
                ok.count('ecdsa ' + result)
                if result == 'acceptable':
                    ok.count('ecdsa acceptable accepted' if got else 'ecdsa acceptable rejected')
                    if not got:
                        ok.count('ecdsa acceptable rejected ' + flags)
                    continue
                ok(got == (result == 'valid'), '%s tcId %s (%s, %s)' % (name, tc, result, flags))
            else:
                ok(False, '%s: unknown record %s' % (name, f[0]))
        ok.count('ecdsa files')

    ok.section('Wycheproof ECDH (ecdh_*.txt)')
    names = sorted(f for f in os.listdir(VEC_DIR) if f.startswith('ecdh_') and f.endswith('.txt'))
    for name in names:
        C = None
        for f in read_lines(name):
            if f[0] == 'curve':
                C = CURVES[f[1]]
                continue
            tc, result, pub, priv, shared, flags = f[1:]
            ok(len(priv) == 2 * C.nlen, '%s tcId %s private key length' % (name, tc))
            try:
                z = ecdh(C, int(priv, 16), unhex(pub))
            except DecodeError:
                z = None
            ok.count('ecdh ' + result)
            where = '%s tcId %s (%s, %s)' % (name, tc, result, flags)
            if result == 'invalid':
                ok(z is None, where)
            elif result == 'valid':
                ok(z == unhex(shared), where)
            else:
                ok(z is None or z == unhex(shared), where)
                ok.count('ecdh acceptable accepted' if z is not None else 'ecdh acceptable rejected')


def check_rfc6979(ok):
    ok.section('RFC 6979 A.2.3 .. A.2.7 (rfc6979.txt)')
    keys = {}
    for f in read_lines('rfc6979.txt'):
        C = CURVES[f[1]]
        if f[0] == 'key':
            x = int(f[2], 16)
            keys[C.token] = x
            ok(public_key(C, x) == (int(f[3], 16), int(f[4], 16)), 'RFC 6979 %s U = xG' % C)
            ok(all(len(v) == 2 * C.nlen for v in f[2:3]) and
               all(len(v) == 2 * C.flen for v in f[3:5]), 'RFC 6979 %s key lengths' % C)
            continue
        h, msg = f[2], f[3].encode()
        k, r, s = (int(v, 16) for v in f[4:7])
        x = keys[C.token]
        where = 'RFC 6979 %s %s "%s"' % (C, h, f[3])
        ok(rfc6979_nonce(C, x, h, hash_msg(h, msg)) == k, where + ' k')
        ok(sign_with_k(C, x, h, msg, k) == (r, s), where + ' r, s')
        ok(sign(C, x, h, msg) == (k, r, s), where + ' sign')
        ok(verify(C, public_key(C, x), h, msg, r, s), where + ' verify')
        ok.count('rfc6979 sig')


def check_cavp(ok):
    ok.section('CAVP (cavp_*.txt)')
    for f in read_lines('cavp_ecdsa_sigver.txt'):
        C, h = CURVES[f[1]], f[2]
        msg, qx, qy, r, s, res, why = f[3:]
        try:
            Q = decode_point(C, _point_of(C, qx, qy))
            got = verify(C, Q, h, bytes.fromhex(msg), int(r, 16), int(s, 16))
        except DecodeError:
            got = False
        ok(got == (res == 'P'), 'SigVer %s %s %s (%s)' % (C, h, msg[:16], why))
        ok.count('cavp sigver ' + res)
    for f in read_lines('cavp_ecdsa_siggen.txt'):
        C, h = CURVES[f[1]], f[2]
        msg = bytes.fromhex(f[3])
        d, qx, qy, k, r, s = (int(v, 16) for v in f[4:])
        where = 'SigGen %s %s %s' % (C, h, f[3][:16])
        ok(public_key(C, d) == (qx, qy), where + ' Q')
        ok(sign_with_k(C, d, h, msg, k) == (r, s), where + ' r, s')
        ok(verify(C, (qx, qy), h, msg, r, s), where + ' verify')
        ok.count('cavp siggen')
    for f in read_lines('cavp_ecdsa_keypair.txt'):
        C = CURVES[f[1]]
        ok(public_key(C, int(f[2], 16)) == (int(f[3], 16), int(f[4], 16)), 'KeyPair %s %s' % (C, f[2]))
        ok.count('cavp keypair')
    for f in read_lines('cavp_pkv.txt'):
        C = CURVES[f[1]]
        qx, qy, res, why = f[2:]
        try:
            Q = decode_point(C, _point_of(C, qx, qy))
            got, kind = validate_full(C, Q), '0'
        except DecodeError as e:
            got = False
            kind = '2' if str(e) == 'not on the curve' else '1'
        ok(got == (res == 'P') and kind == why, 'PKV %s %s (%s %s)' % (C, qx[:16], res, why))
        ok.count('cavp pkv ' + res)
    for f in read_lines('cavp_ecdh.txt'):
        C = CURVES[f[1]]
        qx, qy, d, ux, uy, z = f[2:]
        d = int(d, 16)
        ok(public_key(C, d) == (int(ux, 16), int(uy, 16)), 'CDH %s QIUT' % C)
        ok(ecdh(C, d, _point_of(C, qx, qy)) == bytes.fromhex(z), 'CDH %s Z' % C)
        ok.count('cavp cdh')


def check_mul(ok):
    ok.section('multiples (nist_mul.txt, nist_mul_pai.txt)')
    expect = gen_mul()
    with open(os.path.join(VEC_DIR, 'nist_mul.txt')) as f:
        ok(f.read() == expect, 'nist_mul.txt equals gen mul')
    table = {}
    for f in read_lines('nist_mul.txt'):
        C = CURVES[f[1]]
        k = int(f[2], 16)
        ok(1 <= k < C.n and len(f[2]) == 2 * C.nlen, 'nist_mul k range')
        Pt = decode_point(C, bytes.fromhex(f[3]))
        if f[0] == 'mul':
            ok(f[3][:2] == '04', 'nist_mul uncompressed')
            table[(C.token, k)] = Pt
            if k <= 20:
                ok(mul_affine(C, k, C.G) == Pt, 'nist_mul %s k = %d, affine' % (C, k))
            ok.count('mul')
        else:
            ok(table.get((C.token, k)) == Pt, 'nist_mul pack %s' % C)
    shared = 0
    for f in read_lines('nist_mul_pai.txt'):
        C = CURVES[f[1]]
        k = int(f[2], 16)
        Pt = decode_point(C, bytes.fromhex(f[3]))
        ok(mul(C, k, C.G) == Pt, 'point-at-infinity.org %s k = %d' % (C, k))
        if (C.token, k) in table:
            ok(table[(C.token, k)] == Pt, 'nist_mul and point-at-infinity.org')
            shared += 1
        ok.count('pai')
    ok.count('pai shared', shared)


def check(verbose=False):
    import random
    import time
    t0 = time.time()
    rng = random.Random(186)
    ok = Checker(verbose)
    check_params(ok, rng)
    check_wycheproof(ok)
    check_rfc6979(ok)
    check_cavp(ok)
    check_mul(ok)
    c = ok.counts.get
    if verbose:
        for key in sorted(ok.counts):
            print('   %-40s %d' % (key, ok.counts[key]))
    print('nist_ref check: %d checks, %d failed; Wycheproof ECDSA %d files %d/%d/%d '
          '(valid/invalid/acceptable, %d acceptable rejected), ECDH %d/%d/%d; RFC 6979 %d; '
          'CAVP SigVer %d, SigGen %d, KeyPair %d, PKV %d, CDH %d; multiples %d + %d published; '
          '%.0f s' % (
              ok.n, ok.bad, c('ecdsa files', 0), c('ecdsa valid', 0), c('ecdsa invalid', 0),
              c('ecdsa acceptable', 0), c('ecdsa acceptable rejected', 0),
              c('ecdh valid', 0), c('ecdh invalid', 0), c('ecdh acceptable', 0),
              c('rfc6979 sig', 0), c('cavp sigver P', 0) + c('cavp sigver F', 0),
              c('cavp siggen', 0), c('cavp keypair', 0), c('cavp pkv P', 0) + c('cavp pkv F', 0),
              c('cavp cdh', 0), c('mul', 0), c('pai', 0), time.time() - t0))
    return ok.bad == 0


def main(argv):
    if len(argv) >= 2 and argv[1] == 'check':
        sys.exit(0 if check('-v' in argv[2:]) else 1)
    if len(argv) == 3 and argv[1:] == ['gen', 'mul']:
        sys.stdout.write(gen_mul())
        return
    sys.stderr.write(__doc__)
    sys.exit(2)


if __name__ == '__main__':
    main(sys.argv)
