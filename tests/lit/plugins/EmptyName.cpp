//===- EmptyName.cpp - Plugin with an empty name ----------------*- C++ -*-===//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

static void registerNothing(strata::PluginRegistrar *) {}

STRATA_DEFINE_COMPILER_PLUGIN("", registerNothing)
