/* Groth16 verification on alt_bn128, with snarkjs's JSON files. */
#include "curves/altbn128/curve.h"
#include "protocols/groth16_tmpl.h"
