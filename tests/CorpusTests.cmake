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
# A version manager's shim (pyenv's `python3` is a shell script) costs up to a
# second per start, and every e2e test starts Python: tests run the
# interpreter it resolves to.
if(NOT STRATA_PYTHON_RESOLVED)
  execute_process(
    COMMAND ${Python3_EXECUTABLE} -c "import sys; print(sys.executable)"
    OUTPUT_VARIABLE _python OUTPUT_STRIP_TRAILING_WHITESPACE
    RESULT_VARIABLE _python_status)
  if(_python_status EQUAL 0 AND EXISTS "${_python}")
    set(STRATA_PYTHON "${_python}" CACHE INTERNAL "")
  endif()
  set(STRATA_PYTHON_RESOLVED ON CACHE INTERNAL "")
endif()
if(STRATA_PYTHON)
  set(Python3_EXECUTABLE "${STRATA_PYTHON}")
endif()
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
