//===- Attention.cpp - softmax(Q K^T) V as one kernel ---------------------===//
//
// A dispatch that dispatch formation built around an attention chain
// (strata/sdk/SoftmaxAttention.h: scores contraction, elementwise scores T,
// max and sum over the keys, values contraction) runs as one
// FlashAttention-style kernel: a workgroup owns tq queries of one batch
// point (8 invocations per query) and streams the keys in blocks of tk.
// Per block, K and V (their fused producers evaluated on the way) are
// staged through workgroup memory, each invocation computes tk / 8 scores
// of its query (Q staged once), the score chain T (scale, iota mask, bias,
// roundings: the dispatch's own ops, replayed by the Evaluator) is applied,
// and the online softmax keeps a running max and sum per query, rescaling
// the accumulated output rows by exp(m_old - m_new). The scores never reach
// memory and the output is divided by the sum before the dispatch's
// consumers are evaluated and stored. Accumulation is in f32 (the
// contraction's accumulator type) whatever the element types.
//
//===----------------------------------------------------------------------===//

#include "Attention.h"
#include "KernelSupport.h"
#include "strata/sdk/SoftmaxAttention.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace strata::vulkan {

using namespace detail;

namespace {

/// On the chain's ops (tensors, kept through bufferization): their role,
/// and on the values contraction which factor of its product are the
/// probabilities and how it reads them (T's coordinates from its loops).
constexpr char kPartAttr[] = "strata.vulkan.attention";
constexpr char kProbabilityMapAttr[] = "strata.vulkan.attention_map";
constexpr char kProbabilityOperandAttr[] = "strata.vulkan.attention_operand";

/// Invocations per query row.
constexpr int64_t kLanes = 8;

struct AttentionConfig {
  int64_t tq, tk;
  int64_t sharedBytes(const AttentionLoops &l) const {
    return 4 * (tq * l.depth + tk * (l.depth + 1) + tk * l.width +
                tq * (tk + 1) + 2 * tq * kLanes);
  }
};

std::optional<AttentionConfig>
chooseAttentionConfig(const AttentionLoops &l, const KernelLimits &limits) {
  for (int64_t tq : {32, 16, 8})
    for (int64_t tk : {32, 16, 8}) {
      AttentionConfig c{tq, tk};
      if (tq * kLanes > limits.maxInvocations ||
          tq > limits.maxWorkgroupSize[1] ||
          kLanes > limits.maxWorkgroupSize[0] ||
          c.sharedBytes(l) > limits.maxSharedMemoryBytes ||
          ceilDiv(l.queries, tq) > kMaxWorkgroupCount)
        continue;
      // Fewer queries than a tile: the next smaller one.
      if (tq > 8 && l.queries <= tq / 2)
        continue;
      return c;
    }
  return std::nullopt;
}

} // namespace

StringRef classifyAttention(func::FuncOp func, const KernelLimits &limits) {
  Block &block = func.getBody().front();
  auto ret = dyn_cast<func::ReturnOp>(block.getTerminator());
  if (!ret || ret.getNumOperands() != 1)
    return "";
  std::optional<SoftmaxAttention> match;
  for (Operation &op : block)
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      if ((match = matchSoftmaxAttention(linalgOp)))
        break;
  if (!match)
    return "";
  // Every other op with reduction loops is part of the chain; the rest is
  // elementwise (the scores' chain T, the softmax's casts, the consumers).
  for (Operation &op : block.without_terminator()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp) {
      if (isa<tensor::EmptyOp>(op) ||
          (op.getNumRegions() == 0 && isMemoryEffectFree(&op) &&
           !isa<tensor::TensorDialect>(op.getDialect())))
        continue;
      return "";
    }
    if (!linalgOp.hasPureTensorSemantics() || linalgOp.hasDynamicShape())
      return "";
    if (linalgOp.getNumReductionLoops() > 0) {
      if (op.getNumResults() != 1 ||
          !llvm::is_contained(
              {match->scores.getOperation(), match->maxReduce.getOperation(),
               match->sumReduce.getOperation(), match->values.getOperation()},
              &op))
        return "";
    } else if (!detail::isElementwise(linalgOp)) {
      return "";
    }
  }
  std::optional<AttentionLoops> loops =
      getAttentionLoops(match->scores, match->values, match->probabilityMap);
  if (!loops || !chooseAttentionConfig(*loops, limits))
    return "";
  MLIRContext *ctx = func.getContext();
  match->scores->setAttr(kPartAttr, StringAttr::get(ctx, "scores"));
  match->maxReduce->setAttr(kPartAttr, StringAttr::get(ctx, "max"));
  match->values->setAttr(kPartAttr, StringAttr::get(ctx, "values"));
  match->values->setAttr(kProbabilityMapAttr,
                         AffineMapAttr::get(match->probabilityMap));
  Block *body = match->values.getBlock();
  auto mul = body->getTerminator()
                 ->getOperand(0)
                 .getDefiningOp<arith::AddFOp>()
                 ->getOperand(0)
                 .getDefiningOp<arith::MulFOp>();
  if (!mul)
    mul = body->getTerminator()
              ->getOperand(0)
              .getDefiningOp<arith::AddFOp>()
              ->getOperand(1)
              .getDefiningOp<arith::MulFOp>();
  match->values->setAttr(
      kProbabilityOperandAttr,
      IntegerAttr::get(IntegerType::get(ctx, 64),
                       mul->getOperand(0) == match->probabilities ? 0 : 1));
  return "attention";
}

namespace detail {

std::optional<AttentionLoops> getAttentionLoops(linalg::LinalgOp scores,
                                                linalg::LinalgOp values,
                                                AffineMap probabilityMap) {
  std::optional<Contraction> c1 = matchContraction(scores);
  std::optional<Contraction> c2 = matchContraction(values);
  if (!c1 || !c2 || !probabilityMap)
    return std::nullopt;
  AttentionLoops l{*c1, *c2};
  Type acc1 =
      scores.getMatchingBlockArgument(scores.getDpsInitOperand(0)).getType();
  Type acc2 =
      values.getMatchingBlockArgument(values.getDpsInitOperand(0)).getType();
  if (!acc1.isF32() || !acc2.isF32())
    return std::nullopt;
  AffineMap out1 = scores.getMatchingIndexingMap(scores.getDpsInitOperand(0));
  l.scoresKey = out1.getDimPosition(out1.getNumResults() - 1);
  if (l.scores.n.size() == 1 && l.scores.n[0] == l.scoresKey) {
    l.queryIsLhs = true;
    l.queryCls = l.scores.m;
  } else if (l.scores.m.size() == 1 && l.scores.m[0] == l.scoresKey) {
    l.queryIsLhs = false;
    l.queryCls = l.scores.n;
  } else {
    return std::nullopt;
  }
  l.probabilityMap = probabilityMap;
  unsigned rank = probabilityMap.getNumResults();
  if (rank != out1.getNumResults() || l.values.k.size() != 1 ||
      l.values.k[0] != probabilityMap.getDimPosition(rank - 1))
    return std::nullopt;
  for (auto [i, type] : llvm::enumerate(values.getIteratorTypesArray()))
    if (type == utils::IteratorType::parallel &&
        !probabilityMap.isFunctionOfDim(i))
      l.valueLoops.push_back(i);
  l.batch = l.scores.batchSize();
  l.queries = l.scores.size(l.queryCls);
  l.keys = l.scores.ranges[l.scoresKey];
  l.depth = l.scores.kSize();
  l.width = l.values.size(l.valueLoops);
  if (l.batch > kMaxWorkgroupCount || l.queries < 1 || l.keys < 1 ||
      l.width < 1)
    return std::nullopt;
  return l;
}

FailureOr<AttentionDispatch> getAttentionDispatch(func::FuncOp func,
                                                  DispatchBody &body) {
  // The chain's ops by role.
  std::optional<unsigned> pScores, pMax, pValues;
  for (auto [pos, op] : llvm::enumerate(body.ops)) {
    auto part = op->getAttrOfType<StringAttr>(kPartAttr);
    if (!part)
      continue;
    if (part.getValue() == "scores")
      pScores = pos;
    else if (part.getValue() == "max")
      pMax = pos;
    else if (part.getValue() == "values")
      pValues = pos;
  }
  if (!pScores || !pMax || !pValues || !(*pScores < *pMax) ||
      !(*pMax < *pValues))
    return failure();
  body.rootPos = *pValues;
  if (failed(checkDataFlow(body, func)))
    return failure();
  auto scores = cast<linalg::LinalgOp>(body.ops[*pScores]);
  auto maxReduce = cast<linalg::LinalgOp>(body.ops[*pMax]);
  auto values = body.root();
  auto mapAttr = values->getAttrOfType<AffineMapAttr>(kProbabilityMapAttr);
  auto operandAttr =
      values->getAttrOfType<IntegerAttr>(kProbabilityOperandAttr);
  if (!mapAttr || !operandAttr)
    return failure();
  std::optional<AttentionLoops> l =
      getAttentionLoops(scores, values, mapAttr.getValue());
  if (!l)
    return failure();
  AttentionDispatch a{*pScores, *pMax,     *pValues, unsigned(body.ops.size()),
                      scores,   maxReduce, values,   *l};
  // The values' factor that is not the probabilities.
  Block *vb = values.getBlock();
  auto add = vb->getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
  Value out = values.getMatchingBlockArgument(values.getDpsInitOperand(0));
  Value product = add.getLhs() == out ? add.getRhs() : add.getLhs();
  auto mul = product.getDefiningOp<arith::MulFOp>();
  a.vSide = mul->getOperand(1 - operandAttr.getInt());
  if (a.vSide != l->values.lhs && a.vSide != l->values.rhs)
    return failure();
  a.qSide = l->queryIsLhs ? l->scores.lhs : l->scores.rhs;
  a.kSide = l->queryIsLhs ? l->scores.rhs : l->scores.lhs;
  a.tBuf = maxReduce.getDpsInputs()[0];
  a.out1 = scores.getMatchingIndexingMap(scores.getDpsInitOperand(0));
  a.out2 = values.getMatchingIndexingMap(values.getDpsInitOperand(0));
  a.outputs = getOutputs(body);
  return a;
}

SmallVector<Value> AttentionPoints::scoreLoops(IndexMath &m, Value query,
                                               Value key, Value d) const {
  const AttentionLoops &l = a.loops;
  SmallVector<Value> loops = p1.pointLoops(m);
  if (query) {
    if (l.queries > 1)
      query = arith::MinUIOp::create(m.b, loc, query, m.c(l.queries - 1));
    else
      query = m.c(0);
    p1.setLoops(m, loops, l.queryCls, query);
  }
  if (key)
    loops[l.scoresKey] = key;
  if (d)
    p1.setLoops(m, loops, l.scores.k, d);
  return loops;
}

SmallVector<Value> AttentionPoints::valueLoops(IndexMath &m,
                                               ArrayRef<Value> tRow, Value key,
                                               Value e) const {
  const AttentionLoops &l = a.loops;
  SmallVector<Value> loops(a.values.getNumLoops(), m.c(0));
  for (auto [i, v] : llvm::enumerate(tRow))
    loops[l.probabilityMap.getDimPosition(i)] = v;
  if (key)
    loops[l.values.k[0]] = key;
  if (e)
    p2.setLoops(m, loops, l.valueLoops, e);
  return loops;
}

SmallVector<Value> AttentionPoints::tRowOf(OpBuilder &b,
                                           ArrayRef<Value> loops) const {
  SmallVector<Value> at = eval.applyMap(b, loc, a.out1, loops);
  at.pop_back();
  return at;
}

void AttentionContext::setBatch(OpBuilder &b, Location loc) {
  p1.setBatch(
      b, p1.con.batchSize() > 1
             ? gpu::BlockIdOp::create(b, loc, gpu::Dimension::z).getResult()
             : Value());
  p2.setBatch(b, Value());
}

void forEachInWorkgroup(OpBuilder &b, Location loc, int64_t total,
                        int64_t threads, Value tid,
                        llvm::function_ref<void(OpBuilder &, Value)> fn) {
  IndexMath m{b, loc};
  scf::ForOp::create(
      b, loc, m.c(0), m.c(ceilDiv(total, threads)), m.c(1), ValueRange{},
      [&](OpBuilder &lb, Location, Value it, ValueRange) {
        IndexMath lm{lb, loc};
        Value flat = lm.add(lm.mul(it, threads), tid);
        guardedDo(lb, loc, total % threads ? lm.lt(flat, total) : Value(),
                  [&](OpBuilder &ib) { fn(ib, flat); });
        scf::YieldOp::create(lb, loc);
      });
}

Value toF32(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isF32())
    return v;
  return arith::ExtFOp::create(b, loc, b.getF32Type(), v);
}

std::pair<Value, Value> onlineSoftmaxStep(OpBuilder &b, Location loc,
                                          Value mOld, Value mNew) {
  Value negInf = arith::ConstantOp::create(
      b, loc, b.getF32FloatAttr(-std::numeric_limits<float>::infinity()));
  Value allMasked =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, mNew, negInf);
  Value mSub = arith::SelectOp::create(
      b, loc, allMasked,
      arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0f)), mNew);
  Value alpha =
      math::ExpOp::create(b, loc, arith::SubFOp::create(b, loc, mOld, mSub));
  return {mSub, alpha};
}

Value AttentionPoints::scoreAt(OpBuilder &b, ArrayRef<Value> loops,
                               Value dot) const {
  SmallVector<Value> tIdx = eval.applyMap(b, loc, a.out1, loops);
  Value init = eval.valueAt(b, loc, a.scores.getDpsInits()[0], tIdx, a.pScores);
  eval.rowValues[a.pScores] =
      arith::AddFOp::create(b, loc, toF32(b, loc, init), dot);
  Value t = eval.valueAt(b, loc, a.tBuf, tIdx, a.pMax);
  eval.rowValues.erase(a.pScores);
  return toF32(b, loc, t);
}

void AttentionPoints::storeOutput(OpBuilder &b, ArrayRef<Value> tRow, Value e,
                                  Value o, Value l) const {
  IndexMath m{b, loc};
  SmallVector<Value> at = valueLoops(m, tRow, nullptr, e);
  SmallVector<Value> outIdx = eval.applyMap(b, loc, a.out2, at);
  Value init =
      eval.valueAt(b, loc, a.values.getDpsInits()[0], outIdx, a.pValues);
  Value result = arith::AddFOp::create(b, loc, toF32(b, loc, init),
                                       arith::DivFOp::create(b, loc, o, l));
  eval.rootValue = [result](OpBuilder &, ValueRange) { return result; };
  for (Value out : a.outputs) {
    Value v = eval.valueAt(b, loc, out, outIdx, a.numOps);
    memref::StoreOp::create(b, loc, v, out, outIdx);
  }
}

LogicalResult emitAttention(func::FuncOp func, DispatchBody &body,
                            const KernelLimits &limits) {
  FailureOr<AttentionDispatch> aOr = getAttentionDispatch(func, body);
  if (failed(aOr))
    return failure();
  const AttentionDispatch &a = *aOr;
  if (succeeded(emitCooperativeAttention(func, body, a, limits)))
    return success();
  const AttentionLoops &l = a.loops;
  std::optional<AttentionConfig> cfgOr = chooseAttentionConfig(l, limits);
  if (!cfgOr)
    return failure();
  const AttentionConfig cfg = *cfgOr;
  const int64_t tq = cfg.tq, tk = cfg.tk, D = l.depth, E = l.width;
  const int64_t threads = tq * kLanes, keysPerLane = tk / kLanes;
  const int64_t W = ceilDiv(E, kLanes); // output columns per invocation
  const int64_t numBlocks = ceilDiv(l.keys, tk);

  Location loc = a.values.getLoc();
  OpBuilder b(func.getBody().front().getTerminator());
  IndexMath m{b, loc};
  Type f32 = b.getF32Type();
  auto fc = [&](OpBuilder &nb, double v) -> Value {
    return arith::ConstantOp::create(nb, loc, nb.getFloatAttr(f32, v));
  };

  AttentionContext ctx(body, a, loc);
  ContractionPoints &p1 = ctx.p1, &p2 = ctx.p2;
  AttentionPoints &pts = ctx.pts;
  ctx.setBatch(b, loc);
  Value lane = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value row = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value lid = m.add(m.mul(row, kLanes), lane);
  Value q0 = m.mul(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x), tq);
  const bool queryGuard = l.queries % tq != 0;

  auto forShare = [&](OpBuilder &nb, int64_t total,
                      llvm::function_ref<void(OpBuilder &, Value)> fn) {
    forEachInWorkgroup(nb, loc, total, threads, lid, fn);
  };

  Value qs = workgroupAlloc(b, loc, {tq, D}, f32);
  Value ks = workgroupAlloc(b, loc, {tk, D + 1}, f32);
  Value vs = workgroupAlloc(b, loc, {tk, E}, f32);
  Value ps = workgroupAlloc(b, loc, {tq, tk + 1}, f32);
  Value redMax = workgroupAlloc(b, loc, {tq, kLanes}, f32);
  Value redSum = workgroupAlloc(b, loc, {tq, kLanes}, f32);

  // Q, once.
  forShare(b, tq * D, [&](OpBuilder &ib, Value flat) {
    IndexMath im{ib, loc};
    Value r = im.div(flat, D), d = im.rem(flat, D);
    SmallVector<Value> at = pts.scoreLoops(im, im.add(q0, r), nullptr, d);
    Value v = toF32(ib, loc, p1.evaluateSide(ib, a.qSide, at));
    memref::StoreOp::create(ib, loc, v, qs, ValueRange{r, d});
  });
  // The batch part of T's rows (the V loads' points).
  SmallVector<Value> tRowBatch =
      pts.tRowOf(b, pts.scoreLoops(m, nullptr, nullptr, nullptr));
  Value myQuery = m.add(q0, row);
  SmallVector<Value> myLoops = pts.scoreLoops(m, myQuery, nullptr, nullptr);

  Value negInf = fc(b, -std::numeric_limits<double>::infinity());
  SmallVector<Value> init{negInf, fc(b, 0.0)};
  for (int64_t w = 0; w < W; ++w)
    init.push_back(fc(b, 0.0));
  auto keyBlock = [&](OpBuilder &lb, Location, Value blk, ValueRange args) {
    IndexMath lm{lb, loc};
    Value k0 = lm.mul(blk, tk);
    const bool keyGuard = l.keys % tk != 0;
    gpu::BarrierOp::create(lb, loc);
    // K and V of this block of keys (zeros past the last key).
    forShare(lb, tk * D, [&](OpBuilder &ib, Value flat) {
      IndexMath im{ib, loc};
      Value kk = im.div(flat, D), d = im.rem(flat, D);
      Value key = im.add(k0, kk);
      Value v = guarded(
          ib, loc, keyGuard ? im.lt(key, l.keys) : Value(),
          [&](OpBuilder &gb) -> SmallVector<Value> {
            IndexMath gm{gb, loc};
            SmallVector<Value> at = pts.scoreLoops(gm, nullptr, key, d);
            return {toF32(gb, loc, p1.evaluateSide(gb, a.kSide, at))};
          },
          [&](OpBuilder &gb) -> SmallVector<Value> {
            return {fc(gb, 0.0)};
          })[0];
      memref::StoreOp::create(ib, loc, v, ks, ValueRange{kk, d});
    });
    forShare(lb, tk * E, [&](OpBuilder &ib, Value flat) {
      IndexMath im{ib, loc};
      Value kk = im.div(flat, E), e = im.rem(flat, E);
      Value key = im.add(k0, kk);
      Value v = guarded(
          ib, loc, keyGuard ? im.lt(key, l.keys) : Value(),
          [&](OpBuilder &gb) -> SmallVector<Value> {
            IndexMath gm{gb, loc};
            SmallVector<Value> at = pts.valueLoops(gm, tRowBatch, key, e);
            return {toF32(gb, loc, p2.evaluateSide(gb, a.vSide, at))};
          },
          [&](OpBuilder &gb) -> SmallVector<Value> {
            return {fc(gb, 0.0)};
          })[0];
      memref::StoreOp::create(ib, loc, v, vs, ValueRange{kk, e});
    });
    gpu::BarrierOp::create(lb, loc);

    // This invocation's scores: keys lane + 8 j of the block.
    SmallVector<Value> dotInit(keysPerLane, fc(lb, 0.0));
    auto dots = scf::ForOp::create(
        lb, loc, lm.c(0), lm.c(D), lm.c(1), dotInit,
        [&](OpBuilder &db, Location, Value d, ValueRange accs) {
          IndexMath dm{db, loc};
          Value qv = memref::LoadOp::create(db, loc, qs, ValueRange{row, d});
          SmallVector<Value> next;
          for (int64_t j = 0; j < keysPerLane; ++j) {
            Value kk = dm.add(lane, j * kLanes);
            Value kv = memref::LoadOp::create(db, loc, ks, ValueRange{kk, d});
            next.push_back(math::FmaOp::create(db, loc, qv, kv, accs[j]));
          }
          scf::YieldOp::create(db, loc, next);
        });
    SmallVector<Value> t;
    for (int64_t j = 0; j < keysPerLane; ++j) {
      Value key = lm.add(k0, lm.add(lane, j * kLanes));
      Value dot = dots.getResult(j);
      t.push_back(guarded(
          lb, loc, keyGuard ? lm.lt(key, l.keys) : Value(),
          [&](OpBuilder &gb) -> SmallVector<Value> {
            SmallVector<Value> at = myLoops;
            at[l.scoresKey] = key;
            return {pts.scoreAt(gb, at, dot)};
          },
          [&](OpBuilder &gb) -> SmallVector<Value> {
            return {fc(gb, -std::numeric_limits<double>::infinity())};
          })[0]);
    }
    // The block's row max through workgroup memory.
    Value localMax = t[0];
    for (int64_t j = 1; j < keysPerLane; ++j)
      localMax = arith::MaximumFOp::create(lb, loc, localMax, t[j]);
    memref::StoreOp::create(lb, loc, localMax, redMax, ValueRange{row, lane});
    gpu::BarrierOp::create(lb, loc);
    Value mNew = args[0];
    for (int64_t i = 0; i < kLanes; ++i)
      mNew = arith::MaximumFOp::create(
          lb, loc, mNew,
          memref::LoadOp::create(lb, loc, redMax, ValueRange{row, lm.c(i)}));
    auto [mSub, alpha] = onlineSoftmaxStep(lb, loc, args[0], mNew);
    Value localSum = fc(lb, 0.0);
    for (int64_t j = 0; j < keysPerLane; ++j) {
      Value p = math::ExpOp::create(lb, loc,
                                    arith::SubFOp::create(lb, loc, t[j], mSub));
      localSum = arith::AddFOp::create(lb, loc, localSum, p);
      memref::StoreOp::create(lb, loc, p, ps,
                              ValueRange{row, lm.add(lane, j * kLanes)});
    }
    memref::StoreOp::create(lb, loc, localSum, redSum, ValueRange{row, lane});
    gpu::BarrierOp::create(lb, loc);
    Value lNew = arith::MulFOp::create(lb, loc, args[1], alpha);
    for (int64_t i = 0; i < kLanes; ++i)
      lNew = arith::AddFOp::create(
          lb, loc, lNew,
          memref::LoadOp::create(lb, loc, redSum, ValueRange{row, lm.c(i)}));
    // O = alpha O + P V over the block's keys.
    SmallVector<Value> oInit;
    for (int64_t w = 0; w < W; ++w)
      oInit.push_back(arith::MulFOp::create(lb, loc, args[2 + w], alpha));
    auto pv = scf::ForOp::create(
        lb, loc, lm.c(0), lm.c(tk), lm.c(1), oInit,
        [&](OpBuilder &pb, Location, Value kk, ValueRange accs) {
          IndexMath pm{pb, loc};
          Value p = memref::LoadOp::create(pb, loc, ps, ValueRange{row, kk});
          SmallVector<Value> next;
          for (int64_t w = 0; w < W; ++w) {
            Value e = pm.add(lane, w * kLanes);
            if (E % kLanes != 0)
              e = arith::MinUIOp::create(pb, loc, e, pm.c(E - 1));
            Value v = memref::LoadOp::create(pb, loc, vs, ValueRange{kk, e});
            next.push_back(math::FmaOp::create(pb, loc, p, v, accs[w]));
          }
          scf::YieldOp::create(pb, loc, next);
        });
    SmallVector<Value> yield{mNew, lNew};
    llvm::append_range(yield, pv.getResults());
    scf::YieldOp::create(lb, loc, yield);
  };
  const std::optional<CausalMask> causal = findCausalMask(body, a);
  SmallVector<Value> keyResults =
      emitKeyBlocks(b, loc, causal, KeyBlocks{numBlocks, tk, tq, l.queries}, q0,
                    init, keyBlock, RowFlags{redMax, row, lane});

  // Outputs: O / l at each of this invocation's columns, the dispatch's
  // consumers evaluated on the way.
  Value lFinal = keyResults[1];
  SmallVector<Value> myRow = pts.tRowOf(b, myLoops);
  for (int64_t w = 0; w < W; ++w) {
    Value e = m.add(lane, w * kLanes);
    Value ok = E % kLanes ? m.lt(e, E) : Value();
    if (queryGuard)
      ok = m.both(ok, m.lt(myQuery, l.queries));
    Value o = keyResults[2 + w];
    guardedDo(b, loc, ok,
              [&](OpBuilder &ib) { pts.storeOutput(ib, myRow, e, o, lFinal); });
  }
  eraseOriginal(func, body);
  setGrid(func, {kLanes, tq, 1}, {ceilDiv(l.queries, tq), 1, l.batch},
          llvm::formatv("attention {0}x{1}x{2}x{3}x{4} (batch x queries x "
                        "keys x depth x width), online softmax over blocks of "
                        "{5} keys, {6} queries per workgroup of {7}x{6} "
                        "invocations, f32 FMA{8}",
                        l.batch, l.queries, l.keys, D, E, tk, tq, kLanes,
                        causalDescription(causal))
              .str());
  return success();
}

} // namespace detail
} // namespace strata::vulkan
