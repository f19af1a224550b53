//===- Passes.h - vm dialect passes ---------------------------*- C++ -*-===//

#ifndef STRATA_DIALECT_VM_TRANSFORMS_PASSES_H
#define STRATA_DIALECT_VM_TRANSFORMS_PASSES_H

#include "strata/Dialect/VM/IR/VMOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace strata::vm {

#define GEN_PASS_DECL
#include "strata/Dialect/VM/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "strata/Dialect/VM/Transforms/Passes.h.inc"

} // namespace strata::vm

#endif // STRATA_DIALECT_VM_TRANSFORMS_PASSES_H
