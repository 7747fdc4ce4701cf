/* Internal interface of the Edwards group layer (ed_tmpl.h) for the layer
 * above (src/protocols/reddsa_tmpl.h), for the curve of the including file. */
#ifndef OAT_EC_ED_INT_H
#define OAT_EC_ED_INT_H

/* The bases with a fixed-base table (tab_ed.c): zkcrypto's generator G, and
 * RedJubjub's P_G for spend authorization (Sapling's spending key
 * generator) and for binding signatures (its value commitment randomness
 * generator). */
enum { ED_BASE_GEN = 0, ED_BASE_SPEND = 1, ED_BASE_BIND = 2 };

/* r = the base */
void ED(get_base_)(ED(t) r, int base);
/* r = k B for the base B, constant-time in k: the signed odd 4-bit windows
 * over the table where the library has it (OAT_GEN_TABLES other than none),
 * else the variable-base method of ED(mul). */
void ED(mul_base_)(ED(t) r, int base, const FR(t) k);

#endif
