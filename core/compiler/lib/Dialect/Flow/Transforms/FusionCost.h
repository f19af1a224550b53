//===- FusionCost.h - When fusing a producer recomputes it ------*- C++ -*-===//
//
// Shared by strata-fuse-elementwise-ops (which fuses producers into their
// consumers' bodies) and strata-flow-form-dispatch-regions (which puts a
// root's producers into its dispatch): a producer fused into an op whose
// loops do not all index it is computed again at every point of the loops
// it does not depend on.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_DIALECT_FLOW_TRANSFORMS_FUSIONCOST_H
#define STRATA_DIALECT_FLOW_TRANSFORMS_FUSIONCOST_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace strata::flow {

/// The arithmetic a linalg body does per point: its ops but the yield,
/// constants, index reads and conversions (a cast or a bf16 extension
/// moves bits; a dequantization's subtract and multiply count).
int64_t countArithmetic(mlir::linalg::LinalgOp op);

/// At most this much arithmetic per point (a contraction's multiply and add
/// included) in a reduction that recomputes the producers fused into it,
/// unless the recomputation is small: at most kMaxRecomputedWork
/// producer ops beyond computing each element once (a tiny producer, such
/// as a resize's interpolation weights, costs less recomputed than a
/// dispatch and a buffer of its own).
inline constexpr int64_t kMaxRecomputedArithmetic = 4;
inline constexpr double kMaxRecomputedWork = double(1 << 22);

/// True when fusing `producer`, an elementwise op computing `operand` of
/// `consumer`, an op with reduction loops, would recompute costly work:
/// some of the consumer's loops do not index the operand (a contraction's n
/// loops for its A side), the two bodies do more than
/// kMaxRecomputedArithmetic, and the recomputation (repeats x producer
/// elements x producer ops) exceeds kMaxRecomputedWork. A layer norm fused into
/// a projection's A side, or a GELU into the next projection's, is redone for
/// every output column (tile); left alone it runs once, in the row group of its
/// reductions or as the epilogue of the contraction it follows. Casts, a
/// dequantization, a scale or a softmax's division are cheap enough to
/// ride along in the tile loads.
bool recomputesCostlyProducer(mlir::linalg::LinalgOp consumer,
                              mlir::OpOperand *operand,
                              mlir::linalg::LinalgOp producer);

} // namespace strata::flow

#endif // STRATA_DIALECT_FLOW_TRANSFORMS_FUSIONCOST_H
