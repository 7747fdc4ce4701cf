/* Groth16 verification on BLS12-381, with snarkjs's JSON files. */
#include "curves/bls12381/curve.h"
#include "protocols/groth16_tmpl.h"
