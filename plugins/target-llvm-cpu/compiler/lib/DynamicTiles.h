//===- DynamicTiles.h - Workgroups over dynamic dims ------------*- C++ -*-===//
//
// A dispatch whose root has a dynamic loop range (a batch or sequence dim
// that arrives as a push constant) is split into workgroups of a static tile
// along its outermost dynamic parallel loop; the workgroup count follows the
// dim at run time (DistributeToWorkgroups records it as a map of the push
// constants). Inside a workgroup, whose row count is dynamic (the last one
// is partial), the rows go in full tiles of a few rows and the remainder one
// row at a time: every piece is statically shaped, so the usual vector
// tiling applies to all of them (no scalar tail).
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
/// its producers fused, then each workgroup's rows by `innerTile` (peeled)
/// and the remainder by one. Leaves the function alone when `root` does not
/// tile.
void distributeDynamicRoot(mlir::linalg::LinalgOp root, unsigned loop,
                           int64_t tile, int64_t innerTile);

} // namespace strata::llvm_cpu

#endif // STRATA_TARGET_LLVMCPU_DYNAMICTILES_H
