#!/usr/bin/env python3
"""Jubjub reference model for oat, written from the definitions.

A slow, plain-integer model, independent of the C code (there is none yet:
this model comes first, to check the published answers and to give the C
code its random cases): it checks every known answer of Jubjub in
test/vectors/ and generates test/vectors/jubjub_mul.txt.  Nothing here is
constant time; it is meant to be read against the specifications.

Usage:
  python3 tools/jubjub_ref.py check     self-check: the parameters, the group
        law, and every record of test/vectors/jubjub_zkcrypto.txt and
        jubjub_mul.txt; prints one summary line (with -v, a line per section)
  python3 tools/jubjub_ref.py gen mul   print test/vectors/jubjub_mul.txt
  python3 tools/jubjub_ref.py gen reddsa  print test/vectors/jubjub_reddsa.txt

Definitions used (each stated where it is used):
  curve      Zcash protocol specification (version 2023.4.0), section 5.4.9.3
             "Jubjub": the twisted Edwards curve a u^2 + v^2 = 1 + d u^2 v^2
             over F_q, q = r_S the order of BLS12-381's groups, a = -1,
             d = -(10240/10241), #E = 8 r_J with r_J prime
  group law  Bernstein, Birkner, Joye, Lange, Peters, "Twisted Edwards
             curves" (AFRICACRYPT 2008), section 3: the unified affine
             addition, complete since a is a square and d is not
  encoding   zkcrypto/jubjub's AffinePoint::to_bytes and from_bytes (the
             Zcash specification's repr_J, section 5.4.9.4): the 32 bytes of
             v little-endian, the low bit of u in bit 255; decoding rejects
             v >= q, a v with no u, and (ZIP 216) u = 0 with the bit set,
             which the pre-ZIP-216 reading accepts
  group hash the Zcash specification, section 5.4.9.5, GroupHash^J(D, M):
             H = BLAKE2s-256 personalised with D of URS || M (URS the 64 ASCII
             characters below), P = abst_J(H) (the decoding above, ZIP 216),
             Q = [8] P, failing when P does not decode or Q = O; and
             FindGroupHash^J(D, M), the first i in 0..255 for which
             GroupHash^J(D, M || [i]) succeeds.  BLAKE2s is Python's hashlib
             (CPython's copy of the BLAKE2 reference code), not oat's.
  RedJubjub  the Zcash specification, section 5.4.7 (RedDSA on Jubjub):
             H*(B) = BLAKE2b-512 personalised "Zcash_RedJubjubH" of B, read
             little-endian, mod r_J; a signature R || S on M under vk is
             valid iff R decodes, S < r_J and [S] P_G = R + [H*(R || vk || M)] vk
             (vk, R as encoded); signing takes r = H*(T || vk || M) for 80
             random bytes T, R = [r] P_G, S = r + H*(R || vk || M) sk;
             randomisation: rsk = sk + alpha, rvk = vk + [alpha] P_G; P_G the
             spending key generator.  The signatures of zcash-test-vectors
             are the known answers.
The sources of the known answers: test/vectors/README_jubjub.md.
"""
import hashlib
import os
import random
import sys

from nist_ref import Checker  # the self-check's counter (no curve code)

# ---------------------------------------------------------------------------
# Parameters.  q: BLS12-381's r (the Zcash specification, section 5.4.9.2,
# r_S); r_J: section 5.4.9.3 (the same value is zkcrypto's Fr MODULUS).
Q = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
R_J = 0x0e7db4ea6533afa906673b0101343b00a6682093ccc81082d0970e5ed6f72cb7
H_J = 8
A = Q - 1                                     # a = -1
D = (-10240 * pow(10241, Q - 2, Q)) % Q       # d = -(10240/10241)
# zkcrypto/jubjub's FULL_GENERATOR (src/lib.rs, a test constant: a point of
# order 8 r_J); its multiple by the cofactor generates the prime-order group
# and is the base of the published encodings.
FULL_GEN = (0x62edcbb8bf3787c88b0f03ddd60a8187caf55d1b29bf81afe4b3d35df1a7adfe, 11)
O = (0, 1)                                    # the neutral element


def inv(a):
    if a % Q == 0:
        raise ZeroDivisionError
    return pow(a, Q - 2, Q)


def is_probable_prime(n, rounds=32):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    rng = random.Random(n)
    for _ in range(rounds):
        x = pow(rng.randrange(2, n - 1), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def is_square(a):
    a %= Q
    return a == 0 or pow(a, (Q - 1) // 2, Q) == 1


def sqrt(a):
    """a square root of a mod q (Tonelli-Shanks: q - 1 = 2^32 t), or None"""
    a %= Q
    if a == 0:
        return 0
    if not is_square(a):
        return None
    s, t = 0, Q - 1
    while t % 2 == 0:
        s, t = s + 1, t // 2
    z = next(z for z in range(2, 100) if not is_square(z))
    m, c, x, b = s, pow(z, t, Q), pow(a, (t + 1) // 2, Q), pow(a, t, Q)
    while b != 1:
        i, b2 = 0, b
        while b2 != 1:
            b2, i = b2 * b2 % Q, i + 1
        e = pow(c, 1 << (m - i - 1), Q)
        x, c, b, m = x * e % Q, e * e % Q, b * e * e % Q, i
    assert x * x % Q == a
    return x


def on_curve(P):
    u, v = P
    return 0 <= u < Q and 0 <= v < Q and (A * u * u + v * v - 1 - D * u * u * v * v) % Q == 0


def add(P1, P2):
    """the unified addition (BBJLP 2008, section 3): complete on Jubjub"""
    (u1, v1), (u2, v2) = P1, P2
    t = D * u1 * u2 * v1 * v2 % Q
    return ((u1 * v2 + v1 * u2) * inv(1 + t) % Q, (v1 * v2 - A * u1 * u2) * inv(1 - t) % Q)


def neg(P):
    return ((-P[0]) % Q, P[1])


def _padd(P1, P2):
    """the same law in projective coordinates (u, v) = (X/Z, Y/Z), without
    inversions: BBJLP 2008, section 6, "add-2008-bbjlp" (unified)"""
    (X1, Y1, Z1), (X2, Y2, Z2) = P1, P2
    a = Z1 * Z2 % Q
    b = a * a % Q
    c = X1 * X2 % Q
    dd = Y1 * Y2 % Q
    e = D * c * dd % Q
    f, g = (b - e) % Q, (b + e) % Q
    X3 = a * f * ((X1 + Y1) * (X2 + Y2) - c - dd) % Q
    Y3 = a * g * (dd - A * c) % Q
    return (X3, Y3, f * g % Q)


def mul_affine(k, P):
    """k P by double-and-add on the affine law, k >= 0 (slow: the reference
    for mul)"""
    R = O
    for bit in bin(k)[2:]:
        R = add(R, R)
        if bit == '1':
            R = add(R, P)
    return R


def mul(k, P):
    """k P by double-and-add on the unified law (projective, one inversion
    at the end), any integer k; checked against the affine law in check()"""
    if k < 0:
        return mul(-k, neg(P))
    R, Pp = (0, 1, 1), (P[0], P[1], 1)
    for bit in bin(k)[2:]:
        R = _padd(R, R)
        if bit == '1':
            R = _padd(R, Pp)
    zi = inv(R[2])
    return (R[0] * zi % Q, R[1] * zi % Q)


def encode(P):
    u, v = P
    return (v | (u & 1) << 255).to_bytes(32, 'little')


class DecodeError(Exception):
    pass


def decode(b, zip216=True):
    """zkcrypto's from_bytes (zip216) or from_bytes_pre_zip216_compatibility"""
    if len(b) != 32:
        raise DecodeError('length')
    x = int.from_bytes(b, 'little')
    sign, v = x >> 255, x & ((1 << 255) - 1)
    if v >= Q:
        raise DecodeError('v >= q')
    # -u^2 + v^2 = 1 + d u^2 v^2, so u^2 = (v^2 - 1) / (1 + d v^2); 1 + d v^2
    # is never 0, as -1/d is not a square
    u = sqrt((v * v - 1) * inv(1 + D * v * v))
    if u is None:
        raise DecodeError('no u')
    if zip216 and u == 0 and sign:
        raise DecodeError('u = 0 with the sign bit set (ZIP 216)')
    if u & 1 != sign:
        u = (-u) % Q
    return (u, v)


# The Zcash specification, section 5.4.9.5: URS, the 64 ASCII characters that
# begin every group hash's input (sapling-crypto's GH_FIRST_BLOCK).
URS = b'096b36a5804bfacef1691e173c366a47ff5ba84a44f26ddd7e8d9f79d5b42df0'


def group_hash(D, M):
    """GroupHash^J(D, M), or None for the specification's bottom"""
    h = hashlib.blake2s(URS + M, digest_size=32, person=D).digest()
    try:
        P = decode(h)
    except DecodeError:
        return None
    Q = mul(H_J, P)
    return None if Q == O else Q


def find_group_hash(D, M):
    for i in range(256):
        Pt = group_hash(D, M + bytes([i]))
        if Pt is not None:
            return Pt
    raise ValueError('no group hash')


def h_star(B):
    """RedJubjub's H*: BLAKE2b-512, personalised, mod r_J (little-endian)"""
    h = hashlib.blake2b(B, digest_size=64, person=b'Zcash_RedJubjubH').digest()
    return int.from_bytes(h, 'little') % R_J


def redjubjub_verify(P_G, vk, M, sig, cofactor=False):
    """the validity of sig = R || S on M under the point vk; cofactor: the
    batch-compatible check [8]([S] P_G - R - [c] vk) = O"""
    if len(sig) != 64:
        return False
    try:
        R = decode(sig[:32])
    except DecodeError:
        return False
    S = int.from_bytes(sig[32:], 'little')
    if S >= R_J:
        return False
    c = h_star(sig[:32] + encode(vk) + M)
    lhs, rhs = mul(S, P_G), add(R, mul(c, vk))
    if cofactor:
        return mul(H_J, add(lhs, neg(rhs))) == O
    return lhs == rhs


def redjubjub_sign(P_G, sk, M, T):
    """the signature of M under sk with the randomness T (80 bytes)"""
    vkb = encode(mul(sk, P_G))
    r = h_star(T + vkb + M)
    Rb = encode(mul(r, P_G))
    S = (r + h_star(Rb + vkb + M) * sk) % R_J
    return Rb + S.to_bytes(32, 'little')


# ---------------------------------------------------------------------------
# Known answers (test/vectors/, format in README_jubjub.md)

VEC_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'test', 'vectors')


def records(name):
    with open(os.path.join(VEC_DIR, name)) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                yield line.split()


def check_params(ok, rng):
    ok.section('parameters (Zcash specification 5.4.9.3)')
    ok(is_probable_prime(Q) and is_probable_prime(R_J), 'q, r_J prime')
    ok((Q - 1) % (1 << 32) == 0 and ((Q - 1) >> 32) % 2 == 1, 'q - 1 = 2^32 t, t odd')
    ok(D * 10241 % Q == Q - 10240, 'd = -10240/10241')
    ok(is_square(A) and not is_square(D), 'a square, d not: the unified law is complete')
    N = H_J * R_J
    ok((Q + 1 - N) ** 2 <= 4 * Q, 'Hasse bound for #E = 8 r_J')
    ok(on_curve(FULL_GEN), 'the full generator on the curve')
    ok(mul(N, FULL_GEN) == O and mul(N // 2, FULL_GEN) != O and mul(R_J, FULL_GEN) != O,
       'the full generator has order 8 r_J')
    G = mul(H_J, FULL_GEN)
    ok(G != O and mul(R_J, G) == O, '8 FULL_GEN has order r_J')
    ok(mul(R_J - 1, G) == neg(G), '(r_J - 1) G = -G')

    ok.section('group law')
    for _ in range(3):
        k = rng.randrange(1 << 256)
        ok(mul(k, FULL_GEN) == mul_affine(k, FULL_GEN), 'projective mul = affine mul')
    P = FULL_GEN
    for _ in range(4):
        k1, k2 = rng.randrange(1, N), rng.randrange(1, N)
        A1 = mul(k1, P)
        B1 = mul(k2, A1)
        ok(on_curve(A1) and on_curve(B1), 'multiples on the curve')
        ok(mul(k1 * k2 % N, P) == B1, '(k1 k2) P = k2 (k1 P)')
        ok(add(A1, neg(A1)) == O and add(A1, O) == A1, 'P - P = O, P + O = P')
        ok(add(A1, A1) == mul(2, A1), 'P + P = 2P')
        ok(add(add(A1, B1), P) == add(A1, add(B1, P)), 'associativity')
        ok(decode(encode(A1)) == A1 and decode(encode(B1), zip216=False) == B1, 'round trip')
    P = O
    for i in range(1, 21):
        P = add(P, FULL_GEN)
        ok(mul(i, FULL_GEN) == P, '%d FULL_GEN' % i)
    # the points of order 2 and 4 with u = 0 or v = 0
    ok(on_curve((0, Q - 1)) and add((0, Q - 1), (0, Q - 1)) == O, '(0, -1) of order 2')

    ok.section('decoding rejections')
    for bad, what in ((Q.to_bytes(32, 'little'), 'v = q'),
                      (((1 << 255) - 1).to_bytes(32, 'little'), 'v = 2^255 - 1'),
                      (b'\x00' * 31, 'short')):
        try:
            decode(bad)
            ok(False, 'decode accepts %s' % what)
        except DecodeError:
            ok(True, what)
    v = next(v for v in range(2, 100) if sqrt((v * v - 1) * inv(1 + D * v * v)) is None)
    try:
        decode(v.to_bytes(32, 'little'))
        ok(False, 'decode accepts a v with no u')
    except DecodeError:
        ok(True, 'no u')


def check_zkcrypto(ok):
    ok.section('zkcrypto/jubjub 0.10.0 test vectors')
    G = mul(H_J, FULL_GEN)
    torsion = []
    for rec in records('jubjub_zkcrypto.txt'):
        if rec[0] == 'gen_multiple':
            k, enc = int(rec[1]), bytes.fromhex(rec[2])
            P = mul(k, G)
            ok(encode(P) == enc, 'encode %d G' % k)
            ok(decode(enc) == P, 'decode %d G' % k)
            ok.count('multiples')
        elif rec[0] == 'torsion':
            T = (int(rec[2], 16), int(rec[3], 16))
            ok(on_curve(T) and mul(8, T) == O, 'torsion point %s of order dividing 8' % rec[1])
            ok(decode(encode(T)) == T, 'torsion point %s round trip' % rec[1])
            torsion.append(T)
            ok.count('torsion')
        elif rec[0] == 'zip216':
            enc = bytes.fromhex(rec[1])
            try:
                decode(enc)
                ok(False, 'ZIP 216 encoding accepted')
            except DecodeError:
                ok(True, 'ZIP 216 rejection')
            cleared = enc[:31] + bytes([enc[31] & 0x7f])
            P = decode(cleared)
            ok(decode(enc, zip216=False) == P, 'pre-ZIP-216 reading')
            ok(encode(P) == cleared, 'pre-ZIP-216 point re-encodes canonically')
            ok.count('zip216')
        else:
            ok(False, 'unknown record %s' % rec[0])
    # the eight points are the 8-torsion subgroup: all distinct, closed
    ok(len(set(torsion)) == 8 and all(add(a, b) in torsion for a in torsion for b in torsion),
       'the eight torsion points form a group')
    ok(any(mul(4, T) != O for T in torsion), 'the torsion subgroup is cyclic of order 8')


def check_sapling(ok):
    ok.section('Sapling generators (zcash/sapling-crypto)')
    for rec in records('jubjub_sapling_generators.txt'):
        if rec[0] != 'generator':
            ok(False, 'unknown record %s' % rec[0])
            continue
        D = bytes.fromhex(rec[2])
        M = b'' if rec[3] == '-' else bytes.fromhex(rec[3])
        Pt = (int(rec[4], 16), int(rec[5], 16))
        ok(on_curve(Pt) and mul(R_J, Pt) == O and Pt != O, '%s in the prime-order group' % rec[1])
        ok(find_group_hash(D, M) == Pt, 'FindGroupHash for %s' % rec[1])
        ok.count('generators')


def sapling_generator(name):
    for rec in records('jubjub_sapling_generators.txt'):
        if rec[1] == name:
            return (int(rec[4], 16), int(rec[5], 16))
    raise KeyError(name)


def check_redjubjub(ok, rng):
    ok.section('RedJubjub (zcash-test-vectors via zcash/sapling-crypto)')
    P_G = sapling_generator('spending_key_generator')
    for rec in records('jubjub_redjubjub.txt'):
        sk, vk, alpha, rsk, rvk, M, sig, rsig = [bytes.fromhex(x) for x in rec[1:]]
        k = lambda b: int.from_bytes(b, 'little')
        ok(max(k(sk), k(alpha), k(rsk)) < R_J, 'canonical scalars')
        VK, RVK = decode(vk), decode(rvk)
        ok(encode(mul(k(sk), P_G)) == vk, 'vk = [sk] P_G')
        ok((k(sk) + k(alpha)) % R_J == k(rsk), 'rsk = sk + alpha')
        ok(encode(add(VK, mul(k(alpha), P_G))) == rvk and encode(mul(k(rsk), P_G)) == rvk,
           'rvk = vk + [alpha] P_G = [rsk] P_G')
        for key, sg in ((VK, sig), (RVK, rsig)):
            ok(redjubjub_verify(P_G, key, M, sg), 'signature valid')
            ok(redjubjub_verify(P_G, key, M, sg, cofactor=True), 'signature valid (cofactor check)')
            ok(not redjubjub_verify(P_G, key, M[:31] + bytes([M[31] ^ 1]), sg), 'other message')
            bad_s = sg[:32] + ((k(sg[32:]) + R_J) % (1 << 256)).to_bytes(32, 'little')
            ok(not redjubjub_verify(P_G, key, M, bad_s), 'S + r_J rejected')
        ok(not redjubjub_verify(P_G, VK, M, rsig) and not redjubjub_verify(P_G, RVK, M, sig),
           'signatures under the other key')
        # the model's own signing, with random T, verifies
        T = bytes(rng.randrange(256) for _ in range(80))
        ok(redjubjub_verify(P_G, VK, M, redjubjub_sign(P_G, k(sk), M, T)), 'sign then verify')
        ok.count('redjubjub')


def gen_mul():
    """test/vectors/jubjub_mul.txt: multiples of G, of FULL_GEN and of
    points with a torsion part, from a fixed seed"""
    rng = random.Random(0x6a75626a7562)
    G = mul(H_J, FULL_GEN)
    N = H_J * R_J
    out = ['# Jubjub multiples, generated by tools/jubjub_ref.py gen mul (see README_jubjub.md).',
           '# mul k enc(k G), G = 8 FULL_GEN of prime order r_J; k big-endian hex',
           '# mulp k enc(P) enc(k P), P any point of the full group (order dividing 8 r_J)']
    ks = [0, 1, 2, 3, 7, 8, R_J - 1, R_J, R_J + 1, N - 1, (1 << 252) - 1, (1 << 256) - 1]
    ks += [rng.randrange(R_J) for _ in range(24)]
    for k in ks:
        out.append('mul %064x %s' % (k, encode(mul(k, G)).hex()))
    for i in range(24):
        P = mul(rng.randrange(1, N), FULL_GEN)
        k = rng.randrange(1 << 256) if i % 3 else rng.randrange(8)
        out.append('mulp %064x %s %s' % (k, encode(P).hex(), encode(mul(k, P)).hex()))
    return '\n'.join(out) + '\n'


def gen_reddsa():
    """test/vectors/jubjub_reddsa.txt: group hashes (with bottoms) and
    RedJubjub signatures with a given T, for both instances, from a fixed
    seed"""
    rng = random.Random(0x72656464)
    bases = {'spend': sapling_generator('spending_key_generator'),
             'binding': sapling_generator('value_commitment_randomness_generator')}
    rb = lambda n: bytes(rng.randrange(256) for _ in range(n))
    out = ['# Jubjub group hashes and RedJubjub signatures, generated by tools/jubjub_ref.py gen reddsa',
           '# (see README_jubjub.md); hex, "-" for an empty message.',
           '# grouphash D M enc|bottom    GroupHash^J(D, M): its encoding, or bottom',
           '# sign base sk T M sig         RedJubjub on M under sk (32 bytes little-endian) with the',
           '#                              randomness T (80 bytes); base spend or binding']
    hx = lambda b: b.hex() if b else '-'
    nbot = nok = 0
    for i in range(400):
        D = (b'Zcash_G_', b'Zcash_cv', b'oat_test')[i % 3]
        M = rb(rng.choice((0, 1, 4, 32, 63, 64, 65, 100)))
        P = group_hash(D, M)
        if P is None and nbot < 12:
            nbot += 1
            out.append('grouphash %s %s bottom' % (D.hex(), hx(M)))
        elif P is not None and nok < 12:
            nok += 1
            out.append('grouphash %s %s %s' % (D.hex(), hx(M), encode(P).hex()))
    for i in range(8):
        name = ('spend', 'binding')[i % 2]
        sk = rng.randrange(R_J) if i > 1 else (1 if i == 0 else R_J - 1)
        T, M = rb(80), rb((0, 1, 32, 100)[i % 4])
        sig = redjubjub_sign(bases[name], sk, M, T)
        out.append('sign %s %s %s %s %s' % (name, sk.to_bytes(32, 'little').hex(), T.hex(), hx(M), sig.hex()))
    return '\n'.join(out) + '\n'


def check_reddsa_file(ok):
    ok.section('jubjub_reddsa.txt')
    bases = {'spend': sapling_generator('spending_key_generator'),
             'binding': sapling_generator('value_commitment_randomness_generator')}
    for rec in records('jubjub_reddsa.txt'):
        if rec[0] == 'grouphash':
            M = b'' if rec[2] == '-' else bytes.fromhex(rec[2])
            P = group_hash(bytes.fromhex(rec[1]), M)
            ok((P is None) == (rec[3] == 'bottom') and (P is None or encode(P).hex() == rec[3]), 'grouphash')
        elif rec[0] == 'sign':
            M = b'' if rec[4] == '-' else bytes.fromhex(rec[4])
            P_G, sk = bases[rec[1]], int.from_bytes(bytes.fromhex(rec[2]), 'little')
            sig = bytes.fromhex(rec[5])
            ok(redjubjub_sign(P_G, sk, M, bytes.fromhex(rec[3])) == sig, 'sign')
            ok(redjubjub_verify(P_G, mul(sk, P_G), M, sig, cofactor=True), 'verify')
        else:
            ok(False, 'unknown record %s' % rec[0])
        ok.count(rec[0])
    with open(os.path.join(VEC_DIR, 'jubjub_reddsa.txt')) as f:
        ok(f.read() == gen_reddsa(), 'jubjub_reddsa.txt is what gen reddsa prints')


def check_mul(ok):
    ok.section('jubjub_mul.txt')
    G = mul(H_J, FULL_GEN)
    for rec in records('jubjub_mul.txt'):
        if rec[0] == 'mul':
            k = int(rec[1], 16)
            ok(encode(mul(k, G)) == bytes.fromhex(rec[2]), 'mul %s' % rec[1])
            ok(encode(mul(k % R_J, G)) == bytes.fromhex(rec[2]), 'mul mod r_J %s' % rec[1])
            ok.count('mul')
        elif rec[0] == 'mulp':
            k, P = int(rec[1], 16), decode(bytes.fromhex(rec[2]))
            ok(encode(mul(k, P)) == bytes.fromhex(rec[3]), 'mulp %s' % rec[1])
            ok.count('mulp')
        else:
            ok(False, 'unknown record %s' % rec[0])
    with open(os.path.join(VEC_DIR, 'jubjub_mul.txt')) as f:
        ok(f.read() == gen_mul(), 'jubjub_mul.txt is what gen mul prints')


def check(verbose=False):
    ok = Checker(verbose)
    rng = random.Random(0x4a75626a)
    check_params(ok, rng)
    check_zkcrypto(ok)
    check_sapling(ok)
    check_redjubjub(ok, rng)
    check_mul(ok)
    check_reddsa_file(ok)
    c = ok.counts
    print('jubjub_ref check: %d checks, %d failed; zkcrypto multiples %d, torsion %d, ZIP 216 %d; '
          'Sapling generators %d; RedJubjub %d; jubjub_mul %d + %d; jubjub_reddsa %d + %d'
          % (ok.n, ok.bad, c.get('multiples', 0), c.get('torsion', 0), c.get('zip216', 0),
             c.get('generators', 0), c.get('redjubjub', 0), c.get('mul', 0), c.get('mulp', 0),
             c.get('grouphash', 0), c.get('sign', 0)))
    return ok.bad == 0


def main(argv):
    if len(argv) >= 2 and argv[1] == 'check':
        sys.exit(0 if check('-v' in argv[2:]) else 1)
    if len(argv) == 3 and argv[1:] == ['gen', 'mul']:
        sys.stdout.write(gen_mul())
        return
    if len(argv) == 3 and argv[1:] == ['gen', 'reddsa']:
        sys.stdout.write(gen_reddsa())
        return
    sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv)
