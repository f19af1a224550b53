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

def ConvertStandardToVMPass
    : Pass<"strata-vm-convert-standard-to-vm", "mlir::ModuleOp"> {
  let summary = "Lowers scalar func/arith/math/cf/memref code to a vm.module";
  let description = [{
    Creates `vm.module @<name>` and moves every `func.func` into it as a
    `vm.func` (external declarations named `<module>.<function>` become
    `vm.import`s, constant `memref.global`s become `vm.rodata`). Narrow
    integers live canonicalized in i32 registers, f16/bf16 as f32 values,
    memrefs as refs to their buffer with each access linearized from the
    view's static layout or its `memref.reinterpret_cast`. Used for the
    kernels of `vmvx-bytecode` executables.
  }];
  let dependentDialects = ["::strata::vm::VMDialect"];
}

#endif // STRATA_DIALECT_VM_TRANSFORMS_PASSES
