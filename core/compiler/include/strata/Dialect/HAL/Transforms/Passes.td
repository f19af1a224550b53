//===- Passes.td - hal dialect passes ----------------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_HAL_TRANSFORMS_PASSES
#define STRATA_DIALECT_HAL_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Host conversion
//===----------------------------------------------------------------------===//

def ConvertToHALPass : Pass<"strata-hal-convert-to-hal", "mlir::ModuleOp"> {
  let summary = "Converts the host program from tensors to HAL buffers";
  let description = [{
    Public functions take and return `!hal.buffer_view`s (checked against
    their tensor types); each `flow.dispatch` allocates its result buffers
    and records a dispatch into a command buffer; consecutive dispatches
    share one command buffer separated by execution barriers, submitted and
    awaited before the results are read; constants become read-only buffers
    over module rodata; `flow.tensor.reshape` reuses the buffer.
  }];
  let dependentDialects = ["::strata::hal::HALDialect"];
}

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

def MaterializeExecutablesPass
    : Pass<"strata-hal-materialize-executables", "mlir::ModuleOp"> {
  let summary = "Turns flow.executables into hal.executables with one variant per target";
  let description = [{
    Reads the module's `hal.targets` attribute (an array of dictionaries
    `{target = "llvm-cpu", format = "...", options = {...}}` in manifest
    order) and clones each executable's inner module into one
    `hal.executable.variant` per target.
  }];
  let dependentDialects = ["::strata::hal::HALDialect"];
}

#endif // STRATA_DIALECT_HAL_TRANSFORMS_PASSES
