//===- UndefinedSymbol.cpp - Plugin with an unresolved symbol ---*- C++ -*-===//
//
// Linked without --no-undefined and calls a function no library defines: the
// host loads with RTLD_NOW, so dlopen itself must fail (not a later call).
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

extern "C" void strataLitSymbolThatNoLibraryDefines();

static void registerUndefined(strata::PluginRegistrar *) {
  strataLitSymbolThatNoLibraryDefines();
}

STRATA_DEFINE_COMPILER_PLUGIN("test-undefined-symbol", registerUndefined)
