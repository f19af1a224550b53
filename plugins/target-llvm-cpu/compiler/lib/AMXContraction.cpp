//===- AMXContraction.cpp - bf16/int8 matmuls on Intel AMX tiles ----------===//
//
// See AMXContraction.h: the VNNI rewrite on tensors and the
// strata-llvm-cpu-lower-amx-contractions pass on buffers.
//
//===----------------------------------------------------------------------===//

#include "AMXContraction.h"
#include "strata/Target/LLVMCPU/Passes.h"

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

namespace strata::llvm_cpu {
#define GEN_PASS_DEF_LLVMCPULOWERAMXCONTRACTIONSPASS
#include "strata/Target/LLVMCPU/Passes.h.inc"
} // namespace strata::llvm_cpu

using namespace mlir;

namespace strata::llvm_cpu {
namespace {

/// AMX tiles: at most 16 rows of 64 bytes.
constexpr int64_t kTileRows = 16;
/// k pairs (bf16) or quads (i8) per multiplication: one 64-byte row of A.
constexpr int64_t kChunk = 16;
/// Chunks multiplied into an accumulator between its loads and stores when
/// k is too long to unroll whole.
constexpr int64_t kChunksPerGroup = 8;

/// Largest bf16 matmul (m * n * k, per batch) put on the tiles. On the GPU
/// machine's Xeon (one core) bf16 256^3 took 0.21 ms on AMX against 0.33
/// widened to f32 FMAs, 512^3 2.63 against 2.44 and 1024^3 38.9 against
/// 28.4 (bench/gpu/run_amx_micro.sh). int8 wins at every size (1024^3: 3.5
/// against 60.7 ms): no limit.
constexpr int64_t kMaxBF16MultiplyAdds = 256 * 256 * 256;

/// Elements of k packed into 32 bits: 2 for bf16, 4 for i8.
int64_t vnniFactor(Type element) {
  return 32 / element.getIntOrFloatBitWidth();
}

/// Whether `op`'s body is `out + ext(a) * ext(b)` with a, b its two inputs:
/// bf16 widened by arith.extf into f32, or i8 by arith.extsi into i32.
bool isWideningMulAdd(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return false;
  Type a = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  Type b = getElementTypeOrSelf(op.getDpsInputs()[1].getType());
  Type c = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  bool isFloat = a.isBF16() && b.isBF16() && c.isF32();
  bool isInt = a.isInteger(8) && b.isInteger(8) && c.isInteger(32);
  if (!isFloat && !isInt)
    return false;
  Block &body = op.getRegion().front();
  if (body.getOperations().size() != 5)
    return false;
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  Operation *add = yield.getOperand(0).getDefiningOp();
  if (!add || !(isFloat ? isa<arith::AddFOp>(add) : isa<arith::AddIOp>(add)))
    return false;
  Value out = body.getArgument(2);
  Value product = add->getOperand(0) == out   ? add->getOperand(1)
                  : add->getOperand(1) == out ? add->getOperand(0)
                                              : Value();
  Operation *mul = product ? product.getDefiningOp() : nullptr;
  if (!mul || !(isFloat ? isa<arith::MulFOp>(mul) : isa<arith::MulIOp>(mul)))
    return false;
  auto widened = [&](Value v) -> int {
    Operation *ext = v.getDefiningOp();
    if (!ext || !(isFloat ? isa<arith::ExtFOp>(ext) : isa<arith::ExtSIOp>(ext)))
      return -1;
    auto arg = dyn_cast<BlockArgument>(ext->getOperand(0));
    return arg && arg.getOwner() == &body ? int(arg.getArgNumber()) : -1;
  };
  int x = widened(mul->getOperand(0)), y = widened(mul->getOperand(1));
  return x >= 0 && y >= 0 && x != y && x < 2 && y < 2;
}

/// A (batched) matmul AMX multiplies: loops, operands and layout of B.
struct AMXMatmul {
  unsigned m, n, k;
  SmallVector<unsigned> batch; // in the order of C's dims
  int aIdx, bIdx;
};

/// A static (batched) matmul whose A has k innermost, whose output has n
/// innermost, whose body AMX computes and whose k is a multiple of the VNNI
/// factor. Batch loops index A, B and C; m only A and C; n only B and C.
std::optional<AMXMatmul> matchAMXMatmul(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumLoops() < 3 ||
      op.getNumReductionLoops() != 1 || op.hasDynamicShape() ||
      !isWideningMulAdd(op))
    return std::nullopt;
  unsigned loops = op.getNumLoops();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!llvm::all_of(maps, [&](AffineMap m) {
        return m.isProjectedPermutation() && m.getNumResults() == loops - 1;
      }))
    return std::nullopt;
  auto innermost = [](AffineMap m) {
    return cast<AffineDimExpr>(m.getResults().back()).getPosition();
  };
  AMXMatmul mm;
  mm.k = *llvm::find_if(llvm::seq(loops), [&](unsigned d) {
    return op.getIteratorTypesArray()[d] == utils::IteratorType::reduction;
  });
  mm.n = innermost(maps[2]);
  // A is the input without n, with k innermost; B the one without m.
  mm.aIdx = maps[0].isFunctionOfDim(mm.n) ? 1 : 0;
  mm.bIdx = 1 - mm.aIdx;
  AffineMap aMap = maps[mm.aIdx], bMap = maps[mm.bIdx];
  if (aMap.isFunctionOfDim(mm.n) || innermost(aMap) != mm.k ||
      !bMap.isFunctionOfDim(mm.n))
    return std::nullopt;
  std::optional<unsigned> m;
  for (AffineExpr e : maps[2].getResults()) {
    unsigned d = cast<AffineDimExpr>(e).getPosition();
    if (d == mm.n)
      continue;
    if (!bMap.isFunctionOfDim(d)) {
      if (m)
        return std::nullopt;
      m = d;
    } else {
      mm.batch.push_back(d);
    }
  }
  if (!m)
    return std::nullopt;
  mm.m = *m;
  Type element = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges[mm.k] % vnniFactor(element) != 0 ||
      (element.isBF16() &&
       ranges[mm.m] * ranges[mm.n] * ranges[mm.k] > kMaxBF16MultiplyAdds))
    return std::nullopt;
  return mm;
}

/// Rewrites one contraction matchAMXMatmul accepts into its VNNI form:
/// loops (batch..., m, n, k / v, v), A indexed at k = (k / v) * v + v (not
/// reshaped: a reshape would keep A's producer from fusing into the
/// workgroups), B packed to [batch..., k / v, n, v].
bool packOne(linalg::GenericOp op) {
  std::optional<AMXMatmul> mm = matchAMXMatmul(op);
  if (!mm)
    return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  Value a = op.getDpsInputs()[mm->aIdx], b = op.getDpsInputs()[mm->bIdx];
  AffineMap aMap = op.getIndexingMapsArray()[mm->aIdx],
            bMap = op.getIndexingMapsArray()[mm->bIdx],
            cMap = op.getIndexingMapsArray()[2];
  Type element = getElementTypeOrSelf(a.getType());
  int64_t v = vnniFactor(element);
  int64_t pairs = ranges[mm->k] / v;
  unsigned nb = mm->batch.size();
  unsigned newM = nb, newN = nb + 1, newK = nb + 2, newV = nb + 3;
  auto newLoop = [&](unsigned d) -> unsigned {
    if (d == mm->m)
      return newM;
    if (d == mm->n)
      return newN;
    return llvm::find(mm->batch, d) - mm->batch.begin();
  };

  OpBuilder builder(op);
  Location loc = op.getLoc();
  // Splits dim `pos` of `x` into (k / v, v).
  auto splitK = [&](Value x, unsigned pos) -> Value {
    auto type = cast<RankedTensorType>(x.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape[pos] = pairs;
    shape.insert(shape.begin() + pos + 1, v);
    SmallVector<ReassociationIndices> groups;
    for (unsigned i = 0, e = type.getRank(); i < e; ++i) {
      unsigned at = i <= pos ? i : i + 1;
      groups.push_back(i == pos ? ReassociationIndices{at, at + 1}
                                : ReassociationIndices{at});
    }
    return tensor::ExpandShapeOp::create(
        builder, loc, RankedTensorType::get(shape, element), x, groups);
  };
  // B to [batch..., k / v, n, v]: v consecutive k of one column side by side.
  unsigned kPos = *bMap.getResultPosition(getAffineDimExpr(mm->k, op.getContext()));
  Value bExpanded = splitK(b, kPos);
  auto expandedPos = [&](unsigned d) {
    unsigned pos = *bMap.getResultPosition(getAffineDimExpr(d, op.getContext()));
    return pos <= kPos ? pos : pos + 1;
  };
  SmallVector<int64_t> perm, packedShape;
  for (unsigned d : mm->batch) {
    perm.push_back(expandedPos(d));
    packedShape.push_back(ranges[d]);
  }
  perm.append({kPos, expandedPos(mm->n), kPos + 1});
  packedShape.append({pairs, ranges[mm->n], v});
  Value bInit = tensor::EmptyOp::create(builder, loc, packedShape, element);
  auto pack = linalg::TransposeOp::create(builder, loc, bExpanded, bInit, perm);
  // Lowered on buffers by lower-amx-contractions (lowerPack).
  pack->setAttr(kAMXPackAttr, UnitAttr::get(op.getContext()));
  Value bPacked = pack->getResult(0);

  MLIRContext *ctx = op.getContext();
  unsigned newLoops = nb + 4;
  auto dim = [&](unsigned d) { return getAffineDimExpr(d, ctx); };
  SmallVector<AffineExpr> aExprs, bExprs, cExprs;
  for (AffineExpr e : aMap.getResults()) {
    unsigned d = cast<AffineDimExpr>(e).getPosition();
    if (d == mm->k)
      aExprs.push_back(dim(newK) * v + dim(newV));
    else
      aExprs.push_back(dim(newLoop(d)));
  }
  for (unsigned i = 0; i < nb; ++i)
    bExprs.push_back(dim(i));
  bExprs.append({dim(newK), dim(newN), dim(newV)});
  for (AffineExpr e : cMap.getResults())
    cExprs.push_back(dim(newLoop(cast<AffineDimExpr>(e).getPosition())));
  SmallVector<AffineMap> newMaps = {AffineMap::get(newLoops, 0, aExprs, ctx),
                                    AffineMap::get(newLoops, 0, bExprs, ctx),
                                    AffineMap::get(newLoops, 0, cExprs, ctx)};
  SmallVector<utils::IteratorType> iterators(nb + 2,
                                             utils::IteratorType::parallel);
  iterators.append(2, utils::IteratorType::reduction);
  Block &oldBody = op.getRegion().front();
  auto packed = linalg::GenericOp::create(
      builder, loc, op->getResultTypes(), ValueRange{a, bPacked},
      op.getDpsInits(), newMaps, iterators,
      [&](OpBuilder &nested, Location, ValueRange args) {
        IRMapping mapping;
        mapping.map(oldBody.getArgument(mm->aIdx), args[0]);
        mapping.map(oldBody.getArgument(mm->bIdx), args[1]);
        mapping.map(oldBody.getArgument(2), args[2]);
        for (Operation &inner : oldBody)
          nested.clone(inner, mapping);
      });
  packed->setAttr(kAMXContractionAttr, UnitAttr::get(ctx));
  op->replaceAllUsesWith(packed->getResults());
  op->erase();
  return true;
}

/// Calls `body(start, size)` for each block of `size` (static) elements of
/// [0, total): full blocks in an scf.for, then the remainder.
void forEachBlock(OpBuilder &b, Location loc, int64_t total, int64_t block,
                  llvm::function_ref<void(OpBuilder &, Value, int64_t)> body) {
  int64_t full = total / block * block;
  if (full == block) {
    body(b, arith::ConstantIndexOp::create(b, loc, 0), block);
  } else if (full > 0) {
    auto loop =
        scf::ForOp::create(b, loc, arith::ConstantIndexOp::create(b, loc, 0),
                           arith::ConstantIndexOp::create(b, loc, full),
                           arith::ConstantIndexOp::create(b, loc, block));
    OpBuilder inner = OpBuilder::atBlockBegin(loop.getBody());
    inner.setInsertionPoint(loop.getBody()->getTerminator());
    body(inner, loop.getInductionVar(), block);
  }
  if (total > full)
    body(b, arith::ConstantIndexOp::create(b, loc, full), total - full);
}

/// Whether `type` has static strides with the given trailing ones.
bool hasTrailingStrides(MemRefType type, ArrayRef<int64_t> trailing) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return ArrayRef<int64_t>(strides).take_back(trailing.size()) == trailing;
}

/// Whether `op` only zeroes all of `buffer` (as the vectorized linalg.fill
/// of a matmul's accumulator looks on buffers): a linalg.fill, or a
/// transfer_write of a zero vector in a nest of scf.for loops from 0 by the
/// vector's extent over each dim they index, covering the whole buffer.
bool zeroesWholeBuffer(Operation *op, Value buffer) {
  auto isZero = [](Value v) {
    return matchPattern(v, m_AnyZeroFloat()) || matchPattern(v, m_Zero());
  };
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return fill.getOutputs()[0] == buffer && isZero(fill.getInputs()[0]);
  ArrayRef<int64_t> shape = cast<MemRefType>(buffer.getType()).getShape();
  SmallVector<scf::ForOp> loops;
  while (auto loop = dyn_cast<scf::ForOp>(op)) {
    if (loop.getNumResults() != 0 ||
        !matchPattern(loop.getLowerBound(), m_Zero()) ||
        loop.getBody()->getOperations().size() != 2)
      return false;
    loops.push_back(loop);
    op = &loop.getBody()->front();
  }
  auto write = dyn_cast<vector::TransferWriteOp>(op);
  if (!write || write.getBase() != buffer || write.getMask() ||
      !write.getPermutationMap().isMinorIdentity() ||
      !isZero(write.getVector()))
    return false;
  ArrayRef<int64_t> vectorShape = write.getVectorType().getShape();
  int64_t leading = shape.size() - vectorShape.size();
  llvm::SmallPtrSet<Operation *, 4> used;
  for (auto [i, index] : llvm::enumerate(write.getIndices())) {
    int64_t extent = int64_t(i) < leading ? 1 : vectorShape[i - leading];
    if (matchPattern(index, m_Zero())) {
      if (extent != shape[i])
        return false;
      continue;
    }
    Value iv = index;
    auto it = llvm::find_if(
        loops, [&](scf::ForOp loop) { return loop.getInductionVar() == iv; });
    APInt upper, step;
    if (it == loops.end() || !used.insert(*it).second ||
        !matchPattern(it->getUpperBound(), m_ConstantInt(&upper)) ||
        !matchPattern(it->getStep(), m_ConstantInt(&step)) ||
        upper.getSExtValue() != shape[i] || step.getSExtValue() != extent)
      return false;
  }
  return used.size() == loops.size();
}

int64_t roundUp(int64_t x, int64_t to) { return (x + to - 1) / to * to; }

/// Row-by-row vector copies and zeroing of 2-D buffers, 64 bytes at a time.
struct RowCopier {
  OpBuilder &b;
  Location loc;

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  /// Calls `body(builder, row, column, lanes)` over the 64-byte pieces of
  /// `rows` x `width` elements of `element`.
  void forEachPiece(
      int64_t rows, int64_t width, Type element,
      llvm::function_ref<void(OpBuilder &, Value, Value, int64_t)> body) {
    int64_t lanes = 512 / element.getIntOrFloatBitWidth();
    auto loop = scf::ForOp::create(b, loc, index(0), index(rows), index(1));
    OpBuilder inner = OpBuilder::atBlockBegin(loop.getBody());
    inner.setInsertionPoint(loop.getBody()->getTerminator());
    forEachBlock(inner, loc, width, lanes,
                 [&](OpBuilder &bb, Value column, int64_t size) {
                   body(bb, loop.getInductionVar(), column, size);
                 });
  }
  void zero(Value dst) {
    auto type = cast<MemRefType>(dst.getType());
    Type element = type.getElementType();
    forEachPiece(type.getDimSize(0), type.getDimSize(1), element,
                 [&](OpBuilder &bb, Value row, Value column, int64_t size) {
                   auto vecType = VectorType::get({size}, element);
                   Value zeros = arith::ConstantOp::create(
                       bb, loc, vecType, bb.getZeroAttr(vecType));
                   vector::TransferWriteOp::create(bb, loc, zeros, dst,
                                                   ValueRange{row, column},
                                                   ArrayRef<bool>{true});
                 });
  }
  /// Copies the top-left `rows` x `width` of `src` into `dst`.
  void copy(Value src, Value dst, int64_t rows, int64_t width) {
    Type element = cast<MemRefType>(src.getType()).getElementType();
    forEachPiece(rows, width, element,
                 [&](OpBuilder &bb, Value row, Value column, int64_t size) {
                   Value piece = vector::TransferReadOp::create(
                       bb, loc, VectorType::get({size}, element), src,
                       ValueRange{row, column}, /*padding=*/std::nullopt,
                       ArrayRef<bool>{true});
                   vector::TransferWriteOp::create(bb, loc, piece, dst,
                                                   ValueRange{row, column},
                                                   ArrayRef<bool>{true});
                 });
  }
};

/// Scratch buffers of at most this many bytes go on the stack, larger ones
/// on the heap (freed at the end).
constexpr int64_t kMaxStackScratchBytes = 64 * 1024;

/// Multiplies A [rows, pairs * v] by Bv [pairs, cols, v] into C [rows, cols]
/// (static shapes, rows of A and Bv contiguous, C's columns contiguous) on
/// the tile unit, the accumulators starting from zero with `zeroInit`, else
/// from C. Scratch buffers are allocated with `alloc` (outside any loop the
/// multiplication is in), the heap ones added to `heapScratch`.
///
/// Every tile has the same shape (16 rows of 64 bytes): LLVM configures
/// each tile register with one shape per function, so edge tiles of other
/// shapes beside the eight registers of a 2 x 2 block do not allocate.
/// Operands whose rows, columns or k are not whole tiles are copied into
/// zero-padded scratch buffers first (the result copied back).
void lowerMatmul(OpBuilder &builder, OpBuilder &alloc, Location loc, Value a,
                 Value b, Value c, bool zeroInit,
                 SmallVectorImpl<Value> &heapScratch) {
  auto aType = cast<MemRefType>(a.getType());
  auto bType = cast<MemRefType>(b.getType());
  auto cType = cast<MemRefType>(c.getType());
  Type element = aType.getElementType(), accElement = cType.getElementType();
  int64_t v = vnniFactor(element);
  int64_t rows = aType.getDimSize(0), pairs = bType.getDimSize(0),
          cols = bType.getDimSize(1);
  int64_t paddedRows = roundUp(rows, kTileRows),
          paddedCols = roundUp(cols, kTileRows),
          paddedPairs = roundUp(pairs, kChunk);
  bool isFloat = isa<FloatType>(accElement);

  RowCopier copier{builder, loc};
  auto scratch = [&](int64_t r, int64_t w, Type t) -> Value {
    auto type = MemRefType::get({r, w}, t);
    IntegerAttr alignment = alloc.getI64IntegerAttr(64);
    if (r * w * t.getIntOrFloatBitWidth() / 8 <= kMaxStackScratchBytes)
      return memref::AllocaOp::create(alloc, loc, type, ValueRange{},
                                      ValueRange{}, alignment);
    Value heap = memref::AllocOp::create(alloc, loc, type, ValueRange{},
                                         ValueRange{}, alignment);
    heapScratch.push_back(heap);
    return heap;
  };
  // Packed B's rows as a 2-D buffer (A already is one): the tile loads take
  // the stride between rows from the buffer's outer dim.
  Value a2 = a;
  Value b2 = memref::CollapseShapeOp::create(
      builder, loc, b, SmallVector<ReassociationIndices>{{0}, {1, 2}});
  auto padded = [&](Value src, int64_t r, int64_t w, int64_t paddedR,
                    int64_t paddedW) {
    Value dst = scratch(paddedR, paddedW, element);
    copier.zero(dst);
    copier.copy(src, dst, r, w);
    return dst;
  };
  if (rows != paddedRows || pairs != paddedPairs)
    a2 = padded(a2, rows, pairs * v, paddedRows, paddedPairs * v);
  if (pairs != paddedPairs || cols != paddedCols)
    b2 = padded(b2, pairs, cols * v, paddedPairs, paddedCols * v);
  Value c2 = c;
  bool cPadded = rows != paddedRows || cols != paddedCols;
  if (cPadded) {
    c2 = scratch(paddedRows, paddedCols, accElement);
    if (!zeroInit) {
      copier.zero(c2);
      copier.copy(c, c2, rows, cols);
    }
  }

  auto index = [&](OpBuilder &bb, int64_t value) -> Value {
    return arith::ConstantIndexOp::create(bb, loc, value);
  };
  auto offset = [&](OpBuilder &bb, Value x, int64_t delta) -> Value {
    return delta == 0 ? x
                      : arith::AddIOp::create(bb, loc, x, index(bb, delta))
                            .getResult();
  };
  auto scaled = [&](OpBuilder &bb, Value x, int64_t factor) -> Value {
    return arith::MulIOp::create(bb, loc, x, index(bb, factor));
  };
  auto accType = amx::TileType::get({kTileRows, kTileRows}, accElement);
  auto aTileType = amx::TileType::get({kTileRows, kChunk * v}, element);
  auto bTileType = amx::TileType::get({kChunk, kTileRows * v}, element);

  // Each block of up to 2 x 2 accumulator tiles multiplies its two A and
  // two B tiles of every k chunk into all four: half the tile loads of one
  // accumulator at a time, and all eight tile registers in use.
  forEachBlock(
      builder, loc, paddedRows, 2 * kTileRows,
      [&](OpBuilder &bm, Value m0, int64_t blockRows) {
        forEachBlock(
            bm, loc, paddedCols, 2 * kTileRows,
            [&](OpBuilder &bn, Value n0, int64_t blockCols) {
              int64_t mTiles = blockRows / kTileRows,
                      nTiles = blockCols / kTileRows;
              // Multiplies `chunks` chunks of 16 k pairs from `firstPair`
              // into the block's accumulators, zeroed first or loaded from
              // C, and stores them back.
              auto accumulate = [&](OpBuilder &bk, Value firstPair,
                                    int64_t chunks, bool zero) {
                SmallVector<Value> ms, ns;
                for (int64_t i = 0; i < mTiles; ++i)
                  ms.push_back(offset(bk, m0, i * kTileRows));
                for (int64_t j = 0; j < nTiles; ++j)
                  ns.push_back(offset(bk, n0, j * kTileRows));
                SmallVector<Value> accs;
                for (int64_t i = 0; i < mTiles; ++i)
                  for (int64_t j = 0; j < nTiles; ++j)
                    accs.push_back(
                        zero ? amx::TileZeroOp::create(bk, loc, accType)
                                   .getResult()
                             : amx::TileLoadOp::create(bk, loc, accType, c2,
                                                       ValueRange{ms[i], ns[j]})
                                   .getResult());
                for (int64_t chunk = 0; chunk < chunks; ++chunk) {
                  Value k0 = offset(bk, firstPair, chunk * kChunk);
                  SmallVector<Value> lhs, rhs;
                  for (int64_t i = 0; i < mTiles; ++i)
                    lhs.push_back(amx::TileLoadOp::create(
                        bk, loc, aTileType, a2,
                        ValueRange{ms[i], scaled(bk, k0, v)}));
                  for (int64_t j = 0; j < nTiles; ++j)
                    rhs.push_back(amx::TileLoadOp::create(
                        bk, loc, bTileType, b2,
                        ValueRange{k0, scaled(bk, ns[j], v)}));
                  for (int64_t i = 0; i < mTiles; ++i)
                    for (int64_t j = 0; j < nTiles; ++j) {
                      Value &acc = accs[i * nTiles + j];
                      acc = isFloat ? amx::TileMulFOp::create(
                                          bk, loc, accType, lhs[i], rhs[j], acc)
                                          .getResult()
                                    : amx::TileMulIOp::create(
                                          bk, loc, accType, lhs[i], rhs[j], acc)
                                          .getResult();
                    }
                }
                for (int64_t i = 0; i < mTiles; ++i)
                  for (int64_t j = 0; j < nTiles; ++j)
                    amx::TileStoreOp::create(bk, loc, c2,
                                             ValueRange{ms[i], ns[j]},
                                             accs[i * nTiles + j]);
              };
              int64_t chunks = paddedPairs / kChunk;
              if (chunks <= 2 * kChunksPerGroup) {
                accumulate(bn, index(bn, 0), chunks, zeroInit);
                return;
              }
              // Long k: the first group, then the middle ones in a loop,
              // the accumulators through memory between groups, then the
              // rest.
              int64_t groupPairs = kChunksPerGroup * kChunk;
              int64_t groups = (chunks - 1) / kChunksPerGroup;
              accumulate(bn, index(bn, 0), kChunksPerGroup, zeroInit);
              if (groups > 1) {
                auto loop = scf::ForOp::create(bn, loc, index(bn, groupPairs),
                                               index(bn, groups * groupPairs),
                                               index(bn, groupPairs));
                OpBuilder bg = OpBuilder::atBlockBegin(loop.getBody());
                bg.setInsertionPoint(loop.getBody()->getTerminator());
                accumulate(bg, loop.getInductionVar(), kChunksPerGroup, false);
              }
              accumulate(bn, index(bn, groups * groupPairs),
                         chunks - groups * kChunksPerGroup, false);
            });
      });
  if (cPadded)
    copier.copy(c2, c, rows, cols);
}

/// Lowers one marked contraction on buffers: loops over its batch dims,
/// each multiplying 2-D views (lowerMatmul). False when its buffers do not
/// have the layout the tile loads need (it then becomes plain loops).
bool lowerOne(linalg::GenericOp op) {
  Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1],
        c = op.getDpsInits()[0];
  auto aType = cast<MemRefType>(a.getType());
  auto bType = cast<MemRefType>(b.getType());
  auto cType = cast<MemRefType>(c.getType());
  unsigned nb = op.getNumLoops() - 4;
  if (op.getNumLoops() < 4 || !aType.hasStaticShape() ||
      !bType.hasStaticShape() || !cType.hasStaticShape() ||
      aType.getRank() != nb + 2 || bType.getRank() != nb + 3 ||
      cType.getRank() != nb + 2)
    return false;
  int64_t v = vnniFactor(aType.getElementType());
  if (!hasTrailingStrides(aType, {1}) ||
      !hasTrailingStrides(bType, {v, 1}) || !hasTrailingStrides(cType, {1}))
    return false;
  // Zeroed right before: the accumulators start as tilezero.
  bool zeroInit = false;
  if (Operation *prev = op->getPrevNode();
      prev && zeroesWholeBuffer(prev, c)) {
    prev->erase();
    zeroInit = true;
  }

  OpBuilder builder(op);
  Location loc = op.getLoc();
  SmallVector<Value> heapScratch;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  // One scf.for per batch loop, then each operand's 2-D (3-D for the VNNI
  // ones) view at those indices.
  SmallVector<Value> batchIvs;
  OpBuilder inner = builder;
  // Scratch buffers go before the loops (an alloca in a loop grows the
  // stack each iteration).
  OpBuilder alloc = builder;
  for (unsigned d = 0; d < nb; ++d) {
    auto loop = scf::ForOp::create(
        inner, loc, arith::ConstantIndexOp::create(inner, loc, 0),
        arith::ConstantIndexOp::create(inner, loc, ranges[d]),
        arith::ConstantIndexOp::create(inner, loc, 1));
    if (d == 0)
      alloc.setInsertionPoint(loop);
    batchIvs.push_back(loop.getInductionVar());
    inner = OpBuilder::atBlockBegin(loop.getBody());
    inner.setInsertionPoint(loop.getBody()->getTerminator());
  }
  auto view = [&](Value x, AffineMap map) -> Value {
    if (nb == 0)
      return x;
    auto type = cast<MemRefType>(x.getType());
    SmallVector<OpFoldResult> offsets, sizes,
        strides(type.getRank(), inner.getIndexAttr(1));
    SmallVector<int64_t> kept;
    for (auto [i, e] : llvm::enumerate(map.getResults())) {
      auto dimExpr = dyn_cast<AffineDimExpr>(e);
      if (dimExpr && dimExpr.getPosition() < nb) {
        unsigned d = dimExpr.getPosition();
        offsets.push_back(batchIvs[d]);
        sizes.push_back(inner.getIndexAttr(1));
      } else {
        offsets.push_back(inner.getIndexAttr(0));
        sizes.push_back(inner.getIndexAttr(type.getDimSize(i)));
        kept.push_back(type.getDimSize(i));
      }
    }
    auto viewType = memref::SubViewOp::inferRankReducedResultType(
        kept, type, offsets, sizes, strides);
    return memref::SubViewOp::create(inner, loc, cast<MemRefType>(viewType), x,
                                     offsets, sizes, strides);
  };
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  lowerMatmul(inner, alloc, loc, view(a, maps[0]), view(b, maps[1]),
              view(c, maps[2]), zeroInit, heapScratch);
  for (Value heap : heapScratch)
    memref::DeallocOp::create(builder, loc, heap);
  op->erase();
  return true;
}

/// Lowers one marked repack of B, [batch..., k, n] in any order with k split
/// into (k / v, v), to Bv [batch..., k / v, n, v] on buffers. With n
/// innermost in B, for each batch and k / v, v rows of 16 columns are loaded
/// and interleaved into one 64-byte row of Bv. With (k / v, v) innermost,
/// the v-element groups are 32-bit words: 16 x 16 blocks of them are
/// loaded (bitcast to i32), transposed (in the AVX-512 shuffles of
/// `transposes`' lowering) and stored. False when the layouts do not allow
/// either (the repack then becomes plain loops).
bool lowerPack(linalg::TransposeOp op,
               SmallVectorImpl<Operation *> &transposes) {
  Value in = op.getInput(), out = op.getInit();
  auto inType = cast<MemRefType>(in.getType());
  auto outType = cast<MemRefType>(out.getType());
  int64_t rank = outType.getRank();
  ArrayRef<int64_t> perm = op.getPermutation();
  if (!inType.hasStaticShape() || !outType.hasStaticShape() || rank < 3)
    return false;
  int64_t pairs = outType.getDimSize(rank - 3),
          cols = outType.getDimSize(rank - 2), v = outType.getDimSize(rank - 1);
  Type element = outType.getElementType();
  bool nInnermost = perm[rank - 2] == rank - 1;
  bool wordsInnermost =
      perm[rank - 1] == rank - 1 && perm[rank - 3] == rank - 2;
  if ((!nInnermost && !wordsInnermost) ||
      !hasTrailingStrides(inType, nInnermost ? ArrayRef<int64_t>{1}
                                             : ArrayRef<int64_t>{v, 1}) ||
      !hasTrailingStrides(outType, {v, 1}) || (v != 2 && v != 4) ||
      32 / element.getIntOrFloatBitWidth() != v)
    return false;

  OpBuilder builder(op);
  Location loc = op.getLoc();
  auto index = [&](OpBuilder &bb, int64_t value) -> Value {
    return arith::ConstantIndexOp::create(bb, loc, value);
  };
  SmallVector<ReassociationIndices> collapse;
  for (int64_t i = 0; i < rank - 2; ++i)
    collapse.push_back({i});
  collapse.push_back({rank - 2, rank - 1});
  Value out2 = memref::CollapseShapeOp::create(builder, loc, out, collapse);
  // One loop per batch dim of Bv, and over k / v for the interleaves.
  SmallVector<Value> ivs;
  OpBuilder body = builder;
  for (int64_t d = 0; d < (nInnermost ? rank - 2 : rank - 3); ++d) {
    auto loop =
        scf::ForOp::create(body, loc, index(body, 0),
                           index(body, outType.getDimSize(d)), index(body, 1));
    ivs.push_back(loop.getInductionVar());
    body = OpBuilder::atBlockBegin(loop.getBody());
    body.setInsertionPoint(loop.getBody()->getTerminator());
  }
  // B's indices for Bv's batch ivs, k / v, n and the element of v.
  auto inIndices = [&](Value pair, Value n, Value element) {
    SmallVector<Value> indices(rank);
    for (int64_t d = 0; d < rank - 3; ++d)
      indices[perm[d]] = ivs[d];
    indices[perm[rank - 3]] = pair;
    indices[perm[rank - 2]] = n;
    indices[perm[rank - 1]] = element;
    return indices;
  };
  auto outIndices = [&](OpBuilder &bb, Value pair, Value n) {
    SmallVector<Value> indices(ivs.begin(), ivs.begin() + rank - 3);
    indices.push_back(pair);
    indices.push_back(arith::MulIOp::create(bb, loc, n, index(bb, v)));
    return indices;
  };

  if (nInnermost) {
    Value pair = ivs.back();
    forEachBlock(body, loc, cols, kTileRows,
                 [&](OpBuilder &bb, Value n0, int64_t width) {
                   auto rowType = VectorType::get({width}, element);
                   SmallVector<Value> rowsOfK;
                   for (int64_t i = 0; i < v; ++i)
                     rowsOfK.push_back(vector::TransferReadOp::create(
                         bb, loc, rowType, in, inIndices(pair, n0, index(bb, i)),
                         /*padding=*/std::nullopt, ArrayRef<bool>{true}));
                   // interleave(r0, r1) for pairs; for quads interleave(r0,
                   // r2) with interleave(r1, r3), interleaved: r0 r1 r2 r3.
                   Value packed;
                   if (v == 2) {
                     packed = vector::InterleaveOp::create(bb, loc, rowsOfK[0],
                                                           rowsOfK[1]);
                   } else {
                     Value even = vector::InterleaveOp::create(
                         bb, loc, rowsOfK[0], rowsOfK[2]);
                     Value odd = vector::InterleaveOp::create(
                         bb, loc, rowsOfK[1], rowsOfK[3]);
                     packed = vector::InterleaveOp::create(bb, loc, even, odd);
                   }
                   vector::TransferWriteOp::create(bb, loc, packed, out2,
                                                   outIndices(bb, pair, n0),
                                                   ArrayRef<bool>{true});
                 });
    op->erase();
    return true;
  }

  Type word = IntegerType::get(op.getContext(), 32);
  forEachBlock(body, loc, pairs, kTileRows,
               [&](OpBuilder &bp, Value k0, int64_t depth) {
                 forEachBlock(bp, loc, cols, kTileRows,
                              [&](OpBuilder &bb, Value n0, int64_t width) {
                   // Rows n0.. of B as words: a width x depth matrix.
                   auto blockType = VectorType::get({width, depth}, word);
                   Value block = ub::PoisonOp::create(bb, loc, blockType);
                   for (int64_t r = 0; r < width; ++r) {
                     Value n = arith::AddIOp::create(bb, loc, n0, index(bb, r));
                     Value row = vector::TransferReadOp::create(
                         bb, loc, VectorType::get({depth * v}, element), in,
                         inIndices(k0, n, index(bb, 0)),
                         /*padding=*/std::nullopt, ArrayRef<bool>{true});
                     row = vector::BitCastOp::create(
                         bb, loc, VectorType::get({depth}, word), row);
                     block = vector::InsertOp::create(bb, loc, row, block, r);
                   }
                   auto transposed = vector::TransposeOp::create(
                       bb, loc, block, ArrayRef<int64_t>{1, 0});
                   transposes.push_back(transposed);
                   for (int64_t j = 0; j < depth; ++j) {
                     Value row = vector::ExtractOp::create(
                         bb, loc, transposed.getResult(), j);
                     row = vector::BitCastOp::create(
                         bb, loc, VectorType::get({width * v}, element), row);
                     Value pair =
                         arith::AddIOp::create(bb, loc, k0, index(bb, j));
                     vector::TransferWriteOp::create(bb, loc, row, out2,
                                                     outIndices(bb, pair, n0),
                                                     ArrayRef<bool>{true});
                   }
                 });
               });
  op->erase();
  return true;
}

struct LowerAMXContractionsPass
    : impl::LLVMCPULowerAMXContractionsPassBase<LowerAMXContractionsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> ops;
    SmallVector<linalg::TransposeOp> packs;
    getOperation().walk([&](Operation *op) {
      if (auto generic = dyn_cast<linalg::GenericOp>(op);
          generic && generic->hasAttr(kAMXContractionAttr) &&
          generic.hasPureBufferSemantics())
        ops.push_back(generic);
      if (auto transpose = dyn_cast<linalg::TransposeOp>(op);
          transpose && transpose->hasAttr(kAMXPackAttr) &&
          transpose.hasPureBufferSemantics())
        packs.push_back(transpose);
    });
    // Plain loops where the layouts do not fit: slow, still correct.
    SmallVector<Operation *> transposes;
    for (linalg::TransposeOp op : packs)
      if (!lowerPack(op, transposes))
        op->removeAttr(kAMXPackAttr);
    // 16 x 16 word transposes as AVX-512 shuffles (the others, edges, as
    // the vector-to-llvm lowering does them).
    llvm::erase_if(transposes, [](Operation *t) {
      return cast<vector::TransposeOp>(t).getSourceVectorType().getShape() !=
             ArrayRef<int64_t>{16, 16};
    });
    if (!transposes.empty()) {
      RewritePatternSet patterns(&getContext());
      vector::populateVectorTransposeLoweringPatterns(
          patterns, vector::VectorTransposeLowering::Shuffle16x16);
      if (failed(applyOpPatternsGreedily(
              transposes, std::move(patterns),
              GreedyRewriteConfig().setStrictness(
                  GreedyRewriteStrictness::ExistingAndNewOps))))
        return signalPassFailure();
    }
    for (linalg::GenericOp op : ops)
      if (!lowerOne(op))
        op->removeAttr(kAMXContractionAttr);
  }
};

} // namespace

bool isAMXContraction(linalg::GenericOp op) {
  return matchAMXMatmul(op).has_value();
}

bool packContractionsForAMX(func::FuncOp func) {
  SmallVector<linalg::GenericOp> candidates;
  func.walk([&](linalg::GenericOp op) { candidates.push_back(op); });
  bool any = false;
  for (linalg::GenericOp op : candidates)
    any |= packOne(op);
  return any;
}

} // namespace strata::llvm_cpu
