//===- NamedContraction.cpp - Generic contractions as linalg.contract ----===//

#include "NamedContraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// The op widening body argument `arg` into `v` the way linalg.contract's
/// default cast does (float or signed), null when `v` is `arg` itself, or
/// failure for anything else (unsigned widenings too: vectorizing a
/// linalg.contract sign-extends whatever its cast attribute says).
FailureOr<Operation *> signedWideningOf(Value v, Value arg) {
  if (v == arg)
    return static_cast<Operation *>(nullptr);
  Operation *def = v.getDefiningOp();
  if (def && def->getNumOperands() == 1 && def->getOperand(0) == arg &&
      isa<arith::ExtFOp, arith::ExtSIOp, arith::SIToFPOp>(def))
    return def;
  return failure();
}

/// `value` (a register tile of an operand) widened elementwise by a clone
/// of `widening`.
Value widenTile(RewriterBase &rewriter, Location loc, Value value,
                Operation *widening) {
  auto type = cast<RankedTensorType>(value.getType());
  Type wide = widening->getResult(0).getType();
  Value init = tensor::EmptyOp::create(rewriter, loc, type.getShape(), wide);
  AffineMap id = rewriter.getMultiDimIdentityMap(type.getRank());
  return linalg::GenericOp::create(
             rewriter, loc, init.getType(), value, init,
             ArrayRef<AffineMap>{id, id},
             SmallVector<utils::IteratorType>(type.getRank(),
                                              utils::IteratorType::parallel),
             [&](OpBuilder &b, Location l, ValueRange args) {
               IRMapping mapping;
               mapping.map(widening->getOperand(0), args[0]);
               linalg::YieldOp::create(
                   b, l, b.clone(*widening, mapping)->getResult(0));
             })
      .getResult(0);
}

} // namespace

FailureOr<linalg::LinalgOp> genericToContract(RewriterBase &rewriter,
                                              linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      !linalg::isaContractionOpInterface(op))
    return failure();
  Block &body = op.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *add = yield.getOperand(0).getDefiningOp();
  if (!add || !isa<arith::AddFOp, arith::AddIOp>(add))
    return failure();
  Value acc = body.getArgument(2);
  if (acc.getType().isInteger(1))
    return failure();
  Value product = add->getOperand(0) == acc   ? add->getOperand(1)
                  : add->getOperand(1) == acc ? add->getOperand(0)
                                              : Value();
  Operation *mul = product ? product.getDefiningOp() : nullptr;
  if (!mul || !isa<arith::MulFOp, arith::MulIOp>(mul) ||
      isa<arith::AddFOp>(add) != isa<arith::MulFOp>(mul))
    return failure();
  // The product's factors in either order (both commute).
  FailureOr<Operation *> lhsCast =
      signedWideningOf(mul->getOperand(0), body.getArgument(0));
  FailureOr<Operation *> rhsCast =
      signedWideningOf(mul->getOperand(1), body.getArgument(1));
  if (failed(lhsCast) || failed(rhsCast)) {
    lhsCast = signedWideningOf(mul->getOperand(1), body.getArgument(0));
    rhsCast = signedWideningOf(mul->getOperand(0), body.getArgument(1));
  }
  if (failed(lhsCast) || failed(rhsCast))
    return failure();
  // An operand left unwidened must already have the accumulator's type.
  Type accType = acc.getType();
  if ((!*lhsCast && body.getArgument(0).getType() != accType) ||
      (!*rhsCast && body.getArgument(1).getType() != accType))
    return failure();
  // vector.contract takes one element type for both operands: with mixed
  // ones (bf16 against f32), the narrow tile is widened on its own first.
  rewriter.setInsertionPoint(op);
  SmallVector<Value> inputs = op.getDpsInputs();
  if (body.getArgument(0).getType() != body.getArgument(1).getType()) {
    if (*lhsCast)
      inputs[0] = widenTile(rewriter, op.getLoc(), inputs[0], *lhsCast);
    if (*rhsCast)
      inputs[1] = widenTile(rewriter, op.getLoc(), inputs[1], *rhsCast);
  }
  auto contract = linalg::ContractOp::create(
      rewriter, op.getLoc(), op.getResultTypes(), inputs, op.getDpsInits(),
      op.getIndexingMaps());
  rewriter.replaceOp(op, contract->getResults());
  return cast<linalg::LinalgOp>(contract.getOperation());
}

linalg::GenericOp dropUnitLoops(RewriterBase &rewriter, linalg::GenericOp op) {
  linalg::ControlDropUnitDims options;
  options.rankReductionStrategy =
      linalg::ControlDropUnitDims::RankReductionStrategy::ExtractInsertSlice;
  rewriter.setInsertionPoint(op);
  FailureOr<linalg::DropUnitDimsResult> dropped =
      linalg::dropUnitDims(rewriter, op, options);
  if (failed(dropped))
    return op;
  rewriter.replaceOp(op, dropped->replacements);
  return cast<linalg::GenericOp>(dropped->resultOp.getOperation());
}

} // namespace strata::llvm_cpu
