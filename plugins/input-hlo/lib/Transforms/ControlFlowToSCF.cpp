//===- ControlFlowToSCF.cpp - while/case/if -> scf ---------------*- C++
//-*-===//
//
// stablehlo.while -> scf.while, stablehlo.case -> a chain of scf.if (the last
// branch takes every other index, out-of-range ones included, as the spec
// says; a one-branch case is an scf.index_switch with only its default),
// stablehlo.if -> scf.if. The regions move over with their block arguments
// converted; their stablehlo.return becomes scf.condition / scf.yield on
// the converted operands, and their ops are lowered by the same conversion.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

/// Moves the regions of `from` into the (pre-built, emptied) `to` region and
/// converts their block argument types; their stablehlo.return stays until
/// ReturnConverter replaces it with operands the conversion has remapped,
/// so values of StableHLO-only types (ui32, ...) produced or captured in the
/// body meet the converted types at the terminator, not through a cast left
/// behind.
static LogicalResult moveRegion(ConversionPatternRewriter &rewriter,
                                const TypeConverter &converter, Region &from,
                                Region &to) {
  while (!to.empty())
    rewriter.eraseBlock(&to.front());
  rewriter.inlineRegionBefore(from, to, to.end());
  return rewriter.convertRegionTypes(&to, converter);
}

struct WhileConverter : HLOConversionPattern<hlo::WhileOp> {
  using HLOConversionPattern::HLOConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return fail(rewriter, op, "unsupported loop-carried types");
    auto loop = scf::WhileOp::create(rewriter, op.getLoc(), types,
                                     adaptor.getOperand(), nullptr, nullptr);
    if (failed(moveRegion(rewriter, *getTypeConverter(), op.getCond(),
                          loop.getBefore())) ||
        failed(moveRegion(rewriter, *getTypeConverter(), op.getBody(),
                          loop.getAfter())))
      return fail(rewriter, op, "unsupported loop-carried types");
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

struct CaseConverter : HLOConversionPattern<hlo::CaseOp> {
  using HLOConversionPattern::HLOConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::CaseOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return fail(rewriter, op, "unsupported result types");
    Location loc = op.getLoc();
    Value index = extractScalar(rewriter, loc, adaptor.getIndex());
    unsigned n = op.getBranches().size();
    if (n == 1) {
      auto sw = scf::IndexSwitchOp::create(
          rewriter, loc, types,
          arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                     index),
          ArrayRef<int64_t>(), 0);
      (void)moveRegion(rewriter, *getTypeConverter(), op.getBranches()[0],
                       sw.getDefaultRegion());
      rewriter.replaceOp(op, sw.getResults());
      return success();
    }
    // A chain of scf.if (index == 0, else index == 1, ...; the last branch
    // takes every other index, as the spec says): one-shot bufferization
    // analyses scf.if soundly, while two scf.index_switch ops writing one
    // hoisted empty tensor were bufferized into one buffer (the second
    // overwrote the first's live result on llvm-cpu).
    SmallVector<Value> results;
    for (unsigned i = 0; i + 1 < n; ++i) {
      Value equal = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, index,
          arith::ConstantOp::create(
              rewriter, loc, rewriter.getIntegerAttr(index.getType(), i)));
      auto branch = scf::IfOp::create(rewriter, loc, types, equal,
                                      /*withElseRegion=*/true);
      (void)moveRegion(rewriter, *getTypeConverter(), op.getBranches()[i],
                       branch.getThenRegion());
      if (i == 0)
        results.assign(branch.getResults().begin(), branch.getResults().end());
      else
        scf::YieldOp::create(rewriter, loc, branch.getResults());
      if (i + 2 == n) {
        (void)moveRegion(rewriter, *getTypeConverter(), op.getBranches()[n - 1],
                         branch.getElseRegion());
        break;
      }
      Region &elseRegion = branch.getElseRegion();
      while (!elseRegion.empty())
        rewriter.eraseBlock(&elseRegion.front());
      rewriter.createBlock(&elseRegion);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct IfConverter : HLOConversionPattern<hlo::IfOp> {
  using HLOConversionPattern::HLOConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return fail(rewriter, op, "unsupported result types");
    Value pred = extractScalar(rewriter, op.getLoc(), adaptor.getPred());
    auto ifOp = scf::IfOp::create(rewriter, op.getLoc(), types, pred,
                                  /*withElseRegion=*/true);
    (void)moveRegion(rewriter, *getTypeConverter(), op.getTrueBranch(),
                     ifOp.getThenRegion());
    (void)moveRegion(rewriter, *getTypeConverter(), op.getFalseBranch(),
                     ifOp.getElseRegion());
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

/// The stablehlo.return of a region moved into an scf op: scf.condition (a
/// while's condition: the predicate, then the iteration's values) or
/// scf.yield, with the converted operands.
struct ReturnConverter : HLOConversionPattern<hlo::ReturnOp> {
  using HLOConversionPattern::HLOConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    if (!isa<scf::WhileOp, scf::IfOp, scf::IndexSwitchOp>(parent))
      return failure();
    auto loop = dyn_cast<scf::WhileOp>(parent);
    if (loop && op->getParentRegion() == &loop.getBefore()) {
      Value pred =
          extractScalar(rewriter, op.getLoc(), adaptor.getResults()[0]);
      rewriter.replaceOpWithNewOp<scf::ConditionOp>(
          op, pred, loop.getBefore().front().getArguments());
      return success();
    }
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getResults());
    return success();
  }
};

} // namespace

void populateControlFlowToSCFPatterns(const TypeConverter &converter,
                                      FailureLog &log,
                                      RewritePatternSet &patterns) {
  patterns.add<WhileConverter, CaseConverter, IfConverter, ReturnConverter>(
      converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
