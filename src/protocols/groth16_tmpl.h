/* Groth16 verification (Groth, "On the size of pairing-based
 * non-interactive arguments", Eurocrypt 2016) on the pairing of
 * src/pairing, with snarkjs's JSON files for the verification key, the
 * proof and the public inputs.  Written once for every pairing curve; the
 * curve's curve.h names it (GROTH16(x)) and gives snarkjs's name of the
 * curve (CURVE_SNARKJS_NAME).
 *
 * A proof (A, B, C) of public inputs x_1..x_n is valid for the key
 * (alpha, beta, gamma, delta, IC_0..IC_n) iff
 *   e(A, B) = e(alpha, beta) e(L, gamma) e(C, delta),  L = IC_0 + sum x_i IC_i,
 * checked as one multi-pairing of four pairs equal to 1 (A negated).
 * Everything is public: variable time. */
#include <string.h>
#include "protocols/json.h"
#include "fp/fp_int.h"
#include "ec/ec_int.h"

/* ---- snarkjs's JSON ---------------------------------------------------- */

/* an element of Fp (a decimal string below p) */
static oat_err GROTH16(fp_)(FP(t) r, const json_span *v) {
	unsigned char b[FP_BYTES + 32];
	int k = json_uint(b, sizeof(b), v);
	FP(zero)(r);
	if (k == 0) return OAT_ERR_ENCODING;
	for (size_t i = 0; i < 32; i++)
		if (k < 0 || b[i]) return OAT_ERR_NOT_CANONICAL;
	return FP(read_bin)(r, b + 32, FP_BYTES);
}

/* 0, 1 or neither (2) for a decimal value */
static int GROTH16(bit_)(const json_span *v) {
	unsigned char b[1];
	if (json_uint(b, 1, v) != 1) return 2;
	return b[0] <= 1 ? b[0] : 2;
}

/* a G1 point [x, y, z], z = 1 (affine) or 0 (infinity, as snarkjs writes
 * ["0", "1", "0"]): on the curve and in G1 */
static oat_err GROTH16(g1_)(G1(t) r, const json_span *v) {
	json_span c[3];
	size_t n;
	oat_err e;
	G1(set_infty)(r);
	if (!json_at(&c[0], v, 0, &n) || n != 3 || !json_at(&c[1], v, 1, NULL) || !json_at(&c[2], v, 2, NULL))
		return OAT_ERR_ENCODING;
	int z = GROTH16(bit_)(&c[2]);
	if (z == 2) return OAT_ERR_ENCODING;
	if ((e = GROTH16(fp_)(r->x, &c[0])) != OAT_OK || (e = GROTH16(fp_)(r->y, &c[1])) != OAT_OK) {
		G1(set_infty)(r);
		return e;
	}
	if (z == 0) {
		G1(set_infty)(r);
		return OAT_OK;
	}
	FP(set_dig)(r->z, 1);
	if (!G1(is_valid)(r)) {
		int on = G1(is_on_curve_)(r);
		G1(set_infty)(r);
		return on ? OAT_ERR_NOT_IN_GROUP : OAT_ERR_NOT_ON_CURVE;
	}
	return OAT_OK;
}

/* a G2 point [[x0, x1], [y0, y1], [z0, z1]], x = x0 + x1 i, z = 1 or 0 */
static oat_err GROTH16(g2_)(G2(t) r, const json_span *v) {
	json_span c[3], d[2];
	size_t n, m;
	oat_err e;
	int z[2];
	G2(set_infty)(r);
	if (!json_at(&c[0], v, 0, &n) || n != 3 || !json_at(&c[1], v, 1, NULL) || !json_at(&c[2], v, 2, NULL))
		return OAT_ERR_ENCODING;
	for (int k = 0; k < 3; k++) {
		if (!json_at(&d[0], &c[k], 0, &m) || m != 2 || !json_at(&d[1], &c[k], 1, NULL)) return OAT_ERR_ENCODING;
		for (int j = 0; j < 2; j++) {
			if (k == 2) {
				if ((z[j] = GROTH16(bit_)(&d[j])) == 2) return OAT_ERR_ENCODING;
				continue;
			}
			if ((e = GROTH16(fp_)(k ? r->y->c[j] : r->x->c[j], &d[j])) != OAT_OK) {
				G2(set_infty)(r);
				return e;
			}
		}
	}
	if (z[1] != 0) {
		G2(set_infty)(r);
		return OAT_ERR_ENCODING;
	}
	if (z[0] == 0) {
		G2(set_infty)(r);
		return OAT_OK;
	}
	FP2(set_dig)(r->z, 1);
	if (!G2(is_valid)(r)) {
		int on = G2(is_on_curve_)(r);
		G2(set_infty)(r);
		return on ? OAT_ERR_NOT_IN_GROUP : OAT_ERR_NOT_ON_CURVE;
	}
	return OAT_OK;
}

/* "protocol": "groth16" and "curve": the curve's name, where present */
static int GROTH16(kind_)(const json_span *doc) {
	json_span v;
	if (json_get(&v, doc, "protocol") && !json_is(&v, "groth16")) return 0;
	if (json_get(&v, doc, "curve") && !json_is(&v, CURVE_SNARKJS_NAME)) return 0;
	return 1;
}

static void GROTH16(vk_clear_)(GROTH16(vk) *vk) {
	G1(set_infty)(vk->alpha);
	G2(set_infty)(vk->beta);
	G2(set_infty)(vk->gamma);
	G2(set_infty)(vk->delta);
	for (size_t i = 0; i <= GROTH16_MAX_PUBLIC; i++) G1(set_infty)(vk->ic[i]);
	vk->n_public = 0;
}

oat_err GROTH16(read_vk_json)(GROTH16(vk) *vk, const char *json, size_t len) {
	json_span doc, v, ic, x;
	size_t n;
	oat_err e;
	unsigned char np[8];
	if (vk == NULL) return OAT_ERR_ARGUMENT;
	GROTH16(vk_clear_)(vk);
	if (json == NULL) return OAT_ERR_ARGUMENT;
	if (!json_doc(&doc, json, len) || !GROTH16(kind_)(&doc)) return OAT_ERR_ENCODING;
	if (!json_get(&ic, &doc, "IC") || !json_at(&x, &ic, 0, &n)) return OAT_ERR_ENCODING;
	if (n - 1 > GROTH16_MAX_PUBLIC) return OAT_ERR_LENGTH;
	/* nPublic, where present, agrees with IC */
	if (json_get(&v, &doc, "nPublic")) {
		int k = json_uint(np, sizeof(np), &v);
		if (k == 0) return OAT_ERR_ENCODING;
		if (k < 0) return OAT_ERR_LENGTH;
		for (int i = 0; i < 7; i++)
			if (np[i]) return OAT_ERR_LENGTH;
		if (np[7] != n - 1) return OAT_ERR_LENGTH;
	}
	if (!json_get(&v, &doc, "vk_alpha_1")) return OAT_ERR_ENCODING;
	if ((e = GROTH16(g1_)(vk->alpha, &v)) != OAT_OK) goto fail;
	static const char *const g2k[3] = { "vk_beta_2", "vk_gamma_2", "vk_delta_2" };
	G2(st) *g2p[3] = { vk->beta, vk->gamma, vk->delta };
	for (int i = 0; i < 3; i++) {
		if (!json_get(&v, &doc, g2k[i])) {
			e = OAT_ERR_ENCODING;
			goto fail;
		}
		if ((e = GROTH16(g2_)(g2p[i], &v)) != OAT_OK) goto fail;
	}
	for (size_t i = 0; i < n; i++) {
		if (!json_at(&x, &ic, i, NULL)) {
			e = OAT_ERR_ENCODING;
			goto fail;
		}
		if ((e = GROTH16(g1_)(vk->ic[i], &x)) != OAT_OK) goto fail;
	}
	vk->n_public = n - 1;
	return OAT_OK;
fail:
	GROTH16(vk_clear_)(vk);
	return e;
}

oat_err GROTH16(read_proof_json)(GROTH16(proof) *pr, const char *json, size_t len) {
	json_span doc, v;
	oat_err e;
	if (pr == NULL) return OAT_ERR_ARGUMENT;
	G1(set_infty)(pr->a);
	G2(set_infty)(pr->b);
	G1(set_infty)(pr->c);
	if (json == NULL) return OAT_ERR_ARGUMENT;
	if (!json_doc(&doc, json, len) || !GROTH16(kind_)(&doc)) return OAT_ERR_ENCODING;
	if (!json_get(&v, &doc, "pi_a")) return OAT_ERR_ENCODING;
	if ((e = GROTH16(g1_)(pr->a, &v)) != OAT_OK) goto fail;
	if (!json_get(&v, &doc, "pi_b")) {
		e = OAT_ERR_ENCODING;
		goto fail;
	}
	if ((e = GROTH16(g2_)(pr->b, &v)) != OAT_OK) goto fail;
	if (!json_get(&v, &doc, "pi_c")) {
		e = OAT_ERR_ENCODING;
		goto fail;
	}
	if ((e = GROTH16(g1_)(pr->c, &v)) != OAT_OK) goto fail;
	return OAT_OK;
fail:
	G1(set_infty)(pr->a);
	G2(set_infty)(pr->b);
	G1(set_infty)(pr->c);
	return e;
}

oat_err GROTH16(read_public_json)(FR(t) pub[], size_t cap, size_t *n, const char *json, size_t len) {
	json_span doc, x;
	size_t m = 0;
	unsigned char b[FR_BYTES + 32];
	if (n == NULL || (pub == NULL && cap)) return OAT_ERR_ARGUMENT;
	*n = 0;
	for (size_t i = 0; i < cap; i++) FR(zero)(pub[i]);
	if (json == NULL) return OAT_ERR_ARGUMENT;
	if (!json_doc(&doc, json, len)) return OAT_ERR_ENCODING;
	if (!json_at(&x, &doc, 0, &m)) {
		/* an empty array is no inputs; anything else is not an array */
		const char *p = doc.p;
		if (*p == '[' && m == 0 && json_ws_(p + 1, doc.e)[0] == ']') return OAT_OK;
		return OAT_ERR_ENCODING;
	}
	if (m > cap) return OAT_ERR_LENGTH;
	for (size_t i = 0; i < m; i++) {
		oat_err e = OAT_OK;
		int k;
		if (!json_at(&x, &doc, i, NULL) || (k = json_uint(b, sizeof(b), &x)) == 0) e = OAT_ERR_ENCODING;
		for (size_t j = 0; j < 32 && e == OAT_OK; j++)
			if (k < 0 || b[j]) e = OAT_ERR_NOT_CANONICAL;
		if (e == OAT_OK) e = FR(read_bin)(pub[i], b + 32, FR_BYTES);
		if (e != OAT_OK) {
			for (size_t j = 0; j < cap; j++) FR(zero)(pub[j]);
			return e;
		}
	}
	*n = m;
	return OAT_OK;
}

/* ---- verification ------------------------------------------------------ */

#define GROTH16_CHUNK 32   /* points per mul_sim_vartime, on the stack */

/* The check of verify and verify_prepared: ab the key's e(alpha, beta)
 * when prepared (three pairs and a product in GT), else NULL (four). */
static oat_err GROTH16(check_)(const GROTH16(vk) *vk, const GT(t) ab, const GROTH16(proof) *pr,
		const FR(t) pub[], size_t n) {
	G1(t) l, t, p[4], pts[GROTH16_CHUNK];
	G2(t) q[4];
	FR(t) ks[GROTH16_CHUNK];
	GT(t) f;
	size_t np = 0;
	if (pr == NULL || (pub == NULL && n)) return OAT_ERR_ARGUMENT;
	if (vk->n_public > GROTH16_MAX_PUBLIC || n != vk->n_public) return OAT_ERR_LENGTH;
	/* the points as the readers leave them; a caller's own are checked too */
	if (!G1(is_valid)(pr->a) || !G1(is_valid)(pr->c) || !G2(is_valid)(pr->b)) return OAT_ERR_NOT_IN_GROUP;
	/* L = IC_0 + sum x_i IC_i */
	G1(copy)(l, vk->ic[0]);
	for (size_t i = 0; i < n; i += GROTH16_CHUNK) {
		size_t m = n - i < GROTH16_CHUNK ? n - i : GROTH16_CHUNK;
		for (size_t j = 0; j < m; j++) {
			G1(copy)(pts[j], vk->ic[i + j + 1]);
			FR(copy)(ks[j], pub[i + j]);
		}
		G1(mul_sim_vartime)(t, (const G1(t) *)pts, (const FR(t) *)ks, m);
		G1(add)(l, l, t);
	}
	/* e(-A, B) e(alpha, beta) e(L, gamma) e(C, delta) = 1 */
	G1(neg)(p[np], pr->a);
	G2(copy)(q[np++], pr->b);
	if (ab == NULL) {
		G1(copy)(p[np], vk->alpha);
		G2(copy)(q[np++], vk->beta);
	}
	G1(copy)(p[np], l);
	G2(copy)(q[np++], vk->gamma);
	G1(copy)(p[np], pr->c);
	G2(copy)(q[np++], vk->delta);
	PC(map_sim)(f, (const G1(t) *)p, (const G2(t) *)q, np);
	if (ab != NULL) GT(mul)(f, f, ab);
	return GT(is_unity)(f) ? OAT_OK : OAT_ERR_VERIFY;
}

oat_err GROTH16(verify)(const GROTH16(vk) *vk, const GROTH16(proof) *pr, const FR(t) pub[], size_t n) {
	if (vk == NULL) return OAT_ERR_ARGUMENT;
	return GROTH16(check_)(vk, NULL, pr, pub, n);
}

oat_err GROTH16(prepare)(GROTH16(pvk) *pvk, const GROTH16(vk) *vk) {
	if (pvk == NULL) return OAT_ERR_ARGUMENT;
	GROTH16(vk_clear_)(&pvk->vk);
	GT(set_unity)(pvk->alpha_beta);
	if (vk == NULL) return OAT_ERR_ARGUMENT;
	if (vk->n_public > GROTH16_MAX_PUBLIC) return OAT_ERR_LENGTH;
	pvk->vk = *vk;
	PC(map)(pvk->alpha_beta, vk->alpha, vk->beta);
	return OAT_OK;
}

oat_err GROTH16(verify_prepared)(const GROTH16(pvk) *pvk, const GROTH16(proof) *pr, const FR(t) pub[], size_t n) {
	if (pvk == NULL) return OAT_ERR_ARGUMENT;
	return GROTH16(check_)(&pvk->vk, pvk->alpha_beta, pr, pub, n);
}
