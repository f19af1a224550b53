//===- LinearAlgebraLoops.h - scf loop nests on tensors ----------*- C++
//-*-===//
//
// The loop builders the linear algebra lowerings share (LinearAlgebraToSCF,
// Decompositions): scf.for nests over batch dims and ranges carrying
// tensors, (batch..., i, j) indices.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_LIB_TRANSFORMS_LINEARALGEBRALOOPS_H
#define STRATA_INPUTHLO_LIB_TRANSFORMS_LINEARALGEBRALOOPS_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace strata::input_hlo::la {

using namespace mlir;

inline Value indexConst(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// scf.for nest over the batch dimensions of `type` carrying several values.
inline SmallVector<Value>
buildBatchLoops(OpBuilder &b, Location loc, RankedTensorType type,
                ValueRange inits,
                function_ref<SmallVector<Value>(OpBuilder &, Location,
                                                ValueRange, ValueRange)>
                    body) {
  int64_t batchRank = type.getRank() - 2;
  SmallVector<Value> lbs(batchRank, indexConst(b, loc, 0)),
      steps(batchRank, indexConst(b, loc, 1)), ubs;
  for (int64_t d = 0; d < batchRank; ++d)
    ubs.push_back(indexConst(b, loc, type.getDimSize(d)));
  scf::LoopNest nest =
      scf::buildLoopNest(b, loc, lbs, ubs, steps, inits,
                         [&](OpBuilder &nb, Location nl, ValueRange ivs,
                             ValueRange carried) -> scf::ValueVector {
                           SmallVector<Value> next = body(nb, nl, ivs, carried);
                           return scf::ValueVector(next.begin(), next.end());
                         });
  return SmallVector<Value>(nest.results);
}

/// scf.for nest over the batch dimensions of `type` (all but the last two)
/// carrying `init`; `body` gets the batch indices and the carried tensor and
/// returns the new one.
inline Value buildBatchLoops(
    OpBuilder &b, Location loc, RankedTensorType type, Value init,
    function_ref<Value(OpBuilder &, Location, ValueRange, Value)> body) {
  return buildBatchLoops(b, loc, type, ValueRange{init},
                         [&](OpBuilder &nb, Location nl, ValueRange ivs,
                             ValueRange carried) -> SmallVector<Value> {
                           return {body(nb, nl, ivs, carried[0])};
                         })[0];
}

/// scf.for from `lb` to `ub` carrying several values.
inline SmallVector<Value> buildFor(
    OpBuilder &b, Location loc, Value lb, Value ub, ValueRange inits,
    function_ref<SmallVector<Value>(OpBuilder &, Location, Value, ValueRange)>
        body) {
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, indexConst(b, loc, 1), inits,
      [&](OpBuilder &nb, Location nl, Value iv, ValueRange carried) {
        scf::YieldOp::create(nb, nl, body(nb, nl, iv, carried));
      });
  return SmallVector<Value>(loop.getResults());
}

/// scf.for from `lb` to `ub` carrying one value.
inline Value
buildFor(OpBuilder &b, Location loc, Value lb, Value ub, Value init,
         function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, indexConst(b, loc, 1), ValueRange{init},
      [&](OpBuilder &nb, Location nl, Value iv, ValueRange carried) {
        scf::YieldOp::create(nb, nl, body(nb, nl, iv, carried[0]));
      });
  return loop.getResult(0);
}

/// Batch indices followed by (i, j), or (j, i) when `swap`.
inline SmallVector<Value> matrixIndex(ValueRange batch, Value i, Value j,
                                      bool swap) {
  SmallVector<Value> index(batch);
  index.push_back(swap ? j : i);
  index.push_back(swap ? i : j);
  return index;
}

} // namespace strata::input_hlo::la

#endif // STRATA_INPUTHLO_LIB_TRANSFORMS_LINEARALGEBRALOOPS_H
