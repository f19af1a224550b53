//===- Passes.h - vm dialect passes ---------------------------*- C++ -*-===//

#ifndef STRATA_DIALECT_VM_TRANSFORMS_PASSES_H
#define STRATA_DIALECT_VM_TRANSFORMS_PASSES_H

#include "strata/Dialect/VM/IR/VMOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/DialectConversion.h"

namespace strata::vm {

/// Maps scalar and memref types to VM register types: integers up to 32 bits
/// -> i32, i64/index -> i64, f16/bf16/f32 -> f32, f64 -> f64, memref ->
/// !vm.ref (the underlying buffer).
class VMTypeConverter : public mlir::TypeConverter {
public:
  explicit VMTypeConverter(mlir::MLIRContext *ctx);
};

/// Patterns lowering func (definitions, external declarations as imports,
/// calls, returns), cf branches, arith, math, and memref loads, stores,
/// views, allocations and constant globals to the vm dialect. The builtin
/// module must already hold the (empty) vm.module that receives functions,
/// imports and rodata. Expects scf and affine lowered to cf, and f16/bf16
/// arithmetic widened to f32.
void populateStandardToVMPatterns(VMTypeConverter &converter,
                                  mlir::RewritePatternSet &patterns);

#define GEN_PASS_DECL
#include "strata/Dialect/VM/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "strata/Dialect/VM/Transforms/Passes.h.inc"

} // namespace strata::vm

#endif // STRATA_DIALECT_VM_TRANSFORMS_PASSES_H
