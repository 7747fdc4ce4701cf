# ARMv7-A assembly backend of the field kernels (OAT_ARITH=arm32): Montgomery
# arithmetic on 32-bit digits with UMAAL, tuned for the Cortex-A9.
# Included by the top-level CMakeLists.txt; adds its sources to OAT_ARCH_SOURCES.
if(NOT OAT_WSIZE EQUAL 32)
  message(FATAL_ERROR "OAT_ARITH=arm32 works on 32-bit digits: configure with "
    "-DOAT_WSIZE=32 (got OAT_WSIZE=${OAT_WSIZE})")
endif()
if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "^[Aa][Rr][Mm]")
  message(FATAL_ERROR "OAT_ARITH=arm32 needs an ARM target (CMAKE_SYSTEM_PROCESSOR is "
    "'${CMAKE_SYSTEM_PROCESSOR}'); cross-compile with --toolchain cmake/arm-linux-gnueabihf.cmake")
endif()
enable_language(ASM)
# The routines of the sizes and classes the curves of the library need
# (kernels_arch.h): 8 digits with a spare bit for BN-P254's p and r,
# BLS12-381's r and Jubjub's q and r_J, 12 for BLS12-381's p; the NIST curves' p and n: 6 digits
# (p192), 7 (p224), 8 with no spare bit (p256; sub, neg and hlv from the
# 8-digit set), 12 with none (p384; likewise), 17 (p521), for their n, and
# the routines of each prime p (pNNN_*.S).  The mont*_full_*, mont17_* and
# pNNN_* files are generated (tools/gen_arm32_mont.py, tools/gen_arm32_add.py,
# tools/gen_arm32_nist.py).
set(_oat_a32_by_curve
  "bn254:mont8_mul,mont8_add"
  "altbn128:mont8_mul,mont8_add"
  "bls12381:mont8_mul,mont8_add,mont12_mul,mont12_add"
  "p192:mont6_full_mul,mont6_full_add,p192_mul,p192_add"
  "p224:mont7_full_mul,mont7_full_add,p224_mul,p224_add"
  "p256:mont8_full_mul,mont8_full_add,mont8_add,p256_mul,p256_add"
  "p384:mont12_full_mul,mont12_full_add,mont12_add,p384_mul,p384_add"
  "p521:mont17_mul,mont17_add,p521_mul,p521_add"
  "jubjub:mont8_mul,mont8_add")
set(_oat_a32_files "")
set(_oat_a32_every "")
foreach(_e ${_oat_a32_by_curve})
  string(REPLACE ":" ";" _e "${_e}")
  list(GET _e 0 _c)
  list(GET _e 1 _fs)
  string(REPLACE "," ";" _fs "${_fs}")
  list(APPEND _oat_a32_every ${_fs})
  if(_c IN_LIST OAT_CURVE_LIST)
    list(APPEND _oat_a32_files ${_fs})
  endif()
endforeach()
list(REMOVE_DUPLICATES _oat_a32_files)
list(REMOVE_DUPLICATES _oat_a32_every)
foreach(_f ${_oat_a32_files})
  list(APPEND OAT_ARCH_SOURCES ${CMAKE_CURRENT_LIST_DIR}/${_f}.S)
endforeach()

# test_arm32: the routines against the portable kernels with both moduli of
# the curve, on the full input ranges and with every aliasing.  Deferred to
# the end of the top directory, where the oat target exists.
set(_oat_arm32_dir ${CMAKE_CURRENT_LIST_DIR})
if(OAT_TESTS)
  cmake_language(DEFER CALL oat_kernel_tests arm32 ${_oat_arm32_dir}/test_arm32.c)
endif()

# test_arm32_mont: every routine of every size and class, whatever the
# curves of the library, built into the test itself (an object library of
# all the arm32 files) and checked against the portable kernels with the
# NIST moduli and random ones of each class.
function(_oat_arm32_add_mont_test)
  set(_srcs "")
  foreach(_f ${_oat_a32_every})
    list(APPEND _srcs ${_oat_arm32_dir}/${_f}.S)
  endforeach()
  add_library(oat_arm32_every OBJECT ${_srcs})
  add_executable(test_arm32_mont ${_oat_arm32_dir}/test_arm32_mont.c $<TARGET_OBJECTS:oat_arm32_every>)
  target_include_directories(test_arm32_mont PRIVATE ${PROJECT_SOURCE_DIR}/include
    ${PROJECT_BINARY_DIR}/include ${PROJECT_SOURCE_DIR}/src)
  target_link_options(test_arm32_mont PRIVATE ${OAT_EXE_LINK_OPTIONS})
  add_test(NAME test_arm32_mont COMMAND test_arm32_mont)
endfunction()
if(OAT_TESTS)
  cmake_language(DEFER CALL _oat_arm32_add_mont_test)
endif()

# ctime_arm32: every routine is straight-line code on fixed addresses (no
# branch, no conditional execution, no register-indexed load or store),
# checked on the disassembly of the library's objects and of every other
# arm32 file (the objects of test_arm32_mont); it also prints each
# routine's instruction count.
function(_oat_arm32_add_ctime)
  set(_objs "$<JOIN:$<TARGET_OBJECTS:oat>,|>")
  if(TARGET oat_arm32_every)
    string(APPEND _objs "|$<JOIN:$<TARGET_OBJECTS:oat_arm32_every>,|>")
  endif()
  add_test(NAME ctime_arm32 COMMAND ${CMAKE_COMMAND} -DOBJDUMP=${CMAKE_OBJDUMP}
    "-DOBJECTS=${_objs}" -P ${_oat_arm32_dir}/ctime_arm32.cmake)
endfunction()
if(OAT_TESTS AND CMAKE_OBJDUMP)
  cmake_language(DEFER CALL _oat_arm32_add_ctime)
endif()
