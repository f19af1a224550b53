//===- ElementwiseToLinalg.cpp - elementwise HLO ops -> linalg ---*- C++ -*-===//
//
// Scalar semantics of every elementwise stablehlo/chlo op (shared with the
// bodies of reduce, reduce_window, sort, scatter, ...) and the pattern that
// wraps them in a linalg.generic.
//
//===----------------------------------------------------------------------===//

#include "Rewriters.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace strata::input_hlo {
namespace hlo = ::strata::stablehlo;

arith::CmpIPredicate getIntPredicate(hlo::ComparisonDirection dir,
                                     bool isUnsigned) {
  switch (dir) {
  case hlo::ComparisonDirection::EQ:
    return arith::CmpIPredicate::eq;
  case hlo::ComparisonDirection::NE:
    return arith::CmpIPredicate::ne;
  case hlo::ComparisonDirection::GE:
    return isUnsigned ? arith::CmpIPredicate::uge : arith::CmpIPredicate::sge;
  case hlo::ComparisonDirection::GT:
    return isUnsigned ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt;
  case hlo::ComparisonDirection::LE:
    return isUnsigned ? arith::CmpIPredicate::ule : arith::CmpIPredicate::sle;
  case hlo::ComparisonDirection::LT:
    return isUnsigned ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt;
  }
  llvm_unreachable("unknown comparison direction");
}

//===----------------------------------------------------------------------===//
// Scalar helpers
//===----------------------------------------------------------------------===//

static Value intConst(OpBuilder &b, Location loc, Type type, int64_t value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

static Value intConst(OpBuilder &b, Location loc, Type type,
                      const APInt &value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

static Value floatConst(OpBuilder &b, Location loc, Type type, double value) {
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
}

static Value floatConst(OpBuilder &b, Location loc, Type type,
                        const APFloat &value) {
  return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
}

static unsigned bitWidth(Type type) { return type.getIntOrFloatBitWidth(); }

/// XLA's integer division: x / 0 = -1 (all ones), INT_MIN / -1 = INT_MIN.
static Value emitIntDiv(OpBuilder &b, Location loc, Value lhs, Value rhs,
                        bool isUnsigned) {
  Type type = lhs.getType();
  Value zero = intConst(b, loc, type, 0);
  Value one = intConst(b, loc, type, 1);
  Value allOnes = intConst(b, loc, type, -1);
  Value isZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, zero);
  if (isUnsigned) {
    Value safe = arith::SelectOp::create(b, loc, isZero, one, rhs);
    Value q = arith::DivUIOp::create(b, loc, lhs, safe);
    return arith::SelectOp::create(b, loc, isZero, allOnes, q);
  }
  Value minInt =
      intConst(b, loc, type, APInt::getSignedMinValue(bitWidth(type)));
  Value overflow = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lhs, minInt),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, allOnes));
  Value bad = arith::OrIOp::create(b, loc, isZero, overflow);
  Value safe = arith::SelectOp::create(b, loc, bad, one, rhs);
  Value q = arith::DivSIOp::create(b, loc, lhs, safe);
  Value r = arith::SelectOp::create(b, loc, overflow, minInt, q);
  return arith::SelectOp::create(b, loc, isZero, allOnes, r);
}

/// XLA's integer remainder (sign of the dividend): x % 0 = x,
/// INT_MIN % -1 = 0.
static Value emitIntRem(OpBuilder &b, Location loc, Value lhs, Value rhs,
                        bool isUnsigned) {
  Type type = lhs.getType();
  Value zero = intConst(b, loc, type, 0);
  Value one = intConst(b, loc, type, 1);
  Value isZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, zero);
  if (isUnsigned) {
    Value safe = arith::SelectOp::create(b, loc, isZero, one, rhs);
    Value r = arith::RemUIOp::create(b, loc, lhs, safe);
    return arith::SelectOp::create(b, loc, isZero, lhs, r);
  }
  Value allOnes = intConst(b, loc, type, -1);
  Value minInt =
      intConst(b, loc, type, APInt::getSignedMinValue(bitWidth(type)));
  Value overflow = arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lhs, minInt),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, allOnes));
  Value bad = arith::OrIOp::create(b, loc, isZero, overflow);
  Value safe = arith::SelectOp::create(b, loc, bad, one, rhs);
  Value r = arith::RemSIOp::create(b, loc, lhs, safe);
  r = arith::SelectOp::create(b, loc, overflow, zero, r);
  return arith::SelectOp::create(b, loc, isZero, lhs, r);
}

/// Integer power by square-and-multiply over all exponent bits. Negative
/// exponents (signed): 1^e = 1, (-1)^e = +-1, otherwise 0 (as XLA).
static Value emitIntPow(OpBuilder &b, Location loc, Value base, Value exp,
                        bool isUnsigned) {
  Type type = base.getType();
  unsigned width = bitWidth(type);
  Value one = intConst(b, loc, type, 1);
  Value zero = intConst(b, loc, type, 0);
  Value result = one, square = base;
  for (unsigned i = 0; i < width; ++i) {
    Value bit = arith::AndIOp::create(
        b, loc,
        arith::ShRUIOp::create(b, loc, exp, intConst(b, loc, type, i)), one);
    Value isSet =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, bit, zero);
    Value product = arith::MulIOp::create(b, loc, result, square);
    result = arith::SelectOp::create(b, loc, isSet, product, result);
    if (i + 1 < width)
      square = arith::MulIOp::create(b, loc, square, square);
  }
  if (isUnsigned || width == 1)
    return result;
  Value allOnes = intConst(b, loc, type, -1);
  Value isNeg =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, exp, zero);
  Value isOne =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, one);
  Value isMinusOne =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, allOnes);
  Value odd = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                    arith::AndIOp::create(b, loc, exp, one),
                                    zero);
  Value minusOnePow = arith::SelectOp::create(b, loc, odd, allOnes, one);
  Value negResult = arith::SelectOp::create(
      b, loc, isOne, one,
      arith::SelectOp::create(b, loc, isMinusOne, minusOnePow, zero));
  return arith::SelectOp::create(b, loc, isNeg, negResult, result);
}

/// Maps a float to a signed integer whose order is IEEE totalOrder.
static Value totalOrderKey(OpBuilder &b, Location loc, Value x) {
  unsigned width = bitWidth(x.getType());
  Type intType = b.getIntegerType(width);
  Value bits = arith::BitcastOp::create(b, loc, intType, x);
  Value sign = arith::ShRSIOp::create(b, loc, bits,
                                      intConst(b, loc, intType, width - 1));
  Value mask = arith::AndIOp::create(
      b, loc, sign,
      intConst(b, loc, intType, APInt::getSignedMaxValue(width)));
  return arith::XOrIOp::create(b, loc, bits, mask);
}

static FailureOr<Value> emitCompare(OpBuilder &b, Location loc,
                                    hlo::CompareOp op, Value lhs, Value rhs,
                                    std::string &why) {
  Type elemType = getElementTypeOrSelf(op.getLhs().getType());
  hlo::ComparisonDirection dir = op.getComparisonDirection();
  std::optional<hlo::ComparisonType> cmpType;
  if (auto attr = op.getCompareTypeAttr())
    cmpType = attr.getValue();
  if (cmpType == hlo::ComparisonType::NOTYPE)
    cmpType = std::nullopt;

  if (isa<FloatType>(elemType)) {
    if (cmpType == hlo::ComparisonType::TOTALORDER) {
      lhs = totalOrderKey(b, loc, lhs);
      rhs = totalOrderKey(b, loc, rhs);
      elemType = lhs.getType();
    } else {
      arith::CmpFPredicate pred;
      switch (dir) {
      case hlo::ComparisonDirection::EQ: pred = arith::CmpFPredicate::OEQ; break;
      case hlo::ComparisonDirection::NE: pred = arith::CmpFPredicate::UNE; break;
      case hlo::ComparisonDirection::GE: pred = arith::CmpFPredicate::OGE; break;
      case hlo::ComparisonDirection::GT: pred = arith::CmpFPredicate::OGT; break;
      case hlo::ComparisonDirection::LE: pred = arith::CmpFPredicate::OLE; break;
      case hlo::ComparisonDirection::LT: pred = arith::CmpFPredicate::OLT; break;
      }
      return arith::CmpFOp::create(b, loc, pred, lhs, rhs).getResult();
    }
    cmpType = hlo::ComparisonType::SIGNED;
  }
  if (!isa<IntegerType>(elemType)) {
    why = "compare on complex element types is not supported";
    return failure();
  }
  auto intType = cast<IntegerType>(elemType);
  bool isUnsigned;
  if (intType.isUnsignedInteger())
    isUnsigned = true;
  else if (cmpType == hlo::ComparisonType::SIGNED)
    isUnsigned = false;
  else if (cmpType == hlo::ComparisonType::UNSIGNED)
    isUnsigned = true;
  else // Signless integers compare signed, booleans unsigned.
    isUnsigned = intType.getWidth() == 1;
  arith::CmpIPredicate pred = getIntPredicate(dir, isUnsigned);
  return arith::CmpIOp::create(b, loc, pred, lhs, rhs).getResult();
}

FailureOr<Value> emitScalarConvert(OpBuilder &b, Location loc, Value value,
                                   Type fromType, Type toType,
                                   std::string &why) {
  if (fromType == toType)
    return value;
  Type from = toSignless(fromType), to = toSignless(toType);
  if (isa<ComplexType>(from) || isa<ComplexType>(to)) {
    why = "convert involving complex types is not supported";
    return failure();
  }
  auto fromFloat = dyn_cast<FloatType>(from);
  auto toFloat = dyn_cast<FloatType>(to);
  if (fromFloat && toFloat) {
    unsigned fw = fromFloat.getWidth(), tw = toFloat.getWidth();
    if (fw < tw)
      return arith::ExtFOp::create(b, loc, to, value).getResult();
    if (fw > tw) {
      // f64 -> bf16 goes through f32 like XLA's CPU emitter: LLVM lowers a
      // direct fptrunc to the __truncdfbf2 libcall, which executables
      // cannot resolve. (Double rounding can differ from one correctly
      // rounded step only when the f64 lies within 2^-29 relative of a bf16
      // tie.)
      if (toFloat.isBF16() && fw > 32)
        value = arith::TruncFOp::create(b, loc, b.getF32Type(), value);
      return arith::TruncFOp::create(b, loc, to, value).getResult();
    }
    // Same width, different format (bf16 <-> f16): go through f32.
    Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
    return arith::TruncFOp::create(b, loc, to, wide).getResult();
  }
  if (!fromFloat && toFloat) {
    if (isUnsignedLike(fromType))
      return arith::UIToFPOp::create(b, loc, to, value).getResult();
    return arith::SIToFPOp::create(b, loc, to, value).getResult();
  }
  auto toInt = cast<IntegerType>(to);
  if (fromFloat) {
    Value zeroF = floatConst(b, loc, from, 0.0);
    if (toInt.getWidth() == 1)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, value,
                                   zeroF)
          .getResult();
    // Saturating, NaN -> 0, truncating toward zero (XLA semantics).
    bool isUnsigned = isUnsignedLike(toType);
    unsigned width = toInt.getWidth();
    const llvm::fltSemantics &sem = fromFloat.getFloatSemantics();
    APFloat bound = scalbn(APFloat::getOne(sem), isUnsigned ? width : width - 1,
                           APFloat::rmNearestTiesToEven);
    Value upper = floatConst(b, loc, from, bound);
    Value tooBig = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE,
                                         value, upper);
    Value isNan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO,
                                        value, value);
    Value maxInt, minInt, tooSmall, converted;
    if (isUnsigned) {
      maxInt = intConst(b, loc, to, APInt::getMaxValue(width));
      minInt = intConst(b, loc, to, 0);
      tooSmall = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLE,
                                       value, floatConst(b, loc, from, -1.0));
      converted = arith::FPToUIOp::create(b, loc, to, value);
    } else {
      maxInt = intConst(b, loc, to, APInt::getSignedMaxValue(width));
      minInt = intConst(b, loc, to, APInt::getSignedMinValue(width));
      APFloat lower = bound;
      lower.changeSign();
      tooSmall = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT,
                                       value, floatConst(b, loc, from, lower));
      converted = arith::FPToSIOp::create(b, loc, to, value);
    }
    Value zero = intConst(b, loc, to, 0);
    Value r = arith::SelectOp::create(b, loc, isNan, zero, converted);
    r = arith::SelectOp::create(b, loc, tooSmall, minInt, r);
    return arith::SelectOp::create(b, loc, tooBig, maxInt, r).getResult();
  }
  auto fromInt = cast<IntegerType>(from);
  if (toInt.getWidth() == 1 && fromInt.getWidth() != 1)
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, value,
                                 intConst(b, loc, from, 0))
        .getResult();
  if (fromInt.getWidth() < toInt.getWidth()) {
    if (isUnsignedLike(fromType))
      return arith::ExtUIOp::create(b, loc, to, value).getResult();
    return arith::ExtSIOp::create(b, loc, to, value).getResult();
  }
  if (fromInt.getWidth() > toInt.getWidth())
    return arith::TruncIOp::create(b, loc, to, value).getResult();
  return value;
}

/// XLA's reduce_precision (EmitReducePrecisionIR, also the StableHLO
/// reference interpreter): round the mantissa to `mantissaBits` (nearest,
/// ties to even) by adding a bias and masking, then force values outside
/// the exponent range of `exponentBits` to a signed infinity or zero; NaN
/// inputs are returned unchanged unless no mantissa bit is left.
static Value emitReducePrecision(OpBuilder &b, Location loc, Value x,
                                 uint32_t exponentBits, uint32_t mantissaBits) {
  auto floatType = cast<FloatType>(x.getType());
  unsigned nbits = floatType.getWidth();
  unsigned srcMantissa = floatType.getFPMantissaWidth() - 1;
  unsigned srcExponent = nbits - 1 - srcMantissa;
  Type intType = b.getIntegerType(nbits);
  auto cst = [&](const APInt &v) { return intConst(b, loc, intType, v); };
  auto bits = [&](uint64_t v) { return APInt(nbits, v); };
  Value xi = arith::BitcastOp::create(b, loc, intType, x);
  if (mantissaBits < srcMantissa) {
    unsigned shift = srcMantissa - mantissaBits;
    APInt lastBit = APInt::getOneBitSet(nbits, shift);
    Value lastMantissaBit = arith::ShRUIOp::create(
        b, loc, arith::AndIOp::create(b, loc, xi, cst(lastBit)),
        cst(bits(shift)));
    Value bias = arith::AddIOp::create(b, loc, lastMantissaBit,
                                       cst(lastBit.lshr(1) - 1));
    xi = arith::AddIOp::create(b, loc, xi, bias);
    xi = arith::AndIOp::create(b, loc, xi, cst(~(lastBit - 1)));
  }
  if (exponentBits < srcExponent) {
    APInt signMask = APInt::getSignMask(nbits);
    APInt expMask = APInt::getBitsSet(nbits, srcMantissa, nbits - 1);
    uint64_t bias = (uint64_t(1) << (srcExponent - 1)) - 1;
    uint64_t reducedBias = (uint64_t(1) << (exponentBits - 1)) - 1;
    Value exponent = arith::AndIOp::create(b, loc, xi, cst(expMask));
    Value overflows =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, exponent,
                              cst(bits(bias + reducedBias).shl(srcMantissa)));
    Value underflows =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, exponent,
                              cst(bits(bias - reducedBias).shl(srcMantissa)));
    Value signedZero = arith::AndIOp::create(b, loc, xi, cst(signMask));
    Value signedInf = arith::OrIOp::create(b, loc, signedZero, cst(expMask));
    xi = arith::SelectOp::create(b, loc, overflows, signedInf, xi);
    xi = arith::SelectOp::create(b, loc, underflows, signedZero, xi);
  }
  Value result = arith::BitcastOp::create(b, loc, floatType, xi);
  if (mantissaBits == 0)
    return result;
  Value isNan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  return arith::SelectOp::create(b, loc, isNan, x, result);
}

FailureOr<Value> emitScalarOp(OpBuilder &b, Location loc, Operation *op,
                              ValueRange args, std::string &why) {
  if (op->getNumResults() != 1) {
    why = "expected one result";
    return failure();
  }
  Type origType = getElementTypeOrSelf(op->getOperand(0).getType());
  Type resultOrigType = getElementTypeOrSelf(op->getResult(0).getType());
  if (isa<hlo::SelectOp, hlo::ClampOp>(op))
    origType = getElementTypeOrSelf(op->getOperand(1).getType());
  if (isa<ComplexType>(origType) || isa<ComplexType>(resultOrigType)) {
    why = "complex element types are not supported";
    return failure();
  }
  Type type = toSignless(origType);
  bool isFloat = isa<FloatType>(type);
  bool isUnsigned = isUnsignedLike(origType);
  bool isBool = type.isInteger(1);
  Value x = args.empty() ? Value() : args[0];
  Value y = args.size() > 1 ? args[1] : Value();

  auto unsupportedType = [&]() -> FailureOr<Value> {
    why = ("element type " + llvm::Twine(isFloat ? "float" : "integer") +
           " is not supported by this op")
              .str();
    return failure();
  };

  return llvm::TypeSwitch<Operation *, FailureOr<Value>>(op)
      // Arithmetic.
      .Case<hlo::AddOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::AddFOp::create(b, loc, x, y).getResult();
        if (isBool)
          return arith::OrIOp::create(b, loc, x, y).getResult();
        return arith::AddIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::SubtractOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::SubFOp::create(b, loc, x, y).getResult();
        return arith::SubIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::MulOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::MulFOp::create(b, loc, x, y).getResult();
        if (isBool)
          return arith::AndIOp::create(b, loc, x, y).getResult();
        return arith::MulIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::DivOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::DivFOp::create(b, loc, x, y).getResult();
        return emitIntDiv(b, loc, x, y, isUnsigned);
      })
      .Case<hlo::RemOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::RemFOp::create(b, loc, x, y).getResult();
        return emitIntRem(b, loc, x, y, isUnsigned);
      })
      .Case<hlo::MaxOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::MaximumFOp::create(b, loc, x, y).getResult();
        if (isUnsigned)
          return arith::MaxUIOp::create(b, loc, x, y).getResult();
        return arith::MaxSIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::MinOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::MinimumFOp::create(b, loc, x, y).getResult();
        if (isUnsigned)
          return arith::MinUIOp::create(b, loc, x, y).getResult();
        return arith::MinSIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::PowOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return math::PowFOp::create(b, loc, x, y).getResult();
        return emitIntPow(b, loc, x, y, isUnsigned);
      })
      .Case<hlo::Atan2Op>([&](auto) -> FailureOr<Value> {
        return math::Atan2Op::create(b, loc, x, y).getResult();
      })
      .Case<hlo::NegOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::NegFOp::create(b, loc, x).getResult();
        return arith::SubIOp::create(b, loc, intConst(b, loc, type, 0), x)
            .getResult();
      })
      .Case<hlo::AbsOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return math::AbsFOp::create(b, loc, x).getResult();
        if (isUnsigned)
          return x;
        return math::AbsIOp::create(b, loc, x).getResult();
      })
      .Case<hlo::SignOp>([&](auto) -> FailureOr<Value> {
        if (isFloat) {
          // +-1 with the sign of x; +-0 and NaN map to themselves.
          Value one = floatConst(b, loc, type, 1.0);
          Value signed1 = math::CopySignOp::create(b, loc, one, x);
          Value zeroOrNan = arith::CmpFOp::create(
              b, loc, arith::CmpFPredicate::UEQ, x,
              floatConst(b, loc, type, 0.0));
          return arith::SelectOp::create(b, loc, zeroOrNan, x, signed1)
              .getResult();
        }
        Value zero = intConst(b, loc, type, 0);
        Value one = intConst(b, loc, type, 1);
        Value nonZero =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, x, zero);
        Value r = arith::SelectOp::create(b, loc, nonZero, one, zero);
        if (isUnsigned)
          return r;
        Value neg =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, zero);
        return arith::SelectOp::create(b, loc, neg,
                                       intConst(b, loc, type, -1), r)
            .getResult();
      })
      // Transcendental and rounding (floats only; enforced by the ODS).
      .Case<hlo::ExpOp>([&](auto) -> FailureOr<Value> {
        return math::ExpOp::create(b, loc, x).getResult();
      })
      .Case<hlo::Expm1Op>([&](auto) -> FailureOr<Value> {
        return math::ExpM1Op::create(b, loc, x).getResult();
      })
      .Case<hlo::LogOp>([&](auto) -> FailureOr<Value> {
        return math::LogOp::create(b, loc, x).getResult();
      })
      .Case<hlo::Log1pOp>([&](auto) -> FailureOr<Value> {
        return math::Log1pOp::create(b, loc, x).getResult();
      })
      .Case<hlo::SqrtOp>([&](auto) -> FailureOr<Value> {
        return math::SqrtOp::create(b, loc, x).getResult();
      })
      .Case<hlo::RsqrtOp>([&](auto) -> FailureOr<Value> {
        return math::RsqrtOp::create(b, loc, x).getResult();
      })
      .Case<hlo::CbrtOp>([&](auto) -> FailureOr<Value> {
        // cbrt(+-inf) = +-inf. MLIR's f32 polynomial approximation of
        // math.cbrt (used by llvm-cpu) returns NaN there, so pass infinities
        // through explicitly.
        Value r = math::CbrtOp::create(b, loc, x);
        Value isInf = arith::CmpFOp::create(
            b, loc, arith::CmpFPredicate::OEQ, math::AbsFOp::create(b, loc, x),
            floatConst(
                b, loc, type,
                APFloat::getInf(cast<FloatType>(type).getFloatSemantics())));
        return arith::SelectOp::create(b, loc, isInf, x, r).getResult();
      })
      .Case<hlo::TanhOp>([&](auto) -> FailureOr<Value> {
        return math::TanhOp::create(b, loc, x).getResult();
      })
      .Case<hlo::LogisticOp>([&](auto) -> FailureOr<Value> {
        Value one = floatConst(b, loc, type, 1.0);
        Value e = math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, x));
        return arith::DivFOp::create(b, loc, one,
                                     arith::AddFOp::create(b, loc, one, e))
            .getResult();
      })
      .Case<hlo::SineOp>([&](auto) -> FailureOr<Value> {
        return math::SinOp::create(b, loc, x).getResult();
      })
      .Case<hlo::CosineOp>([&](auto) -> FailureOr<Value> {
        return math::CosOp::create(b, loc, x).getResult();
      })
      .Case<hlo::TanOp, chlo::TanOp>([&](auto) -> FailureOr<Value> {
        return math::TanOp::create(b, loc, x).getResult();
      })
      .Case<hlo::FloorOp>([&](auto) -> FailureOr<Value> {
        return math::FloorOp::create(b, loc, x).getResult();
      })
      .Case<hlo::CeilOp>([&](auto) -> FailureOr<Value> {
        return math::CeilOp::create(b, loc, x).getResult();
      })
      .Case<hlo::RoundNearestEvenOp>([&](auto) -> FailureOr<Value> {
        return math::RoundEvenOp::create(b, loc, x).getResult();
      })
      .Case<hlo::RoundOp>([&](auto) -> FailureOr<Value> {
        return math::RoundOp::create(b, loc, x).getResult();
      })
      .Case<hlo::IsFiniteOp>([&](auto) -> FailureOr<Value> {
        return math::IsFiniteOp::create(b, loc, x).getResult();
      })
      // Bitwise.
      .Case<hlo::AndOp>([&](auto) -> FailureOr<Value> {
        return arith::AndIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::OrOp>([&](auto) -> FailureOr<Value> {
        return arith::OrIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::XorOp>([&](auto) -> FailureOr<Value> {
        return arith::XOrIOp::create(b, loc, x, y).getResult();
      })
      .Case<hlo::NotOp>([&](auto) -> FailureOr<Value> {
        return arith::XOrIOp::create(b, loc, x, intConst(b, loc, type, -1))
            .getResult();
      })
      .Case<hlo::PopulationCountOp>([&](auto) -> FailureOr<Value> {
        return math::CtPopOp::create(b, loc, x).getResult();
      })
      .Case<hlo::ClzOp>([&](auto) -> FailureOr<Value> {
        return math::CountLeadingZerosOp::create(b, loc, x).getResult();
      })
      .Case<hlo::ShiftLeftOp, hlo::ShiftRightLogicalOp,
            hlo::ShiftRightArithmeticOp>([&](auto shiftOp) -> FailureOr<Value> {
        // Amounts >= the bit width (as unsigned) give 0, or the sign fill.
        unsigned width = bitWidth(type);
        Value bits = intConst(b, loc, type, width);
        Value tooBig =
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, y, bits);
        Value zero = intConst(b, loc, type, 0);
        if (isa<hlo::ShiftLeftOp>(shiftOp.getOperation())) {
          Value s = arith::ShLIOp::create(b, loc, x, y);
          return arith::SelectOp::create(b, loc, tooBig, zero, s).getResult();
        }
        if (isa<hlo::ShiftRightLogicalOp>(shiftOp.getOperation())) {
          Value s = arith::ShRUIOp::create(b, loc, x, y);
          return arith::SelectOp::create(b, loc, tooBig, zero, s).getResult();
        }
        Value s = arith::ShRSIOp::create(b, loc, x, y);
        Value fill = arith::ShRSIOp::create(b, loc, x,
                                            intConst(b, loc, type, width - 1));
        return arith::SelectOp::create(b, loc, tooBig, fill, s).getResult();
      })
      // Comparison, selection, conversion.
      .Case<hlo::CompareOp>([&](hlo::CompareOp cmp) -> FailureOr<Value> {
        return emitCompare(b, loc, cmp, x, y, why);
      })
      .Case<hlo::SelectOp>([&](auto) -> FailureOr<Value> {
        return arith::SelectOp::create(b, loc, args[0], args[1], args[2])
            .getResult();
      })
      .Case<hlo::ClampOp>([&](auto) -> FailureOr<Value> {
        Value lo = args[0], v = args[1], hi = args[2];
        if (isFloat)
          return arith::MinimumFOp::create(
                     b, loc, arith::MaximumFOp::create(b, loc, v, lo), hi)
              .getResult();
        if (isUnsigned)
          return arith::MinUIOp::create(
                     b, loc, arith::MaxUIOp::create(b, loc, v, lo), hi)
              .getResult();
        return arith::MinSIOp::create(b, loc,
                                      arith::MaxSIOp::create(b, loc, v, lo),
                                      hi)
            .getResult();
      })
      .Case<hlo::ConvertOp>([&](auto) -> FailureOr<Value> {
        return emitScalarConvert(b, loc, x, origType, resultOrigType, why);
      })
      .Case<hlo::BitcastConvertOp>([&](auto) -> FailureOr<Value> {
        Type to = toSignless(resultOrigType);
        if (x.getType() == to)
          return x;
        return arith::BitcastOp::create(b, loc, to, x).getResult();
      })
      .Case<hlo::ReducePrecisionOp>(
          [&](hlo::ReducePrecisionOp rp) -> FailureOr<Value> {
            return emitReducePrecision(b, loc, x, rp.getExponentBits(),
                                       rp.getMantissaBits());
          })
      // chlo.
      .Case<chlo::ErfOp>([&](auto) -> FailureOr<Value> {
        return math::ErfOp::create(b, loc, x).getResult();
      })
      .Case<chlo::ErfcOp>([&](auto) -> FailureOr<Value> {
        return math::ErfcOp::create(b, loc, x).getResult();
      })
      .Case<chlo::SquareOp>([&](auto) -> FailureOr<Value> {
        if (isFloat)
          return arith::MulFOp::create(b, loc, x, x).getResult();
        return arith::MulIOp::create(b, loc, x, x).getResult();
      })
      .Default([&](Operation *other) -> FailureOr<Value> {
        (void)unsupportedType;
        why = ("'" + other->getName().getStringRef() +
               "' is not an elementwise op input-hlo can lower")
                  .str();
        return failure();
      });
}

//===----------------------------------------------------------------------===//
// Regions of scalar ops (reduce, sort, scatter bodies)
//===----------------------------------------------------------------------===//

static bool isScalarizable(Operation &op) {
  // A body is a region's block or a function's (the reducer of a
  // stablehlo.dynamic_reduce_window call).
  if (isa<hlo::ReturnOp, func::ReturnOp>(op))
    return true;
  if (isa<hlo::ConstantOp>(op))
    return isa<DenseElementsAttr>(cast<hlo::ConstantOp>(op).getValue());
  if (isa<hlo::BroadcastInDimOp, hlo::ReshapeOp>(op))
    return cast<RankedTensorType>(op.getResult(0).getType()).getRank() == 0;
  return (hlo::isElementwiseHLOOp(&op) || isa<chlo::ChloDialect>(op.getDialect()));
}

/// The splat value of a rank-0 constant defined outside a body, as a
/// signless scalar attribute; null when `value` is not such a constant.
/// Canonicalization (also the one the inliner runs) hoists and uniques
/// constants of bodies that are not isolated from above into the enclosing
/// function, so bodies may refer to them.
static TypedAttr getOutsideScalarConstant(Value value) {
  Attribute attr;
  if (auto cst = value.getDefiningOp<hlo::ConstantOp>())
    attr = cst.getValue();
  else if (auto cst = value.getDefiningOp<arith::ConstantOp>())
    attr = cst.getValue();
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense || !dense.isSplat() || dense.getType().getRank() != 0)
    return {};
  Type elemType = toSignless(dense.getElementType());
  Attribute splat = dense.getSplatValue<Attribute>();
  if (auto intAttr = dyn_cast<IntegerAttr>(splat))
    splat = IntegerAttr::get(elemType, intAttr.getValue());
  return dyn_cast<TypedAttr>(splat);
}

FailureOr<linalg::GenericOp> createScalarGeneric(
    RewriterBase &rewriter, Location loc, TypeRange resultTypes,
    ValueRange inputs, ValueRange inits, ArrayRef<AffineMap> maps,
    ArrayRef<utils::IteratorType> iterators,
    function_ref<FailureOr<SmallVector<Value>>(OpBuilder &, Location,
                                               ValueRange)>
        emitBody) {
  bool emitFailed = false;
  auto generic = linalg::GenericOp::create(
      rewriter, loc, resultTypes, inputs, inits, maps, iterators,
      [&](OpBuilder &b, Location nested, ValueRange args) {
        FailureOr<SmallVector<Value>> results = emitBody(b, nested, args);
        if (failed(results)) {
          emitFailed = true;
          linalg::YieldOp::create(b, nested, args.take_back(inits.size()));
          return;
        }
        linalg::YieldOp::create(b, nested, *results);
      });
  if (emitFailed) {
    rewriter.eraseOp(generic);
    return failure();
  }
  return generic;
}

LogicalResult checkScalarRegion(Region &region, std::string &why) {
  if (!region.hasOneBlock()) {
    why = "the body must have one block";
    return failure();
  }
  for (Operation &op : region.front()) {
    for (Value operand : op.getOperands())
      if (!region.isAncestor(operand.getParentRegion()) &&
          !getOutsideScalarConstant(operand)) {
        why = ("'" + op.getName().getStringRef() +
               "' inside the body uses a value defined outside it that is "
               "not a scalar constant")
                  .str();
        return failure();
      }
    if (!isScalarizable(op)) {
      why = ("'" + op.getName().getStringRef() +
             "' inside the body is not supported (only elementwise ops, "
             "constants and stablehlo.return)")
                .str();
      return failure();
    }
    for (Type t : op.getResultTypes())
      if (auto tensor = dyn_cast<RankedTensorType>(t);
          !tensor || tensor.getRank() != 0) {
        why = ("'" + op.getName().getStringRef() +
               "' inside the body produces " + llvm::Twine("a non-scalar "
                                                           "tensor"))
                  .str();
        return failure();
      }
  }
  return success();
}

FailureOr<SmallVector<Value>> emitScalarRegion(OpBuilder &b, Location loc,
                                               Region &region, ValueRange args,
                                               std::string &why) {
  if (failed(checkScalarRegion(region, why)))
    return failure();
  Block &block = region.front();
  if (block.getNumArguments() != args.size()) {
    why = "body argument count mismatch";
    return failure();
  }
  IRMapping map;
  for (auto [arg, value] : llvm::zip(block.getArguments(), args))
    map.map(arg, value);
  // Body values map to scalars; constants from outside are re-created.
  auto lookup = [&](Value v) -> Value {
    if (Value mapped = map.lookupOrNull(v))
      return mapped;
    Value scalar =
        arith::ConstantOp::create(b, loc, getOutsideScalarConstant(v));
    map.map(v, scalar);
    return scalar;
  };
  for (Operation &op : block) {
    if (isa<hlo::ReturnOp, func::ReturnOp>(op)) {
      SmallVector<Value> results;
      for (Value v : op.getOperands())
        results.push_back(lookup(v));
      return results;
    }
    Value result;
    if (auto cst = dyn_cast<hlo::ConstantOp>(op)) {
      auto dense = cast<DenseElementsAttr>(cst.getValue());
      Type elemType = toSignless(dense.getElementType());
      Attribute value = dense.getSplatValue<Attribute>();
      if (auto intAttr = dyn_cast<IntegerAttr>(value))
        value = IntegerAttr::get(elemType, intAttr.getValue());
      result = arith::ConstantOp::create(b, loc, cast<TypedAttr>(value));
    } else if (isa<hlo::BroadcastInDimOp, hlo::ReshapeOp>(op)) {
      result = lookup(op.getOperand(0));
    } else {
      SmallVector<Value> operands;
      for (Value v : op.getOperands())
        operands.push_back(lookup(v));
      FailureOr<Value> emitted = emitScalarOp(b, loc, &op, operands, why);
      if (failed(emitted))
        return failure();
      result = *emitted;
    }
    map.map(op.getResult(0), result);
  }
  why = "the body has no stablehlo.return";
  return failure();
}

//===----------------------------------------------------------------------===//
// Elementwise ops -> linalg.generic
//===----------------------------------------------------------------------===//

namespace {

/// Any elementwise op: a linalg.generic over the result shape; rank-0
/// operands of higher-rank results (select pred, clamp bounds) broadcast.
template <typename OpTy>
struct ElementwiseConverter : HLOConversionPattern<OpTy> {
  using HLOConversionPattern<OpTy>::HLOConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    Location loc = op.getLoc();
    RankedTensorType resultType = getTensorType(
        this->getTypeConverter()->convertType(op->getResult(0).getType()), why);
    if (!resultType)
      return this->fail(rewriter, op, why);
    int64_t rank = resultType.getRank();
    SmallVector<AffineMap> maps;
    Value fullRank; // an operand of the result's shape: its dims size it
    for (Value operand : adaptor.getOperands()) {
      auto type = cast<RankedTensorType>(operand.getType());
      if (type.getRank() == rank) {
        maps.push_back(rewriter.getMultiDimIdentityMap(rank));
        if (!fullRank)
          fullRank = operand;
      } else if (type.getRank() == 0) {
        maps.push_back(AffineMap::get(rank, 0, rewriter.getContext()));
      } else {
        return this->fail(rewriter, op, "operand rank mismatch");
      }
    }
    maps.push_back(rewriter.getMultiDimIdentityMap(rank));
    if (!resultType.hasStaticShape() && !fullRank)
      return this->fail(rewriter, op, "dynamic result of rank-0 operands");
    Value init = resultType.hasStaticShape()
                     ? createEmpty(rewriter, loc, resultType)
                     : createEmpty(rewriter, loc, resultType,
                                   dimSizes(rewriter, loc, fullRank));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    FailureOr<linalg::GenericOp> generic = createScalarGeneric(
        rewriter, loc, resultType, adaptor.getOperands(), init, maps,
        iterators,
        [&](OpBuilder &b, Location nested,
            ValueRange args) -> FailureOr<SmallVector<Value>> {
          FailureOr<Value> r =
              emitScalarOp(b, nested, op, args.drop_back(), why);
          if (failed(r))
            return failure();
          return SmallVector<Value>{*r};
        });
    if (failed(generic))
      return this->fail(rewriter, op, why);
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
};

/// map: a linalg.generic over the result shape whose body is the map's
/// computation emitted as scalar code.
struct MapConverter : HLOConversionPattern<hlo::MapOp> {
  using HLOConversionPattern::HLOConversionPattern;

  LogicalResult
  matchAndRewrite(hlo::MapOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string why;
    if (failed(checkScalarRegion(op.getComputation(), why)))
      return fail(rewriter, op, why);
    RankedTensorType resultType = getRealStaticTensorType(
        getTypeConverter()->convertType(op.getType()), why);
    if (!resultType)
      return fail(rewriter, op, why);
    Location loc = op.getLoc();
    int64_t rank = resultType.getRank();
    SmallVector<AffineMap> maps(adaptor.getInputs().size() + 1,
                                rewriter.getMultiDimIdentityMap(rank));
    FailureOr<linalg::GenericOp> generic = createScalarGeneric(
        rewriter, loc, resultType, adaptor.getInputs(),
        createEmpty(rewriter, loc, resultType), maps,
        SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
        [&](OpBuilder &b, Location nested, ValueRange args) {
          return emitScalarRegion(b, nested, op.getComputation(),
                                  args.drop_back(), why);
        });
    if (failed(generic))
      return fail(rewriter, op, why);
    rewriter.replaceOp(op, generic->getResults());
    return success();
  }
};

} // namespace

void populateElementwiseToLinalgPatterns(const TypeConverter &converter,
                                         FailureLog &log,
                                         RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<
      ElementwiseConverter<hlo::AbsOp>, ElementwiseConverter<hlo::CbrtOp>,
      ElementwiseConverter<hlo::CeilOp>, ElementwiseConverter<hlo::ClzOp>,
      ElementwiseConverter<hlo::CosineOp>, ElementwiseConverter<hlo::ExpOp>,
      ElementwiseConverter<hlo::Expm1Op>, ElementwiseConverter<hlo::FloorOp>,
      ElementwiseConverter<hlo::LogOp>, ElementwiseConverter<hlo::Log1pOp>,
      ElementwiseConverter<hlo::LogisticOp>, ElementwiseConverter<hlo::NegOp>,
      ElementwiseConverter<hlo::NotOp>,
      ElementwiseConverter<hlo::PopulationCountOp>,
      ElementwiseConverter<hlo::RoundOp>,
      ElementwiseConverter<hlo::RoundNearestEvenOp>,
      ElementwiseConverter<hlo::RsqrtOp>, ElementwiseConverter<hlo::SignOp>,
      ElementwiseConverter<hlo::SineOp>, ElementwiseConverter<hlo::SqrtOp>,
      ElementwiseConverter<hlo::TanOp>, ElementwiseConverter<hlo::TanhOp>,
      ElementwiseConverter<hlo::IsFiniteOp>,
      ElementwiseConverter<hlo::ConvertOp>,
      ElementwiseConverter<hlo::BitcastConvertOp>,
      ElementwiseConverter<hlo::AddOp>, ElementwiseConverter<hlo::Atan2Op>,
      ElementwiseConverter<hlo::DivOp>, ElementwiseConverter<hlo::MaxOp>,
      ElementwiseConverter<hlo::MinOp>, ElementwiseConverter<hlo::MulOp>,
      ElementwiseConverter<hlo::PowOp>, ElementwiseConverter<hlo::RemOp>,
      ElementwiseConverter<hlo::SubtractOp>, ElementwiseConverter<hlo::AndOp>,
      ElementwiseConverter<hlo::OrOp>, ElementwiseConverter<hlo::XorOp>,
      ElementwiseConverter<hlo::ShiftLeftOp>,
      ElementwiseConverter<hlo::ShiftRightArithmeticOp>,
      ElementwiseConverter<hlo::ShiftRightLogicalOp>,
      ElementwiseConverter<hlo::CompareOp>, ElementwiseConverter<hlo::SelectOp>,
      ElementwiseConverter<hlo::ClampOp>, ElementwiseConverter<chlo::ErfOp>,
      ElementwiseConverter<chlo::ErfcOp>,
      ElementwiseConverter<hlo::ReducePrecisionOp>,
      ElementwiseConverter<chlo::SquareOp>, ElementwiseConverter<chlo::TanOp>,
      MapConverter>(converter, ctx, log);
}

} // namespace strata::input_hlo
