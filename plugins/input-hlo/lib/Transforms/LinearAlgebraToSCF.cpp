//===- LinearAlgebraToSCF.cpp - cholesky, triangular_solve -*- C++ -*-===//
//
// Factorizations and solves whose steps depend on earlier results, as
// scf.for nests on tensors (tensor.extract / tensor.insert of scalars; the
// loops carry the result tensor, which bufferizes in place):
//
// - cholesky: Cholesky-Banachiewicz, row by row of the factor, reading only
//   the requested triangle; the other triangle of the result is zero.
// - triangular_solve: every case is reduced to one substitution on an
//   effective matrix M and right-hand side, by index swaps: right-side
//   solves x * op(a) = b are op(a)^T * x^T = b^T, and op(a)^T is a read with
//   swapped indices. M is lower triangular iff lower XOR transpose XOR
//   right-side; lower gives forward substitution, upper backward.
//
// The outer loops run over the batch dimensions (all but the last two).
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

Value indexConst(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// scf.for nest over the batch dimensions of `type` (all but the last two)
/// carrying `init`; `body` gets the batch indices and the carried tensor and
/// returns the new one.
Value buildBatchLoops(
    OpBuilder &b, Location loc, RankedTensorType type, Value init,
    function_ref<Value(OpBuilder &, Location, ValueRange, Value)> body) {
  int64_t batchRank = type.getRank() - 2;
  SmallVector<Value> lbs(batchRank, indexConst(b, loc, 0)),
      steps(batchRank, indexConst(b, loc, 1)), ubs;
  for (int64_t d = 0; d < batchRank; ++d)
    ubs.push_back(indexConst(b, loc, type.getDimSize(d)));
  scf::LoopNest nest =
      scf::buildLoopNest(b, loc, lbs, ubs, steps, ValueRange{init},
                         [&](OpBuilder &nb, Location nl, ValueRange ivs,
                             ValueRange carried) -> scf::ValueVector {
                           return {body(nb, nl, ivs, carried[0])};
                         });
  return nest.results[0];
}

/// scf.for from `lb` to `ub` carrying one value.
Value buildFor(OpBuilder &b, Location loc, Value lb, Value ub, Value init,
               function_ref<Value(OpBuilder &, Location, Value, Value)> body) {
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, indexConst(b, loc, 1), ValueRange{init},
      [&](OpBuilder &nb, Location nl, Value iv, ValueRange carried) {
        scf::YieldOp::create(nb, nl, body(nb, nl, iv, carried[0]));
      });
  return loop.getResult(0);
}

/// Batch indices followed by (i, j), or (j, i) when `swap`.
SmallVector<Value> matrixIndex(ValueRange batch, Value i, Value j, bool swap) {
  SmallVector<Value> index(batch);
  index.push_back(swap ? j : i);
  index.push_back(swap ? i : j);
  return index;
}

/// Static shapes, real element types, for all operands and the result.
template <typename OpTy> struct Base : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;
  using HLOConversionPattern<OpTy>::fail;
  LogicalResult checkTypes(OpTy op, ConversionPatternRewriter &rewriter) const {
    std::string why;
    if (failed(checkRealStaticTypes(op, why)))
      return fail(rewriter, op, why);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// cholesky
//===----------------------------------------------------------------------===//

/// for j: L[j][j] = sqrt(A[j][j] - sum_{k<j} L[j][k]^2);
///        for i > j: L[i][j] = (A[i][j] - sum_{k<j} L[i][k] L[j][k]) / L[j][j]
/// With lower = false every (i, j) access is (j, i): U = L^T of the upper
/// triangle read as lower.
struct CholeskyConverter : Base<hlo::CholeskyOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::CholeskyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkTypes(op, rewriter)))
      return failure();
    Location loc = op.getLoc();
    Value a = adaptor.getA();
    auto type = cast<RankedTensorType>(a.getType());
    int64_t n = type.getDimSize(type.getRank() - 1);
    bool swap = !op.getLower();
    Value zeroF = createZero(rewriter, loc, type.getElementType());
    Value init = createFilled(rewriter, loc, type, zeroF);
    Value c0 = indexConst(rewriter, loc, 0), c1 = indexConst(rewriter, loc, 1),
          cn = indexConst(rewriter, loc, n);
    Value result = buildBatchLoops(
        rewriter, loc, type, init,
        [&](OpBuilder &b, Location l, ValueRange batch, Value factor) {
          auto at = [&](Value i, Value j) {
            return matrixIndex(batch, i, j, swap);
          };
          // a[i][j] - sum_{k<j} L[i][k] * L[j][k], with L = `cur`.
          auto residual = [&](OpBuilder &b2, Location l2, Value cur, Value i,
                              Value j) {
            Value aij = tensor::ExtractOp::create(b2, l2, a, at(i, j));
            return buildFor(
                b2, l2, c0, j, aij,
                [&](OpBuilder &b3, Location l3, Value k, Value acc) -> Value {
                  Value lik = tensor::ExtractOp::create(b3, l3, cur, at(i, k));
                  Value ljk = tensor::ExtractOp::create(b3, l3, cur, at(j, k));
                  return arith::SubFOp::create(
                      b3, l3, acc, arith::MulFOp::create(b3, l3, lik, ljk));
                });
          };
          return buildFor(
              b, l, c0, cn, factor,
              [&](OpBuilder &b1, Location l1, Value j, Value cur) -> Value {
                Value diag =
                    math::SqrtOp::create(b1, l1, residual(b1, l1, cur, j, j));
                cur = tensor::InsertOp::create(b1, l1, diag, cur, at(j, j));
                Value next = arith::AddIOp::create(b1, l1, j, c1);
                return buildFor(b1, l1, next, cn, cur,
                                [&](OpBuilder &b2, Location l2, Value i,
                                    Value cur2) -> Value {
                                  Value v = arith::DivFOp::create(
                                      b2, l2, residual(b2, l2, cur2, i, j),
                                      diag);
                                  return tensor::InsertOp::create(
                                      b2, l2, v, cur2, at(i, j));
                                });
              });
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// triangular_solve
//===----------------------------------------------------------------------===//

/// x starts as b; for each row i of M in substitution order and each column
/// c: x[i][c] = (x[i][c] - sum_k M[i][k] x[k][c]) / M[i][i], k over the rows
/// already solved.
struct TriangularSolveConverter : Base<hlo::TriangularSolveOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::TriangularSolveOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkTypes(op, rewriter)))
      return failure();
    Location loc = op.getLoc();
    Value a = adaptor.getA(), bMat = adaptor.getB();
    auto bType = cast<RankedTensorType>(bMat.getType());
    int64_t rank = bType.getRank();
    bool left = op.getLeftSide();
    // ADJOINT is TRANSPOSE for real element types.
    bool transpose = op.getTransposeA() != hlo::Transpose::NO_TRANSPOSE;
    bool swapA = transpose != !left;
    bool forward = op.getLower() != transpose != !left;
    bool unit = op.getUnitDiagonal();
    int64_t m = bType.getDimSize(left ? rank - 2 : rank - 1);
    int64_t cols = bType.getDimSize(left ? rank - 1 : rank - 2);
    Value c0 = indexConst(rewriter, loc, 0), c1 = indexConst(rewriter, loc, 1),
          cm = indexConst(rewriter, loc, m),
          cLast = indexConst(rewriter, loc, m - 1),
          cCols = indexConst(rewriter, loc, cols);
    Value result = buildBatchLoops(
        rewriter, loc, bType, bMat,
        [&](OpBuilder &b, Location l, ValueRange batch, Value x) {
          auto readM = [&](OpBuilder &bb, Location ll, Value i, Value k) {
            return tensor::ExtractOp::create(bb, ll, a,
                                             matrixIndex(batch, i, k, swapA))
                .getResult();
          };
          auto atX = [&](Value i, Value c) {
            return matrixIndex(batch, i, c, !left);
          };
          return buildFor(
              b, l, c0, cm, x,
              [&](OpBuilder &b1, Location l1, Value t, Value x1) -> Value {
                Value i = forward ? t : arith::SubIOp::create(b1, l1, cLast, t);
                Value kLo = forward ? c0 : arith::AddIOp::create(b1, l1, i, c1);
                Value kHi = forward ? i : cm;
                Value diag = unit ? Value() : readM(b1, l1, i, i);
                return buildFor(
                    b1, l1, c0, cCols, x1,
                    [&](OpBuilder &b2, Location l2, Value c,
                        Value x2) -> Value {
                      Value init =
                          tensor::ExtractOp::create(b2, l2, x2, atX(i, c));
                      Value acc =
                          buildFor(b2, l2, kLo, kHi, init,
                                   [&](OpBuilder &b3, Location l3, Value k,
                                       Value s) -> Value {
                                     Value xk = tensor::ExtractOp::create(
                                         b3, l3, x2, atX(k, c));
                                     return arith::SubFOp::create(
                                         b3, l3, s,
                                         arith::MulFOp::create(
                                             b3, l3, readM(b3, l3, i, k), xk));
                                   });
                      if (!unit)
                        acc = arith::DivFOp::create(b2, l2, acc, diag);
                      return tensor::InsertOp::create(b2, l2, acc, x2,
                                                      atX(i, c));
                    });
              });
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void populateLinearAlgebraToSCFPatterns(const TypeConverter &converter,
                                        FailureLog &log,
                                        RewritePatternSet &patterns) {
  patterns.add<CholeskyConverter, TriangularSolveConverter>(
      converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
