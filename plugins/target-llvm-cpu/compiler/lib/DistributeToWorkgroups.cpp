//===- DistributeToWorkgroups.cpp - scf.forall -> workgroup ids -*- C++ -*-===//
//
// Implements strata-llvm-cpu-distribute-to-workgroups: replaces the
// workgroup-mapped scf.forall of a bufferized dispatch by its body evaluated
// at three appended workgroup id arguments, records the workgroup count and
// prepares buffers for lowering without a runtime library.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/LLVMCPU/LLVMCPUTarget.h"
#include "strata/Target/LLVMCPU/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"

namespace strata::llvm_cpu {
#define GEN_PASS_DEF_LLVMCPUDISTRIBUTETOWORKGROUPSPASS
#include "strata/Target/LLVMCPU/Passes.h.inc"
} // namespace strata::llvm_cpu

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// Returns, per induction variable, the workgroup dimension (0 = x) the
/// forall is mapped to, or failure when it is not a workgroup forall.
FailureOr<SmallVector<int64_t>> getWorkgroupMapping(scf::ForallOp forall) {
  std::optional<ArrayAttr> mapping = forall.getMapping();
  if (!mapping || mapping->size() != forall.getRank() || mapping->empty())
    return failure();
  SmallVector<int64_t> dims;
  for (Attribute attr : *mapping) {
    auto block = dyn_cast<gpu::GPUBlockMappingAttr>(attr);
    if (!block)
      return failure();
    int64_t dim = static_cast<int64_t>(block.getBlock());
    if (dim > 2)
      return failure();
    dims.push_back(dim);
  }
  return dims;
}

class DistributeToWorkgroupsPass
    : public impl::LLVMCPUDistributeToWorkgroupsPassBase<
          DistributeToWorkgroupsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    MLIRContext *ctx = &getContext();
    if (!func.getBody().hasOneBlock()) {
      func.emitOpError("expected a single-block dispatch function after "
                       "bufferization");
      return signalPassFailure();
    }
    for (Type t : func.getArgumentTypes()) {
      auto memref = dyn_cast<MemRefType>(t);
      if (!memref || !memref.hasStaticShape() ||
          !memref.getLayout().isIdentity()) {
        func.emitOpError("expected only statically shaped identity-layout "
                         "memref arguments, got ")
            << t;
        return signalPassFailure();
      }
    }
    if (func.getNumResults() != 0) {
      func.emitOpError(
          "expected no results after buffer-results-to-out-params");
      return signalPassFailure();
    }

    Block &entry = func.getBody().front();
    Location loc = func.getLoc();
    unsigned first = func.getNumArguments();
    Type indexType = IndexType::get(ctx);
    for (unsigned i = 0; i < 3; ++i)
      if (failed(func.insertArgument(first + i, indexType, DictionaryAttr(),
                                     loc))) {
        func.emitOpError("cannot append workgroup id arguments");
        return signalPassFailure();
      }
    Value ids[3] = {entry.getArgument(first), entry.getArgument(first + 1),
                    entry.getArgument(first + 2)};

    SmallVector<scf::ForallOp> workgroupLoops, otherLoops;
    func.walk([&](scf::ForallOp forall) {
      if (forall->getBlock() == &entry &&
          succeeded(getWorkgroupMapping(forall)) && forall.getNumResults() == 0)
        workgroupLoops.push_back(forall);
      else
        otherLoops.push_back(forall);
    });
    if (workgroupLoops.size() > 1) {
      otherLoops.append(workgroupLoops.begin(), workgroupLoops.end());
      workgroupLoops.clear();
    }

    int64_t counts[3] = {1, 1, 1};
    IRRewriter rewriter(ctx);
    if (!workgroupLoops.empty()) {
      scf::ForallOp forall = workgroupLoops.front();
      SmallVector<int64_t> dims = *getWorkgroupMapping(forall);
      ArrayRef<int64_t> lbs = forall.getStaticLowerBound();
      ArrayRef<int64_t> ubs = forall.getStaticUpperBound();
      ArrayRef<int64_t> steps = forall.getStaticStep();
      auto isDyn = [](int64_t v) { return ShapedType::isDynamic(v); };
      if (llvm::any_of(lbs, isDyn) || llvm::any_of(ubs, isDyn) ||
          llvm::any_of(steps, isDyn)) {
        forall.emitOpError("workgroup loop must have static bounds");
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(forall);
      SmallVector<Value> ivs;
      bool seen[3] = {false, false, false};
      for (auto [i, dim] : llvm::enumerate(dims)) {
        if (seen[dim]) {
          forall.emitOpError("workgroup dimension mapped twice");
          return signalPassFailure();
        }
        seen[dim] = true;
        int64_t lb = lbs[i], ub = ubs[i], step = steps[i];
        if (step <= 0 || ub <= lb) {
          forall.emitOpError("workgroup loop has an empty or invalid range");
          return signalPassFailure();
        }
        counts[dim] = (ub - lb + step - 1) / step;
        Value iv = ids[dim];
        if (step != 1)
          iv = arith::MulIOp::create(
              rewriter, loc, iv,
              arith::ConstantIndexOp::create(rewriter, loc, step));
        if (lb != 0)
          iv = arith::AddIOp::create(
              rewriter, loc, iv,
              arith::ConstantIndexOp::create(rewriter, loc, lb));
        ivs.push_back(iv);
      }
      Block *body = forall.getBody();
      rewriter.eraseOp(body->getTerminator());
      rewriter.inlineBlockBefore(body, forall, ivs);
      rewriter.eraseOp(forall);
    }
    for (scf::ForallOp forall : otherLoops) {
      if (forall.getNumResults() != 0) {
        forall.emitOpError("unexpected scf.forall on tensors after "
                           "bufferization");
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(forall);
      if (failed(scf::forallToForLoop(rewriter, forall))) {
        forall.emitOpError("cannot convert to scf.for");
        return signalPassFailure();
      }
    }
    func->setAttr(
        kWorkgroupCountAttr,
        DenseI64ArrayAttr::get(ctx, {counts[0], counts[1], counts[2]}));

    // memref.copy -> linalg.copy (memref.copy of non-contiguous views would
    // call a runtime library function).
    SmallVector<memref::CopyOp> copies;
    func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }

    // Hoist static allocations; stack while they fit, heap otherwise.
    SmallVector<memref::AllocOp> allocs;
    bool dynamicAlloc = false;
    func.walk([&](memref::AllocOp alloc) {
      if (!alloc.getType().hasStaticShape() || !alloc.getDynamicSizes().empty())
        dynamicAlloc = true;
      allocs.push_back(alloc);
    });
    if (dynamicAlloc) {
      func.emitOpError("dynamically sized allocation in a dispatch; only "
                       "static shapes are supported");
      return signalPassFailure();
    }
    // A buffer lives within one iteration of the loops around it when it is
    // freed in its own block (the deallocation pipeline frees the others
    // conditionally, or later): only those can share one hoisted slot.
    // A buffer carried into the next iteration keeps its allocation.
    Operation *terminator = entry.getTerminator();
    auto freedInPlace = [&](memref::AllocOp alloc) {
      if (alloc->getBlock() == &entry)
        return true;
      return llvm::any_of(alloc->getUsers(), [&](Operation *user) {
        return isa<memref::DeallocOp>(user) &&
               user->getBlock() == alloc->getBlock();
      });
    };
    llvm::erase_if(allocs,
                   [&](memref::AllocOp alloc) { return !freedInPlace(alloc); });
    for (memref::AllocOp alloc : allocs)
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
    int64_t stackBytes = 0;
    for (memref::AllocOp alloc : allocs) {
      MemRefType type = alloc.getType();
      // index buffers (the deallocation pipeline's alias checks) are 64-bit.
      Type elem = type.getElementType();
      int64_t bits = elem.isIndex() ? 64 : elem.getIntOrFloatBitWidth();
      int64_t bytes = type.getNumElements() * ((bits + 7) / 8);
      rewriter.setInsertionPointToStart(&entry);
      IntegerAttr alignment = rewriter.getI64IntegerAttr(64);
      if (stackBytes + bytes <= maxStackBytes) {
        stackBytes += bytes;
        auto alloca =
            memref::AllocaOp::create(rewriter, alloc.getLoc(), type,
                                     ValueRange{}, ValueRange{}, alignment);
        rewriter.replaceOp(alloc, alloca.getResult());
      } else {
        auto heap =
            memref::AllocOp::create(rewriter, alloc.getLoc(), type,
                                    ValueRange{}, ValueRange{}, alignment);
        rewriter.replaceOp(alloc, heap.getResult());
        rewriter.setInsertionPoint(terminator);
        memref::DeallocOp::create(rewriter, alloc.getLoc(), heap.getResult());
      }
    }
  }
};

} // namespace
} // namespace strata::llvm_cpu
