//===- ConvertStandardToVM.cpp - func/arith/math/cf/memref -> vm -*- C++ -*-===//
//
// Implements strata-vm-convert-standard-to-vm and the reusable
// populateStandardToVMPatterns: scalar code on memrefs (what a bufferized,
// loop-lowered kernel is made of) becomes vm.func bodies.
//
// Value representation (see core/runtime/include/strata/runtime/bytecode.h):
//  - i1/i8/i16/i32 live in i32 registers. i8 and i16 are kept sign-extended
//    ("canonical"), i1 is 0 or 1. Ops that can leave the narrow range (add,
//    mul, shl, ...) re-canonicalize their result; signed/unsigned ops extend
//    their operands the way they need first.
//  - index and i64 live in i64 registers.
//  - f16/bf16 values are held as f32; arithmetic on them must have been
//    widened to f32 before (arith-emulate-unsupported-floats), truncf rounds.
//    Their bits (arith.bitcast to or from i16) are reached through memory:
//    a store.f16/bf16 into a 2-byte scratch buffer and a load.i16.s back.
//  - Types without a register form (i128, f8*, ...) are reported up front.
//  - memrefs are refs to their underlying buffer. Views pass the ref through;
//    a load/store computes the linear element index from the view's
//    (absolute) offset and strides: static ones from the memref type, dynamic
//    ones from the memref.reinterpret_cast that expand-strided-metadata left.
//
//===----------------------------------------------------------------------===//

#include "VMConversionUtils.h"
#include "strata/Dialect/VM/IR/VMOps.h"
#include "strata/Dialect/VM/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <cmath>

namespace strata::vm {
#define GEN_PASS_DEF_CONVERTSTANDARDTOVMPASS
#include "strata/Dialect/VM/Transforms/Passes.h.inc"
} // namespace strata::vm

using namespace mlir;

namespace strata::vm {

VMTypeConverter::VMTypeConverter(MLIRContext *ctx) {
  addConversion([ctx](IntegerType type) -> std::optional<Type> {
    if (type.getWidth() <= 32)
      return IntegerType::get(ctx, 32);
    if (type.getWidth() == 64)
      return IntegerType::get(ctx, 64);
    return std::nullopt;
  });
  addConversion(
      [ctx](IndexType) -> Type { return IntegerType::get(ctx, 64); });
  addConversion([ctx](FloatType type) -> std::optional<Type> {
    if (type.isF16() || type.isBF16() || type.isF32())
      return Float32Type::get(ctx);
    if (type.isF64())
      return Float64Type::get(ctx);
    return std::nullopt;
  });
  addConversion([ctx](MemRefType) -> Type { return RefType::get(ctx); });
  addConversion([](RefType type) -> Type { return type; });
}

namespace detail {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Creates `vm.<name>` with one result of `resultType` (none when null).
Value createVMOp(OpBuilder &b, Location loc, StringRef name, Type resultType,
                 ValueRange operands) {
  OperationState state(loc, ("vm." + name).str());
  state.addOperands(operands);
  if (resultType)
    state.addTypes(resultType);
  Operation *op = b.create(state);
  return resultType ? op->getResult(0) : Value();
}

StringRef suffixOf(Type vmType) {
  if (vmType.isInteger(32))
    return "i32";
  if (vmType.isInteger(64))
    return "i64";
  if (vmType.isF32())
    return "f32";
  return "f64";
}

/// Width of an integer-like original type (index counts as 64).
unsigned widthOf(Type type) {
  if (isa<IndexType>(type))
    return 64;
  return type.getIntOrFloatBitWidth();
}

Value constI32(OpBuilder &b, Location loc, int32_t v) {
  return ConstI32Op::create(b, loc, v);
}

/// Brings an i32 register holding a `width`-bit result back to canonical form.
Value canonicalize(OpBuilder &b, Location loc, Value v, unsigned width) {
  Type i32 = b.getI32Type();
  switch (width) {
  case 1:
    return createVMOp(b, loc, "and.i32", i32, {v, constI32(b, loc, 1)});
  case 8:
    return createVMOp(b, loc, "sext.i8.i32", i32, {v});
  case 16:
    return createVMOp(b, loc, "sext.i16.i32", i32, {v});
  default:
    return v;
  }
}

/// The signed value of a canonical narrow integer as an i32 (i1 true is -1).
Value toSigned(OpBuilder &b, Location loc, Value v, unsigned width) {
  if (width != 1)
    return v;
  return createVMOp(b, loc, "sub.i32", b.getI32Type(),
                    {constI32(b, loc, 0), v});
}

/// The unsigned value of a canonical narrow integer as an i32.
Value toUnsigned(OpBuilder &b, Location loc, Value v, unsigned width) {
  Type i32 = b.getI32Type();
  if (width == 8)
    return createVMOp(b, loc, "zext.i8.i32", i32, {v});
  if (width == 16)
    return createVMOp(b, loc, "zext.i16.i32", i32, {v});
  return v;
}

/// Element kind of loads/stores of `type`, or empty when unsupported.
std::string memoryKind(Type type, bool load) {
  if (type.isInteger(1))
    return load ? "i8.u" : "i8";
  if (type.isInteger(8))
    return load ? "i8.s" : "i8";
  if (type.isInteger(16))
    return load ? "i16.s" : "i16";
  if (type.isInteger(32))
    return "i32";
  if (type.isInteger(64) || isa<IndexType>(type))
    return "i64";
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  return "";
}

/// Whether every operand and result of `op` has a VM type (the pass checks
/// this up front; other users of the patterns get a match failure).
bool hasVMTypes(const TypeConverter *converter, Operation *op) {
  auto converts = [&](Type type) {
    return static_cast<bool>(converter->convertType(type));
  };
  return llvm::all_of(op->getOperandTypes(), converts) &&
         llvm::all_of(op->getResultTypes(), converts);
}

/// i64 value of an OpFoldResult (an attribute or a remapped SSA index).
Value getI64(ConversionPatternRewriter &rw, Location loc, OpFoldResult ofr) {
  if (auto attr = dyn_cast<Attribute>(ofr))
    return ConstI64Op::create(rw, loc, cast<IntegerAttr>(attr).getInt());
  return rw.getRemappedValue(cast<Value>(ofr));
}

/// The linear element index of `indices` (already converted to i64) into
/// `memref` (the original value), relative to its underlying buffer.
FailureOr<Value> getLinearIndex(ConversionPatternRewriter &rw, Location loc,
                                Value memref, ValueRange indices) {
  // A cast only forgets layout information; the source still has it.
  while (auto cast = memref.getDefiningOp<memref::CastOp>())
    memref = cast.getSource();
  auto type = cast<MemRefType>(memref.getType());
  SmallVector<OpFoldResult> strides;
  OpFoldResult offset;
  if (auto cast = memref.getDefiningOp<memref::ReinterpretCastOp>()) {
    strides = cast.getMixedStrides();
    offset = cast.getMixedOffsets().front();
  } else {
    SmallVector<int64_t> staticStrides;
    int64_t staticOffset;
    if (failed(type.getStridesAndOffset(staticStrides, staticOffset)) ||
        ShapedType::isDynamic(staticOffset) ||
        llvm::any_of(staticStrides, ShapedType::isDynamic))
      return failure();
    for (int64_t s : staticStrides)
      strides.push_back(rw.getIndexAttr(s));
    offset = rw.getIndexAttr(staticOffset);
  }
  Type i64 = rw.getI64Type();
  Value linear;
  auto add = [&](Value term) {
    linear = linear ? createVMOp(rw, loc, "add.i64", i64, {linear, term})
                    : term;
  };
  if (!isConstantIntValue(offset, 0))
    add(getI64(rw, loc, offset));
  for (auto [index, stride] : llvm::zip(indices, strides)) {
    if (isConstantIntValue(stride, 1))
      add(index);
    else if (!isConstantIntValue(stride, 0))
      add(createVMOp(rw, loc, "mul.i64", i64,
                     {index, getI64(rw, loc, stride)}));
  }
  if (!linear)
    linear = ConstI64Op::create(rw, loc, 0);
  return linear;
}

} // namespace detail

using namespace detail;

namespace {

//===----------------------------------------------------------------------===//
// Structure: functions, calls, returns, branches, globals
//===----------------------------------------------------------------------===//

/// The import an external declaration stands for: its `strata.import`
/// attribute (one import called with several operand types needs one
/// declaration per type), else its name.
StringRef getImportName(func::FuncOp func) {
  if (auto name = func->getAttrOfType<StringAttr>("strata.import"))
    return name.getValue();
  return func.getSymName();
}

struct FuncOpConversion : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp func, OpAdaptor,
                  ConversionPatternRewriter &rw) const override {
    FunctionType type = func.getFunctionType();
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    for (auto [i, t] : llvm::enumerate(type.getInputs())) {
      Type converted = getTypeConverter()->convertType(t);
      if (!converted)
        return rw.notifyMatchFailure(func, "argument type has no VM form");
      signature.addInputs(i, converted);
    }
    SmallVector<Type> results;
    if (failed(getTypeConverter()->convertTypes(type.getResults(), results)))
      return rw.notifyMatchFailure(func, "result type has no VM form");
    auto newType =
        FunctionType::get(rw.getContext(), signature.getConvertedTypes(),
                          results);
    vm::ModuleOp vmModule = getVMModule(func);
    if (!vmModule)
      return rw.notifyMatchFailure(func, "no vm.module beside the function");
    rw.setInsertionPointToEnd(&vmModule.getBody().front());
    if (func.isExternal()) {
      StringRef name = getImportName(func);
      if (!name.contains('.'))
        return func.emitOpError("external function '")
               << name
               << "' must be named '<module>.<function>' to become a VM "
                  "import";
      // Several declarations (one per operand type) may stand for one
      // import; they must agree on its VM signature.
      if (auto existing = vmModule.lookupSymbol<ImportOp>(name)) {
        if (existing.getFunctionType() != newType)
          return func.emitOpError("declares import '")
                 << name << "' as " << newType << " but it is already "
                 << existing.getFunctionType();
      } else {
        ImportOp::create(rw, func.getLoc(), name, newType, false);
      }
      rw.eraseOp(func);
      return success();
    }
    auto vmFunc = FuncOp::create(rw, func.getLoc(), func.getSymName(), newType,
                                 ArrayAttr(), ArrayAttr());
    rw.inlineRegionBefore(func.getBody(), vmFunc.getBody(),
                          vmFunc.getBody().end());
    if (failed(rw.convertRegionTypes(&vmFunc.getBody(), *getTypeConverter(),
                                     &signature)))
      return failure();
    rw.eraseOp(func);
    return success();
  }

  vm::ModuleOp getVMModule(Operation *op) const {
    auto module = op->getParentOfType<mlir::ModuleOp>();
    for (auto vmModule : module.getOps<vm::ModuleOp>())
      return vmModule;
    return {};
  }
};

struct CallOpConversion : OpConversionPattern<func::CallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(func::CallOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    SmallVector<Type> results;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), results)))
      return rw.notifyMatchFailure(op, "result type has no VM form");
    // The call may already sit in a vm.func; declarations stay outside.
    auto module = op->getParentOfType<mlir::ModuleOp>();
    Operation *callee =
        module ? SymbolTable::lookupSymbolIn(module, op.getCalleeAttr())
               : nullptr;
    auto func = dyn_cast_or_null<func::FuncOp>(callee);
    FlatSymbolRefAttr target = op.getCalleeAttr();
    if (func && func.isExternal())
      target = FlatSymbolRefAttr::get(rw.getContext(), getImportName(func));
    rw.replaceOpWithNewOp<CallOp>(op, results, target, adaptor.getOperands());
    return success();
  }
};

struct ReturnOpConversion : OpConversionPattern<func::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(func::ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    rw.replaceOpWithNewOp<ReturnOp>(op, adaptor.getOperands());
    return success();
  }
};

struct BranchOpConversion : OpConversionPattern<cf::BranchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cf::BranchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    rw.replaceOpWithNewOp<BranchOp>(op, adaptor.getDestOperands(),
                                    op.getDest());
    return success();
  }
};

struct CondBranchOpConversion : OpConversionPattern<cf::CondBranchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cf::CondBranchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    rw.replaceOpWithNewOp<CondBranchOp>(
        op, adaptor.getCondition(), adaptor.getTrueDestOperands(),
        adaptor.getFalseDestOperands(), op.getTrueDest(), op.getFalseDest());
    return success();
  }
};

/// cf.assert: a branch to a block that fails with the assertion's message
/// (a shape assertion of a host program, e.g. JAX's "b >= 1").
struct AssertOpConversion : OpConversionPattern<cf::AssertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(cf::AssertOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rw) const override {
    Block *before = op->getBlock();
    Block *after = rw.splitBlock(before, std::next(op->getIterator()));
    Block *failure = rw.createBlock(after);
    FailOp::create(rw, op.getLoc(), op.getMsg());
    rw.setInsertionPointToEnd(before);
    CondBranchOp::create(rw, op.getLoc(), adaptor.getArg(), ValueRange(),
                         ValueRange(), after, failure);
    rw.eraseOp(op);
    return success();
  }
};

/// cf.switch: a chain of equality tests, one block per case.
struct SwitchOpConversion : OpConversionPattern<cf::SwitchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cf::SwitchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Location loc = op.getLoc();
    Value flag = adaptor.getFlag();
    unsigned width = widthOf(op.getFlag().getType());
    bool wide = flag.getType().isInteger(64);
    SmallVector<ValueRange> caseOperands;
    for (unsigned i = 0; i < op.getCaseDestinations().size(); ++i)
      caseOperands.push_back(adaptor.getCaseOperands()[i]);
    auto values = op.getCaseValues();
    if (!values || op.getCaseDestinations().empty()) {
      rw.replaceOpWithNewOp<BranchOp>(op, adaptor.getDefaultOperands(),
                                      op.getDefaultDestination());
      return success();
    }
    Block *current = op->getBlock();
    rw.setInsertionPoint(op);
    auto caseValues = llvm::to_vector(values->getValues<APInt>());
    for (auto [i, dest] : llvm::enumerate(op.getCaseDestinations())) {
      APInt v = caseValues[i];
      Value constant =
          wide ? Value(ConstI64Op::create(rw, loc, v.getSExtValue()))
               : constI32(rw, loc,
                          static_cast<int32_t>(width == 1 ? v.getZExtValue()
                                                          : v.getSExtValue()));
      Value eq = createVMOp(rw, loc, wide ? "cmp.eq.i64" : "cmp.eq.i32",
                            rw.getI32Type(), {flag, constant});
      bool last = i + 1 == op.getCaseDestinations().size();
      if (last) {
        CondBranchOp::create(rw, loc, eq, caseOperands[i],
                             adaptor.getDefaultOperands(), dest,
                             op.getDefaultDestination());
        break;
      }
      Block *next = rw.createBlock(current->getParent(),
                                   std::next(current->getIterator()));
      rw.setInsertionPointToEnd(current);
      // The compare was built in `current`; branch from there.
      CondBranchOp::create(rw, loc, eq, caseOperands[i], ValueRange(), dest,
                           next);
      current = next;
      rw.setInsertionPointToStart(next);
    }
    rw.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

struct ConstantOpConversion : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rw) const override {
    Location loc = op.getLoc();
    if (!hasVMTypes(getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    if (auto i = dyn_cast<IntegerAttr>(op.getValue())) {
      unsigned width = widthOf(i.getType());
      if (width == 64) {
        rw.replaceOp(op, ConstI64Op::create(rw, loc, i.getValue().getSExtValue()));
        return success();
      }
      int64_t v = width == 1 ? int64_t(i.getValue().getZExtValue() & 1)
                             : i.getValue().getSExtValue();
      rw.replaceOp(op, constI32(rw, loc, static_cast<int32_t>(v)));
      return success();
    }
    if (auto f = dyn_cast<FloatAttr>(op.getValue())) {
      if (f.getType().isF64()) {
        rw.replaceOp(op, ConstF64Op::create(
                             rw, loc, rw.getF64FloatAttr(f.getValueAsDouble())));
        return success();
      }
      // f16/bf16/f32 constants: the (exact) f32 value.
      APFloat value = f.getValue();
      bool lost = false;
      value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                    &lost);
      rw.replaceOp(op, ConstF32Op::create(rw, loc,
                                          rw.getF32FloatAttr(
                                              value.convertToFloat())));
      return success();
    }
    return op.emitOpError("constant ") << op.getValue()
                                       << " has no VM form (vector or tensor "
                                          "constants must be lowered first)";
  }
};

struct PoisonOpConversion : OpConversionPattern<ub::PoisonOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ub::PoisonOp op, OpAdaptor,
                  ConversionPatternRewriter &rw) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value zero;
    if (type.isInteger(32))
      zero = constI32(rw, loc, 0);
    else if (type.isInteger(64))
      zero = ConstI64Op::create(rw, loc, 0);
    else if (type.isF32())
      zero = ConstF32Op::create(rw, loc, rw.getF32FloatAttr(0.0f));
    else if (type.isF64())
      zero = ConstF64Op::create(rw, loc, rw.getF64FloatAttr(0.0));
    else
      zero = ConstRefZeroOp::create(rw, loc, type);
    rw.replaceOp(op, zero);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

enum class Signedness { None, Signed, Unsigned };

/// A binary integer op mapping to `vm.<name>.<i32|i64>`: operands prepared
/// per `sign`, result re-canonicalized when `wraps`.
template <typename OpTy>
struct IntBinaryConversion : OpConversionPattern<OpTy> {
  IntBinaryConversion(const TypeConverter &converter, MLIRContext *ctx,
                      StringRef name, Signedness sign, bool wraps)
      : OpConversionPattern<OpTy>(converter, ctx), name(name), sign(sign),
        wraps(wraps) {}

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type type = op.getType();
    if (!type.isIntOrIndex())
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    unsigned width = widthOf(type);
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    if (width < 32 && sign == Signedness::Signed) {
      lhs = toSigned(rw, loc, lhs, width);
      rhs = toSigned(rw, loc, rhs, width);
    } else if (width < 32 && sign == Signedness::Unsigned) {
      lhs = toUnsigned(rw, loc, lhs, width);
      rhs = toUnsigned(rw, loc, rhs, width);
    }
    Type vmType = lhs.getType();
    Value result = createVMOp(rw, loc, (name + "." + suffixOf(vmType)).str(),
                              vmType, {lhs, rhs});
    if (width < 32 && (wraps || sign != Signedness::None))
      result = canonicalize(rw, loc, result, width);
    rw.replaceOp(op, result);
    return success();
  }

  std::string name;
  Signedness sign;
  bool wraps;
};

struct CmpIOpConversion : OpConversionPattern<arith::CmpIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::CmpIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type type = op.getLhs().getType();
    if (!type.isIntOrIndex())
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    unsigned width = widthOf(type);
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    using P = arith::CmpIPredicate;
    P pred = op.getPredicate();
    bool isSigned = pred == P::slt || pred == P::sle || pred == P::sgt ||
                    pred == P::sge;
    bool isUnsigned = pred == P::ult || pred == P::ule || pred == P::ugt ||
                      pred == P::uge;
    if (width < 32 && isSigned) {
      lhs = toSigned(rw, loc, lhs, width);
      rhs = toSigned(rw, loc, rhs, width);
    } else if (width < 32 && isUnsigned) {
      lhs = toUnsigned(rw, loc, lhs, width);
      rhs = toUnsigned(rw, loc, rhs, width);
    }
    StringRef name;
    bool swap = false;
    switch (pred) {
    case P::eq:
      name = "eq";
      break;
    case P::ne:
      name = "ne";
      break;
    case P::slt:
      name = "lts";
      break;
    case P::sle:
      name = "les";
      break;
    case P::sgt:
      name = "lts", swap = true;
      break;
    case P::sge:
      name = "les", swap = true;
      break;
    case P::ult:
      name = "ltu";
      break;
    case P::ule:
      name = "leu";
      break;
    case P::ugt:
      name = "ltu", swap = true;
      break;
    case P::uge:
      name = "leu", swap = true;
      break;
    }
    if (swap)
      std::swap(lhs, rhs);
    rw.replaceOp(op, createVMOp(rw, loc,
                                ("cmp." + name + "." + suffixOf(lhs.getType()))
                                    .str(),
                                rw.getI32Type(), {lhs, rhs}));
    return success();
  }
};

/// ctlz/cttz/ctpop on a `width`-bit value held in an i32 or i64 register.
template <typename OpTy>
struct BitCountConversion : OpConversionPattern<OpTy> {
  BitCountConversion(const TypeConverter &converter, MLIRContext *ctx,
                     StringRef name)
      : OpConversionPattern<OpTy>(converter, ctx), name(name) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type type = op.getType();
    if (!type.isIntOrIndex())
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    unsigned width = widthOf(type);
    Location loc = op.getLoc();
    Value v = adaptor.getOperand();
    if (width < 32)
      v = toUnsigned(rw, loc, v, width);
    Type vmType = v.getType();
    if (name == "cttz" && width < 32) // a bit past the value bounds the count
      v = createVMOp(rw, loc, "or.i32", vmType,
                     {v, constI32(rw, loc, int32_t(1u << width))});
    Value result = createVMOp(rw, loc, (name + "." + suffixOf(vmType)).str(),
                              vmType, {v});
    if (name == "ctlz" && width < 32)
      result = createVMOp(rw, loc, "sub.i32", vmType,
                          {result, constI32(rw, loc, int32_t(32 - width))});
    rw.replaceOp(op, result);
    return success();
  }
  std::string name;
};

struct AbsIOpConversion : OpConversionPattern<math::AbsIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(math::AbsIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type type = op.getType();
    if (!type.isIntOrIndex())
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    unsigned width = widthOf(type);
    Location loc = op.getLoc();
    Value v = toSigned(rw, loc, adaptor.getOperand(), width);
    Type vmType = v.getType();
    StringRef s = suffixOf(vmType);
    Value zero = vmType.isInteger(64) ? Value(ConstI64Op::create(rw, loc, 0))
                                      : constI32(rw, loc, 0);
    Value neg = createVMOp(rw, loc, ("sub." + s).str(), vmType, {zero, v});
    Value isNeg =
        createVMOp(rw, loc, ("cmp.lts." + s).str(), rw.getI32Type(), {v, zero});
    Value result = SelectOp::create(rw, loc, vmType, isNeg, neg, v);
    rw.replaceOp(op, canonicalize(rw, loc, result, width));
    return success();
  }
};

/// extsi / extui / trunci / index_cast(ui): between integer widths.
template <typename OpTy>
struct IntCastConversion : OpConversionPattern<OpTy> {
  IntCastConversion(const TypeConverter &converter, MLIRContext *ctx,
                    bool isUnsigned)
      : OpConversionPattern<OpTy>(converter, ctx), isUnsigned(isUnsigned) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type from = op.getIn().getType(), to = op.getType();
    if (!from.isIntOrIndex() || !to.isIntOrIndex())
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    unsigned fromWidth = widthOf(from), toWidth = widthOf(to);
    Location loc = op.getLoc();
    Value v = adaptor.getIn();
    if (fromWidth == 64 && toWidth == 64) {
      rw.replaceOp(op, v);
      return success();
    }
    if (fromWidth == 64) { // narrowing from an i64 register
      v = createVMOp(rw, loc, "trunc.i64.i32", rw.getI32Type(), {v});
      rw.replaceOp(op, canonicalize(rw, loc, v, toWidth));
      return success();
    }
    if (toWidth < fromWidth) { // narrowing within i32 registers
      rw.replaceOp(op, canonicalize(rw, loc, v, toWidth));
      return success();
    }
    v = isUnsigned ? toUnsigned(rw, loc, v, fromWidth)
                   : toSigned(rw, loc, v, fromWidth);
    if (toWidth == 64) {
      rw.replaceOp(op, createVMOp(rw, loc,
                                  isUnsigned ? "ext.i32.i64.u"
                                             : "ext.i32.i64.s",
                                  rw.getI64Type(), {v}));
      return success();
    }
    rw.replaceOp(op, canonicalize(rw, loc, v, toWidth));
    return success();
  }
  bool isUnsigned;
};

struct SelectOpConversion : OpConversionPattern<arith::SelectOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::SelectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    if (!op.getCondition().getType().isInteger(1))
      return rw.notifyMatchFailure(op, "vector condition");
    Type type = adaptor.getTrueValue().getType();
    // Memrefs (a branch of scf.if/case folded to a select after
    // bufferization): both have the same type, so the layout their views
    // read from it is the same; pick the buffer.
    if (isa<RefType>(type)) {
      rw.replaceOpWithNewOp<SelectRefOp>(op, type, adaptor.getCondition(),
                                         adaptor.getTrueValue(),
                                         adaptor.getFalseValue());
      return success();
    }
    rw.replaceOpWithNewOp<SelectOp>(op, type, adaptor.getCondition(),
                                    adaptor.getTrueValue(),
                                    adaptor.getFalseValue());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Float arithmetic
//===----------------------------------------------------------------------===//

/// An n-ary float op mapping to `vm.<name>.<f32|f64>`; results of f16/bf16
/// type are rounded back to their precision.
template <typename OpTy>
struct FloatOpConversion : OpConversionPattern<OpTy> {
  FloatOpConversion(const TypeConverter &converter, MLIRContext *ctx,
                    StringRef name)
      : OpConversionPattern<OpTy>(converter, ctx), name(name) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type type = op->getResult(0).getType();
    if (!isa<FloatType>(type))
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    Location loc = op.getLoc();
    Type vmType = adaptor.getOperands()[0].getType();
    Value result = createVMOp(rw, loc, (name + "." + suffixOf(vmType)).str(),
                              vmType, adaptor.getOperands());
    if (type.isF16())
      result = createVMOp(rw, loc, "round.f32.f16", vmType, {result});
    else if (type.isBF16())
      result = createVMOp(rw, loc, "round.f32.bf16", vmType, {result});
    rw.replaceOp(op, result);
    return success();
  }
  std::string name;
};

struct CmpFOpConversion : OpConversionPattern<arith::CmpFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::CmpFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    if (!isa<FloatType>(op.getLhs().getType()))
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    using P = arith::CmpFPredicate;
    StringRef name;
    bool swap = false;
    switch (op.getPredicate()) {
    case P::AlwaysFalse:
      rw.replaceOp(op, constI32(rw, loc, 0));
      return success();
    case P::AlwaysTrue:
      rw.replaceOp(op, constI32(rw, loc, 1));
      return success();
    case P::OEQ:
      name = "oeq";
      break;
    case P::OGT:
      name = "olt", swap = true;
      break;
    case P::OGE:
      name = "ole", swap = true;
      break;
    case P::OLT:
      name = "olt";
      break;
    case P::OLE:
      name = "ole";
      break;
    case P::ONE:
      name = "one";
      break;
    case P::ORD:
      name = "ord";
      break;
    case P::UEQ:
      name = "ueq";
      break;
    case P::UGT:
      name = "ult", swap = true;
      break;
    case P::UGE:
      name = "ule", swap = true;
      break;
    case P::ULT:
      name = "ult";
      break;
    case P::ULE:
      name = "ule";
      break;
    case P::UNE:
      name = "une";
      break;
    case P::UNO:
      name = "uno";
      break;
    }
    if (swap)
      std::swap(lhs, rhs);
    rw.replaceOp(op, createVMOp(rw, loc,
                                ("cmp." + name + "." + suffixOf(lhs.getType()))
                                    .str(),
                                rw.getI32Type(), {lhs, rhs}));
    return success();
  }
};

/// math.isnan / isinf / isfinite as comparisons.
template <typename OpTy>
struct FloatClassConversion : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    if (!isa<FloatType>(op.getOperand().getType()))
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    Location loc = op.getLoc();
    Value v = adaptor.getOperand();
    Type vmType = v.getType();
    StringRef s = suffixOf(vmType);
    Type i32 = rw.getI32Type();
    if constexpr (std::is_same_v<OpTy, math::IsNaNOp>) {
      rw.replaceOp(op, createVMOp(rw, loc, ("cmp.uno." + s).str(), i32, {v, v}));
      return success();
    }
    Value abs = createVMOp(rw, loc, ("abs." + s).str(), vmType, {v});
    Value inf =
        vmType.isF32()
            ? Value(ConstF32Op::create(rw, loc, rw.getF32FloatAttr(INFINITY)))
            : Value(ConstF64Op::create(rw, loc, rw.getF64FloatAttr(INFINITY)));
    StringRef pred = std::is_same_v<OpTy, math::IsInfOp> ? "oeq" : "olt";
    rw.replaceOp(op, createVMOp(rw, loc, ("cmp." + pred + "." + s).str(), i32,
                                {abs, inf}));
    return success();
  }
};

/// sitofp / uitofp / fptosi / fptoui.
template <typename OpTy>
struct IntFloatCastConversion : OpConversionPattern<OpTy> {
  IntFloatCastConversion(const TypeConverter &converter, MLIRContext *ctx,
                         bool isUnsigned)
      : OpConversionPattern<OpTy>(converter, ctx), isUnsigned(isUnsigned) {}
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type from = op.getIn().getType(), to = op.getType();
    if (!from.isIntOrIndexOrFloat() || !to.isIntOrIndexOrFloat())
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    Location loc = op.getLoc();
    Value v = adaptor.getIn();
    Type toVM = this->getTypeConverter()->convertType(to);
    StringRef prefix = isUnsigned ? "ui" : "si";
    if (isa<FloatType>(to)) { // int -> float
      unsigned width = widthOf(from);
      if (width < 32)
        v = isUnsigned ? toUnsigned(rw, loc, v, width)
                       : toSigned(rw, loc, v, width);
      Value result = createVMOp(rw, loc,
                                ("" + prefix + "tofp." +
                                 suffixOf(v.getType()) + "." + suffixOf(toVM))
                                    .str(),
                                toVM, {v});
      if (to.isF16())
        result = createVMOp(rw, loc, "round.f32.f16", toVM, {result});
      else if (to.isBF16())
        result = createVMOp(rw, loc, "round.f32.bf16", toVM, {result});
      rw.replaceOp(op, result);
      return success();
    }
    // float -> int: convert into the register width, then wrap to width.
    Value result = createVMOp(rw, loc,
                              ("fpto" + prefix + "." + suffixOf(v.getType()) +
                               "." + suffixOf(toVM))
                                  .str(),
                              toVM, {v});
    rw.replaceOp(op, canonicalize(rw, loc, result, widthOf(to)));
    return success();
  }
  bool isUnsigned;
};

struct ExtFOpConversion : OpConversionPattern<arith::ExtFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ExtFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type to = op.getType();
    if (!isa<FloatType>(to))
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    Value v = adaptor.getIn();
    Type toVM = getTypeConverter()->convertType(to);
    if (v.getType() == toVM)
      rw.replaceOp(op, v);
    else
      rw.replaceOp(op, createVMOp(rw, op.getLoc(), "ext.f32.f64", toVM, {v}));
    return success();
  }
};

struct TruncFOpConversion : OpConversionPattern<arith::TruncFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::TruncFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type from = op.getIn().getType(), to = op.getType();
    if (!isa<FloatType>(to))
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    Value v = adaptor.getIn();
    std::string src = from.isF64() ? "f64" : "f32";
    std::string name;
    if (to.isF32())
      name = "trunc.f64.f32";
    else if (to.isF16())
      name = "round." + src + ".f16";
    else if (to.isBF16())
      name = "round." + src + ".bf16";
    else
      return op.emitOpError("truncates to ") << to << ", which the VM cannot";
    rw.replaceOp(op, createVMOp(rw, op.getLoc(), name, rw.getF32Type(), {v}));
    return success();
  }
};

/// arith.bitcast. 32- and 64-bit values are moved as raw register bits.
/// 16-bit floats are held as f32 values, so their bits are materialized
/// through memory: the value is stored in its element kind into a 2-byte
/// scratch buffer (allocated once at the function entry) and loaded back as
/// the other kind.
struct BitcastOpConversion : OpConversionPattern<arith::BitcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::BitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rw) const override {
    Type from = op.getIn().getType(), to = op.getType();
    if (!from.isIntOrFloat() || !to.isIntOrFloat())
      return rw.notifyMatchFailure(op, "vector or tensor operands");
    if (!hasVMTypes(this->getTypeConverter(), op))
      return rw.notifyMatchFailure(op, "a type has no VM form");
    unsigned width = from.getIntOrFloatBitWidth();
    Type toVM = getTypeConverter()->convertType(to);
    Location loc = op.getLoc();
    if (width == 32 || width == 64) {
      rw.replaceOp(op, createVMOp(rw, loc, "mov.p", toVM, {adaptor.getIn()}));
      return success();
    }
    if (width != 16)
      return op.emitOpError("bitcasts ")
             << from << " to " << to
             << "; the VM supports 16-, 32- and 64-bit bitcasts";
    std::string storeKind = memoryKind(from, /*load=*/false);
    std::string loadKind = memoryKind(to, /*load=*/true);
    if (storeKind.empty() || loadKind.empty())
      return op.emitOpError("bitcasts ")
             << from << " to " << to << ", which the VM cannot";
    Value scratch;
    {
      OpBuilder::InsertionGuard guard(rw);
      rw.setInsertionPointToStart(&op->getParentRegion()->front());
      scratch = BufferAllocOp::create(rw, loc, RefType::get(rw.getContext()),
                                      ConstI64Op::create(rw, loc, 2));
    }
    Value zero = ConstI64Op::create(rw, loc, 0);
    createVMOp(rw, loc, "store." + storeKind, Type(),
               {scratch, zero, adaptor.getIn()});
    rw.replaceOp(op,
                 createVMOp(rw, loc, "load." + loadKind, toVM, {scratch, zero}));
    return success();
  }
};

template <typename OpTy>
void addIntOp(VMTypeConverter &converter, RewritePatternSet &patterns,
              StringRef name, Signedness sign, bool wraps) {
  patterns.add<IntBinaryConversion<OpTy>>(converter, patterns.getContext(),
                                          name, sign, wraps);
}

template <typename OpTy>
void addFloatOp(VMTypeConverter &converter, RewritePatternSet &patterns,
                StringRef name) {
  patterns.add<FloatOpConversion<OpTy>>(converter, patterns.getContext(),
                                        name);
}

} // namespace

void populateStandardToVMPatterns(VMTypeConverter &converter,
                                  RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  populateMemRefToVMPatterns(converter, patterns);
  patterns.add<FuncOpConversion, CallOpConversion, ReturnOpConversion,
               BranchOpConversion, CondBranchOpConversion, AssertOpConversion,
               SwitchOpConversion, ConstantOpConversion, PoisonOpConversion,
               CmpIOpConversion, AbsIOpConversion, SelectOpConversion,
               CmpFOpConversion, ExtFOpConversion, TruncFOpConversion,
               BitcastOpConversion, FloatClassConversion<math::IsNaNOp>,
               FloatClassConversion<math::IsInfOp>,
               FloatClassConversion<math::IsFiniteOp>>(converter, ctx);

  using S = Signedness;
  addIntOp<arith::AddIOp>(converter, patterns, "add", S::None, true);
  addIntOp<arith::SubIOp>(converter, patterns, "sub", S::None, true);
  addIntOp<arith::MulIOp>(converter, patterns, "mul", S::None, true);
  addIntOp<arith::AndIOp>(converter, patterns, "and", S::None, false);
  addIntOp<arith::OrIOp>(converter, patterns, "or", S::None, false);
  addIntOp<arith::XOrIOp>(converter, patterns, "xor", S::None, false);
  addIntOp<arith::ShLIOp>(converter, patterns, "shl", S::None, true);
  addIntOp<arith::ShRSIOp>(converter, patterns, "shrs", S::Signed, false);
  addIntOp<arith::ShRUIOp>(converter, patterns, "shru", S::Unsigned, false);
  addIntOp<arith::DivSIOp>(converter, patterns, "divs", S::Signed, true);
  addIntOp<arith::DivUIOp>(converter, patterns, "divu", S::Unsigned, true);
  addIntOp<arith::RemSIOp>(converter, patterns, "rems", S::Signed, true);
  addIntOp<arith::RemUIOp>(converter, patterns, "remu", S::Unsigned, true);
  addIntOp<arith::MinSIOp>(converter, patterns, "mins", S::Signed, false);
  addIntOp<arith::MaxSIOp>(converter, patterns, "maxs", S::Signed, false);
  addIntOp<arith::MinUIOp>(converter, patterns, "minu", S::Unsigned, false);
  addIntOp<arith::MaxUIOp>(converter, patterns, "maxu", S::Unsigned, false);

  patterns.add<BitCountConversion<math::CountLeadingZerosOp>>(converter, ctx,
                                                              "ctlz");
  patterns.add<BitCountConversion<math::CountTrailingZerosOp>>(converter, ctx,
                                                               "cttz");
  patterns.add<BitCountConversion<math::CtPopOp>>(converter, ctx, "popcnt");

  patterns.add<IntCastConversion<arith::ExtSIOp>,
               IntCastConversion<arith::TruncIOp>,
               IntCastConversion<arith::IndexCastOp>>(converter, ctx, false);
  patterns.add<IntCastConversion<arith::ExtUIOp>,
               IntCastConversion<arith::IndexCastUIOp>>(converter, ctx, true);
  patterns.add<IntFloatCastConversion<arith::SIToFPOp>,
               IntFloatCastConversion<arith::FPToSIOp>>(converter, ctx, false);
  patterns.add<IntFloatCastConversion<arith::UIToFPOp>,
               IntFloatCastConversion<arith::FPToUIOp>>(converter, ctx, true);

  addFloatOp<arith::AddFOp>(converter, patterns, "add");
  addFloatOp<arith::SubFOp>(converter, patterns, "sub");
  addFloatOp<arith::MulFOp>(converter, patterns, "mul");
  addFloatOp<arith::DivFOp>(converter, patterns, "div");
  addFloatOp<arith::RemFOp>(converter, patterns, "rem");
  addFloatOp<arith::MinimumFOp>(converter, patterns, "min");
  addFloatOp<arith::MaximumFOp>(converter, patterns, "max");
  addFloatOp<arith::MinNumFOp>(converter, patterns, "minnum");
  addFloatOp<arith::MaxNumFOp>(converter, patterns, "maxnum");
  addFloatOp<arith::NegFOp>(converter, patterns, "neg");
  addFloatOp<math::PowFOp>(converter, patterns, "pow");
  addFloatOp<math::Atan2Op>(converter, patterns, "atan2");
  addFloatOp<math::CopySignOp>(converter, patterns, "copysign");
  addFloatOp<math::FmaOp>(converter, patterns, "fma");
  addFloatOp<math::AbsFOp>(converter, patterns, "abs");
  addFloatOp<math::SqrtOp>(converter, patterns, "sqrt");
  addFloatOp<math::RsqrtOp>(converter, patterns, "rsqrt");
  addFloatOp<math::ExpOp>(converter, patterns, "exp");
  addFloatOp<math::Exp2Op>(converter, patterns, "exp2");
  addFloatOp<math::ExpM1Op>(converter, patterns, "expm1");
  addFloatOp<math::LogOp>(converter, patterns, "log");
  addFloatOp<math::Log2Op>(converter, patterns, "log2");
  addFloatOp<math::Log10Op>(converter, patterns, "log10");
  addFloatOp<math::Log1pOp>(converter, patterns, "log1p");
  addFloatOp<math::SinOp>(converter, patterns, "sin");
  addFloatOp<math::CosOp>(converter, patterns, "cos");
  addFloatOp<math::TanOp>(converter, patterns, "tan");
  addFloatOp<math::TanhOp>(converter, patterns, "tanh");
  addFloatOp<math::AsinOp>(converter, patterns, "asin");
  addFloatOp<math::AcosOp>(converter, patterns, "acos");
  addFloatOp<math::AtanOp>(converter, patterns, "atan");
  addFloatOp<math::SinhOp>(converter, patterns, "sinh");
  addFloatOp<math::CoshOp>(converter, patterns, "cosh");
  addFloatOp<math::AsinhOp>(converter, patterns, "asinh");
  addFloatOp<math::AcoshOp>(converter, patterns, "acosh");
  addFloatOp<math::AtanhOp>(converter, patterns, "atanh");
  addFloatOp<math::ErfOp>(converter, patterns, "erf");
  addFloatOp<math::ErfcOp>(converter, patterns, "erfc");
  addFloatOp<math::FloorOp>(converter, patterns, "floor");
  addFloatOp<math::CeilOp>(converter, patterns, "ceil");
  addFloatOp<math::RoundOp>(converter, patterns, "round");
  addFloatOp<math::RoundEvenOp>(converter, patterns, "roundeven");
  addFloatOp<math::TruncOp>(converter, patterns, "trunc");
  addFloatOp<math::CbrtOp>(converter, patterns, "cbrt");
}

namespace {

/// Reports the first scalar value whose type has no VM register form (i128,
/// f8E4M3FN, ...). The patterns assume every integer and float they meet
/// converts; without this check such values would be computed in a register
/// of the wrong width.
LogicalResult verifyVMTypes(mlir::ModuleOp module,
                            const TypeConverter &converter) {
  auto check = [&](Operation *op, Type type, StringRef what,
                   unsigned index) -> LogicalResult {
    if (!isa<IntegerType, IndexType, FloatType>(type) ||
        converter.convertType(type))
      return success();
    return op->emitOpError()
           << what << " #" << index << " has type " << type
           << ", which has no VM form (the VM holds i1, i8, i16, i32, i64, "
              "index, f16, bf16, f32 and f64 values)";
  };
  WalkResult result = module.walk([&](Operation *op) -> WalkResult {
    if (isa<vm::ModuleOp>(op))
      return WalkResult::skip();
    if (auto func = dyn_cast<func::FuncOp>(op)) {
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
        if (failed(check(op, type, "argument", i)))
          return WalkResult::interrupt();
      for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
        if (failed(check(op, type, "result", i)))
          return WalkResult::interrupt();
      return WalkResult::advance();
    }
    for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
      if (failed(check(op, type, "result", i)))
        return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : llvm::drop_begin(region.getBlocks()))
        for (BlockArgument arg : block.getArguments())
          if (failed(check(op, arg.getType(), "block argument",
                           arg.getArgNumber())))
            return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

struct ConvertStandardToVMPass
    : public impl::ConvertStandardToVMPassBase<ConvertStandardToVMPass> {
  using Base::Base;
  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    StringRef name = module.getSymName() ? *module.getSymName() : "module";
    auto vmModule = vm::ModuleOp::create(builder, module.getLoc(), name);
    vmModule.getBody().emplaceBlock();

    VMTypeConverter converter(ctx);
    if (failed(verifyVMTypes(module, converter)))
      return signalPassFailure();
    RewritePatternSet patterns(ctx);
    populateStandardToVMPatterns(converter, patterns);
    ConversionTarget target(*ctx);
    target.addLegalDialect<VMDialect>();
    target.addLegalOp<mlir::ModuleOp>();
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
} // namespace strata::vm
