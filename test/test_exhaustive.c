/* Exhaustive tests of the group and scalar templates on toy curves, after
 * libsecp256k1's tests_exhaustive.c.  Each toy is a template of the library
 * compiled on a curve whose points have a subgroup of small prime order l,
 * with the scalars mod l (fr_tmpl.h on a one-digit modulus), so that every
 * case can be run and checked against the definition:
 *   - test_exhaustive_p256 (test/toy/, tools/gen_toy.py): the NIST template
 *     (src/ec/ep_tmpl.h: sw_tmpl.h's complete formulas for a = -3,
 *     jac_tmpl.h's Jacobian routines, mul_tmpl.h's windows without an
 *     endomorphism and its fixed-base comb, enc_sec1_tmpl.h) and the field
 *     templates as oat_toy_* on y^2 = x^3 - 3x + 71 over P-256's p with
 *     P-256's kernels, l = 197;
 *   - test_exhaustive_bn254 (TOY_G1; test/toy/g1/): the G1 template with
 *     GLV (g1_tmpl.h, mul_tmpl.h with ENDO_D = 2: the decomposition by
 *     Babai rounding, the signed sub-scalars, the endomorphism's tables) as
 *     oat_toyg1_g1_* on y^2 = x^3 + 4 over BN-P254's p on the library's
 *     BN-P254 field, l = 373, phi(x, y) = (beta x, y) = [284];
 *   - test_exhaustive_g2_bn254 (TOY_G2; test/toy/g2/): the G2 template with
 *     psi and GLS (g2_tmpl.h, mul_tmpl.h with ENDO_D = 4: four signed
 *     sub-scalars, the Frobenius tables, Horner's rule in mul_fix) as
 *     oat_toyg2_g2_* on y^2 = x^3 + 6/xi over BN-P254's Fp2 with its psi,
 *     l = 541, psi = [268], a primitive 12th root of unity mod l.
 * Checked:
 *   - the multiples i G, i < l, by repeated addition, are l distinct points
 *     and l G = O; they are the reference for everything below (and agree
 *     with the generator tables tools/gen_toy.py computed in Python's affine
 *     arithmetic, which the NIST toy's mul_gen and mul_sim_gen_vartime read);
 *   - the group law on every pair: add, sub (projective and normalised
 *     operands), dbl, neg, equal, is_valid;
 *   - every scalar times every point: mul, mul_vartime, mul_gen, and on the
 *     G1 and G2 toys mul_pre / mul_fix and mul_dig, mul_sim_gen, and
 *     msm_vartime on 33 to l points (msm on one set of those scalars), msm
 *     on 0 to 32; mul_sim and
 *     mul_sim_gen_vartime on every pair of scalars for a few pairs of points
 *     (infinity, equal and opposite points among them), and on random
 *     points; mul_sim_vartime on 2 and 3 points;
 *   - SEC 1 (the NIST toy): every point encoded in both forms and decoded
 *     back, the other parity decoding to the opposite point, infinity
 *     rejected; points of the curve outside the subgroup rejected by
 *     read_bin and is_valid (both toys: is_valid);
 *   - the scalar field on every pair of elements: add, sub, mul, sqr, neg,
 *     dbl, hlv, mul_dig, inv, inv_vartime, inv_sim, exp on every one-byte
 *     exponent, is_square (Euler), cmp, equal, is_odd, is_zero, cmov; every
 *     encoding of its bytes (values >= l rejected), every two-byte wide
 *     encoding, hex round trips, rand's range and coverage.
 * Under emulation, the sanitizers and the portable backends (TEST_LIGHT)
 * the strides below thin the pairs of points and scalars. */
#include "test_common.h"

#if defined(TOY_G2)
#include "oat/toyg2.h"
#define L 541u
#define TOY_NAME "test_exhaustive (G2 toy with GLS, l = 541)"
#define P_(x) oat_toyg2_g2_##x
#define S_(x) oat_toyg2_fr_##x
#define S_DIGS OAT_TOYG2_FR_DIGS
#define S_BYTES OAT_TOYG2_FR_BYTES
#define TOY_SEC1 0
#define F_(x) oat_bn254_fp2_##x
#define TOY_X0 1     /* G = h (1, y0): 1 + 3(1 - i) = 4 - 3i is a square in Fp2 */
#define TOY_RHS_SET(v) do { oat_bn254_fp_set_dig((v)->c[0], 4); oat_bn254_fp_set_dig((v)->c[1], 3); \
	oat_bn254_fp_neg((v)->c[1], (v)->c[1]); } while (0)
#elif defined(TOY_G1)
#include "oat/toyg1.h"
#define L 373u
#define TOY_NAME "test_exhaustive (G1 toy with GLV, l = 373)"
#define P_(x) oat_toyg1_g1_##x
#define S_(x) oat_toyg1_fr_##x
#define S_DIGS OAT_TOYG1_FR_DIGS
#define S_BYTES OAT_TOYG1_FR_BYTES
#define TOY_SEC1 0
#define F_(x) oat_bn254_fp_##x
#define TOY_X0 3     /* G = h (3, y0): 27 + 4 = 31 is a square mod p */
#define TOY_RHS0 31
/* in the template, not in BN-P254's public header */
void oat_toyg1_g1_mul_sim_gen_vartime(oat_toyg1_g1_t r, const oat_toyg1_fr_t k, const oat_toyg1_g1_t a,
	const oat_toyg1_fr_t l);
#else
#include "oat/toy.h"
#define L 197u
#define TOY_NAME "test_exhaustive (NIST toy, l = 197)"
#define P_(x) oat_toy_ep_##x
#define S_(x) oat_toy_fn_##x
#define S_DIGS OAT_TOY_FN_DIGS
#define S_BYTES OAT_TOY_FN_BYTES
#define TOY_SEC1 1
#define F_(x) oat_toy_fp_##x
#define TOY_X0 1     /* G = h (1, y0): 1 - 3 + 71 = 69 is a square mod p */
#define TOY_RHS0 69
#endif

/* PSTEP: the stride over the points of the group law, the multiplications
 * and the off-subgroup sums; SSTEP: over the scalars of mul_sim (both) and
 * mul_sim_gen_vartime.  Every scalar always goes through mul, mul_vartime
 * and mul_gen, and the scalar field stays exhaustive.  The G1 toy's GLV
 * multiplication costs as much as 20 additions whatever l, so its l^2
 * pairs of scalars take every 4th first scalar; under emulation and the
 * sanitizers (TEST_LIGHT) every 5th point and scalar on the NIST toy, 3
 * points and every 19th scalar on the G1 toy. */
#if defined(TEST_LIGHT) && defined(TOY_G2)
#define PSTEP 180
#define SSTEP 29
#elif defined(TEST_LIGHT) && defined(TOY_G1)
#define PSTEP 125
#define SSTEP 19
#elif defined(TEST_LIGHT)
#define PSTEP 5
#define SSTEP 5
#elif defined(TOY_G2)   /* every scalar on every sixth point: 2 s on x86-64 */
#define PSTEP 6
#define SSTEP 8
#elif defined(TOY_G1)
#define PSTEP 1
#define SSTEP 4
#else
#define PSTEP 1
#define SSTEP 1
#endif

static P_(t) pts[L], nrm[L];

/* every comparison with the definition, counted (test_report counts the
 * CHECKs, one per group of cases) */
static long cases;
#define BAD(x) do { cases++; bad += (x) != 0; } while (0)

static void fn_of(S_(t) r, unsigned k) { S_(set_dig)(r, (oat_dig_t)(k % L)); }
static unsigned fn_val(const S_(t) a) {
	oat_dig_t d[S_DIGS];
	S_(get_digs)(d, a);
	return (unsigned)d[0];
}
static unsigned pow_mod(unsigned a, unsigned e) {
	unsigned r = 1;
	for (; e; e >>= 1, a = a * a % L)
		if (e & 1) r = r * a % L;
	return r;
}

static void test_multiples(void) {
	P_(t) g, t;
	P_(get_gen)(g);
	P_(set_infty)(pts[0]);
	for (unsigned i = 1; i < L; i++) P_(add)(pts[i], pts[i - 1], g);
	P_(add)(t, pts[L - 1], g);
	CHECK(P_(is_infty)(t));
	CHECK(P_(is_infty)(pts[0]) && P_(is_valid)(pts[0]));
	for (unsigned i = 0; i < L; i++) {
		P_(norm)(nrm[i], pts[i]);
		CHECK(P_(equal)(nrm[i], pts[i]));
		if (i == 0) continue;
		CHECK(!P_(is_infty)(pts[i]));
		CHECK(P_(is_valid)(pts[i]));
	}
	/* l distinct points */
	long bad = 0;
	for (unsigned i = 0; i < L; i++)
		for (unsigned j = i + 1; j < L; j++) BAD(P_(equal)(pts[i], pts[j]));
	CHECK_EQ_INT(bad, 0);
}

static void test_law(void) {
	P_(t) r, s;
	long bad = 0;
	for (unsigned i = 0; i < L; i += PSTEP) {
		P_(dbl)(r, pts[i]);
		BAD(!P_(equal)(r, pts[2 * i % L]));
		P_(neg)(r, pts[i]);
		BAD(!P_(equal)(r, pts[(L - i) % L]));
		P_(copy)(s, pts[i]);
		P_(add)(s, s, s);                     /* aliasing */
		BAD(!P_(equal)(s, pts[2 * i % L]));
		for (unsigned j = 0; j < L; j++) {
			P_(add)(r, pts[i], pts[j]);
			BAD(!P_(equal)(r, pts[(i + j) % L]));
			P_(add)(r, nrm[i], pts[j]);
			BAD(!P_(equal)(r, nrm[(i + j) % L]));
			P_(sub)(r, pts[i], nrm[j]);
			BAD(!P_(equal)(r, pts[(i + L - j) % L]));
		}
	}
	CHECK_EQ_INT(bad, 0);
}

static void test_mul(void) {
	P_(t) r;
	S_(t) k, l;
	long bad = 0;
	for (unsigned a = 0; a < L; a++) {
		fn_of(k, a);
		P_(mul_gen)(r, k);
		BAD(!P_(equal)(r, pts[a]));
		for (unsigned i = 0; i < L; i += PSTEP) {
			P_(mul)(r, pts[i], k);
			BAD(!P_(equal)(r, pts[a * i % L]));
			P_(mul_vartime)(r, nrm[i], k);
			BAD(!P_(equal)(r, pts[a * i % L]));
		}
	}
	CHECK_EQ_INT(bad, 0);
#if defined(TOY_G1) || defined(TOY_G2)
	/* the caller's fixed-base tables: every scalar times every point through
	 * mul_pre / mul_fix; mul_dig on digits that wrap around l; k G + l P */
	bad = 0;
	for (unsigned i = 0; i < L; i += PSTEP) {
		static P_(pre_t) tab;
		P_(mul_pre)(tab, (i & 1) ? nrm[i] : pts[i]);
		for (unsigned a = 0; a < L; a += (PSTEP > 1 ? SSTEP : 1)) {
			fn_of(k, a);
			P_(mul_fix)(r, tab, k);
			BAD(!P_(equal)(r, pts[a * i % L]));
		}
		static const oat_dig_t digs[] = { 0, 1, 2, 15, 16, 17, L - 1, L, L + 1, 2 * L + 5, 1000, 65535,
			(oat_dig_t)-1, (oat_dig_t)-2, (oat_dig_t)1 << (OAT_WSIZE - 1) };
		for (size_t d = 0; d < sizeof(digs) / sizeof(digs[0]); d++) {
			P_(mul_dig)(r, pts[i], digs[d]);
			BAD(!P_(equal)(r, pts[(unsigned)(digs[d] % L) * i % L]));
		}
		fn_of(k, 3 * i + 1);
		fn_of(l, i);
		P_(mul_sim_gen)(r, k, pts[i], l);
		BAD(!P_(equal)(r, pts[((3 * i + 1) + i * i) % L]));
	}
	CHECK_EQ_INT(bad, 0);
	/* msm_vartime (Pippenger above 32 points) on every point at once with
	 * scalars i + s, and on prefixes, against the definition */
	{
		static S_(t) ks[L];
		static unsigned char scr[1 << 20];
		bad = 0;
		CHECK(P_(msm_scratch_size)(L) <= sizeof(scr));
		for (unsigned sh = 0; sh < 8; sh++) {
			for (unsigned n = 33; n <= L; n += (n < 40 ? 1 : 61)) {
				unsigned want = 0;
				for (unsigned i = 0; i < n; i++) {
					fn_of(ks[i], i * sh + 7 * sh + (i % 5 == 0 ? 0 : 1) * i);
					want = (want + i * fn_val(ks[i])) % L;
				}
				BAD(P_(msm_vartime)(r, (const P_(t) *)pts, (const S_(t) *)ks, n, scr) != OAT_OK);
				BAD(!P_(equal)(r, pts[want]));
				if (sh == 1) {   /* the constant-time msm on one set of scalars */
					BAD(P_(msm)(r, (const P_(t) *)pts, (const S_(t) *)ks, n) != OAT_OK);
					BAD(!P_(equal)(r, pts[want]));
				}
			}
		}
		/* the constant-time msm on every n up to 32 too (chunks of 8 / ENDO_D) */
		for (unsigned n = 0; n <= 32; n++) {
			unsigned want = 0;
			for (unsigned i = 0; i < n; i++) {
				fn_of(ks[i], 3 * i + 1);
				want = (want + (i + 1) * fn_val(ks[i])) % L;
			}
			BAD(P_(msm)(r, (const P_(t) *)(pts + 1), (const S_(t) *)ks, n) != OAT_OK);
			BAD(!P_(equal)(r, pts[want]));
		}
		CHECK_EQ_INT(bad, 0);
	}
#endif
	/* k P + l Q on every (k, l) for pairs of points that meet every case of
	 * the shared chain: infinity, equal, opposite, unrelated */
	static const unsigned pair[][2] = { { 1, 2 }, { 0, 7 }, { 9, 0 }, { 5, 5 }, { 3, L - 3 }, { 100, 61 } };
	bad = 0;
	for (size_t q = 0; q < sizeof(pair) / sizeof(pair[0]); q++) {
		unsigned pi = pair[q][0], qi = pair[q][1];
		for (unsigned a = 0; a < L; a += SSTEP) {
			fn_of(k, a);
			for (unsigned b = 0; b < L; b += (PSTEP > 1 ? SSTEP : 1)) {
				unsigned want = (a * pi + b * qi) % L;
				fn_of(l, b);
				P_(mul_sim)(r, pts[pi], k, pts[qi], l);
				BAD(!P_(equal)(r, pts[want]));
				P_(mul_sim_gen_vartime)(r, k, pts[qi], l);
				BAD(!P_(equal)(r, pts[(a + b * qi) % L]));
			}
		}
	}
	CHECK_EQ_INT(bad, 0);
	/* random points and scalars, 2 and 3 at once in mul_sim_vartime */
	test_rng g;
	test_rng_seed(&g, 0x746f79ULL);
	bad = 0;
	for (int t = 0; t < 4000 / SSTEP; t++) {
		unsigned idx[3], sc[3], want = 0;
		P_(t) pp[3];
		S_(t) kk[3];
		size_t n = 2 + (size_t)(t & 1);
		for (size_t j = 0; j < n; j++) {
			idx[j] = (unsigned)(test_rng_next(&g) % L);
			sc[j] = (unsigned)(test_rng_next(&g) % L);
			P_(copy)(pp[j], (t & 2) ? nrm[idx[j]] : pts[idx[j]]);
			fn_of(kk[j], sc[j]);
			want = (want + idx[j] * sc[j]) % L;
		}
		P_(mul_sim_vartime)(r, (const P_(t) *)pp, (const S_(t) *)kk, n);
		BAD(!P_(equal)(r, pts[want]));
		P_(mul_sim)(r, pp[0], kk[0], pp[1], kk[1]);
		BAD(!P_(equal)(r, pts[(idx[0] * sc[0] + idx[1] * sc[1]) % L]));
	}
	CHECK_EQ_INT(bad, 0);
}

#if TOY_SEC1
static void test_encodings(void) {
	unsigned char u[OAT_TOY_EP_BYTES], c[OAT_TOY_EP_PACK_BYTES];
	P_(t) r;
	long bad = 0;
	CHECK_EQ_INT(P_(write_bin)(c, sizeof(c), pts[0]), OAT_ERR_INFINITY);
	for (unsigned i = 1; i < L; i++) {
		BAD(P_(write_bin)(u, sizeof(u), pts[i]) != OAT_OK);
		BAD(P_(write_bin)(c, sizeof(c), pts[i]) != OAT_OK);
		BAD(u[0] != 4 || c[0] != 2 + (u[sizeof(u) - 1] & 1) || memcmp(c + 1, u + 1, OAT_TOY_FP_BYTES));
		BAD(P_(read_bin)(r, u, sizeof(u)) != OAT_OK || !P_(equal)(r, pts[i]));
		BAD(P_(read_bin)(r, c, sizeof(c)) != OAT_OK || !P_(equal)(r, pts[i]));
		c[0] ^= 1;
		BAD(P_(read_bin)(r, c, sizeof(c)) != OAT_OK || !P_(equal)(r, pts[L - i]));
	}
	CHECK_EQ_INT(bad, 0);
	unsigned char z = 0;
	CHECK_EQ_INT(P_(read_bin)(r, &z, 1), OAT_ERR_INFINITY);
}
#endif

/* P0 = (x0, y0), the point G was made from (G = h P0), on the curve but
 * outside the subgroup, as are P0 + i G: each rejected by is_valid (and on
 * the NIST toy by read_bin in both forms, with an infinite output). */
static void test_off_subgroup(void) {
	P_(t) p0, t;
	F_(t) v;
	long bad = 0;
#if defined(TOY_RHS_SET)
	TOY_RHS_SET(v);
#else
	F_(set_dig)(v, TOY_RHS0);
#endif
	CHECK(F_(sqrt)(p0->y, v));
	F_(set_dig)(p0->x, TOY_X0);
	F_(set_dig)(p0->z, 1);
	CHECK(!P_(is_valid)(p0));
	for (unsigned i = 0; i < L; i += PSTEP) {
		P_(add)(t, p0, pts[i]);
		BAD(P_(is_valid)(t) || P_(is_infty)(t));
#if TOY_SEC1
		unsigned char u[OAT_TOY_EP_BYTES], c[OAT_TOY_EP_PACK_BYTES];
		P_(t) r;
		BAD(P_(write_bin)(u, sizeof(u), t) != OAT_OK);
		BAD(P_(write_bin)(c, sizeof(c), t) != OAT_OK);
		BAD(P_(read_bin)(r, u, sizeof(u)) != OAT_ERR_NOT_IN_GROUP || !P_(is_infty)(r));
		P_(copy)(r, pts[1]);
		BAD(P_(read_bin)(r, c, sizeof(c)) != OAT_ERR_NOT_IN_GROUP || !P_(is_infty)(r));
#endif
	}
	CHECK_EQ_INT(bad, 0);
}

static void test_scalars(void) {
	S_(t) a, b, r, s;
	unsigned inv[L];
	long bad = 0;
	inv[0] = 0;
	for (unsigned x = 1; x < L; x++) inv[x] = pow_mod(x, L - 2);
	for (unsigned x = 0; x < L; x++) {
		fn_of(a, x);
		BAD(fn_val(a) != x || S_(is_zero)(a) != (x == 0) || S_(is_odd)(a) != (int)(x & 1));
		S_(neg)(r, a);
		BAD(fn_val(r) != (L - x) % L);
		S_(dbl)(r, a);
		BAD(fn_val(r) != 2 * x % L);
		S_(hlv)(r, a);
		BAD(fn_val(r) != x * inv[2] % L);
		S_(sqr)(r, a);
		BAD(fn_val(r) != x * x % L);
		S_(inv)(r, a);
		BAD(fn_val(r) != inv[x]);
		S_(inv_vartime)(r, a);
		BAD(fn_val(r) != inv[x]);
		BAD(S_(is_square)(a) != (x == 0 || pow_mod(x, (L - 1) / 2) == 1));
		static const oat_dig_t digs[] = { 0, 1, 2, L - 1, L, L + 1, 1000, (oat_dig_t)-1 };
		for (size_t d = 0; d < sizeof(digs) / sizeof(digs[0]); d++) {
			S_(mul_dig)(r, a, digs[d]);
			BAD(fn_val(r) != x * (unsigned)(digs[d] % L) % L);
		}
		for (unsigned e = 0; e < 256; e++) {
			unsigned char eb = (unsigned char)e;
			S_(exp)(r, a, &eb, 1);
			BAD(fn_val(r) != pow_mod(x, e));
		}
		for (unsigned y = 0; y < L; y++) {
			fn_of(b, y);
			S_(add)(r, a, b);
			BAD(fn_val(r) != (x + y) % L);
			S_(sub)(r, a, b);
			BAD(fn_val(r) != (x + L - y) % L);
			S_(mul)(r, a, b);
			BAD(fn_val(r) != x * y % L);
			BAD(S_(cmp)(a, b) != (x < y ? OAT_LT : x > y ? OAT_GT : OAT_EQ));
			BAD(S_(equal)(a, b) != (x == y));
			S_(copy)(s, a);
			S_(cmov)(s, b, (int)((x ^ y) & 1));
			BAD(fn_val(s) != ((x ^ y) & 1 ? y : x));
		}
	}
	CHECK_EQ_INT(bad, 0);

	/* inv_sim on all of them at once, 0 included (its inverse is 0) */
	static S_(t) all[L], alli[L];
	for (unsigned x = 0; x < L; x++) fn_of(all[x], x);
	S_(inv_sim)(alli, (const S_(t) *)all, L);
	bad = 0;
	for (unsigned x = 0; x < L; x++) BAD(fn_val(alli[x]) != inv[x]);
	CHECK_EQ_INT(bad, 0);

	/* every encoding of S_BYTES (1 or 2) bytes, every two-byte wide one, hex */
	bad = 0;
	for (unsigned v = 0; v < (1u << (8 * S_BYTES)); v++) {
		unsigned char by[S_BYTES], out[S_BYTES];
		for (int j = 0; j < S_BYTES; j++) by[j] = (unsigned char)(v >> (8 * (S_BYTES - 1 - j)));
		memset(out, 0xee, sizeof(out));
		oat_err e = S_(read_bin)(r, by, S_BYTES);
		if (v < L) {
			BAD(e != OAT_OK || fn_val(r) != v);
			BAD(S_(write_bin)(out, S_BYTES, r) != OAT_OK || memcmp(out, by, S_BYTES));
		} else {
			BAD(e != OAT_ERR_NOT_CANONICAL || !S_(is_zero)(r));
		}
	}
	for (unsigned v = 0; v < 65536; v++) {
		unsigned char w[2] = { (unsigned char)(v >> 8), (unsigned char)v };
		BAD(S_(read_bin_wide)(r, w, 2) != OAT_OK || fn_val(r) != v % L);
	}
	for (unsigned x = 0; x < L; x++) {
		char hex[2 * S_BYTES + 1];
		fn_of(a, x);
		BAD(S_(write_str)(hex, sizeof(hex), a) != OAT_OK);
		BAD(S_(read_str)(r, hex, strlen(hex)) != OAT_OK || fn_val(r) != x);
	}
	CHECK_EQ_INT(bad, 0);
	unsigned char longer[S_BYTES + 1] = { 0 };
	CHECK_EQ_INT(S_(read_bin)(r, longer, sizeof(longer)), OAT_ERR_LENGTH);

	/* rand: in range, and every value reached */
	test_rng g;
	test_rng_seed(&g, 0x72616e64ULL);
	unsigned seen[L] = { 0 };
	bad = 0;
	for (int t = 0; t < 20000; t++) {
		BAD(S_(rand)(r, test_rand, &g) != OAT_OK || fn_val(r) >= L);
		seen[fn_val(r) % L]++;
	}
	for (unsigned x = 0; x < L; x++) BAD(seen[x] == 0);
	CHECK_EQ_INT(bad, 0);
}

int main(void) {
	test_multiples();
	test_law();
	test_mul();
#if TOY_SEC1
	test_encodings();
#endif
	test_off_subgroup();
	test_scalars();
	printf("test_exhaustive: %ld cases compared with the definition\n", cases);
	return test_report(TOY_NAME);
}
