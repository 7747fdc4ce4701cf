/* test_arm32_mont: one instance of src/fp/low_tmpl.h per NIST field (its
 * kernels k_<field>_<op>), after a check that kernels_arch.h binds arm32
 * routines for it; included once by test_arm32_mont.c, after the moduli
 * and before FIELD_KERNELS's wrappers are used.  n0 = -m^-1 mod 2^32. */

/* p192: 6 digits, 192 bits, the NIST prime (LOW_FORM 192) */
#define LK(x) kb_p192_##x
#define LOW_N 6
#define LOW_BITS 192
#define LOW_MOD p192
#define LOW_N0 0x1u
#define LOW_FORM 192
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for p192"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_p192_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(p192, 6, 192, p192, 0x1u, 192)

/* n192: 6 digits, 192 bits, a group order (LOW_FORM 0) */
#define LK(x) kb_n192_##x
#define LOW_N 6
#define LOW_BITS 192
#define LOW_MOD n192
#define LOW_N0 0x0ddbcf2fu
#define LOW_FORM 0
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for n192"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_n192_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(n192, 6, 192, n192, 0x0ddbcf2fu, 0)

/* p224: 7 digits, 224 bits, the NIST prime (LOW_FORM 224) */
#define LK(x) kb_p224_##x
#define LOW_N 7
#define LOW_BITS 224
#define LOW_MOD p224
#define LOW_N0 0xffffffffu
#define LOW_FORM 224
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for p224"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_p224_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(p224, 7, 224, p224, 0xffffffffu, 224)

/* n224: 7 digits, 224 bits, a group order (LOW_FORM 0) */
#define LK(x) kb_n224_##x
#define LOW_N 7
#define LOW_BITS 224
#define LOW_MOD n224
#define LOW_N0 0x6a1fc2ebu
#define LOW_FORM 0
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for n224"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_n224_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(n224, 7, 224, n224, 0x6a1fc2ebu, 0)

/* p256: 8 digits, 256 bits, the NIST prime (LOW_FORM 256) */
#define LK(x) kb_p256_##x
#define LOW_N 8
#define LOW_BITS 256
#define LOW_MOD p256
#define LOW_N0 0x1u
#define LOW_FORM 256
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for p256"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_p256_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(p256, 8, 256, p256, 0x1u, 256)

/* n256: 8 digits, 256 bits, a group order (LOW_FORM 0) */
#define LK(x) kb_n256_##x
#define LOW_N 8
#define LOW_BITS 256
#define LOW_MOD n256
#define LOW_N0 0xee00bc4fu
#define LOW_FORM 0
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for n256"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_n256_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(n256, 8, 256, n256, 0xee00bc4fu, 0)

/* p384: 12 digits, 384 bits, the NIST prime (LOW_FORM 384) */
#define LK(x) kb_p384_##x
#define LOW_N 12
#define LOW_BITS 384
#define LOW_MOD p384
#define LOW_N0 0x1u
#define LOW_FORM 384
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for p384"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_p384_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(p384, 12, 384, p384, 0x1u, 384)

/* n384: 12 digits, 384 bits, a group order (LOW_FORM 0) */
#define LK(x) kb_n384_##x
#define LOW_N 12
#define LOW_BITS 384
#define LOW_MOD n384
#define LOW_N0 0xe88fdc45u
#define LOW_FORM 0
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for n384"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_n384_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(n384, 12, 384, n384, 0xe88fdc45u, 0)

/* p521: 17 digits, 521 bits, the NIST prime (LOW_FORM 521) */
#define LK(x) kb_p521_##x
#define LOW_N 17
#define LOW_BITS 521
#define LOW_MOD p521
#define LOW_N0 0x1u
#define LOW_FORM 521
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for p521"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_p521_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(p521, 17, 521, p521, 0x1u, 521)

/* n521: 17 digits, 521 bits, a group order (LOW_FORM 0) */
#define LK(x) kb_n521_##x
#define LOW_N 17
#define LOW_BITS 521
#define LOW_MOD n521
#define LOW_N0 0x79a995c7u
#define LOW_FORM 0
#include "arch/arm32/kernels_arch.h"
#if !defined(LOW_ARCH)
#error "kernels_arch.h binds no arm32 routine for n521"
#endif
#undef LOW_ARCH
#undef LK
#define LK(x) k_n521_##x
#include "fp/low_tmpl.h"
FIELD_KERNELS(n521, 17, 521, n521, 0x79a995c7u, 0)
