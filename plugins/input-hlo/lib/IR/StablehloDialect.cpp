//===- StablehloDialect.cpp - stablehlo dialect and attributes --*- C++ -*-===//
//
// Dialect registration and the custom syntax of the structured attributes
// (`#stablehlo.dot<...>`, `#stablehlo.conv<...>`, `#stablehlo.gather<...>`,
// `#stablehlo.scatter<...>`).
//
//===----------------------------------------------------------------------===//

#include "InlinerInterface.h"
#include "strata/InputHLO/IR/StablehloOps.h"

#include "AsmHelpers.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace strata::stablehlo {

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

ParseResult parseIntList(AsmParser &parser, SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                        [&]() -> ParseResult {
                                          int64_t value;
                                          if (parser.parseInteger(value))
                                            return failure();
                                          values.push_back(value);
                                          return success();
                                        });
}

void printIntList(AsmPrinter &printer, ArrayRef<int64_t> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

namespace {
/// One `key = value` field of a struct-like attribute body.
struct Field {
  StringRef name;
  SmallVector<int64_t> *list = nullptr;
  int64_t *scalar = nullptr;
  bool seen = false;
};
} // namespace

/// Parses `<key = [..], key = n, ...>` into `fields`, in any order and any
/// subset, as the official parser does: a missing list is empty, a missing
/// scalar keeps the value its field points at (its default).
static ParseResult parseStructBody(AsmParser &parser,
                                   MutableArrayRef<Field> fields) {
  if (parser.parseLess())
    return failure();
  if (failed(parser.parseOptionalGreater())) {
    do {
      SMLoc loc = parser.getCurrentLocation();
      StringRef key;
      if (parser.parseKeyword(&key) || parser.parseEqual())
        return failure();
      Field *field =
          llvm::find_if(fields, [&](Field &f) { return f.name == key; });
      if (field == fields.end()) {
        auto diag = parser.emitError(loc, "unknown field '")
                    << key << "', expected one of: ";
        llvm::interleaveComma(fields, diag, [&](Field &f) { diag << f.name; });
        return failure();
      }
      if (field->seen)
        return parser.emitError(loc, "duplicate field '") << key << "'";
      field->seen = true;
      if (field->list) {
        if (parseIntList(parser, *field->list))
          return failure();
      } else if (parser.parseInteger(*field->scalar)) {
        return failure();
      }
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseGreater())
      return failure();
  }
  return success();
}

/// Prints the fields that differ from their defaults (empty lists, a zero
/// scalar), as the official printer does.
static void
printStructBody(AsmPrinter &printer,
                ArrayRef<std::pair<StringRef, ArrayRef<int64_t>>> lists,
                std::optional<std::pair<StringRef, int64_t>> scalar) {
  printer << '<';
  bool first = true;
  for (auto [name, values] : lists) {
    if (values.empty())
      continue;
    if (!first)
      printer << ", ";
    first = false;
    printer << name << " = ";
    printIntList(printer, values);
  }
  if (scalar && scalar->second != 0) {
    if (!first)
      printer << ", ";
    printer << scalar->first << " = " << scalar->second;
  }
  printer << '>';
}

//===----------------------------------------------------------------------===//
// DotDimensionNumbersAttr
//===----------------------------------------------------------------------===//

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lb, rb, lc, rc;
  Field fields[] = {{"lhs_batching_dimensions", &lb},
                    {"rhs_batching_dimensions", &rb},
                    {"lhs_contracting_dimensions", &lc},
                    {"rhs_contracting_dimensions", &rc}};
  if (parseStructBody(parser, fields))
    return {};
  return DotDimensionNumbersAttr::get(parser.getContext(), lb, rb, lc, rc);
}

void DotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printStructBody(
      printer,
      {{"lhs_batching_dimensions", getLhsBatchingDimensions()},
       {"rhs_batching_dimensions", getRhsBatchingDimensions()},
       {"lhs_contracting_dimensions", getLhsContractingDimensions()},
       {"rhs_contracting_dimensions", getRhsContractingDimensions()}},
      std::nullopt);
}

//===----------------------------------------------------------------------===//
// GatherDimensionNumbersAttr / ScatterDimensionNumbersAttr
//===----------------------------------------------------------------------===//

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> offset, collapsed, operandBatch, indicesBatch, startMap;
  int64_t indexVectorDim = 0;
  Field fields[] = {{"offset_dims", &offset},
                    {"collapsed_slice_dims", &collapsed},
                    {"operand_batching_dims", &operandBatch},
                    {"start_indices_batching_dims", &indicesBatch},
                    {"start_index_map", &startMap},
                    {"index_vector_dim", nullptr, &indexVectorDim}};
  if (parseStructBody(parser, fields))
    return {};
  return GatherDimensionNumbersAttr::get(parser.getContext(), offset, collapsed,
                                         operandBatch, indicesBatch, startMap,
                                         indexVectorDim);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printStructBody(
      printer,
      {{"offset_dims", getOffsetDims()},
       {"collapsed_slice_dims", getCollapsedSliceDims()},
       {"operand_batching_dims", getOperandBatchingDims()},
       {"start_indices_batching_dims", getStartIndicesBatchingDims()},
       {"start_index_map", getStartIndexMap()}},
      std::make_pair(StringRef("index_vector_dim"), getIndexVectorDim()));
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> window, inserted, inputBatch, indicesBatch, toOperand;
  int64_t indexVectorDim = 0;
  Field fields[] = {{"update_window_dims", &window},
                    {"inserted_window_dims", &inserted},
                    {"input_batching_dims", &inputBatch},
                    {"scatter_indices_batching_dims", &indicesBatch},
                    {"scatter_dims_to_operand_dims", &toOperand},
                    {"index_vector_dim", nullptr, &indexVectorDim}};
  if (parseStructBody(parser, fields))
    return {};
  return ScatterDimensionNumbersAttr::get(parser.getContext(), window, inserted,
                                          inputBatch, indicesBatch, toOperand,
                                          indexVectorDim);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printStructBody(
      printer,
      {{"update_window_dims", getUpdateWindowDims()},
       {"inserted_window_dims", getInsertedWindowDims()},
       {"input_batching_dims", getInputBatchingDims()},
       {"scatter_indices_batching_dims", getScatterIndicesBatchingDims()},
       {"scatter_dims_to_operand_dims", getScatterDimsToOperandDims()}},
      std::make_pair(StringRef("index_vector_dim"), getIndexVectorDim()));
}

//===----------------------------------------------------------------------===//
// OutputOperandAliasAttr
//===----------------------------------------------------------------------===//

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> output, operand;
  int64_t operandIndex = 0;
  Field fields[] = {{"output_tuple_indices", &output},
                    {"operand_index", nullptr, &operandIndex},
                    {"operand_tuple_indices", &operand}};
  if (parseStructBody(parser, fields))
    return {};
  return OutputOperandAliasAttr::get(parser.getContext(), output, operandIndex,
                                     operand);
}

/// Upstream prints all three fields, empty lists included.
void OutputOperandAliasAttr::print(AsmPrinter &printer) const {
  printer << "<output_tuple_indices = ";
  printIntList(printer, getOutputTupleIndices());
  printer << ", operand_index = " << getOperandIndex()
          << ", operand_tuple_indices = ";
  printIntList(printer, getOperandTupleIndices());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// ConvDimensionNumbersAttr
//===----------------------------------------------------------------------===//

/// Parses one `[b, 0, 1, f]` layout: `first`/`second` are the letters of the
/// two non-spatial dimensions.
static ParseResult parseConvLayout(AsmParser &parser, char first, char second,
                                   int64_t &firstDim, int64_t &secondDim,
                                   SmallVectorImpl<int64_t> &spatial) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<std::pair<int64_t, int64_t>> spatialAt; // (index, position)
  firstDim = secondDim = -1;
  int64_t position = 0;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t index;
            OptionalParseResult isInt = parser.parseOptionalInteger(index);
            if (isInt.has_value()) {
              if (failed(*isInt))
                return failure();
              spatialAt.push_back({index, position++});
              return success();
            }
            StringRef letter;
            SMLoc letterLoc = parser.getCurrentLocation();
            if (parser.parseKeyword(&letter))
              return failure();
            if (letter.size() == 1 && letter[0] == first && firstDim < 0) {
              firstDim = position++;
              return success();
            }
            if (letter.size() == 1 && letter[0] == second && secondDim < 0) {
              secondDim = position++;
              return success();
            }
            return parser.emitError(letterLoc, "expected '")
                   << first << "', '" << second
                   << "' (once each) or a spatial dimension number, got '"
                   << letter << "'";
          }))
    return failure();
  if (firstDim < 0 || secondDim < 0)
    return parser.emitError(loc, "layout needs both '")
           << first << "' and '" << second << "'";
  spatial.assign(spatialAt.size(), -1);
  for (auto [index, pos] : spatialAt) {
    if (index < 0 || index >= static_cast<int64_t>(spatialAt.size()) ||
        spatial[index] != -1)
      return parser.emitError(loc, "spatial dimension numbers must be a "
                                   "permutation of 0..")
             << spatialAt.size() - 1;
    spatial[index] = pos;
  }
  return success();
}

ParseResult parseConvDimensionsBody(AsmParser &parser,
                                    ConvDimensionNumbersAttr &attr) {
  int64_t ib, iff, ki, ko, ob, of;
  SmallVector<int64_t> is, ks, os;
  if (parseConvLayout(parser, 'b', 'f', ib, iff, is) ||
      parser.parseKeyword("x") ||
      parseConvLayout(parser, 'i', 'o', ki, ko, ks) || parser.parseArrow() ||
      parseConvLayout(parser, 'b', 'f', ob, of, os))
    return failure();
  if (is.size() != ks.size() || is.size() != os.size())
    return parser.emitError(parser.getCurrentLocation(),
                            "input, kernel and output layouts must have the "
                            "same number of spatial dimensions");
  attr = ConvDimensionNumbersAttr::get(parser.getContext(), ib, iff, is, ki, ko,
                                       ks, ob, of, os);
  return success();
}

static void printConvLayout(AsmPrinter &printer, char first, char second,
                            int64_t firstDim, int64_t secondDim,
                            ArrayRef<int64_t> spatial) {
  SmallVector<std::string> items(spatial.size() + 2, "?");
  if (firstDim >= 0 && firstDim < (int64_t)items.size())
    items[firstDim] = std::string(1, first);
  if (secondDim >= 0 && secondDim < (int64_t)items.size())
    items[secondDim] = std::string(1, second);
  for (auto [index, pos] : llvm::enumerate(spatial))
    if (pos >= 0 && pos < (int64_t)items.size())
      items[pos] = std::to_string(index);
  printer << '[';
  llvm::interleaveComma(items, printer);
  printer << ']';
}

void printConvDimensionsBody(AsmPrinter &printer,
                             ConvDimensionNumbersAttr attr) {
  printConvLayout(printer, 'b', 'f', attr.getInputBatchDimension(),
                  attr.getInputFeatureDimension(),
                  attr.getInputSpatialDimensions());
  printer << 'x';
  printConvLayout(printer, 'i', 'o', attr.getKernelInputFeatureDimension(),
                  attr.getKernelOutputFeatureDimension(),
                  attr.getKernelSpatialDimensions());
  printer << "->";
  printConvLayout(printer, 'b', 'f', attr.getOutputBatchDimension(),
                  attr.getOutputFeatureDimension(),
                  attr.getOutputSpatialDimensions());
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  ConvDimensionNumbersAttr attr;
  if (parser.parseLess() || parseConvDimensionsBody(parser, attr) ||
      parser.parseGreater())
    return {};
  return attr;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printConvDimensionsBody(printer, *this);
  printer << '>';
}

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

void StablehloDialect::initialize() {
  addInterfaces<input_hlo::HLOInlinerInterface>();
  addOperations<
#define GET_OP_LIST
#include "strata/InputHLO/IR/StablehloOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "strata/InputHLO/IR/StablehloAttrs.cpp.inc"
      >();
}

} // namespace strata::stablehlo

#include "strata/InputHLO/IR/StablehloDialect.cpp.inc"
#include "strata/InputHLO/IR/StablehloEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "strata/InputHLO/IR/StablehloAttrs.cpp.inc"
