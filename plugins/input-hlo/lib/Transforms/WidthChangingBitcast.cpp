//===- WidthChangingBitcast.cpp - bitcast_convert across bit widths -------===//
//
// stablehlo.bitcast_convert between element types of different widths (the
// spec's C1: the narrower side has a trailing dimension of the width ratio;
// x.view(np.uint8), jax.random's key data as 2 x ui32 <-> ui64) becomes
// same-width bitcasts to unsigned integers, shifts and ors, which every
// target lowers. Element k of the trailing dimension holds bits
// [k * narrow, (k + 1) * narrow) of the wide element (little-endian, as
// XLA and NumPy do).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

RankedTensorType withElement(RankedTensorType type, Type element) {
  return RankedTensorType::get(type.getShape(), element);
}

Value splat(PatternRewriter &rw, Location loc, RankedTensorType type,
            uint64_t value) {
  auto element = cast<IntegerType>(type.getElementType());
  return hlo::ConstantOp::create(
      rw, loc, type,
      DenseElementsAttr::get(type, APInt(element.getWidth(), value)));
}

struct DecomposeWidthChangingBitcast : OpRewritePattern<hlo::BitcastConvertOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::BitcastConvertOp op,
                                PatternRewriter &rw) const override {
    auto fromType = cast<RankedTensorType>(op.getOperand().getType());
    auto toType = cast<RankedTensorType>(op.getType());
    Type from = fromType.getElementType(), to = toType.getElementType();
    if (!from.isIntOrFloat() || !to.isIntOrFloat() ||
        from.getIntOrFloatBitWidth() == to.getIntOrFloatBitWidth() ||
        !fromType.hasStaticShape() || !toType.hasStaticShape())
      return failure();
    unsigned fromBits = from.getIntOrFloatBitWidth();
    unsigned toBits = to.getIntOrFloatBitWidth();
    // i1 has no bytes of its own to reinterpret.
    if (fromBits < 8 || toBits < 8)
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = rw.getContext();
    auto unsignedOf = [&](unsigned bits) {
      return IntegerType::get(ctx, bits, IntegerType::Unsigned);
    };
    bool widening = fromBits < toBits;
    unsigned narrowBits = widening ? fromBits : toBits;
    unsigned wideBits = widening ? toBits : fromBits;
    int64_t ratio = wideBits / narrowBits;
    RankedTensorType wideType = widening ? toType : fromType;
    RankedTensorType wideInt = withElement(wideType, unsignedOf(wideBits));
    int64_t rank = wideType.getRank();

    if (widening) {
      // Each narrow element, zero-extended and shifted into place, or'ed.
      auto narrowInt = withElement(fromType, unsignedOf(narrowBits));
      Value bits =
          hlo::BitcastConvertOp::create(rw, loc, narrowInt, op.getOperand());
      SmallVector<int64_t> start(rank + 1, 0), limit(fromType.getShape()),
          strides(rank + 1, 1);
      auto pieceType = RankedTensorType::get(
          [&] {
            SmallVector<int64_t> shape(fromType.getShape());
            shape.back() = 1;
            return shape;
          }(),
          unsignedOf(narrowBits));
      Value result;
      for (int64_t k = 0; k < ratio; ++k) {
        start.back() = k;
        limit.back() = k + 1;
        Value piece = hlo::SliceOp::create(
            rw, loc, pieceType, bits, rw.getDenseI64ArrayAttr(start),
            rw.getDenseI64ArrayAttr(limit), rw.getDenseI64ArrayAttr(strides));
        piece = hlo::ReshapeOp::create(
            rw, loc, withElement(wideType, unsignedOf(narrowBits)), piece);
        Value wide = hlo::ConvertOp::create(rw, loc, wideInt, piece);
        if (k != 0)
          wide = hlo::ShiftLeftOp::create(
              rw, loc, wide, splat(rw, loc, wideInt, uint64_t(k) * narrowBits));
        result = result ? hlo::OrOp::create(rw, loc, result, wide).getResult()
                        : wide;
      }
      rw.replaceOpWithNewOp<hlo::BitcastConvertOp>(op, toType, result);
      return success();
    }

    // Narrowing: the wide element broadcast along the new dim, shifted by
    // k * narrow bits, masked and truncated.
    Value bits =
        hlo::BitcastConvertOp::create(rw, loc, wideInt, op.getOperand());
    auto spread = withElement(toType, unsignedOf(wideBits));
    SmallVector<int64_t> dims(rank);
    for (int64_t d = 0; d < rank; ++d)
      dims[d] = d;
    Value broadcast = hlo::BroadcastInDimOp::create(
        rw, loc, spread, bits, rw.getDenseI64ArrayAttr(dims));
    Value index =
        hlo::IotaOp::create(rw, loc, spread, rw.getI64IntegerAttr(rank));
    Value shift =
        hlo::MulOp::create(rw, loc, index, splat(rw, loc, spread, narrowBits));
    Value shifted = hlo::ShiftRightLogicalOp::create(rw, loc, broadcast, shift);
    Value masked = hlo::AndOp::create(
        rw, loc, shifted,
        splat(rw, loc, spread, (uint64_t(1) << narrowBits) - 1));
    Value narrow = hlo::ConvertOp::create(
        rw, loc, withElement(toType, unsignedOf(narrowBits)), masked);
    rw.replaceOpWithNewOp<hlo::BitcastConvertOp>(op, toType, narrow);
    return success();
  }
};

} // namespace

void populateWidthChangingBitcastPatterns(RewritePatternSet &patterns) {
  patterns.add<DecomposeWidthChangingBitcast>(patterns.getContext());
}

} // namespace strata::input_hlo
