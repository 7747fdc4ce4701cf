/* Constant-time check of the x86-64 kernels of the NIST field classes (3,
 * 4f, 6f, 9) and of the P-192, P-256, P-521 routines, as ctime_x64.c does
 * for a curve's: run under valgrind memcheck with every operand marked
 * undefined (VALGRIND_MAKE_MEM_UNDEFINED), memcheck reports any conditional
 * branch or memory address that depends on them.  Only the moduli, n0 and
 * the pointers are public.  Valgrind executes MULX/ADCX/ADOX even though its
 * CPUID hides ADX, so every path built is checked whatever the dispatch.
 *
 *   valgrind --error-exitcode=1 ./ctime_x64_mont
 *
 * Without valgrind the client requests are no-ops and the program just runs. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <valgrind/memcheck.h>
#include "oat/common.h"
#include "arch/x86_64/x64_routines.h"

#define SECRET(x) VALGRIND_MAKE_MEM_UNDEFINED(&(x), sizeof(x))
#define PUBLIC(x) VALGRIND_MAKE_MEM_DEFINED(&(x), sizeof(x))

typedef void (*mul_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*sqr_fn)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
typedef void (*bin_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *);
typedef void (*un_fn)(uint64_t *, const uint64_t *, const uint64_t *);

/* the paths this configuration builds: [0] MULX/ADX, [1] MUL/ADC */
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
#define P_ADX(f) f##_adx
#else
#define P_ADX(f) NULL
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
#define P_BASE(f) f##_base
#else
#define P_BASE(f) NULL
#endif

typedef struct {
	int n;
	const uint64_t *m;   /* a modulus of the class: the NIST p */
	uint64_t n0;
	mul_fn mul[2], fmul[2];
	sqr_fn sqr[2], rdc[2], fsqr[2];
	bin_fn add, sub;
	un_fn neg, dbl, hlv;
} class_t;

#define CLASS(tag, n, m, n0, form) { n, m, n0, \
	{ P_ADX(oat_x64_mont_mul##tag), P_BASE(oat_x64_mont_mul##tag) }, \
	{ P_ADX(oat_x64_mont_mul_##form), P_BASE(oat_x64_mont_mul_##form) }, \
	{ P_ADX(oat_x64_mont_sqr##tag), P_BASE(oat_x64_mont_sqr##tag) }, \
	{ P_ADX(oat_x64_mont_rdc##tag), P_BASE(oat_x64_mont_rdc##tag) }, \
	{ P_ADX(oat_x64_mont_sqr_##form), P_BASE(oat_x64_mont_sqr_##form) }, \
	oat_x64_mod_add##tag, oat_x64_mod_sub##tag, oat_x64_mod_neg##tag, \
	oat_x64_mod_dbl##tag, oat_x64_mod_hlv##tag }

static const uint64_t P192[3] = { 0xffffffffffffffff, 0xfffffffffffffffe, 0xffffffffffffffff };
static const uint64_t P256[4] = { 0xffffffffffffffff, 0x00000000ffffffff, 0x0000000000000000,
	0xffffffff00000001 };
static const uint64_t P384[6] = { 0x00000000ffffffff, 0xffffffff00000000, 0xfffffffffffffffe,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff };
static const uint64_t P521[9] = { 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
	0xffffffffffffffff, 0x00000000000001ff };

int main(void) {
	/* P-384 has no routines of its own: its class routines serve twice */
	const class_t classes[] = {
		CLASS(3, 3, P192, 1, p192),
		CLASS(4f, 4, P256, 1, p256),
		{ 6, P384, 0x100000001,
			{ P_ADX(oat_x64_mont_mul6f), P_BASE(oat_x64_mont_mul6f) },
			{ P_ADX(oat_x64_mont_mul6f), P_BASE(oat_x64_mont_mul6f) },
			{ P_ADX(oat_x64_mont_sqr6f), P_BASE(oat_x64_mont_sqr6f) },
			{ P_ADX(oat_x64_mont_rdc6f), P_BASE(oat_x64_mont_rdc6f) },
			{ P_ADX(oat_x64_mont_sqr6f), P_BASE(oat_x64_mont_sqr6f) },
			oat_x64_mod_add6f, oat_x64_mod_sub6f, oat_x64_mod_neg6f,
			oat_x64_mod_dbl6f, oat_x64_mod_hlv6f },
		CLASS(9, 9, P521, 1, p521),
	};
	uint64_t sink = 0;
	int runs = 0;
	for (size_t k = 0; k < sizeof(classes) / sizeof(classes[0]); k++) {
		const class_t *c = &classes[k];
		const int n = c->n;
		/* operands below m (the values do not matter to memcheck, only
		 * their definedness): the top limb of m halved */
		uint64_t a[9], b[9], r[9], d[18];
		for (int i = 0; i < n; i++) {
			a[i] = 0x0123456789abcdefu * (uint64_t)(i + 1);
			b[i] = 0xfedcba9876543210u ^ (uint64_t)i;
		}
		a[n - 1] = b[n - 1] = c->m[n - 1] >> 1;
		for (int p = 0; p < 2; p++) {
			if (!c->mul[p]) continue;
			SECRET(a); SECRET(b);
			c->mul[p](r, a, b, c->m, c->n0);
			c->sqr[p](r, r, c->m, c->n0);
			c->fmul[p](r, r, a, c->m, c->n0);
			c->fsqr[p](r, r, c->m, c->n0);
			memcpy(d, a, 8 * (size_t)n);
			memcpy(d + n, r, 8 * (size_t)n);
			c->rdc[p](r, d, c->m, c->n0);
			PUBLIC(r);
			sink += r[0];
			runs++;
		}
		SECRET(a); SECRET(b);
		c->add(r, a, b, c->m);
		c->sub(r, r, b, c->m);
		c->neg(r, r, c->m);
		c->dbl(r, r, c->m);
		c->hlv(r, r, c->m);
		PUBLIC(r);
		sink += r[0];
	}
	printf("ctime_x64_mont: %d class paths run (%llx)\n", runs, (unsigned long long)sink);
	return 0;
}
