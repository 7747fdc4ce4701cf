#!/usr/bin/env python3
"""Writes every generated file of the project, or checks them.

  tools/regen.py           regenerate in place
  tools/regen.py --check   exit 1 (and list them) if any file differs from
                           what the generators produce now (CI runs this)

Generated files: per curve, the parameters and the fixed-base tables of the
generators (tools/gen_params.py for the pairing curves, tools/gen_nist.py
for the NIST curves) in src/curves/<curve>/, and the public header and its
short-name map (tools/gen_api.py) in include/oat/, with oat/compat.h; the
x86-64 additive kernels of each size (tools/gen_x64_add.py) and the x86-64
Montgomery kernels of the NIST fields with their dispatch
(tools/gen_x64_mont.py); the ARMv7 Montgomery and additive kernels of the
NIST fields' sizes (tools/gen_arm32_mont.py, tools/gen_arm32_add.py) and of
the NIST primes (tools/gen_arm32_nist.py); the NIST curves' known answers in
the line format of the C tests: the conversions of the Wycheproof JSON files
of test/vectors/wycheproof/ (tools/gen_vectors.py) and the multiples of the
base points, test/vectors/nist_mul.txt (tools/nist_ref.py); Jubjub's
multiples, group hashes and signatures, test/vectors/jubjub_mul.txt and
jubjub_reddsa.txt (tools/jubjub_ref.py); the exhaustive tests' toy curve,
test/toy/ (tools/gen_toy.py)."""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import gen_api  # noqa: E402
import gen_params  # noqa: E402
import gen_nist  # noqa: E402
import gen_jubjub  # noqa: E402
import gen_toy  # noqa: E402
import gen_vectors  # noqa: E402
import gen_x64_add  # noqa: E402
import gen_x64_mont  # noqa: E402
import gen_x64_edpt  # noqa: E402
import gen_arm32_add  # noqa: E402
import gen_arm32_mont  # noqa: E402
import gen_arm32_nist  # noqa: E402
import nist_ref  # noqa: E402
import jubjub_ref  # noqa: E402

root = os.path.dirname(here)


def outputs():
    for token, (_, ctor) in gen_api.CURVES.items():
        if gen_api.is_edwards(token):
            yield "src/curves/%s/params.h" % token, gen_jubjub.emit
            yield "src/curves/%s/tab_ed.c" % token, gen_jubjub.emit_table
        elif ctor is None:
            yield "src/curves/%s/params.h" % token, lambda t=token: gen_nist.emit(t)
            yield "src/curves/%s/tab_ep.c" % token, lambda t=token: gen_nist.emit_table(t)
        else:
            c = ctor()
            yield "src/curves/%s/params.h" % token, lambda c=c: gen_params.emit(c)
            yield "src/curves/%s/tab_g1.c" % token, lambda c=c: gen_params.emit_table(c, "g1")
            yield "src/curves/%s/tab_g2.c" % token, lambda c=c: gen_params.emit_table(c, "g2")
        yield "include/oat/%s.h" % token, lambda t=token: gen_api.header(t)
        yield "include/oat/compat_%s.h" % token, lambda t=token: gen_api.compat(t)
    yield "include/oat/compat.h", gen_api.compat_h
    yield "test/toy/params.h", gen_toy.emit
    yield "test/toy/tab_ep.c", gen_toy.emit_table
    yield "test/toy/oat/toy.h", gen_toy.header
    yield "test/toy/g1/params.h", gen_toy.emit_g1
    yield "test/toy/oat/toyg1.h", gen_toy.header_g1
    yield "test/toy/g2/params.h", gen_toy.emit_g2
    yield "test/toy/oat/toyg2.h", gen_toy.header_g2
    for n in (4, 6):
        yield "src/arch/x86_64/modadd%d.S" % n, lambda n=n: gen_x64_add.gen(n)
    for tag in gen_x64_add.FIELD_CLASSES:
        yield "src/arch/x86_64/modadd%s.S" % tag, lambda t=tag: gen_x64_add.gen_field(t)
    for name, make in gen_x64_mont.outputs():
        yield "src/arch/x86_64/" + name, make
    for name, make in gen_x64_edpt.outputs():
        yield "src/arch/x86_64/" + name, make
    for n, full in gen_arm32_mont.SIZES:
        yield gen_arm32_mont.file_name(n, full), lambda n=n, f=full: gen_arm32_mont.file_text(n, f)
        yield gen_arm32_add.file_name(n, full), lambda n=n, f=full: gen_arm32_add.file_text(n, f)
    for bits in sorted(gen_arm32_nist.PRIMES):
        for what in ("mul", "add"):
            yield gen_arm32_nist.file_name(bits, what), \
                lambda b=bits, w=what: gen_arm32_nist.file_text(b, w)
    yield from gen_vectors.outputs()
    yield "test/vectors/nist_mul.txt", nist_ref.gen_mul
    yield "test/vectors/jubjub_mul.txt", jubjub_ref.gen_mul
    yield "test/vectors/jubjub_reddsa.txt", jubjub_ref.gen_reddsa


def main():
    check = "--check" in sys.argv[1:]
    bad = []
    for rel, make in outputs():
        path = os.path.join(root, rel)
        text = make()
        os.makedirs(os.path.dirname(path), exist_ok=True)
        old = open(path).read() if os.path.exists(path) else None
        if old == text:
            continue
        if check:
            bad.append(rel)
        else:
            with open(path, "w") as f:
                f.write(text)
            print("wrote", rel)
    if bad:
        print("generated files differ from their generators (run tools/regen.py):")
        for rel in bad:
            print("  " + rel)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
