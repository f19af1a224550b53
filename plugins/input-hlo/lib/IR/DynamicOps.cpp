//===- DynamicOps.cpp - Verifiers of the dynamically shaped ops --*- C++
//-*-===//
//
// dynamic_broadcast_in_dim, dynamic_iota, dynamic_reshape,
// real_dynamic_slice, dynamic_pad, dynamic_gather and dynamic_conv take
// (part of) their result shape from integer tensor operands. What can be
// checked before run time is checked here: element types, ranks, the
// lengths of the shape operands, and any sizes both sides know.
//
//===----------------------------------------------------------------------===//

#include "VerifyHelpers.h"
#include "strata/InputHLO/IR/StablehloOps.h"

using namespace mlir;

namespace strata::stablehlo {

namespace {

/// Checks that the 1-D shape operand `value` (named `what`) has `length`
/// entries when its length is static.
LogicalResult verifyShapeOperand(Operation *op, StringRef what, Value value,
                                 int64_t length) {
  int64_t n = cast<RankedTensorType>(value.getType()).getDimSize(0);
  if (!ShapedType::isDynamic(n) && n != length)
    return op->emitOpError()
           << what << " has " << n << " entries, expected " << length;
  return success();
}

LogicalResult verifySameElementType(Operation *op, Type a, Type b) {
  Type ea = cast<ShapedType>(a).getElementType();
  Type eb = cast<ShapedType>(b).getElementType();
  if (ea != eb)
    return op->emitOpError() << "expects the result's element type " << eb
                             << " to be the operand's " << ea;
  return success();
}

} // namespace

LogicalResult DynamicBroadcastInDimOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  if (failed(verifySameElementType(*this, operandType, resultType)) ||
      failed(verifyShapeOperand(*this, "output_dimensions",
                                getOutputDimensions(), resultType.getRank())))
    return failure();
  if (failed(verifyBroadcastDims(*this, operandType, resultType, dims)))
    return failure();
  SmallVector<int64_t> expanding, nonexpanding;
  if (auto e = getKnownExpandingDimensions())
    expanding.assign(e->begin(), e->end());
  if (auto n = getKnownNonexpandingDimensions())
    nonexpanding.assign(n->begin(), n->end());
  if (failed(verifyDimsInRange(*this, "known_expanding_dimensions", expanding,
                               operandType.getRank())) ||
      failed(verifyDimsInRange(*this, "known_nonexpanding_dimensions",
                               nonexpanding, operandType.getRank())))
    return failure();
  for (int64_t d : expanding)
    if (llvm::is_contained(nonexpanding, d))
      return emitOpError() << "operand dimension " << d
                           << " is both known expanding and non-expanding";
  return success();
}

LogicalResult DynamicIotaOp::verify() {
  auto type = cast<RankedTensorType>(getType());
  if (failed(verifyShapeOperand(*this, "output_shape", getOutputShape(),
                                type.getRank())))
    return failure();
  if (getIotaDimension() < 0 || getIotaDimension() >= type.getRank())
    return emitOpError() << "iota_dimension " << getIotaDimension()
                         << " is out of range [0, " << type.getRank() << ")";
  return success();
}

LogicalResult DynamicReshapeOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  if (failed(verifySameElementType(*this, operandType, resultType)) ||
      failed(verifyShapeOperand(*this, "output_shape", getOutputShape(),
                                resultType.getRank())))
    return failure();
  if (operandType.hasStaticShape() && resultType.hasStaticShape() &&
      operandType.getNumElements() != resultType.getNumElements())
    return emitOpError() << "cannot reshape " << operandType << " ("
                         << operandType.getNumElements() << " elements) to "
                         << resultType << " (" << resultType.getNumElements()
                         << " elements)";
  return success();
}

LogicalResult RealDynamicSliceOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  int64_t rank = operandType.getRank();
  if (failed(verifySameElementType(*this, operandType, resultType)))
    return failure();
  if (resultType.getRank() != rank)
    return emitOpError() << "expects a result of the operand's rank " << rank
                         << ", got " << resultType;
  if (failed(verifyShapeOperand(*this, "start_indices", getStartIndices(),
                                rank)) ||
      failed(verifyShapeOperand(*this, "limit_indices", getLimitIndices(),
                                rank)) ||
      failed(verifyShapeOperand(*this, "strides", getStrides(), rank)))
    return failure();
  return success();
}

LogicalResult DynamicPadOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  int64_t rank = operandType.getRank();
  if (failed(verifySameElementType(*this, operandType, resultType)) ||
      failed(verifySameElementType(*this, getPaddingValue().getType(),
                                   resultType)))
    return failure();
  if (resultType.getRank() != rank)
    return emitOpError() << "expects a result of the operand's rank " << rank
                         << ", got " << resultType;
  if (failed(verifyShapeOperand(*this, "edge_padding_low", getEdgePaddingLow(),
                                rank)) ||
      failed(verifyShapeOperand(*this, "edge_padding_high",
                                getEdgePaddingHigh(), rank)) ||
      failed(verifyShapeOperand(*this, "interior_padding", getInteriorPadding(),
                                rank)))
    return failure();
  return success();
}

LogicalResult DynamicGatherOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  if (failed(verifySameElementType(*this, operandType, resultType)) ||
      failed(verifyShapeOperand(*this, "slice_sizes", getSliceSizes(),
                                operandType.getRank())))
    return failure();
  GatherDimensionNumbersAttr dn = getDimensionNumbers();
  SmallVector<int64_t> batchShape;
  if (failed(verifyIndexOperand(
          *this, getStartIndices().getType(), dn.getIndexVectorDim(),
          "start_indices_batching_dims", dn.getStartIndicesBatchingDims(),
          "start_index_map", dn.getStartIndexMap(), batchShape)) ||
      failed(verifyDimsSorted(*this, "offset_dims", dn.getOffsetDims())) ||
      failed(verifyDimsInRange(*this, "offset_dims", dn.getOffsetDims(),
                               resultType.getRank())) ||
      failed(verifyDimsInRange(*this, "start_index_map", dn.getStartIndexMap(),
                               operandType.getRank())))
    return failure();
  if (resultType.getRank() !=
      static_cast<int64_t>(dn.getOffsetDims().size() + batchShape.size()))
    return emitOpError() << "expects a result of rank "
                         << dn.getOffsetDims().size() + batchShape.size()
                         << " (offset dims + index batch dims), got "
                         << resultType;
  return success();
}

LogicalResult DynamicConvOp::verify() {
  auto lhsType = getLhs().getType();
  auto resultType = cast<RankedTensorType>(getType());
  int64_t spatial = lhsType.getRank() - 2;
  auto paddingType = cast<RankedTensorType>(getPadding().getType());
  if (paddingType.getRank() != 2 ||
      (!ShapedType::isDynamic(paddingType.getDimSize(0)) &&
       paddingType.getDimSize(0) != spatial) ||
      (!ShapedType::isDynamic(paddingType.getDimSize(1)) &&
       paddingType.getDimSize(1) != 2))
    return emitOpError() << "expects padding of shape [" << spatial
                         << ", 2] (low, high per spatial dimension), got "
                         << paddingType;
  for (auto [name, attr] :
       {std::pair<StringRef, std::optional<ArrayRef<int64_t>>>{
            "window_strides", getWindowStrides()},
        {"lhs_dilation", getLhsDilation()},
        {"rhs_dilation", getRhsDilation()}})
    if (attr && static_cast<int64_t>(attr->size()) != spatial)
      return emitOpError() << name << " has " << attr->size()
                           << " entries, expected " << spatial;
  if (resultType.getRank() != lhsType.getRank())
    return emitOpError() << "expects a result of the input's rank "
                         << lhsType.getRank() << ", got " << resultType;
  if (getFeatureGroupCount() < 1 || getBatchGroupCount() < 1)
    return emitOpError() << "group counts must be positive";
  return success();
}

} // namespace strata::stablehlo
