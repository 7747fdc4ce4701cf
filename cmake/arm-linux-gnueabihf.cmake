# Cross build for ARMv7-A Cortex-A9 boards (Xilinx Zynq-7000) with Debian's
# or a vendor's arm-linux-gnueabihf toolchain.
#   cmake -B build-arm --toolchain cmake/arm-linux-gnueabihf.cmake
# OAT_SYSROOT: a PetaLinux or Yocto sysroot (optional); OAT_QEMU_ARM: the
# emulator CTest runs the tests under (qemu-arm -cpu cortex-a9).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR armv7-a)

set(OAT_CROSS_PREFIX "arm-linux-gnueabihf-" CACHE STRING "Prefix of the cross tools")
set(CMAKE_C_COMPILER ${OAT_CROSS_PREFIX}gcc)
set(CMAKE_ASM_COMPILER ${OAT_CROSS_PREFIX}gcc)
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-a9 -mfpu=neon -mfloat-abi=hard -marm")
set(CMAKE_ASM_FLAGS_INIT "-mcpu=cortex-a9 -mfpu=neon -mfloat-abi=hard -marm")

set(OAT_SYSROOT "" CACHE PATH "Target sysroot (PetaLinux/Yocto); empty for the toolchain's own")
if(OAT_SYSROOT)
  set(CMAKE_SYSROOT ${OAT_SYSROOT})
  set(_oat_qemu_root ${OAT_SYSROOT})
else()
  set(_oat_qemu_root /usr/arm-linux-gnueabihf)
endif()
set(CMAKE_FIND_ROOT_PATH ${_oat_qemu_root} /usr/lib/arm-linux-gnueabihf)
set(CMAKE_LIBRARY_ARCHITECTURE arm-linux-gnueabihf)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(OAT_QEMU_ARM "qemu-arm" CACHE STRING "Emulator for running ARM binaries on the build host")
set(CMAKE_CROSSCOMPILING_EMULATOR ${OAT_QEMU_ARM};-cpu;cortex-a9;-L;${_oat_qemu_root})
