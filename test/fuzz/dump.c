/* The fuzzers' companion, built per curve beside them (fuzz_dump_<curve>):
 *
 *   fuzz_dump_<curve> seed DIR       writes valid encodings of every object
 *       of a pairing curve into DIR/corpus_<obj>_<curve>/ (multiples of the
 *       generators of G1 and G2 in both forms and infinity, powers of
 *       e(G1, G2), field elements, DST and message splits for hashing), so
 *       the fuzzers start from inputs that pass every check and the accept
 *       paths are reached on every curve (GT's in particular);
 *   fuzz_dump_<curve> dump OBJ FILE...   decodes each file as OBJ (g1, g2,
 *       gt on pairing curves, ep on NIST curves, ed on Jubjub) and prints one
 *       line per file, "NAME ok HEX" (the element written back in the same
 *       form) or "NAME err CODE", for tools/fuzz_diff.py to compare with the
 *       independent Python models. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "oat.h"
#include "test_curve.h"

static unsigned char buf[1 << 16];

static void hex(const unsigned char *b, size_t n) {
	for (size_t i = 0; i < n; i++) printf("%02x", b[i]);
}

static const char *base(const char *p) {
	const char *s = strrchr(p, '/');
	return s ? s + 1 : p;
}

#if !defined(TEST_NIST) && !defined(TEST_JUBJUB)
static void put(const char *dir, const char *obj, int i, const unsigned char *b, size_t n) {
	char path[4096];
	snprintf(path, sizeof(path), "%s/corpus_%s_%s/seed%d", dir, obj, OAT_TEST_CURVE, i);
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(b, 1, n, f) != n) {
		fprintf(stderr, "cannot write %s (does its folder exist?)\n", path);
		exit(1);
	}
	fclose(f);
}

static int seed(const char *dir) {
	oat_g1_t p, g1;
	oat_g2_t q, g2;
	oat_gt_t e, t;
	oat_fr_t k;
	unsigned char b[OAT_GT_BYTES];
	int n1 = 0, n2 = 0;
	oat_g1_get_gen(g1);
	oat_g2_get_gen(g2);
	oat_g1_set_infty(p);
	oat_g2_set_infty(q);
	for (int i = 0; i <= 16; i++) {     /* i G, i = 0 the point at infinity */
		if (oat_g1_write_bin(b, OAT_G1_PACK_BYTES, p) == OAT_OK) put(dir, "g1", n1++, b, OAT_G1_PACK_BYTES);
		if (oat_g1_write_bin(b, OAT_G1_BYTES, p) == OAT_OK) put(dir, "g1", n1++, b, OAT_G1_BYTES);
		if (oat_g2_write_bin(b, OAT_G2_PACK_BYTES, q) == OAT_OK) put(dir, "g2", n2++, b, OAT_G2_PACK_BYTES);
		if (oat_g2_write_bin(b, OAT_G2_BYTES, q) == OAT_OK) put(dir, "g2", n2++, b, OAT_G2_BYTES);
		oat_g1_add(p, p, g1);
		oat_g2_add(q, q, g2);
	}
	oat_gt_get_gen(e);
	oat_gt_set_unity(t);
	for (int i = 0; i < 6; i++) {       /* e(G1, G2)^i, both forms */
		if (oat_gt_write_bin(b, OAT_GT_BYTES, t) != OAT_OK) return 1;
		put(dir, "gt", 2 * i, b, OAT_GT_BYTES);
		if (oat_gt_write_bin(b, OAT_GT_PACK_BYTES, t) != OAT_OK) return 1;
		put(dir, "gt", 2 * i + 1, b, OAT_GT_PACK_BYTES);
		oat_gt_mul(t, t, e);
	}
	for (int i = 0; i < 8; i++) {       /* field elements and scalars: -2^(3i) */
		oat_fp_t a;
		oat_fp_set_dig(a, (oat_dig_t)(1u << (3 * i)));
		oat_fp_neg(a, a);
		if (oat_fp_write_bin(b, OAT_FP_BYTES, a) != OAT_OK) return 1;
		put(dir, "fp", 2 * i, b, OAT_FP_BYTES);
		oat_fr_set_dig(k, (oat_dig_t)(1u << (3 * i)));
		oat_fr_neg(k, k);
		if (oat_fr_write_bin(b, OAT_FR_BYTES, k) != OAT_OK) return 1;
		put(dir, "fp", 2 * i + 1, b, OAT_FR_BYTES);
	}
	for (int i = 0; i < 4; i++) {       /* hash: d[0] % n is the DST's length */
		unsigned char h[24];
		memset(h, 'a' + i, sizeof(h));
		h[0] = (unsigned char)(3 + 4 * i);
		put(dir, "hash", i, h, sizeof(h));
	}
	printf("seeds for %s: g1 %d, g2 %d, gt 12, fp 16, hash 4\n", OAT_TEST_CURVE, n1, n2);
	return 0;
}
#endif

/* Decodes one input as obj; prints its line. */
static int dump_one(const char *obj, const char *name, const unsigned char *d, size_t n) {
	unsigned char out[1 << 10];
	oat_err e = OAT_ERR_ARGUMENT, w = OAT_ERR_ARGUMENT;
	if (n > sizeof(out)) n = sizeof(out) + 1;      /* too long for any object */
#if defined(TEST_NIST)
	if (!strcmp(obj, "ep")) {
		oat_ep_t p;
		if ((e = oat_ep_read_bin(p, d, n)) == OAT_OK) w = oat_ep_write_bin(out, n, p);
	} else {
		return -1;
	}
#elif defined(TEST_JUBJUB)
	if (!strcmp(obj, "ed")) {
		oat_ed_t p;
		if ((e = oat_ed_read_bin(p, d, n)) == OAT_OK) w = oat_ed_write_bin(out, n, p);
	} else {
		return -1;
	}
#else
	if (!strcmp(obj, "g1")) {
		oat_g1_t p;
		if ((e = oat_g1_read_bin(p, d, n)) == OAT_OK) w = oat_g1_write_bin(out, n, p);
	} else if (!strcmp(obj, "g2")) {
		oat_g2_t p;
		if ((e = oat_g2_read_bin(p, d, n)) == OAT_OK) w = oat_g2_write_bin(out, n, p);
	} else if (!strcmp(obj, "gt")) {
		oat_gt_t p;
		if ((e = oat_gt_read_bin(p, d, n)) == OAT_OK) w = oat_gt_write_bin(out, n, p);
	} else {
		return -1;
	}
#endif
	if (e == OAT_OK && w != OAT_OK) {
		fprintf(stderr, "%s: decoded but cannot be written back (%s)\n", name, oat_err_str(w));
		return -1;
	}
	printf("%s ", name);
	if (e == OAT_OK) {
		printf("ok ");
		hex(out, n);
	} else {
		printf("err %d", (int)e);
	}
	printf("\n");
	return 0;
}

int main(int argc, char **argv) {
	if (argc == 3 && !strcmp(argv[1], "seed")) {
#if !defined(TEST_NIST) && !defined(TEST_JUBJUB)
		return seed(argv[2]);
#else
		fprintf(stderr, "seed: pairing curves only (the others are seeded from their vectors)\n");
		return 2;
#endif
	}
	if (argc >= 3 && !strcmp(argv[1], "dump")) {
		for (int i = 3; i < argc; i++) {
			FILE *f = fopen(argv[i], "rb");
			if (!f) {
				fprintf(stderr, "cannot open %s\n", argv[i]);
				return 1;
			}
			size_t n = fread(buf, 1, sizeof(buf), f);
			fclose(f);
			if (dump_one(argv[2], base(argv[i]), buf, n) != 0) return 1;
		}
		return 0;
	}
	fprintf(stderr, "usage: %s seed DIR | dump OBJ FILE...\n", argv[0]);
	return 2;
}
