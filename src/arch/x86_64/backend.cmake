# The x86-64 assembly backend (OAT_ARITH=x86_64): 4 x 64-bit limbs, GNU as
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
# The kernels of the sizes the curves need: 4 limbs for the 256-bit fields
# (BN-P254's p and r, BLS12-381's r), 6 for the 381-bit one (BLS12-381's p).
set(_oat_x64_sizes 4)
if("bls12381" IN_LIST OAT_CURVE_LIST)
  list(APPEND _oat_x64_sizes 6)
endif()
foreach(_n ${_oat_x64_sizes})
  if(_n EQUAL 6)
    set(_adx mont6_adx.S fp2_6_adx.S)
    set(_base mont6_base.S fp2_6_base.S)
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
endfunction()
if(OAT_TESTS AND OAT_VALGRIND AND OAT_VALGRIND_INCLUDE_DIR AND NOT CMAKE_C_FLAGS MATCHES "-fsanitize")
  cmake_language(DEFER CALL _oat_x64_add_ctime)
endif()
