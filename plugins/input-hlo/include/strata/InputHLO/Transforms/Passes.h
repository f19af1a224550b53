//===- Passes.h - input-hlo passes ----------------------------*- C++ -*-===//

#ifndef STRATA_INPUTHLO_TRANSFORMS_PASSES_H
#define STRATA_INPUTHLO_TRANSFORMS_PASSES_H

#include "strata/Dialect/Flow/IR/FlowDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace strata::input_hlo {

#define GEN_PASS_DECL
#include "strata/InputHLO/Transforms/Passes.h.inc"

/// Registers the input-hlo passes with MLIR's pass registry.
#define GEN_PASS_REGISTRATION
#include "strata/InputHLO/Transforms/Passes.h.inc"

/// Options of the input pipeline (`strata-hlo-input-pipeline{spmd=...}`).
struct HLOInputPipelineOptions
    : public mlir::PassPipelineOptions<HLOInputPipelineOptions> {
  Option<std::string> spmd{
      *this, "spmd",
      llvm::cl::desc("SPMD programs (sdy.manual_computation): 'ranks' "
                     "compiles one rank's program (run with --partitions or "
                     "mpirun); 'emulate' runs every device in one program"),
      llvm::cl::init("ranks")};
};

/// The input pipeline, anchored on builtin.module: rename legacy mhlo ops,
/// inline private calls, make SPMD programs rank programs (or emulate
/// them), turn check custom_calls into runtime function calls, lower
/// stablehlo/chlo to linalg on tensors, canonicalize.
void buildHLOInputPipeline(mlir::OpPassManager &pm,
                           const HLOInputPipelineOptions &options);
void buildHLOInputPipeline(mlir::OpPassManager &pm);

} // namespace strata::input_hlo

#endif // STRATA_INPUTHLO_TRANSFORMS_PASSES_H
