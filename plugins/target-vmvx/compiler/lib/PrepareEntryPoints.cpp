//===- PrepareEntryPoints.cpp - vmvx workgroup calling convention -*- C++ -*-===//
//
// Implements strata-vmvx-prepare-entry-points.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/VMVX/Passes.h"
#include "strata/sdk/EntryPointABI.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace strata::vmvx {
#define GEN_PASS_DEF_VMVXPREPAREENTRYPOINTSPASS
#include "strata/Target/VMVX/Passes.h.inc"
} // namespace strata::vmvx

using namespace mlir;

namespace strata::vmvx {
namespace {

/// Gives a block argument of memref type with a dynamic layout the static
/// type all its incoming values are memref.cast from, so the VM (which reads
/// layouts statically) can index it. Returns false when they differ.
bool refineBlockArgument(BlockArgument arg) {
  auto type = dyn_cast<MemRefType>(arg.getType());
  if (!type || type.getLayout().isIdentity())
    return true;
  Block *block = arg.getOwner();
  MemRefType common;
  SmallVector<OpOperand *> incoming;
  for (Block *pred : block->getPredecessors()) {
    auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
    if (!branch)
      return false;
    for (unsigned i = 0; i < branch->getNumSuccessors(); ++i) {
      if (branch->getSuccessor(i) != block)
        continue;
      SuccessorOperands operands = branch.getSuccessorOperands(i);
      if (arg.getArgNumber() < operands.getProducedOperandCount())
        return false;
      OpOperand *operand = &operands.getMutableForwardedOperands()
                               [arg.getArgNumber() -
                                operands.getProducedOperandCount()];
      Value source = operand->get();
      while (auto cast = source.getDefiningOp<memref::CastOp>())
        source = cast.getSource();
      auto sourceType = dyn_cast<MemRefType>(source.getType());
      if (!sourceType || (common && sourceType != common))
        return false;
      int64_t offset;
      SmallVector<int64_t> strides;
      if (failed(sourceType.getStridesAndOffset(strides, offset)) ||
          ShapedType::isDynamic(offset) ||
          llvm::any_of(strides, ShapedType::isDynamic))
        return false;
      common = sourceType;
      incoming.push_back(operand);
    }
  }
  if (!common)
    return false;
  for (OpOperand *operand : incoming) {
    Value source = operand->get();
    while (auto cast = source.getDefiningOp<memref::CastOp>())
      source = cast.getSource();
    operand->set(source);
  }
  arg.setType(common);
  OpBuilder b = OpBuilder::atBlockBegin(block);
  auto cast = memref::CastOp::create(b, arg.getLoc(), type, arg);
  arg.replaceAllUsesExcept(cast, cast);
  return true;
}

class PrepareEntryPointsPass
    : public impl::VMVXPrepareEntryPointsPassBase<PrepareEntryPointsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    Builder b(&getContext());
    {
      // The VM has no ceil/floor division; min/max stay (the VM has them).
      RewritePatternSet patterns(&getContext());
      arith::populateCeilFloorDivExpandOpsPatterns(patterns);
      if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
        return signalPassFailure();
    }
    bool refined = true;
    getOperation().walk([&](Block *block) {
      if (block->isEntryBlock())
        return;
      for (BlockArgument arg : block->getArguments())
        refined &= refineBlockArgument(arg);
    });
    (void)refined; // What stays dynamic is reported by the VM conversion.
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal() || !func.isPublic())
        continue;
      // Push constants (dims, EntryPointABI.h) follow the bindings; they
      // arrive as i32 values.
      unsigned numPushConstants = getPushConstantCount(func);
      unsigned numBindings = func.getNumArguments() - numPushConstants;
      for (auto [i, t] : llvm::enumerate(func.getArgumentTypes())) {
        if (i < numBindings ? !isa<MemRefType>(t) : !t.isIndex()) {
          func.emitOpError("expected binding memrefs, then ")
              << numPushConstants << " index push constants as arguments, got "
              << t;
          return signalPassFailure();
        }
      }
      {
        Block &entry = func.getBody().front();
        OpBuilder atEntry = OpBuilder::atBlockBegin(&entry);
        for (unsigned i = numBindings; i < func.getNumArguments(); ++i) {
          BlockArgument arg = entry.getArgument(i);
          arg.setType(b.getI32Type());
          auto index = arith::IndexCastUIOp::create(
              atEntry, func.getLoc(), atEntry.getIndexType(), arg);
          arg.replaceAllUsesExcept(index, index);
        }
      }
      if (func.getNumResults() != 0) {
        func.emitOpError("expected no results after "
                         "buffer-results-to-out-params");
        return signalPassFailure();
      }
      Block &entry = func.getBody().front();
      SmallVector<Type> inputs(entry.getArgumentTypes());
      for (int i = 0; i < 3; ++i) {
        inputs.push_back(b.getI32Type());
        entry.addArgument(b.getI32Type(), func.getLoc());
      }
      func.setFunctionType(b.getFunctionType(inputs, {}));
      func->setAttr("strata.workgroup_count",
                    b.getDenseI64ArrayAttr({1, 1, 1}));
    }
  }
};

} // namespace
} // namespace strata::vmvx
