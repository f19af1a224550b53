//===- ExpandMath.cpp - Polynomial approximations of math ops --*- C++ -*-===//
//
// Implements strata-llvm-cpu-expand-math.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace strata::llvm_cpu {
#define GEN_PASS_DEF_LLVMCPUEXPANDMATHPASS
#include "strata/Target/LLVMCPU/Passes.h.inc"
} // namespace strata::llvm_cpu

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

class ExpandMathPass : public impl::LLVMCPUExpandMathPassBase<ExpandMathPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    {
      // Ops LLVM has no intrinsic for become other math/arith ops first.
      RewritePatternSet patterns(ctx);
      math::populateExpansionPatterns(
          patterns,
          {"tan", "sinh", "cosh", "asinh", "acosh", "atanh", "fpowi", "ipowi"});
      (void)applyPatternsGreedily(getOperation(), std::move(patterns));
    }
    RewritePatternSet patterns(ctx);
    populateMathPolynomialApproximationPatterns(patterns);
    (void)applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

} // namespace
} // namespace strata::llvm_cpu
