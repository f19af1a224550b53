//===- DynamicTiles.h - Workgroups over dynamic dims ------------*- C++ -*-===//
//
// A dispatch whose root has a dynamic loop range (a batch or sequence dim
// that arrives as a push constant) is split into workgroups of a static tile
// along its outermost dynamic parallel loop; the workgroup count follows the
// dim at run time (DistributeToWorkgroups records it as a map of the push
// constants). Each workgroup's body is versioned: a full tile runs a copy in
// which the tile size is a constant, so the ops become statically shaped and
// the usual vector tiling applies; only the last, partial tile runs the
// dynamically shaped (scalar) form.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_LLVMCPU_DYNAMICTILES_H
#define STRATA_TARGET_LLVMCPU_DYNAMICTILES_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace strata::llvm_cpu {

/// The outermost parallel loop of `root` with a dynamic range, if any.
std::optional<unsigned>
getOutermostDynamicParallelLoop(mlir::linalg::LinalgOp root);

/// Tiles `loop` of `root` by `tile` into a workgroup-mapped scf.forall with
/// its producers fused, then versions the forall body for full tiles.
/// Leaves the function alone when `root` does not tile.
void distributeDynamicRoot(mlir::linalg::LinalgOp root, unsigned loop,
                           int64_t tile);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_DYNAMICTILES_H
