//===- Pipeline.cpp - The phase pipeline ------------------------*- C++ -*-===//

#include "strata/Pipeline/Pipeline.h"

#include "strata/Dialect/Flow/Transforms/Passes.h"
#include "strata/Dialect/HAL/Transforms/Passes.h"
#include "strata/Dialect/VM/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

using namespace mlir;

namespace strata {

/// Plugin extensions at `point`, or the config's when there is a config.
static LogicalResult addExtensions(OpPassManager &pm, ModuleOp module,
                                   const PluginHost &host,
                                   const PipelineOptions &options,
                                   llvm::StringRef point) {
  if (!options.config) {
    for (const PipelineExtension &extension : host.getExtensions())
      if (extension.point == point)
        extension.buildPasses(pm);
    return success();
  }
  for (auto [index, extension] : llvm::enumerate(options.config->extensions)) {
    if (extension.first != point)
      continue;
    std::string error;
    llvm::raw_string_ostream errorStream(error);
    if (failed(parsePassPipeline(extension.second, pm, errorStream)))
      return module.emitError() << options.configName << ": extensions["
                                << index << "].passes: " << error;
  }
  return success();
}

/// The element types whose attention chains every target of `module`
/// prefers as one dispatch (TargetBackend::getFusedAttentionTypes), joined
/// by '+', or "false".
static std::string attentionFusionTypes(ModuleOp module,
                                        const PluginHost &host) {
  auto targets =
      module ? module->getAttrOfType<ArrayAttr>("hal.targets") : ArrayAttr();
  if (!targets || targets.empty())
    return "false";
  SmallVector<StringRef> types = {"f16", "bf16", "f32", "f64"};
  for (Attribute attr : targets) {
    auto dict = dyn_cast<DictionaryAttr>(attr);
    auto name = dict ? dict.getAs<StringAttr>("target") : StringAttr();
    const TargetBackend *backend =
        name ? host.findTarget(name.getValue()) : nullptr;
    if (!backend)
      return "false";
    std::vector<std::string> preferred =
        backend->getFusedAttentionTypes(dict.getAs<DictionaryAttr>("options"));
    llvm::erase_if(types, [&](StringRef type) {
      return !llvm::is_contained(preferred, type);
    });
  }
  return types.empty() ? "false" : llvm::join(types, "+");
}

/// The built-in passes of a phase other than input.
static void buildDefaultPhase(OpPassManager &pm, ModuleOp module,
                              const PluginHost &host,
                              const PipelineOptions &options, Phase phase) {
  switch (phase) {
  case Phase::GlobalOpt:
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    pm.addNestedPass<func::FuncOp>(flow::createFoldEmptyTensorsPass());
    pm.addNestedPass<func::FuncOp>(flow::createFuseElementwiseOpsPass());
    pm.addNestedPass<func::FuncOp>(flow::createCombineAllReducesPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    pm.addPass(createSymbolDCEPass());
    return;
  case Phase::Dispatch: {
    flow::FormDispatchRegionsPassOptions formOptions;
    formOptions.fuseAttention = attentionFusionTypes(module, host);
    pm.addNestedPass<func::FuncOp>(
        flow::createFormDispatchRegionsPass(formOptions));
    pm.addPass(flow::createOutlineDispatchRegionsPass());
    pm.addPass(flow::createDeduplicateExecutablesPass());
    // Host shape arithmetic (dims of dynamic tensors, result sizes) in the
    // arith form the VM runs; executables keep theirs for their backends.
    pm.addNestedPass<func::FuncOp>(createLowerAffinePass());
    pm.addNestedPass<func::FuncOp>(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    return;
  }
  case Phase::HAL:
    pm.addPass(hal::createMaterializeExecutablesPass());
    pm.addPass(createTranslateExecutablesPass(host, options));
    pm.addPass(hal::createConvertToHALPass());
    pm.addPass(createCSEPass());
    return;
  case Phase::VM:
    // Host control flow (loops and branches kept on the host) as blocks.
    pm.addNestedPass<func::FuncOp>(createSCFToControlFlowPass());
    pm.addPass(vm::createConvertHALToVMPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    return;
  case Phase::Start:
  case Phase::Input:
  case Phase::Module:
    return;
  }
}

/// Textual form of a pipeline's passes without the builtin.module anchor.
static std::string printPasses(OpPassManager &pm) {
  std::string text;
  llvm::raw_string_ostream os(text);
  pm.printAsTextualPipeline(os);
  llvm::StringRef passes(text);
  if (passes.consume_front("builtin.module(") && passes.consume_back(")"))
    return passes.str();
  return text;
}

static LogicalResult buildPhase(OpPassManager &pm, ModuleOp module,
                                const PluginHost &host,
                                const PipelineOptions &options, Phase phase) {
  if (options.config) {
    auto it = options.config->phases.find(getPhaseName(phase).str());
    if (it != options.config->phases.end()) {
      std::string error;
      llvm::raw_string_ostream errorStream(error);
      if (failed(parsePassPipeline(it->second, pm, errorStream)))
        return module.emitError() << options.configName << ": phases."
                                  << it->first << ": " << error;
      return success();
    }
  }
  if (phase != Phase::Input) {
    buildDefaultPhase(pm, module, host, options, phase);
    return success();
  }
  if (options.inputType == "none")
    return success();
  for (const InputType &inputType : host.getInputTypes()) {
    bool matches = options.inputType == "auto"
                       ? inputType.detect(module)
                       : inputType.name == options.inputType;
    if (matches) {
      inputType.buildPipeline(pm);
      return success();
    }
  }
  if (options.inputType != "auto")
    return module.emitError("unknown input type '")
           << options.inputType << "' (is its plugin loaded?)";
  return success();
}

LogicalResult runPhases(ModuleOp module, const PluginHost &host,
                        const PipelineOptions &options, Phase from, Phase to) {
  for (auto [phase, name] : kPhaseNames) {
    if (phase <= from || phase > to || phase == Phase::Module)
      continue;
    PassManager pm(module.getContext(), ModuleOp::getOperationName());
    if (failed(applyPassManagerCLOptions(pm)))
      return failure();
    if (failed(addExtensions(pm, module, host, options,
                             (llvm::Twine("before:") + name).str())) ||
        failed(buildPhase(pm, module, host, options, phase)) ||
        failed(addExtensions(pm, module, host, options,
                             (llvm::Twine("after:") + name).str())))
      return failure();
    if (options.configurePassManager)
      options.configurePassManager(phase, pm);
    if (failed(pm.run(module)))
      return failure();
    if (options.afterPhase)
      options.afterPhase(phase, module);
  }
  return success();
}

FailureOr<std::string> printPipelineConfig(ModuleOp module,
                                           const PluginHost &host,
                                           const PipelineOptions &options) {
  nlohmann::ordered_json config;
  config["input-type"] = options.inputType;
  nlohmann::ordered_json phases = nlohmann::ordered_json::object();
  for (auto [phase, name] : kPhaseNames) {
    if (phase == Phase::Input || phase == Phase::Module)
      continue;
    OpPassManager pm(ModuleOp::getOperationName());
    buildDefaultPhase(pm, module, host, options, phase);
    phases[name] = printPasses(pm);
  }
  config["phases"] = phases;
  nlohmann::ordered_json extensions = nlohmann::ordered_json::array();
  for (const PipelineExtension &extension : host.getExtensions()) {
    OpPassManager pm(ModuleOp::getOperationName());
    extension.buildPasses(pm);
    extensions.push_back(
        {{"at", extension.point}, {"passes", printPasses(pm)}});
  }
  config["extensions"] = extensions;
  nlohmann::ordered_json targets = nlohmann::ordered_json::object();
  if (auto targetsAttr = module->getAttrOfType<ArrayAttr>("hal.targets")) {
    for (Attribute attr : targetsAttr) {
      auto dict = cast<DictionaryAttr>(attr);
      StringRef name = dict.getAs<StringAttr>("target").getValue();
      const TargetBackend *backend = host.findTarget(name);
      if (!backend)
        return module.emitError("no loaded plugin provides target '")
               << name << "'";
      OpPassManager pm(ModuleOp::getOperationName());
      backend->buildTranslationPipeline(pm,
                                        dict.getAs<DictionaryAttr>("options"));
      targets[name.str()] = printPasses(pm);
    }
  }
  config["targets"] = targets;
  return config.dump(2) + "\n";
}

} // namespace strata
