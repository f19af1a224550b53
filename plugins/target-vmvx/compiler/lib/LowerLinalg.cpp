//===- LowerLinalg.cpp - Bufferized linalg -> vmvx microkernels -*- C++ -*-===//
//
// Implements strata-vmvx-lower-linalg: ops a `vmvx` microkernel implements
// (strata/VMVX/MicrokernelABI.h) become func.calls of `vmvx.*` imports over
// (base buffer, element offset, element strides); the rest is left for
// convert-linalg-to-loops.
//
// Each call goes to a private declaration named `<import>.<element type>`
// carrying `strata.import = "<import>"`: the base buffers' memref types
// differ per element type, the VM import (refs and i64s) does not.
//
//===----------------------------------------------------------------------===//

#include "strata/Target/VMVX/Passes.h"
#include "strata/VMVX/MicrokernelABI.h"
#include "strata/runtime/bytecode.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
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

/// True when `type` has a static shape and a row-major contiguous layout.
bool isContiguous(MemRefType type) {
  if (!type.hasStaticShape())
    return false;
  FailureOr<SmallVector<int64_t>> strides = getStaticStrides(type);
  return succeeded(strides) && *strides == computeStrides(type.getShape());
}

/// Views `value` (static shape) as at most two dimensions: with `flatten`,
/// a contiguous memref of any rank as one row; otherwise dimension by
/// dimension, which needs rank <= 2.
FailureOr<Operand2D> view2D(OpBuilder &b, Location loc, Value value,
                            bool flatten) {
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.hasStaticShape())
    return failure();
  FailureOr<SmallVector<int64_t>> strides = getStaticStrides(type);
  if (failed(strides))
    return failure();
  if (flatten ? !isContiguous(type) : type.getRank() > 2)
    return failure();
  auto meta = memref::ExtractStridedMetadataOp::create(b, loc, value);
  Operand2D result{meta.getBaseBuffer(), meta.getOffset(), {}, {}};
  if (flatten || type.getRank() == 0) {
    result.sizes = {index(b, loc, 1), index(b, loc, type.getNumElements())};
    result.strides = {index(b, loc, 0), index(b, loc, 1)};
    return result;
  }
  if (type.getRank() == 1) {
    result.sizes = {index(b, loc, 1), index(b, loc, type.getDimSize(0))};
    result.strides = {index(b, loc, 0), index(b, loc, (*strides)[0])};
    return result;
  }
  result.sizes = {index(b, loc, type.getDimSize(0)),
                  index(b, loc, type.getDimSize(1))};
  result.strides = {index(b, loc, (*strides)[0]),
                    index(b, loc, (*strides)[1])};
  return result;
}

/// Calls microkernel `spec` through a declaration for these operand types.
void callMicrokernel(OpBuilder &b, Location loc, Operation *anchor,
                     const MicrokernelSpec &spec, ValueRange operands,
                     Type elementType) {
  auto module = anchor->getParentOfType<ModuleOp>();
  std::string importName = std::string(kModuleName) + "." + spec.name;
  std::string typeName;
  llvm::raw_string_ostream os(typeName);
  os << elementType;
  std::string declName = importName + "." + typeName;
  auto type = b.getFunctionType(TypeRange(operands), {});
  auto decl = module.lookupSymbol<func::FuncOp>(declName);
  if (!decl) {
    OpBuilder moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
    decl = func::FuncOp::create(moduleBuilder, loc, declName, type);
    decl.setPrivate();
    decl->setAttr("strata.import", b.getStringAttr(importName));
  }
  func::CallOp::create(b, loc, decl, operands);
}

/// Width name of a fill/copy element ("x32"), or empty.
StringRef widthName(Type element) {
  if (element.isIndex())
    return "";
  unsigned width = element.getIntOrFloatBitWidth();
  if (width == 1 || width == 8)
    return "x8";
  if (width == 16)
    return "x16";
  if (width == 32)
    return "x32";
  if (width == 64)
    return "x64";
  return "";
}

const MicrokernelSpec *findSpec(StringRef name) {
  for (const MicrokernelSpec &spec : kAllMicrokernels)
    if (name == spec.name)
      return &spec;
  return nullptr;
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
    for (Value v : {lhs, rhs, out}) {
      auto type = cast<MemRefType>(v.getType());
      if (!type.getElementType().isF32() || !type.hasStaticShape())
        return rw.notifyMatchFailure(op, "not static f32");
      FailureOr<SmallVector<int64_t>> strides = getStaticStrides(type);
      if (failed(strides) || strides->back() != 1)
        return rw.notifyMatchFailure(op, "rows are not contiguous");
    }
    Location loc = op.getLoc();
    SmallVector<Value> args;
    for (Value v : {lhs, rhs, out}) {
      auto meta = memref::ExtractStridedMetadataOp::create(rw, loc, v);
      args.append({meta.getBaseBuffer(), meta.getOffset(),
                   meta.getStrides()[0]});
    }
    auto lhsType = cast<MemRefType>(lhs.getType());
    auto outType = cast<MemRefType>(out.getType());
    args.append({index(rw, loc, outType.getDimSize(0)),
                 index(rw, loc, outType.getDimSize(1)),
                 index(rw, loc, lhsType.getDimSize(1)),
                 arith::ConstantIntOp::create(rw, loc, 1, 32)}); // accumulate
    callMicrokernel(rw, loc, op, kMatmulF32, args, rw.getF32Type());
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
    SmallVector<Value> args;
    for (Value v : {in, filter, out}) {
      auto meta = memref::ExtractStridedMetadataOp::create(rw, loc, v);
      args.append({meta.getBaseBuffer(), meta.getOffset()});
    }
    ArrayRef<int64_t> inShape = cast<MemRefType>(in.getType()).getShape();
    ArrayRef<int64_t> fShape = cast<MemRefType>(filter.getType()).getShape();
    ArrayRef<int64_t> outShape = cast<MemRefType>(out.getType()).getShape();
    auto strides = llvm::to_vector(op.getStrides().getValues<int64_t>());
    auto dilations = llvm::to_vector(op.getDilations().getValues<int64_t>());
    for (int64_t v : {inShape[0], inShape[1], inShape[2], inShape[3],
                      fShape[0], fShape[1], fShape[3], outShape[1],
                      outShape[2], strides[0], strides[1], dilations[0],
                      dilations[1]})
      args.push_back(index(rw, loc, v));
    args.push_back(arith::ConstantIntOp::create(rw, loc, 1, 32)); // accumulate
    callMicrokernel(rw, loc, op, kConv2DNhwcHwcfF32, args, rw.getF32Type());
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
    StringRef width = widthName(element);
    if (width.empty())
      return rw.notifyMatchFailure(op, "element width has no fill kernel");
    Location loc = op.getLoc();
    auto outType = cast<MemRefType>(out.getType());
    if (!isContiguous(outType) && outType.getRank() > 2)
      return rw.notifyMatchFailure(op, "not a static <= 2-D view");
    FailureOr<Operand2D> view = view2D(rw, loc, out, isContiguous(outType));
    if (failed(view))
      return rw.notifyMatchFailure(op, "not a static <= 2-D view");
    Value value = op.getDpsInputs()[0];
    unsigned bits = element.getIntOrFloatBitWidth();
    Type bitsType = rw.getIntegerType(bits == 1 ? 1 : bits);
    if (isa<FloatType>(element))
      value = arith::BitcastOp::create(rw, loc, bitsType, value);
    if (bits < 32)
      value = arith::ExtUIOp::create(rw, loc, rw.getI32Type(), value);
    const MicrokernelSpec *spec = findSpec(("fill." + width).str());
    callMicrokernel(rw, loc, op, *spec,
                    {view->base, view->offset, view->strides[0],
                     view->strides[1], view->sizes[0], view->sizes[1], value},
                    element);
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
  StringRef width = widthName(element);
  Location loc = op->getLoc();
  if (!width.empty() && sourceType.getShape() == targetType.getShape()) {
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
        const MicrokernelSpec *spec = findSpec(("copy." + width).str());
        callMicrokernel(rw, loc, op, *spec,
                        {src->base, src->offset, src->strides[0],
                         src->strides[1], dst->base, dst->offset,
                         dst->strides[0], dst->strides[1], dst->sizes[0],
                         dst->sizes[1]},
                        element);
        rw.eraseOp(op);
        return success();
      }
    }
  }
  if (isa<memref::CopyOp>(op)) {
    rw.replaceOpWithNewOp<linalg::CopyOp>(op, source, target);
    return success();
  }
  return failure();
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

/// Elementwise f32 generics whose body is a single binary arith op or a
/// single unary math op -> vmvx.binary.f32 / vmvx.unary.f32.
struct ElementwiseToMicrokernel : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rw) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumLoops() != op.getNumParallelLoops() ||
        !llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap m) { return m.isIdentity(); }))
      return rw.notifyMatchFailure(op, "not a plain elementwise op");
    Block &body = op.getRegion().front();
    if (body.getOperations().size() != 2)
      return rw.notifyMatchFailure(op, "body is not a single op");
    Operation &inner = body.front();
    auto yield = cast<linalg::YieldOp>(body.getTerminator());
    if (yield.getNumOperands() != 1 || yield.getOperand(0) != inner.getResult(0) ||
        inner.getNumResults() != 1 || !inner.getResult(0).getType().isF32())
      return rw.notifyMatchFailure(op, "body does not yield its op");
    // Operands must be the block arguments of the inputs, in order.
    unsigned numInputs = op.getNumDpsInputs();
    if (inner.getNumOperands() != numInputs)
      return rw.notifyMatchFailure(op, "operand count differs");
    for (unsigned i = 0; i < numInputs; ++i)
      if (inner.getOperand(i) != body.getArgument(i))
        return rw.notifyMatchFailure(op, "operands are not the inputs");
    for (Value v : op->getOperands())
      if (!cast<MemRefType>(v.getType()).getElementType().isF32())
        return rw.notifyMatchFailure(op, "not f32");

    int32_t code = -1;
    const MicrokernelSpec *spec = nullptr;
    if (numInputs == 2) {
      code = llvm::TypeSwitch<Operation *, int32_t>(&inner)
                 .Case([](arith::AddFOp) { return kBinaryAdd; })
                 .Case([](arith::SubFOp) { return kBinarySub; })
                 .Case([](arith::MulFOp) { return kBinaryMul; })
                 .Case([](arith::DivFOp) { return kBinaryDiv; })
                 .Case([](arith::MinimumFOp) { return kBinaryMinimum; })
                 .Case([](arith::MaximumFOp) { return kBinaryMaximum; })
                 .Default([](Operation *) { return -1; });
      spec = &kBinaryF32;
    } else if (numInputs == 1) {
      StringRef name = inner.getName().getStringRef();
      std::string fn;
      if (name == "arith.negf")
        fn = "neg";
      else if (name == "math.absf")
        fn = "abs";
      else if (name.starts_with("math."))
        fn = name.drop_front(5).str();
      code = fn.empty() ? -1 : vm::findMathFunction(fn.c_str());
      spec = &kUnaryF32;
    }
    if (code < 0 || !spec)
      return rw.notifyMatchFailure(op, "op has no elementwise kernel");

    bool flatten = llvm::all_of(op->getOperands(), [](Value v) {
      return isContiguous(cast<MemRefType>(v.getType()));
    });
    for (Value v : op->getOperands()) {
      auto type = cast<MemRefType>(v.getType());
      if (!type.hasStaticShape() ||
          (!flatten && (type.getRank() > 2 ||
                        failed(getStaticStrides(type)))))
        return rw.notifyMatchFailure(op, "not a static <= 2-D view");
    }
    Location loc = op.getLoc();
    SmallVector<Value> args = {arith::ConstantIntOp::create(rw, loc, code, 32)};
    Operand2D outView;
    for (Value v : op->getOperands()) {
      FailureOr<Operand2D> view = view2D(rw, loc, v, flatten);
      assert(succeeded(view) && "checked above");
      args.append({view->base, view->offset, view->strides[0],
                   view->strides[1]});
      outView = *view;
    }
    args.append({outView.sizes[0], outView.sizes[1]});
    callMicrokernel(rw, loc, op, *spec, args, rw.getF32Type());
    rw.eraseOp(op);
    return success();
  }
};

class LowerLinalgPass : public impl::VMVXLowerLinalgPassBase<LowerLinalgPass> {
public:
  using Base::Base;

  void runOnOperation() override {
    // Module pass: the patterns add kernel declarations to the module.
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulToMicrokernel, ConvToMicrokernel, FillToMicrokernel,
                 MemRefCopyToMicrokernel, LinalgCopyToMicrokernel,
                 ElementwiseToMicrokernel>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace strata::vmvx
