#!/usr/bin/env python3
"""The public headers of each curve, from one template.

  tools/gen_api.py header CURVE   > include/oat/CURVE.h
  tools/gen_api.py compat CURVE   > include/oat/compat_CURVE.h
  tools/gen_api.py compat_h       > include/oat/compat.h

The template tools/api/curve.h.in is written once for every pairing curve,
tools/api/ecc.h.in once for every NIST curve (ECDSA and ECDH),
tools/api/ed.h.in for the twisted Edwards curve Jubjub:
@c@ / @C@ stand for the curve's token (bn254, BN254), @Name@ for its name,
@FP_BITS@ and the like for sizes computed from the curve's defining facts
(tools/gen_params.py), and lines between "@if TOKEN...", "@else" and
"@endif" are kept for the curves named only.  The compatibility header of a curve maps
every short name (oat_fp_mul, OAT_FP_BYTES, OAT_BLS_PK(x)) to the curve's
name; it is derived from the generated header itself, so the two cannot
drift.  tools/regen.py runs both for every curve."""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_params  # noqa: E402
import gen_nist  # noqa: E402
import jubjub_ref  # noqa: E402

API = os.path.join(os.path.dirname(os.path.abspath(__file__)), "api")

# token -> (display name, gen_params constructor) for the pairing curves,
# (display name, None) for the NIST curves of tools/gen_nist.py, (display
# name, EDWARDS) for Jubjub (tools/gen_jubjub.py)
EDWARDS = "edwards"
CURVES = {
    "bn254": ("BN-P254", gen_params.bn254),
    "altbn128": ("alt_bn128", gen_params.altbn128),
    "bls12381": ("BLS12-381", gen_params.bls12_381),
    "p192": ("P-192", None),
    "p224": ("P-224", None),
    "p256": ("P-256", None),
    "p384": ("P-384", None),
    "p521": ("P-521", None),
    "jubjub": ("Jubjub", EDWARDS),
}

# The NIST curves' hash for ECDSA on messages: the SHA-2 of the curve's
# strength (SHA-224 for P-224, as Wycheproof pairs them; SHA-256 for P-192,
# whose 96-bit strength no SHA-2 matches, the common choice).
NIST_HASH = {"p192": 256, "p224": 224, "p256": 256, "p384": 384, "p521": 512}
NIST_FORM = {"p192": "2^192 - 2^64 - 1", "p224": "2^224 - 2^96 + 1",
             "p256": "2^256 - 2^224 + 2^192 + 2^96 - 1",
             "p384": "2^384 - 2^128 - 2^96 + 2^32 - 1", "p521": "2^521 - 1"}
# the window of the constant-time variable-base multiplication (src/ec/ep_tmpl.h)
NIST_MUL_W = 5


def is_nist(token):
    return CURVES[token][1] is None


def is_edwards(token):
    return CURVES[token][1] == EDWARDS


def template(token):
    if is_edwards(token):
        return os.path.join(API, "ed.h.in")
    return os.path.join(API, "ecc.h.in" if is_nist(token) else "curve.h.in")


def edwards_facts(token):
    q, r = jubjub_ref.Q, jubjub_ref.R_J
    return {
        "c": token, "C": token.upper(), "Name": CURVES[token][0],
        "FQ_BITS": str(q.bit_length()), "FR_BITS": str(r.bit_length()),
        "FQ_BYTES": str((q.bit_length() + 7) // 8), "FR_BYTES": str((r.bit_length() + 7) // 8),
    }


def nist_facts(token):
    c = gen_nist.CURVES[token]
    bits = c["bits"]
    nbytes = (bits + 7) // 8
    imax = nbytes + (1 if bits % 8 == 0 else 0)   # a DER INTEGER of a value < n
    content = 2 * (2 + imax)
    der = content + (2 if content < 128 else 3)
    h = NIST_HASH[token]
    return {
        "c": token, "C": token.upper(), "Name": c["name"],
        "SecName": "secp%dr1" % bits,
        "PForm": NIST_FORM[token],
        "FP_BITS": str(bits), "FN_BITS": str(c["n"].bit_length()),
        "FP_BYTES": str(nbytes), "FN_BYTES": str((c["n"].bit_length() + 7) // 8),
        "DER_MAX": str(der),
        "HashAlg": "OAT_MD_SHA%d" % h, "HashName": "SHA-%d" % h, "HashBytes": str(h // 8),
        "MulW": str(NIST_MUL_W),
        "GenW": str(gen_nist.gen_w(token)),
    }


def facts(token):
    if is_nist(token):
        return nist_facts(token)
    if is_edwards(token):
        return edwards_facts(token)
    name, ctor = CURVES[token]
    c = ctor()
    p, r = c["p"], c["r"]
    fp_bytes = (p.bit_length() + 7) // 8
    # the bound on the GLV / GLS sub-scalars (|k_i| + 1 <= 2^BITS - 1), which
    # sizes the fixed-base tables of a caller's point (g1_pre_t, g2_pre_t)
    e = gen_params.endo_data(c)
    sub = [gen_params.babai(b, r, c["nbr"], c["nbr"])[2] for b in (e["b1"], e["b2"])]
    return {
        "c": token,
        "C": token.upper(),
        "Name": name,
        "FP_BITS": str(p.bit_length()),
        "FR_BITS": str(r.bit_length()),
        "FP_BYTES": str(fp_bytes),
        "FR_BYTES": str((r.bit_length() + 7) // 8),
        "FP_LIMB_BITS": str(c["nb"]),
        "FR_LIMB_BITS": str(c["nbr"]),
        "HASH_L": str((p.bit_length() + 128 + 7) // 8),
        "G1_SUB_BITS": str(sub[0]),
        "G2_SUB_BITS": str(sub[1]),
        "SVDW_Z1": svdw_z(c, 1), "SVDW_Z2": svdw_z(c, 2),
    }


def svdw_z(c, grp):
    """Z of the Shallue-van de Woestijne map of a BN curve's G1 (grp 1) or
    twist (grp 2), as a signed integer (its imaginary part is 0)."""
    if c["family"] != "bn":
        return ""
    p = c["p"]
    line = [l for l in gen_params.emit(c).splitlines() if l.startswith("/* SvdW map to %s" % ("G1" if grp == 1 else "the twist"))][0]
    z = line.split("Z = ")[1].split()[0].rstrip(",")
    return z


def header(token, f=None, tmpl=None):
    """The header of a curve of the library, or (f and tmpl given) of
    another instance of a template: tools/gen_toy.py's test curve."""
    f = facts(token) if f is None else f
    out, keep = [], [True]
    for line in open(tmpl or template(token)):
        s = line.strip()
        if s.startswith("@if "):
            keep.append(keep[-1] and token in s[4:].split())
            continue
        if s == "@else":
            top = keep.pop()
            keep.append(keep[-1] and not top)
            continue
        if s == "@endif":
            keep.pop()
            continue
        if keep[-1]:
            out.append(re.sub(r"@(\w+)@", lambda m: f[m.group(1)], line))
    assert len(keep) == 1, "unbalanced @if in the template"
    return "".join(out)


def compat(token):
    """#define short long for every public name of the curve's header."""
    h = header(token)
    C = token.upper()
    fn = sorted(set(re.findall(r"\boat_%s_(\w+)" % token, h)))
    macros, fmacros = [], []
    for m in re.finditer(r"^#define OAT_%s_(\w+)(\(x\))?" % C, h, re.M):
        (fmacros if m.group(2) else macros).append(m.group(1))
    o = [
        "/* oat: the short RELIC-style names for %s, generated by tools/gen_api.py" % CURVES[token][0],
        " * from include/oat/%s.h; do not edit by hand.  Included by oat/compat.h for" % token,
        " * the curve chosen there (OAT_DEFAULT_CURVE, or OAT_COMPAT_%s). */" % C,
        "#ifndef OAT_COMPAT_%s_H" % C,
        "#define OAT_COMPAT_%s_H" % C,
        "",
        '#include "oat/%s.h"' % token,
        "",
        "#define OAT_CURVE_NAME \"%s\"" % CURVES[token][0],
    ]
    for n in sorted(set(macros) - {"H"}):   # not the include guard
        o.append("#define OAT_%s OAT_%s_%s" % (n, C, n))
    for n in sorted(set(fmacros)):
        o.append("#define OAT_%s(x) OAT_%s_%s(x)" % (n, C, n))
    for n in fn:
        if n.endswith("abi_ref_"):
            continue
        o.append("#define oat_%s oat_%s_%s" % (n, token, n))
    o += ["", "#endif", ""]
    return "\n".join(o)


def compat_h():
    """oat/compat.h: picks the short-name map of one curve."""
    toks = list(CURVES)
    o = [
        "/* oat: the short RELIC-style names (oat_fp_mul, oat_g1_mul, oat_pc_map, oat_ep_mul,",
        " * oat_ecdsa_sign, OAT_FP_BYTES, ...) for one curve, so that code written for a",
        " * one-curve library, the README example and the bench's RELIC rows work",
        " * unchanged.  They stand for the curve chosen at configure time",
        " * (OAT_DEFAULT_CURVE), or for the one a program asks for by defining",
        " * OAT_COMPAT_<CURVE> (OAT_COMPAT_BN254, OAT_COMPAT_P256, ...) before including",
        " * oat.h; defining OAT_NO_COMPAT leaves only the curve-named API",
        " * (oat_bn254_g1_mul, oat_p256_ecdsa_sign, ...).  Every short name is a macro,",
        " * generated with the curve's header (oat/compat_<curve>.h, tools/gen_api.py);",
        " * this file is generated by tools/gen_api.py too. */",
        "#ifndef OAT_COMPAT_H",
        "#define OAT_COMPAT_H",
        "",
        "#include \"oat/conf.h\"",
        "",
        "#if " + " + ".join("defined(OAT_COMPAT_%s)" % t.upper() for t in toks) + " > 1",
        "#error \"define at most one OAT_COMPAT_<curve>\"",
        "#endif",
        "#if !defined(OAT_NO_COMPAT) && " + " && ".join("!defined(OAT_COMPAT_%s)" % t.upper() for t in toks),
    ]
    for i, t in enumerate(toks):
        o.append("#%s defined(OAT_DEFAULT_%s)" % ("if" if i == 0 else "elif", t.upper()))
        o.append("#define OAT_COMPAT_%s 1" % t.upper())
    o += ["#endif", "#endif", ""]
    for i, t in enumerate(toks):
        o.append("#%s defined(OAT_COMPAT_%s)" % ("if" if i == 0 else "elif", t.upper()))
        o.append("#include \"oat/compat_%s.h\"" % t)
        o.append("#define OAT_CURVE \"%s\"" % t)
        # the spelling of the one-curve versions
        o.append("#define OAT_CURVE_%s 1" % ("BLS12_381" if t == "bls12381" else t.upper()))
    o += ["#endif", "", "#endif", ""]
    return "\n".join(o)


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "compat_h":
        sys.stdout.write(compat_h())
        sys.exit(0)
    if len(sys.argv) != 3 or sys.argv[1] not in ("header", "compat") or sys.argv[2] not in CURVES:
        sys.stderr.write("usage: gen_api.py header|compat %s, or gen_api.py compat_h\n" % "|".join(CURVES))
        sys.exit(2)
    sys.stdout.write((header if sys.argv[1] == "header" else compat)(sys.argv[2]))
