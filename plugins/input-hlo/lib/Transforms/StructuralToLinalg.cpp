//===- StructuralToLinalg.cpp - data movement HLO ops -> tensor/linalg -*- C++
//-*-===//
//
// constant, iota, broadcast_in_dim, reshape, transpose, reverse,
// concatenate, slice, dynamic_slice, dynamic_update_slice, pad; and the ops
// whose value is known when compiling: replica_id, partition_id (one
// replica, one partition: 0), get_dimension_size (a constant for static
// dims, tensor.dim for dynamic ones).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

Value createBroadcast(OpBuilder &b, Location loc, RankedTensorType type,
                      Value operand, Value init, ArrayRef<AffineExpr> exprs) {
  int64_t rank = type.getRank();
  SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, exprs, b.getContext()),
                                 b.getMultiDimIdentityMap(rank)};
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{operand}, ValueRange{init}, maps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        linalg::YieldOp::create(nested, nestedLoc, args[0]);
      });
  return generic.getResult(0);
}

Value createIota(OpBuilder &b, Location loc, RankedTensorType type, int64_t dim,
                 Value init) {
  int64_t rank = type.getRank();
  Type elemType = type.getElementType();
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{}, ValueRange{init},
      ArrayRef<AffineMap>{b.getMultiDimIdentityMap(rank)},
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location nested, ValueRange) {
        // Indices are never negative: zero-extended (index_castui), and
        // floats converted from i32 where the dim fits (64-bit integer code
        // is slow on GPUs, and lavapipe miscompiles a signed compare of a
        // sign-extended invocation index: max(iota, c) came out as the
        // iota; found by strata-fuzz-programs).
        Value index = linalg::IndexOp::create(nb, nested, dim);
        Value value;
        if (isa<IntegerType>(elemType)) {
          value = arith::IndexCastUIOp::create(nb, nested, elemType, index);
        } else {
          bool fits32 = !type.isDynamicDim(dim) &&
                        type.getDimSize(dim) <= (int64_t(1) << 31);
          Type wide = fits32 ? nb.getI32Type() : nb.getI64Type();
          Value integer = arith::IndexCastUIOp::create(nb, nested, wide, index);
          value = arith::UIToFPOp::create(nb, nested, elemType, integer);
        }
        linalg::YieldOp::create(nb, nested, value);
      });
  return generic.getResult(0);
}

namespace {

/// Converted result type of `op` (statically shaped unless
/// `allowDynamic`), or a logged failure.
template <typename PatternTy>
static RankedTensorType getResultType(const PatternTy &pattern, Operation *op,
                                      ConversionPatternRewriter &rewriter,
                                      LogicalResult &status,
                                      bool allowDynamic) {
  std::string why;
  Type converted =
      pattern.getTypeConverter()->convertType(op->getResult(0).getType());
  RankedTensorType type = allowDynamic ? getTensorType(converted, why)
                                       : getStaticTensorType(converted, why);
  if (!type)
    status = pattern.fail(rewriter, op, why);
  return type;
}

#define GET_RESULT_TYPE_IMPL(var, allowDynamic)                                \
  LogicalResult status = success();                                            \
  RankedTensorType var =                                                       \
      getResultType(*this, op, rewriter, status, allowDynamic);                \
  if (!var)                                                                    \
    return status;
#define GET_RESULT_TYPE(var) GET_RESULT_TYPE_IMPL(var, false)
#define GET_DYNAMIC_RESULT_TYPE(var) GET_RESULT_TYPE_IMPL(var, true)

template <typename OpTy> struct Base : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;
  using HLOConversionPattern<OpTy>::fail;
};

struct ConstantConverter : Base<hlo::ConstantOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_RESULT_TYPE(resultType);
    Attribute value = op.getValue();
    if (resultType != op.getType()) {
      // Only the signedness changes: reinterpret the same bits.
      auto dense = dyn_cast<DenseElementsAttr>(value);
      if (!dense)
        return fail(rewriter, op,
                    "non-dense constants of signed/unsigned integer type");
      value = dense.bitcast(resultType.getElementType());
    }
    auto typed = dyn_cast<TypedAttr>(value);
    if (!typed)
      return fail(rewriter, op, "the constant value has no type");
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, resultType, typed);
    return success();
  }
};

/// Replaces `op` by a rank-0 i32 tensor constant (what the signless
/// conversion makes of its tensor<ui32>/tensor<i32> result).
static void replaceWithI32Scalar(ConversionPatternRewriter &rewriter,
                                 Operation *op, int64_t value) {
  auto type = RankedTensorType::get({}, rewriter.getI32Type());
  rewriter.replaceOpWithNewOp<arith::ConstantOp>(
      op, type,
      DenseElementsAttr::get(type, rewriter.getI32IntegerAttr(value)));
}

/// replica_id, partition_id: Strata runs one replica of one partition.
template <typename OpTy> struct ZeroIdConverter : Base<OpTy> {
  using Base<OpTy>::Base;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    replaceWithI32Scalar(rewriter, op, 0);
    return success();
  }
};

struct GetDimensionSizeConverter : Base<hlo::GetDimensionSizeOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::GetDimensionSizeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    int64_t size = op.getOperand().getType().getDimSize(op.getDimension());
    if (!ShapedType::isDynamic(size)) {
      replaceWithI32Scalar(rewriter, op, size);
      return success();
    }
    // A dynamic dim is read from the tensor at run time.
    Location loc = op.getLoc();
    Value dim = tensor::DimOp::create(rewriter, loc, adaptor.getOperand(),
                                      op.getDimension());
    Value i32 =
        arith::IndexCastOp::create(rewriter, loc, rewriter.getI32Type(), dim);
    rewriter.replaceOpWithNewOp<tensor::FromElementsOp>(
        op, RankedTensorType::get({}, rewriter.getI32Type()), ValueRange{i32});
    return success();
  }
};

struct IotaConverter : Base<hlo::IotaOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_RESULT_TYPE(resultType);
    if (!resultType.getElementType().isIntOrFloat())
      return fail(rewriter, op, "complex iota");
    Location loc = op.getLoc();
    rewriter.replaceOp(op, createIota(rewriter, loc, resultType,
                                      op.getIotaDimension(),
                                      createEmpty(rewriter, loc, resultType)));
    return success();
  }
};

struct BroadcastInDimConverter : Base<hlo::BroadcastInDimOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::BroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_RESULT_TYPE(resultType);
    Location loc = op.getLoc();
    auto operandType = cast<RankedTensorType>(adaptor.getOperand().getType());
    if (operandType == resultType &&
        llvm::equal(op.getBroadcastDimensions(),
                    llvm::seq<int64_t>(0, resultType.getRank()))) {
      rewriter.replaceOp(op, adaptor.getOperand());
      return success();
    }
    int64_t rank = resultType.getRank();
    SmallVector<AffineExpr> exprs;
    for (auto [i, d] : llvm::enumerate(op.getBroadcastDimensions())) {
      if (operandType.getDimSize(i) == 1 && resultType.getDimSize(d) != 1)
        exprs.push_back(rewriter.getAffineConstantExpr(0));
      else
        exprs.push_back(rewriter.getAffineDimExpr(d));
    }
    rewriter.replaceOp(
        op, createBroadcast(rewriter, loc, resultType, adaptor.getOperand(),
                            createEmpty(rewriter, loc, resultType), exprs));
    return success();
  }
};

struct ReshapeConverter : Base<hlo::ReshapeOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_RESULT_TYPE(resultType);
    Location loc = op.getLoc();
    Value source = adaptor.getOperand();
    auto sourceType = cast<RankedTensorType>(source.getType());
    if (!sourceType.hasStaticShape())
      return fail(rewriter, op, "dynamic shapes are not supported");
    if (sourceType == resultType) {
      rewriter.replaceOp(op, source);
      return success();
    }
    if (resultType.getRank() == 0) {
      rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
          op, resultType, source, SmallVector<ReassociationIndices>{});
      return success();
    }
    if (sourceType.getRank() == 0) {
      rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
          op, resultType, source, SmallVector<ReassociationIndices>{});
      return success();
    }
    if (std::optional<SmallVector<ReassociationIndices>> reassociation =
            getReassociationIndicesForReshape(sourceType, resultType)) {
      if (sourceType.getRank() > resultType.getRank())
        rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
            op, resultType, source, *reassociation);
      else
        rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
            op, resultType, source, *reassociation);
      return success();
    }
    // Neither a pure collapse nor a pure expand: go through rank 1.
    auto flatType = RankedTensorType::get({sourceType.getNumElements()},
                                          sourceType.getElementType());
    ReassociationIndices all;
    for (int64_t i = 0; i < sourceType.getRank(); ++i)
      all.push_back(i);
    Value flat = source;
    if (sourceType.getRank() != 1)
      flat = tensor::CollapseShapeOp::create(
          rewriter, loc, flatType, source,
          SmallVector<ReassociationIndices>{all});
    ReassociationIndices allOut;
    for (int64_t i = 0; i < resultType.getRank(); ++i)
      allOut.push_back(i);
    if (resultType.getRank() == 1)
      rewriter.replaceOp(op, flat);
    else
      rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
          op, resultType, flat, SmallVector<ReassociationIndices>{allOut});
    return success();
  }
};

struct TransposeConverter : Base<hlo::TransposeOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_DYNAMIC_RESULT_TYPE(resultType);
    Location loc = op.getLoc();
    SmallVector<Value> operandSizes =
        dimSizes(rewriter, loc, adaptor.getOperand());
    SmallVector<Value> sizes;
    for (int64_t d : op.getPermutation())
      sizes.push_back(operandSizes[d]);
    auto transpose = linalg::TransposeOp::create(
        rewriter, loc, adaptor.getOperand(),
        createEmpty(rewriter, loc, resultType, sizes), op.getPermutation());
    rewriter.replaceOp(op, transpose.getResults());
    return success();
  }
};

/// reverse: a generic over the result that reads the mirrored element.
struct ReverseConverter : Base<hlo::ReverseOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::ReverseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_RESULT_TYPE(resultType);
    rewriter.replaceOp(op,
                       reverseTensor(rewriter, op.getLoc(),
                                     adaptor.getOperand(), op.getDimensions()));
    return success();
  }
};

struct ConcatenateConverter : Base<hlo::ConcatenateOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::ConcatenateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_DYNAMIC_RESULT_TYPE(resultType);
    Location loc = op.getLoc();
    int64_t rank = resultType.getRank(), dim = op.getDimension();
    if (resultType.hasStaticShape()) {
      Value result = createEmpty(rewriter, loc, resultType);
      int64_t offset = 0;
      for (Value input : adaptor.getInputs()) {
        auto type = cast<RankedTensorType>(input.getType());
        SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes,
            strides(rank, rewriter.getIndexAttr(1));
        for (int64_t d = 0; d < rank; ++d)
          sizes.push_back(rewriter.getIndexAttr(type.getDimSize(d)));
        offsets[dim] = rewriter.getIndexAttr(offset);
        offset += type.getDimSize(dim);
        if (type.getDimSize(dim) == 0)
          continue;
        result = tensor::InsertSliceOp::create(rewriter, loc, input, result,
                                               offsets, sizes, strides);
      }
      rewriter.replaceOp(op, result);
      return success();
    }
    // Dynamic: the result's dims are the first input's, the concatenated
    // one the sum; each input goes in at the running offset.
    SmallVector<SmallVector<Value>> inputSizes;
    for (Value input : adaptor.getInputs())
      inputSizes.push_back(dimSizes(rewriter, loc, input));
    SmallVector<Value> resultSizes = inputSizes.front();
    for (size_t i = 1; i < inputSizes.size(); ++i)
      resultSizes[dim] = arith::AddIOp::create(rewriter, loc, resultSizes[dim],
                                               inputSizes[i][dim]);
    Value result = createEmpty(rewriter, loc, resultType, resultSizes);
    Value offset = arith::ConstantIndexOp::create(rewriter, loc, 0);
    for (auto [input, sizes] : llvm::zip(adaptor.getInputs(), inputSizes)) {
      SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> mixedSizes =
          tensor::getMixedSizes(rewriter, loc, input);
      SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
      offsets[dim] = offset;
      result = tensor::InsertSliceOp::create(rewriter, loc, input, result,
                                             offsets, mixedSizes, strides);
      offset = arith::AddIOp::create(rewriter, loc, offset, sizes[dim]);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SliceConverter : Base<hlo::SliceOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_RESULT_TYPE(resultType);
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (int64_t d = 0; d < resultType.getRank(); ++d) {
      offsets.push_back(rewriter.getIndexAttr(op.getStartIndices()[d]));
      sizes.push_back(rewriter.getIndexAttr(resultType.getDimSize(d)));
      strides.push_back(rewriter.getIndexAttr(op.getStrides()[d]));
    }
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, resultType, adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

/// Start index `d` as an index clamped to [0, dimSize - sliceSize].
static Value clampedStartIndex(OpBuilder &b, Location loc, Value indexTensor,
                               Type origElemType, Value dimSize,
                               int64_t sliceSize);

static Value clampedStartIndex(OpBuilder &b, Location loc, Value indexTensor,
                               Type origElemType, int64_t dimSize,
                               int64_t sliceSize) {
  return clampedStartIndex(b, loc, indexTensor, origElemType,
                           arith::ConstantIndexOp::create(b, loc, dimSize),
                           sliceSize);
}

static Value clampedStartIndex(OpBuilder &b, Location loc, Value indexTensor,
                               Type origElemType, Value dimSize,
                               Value sliceSize);

static Value clampedStartIndex(OpBuilder &b, Location loc, Value indexTensor,
                               Type origElemType, Value dimSize,
                               int64_t sliceSize) {
  return clampedStartIndex(b, loc, indexTensor, origElemType, dimSize,
                           arith::ConstantIndexOp::create(b, loc, sliceSize));
}

/// The start index clamped to [0, dimSize - sliceSize] (sizes may be
/// dynamic: a scan's update of a symbolic batch).
static Value clampedStartIndex(OpBuilder &b, Location loc, Value indexTensor,
                               Type origElemType, Value dimSize,
                               Value sliceSize) {
  // Clamped in 64 bits, then cast: `index` may be 32 bits wide (Vulkan),
  // where a ui32 start of 2^31 or more, or an i64 one past 2^31, would
  // wrap before the clamp.
  Value scalar = extractScalar(b, loc, indexTensor);
  Type i64 = b.getI64Type();
  bool isUnsigned = isUnsignedLike(origElemType);
  unsigned width = scalar.getType().getIntOrFloatBitWidth();
  if (width < 32 || (width == 32 && !isUnsigned)) {
    // Every value fits a 32-bit index as it is.
    Value index =
        isUnsigned
            ? arith::IndexCastUIOp::create(b, loc, b.getIndexType(), scalar)
                  .getResult()
            : arith::IndexCastOp::create(b, loc, b.getIndexType(), scalar)
                  .getResult();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value upper = arith::SubIOp::create(b, loc, dimSize, sliceSize);
    index = arith::MinSIOp::create(b, loc, index, upper);
    return arith::MaxSIOp::create(b, loc, index, zero);
  }
  Value wide = scalar;
  if (scalar.getType().getIntOrFloatBitWidth() < 64)
    wide = isUnsigned ? arith::ExtUIOp::create(b, loc, i64, scalar).getResult()
                      : arith::ExtSIOp::create(b, loc, i64, scalar).getResult();
  Value upper = arith::IndexCastOp::create(
      b, loc, i64, arith::SubIOp::create(b, loc, dimSize, sliceSize));
  Value clamped;
  if (isUnsigned) {
    clamped = arith::MinUIOp::create(b, loc, wide, upper);
  } else {
    Value zero = arith::ConstantIntOp::create(b, loc, i64, 0);
    clamped = arith::MaxSIOp::create(
        b, loc, arith::MinSIOp::create(b, loc, wide, upper), zero);
  }
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), clamped);
}

struct DynamicSliceConverter : Base<hlo::DynamicSliceOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_RESULT_TYPE(resultType);
    Location loc = op.getLoc();
    SmallVector<Value> operandSizes =
        dimSizes(rewriter, loc, adaptor.getOperand());
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (auto [d, index] : llvm::enumerate(adaptor.getStartIndices())) {
      offsets.push_back(clampedStartIndex(
          rewriter, loc, index,
          getElementTypeOrSelf(op.getStartIndices()[d].getType()),
          operandSizes[d], op.getSliceSizes()[d]));
      sizes.push_back(rewriter.getIndexAttr(op.getSliceSizes()[d]));
      strides.push_back(rewriter.getIndexAttr(1));
    }
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, resultType, adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

struct DynamicUpdateSliceConverter : Base<hlo::DynamicUpdateSliceOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DynamicUpdateSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_DYNAMIC_RESULT_TYPE(resultType);
    Location loc = op.getLoc();
    auto updateType = cast<RankedTensorType>(adaptor.getUpdate().getType());
    SmallVector<Value> operandSizes =
        dimSizes(rewriter, loc, adaptor.getOperand());
    SmallVector<Value> updateSizes =
        dimSizes(rewriter, loc, adaptor.getUpdate());
    SmallVector<OpFoldResult> offsets, sizes, strides;
    for (auto [d, index] : llvm::enumerate(adaptor.getStartIndices())) {
      offsets.push_back(clampedStartIndex(
          rewriter, loc, index,
          getElementTypeOrSelf(op.getStartIndices()[d].getType()),
          operandSizes[d], updateSizes[d]));
      if (updateType.isDynamicDim(d))
        sizes.push_back(updateSizes[d]);
      else
        sizes.push_back(rewriter.getIndexAttr(updateType.getDimSize(d)));
      strides.push_back(rewriter.getIndexAttr(1));
    }
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        op, adaptor.getUpdate(), adaptor.getOperand(), offsets, sizes, strides);
    return success();
  }
};

/// pad: padTensor (tensor.pad, or fill + strided insert_slice +
/// extract_slice for interior padding and negative edges).
struct PadConverter : Base<hlo::PadOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    GET_DYNAMIC_RESULT_TYPE(resultType);
    Value operand = adaptor.getOperand();
    bool simple =
        llvm::all_of(op.getInteriorPadding(),
                     [](int64_t v) { return v == 0; }) &&
        llvm::all_of(op.getEdgePaddingLow(),
                     [](int64_t v) { return v >= 0; }) &&
        llvm::all_of(op.getEdgePaddingHigh(), [](int64_t v) { return v >= 0; });
    // Interior padding and cropping are sized statically (padTensor).
    if (!simple && !cast<RankedTensorType>(operand.getType()).hasStaticShape())
      return fail(rewriter, op,
                  "interior or negative padding of a dynamic shape");
    Value padValue =
        extractScalar(rewriter, op.getLoc(), adaptor.getPaddingValue());
    rewriter.replaceOp(op, padTensor(rewriter, op.getLoc(), operand,
                                     op.getEdgePaddingLow(),
                                     op.getEdgePaddingHigh(),
                                     op.getInteriorPadding(), padValue));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// optimization_barrier, tuple, get_tuple_element
//===----------------------------------------------------------------------===//

/// The barrier has no meaning below StableHLO: its results are its operands
/// (tuples already flattened by the type converter).
struct OptimizationBarrierConverter : Base<hlo::OptimizationBarrierOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::OptimizationBarrierOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithMultiple(op, adaptor.getOperand());
    return success();
  }
};

/// A tuple is the flattened list of its elements (1:N conversion).
struct TupleConverter : Base<hlo::TupleOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::TupleOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> flat;
    for (ValueRange element : adaptor.getVal())
      llvm::append_range(flat, element);
    rewriter.replaceOpWithMultiple(op, SmallVector<SmallVector<Value>>{flat});
    return success();
  }
};

/// Element `index` of a flattened tuple: the values after those of the
/// elements before it.
struct GetTupleElementConverter : Base<hlo::GetTupleElementOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::GetTupleElementOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tuple = cast<TupleType>(op.getOperand().getType());
    ValueRange flat = adaptor.getOperand();
    size_t offset = 0;
    SmallVector<Type> types;
    for (auto [i, element] : llvm::enumerate(tuple.getTypes())) {
      types.clear();
      if (failed(getTypeConverter()->convertType(element, types)))
        return fail(rewriter, op, "cannot convert tuple element type");
      if (i == op.getIndex())
        break;
      offset += types.size();
    }
    if (offset + types.size() > flat.size())
      return fail(rewriter, op, "tuple operand was not flattened");
    SmallVector<Value> element(flat.slice(offset, types.size()));
    rewriter.replaceOpWithMultiple(op,
                                   SmallVector<SmallVector<Value>>{element});
    return success();
  }
};

} // namespace

void populateStructuralToLinalgPatterns(const TypeConverter &converter,
                                        FailureLog &log,
                                        RewritePatternSet &patterns) {
  patterns.add<ConstantConverter, IotaConverter, BroadcastInDimConverter,
               ReshapeConverter, TransposeConverter, ReverseConverter,
               ConcatenateConverter, SliceConverter, DynamicSliceConverter,
               DynamicUpdateSliceConverter, PadConverter,
               OptimizationBarrierConverter, TupleConverter,
               GetTupleElementConverter, ZeroIdConverter<hlo::ReplicaIdOp>,
               ZeroIdConverter<hlo::PartitionIdOp>, GetDimensionSizeConverter>(
      converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
