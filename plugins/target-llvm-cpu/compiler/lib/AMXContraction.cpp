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
#include "mlir/IR/IRMapping.h"

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

/// Largest matmul (m * n * k) put on the tiles. Each output tile reloads
/// its A and B tiles (no register blocking yet) and each workgroup repacks
/// its columns of B element pair by element pair, so large matmuls lose
/// to the f32 FMA kernel: on the GPU machine's Xeon (one core) a bf16
/// 128^3 matmul took 41 us on AMX against 70 us widened to FMAs, 1024^3
/// took 21.8 ms against 17.4 ms.
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
  Value bPacked =
      linalg::TransposeOp::create(builder, loc, bExpanded, bInit, perm)
          ->getResult(0);

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

/// Lowers one marked contraction on buffers; false when its buffers do not
/// have the layout the tile loads need (it then becomes plain loops).
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
  bool isFloat = isa<FloatType>(accElement);

  OpBuilder builder(op);
  Location loc = op.getLoc();
  // Rows of A and of packed B as 2-D buffers: the tile loads take the
  // stride between rows from the buffer's outer dim.
  SmallVector<ReassociationIndices> collapse = {{0}, {1, 2}};
  Value a2 = memref::CollapseShapeOp::create(builder, loc, a, collapse);
  Value b2 = memref::CollapseShapeOp::create(builder, loc, b, collapse);

  auto index = [&](OpBuilder &bb, int64_t value) -> Value {
    return arith::ConstantIndexOp::create(bb, loc, value);
  };
  auto scaled = [&](OpBuilder &bb, Value x, int64_t factor) -> Value {
    return arith::MulIOp::create(bb, loc, x, index(bb, factor));
  };
  auto tile = [&](int64_t r, int64_t cl, Type t) {
    return amx::TileType::get({r, cl}, t);
  };

  forEachBlock(
      builder, loc, rows, kTileRows,
      [&](OpBuilder &bm, Value m0, int64_t tileRows) {
        forEachBlock(
            bm, loc, cols, kTileRows,
            [&](OpBuilder &bn, Value n0, int64_t tileCols) {
              auto accType = tile(tileRows, tileCols, accElement);
              // Multiplies chunks [first, first + count) of 16 k pairs (the
              // last one `lastPairs` long) into `acc`.
              auto multiply = [&](OpBuilder &bk, Value acc, Value firstPair,
                                  int64_t chunks, int64_t lastPairs) {
                for (int64_t i = 0; i < chunks; ++i) {
                  int64_t kc = i + 1 == chunks ? lastPairs : kChunk;
                  Value k0 = arith::AddIOp::create(bk, loc, firstPair,
                                                   index(bk, i * kChunk));
                  Value lhs = amx::TileLoadOp::create(
                      bk, loc, tile(tileRows, kc * v, element), a2,
                      ValueRange{m0, scaled(bk, k0, v)});
                  Value rhs = amx::TileLoadOp::create(
                      bk, loc, tile(kc, tileCols * v, element), b2,
                      ValueRange{k0, scaled(bk, n0, v)});
                  acc = isFloat ? amx::TileMulFOp::create(bk, loc, accType, lhs,
                                                          rhs, acc)
                                      .getResult()
                                : amx::TileMulIOp::create(bk, loc, accType, lhs,
                                                          rhs, acc)
                                      .getResult();
                }
                return acc;
              };
              auto accumulate = [&](OpBuilder &bk, Value firstPair,
                                    int64_t chunks, int64_t lastPairs) {
                Value acc = amx::TileLoadOp::create(bk, loc, accType, c,
                                                    ValueRange{m0, n0});
                acc = multiply(bk, acc, firstPair, chunks, lastPairs);
                amx::TileStoreOp::create(bk, loc, c, ValueRange{m0, n0}, acc);
              };
              int64_t chunks = (pairs + kChunk - 1) / kChunk;
              int64_t lastPairs = pairs - (chunks - 1) * kChunk;
              if (chunks <= 2 * kChunksPerGroup) {
                accumulate(bn, index(bn, 0), chunks, lastPairs);
                return;
              }
              // Long k: groups of chunks in a loop, the accumulator through
              // memory between groups, then the rest.
              int64_t groups = (chunks - 1) / kChunksPerGroup;
              int64_t groupPairs = kChunksPerGroup * kChunk;
              auto loop = scf::ForOp::create(bn, loc, index(bn, 0),
                                             index(bn, groups * groupPairs),
                                             index(bn, groupPairs));
              OpBuilder bg = OpBuilder::atBlockBegin(loop.getBody());
              bg.setInsertionPoint(loop.getBody()->getTerminator());
              accumulate(bg, loop.getInductionVar(), kChunksPerGroup, kChunk);
              accumulate(bn, index(bn, groups * groupPairs),
                         chunks - groups * kChunksPerGroup, lastPairs);
            });
      });
  op->erase();
  return true;
}

struct LowerAMXContractionsPass
    : impl::LLVMCPULowerAMXContractionsPassBase<LowerAMXContractionsPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> ops;
    getOperation().walk([&](linalg::GenericOp op) {
      if (op->hasAttr(kAMXContractionAttr) && op.hasPureBufferSemantics())
        ops.push_back(op);
    });
    for (linalg::GenericOp op : ops)
      if (!lowerOne(op))
        op->removeAttr(kAMXContractionAttr); // Plain loops: still correct.
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
