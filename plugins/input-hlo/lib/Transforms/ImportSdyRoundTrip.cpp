//===- ImportSdyRoundTrip.cpp - XLA's Shardy round-trip form -> sdy -*- C++
//-*-===//
//
// When JAX serializes an SPMD program for a PJRT plugin or a portable
// artifact, XLA first exports its Shardy ops to the "round-trip" form that
// HLO can carry: meshes and shardings become strings in
// `mhlo.frontend_attributes` (`xla.sdy.meshes`, `xla.sdy.sharding`,
// `xla.sdy.in_shardings`, ...), and each `sdy.manual_computation` becomes
//
//   %l = custom_call @xla.sdy.GlobalToLocalShape(%g...)   (in_shardings)
//   %r = call @xla.sdy.manual_computation_body(%l...)
//   %o = custom_call @xla.sdy.LocalToGlobalShape(%r...)   (out_shardings)
//
// This pass turns that form back into sdy ops so that the SPMD passes see
// what a text export gives them: sdy.mesh ops from `xla.sdy.meshes`,
// `sdy.sharding` argument and result attributes, and manual computations
// whose body is the called function. Malformed round-trip attributes are
// errors naming the op.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/SdyOps.h"
#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"

namespace strata::input_hlo {
#define GEN_PASS_DEF_IMPORTSDYROUNDTRIPPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"
} // namespace strata::input_hlo

using namespace mlir;

namespace strata::input_hlo {
namespace {

constexpr StringLiteral kFrontendAttrs = "mhlo.frontend_attributes";

/// The string frontend attribute `name` of `attrs` (a dictionary), or "".
StringRef frontendString(DictionaryAttr attrs, StringRef name) {
  auto frontend = attrs ? attrs.getAs<DictionaryAttr>(kFrontendAttrs) : nullptr;
  auto value = frontend ? frontend.getAs<StringAttr>(name) : nullptr;
  return value ? value.getValue() : StringRef();
}

/// `frontend` without `name`; null when nothing is left.
DictionaryAttr withoutEntry(DictionaryAttr frontend, StringRef name) {
  NamedAttrList entries(frontend);
  entries.erase(name);
  return entries.empty() ? DictionaryAttr()
                         : entries.getDictionary(frontend.getContext());
}

/// Splits "<a>, <b<c>>, ..." at the commas outside brackets and quotes.
SmallVector<StringRef> splitTopLevel(StringRef list) {
  SmallVector<StringRef> parts;
  int depth = 0;
  bool quoted = false;
  size_t start = 0;
  for (size_t i = 0; i < list.size(); ++i) {
    char c = list[i];
    if (c == '"' && (i == 0 || list[i - 1] != '\\'))
      quoted = !quoted;
    if (quoted)
      continue;
    if (c == '<' || c == '[' || c == '{' || c == '(')
      ++depth;
    else if (c == '>' || c == ']' || c == '}' || c == ')')
      --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (!list.slice(start, list.size()).trim().empty())
    parts.push_back(list.slice(start, list.size()).trim());
  return parts;
}

/// "#sdy.sharding_per_value<[<@mesh, [...]>, ...]>" -> its shardings.
FailureOr<ArrayAttr> parseShardingPerValue(Operation *op, StringRef text) {
  MLIRContext *ctx = op->getContext();
  StringRef body = text.trim();
  if (!body.consume_front("#sdy.sharding_per_value<[") ||
      !body.consume_back("]>"))
    return op->emitError() << "expected '#sdy.sharding_per_value<[...]>', got '"
                           << text << "'";
  SmallVector<Attribute> shardings;
  for (StringRef element : splitTopLevel(body)) {
    Attribute sharding = parseAttribute(("#sdy.sharding" + element).str(), ctx);
    if (!isa_and_nonnull<sdy::TensorShardingAttr>(sharding))
      return op->emitError()
             << "malformed sharding '" << element << "' in '" << text << "'";
    shardings.push_back(sharding);
  }
  return ArrayAttr::get(ctx, shardings);
}

/// "#sdy<manual_axes{"i", "j"}>" -> ["i", "j"].
FailureOr<ArrayAttr> parseManualAxes(Operation *op, StringRef text) {
  StringRef body = text.trim();
  if (!body.consume_front("#sdy<manual_axes{") || !body.consume_back("}>"))
    return op->emitError() << "expected '#sdy<manual_axes{...}>', got '" << text
                           << "'";
  SmallVector<Attribute> axes;
  for (StringRef axis : splitTopLevel(body)) {
    if (!axis.consume_front("\"") || !axis.consume_back("\""))
      return op->emitError() << "malformed manual axes '" << text << "'";
    axes.push_back(StringAttr::get(op->getContext(), axis));
  }
  return ArrayAttr::get(op->getContext(), axes);
}

bool isCustomCall(Operation *op, StringRef target) {
  auto call = dyn_cast_or_null<stablehlo::CustomCallOp>(op);
  return call && call.getCallTargetName() == target;
}

/// Meshes: `xla.sdy.meshes = "{name = #sdy.mesh<...>, ...}"` on the module.
LogicalResult importMeshes(ModuleOp module) {
  auto frontend = module->getAttrOfType<DictionaryAttr>(kFrontendAttrs);
  StringRef text =
      frontendString(module->getAttrDictionary(), "xla.sdy.meshes");
  if (text.empty())
    return success();
  auto meshes = dyn_cast_or_null<DictionaryAttr>(
      parseAttribute(text, module.getContext()));
  if (!meshes)
    return module.emitError() << "malformed xla.sdy.meshes '" << text << "'";
  SymbolTable symbols(module);
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  for (NamedAttribute entry : meshes) {
    auto mesh = dyn_cast<sdy::MeshAttr>(entry.getValue());
    if (!mesh)
      return module.emitError()
             << "xla.sdy.meshes entry '" << entry.getName().getValue()
             << "' is not a mesh";
    if (!symbols.lookup(entry.getName()))
      sdy::MeshOp::create(builder, module.getLoc(), entry.getName(), mesh);
  }
  if (DictionaryAttr rest = withoutEntry(frontend, "xla.sdy.meshes"))
    module->setAttr(kFrontendAttrs, rest);
  else
    module->removeAttr(kFrontendAttrs);
  return success();
}

/// `xla.sdy.sharding` on arguments -> `sdy.sharding`.
LogicalResult importArgumentShardings(func::FuncOp func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
    DictionaryAttr attrs = func.getArgAttrDict(i);
    StringRef text = frontendString(attrs, "xla.sdy.sharding");
    if (text.empty())
      continue;
    Attribute sharding = parseAttribute(text, func.getContext());
    if (!isa_and_nonnull<sdy::TensorShardingAttr>(sharding))
      return func.emitError()
             << "malformed xla.sdy.sharding '" << text << "' on argument " << i;
    func.setArgAttr(i, "sdy.sharding", sharding);
    auto frontend = attrs.getAs<DictionaryAttr>(kFrontendAttrs);
    if (DictionaryAttr rest = withoutEntry(frontend, "xla.sdy.sharding"))
      func.setArgAttr(i, kFrontendAttrs, rest);
    else
      func.removeArgAttr(i, kFrontendAttrs);
  }
  return success();
}

/// GlobalToLocalShape -> call of the body -> LocalToGlobalShape becomes one
/// sdy.manual_computation holding the body.
LogicalResult importManualComputation(func::CallOp call, SymbolTable &symbols) {
  MLIRContext *ctx = call.getContext();
  // The call's operands are the results of one GlobalToLocalShape.
  Operation *toLocal = nullptr;
  for (Value operand : call.getOperands()) {
    Operation *def = operand.getDefiningOp();
    if (!isCustomCall(def, "xla.sdy.GlobalToLocalShape") ||
        (toLocal && toLocal != def))
      return call.emitError("expected the operands of a manual computation "
                            "body to be the results of one "
                            "xla.sdy.GlobalToLocalShape");
    toLocal = def;
  }
  Operation *toGlobal = nullptr;
  for (Operation *user : call->getUsers()) {
    if (!isCustomCall(user, "xla.sdy.LocalToGlobalShape") ||
        (toGlobal && toGlobal != user))
      return call.emitError("expected the results of a manual computation "
                            "body to feed one xla.sdy.LocalToGlobalShape");
    toGlobal = user;
  }
  auto body = symbols.lookup<func::FuncOp>(call.getCallee());
  if (!body || body.isExternal())
    return call.emitError("manual computation body not found");
  // A body with no results has no LocalToGlobalShape.
  FailureOr<ArrayAttr> inShardings = ArrayAttr::get(ctx, {});
  FailureOr<ArrayAttr> outShardings = ArrayAttr::get(ctx, {});
  StringRef axesText;
  SmallVector<Value> globals;
  if (toLocal) {
    inShardings = parseShardingPerValue(
        toLocal,
        frontendString(toLocal->getAttrDictionary(), "xla.sdy.in_shardings"));
    axesText =
        frontendString(toLocal->getAttrDictionary(), "xla.sdy.manual_axes");
    llvm::append_range(globals, toLocal->getOperands());
  }
  if (toGlobal) {
    outShardings = parseShardingPerValue(
        toGlobal,
        frontendString(toGlobal->getAttrDictionary(), "xla.sdy.out_shardings"));
    if (axesText.empty())
      axesText =
          frontendString(toGlobal->getAttrDictionary(), "xla.sdy.manual_axes");
  }
  if (failed(inShardings) || failed(outShardings))
    return failure();
  FailureOr<ArrayAttr> manualAxes = parseManualAxes(call, axesText);
  if (failed(manualAxes))
    return failure();

  OpBuilder builder(toGlobal ? toGlobal : call.getOperation());
  OperationState state(call.getLoc(),
                       sdy::ManualComputationOp::getOperationName());
  state.addOperands(globals);
  if (toGlobal)
    state.addTypes(toGlobal->getResultTypes());
  state.addAttribute("in_shardings", *inShardings);
  state.addAttribute("out_shardings", *outShardings);
  state.addAttribute("manual_axes", *manualAxes);
  Region *region = state.addRegion();
  Block *block = new Block();
  region->push_back(block);
  for (Value local : call.getOperands())
    block->addArgument(local.getType(), local.getLoc());
  // The body, cloned (another call may share it); func.return -> sdy.return.
  IRMapping mapping;
  mapping.map(body.getArguments(), block->getArguments());
  OpBuilder inner(ctx);
  inner.setInsertionPointToEnd(block);
  for (Operation &op : body.getBody().front()) {
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      SmallVector<Value> results;
      for (Value v : ret.getOperands())
        results.push_back(mapping.lookupOrDefault(v));
      sdy::ReturnOp::create(inner, ret.getLoc(), results);
      continue;
    }
    inner.clone(op, mapping);
  }
  Operation *manual = builder.create(state);
  if (toGlobal) {
    toGlobal->replaceAllUsesWith(manual->getResults());
    toGlobal->erase();
  }
  call.erase();
  if (toLocal && toLocal->use_empty())
    toLocal->erase();
  if (SymbolTable::symbolKnownUseEmpty(body, body->getParentOp()))
    body.erase();
  return success();
}

/// FuncResultSharding(%x) -> %x, its sharding on the function's result.
LogicalResult importResultShardings(func::FuncOp func) {
  WalkResult walk = func.walk([&](stablehlo::CustomCallOp op) {
    if (op.getCallTargetName() != "xla.sdy.FuncResultSharding")
      return WalkResult::advance();
    FailureOr<ArrayAttr> shardings = parseShardingPerValue(
        op, frontendString(op->getAttrDictionary(), "xla.sdy.sharding"));
    if (failed(shardings) || shardings->size() != op->getNumResults() ||
        op->getNumOperands() != op->getNumResults()) {
      if (succeeded(shardings))
        op.emitError("expected one sharding per operand");
      return WalkResult::interrupt();
    }
    for (OpResult result : op->getResults())
      for (OpOperand &use : result.getUses())
        if (isa<func::ReturnOp>(use.getOwner()))
          func.setResultAttr(use.getOperandNumber(), "sdy.sharding",
                             (*shardings)[result.getResultNumber()]);
    op->replaceAllUsesWith(op->getOperands());
    op->erase();
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

struct ImportSdyRoundTripPass
    : impl::ImportSdyRoundTripPassBase<ImportSdyRoundTripPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(importMeshes(module)))
      return signalPassFailure();
    SymbolTable symbols(module);
    SmallVector<func::CallOp> bodies;
    module.walk([&](func::CallOp call) {
      if (call.getCallee().starts_with("xla.sdy.manual_computation_body"))
        bodies.push_back(call);
    });
    for (func::CallOp call : bodies)
      if (failed(importManualComputation(call, symbols)))
        return signalPassFailure();
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (failed(importArgumentShardings(func)) ||
          failed(importResultShardings(func)))
        return signalPassFailure();
  }
};

} // namespace
} // namespace strata::input_hlo
