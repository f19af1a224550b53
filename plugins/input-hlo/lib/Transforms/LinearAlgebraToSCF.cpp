//===- LinearAlgebraToSCF.cpp - cholesky, triangular_solve, LAPACK -*- C++
//-*-===//
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
// - JAX's LAPACK custom calls on the CPU (potrf, trsm, getrf in f32/f64)
//   through the same builders, plus LU with partial pivoting.
//
// The outer loops run over the batch dimensions (all but the last two).
//
//===----------------------------------------------------------------------===//

#include "Decompositions.h"
#include "LinearAlgebraLoops.h"
#include "Rewriters.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;
using namespace la;

namespace la {

namespace {

/// Scalar arithmetic on the parts of one element: {x} for real element
/// types, {re, im} for complex ones.
struct ElementMath {
  OpBuilder &b;
  Location loc;

  SmallVector<Value> read(ValueRange tensors, ValueRange index,
                          bool conjugate = false) {
    SmallVector<Value> parts;
    for (Value t : tensors)
      parts.push_back(tensor::ExtractOp::create(b, loc, t, index));
    return conjugate ? conj(parts) : parts;
  }
  SmallVector<Value> write(ArrayRef<Value> parts, ValueRange tensors,
                           ValueRange index) {
    SmallVector<Value> out;
    for (auto [part, t] : llvm::zip_equal(parts, tensors))
      out.push_back(tensor::InsertOp::create(b, loc, part, t, index));
    return out;
  }
  SmallVector<Value> conj(ArrayRef<Value> x) {
    if (x.size() == 1)
      return SmallVector<Value>(x);
    return {x[0], arith::NegFOp::create(b, loc, x[1])};
  }
  SmallVector<Value> sub(ArrayRef<Value> x, ArrayRef<Value> y) {
    SmallVector<Value> out;
    for (auto [u, v] : llvm::zip_equal(x, y))
      out.push_back(arith::SubFOp::create(b, loc, u, v));
    return out;
  }
  Value mulf(Value u, Value v) { return arith::MulFOp::create(b, loc, u, v); }
  SmallVector<Value> mul(ArrayRef<Value> x, ArrayRef<Value> y) {
    if (x.size() == 1)
      return {mulf(x[0], y[0])};
    return {arith::SubFOp::create(b, loc, mulf(x[0], y[0]), mulf(x[1], y[1])),
            arith::AddFOp::create(b, loc, mulf(x[0], y[1]), mulf(x[1], y[0]))};
  }
  /// x / y; complex as (x * conj(y)) / |y|^2.
  SmallVector<Value> div(ArrayRef<Value> x, ArrayRef<Value> y) {
    if (x.size() == 1)
      return {arith::DivFOp::create(b, loc, x[0], y[0])};
    Value norm =
        arith::AddFOp::create(b, loc, mulf(y[0], y[0]), mulf(y[1], y[1]));
    SmallVector<Value> num = mul(x, conj(y));
    return {arith::DivFOp::create(b, loc, num[0], norm),
            arith::DivFOp::create(b, loc, num[1], norm)};
  }
  /// x / r for a real r.
  SmallVector<Value> divReal(ArrayRef<Value> x, Value r) {
    SmallVector<Value> out;
    for (Value u : x)
      out.push_back(arith::DivFOp::create(b, loc, u, r));
    return out;
  }
};

} // namespace

/// for j: L[j][j] = sqrt(A[j][j] - sum_{k<j} |L[j][k]|^2);
///        for i > j: L[i][j] = (A[i][j] - sum_{k<j} L[i][k] conj(L[j][k]))
///                             / L[j][j]
/// With lower = false every (i, j) access is (j, i), conjugated for complex
/// matrices: U = L^H of the upper triangle read as lower (A is Hermitian).
/// The diagonal is real (its imaginary part written as 0). Only the
/// requested triangle of `init` is written (and read back), so the other
/// keeps what `init` has there.
SmallVector<Value> buildCholeskyParts(OpBuilder &rewriter, Location loc,
                                      ArrayRef<Value> a, bool lower,
                                      ArrayRef<Value> init) {
  auto type = cast<RankedTensorType>(a[0].getType());
  int64_t n = type.getDimSize(type.getRank() - 1);
  bool swap = !lower;
  // Reads and writes through the swap conjugate (U = L^H).
  bool conjSwap = swap && a.size() == 2;
  Value c0 = indexConst(rewriter, loc, 0), c1 = indexConst(rewriter, loc, 1),
        cn = indexConst(rewriter, loc, n);
  return buildBatchLoops(
      rewriter, loc, type, init,
      [&](OpBuilder &b, Location l, ValueRange batch,
          ValueRange factor) -> SmallVector<Value> {
        auto at = [&](Value i, Value j) {
          return matrixIndex(batch, i, j, swap);
        };
        // a[i][j] - sum_{k<j} L[i][k] * conj(L[j][k]), with L = `cur`.
        auto residual = [&](OpBuilder &b2, Location l2, ValueRange cur, Value i,
                            Value j) {
          ElementMath m{b2, l2};
          SmallVector<Value> aij = m.read(a, at(i, j), conjSwap);
          return buildFor(b2, l2, c0, j, aij,
                          [&](OpBuilder &b3, Location l3, Value k,
                              ValueRange acc) -> SmallVector<Value> {
                            ElementMath m3{b3, l3};
                            SmallVector<Value> lik =
                                m3.read(cur, at(i, k), conjSwap);
                            SmallVector<Value> ljk =
                                m3.read(cur, at(j, k), conjSwap);
                            return m3.sub(SmallVector<Value>(acc),
                                          m3.mul(lik, m3.conj(ljk)));
                          });
        };
        return buildFor(
            b, l, c0, cn, factor,
            [&](OpBuilder &b1, Location l1, Value j,
                ValueRange cur) -> SmallVector<Value> {
              ElementMath m1{b1, l1};
              Value diag =
                  math::SqrtOp::create(b1, l1, residual(b1, l1, cur, j, j)[0]);
              SmallVector<Value> diagParts = {diag};
              if (a.size() == 2)
                diagParts.push_back(arith::ConstantOp::create(
                    b1, l1, b1.getZeroAttr(diag.getType())));
              SmallVector<Value> next = m1.write(diagParts, cur, at(j, j));
              Value below = arith::AddIOp::create(b1, l1, j, c1);
              return buildFor(b1, l1, below, cn, next,
                              [&](OpBuilder &b2, Location l2, Value i,
                                  ValueRange cur2) -> SmallVector<Value> {
                                ElementMath m2{b2, l2};
                                SmallVector<Value> v = m2.divReal(
                                    residual(b2, l2, cur2, i, j), diag);
                                if (conjSwap)
                                  v = m2.conj(v);
                                return m2.write(v, cur2, at(i, j));
                              });
            });
      });
}

/// x starts as b; for each row i of M in substitution order and each column
/// c: x[i][c] = (x[i][c] - sum_k M[i][k] x[k][c]) / M[i][i], k over the rows
/// already solved. M reads a (transposed or not), conjugated when
/// `conjugate` (ADJOINT on complex matrices).
SmallVector<Value> buildTriangularSolveParts(OpBuilder &rewriter, Location loc,
                                             ArrayRef<Value> a,
                                             ArrayRef<Value> bMat, bool left,
                                             bool lower, bool transpose,
                                             bool conjugate, bool unit) {
  auto bType = cast<RankedTensorType>(bMat[0].getType());
  int64_t rank = bType.getRank();
  bool swapA = transpose != !left;
  bool forward = lower != transpose != !left;
  int64_t m = bType.getDimSize(left ? rank - 2 : rank - 1);
  int64_t cols = bType.getDimSize(left ? rank - 1 : rank - 2);
  Value c0 = indexConst(rewriter, loc, 0), c1 = indexConst(rewriter, loc, 1),
        cm = indexConst(rewriter, loc, m),
        cLast = indexConst(rewriter, loc, m - 1),
        cCols = indexConst(rewriter, loc, cols);
  return buildBatchLoops(
      rewriter, loc, bType, bMat,
      [&](OpBuilder &b, Location l, ValueRange batch,
          ValueRange x) -> SmallVector<Value> {
        auto readM = [&](ElementMath &em, Value i, Value k) {
          return em.read(a, matrixIndex(batch, i, k, swapA), conjugate);
        };
        auto atX = [&](Value i, Value c) {
          return matrixIndex(batch, i, c, !left);
        };
        return buildFor(
            b, l, c0, cm, x,
            [&](OpBuilder &b1, Location l1, Value t,
                ValueRange x1) -> SmallVector<Value> {
              ElementMath m1{b1, l1};
              Value i = forward ? t : arith::SubIOp::create(b1, l1, cLast, t);
              Value kLo = forward ? c0 : arith::AddIOp::create(b1, l1, i, c1);
              Value kHi = forward ? i : cm;
              SmallVector<Value> diag;
              if (!unit)
                diag = readM(m1, i, i);
              return buildFor(
                  b1, l1, c0, cCols, x1,
                  [&](OpBuilder &b2, Location l2, Value c,
                      ValueRange x2) -> SmallVector<Value> {
                    ElementMath m2{b2, l2};
                    SmallVector<Value> init = m2.read(x2, atX(i, c));
                    SmallVector<Value> acc =
                        buildFor(b2, l2, kLo, kHi, init,
                                 [&](OpBuilder &b3, Location l3, Value k,
                                     ValueRange s) -> SmallVector<Value> {
                                   ElementMath m3{b3, l3};
                                   SmallVector<Value> xk =
                                       m3.read(x2, atX(k, c));
                                   return m3.sub(SmallVector<Value>(s),
                                                 m3.mul(readM(m3, i, k), xk));
                                 });
                    if (!unit)
                      acc = m2.div(acc, diag);
                    return m2.write(acc, x2, atX(i, c));
                  });
            });
      });
}

} // namespace la

namespace {

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

Value buildCholesky(OpBuilder &rewriter, Location loc, Value a, bool lower,
                    Value init) {
  return la::buildCholeskyParts(rewriter, loc, {a}, lower, {init})[0];
}

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
    Value zeroF = createZero(rewriter, loc, type.getElementType());
    Value init = createFilled(rewriter, loc, type, zeroF);
    rewriter.replaceOp(op,
                       buildCholesky(rewriter, loc, a, op.getLower(), init));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// triangular_solve
//===----------------------------------------------------------------------===//

Value buildTriangularSolve(OpBuilder &rewriter, Location loc, Value a,
                           Value bMat, bool left, bool lower, bool transpose,
                           bool unit) {
  return la::buildTriangularSolveParts(rewriter, loc, {a}, {bMat}, left, lower,
                                       transpose, /*conjugate=*/false, unit)[0];
}

struct TriangularSolveConverter : Base<hlo::TriangularSolveOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::TriangularSolveOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (failed(checkTypes(op, rewriter)))
      return failure();
    // ADJOINT is TRANSPOSE for real element types.
    bool transpose = op.getTransposeA() != hlo::Transpose::NO_TRANSPOSE;
    rewriter.replaceOp(op, buildTriangularSolve(
                               rewriter, op.getLoc(), adaptor.getA(),
                               adaptor.getB(), op.getLeftSide(), op.getLower(),
                               transpose, op.getUnitDiagonal()));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// LAPACK custom calls (JAX's jnp.linalg on the CPU)
//===----------------------------------------------------------------------===//

/// One character of the call's `mhlo.backend_config` (uplo = 76 : ui8 is
/// 'L'), checked against `allowed`.
FailureOr<char> getLapackFlag(hlo::CustomCallOp op, StringRef name,
                              StringRef allowed, std::string &why) {
  auto config = op->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  auto value =
      config ? dyn_cast_or_null<IntegerAttr>(config.get(name)) : IntegerAttr();
  if (!value) {
    why = ("mhlo.backend_config has no integer '" + name + "'").str();
    return failure();
  }
  char flag = static_cast<char>(value.getValue().getZExtValue());
  if (!allowed.contains(flag)) {
    why = ("mhlo.backend_config '" + name + "' is " +
           Twine(value.getValue().getZExtValue()) + "; expected one of '" +
           allowed + "'")
              .str();
    return failure();
  }
  return flag;
}

/// The kernel a linear algebra custom call runs ("potrf", "trsm", "getrf",
/// "pivots_to_permutation"), or "": XLA's `Qr` and
/// `ProductOfElementaryHouseholderReflectors`, LAPACK's
/// `lapack_{s,d}{potrf,trsm, getrf}_ffi` (JAX on the CPU) and cuSOLVER's
/// `cusolver_{potrf,getrf}_ffi` plus `cu_lu_pivots_to_permutation` (JAX on
/// CUDA; element type from the operand).
StringRef getLapackKernel(StringRef target) {
  // XLA's own QR custom calls: what JAX's generic lowering of geqrf and
  // householder_product emits for platforms without LAPACK (and TPU
  // exports), with geqrf's and orgqr's operands and results.
  if (target == "Qr")
    return "geqrf";
  if (target == "ProductOfElementaryHouseholderReflectors")
    return "orgqr";
  if (target == "cu_lu_pivots_to_permutation")
    return "pivots_to_permutation";
  if (target.consume_front("cusolver_") && target.consume_back("_ffi"))
    return llvm::is_contained(
               {"potrf", "getrf", "geqrf", "orgqr", "syevd", "gesvdj"}, target)
               ? target
               : "";
  if (!target.consume_front("lapack_") || !target.consume_back("_ffi") ||
      target.empty() || (target[0] != 's' && target[0] != 'd'))
    return "";
  StringRef kernel = target.drop_front();
  return llvm::is_contained(
             {"potrf", "trsm", "getrf", "geqrf", "orgqr", "syevd", "gesdd"},
             kernel)
             ? kernel
             : "";
}

/// potrf's triangle: LAPACK's `uplo` character or cuSOLVER's `lower` flag.
FailureOr<bool> getPotrfLower(hlo::CustomCallOp op, std::string &why) {
  auto config = op->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  if (auto lower =
          config ? dyn_cast_or_null<BoolAttr>(config.get("lower")) : BoolAttr())
    return lower.getValue();
  if (!config || !config.get("uplo")) {
    why = "mhlo.backend_config has neither 'lower' (cuSOLVER) nor 'uplo' "
          "(LAPACK)";
    return failure();
  }
  FailureOr<char> uplo = getLapackFlag(op, "uplo", "LU", why);
  if (failed(uplo))
    return failure();
  return *uplo == 'L';
}

/// cu_lu_pivots_to_permutation (pivots [..., k], 0-based) -> the row
/// permutation [..., m] the pivots apply: start from 0..m-1, for i < k swap
/// entries i and pivots[i]. A pivot outside [0, m) swaps nothing.
Value buildPivotsToPermutation(OpBuilder &b, Location loc, Value pivots,
                               RankedTensorType resultType) {
  auto pivotType = cast<RankedTensorType>(pivots.getType());
  int64_t rank = resultType.getRank();
  int64_t k = pivotType.getDimSize(rank - 1),
          m = resultType.getDimSize(rank - 1);
  Value init =
      linalg::GenericOp::create(
          b, loc, resultType, ValueRange{},
          ValueRange{createEmpty(b, loc, resultType)},
          SmallVector<AffineMap>{b.getMultiDimIdentityMap(rank)},
          SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
          [&](OpBuilder &nb, Location nl, ValueRange) {
            Value i = linalg::IndexOp::create(nb, nl, rank - 1);
            linalg::YieldOp::create(nb, nl,
                                    arith::IndexCastOp::create(
                                        nb, nl, resultType.getElementType(), i)
                                        .getResult());
          })
          .getResult(0);
  SmallVector<Value> lbs(rank - 1, indexConst(b, loc, 0)),
      steps(rank - 1, indexConst(b, loc, 1)), ubs;
  for (int64_t d = 0; d + 1 < rank; ++d)
    ubs.push_back(indexConst(b, loc, resultType.getDimSize(d)));
  Value c0 = indexConst(b, loc, 0), ck = indexConst(b, loc, k),
        cm = indexConst(b, loc, m);
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, ValueRange{init},
      [&](OpBuilder &nb, Location nl, ValueRange batch,
          ValueRange carried) -> scf::ValueVector {
        Value perm = buildFor(
            nb, nl, c0, ck, carried[0],
            [&](OpBuilder &b1, Location l1, Value i, Value cur) -> Value {
              auto at = [&](Value j) {
                SmallVector<Value> index(batch);
                index.push_back(j);
                return index;
              };
              Value p = arith::IndexCastOp::create(
                  b1, l1, b1.getIndexType(),
                  tensor::ExtractOp::create(b1, l1, pivots, at(i)));
              Value inRange = arith::AndIOp::create(
                  b1, l1,
                  arith::CmpIOp::create(b1, l1, arith::CmpIPredicate::sge, p,
                                        c0),
                  arith::CmpIOp::create(b1, l1, arith::CmpIPredicate::slt, p,
                                        cm));
              auto swap = scf::IfOp::create(
                  b1, l1, inRange,
                  [&](OpBuilder &b2, Location l2) {
                    Value vi = tensor::ExtractOp::create(b2, l2, cur, at(i));
                    Value vp = tensor::ExtractOp::create(b2, l2, cur, at(p));
                    Value t = tensor::InsertOp::create(b2, l2, vp, cur, at(i));
                    t = tensor::InsertOp::create(b2, l2, vi, t, at(p));
                    scf::YieldOp::create(b2, l2, t);
                  },
                  [&](OpBuilder &b2, Location l2) {
                    scf::YieldOp::create(b2, l2, cur);
                  });
              return swap.getResult(0);
            });
        return {perm};
      });
  return nest.results[0];
}

/// The tensor of `type`'s batch dimensions plus `trailing`, of `element`
/// (default: `type`'s).
RankedTensorType batchType(RankedTensorType type, ArrayRef<int64_t> trailing,
                           Type element = {}) {
  SmallVector<int64_t> shape(type.getShape().drop_back(2));
  llvm::append_range(shape, trailing);
  return RankedTensorType::get(shape,
                               element ? element : type.getElementType());
}

RankedTensorType batchI32Type(RankedTensorType type,
                              ArrayRef<int64_t> trailing) {
  return batchType(type, trailing, IntegerType::get(type.getContext(), 32));
}

/// info = k + 1 for the first step k that failed, when info is still 0.
Value recordInfo(OpBuilder &b, Location loc, Value info, Value failed,
                 Value k) {
  Value zero = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
  Value k1 = arith::IndexCastOp::create(
      b, loc, b.getI32Type(),
      arith::AddIOp::create(b, loc, k, indexConst(b, loc, 1)));
  Value first = arith::AndIOp::create(
      b, loc, failed,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, info, zero));
  return arith::SelectOp::create(b, loc, first, k1, info);
}

/// potrf (a) -> (factor, info): the requested triangle of `a` factored in
/// place, the other triangle as given; info = j + 1 for the first diagonal
/// element that is not positive (the leading minor j + 1 is not positive
/// definite), else 0.
SmallVector<Value> buildPotrf(OpBuilder &b, Location loc, Value a, bool lower,
                              RankedTensorType infoType) {
  auto type = cast<RankedTensorType>(a.getType());
  int64_t n = type.getDimSize(type.getRank() - 1);
  Value factor = buildCholesky(b, loc, a, lower, a);
  Value zeroF = createZero(b, loc, type.getElementType());
  Value infoInit =
      createFilled(b, loc, infoType,
                   arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0));
  Value c0 = indexConst(b, loc, 0), cn = indexConst(b, loc, n);
  // The loops carry info as a tensor: a scalar would have to cross out of
  // the dispatch the loop becomes.
  Value info = buildBatchLoops(
      b, loc, type, infoInit,
      [&](OpBuilder &b1, Location l1, ValueRange batch, Value infos) {
        return buildFor(
            b1, l1, c0, cn, infos,
            [&](OpBuilder &b2, Location l2, Value j, Value cur) -> Value {
              Value d = tensor::ExtractOp::create(
                  b2, l2, factor, matrixIndex(batch, j, j, false));
              // Not (d > 0): NaN (a negative residual) fails too.
              Value failed = arith::CmpFOp::create(
                  b2, l2, arith::CmpFPredicate::ULE, d, zeroF);
              Value acc = tensor::ExtractOp::create(b2, l2, cur, batch);
              return tensor::InsertOp::create(
                  b2, l2, recordInfo(b2, l2, acc, failed, j), cur, batch);
            });
      });
  return {factor, info};
}

/// getrf (a) -> (lu, ipiv, info): LU with partial pivoting, as LAPACK's
/// unblocked sgetf2: for each column k the row p >= k of largest |a[p][k]|
/// (the first on ties) is the pivot, ipiv[k] = p + 1 (1-based); a nonzero
/// pivot swaps rows k and p and scales the column below by its reciprocal
/// (a division when the pivot is below the smallest normal); a zero pivot
/// sets info = k + 1 once; then the trailing matrix gets the rank-1 update.
SmallVector<Value> buildGetrf(OpBuilder &b, Location loc, Value a,
                              RankedTensorType ipivType,
                              RankedTensorType infoType) {
  auto type = cast<RankedTensorType>(a.getType());
  auto floatType = cast<FloatType>(type.getElementType());
  int64_t rank = type.getRank();
  int64_t m = type.getDimSize(rank - 2), n = type.getDimSize(rank - 1);
  Value c0 = indexConst(b, loc, 0), c1 = indexConst(b, loc, 1),
        cm = indexConst(b, loc, m), cn = indexConst(b, loc, n),
        cSteps = indexConst(b, loc, std::min(m, n));
  Value zeroF = createZero(b, loc, floatType);
  Value oneF =
      arith::ConstantOp::create(b, loc, FloatAttr::get(floatType, 1.0));
  Value smallest = arith::ConstantOp::create(
      b, loc,
      FloatAttr::get(floatType, APFloat::getSmallestNormalized(
                                    floatType.getFloatSemantics())));
  Value zeroI = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
  Value ipivInit = createFilled(b, loc, ipivType, zeroI);
  Value infoInit = createFilled(b, loc, infoType, zeroI);
  return buildBatchLoops(
      b, loc, type, ValueRange{a, ipivInit, infoInit},
      [&](OpBuilder &b0, Location l0, ValueRange batch,
          ValueRange carried) -> SmallVector<Value> {
        auto at = [&](Value i, Value j) {
          return matrixIndex(batch, i, j, false);
        };
        auto read = [&](OpBuilder &bb, Location ll, Value t, Value i,
                        Value j) -> Value {
          return tensor::ExtractOp::create(bb, ll, t, at(i, j));
        };
        SmallVector<Value> steps = buildFor(
            b0, l0, c0, cSteps, carried,
            [&](OpBuilder &b1, Location l1, Value k,
                ValueRange state) -> SmallVector<Value> {
              Value lu = state[0], ipiv = state[1];
              Value info = tensor::ExtractOp::create(b1, l1, state[2], batch);
              // The pivot row: the first of largest magnitude in column k.
              Value absK = math::AbsFOp::create(b1, l1, read(b1, l1, lu, k, k));
              Value kNext = arith::AddIOp::create(b1, l1, k, c1);
              SmallVector<Value> best = buildFor(
                  b1, l1, kNext, cm, ValueRange{k, absK},
                  [&](OpBuilder &b2, Location l2, Value i,
                      ValueRange cur) -> SmallVector<Value> {
                    Value v =
                        math::AbsFOp::create(b2, l2, read(b2, l2, lu, i, k));
                    Value larger = arith::CmpFOp::create(
                        b2, l2, arith::CmpFPredicate::OGT, v, cur[1]);
                    return {arith::SelectOp::create(b2, l2, larger, i, cur[0]),
                            arith::SelectOp::create(b2, l2, larger, v, cur[1])};
                  });
              Value p = best[0];
              SmallVector<Value> pivIndex(batch);
              pivIndex.push_back(k);
              ipiv = tensor::InsertOp::create(
                  b1, l1,
                  arith::IndexCastOp::create(
                      b1, l1, b1.getI32Type(),
                      arith::AddIOp::create(b1, l1, p, c1)),
                  ipiv, pivIndex);
              Value pivot = read(b1, l1, lu, p, k);
              Value nonzero = arith::CmpFOp::create(
                  b1, l1, arith::CmpFPredicate::UNE, pivot, zeroF);
              info = recordInfo(
                  b1, l1, info,
                  arith::XOrIOp::create(
                      b1, l1, nonzero,
                      arith::ConstantIntOp::create(b1, l1, b1.getI1Type(), 1)),
                  k);
              auto swapped = scf::IfOp::create(
                  b1, l1, nonzero,
                  [&](OpBuilder &b2, Location l2) {
                    // Swap rows k and p, then scale the column below k.
                    Value cur = buildFor(
                        b2, l2, c0, cn, lu,
                        [&](OpBuilder &b3, Location l3, Value j,
                            Value t) -> Value {
                          Value vk = read(b3, l3, t, k, j);
                          Value vp = read(b3, l3, t, p, j);
                          t = tensor::InsertOp::create(b3, l3, vp, t, at(k, j));
                          return tensor::InsertOp::create(b3, l3, vk, t,
                                                          at(p, j));
                        });
                    Value useReciprocal = arith::CmpFOp::create(
                        b2, l2, arith::CmpFPredicate::OGE,
                        math::AbsFOp::create(b2, l2, pivot), smallest);
                    Value reciprocal =
                        arith::DivFOp::create(b2, l2, oneF, pivot);
                    cur = buildFor(
                        b2, l2, kNext, cm, cur,
                        [&](OpBuilder &b3, Location l3, Value i,
                            Value t) -> Value {
                          Value v = read(b3, l3, t, i, k);
                          Value scaled = arith::SelectOp::create(
                              b3, l3, useReciprocal,
                              arith::MulFOp::create(b3, l3, v, reciprocal),
                              arith::DivFOp::create(b3, l3, v, pivot));
                          return tensor::InsertOp::create(b3, l3, scaled, t,
                                                          at(i, k));
                        });
                    scf::YieldOp::create(b2, l2, cur);
                  },
                  [&](OpBuilder &b2, Location l2) {
                    scf::YieldOp::create(b2, l2, lu);
                  });
              lu = swapped.getResult(0);
              // a[i][j] -= a[i][k] * a[k][j] below and right of (k, k).
              lu = buildFor(
                  b1, l1, kNext, cm, lu,
                  [&](OpBuilder &b2, Location l2, Value i, Value t) -> Value {
                    Value lik = read(b2, l2, t, i, k);
                    return buildFor(
                        b2, l2, kNext, cn, t,
                        [&](OpBuilder &b3, Location l3, Value j,
                            Value t2) -> Value {
                          Value v = arith::SubFOp::create(
                              b3, l3, read(b3, l3, t2, i, j),
                              arith::MulFOp::create(b3, l3, lik,
                                                    read(b3, l3, t2, k, j)));
                          return tensor::InsertOp::create(b3, l3, v, t2,
                                                          at(i, j));
                        });
                  });
              Value infos =
                  tensor::InsertOp::create(b1, l1, info, state[2], batch);
              return {lu, ipiv, infos};
            });
        return steps;
      });
}

/// stablehlo.custom_call @lapack_{s,d}{potrf,trsm,getrf}_ffi: what JAX's
/// cholesky, triangular solves, LU (solve, inv, det) lower to on the CPU.
/// The operand layouts are column-major, which is physical only: the
/// factorization is of the logical matrix either way.
struct LapackCallConverter : Base<hlo::CustomCallOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(hlo::CustomCallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    StringRef kernel = getLapackKernel(op.getCallTargetName());
    if (kernel.empty())
      return failure();
    if (failed(checkTypes(op, rewriter)))
      return failure();
    Location loc = op.getLoc();
    ValueRange operands = adaptor.getOperands();
    auto fail = [&](const Twine &why) {
      return this->fail(rewriter, op, op.getCallTargetName() + ": " + why);
    };
    auto expectResults = [&](ArrayRef<Type> types) -> LogicalResult {
      if (TypeRange(op.getResultTypes()) == TypeRange(types))
        return success();
      std::string got, want;
      llvm::raw_string_ostream gs(got), ws(want);
      llvm::interleaveComma(op.getResultTypes(), gs);
      llvm::interleaveComma(types, ws);
      return fail("results are (" + got + "); expected (" + want + ")");
    };
    std::size_t arity = kernel == "trsm" || kernel == "orgqr" ? 2 : 1;
    if (operands.size() != arity)
      return fail("takes " + Twine(operands.size()) + " operands; expected " +
                  Twine(arity));
    auto aType = cast<RankedTensorType>(operands[0].getType());
    if (kernel == "pivots_to_permutation") {
      auto resultType =
          op->getNumResults() == 1
              ? dyn_cast<RankedTensorType>(op->getResultTypes()[0])
              : RankedTensorType();
      if (aType.getRank() < 1 || !aType.getElementType().isInteger(32) ||
          !resultType || resultType.getRank() != aType.getRank() ||
          resultType.getElementType() != aType.getElementType() ||
          resultType.getShape().drop_back() != aType.getShape().drop_back())
        return fail("expected i32 pivots [..., k] -> one i32 permutation "
                    "[..., m] with the same batch dims");
      rewriter.replaceOp(
          op, buildPivotsToPermutation(rewriter, loc, operands[0], resultType));
      return success();
    }
    int64_t rank = aType.getRank();
    if (rank < 2 || !isa<FloatType>(aType.getElementType()))
      return fail("operand 0 must be a float matrix (rank >= 2)");
    int64_t m = aType.getDimSize(rank - 2), n = aType.getDimSize(rank - 1);
    std::string why;
    if (kernel == "potrf") {
      FailureOr<bool> lower = getPotrfLower(op, why);
      if (failed(lower))
        return fail(why);
      if (m != n)
        return fail("matrix is " + Twine(m) + "x" + Twine(n) +
                    "; expected square");
      RankedTensorType infoType = batchI32Type(aType, {});
      if (failed(expectResults({aType, infoType})))
        return failure();
      rewriter.replaceOp(
          op, buildPotrf(rewriter, loc, operands[0], *lower, infoType));
      return success();
    }
    if (kernel == "getrf") {
      RankedTensorType ipivType = batchI32Type(aType, {std::min(m, n)});
      RankedTensorType infoType = batchI32Type(aType, {});
      if (failed(expectResults({aType, ipivType, infoType})))
        return failure();
      rewriter.replaceOp(
          op, buildGetrf(rewriter, loc, operands[0], ipivType, infoType));
      return success();
    }
    if (kernel == "geqrf") {
      auto tauType = batchType(aType, {std::min(m, n)});
      if (failed(expectResults({aType, tauType})))
        return failure();
      rewriter.replaceOp(op, buildGeqrf(rewriter, loc, operands[0], tauType));
      return success();
    }
    if (kernel == "orgqr") {
      auto tauType = dyn_cast<RankedTensorType>(operands[1].getType());
      if (!tauType || tauType.getRank() != rank - 1 ||
          tauType.getElementType() != aType.getElementType() ||
          tauType.getShape().drop_back() != aType.getShape().drop_back(2) ||
          tauType.getDimSize(rank - 2) > n || n > m)
        return fail("expected reflectors [..., m, n] (n <= m) and tau "
                    "[..., k] (k <= n) of one element type");
      if (failed(expectResults({aType})))
        return failure();
      rewriter.replaceOp(op,
                         buildOrgqr(rewriter, loc, operands[0], operands[1]));
      return success();
    }
    if (kernel == "syevd") {
      if (m != n)
        return fail("matrix is " + Twine(m) + "x" + Twine(n) +
                    "; expected square");
      FailureOr<bool> lower = getPotrfLower(op, why);
      if (failed(lower))
        return fail(why);
      auto wType = batchType(aType, {n});
      RankedTensorType infoType = batchI32Type(aType, {});
      if (failed(expectResults({aType, wType, infoType})))
        return failure();
      rewriter.replaceOp(
          op, buildSyevd(rewriter, loc, operands[0], *lower, wType, infoType));
      return success();
    }
    if (kernel == "gesdd" || kernel == "gesvdj") {
      // Results (a, s, u, vt | v, info); u and v(t) as wide as the call
      // asks (full or reduced), whatever the mode: a program that did not
      // ask for vectors ignores them.
      int64_t k = std::min(m, n);
      auto types = llvm::to_vector(op.getResultTypes());
      auto uType = types.size() == 5 ? dyn_cast<RankedTensorType>(types[2])
                                     : RankedTensorType();
      auto vType = types.size() == 5 ? dyn_cast<RankedTensorType>(types[3])
                                     : RankedTensorType();
      bool vTransposed = kernel == "gesdd";
      auto isMatrix = [&](RankedTensorType t, int64_t rows, int64_t cols,
                          bool rowsFixed) {
        if (!t || t.getRank() != rank ||
            t.getElementType() != aType.getElementType() ||
            t.getShape().drop_back(2) != aType.getShape().drop_back(2))
          return false;
        int64_t fixed =
            rowsFixed ? t.getDimSize(rank - 2) : t.getDimSize(rank - 1);
        int64_t free =
            rowsFixed ? t.getDimSize(rank - 1) : t.getDimSize(rank - 2);
        return fixed == (rowsFixed ? rows : cols) && free >= k &&
               free <= (rowsFixed ? rows : cols);
      };
      if (!isMatrix(uType, m, m, /*rowsFixed=*/true) ||
          !isMatrix(vType, n, n, /*rowsFixed=*/!vTransposed))
        return fail(
            "results must be (a, s [..., k], u [..., m, k..m], " +
            Twine(vTransposed ? "vt [..., k..n, n]" : "v [..., n, k..n]") +
            ", info) with k = min(m, n)");
      auto sType = batchType(aType, {k});
      RankedTensorType infoType = batchI32Type(aType, {});
      if (failed(expectResults({aType, sType, uType, vType, infoType})))
        return failure();
      rewriter.replaceOp(op, buildSvd(rewriter, loc, operands[0], sType, uType,
                                      vType, vTransposed, infoType));
      return success();
    }
    // trsm (a, b) -> x with op(a) x = b (side L) or x op(a) = b (side R).
    FailureOr<char> side = getLapackFlag(op, "side", "LR", why);
    if (failed(side))
      return fail(why);
    FailureOr<char> uplo = getLapackFlag(op, "uplo", "LU", why);
    if (failed(uplo))
      return fail(why);
    FailureOr<char> trans = getLapackFlag(op, "trans_x", "NTC", why);
    if (failed(trans))
      return fail(why);
    FailureOr<char> diag = getLapackFlag(op, "diag", "NU", why);
    if (failed(diag))
      return fail(why);
    auto bType = cast<RankedTensorType>(operands[1].getType());
    int64_t solved =
        bType.getRank() >= 2
            ? bType.getDimSize(bType.getRank() - (*side == 'L' ? 2 : 1))
            : -1;
    if (m != n || bType.getRank() != rank ||
        bType.getElementType() != aType.getElementType() || solved != m ||
        bType.getShape().drop_back(2) != aType.getShape().drop_back(2))
      return fail("a (" + Twine(m) + "x" + Twine(n) + ") and b (" +
                  llvm::formatv("{0}", bType).str() +
                  ") do not fit: a must be square, b of the same batch and "
                  "element type with " +
                  (*side == 'L' ? "rows" : "columns") + " = a's order");
    if (failed(expectResults({bType})))
      return failure();
    rewriter.replaceOp(op, buildTriangularSolve(rewriter, loc, operands[0],
                                                operands[1], *side == 'L',
                                                *uplo == 'L', *trans != 'N',
                                                *diag == 'U'));
    return success();
  }
};

} // namespace

bool isLapackCallTarget(StringRef target) {
  return !getLapackKernel(target).empty();
}

void populateLinearAlgebraToSCFPatterns(const TypeConverter &converter,
                                        FailureLog &log,
                                        RewritePatternSet &patterns) {
  patterns
      .add<CholeskyConverter, TriangularSolveConverter, LapackCallConverter>(
          converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
