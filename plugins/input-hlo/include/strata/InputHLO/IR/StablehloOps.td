//===- StablehloOps.td - stablehlo operations ----------------*- tablegen -*-===//
//
// Operations of the stablehlo dialect. Assembly formats reproduce what the
// upstream StableHLO printer (and therefore JAX) emits; ops JAX prints in
// generic form (case, sort, gather, scatter, reduce_window) have no custom
// syntax.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_STABLEHLOOPS_TD
#define STRATA_INPUTHLO_STABLEHLOOPS_TD

include "strata/InputHLO/IR/StablehloBase.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"

class Stablehlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stablehlo_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Elementwise operations
//===----------------------------------------------------------------------===//

class Stablehlo_UnaryOp<string mnemonic, Type operandType, string opSummary,
                        list<Trait> traits = [SameOperandsAndResultType]>
    : Stablehlo_Op<mnemonic, traits # [Pure, Elementwise,
                                       SameOperandsAndResultShape]> {
  let summary = opSummary;
  let description = "Elementwise " # opSummary # [{ of a tensor, following
    the StableHLO specification.

    Example:

    ```mlir
    %r = stablehlo.}] # mnemonic # [{ %x : tensor<4xf32>
    ```
  }];
  let arguments = (ins operandType:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand),
                                                             type($result))
  }];
}

def Stablehlo_AbsOp : Stablehlo_UnaryOp<"abs", HLO_NumericTensor,
                                        "absolute value", []> {
  let description = [{
    Elementwise absolute value. The result has the operand's type, except
    for a complex operand, whose result holds the modulus in the complex
    type's element type.

    ```mlir
    %r = stablehlo.abs %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    ```
  }];
  let hasVerifier = 1;
}

class Stablehlo_ComplexPartOp<string mnemonic, string part>
    : Stablehlo_UnaryOp<mnemonic, HLO_FpOrComplexTensor,
                        part # " part", []> {
  let description = [{
    Elementwise }] # part # [{ part of a complex tensor, in the complex
    type's element type. On a floating-point tensor, `real` is the operand
    and `imag` is zero, as the StableHLO specification says.

    ```mlir
    %r = stablehlo.}] # mnemonic # [{ %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    ```
  }];
  let results = (outs HLO_FpTensor:$result);
  let hasVerifier = 1;
}
def Stablehlo_RealOp : Stablehlo_ComplexPartOp<"real", "real">;
def Stablehlo_ImagOp : Stablehlo_ComplexPartOp<"imag", "imaginary">;

def Stablehlo_ComplexOp : Stablehlo_Op<"complex", [Pure, Elementwise,
    SameOperandsAndResultShape]> {
  let summary = "complex number from real and imaginary parts";
  let description = [{
    Elementwise complex number `lhs + i * rhs`; both operands have the
    complex type's element type (f32 or f64).

    ```mlir
    %z = stablehlo.complex %re, %im : tensor<4xcomplex<f32>>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$lhs, HLO_FpTensor:$rhs);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<ComplexOpType>(type($lhs), type($rhs),
                                                      type($result))
  }];
  let hasVerifier = 1;
}
def Stablehlo_CbrtOp : Stablehlo_UnaryOp<"cbrt", HLO_FpTensor, "cubic root">;
def Stablehlo_CeilOp : Stablehlo_UnaryOp<"ceil", HLO_FpTensor, "ceiling">;
def Stablehlo_ClzOp : Stablehlo_UnaryOp<"count_leading_zeros", HLO_IntTensor,
                                        "count of leading zero bits">;
def Stablehlo_CosineOp : Stablehlo_UnaryOp<"cosine", HLO_FpOrComplexTensor, "cosine">;
def Stablehlo_ExpOp : Stablehlo_UnaryOp<"exponential", HLO_FpOrComplexTensor,
                                        "exponential">;
def Stablehlo_Expm1Op : Stablehlo_UnaryOp<"exponential_minus_one",
                                          HLO_FpOrComplexTensor,
                                          "exponential minus one">;
def Stablehlo_FloorOp : Stablehlo_UnaryOp<"floor", HLO_FpTensor, "floor">;
def Stablehlo_LogOp : Stablehlo_UnaryOp<"log", HLO_FpOrComplexTensor,
                                        "natural logarithm">;
def Stablehlo_Log1pOp : Stablehlo_UnaryOp<"log_plus_one", HLO_FpOrComplexTensor,
                                          "logarithm of one plus">;
def Stablehlo_LogisticOp : Stablehlo_UnaryOp<"logistic", HLO_FpOrComplexTensor,
                                             "logistic function">;
def Stablehlo_NegOp : Stablehlo_UnaryOp<"negate", HLO_NumericTensor, "negation">;
def Stablehlo_NotOp : Stablehlo_UnaryOp<"not", HLO_IntTensor,
                                        "bitwise (or logical) not">;
def Stablehlo_PopulationCountOp : Stablehlo_UnaryOp<"popcnt", HLO_IntTensor,
                                                    "population count">;
def Stablehlo_RoundOp : Stablehlo_UnaryOp<"round_nearest_afz", HLO_FpTensor,
    "rounding to nearest, ties away from zero">;
def Stablehlo_RoundNearestEvenOp : Stablehlo_UnaryOp<"round_nearest_even",
    HLO_FpTensor, "rounding to nearest, ties to even">;
def Stablehlo_RsqrtOp : Stablehlo_UnaryOp<"rsqrt", HLO_FpOrComplexTensor,
                                          "reciprocal square root">;
def Stablehlo_SignOp : Stablehlo_UnaryOp<"sign", HLO_NumericTensor, "sign">;
def Stablehlo_SineOp : Stablehlo_UnaryOp<"sine", HLO_FpOrComplexTensor, "sine">;
def Stablehlo_SqrtOp : Stablehlo_UnaryOp<"sqrt", HLO_FpOrComplexTensor,
                                         "square root">;
def Stablehlo_TanOp : Stablehlo_UnaryOp<"tan", HLO_FpOrComplexTensor, "tangent">;
def Stablehlo_TanhOp : Stablehlo_UnaryOp<"tanh", HLO_FpOrComplexTensor,
                                         "hyperbolic tangent">;
def Stablehlo_IsFiniteOp : Stablehlo_UnaryOp<"is_finite", HLO_FpTensor,
                                             "finiteness test", []> {
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = [{
    $operand attr-dict `:` functional-type(operands, results)
  }];
}
def Stablehlo_ConvertOp : Stablehlo_UnaryOp<"convert", HLO_Tensor,
                                            "element type conversion", []> {
  let description = [{
    Converts each element to the result element type: float to float rounds
    to nearest even; float to integer truncates toward zero, saturates at the
    integer range and maps NaN to 0 (as XLA does); anything to `i1` tests for
    non-zero; integers extend by the signedness of the source type.

    ```mlir
    %r = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xi32>
    ```
  }];
}

def Stablehlo_BitcastConvertOp : Stablehlo_Op<"bitcast_convert", [Pure]> {
  let summary = "bit reinterpretation";
  let description = [{
    Reinterprets each element's bits as the result element type. Element
    types of the same bit width keep the shape; as the spec's (C1) allows,
    a narrower result type adds a trailing dimension (the pieces of each
    element, little-endian) and a wider one drops the operand's trailing
    dimension. Complex types only convert to complex types (C2): a
    `complex<f64>` is 16 bytes (real part, then imaginary part), i.e. two
    `complex<f32>`. Width-changing conversions of real types are refused by
    the verifier (not supported).

    ```mlir
    %r = stablehlo.bitcast_convert %x : (tensor<4xf32>) -> tensor<4xi32>
    %s = stablehlo.bitcast_convert %z : (tensor<4xcomplex<f64>>) -> tensor<4x2xcomplex<f32>>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand),
                                                             type($result))
  }];
  let hasVerifier = 1;
}

class Stablehlo_BinaryOp<string mnemonic, Type operandType, string opSummary>
    : Stablehlo_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = opSummary;
  let description = "Elementwise " # opSummary # [{ of two tensors of the
    same type, following the StableHLO specification.

    Example:

    ```mlir
    %r = stablehlo.}] # mnemonic # [{ %a, %b : tensor<4xf32>
    ```
  }];
  let arguments = (ins operandType:$lhs, operandType:$rhs);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<SameOperandsAndResultType>(type($lhs),
        type($rhs), type($result))
  }];
}

def Stablehlo_AddOp : Stablehlo_BinaryOp<"add", HLO_Tensor, "addition">;
def Stablehlo_Atan2Op : Stablehlo_BinaryOp<"atan2", HLO_FpOrComplexTensor,
                                           "two-argument arctangent">;
def Stablehlo_DivOp : Stablehlo_BinaryOp<"divide", HLO_NumericTensor, "division">;
def Stablehlo_MaxOp : Stablehlo_BinaryOp<"maximum", HLO_Tensor, "maximum">;
def Stablehlo_MinOp : Stablehlo_BinaryOp<"minimum", HLO_Tensor, "minimum">;
def Stablehlo_MulOp : Stablehlo_BinaryOp<"multiply", HLO_Tensor, "product">;
def Stablehlo_PowOp : Stablehlo_BinaryOp<"power", HLO_NumericTensor,
                                         "exponentiation">;
def Stablehlo_RemOp : Stablehlo_BinaryOp<"remainder", HLO_NumericTensor,
    "remainder (sign of the dividend)">;
def Stablehlo_SubtractOp : Stablehlo_BinaryOp<"subtract", HLO_NumericTensor,
                                              "subtraction">;
def Stablehlo_AndOp : Stablehlo_BinaryOp<"and", HLO_IntTensor,
                                         "bitwise (or logical) and">;
def Stablehlo_OrOp : Stablehlo_BinaryOp<"or", HLO_IntTensor,
                                        "bitwise (or logical) or">;
def Stablehlo_XorOp : Stablehlo_BinaryOp<"xor", HLO_IntTensor,
                                         "bitwise (or logical) xor">;
def Stablehlo_ShiftLeftOp : Stablehlo_BinaryOp<"shift_left", HLO_IntTensor,
                                               "left shift">;
def Stablehlo_ShiftRightArithmeticOp : Stablehlo_BinaryOp<
    "shift_right_arithmetic", HLO_IntTensor, "arithmetic right shift">;
def Stablehlo_ShiftRightLogicalOp : Stablehlo_BinaryOp<"shift_right_logical",
    HLO_IntTensor, "logical right shift">;

def Stablehlo_CompareOp : Stablehlo_Op<"compare", [Pure, Elementwise,
    SameOperandsElementType, SameOperandsAndResultShape]> {
  let summary = "elementwise comparison";
  let description = [{
    Compares `lhs` and `rhs` elementwise with `comparison_direction`; the
    optional `compare_type` says how (FLOAT: IEEE with NaN unordered,
    TOTALORDER, SIGNED, UNSIGNED). Produces a tensor of `i1`.

    ```mlir
    %r = stablehlo.compare GT, %a, %b, FLOAT
        : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   Stablehlo_ComparisonDirectionAttr:$comparison_direction,
                   OptionalAttr<Stablehlo_ComparisonTypeAttr>:$compare_type);
  let results = (outs HLO_PredTensor);
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
    attr-dict `:` functional-type(operands, results)
  }];
}

def Stablehlo_SelectOp : Stablehlo_Op<"select", [Pure]> {
  let summary = "elementwise choice";
  let description = [{
    Picks `on_true` where `pred` holds and `on_false` elsewhere; `pred` is a
    tensor of `i1` of the result shape or of rank 0.

    ```mlir
    %r = stablehlo.select %p, %a, %b : tensor<4xi1>, tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_PredTensor:$pred, HLO_Tensor:$on_true,
                   HLO_Tensor:$on_false);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    operands attr-dict `:` custom<SelectOpType>(type($pred), type($on_true),
                                                type($on_false), type($result))
  }];
  let hasVerifier = 1;
}

def Stablehlo_ClampOp : Stablehlo_Op<"clamp", [Pure]> {
  let summary = "elementwise clamp";
  let description = [{
    `min(max(operand, min), max)`; `min` and `max` have the operand's shape
    or rank 0.

    ```mlir
    %r = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$min, HLO_Tensor:$operand, HLO_Tensor:$max);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict `:`
    custom<SameOperandsAndResultType>(type($min), type($operand), type($max),
                                      type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Constants and generators
//===----------------------------------------------------------------------===//

def Stablehlo_ConstantOp : Stablehlo_Op<"constant", [ConstantLike, Pure]> {
  let summary = "constant tensor";
  let description = [{
    A tensor given by an elements attribute (dense, hex blob or resource).

    ```mlir
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  // ConstantLike ops must fold to their value (the folder dedups on it).
  let hasFolder = 1;
}

def Stablehlo_IotaOp : Stablehlo_Op<"iota", [Pure]> {
  let summary = "index along one dimension";
  let description = [{
    Each element is its index along `iota_dimension`.

    ```mlir
    %i = stablehlo.iota dim = 1 : tensor<4x5xi32>
    ```
  }];
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$output);
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
  let hasVerifier = 1;
}

def Stablehlo_ReplicaIdOp : Stablehlo_Op<"replica_id", [Pure]> {
  let summary = "id of the replica running the program";
  let description = [{
    Strata runs a program as one replica, so the id is always 0.

    ```mlir
    %id = stablehlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Stablehlo_PartitionIdOp : Stablehlo_Op<"partition_id", [Pure]> {
  let summary = "id of the partition running the program";
  let description = [{
    Strata runs a program as one partition, so the id is always 0.

    ```mlir
    %id = stablehlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Stablehlo_GetDimensionSizeOp : Stablehlo_Op<"get_dimension_size",
    [Pure]> {
  let summary = "size of one dimension of a tensor";
  let description = [{
    With static shapes the size is known when compiling; it lowers to a
    constant.

    ```mlir
    %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x3xf32>) -> tensor<i32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, I64Attr:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

def Stablehlo_BroadcastInDimOp : Stablehlo_Op<"broadcast_in_dim", [Pure]> {
  let summary = "broadcast into a larger shape";
  let description = [{
    Operand dimension `i` becomes result dimension `broadcast_dimensions[i]`;
    it must have the result's size or size 1.

    ```mlir
    %r = stablehlo.broadcast_in_dim %x, dims = [1]
        : (tensor<5xf32>) -> tensor<4x5xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                   DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($broadcast_dimensions)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_ReshapeOp : Stablehlo_Op<"reshape", [Pure]> {
  let summary = "reshape keeping row-major element order";
  let description = [{
    ```mlir
    %r = stablehlo.reshape %x : (tensor<4x5xf32>) -> tensor<10x2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Stablehlo_TransposeOp : Stablehlo_Op<"transpose", [Pure]> {
  let summary = "permute dimensions";
  let description = [{
    Result dimension `i` is operand dimension `permutation[i]`.

    ```mlir
    %r = stablehlo.transpose %x, dims = [1, 0]
        : (tensor<4x5xf32>) -> tensor<5x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($permutation)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_ReverseOp : Stablehlo_Op<"reverse", [Pure,
    SameOperandsAndResultType]> {
  let summary = "reverse along dimensions";
  let description = [{
    ```mlir
    %r = stablehlo.reverse %x, dims = [0] : tensor<4x5xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($dimensions) attr-dict `:`
    custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
  let hasVerifier = 1;
}

def Stablehlo_ConcatenateOp : Stablehlo_Op<"concatenate", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "concatenation along one dimension";
  let description = [{
    ```mlir
    %r = stablehlo.concatenate %a, %b, dim = 1
        : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x10xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs, I64Attr:$dimension);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_SliceOp : Stablehlo_Op<"slice", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "static strided slice";
  let description = [{
    `[start:limit:stride, ...]` per dimension (stride 1 is not printed).

    ```mlir
    %r = stablehlo.slice %x [1:3, 0:5:2] : (tensor<4x5xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$start_indices,
                   DenseI64ArrayAttr:$limit_indices,
                   DenseI64ArrayAttr:$strides);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_DynamicSliceOp : Stablehlo_Op<"dynamic_slice", [Pure]> {
  let summary = "slice at run-time offsets";
  let description = [{
    Start indices are clamped so that the slice stays in bounds.

    ```mlir
    %r = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3]
        : (tensor<4x5xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                   Variadic<HLO_ScalarIntTensor>:$start_indices,
                   DenseI64ArrayAttr:$slice_sizes);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
    `sizes` `=` custom<Dims>($slice_sizes) attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_DynamicUpdateSliceOp : Stablehlo_Op<"dynamic_update_slice",
    [Pure]> {
  let summary = "overwrite a slice at run-time offsets";
  let description = [{
    Start indices are clamped so that the update stays in bounds.

    ```mlir
    %r = stablehlo.dynamic_update_slice %x, %u, %i, %j
        : (tensor<4x5xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$update,
                   Variadic<HLO_ScalarIntTensor>:$start_indices);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Stablehlo_PadOp : Stablehlo_Op<"pad", [Pure]> {
  let summary = "edge and interior padding";
  let description = [{
    Low/high padding may be negative (cropping); interior padding inserts
    elements between neighbours.

    ```mlir
    %r = stablehlo.pad %x, %v, low = [1, 0], high = [2, 1], interior = [0, 0]
        : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x6xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ScalarTensor:$padding_value,
                   DenseI64ArrayAttr:$edge_padding_low,
                   DenseI64ArrayAttr:$edge_padding_high,
                   DenseI64ArrayAttr:$interior_padding);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $operand `,` $padding_value `,` `low` `=` custom<Dims>($edge_padding_low)
    `,` `high` `=` custom<Dims>($edge_padding_high)
    `,` `interior` `=` custom<Dims>($interior_padding)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_GatherOp : Stablehlo_Op<"gather", [Pure]> {
  let summary = "gather slices at run-time indices";
  let description = [{
    See the StableHLO specification; JAX prints it in generic form.

    ```mlir
    %r = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<
        offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0],
        index_vector_dim = 1>, indices_are_sorted = false,
        slice_sizes = array<i64: 1, 4>}>
        : (tensor<10x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensor:$start_indices,
                   Stablehlo_GatherDimensionNumbers:$dimension_numbers,
                   DenseI64ArrayAttr:$slice_sizes,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

def Stablehlo_DotOp : Stablehlo_Op<"dot", [Pure]> {
  let summary = "vector/matrix product";
  let description = [{
    ```mlir
    %r = stablehlo.dot %a, %b : (tensor<3x7xf32>, tensor<7x4xf32>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_DotGeneralOp : Stablehlo_Op<"dot_general", [Pure]> {
  let summary = "general tensor contraction";
  let description = [{
    Result dimensions are the batch dimensions, then the free lhs dimensions,
    then the free rhs dimensions.

    ```mlir
    %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0],
        contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT],
        algorithm = <lhs_precision_type = f32, rhs_precision_type = f32,
        accumulation_type = f32, lhs_component_count = 1,
        rhs_component_count = 1, num_primitive_operations = 1,
        allow_imprecise_accumulation = false>
        : (tensor<3x4x6xf32>, tensor<3x6x5xf32>) -> tensor<3x4x5xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                   Stablehlo_DotDimensionNumbers:$dot_dimension_numbers,
                   OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config,
                   OptionalAttr<Stablehlo_DotAlgorithm>:$algorithm);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers)
    `` custom<PrecisionConfigAndAlgorithm>($precision_config, $algorithm)
    attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_ConvolutionOp : Stablehlo_Op<"convolution", [Pure]> {
  let summary = "convolution";
  let description = [{
    N-d convolution with strides, padding, dilations, feature and batch
    groups.

    ```mlir
    %r = stablehlo.convolution(%x, %w)
        dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [1, 1], pad = [[1, 1], [1, 1]]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
      OptionalAttr<DenseI64ArrayAttr>:$window_strides,
      OptionalAttr<I64ElementsAttr>:$padding,
      OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
      OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
      OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
      Stablehlo_ConvDimensionNumbers:$dimension_numbers,
      I64Attr:$feature_group_count, I64Attr:$batch_group_count,
      OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    `(` $lhs `,` $rhs `)` `dim_numbers` `=`
    custom<ConvolutionDimensions>($dimension_numbers) `,` `window` `=` `{`
    custom<WindowAttributes>($window_strides, $padding, $lhs_dilation,
                             $rhs_dilation, $window_reversal) `}`
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Dynamic shapes (shape-polymorphic exports): the shape comes from operands
//===----------------------------------------------------------------------===//

def HLO_ShapeTensor : 1DTensorOf<[HLO_Int]>;

def Stablehlo_DynamicBroadcastInDimOp
    : Stablehlo_Op<"dynamic_broadcast_in_dim", [Pure]> {
  let summary = "broadcast_in_dim to a shape given at run time";
  let description = [{
    As `broadcast_in_dim`, with the result shape in `output_dimensions` (a
    1-D integer tensor of the result's rank). The optional
    `known_expanding_dimensions` / `known_nonexpanding_dimensions` list
    operand dimensions known to be (or not to be) broadcast from size 1.

    ```mlir
    %r = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [0]
        : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x10xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ShapeTensor:$output_dimensions,
                   DenseI64ArrayAttr:$broadcast_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs HLO_Tensor);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=`
    custom<Dims>($broadcast_dimensions) attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_DynamicIotaOp : Stablehlo_Op<"dynamic_iota", [Pure]> {
  let summary = "iota of a shape given at run time";
  let description = [{
    ```mlir
    %i = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
    ```
  }];
  let arguments = (ins HLO_ShapeTensor:$output_shape, I64Attr:$iota_dimension);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_DynamicReshapeOp : Stablehlo_Op<"dynamic_reshape", [Pure]> {
  let summary = "reshape to a shape given at run time";
  let description = [{
    ```mlir
    %r = stablehlo.dynamic_reshape %x, %shape
        : (tensor<2x?x32xf32>, tensor<4xi32>) -> tensor<2x?x4x8xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ShapeTensor:$output_shape);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Stablehlo_RealDynamicSliceOp : Stablehlo_Op<"real_dynamic_slice", [Pure]> {
  let summary = "strided slice with bounds given at run time";
  let description = [{
    As `slice`, with `start_indices`, `limit_indices` and `strides` as 1-D
    integer tensors of the operand's rank.

    ```mlir
    %r = stablehlo.real_dynamic_slice %x, %start, %limit, %strides
        : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
        -> tensor<?x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ShapeTensor:$start_indices,
                   HLO_ShapeTensor:$limit_indices, HLO_ShapeTensor:$strides);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Stablehlo_DynamicPadOp : Stablehlo_Op<"dynamic_pad", [Pure]> {
  let summary = "pad with amounts given at run time";
  let description = [{
    As `pad`, with the low, high and interior padding as 1-D integer tensors
    of the operand's rank.

    ```mlir
    %r = stablehlo.dynamic_pad %x, %v, %low, %high, %interior
        : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>,
           tensor<1xi32>) -> tensor<?xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_ScalarTensor:$padding_value,
                   HLO_ShapeTensor:$edge_padding_low,
                   HLO_ShapeTensor:$edge_padding_high,
                   HLO_ShapeTensor:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Stablehlo_DynamicGatherOp : Stablehlo_Op<"dynamic_gather", [Pure]> {
  let summary = "gather with slice sizes given at run time";
  let description = [{
    As `gather`, with `slice_sizes` as a 1-D integer tensor operand. JAX
    prints it in generic form.

    ```mlir
    %r = "stablehlo.dynamic_gather"(%x, %i, %sizes) <{dimension_numbers =
        #stablehlo.gather<offset_dims = [0, 1], start_index_map = [0]>,
        indices_are_sorted = true}>
        : (tensor<?x4xf32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensor:$start_indices,
                   HLO_ShapeTensor:$slice_sizes,
                   Stablehlo_GatherDimensionNumbers:$dimension_numbers,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor);
  let hasVerifier = 1;
}

def Stablehlo_DynamicConvOp : Stablehlo_Op<"dynamic_conv", [Pure]> {
  let summary = "convolution with padding given at run time";
  let description = [{
    As `convolution`, with the padding as an operand: a `[spatial rank, 2]`
    integer tensor of (low, high) pairs. JAX prints it in generic form.
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs, HLO_IntTensor:$padding,
      OptionalAttr<DenseI64ArrayAttr>:$window_strides,
      OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
      OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
      OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
      Stablehlo_ConvDimensionNumbers:$dimension_numbers,
      I64Attr:$feature_group_count, I64Attr:$batch_group_count,
      OptionalAttr<Stablehlo_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Operations with regions
//===----------------------------------------------------------------------===//

def Stablehlo_ReturnOp : Stablehlo_Op<"return", [Pure, Terminator]> {
  let summary = "region terminator";
  let description = [{
    Returns values from the region of a reduce, while, case, sort, ...

    ```mlir
    stablehlo.return %x : tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

def Stablehlo_ReduceOp : Stablehlo_Op<"reduce", [Pure, SameVariadicOperandSize,
    IsolatedFromAbove]> {
  let summary = "reduction over dimensions";
  let description = [{
    Reduces `inputs` along `dimensions` with the body, starting from
    `init_values`. The body takes `2 * N` rank-0 tensors (accumulators, then
    elements) and returns `N`.

    ```mlir
    %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add
        across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   Variadic<HLO_ScalarTensor>:$init_values,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Stablehlo_ReduceWindowOp : Stablehlo_Op<"reduce_window", [Pure,
    SameVariadicOperandSize, IsolatedFromAbove]> {
  let summary = "reduction over sliding windows";
  let description = [{
    ```mlir
    %r = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 1, 2, 2, 1>,
        window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) : (tensor<1x6x6x3xf32>, tensor<f32>) -> tensor<1x3x3x3xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   Variadic<HLO_ScalarTensor>:$init_values,
                   DenseI64ArrayAttr:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                   OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def Stablehlo_ScatterOp : Stablehlo_Op<"scatter", [SameVariadicOperandSize,
    RecursiveMemoryEffects]> {
  let summary = "scatter updates at run-time indices";
  let description = [{
    ```mlir
    %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers =
        #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<8x3xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
      HLO_IntTensor:$scatter_indices, Variadic<HLO_Tensor>:$updates,
      Stablehlo_ScatterDimensionNumbers:$scatter_dimension_numbers,
      DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
      DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$update_computation);
  let hasVerifier = 1;
}

def Stablehlo_SortOp : Stablehlo_Op<"sort", [RecursiveMemoryEffects,
    SameOperandsAndResultShape]> {
  let summary = "sort along one dimension";
  let description = [{
    Sorts all inputs together along `dimension` with the comparator region.

    ```mlir
    %r = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
    }) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$comparator);
  let hasVerifier = 1;
}

def Stablehlo_WhileOp : Stablehlo_Op<"while", [RecursiveMemoryEffects]> {
  let summary = "while loop";
  let description = [{
    Runs `body` while `cond` returns true; both regions take the loop-carried
    values.

    ```mlir
    %r:2 = stablehlo.while(%i = %c0, %x = %arg0) : tensor<i32>, tensor<4xf32>
      cond {
        %p = stablehlo.compare LT, %i, %c5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        ...
        stablehlo.return %i1, %x1 : tensor<i32>, tensor<4xf32>
      }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operand);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Stablehlo_CaseOp : Stablehlo_Op<"case", [RecursiveMemoryEffects]> {
  let summary = "multi-way branch";
  let description = [{
    Runs branch `index` (the last branch when out of range) and returns its
    results. JAX prints it in generic form.

    ```mlir
    %r = "stablehlo.case"(%i) ({
      stablehlo.return %a : tensor<4xf32>
    }, {
      stablehlo.return %b : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[I32]>:$index);
  let results = (outs Variadic<AnyType>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
}

def Stablehlo_IfOp : Stablehlo_Op<"if", [RecursiveMemoryEffects]> {
  let summary = "two-way branch";
  let description = [{
    ```mlir
    %r = "stablehlo.if"(%p) ({
      stablehlo.return %a : tensor<4xf32>
    }, {
      stablehlo.return %b : tensor<4xf32>
    }) : (tensor<i1>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[I1]>:$pred);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
}

def Stablehlo_MapOp : Stablehlo_Op<"map", [RecursiveMemoryEffects,
    IsolatedFromAbove]> {
  let summary = "a scalar computation applied elementwise";
  let description = [{
    Applies the body to the elements of `inputs` at each index. The body
    takes one rank-0 tensor per input (of its element type) and returns one
    rank-0 tensor of the result's element type; `dimensions` must be
    `[0, ..., rank - 1]`.

    ```mlir
    %r = "stablehlo.map"(%a, %b) ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %m = stablehlo.multiply %x, %y : tensor<f32>
        stablehlo.return %m : tensor<f32>
    }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tuples, barriers, precision
//===----------------------------------------------------------------------===//

def Stablehlo_OptimizationBarrierOp : Stablehlo_Op<"optimization_barrier",
    [Pure]> {
  let summary = "values that optimizations must not move across";
  let description = [{
    Returns its operands unchanged. XLA uses it to stop rematerialization
    and code motion; Strata has no such transformation at the StableHLO
    level, so it is lowered to its operands.

    ```mlir
    %r:2 = stablehlo.optimization_barrier %a, %b : tensor<4xf32>, tensor<i32>
    ```
  }];
  let arguments = (ins Variadic<AnyTypeOf<[HLO_Tensor, AnyTuple]>>:$operand);
  let results = (outs Variadic<AnyTypeOf<[HLO_Tensor, AnyTuple]>>:$result);
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand),
                                                    type($result))):(`(` `)`)?
  }];
  let hasVerifier = 1;
}

def Stablehlo_TupleOp : Stablehlo_Op<"tuple", [Pure]> {
  let summary = "group values into a tuple";
  let description = [{
    Older exports build tuples inside function bodies and take them apart
    with `get_tuple_element`; the lowering forwards the elements (tuples
    never reach linalg).

    ```mlir
    %t = stablehlo.tuple %a, %b : tuple<tensor<4xf32>, tensor<i32>>
    ```
  }];
  let arguments = (ins Variadic<AnyTypeOf<[HLO_Tensor, AnyTuple]>>:$val);
  let results = (outs AnyTuple:$result);
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
  let hasVerifier = 1;
}

def Stablehlo_GetTupleElementOp : Stablehlo_Op<"get_tuple_element", [Pure]> {
  let summary = "element of a tuple";
  let description = [{
    ```mlir
    %a = stablehlo.get_tuple_element %t[0]
        : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins AnyTuple:$operand, ConfinedAttr<I32Attr,
                                              [IntNonNegative]>:$index);
  let results = (outs AnyTypeOf<[HLO_Tensor, AnyTuple]>:$result);
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_ReducePrecisionOp : Stablehlo_Op<"reduce_precision", [Pure,
    Elementwise, SameOperandsAndResultType]> {
  let summary = "round to a narrower float format";
  let description = [{
    Rounds each element to the nearest value (ties to even) representable
    with `exponent_bits` exponent and `mantissa_bits` mantissa bits, in the
    operand's type: values beyond the narrow range overflow to infinity,
    values below its smallest normal flush to zero (with the sign), NaN
    stays NaN. The algorithm is XLA's (`ReducePrecision` in its elemental
    IR emitter).

    ```mlir
    %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$operand,
                   ConfinedAttr<I32Attr, [IntPositive]>:$exponent_bits,
                   ConfinedAttr<I32Attr, [IntNonNegative]>:$mantissa_bits);
  let results = (outs HLO_FpTensor:$output);
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits,
                                                      $mantissa_bits)
    attr-dict `:` custom<SameOperandsAndResultType>(type($operand),
                                                    type($output))
  }];
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

class Stablehlo_BatchNormOp<string mnemonic> : Stablehlo_Op<mnemonic, [Pure]> {
  let hasVerifier = 1;
}

def Stablehlo_BatchNormInferenceOp
    : Stablehlo_BatchNormOp<"batch_norm_inference"> {
  let summary = "normalize with given statistics";
  let description = [{
    `(operand - mean) / sqrt(variance + epsilon) * scale + offset`, with the
    rank-1 `scale`, `offset`, `mean` and `variance` broadcast along
    `feature_index`. JAX prints it in generic form.

    ```mlir
    %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var)
        <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}>
        : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>,
           tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                   HLO_FpTensor:$offset, HLO_FpTensor:$mean,
                   HLO_FpTensor:$variance, F32Attr:$epsilon,
                   ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index);
  let results = (outs HLO_FpTensor:$result);
}

def Stablehlo_BatchNormTrainingOp
    : Stablehlo_BatchNormOp<"batch_norm_training"> {
  let summary = "normalize with the batch statistics";
  let description = [{
    Computes the mean and the (biased) variance of every feature over all
    other dimensions and normalizes with them as `batch_norm_inference`
    does; returns the output, the means and the variances.

    ```mlir
    %r:3 = "stablehlo.batch_norm_training"(%x, %scale, %offset)
        <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}>
        : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
        -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
    ```
  }];
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                   HLO_FpTensor:$offset, F32Attr:$epsilon,
                   ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index);
  let results = (outs HLO_FpTensor:$output, HLO_FpTensor:$batch_mean,
                      HLO_FpTensor:$batch_var);
}

def Stablehlo_BatchNormGradOp : Stablehlo_BatchNormOp<"batch_norm_grad"> {
  let summary = "gradients of batch normalization";
  let description = [{
    Gradients of `batch_norm_training` with respect to the operand, the
    scale and the offset, given `mean`, `variance` and the output gradient
    (formulas of the StableHLO specification, taken from XLA's batch norm
    expander).

    ```mlir
    %r:3 = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %grad)
        <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}>
        : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>,
           tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
    ```
  }];
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                   HLO_FpTensor:$mean, HLO_FpTensor:$variance,
                   HLO_FpTensor:$grad_output, F32Attr:$epsilon,
                   ConfinedAttr<I64Attr, [IntNonNegative]>:$feature_index);
  let results = (outs HLO_FpTensor:$grad_operand, HLO_FpTensor:$grad_scale,
                      HLO_FpTensor:$grad_offset);
}

//===----------------------------------------------------------------------===//
// select_and_scatter, random bits, linear algebra
//===----------------------------------------------------------------------===//

def Stablehlo_SelectAndScatterOp : Stablehlo_Op<"select_and_scatter",
    [RecursiveMemoryEffects]> {
  let summary = "scatter each source element to the selected window element";
  let description = [{
    For every window of `operand` (the reduce_window windows of
    `window_dimensions`, `window_strides` and `padding`), `select` picks one
    element; `scatter` combines the source element of that window into the
    result at the picked position, starting from `init_value`. The gradient
    of max pooling. JAX prints it in generic form.

    ```mlir
    %r = "stablehlo.select_and_scatter"(%x, %src, %zero) <{
        window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %ge : tensor<i1>
    }, {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$source,
                   HLO_ScalarTensor:$init_value,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs HLO_Tensor);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasVerifier = 1;
}

def Stablehlo_RngBitGeneratorOp : Stablehlo_Op<"rng_bit_generator", [Pure]> {
  let summary = "random bits from a counter-based generator";
  let description = [{
    Fills `output` with random bits and returns the advanced state. Strata
    reproduces XLA bit for bit (see the input-hlo README): THREE_FRY takes a
    `ui64[2]` state (key, counter), PHILOX a `ui64[2]` or `ui64[3]` state,
    DEFAULT is PHILOX.

    ```mlir
    %state, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY
        : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>)
    ```
  }];
  let arguments = (ins Stablehlo_RngAlgorithmAttr:$rng_algorithm,
                   HLO_Tensor:$initial_state);
  let results = (outs HLO_Tensor:$output_state, HLO_Tensor:$output);
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_RngOp : Stablehlo_Op<"rng", [Pure]> {
  let summary = "random numbers of a distribution";
  let description = [{
    Fills a tensor of shape `shape` with numbers drawn from the uniform
    distribution over `[a, b)` or the normal distribution with mean `a` and
    standard deviation `b` (floats only). The spec leaves the generator to the
    implementation; Strata's is stateless (see the input-hlo README), so every
    call returns the same numbers.

    ```mlir
    %r = stablehlo.rng %a, %b, %shape, distribution = NORMAL
        : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x5xf32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$a,
                   0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$b,
                   RankedTensorOf<[HLO_Int]>:$shape,
                   Stablehlo_RngDistributionAttr:$rng_distribution);
  let results = (outs RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution attr-dict
    `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_FftOp : Stablehlo_Op<"fft", [Pure]> {
  let summary = "discrete Fourier transform over the innermost dimensions";
  let description = [{
    Transforms the innermost `fft_length.size()` (1 to 3) dimensions, whose
    sizes are `fft_length` (for IRFFT the innermost input dimension is
    `fft_length[-1] / 2 + 1`, for RFFT the innermost output one).

    ```mlir
    %r = stablehlo.fft %x, type = RFFT, length = [8]
        : (tensor<2x8xf32>) -> tensor<2x5xcomplex<f32>>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                   Stablehlo_FftTypeAttr:$fft_type,
                   DenseI64ArrayAttr:$fft_length);
  let results = (outs HLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `type` `=` $fft_type `,` `length` `=` custom<Dims>($fft_length)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Stablehlo_CholeskyOp : Stablehlo_Op<"cholesky", [Pure,
    SameOperandsAndResultType]> {
  let summary = "Cholesky factor of symmetric positive definite matrices";
  let description = [{
    For every matrix of the batch (the last two dimensions), the lower
    triangular `l` with `a = l * l^T` (`lower = true`, reading the lower
    triangle of `a`) or the upper triangular `u` with `a = u^T * u`
    (reading the upper triangle). The other triangle of the result is zero.
    A matrix that is not positive definite yields NaNs.

    ```mlir
    %l = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$a,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict `:`
    custom<SameOperandsAndResultType>(type($a), type($result))
  }];
  let hasVerifier = 1;
}

def Stablehlo_TriangularSolveOp : Stablehlo_Op<"triangular_solve", [Pure]> {
  let summary = "solve triangular linear systems";
  let description = [{
    Solves `op(a) * x = b` (`left_side = true`) or `x * op(a) = b` for every
    matrix of the batch, where `a` is lower or upper triangular (only that
    triangle is read; with `unit_diagonal` the diagonal is taken as ones)
    and `op` is `transpose_a`. JAX prints it in generic form.

    ```mlir
    %x = "stablehlo.triangular_solve"(%a, %b) <{left_side = true,
        lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>,
        unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$a, HLO_FpOrComplexTensor:$b,
                   BoolAttr:$left_side, BoolAttr:$lower,
                   BoolAttr:$unit_diagonal,
                   Stablehlo_TransposeAttr:$transpose_a);
  let results = (outs HLO_FpOrComplexTensor);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// External calls
//===----------------------------------------------------------------------===//

def Stablehlo_CompositeOp : Stablehlo_Op<"composite",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a named op with its decomposition";
  let description = [{
    An op that other compilers may recognize by `name`, with its meaning
    given by the function `decomposition`. Strata calls the decomposition
    (which the input phase then inlines); `composite_attributes`, `version`
    and the regions some composites carry (StableHLO 1.14: `chlo.scan`'s
    body) are kept as they are.

    ```mlir
    %r = stablehlo.composite "my.gelu" %x {composite_attributes = {approximate = true},
        decomposition = @my.gelu.impl, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
      StrAttr:$name,
      DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
      FlatSymbolRefAttr:$decomposition,
      DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<AnyType>);
  let regions = (region VariadicRegion<AnyRegion>:$composite_regions);
  let assemblyFormat = [{
    $name $inputs (`(` $composite_regions^ `)`)? attr-dict `:`
    functional-type(operands, results)
  }];
}

def Stablehlo_CustomCallOp : Stablehlo_Op<"custom_call",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "call of an implementation-defined function";
  let description = [{
    Calls the function `call_target_name` with `inputs`. Strata runs the
    StableHLO test-check targets (`check.expect_eq`, `check.expect_almost_eq`,
    `check.expect_close`, `check.eq`) as calls of the runtime `check`
    module; any other target is refused when lowering. The remaining
    attributes (`api_version`, `backend_config` as a string or a dictionary,
    `called_computations`, `operand_layouts`, `result_layouts`,
    `output_operand_aliases`) are kept as they are.

    An op with `has_side_effect = true`, or whose target is a `check.`
    function, reads and writes memory, so it is never erased or reordered
    across other side effects, even when it has no results.

    ```mlir
    stablehlo.custom_call @check.expect_eq(%0, %1) {has_side_effect = true}
        : (tensor<4xf32>, tensor<4xf32>) -> ()
    %r = stablehlo.custom_call @check.eq(%0, %1)
        : (tensor<4xi32>, tensor<4xi32>) -> tensor<i1>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
      StrAttr:$call_target_name,
      DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
      OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
      DefaultValuedOptionalAttr<Stablehlo_CustomCallApiVersion,
          "::strata::stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL">:$api_version,
      OptionalAttr<FlatSymbolRefArrayAttr>:$called_computations,
      OptionalAttr<ArrayAttr>:$operand_layouts,
      OptionalAttr<ArrayAttr>:$result_layouts,
      OptionalAttr<TypedArrayAttrBase<Stablehlo_OutputOperandAlias,
          "output operand aliases">>:$output_operand_aliases);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)` attr-dict `:`
    functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Collectives (lib/IR/CollectiveOps.cpp)
//===----------------------------------------------------------------------===//

// Dense `[num_groups, group_size]` i64 device ids (-1 pads short groups), or
// the axes of a Shardy mesh.
def Stablehlo_ReplicaGroups : AnyAttrOf<[I64ElementsAttr,
                                         Stablehlo_ReplicaGroupMeshAxes]>;

class Stablehlo_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : Stablehlo_Op<mnemonic, traits> {
  let hasVerifier = 1;
}

def Stablehlo_AllReduceOp : Stablehlo_CollectiveOp<"all_reduce",
    [SameOperandsAndResultShape]> {
  let summary = "reduces each operand across the devices of its group";
  let description = [{
    Every device of a replica group gets the reduction (the body, a
    commutative combiner of two rank-0 tensors) of the operand over the
    group's devices.

    ```mlir
    %r = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                   Stablehlo_ReplicaGroups:$replica_groups,
                   OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                   UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$computation);
}

def Stablehlo_AllGatherOp : Stablehlo_CollectiveOp<"all_gather"> {
  let summary = "concatenates the operands of a group's devices";
  let description = [{
    Every device of a group gets the concatenation along `all_gather_dim`
    of the group's operands, in group order.

    ```mlir
    %r = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}>
        : (tensor<8x16xf32>) -> tensor<32x16xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                   I64Attr:$all_gather_dim,
                   Stablehlo_ReplicaGroups:$replica_groups,
                   OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                   UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<HLO_Tensor>);
}

def Stablehlo_ReduceScatterOp : Stablehlo_CollectiveOp<"reduce_scatter"> {
  let summary = "reduces across a group, each device keeping one block";
  let description = [{
    The operand is reduced over the group (the body as for `all_reduce`)
    and split into group-size blocks along `scatter_dimension`; device `i`
    of the group gets block `i`.

    ```mlir
    %r = "stablehlo.reduce_scatter"(%x) <{scatter_dimension = 1 : i64,
        replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) : (tensor<8x16xf32>) -> tensor<8x4xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                   I64Attr:$scatter_dimension,
                   Stablehlo_ReplicaGroups:$replica_groups,
                   OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle,
                   UnitAttr:$use_global_device_ids);
  let results = (outs HLO_Tensor);
  let regions = (region SizedRegion<1>:$computation);
}

def Stablehlo_AllToAllOp : Stablehlo_CollectiveOp<"all_to_all"> {
  let summary = "exchanges blocks between the devices of a group";
  let description = [{
    Each operand is split into `split_count` blocks along
    `split_dimension`; block `j` goes to the group's device `j`, which
    concatenates what it receives along `concat_dimension` in group order.

    ```mlir
    %r = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64,
        replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
        split_count = 4 : i64, split_dimension = 1 : i64}>
        : (tensor<8x16xf32>) -> tensor<32x4xf32>
    ```
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$operands,
                   I64Attr:$split_dimension,
                   I64Attr:$concat_dimension,
                   I64Attr:$split_count,
                   Stablehlo_ReplicaGroups:$replica_groups,
                   OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle);
  let results = (outs Variadic<HLO_Tensor>);
}

def Stablehlo_CollectiveBroadcastOp
    : Stablehlo_CollectiveOp<"collective_broadcast",
                             [SameOperandsAndResultType]> {
  let summary = "sends each replica group's first device's operand to the group";
  let description = [{
    Every device of a group gets the operand of the group's first device; a
    device in no group gets zeros.

    ```mlir
    %r = "stablehlo.collective_broadcast"(%x) <{replica_groups =
        dense<[[2, 0, 1, 3]]> : tensor<1x4xi64>}>
        : (tensor<8x16xf32>) -> tensor<8x16xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                   Stablehlo_ReplicaGroups:$replica_groups,
                   OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle);
  let results = (outs HLO_Tensor:$result);
}

def Stablehlo_CollectivePermuteOp
    : Stablehlo_CollectiveOp<"collective_permute",
                             [SameOperandsAndResultType]> {
  let summary = "sends the operand from each source to its target";
  let description = [{
    Device `t` of a pair `[s, t]` gets device `s`'s operand; a device that
    is no pair's target gets zeros.

    ```mlir
    %r = "stablehlo.collective_permute"(%x) <{source_target_pairs =
        dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}>
        : (tensor<8x16xf32>) -> tensor<8x16xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand,
                   I64ElementsAttr:$source_target_pairs,
                   OptionalAttr<Stablehlo_ChannelHandle>:$channel_handle);
  let results = (outs HLO_Tensor:$result);
}

#endif // STRATA_INPUTHLO_STABLEHLOOPS_TD
