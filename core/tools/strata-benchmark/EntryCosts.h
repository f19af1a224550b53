//===- EntryCosts.h - Per-entry FLOPs and bytes recorded in a module -*- C++
//-*-===//
//
// strata-benchmark reaches the runtime only through its C API, which reports
// dispatch times by executable name and entry ordinal. What each entry
// computes (the estimated arithmetic and operand bytes the compiler records
// per executable variant, module.fbs `flops`/`bytes`) is read here from the
// module file itself, verified as the runtime verifies it, so the tool can
// print each dispatch's achieved TFLOP/s and GB/s.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TOOLS_STRATA_BENCHMARK_ENTRYCOSTS_H
#define STRATA_TOOLS_STRATA_BENCHMARK_ENTRYCOSTS_H

#include "module_generated.h"
#include "strata/runtime/module_format.h"

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

namespace strata::benchmark {

struct EntryCost {
  uint64_t flops = 0, bytes = 0;
};

/// Per executable name, per entry ordinal: the first variant's records that
/// has them (they are estimated before translation, the same for every
/// variant). Empty when the file cannot be read or verified (the run itself
/// reports such a module's errors).
inline std::map<std::string, std::vector<EntryCost>>
readEntryCosts(const std::string &path) {
  std::map<std::string, std::vector<EntryCost>> costs;
  std::ifstream in(path, std::ios::binary);
  std::string file((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  if (!module_format::parseHeader(file.data(), file.size(), nullptr, nullptr))
    return costs;
  const auto *payload = reinterpret_cast<const uint8_t *>(file.data()) +
                        module_format::kHeaderSize;
  size_t size = file.size() - module_format::kHeaderSize;
  // The payload is not aligned in the string; verify and read a copy that is.
  std::vector<uint64_t> aligned((size + 7) / 8);
  std::memcpy(aligned.data(), payload, size);
  flatbuffers::Verifier verifier(
      reinterpret_cast<const uint8_t *>(aligned.data()), size);
  if (!module_fb::VerifyModuleBuffer(verifier))
    return costs;
  const auto *module =
      module_fb::GetModule(reinterpret_cast<const uint8_t *>(aligned.data()));
  if (!module->executables())
    return costs;
  for (const auto *exe : *module->executables()) {
    if (!exe->name() || !exe->entry_points() || !exe->variants())
      continue;
    uint32_t entries = exe->entry_points()->size();
    for (const auto *variant : *exe->variants()) {
      const auto *flops = variant->flops();
      const auto *bytes = variant->bytes();
      if (!flops || !bytes || flops->size() != entries ||
          bytes->size() != entries)
        continue;
      std::vector<EntryCost> &out = costs[exe->name()->str()];
      for (uint32_t k = 0; k < entries; ++k)
        out.push_back({flops->Get(k), bytes->Get(k)});
      break;
    }
  }
  return costs;
}

} // namespace strata::benchmark

#endif // STRATA_TOOLS_STRATA_BENCHMARK_ENTRYCOSTS_H
