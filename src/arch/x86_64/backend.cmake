# The x86-64 assembly backend (OAT_ARITH=x86_64): 3, 4, 6 and 9 x 64-bit limbs, GNU as
# sources for ELF targets with the System V ABI (Linux, the BSDs).
#
# OAT_X86_ADX chooses the multiplication kernels:
#   auto  both MULX/ADX and baseline MUL/ADC kernels, picked at load time by
#         CPUID through GNU indirect functions (needs glibc's ifunc support;
#         elsewhere auto falls back to off)
#   on    always the MULX/ADX kernels (the binary needs BMI2 + ADX; useful
#         under valgrind, which hides ADX from CPUID)
#   off   always the baseline kernels (any x86-64)
set(OAT_X86_ADX "auto" CACHE STRING "x86_64 backend: MULX/ADX kernels: auto (CPUID dispatch), on, off")
set_property(CACHE OAT_X86_ADX PROPERTY STRINGS auto on off)
if(NOT OAT_X86_ADX MATCHES "^(auto|on|off)$")
  message(FATAL_ERROR "OAT_X86_ADX must be auto, on or off (got '${OAT_X86_ADX}')")
endif()
if(NOT OAT_WSIZE EQUAL 64)
  message(FATAL_ERROR "OAT_ARITH=x86_64 needs OAT_WSIZE=64")
endif()
if(APPLE OR WIN32 OR CYGWIN)
  message(FATAL_ERROR "OAT_ARITH=x86_64 is written for ELF targets with the System V ABI; "
    "use OAT_ARITH=c on this system")
endif()

enable_language(ASM)

set(_oat_x64_mode "${OAT_X86_ADX}")
if(_oat_x64_mode STREQUAL "auto")
  # GNU indirect functions need a C library that runs their resolvers (glibc
  # does, in dynamic and static binaries; musl does not).
  include(CheckCSourceCompiles)
  check_c_source_compiles("
#include <limits.h>
#if !defined(__GLIBC__)
#error not glibc
#endif
int main(void) { return 0; }" OAT_X64_HAVE_GLIBC)
  if(NOT OAT_X64_HAVE_GLIBC)
    message(STATUS "oat: x86_64 backend: no glibc, so no ifunc dispatch: OAT_X86_ADX auto -> off")
    set(_oat_x64_mode "off")
  endif()
endif()
message(STATUS "oat: x86_64 backend, MULX/ADX kernels: ${_oat_x64_mode}")

set(_oat_x64_dir ${CMAKE_CURRENT_LIST_DIR})
# the CPU feature test of every indirect function's resolver (dispatch*.S)
list(APPEND OAT_ARCH_SOURCES ${_oat_x64_dir}/cpuid.S)
# The kernels of the sizes the curves need: 4 limbs for the 256-bit fields
# (BN-P254's p and r, BLS12-381's r), 6 for the 381-bit one (BLS12-381's p).
# The NIST fields take the classes of tools/gen_x64_mont.py: 3 limbs
# (P-192), 4 limbs with no spare bit (P-256; P-224 is on the 4-limb kernels
# above), 6 limbs with no spare bit (P-384), 9 limbs (P-521).
set(_oat_x64_sizes 4)
if("bls12381" IN_LIST OAT_CURVE_LIST)
  list(APPEND _oat_x64_sizes 6)
endif()
foreach(_pair p192:3 p256:4f p384:6f p521:9)
  string(REPLACE ":" ";" _pair "${_pair}")
  list(GET _pair 0 _c)
  list(GET _pair 1 _t)
  if(_c IN_LIST OAT_CURVE_LIST)
    list(APPEND _oat_x64_sizes ${_t})
  endif()
endforeach()
foreach(_n ${_oat_x64_sizes})
  if(_n MATCHES "^(3|4f|6f|9)$")
    set(_adx mont${_n}_adx.S)
    set(_base mont${_n}_base.S)
    set(_disp dispatch${_n}.S)
  elseif(_n EQUAL 6)
    set(_adx mont6_adx.S fp2_6_adx.S)
    set(_base mont6_base.S fp2_6_base.S fp2sum6_base.c)
    set(_disp dispatch6.S)
  else()
    set(_adx mont4_adx.S fp2_4_adx.S)
    set(_base mont4_base.S fp2_4_base.S fp2sum4_base.c)
    set(_disp dispatch.S)
  endif()
  list(APPEND OAT_ARCH_SOURCES ${_oat_x64_dir}/modadd${_n}.S)
  list(TRANSFORM _adx PREPEND ${_oat_x64_dir}/)
  list(TRANSFORM _base PREPEND ${_oat_x64_dir}/)
  if(_oat_x64_mode STREQUAL "auto")
    list(APPEND OAT_ARCH_SOURCES ${_adx} ${_base} ${_oat_x64_dir}/${_disp})
  elseif(_oat_x64_mode STREQUAL "on")
    list(APPEND OAT_ARCH_SOURCES ${_adx})
  else()
    list(APPEND OAT_ARCH_SOURCES ${_base})
  endif()
endforeach()
# Jubjub's point formulas (tools/gen_x64_edpt.py), each one routine with its
# own products, on both paths
if("jubjub" IN_LIST OAT_CURVE_LIST)
  if(_oat_x64_mode STREQUAL "auto")
    list(APPEND OAT_ARCH_SOURCES ${_oat_x64_dir}/edpt_adx.S ${_oat_x64_dir}/edpt_base.S
      ${_oat_x64_dir}/dispatch_ed.S)
  elseif(_oat_x64_mode STREQUAL "on")
    list(APPEND OAT_ARCH_SOURCES ${_oat_x64_dir}/edpt_adx.S)
  else()
    list(APPEND OAT_ARCH_SOURCES ${_oat_x64_dir}/edpt_base.S)
  endif()
endif()
# the masked table read of the constant-time multiplications: AVX2 and SSE2,
# the ifunc choosing in auto builds (the SSE2 one otherwise)
list(APPEND OAT_ARCH_SOURCES ${_oat_x64_dir}/tabread.S)
if(_oat_x64_mode STREQUAL "auto")
  list(APPEND OAT_ARCH_SOURCES ${_oat_x64_dir}/dispatch_tab.S)
endif()
# SHA-256's block function with the SHA extensions (src/md/sha256.c), chosen
# by CPUID through a GNU indirect function: on glibc, whatever OAT_X86_ADX
# says (valgrind hides SHA, so it runs the C there)
if(NOT DEFINED OAT_X64_HAVE_GLIBC)
  include(CheckCSourceCompiles)
  check_c_source_compiles("
#include <limits.h>
#if !defined(__GLIBC__)
#error not glibc
#endif
int main(void) { return 0; }" OAT_X64_HAVE_GLIBC)
endif()
if(OAT_X64_HAVE_GLIBC)
  add_compile_definitions(OAT_SHA256_SHANI=1)
  list(APPEND OAT_ARCH_SOURCES ${CMAKE_CURRENT_LIST_DIR}/dispatch_sha.S)
  message(STATUS "oat: x86_64 backend: SHA-256 with the SHA extensions where CPUID has them")
endif()
if(_oat_x64_mode STREQUAL "auto")
  add_compile_definitions(OAT_X86_ADX_AUTO=1)
elseif(_oat_x64_mode STREQUAL "on")
  add_compile_definitions(OAT_X86_ADX_ON=1)
else()
  add_compile_definitions(OAT_X86_ADX_OFF=1)
endif()

# test_x64_fp_<curve>, test_x64_fr_<curve>: every path built here against
# the portable kernels, with the curve's p and with its r (the routines of
# each field's size; full input ranges, aliasing).  Deferred to the end of the top directory,
# where the oat target exists and testing is enabled.
if(OAT_TESTS)
  cmake_language(DEFER CALL oat_kernel_tests x64 ${_oat_x64_dir}/test_x64.c)
endif()

# test_x64_mont: the kernels of the NIST classes (all of them, whatever the
# curves of the build: the test links them itself, not the library) against
# the portable kernels, with the NIST moduli and random ones of each class.
# ctime_x64_mont (below) runs the same routines under valgrind.
set(_oat_x64_mont_srcs ${_oat_x64_dir}/tabread.S ${_oat_x64_dir}/cpuid.S)
if(_oat_x64_mode STREQUAL "auto")
  list(APPEND _oat_x64_mont_srcs ${_oat_x64_dir}/dispatch_tab.S)
endif()
foreach(_t 3 4f 6f 9)
  list(APPEND _oat_x64_mont_srcs ${_oat_x64_dir}/modadd${_t}.S)
  if(_oat_x64_mode STREQUAL "auto")
    list(APPEND _oat_x64_mont_srcs ${_oat_x64_dir}/mont${_t}_adx.S ${_oat_x64_dir}/mont${_t}_base.S
      ${_oat_x64_dir}/dispatch${_t}.S)
  elseif(_oat_x64_mode STREQUAL "on")
    list(APPEND _oat_x64_mont_srcs ${_oat_x64_dir}/mont${_t}_adx.S)
  else()
    list(APPEND _oat_x64_mont_srcs ${_oat_x64_dir}/mont${_t}_base.S)
  endif()
endforeach()
function(_oat_x64_mont_target tgt src)
  add_executable(${tgt} ${src} ${_oat_x64_mont_srcs})
  target_include_directories(${tgt} PRIVATE ${PROJECT_SOURCE_DIR}/src ${PROJECT_SOURCE_DIR}/include
    ${PROJECT_BINARY_DIR}/include ${ARGN})
  target_link_options(${tgt} PRIVATE ${OAT_EXE_LINK_OPTIONS})
endfunction()
function(_oat_x64_add_mont_test)
  _oat_x64_mont_target(test_x64_mont ${_oat_x64_dir}/test_x64_mont.c)
  add_test(NAME test_x64_mont COMMAND test_x64_mont)
endfunction()
if(OAT_TESTS)
  cmake_language(DEFER CALL _oat_x64_add_mont_test)
endif()
# bench_x64_mont: instruction counts (under callgrind) and interleaved
# timings of the same routines, the prime's own against its class' and each
# against the portable kernels (the figures of tools/gen_x64_mont.py)
if(OAT_BENCH)
  _oat_x64_mont_target(bench_x64_mont ${_oat_x64_dir}/bench_x64_mont.c)
endif()

# ctime_x64: the constant-time check under valgrind memcheck (every operand
# marked undefined), when valgrind and its client-request header are found
# and the build is not instrumented by a sanitizer (valgrind cannot run it).
find_program(OAT_VALGRIND valgrind)
find_path(OAT_VALGRIND_INCLUDE_DIR valgrind/memcheck.h)
function(_oat_x64_add_ctime)
  foreach(c ${OAT_CURVE_LIST_PAIRING})
    add_executable(ctime_x64_${c} ${_oat_x64_dir}/ctime_x64.c)
    oat_curve_target(ctime_x64_${c} ${c})
    target_link_libraries(ctime_x64_${c} PRIVATE oat)
    target_include_directories(ctime_x64_${c} PRIVATE ${PROJECT_SOURCE_DIR}/src ${OAT_VALGRIND_INCLUDE_DIR})
    add_test(NAME ctime_x64_${c} COMMAND ${OAT_VALGRIND} -q --error-exitcode=1 $<TARGET_FILE:ctime_x64_${c}>)
  endforeach()
  _oat_x64_mont_target(ctime_x64_mont ${_oat_x64_dir}/ctime_x64_mont.c ${OAT_VALGRIND_INCLUDE_DIR})
  add_test(NAME ctime_x64_mont COMMAND ${OAT_VALGRIND} -q --error-exitcode=1 $<TARGET_FILE:ctime_x64_mont>)
endfunction()
if(OAT_TESTS AND OAT_VALGRIND AND OAT_VALGRIND_INCLUDE_DIR AND NOT CMAKE_C_FLAGS MATCHES "-fsanitize")
  cmake_language(DEFER CALL _oat_x64_add_ctime)
endif()
