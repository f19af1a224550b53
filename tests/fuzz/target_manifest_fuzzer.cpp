//===- target_manifest_fuzzer.cpp - The --targets JSON reader -------------===//
//
// parseTargetManifest on arbitrary text: a manifest is accepted with at
// least one target, each with a backend; anything else is an error that
// starts with the file name.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/TargetManifest.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  std::string error;
  auto manifest = strata::parseTargetManifest(text, "fuzz.json", error);
  if (mlir::failed(manifest)) {
    if (error.rfind("fuzz.json: ", 0) != 0) {
      std::fprintf(stderr, "error does not name the file: %s\n",
                   error.c_str());
      std::abort();
    }
    return 0;
  }
  if (manifest->targets.empty())
    std::abort();
  for (const strata::TargetSpec &target : manifest->targets)
    if (target.backend.empty())
      std::abort();
  return 0;
}
