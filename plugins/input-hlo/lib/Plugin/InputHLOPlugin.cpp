//===- InputHLOPlugin.cpp - input-hlo compiler plugin entry -----*- C++ -*-===//
//
// Registers the stablehlo, chlo and mhlo dialects, the passes, the input
// pipeline and the "stablehlo" input type with the Strata host.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/ChloOps.h"
#include "strata/InputHLO/IR/MhloDialect.h"
#include "strata/InputHLO/IR/SdyOps.h"
#include "strata/InputHLO/IR/StablehloOps.h"
#include "strata/InputHLO/IR/VhloDialect.h"
#include "strata/InputHLO/Transforms/Passes.h"
#include "strata/sdk/CompilerPlugin.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {

constexpr const char *kPipelineName = "strata-hlo-input-pipeline";

/// True when the module holds any stablehlo, chlo, (legacy) mhlo or (portable
/// artifact) vhlo op.
bool detectHLO(ModuleOp module) {
  return module
      ->walk([](Operation *op) {
        StringRef ns = op->getName().getDialectNamespace();
        return ns == "stablehlo" || ns == "chlo" || ns == "mhlo" ||
                       ns == "vhlo"
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

void registerInputHLO(strata::PluginRegistrar *registrar) {
  registrar->getDialectRegistry()
      .insert<strata::stablehlo::StablehloDialect, strata::chlo::ChloDialect,
              strata::mhlo::MhloDialect, strata::sdy::SdyDialect,
              strata::vhlo::VhloDialect>();

  // The pass registry is process-wide; register once even if the host loads
  // the plugin into several contexts.
  static bool registered = [] {
    strata::input_hlo::registerInputHLOPasses();
    PassPipelineRegistration<strata::input_hlo::HLOInputPipelineOptions>(
        kPipelineName,
        "Read VHLO ops as stablehlo, rename mhlo ops, decompose composites, inline private calls, make "
        "SPMD programs rank programs (spmd=ranks) or emulate them "
        "(spmd=emulate), lower check custom_calls to runtime calls and "
        "stablehlo/chlo to linalg on tensors, canonicalize",
        [](OpPassManager &pm,
           const strata::input_hlo::HLOInputPipelineOptions &options) {
          strata::input_hlo::buildHLOInputPipeline(pm, options);
        });
    return true;
  }();
  (void)registered;
  registrar->notePass("strata-hlo-expand-complex");
  registrar->notePass("strata-hlo-widen-narrow-types");
  registrar->notePass("strata-hlo-legalize-custom-calls");
  registrar->notePass("strata-hlo-legalize-vhlo");
  registrar->notePass("strata-hlo-import-sdy-round-trip");
  registrar->notePass("strata-hlo-legalize-mhlo-names");
  registrar->notePass("strata-hlo-decompose-composites");
  registrar->notePass("strata-hlo-emulate-spmd");
  registrar->notePass("strata-hlo-partition-spmd");
  registrar->notePass("strata-hlo-legalize-to-linalg");
  registrar->notePass(kPipelineName);

  registrar->addInputType(
      strata::InputType{"stablehlo", detectHLO, [](OpPassManager &pm) {
                          strata::input_hlo::buildHLOInputPipeline(pm);
                        }});
}

} // namespace

STRATA_DEFINE_COMPILER_PLUGIN("input-hlo", registerInputHLO)
