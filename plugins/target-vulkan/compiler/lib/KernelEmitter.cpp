//===- KernelEmitter.cpp - What the cooperative kernels are written with --===//
//
// See KernelEmitter.h.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"
#include "strata/Target/Vulkan/VulkanTarget.h"
#include "strata/sdk/EntryPointABI.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace strata::vulkan::detail {

SmallVector<Value> getWrittenBuffers(Operation *op) {
  if (auto copy = dyn_cast<memref::CopyOp>(op))
    return {copy.getTarget()};
  return llvm::to_vector(cast<linalg::LinalgOp>(op).getDpsInits());
}

/// A buffer the evaluator tracks as a whole: a binding, a temporary or a
/// constant, statically shaped with the identity layout.
bool isWholeBuffer(Value value, func::FuncOp func) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity())
    return false;
  if (auto arg = dyn_cast<BlockArgument>(value))
    return arg.getOwner() == &func.getBody().front();
  return isa_and_nonnull<memref::AllocOp, memref::AllocaOp,
                         memref::GetGlobalOp>(value.getDefiningOp());
}

/// `rowChain`: several reductions are allowed; none is the kernel op
/// (rootPos is past the end) and `reductions` lists their positions.
FailureOr<DispatchBody> collectBody(func::FuncOp func, bool rowChain) {
  DispatchBody body;
  bool haveRoot = false;
  for (Operation &op : func.getBody().front()) {
    if (isa<func::ReturnOp, memref::AllocOp, memref::AllocaOp,
            memref::DeallocOp, memref::GetGlobalOp>(op))
      continue;
    if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      if (!isWholeBuffer(copy.getSource(), func) ||
          !isWholeBuffer(copy.getTarget(), func) ||
          copy.getSource().getType() != copy.getTarget().getType())
        return failure();
      body.ops.push_back(&op);
      continue;
    }
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      if (!linalgOp.hasPureBufferSemantics())
        return failure();
      for (Value operand : op.getOperands())
        if (isa<ShapedType>(operand.getType()) && !isWholeBuffer(operand, func))
          return failure();
      if (linalgOp.getNumReductionLoops() > 0) {
        if (rowChain) {
          body.reductions.push_back(body.ops.size());
        } else {
          if (haveRoot)
            return failure();
          haveRoot = true;
          body.rootPos = body.ops.size();
        }
      } else if (!isElementwise(linalgOp)) {
        return failure();
      }
      body.ops.push_back(&op);
      continue;
    }
    if (op.getNumRegions() == 0 && isMemoryEffectFree(&op))
      continue;
    return failure();
  }
  if (!haveRoot)
    body.rootPos = body.ops.size(); // Elementwise: no kernel op.
  return body;
}

/// Checks that every op after the kernel op is an elementwise op over the
/// kernel op's output domain reading the buffers written since the kernel
/// op only at its own point, and that every binding written before the
/// kernel op is rewritten after it (the kernel stores only the values at
/// and after the kernel op).
LogicalResult checkDataFlow(const DispatchBody &body, func::FuncOp func) {
  if (!body.hasRoot())
    return failure();
  linalg::LinalgOp root = body.root();
  Value rootOut = root.getDpsInits()[0];
  auto outShape = cast<MemRefType>(rootOut.getType()).getShape();
  llvm::SmallDenseSet<Value> chain;
  chain.insert(rootOut);
  for (unsigned pos = body.rootPos + 1; pos < body.ops.size(); ++pos) {
    auto op = dyn_cast<linalg::LinalgOp>(body.ops[pos]);
    if (!op || isa<linalg::FillOp>(op) ||
        op.getStaticLoopRanges() != SmallVector<int64_t>(outShape))
      return failure();
    for (OpOperand *input : op.getDpsInputOperands())
      if (chain.contains(input->get()) &&
          !op.getMatchingIndexingMap(input).isIdentity())
        return failure();
    chain.insert(op.getDpsInits()[0]);
  }
  for (unsigned pos = 0; pos < body.rootPos; ++pos)
    for (Value written : getWrittenBuffers(body.ops[pos]))
      if (isa<BlockArgument>(written) && !chain.contains(written))
        return failure();
  return success();
}

/// The bindings written at or after the kernel op, in first-write order:
/// the kernel stores their final values.
SmallVector<Value> getOutputs(const DispatchBody &body) {
  llvm::SetVector<Value> outputs;
  for (unsigned pos = body.rootPos; pos < body.ops.size(); ++pos)
    for (Value written : getWrittenBuffers(body.ops[pos]))
      if (isa<BlockArgument>(written))
        outputs.insert(written);
  return outputs.takeVector();
}

/// memref<d0 x ... x dn xT> as memref<d0 x ... x dn/4 x vector<4xT>>.
MemRefType getVec4Type(MemRefType type) {
  SmallVector<int64_t> shape(type.getShape());
  shape.back() /= 4;
  return MemRefType::get(shape, VectorType::get({4}, type.getElementType()));
}

/// A binding that can be retyped to vector<4> words: 32-bit elements,
/// innermost dimension a multiple of 4.
bool canBeVec4(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!isa<BlockArgument>(buffer) || !type || type.getRank() == 0 ||
      type.getShape().back() % 4 != 0)
    return false;
  Type element = type.getElementType();
  return element.isF32() || element.isSignlessInteger(32);
}

/// Bindings only read, each read along the innermost loop of an op whose
/// loops are those of the dispatch's kernel (or output) with a lane-group
/// innermost dimension: retyped to vector<4> words, each word loaded once
/// per lane group. (Others, e.g. a row's broadcast value or a transposed
/// operand, are read element by element.)
llvm::SmallDenseSet<Value>
getStreamedInputs(const DispatchBody &body,
                  const llvm::SetVector<Value> &written,
                  ArrayRef<int64_t> kernelDomain) {
  SmallVector<int64_t> domain(kernelDomain);
  if (!domain.empty()) {
  } else if (body.hasRoot()) {
    domain = body.root().getStaticLoopRanges();
  } else {
    for (Operation *op : body.ops)
      if (!isa<linalg::FillOp, memref::CopyOp>(op))
        domain = cast<linalg::LinalgOp>(op).getStaticLoopRanges();
  }
  llvm::SmallDenseSet<Value> candidates, rejected;
  for (Operation *op : body.ops) {
    if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      rejected.insert(copy.getSource());
      continue;
    }
    auto linalgOp = cast<linalg::LinalgOp>(op);
    bool sameDomain = linalgOp.getStaticLoopRanges() == domain;
    unsigned loops = linalgOp.getNumLoops();
    for (OpOperand &operand : op->getOpOperands()) {
      Value buffer = operand.get();
      if (!isa<ShapedType>(buffer.getType()))
        continue;
      AffineMap map = linalgOp.getMatchingIndexingMap(&operand);
      bool streamed = sameDomain && loops > 0 && map.getNumResults() > 0 &&
                      map.getResults().back() ==
                          getAffineDimExpr(loops - 1, op->getContext());
      if (streamed && !written.contains(buffer) && canBeVec4(buffer))
        candidates.insert(buffer);
      else
        rejected.insert(buffer);
    }
  }
  llvm::SmallDenseSet<Value> result;
  for (Value buffer : candidates)
    if (!rejected.contains(buffer))
      result.insert(buffer);
  return result;
}

Value workgroupAlloc(OpBuilder &b, Location loc, ArrayRef<int64_t> shape,
                     Type element) {
  auto space =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  return memref::AllocOp::create(
      b, loc,
      MemRefType::get(shape, element, MemRefLayoutAttrInterface(), space));
}

/// scf.if `cond` yielding `then()` or `otherwise()` (of the same types);
/// just `then()` when `cond` is null.
SmallVector<Value>
guarded(OpBuilder &b, Location loc, Value cond,
        llvm::function_ref<SmallVector<Value>(OpBuilder &)> then,
        llvm::function_ref<SmallVector<Value>(OpBuilder &)> otherwise) {
  if (!cond)
    return then(b);
  auto ifOp = scf::IfOp::create(
      b, loc, cond,
      [&](OpBuilder &nb, Location l) { scf::YieldOp::create(nb, l, then(nb)); },
      [&](OpBuilder &nb, Location l) {
        scf::YieldOp::create(nb, l, otherwise(nb));
      });
  return SmallVector<Value>(ifOp.getResults());
}

void guardedDo(OpBuilder &b, Location loc, Value cond,
               llvm::function_ref<void(OpBuilder &)> then) {
  if (!cond) {
    then(b);
    return;
  }
  scf::IfOp::create(b, loc, cond, [&](OpBuilder &nb, Location l) {
    then(nb);
    scf::YieldOp::create(nb, l);
  });
}

void retypeBindings(func::FuncOp func, const llvm::SmallDenseSet<Value> &vec4) {
  for (Value buffer : vec4)
    buffer.setType(getVec4Type(cast<MemRefType>(buffer.getType())));
  func.setFunctionType(FunctionType::get(
      func.getContext(), func.getBody().front().getArgumentTypes(), {}));
}

void eraseOriginal(func::FuncOp func, const DispatchBody &body) {
  for (Operation *op : llvm::reverse(body.ops))
    op->erase();
  SmallVector<Operation *> dead;
  for (Operation &op : func.getBody().front()) {
    if (!isa<memref::AllocOp, memref::AllocaOp>(op))
      continue;
    if (llvm::all_of(op.getUsers(),
                     [](Operation *u) { return isa<memref::DeallocOp>(u); }))
      dead.push_back(&op);
  }
  for (Operation *op : dead) {
    for (Operation *user : llvm::make_early_inc_range(op->getUsers()))
      user->erase();
    op->erase();
  }
}

void setGrid(func::FuncOp func, ArrayRef<int64_t> size, ArrayRef<int64_t> count,
             const llvm::Twine &description) {
  MLIRContext *ctx = func.getContext();
  func->setAttr(kKernelWorkgroupSizeAttr, DenseI64ArrayAttr::get(ctx, size));
  func->setAttr(kKernelWorkgroupCountAttr, DenseI64ArrayAttr::get(ctx, count));
  func->setAttr(kKernelAttr, StringAttr::get(ctx, description.str()));
}

//===----------------------------------------------------------------------===//
// ContractionPoints
//===----------------------------------------------------------------------===//

void ContractionPoints::setBatch(OpBuilder &b, Value flat) {
  IndexMath m{b, loc};
  batchIdx.clear();
  if (con.batch.empty())
    return;
  SmallVector<int64_t> sizes = classSizes(con.batch);
  batchIdx = flat ? m.delinearize(flat, sizes)
                  : SmallVector<Value>(sizes.size(), m.c(0));
}

SmallVector<int64_t>
ContractionPoints::classSizes(ArrayRef<unsigned> loops) const {
  SmallVector<int64_t> sizes;
  for (unsigned l : loops)
    sizes.push_back(con.ranges[l]);
  return sizes;
}

void ContractionPoints::setLoops(IndexMath &m, SmallVector<Value> &loops,
                                 ArrayRef<unsigned> cls, Value flat) const {
  SmallVector<Value> idx = m.delinearize(flat, classSizes(cls));
  for (auto [l, v] : llvm::zip(cls, idx))
    loops[l] = v;
}

SmallVector<Value> ContractionPoints::pointLoops(IndexMath &m) const {
  SmallVector<Value> loops(root.getNumLoops(), m.c(0));
  for (auto [l, v] : llvm::zip(con.batch, batchIdx))
    loops[l] = v;
  return loops;
}

Value ContractionPoints::evaluateSide(
    OpBuilder &b, Value v, ArrayRef<Value> loops,
    llvm::function_ref<Value(OpOperand *)> override) const {
  Block *block = root.getBlock();
  IRMapping mapping;
  const llvm::SetVector<Value> &cone = v == con.lhs ? con.lhsCone : con.rhsCone;
  for (OpOperand *input : root.getDpsInputOperands()) {
    BlockArgument arg = root.getMatchingBlockArgument(input);
    if (!cone.contains(arg))
      continue;
    if (!isa<ShapedType>(input->get().getType())) {
      mapping.map(arg, input->get());
      continue;
    }
    if (Value given = override ? override(input) : Value()) {
      mapping.map(arg, given);
      continue;
    }
    SmallVector<Value> at =
        eval.applyMap(b, loc, root.getMatchingIndexingMap(input), loops);
    mapping.map(arg, eval.valueAt(b, loc, input->get(), at, body.rootPos));
  }
  for (Operation &inner : block->without_terminator()) {
    if (inner.getNumResults() == 0 || !cone.contains(inner.getResult(0)))
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), loops[index.getDim()]);
      continue;
    }
    b.clone(inner, mapping);
  }
  return mapping.lookupOrDefault(v);
}

SmallVector<Value> ContractionPoints::outAt(OpBuilder &b, Value gm,
                                            Value gn) const {
  IndexMath m{b, loc};
  SmallVector<Value> loops = pointLoops(m);
  setLoops(m, loops, con.m, gm);
  setLoops(m, loops, con.n, gn);
  return eval.applyMap(
      b, loc, root.getMatchingIndexingMap(root.getDpsInitOperand(0)), loops);
}

/// The value a contraction side extends for cooperative matrices: the
/// input of an extf (16-bit floats to f32) or of an extsi / extui of 8-bit
/// integers to i32; else null.
Value loadFragment(OpBuilder &b, Location loc, gpu::MMAMatrixType type,
                   Value shared, bool transposed, Value row, Value col,
                   int64_t ld, bool bf16) {
  SmallVector<Value> at = {row, col};
  if (transposed)
    std::swap(at[0], at[1]);
  auto load = gpu::SubgroupMmaLoadMatrixOp::create(
      b, loc, type, shared, at, b.getIndexAttr(ld),
      transposed ? b.getUnitAttr() : UnitAttr());
  if (bf16)
    load->setAttr(kBF16MatrixAttr, b.getUnitAttr());
  return load;
}

Value extensionSource(Value side) {
  Operation *ext = side.getDefiningOp();
  if (isa_and_nonnull<arith::ExtFOp>(ext))
    return ext->getOperand(0);
  if (isa_and_nonnull<arith::ExtSIOp, arith::ExtUIOp>(ext) &&
      ext->getOperand(0).getType().isInteger(8) && side.getType().isInteger(32))
    return ext->getOperand(0);
  return {};
}

/// The cooperative-matrix operand type of a side extended in `body`: the
/// 16-bit float type, or si8 / ui8 for a sign / zero extension of i8.
Type cooperativeSourceType(Value side, Block *body) {
  Value source = extensionSource(side);
  if (!source || side.getDefiningOp()->getBlock() != body)
    return {};
  if (isa<FloatType>(source.getType()))
    return source.getType();
  return IntegerType::get(side.getContext(), 8,
                          side.getDefiningOp<arith::ExtSIOp>()
                              ? IntegerType::Signed
                              : IntegerType::Unsigned);
}

} // namespace strata::vulkan::detail
