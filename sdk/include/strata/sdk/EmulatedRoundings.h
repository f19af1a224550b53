//===- EmulatedRoundings.h - Keep the roundings float emulation adds -*- C++ -*-===//
//
// Part of the C++ tier of the plugin SDK (header-only, MLIR APIs only).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_EMULATEDROUNDINGS_H
#define STRATA_SDK_EMULATEDROUNDINGS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Pass/Pass.h"

namespace strata {

/// Clears the fastmath `contract` flag that upstream's float emulation
/// (arith-emulate-unsupported-floats, math-extend-to-supported-types) puts
/// on the arith.truncf/arith.extf pairs it wraps each bf16/f16 op in. With
/// the flag, canonicalization folds extf(truncf(x)) to x and skips a
/// rounding StableHLO requires: convert(clamp(convert(ui16 -> bf16))) to
/// i32 gave the unrounded integer on vmvx and Vulkan (found by
/// strata-fuzz-programs), unlike llvm-cpu and XLA. Run it right after those
/// passes.
struct KeepEmulatedRoundingsPass
    : mlir::PassWrapper<KeepEmulatedRoundingsPass, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(KeepEmulatedRoundingsPass)
  llvm::StringRef getArgument() const override {
    return "strata-keep-emulated-roundings";
  }
  llvm::StringRef getDescription() const override {
    return "Clear fastmath 'contract' on arith.truncf/extf so the roundings "
           "float emulation adds are not folded away";
  }
  void runOnOperation() override {
    auto none = mlir::arith::FastMathFlagsAttr::get(
        &getContext(), mlir::arith::FastMathFlags::none);
    getOperation()->walk([&](mlir::Operation *op) {
      if (auto trunc = llvm::dyn_cast<mlir::arith::TruncFOp>(op))
        trunc.setFastmathAttr(none);
      else if (auto ext = llvm::dyn_cast<mlir::arith::ExtFOp>(op))
        ext.setFastmathAttr(none);
    });
  }
};

} // namespace strata

#endif // STRATA_SDK_EMULATEDROUNDINGS_H
