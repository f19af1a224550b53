//===- BadApiVersion.cpp - Plugin with a future API version -----*- C++ -*-===//
//
// Its apiVersion is not the host's; every other field is an invalid pointer,
// so a host that reads anything beyond apiVersion crashes the test.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

#include <cstdint>

extern "C" __attribute__((visibility("default")))
const StrataCompilerPluginInfo *
strataGetCompilerPluginInfo() {
  static const StrataCompilerPluginInfo info = {
      STRATA_COMPILER_PLUGIN_API_VERSION + 41,
      reinterpret_cast<const char *>(uintptr_t(1)),
      reinterpret_cast<const char *>(uintptr_t(1)),
      reinterpret_cast<const char *>(uintptr_t(1)),
      reinterpret_cast<void (*)(strata::PluginRegistrar *)>(uintptr_t(1))};
  return &info;
}
