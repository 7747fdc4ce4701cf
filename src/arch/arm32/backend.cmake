# ARMv7-A assembly backend of the field kernels (OAT_ARITH=arm32): Montgomery
# arithmetic on 8 or 12 x 32-bit digits with UMAAL, tuned for the Cortex-A9.
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
# The kernels of the sizes the curves need: 8 digits for the 256-bit fields
# (BN-P254's p and r, BLS12-381's r), 12 for the 381-bit one (BLS12-381's p).
set(_oat_a32_sizes 8)
if("bls12381" IN_LIST OAT_CURVE_LIST)
  list(APPEND _oat_a32_sizes 12)
endif()
foreach(_n ${_oat_a32_sizes})
  list(APPEND OAT_ARCH_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/mont${_n}_mul.S
    ${CMAKE_CURRENT_LIST_DIR}/mont${_n}_add.S)
endforeach()

# test_arm32: the routines against the portable kernels with both moduli of
# the curve, on the full input ranges and with every aliasing.  Deferred to
# the end of the top directory, where the oat target exists.
set(_oat_arm32_dir ${CMAKE_CURRENT_LIST_DIR})
if(OAT_TESTS)
  cmake_language(DEFER CALL oat_kernel_tests arm32 ${_oat_arm32_dir}/test_arm32.c)
endif()

# ctime_arm32: every routine is straight-line code on fixed addresses (no
# branch, no conditional execution, no register-indexed load or store),
# checked on the disassembly; it also prints each routine's instruction count.
function(_oat_arm32_add_ctime)
  add_test(NAME ctime_arm32 COMMAND ${CMAKE_COMMAND} -DOBJDUMP=${CMAKE_OBJDUMP}
    "-DOBJECTS=$<JOIN:$<TARGET_OBJECTS:oat>,|>" -P ${_oat_arm32_dir}/ctime_arm32.cmake)
endfunction()
if(OAT_TESTS AND CMAKE_OBJDUMP)
  cmake_language(DEFER CALL _oat_arm32_add_ctime)
endif()
