/* oat-insncount for Jubjub (a build whose curves are Jubjub, or Jubjub and no
 * pairing curve): insncount.c's driver with the Edwards curve's operations,
 * under the same protocol (tools/insncount.sh: OAT_CURVE=jubjub).
 *   oat-insncount OP N     OP in empty fq_mul fq_sqr fq_add fq_sub fq_inv fq_sqrt
 *                          fr_mul fr_sqr fr_inv ed_add ed_dbl ed_add_niels
 *                          ed_add_aniels ed_mul ed_mul_gen ed_mul_vartime
 *                          ed_read_bin ed_write_bin reddsa_sign reddsa_verify */
#include "insncount.h"
#include "oat/jubjub.h"


static struct {
	oat_jubjub_fq_t a, c;
	oat_jubjub_fr_t k, k2, sk;
	oat_jubjub_ed_t p, r;
	oat_jubjub_ed_niels_t n;
	oat_jubjub_ed_aniels_t an;
	unsigned char enc[OAT_JUBJUB_ED_BYTES], vk[OAT_JUBJUB_ED_BYTES];
	unsigned char sig[OAT_JUBJUB_REDDSA_SIG_BYTES];
	unsigned seed;
} v;
static const unsigned char msg_[32] = "oat-insncount RedJubjub message";
static unsigned sink_;

static void op_empty(void) { __asm__ volatile("" ::: "memory"); }
static void op_fq_mul(void) { oat_jubjub_fq_mul(v.c, v.a, v.c); }
static void op_fq_sqr(void) { oat_jubjub_fq_sqr(v.c, v.c); }
static void op_fq_add(void) { oat_jubjub_fq_add(v.c, v.a, v.c); }
static void op_fq_sub(void) { oat_jubjub_fq_sub(v.c, v.a, v.c); }
static void op_fq_inv(void) { oat_jubjub_fq_inv(v.c, v.c); }
static void op_fq_sqrt(void) { sink_ += (unsigned)oat_jubjub_fq_sqrt(v.c, v.a); }
static void op_fr_mul(void) { oat_jubjub_fr_mul(v.k2, v.k, v.k2); }
static void op_fr_sqr(void) { oat_jubjub_fr_sqr(v.k2, v.k2); }
static void op_fr_inv(void) { oat_jubjub_fr_inv(v.k2, v.k2); }
static void op_ed_add(void) { oat_jubjub_ed_add(v.r, v.r, v.p); }
static void op_ed_dbl(void) { oat_jubjub_ed_dbl(v.r, v.r); }
static void op_ed_add_niels(void) { oat_jubjub_ed_add_niels(v.r, v.r, v.n); }
static void op_ed_add_aniels(void) { oat_jubjub_ed_add_aniels(v.r, v.r, v.an); }
static void op_ed_mul(void) { oat_jubjub_ed_mul(v.r, v.p, v.k); }
static void op_ed_mul_gen(void) { oat_jubjub_ed_mul_gen(v.r, v.k); }
static void op_ed_mul_vartime(void) { oat_jubjub_ed_mul_vartime(v.r, v.p, v.k); }
static void op_ed_read_bin(void) { sink_ += (unsigned)oat_jubjub_ed_read_bin(v.r, v.enc, sizeof(v.enc)); }
static void op_ed_write_bin(void) { sink_ += (unsigned)oat_jubjub_ed_write_bin(v.enc, sizeof(v.enc), v.p); }
static void op_reddsa_sign(void) {
	sink_ += (unsigned)oat_jubjub_reddsa_sign(v.sig, sizeof(v.sig), v.sk, OAT_JUBJUB_REDDSA_SPEND_AUTH, msg_,
			sizeof(msg_), fixed_rand, &v.seed);
}
static void op_reddsa_verify(void) {
	sink_ += (unsigned)oat_jubjub_reddsa_verify(OAT_JUBJUB_REDDSA_SPEND_AUTH, v.vk, sizeof(v.vk), msg_,
			sizeof(msg_), v.sig, sizeof(v.sig));
}

static const insn_op ops[] = {
	OPE(empty), OPE(fq_mul), OPE(fq_sqr), OPE(fq_add), OPE(fq_sub), OPE(fq_inv), OPE(fq_sqrt),
	OPE(fr_mul), OPE(fr_sqr), OPE(fr_inv), OPE(ed_add), OPE(ed_dbl), OPE(ed_add_niels),
	OPE(ed_add_aniels), OPE(ed_mul), OPE(ed_mul_gen), OPE(ed_mul_vartime), OPE(ed_read_bin),
	OPE(ed_write_bin), OPE(reddsa_sign), OPE(reddsa_verify),
};

int main(int argc, char **argv) {
	unsigned seed = 12345;
	void (*fn)(void) = insn_op_of(argc, argv, ops, sizeof(ops) / sizeof(ops[0]));
	if (!fn) return 2;
	long n = atol(argv[2]);
	int bad = 0;
	oat_jubjub_fq_t t;
	bad |= oat_jubjub_fq_rand(t, fixed_rand, &seed);
	oat_jubjub_fq_sqr(v.a, t);          /* a square: sqrt's full path */
	bad |= oat_jubjub_fq_rand(v.c, fixed_rand, &seed);
	bad |= oat_jubjub_fr_rand(v.k, fixed_rand, &seed);
	bad |= oat_jubjub_fr_rand(v.k2, fixed_rand, &seed);
	oat_jubjub_ed_mul_gen(v.p, v.k2);
	oat_jubjub_ed_copy(v.r, v.p);
	oat_jubjub_ed_to_niels(v.n, v.p);
	oat_jubjub_ed_to_aniels(v.an, v.p);
	bad |= oat_jubjub_ed_write_bin(v.enc, sizeof(v.enc), v.p);
	v.seed = 777;
	bad |= oat_jubjub_reddsa_keygen(v.sk, v.vk, sizeof(v.vk), OAT_JUBJUB_REDDSA_SPEND_AUTH, fixed_rand, &seed);
	bad |= oat_jubjub_reddsa_sign(v.sig, sizeof(v.sig), v.sk, OAT_JUBJUB_REDDSA_SPEND_AUTH, msg_, sizeof(msg_),
			fixed_rand, &seed);
	bad |= oat_jubjub_reddsa_verify(OAT_JUBJUB_REDDSA_SPEND_AUTH, v.vk, sizeof(v.vk), msg_, sizeof(msg_), v.sig,
			sizeof(v.sig));
	if (bad) return 2;
	insn_measure(fn, n);
	unsigned char out[OAT_JUBJUB_ED_BYTES];
	if (oat_jubjub_ed_write_bin(out, sizeof(out), v.r) != OAT_OK) return 2;
	return out[0] == 0x5a && out[1] == 0xa5 && sink_ == 7 ? 1 : 0; /* keep the work alive */
}
