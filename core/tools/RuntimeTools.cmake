#===- RuntimeTools.cmake - strata-run, strata-dump (no MLIR) --------------===#
#
# strata-run and strata-benchmark reach the runtime only through its C API
# (libstrata-runtime.so, RuntimeCApi.h), beside the host-only tooling
# (strata_runtime_tooling_host: flags, tensor text, .npy, printing): one
# runtime in the process, the shared library's.

# SPMD ranks (threads or MPI processes) for strata-run and strata-benchmark.
add_library(strata_tools_spmd STATIC
  ${CMAKE_CURRENT_LIST_DIR}/strata-run/SPMDRun.cpp)
target_include_directories(strata_tools_spmd PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(strata_tools_spmd PUBLIC strata_runtime_c
  strata_runtime_tooling_host)

add_executable(strata-run ${CMAKE_CURRENT_LIST_DIR}/strata-run/strata-run.cpp)
target_link_libraries(strata-run PRIVATE strata_tools_spmd)
# The tool finds its plugins in <bin>/../lib/strata/plugins; build them too.
if(TARGET strata-runtime-llvm-cpu)
  add_dependencies(strata-run strata-runtime-llvm-cpu)
endif()
add_dependencies(strata-run strata-channel-local)

find_package(nlohmann_json 3 REQUIRED)
add_executable(strata-dump ${CMAKE_CURRENT_LIST_DIR}/strata-dump/strata-dump.cpp)
target_link_libraries(strata-dump PRIVATE strata_runtime nlohmann_json::nlohmann_json)

add_executable(strata-benchmark
  ${CMAKE_CURRENT_LIST_DIR}/strata-benchmark/strata-benchmark.cpp)
target_include_directories(strata-benchmark PRIVATE ${CMAKE_CURRENT_LIST_DIR})
# strata_module_schema: the per-entry records read from the module file
# (EntryCosts.h; header-only FlatBuffers, no second runtime).
target_link_libraries(strata-benchmark PRIVATE strata_tools_spmd
  strata_module_schema nlohmann_json::nlohmann_json)
if(TARGET strata-runtime-llvm-cpu)
  add_dependencies(strata-benchmark strata-runtime-llvm-cpu)
endif()
add_dependencies(strata-benchmark strata-channel-local)
