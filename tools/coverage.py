#!/usr/bin/env python3
"""Line and branch coverage of src/ by the test suite, from a build made with
--coverage (the `coverage` preset: the `debug` preset's build, every curve on
the portable kernels, plus --coverage) after its tests ran.

  tools/coverage.py BUILD_DIR [GCOV]

GCOV is the gcov of the compiler that built it (default: llvm-cov-14 gcov,
clang's; gcov for gcc).  Prints, per folder of src/ and in all, the lines
executed of the lines that can be (a line of a template counts once, covered
if any instantiation ran it), the branches taken at least once (counted per
instantiation), and the public functions (OAT_API in include/oat/) that no
test calls.  Exit status 1 if a public function is never called."""
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def public_names():
    names = set()
    inc = os.path.join(ROOT, "include", "oat")
    for f in os.listdir(inc):
        if f.endswith(".h") and not f.startswith("compat"):
            for m in re.finditer(r"OAT_API[^;(]*?\b(oat_\w+)\s*\(", open(os.path.join(inc, f)).read()):
                names.add(m.group(1))
    return names


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    build = os.path.abspath(argv[1])
    gcov = argv[2].split() if len(argv) > 2 else ["llvm-cov-14", "gcov"]
    objroot = os.path.join(build, "CMakeFiles", "oat.dir")
    gcdas = []
    for d, _, fs in os.walk(objroot):
        gcdas += [os.path.join(d, f) for f in fs if f.endswith(".gcda")]
    if not gcdas:
        sys.stderr.write("no .gcda under %s: build with --coverage and run the tests first\n" % objroot)
        return 2
    lines = defaultdict(dict)              # source -> line -> executed (bool)
    branches = defaultdict(lambda: [0, 0])  # source -> [taken, total]
    called = defaultdict(bool)             # function -> called in some unit
    with tempfile.TemporaryDirectory() as tmp:
        for g in sorted(gcdas):
            obj = g[:-len(".gcda")] + ".o"
            out = subprocess.run(gcov + ["-b", "-c", "-f", "-p", "-o", obj, g], cwd=tmp,
                                 capture_output=True, text=True).stdout
            fn = None
            for ln in out.splitlines():
                m = re.match(r"Function '(.*)'", ln)
                if m:
                    fn = m.group(1)
                    continue
                m = re.match(r"Lines executed:([\d.]+)% of (\d+)", ln)
                if m and fn is not None:
                    called[fn] |= float(m.group(1)) > 0
                    fn = None
            for f in os.listdir(tmp):
                path = os.path.join(tmp, f)
                src = None
                for ln in open(path, errors="replace"):
                    m = re.match(r"\s*-:\s*0:Source:(.*)", ln)
                    if m:
                        src = os.path.normpath(os.path.join(build, m.group(1)))
                        continue
                    if src is None or not src.startswith(os.path.join(ROOT, "src") + os.sep):
                        continue
                    m = re.match(r"\s*([^:]+):\s*(\d+):", ln)
                    if m:
                        c, n = m.group(1).strip(), int(m.group(2))
                        if c == "-" or n == 0:
                            continue
                        hit = c not in ("#####", "=====")
                        lines[src][n] = lines[src].get(n, False) or hit
                        continue
                    m = re.match(r"branch\s+\d+ (taken|never executed)(?: (\d+))?", ln)
                    if m:
                        branches[src][1] += 1
                        if m.group(1) == "taken" and int(m.group(2) or 0) > 0:
                            branches[src][0] += 1
                os.remove(path)
    by_dir = defaultdict(lambda: [0, 0, 0, 0])
    for src, ls in lines.items():
        rel = os.path.relpath(src, ROOT)
        key = "/".join(rel.split("/")[:2])
        t = by_dir[key]
        t[0] += sum(ls.values())
        t[1] += len(ls)
        t[2] += branches[src][0]
        t[3] += branches[src][1]
    tot = [sum(t[i] for t in by_dir.values()) for i in range(4)]
    pct = lambda a, b: 100.0 * a / b if b else 100.0  # noqa: E731
    print("coverage of src/ by the tests (%s):" % os.path.relpath(build, ROOT))
    for key in sorted(by_dir):
        t = by_dir[key]
        print("  %-16s lines %5.1f%% of %5d   branches %5.1f%% of %5d" % (
            key, pct(t[0], t[1]), t[1], pct(t[2], t[3]), t[3]))
    print("  %-16s lines %5.1f%% of %5d   branches %5.1f%% of %5d" % (
        "all", pct(tot[0], tot[1]), tot[1], pct(tot[2], tot[3]), tot[3]))
    pub = public_names()
    seen = {f for f in called if f in pub}
    never = sorted(f for f in seen if not called[f])
    print("public functions built: %d, called by a test: %d" % (len(seen), len(seen) - len(never)))
    for f in never:
        print("  never called: %s" % f)
    return 1 if never else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
