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
#include "mlir/Dialect/Vector/IR/VectorOps.h"
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

/// Largest matmul (m * n * k) put on the tiles. Before register blocking
/// and the interleaving repack, large matmuls lost to the f32 FMA kernel:
/// on the GPU machine's Xeon (one core) a bf16 128^3 matmul took 41 us on
/// AMX against 70 us widened to FMAs, 1024^3 took 21.8 ms against 17.4 ms.
constexpr int64_t kMaxMultiplyAdds = 256 * 256 * 256;

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

/// A matmul AMX multiplies: loops, operands and layout of B.
struct AMXMatmul {
  unsigned m, n, k;
  int aIdx, bIdx;
  bool bRowMajor; // B[k, n], else B[n, k]
};

/// A static 2-D matmul with a row-major A, an output laid (m, n), a body
/// AMX computes and k a multiple of the VNNI factor.
std::optional<AMXMatmul> matchAMXMatmul(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumLoops() != 3 ||
      op.getNumReductionLoops() != 1 || op.hasDynamicShape() ||
      !isWideningMulAdd(op))
    return std::nullopt;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!llvm::all_of(maps, [](AffineMap m) {
        return m.isProjectedPermutation() && m.getNumResults() == 2;
      }))
    return std::nullopt;
  auto dim = [](AffineMap m, unsigned i) {
    return cast<AffineDimExpr>(m.getResult(i)).getPosition();
  };
  AMXMatmul mm;
  mm.m = dim(maps[2], 0);
  mm.n = dim(maps[2], 1);
  mm.k = 3 - mm.m - mm.n;
  if (op.getIteratorTypesArray()[mm.k] != utils::IteratorType::reduction)
    return std::nullopt;
  // A is the input indexed by m, B the one indexed by n.
  mm.aIdx = maps[0].isFunctionOfDim(mm.m) ? 0 : 1;
  mm.bIdx = 1 - mm.aIdx;
  if (dim(maps[mm.aIdx], 0) != mm.m || dim(maps[mm.aIdx], 1) != mm.k ||
      !maps[mm.bIdx].isFunctionOfDim(mm.n) ||
      !maps[mm.bIdx].isFunctionOfDim(mm.k))
    return std::nullopt;
  mm.bRowMajor = dim(maps[mm.bIdx], 0) == mm.k;
  Type element = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges[mm.k] % vnniFactor(element) != 0 ||
      ranges[mm.m] * ranges[mm.n] * ranges[mm.k] > kMaxMultiplyAdds)
    return std::nullopt;
  return mm;
}

/// Rewrites one contraction matchAMXMatmul accepts into its VNNI form.
bool packOne(linalg::GenericOp op) {
  std::optional<AMXMatmul> mm = matchAMXMatmul(op);
  if (!mm)
    return false;
  unsigned m = mm->m, n = mm->n, k = mm->k;
  int aIdx = mm->aIdx, bIdx = mm->bIdx;
  bool bRowMajor = mm->bRowMajor;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  Value a = op.getDpsInputs()[aIdx], b = op.getDpsInputs()[bIdx];
  Type element = getElementTypeOrSelf(a.getType());
  int64_t v = vnniFactor(element);
  int64_t rows = ranges[m], cols = ranges[n], depth = ranges[k];
  int64_t pairs = depth / v;

  OpBuilder builder(op);
  Location loc = op.getLoc();
  Value aPacked = tensor::ExpandShapeOp::create(
      builder, loc, RankedTensorType::get({rows, pairs, v}, element), a,
      SmallVector<ReassociationIndices>{{0}, {1, 2}});
  // B to [k / v, n, v]: v consecutive k of one column next to each other.
  Value bExpanded,
      bInit = tensor::EmptyOp::create(
          builder, loc, ArrayRef<int64_t>{pairs, cols, v}, element);
  SmallVector<int64_t> perm;
  if (bRowMajor) {
    bExpanded = tensor::ExpandShapeOp::create(
        builder, loc, RankedTensorType::get({pairs, v, cols}, element), b,
        SmallVector<ReassociationIndices>{{0, 1}, {2}});
    perm = {0, 2, 1};
  } else {
    bExpanded = tensor::ExpandShapeOp::create(
        builder, loc, RankedTensorType::get({cols, pairs, v}, element), b,
        SmallVector<ReassociationIndices>{{0}, {1, 2}});
    perm = {1, 0, 2};
  }
  auto pack = linalg::TransposeOp::create(builder, loc, bExpanded, bInit, perm);
  if (bRowMajor) // A [n, k] B stays with the generic vectorizer.
    pack->setAttr(kAMXPackAttr, UnitAttr::get(op.getContext()));
  Value bPacked = pack->getResult(0);

  MLIRContext *ctx = op.getContext();
  AffineExpr d0, d1, d2, d3;
  bindDims(ctx, d0, d1, d2, d3);
  SmallVector<AffineMap> newMaps = {AffineMap::get(4, 0, {d0, d2, d3}, ctx),
                                    AffineMap::get(4, 0, {d2, d1, d3}, ctx),
                                    AffineMap::get(4, 0, {d0, d1}, ctx)};
  SmallVector<utils::IteratorType> iterators = {
      utils::IteratorType::parallel, utils::IteratorType::parallel,
      utils::IteratorType::reduction, utils::IteratorType::reduction};
  Block &oldBody = op.getRegion().front();
  auto packed = linalg::GenericOp::create(
      builder, loc, op->getResultTypes(), ValueRange{aPacked, bPacked},
      op.getDpsInits(), newMaps, iterators,
      [&](OpBuilder &nested, Location, ValueRange args) {
        IRMapping mapping;
        mapping.map(oldBody.getArgument(aIdx), args[0]);
        mapping.map(oldBody.getArgument(bIdx), args[1]);
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
/// of a matmul's accumulator looks on buffers): a whole-buffer
/// transfer_write of zeros, or a loop of row writes of zeros.
bool zeroesWholeBuffer(Operation *op, Value buffer) {
  auto shape = cast<MemRefType>(buffer.getType()).getShape();
  auto isZeroWrite = [&](Operation *o, ArrayRef<int64_t> vectorShape,
                         Value row) {
    auto write = dyn_cast_or_null<vector::TransferWriteOp>(o);
    if (!write || write.getBase() != buffer || write.getMask() ||
        write.getVectorType().getShape() != vectorShape ||
        !write.getPermutationMap().isMinorIdentity() ||
        (!matchPattern(write.getVector(), m_AnyZeroFloat()) &&
         !matchPattern(write.getVector(), m_Zero())))
      return false;
    for (auto [i, index] : llvm::enumerate(write.getIndices()))
      if (i == 0 && row ? index != row : !matchPattern(index, m_Zero()))
        return false;
    return true;
  };
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return fill.getOutputs()[0] == buffer &&
           (matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) ||
            matchPattern(fill.getInputs()[0], m_Zero()));
  if (isZeroWrite(op, shape, Value()))
    return true;
  auto loop = dyn_cast<scf::ForOp>(op);
  if (!loop || shape.size() != 2 || loop.getNumResults() != 0 ||
      !matchPattern(loop.getLowerBound(), m_Zero()) ||
      !matchPattern(loop.getStep(), m_One()))
    return false;
  APInt upper;
  if (!matchPattern(loop.getUpperBound(), m_ConstantInt(&upper)))
    return false;
  Block *body = loop.getBody();
  return upper.getSExtValue() == shape[0] &&
         body->getOperations().size() == 2 &&
         isZeroWrite(&body->front(), {1, shape[1]}, loop.getInductionVar());
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

/// Lowers one marked contraction on buffers; false when its buffers do not
/// have the layout the tile loads need (it then becomes plain loops).
///
/// Every tile has the same shape (16 rows of 64 bytes): LLVM configures
/// each tile register with one shape per function, so edge tiles of other
/// shapes beside the eight registers of a 2 x 2 block do not allocate.
/// Operands whose rows, columns or k are not whole tiles are copied into
/// zero-padded scratch buffers first (the result copied back).
bool lowerOne(linalg::GenericOp op) {
  Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1],
        c = op.getDpsInits()[0];
  auto aType = cast<MemRefType>(a.getType());
  auto bType = cast<MemRefType>(b.getType());
  auto cType = cast<MemRefType>(c.getType());
  if (!aType.hasStaticShape() || !bType.hasStaticShape() ||
      !cType.hasStaticShape() || aType.getRank() != 3 || bType.getRank() != 3 ||
      cType.getRank() != 2)
    return false;
  Type element = aType.getElementType(), accElement = cType.getElementType();
  int64_t v = vnniFactor(element);
  if (!hasTrailingStrides(aType, {v, 1}) ||
      !hasTrailingStrides(bType, {v, 1}) || !hasTrailingStrides(cType, {1}))
    return false;
  int64_t rows = aType.getDimSize(0), pairs = aType.getDimSize(1),
          cols = bType.getDimSize(1);
  int64_t paddedRows = roundUp(rows, kTileRows),
          paddedCols = roundUp(cols, kTileRows),
          paddedPairs = roundUp(pairs, kChunk);
  bool isFloat = isa<FloatType>(accElement);
  // A zero-filled accumulator starts as tilezero instead of being stored
  // and loaded back.
  bool zeroInit = false;
  if (Operation *prev = op->getPrevNode();
      prev && zeroesWholeBuffer(prev, c)) {
    prev->erase();
    zeroInit = true;
  }

  OpBuilder builder(op);
  Location loc = op.getLoc();
  RowCopier copier{builder, loc};
  SmallVector<Value> heapScratch;
  auto scratch = [&](int64_t r, int64_t w, Type t) -> Value {
    auto type = MemRefType::get({r, w}, t);
    IntegerAttr alignment = builder.getI64IntegerAttr(64);
    if (r * w * t.getIntOrFloatBitWidth() / 8 <= kMaxStackScratchBytes)
      return memref::AllocaOp::create(builder, loc, type, ValueRange{},
                                      ValueRange{}, alignment);
    Value heap = memref::AllocOp::create(builder, loc, type, ValueRange{},
                                         ValueRange{}, alignment);
    heapScratch.push_back(heap);
    return heap;
  };
  // Rows of A and of packed B as 2-D buffers: the tile loads take the
  // stride between rows from the buffer's outer dim.
  SmallVector<ReassociationIndices> collapse = {{0}, {1, 2}};
  Value a2 = memref::CollapseShapeOp::create(builder, loc, a, collapse);
  Value b2 = memref::CollapseShapeOp::create(builder, loc, b, collapse);
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
  for (Value heap : heapScratch)
    memref::DeallocOp::create(builder, loc, heap);
  op->erase();
  return true;
}

/// Lowers one marked repack of a row-major B, Bv[p, n, i] = B[p, i, n] for
/// i < v, on buffers: for each p, v rows of 16 columns are loaded and
/// interleaved into one 64-byte row of Bv. False when Bv's rows are not
/// contiguous (it then becomes plain loops).
bool lowerPack(linalg::TransposeOp op) {
  Value in = op.getInput(), out = op.getInit();
  auto inType = cast<MemRefType>(in.getType());
  auto outType = cast<MemRefType>(out.getType());
  if (!inType.hasStaticShape() || !outType.hasStaticShape() ||
      inType.getRank() != 3 || op.getPermutation() != ArrayRef<int64_t>{0, 2, 1})
    return false;
  int64_t pairs = outType.getDimSize(0), cols = outType.getDimSize(1),
          v = outType.getDimSize(2);
  Type element = outType.getElementType();
  if (!hasTrailingStrides(inType, {1}) || !hasTrailingStrides(outType, {v, 1}) ||
      (v != 2 && v != 4) || 32 / element.getIntOrFloatBitWidth() != v)
    return false;

  OpBuilder builder(op);
  Location loc = op.getLoc();
  Value out2 = memref::CollapseShapeOp::create(
      builder, loc, out, SmallVector<ReassociationIndices>{{0}, {1, 2}});
  Value c0 = arith::ConstantIndexOp::create(builder, loc, 0);
  auto loop = scf::ForOp::create(
      builder, loc, c0, arith::ConstantIndexOp::create(builder, loc, pairs),
      arith::ConstantIndexOp::create(builder, loc, 1));
  OpBuilder body = OpBuilder::atBlockBegin(loop.getBody());
  body.setInsertionPoint(loop.getBody()->getTerminator());
  Value p = loop.getInductionVar();
  forEachBlock(
      body, loc, cols, kTileRows,
      [&](OpBuilder &bb, Value n0, int64_t width) {
        auto rowType = VectorType::get({width}, element);
        SmallVector<Value> rowsOfK;
        for (int64_t i = 0; i < v; ++i)
          rowsOfK.push_back(vector::TransferReadOp::create(
              bb, loc, rowType, in,
              ValueRange{p, arith::ConstantIndexOp::create(bb, loc, i), n0},
              /*padding=*/std::nullopt, ArrayRef<bool>{true}));
        // interleave(r0, r1) for pairs; for quads interleave(r0, r2) with
        // interleave(r1, r3), interleaved: r0 r1 r2 r3 per column.
        Value packed;
        if (v == 2) {
          packed = vector::InterleaveOp::create(bb, loc, rowsOfK[0], rowsOfK[1]);
        } else {
          Value even =
              vector::InterleaveOp::create(bb, loc, rowsOfK[0], rowsOfK[2]);
          Value odd =
              vector::InterleaveOp::create(bb, loc, rowsOfK[1], rowsOfK[3]);
          packed = vector::InterleaveOp::create(bb, loc, even, odd);
        }
        Value column = arith::MulIOp::create(
            bb, loc, n0, arith::ConstantIndexOp::create(bb, loc, v));
        vector::TransferWriteOp::create(bb, loc, packed, out2,
                                        ValueRange{p, column},
                                        ArrayRef<bool>{true});
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
    for (linalg::TransposeOp op : packs)
      if (!lowerPack(op))
        op->removeAttr(kAMXPackAttr);
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
