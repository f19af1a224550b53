//===- Passes.td - vm dialect passes -----------------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_VM_TRANSFORMS_PASSES
#define STRATA_DIALECT_VM_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Conversion
//===----------------------------------------------------------------------===//

def ConvertHALToVMPass : Pass<"strata-vm-convert-hal-to-vm", "mlir::ModuleOp"> {
  let summary = "Lowers host functions on HAL values to a vm.module";
  let description = [{
    Creates `vm.module @<name>` with one `vm.import` per `hal` runtime
    function used, `vm.func`s for the host functions (HAL values become
    `!vm.ref`, static attributes become `vm.const.*`), `vm.rodata` for
    constant buffers and a `vm.export` carrying each public function's tensor
    signature. Serialized executables stay beside it for the module writer.
  }];
  let dependentDialects = ["::strata::vm::VMDialect"];
}

#endif // STRATA_DIALECT_VM_TRANSFORMS_PASSES
