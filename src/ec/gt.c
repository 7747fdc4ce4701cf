/* GT: the order-r subgroup of Fp12^*, written multiplicatively.  Its elements
 * lie in the cyclotomic subgroup (a^(p^6+1) = 1), so inversion is conjugation
 * and squaring is Granger-Scott's. */
#include "param/param.h"
#include "fp/util.h"
#include "oat/ec.h"

void oat_gt_set_unity(oat_gt_t r) { oat_fp12_set_dig(r, 1); }
void oat_gt_copy(oat_gt_t r, const oat_gt_t a) { oat_fp12_copy(r, a); }
int oat_gt_is_unity(const oat_gt_t a) { return oat_fp12_is_one(a); }
int oat_gt_equal(const oat_gt_t a, const oat_gt_t b) { return oat_fp12_equal(a, b); }
void oat_gt_mul(oat_gt_t r, const oat_gt_t a, const oat_gt_t b) { oat_fp12_mul(r, a, b); }
void oat_gt_sqr(oat_gt_t r, const oat_gt_t a) { oat_fp12_sqr_cyc(r, a); }
void oat_gt_inv(oat_gt_t r, const oat_gt_t a) { oat_fp12_conj(r, a); }

/* a^r = 1 with general (not cyclotomic) squarings, since a is untrusted. */
int oat_gt_is_valid(const oat_gt_t a) {
	static const oat_dig_t order[OAT_FR_DIGS] = OAT_FR_MODULUS;
	unsigned char e[OAT_FR_BYTES];
	oat_fp12_t t;
	if (oat_fp12_is_zero(a)) return 0;
	oat_digs_to_bytes(e, sizeof(e), order, OAT_FR_DIGS);
	oat_fp12_exp_vartime(t, a, e, sizeof(e));
	return oat_fp12_is_one(t);
}

/* Fixed 4-bit windows over all bits of k; the table is read by masks. */
void oat_gt_exp(oat_gt_t r, const oat_gt_t a, const oat_fr_t k) {
	oat_dig_t d[OAT_FR_DIGS];
	oat_gt_t tab[16], acc, t;
	oat_fr_get_digs(d, k);
	oat_gt_set_unity(tab[0]);
	oat_gt_copy(tab[1], a);
	for (int i = 2; i < 16; i++) {
		if (i & 1) oat_gt_mul(tab[i], tab[i - 1], a);
		else oat_gt_sqr(tab[i], tab[i / 2]);
	}
	oat_gt_set_unity(acc);
	for (int w = OAT_FR_DIGS * OAT_WSIZE / 4 - 1; w >= 0; w--) {
		oat_dig_t idx = (d[(4 * w) / OAT_WSIZE] >> ((4 * w) % OAT_WSIZE)) & 15;
		for (int j = 0; j < 4; j++) oat_gt_sqr(acc, acc);
		oat_gt_set_unity(t);
		for (oat_dig_t i = 0; i < 16; i++) {
			oat_dig_t x = idx ^ i;
			oat_fp12_cmov(t, tab[i], (int)(((x - 1) >> (OAT_WSIZE - 1)) & 1));
		}
		oat_gt_mul(acc, acc, t);
	}
	oat_gt_copy(r, acc);
	oat_wipe(d, sizeof(d));
}

void oat_gt_exp_vartime(oat_gt_t r, const oat_gt_t a, const oat_fr_t k) {
	oat_dig_t d[OAT_FR_DIGS];
	oat_gt_t acc;
	int started = 0;
	oat_fr_get_digs(d, k);
	oat_gt_set_unity(acc);
	for (int i = OAT_FR_DIGS * OAT_WSIZE - 1; i >= 0; i--) {
		if (started) oat_gt_sqr(acc, acc);
		if ((d[i / OAT_WSIZE] >> (i % OAT_WSIZE)) & 1) {
			oat_gt_mul(acc, acc, a);
			started = 1;
		}
	}
	oat_gt_copy(r, acc);
}

oat_err oat_gt_read_bin(oat_gt_t r, const unsigned char *buf, size_t len) {
	oat_gt_t t;
	oat_err e = oat_fp12_read_bin(t, buf, len);
	oat_gt_set_unity(r);
	if (e != OAT_OK) return e;
	if (!oat_gt_is_valid(t)) return OAT_ERR_NOT_IN_GROUP;
	oat_gt_copy(r, t);
	return OAT_OK;
}

oat_err oat_gt_write_bin(unsigned char *buf, size_t len, const oat_gt_t a) {
	return oat_fp12_write_bin(buf, len, a);
}
