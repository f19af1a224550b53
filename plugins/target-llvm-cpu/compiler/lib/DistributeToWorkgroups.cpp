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
#include "strata/sdk/DynamicBindings.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

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

/// A constant upper bound of `size` (an affine.min or arith.minsi/minui
/// with a constant among its values), if it has one.
std::optional<int64_t> getConstantUpperBound(Value size) {
  if (std::optional<int64_t> c = getConstantIntValue(size))
    return c;
  std::optional<int64_t> bound;
  auto tighten = [&](int64_t v) { bound = bound ? std::min(*bound, v) : v; };
  if (auto min = size.getDefiningOp<affine::AffineMinOp>()) {
    for (AffineExpr e : min.getAffineMap().getResults())
      if (auto c = dyn_cast<AffineConstantExpr>(e))
        tighten(c.getValue());
  } else if (isa_and_nonnull<arith::MinSIOp, arith::MinUIOp>(
                 size.getDefiningOp())) {
    for (Value v : size.getDefiningOp()->getOperands())
      if (std::optional<int64_t> c = getConstantUpperBound(v))
        tighten(*c);
  }
  return bound;
}

/// Replaces a dynamically sized allocation whose sizes have constant upper
/// bounds by a static one of the bounds, viewed (row-major, offset 0) at the
/// dynamic sizes: same type, so its users are unchanged.
void boundDynamicAlloc(RewriterBase &rewriter, memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  if (!type.getLayout().isIdentity())
    return;
  SmallVector<int64_t> bounds;
  SmallVector<OpFoldResult> sizes;
  ValueRange dynamic = alloc.getDynamicSizes();
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d)) {
      bounds.push_back(type.getDimSize(d));
      sizes.push_back(rewriter.getIndexAttr(type.getDimSize(d)));
      continue;
    }
    Value size = dynamic[type.getDynamicDimIndex(d)];
    std::optional<int64_t> bound = getConstantUpperBound(size);
    if (!bound || *bound <= 0)
      return;
    bounds.push_back(*bound);
    sizes.push_back(size);
  }
  // The view's own row-major strides (not the static buffer's).
  Location loc = alloc.getLoc();
  rewriter.setInsertionPoint(alloc);
  SmallVector<OpFoldResult> strides = getRowMajorStrides(rewriter, loc, sizes);
  auto staticType = MemRefType::get(bounds, type.getElementType(), AffineMap(),
                                    type.getMemorySpace());
  auto buffer = memref::AllocOp::create(rewriter, loc, staticType, ValueRange{},
                                        ValueRange{}, alloc.getAlignmentAttr());
  // The whole static buffer, flattened, reinterpreted at the view's sizes.
  auto flat = memref::ReinterpretCastOp::create(
      rewriter, loc,
      MemRefType::get({}, type.getElementType(), AffineMap(),
                      type.getMemorySpace()),
      buffer, rewriter.getIndexAttr(0), ArrayRef<OpFoldResult>{},
      ArrayRef<OpFoldResult>{});
  auto view = memref::ReinterpretCastOp::create(
      rewriter, loc, type, flat, rewriter.getIndexAttr(0), sizes, strides);
  for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
    if (auto dealloc = dyn_cast<memref::DeallocOp>(user)) {
      rewriter.setInsertionPoint(dealloc);
      rewriter.replaceOpWithNewOp<memref::DeallocOp>(dealloc, buffer);
    }
  rewriter.replaceOp(alloc, view.getResult());
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
    // Dynamically shaped bindings become base pointers viewed through the
    // push constants; their dims fold to the push constants.
    if (failed(bindDynamicBuffers(func)))
      return signalPassFailure();
    unsigned numPushConstants = getPushConstantCount(func);
    unsigned firstPushConstant = func.getNumArguments() - numPushConstants;
    for (auto [i, t] : llvm::enumerate(func.getArgumentTypes())) {
      if (i >= firstPushConstant) {
        if (!t.isIndex()) {
          func.emitOpError("expected index push constants after the "
                           "bindings, got ")
              << t;
          return signalPassFailure();
        }
        continue;
      }
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
    // With dynamic dims: the count per dimension over the push constants.
    AffineExpr countExprs[3] = {getAffineConstantExpr(1, ctx),
                                getAffineConstantExpr(1, ctx),
                                getAffineConstantExpr(1, ctx)};
    bool dynamicCount = false;
    IRRewriter rewriter(ctx);
    if (!workgroupLoops.empty()) {
      scf::ForallOp forall = workgroupLoops.front();
      SmallVector<int64_t> dims = *getWorkgroupMapping(forall);
      SmallVector<OpFoldResult> lbs = forall.getMixedLowerBound();
      SmallVector<OpFoldResult> ubs = forall.getMixedUpperBound();
      SmallVector<OpFoldResult> steps = forall.getMixedStep();
      rewriter.setInsertionPoint(forall);
      SmallVector<Value> ivs;
      bool seen[3] = {false, false, false};
      for (auto [i, dim] : llvm::enumerate(dims)) {
        if (seen[dim]) {
          forall.emitOpError("workgroup dimension mapped twice");
          return signalPassFailure();
        }
        seen[dim] = true;
        std::optional<int64_t> lb = getConstantIntValue(lbs[i]);
        std::optional<int64_t> ub = getConstantIntValue(ubs[i]);
        std::optional<int64_t> step = getConstantIntValue(steps[i]);
        if (!lb || !step || *step <= 0) {
          forall.emitOpError("workgroup loop needs a constant lower bound "
                             "and a positive constant step");
          return signalPassFailure();
        }
        if (ub) {
          if (*ub <= *lb) {
            forall.emitOpError("workgroup loop has an empty or invalid range");
            return signalPassFailure();
          }
          counts[dim] = (*ub - *lb + *step - 1) / *step;
          countExprs[dim] = getAffineConstantExpr(counts[dim], ctx);
        } else {
          FailureOr<AffineExpr> bound = getPushConstantExpr(
              cast<Value>(ubs[i]), firstPushConstant, numPushConstants);
          if (failed(bound)) {
            forall.emitOpError("workgroup loop bound is not an affine "
                               "function of the entry's push constants");
            return signalPassFailure();
          }
          countExprs[dim] = (*bound - *lb).ceilDiv(*step);
          dynamicCount = true;
        }
        Value iv = ids[dim];
        if (*step != 1)
          iv = arith::MulIOp::create(
              rewriter, loc, iv,
              arith::ConstantIndexOp::create(rewriter, loc, *step));
        if (*lb != 0)
          iv = arith::AddIOp::create(
              rewriter, loc, iv,
              arith::ConstantIndexOp::create(rewriter, loc, *lb));
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
    if (dynamicCount)
      func->setAttr(kWorkgroupCountMapAttr,
                    AffineMapAttr::get(
                        AffineMap::get(0, numPushConstants, countExprs, ctx)));
    else
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

    // A dynamically sized buffer of a partial tile (its size an affine.min
    // with the tile size): the full tile's static buffer, viewed at the
    // tile's size.
    SmallVector<memref::AllocOp> bounded;
    func.walk([&](memref::AllocOp alloc) {
      if (!alloc.getDynamicSizes().empty() && alloc.getSymbolOperands().empty())
        bounded.push_back(alloc);
    });
    for (memref::AllocOp alloc : bounded)
      boundDynamicAlloc(rewriter, alloc);

    // Hoist static allocations; stack while they fit, heap otherwise.
    SmallVector<memref::AllocOp> allocs;
    // What is still dynamically sized (a dispatch not split over its
    // dynamic dims, e.g. a reduction along one) stays a heap allocation
    // where it is, freed by its dealloc.
    func.walk([&](memref::AllocOp alloc) {
      if (alloc.getType().hasStaticShape() && alloc.getDynamicSizes().empty())
        allocs.push_back(alloc);
    });
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
