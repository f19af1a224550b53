//===- DecomposeComposites.cpp - composite ops become calls -----*- C++ -*-===//
//
// stablehlo.composite -> func.call of its decomposition; the input
// pipeline's inliner then inlines the call.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;

namespace strata::input_hlo {

#define GEN_PASS_DEF_DECOMPOSECOMPOSITESPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"

namespace {

struct DecomposeCompositesPass
    : impl::DecomposeCompositesPassBase<DecomposeCompositesPass> {
  void runOnOperation() override {
    SmallVector<stablehlo::CompositeOp> composites;
    getOperation()->walk(
        [&](stablehlo::CompositeOp op) { composites.push_back(op); });
    for (stablehlo::CompositeOp op : composites) {
      // The verifier checked that the decomposition is a function of the
      // composite's type.
      OpBuilder builder(op);
      auto call =
          func::CallOp::create(builder, op.getLoc(), op.getDecompositionAttr(),
                               op.getResultTypes(), op.getInputs());
      op->replaceAllUsesWith(call.getResults());
      op->erase();
    }
  }
};

} // namespace
} // namespace strata::input_hlo
