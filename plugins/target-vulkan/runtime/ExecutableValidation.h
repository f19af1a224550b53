//===- ExecutableValidation.h - vulkan-spirv binaries checked whole -------===//
//
// For untrusted modules (SECURITY.md): a vulkan-spirv executable is checked
// without a device before the host lets the driver load it: the container's
// layout, then SPIRV-Tools' validator on every shader, in the Vulkan
// environment its SPIR-V version implies (the one the compiler validated it
// for). A Vulkan implementation is not required to survive invalid SPIR-V.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VULKAN_RUNTIME_EXECUTABLEVALIDATION_H
#define STRATA_VULKAN_RUNTIME_EXECUTABLEVALIDATION_H

#include <cstddef>
#include <string>

namespace strata::vulkan {

/// True when `data` is a valid vulkan-spirv executable; else false with
/// `error` naming the entry point and the validator's first message.
bool validateExecutable(const void *data, size_t size, std::string &error);

} // namespace strata::vulkan

#endif // STRATA_VULKAN_RUNTIME_EXECUTABLEVALIDATION_H
