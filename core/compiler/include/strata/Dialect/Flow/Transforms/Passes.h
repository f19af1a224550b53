//===- Passes.h - flow dialect passes ---------------------------*- C++ -*-===//

#ifndef STRATA_DIALECT_Flow_TRANSFORMS_PASSES_H
#define STRATA_DIALECT_Flow_TRANSFORMS_PASSES_H

#include "strata/Dialect/Flow/IR/FlowOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace strata::flow {

#define GEN_PASS_DECL
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"

} // namespace strata::flow

#endif // STRATA_DIALECT_Flow_TRANSFORMS_PASSES_H
