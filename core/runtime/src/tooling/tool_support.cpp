//===- tool_support.cpp - Shared command-line tool plumbing ---*- C++ -*-===//
//
// Flag splitting, plugin directory, local device setup, export lookup and
// `--input` parsing shared by strata-run and strata-benchmark.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace strata::tooling {

bool splitFlag(const std::string &arg, Flag *flag) {
  if (arg.compare(0, 2, "--") != 0)
    return false;
  size_t eq = arg.find('=');
  flag->name =
      arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
  for (char &c : flag->name)
    if (c == '_')
      c = '-';
  flag->hasValue = eq != std::string::npos;
  flag->value = flag->hasValue ? arg.substr(eq + 1) : "";
  return true;
}

bool parseIntInRange(const std::string &text, long min, long max, long *out) {
  char *end = nullptr;
  long n = std::strtol(text.c_str(), &end, 10);
  if (end == text.c_str() || *end || n < min || n > max)
    return false;
  *out = n;
  return true;
}

std::string defaultPluginDir() {
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
  if (n <= 0)
    return "lib/strata/plugins";
  std::string exe(buf, size_t(n));
  std::string dir = exe.substr(0, exe.rfind('/'));
  return dir + "/../lib/strata/plugins";
}

void appendDisabledLoadersFromEnv(std::vector<std::string> &names) {
  const char *env = std::getenv("STRATA_DISABLE_LOADERS");
  if (!env)
    return;
  std::string list = env;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos)
      comma = list.size();
    std::string name = list.substr(start, comma - start);
    size_t b = name.find_first_not_of(" \t");
    size_t e = name.find_last_not_of(" \t");
    if (b != std::string::npos)
      names.push_back(name.substr(b, e - b + 1));
    start = comma + 1;
  }
}

LocalDeviceSetup createLocalDevice(const std::string &tool,
                                   const std::string &pluginDir,
                                   int taskWorkers,
                                   const std::vector<std::string> &disabled) {
  LocalDeviceSetup setup;
  setup.plugins = std::make_shared<PluginManager>();
  for (const Status &refusal : setup.plugins->loadDirectory(pluginDir))
    std::fprintf(stderr, "%s: warning: runtime plugin refused: %s\n",
                 tool.c_str(), refusal.message().c_str());
  setup.device = hal::Device::createLocal(setup.plugins, taskWorkers);
  setup.device->setDisabledLoaders(disabled);
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

void printDevices(const LocalDeviceSetup &setup, const std::string &pluginDir) {
  std::printf("local: CPU device, %d task workers\n",
              setup.device->taskWorkerCount());
  for (const auto &l : setup.plugins->loaders())
    std::printf("  executable format %s (plugin '%s', %s)%s\n", l.api->format,
                l.pluginName.c_str(), l.pluginPath.c_str(),
                setup.device->isLoaderDisabled(l) ? " [disabled]" : "");
  if (setup.plugins->loaders().empty())
    std::printf("  no executable loaders (no runtime plugin in %s)\n",
                pluginDir.c_str());
  for (const auto &d : setup.plugins->drivers()) {
    std::string formats;
    for (uint32_t i = 0; i < d.api->format_count; ++i)
      formats += std::string(formats.empty() ? "" : ", ") + d.api->formats[i];
    auto devices = hal::enumerateDriverDevices(d);
    if (!devices.isOk()) {
      std::printf("%s: no devices (%s)\n", d.api->name,
                  devices.status().message().c_str());
      continue;
    }
    if (devices->empty())
      std::printf("%s: no devices (driver found none; plugin '%s', %s)\n",
                  d.api->name, d.pluginName.c_str(), d.pluginPath.c_str());
    for (size_t i = 0; i < devices->size(); ++i) {
      const auto &info = (*devices)[i];
      std::printf("%s:%zu: %s\n  driver: %s\n  memory: %llu MiB\n"
                  "  executable formats: %s (plugin '%s', %s)\n",
                  d.api->name, i, info.name.c_str(), info.driver.c_str(),
                  (unsigned long long)(info.memoryBytes >> 20), formats.c_str(),
                  d.pluginName.c_str(), d.pluginPath.c_str());
    }
  }
}

StatusOr<Ref<hal::Device>> selectDevice(const LocalDeviceSetup &setup,
                                        const std::string &name) {
  if (name == "local")
    return setup.device;
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
  device->setDisabledLoaders(setup.device->disabledLoaderNames());
  return device;
}

StatusOr<int> findExportOrdinal(const Module &module,
                                const std::string &function,
                                const std::string &modulePath) {
  int ordinal = module.findExport(function);
  if (ordinal >= 0)
    return ordinal;
  std::string names;
  if (module.fb().exports())
    for (const auto *e : *module.fb().exports())
      names += (names.empty() ? "" : ", ") + e->name()->str();
  return notFound("function '", function, "' is not exported by ", modulePath,
                  " (exports: ", names.empty() ? "none" : names, ")");
}

StatusOr<std::vector<Ref<hal::BufferView>>>
parseInputs(hal::Device &device, const std::vector<std::string> &inputs) {
  std::vector<Ref<hal::BufferView>> args;
  for (size_t i = 0; i < inputs.size(); ++i) {
    auto t = parseTensorArg(inputs[i]);
    if (!t.isOk())
      return invalidArgument("--input ", i, ": ", t.status().message());
    auto view = toBufferView(device, *t);
    if (!view.isOk())
      return invalidArgument("--input ", i, ": ", view.status().message());
    args.push_back(*view);
  }
  return args;
}

} // namespace strata::tooling
