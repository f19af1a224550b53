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
#include <map>
#include <string>
#include <vector>

namespace mlir {
class PassManager;
} // namespace mlir

namespace strata {

/// A pipeline as data (JSON, `--pipeline=FILE.json`, `--print-pipeline`):
/// per phase the ordered passes in MLIR's textual syntax (elements of a
/// `builtin.module(...)` pipeline), the passes inserted at phase boundaries,
/// and per backend the translation pipeline of its executable variants.
/// A phase or backend without an entry uses the built-in passes.
struct PipelineConfig {
  std::string inputType = "auto";
  std::map<std::string, std::string> phases;
  std::vector<std::pair<std::string, std::string>> extensions;
  std::map<std::string, std::string> targets;
};

/// Parses a JSON pipeline config; errors name the file and the JSON path.
mlir::FailureOr<PipelineConfig> parsePipelineConfig(llvm::StringRef text,
                                                    llvm::StringRef fileName,
                                                    std::string &error);

struct PipelineOptions {
  /// "auto" detects through the loaded input plugins; "none" skips the
  /// input phase (the program is already linalg on tensors).
  std::string inputType = "auto";
  /// Called with the IR after each phase ran (--dump-phases-to).
  std::function<void(Phase, mlir::ModuleOp)> afterPhase;
  /// Called with each phase's pass manager before it runs (--trace adds its
  /// pass instrumentation here).
  std::function<void(Phase, mlir::PassManager &)> configurePassManager;
  /// When set, each executable variant's translated MLIR and the backend's
  /// dump (--dump-executables-to) go here.
  std::string executablesDumpDir;
  /// When set, replaces the built-in passes where it has entries, and the
  /// plugins' pipeline extensions altogether.
  const PipelineConfig *config = nullptr;
  /// Where the config came from, for messages.
  std::string configName;
};

/// The built-in pipeline for `module` (its hal.targets, the loaded plugins'
/// extensions) as JSON; feeding it back with --pipeline gives the same
/// module.
mlir::FailureOr<std::string> printPipelineConfig(mlir::ModuleOp module,
                                                 const PluginHost &host,
                                                 const PipelineOptions &options);

/// Makes `strata-hal-translate-executables` parseable in textual pipelines;
/// the pass created from text uses `host` and `options`.
void registerTranslateExecutablesPass(const PluginHost &host,
                                      const PipelineOptions &options);

/// Runs the phases after `from` up to and including `to` (not `module`,
/// which is serialization). Emits diagnostics on failure.
mlir::LogicalResult runPhases(mlir::ModuleOp module, const PluginHost &host,
                              const PipelineOptions &options, Phase from,
                              Phase to);

/// The hal phase's executable translation: runs each variant's backend
/// pipeline and serializer, replacing variants by hal.executable.binary.
std::unique_ptr<mlir::Pass>
createTranslateExecutablesPass(const PluginHost &host,
                               const PipelineOptions &options);

} // namespace strata

#endif // STRATA_PIPELINE_PIPELINE_H
