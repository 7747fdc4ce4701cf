# oat-bench's RELIC modes against real RELIC logs (test/vectors/relic/):
#   --compare-relic LOG: a row for each RELIC row oat has, with RELIC's time as
#   the log gives it and a positive oat time, and the lists of rows either side
#   lacks;
#   --relic: every BENCH line is a row of RELIC's logs, under RELIC's headings,
#   in RELIC's format ("BENCH: g1_add = 276 nanosec").
# Not a timing assertion (-n 1 -r 1: one call per row).
#   cmake -DBENCH=<oat-bench> -DEMU=<emulator or empty> -DLOGS=<dir>
#         -DCURVE=<RELIC's name of the curve --relic measures, BN-P254 or B12-P381>
#         -P relic_check.cmake
# (--compare-relic takes the logs' curve, BN-P254, which the library holds.)
cmake_minimum_required(VERSION 3.21)
set(emu ${EMU})
# log, rows oat must report with RELIC's time, count of RELIC rows oat lacks
set(pc_rows "pc_map 18494192" "pc_exp 8110233" "pc_map_sim (2) 24866551" "g1_mul 4769538"
  "g2_mul_gen 4567744" "gt_exp 8869437" "g1_read_bin (1) 562482" "g2_write_bin (0) 5405")
set(fp_rows "fp_mul 1396" "fp_sqr 1972" "fp_inv 562303" "fp_srt 543272" "fp_smb 543190"
  "fp_inv_sim (2) 591567" "fp_write_str (16) 269051")
foreach(m pc fp)
  execute_process(COMMAND ${emu} ${BENCH} -n 1 -r 1 --compare-relic ${LOGS}/arm-asm-254_bench_${m}.txt
    OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "oat-bench --compare-relic (${m}) exited with ${rc}:\n${out}")
  endif()
  foreach(r ${${m}_rows})
    string(REGEX REPLACE " [0-9]+$" "" name "${r}")
    string(REGEX REPLACE "^.* " "" ns "${r}")
    string(REPLACE "(" "\\(" re "${name}")
    string(REPLACE ")" "\\)" re "${re}")
    if(NOT out MATCHES "\n${re} +${ns} +[0-9]+ +[0-9]+\\.[0-9]+\n")
      message(FATAL_ERROR "--compare-relic: no row '${name}' with RELIC's ${ns} ns:\n${out}")
    endif()
  endforeach()
  if(NOT out MATCHES "RELIC rows without an oat counterpart \\([0-9]+\\): [a-z]")
    message(FATAL_ERROR "--compare-relic: no list of the rows oat lacks:\n${out}")
  endif()
endforeach()

# --relic: RELIC's headings and format, and only RELIC's row names
execute_process(COMMAND ${emu} ${BENCH} -n 1 -r 1 --relic OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "oat-bench --relic exited with ${rc}:\n${out}")
endif()
file(READ ${LOGS}/arm-asm-254_bench_pc.txt pc)
file(READ ${LOGS}/arm-asm-254_bench_fp.txt fp)
string(REGEX MATCHALL "BENCH: [^\n]*" lines "${out}")
list(LENGTH lines n)
if(n LESS 60)
  message(FATAL_ERROR "--relic printed ${n} rows:\n${out}")
endif()
foreach(l ${lines})
  if(NOT l MATCHES "^BENCH: ([a-z0-9_]+( \\([0-9a-z ]+\\))?) = [0-9]+ nanosec$")
    message(FATAL_ERROR "--relic: not RELIC's format: '${l}'")
  endif()
  set(name "${CMAKE_MATCH_1}")
  string(FIND "${pc}${fp}" "BENCH: ${name} = " at)
  if(at LESS 0)
    message(FATAL_ERROR "--relic: '${name}' is not a row of RELIC's logs")
  endif()
endforeach()
if(NOT CURVE)
  set(CURVE "BN-P254")
endif()
foreach(h "-- Benchmarks for the FP module:" "-- Benchmarks for the PC module:" "-- Curve ${CURVE}:"
    "-- Group G_1:" "-- Group G_2:" "-- Group G_T:" "-- Pairing:" "** Utilities:" "** Arithmetic:")
  string(FIND "${out}" "${h}" at)
  if(at LESS 0)
    message(FATAL_ERROR "--relic: heading '${h}' missing:\n${out}")
  endif()
endforeach()
message(STATUS "oat-bench --relic: ${n} rows, all RELIC's; --compare-relic on both logs")
