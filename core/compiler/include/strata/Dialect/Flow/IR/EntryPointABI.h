//===- EntryPointABI.h - Binding dims and push constants --------*- C++ -*-===//
//
// The entry point ABI is described in the SDK's strata/sdk/EntryPointABI.h
// (backends read it); these are the host's helpers to write and check it.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_DIALECT_FLOW_IR_ENTRYPOINTABI_H
#define STRATA_DIALECT_FLOW_IR_ENTRYPOINTABI_H

#include "strata/sdk/EntryPointABI.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

namespace strata {

/// Per binding, the push constant of each dynamic dim; empty when the entry
/// is statically shaped. Fails with an error on `entry` when the attribute
/// is malformed (a push constant out of range).
mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<int64_t>>>
getBindingDims(mlir::Operation *entry);

/// Records `bindingDims` and `pushConstants` on `entry`.
void setEntryPointABI(mlir::Operation *entry,
                      llvm::ArrayRef<llvm::SmallVector<int64_t>> bindingDims,
                      int64_t pushConstants);

} // namespace strata

#endif // STRATA_DIALECT_FLOW_IR_ENTRYPOINTABI_H
