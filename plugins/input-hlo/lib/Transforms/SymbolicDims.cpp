//===- SymbolicDims.cpp - Which argument dim a dynamic dim is ---*- C++ -*-===//

#include "SymbolicDims.h"

#include "strata/InputHLO/IR/StablehloOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

/// Long chains are followed this far (a softmax over a transformer's
/// layers is a few dozen ops deep per use).
constexpr int kMaxDepth = 256;

std::optional<DimSource> dimSource(Value tensor, int64_t dim, int depth);

/// The scalar (or one-element tensor) `value` as a dim source.
std::optional<DimSource> scalarSource(Value value, int depth) {
  if (depth > kMaxDepth)
    return std::nullopt;
  Operation *def = value.getDefiningOp();
  if (auto size = dyn_cast_or_null<hlo::GetDimensionSizeOp>(def))
    return dimSource(size.getOperand(), size.getDimension(), depth + 1);
  if (isa_and_nonnull<hlo::ConvertOp, hlo::ReshapeOp>(def))
    return scalarSource(def->getOperand(0), depth + 1);
  return std::nullopt;
}

std::optional<DimSource> shapeElementSource(Value shape, int64_t index,
                                            int depth) {
  if (depth > kMaxDepth)
    return std::nullopt;
  auto type = dyn_cast<RankedTensorType>(shape.getType());
  if (!type || type.getRank() > 1)
    return std::nullopt;
  Operation *def = shape.getDefiningOp();
  if (auto concat = dyn_cast_or_null<hlo::ConcatenateOp>(def)) {
    for (Value piece : concat.getInputs()) {
      auto pieceType = dyn_cast<RankedTensorType>(piece.getType());
      if (!pieceType || !pieceType.hasStaticShape() || pieceType.getRank() != 1)
        return std::nullopt;
      int64_t n = pieceType.getDimSize(0);
      if (index < n)
        return shapeElementSource(piece, index, depth + 1);
      index -= n;
    }
    return std::nullopt;
  }
  if (isa_and_nonnull<hlo::ConvertOp>(def))
    return shapeElementSource(def->getOperand(0), index, depth + 1);
  // A one-element shape piece: the scalar it reshapes.
  if (isa_and_nonnull<hlo::ReshapeOp>(def) && index == 0)
    return scalarSource(def->getOperand(0), depth + 1);
  return std::nullopt;
}

std::optional<DimSource> dimSource(Value tensor, int64_t dim, int depth) {
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  if (!type || dim < 0 || dim >= type.getRank() || !type.isDynamicDim(dim))
    return std::nullopt;
  Operation *def = tensor.getDefiningOp();
  if (!def || depth > kMaxDepth)
    return DimSource{tensor, dim};
  auto follow = [&](Value v, int64_t d) {
    std::optional<DimSource> source = dimSource(v, d, depth + 1);
    return source ? source : std::optional<DimSource>(DimSource{tensor, dim});
  };
  // Elementwise ops (and select, clamp): every operand of the result's
  // rank has its shape.
  if (def->hasTrait<OpTrait::Elementwise>() ||
      isa<hlo::SelectOp, hlo::ClampOp>(def)) {
    for (Value operand : def->getOperands())
      if (auto t = dyn_cast<RankedTensorType>(operand.getType());
          t && t.getRank() == type.getRank() && t.isDynamicDim(dim))
        return follow(operand, dim);
    return DimSource{tensor, dim};
  }
  if (auto reduce = dyn_cast<hlo::ReduceOp>(def)) {
    // Result dims are the input's kept dims, in order.
    int64_t kept = -1;
    auto inputType = cast<RankedTensorType>(reduce.getInputs()[0].getType());
    for (int64_t d = 0; d < inputType.getRank(); ++d) {
      if (llvm::is_contained(reduce.getDimensions(), d))
        continue;
      if (++kept == dim)
        return follow(reduce.getInputs()[0], d);
    }
    return DimSource{tensor, dim};
  }
  if (auto transpose = dyn_cast<hlo::TransposeOp>(def))
    return follow(transpose.getOperand(), transpose.getPermutation()[dim]);
  if (auto broadcast = dyn_cast<hlo::BroadcastInDimOp>(def)) {
    for (auto [i, d] : llvm::enumerate(broadcast.getBroadcastDimensions()))
      if (d == dim)
        return follow(broadcast.getOperand(), i);
    return DimSource{tensor, dim};
  }
  if (auto broadcast = dyn_cast<hlo::DynamicBroadcastInDimOp>(def)) {
    std::optional<DimSource> source =
        shapeElementSource(broadcast.getOutputDimensions(), dim, depth + 1);
    return source ? source : std::optional<DimSource>(DimSource{tensor, dim});
  }
  if (auto dot = dyn_cast<hlo::DotGeneralOp>(def)) {
    // Result: batch dims, lhs free dims, rhs free dims.
    auto numbers = dot.getDotDimensionNumbers();
    ArrayRef<int64_t> lhsBatch = numbers.getLhsBatchingDimensions();
    if (dim < static_cast<int64_t>(lhsBatch.size()))
      return follow(dot.getLhs(), lhsBatch[dim]);
    int64_t k = dim - lhsBatch.size();
    auto lhsType = cast<RankedTensorType>(dot.getLhs().getType());
    for (int64_t d = 0; d < lhsType.getRank(); ++d) {
      if (llvm::is_contained(lhsBatch, d) ||
          llvm::is_contained(numbers.getLhsContractingDimensions(), d))
        continue;
      if (k-- == 0)
        return follow(dot.getLhs(), d);
    }
    auto rhsType = cast<RankedTensorType>(dot.getRhs().getType());
    for (int64_t d = 0; d < rhsType.getRank(); ++d) {
      if (llvm::is_contained(numbers.getRhsBatchingDimensions(), d) ||
          llvm::is_contained(numbers.getRhsContractingDimensions(), d))
        continue;
      if (k-- == 0)
        return follow(dot.getRhs(), d);
    }
    return DimSource{tensor, dim};
  }
  return DimSource{tensor, dim};
}

} // namespace

std::optional<DimSource> getDimSource(Value tensor, int64_t dim) {
  return dimSource(tensor, dim, 0);
}

std::optional<DimSource> getShapeElementSource(Value shape, int64_t index) {
  return shapeElementSource(shape, index, 0);
}

} // namespace strata::input_hlo
