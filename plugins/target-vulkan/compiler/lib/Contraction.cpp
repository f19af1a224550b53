//===- Contraction.cpp - Any linalg contraction as a batched GEMM ---------===//

#include "Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace strata::vulkan {

int64_t Contraction::size(ArrayRef<unsigned> loops) const {
  int64_t product = 1;
  for (unsigned loop : loops)
    product *= ranges[loop];
  return product;
}

std::optional<unsigned> getInnermostLoop(OpOperand *operand) {
  if (!operand)
    return std::nullopt;
  auto op = cast<linalg::LinalgOp>(operand->getOwner());
  AffineMap map = op.getMatchingIndexingMap(operand);
  if (map.getNumResults() == 0)
    return std::nullopt;
  auto dim = dyn_cast<AffineDimExpr>(map.getResults().back());
  if (!dim)
    return std::nullopt;
  return dim.getPosition();
}

bool Contraction::lhsMOuterContiguous() const {
  return !m.empty() && getInnermostLoop(lhsMain) == m.back();
}

bool Contraction::rhsKContiguous() const {
  return !k.empty() && getInnermostLoop(rhsMain) == k.back();
}

/// The loops `expr` reads, in the order they appear (oh * 2 + kh: oh, kh).
static SmallVector<unsigned> loopsIn(AffineExpr expr) {
  SmallVector<unsigned> loops;
  expr.walk([&](AffineExpr e) {
    if (auto dim = dyn_cast<AffineDimExpr>(e);
        dim && !llvm::is_contained(loops, dim.getPosition()))
      loops.push_back(dim.getPosition());
  });
  return loops;
}

std::optional<Contraction> matchContraction(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1 || op->getNumRegions() != 1 ||
      op.getNumReductionLoops() == 0)
    return std::nullopt;
  OpOperand *init = op.getDpsInitOperand(0);
  for (OpOperand &operand : op->getOpOperands()) {
    auto shaped = dyn_cast<ShapedType>(operand.get().getType());
    if (!shaped)
      continue;
    if (!shaped.hasStaticShape())
      return std::nullopt;
    // Inputs may be read at affine combinations of loops (a convolution's
    // input at oh * stride + kh * dilation: its implicit GEMM).
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (&operand == init
            ? !map.isProjectedPermutation()
            : map.getNumSymbols() != 0 ||
                  !llvm::all_of(map.getResults(),
                                [](AffineExpr e) { return e.isPureAffine(); }))
      return std::nullopt;
  }
  Type accType = getElementTypeOrSelf(init->get().getType());
  bool integer = accType.isSignlessInteger(32);
  if (!accType.isF32() && !integer)
    return std::nullopt;
  unsigned numLoops = op.getNumLoops();
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  // The output is written through a permutation of the parallel loops.
  AffineMap outMap = op.getMatchingIndexingMap(init);
  SmallVector<unsigned> outLoops;
  for (AffineExpr e : outMap.getResults())
    outLoops.push_back(cast<AffineDimExpr>(e).getPosition());
  if (outLoops.size() != op.getNumParallelLoops() ||
      llvm::any_of(outLoops, [&](unsigned l) {
        return iters[l] != utils::IteratorType::parallel;
      }))
    return std::nullopt;

  // out + X * Y, `out` used by the addition alone; everything else plain
  // scalar computation.
  Block *body = op.getBlock();
  BlockArgument out = op.getMatchingBlockArgument(init);
  Operation *add = body->getTerminator()->getOperand(0).getDefiningOp();
  if (!add || !(integer ? isa<arith::AddIOp>(add) : isa<arith::AddFOp>(add)) ||
      !out.hasOneUse() || !add->hasOneUse() ||
      (add->getOperand(0) != out && add->getOperand(1) != out))
    return std::nullopt;
  Operation *mul =
      (add->getOperand(0) == out ? add->getOperand(1) : add->getOperand(0))
          .getDefiningOp();
  if (!mul || !(integer ? isa<arith::MulIOp>(mul) : isa<arith::MulFOp>(mul)) ||
      mul->getBlock() != body || !mul->hasOneUse())
    return std::nullopt;
  for (Operation &inner : body->without_terminator()) {
    if (isa<linalg::IndexOp>(inner))
      continue;
    if (inner.getNumRegions() != 0 || !isMemoryEffectFree(&inner) ||
        isa<tensor::TensorDialect, memref::MemRefDialect>(inner.getDialect()))
      return std::nullopt;
  }

  // The loops each body value depends on.
  llvm::DenseMap<Value, llvm::SmallBitVector> loopsOf;
  for (OpOperand *input : op.getDpsInputOperands()) {
    llvm::SmallBitVector loops(numLoops);
    if (isa<ShapedType>(input->get().getType()))
      for (AffineExpr e : op.getMatchingIndexingMap(input).getResults())
        for (unsigned l : loopsIn(e))
          loops.set(l);
    loopsOf[op.getMatchingBlockArgument(input)] = loops;
  }
  for (Operation &inner : body->without_terminator()) {
    llvm::SmallBitVector loops(numLoops);
    if (auto index = dyn_cast<linalg::IndexOp>(inner))
      loops.set(index.getDim());
    for (Value operand : inner.getOperands())
      if (auto it = loopsOf.find(operand); it != loopsOf.end())
        loops |= it->second;
    for (Value result : inner.getResults())
      loopsOf[result] = loops;
  }
  auto dependence = [&](Value v) {
    auto it = loopsOf.find(v);
    return it == loopsOf.end() ? llvm::SmallBitVector(numLoops) : it->second;
  };

  Contraction c;
  c.ranges = op.getStaticLoopRanges();
  if (llvm::any_of(c.ranges, [](int64_t r) { return r <= 0; }))
    return std::nullopt;
  c.lhs = mul->getOperand(0);
  c.rhs = mul->getOperand(1);
  llvm::SmallBitVector lx = dependence(c.lhs), ly = dependence(c.rhs);
  // C's innermost dim is an n loop where it can be (stores of 4 consecutive
  // outputs): X and Y are exchanged when only X reads it.
  if (!outLoops.empty()) {
    unsigned last = outLoops.back();
    if (lx.test(last) && !ly.test(last)) {
      std::swap(c.lhs, c.rhs);
      std::swap(lx, ly);
    }
  }
  for (unsigned l : outLoops) {
    if (lx.test(l) && ly.test(l))
      c.batch.push_back(l);
    else if (lx.test(l))
      c.m.push_back(l);
    else
      c.n.push_back(l); // Read by Y alone, or by neither (broadcast).
  }

  // The inputs of each side; the widest decides the k order and the load
  // layouts.
  auto sideInputs = [&](Value v, llvm::SetVector<Value> &cone, OpOperand *&bare,
                        OpOperand *&main) {
    SmallVector<Value> work{v};
    while (!work.empty()) {
      Value cur = work.pop_back_val();
      if (!cone.insert(cur))
        continue;
      if (Operation *def = cur.getDefiningOp(); def && def->getBlock() == body)
        llvm::append_range(work, def->getOperands());
    }
    for (OpOperand *input : op.getDpsInputOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(input);
      if (!cone.contains(arg) || !isa<ShapedType>(input->get().getType()))
        continue;
      if (arg == v)
        bare = input;
      if (!main || op.getMatchingIndexingMap(input).getNumResults() >
                       op.getMatchingIndexingMap(main).getNumResults())
        main = input;
    }
  };
  sideInputs(c.lhs, c.lhsCone, c.lhsInput, c.lhsMain);
  sideInputs(c.rhs, c.rhsCone, c.rhsInput, c.rhsMain);

  llvm::SmallBitVector placed(numLoops);
  if (c.lhsMain)
    for (AffineExpr e : op.getMatchingIndexingMap(c.lhsMain).getResults())
      for (unsigned l : loopsIn(e))
        if (iters[l] == utils::IteratorType::reduction && !placed.test(l)) {
          c.k.push_back(l);
          placed.set(l);
        }
  for (unsigned l = 0; l < numLoops; ++l)
    if (iters[l] == utils::IteratorType::reduction && !placed.test(l))
      c.k.push_back(l);
  return c;
}

} // namespace strata::vulkan
