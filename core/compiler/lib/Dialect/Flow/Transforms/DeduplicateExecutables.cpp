//===- DeduplicateExecutables.cpp - One executable per distinct body -----===//
//
// Programs repeat work: a layer stack, the same FFT on several arrays, a
// gradient that mirrors its forward pass. Outlining gives each dispatch
// region its own executable, and each is then compiled for every target.
// Executables whose entry points are equal but for their names and source
// locations are merged into the first; dispatches of the others call it.
//
//===----------------------------------------------------------------------===//

#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/Dialect/Flow/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/OperationSupport.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"

namespace strata::flow {
#define GEN_PASS_DEF_DEDUPLICATEEXECUTABLESPASS
#include "strata/Dialect/Flow/Transforms/Passes.h.inc"
} // namespace strata::flow

using namespace mlir;
using namespace strata;

namespace {

constexpr OperationEquivalence::Flags kIgnoreLocations =
    OperationEquivalence::IgnoreLocations;

/// The single entry point of `executable`, or null when its inner module
/// holds anything else (then it is left alone).
func::FuncOp getSoleEntry(flow::ExecutableOp executable) {
  ModuleOp inner = executable.getInnerModule();
  if (!inner || !llvm::hasSingleElement(inner.getBody()->getOperations()))
    return nullptr;
  auto entry = dyn_cast<func::FuncOp>(inner.getBody()->front());
  if (!entry || entry.isExternal())
    return nullptr;
  return entry;
}

/// A hash of `entry` that equal entries share: every op's name, attributes
/// and result types, in order, without names or locations.
llvm::hash_code hashEntry(func::FuncOp entry) {
  llvm::hash_code hash = llvm::hash_combine(
      entry.getFunctionType().getAsOpaquePointer(),
      entry->getDiscardableAttrDictionary().getAsOpaquePointer());
  entry.getBody().walk([&](Operation *op) {
    hash = llvm::hash_combine(
        hash, OperationEquivalence::computeHash(
                  op, OperationEquivalence::ignoreHashValue,
                  OperationEquivalence::ignoreHashValue, kIgnoreLocations));
  });
  return hash;
}

/// Whether `a` and `b` are the same entry point under different names.
bool areEquivalent(func::FuncOp a, func::FuncOp b) {
  if (a.getFunctionType() != b.getFunctionType() ||
      a.getAllArgAttrs() != b.getAllArgAttrs() ||
      a.getAllResultAttrs() != b.getAllResultAttrs() ||
      a.getSymVisibilityAttr() != b.getSymVisibilityAttr() ||
      a->getDiscardableAttrDictionary() != b->getDiscardableAttrDictionary())
    return false;
  return OperationEquivalence::isRegionEquivalentTo(&a.getBody(), &b.getBody(),
                                                    kIgnoreLocations);
}

struct DeduplicateExecutablesPass
    : public flow::impl::DeduplicateExecutablesPassBase<
          DeduplicateExecutablesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Kept executables by hash; a duplicate's entry maps to the kept one.
    llvm::DenseMap<llvm::hash_code, SmallVector<func::FuncOp, 1>> kept;
    llvm::DenseMap<Attribute, SymbolRefAttr> replacements;
    SmallVector<flow::ExecutableOp> duplicates;
    for (auto executable : module.getOps<flow::ExecutableOp>()) {
      func::FuncOp entry = getSoleEntry(executable);
      if (!entry)
        continue;
      SmallVector<func::FuncOp, 1> &candidates = kept[hashEntry(entry)];
      auto original = llvm::find_if(candidates, [&](func::FuncOp other) {
        return areEquivalent(other, entry);
      });
      if (original == candidates.end()) {
        candidates.push_back(entry);
        continue;
      }
      auto originalExecutable =
          (*original)->getParentOfType<flow::ExecutableOp>();
      replacements[SymbolRefAttr::get(
          executable.getSymNameAttr(),
          {FlatSymbolRefAttr::get(entry.getSymNameAttr())})] =
          SymbolRefAttr::get(
              originalExecutable.getSymNameAttr(),
              {FlatSymbolRefAttr::get(original->getSymNameAttr())});
      duplicates.push_back(executable);
    }
    if (duplicates.empty())
      return;
    module.walk([&](flow::DispatchOp dispatch) {
      if (SymbolRefAttr to = replacements.lookup(dispatch.getEntryPoint()))
        dispatch.setEntryPointAttr(to);
    });
    for (flow::ExecutableOp executable : duplicates)
      executable.erase();
  }
};

} // namespace
