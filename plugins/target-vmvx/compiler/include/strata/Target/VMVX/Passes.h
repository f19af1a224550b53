//===- Passes.h - vmvx target translation passes ---------------*- C++ -*-===//

#ifndef STRATA_TARGET_VMVX_PASSES_H
#define STRATA_TARGET_VMVX_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "strata/Target/VMVX/VMVXOps.h"

namespace strata::vmvx {

#define GEN_PASS_DECL
#include "strata/Target/VMVX/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "strata/Target/VMVX/Passes.h.inc"

/// Adds the tensors-to-scalar-loops translation of a vmvx variant.
void buildTranslationPipeline(mlir::OpPassManager &pm);

/// Registers the passes and the `strata-vmvx-translate` pipeline (once).
void registerVMVXPassesAndPipelines();

} // namespace strata::vmvx

#endif // STRATA_TARGET_VMVX_PASSES_H
