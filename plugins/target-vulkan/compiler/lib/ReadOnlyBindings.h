//===- ReadOnlyBindings.h - NonWritable storage buffers ---------*- C++ -*-===//
//
// Decorates the storage buffers a shader only reads NonWritable, so that the
// runtime knows which bindings a dispatch only reads (two dispatches reading
// one buffer need no barrier between them). The runtime removes the
// decorations before the driver compiles the module: NVIDIA's computed wrong
// results with them (runtime/BindingAccess.h).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_READONLYBINDINGS_H
#define STRATA_TARGET_VULKAN_READONLYBINDINGS_H

#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"

namespace strata::vulkan {

/// Marks (`non_writable`, serialized as OpDecorate NonWritable) every
/// StorageBuffer global variable of `module` whose address only reaches
/// loads, cooperative-matrix loads and access chains.
void markReadOnlyBindings(mlir::spirv::ModuleOp module);

} // namespace strata::vulkan

#endif // STRATA_TARGET_VULKAN_READONLYBINDINGS_H
