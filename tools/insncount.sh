#!/usr/bin/env bash
# Executed-instruction counts of single operations, the cost measure that
# repeats exactly on a shared machine:
#   x86-64: valgrind --tool=callgrind on the x86_64 backend (MULX/ADX path
#           forced, since valgrind hides ADX from CPUID) and on portable C;
#   ARM:    qemu-arm -cpu cortex-a9 with the insncount plugin of
#           ../shared/tools/qemu-insncount on the arm32 backend and on the
#           portable c32 backend, both cross-built static -no-pie.
# Usage: tools/insncount.sh [x86|arm|all] [OPS...]
#        OAT_CURVE=bls12381 tools/insncount.sh ...   (default bn254; one
#        curve per build, so the counting driver's short names are its own;
#        both generator tables, as the x64-pbc-* and arm-pbc-* presets)
#        OAT_CURVE=jubjub tools/insncount.sh x86 fq_mul ed_add ...  (the
#        operations of bench/insncount_ed.c)
# Needs: valgrind (x86); gcc-arm-linux-gnueabihf, qemu-user and the plugin
# sources (arm).  Builds in build/insn-*.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
shift || true
ops=${*:-fp_mul fp_sqr fp_add fp2_mul g1_mul pc_map}
jobs=2
curve=${OAT_CURVE:-bn254}
curve=${curve//-/}
curve=${curve//_/}
sfx=$([ "$curve" = bn254 ] && echo "" || echo "-$curve")

build() { # dir, cmake args...
  local dir=$1; shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DOAT_TESTS=OFF -DOAT_CURVES="$curve" \
    -DOAT_DEFAULT_CURVE="$curve" -DOAT_GEN_TABLES=all "$@" >/dev/null
  cmake --build "$dir" -j"$jobs" --target oat-insncount >/dev/null
}

# callgrind total for N runs: "Collected : X" in valgrind's summary
cg_total() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# instructions per call of OP (times 1000, for the empty loop's fractions)
cg_op() { # bin op n
  local a b
  a=$(cg_total "$1" "$2" "$3")
  b=$(cg_total "$1" "$2" "$(($3 * 2))")
  # one run does n + 2n operations, the other 2n + 4n: the difference is 3n
  echo $(( (b - a) * 1000 / (3 * $3) ))
}

# the same under qemu with the plugin's marks: deltas are n, then 2n ops
qemu_op() { # bin op n plugin
  local addr rep d1 d2
  addr=$(arm-linux-gnueabihf-nm "$1" | awk '$3 == "oat_insn_mark" { print $1 }')
  rep=$(mktemp)
  qemu-arm -cpu cortex-a9 -plugin "$4,mark=0x$addr,out=$rep" "$1" "$2" "$3" >/dev/null
  d1=$(sed -n 's/.*#1 at .* delta \([0-9]*\).*/\1/p' "$rep")
  d2=$(sed -n 's/.*#2 at .* delta \([0-9]*\).*/\1/p' "$rep")
  rm -f "$rep"
  echo $(( (d2 - d1) * 1000 / $3 ))
}

reps() {
  case $1 in
    g1_mul|g2_mul|g1_mul_gen|g2_mul_gen|gt_exp|g?_map|pc_*|ed_mul*|reddsa_*|ed_read_bin) echo 4 ;;
    g?_msm*) echo 1 ;;
    *_inv|*_sqrt) echo 100 ;;
    *) echo 1000 ;;
  esac
}

x86() {
  local dirs=() names=()
  build build/insn-c$sfx -DOAT_ARITH=c
  dirs+=(build/insn-c$sfx); names+=("c (64-bit limbs)")
  if [ -f src/arch/x86_64/backend.cmake ]; then
    build build/insn-x64$sfx -DOAT_ARITH=x86_64 -DOAT_X86_ADX=on
    dirs+=(build/insn-x64$sfx); names+=("x86_64 (MULX/ADX)")
  fi
  printf '%-16s' "x86-64 callgrind, $curve"
  for n in "${names[@]}"; do printf ' %20s' "$n"; done
  printf '\n'
  for op in $ops; do
    printf '%-16s' "$op"
    for d in "${dirs[@]}"; do
      local n e c
      n=$(reps "$op")
      e=$(cg_op "$d/bench/oat-insncount" empty "$n")
      c=$(cg_op "$d/bench/oat-insncount" "$op" "$n")
      printf ' %20s' "$(( (c - e + 500) / 1000 ))"
    done
    printf '\n'
  done
}

arm() {
  local plugin_src=${OAT_INSNCOUNT_SRC:-../shared/tools/qemu-insncount}
  local plugin=build/insn-plugin/libinsncount.so
  mkdir -p build/insn-plugin
  [ -f "$plugin" ] || make -s -C "$plugin_src" OUT="$PWD/build/insn-plugin" >/dev/null
  local tc=(--toolchain cmake/arm-linux-gnueabihf.cmake -DOAT_WSIZE=32 -DOAT_STATIC_EXE=ON
    -DCMAKE_EXE_LINKER_FLAGS=-no-pie -DCMAKE_POSITION_INDEPENDENT_CODE=OFF)
  local dirs=() names=()
  build build/insn-c32$sfx "${tc[@]}" -DOAT_ARITH=c
  dirs+=(build/insn-c32$sfx); names+=("c32 (portable C)")
  if [ -f src/arch/arm32/backend.cmake ]; then
    build build/insn-arm32$sfx "${tc[@]}" -DOAT_ARITH=arm32
    dirs+=(build/insn-arm32$sfx); names+=("arm32 (assembly)")
  fi
  printf '%-16s' "ARM qemu, $curve"
  for n in "${names[@]}"; do printf ' %20s' "$n"; done
  printf '\n'
  for op in $ops; do
    printf '%-16s' "$op"
    for d in "${dirs[@]}"; do
      local n e c
      n=$(reps "$op")
      e=$(qemu_op "$d/bench/oat-insncount" empty "$n" "$plugin")
      c=$(qemu_op "$d/bench/oat-insncount" "$op" "$n" "$plugin")
      printf ' %20s' "$(( (c - e + 500) / 1000 ))"
    done
    printf '\n'
  done
}

case $what in
  x86) x86 ;;
  arm) arm ;;
  all) x86; echo; arm ;;
  *) echo "usage: $0 [x86|arm|all] [OPS...]" >&2; exit 2 ;;
esac
