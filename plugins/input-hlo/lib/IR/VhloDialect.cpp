//===- VhloDialect.cpp - VHLO bytecode, decoded to builtin IR ---*- C++ -*-===//
//
// The VHLO dialect's bytecode interface. A portable artifact writes every
// type and attribute through it as a varint code followed by the payload
// (the codes and payloads are StableHLO's published VHLO encoding). We decode
// them straight into the builtin and stablehlo types and attributes that
// strata-hlo-legalize-vhlo hands to the stablehlo ops, so the VHLO ops read
// here already carry `tensor<4xf32>` and `array<i64: ...>`-ready values and
// legalizing them is a renaming plus the regrouping of a few attributes.
//
// Every read is checked: a malformed artifact is a bytecode error naming
// what was wrong, never a crash (BytecodeNesting.h bounds reference cycles).
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/VhloDialect.h"
#include "strata/InputHLO/IR/StablehloOps.h"

#include "BytecodeNesting.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace strata::vhlo {
namespace {

/// VHLO's attribute codes.
enum AttributeCode : uint64_t {
  kArrayAttr = 1,
  kBooleanAttr = 2,
  kComparisonDirectionAttr = 3,
  kComparisonTypeAttr = 4,
  kCustomCallApiVersionAttr = 5,
  kDictionaryAttr = 6,
  kFftTypeAttr = 7,
  kFloatAttr = 8,
  kIntegerAttr = 9,
  kOutputOperandAliasAttr = 10,
  kPrecisionAttr = 11,
  kRngAlgorithmAttr = 12,
  kRngDistributionAttr = 13,
  kStringAttr = 14,
  kTensorAttr = 15,
  kTransposeAttr = 16,
  kTypeAttr = 17,
  kTypeExtensionsAttr = 18,
  kResultAccuracyModeAttr = 19,
  kResultAccuracyAttr = 20,
  kSubAxisInfoAttr = 21,
  kAxisRefAttr = 22,
  kReplicaGroupMeshAxesAttr = 23,
  kMeshAxisAttr = 24,
  kMeshAttr = 25,
};

/// VHLO's type codes ("SI" is signless: VHLO has no signed integers).
enum TypeCode : uint64_t {
  kBooleanType = 0,
  kComplexType = 1,
  kBF16Type = 2,
  kF16Type = 3,
  kF32Type = 4,
  kF64Type = 5,
  kF8E4M3FNType = 6,
  kF8E5M2Type = 7,
  kFunctionType = 8,
  kIndexType = 9,
  kSI4Type = 10,
  kSI8Type = 11,
  kSI16Type = 12,
  kSI32Type = 13,
  kSI64Type = 14,
  kUI4Type = 15,
  kUI8Type = 16,
  kUI16Type = 17,
  kUI32Type = 18,
  kUI64Type = 19,
  kRankedTensorType = 20,
  kRankedTensorWithEncodingType = 21,
  kTokenType = 22,
  kTupleType = 23,
  kUniformQuantizedType = 24,
  kUnrankedTensorType = 25,
  kWitnessType = 26,
  kF8E4M3FNUZType = 27,
  kF8E5M2FNUZType = 28,
  kF8E4M3B11FNUZType = 29,
  kUniformQuantizedPerAxisType = 30,
  kSI2Type = 31,
  kUI2Type = 32,
  kNoneType = 33,
  kTF32Type = 34,
  kF8E4M3Type = 35,
  kF8E3M4Type = 36,
  kF4E2M1FNType = 37,
  kF6E2M3FNType = 38,
  kF6E3M2FNType = 39,
  kF8E8M0FNUType = 40,
  kRankedBufferType = 41,
  kFutureType = 42,
};

class VhloBytecodeInterface : public BytecodeDialectInterface {
public:
  VhloBytecodeInterface(Dialect *dialect) : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  Type readType(DialectBytecodeReader &reader) const override;

  // Strata never writes VHLO: these ops only live between reading an
  // artifact and strata-hlo-legalize-vhlo.
  LogicalResult writeAttribute(Attribute,
                               DialectBytecodeWriter &) const override {
    return failure();
  }
  LogicalResult writeType(Type, DialectBytecodeWriter &) const override {
    return failure();
  }

private:
  MLIRContext *ctx() const { return getContext(); }
  Attribute readInteger(DialectBytecodeReader &reader) const;
  Attribute readFloat(DialectBytecodeReader &reader) const;
  Attribute readTensor(DialectBytecodeReader &reader) const;
  Attribute readDictionary(DialectBytecodeReader &reader) const;
  Attribute readResultAccuracy(DialectBytecodeReader &reader) const;
  Attribute readAxisRef(DialectBytecodeReader &reader) const;
  Attribute readReplicaGroupMeshAxes(DialectBytecodeReader &reader) const;
  Type readRankedTensor(DialectBytecodeReader &reader, bool hasEncoding) const;

  /// Reads an enum's varint and makes the stablehlo attribute of it.
  template <typename AttrT, typename SymbolizeFn>
  Attribute readEnum(DialectBytecodeReader &reader, StringRef what,
                     SymbolizeFn symbolize) const {
    uint64_t code;
    if (failed(reader.readVarInt(code)))
      return {};
    auto value = symbolize(static_cast<uint32_t>(code));
    if (!value) {
      reader.emitError() << "invalid " << what << " value " << code;
      return {};
    }
    return AttrT::get(ctx(), *value);
  }
};

Attribute
VhloBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  input_hlo::BytecodeNestingGuard nesting(reader);
  if (!nesting.ok())
    return {};
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  switch (code) {
  case kArrayAttr: {
    SmallVector<Attribute> elements;
    if (failed(input_hlo::readBoundedAttributes(reader, elements)))
      return {};
    return ArrayAttr::get(ctx(), elements);
  }
  case kBooleanAttr: {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value > 1) {
      reader.emitError() << "invalid boolean value " << value;
      return {};
    }
    return BoolAttr::get(ctx(), value == 1);
  }
  case kComparisonDirectionAttr:
    return readEnum<stablehlo::ComparisonDirectionAttr>(
        reader, "comparison direction",
        [](uint32_t v) { return stablehlo::symbolizeComparisonDirection(v); });
  case kComparisonTypeAttr:
    return readEnum<stablehlo::ComparisonTypeAttr>(
        reader, "comparison type",
        [](uint32_t v) { return stablehlo::symbolizeComparisonType(v); });
  case kCustomCallApiVersionAttr:
    return readEnum<stablehlo::CustomCallApiVersionAttr>(
        reader, "custom_call api version",
        [](uint32_t v) { return stablehlo::symbolizeCustomCallApiVersion(v); });
  case kDictionaryAttr:
    return readDictionary(reader);
  case kFftTypeAttr:
    return readEnum<stablehlo::FftTypeAttr>(reader, "fft type", [](uint32_t v) {
      return stablehlo::symbolizeFftType(v);
    });
  case kFloatAttr:
    return readFloat(reader);
  case kIntegerAttr:
    return readInteger(reader);
  case kOutputOperandAliasAttr: {
    SmallVector<int64_t> outputTupleIndices, operandTupleIndices;
    int64_t operandIndex;
    if (failed(
            input_hlo::readBoundedSignedVarInts(reader, outputTupleIndices)) ||
        failed(reader.readSignedVarInt(operandIndex)) ||
        failed(
            input_hlo::readBoundedSignedVarInts(reader, operandTupleIndices)))
      return {};
    return stablehlo::OutputOperandAliasAttr::get(
        ctx(), outputTupleIndices, operandIndex, operandTupleIndices);
  }
  case kPrecisionAttr:
    return readEnum<stablehlo::PrecisionAttr>(
        reader, "precision",
        [](uint32_t v) { return stablehlo::symbolizePrecision(v); });
  case kRngAlgorithmAttr:
    return readEnum<stablehlo::RngAlgorithmAttr>(
        reader, "rng algorithm",
        [](uint32_t v) { return stablehlo::symbolizeRngAlgorithm(v); });
  case kRngDistributionAttr:
    return readEnum<stablehlo::RngDistributionAttr>(
        reader, "rng distribution",
        [](uint32_t v) { return stablehlo::symbolizeRngDistribution(v); });
  case kStringAttr: {
    StringRef value;
    if (failed(reader.readString(value)))
      return {};
    return StringAttr::get(ctx(), value);
  }
  case kTensorAttr:
    return readTensor(reader);
  case kTransposeAttr:
    return readEnum<stablehlo::TransposeAttr>(
        reader, "transpose",
        [](uint32_t v) { return stablehlo::symbolizeTranspose(v); });
  case kTypeAttr: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    return TypeAttr::get(type);
  }
  case kTypeExtensionsAttr: {
    // The bounds of a bounded dynamic dimension: a tensor encoding, dropped
    // by readRankedTensor (a bound only promises a size limit).
    SmallVector<int64_t> bounds;
    if (failed(input_hlo::readBoundedSignedVarInts(reader, bounds)))
      return {};
    return DenseI64ArrayAttr::get(ctx(), bounds);
  }
  case kResultAccuracyModeAttr: {
    uint64_t mode;
    if (failed(reader.readVarInt(mode)))
      return {};
    static constexpr StringLiteral kModes[] = {"DEFAULT", "HIGHEST",
                                               "TOLERANCE"};
    if (mode >= std::size(kModes)) {
      reader.emitError() << "invalid result accuracy mode " << mode;
      return {};
    }
    return StringAttr::get(ctx(), kModes[mode]);
  }
  case kResultAccuracyAttr:
    return readResultAccuracy(reader);
  case kAxisRefAttr:
    return readAxisRef(reader);
  case kReplicaGroupMeshAxesAttr:
    return readReplicaGroupMeshAxes(reader);
  case kSubAxisInfoAttr:
  case kMeshAxisAttr:
  case kMeshAttr:
    reader.emitError() << "VHLO attribute code " << code
                       << " (sub-axes and inline meshes of collectives) is "
                          "not supported";
    return {};
  default:
    reader.emitError() << "unknown VHLO attribute code " << code
                       << " (an artifact newer than this reader?)";
    return {};
  }
}

Attribute
VhloBytecodeInterface::readInteger(DialectBytecodeReader &reader) const {
  Type type;
  if (failed(reader.readType(type)))
    return {};
  unsigned width;
  if (isa<IndexType>(type)) {
    width = IndexType::kInternalStorageBitWidth;
  } else if (auto intType = dyn_cast<IntegerType>(type)) {
    width = intType.getWidth();
  } else {
    reader.emitError() << "integer attribute of non-integer type " << type;
    return {};
  }
  FailureOr<APInt> value = reader.readAPIntWithKnownWidth(width);
  if (failed(value))
    return {};
  return IntegerAttr::get(type, *value);
}

Attribute
VhloBytecodeInterface::readFloat(DialectBytecodeReader &reader) const {
  Type type;
  if (failed(reader.readType(type)))
    return {};
  auto floatType = dyn_cast<FloatType>(type);
  if (!floatType) {
    reader.emitError() << "float attribute of non-float type " << type;
    return {};
  }
  FailureOr<APFloat> value =
      reader.readAPFloatWithKnownSemantics(floatType.getFloatSemantics());
  if (failed(value))
    return {};
  return FloatAttr::get(type, *value);
}

Attribute
VhloBytecodeInterface::readTensor(DialectBytecodeReader &reader) const {
  Type type;
  ArrayRef<char> blob;
  if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
    return {};
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.hasStaticShape()) {
    reader.emitError() << "tensor attribute of type " << type
                       << ", expected a statically shaped tensor";
    return {};
  }
  // Booleans travel as one all-ones or all-zeros byte (a splat), packed 8
  // to a byte, or a byte each; build them element by element so the
  // builtin attribute's own storage does not matter.
  if (tensorType.getElementType().isInteger(1)) {
    int64_t count = tensorType.getNumElements();
    if (blob.size() == 1 && count != 1 &&
        (blob[0] == 0 || blob[0] == static_cast<char>(~0)))
      return DenseElementsAttr::get(tensorType, blob[0] != 0);
    SmallVector<bool> values(count);
    if (static_cast<int64_t>(blob.size()) == count) {
      for (int64_t i = 0; i < count; ++i)
        values[i] = blob[i] != 0;
    } else if (static_cast<int64_t>(blob.size()) ==
               llvm::divideCeil(count, 8)) {
      for (int64_t i = 0; i < count; ++i)
        values[i] = (blob[i / 8] >> (i % 8)) & 1;
    } else {
      reader.emitError() << "boolean tensor attribute of type " << type
                         << " has " << blob.size() << " bytes of data";
      return {};
    }
    return DenseElementsAttr::get(tensorType, ArrayRef<bool>(values));
  }
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(tensorType, blob, splat)) {
    reader.emitError() << "tensor attribute of type " << type << " has "
                       << blob.size() << " bytes of data, which do not fit it";
    return {};
  }
  return DenseElementsAttr::getFromRawBuffer(tensorType, blob);
}

Attribute
VhloBytecodeInterface::readDictionary(DialectBytecodeReader &reader) const {
  SmallVector<std::pair<StringAttr, Attribute>> pairs;
  auto readEntry =
      [&](std::pair<StringAttr, Attribute> &entry) -> LogicalResult {
    Attribute name;
    if (failed(reader.readAttribute(name)) ||
        failed(reader.readAttribute(entry.second)))
      return failure();
    entry.first = dyn_cast<StringAttr>(name);
    if (!entry.first)
      return reader.emitError()
             << "dictionary key " << name << " is not a string";
    return success();
  };
  if (failed(input_hlo::readBoundedList(reader, pairs, readEntry)))
    return {};
  SmallVector<NamedAttribute> entries;
  for (auto &[name, value] : pairs)
    entries.emplace_back(name, value);
  return DictionaryAttr::get(ctx(), entries);
}

Attribute
VhloBytecodeInterface::readResultAccuracy(DialectBytecodeReader &reader) const {
  // An accuracy request for a transcendental op; kept as a dictionary
  // (strata-hlo-legalize-vhlo drops it: Strata's math is accurate by
  // default).
  FailureOr<APFloat> atol =
      reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  if (failed(atol))
    return {};
  FailureOr<APFloat> rtol =
      reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
  int64_t ulps;
  Attribute mode;
  if (failed(rtol) || failed(reader.readSignedVarInt(ulps)) ||
      failed(reader.readAttribute(mode)))
    return {};
  Builder b(ctx());
  return b.getDictionaryAttr(
      {b.getNamedAttr("atol", b.getF64FloatAttr(atol->convertToDouble())),
       b.getNamedAttr("rtol", b.getF64FloatAttr(rtol->convertToDouble())),
       b.getNamedAttr("ulps", b.getI64IntegerAttr(ulps)),
       b.getNamedAttr("mode", mode)});
}

Attribute
VhloBytecodeInterface::readAxisRef(DialectBytecodeReader &reader) const {
  Attribute name;
  uint64_t hasSubAxis;
  if (failed(reader.readAttribute(name)) ||
      failed(reader.readVarInt(hasSubAxis)))
    return {};
  auto nameString = dyn_cast<StringAttr>(name);
  if (!nameString) {
    reader.emitError() << "mesh axis name " << name << " is not a string";
    return {};
  }
  if (hasSubAxis) {
    reader.emitError() << "collective over a sub-axis of mesh axis '"
                       << nameString.getValue() << "' is not supported";
    return {};
  }
  return stablehlo::AxisRefAttr::get(ctx(), nameString.getValue());
}

Attribute VhloBytecodeInterface::readReplicaGroupMeshAxes(
    DialectBytecodeReader &reader) const {
  Attribute mesh, axes;
  if (failed(reader.readAttribute(mesh)) || failed(reader.readAttribute(axes)))
    return {};
  auto meshName = dyn_cast<StringAttr>(mesh);
  auto axesArray = dyn_cast<ArrayAttr>(axes);
  if (!meshName || !axesArray) {
    reader.emitError() << "replica group mesh axes expect a mesh name and an "
                          "array of axes, got "
                       << mesh << " and " << axes;
    return {};
  }
  return stablehlo::ReplicaGroupMeshAxesAttr::getChecked(
      [&] { return reader.emitError(); }, ctx(),
      FlatSymbolRefAttr::get(meshName), axesArray);
}

Type VhloBytecodeInterface::readRankedTensor(DialectBytecodeReader &reader,
                                             bool hasEncoding) const {
  Attribute encoding;
  if (hasEncoding && failed(reader.readAttribute(encoding)))
    return {};
  SmallVector<int64_t> shape;
  Type elementType;
  if (failed(input_hlo::readBoundedSignedVarInts(reader, shape)) ||
      failed(reader.readType(elementType)))
    return {};
  if (encoding && !isa<DenseI64ArrayAttr>(encoding)) {
    reader.emitError() << "tensor encoding " << encoding << " is not supported";
    return {};
  }
  for (int64_t size : shape) {
    if (size < 0 && size != ShapedType::kDynamic) {
      reader.emitError() << "tensor dimension " << size << " is negative";
      return {};
    }
  }
  return RankedTensorType::getChecked([&] { return reader.emitError(); }, shape,
                                      elementType);
}

Type VhloBytecodeInterface::readType(DialectBytecodeReader &reader) const {
  input_hlo::BytecodeNestingGuard nesting(reader);
  if (!nesting.ok())
    return {};
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  MLIRContext *context = ctx();
  auto unsupported = [&](StringRef what) -> Type {
    reader.emitError() << what << " (VHLO type code " << code
                       << ") are not supported";
    return {};
  };
  switch (code) {
  case kBooleanType:
    return IntegerType::get(context, 1);
  case kComplexType: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    if (!isa<FloatType>(element)) {
      reader.emitError() << "complex of " << element << ", expected a float";
      return {};
    }
    return ComplexType::get(element);
  }
  case kBF16Type:
    return BFloat16Type::get(context);
  case kF16Type:
    return Float16Type::get(context);
  case kF32Type:
    return Float32Type::get(context);
  case kF64Type:
    return Float64Type::get(context);
  case kTF32Type:
    return FloatTF32Type::get(context);
  case kF8E4M3FNType:
    return Float8E4M3FNType::get(context);
  case kF8E5M2Type:
    return Float8E5M2Type::get(context);
  case kF8E4M3FNUZType:
    return Float8E4M3FNUZType::get(context);
  case kF8E5M2FNUZType:
    return Float8E5M2FNUZType::get(context);
  case kF8E4M3B11FNUZType:
    return Float8E4M3B11FNUZType::get(context);
  case kF8E4M3Type:
    return Float8E4M3Type::get(context);
  case kF8E3M4Type:
    return Float8E3M4Type::get(context);
  case kF4E2M1FNType:
    return Float4E2M1FNType::get(context);
  case kF6E2M3FNType:
    return Float6E2M3FNType::get(context);
  case kF6E3M2FNType:
    return Float6E3M2FNType::get(context);
  case kF8E8M0FNUType:
    return Float8E8M0FNUType::get(context);
  case kFunctionType: {
    SmallVector<Type> inputs, outputs;
    if (failed(input_hlo::readBoundedTypes(reader, inputs)) ||
        failed(input_hlo::readBoundedTypes(reader, outputs)))
      return {};
    return FunctionType::get(context, inputs, outputs);
  }
  case kIndexType:
    return IndexType::get(context);
  case kSI2Type:
  case kSI4Type:
  case kSI8Type:
  case kSI16Type:
  case kSI32Type:
  case kSI64Type:
  case kUI2Type:
  case kUI4Type:
  case kUI8Type:
  case kUI16Type:
  case kUI32Type:
  case kUI64Type: {
    bool isUnsigned = code >= kUI4Type && code <= kUI64Type;
    unsigned width = 2;
    switch (code) {
    case kSI4Type:
    case kUI4Type:
      width = 4;
      break;
    case kSI8Type:
    case kUI8Type:
      width = 8;
      break;
    case kSI16Type:
    case kUI16Type:
      width = 16;
      break;
    case kSI32Type:
    case kUI32Type:
      width = 32;
      break;
    case kSI64Type:
    case kUI64Type:
      width = 64;
      break;
    case kUI2Type:
      isUnsigned = true;
      break;
    default:
      break;
    }
    return IntegerType::get(context, width,
                            isUnsigned ? IntegerType::Unsigned
                                       : IntegerType::Signless);
  }
  case kRankedTensorType:
  case kRankedTensorWithEncodingType:
    return readRankedTensor(reader, code == kRankedTensorWithEncodingType);
  case kUnrankedTensorType: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    return UnrankedTensorType::get(element);
  }
  case kTupleType: {
    SmallVector<Type> elements;
    if (failed(input_hlo::readBoundedTypes(reader, elements)))
      return {};
    return TupleType::get(context, elements);
  }
  case kNoneType:
    return NoneType::get(context);
  case kTokenType:
    return unsupported("tokens (ordering of side effects)");
  case kUniformQuantizedType:
  case kUniformQuantizedPerAxisType:
    return unsupported("quantized element types");
  case kWitnessType:
    return unsupported("shape witnesses");
  case kRankedBufferType:
  case kFutureType:
    return unsupported("buffers and futures");
  default:
    reader.emitError() << "unknown VHLO type code " << code
                       << " (an artifact newer than this reader?)";
    return {};
  }
}

} // namespace

void VhloDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "strata/InputHLO/IR/VhloOps.cpp.inc"
      >();
  addInterfaces<VhloBytecodeInterface>();
}

} // namespace strata::vhlo

#include "strata/InputHLO/IR/VhloDialect.cpp.inc"
#define GET_OP_CLASSES
#include "strata/InputHLO/IR/VhloOps.cpp.inc"
