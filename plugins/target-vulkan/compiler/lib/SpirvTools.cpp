//===- SpirvTools.cpp - SPIRV-Tools' validator and optimizer in process ---===//

#include "SpirvTools.h"

#include <spirv-tools/libspirv.hpp>
#include <spirv-tools/optimizer.hpp>

namespace strata::vulkan {
namespace {

/// A message consumer that collects errors as spirv-val prints them
/// ("error: line N: text").
spvtools::MessageConsumer collectInto(std::string &messages) {
  return [&messages](spv_message_level_t level, const char *,
                     const spv_position_t &position, const char *message) {
    if (level > SPV_MSG_ERROR)
      return;
    if (!messages.empty())
      messages += '\n';
    messages +=
        "error: line " + std::to_string(position.index) + ": " + message;
  };
}

bool parseEnvironment(llvm::StringRef name, spv_target_env &env,
                      std::string &messages) {
  if (spvParseTargetEnv(name.str().c_str(), &env))
    return true;
  messages =
      "SPIRV-Tools does not know the target environment '" + name.str() + "'";
  return false;
}

} // namespace

bool validateSpirv(llvm::ArrayRef<uint32_t> words, llvm::StringRef env,
                   std::string &messages) {
  messages.clear();
  spv_target_env target;
  if (!parseEnvironment(env, target, messages))
    return false;
  spvtools::SpirvTools tools(target);
  tools.SetMessageConsumer(collectInto(messages));
  if (tools.Validate(words.data(), words.size()))
    return true;
  if (messages.empty())
    messages = "the validator failed without a message";
  return false;
}

bool optimizeSpirv(llvm::ArrayRef<uint32_t> words, llvm::StringRef env,
                   std::vector<uint32_t> &optimized, std::string &messages) {
  messages.clear();
  spv_target_env target;
  if (!parseEnvironment(env, target, messages))
    return false;
  spvtools::Optimizer optimizer(target);
  optimizer.SetMessageConsumer(collectInto(messages));
  optimizer.RegisterPerformancePasses();
  if (optimizer.Run(words.data(), words.size(), &optimized))
    return true;
  if (messages.empty())
    messages = "the optimizer failed without a message";
  return false;
}

} // namespace strata::vulkan
