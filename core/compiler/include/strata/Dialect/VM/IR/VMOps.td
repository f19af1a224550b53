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
    `spmd`, on a rank program, is the function's `strata.spmd` dictionary
    (mesh and shardings, see flow's kSPMDAttrName): the module file records
    it so tools split global arrays into shards and join them back.

    ```mlir
    vm.export @main as("main") arguments([tensor<1x784xf32>]) results([tensor<1x10xf32>])
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$function, StrAttr:$export_name,
                       TypeArrayAttr:$argument_types,
                       TypeArrayAttr:$result_types,
                       OptionalAttr<DictionaryAttr>:$spmd);
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
  // ConstantLike ops must fold to an attribute: m_Constant reads the fold's
  // result unchecked (the greedy driver's constant folder keys on it).
  let hasFolder = 1;
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
//
// One op per bytecode instruction; the mnemonic is the opcode's mnemonic in
// core/runtime/include/strata/runtime/bytecode.h, which the module writer
// encodes by name (results first, then operands in declaration order).
//===----------------------------------------------------------------------===//

class VM_TypeInfo<string n, Type t> {
  string name = n;
  Type type = t;
}
def VM_TyI32 : VM_TypeInfo<"i32", I32>;
def VM_TyI64 : VM_TypeInfo<"i64", I64>;
def VM_TyF32 : VM_TypeInfo<"f32", F32>;
def VM_TyF64 : VM_TypeInfo<"f64", F64>;

class VM_BinaryOp<string mnemonic, Type type, list<Trait> traits = [Pure]>
    : VM_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let summary = "Binary " # mnemonic;
  let description = [{
    ```mlir
    %0 = vm.}] # mnemonic # [{ %a, %b : type
    ```
  }];
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

class VM_UnaryOp<string mnemonic, Type type>
    : VM_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let summary = "Unary " # mnemonic;
  let description = [{
    ```mlir
    %0 = vm.}] # mnemonic # [{ %a : type
    ```
  }];
  let arguments = (ins type:$operand);
  let results = (outs type:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

class VM_CmpOp<string mnemonic, Type type>
    : VM_Op<mnemonic, [Pure, SameTypeOperands]> {
  let summary = "Comparison " # mnemonic # " giving 0 or 1";
  let description = [{
    ```mlir
    %0 = vm.}] # mnemonic # [{ %a, %b : type
    ```
  }];
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs I32:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs)";
}

class VM_CastOp<string mnemonic, Type from, Type to>
    : VM_Op<mnemonic, [Pure]> {
  let summary = "Conversion " # mnemonic;
  let description = [{
    ```mlir
    %0 = vm.}] # mnemonic # [{ %a : from -> to
    ```
  }];
  let arguments = (ins from:$operand);
  let results = (outs to:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
}

// Integer arithmetic. Division traps on zero, so it is not speculatable.
foreach t = [VM_TyI32, VM_TyI64] in {
  foreach name = ["add", "sub", "mul", "and", "or", "xor", "shl", "shrs",
                  "shru", "mins", "minu", "maxs", "maxu"] in
    def VM_ # name # _ # t.name # Op : VM_BinaryOp<name # "." # t.name, t.type>;
  foreach name = ["divs", "divu", "rems", "remu"] in
    def VM_ # name # _ # t.name # Op
        : VM_BinaryOp<name # "." # t.name, t.type, [NoMemoryEffect]>;
  foreach name = ["eq", "ne", "lts", "les", "ltu", "leu"] in
    def VM_cmp_ # name # _ # t.name # Op : VM_CmpOp<"cmp." # name # "." # t.name, t.type>;
  foreach name = ["ctlz", "cttz", "popcnt"] in
    def VM_ # name # _ # t.name # Op : VM_UnaryOp<name # "." # t.name, t.type>;
}

// Float arithmetic; unary functions are MATH_F32/MATH_F64 instructions.
foreach t = [VM_TyF32, VM_TyF64] in {
  foreach name = ["add", "sub", "mul", "div", "rem", "min", "max", "minnum",
                  "maxnum", "pow", "atan2", "copysign"] in
    def VM_ # name # _ # t.name # Op : VM_BinaryOp<name # "." # t.name, t.type>;
  foreach name = ["oeq", "olt", "one", "ole", "ueq", "une", "ult", "ule",
                  "ord", "uno"] in
    def VM_cmp_ # name # _ # t.name # Op : VM_CmpOp<"cmp." # name # "." # t.name, t.type>;
  foreach name = ["neg", "abs", "sqrt", "rsqrt", "exp", "exp2", "expm1", "log",
                  "log2", "log10", "log1p", "sin", "cos", "tan", "tanh", "asin",
                  "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh",
                  "erf", "erfc", "floor", "ceil", "round", "roundeven", "trunc",
                  "cbrt"] in
    def VM_ # name # _ # t.name # Op : VM_UnaryOp<name # "." # t.name, t.type>;
  def VM_fma_ # t.name # Op : VM_Op<"fma." # t.name, [Pure, SameOperandsAndResultType]> {
    let summary = "Fused multiply-add a * b + c, rounded once";
    let description = [{
      ```mlir
      %0 = vm.fma.f32 %a, %b, %c : f32
      ```
    }];
    let arguments = (ins t.type:$a, t.type:$b, t.type:$c);
    let results = (outs t.type:$result);
    let assemblyFormat = "$a `,` $b `,` $c attr-dict `:` type($result)";
  }
}

// Conversions. f16/bf16 values live in f32 registers; round.* narrows the
// precision and range while keeping the f32 representation.
def VM_trunc_i64_i32Op : VM_CastOp<"trunc.i64.i32", I64, I32>;
def VM_ext_i32_i64_sOp : VM_CastOp<"ext.i32.i64.s", I32, I64>;
def VM_ext_i32_i64_uOp : VM_CastOp<"ext.i32.i64.u", I32, I64>;
def VM_sext_i8_i32Op : VM_CastOp<"sext.i8.i32", I32, I32>;
def VM_sext_i16_i32Op : VM_CastOp<"sext.i16.i32", I32, I32>;
def VM_zext_i8_i32Op : VM_CastOp<"zext.i8.i32", I32, I32>;
def VM_zext_i16_i32Op : VM_CastOp<"zext.i16.i32", I32, I32>;
foreach i = [VM_TyI32, VM_TyI64] in {
  foreach f = [VM_TyF32, VM_TyF64] in {
    def VM_sitofp_ # i.name # _ # f.name # Op
        : VM_CastOp<"sitofp." # i.name # "." # f.name, i.type, f.type>;
    def VM_uitofp_ # i.name # _ # f.name # Op
        : VM_CastOp<"uitofp." # i.name # "." # f.name, i.type, f.type>;
    def VM_fptosi_ # f.name # _ # i.name # Op
        : VM_CastOp<"fptosi." # f.name # "." # i.name, f.type, i.type>;
    def VM_fptoui_ # f.name # _ # i.name # Op
        : VM_CastOp<"fptoui." # f.name # "." # i.name, f.type, i.type>;
  }
}
def VM_ext_f32_f64Op : VM_CastOp<"ext.f32.f64", F32, F64>;
def VM_trunc_f64_f32Op : VM_CastOp<"trunc.f64.f32", F64, F32>;
def VM_round_f32_f16Op : VM_CastOp<"round.f32.f16", F32, F32>;
def VM_round_f32_bf16Op : VM_CastOp<"round.f32.bf16", F32, F32>;
def VM_round_f64_f16Op : VM_CastOp<"round.f64.f16", F64, F32>;
def VM_round_f64_bf16Op : VM_CastOp<"round.f64.bf16", F64, F32>;

def VM_BitcastOp : VM_Op<"mov.p", [Pure]> {
  let summary = "Reinterprets a primitive register's bits as another type";
  let description = [{
    Registers are untyped 64-bit slots, so a bitcast between i32 and f32 (or
    i64 and f64) is a register move.

    ```mlir
    %0 = vm.mov.p %a : f32 -> i32
    ```
  }];
  let arguments = (ins VM_Primitive:$operand);
  let results = (outs VM_Primitive:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
}

def VM_SelectOp : VM_Op<"select.p", [Pure, AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "Picks one of two primitive values on an i32 condition";
  let description = [{
    ```mlir
    %0 = vm.select.p %c, %a, %b : f32
    ```
  }];
  let arguments = (ins I32:$condition, VM_Primitive:$true_value,
                       VM_Primitive:$false_value);
  let results = (outs VM_Primitive:$result);
  let assemblyFormat = "$condition `,` $true_value `,` $false_value attr-dict `:` type($result)";
}

def VM_SelectRefOp : VM_Op<"select.r", [Pure, AllTypesMatch<["true_value", "false_value", "result"]>]> {
  let summary = "Picks one of two refs on an i32 condition";
  let description = [{
    ```mlir
    %0 = vm.select.r %c, %a, %b : !vm.ref
    ```
  }];
  let arguments = (ins I32:$condition, VM_Ref:$true_value,
                       VM_Ref:$false_value);
  let results = (outs VM_Ref:$result);
  let assemblyFormat = "$condition `,` $true_value `,` $false_value attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

def VM_BufferAllocOp : VM_Op<"buffer.alloc", [MemoryEffects<[MemAlloc]>]> {
  let summary = "A new zero-filled buffer of the given byte size";
  let description = [{
    ```mlir
    %b = vm.buffer.alloc %bytes : !vm.ref
    ```
  }];
  let arguments = (ins I64:$bytes);
  let results = (outs VM_Ref:$result);
  let assemblyFormat = "$bytes attr-dict `:` type($result)";
}

class VM_LoadOp<string kind, Type type>
    : VM_Op<"load." # kind, [MemoryEffects<[MemRead]>]> {
  let summary = "Loads element `index` of a buffer as " # kind;
  let description = [{
    Bounds-checked at run time.

    ```mlir
    %v = vm.load.}] # kind # [{ %buffer[%index] : type
    ```
  }];
  let arguments = (ins VM_Ref:$buffer, I64:$index);
  let results = (outs type:$result);
  let assemblyFormat = "$buffer `[` $index `]` attr-dict `:` type($result)";
}

class VM_StoreOp<string kind, Type type>
    : VM_Op<"store." # kind, [MemoryEffects<[MemWrite]>]> {
  let summary = "Stores a value as element `index` (" # kind # ") of a buffer";
  let description = [{
    Bounds-checked at run time; read-only buffers are refused.

    ```mlir
    vm.store.}] # kind # [{ %value, %buffer[%index] : type
    ```
  }];
  let arguments = (ins VM_Ref:$buffer, I64:$index, type:$value);
  let assemblyFormat = "$value `,` $buffer `[` $index `]` attr-dict `:` type($value)";
}

def VM_load_i8_sOp : VM_LoadOp<"i8.s", I32>;
def VM_load_i8_uOp : VM_LoadOp<"i8.u", I32>;
def VM_load_i16_sOp : VM_LoadOp<"i16.s", I32>;
def VM_load_i16_uOp : VM_LoadOp<"i16.u", I32>;
def VM_load_i32Op : VM_LoadOp<"i32", I32>;
def VM_load_i64Op : VM_LoadOp<"i64", I64>;
def VM_load_f16Op : VM_LoadOp<"f16", F32>;
def VM_load_bf16Op : VM_LoadOp<"bf16", F32>;
def VM_load_f32Op : VM_LoadOp<"f32", F32>;
def VM_load_f64Op : VM_LoadOp<"f64", F64>;
def VM_store_i8Op : VM_StoreOp<"i8", I32>;
def VM_store_i16Op : VM_StoreOp<"i16", I32>;
def VM_store_i32Op : VM_StoreOp<"i32", I32>;
def VM_store_i64Op : VM_StoreOp<"i64", I64>;
def VM_store_f16Op : VM_StoreOp<"f16", F32>;
def VM_store_bf16Op : VM_StoreOp<"bf16", F32>;
def VM_store_f32Op : VM_StoreOp<"f32", F32>;
def VM_store_f64Op : VM_StoreOp<"f64", F64>;

#endif // STRATA_DIALECT_VM_VMOPS
