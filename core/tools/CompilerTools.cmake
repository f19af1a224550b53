# Compiler tools: link the core compiler libraries and the shared MLIR/LLVM.
function(strata_add_compiler_tool name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_compile_options(${name} PRIVATE ${STRATA_COMPILER_CXX_FLAGS})
  target_link_libraries(${name} PRIVATE ${ARG_LINK_LIBS} MLIR LLVM)
endfunction()

strata_add_compiler_tool(strata-opt
  SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/strata-opt.cpp
  LINK_LIBS StrataCompiler)

strata_add_compiler_tool(strata-compile
  SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/strata-compile.cpp
  LINK_LIBS StrataCompiler)
