// The known answers of alt_bn128 in test/vectors/altbn128_pairing.txt and
// altbn128_mul.txt, from @noble/curves (its bn254 export is alt_bn128), each
// value also checked here against a slow reference written from the
// definitions (affine Miller loop over Fp2[w]/(w^6 - xi), the plain final
// exponent raised to 2z(6z^2 + 3z + 1), double-and-add multiples).  Not run by
// the tests or CI (they read the files); to regenerate, outside the project:
//   mkdir /tmp/noble && cd /tmp/noble && npm init -y && npm install @noble/curves@2.4.0
//   cp <oat>/tools/altbn128_noble.mjs . && node altbn128_noble.mjs
// (writes altbn128_pairing.txt, altbn128_mul.txt and NOTES.txt in the current directory).
// Known-answer vectors for alt_bn128 (Ethereum BN254) using @noble/curves,
// cross-checked against an independent naive reference implementation below.
import { bn254 } from '@noble/curves/bn254.js';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const assert = (c, msg) => { if (!c) throw new Error('CHECK FAILED: ' + msg); };

// ---------------------------------------------------------------- parameters
const p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47n;
const z = 4965661367192848881n;
const r = 36n * z ** 4n + 36n * z ** 3n + 18n * z ** 2n + 6n * z + 1n;
assert(p === 36n * z ** 4n + 36n * z ** 3n + 24n * z ** 2n + 6n * z + 1n, 'p(z)');
assert(r === bn254.fields.Fr.ORDER, 'r == noble Fr order');
assert(p === bn254.fields.Fp.ORDER, 'p == noble Fp order');
const L = 2n * z * (6n * z * z + 3n * z + 1n);
const FE = (p ** 12n - 1n) / r; // full final exponent
assert(FE * r === p ** 12n - 1n, 'r | p^12-1');

const hex = (x) => { const s = x.toString(16); assert(s.length <= 64, 'hex len'); return s.padStart(64, '0'); };

// ---------------------------------------------------------------- independent reference arithmetic
const md = (a) => { a %= p; return a < 0n ? a + p : a; };
const fpInv = (a) => { // extended Euclid
  let [t, nt, rr, nr] = [0n, 1n, p, md(a)];
  assert(nr !== 0n, 'inv 0');
  while (nr) { const q = rr / nr; [t, nt] = [nt, t - q * nt]; [rr, nr] = [nr, rr - q * nr]; }
  return md(t);
};
// Fp2 = Fp[i]/(i^2+1) as [re, im]
const F2 = {
  add: (a, b) => [md(a[0] + b[0]), md(a[1] + b[1])],
  sub: (a, b) => [md(a[0] - b[0]), md(a[1] - b[1])],
  neg: (a) => [md(-a[0]), md(-a[1])],
  mul: (a, b) => [md(a[0] * b[0] - a[1] * b[1]), md(a[0] * b[1] + a[1] * b[0])],
  muls: (a, k) => [md(a[0] * k), md(a[1] * k)],
  inv: (a) => { const d = fpInv(a[0] * a[0] + a[1] * a[1]); return [md(a[0] * d), md(-a[1] * d)]; },
  conj: (a) => [a[0], md(-a[1])],
  eq: (a, b) => a[0] === b[0] && a[1] === b[1],
  is0: (a) => a[0] === 0n && a[1] === 0n,
  pow: (a, e) => { let res = [1n, 0n], b = a; while (e > 0n) { if (e & 1n) res = F2.mul(res, b); b = F2.mul(b, b); e >>= 1n; } return res; },
};
const F2zero = [0n, 0n], F2one = [1n, 0n];
const xi = [9n, 1n];
// Fp12 = Fp2[w]/(w^6 - xi), element = array of 6 Fp2 coefficients of w^0..w^5.
// (equivalent to Fp6 = Fp2[v]/(v^3-xi), Fp12 = Fp6[w]/(w^2-v) with v = w^2)
const R12 = {
  one: () => [F2one, F2zero, F2zero, F2zero, F2zero, F2zero],
  mul: (a, b) => {
    const t = Array.from({ length: 11 }, () => [0n, 0n]);
    for (let i = 0; i < 6; i++) {
      if (F2.is0(a[i])) continue;
      for (let j = 0; j < 6; j++) {
        if (F2.is0(b[j])) continue;
        const [x0, x1] = a[i], [y0, y1] = b[j];
        t[i + j][0] += x0 * y0 - x1 * y1; t[i + j][1] += x0 * y1 + x1 * y0;
      }
    }
    const res = [];
    for (let k = 0; k < 6; k++) {
      let c = [md(t[k][0]), md(t[k][1])];
      if (k + 6 < 11) c = F2.add(c, F2.mul(xi, [md(t[k + 6][0]), md(t[k + 6][1])]));
      res.push(c);
    }
    return res;
  },
  pow: (a, e) => { let res = R12.one(), b = a; while (e > 0n) { if (e & 1n) res = R12.mul(res, b); e >>= 1n; if (e) b = R12.mul(b, b); } return res; },
  eq: (a, b) => a.every((c, i) => F2.eq(c, b[i])),
};
// Ref elliptic curve arithmetic (affine, null = infinity), generic over field ops.
const mkCurve = (F, B) => {
  const onCurve = (P) => P === null || F.eq(F.mul(P[1], P[1]), F.add(F.mul(F.mul(P[0], P[0]), P[0]), B));
  const add = (P, Q) => {
    if (P === null) return Q; if (Q === null) return P;
    let lam;
    if (F.eq(P[0], Q[0])) {
      if (!F.eq(P[1], Q[1]) || F.is0(P[1])) return null;
      lam = F.mul(F.muls(F.mul(P[0], P[0]), 3n), F.inv(F.muls(P[1], 2n)));
    } else lam = F.mul(F.sub(Q[1], P[1]), F.inv(F.sub(Q[0], P[0])));
    const x3 = F.sub(F.sub(F.mul(lam, lam), P[0]), Q[0]);
    return [x3, F.sub(F.mul(lam, F.sub(P[0], x3)), P[1])];
  };
  const mul = (P, k) => { let R = null, A = P; while (k > 0n) { if (k & 1n) R = add(R, A); A = add(A, A); k >>= 1n; } return R; };
  return { onCurve, add, mul };
};
const F1 = { add: (a, b) => md(a + b), sub: (a, b) => md(a - b), mul: (a, b) => md(a * b), muls: (a, k) => md(a * k), inv: fpInv, eq: (a, b) => a === b, is0: (a) => a === 0n };
const E1 = mkCurve(F1, 3n);
const B2 = F2.mul([3n, 0n], F2.inv(xi)); // 3/xi  (D-type twist)
const E2 = mkCurve(F2, B2);
const G1ref = [1n, 2n];
// EIP-197 G2 generator: x = x_im * i + x_re, y = y_im * i + y_re
const G2ref = [
  [10857046999023057135944570762232829481370756359578518086990519993285655852781n, 11559732032986387107991004021392285783925812861821192530917403151452391805634n],
  [8495653923123431417604973247489272438418190587263600148770280649306958101930n, 4082367875863433681332203403145435568316851327593401208105741076214120093531n],
];
assert(E1.onCurve(G1ref) && E2.onCurve(G2ref), 'ref generators on curve');
assert(E2.mul(G2ref, r) === null && E1.mul(G1ref, r) === null, 'ref generators have order r');

// Frobenius on the twist: untwist (x,y)->(x w^2, y w^3), apply x->x^p, twist back.
const gx = F2.pow(xi, (p - 1n) / 3n), gy = F2.pow(xi, (p - 1n) / 2n);
const frobT = (Q) => [F2.mul(F2.conj(Q[0]), gx), F2.mul(F2.conj(Q[1]), gy)];

// Line through T and R on the twist, evaluated at P in G1, after untwisting:
// l(P) = yP - yT w^3 - lam' w (xP - xT w^2)  (vertical lines lie in Fp6 -> skipped, killed by final exp)
const lineEval = (T, R, P) => {
  let lam;
  if (F2.eq(T[0], R[0])) {
    if (!F2.eq(T[1], R[1])) return R12.one(); // vertical
    lam = F2.mul(F2.muls(F2.mul(T[0], T[0]), 3n), F2.inv(F2.muls(T[1], 2n)));
  } else lam = F2.mul(F2.sub(R[1], T[1]), F2.inv(F2.sub(R[0], T[0])));
  const l = R12.one();
  l[0] = [P[1], 0n];
  l[1] = F2.neg(F2.muls(lam, P[0]));
  l[3] = F2.sub(F2.mul(lam, T[0]), T[1]);
  return l;
};
// Plain optimal-ate Miller loop: f_{6z+2,Q}(P) * l_{[6z+2]Q, pi(Q)}(P) * l_{[6z+2]Q+pi(Q), -pi^2(Q)}(P)
const s = 6n * z + 2n;
const refMiller = (P, Q) => {
  let f = R12.one(), T = Q;
  for (let i = s.toString(2).length - 2; i >= 0; i--) {
    f = R12.mul(R12.mul(f, f), lineEval(T, T, P)); T = E2.add(T, T);
    if ((s >> BigInt(i)) & 1n) { f = R12.mul(f, lineEval(T, Q, P)); T = E2.add(T, Q); }
  }
  const Q1 = frobT(Q), Q2 = frobT(Q1), nQ2 = [Q2[0], F2.neg(Q2[1])];
  f = R12.mul(f, lineEval(T, Q1, P)); T = E2.add(T, Q1);
  f = R12.mul(f, lineEval(T, nQ2, P)); T = E2.add(T, nQ2);
  assert(E2.add(T, E2.mul(frobT(Q2), 1n)) === null, '[6z+2]Q + pi(Q) - pi^2(Q) + pi^3(Q) = O');
  return f;
};
const refPairing = (P, Q) => R12.pow(refMiller(P, Q), FE); // E = f^((p^12-1)/r)

// ---------------------------------------------------------------- noble glue + tower verification
const { Fp2: NF2, Fp6: NF6, Fp12: NF12 } = bn254.fields;
const G1 = bn254.G1.Point, G2 = bn254.G2.Point;
const toNoble = (a) => { // w^k coefficients -> noble (c0 = [w^0,w^2,w^4], c1 = [w^1,w^3,w^5])
  const f2 = (c) => NF2.fromBigTuple(c);
  return NF12.create({ c0: NF6.create({ c0: f2(a[0]), c1: f2(a[2]), c2: f2(a[4]) }), c1: NF6.create({ c0: f2(a[1]), c1: f2(a[3]), c2: f2(a[5]) }) });
};
const nobleCoeffs = (f) => [f.c0.c0, f.c0.c1, f.c0.c2, f.c1.c0, f.c1.c1, f.c1.c2].flatMap((c) => [c.c0, c.c1]);
{
  // i^2 = -1
  const i = NF2.fromBigTuple([0n, 1n]);
  assert(NF2.eql(NF2.mul(i, i), NF2.fromBigTuple([p - 1n, 0n])), 'noble i^2 = -1');
  // v^3 = xi, w^2 = v
  const v6 = NF6.fromBigSix([0n, 0n, 1n, 0n, 0n, 0n]);
  const xi6 = NF6.fromBigSix([9n, 1n, 0n, 0n, 0n, 0n]);
  assert(NF6.eql(NF6.mul(NF6.mul(v6, v6), v6), xi6), 'noble v^3 = 9+i');
  const w = NF12.create({ c0: NF6.ZERO, c1: NF6.ONE });
  const v12 = NF12.create({ c0: v6, c1: NF6.ZERO });
  assert(NF12.eql(NF12.mul(w, w), v12), 'noble w^2 = v');
  // full random multiplication cross-check against naive Fp2[w]/(w^6-xi)
  for (let t = 0; t < 20; t++) {
    const rnd = () => Array.from({ length: 6 }, (_, k) => [md(BigInt('0x' + createHash('sha256').update(`m${t} ${k} a`).digest('hex'))), md(BigInt('0x' + createHash('sha256').update(`m${t} ${k} b`).digest('hex')))]);
    const a = rnd(), b = [...rnd()].reverse();
    assert(NF12.eql(NF12.mul(toNoble(a), toNoble(b)), toNoble(R12.mul(a, b))), 'noble Fp12 mul == naive tower mul');
  }
  // G2 generator and twist constant
  const g2 = G2.BASE.toAffine();
  assert(NF2.eql(g2.x, NF2.fromBigTuple(G2ref[0])) && NF2.eql(g2.y, NF2.fromBigTuple(G2ref[1])), 'noble G2 base == EIP-197');
  assert(NF2.eql(bn254.G2.Point.CURVE().b, NF2.fromBigTuple(B2)), 'noble twist b == 3/(9+i)');
  const g1 = G1.BASE.toAffine();
  assert(g1.x === 1n && g1.y === 2n, 'noble G1 base');
  console.log('tower check OK: Fp2=Fp[i]/(i^2+1), Fp6=Fp2[v]/(v^3-(9+i)), Fp12=Fp6[w]/(w^2-v); mul matches naive');
}

// ---------------------------------------------------------------- normalization finding
const findings = [];
{
  const P = G1.BASE, Q = G2.BASE;
  const nob = bn254.pairing(P, Q);
  const nobMiller = bn254.pairing(P, Q, false);
  const Eref = toNoble(refPairing(G1ref, G2ref));
  const EfromNobleMiller = NF12.pow(nobMiller, FE);
  assert(NF12.eql(Eref, EfromNobleMiller), 'noble Miller loop ^ ((p^12-1)/r) == independent reference E');
  assert(!NF12.eql(Eref, NF12.ONE) && NF12.eql(NF12.pow(Eref, r), NF12.ONE), 'E nontrivial, order r');
  const cands = { 'E': 1n, 'E^L': L, 'E^-L': r - (L % r), 'E^-1': r - 1n, 'E^2z': 2n * z, 'E^(6z^2+3z+1)': 6n * z * z + 3n * z + 1n };
  const matches = Object.entries(cands).filter(([, k]) => NF12.eql(NF12.pow(Eref, k), nob)).map(([n]) => n);
  console.log('noble bn254.pairing(G1,G2) equals:', matches);
  findings.push(`noble bn254.pairing(G1,G2) matches candidate(s): ${matches.join(', ') || 'NONE of E, E^L, E^-L, E^-1, E^2z, E^(6z^2+3z+1)'}`);
  assert(matches.includes('E^L'), 'expected noble pairing == E^L (see findings)');
  assert(!NF12.eql(nob, Eref), 'noble pairing != plain E');
  // also: noble finalExponentiate(m) == m^(L*(p^12-1)/r) for its own Miller output
  assert(NF12.eql(NF12.finalExponentiate(nobMiller), NF12.pow(nobMiller, L * FE)), 'noble finalExp == ^(L*(p^12-1)/r)');
  // and on an arbitrary (non-Miller) Fp12 element
  const rndEl = toNoble(Array.from({ length: 6 }, (_, k) => [md(BigInt(k * 7919 + 3)), md(BigInt(k * 104729 + 11))]));
  assert(NF12.eql(NF12.finalExponentiate(rndEl), NF12.pow(rndEl, L * FE)), 'noble finalExp on arbitrary element');
  findings.push('noble Fp12.finalExponentiate(m) == m^(L*(p^12-1)/r) exactly (checked on the Miller output and on an arbitrary Fp12 element)');
  findings.push('noble Miller-loop output (pairing(P,Q,false)) raised to (p^12-1)/r equals an independent naive optimal-ate reference E (affine lines, plain binary 6z+2 loop, + pi(Q), -pi^2(Q) lines)');
  const gcdL = ((a, b) => { while (b) [a, b] = [b, a % b]; return a; })(L, r);
  findings.push(`gcd(L, r) = ${gcdL} (so E -> E^L is a bijection on GT; E^L is still a non-degenerate bilinear pairing)`);
}

// ---------------------------------------------------------------- scalars
const H = (msg) => BigInt('0x' + createHash('sha256').update(msg).digest('hex')) % r;
const pairs = [
  ['a = 1, b = 1', 1n, 1n],
  ['a = 2, b = 1', 2n, 1n],
  ['a = 1, b = 3', 1n, 3n],
  ['a = 5, b = 7', 5n, 7n],
  ['a = r-1, b = 1', r - 1n, 1n],
];
for (let i = 0; i < 5; i++) {
  const ma = `oat altbn128 ${2 * i}`, mb = `oat altbn128 ${2 * i + 1}`;
  pairs.push([`pseudo-random ${i}: a = SHA-256("${ma}") mod r, b = SHA-256("${mb}") mod r`, H(ma), H(mb)]);
}

// ---------------------------------------------------------------- pairing vectors
const eBase = bn254.pairing(G1.BASE, G2.BASE);
const recs = [];
for (const [cmt, a, b] of pairs) {
  assert(a > 0n && a < r && b > 0n && b < r, 'scalar range');
  const P = G1.BASE.multiply(a), Q = G2.BASE.multiply(b);
  const Pa = P.toAffine(), Qa = Q.toAffine();
  // independent point check
  const Pr = E1.mul(G1ref, a), Qr = E2.mul(G2ref, b);
  assert(Pr[0] === Pa.x && Pr[1] === Pa.y, 'G1 mul vs ref');
  assert(F2.eq(Qr[0], [Qa.x.c0, Qa.x.c1]) && F2.eq(Qr[1], [Qa.y.c0, Qa.y.c1]), 'G2 mul vs ref');
  const e = bn254.pairing(P, Q);
  // cross-check: independent reference E^L
  const Er = toNoble(refPairing(Pr, Qr));
  assert(NF12.eql(NF12.pow(Er, L), e), 'noble pairing == ref E^L for record ' + cmt);
  // bilinearity: e(aP,bQ) == e(P,Q)^(ab)  (both for noble output and for ref E)
  assert(NF12.eql(e, NF12.pow(eBase, (a * b) % r)), 'bilinearity noble ' + cmt);
  assert(NF12.eql(Er, NF12.pow(toNoble(refPairing(G1ref, G2ref)), (a * b) % r)), 'bilinearity ref ' + cmt);
  // also e(aP, bQ) == e(abP, Q) == e(P, abQ)
  assert(NF12.eql(e, bn254.pairing(G1.BASE.multiply((a * b) % r), G2.BASE)), 'bilinearity shift G1 ' + cmt);
  assert(NF12.eql(e, bn254.pairing(G1.BASE, G2.BASE.multiply((a * b) % r))), 'bilinearity shift G2 ' + cmt);
  recs.push([
    `# ${cmt}`,
    `a = ${hex(a)}`,
    `b = ${hex(b)}`,
    `P.x = ${hex(Pa.x)}`,
    `P.y = ${hex(Pa.y)}`,
    `Q.x = ${hex(Qa.x.c0)} ${hex(Qa.x.c1)}`,
    `Q.y = ${hex(Qa.y.c0)} ${hex(Qa.y.c1)}`,
    `e = ${nobleCoeffs(e).map(hex).join(' ')}`,
  ].join('\n'));
  console.log('pairing record OK:', cmt);
}
writeFileSync('altbn128_pairing.txt', recs.join('\n\n') + '\n');

// ---------------------------------------------------------------- scalar-mul vectors
const ks = [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, r - 1n];
const kMsgs = [];
for (let i = 0; i < 6; i++) { const m = `oat altbn128 mul ${i}`; kMsgs.push(m); ks.push(H(m)); }
const mrecs = [];
for (const k of ks) {
  const g1 = G1.BASE.multiply(k).toAffine(), g2 = G2.BASE.multiply(k).toAffine();
  const g1r = E1.mul(G1ref, k), g2r = E2.mul(G2ref, k);
  assert(g1r[0] === g1.x && g1r[1] === g1.y, 'mul G1 ref');
  assert(F2.eq(g2r[0], [g2.x.c0, g2.x.c1]) && F2.eq(g2r[1], [g2.y.c0, g2.y.c1]), 'mul G2 ref');
  mrecs.push([`k = ${hex(k)}`, `g1 = ${hex(g1.x)} ${hex(g1.y)}`, `g2 = ${hex(g2.x.c0)} ${hex(g2.x.c1)} ${hex(g2.y.c0)} ${hex(g2.y.c1)}`].join('\n'));
}
writeFileSync('altbn128_mul.txt', mrecs.join('\n\n') + '\n');
console.log('mul records OK:', ks.length);

// ---------------------------------------------------------------- notes
const ver = JSON.parse(readFileSync(new URL('./node_modules/@noble/curves/package.json', import.meta.url))).version;
const notes = `alt_bn128 / BN254 known-answer vectors
Generated by tools/altbn128_noble.mjs with @noble/curves ${ver} (import { bn254 } from '@noble/curves/bn254.js'), node ${process.version}.

p = 0x${p.toString(16)}
r = 0x${r.toString(16)}
z = ${z} = 0x${z.toString(16)}
L = 2z(6z^2+3z+1) = ${L} = 0x${L.toString(16)}

G1 = (1, 2)
G2 (EIP-197; Fp2 value written re + im*i):
  x.re = 0x${hex(G2ref[0][0])}
  x.im = 0x${hex(G2ref[0][1])}
  y.re = 0x${hex(G2ref[1][0])}
  y.im = 0x${hex(G2ref[1][1])}
Twist: y^2 = x^3 + 3/(9+i) (D-type), b' = 3/(9+i) = (0x${hex(B2[0])}, 0x${hex(B2[1])})

Tower: noble's Fp12 is Fp2=Fp[i]/(i^2+1), Fp6=Fp2[v]/(v^3-(9+i)), Fp12=Fp6[w]/(w^2-v) -- identical to the
requested tower (checked: i^2=-1, v^3=9+i, w^2=v, and 20 random products equal a naive Fp2[w]/(w^6-(9+i))
multiplication). No conversion was needed; e coefficients are noble's f.c0.c0.c0, f.c0.c0.c1, f.c0.c1.c0, ...
f.c1.c2.c1, i.e. c0.c0.re c0.c0.im c0.c1.re c0.c1.im c0.c2.re c0.c2.im c1.c0.re ... c1.c2.im.

NORMALIZATION FINDING:
${findings.map((f) => ' - ' + f).join('\n')}
 => bn254.pairing(P,Q) = E^L where E = f^((p^12-1)/r) is the plain reduced optimal-ate pairing and
    L = 2z(6z^2+3z+1). noble's final exponentiation is the Fuentes-Castaneda et al. hard part, which computes
    the multiple L*(p^4-p^2+1)/r of the hard exponent. The e values in altbn128_pairing.txt are therefore
    E^L, taken directly from bn254.pairing, and each was also cross-checked against (independent reference E)^L.

Bilinearity checks (all pass): e(aP,bQ) == e(P,Q)^(ab mod r) == e(abP,Q) == e(P,abQ) for every record,
both for noble's output and for the independent reference E.

Scalar derivation (SHA-256 over the ASCII string, big-endian integer, mod r):
  pairing records 6..10: a_i = SHA-256("oat altbn128 {2i}") mod r, b_i = SHA-256("oat altbn128 {2i+1}") mod r, i=0..4
  mul records 10..15:    k_i = SHA-256("oat altbn128 mul {i}") mod r, i=0..5
All scalar multiples in both files were also recomputed with an independent naive affine double-and-add and match.
`;
writeFileSync('NOTES.txt', notes);
console.log('done');
