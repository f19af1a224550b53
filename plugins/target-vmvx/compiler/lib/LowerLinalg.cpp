//===- LowerLinalg.cpp - Bufferized linalg -> vmvx microkernels -*- C++ -*-===//
//
// Implements strata-vmvx-lower-linalg: ops a `vmvx` microkernel implements
// (strata/VMVX/MicrokernelABI.h) become vmvx dialect ops over (base buffer,
// element offset, element strides); the rest is left for
// convert-linalg-to-loops.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/VMVX/Passes.h"
#include "strata/Target/VMVX/VMVXOps.h"
#include "strata/sdk/DynamicBindings.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/TypeSwitch.h"

namespace strata::vmvx {
#define GEN_PASS_DEF_VMVXLOWERLINALGPASS
#include "strata/Target/VMVX/Passes.h.inc"
} // namespace strata::vmvx

using namespace mlir;

namespace strata::vmvx {
namespace {

/// A buffer operand as a microkernel sees it: base buffer, element offset
/// and up to two (size, stride) pairs, outermost first.
struct Operand2D {
  Value base;
  Value offset;
  SmallVector<Value, 2> strides;
  SmallVector<Value, 2> sizes;
};

Value index(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

/// Static strides of `type`, or failure.
FailureOr<SmallVector<int64_t>> getStaticStrides(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return failure();
  return strides;
}

/// True when `type` is row-major contiguous: an identity layout (any shape,
/// also the dynamically shaped views of a dispatch with dynamic dims), or a
/// static shape whose strides are its row-major ones.
bool isContiguous(MemRefType type) {
  if (type.getLayout().isIdentity())
    return true;
  if (!type.hasStaticShape())
    return false;
  FailureOr<SmallVector<int64_t>> strides = getStaticStrides(type);
  return succeeded(strides) && *strides == computeStrides(type.getShape());
}

/// Dim `d` of `type` as a value: its static size or the view's own.
Value dimSize(OpBuilder &b, Location loc, MemRefType type,
              memref::ExtractStridedMetadataOp meta, int64_t d) {
  return type.isDynamicDim(d) ? meta.getSizes()[d]
                              : index(b, loc, type.getDimSize(d));
}

/// Views `value` (static strides; sizes may be dynamic) as at most two
/// dimensions: with `flatten`, a contiguous memref of any rank as one row;
/// otherwise dimension by dimension, which needs rank <= 2.
FailureOr<Operand2D> view2D(OpBuilder &b, Location loc, Value value,
                            bool flatten) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type)
    return failure();
  FailureOr<SmallVector<int64_t>> strides = getStaticStrides(type);
  if (failed(strides))
    return failure();
  if (flatten ? !isContiguous(type) : type.getRank() > 2)
    return failure();
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, value);
  Operand2D result{meta.getBaseBuffer(), meta.getOffset(), {}, {}};
  if (flatten || type.getRank() == 0) {
    Value count = index(b, loc, 1);
    if (type.hasStaticShape())
      count = index(b, loc, type.getNumElements());
    else
      for (int64_t d = 0; d < type.getRank(); ++d)
        count = arith::MulIOp::create(b, loc, count,
                                      dimSize(b, loc, type, meta, d));
    result.sizes = {index(b, loc, 1), count};
    result.strides = {index(b, loc, 0), index(b, loc, 1)};
    return result;
  }
  if (type.getRank() == 1) {
    result.sizes = {index(b, loc, 1), dimSize(b, loc, type, meta, 0)};
    result.strides = {index(b, loc, 0), index(b, loc, (*strides)[0])};
    return result;
  }
  result.sizes = {dimSize(b, loc, type, meta, 0),
                  dimSize(b, loc, type, meta, 1)};
  result.strides = {index(b, loc, (*strides)[0]),
                    index(b, loc, (*strides)[1])};
  return result;
}

/// Width of a fill/copy element in bits (i1 is stored as a byte), or 0.
unsigned storageWidth(Type element) {
  if (element.isIndex() || !element.isIntOrFloat())
    return 0;
  unsigned width = element.getIntOrFloatBitWidth();
  if (width == 1)
    return 8;
  return width == 8 || width == 16 || width == 32 || width == 64 ? width : 0;
}

/// linalg.matmul on f32 with rows contiguous -> vmvx.matmul.f32.
struct MatmulToMicrokernel : OpRewritePattern<linalg::MatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::MatmulOp op,
                                PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics())
      return rw.notifyMatchFailure(op, "not bufferized");
    if (op.getIndexingMapsArray() !=
        linalg::MatmulOp::getDefaultIndexingMaps(getContext()))
      return rw.notifyMatchFailure(op, "transposed or broadcast operands");
    Value lhs = op.getDpsInputs()[0], rhs = op.getDpsInputs()[1],
          out = op.getDpsInits()[0];
    // Sizes may be dynamic (a batch): the kernel takes them as values.
    for (Value v : {lhs, rhs, out}) {
      auto type = cast<MemRefType>(v.getType());
      if (!type.getElementType().isF32())
        return rw.notifyMatchFailure(op, "not f32");
      FailureOr<SmallVector<int64_t>> strides = getStaticStrides(type);
      if (failed(strides) || strides->back() != 1)
        return rw.notifyMatchFailure(op, "rows are not contiguous");
    }
    Location loc = op.getLoc();
    SmallVector<memref::ExtractStridedMetadataOp> meta;
    for (Value v : {lhs, rhs, out})
      meta.push_back(memref::ExtractStridedMetadataOp::create(rw, loc, v));
    auto lhsType = cast<MemRefType>(lhs.getType());
    auto outType = cast<MemRefType>(out.getType());
    // linalg.matmul adds into its output.
    MatmulOp::create(
        rw, loc, meta[0].getBaseBuffer(), meta[0].getOffset(),
        meta[0].getStrides()[0], meta[1].getBaseBuffer(), meta[1].getOffset(),
        meta[1].getStrides()[0], meta[2].getBaseBuffer(), meta[2].getOffset(),
        meta[2].getStrides()[0], dimSize(rw, loc, outType, meta[2], 0),
        dimSize(rw, loc, outType, meta[2], 1),
        dimSize(rw, loc, lhsType, meta[0], 1),
        /*accumulate=*/true);
    rw.eraseOp(op);
    return success();
  }
};

/// linalg.conv_2d_nhwc_hwcf on contiguous f32 -> vmvx.conv2d_nhwc_hwcf.f32.
struct ConvToMicrokernel : OpRewritePattern<linalg::Conv2DNhwcHwcfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::Conv2DNhwcHwcfOp op,
                                PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics())
      return rw.notifyMatchFailure(op, "not bufferized");
    Value in = op.getDpsInputs()[0], filter = op.getDpsInputs()[1],
          out = op.getDpsInits()[0];
    for (Value v : {in, filter, out}) {
      auto type = cast<MemRefType>(v.getType());
      if (!type.getElementType().isF32() || !type.hasStaticShape())
        return rw.notifyMatchFailure(op, "not static f32");
      FailureOr<SmallVector<int64_t>> strides = getStaticStrides(type);
      if (failed(strides) || *strides != computeStrides(type.getShape()))
        return rw.notifyMatchFailure(op, "operand is not contiguous");
    }
    Location loc = op.getLoc();
    SmallVector<memref::ExtractStridedMetadataOp> meta;
    for (Value v : {in, filter, out})
      meta.push_back(memref::ExtractStridedMetadataOp::create(rw, loc, v));
    auto shape = [](Value v) {
      return cast<MemRefType>(v.getType()).getShape();
    };
    Conv2DNhwcHwcfOp::create(
        rw, loc, meta[0].getBaseBuffer(), meta[0].getOffset(),
        meta[1].getBaseBuffer(), meta[1].getOffset(), meta[2].getBaseBuffer(),
        meta[2].getOffset(), shape(in), shape(filter), shape(out),
        llvm::to_vector(op.getStrides().getValues<int64_t>()),
        llvm::to_vector(op.getDilations().getValues<int64_t>()),
        /*accumulate=*/true);
    rw.eraseOp(op);
    return success();
  }
};

/// linalg.fill of 8/16/32/64-bit integers or f32/f64 -> vmvx.fill.x*.
struct FillToMicrokernel : OpRewritePattern<linalg::FillOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::FillOp op,
                                PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics())
      return rw.notifyMatchFailure(op, "not bufferized");
    Value out = op.getDpsInits()[0];
    Type element = cast<MemRefType>(out.getType()).getElementType();
    // f16/bf16 values are f32s in VM registers: no bit pattern to fill with.
    if (element.isF16() || element.isBF16() || element.isIndex())
      return rw.notifyMatchFailure(op, "element type has no fill kernel");
    if (!storageWidth(element))
      return rw.notifyMatchFailure(op, "element width has no fill kernel");
    Location loc = op.getLoc();
    auto outType = cast<MemRefType>(out.getType());
    if (failed(getStaticStrides(outType)))
      return rw.notifyMatchFailure(op, "not a static strided view");
    // Strided views of higher rank: as a generic, which the elementwise
    // pattern turns into loops around 2-D fills.
    if (!isContiguous(outType) && outType.getRank() > 2)
      return linalg::generalizeNamedOp(rw, op);
    FailureOr<Operand2D> view = view2D(rw, loc, out, isContiguous(outType));
    if (failed(view))
      return rw.notifyMatchFailure(op, "not a static <= 2-D view");
    FillOp::create(rw, loc, op.getDpsInputs()[0], view->base, view->offset,
                   view->strides[0], view->strides[1], view->sizes[0],
                   view->sizes[1]);
    rw.eraseOp(op);
    return success();
  }
};

/// Copies of equal shape with <= 2-D views -> vmvx.copy.x*; other
/// memref.copys become linalg.copy (and loops).
LogicalResult rewriteCopy(Operation *op, Value source, Value target,
                          PatternRewriter &rw) {
  auto sourceType = cast<MemRefType>(source.getType());
  auto targetType = cast<MemRefType>(target.getType());
  Type element = sourceType.getElementType();
  Location loc = op->getLoc();
  if (storageWidth(element) && sourceType.getShape() == targetType.getShape()) {
    OpBuilder::InsertionGuard guard(rw);
    rw.setInsertionPoint(op);
    // Both views must flatten the same way.
    bool flatten = isContiguous(sourceType) && isContiguous(targetType);
    // Check both views before creating any op: a pattern that fails must
    // leave the IR untouched.
    if (flatten ||
        (sourceType.getRank() <= 2 && sourceType.hasStaticShape() &&
         targetType.hasStaticShape() &&
         succeeded(getStaticStrides(sourceType)) &&
         succeeded(getStaticStrides(targetType)))) {
      FailureOr<Operand2D> src = view2D(rw, loc, source, flatten);
      FailureOr<Operand2D> dst = view2D(rw, loc, target, flatten);
      if (succeeded(src) && succeeded(dst)) {
        CopyOp::create(rw, loc, src->base, src->offset, src->strides[0],
                       src->strides[1], dst->base, dst->offset,
                       dst->strides[0], dst->strides[1], dst->sizes[0],
                       dst->sizes[1]);
        rw.eraseOp(op);
        return success();
      }
    }
  }
  // Otherwise as a generic, which the elementwise pattern collapses into
  // loops around 2-D copies when it can (and convert-linalg-to-loops takes
  // when it cannot).
  auto copy = linalg::CopyOp::create(rw, loc, source, target);
  FailureOr<linalg::GenericOp> generic = linalg::generalizeNamedOp(rw, copy);
  if (failed(generic))
    return failure();
  rw.eraseOp(op);
  return success();
}

struct MemRefCopyToMicrokernel : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(memref::CopyOp op,
                                PatternRewriter &rw) const override {
    return rewriteCopy(op, op.getSource(), op.getTarget(), rw);
  }
};

struct LinalgCopyToMicrokernel : OpRewritePattern<linalg::CopyOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::CopyOp op,
                                PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics())
      return rw.notifyMatchFailure(op, "not bufferized");
    return rewriteCopy(op, op.getDpsInputs()[0], op.getDpsInits()[0], rw);
  }
};

/// Per-loop element strides of a generic's operands with adjacent loops
/// collapsed (outermost first, at least two dims): loop dims i and i+1
/// merge when every operand has stride[i] == stride[i+1] * size[i+1]
/// (broadcast dims have stride 0, transposed operands swapped strides);
/// unit dims drop.
struct LoopStrides {
  SmallVector<int64_t> sizes;
  SmallVector<SmallVector<int64_t>> strides; // per operand
};

FailureOr<LoopStrides> collapseLoops(linalg::GenericOp op) {
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  if (llvm::any_of(sizes, ShapedType::isDynamic))
    return failure();
  unsigned numLoops = sizes.size();
  SmallVector<SmallVector<int64_t>> strides;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = cast<MemRefType>(operand.get().getType());
    FailureOr<SmallVector<int64_t>> memStrides = getStaticStrides(type);
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (failed(memStrides) || !map.isProjectedPermutation(/*allowZero=*/true))
      return failure();
    SmallVector<int64_t> perLoop(numLoops, 0);
    for (auto [j, expr] : llvm::enumerate(map.getResults()))
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) // constant 0: size 1
        perLoop[dim.getPosition()] = (*memStrides)[j];
    strides.push_back(perLoop);
  }
  // Walk loops from the innermost out, merging into the current group.
  SmallVector<int64_t> groupSizes;
  SmallVector<SmallVector<int64_t>> groupStrides(strides.size());
  for (int d = numLoops - 1; d >= 0; --d) {
    if (sizes[d] == 1)
      continue;
    bool merge = !groupSizes.empty();
    for (size_t o = 0; merge && o < strides.size(); ++o)
      merge = strides[o][d] == groupStrides[o].back() * groupSizes.back();
    if (merge) {
      groupSizes.back() *= sizes[d];
      continue;
    }
    groupSizes.push_back(sizes[d]);
    for (size_t o = 0; o < strides.size(); ++o)
      groupStrides[o].push_back(strides[o][d]);
  }
  while (groupSizes.size() < 2) {
    groupSizes.push_back(1);
    for (auto &g : groupStrides)
      g.push_back(0);
  }
  LoopStrides result;
  result.sizes.assign(groupSizes.rbegin(), groupSizes.rend());
  for (auto &g : groupStrides)
    result.strides.push_back(SmallVector<int64_t>(g.rbegin(), g.rend()));
  return result;
}

/// Emits `body` once per 2-D slab of `loops`: loops over all but the two
/// innermost collapsed dims, with each operand's offset advanced. `body`
/// gets the builder and one Operand2D per operand of `bases`/`offsets`.
void emitSlabs(
    OpBuilder &b, Location loc, const LoopStrides &loops,
    ArrayRef<Value> bases, ArrayRef<Value> offsets,
    function_ref<void(OpBuilder &, ArrayRef<Operand2D>)> body) {
  size_t n = loops.sizes.size();
  auto views = [&](OpBuilder &nb, Location l, ValueRange ivs) {
    SmallVector<Operand2D> result;
    for (size_t o = 0; o < bases.size(); ++o) {
      Value offset = offsets[o];
      for (auto [d, iv] : llvm::enumerate(ivs)) {
        int64_t stride = loops.strides[o][d];
        if (stride == 0)
          continue;
        Value step = arith::MulIOp::create(
            nb, l, iv, arith::ConstantIndexOp::create(nb, l, stride));
        offset = arith::AddIOp::create(nb, l, offset, step);
      }
      result.push_back(
          {bases[o],
           offset,
           {index(nb, l, loops.strides[o][n - 2]),
            index(nb, l, loops.strides[o][n - 1])},
           {index(nb, l, loops.sizes[n - 2]), index(nb, l, loops.sizes[n - 1])}});
    }
    body(nb, result);
  };
  if (n == 2) {
    views(b, loc, {});
    return;
  }
  SmallVector<Value> lbs, ubs, steps;
  for (size_t d = 0; d + 2 < n; ++d) {
    lbs.push_back(index(b, loc, 0));
    ubs.push_back(index(b, loc, loops.sizes[d]));
    steps.push_back(index(b, loc, 1));
  }
  scf::buildLoopNest(b, loc, lbs, ubs, steps,
                     [&](OpBuilder &nb, Location l, ValueRange ivs) {
                       views(nb, l, ivs);
                     });
}

/// The memref a view is taken of (through subviews, casts, reshapes).
Value getRootBuffer(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (isa<memref::SubViewOp, memref::CastOp, memref::CollapseShapeOp,
            memref::ExpandShapeOp, memref::ReinterpretCastOp>(def))
      v = def->getOperand(0);
    else
      break;
  }
  return v;
}

/// Kernel kind of a body op ("add", "exp", ...) or empty.
std::string getElementwiseKind(Operation &op) {
  if (op.getNumResults() != 1 || !op.getResult(0).getType().isF32())
    return "";
  if (op.getNumOperands() == 2)
    return llvm::TypeSwitch<Operation *, std::string>(&op)
        .Case([](arith::AddFOp) { return "add"; })
        .Case([](arith::SubFOp) { return "sub"; })
        .Case([](arith::MulFOp) { return "mul"; })
        .Case([](arith::DivFOp) { return "div"; })
        .Case([](arith::MinimumFOp) { return "minimum"; })
        .Case([](arith::MaximumFOp) { return "maximum"; })
        .Default([](Operation *) { return ""; });
  if (op.getNumOperands() != 1)
    return "";
  StringRef name = op.getName().getStringRef();
  std::string kind;
  if (name == "arith.negf")
    kind = "neg";
  else if (name == "math.absf")
    kind = "abs";
  else if (name.starts_with("math."))
    kind = name.drop_front(5).str();
  return getUnaryCode(kind) >= 0 ? kind : "";
}

/// Elementwise generics (all loops parallel, identity output map, operands
/// that are projected permutations of the loops: broadcasts and transposes
/// allowed) whose loops collapse to strided dims:
///  - body yields an input -> vmvx.copy; yields a value defined outside the
///    body -> vmvx.fill (any 8/16/32/64-bit element type);
///  - f32 body that is a chain of binary arith / unary math ops (each op
///    uses the previous result and otherwise only inputs or scalar
///    constants) -> one vmvx.binary / vmvx.unary per body op, writing the
///    output in place.
/// Dims beyond the innermost two become scf.for loops around the kernels.
struct ElementwiseToMicrokernel : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumLoops() != op.getNumParallelLoops() ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
      return rw.notifyMatchFailure(op, "not a plain elementwise op");
    // Scalar operands (a select's i1 condition) have no microkernel form.
    if (!llvm::all_of(op->getOperandTypes(), llvm::IsaPred<MemRefType>))
      return rw.notifyMatchFailure(op, "scalar operand");
    Block &body = op.getRegion().front();
    unsigned numInputs = op.getNumDpsInputs();
    if (!body.getArgument(numInputs).use_empty())
      return rw.notifyMatchFailure(op, "body reads the output");
    Value outValue = op.getDpsInits()[0];
    Type outElement = cast<MemRefType>(outValue.getType()).getElementType();
    Value yielded = body.getTerminator()->getOperand(0);

    // Copy / fill forms.
    auto yieldedArg = dyn_cast<BlockArgument>(yielded);
    bool isCopy = yieldedArg && yieldedArg.getOwner() == &body &&
                  yieldedArg.getArgNumber() < numInputs;
    bool isFill = !isCopy && yielded.getParentBlock() != &body &&
                  !isa<BlockArgument>(yielded);
    if ((isCopy || isFill) && !storageWidth(outElement))
      return rw.notifyMatchFailure(op, "element width has no kernel");
    if (isFill && (outElement.isF16() || outElement.isBF16()))
      return rw.notifyMatchFailure(op, "f16/bf16 fills stay loops");
    if (isCopy &&
        cast<MemRefType>(op->getOperand(yieldedArg.getArgNumber()).getType())
                .getElementType() != outElement)
      return rw.notifyMatchFailure(op, "copy changes the element type");

    SmallVector<Operation *> chain;
    SmallVector<std::string> kinds;
    if (!isCopy && !isFill) {
      for (Value v : op->getOperands())
        if (!cast<MemRefType>(v.getType()).getElementType().isF32())
          return rw.notifyMatchFailure(op, "not f32");
      for (Operation &inner : body.without_terminator()) {
        std::string kind = getElementwiseKind(inner);
        if (kind.empty())
          return rw.notifyMatchFailure(op, "body op has no kernel");
        for (Value operand : inner.getOperands()) {
          bool isPrev =
              !chain.empty() && operand == chain.back()->getResult(0);
          auto arg = dyn_cast<BlockArgument>(operand);
          bool isInput = arg && arg.getOwner() == &body &&
                         arg.getArgNumber() < numInputs;
          bool isConstant = matchPattern(operand, m_Constant());
          if (!isPrev && !isInput && !isConstant)
            return rw.notifyMatchFailure(op, "body is not a chain");
        }
        if (!chain.empty() && !llvm::is_contained(inner.getOperands(),
                                                  chain.back()->getResult(0)))
          return rw.notifyMatchFailure(op, "body is not a chain");
        chain.push_back(&inner);
        kinds.push_back(kind);
      }
      if (chain.empty() || yielded != chain.back()->getResult(0))
        return rw.notifyMatchFailure(op, "body does not yield the chain");
      for (size_t k = 0; k + 1 < chain.size(); ++k)
        for (Operation *user : chain[k]->getResult(0).getUsers())
          if (user != chain[k + 1])
            return rw.notifyMatchFailure(op, "an intermediate is reused");
      // Later ops read inputs after the output was written: no aliasing.
      Value outRoot = getRootBuffer(outValue);
      for (Value v : op.getDpsInputs())
        if (getRootBuffer(v) == outRoot)
          return rw.notifyMatchFailure(op, "an input aliases the output");
    }

    FailureOr<LoopStrides> loops = collapseLoops(op);
    if (failed(loops))
      return rw.notifyMatchFailure(op, "operand maps are not permutations");

    Location loc = op.getLoc();
    SmallVector<Value> bases, offsets;
    for (Value v : op->getOperands()) {
      auto meta = memref::ExtractStridedMetadataOp::create(rw, loc, v);
      bases.push_back(meta.getBaseBuffer());
      offsets.push_back(meta.getOffset());
    }
    unsigned outIndex = numInputs;

    if (isFill) {
      emitSlabs(rw, loc, *loops, bases, offsets,
                [&](OpBuilder &b, ArrayRef<Operand2D> v) {
                  const Operand2D &o = v[outIndex];
                  FillOp::create(b, loc, yielded, o.base, o.offset,
                                 o.strides[0], o.strides[1], o.sizes[0],
                                 o.sizes[1]);
                });
      rw.eraseOp(op);
      return success();
    }
    if (isCopy) {
      unsigned in = yieldedArg.getArgNumber();
      emitSlabs(rw, loc, *loops, bases, offsets,
                [&](OpBuilder &b, ArrayRef<Operand2D> v) {
                  const Operand2D &i = v[in], &o = v[outIndex];
                  CopyOp::create(b, loc, i.base, i.offset, i.strides[0],
                                 i.strides[1], o.base, o.offset, o.strides[0],
                                 o.strides[1], o.sizes[0], o.sizes[1]);
                });
      rw.eraseOp(op);
      return success();
    }

    // Scalar constants become one-element buffers read with stride 0.
    DenseMap<Value, Value> constantBuffers;
    for (Operation *inner : chain)
      for (Value operand : inner->getOperands()) {
        if (!matchPattern(operand, m_Constant()) ||
            constantBuffers.count(operand))
          continue;
        auto buffer = memref::AllocaOp::create(
            rw, loc, MemRefType::get({1}, rw.getF32Type()));
        auto c = cast<arith::ConstantOp>(operand.getDefiningOp());
        Value scalar = arith::ConstantOp::create(rw, loc, c.getValue());
        memref::StoreOp::create(rw, loc, scalar, buffer,
                                ValueRange{index(rw, loc, 0)});
        auto meta = memref::ExtractStridedMetadataOp::create(rw, loc, buffer);
        constantBuffers[operand] = meta.getBaseBuffer();
      }
    emitSlabs(
        rw, loc, *loops, bases, offsets,
        [&](OpBuilder &b, ArrayRef<Operand2D> v) {
          const Operand2D &out = v[outIndex];
          auto viewOf = [&](Value operand, size_t k) -> Operand2D {
            if (k > 0 && operand == chain[k - 1]->getResult(0))
              return out;
            if (auto arg = dyn_cast<BlockArgument>(operand))
              return v[arg.getArgNumber()];
            Value zero = index(b, loc, 0);
            return {constantBuffers.lookup(operand), zero, {zero, zero}, {}};
          };
          for (size_t k = 0; k < chain.size(); ++k) {
            Operation *inner = chain[k];
            if (inner->getNumOperands() == 2) {
              Operand2D l = viewOf(inner->getOperand(0), k);
              Operand2D r = viewOf(inner->getOperand(1), k);
              BinaryOp::create(b, loc, kinds[k], l.base, l.offset,
                               l.strides[0], l.strides[1], r.base, r.offset,
                               r.strides[0], r.strides[1], out.base,
                               out.offset, out.strides[0], out.strides[1],
                               out.sizes[0], out.sizes[1]);
            } else {
              Operand2D in = viewOf(inner->getOperand(0), k);
              UnaryOp::create(b, loc, kinds[k], in.base, in.offset,
                              in.strides[0], in.strides[1], out.base,
                              out.offset, out.strides[0], out.strides[1],
                              out.sizes[0], out.sizes[1]);
            }
          }
        });
    rw.eraseOp(op);
    return success();
  }
};

/// linalg.map / reduce / transpose / broadcast -> linalg.generic, so the
/// elementwise and reduction patterns see one form.
template <typename OpTy>
struct Generalize : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op, PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics())
      return rw.notifyMatchFailure(op, "not bufferized");
    return linalg::generalizeNamedOp(rw, op);
  }
};

/// f32 reductions `out[p] = op(out[p], in[p][r])` with one input whose map
/// is the identity and an output indexed by the parallel dims in order,
/// where the body is one addf / maximumf / minimumf of (in, out):
/// -> vmvx.reduce over a 2-D (parallel x reduction) view of the input.
struct ReductionToMicrokernel : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 1 ||
        op.getNumDpsInits() != 1 || op.getNumReductionLoops() == 0)
      return rw.notifyMatchFailure(op, "not a single-input reduction");
    Value in = op.getDpsInputs()[0], out = op.getDpsInits()[0];
    auto inType = cast<MemRefType>(in.getType());
    auto outType = cast<MemRefType>(out.getType());
    if (!inType.getElementType().isF32() || !outType.getElementType().isF32() ||
        !inType.hasStaticShape() || !outType.hasStaticShape())
      return rw.notifyMatchFailure(op, "not static f32");
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    if (!maps[0].isIdentity())
      return rw.notifyMatchFailure(op, "input map is not the identity");
    SmallVector<unsigned> parallel, reduction;
    for (auto [i, type] : llvm::enumerate(op.getIteratorTypesArray()))
      (type == utils::IteratorType::parallel ? parallel : reduction)
          .push_back(i);
    // The output must be indexed by exactly the parallel dims, in order.
    AffineMap outMap = maps[1];
    if (outMap.getNumResults() != parallel.size())
      return rw.notifyMatchFailure(op, "output is not the parallel dims");
    for (auto [i, dim] : llvm::enumerate(parallel))
      if (outMap.getResult(i) != rw.getAffineDimExpr(dim))
        return rw.notifyMatchFailure(op, "output is not the parallel dims");

    Block &body = op.getRegion().front();
    if (body.getOperations().size() != 2)
      return rw.notifyMatchFailure(op, "body is not a single op");
    Operation &inner = body.front();
    if (inner.getNumOperands() != 2 ||
        body.getTerminator()->getOperand(0) != inner.getResult(0))
      return rw.notifyMatchFailure(op, "body does not yield its op");
    Value a = inner.getOperand(0), b = inner.getOperand(1);
    Value x = body.getArgument(0), acc = body.getArgument(1);
    if (!((a == x && b == acc) || (a == acc && b == x)))
      return rw.notifyMatchFailure(op, "body does not combine in and out");
    StringRef kind = llvm::TypeSwitch<Operation *, StringRef>(&inner)
                         .Case([](arith::AddFOp) { return "sum"; })
                         .Case([](arith::MaximumFOp) { return "maximum"; })
                         .Case([](arith::MinimumFOp) { return "minimum"; })
                         .Default([](Operation *) { return ""; });
    if (kind.empty())
      return rw.notifyMatchFailure(op, "op has no reduction kernel");

    // Element strides of the (parallel, reduction) view of the input.
    FailureOr<SmallVector<int64_t>> inStrides = getStaticStrides(inType);
    FailureOr<SmallVector<int64_t>> outStrides = getStaticStrides(outType);
    if (failed(inStrides) || failed(outStrides))
      return rw.notifyMatchFailure(op, "dynamic strides");
    ArrayRef<int64_t> shape = inType.getShape();
    // A group of dims collapses into one (size, stride) when each dim's
    // stride is the next one's stride times its size.
    auto collapse = [&](ArrayRef<unsigned> dims, ArrayRef<int64_t> strides,
                        ArrayRef<int64_t> sizes, int64_t &size,
                        int64_t &stride) {
      size = 1;
      stride = 1;
      if (dims.empty())
        return true;
      stride = strides[dims.back()];
      for (size_t i = 0; i < dims.size(); ++i) {
        size *= sizes[dims[i]];
        if (i + 1 < dims.size() &&
            strides[dims[i]] != strides[dims[i + 1]] * sizes[dims[i + 1]])
          return false;
      }
      return true;
    };
    int64_t rows, rowStride, cols, colStride, outSize, outStride;
    SmallVector<unsigned> outDims;
    for (unsigned i = 0; i < parallel.size(); ++i)
      outDims.push_back(i);
    if (!collapse(parallel, *inStrides, shape, rows, rowStride) ||
        !collapse(reduction, *inStrides, shape, cols, colStride) ||
        !collapse(outDims, *outStrides, outType.getShape(), outSize,
                  outStride) ||
        outSize != rows)
      return rw.notifyMatchFailure(op, "view does not collapse to 2-D");
    if (parallel.empty())
      rowStride = 0;

    Location loc = op.getLoc();
    auto inMeta = memref::ExtractStridedMetadataOp::create(rw, loc, in);
    auto outMeta = memref::ExtractStridedMetadataOp::create(rw, loc, out);
    ReduceOp::create(rw, loc, kind, inMeta.getBaseBuffer(), inMeta.getOffset(),
                     index(rw, loc, rowStride), index(rw, loc, colStride),
                     outMeta.getBaseBuffer(), outMeta.getOffset(),
                     index(rw, loc, outStride), index(rw, loc, rows),
                     index(rw, loc, cols));
    rw.eraseOp(op);
    return success();
  }
};

class LowerLinalgPass : public impl::VMVXLowerLinalgPassBase<LowerLinalgPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    // A module pass so the op patterns see one module at a time.
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulToMicrokernel, ConvToMicrokernel, FillToMicrokernel,
                 MemRefCopyToMicrokernel, LinalgCopyToMicrokernel,
                 ElementwiseToMicrokernel, ReductionToMicrokernel,
                 Generalize<linalg::MapOp>, Generalize<linalg::ReduceOp>,
                 Generalize<linalg::TransposeOp>,
                 Generalize<linalg::BroadcastOp>>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    flattenDynamicAllocs();
  }

  /// A dynamically sized buffer of rank > 1 (an intermediate of a dispatch
  /// with dynamic dims) becomes a 1-D allocation viewed at its sizes
  /// (row-major): memref flattening, which runs next, mis-sizes dynamic
  /// multi-dimensional allocations.
  void flattenDynamicAllocs() {
    SmallVector<memref::AllocOp> allocs;
    getOperation().walk([&](memref::AllocOp alloc) {
      MemRefType type = alloc.getType();
      if (type.getRank() > 1 && !alloc.getDynamicSizes().empty() &&
          type.getLayout().isIdentity() && alloc.getSymbolOperands().empty())
        allocs.push_back(alloc);
    });
    IRRewriter rewriter(&getContext());
    for (memref::AllocOp alloc : allocs) {
      MemRefType type = alloc.getType();
      Location loc = alloc.getLoc();
      rewriter.setInsertionPoint(alloc);
      SmallVector<OpFoldResult> sizes = alloc.getMixedSizes();
      OpFoldResult count;
      SmallVector<OpFoldResult> strides =
          getRowMajorStrides(rewriter, loc, sizes, &count);
      auto flat = memref::AllocOp::create(
          rewriter, loc,
          MemRefType::get({ShapedType::kDynamic}, type.getElementType(),
                          AffineMap(), type.getMemorySpace()),
          ValueRange{getValueOrCreateConstantIndexOp(rewriter, loc, count)},
          alloc.getAlignmentAttr());
      auto view = memref::ReinterpretCastOp::create(
          rewriter, loc, type, flat, rewriter.getIndexAttr(0), sizes, strides);
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (auto dealloc = dyn_cast<memref::DeallocOp>(user))
          rewriter.modifyOpInPlace(dealloc, [&] { dealloc.setOperand(flat); });
      rewriter.replaceOp(alloc, view.getResult());
    }
  }
};

} // namespace
} // namespace strata::vmvx
