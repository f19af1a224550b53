//===- NullInputType.cpp - Input type without a detector --------*- C++ -*-===//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

static void registerNullInputType(strata::PluginRegistrar *registrar) {
  registrar->addInputType({"test-null", nullptr, [](mlir::OpPassManager &) {}});
}

STRATA_DEFINE_COMPILER_PLUGIN("test-null-input-type", registerNullInputType)
