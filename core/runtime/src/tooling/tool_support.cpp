//===- tool_support.cpp - Shared command-line tool plumbing ---*- C++ -*-===//
//
// Flag splitting, plugin directory, export lookup and `--input` parsing
// shared by strata-run and strata-benchmark (the device start-up is in
// device_setup.cpp).
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <unistd.h>

#include <cerrno>
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
