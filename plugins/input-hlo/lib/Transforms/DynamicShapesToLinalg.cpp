//===- DynamicShapesToLinalg.cpp - dynamically shaped HLO ops -----*- C++
//-*-===//
//
// The ops of shape-polymorphic exports: get_dimension_size of a dynamic
// dimension, dynamic_broadcast_in_dim, dynamic_iota, dynamic_reshape,
// real_dynamic_slice, dynamic_pad, and custom_call @shape_assertion.
//
// Their shape operands are small integer tensors JAX computes from
// get_dimension_size with reshape, concatenate, convert and arithmetic.
// ShapeEvaluator evaluates those on the host as index scalars (the VM's
// arithmetic, no dispatch), reading the original StableHLO producers; an
// operand it cannot follow (data-dependent) is read element by element with
// tensor.extract from its lowered value.
//
// Ops whose shape operands are constants become their static twins before
// the conversion (RefineStaticShapes), so these patterns see only dims that
// are really dynamic.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"
#include "SymbolicDims.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

//===----------------------------------------------------------------------===//
// ShapeEvaluator
//===----------------------------------------------------------------------===//

ShapeEvaluator::ShapeEvaluator(ConversionPatternRewriter &rewriter,
                               Location loc)
    : rewriter(rewriter), loc(loc) {}

Value ShapeEvaluator::index(int64_t v) {
  return arith::ConstantIndexOp::create(rewriter, loc, v);
}

FailureOr<SmallVector<Value>> ShapeEvaluator::evaluate(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type || type.getRank() > 2 || !type.hasStaticShape())
    return failure();
  if (FailureOr<SmallVector<Value>> direct = follow(value); succeeded(direct))
    return direct;
  // Not computable from dims: read the lowered tensor's elements.
  Value lowered = rewriter.getRemappedValue(value);
  if (!lowered)
    return failure();
  Type elemType = type.getElementType();
  SmallVector<Value> out;
  int64_t n = type.getNumElements();
  for (int64_t i = 0; i < n; ++i) {
    // Row-major (a [rank, 2] padding tensor reads pair by pair).
    SmallVector<Value> at;
    for (int64_t d = 0, rest = i; d < type.getRank(); ++d) {
      int64_t stride = 1;
      for (int64_t e = d + 1; e < type.getRank(); ++e)
        stride *= type.getDimSize(e);
      at.push_back(index(rest / stride));
      rest %= stride;
    }
    Value e = tensor::ExtractOp::create(rewriter, loc, lowered, at);
    out.push_back(toScalar(e, elemType));
  }
  return out;
}

Value ShapeEvaluator::toScalar(Value element, Type hloElemType) {
  if (element.getType().isInteger(1))
    return element;
  if (isUnsignedLike(hloElemType))
    return arith::IndexCastUIOp::create(rewriter, loc, rewriter.getIndexType(),
                                        element);
  return arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                    element);
}

FailureOr<SmallVector<Value>> ShapeEvaluator::follow(Value value) {
  if (auto it = cache.find(value); it != cache.end())
    return it->second;
  FailureOr<SmallVector<Value>> result = followUncached(value);
  if (succeeded(result))
    cache[value] = *result;
  return result;
}

FailureOr<SmallVector<Value>> ShapeEvaluator::followUncached(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return failure();
  auto type = cast<RankedTensorType>(value.getType());
  bool isPred = type.getElementType().isInteger(1);

  DenseElementsAttr dense;
  if (matchPattern(value, m_Constant(&dense))) {
    SmallVector<Value> out;
    if (isPred) {
      for (bool v : dense.getValues<bool>())
        out.push_back(arith::ConstantIntOp::create(rewriter, loc, v, 1));
      return out;
    }
    if (!isa<IntegerType>(type.getElementType()))
      return failure();
    for (APInt v : dense.getValues<APInt>())
      out.push_back(index(isUnsignedLike(type.getElementType())
                              ? int64_t(v.getZExtValue())
                              : v.getSExtValue()));
    return out;
  }
  if (auto op = dyn_cast<hlo::GetDimensionSizeOp>(def)) {
    Value source = rewriter.getRemappedValue(op.getOperand());
    if (!source)
      source = op.getOperand();
    return SmallVector<Value>{
        tensor::DimOp::create(rewriter, loc, source, op.getDimension())};
  }
  if (isa<hlo::ReshapeOp>(def))
    return follow(def->getOperand(0));
  if (auto op = dyn_cast<hlo::ConvertOp>(def)) {
    auto from = cast<RankedTensorType>(op.getOperand().getType());
    if (!isa<IntegerType>(from.getElementType()) ||
        !isa<IntegerType>(type.getElementType()))
      return failure();
    FailureOr<SmallVector<Value>> in = follow(op.getOperand());
    if (failed(in))
      return failure();
    if (isPred && !from.getElementType().isInteger(1)) {
      for (Value &v : *in)
        v = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ne, v,
                                  index(0));
    } else if (!isPred && from.getElementType().isInteger(1)) {
      for (Value &v : *in)
        v = arith::IndexCastUIOp::create(rewriter, loc, rewriter.getIndexType(),
                                         v);
    }
    return in;
  }
  if (auto op = dyn_cast<hlo::ConcatenateOp>(def)) {
    // Appending flat parts is row-major order only along the outer dim.
    if (op.getDimension() != 0)
      return failure();
    SmallVector<Value> out;
    for (Value input : op.getInputs()) {
      FailureOr<SmallVector<Value>> part = follow(input);
      if (failed(part))
        return failure();
      llvm::append_range(out, *part);
    }
    return out;
  }
  if (auto op = dyn_cast<hlo::SliceOp>(def)) {
    FailureOr<SmallVector<Value>> in = follow(op.getOperand());
    if (failed(in) || op.getStartIndices().size() != 1)
      return failure();
    SmallVector<Value> out;
    for (int64_t i = op.getStartIndices()[0]; i < op.getLimitIndices()[0];
         i += op.getStrides()[0])
      out.push_back((*in)[i]);
    return out;
  }
  if (auto op = dyn_cast<hlo::BroadcastInDimOp>(def)) {
    FailureOr<SmallVector<Value>> in = follow(op.getOperand());
    if (failed(in) || in->size() != 1 || type.getRank() != 1)
      return failure();
    return SmallVector<Value>(type.getDimSize(0), (*in)[0]);
  }
  if (auto op = dyn_cast<hlo::SelectOp>(def)) {
    FailureOr<SmallVector<Value>> p = follow(op.getPred()),
                                  a = follow(op.getOnTrue()),
                                  b = follow(op.getOnFalse());
    if (failed(p) || failed(a) || failed(b))
      return failure();
    SmallVector<Value> out;
    for (size_t i = 0; i < a->size(); ++i)
      out.push_back(arith::SelectOp::create(
          rewriter, loc, (*p)[p->size() == 1 ? 0 : i], (*a)[i], (*b)[i]));
    return out;
  }
  if (auto op = dyn_cast<hlo::CompareOp>(def)) {
    if (!isa<IntegerType>(
            cast<ShapedType>(op.getLhs().getType()).getElementType()))
      return failure();
    FailureOr<SmallVector<Value>> a = follow(op.getLhs()),
                                  b = follow(op.getRhs());
    if (failed(a) || failed(b) || a->size() != b->size())
      return failure();
    bool isUnsigned = isUnsignedLike(
        cast<ShapedType>(op.getLhs().getType()).getElementType());
    arith::CmpIPredicate pred =
        getIntPredicate(op.getComparisonDirection(), isUnsigned);
    SmallVector<Value> out;
    for (size_t i = 0; i < a->size(); ++i)
      out.push_back(
          arith::CmpIOp::create(rewriter, loc, pred, (*a)[i], (*b)[i]));
    return out;
  }
  if (isa<hlo::AddOp, hlo::SubtractOp, hlo::MulOp, hlo::DivOp, hlo::RemOp,
          hlo::MaxOp, hlo::MinOp, hlo::AndOp, hlo::OrOp>(def)) {
    FailureOr<SmallVector<Value>> a = follow(def->getOperand(0)),
                                  b = follow(def->getOperand(1));
    if (failed(a) || failed(b) || a->size() != b->size())
      return failure();
    bool isUnsigned = isUnsignedLike(type.getElementType()) && !isPred;
    SmallVector<Value> out;
    for (size_t i = 0; i < a->size(); ++i) {
      Value x = (*a)[i], y = (*b)[i];
      Value r = llvm::TypeSwitch<Operation *, Value>(def)
                    .Case([&](hlo::AddOp) {
                      return arith::AddIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::SubtractOp) {
                      return arith::SubIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::MulOp) {
                      return arith::MulIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::DivOp) -> Value {
                      if (isUnsigned)
                        return arith::DivUIOp::create(rewriter, loc, x, y);
                      return arith::DivSIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::RemOp) -> Value {
                      if (isUnsigned)
                        return arith::RemUIOp::create(rewriter, loc, x, y);
                      return arith::RemSIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::MaxOp) -> Value {
                      if (isUnsigned)
                        return arith::MaxUIOp::create(rewriter, loc, x, y);
                      return arith::MaxSIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::MinOp) -> Value {
                      if (isUnsigned)
                        return arith::MinUIOp::create(rewriter, loc, x, y);
                      return arith::MinSIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::AndOp) {
                      return arith::AndIOp::create(rewriter, loc, x, y);
                    })
                    .Case([&](hlo::OrOp) {
                      return arith::OrIOp::create(rewriter, loc, x, y);
                    });
      out.push_back(r);
    }
    return out;
  }
  return failure();
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Value createEmpty(OpBuilder &b, Location loc, RankedTensorType type,
                  ArrayRef<Value> sizes) {
  SmallVector<Value> dynamic;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      dynamic.push_back(sizes[d]);
  return tensor::EmptyOp::create(b, loc, type, dynamic);
}

SmallVector<Value> dimSizes(OpBuilder &b, Location loc, Value tensor) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(type.isDynamicDim(d)
                        ? Value(tensor::DimOp::create(b, loc, tensor, d))
                        : Value(arith::ConstantIndexOp::create(
                              b, loc, type.getDimSize(d))));
  return sizes;
}

namespace {

template <typename OpTy> struct Base : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;
  using HLOConversionPattern<OpTy>::fail;

  /// The converted result type of `op` (ranked), or null.
  RankedTensorType resultType(Operation *op) const {
    return dyn_cast_or_null<RankedTensorType>(
        this->getTypeConverter()->convertType(op->getResult(0).getType()));
  }
};

/// The evaluated elements of shape operand `value`, `n` of them, or a
/// logged failure.
#define EVALUATE_SHAPE(var, value, n)                                          \
  FailureOr<SmallVector<Value>> var =                                          \
      ShapeEvaluator(rewriter, loc).evaluate(value);                           \
  if (failed(var) || var->size() != size_t(n))                                 \
    return fail(rewriter, op, "cannot evaluate the shape operand");

struct DynamicBroadcastInDimConverter : Base<hlo::DynamicBroadcastInDimOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DynamicBroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = resultType(op);
    if (!type)
      return fail(rewriter, op, "unsupported result type");
    Location loc = op.getLoc();
    int64_t rank = type.getRank();
    EVALUATE_SHAPE(sizes, op.getOutputDimensions(), rank);
    Value operand = adaptor.getOperand();
    auto operandType = cast<RankedTensorType>(operand.getType());
    ArrayRef<int64_t> dims = op.getBroadcastDimensions();
    SmallVector<int64_t> nonexpanding;
    if (auto n = op.getKnownNonexpandingDimensions())
      nonexpanding.assign(n->begin(), n->end());
    // Per operand dim: broadcast (index 0), copied (the output's index), or
    // chosen at run time (a dynamic dim that may be 1). A dynamic dim the op
    // says does not expand, or that provably equals its output dim (both
    // read from the same argument dim, SymbolicDims.h), is copied.
    enum class Kind { Broadcast, Copy, RunTime };
    SmallVector<Kind> kinds;
    for (auto [i, d] : llvm::enumerate(dims)) {
      int64_t in = operandType.getDimSize(i);
      if (in == 1 && type.getDimSize(d) != 1) {
        kinds.push_back(Kind::Broadcast);
      } else if (!ShapedType::isDynamic(in) ||
                 llvm::is_contained(nonexpanding, int64_t(i))) {
        kinds.push_back(Kind::Copy);
      } else {
        std::optional<DimSource> from = getDimSource(op.getOperand(), i);
        std::optional<DimSource> to =
            getShapeElementSource(op.getOutputDimensions(), d);
        kinds.push_back(from && to && *from == *to ? Kind::Copy
                                                   : Kind::RunTime);
      }
    }
    bool runTime = llvm::is_contained(kinds, Kind::RunTime);
    SmallVector<Value> operandSizes;
    if (runTime)
      operandSizes = dimSizes(rewriter, loc, operand);
    Value init = createEmpty(rewriter, loc, type, *sizes);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    if (!runTime) {
      // As the static broadcast: the operand read through an indexing map.
      SmallVector<AffineExpr> exprs;
      for (auto [i, d] : llvm::enumerate(dims))
        exprs.push_back(kinds[i] == Kind::Broadcast
                            ? rewriter.getAffineConstantExpr(0)
                            : rewriter.getAffineDimExpr(d));
      rewriter.replaceOp(
          op, createBroadcast(rewriter, loc, type, operand, init, exprs));
      return success();
    }
    auto generic = linalg::GenericOp::create(
        rewriter, loc, type, ValueRange{}, ValueRange{init},
        ArrayRef<AffineMap>{rewriter.getMultiDimIdentityMap(rank)}, iterators,
        [&](OpBuilder &b, Location nested, ValueRange) {
          SmallVector<Value> indices;
          Value zero = arith::ConstantIndexOp::create(b, nested, 0);
          Value one = arith::ConstantIndexOp::create(b, nested, 1);
          for (auto [i, d] : llvm::enumerate(dims)) {
            Value at = linalg::IndexOp::create(b, nested, d);
            if (kinds[i] == Kind::Broadcast) {
              at = zero;
            } else if (kinds[i] == Kind::RunTime) {
              Value isOne = arith::CmpIOp::create(
                  b, nested, arith::CmpIPredicate::eq, operandSizes[i], one);
              at = arith::SelectOp::create(b, nested, isOne, zero, at);
            }
            indices.push_back(at);
          }
          Value v = tensor::ExtractOp::create(b, nested, operand, indices);
          linalg::YieldOp::create(b, nested, v);
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct DynamicIotaConverter : Base<hlo::DynamicIotaOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DynamicIotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = resultType(op);
    if (!type || !type.getElementType().isIntOrFloat())
      return fail(rewriter, op, "unsupported result type");
    Location loc = op.getLoc();
    int64_t rank = type.getRank(), dim = op.getIotaDimension();
    EVALUATE_SHAPE(sizes, op.getOutputShape(), rank);
    rewriter.replaceOp(op,
                       createIota(rewriter, loc, type, dim,
                                  createEmpty(rewriter, loc, type, *sizes)));
    return success();
  }
};

struct DynamicReshapeConverter : Base<hlo::DynamicReshapeOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DynamicReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = resultType(op);
    if (!type)
      return fail(rewriter, op, "unsupported result type");
    Location loc = op.getLoc();
    EVALUATE_SHAPE(sizes, op.getOutputShape(), type.getRank());
    Value source = adaptor.getOperand();
    auto sourceType = cast<RankedTensorType>(source.getType());
    if (std::optional<SmallVector<ReassociationIndices>> reassociation =
            getReassociationIndicesForReshape(sourceType, type)) {
      if (sourceType.getRank() > type.getRank()) {
        rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, type, source,
                                                             *reassociation);
      } else {
        SmallVector<OpFoldResult> outputShape;
        for (int64_t d = 0; d < type.getRank(); ++d)
          outputShape.push_back(
              type.isDynamicDim(d)
                  ? OpFoldResult((*sizes)[d])
                  : OpFoldResult(rewriter.getIndexAttr(type.getDimSize(d))));
        rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
            op, type, source, *reassociation, outputShape);
      }
      return success();
    }
    // Any other row-major reshape: flatten, then expand to the result's
    // sizes. (A tensor.reshape from a shape tensor would hide the result's
    // sizes from the dispatch phase, which sizes results on the host.)
    if (sourceType.getRank() > 0 && type.getRank() > 0) {
      ReassociationIndices all;
      for (int64_t d = 0; d < sourceType.getRank(); ++d)
        all.push_back(d);
      Value flat = source;
      if (sourceType.getRank() > 1)
        flat = tensor::CollapseShapeOp::create(
            rewriter, loc, source, SmallVector<ReassociationIndices>{all});
      if (type.getRank() == 1) {
        rewriter.replaceOpWithNewOp<tensor::CastOp>(op, type, flat);
        return success();
      }
      ReassociationIndices expanded;
      SmallVector<OpFoldResult> outputShape;
      for (int64_t d = 0; d < type.getRank(); ++d) {
        expanded.push_back(d);
        outputShape.push_back(
            type.isDynamicDim(d)
                ? OpFoldResult((*sizes)[d])
                : OpFoldResult(rewriter.getIndexAttr(type.getDimSize(d))));
      }
      auto flatType =
          RankedTensorType::get({ShapedType::kDynamic}, type.getElementType());
      if (flat.getType() != flatType)
        flat = tensor::CastOp::create(rewriter, loc, flatType, flat);
      rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
          op, type, flat, SmallVector<ReassociationIndices>{expanded},
          outputShape);
      return success();
    }
    // Rank 0 on either side: through a shape tensor.
    Value shape = tensor::FromElementsOp::create(rewriter, loc, *sizes);
    rewriter.replaceOpWithNewOp<tensor::ReshapeOp>(op, type, source, shape);
    return success();
  }
};

struct RealDynamicSliceConverter : Base<hlo::RealDynamicSliceOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::RealDynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = resultType(op);
    if (!type)
      return fail(rewriter, op, "unsupported result type");
    Location loc = op.getLoc();
    int64_t rank = type.getRank();
    EVALUATE_SHAPE(starts, op.getStartIndices(), rank);
    EVALUATE_SHAPE(limits, op.getLimitIndices(), rank);
    EVALUATE_SHAPE(strides, op.getStrides(), rank);
    SmallVector<OpFoldResult> offsets, sizes, steps;
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    for (int64_t d = 0; d < rank; ++d) {
      // ceil((limit - start) / stride)
      Value span =
          arith::SubIOp::create(rewriter, loc, (*limits)[d], (*starts)[d]);
      Value up = arith::SubIOp::create(
          rewriter, loc,
          arith::AddIOp::create(rewriter, loc, span, (*strides)[d]), one);
      offsets.push_back((*starts)[d]);
      sizes.push_back(
          type.isDynamicDim(d)
              ? OpFoldResult(Value(
                    arith::DivSIOp::create(rewriter, loc, up, (*strides)[d])))
              : OpFoldResult(rewriter.getIndexAttr(type.getDimSize(d))));
      steps.push_back((*strides)[d]);
    }
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, type, adaptor.getOperand(), offsets, sizes, steps);
    return success();
  }
};

struct DynamicPadConverter : Base<hlo::DynamicPadOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DynamicPadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = resultType(op);
    if (!type)
      return fail(rewriter, op, "unsupported result type");
    Location loc = op.getLoc();
    int64_t rank = type.getRank();
    DenseIntElementsAttr interior;
    if (!matchPattern(op.getInteriorPadding(), m_Constant(&interior)) ||
        !llvm::all_of(interior.getValues<APInt>(),
                      [](const APInt &v) { return v.isZero(); }))
      return fail(rewriter, op, "interior padding not known to be 0");
    EVALUATE_SHAPE(low, op.getEdgePaddingLow(), rank);
    EVALUATE_SHAPE(high, op.getEdgePaddingHigh(), rank);
    SmallVector<OpFoldResult> lo(low->begin(), low->end()),
        hi(high->begin(), high->end());
    Value padValue = extractScalar(rewriter, loc, adaptor.getPaddingValue());
    rewriter.replaceOpWithNewOp<tensor::PadOp>(op, type, adaptor.getOperand(),
                                               lo, hi, padValue);
    return success();
  }
};

/// custom_call @shape_assertion(%pred, dims...) {error_message = "..."}:
/// a host check that fails the call with the message.
struct ShapeAssertionConverter : Base<hlo::CustomCallOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::CustomCallOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getCallTargetName() != "shape_assertion")
      return failure();
    Location loc = op.getLoc();
    if (op->getNumOperands() < 1)
      return fail(rewriter, op, "shape_assertion without a predicate");
    EVALUATE_SHAPE(pred, op->getOperand(0), 1);
    std::string message = "shape assertion failed";
    if (auto text = op->getAttrOfType<StringAttr>("error_message"))
      message = text.str();
    cf::AssertOp::create(rewriter, loc, (*pred)[0], message);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void populateDynamicShapesToLinalgPatterns(const TypeConverter &converter,
                                           FailureLog &log,
                                           RewritePatternSet &patterns) {
  patterns.add<DynamicBroadcastInDimConverter, DynamicIotaConverter,
               DynamicReshapeConverter, RealDynamicSliceConverter,
               DynamicPadConverter, ShapeAssertionConverter>(
      converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
