/* Constant-time check of the x86-64 routines, after libsecp256k1's
 * ctime_tests.c: run under valgrind memcheck, with every operand marked
 * undefined (VALGRIND_MAKE_MEM_UNDEFINED); memcheck reports any conditional
 * branch or memory address that depends on them.  Only the modulus and the
 * pointers are public.  Valgrind executes MULX/ADCX/ADOX even though its
 * CPUID hides ADX, so both paths are checked whatever the dispatch.
 *
 *   valgrind --error-exitcode=1 ./ctime_x64
 *
 * Without valgrind the client requests are no-ops and the program just runs. */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>
#include "fp/fp_low.h"

#define SECRET(x) VALGRIND_MAKE_MEM_UNDEFINED(&(x), sizeof(x))
#define PUBLIC(x) VALGRIND_MAKE_MEM_DEFINED(&(x), sizeof(x))

typedef struct {
	void (*mul)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
	void (*sqr)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
	void (*rdc)(uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
	void (*muln)(uint64_t *, const uint64_t *, const uint64_t *);
	void (*sqrn)(uint64_t *, const uint64_t *);
} path_t;

int main(void) {
	static const uint64_t m[4] = OAT_FP_MODULUS;
	const uint64_t n0 = OAT_FP_N0;
	path_t paths[2];
	int np = 0;
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
	paths[np++] = (path_t){ oat_x64_mont_mul4_adx, oat_x64_mont_sqr4_adx,
		oat_x64_mont_rdc4_adx, oat_x64_mul4x4_adx, oat_x64_sqr4_adx };
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
	paths[np++] = (path_t){ oat_x64_mont_mul4_base, oat_x64_mont_sqr4_base,
		oat_x64_mont_rdc4_base, oat_x64_mul4x4_base, oat_x64_sqr4_base };
#endif
	/* fixed operands: odd, nonzero, below m (the values do not matter to
	 * memcheck, only their definedness) */
	uint64_t a[4] = { 0x0123456789abcdefu, 0xfedcba9876543210u, 0x0f0f0f0f0f0f0f0fu, 0x1000000000000000u };
	uint64_t b[4] = { 0x1111111111111111u, 0x2222222222222222u, 0x3333333333333333u, 0x0444444444444444u };
	uint64_t c[8], d[8], r[4];
	uint64_t sink = 0;
	for (int i = 0; i < np; i++) {
		SECRET(a); SECRET(b);
		paths[i].mul(r, a, b, m, n0);
		paths[i].sqr(r, r, m, n0);
		paths[i].muln(c, a, b);
		paths[i].sqrn(d, r);
		paths[i].rdc(r, c, m, n0);
		PUBLIC(r); PUBLIC(c); PUBLIC(d);
		sink += r[0] + c[7] + d[7];
	}
	SECRET(a); SECRET(b);
	oat_x64_mod_add4(r, a, b, m);
	oat_x64_mod_sub4(r, r, b, m);
	oat_x64_mod_neg4(r, r, m);
	oat_x64_mod_dbl4(r, r, m);
	oat_x64_mod_hlv4(r, r, m);
	oat_x64_add4(r, r, a);
	paths[0].muln(c, a, b);
	paths[0].sqrn(d, a);
	oat_x64_mod_add8(c, c, d, m);
	oat_x64_mod_sub8(c, c, d, m);
	oat_x64_add8(d, c, d);
	oat_x64_sub8(d, d, c);
	PUBLIC(r); PUBLIC(c); PUBLIC(d);
	sink += r[0] + c[7] + d[7];
	printf("ctime_x64: %d paths run (%llx)\n", np, (unsigned long long)sink);
	return 0;
}
