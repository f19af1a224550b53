//===- ControlFlowToSCF.cpp - while/case/if -> scf ---------------*- C++
//-*-===//
//
// stablehlo.while -> scf.while, stablehlo.case -> scf.index_switch (the last
// branch is the default, so out-of-range indices take it as the spec says),
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
    index = arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                       index);
    unsigned n = op.getBranches().size();
    SmallVector<int64_t> cases;
    for (unsigned i = 0; i + 1 < n; ++i)
      cases.push_back(i);
    auto sw = scf::IndexSwitchOp::create(rewriter, loc, types, index, cases,
                                         cases.size());
    for (unsigned i = 0; i + 1 < n; ++i)
      (void)moveRegion(rewriter, *getTypeConverter(), op.getBranches()[i],
                       sw.getCaseRegions()[i]);
    (void)moveRegion(rewriter, *getTypeConverter(), op.getBranches()[n - 1],
                     sw.getDefaultRegion());
    rewriter.replaceOp(op, sw.getResults());
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
