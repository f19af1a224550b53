//===- MapToGPU.cpp - Bufferized dispatches to gpu.func kernels -*- C++ -*-===//
//
// Implements strata-vulkan-map-to-gpu: replaces the workgroup and invocation
// scf.foralls of a bufferized dispatch by gpu.block_id/gpu.thread_id, makes
// temporaries invocation-private and wraps the function into a gpu.module
// holding one gpu.func kernel with its SPIR-V entry point ABI.
//
//===----------------------------------------------------------------------===//

#include "CooperativeKernels.h"
#include "DistributeInvocations.h"
#include "strata/Target/Vulkan/Passes.h"
#include "strata/Target/Vulkan/VulkanTarget.h"
#include "strata/sdk/BufferStates.h"
#include "strata/sdk/DynamicBindings.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "llvm/ADT/BitVector.h"

namespace strata::vulkan {
#define GEN_PASS_DEF_VULKANMAPTOGPUPASS
#include "strata/Target/Vulkan/Passes.h.inc"
} // namespace strata::vulkan

using namespace mlir;

namespace strata::vulkan {
namespace {

enum class Level { Block, Thread };

/// Returns, per induction variable, the dimension (0 = x) the forall is
/// mapped to at `level`, or failure.
FailureOr<SmallVector<int64_t>> getMapping(scf::ForallOp forall, Level level) {
  std::optional<ArrayAttr> mapping = forall.getMapping();
  if (!mapping || mapping->size() != forall.getRank() || mapping->empty())
    return failure();
  SmallVector<int64_t> dims;
  for (Attribute attr : *mapping) {
    int64_t dim;
    if (auto block = dyn_cast<gpu::GPUBlockMappingAttr>(attr);
        block && level == Level::Block)
      dim = static_cast<int64_t>(block.getBlock());
    else if (auto thread = dyn_cast<gpu::GPUThreadMappingAttr>(attr);
             thread && level == Level::Thread)
      dim = static_cast<int64_t>(thread.getThread());
    else
      return failure();
    if (dim > 2 || llvm::is_contained(dims, dim))
      return failure();
    dims.push_back(dim);
  }
  return dims;
}

/// The push constants of a bufferized entry point: its trailing `index`
/// arguments (bindDynamicBuffers put them after the bindings).
struct PushConstants {
  unsigned first = 0, count = 0;
};

/// Trip counts of a forall mapped at `level`, as affine expressions of the
/// push constants (static lower bounds and steps). A workgroup forall's
/// upper bound is static or computed from the push constants; an invocation
/// forall's is static or bounded by a constant (a partial tile's
/// `affine.min(tile, n - i)`: the count is the bound, and inlineAtIds
/// guards the invocations past the tile's end). Failure otherwise.
FailureOr<SmallVector<AffineExpr>>
getTripCounts(scf::ForallOp forall, Level level, PushConstants pcs = {}) {
  if (forall.getNumResults() != 0)
    return failure();
  MLIRContext *ctx = forall.getContext();
  SmallVector<AffineExpr> counts;
  for (auto [lb, ub, step] :
       llvm::zip(forall.getMixedLowerBound(), forall.getMixedUpperBound(),
                 forall.getMixedStep())) {
    std::optional<int64_t> lower = getConstantIntValue(lb);
    std::optional<int64_t> stride = getConstantIntValue(step);
    if (!lower || !stride || *stride <= 0)
      return failure();
    AffineExpr upper;
    if (std::optional<int64_t> c = getConstantIntValue(ub)) {
      upper = getAffineConstantExpr(*c, ctx);
    } else if (level == Level::Thread) {
      FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
          presburger::BoundType::UB, ValueBoundsConstraintSet::Variable(ub),
          /*stopCondition=*/nullptr, /*closedUB=*/true);
      if (*lower != 0 || *stride != 1 || failed(bound))
        return failure();
      upper = getAffineConstantExpr(*bound, ctx);
    } else {
      FailureOr<AffineExpr> e =
          getPushConstantExpr(cast<Value>(ub), pcs.first, pcs.count);
      if (failed(e))
        return failure();
      upper = *e;
    }
    AffineExpr count = (upper - *lower).ceilDiv(*stride);
    if (auto c = dyn_cast<AffineConstantExpr>(count); c && c.getValue() <= 0)
      return failure();
    counts.push_back(count);
  }
  return counts;
}

/// getTripCounts of an invocation forall, as numbers.
FailureOr<SmallVector<int64_t>> getThreadTripCounts(scf::ForallOp forall) {
  FailureOr<SmallVector<AffineExpr>> exprs =
      getTripCounts(forall, Level::Thread);
  if (failed(exprs))
    return failure();
  SmallVector<int64_t> counts;
  for (AffineExpr e : *exprs)
    counts.push_back(cast<AffineConstantExpr>(e).getValue());
  return counts;
}

/// True when `block` holds exactly one forall mapped at `level` (returned
/// in `forall`) and otherwise only side-effect free ops, temporaries and its
/// terminator. Workgroup foralls may have bounds computed from the push
/// constants; invocation foralls have static bounds.
bool isSoleMappedForall(Block &block, Level level, scf::ForallOp &forall,
                        PushConstants pcs = {}) {
  forall = nullptr;
  for (Operation &op : block) {
    if (op.hasTrait<OpTrait::IsTerminator>())
      continue;
    auto candidate = dyn_cast<scf::ForallOp>(op);
    if (candidate && succeeded(getMapping(candidate, level)) &&
        succeeded(getTripCounts(candidate, level, pcs))) {
      if (forall)
        return false;
      forall = candidate;
      continue;
    }
    // Temporaries become invocation-private (strata-vulkan-convert-to-
    // spirv), e.g. the undefined window-shape operand of a pooling generic.
    if (!isMemoryEffectFree(&op) && !isa<memref::AllocOp, memref::AllocaOp>(op))
      return false;
  }
  return forall != nullptr;
}

/// Replaces `forall` by its body at induction variables lb + step * id[dim].
/// A workgroup dimension whose upper bound is not static (a count from the
/// push constants) strides instead: the body runs in a loop from that iv to
/// the bound, stepping by the grid, so fewer workgroups than iterations (a
/// grid clamped to the device's limits) still cover every one. An
/// invocation dimension with such a bound (a partial tile) is guarded.
template <typename IdOp>
void inlineAtIds(IRRewriter &rewriter, scf::ForallOp forall,
                 ArrayRef<int64_t> dims) {
  Location loc = forall.getLoc();
  rewriter.setInsertionPoint(forall);
  SmallVector<Value> ivs;
  for (auto [i, dim] : llvm::enumerate(dims)) {
    auto gpuDim = static_cast<gpu::Dimension>(dim);
    Value iv = IdOp::create(rewriter, loc, gpuDim);
    int64_t step = *getConstantIntValue(forall.getMixedStep()[i]);
    int64_t lb = *getConstantIntValue(forall.getMixedLowerBound()[i]);
    if (step != 1)
      iv = arith::MulIOp::create(
          rewriter, loc, iv,
          arith::ConstantIndexOp::create(rewriter, loc, step));
    if (lb != 0)
      iv = arith::AddIOp::create(
          rewriter, loc, iv, arith::ConstantIndexOp::create(rewriter, loc, lb));
    OpFoldResult ub = forall.getMixedUpperBound()[i];
    if (auto bound = dyn_cast<Value>(ub);
        bound && std::is_same_v<IdOp, gpu::ThreadIdOp>) {
      // Invocations past a partial tile's end do nothing.
      Value inside = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ult, iv, bound);
      auto guard = scf::IfOp::create(rewriter, loc, inside);
      rewriter.setInsertionPoint(guard.thenBlock()->getTerminator());
    } else if (bound) {
      Value stride = gpu::GridDimOp::create(rewriter, loc, gpuDim);
      if (step != 1)
        stride = arith::MulIOp::create(
            rewriter, loc, stride,
            arith::ConstantIndexOp::create(rewriter, loc, step));
      auto loop = scf::ForOp::create(rewriter, loc, iv, bound, stride);
      rewriter.setInsertionPoint(loop.getBody()->getTerminator());
      iv = loop.getInductionVar();
    }
    ivs.push_back(iv);
  }
  Block *body = forall.getBody();
  rewriter.eraseOp(body->getTerminator());
  rewriter.inlineBlockBefore(body, rewriter.getInsertionBlock(),
                             rewriter.getInsertionPoint(), ivs);
  rewriter.eraseOp(forall);
}

class MapToGPUPass : public impl::VulkanMapToGPUPassBase<MapToGPUPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    spirv::TargetEnvAttr env;
    if (!targetEnv.empty()) {
      env = dyn_cast_or_null<spirv::TargetEnvAttr>(
          parseAttribute(targetEnv, ctx));
      if (!env) {
        module.emitError("strata-vulkan-map-to-gpu: target-env '")
            << targetEnv << "' is not a #spirv.target_env attribute";
        return signalPassFailure();
      }
    } else {
      env = TargetConfig{}.getTargetEnv(ctx);
    }
    for (func::FuncOp func : llvm::to_vector(module.getOps<func::FuncOp>())) {
      if (func.isExternal())
        continue;
      if (failed(convert(func, env)))
        return signalPassFailure();
    }
    // Constants were copied into the kernels.
    for (auto global : llvm::to_vector(module.getOps<memref::GlobalOp>()))
      if (SymbolTable::symbolKnownUseEmpty(global, module))
        global.erase();
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    UnitAttr::get(ctx));
  }

private:
  /// SPIR-V has no lowering for scf.index_switch: a result-less switch
  /// becomes a chain of scf.if (case 0, else case 1, ..., else default).
  LogicalResult switchToIf(func::FuncOp func, IRRewriter &rewriter) {
    SmallVector<scf::IndexSwitchOp> switches;
    func.walk([&](scf::IndexSwitchOp op) { switches.push_back(op); });
    for (scf::IndexSwitchOp op : switches) {
      if (op.getNumResults() != 0)
        return op.emitOpError("still has results after buffer sinking");
      Location loc = op.getLoc();
      rewriter.setInsertionPoint(op);
      // Moves `region`'s block (ending in scf.yield) into `block`, whose
      // own terminator stays.
      auto moveInto = [&](Region &region, Block *block) {
        Block &source = region.front();
        rewriter.eraseOp(source.getTerminator());
        rewriter.inlineBlockBefore(&source, block->getTerminator());
      };
      Block *insertBlock = op->getBlock();
      Block::iterator insertPoint = op->getIterator();
      ArrayRef<int64_t> cases = op.getCases();
      for (auto [i, value] : llvm::enumerate(cases)) {
        rewriter.setInsertionPoint(insertBlock, insertPoint);
        Value c = arith::ConstantIndexOp::create(rewriter, loc, value);
        Value eq = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::eq, op.getArg(), c);
        auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{}, eq,
                                      /*withElseRegion=*/true);
        moveInto(op.getCaseRegions()[i], ifOp.thenBlock());
        insertBlock = ifOp.elseBlock();
        insertPoint = insertBlock->getTerminator()->getIterator();
      }
      moveInto(op.getDefaultRegion(), insertBlock);
      rewriter.eraseOp(op);
    }
    return success();
  }

  /// SPIR-V structured loops need a simple header block, but a while's
  /// "before" region may hold loops (copies, reductions). A while carrying
  /// no values (after buffer sinking) becomes
  ///   flag = true; while (flag) { before; flag = c; if (c) { after } },
  /// and one carrying only scalars (a counter) with a before region that
  /// holds loops the same, its scalars in private variables: the values the
  /// condition forwards are stored before the branch (they are the results
  /// when it exits), the after region's yield stores the next iteration's.
  LogicalResult simplifyWhileHeaders(func::FuncOp func, IRRewriter &rewriter) {
    auto isScalar = [](Type t) { return t.isIntOrIndexOrFloat(); };
    SmallVector<scf::WhileOp> loops;
    func.walk([&](scf::WhileOp op) {
      bool carries = op.getNumResults() != 0 || !op.getInits().empty();
      bool scalars = llvm::all_of(op.getResultTypes(), isScalar) &&
                     llvm::all_of(op.getInits().getTypes(), isScalar);
      bool nested = llvm::any_of(op.getBeforeBody()->without_terminator(),
                                 [](Operation &nestedOp) {
                                   return nestedOp.getNumRegions() != 0;
                                 });
      if (!carries || (scalars && nested))
        loops.push_back(op);
    });
    for (scf::WhileOp op : loops) {
      Location loc = op.getLoc();
      rewriter.setInsertionPoint(op);
      auto variable = [&](Type type) -> Value {
        return memref::AllocOp::create(rewriter, loc,
                                       MemRefType::get({}, type));
      };
      SmallVector<Value> carried, forwarded;
      for (Value init : op.getInits()) {
        carried.push_back(variable(init.getType()));
        memref::StoreOp::create(rewriter, loc, init, carried.back(),
                                ValueRange{});
      }
      for (Type type : op.getResultTypes())
        forwarded.push_back(variable(type));
      Value flag = variable(rewriter.getI1Type());
      Value yes = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
      memref::StoreOp::create(rewriter, loc, yes, flag, ValueRange{});
      auto loop = scf::WhileOp::create(
          rewriter, loc, TypeRange{}, ValueRange{},
          [&](OpBuilder &b, Location l, ValueRange) {
            Value go = memref::LoadOp::create(b, l, flag, ValueRange{});
            scf::ConditionOp::create(b, l, go, ValueRange{});
          },
          [&](OpBuilder &b, Location l, ValueRange) {
            scf::YieldOp::create(b, l);
          });
      auto loads = [&](ArrayRef<Value> vars) {
        SmallVector<Value> values;
        for (Value var : vars)
          values.push_back(
              memref::LoadOp::create(rewriter, loc, var, ValueRange{}));
        return values;
      };
      scf::ConditionOp condition = op.getConditionOp();
      Value c = condition.getCondition();
      rewriter.setInsertionPoint(condition);
      memref::StoreOp::create(rewriter, loc, c, flag, ValueRange{});
      for (auto [value, var] : llvm::zip(condition.getArgs(), forwarded))
        memref::StoreOp::create(rewriter, loc, value, var, ValueRange{});
      auto guard =
          scf::IfOp::create(rewriter, loc, c, /*withElseRegion=*/false);
      rewriter.eraseOp(condition);
      Block *after = op.getAfterBody();
      Operation *yield = after->getTerminator();
      rewriter.setInsertionPoint(yield);
      for (auto [value, var] : llvm::zip(yield->getOperands(), carried))
        memref::StoreOp::create(rewriter, loc, value, var, ValueRange{});
      rewriter.eraseOp(yield);
      rewriter.setInsertionPoint(guard.thenBlock()->getTerminator());
      SmallVector<Value> afterArgs = loads(forwarded);
      rewriter.inlineBlockBefore(after, guard.thenBlock()->getTerminator(),
                                 afterArgs);
      Block *newAfter = loop.getAfterBody();
      rewriter.setInsertionPoint(newAfter->getTerminator());
      SmallVector<Value> beforeArgs = loads(carried);
      rewriter.inlineBlockBefore(op.getBeforeBody(), newAfter->getTerminator(),
                                 beforeArgs);
      rewriter.setInsertionPointAfter(loop);
      SmallVector<Value> results = loads(forwarded);
      rewriter.replaceOp(op, results);
    }
    return success();
  }

  /// The value of the constant global `get` reads; null when it is not one.
  static DenseElementsAttr getConstantValue(memref::GetGlobalOp get) {
    auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
        get, get.getNameAttr());
    return global && global.getConstant() && global.getInitialValue()
               ? dyn_cast<DenseElementsAttr>(*global.getInitialValue())
               : DenseElementsAttr();
  }

  /// A splat constant only copied into buffers (inserted into a result: a
  /// complex number's zero imaginary part, a padded border) is a fill of
  /// each: as a temporary it would be one buffer per invocation (an 18 KB
  /// f64 splat was refused; found by strata-fuzz-programs).
  void fillFromCopiedSplats(func::FuncOp func, IRRewriter &rewriter) {
    SmallVector<memref::GetGlobalOp> gets;
    func.walk([&](memref::GetGlobalOp get) { gets.push_back(get); });
    for (memref::GetGlobalOp get : gets) {
      DenseElementsAttr dense = getConstantValue(get);
      if (!dense || !dense.isSplat() || get->use_empty() ||
          !llvm::all_of(get->getUses(), [](OpOperand &use) {
            auto copy = dyn_cast<memref::CopyOp>(use.getOwner());
            return copy && use.get() == copy.getSource();
          }))
        continue;
      for (Operation *user : llvm::to_vector(get->getUsers())) {
        auto copy = cast<memref::CopyOp>(user);
        rewriter.setInsertionPoint(copy);
        Value value = arith::ConstantOp::create(
            rewriter, copy.getLoc(), get.getType().getElementType(),
            cast<TypedAttr>(dense.getSplatValue<Attribute>()));
        rewriter.replaceOpWithNewOp<linalg::FillOp>(copy, value,
                                                    copy.getTarget());
      }
      rewriter.eraseOp(get);
    }
  }

  /// Kernels cannot see host-side globals: each `memref.get_global` of a
  /// splat or small constant becomes a temporary buffer that every invocation fills
  /// (a linalg.fill for splats, one store per element otherwise).
  LogicalResult materializeConstants(func::FuncOp func, IRRewriter &rewriter) {
    constexpr int64_t kMaxElements = 4096;
    SmallVector<memref::GetGlobalOp> gets;
    func.walk([&](memref::GetGlobalOp get) { gets.push_back(get); });
    for (memref::GetGlobalOp get : gets) {
      DenseElementsAttr dense = getConstantValue(get);
      MemRefType type = get.getType();
      if (!dense || !type.hasStaticShape())
        return get.emitOpError("references '")
               << get.getName()
               << "', which is not a statically shaped dense constant";
      // A splat is one fill whatever its size (its buffer still counts
      // toward the kernel's private or workgroup memory); other constants
      // are one store per element.
      if (!dense.isSplat() && type.getNumElements() > kMaxElements)
        return get.emitOpError("constant '")
               << get.getName() << "' has " << type.getNumElements()
               << " elements; the vulkan-spirv backend inlines at most "
               << kMaxElements << " into a kernel";
      Location loc = get.getLoc();
      Type elementType = type.getElementType();
      auto constant = [&](Attribute value) -> Value {
        return arith::ConstantOp::create(rewriter, loc, elementType,
                                         cast<TypedAttr>(value));
      };
      rewriter.setInsertionPoint(get);
      auto bufferType = MemRefType::get(type.getShape(), type.getElementType());
      auto alloc = memref::AllocOp::create(rewriter, loc, bufferType);
      alloc->setAttr(kPrivateTemporaryAttr,
                     UnitAttr::get(rewriter.getContext()));
      Value buffer = alloc;
      if (dense.isSplat()) {
        linalg::FillOp::create(
            rewriter, loc, constant(dense.getSplatValue<Attribute>()), buffer);
      } else {
        SmallVector<int64_t> strides = type.getRank()
                                           ? computeStrides(type.getShape())
                                           : SmallVector<int64_t>();
        for (auto [linear, value] :
             llvm::enumerate(dense.getValues<Attribute>())) {
          SmallVector<Value> indices;
          int64_t rest = linear;
          for (int64_t stride : strides) {
            indices.push_back(
                arith::ConstantIndexOp::create(rewriter, loc, rest / stride));
            rest %= stride;
          }
          memref::StoreOp::create(rewriter, loc, constant(value), buffer,
                                  indices);
        }
      }
      if (bufferType != type)
        buffer = memref::CastOp::create(rewriter, loc, type, buffer);
      rewriter.replaceOp(get, buffer);
    }
    return success();
  }

  LogicalResult convert(func::FuncOp func, spirv::TargetEnvAttr env) {
    MLIRContext *ctx = &getContext();
    if (!func.getBody().hasOneBlock())
      return func.emitOpError("expected a single-block dispatch function "
                              "after bufferization");
    // Bindings: statically shaped, or the runtime-sized arrays
    // bindDynamicBuffers made of dynamically shaped ones; then the push
    // constants.
    PushConstants pcs;
    pcs.count = getPushConstantCount(func);
    pcs.first = func.getNumArguments() - pcs.count;
    for (Type t : func.getArgumentTypes().drop_front(pcs.first))
      if (!t.isIndex())
        return func.emitOpError("expected ")
               << pcs.count << " index push constant arguments after the "
               << "bindings, got " << t;
    for (Type t : func.getArgumentTypes().take_front(pcs.first)) {
      auto memref = dyn_cast<MemRefType>(t);
      if (!memref || !memref.getLayout().isIdentity() ||
          memref.getMemorySpace() ||
          !(memref.hasStaticShape() || memref.getRank() == 1))
        return func.emitOpError("expected only statically shaped or 1-D "
                                "identity-layout memref arguments, got ")
               << t;
    }
    if (func.getNumResults() != 0)
      return func.emitOpError(
          "expected no results after buffer-results-to-out-params");

    Block &entry = func.getBody().front();
    IRRewriter rewriter(ctx);
    int64_t count[3] = {1, 1, 1}, size[3] = {1, 1, 1};
    // The workgroup count as expressions of the push constants.
    SmallVector<AffineExpr> countExprs(3, getAffineConstantExpr(1, ctx));
    scf::ForallOp blockLoop, threadLoop;
    // Whether invocations already have their own points (a thread forall
    // or a cooperative kernel); otherwise distributeOverInvocations.
    bool invocationsMapped = false;
    // The kernel class and its tiles, for strata-dump (kKernelAttr).
    std::string kernelClass;
    auto kernelSize =
        func->getAttrOfType<DenseI64ArrayAttr>(kKernelWorkgroupSizeAttr);
    auto kernelCount =
        func->getAttrOfType<DenseI64ArrayAttr>(kKernelWorkgroupCountAttr);
    if (kernelSize && kernelCount && kernelSize.size() == 3 &&
        kernelCount.size() == 3) {
      // Written by strata-vulkan-cooperative-kernels on ids already.
      for (int i = 0; i < 3; ++i) {
        size[i] = kernelSize[i];
        count[i] = kernelCount[i];
      }
      func->removeAttr(kKernelWorkgroupSizeAttr);
      func->removeAttr(kKernelWorkgroupCountAttr);
      if (auto described = func->getAttrOfType<StringAttr>(kKernelAttr))
        kernelClass = described.getValue().str();
      invocationsMapped = true;
    } else if (isSoleMappedForall(entry, Level::Block, blockLoop, pcs)) {
      SmallVector<int64_t> dims = *getMapping(blockLoop, Level::Block);
      SmallVector<AffineExpr> trips =
          *getTripCounts(blockLoop, Level::Block, pcs);
      for (auto [dim, trip] : llvm::zip(dims, trips)) {
        countExprs[dim] = trip;
        if (auto c = dyn_cast<AffineConstantExpr>(trip))
          count[dim] = c.getValue();
      }
      if (isSoleMappedForall(*blockLoop.getBody(), Level::Thread, threadLoop)) {
        SmallVector<int64_t> tdims = *getMapping(threadLoop, Level::Thread);
        SmallVector<int64_t> ttrips = *getThreadTripCounts(threadLoop);
        spirv::ResourceLimitsAttr limits = env.getResourceLimits();
        int64_t total = 1;
        bool fits = true;
        for (auto [dim, trip] : llvm::zip(tdims, ttrips)) {
          size[dim] = trip;
          total *= trip;
          ArrayRef<Attribute> maxSize =
              limits.getMaxComputeWorkgroupSize().getValue();
          if (dim < static_cast<int64_t>(maxSize.size()) &&
              trip > cast<IntegerAttr>(maxSize[dim]).getInt())
            fits = false;
        }
        if (total > limits.getMaxComputeWorkgroupInvocations())
          fits = false;
        if (fits) {
          inlineAtIds<gpu::ThreadIdOp>(rewriter, threadLoop, tdims);
          invocationsMapped = true;
          kernelClass = "generic: one output point per invocation";
        } else {
          size[0] = size[1] = size[2] = 1;
        }
      }
      inlineAtIds<gpu::BlockIdOp>(rewriter, blockLoop, dims);
    }
    if (failed(sinkBufferResults(func, rewriter, "the vulkan-spirv backend")) ||
        failed(switchToIf(func, rewriter)) ||
        failed(simplifyWhileHeaders(func, rewriter)))
      return failure();

    fillFromCopiedSplats(func, rewriter);
    // memref.copy of views would need a runtime library: make it a
    // linalg.copy, which later becomes loops.
    SmallVector<memref::CopyOp> copies;
    func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }

    // Nothing gave the invocations their own points: spread the linalg ops
    // over them (a workgroup tile's or the whole dispatch's).
    bool sharedTemporaries = false;
    if (!invocationsMapped) {
      spirv::ResourceLimitsAttr limits = env.getResourceLimits();
      InvocationLimits invocationLimits;
      invocationLimits.maxInvocations =
          limits.getMaxComputeWorkgroupInvocations();
      invocationLimits.maxWorkgroupSizeX =
          cast<IntegerAttr>(limits.getMaxComputeWorkgroupSize().getValue()[0])
              .getInt();
      invocationLimits.maxSharedMemoryBytes =
          limits.getMaxComputeSharedMemorySize();
      FailureOr<InvocationMapping> mapping = distributeOverInvocations(
          entry, invocationLimits, /*ownsGrid=*/!blockLoop);
      if (failed(mapping))
        return func.emitOpError("cannot distribute over invocations");
      if (mapping->workgroupSize > 1) {
        size[0] = mapping->workgroupSize;
        size[1] = size[2] = 1;
        if (!blockLoop) {
          count[0] = mapping->workgroupCount;
          countExprs[0] = getAffineConstantExpr(count[0], ctx);
        }
        sharedTemporaries = mapping->usesBarriers;
      }
      kernelClass = mapping->workgroupSize <= 1 ? "serial: one invocation"
                    : mapping->usesBarriers
                        ? "distributed: dependent steps in one workgroup"
                    : blockLoop
                        ? "distributed: a workgroup tile's points over its "
                          "invocations"
                        : "distributed: independent steps over the grid";
    }

    // Foralls left (inside a distributed loop, or when nothing could be
    // distributed) run as loops in one invocation.
    SmallVector<scf::ForallOp> rest;
    func.walk([&](scf::ForallOp forall) { rest.push_back(forall); });
    for (scf::ForallOp forall : rest) {
      if (forall.getNumResults() != 0)
        return forall.emitOpError("unexpected scf.forall on tensors after "
                                  "bufferization");
      rewriter.setInsertionPoint(forall);
      if (failed(scf::forallToForLoop(rewriter, forall)))
        return forall.emitOpError("cannot convert to scf.for");
    }

    // After the distribution: every invocation fills its own copy.
    if (failed(materializeConstants(func, rewriter)))
      return failure();

    // gpu.module @name { gpu.func @name(...) kernel }.
    rewriter.setInsertionPoint(func);
    Location loc = func.getLoc();
    auto gpuModule = gpu::GPUModuleOp::create(rewriter, loc, func.getName());
    gpuModule->setAttr(spirv::getTargetEnvAttrName(), env);
    gpuModule->setAttr(
        kWorkgroupCountAttr,
        DenseI64ArrayAttr::get(ctx, {count[0], count[1], count[2]}));
    if (!llvm::all_of(countExprs, llvm::IsaPred<AffineConstantExpr>))
      gpuModule->setAttr(
          kWorkgroupCountMapAttr,
          AffineMapAttr::get(AffineMap::get(0, pcs.count, countExprs, ctx)));
    if (pcs.count)
      gpuModule->setAttr(kPushConstantsAttr, func->getAttr(kPushConstantsAttr));
    if (!kernelClass.empty())
      gpuModule->setAttr(kKernelAttr, rewriter.getStringAttr(kernelClass));
    // Workgroups of dynamic grid dims stride over their iterations.
    if (!llvm::all_of(countExprs, llvm::IsaPred<AffineConstantExpr>))
      gpuModule->setAttr(kStridedGridAttr, UnitAttr::get(ctx));
    rewriter.setInsertionPointToStart(gpuModule.getBody());
    auto kernel = gpu::GPUFuncOp::create(rewriter, loc, func.getName(),
                                         func.getFunctionType());
    kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                    UnitAttr::get(ctx));
    if (sharedTemporaries) {
      kernel->setAttr(kSharedTemporariesAttr, UnitAttr::get(ctx));
      kernel->setAttr(kGlobalBarriersAttr, UnitAttr::get(ctx));
    }
    kernel->setAttr(
        spirv::getEntryPointABIAttrName(),
        spirv::getEntryPointABIAttr(ctx, {static_cast<int32_t>(size[0]),
                                          static_cast<int32_t>(size[1]),
                                          static_cast<int32_t>(size[2])}));
    Block &kernelEntry = kernel.getBody().front();
    for (auto [from, to] :
         llvm::zip(entry.getArguments(), kernelEntry.getArguments()))
      from.replaceAllUsesWith(to);
    kernelEntry.getOperations().splice(kernelEntry.end(),
                                       entry.getOperations());
    Operation *ret = kernelEntry.getTerminator();
    rewriter.setInsertionPoint(ret);
    gpu::ReturnOp::create(rewriter, ret->getLoc());
    rewriter.eraseOp(ret);
    rewriter.eraseOp(func);
    return success();
  }
};

} // namespace
} // namespace strata::vulkan
