//===- FloatControls.cpp - Denormal preservation for a device -------------===//

#include "FloatControls.h"

#include <spirv_cross/spirv.hpp>

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

namespace strata::vulkan::driver {

namespace {

constexpr size_t kHeaderWords = 5;
constexpr char kFloatControls[] = "SPV_KHR_float_controls";

uint32_t instructionWord(uint32_t wordCount, spv::Op op) {
  return (wordCount << 16) | uint32_t(op);
}

/// OpExtension "name": the string NUL-terminated, padded to whole words.
std::vector<uint32_t> extension(const char *name) {
  size_t bytes = std::strlen(name) + 1;
  std::vector<uint32_t> words(1 + (bytes + 3) / 4, 0);
  std::memcpy(words.data() + 1, name, bytes);
  words[0] = instructionWord(uint32_t(words.size()), spv::OpExtension);
  return words;
}

} // namespace

bool addDenormPreserve(std::vector<uint32_t> &spirv,
                       DenormPreserveWidths widths, std::string &why) {
  if (spirv.size() < kHeaderWords || spirv[0] != spv::MagicNumber) {
    why = "not a SPIR-V module (no magic number)";
    return false;
  }
  // One pass over the module's first sections: where capabilities end, where
  // execution modes go, which capabilities, extensions, entry points and
  // float-width modes it has.
  std::set<uint32_t> capabilities;
  bool hasExtension = false;
  size_t capabilitiesEnd = kHeaderWords, modesEnd = 0;
  std::vector<uint32_t> entryPoints;
  std::map<uint32_t, std::set<uint32_t>> widthsWithMode; // entry -> widths
  for (size_t i = kHeaderWords; i < spirv.size();) {
    uint32_t wordCount = spirv[i] >> 16;
    auto op = spv::Op(spirv[i] & 0xffff);
    if (wordCount == 0 || i + wordCount > spirv.size()) {
      why = "malformed SPIR-V instruction at word " + std::to_string(i);
      return false;
    }
    if (op == spv::OpCapability && wordCount >= 2) {
      capabilities.insert(spirv[i + 1]);
      capabilitiesEnd = i + wordCount;
    } else if (op == spv::OpExtension) {
      size_t maxBytes = (wordCount - 1) * 4;
      const char *name = reinterpret_cast<const char *>(&spirv[i + 1]);
      hasExtension |=
          strnlen(name, maxBytes) == sizeof(kFloatControls) - 1 &&
          std::memcmp(name, kFloatControls, sizeof(kFloatControls) - 1) == 0;
    } else if (op == spv::OpEntryPoint && wordCount >= 3) {
      entryPoints.push_back(spirv[i + 2]);
      modesEnd = i + wordCount;
    } else if (op == spv::OpExecutionMode || op == spv::OpExecutionModeId) {
      // Any denormal or rounding mode of a width leaves that width alone.
      if (wordCount >= 4) {
        auto mode = spv::ExecutionMode(spirv[i + 2]);
        if (mode == spv::ExecutionModeDenormPreserve ||
            mode == spv::ExecutionModeDenormFlushToZero)
          widthsWithMode[spirv[i + 1]].insert(spirv[i + 3]);
      }
      modesEnd = i + wordCount;
    }
    i += wordCount;
  }
  if (entryPoints.empty() || !modesEnd)
    return true;

  std::vector<uint32_t> wanted;
  if (widths.f32)
    wanted.push_back(32);
  if (widths.f16 && capabilities.count(spv::CapabilityFloat16))
    wanted.push_back(16);
  if (widths.f64 && capabilities.count(spv::CapabilityFloat64))
    wanted.push_back(64);
  std::vector<uint32_t> modes;
  for (uint32_t entry : entryPoints)
    for (uint32_t width : wanted)
      if (!widthsWithMode[entry].count(width))
        modes.insert(modes.end(),
                     {instructionWord(4, spv::OpExecutionMode), entry,
                      uint32_t(spv::ExecutionModeDenormPreserve), width});
  if (modes.empty())
    return true;

  std::vector<uint32_t> declarations;
  if (!capabilities.count(spv::CapabilityDenormPreserve))
    declarations.insert(declarations.end(),
                        {instructionWord(2, spv::OpCapability),
                         uint32_t(spv::CapabilityDenormPreserve)});
  // Core from SPIR-V 1.4 on.
  if (spirv[1] < 0x00010400 && !hasExtension) {
    std::vector<uint32_t> ext = extension(kFloatControls);
    declarations.insert(declarations.end(), ext.begin(), ext.end());
  }
  // Later position first, so the earlier one stays valid.
  spirv.insert(spirv.begin() + modesEnd, modes.begin(), modes.end());
  spirv.insert(spirv.begin() + capabilitiesEnd, declarations.begin(),
               declarations.end());
  return true;
}

} // namespace strata::vulkan::driver
