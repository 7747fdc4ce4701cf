/* SHA-256's block function (FIPS 180-4, 6.2.2) behind oat_sha256_update
 * and final: H = H + the rounds of each of the n 64-byte blocks at p.  The
 * portable C always; with OAT_SHA256_SHANI (the x86_64 backend on glibc)
 * also the SHA extensions' version, the CPUID test and the indirect
 * function that chooses between them (src/arch/x86_64/dispatch_sha.S;
 * internal: test_md runs both). */
#ifndef OAT_MD_SHA256_INT_H
#define OAT_MD_SHA256_INT_H

#include <stddef.h>
#include <stdint.h>

void oat_sha256_blocks_c_(uint32_t H[8], const unsigned char *p, size_t n);
#if defined(OAT_SHA256_SHANI)
void oat_sha256_blocks_shani_(uint32_t H[8], const unsigned char *p, size_t n);
void oat_sha256_compress_(uint32_t H[8], const unsigned char *p, size_t n);
int oat_x64_have_sha(void);
#endif

#endif
