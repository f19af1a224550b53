#===- Strata.cmake - plugin helpers shared by the tree and the SDK --------===#
#
# Used in two places with the same meaning:
#  - in the Strata tree (included by the top-level CMakeLists.txt), and
#  - out of tree, installed as <prefix>/lib/cmake/StrataSDK/Strata.cmake and
#    included by StrataSDKConfig.cmake (find_package(StrataSDK)).
# The includer sets STRATA_SDK_INCLUDE_DIR (where strata/sdk/*.h live),
# STRATA_PLUGIN_OUTPUT_DIRECTORY (where built plugins land) and, for compiler
# plugins, STRATA_COMPILER_CXX_FLAGS (-fno-rtti when LLVM has no RTTI).
#
# Both helpers also install the plugin into `lib/strata/plugins` under the
# install prefix, the directory the installed tools search by default.
#
#===------------------------------------------------------------------------===#

set(STRATA_PLUGIN_INSTALL_DIR lib/strata/plugins)

# Plugins must resolve every symbol at link time, except in a sanitizer build
# (STRATA_SANITIZE): there the sanitizer runtime lives in the executable that
# loads the plugin, so a plugin's references to it stay undefined.
if(STRATA_SANITIZE)
  set(STRATA_PLUGIN_LINK_OPTIONS "")
else()
  set(STRATA_PLUGIN_LINK_OPTIONS -Wl,--no-undefined)
endif()

# strata_add_compiler_plugin(name SOURCES ... [LINK_LIBS ...] [DEPENDS ...])
# A shared library in lib/strata/plugins linked against libMLIR.so/libLLVM.so
# (never static MLIR: the host refuses a plugin that defines MLIRContext).
# Must be compiled with clang, like libMLIR.so (MLIR matches trait TypeIDs by
# compiler-specific type names).
function(strata_add_compiler_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBS;DEPENDS" ${ARGN})
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "strata_add_compiler_plugin(${name}): compiler "
      "plugins must be built with clang like libMLIR.so (found "
      "${CMAKE_CXX_COMPILER_ID}); configure with "
      "-DCMAKE_CXX_COMPILER=clang++-22")
  endif()
  if(NOT TARGET MLIR OR NOT TARGET LLVM)
    message(FATAL_ERROR "strata_add_compiler_plugin(${name}): the shared "
      "MLIR and LLVM targets are missing; call find_package(MLIR REQUIRED "
      "CONFIG) first")
  endif()
  # Installed plugins find libStrataCompiler.so in <prefix>/lib (two levels
  # up from lib/strata/plugins) and libMLIR.so/libLLVM.so in LLVM's lib dir.
  set(_llvm_lib_dir /usr/lib/llvm-22/lib)
  if(LLVM_LIBRARY_DIR)
    set(_llvm_lib_dir ${LLVM_LIBRARY_DIR})
  endif()
  # An installed SDK records the LLVM it was built with: the ABI tag
  # (STRATA_COMPILER_PLUGIN_ABI_TAG) must match the host's exactly.
  if(DEFINED STRATA_SDK_LLVM_VERSION_MAJOR AND
     NOT LLVM_VERSION_MAJOR STREQUAL STRATA_SDK_LLVM_VERSION_MAJOR)
    message(FATAL_ERROR "strata_add_compiler_plugin(${name}): found LLVM/MLIR "
      "${LLVM_VERSION_MAJOR}, but this Strata SDK was built with LLVM "
      "${STRATA_SDK_LLVM_VERSION_MAJOR}; the host would refuse the plugin's "
      "ABI tag")
  endif()
  add_library(${name} SHARED ${ARG_SOURCES})
  set_target_properties(${name} PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY ${STRATA_PLUGIN_OUTPUT_DIRECTORY}
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    INSTALL_RPATH "$ORIGIN/../..;${_llvm_lib_dir}")
  target_include_directories(${name} PRIVATE ${STRATA_SDK_INCLUDE_DIR})
  target_compile_options(${name} PRIVATE ${STRATA_COMPILER_CXX_FLAGS})
  if(DEFINED StrataSDK_PREFIX)
    # Out of tree the MLIR/LLVM include paths and definitions are not set
    # for the whole project (the Strata tree sets them at the top level).
    target_include_directories(${name} SYSTEM PRIVATE
      ${LLVM_INCLUDE_DIRS} ${MLIR_INCLUDE_DIRS})
    separate_arguments(_llvm_definitions UNIX_COMMAND "${LLVM_DEFINITIONS}")
    target_compile_options(${name} PRIVATE ${_llvm_definitions})
  endif()
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} MLIR LLVM)
  target_link_options(${name} PRIVATE ${STRATA_PLUGIN_LINK_OPTIONS})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  install(TARGETS ${name} LIBRARY DESTINATION ${STRATA_PLUGIN_INSTALL_DIR})
endfunction()

# strata_add_runtime_plugin(name SOURCES ... [LINK_LIBS ...]): plain C/C++
# shared library against sdk/include/strata/sdk/runtime_plugin.h; no MLIR.
function(strata_add_runtime_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBS" ${ARGN})
  add_library(${name} SHARED ${ARG_SOURCES})
  set_target_properties(${name} PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY ${STRATA_PLUGIN_OUTPUT_DIRECTORY}
    C_VISIBILITY_PRESET hidden
    CXX_VISIBILITY_PRESET hidden)
  target_include_directories(${name} PRIVATE ${STRATA_SDK_INCLUDE_DIR})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
  target_link_options(${name} PRIVATE ${STRATA_PLUGIN_LINK_OPTIONS})
  install(TARGETS ${name} LIBRARY DESTINATION ${STRATA_PLUGIN_INSTALL_DIR})
endfunction()
