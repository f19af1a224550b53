//===- CooperativeKernels.cpp - Matmul and row-reduction kernels -*- C++
//-*-===//
//
// Implements strata-vulkan-cooperative-kernels: after bufferization, writes
// the kernels of dispatches whose invocations must cooperate through
// workgroup memory (tile-and-distribute left them untiled and marked them):
//
//  * matmul and conv (MatmulKernel.cpp): workgroup tiles of C with bk-deep
//    slices of A and B staged through workgroup memory between barriers,
//    register tiles per invocation or cooperative-matrix fragments per
//    subgroup; a convolution as its implicit GEMM;
//  * skinny matmul (SkinnyContraction.cpp), attention (Attention.cpp,
//    CooperativeAttention.cpp);
//  * row reduction: one row per invocation group (a power of two), strided
//    partial accumulation (vector<4> loads when rows are multiples of 4),
//    then a tree through workgroup memory.
//
// Elementwise producers and consumers of the kernel op in the same dispatch
// are evaluated point by point where their values are needed (an
// "evaluator" replays the dispatch's buffer writes backwards from a point),
// so no intermediate buffer is materialized. Which kernel and tile a
// dispatch gets is decided in KernelSelection.cpp.
//
//===----------------------------------------------------------------------===//

#include "CooperativeKernels.h"
#include "KernelEmitter.h"
#include "KernelSupport.h"
#include "strata/Target/Vulkan/Passes.h"
#include "strata/Target/Vulkan/VulkanTarget.h"
#include "strata/sdk/EntryPointABI.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

namespace strata::vulkan {
#define GEN_PASS_DEF_VULKANCOOPERATIVEKERNELSPASS
#include "strata/Target/Vulkan/Passes.h.inc"
} // namespace strata::vulkan

using namespace mlir;

namespace strata::vulkan {

using namespace detail;

//===----------------------------------------------------------------------===//
// strata-vulkan-cooperative-kernels
//===----------------------------------------------------------------------===//

namespace {

class CooperativeKernelsPass
    : public impl::VulkanCooperativeKernelsPassBase<CooperativeKernelsPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    auto kind = func->getAttrOfType<StringAttr>(kCooperativeKindAttr);
    if (!kind)
      return;
    func->removeAttr(kCooperativeKindAttr);
    KernelLimits limits = getLimits();
    bool elementwise = kind.getValue() == "elementwise";
    // A row reduction is the row chain of one reduction.
    bool rowChain =
        kind.getValue() == "row_chain" || kind.getValue() == "row_reduction";
    // Attention's ops are found by their marks (emitAttention checks them).
    bool attention = kind.getValue() == "attention";
    FailureOr<DispatchBody> body = collectBody(func, rowChain || attention);
    // Row chains were checked on tensors (classifyRowChain); bufferization
    // keeps their ops and maps, and the Evaluator replays reused buffers.
    if (failed(body) || (attention     ? false
                         : rowChain    ? body->reductions.empty()
                         : elementwise ? body->hasRoot()
                                       : failed(checkDataFlow(*body, func)))) {
      func.emitError("dispatch '")
          << func.getName() << "' was planned as a " << kind.getValue()
          << " kernel but its bufferized form is not one the "
             "vulkan-spirv backend can write";
      return signalPassFailure();
    }
    LogicalResult result = failure();
    if (kind.getValue() == "matmul" || kind.getValue() == "conv")
      result = emitMatmul(func, *body, limits);
    else if (kind.getValue() == "skinny_matmul")
      result = emitSkinnyContraction(func, *body, limits);
    else if (elementwise)
      result = emitElementwise(func, *body, limits);
    else if (rowChain)
      result = emitRowChain(func, *body, limits);
    else if (attention)
      result = emitAttention(func, *body, limits);
    if (failed(result)) {
      func.emitError("dispatch '") << func.getName() << "': cannot write its "
                                   << kind.getValue() << " kernel";
      return signalPassFailure();
    }
  }

private:
  KernelLimits getLimits() {
    KernelLimits limits;
    limits.maxInvocations = maxInvocations;
    for (unsigned i = 0; i < 3 && i < maxWorkgroupSize.size(); ++i)
      limits.maxWorkgroupSize[i] = maxWorkgroupSize[i];
    limits.maxSharedMemoryBytes = maxSharedMemoryBytes;
    limits.matmulTile.assign(matmulTile.begin(), matmulTile.end());
    if (skinnyTile.size() == 3) {
      limits.skinnyRowsPerInvocation = skinnyTile[0];
      limits.skinnyWordBytes = skinnyTile[1];
      limits.skinnyInvocations = skinnyTile[2];
    }
    setCooperativeMatrixTypes(limits, &getContext(), cooperativeMatrixTypes);
    limits.subgroupSize = subgroupSize;
    limits.skinnyCooperative = skinnyCooperative;
    return limits;
  }

  //===--------------------------------------------------------------------===//
  // Elementwise
  //===--------------------------------------------------------------------===//

  LogicalResult emitElementwise(func::FuncOp func, DispatchBody &body,
                                const KernelLimits &limits) {
    llvm::SetVector<Value> written;
    for (Operation *op : body.ops)
      for (Value w : getWrittenBuffers(op))
        written.insert(w);
    SmallVector<Value> outputs;
    for (Value w : written)
      if (isa<BlockArgument>(w))
        outputs.push_back(w);
    if (outputs.size() != 1 || !canBeVec4(outputs[0]))
      return failure();
    Value out = outputs[0];
    auto outType = cast<MemRefType>(out.getType());
    SmallVector<int64_t> shape(outType.getShape());
    std::optional<ElementwiseConfig> cfgOr =
        chooseElementwiseConfig(shape, outType.getElementType(), limits);
    if (!cfgOr)
      return failure();
    const ElementwiseConfig cfg = *cfgOr;
    for (Operation *op : body.ops)
      if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
          linalgOp && !isa<linalg::FillOp>(op) &&
          linalgOp.getStaticLoopRanges() != shape)
        return failure();
    llvm::SmallDenseSet<Value> vec4 = getStreamedInputs(body, written);
    vec4.insert(out);
    retypeBindings(func, vec4);

    Location loc = func.getLoc();
    OpBuilder b(func.getBody().front().getTerminator());
    IndexMath m{b, loc};
    int64_t groups = 1;
    for (int64_t d : shape)
      groups *= d;
    groups /= 4;
    Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    Value by = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
    Value tx = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
    Value g = m.add(m.mul(m.add(m.mul(by, cfg.countX), bx), cfg.threads), tx);
    Value ok = cfg.countX * cfg.countY * cfg.threads != groups ? m.lt(g, groups)
                                                               : Value();
    SmallVector<int64_t> quadShape = shape;
    quadShape.back() /= 4;
    Evaluator eval(body, vec4);
    guardedDo(b, loc, ok, [&](OpBuilder &ib) {
      IndexMath im{ib, loc};
      SmallVector<Value> at = im.delinearize(g, quadShape);
      Value first = im.mul(at.back(), 4);
      SmallVector<Value> last;
      for (int64_t l = 0; l < 4; ++l)
        last.push_back(im.add(first, l));
      eval.beginLanes(last);
      SmallVector<Value> lanes;
      for (int64_t l = 0; l < 4; ++l) {
        eval.lane = l;
        SmallVector<Value> idx(at.begin(), at.end() - 1);
        idx.push_back(last[l]);
        lanes.push_back(eval.valueAt(ib, loc, out, idx, body.ops.size()));
      }
      eval.endLanes();
      auto v4 = VectorType::get({4}, outType.getElementType());
      memref::StoreOp::create(
          ib, loc, vector::FromElementsOp::create(ib, loc, v4, lanes), out, at);
    });
    eraseOriginal(func, body);
    setGrid(func, {cfg.threads, 1, 1}, {cfg.countX, cfg.countY, 1},
            "elementwise: 4 consecutive elements per invocation");
    return success();
  }

  //===--------------------------------------------------------------------===//
  // Row chain
  //===--------------------------------------------------------------------===//

  /// `threads` invocations per row (a power of two), `rows` rows per
  /// workgroup. Each reduction in program order: every
  /// invocation folds its strided share of the row (evaluating the
  /// reduction's body on values replayed by the Evaluator, which sees the
  /// earlier reductions' row values), a tree through workgroup memory, the
  /// total broadcast back to the row's invocations and combined with the
  /// initial value: the row value of that reduction. Then the outputs over
  /// the whole row, a vector<4> word per lane group where the binding
  /// allows, and the per-row outputs by invocation 0.
  LogicalResult emitRowChain(func::FuncOp func, DispatchBody &body,
                             const KernelLimits &limits) {
    auto first = cast<linalg::LinalgOp>(body.ops[body.reductions[0]]);
    std::optional<RowReductionShape> shapeOr = matchRowReduction(first);
    if (!shapeOr)
      return failure();
    const RowReductionShape s = *shapeOr;
    std::optional<RowReductionConfig> cfgOr =
        chooseRowReductionConfig(s, limits);
    if (!cfgOr)
      return failure();
    const RowReductionConfig cfg = *cfgOr;
    SmallVector<int64_t> ranges = first.getStaticLoopRanges();
    unsigned p = first.getNumParallelLoops();
    ArrayRef<int64_t> rowSizes = ArrayRef<int64_t>(ranges).take_front(p);
    ArrayRef<int64_t> redSizes = ArrayRef<int64_t>(ranges).drop_front(p);

    llvm::SetVector<Value> written;
    for (Operation *op : body.ops)
      for (Value w : getWrittenBuffers(op))
        written.insert(w);
    SmallVector<Value> fullOutputs, rowOutputs;
    for (Value w : written) {
      if (!isa<BlockArgument>(w))
        continue;
      ArrayRef<int64_t> shape = cast<MemRefType>(w.getType()).getShape();
      if (shape == ArrayRef<int64_t>(ranges))
        fullOutputs.push_back(w);
      else if (shape == rowSizes)
        rowOutputs.push_back(w);
      else
        return failure();
    }
    llvm::SmallDenseSet<Value> vec4;
    if (s.lanes) {
      vec4 = getStreamedInputs(body, written, ranges);
      for (Value out : fullOutputs)
        if (canBeVec4(out))
          vec4.insert(out);
    }
    retypeBindings(func, vec4);

    Location loc = first.getLoc();
    OpBuilder b(func.getBody().front().getTerminator());
    IndexMath m{b, loc};
    Value workgroup = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    if (cfg.countY > 1)
      workgroup = m.add(
          workgroup,
          m.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::y), cfg.countX));
    Value tx = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
    Value ty = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
    Value row = m.add(m.mul(workgroup, cfg.rows), ty);
    Value rowOk = cfg.countX * cfg.countY * cfg.rows != s.rows
                      ? m.lt(row, s.rows)
                      : Value();
    // Rows past the end compute row 0 and store nothing, so every
    // invocation reaches every barrier.
    Value safeRow =
        rowOk ? arith::SelectOp::create(b, loc, rowOk, row, m.c(0)).getResult()
              : row;
    SmallVector<Value> rowIdx =
        p ? m.delinearize(safeRow, rowSizes) : SmallVector<Value>();

    Evaluator eval(body, vec4);
    const int64_t width = s.lanes ? 4 : 1;
    const int64_t groups = s.length / width;
    const int64_t trips = ceilDiv(groups, cfg.threads);
    using GroupFn = llvm::function_ref<SmallVector<Value>(
        OpBuilder &, ArrayRef<SmallVector<Value>> lanes, ValueRange acc)>;
    // Calls `fn` for each lane group of this invocation's share of the row
    // with the loop indices of its lanes (lane groups are set up in the
    // Evaluator), threading `init` through.
    auto forEachGroup = [&](SmallVector<Value> init,
                            GroupFn fn) -> SmallVector<Value> {
      auto visit = [&](OpBuilder &gb, Value g, ValueRange acc) {
        IndexMath gm{gb, loc};
        SmallVector<Value> red = gm.delinearize(gm.mul(g, width), redSizes);
        SmallVector<Value> last;
        for (int64_t l = 0; l < width; ++l)
          last.push_back(gm.add(red.back(), l));
        SmallVector<SmallVector<Value>> lanes;
        for (int64_t l = 0; l < width; ++l) {
          SmallVector<Value> idx(rowIdx);
          idx.append(red.begin(), red.end() - 1);
          idx.push_back(last[l]);
          lanes.push_back(idx);
        }
        if (width > 1)
          eval.beginLanes(last);
        SmallVector<Value> result = fn(gb, lanes, acc);
        eval.endLanes();
        return result;
      };
      auto step = [&](OpBuilder &sb, ValueRange acc, Value j) {
        IndexMath sm{sb, loc};
        Value g = sm.add(tx, sm.mul(j, cfg.threads));
        Value ok = groups % cfg.threads ? sm.lt(g, groups) : Value();
        return guarded(
            sb, loc, ok, [&](OpBuilder &ib) { return visit(ib, g, acc); },
            [&](OpBuilder &) { return SmallVector<Value>(acc); });
      };
      if (trips <= 4) {
        SmallVector<Value> acc = init;
        for (int64_t j = 0; j < trips; ++j)
          acc = step(b, acc, m.c(j));
        return acc;
      }
      auto loop = scf::ForOp::create(
          b, loc, m.c(0), m.c(trips), m.c(1), init,
          [&](OpBuilder &lb, Location, Value j, ValueRange args) {
            scf::YieldOp::create(lb, loc, step(lb, args, j));
          });
      return SmallVector<Value>(loop.getResults());
    };

    for (unsigned pos : body.reductions) {
      auto red = cast<linalg::LinalgOp>(body.ops[pos]);
      Operation *combiner = getCombiner(red);
      if (!combiner)
        return failure();
      BlockArgument outArg =
          red.getMatchingBlockArgument(red.getDpsInitOperand(0));
      unsigned outPos = combiner->getOperand(0) == outArg ? 0 : 1;
      Value redOut = red.getDpsInits()[0];
      Type accType = getElementTypeOrSelf(redOut.getType());
      auto combine = [&](OpBuilder &cb, Value acc, Value element) -> Value {
        // By position: both operands may be the same value.
        Operation *clone = cb.clone(*combiner);
        clone->setOperand(outPos, acc);
        clone->setOperand(1 - outPos, element);
        return clone->getResult(0);
      };
      Value neutral = arith::ConstantOp::create(
          b, loc, getNeutralElement(combiner, accType));
      Value acc =
          forEachGroup({neutral},
                       [&](OpBuilder &gb, ArrayRef<SmallVector<Value>> lanes,
                           ValueRange accs) -> SmallVector<Value> {
                         Value a = accs[0];
                         for (auto [l, idx] : llvm::enumerate(lanes)) {
                           eval.lane = l;
                           a = combine(gb, a,
                                       eval.evaluate(gb, loc, red, idx, pos,
                                                     /*skip=*/combiner));
                         }
                         return {a};
                       })[0];
      // Later reductions and per-element outputs need the row value on
      // every invocation; per-row outputs only on invocation 0, which holds
      // the total after the tree's last level.
      bool broadcast = !fullOutputs.empty() || pos != body.reductions.back();
      Value total = acc;
      if (cfg.threads > 1) {
        // Tree over the row's invocations through workgroup memory; the
        // partials stay in registers on the invocations that keep combining.
        Type wordType = treeWordType(accType);
        Value shared =
            workgroupAlloc(b, loc, {cfg.rows, cfg.threads}, wordType);
        // Narrow partials travel widened; the round trip is exact.
        auto bits = [&]() -> Type {
          return IntegerType::get(b.getContext(),
                                  accType.getIntOrFloatBitWidth());
        };
        auto toWord = [&](OpBuilder &wb, Value v) -> Value {
          if (wordType == accType)
            return v;
          if (isa<FloatType>(accType))
            v = arith::BitcastOp::create(wb, loc, bits(), v);
          return arith::ExtUIOp::create(wb, loc, wordType, v);
        };
        auto fromWord = [&](OpBuilder &wb, Value v) -> Value {
          if (wordType == accType)
            return v;
          if (!isa<FloatType>(accType))
            return arith::TruncIOp::create(wb, loc, accType, v);
          v = arith::TruncIOp::create(wb, loc, bits(), v);
          return arith::BitcastOp::create(wb, loc, accType, v);
        };
        memref::StoreOp::create(b, loc, toWord(b, acc), shared,
                                ValueRange{ty, tx});
        gpu::BarrierOp::create(b, loc);
        for (int64_t half = cfg.threads / 2; half >= 1; half /= 2) {
          acc = guarded(
              b, loc, m.lt(tx, half),
              [&](OpBuilder &ib) -> SmallVector<Value> {
                IndexMath im{ib, loc};
                Value other = fromWord(
                    ib, memref::LoadOp::create(
                            ib, loc, shared, ValueRange{ty, im.add(tx, half)}));
                Value sum = combine(ib, acc, other);
                if (half > 1 || broadcast)
                  memref::StoreOp::create(ib, loc, toWord(ib, sum), shared,
                                          ValueRange{ty, tx});
                return {sum};
              },
              [&](OpBuilder &) -> SmallVector<Value> { return {acc}; })[0];
          if (half > 1 || broadcast)
            gpu::BarrierOp::create(b, loc);
        }
        total = broadcast
                    ? fromWord(b, memref::LoadOp::create(
                                      b, loc, shared, ValueRange{ty, m.c(0)}))
                    : acc;
      }
      Value initial = eval.valueAt(b, loc, redOut, rowIdx, pos);
      eval.rowValues[pos] = combine(b, initial, total);
    }

    guardedDo(b, loc, rowOk, [&](OpBuilder &ob) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(ob.getInsertionBlock(), ob.getInsertionPoint());
      forEachGroup({},
                   [&](OpBuilder &gb, ArrayRef<SmallVector<Value>> lanes,
                       ValueRange) -> SmallVector<Value> {
                     for (Value out : fullOutputs) {
                       SmallVector<Value> values;
                       for (auto [l, idx] : llvm::enumerate(lanes)) {
                         eval.lane = l;
                         values.push_back(
                             eval.valueAt(gb, loc, out, idx, body.ops.size()));
                       }
                       if (vec4.contains(out)) {
                         IndexMath gm{gb, loc};
                         SmallVector<Value> at(lanes[0]);
                         at.back() = gm.div(at.back(), 4);
                         auto v4 = VectorType::get(
                             {4}, getElementTypeOrSelf(values[0].getType()));
                         memref::StoreOp::create(gb, loc,
                                                 vector::FromElementsOp::create(
                                                     gb, loc, v4, values),
                                                 out, at);
                         continue;
                       }
                       for (auto [value, idx] : llvm::zip(values, lanes))
                         memref::StoreOp::create(gb, loc, value, out, idx);
                     }
                     return {};
                   });
      IndexMath om{ob, loc};
      guardedDo(ob, loc, om.eq(tx, 0), [&](OpBuilder &ib) {
        for (Value out : rowOutputs) {
          Value v = eval.valueAt(ib, loc, out, rowIdx, body.ops.size());
          memref::StoreOp::create(ib, loc, v, out, rowIdx);
        }
      });
    });
    eraseOriginal(func, body);
    setGrid(func, {cfg.threads, cfg.rows, 1}, {cfg.countX, cfg.countY, 1},
            llvm::formatv("row_chain: {0} rows of {1}, {2} reductions, {3} "
                          "invocations per row, {4} rows per workgroup",
                          s.rows, s.length, body.reductions.size(), cfg.threads,
                          cfg.rows)
                .str());
    return success();
  }
};

} // namespace
} // namespace strata::vulkan
