//===- ZeroSizedTensors.cpp - fold tensors with no elements ------*- C++ -*-===//
//
// StableHLO allows dimensions of size 0 (jnp.zeros((0, 4)), x[:, 4:4], a
// concatenation with an empty operand). Nothing can be computed on no
// elements, and the linalg/tensor ops refuse some of these forms (an
// extract_slice at offset 4 of a dim of 4), so before the lowering:
//
// - an effect-free op whose results all have no elements becomes empty
//   constants (dense<> : tensor<3x0xf32>);
// - an op with an empty operand and a non-empty result becomes what it
//   computes on no elements: concatenate drops empty operands, reduce is its
//   init values, dot_general over an empty contraction is zeros, pad of an
//   empty operand is the padding value, dynamic_update_slice of an empty
//   update and scatter of no update elements are their operand.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

bool isEmpty(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.hasStaticShape() && tensor.getNumElements() == 0;
}

bool isEmpty(Value value) { return isEmpty(value.getType()); }

Value emptyConstant(PatternRewriter &rw, Location loc, Type type) {
  auto tensor = cast<RankedTensorType>(type);
  return hlo::ConstantOp::create(
      rw, loc, tensor, DenseElementsAttr::get(tensor, ArrayRef<Attribute>{}));
}

/// `scalar` (a 0-d tensor) broadcast to `type`.
Value broadcastScalar(PatternRewriter &rw, Location loc, Value scalar,
                      Type type) {
  return hlo::BroadcastInDimOp::create(rw, loc, type, scalar,
                                       ArrayRef<int64_t>{});
}

/// Any effect-free stablehlo/chlo op whose results all have no elements.
struct FoldEmptyResults : RewritePattern {
  FoldEmptyResults(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    StringRef dialect = op->getName().getDialectNamespace();
    if ((dialect != "stablehlo" && dialect != "chlo") ||
        isa<hlo::ConstantOp>(op) || op->getNumResults() == 0 ||
        !llvm::all_of(op->getResultTypes(),
                      [](Type t) { return isEmpty(t); }) ||
        !isMemoryEffectFree(op))
      return failure();
    SmallVector<Value> constants;
    for (Type type : op->getResultTypes())
      constants.push_back(emptyConstant(rw, op->getLoc(), type));
    rw.replaceOp(op, constants);
    return success();
  }
};

struct DropEmptyConcatOperands : OpRewritePattern<hlo::ConcatenateOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::ConcatenateOp op,
                                PatternRewriter &rw) const override {
    if (isEmpty(op.getResult()))
      return failure();
    SmallVector<Value> kept;
    for (Value input : op.getInputs())
      if (!isEmpty(input))
        kept.push_back(input);
    if (kept.size() == op.getInputs().size())
      return failure();
    if (kept.size() == 1)
      rw.replaceOp(op, kept.front());
    else
      rw.replaceOpWithNewOp<hlo::ConcatenateOp>(op, op.getType(), kept,
                                                op.getDimensionAttr());
    return success();
  }
};

/// Reducing no elements gives the init values.
struct ReduceOfEmpty : OpRewritePattern<hlo::ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::ReduceOp op,
                                PatternRewriter &rw) const override {
    if (!llvm::any_of(op.getInputs(), [](Value v) { return isEmpty(v); }))
      return failure();
    SmallVector<Value> results;
    for (auto [init, result] : llvm::zip(op.getInitValues(), op.getResults()))
      results.push_back(
          broadcastScalar(rw, op.getLoc(), init, result.getType()));
    rw.replaceOp(op, results);
    return success();
  }
};

/// A sum over an empty contraction is zero.
struct DotOverEmpty : OpRewritePattern<hlo::DotGeneralOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DotGeneralOp op,
                                PatternRewriter &rw) const override {
    auto type = op.getType();
    if (isEmpty(type) || !isEmpty(op.getLhs()) ||
        !type.hasStaticShape() ||
        !isa<IntegerType, FloatType>(type.getElementType()))
      return failure();
    rw.replaceOpWithNewOp<hlo::ConstantOp>(
        op, type, cast<DenseElementsAttr>(rw.getZeroAttr(type)));
    return success();
  }
};

/// Padding no elements leaves only padding.
struct PadOfEmpty : OpRewritePattern<hlo::PadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::PadOp op,
                                PatternRewriter &rw) const override {
    if (!isEmpty(op.getOperand()) || isEmpty(op.getType()) ||
        !op.getType().hasStaticShape())
      return failure();
    rw.replaceOp(op, broadcastScalar(rw, op.getLoc(), op.getPaddingValue(),
                                     op.getType()));
    return success();
  }
};

struct UpdateWithEmpty : OpRewritePattern<hlo::DynamicUpdateSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::DynamicUpdateSliceOp op,
                                PatternRewriter &rw) const override {
    if (!isEmpty(op.getUpdate()))
      return failure();
    rw.replaceOp(op, op.getOperand());
    return success();
  }
};

struct ScatterOfNothing : OpRewritePattern<hlo::ScatterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::ScatterOp op,
                                PatternRewriter &rw) const override {
    // No update elements: nothing is written. Empty indices alone are not
    // enough: tensor<0xi32> with index_vector_dim 0 is one index with no
    // components, whose update window is the whole operand (jax.lax.linalg.lu
    // writes its result so; treating it as no update left the input as is).
    if (!llvm::all_of(op.getUpdates(), [](Value v) { return isEmpty(v); }))
      return failure();
    rw.replaceOp(op, op.getInputs());
    return success();
  }
};

} // namespace

/// A while's state without elements is the empty constant wherever it is
/// read (in its regions and after it); a while whose results are then all
/// unused and whose regions have no effects goes. (Kept, such a loop
/// carried only its counter buffer inside one dispatch, which llvm-cpu and
/// vulkan-spirv failed to lower; found by strata-fuzz-programs.)
struct EmptyWhileState : OpRewritePattern<hlo::WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(hlo::WhileOp op,
                                PatternRewriter &rw) const override {
    if (llvm::none_of(op->getResultTypes(), [](Type t) { return isEmpty(t); }))
      return failure();
    bool changed = false;
    for (auto [i, result] : llvm::enumerate(op->getResults())) {
      if (!isEmpty(result))
        continue;
      if (!result.use_empty()) {
        rw.setInsertionPointAfter(op);
        rw.replaceAllUsesWith(result,
                              emptyConstant(rw, op.getLoc(), result.getType()));
        changed = true;
      }
      for (Region *region : {&op.getCond(), &op.getBody()}) {
        BlockArgument arg = region->front().getArgument(i);
        if (arg.use_empty())
          continue;
        rw.setInsertionPointToStart(&region->front());
        rw.replaceAllUsesWith(arg,
                              emptyConstant(rw, op.getLoc(), arg.getType()));
        changed = true;
      }
    }
    if (op->use_empty() && isMemoryEffectFree(op)) {
      rw.eraseOp(op);
      return success();
    }
    return success(changed);
  }
};

void foldZeroSizedTensors(Operation *root) {
  MLIRContext *ctx = root->getContext();
  RewritePatternSet patterns(ctx);
  patterns.add<FoldEmptyResults, DropEmptyConcatOperands, ReduceOfEmpty,
               DotOverEmpty, PadOfEmpty, UpdateWithEmpty, ScatterOfNothing,
               EmptyWhileState>(
      ctx);
  // One walk, producers before consumers; no folding or dead-code removal
  // (unused ops are the lowering's business).
  walkAndApplyPatterns(root, std::move(patterns));
}

} // namespace strata::input_hlo
