//===- pipeline_config_fuzzer.cpp - The --pipeline JSON reader ------------===//
//
// parsePipelineConfig on arbitrary text: accepted configs name only known
// phases and extension points; anything else is an error that starts with
// the file name.
//
//===----------------------------------------------------------------------===//

#include "strata/Pipeline/Phase.h"
#include "strata/Pipeline/Pipeline.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  std::string error;
  auto config = strata::parsePipelineConfig(text, "fuzz.json", error);
  if (mlir::failed(config)) {
    if (error.rfind("fuzz.json: ", 0) != 0) {
      std::fprintf(stderr, "error does not name the file: %s\n",
                   error.c_str());
      std::abort();
    }
    return 0;
  }
  for (const auto &[phase, passes] : config->phases)
    if (!strata::parsePhase(phase))
      std::abort();
  for (const auto &[at, passes] : config->extensions)
    if (!strata::isValidExtensionPoint(at))
      std::abort();
  return 0;
}
