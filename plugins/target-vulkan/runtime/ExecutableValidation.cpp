//===- ExecutableValidation.cpp - vulkan-spirv binaries checked whole -----===//

#include "ExecutableValidation.h"

#include "strata/Vulkan/ExecutableFormat.h"

#include <spirv-tools/libspirv.hpp>

#include <cstdio>

namespace strata::vulkan {
namespace {

/// The Vulkan environment of a SPIR-V version word (the compiler's
/// spirv-val --target-env for that version), or none.
bool environmentOf(uint32_t version, spv_target_env &env) {
  switch (version) {
  case 0x00010000:
    env = SPV_ENV_VULKAN_1_0;
    return true;
  case 0x00010300:
    env = SPV_ENV_VULKAN_1_1;
    return true;
  case 0x00010400:
    env = SPV_ENV_VULKAN_1_1_SPIRV_1_4;
    return true;
  case 0x00010500:
    env = SPV_ENV_VULKAN_1_2;
    return true;
  case 0x00010600:
    env = SPV_ENV_VULKAN_1_3;
    return true;
  default:
    return false;
  }
}

} // namespace

bool validateExecutable(const void *data, size_t size, std::string &error) {
  std::vector<ExecutableEntry> entries;
  if (!readExecutable(data, size, entries, error))
    return false;
  for (const ExecutableEntry &entry : entries) {
    std::string where = "entry point '" + entry.name + "': ";
    const std::vector<uint32_t> &words = entry.spirv;
    if (words.size() < 5 || words[0] != 0x07230203u) {
      error = where + "not a SPIR-V module (" + std::to_string(words.size()) +
              " words, expected the magic 0x07230203 and a 5-word header)";
      return false;
    }
    spv_target_env env;
    if (!environmentOf(words[1], env)) {
      char version[16];
      std::snprintf(version, sizeof(version), "0x%08x", words[1]);
      error = where + "SPIR-V version " + version +
              " is none of 1.0, 1.3, 1.4, 1.5, 1.6";
      return false;
    }
    spvtools::SpirvTools tools(env);
    std::string first;
    tools.SetMessageConsumer([&](spv_message_level_t level, const char *,
                                 const spv_position_t &position,
                                 const char *message) {
      if (!first.empty() || level > SPV_MSG_ERROR)
        return;
      // One line: the validator appends the offending instruction on its
      // own line.
      std::string text = message;
      for (char &c : text)
        if (c == '\n')
          c = ' ';
      while (!text.empty() && text.back() == ' ')
        text.pop_back();
      first = text + " (word " + std::to_string(position.index) + ")";
    });
    if (!tools.Validate(words.data(), words.size())) {
      error = where + "SPIR-V validation failed: " +
              (first.empty() ? std::string("no message") : first);
      return false;
    }
  }
  return true;
}

} // namespace strata::vulkan
