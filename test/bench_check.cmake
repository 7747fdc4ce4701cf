# Runs oat-bench -n 1 --format json once and --compare on the file against
# itself (one run: the whole bench's setup is most of a minute under qemu);
# checks that every operation of the bench's contract is present with a
# numeric, positive time, and that --compare prints a ratio for each.
# Not a timing assertion: the numbers themselves are not judged.
#   cmake -DBENCH=<oat-bench> -DKIND=<pairing|nist|edwards> -DEMU=<emulator or empty> -DOUT=<dir>
#         [-DFILTER=<the default curve's token: its rows only>] -P bench_check.cmake
cmake_minimum_required(VERSION 3.21)
set(ops
  fp_add fp_sub fp_neg fp_dbl fp_hlv fp_mul fp_sqr fp_rdc fp_inv fp_inv_vartime fp_exp
  fp_sqrt fp_is_square fp_read_bin fp_write_bin fp_read_str fp_write_str
  fp_copy fp_zero fp_is_zero fp_set_dig fp_rand fp_cmp fp_mul_dig fp_inv_sim2
  g1_is_infty g1_set_infty g1_copy g1_cmp g1_rand g1_sub
  g2_is_infty g2_set_infty g2_copy g2_cmp g2_rand g2_sub
  gt_copy gt_set_unity gt_is_unity gt_cmp gt_inv
  fp2_add fp2_mul fp2_sqr fp2_inv fp2_frb fp2_conj fp2_mul_nor
  fp6_add fp6_mul fp6_sqr fp6_inv fp6_frb
  fp12_add fp12_mul fp12_sqr fp12_inv fp12_frb fp12_conj fp12_mul_line fp12_sqr_cyc
  g1_add g1_dbl g1_neg g1_norm g1_mul g1_mul_gen g1_mul_vartime g1_mul_sim g1_map g1_map_vartime g1_is_valid
  g1_read_bin g1_write_bin g1_read_bin_pack g1_write_bin_pack
  g2_add g2_dbl g2_neg g2_norm g2_mul g2_mul_gen g2_mul_vartime g2_mul_sim g2_map g2_map_vartime g2_is_valid
  g2_read_bin g2_write_bin g2_read_bin_pack g2_write_bin_pack
  g1_mul_sim_gen g1_mul_sim_gen_vartime g1_mul_dig g1_mul_pre g1_mul_fix g1_msm_ct8 g1_msm16 g1_msm256 g1_msm1024
  g2_mul_sim_gen g2_mul_sim_gen_vartime g2_mul_dig g2_mul_pre g2_mul_fix g2_msm_ct8 g2_msm16 g2_msm256 g2_msm1024
  gt_mul gt_sqr gt_exp gt_is_valid gt_read_bin gt_write_bin
  gt_exp_gen gt_exp_sim gt_exp_dig gt_rand gt_read_bin_pack gt_write_bin_pack
  pc_map pc_map_sim2 pc_map_sim8 pc_map_sim64 pc_miller_loop pc_final_exp
  bls_sign bls_verify bls_batch_verify8)
# a NIST default curve: its rows (bench/bench_ecc.h)
if(KIND STREQUAL "nist")
  set(ops
    fp_add fp_sub fp_mul fp_sqr fp_inv fp_inv_vartime fp_sqrt fn_add fn_mul fn_inv fn_inv_vartime
    ep_add ep_dbl ep_norm ep_mul ep_mul_gen ep_mul_vartime ep_mul_sim_gen ep_read_bin ep_read_bin_pack
    ep_write_bin ecdsa_sig_read_der mult keygen sign verify ecdh)
endif()

# Jubjub as the default curve: its rows (bench/bench_ed.h)
if(KIND STREQUAL "edwards")
  set(ops fq_add fq_sub fq_mul fq_sqr fq_inv fq_inv_vartime fq_sqrt fr_add fr_sub fr_mul fr_sqr fr_inv fr_sqrt
    ed_add ed_sub ed_dbl ed_add_niels ed_add_aniels ed_norm ed_mul ed_mul_gen ed_read_bin ed_write_bin
    ed_is_torsion_free)
endif()

set(emu ${EMU})
foreach(run a)
  execute_process(COMMAND ${emu} ${BENCH} -n 1 -r 1 --format json ${FILTER}
    OUTPUT_FILE ${OUT}/bench_${run}.json RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "oat-bench exited with ${rc}")
  endif()
  file(READ ${OUT}/bench_${run}.json json)
  string(JSON n LENGTH "${json}" results)
  set(seen "")
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    string(JSON op GET "${json}" results ${i} op)
    string(JSON ns GET "${json}" results ${i} ns)
    if(NOT ns MATCHES "^[0-9]+(\\.[0-9]+)?$" OR ns MATCHES "^0+(\\.0*)?$")
      message(FATAL_ERROR "${op}: time '${ns}' is not a positive number")
    endif()
    list(APPEND seen ${op})
  endforeach()
  foreach(op ${ops})
    if(NOT op IN_LIST seen)
      message(FATAL_ERROR "operation ${op} missing from oat-bench --format json")
    endif()
  endforeach()
endforeach()

execute_process(COMMAND ${emu} ${BENCH} --compare ${OUT}/bench_a.json ${OUT}/bench_a.json
  OUTPUT_VARIABLE cmp RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "oat-bench --compare exited with ${rc}")
endif()
foreach(op ${ops})
  if(NOT cmp MATCHES "\n${op} +[0-9.]+ +[0-9.]+ +[0-9]+\\.[0-9]+")
    message(FATAL_ERROR "--compare printed no ratio for ${op}")
  endif()
endforeach()
list(LENGTH ops nops)
message(STATUS "oat-bench: ${nops} operations present and positive; --compare ratios for all")
