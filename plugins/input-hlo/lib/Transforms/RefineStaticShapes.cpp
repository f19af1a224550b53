//===- RefineStaticShapes.cpp - dynamic ops with static shapes ---*- C++
//-*-===//
//
// A dynamic op whose shape operands are constants, or whose result type is
// already static, is its static twin: dynamic_broadcast_in_dim ->
// broadcast_in_dim, dynamic_iota -> iota, dynamic_reshape -> reshape,
// real_dynamic_slice -> slice, dynamic_pad -> pad, dynamic_gather ->
// gather, dynamic_conv -> convolution. Applied before the lowering, so
// static programs that use the dynamic forms lower as they always did and
// the dynamic patterns see only dims that are really dynamic.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

/// The values of constant integer tensor `value`, or nothing.
std::optional<SmallVector<int64_t>> constantInts(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  bool isUnsigned = attr.getElementType().isUnsignedInteger();
  SmallVector<int64_t> out;
  for (const APInt &v : attr.getValues<APInt>())
    out.push_back(isUnsigned ? int64_t(v.getZExtValue()) : v.getSExtValue());
  return out;
}

bool hasStaticResult(Operation *op) {
  return cast<RankedTensorType>(op->getResult(0).getType()).hasStaticShape();
}

struct RefineBroadcast : OpRewritePattern<hlo::DynamicBroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DynamicBroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasStaticResult(op))
      return failure();
    rewriter.replaceOpWithNewOp<hlo::BroadcastInDimOp>(
        op, op.getType(), op.getOperand(), op.getBroadcastDimensionsAttr());
    return success();
  }
};

struct RefineIota : OpRewritePattern<hlo::DynamicIotaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DynamicIotaOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasStaticResult(op))
      return failure();
    rewriter.replaceOpWithNewOp<hlo::IotaOp>(op, op.getType(),
                                             op.getIotaDimensionAttr());
    return success();
  }
};

struct RefineReshape : OpRewritePattern<hlo::DynamicReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DynamicReshapeOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasStaticResult(op) || !op.getOperand().getType().hasStaticShape())
      return failure();
    rewriter.replaceOpWithNewOp<hlo::ReshapeOp>(op, op.getType(),
                                                op.getOperand());
    return success();
  }
};

struct RefineSlice : OpRewritePattern<hlo::RealDynamicSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::RealDynamicSliceOp op,
                                PatternRewriter &rewriter) const override {
    auto start = constantInts(op.getStartIndices());
    auto limit = constantInts(op.getLimitIndices());
    auto strides = constantInts(op.getStrides());
    if (!start || !limit || !strides || !hasStaticResult(op))
      return failure();
    rewriter.replaceOpWithNewOp<hlo::SliceOp>(
        op, op.getType(), op.getOperand(),
        rewriter.getDenseI64ArrayAttr(*start),
        rewriter.getDenseI64ArrayAttr(*limit),
        rewriter.getDenseI64ArrayAttr(*strides));
    return success();
  }
};

struct RefinePad : OpRewritePattern<hlo::DynamicPadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DynamicPadOp op,
                                PatternRewriter &rewriter) const override {
    auto low = constantInts(op.getEdgePaddingLow());
    auto high = constantInts(op.getEdgePaddingHigh());
    auto interior = constantInts(op.getInteriorPadding());
    if (!low || !high || !interior)
      return failure();
    rewriter.replaceOpWithNewOp<hlo::PadOp>(
        op, op.getType(), op.getOperand(), op.getPaddingValue(),
        rewriter.getDenseI64ArrayAttr(*low),
        rewriter.getDenseI64ArrayAttr(*high),
        rewriter.getDenseI64ArrayAttr(*interior));
    return success();
  }
};

struct RefineGather : OpRewritePattern<hlo::DynamicGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DynamicGatherOp op,
                                PatternRewriter &rewriter) const override {
    auto sizes = constantInts(op.getSliceSizes());
    if (!sizes)
      return failure();
    rewriter.replaceOpWithNewOp<hlo::GatherOp>(
        op, op.getType(), op.getOperand(), op.getStartIndices(),
        op.getDimensionNumbersAttr(), rewriter.getDenseI64ArrayAttr(*sizes),
        op.getIndicesAreSortedAttr());
    return success();
  }
};

struct RefineConv : OpRewritePattern<hlo::DynamicConvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DynamicConvOp op,
                                PatternRewriter &rewriter) const override {
    auto padding = constantInts(op.getPadding());
    if (!padding)
      return failure();
    int64_t spatial = int64_t(padding->size()) / 2;
    auto paddingType =
        RankedTensorType::get({spatial, 2}, rewriter.getI64Type());
    rewriter.replaceOpWithNewOp<hlo::ConvolutionOp>(
        op, op.getType(), op.getLhs(), op.getRhs(), op.getWindowStridesAttr(),
        DenseIntElementsAttr::get(paddingType, *padding),
        op.getLhsDilationAttr(), op.getRhsDilationAttr(),
        op.getWindowReversalAttr(), op.getDimensionNumbersAttr(),
        op.getFeatureGroupCountAttr(), op.getBatchGroupCountAttr(),
        op.getPrecisionConfigAttr());
    return success();
  }
};

} // namespace

void populateRefineStaticShapesPatterns(RewritePatternSet &patterns) {
  patterns.add<RefineBroadcast, RefineIota, RefineReshape, RefineSlice,
               RefinePad, RefineGather, RefineConv>(patterns.getContext());
}

} // namespace strata::input_hlo
