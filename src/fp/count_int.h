/* Counting hooks (internal): OAT_COUNT(field) bumps a per-thread counter in
 * the counting build (OAT_COUNT_ENABLED) and compiles to nothing otherwise. */
#ifndef OAT_COUNT_INT_H
#define OAT_COUNT_INT_H

#include "oat/count.h"

#if OAT_COUNT_ENABLED
extern _Thread_local oat_counts oat_count_tls;
#define OAT_COUNT(f) ((void)(oat_count_tls.f++))
#else
#define OAT_COUNT(f) ((void)0)
#endif

#endif
