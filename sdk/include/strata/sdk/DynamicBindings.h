//===- DynamicBindings.h - Dynamically shaped bindings as base pointers -*- C++
//-*-===//
//
// Part of the C++ tier of the plugin SDK (header-only, MLIR APIs only). A
// dispatch entry point with dynamic dims (EntryPointABI.h) takes, once
// bufferized by DispatchBufferization.h, its input memrefs, its `index` push
// constants and then its output memrefs. bindDynamicBuffers puts the bindings
// first and the push constants after them, and gives each dynamically shaped
// binding a base type, from which the function rebuilds the view with
// memref.reinterpret_cast: sizes from the push constants, row-major strides.
// The base is `memref<elem>` (a base pointer: targets with pointers) or
// `memref<?xelem>` (a runtime-sized array: SPIR-V's logical addressing, which
// indexes the array, never the pointer). memref.dim of a binding folds to its
// push constant; getPushConstantExpr reads a size computed from them back as
// an affine expression (for workgroup count maps).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_SDK_DYNAMICBINDINGS_H
#define STRATA_SDK_DYNAMICBINDINGS_H

#include "strata/sdk/EntryPointABI.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/BitVector.h"

namespace strata {

/// Row-major strides of a view of `sizes`, static while the trailing sizes
/// are (as a view's type expects them); `count` receives the element count.
inline llvm::SmallVector<mlir::OpFoldResult>
getRowMajorStrides(mlir::OpBuilder &builder, mlir::Location loc,
                   llvm::ArrayRef<mlir::OpFoldResult> sizes,
                   mlir::OpFoldResult *count = nullptr) {
  using namespace mlir;
  auto toValue = [&](OpFoldResult r) -> Value {
    if (auto v = dyn_cast<Value>(r))
      return v;
    return arith::ConstantIndexOp::create(builder, loc,
                                          *getConstantIntValue(r));
  };
  SmallVector<OpFoldResult> strides(sizes.size());
  OpFoldResult stride = builder.getIndexAttr(1);
  for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
    strides[d] = stride;
    std::optional<int64_t> a = getConstantIntValue(stride);
    std::optional<int64_t> b = getConstantIntValue(sizes[d]);
    if (a && b)
      stride = builder.getIndexAttr(*a * *b);
    else
      stride = arith::MulIOp::create(builder, loc, toValue(stride),
                                     toValue(sizes[d]))
                   .getResult();
  }
  if (count)
    *count = stride;
  return strides;
}

/// How bindDynamicBuffers types a dynamically shaped binding.
enum class DynamicBindingBase {
  Pointer,     ///< memref<elem>
  RuntimeArray ///< memref<?xelem>
};

/// Rewrites `func`'s bindings as described above; leaves an entry point
/// without push constants alone. Fails with an error on `func` when its
/// signature or attributes do not follow the entry point ABI.
inline mlir::LogicalResult
bindDynamicBuffers(mlir::func::FuncOp func,
                   DynamicBindingBase base = DynamicBindingBase::Pointer) {
  using namespace mlir;
  auto countAttr = func->getAttrOfType<IntegerAttr>(kPushConstantsAttr);
  if (!countAttr || func.isExternal())
    return success();
  int64_t pushConstantCount = countAttr.getInt();
  SmallVector<unsigned> bindingArgs, pushConstantArgs;
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
    if (isa<MemRefType>(type))
      bindingArgs.push_back(i);
    else if (type.isIndex())
      pushConstantArgs.push_back(i);
    else
      return func.emitOpError("argument ")
             << i << " has type " << type
             << "; a bufferized entry point takes memrefs and index push "
                "constants";
  }
  if (static_cast<int64_t>(pushConstantArgs.size()) != pushConstantCount)
    return func.emitOpError("has ")
           << pushConstantArgs.size() << " index arguments but "
           << kPushConstantsAttr << " = " << pushConstantCount;
  auto dimsAttr = func->getAttrOfType<ArrayAttr>(kBindingDimsAttr);
  if (!dimsAttr || dimsAttr.size() != bindingArgs.size())
    return func.emitOpError("expected ")
           << kBindingDimsAttr << " with one entry per binding ("
           << bindingArgs.size() << ")";

  Block &entry = func.getBody().front();
  Location loc = func.getLoc();
  unsigned oldCount = func.getNumArguments();
  // New arguments go after the old ones, which are then erased.
  SmallVector<Value> pushConstants;
  for (size_t i = 0; i < pushConstantArgs.size(); ++i) {
    unsigned at = func.getNumArguments();
    if (failed(func.insertArgument(at, IndexType::get(func.getContext()),
                                   DictionaryAttr(), loc)))
      return func.emitOpError("cannot add push constant arguments");
    pushConstants.push_back(entry.getArgument(at));
  }
  // Bindings are inserted before the new push constants.
  OpBuilder builder = OpBuilder::atBlockBegin(&entry);
  for (auto [binding, old] : llvm::enumerate(bindingArgs)) {
    auto type = cast<MemRefType>(func.getArgumentTypes()[old]);
    auto dims = dyn_cast<DenseI64ArrayAttr>(dimsAttr[binding]);
    if (!dims || static_cast<int64_t>(dims.size()) != type.getNumDynamicDims())
      return func.emitOpError(kBindingDimsAttr)
             << "[" << binding << "] must name one push constant per dynamic "
             << "dim of " << type;
    if (!type.getLayout().isIdentity())
      return func.emitOpError("binding ")
             << binding << " has layout " << type.getLayout()
             << "; expected identity-layout bindings";
    unsigned at = oldCount + binding;
    SmallVector<int64_t> baseShape;
    if (base == DynamicBindingBase::RuntimeArray)
      baseShape.push_back(ShapedType::kDynamic);
    Type newType =
        type.hasStaticShape()
            ? Type(type)
            : Type(MemRefType::get(baseShape, type.getElementType(),
                                   AffineMap(), type.getMemorySpace()));
    if (failed(func.insertArgument(at, newType, func.getArgAttrDict(old), loc)))
      return func.emitOpError("cannot add binding arguments");
    Value base = entry.getArgument(at);
    Value view = base;
    if (!type.hasStaticShape()) {
      SmallVector<OpFoldResult> sizes;
      for (int64_t d = 0, k = 0; d < type.getRank(); ++d) {
        if (!type.isDynamicDim(d)) {
          sizes.push_back(builder.getIndexAttr(type.getDimSize(d)));
          continue;
        }
        int64_t pc = dims[k++];
        if (pc < 0 || pc >= pushConstantCount)
          return func.emitOpError(kBindingDimsAttr)
                 << "[" << binding << "] names push constant " << pc << " of "
                 << pushConstantCount;
        sizes.push_back(pushConstants[pc]);
      }
      SmallVector<OpFoldResult> strides =
          getRowMajorStrides(builder, loc, sizes);
      view = memref::ReinterpretCastOp::create(
          builder, loc, type, base, builder.getIndexAttr(0), sizes, strides);
      // A dim of the binding is its size: a push constant or a constant.
      for (Operation *user :
           llvm::make_early_inc_range(entry.getArgument(old).getUsers())) {
        auto dim = dyn_cast<memref::DimOp>(user);
        std::optional<int64_t> index =
            dim ? dim.getConstantIndex() : std::nullopt;
        if (!index || *index < 0 || *index >= type.getRank())
          continue;
        OpFoldResult size = sizes[*index];
        OpBuilder at(dim);
        Value value = isa<Value>(size)
                          ? cast<Value>(size)
                          : arith::ConstantIndexOp::create(
                                at, dim.getLoc(), *getConstantIntValue(size))
                                .getResult();
        dim.replaceAllUsesWith(value);
        dim.erase();
      }
    }
    entry.getArgument(old).replaceAllUsesWith(view);
  }
  for (auto [i, old] : llvm::enumerate(pushConstantArgs))
    entry.getArgument(old).replaceAllUsesWith(pushConstants[i]);
  // Each binding was inserted before the new push constants: the arguments
  // left are the bindings, then the push constants.
  llvm::BitVector erase(func.getNumArguments());
  erase.set(0, oldCount);
  if (failed(func.eraseArguments(erase)))
    return func.emitOpError("cannot drop the old arguments");
  return success();
}

/// `value` (an index computed in a function rewritten by bindDynamicBuffers)
/// as an affine expression of the function's push constants: arguments
/// [firstPushConstant, firstPushConstant + numPushConstants) are symbols
/// s0.., through constants, binding dims, affine.apply and index add/sub/
/// mul and division by constants. Failure for anything else (a value read
/// from memory).
inline mlir::FailureOr<mlir::AffineExpr>
getPushConstantExpr(mlir::Value value, unsigned firstPushConstant,
                    unsigned numPushConstants) {
  using namespace mlir;
  MLIRContext *ctx = value.getContext();
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    unsigned n = arg.getArgNumber();
    Operation *owner = arg.getOwner()->getParentOp();
    if (owner && owner->hasTrait<OpTrait::IsIsolatedFromAbove>() &&
        arg.getOwner()->isEntryBlock() && n >= firstPushConstant &&
        n < firstPushConstant + numPushConstants)
      return getAffineSymbolExpr(n - firstPushConstant, ctx);
    return failure();
  }
  if (std::optional<int64_t> c = getConstantIntValue(value))
    return getAffineConstantExpr(*c, ctx);
  Operation *def = value.getDefiningOp();
  auto operand = [&](unsigned i) {
    return getPushConstantExpr(def->getOperand(i), firstPushConstant,
                               numPushConstants);
  };
  // A binding's dim: its size in the view bindDynamicBuffers built.
  if (auto dim = dyn_cast_or_null<memref::DimOp>(def)) {
    auto view = dim.getSource().getDefiningOp<memref::ReinterpretCastOp>();
    std::optional<int64_t> index = dim.getConstantIndex();
    if (!view || !index || *index < 0 ||
        *index >= static_cast<int64_t>(view.getMixedSizes().size()))
      return failure();
    OpFoldResult size = view.getMixedSizes()[*index];
    if (std::optional<int64_t> c = getConstantIntValue(size))
      return getAffineConstantExpr(*c, ctx);
    return getPushConstantExpr(cast<Value>(size), firstPushConstant,
                               numPushConstants);
  }
  if (auto apply = dyn_cast_or_null<affine::AffineApplyOp>(def)) {
    AffineMap map = apply.getAffineMap();
    SmallVector<AffineExpr> dims, symbols;
    for (unsigned i = 0; i < apply->getNumOperands(); ++i) {
      FailureOr<AffineExpr> e = operand(i);
      if (failed(e))
        return failure();
      (i < map.getNumDims() ? dims : symbols).push_back(*e);
    }
    return map.getResult(0).replaceDimsAndSymbols(dims, symbols);
  }
  if (!def || def->getNumOperands() != 2)
    return failure();
  FailureOr<AffineExpr> lhs = operand(0), rhs = operand(1);
  if (failed(lhs) || failed(rhs))
    return failure();
  bool constantRhs = isa<AffineConstantExpr>(*rhs);
  if (isa<arith::AddIOp>(def))
    return *lhs + *rhs;
  if (isa<arith::SubIOp>(def))
    return *lhs - *rhs;
  if (isa<arith::MulIOp>(def))
    return *lhs * *rhs;
  if (isa<arith::DivUIOp, arith::DivSIOp, arith::FloorDivSIOp>(def) &&
      constantRhs)
    return lhs->floorDiv(*rhs);
  if (isa<arith::CeilDivSIOp, arith::CeilDivUIOp>(def) && constantRhs)
    return lhs->ceilDiv(*rhs);
  return failure();
}

/// bindDynamicBuffers as a pass on each function, for pipelines (run after
/// DispatchBufferization.h's passes).
struct BindDynamicBuffersPass
    : mlir::PassWrapper<BindDynamicBuffersPass,
                        mlir::OperationPass<mlir::func::FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(BindDynamicBuffersPass)
  BindDynamicBuffersPass() = default;
  explicit BindDynamicBuffersPass(DynamicBindingBase base) : base(base) {}
  DynamicBindingBase base = DynamicBindingBase::Pointer;

  llvm::StringRef getArgument() const override {
    return "strata-bind-dynamic-buffers";
  }
  llvm::StringRef getDescription() const override {
    return "Dynamically shaped bindings as base pointers viewed through the "
           "push constants";
  }
  void runOnOperation() override {
    if (mlir::failed(bindDynamicBuffers(getOperation(), base)))
      signalPassFailure();
  }
};

} // namespace strata

#endif // STRATA_SDK_DYNAMICBINDINGS_H
