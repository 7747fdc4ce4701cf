/* Tests of the points of a NIST curve (oat_<curve>_ep_*), built for every
 * NIST curve of the library (test_ep_<curve>), through the public API.
 *
 * The reference is an independent affine model of y^2 = x^3 - 3x + b on
 * GMP's mpz (below: the chord-and-tangent rules, double-and-add), with the
 * curve's published p, n, b and G (test_curve.h, FIPS 186-4 D.1.2), and the
 * published or independently computed multiples of G in
 * vectors/nist_mul.txt (argv[1] is the vectors directory).  Covered:
 *   - the generator, and k G for the known multiples through mul_gen, mul,
 *     mul_vartime and the SEC 1 encodings (both forms);
 *   - the group law against the model: add, dbl, sub, neg, with infinity,
 *     P + P, P + (-P), aliasing, and equal() across projective scalings;
 *   - every multiplication (mul, mul_gen, mul_vartime, mul_sim,
 *     mul_sim_vartime for n = 0..20, mul_sim_gen_vartime) against the model
 *     on random and edge scalars (0, 1, 2, n - 1, n - 2, (n +- 1)/2, powers
 *     of two and their neighbours, all ones);
 *   - SEC 1: write_bin of both forms against the model's bytes, read_bin of
 *     them, and every rejection with its own code and an infinite output:
 *     lengths, the first byte (00, 01, 05, 06, 07, ff), coordinates >= p,
 *     points off the curve, compressed x without a point; write_bin of
 *     infinity and of wrong lengths;
 *   - norm, is_valid, is_infty, cmov, rand and its error paths.
 * A failure can be replayed with OAT_TEST_SEED. */
#include <stdio.h> /* before gmp.h, for gmp_fprintf */
#include <gmp.h>
#include "test_common.h"

#define SEED 0x6e6973746570ULL
/* Under emulation and the sanitizers (TEST_LIGHT, set by CMake) the affine
 * model, one inversion per step, costs minutes on P-521: fewer rounds there. */
#if defined(TEST_LIGHT)
#define N_RAND 8        /* random scalars per multiplication */
#define N_LAW 8         /* random point pairs for the group law */
#define N_POW2 12       /* powers of two (and neighbours) sampled from the middle */
#else
#define N_RAND 40
#define N_LAW 30
#define N_POW2 48
#endif

#define FPB OAT_FP_BYTES
#define FNB OAT_FN_BYTES

static mpz_t P, N, B, GX, GY;
static test_rng RNG;

/* ---- the affine model ---------------------------------------------------- */
typedef struct { mpz_t x, y; int inf; } apt;

static void apt_init(apt *a) { mpz_inits(a->x, a->y, NULL); a->inf = 1; }
static void apt_clear(apt *a) { mpz_clears(a->x, a->y, NULL); }
static void apt_set(apt *r, const apt *a) { mpz_set(r->x, a->x); mpz_set(r->y, a->y); r->inf = a->inf; }

/* r = a + b by the chord-and-tangent rules (a = -3). */
static void apt_add(apt *r, const apt *a, const apt *b) {
	mpz_t l, t, x3, y3;
	if (a->inf) { apt_set(r, b); return; }
	if (b->inf) { apt_set(r, a); return; }
	mpz_inits(l, t, x3, y3, NULL);
	if (mpz_cmp(a->x, b->x) == 0) {
		mpz_add(t, a->y, b->y);
		mpz_mod(t, t, P);
		if (mpz_sgn(t) == 0) {            /* b = -a (y = 0 cannot happen: prime order) */
			r->inf = 1;
			mpz_clears(l, t, x3, y3, NULL);
			return;
		}
		mpz_mul(l, a->x, a->x);           /* (3x^2 - 3) / 2y */
		mpz_sub_ui(l, l, 1);
		mpz_mul_ui(l, l, 3);
		mpz_mul_ui(t, a->y, 2);
	} else {
		mpz_sub(l, b->y, a->y);
		mpz_sub(t, b->x, a->x);
	}
	mpz_mod(t, t, P);
	if (!mpz_invert(t, t, P)) abort();
	mpz_mul(l, l, t);
	mpz_mod(l, l, P);
	mpz_mul(x3, l, l);
	mpz_sub(x3, x3, a->x);
	mpz_sub(x3, x3, b->x);
	mpz_mod(x3, x3, P);
	mpz_sub(y3, a->x, x3);
	mpz_mul(y3, y3, l);
	mpz_sub(y3, y3, a->y);
	mpz_mod(y3, y3, P);
	mpz_set(r->x, x3);
	mpz_set(r->y, y3);
	r->inf = 0;
	mpz_clears(l, t, x3, y3, NULL);
}

static void apt_neg(apt *r, const apt *a) {
	apt_set(r, a);
	if (!a->inf) {
		mpz_neg(r->y, a->y);
		mpz_mod(r->y, r->y, P);
	}
}

/* r = k a, double-and-add from the top bit (k >= 0). */
static void apt_mul(apt *r, const apt *a, const mpz_t k) {
	apt acc, t;
	apt_init(&acc);
	apt_init(&t);
	apt_set(&t, a);
	for (long i = (long)mpz_sizeinbase(k, 2) - 1; i >= 0 && mpz_sgn(k); i--) {
		apt_add(&acc, &acc, &acc);
		if (mpz_tstbit(k, (mp_bitcnt_t)i)) apt_add(&acc, &acc, &t);
	}
	apt_set(r, &acc);
	apt_clear(&acc);
	apt_clear(&t);
}

static int apt_on_curve(const apt *a) {
	mpz_t l, rr;
	int ok;
	if (a->inf) return 1;
	mpz_inits(l, rr, NULL);
	mpz_mul(l, a->y, a->y);
	mpz_mul(rr, a->x, a->x);
	mpz_sub_ui(rr, rr, 3);
	mpz_mul(rr, rr, a->x);
	mpz_add(rr, rr, B);
	mpz_sub(l, l, rr);
	mpz_mod(l, l, P);
	ok = mpz_sgn(l) == 0;
	mpz_clears(l, rr, NULL);
	return ok;
}

/* ---- bytes and conversions ------------------------------------------------ */
static void to_bytes(unsigned char *buf, size_t len, const mpz_t k) {
	size_t cnt = (mpz_sizeinbase(k, 2) + 7) / 8;
	memset(buf, 0, len);
	if (mpz_sgn(k) == 0) return;
	if (cnt > len) {
		fprintf(stderr, "to_bytes: value too large\n");
		abort();
	}
	mpz_export(buf + len - cnt, &cnt, 1, 1, 1, 0, k);
}

/* The SEC 1 bytes of a model point: uncompressed (len 1 + 2 FPB) or
 * compressed (1 + FPB). */
static void apt_sec1(unsigned char *buf, size_t len, const apt *a) {
	if (len == 1 + 2 * (size_t)FPB) {
		buf[0] = 0x04;
		to_bytes(buf + 1, FPB, a->x);
		to_bytes(buf + 1 + FPB, FPB, a->y);
	} else {
		buf[0] = (unsigned char)(0x02 | mpz_tstbit(a->y, 0));
		to_bytes(buf + 1, FPB, a->x);
	}
}

/* An oat point from a model point (not infinity), through read_bin. */
static void ep_of(oat_ep_t r, const apt *a) {
	unsigned char buf[1 + 2 * FPB];
	if (a->inf) {
		oat_ep_set_infty(r);
		return;
	}
	apt_sec1(buf, sizeof(buf), a);
	CHECK_EQ_INT(oat_ep_read_bin(r, buf, sizeof(buf)), OAT_OK);
}

static void fn_of(oat_fn_t r, const mpz_t k) {
	unsigned char buf[FNB];
	mpz_t t;
	mpz_init(t);
	mpz_mod(t, k, N);
	to_bytes(buf, sizeof(buf), t);
	CHECK_EQ_INT(oat_fn_read_bin(r, buf, sizeof(buf)), OAT_OK);
	mpz_clear(t);
}

static void rand_mpz(mpz_t r, const mpz_t bound) {
	unsigned char buf[80];
	size_t len = (mpz_sizeinbase(bound, 2) + 7) / 8 + 8;
	test_rand(&RNG, buf, len);
	mpz_import(r, len, 1, 1, 1, 0, buf);
	mpz_mod(r, r, bound);
}

/* got holds the model point want: infinity, or its bytes in both forms. */
static int same_point(const char *what, const oat_ep_t got, const apt *want) {
	unsigned char g[1 + 2 * FPB], w[1 + 2 * FPB];
	int ok;
	if (want->inf) {
		ok = oat_ep_is_infty(got) == 1 && oat_ep_is_valid(got) == 1;
	} else {
		apt_sec1(w, sizeof(w), want);
		ok = oat_ep_write_bin(g, sizeof(g), got) == OAT_OK && memcmp(g, w, sizeof(g)) == 0;
		apt_sec1(w, 1 + FPB, want);
		ok &= oat_ep_write_bin(g, 1 + FPB, got) == OAT_OK && memcmp(g, w, 1 + FPB) == 0;
		ok &= !oat_ep_is_infty(got) && oat_ep_is_valid(got);
	}
	CHECK(ok);
	if (!ok && test_failures <= 20) {
		if (want->inf) fprintf(stderr, "  %s: want infinity\n", what);
		else gmp_fprintf(stderr, "  %s: want (%Zx, %Zx)\n", what, want->x, want->y);
	}
	return ok;
}

/* ---- tests ------------------------------------------------------------------ */

static void test_generator(const apt *g) {
	oat_ep_t G, t;
	oat_ep_get_gen(G);
	same_point("get_gen", G, g);
	CHECK(apt_on_curve(g));
	/* n G = O in the model, (n - 1) G = -G */
	apt r, ng;
	apt_init(&r);
	apt_init(&ng);
	apt_mul(&r, g, N);
	CHECK(r.inf);
	mpz_t k;
	mpz_init(k);
	mpz_sub_ui(k, N, 1);
	apt_mul(&r, g, k);
	apt_neg(&ng, g);
	CHECK(r.inf == 0 && mpz_cmp(r.x, ng.x) == 0 && mpz_cmp(r.y, ng.y) == 0);
	oat_ep_set_infty(t);
	CHECK(oat_ep_is_infty(t) && oat_ep_is_valid(t));
	mpz_clear(k);
	apt_clear(&r);
	apt_clear(&ng);
}

/* Known multiples: "mul <curve> <k> <04..>" and "pack <curve> <k> <02/03..>". */
static void test_known(const char *dir, const apt *g) {
	char path[1024], line[1024], tok[16], kh[256], ph[512];
	int n = 0;
	snprintf(path, sizeof(path), "%s/nist_mul.txt", dir);
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		CHECK(0);
		return;
	}
	mpz_t k;
	mpz_init(k);
	apt want;
	apt_init(&want);
	while (fgets(line, sizeof(line), f)) {
		char kind[8];
		if (sscanf(line, "%7s %15s %255s %511s", kind, tok, kh, ph) != 4) continue;
		if (strcmp(tok, OAT_TEST_CURVE) || (strcmp(kind, "mul") && strcmp(kind, "pack"))) continue;
		size_t plen = strlen(ph) / 2;
		unsigned char pb[1 + 2 * FPB], got[1 + 2 * FPB];
		if (plen > sizeof(pb) || test_unhex(pb, plen, ph)) {
			CHECK(0);
			continue;
		}
		mpz_set_str(k, kh, 16);
		apt_mul(&want, g, k);
		oat_fn_t s;
		oat_ep_t r;
		fn_of(s, k);
		/* the model agrees with the file */
		apt_sec1(got, plen, &want);
		CHECK(memcmp(got, pb, plen) == 0);
		oat_ep_mul_gen(r, s);
		CHECK(oat_ep_write_bin(got, plen, r) == OAT_OK && memcmp(got, pb, plen) == 0);
		oat_ep_t G;
		oat_ep_get_gen(G);
		oat_ep_mul(r, G, s);
		CHECK(oat_ep_write_bin(got, plen, r) == OAT_OK && memcmp(got, pb, plen) == 0);
		oat_ep_mul_vartime(r, G, s);
		CHECK(oat_ep_write_bin(got, plen, r) == OAT_OK && memcmp(got, pb, plen) == 0);
		/* read_bin of the file's bytes gives the point */
		oat_ep_t q;
		CHECK_EQ_INT(oat_ep_read_bin(q, pb, plen), OAT_OK);
		CHECK(oat_ep_equal(q, r));
		n++;
	}
	fclose(f);
	printf("known multiples of G: %d\n", n);
	CHECK(n >= 40);
	mpz_clear(k);
	apt_clear(&want);
}

static void rand_point(apt *r, oat_ep_t e, const apt *g) {
	mpz_t k;
	mpz_init(k);
	rand_mpz(k, N);
	apt_mul(r, g, k);
	ep_of(e, r);
	mpz_clear(k);
}

/* (X : Y : Z) -> another representation of the same point: a + (a + O)
 * twice gives a point with Z != 1 in general. */
static void rescale(oat_ep_t r, const oat_ep_t a) {
	oat_ep_t o;
	oat_ep_set_infty(o);
	oat_ep_add(r, a, o);
	oat_ep_dbl(o, r);
	oat_ep_sub(r, o, a);
}

static void test_law(const apt *g) {
	apt a, b, c, t;
	oat_ep_t ea, eb, ec, r, s, inf;
	apt_init(&a); apt_init(&b); apt_init(&c); apt_init(&t);
	oat_ep_set_infty(inf);
	for (int i = 0; i < N_LAW; i++) {
		rand_point(&a, ea, g);
		if (i == 0) apt_set(&b, &a);                    /* P + P */
		else if (i == 1) apt_neg(&b, &a);               /* P + (-P) */
		else if (i == 2) b.inf = 1;                     /* P + O */
		else if (i == 3) a.inf = 1, oat_ep_set_infty(ea), rand_point(&b, eb, g);
		else rand_point(&b, eb, g);
		ep_of(eb, &b);
		if (a.inf) oat_ep_set_infty(ea);
		apt_add(&c, &a, &b);
		oat_ep_add(r, ea, eb);
		same_point("add", r, &c);
		oat_ep_add(r, eb, ea);
		same_point("add commuted", r, &c);
		oat_ep_copy(s, ea);
		oat_ep_add(s, s, eb);
		same_point("add r = a", s, &c);
		oat_ep_copy(s, eb);
		oat_ep_add(s, ea, s);
		same_point("add r = b", s, &c);
		rescale(s, eb);
		CHECK(oat_ep_equal(s, eb));
		oat_ep_add(r, ea, s);
		same_point("add rescaled", r, &c);
		apt_neg(&t, &b);
		apt_add(&c, &a, &t);
		oat_ep_sub(r, ea, eb);
		same_point("sub", r, &c);
		oat_ep_neg(r, eb);
		same_point("neg", r, &t);
		apt_add(&c, &a, &a);
		oat_ep_dbl(r, ea);
		same_point("dbl", r, &c);
		oat_ep_copy(s, ea);
		oat_ep_dbl(s, s);
		same_point("dbl in place", s, &c);
		oat_ep_add(r, ea, ea);
		same_point("add = dbl", r, &c);
		/* norm: same point, Z = 1 */
		oat_ep_add(r, ea, eb);
		oat_ep_norm(s, r);
		CHECK(oat_ep_equal(s, r));
		apt_add(&c, &a, &b);
		same_point("norm", s, &c);
		/* cmov */
		oat_ep_copy(r, ea);
		oat_ep_cmov(r, eb, 0);
		CHECK(oat_ep_equal(r, ea));
		oat_ep_cmov(r, eb, 1);
		CHECK(oat_ep_equal(r, eb));
		/* associativity on the library alone */
		rand_point(&t, ec, g);
		oat_ep_add(r, ea, eb);
		oat_ep_add(r, r, ec);
		oat_ep_add(s, eb, ec);
		oat_ep_add(s, ea, s);
		CHECK(oat_ep_equal(r, s));
	}
	oat_ep_add(r, inf, inf);
	CHECK(oat_ep_is_infty(r));
	oat_ep_dbl(r, inf);
	CHECK(oat_ep_is_infty(r));
	oat_ep_neg(r, inf);
	CHECK(oat_ep_is_infty(r));
	oat_ep_norm(r, inf);
	CHECK(oat_ep_is_infty(r) && oat_ep_is_valid(r));
	apt_clear(&a); apt_clear(&b); apt_clear(&c); apt_clear(&t);
}

/* Edge and random scalars through every multiplication. */
static void test_mul(const apt *g) {
	mpz_t k, l;
	apt a, want, t;
	oat_ep_t ea, G, r;
	oat_fn_t s, s2;
	mpz_inits(k, l, NULL);
	apt_init(&a); apt_init(&want); apt_init(&t);
	oat_ep_get_gen(G);
	rand_point(&a, ea, g);
	unsigned bits = (unsigned)mpz_sizeinbase(N, 2);
	int nedge = 12 + 3 * (int)bits + N_RAND;
	for (int i = 0; i < nedge; i++) {
		if (i < 12) {
			switch (i) {
			case 0: mpz_set_ui(k, 0); break;
			case 1: mpz_set_ui(k, 1); break;
			case 2: mpz_set_ui(k, 2); break;
			case 3: mpz_set_ui(k, 3); break;
			case 4: mpz_sub_ui(k, N, 1); break;
			case 5: mpz_sub_ui(k, N, 2); break;
			case 6: mpz_sub_ui(k, N, 1); mpz_fdiv_q_2exp(k, k, 1); break;
			case 7: mpz_add_ui(k, N, 1); mpz_fdiv_q_2exp(k, k, 1); break;
			case 8: mpz_set_ui(k, 0); mpz_setbit(k, bits); mpz_sub_ui(k, k, 1); mpz_mod(k, k, N); break;
			case 9: mpz_set_ui(k, 31); break;
			case 10: mpz_set_ui(k, 32); break;
			default: mpz_sub_ui(k, N, 32); break;
			}
		} else if (i < 12 + 3 * (int)bits) {
			int j = (i - 12) / 3, d = (i - 12) % 3 - 1;   /* 2^j - 1, 2^j, 2^j + 1 */
			/* the bottom and top 8 bits and the digit boundaries, then a sample */
			int step = (int)bits / N_POW2 + 1;
			if (j > 8 && j < (int)bits - 8 && j % 32 && j % step) continue;
			mpz_set_ui(k, 0);
			mpz_setbit(k, (mp_bitcnt_t)j);
			if (d < 0) mpz_sub_ui(k, k, 1);
			else mpz_add_ui(k, k, (unsigned long)d);
			mpz_mod(k, k, N);
		} else {
			rand_mpz(k, N);
		}
		fn_of(s, k);
		apt_mul(&want, g, k);
		oat_ep_mul_gen(r, s);
		same_point("mul_gen", r, &want);
		oat_ep_mul(r, G, s);
		same_point("mul G", r, &want);
		oat_ep_mul_vartime(r, G, s);
		same_point("mul_vartime G", r, &want);
		apt_mul(&want, &a, k);
		oat_ep_mul(r, ea, s);
		same_point("mul", r, &want);
		oat_ep_mul_vartime(r, ea, s);
		same_point("mul_vartime", r, &want);
		/* k G + l A, both ways */
		rand_mpz(l, N);
		if (i % 5 == 1) mpz_set(l, k);
		if (i % 7 == 3) mpz_set_ui(l, 0);
		fn_of(s2, l);
		apt_mul(&want, g, k);
		apt_mul(&t, &a, l);
		apt_add(&want, &want, &t);
		oat_ep_mul_sim_gen_vartime(r, s, ea, s2);
		same_point("mul_sim_gen_vartime", r, &want);
		oat_ep_mul_sim(r, G, s, ea, s2);
		same_point("mul_sim", r, &want);
		/* the exceptional sums of the variable-time ladders: k G + k G,
		 * k G + (n - k) G = O, k G + k (-G) = O */
		apt_mul(&want, g, k);
		apt_add(&want, &want, &want);
		oat_ep_mul_sim_gen_vartime(r, s, G, s);
		same_point("mul_sim_gen_vartime k G + k G", r, &want);
		mpz_sub(l, N, k);
		fn_of(s2, l);
		oat_ep_mul_sim_gen_vartime(r, s, G, s2);
		CHECK(oat_ep_is_infty(r));
		oat_ep_neg(r, G);
		oat_ep_mul_sim_gen_vartime(r, s, r, s);
		CHECK(oat_ep_is_infty(r));
		{
			oat_ep_t two[2];
			oat_fn_t ks[2];
			oat_ep_copy(two[0], G);
			oat_ep_neg(two[1], G);
			oat_fn_copy(ks[0], s);
			oat_fn_copy(ks[1], s);
			oat_ep_mul_sim_vartime(r, (const oat_ep_t *)two, (const oat_fn_t *)ks, 2);
			CHECK(oat_ep_is_infty(r));
		}
		if (i == 0) {
			/* the exceptions of the doubling-addition (2p + q in one step,
			 * jac_tmpl.h's jdbladd_): 1 G + 2 A puts A's digit at bit 1 and
			 * G's at bit 0, so the last step is 2A + G: for A = G it meets
			 * p = q (3G), for A = -G p = -q (-G), for A = -G/2 = ((n-1)/2) G
			 * 2p + q = O */
			oat_ep_t x;
			mpz_set_ui(k, 1);
			fn_of(s, k);
			mpz_set_ui(l, 2);
			fn_of(s2, l);
			mpz_set_ui(k, 3);
			apt_mul(&want, g, k);
			oat_ep_mul_sim_gen_vartime(r, s, G, s2);
			same_point("mul_sim_gen_vartime 1 G + 2 G", r, &want);
			apt_neg(&want, g);
			oat_ep_neg(x, G);
			oat_ep_mul_sim_gen_vartime(r, s, x, s2);
			same_point("mul_sim_gen_vartime 1 G + 2 (-G)", r, &want);
			mpz_sub_ui(k, N, 1);
			mpz_fdiv_q_2exp(k, k, 1);
			fn_of(s2, k);
			oat_ep_mul_gen(x, s2);                  /* -G/2 */
			mpz_set_ui(l, 2);
			fn_of(s2, l);
			oat_ep_mul_sim_gen_vartime(r, s, x, s2);
			CHECK(oat_ep_is_infty(r));
		}
		/* A = -G: k G + l (-G) = (k - l) G, an exceptional sum in the ladders */
		oat_ep_neg(r, G);
		oat_ep_mul_sim(r, G, s, r, s);
		CHECK(oat_ep_is_infty(r));
	}
	/* mul_sim_vartime of n = 0..20 points */
	for (int n = 0; n <= 20; n++) {
		oat_ep_t pts[20];
		oat_fn_t sc[20];
		apt acc;
		apt_init(&acc);
		for (int j = 0; j < n; j++) {
			rand_point(&t, pts[j], g);
			rand_mpz(k, N);
			if (j == 1) mpz_set_ui(k, 0);
			fn_of(sc[j], k);
			apt_mul(&t, &t, k);
			apt_add(&acc, &acc, &t);
		}
		oat_ep_mul_sim_vartime(r, (const oat_ep_t *)pts, (const oat_fn_t *)sc, (size_t)n);
		same_point("mul_sim_vartime", r, &acc);
		apt_clear(&acc);
	}
	/* scalars times infinity */
	oat_ep_t inf;
	oat_ep_set_infty(inf);
	fn_of(s, N);   /* 0 */
	rand_mpz(k, N);
	fn_of(s, k);
	oat_ep_mul(r, inf, s);
	CHECK(oat_ep_is_infty(r));
	oat_ep_mul_vartime(r, inf, s);
	CHECK(oat_ep_is_infty(r));
	mpz_clears(k, l, NULL);
	apt_clear(&a); apt_clear(&want); apt_clear(&t);
}

static void expect_read(const char *what, const unsigned char *buf, size_t len, oat_err want) {
	oat_ep_t r;
	oat_ep_get_gen(r);
	oat_err e = oat_ep_read_bin(r, buf, len);
	CHECK_EQ_INT(e, want);
	if (e != want && test_failures <= 20) fprintf(stderr, "  read_bin %s: %s\n", what, oat_err_str(e));
	if (want != OAT_OK) CHECK(oat_ep_is_infty(r));
}

static void test_sec1(const apt *g) {
	unsigned char buf[2 + 2 * FPB], tmp[2 + 2 * FPB];
	apt a, t;
	oat_ep_t e, r;
	mpz_t x;
	mpz_init(x);
	apt_init(&a);
	apt_init(&t);
	for (int i = 0; i < 20; i++) {
		rand_point(&a, e, g);
		/* both forms, both parities of y: a and -a */
		for (int s = 0; s < 2; s++) {
			if (s) apt_neg(&a, &a), oat_ep_neg(e, e);
			for (size_t len = 1 + FPB; len <= 1 + 2 * (size_t)FPB; len += FPB) {
				apt_sec1(buf, len, &a);
				CHECK(oat_ep_write_bin(tmp, len, e) == OAT_OK && memcmp(tmp, buf, len) == 0);
				CHECK_EQ_INT(oat_ep_read_bin(r, buf, len), OAT_OK);
				CHECK(oat_ep_equal(r, e));
			}
		}
	}
	/* lengths */
	apt_sec1(buf, 1 + 2 * FPB, &a);
	expect_read("empty", buf, 0, OAT_ERR_LENGTH);
	expect_read("04 short", buf, 2 * FPB, OAT_ERR_LENGTH);
	expect_read("04 long", buf, 2 + 2 * FPB, OAT_ERR_LENGTH);
	expect_read("04 as compressed length", buf, 1 + FPB, OAT_ERR_LENGTH);
	apt_sec1(buf, 1 + FPB, &a);
	expect_read("02/03 long", buf, 1 + 2 * FPB, OAT_ERR_LENGTH);
	expect_read("02/03 short", buf, FPB, OAT_ERR_LENGTH);
	expect_read("02/03 one byte", buf, 1, OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_ep_read_bin(r, NULL, 1 + FPB), OAT_ERR_ARGUMENT);
	/* the first byte */
	memset(buf, 0, sizeof(buf));
	expect_read("00 (infinity)", buf, 1, OAT_ERR_INFINITY);
	expect_read("00 long", buf, 1 + FPB, OAT_ERR_LENGTH);
	static const unsigned char bad[] = { 0x01, 0x05, 0x06, 0x07, 0x08, 0x12, 0x84, 0xff };
	for (size_t i = 0; i < sizeof(bad); i++) {
		apt_sec1(buf, 1 + 2 * FPB, &a);
		buf[0] = bad[i];
		expect_read("first byte", buf, 1 + 2 * FPB, OAT_ERR_FLAGS);
		expect_read("first byte (compressed length)", buf, 1 + FPB, OAT_ERR_FLAGS);
	}
	/* coordinates >= p */
	for (int i = 0; i < 4; i++) {
		apt_sec1(buf, 1 + 2 * FPB, &a);
		mpz_set(x, P);
		if (i & 1) mpz_add(x, x, a.x); else mpz_add_ui(x, x, 0);
		if (mpz_sizeinbase(x, 2) > 8 * (size_t)FPB) mpz_set(x, P);
		to_bytes(buf + 1 + (i >= 2 ? FPB : 0), FPB, x);
		expect_read("coordinate >= p", buf, 1 + 2 * FPB, OAT_ERR_NOT_CANONICAL);
		if (i < 2) {
			buf[0] = 0x02;
			expect_read("compressed x >= p", buf, 1 + FPB, OAT_ERR_NOT_CANONICAL);
		}
	}
	memset(buf + 1, 0xff, 2 * FPB);
	buf[0] = 0x04;
	expect_read("all ones", buf, 1 + 2 * FPB, OAT_ERR_NOT_CANONICAL);
	/* off the curve: y + 1, and (0, 0) */
	apt_sec1(buf, 1 + 2 * FPB, &a);
	mpz_add_ui(x, a.y, 1);
	mpz_mod(x, x, P);
	to_bytes(buf + 1 + FPB, FPB, x);
	expect_read("y + 1", buf, 1 + 2 * FPB, OAT_ERR_NOT_ON_CURVE);
	memset(buf + 1, 0, 2 * FPB);
	expect_read("(0, 0)", buf, 1 + 2 * FPB, OAT_ERR_NOT_ON_CURVE);
	/* compressed x with no point: x^3 - 3x + b a non-square */
	int found = 0;
	for (unsigned long v = 0; v < 200 && found < 3; v++) {
		mpz_t rhs;
		mpz_init(rhs);
		mpz_set_ui(x, v);
		mpz_mul(rhs, x, x);
		mpz_sub_ui(rhs, rhs, 3);
		mpz_mul(rhs, rhs, x);
		mpz_add(rhs, rhs, B);
		mpz_mod(rhs, rhs, P);
		if (mpz_legendre(rhs, P) == -1) {
			buf[0] = (unsigned char)(0x02 + (v & 1));
			to_bytes(buf + 1, FPB, x);
			expect_read("x without y", buf, 1 + FPB, OAT_ERR_NO_SQRT);
			found++;
		} else if (mpz_sgn(rhs)) {
			/* a valid x: both prefixes decode, to opposite points */
			oat_ep_t p2, p3;
			buf[0] = 0x02;
			to_bytes(buf + 1, FPB, x);
			CHECK_EQ_INT(oat_ep_read_bin(p2, buf, 1 + FPB), OAT_OK);
			buf[0] = 0x03;
			CHECK_EQ_INT(oat_ep_read_bin(p3, buf, 1 + FPB), OAT_OK);
			oat_ep_neg(p3, p3);
			CHECK(oat_ep_equal(p2, p3));
			CHECK(oat_ep_write_bin(tmp, 1 + FPB, p2) == OAT_OK && tmp[0] == 0x02);
		}
		mpz_clear(rhs);
	}
	CHECK(found == 3);
	/* write_bin: infinity, lengths, NULL */
	oat_ep_set_infty(r);
	memset(tmp, 0xaa, sizeof(tmp));
	CHECK_EQ_INT(oat_ep_write_bin(tmp, 1 + 2 * FPB, r), OAT_ERR_INFINITY);
	for (size_t i = 0; i < 1 + 2 * (size_t)FPB; i++) CHECK(tmp[i] == 0);
	CHECK_EQ_INT(oat_ep_write_bin(tmp, 1 + FPB, r), OAT_ERR_INFINITY);
	oat_ep_get_gen(r);
	static const size_t badlen[] = { 0, 1, FPB, 2 + FPB, 2 * FPB, 2 + 2 * FPB };
	for (size_t i = 0; i < sizeof(badlen) / sizeof(badlen[0]); i++) {
		memset(tmp, 0xaa, sizeof(tmp));
		CHECK_EQ_INT(oat_ep_write_bin(tmp, badlen[i], r), OAT_ERR_LENGTH);
		for (size_t j = 0; j < badlen[i]; j++) CHECK(tmp[j] == 0);
	}
	CHECK_EQ_INT(oat_ep_write_bin(NULL, 1 + FPB, r), OAT_ERR_ARGUMENT);
	/* is_valid on a point built off the curve: (G.x, G.y + 1) by hand */
	oat_ep_get_gen(r);
	{
		oat_fp_t one;
		oat_fp_set_dig(one, 1);
		oat_fp_add(r->y, r->y, one);
		CHECK(!oat_ep_is_valid(r));
		oat_fp_t z;
		oat_fp_zero(z);
		oat_ep_get_gen(r);
		oat_fp_copy(r->y, z);
		oat_fp_copy(r->z, z);
		CHECK(!oat_ep_is_valid(r));        /* (X : 0 : 0) is not a point */
	}
	mpz_clear(x);
	apt_clear(&a);
	apt_clear(&t);
}

static void test_rand_fn(void) {
	oat_ep_t r, s;
	test_rng g1 = RNG, g2 = RNG;
	CHECK_EQ_INT(oat_ep_rand(r, test_rand, &g1), OAT_OK);
	CHECK_EQ_INT(oat_ep_rand(s, test_rand, &g2), OAT_OK);
	CHECK(oat_ep_equal(r, s) && oat_ep_is_valid(r) && !oat_ep_is_infty(r));
	CHECK_EQ_INT(oat_ep_rand(s, test_rand, &g1), OAT_OK);
	CHECK(!oat_ep_equal(r, s));
	CHECK_EQ_INT(oat_ep_rand(r, test_rand_fail, NULL), OAT_ERR_RAND);
	CHECK(oat_ep_is_infty(r));
	CHECK_EQ_INT(oat_ep_rand(r, NULL, NULL), OAT_ERR_ARGUMENT);
	CHECK(oat_ep_is_infty(r));
}

int main(int argc, char **argv) {
	const char *dir = argc > 1 ? argv[1] : "test/vectors";
	test_rng_seed(&RNG, SEED);
	mpz_init_set_str(P, TEST_P_HEX, 16);
	mpz_init_set_str(N, TEST_R_HEX, 16);
	mpz_init_set_str(B, TEST_B_HEX, 16);
	mpz_init_set_str(GX, TEST_GX_HEX, 16);
	mpz_init_set_str(GY, TEST_GY_HEX, 16);
	CHECK(mpz_sizeinbase(P, 2) == TEST_BITS && mpz_probab_prime_p(P, 30) && mpz_probab_prime_p(N, 30));
	apt g;
	apt_init(&g);
	mpz_set(g.x, GX);
	mpz_set(g.y, GY);
	g.inf = 0;
	test_generator(&g);
	test_known(dir, &g);
	test_law(&g);
	test_mul(&g);
	test_sec1(&g);
	test_rand_fn();
	apt_clear(&g);
	mpz_clears(P, N, B, GX, GY, NULL);
	return test_report("test_ep_" OAT_TEST_CURVE);
}
