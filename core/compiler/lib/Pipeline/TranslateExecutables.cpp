//===- TranslateExecutables.cpp - Backend pipelines per variant -*- C++ -*-===//

#include "strata/Dialect/HAL/IR/HALOps.h"
#include "strata/Pipeline/Pipeline.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace strata {
namespace {

struct TranslateExecutablesPass
    : public PassWrapper<TranslateExecutablesPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TranslateExecutablesPass)

  TranslateExecutablesPass(const PluginHost &host,
                           const PipelineOptions &options)
      : host(host), dumpDirectory(options.executablesDumpDir),
        config(options.config), configName(options.configName) {}
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
    auto configured = config ? config->targets.find(variant.getTarget().str())
                             : std::map<std::string, std::string>::const_iterator();
    if (config && configured != config->targets.end()) {
      std::string error;
      llvm::raw_string_ostream errorStream(error);
      if (failed(parsePassPipeline(configured->second, pm, errorStream)))
        return variant.emitOpError("")
               << configName << ": targets." << variant.getTarget() << ": "
               << error;
    } else {
      backend->buildTranslationPipeline(pm, variant.getOptions());
    }
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
    if (!dumpDirectory.empty() &&
        failed(dump(variant, *backend, inner, names)))
      return failure();
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

  /// Writes `<executable>.<variant>.mlir` (the translated module) and lets
  /// the backend add its own forms beside it.
  LogicalResult dump(hal::ExecutableVariantOp variant,
                     const TargetBackend &backend, ModuleOp inner,
                     ArrayRef<std::string> entryPoints) {
    if (std::error_code ec = llvm::sys::fs::create_directories(dumpDirectory))
      return variant.emitOpError("cannot create ")
             << dumpDirectory << ": " << ec.message();
    auto executable = variant->getParentOfType<hal::ExecutableOp>();
    std::string baseName =
        (executable.getSymName() + "." + variant.getSymName()).str();
    llvm::SmallString<256> path(dumpDirectory);
    llvm::sys::path::append(path, baseName + ".mlir");
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return variant.emitOpError("cannot write ")
             << path << ": " << ec.message();
    inner.print(os);
    if (failed(backend.dumpExecutable(inner, variant.getOptions(), entryPoints,
                                      dumpDirectory, baseName)))
      return variant.emitOpError("backend '")
             << variant.getTarget() << "' failed to dump " << baseName;
    return success();
  }

  const PluginHost &host;
  std::string dumpDirectory;
  const PipelineConfig *config;
  std::string configName;
};

} // namespace

std::unique_ptr<Pass>
createTranslateExecutablesPass(const PluginHost &host,
                               const PipelineOptions &options) {
  return std::make_unique<TranslateExecutablesPass>(host, options);
}

void registerTranslateExecutablesPass(const PluginHost &host,
                                      const PipelineOptions &options) {
  PassRegistration<TranslateExecutablesPass>(
      [&] { return std::make_unique<TranslateExecutablesPass>(host, options); });
}

} // namespace strata
