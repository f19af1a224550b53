//===- SoftmaxAttention.h - softmax(S) V as JAX writes it -------*- C++ -*-===//
//
// Part of the C++ tier of the plugin SDK (header-only, MLIR APIs only).
//
// Attention is matched on tensors, on the linalg ops input conversion and
// elementwise fusion leave: a contraction V-product (`values`) one of whose
// factors is exp(T - max(T)) / sum(exp(T - max(T))) over its one reduction
// loop (the keys), where T is computed elementwise from the result of an
// earlier contraction (`scores`, Q K^T: scaled, masked by an iota
// comparison or an additive bias, in any element type, with widenings and
// roundings anywhere). Dispatch formation puts the chain into one dispatch
// and a target may run it as one fused kernel (online softmax over blocks
// of keys: no scores in memory); the same match tells both that they see
// the same chain.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_SOFTMAXATTENTION_H
#define STRATA_SDK_SOFTMAXATTENTION_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <optional>

namespace strata {

struct SoftmaxAttention {
  /// The contraction whose result the scores T are computed from.
  mlir::linalg::LinalgOp scores;
  /// max and sum over the keys (T's last dim) of T and of exp(T - max).
  mlir::linalg::LinalgOp maxReduce, sumReduce;
  /// The contraction of the probabilities with the values.
  mlir::linalg::LinalgOp values;
  /// T: what maxReduce reduces.
  mlir::Value scoreTensor;
  /// The loop of `values` over the keys, and how it reads the
  /// probabilities: T's coordinates from its loops (last: keyLoop).
  unsigned keyLoop = 0;
  mlir::AffineMap probabilityMap;
  /// The factor of `values`' product that is the probabilities.
  mlir::Value probabilities;
};

namespace detail {

/// `v` without widenings and roundings (extf/truncf) in its own body.
inline mlir::Value peelCasts(mlir::Value v) {
  while (mlir::Operation *def = v.getDefiningOp()) {
    if (!mlir::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

/// The linalg op producing the tensor `arg` (an input's block argument)
/// reads, or null.
inline mlir::linalg::LinalgOp producerOfArg(mlir::Value v) {
  auto arg = mlir::dyn_cast<mlir::BlockArgument>(v);
  if (!arg)
    return nullptr;
  auto op =
      mlir::dyn_cast<mlir::linalg::LinalgOp>(arg.getOwner()->getParentOp());
  if (!op || arg.getArgNumber() >= op.getNumDpsInputs())
    return nullptr;
  return op.getDpsInputOperand(arg.getArgNumber())
      ->get()
      .getDefiningOp<mlir::linalg::LinalgOp>();
}

/// The value `v` stands for: casts peeled, and a block argument of an
/// input that an elementwise op produced, read at the consumer's own point
/// (identity map) or at its row (the projection of a per-row value), is
/// followed into that producer's yielded value, again and again.
/// `anyFirstMap`: the first argument is followed whatever its map (the
/// contraction's read of the probabilities).
inline mlir::Value resolveValue(mlir::Value v, bool anyFirstMap = false) {
  for (bool first = anyFirstMap;; first = false) {
    v = peelCasts(v);
    auto arg = mlir::dyn_cast<mlir::BlockArgument>(v);
    if (!arg)
      return v;
    auto op =
        mlir::dyn_cast<mlir::linalg::LinalgOp>(arg.getOwner()->getParentOp());
    if (!op || arg.getArgNumber() >= op.getNumDpsInputs())
      return v;
    mlir::OpOperand *input = op.getDpsInputOperand(arg.getArgNumber());
    auto result = mlir::dyn_cast<mlir::OpResult>(input->get());
    auto producer =
        result ? mlir::dyn_cast<mlir::linalg::LinalgOp>(result.getOwner())
               : nullptr;
    if (!producer || !mlir::linalg::isElementwise(producer))
      return v;
    mlir::AffineMap map = op.getMatchingIndexingMap(input);
    unsigned n = map.getNumDims();
    if (!first && !map.isIdentity() &&
        map != mlir::AffineMap::getMultiDimIdentityMap(n, map.getContext())
                   .getMajorSubMap(n - 1))
      return v;
    v = producer.getBlock()->getTerminator()->getOperand(
        result.getResultNumber());
  }
}

/// A reduction of exactly the last of its (static) loops whose body is
/// `combiner(out, x)`: returns x, else null.
template <typename... Combiners>
inline mlir::Value lastDimReductionElement(mlir::linalg::LinalgOp op) {
  if (!op || op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics() || op.getNumReductionLoops() != 1 ||
      op.getIteratorTypesArray().back() !=
          mlir::utils::IteratorType::reduction ||
      op.hasDynamicShape())
    return nullptr;
  unsigned n = op.getNumLoops();
  mlir::MLIRContext *ctx = op.getContext();
  mlir::AffineMap identity = mlir::AffineMap::getMultiDimIdentityMap(n, ctx);
  if (op.getMatchingIndexingMap(op.getDpsInputOperand(0)) != identity ||
      op.getMatchingIndexingMap(op.getDpsInitOperand(0)) !=
          identity.getMajorSubMap(n - 1))
    return nullptr;
  mlir::Block *body = op.getBlock();
  mlir::Operation *yielded =
      body->getTerminator()->getOperand(0).getDefiningOp();
  if (!yielded || !mlir::isa<Combiners...>(yielded) ||
      yielded->getBlock() != body)
    return nullptr;
  mlir::Value out = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  if (yielded->getOperand(0) == out)
    return yielded->getOperand(1);
  if (yielded->getOperand(1) == out)
    return yielded->getOperand(0);
  return nullptr;
}

/// `v` without max(v, -inf) (the guard JAX's softmax puts on the max).
inline mlir::Value peelNegInfMax(mlir::Value v) {
  auto max = v.getDefiningOp<mlir::arith::MaximumFOp>();
  if (!max)
    return v;
  for (unsigned i = 0; i < 2; ++i) {
    mlir::FloatAttr value;
    if (mlir::matchPattern(max->getOperand(i), mlir::m_Constant(&value)) &&
        value.getValue().isInfinity() && value.getValue().isNegative())
      return max->getOperand(1 - i);
  }
  return v;
}

/// The contraction T is computed from elementwise, T's shape and the
/// output of the contraction agreeing (found through elementwise
/// producers), or null when there is none or more than one.
inline mlir::linalg::LinalgOp findScoreContraction(mlir::Value t) {
  auto type = mlir::dyn_cast<mlir::RankedTensorType>(t.getType());
  mlir::linalg::LinalgOp found;
  llvm::SmallVector<mlir::Value> work{t};
  llvm::SmallPtrSet<mlir::Operation *, 8> seen;
  while (!work.empty()) {
    auto op = work.pop_back_val().getDefiningOp<mlir::linalg::LinalgOp>();
    if (!op || !seen.insert(op).second)
      continue;
    auto resultType =
        mlir::dyn_cast<mlir::RankedTensorType>(op->getResult(0).getType());
    if (!resultType || resultType.getShape() != type.getShape())
      continue;
    if (op.getNumReductionLoops() > 0) {
      if (found && found != op)
        return nullptr;
      found = op;
      continue;
    }
    if (!mlir::linalg::isElementwise(op))
      continue;
    for (mlir::OpOperand *input : op.getDpsInputOperands())
      if (op.getMatchingIndexingMap(input).isIdentity())
        work.push_back(input->get());
  }
  if (!found || found->getNumResults() != 1 || found.getNumDpsInits() != 1 ||
      found.hasDynamicShape() ||
      !found.getMatchingIndexingMap(found.getDpsInitOperand(0))
           .isProjectedPermutation() ||
      !found.getDpsInits()[0].getDefiningOp<mlir::linalg::FillOp>())
    return nullptr;
  return found;
}

} // namespace detail

/// The narrowest float type a contraction's product factor holds in its
/// body (through extf/truncf: a factor rounded to bf16 and widened again
/// is a bf16 factor), or null when the body's product is not a mulf.
inline mlir::Type narrowestFactorType(mlir::Value factor) {
  mlir::Type narrowest = factor.getType();
  while (mlir::Operation *def = factor.getDefiningOp()) {
    if (!mlir::isa<mlir::arith::ExtFOp, mlir::arith::TruncFOp>(def))
      break;
    factor = def->getOperand(0);
    if (factor.getType().getIntOrFloatBitWidth() <
        narrowest.getIntOrFloatBitWidth())
      narrowest = factor.getType();
  }
  return narrowest;
}

/// The element type of the chain's Q, K and V (each factor's narrowest
/// float type, see narrowestFactorType), or null when they differ: the
/// type dispatch formation looks up in the targets' getFusedAttentionTypes.
inline mlir::Type attentionOperandType(const SoftmaxAttention &a) {
  using namespace mlir;
  auto factors = [](linalg::LinalgOp op) -> SmallVector<Value> {
    auto add = op.getBlock()
                   ->getTerminator()
                   ->getOperand(0)
                   .getDefiningOp<arith::AddFOp>();
    for (Value side : add ? add->getOperands() : ValueRange())
      if (auto mul = side.getDefiningOp<arith::MulFOp>())
        return {mul.getLhs(), mul.getRhs()};
    return {};
  };
  SmallVector<Value> sides = factors(a.scores);
  for (Value v : factors(a.values))
    if (v != a.probabilities)
      sides.push_back(v);
  if (sides.size() != 3)
    return Type();
  Type type = narrowestFactorType(sides[0]);
  for (Value side : sides)
    if (narrowestFactorType(side) != type)
      return Type();
  return type;
}

/// The attention chain `values` ends, or nothing.
inline std::optional<SoftmaxAttention>
matchSoftmaxAttention(mlir::linalg::LinalgOp values) {
  using namespace mlir;
  if (!values || !values.hasPureTensorSemantics() || values.hasDynamicShape() ||
      values.getNumReductionLoops() != 1 || values.getNumDpsInits() != 1 ||
      values->getNumResults() != 1)
    return std::nullopt;
  Block *body = values.getBlock();
  auto add =
      body->getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
  Value out = values.getMatchingBlockArgument(values.getDpsInitOperand(0));
  if (!add || !values.getMatchingIndexingMap(values.getDpsInitOperand(0))
                   .isProjectedPermutation())
    return std::nullopt;
  Value product = add.getLhs() == out   ? add.getRhs()
                  : add.getRhs() == out ? add.getLhs()
                                        : Value();
  auto mul = product ? product.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul || !out.hasOneUse())
    return std::nullopt;
  unsigned keyLoop = 0;
  for (auto [i, type] : llvm::enumerate(values.getIteratorTypesArray()))
    if (type == utils::IteratorType::reduction)
      keyLoop = i;

  auto inputMap = [&](BlockArgument arg) {
    return values.getMatchingIndexingMap(
        values.getDpsInputOperand(arg.getArgNumber()));
  };
  auto isInput = [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == body &&
           arg.getArgNumber() < values.getNumDpsInputs();
  };
  for (unsigned side = 0; side < 2; ++side) {
    // The division exp(T - max) / sum: in the body (numerator and
    // denominator read by `values`, at T's point and at its row), or in
    // the elementwise producer of a probabilities tensor `values` reads.
    Value factor = detail::peelCasts(mul->getOperand(side));
    AffineMap numMap;
    Value num, den;
    bool inBody = false;
    if (auto div = factor.getDefiningOp<arith::DivFOp>()) {
      if (div->getBlock() != body ||
          !isInput(detail::peelCasts(div.getLhs())) ||
          !isInput(detail::peelCasts(div.getRhs())))
        continue;
      num = detail::peelCasts(div.getLhs());
      den = detail::peelCasts(div.getRhs());
      numMap = inputMap(cast<BlockArgument>(num));
      if (inputMap(cast<BlockArgument>(den)) !=
          numMap.dropResult(numMap.getNumResults() - 1))
        continue;
      inBody = true;
    } else if (isInput(factor)) {
      numMap = inputMap(cast<BlockArgument>(factor));
      auto div = detail::resolveValue(factor, /*anyFirstMap=*/true)
                     .getDefiningOp<arith::DivFOp>();
      if (!div)
        continue;
      num = div.getLhs();
      den = detail::peelCasts(div.getRhs());
      // The sum read at the producer's row.
      auto denArg = dyn_cast<BlockArgument>(den);
      auto producer =
          denArg ? dyn_cast<linalg::LinalgOp>(denArg.getOwner()->getParentOp())
                 : nullptr;
      if (!producer || denArg.getArgNumber() >= producer.getNumDpsInputs())
        continue;
      AffineMap map = producer.getMatchingIndexingMap(
          producer.getDpsInputOperand(denArg.getArgNumber()));
      unsigned n = map.getNumDims();
      if (n < 1 ||
          map != AffineMap::getMultiDimIdentityMap(n, values.getContext())
                     .getMajorSubMap(n - 1))
        continue;
    } else {
      continue;
    }
    if (numMap.getNumResults() < 2 || !numMap.isProjectedPermutation() ||
        numMap.getDimPosition(numMap.getNumResults() - 1) != keyLoop)
      continue;
    auto exp = detail::resolveValue(num, inBody).getDefiningOp<math::ExpOp>();
    linalg::LinalgOp sumReduce =
        detail::producerOfArg(detail::resolveValue(den, inBody));
    if (!exp || !sumReduce)
      continue;
    Value summed = detail::lastDimReductionElement<arith::AddFOp>(sumReduce);
    if (!summed || detail::resolveValue(summed).getDefiningOp() != exp)
      continue;
    auto sub =
        detail::peelCasts(exp.getOperand()).getDefiningOp<arith::SubFOp>();
    if (!sub)
      continue;
    linalg::LinalgOp maxReduce = detail::producerOfArg(
        detail::peelNegInfMax(detail::resolveValue(sub.getRhs())));
    Value maxed =
        detail::lastDimReductionElement<arith::MaximumFOp, arith::MaxNumFOp>(
            maxReduce);
    if (!maxed ||
        detail::resolveValue(maxed) != detail::resolveValue(sub.getLhs()))
      continue;
    Value t = maxReduce.getDpsInputs()[0];
    auto tType = cast<RankedTensorType>(t.getType());
    if (cast<RankedTensorType>(sumReduce.getDpsInputs()[0].getType())
                .getShape() != tType.getShape() ||
        numMap.getNumResults() != tType.getRank())
      continue;
    linalg::LinalgOp scores = detail::findScoreContraction(t);
    if (!scores)
      continue;
    SoftmaxAttention match;
    match.scores = scores;
    match.maxReduce = maxReduce;
    match.sumReduce = sumReduce;
    match.values = values;
    match.scoreTensor = t;
    match.keyLoop = keyLoop;
    match.probabilityMap = numMap;
    match.probabilities = mul->getOperand(side);
    return match;
  }
  return std::nullopt;
}

} // namespace strata

#endif // STRATA_SDK_SOFTMAXATTENTION_H
