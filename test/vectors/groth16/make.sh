#!/usr/bin/env bash
# Reproduce a Groth16 test vector from scratch: `make.sh` for alt_bn128
# (snarkjs's "bn128", the files here), `make.sh bls12381` for BLS12-381 (the
# files in bls12381/, made from the same circuit and input).
# Requires: node + `npm install snarkjs@0.7.6 circom2@0.2.23` in the parent
# dir of this folder's copy (/tmp/groth16).
set -euo pipefail
cd "$(dirname "$0")"
CURVE=${1:-bn128}
BIN=$PWD/../node_modules/.bin
if [ "$CURVE" != bn128 ]; then
  mkdir -p "$CURVE"
  cp circuit.circom input.json "$CURVE"/
  cd "$CURVE"
fi
SNARKJS="$BIN/snarkjs"
CIRCOM="$BIN/circom2"
mkdir -p build
rm -rf build/*

# 1. compile circuit (r1cs + wasm witness generator + symbols)
"$CIRCOM" circuit.circom --r1cs --wasm --sym --prime $CURVE -o build
"$SNARKJS" r1cs info build/circuit.r1cs

# 2. powers of tau (phase 1), 2^8 constraints
"$SNARKJS" powersoftau new $CURVE 8 build/pot_0000.ptau -v
"$SNARKJS" powersoftau contribute build/pot_0000.ptau build/pot_0001.ptau --name="first contribution" -e="some random entropy for ptau" -v
"$SNARKJS" powersoftau prepare phase2 build/pot_0001.ptau build/pot_final.ptau -v
"$SNARKJS" powersoftau verify build/pot_final.ptau

# 3. groth16 setup (phase 2)
"$SNARKJS" groth16 setup build/circuit.r1cs build/pot_final.ptau build/circuit_0000.zkey
"$SNARKJS" zkey contribute build/circuit_0000.zkey build/circuit_final.zkey --name="zkey contribution 1" -e="more random entropy for zkey" -v
"$SNARKJS" zkey verify build/circuit.r1cs build/pot_final.ptau build/circuit_final.zkey
"$SNARKJS" zkey export verificationkey build/circuit_final.zkey verification_key.json

# 4. witness (a=3, b=11 -> c=33, d=14)
"$SNARKJS" wtns calculate build/circuit_js/circuit.wasm input.json build/witness.wtns
"$SNARKJS" wtns check build/circuit.r1cs build/witness.wtns

# 5. prove + verify
"$SNARKJS" groth16 prove build/circuit_final.zkey build/witness.wtns proof.json public.json
"$SNARKJS" groth16 verify verification_key.json public.json proof.json | tee verify_ok.txt

# 6. negative vectors
node -e '
const fs=require("fs");
const pub=JSON.parse(fs.readFileSync("public.json"));
pub[0]=(BigInt(pub[0])+1n).toString();
fs.writeFileSync("public_bad.json", JSON.stringify(pub,null,1));
const p=JSON.parse(fs.readFileSync("proof.json"));
p.pi_c=p.pi_a.slice();   // pi_c := pi_a (valid G1 point, wrong value)
fs.writeFileSync("proof_bad.json", JSON.stringify(p,null,1));
'
set +e
"$SNARKJS" groth16 verify verification_key.json public_bad.json proof.json 2>&1 | tee verify_bad_public.txt
"$SNARKJS" groth16 verify verification_key.json public.json proof_bad.json 2>&1 | tee verify_bad_proof.txt
exit 0
