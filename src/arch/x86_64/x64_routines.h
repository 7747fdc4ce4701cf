/* The x86-64 assembly routines (GNU as, System V ABI), for every field of
 * their size: each takes the modulus (and n0 = -m^-1 mod 2^64) as
 * arguments.  Declared here once for fp_low_arch.h, which binds the Fp of a
 * curve to all of them (the fused Fp2 ones included), and kernels_arch.h,
 * which binds the basic kernels of any other field (Fr, ...).  The bounds
 * the routines need are stated in the .S files:
 *   4 limbs (mont4_*, modadd4.S, fp2_4_*): m < 2^255 for the Montgomery,
 *     additive and 8-limb routines (every value below 2m fits 4 limbs;
 *     t + a_i b + u m < 2^65 m < 2^320 fits the 5-limb window); the fused
 *     Fp2 sums and Karabina's pair need m < 2^254 (a sum of three products);
 *   6 limbs (mont6_*, modadd6.S, fp2_6_*): m < 2^382. */
#ifndef OAT_ARCH_X86_64_ROUTINES_H
#define OAT_ARCH_X86_64_ROUTINES_H

#include <stdint.h>

#if defined(OAT_X86_ADX_ON)
#define OAT_X64_MONT(f) f##_adx
#elif defined(OAT_X86_ADX_OFF)
#define OAT_X64_MONT(f) f##_base
#elif defined(OAT_X86_ADX_AUTO)
#define OAT_X64_MONT(f) f
#else
#error "OAT_X86_ADX_AUTO, _ON or _OFF must be defined (src/arch/x86_64/backend.cmake)"
#endif

/* ---- the assembly routines ---------------------------------------------- */
#define OAT_X64_DECLARE_MONT(sfx)                                                      \
	void oat_x64_mont_mul4##sfx(uint64_t r[4], const uint64_t a[4],                \
			const uint64_t b[4], const uint64_t m[4], uint64_t n0);        \
	void oat_x64_mont_sqr4##sfx(uint64_t r[4], const uint64_t a[4],                \
			const uint64_t m[4], uint64_t n0);                             \
	void oat_x64_mont_rdc4##sfx(uint64_t r[4], const uint64_t c[8],                \
			const uint64_t m[4], uint64_t n0);                             \
	void oat_x64_mul4x4##sfx(uint64_t c[8], const uint64_t a[4], const uint64_t b[4]); \
	void oat_x64_sqr4##sfx(uint64_t c[8], const uint64_t a[4]);                    \
	void oat_x64_fp2_mul4##sfx(uint64_t *r, const uint64_t *a,                 \
			const uint64_t *b, const uint64_t m[4], uint64_t n0);        \
	void oat_x64_fp2_sqr4##sfx(uint64_t *r, const uint64_t *a,                 \
			const uint64_t m[4], uint64_t n0);                             \
	void oat_x64_fp2_sum2_mul4##sfx(uint64_t r[8], const uint64_t *const ab[4],  \
			const uint64_t m[4], uint64_t n0);                             \
	void oat_x64_fp2_sum3_mul4##sfx(uint64_t r[8], const uint64_t *const ab[6],  \
			const uint64_t m[4], uint64_t n0);                             \
	void oat_x64_fp2_pck4##sfx(const uint64_t *const io[6], const uint64_t m[4], \
			uint64_t n0);                                                  \
	void oat_x64_fp_sum2_mul4##sfx(uint64_t r[4], const uint64_t *const ab[4],   \
			const uint64_t m[4], uint64_t n0);                             \
	void oat_x64_fp2_pck4_xi##sfx(const uint64_t *const io[6], const uint64_t m[4], \
			uint64_t n0);

OAT_X64_DECLARE_MONT(_adx)   /* needs BMI2 + ADX */
OAT_X64_DECLARE_MONT(_base)  /* any x86-64 */
OAT_X64_DECLARE_MONT()       /* ifunc: one of the two (OAT_X86_ADX=auto builds only) */

void oat_x64_mod_add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
void oat_x64_mod_sub4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
void oat_x64_mod_neg4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
void oat_x64_mod_dbl4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
void oat_x64_mod_hlv4(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
void oat_x64_add4(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
void oat_x64_mod_add8(uint64_t c[8], const uint64_t a[8], const uint64_t *b, const uint64_t m[4]);
void oat_x64_mod_sub8(uint64_t c[8], const uint64_t a[8], const uint64_t *b, const uint64_t m[4]);
void oat_x64_add8(uint64_t c[8], const uint64_t a[8], const uint64_t b[8]);
void oat_x64_sub8(uint64_t c[8], const uint64_t a[8], const uint64_t b[8]);

#define OAT_X64_DECLARE_MONT6(sfx)                                                     \
	void oat_x64_mont_mul6##sfx(uint64_t r[6], const uint64_t a[6],                \
			const uint64_t b[6], const uint64_t m[6], uint64_t n0);        \
	void oat_x64_mont_sqr6##sfx(uint64_t r[6], const uint64_t a[6],                \
			const uint64_t m[6], uint64_t n0);                             \
	void oat_x64_mont_rdc6##sfx(uint64_t r[6], const uint64_t c[12],               \
			const uint64_t m[6], uint64_t n0);                             \
	void oat_x64_mul6x6##sfx(uint64_t c[12], const uint64_t a[6], const uint64_t b[6]); \
	void oat_x64_sqr6##sfx(uint64_t c[12], const uint64_t a[6]);                   \
	void oat_x64_fp2_mul6##sfx(uint64_t *r, const uint64_t *a,               \
			const uint64_t *b, const uint64_t m[6], uint64_t n0);       \
	void oat_x64_fp2_sqr6##sfx(uint64_t *r, const uint64_t *a,               \
			const uint64_t m[6], uint64_t n0);

OAT_X64_DECLARE_MONT6(_adx)   /* needs BMI2 + ADX */
OAT_X64_DECLARE_MONT6(_base)  /* any x86-64 */
OAT_X64_DECLARE_MONT6()       /* ifunc (OAT_X86_ADX=auto builds only) */

void oat_x64_mod_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
void oat_x64_mod_sub6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6], const uint64_t m[6]);
void oat_x64_mod_neg6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
void oat_x64_mod_dbl6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
void oat_x64_mod_hlv6(uint64_t r[6], const uint64_t a[6], const uint64_t m[6]);
void oat_x64_add6(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]);
void oat_x64_mod_add12(uint64_t c[12], const uint64_t a[12], const uint64_t *b, const uint64_t m[6]);
void oat_x64_mod_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t *b, const uint64_t m[6]);
void oat_x64_add12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);
void oat_x64_sub12(uint64_t c[12], const uint64_t a[12], const uint64_t b[12]);

#endif
