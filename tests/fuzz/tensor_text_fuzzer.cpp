//===- tensor_text_fuzzer.cpp - The --input text parser -------------------===//
//
// parseTensorText on arbitrary text ("2x3xf32=1 2 3 4 5 6", splats, bools,
// complex numbers); an accepted tensor must have exactly the bytes its shape
// and element type say, and print.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <cstdio>
#include <cstdlib>

using namespace strata;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view text(reinterpret_cast<const char *>(data), size);
  // Zero-filled tensors are allocated: keep them within the fuzzer's memory.
  auto tensor = tooling::parseTensorText(text, /*maxBytes=*/64 << 20);
  if (!tensor.isOk())
    return 0;
  uint64_t expected = tensor->elementCount() *
                      hal::elementTypeSize(tensor->type);
  if (tensor->data.size() != expected) {
    std::fprintf(stderr, "%s: %zu bytes, expected %llu\n",
                 tensor->typeString().c_str(), tensor->data.size(),
                 (unsigned long long)expected);
    std::abort();
  }
  (void)tooling::formatTensor(*tensor, 64);
  return 0;
}
