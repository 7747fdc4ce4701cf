/* The known answers of alt_bn128 (the tests written once for every curve,
 * test_fp, test_ext, test_ec, test_pc, test_glv, run on it as on the
 * others): the multiples k G1 and k G2 of test/vectors/altbn128_mul.txt
 * (@noble/curves 2.4.0, test/vectors/README.md) through every way the
 * library has to make them -- mul_gen, mul, mul_vartime, the fixed-base
 * tables of a caller's point, and the sums of the small multiples -- and
 * their uncompressed encodings, x || y big-endian (EIP-196's G1 layout).
 * A failure can be replayed with OAT_TEST_SEED. */
#include <stdio.h>
#include "test_common.h"
#include "oat.h"

static int hexval(int c) {
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* n bytes from 2n hex digits at s; the end of the digits, or NULL. */
static const char *unhex(unsigned char *out, size_t n, const char *s) {
	while (*s == ' ') s++;
	for (size_t i = 0; i < n; i++) {
		int h = hexval(s[2 * i]), l = hexval(s[2 * i + 1]);
		if (h < 0 || l < 0) return NULL;
		out[i] = (unsigned char)(16 * h + l);
	}
	return s + 2 * n;
}

static int n_entries;

static void check_entry(const unsigned char kb[OAT_FR_BYTES], const unsigned char g1b[OAT_G1_BYTES],
		const unsigned char g2b[OAT_G2_BYTES]) {
	oat_fr_t k;
	oat_g1_t p, q, g;
	oat_g2_t p2, q2, h;
	oat_g1_pre_t t1;
	oat_g2_pre_t t2;
	unsigned char buf[OAT_G2_BYTES];

	CHECK_EQ_INT(oat_fr_read_bin(k, kb, OAT_FR_BYTES), OAT_OK);
	CHECK_EQ_INT(oat_g1_read_bin(p, g1b, OAT_G1_BYTES), OAT_OK);
	CHECK_EQ_INT(oat_g2_read_bin(p2, g2b, OAT_G2_BYTES), OAT_OK);
	oat_g1_get_gen(g);
	oat_g2_get_gen(h);
	oat_g1_mul_gen(q, k);
	CHECK(oat_g1_equal(q, p));
	oat_g1_mul(q, g, k);
	CHECK(oat_g1_equal(q, p));
	oat_g1_mul_vartime(q, g, k);
	CHECK(oat_g1_equal(q, p));
	oat_g1_mul_pre(t1, g);
	oat_g1_mul_fix(q, t1, k);
	CHECK(oat_g1_equal(q, p));
	oat_g2_mul_gen(q2, k);
	CHECK(oat_g2_equal(q2, p2));
	oat_g2_mul(q2, h, k);
	CHECK(oat_g2_equal(q2, p2));
	oat_g2_mul_vartime(q2, h, k);
	CHECK(oat_g2_equal(q2, p2));
	oat_g2_mul_pre(t2, h);
	oat_g2_mul_fix(q2, t2, k);
	CHECK(oat_g2_equal(q2, p2));
	/* the encodings round-trip byte for byte */
	CHECK_EQ_INT(oat_g1_write_bin(buf, OAT_G1_BYTES, p), OAT_OK);
	CHECK(memcmp(buf, g1b, OAT_G1_BYTES) == 0);
	CHECK_EQ_INT(oat_g2_write_bin(buf, OAT_G2_BYTES, p2), OAT_OK);
	CHECK(memcmp(buf, g2b, OAT_G2_BYTES) == 0);
	n_entries++;
}

static void test_mul_vectors(const char *dir) {
	char path[4096], line[1024];
	unsigned char kb[OAT_FR_BYTES], g1b[OAT_G1_BYTES], g2b[OAT_G2_BYTES];
	int have = 0;
	FILE *f;

	snprintf(path, sizeof(path), "%s/altbn128_mul.txt", dir ? dir : ".");
	f = fopen(path, "r");
	CHECK(f != NULL);
	if (!f) return;
	while (fgets(line, sizeof(line), f)) {
		const char *s = line;
		if (strncmp(line, "k = ", 4) == 0) {
			CHECK(unhex(kb, OAT_FR_BYTES, line + 4) != NULL);
			have = 1;
		} else if (strncmp(line, "g1 = ", 5) == 0) {
			s = unhex(g1b, OAT_FP_BYTES, line + 5);
			CHECK(s && unhex(g1b + OAT_FP_BYTES, OAT_FP_BYTES, s));
			have |= 2;
		} else if (strncmp(line, "g2 = ", 5) == 0) {
			/* x.re x.im y.re y.im: the library's x.c0 || x.c1 || y.c0 || y.c1 */
			s = line + 5;
			for (int i = 0; i < 4 && s; i++) s = unhex(g2b + i * OAT_FP_BYTES, OAT_FP_BYTES, s);
			CHECK(s != NULL);
			have |= 4;
		}
		if (have == 7) {
			check_entry(kb, g1b, g2b);
			have = 0;
		}
	}
	fclose(f);
	CHECK_EQ_INT(n_entries, 15);
}

/* The sums of the multiples agree with the multiples: (k + 1) G = k G + G. */
static void test_small_multiples(void) {
	oat_g1_t a, g;
	oat_g2_t b, h;
	oat_fr_t k;
	oat_g1_get_gen(g);
	oat_g2_get_gen(h);
	oat_g1_set_infty(a);
	oat_g2_set_infty(b);
	for (unsigned i = 1; i <= 40; i++) {
		oat_g1_t c;
		oat_g2_t d;
		oat_g1_add(a, a, g);
		oat_g2_add(b, b, h);
		oat_fr_set_dig(k, i);
		oat_g1_mul(c, g, k);
		CHECK(oat_g1_equal(c, a));
		oat_g2_mul(d, h, k);
		CHECK(oat_g2_equal(d, b));
	}
}

int main(int argc, char **argv) {
	test_mul_vectors(argc > 1 ? argv[1] : NULL);
	test_small_multiples();
	return test_report("test_altbn128");
}
