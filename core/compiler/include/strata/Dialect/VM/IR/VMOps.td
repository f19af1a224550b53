//===- VMOps.td - vm dialect operations --------------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_VM_VMOPS
#define STRATA_DIALECT_VM_VMOPS

include "strata/Dialect/VM/IR/VMBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// Structure
//===----------------------------------------------------------------------===//

def VM_ModuleOp : VM_Op<"module", [
    IsolatedFromAbove, Symbol, SymbolTable, NoTerminator, SingleBlock]> {
  let summary = "A VM module: functions, imports, exports, rodata";
  let description = [{
    ```mlir
    vm.module @module {
      vm.import @hal.device.default() -> !vm.ref
      vm.func @main(%arg0: !vm.ref) -> !vm.ref { vm.return %arg0 : !vm.ref }
      vm.export @main as("main") arguments([tensor<4xf32>]) results([tensor<4xf32>])
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
}

def VM_FuncOp : VM_Op<"func", [
    IsolatedFromAbove, FunctionOpInterface, HasParent<"ModuleOp">]> {
  let summary = "A function run by the interpreter";
  let description = [{
    ```mlir
    vm.func @add(%a: i32, %b: i32) -> i32 {
      %0 = vm.add.i32 %a, %b : i32
      vm.return %0 : i32
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() { return getFunctionType().getResults(); }
    ::mlir::Region *getCallableRegion() { return &getBody(); }
  }];
}

def VM_ImportOp : VM_Op<"import", [
    Symbol, HasParent<"ModuleOp">]> {
  let summary = "A function provided by a native runtime module";
  let description = [{
    The symbol is `<module>.<function>`. `variadic` makes the last argument
    type repeat zero or more times.

    ```mlir
    vm.import @hal.command_buffer.dispatch(!vm.ref, !vm.ref, i32, !vm.ref) variadic
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       UnitAttr:$variadic);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def VM_ExportOp : VM_Op<"export", [
    HasParent<"ModuleOp">, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Exports a function under a name with its tensor signature";
  let description = [{
    ```mlir
    vm.export @main as("main") arguments([tensor<1x784xf32>]) results([tensor<1x10xf32>])
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$function, StrAttr:$export_name,
                       TypeArrayAttr:$argument_types,
                       TypeArrayAttr:$result_types);
  let assemblyFormat = [{
    $function `as` `(` $export_name `)` `arguments` `(` $argument_types `)`
    `results` `(` $result_types `)` attr-dict
  }];
}

def VM_RodataOp : VM_Op<"rodata", [Symbol, HasParent<"ModuleOp">]> {
  let summary = "Read-only data stored 64-byte aligned in the module";
  let description = [{
    ```mlir
    vm.rodata @weights dense<1.0> : tensor<784x128xf32>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, ElementsAttr:$value);
  let assemblyFormat = "$sym_name $value attr-dict";
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def VM_ConstI32Op : VM_Op<"const.i32", [ConstantLike, Pure]> {
  let summary = "32-bit integer constant";
  let description = [{ `%c = vm.const.i32 4` }];
  let arguments = (ins I32Attr:$value);
  let results = (outs I32:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
}

def VM_ConstI64Op : VM_Op<"const.i64", [ConstantLike, Pure]> {
  let summary = "64-bit integer constant";
  let description = [{ `%c = vm.const.i64 4096` }];
  let arguments = (ins I64Attr:$value);
  let results = (outs I64:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
}

def VM_ConstF32Op : VM_Op<"const.f32", [ConstantLike, Pure]> {
  let summary = "32-bit float constant";
  let description = [{ `%c = vm.const.f32 1.0e-04` }];
  let arguments = (ins F32Attr:$value);
  let results = (outs F32:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
}

def VM_ConstF64Op : VM_Op<"const.f64", [ConstantLike, Pure]> {
  let summary = "64-bit float constant";
  let description = [{ `%c = vm.const.f64 1.0e-04` }];
  let arguments = (ins F64Attr:$value);
  let results = (outs F64:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
}

def VM_ConstRefZeroOp : VM_Op<"const.ref.zero", [ConstantLike, Pure]> {
  let summary = "The null ref";
  let description = [{ `%null = vm.const.ref.zero : !vm.ref` }];
  let results = (outs VM_Ref:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def VM_ConstRefRodataOp : VM_Op<"const.ref.rodata", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "A byte-buffer ref viewing a rodata segment";
  let description = [{ `%w = vm.const.ref.rodata @weights : !vm.ref` }];
  let arguments = (ins FlatSymbolRefAttr:$rodata);
  let results = (outs VM_Ref:$result);
  let assemblyFormat = "$rodata attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Calls and control flow
//===----------------------------------------------------------------------===//

def VM_CallOp : VM_Op<"call", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Calls a vm.func or a vm.import";
  let description = [{
    ```mlir
    %b = vm.call @hal.allocator.allocate(%device, %size) : (!vm.ref, i64) -> !vm.ref
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<VM_AnyType>:$operands);
  let results = (outs Variadic<VM_AnyType>:$results);
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, $results)
  }];
}

def VM_ReturnOp : VM_Op<"return", [Pure, ReturnLike, Terminator,
                                   HasParent<"FuncOp">]> {
  let summary = "Returns from a function";
  let description = [{ `vm.return %0 : !vm.ref` }];
  let arguments = (ins Variadic<VM_AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let hasVerifier = 1;
}

def VM_BranchOp : VM_Op<"br", [Pure, Terminator,
    DeclareOpInterfaceMethods<BranchOpInterface>]> {
  let summary = "Unconditional branch";
  let description = [{ `vm.br ^bb1(%x : i32)` }];
  let arguments = (ins Variadic<VM_AnyType>:$dest_operands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict";
}

def VM_CondBranchOp : VM_Op<"cond_br", [Pure, Terminator, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface>]> {
  let summary = "Conditional branch on an i32 (taken when non-zero)";
  let description = [{ `vm.cond_br %c, ^bb1, ^bb2` }];
  let arguments = (ins I32:$condition,
                       Variadic<VM_AnyType>:$true_operands,
                       Variadic<VM_AnyType>:$false_operands);
  let successors = (successor AnySuccessor:$true_dest, AnySuccessor:$false_dest);
  let assemblyFormat = [{
    $condition `,` $true_dest (`(` $true_operands^ `:` type($true_operands) `)`)? `,`
    $false_dest (`(` $false_operands^ `:` type($false_operands) `)`)? attr-dict
  }];
}

def VM_FailOp : VM_Op<"fail", [Terminator]> {
  let summary = "Aborts the invocation with a message";
  let description = [{ `vm.fail "index out of range"` }];
  let arguments = (ins StrAttr:$message);
  let assemblyFormat = "$message attr-dict";
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

class VM_BinaryOp<string mnemonic, Type type> : VM_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let summary = "Binary " # mnemonic;
  let description = [{ `%0 = vm.}] # mnemonic # [{ %a, %b : type` }];
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

def VM_AddI32Op : VM_BinaryOp<"add.i32", I32>;
def VM_SubI32Op : VM_BinaryOp<"sub.i32", I32>;
def VM_MulI32Op : VM_BinaryOp<"mul.i32", I32>;
def VM_AddI64Op : VM_BinaryOp<"add.i64", I64>;
def VM_SubI64Op : VM_BinaryOp<"sub.i64", I64>;
def VM_MulI64Op : VM_BinaryOp<"mul.i64", I64>;

class VM_CmpOp<string mnemonic, Type type> : VM_Op<mnemonic, [Pure, SameTypeOperands]> {
  let summary = "Comparison " # mnemonic # " giving 0 or 1";
  let description = [{ `%0 = vm.}] # mnemonic # [{ %a, %b : type` }];
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs I32:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

def VM_CmpEqI32Op : VM_CmpOp<"cmp.eq.i32", I32>;
def VM_CmpLtI32SOp : VM_CmpOp<"cmp.lt.i32.s", I32>;
def VM_CmpEqI64Op : VM_CmpOp<"cmp.eq.i64", I64>;
def VM_CmpLtI64SOp : VM_CmpOp<"cmp.lt.i64.s", I64>;

#endif // STRATA_DIALECT_VM_VMOPS
