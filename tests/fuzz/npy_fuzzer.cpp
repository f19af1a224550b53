//===- npy_fuzzer.cpp - The .npy reader -----------------------------------===//
//
// parseNpy on arbitrary bytes; an image it accepts must print, compare equal
// to itself, and survive encodeNpy -> parseNpy unchanged.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <cstdio>
#include <cstdlib>

using namespace strata;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  auto tensor = tooling::parseNpy(data, size, "fuzz.npy");
  if (!tensor.isOk()) {
    if (tensor.status().message().rfind("fuzz.npy", 0) != 0) {
      std::fprintf(stderr, "error does not name the file: %s\n",
                   tensor.status().message().c_str());
      std::abort();
    }
    return 0;
  }
  (void)tooling::formatTensor(*tensor, 64);
  std::string mismatch = tooling::compareTensors(*tensor, *tensor, 0, 0);
  std::string encoded = tooling::encodeNpy(*tensor);
  auto again = tooling::parseNpy(encoded.data(), encoded.size(), "encoded");
  if (!again.isOk() || again->type != tensor->type ||
      again->shape != tensor->shape || again->data != tensor->data) {
    std::fprintf(stderr, "encodeNpy -> parseNpy changed the tensor: %s\n",
                 again.isOk() ? "different contents"
                              : again.status().message().c_str());
    std::abort();
  }
  (void)mismatch; // NaN elements may differ from themselves: not a property
  return 0;
}
