//===- GatherScatterSortToLinalg.cpp - gather/scatter/sort -*- C++ -*-===//
//
// Ops that index with run-time values or reorder data:
//
// - gather: a linalg.generic over the result that computes the operand
//   index of each element (start indices clamped as the spec says) and
//   reads it with tensor.extract.
// - scatter: scf.for loops over the update elements, in order, that combine
//   each update into the destination (tensor.extract / scalar combiner /
//   tensor.insert); an update whose window does not fit in the input is
//   skipped, as XLA does.
// - sort: a stable merge sort of every slice along the sort dimension, one
//   parallel linalg.generic per pass in which every output element finds
//   its source by a binary search (the merge path), on all inputs at once.
//
// The verifiers of the three ops check the dimension numbers, so the
// patterns here only reject what they cannot express (dynamic shapes,
// complex types, bodies that are not scalar code).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

#include <cstdint>

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

template <typename OpTy> struct Base : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;
  using HLOConversionPattern<OpTy>::fail;
};

static Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// Reads component `k` of the index vector of batch position `batchIndex`
/// (the indices coordinates without index_vector_dim) and returns it as an
/// index, sign- or zero-extended by the original element type.
static Value readIndexComponent(OpBuilder &b, Location loc, Value indices,
                                Type origElemType, int64_t indexVectorDim,
                                ArrayRef<Value> batchIndex, int64_t k) {
  auto type = cast<RankedTensorType>(indices.getType());
  SmallVector<Value> coords(batchIndex);
  if (indexVectorDim < type.getRank())
    coords.insert(coords.begin() + indexVectorDim, indexConstant(b, loc, k));
  Value scalar = tensor::ExtractOp::create(b, loc, indices, coords);
  bool isUnsigned = isUnsignedLike(origElemType);
  // `index` may be 32 bits wide (Vulkan): ui32 values of 2^31 or more and
  // 64-bit ones past +-2^31 saturate first, which keeps every comparison
  // with a dim below 2^31 (the callers clamp or bounds-check) as it was.
  unsigned width = scalar.getType().getIntOrFloatBitWidth();
  if (width > 32 || (width == 32 && isUnsigned)) {
    Type type = scalar.getType();
    Value max = arith::ConstantIntOp::create(b, loc, type, INT32_MAX);
    if (isUnsigned) {
      scalar = arith::MinUIOp::create(b, loc, scalar, max);
    } else {
      Value min = arith::ConstantIntOp::create(b, loc, type, INT32_MIN);
      scalar = arith::MaxSIOp::create(
          b, loc, arith::MinSIOp::create(b, loc, scalar, max), min);
    }
  }
  if (isUnsigned)
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), scalar);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), scalar);
}

/// Emits `region` once as scalar code on arguments of `argTypes` into a
/// scratch block, to learn whether it can be lowered before any loop is
/// built around it (the conversion cannot undo half-built loops cleanly).
static LogicalResult canEmitScalarRegion(Region &region, TypeRange argTypes,
                                         std::string &why) {
  auto scratch = std::make_unique<Block>();
  SmallVector<Value> args;
  for (Type type : argTypes)
    args.push_back(scratch->addArgument(type, region.getLoc()));
  OpBuilder b(region.getContext());
  b.setInsertionPointToEnd(scratch.get());
  FailureOr<SmallVector<Value>> results =
      emitScalarRegion(b, region.getLoc(), region, args, why);
  return success(succeeded(results));
}

/// Signless element types of `values`.
static SmallVector<Type> elementTypes(ValueRange values) {
  SmallVector<Type> types;
  for (Value v : values)
    types.push_back(toSignless(getElementTypeOrSelf(v.getType())));
  return types;
}

/// Position in the index batch of a batching dimension of the indices: the
/// indices dims without index_vector_dim.
static int64_t batchPosition(int64_t indicesDim, int64_t indexVectorDim) {
  return indicesDim < indexVectorDim ? indicesDim : indicesDim - 1;
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

/// result[r] = operand[full_start_index + full_batching_index +
/// full_offset_index] (StableHLO spec), one linalg.generic over the result.
/// gather / dynamic_gather: a linalg.generic over the result that reads
/// each element with tensor.extract at start (clamped to [0, dim - slice
/// size]) + batch + offset. `sliceSizes` are index values (constants for
/// gather, evaluated shape values for dynamic_gather); dynamic result dims
/// take the kept slice sizes (offset dims) or the indices' dims (batch).
static LogicalResult lowerGather(ConversionPatternRewriter &rewriter,
                                 Operation *op, Value operand, Value indices,
                                 Type indexOrigType,
                                 hlo::GatherDimensionNumbersAttr dn,
                                 ArrayRef<Value> sliceSizes,
                                 RankedTensorType resultType) {
  auto operandType = cast<RankedTensorType>(operand.getType());
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims(),
                    collapsed = dn.getCollapsedSliceDims(),
                    operandBatching = dn.getOperandBatchingDims(),
                    indicesBatching = dn.getStartIndicesBatchingDims(),
                    startIndexMap = dn.getStartIndexMap();
  int64_t indexVectorDim = dn.getIndexVectorDim();
  int64_t operandRank = operandType.getRank();
  int64_t resultRank = resultType.getRank();
  // Operand dims that appear in the result (offset dims), in order.
  SmallVector<int64_t> keptOperandDims;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(collapsed, d) &&
        !llvm::is_contained(operandBatching, d))
      keptOperandDims.push_back(d);

  Location loc = op->getLoc();
  // The highest start of each mapped dim, dim size - slice size: a
  // constant in the body when both are static, else computed here.
  SmallVector<Value> uppers(operandRank);
  SmallVector<std::optional<int64_t>> staticUppers(operandRank);
  for (int64_t d : startIndexMap) {
    std::optional<int64_t> size = getConstantIntValue(sliceSizes[d]);
    if (size && !operandType.isDynamicDim(d)) {
      staticUppers[d] = operandType.getDimSize(d) - *size;
      continue;
    }
    Value dim = tensor::DimOp::create(rewriter, loc, operand, d);
    uppers[d] = arith::SubIOp::create(rewriter, loc, dim, sliceSizes[d]);
  }
  // Result sizes: offset dims from the kept slice sizes, the others from
  // the indices' batch dims, both in order.
  SmallVector<Value> resultSizes(resultRank);
  if (!resultType.hasStaticShape()) {
    SmallVector<Value> indexSizes = dimSizes(rewriter, loc, indices);
    size_t nextOffset = 0, nextBatch = 0;
    for (int64_t d = 0; d < resultRank; ++d) {
      if (llvm::is_contained(offsetDims, d)) {
        resultSizes[d] = sliceSizes[keptOperandDims[nextOffset++]];
      } else {
        int64_t i = nextBatch++;
        resultSizes[d] = indexSizes[i < indexVectorDim ? i : i + 1];
      }
    }
  }
  // A rank-0 result is computed as tensor<1xT> and collapsed: the CPU
  // vectorizer turns a 0-d generic with tensor.extract into an invalid
  // vector.gather.
  RankedTensorType genericType =
      resultRank == 0 ? RankedTensorType::get({1}, resultType.getElementType())
                      : resultType;
  int64_t numLoops = genericType.getRank();
  Value init = resultRank == 0
                   ? createEmpty(rewriter, loc, genericType)
                   : createEmpty(rewriter, loc, genericType, resultSizes);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, genericType, ValueRange{}, ValueRange{init},
      ArrayRef<AffineMap>{rewriter.getMultiDimIdentityMap(numLoops)},
      SmallVector<utils::IteratorType>(numLoops, utils::IteratorType::parallel),
      [&](OpBuilder &b, Location nested, ValueRange) {
        SmallVector<Value> resultIndex, batchIndex, offsetIndex;
        for (int64_t d = 0; d < resultRank; ++d) {
          resultIndex.push_back(linalg::IndexOp::create(b, nested, d));
          (llvm::is_contained(offsetDims, d) ? offsetIndex : batchIndex)
              .push_back(resultIndex.back());
        }
        Value zero = indexConstant(b, nested, 0);
        SmallVector<Value> operandIndex(operandRank);
        auto addTo = [&](int64_t d, Value v) {
          operandIndex[d] =
              operandIndex[d]
                  ? arith::AddIOp::create(b, nested, operandIndex[d], v)
                  : v;
        };
        for (auto [k, d] : llvm::enumerate(startIndexMap)) {
          Value start = readIndexComponent(b, nested, indices, indexOrigType,
                                           indexVectorDim, batchIndex, k);
          Value upper = staticUppers[d]
                            ? indexConstant(b, nested, *staticUppers[d])
                            : uppers[d];
          start = arith::MinSIOp::create(b, nested, start, upper);
          start = arith::MaxSIOp::create(b, nested, start, zero);
          addTo(d, start);
        }
        for (auto [i, d] : llvm::enumerate(operandBatching))
          addTo(d,
                batchIndex[batchPosition(indicesBatching[i], indexVectorDim)]);
        for (auto [i, d] : llvm::enumerate(keptOperandDims))
          addTo(d, offsetIndex[i]);
        for (Value &v : operandIndex)
          if (!v) // A collapsed dim absent from start_index_map.
            v = zero;
        Value value =
            tensor::ExtractOp::create(b, nested, operand, operandIndex);
        linalg::YieldOp::create(b, nested, value);
      });
  if (resultRank == 0) {
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
        op, resultType, generic.getResult(0),
        SmallVector<ReassociationIndices>{});
    return success();
  }
  rewriter.replaceOp(op, generic.getResults());
  return success();
}

struct GatherConverter : Base<hlo::GatherOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    RankedTensorType resultType =
        getRealTensorType(getTypeConverter()->convertType(op.getType()), why);
    if (!resultType)
      return fail(rewriter, op, why);
    SmallVector<Value> sliceSizes;
    for (int64_t size : op.getSliceSizes())
      sliceSizes.push_back(indexConstant(rewriter, op.getLoc(), size));
    return lowerGather(rewriter, op, adaptor.getOperand(),
                       adaptor.getStartIndices(),
                       getElementTypeOrSelf(op.getStartIndices().getType()),
                       op.getDimensionNumbers(), sliceSizes, resultType);
  }
};

/// dynamic_gather: gather with slice sizes evaluated on the host.
struct DynamicGatherConverter : Base<hlo::DynamicGatherOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::DynamicGatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    RankedTensorType resultType =
        getRealTensorType(getTypeConverter()->convertType(op.getType()), why);
    if (!resultType)
      return fail(rewriter, op, why);
    FailureOr<SmallVector<Value>> sliceSizes =
        ShapeEvaluator(rewriter, op.getLoc()).evaluate(op.getSliceSizes());
    if (failed(sliceSizes) ||
        int64_t(sliceSizes->size()) != op.getOperand().getType().getRank())
      return fail(rewriter, op, "cannot evaluate the slice sizes");
    return lowerGather(rewriter, op, adaptor.getOperand(),
                       adaptor.getStartIndices(),
                       getElementTypeOrSelf(op.getStartIndices().getType()),
                       op.getDimensionNumbers(), *sliceSizes, resultType);
  }
};

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

/// Sequential scatter: for every update index, in row-major order, compute
/// the result index (full_start_index + full_batching_index +
/// full_window_index) and, when the whole update window fits in the input
/// at that start index, results[i] = combiner(results[i], updates[i]).
struct ScatterConverter : Base<hlo::ScatterOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    // (Dynamic dims: the loop bounds and the window's fit are computed.)
    for (Value v : op->getOperands())
      if (!getRealTensorType(v.getType(), why))
        return fail(rewriter, op, why);
    SmallVector<Type> argTypes = elementTypes(op.getInputs());
    argTypes.append(elementTypes(op.getUpdates()));
    if (failed(canEmitScalarRegion(op.getUpdateComputation(), argTypes, why)))
      return fail(rewriter, op, why);
    SmallVector<Value> inputs(adaptor.getInputs()),
        updates(adaptor.getUpdates());
    Value indices = adaptor.getScatterIndices();
    auto inputType = cast<RankedTensorType>(inputs[0].getType());
    auto updateType = cast<RankedTensorType>(updates[0].getType());
    size_t n = inputs.size();

    hlo::ScatterDimensionNumbersAttr dn = op.getScatterDimensionNumbers();
    ArrayRef<int64_t> windowDims = dn.getUpdateWindowDims(),
                      inserted = dn.getInsertedWindowDims(),
                      inputBatching = dn.getInputBatchingDims(),
                      indicesBatching = dn.getScatterIndicesBatchingDims(),
                      dimMap = dn.getScatterDimsToOperandDims();
    int64_t indexVectorDim = dn.getIndexVectorDim();
    int64_t inputRank = inputType.getRank();
    int64_t updateRank = updateType.getRank();
    Type indexOrigType = getElementTypeOrSelf(op.getScatterIndices().getType());
    // Input dims covered by the update window, in order, and the window
    // size along every input dim (1 for inserted and batching dims).
    Location loc = op.getLoc();
    // Sizes: constants where static, tensor.dim where dynamic.
    auto sizeOf = [&](Value tensor, int64_t d) -> OpFoldResult {
      auto type = cast<RankedTensorType>(tensor.getType());
      if (type.isDynamicDim(d))
        return tensor::DimOp::create(rewriter, loc, tensor, d).getResult();
      return rewriter.getIndexAttr(type.getDimSize(d));
    };
    SmallVector<int64_t> windowInputDims;
    SmallVector<OpFoldResult> windowSize(inputRank, rewriter.getIndexAttr(1));
    for (int64_t d = 0; d < inputRank; ++d)
      if (!llvm::is_contained(inserted, d) &&
          !llvm::is_contained(inputBatching, d))
        windowInputDims.push_back(d);
    for (auto [i, d] : llvm::enumerate(windowInputDims))
      windowSize[d] = sizeOf(updates[0], windowDims[i]);
    // The largest start index at which the window fits, per input dim.
    SmallVector<OpFoldResult> lastStart(inputRank);
    for (int64_t d = 0; d < inputRank; ++d) {
      OpFoldResult size = sizeOf(inputs[0], d);
      std::optional<int64_t> a = getConstantIntValue(size),
                             b = getConstantIntValue(windowSize[d]);
      if (a && b) {
        lastStart[d] = rewriter.getIndexAttr(*a - *b);
        continue;
      }
      lastStart[d] =
          arith::SubIOp::create(
              rewriter, loc,
              getValueOrCreateConstantIndexOp(rewriter, loc, size),
              getValueOrCreateConstantIndexOp(rewriter, loc, windowSize[d]))
              .getResult();
    }

    SmallVector<Value> lbs(updateRank, indexConstant(rewriter, loc, 0)),
        steps(updateRank, indexConstant(rewriter, loc, 1)), ubs;
    for (int64_t d = 0; d < updateRank; ++d) {
      OpFoldResult size = sizeOf(updates[0], d);
      std::optional<int64_t> c = getConstantIntValue(size);
      ubs.push_back(c ? indexConstant(rewriter, loc, *c) : cast<Value>(size));
    }

    bool emitFailed = false;
    scf::LoopNest nest = scf::buildLoopNest(
        rewriter, loc, lbs, ubs, steps, inputs,
        [&](OpBuilder &b, Location nested, ValueRange updateIndex,
            ValueRange dests) -> scf::ValueVector {
          SmallVector<Value> scatterIndex, windowIndex;
          for (int64_t d = 0; d < updateRank; ++d)
            (llvm::is_contained(windowDims, d) ? windowIndex : scatterIndex)
                .push_back(updateIndex[d]);
          Value zero = indexConstant(b, nested, 0);
          SmallVector<Value> resultIndex(inputRank);
          auto addTo = [&](int64_t d, Value v) {
            resultIndex[d] =
                resultIndex[d]
                    ? arith::AddIOp::create(b, nested, resultIndex[d], v)
                    : v;
          };
          Value valid;
          for (auto [k, d] : llvm::enumerate(dimMap)) {
            Value start = readIndexComponent(b, nested, indices, indexOrigType,
                                             indexVectorDim, scatterIndex, k);
            std::optional<int64_t> last = getConstantIntValue(lastStart[d]);
            Value upper = last ? indexConstant(b, nested, *last)
                               : cast<Value>(lastStart[d]);
            Value geZero = arith::CmpIOp::create(
                b, nested, arith::CmpIPredicate::sge, start, zero);
            Value leUpper = arith::CmpIOp::create(
                b, nested, arith::CmpIPredicate::sle, start, upper);
            Value inRange = arith::AndIOp::create(b, nested, geZero, leUpper);
            valid = valid ? arith::AndIOp::create(b, nested, valid, inRange)
                          : inRange;
            addTo(d, start);
          }
          for (auto [i, d] : llvm::enumerate(inputBatching))
            addTo(d, scatterIndex[batchPosition(indicesBatching[i],
                                                indexVectorDim)]);
          for (auto [i, d] : llvm::enumerate(windowInputDims))
            addTo(d, windowIndex[i]);
          for (Value &v : resultIndex)
            if (!v) // An inserted dim absent from the dimension map.
              v = zero;
          if (!valid) // No scatter dims: every update lands in bounds.
            valid = arith::ConstantIntOp::create(b, nested, 1, 1);

          auto ifOp =
              scf::IfOp::create(b, nested, ValueRange(dests).getTypes(), valid,
                                /*withElseRegion=*/true);
          {
            OpBuilder::InsertionGuard guard(b);
            b.setInsertionPointToStart(ifOp.thenBlock());
            SmallVector<Value> args;
            for (Value dest : dests)
              args.push_back(
                  tensor::ExtractOp::create(b, nested, dest, resultIndex));
            for (Value update : updates)
              args.push_back(
                  tensor::ExtractOp::create(b, nested, update, updateIndex));
            FailureOr<SmallVector<Value>> combined = emitScalarRegion(
                b, nested, op.getUpdateComputation(), args, why);
            SmallVector<Value> newDests(dests);
            if (failed(combined) || combined->size() != n) {
              emitFailed = true;
            } else {
              for (size_t i = 0; i < n; ++i)
                newDests[i] = tensor::InsertOp::create(
                    b, nested, (*combined)[i], dests[i], resultIndex);
            }
            scf::YieldOp::create(b, nested, newDests);
            b.setInsertionPointToStart(ifOp.elseBlock());
            scf::YieldOp::create(b, nested, dests);
          }
          return scf::ValueVector(ifOp.getResults().begin(),
                                  ifOp.getResults().end());
        });
    if (emitFailed) // canEmitScalarRegion said it would not.
      return fail(rewriter, op, "internal error: update_computation: " + why);
    rewriter.replaceOp(op, nest.results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// sort
//===----------------------------------------------------------------------===//

/// Stable merge sort of every slice along `dimension` as ceil(log2 n)
/// linalg.generics, one per pass: pass w merges adjacent sorted runs of
/// length w. Every output element finds its source on its own (the merge
/// path: a binary search for how many elements of its pair's first run A
/// precede it, O(log w) comparisons), so each pass is a parallel op over the
/// output that every target tiles and distributes, O(n log^2 n) work in
/// all. On ties A's element comes first: the order is stable whatever
/// is_stable says.
struct SortConverter : Base<hlo::SortOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::SortOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    for (Value v : op.getInputs())
      if (!getRealTensorType(v.getType(), why))
        return fail(rewriter, op, why);
    SmallVector<Type> argTypes;
    for (Type t : elementTypes(op.getInputs()))
      argTypes.append({t, t});
    if (failed(canEmitScalarRegion(op.getComparator(), argTypes, why)))
      return fail(rewriter, op, why);
    SmallVector<Value> tensors(adaptor.getInputs());
    auto type = cast<RankedTensorType>(tensors[0].getType());
    int64_t rank = type.getRank();
    int64_t dim = op.getDimension();
    if (dim < 0)
      dim += rank;
    int64_t size = type.getDimSize(dim);
    bool dynamic = !type.hasStaticShape();
    if (!dynamic && (size <= 1 || type.getNumElements() == 0)) {
      rewriter.replaceOp(op, tensors);
      return success();
    }
    Location loc = op.getLoc();
    Region &comparator = op.getComparator();
    bool emitFailed = false;
    SmallVector<AffineMap> maps(tensors.size(),
                                rewriter.getMultiDimIdentityMap(rank));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    // One merge pass: runs of `width` merged pairwise; `width`, `size` and
    // the binary search's step count as index values (constants for a
    // static length, loop values for a dynamic one).
    auto mergePass = [&](OpBuilder &pb, ValueRange sourcesIn, Value widthV,
                         Value sizeV, Value stepsV) -> SmallVector<Value> {
      SmallVector<Value> inits;
      SmallVector<Type> resultTypes;
      for (Value t : sourcesIn) {
        auto tt = cast<RankedTensorType>(t.getType());
        inits.push_back(createEmpty(pb, loc, tt, dimSizes(pb, loc, t)));
        resultTypes.push_back(tt);
      }
      SmallVector<Value> sources(sourcesIn);
      auto pass = linalg::GenericOp::create(
          pb, loc, resultTypes, ValueRange{}, inits, maps, iterators,
          [&](OpBuilder &outer, Location l, ValueRange) {
            // The helpers build at `*cur`: the generic's body, then the
            // search loop's body.
            OpBuilder *cur = &outer;
            auto constant = [&](int64_t v) {
              return indexConstant(*cur, l, v);
            };
            auto min = [&](Value x, Value y) {
              return arith::MinSIOp::create(*cur, l, x, y).getResult();
            };
            auto max = [&](Value x, Value y) {
              return arith::MaxSIOp::create(*cur, l, x, y).getResult();
            };
            OpBuilder &b = outer;
            SmallVector<Value> index;
            for (int64_t d = 0; d < rank; ++d)
              index.push_back(linalg::IndexOp::create(b, l, d));
            Value p = index[dim];
            Value w = widthV, n = sizeV, zero = constant(0), one = constant(1);
            Value pairWidth = arith::AddIOp::create(b, l, w, w);
            // The pair of runs A = [start, start + la), B = [start + w,
            // start + w + lb) that position p merges into.
            Value start = arith::MulIOp::create(
                b, l, arith::DivUIOp::create(b, l, p, pairWidth), pairWidth);
            Value local = arith::SubIOp::create(b, l, p, start);
            Value rest = arith::SubIOp::create(b, l, n, start);
            Value la = min(w, rest);
            Value lb = max(zero, min(w, arith::SubIOp::create(b, l, rest, w)));
            Value bStart = arith::AddIOp::create(b, l, start, w);
            Value last = arith::SubIOp::create(b, l, n, one);
            // comparator(x, y) on every input at slice positions x, y
            // (clamped into the slice: callers select away such results).
            auto before = [&](Value x, Value y) -> Value {
              SmallVector<Value> atX(index), atY(index);
              atX[dim] = min(x, last);
              atY[dim] = min(y, last);
              SmallVector<Value> args;
              for (Value t : sources) {
                args.push_back(tensor::ExtractOp::create(*cur, l, t, atX));
                args.push_back(tensor::ExtractOp::create(*cur, l, t, atY));
              }
              FailureOr<SmallVector<Value>> less =
                  emitScalarRegion(*cur, l, comparator, args, why);
              if (failed(less) || less->size() != 1) {
                emitFailed = true;
                return arith::ConstantIntOp::create(*cur, l, 0, 1);
              }
              return (*less)[0];
            };
            // The number i of A's elements among the first `local` outputs:
            // the smallest i in [lo, hi] where B[local - i - 1] goes before
            // A[i] (then B's element is in, A's is not).
            Value lo = max(zero, arith::SubIOp::create(b, l, local, lb));
            Value hi = min(local, la);
            // An scf.for, not unrolled steps: lo and hi each depend on both
            // of the previous step's, and def-use walks without memo (linalg
            // vectorization's tensor.extract analysis) are exponential in
            // the depth of such a chain.
            auto search = scf::ForOp::create(
                b, l, constant(0), stepsV, one, ValueRange{lo, hi},
                [&](OpBuilder &lb2, Location, Value, ValueRange bounds) {
                  cur = &lb2;
                  Value lo = bounds[0], hi = bounds[1];
                  Value active = arith::CmpIOp::create(
                      lb2, l, arith::CmpIPredicate::slt, lo, hi);
                  Value mid = arith::DivUIOp::create(
                      lb2, l, arith::AddIOp::create(lb2, l, lo, hi),
                      constant(2));
                  Value j = arith::SubIOp::create(lb2, l, local, mid);
                  Value bPrev =
                      max(zero, arith::SubIOp::create(lb2, l, j, one));
                  Value bFirst =
                      before(arith::AddIOp::create(lb2, l, bStart, bPrev),
                             arith::AddIOp::create(lb2, l, start, mid));
                  Value lower = arith::SelectOp::create(
                      lb2, l, bFirst, lo,
                      arith::AddIOp::create(lb2, l, mid, one));
                  Value upper =
                      arith::SelectOp::create(lb2, l, bFirst, mid, hi);
                  scf::YieldOp::create(
                      lb2, l,
                      ValueRange{
                          arith::SelectOp::create(lb2, l, active, lower, lo),
                          arith::SelectOp::create(lb2, l, active, upper, hi)});
                  cur = &outer;
                });
            lo = search.getResult(0);
            // Output `local` is A[i] unless A is exhausted or B[j] goes
            // strictly before A[i].
            Value i = lo;
            Value j = arith::SubIOp::create(b, l, local, i);
            Value aAt = arith::AddIOp::create(b, l, start, i);
            Value bAt = arith::AddIOp::create(b, l, bStart, j);
            Value aLeft =
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, i, la);
            Value bLeft =
                arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, j, lb);
            Value bWins = arith::AndIOp::create(b, l, bLeft, before(bAt, aAt));
            Value takeB = arith::OrIOp::create(
                b, l,
                arith::XOrIOp::create(b, l, aLeft,
                                      arith::ConstantIntOp::create(b, l, 1, 1)),
                bWins);
            SmallVector<Value> at(index);
            at[dim] = min(arith::SelectOp::create(b, l, takeB, bAt, aAt), last);
            SmallVector<Value> results;
            for (Value t : sources)
              results.push_back(tensor::ExtractOp::create(b, l, t, at));
            linalg::YieldOp::create(b, l, results);
          });
      return SmallVector<Value>(pass.getResults());
    };
    auto idx = [&](OpBuilder &ib, int64_t v) {
      return arith::ConstantIndexOp::create(ib, loc, v).getResult();
    };
    if (!dynamic) {
      for (int64_t width = 1; width < size; width *= 2)
        tensors = mergePass(rewriter, tensors, idx(rewriter, width),
                            idx(rewriter, size),
                            idx(rewriter, llvm::Log2_64(width) + 1));
    } else {
      // A length known at run time: while width < size, a pass, width *= 2
      // (log2(width) + 1 binary search steps).
      Value sizeV = tensor::DimOp::create(rewriter, loc, tensors[0], dim);
      SmallVector<Value> inits{idx(rewriter, 1), idx(rewriter, 1)};
      llvm::append_range(inits, tensors);
      SmallVector<Type> types = llvm::to_vector(ValueRange(inits).getTypes());
      auto loop = scf::WhileOp::create(
          rewriter, loc, types, inits,
          [&](OpBuilder &cb, Location cl, ValueRange args) {
            Value more = arith::CmpIOp::create(
                cb, cl, arith::CmpIPredicate::slt, args[0], sizeV);
            scf::ConditionOp::create(cb, cl, more, args);
          },
          [&](OpBuilder &bb, Location bl, ValueRange args) {
            SmallVector<Value> next =
                mergePass(bb, args.drop_front(2), args[0], sizeV, args[1]);
            Value width2 = arith::AddIOp::create(bb, bl, args[0], args[0]);
            Value steps2 = arith::AddIOp::create(bb, bl, args[1], idx(bb, 1));
            SmallVector<Value> yielded{width2, steps2};
            llvm::append_range(yielded, next);
            scf::YieldOp::create(bb, bl, yielded);
          });
      tensors.assign(loop.getResults().begin() + 2, loop.getResults().end());
    }
    if (emitFailed) // canEmitScalarRegion said it would not.
      return fail(rewriter, op, "internal error: comparator: " + why);
    rewriter.replaceOp(op, tensors);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// select_and_scatter
//===----------------------------------------------------------------------===//

/// Small windows: emitAsGather (parallel over the result). Otherwise:
/// result = init everywhere; for every source element, in row-major order:
/// walk its window (row-major) over the in-bounds operand elements (padding
/// is never selected, as in XLA), keeping the current pick unless
/// select(pick, candidate) is false; then
/// result[pick] = scatter(result[pick], source element). A window that lies
/// entirely in the padding scatters nothing.
/// Windows over which one result point of select_and_scatter's gather form
/// evaluates the select region: (windows covering a point) x (window
/// size). Larger ones keep the serial scatter loop.
constexpr int64_t kMaxSelectAndScatterGatherWork = 64;

/// select_and_scatter as a gather, parallel over the result: each point p
/// walks the windows covering it (in row-major order, as the scatter form
/// visits their source elements), picks each window's element exactly as
/// the scatter form does (in-bounds elements in row-major order, keeping the
/// pick while select(pick, candidate) holds) and, where the pick is p,
/// combines the window's source element into p's value (init first). Same
/// values in the same order per point as the scatter loop, without one
/// invocation writing every point. Straight-line code (the windows and their
/// elements unrolled, out-of-range reads clamped and masked) so every
/// backend can distribute and vectorize it like any gather.
static LogicalResult
emitAsGather(ConversionPatternRewriter &rewriter, hlo::SelectAndScatterOp op,
             Value operand, Value source, Value initScalar,
             ArrayRef<int64_t> window, ArrayRef<int64_t> strides,
             ArrayRef<int64_t> padLow, Type elemType, std::string &why) {
  auto type = cast<RankedTensorType>(operand.getType());
  auto sourceType = cast<RankedTensorType>(source.getType());
  int64_t rank = type.getRank();
  // Windows covering a point per dim: ceil(window / stride).
  SmallVector<int64_t> covering(rank);
  int64_t windows = 1, windowSize = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (strides[d] <= 0 || window[d] <= 0 || padLow[d] < 0)
      return failure();
    covering[d] = (window[d] + strides[d] - 1) / strides[d];
    windows *= covering[d];
    windowSize *= window[d];
  }
  if (windows * windowSize > kMaxSelectAndScatterGatherWork ||
      type.getNumElements() == 0 || sourceType.getNumElements() == 0)
    return failure();
  Location loc = op.getLoc();
  MLIRContext *ctx = rewriter.getContext();
  SmallVector<AffineMap> maps{AffineMap::getMultiDimIdentityMap(rank, ctx)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  bool emitFailed = false;
  // The body starts from the init scalar, never from its output's value:
  // fused into a consumer with reduction loops, an output read in the body
  // would carry the value across those loops.
  Value empty = createEmpty(rewriter, loc, type);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{type}, ValueRange{}, ValueRange{empty}, maps,
      iterators, [&](OpBuilder &b, Location l, ValueRange args) {
        auto c = [&](int64_t v) {
          return arith::ConstantIndexOp::create(b, l, v);
        };
        auto cmp = [&](arith::CmpIPredicate pred, Value x, Value y) {
          return arith::CmpIOp::create(b, l, pred, x, y).getResult();
        };
        auto both = [&](Value x, Value y) -> Value {
          return x ? arith::AndIOp::create(b, l, x, y).getResult() : y;
        };
        auto clamp = [&](Value v, int64_t hi) -> Value {
          Value lo = arith::MaxSIOp::create(b, l, v, c(0));
          return arith::MinSIOp::create(b, l, lo, c(hi)).getResult();
        };
        SmallVector<Value> point;
        for (int64_t d = 0; d < rank; ++d)
          point.push_back(linalg::IndexOp::create(b, l, d));
        // The last window starting at or before p per dim.
        SmallVector<Value> lastWindow;
        for (int64_t d = 0; d < rank; ++d)
          lastWindow.push_back(arith::DivUIOp::create(
              b, l, arith::AddIOp::create(b, l, point[d], c(padLow[d])),
              c(strides[d])));
        Value acc = initScalar;
        SmallVector<int64_t> back(rank, 0);
        // Windows in row-major order: back[d] from covering[d] - 1 down.
        for (int64_t w = 0; w < windows; ++w) {
          int64_t rest = w;
          for (int64_t d = rank - 1; d >= 0; --d) {
            back[d] = covering[d] - 1 - rest % covering[d];
            rest /= covering[d];
          }
          Value valid;
          SmallVector<Value> origin;
          for (int64_t d = 0; d < rank; ++d) {
            Value o = arith::SubIOp::create(b, l, lastWindow[d], c(back[d]));
            // o >= 0, o < source dim, and the window reaches p.
            Value end = arith::AddIOp::create(
                b, l, arith::MulIOp::create(b, l, o, c(strides[d])),
                c(window[d] - 1 - padLow[d]));
            valid = both(valid, cmp(arith::CmpIPredicate::sge, o, c(0)));
            valid = both(valid, cmp(arith::CmpIPredicate::slt, o,
                                    c(sourceType.getDimSize(d))));
            valid = both(valid, cmp(arith::CmpIPredicate::sge, end, point[d]));
            origin.push_back(clamp(o, sourceType.getDimSize(d) - 1));
          }
          // The window's pick.
          Value pickValue = createZero(b, l, elemType);
          SmallVector<Value> pick(rank, c(0));
          Value found = arith::ConstantIntOp::create(b, l, 0, 1);
          for (int64_t e = 0; e < windowSize; ++e) {
            SmallVector<int64_t> offset(rank);
            int64_t r = e;
            for (int64_t d = rank - 1; d >= 0; --d) {
              offset[d] = r % window[d];
              r /= window[d];
            }
            Value inBounds;
            SmallVector<Value> pos, clamped;
            for (int64_t d = 0; d < rank; ++d) {
              Value p = arith::AddIOp::create(
                  b, l, arith::MulIOp::create(b, l, origin[d], c(strides[d])),
                  c(offset[d] - padLow[d]));
              inBounds =
                  both(inBounds, cmp(arith::CmpIPredicate::sge, p, c(0)));
              inBounds = both(inBounds, cmp(arith::CmpIPredicate::slt, p,
                                            c(type.getDimSize(d))));
              pos.push_back(p);
              clamped.push_back(clamp(p, type.getDimSize(d) - 1));
            }
            Value candidate = tensor::ExtractOp::create(b, l, operand, clamped);
            FailureOr<SmallVector<Value>> keep = emitScalarRegion(
                b, l, op.getSelect(), {pickValue, candidate}, why);
            if (failed(keep) || keep->size() != 1) {
              emitFailed = true;
              return;
            }
            Value keepOld = arith::AndIOp::create(b, l, found, (*keep)[0]);
            Value notKeep = arith::XOrIOp::create(
                b, l, keepOld, arith::ConstantIntOp::create(b, l, 1, 1));
            Value take = arith::AndIOp::create(b, l, inBounds, notKeep);
            pickValue =
                arith::SelectOp::create(b, l, take, candidate, pickValue);
            for (int64_t d = 0; d < rank; ++d)
              pick[d] = arith::SelectOp::create(b, l, take, pos[d], pick[d]);
            found = arith::OrIOp::create(b, l, found, inBounds);
          }
          Value hit = both(valid, found);
          for (int64_t d = 0; d < rank; ++d)
            hit = both(hit, cmp(arith::CmpIPredicate::eq, pick[d], point[d]));
          Value update = tensor::ExtractOp::create(b, l, source, origin);
          FailureOr<SmallVector<Value>> combined =
              emitScalarRegion(b, l, op.getScatter(), {acc, update}, why);
          if (failed(combined) || combined->size() != 1) {
            emitFailed = true;
            return;
          }
          acc = arith::SelectOp::create(b, l, hit, (*combined)[0], acc);
        }
        linalg::YieldOp::create(b, l, acc);
      });
  if (emitFailed) {
    rewriter.eraseOp(generic);
    if (why.empty())
      why = "a select or scatter region returned other than one value";
    return failure();
  }
  rewriter.replaceOp(op, generic.getResults());
  return success();
}

struct SelectAndScatterConverter : Base<hlo::SelectAndScatterOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::SelectAndScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    if (failed(checkRealStaticTypes(op, why)))
      return fail(rewriter, op, why);
    Type elemType = toSignless(getElementTypeOrSelf(op.getType()));
    if (failed(
            canEmitScalarRegion(op.getSelect(), {elemType, elemType}, why)) ||
        failed(canEmitScalarRegion(op.getScatter(), {elemType, elemType}, why)))
      return fail(rewriter, op, why);
    Value operand = adaptor.getOperand(), source = adaptor.getSource();
    auto type = cast<RankedTensorType>(operand.getType());
    auto sourceType = cast<RankedTensorType>(source.getType());
    int64_t rank = type.getRank();
    SmallVector<int64_t> window(rank, 1), strides(rank, 1), padLow(rank, 0);
    if (auto attr = op.getWindowDimensionsAttr())
      window.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
    if (auto attr = op.getWindowStridesAttr())
      strides.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
    if (auto attr = op.getPaddingAttr())
      for (int64_t d = 0; d < rank; ++d)
        padLow[d] = attr.getValues<int64_t>()[2 * d];

    Location loc = op.getLoc();
    Value initScalar = extractScalar(rewriter, loc, adaptor.getInitValue());
    if (succeeded(emitAsGather(rewriter, op, operand, source, initScalar,
                               window, strides, padLow, elemType, why)))
      return success();
    if (!why.empty())
      return fail(rewriter, op, "internal error: select/scatter: " + why);
    Value init = createFilled(rewriter, loc, type, initScalar);
    auto bounds = [&](OpBuilder &b, ArrayRef<int64_t> sizes) {
      SmallVector<Value> ubs;
      for (int64_t size : sizes)
        ubs.push_back(indexConstant(b, loc, size));
      return ubs;
    };
    SmallVector<Value> zeros(rank, indexConstant(rewriter, loc, 0)),
        ones(rank, indexConstant(rewriter, loc, 1));
    bool emitFailed = false;
    scf::LoopNest nest = scf::buildLoopNest(
        rewriter, loc, zeros, bounds(rewriter, sourceType.getShape()), ones,
        ValueRange{init},
        [&](OpBuilder &b, Location l, ValueRange sourceIndex,
            ValueRange results) -> scf::ValueVector {
          // Carried through the window: picked value, its index, found.
          SmallVector<Value> pickInit = {createZero(b, l, elemType)};
          pickInit.append(zeros);
          pickInit.push_back(arith::ConstantIntOp::create(b, l, 0, 1));
          scf::LoopNest windowNest = scf::buildLoopNest(
              b, l, zeros, bounds(b, window), ones, pickInit,
              [&](OpBuilder &wb, Location wl, ValueRange windowIndex,
                  ValueRange pick) -> scf::ValueVector {
                SmallVector<Value> pos;
                Value inBounds;
                for (int64_t d = 0; d < rank; ++d) {
                  Value p =
                      arith::MulIOp::create(wb, wl, sourceIndex[d],
                                            indexConstant(wb, wl, strides[d]));
                  p = arith::AddIOp::create(wb, wl, p, windowIndex[d]);
                  p = arith::SubIOp::create(wb, wl, p,
                                            indexConstant(wb, wl, padLow[d]));
                  Value ge =
                      arith::CmpIOp::create(wb, wl, arith::CmpIPredicate::sge,
                                            p, indexConstant(wb, wl, 0));
                  Value lt = arith::CmpIOp::create(
                      wb, wl, arith::CmpIPredicate::slt, p,
                      indexConstant(wb, wl, type.getDimSize(d)));
                  Value ok = arith::AndIOp::create(wb, wl, ge, lt);
                  inBounds = inBounds
                                 ? arith::AndIOp::create(wb, wl, inBounds, ok)
                                 : ok;
                  pos.push_back(p);
                }
                auto ifOp = scf::IfOp::create(wb, wl, pick.getTypes(), inBounds,
                                              /*withElseRegion=*/true);
                OpBuilder::InsertionGuard guard(wb);
                wb.setInsertionPointToStart(ifOp.thenBlock());
                Value candidate =
                    tensor::ExtractOp::create(wb, wl, operand, pos);
                FailureOr<SmallVector<Value>> keep = emitScalarRegion(
                    wb, wl, op.getSelect(), {pick[0], candidate}, why);
                Value found = pick.back();
                Value keepOld = found;
                if (failed(keep) || keep->size() != 1)
                  emitFailed = true;
                else
                  keepOld = arith::AndIOp::create(wb, wl, found, (*keep)[0]);
                SmallVector<Value> next = {arith::SelectOp::create(
                    wb, wl, keepOld, pick[0], candidate)};
                for (int64_t d = 0; d < rank; ++d)
                  next.push_back(arith::SelectOp::create(wb, wl, keepOld,
                                                         pick[1 + d], pos[d]));
                next.push_back(arith::ConstantIntOp::create(wb, wl, 1, 1));
                scf::YieldOp::create(wb, wl, next);
                wb.setInsertionPointToStart(ifOp.elseBlock());
                scf::YieldOp::create(wb, wl, pick);
                return scf::ValueVector(ifOp.getResults().begin(),
                                        ifOp.getResults().end());
              });
          ValueRange picked = windowNest.results;
          auto ifOp = scf::IfOp::create(b, l, results.getTypes(), picked.back(),
                                        /*withElseRegion=*/true);
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(ifOp.thenBlock());
          ValueRange pickIndex = picked.slice(1, rank);
          Value current =
              tensor::ExtractOp::create(b, l, results[0], pickIndex);
          Value update = tensor::ExtractOp::create(b, l, source, sourceIndex);
          FailureOr<SmallVector<Value>> combined =
              emitScalarRegion(b, l, op.getScatter(), {current, update}, why);
          Value updated = results[0];
          if (failed(combined) || combined->size() != 1)
            emitFailed = true;
          else
            updated = tensor::InsertOp::create(b, l, (*combined)[0], results[0],
                                               pickIndex);
          scf::YieldOp::create(b, l, updated);
          b.setInsertionPointToStart(ifOp.elseBlock());
          scf::YieldOp::create(b, l, results);
          return {ifOp.getResult(0)};
        });
    if (emitFailed) // canEmitScalarRegion said it would not.
      return fail(rewriter, op, "internal error: select/scatter: " + why);
    rewriter.replaceOp(op, nest.results);
    return success();
  }
};

} // namespace

void populateGatherScatterSortPatterns(const TypeConverter &converter,
                                       FailureLog &log,
                                       RewritePatternSet &patterns) {
  patterns.add<GatherConverter, DynamicGatherConverter, ScatterConverter,
               SortConverter, SelectAndScatterConverter>(
      converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
