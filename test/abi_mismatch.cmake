# A program built with the headers of one configuration must not link with
# the library of another (include/oat/common.h: every curve header refers to
# oat_abi_<version>_<curve>_w<bits>, which only a library holding that curve
# with those digits defines).  Builds examples/two_curves.c (or example.c)
# (or, in a NIST build, ecdsa.c) four ways against the library under test:
#   - with the configuration's own conf.h: links (the control);
#   - with a conf.h of the other limb size, of another ABI version, and one
#     that claims a curve the library does not hold (or a third one): each
#     must fail to link, on the tag.
#   cmake -DCC=<cc> -DFLAGS=<C flags> -DLIB=<liboat.a> -DLIBS=<a|b> -DSRC=<source dir>
#         -DBIN=<build dir> -DOUT=<scratch dir> -P abi_mismatch.cmake
cmake_minimum_required(VERSION 3.21)
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
file(READ ${BIN}/include/oat/conf.h conf)
string(REPLACE "|" ";" libs "${LIBS}")
separate_arguments(flags UNIX_COMMAND "${FLAGS}")
if(conf MATCHES "OAT_HAVE_BN254" AND conf MATCHES "OAT_HAVE_BLS12381")
  set(prog ${SRC}/examples/two_curves.c)
elseif(conf MATCHES "OAT_DEFAULT_(BN254|ALTBN128|BLS12381)")
  set(prog ${SRC}/examples/example.c)
elseif(conf MATCHES "OAT_DEFAULT_JUBJUB")
  set(prog ${SRC}/examples/jubjub.c)
else()
  set(prog ${SRC}/examples/ecdsa.c)     # a NIST build (with P-256)
endif()

# builds prog with conf.h text `c`; sets ok_<name> and log_<name>
function(try_link name c)
  file(WRITE ${OUT}/${name}/oat/conf.h "${c}")
  execute_process(COMMAND ${CC} ${flags} -o ${OUT}/${name}/prog -I${OUT}/${name} -I${SRC}/include ${prog}
      ${LIB} ${libs}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(log_${name} "${out}${err}" PARENT_SCOPE)
  if(rc EQUAL 0)
    set(ok_${name} 1 PARENT_SCOPE)
  else()
    set(ok_${name} 0 PARENT_SCOPE)
  endif()
endfunction()

try_link(same "${conf}")
if(NOT ok_same)
  message(FATAL_ERROR "the control does not link with the configuration's own headers:\n${log_same}")
endif()

string(REGEX MATCH "#define OAT_WSIZE ([0-9]+)" _ "${conf}")
if(CMAKE_MATCH_1 STREQUAL "64")
  set(other 32)
else()
  set(other 64)
endif()
string(REGEX REPLACE "#define OAT_WSIZE [0-9]+" "#define OAT_WSIZE ${other}" c_wsize "${conf}")
string(REGEX REPLACE "#define OAT_ABI_TAG [0-9A-Za-z_]+" "#define OAT_ABI_TAG 99_0" c_abi "${conf}")
if(NOT conf MATCHES "OAT_HAVE_BLS12381")
  string(REPLACE "#define OAT_DEFAULT_CURVE" "#define OAT_HAVE_BLS12381 1\n#define OAT_DEFAULT_CURVE" c_curve "${conf}")
elseif(NOT conf MATCHES "OAT_HAVE_BN254")
  string(REPLACE "#define OAT_DEFAULT_CURVE" "#define OAT_HAVE_BN254 1\n#define OAT_DEFAULT_CURVE" c_curve "${conf}")
elseif(NOT conf MATCHES "OAT_HAVE_P521")
  string(REPLACE "#define OAT_DEFAULT_CURVE" "#define OAT_HAVE_P521 1\n#define OAT_DEFAULT_CURVE" c_curve "${conf}")
else()
  set(c_curve "${c_abi}")
endif()

foreach(name wsize abi curve)
  try_link(${name} "${c_${name}}")
  if(ok_${name})
    message(FATAL_ERROR "headers with a different configuration (${name}) linked with the library")
  endif()
  if(NOT log_${name} MATCHES "oat_abi_")
    message(FATAL_ERROR "the ${name} mismatch failed, but not on the ABI tag:\n${log_${name}}")
  endif()
endforeach()
message(STATUS "abi_mismatch: the own headers link; other limb size, ABI version and curves do not")
