//===- ThrowingRegister.cpp - Register function that throws -----*- C++ -*-===//
//
// Breaks "no exception may leave registerFn":
// the host must report it as a refusal, not terminate.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

#include <stdexcept>

static void registerThrowing(strata::PluginRegistrar *) {
  throw std::runtime_error("registration exploded");
}

STRATA_DEFINE_COMPILER_PLUGIN("test-throwing-register", registerThrowing)
