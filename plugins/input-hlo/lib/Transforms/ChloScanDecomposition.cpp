//===- ChloScanDecomposition.cpp - chlo.scan -> stablehlo ----------------===//
//
// chlo.scan becomes StableHLO before the lowering to linalg, so everything
// it turns into is lowered by the patterns that already exist:
//
//  - an associative scan with one input whose body is a single add, multiply,
//    maximum, minimum, and or or of the slice and the carry, started at that
//    operation's identity, is a full-prefix stablehlo.reduce_window (what JAX
//    emits for cumulative reductions when lowering for CPUs; every position
//    is computed in parallel);
//  - any other scan is a stablehlo.while over the positions: each iteration
//    slices the inputs at the position (dynamic_slice + reshape), runs a copy
//    of the body, and writes the output slices into the stacked outputs
//    (dynamic_update_slice), threading the carries.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

/// The longest scan turned into a reduce_window (whose work grows with the
/// square of the length); longer ones loop.
constexpr int64_t kMaxWindowScanLength = 1024;

RankedTensorType withDimSize(RankedTensorType type, int64_t dim, int64_t size) {
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  return type.clone(shape);
}

Value scalarI64(OpBuilder &b, Location loc, int64_t value) {
  auto type = RankedTensorType::get({}, b.getI64Type());
  return hlo::ConstantOp::create(
      b, loc, type, DenseElementsAttr::get(type, b.getI64IntegerAttr(value)));
}

/// The splat value `init` is built from: a splat constant, or a scalar
/// constant broadcast.
Attribute splatValue(Value init) {
  if (auto bcast = init.getDefiningOp<hlo::BroadcastInDimOp>())
    init = bcast.getOperand();
  DenseElementsAttr attr;
  if (!matchPattern(init, m_Constant(&attr)) || !attr.isSplat())
    return {};
  return attr.getSplatValue<Attribute>();
}

/// Whether `value` is the identity of the binary operation `op`.
bool isIdentity(Operation *op, Attribute value) {
  if (auto f = dyn_cast<FloatAttr>(value)) {
    const APFloat &v = f.getValue();
    if (isa<hlo::AddOp>(op))
      return v.isZero();
    if (isa<hlo::MulOp>(op))
      return v.isExactlyValue(1.0);
    if (isa<hlo::MaxOp>(op))
      return v.isInfinity() && v.isNegative();
    if (isa<hlo::MinOp>(op))
      return v.isInfinity() && !v.isNegative();
    return false;
  }
  auto i = dyn_cast<IntegerAttr>(value);
  if (!i)
    return false;
  const APInt &v = i.getValue();
  bool isUnsigned = i.getType().isUnsignedInteger() || v.getBitWidth() == 1;
  if (isa<hlo::AddOp, hlo::OrOp>(op))
    return v.isZero();
  if (isa<hlo::MulOp>(op))
    return v.isOne();
  if (isa<hlo::AndOp>(op))
    return v.isAllOnes();
  if (isa<hlo::MaxOp>(op))
    return isUnsigned ? v.isMinValue() : v.isMinSignedValue();
  if (isa<hlo::MinOp>(op))
    return isUnsigned ? v.isMaxValue() : v.isMaxSignedValue();
  return false;
}

/// The reduce_window form, where it applies (see the file comment).
LogicalResult rewriteAsWindow(chlo::ScanOp op, PatternRewriter &rewriter) {
  if (!op.getIsAssociative().value_or(false) || op.getInputs().size() != 1 ||
      op.getInits().size() != 1 || op.getResults().size() != 2)
    return failure();
  Block &body = op.getBody().front();
  if (body.getOperations().size() != 2)
    return failure();
  Operation *combine = &body.front();
  if (!isa<hlo::AddOp, hlo::MulOp, hlo::MaxOp, hlo::MinOp, hlo::AndOp,
           hlo::OrOp>(combine))
    return failure();
  Value slice = body.getArgument(0), carry = body.getArgument(1);
  Value lhs = combine->getOperand(0), rhs = combine->getOperand(1);
  if (!((lhs == slice && rhs == carry) || (lhs == carry && rhs == slice)))
    return failure();
  Operation *ret = body.getTerminator();
  if (ret->getOperand(0) != combine->getResult(0) ||
      ret->getOperand(1) != combine->getResult(0))
    return failure();
  Attribute identity = splatValue(op.getInits()[0]);
  if (!identity || !isIdentity(combine, identity))
    return failure();

  Location loc = op.getLoc();
  int64_t dim = op.getDimension();
  auto type = cast<RankedTensorType>(op.getInputs()[0].getType());
  int64_t length = type.getDimSize(dim);
  if (length > kMaxWindowScanLength || op.getResult(0).getType() != Type(type))
    return failure();
  bool reverse = op.getIsReverse().value_or(false);
  int64_t rank = type.getRank();
  SmallVector<int64_t> window(rank, 1), padding(2 * rank, 0);
  window[dim] = length;
  padding[2 * dim + (reverse ? 1 : 0)] = length - 1;
  auto scalarType = RankedTensorType::get({}, type.getElementType());
  Value init = hlo::ConstantOp::create(
      rewriter, loc, scalarType,
      DenseElementsAttr::get(scalarType, ArrayRef<Attribute>{identity}));
  auto paddingType = RankedTensorType::get({rank, 2}, rewriter.getI64Type());
  auto windowOp = hlo::ReduceWindowOp::create(
      rewriter, loc, TypeRange{type}, ValueRange{op.getInputs()[0]},
      ValueRange{init}, rewriter.getDenseI64ArrayAttr(window),
      /*window_strides=*/nullptr, /*base_dilations=*/nullptr,
      /*window_dilations=*/nullptr,
      DenseIntElementsAttr::get(paddingType, padding));
  {
    OpBuilder::InsertionGuard guard(rewriter);
    Block *block = rewriter.createBlock(&windowOp.getBody(), {},
                                        {scalarType, scalarType}, {loc, loc});
    Operation *scalarCombine = rewriter.create(
        loc, combine->getName().getIdentifier(), block->getArguments(),
        TypeRange{scalarType}, combine->getAttrs());
    hlo::ReturnOp::create(rewriter, loc, scalarCombine->getResults());
  }
  // The final carry is the prefix at the scan's last position.
  SmallVector<int64_t> start(rank, 0), limit(type.getShape()), strides(rank, 1);
  start[dim] = reverse ? 0 : length - 1;
  limit[dim] = start[dim] + 1;
  Value last = hlo::SliceOp::create(rewriter, loc, withDimSize(type, dim, 1),
                                    windowOp.getResult(0),
                                    rewriter.getDenseI64ArrayAttr(start),
                                    rewriter.getDenseI64ArrayAttr(limit),
                                    rewriter.getDenseI64ArrayAttr(strides));
  Value carryOut =
      hlo::ReshapeOp::create(rewriter, loc, op.getResult(1).getType(), last);
  rewriter.replaceOp(op, {windowOp.getResult(0), carryOut});
  return success();
}

/// The stablehlo.while form (see the file comment).
LogicalResult rewriteAsLoop(chlo::ScanOp op, PatternRewriter &rewriter) {
  Location loc = op.getLoc();
  int64_t dim = op.getDimension();
  int64_t length =
      cast<RankedTensorType>(op.getInputs()[0].getType()).getDimSize(dim);
  bool reverse = op.getIsReverse().value_or(false);

  SmallVector<Value> operands{scalarI64(rewriter, loc, 0)};
  for (Value output : op.getOutputs()) {
    auto type = cast<RankedTensorType>(output.getType());
    auto scalarType = RankedTensorType::get({}, type.getElementType());
    auto zero =
        dyn_cast_or_null<DenseElementsAttr>(rewriter.getZeroAttr(scalarType));
    if (!zero)
      return rewriter.notifyMatchFailure(op, "unsupported output type");
    Value scalar = hlo::ConstantOp::create(rewriter, loc, scalarType, zero);
    operands.push_back(hlo::BroadcastInDimOp::create(
        rewriter, loc, type, scalar, rewriter.getDenseI64ArrayAttr({})));
  }
  llvm::append_range(operands, op.getInits());
  SmallVector<Type> types = llvm::to_vector(ValueRange(operands).getTypes());
  SmallVector<Location> locs(operands.size(), loc);
  auto loop = hlo::WhileOp::create(rewriter, loc, types, operands);

  OpBuilder::InsertionGuard guard(rewriter);
  Block *cond = rewriter.createBlock(&loop.getCond(), {}, types, locs);
  auto predType = RankedTensorType::get({}, rewriter.getI1Type());
  Value more = hlo::CompareOp::create(
      rewriter, loc, predType, cond->getArgument(0),
      scalarI64(rewriter, loc, length),
      hlo::ComparisonDirectionAttr::get(rewriter.getContext(),
                                        hlo::ComparisonDirection::LT),
      hlo::ComparisonTypeAttr::get(rewriter.getContext(),
                                   hlo::ComparisonType::SIGNED));
  hlo::ReturnOp::create(rewriter, loc, more);

  Block *body = rewriter.createBlock(&loop.getBody(), {}, types, locs);
  Value step = body->getArgument(0);
  auto indexType = cast<RankedTensorType>(step.getType());
  Value position = step;
  if (reverse)
    position = hlo::SubtractOp::create(
        rewriter, loc, indexType, scalarI64(rewriter, loc, length - 1), step);
  Value zero = scalarI64(rewriter, loc, 0);
  auto startsFor = [&](RankedTensorType type) {
    SmallVector<Value> starts(type.getRank(), zero);
    starts[dim] = position;
    return starts;
  };

  Block &scanBody = op.getBody().front();
  IRMapping mapping;
  for (auto [input, arg] : llvm::zip(op.getInputs(), scanBody.getArguments())) {
    auto type = cast<RankedTensorType>(input.getType());
    SmallVector<int64_t> sizes(type.getShape());
    sizes[dim] = 1;
    Value slice = hlo::DynamicSliceOp::create(
        rewriter, loc, withDimSize(type, dim, 1), input, startsFor(type),
        rewriter.getDenseI64ArrayAttr(sizes));
    mapping.map(arg,
                hlo::ReshapeOp::create(rewriter, loc, arg.getType(), slice));
  }
  size_t numOutputs = op.getOutputs().size();
  for (auto [j, arg] : llvm::enumerate(
           scanBody.getArguments().drop_front(op.getInputs().size())))
    mapping.map(arg, body->getArgument(1 + numOutputs + j));
  for (Operation &inner : scanBody.without_terminator())
    rewriter.clone(inner, mapping);
  Operation *ret = scanBody.getTerminator();

  SmallVector<Value> next{hlo::AddOp::create(rewriter, loc, indexType, step,
                                             scalarI64(rewriter, loc, 1))};
  for (size_t j = 0; j < numOutputs; ++j) {
    auto type = cast<RankedTensorType>(op.getOutputs()[j].getType());
    Value slice =
        hlo::ReshapeOp::create(rewriter, loc, withDimSize(type, dim, 1),
                               mapping.lookup(ret->getOperand(j)));
    next.push_back(hlo::DynamicUpdateSliceOp::create(
        rewriter, loc, type, body->getArgument(1 + j), slice, startsFor(type)));
  }
  for (Value carry : ret->getOperands().drop_front(numOutputs))
    next.push_back(mapping.lookupOrDefault(carry));
  hlo::ReturnOp::create(rewriter, loc, next);

  rewriter.replaceOp(op, loop.getResults().drop_front());
  return success();
}

struct ScanDecomposition : OpRewritePattern<chlo::ScanOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(chlo::ScanOp op,
                                PatternRewriter &rewriter) const override {
    for (Type type : op->getOperandTypes())
      if (!cast<RankedTensorType>(type).hasStaticShape())
        return rewriter.notifyMatchFailure(op, "dynamically shaped scan");
    if (succeeded(rewriteAsWindow(op, rewriter)))
      return success();
    return rewriteAsLoop(op, rewriter);
  }
};

} // namespace

void populateChloScanDecompositionPatterns(RewritePatternSet &patterns) {
  patterns.add<ScanDecomposition>(patterns.getContext());
}

} // namespace strata::input_hlo
