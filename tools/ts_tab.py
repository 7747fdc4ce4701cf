"""Tonelli-Shanks constants and tables of a prime field with m = 1 mod 4,
for src/fp/prime_tmpl.h's constant-time square root; shared by
tools/gen_params.py (the pairing curves' Fr) and tools/gen_nist.py (P-224's
Fp).  Values are integers mod m (the callers put them in Montgomery form).

  m - 1 = 2^e c2 with c2 odd, c3 = (c2 - 1) / 2, g = z^c2 for the least
  non-square z: a generator of the 2-Sylow subgroup (order 2^e).

The root is found as in Bernstein's "Faster square roots in annoying finite
fields" and Sarkar's "Computing square roots faster than the
Tonelli-Shanks/Bernstein algorithm" (ePrint 2020/1407), with windows of W
bits: for a square a, v = a^c2 = g^k with k even, and r = a^((c2+1)/2)
g^(-k/2) is a root (r^2 = a v g^(-k)).  k is read W bits at a time from the
bottom: window j (bits s = W j, width b = min(W, e - s)) of k is the d with
v_j^(2^(e - s - b)) = h^(d 2^(W - b)), h = g^(2^(e - W)) of order 2^W, found
by comparing with the table H[i] = h^i; then v_(j+1) = v_j G[j][d] with
G[j][i] = g^(-i 2^s), which also give g^(-k/2) window by window."""


def ts_params(m):
    """(e, c2, z, g) for m = 1 mod 4"""
    e, c2 = 0, m - 1
    while c2 % 2 == 0:
        e, c2 = e + 1, c2 // 2
    z = 2
    while pow(z, (m - 1) // 2, m) != m - 1:
        z += 1
    g = pow(z, c2, m)
    assert pow(g, 2**(e - 1), m) == m - 1  # a primitive 2^e-th root of unity
    return e, c2, z, g


def ts_tables(m, w_max=4):
    """(W, J, H, G): the window width, the count of windows, H[i] = h^i
    (2^W values) and G[j][i] = g^(-i 2^(W j)) (2^W values per window, the
    unused ones of a narrower last window 0)"""
    e, _, _, g = ts_params(m)
    W = min(w_max, e)
    J = (e + W - 1) // W
    h = pow(g, 2**(e - W), m)
    H = [pow(h, i, m) for i in range(2**W)]
    gi = pow(g, -1, m)
    G = []
    for j in range(J):
        b = min(W, e - W * j)
        G.append([pow(gi, i * 2**(W * j), m) if i < 2**b else 0 for i in range(2**W)])
    # the relations the C code relies on
    assert pow(h, 2**W, m) == 1 and pow(h, 2**(W - 1), m) == m - 1
    return W, J, H, G


def defines(nm, m, canon, mont):
    """The C lines of prime_tmpl.h's constants for the field of m (prefix
    OAT_<nm>_), with canon(x) and mont(x) the initializers of a canonical
    value and of a value in Montgomery form (each generator's digit format)."""
    e, c2, z, _ = ts_params(m)
    W, J, H, G = ts_tables(m)
    o = ["/* Tonelli-Shanks: m - 1 = 2^%d c2, c3 = (c2 - 1) / 2, g = %d^c2 (%d the least non-square); */" % (e, z, z),
         "/* %d-bit windows: H[i] = h^i, h = g^(2^(e - %d)); G[j][i] = g^(-i 2^(%d j)) (tools/ts_tab.py) */" % (W, W, W),
         "#define OAT_%s_TS_E %d" % (nm, e),
         "#define OAT_%s_TS_C3 %s /* canonical */" % (nm, canon((c2 - 1) // 2)),
         "#define OAT_%s_TS_W %d" % (nm, W),
         "#define OAT_%s_TS_J %d" % (nm, J),
         "#define OAT_%s_TS_H { \\" % nm]
    o += ["\t%s, \\" % mont(x) for x in H]
    o += ["}", "#define OAT_%s_TS_G { \\" % nm]
    for row in G:
        o.append("\t{ \\")
        o += ["\t\t%s, \\" % mont(x) for x in row]
        o.append("\t}, \\")
    o.append("}")
    return o
