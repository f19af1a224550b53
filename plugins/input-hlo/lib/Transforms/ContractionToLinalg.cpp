//===- ContractionToLinalg.cpp - dot/reduce/conv HLO ops -> linalg -*- C++
//-*-===//
//
// dot, dot_general (linalg.matmul / batch_matmul / generic), reduce
// (linalg.reduce), reduce_window and convolution (linalg.conv_2d_nhwc_hwcf
// or a generic over the window).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

template <typename OpTy> struct Base : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;
  using HLOConversionPattern<OpTy>::fail;

  RankedTensorType resultType(Operation *op, unsigned i,
                              ConversionPatternRewriter &rewriter,
                              std::string &why) const {
    return getTensorType(
        this->getTypeConverter()->convertType(op->getResult(i).getType()), why);
  }
};

/// Multiply-accumulate `acc + lhs * rhs` in the result element type.
static FailureOr<Value> emitMac(OpBuilder &b, Location loc, Value lhs,
                                Value rhs, Value acc, Type lhsOrig,
                                Type rhsOrig, Type resultOrig,
                                std::string &why) {
  FailureOr<Value> l = emitScalarConvert(b, loc, lhs, lhsOrig, resultOrig, why);
  FailureOr<Value> r = emitScalarConvert(b, loc, rhs, rhsOrig, resultOrig, why);
  if (failed(l) || failed(r))
    return failure();
  Type type = acc.getType();
  if (isa<FloatType>(type))
    return arith::AddFOp::create(b, loc, acc,
                                 arith::MulFOp::create(b, loc, *l, *r))
        .getResult();
  if (type.isInteger(1))
    return arith::OrIOp::create(b, loc, acc,
                                arith::AndIOp::create(b, loc, *l, *r))
        .getResult();
  if (isa<IntegerType>(type))
    return arith::AddIOp::create(b, loc, acc,
                                 arith::MulIOp::create(b, loc, *l, *r))
        .getResult();
  why = "complex element types are not supported";
  return failure();
}

/// The f32 accumulator type of a contraction with a result narrower than
/// f32 (f16, bf16, ...), or null: XLA accumulates those in f32 and rounds
/// once (a bf16 accumulator loses a bit every few additions).
static Type getWideAccumulatorType(OpBuilder &b, Type elemType) {
  auto floatType = dyn_cast<FloatType>(elemType);
  return floatType && floatType.getWidth() < 32 ? b.getF32Type() : Type();
}

/// `wide` (the f32 accumulator) rounded to `resultType`'s element type.
static Value roundAccumulator(OpBuilder &b, Location loc, Value wide,
                              RankedTensorType resultType) {
  int64_t rank = resultType.getRank();
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  Type elemType = resultType.getElementType();
  return linalg::GenericOp::create(
             b, loc, resultType, ValueRange{wide},
             ValueRange{
                 createEmpty(b, loc, resultType, dimSizes(b, loc, wide))},
             ArrayRef<AffineMap>{identity, identity},
             SmallVector<utils::IteratorType>(rank,
                                              utils::IteratorType::parallel),
             [&](OpBuilder &nb, Location l, ValueRange args) {
               linalg::YieldOp::create(nb, l,
                                       ValueRange{arith::TruncFOp::create(
                                           nb, l, elemType, args[0])});
             })
      .getResult(0);
}

/// Lowers a contraction given its dimension numbers.
static FailureOr<Value>
lowerDotGeneral(ConversionPatternRewriter &b, Location loc, Value lhs,
                Value rhs, Type lhsOrig, Type rhsOrig, Type resultOrig,
                RankedTensorType resultType, ArrayRef<int64_t> lb,
                ArrayRef<int64_t> rb, ArrayRef<int64_t> lc,
                ArrayRef<int64_t> rc, std::string &why) {
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  Type elemType = resultType.getElementType();
  if (isa<ComplexType>(elemType)) {
    why = "complex element types are not supported";
    return failure();
  }
  if (Type acc = getWideAccumulatorType(b, elemType)) {
    FailureOr<Value> wide =
        lowerDotGeneral(b, loc, lhs, rhs, lhsOrig, rhsOrig, acc,
                        resultType.clone(acc), lb, rb, lc, rc, why);
    if (failed(wide))
      return failure();
    return roundAccumulator(b, loc, *wide, resultType);
  }
  Value zero = createZero(b, loc, elemType);
  // Result dims: batch, then lhs free, then rhs free.
  SmallVector<Value> sizes;
  if (!resultType.hasStaticShape()) {
    SmallVector<Value> lhsSizes = dimSizes(b, loc, lhs),
                       rhsSizes = dimSizes(b, loc, rhs);
    for (int64_t d : lb)
      sizes.push_back(lhsSizes[d]);
    for (int64_t d = 0; d < lhsType.getRank(); ++d)
      if (!llvm::is_contained(lb, d) && !llvm::is_contained(lc, d))
        sizes.push_back(lhsSizes[d]);
    for (int64_t d = 0; d < rhsType.getRank(); ++d)
      if (!llvm::is_contained(rb, d) && !llvm::is_contained(rc, d))
        sizes.push_back(rhsSizes[d]);
  }
  Value init = resultType.hasStaticShape()
                   ? createFilled(b, loc, resultType, zero)
                   : createFilled(b, loc, resultType, zero, sizes);
  bool sameTypes =
      lhsOrig == resultOrig && rhsOrig == resultOrig && !elemType.isInteger(1);
  SmallVector<int64_t> lb0(lb), rb0(rb), lc0(lc), rc0(rc);
  if (sameTypes && lb.empty() && lhsType.getRank() == 2 &&
      rhsType.getRank() == 2 && lc0 == SmallVector<int64_t>{1} &&
      rc0 == SmallVector<int64_t>{0})
    return linalg::MatmulOp::create(b, loc, ValueRange{lhs, rhs},
                                    ValueRange{init})
        .getResult(0);
  if (sameTypes && lhsType.getRank() == 3 && rhsType.getRank() == 3 &&
      lb0 == SmallVector<int64_t>{0} && rb0 == SmallVector<int64_t>{0} &&
      lc0 == SmallVector<int64_t>{2} && rc0 == SmallVector<int64_t>{1})
    return linalg::BatchMatmulOp::create(b, loc, ValueRange{lhs, rhs},
                                         ValueRange{init})
        .getResult(0);

  // General case: loops = [batch..., lhs free..., rhs free..., contract...].
  int64_t nb = lb.size(), nc = lc.size();
  SmallVector<int64_t> lhsFree, rhsFree;
  for (int64_t d = 0; d < lhsType.getRank(); ++d)
    if (!llvm::is_contained(lb, d) && !llvm::is_contained(lc, d))
      lhsFree.push_back(d);
  for (int64_t d = 0; d < rhsType.getRank(); ++d)
    if (!llvm::is_contained(rb, d) && !llvm::is_contained(rc, d))
      rhsFree.push_back(d);
  int64_t nl = lhsFree.size(), nr = rhsFree.size();
  int64_t numLoops = nb + nl + nr + nc;
  MLIRContext *ctx = b.getContext();
  auto mapFor = [&](int64_t rank, ArrayRef<int64_t> batch,
                    ArrayRef<int64_t> contract, ArrayRef<int64_t> freeDims,
                    int64_t freeOffset) {
    SmallVector<AffineExpr> exprs(rank);
    for (auto [i, d] : llvm::enumerate(batch))
      exprs[d] = getAffineDimExpr(i, ctx);
    for (auto [i, d] : llvm::enumerate(freeDims))
      exprs[d] = getAffineDimExpr(freeOffset + i, ctx);
    for (auto [i, d] : llvm::enumerate(contract))
      exprs[d] = getAffineDimExpr(nb + nl + nr + i, ctx);
    return AffineMap::get(numLoops, 0, exprs, ctx);
  };
  // Output map: the first nb+nl+nr loops.
  SmallVector<AffineExpr> outExprs;
  for (int64_t i = 0; i < nb + nl + nr; ++i)
    outExprs.push_back(getAffineDimExpr(i, ctx));
  SmallVector<AffineMap> maps = {
      mapFor(lhsType.getRank(), lb, lc, lhsFree, nb),
      mapFor(rhsType.getRank(), rb, rc, rhsFree, nb + nl),
      AffineMap::get(numLoops, 0, outExprs, ctx)};
  SmallVector<utils::IteratorType> iterators(nb + nl + nr,
                                             utils::IteratorType::parallel);
  iterators.append(nc, utils::IteratorType::reduction);
  FailureOr<linalg::GenericOp> generic = createScalarGeneric(
      b, loc, resultType, ValueRange{lhs, rhs}, ValueRange{init}, maps,
      iterators,
      [&](OpBuilder &nb2, Location nested,
          ValueRange args) -> FailureOr<SmallVector<Value>> {
        FailureOr<Value> r = emitMac(nb2, nested, args[0], args[1], args[2],
                                     lhsOrig, rhsOrig, resultOrig, why);
        if (failed(r))
          return failure();
        return SmallVector<Value>{*r};
      });
  if (failed(generic))
    return failure();
  return generic->getResult(0);
}

struct DotGeneralConverter : Base<hlo::DotGeneralOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DotGeneralOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    RankedTensorType type = resultType(op, 0, rewriter, why);
    if (!type)
      return fail(rewriter, op, why);
    hlo::DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
    FailureOr<Value> result = lowerDotGeneral(
        rewriter, op.getLoc(), adaptor.getLhs(), adaptor.getRhs(),
        getElementTypeOrSelf(op.getLhs().getType()),
        getElementTypeOrSelf(op.getRhs().getType()),
        getElementTypeOrSelf(op.getType()), type,
        dims.getLhsBatchingDimensions(), dims.getRhsBatchingDimensions(),
        dims.getLhsContractingDimensions(), dims.getRhsContractingDimensions(),
        why);
    if (failed(result))
      return fail(rewriter, op, why);
    rewriter.replaceOp(op, *result);
    return success();
  }
};

struct DotConverter : Base<hlo::DotOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    RankedTensorType type = resultType(op, 0, rewriter, why);
    if (!type)
      return fail(rewriter, op, why);
    int64_t lhsRank = op.getLhs().getType().getRank();
    FailureOr<Value> result = lowerDotGeneral(
        rewriter, op.getLoc(), adaptor.getLhs(), adaptor.getRhs(),
        getElementTypeOrSelf(op.getLhs().getType()),
        getElementTypeOrSelf(op.getRhs().getType()),
        getElementTypeOrSelf(op.getType()), type, {}, {}, {lhsRank - 1}, {0},
        why);
    if (failed(result))
      return fail(rewriter, op, why);
    rewriter.replaceOp(op, *result);
    return success();
  }
};

/// reduce -> linalg.reduce with the body emitted as scalar code. linalg's
/// body takes (elements..., accumulators...); the HLO body takes
/// (accumulators..., elements...).
struct ReduceConverter : Base<hlo::ReduceOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    if (failed(checkScalarRegion(op.getBody(), why)))
      return fail(rewriter, op, why);
    Location loc = op.getLoc();
    size_t n = op.getInputs().size();
    // Result dims: the input's dims that are not reduced.
    SmallVector<Value> keptSizes;
    SmallVector<Value> inputSizes =
        dimSizes(rewriter, loc, adaptor.getInputs()[0]);
    for (auto [d, size] : llvm::enumerate(inputSizes))
      if (!llvm::is_contained(op.getDimensions(), int64_t(d)))
        keptSizes.push_back(size);
    SmallVector<Value> inits;
    for (size_t i = 0; i < n; ++i) {
      RankedTensorType type = resultType(op, i, rewriter, why);
      if (!type)
        return fail(rewriter, op, why);
      inits.push_back(createFilled(
          rewriter, loc, type,
          extractScalar(rewriter, loc, adaptor.getInitValues()[i]), keptSizes));
    }
    bool emitFailed = false;
    // StableHLO lists the reduced dims in any order (jnp.average over axes
    // (2, 0) writes [2, 0]); linalg.reduce wants them increasing, and the
    // result's dims are the kept ones in order either way.
    SmallVector<int64_t> reducedDims(op.getDimensions());
    llvm::sort(reducedDims);
    auto reduce = linalg::ReduceOp::create(
        rewriter, loc, adaptor.getInputs(), inits, reducedDims,
        [&](OpBuilder &b, Location nested, ValueRange args) {
          SmallVector<Value> hloArgs(args.drop_front(n));
          hloArgs.append(args.begin(), args.begin() + n);
          FailureOr<SmallVector<Value>> results =
              emitScalarRegion(b, nested, op.getBody(), hloArgs, why);
          if (failed(results)) {
            emitFailed = true;
            linalg::YieldOp::create(b, nested, args.drop_front(n));
            return;
          }
          linalg::YieldOp::create(b, nested, *results);
        });
    if (emitFailed) {
      rewriter.eraseOp(reduce);
      return fail(rewriter, op, why);
    }
    rewriter.replaceOp(op, reduce.getResults());
    return success();
  }
};

/// reduce_window -> linalg.generic over (output dims, window dims), input
/// padded (and base-dilated) with the init value.
FailureOr<linalg::GenericOp>
buildWindowReduction(ConversionPatternRewriter &rewriter, Location loc,
                     ArrayRef<RankedTensorType> types, ValueRange inputs,
                     ValueRange inits, ArrayRef<SmallVector<Value>> params,
                     Region &body, std::string &why);

struct ReduceWindowConverter : Base<hlo::ReduceWindowOp> {
  using Base::Base;

  /// A window along a dynamic dim (a pool or a cumulative op over a
  /// shape-polymorphic dim): the window parameters as index constants for
  /// buildWindowReduction. Base dilation must be 1 there.
  LogicalResult lowerWithIndexWindow(hlo::ReduceWindowOp op, OpAdaptor adaptor,
                                     ConversionPatternRewriter &rewriter,
                                     ArrayRef<int64_t> padding) const {
    std::string why;
    int64_t rank = op.getWindowDimensions().size();
    auto values = [&](std::optional<DenseI64ArrayAttr> attr) {
      SmallVector<Value> out;
      for (int64_t d = 0; d < rank; ++d)
        out.push_back(arith::ConstantIndexOp::create(
            rewriter, op.getLoc(), attr && *attr ? (*attr)[d] : 1));
      return out;
    };
    if (auto base = op.getBaseDilationsAttr())
      if (llvm::any_of(base.asArrayRef(), [](int64_t v) { return v != 1; }))
        return fail(rewriter, op,
                    "a window with base dilations over a dynamic dimension "
                    "is not supported");
    SmallVector<SmallVector<Value>> params{values(op.getWindowDimensionsAttr()),
                                           values(op.getWindowStridesAttr()),
                                           values(std::nullopt),
                                           values(op.getWindowDilationsAttr()),
                                           {}};
    for (int64_t v : padding)
      params[4].push_back(
          arith::ConstantIndexOp::create(rewriter, op.getLoc(), v));
    SmallVector<RankedTensorType> types;
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      types.push_back(resultType(op, i, rewriter, why));
      if (!types.back())
        return fail(rewriter, op, why);
    }
    FailureOr<linalg::GenericOp> generic = buildWindowReduction(
        rewriter, op.getLoc(), types, adaptor.getInputs(),
        adaptor.getInitValues(), params, op.getBody(), why);
    if (failed(generic))
      return fail(rewriter, op, why);
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
  LogicalResult
  matchAndRewrite(hlo::ReduceWindowOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    if (failed(checkScalarRegion(op.getBody(), why)))
      return fail(rewriter, op, why);
    Location loc = op.getLoc();
    size_t n = op.getInputs().size();
    auto inputType = cast<RankedTensorType>(adaptor.getInputs()[0].getType());
    int64_t rank = inputType.getRank();
    auto getOr1 = [&](std::optional<ArrayRef<int64_t>> values, int64_t d) {
      return values ? (*values)[d] : 1;
    };
    std::optional<ArrayRef<int64_t>> strides, baseDil, winDil;
    if (auto a = op.getWindowStridesAttr())
      strides = a.asArrayRef();
    if (auto a = op.getBaseDilationsAttr())
      baseDil = a.asArrayRef();
    if (auto a = op.getWindowDilationsAttr())
      winDil = a.asArrayRef();
    // As the spec pads: init values at the edges (negative: cropped) and
    // base_dilations - 1 of them between neighbours.
    SmallVector<int64_t> padding(2 * rank, 0);
    if (auto pad = op.getPaddingAttr())
      padding = llvm::to_vector(pad.getValues<int64_t>());
    SmallVector<int64_t> low, high, interior;
    for (int64_t d = 0; d < rank; ++d) {
      low.push_back(padding[2 * d]);
      high.push_back(padding[2 * d + 1]);
      interior.push_back(getOr1(baseDil, d) - 1);
    }

    // A dynamic dim (a shape-polymorphic batch) must be one the window
    // passes through unchanged: window 1, stride 1, no dilation or padding.
    SmallVector<Value> sizes(rank);
    for (int64_t d = 0; d < rank; ++d) {
      if (!inputType.isDynamicDim(d))
        continue;
      if (op.getWindowDimensions()[d] != 1 || getOr1(strides, d) != 1 ||
          getOr1(winDil, d) != 1 || low[d] != 0 || high[d] != 0)
        return lowerWithIndexWindow(op, adaptor, rewriter, padding);
      sizes[d] =
          tensor::DimOp::create(rewriter, loc, adaptor.getInputs()[0], d);
    }
    if (!inputType.hasStaticShape() &&
        (llvm::any_of(interior, [](int64_t v) { return v != 0; }) ||
         llvm::any_of(low, [](int64_t v) { return v < 0; }) ||
         llvm::any_of(high, [](int64_t v) { return v < 0; })))
      return fail(rewriter, op,
                  "base dilation or cropping of a dynamic shape is not "
                  "supported");
    SmallVector<Value> inputs, initScalars, outs;
    for (size_t i = 0; i < n; ++i) {
      Value init = extractScalar(rewriter, loc, adaptor.getInitValues()[i]);
      initScalars.push_back(init);
      inputs.push_back(padTensor(rewriter, loc, adaptor.getInputs()[i], low,
                                 high, interior, init));
      RankedTensorType type = resultType(op, i, rewriter, why);
      if (!type)
        return fail(rewriter, op, why);
      outs.push_back(createFilled(rewriter, loc, type, init, sizes));
    }
    MLIRContext *ctx = rewriter.getContext();
    ArrayRef<int64_t> window = op.getWindowDimensions();
    SmallVector<AffineExpr> inExprs, winExprs, outExprs;
    for (int64_t d = 0; d < rank; ++d) {
      AffineExpr o = getAffineDimExpr(d, ctx),
                 w = getAffineDimExpr(rank + d, ctx);
      inExprs.push_back(o * getOr1(strides, d) + w * getOr1(winDil, d));
      winExprs.push_back(w);
      outExprs.push_back(o);
    }
    AffineMap inMap = AffineMap::get(2 * rank, 0, inExprs, ctx);
    AffineMap winMap = AffineMap::get(2 * rank, 0, winExprs, ctx);
    AffineMap outMap = AffineMap::get(2 * rank, 0, outExprs, ctx);
    SmallVector<AffineMap> maps(n, inMap);
    maps.push_back(winMap);
    maps.append(n, outMap);
    // The window operand only gives the window loops their sizes.
    Value windowShape =
        tensor::EmptyOp::create(rewriter, loc, window, rewriter.getI1Type());
    SmallVector<Value> ins(inputs);
    ins.push_back(windowShape);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.append(rank, utils::IteratorType::reduction);
    SmallVector<Type> resultTypes;
    for (Value v : outs)
      resultTypes.push_back(v.getType());
    FailureOr<linalg::GenericOp> generic = createScalarGeneric(
        rewriter, loc, resultTypes, ins, outs, maps, iterators,
        [&](OpBuilder &b, Location nested, ValueRange args) {
          SmallVector<Value> hloArgs(args.drop_front(n + 1));
          hloArgs.append(args.begin(), args.begin() + n);
          return emitScalarRegion(b, nested, op.getBody(), hloArgs, why);
        });
    if (failed(generic))
      return fail(rewriter, op, why);
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
};

/// `custom_call @stablehlo.dynamic_reduce_window(inputs..., inits...,
/// window_dimensions, window_strides, base_dilations, window_dilations,
/// padding)` (what JAX exports for cumsum/cummax/pooling over a symbolic
/// dim, called_computations = [the reducer]): the window parameters are
/// host scalars (ShapeEvaluator), so the window loops are a linalg.generic
/// over (output dims, window dims) whose window extents come from a
/// dynamically shaped operand; each point reads input o * stride +
/// w * dilation - padding_low when in bounds, else the init value. Base
/// dilations must be 1.
/// A window reduction whose window parameters are index values (dynamic
/// or not), base dilation 1: a linalg.generic over (output dims, window
/// dims) whose window extents come from a dynamically shaped operand; each
/// point reads input o * stride + w * dilation - padding_low when in
/// bounds, else the init value. `params` = window dims, strides, (unused
/// base dilations), window dilations, then padding (low, high) per dim.
FailureOr<linalg::GenericOp>
buildWindowReduction(ConversionPatternRewriter &rewriter, Location loc,
                     ArrayRef<RankedTensorType> types, ValueRange inputs,
                     ValueRange inits, ArrayRef<SmallVector<Value>> params,
                     Region &body, std::string &why) {
  size_t n = inputs.size();
  int64_t rank = cast<RankedTensorType>(inputs[0].getType()).getRank();
  auto idx = [&](int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  };
  // Output extents: (in + lo + hi - ((w - 1) * dil + 1)) / stride + 1.
  SmallVector<Value> inSizes = dimSizes(rewriter, loc, inputs[0]);
  SmallVector<Value> outSizes, windowSizes;
  for (int64_t d = 0; d < rank; ++d) {
    Value w = params[0][d], stride = params[1][d], dil = params[3][d];
    Value lo = params[4][2 * d], hi = params[4][2 * d + 1];
    Value span = arith::AddIOp::create(
        rewriter, loc,
        arith::MulIOp::create(rewriter, loc,
                              arith::SubIOp::create(rewriter, loc, w, idx(1)),
                              dil),
        idx(1));
    Value room = arith::SubIOp::create(
        rewriter, loc,
        arith::AddIOp::create(
            rewriter, loc, arith::AddIOp::create(rewriter, loc, inSizes[d], lo),
            hi),
        span);
    outSizes.push_back(arith::AddIOp::create(
        rewriter, loc, arith::DivSIOp::create(rewriter, loc, room, stride),
        idx(1)));
    windowSizes.push_back(w);
  }
  SmallVector<Value> outs, initScalars;
  SmallVector<Type> resultTypes;
  for (size_t i = 0; i < n; ++i) {
    Value init = extractScalar(rewriter, loc, inits[i]);
    initScalars.push_back(init);
    outs.push_back(createFilled(rewriter, loc, types[i], init, outSizes));
    resultTypes.push_back(types[i]);
  }
  SmallVector<int64_t> dynamicWindow(rank, ShapedType::kDynamic);
  Value windowShape = tensor::EmptyOp::create(
      rewriter, loc, dynamicWindow, rewriter.getI1Type(), windowSizes);
  MLIRContext *ctx = rewriter.getContext();
  SmallVector<AffineExpr> winExprs, outExprs;
  for (int64_t d = 0; d < rank; ++d) {
    winExprs.push_back(getAffineDimExpr(rank + d, ctx));
    outExprs.push_back(getAffineDimExpr(d, ctx));
  }
  SmallVector<AffineMap> maps{AffineMap::get(2 * rank, 0, winExprs, ctx)};
  maps.append(n, AffineMap::get(2 * rank, 0, outExprs, ctx));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  iterators.append(rank, utils::IteratorType::reduction);
  FailureOr<linalg::GenericOp> generic = createScalarGeneric(
      rewriter, loc, resultTypes, windowShape, outs, maps, iterators,
      [&](OpBuilder &b, Location l, ValueRange args) {
        // The input point of this (output, window) pair, and whether it
        // lies inside the input (else the padding: the init value).
        Value inside = arith::ConstantIntOp::create(b, l, b.getI1Type(), 1);
        SmallVector<Value> at;
        Value zero = arith::ConstantIndexOp::create(b, l, 0);
        for (int64_t d = 0; d < rank; ++d) {
          Value o = linalg::IndexOp::create(b, l, d);
          Value w = linalg::IndexOp::create(b, l, rank + d);
          Value i = arith::SubIOp::create(
              b, l,
              arith::AddIOp::create(
                  b, l, arith::MulIOp::create(b, l, o, params[1][d]),
                  arith::MulIOp::create(b, l, w, params[3][d])),
              params[4][2 * d]);
          Value ok = arith::AndIOp::create(
              b, l,
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge, i, zero),
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, i,
                                    inSizes[d]));
          inside = arith::AndIOp::create(b, l, inside, ok);
          at.push_back(arith::SelectOp::create(b, l, ok, i, zero));
        }
        SmallVector<Value> hloArgs(args.drop_front(1));
        for (size_t k = 0; k < n; ++k) {
          Value v = tensor::ExtractOp::create(b, l, inputs[k], at);
          hloArgs.push_back(
              arith::SelectOp::create(b, l, inside, v, initScalars[k]));
        }
        return emitScalarRegion(b, l, body, hloArgs, why);
      });
  return generic;
}

struct DynamicReduceWindowConverter : Base<hlo::CustomCallOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getCallTargetName() != "stablehlo.dynamic_reduce_window")
      return failure();
    Location loc = op.getLoc();
    size_t n = op->getNumResults();
    if (n == 0 || op->getNumOperands() != 2 * n + 5)
      return fail(rewriter, op,
                  "stablehlo.dynamic_reduce_window takes the inputs, one "
                  "init value each and five window operands");
    ArrayAttr called = op.getCalledComputationsAttr();
    auto module = op->getParentOfType<ModuleOp>();
    auto reducer = called && called.size() == 1 && module
                       ? module.lookupSymbol<func::FuncOp>(
                             cast<FlatSymbolRefAttr>(called[0]).getValue())
                       : func::FuncOp();
    std::string why;
    if (!reducer || reducer.isExternal())
      return fail(rewriter, op,
                  "stablehlo.dynamic_reduce_window needs its reducer "
                  "function in called_computations");
    if (failed(checkScalarRegion(reducer.getBody(), why)))
      return fail(rewriter, op, why);
    ValueRange inputs = adaptor.getOperands().take_front(n);
    ValueRange inits = adaptor.getOperands().slice(n, n);
    auto inputType = cast<RankedTensorType>(inputs[0].getType());
    int64_t rank = inputType.getRank();
    ShapeEvaluator eval(rewriter, loc);
    SmallVector<SmallVector<Value>> params;
    for (unsigned k = 0; k < 5; ++k) {
      FailureOr<SmallVector<Value>> values =
          eval.evaluate(op->getOperand(2 * n + k));
      int64_t expected = k == 4 ? 2 * rank : rank;
      if (failed(values) || static_cast<int64_t>(values->size()) != expected)
        return fail(rewriter, op,
                    "window operand " + Twine(k) + " must hold " +
                        Twine(expected) + " integers the compiler can read");
      params.push_back(*values);
    }
    for (int64_t d = 0; d < rank; ++d) {
      auto one = getConstantIntValue(params[2][d]);
      if (!one || *one != 1)
        return fail(rewriter, op,
                    "dynamic_reduce_window with base dilations other than 1 "
                    "is not supported");
    }
    SmallVector<RankedTensorType> types;
    for (size_t i = 0; i < n; ++i) {
      types.push_back(resultType(op, i, rewriter, why));
      if (!types.back())
        return fail(rewriter, op, why);
    }
    FailureOr<linalg::GenericOp> generic = buildWindowReduction(
        rewriter, loc, types, inputs, inits, params, reducer.getBody(), why);
    if (failed(generic))
      return fail(rewriter, op, why);
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
};

/// convolution -> linalg.conv_2d_nhwc_hwcf for the common layout, else a
/// linalg.generic over (batch, out feature, out spatial..., in feature,
/// kernel spatial...). Feature groups index the input feature as
/// group * Cin_per_group + c, batch groups the input batch as
/// group * B_out + b. lhs_dilation and padding (any sign) shape the
/// input first (padTensor); window_reversal reverses the kernel
/// (reverseTensor).
struct ConvolutionConverter : Base<hlo::ConvolutionOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::ConvolutionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    RankedTensorType type = resultType(op, 0, rewriter, why);
    if (!type)
      return fail(rewriter, op, why);
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    auto lhsType = cast<RankedTensorType>(lhs.getType());
    auto rhsType = cast<RankedTensorType>(rhs.getType());
    hlo::ConvDimensionNumbersAttr dn = op.getDimensionNumbers();
    // Dynamic shapes (shape-polymorphic exports over the batch or the
    // spatial dims): a static kernel and feature dims, no lhs dilation,
    // batch groups or cropping; output dims are computed from the padded
    // input below.
    bool dynamic = !lhsType.hasStaticShape() || !type.hasStaticShape();
    if (dynamic) {
      bool supported = rhsType.hasStaticShape() &&
                       op.getBatchGroupCount() == 1 &&
                       !lhsType.isDynamicDim(dn.getInputFeatureDimension()) &&
                       !type.isDynamicDim(dn.getOutputFeatureDimension());
      if (auto dil = op.getLhsDilationAttr())
        supported &=
            llvm::all_of(dil.asArrayRef(), [](int64_t v) { return v == 1; });
      if (auto pad = op.getPaddingAttr())
        for (int64_t v : pad.getValues<int64_t>())
          supported &= v >= 0;
      if (!supported)
        return fail(rewriter, op,
                    "dynamic shapes need a static kernel and feature dims and "
                    "no lhs dilation, batch groups or negative padding");
    }
    int64_t rank = lhsType.getRank(), ns = rank - 2;
    auto valueAt = [](DenseI64ArrayAttr attr, int64_t d) {
      return attr ? attr[d] : int64_t(1);
    };
    SmallVector<bool> reversed(ns, false);
    if (auto rev = op.getWindowReversalAttr())
      reversed.assign(rev.asArrayRef().begin(), rev.asArrayRef().end());
    Type elemType = type.getElementType();
    if (isa<ComplexType>(elemType))
      return fail(rewriter, op, "complex element types are not supported");

    // The input as the window sees it: lhs_dilation - 1 zeros between
    // neighbours (a transposed convolution), then the edge padding
    // (negative: cropped), so the loops below only stride and dilate.
    SmallVector<int64_t> padding(2 * ns, 0);
    if (auto pad = op.getPaddingAttr())
      padding = llvm::to_vector(pad.getValues<int64_t>());
    SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
    for (int64_t s = 0; s < ns; ++s) {
      int64_t d = dn.getInputSpatialDimensions()[s];
      low[d] = padding[2 * s];
      high[d] = padding[2 * s + 1];
      interior[d] = valueAt(op.getLhsDilationAttr(), s) - 1;
    }
    lhs = padTensor(rewriter, loc, lhs, low, high, interior,
                    createZero(rewriter, loc, lhsType.getElementType()));
    // window_reversal: the window reads the kernel back to front.
    SmallVector<int64_t> reversedDims;
    for (int64_t s = 0; s < ns; ++s)
      if (reversed[s])
        reversedDims.push_back(dn.getKernelSpatialDimensions()[s]);
    if (!reversedDims.empty())
      rhs = reverseTensor(rewriter, loc, rhs, reversedDims);
    int64_t groups = op.getFeatureGroupCount();
    Type lhsOrig = getElementTypeOrSelf(op.getLhs().getType());
    Type rhsOrig = getElementTypeOrSelf(op.getRhs().getType());
    Type resOrig = getElementTypeOrSelf(op.getType());
    RankedTensorType finalType = type;
    if (Type acc = getWideAccumulatorType(rewriter, elemType)) {
      type = type.clone(acc);
      elemType = resOrig = acc;
    }
    // Output dims of a dynamic shape: the batch, and each spatial dim
    // (padded input - dilated kernel extent) / stride + 1.
    SmallVector<Value> sizes(type.getRank());
    if (dynamic) {
      sizes[dn.getOutputBatchDimension()] = tensor::DimOp::create(
          rewriter, loc, lhs, dn.getInputBatchDimension());
      for (int64_t s = 0; s < ns; ++s) {
        int64_t extent =
            valueAt(op.getRhsDilationAttr(), s) *
                (rhsType.getDimSize(dn.getKernelSpatialDimensions()[s]) - 1) +
            1;
        Value in = tensor::DimOp::create(rewriter, loc, lhs,
                                         dn.getInputSpatialDimensions()[s]);
        Value span = arith::SubIOp::create(
            rewriter, loc, in,
            arith::ConstantIndexOp::create(rewriter, loc, extent));
        Value steps = arith::DivSIOp::create(
            rewriter, loc, span,
            arith::ConstantIndexOp::create(
                rewriter, loc, valueAt(op.getWindowStridesAttr(), s)));
        sizes[dn.getOutputSpatialDimensions()[s]] = arith::AddIOp::create(
            rewriter, loc, steps,
            arith::ConstantIndexOp::create(rewriter, loc, 1));
      }
    }
    Value zero = createZero(rewriter, loc, elemType);
    Value init = dynamic ? createFilled(rewriter, loc, type, zero, sizes)
                         : createFilled(rewriter, loc, type, zero);

    int64_t batchGroups = op.getBatchGroupCount();
    bool nhwcHwcf =
        ns == 2 && groups == 1 && batchGroups == 1 &&
        dn.getInputBatchDimension() == 0 &&
        dn.getInputFeatureDimension() == 3 &&
        dn.getInputSpatialDimensions() == ArrayRef<int64_t>{1, 2} &&
        dn.getKernelSpatialDimensions() == ArrayRef<int64_t>{0, 1} &&
        dn.getKernelInputFeatureDimension() == 2 &&
        dn.getKernelOutputFeatureDimension() == 3 &&
        dn.getOutputBatchDimension() == 0 &&
        dn.getOutputFeatureDimension() == 3 &&
        dn.getOutputSpatialDimensions() == ArrayRef<int64_t>{1, 2} &&
        lhsOrig == resOrig && rhsOrig == resOrig && !elemType.isInteger(1);
    if (nhwcHwcf) {
      SmallVector<int64_t> strides, dilations;
      for (int64_t s = 0; s < ns; ++s) {
        strides.push_back(valueAt(op.getWindowStridesAttr(), s));
        dilations.push_back(valueAt(op.getRhsDilationAttr(), s));
      }
      auto conv = linalg::Conv2DNhwcHwcfOp::create(
          rewriter, loc, type, ValueRange{lhs, rhs}, ValueRange{init},
          rewriter.getI64TensorAttr(strides),
          rewriter.getI64TensorAttr(dilations));
      rewriter.replaceOp(op, conv->getResults());
      return success();
    }

    // Generic: loops [b, of, os_0..os_{ns-1}, ic, ks_0..ks_{ns-1}].
    MLIRContext *ctx = rewriter.getContext();
    int64_t numLoops = 2 + ns + 1 + ns;
    int64_t outFeatures = type.getDimSize(dn.getOutputFeatureDimension());
    int64_t inPerGroup =
        rhsType.getDimSize(dn.getKernelInputFeatureDimension());
    if (outFeatures % groups != 0)
      return fail(rewriter, op, "output features not divisible by groups");
    int64_t outPerGroup = outFeatures / groups;
    if (outFeatures % batchGroups != 0)
      return fail(rewriter, op,
                  "output features not divisible by batch_group_count");
    // batch_group_count: output feature block g reads the input's batch
    // block g (the weight gradient of a grouped convolution).
    int64_t outPerBatchGroup = outFeatures / batchGroups;
    int64_t outBatch = type.getDimSize(dn.getOutputBatchDimension());
    AffineExpr b = getAffineDimExpr(0, ctx), of = getAffineDimExpr(1, ctx),
               ic = getAffineDimExpr(2 + ns, ctx);
    SmallVector<AffineExpr> inExprs(rank), kExprs(rank), outExprs(rank);
    inExprs[dn.getInputBatchDimension()] =
        batchGroups == 1 ? b : of.floorDiv(outPerBatchGroup) * outBatch + b;
    inExprs[dn.getInputFeatureDimension()] =
        groups == 1 ? ic : of.floorDiv(outPerGroup) * inPerGroup + ic;
    kExprs[dn.getKernelInputFeatureDimension()] = ic;
    kExprs[dn.getKernelOutputFeatureDimension()] = of;
    outExprs[dn.getOutputBatchDimension()] = b;
    outExprs[dn.getOutputFeatureDimension()] = of;
    for (int64_t s = 0; s < ns; ++s) {
      AffineExpr os = getAffineDimExpr(2 + s, ctx);
      AffineExpr ks = getAffineDimExpr(3 + ns + s, ctx);
      inExprs[dn.getInputSpatialDimensions()[s]] =
          os * valueAt(op.getWindowStridesAttr(), s) +
          ks * valueAt(op.getRhsDilationAttr(), s);
      kExprs[dn.getKernelSpatialDimensions()[s]] = ks;
      outExprs[dn.getOutputSpatialDimensions()[s]] = os;
    }
    SmallVector<AffineMap> maps = {AffineMap::get(numLoops, 0, inExprs, ctx),
                                   AffineMap::get(numLoops, 0, kExprs, ctx),
                                   AffineMap::get(numLoops, 0, outExprs, ctx)};
    SmallVector<utils::IteratorType> iterators(2 + ns,
                                               utils::IteratorType::parallel);
    iterators.append(1 + ns, utils::IteratorType::reduction);
    FailureOr<linalg::GenericOp> generic = createScalarGeneric(
        rewriter, loc, type, ValueRange{lhs, rhs}, ValueRange{init}, maps,
        iterators,
        [&](OpBuilder &bb, Location nested,
            ValueRange args) -> FailureOr<SmallVector<Value>> {
          FailureOr<Value> r = emitMac(bb, nested, args[0], args[1], args[2],
                                       lhsOrig, rhsOrig, resOrig, why);
          if (failed(r))
            return failure();
          return SmallVector<Value>{*r};
        });
    if (failed(generic))
      return fail(rewriter, op, why);
    Value result = generic->getResult(0);
    if (type != finalType)
      result = roundAccumulator(rewriter, loc, result, finalType);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void populateContractionToLinalgPatterns(const TypeConverter &converter,
                                         FailureLog &log,
                                         RewritePatternSet &patterns) {
  patterns.add<DotConverter, DotGeneralConverter, ReduceConverter,
               ReduceWindowConverter, DynamicReduceWindowConverter,
               ConvolutionConverter>(converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
