#!/usr/bin/env python3
"""Differential pass over the fuzz corpora: oat's decoders against the
independent Python models (tools/bls12_381_ref.py, nist_ref.py, jubjub_ref.py).

  tools/fuzz_diff.py FUZZ_BUILD_DIR [MAX_FILES]

For every corpus the fuzzers left in FUZZ_BUILD_DIR (corpus_<obj>_<curve>
with obj g1 and g2 on BLS12-381, ep on the NIST curves, ed on Jubjub), it
runs test/fuzz_dump_<curve> dump over the files and decodes the same bytes
with the model: both must accept, with the same element written back in the
same form, or both reject (the error classes are not compared: the two check
in different orders).  Up to MAX_FILES files per corpus (default 120, the
shortest names first, so the seeds are always in), as the models are slow.
Exit status 1 on any disagreement, which is printed with its bytes."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bls12_381_ref as bls  # noqa: E402
import nist_ref as nist  # noqa: E402
import jubjub_ref as jj  # noqa: E402


def model_bls(G):
    def run(data):
        try:
            pt = bls.decode(data, G)
        except (bls.DecodeError, ValueError):
            return None
        compressed = len(data) == bls.FP_BYTES * G
        return bls.encode(pt, G, compressed)
    return run


def model_nist(token):
    C = nist.CURVES[token]

    def run(data):
        try:
            pt = nist.decode_point(C, data)
        except (nist.DecodeError, ValueError):
            return None
        return nist.encode_point(C, pt, compressed=data[0] in (2, 3))
    return run


def model_ed(data):
    try:
        pt = jj.decode(data)
    except (jj.DecodeError, ValueError):
        return None
    return jj.encode(pt)


MODELS = {("g1", "bls12381"): model_bls(1), ("g2", "bls12381"): model_bls(2),
          ("ed", "jubjub"): model_ed}
for _t in nist.CURVES:
    MODELS[("ep", _t)] = model_nist(_t)


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    build, cap = argv[1], int(argv[2]) if len(argv) > 2 else 120
    bad = checked = 0
    for (obj, curve), model in sorted(MODELS.items()):
        corpus = os.path.join(build, "corpus_%s_%s" % (obj, curve))
        dump = os.path.join(build, "test", "fuzz_dump_" + curve)
        if not os.path.isdir(corpus) or not os.path.exists(dump):
            continue
        names = sorted(os.listdir(corpus), key=lambda n: (len(n), n))[:cap]
        if not names:
            continue
        out = subprocess.run([dump, "dump", obj] + [os.path.join(corpus, n) for n in names],
                             check=True, capture_output=True, text=True).stdout.splitlines()
        assert len(out) == len(names), "fuzz_dump printed %d lines for %d files" % (len(out), len(names))
        acc = bad0 = 0
        for name, line in zip(names, out):
            t = line.split()
            assert t[0] == name
            data = open(os.path.join(corpus, name), "rb").read()
            want = model(data)
            got = bytes.fromhex(t[2]) if t[1] == "ok" else None
            acc += got is not None
            if (want is None) != (got is None) or (got is not None and got != want):
                bad0 += 1
                print("DISAGREE %s %s %s: oat %s, model %s, input %s" % (
                    curve, obj, name, line.split(None, 1)[1],
                    "reject" if want is None else want.hex(), data.hex()))
        checked += len(names)
        bad += bad0
        print("%s %s: %d inputs, %d accepted, %s" % (
            curve, obj, len(names), acc, "%d disagreements" % bad0 if bad0 else "the model agrees"))
    print("fuzz_diff: %d inputs, %d disagreements" % (checked, bad))
    return 1 if bad or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
