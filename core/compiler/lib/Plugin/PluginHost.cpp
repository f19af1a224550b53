//===- PluginHost.cpp - Loads compiler plugins ------------------*- C++ -*-===//


#include "strata/Plugin/PluginHost.h"
#include "strata/Pipeline/Phase.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <boost/dll/shared_library.hpp>

#include <dlfcn.h>

#include <algorithm>
#include <cstring>

using namespace mlir;

namespace strata {

static constexpr const char *kEntryPoint = "strataGetCompilerPluginInfo";

struct PluginHost::Library {
  boost::dll::shared_library library;
};

PluginHost::PluginHost(DialectRegistry &registry) : registry(registry) {}

/// Plugins are never unloaded: once dlopen ran, a plugin may have put
/// objects into process-wide registries (MLIR's pass registry, through its
/// static constructors or its register function) that outlive the host.
/// Unloading it would leave those pointing at unmapped code.
PluginHost::~PluginHost() {
  for (std::unique_ptr<Library> &library : libraries)
    (void)library.release();
}

namespace {
/// What the ELF symbol tables say about a candidate plugin.
struct ElfProbe {
  bool isElfSharedObject = false;
  bool hasEntryPoint = false;
  bool definesMLIRContext = false;
  std::string error;
};
} // namespace

/// Reads the file's symbol tables without loading it, so a plugin carrying
/// its own (static) MLIR is refused before any of its constructors run.
static ElfProbe probeElf(llvm::StringRef path) {
  ElfProbe probe;
  auto objectOrErr = llvm::object::ObjectFile::createObjectFile(path);
  if (!objectOrErr) {
    probe.error = llvm::toString(objectOrErr.takeError());
    return probe;
  }
  auto *elf = llvm::dyn_cast<llvm::object::ELFObjectFileBase>(
      objectOrErr->getBinary());
  if (!elf || elf->getEType() != ET_DYN /* <elf.h>, via Boost.DLL */) {
    probe.error = "not an ELF shared library";
    return probe;
  }
  probe.isElfSharedObject = true;
  auto scan = [&](auto symbols) {
    for (const llvm::object::ELFSymbolRef &symbol : symbols) {
      auto nameOrErr = symbol.getName();
      if (!nameOrErr) {
        llvm::consumeError(nameOrErr.takeError());
        continue;
      }
      auto flagsOrErr = symbol.getFlags();
      if (!flagsOrErr) {
        llvm::consumeError(flagsOrErr.takeError());
        continue;
      }
      if (*flagsOrErr & llvm::object::SymbolRef::SF_Undefined)
        continue;
      llvm::StringRef name = *nameOrErr;
      if (name == kEntryPoint)
        probe.hasEntryPoint = true;
      // MLIRContext's members are never inline: only a copy of MLIR itself
      // defines them.
      if (name.starts_with("_ZN4mlir11MLIRContextC"))
        probe.definesMLIRContext = true;
    }
  };
  scan(elf->getDynamicSymbolIterators());
  scan(elf->symbols());
  return probe;
}

LogicalResult PluginHost::load(llvm::StringRef rawPath, std::string &error) {
  auto fail = [&](const llvm::Twine &why) {
    error = ("plugin '" + rawPath + "': " + why).str();
    return failure();
  };
  llvm::SmallString<256> path(rawPath);
  if (!llvm::sys::fs::exists(path))
    return fail("no such file");
  if (llvm::sys::fs::make_absolute(path))
    return fail("cannot make the path absolute");
  llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/true);
  for (const LoadedPlugin &plugin : plugins)
    if (plugin.path == path)
      return success(); // Already loaded (e.g. explicit and from the dir).

  ElfProbe probe = probeElf(path);
  if (!probe.isElfSharedObject)
    return fail("not a shared library (" + probe.error + ")");
  if (probe.definesMLIRContext)
    return fail("links its own copy of MLIR (defines mlir::MLIRContext); "
                "plugins must link the shared libMLIR.so");
  if (!probe.hasEntryPoint)
    return fail(llvm::Twine("missing entry point '") + kEntryPoint + "'");

  auto loaded = std::make_unique<Library>();
  try {
    loaded->library.load(std::string(path.str()),
                         boost::dll::load_mode::rtld_now |
                             boost::dll::load_mode::rtld_local);
  } catch (const std::exception &e) {
    const char *detail = dlerror();
    return fail(llvm::Twine("cannot load: ") + (detail ? detail : e.what()));
  }
  // Kept even when a check below fails (see ~PluginHost).
  Library *library = loaded.get();
  libraries.push_back(std::move(loaded));
  if (!library->library.has(kEntryPoint))
    return fail(llvm::Twine("missing entry point '") + kEntryPoint + "'");
  auto getInfo = library->library.get<const StrataCompilerPluginInfo *()>(
      kEntryPoint);
  const StrataCompilerPluginInfo *info = getInfo();
  if (!info)
    return fail(llvm::Twine(kEntryPoint) + " returned null");
  // apiVersion first; nothing else is read on a mismatch.
  if (info->apiVersion != STRATA_COMPILER_PLUGIN_API_VERSION)
    return fail("plugin API version " + llvm::Twine(info->apiVersion) +
                ", host expects " +
                llvm::Twine(STRATA_COMPILER_PLUGIN_API_VERSION));
  llvm::StringRef abiTag = info->abiTag ? info->abiTag : "";
  if (abiTag != STRATA_COMPILER_PLUGIN_ABI_TAG)
    return fail("ABI tag '" + abiTag + "' does not match host '" +
                STRATA_COMPILER_PLUGIN_ABI_TAG + "'");
  if (!info->registerFn)
    return fail("null register function");
  if (!info->name || !*info->name)
    return fail("empty plugin name");

  LoadedPlugin record;
  record.path = path.str().str();
  record.name = info->name;
  record.version = info->version ? info->version : "";
  for (const LoadedPlugin &plugin : plugins)
    if (plugin.name == record.name)
      return fail("plugin name '" + record.name + "' is already taken by '" +
                  plugin.path + "'");

  current = &record;
  registrationError.clear();
  // The ABI forbids exceptions out of registerFn; a plugin that throws anyway
  // is refused instead of terminating the host.
  try {
    info->registerFn(this);
  } catch (const std::exception &e) {
    registrationError = std::string("register function threw: ") + e.what();
  } catch (...) {
    registrationError = "register function threw an exception";
  }
  current = nullptr;
  if (!registrationError.empty())
    return fail(registrationError);

  plugins.push_back(std::move(record));
  return success();
}

LogicalResult PluginHost::loadDirectory(llvm::StringRef dir,
                                        std::string &error) {
  if (!llvm::sys::fs::is_directory(dir))
    return success();
  std::vector<std::string> candidates;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef file = llvm::sys::path::filename(it->path());
    if (file.starts_with("lib") && file.ends_with(".so"))
      candidates.push_back(it->path());
  }
  std::sort(candidates.begin(), candidates.end());
  for (const std::string &candidate : candidates) {
    ElfProbe probe = probeElf(candidate);
    if (!probe.isElfSharedObject || !probe.hasEntryPoint)
      continue; // Runtime plugins and other libraries live here too.
    if (failed(load(candidate, error)))
      return failure();
  }
  return success();
}

std::string PluginHost::getDefaultPluginDirectory(const char *argv0) {
  std::string exe =
      llvm::sys::fs::getMainExecutable(argv0, (void *)&kEntryPoint);
  llvm::SmallString<256> dir(llvm::sys::path::parent_path(exe));
  llvm::sys::path::append(dir, "..", "lib", "strata", "plugins");
  llvm::sys::path::remove_dots(dir, /*remove_dot_dot=*/true);
  return dir.str().str();
}

const TargetBackend *PluginHost::findTarget(llvm::StringRef name) const {
  for (const auto &[targetName, backend] : targets)
    if (targetName == name)
      return backend.get();
  return nullptr;
}

std::vector<std::string> PluginHost::getTargetNames() const {
  std::vector<std::string> names;
  for (const auto &entry : targets)
    names.push_back(entry.first);
  return names;
}

void PluginHost::notePass(llvm::StringRef argument) {
  if (current)
    current->passes.push_back(argument.str());
}

void PluginHost::addInputType(InputType inputType) {
  if (!current)
    return;
  if (!inputType.detect || !inputType.buildPipeline) {
    registrationError =
        "input type '" + inputType.name + "' has a null callback";
    return;
  }
  current->inputTypes.push_back(inputType.name);
  inputTypes.push_back(std::move(inputType));
}

void PluginHost::addTargetBackend(std::shared_ptr<TargetBackend> backend) {
  if (!current)
    return;
  if (!backend) {
    registrationError = "null target backend";
    return;
  }
  std::string name = backend->getName();
  auto it = targetOwners.find(name);
  if (it != targetOwners.end()) {
    registrationError = "target backend '" + name +
                        "' is already registered by '" + it->second + "'";
    return;
  }
  targetOwners[name] = current->name;
  current->targets.push_back(name);
  targets.emplace_back(name, std::move(backend));
}

void PluginHost::addPipelineExtension(PipelineExtension extension) {
  if (!current)
    return;
  if (!extension.buildPasses || !isValidExtensionPoint(extension.point)) {
    registrationError = "pipeline extension at '" + extension.point +
                        "' needs 'before:<phase>' or 'after:<phase>' with a "
                        "phase of input, global-opt, dispatch, hal, vm, and a "
                        "non-null callback";
    return;
  }
  current->extensions.push_back(extension.point);
  extensions.push_back(std::move(extension));
}

PluginOptions extractPluginOptions(int &argc, char **argv) {
  PluginOptions options;
  int out = 1;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg.consume_front("--plugin=")) {
      options.plugins.push_back(arg.str());
    } else if (arg == "--plugin" && i + 1 < argc) {
      options.plugins.push_back(argv[++i]);
    } else if (arg.consume_front("--plugin-dir=")) {
      options.pluginDir = arg.str();
      options.pluginDirGiven = true;
    } else if (arg == "--list-plugins") {
      options.listPlugins = true;
    } else if (arg == "--list-targets") {
      options.listTargets = true;
    } else if (arg == "--list-passes") {
      options.listPasses = true;
    } else {
      argv[out++] = argv[i];
    }
  }
  argc = out;
  argv[argc] = nullptr;
  return options;
}

LogicalResult loadPlugins(PluginHost &host, const PluginOptions &options,
                          const char *argv0) {
  std::string error;
  std::string dir = options.pluginDirGiven
                        ? options.pluginDir
                        : PluginHost::getDefaultPluginDirectory(argv0);
  for (const std::string &path : options.plugins) {
    if (failed(host.load(path, error))) {
      llvm::errs() << "error: " << error << "\n";
      return failure();
    }
  }
  if (!dir.empty() && failed(host.loadDirectory(dir, error))) {
    llvm::errs() << "error: " << error << "\n";
    return failure();
  }
  return success();
}

void printPluginLists(PluginHost &host, const PluginOptions &options,
                      llvm::raw_ostream &os) {
  if (options.listPlugins) {
    for (const LoadedPlugin &plugin : host.getPlugins()) {
      os << plugin.name << " " << plugin.version << " " << plugin.path << "\n";
      auto list = [&](llvm::StringRef what,
                      const std::vector<std::string> &items) {
        if (items.empty())
          return;
        os << "  " << what << ":";
        for (const std::string &item : items)
          os << " " << item;
        os << "\n";
      };
      list("input types", plugin.inputTypes);
      list("targets", plugin.targets);
      list("passes", plugin.passes);
      list("extensions", plugin.extensions);
    }
  }
  if (options.listTargets) {
    for (const LoadedPlugin &plugin : host.getPlugins())
      for (const std::string &target : plugin.targets)
        os << target << " (" << plugin.name << ")\n";
  }
  if (options.listPasses) {
    for (const LoadedPlugin &plugin : host.getPlugins())
      for (const std::string &pass : plugin.passes)
        os << pass << " (" << plugin.name << ")\n";
  }
}

} // namespace strata
