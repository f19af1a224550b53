//===- Init.cpp - Registration of everything the core provides --*- C++ -*-===//

#include "strata/Init/Init.h"

#include "strata/Dialect/Flow/IR/FlowOps.h"
#include "strata/Dialect/HAL/IR/HALOps.h"
#include "strata/Dialect/VM/IR/VMOps.h"
#include "strata/Dialect/Flow/Transforms/Passes.h"
#include "strata/Dialect/HAL/Transforms/Passes.h"
#include "strata/Dialect/VM/Transforms/Passes.h"
#include "strata/sdk/DispatchBufferization.h"
#include "strata/sdk/EmulatedRoundings.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

namespace strata {

void registerCoreDialects(mlir::DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<flow::FlowDialect, hal::HALDialect, vm::VMDialect>();
}

void registerCorePasses() {
  mlir::registerAllPasses();
  flow::registerFlowPasses();
  hal::registerHALPasses();
  vm::registerVMPasses();
  // The SDK's dispatch bufferization pass, so printed pipelines parse back.
  mlir::PassRegistration<DistinctReturnedBuffersPass>();
  mlir::PassRegistration<ForwardAllocsToOutParamsPass>();
  mlir::PassRegistration<KeepEmulatedRoundingsPass>();
}

} // namespace strata
