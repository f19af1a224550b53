//===- tool_support.cpp - Shared command-line tool plumbing ---*- C++ -*-===//
//
// Flag splitting, the device flags, the plugin directory and
// STRATA_DISABLE_LOADERS shared by strata-run and strata-benchmark: host
// code only (strata_runtime_tooling_host), so the tools can use it beside
// libstrata-runtime.so without a second copy of the runtime. The device
// start-up is in device_setup.cpp, device tensors in device_tensors.cpp.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>

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
  errno = 0;
  long n = std::strtol(text.c_str(), &end, 10);
  // strtol saturates out-of-range text at LONG_MIN/LONG_MAX (ERANGE).
  if (end == text.c_str() || *end || errno == ERANGE || n < min || n > max)
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

//===----------------------------------------------------------------------===//
// Flags
//===----------------------------------------------------------------------===//

bool parseDeviceFlag(const Flag &flag, DeviceOptions &options,
                     std::string *error) {
  const std::string &name = flag.name, &value = flag.value;
  if (name == "list-devices" || name == "untrusted-module") {
    if (flag.hasValue)
      *error = "--" + name + " takes no value";
    else if (name == "list-devices")
      options.listDevices = true;
    else
      options.untrustedModule = true;
    return true;
  }
  if (name != "device" && name != "task-workers" && name != "plugin-dir" &&
      name != "disable-loader" && name != "device-allocation-limit" &&
      name != "trace")
    return false;
  if (!flag.hasValue) {
    *error = "flag --" + name + " needs a value (--" + name + "=...)";
    return true;
  }
  if (name == "device") {
    if (value.empty())
      *error = "--device needs a device name (local, DRIVER or DRIVER:N; "
               "--list-devices shows them)";
    else
      options.device = value;
  } else if (name == "task-workers") {
    long n = 0;
    if (parseIntInRange(value, 1, 1024, &n))
      options.taskWorkers = int(n);
    else
      *error = "--task-workers: '" + value + "' is not a count in [1, 1024]";
  } else if (name == "plugin-dir") {
    options.pluginDir = value;
  } else if (name == "trace") {
    // Checked now, so an unwritable path fails before the run, not after.
    FILE *f = value.empty() ? nullptr : std::fopen(value.c_str(), "wb");
    if (value.empty())
      *error = "--trace needs a file name (--trace=FILE.json)";
    else if (!f)
      *error = "--trace: cannot write '" + value + "': " + std::strerror(errno);
    else
      options.tracePath = value;
    if (f)
      std::fclose(f);
  } else if (name == "device-allocation-limit") {
    std::string digits = value;
    uint64_t scale = 1;
    if (!digits.empty() && std::strchr("KMG", digits.back())) {
      scale = digits.back() == 'K'   ? 1024ull
              : digits.back() == 'M' ? 1024ull * 1024
                                     : 1024ull * 1024 * 1024;
      digits.pop_back();
    }
    long n = 0;
    if (!parseIntInRange(digits, 1, LONG_MAX / long(scale), &n))
      *error = "--device_allocation_limit: '" + value +
               "' is not a positive byte count (optionally with K, M or G)";
    else
      options.allocationLimit = uint64_t(n) * scale;
  } else if (value.empty()) {
    *error = "--disable-loader needs a format or plugin name";
  } else {
    options.disabledLoaders.push_back(value);
  }
  return true;
}

std::string deviceFlagsUsage(size_t column) {
  static const std::pair<const char *, const char *> kFlags[] = {
      {"--device=NAME",
       "device to run on: local (the CPU), a HAL driver's first device "
       "(vulkan) or its device N (vulkan:N). Default: the first device that "
       "can run the module, trying the devices of its executable variants in "
       "their stored (target manifest) order; local for a module without "
       "executables"},
      {"--list-devices", "print the available devices (name, driver, memory, "
                         "formats) and exit"},
      {"--task-workers=N", "local device task pool size (default: hardware "
                           "cores)"},
      {"--plugin-dir=DIR",
       "runtime plugins (default: <exe_dir>/../lib/strata/plugins)"},
      {"--disable-loader=NAME",
       "never use the executable loader or HAL driver with this format or "
       "plugin name (repeatable; also STRATA_DISABLE_LOADERS=name1,name2)"},
      {"--device_allocation_limit=BYTES",
       "most bytes of buffers a device keeps allocated for the module at once "
       "(K, M, G suffixes); beyond it allocation fails with "
       "RESOURCE_EXHAUSTED (default: the local device, physical memory)"},
      {"--trace=FILE.json",
       "write a Chrome trace-event file (Perfetto, chrome://tracing): VM "
       "calls, dispatches (executable, variant, workgroups), Vulkan device "
       "time on its own track, transfers, allocations"},
      {"--untrusted-module",
       "the module comes from an untrusted source (SECURITY.md): refuse "
       "native-code variants (llvm-cpu), run only formats checked "
       "completely (vmvx-bytecode; vulkan-spirv after SPIRV-Tools validates "
       "every shader at load)"},
  };
  const size_t width = 78;
  std::string out;
  for (const auto &[flag, text] : kFlags) {
    std::string line = std::string("  ") + flag;
    // A flag too long for its column gets its description on the next line.
    if (line.size() + 1 > column) {
      out += line + "\n";
      line.clear();
    }
    line.resize(column, ' ');
    size_t lineStart = column;
    std::string words = text;
    size_t pos = 0;
    while (pos < words.size()) {
      size_t end = words.find(' ', pos);
      if (end == std::string::npos)
        end = words.size();
      std::string word = words.substr(pos, end - pos);
      pos = end + 1;
      if (line.size() > lineStart && line.size() + 1 + word.size() > width) {
        out += line + "\n";
        line.assign(column, ' ');
      }
      if (line.size() > lineStart)
        line += ' ';
      line += word;
    }
    out += line + "\n";
  }
  return out;
}

} // namespace strata::tooling
