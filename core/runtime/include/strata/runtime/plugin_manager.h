//===- plugin_manager.h - Runtime plugin host --------------------*- C++
//-*-===//
//
// Loads runtime plugins (C ABI in sdk/include/strata/sdk/runtime_plugin.h):
// shared libraries exporting `strata_runtime_plugin_query`, opened with
// dlopen(RTLD_NOW | RTLD_LOCAL). Every refusal is a one-line status whose
// message starts with the file path.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_PLUGIN_MANAGER_H
#define STRATA_RUNTIME_PLUGIN_MANAGER_H

#include "strata/runtime/hal.h"
#include "strata/runtime/status.h"

#include <string>
#include <vector>

namespace strata {

/// Sanitizer this runtime was built with (plugins must match).
strata_sanitizer_kind_t hostSanitizerKind();

/// True when the ELF file at `path` has `symbol` defined in its dynamic
/// symbol table (checked without loading it).
StatusOr<bool> elfExportsSymbol(const std::string &path,
                                const std::string &symbol);
/// The same on the file's bytes; errors are prefixed with `name`.
StatusOr<bool> elfImageExportsSymbol(std::string_view image,
                                     const std::string &symbol,
                                     const std::string &name);

class PluginManager {
public:
  struct Plugin {
    std::string path;
    std::string name;
    void *handle = nullptr;
    const strata_runtime_plugin_header_t *header = nullptr;
  };

  PluginManager() = default;
  ~PluginManager();
  PluginManager(const PluginManager &) = delete;
  PluginManager &operator=(const PluginManager &) = delete;

  /// Loads one plugin. Refuses (message "PATH: why") on dlopen failure, a
  /// missing query symbol, an unsupported API version, a sanitizer mismatch,
  /// null table entries, a loader format or a driver name already
  /// registered. Version-1 plugins load; their driver table is ignored.
  Status loadFile(const std::string &path);

  /// Loads every lib*.so in `dir` (sorted by name) whose dynamic symbol table
  /// exports strata_runtime_plugin_query; other files are skipped without
  /// being opened. Returns the refusals (empty: all good). A missing
  /// directory is one NOT_FOUND refusal.
  std::vector<Status> loadDirectory(const std::string &dir);

  /// The checks loadFile makes of the header a plugin's query returned
  /// (version, name, sanitizer, tables, duplicates of what is loaded), with
  /// messages prefixed by `path`; the header is not kept.
  Status checkHeader(const std::string &path,
                     const strata_runtime_plugin_header_t *header) const;

  const std::vector<Plugin> &plugins() const { return plugins_; }
  const std::vector<hal::ExecutableLoader> &loaders() const { return loaders_; }
  /// HAL drivers of version-2 plugins, in load order.
  const std::vector<hal::HalDriver> &drivers() const { return drivers_; }
  /// The driver named `name` ("vulkan"), or null.
  const hal::HalDriver *findDriver(const std::string &name) const;
  /// Channel providers of version-4 plugins, in load order.
  const std::vector<hal::ChannelProvider> &channelProviders() const {
    return channelProviders_;
  }
  /// The channel provider named `name` ("local", "mpi"), or null.
  const hal::ChannelProvider *
  findChannelProvider(const std::string &name) const;

private:
  std::vector<Plugin> plugins_;
  std::vector<hal::ExecutableLoader> loaders_;
  std::vector<hal::HalDriver> drivers_;
  std::vector<hal::ChannelProvider> channelProviders_;
};

} // namespace strata

#endif // STRATA_RUNTIME_PLUGIN_MANAGER_H
