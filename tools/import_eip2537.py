#!/usr/bin/env python3
"""Writes test/vectors/eip2537_geth.txt from go-ethereum's precompile test
files (core/vm/testdata/precompiles/bls*.json and fail-bls*.json), which
test_eip2537 runs: every case's input and either its output or its error.
Usage: tools/import_eip2537.py GO_ETHEREUM_GIT_DIR [COMMIT]
(the files are read with git show, so a bare clone will do).  The G1Mul and
G2Mul files are EIP-2537's multi-scalar multiplication with one pair (the
final EIP replaced MUL by MSM; go-ethereum runs them on the MSM address)."""
import json
import subprocess
import sys

# cases with more input than this are left out (named in the file's header):
# a few multi-scalar cases of thousands of pairs, megabytes of hex
MAX_IN = 8192

OPS = [("blsG1Add", "g1_add"), ("blsG1Mul", "g1_msm"), ("blsG1MultiExp", "g1_msm"),
       ("blsG2Add", "g2_add"), ("blsG2Mul", "g2_msm"), ("blsG2MultiExp", "g2_msm"),
       ("blsPairing", "pairing_check"), ("blsMapG1", "map_fp_to_g1"), ("blsMapG2", "map_fp2_to_g2")]


def main():
    git, commit = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "HEAD")
    rev = subprocess.check_output(["git", "--git-dir", git, "rev-parse", "--short=10", commit], text=True).strip()
    out = ["# EIP-2537 precompile cases from go-ethereum %s, core/vm/testdata/precompiles/" % rev,
           "# (bls*.json and fail-bls*.json), written by tools/import_eip2537.py:",
           "# op, name, in (hex), then out (hex) or err (go-ethereum's message)."]
    left = []
    for base, op in OPS:
        for fail in (False, True):
            path = "core/vm/testdata/precompiles/%s%s.json" % ("fail-" if fail else "", base)
            cases = json.loads(subprocess.check_output(["git", "--git-dir", git, "show", "%s:%s" % (commit, path)]))
            out.append("")
            out.append("# %s (%d cases)" % (path, len(cases)))
            for c in cases:
                if len(c["Input"]) // 2 > MAX_IN:
                    left.append("%s (%d bytes)" % (c["Name"], len(c["Input"]) // 2))
                    continue
                out.append("op %s" % op)
                out.append("name %s" % c["Name"])
                out.append("in %s" % c["Input"])
                out.append(("err %s" % c["ExpectedError"]) if fail else ("out %s" % c["Expected"]))
    if left:
        out[3:3] = ["# left out, over %d bytes of input: %s" % (MAX_IN, ", ".join(left))]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
