//===- SdyOps.cpp - sdy dialect: meshes, shardings, manual computations ---===//
//
// Parsing and printing follow Shardy's syntax (what JAX prints):
//   sdy.mesh @mesh = <["i"=4, "j"=2], device_ids=[...]>
//   #sdy.sharding<@mesh, [{"i"}, {}, {"j", ?}p1], replicated={"k"}>
//   sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}]>]
//       out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"}
//       (%local: tensor<2xf32>) { ... sdy.return ... } : (...) -> (...)
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/SdyOps.h"

#include "InlinerInterface.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace strata::sdy {

void SdyDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "strata/InputHLO/IR/SdyAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "strata/InputHLO/IR/SdyOps.cpp.inc"
      >();
  // JAX's helpers (jnp.remainder, _where, ...) are private functions called
  // inside manual_computation bodies too.
  addInterfaces<input_hlo::HLOInlinerInterface>();
  addBytecodeInterface(*this);
}

//===----------------------------------------------------------------------===//
// OpShardingRuleAttr
//===----------------------------------------------------------------------===//

namespace {

/// `([i, j], [])`: one list of dimension mappings per value; a dimension
/// mapping is a keyword naming its factors (`ij` = factors i then j).
ParseResult parseValueMappings(AsmParser &parser,
                               SmallVectorImpl<Attribute> &values) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Paren, [&]() -> ParseResult {
        SmallVector<Attribute> dims;
        if (parser.parseCommaSeparatedList(
                AsmParser::Delimiter::Square, [&]() -> ParseResult {
                  StringRef dim;
                  if (parser.parseKeyword(&dim))
                    return failure();
                  dims.push_back(parser.getBuilder().getStringAttr(dim));
                  return success();
                }))
          return failure();
        values.push_back(parser.getBuilder().getArrayAttr(dims));
        return success();
      });
}

/// Factor names are `i`..`z` then `z_1`, `z_2`, ...: split a dimension
/// mapping such as `ijz_1` into its factors.
SmallVector<StringRef> splitFactors(StringRef dim) {
  SmallVector<StringRef> factors;
  while (!dim.empty()) {
    size_t length = 1;
    if (dim.size() > 1 && dim[1] == '_') {
      length = 2;
      while (length < dim.size() && llvm::isDigit(dim[length]))
        ++length;
    }
    factors.push_back(dim.take_front(length));
    dim = dim.drop_front(length);
  }
  return factors;
}

void printValueMappings(AsmPrinter &printer, ArrayAttr values) {
  printer << "(";
  llvm::interleaveComma(values, printer, [&](Attribute value) {
    printer << "[";
    llvm::interleaveComma(cast<ArrayAttr>(value), printer, [&](Attribute dim) {
      printer << cast<StringAttr>(dim).getValue();
    });
    printer << "]";
  });
  printer << ")";
}

} // namespace

Attribute OpShardingRuleAttr::parse(AsmParser &parser, Type) {
  Builder &b = parser.getBuilder();
  SmallVector<Attribute> operands, results, names, kinds;
  SmallVector<int64_t> sizes;
  bool isCustom = false;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseValueMappings(parser, operands) ||
      parser.parseArrow() || parseValueMappings(parser, results))
    return {};
  auto parseFactorSize = [&]() -> ParseResult {
    StringRef name;
    if (parser.parseKeyword(&name) || parser.parseEqual() ||
        parser.parseInteger(sizes.emplace_back()))
      return failure();
    names.push_back(b.getStringAttr(name));
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces,
                                     parseFactorSize))
    return {};
  // `, reduction={k}`, `, need_replication={...}`, ... and `, custom`.
  while (succeeded(parser.parseOptionalComma())) {
    StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return {};
    if (keyword == "custom") {
      isCustom = true;
      continue;
    }
    SmallVector<Attribute> factors;
    if (parser.parseEqual() ||
        parser.parseCommaSeparatedList(
            AsmParser::Delimiter::Braces, [&]() -> ParseResult {
              StringRef factor;
              if (parser.parseKeyword(&factor))
                return failure();
              factors.push_back(b.getStringAttr(factor));
              return success();
            }))
      return {};
    kinds.push_back(
        b.getArrayAttr({b.getStringAttr(keyword), b.getArrayAttr(factors)}));
  }
  if (parser.parseGreater())
    return {};
  // Every factor a dimension uses needs a size.
  llvm::StringSet<> known;
  for (Attribute name : names)
    known.insert(cast<StringAttr>(name).getValue());
  for (ArrayRef<Attribute> values : {ArrayRef(operands), ArrayRef(results)})
    for (Attribute value : values)
      for (Attribute dim : cast<ArrayAttr>(value))
        for (StringRef factor : splitFactors(cast<StringAttr>(dim).getValue()))
          if (!known.contains(factor)) {
            parser.emitError(loc, "sharding rule uses factor '")
                << factor << "' but gives it no size";
            return {};
          }
  return OpShardingRuleAttr::get(b.getContext(), b.getArrayAttr(operands),
                                 b.getArrayAttr(results), b.getArrayAttr(names),
                                 sizes, b.getArrayAttr(kinds), isCustom);
}

void OpShardingRuleAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printValueMappings(printer, getOperandMappings());
  printer << "->";
  printValueMappings(printer, getResultMappings());
  printer << " {";
  llvm::interleaveComma(
      llvm::zip(getFactorNames(), getFactorSizes()), printer, [&](auto factor) {
        printer << cast<StringAttr>(std::get<0>(factor)).getValue() << "="
                << std::get<1>(factor);
      });
  printer << "}";
  for (Attribute kind : getFactorKinds()) {
    auto pair = cast<ArrayAttr>(kind);
    printer << ", " << cast<StringAttr>(pair[0]).getValue() << "={";
    llvm::interleaveComma(cast<ArrayAttr>(pair[1]), printer, [&](Attribute f) {
      printer << cast<StringAttr>(f).getValue();
    });
    printer << "}";
  }
  if (getIsCustom())
    printer << ", custom";
  printer << ">";
}

//===----------------------------------------------------------------------===//
// MeshAttr
//===----------------------------------------------------------------------===//

int64_t MeshAttr::getDeviceCount() const {
  int64_t count = 1;
  for (int64_t size : getAxisSizes())
    count *= size;
  return count;
}

std::optional<int64_t> MeshAttr::getAxisSize(StringRef name) const {
  for (auto [axis, size] : llvm::zip(getAxisNames(), getAxisSizes()))
    if (cast<StringAttr>(axis).getValue() == name)
      return size;
  return std::nullopt;
}

Attribute MeshAttr::parse(AsmParser &parser, Type) {
  SmallVector<Attribute> names;
  SmallVector<int64_t> sizes, deviceIds;
  if (parser.parseLess())
    return {};
  auto parseAxis = [&]() -> ParseResult {
    std::string name;
    int64_t size;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseString(&name) || parser.parseEqual() ||
        parser.parseInteger(size))
      return failure();
    if (size <= 0)
      return parser.emitError(loc, "mesh axis '")
             << name << "' has size " << size << "; expected >= 1";
    for (Attribute other : names)
      if (cast<StringAttr>(other).getValue() == name)
        return parser.emitError(loc, "mesh axis '") << name << "' repeated";
    names.push_back(parser.getBuilder().getStringAttr(name));
    sizes.push_back(size);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseAxis))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword("device_ids") || parser.parseEqual() ||
        parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
          return parser.parseInteger(deviceIds.emplace_back());
        }))
      return {};
    int64_t count = 1;
    for (int64_t size : sizes)
      count *= size;
    if (static_cast<int64_t>(deviceIds.size()) != count) {
      parser.emitError(loc, "mesh lists ")
          << deviceIds.size() << " device ids for " << count << " devices";
      return {};
    }
    SmallVector<int64_t> sorted(deviceIds);
    llvm::sort(sorted);
    for (int64_t i = 0; i < count; ++i)
      if (sorted[i] != i) {
        parser.emitError(loc, "mesh device ids must be a permutation of 0..")
            << count - 1;
        return {};
      }
  }
  if (parser.parseGreater())
    return {};
  return MeshAttr::get(parser.getContext(),
                       parser.getBuilder().getArrayAttr(names), sizes,
                       deviceIds);
}

void MeshAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(llvm::zip(getAxisNames(), getAxisSizes()), printer,
                        [&](auto axis) {
                          printer << cast<StringAttr>(std::get<0>(axis)) << "="
                                  << std::get<1>(axis);
                        });
  printer << "]";
  if (!getDeviceIds().empty()) {
    printer << ", device_ids=[";
    llvm::interleaveComma(getDeviceIds(), printer);
    printer << "]";
  }
  printer << ">";
}

MeshAttr lookupMesh(Operation *from, FlatSymbolRefAttr symbol) {
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(from, symbol);
  return mesh ? mesh.getMesh() : MeshAttr();
}

//===----------------------------------------------------------------------===//
// TensorShardingAttr
//===----------------------------------------------------------------------===//

/// `{"a", "b"}`: axis names.
static ParseResult parseAxisNames(AsmParser &parser,
                                  SmallVectorImpl<Attribute> &names) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces, [&]() {
    std::string name;
    if (parser.parseString(&name))
      return failure();
    names.push_back(parser.getBuilder().getStringAttr(name));
    return success();
  });
}

static void printAxisNames(AsmPrinter &printer, ArrayAttr names,
                           bool open = false) {
  printer << "{";
  llvm::interleaveComma(names, printer, [&](Attribute name) {
    printer << cast<StringAttr>(name);
  });
  if (open)
    printer << (names.empty() ? "?" : ", ?");
  printer << "}";
}

TensorShardingAttr TensorShardingAttr::parseBody(AsmParser &parser) {
  Builder &b = parser.getBuilder();
  Attribute meshRef;
  SMLoc meshLoc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseAttribute(meshRef))
    return {};
  auto mesh = dyn_cast<FlatSymbolRefAttr>(meshRef);
  if (!mesh) {
    parser.emitError(meshLoc, "expected a mesh symbol (@name); inline meshes "
                              "are not supported");
    return {};
  }
  SmallVector<Attribute> dims;
  SmallVector<bool> open;
  SmallVector<int64_t> priorities;
  if (parser.parseComma() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SmallVector<Attribute> names;
            bool isOpen = false;
            if (parser.parseLBrace())
              return failure();
            if (failed(parser.parseOptionalRBrace())) {
              do {
                if (succeeded(parser.parseOptionalQuestion())) {
                  isOpen = true;
                  break;
                }
                std::string name;
                SMLoc loc = parser.getCurrentLocation();
                if (parser.parseString(&name))
                  return failure();
                if (succeeded(parser.parseOptionalColon()))
                  return parser.emitError(loc, "sub-axes ('")
                         << name << "':(...)) are not supported";
                names.push_back(b.getStringAttr(name));
              } while (succeeded(parser.parseOptionalComma()));
              if (parser.parseRBrace())
                return failure();
            }
            // A priority `pN` directly after the brace.
            int64_t priority = -1;
            StringRef keyword;
            if (succeeded(parser.parseOptionalKeyword(&keyword))) {
              if (!keyword.consume_front("p") ||
                  keyword.getAsInteger(10, priority))
                return parser.emitError(parser.getCurrentLocation(),
                                        "expected a priority 'pN', got '")
                       << keyword << "'";
            }
            dims.push_back(b.getArrayAttr(names));
            open.push_back(isOpen);
            priorities.push_back(priority);
            return success();
          }))
    return {};
  SmallVector<Attribute> replicated;
  while (succeeded(parser.parseOptionalComma())) {
    StringRef key;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&key))
      return {};
    if (key != "replicated") {
      parser.emitError(loc, "unsupported sharding field '")
          << key << "' (expected 'replicated')";
      return {};
    }
    if (parser.parseEqual() || parseAxisNames(parser, replicated))
      return {};
  }
  if (parser.parseGreater())
    return {};
  return TensorShardingAttr::get(parser.getContext(), mesh,
                                 b.getArrayAttr(dims), open, priorities,
                                 b.getArrayAttr(replicated));
}

void TensorShardingAttr::printBody(AsmPrinter &printer) const {
  printer << "<" << getMesh() << ", [";
  for (auto [i, dim] : llvm::enumerate(getDimAxes())) {
    if (i)
      printer << ", ";
    printAxisNames(printer, cast<ArrayAttr>(dim), getDimOpen()[i]);
    if (getDimPriority()[i] >= 0)
      printer << "p" << getDimPriority()[i];
  }
  printer << "]";
  if (!getReplicated().empty()) {
    printer << ", replicated=";
    printAxisNames(printer, getReplicated());
  }
  printer << ">";
}

Attribute TensorShardingAttr::parse(AsmParser &parser, Type) {
  return parseBody(parser);
}

void TensorShardingAttr::print(AsmPrinter &printer) const {
  printBody(printer);
}

//===----------------------------------------------------------------------===//
// Sharding hints (sharding_constraint, reshard)
//===----------------------------------------------------------------------===//

static ParseResult parseShardingBody(OpAsmParser &parser,
                                     TensorShardingAttr &sharding) {
  sharding = TensorShardingAttr::parseBody(parser);
  return success(sharding != nullptr);
}

static void printShardingBody(OpAsmPrinter &printer, Operation *,
                              TensorShardingAttr sharding) {
  sharding.printBody(printer);
}

/// The hint's mesh exists and its sharding fits the value's rank.
static LogicalResult
verifyShardingHint(Operation *op, TensorShardingAttr sharding, Type type) {
  if (!lookupMesh(op, sharding.getMesh()))
    return op->emitOpError("names mesh ")
           << sharding.getMesh() << ", which is not an sdy.mesh";
  auto tensor = cast<RankedTensorType>(type);
  if (static_cast<int64_t>(sharding.getDimAxes().size()) != tensor.getRank())
    return op->emitOpError("sharding has ")
           << sharding.getDimAxes().size() << " dims for a rank-"
           << tensor.getRank() << " value";
  return success();
}

LogicalResult ShardingConstraintOp::verify() {
  return verifyShardingHint(*this, getSharding(), getType());
}

LogicalResult ReshardOp::verify() {
  return verifyShardingHint(*this, getSharding(), getType());
}

//===----------------------------------------------------------------------===//
// ManualComputationOp
//===----------------------------------------------------------------------===//

static ParseResult parseShardingList(OpAsmParser &parser,
                                     SmallVectorImpl<Attribute> &shardings) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
    TensorShardingAttr sharding = TensorShardingAttr::parseBody(parser);
    if (!sharding)
      return failure();
    shardings.push_back(sharding);
    return success();
  });
}

static void printShardingList(OpAsmPrinter &printer, ArrayAttr shardings) {
  printer << "[";
  llvm::interleaveComma(shardings, printer, [&](Attribute sharding) {
    cast<TensorShardingAttr>(sharding).printBody(printer);
  });
  printer << "]";
}

ParseResult ManualComputationOp::parse(OpAsmParser &parser,
                                       OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Attribute> in, out, manual;
  SmallVector<OpAsmParser::Argument> args;
  FunctionType type;
  Builder &b = parser.getBuilder();
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, AsmParser::Delimiter::Paren) ||
      parser.parseKeyword("in_shardings") || parser.parseEqual() ||
      parseShardingList(parser, in) || parser.parseKeyword("out_shardings") ||
      parser.parseEqual() || parseShardingList(parser, out) ||
      parser.parseKeyword("manual_axes") || parser.parseEqual() ||
      parseAxisNames(parser, manual) ||
      parser.parseArgumentList(args, AsmParser::Delimiter::Paren,
                               /*allowType=*/true))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, args) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands(operands, type.getInputs(), operandsLoc,
                             result.operands))
    return failure();
  result.addTypes(type.getResults());
  result.addAttribute(getInShardingsAttrName(result.name), b.getArrayAttr(in));
  result.addAttribute(getOutShardingsAttrName(result.name),
                      b.getArrayAttr(out));
  result.addAttribute(getManualAxesAttrName(result.name),
                      b.getArrayAttr(manual));
  ManualComputationOp::ensureTerminator(*body, b, result.location);
  return success();
}

void ManualComputationOp::print(OpAsmPrinter &printer) {
  printer << "(" << getTensors() << ") in_shardings=";
  printShardingList(printer, getInShardings());
  printer << " out_shardings=";
  printShardingList(printer, getOutShardings());
  printer << " manual_axes=";
  printAxisNames(printer, getManualAxes());
  printer << " (";
  llvm::interleaveComma(
      getBody().getArguments(), printer,
      [&](BlockArgument arg) { printer.printRegionArgument(arg); });
  printer << ") ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
  printer.printOptionalAttrDict((*this)->getAttrs(), {getInShardingsAttrName(),
                                                      getOutShardingsAttrName(),
                                                      getManualAxesAttrName()});
  printer << " : ";
  printer.printFunctionalType(getTensors().getTypes(), getResultTypes());
}

RankedTensorType ManualComputationOp::getLocalType(RankedTensorType global,
                                                   TensorShardingAttr sharding,
                                                   std::string *error) {
  auto fail = [&](const Twine &why) {
    if (error)
      *error = why.str();
    return RankedTensorType();
  };
  MeshAttr mesh = lookupMesh(*this, sharding.getMesh());
  if (!mesh)
    return fail("no sdy.mesh named " + sharding.getMesh().getValue());
  if (static_cast<int64_t>(sharding.getDimAxes().size()) != global.getRank())
    return fail("sharding has " + Twine(sharding.getDimAxes().size()) +
                " dimensions for a rank-" + Twine(global.getRank()) +
                " tensor");
  llvm::StringSet<> manual;
  for (Attribute axis : getManualAxes())
    manual.insert(cast<StringAttr>(axis).getValue());
  SmallVector<int64_t> shape(global.getShape());
  for (auto [d, dim] : llvm::enumerate(sharding.getDimAxes())) {
    int64_t factor = 1;
    for (Attribute axis : cast<ArrayAttr>(dim)) {
      StringRef name = cast<StringAttr>(axis).getValue();
      std::optional<int64_t> size = mesh.getAxisSize(name);
      if (!size)
        return fail("mesh " + sharding.getMesh().getValue() + " has no axis '" +
                    name + "'");
      if (manual.contains(name))
        factor *= *size;
    }
    if (ShapedType::isDynamic(shape[d]))
      continue;
    if (shape[d] % factor)
      return fail("dimension " + Twine(d) + " of size " + Twine(shape[d]) +
                  " is not divisible by its " + Twine(factor) + " shards");
    shape[d] /= factor;
  }
  return RankedTensorType::get(shape, global.getElementType());
}

LogicalResult ManualComputationOp::verify() {
  if (getInShardings().size() != getTensors().size())
    return emitOpError("has ") << getTensors().size() << " operands but "
                               << getInShardings().size() << " in_shardings";
  if (getOutShardings().size() != getNumResults())
    return emitOpError("has ") << getNumResults() << " results but "
                               << getOutShardings().size() << " out_shardings";
  Block &body = getBody().front();
  if (body.getNumArguments() != getTensors().size())
    return emitOpError("body takes ")
           << body.getNumArguments() << " arguments for " << getTensors().size()
           << " operands";
  for (Attribute sharding :
       llvm::concat<const Attribute>(getInShardings(), getOutShardings())) {
    MeshAttr mesh =
        lookupMesh(*this, cast<TensorShardingAttr>(sharding).getMesh());
    if (!mesh)
      continue; // reported below with the value it shards
    for (Attribute axis : getManualAxes())
      if (!mesh.getAxisSize(cast<StringAttr>(axis).getValue()))
        return emitOpError("manual axis ")
               << axis << " is not an axis of mesh "
               << cast<TensorShardingAttr>(sharding).getMesh();
  }
  auto check = [&](StringRef what, unsigned i, Type globalType, Type local,
                   Attribute sharding) -> LogicalResult {
    auto global = dyn_cast<RankedTensorType>(globalType);
    std::string error;
    RankedTensorType expected =
        global
            ? getLocalType(global, cast<TensorShardingAttr>(sharding), &error)
            : RankedTensorType();
    if (!expected)
      return emitOpError() << what << " " << i << ": " << error;
    if (expected != local)
      return emitOpError() << what << " " << i << " of global type "
                           << globalType << " has local type " << local
                           << "; its sharding gives " << expected;
    return success();
  };
  for (auto [i, operand] : llvm::enumerate(getTensors()))
    if (failed(check("operand", i, operand.getType(),
                     body.getArgument(i).getType(), getInShardings()[i])))
      return failure();
  auto ret = cast<ReturnOp>(body.getTerminator());
  if (ret.getNumOperands() != getNumResults())
    return emitOpError("body returns ")
           << ret.getNumOperands() << " values for " << getNumResults()
           << " results";
  for (auto [i, result] : llvm::enumerate(getResults()))
    if (failed(check("result", i, result.getType(), ret.getOperand(i).getType(),
                     getOutShardings()[i])))
      return failure();
  return success();
}

} // namespace strata::sdy

#define GET_ATTRDEF_CLASSES
#include "strata/InputHLO/IR/SdyAttrs.cpp.inc"

#include "strata/InputHLO/IR/SdyDialect.cpp.inc"

#define GET_OP_CLASSES
#include "strata/InputHLO/IR/SdyOps.cpp.inc"
