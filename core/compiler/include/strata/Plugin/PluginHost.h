//===- PluginHost.h - Loads compiler plugins and holds registries -*- C++ -*-===//
//
// The host side of the C++-tier plugin ABI (sdk/include/strata/sdk/
// CompilerPlugin.h). Loads plugin shared libraries with Boost.DLL (RTLD_NOW |
// RTLD_LOCAL), checks the API version and ABI tag before touching anything
// else, refuses plugins that carry their own copy of MLIR, and records what
// each plugin registers.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PLUGIN_PLUGINHOST_H
#define STRATA_PLUGIN_PLUGINHOST_H

#include "strata/sdk/CompilerPlugin.h"

#include "llvm/ADT/StringMap.h"

#include <memory>
#include <string>
#include <vector>

namespace strata {

/// One loaded plugin and what it registered.
struct LoadedPlugin {
  std::string path;
  std::string name;
  std::string version;
  std::vector<std::string> passes;
  std::vector<std::string> inputTypes;
  std::vector<std::string> targets;
  std::vector<std::string> extensions;
};

class PluginHost : public PluginRegistrar {
public:
  explicit PluginHost(mlir::DialectRegistry &registry);
  ~PluginHost() override;

  /// Loads one plugin. On failure returns a one-line message naming `path`.
  mlir::LogicalResult load(llvm::StringRef path, std::string &error);

  /// Loads every compiler plugin (a lib*.so exporting the entry point) in
  /// `dir`; other shared libraries there (runtime plugins) are skipped.
  /// A missing directory is not an error.
  mlir::LogicalResult loadDirectory(llvm::StringRef dir, std::string &error);

  /// `<dir of the running executable>/../lib/strata/plugins`.
  static std::string getDefaultPluginDirectory(const char *argv0);

  llvm::ArrayRef<LoadedPlugin> getPlugins() const { return plugins; }
  const std::vector<InputType> &getInputTypes() const { return inputTypes; }
  const std::vector<PipelineExtension> &getExtensions() const {
    return extensions;
  }
  /// Null when no plugin registered `name`.
  const TargetBackend *findTarget(llvm::StringRef name) const;
  std::vector<std::string> getTargetNames() const;

  // PluginRegistrar.
  mlir::DialectRegistry &getDialectRegistry() override { return registry; }
  void notePass(llvm::StringRef argument) override;
  void addInputType(InputType inputType) override;
  void addTargetBackend(std::shared_ptr<TargetBackend> backend) override;
  void addPipelineExtension(PipelineExtension extension) override;

private:
  struct Library;
  mlir::DialectRegistry &registry;
  std::vector<std::unique_ptr<Library>> libraries;
  std::vector<LoadedPlugin> plugins;
  std::vector<InputType> inputTypes;
  std::vector<PipelineExtension> extensions;
  std::vector<std::pair<std::string, std::shared_ptr<TargetBackend>>> targets;
  llvm::StringMap<std::string> targetOwners;
  /// Set while a plugin's registerFn runs; errors it causes are collected.
  LoadedPlugin *current = nullptr;
  std::string registrationError;
};

/// Strips `--plugin=PATH`, `--plugin PATH`, `--plugin-dir=DIR` and
/// `--list-plugins`/`--list-targets`/`--list-passes` from argv so the rest
/// can go to LLVM's option parser.
struct PluginOptions {
  std::vector<std::string> plugins;
  std::string pluginDir;
  bool pluginDirGiven = false;
  bool listPlugins = false;
  bool listTargets = false;
  bool listPasses = false;
};
PluginOptions extractPluginOptions(int &argc, char **argv);

/// Loads the plugin dir (default or given) and every explicit plugin;
/// prints errors to stderr; returns failure on the first error.
mlir::LogicalResult loadPlugins(PluginHost &host, const PluginOptions &options,
                                const char *argv0);

/// Prints --list-plugins / --list-targets / --list-passes output.
void printPluginLists(PluginHost &host, const PluginOptions &options,
                      llvm::raw_ostream &os);

} // namespace strata

#endif // STRATA_PLUGIN_PLUGINHOST_H
