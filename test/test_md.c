/* SHA-256 against the FIPS 180-2 examples, HMAC-SHA-256 against RFC 4231,
 * HKDF-SHA-256 against RFC 5869, and expand_message_xmd against the RFC
 * 9380 vectors in vectors/xmd_sha256.txt; plus every error path. */
#include "test_common.h"

static int hexeq(const unsigned char *b, size_t n, const char *hex) {
	unsigned char t[512];
	if (n > sizeof(t) || test_unhex(t, n, hex)) return 0;
	return memcmp(b, t, n) == 0;
}

static void test_sha256(void) {
	unsigned char o[32];
	static const char *m448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	static const char *m896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
	/* FIPS 180-2, appendix B, and the empty message */
	oat_md_map_sh256(o, "abc", 3);
	CHECK(hexeq(o, 32, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
	oat_md_map_sh256(o, "", 0);
	CHECK(hexeq(o, 32, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
	oat_md_map_sh256(o, m448, strlen(m448));
	CHECK(hexeq(o, 32, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
	oat_md_map_sh256(o, m896, strlen(m896));
	CHECK(hexeq(o, 32, "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"));
	/* one million 'a', fed in uneven pieces */
	oat_sha256_ctx c;
	unsigned char a[1000];
	memset(a, 'a', sizeof(a));
	oat_sha256_init(&c);
	size_t done = 0, step = 1;
	while (done < 1000000) {
		size_t n = step % 997 + 1;
		if (n > 1000000 - done) n = 1000000 - done;
		oat_sha256_update(&c, a, n);
		done += n;
		step = step * 7 + 3;
	}
	oat_sha256_final(o, &c);
	CHECK(hexeq(o, 32, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
	/* every split of the 896-bit message gives the same digest */
	for (size_t k = 0; k <= strlen(m896); k++) {
		oat_sha256_init(&c);
		oat_sha256_update(&c, m896, k);
		oat_sha256_update(&c, m896 + k, strlen(m896) - k);
		oat_sha256_final(o, &c);
		CHECK(hexeq(o, 32, "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"));
	}
	/* the padding boundaries: 55, 56, 63, 64 bytes of 'a' vs incremental */
	for (size_t n = 50; n < 130; n++) {
		unsigned char o2[32];
		oat_md_map_sh256(o, a, n);
		oat_sha256_init(&c);
		for (size_t i = 0; i < n; i++) oat_sha256_update(&c, a + i, 1);
		oat_sha256_final(o2, &c);
		CHECK(memcmp(o, o2, 32) == 0);
	}
}

static void test_hmac_hkdf(void) {
	unsigned char o[82], key[131], prk[32], ikm[80], salt[80], info[80];
	/* RFC 4231 test cases 1 and 6 */
	memset(key, 0x0b, 20);
	oat_md_hmac(o, key, 20, (const unsigned char *)"Hi There", 8);
	CHECK(hexeq(o, 32, "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"));
	memset(key, 0xaa, 131);
	static const char *m6 = "Test Using Larger Than Block-Size Key - Hash Key First";
	oat_md_hmac(o, key, 131, (const unsigned char *)m6, strlen(m6));
	CHECK(hexeq(o, 32, "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"));
	/* RFC 5869 test case 1 */
	memset(ikm, 0x0b, 22);
	for (int i = 0; i < 13; i++) salt[i] = (unsigned char)i;
	for (int i = 0; i < 10; i++) info[i] = (unsigned char)(0xf0 + i);
	oat_md_hkdf_extract(prk, salt, 13, ikm, 22);
	CHECK(hexeq(prk, 32, "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5"));
	CHECK_EQ_INT(oat_md_hkdf_expand(o, 42, prk, info, 10), OAT_OK);
	CHECK(hexeq(o, 42, "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"));
	/* RFC 5869 test case 2 (long inputs, 82 bytes out) */
	for (int i = 0; i < 80; i++) {
		ikm[i] = (unsigned char)i;
		salt[i] = (unsigned char)(0x60 + i);
		info[i] = (unsigned char)(0xb0 + i);
	}
	oat_md_hkdf_extract(prk, salt, 80, ikm, 80);
	CHECK(hexeq(prk, 32, "06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244"));
	CHECK_EQ_INT(oat_md_hkdf_expand(o, 82, prk, info, 80), OAT_OK);
	CHECK(hexeq(o, 82, "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87"));
	/* RFC 5869 test case 3 (empty salt and info) */
	memset(ikm, 0x0b, 22);
	oat_md_hkdf_extract(prk, NULL, 0, ikm, 22);
	CHECK(hexeq(prk, 32, "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04"));
	CHECK_EQ_INT(oat_md_hkdf_expand(o, 42, prk, NULL, 0), OAT_OK);
	CHECK(hexeq(o, 42, "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"));
	CHECK_EQ_INT(oat_md_hkdf_expand(o, 255 * 32 + 1, prk, NULL, 0), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_md_hkdf_expand(NULL, 32, prk, NULL, 0), OAT_ERR_ARGUMENT);
}

static void test_xmd(const char *dir) {
	char path[1024], line[2048], dst[300] = "", msg[600] = "";
	unsigned char out[256], exp[256];
	size_t len = 0;
	int n = 0;
	snprintf(path, sizeof(path), "%s/xmd_sha256.txt", dir);
	FILE *f = fopen(path, "r");
	CHECK(f != NULL);
	if (!f) return;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\r\n")] = '\0';
		if (!strncmp(line, "dst = ", 6)) snprintf(dst, sizeof(dst), "%s", line + 6);
		else if (!strncmp(line, "len = ", 6)) len = (size_t)atoi(line + 6);
		else if (!strncmp(line, "msg = ", 6)) {
			const char *m = line + 6;
			if (!strcmp(m, "(empty)")) msg[0] = '\0';
			else if (!strcmp(m, "q128_")) { strcpy(msg, "q128_"); memset(msg + 5, 'q', 128); msg[133] = '\0'; }
			else if (!strcmp(m, "a512_")) { strcpy(msg, "a512_"); memset(msg + 5, 'a', 512); msg[517] = '\0'; }
			else snprintf(msg, sizeof(msg), "%s", m);
		} else if (!strncmp(line, "out = ", 6)) {
			CHECK(test_unhex(exp, len, line + 6) == 0);
			CHECK_EQ_INT(oat_md_xmd(out, len, (const unsigned char *)msg, strlen(msg),
				(const unsigned char *)dst, strlen(dst)), OAT_OK);
			CHECK(memcmp(out, exp, len) == 0);
			n++;
		}
	}
	fclose(f);
	CHECK_EQ_INT(n, 20);
	/* errors: length 0 and over 255 blocks, empty dst, NULL */
	const unsigned char d[] = "DST";
	unsigned char big[8192];
	CHECK_EQ_INT(oat_md_xmd(out, 0, d, 3, d, 3), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_md_xmd(big, 8160, d, 3, d, 3), OAT_OK);
	CHECK_EQ_INT(oat_md_xmd(big, 8161, d, 3, d, 3), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_md_xmd(out, 32, d, 3, d, 0), OAT_ERR_LENGTH);
	CHECK_EQ_INT(oat_md_xmd(out, 32, d, 3, NULL, 3), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_md_xmd(NULL, 32, d, 3, d, 3), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_md_xmd(out, 32, NULL, 3, d, 3), OAT_ERR_ARGUMENT);
	CHECK_EQ_INT(oat_md_xmd(out, 32, NULL, 0, d, 3), OAT_OK);
	/* a 255-byte DST is used as is, a 256-byte one is hashed: different outputs */
	unsigned char l1[256], o1[32], o2[32];
	memset(l1, 'D', sizeof(l1));
	CHECK_EQ_INT(oat_md_xmd(o1, 32, d, 3, l1, 255), OAT_OK);
	CHECK_EQ_INT(oat_md_xmd(o2, 32, d, 3, l1, 256), OAT_OK);
	CHECK(memcmp(o1, o2, 32) != 0);
}

int main(int argc, char **argv) {
	if (argc < 2) {
		fprintf(stderr, "usage: test_md VECTOR_DIR\n");
		return 2;
	}
	test_sha256();
	test_hmac_hkdf();
	test_xmd(argv[1]);
	return test_report("test_md");
}
