#===- Strata.cmake - helpers shared by core and in-tree plugins -----------===#

# strata_add_compiler_plugin(name SOURCES ... [LINK_LIBS ...])
# A shared library in lib/strata/plugins linked against libMLIR.so/libLLVM.so.
function(strata_add_compiler_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBS;DEPENDS" ${ARGN})
  add_library(${name} SHARED ${ARG_SOURCES})
  set_target_properties(${name} PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY ${STRATA_PLUGIN_OUTPUT_DIRECTORY}
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  target_include_directories(${name} PRIVATE ${STRATA_SDK_INCLUDE_DIR})
  target_compile_options(${name} PRIVATE ${STRATA_COMPILER_CXX_FLAGS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} MLIR LLVM)
  target_link_options(${name} PRIVATE -Wl,--no-undefined)
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
endfunction()

# strata_add_runtime_plugin(name SOURCES ...): plain C/C++ shared library.
function(strata_add_runtime_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBS" ${ARGN})
  add_library(${name} SHARED ${ARG_SOURCES})
  set_target_properties(${name} PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY ${STRATA_PLUGIN_OUTPUT_DIRECTORY}
    C_VISIBILITY_PRESET hidden
    CXX_VISIBILITY_PRESET hidden)
  target_include_directories(${name} PRIVATE ${STRATA_SDK_INCLUDE_DIR})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS})
  target_link_options(${name} PRIVATE -Wl,--no-undefined)
endfunction()
