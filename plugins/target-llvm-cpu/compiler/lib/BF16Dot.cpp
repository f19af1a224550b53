//===- BF16Dot.cpp - bf16 register tiles on AVX512-BF16 -------------------===//

#include "BF16Dot.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// `v` as a bf16 vector: itself, or the source of its widening to f32.
Value bf16Source(Value v) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  auto type = dyn_cast<VectorType>(v.getType());
  return type && type.getElementType().isBF16() ? v : Value();
}

struct ContractToBF16Dot : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rw) const override {
    if (op.getKind() != vector::CombiningKind::ADD || op.isMasked())
      return failure();
    Value a = bf16Source(op.getLhs()), b = bf16Source(op.getRhs());
    auto accType = dyn_cast<VectorType>(op.getAcc().getType());
    if (!a || !b || !accType || accType.getRank() != 2 ||
        !accType.getElementType().isF32())
      return failure();
    // Maps (m, k) x (k, n) -> (m, n) in any loop order.
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    auto dims = [](AffineMap map) {
      SmallVector<int64_t> d;
      for (AffineExpr e : map.getResults())
        if (auto dim = dyn_cast<AffineDimExpr>(e))
          d.push_back(dim.getPosition());
      return d;
    };
    SmallVector<int64_t> l = dims(maps[0]), r = dims(maps[1]),
                         o = dims(maps[2]);
    if (maps[0].getNumDims() != 3 || l.size() != 2 || r.size() != 2 ||
        o.size() != 2 || maps[0].getNumResults() != 2 ||
        maps[1].getNumResults() != 2 || maps[2].getNumResults() != 2 ||
        l[1] != r[0] || l[0] != o[0] || r[1] != o[1] || l[0] == r[1] ||
        l[0] == l[1] || r[1] == r[0] ||
        op.getIteratorTypesArray()[l[1]] != vector::IteratorType::reduction)
      return failure();
    auto aType = cast<VectorType>(a.getType());
    int64_t rows = accType.getDimSize(0), cols = accType.getDimSize(1);
    int64_t depth = aType.getDimSize(1);
    if (depth % 2 != 0 || cols % 16 != 0 || accType.isScalable())
      return failure();

    Location loc = op.getLoc();
    Type bf16 = rw.getBF16Type(), i32 = rw.getI32Type();
    auto pairs = VectorType::get({32}, bf16);
    // Accumulators: one vector<16xf32> per row and 16 columns.
    SmallVector<SmallVector<Value>> acc(rows);
    for (int64_t i = 0; i < rows; ++i) {
      Value row = vector::ExtractOp::create(rw, loc, op.getAcc(), i);
      for (int64_t j = 0; j < cols; j += 16)
        acc[i].push_back(vector::ExtractStridedSliceOp::create(
            rw, loc, row, ArrayRef<int64_t>{j}, ArrayRef<int64_t>{16},
            ArrayRef<int64_t>{1}));
    }
    SmallVector<Value> aRows;
    for (int64_t i = 0; i < rows; ++i)
      aRows.push_back(vector::ExtractOp::create(rw, loc, a, i));
    for (int64_t p = 0; p < depth; p += 2) {
      Value b0 = vector::ExtractOp::create(rw, loc, b, p);
      Value b1 = vector::ExtractOp::create(rw, loc, b, p + 1);
      // Rows p and p + 1 of B interleaved, 16 columns at a time: lane pair
      // (2l, 2l + 1) holds column l of both rows.
      SmallVector<Value> bPairs;
      for (int64_t j = 0; j < cols; j += 16) {
        auto slice = [&](Value v) {
          return vector::ExtractStridedSliceOp::create(
              rw, loc, v, ArrayRef<int64_t>{j}, ArrayRef<int64_t>{16},
              ArrayRef<int64_t>{1});
        };
        bPairs.push_back(
            vector::InterleaveOp::create(rw, loc, pairs, slice(b0), slice(b1)));
      }
      for (int64_t i = 0; i < rows; ++i) {
        // A[i, p..p+1] as one 32-bit lane, broadcast to all 16.
        Value pair = vector::ExtractStridedSliceOp::create(
            rw, loc, aRows[i], ArrayRef<int64_t>{p}, ArrayRef<int64_t>{2},
            ArrayRef<int64_t>{1});
        Value bits =
            vector::BitCastOp::create(rw, loc, VectorType::get({1}, i32), pair);
        Value scalar = vector::ExtractOp::create(rw, loc, bits, 0);
        Value splat = vector::BroadcastOp::create(
            rw, loc, VectorType::get({16}, i32), scalar);
        Value aPairs = vector::BitCastOp::create(rw, loc, pairs, splat);
        for (auto [jj, bp] : llvm::enumerate(bPairs))
          acc[i][jj] = x86vector::DotBF16Op::create(
              rw, loc, acc[i][jj].getType(), acc[i][jj], aPairs, bp);
      }
    }
    Value result =
        arith::ConstantOp::create(rw, loc, accType, rw.getZeroAttr(accType));
    for (int64_t i = 0; i < rows; ++i)
      for (auto [jj, v] : llvm::enumerate(acc[i]))
        result = vector::InsertStridedSliceOp::create(
            rw, loc, v, result, ArrayRef<int64_t>{i, int64_t(jj) * 16},
            ArrayRef<int64_t>{1});
    rw.replaceOp(op, result);
    return success();
  }
};

/// What the dot products do not take (odd k, fewer than 16 columns, other
/// maps) gets both operands widened to the accumulator's type: the LLVM
/// lowering of vector.contract wants one element type.
struct WidenMixedContract : OpRewritePattern<vector::ContractionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(vector::ContractionOp op,
                                PatternRewriter &rw) const override {
    auto accType = dyn_cast<VectorType>(op.getAcc().getType());
    Type acc = accType ? accType.getElementType() : op.getAcc().getType();
    auto widen = [&](Value v) -> Value {
      auto type = cast<VectorType>(v.getType());
      if (type.getElementType() == acc || !isa<FloatType>(acc) ||
          !isa<FloatType>(type.getElementType()))
        return Value();
      return arith::ExtFOp::create(rw, op.getLoc(), type.clone(acc), v);
    };
    Value lhs = widen(op.getLhs()), rhs = widen(op.getRhs());
    if (!lhs && !rhs)
      return failure();
    rw.modifyOpInPlace(op, [&] {
      if (lhs)
        op.getLhsMutable().assign(lhs);
      if (rhs)
        op.getRhsMutable().assign(rhs);
    });
    return success();
  }
};

} // namespace

void populateBF16DotContractPatterns(RewritePatternSet &patterns) {
  patterns.add<ContractToBF16Dot>(patterns.getContext(), /*benefit=*/2);
  patterns.add<WidenMixedContract>(patterns.getContext(), /*benefit=*/1);
}

} // namespace strata::llvm_cpu
