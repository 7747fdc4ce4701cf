/* The SHA-2 family against the FIPS 180-2 / NIST example values and the
 * NIST CAVP SHAVS byte-oriented vectors (vectors/shavs/), HMAC over each
 * against RFC 4231 and against its definition built from the hash, every
 * split of messages around the block boundaries into two or three updates,
 * HKDF-SHA-256 against RFC 5869, expand_message_xmd against the RFC 9380
 * vectors in vectors/xmd_sha256.txt, BLAKE2b and BLAKE2s against RFC 7693
 * (appendices A, B and E) and Python's hashlib for salts, personalisations
 * and keys; plus every error path.  The vectors go through the block
 * function the library chose (with OAT_SHA256_SHANI, the SHA extensions'
 * where the CPU has them); test_sha256_blocks runs the other against it. */
#include "test_common.h"
#include "md/sha256_int.h"

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

static const oat_md_alg algs[4] = { OAT_MD_SHA224, OAT_MD_SHA256, OAT_MD_SHA384, OAT_MD_SHA512 };

/* The one-call form of each hash by name, to check it beside the generic one. */
static void map_by_name(oat_md_alg alg, unsigned char *out, const void *in, size_t len) {
	switch (alg) {
	case OAT_MD_SHA224: oat_md_map_sh224(out, in, len); break;
	case OAT_MD_SHA256: oat_md_map_sh256(out, in, len); break;
	case OAT_MD_SHA384: oat_md_map_sh384(out, in, len); break;
	case OAT_MD_SHA512: oat_md_map_sh512(out, in, len); break;
	}
}

/* The example values of SHA-224 (RFC 3874, section 3, = the FIPS 180-2
 * change notice's), SHA-384 and SHA-512 (FIPS 180-2, appendices C and D;
 * NIST's "Example Algorithms" SHA384.pdf and SHA512.pdf): "abc", the
 * two-block message (448 bits for SHA-224, 896 bits for the others), and one
 * million 'a'. */
static void test_sha2_examples(void) {
	static const char *m448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	static const char *m896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
	static const struct {
		oat_md_alg alg;
		const char *abc, *two, *million;
	} ex[3] = {
		{ OAT_MD_SHA224,
		  "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7",
		  "75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525",
		  "20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67" },
		{ OAT_MD_SHA384,
		  "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
		  "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039",
		  "9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985" },
		{ OAT_MD_SHA512,
		  "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
		  "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909",
		  "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b" },
	};
	unsigned char o[64], a[1000];
	memset(a, 'a', sizeof(a));
	for (int i = 0; i < 3; i++) {
		oat_md_alg alg = ex[i].alg;
		size_t n = oat_md_len(alg);
		const char *two = alg == OAT_MD_SHA224 ? m448 : m896;
		map_by_name(alg, o, "abc", 3);
		CHECK(hexeq(o, n, ex[i].abc));
		CHECK_EQ_INT(oat_md_hash(alg, o, "abc", 3), OAT_OK);
		CHECK(hexeq(o, n, ex[i].abc));
		map_by_name(alg, o, two, strlen(two));
		CHECK(hexeq(o, n, ex[i].two));
		/* one million 'a' through the hash's own context, in uneven pieces */
		oat_sha256_ctx c256;
		oat_sha512_ctx c512;
		if (alg == OAT_MD_SHA224) oat_sha224_init(&c256);
		else if (alg == OAT_MD_SHA384) oat_sha384_init(&c512);
		else oat_sha512_init(&c512);
		size_t done = 0, step = 1;
		while (done < 1000000) {
			size_t k = step % 997 + 1;
			if (k > 1000000 - done) k = 1000000 - done;
			if (alg == OAT_MD_SHA224) oat_sha256_update(&c256, a, k);
			else oat_sha512_update(&c512, a, k);
			done += k;
			step = step * 7 + 3;
		}
		if (alg == OAT_MD_SHA224) oat_sha224_final(o, &c256);
		else if (alg == OAT_MD_SHA384) oat_sha384_final(o, &c512);
		else oat_sha512_final(o, &c512);
		CHECK(hexeq(o, n, ex[i].million));
	}
}

/* test_unhex without sscanf (the SHAVS files hold 2 MB of hex, read under
 * qemu too): exactly 2*len hex digits into buf; returns 0 on success. */
static int unhex(unsigned char *buf, size_t len, const char *hex) {
	if (strlen(hex) != 2 * len) return -1;
	for (size_t i = 0; i < 2 * len; i++) {
		char ch = hex[i];
		int v = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 :
			ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1;
		if (v < 0) return -1;
		buf[i / 2] = (unsigned char)(i & 1 ? buf[i / 2] | v : v << 4);
	}
	return 0;
}

/* Reads one SHAVS byte-oriented response file (Len in bits, Msg and MD in
 * hex; Len = 0 comes with Msg = 00) and checks every entry with the hash's
 * one-call form, the generic one, and two updates split at a point that
 * moves with the entry; returns the number of entries. */
static int shavs_file(const char *dir, const char *name, oat_md_alg alg) {
	static char line[32768];
	static unsigned char msg[16384];
	unsigned char md[64], o[64];
	char path[1024];
	size_t len = 0, n = oat_md_len(alg);
	int count = 0, have_msg = 0;
	snprintf(path, sizeof(path), "%s/shavs/%s", dir, name);
	FILE *f = fopen(path, "r");
	CHECK(f != NULL);
	if (!f) return 0;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\r\n")] = '\0';
		if (!strncmp(line, "Len = ", 6)) {
			len = (size_t)atol(line + 6);
			CHECK(len % 8 == 0 && len / 8 <= sizeof(msg));
			len /= 8;
			have_msg = 0;
		} else if (!strncmp(line, "Msg = ", 6)) {
			have_msg = len == 0 ? !strcmp(line + 6, "00") : unhex(msg, len, line + 6) == 0;
			CHECK(have_msg);
		} else if (!strncmp(line, "MD = ", 5)) {
			CHECK(have_msg && unhex(md, n, line + 5) == 0);
			map_by_name(alg, o, msg, len);
			CHECK(memcmp(o, md, n) == 0);
			memset(o, 0, sizeof(o));
			CHECK_EQ_INT(oat_md_hash(alg, o, msg, len), OAT_OK);
			CHECK(memcmp(o, md, n) == 0);
			oat_md_ctx c;
			size_t cut = len ? (size_t)count * 37 % (len + 1) : 0;
			CHECK_EQ_INT(oat_md_init(&c, alg), OAT_OK);
			oat_md_update(&c, msg, cut);
			oat_md_update(&c, msg + cut, len - cut);
			oat_md_final(o, &c);
			CHECK(memcmp(o, md, n) == 0);
			count++;
		}
	}
	fclose(f);
	return count;
}

/* The NIST CAVP SHAVS vectors (vectors/shavs/, from shabytetestvectors.zip):
 * ShortMsg has every length of 0..B bytes, LongMsg 64 or 128 longer ones. */
static void test_shavs(const char *dir) {
	static const struct { const char *name; oat_md_alg alg; int count; } files[8] = {
		{ "SHA224ShortMsg.rsp", OAT_MD_SHA224, 65 }, { "SHA224LongMsg.rsp", OAT_MD_SHA224, 64 },
		{ "SHA256ShortMsg.rsp", OAT_MD_SHA256, 65 }, { "SHA256LongMsg.rsp", OAT_MD_SHA256, 64 },
		{ "SHA384ShortMsg.rsp", OAT_MD_SHA384, 129 }, { "SHA384LongMsg.rsp", OAT_MD_SHA384, 128 },
		{ "SHA512ShortMsg.rsp", OAT_MD_SHA512, 129 }, { "SHA512LongMsg.rsp", OAT_MD_SHA512, 128 },
	};
	for (int i = 0; i < 8; i++) CHECK_EQ_INT(shavs_file(dir, files[i].name, files[i].alg), files[i].count);
}

/* RFC 4231, section 4: test cases 1-7 for the four hashes; case 5 gives the
 * leftmost 128 bits of the MAC.  Keys and data are built as the RFC
 * describes them: "fill" bytes repeated, or the text shown. */
static void test_hmac_rfc4231(void) {
	static const struct {
		unsigned char kfill; size_t klen; /* kfill 0: the key is 0x01, 0x02, ... */
		const char *data; unsigned char dfill; size_t dlen; /* data NULL: dfill repeated */
		size_t maclen; /* 0: the whole digest */
		const char *mac[4]; /* SHA-224, SHA-256, SHA-384, SHA-512 */
	} tc[7] = {
		{ 0x0b, 20, "Hi There", 0, 8, 0, {
		  "896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22",
		  "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
		  "afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6",
		  "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854" } },
		{ 'J', 4, "what do ya want for nothing?", 0, 28, 0, { /* key "Jefe", below */
		  "a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44",
		  "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
		  "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649",
		  "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737" } },
		{ 0xaa, 20, NULL, 0xdd, 50, 0, {
		  "7fb3cb3588c6c1f6ffa9694d7d6ad2649365b0c1f65d69d1ec8333ea",
		  "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
		  "88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27",
		  "fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb" } },
		{ 0, 25, NULL, 0xcd, 50, 0, {
		  "6c11506874013cac6a2abc1bb382627cec6a90d86efc012de7afec5a",
		  "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
		  "3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb",
		  "b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd" } },
		{ 0x0c, 20, "Test With Truncation", 0, 20, 16, {
		  "0e2aea68a90c8d37c988bcdb9fca6fa8",
		  "a3b6167473100ee06e0c796c2955552b",
		  "3abf34c3503b2a23a46efc619baef897",
		  "415fad6271580a531d4179bc891d87a6" } },
		{ 0xaa, 131, "Test Using Larger Than Block-Size Key - Hash Key First", 0, 54, 0, {
		  "95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e",
		  "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
		  "4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952",
		  "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598" } },
		{ 0xaa, 131, "This is a test using a larger than block-size key and a larger than block-size data. "
		  "The key needs to be hashed before being used by the HMAC algorithm.", 0, 152, 0, {
		  "3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1",
		  "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
		  "6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e",
		  "e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58" } },
	};
	unsigned char key[131], data[152], o[64];
	for (int t = 0; t < 7; t++) {
		if (t == 1) memcpy(key, "Jefe", 4);
		else for (size_t i = 0; i < tc[t].klen; i++) key[i] = tc[t].kfill ? tc[t].kfill : (unsigned char)(i + 1);
		if (tc[t].data) {
			CHECK_EQ_INT(strlen(tc[t].data), tc[t].dlen);
			memcpy(data, tc[t].data, tc[t].dlen);
		} else {
			memset(data, tc[t].dfill, tc[t].dlen);
		}
		for (int a = 0; a < 4; a++) {
			size_t n = tc[t].maclen ? tc[t].maclen : oat_md_len(algs[a]);
			CHECK_EQ_INT(oat_hmac(algs[a], o, key, tc[t].klen, data, tc[t].dlen), OAT_OK);
			CHECK(hexeq(o, n, tc[t].mac[a]));
			oat_hmac_ctx c;
			CHECK_EQ_INT(oat_hmac_init(&c, algs[a], key, tc[t].klen), OAT_OK);
			for (size_t i = 0; i < tc[t].dlen; i++) oat_hmac_update(&c, data + i, 1);
			oat_hmac_final(o, &c);
			CHECK(hexeq(o, n, tc[t].mac[a]));
		}
		/* the SHA-256 form of the existing API */
		oat_md_hmac(o, key, tc[t].klen, data, tc[t].dlen);
		CHECK(hexeq(o, tc[t].maclen ? tc[t].maclen : 32, tc[t].mac[1]));
	}
}

/* HMAC from its definition (FIPS 198-1, section 4) with the one-call hash,
 * as an independent model of oat_hmac. */
static void hmac_model(oat_md_alg alg, unsigned char *out, const unsigned char *key, size_t keylen,
		const unsigned char *msg, size_t msglen) {
	static unsigned char buf[128 + 1024];
	unsigned char k0[128] = {0}, ih[64];
	size_t b = oat_md_block_len(alg), n = oat_md_len(alg);
	if (keylen > b) CHECK_EQ_INT(oat_md_hash(alg, k0, key, keylen), OAT_OK);
	else memcpy(k0, key, keylen);
	for (size_t i = 0; i < b; i++) buf[i] = k0[i] ^ 0x36;
	memcpy(buf + b, msg, msglen);
	CHECK_EQ_INT(oat_md_hash(alg, ih, buf, b + msglen), OAT_OK);
	for (size_t i = 0; i < b; i++) buf[i] = k0[i] ^ 0x5c;
	memcpy(buf + b, ih, n);
	CHECK_EQ_INT(oat_md_hash(alg, out, buf, b + n), OAT_OK);
}

/* A cut next to a multiple of 64 (so of 128 too), or at the end. */
static int near_block(size_t k, size_t len) {
	return k % 64 <= 1 || k % 64 == 63 || k == len;
}

/* Messages of lengths around the block boundaries (64 and 128) hashed and
 * MACed in one call, then in three updates cut at i <= j: every such pair
 * up to 129 bytes; for 200 and 1000 bytes every two-way split (j = i or
 * j = len) and the three-way splits with both cuts next to a multiple of 64.
 * The contexts after the first update are copied for each j, and HMAC starts
 * from a copy of a keyed context (the copies are part of the API).  HMAC
 * also against its model, with a key of 0, B-1, B or B+1 bytes (one for
 * each hash). */
static void test_splits(void) {
	static const size_t lens[] = { 0, 1, 55, 56, 63, 64, 65, 111, 112, 119, 127, 128, 129, 200, 1000 };
	unsigned char m[1000], key[129], md[64], mac[64], x[64], y[64];
	test_rng g;
	test_rng_seed(&g, 0x5a2);
	test_rand(&g, m, sizeof(m));
	test_rand(&g, key, sizeof(key));
	for (int a = 0; a < 4; a++) {
		oat_md_alg alg = algs[a];
		size_t n = oat_md_len(alg), b = oat_md_block_len(alg);
		size_t keylens[4] = { 0, b - 1, b, b + 1 }, keylen = keylens[a];
		oat_md_ctx c0, c1, c;
		oat_hmac_ctx h0, h1, h;
		long bad = 0, count = 0;
		CHECK_EQ_INT(oat_md_init(&c0, alg), OAT_OK);
		CHECK_EQ_INT(oat_hmac_init(&h0, alg, key, keylen), OAT_OK);
		for (size_t l = 0; l < sizeof(lens) / sizeof(lens[0]); l++) {
			size_t len = lens[l];
			CHECK_EQ_INT(oat_md_hash(alg, md, m, len), OAT_OK);
			CHECK_EQ_INT(oat_hmac(alg, mac, key, keylen, m, len), OAT_OK);
			hmac_model(alg, x, key, keylen, m, len);
			CHECK(memcmp(x, mac, n) == 0);
			for (size_t i = 0; i <= len; i++) {
				c1 = c0;
				h1 = h0;
				oat_md_update(&c1, m, i);
				oat_hmac_update(&h1, m, i);
				for (size_t j = i; j <= len; j++) {
					if (len > 129 && j != i && j != len && !(near_block(i, len) && near_block(j, len)))
						continue;
					c = c1;
					h = h1;
					oat_md_update(&c, m + i, j - i);
					oat_md_update(&c, m + j, len - j);
					oat_md_final(x, &c);
					oat_hmac_update(&h, m + i, j - i);
					oat_hmac_update(&h, m + j, len - j);
					oat_hmac_final(y, &h);
					bad += memcmp(x, md, n) != 0 || memcmp(y, mac, n) != 0;
					count++;
				}
			}
		}
		CHECK_EQ_INT(bad, 0);
		CHECK_EQ_INT(count, 58412); /* 54874 up to 129 bytes, 456 of 200, 3082 of 1000 */
		oat_md_final(x, &c0);
		oat_hmac_final(y, &h0);
	}
	unsigned char o1[64], o2[64];
	/* the key lengths around B for every hash against the model */
	for (int a = 0; a < 4; a++) {
		size_t b = oat_md_block_len(algs[a]), n = oat_md_len(algs[a]);
		for (size_t keylen = 0; keylen <= b + 1; keylen += (keylen + 2 < b ? 7 : 1)) {
			CHECK_EQ_INT(oat_hmac(algs[a], o1, key, keylen, m, 77), OAT_OK);
			hmac_model(algs[a], o2, key, keylen, m, 77);
			CHECK(memcmp(o1, o2, n) == 0);
		}
	}
	/* a keyed context copied by assignment MACs as a fresh one (HMAC_DRBG reuses K) */
	oat_hmac_ctx k, c;
	CHECK_EQ_INT(oat_hmac_init(&k, OAT_MD_SHA512, key, 64), OAT_OK);
	for (size_t len = 0; len < 300; len += 100) {
		c = k;
		oat_hmac_update(&c, m, len);
		oat_hmac_final(o1, &c);
		CHECK_EQ_INT(oat_hmac(OAT_MD_SHA512, o2, key, 64, m, len), OAT_OK);
		CHECK(memcmp(o1, o2, 64) == 0);
	}
}

/* Every error path of the generic hash and HMAC: NULL pointers with a
 * length, unknown algorithms (then nothing is written), and the lengths. */
static void test_md_errors(void) {
	static const oat_md_alg bad[3] = { (oat_md_alg)0, (oat_md_alg)5, (oat_md_alg)-1 };
	static const size_t lens[4][2] = { { 28, 64 }, { 32, 64 }, { 48, 128 }, { 64, 128 } };
	unsigned char o[65], e[64], key[4] = { 1, 2, 3, 4 };
	oat_md_ctx c;
	oat_hmac_ctx h;
	for (int a = 0; a < 4; a++) {
		oat_md_alg alg = algs[a];
		size_t n = lens[a][0];
		CHECK_EQ_INT(oat_md_len(alg), n);
		CHECK_EQ_INT(oat_md_block_len(alg), lens[a][1]);
		CHECK_EQ_INT(oat_md_init(NULL, alg), OAT_ERR_ARGUMENT);
		/* out NULL; in NULL with a length: out zeroed up to its length, no further */
		CHECK_EQ_INT(oat_md_hash(alg, NULL, "abc", 3), OAT_ERR_ARGUMENT);
		memset(o, 0xee, sizeof(o));
		CHECK_EQ_INT(oat_md_hash(alg, o, NULL, 3), OAT_ERR_ARGUMENT);
		CHECK(o[0] == 0 && o[n - 1] == 0 && o[n] == 0xee);
		/* in NULL with length 0 is the empty message */
		CHECK_EQ_INT(oat_md_hash(alg, o, NULL, 0), OAT_OK);
		map_by_name(alg, e, "", 0);
		CHECK(memcmp(o, e, n) == 0);
		CHECK_EQ_INT(oat_md_init(&c, alg), OAT_OK);
		oat_md_update(&c, NULL, 0);
		oat_md_final(o, &c);
		CHECK(memcmp(o, e, n) == 0);
		/* HMAC: NULL context, out, key or msg with a length */
		CHECK_EQ_INT(oat_hmac_init(NULL, alg, key, 4), OAT_ERR_ARGUMENT);
		memset(&h, 0xee, sizeof(h));
		CHECK_EQ_INT(oat_hmac_init(&h, alg, NULL, 4), OAT_ERR_ARGUMENT);
		memset(o, 0xee, sizeof(o));
		oat_hmac_update(&h, key, 4);
		oat_hmac_final(o, &h); /* the zeroed context writes nothing */
		CHECK(o[0] == 0xee && o[63] == 0xee);
		CHECK_EQ_INT(oat_hmac(alg, NULL, key, 4, key, 4), OAT_ERR_ARGUMENT);
		memset(o, 0xee, sizeof(o));
		CHECK_EQ_INT(oat_hmac(alg, o, NULL, 4, key, 4), OAT_ERR_ARGUMENT);
		CHECK(o[0] == 0 && o[n - 1] == 0 && o[n] == 0xee);
		memset(o, 0xee, sizeof(o));
		CHECK_EQ_INT(oat_hmac(alg, o, key, 4, NULL, 4), OAT_ERR_ARGUMENT);
		CHECK(o[0] == 0 && o[n - 1] == 0 && o[n] == 0xee);
		/* NULL key and message of length 0: HMAC with the empty key of the empty message */
		CHECK_EQ_INT(oat_hmac(alg, o, NULL, 0, NULL, 0), OAT_OK);
		hmac_model(alg, e, key, 0, key, 0);
		CHECK(memcmp(o, e, n) == 0);
		CHECK_EQ_INT(oat_hmac_init(&h, alg, NULL, 0), OAT_OK);
		oat_hmac_update(&h, NULL, 0);
		oat_hmac_final(o, &h);
		CHECK(memcmp(o, e, n) == 0);
	}
	for (int i = 0; i < 3; i++) {
		CHECK_EQ_INT(oat_md_len(bad[i]), 0);
		CHECK_EQ_INT(oat_md_block_len(bad[i]), 0);
		memset(o, 0xee, sizeof(o));
		CHECK_EQ_INT(oat_md_hash(bad[i], o, "abc", 3), OAT_ERR_ARGUMENT);
		CHECK(o[0] == 0xee && o[64] == 0xee); /* the length is unknown: nothing written */
		CHECK_EQ_INT(oat_hmac(bad[i], o, key, 4, key, 4), OAT_ERR_ARGUMENT);
		CHECK(o[0] == 0xee && o[64] == 0xee);
		CHECK_EQ_INT(oat_md_init(NULL, bad[i]), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(oat_hmac_init(NULL, bad[i], key, 4), OAT_ERR_ARGUMENT);
		/* a failed init leaves a zeroed context: update and final do nothing */
		memset(&c, 0xee, sizeof(c));
		CHECK_EQ_INT(oat_md_init(&c, bad[i]), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(c.alg, 0);
		oat_md_update(&c, "abc", 3);
		oat_md_final(o, &c);
		CHECK(o[0] == 0xee && o[64] == 0xee);
		memset(&h, 0xee, sizeof(h));
		CHECK_EQ_INT(oat_hmac_init(&h, bad[i], key, 4), OAT_ERR_ARGUMENT);
		CHECK_EQ_INT(h.in.alg, 0);
		CHECK_EQ_INT(h.out.alg, 0);
		oat_hmac_update(&h, "abc", 3);
		oat_hmac_final(o, &h);
		CHECK(o[0] == 0xee && o[64] == 0xee);
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
	/* errors leave zeros (the buffer holds len bytes, as the contract says) */
	static unsigned char big[255 * 32 + 1];
	memset(big, 0xa5, sizeof(big));
	CHECK_EQ_INT(oat_md_hkdf_expand(big, sizeof(big), prk, NULL, 0), OAT_ERR_LENGTH);
	CHECK(big[0] == 0 && big[sizeof(big) - 1] == 0);
	memset(o, 0xa5, 42);
	CHECK_EQ_INT(oat_md_hkdf_expand(o, 42, NULL, NULL, 0), OAT_ERR_ARGUMENT);
	CHECK(o[0] == 0 && o[41] == 0);
	memset(o, 0xa5, 42);
	CHECK_EQ_INT(oat_md_hkdf_expand(o, 42, prk, NULL, 3), OAT_ERR_ARGUMENT);
	CHECK(o[0] == 0 && o[41] == 0);
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
	memset(out, 0xa5, 32);
	CHECK_EQ_INT(oat_md_xmd(out, 32, d, 3, NULL, 3), OAT_ERR_ARGUMENT);
	CHECK(out[0] == 0 && out[31] == 0);                      /* the neutral output */
	CHECK_EQ_INT(oat_md_xmd(NULL, 32, d, 3, d, 3), OAT_ERR_ARGUMENT);
	memset(out, 0xa5, 32);
	CHECK_EQ_INT(oat_md_xmd(out, 32, NULL, 3, d, 3), OAT_ERR_ARGUMENT);
	CHECK(out[0] == 0 && out[31] == 0);
	CHECK_EQ_INT(oat_md_xmd(out, 32, NULL, 0, d, 3), OAT_OK);
	/* a 255-byte DST is used as is, a 256-byte one is hashed: different outputs */
	unsigned char l1[256], o1[32], o2[32];
	memset(l1, 'D', sizeof(l1));
	CHECK_EQ_INT(oat_md_xmd(o1, 32, d, 3, l1, 255), OAT_OK);
	CHECK_EQ_INT(oat_md_xmd(o2, 32, d, 3, l1, 256), OAT_OK);
	CHECK(memcmp(o1, o2, 32) != 0);
}

/* ---- BLAKE2b and BLAKE2s ------------------------------------------------ */

/* RFC 7693 appendix E: a Fibonacci sequence of bytes */
static void b2_seq(unsigned char *out, size_t len, uint32_t seed) {
	uint32_t a = 0xDEAD4BADu * seed, b = 1, t;
	for (size_t i = 0; i < len; i++) {
		t = a + b;
		a = b;
		b = t;
		out[i] = (unsigned char)(t >> 24);
	}
}

/* b = 1: BLAKE2b, else BLAKE2s; one call through the context, with the
 * message split at cut (cut > len: no split) */
static int b2_hash(int b, unsigned char *out, size_t outlen, const unsigned char *key, size_t keylen,
		const unsigned char *salt, const unsigned char *pers, const unsigned char *m, size_t len,
		size_t cut) {
	oat_blake2b_ctx cb;
	oat_blake2s_ctx cs;
	oat_err e = b ? oat_blake2b_init(&cb, outlen, key, keylen, salt, pers)
		: oat_blake2s_init(&cs, outlen, key, keylen, salt, pers);
	if (e != OAT_OK) return 0;
	if (cut > len) cut = len;
	if (b) {
		oat_blake2b_update(&cb, m, cut);
		oat_blake2b_update(&cb, m + cut, len - cut);
		oat_blake2b_final(out, &cb);
	} else {
		oat_blake2s_update(&cs, m, cut);
		oat_blake2s_update(&cs, m + cut, len - cut);
		oat_blake2s_final(out, &cs);
	}
	return 1;
}

/* RFC 7693 appendix E's self-test: the hash of the hashes, unkeyed and
 * keyed, of every digest length and input length of its parameter sets */
static int b2_selftest(int b) {
	static const size_t md_b[4] = { 20, 32, 48, 64 }, in_b[6] = { 0, 3, 128, 129, 255, 1024 };
	static const size_t md_s[4] = { 16, 20, 28, 32 }, in_s[6] = { 0, 3, 64, 65, 255, 1024 };
	/* RFC 7693, appendix E: blake2b_res and blake2s_res */
	static const char *res_b = "c23a7800d98123bd10f506c61e29da5603d763b8bbad2e737f5e765a7bccd475";
	static const char *res_s = "6a411f08ce25adcdfb02aba641451cec53c598b24f4fc787fbdc88797f4c1dfe";
	unsigned char in[1024], md[64], key[64], g[32];
	oat_blake2b_ctx cb;
	oat_blake2s_ctx cs;
	if (b ? oat_blake2b_init(&cb, 32, NULL, 0, NULL, NULL) : oat_blake2s_init(&cs, 32, NULL, 0, NULL, NULL))
		return 0;
	for (int i = 0; i < 4; i++) {
		size_t outlen = b ? md_b[i] : md_s[i];
		for (int j = 0; j < 6; j++) {
			size_t inlen = b ? in_b[j] : in_s[j];
			b2_seq(in, inlen, (uint32_t)inlen);
			if (b ? oat_blake2b(md, outlen, NULL, 0, in, inlen) : oat_blake2s(md, outlen, NULL, 0, in, inlen))
				return 0;
			if (b) oat_blake2b_update(&cb, md, outlen);
			else oat_blake2s_update(&cs, md, outlen);
			b2_seq(key, outlen, (uint32_t)outlen);
			if (b ? oat_blake2b(md, outlen, key, outlen, in, inlen) : oat_blake2s(md, outlen, key, outlen, in, inlen))
				return 0;
			if (b) oat_blake2b_update(&cb, md, outlen);
			else oat_blake2s_update(&cs, md, outlen);
		}
	}
	if (b) oat_blake2b_final(g, &cb);
	else oat_blake2s_final(g, &cs);
	return hexeq(g, 32, b ? res_b : res_s);
}

static void test_blake2(void) {
	unsigned char o[64], p[64];
	/* RFC 7693, appendices A and B */
	oat_md_map_b2b512(o, "abc", 3);
	CHECK(hexeq(o, 64, "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"
		"7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923"));
	oat_md_map_b2s256(o, "abc", 3);
	CHECK(hexeq(o, 32, "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982"));
	/* BLAKE2s-160 is a hash of its own (the length is in the parameters,
	 * not a truncation); Python's hashlib.blake2s(b"abc", digest_size=20) */
	oat_md_map_b2s160(o, "abc", 3);
	CHECK(hexeq(o, 20, "5ae3b99be29b01834c3b508521ede60438f8de17"));
	CHECK(b2_hash(0, p, 20, NULL, 0, NULL, NULL, (const unsigned char *)"abc", 3, 9) && !memcmp(o, p, 20));
	CHECK(b2_selftest(1));
	CHECK(b2_selftest(0));
	/* salts, personalisations (Zcash's "Zcash_RedJubjubH" and "Zcash_G_"),
	 * keys and lengths around the blocks: Python 3.11's hashlib.blake2b and
	 * blake2s (CPython's copy of the BLAKE2 reference code) as the
	 * independent implementation; the message byte i is 7 i + 3 */
	static const struct {
		int b;
		size_t outlen, keylen;
		const char *salt, *pers;
		size_t mlen;
		const char *out;
	} v[] = {
	{ 1, 64, 0, NULL, "5a636173685f5265644a75626a756248", 0, "fd871feb5e5a07be52944fd7f3af7ed6848a4f515e1125ab6f158b4b9eb6fdc3640611eacb46754c891541e1b1a2a658e99a932e5de3f24a55fb066f8bf8d84a" },
	{ 1, 64, 0, NULL, "5a636173685f5265644a75626a756248", 3, "e0f4709122394f1ad53a420f851f19953eb73a6d1c2ccaef2df3d77f5d5fa39b2fe09bf1e900e1784c26acf644f8a11c8c35b1da5e5f25c40dd9d698453a920e" },
	{ 1, 64, 0, NULL, "5a636173685f5265644a75626a756248", 128, "7ae2cc30e5ffd51bf4f86dbef6d6d670acebaaecab28344dc9e0a0d9ba9f58a3242bf9a93ed51c27590df9d098bbfd12da9c2b6c1c647f3793e7773b95888adf" },
	{ 1, 64, 0, NULL, "5a636173685f5265644a75626a756248", 129, "9042844ce47853c7d0d3de263ef3e8c713294f837a7fb30676d4064b031a7d1dcb928316bcf4b9a8af6ab08c59088a7b527302f13b53148338254cb28f682765" },
	{ 1, 32, 7, "6465666768696a6b6c6d6e6f70717273", "0102030405060708090a0b0c0d0e0f10", 255, "9ebae254ffeee572c359e9d4fe43b74bade36c22c62365dc5a2e2ca0c6162329" },
	{ 1, 17, 64, "c8c9cacbcccdcecfd0d1d2d3d4d5d6d7", NULL, 256, "80261e2cef33b736bd234664a67b041632" },
	{ 1, 1, 1, NULL, NULL, 1, "00" },
	{ 1, 64, 64, NULL, NULL, 651, "4a65ee1e2792fb09810d64789ba0591485a80275402e13e10d6a14b5d46306fa2e17b3a227177a464d7846b2e48e7b0eec5b0c9a737f12dd3e794ef1f139071f" },
	{ 0, 32, 0, NULL, "5a636173685f475f", 0, "44019295aee03358a9b681963889dd8c45022e9248e2f6e960166660a99447b7" },
	{ 0, 32, 0, NULL, "5a636173685f475f", 3, "aaf3ffb4bae8135d051e1ff544b1e6ecd93630d87a1a402751cef9499d0a51dc" },
	{ 0, 32, 0, NULL, "5a636173685f475f", 64, "c9b7e817c462ef156f8eec144eefa8234010ac70b5a3f4134147602577740958" },
	{ 0, 32, 0, NULL, "5a636173685f475f", 65, "d73b44c8df7ebb7444972f5d43e684e70abfc9340944a0938164c4df5a06d528" },
	{ 0, 16, 7, "6465666768696a6b", "0102030405060708", 127, "d0ba04504cf7cffa5ff6b2f659809de3" },
	{ 0, 17, 32, "c8c9cacbcccdcecf", NULL, 128, "79c0529826c1af468b52886285c798512d" },
	{ 0, 1, 1, NULL, NULL, 1, "33" },
	{ 0, 32, 32, NULL, NULL, 331, "c305c1594af69820483530f1eedb0e42870f540a7ad4fc3c165e593e4b32defa" },
	};
	unsigned char m[700], key[64], salt[16], pers[16];
	for (size_t i = 0; i < sizeof(m); i++) m[i] = (unsigned char)(7 * i + 3);
	for (size_t i = 0; i < sizeof(key); i++) key[i] = (unsigned char)(13 * i + 5);
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		size_t sl = v[i].b ? 16 : 8;
		int ok = (!v[i].salt || !test_unhex(salt, sl, v[i].salt)) && (!v[i].pers || !test_unhex(pers, sl, v[i].pers));
		CHECK(ok);
		/* every split of the message into two updates gives the digest */
		for (size_t cut = 0; cut <= v[i].mlen + 1; cut += (v[i].mlen > 200 ? 37 : 1)) {
			memset(o, 0, sizeof(o));
			CHECK(b2_hash(v[i].b, o, v[i].outlen, key, v[i].keylen, v[i].salt ? salt : NULL,
				v[i].pers ? pers : NULL, m, v[i].mlen, cut));
			CHECK(hexeq(o, v[i].outlen, v[i].out));
		}
		if (!v[i].salt && !v[i].pers) {
			CHECK((v[i].b ? oat_blake2b(o, v[i].outlen, key, v[i].keylen, m, v[i].mlen)
				: oat_blake2s(o, v[i].outlen, key, v[i].keylen, m, v[i].mlen)) == OAT_OK);
			CHECK(hexeq(o, v[i].outlen, v[i].out));
		}
	}
	/* an all-zero salt or personalisation is the same as none */
	memset(salt, 0, sizeof(salt));
	CHECK(b2_hash(1, o, 64, NULL, 0, salt, salt, m, 100, 50) && b2_hash(1, p, 64, NULL, 0, NULL, NULL, m, 100, 7)
		&& !memcmp(o, p, 64));
	/* many small updates */
	{
		oat_blake2b_ctx c;
		CHECK(oat_blake2b_init(&c, 64, key, 64, NULL, NULL) == OAT_OK);
		for (size_t i = 0; i < 651; i += 3) oat_blake2b_update(&c, m + i, i + 3 <= 651 ? 3 : 651 - i);
		oat_blake2b_final(o, &c);
		CHECK(hexeq(o, 64, v[7].out));
	}
	/* errors: a zeroed context, nothing written, a zeroed output */
	{
		oat_blake2b_ctx cb;
		oat_blake2s_ctx cs;
		CHECK(oat_blake2b_init(&cb, 0, NULL, 0, NULL, NULL) == OAT_ERR_LENGTH);
		CHECK(oat_blake2b_init(&cb, 65, NULL, 0, NULL, NULL) == OAT_ERR_LENGTH);
		CHECK(oat_blake2b_init(&cb, 64, key, 65, NULL, NULL) == OAT_ERR_LENGTH);
		CHECK(oat_blake2b_init(&cb, 64, NULL, 1, NULL, NULL) == OAT_ERR_ARGUMENT);
		CHECK(oat_blake2b_init(NULL, 64, NULL, 0, NULL, NULL) == OAT_ERR_ARGUMENT);
		CHECK(oat_blake2s_init(&cs, 33, NULL, 0, NULL, NULL) == OAT_ERR_LENGTH);
		CHECK(oat_blake2s_init(&cs, 32, key, 33, NULL, NULL) == OAT_ERR_LENGTH);
		CHECK(oat_blake2s_init(&cs, 0, NULL, 0, NULL, NULL) == OAT_ERR_LENGTH);
		memset(o, 0xa5, sizeof(o));
		oat_blake2s_update(&cs, m, 10);
		oat_blake2s_final(o, &cs);
		CHECK(o[0] == 0xa5);
		{
			unsigned char big[66];               /* outlen 65: the buffer holds it */
			memset(big, 0xa5, sizeof(big));
			CHECK(oat_blake2b(big, 65, NULL, 0, m, 3) == OAT_ERR_LENGTH);
			CHECK(big[0] == 0 && big[64] == 0 && big[65] == 0xa5);
		}
		memset(o, 0xa5, sizeof(o));
		CHECK(oat_blake2s(o, 32, NULL, 0, NULL, 3) == OAT_ERR_ARGUMENT);
		CHECK(o[0] == 0 && o[31] == 0 && o[32] == 0xa5);
		CHECK(oat_blake2b(NULL, 32, NULL, 0, m, 3) == OAT_ERR_ARGUMENT);
		CHECK(oat_blake2s(o, 32, NULL, 0, NULL, 0) == OAT_OK);
		CHECK(hexeq(o, 32, "69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9"));
	}
}

/* The two SHA-256 block functions (portable C and, where built and the CPU
 * has them, the SHA extensions') on the same random states and blocks, 1 to
 * 9 blocks at a time at every alignment, and the C one on FIPS 180-2's "abc" block. */
static void test_sha256_blocks(void) {
	static const uint32_t iv[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
	uint32_t h[8];
	unsigned char blk[64] = { 'a', 'b', 'c', 0x80 };
	blk[63] = 24;
	memcpy(h, iv, sizeof(h));
	oat_sha256_blocks_c_(h, blk, 1);
	CHECK_EQ_INT(h[0], 0xba7816bf);
	CHECK_EQ_INT(h[7], 0xf20015ad);
#if defined(OAT_SHA256_SHANI)
	if (!oat_x64_have_sha()) {
		printf("test_md: no SHA extensions on this CPU: their block function not run\n");
		return;
	}
	test_rng g;
	test_rng_seed(&g, 256);
	unsigned char m[9 * 64 + 7];
	for (int it = 0; it < 2000; it++) {
		uint32_t a[8], b[8];
		size_t n = (size_t)it % 9 + 1, off = (size_t)it % 8;   /* any alignment */
		test_rand(&g, (unsigned char *)a, sizeof(a));
		test_rand(&g, m + off, n * 64);
		memcpy(b, a, sizeof(a));
		oat_sha256_blocks_c_(a, m + off, n);
		oat_sha256_blocks_shani_(b, m + off, n);
		CHECK(memcmp(a, b, sizeof(a)) == 0);
	}
	memcpy(h, iv, sizeof(h));
	oat_sha256_blocks_shani_(h, blk, 1);
	CHECK_EQ_INT(h[0], 0xba7816bf);
	CHECK_EQ_INT(h[7], 0xf20015ad);
#endif
}

int main(int argc, char **argv) {
	if (argc < 2) {
		fprintf(stderr, "usage: test_md VECTOR_DIR\n");
		return 2;
	}
	test_sha256();
	test_sha256_blocks();
	test_sha2_examples();
	test_shavs(argv[1]);
	test_hmac_rfc4231();
	test_splits();
	test_md_errors();
	test_hmac_hkdf();
	test_xmd(argv[1]);
	test_blake2();
	return test_report("test_md");
}
