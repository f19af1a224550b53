//===- BatchNormToLinalg.cpp - batch_norm_* -> linalg.generic -*- C++ -*-===//
//
// The three batch normalization ops as linalg.generic ops over the operand:
// per-feature sums are generics whose only parallel dimension is
// feature_index (the others are reductions) with tensor<C> outputs, and the
// normalized values are parallel generics that read the per-feature tensors
// through the map (d0, ..., dn) -> (d_feature). All arithmetic is in the
// element type, with the formulas of the StableHLO specification:
//
//   inference: (x - mean) / sqrt(variance + epsilon) * scale + offset
//   training:  mean = sum(x) / N, variance = sum((x - mean)^2) / N, then
//              inference with them (N = elements per feature)
//   grad:      the expressions of XLA's batchnorm_expander.cc that the spec
//              reproduces (i1 ... i6 below).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

#include <functional>

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

/// What the generics of one batch norm op share: the operand shape, the
/// feature dimension and the float element type.
struct BatchNormBuilder {
  OpBuilder &b;
  Location loc;
  RankedTensorType type;
  int64_t feature;

  FloatType elemType() const { return cast<FloatType>(type.getElementType()); }
  int64_t rank() const { return type.getRank(); }
  RankedTensorType featureType() const {
    return RankedTensorType::get(type.getDimSize(feature), elemType());
  }
  AffineMap identityMap() const { return b.getMultiDimIdentityMap(rank()); }
  AffineMap featureMap() const {
    return AffineMap::get(rank(), 0, b.getAffineDimExpr(feature),
                          b.getContext());
  }
  /// Map of an input: identity for operand-shaped values, the feature map
  /// for tensor<C>.
  AffineMap mapOf(Value v) const {
    return cast<RankedTensorType>(v.getType()).getRank() == rank()
               ? identityMap()
               : featureMap();
  }
  Value constant(double value) const {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(elemType(), value));
  }
  /// Elements per feature, as a float.
  Value count() const {
    return constant(double(type.getNumElements()) /
                    double(type.getDimSize(feature)));
  }

  using ScalarFn =
      std::function<SmallVector<Value>(OpBuilder &, Location, ValueRange)>;

  /// Per-feature sums: `numSums` tensor<C> results, sum over all
  /// non-feature positions of `terms(inputs at that position)`.
  SmallVector<Value> sumPerFeature(ValueRange inputs, unsigned numSums,
                                   const ScalarFn &terms) const {
    SmallVector<AffineMap> maps;
    for (Value v : inputs)
      maps.push_back(mapOf(v));
    SmallVector<Value> inits;
    Value zero = constant(0.0);
    for (unsigned i = 0; i < numSums; ++i) {
      inits.push_back(createFilled(b, loc, featureType(), zero));
      maps.push_back(featureMap());
    }
    SmallVector<utils::IteratorType> iterators(rank(),
                                               utils::IteratorType::reduction);
    iterators[feature] = utils::IteratorType::parallel;
    auto generic = linalg::GenericOp::create(
        b, loc, TypeRange(ValueRange(inits)), inputs, inits, maps, iterators,
        [&](OpBuilder &nb, Location nl, ValueRange args) {
          SmallVector<Value> t = terms(nb, nl, args.take_front(inputs.size()));
          SmallVector<Value> sums;
          for (unsigned i = 0; i < numSums; ++i)
            sums.push_back(
                arith::AddFOp::create(nb, nl, args[inputs.size() + i], t[i]));
          linalg::YieldOp::create(nb, nl, sums);
        });
    return SmallVector<Value>(generic.getResults());
  }

  /// One operand-shaped result: `fn(inputs at each position)`.
  Value map(ValueRange inputs, const ScalarFn &fn) const {
    SmallVector<AffineMap> maps;
    for (Value v : inputs)
      maps.push_back(mapOf(v));
    maps.push_back(identityMap());
    SmallVector<utils::IteratorType> iterators(rank(),
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, type, inputs, ValueRange{createEmpty(b, loc, type)}, maps,
        iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
          linalg::YieldOp::create(nb, nl, fn(nb, nl, args.drop_back()));
        });
    return generic.getResult(0);
  }

  /// A tensor<C> computed elementwise from tensor<C> inputs.
  Value mapFeature(ValueRange inputs, const ScalarFn &fn) const {
    AffineMap id = b.getMultiDimIdentityMap(1);
    SmallVector<AffineMap> maps(inputs.size() + 1, id);
    auto generic = linalg::GenericOp::create(
        b, loc, featureType(), inputs,
        ValueRange{createEmpty(b, loc, featureType())}, maps,
        {utils::IteratorType::parallel},
        [&](OpBuilder &nb, Location nl, ValueRange args) {
          linalg::YieldOp::create(nb, nl, fn(nb, nl, args.drop_back()));
        });
    return generic.getResult(0);
  }

  /// (x - mean) / sqrt(variance + epsilon) * scale + offset.
  Value normalize(Value x, Value scale, Value offset, Value mean,
                  Value variance, Value epsilon) const {
    return map({x, scale, offset, mean, variance}, [&](OpBuilder &nb,
                                                       Location nl,
                                                       ValueRange a) {
      Value centered = arith::SubFOp::create(nb, nl, a[0], a[3]);
      Value stddev = math::SqrtOp::create(
          nb, nl, arith::AddFOp::create(nb, nl, a[4], epsilon));
      Value normalized = arith::DivFOp::create(nb, nl, centered, stddev);
      Value scaled = arith::MulFOp::create(nb, nl, normalized, a[1]);
      return SmallVector<Value>{arith::AddFOp::create(nb, nl, scaled, a[2])};
    });
  }
};

/// Shared checks: static shapes and real element types for every operand
/// and result.
template <typename OpTy> struct Base : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;
  using HLOConversionPattern<OpTy>::fail;

  FailureOr<BatchNormBuilder>
  getBuilder(OpTy op, ConversionPatternRewriter &rewriter) const {
    std::string why;
    if (failed(checkRealStaticTypes(op, why)))
      return fail(rewriter, op, why);
    return BatchNormBuilder{rewriter, op.getLoc(),
                            cast<RankedTensorType>(op.getOperand().getType()),
                            static_cast<int64_t>(op.getFeatureIndex())};
  }
  Value epsilon(OpTy op, const BatchNormBuilder &bn) const {
    return bn.constant(op.getEpsilon().convertToDouble());
  }
};

struct BatchNormInferenceConverter : Base<hlo::BatchNormInferenceOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::BatchNormInferenceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<BatchNormBuilder> bn = getBuilder(op, rewriter);
    if (failed(bn))
      return failure();
    rewriter.replaceOp(op,
                       bn->normalize(adaptor.getOperand(), adaptor.getScale(),
                                     adaptor.getOffset(), adaptor.getMean(),
                                     adaptor.getVariance(), epsilon(op, *bn)));
    return success();
  }
};

struct BatchNormTrainingConverter : Base<hlo::BatchNormTrainingOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::BatchNormTrainingOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<BatchNormBuilder> bn = getBuilder(op, rewriter);
    if (failed(bn))
      return failure();
    Value x = adaptor.getOperand(), count = bn->count();
    auto divideByCount = [&](OpBuilder &nb, Location nl, ValueRange a) {
      return SmallVector<Value>{arith::DivFOp::create(nb, nl, a[0], count)};
    };
    Value sum =
        bn->sumPerFeature({x}, 1, [](OpBuilder &, Location, ValueRange a) {
          return SmallVector<Value>{a[0]};
        })[0];
    Value mean = bn->mapFeature({sum}, divideByCount);
    Value squares = bn->sumPerFeature(
        {x, mean}, 1, [](OpBuilder &nb, Location nl, ValueRange a) {
          Value centered = arith::SubFOp::create(nb, nl, a[0], a[1]);
          return SmallVector<Value>{
              arith::MulFOp::create(nb, nl, centered, centered)};
        })[0];
    Value variance = bn->mapFeature({squares}, divideByCount);
    Value output = bn->normalize(x, adaptor.getScale(), adaptor.getOffset(),
                                 mean, variance, epsilon(op, *bn));
    rewriter.replaceOp(op, {output, mean, variance});
    return success();
  }
};

struct BatchNormGradConverter : Base<hlo::BatchNormGradOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::BatchNormGradOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<BatchNormBuilder> bn = getBuilder(op, rewriter);
    if (failed(bn))
      return failure();
    Value x = adaptor.getOperand(), scale = adaptor.getScale(),
          mean = adaptor.getMean(), variance = adaptor.getVariance(),
          grad = adaptor.getGradOutput();
    Value eps = epsilon(op, *bn), count = bn->count();
    // Per feature: sum(grad) (= grad_offset), sum(grad * centered) and
    // sum(grad * normalized) (= grad_scale).
    SmallVector<Value> sums = bn->sumPerFeature(
        {x, mean, variance, grad}, 3,
        [&](OpBuilder &nb, Location nl, ValueRange a) {
          Value centered = arith::SubFOp::create(nb, nl, a[0], a[1]);
          Value stddev = math::SqrtOp::create(
              nb, nl, arith::AddFOp::create(nb, nl, a[2], eps));
          Value normalized = arith::DivFOp::create(nb, nl, centered, stddev);
          return SmallVector<Value>{
              a[3], arith::MulFOp::create(nb, nl, a[3], centered),
              arith::MulFOp::create(nb, nl, a[3], normalized)};
        });
    // grad_operand = scale / stddev / N * (grad * N - sum(grad)
    //                - sum(grad * centered) * centered / (variance + eps)).
    Value gradOperand = bn->map(
        {x, scale, mean, variance, grad, sums[0], sums[1]},
        [&](OpBuilder &nb, Location nl, ValueRange a) {
          Value centered = arith::SubFOp::create(nb, nl, a[0], a[2]);
          Value varEps = arith::AddFOp::create(nb, nl, a[3], eps);
          Value stddev = math::SqrtOp::create(nb, nl, varEps);
          Value i1 = arith::MulFOp::create(nb, nl, a[4], count);
          Value i4 = arith::MulFOp::create(nb, nl, a[6], centered);
          Value i5 = arith::DivFOp::create(nb, nl, i4, varEps);
          Value i6 = arith::SubFOp::create(
              nb, nl, arith::SubFOp::create(nb, nl, i1, a[5]), i5);
          Value factor = arith::DivFOp::create(
              nb, nl, arith::DivFOp::create(nb, nl, a[1], stddev), count);
          return SmallVector<Value>{arith::MulFOp::create(nb, nl, factor, i6)};
        });
    rewriter.replaceOp(op, {gradOperand, sums[2], sums[0]});
    return success();
  }
};

} // namespace

void populateBatchNormToLinalgPatterns(const TypeConverter &converter,
                                       FailureLog &log,
                                       RewritePatternSet &patterns) {
  patterns.add<BatchNormInferenceConverter, BatchNormTrainingConverter,
               BatchNormGradConverter>(converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
