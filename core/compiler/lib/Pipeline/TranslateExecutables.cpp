//===- TranslateExecutables.cpp - Backend pipelines per variant -*- C++ -*-===//

#include "strata/Dialect/HAL/IR/HALOps.h"
#include "strata/Pipeline/Pipeline.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;

namespace strata {
namespace {

struct TranslateExecutablesPass
    : public PassWrapper<TranslateExecutablesPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TranslateExecutablesPass)

  explicit TranslateExecutablesPass(const PluginHost &host) : host(host) {}
  StringRef getArgument() const override {
    return "strata-hal-translate-executables";
  }
  StringRef getDescription() const override {
    return "Runs each executable variant's target backend";
  }

  void runOnOperation() override {
    for (auto executable : getOperation().getOps<hal::ExecutableOp>()) {
      SmallVector<std::string> entryPoints;
      for (auto entry :
           executable.getBody().front().getOps<hal::ExecutableEntryPointOp>())
        entryPoints.push_back(entry.getSymName().str());
      for (auto variant : llvm::to_vector(
               executable.getBody().front().getOps<hal::ExecutableVariantOp>()))
        if (failed(translate(variant, entryPoints)))
          return signalPassFailure();
    }
  }

  LogicalResult translate(hal::ExecutableVariantOp variant,
                          ArrayRef<std::string> entryPoints) {
    const TargetBackend *backend = host.findTarget(variant.getTarget());
    if (!backend)
      return variant.emitOpError("no loaded plugin provides target '")
             << variant.getTarget() << "'";
    ModuleOp inner = variant.getInnerModule();
    if (!inner)
      return variant.emitOpError("has no inner module");
    OpPassManager pm(ModuleOp::getOperationName());
    backend->buildTranslationPipeline(pm, variant.getOptions());
    if (failed(runPipeline(pm, inner)))
      return variant.emitOpError("translation for target '")
             << variant.getTarget() << "' failed";
    SmallVector<int64_t> counts;
    for (const std::string &name : entryPoints) {
      Operation *symbol = SymbolTable::lookupSymbolIn(inner, name);
      auto count = symbol ? symbol->getAttrOfType<DenseI64ArrayAttr>(
                                "strata.workgroup_count")
                          : DenseI64ArrayAttr();
      if (!count || count.size() != 3)
        return variant.emitOpError("backend '")
               << variant.getTarget() << "' left no strata.workgroup_count "
               << "(3 values) on entry point '" << name << "'";
      counts.append(count.asArrayRef().begin(), count.asArrayRef().end());
    }
    std::vector<std::string> names(entryPoints.begin(), entryPoints.end());
    FailureOr<std::vector<uint8_t>> binary =
        backend->serialize(inner, variant.getOptions(), names);
    if (failed(binary))
      return variant.emitOpError("serialization for target '")
             << variant.getTarget() << "' failed";
    OpBuilder builder(variant);
    hal::ExecutableBinaryOp::create(
        builder, variant.getLoc(), variant.getSymName(), variant.getTarget(),
        variant.getFormat(), counts,
        StringRef(reinterpret_cast<const char *>(binary->data()),
                  binary->size()));
    variant.erase();
    return success();
  }

  const PluginHost &host;
};

} // namespace

std::unique_ptr<Pass> createTranslateExecutablesPass(const PluginHost &host) {
  return std::make_unique<TranslateExecutablesPass>(host);
}

} // namespace strata
