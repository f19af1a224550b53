//===- CapturedConstants.h - Constants captured by regions ----*- C++ -*-===//
//
// Part of the C++ tier of the plugin SDK (header-only, MLIR APIs only).
// StableHLO lets a region use values of the enclosing function, and JAX's
// constant cache writes exactly that: one `stablehlo.constant` shared by a
// function and the reduction bodies in it. Ops whose regions a lowering keeps
// isolated from above (input-hlo's reduce, reduce_window and map) take such
// programs once the captured constants are cloned into the regions. Used where
// programs enter the compiler (parsing, VHLO legalization).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_CAPTUREDCONSTANTS_H
#define STRATA_SDK_CAPTUREDCONSTANTS_H

#include "mlir/IR/Matchers.h"
#include "mlir/IR/Operation.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace strata {

/// Clones every constant that a region of `op` uses from above into the
/// start of that region's entry block. Values that are not results of
/// operand-free constant-like ops stay captured (the verifier names them).
inline void sinkCapturedConstants(mlir::Operation *op) {
  using namespace mlir;
  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(region, captured);
    for (Value value : captured) {
      Operation *def = value.getDefiningOp();
      if (!def || def->getNumOperands() != 0 || def->getNumRegions() != 0 ||
          !def->hasTrait<OpTrait::ConstantLike>())
        continue;
      OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
      Operation *clone = builder.clone(*def);
      replaceAllUsesInRegionWith(
          value, clone->getResult(cast<OpResult>(value).getResultNumber()),
          region);
    }
  }
}

/// sinkCapturedConstants for every op under `root` whose regions are
/// isolated from above (innermost first).
inline void sinkCapturedConstantsIntoIsolatedRegions(mlir::Operation *root) {
  root->walk([](mlir::Operation *op) {
    if (op->hasTrait<mlir::OpTrait::IsIsolatedFromAbove>() &&
        op->getNumRegions() != 0)
      sinkCapturedConstants(op);
  });
}

} // namespace strata

#endif // STRATA_SDK_CAPTUREDCONSTANTS_H
