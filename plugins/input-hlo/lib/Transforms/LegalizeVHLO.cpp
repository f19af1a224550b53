//===- LegalizeVHLO.cpp - VHLO ops -> stablehlo and func ops ----*- C++ -*-===//
//
// Every `vhlo.<name>_v<N>` op read from a portable artifact becomes
// `stablehlo.<name>` (`func.func`, `func.call`, `func.return` for the
// function ops), with the same operands, result types and regions: the
// bytecode reader already decoded VHLO's types and attribute values into
// builtin and stablehlo ones (lib/IR/VhloDialect.cpp). What is left is the
// attributes' shape, which VHLO flattens:
//   - dimension numbers travel as separate attributes (conv, dot_general,
//     gather, scatter) and are regrouped into the stablehlo struct attribute;
//   - dimension lists travel as rank-1 tensors, stablehlo wants
//     `array<i64>` / `array<i1>`;
//   - optional attributes travel with their default value (an empty string,
//     a zero channel id, all-1 strides), stablehlo omits them;
//   - symbol names travel as strings.
// Older op versions only lack attributes that newer ones added (batching
// dimensions of gather/scatter before 1.1.0, the dot algorithm before
// 1.6.0, ...): a missing attribute takes its default.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/IR/VhloDialect.h"
#include "strata/InputHLO/Transforms/Passes.h"
#include "strata/sdk/CapturedConstants.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace strata::input_hlo {
#define GEN_PASS_DEF_LEGALIZEVHLOPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"
} // namespace strata::input_hlo

using namespace mlir;

namespace strata::input_hlo {
namespace {

/// Splits `vhlo.gather_v2` into "gather".
StringRef baseName(Operation *op) {
  StringRef name = op->getName().stripDialect();
  size_t suffix = name.rfind("_v");
  return suffix == StringRef::npos ? name : name.take_front(suffix);
}

/// The inherent attributes of one VHLO op, consumed as they are rewritten;
/// what is left over is copied unchanged.
class VhloAttributes {
public:
  VhloAttributes(Operation *op) : op(op) {
    for (StringAttr name : op->getName().getAttributeNames())
      if (Attribute value = op->getAttr(name))
        attrs[name.getValue()] = value;
  }

  /// Takes the attribute `name` (null when the op's version lacks it).
  Attribute take(StringRef name) {
    auto it = attrs.find(name);
    if (it == attrs.end())
      return {};
    Attribute value = it->second;
    attrs.erase(it);
    return value;
  }

  template <typename AttrT> FailureOr<AttrT> take(StringRef name) {
    Attribute value = take(name);
    auto typed = dyn_cast_or_null<AttrT>(value);
    if (!typed) {
      op->emitError() << "VHLO attribute '" << name << "' is " << value
                      << ", which is not what this op takes";
      return failure();
    }
    return typed;
  }

  FailureOr<int64_t> takeInt(StringRef name) {
    auto value = take<IntegerAttr>(name);
    if (failed(value))
      return failure();
    return value->getValue().getSExtValue();
  }

  /// A dimension list; absent (an older version) is empty.
  FailureOr<SmallVector<int64_t>> takeDims(StringRef name) {
    Attribute value = take(name);
    if (!value)
      return SmallVector<int64_t>();
    auto tensor = dyn_cast<DenseIntElementsAttr>(value);
    if (!tensor || tensor.getType().getRank() != 1) {
      op->emitError() << "VHLO attribute '" << name << "' is " << value
                      << ", expected a rank-1 integer tensor";
      return failure();
    }
    return llvm::to_vector(tensor.getValues<int64_t>());
  }

  bool empty() const { return attrs.empty(); }
  auto entries() const { return llvm::make_range(attrs.begin(), attrs.end()); }

private:
  Operation *op;
  llvm::StringMap<Attribute> attrs;
};

bool isSplatOf(Attribute value, int64_t splat) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(value);
  return dense && llvm::all_of(dense.getValues<APInt>(), [&](const APInt &v) {
           return v.getSExtValue() == splat;
         });
}

bool isEmpty(Attribute value) {
  if (auto array = dyn_cast<ArrayAttr>(value))
    return array.empty();
  if (auto dict = dyn_cast<DictionaryAttr>(value))
    return dict.empty();
  if (auto string = dyn_cast<StringAttr>(value))
    return string.getValue().empty();
  if (auto dense = dyn_cast<DenseElementsAttr>(value))
    return dense.getNumElements() == 0;
  return false;
}

bool isFalse(Attribute value) {
  auto flag = dyn_cast_or_null<BoolAttr>(value);
  return flag && !flag.getValue();
}

bool isAllDefaultPrecision(Attribute value) {
  auto array = dyn_cast_or_null<ArrayAttr>(value);
  return array && llvm::all_of(array, [](Attribute p) {
           auto precision = dyn_cast<stablehlo::PrecisionAttr>(p);
           return precision &&
                  precision.getValue() == stablehlo::Precision::DEFAULT;
         });
}

/// Attributes whose VHLO value means "not given" and that stablehlo omits,
/// for the ops (by base name) that have them.
bool isDefault(StringRef op, StringRef name, Attribute value) {
  if (name == "window_strides" || name == "lhs_dilation" ||
      name == "rhs_dilation" || name == "base_dilations" ||
      name == "window_dilations")
    return isSplatOf(value, 1);
  if (name == "padding")
    return isSplatOf(value, 0);
  if (name == "window_reversal")
    return isSplatOf(value, 0);
  if (name == "precision_config")
    return isAllDefaultPrecision(value);
  if (name == "indices_are_sorted" || name == "unique_indices" ||
      name == "is_stable" || name == "has_side_effect" ||
      name == "is_host_transfer" || (op == "cholesky" && name == "lower"))
    return isFalse(value);
  if (name == "compare_type") {
    auto type = dyn_cast<stablehlo::ComparisonTypeAttr>(value);
    return type && type.getValue() == stablehlo::ComparisonType::NOTYPE;
  }
  if (name == "api_version") {
    auto version = dyn_cast<stablehlo::CustomCallApiVersionAttr>(value);
    return version && version.getValue() ==
                          stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL;
  }
  if (name == "version" && op == "composite") {
    auto version = dyn_cast<IntegerAttr>(value);
    return version && version.getValue().isZero();
  }
  if (name == "sym_visibility" || name == "arg_attrs" || name == "res_attrs" ||
      name == "backend_config" || name == "called_computations" ||
      name == "output_operand_aliases" || name == "result_tilings" ||
      name == "composite_attributes" || name == "infeed_config" ||
      name == "outfeed_config" || name == "layout" ||
      name == "known_expanding_dimensions" ||
      name == "known_nonexpanding_dimensions" || name == "source_target_pairs")
    return isEmpty(value);
  return false;
}

/// Regroups the flattened dimension numbers (and dot_general's algorithm)
/// into their stablehlo attributes.
LogicalResult implodeDimensionNumbers(Operation *op, StringRef base,
                                      VhloAttributes &attrs,
                                      NamedAttrList &out) {
  MLIRContext *ctx = op->getContext();
  if (base == "convolution" || base == "dynamic_conv") {
    auto ib = attrs.takeInt("input_batch_dimension");
    auto ifd = attrs.takeInt("input_feature_dimension");
    auto is = attrs.takeDims("input_spatial_dimensions");
    auto kif = attrs.takeInt("kernel_input_feature_dimension");
    auto kof = attrs.takeInt("kernel_output_feature_dimension");
    auto ks = attrs.takeDims("kernel_spatial_dimensions");
    auto ob = attrs.takeInt("output_batch_dimension");
    auto of = attrs.takeInt("output_feature_dimension");
    auto os = attrs.takeDims("output_spatial_dimensions");
    if (failed(ib) || failed(ifd) || failed(is) || failed(kif) || failed(kof) ||
        failed(ks) || failed(ob) || failed(of) || failed(os))
      return failure();
    out.append("dimension_numbers",
               stablehlo::ConvDimensionNumbersAttr::get(
                   ctx, *ib, *ifd, *is, *kif, *kof, *ks, *ob, *of, *os));
    // dynamic_conv_v1 also had a padding attribute; its padding operand is
    // what counts.
    if (base == "dynamic_conv")
      (void)attrs.take("padding");
    return success();
  }
  if (base == "dot_general") {
    auto lb = attrs.takeDims("lhs_batching_dimensions");
    auto rb = attrs.takeDims("rhs_batching_dimensions");
    auto lc = attrs.takeDims("lhs_contracting_dimensions");
    auto rc = attrs.takeDims("rhs_contracting_dimensions");
    if (failed(lb) || failed(rb) || failed(lc) || failed(rc))
      return failure();
    out.append("dot_dimension_numbers", stablehlo::DotDimensionNumbersAttr::get(
                                            ctx, *lb, *rb, *lc, *rc));
    // The algorithm (1.6.0+): all seven fields are none, or none is.
    Attribute lhsType = attrs.take("lhs_precision_type");
    Attribute rhsType = attrs.take("rhs_precision_type");
    Attribute accType = attrs.take("accumulation_type");
    Attribute lhsCount = attrs.take("lhs_component_count");
    Attribute rhsCount = attrs.take("rhs_component_count");
    Attribute primitives = attrs.take("num_primitive_operations");
    Attribute imprecise = attrs.take("allow_imprecise_accumulation");
    auto isNone = [](Attribute a) {
      auto type = dyn_cast_or_null<TypeAttr>(a);
      return !a || (type && isa<NoneType>(type.getValue()));
    };
    if (isNone(lhsType) && isNone(rhsType) && isNone(accType) &&
        isNone(lhsCount) && isNone(rhsCount) && isNone(primitives) &&
        isNone(imprecise))
      return success();
    auto typeOf = [](Attribute a) {
      auto type = dyn_cast_or_null<TypeAttr>(a);
      return type ? type.getValue() : Type();
    };
    auto intOf = [](Attribute a) -> std::optional<int64_t> {
      if (auto i = dyn_cast_or_null<IntegerAttr>(a))
        return i.getValue().getSExtValue();
      return std::nullopt;
    };
    auto flag = dyn_cast_or_null<BoolAttr>(imprecise);
    if (!typeOf(lhsType) || !typeOf(rhsType) || !typeOf(accType) ||
        !intOf(lhsCount) || !intOf(rhsCount) || !intOf(primitives) || !flag)
      return op->emitError("dot_general's algorithm is partly given: either "
                           "all seven fields or none");
    out.append("algorithm",
               stablehlo::DotAlgorithmAttr::get(
                   ctx, typeOf(lhsType), typeOf(rhsType), typeOf(accType),
                   *intOf(lhsCount), *intOf(rhsCount), *intOf(primitives),
                   flag.getValue()));
    return success();
  }
  if (base == "gather" || base == "dynamic_gather") {
    auto offset = attrs.takeDims("offset_dims");
    auto collapsed = attrs.takeDims("collapsed_slice_dims");
    auto operandBatching = attrs.takeDims("operand_batching_dims");
    auto indicesBatching = attrs.takeDims("start_indices_batching_dims");
    auto indexMap = attrs.takeDims("start_index_map");
    auto indexVectorDim = attrs.takeInt("index_vector_dim");
    if (failed(offset) || failed(collapsed) || failed(operandBatching) ||
        failed(indicesBatching) || failed(indexMap) || failed(indexVectorDim))
      return failure();
    out.append("dimension_numbers",
               stablehlo::GatherDimensionNumbersAttr::get(
                   ctx, *offset, *collapsed, *operandBatching, *indicesBatching,
                   *indexMap, *indexVectorDim));
    return success();
  }
  if (base == "scatter") {
    auto window = attrs.takeDims("update_window_dims");
    auto inserted = attrs.takeDims("inserted_window_dims");
    auto inputBatching = attrs.takeDims("input_batching_dims");
    auto indicesBatching = attrs.takeDims("scatter_indices_batching_dims");
    auto toOperand = attrs.takeDims("scatter_dims_to_operand_dims");
    auto indexVectorDim = attrs.takeInt("index_vector_dim");
    if (failed(window) || failed(inserted) || failed(inputBatching) ||
        failed(indicesBatching) || failed(toOperand) || failed(indexVectorDim))
      return failure();
    out.append("scatter_dimension_numbers",
               stablehlo::ScatterDimensionNumbersAttr::get(
                   ctx, *window, *inserted, *inputBatching, *indicesBatching,
                   *toOperand, *indexVectorDim));
    return success();
  }
  return success();
}

/// Channels: a zero id is "no channel"; send and recv also carry a type.
LogicalResult convertChannel(Operation *op, StringRef base,
                             VhloAttributes &attrs, NamedAttrList &out) {
  Attribute id = attrs.take("channel_id");
  Attribute type = attrs.take("channel_type");
  if (!id)
    return success();
  auto idValue = dyn_cast<IntegerAttr>(id);
  auto typeValue = dyn_cast_or_null<IntegerAttr>(type);
  if (!idValue || (type && !typeValue))
    return op->emitError() << "VHLO channel " << id << ", type " << type
                           << ": expected integers";
  bool pointToPoint = base == "send" || base == "recv";
  if (idValue.getValue().isZero() && !pointToPoint)
    return success();
  out.append("channel_handle",
             stablehlo::ChannelHandleAttr::get(
                 op->getContext(), idValue.getValue().getSExtValue(),
                 typeValue ? typeValue.getValue().getSExtValue() : 0));
  return success();
}

/// One attribute that needs no regrouping: symbols, unit flags, dimension
/// lists; everything else is already the value stablehlo takes.
FailureOr<Attribute> convertValue(Operation *op, StringRef name,
                                  Attribute value) {
  if (name == "callee" || name == "decomposition") {
    auto symbol = dyn_cast<StringAttr>(value);
    if (!symbol)
      return op->emitError() << "VHLO '" << name << "' is " << value
                             << ", expected a symbol name";
    return Attribute(FlatSymbolRefAttr::get(symbol));
  }
  if (name == "called_computations") {
    SmallVector<Attribute> symbols;
    for (Attribute entry : dyn_cast<ArrayAttr>(value)
                               ? cast<ArrayAttr>(value).getValue()
                               : ArrayRef<Attribute>()) {
      auto symbol = dyn_cast<StringAttr>(entry);
      if (!symbol)
        return op->emitError() << "VHLO called computation " << entry
                               << " is not a symbol name";
      symbols.push_back(FlatSymbolRefAttr::get(symbol));
    }
    return Attribute(ArrayAttr::get(op->getContext(), symbols));
  }
  if (name == "use_global_device_ids" || name == "has_dynamic_root") {
    if (!isa<BoolAttr>(value))
      return op->emitError()
             << "VHLO '" << name << "' is " << value << ", expected a boolean";
    return cast<BoolAttr>(value).getValue()
               ? Attribute(UnitAttr::get(op->getContext()))
               : Attribute();
  }
  // Dimension lists and window reversal: rank-1 tensors become dense
  // arrays. A constant's value stays a tensor.
  auto dense = dyn_cast<DenseIntElementsAttr>(value);
  if (dense && name != "value" && dense.getType().getRank() == 1) {
    Type element = dense.getType().getElementType();
    if (element.isInteger(64))
      return Attribute(DenseI64ArrayAttr::get(
          op->getContext(), llvm::to_vector(dense.getValues<int64_t>())));
    if (element.isInteger(1))
      return Attribute(DenseBoolArrayAttr::get(
          op->getContext(), llvm::to_vector(dense.getValues<bool>())));
  }
  return value;
}

/// The op that replaces `op`: stablehlo.<base>, or func for functions.
std::string targetName(Operation *op, StringRef base) {
  if (base == "func")
    return func::FuncOp::getOperationName().str();
  if (base == "call")
    return func::CallOp::getOperationName().str();
  if (base == "return") {
    Operation *parent = op->getParentOp();
    if (parent && (isa<func::FuncOp>(parent) ||
                   (isa<vhlo::VhloDialect>(parent->getDialect()) &&
                    baseName(parent) == "func")))
      return func::ReturnOp::getOperationName().str();
  }
  return ("stablehlo." + base).str();
}

LogicalResult legalize(Operation *op) {
  StringRef base = baseName(op);
  std::string target = targetName(op, base);
  MLIRContext *ctx = op->getContext();
  auto registered = RegisteredOperationName::lookup(target, ctx);
  if (!registered)
    return op->emitError() << "'" << op->getName()
                           << "' has no counterpart in Strata's StableHLO ('"
                           << target << "' is not an op)";

  VhloAttributes attrs(op);
  NamedAttrList out;
  if (failed(implodeDimensionNumbers(op, base, attrs, out)) ||
      failed(convertChannel(op, base, attrs, out)))
    return failure();
  // An accuracy request for a transcendental op: Strata's math is accurate
  // by default, so any request is met.
  (void)attrs.take("result_accuracy");
  // Only a custom_call that lists both layouts has layouts.
  Attribute operandLayouts = attrs.take("operand_layouts");
  Attribute resultLayouts = attrs.take("result_layouts");
  if (operandLayouts && resultLayouts &&
      !(isEmpty(operandLayouts) && isEmpty(resultLayouts))) {
    out.append("operand_layouts", operandLayouts);
    out.append("result_layouts", resultLayouts);
  }
  SmallVector<std::pair<std::string, Attribute>> rest;
  for (const auto &entry : attrs.entries())
    rest.emplace_back(entry.getKey().str(), entry.getValue());
  llvm::sort(rest,
             [](const auto &a, const auto &b) { return a.first < b.first; });
  for (auto &[name, value] : rest) {
    if (isDefault(base, name, value))
      continue;
    if (name == "result_tilings")
      return op->emitError("custom_call result tilings are not supported");
    FailureOr<Attribute> converted = convertValue(op, name, value);
    if (failed(converted))
      return failure();
    if (*converted)
      out.append(name, *converted);
  }
  // Attributes that are not the op's own (shardings, frontend attributes,
  // jax.* annotations) are kept as they are.
  for (NamedAttribute discardable : op->getDiscardableAttrs())
    out.append(discardable);

  OperationState state(op->getLoc(), *registered);
  state.addOperands(op->getOperands());
  state.addTypes(op->getResultTypes());
  state.addAttributes(out.getAttrs());
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    state.addRegion();
  OpBuilder builder(op);
  Operation *replacement = builder.create(state);
  for (auto [from, to] :
       llvm::zip_equal(op->getRegions(), replacement->getRegions()))
    to.takeBody(from);
  // VHLO regions may capture (JAX's constant cache); input-hlo's reduce,
  // reduce_window and map are isolated from above.
  if (replacement->hasTrait<OpTrait::IsIsolatedFromAbove>())
    sinkCapturedConstants(replacement);
  op->replaceAllUsesWith(replacement->getResults());
  op->erase();
  return success();
}

struct LegalizeVHLOPass : impl::LegalizeVHLOPassBase<LegalizeVHLOPass> {
  void runOnOperation() override {
    // Outer ops first: a function's body moves into its func.func before
    // the ops in it are legalized (they only need their parent's name).
    SmallVector<Operation *> ops;
    getOperation()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa_and_nonnull<vhlo::VhloDialect>(op->getDialect()))
        ops.push_back(op);
    });
    for (Operation *op : ops)
      if (failed(legalize(op)))
        return signalPassFailure();
  }
};

} // namespace
} // namespace strata::input_hlo
