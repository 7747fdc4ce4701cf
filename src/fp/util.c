/* Errors, random sources, byte and hex conversion, build configuration. */
#define _DEFAULT_SOURCE 1
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif
#include "fp/util.h"
#include "fp/count_int.h"

#if OAT_COUNT_ENABLED
_Thread_local oat_counts oat_count_tls;
int oat_count_enabled(void) { return 1; }
void oat_count_reset(void) { memset(&oat_count_tls, 0, sizeof(oat_count_tls)); }
void oat_count_get(oat_counts *c) { *c = oat_count_tls; }
#else
int oat_count_enabled(void) { return 0; }
void oat_count_reset(void) {}
void oat_count_get(oat_counts *c) { memset(c, 0, sizeof(*c)); }
#endif

const char *oat_err_str(oat_err e) {
	switch (e) {
	case OAT_OK: return "ok";
	case OAT_ERR_LENGTH: return "wrong length";
	case OAT_ERR_ENCODING: return "malformed encoding";
	case OAT_ERR_NOT_CANONICAL: return "value not below its modulus";
	case OAT_ERR_NOT_ON_CURVE: return "point not on the curve";
	case OAT_ERR_NOT_IN_GROUP: return "element not in the order-r subgroup";
	case OAT_ERR_RAND: return "random source failed";
	case OAT_ERR_ARGUMENT: return "invalid argument";
	case OAT_ERR_FLAGS: return "contradictory flag bits";
	case OAT_ERR_NO_SQRT: return "x is not the abscissa of a point on the curve";
	case OAT_ERR_INFINITY: return "point at infinity where it is not allowed";
	case OAT_ERR_VERIFY: return "signature does not verify";
	case OAT_ERR_ZERO: return "zero where a nonzero scalar is required";
	case OAT_ERR_DER: return "malformed DER";
	}
	return "unknown error";
}

int oat_rand_os(void *ctx, unsigned char *buf, size_t len) {
	(void)ctx;
	size_t done = 0;
#if defined(__linux__) && defined(SYS_getrandom)
	while (done < len) {
		long n = syscall(SYS_getrandom, buf + done, len - done, 0);
		if (n < 0) {
			if (errno == EINTR) continue;
			break;
		}
		done += (size_t)n;
	}
	if (done == len) return 0;
#endif
	int fd = open("/dev/urandom", O_RDONLY);
	if (fd < 0) return -1;
	while (done < len) {
		ssize_t n = read(fd, buf + done, len - done);
		if (n < 0 && errno == EINTR) continue;
		if (n <= 0) {
			close(fd);
			return -1;
		}
		done += (size_t)n;
	}
	close(fd);
	return 0;
}

void oat_config_print(void *file) {
	FILE *f = file ? (FILE *)file : stdout;
	fprintf(f, "version: %s\n", OAT_VERSION);
	fprintf(f, "preset: %s\n", OAT_PRESET);
	fprintf(f, "backend: %s\n", OAT_ARITH);
	fprintf(f, "limb bits: %d\n", OAT_WSIZE);
	fprintf(f, "curves: %s\n", OAT_CURVES);
	fprintf(f, "default curve: %s\n", OAT_DEFAULT_CURVE);
	fprintf(f, "generator tables: %s\n", OAT_GEN_TABLES);
	fprintf(f, "compiler: %s\n", OAT_COMPILER);
	fprintf(f, "build type: %s\n", OAT_BUILD_TYPE);
	fprintf(f, "flags: %s\n", OAT_CFLAGS);
	fprintf(f, "counting build: %s\n", OAT_COUNT_ENABLED ? "yes" : "no");
}

/* The value of the hex digit c and whether it is one, without a branch or a
 * table indexed by c (hex strings carry secrets: keys, scalars): each range
 * test is the sign of (x | (top - x)), negative iff x is outside [0, top]. */
static unsigned oat_hex_val_ct(unsigned char ch, unsigned *bad) {
	int c = ch, d = c - '0', l = (c | 0x20) - 'a';
	unsigned md = ((unsigned)(d | (9 - d)) >> 31) - 1;   /* all ones for 0-9 */
	unsigned ml = ((unsigned)(l | (5 - l)) >> 31) - 1;   /* a-f, A-F */
	*bad |= ~(md | ml) & 1;
	return ((unsigned)d & md) | ((unsigned)(l + 10) & ml);
}

oat_err oat_hex_decode(unsigned char *out, size_t outlen, const char *str, size_t len) {
	unsigned bad = 0;
	memset(out, 0, outlen);
	if (len >= 2) {
		/* a 0x prefix is format, not data: found without a branch on the
		 * first digit, then made public */
		unsigned c0 = (unsigned char)str[0] ^ '0', c1 = ((unsigned char)str[1] | 0x20) ^ 'x';
		unsigned pre = (((c0 | c1) - 1) >> 8) & 1;       /* c0, c1 < 256: 1 iff both 0 */
		oat_declassify(&pre, sizeof(pre));
		if (pre) {
			str += 2;
			len -= 2;
		}
	}
	if (len == 0) return OAT_ERR_ENCODING;
	/* one pass: digit k from the right goes to byte outlen-1-k/2 while there
	 * is room; validity gathered on the way */
	for (size_t k = 0; k < len; k++) {
		unsigned v = oat_hex_val_ct((unsigned char)str[len - 1 - k], &bad);
		if (k < 2 * outlen) out[outlen - 1 - k / 2] |= (unsigned char)(v << (4 * (k & 1)));
	}
	oat_declassify(&bad, sizeof(bad));                  /* the outcome is public */
	if (bad || len > 2 * outlen) {
		memset(out, 0, outlen);
		return bad ? OAT_ERR_ENCODING : OAT_ERR_LENGTH;
	}
	return OAT_OK;
}

/* the digit of the nibble n: n + '0', plus 'a' - '0' - 10 when n > 9, by
 * arithmetic (no table indexed by a secret) */
static char oat_hex_digit_ct(unsigned n) {
	return (char)(n + '0' + (((9 - n) >> 8) & ('a' - '0' - 10)));
}

void oat_hex_encode(char *str, const unsigned char *buf, size_t len) {
	for (size_t i = 0; i < len; i++) {
		str[2 * i] = oat_hex_digit_ct(buf[i] >> 4);
		str[2 * i + 1] = oat_hex_digit_ct(buf[i] & 15u);
	}
	str[2 * len] = '\0';
}

void oat_bytes_to_digs(oat_dig_t *d, int n, const unsigned char *buf, size_t nbytes) {
	for (int i = 0; i < n; i++) d[i] = 0;
	for (size_t i = 0; i < nbytes; i++) {
		size_t k = nbytes - 1 - i; /* byte weight 2^(8i) */
		if (i / sizeof(oat_dig_t) < (size_t)n)
			d[i / sizeof(oat_dig_t)] |= (oat_dig_t)buf[k] << (8 * (i % sizeof(oat_dig_t)));
	}
}

void oat_digs_to_bytes(unsigned char *buf, size_t nbytes, const oat_dig_t *d, int n) {
	for (size_t i = 0; i < nbytes; i++) {
		size_t k = nbytes - 1 - i;
		buf[k] = (i / sizeof(oat_dig_t) < (size_t)n)
			? (unsigned char)(d[i / sizeof(oat_dig_t)] >> (8 * (i % sizeof(oat_dig_t)))) : 0;
	}
}

/* memset, then a compiler barrier that claims to read the memory, so the
 * stores cannot be dropped as dead (the idiom of BoringSSL's OPENSSL_cleanse
 * and libsodium); a volatile byte loop elsewhere.  The byte loop cost about
 * 6 instructions a byte, 5% of a GT exponentiation. */
void oat_wipe(void *p, size_t len) {
#if defined(__GNUC__) || defined(__clang__)
	memset(p, 0, len);
	__asm__ __volatile__("" : : "r"(p) : "memory");
#else
	volatile unsigned char *q = (volatile unsigned char *)p;
	while (len--) *q++ = 0;
#endif
}
