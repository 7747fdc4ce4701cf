/* A small JSON reader for the protocols' file formats (snarkjs's Groth16
 * keys, proofs and public inputs): no heap, no copies, spans into the
 * caller's text.  Values are validated as they are walked (RFC 8259's
 * grammar, nesting at most JSON_DEPTH deep), so a document is accepted
 * only if it is one well-formed value with white space around it.  Strings
 * are compared and read without unescaping: a string the formats need
 * (a key, a number, a name) with a backslash in it does not match.
 * Everything here runs on untrusted bytes: every read is bounded by the
 * span's end. */
#ifndef OAT_PROTOCOLS_JSON_H
#define OAT_PROTOCOLS_JSON_H

#include <stddef.h>
#include <string.h>

#define JSON_DEPTH 16

typedef struct { const char *p, *e; } json_span;   /* [p, e) */

static inline const char *json_ws_(const char *p, const char *e) {
	while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) p++;
	return p;
}

/* The end of the value starting at p (after white space), or NULL if it is
 * not a well-formed value. */
static const char *json_skip_(const char *p, const char *e, int depth) {
	p = json_ws_(p, e);
	if (p >= e || depth > JSON_DEPTH) return NULL;
	if (*p == '"') {
		for (p++; p < e; p++) {
			unsigned char c = (unsigned char)*p;
			if (c == '"') return p + 1;
			if (c < 0x20) return NULL;
			if (c == '\\') {
				if (++p >= e) return NULL;
				if (*p == 'u') {
					for (int i = 0; i < 4; i++) {
						if (++p >= e) return NULL;
						char h = *p;
						if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F')))
							return NULL;
					}
				} else if (!strchr("\"\\/bfnrt", *p) || *p == 0) {
					return NULL;
				}
			}
		}
		return NULL;
	}
	if (*p == '{' || *p == '[') {
		char close = *p == '{' ? '}' : ']';
		int obj = *p == '{';
		p = json_ws_(p + 1, e);
		if (p < e && *p == close) return p + 1;
		for (;;) {
			if (obj) {
				p = json_ws_(p, e);
				if (p >= e || *p != '"') return NULL;
				if (!(p = json_skip_(p, e, depth + 1))) return NULL;
				p = json_ws_(p, e);
				if (p >= e || *p != ':') return NULL;
				p++;
			}
			if (!(p = json_skip_(p, e, depth + 1))) return NULL;
			p = json_ws_(p, e);
			if (p >= e) return NULL;
			if (*p == close) return p + 1;
			if (*p != ',') return NULL;
			p++;
		}
	}
	if (*p == '-' || (*p >= '0' && *p <= '9')) {
		const char *s;
		if (*p == '-') p++;
		if (p >= e || *p < '0' || *p > '9') return NULL;
		if (*p == '0') p++;
		else while (p < e && *p >= '0' && *p <= '9') p++;
		if (p < e && *p == '.') {
			s = ++p;
			while (p < e && *p >= '0' && *p <= '9') p++;
			if (p == s) return NULL;
		}
		if (p < e && (*p == 'e' || *p == 'E')) {
			p++;
			if (p < e && (*p == '+' || *p == '-')) p++;
			s = p;
			while (p < e && *p >= '0' && *p <= '9') p++;
			if (p == s) return NULL;
		}
		return p;
	}
	static const char *const lit[3] = { "true", "false", "null" };
	for (int i = 0; i < 3; i++) {
		size_t n = strlen(lit[i]);
		if ((size_t)(e - p) >= n && memcmp(p, lit[i], n) == 0) return p + n;
	}
	return NULL;
}

/* The document [buf, buf + len) as one value (white space around it). */
static inline int json_doc(json_span *v, const char *buf, size_t len) {
	const char *e = buf + len, *p = json_ws_(buf, e), *q = json_skip_(p, e, 0);
	if (!q || json_ws_(q, e) != e) return 0;
	v->p = p;
	v->e = q;
	return 1;
}

/* The contents of a string value without escapes. */
static inline int json_str(const json_span *v, const char **s, size_t *n) {
	if (v->e - v->p < 2 || v->p[0] != '"' || v->e[-1] != '"') return 0;
	for (const char *q = v->p + 1; q < v->e - 1; q++)
		if (*q == '\\') return 0;
	*s = v->p + 1;
	*n = (size_t)(v->e - v->p - 2);
	return 1;
}

/* The value of member key of object o (the first one). */
static inline int json_get(json_span *v, const json_span *o, const char *key) {
	const char *p = json_ws_(o->p, o->e), *e = o->e;
	size_t kn = strlen(key);
	if (p >= e || *p != '{') return 0;
	p = json_ws_(p + 1, e);
	if (p < e && *p == '}') return 0;
	for (;;) {
		json_span k;
		const char *ks;
		size_t n;
		k.p = json_ws_(p, e);
		if (!(k.e = json_skip_(k.p, e, 1))) return 0;
		p = json_ws_(k.e, e);
		if (p >= e || *p != ':') return 0;
		v->p = json_ws_(p + 1, e);
		if (!(v->e = json_skip_(v->p, e, 1))) return 0;
		if (json_str(&k, &ks, &n) && n == kn && memcmp(ks, key, n) == 0) return 1;
		p = json_ws_(v->e, e);
		if (p >= e || *p != ',') return 0;
		p++;
	}
}

/* Element i of array a; *n, if not NULL, gets the array's length. */
static inline int json_at(json_span *v, const json_span *a, size_t i, size_t *n) {
	const char *p = json_ws_(a->p, a->e), *e = a->e;
	size_t k = 0;
	int found = 0;
	if (p >= e || *p != '[') return 0;
	p = json_ws_(p + 1, e);
	if (p < e && *p == ']') {
		if (n) *n = 0;
		return 0;
	}
	for (;; k++) {
		json_span x;
		x.p = json_ws_(p, e);
		if (!(x.e = json_skip_(x.p, e, 1))) return 0;
		if (k == i) {
			*v = x;
			found = 1;
			if (!n) return 1;
		}
		p = json_ws_(x.e, e);
		if (p < e && *p == ']') break;
		if (p >= e || *p != ',') return 0;
		p++;
	}
	if (n) *n = k + 1;
	return found;
}

/* A non-negative integer written in decimal, as a string ("123") or a bare
 * number (123), into len big-endian bytes: 1, or 0 if it is not one, -1 if
 * it does not fit. */
static inline int json_uint(unsigned char *out, size_t len, const json_span *v) {
	const char *s = v->p;
	size_t n = (size_t)(v->e - v->p);
	if (n >= 2 && s[0] == '"') {
		if (!json_str(v, &s, &n)) return 0;
	}
	if (n == 0 || n > 200) return n > 200 ? -1 : 0;
	if (n > 1 && s[0] == '0') return 0;
	memset(out, 0, len);
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9') return 0;
		unsigned carry = (unsigned)(s[i] - '0');
		for (size_t j = len; j-- > 0;) {
			unsigned t = out[j] * 10u + carry;
			out[j] = (unsigned char)t;
			carry = t >> 8;
		}
		if (carry) return -1;
	}
	return 1;
}

/* A string value equal to want. */
static inline int json_is(const json_span *v, const char *want) {
	const char *s;
	size_t n;
	return json_str(v, &s, &n) && n == strlen(want) && memcmp(s, want, n) == 0;
}

#endif
