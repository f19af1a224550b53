//===- DistributeInvocations.cpp - Invocation-level fallback mapping -----===//
//
// Spreads the linalg ops of a bufferized body over invocations (see
// DistributeInvocations.h). Control flow outside linalg ops (the loops of
// sort, scatter and while) is uniform: every invocation runs it with the
// same values, since every value it reads from memory was written before a
// barrier; only invocation 0 stores.
//
//===----------------------------------------------------------------------===//

#include "DistributeInvocations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

namespace strata::vulkan {
namespace {

/// The buffer (function argument or allocation) a view derives from and,
/// for a static unit-stride subview of it, the box the view covers.
struct BufferRegion {
  Value root;
  SmallVector<int64_t> offsets, sizes; // empty: the whole buffer
};

BufferRegion regionOf(Value value) {
  BufferRegion region;
  if (auto subview = value.getDefiningOp<memref::SubViewOp>()) {
    ArrayRef<int64_t> offsets = subview.getStaticOffsets();
    ArrayRef<int64_t> sizes = subview.getStaticSizes();
    ArrayRef<int64_t> strides = subview.getStaticStrides();
    bool isStatic = llvm::none_of(offsets, ShapedType::isDynamic) &&
                    llvm::none_of(sizes, ShapedType::isDynamic) &&
                    llvm::all_of(strides, [](int64_t s) { return s == 1; });
    if (isStatic && !subview.getSource().getDefiningOp<ViewLikeOpInterface>()) {
      region.offsets.assign(offsets.begin(), offsets.end());
      region.sizes.assign(sizes.begin(), sizes.end());
    }
  }
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
    value = view.getViewSource();
  region.root = value;
  return region;
}

bool overlaps(const BufferRegion &a, const BufferRegion &b) {
  if (a.root != b.root)
    return false;
  if (a.offsets.empty() || b.offsets.empty() ||
      a.offsets.size() != b.offsets.size())
    return true;
  for (size_t d = 0; d < a.offsets.size(); ++d)
    if (a.offsets[d] + a.sizes[d] <= b.offsets[d] ||
        b.offsets[d] + b.sizes[d] <= a.offsets[d])
      return false;
  return true;
}

/// Buffers `op` reads: its inputs, the inits its body reads and the
/// buffers its body reads from above (a gather's tensor.extract became a
/// memref.load).
SmallVector<BufferRegion> readsOf(linalg::LinalgOp op) {
  SmallVector<BufferRegion> reads;
  for (OpOperand &operand : op->getOpOperands())
    if (isa<MemRefType>(operand.get().getType()) &&
        // An init the body never reads (a copy's, a fill's) is written only.
        (!op.isDpsInit(&operand) || op.payloadUsesValueFromOperand(&operand)))
      reads.push_back(regionOf(operand.get()));
  op->walk([&](Operation *inner) {
    if (inner == op.getOperation())
      return;
    for (Value operand : inner->getOperands())
      if (isa<MemRefType>(operand.getType()) &&
          !op->isAncestor(operand.getParentRegion()->getParentOp()))
        reads.push_back(regionOf(operand));
  });
  return reads;
}

/// A result-less scf.forall with static bounds (a tile loop nothing mapped):
/// its iterations are independent, so they spread like a linalg op's.
bool isParallelLoop(Operation *op) {
  auto forall = dyn_cast<scf::ForallOp>(op);
  return forall && forall.getNumResults() == 0 &&
         llvm::none_of(forall.getStaticLowerBound(), ShapedType::isDynamic) &&
         llvm::none_of(forall.getStaticUpperBound(), ShapedType::isDynamic) &&
         llvm::none_of(forall.getStaticStep(), ShapedType::isDynamic);
}

/// The buffers an op with a region uses from above (read or written).
SmallVector<BufferRegion> buffersUsedFromAbove(Operation *op) {
  SmallVector<BufferRegion> used;
  op->walk([&](Operation *inner) {
    for (Value operand : inner->getOperands())
      if (isa<MemRefType>(operand.getType()) &&
          !op->isAncestor(operand.getParentRegion()->getParentOp()))
        used.push_back(regionOf(operand));
  });
  return used;
}

/// Iterations of a parallel loop (isParallelLoop).
int64_t loopIterations(scf::ForallOp forall) {
  int64_t total = 1;
  for (auto [lb, ub, step] :
       llvm::zip(forall.getStaticLowerBound(), forall.getStaticUpperBound(),
                 forall.getStaticStep()))
    total *= step > 0 && ub > lb ? (ub - lb + step - 1) / step : 0;
  return total;
}

/// True when every op outside linalg ops is one the distribution handles:
/// scf.for/while/if (uniform control flow), side-effect free ops, reads,
/// allocations and result-less writes.
bool isDistributable(Block &block) {
  for (Operation &op : block) {
    if (isa<linalg::LinalgOp>(op) || isParallelLoop(&op))
      continue;
    if (isa<scf::ForOp, scf::WhileOp, scf::IfOp>(op)) {
      for (Region &region : op.getRegions())
        for (Block &inner : region)
          if (!isDistributable(inner))
            return false;
      continue;
    }
    if (op.getNumRegions() != 0)
      return false;
    if (hasEffect<MemoryEffects::Write>(&op) && op.getNumResults() != 0)
      return false;
  }
  return true;
}

/// An all-parallel linalg op writing its whole init (a buffer, not a view)
/// through the identity map, statically shaped: its loop indices are the
/// buffer's, so a box of the buffer can be left out of it.
bool writesWholeBufferPointwise(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInits() != 1 ||
      linalgOp.getNumLoops() != linalgOp.getNumParallelLoops() ||
      linalgOp.getNumLoops() == 0)
    return false;
  OpOperand *init = linalgOp.getDpsInitOperand(0);
  auto type = dyn_cast<MemRefType>(init->get().getType());
  return type && type.hasStaticShape() &&
         !init->get().getDefiningOp<ViewLikeOpInterface>() &&
         linalgOp.getMatchingIndexingMap(init).isIdentity();
}

/// The linalg ops of `body` when its steps are independent: only linalg
/// ops and side-effect free ops (plus temporaries nobody writes and reads
/// across ops), and no op reads or writes what an earlier one wrote or
/// reads. Empty otherwise. One overwrite is allowed: a later op writing a
/// static box of a buffer an earlier op wrote whole, point by point (a
/// dynamic_update_slice or concatenation written as a copy of the operand
/// and the update over part of it); the box goes into `masks` of the
/// earlier op, which then skips it, so no order is needed between them.
SmallVector<Operation *> independentSteps(
    Block &body,
    llvm::DenseMap<Operation *, SmallVector<BufferRegion>> &masks) {
  SmallVector<Operation *> ops;
  for (Operation &op : body.without_terminator()) {
    if (isa<linalg::LinalgOp>(op) || isParallelLoop(&op)) {
      ops.push_back(&op);
      continue;
    }
    if (op.getNumRegions() != 0)
      return {};
    if (!isMemoryEffectFree(&op) && !isa<memref::AllocOp, memref::AllocaOp>(op))
      return {};
  }
  SmallVector<BufferRegion> written, read;
  SmallVector<Operation *> writerOf; // the op of each `written` region
  masks.clear();
  for (Operation *op : ops) {
    SmallVector<BufferRegion> reads, writes;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      reads = readsOf(linalgOp);
      for (Value init : linalgOp.getDpsInits())
        writes.push_back(regionOf(init));
    } else {
      // A loop may write whatever it uses.
      reads = buffersUsedFromAbove(op);
      writes = reads;
    }
    for (const BufferRegion &r : reads)
      for (const BufferRegion &w : written)
        if (overlaps(r, w))
          return {};
    for (const BufferRegion &w : writes) {
      // A buffer an op both reads and writes is fine within the op (each
      // point is one iteration's); across ops it is an ordering.
      for (const BufferRegion &r : read)
        if (overlaps(r, w))
          return {};
      for (auto [o, writer] : llvm::zip(written, writerOf)) {
        if (!overlaps(o, w))
          continue;
        if (!o.offsets.empty() || w.offsets.empty() ||
            !writesWholeBufferPointwise(writer) ||
            cast<MemRefType>(o.root.getType()).getRank() !=
                static_cast<int64_t>(w.offsets.size()))
          return {};
        masks[writer].push_back(w);
      }
    }
    written.append(writes);
    writerOf.append(writes.size(), op);
    read.append(reads);
  }
  return ops;
}

/// Workgroups given to independent steps over dynamic dims (their size is
/// known at run time only; the invocations stride over the points).
constexpr int64_t kDynamicGridWorkgroups = 64;

/// Iterations of `op`'s parallel loops, or nullopt when not static.
std::optional<int64_t> parallelIterations(linalg::LinalgOp op) {
  int64_t total = 1;
  for (auto [size, iterator] :
       llvm::zip(op.getStaticLoopRanges(), op.getIteratorTypesArray())) {
    if (ShapedType::isDynamic(size))
      return std::nullopt;
    if (iterator == utils::IteratorType::parallel)
      total *= size;
  }
  return total;
}

int64_t elementBytes(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getNumElements() * elementBytes(vector.getElementType());
  if (type.isIndex())
    return 4; // 32-bit index in the shaders
  if (type.isIntOrFloat())
    return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
  return 4;
}

class Distributor {
public:
  Distributor(
      Block &body, Value linear, Value stride, Value isLeader,
      const llvm::DenseMap<Operation *, SmallVector<BufferRegion>> &masks)
      : rewriter(body.getParentOp()->getContext()), linear(linear),
        stride(stride), isLeader(isLeader), masks(masks) {}

  /// Distributes every linalg op of `block` (recursively through uniform
  /// control flow) and runs other writes in invocation 0.
  LogicalResult distributeBlock(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
        FailureOr<Operation *> writer = distributeLinalg(linalgOp);
        if (failed(writer))
          return failure();
        writers.push_back(*writer);
        continue;
      }
      if (isParallelLoop(&op)) {
        FailureOr<Operation *> writer =
            distributeForall(cast<scf::ForallOp>(op));
        if (failed(writer))
          return failure();
        writers.push_back(*writer);
        continue;
      }
      if (isa<scf::ForOp, scf::WhileOp, scf::IfOp>(op)) {
        for (Region &region : op.getRegions())
          for (Block &inner : region)
            if (failed(distributeBlock(inner)))
              return failure();
        continue;
      }
      if (hasEffect<MemoryEffects::Write>(&op)) {
        writers.push_back(guard(&op));
      }
    }
    return success();
  }

  /// A barrier before each write step (others may still read what it
  /// overwrites) and after it (others read what it wrote); a barrier with
  /// nothing but register work since the previous one is dropped.
  void insertBarriers(MLIRContext *ctx) {
    for (Operation *writer : writers) {
      rewriter.setInsertionPoint(writer);
      gpu::BarrierOp::create(rewriter, writer->getLoc());
      rewriter.setInsertionPointAfter(writer);
      gpu::BarrierOp::create(rewriter, writer->getLoc());
    }
    SmallVector<Block *> blocks;
    for (Operation *writer : writers)
      if (!llvm::is_contained(blocks, writer->getBlock()))
        blocks.push_back(writer->getBlock());
    for (Block *block : blocks) {
      bool sinceBarrierOnlyRegisters = false;
      for (Operation &op : llvm::make_early_inc_range(*block)) {
        if (isa<gpu::BarrierOp>(op)) {
          if (sinceBarrierOnlyRegisters) {
            rewriter.eraseOp(&op);
            continue;
          }
          sinceBarrierOnlyRegisters = true;
          continue;
        }
        if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op))
          sinceBarrierOnlyRegisters = false;
      }
    }
  }

  /// Wraps `op` into `scf.if (invocation 0)`, joining an adjacent guard.
  Operation *guard(Operation *op) {
    if (Operation *previous = op->getPrevNode())
      if (auto ifOp = dyn_cast<scf::IfOp>(previous);
          ifOp && guards.contains(ifOp)) {
        rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
        return ifOp;
      }
    rewriter.setInsertionPoint(op);
    auto ifOp = scf::IfOp::create(rewriter, op->getLoc(), TypeRange{}, isLeader,
                                  /*withElseRegion=*/false);
    rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
    guards.insert(ifOp);
    return ifOp;
  }

  /// Spreads a parallel loop's iterations like a linalg op's (below); its
  /// body runs per iteration, nested loops included.
  FailureOr<Operation *> distributeForall(scf::ForallOp forall) {
    rewriter.setInsertionPoint(forall);
    FailureOr<scf::ForallOp> normalized = normalizeForallOp(rewriter, forall);
    if (failed(normalized))
      return forall.emitOpError("cannot be normalized");
    SmallVector<Operation *> loops;
    rewriter.setInsertionPoint(*normalized);
    if (failed(scf::forallToForLoop(rewriter, *normalized, &loops)))
      return forall.emitOpError("cannot become loops");
    SmallVector<scf::ForOp> band;
    for (Operation *loop : loops)
      band.push_back(cast<scf::ForOp>(loop));
    return spread(band);
  }

  /// Coalesces the perfectly nested normalized `band` into one loop over
  /// [linear, total) with step `stride`.
  FailureOr<Operation *> spread(MutableArrayRef<scf::ForOp> band) {
    if (band.size() > 1 && failed(coalesceLoops(rewriter, band)))
      return band.front().emitOpError("cannot coalesce its parallel loops");
    scf::ForOp loop = band.front();
    std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
    std::optional<int64_t> step = getConstantIntValue(loop.getStep());
    if (!lb || !step || *lb != 0 || *step != 1)
      return loop.emitOpError("expected a normalized loop");
    rewriter.modifyOpInPlace(loop, [&] {
      loop.getLowerBoundMutable().assign(linear);
      loop.getStepMutable().assign(stride);
    });
    return loop.getOperation();
  }

  /// Rewrites `op` as loops: its parallel loops first, coalesced into one
  /// loop over [linear, total) with step `stride`; its reduction loops
  /// inside, run by the invocation owning the point.
  FailureOr<Operation *> distributeLinalg(linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics())
      return op.emitOpError("expected buffer semantics after bufferization");
    unsigned numParallel = op.getNumParallelLoops();
    if (numParallel == 0)
      return guard(op); // one invocation runs the whole op
    auto mask = masks.find(op.getOperation());
    rewriter.setInsertionPoint(op);
    FailureOr<linalg::GenericOp> ordered = putParallelLoopsFirst(rewriter, op);
    if (failed(ordered))
      return guard(op);
    linalg::GenericOp generic = *ordered;
    rewriter.setInsertionPoint(generic);
    FailureOr<linalg::LinalgLoops> loops =
        linalg::linalgOpToLoops(rewriter, generic);
    if (failed(loops) || loops->size() < numParallel)
      return generic.emitOpError("cannot be lowered to loops");
    rewriter.eraseOp(generic);
    SmallVector<scf::ForOp> band;
    for (unsigned i = 0; i < numParallel; ++i) {
      auto loop = dyn_cast<scf::ForOp>((*loops)[i]);
      if (!loop)
        return failure();
      band.push_back(loop);
    }
    if (mask != masks.end())
      skipBoxes(band, mask->second);
    return spread(band);
  }

  /// Runs the body of the loop nest `band` (the indices of a whole buffer)
  /// only at points outside every box of `boxes` (written by a later step).
  void skipBoxes(MutableArrayRef<scf::ForOp> band,
                 ArrayRef<BufferRegion> boxes) {
    Block *inner = band.back().getBody();
    SmallVector<Operation *> work;
    for (Operation &op : inner->without_terminator())
      work.push_back(&op);
    Location loc = band.back().getLoc();
    rewriter.setInsertionPointToStart(inner);
    auto cmp = [&](arith::CmpIPredicate pred, Value x, int64_t v) -> Value {
      return arith::CmpIOp::create(
          rewriter, loc, pred, x,
          arith::ConstantIndexOp::create(rewriter, loc, v));
    };
    Value inAny;
    for (const BufferRegion &box : boxes) {
      Value in;
      for (auto [d, loop] : llvm::enumerate(band)) {
        Value iv = loop.getInductionVar();
        Value dimIn = arith::AndIOp::create(
            rewriter, loc, cmp(arith::CmpIPredicate::sge, iv, box.offsets[d]),
            cmp(arith::CmpIPredicate::slt, iv, box.offsets[d] + box.sizes[d]));
        in = in ? arith::AndIOp::create(rewriter, loc, in, dimIn).getResult()
                : dimIn;
      }
      inAny = inAny ? arith::OrIOp::create(rewriter, loc, inAny, in).getResult()
                    : in;
    }
    Value outside = arith::XOrIOp::create(
        rewriter, loc, inAny,
        arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(), 1));
    auto ifOp = scf::IfOp::create(rewriter, loc, TypeRange{}, outside,
                                  /*withElseRegion=*/false);
    for (Operation *op : work)
      rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
  }

  IRRewriter rewriter;
  Value linear, stride, isLeader;
  const llvm::DenseMap<Operation *, SmallVector<BufferRegion>> &masks;
  SmallVector<Operation *> writers;
  llvm::SmallPtrSet<Operation *, 8> guards;
};

} // namespace

FailureOr<InvocationMapping>
distributeOverInvocations(Block &body, const InvocationLimits &limits,
                          bool ownsGrid) {
  MLIRContext *ctx = body.getParentOp()->getContext();
  InvocationMapping mapping;
  int64_t width =
      std::min<int64_t>({256, limits.maxInvocations, limits.maxWorkgroupSizeX});
  if (width < 2)
    return mapping;

  if (!isDistributable(body))
    return mapping;
  llvm::DenseMap<Operation *, SmallVector<BufferRegion>> masks;
  SmallVector<Operation *> independent = independentSteps(body, masks);
  if (independent.empty())
    masks.clear(); // dependent steps keep their order through barriers
  bool hasLinalg = false;
  body.walk([&](Operation *op) {
    if (isa<linalg::LinalgOp>(op) || isParallelLoop(op))
      hasLinalg = true;
  });
  bool barriers = independent.empty();
  if (!hasLinalg && !barriers)
    return mapping;
  if (barriers) {
    // Temporaries are shared by the workgroup: they must fit.
    int64_t bytes = 0;
    body.walk([&](Operation *op) {
      if (!isa<memref::AllocOp, memref::AllocaOp>(op) ||
          op->hasAttr(kPrivateTemporaryAttr))
        return;
      auto type = cast<MemRefType>(op->getResult(0).getType());
      if (gpu::GPUDialect::isWorkgroupMemoryAddressSpace(
              type.getMemorySpace()) ||
          !type.hasStaticShape()) {
        bytes = INT64_MAX / 2;
        return;
      }
      bytes += type.getNumElements() * elementBytes(type.getElementType());
    });
    if (bytes > limits.maxSharedMemoryBytes)
      return mapping; // stays sequential
  }

  int64_t count = 1;
  if (!barriers && ownsGrid) {
    int64_t total = 1;
    for (Operation *op : independent) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      // Iterations over dynamic dims: a grid of kDynamicGridWorkgroups,
      // each invocation striding over the points (any size is covered).
      std::optional<int64_t> iterations =
          linalgOp
              ? parallelIterations(linalgOp)
              : std::optional<int64_t>(loopIterations(cast<scf::ForallOp>(op)));
      total =
          std::max(total, iterations.value_or(kDynamicGridWorkgroups * width));
    }
    count = std::clamp<int64_t>((total + width - 1) / width, 1, 65535);
  }

  OpBuilder builder(ctx);
  builder.setInsertionPointToStart(&body);
  Location loc = body.getParentOp()->getLoc();
  Value linear = gpu::ThreadIdOp::create(builder, loc, gpu::Dimension::x);
  if (count > 1) {
    Value block = gpu::BlockIdOp::create(builder, loc, gpu::Dimension::x);
    Value offset = arith::MulIOp::create(
        builder, loc, block,
        arith::ConstantIndexOp::create(builder, loc, width));
    linear = arith::AddIOp::create(builder, loc, offset, linear);
  }
  Value stride = arith::ConstantIndexOp::create(builder, loc, width * count);
  Value isLeader =
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, linear,
                            arith::ConstantIndexOp::create(builder, loc, 0));

  Distributor distributor(body, linear, stride, isLeader, masks);
  if (failed(distributor.distributeBlock(body)))
    return failure();
  if (barriers)
    distributor.insertBarriers(ctx);
  mapping.workgroupSize = width;
  mapping.workgroupCount = count;
  mapping.usesBarriers = barriers;
  return mapping;
}

FailureOr<linalg::GenericOp> putParallelLoopsFirst(RewriterBase &rewriter,
                                                   linalg::LinalgOp op) {
  SmallVector<unsigned> order;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  for (auto [i, it] : llvm::enumerate(iterators))
    if (it == utils::IteratorType::parallel)
      order.push_back(i);
  for (auto [i, it] : llvm::enumerate(iterators))
    if (it != utils::IteratorType::parallel)
      order.push_back(i);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic) {
    FailureOr<linalg::GenericOp> generalized =
        linalg::generalizeNamedOp(rewriter, op);
    if (failed(generalized))
      return failure();
    generic = *generalized;
  }
  if (llvm::equal(order, llvm::seq<unsigned>(0, order.size())))
    return generic;
  FailureOr<linalg::GenericOp> interchanged =
      linalg::interchangeGenericOp(rewriter, generic, order);
  if (failed(interchanged))
    return failure();
  return *interchanged;
}

} // namespace strata::vulkan
