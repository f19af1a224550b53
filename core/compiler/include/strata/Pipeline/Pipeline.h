//===- Pipeline.h - The phase pipeline --------------------------*- C++ -*-===//
//
//   input -> global-opt -> dispatch -> hal -> vm -> module
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PIPELINE_PIPELINE_H
#define STRATA_PIPELINE_PIPELINE_H

#include "strata/Pipeline/Phase.h"
#include "strata/Plugin/PluginHost.h"

#include <functional>

namespace strata {

struct PipelineOptions {
  /// "auto" detects through the loaded input plugins; "none" skips the
  /// input phase (the program is already linalg on tensors).
  std::string inputType = "auto";
  /// Called with the IR after each phase ran (--dump-phases-to).
  std::function<void(Phase, mlir::ModuleOp)> afterPhase;
  /// When set, each executable variant's translated MLIR and the backend's
  /// dump (--dump-executables-to) go here.
  std::string executablesDumpDir;
};

/// Runs the phases after `from` up to and including `to` (not `module`,
/// which is serialization). Emits diagnostics on failure.
mlir::LogicalResult runPhases(mlir::ModuleOp module, const PluginHost &host,
                              const PipelineOptions &options, Phase from,
                              Phase to);

/// The hal phase's executable translation: runs each variant's backend
/// pipeline and serializer, replacing variants by hal.executable.binary.
std::unique_ptr<mlir::Pass>
createTranslateExecutablesPass(const PluginHost &host,
                               std::string dumpDirectory = "");

} // namespace strata

#endif // STRATA_PIPELINE_PIPELINE_H
