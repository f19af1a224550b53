//===- BindingAccess.h - Read-only storage buffers of an entry --*- C++ -*-===//
//
// The compiler decorates the storage buffers a shader never writes
// NonWritable (ReadOnlyBindings.cpp). The driver learns from the decorations
// which bindings an entry only reads, then removes them before the module
// reaches the device's compiler: on an H100 (driver 580.159) the decoration
// alone, with every dispatch still ordered by a full barrier, made 15 of 207
// corpus, model and conformance programs wrong (NaNs in training steps,
// stale sort keys); the 13 bisected pass without it.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VULKAN_RUNTIME_BINDINGACCESS_H
#define STRATA_VULKAN_RUNTIME_BINDINGACCESS_H

#include <cstdint>
#include <vector>

namespace strata::vulkan::driver {

/// Which of `bindingCount` set-0 bindings the SPIR-V module `spirv` only
/// reads: those whose every variable is decorated NonWritable. A binding no
/// variable declares is unused (read-only too); a malformed module reads as
/// written.
std::vector<bool> readOnlyBindings(const std::vector<uint32_t> &spirv,
                                   uint32_t bindingCount);

/// Removes every `OpDecorate %v NonWritable` from `spirv` (block members'
/// decorations, as glslang writes them for `readonly` buffers, stay).
/// Returns how many it removed; a malformed module is left unchanged.
unsigned stripNonWritable(std::vector<uint32_t> &spirv);

} // namespace strata::vulkan::driver

#endif // STRATA_VULKAN_RUNTIME_BINDINGACCESS_H
