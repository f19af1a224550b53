//===- Pipeline.cpp - The phase pipeline ------------------------*- C++ -*-===//

#include "strata/Pipeline/Pipeline.h"

#include "strata/Dialect/Flow/Transforms/Passes.h"
#include "strata/Dialect/HAL/Transforms/Passes.h"
#include "strata/Dialect/VM/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace strata {

static void addExtensions(OpPassManager &pm, const PluginHost &host,
                          llvm::StringRef point) {
  for (const PipelineExtension &extension : host.getExtensions())
    if (extension.point == point)
      extension.buildPasses(pm);
}

static LogicalResult buildPhase(OpPassManager &pm, ModuleOp module,
                                const PluginHost &host,
                                const PipelineOptions &options, Phase phase) {
  switch (phase) {
  case Phase::Input: {
    if (options.inputType == "none")
      return success();
    for (const InputType &inputType : host.getInputTypes()) {
      bool matches = options.inputType == "auto" ? inputType.detect(module)
                                                 : inputType.name ==
                                                       options.inputType;
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
  case Phase::GlobalOpt:
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    pm.addNestedPass<func::FuncOp>(flow::createFuseElementwiseOpsPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    pm.addPass(createSymbolDCEPass());
    return success();
  case Phase::Dispatch:
    pm.addNestedPass<func::FuncOp>(flow::createFormDispatchRegionsPass());
    pm.addPass(flow::createOutlineDispatchRegionsPass());
    pm.addPass(createCSEPass());
    return success();
  case Phase::HAL:
    pm.addPass(hal::createMaterializeExecutablesPass());
    pm.addPass(
        createTranslateExecutablesPass(host, options.executablesDumpDir));
    pm.addPass(hal::createConvertToHALPass());
    pm.addPass(createCSEPass());
    return success();
  case Phase::VM:
    pm.addPass(vm::createConvertHALToVMPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
    return success();
  case Phase::Start:
  case Phase::Module:
    return success();
  }
  return success();
}

LogicalResult runPhases(ModuleOp module, const PluginHost &host,
                        const PipelineOptions &options, Phase from,
                        Phase to) {
  for (auto [phase, name] : kPhaseNames) {
    if (phase <= from || phase > to || phase == Phase::Module)
      continue;
    PassManager pm(module.getContext(), ModuleOp::getOperationName());
    if (failed(applyPassManagerCLOptions(pm)))
      return failure();
    addExtensions(pm, host, (llvm::Twine("before:") + name).str());
    if (failed(buildPhase(pm, module, host, options, phase)))
      return failure();
    addExtensions(pm, host, (llvm::Twine("after:") + name).str());
    if (failed(pm.run(module)))
      return failure();
    if (options.afterPhase)
      options.afterPhase(phase, module);
  }
  return success();
}

} // namespace strata
