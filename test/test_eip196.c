/* Ethereum's alt_bn128 precompiles (oat/eip196.h) against go-ethereum's
 * test cases (test/vectors/eip196_geth.txt, tools/import_eip196.py; argv[1]
 * is the vectors directory): every case's output byte for byte; then what
 * the files do not cover, each error with the output zeroed: coordinates
 * >= p, points off the curve, a G2 point on the twist outside the order-r
 * subgroup, pairing inputs of a length that is not a multiple of 192, output
 * buffers of the wrong size, NULL pointers; the short and long inputs of
 * ECADD and ECMUL (zero padding, trailing bytes ignored), scalars >= r,
 * infinity in every position, out aliasing in, and ECADD / ECMUL / the
 * pairing check against the curve's own API on random points. */
#include <ctype.h>
#include "test_internal.h"   /* (the decoder without the subgroup test) */
#include "oat/eip196.h"

typedef oat_err (*precompile)(unsigned char *, size_t, const unsigned char *, size_t);
static const struct { const char *name; precompile f; size_t out; } OPS[] = {
	{ "add", oat_altbn128_eip196_add, 64 }, { "mul", oat_altbn128_eip196_mul, 64 },
	{ "pairing_check", oat_altbn128_eip197_pairing_check, 32 },
};
#define NOPS (sizeof(OPS) / sizeof(OPS[0]))

static unsigned char IN[4096], WANT[64], OUT[64];
static long cases;

static void run_case(const char *op, const char *name, size_t inlen, const char *want) {
	size_t k = 0;
	while (k < NOPS && strcmp(OPS[k].name, op)) k++;
	CHECK(k < NOPS);
	if (k == NOPS) return;
	memset(OUT, 0xa5, sizeof(OUT));
	oat_err got = OPS[k].f(OUT, OPS[k].out, IN, inlen);
	size_t wn = test_unhex_prefix(WANT, sizeof(WANT), want);
	CHECK_EQ_INT(wn, OPS[k].out);
	CHECK_EQ_INT(got, OAT_OK);
	int same = memcmp(OUT, WANT, wn) == 0;
	CHECK(same);
	if (got != OAT_OK || !same) fprintf(stderr, "  %s %s: err %d or wrong output\n", op, name, (int)got);
	cases++;
}

static void test_geth(const char *dir) {
	char path[512];
	static char line[1 << 14], op[64], name[256];
	snprintf(path, sizeof(path), "%s/eip196_geth.txt", dir);
	FILE *f = fopen(path, "r");
	CHECK(f != NULL);
	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		return;
	}
	size_t inlen = 0;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\r\n")] = 0;
		if (!strncmp(line, "op ", 3)) snprintf(op, sizeof(op), "%.63s", line + 3);
		else if (!strncmp(line, "name ", 5)) snprintf(name, sizeof(name), "%.255s", line + 5);
		else if (!strncmp(line, "in ", 3)) {
			inlen = test_unhex_prefix(IN, sizeof(IN), line + 3);
			CHECK_EQ_INT(2 * inlen, strlen(line + 3));
		} else if (!strncmp(line, "out ", 4)) run_case(op, name, inlen, line + 4);
	}
	fclose(f);
	printf("go-ethereum's EIP-196/197 cases: %ld outputs\n", cases);
	CHECK_EQ_INT(cases, 49);
}

/* the EIPs' encodings of the curve's points */
static void g1_eip(unsigned char out[64], const oat_altbn128_g1_t p) {
	CHECK_EQ_INT(oat_altbn128_g1_write_bin(out, 64, p), OAT_OK);
}
static void g2_eip(unsigned char out[128], const oat_altbn128_g2_t q) {
	static const int at[4] = { 1, 0, 3, 2 };
	unsigned char enc[128];
	CHECK_EQ_INT(oat_altbn128_g2_write_bin(enc, 128, q), OAT_OK);
	for (int i = 0; i < 4; i++) memcpy(out + 32 * i, enc + 32 * at[i], 32);
}

/* f(out, want_len) on in fails with e and leaves zeros */
static void expect_err(precompile f, size_t outlen, const unsigned char *in, size_t inlen, oat_err e) {
	unsigned char out[128];   /* (an error zeroes all outlen bytes, wrong sizes too) */
	CHECK(outlen <= sizeof(out));
	memset(out, 0xa5, sizeof(out));
	CHECK_EQ_INT(f(out, outlen, in, inlen), e);
	CHECK(test_all_zero(out, outlen));
}

static const unsigned char P_BE[32] = {  /* p, big-endian */
	0x30, 0x64, 0x4e, 0x72, 0xe1, 0x31, 0xa0, 0x29, 0xb8, 0x50, 0x45, 0xb6, 0x81, 0x81, 0x58, 0x5d,
	0x97, 0x81, 0x6a, 0x91, 0x68, 0x71, 0xca, 0x8d, 0x3c, 0x20, 0x8c, 0x16, 0xd8, 0x7c, 0xfd, 0x47 };
static const unsigned char R_BE[32] = {  /* r, big-endian */
	0x30, 0x64, 0x4e, 0x72, 0xe1, 0x31, 0xa0, 0x29, 0xb8, 0x50, 0x45, 0xb6, 0x81, 0x81, 0x58, 0x5d,
	0x28, 0x33, 0xe8, 0x48, 0x79, 0xb9, 0x70, 0x91, 0x43, 0xe1, 0xf5, 0x93, 0xf0, 0x00, 0x00, 0x01 };

static void test_more(void) {
	test_rng rng;
	oat_altbn128_g1_t p, q, r, g;
	oat_altbn128_g2_t a, b;
	oat_altbn128_fr_t k;
	unsigned char in[4 * 192], out[64], want[64];
	test_rng_seed(&rng, 0x196);
	oat_altbn128_g1_get_gen(g);

	/* ECADD and ECMUL against the API, random points */
	for (int i = 0; i < 10; i++) {
		CHECK_EQ_INT(oat_altbn128_g1_rand(p, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_altbn128_g1_rand(q, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_altbn128_fr_rand(k, test_rand, &rng), OAT_OK);
		g1_eip(in, p);
		g1_eip(in + 64, q);
		CHECK_EQ_INT(oat_altbn128_eip196_add(out, 64, in, 128), OAT_OK);
		oat_altbn128_g1_add(r, p, q);
		g1_eip(want, r);
		CHECK(memcmp(out, want, 64) == 0);
		CHECK_EQ_INT(oat_altbn128_eip196_add(in, 64, in, 128), OAT_OK);      /* out = in */
		CHECK(memcmp(in, want, 64) == 0);
		g1_eip(in, p);
		CHECK_EQ_INT(oat_altbn128_fr_write_bin(in + 64, 32, k), OAT_OK);
		CHECK_EQ_INT(oat_altbn128_eip196_mul(out, 64, in, 96), OAT_OK);
		oat_altbn128_g1_mul(r, p, k);
		g1_eip(want, r);
		CHECK(memcmp(out, want, 64) == 0);
	}
	/* P + P (doubling), P + (-P), P + O, O + O; short and long inputs */
	g1_eip(in, g);
	g1_eip(in + 64, g);
	CHECK_EQ_INT(oat_altbn128_eip196_add(out, 64, in, 128), OAT_OK);
	oat_altbn128_g1_dbl(r, g);
	g1_eip(want, r);
	CHECK(memcmp(out, want, 64) == 0);
	oat_altbn128_g1_neg(r, g);
	g1_eip(in + 64, r);
	CHECK_EQ_INT(oat_altbn128_eip196_add(out, 64, in, 128), OAT_OK);
	CHECK(test_all_zero(out, 64));
	CHECK_EQ_INT(oat_altbn128_eip196_add(out, 64, in, 64), OAT_OK);        /* G + (padding) O */
	CHECK(memcmp(out, in, 64) == 0);
	memset(in + 128, 0xff, 64);                                             /* trailing bytes ignored */
	g1_eip(in + 64, g);
	CHECK_EQ_INT(oat_altbn128_eip196_add(out, 64, in, 192), OAT_OK);
	oat_altbn128_g1_dbl(r, g);
	g1_eip(want, r);
	CHECK(memcmp(out, want, 64) == 0);
	CHECK_EQ_INT(oat_altbn128_eip196_add(out, 64, NULL, 0), OAT_OK);       /* O + O */
	CHECK(test_all_zero(out, 64));
	expect_err(oat_altbn128_eip196_add, 64, in, 33, OAT_ERR_NOT_ON_CURVE); /* (1, 0): y cut to zeros */
	/* ECMUL: scalar r (-> O), r + 1 (-> G), 2^256 - 1, a short scalar */
	g1_eip(in, g);
	memcpy(in + 64, R_BE, 32);
	CHECK_EQ_INT(oat_altbn128_eip196_mul(out, 64, in, 96), OAT_OK);
	CHECK(test_all_zero(out, 64));
	in[95] = 2;
	CHECK_EQ_INT(oat_altbn128_eip196_mul(out, 64, in, 96), OAT_OK);
	CHECK(memcmp(out, in, 64) == 0);
	memset(in + 64, 0xff, 32);
	CHECK_EQ_INT(oat_altbn128_eip196_mul(out, 64, in, 96), OAT_OK);
	{
		/* (2^256 - 1) mod r = 2^256 mod r - 1 */
		unsigned char wide[40] = { 0 };
		memset(wide + 8, 0xff, 32);
		CHECK_EQ_INT(oat_altbn128_fr_read_bin_wide(k, wide, sizeof(wide)), OAT_OK);
		oat_altbn128_g1_mul(r, g, k);
		g1_eip(want, r);
		CHECK(memcmp(out, want, 64) == 0);
	}
	memset(in + 64, 0, 32);
	in[64] = 0x03;                                                         /* k = 3 << 248, then cut */
	CHECK_EQ_INT(oat_altbn128_eip196_mul(out, 64, in, 65), OAT_OK);
	CHECK_EQ_INT(oat_altbn128_eip196_mul(want, 64, in, 96), OAT_OK);
	CHECK(memcmp(out, want, 64) == 0);
	CHECK_EQ_INT(oat_altbn128_eip196_mul(out, 64, in, 64), OAT_OK);        /* k = 0 */
	CHECK(test_all_zero(out, 64));

	/* errors: x = p, y = p, off the curve, wrong output sizes, NULL */
	memset(in, 0, sizeof(in));
	memcpy(in, P_BE, 32);
	expect_err(oat_altbn128_eip196_add, 64, in, 128, OAT_ERR_NOT_CANONICAL);
	expect_err(oat_altbn128_eip196_mul, 64, in, 96, OAT_ERR_NOT_CANONICAL);
	memset(in, 0, 32);
	memcpy(in + 32, P_BE, 32);
	expect_err(oat_altbn128_eip196_add, 64, in, 128, OAT_ERR_NOT_CANONICAL);
	g1_eip(in, g);
	in[63] ^= 1;                                                           /* (1, 3) */
	expect_err(oat_altbn128_eip196_add, 64, in, 128, OAT_ERR_NOT_ON_CURVE);
	expect_err(oat_altbn128_eip196_mul, 64, in, 96, OAT_ERR_NOT_ON_CURVE);
	memcpy(in + 64, in, 64);
	g1_eip(in, g);
	expect_err(oat_altbn128_eip196_add, 64, in, 128, OAT_ERR_NOT_ON_CURVE); /* the second point */
	expect_err(oat_altbn128_eip196_add, 32, in, 128, OAT_ERR_LENGTH);
	expect_err(oat_altbn128_eip196_mul, 65, in, 96, OAT_ERR_LENGTH);
	expect_err(oat_altbn128_eip197_pairing_check, 31, in, 192, OAT_ERR_LENGTH);
	expect_err(oat_altbn128_eip196_add, 64, NULL, 128, OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_altbn128_eip196_add(NULL, 64, in, 128), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_altbn128_eip196_mul(NULL, 64, in, 96), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_altbn128_eip197_pairing_check(NULL, 32, in, 192), OAT_ERR_ARGUMENT);
	expect_err(oat_altbn128_eip197_pairing_check, 32, NULL, 192, OAT_ERR_ARGUMENT);

	/* the pairing check: e(aG1, bG2) e(-abG1, G2) = 1; k = 0; wrong lengths */
	{
		oat_altbn128_fr_t x, y, xy;
		oat_altbn128_g2_t h;
		oat_altbn128_g2_get_gen(h);
		CHECK_EQ_INT(oat_altbn128_fr_rand(x, test_rand, &rng), OAT_OK);
		CHECK_EQ_INT(oat_altbn128_fr_rand(y, test_rand, &rng), OAT_OK);
		oat_altbn128_fr_mul(xy, x, y);
		oat_altbn128_fr_neg(xy, xy);
		oat_altbn128_g1_mul(p, g, x);
		oat_altbn128_g2_mul(a, h, y);
		oat_altbn128_g1_mul(q, g, xy);
		g1_eip(in, p);
		g2_eip(in + 64, a);
		g1_eip(in + 192, q);
		g2_eip(in + 256, h);
		CHECK_EQ_INT(oat_altbn128_eip197_pairing_check(out, 32, in, 384), OAT_OK);
		CHECK(test_all_zero(out, 31) && out[31] == 1);
		CHECK_EQ_INT(oat_altbn128_eip197_pairing_check(out, 32, in, 192), OAT_OK);
		CHECK(test_all_zero(out, 32));                                      /* e(P, Q) != 1 */
		CHECK_EQ_INT(oat_altbn128_eip197_pairing_check(out, 32, in, 0), OAT_OK);
		CHECK(test_all_zero(out, 31) && out[31] == 1);                      /* empty product */
		/* infinity in either position of a third pair leaves it at 1 */
		memset(in + 384, 0, 192);
		g2_eip(in + 448, h);
		CHECK_EQ_INT(oat_altbn128_eip197_pairing_check(out, 32, in, 576), OAT_OK);
		CHECK(out[31] == 1);
		g1_eip(in + 384, g);
		memset(in + 448, 0, 128);
		CHECK_EQ_INT(oat_altbn128_eip197_pairing_check(out, 32, in, 576), OAT_OK);
		CHECK(out[31] == 1);
		CHECK_EQ_INT(oat_altbn128_eip197_pairing_check(in, 32, in, 384), OAT_OK); /* out = in */
		CHECK(test_all_zero(in, 31) && in[31] == 1);
		g1_eip(in, p);
		expect_err(oat_altbn128_eip197_pairing_check, 32, in, 191, OAT_ERR_LENGTH);
		expect_err(oat_altbn128_eip197_pairing_check, 32, in, 193, OAT_ERR_LENGTH);
		/* G2: a coordinate = p (each of the four slots), off the twist,
		 * on the twist outside G2 (a random x with a root, found below) */
		for (int s = 0; s < 4; s++) {
			g2_eip(in + 64, a);
			memcpy(in + 64 + 32 * s, P_BE, 32);
			expect_err(oat_altbn128_eip197_pairing_check, 32, in, 192, OAT_ERR_NOT_CANONICAL);
		}
		g2_eip(in + 64, a);
		in[191] ^= 1;
		expect_err(oat_altbn128_eip197_pairing_check, 32, in, 192, OAT_ERR_NOT_ON_CURVE);
		/* the G1 point of a pair off the curve */
		g2_eip(in + 64, a);
		in[63] ^= 1;
		expect_err(oat_altbn128_eip197_pairing_check, 32, in, 192, OAT_ERR_NOT_ON_CURVE);
		g1_eip(in, p);
		{
			/* x = t (t = 1, 2, ...) + i with x^3 + b' a square: a twist point, almost surely outside G2 */
			int found = 0;
			for (unsigned t = 1; t < 200 && !found; t++) {
				unsigned char enc[64] = { 0 };
				enc[31] = (unsigned char)t;
				enc[63] = 1;
				/* compressed x.c0 || x.c1: the decoder finds y or says NO_SQRT */
				oat_err e = oat_g2_read_bin_unchecked(b, enc, 64);
				if (e != OAT_OK) continue;
				if (oat_altbn128_g2_is_valid(b)) continue;
				found = 1;
			}
			CHECK(found);
			g2_eip(in + 64, b);
			expect_err(oat_altbn128_eip197_pairing_check, 32, in, 192, OAT_ERR_NOT_IN_GROUP);
		}
	}
}

int main(int argc, char **argv) {
	test_geth(argc > 1 ? argv[1] : ".");
	test_more();
	return test_report("test_eip196");
}
