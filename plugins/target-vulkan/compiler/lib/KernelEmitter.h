//===- KernelEmitter.h - What the cooperative kernels are written with
//-*-C++-*-===//
//
// Shared by the kernel writers of strata-vulkan-cooperative-kernels
// (CooperativeKernels.cpp: matmul, convolution, row chains, elementwise;
// SkinnyContraction.cpp: contractions with few rows): the bufferized
// dispatch's writes (DispatchBody), index arithmetic, the Evaluator that
// replays the dispatch's writes at a point (fused producers and consumers),
// vector<4> retyping of bindings, guarded code, the grid and description
// the kernel leaves for map-to-gpu and strata-dump, and the points of a
// contraction (ContractionPoints).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TARGET_VULKAN_LIB_KERNELEMITTER_H
#define STRATA_TARGET_VULKAN_LIB_KERNELEMITTER_H

#include "Contraction.h"
#include "KernelSupport.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

namespace strata::vulkan::detail {

/// The ops of a bufferized dispatch that write memory, in order, and the
/// position of its kernel op.
struct DispatchBody {
  SmallVector<Operation *> ops;
  unsigned rootPos = 0;
  /// Row chains: the positions of the reductions.
  SmallVector<unsigned> reductions;
  bool hasRoot() const { return rootPos < ops.size(); }
  linalg::LinalgOp root() const { return cast<linalg::LinalgOp>(ops[rootPos]); }
};

/// The buffers `op` (a linalg op or a copy) writes.
SmallVector<Value> getWrittenBuffers(Operation *op);

/// Index arithmetic on `index` values.
struct IndexMath {
  OpBuilder &b;
  Location loc;
  Value c(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value add(Value x, int64_t v) { return v ? add(x, c(v)) : x; }
  Value mul(Value x, int64_t v) {
    return v == 1 ? x : arith::MulIOp::create(b, loc, x, c(v)).getResult();
  }
  Value div(Value x, int64_t v) {
    return v == 1 ? x : arith::DivUIOp::create(b, loc, x, c(v)).getResult();
  }
  Value rem(Value x, int64_t v) {
    return arith::RemUIOp::create(b, loc, x, c(v));
  }
  Value lt(Value x, int64_t v) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, c(v));
  }
  Value eq(Value x, int64_t v) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, c(v));
  }
  /// `a && b` where either may be null (true).
  Value both(Value x, Value y) {
    if (!x)
      return y;
    if (!y)
      return x;
    return arith::AndIOp::create(b, loc, x, y);
  }
  /// Row-major indices of `flat` in `sizes`.
  SmallVector<Value> delinearize(Value flat, ArrayRef<int64_t> sizes) {
    SmallVector<Value> indices(sizes.size());
    for (int i = sizes.size() - 1; i >= 0; --i) {
      indices[i] = i == 0 ? flat : rem(flat, sizes[i]);
      if (i > 0)
        flat = div(flat, sizes[i]);
    }
    return indices;
  }
};

/// Replays the dispatch's writes to compute the value of a buffer at a
/// point: the last write before a position decides (a fill gives its
/// value, a copy the source's, an elementwise op its body on its operands'
/// values, the kernel op `rootValue`); without a write the buffer is read.
/// Bindings retyped to vector<4> words are read a word at a time: within a
/// "lane group" (four consecutive points along the innermost dimension),
/// a read of such a binding at the group's own innermost indices loads the
/// word once and extracts the lane.
class Evaluator {
public:
  Evaluator(const DispatchBody &body, const llvm::SmallDenseSet<Value> &vec4)
      : body(body), vec4(vec4) {}

  std::function<Value(OpBuilder &, ValueRange)> rootValue;
  /// Row chains: the value of the reduction at a position for the row
  /// being evaluated (every read of it is at that row).
  llvm::DenseMap<unsigned, Value> rowValues;

  /// Lane groups: `last[l]` is the innermost index of lane l, a multiple of
  /// 4 plus l; `lane` the lane being evaluated.
  void beginLanes(ArrayRef<Value> last) {
    laneLast.assign(last.begin(), last.end());
    cache.clear();
  }
  void endLanes() {
    laneLast.clear();
    cache.clear();
  }
  unsigned lane = 0;

  Value valueAt(OpBuilder &b, Location loc, Value buffer, ValueRange idx,
                unsigned before) {
    for (unsigned pos = before; pos-- > 0;) {
      Operation *op = body.ops[pos];
      if (!llvm::is_contained(getWrittenBuffers(op), buffer))
        continue;
      if (pos == body.rootPos)
        return rootValue(b, idx);
      if (auto known = rowValues.find(pos); known != rowValues.end())
        return known->second;
      if (auto fill = dyn_cast<linalg::FillOp>(op))
        return fill.getInputs()[0];
      if (auto copy = dyn_cast<memref::CopyOp>(op))
        return valueAt(b, loc, copy.getSource(), idx, pos);
      return evaluate(b, loc, cast<linalg::LinalgOp>(op), idx, pos);
    }
    return load(b, loc, buffer, idx);
  }

  /// The body of `op` at loop indices `idx`, its operands read as they are
  /// before position `pos`; `skip` (if any) is left out and the value it
  /// would combine with is returned instead (reductions).
  Value evaluate(OpBuilder &b, Location loc, linalg::LinalgOp op,
                 ValueRange idx, unsigned pos, Operation *skip = nullptr) {
    Block *block = op.getBlock();
    IRMapping mapping;
    for (OpOperand *input : op.getDpsInputOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(input);
      if (arg.use_empty())
        continue;
      if (!isa<ShapedType>(input->get().getType())) {
        mapping.map(arg, input->get());
        continue;
      }
      SmallVector<Value> at =
          applyMap(b, loc, op.getMatchingIndexingMap(input), idx);
      mapping.map(arg, valueAt(b, loc, input->get(), at, pos));
    }
    for (OpOperand &init : op.getDpsInitsMutable()) {
      BlockArgument arg = op.getMatchingBlockArgument(&init);
      if (arg.use_empty() || skip)
        continue;
      SmallVector<Value> at =
          applyMap(b, loc, op.getMatchingIndexingMap(&init), idx);
      mapping.map(arg, valueAt(b, loc, init.get(), at, pos));
    }
    for (Operation &inner : block->without_terminator()) {
      if (&inner == skip)
        continue;
      if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
        mapping.map(index.getResult(), idx[index.getDim()]);
        continue;
      }
      b.clone(inner, mapping);
    }
    if (skip) {
      BlockArgument out = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
      Value element = skip->getOperand(0) == out ? skip->getOperand(1)
                                                 : skip->getOperand(0);
      return mapping.lookupOrDefault(element);
    }
    return mapping.lookupOrDefault(block->getTerminator()->getOperand(0));
  }

  SmallVector<Value> applyMap(OpBuilder &b, Location loc, AffineMap map,
                              ValueRange idx) {
    SmallVector<Value> result;
    for (AffineExpr expr : map.getResults()) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        result.push_back(idx[dim.getPosition()]);
      else if (auto cst = dyn_cast<AffineConstantExpr>(expr))
        result.push_back(
            arith::ConstantIndexOp::create(b, loc, cst.getValue()));
      else
        result.push_back(affine::AffineApplyOp::create(
            b, loc, AffineMap::get(map.getNumDims(), 0, expr), idx));
    }
    return result;
  }

  Value load(OpBuilder &b, Location loc, Value buffer, ValueRange idx) {
    if (!vec4.contains(buffer))
      return memref::LoadOp::create(b, loc, buffer, idx);
    IndexMath m{b, loc};
    SmallVector<Value> outer(idx.drop_back());
    if (!laneLast.empty() && idx.back() == laneLast[lane]) {
      for (auto &[key, word] : cache)
        if (key.first == buffer && key.second == outer)
          return vector::ExtractOp::create(b, loc, word, lane);
      SmallVector<Value> at = outer;
      at.push_back(m.div(laneLast[0], 4));
      Value word = memref::LoadOp::create(b, loc, buffer, at);
      cache.push_back({{buffer, outer}, word});
      return vector::ExtractOp::create(b, loc, word, lane);
    }
    SmallVector<Value> at = outer;
    at.push_back(m.div(idx.back(), 4));
    Value word = memref::LoadOp::create(b, loc, buffer, at);
    return vector::ExtractOp::create(b, loc, word,
                                     OpFoldResult(m.rem(idx.back(), 4)));
  }

private:
  const DispatchBody &body;
  const llvm::SmallDenseSet<Value> &vec4;
  SmallVector<Value> laneLast;
  SmallVector<std::pair<std::pair<Value, SmallVector<Value>>, Value>> cache;
};

/// A buffer the evaluator tracks as a whole: a binding, a temporary or a
/// constant, statically shaped with the identity layout.
bool isWholeBuffer(Value value, func::FuncOp func);
/// The dispatch's writes; `rowChain`: several reductions are allowed, none
/// is the kernel op (rootPos is past the end) and `reductions` lists their
/// positions.
FailureOr<DispatchBody> collectBody(func::FuncOp func, bool rowChain = false);
/// Every op after the kernel op is elementwise over its output domain,
/// reading what was written since the kernel op only at its own point;
/// every binding written before the kernel op is rewritten after it.
LogicalResult checkDataFlow(const DispatchBody &body, func::FuncOp func);
/// The bindings written at or after the kernel op, in first-write order.
SmallVector<Value> getOutputs(const DispatchBody &body);
/// memref<d0 x ... x dn xT> as memref<d0 x ... x dn/4 x vector<4xT>>.
MemRefType getVec4Type(MemRefType type);
/// A binding that can be retyped to vector<4> words: 32-bit elements,
/// innermost dimension a multiple of 4.
bool canBeVec4(Value buffer);
/// Bindings only read, each along the innermost loop of ops over the
/// kernel's (or output's) domain: retyped to vector<4> words.
llvm::SmallDenseSet<Value>
getStreamedInputs(const DispatchBody &body,
                  const llvm::SetVector<Value> &written,
                  ArrayRef<int64_t> kernelDomain = {});
/// A statically shaped allocation in workgroup memory.
Value workgroupAlloc(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                     Type element);
/// scf.if `cond` yielding `then()` or `otherwise()` (of the same types);
/// just `then()` when `cond` is null.
SmallVector<Value>
guarded(OpBuilder &b, Location loc, Value cond,
        llvm::function_ref<SmallVector<Value>(OpBuilder &)> then,
        llvm::function_ref<SmallVector<Value>(OpBuilder &)> otherwise);
/// `then()` under `cond` (always when null).
void guardedDo(OpBuilder &b, Location loc, Value cond,
               llvm::function_ref<void(OpBuilder &)> then);
/// Retypes the bindings in `vec4` to vector<4> words (every access the
/// kernel makes goes through the Evaluator or the kernel's own loads).
void retypeBindings(func::FuncOp func, const llvm::SmallDenseSet<Value> &vec4);
/// Erases the dispatch's original ops (and temporaries left unused).
void eraseOriginal(func::FuncOp func, const DispatchBody &body);
/// The grid map-to-gpu takes as it is, and the kernel's description for
/// strata-dump.
void setGrid(func::FuncOp func, ArrayRef<int64_t> size, ArrayRef<int64_t> count,
             const llvm::Twine &description);

/// The points of a contraction's loops in a kernel: the batch loops' values
/// (once per workgroup), each loop class set from its linear index, and the
/// contraction's X and Y (its fused producers included) evaluated at a
/// point.
struct ContractionPoints {
  mutable linalg::LinalgOp root;
  const Contraction &con;
  const DispatchBody &body;
  Evaluator &eval;
  Location loc;
  /// The batch loops' values (batchIdx[i] of loop con.batch[i]).
  SmallVector<Value> batchIdx;

  /// Sets the batch loops from the linear batch index `flat` (null: 0).
  void setBatch(OpBuilder &b, Value flat);
  SmallVector<int64_t> classSizes(ArrayRef<unsigned> loops) const;
  /// Sets the loops of class `cls` in `loops` from its linear index.
  void setLoops(IndexMath &m, SmallVector<Value> &loops, ArrayRef<unsigned> cls,
                Value flat) const;
  /// All loops 0 but the batch loops.
  SmallVector<Value> pointLoops(IndexMath &m) const;
  /// The value of side `v` (con.lhs or con.rhs) at `loops`: its inputs
  /// read (or their producers evaluated) through their maps, its ops
  /// cloned; `override` (if any) gives the value of an input instead.
  Value
  evaluateSide(OpBuilder &b, Value v, ArrayRef<Value> loops,
               llvm::function_ref<Value(OpOperand *)> override = nullptr) const;
  /// The output's indices at the point (m, n) of the GEMM.
  SmallVector<Value> outAt(OpBuilder &b, Value gm, Value gn) const;
};

/// The value a contraction side extends for cooperative matrices: the
/// input of an extf (16-bit floats to f32) or of an extsi / extui of 8-bit
/// integers to i32; else null.
Value extensionSource(Value side);

/// A subgroup's cooperative-matrix fragment of `type` at (row, col) of a
/// workgroup slice with leading dimension `ld`, read column-major (element
/// (r, c) at c * ld + r) when `transposed`. bf16 fragments travel as f16
/// ones through the gpu dialect: `bf16` marks the load for ConvertToSPIRV
/// (kBF16MatrixAttr).
Value loadFragment(OpBuilder &b, Location loc, gpu::MMAMatrixType type,
                   Value shared, bool transposed, Value row, Value col,
                   int64_t ld, bool bf16);

/// The cooperative-matrix operand type of a side extended in `body` (the
/// matmul's or the attention's products): the 16-bit float type, or si8 /
/// ui8 for a sign / zero extension of i8; else null.
Type cooperativeSourceType(Value side, Block *body);

/// Writes the matmul (or implicit-GEMM conv) kernel of a dispatch
/// tile-and-distribute marked "matmul" or "conv" (MatmulKernel.cpp).
LogicalResult emitMatmul(func::FuncOp func, DispatchBody &body,
                         const KernelLimits &limits);

/// Writes the fused attention kernel of a dispatch classifyAttention
/// marked (Attention.cpp).
LogicalResult emitAttention(func::FuncOp func, DispatchBody &body,
                            const KernelLimits &limits);

/// Writes the split-k kernel of a contraction with few rows
/// (SkinnyContraction.cpp).
LogicalResult emitSkinnyContraction(func::FuncOp func, DispatchBody &body,
                                    const KernelLimits &limits);

} // namespace strata::vulkan::detail

#endif // STRATA_TARGET_VULKAN_LIB_KERNELEMITTER_H
