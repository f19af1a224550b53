//===- ControlFlowToSCF.cpp - while/case/if -> scf ---------------*- C++ -*-===//
//
// stablehlo.while -> scf.while, stablehlo.case -> scf.index_switch (the last
// branch is the default, so out-of-range indices take it as the spec says),
// stablehlo.if -> scf.if. The regions move over; their stablehlo.return
// becomes scf.condition / scf.yield and their ops are lowered afterwards by
// the same conversion.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

namespace {

/// Moves the single block of `from` into the (possibly pre-built) `to`
/// region's block, replacing its arguments with `args`, and swaps the
/// trailing stablehlo.return for what `makeTerminator` builds.
static void moveRegion(ConversionPatternRewriter &rewriter, Region &from,
                       Region &to, ValueRange args,
                       function_ref<void(Location, ValueRange)> makeTerminator) {
  Block *dest;
  if (to.empty()) {
    dest = rewriter.createBlock(&to);
  } else {
    dest = &to.front();
    while (!dest->empty())
      rewriter.eraseOp(&dest->back());
  }
  Block &src = from.front();
  auto ret = cast<hlo::ReturnOp>(src.getTerminator());
  Location loc = ret.getLoc();
  rewriter.mergeBlocks(&src, dest, args);
  rewriter.setInsertionPoint(ret);
  makeTerminator(loc, ret.getResults());
  rewriter.eraseOp(ret);
}

struct WhileConverter : HLOConversionPattern<hlo::WhileOp> {
  using HLOConversionPattern::HLOConversionPattern;
  LogicalResult
  matchAndRewrite(hlo::WhileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), types)))
      return fail(rewriter, op, "unsupported loop-carried types");
    Location loc = op.getLoc();
    auto loop = scf::WhileOp::create(rewriter, loc, types,
                                     adaptor.getOperand(), nullptr, nullptr);
    Block &before = loop.getBefore().front();
    Block &after = loop.getAfter().front();
    SmallVector<Value> beforeArgs(before.getArguments());
    SmallVector<Value> afterArgs(after.getArguments());
    moveRegion(rewriter, op.getCond(), loop.getBefore(), beforeArgs,
               [&](Location l, ValueRange results) {
                 Value pred = extractScalar(rewriter, l, results[0]);
                 scf::ConditionOp::create(rewriter, l, pred, beforeArgs);
               });
    moveRegion(rewriter, op.getBody(), loop.getAfter(), afterArgs,
               [&](Location l, ValueRange results) {
                 scf::YieldOp::create(rewriter, l, results);
               });
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
    auto yield = [&](Location l, ValueRange results) {
      scf::YieldOp::create(rewriter, l, results);
    };
    for (unsigned i = 0; i + 1 < n; ++i)
      moveRegion(rewriter, op.getBranches()[i], sw.getCaseRegions()[i], {},
                 yield);
    moveRegion(rewriter, op.getBranches()[n - 1], sw.getDefaultRegion(), {},
               yield);
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
    Location loc = op.getLoc();
    Value pred = extractScalar(rewriter, loc, adaptor.getPred());
    auto ifOp = scf::IfOp::create(rewriter, loc, types, pred,
                                  /*withElseRegion=*/true);
    auto yield = [&](Location l, ValueRange results) {
      scf::YieldOp::create(rewriter, l, results);
    };
    moveRegion(rewriter, op.getTrueBranch(), ifOp.getThenRegion(), {}, yield);
    moveRegion(rewriter, op.getFalseBranch(), ifOp.getElseRegion(), {},
               yield);
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

} // namespace

void populateControlFlowToSCFPatterns(const TypeConverter &converter,
                                      FailureLog &log,
                                      RewritePatternSet &patterns) {
  patterns.add<WhileConverter, CaseConverter, IfConverter>(
      converter, patterns.getContext(), log);
}

} // namespace strata::input_hlo
