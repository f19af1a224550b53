//===- StablehloOps.cpp - stablehlo operations -------------------*- C++
//-*-===//
//
// Custom syntax (matching the upstream StableHLO printer) and verifiers of
// the stablehlo ops.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/StablehloOps.h"

#include "AsmHelpers.h"
#include "VerifyHelpers.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace strata::stablehlo {

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// `T` when all types are equal, else `(T0, T1, ...) -> R`.
static ParseResult parseSameOperandsAndResultTypeImpl(OpAsmParser &parser,
                                                      ArrayRef<Type *> types) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != types.size() - 1 ||
        fnType.getNumResults() != 1)
      return parser.emitError(loc, "expected a function type with ")
             << types.size() - 1 << " inputs and 1 result, got " << fnType;
    for (auto [i, input] : llvm::enumerate(fnType.getInputs()))
      *types[i] = input;
    *types.back() = fnType.getResult(0);
    return success();
  }
  for (Type *t : types)
    *t = type;
  return success();
}

template <typename... Types>
static ParseResult parseSameOperandsAndResultType(OpAsmParser &parser,
                                                  Types &...types) {
  return parseSameOperandsAndResultTypeImpl(parser, {&types...});
}

static void printSameOperandsAndResultTypeImpl(OpAsmPrinter &printer,
                                               ArrayRef<Type> types) {
  if (llvm::all_equal(types)) {
    printer << types.front();
    return;
  }
  printer << '(';
  llvm::interleaveComma(types.drop_back(), printer);
  printer << ") -> " << types.back();
}

template <typename... Types>
static void printSameOperandsAndResultType(OpAsmPrinter &printer, Operation *,
                                           Types... types) {
  printSameOperandsAndResultTypeImpl(printer, {types...});
}

/// The element type of a complex tensor, or the element type itself.
static Type getRealElementType(Type tensorType) {
  Type element = getElementTypeOrSelf(tensorType);
  if (auto complex = dyn_cast<ComplexType>(element))
    return complex.getElementType();
  return element;
}

/// `resultType` (a complex tensor, operands of its element type) or a
/// function type.
static ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                                      Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
      return parser.emitError(loc, "expected (lhs, rhs) -> result, got ")
             << fnType;
    lhs = fnType.getInput(0);
    rhs = fnType.getInput(1);
    result = fnType.getResult(0);
    return success();
  }
  auto tensor = dyn_cast<RankedTensorType>(type);
  auto complex =
      tensor ? dyn_cast<ComplexType>(tensor.getElementType()) : ComplexType();
  if (!complex)
    return parser.emitError(loc, "expected a tensor of complex type, got ")
           << type;
  lhs = rhs = tensor.clone(complex.getElementType());
  result = type;
  return success();
}

static void printComplexOpType(OpAsmPrinter &printer, Operation *, Type lhs,
                               Type rhs, Type result) {
  if (lhs == rhs &&
      cast<ShapedType>(result).clone(getRealElementType(result)) == lhs) {
    printer << result;
    return;
  }
  printer << '(' << lhs << ", " << rhs << ") -> " << result;
}

/// `predType, resultType` or a function type.
static ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred,
                                     Type &onTrue, Type &onFalse,
                                     Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type first;
  if (parser.parseType(first))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(first)) {
    if (fnType.getNumInputs() != 3 || fnType.getNumResults() != 1)
      return parser.emitError(loc, "expected (pred, on_true, on_false) -> "
                                   "result, got ")
             << fnType;
    pred = fnType.getInput(0);
    onTrue = fnType.getInput(1);
    onFalse = fnType.getInput(2);
    result = fnType.getResult(0);
    return success();
  }
  pred = first;
  if (parser.parseComma() || parser.parseType(onTrue))
    return failure();
  onFalse = result = onTrue;
  return success();
}

static void printSelectOpType(OpAsmPrinter &printer, Operation *, Type pred,
                              Type onTrue, Type onFalse, Type result) {
  if (onTrue == onFalse && onTrue == result) {
    printer << pred << ", " << result;
    return;
  }
  printer << '(' << pred << ", " << onTrue << ", " << onFalse << ") -> "
          << result;
}

/// `%a, %b, ` followed by a keyword (the attribute's name).
static ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult result = parser.parseOptionalOperand(operand);
    if (!result.has_value())
      return success();
    if (failed(*result))
      return failure();
    operands.push_back(operand);
    if (parser.parseComma())
      return failure();
  }
}

static void printVariadicOperandWithAttribute(OpAsmPrinter &printer,
                                              Operation *,
                                              OperandRange operands) {
  llvm::interleaveComma(operands, printer);
  if (!operands.empty())
    printer << ',';
}

/// `[1, 2]` as a DenseI64ArrayAttr.
static ParseResult parseDims(OpAsmParser &parser, DenseI64ArrayAttr &attr) {
  SmallVector<int64_t> values;
  if (parseIntList(parser, values))
    return failure();
  attr = DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printDims(OpAsmPrinter &printer, Operation *,
                      DenseI64ArrayAttr attr) {
  printIntList(printer, attr.asArrayRef());
}

/// `[start:limit(:stride)?, ...]`.
static ParseResult parseSliceRanges(OpAsmParser &parser,
                                    DenseI64ArrayAttr &start,
                                    DenseI64ArrayAttr &limit,
                                    DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> s, l, st;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t a, b, c = 1;
            if (parser.parseInteger(a) || parser.parseColon() ||
                parser.parseInteger(b))
              return failure();
            if (succeeded(parser.parseOptionalColon()) &&
                parser.parseInteger(c))
              return failure();
            s.push_back(a);
            l.push_back(b);
            st.push_back(c);
            return success();
          }))
    return failure();
  MLIRContext *ctx = parser.getContext();
  start = DenseI64ArrayAttr::get(ctx, s);
  limit = DenseI64ArrayAttr::get(ctx, l);
  strides = DenseI64ArrayAttr::get(ctx, st);
  return success();
}

static void printSliceRanges(OpAsmPrinter &printer, Operation *,
                             DenseI64ArrayAttr start, DenseI64ArrayAttr limit,
                             DenseI64ArrayAttr strides) {
  printer << '[';
  for (size_t i = 0, e = start.size(); i < e; ++i) {
    if (i)
      printer << ", ";
    printer << start[i] << ':' << (i < limit.size() ? limit[i] : 0);
    if (i < strides.size() && strides[i] != 1)
      printer << ':' << strides[i];
  }
  printer << ']';
}

/// `precision = [DEFAULT, HIGHEST]`.
static ParseResult parsePrecisionList(OpAsmParser &parser, ArrayAttr &attr) {
  SmallVector<Attribute> values;
  if (parser.parseKeyword("precision") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef keyword;
            if (parser.parseKeyword(&keyword))
              return failure();
            std::optional<Precision> precision = symbolizePrecision(keyword);
            if (!precision)
              return parser.emitError(loc, "expected DEFAULT, HIGH or HIGHEST, "
                                           "got '")
                     << keyword << "'";
            values.push_back(
                PrecisionAttr::get(parser.getContext(), *precision));
            return success();
          }))
    return failure();
  attr = ArrayAttr::get(parser.getContext(), values);
  return success();
}

/// `, precision = [DEFAULT, HIGHEST]` (optional).
static ParseResult parsePrecisionConfig(OpAsmParser &parser, ArrayAttr &attr) {
  if (failed(parser.parseOptionalComma()))
    return success();
  return parsePrecisionList(parser, attr);
}

static void printPrecisionConfig(OpAsmPrinter &printer, Operation *,
                                 ArrayAttr attr) {
  if (!attr)
    return;
  printer << ", precision = [";
  llvm::interleaveComma(attr, printer, [&](Attribute a) {
    if (auto p = dyn_cast<PrecisionAttr>(a))
      printer << stringifyPrecision(p.getValue());
    else
      printer << a;
  });
  printer << ']';
}

/// `, precision = [...]` and/or `, algorithm = <...>` (both optional; the
/// algorithm is the attribute's body without its `#stablehlo.dot_algorithm`
/// prefix, as the official printer writes it).
static ParseResult
parsePrecisionConfigAndAlgorithm(OpAsmParser &parser, ArrayAttr &precision,
                                 DotAlgorithmAttr &algorithm) {
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalKeyword("algorithm"))) {
      if (algorithm)
        return parser.emitError(loc, "duplicate 'algorithm'");
      if (parser.parseEqual())
        return failure();
      algorithm = dyn_cast_or_null<DotAlgorithmAttr>(
          DotAlgorithmAttr::parse(parser, Type()));
      if (!algorithm)
        return failure();
      continue;
    }
    if (precision)
      return parser.emitError(loc, "expected 'algorithm'");
    if (parsePrecisionList(parser, precision))
      return failure();
  }
  return success();
}

static void printPrecisionConfigAndAlgorithm(OpAsmPrinter &printer,
                                             Operation *op, ArrayAttr precision,
                                             DotAlgorithmAttr algorithm) {
  printPrecisionConfig(printer, op, precision);
  if (!algorithm)
    return;
  printer << ", algorithm = ";
  algorithm.print(printer);
}

/// `batching_dims = [0] x [0], contracting_dims = [2] x [1]`.
static ParseResult parseDotDimensionNumbers(OpAsmParser &parser,
                                            DotDimensionNumbersAttr &attr) {
  SmallVector<int64_t> lb, rb, lc, rc;
  if (succeeded(parser.parseOptionalKeyword("batching_dims"))) {
    if (parser.parseEqual() || parseIntList(parser, lb) ||
        parser.parseKeyword("x") || parseIntList(parser, rb) ||
        parser.parseComma())
      return failure();
  }
  if (parser.parseKeyword("contracting_dims") || parser.parseEqual() ||
      parseIntList(parser, lc) || parser.parseKeyword("x") ||
      parseIntList(parser, rc))
    return failure();
  attr = DotDimensionNumbersAttr::get(parser.getContext(), lb, rb, lc, rc);
  return success();
}

static void printDotDimensionNumbers(OpAsmPrinter &printer, Operation *,
                                     DotDimensionNumbersAttr attr) {
  if (!attr.getLhsBatchingDimensions().empty() ||
      !attr.getRhsBatchingDimensions().empty()) {
    printer << "batching_dims = ";
    printIntList(printer, attr.getLhsBatchingDimensions());
    printer << " x ";
    printIntList(printer, attr.getRhsBatchingDimensions());
    printer << ", ";
  }
  printer << "contracting_dims = ";
  printIntList(printer, attr.getLhsContractingDimensions());
  printer << " x ";
  printIntList(printer, attr.getRhsContractingDimensions());
}

static ParseResult parseConvolutionDimensions(OpAsmParser &parser,
                                              ConvDimensionNumbersAttr &attr) {
  return parseConvDimensionsBody(parser, attr);
}

static void printConvolutionDimensions(OpAsmPrinter &printer, Operation *,
                                       ConvDimensionNumbersAttr attr) {
  printConvDimensionsBody(printer, attr);
}

/// `stride = [..], pad = [[l, h], ...], lhs_dilate = [..], rhs_dilate = [..],
/// reverse = [false, ..]`, every entry optional.
static ParseResult parseWindowAttributes(OpAsmParser &parser,
                                         DenseI64ArrayAttr &strides,
                                         DenseIntElementsAttr &padding,
                                         DenseI64ArrayAttr &lhsDilation,
                                         DenseI64ArrayAttr &rhsDilation,
                                         DenseBoolArrayAttr &reversal) {
  MLIRContext *ctx = parser.getContext();
  StringRef key;
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(&key)))
    return success();
  while (true) {
    if (parser.parseEqual())
      return failure();
    if (key == "stride" || key == "lhs_dilate" || key == "rhs_dilate") {
      SmallVector<int64_t> values;
      if (parseIntList(parser, values))
        return failure();
      auto attr = DenseI64ArrayAttr::get(ctx, values);
      (key == "stride"       ? strides
       : key == "lhs_dilate" ? lhsDilation
                             : rhsDilation) = attr;
    } else if (key == "pad") {
      SmallVector<int64_t> values;
      int64_t rows = 0;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                SmallVector<int64_t> pair;
                SMLoc pairLoc = parser.getCurrentLocation();
                if (parseIntList(parser, pair))
                  return failure();
                if (pair.size() != 2)
                  return parser.emitError(pairLoc, "expected [low, high], got ")
                         << pair.size() << " values";
                values.append(pair);
                ++rows;
                return success();
              }))
        return failure();
      auto type = RankedTensorType::get({rows, 2}, IntegerType::get(ctx, 64));
      padding = DenseIntElementsAttr::get(type, values);
    } else if (key == "reverse") {
      SmallVector<bool> values;
      if (parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                int64_t asInt;
                OptionalParseResult isInt = parser.parseOptionalInteger(asInt);
                if (isInt.has_value()) {
                  values.push_back(asInt != 0);
                  return *isInt;
                }
                StringRef word;
                SMLoc wordLoc = parser.getCurrentLocation();
                if (parser.parseKeyword(&word))
                  return failure();
                if (word != "true" && word != "false")
                  return parser.emitError(wordLoc, "expected true or false");
                values.push_back(word == "true");
                return success();
              }))
        return failure();
      reversal = DenseBoolArrayAttr::get(ctx, values);
    } else {
      return parser.emitError(loc, "unknown window attribute '")
             << key
             << "', expected stride, pad, lhs_dilate, rhs_dilate or "
                "reverse";
    }
    if (failed(parser.parseOptionalComma()))
      return success();
    loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key))
      return failure();
  }
}

static void printWindowAttributes(OpAsmPrinter &printer, Operation *,
                                  DenseI64ArrayAttr strides,
                                  DenseIntElementsAttr padding,
                                  DenseI64ArrayAttr lhsDilation,
                                  DenseI64ArrayAttr rhsDilation,
                                  DenseBoolArrayAttr reversal) {
  SmallVector<std::function<void()>> items;
  if (strides)
    items.push_back([&] {
      printer << "stride = ";
      printIntList(printer, strides.asArrayRef());
    });
  if (padding)
    items.push_back([&] {
      printer << "pad = [";
      SmallVector<int64_t> values(padding.getValues<int64_t>());
      for (size_t i = 0; i + 1 < values.size(); i += 2) {
        if (i)
          printer << ", ";
        printer << '[' << values[i] << ", " << values[i + 1] << ']';
      }
      printer << ']';
    });
  if (lhsDilation)
    items.push_back([&] {
      printer << "lhs_dilate = ";
      printIntList(printer, lhsDilation.asArrayRef());
    });
  if (rhsDilation)
    items.push_back([&] {
      printer << "rhs_dilate = ";
      printIntList(printer, rhsDilation.asArrayRef());
    });
  if (reversal)
    items.push_back([&] {
      printer << "reverse = [";
      llvm::interleaveComma(reversal.asArrayRef(), printer,
                            [&](bool b) { printer << (b ? "true" : "false"); });
      printer << ']';
    });
  llvm::interleaveComma(items, printer, [](auto &fn) { fn(); });
}

/// `@target` of a custom_call (a symbol name, stored as a string).
static ParseResult parseCustomCallTarget(OpAsmParser &parser,
                                         StringAttr &target) {
  return parser.parseSymbolName(target);
}

static void printCustomCallTarget(OpAsmPrinter &printer, Operation *,
                                  StringAttr target) {
  printer.printSymbolName(target.getValue());
}

/// `T0, T1, ...` of optimization_barrier: the result types equal the
/// operand types.
static ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                       SmallVectorImpl<Type> &operands,
                                       SmallVectorImpl<Type> &results) {
  if (parser.parseTypeList(operands))
    return failure();
  results.assign(operands.begin(), operands.end());
  return success();
}

static void printPairwiseOpType(OpAsmPrinter &printer, Operation *,
                                TypeRange operands, TypeRange) {
  llvm::interleaveComma(operands, printer);
}

/// `tuple<T0, T1, ...>` of stablehlo.tuple: the operand types are the
/// element types.
static ParseResult parseTupleOpType(OpAsmParser &parser,
                                    SmallVectorImpl<Type> &operands,
                                    Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tuple = dyn_cast<TupleType>(result);
  if (!tuple)
    return parser.emitError(loc, "expected a tuple type, got ") << result;
  llvm::append_range(operands, tuple.getTypes());
  return success();
}

static void printTupleOpType(OpAsmPrinter &printer, Operation *, TypeRange,
                             Type result) {
  printer.printType(result);
}

/// `e5m10` of reduce_precision.
static ParseResult parseExponentMantissa(OpAsmParser &parser,
                                         IntegerAttr &exponent,
                                         IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  unsigned e = 0, m = 0;
  size_t split = keyword.find('m');
  if (!keyword.starts_with("e") || split == StringRef::npos ||
      keyword.substr(1, split - 1).getAsInteger(10, e) ||
      keyword.substr(split + 1).getAsInteger(10, m))
    return parser.emitError(loc, "expected a format like e5m10, got '")
           << keyword << "'";
  Type i32 = parser.getBuilder().getI32Type();
  exponent = IntegerAttr::get(i32, e);
  mantissa = IntegerAttr::get(i32, m);
  return success();
}

static void printExponentMantissa(OpAsmPrinter &printer, Operation *,
                                  IntegerAttr exponent, IntegerAttr mantissa) {
  printer << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

} // namespace strata::stablehlo

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/StablehloOps.cpp.inc"

namespace strata::stablehlo {

bool isElementwiseHLOOp(Operation *op) {
  if (op->hasTrait<OpTrait::Elementwise>())
    return true;
  if (auto bitcast = dyn_cast<BitcastConvertOp>(op))
    return bitcast.getOperand().getType().getShape() ==
           bitcast.getResult().getType().getShape();
  return isa<SelectOp, ClampOp>(op);
}

//===----------------------------------------------------------------------===//
// Helpers for verifiers
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult SelectOp::verify() {
  auto predType = getPred().getType();
  auto trueType = getOnTrue().getType();
  if (trueType != getOnFalse().getType() || trueType != getType())
    return emitOpError() << "expects on_true, on_false and result of one type, "
                            "got "
                         << trueType << ", " << getOnFalse().getType()
                         << " and " << getType();
  if (predType.getRank() != 0 && predType.getShape() != trueType.getShape())
    return emitOpError() << "expects pred of rank 0 or of shape "
                         << shapeStr(trueType.getShape()) << ", got "
                         << predType;
  return success();
}

LogicalResult ClampOp::verify() {
  auto type = getOperand().getType();
  if (type != getType())
    return emitOpError() << "expects the result type " << getType()
                         << " to equal the operand type " << type;
  for (auto [name, bound] :
       {std::make_pair("min", getMin()), std::make_pair("max", getMax())}) {
    auto boundType = cast<RankedTensorType>(bound.getType());
    if (boundType.getElementType() != type.getElementType())
      return emitOpError() << "expects " << name << " of element type "
                           << type.getElementType() << ", got " << boundType;
    if (boundType.getRank() != 0 && boundType.getShape() != type.getShape())
      return emitOpError() << "expects " << name << " of rank 0 or of shape "
                           << shapeStr(type.getShape()) << ", got "
                           << boundType;
  }
  return success();
}

LogicalResult ConstantOp::verify() {
  if (getValue().getType() != getType())
    return emitOpError() << "expects the result type " << getType()
                         << " to equal the value type " << getValue().getType();
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

Operation *StablehloDialect::materializeConstant(OpBuilder &builder,
                                                 Attribute value, Type type,
                                                 Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, type, elements);
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Attribute value;
  if (parser.parseAttribute(value))
    return failure();
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements)
    return parser.emitError(loc, "expected an elements attribute, got ")
           << value;
  result.addAttribute("value", elements);
  result.addTypes(elements.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  printer.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  printer << ' ';
  printer.printAttribute(getValue());
}

LogicalResult IotaOp::verify() {
  auto type = cast<RankedTensorType>(getType());
  if (getIotaDimension() < 0 || getIotaDimension() >= type.getRank())
    return emitOpError() << "iota_dimension " << getIotaDimension()
                         << " is out of range [0, " << type.getRank() << ")";
  return success();
}

LogicalResult BroadcastInDimOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  if (operandType.getElementType() != resultType.getElementType())
    return emitOpError() << "expects element type "
                         << operandType.getElementType() << " in the result, "
                         << "got " << resultType.getElementType();
  return verifyBroadcastDims(*this, operandType, resultType, dims);
}

LogicalResult ReshapeOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  if (operandType.getElementType() != resultType.getElementType())
    return emitOpError() << "expects the same element type, got " << operandType
                         << " and " << resultType;
  if (operandType.hasStaticShape() && resultType.hasStaticShape() &&
      operandType.getNumElements() != resultType.getNumElements())
    return emitOpError() << "operand has " << operandType.getNumElements()
                         << " elements, result has "
                         << resultType.getNumElements();
  return success();
}

LogicalResult TransposeOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  ArrayRef<int64_t> perm = getPermutation();
  if (static_cast<int64_t>(perm.size()) != operandType.getRank())
    return emitOpError() << "permutation has " << perm.size()
                         << " entries, expected the operand rank "
                         << operandType.getRank();
  if (failed(
          verifyDimsInRange(*this, "permutation", perm, operandType.getRank())))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t p : perm)
    expected.push_back(operandType.getDimSize(p));
  if (resultType.getShape() != ArrayRef<int64_t>(expected) ||
      resultType.getElementType() != operandType.getElementType())
    return emitOpError() << "expects result shape " << shapeStr(expected)
                         << ", got " << resultType;
  return success();
}

LogicalResult ReverseOp::verify() {
  return verifyDimsInRange(*this, "dimensions", getDimensions(),
                           getOperand().getType().getRank());
}

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "expects at least one input";
  auto resultType = cast<RankedTensorType>(getType());
  int64_t rank = resultType.getRank(), dim = getDimension();
  if (dim < 0 || dim >= rank)
    return emitOpError() << "dimension " << dim << " is out of range [0, "
                         << rank << ")";
  int64_t total = 0;
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    auto type = cast<RankedTensorType>(input.getType());
    if (type.getRank() != rank)
      return emitOpError() << "input " << i << " has rank " << type.getRank()
                           << ", expected " << rank;
    for (int64_t d = 0; d < rank; ++d)
      if (d != dim && type.getDimSize(d) != resultType.getDimSize(d))
        return emitOpError() << "input " << i << " has size "
                             << type.getDimSize(d) << " in dimension " << d
                             << ", expected " << resultType.getDimSize(d);
    total += type.getDimSize(dim);
  }
  if (resultType.hasStaticShape() && total != resultType.getDimSize(dim))
    return emitOpError() << "result has size " << resultType.getDimSize(dim)
                         << " in dimension " << dim
                         << ", expected the sum of the inputs' " << total;
  return success();
}

LogicalResult SliceOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  int64_t rank = operandType.getRank();
  ArrayRef<int64_t> start = getStartIndices(), limit = getLimitIndices(),
                    strides = getStrides();
  if ((int64_t)start.size() != rank || (int64_t)limit.size() != rank ||
      (int64_t)strides.size() != rank)
    return emitOpError() << "expects " << rank
                         << " start/limit/stride values (the operand rank)";
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (start[d] < 0 || start[d] > limit[d] ||
        (!ShapedType::isDynamic(size) && limit[d] > size) || strides[d] <= 0)
      return emitOpError() << "has invalid range " << start[d] << ':'
                           << limit[d] << ':' << strides[d] << " in dimension "
                           << d << " of size " << size;
    expected.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  for (int64_t d = 0; d < rank; ++d)
    if (!ShapedType::isDynamic(expected[d]) &&
        !ShapedType::isDynamic(resultType.getDimSize(d)) &&
        expected[d] != resultType.getDimSize(d))
      return emitOpError() << "expects result shape " << shapeStr(expected)
                           << ", got " << resultType;
  return success();
}

LogicalResult DynamicSliceOp::verify() {
  auto operandType = getOperand().getType();
  int64_t rank = operandType.getRank();
  if ((int64_t)getStartIndices().size() != rank ||
      (int64_t)getSliceSizes().size() != rank)
    return emitOpError() << "expects " << rank
                         << " start indices and slice sizes, got "
                         << getStartIndices().size() << " and "
                         << getSliceSizes().size();
  for (int64_t d = 0; d < rank; ++d)
    if (getSliceSizes()[d] < 0 ||
        (!operandType.isDynamicDim(d) &&
         getSliceSizes()[d] > operandType.getDimSize(d)))
      return emitOpError() << "slice size " << getSliceSizes()[d]
                           << " does not fit dimension " << d << " of size "
                           << operandType.getDimSize(d);
  if (getType().getShape() != getSliceSizes())
    return emitOpError() << "expects result shape " << shapeStr(getSliceSizes())
                         << ", got " << getType();
  return success();
}

LogicalResult DynamicUpdateSliceOp::verify() {
  auto operandType = getOperand().getType();
  auto updateType = getUpdate().getType();
  int64_t rank = operandType.getRank();
  if ((int64_t)getStartIndices().size() != rank || updateType.getRank() != rank)
    return emitOpError() << "expects an update of rank " << rank << " and "
                         << rank << " start indices";
  for (int64_t d = 0; d < rank; ++d)
    if (!updateType.isDynamicDim(d) && !operandType.isDynamicDim(d) &&
        updateType.getDimSize(d) > operandType.getDimSize(d))
      return emitOpError() << "update size " << updateType.getDimSize(d)
                           << " exceeds dimension " << d << " of size "
                           << operandType.getDimSize(d);
  if (getType() != operandType)
    return emitOpError() << "expects the result type to be " << operandType;
  return success();
}

LogicalResult PadOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = cast<RankedTensorType>(getType());
  int64_t rank = operandType.getRank();
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  if ((int64_t)low.size() != rank || (int64_t)high.size() != rank ||
      (int64_t)interior.size() != rank)
    return emitOpError() << "expects " << rank
                         << " low/high/interior values (the operand rank)";
  if (getPaddingValue().getType().getElementType() !=
      operandType.getElementType())
    return emitOpError() << "expects a padding value of element type "
                         << operandType.getElementType();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    if (interior[d] < 0)
      return emitOpError() << "interior padding " << interior[d]
                           << " is negative in dimension " << d;
    int64_t size = operandType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    int64_t padded = size == 0 ? 0 : size + (size - 1) * interior[d];
    expected.push_back(low[d] + high[d] + padded);
    if (expected.back() < 0)
      return emitOpError() << "dimension " << d << " would have size "
                           << expected.back();
  }
  if (resultType.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape " << shapeStr(expected)
                         << ", got " << resultType;
  return success();
}

LogicalResult GatherOp::verify() {
  auto operandType = getOperand().getType();
  auto indicesType = getStartIndices().getType();
  auto resultType = cast<RankedTensorType>(getType());
  int64_t operandRank = operandType.getRank();
  ArrayRef<int64_t> sliceSizes = getSliceSizes();
  if ((int64_t)sliceSizes.size() != operandRank)
    return emitOpError() << "expects " << operandRank << " slice sizes, got "
                         << sliceSizes.size();
  GatherDimensionNumbersAttr dn = getDimensionNumbers();
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims(),
                    collapsed = dn.getCollapsedSliceDims(),
                    operandBatching = dn.getOperandBatchingDims(),
                    indicesBatching = dn.getStartIndicesBatchingDims(),
                    startIndexMap = dn.getStartIndexMap();
  SmallVector<int64_t> batchShape;
  if (failed(verifyIndexOperand(*this, indicesType, dn.getIndexVectorDim(),
                                "start_indices_batching_dims", indicesBatching,
                                "start_index_map", startIndexMap, batchShape)))
    return failure();
  SmallVector<int64_t> removed(collapsed);
  removed.append(operandBatching.begin(), operandBatching.end());
  if (failed(verifyDimsSorted(*this, "offset_dims", offsetDims)) ||
      failed(verifyDimsInRange(*this, "offset_dims", offsetDims,
                               resultType.getRank())) ||
      failed(verifyDimsSorted(*this, "collapsed_slice_dims", collapsed)) ||
      failed(verifyDimsInRange(*this,
                               "collapsed_slice_dims + operand_batching_dims",
                               removed, operandRank)) ||
      failed(verifyDimsInRange(*this, "start_index_map", startIndexMap,
                               operandRank)))
    return failure();
  if (operandBatching.size() != indicesBatching.size())
    return emitOpError() << "has " << operandBatching.size()
                         << " operand_batching_dims and "
                         << indicesBatching.size()
                         << " start_indices_batching_dims";
  for (int64_t d : startIndexMap)
    if (llvm::is_contained(operandBatching, d))
      return emitOpError() << "start_index_map " << shapeStr(startIndexMap)
                           << " contains operand batching dimension " << d;
  for (int64_t d = 0; d < operandRank; ++d) {
    int64_t dimSize = operandType.getDimSize(d);
    if (sliceSizes[d] < 0 ||
        (!ShapedType::isDynamic(dimSize) && sliceSizes[d] > dimSize))
      return emitOpError() << "slice size " << sliceSizes[d] << " of dimension "
                           << d << " is out of range [0, " << dimSize << "]";
    if (llvm::is_contained(removed, d) && sliceSizes[d] > 1)
      return emitOpError() << "slice size " << sliceSizes[d]
                           << " of collapsed/batching dimension " << d
                           << " must be 0 or 1";
  }
  for (auto [i, o] : llvm::enumerate(operandBatching)) {
    int64_t a = operandType.getDimSize(o),
            b = indicesType.getDimSize(indicesBatching[i]);
    if (!ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b)
      return emitOpError() << "operand batching dimension " << o << " (size "
                           << a << ") and start indices batching dimension "
                           << indicesBatching[i] << " (size " << b
                           << ") differ";
  }
  // Result: offset dims take the kept slice sizes, the others the index
  // batch shape, both in order.
  SmallVector<int64_t> offsetSizes;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(removed, d))
      offsetSizes.push_back(sliceSizes[d]);
  if (offsetSizes.size() != offsetDims.size() ||
      resultType.getRank() != (int64_t)(offsetDims.size() + batchShape.size()))
    return emitOpError() << "expects a result of rank "
                         << offsetDims.size() + batchShape.size() << " with "
                         << offsetSizes.size()
                         << " offset dims (slice dims not collapsed), got "
                         << resultType << " and offset_dims "
                         << shapeStr(offsetDims);
  SmallVector<int64_t> expected;
  size_t nextOffset = 0, nextBatch = 0;
  for (int64_t d = 0; d < resultType.getRank(); ++d)
    expected.push_back(llvm::is_contained(offsetDims, d)
                           ? offsetSizes[nextOffset++]
                           : batchShape[nextBatch++]);
  for (auto [e, r] : llvm::zip(expected, resultType.getShape()))
    if (!ShapedType::isDynamic(e) && !ShapedType::isDynamic(r) && e != r)
      return emitOpError() << "expects result shape " << shapeStr(expected)
                           << ", got " << resultType;
  return success();
}

LogicalResult DotOp::verify() {
  auto lhs = getLhs().getType(), rhs = getRhs().getType();
  if (lhs.getRank() < 1 || lhs.getRank() > 2 || rhs.getRank() < 1 ||
      rhs.getRank() > 2)
    return emitOpError() << "expects operands of rank 1 or 2, got " << lhs
                         << " and " << rhs;
  if (lhs.getDimSize(lhs.getRank() - 1) != rhs.getDimSize(0))
    return emitOpError() << "contracting dimensions differ: "
                         << lhs.getDimSize(lhs.getRank() - 1) << " vs "
                         << rhs.getDimSize(0);
  return success();
}

LogicalResult DotGeneralOp::verify() {
  auto lhs = getLhs().getType(), rhs = getRhs().getType();
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  ArrayRef<int64_t> lb = dims.getLhsBatchingDimensions(),
                    rb = dims.getRhsBatchingDimensions(),
                    lc = dims.getLhsContractingDimensions(),
                    rc = dims.getRhsContractingDimensions();
  if (lb.size() != rb.size())
    return emitOpError() << "has " << lb.size() << " lhs and " << rb.size()
                         << " rhs batching dimensions";
  if (lc.size() != rc.size())
    return emitOpError() << "has " << lc.size() << " lhs and " << rc.size()
                         << " rhs contracting dimensions";
  SmallVector<int64_t> lhsUsed(lb), rhsUsed(rb);
  lhsUsed.append(lc.begin(), lc.end());
  rhsUsed.append(rc.begin(), rc.end());
  if (failed(verifyDimsInRange(*this, "lhs batching+contracting dims", lhsUsed,
                               lhs.getRank())) ||
      failed(verifyDimsInRange(*this, "rhs batching+contracting dims", rhsUsed,
                               rhs.getRank())))
    return failure();
  for (size_t i = 0; i < lb.size(); ++i)
    if (lhs.getDimSize(lb[i]) != rhs.getDimSize(rb[i]))
      return emitOpError() << "batching dimension sizes differ: lhs "
                           << lhs.getDimSize(lb[i]) << " vs rhs "
                           << rhs.getDimSize(rb[i]);
  for (size_t i = 0; i < lc.size(); ++i)
    if (lhs.getDimSize(lc[i]) != rhs.getDimSize(rc[i]))
      return emitOpError() << "contracting dimension sizes differ: lhs "
                           << lhs.getDimSize(lc[i]) << " vs rhs "
                           << rhs.getDimSize(rc[i]);
  SmallVector<int64_t> expected;
  for (int64_t d : lb)
    expected.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < lhs.getRank(); ++d)
    if (!llvm::is_contained(lhsUsed, d))
      expected.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < rhs.getRank(); ++d)
    if (!llvm::is_contained(rhsUsed, d))
      expected.push_back(rhs.getDimSize(d));
  auto resultType = cast<RankedTensorType>(getType());
  if (resultType.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape " << shapeStr(expected)
                         << ", got " << resultType;
  return success();
}

LogicalResult ConvolutionOp::verify() {
  auto lhs = getLhs().getType(), rhs = getRhs().getType();
  auto result = cast<RankedTensorType>(getType());
  ConvDimensionNumbersAttr dims = getDimensionNumbers();
  int64_t rank = lhs.getRank();
  if (rhs.getRank() != rank || result.getRank() != rank)
    return emitOpError() << "expects input, kernel and result of one rank, "
                            "got "
                         << lhs << ", " << rhs << ", " << result;
  if ((int64_t)dims.getInputSpatialDimensions().size() != rank - 2)
    return emitOpError() << "dimension numbers describe "
                         << dims.getInputSpatialDimensions().size() + 2
                         << " dimensions, operands have " << rank;
  if (getFeatureGroupCount() < 1 || getBatchGroupCount() < 1)
    return emitOpError() << "group counts must be positive";
  int64_t numSpatial = rank - 2;
  for (auto [name, attr] :
       {std::make_pair("window_strides", getWindowStridesAttr()),
        std::make_pair("lhs_dilation", getLhsDilationAttr()),
        std::make_pair("rhs_dilation", getRhsDilationAttr())})
    if (attr && (int64_t)attr.size() != numSpatial)
      return emitOpError() << name << " has " << attr.size()
                           << " entries, expected " << numSpatial;
  if (auto padding = getPaddingAttr())
    if (padding.getType().getShape() != ArrayRef<int64_t>{numSpatial, 2})
      return emitOpError() << "padding must have type tensor<" << numSpatial
                           << "x2xi64>";
  int64_t inFeatures = lhs.getDimSize(dims.getInputFeatureDimension());
  int64_t kernelIn = rhs.getDimSize(dims.getKernelInputFeatureDimension());
  if (inFeatures != kernelIn * getFeatureGroupCount())
    return emitOpError() << "input features (" << inFeatures
                         << ") must equal kernel input features (" << kernelIn
                         << ") times feature_group_count ("
                         << getFeatureGroupCount() << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

/// Verifies a reduction body: 2N rank-0 arguments of the given element types
/// and a stablehlo.return of N rank-0 values.
static LogicalResult verifyReducerBody(Operation *op, Region &body,
                                       ArrayRef<Type> elementTypes) {
  size_t n = elementTypes.size();
  Block &block = body.front();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError() << "body takes " << block.getNumArguments()
                             << " arguments, expected " << 2 * n;
  for (size_t i = 0; i < 2 * n; ++i) {
    auto type = dyn_cast<RankedTensorType>(block.getArgument(i).getType());
    if (!type || type.getRank() != 0 ||
        type.getElementType() != elementTypes[i % n])
      return op->emitOpError()
             << "body argument " << i << " has type "
             << block.getArgument(i).getType() << ", expected "
             << RankedTensorType::get({}, elementTypes[i % n]);
  }
  auto ret = dyn_cast<ReturnOp>(block.getTerminator());
  if (!ret || ret.getResults().size() != n)
    return op->emitOpError()
           << "body must end in stablehlo.return of " << n << " values";
  return success();
}

LogicalResult ReduceOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "expects at least one input";
  auto firstType = cast<RankedTensorType>(getInputs()[0].getType());
  SmallVector<Type> elementTypes;
  for (auto [i, input, init] : llvm::enumerate(getInputs(), getInitValues())) {
    auto type = cast<RankedTensorType>(input.getType());
    if (type.getShape() != firstType.getShape())
      return emitOpError() << "input " << i << " has type " << type
                           << ", expected the shape of input 0 "
                           << shapeStr(firstType.getShape());
    auto initType = cast<RankedTensorType>(init.getType());
    if (initType.getElementType() != type.getElementType())
      return emitOpError() << "init value " << i << " has type " << initType
                           << ", expected tensor<" << type.getElementType()
                           << ">";
    elementTypes.push_back(type.getElementType());
  }
  if (failed(verifyDimsInRange(*this, "dimensions", getDimensions(),
                               firstType.getRank())))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < firstType.getRank(); ++d)
    if (!llvm::is_contained(getDimensions(), d))
      expected.push_back(firstType.getDimSize(d));
  for (auto [i, result] : llvm::enumerate(getResults())) {
    auto type = cast<RankedTensorType>(result.getType());
    if (type.getShape() != ArrayRef<int64_t>(expected) ||
        type.getElementType() != elementTypes[i])
      return emitOpError() << "result " << i << " has type " << type
                           << ", expected shape " << shapeStr(expected)
                           << " of " << elementTypes[i];
  }
  return verifyReducerBody(*this, getBody(), elementTypes);
}

/// Returns the single op of a body `{ %r = op %a0, %b0; return %r }` when it
/// can be printed as `applies op`.
static Operation *getCompactReducer(ReduceOp op) {
  if (op.getInputs().size() != 1)
    return nullptr;
  Block &block = op.getBody().front();
  if (!llvm::hasSingleElement(block.without_terminator()))
    return nullptr;
  Operation &inner = block.front();
  auto ret = cast<ReturnOp>(block.getTerminator());
  if (inner.getNumOperands() != 2 || inner.getNumResults() != 1 ||
      inner.getNumRegions() != 0 || !inner.getAttrs().empty() ||
      inner.getDialect() != op->getDialect() ||
      inner.getOperand(0) != block.getArgument(0) ||
      inner.getOperand(1) != block.getArgument(1) ||
      ret.getResults().size() != 1 ||
      ret.getResults()[0] != inner.getResult(0) ||
      inner.getResult(0).getType() != block.getArgument(0).getType())
    return nullptr;
  return &inner;
}

void ReduceOp::print(OpAsmPrinter &printer) {
  size_t n = getInputs().size();
  for (size_t i = 0; i < n; ++i) {
    printer << (i ? ", (" : "(") << getInputs()[i]
            << " init: " << getInitValues()[i] << ')';
  }
  Operation *compact = getCompactReducer(*this);
  if (compact)
    printer << " applies " << compact->getName().getStringRef();
  printer << " across dimensions = ";
  printIntList(printer, getDimensions());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"dimensions"});
  printer << " : ";
  printer.printFunctionalType(*this);
  if (compact)
    return;
  printer.printNewline();
  printer << " reducer";
  Block &block = getBody().front();
  for (size_t i = 0; i < n; ++i) {
    printer << '(';
    printer.printRegionArgument(block.getArgument(i));
    printer << ", ";
    printer.printRegionArgument(block.getArgument(i + n));
    printer << ')';
  }
  printer << ' ';
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  do {
    OpAsmParser::UnresolvedOperand input, init;
    if (parser.parseLParen() || parser.parseOperand(input) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(init) || parser.parseRParen())
      return failure();
    inputs.push_back(input);
    inits.push_back(init);
  } while (succeeded(parser.parseOptionalComma()));

  SMLoc appliesLoc = parser.getCurrentLocation();
  StringRef reducerName;
  bool compact = succeeded(parser.parseOptionalKeyword("applies"));
  if (compact && parser.parseKeyword(&reducerName))
    return failure();

  SmallVector<int64_t> dims;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseIntList(parser, dims) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType fnType;
  if (parser.parseType(fnType))
    return failure();
  size_t n = inputs.size();
  if (fnType.getNumInputs() != 2 * n || fnType.getNumResults() != n)
    return parser.emitError(typeLoc, "expected a function type with ")
           << 2 * n << " inputs and " << n << " results, got " << fnType;
  SmallVector<OpAsmParser::UnresolvedOperand> all(inputs);
  all.append(inits);
  if (parser.resolveOperands(all, fnType.getInputs(), typeLoc, result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  result.addAttribute("dimensions",
                      DenseI64ArrayAttr::get(parser.getContext(), dims));

  SmallVector<Type> scalarTypes;
  for (Type t : fnType.getInputs().drop_back(n)) {
    auto tensorType = dyn_cast<RankedTensorType>(t);
    if (!tensorType)
      return parser.emitError(typeLoc, "expected ranked tensor inputs");
    scalarTypes.push_back(
        RankedTensorType::get({}, tensorType.getElementType()));
  }

  Region *body = result.addRegion();
  if (compact) {
    if (n != 1)
      return parser.emitError(appliesLoc,
                              "'applies' needs exactly one input, got ")
             << n;
    OpBuilder builder(parser.getContext());
    Block *block = new Block();
    body->push_back(block);
    Location loc = result.location;
    Value lhs = block->addArgument(scalarTypes[0], loc);
    Value rhs = block->addArgument(scalarTypes[0], loc);
    builder.setInsertionPointToStart(block);
    OperationState state(loc, reducerName);
    if (!state.name.isRegistered())
      return parser.emitError(appliesLoc, "unknown reducer op '")
             << reducerName << "'";
    state.addOperands({lhs, rhs});
    state.addTypes(scalarTypes[0]);
    Operation *inner = builder.create(state);
    ReturnOp::create(builder, loc, inner->getResult(0));
    return success();
  }

  if (parser.parseKeyword("reducer"))
    return failure();
  SmallVector<OpAsmParser::Argument> lhsArgs(n), rhsArgs(n);
  for (size_t i = 0; i < n; ++i) {
    if (parser.parseLParen() ||
        parser.parseArgument(lhsArgs[i], /*allowType=*/true) ||
        parser.parseComma() ||
        parser.parseArgument(rhsArgs[i], /*allowType=*/true) ||
        parser.parseRParen())
      return failure();
  }
  SmallVector<OpAsmParser::Argument> args(lhsArgs);
  args.append(rhsArgs);
  return parser.parseRegion(*body, args);
}

//===----------------------------------------------------------------------===//
// ReduceWindowOp, ScatterOp, SortOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceWindowOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "expects at least one input";
  auto type = cast<RankedTensorType>(getInputs()[0].getType());
  int64_t rank = type.getRank();
  if ((int64_t)getWindowDimensions().size() != rank)
    return emitOpError() << "window_dimensions has "
                         << getWindowDimensions().size()
                         << " entries, expected the input rank " << rank;
  for (auto [name, attr] :
       {std::make_pair("window_strides", getWindowStridesAttr()),
        std::make_pair("base_dilations", getBaseDilationsAttr()),
        std::make_pair("window_dilations", getWindowDilationsAttr())})
    if (attr && (int64_t)attr.size() != rank)
      return emitOpError() << name << " has " << attr.size()
                           << " entries, expected " << rank;
  if (auto padding = getPaddingAttr())
    if (padding.getType().getShape() != ArrayRef<int64_t>{rank, 2})
      return emitOpError() << "padding must have type tensor<" << rank
                           << "x2xi64>";
  SmallVector<Type> elementTypes;
  for (Value input : getInputs())
    elementTypes.push_back(
        cast<RankedTensorType>(input.getType()).getElementType());
  return verifyReducerBody(*this, getBody(), elementTypes);
}

LogicalResult ScatterOp::verify() {
  if (getInputs().empty() || getInputs().size() != getUpdates().size())
    return emitOpError() << "expects as many updates as inputs (at least one)";
  if (getResults().size() != getInputs().size())
    return emitOpError() << "expects " << getInputs().size() << " results, got "
                         << getResults().size();
  for (auto [input, result] : llvm::zip(getInputs(), getResults()))
    if (input.getType() != result.getType())
      return emitOpError() << "expects result types equal to input types";
  auto inputType = cast<RankedTensorType>(getInputs()[0].getType());
  auto updateType = cast<RankedTensorType>(getUpdates()[0].getType());
  SmallVector<Type> elementTypes;
  for (auto [i, input, update] : llvm::enumerate(getInputs(), getUpdates())) {
    auto type = cast<RankedTensorType>(input.getType());
    auto utype = cast<RankedTensorType>(update.getType());
    if (type.getShape() != inputType.getShape())
      return emitOpError() << "input " << i << " has type " << type
                           << ", expected the shape of input 0 "
                           << shapeStr(inputType.getShape());
    if (utype.getShape() != updateType.getShape() ||
        utype.getElementType() != type.getElementType())
      return emitOpError() << "update " << i << " has type " << utype
                           << ", expected shape "
                           << shapeStr(updateType.getShape())
                           << " and element type " << type.getElementType();
    elementTypes.push_back(type.getElementType());
  }
  ScatterDimensionNumbersAttr dn = getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dn.getUpdateWindowDims(),
                    inserted = dn.getInsertedWindowDims(),
                    inputBatching = dn.getInputBatchingDims(),
                    indicesBatching = dn.getScatterIndicesBatchingDims(),
                    dimMap = dn.getScatterDimsToOperandDims();
  int64_t inputRank = inputType.getRank();
  SmallVector<int64_t> scatterShape;
  if (failed(verifyIndexOperand(
          *this, getScatterIndices().getType(), dn.getIndexVectorDim(),
          "scatter_indices_batching_dims", indicesBatching,
          "scatter_dims_to_operand_dims", dimMap, scatterShape)))
    return failure();
  SmallVector<int64_t> removed(inserted);
  removed.append(inputBatching.begin(), inputBatching.end());
  if (failed(verifyDimsSorted(*this, "update_window_dims", windowDims)) ||
      failed(verifyDimsInRange(*this, "update_window_dims", windowDims,
                               updateType.getRank())) ||
      failed(verifyDimsSorted(*this, "inserted_window_dims", inserted)) ||
      failed(verifyDimsInRange(*this,
                               "inserted_window_dims + input_batching_dims",
                               removed, inputRank)) ||
      failed(verifyDimsInRange(*this, "scatter_dims_to_operand_dims", dimMap,
                               inputRank)))
    return failure();
  if (inputBatching.size() != indicesBatching.size())
    return emitOpError() << "has " << inputBatching.size()
                         << " input_batching_dims and "
                         << indicesBatching.size()
                         << " scatter_indices_batching_dims";
  for (int64_t d : dimMap)
    if (llvm::is_contained(inputBatching, d))
      return emitOpError() << "scatter_dims_to_operand_dims "
                           << shapeStr(dimMap)
                           << " contains input batching dimension " << d;
  if ((int64_t)(windowDims.size() + removed.size()) != inputRank)
    return emitOpError() << "update_window_dims (" << windowDims.size()
                         << ") + inserted_window_dims + input_batching_dims ("
                         << removed.size() << ") must equal the input rank "
                         << inputRank;
  if (updateType.getRank() !=
      (int64_t)(windowDims.size() + scatterShape.size()))
    return emitOpError() << "expects updates of rank "
                         << windowDims.size() + scatterShape.size()
                         << " (update_window_dims + scatter index batch), got "
                         << updateType;
  // Scatter dims of the updates follow the index batch shape; window dims
  // must fit in the kept input dims.
  size_t nextScatter = 0, nextWindow = 0;
  SmallVector<int64_t> keptInputDims;
  for (int64_t d = 0; d < inputRank; ++d)
    if (!llvm::is_contained(removed, d))
      keptInputDims.push_back(d);
  for (int64_t d = 0; d < updateType.getRank(); ++d) {
    int64_t size = updateType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      llvm::is_contained(windowDims, d) ? ++nextWindow : ++nextScatter;
      continue;
    }
    if (llvm::is_contained(windowDims, d)) {
      int64_t inputDim = keptInputDims[nextWindow++];
      int64_t bound = inputType.getDimSize(inputDim);
      if (!ShapedType::isDynamic(bound) && size > bound)
        return emitOpError() << "update window dimension " << d << " (size "
                             << size << ") exceeds input dimension " << inputDim
                             << " (size " << bound << ")";
      continue;
    }
    int64_t expected = scatterShape[nextScatter++];
    if (!ShapedType::isDynamic(expected) && size != expected)
      return emitOpError() << "update scatter dimension " << d << " has size "
                           << size << ", expected " << expected
                           << " from scatter_indices";
  }
  return verifyReducerBody(*this, getUpdateComputation(), elementTypes);
}

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "expects at least one input";
  if (getResultTypes() != getInputs().getTypes())
    return emitOpError() << "expects result types equal to input types";
  auto firstType = cast<RankedTensorType>(getInputs()[0].getType());
  int64_t rank = firstType.getRank();
  int64_t dim = getDimension();
  if (dim < -rank || dim >= rank)
    return emitOpError() << "dimension " << dim << " is out of range for rank "
                         << rank;
  Block &block = getComparator().front();
  if (block.getNumArguments() != 2 * getInputs().size())
    return emitOpError() << "comparator takes " << block.getNumArguments()
                         << " arguments, expected " << 2 * getInputs().size();
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    Type elemType = cast<RankedTensorType>(input.getType()).getElementType();
    for (unsigned j : {2 * i, 2 * i + 1}) {
      auto type = dyn_cast<RankedTensorType>(block.getArgument(j).getType());
      if (!type || type.getRank() != 0 || type.getElementType() != elemType)
        return emitOpError() << "comparator argument " << j << " has type "
                             << block.getArgument(j).getType() << ", expected "
                             << RankedTensorType::get({}, elemType);
    }
  }
  auto ret = dyn_cast<ReturnOp>(block.getTerminator());
  if (!ret || ret.getResults().size() != 1 ||
      ret.getResults()[0].getType() !=
          RankedTensorType::get({}, IntegerType::get(getContext(), 1)))
    return emitOpError()
           << "comparator must end in stablehlo.return of one tensor<i1>";
  return success();
}

//===----------------------------------------------------------------------===//
// WhileOp, CaseOp
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::verify() {
  TypeRange types = getOperand().getTypes();
  if (getResultTypes() != types)
    return emitOpError() << "expects result types equal to operand types";
  for (Region *region : {&getCond(), &getBody()}) {
    Block &block = region->front();
    if (TypeRange(block.getArgumentTypes()) != types)
      return emitOpError() << "expects the region arguments to match the "
                              "operand types";
    auto ret = dyn_cast<ReturnOp>(block.getTerminator());
    if (!ret)
      return emitOpError() << "expects regions to end in stablehlo.return";
    if (region == &getCond()) {
      auto predType =
          ret.getResults().size() == 1
              ? dyn_cast<RankedTensorType>(ret.getResults()[0].getType())
              : RankedTensorType();
      if (!predType || predType.getRank() != 0 ||
          !predType.getElementType().isInteger(1))
        return emitOpError() << "expects cond to return one tensor<i1>";
    } else if (ret.getResults().getTypes() != types) {
      return emitOpError() << "expects body to return the operand types";
    }
  }
  return success();
}

void WhileOp::print(OpAsmPrinter &printer) {
  printer << '(';
  llvm::interleaveComma(llvm::zip(getBody().getArguments(), getOperand()),
                        printer, [&](auto pair) {
                          printer << std::get<0>(pair) << " = "
                                  << std::get<1>(pair);
                        });
  printer << ')';
  if (!getOperand().empty()) {
    printer << " : ";
    llvm::interleaveComma(getOperand().getTypes(), printer);
  }
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  printer.printNewline();
  printer << " cond ";
  printer.shadowRegionArgs(getCond(), getBody().getArguments());
  printer.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  printer << " do ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    do {
      OpAsmParser::Argument arg;
      OpAsmParser::UnresolvedOperand operand;
      if (parser.parseArgument(arg) || parser.parseEqual() ||
          parser.parseOperand(operand))
        return failure();
      args.push_back(arg);
      operands.push_back(operand);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRParen())
      return failure();
  }
  SmallVector<Type> types;
  if (!operands.empty()) {
    if (parser.parseColon() || parser.parseTypeList(types))
      return failure();
  }
  if (types.size() != operands.size())
    return parser.emitError(loc, "expected ")
           << operands.size() << " types, got " << types.size();
  for (auto [arg, type] : llvm::zip(args, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  if (parser.parseKeyword("cond") || parser.parseRegion(*cond, args) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, args))
    return failure();
  return success();
}

LogicalResult CaseOp::verify() {
  if (getBranches().empty())
    return emitOpError() << "expects at least one branch";
  for (auto [i, region] : llvm::enumerate(getBranches())) {
    Block &block = region.front();
    if (block.getNumArguments() != 0)
      return emitOpError() << "branch " << i << " must take no arguments";
    auto ret = dyn_cast<ReturnOp>(block.getTerminator());
    if (!ret || ret.getResults().getTypes() != getResultTypes())
      return emitOpError() << "branch " << i << " must return the result types";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// MapOp
//===----------------------------------------------------------------------===//

LogicalResult MapOp::verify() {
  auto resultType = cast<RankedTensorType>(getType());
  if (getInputs().empty())
    return emitOpError() << "expects at least one input";
  for (auto [i, input] : llvm::enumerate(getInputs()))
    if (cast<RankedTensorType>(input.getType()).getShape() !=
        resultType.getShape())
      return emitOpError() << "input " << i << " has type " << input.getType()
                           << ", expected the result's shape " << resultType;
  // Spec: the computation applies to every dimension, in order.
  auto allDims = llvm::to_vector(llvm::seq<int64_t>(0, resultType.getRank()));
  if (getDimensions() != ArrayRef<int64_t>(allDims))
    return emitOpError() << "dimensions must be [0, ..., "
                         << resultType.getRank() - 1 << "], got ["
                         << getDimensions() << "]";
  Block &body = getComputation().front();
  if (body.getNumArguments() != getInputs().size())
    return emitOpError() << "body takes " << body.getNumArguments()
                         << " arguments, expected " << getInputs().size();
  for (auto [i, arg, input] :
       llvm::enumerate(body.getArguments(), getInputs())) {
    auto expected = RankedTensorType::get(
        {}, cast<RankedTensorType>(input.getType()).getElementType());
    if (arg.getType() != expected)
      return emitOpError() << "body argument " << i << " has type "
                           << arg.getType() << ", expected " << expected;
  }
  auto ret = dyn_cast<ReturnOp>(body.getTerminator());
  auto expected = RankedTensorType::get({}, resultType.getElementType());
  if (!ret || ret.getResults().size() != 1 ||
      ret.getResults()[0].getType() != expected)
    return emitOpError() << "body must return one " << expected;
  return success();
}

//===----------------------------------------------------------------------===//
// FftOp
//===----------------------------------------------------------------------===//

LogicalResult FftOp::verify() {
  auto operandType = cast<RankedTensorType>(getOperand().getType());
  auto resultType = cast<RankedTensorType>(getType());
  ArrayRef<int64_t> lengths = getFftLength();
  int64_t n = lengths.size();
  if (n < 1 || n > 3)
    return emitOpError() << "fft_length must have 1 to 3 entries, got " << n;
  if (operandType.getRank() < n)
    return emitOpError() << "operand rank " << operandType.getRank()
                         << " is below the " << n << " transformed dimensions";
  FftType type = getFftType();
  auto complexOf = [](Type t) -> Type {
    auto c = dyn_cast<ComplexType>(t);
    return c ? c.getElementType() : Type();
  };
  Type operandElement = operandType.getElementType();
  Type resultElement = resultType.getElementType();
  bool realIn = type == FftType::RFFT, realOut = type == FftType::IRFFT;
  Type operandReal = realIn ? operandElement : complexOf(operandElement);
  Type resultReal = realOut ? resultElement : complexOf(resultElement);
  if (!operandReal || !isa<FloatType>(operandReal) || !resultReal ||
      operandReal != resultReal ||
      !(operandReal.isF32() || operandReal.isF64()))
    return emitOpError() << stringifyFftType(type) << " takes "
                         << (realIn ? "f32/f64" : "complex<f32/f64>") << " to "
                         << (realOut ? "f32/f64" : "complex<f32/f64>")
                         << " of the same precision, got " << operandElement
                         << " -> " << resultElement;
  // The full-size side's innermost dims are fft_length; the other side's
  // innermost one is fft_length[-1] / 2 + 1 for RFFT/IRFFT.
  SmallVector<int64_t> full(realOut ? resultType.getShape()
                                    : operandType.getShape());
  SmallVector<int64_t> expected(full);
  if (realIn || realOut)
    expected.back() = lengths.back() / 2 + 1;
  ArrayRef<int64_t> other =
      realOut ? operandType.getShape() : resultType.getShape();
  if (ArrayRef<int64_t>(full).take_back(n) != lengths)
    return emitOpError() << "the innermost " << n << " dimensions of the "
                         << (realOut ? "result" : "operand") << " must be ["
                         << lengths << "], got ["
                         << ArrayRef<int64_t>(full).take_back(n) << "]";
  if (other != ArrayRef<int64_t>(expected))
    return emitOpError() << "the " << (realOut ? "operand" : "result")
                         << " shape must be [" << ArrayRef<int64_t>(expected)
                         << "], got [" << other << "]";
  return success();
}

//===----------------------------------------------------------------------===//
// GetDimensionSizeOp, CompositeOp
//===----------------------------------------------------------------------===//

LogicalResult GetDimensionSizeOp::verify() {
  int64_t rank = getOperand().getType().getRank();
  if (getDimension() < 0 || getDimension() >= rank)
    return emitOpError() << "dim " << getDimension() << " is out of range [0, "
                         << rank << ")";
  return success();
}

LogicalResult
CompositeOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto callee = symbolTable.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, getDecompositionAttr());
  if (!callee)
    return emitOpError() << "decomposition " << getDecompositionAttr()
                         << " does not name a function";
  auto type = dyn_cast<FunctionType>(callee.getFunctionType());
  if (!type || TypeRange(type.getInputs()) != getInputs().getTypes() ||
      TypeRange(type.getResults()) != getResultTypes())
    return emitOpError() << "decomposition " << getDecompositionAttr()
                         << " has type " << callee.getFunctionType()
                         << ", expected "
                         << FunctionType::get(getContext(),
                                              getInputs().getTypes(),
                                              getResultTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

/// Each layout of `layouts` (one per value of `values`) is a rank-1 integer
/// elements attribute holding a permutation of the value's dimensions.
static LogicalResult verifyCustomCallLayouts(CustomCallOp op, StringRef what,
                                             ArrayAttr layouts,
                                             TypeRange types) {
  if (!layouts)
    return success();
  if (layouts.size() != types.size())
    return op.emitOpError() << what << " has " << layouts.size()
                            << " layouts for " << types.size() << " values";
  for (auto [i, layout, type] : llvm::enumerate(layouts, types)) {
    auto elements = dyn_cast<DenseIntElementsAttr>(layout);
    if (!elements || elements.getType().getRank() != 1)
      return op.emitOpError() << what << " entry " << i
                              << " must be a rank-1 integer elements "
                                 "attribute, got "
                              << layout;
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor)
      continue;
    SmallVector<int64_t> dims;
    for (const APInt &value : elements.getValues<APInt>())
      dims.push_back(value.getSExtValue());
    if (static_cast<int64_t>(dims.size()) != tensor.getRank())
      return op.emitOpError()
             << what << " entry " << i << " has " << dims.size()
             << " dimensions, expected " << tensor.getRank() << " for " << type;
    if (failed(verifyDimsInRange(op, (what + " entry").str(), dims,
                                 tensor.getRank())))
      return failure();
  }
  return success();
}

LogicalResult CustomCallOp::verify() {
  if (getCallTargetName().empty())
    return emitOpError() << "call_target_name must not be empty";
  if (failed(verifyCustomCallLayouts(*this, "operand_layouts",
                                     getOperandLayoutsAttr(),
                                     getInputs().getTypes())) ||
      failed(verifyCustomCallLayouts(*this, "result_layouts",
                                     getResultLayoutsAttr(), getResultTypes())))
    return failure();
  if (auto aliases = getOutputOperandAliasesAttr())
    for (auto alias : aliases.getAsRange<OutputOperandAliasAttr>())
      if (alias.getOperandIndex() < 0 ||
          alias.getOperandIndex() >= getNumOperands())
        return emitOpError()
               << "output_operand_aliases names operand "
               << alias.getOperandIndex() << " of " << getNumOperands();
  return success();
}

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (!getHasSideEffect() && !getCallTargetName().starts_with("check."))
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// BitcastConvertOp
//===----------------------------------------------------------------------===//

/// Bits of one element: complex<fN> has 2N.
static int64_t getElementBitWidth(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * complex.getElementType().getIntOrFloatBitWidth();
  return type.getIntOrFloatBitWidth();
}

LogicalResult BitcastConvertOp::verify() {
  auto operandType = cast<RankedTensorType>(getOperand().getType());
  auto resultType = cast<RankedTensorType>(getResult().getType());
  Type from = operandType.getElementType();
  Type to = resultType.getElementType();
  bool fromComplex = isa<ComplexType>(from), toComplex = isa<ComplexType>(to);
  if (fromComplex != toComplex)
    return emitOpError("cannot convert between complex and non-complex "
                       "element types (")
           << from << " to " << to
           << "): the StableHLO spec's (C2) allows complex to complex only";
  if (!fromComplex && (!from.isIntOrFloat() || !to.isIntOrFloat()))
    return emitOpError("expects integer or float element types, got ")
           << from << " and " << to;
  int64_t fromBits = getElementBitWidth(from), toBits = getElementBitWidth(to);
  ArrayRef<int64_t> operandShape = operandType.getShape();
  ArrayRef<int64_t> resultShape = resultType.getShape();
  if (fromBits == toBits) {
    if (operandShape != resultShape)
      return emitOpError("expects the operand and result shapes to be equal "
                         "for element types of the same bit width, got ")
             << shapeStr(operandShape) << " and " << shapeStr(resultShape);
    return success();
  }
  if (!fromComplex && (fromBits < 8 || toBits < 8))
    return emitOpError("bit widths differ: ")
           << from << " has " << fromBits << " bits, " << to << " has "
           << toBits << " (a width-changing bitcast_convert needs whole bytes)";
  // (C1): the narrower side has a trailing dimension of the width ratio.
  bool narrowing = toBits < fromBits;
  ArrayRef<int64_t> wide = narrowing ? operandShape : resultShape;
  ArrayRef<int64_t> narrow = narrowing ? resultShape : operandShape;
  int64_t ratio = narrowing ? fromBits / toBits : toBits / fromBits;
  if (narrow.size() != wide.size() + 1 || narrow.drop_back() != wide ||
      narrow.back() != ratio)
    return emitOpError("expects the ")
           << (narrowing ? "result" : "operand") << " shape to be the "
           << (narrowing ? "operand" : "result") << " shape " << shapeStr(wide)
           << " with a trailing dimension of " << ratio << ", got "
           << shapeStr(narrow);
  return success();
}

//===----------------------------------------------------------------------===//
// AbsOp, RealOp, ImagOp, ComplexOp
//===----------------------------------------------------------------------===//

/// Checks that `result` is `operand` with its complex element type replaced
/// by the complex type's element type.
static LogicalResult verifyRealResult(Operation *op, Type operand,
                                      Type result) {
  auto expected = cast<ShapedType>(operand).clone(getRealElementType(operand));
  if (expected != result)
    return op->emitOpError("expects result type ")
           << expected << " for operand type " << operand << ", got " << result;
  return success();
}

LogicalResult AbsOp::verify() {
  return verifyRealResult(*this, getOperand().getType(), getType());
}
LogicalResult RealOp::verify() {
  return verifyRealResult(*this, getOperand().getType(), getType());
}
LogicalResult ImagOp::verify() {
  return verifyRealResult(*this, getOperand().getType(), getType());
}

LogicalResult ComplexOp::verify() {
  if (getLhs().getType() != getRhs().getType())
    return emitOpError("expects operands of the same type, got ")
           << getLhs().getType() << " and " << getRhs().getType();
  auto part = getLhs().getType();
  auto expected = part.clone(ComplexType::get(part.getElementType()));
  if (expected != getType())
    return emitOpError("expects result type ")
           << expected << ", got " << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// OptimizationBarrierOp, TupleOp, GetTupleElementOp
//===----------------------------------------------------------------------===//

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperand().getTypes() != getResultTypes())
    return emitOpError() << "expects result types equal to operand types";
  return success();
}

LogicalResult TupleOp::verify() {
  auto tuple = cast<TupleType>(getType());
  if (TypeRange(tuple.getTypes()) != getVal().getTypes())
    return emitOpError() << "expects the result type " << getType()
                         << " to be the tuple of the operand types";
  return success();
}

LogicalResult GetTupleElementOp::verify() {
  auto tuple = cast<TupleType>(getOperand().getType());
  uint32_t index = getIndex();
  if (index >= tuple.size())
    return emitOpError() << "index " << index << " is out of range for "
                         << tuple;
  if (tuple.getType(index) != getType())
    return emitOpError() << "result type " << getType() << " differs from "
                         << "element " << index << " of " << tuple << " ("
                         << tuple.getType(index) << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// Batch norm
//===----------------------------------------------------------------------===//

/// Checks the shared constraints of the batch norm ops: `operand` of rank
/// >= 1, `feature_index` in range, every `perFeature` value of type
/// tensor<CxE> (C the feature dim, E the operand element type) and every
/// `sameAsOperand` value of the operand type.
static LogicalResult
verifyBatchNorm(Operation *op, Value operand, int64_t featureIndex,
                ArrayRef<std::pair<StringRef, Value>> perFeature,
                ArrayRef<std::pair<StringRef, Value>> sameAsOperand) {
  auto type = cast<RankedTensorType>(operand.getType());
  if (featureIndex >= type.getRank())
    return op->emitOpError()
           << "feature_index " << featureIndex
           << " is out of range for an operand of rank " << type.getRank();
  auto featureType = RankedTensorType::get(type.getDimSize(featureIndex),
                                           type.getElementType());
  for (auto [name, value] : perFeature)
    if (value.getType() != featureType)
      return op->emitOpError() << name << " has type " << value.getType()
                               << ", expected " << featureType;
  for (auto [name, value] : sameAsOperand)
    if (value.getType() != type)
      return op->emitOpError() << name << " has type " << value.getType()
                               << ", expected the operand type " << type;
  return success();
}

LogicalResult BatchNormInferenceOp::verify() {
  return verifyBatchNorm(*this, getOperand(), getFeatureIndex(),
                         {{"scale", getScale()},
                          {"offset", getOffset()},
                          {"mean", getMean()},
                          {"variance", getVariance()}},
                         {{"result", getResult()}});
}

LogicalResult BatchNormTrainingOp::verify() {
  return verifyBatchNorm(*this, getOperand(), getFeatureIndex(),
                         {{"scale", getScale()},
                          {"offset", getOffset()},
                          {"batch_mean", getBatchMean()},
                          {"batch_var", getBatchVar()}},
                         {{"output", getOutput()}});
}

LogicalResult BatchNormGradOp::verify() {
  return verifyBatchNorm(
      *this, getOperand(), getFeatureIndex(),
      {{"scale", getScale()},
       {"mean", getMean()},
       {"variance", getVariance()},
       {"grad_scale", getGradScale()},
       {"grad_offset", getGradOffset()}},
      {{"grad_output", getGradOutput()}, {"grad_operand", getGradOperand()}});
}

//===----------------------------------------------------------------------===//
// SelectAndScatterOp
//===----------------------------------------------------------------------===//

LogicalResult SelectAndScatterOp::verify() {
  auto type = cast<RankedTensorType>(getOperand().getType());
  auto sourceType = cast<RankedTensorType>(getSource().getType());
  int64_t rank = type.getRank();
  Type elemType = type.getElementType();
  if (getType() != type)
    return emitOpError() << "result type " << getType()
                         << " differs from the operand type " << type;
  if (cast<RankedTensorType>(getInitValue().getType()).getElementType() !=
          elemType ||
      sourceType.getElementType() != elemType)
    return emitOpError() << "expects source and init_value of element type "
                         << elemType;
  SmallVector<int64_t> window(rank, 1), strides(rank, 1);
  SmallVector<int64_t> padding(2 * rank, 0);
  if (auto attr = getWindowDimensionsAttr()) {
    if ((int64_t)attr.size() != rank)
      return emitOpError() << "window_dimensions has " << attr.size()
                           << " entries, expected the operand rank " << rank;
    window.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  }
  if (auto attr = getWindowStridesAttr()) {
    if ((int64_t)attr.size() != rank)
      return emitOpError() << "window_strides has " << attr.size()
                           << " entries, expected the operand rank " << rank;
    strides.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  }
  if (auto attr = getPaddingAttr()) {
    if (attr.getType().getShape() != ArrayRef<int64_t>{rank, 2})
      return emitOpError() << "padding must have type tensor<" << rank
                           << "x2xi64>";
    padding.assign(attr.getValues<int64_t>().begin(),
                   attr.getValues<int64_t>().end());
  }
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    if (window[d] < 1 || strides[d] < 1 || padding[2 * d] < 0 ||
        padding[2 * d + 1] < 0)
      return emitOpError() << "expects positive window dimensions and "
                              "strides and non-negative padding";
    int64_t padded = type.getDimSize(d) + padding[2 * d] + padding[2 * d + 1];
    expected.push_back(
        padded < window[d] ? 0 : (padded - window[d]) / strides[d] + 1);
  }
  if (sourceType.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "source has shape "
                         << shapeStr(sourceType.getShape())
                         << ", expected the window count "
                         << shapeStr(expected);
  auto scalar = RankedTensorType::get({}, elemType);
  auto i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  for (auto [name, region, resultType] :
       {std::make_tuple("select", &getSelect(), i1),
        std::make_tuple("scatter", &getScatter(), scalar)}) {
    Block &block = region->front();
    if (block.getNumArguments() != 2 ||
        block.getArgument(0).getType() != scalar ||
        block.getArgument(1).getType() != scalar)
      return emitOpError() << name << " must take two arguments of type "
                           << scalar;
    auto ret = dyn_cast<ReturnOp>(block.getTerminator());
    if (!ret || ret.getResults().size() != 1 ||
        ret.getResults()[0].getType() != resultType)
      return emitOpError() << name << " must end in stablehlo.return of one "
                           << resultType;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// RngBitGeneratorOp
//===----------------------------------------------------------------------===//

LogicalResult RngBitGeneratorOp::verify() {
  auto stateType = cast<RankedTensorType>(getInitialState().getType());
  if (getOutputState().getType() != stateType)
    return emitOpError() << "output_state has type "
                         << getOutputState().getType()
                         << ", expected the initial_state type " << stateType;
  if (stateType.getRank() != 1)
    return emitOpError() << "initial_state must have rank 1, got " << stateType;
  int64_t size = stateType.getDimSize(0);
  RngAlgorithm algorithm = getRngAlgorithm();
  if (ShapedType::isDynamic(size))
    return success();
  if (algorithm == RngAlgorithm::THREE_FRY && size != 2)
    return emitOpError() << "THREE_FRY needs an initial_state of 2 elements, "
                            "got "
                         << size;
  if (algorithm == RngAlgorithm::PHILOX && size != 2 && size != 3)
    return emitOpError() << "PHILOX needs an initial_state of 2 or 3 "
                            "elements, got "
                         << size;
  return success();
}

//===----------------------------------------------------------------------===//
// RngOp
//===----------------------------------------------------------------------===//

LogicalResult RngOp::verify() {
  auto resultType = cast<RankedTensorType>(getType());
  Type elementType = resultType.getElementType();
  for (auto [name, value] : {std::pair<StringRef, Value>{"a", getA()},
                             std::pair<StringRef, Value>{"b", getB()}})
    if (getElementTypeOrSelf(value.getType()) != elementType)
      return emitOpError() << name << " has element type "
                           << getElementTypeOrSelf(value.getType())
                           << ", expected the result's " << elementType;
  if (getRngDistribution() == RngDistribution::NORMAL &&
      !isa<FloatType>(elementType))
    return emitOpError() << "NORMAL needs a floating-point result, got "
                         << resultType;
  auto shapeType = cast<RankedTensorType>(getShape().getType());
  if (shapeType.getRank() != 1)
    return emitOpError() << "shape must have rank 1, got " << shapeType;
  if (shapeType.hasStaticShape() &&
      shapeType.getDimSize(0) != resultType.getRank())
    return emitOpError() << "shape has " << shapeType.getDimSize(0)
                         << " elements, expected the result's rank "
                         << resultType.getRank();
  DenseIntElementsAttr shape;
  if (matchPattern(getShape(), m_Constant(&shape))) {
    SmallVector<int64_t> dims;
    for (const APInt &d : shape.getValues<APInt>())
      dims.push_back(d.getSExtValue());
    for (auto [i, d] : llvm::enumerate(dims)) {
      if (resultType.isDynamicDim(i) || resultType.getDimSize(i) == d)
        continue;
      std::string text;
      llvm::raw_string_ostream os(text);
      llvm::interleaveComma(dims, os);
      return emitOpError() << "shape is [" << text
                           << "], which does not match the result type "
                           << resultType;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// CholeskyOp, TriangularSolveOp
//===----------------------------------------------------------------------===//

/// Checks that `type` is a batch of square matrices.
static LogicalResult verifySquareMatrices(Operation *op, StringRef name,
                                          RankedTensorType type) {
  int64_t rank = type.getRank();
  if (rank < 2)
    return op->emitOpError()
           << "expects " << name << " of rank >= 2, got " << type;
  int64_t rows = type.getDimSize(rank - 2), cols = type.getDimSize(rank - 1);
  if (!ShapedType::isDynamic(rows) && !ShapedType::isDynamic(cols) &&
      rows != cols)
    return op->emitOpError()
           << "expects " << name << " to hold square matrices, got " << type;
  return success();
}

LogicalResult CholeskyOp::verify() {
  return verifySquareMatrices(*this, "a",
                              cast<RankedTensorType>(getA().getType()));
}

LogicalResult TriangularSolveOp::verify() {
  auto aType = cast<RankedTensorType>(getA().getType());
  auto bType = cast<RankedTensorType>(getB().getType());
  if (failed(verifySquareMatrices(*this, "a", aType)))
    return failure();
  if (getTransposeA() == Transpose::TRANSPOSE_INVALID)
    return emitOpError() << "transpose_a must not be TRANSPOSE_INVALID";
  if (getType() != bType)
    return emitOpError() << "result type " << getType()
                         << " differs from the type of b " << bType;
  if (aType.getElementType() != bType.getElementType())
    return emitOpError() << "a and b element types differ: " << aType << " and "
                         << bType;
  int64_t rank = aType.getRank();
  if (bType.getRank() != rank ||
      aType.getShape().drop_back(2) != bType.getShape().drop_back(2))
    return emitOpError() << "expects a and b with the same batch dimensions, "
                            "got "
                         << aType << " and " << bType;
  int64_t n = aType.getDimSize(rank - 1);
  int64_t bDim = bType.getDimSize(getLeftSide() ? rank - 2 : rank - 1);
  if (!ShapedType::isDynamic(n) && !ShapedType::isDynamic(bDim) && n != bDim)
    return emitOpError() << "b has " << bDim
                         << (getLeftSide() ? " rows" : " columns")
                         << ", expected " << n << " (the size of a)";
  return success();
}

} // namespace strata::stablehlo
