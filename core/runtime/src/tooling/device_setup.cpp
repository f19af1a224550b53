//===- device_setup.cpp - The device a runtime tool runs on ----*- C++ -*-===//
//
// What the runtime C API's instance (and so strata-run and
// strata-benchmark) does before running anything: loading the runtime
// plugins, the local device, --list-devices, --device lookup and, without
// --device, the device the module's executable variants ask for (DESIGN 5).
// The device flags themselves are host code (tool_support.cpp).
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/trace.h"
#include "strata/runtime/tooling.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <map>

namespace strata::tooling {

//===----------------------------------------------------------------------===//
// Plugins, the local device and --list-devices
//===----------------------------------------------------------------------===//

TraceFile::TraceFile(std::string tool, std::string path)
    : tool_(std::move(tool)), path_(std::move(path)) {
  trace::start();
}

TraceFile::~TraceFile() {
  trace::stop();
  Status s = trace::writeJson(path_);
  if (!s.isOk())
    std::fprintf(stderr, "%s: error: %s\n", tool_.c_str(), s.message().c_str());
}

DeviceSetup startDevices(const std::string &tool,
                         const DeviceOptions &options) {
  DeviceSetup setup;
  setup.tool = tool;
  if (!options.tracePath.empty())
    setup.trace = std::make_shared<TraceFile>(tool, options.tracePath);
  setup.pluginDir =
      options.pluginDir.empty() ? defaultPluginDir() : options.pluginDir;
  std::vector<std::string> disabled = options.disabledLoaders;
  appendDisabledLoadersFromEnv(disabled);

  setup.plugins = std::make_shared<PluginManager>();
  for (const Status &refusal : setup.plugins->loadDirectory(setup.pluginDir))
    std::fprintf(stderr, "%s: warning: runtime plugin refused: %s\n",
                 tool.c_str(), refusal.message().c_str());
  setup.local = hal::Device::createLocal(setup.plugins, options.taskWorkers);
  if (options.untrustedModule) {
    // Only formats whose binaries are checked completely stay enabled.
    setup.untrustedModule = true;
    for (const auto &l : setup.plugins->loaders())
      if (!l.verified)
        setup.unverifiedFormats.push_back(l.api->format);
    for (const auto &d : setup.plugins->drivers())
      if (!d.api->executable_validate)
        for (uint32_t i = 0; i < d.api->format_count; ++i)
          setup.unverifiedFormats.push_back(d.api->formats[i]);
    disabled.insert(disabled.end(), setup.unverifiedFormats.begin(),
                    setup.unverifiedFormats.end());
  }
  setup.local->setDisabledLoaders(disabled);
  setup.allocationLimit = options.allocationLimit;
  if (setup.allocationLimit)
    setup.local->setAllocationLimit(setup.allocationLimit);
  for (const auto &name : disabled) {
    bool matches = false;
    for (const auto &l : setup.plugins->loaders())
      matches |= name == l.api->format || name == l.pluginName;
    for (const auto &d : setup.plugins->drivers()) {
      matches |= name == d.api->name || name == d.pluginName;
      for (uint32_t i = 0; i < d.api->format_count; ++i)
        matches |= name == d.api->formats[i];
    }
    if (!matches)
      std::fprintf(stderr,
                   "%s: warning: disabled loader '%s' matches no "
                   "executable format or plugin name\n",
                   tool.c_str(), name.c_str());
  }
  return setup;
}

/// "a, b" of a driver's formats.
static std::string driverFormats(const hal::HalDriver &driver) {
  std::string formats;
  for (uint32_t i = 0; i < driver.api->format_count; ++i)
    formats +=
        std::string(formats.empty() ? "" : ", ") + driver.api->formats[i];
  return formats;
}

namespace {
/// Appends printf-style text to `out`.
__attribute__((format(printf, 2, 3))) void appendf(std::string &out,
                                                   const char *format, ...) {
  va_list args, copy;
  va_start(args, format);
  va_copy(copy, args);
  int n = std::vsnprintf(nullptr, 0, format, copy);
  va_end(copy);
  if (n > 0) {
    size_t at = out.size();
    out.resize(at + size_t(n) + 1);
    std::vsnprintf(&out[at], size_t(n) + 1, format, args);
    out.resize(at + size_t(n));
  }
  va_end(args);
}
} // namespace

std::string describeDevices(const DeviceSetup &setup) {
  std::string out;
  appendf(out, "local: CPU device, %d task workers\n",
          setup.local->taskWorkerCount());
  for (const auto &l : setup.plugins->loaders())
    appendf(out, "  executable format %s (plugin '%s', %s)%s\n", l.api->format,
            l.pluginName.c_str(), l.pluginPath.c_str(),
            setup.local->isLoaderDisabled(l) ? " [disabled]" : "");
  if (setup.plugins->loaders().empty())
    appendf(out, "  no executable loaders (no runtime plugin in %s)\n",
            setup.pluginDir.c_str());
  for (const auto &d : setup.plugins->drivers()) {
    std::string formats = driverFormats(d);
    auto devices = hal::enumerateDriverDevices(d);
    if (!devices.isOk()) {
      appendf(out, "%s: no devices (%s)\n", d.api->name,
              devices.status().message().c_str());
      continue;
    }
    if (devices->empty())
      appendf(out, "%s: no devices (driver found none; plugin '%s', %s)\n",
              d.api->name, d.pluginName.c_str(), d.pluginPath.c_str());
    for (size_t i = 0; i < devices->size(); ++i) {
      const auto &info = (*devices)[i];
      appendf(out,
              "%s:%zu: %s\n  driver: %s\n  memory: %llu MiB\n"
              "  executable formats: %s (plugin '%s', %s)\n",
              d.api->name, i, info.name.c_str(), info.driver.c_str(),
              (unsigned long long)(info.memoryBytes >> 20), formats.c_str(),
              d.pluginName.c_str(), d.pluginPath.c_str());
    }
  }
  return out;
}

void printDevices(const DeviceSetup &setup) {
  std::fputs(describeDevices(setup).c_str(), stdout);
}

//===----------------------------------------------------------------------===//
// --device=NAME
//===----------------------------------------------------------------------===//

StatusOr<Ref<hal::Device>> selectDevice(const DeviceSetup &setup,
                                        const std::string &name) {
  if (name == "local")
    return setup.local;
  std::string driverName = name;
  long ordinal = 0;
  size_t colon = name.find(':');
  if (colon != std::string::npos) {
    driverName = name.substr(0, colon);
    if (!parseIntInRange(name.substr(colon + 1), 0, 1 << 20, &ordinal))
      return invalidArgument("device '", name,
                             "': expected DRIVER:N with N a device ordinal");
  }
  const hal::HalDriver *driver = setup.plugins->findDriver(driverName);
  if (!driver) {
    std::string available = "local";
    for (const auto &d : setup.plugins->drivers())
      available += std::string(", ") + d.api->name;
    return notFound("unknown device '", name, "' (available: ", available,
                    "; --list-devices shows them)");
  }
  STRATA_ASSIGN_OR_RETURN(auto devices, hal::enumerateDriverDevices(*driver));
  if (uint64_t(ordinal) >= devices.size())
    return notFound("device '", name, "': driver '", driverName, "' has ",
                    devices.size(), " device", devices.size() == 1 ? "" : "s",
                    devices.empty() ? "" : " (ordinals 0..",
                    devices.empty() ? "" : std::to_string(devices.size() - 1),
                    devices.empty() ? "" : ")");
  STRATA_ASSIGN_OR_RETURN(
      auto device, hal::Device::createDriverDevice(setup.plugins, *driver,
                                                   uint32_t(ordinal)));
  device->setDisabledLoaders(setup.local->disabledLoaderNames());
  if (setup.allocationLimit)
    device->setAllocationLimit(setup.allocationLimit);
  return device;
}

//===----------------------------------------------------------------------===//
// The default device
//===----------------------------------------------------------------------===//

namespace {

/// True when the local device would offer `variant` to a loader: the first
/// loader of its format (the one Device::loadExecutable picks) is enabled
/// and its `can_load` accepts the binary. Nothing is loaded.
bool localRuns(const hal::Device &local,
               const module_fb::ExecutableVariant &variant) {
  std::string format = variant.format()->str();
  for (const auto &l : local.loaders()) {
    if (format != l.api->format)
      continue;
    if (local.isLoaderDisabled(l))
      return false;
    char reason[512] = {0};
    return l.api->can_load(l.api->self, variant.binary()->data(),
                           variant.binary()->size(), reason, sizeof(reason));
  }
  return false;
}

/// True when `driver` is disabled as a whole (by its name or plugin name).
bool driverDisabled(const hal::HalDriver &driver,
                    const std::vector<std::string> &disabled) {
  for (const auto &n : disabled)
    if (n == driver.api->name || n == driver.pluginName)
      return true;
  return false;
}

/// True when a device of `driver` would try to load `variant` (the checks of
/// Device::loadExecutable on a driver device, before the driver's load).
bool driverRuns(const hal::HalDriver &driver,
                const std::vector<std::string> &disabled,
                const module_fb::ExecutableVariant &variant) {
  std::string format = variant.format()->str();
  return driver.runsFormat(format) && !driverDisabled(driver, disabled) &&
         std::find(disabled.begin(), disabled.end(), format) == disabled.end();
}

std::string executableName(const module_fb::Executable &exe) {
  return exe.name() ? exe.name()->str() : std::string("<unnamed>");
}

/// "executable 'X' has no variant it can run: variant 0 (T, F): why; ..."
/// for a device of `driver`, in the words of Device::loadExecutable.
std::string driverVariantReasons(const hal::HalDriver &driver,
                                 const std::vector<std::string> &disabled,
                                 const module_fb::Executable &exe) {
  std::string why =
      "executable '" + executableName(exe) + "' has no variant it can run: ";
  uint32_t index = 0;
  if (exe.variants())
    for (const auto *v : *exe.variants()) {
      std::string format = v->format()->str();
      why += std::string(index ? "; " : "") + "variant " +
             std::to_string(index) + " (" + v->target()->str() + ", " + format +
             "): ";
      ++index;
      if (!driver.runsFormat(format))
        why += "not a format of driver '" + std::string(driver.api->name) + "'";
      else if (driverDisabled(driver, disabled))
        why += "driver disabled (plugin '" + driver.pluginName + "')";
      else
        why += "format disabled";
    }
  if (!index)
    why += "it has none";
  return why;
}

/// The distinct formats of `exe`'s variants ("a, b"), or of every
/// executable of the module when `exe` is null.
std::string variantFormats(const module_fb::Module &module,
                           const module_fb::Executable *exe) {
  std::vector<std::string> seen;
  std::string formats;
  for (const auto *e : *module.executables()) {
    if (exe && e != exe)
      continue;
    if (!e->variants())
      continue;
    for (const auto *v : *e->variants()) {
      std::string f = v->format()->str();
      if (std::find(seen.begin(), seen.end(), f) != seen.end())
        continue;
      seen.push_back(f);
      formats += (formats.empty() ? "" : ", ") + f;
    }
  }
  return formats.empty() ? "none" : formats;
}

} // namespace

StatusOr<Ref<hal::Device>> chooseDevice(const DeviceSetup &setup,
                                        const Module &module,
                                        const std::string &modulePath) {
  const auto *executables = module.fb().executables();
  if (!executables || executables->size() == 0)
    return setup.local;
  const std::vector<std::string> &disabled = setup.local->disabledLoaderNames();

  // A device is the local one (driver null) or device 0 of a HAL driver.
  auto runs = [&](const hal::HalDriver *driver,
                  const module_fb::ExecutableVariant &variant) {
    return driver ? driverRuns(*driver, disabled, variant)
                  : localRuns(*setup.local, variant);
  };
  // The first executable with no variant the device runs, or null.
  auto firstUnrunnable =
      [&](const hal::HalDriver *driver) -> const module_fb::Executable * {
    for (const auto *exe : *executables) {
      bool any = false;
      if (exe->variants())
        for (const auto *v : *exe->variants())
          if ((any = runs(driver, *v)))
            break;
      if (!any)
        return exe;
    }
    return nullptr;
  };
  std::vector<const hal::HalDriver *> devices = {nullptr};
  for (const auto &d : setup.plugins->drivers())
    devices.push_back(&d);
  std::map<const hal::HalDriver *, StatusOr<std::vector<hal::DriverDeviceInfo>>>
      enumerated;
  auto enumerate = [&](const hal::HalDriver &driver)
      -> const StatusOr<std::vector<hal::DriverDeviceInfo>> & {
    auto it = enumerated.find(&driver);
    if (it == enumerated.end())
      it = enumerated.emplace(&driver, hal::enumerateDriverDevices(driver))
               .first;
    return it->second;
  };

  // Walk the variants in their stored order; the devices that run a variant
  // are tried in turn (once each) and the first that can run every
  // executable wins.
  std::vector<const hal::HalDriver *> tried;
  std::map<const hal::HalDriver *, std::string> openFailures;
  for (const auto *exe : *executables) {
    if (!exe->variants())
      continue;
    for (const auto *variant : *exe->variants()) {
      for (const hal::HalDriver *driver : devices) {
        if (std::find(tried.begin(), tried.end(), driver) != tried.end() ||
            !runs(driver, *variant))
          continue;
        tried.push_back(driver);
        if (firstUnrunnable(driver))
          continue;
        if (!driver)
          return setup.local;
        const auto &infos = enumerate(*driver);
        // A driver without devices (no GPU, no Vulkan loader) is the
        // ordinary reason to fall through to the next variant's device.
        if (!infos.isOk() || infos->empty())
          continue;
        auto device =
            hal::Device::createDriverDevice(setup.plugins, *driver, 0);
        if (device.isOk()) {
          (*device)->setDisabledLoaders(disabled);
          if (setup.allocationLimit)
            (*device)->setAllocationLimit(setup.allocationLimit);
          return *device;
        }
        // A device that exists but does not open is worth a word even when
        // another device runs the module.
        std::string name = std::string(driver->api->name) + ":0";
        openFailures[driver] = device.status().message();
        std::fprintf(stderr,
                     "%s: warning: device %s could run %s but did not open: "
                     "%s\n",
                     setup.tool.c_str(), name.c_str(), modulePath.c_str(),
                     device.status().message().c_str());
      }
    }
  }

  // No device fits: say why for each one.
  std::string names, reasons;
  for (const hal::HalDriver *driver : devices) {
    std::string name = "local", why;
    if (!driver) {
      why = "cannot run every executable";
      // Loading fails here (no variant passes the checks above), and the
      // device's own message lists every variant and why.
      if (const module_fb::Executable *exe = firstUnrunnable(nullptr)) {
        auto loaded = setup.local->loadExecutable(*exe);
        if (!loaded.isOk())
          why = loaded.status().message();
      }
    } else {
      name = driver->api->name;
      const auto &infos = enumerate(*driver);
      if (!infos.isOk()) {
        why = "no devices (" + infos.status().message() + ")";
      } else if (infos->empty()) {
        why = "no devices (driver found none)";
      } else {
        name += ":0";
        if (auto it = openFailures.find(driver); it != openFailures.end()) {
          why = "did not open: " + it->second;
        } else if (const module_fb::Executable *exe = firstUnrunnable(driver)) {
          why = driverVariantReasons(*driver, disabled, *exe) +
                " (executable formats: " + variantFormats(module.fb(), exe) +
                "; driver '" + driver->api->name +
                "' runs formats: " + driverFormats(*driver) + ")";
        } else {
          why = "cannot run every executable";
        }
      }
    }
    names += (names.empty() ? "" : ", ") + name;
    reasons += "\n  " + name + ": " + why;
  }
  return notFound("no device can run ", modulePath, " (executable formats: ",
                  variantFormats(module.fb(), nullptr),
                  "; devices tried: ", names, ")", reasons);
}

/// Every variant of `module` whose format a HAL driver validates, through
/// that driver's executable_validate (untrusted modules).
static Status validateUntrusted(const DeviceSetup &setup, const Module &module,
                                const std::string &modulePath) {
  const auto *executables = module.fb().executables();
  if (!executables)
    return Status::ok();
  for (const auto *exe : *executables) {
    if (!exe->variants())
      continue;
    uint32_t index = 0;
    for (const auto *variant : *exe->variants()) {
      if (!variant->format() || !variant->binary() || !variant->target()) {
        ++index;
        continue; // (the module's semantic checks require all three)
      }
      std::string format = variant->format()->str();
      for (const auto &d : setup.plugins->drivers()) {
        if (!d.runsFormat(format) || !d.api->executable_validate)
          continue;
        char error[1024] = {0};
        if (d.api->executable_validate(d.api->self, format.c_str(),
                                       variant->binary()->data(),
                                       variant->binary()->size(), error,
                                       sizeof(error)) != STRATA_PLUGIN_OK)
          return invalidArgument(
              modulePath, ": executable '", executableName(*exe), "' variant ",
              index, " (", variant->target()->str(), ", ", format,
              ") is refused for an untrusted module: ", error);
      }
      ++index;
    }
  }
  return Status::ok();
}

StatusOr<ModuleOnDevice> openModule(const DeviceSetup &setup,
                                    const DeviceOptions &options,
                                    const std::string &modulePath) {
  // An explicit device is checked before the module is read (so its errors
  // come first, as they always did).
  Ref<hal::Device> device;
  if (!options.device.empty()) {
    STRATA_ASSIGN_OR_RETURN(device, selectDevice(setup, options.device));
  }
  STRATA_ASSIGN_OR_RETURN(Ref<Module> module, Module::loadFile(modulePath));
  STRATA_ASSIGN_OR_RETURN(ModuleOnDevice out,
                          placeModule(setup, std::move(device),
                                      std::move(module), modulePath));
  if (!options.device.empty())
    out.deviceName = options.device;
  return out;
}

StatusOr<ModuleOnDevice> placeModule(const DeviceSetup &setup,
                                     Ref<hal::Device> device,
                                     Ref<Module> module,
                                     const std::string &moduleName) {
  ModuleOnDevice out;
  out.module = std::move(module);
  out.device = std::move(device);
  if (setup.untrustedModule)
    STRATA_RETURN_IF_ERROR(validateUntrusted(setup, *out.module, moduleName));
  if (!out.device) {
    auto chosen = chooseDevice(setup, *out.module, moduleName);
    if (!chosen.isOk() && setup.untrustedModule) {
      std::string refused;
      for (const auto &f : setup.unverifiedFormats)
        refused += (refused.empty() ? "" : ", ") + f;
      return Status(chosen.status().code(),
                    chosen.status().message() +
                        "\n  (--untrusted-module: formats without a "
                        "complete check are refused: " +
                        (refused.empty() ? "none" : refused) + ")");
    }
    STRATA_ASSIGN_OR_RETURN(out.device, std::move(chosen));
  }
  out.deviceName = out.device->name();
  return out;
}

} // namespace strata::tooling
