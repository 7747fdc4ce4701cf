# OAT_ARITH=gmp: the field kernels on GMP's mpn layer (src/arch/gmp/fp_low.c),
# as RELIC's ARITH=gmp.  Included by the top-level CMakeLists.txt; appends to
# OAT_ARCH_SOURCES and OAT_ARCH_LIBS (linked PUBLIC, so every user of liboat.a
# links GMP too).
#
# GMP_INCLUDE_DIR and GMP_LIBRARY are the cache variables test/ uses as well,
# so the library and its tests use one GMP.  GMP must be 6.0 or later and its
# limbs (mp_limb_t) must be OAT_WSIZE bits wide: digit arrays are handed to
# mpn functions as they are.
include(CheckCSourceCompiles)
include(CheckTypeSize)
include(CMakePushCheckState)

find_path(GMP_INCLUDE_DIR gmp.h)
if(OAT_STATIC_EXE)
  # -static executables cannot link libgmp.so: take the archive.
  find_library(GMP_LIBRARY NAMES libgmp.a gmp)
else()
  find_library(GMP_LIBRARY gmp)
endif()
if(NOT GMP_INCLUDE_DIR OR NOT GMP_LIBRARY)
  message(FATAL_ERROR "OAT_ARITH=gmp needs GMP (apt-get install libgmp-dev)"
    " (gmp.h: ${GMP_INCLUDE_DIR}, libgmp: ${GMP_LIBRARY}); set GMP_INCLUDE_DIR"
    " and GMP_LIBRARY if it is installed elsewhere")
endif()

cmake_push_check_state(RESET)
set(CMAKE_REQUIRED_INCLUDES ${GMP_INCLUDE_DIR})
set(CMAKE_REQUIRED_QUIET ON)
set(CMAKE_EXTRA_INCLUDE_FILES gmp.h)
# sizeof(mp_limb_t) by compiling only (check_type_size reads it from the object),
# so this works when cross-compiling as well.
check_type_size(mp_limb_t OAT_GMP_LIMB_BYTES)
check_c_source_compiles("
#include <gmp.h>
#if __GNU_MP_VERSION < 6
#error GMP older than 6.0
#endif
int main(void) { return 0; }" OAT_GMP_VERSION_OK)
check_c_source_compiles("
#include <gmp.h>
#if GMP_LIMB_BITS != ${OAT_WSIZE}
#error limb size
#endif
int main(void) { return 0; }" OAT_GMP_LIMB_BITS_IS_${OAT_WSIZE})
cmake_pop_check_state()

if(NOT OAT_GMP_LIMB_BYTES)
  message(FATAL_ERROR "OAT_ARITH=gmp: cannot compile against ${GMP_INCLUDE_DIR}/gmp.h"
    " (is it the GMP of the target?)")
endif()
if(NOT OAT_GMP_VERSION_OK)
  message(FATAL_ERROR "OAT_ARITH=gmp needs GMP 6.0 or later (${GMP_INCLUDE_DIR}/gmp.h is older)")
endif()
math(EXPR _oat_gmp_limb_bits "8 * ${OAT_GMP_LIMB_BYTES}")
if(NOT OAT_GMP_LIMB_BITS_IS_${OAT_WSIZE})
  message(FATAL_ERROR "OAT_ARITH=gmp needs GMP limbs of OAT_WSIZE bits, but the GMP"
    " found (${GMP_INCLUDE_DIR}/gmp.h) has ${_oat_gmp_limb_bits}-bit limbs and"
    " OAT_WSIZE is ${OAT_WSIZE}. Configure with -DOAT_WSIZE=${_oat_gmp_limb_bits},"
    " or point GMP_INCLUDE_DIR and GMP_LIBRARY at a GMP with ${OAT_WSIZE}-bit limbs,"
    " or choose another OAT_ARITH")
endif()
message(STATUS "oat: GMP ${GMP_LIBRARY}, ${_oat_gmp_limb_bits}-bit limbs")

# Only fp_low.c includes gmp.h (fp_low_arch.h does not), so only it gets the
# include directory.
set(_oat_gmp_sources ${CMAKE_CURRENT_LIST_DIR}/fp_low.c)
set_property(SOURCE ${_oat_gmp_sources} APPEND PROPERTY INCLUDE_DIRECTORIES ${GMP_INCLUDE_DIR})
list(APPEND OAT_ARCH_SOURCES ${_oat_gmp_sources})
list(APPEND OAT_ARCH_LIBS ${GMP_LIBRARY})
