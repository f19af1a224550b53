//===- BindingAccess.cpp - Read-only storage buffers of an entry ----------===//
//
// See BindingAccess.h.
//
//===----------------------------------------------------------------------===//

#include "BindingAccess.h"

#include <cstddef>
#include <map>
#include <set>

namespace strata::vulkan::driver {

namespace {
constexpr uint32_t kOpDecorate = 71, kOpFunction = 54;
constexpr uint32_t kNonWritable = 24, kBinding = 33, kDescriptorSet = 34;
constexpr size_t kHeaderWords = 5;
} // namespace

std::vector<bool> readOnlyBindings(const std::vector<uint32_t> &spirv,
                                   uint32_t bindingCount) {
  std::map<uint32_t, uint32_t> bindingOf, setOf;
  std::set<uint32_t> nonWritable;
  for (size_t i = kHeaderWords; i < spirv.size();) {
    uint32_t words = spirv[i] >> 16, opcode = spirv[i] & 0xffffu;
    if (words == 0 || i + words > spirv.size())
      return std::vector<bool>(bindingCount, false);
    if (opcode == kOpFunction)
      break; // decorations come before the first function
    if (opcode == kOpDecorate && words >= 3) {
      uint32_t target = spirv[i + 1], decoration = spirv[i + 2];
      if (decoration == kNonWritable)
        nonWritable.insert(target);
      else if (decoration == kBinding && words >= 4)
        bindingOf[target] = spirv[i + 3];
      else if (decoration == kDescriptorSet && words >= 4)
        setOf[target] = spirv[i + 3];
    }
    i += words;
  }
  std::vector<bool> readOnly(bindingCount, true);
  for (auto [id, binding] : bindingOf)
    if (binding < bindingCount && setOf[id] == 0 && !nonWritable.count(id))
      readOnly[binding] = false;
  return readOnly;
}

unsigned stripNonWritable(std::vector<uint32_t> &spirv) {
  if (spirv.size() < kHeaderWords)
    return 0;
  std::vector<uint32_t> kept(spirv.begin(), spirv.begin() + kHeaderWords);
  kept.reserve(spirv.size());
  unsigned removed = 0;
  for (size_t i = kHeaderWords; i < spirv.size();) {
    uint32_t words = spirv[i] >> 16, opcode = spirv[i] & 0xffffu;
    if (words == 0 || i + words > spirv.size())
      return 0;
    if (opcode == kOpDecorate && words == 3 && spirv[i + 2] == kNonWritable)
      ++removed;
    else
      kept.insert(kept.end(), spirv.begin() + i, spirv.begin() + i + words);
    i += words;
  }
  if (removed)
    spirv = std::move(kept);
  return removed;
}

} // namespace strata::vulkan::driver
