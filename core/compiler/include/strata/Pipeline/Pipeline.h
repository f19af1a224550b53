//===- Pipeline.h - The phase pipeline --------------------------*- C++ -*-===//
//
//   input -> global-opt -> dispatch -> hal -> vm -> module
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PIPELINE_PIPELINE_H
#define STRATA_PIPELINE_PIPELINE_H

#include "strata/Pipeline/Phase.h"
#include "strata/Plugin/PluginHost.h"

namespace strata {

struct PipelineOptions {
  /// "auto" detects through the loaded input plugins; "none" skips the
  /// input phase (the program is already linalg on tensors).
  std::string inputType = "auto";
};

/// Runs the phases after `from` up to and including `to` (not `module`,
/// which is serialization). Emits diagnostics on failure.
mlir::LogicalResult runPhases(mlir::ModuleOp module, const PluginHost &host,
                              const PipelineOptions &options, Phase from,
                              Phase to);

/// The hal phase's executable translation: runs each variant's backend
/// pipeline and serializer, replacing variants by hal.executable.binary.
std::unique_ptr<mlir::Pass>
createTranslateExecutablesPass(const PluginHost &host);

} // namespace strata

#endif // STRATA_PIPELINE_PIPELINE_H
