/* oat: operation counts, for the counting build (OAT_COUNT=ON, preset
 * "count").  Every Fp and Fp2 operation then bumps a per-thread counter;
 * oat-bench --count prints them per phase of the pairing.  In every other
 * build the counters do not exist: oat_count_enabled() returns 0 and the
 * other two calls do nothing.  Diagnostic only: the counting build is slower
 * and not for production. */
#ifndef OAT_COUNT_H
#define OAT_COUNT_H

#include <stdint.h>
#include "oat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
	uint64_t fp_mul;      /* Fp multiplications and squarings, reduced or not */
	uint64_t fp_rdc;      /* Montgomery reductions (in mul, sqr and rdc) */
	uint64_t fp_add;      /* Fp additions, subtractions, negations, doublings, halvings */
	uint64_t fp_inv;      /* Fp inversions */
	uint64_t fp2_mul;     /* m~: Fp2 multiplications (by an Fp element: 2 fp_mul) */
	uint64_t fp2_sqr;     /* s~: Fp2 squarings */
	uint64_t fp2_add;     /* a~: Fp2 additions, subtractions, negations, doublings */
	uint64_t fp2_inv;     /* i~: Fp2 inversions */
	uint64_t fp2_mul_nor; /* m_xi: Fp2 multiplications by xi */
} oat_counts;

OAT_API int oat_count_enabled(void);
OAT_API void oat_count_reset(void);
OAT_API void oat_count_get(oat_counts *c);

#ifdef __cplusplus
}
#endif
#endif
