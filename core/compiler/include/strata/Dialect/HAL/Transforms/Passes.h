//===- Passes.h - hal dialect passes ---------------------------*- C++ -*-===//

#ifndef STRATA_DIALECT_HAL_TRANSFORMS_PASSES_H
#define STRATA_DIALECT_HAL_TRANSFORMS_PASSES_H

#include "strata/Dialect/HAL/IR/HALOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace strata::hal {

#define GEN_PASS_DECL
#include "strata/Dialect/HAL/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "strata/Dialect/HAL/Transforms/Passes.h.inc"

} // namespace strata::hal

#endif // STRATA_DIALECT_HAL_TRANSFORMS_PASSES_H
