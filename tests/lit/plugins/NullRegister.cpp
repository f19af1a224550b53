//===- NullRegister.cpp - Plugin without a register function ----*- C++ -*-===//
//===----------------------------------------------------------------------===//

#include "strata/sdk/CompilerPlugin.h"

STRATA_DEFINE_COMPILER_PLUGIN("test-null-register", nullptr)
