//===- NullInfo.cpp - Entry point that returns null -------------*- C++ -*-===//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

extern "C" __attribute__((visibility("default")))
const StrataCompilerPluginInfo *
strataGetCompilerPluginInfo() {
  return nullptr;
}
