//===- Passes.td - input-hlo passes --------------------------*- tablegen -*-===//

#ifndef STRATA_INPUTHLO_PASSES_TD
#define STRATA_INPUTHLO_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

def LegalizeHLOToLinalgPass : Pass<"strata-hlo-legalize-to-linalg",
                                   "mlir::ModuleOp"> {
  let summary = "Lower stablehlo and chlo ops to linalg/tensor/arith/math/scf";
  let description = [{
    Rewrites every stablehlo and chlo op of the module into ops on statically
    shaped tensors: elementwise ops become `linalg.generic` with arith/math
    bodies, contractions `linalg.matmul`/`linalg.batch_matmul`/
    `linalg.generic`, reductions `linalg.reduce`, shape ops tensor ops, and
    while/case/if scf ops. Signed/unsigned element types become signless; the
    signedness chooses the arith op. An op that cannot be lowered produces
    one error naming it and the pass fails.

    ```mlir
    %0 = stablehlo.add %a, %b : tensor<4xf32>
    // becomes
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.generic {...} ins(%a, %b : ...) outs(%e : ...) {
      ^bb0(%x: f32, %y: f32, %o: f32):
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
    } -> tensor<4xf32>
    ```
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect", "mlir::func::FuncDialect",
    "mlir::linalg::LinalgDialect", "mlir::math::MathDialect",
    "mlir::scf::SCFDialect", "mlir::tensor::TensorDialect"];
}

#endif // STRATA_INPUTHLO_PASSES_TD
