//===- LegalizeMHLONames.cpp - mhlo.X ops become stablehlo.X ----*- C++ -*-===//
//
// Generic-form `"mhlo.X"(...)` ops parse as unregistered ops of the mhlo
// dialect; this pass recreates each as the registered `stablehlo.X` op with
// the same operands, result types, properties, attributes and regions.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/MhloDialect.h"
#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;

namespace strata::input_hlo {

#define GEN_PASS_DEF_LEGALIZEMHLONAMESPASS
#include "strata/InputHLO/Transforms/Passes.h.inc"

namespace {

/// True for an op spelled `mhlo.X` that no dialect registered.
bool isLegacyMHLOOp(Operation *op) {
  return !op->isRegistered() && op->getName().getDialectNamespace() ==
                                    mhlo::MhloDialect::getDialectNamespace();
}

/// Older exports spell integer lists as `dense<[1, 0]> : tensor<2xi64>`
/// where StableHLO now has `array<i64: 1, 0>`; returns the array form of a
/// rank-1 integer elements attribute (DenseBoolArrayAttr for i1), else
/// `attr` unchanged.
Attribute toArrayAttr(Attribute attr) {
  auto elements = dyn_cast<DenseIntElementsAttr>(attr);
  if (!elements || elements.getType().getRank() != 1)
    return attr;
  MLIRContext *ctx = attr.getContext();
  if (elements.getElementType().isInteger(1))
    return DenseBoolArrayAttr::get(ctx,
                                   llvm::to_vector(elements.getValues<bool>()));
  SmallVector<int64_t> values;
  for (const APInt &value : elements.getValues<APInt>())
    values.push_back(value.getSExtValue());
  return DenseI64ArrayAttr::get(ctx, values);
}

/// Recreates `op` (an unregistered `mhlo.X`) as `stablehlo.X`.
LogicalResult renameOp(OpBuilder &builder, Operation *op) {
  StringRef opName = op->getName().getStringRef();
  std::string newName =
      ("stablehlo." + opName.drop_front(opName.find('.') + 1)).str();
  std::optional<RegisteredOperationName> info =
      RegisteredOperationName::lookup(newName, op->getContext());
  if (!info)
    return op->emitError() << "'" << opName
                           << "' has no stablehlo equivalent in input-hlo "
                              "(no '"
                           << newName << "' op)";

  // Inherent attributes: the `<{...}>` dictionary of the unregistered op
  // plus those that older printers put in the attribute dictionary.
  NamedAttrList inherent;
  if (auto properties =
          dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAsAttribute()))
    inherent.append(properties.getValue());
  else if (Attribute other = op->getPropertiesAsAttribute())
    return op->emitError() << "properties of '" << opName
                           << "' must be a dictionary, got " << other;
  NamedAttrList discardable;
  for (NamedAttribute attr : op->getAttrs()) {
    if (llvm::is_contained(info->getAttributeNames(), attr.getName()))
      inherent.set(attr.getName(), attr.getValue());
    else
      discardable.push_back(attr);
  }

  OperationState state(op->getLoc(), *info);
  state.addOperands(op->getOperands());
  state.addTypes(op->getResultTypes());
  state.addAttributes(discardable);
  state.addSuccessors(op->getSuccessors());
  for (Region &region : op->getRegions())
    state.addRegion()->takeBody(region);
  builder.setInsertionPoint(op);
  Operation *newOp = builder.create(state);

  // As written first; if that does not fit, with integer lists in the
  // array form StableHLO uses now. Missing required attributes are left to
  // the verifier.
  DictionaryAttr asWritten = inherent.getDictionary(op->getContext());
  bool fits = asWritten.empty();
  if (!fits) {
    ScopedDiagnosticHandler quiet(op->getContext(),
                                  [](Diagnostic &) { return success(); });
    fits = succeeded(newOp->setPropertiesFromAttribute(
        asWritten, [&]() { return newOp->emitError(); }));
  }
  if (!fits) {
    NamedAttrList converted;
    for (NamedAttribute attr : asWritten)
      converted.push_back({attr.getName(), toArrayAttr(attr.getValue())});
    auto emitError = [&]() {
      return newOp->emitError() << "properties of '" << opName
                                << "' do not fit '" << newName << "': ";
    };
    if (failed(newOp->setPropertiesFromAttribute(
            converted.getDictionary(op->getContext()), emitError))) {
      newOp->erase();
      return failure();
    }
  }
  op->replaceAllUsesWith(newOp->getResults());
  op->erase();
  return success();
}

struct LegalizeMHLONamesPass
    : impl::LegalizeMHLONamesPassBase<LegalizeMHLONamesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> legacy;
    // Post-order: nested ops are renamed before the op whose regions move.
    module->walk([&](Operation *op) {
      if (isLegacyMHLOOp(op))
        legacy.push_back(op);
    });
    if (legacy.empty())
      return;
    OpBuilder builder(&getContext());
    for (Operation *op : legacy)
      if (failed(renameOp(builder, op)))
        return signalPassFailure();
    // The new ops were built without checks; report bad ones here, naming
    // the op, rather than as a generic verifier failure after the pass.
    if (failed(verify(module)))
      return signalPassFailure();
  }
};

} // namespace

} // namespace strata::input_hlo
