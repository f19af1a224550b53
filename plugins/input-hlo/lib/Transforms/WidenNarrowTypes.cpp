//===- WidenNarrowTypes.cpp - 8-bit floats in f32, sub-byte ints in i8 ----===//
//
// No backend has 8-bit float arithmetic or sub-byte integer buffers, so
// inside functions the narrow types are carried in wider ones that hold
// every value exactly: f8E4M3FN, f8E5M2, f8E4M3, f8E3M4, f8E4M3FNUZ,
// f8E5M2FNUZ and f8E4M3B11FNUZ values in f32; i2/i4 (ui2/ui4) values in i8
// (ui8). Every op whose narrow result may not be a value of the narrow type
// (arithmetic, convert, iota, dot, ...) is followed by a rounding back into
// it: round to nearest even at the narrow type's precision and exponent
// range (subnormals included), overflow to inf or NaN as the type has
// them, no negative zero in the FNUZ types; integers wrap (two's complement)
// or, converted from floats, saturate. Data movement, sign, min/max, floor
// and the ops whose bodies produce their values (reduce, sort, scatter,
// while, ...) need no rounding. Arguments and results of public functions
// cannot be narrow (the runtime has no such buffers): an error says so.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace strata::input_hlo {

#define GEN_PASS_DEF_WIDENNARROWTYPESPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"

namespace {

namespace hlo = strata::stablehlo;

/// An 8-bit float type the pass carries in f32 (f4/f6/f8E8M0 are not:
/// their conversions have other overflow rules).
bool isNarrowFloat(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float8E4M3Type, Float8E3M4Type,
             Float8E4M3FNUZType, Float8E5M2FNUZType, Float8E4M3B11FNUZType>(
      type);
}

bool isNarrowInt(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() > 1 && integer.getWidth() < 8;
}

bool isUnsupportedNarrowFloat(Type type) {
  auto f = dyn_cast<FloatType>(type);
  return f && f.getWidth() < 16 && !isNarrowFloat(type);
}

Type elementOf(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped ? shaped.getElementType() : Type();
}

bool isNarrow(Type type) {
  Type element = elementOf(type);
  return element && (isNarrowFloat(element) || isNarrowInt(element));
}

/// The carrier: f32 for narrow floats, i8/ui8 (same signedness) for ints.
Type widen(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !isNarrow(tensor))
    return type;
  Type element = tensor.getElementType();
  if (isNarrowFloat(element))
    return tensor.clone(Float32Type::get(type.getContext()));
  auto integer = cast<IntegerType>(element);
  return tensor.clone(
      IntegerType::get(type.getContext(), 8, integer.getSignedness()));
}

/// Ops whose narrow results are always values of the narrow type when
/// their operands are: data movement, selections, and ops whose bodies
/// compute the values (rounded there). `isFloat`: abs/negate/floor/... are
/// exact on floats, not on two's complement ints (-(-8) = 8 in i4).
bool keepsValuesExact(Operation *op, bool isFloat) {
  if (op->getNumRegions() > 0)
    return true;
  if (isa<hlo::ReshapeOp, hlo::TransposeOp, hlo::BroadcastInDimOp,
          hlo::SliceOp, hlo::DynamicSliceOp, hlo::DynamicUpdateSliceOp,
          hlo::ConcatenateOp, hlo::PadOp, hlo::GatherOp, hlo::SelectOp,
          hlo::ReverseOp, hlo::MaxOp, hlo::MinOp, hlo::ClampOp,
          hlo::ConstantOp, hlo::OptimizationBarrierOp, hlo::TupleOp,
          hlo::GetTupleElementOp, hlo::RealDynamicSliceOp, hlo::DynamicPadOp,
          hlo::DynamicReshapeOp, hlo::DynamicBroadcastInDimOp,
          hlo::AllGatherOp, hlo::AllToAllOp, hlo::CollectivePermuteOp,
          hlo::CollectiveBroadcastOp, func::CallOp>(op))
    return true;
  return isFloat && isa<hlo::AbsOp, hlo::NegOp, hlo::SignOp, hlo::FloorOp,
                        hlo::CeilOp, hlo::RoundOp, hlo::RoundNearestEvenOp>(op);
}

/// Emits stablehlo ops on tensors of one static shape.
struct Emitter {
  OpBuilder &b;
  Location loc;
  RankedTensorType shape;

  RankedTensorType typeOf(Type element) const {
    return RankedTensorType::get(shape.getShape(), element);
  }
  Value splat(Type element, Attribute value) {
    auto type = typeOf(element);
    return hlo::ConstantOp::create(b, loc, type,
                                   DenseElementsAttr::get(type, value));
  }
  Value f32(double v) {
    return splat(b.getF32Type(), b.getF32FloatAttr(static_cast<float>(v)));
  }
  Value i32(int64_t v) { return splat(b.getI32Type(), b.getI32IntegerAttr(v)); }
  template <typename Op> Value op(Value x, Value y) {
    return Op::create(b, loc, x.getType(), x, y);
  }
  Value bitcast(Value x, Type element) {
    return hlo::BitcastConvertOp::create(b, loc, typeOf(element), x);
  }
  Value compare(hlo::ComparisonDirection direction, Value x, Value y) {
    return hlo::CompareOp::create(b, loc, typeOf(b.getI1Type()), x, y,
                                  direction, hlo::ComparisonTypeAttr());
  }
  Value select(Value p, Value t, Value f) {
    return hlo::SelectOp::create(b, loc, t.getType(), p, t, f);
  }
};

/// `x` (f32 holding any value) rounded to the nearest value of `narrow`
/// (ties to even), as f32.
Value roundToNarrowFloat(Emitter &e, Value x, FloatType narrow) {
  const llvm::fltSemantics &sem = narrow.getFloatSemantics();
  int64_t mantissa = llvm::APFloat::semanticsPrecision(sem) - 1;
  int64_t minExp = llvm::APFloat::semanticsMinExponent(sem);
  double largest = llvm::APFloat::getLargest(sem).convertToDouble();
  bool hasInf = llvm::APFloat::semanticsHasInf(sem);
  bool signedZero = llvm::APFloat::getZero(sem, true).isNegative();
  Type i32 = e.b.getI32Type();
  using CD = hlo::ComparisonDirection;

  Value bits = e.bitcast(x, i32);
  Value absBits = e.op<hlo::AndOp>(bits, e.i32(0x7fffffff));
  Value a = e.bitcast(absBits, e.b.getF32Type());
  // The binade's exponent (subnormals of the narrow type share the lowest),
  // then the spacing q = 2^(exp - mantissa) and 1/q as exact powers of two.
  Value exp = e.op<hlo::SubtractOp>(
      e.op<hlo::ShiftRightLogicalOp>(absBits, e.i32(23)), e.i32(127));
  exp = e.op<hlo::MaxOp>(exp, e.i32(minExp));
  Value step = e.op<hlo::SubtractOp>(exp, e.i32(mantissa));
  auto powerOfTwo = [&](Value exponent) {
    return e.bitcast(e.op<hlo::ShiftLeftOp>(
                         e.op<hlo::AddOp>(exponent, e.i32(127)), e.i32(23)),
                     e.b.getF32Type());
  };
  Value q = powerOfTwo(step);
  Value inverse = powerOfTwo(e.op<hlo::SubtractOp>(e.i32(0), step));
  Value r = e.op<hlo::MulOp>(
      hlo::RoundNearestEvenOp::create(e.b, e.loc, e.op<hlo::MulOp>(a, inverse)),
      q);
  // Past the largest finite value: inf where the type has it, else NaN
  // (inputs that are inf or NaN come out the same way or as NaN).
  Value overflow = e.f32(hasInf ? std::numeric_limits<double>::infinity()
                                : std::numeric_limits<double>::quiet_NaN());
  r = e.select(e.compare(CD::GT, r, e.f32(largest)), overflow, r);
  r = e.select(e.compare(CD::NE, a, a), e.f32(NAN), r);
  // The sign back (the FNUZ types have no negative zero).
  Value sign = e.op<hlo::AndOp>(bits, e.i32(INT32_MIN));
  Value signedR =
      e.bitcast(e.op<hlo::OrOp>(e.bitcast(r, i32), sign), e.b.getF32Type());
  if (!signedZero)
    signedR = e.select(e.compare(CD::EQ, r, e.f32(0.0)), r, signedR);
  return signedR;
}

/// `x` (i8/ui8 holding any value) wrapped into the narrow width.
Value wrapToNarrowInt(Emitter &e, Value x, IntegerType narrow) {
  int64_t shift = 8 - narrow.getWidth();
  auto carrier = cast<RankedTensorType>(x.getType());
  Value s = e.splat(carrier.getElementType(),
                    IntegerAttr::get(carrier.getElementType(), shift));
  Value up = e.op<hlo::ShiftLeftOp>(x, s);
  return narrow.isUnsigned() ? e.op<hlo::ShiftRightLogicalOp>(up, s)
                             : e.op<hlo::ShiftRightArithmeticOp>(up, s);
}

/// `x` (i8/ui8 converted from a float, saturated to the carrier) clamped
/// into the narrow range: float -> int conversions saturate.
Value clampToNarrowInt(Emitter &e, Value x, IntegerType narrow) {
  auto carrier = cast<RankedTensorType>(x.getType());
  Type element = carrier.getElementType();
  int64_t width = narrow.getWidth();
  int64_t lo = narrow.isUnsigned() ? 0 : -(int64_t(1) << (width - 1));
  int64_t hi = narrow.isUnsigned() ? (int64_t(1) << width) - 1
                                   : (int64_t(1) << (width - 1)) - 1;
  return hlo::ClampOp::create(e.b, e.loc, carrier,
                              e.splat(element, IntegerAttr::get(element, lo)),
                              x,
                              e.splat(element, IntegerAttr::get(element, hi)));
}

/// The constant's values in the carrier type (exact).
DenseElementsAttr widenConstant(DenseElementsAttr attr) {
  auto type = cast<RankedTensorType>(widen(attr.getType()));
  if (isa<FloatType>(type.getElementType()))
    return DenseElementsAttr::get(
        type, llvm::map_to_vector(attr.getValues<APFloat>(), [](APFloat v) {
          bool lost;
          v.convert(llvm::APFloat::IEEEsingle(),
                    llvm::APFloat::rmNearestTiesToEven, &lost);
          return v;
        }));
  auto narrow = cast<IntegerType>(elementOf(attr.getType()));
  return DenseElementsAttr::get(
      type, llvm::map_to_vector(attr.getValues<APInt>(), [&](APInt v) {
        return narrow.isUnsigned() ? v.zext(8) : v.sext(8);
      }));
}

struct WidenNarrowTypesPass
    : impl::WidenNarrowTypesPassBase<WidenNarrowTypesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(refuseUnsupported(module)))
      return signalPassFailure();
    bool any = false;
    module.walk([&](Operation *op) {
      any |= llvm::any_of(op->getResultTypes(), isNarrow);
    });
    if (!any)
      return;
    module.walk([&](func::FuncOp func) { widenFunction(func); });
  }

  LogicalResult refuseUnsupported(ModuleOp module) {
    bool ok = true;
    module.walk([&](Operation *op) {
      auto refuse = [&](const Twine &why) {
        op->emitOpError(why);
        ok = false;
      };
      for (Type type : llvm::concat<Type>(op->getOperandTypes(),
                                          op->getResultTypes())) {
        Type element = elementOf(type);
        if (element && isUnsupportedNarrowFloat(element))
          return refuse("has element type " + llvmTypeName(element) +
                        ", which Strata does not support yet (of the floats "
                        "narrower than 16 bits, the 8-bit ones except "
                        "f8E8M0FNU are)");
        if (isNarrow(type) && !cast<ShapedType>(type).hasStaticShape())
          return refuse("has a dynamically shaped " + llvmTypeName(type) +
                        "; narrow element types need static shapes");
      }
      if (auto func = dyn_cast<func::FuncOp>(op);
          func && func.isPublic() && !func.isExternal()) {
        FunctionType type = func.getFunctionType();
        for (Type t : llvm::concat<const Type>(type.getInputs(),
                                               type.getResults()))
          if (isNarrow(t))
            return refuse("takes or returns " + llvmTypeName(t) +
                          ": the runtime has no buffers of 8-bit floats or "
                          "sub-byte integers; pass a wider type and convert "
                          "in the program");
      }
      if (isa<hlo::BitcastConvertOp, hlo::CustomCallOp, hlo::RngOp,
              hlo::ReducePrecisionOp>(op) &&
          (llvm::any_of(op->getOperandTypes(), isNarrow) ||
           llvm::any_of(op->getResultTypes(), isNarrow)))
        return refuse("on 8-bit float or sub-byte integer tensors is not "
                      "supported yet");
    });
    return success(ok);
  }

  static std::string llvmTypeName(Type type) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << "'" << type << "'";
    return s;
  }

  void widenFunction(func::FuncOp func) {
    // Block arguments (the function's and every region's) first.
    func.walk([&](Block *block) {
      for (BlockArgument arg : block->getArguments())
        arg.setType(widen(arg.getType()));
    });
    SmallVector<Operation *> ops;
    func.walk([&](Operation *op) { ops.push_back(op); });
    for (Operation *op : ops) {
      if (auto constant = dyn_cast<hlo::ConstantOp>(op)) {
        if (isNarrow(constant.getType())) {
          auto attr = cast<DenseElementsAttr>(constant.getValue());
          constant.setValueAttr(widenConstant(attr));
          constant.getResult().setType(
              cast<RankedTensorType>(widen(constant.getType())));
        }
        continue;
      }
      bool fromFloat =
          op->getNumOperands() == 1 &&
          isa<FloatType>(elementOf(op->getOperand(0).getType()));
      for (OpResult result : op->getResults()) {
        Type narrowType = result.getType();
        if (!isNarrow(narrowType))
          continue;
        result.setType(widen(narrowType));
        Type element = elementOf(narrowType);
        bool isFloat = isa<FloatType>(element);
        if (keepsValuesExact(op, isFloat))
          continue;
        SmallVector<OpOperand *> uses = llvm::map_to_vector(
            result.getUses(), [](OpOperand &use) { return &use; });
        OpBuilder b(op->getContext());
        b.setInsertionPointAfter(op);
        Emitter e{b, op->getLoc(), cast<RankedTensorType>(result.getType())};
        Value fixed;
        if (isFloat)
          fixed = roundToNarrowFloat(e, result, cast<FloatType>(element));
        else if (isa<hlo::ConvertOp>(op) && fromFloat)
          fixed = clampToNarrowInt(e, result, cast<IntegerType>(element));
        else
          fixed = wrapToNarrowInt(e, result, cast<IntegerType>(element));
        for (OpOperand *use : uses)
          use->set(fixed);
      }
    }
    // Function types follow their blocks and returns.
    if (!func.isExternal()) {
      auto ret = cast<func::ReturnOp>(func.getBody().back().getTerminator());
      func.setType(FunctionType::get(func.getContext(),
                                     func.getBody().getArgumentTypes(),
                                     ret.getOperandTypes()));
    }
  }

};

} // namespace

} // namespace strata::input_hlo
