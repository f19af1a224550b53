//===- BadExtension.cpp - Plugin with a bad extension point -----*- C++ -*-===//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

static void registerBadExtension(strata::PluginRegistrar *registrar) {
  registrar->addPipelineExtension({"during:hal", [](mlir::OpPassManager &) {}});
}

STRATA_DEFINE_COMPILER_PLUGIN("test-bad-extension", registerBadExtension)
