//===- InputHLOPlugin.cpp - input-hlo compiler plugin entry ------*- C++ -*-===//
//
// Registers the stablehlo and chlo dialects, the lowering pass, the input
// pipeline and the "stablehlo" input type with the Strata host.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/ChloOps.h"
#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/Transforms/Passes.h"
#include "strata/sdk/CompilerPlugin.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {

constexpr const char *kPipelineName = "strata-hlo-input-pipeline";

/// True when the module holds any stablehlo or chlo op.
bool detectHLO(ModuleOp module) {
  return module
      ->walk([](Operation *op) {
        StringRef ns = op->getName().getDialectNamespace();
        return ns == "stablehlo" || ns == "chlo" ? WalkResult::interrupt()
                                                 : WalkResult::advance();
      })
      .wasInterrupted();
}

void registerInputHLO(strata::PluginRegistrar *registrar) {
  registrar->getDialectRegistry()
      .insert<strata::stablehlo::StablehloDialect, strata::chlo::ChloDialect>();

  // The pass registry is process-wide; register once even if the host loads
  // the plugin into several contexts.
  static bool registered = [] {
    strata::input_hlo::registerInputHLOPasses();
    PassPipelineRegistration<>(
        kPipelineName,
        "Inline private calls, lower stablehlo/chlo to linalg on tensors, "
        "canonicalize",
        strata::input_hlo::buildHLOInputPipeline);
    return true;
  }();
  (void)registered;
  registrar->notePass("strata-hlo-legalize-to-linalg");
  registrar->notePass(kPipelineName);

  registrar->addInputType(strata::InputType{
      "stablehlo", detectHLO, strata::input_hlo::buildHLOInputPipeline});
}

} // namespace

STRATA_DEFINE_COMPILER_PLUGIN("input-hlo", registerInputHLO)
