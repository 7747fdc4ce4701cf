pragma circom 2.0.0;

// Prove knowledge of private a, b such that a*b = c and a+b = d.
// c and d are public outputs (public signals, in this order: c, d).
template MulAdd() {
    signal input a;
    signal input b;
    signal output c;
    signal output d;
    c <== a * b;
    d <== a + b;
}

component main = MulAdd();
