//===- CausalMask.cpp - Keys an attention chain masks for every query -----===//
//
// findCausalMask proves, from the ops of the score chain, that the scores
// T(q, k) are one constant L wherever k > q + offset: T's last writer is an
// elementwise op whose value is a select of L (through extensions,
// truncations and the bitcasts of emulated bf16) on a condition that is, or is
// a conjunct of, a comparison of affine forms of the query and key indices
// (JAX's `where(qi >= ki, s, -1e9)`, `tril`, sliding windows). Anything else is
// no mask: the kernels then walk every key, as they must.
//
//===----------------------------------------------------------------------===//

#include "Attention.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"

#include <cmath>
#include <cstdlib>
#include <limits>

using namespace mlir;

namespace strata::vulkan::detail {

namespace {

/// a * query + b * key + c.
struct IndexForm {
  int64_t query = 0, key = 0, constant = 0;
  IndexForm operator-(const IndexForm &o) const {
    return {query - o.query, key - o.key, constant - o.constant};
  }
};

/// Indices fit these bounds by far; forms past them are not analyzed (no
/// wrap-around in i32 arithmetic to reason about).
constexpr int64_t kFormLimit = int64_t(1) << 24;

bool small(const IndexForm &f) {
  return std::abs(f.query) < kFormLimit && std::abs(f.key) < kFormLimit &&
         std::abs(f.constant) < kFormLimit;
}

/// `v` (an index or integer value of the chain op's body) as a form of its
/// query loop `qLoop` and key loop `kLoop`, or nothing.
std::optional<IndexForm> indexForm(Value v, unsigned qLoop, unsigned kLoop) {
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c))) {
    if (c.getSignificantBits() > 32 ||
        !small(IndexForm{0, 0, c.getSExtValue()}))
      return std::nullopt;
    return IndexForm{0, 0, c.getSExtValue()};
  }
  Operation *op = v.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto index = dyn_cast<linalg::IndexOp>(op)) {
    if (index.getDim() == qLoop)
      return IndexForm{1, 0, 0};
    if (index.getDim() == kLoop)
      return IndexForm{0, 1, 0};
    return std::nullopt;
  }
  // Casts to 32 bits or more: exact for these small values, except that a
  // zero extension of a negative value is not that value.
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(op)) {
    Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
    auto width = [](Type t) {
      return t.isIndex() ? 64u : t.getIntOrFloatBitWidth();
    };
    if (width(to) < 32)
      return std::nullopt;
    std::optional<IndexForm> f = indexForm(op->getOperand(0), qLoop, kLoop);
    bool zeroExtends = isa<arith::IndexCastUIOp, arith::ExtUIOp>(op) &&
                       width(to) > width(from);
    if (f && zeroExtends && (f->query < 0 || f->key < 0 || f->constant < 0))
      return std::nullopt;
    return f;
  }
  if (isa<arith::AddIOp, arith::SubIOp>(op)) {
    auto x = indexForm(op->getOperand(0), qLoop, kLoop);
    auto y = indexForm(op->getOperand(1), qLoop, kLoop);
    if (!x || !y)
      return std::nullopt;
    IndexForm r = isa<arith::AddIOp>(op)
                      ? IndexForm{x->query + y->query, x->key + y->key,
                                  x->constant + y->constant}
                      : *x - *y;
    return small(r) ? std::optional(r) : std::nullopt;
  }
  return std::nullopt;
}

int64_t floorDiv(int64_t a, int64_t b) {
  return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}

/// The least offset such that `cond` is `maskedWhen` for every key > query
/// + offset, or nothing when that cannot be shown.
std::optional<int64_t> maskOffset(Value cond, bool maskedWhen, unsigned qLoop,
                                  unsigned kLoop) {
  Operation *op = cond.getDefiningOp();
  if (!op)
    return std::nullopt;
  // Masked where either conjunct is false (or either disjunct true).
  if ((isa<arith::AndIOp>(op) && !maskedWhen) ||
      (isa<arith::OrIOp>(op) && maskedWhen)) {
    auto x = maskOffset(op->getOperand(0), maskedWhen, qLoop, kLoop);
    auto y = maskOffset(op->getOperand(1), maskedWhen, qLoop, kLoop);
    if (x && y)
      return std::min(*x, *y);
    return x ? x : y;
  }
  if (auto x = dyn_cast<arith::XOrIOp>(op)) {
    APInt c;
    if (matchPattern(x.getRhs(), m_ConstantInt(&c)) && c.isAllOnes())
      return maskOffset(x.getLhs(), !maskedWhen, qLoop, kLoop);
    return std::nullopt;
  }
  auto cmp = dyn_cast<arith::CmpIOp>(op);
  if (!cmp)
    return std::nullopt;
  auto lhs = indexForm(cmp.getLhs(), qLoop, kLoop);
  auto rhs = indexForm(cmp.getRhs(), qLoop, kLoop);
  if (!lhs || !rhs)
    return std::nullopt;
  using P = arith::CmpIPredicate;
  P pred = maskedWhen ? cmp.getPredicate()
                      : arith::invertPredicate(cmp.getPredicate());
  // Unsigned comparisons only of forms that are never negative.
  auto nonNegative = [](const IndexForm &f) {
    return f.query >= 0 && f.key >= 0 && f.constant >= 0;
  };
  switch (pred) {
  case P::ult:
  case P::ule:
  case P::ugt:
  case P::uge:
    if (!nonNegative(*lhs) || !nonNegative(*rhs))
      return std::nullopt;
    break;
  default:
    break;
  }
  // Masked exactly where e > 0.
  IndexForm d = *lhs - *rhs, e;
  switch (pred) {
  case P::sgt:
  case P::ugt:
    e = d;
    break;
  case P::sge:
  case P::uge:
    e = d, e.constant += 1;
    break;
  case P::slt:
  case P::ult:
    e = IndexForm{} - d;
    break;
  case P::sle:
  case P::ule:
    e = IndexForm{} - d, e.constant += 1;
    break;
  default:
    return std::nullopt;
  }
  // e = beta (key - query) + gamma with beta > 0: masked exactly where
  // key - query > floor(-gamma / beta).
  if (e.key <= 0 || e.query != -e.key)
    return std::nullopt;
  return floorDiv(-e.constant, e.key);
}

/// The constant `v` is, through the casts `convs` (extensions,
/// truncations and bitcasts: emulated bf16 selects on i16 words; applied
/// innermost first), as an f32 value, or nothing.
std::optional<APFloat> constantThrough(Value v, ArrayRef<Operation *> convs) {
  Attribute attr;
  if (!matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  APInt bits;
  if (auto f = dyn_cast<FloatAttr>(attr))
    bits = f.getValue().bitcastToAPInt();
  else if (auto i = dyn_cast<IntegerAttr>(attr))
    bits = i.getValue();
  else
    return std::nullopt;
  Type type = v.getType();
  bool lost = false;
  for (Operation *conv : llvm::reverse(convs)) {
    Type to = conv->getResult(0).getType();
    if (isa<arith::ExtFOp, arith::TruncFOp>(conv)) {
      APFloat x(cast<FloatType>(type).getFloatSemantics(), bits);
      x.convert(cast<FloatType>(to).getFloatSemantics(),
                APFloat::rmNearestTiesToEven, &lost);
      bits = x.bitcastToAPInt();
    }
    type = to;
  }
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType)
    return std::nullopt;
  APFloat x(floatType.getFloatSemantics(), bits);
  x.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
  return x;
}

struct Masked {
  int64_t offset;
  APFloat value;
};

/// What `v` (a float, or an emulated one's integer word, of the chain op's
/// body) is where keys pass the query by more than an offset.
std::optional<Masked> maskedValue(Value v, unsigned qLoop, unsigned kLoop,
                                  SmallVector<Operation *> convs) {
  Operation *op = v.getDefiningOp();
  while (op && isa<arith::ExtFOp, arith::TruncFOp, arith::BitcastOp>(op)) {
    convs.push_back(op);
    v = op->getOperand(0);
    op = v.getDefiningOp();
  }
  auto select = dyn_cast_or_null<arith::SelectOp>(op);
  if (!select || !select.getCondition().getType().isInteger(1))
    return std::nullopt;
  for (bool maskedWhen : {false, true}) {
    Value masked = maskedWhen ? select.getTrueValue() : select.getFalseValue();
    Value kept = maskedWhen ? select.getFalseValue() : select.getTrueValue();
    std::optional<APFloat> constant = constantThrough(masked, convs);
    if (!constant)
      continue;
    if (auto offset =
            maskOffset(select.getCondition(), maskedWhen, qLoop, kLoop))
      return Masked{*offset, *constant};
    // A mask of its own inside, with the same constant.
    if (auto inner = maskedValue(kept, qLoop, kLoop, convs))
      if (inner->value.bitwiseIsEqual(*constant))
        return inner;
  }
  return std::nullopt;
}

} // namespace

std::optional<CausalMask> findCausalMask(const DispatchBody &body,
                                         const AttentionDispatch &a) {
  const AttentionLoops &l = a.loops;
  if (l.queryCls.size() != 1 || l.queries >= kFormLimit || l.keys >= kFormLimit)
    return std::nullopt;
  // T's last writer before the max.
  linalg::GenericOp writer;
  for (unsigned pos = a.pMax; pos-- > a.pScores + 1;) {
    Operation *op = body.ops[pos];
    if (!llvm::is_contained(getWrittenBuffers(op), a.tBuf))
      continue;
    writer = dyn_cast<linalg::GenericOp>(op);
    break;
  }
  if (!writer || writer.getNumReductionLoops() != 0)
    return std::nullopt;
  OpOperand *init = nullptr;
  for (OpOperand &o : writer.getDpsInitsMutable())
    if (o.get() == a.tBuf)
      init = &o;
  if (!init)
    return std::nullopt;
  // T's dims as the writer's loops: its key dim is the last, its query
  // dim where the scores' output map puts the query loop.
  AffineMap tMap = writer.getMatchingIndexingMap(init);
  std::optional<unsigned> queryDim = a.out1.getResultPosition(
      getAffineDimExpr(l.queryCls[0], a.out1.getContext()));
  unsigned rank = tMap.getNumResults();
  if (!tMap.isPermutation() || !queryDim || rank != a.out1.getNumResults() ||
      a.out1.getDimPosition(rank - 1) != l.scoresKey)
    return std::nullopt;
  unsigned qLoop = tMap.getDimPosition(*queryDim);
  unsigned kLoop = tMap.getDimPosition(rank - 1);
  Value yielded = writer.getBlock()->getTerminator()->getOperand(
      init->getOperandNumber() - writer.getNumDpsInputs());
  std::optional<Masked> m = maskedValue(yielded, qLoop, kLoop, {});
  if (!m)
    return std::nullopt;
  return CausalMask{m->offset, m->value.convertToFloat()};
}

SmallVector<Value>
emitKeyBlocks(OpBuilder &b, Location loc, const std::optional<CausalMask> &mask,
              const KeyBlocks &blocks, Value q0, ValueRange init,
              function_ref<void(OpBuilder &, Location, Value, ValueRange)> body,
              const RowFlags &flags) {
  IndexMath m{b, loc};
  Type f32 = b.getF32Type();
  auto fc = [&](OpBuilder &nb, double v) -> Value {
    return arith::ConstantOp::create(nb, loc, nb.getFloatAttr(f32, v));
  };
  Value needed = m.c(blocks.count);
  if (mask) {
    Value lastQuery = arith::MinUIOp::create(
        b, loc, m.add(q0, blocks.queriesPerWorkgroup - 1),
        m.c(blocks.queries - 1));
    Value keyEnd = arith::MaxSIOp::create(
        b, loc, m.add(lastQuery, mask->offset + 1), m.c(0));
    needed = arith::MinUIOp::create(
        b, loc, m.div(m.add(keyEnd, blocks.keys - 1), blocks.keys),
        m.c(blocks.count));
  }
  SmallVector<Value> results =
      scf::ForOp::create(b, loc, m.c(0), needed, m.c(1), init, body)
          .getResults();
  // -inf contributes exactly nothing; any other value (+inf and NaN
  // included) is checked against each row's max.
  if (!mask || mask->value == -std::numeric_limits<float>::infinity())
    return results;
  // Each row's flag through workgroup memory, read by every invocation:
  // the choice is uniform, so the barriers of the rest's loop are too.
  Value masked = arith::SubFOp::create(b, loc, fc(b, mask->value), results[0]);
  Value negligible =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                            math::ExpOp::create(b, loc, masked), fc(b, 0.0));
  memref::StoreOp::create(
      b, loc,
      arith::SelectOp::create(b, loc, negligible, fc(b, 1.0), fc(b, 0.0)),
      flags.buffer, ValueRange{flags.row, flags.col});
  gpu::BarrierOp::create(b, loc);
  Value allTrue = arith::ConstantIntOp::create(b, loc, 1, 1);
  Value allNegligible =
      scf::ForOp::create(
          b, loc, m.c(0), m.c(blocks.queriesPerWorkgroup), m.c(1),
          ValueRange{allTrue},
          [&](OpBuilder &rb, Location, Value r, ValueRange acc) {
            IndexMath rm{rb, loc};
            Value flag = memref::LoadOp::create(rb, loc, flags.buffer,
                                                ValueRange{r, rm.c(0)});
            Value ok = arith::CmpFOp::create(rb, loc, arith::CmpFPredicate::OEQ,
                                             flag, fc(rb, 1.0));
            scf::YieldOp::create(
                rb, loc,
                ValueRange{arith::AndIOp::create(rb, loc, acc[0], ok)});
          })
          .getResult(0);
  gpu::BarrierOp::create(b, loc);
  auto rest = scf::IfOp::create(
      b, loc, allNegligible,
      [&](OpBuilder &tb, Location) { scf::YieldOp::create(tb, loc, results); },
      [&](OpBuilder &eb, Location) {
        IndexMath em{eb, loc};
        scf::YieldOp::create(eb, loc,
                             scf::ForOp::create(eb, loc, needed,
                                                em.c(blocks.count), em.c(1),
                                                results, body)
                                 .getResults());
      });
  return SmallVector<Value>(rest.getResults());
}

std::string causalDescription(const std::optional<CausalMask> &mask) {
  if (!mask)
    return "";
  std::string s = ", key blocks past the last query";
  if (mask->offset)
    s += (mask->offset > 0 ? " + " : " - ") +
         std::to_string(std::abs(mask->offset));
  return s + " skipped (causal mask)";
}

} // namespace strata::vulkan::detail
