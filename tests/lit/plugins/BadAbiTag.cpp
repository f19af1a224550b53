//===- BadAbiTag.cpp - Plugin built with another ABI ------------*- C++ -*-===//
//
// The right API version but another ABI tag (another LLVM, no RTTI, no
// exceptions, ASan). Its register function aborts: the host must not call it.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

#include <cstdlib>

static void registerMustNotBeCalled(strata::PluginRegistrar *) { std::abort(); }

extern "C" __attribute__((visibility("default")))
const StrataCompilerPluginInfo *
strataGetCompilerPluginInfo() {
  static const StrataCompilerPluginInfo info = {
      STRATA_COMPILER_PLUGIN_API_VERSION,
      "llvm999;strata0.0.0;nortti;noeh;asan", "test-bad-abi",
      STRATA_VERSION_STRING, registerMustNotBeCalled};
  return &info;
}
