//===- StaticMLIR.cpp - Plugin carrying its own MLIR ------------*- C++ -*-===//
//
// Links FakeStaticMLIR.cpp's archive, so it defines mlir::MLIRContext's
// constructor; otherwise a valid plugin. The host must refuse it before
// dlopen runs any of its code.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

int strataLitFakeStaticMLIRAnchor();

static void registerStaticMLIR(strata::PluginRegistrar *) {
  (void)strataLitFakeStaticMLIRAnchor();
}

STRATA_DEFINE_COMPILER_PLUGIN("test-static-mlir", registerStaticMLIR)
