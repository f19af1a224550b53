//===- EntryPointABI.h - How dispatch entry points see their inputs -*- C++
//-*-===//
//
// A flow executable's entry point takes tensors, then `index` push
// constants, and returns tensors. Tensor arguments are bindings 0..n-1,
// results bindings n..; the `index` arguments are push constants 0.. (32-bit
// on the wire). A binding with dynamic dims names the push constant of each
// `?` of its type in `strata.binding_dims` (one array per binding, in dim
// order), so a backend that has bufferized the function (results turned into
// out-parameters) still finds every size. `strata.push_constants` is the
// push constant count.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_DIALECT_FLOW_IR_ENTRYPOINTABI_H
#define STRATA_DIALECT_FLOW_IR_ENTRYPOINTABI_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/SmallVector.h"

namespace strata {

constexpr llvm::StringLiteral kBindingDimsAttr = "strata.binding_dims";
constexpr llvm::StringLiteral kPushConstantsAttr = "strata.push_constants";

/// The push constants an entry point declares (0 when it has none).
int64_t getPushConstantCount(mlir::Operation *entry);

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
