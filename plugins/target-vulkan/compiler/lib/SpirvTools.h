//===- SpirvTools.h - SPIRV-Tools' validator and optimizer in process -----===//
//
// The serializer checks and optimizes every shader with SPIRV-Tools, linked
// as a library: a process per shader (spirv-val, spirv-opt, spirv-val) cost
// more than compiling it.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_SPIRVTOOLS_H
#define STRATA_TARGET_VULKAN_SPIRVTOOLS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace strata::vulkan {

/// Validates `words` for the target environment `env` (spirv-val's
/// --target-env spelling, e.g. "vulkan1.1spv1.4"). On failure `messages`
/// holds the validator's errors, one per line, as spirv-val prints them.
bool validateSpirv(llvm::ArrayRef<uint32_t> words, llvm::StringRef env,
                   std::string &messages);

/// spirv-opt -O on `words` (validating its input first); the result goes to
/// `optimized`. On failure `messages` says why.
bool optimizeSpirv(llvm::ArrayRef<uint32_t> words, llvm::StringRef env,
                   std::vector<uint32_t> &optimized, std::string &messages);

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_SPIRVTOOLS_H
