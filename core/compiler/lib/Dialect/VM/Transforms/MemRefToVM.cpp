//===- MemRefToVM.cpp - memref ops to vm ---------------------------*- C++
//-*-===//
//
// The memref half of populateStandardToVMPatterns: memrefs are refs to their
// underlying buffer; views pass the ref through; loads and stores compute
// the linear element index from the view's offset and strides (static ones
// from the type, dynamic ones from the memref.reinterpret_cast views);
// allocations become vm.buffer.alloc sized at run time when dims are
// dynamic; memref.dim and extract_strided_metadata read the sizes a view or
// allocation was given. See ConvertStandardToVM.cpp for the value model.
//
//===----------------------------------------------------------------------===//

#include "VMConversionUtils.h"

#include "strata/Dialect/VM/IR/VMOps.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

namespace strata::vm {
namespace detail {
namespace {

struct GlobalOpConversion : OpConversionPattern<memref::GlobalOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(memref::GlobalOp op, OpAdaptor,
                                ConversionPatternRewriter &rw) const override {
    auto value = dyn_cast_or_null<ElementsAttr>(op.getInitialValueAttr());
    if (!op.getConstant() || !value)
      return op.emitOpError("only constant globals with a value can become "
                            "VM rodata");
    auto module = op->getParentOfType<mlir::ModuleOp>();
    auto vmModules = module.getOps<vm::ModuleOp>();
    if (vmModules.empty())
      return failure();
    rw.setInsertionPointToEnd(&(*vmModules.begin()).getBody().front());
    RodataOp::create(rw, op.getLoc(), op.getSymName(), value);
    rw.eraseOp(op);
    return success();
  }
};

struct GetGlobalOpConversion : OpConversionPattern<memref::GetGlobalOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(memref::GetGlobalOp op, OpAdaptor,
                                ConversionPatternRewriter &rw) const override {
    rw.replaceOpWithNewOp<ConstRefRodataOp>(op, RefType::get(getContext()),
                                            op.getNameAttr());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// Views share their source's buffer; the layout is read at each access.
template <typename OpTy> struct ViewOpConversion : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    rw.replaceOp(op, adaptor.getOperands().front());
    return success();
  }
};

struct ExtractStridedMetadataConversion
    : OpConversionPattern<memref::ExtractStridedMetadataOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(memref::ExtractStridedMetadataOp op,
                                OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    Location loc = op.getLoc();
    auto type = cast<MemRefType>(op.getSource().getType());
    int64_t rank = type.getRank();
    SmallVector<Value> replacements(op->getNumResults(), Value());
    replacements[0] = adaptor.getSource();
    auto asValue = [&](OpFoldResult r) -> Value {
      if (std::optional<int64_t> c = getConstantIntValue(r))
        return ConstI64Op::create(rw, loc, *c);
      return rw.getRemappedValue(cast<Value>(r));
    };
    // The offset, sizes and strides a view (a dynamically shaped binding
    // viewed through its push constants) or an identity-layout allocation
    // was given.
    Operation *def = op.getSource().getDefiningOp();
    if (auto view = dyn_cast_or_null<memref::ReinterpretCastOp>(def)) {
      replacements[1] = asValue(view.getMixedOffsets()[0]);
      for (int64_t d = 0; d < rank; ++d) {
        replacements[2 + d] = asValue(view.getMixedSizes()[d]);
        replacements[2 + rank + d] = asValue(view.getMixedStrides()[d]);
      }
      rw.replaceOp(op, replacements);
      return success();
    }
    if (isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(def) &&
        type.getLayout().isIdentity()) {
      ValueRange dynamic = def->getOperands();
      replacements[1] = ConstI64Op::create(rw, loc, 0);
      Value stride = ConstI64Op::create(rw, loc, 1);
      for (int64_t d = rank - 1; d >= 0; --d) {
        Value size =
            type.isDynamicDim(d)
                ? rw.getRemappedValue(dynamic[type.getDynamicDimIndex(d)])
                : Value(ConstI64Op::create(rw, loc, type.getDimSize(d)));
        replacements[2 + d] = size;
        replacements[2 + rank + d] = stride;
        if (d > 0)
          stride =
              createVMOp(rw, loc, "mul.i64", rw.getI64Type(), {stride, size});
      }
      rw.replaceOp(op, replacements);
      return success();
    }
    for (Value v : op->getResults().drop_front())
      if (!v.use_empty())
        return op.emitOpError("has a dynamic offset, size or stride in use; "
                              "the VM needs static layouts or "
                              "memref.reinterpret_cast views");
    for (auto [i, v] : llvm::enumerate(op->getResults().drop_front()))
      replacements[i + 1] = ConstI64Op::create(rw, loc, 0);
    rw.replaceOp(op, replacements);
    return success();
  }
};

/// memref.dim: static dims are constants; a dynamic one is the size its
/// view (memref.reinterpret_cast, e.g. a dynamically shaped binding viewed
/// through its push constants) or allocation was given.
struct DimOpConversion : OpConversionPattern<memref::DimOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(memref::DimOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    std::optional<int64_t> index = op.getConstantIndex();
    auto type = dyn_cast<MemRefType>(op.getSource().getType());
    if (!index || !type || *index < 0 || *index >= type.getRank())
      return op.emitOpError("needs a constant dim index in range");
    if (!type.isDynamicDim(*index)) {
      rw.replaceOp(
          op, ConstI64Op::create(rw, op.getLoc(), type.getDimSize(*index)));
      return success();
    }
    Value size;
    Operation *def = op.getSource().getDefiningOp();
    if (auto view = dyn_cast_or_null<memref::ReinterpretCastOp>(def)) {
      OpFoldResult mixed = view.getMixedSizes()[*index];
      if (std::optional<int64_t> c = getConstantIntValue(mixed)) {
        rw.replaceOp(op, ConstI64Op::create(rw, op.getLoc(), *c));
        return success();
      }
      size = cast<Value>(mixed);
    } else if (auto alloc = dyn_cast_or_null<memref::AllocOp>(def)) {
      size = alloc.getDynamicSizes()[type.getDynamicDimIndex(*index)];
    } else if (auto alloca = dyn_cast_or_null<memref::AllocaOp>(def)) {
      size = alloca.getDynamicSizes()[type.getDynamicDimIndex(*index)];
    }
    if (!size)
      return op.emitOpError("reads a dynamic dim of a memref whose size the "
                            "VM cannot see (not a reinterpret_cast view or an "
                            "allocation)");
    rw.replaceOp(op, rw.getRemappedValue(size));
    return success();
  }
};

template <typename OpTy> struct AllocOpConversion : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    MemRefType type = op.getType();
    // A dynamic size (a dim of a dynamically shaped dispatch) multiplies
    // the byte count at run time.
    if (!type.getLayout().isIdentity() || !adaptor.getSymbolOperands().empty())
      return op.emitOpError("needs an identity layout to become a VM buffer");
    Type element = type.getElementType();
    int64_t width = element.isInteger(1) || element.isIndex()
                        ? (element.isIndex() ? 8 : 1)
                        : (element.getIntOrFloatBitWidth() + 7) / 8;
    int64_t staticBytes = width;
    for (int64_t size : type.getShape())
      if (!ShapedType::isDynamic(size))
        staticBytes *= size;
    Value bytes = ConstI64Op::create(rw, op.getLoc(), staticBytes);
    for (Value size : adaptor.getDynamicSizes())
      bytes = createVMOp(rw, op.getLoc(), "mul.i64", rw.getI64Type(),
                         {bytes, size});
    rw.replaceOpWithNewOp<BufferAllocOp>(op, RefType::get(op.getContext()),
                                         bytes);
    return success();
  }
};

struct DeallocOpConversion : OpConversionPattern<memref::DeallocOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(memref::DeallocOp op, OpAdaptor,
                                ConversionPatternRewriter &rw) const override {
    rw.eraseOp(op); // refs are released when their registers die
    return success();
  }
};

struct LoadOpConversion : OpConversionPattern<memref::LoadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(memref::LoadOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    Type element = op.getType();
    std::string kind = memoryKind(element, /*load=*/true);
    if (kind.empty())
      return op.emitOpError("loads ") << element << ", which the VM cannot";
    FailureOr<Value> index =
        getLinearIndex(rw, op.getLoc(), op.getMemRef(), adaptor.getIndices());
    if (failed(index))
      return op.emitOpError("accesses ")
             << op.getMemRefType() << " whose layout is not static";
    Type result = getTypeConverter()->convertType(element);
    rw.replaceOp(op, createVMOp(rw, op.getLoc(), "load." + kind, result,
                                {adaptor.getMemref(), *index}));
    return success();
  }
};

struct StoreOpConversion : OpConversionPattern<memref::StoreOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(memref::StoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    Type element = op.getValueToStore().getType();
    std::string kind = memoryKind(element, /*load=*/false);
    if (kind.empty())
      return op.emitOpError("stores ") << element << ", which the VM cannot";
    FailureOr<Value> index =
        getLinearIndex(rw, op.getLoc(), op.getMemRef(), adaptor.getIndices());
    if (failed(index))
      return op.emitOpError("accesses ")
             << op.getMemRefType() << " whose layout is not static";
    createVMOp(rw, op.getLoc(), "store." + kind, Type(),
               {adaptor.getMemref(), *index, adaptor.getValue()});
    rw.eraseOp(op);
    return success();
  }
};

} // namespace

void populateMemRefToVMPatterns(VMTypeConverter &converter,
                                RewritePatternSet &patterns) {
  patterns.add<
      GlobalOpConversion, GetGlobalOpConversion,
      ViewOpConversion<memref::SubViewOp>,
      ViewOpConversion<memref::ReinterpretCastOp>,
      ViewOpConversion<memref::CollapseShapeOp>,
      ViewOpConversion<memref::ExpandShapeOp>, ViewOpConversion<memref::CastOp>,
      ExtractStridedMetadataConversion, DimOpConversion,
      AllocOpConversion<memref::AllocOp>, AllocOpConversion<memref::AllocaOp>,
      DeallocOpConversion, LoadOpConversion, StoreOpConversion>(
      converter, patterns.getContext());
}

} // namespace detail
} // namespace strata::vm
