//===- VMBase.td - vm dialect definition -------------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_VM_VMBASE
#define STRATA_DIALECT_VM_VMBASE

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def VM_Dialect : Dialect {
  let name = "vm";
  let cppNamespace = "::strata::vm";
  let summary = "A register machine: what the module's bytecode encodes";
  let description = [{
    Functions over i32/i64/f32/f64 values and opaque reference-counted refs,
    calls to imports of native runtime modules (`hal`), exports with typed
    signatures, and read-only data. One op maps to one bytecode instruction
    (core/runtime/README.md).
  }];
  let useDefaultTypePrinterParser = 1;
}

def VM_Ref : TypeDef<VM_Dialect, "Ref"> {
  let mnemonic = "ref";
  let summary = "A reference-counted runtime object";
  let description = [{ `!vm.ref` holds a buffer, buffer view, command buffer, ... }];
}

def VM_Primitive : AnyTypeOf<[I32, I64, F32, F64]>;
def VM_AnyType : AnyTypeOf<[I32, I64, F32, F64, VM_Ref]>;

class VM_Op<string mnemonic, list<Trait> traits = []>
    : Op<VM_Dialect, mnemonic, traits>;

#endif // STRATA_DIALECT_VM_VMBASE
