//===- DispatchBufferization.h - Bufferize dispatches for the HAL -*- C++ -*-===//
//
// Part of the C++ tier of the plugin SDK (header-only, MLIR APIs only): the
// bufferization every target backend applies to a variant's dispatch
// functions on tensors, so that each ends up taking only its binding memrefs
// in the order the HAL binds them (inputs, then outputs).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_DISPATCHBUFFERIZATION_H
#define STRATA_SDK_DISPATCHBUFFERIZATION_H

#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/DenseSet.h"

namespace strata {

/// A dispatch function that returns one buffer as two results (a sort of
/// two equal operands, whose results bufferize to one allocation) gets a
/// copy of it for each repeat, so that every result becomes its own out
/// parameter: upstream's buffer-results-to-out-params hoists an allocation
/// into the first out parameter and then crashes on the repeat.
struct DistinctReturnedBuffersPass
    : mlir::PassWrapper<DistinctReturnedBuffersPass,
                        mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(DistinctReturnedBuffersPass)
  llvm::StringRef getArgument() const override {
    return "strata-distinct-returned-buffers";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    registry.insert<mlir::memref::MemRefDialect>();
  }
  void runOnOperation() override {
    getOperation().walk([](mlir::func::ReturnOp ret) {
      llvm::DenseSet<mlir::Value> seen;
      mlir::OpBuilder b(ret);
      for (mlir::OpOperand &operand : ret->getOpOperands()) {
        mlir::Value v = operand.get();
        auto type = mlir::dyn_cast<mlir::MemRefType>(v.getType());
        if (seen.insert(v).second || !type)
          continue;
        llvm::SmallVector<mlir::Value> sizes;
        for (int64_t d = 0; d < type.getRank(); ++d)
          if (type.isDynamicDim(d))
            sizes.push_back(b.create<mlir::memref::DimOp>(ret.getLoc(), v, d));
        auto copy = b.create<mlir::memref::AllocOp>(
            ret.getLoc(), mlir::MemRefType::get(type.getShape(),
                                                type.getElementType()),
            sizes);
        b.create<mlir::memref::CopyOp>(ret.getLoc(), v, copy);
        operand.set(copy);
      }
    });
  }
};

/// A dispatch function whose out parameter receives, as its only use, one
/// final copy of an allocation (a scatter or a loop updating a copy of its
/// input in place: bufferization cannot write into a result it does not
/// see yet) computes in the out parameter instead: the allocation would be
/// a temporary as large as the result, which a GPU kernel holds in
/// workgroup or private memory per invocation (a 37 KB i64 scatter was
/// refused by the Vulkan target; found by strata-fuzz-programs).
struct ForwardAllocsToOutParamsPass
    : mlir::PassWrapper<ForwardAllocsToOutParamsPass,
                        mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ForwardAllocsToOutParamsPass)
  llvm::StringRef getArgument() const override {
    return "strata-forward-allocs-to-out-params";
  }
  llvm::StringRef getDescription() const override {
    return "Compute in an out parameter instead of an allocation copied "
           "into it at the end";
  }
  /// (source, target) of a whole-buffer copy.
  static std::optional<std::pair<mlir::Value, mlir::Value>>
  copyOperands(mlir::Operation *op) {
    if (auto copy = llvm::dyn_cast<mlir::memref::CopyOp>(op))
      return std::make_pair(copy.getSource(), copy.getTarget());
    if (auto copy = llvm::dyn_cast<mlir::linalg::CopyOp>(op))
      if (copy.getInputs().size() == 1 && copy.getOutputs().size() == 1)
        return std::make_pair(copy.getInputs()[0], copy.getOutputs()[0]);
    return std::nullopt;
  }
  void runOnOperation() override {
    getOperation().walk([&](mlir::func::FuncOp func) {
      if (func.isExternal())
        return;
      mlir::Block &entry = func.getBody().front();
      for (mlir::BlockArgument out : entry.getArguments()) {
        if (!out.hasOneUse())
          continue;
        mlir::Operation *copy = *out.getUsers().begin();
        auto operands = copyOperands(copy);
        if (!operands || operands->second != out ||
            copy->getBlock() != &entry)
          continue;
        auto alloc = operands->first.getDefiningOp<mlir::memref::AllocOp>();
        if (!alloc || alloc->getBlock() != &entry ||
            alloc.getType() != out.getType())
          continue;
        // Every other use of the allocation comes before the copy.
        bool before = llvm::all_of(
            alloc->getUsers(), [&](mlir::Operation *user) {
              mlir::Operation *owner = entry.findAncestorOpInBlock(*user);
              return user == copy ||
                     (owner && owner->isBeforeInBlock(copy));
            });
        if (!before)
          continue;
        copy->erase();
        alloc.getResult().replaceAllUsesWith(out);
        alloc->erase();
      }
    });
  }
};

/// Elementwise arith/math ops on whole tensors (an `arith.select` between
/// two tensors on a scalar condition, which canonicalization makes of an
/// scf.if yielding constants) become linalg.generic, so that no backend sees
/// a select between memrefs; then empty-tensor elimination, one-shot
/// bufferization across function
/// boundaries with identity layouts (what the HAL's bindings are; allocations
/// returned from loops allowed, for scf.while/for bodies that yield new
/// tensors), a buffer returned twice copied, results turned into out-params
/// with their allocations hoisted,
/// then CSE before canonicalize (which removes self-copies), and an
/// allocation only copied into an out parameter at the end replaced by it.
inline void addDispatchBufferizationPasses(mlir::OpPassManager &pm) {
  pm.addPass(mlir::createConvertElementwiseToLinalgPass());
  pm.addPass(mlir::bufferization::createEmptyTensorEliminationPass());
  {
    mlir::bufferization::OneShotBufferizePassOptions options;
    options.bufferizeFunctionBoundaries = true;
    options.allowReturnAllocsFromLoops = true;
    options.functionBoundaryTypeConversion =
        mlir::bufferization::LayoutMapOption::IdentityLayoutMap;
    pm.addPass(mlir::bufferization::createOneShotBufferizePass(options));
  }
  pm.addPass(std::make_unique<DistinctReturnedBuffersPass>());
  {
    mlir::bufferization::BufferResultsToOutParamsPassOptions options;
    options.hoistStaticAllocs = true;
    // A dynamically shaped result (dims from push constants) is written
    // into its binding too, not into an allocation copied over.
    options.hoistDynamicAllocs = true;
    options.modifyPublicFunctions = true;
    pm.addPass(mlir::bufferization::createBufferResultsToOutParamsPass(options));
  }
  pm.addPass(mlir::createCSEPass());
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(std::make_unique<ForwardAllocsToOutParamsPass>());
}

} // namespace strata

#endif // STRATA_SDK_DISPATCHBUFFERIZATION_H
