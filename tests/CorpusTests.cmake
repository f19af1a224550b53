#===- tests/CorpusTests.cmake - what every corpus-driven test needs --------===#
#
# strata_corpus_tests(): in the calling directory, sets
#   _compile_args  run_program.py's --compile STRATA-COMPILE (a build with the
#                  compiler) or --prebuilt DIR (a runtime-only build with
#                  STRATA_E2E_MODULES_DIR, e.g. the sanitizer jobs)
#   _targets       llvm-cpu, then vmvx and vulkan when enabled
# and returns from the calling file when the corpus (STRATA_CORPUS_DIR,
# default ../shared/corpus) or a way to get modules is missing. A macro, so
# that its return() leaves the caller.
#
#===------------------------------------------------------------------------===#
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(STRATA_CORPUS_DIR "${CMAKE_SOURCE_DIR}/../shared/corpus" CACHE PATH
    "The JAX corpus (../shared/corpus)")

macro(strata_corpus_tests)
  if(NOT EXISTS "${STRATA_CORPUS_DIR}/README.md")
    return()
  endif()
  if(STRATA_BUILD_COMPILER)
    set(_compile_args --compile $<TARGET_FILE:strata-compile>)
  elseif(STRATA_E2E_MODULES_DIR)
    set(_compile_args --prebuilt ${STRATA_E2E_MODULES_DIR})
  else()
    return()
  endif()
  strata_test_targets()
endmacro()

# strata_test_targets(): sets _targets to the targets this build can run,
# llvm-cpu, then vmvx and vulkan when enabled (the e2e columns, the program
# fuzzer's targets).
macro(strata_test_targets)
  set(_targets llvm-cpu)
  if(STRATA_ENABLE_VMVX)
    list(APPEND _targets vmvx)
  endif()
  if(STRATA_ENABLE_VULKAN)
    list(APPEND _targets vulkan)
  endif()
endmacro()
