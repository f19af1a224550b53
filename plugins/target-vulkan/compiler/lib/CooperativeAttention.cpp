//===- CooperativeAttention.cpp - Attention on cooperative matrices -------===//
//
// The attention kernel for 16-bit Q, K and V (f16 or bf16, accumulated in
// f32) on a target with 16 x 16 x 16 cooperative matrices of that type: a
// workgroup of t / 16 subgroups owns t queries of one batch point, each
// subgroup 16 of them, and streams the keys in blocks of t. Q is staged
// once and kept as A fragments. Per block:
//
//   1. K and V (their fused producers evaluated on the way) are staged
//      through workgroup memory as 16-bit values;
//   2. each subgroup multiplies its Q fragments by K^T into 16 x t f32
//      scores (tensor cores) and stores them to workgroup memory;
//   3. two invocations per query row read the row's scores, apply the
//      score chain T (scale, mask, bias: the dispatch's own ops, replayed
//      by the Evaluator), exchange their maxima, and write the
//      probabilities exp(t - m) rounded to the operands' type;
//   4. the subgroup multiplies them by V (tensor cores) into a 16 x width
//      f32 block that the row's invocations add to their rescaled output
//      registers (the online softmax: O = exp(m_old - m_new) O + P V).
//
// Each invocation keeps its half of the row's sum; the halves are added
// once at the end, before O / l and the dispatch's consumers are stored.
// The scores never reach global memory. Cooperative matrices hold no
// per-row factor, hence the output in registers and the product through
// workgroup memory.
//
//===----------------------------------------------------------------------===//

#include "Attention.h"
#include "KernelSupport.h"
#include "strata/Target/Vulkan/VulkanTarget.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace strata::vulkan::detail {

namespace {

constexpr int64_t kFragment = 16;
/// Row padding of the 16-bit slices (16 bytes: rows stay aligned and
/// consecutive rows start in different banks) and of the f32 scratch.
constexpr int64_t kPad16 = 8;
constexpr int64_t kPad32 = 4;

struct CoopAttentionConfig {
  /// Queries per workgroup, and keys per block.
  int64_t t;
  /// Depth and width rounded up to whole fragments (zeros past them).
  int64_t dp, ep;
  int64_t subgroups() const { return t / kFragment; }
  int64_t threads() const { return subgroups() * 32; }
  int64_t ldK() const { return dp + kPad16; }
  int64_t ldV() const { return ep + kPad16; }
  int64_t ldP() const { return t + kPad16; }
  int64_t ldS() const { return std::max(t, ep) + kPad32; }
  int64_t sharedBytes() const {
    return 2 * t * (ldK() + ldV() + ldP()) + 4 * t * (ldS() + 2);
  }
};

int64_t roundUpTo16(int64_t v) { return ceilDiv(v, kFragment) * kFragment; }

/// The type a factor extends to f32 (its value in 16 bits), or null.
Type narrowType(Value side) {
  return cooperativeSourceType(side, side.getParentBlock());
}

std::optional<CoopAttentionConfig>
chooseCoopAttentionConfig(const AttentionLoops &l, const KernelLimits &limits) {
  for (int64_t t : {64, 32, 16}) {
    CoopAttentionConfig c{t, roundUpTo16(l.depth), roundUpTo16(l.width)};
    if (c.threads() > limits.maxInvocations ||
        c.threads() > limits.maxWorkgroupSize[0] ||
        c.sharedBytes() > limits.maxSharedMemoryBytes ||
        ceilDiv(l.queries, t) > kMaxWorkgroupCount)
      continue;
    // Fewer queries than half a tile: the next smaller one.
    if (t > 16 && l.queries <= t / 2)
      continue;
    return c;
  }
  return std::nullopt;
}

} // namespace

bool canRunCooperativeAttention(const AttentionLoops &l, ArrayRef<Value> sides,
                                const KernelLimits &limits) {
  if (limits.subgroupSize != 32 || sides.empty())
    return false;
  Type type = narrowType(sides.front());
  if (!type || !llvm::is_contained(limits.cooperativeMatrixTypes, type))
    return false;
  for (Value side : sides)
    if (narrowType(side) != type)
      return false;
  return chooseCoopAttentionConfig(l, limits).has_value();
}

LogicalResult emitCooperativeAttention(func::FuncOp func,
                                       const DispatchBody &body,
                                       const AttentionDispatch &a,
                                       const KernelLimits &limits) {
  const AttentionLoops &l = a.loops;
  if (!canRunCooperativeAttention(l, {a.qSide, a.kSide, a.vSide}, limits))
    return failure();
  const CoopAttentionConfig cfg = *chooseCoopAttentionConfig(l, limits);
  const Type element = narrowType(a.qSide);
  const bool bf16 = element.isBF16();
  const int64_t T = cfg.t, D = l.depth, E = l.width, Dp = cfg.dp, Ep = cfg.ep,
                threads = cfg.threads();
  const int64_t keysPerLane = T / 2, colsPerLane = Ep / 2;
  const int64_t numBlocks = ceilDiv(l.keys, T);
  const bool keyGuard = l.keys % T != 0, queryGuard = l.queries % T != 0;

  Location loc = a.values.getLoc();
  OpBuilder b(func.getBody().front().getTerminator());
  IndexMath m{b, loc};
  Type f32 = b.getF32Type();
  // bf16 fragments travel as f16 ones through the gpu dialect (the loads
  // are marked; ConvertToSPIRV retypes them), their words as f16 values.
  Type slice = b.getF16Type();
  auto fc = [&](OpBuilder &nb, double v) -> Value {
    return arith::ConstantOp::create(nb, loc, nb.getFloatAttr(f32, v));
  };
  auto zero16 = [&](OpBuilder &nb) -> Value {
    return arith::ConstantOp::create(nb, loc, nb.getFloatAttr(slice, 0.0));
  };
  // A factor's value (an extension of `element`) as the slice's word.
  auto sideWord = [&](OpBuilder &nb, Value x) -> Value {
    auto ext = x.getDefiningOp<arith::ExtFOp>();
    Value narrow = ext.getIn();
    if (ext->use_empty())
      ext->erase();
    if (narrow.getType() != slice)
      narrow = arith::BitcastOp::create(nb, loc, slice, narrow);
    return narrow;
  };
  // An f32 probability rounded to `element`, as the slice's word.
  auto roundedWord = [&](OpBuilder &nb, Value x) -> Value {
    Value narrow = arith::TruncFOp::create(nb, loc, element, x);
    if (bf16)
      narrow = arith::BitcastOp::create(nb, loc, slice, narrow);
    return narrow;
  };
  auto fragType = [&](Type type, StringRef use) {
    return gpu::MMAMatrixType::get({kFragment, kFragment}, type, use);
  };
  // The 16 x 16 fragment at (row, col) of a 16-bit slice, stored
  // transposed (element (r, c) at c * ld + r) when `transposed`.
  auto loadFragment = [&](OpBuilder &nb, StringRef use, Value shared,
                          bool transposed, Value row, Value col,
                          int64_t ld) -> Value {
    return detail::loadFragment(nb, loc, fragType(slice, use), shared,
                                transposed, row, col, ld, bf16);
  };
  auto zeroAcc = [&](OpBuilder &nb) -> Value {
    return gpu::SubgroupMmaConstantMatrixOp::create(
        nb, loc, fragType(f32, "COp"), fc(nb, 0.0));
  };

  AttentionContext ctx(body, a, loc);
  ContractionPoints &p1 = ctx.p1, &p2 = ctx.p2;
  AttentionPoints &pts = ctx.pts;
  ctx.setBatch(b, loc);
  Value q0 = m.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x), T);
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value sgId = gpu::SubgroupIdOp::create(b, loc, /*upper_bound=*/nullptr);
  Value laneId = gpu::LaneIdOp::create(b, loc, /*upper_bound=*/nullptr);
  Value sgRow = m.mul(sgId, kFragment);
  // This invocation's row of the tile and its half of the row: keys and
  // output columns 2 j + half (the pair's reads fall in adjacent banks).
  Value half = m.div(laneId, kFragment);
  Value row = m.add(sgRow, m.rem(laneId, kFragment));

  auto forShare = [&](OpBuilder &nb, int64_t total,
                      llvm::function_ref<void(OpBuilder &, Value)> fn) {
    forEachInWorkgroup(nb, loc, total, threads, tid, fn);
  };
  // Stages rows x cols words `word(row, col)` into `shared`, zeros where
  // `valid(row, col)` is false.
  auto stage = [&](OpBuilder &nb, Value shared, int64_t cols,
                   llvm::function_ref<Value(IndexMath &, Value, Value)> valid,
                   llvm::function_ref<Value(OpBuilder &, Value, Value)> word) {
    forShare(nb, T * cols, [&](OpBuilder &ib, Value flat) {
      IndexMath im{ib, loc};
      Value r = im.div(flat, cols), c = im.rem(flat, cols);
      Value v = guarded(
          ib, loc, valid(im, r, c),
          [&](OpBuilder &gb) -> SmallVector<Value> { return {word(gb, r, c)}; },
          [&](OpBuilder &gb) -> SmallVector<Value> { return {zero16(gb)}; })[0];
      memref::StoreOp::create(ib, loc, v, shared, ValueRange{r, c});
    });
  };

  Value ks = workgroupAlloc(b, loc, {T, cfg.ldK()}, slice);
  Value vs = workgroupAlloc(b, loc, {T, cfg.ldV()}, slice);
  Value ps = workgroupAlloc(b, loc, {T, cfg.ldP()}, slice);
  Value ss = workgroupAlloc(b, loc, {T, cfg.ldS()}, f32);
  Value red = workgroupAlloc(b, loc, {T, 2}, f32);

  // Q, once, through K's slice, into A fragments.
  stage(
      b, ks, Dp,
      [&](IndexMath &im, Value, Value d) {
        return Dp != D ? im.lt(d, D) : Value();
      },
      [&](OpBuilder &gb, Value r, Value d) {
        IndexMath gm{gb, loc};
        SmallVector<Value> at = pts.scoreLoops(gm, gm.add(q0, r), nullptr, d);
        return sideWord(gb, p1.evaluateSide(gb, a.qSide, at));
      });
  gpu::BarrierOp::create(b, loc);
  SmallVector<Value> qFragments;
  for (int64_t i = 0; i < Dp / kFragment; ++i)
    qFragments.push_back(loadFragment(b, "AOp", ks, false, sgRow,
                                      m.c(i * kFragment), cfg.ldK()));

  SmallVector<Value> tRowBatch =
      pts.tRowOf(b, pts.scoreLoops(m, nullptr, nullptr, nullptr));
  Value myQuery = m.add(q0, row);
  SmallVector<Value> myLoops = pts.scoreLoops(m, myQuery, nullptr, nullptr);
  auto laneCol = [&](IndexMath &mm, int64_t j) {
    return mm.add(mm.mul(mm.c(j), 2), half);
  };

  SmallVector<Value> init{fc(b, -std::numeric_limits<double>::infinity()),
                          fc(b, 0.0)};
  for (int64_t w = 0; w < colsPerLane; ++w)
    init.push_back(fc(b, 0.0));
  auto keyBlock = [&](OpBuilder &lb, Location, Value blk, ValueRange args) {
    IndexMath lm{lb, loc};
    Value k0 = lm.mul(blk, T);
    auto keyValid = [&](IndexMath &im, Value kk) -> Value {
      return keyGuard ? im.lt(im.add(k0, kk), l.keys) : Value();
    };
    gpu::BarrierOp::create(lb, loc);
    stage(
        lb, ks, Dp,
        [&](IndexMath &im, Value kk, Value d) {
          return im.both(keyValid(im, kk), Dp != D ? im.lt(d, D) : Value());
        },
        [&](OpBuilder &gb, Value kk, Value d) {
          IndexMath gm{gb, loc};
          SmallVector<Value> at =
              pts.scoreLoops(gm, nullptr, gm.add(k0, kk), d);
          return sideWord(gb, p1.evaluateSide(gb, a.kSide, at));
        });
    stage(
        lb, vs, Ep,
        [&](IndexMath &im, Value kk, Value e) {
          return im.both(keyValid(im, kk), Ep != E ? im.lt(e, E) : Value());
        },
        [&](OpBuilder &gb, Value kk, Value e) {
          IndexMath gm{gb, loc};
          SmallVector<Value> at =
              pts.valueLoops(gm, tRowBatch, gm.add(k0, kk), e);
          return sideWord(gb, p2.evaluateSide(gb, a.vSide, at));
        });
    gpu::BarrierOp::create(lb, loc);

    // S = Q K^T for the subgroup's 16 queries, to workgroup memory.
    for (int64_t j = 0; j < T / kFragment; ++j) {
      Value acc = zeroAcc(lb);
      for (int64_t i = 0; i < Dp / kFragment; ++i) {
        Value kf =
            loadFragment(lb, "BOp", ks, /*transposed=*/true,
                         lm.c(i * kFragment), lm.c(j * kFragment), cfg.ldK());
        acc = gpu::SubgroupMmaComputeOp::create(
            lb, loc, acc.getType(), qFragments[i], kf, acc, nullptr, nullptr);
      }
      gpu::SubgroupMmaStoreMatrixOp::create(
          lb, loc, acc, ss, ValueRange{sgRow, lm.c(j * kFragment)},
          lb.getIndexAttr(cfg.ldS()), /*transpose=*/nullptr);
    }
    gpu::BarrierOp::create(lb, loc);

    // The row's scores T, its max across the pair, the probabilities.
    SmallVector<Value> t;
    for (int64_t j = 0; j < keysPerLane; ++j) {
      Value kk = laneCol(lm, j);
      Value dot = memref::LoadOp::create(lb, loc, ss, ValueRange{row, kk});
      t.push_back(guarded(
          lb, loc, keyValid(lm, kk),
          [&](OpBuilder &gb) -> SmallVector<Value> {
            IndexMath gm{gb, loc};
            SmallVector<Value> at = myLoops;
            at[l.scoresKey] = gm.add(k0, kk);
            return {pts.scoreAt(gb, at, dot)};
          },
          [&](OpBuilder &gb) -> SmallVector<Value> {
            return {fc(gb, -std::numeric_limits<double>::infinity())};
          })[0]);
    }
    Value localMax = t[0];
    for (int64_t j = 1; j < keysPerLane; ++j)
      localMax = arith::MaximumFOp::create(lb, loc, localMax, t[j]);
    memref::StoreOp::create(lb, loc, localMax, red, ValueRange{row, half});
    gpu::BarrierOp::create(lb, loc);
    Value mNew = args[0];
    for (int64_t i = 0; i < 2; ++i)
      mNew = arith::MaximumFOp::create(
          lb, loc, mNew,
          memref::LoadOp::create(lb, loc, red, ValueRange{row, lm.c(i)}));
    auto [mSub, alpha] = onlineSoftmaxStep(lb, loc, args[0], mNew);
    Value lNew = arith::MulFOp::create(lb, loc, args[1], alpha);
    for (int64_t j = 0; j < keysPerLane; ++j) {
      Value p = math::ExpOp::create(lb, loc,
                                    arith::SubFOp::create(lb, loc, t[j], mSub));
      lNew = arith::AddFOp::create(lb, loc, lNew, p);
      memref::StoreOp::create(lb, loc, roundedWord(lb, p), ps,
                              ValueRange{row, laneCol(lm, j)});
    }
    gpu::BarrierOp::create(lb, loc);

    // P V for the subgroup's 16 queries, to workgroup memory, added to
    // the rescaled output.
    SmallVector<Value> pFragments;
    for (int64_t i = 0; i < T / kFragment; ++i)
      pFragments.push_back(loadFragment(lb, "AOp", ps, false, sgRow,
                                        lm.c(i * kFragment), cfg.ldP()));
    for (int64_t j = 0; j < Ep / kFragment; ++j) {
      Value acc = zeroAcc(lb);
      for (int64_t i = 0; i < T / kFragment; ++i) {
        Value vf = loadFragment(lb, "BOp", vs, false, lm.c(i * kFragment),
                                lm.c(j * kFragment), cfg.ldV());
        acc = gpu::SubgroupMmaComputeOp::create(
            lb, loc, acc.getType(), pFragments[i], vf, acc, nullptr, nullptr);
      }
      gpu::SubgroupMmaStoreMatrixOp::create(
          lb, loc, acc, ss, ValueRange{sgRow, lm.c(j * kFragment)},
          lb.getIndexAttr(cfg.ldS()), /*transpose=*/nullptr);
    }
    gpu::BarrierOp::create(lb, loc);
    SmallVector<Value> yield{mNew, lNew};
    for (int64_t w = 0; w < colsPerLane; ++w) {
      Value pv =
          memref::LoadOp::create(lb, loc, ss, ValueRange{row, laneCol(lm, w)});
      yield.push_back(arith::AddFOp::create(
          lb, loc, arith::MulFOp::create(lb, loc, args[2 + w], alpha), pv));
    }
    scf::YieldOp::create(lb, loc, yield);
  };

  const std::optional<CausalMask> causal = findCausalMask(body, a);
  SmallVector<Value> keyResults =
      emitKeyBlocks(b, loc, causal, KeyBlocks{numBlocks, T, T, l.queries}, q0,
                    init, keyBlock, RowFlags{red, row, half});

  // The row's sum: both halves.
  memref::StoreOp::create(b, loc, keyResults[1], red, ValueRange{row, half});
  gpu::BarrierOp::create(b, loc);
  Value lFinal = arith::AddFOp::create(
      b, loc, memref::LoadOp::create(b, loc, red, ValueRange{row, m.c(0)}),
      memref::LoadOp::create(b, loc, red, ValueRange{row, m.c(1)}));
  SmallVector<Value> myRow = pts.tRowOf(b, myLoops);
  for (int64_t w = 0; w < colsPerLane; ++w) {
    Value e = laneCol(m, w);
    Value ok = Ep != E ? m.lt(e, E) : Value();
    if (queryGuard)
      ok = m.both(ok, m.lt(myQuery, l.queries));
    Value o = keyResults[2 + w];
    guardedDo(b, loc, ok,
              [&](OpBuilder &ib) { pts.storeOutput(ib, myRow, e, o, lFinal); });
  }
  eraseOriginal(func, body);
  setGrid(func, {threads, 1, 1}, {ceilDiv(l.queries, T), 1, l.batch},
          llvm::formatv("attention {0}x{1}x{2}x{3}x{4} (batch x queries x "
                        "keys x depth x width), online softmax over blocks of "
                        "{5} keys, {5} queries per workgroup of {6} "
                        "subgroups, {7} cooperative matrices 16x16x16 "
                        "(S = Q K^T and P V), f32 accumulation{8}",
                        l.batch, l.queries, l.keys, D, E, T, cfg.subgroups(),
                        bf16 ? "bf16" : "f16", causalDescription(causal))
              .str());
  return success();
}

} // namespace strata::vulkan::detail
