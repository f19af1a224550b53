//===- ByteBooleans.h - i1 dispatch operands as bytes -----------*- C++ -*-===//
//
// A boolean tensor is one byte per element in a buffer, but a vector<N x i1>
// load or store is bit-packed, so tile-and-vectorize keeps every op touching
// an i1 tensor scalar (a causal mask's select ran 30 cycles an element).
// Reading and writing the dispatch's boolean operands as i8 instead, with
// the conversion fused into the ops that use them, keeps i1 in registers:
// those ops vectorize.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_BYTEBOOLEANS_H
#define STRATA_TARGET_LLVMCPU_BYTEBOOLEANS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace strata::llvm_cpu {

/// Retypes the statically shaped tensor<... x i1> arguments and results of
/// the dispatch function `func` (on tensors; the same bytes in its buffers)
/// to i8: an argument is read through an elementwise `x != 0`, a result
/// written through an elementwise zero-extension, each fused into the
/// elementwise linalg.generic consuming or producing it where there is one.
/// Returns true when anything was retyped.
bool widenBooleanOperands(mlir::func::FuncOp func);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_BYTEBOOLEANS_H
