//===- NoEntryPoint.cpp - Library without the entry point -------*- C++ -*-===//
//
// Exports a misspelled entry point only (like a runtime plugin or any other
// library that happens to sit in the plugin directory).
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

static void registerNothing(strata::PluginRegistrar *) {}

extern "C" __attribute__((visibility("default")))
const StrataCompilerPluginInfo *
strataGetCompilerPluginInfoTypo() {
  static const StrataCompilerPluginInfo info = {
      STRATA_COMPILER_PLUGIN_API_VERSION, STRATA_COMPILER_PLUGIN_ABI_TAG,
      "test-no-entry", STRATA_VERSION_STRING, registerNothing};
  return &info;
}
