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
#include "oat.h"
#include OAT_TEST_CURVE_H  /* the curve of this build of the test */
#include "fp/fp_low.h"

#define N OAT_FP_DIGS
#if OAT_FP_DIGS == 4
#define XN 4
#define XN2 8
#else
#define XN 6
#define XN2 12
#endif
#define XCAT_(a, n, s) a##n##s
#define XCAT(a, n, s) XCAT_(a, n, s)
#if N == 4
#define XMUL(sfx) oat_x64_mul4x4##sfx
#define N2 8
#else
#define XMUL(sfx) oat_x64_mul6x6##sfx
#define N2 12
#endif
#define PATH(sfx) (path_t){ XCAT(oat_x64_mont_mul, XN, sfx), XCAT(oat_x64_mont_sqr, XN, sfx), \
	XCAT(oat_x64_mont_rdc, XN, sfx), XMUL(sfx), XCAT(oat_x64_sqr, XN, sfx) }

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
	static const uint64_t m[N] = OAT_FP_MODULUS;
	const uint64_t n0 = OAT_FP_N0;
	path_t paths[2];
	int np = 0;
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
	paths[np++] = PATH(_adx);
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
	paths[np++] = PATH(_base);
#endif
	/* fixed operands: odd, nonzero, below m (the values do not matter to
	 * memcheck, only their definedness) */
	uint64_t a[2 * N] = { 0x0123456789abcdefu, 0xfedcba9876543210u, 0x0f0f0f0f0f0f0f0fu, 0x1000000000000000u,
		0x0123456789abcdefu, 0x0fedcba987654321u };
	uint64_t b[2 * N] = { 0x1111111111111111u, 0x2222222222222222u, 0x3333333333333333u, 0x0444444444444444u,
		0x5555555555555555u, 0x0666666666666666u };
	uint64_t c[N2], d[N2], r[2 * N];
	/* the top limbs of the element (or of each Fp2 coefficient) below m */
	a[N - 1] = b[N - 1] = m[N - 1] >> 1;
	a[2 * N - 1] = b[2 * N - 1] = m[N - 1] >> 1;
	uint64_t sink = 0;
	for (int i = 0; i < np; i++) {
		SECRET(a); SECRET(b);
		paths[i].mul(r, a, b, m, n0);
		paths[i].sqr(r, r, m, n0);
		paths[i].muln(c, a, b);
		paths[i].sqrn(d, r);
		paths[i].rdc(r, c, m, n0);
		PUBLIC(r); PUBLIC(c); PUBLIC(d);
		sink += r[0] + c[N2 - 1] + d[N2 - 1];
	}
	SECRET(a); SECRET(b);
	XCAT(oat_x64_mod_add, XN, )(r, a, b, m);
	XCAT(oat_x64_mod_sub, XN, )(r, r, b, m);
	XCAT(oat_x64_mod_neg, XN, )(r, r, m);
	XCAT(oat_x64_mod_dbl, XN, )(r, r, m);
	XCAT(oat_x64_mod_hlv, XN, )(r, r, m);
	XCAT(oat_x64_add, XN, )(r, r, a);
	paths[0].muln(c, a, b);
	paths[0].sqrn(d, a);
	XCAT(oat_x64_mod_add, XN2, )(c, c, d, m);
	XCAT(oat_x64_mod_sub, XN2, )(c, c, d, m);
	XCAT(oat_x64_add, XN2, )(d, c, d);
	XCAT(oat_x64_sub, XN2, )(d, d, c);
	/* the kernels of fp_low.h as the field layer calls them (inline
	 * assembly for add / sub / dbl on 4 limbs; the Fp2 kernels) */
	FP(add_low)(r, a, b);
	FP(sub_low)(r, r, b);
	FP(dbl_low)(r, r);
	FP2(mul_low)(r, a, b);
	FP2(sqr_low)(r, r);
#if defined(OAT_HAVE_FP2_SUM_LOW)
	{
		/* the fused sums of Fp2 products, on secret operands */
		const uint64_t *ab[6] = { a, b, b, a, r, a };
		FP2(sum2_low)(r, ab);
#if defined(OAT_HAVE_FP2_SUM3_LOW)
		FP2(sum3_low)(r, ab);
#endif
#if defined(OAT_HAVE_FP2_SUM3N_LOW)
		/* its unreduced twin, both paths by name */
		uint64_t rn[4 * N];
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
		oat_x64_fp2_sum3n_mul6_adx(rn, ab, m);
		PUBLIC(rn);
		sink += rn[0];
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
		oat_x64_fp2_sum3n_mul6_base(rn, ab, m);
		PUBLIC(rn);
		sink += rn[0];
#endif
#endif
	}
#endif
#if defined(OAT_HAVE_FP_SUM2_LOW)
	{
		/* the fused sum of two Fp products */
		const uint64_t *ab[4] = { a, b, b, r };
		FP(sum2_low)(r, ab);
	}
#endif
#if defined(OAT_HAVE_FP2_LINE_LOW)
	{
		/* an Fp12 element times a line (the form of this curve's p), on
		 * secret coefficients */
		uint64_t e[12 * N], l[10 * N], o[12 * N];
		for (int j = 0; j < 12; j++) memcpy(e + j * N, (j & 1) ? a : b, sizeof(uint64_t) * N);
		for (int j = 0; j < 10; j++) memcpy(l + j * N, (j & 1) ? b : a, sizeof(uint64_t) * N);
		SECRET(e); SECRET(l);
		FP2(line_low)(o, e, l);
		PUBLIC(o);
		sink += o[0];
	}
#endif
#if defined(OAT_HAVE_FP2_LINE_M_LOW)
	{
		/* an Fp12 element times an M-type line and the Fp6 product, both
		 * paths by name, on secret coefficients */
		typedef void (*tab_fn)(uint64_t *, const uint64_t *, const uint64_t *, const uint64_t *, uint64_t);
		static const tab_fn fns[] = {
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_ON)
			oat_x64_fp2_line_m_mul6_adx, oat_x64_fp2_fp6_mul6_adx,
#endif
#if defined(OAT_X86_ADX_AUTO) || defined(OAT_X86_ADX_OFF)
			oat_x64_fp2_line_m_mul6_base, oat_x64_fp2_fp6_mul6_base,
#endif
		};
		uint64_t e[12 * N], l[10 * N], o[12 * N];
		for (int j = 0; j < 12; j++) memcpy(e + j * N, (j & 1) ? a : b, sizeof(uint64_t) * N);
		for (int j = 0; j < 10; j++) memcpy(l + j * N, (j & 1) ? b : a, sizeof(uint64_t) * N);
		SECRET(e); SECRET(l);
		for (size_t i = 0; i < sizeof(fns) / sizeof(fns[0]); i++) {
			fns[i](o, e, l, m, n0);
			PUBLIC(o);
			sink += o[0];
		}
	}
#endif
#if defined(OAT_HAVE_FP2_PCK_LOW)
	{
		/* Karabina's pair, both forms */
		uint64_t h[2 * N], k[2 * N];
		const uint64_t *io[6] = { h, k, a, b, r, a };
		FP2(pck_low)(io, 0);
		FP2(pck_low)(io, 1);
		PUBLIC(h); PUBLIC(k);
		sink += h[0] + k[0];
	}
#endif
	PUBLIC(r); PUBLIC(c); PUBLIC(d);
	sink += r[0] + c[N2 - 1] + d[N2 - 1];
	printf("ctime_x64: %d paths run (%llx)\n", np, (unsigned long long)sink);
	return 0;
}
