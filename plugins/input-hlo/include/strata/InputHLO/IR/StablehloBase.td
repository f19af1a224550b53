//===- StablehloBase.td - stablehlo dialect, enums, attributes -*- tablegen -*-===//
//
// The `stablehlo` dialect as Strata reads it: the subset of StableHLO that JAX
// exports, with the same textual syntax (pretty and generic), so that
// programs printed by `jax.jit(f).lower(...)` parse unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_STABLEHLOBASE_TD
#define STRATA_INPUTHLO_STABLEHLOBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Stablehlo_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::strata::stablehlo";
  let summary = "StableHLO operations as exported by JAX";
  let description = [{
    Strata's own definition of the StableHLO operation set: tensor programs
    with value semantics, statically shaped in practice, whose element types
    carry signedness (`ui32` is unsigned). The syntax follows the upstream
    StableHLO printer so that JAX output parses as is; semantics follow the
    StableHLO specification. The input-hlo plugin lowers these ops to
    linalg/tensor/arith/math/scf on tensors.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Stablehlo_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "which comparison to do", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_ComparisonDirectionAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ComparisonDirection, "comparison_direction"> {
  let summary = "direction of a `stablehlo.compare`";
  let description = [{
    One of EQ, NE, GE, GT, LE, LT.

    ```mlir
    #stablehlo<comparison_direction GT>
    ```
  }];
  let assemblyFormat = "$value";
}

def Stablehlo_ComparisonType : I32EnumAttr<"ComparisonType",
    "how the elements of a `stablehlo.compare` are ordered", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_ComparisonTypeAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_ComparisonType, "comparison_type"> {
  let summary = "ordering used by a `stablehlo.compare`";
  let description = [{
    FLOAT (IEEE, NaN unordered), TOTALORDER (IEEE totalOrder), SIGNED,
    UNSIGNED, or NOTYPE (derived from the element type).

    ```mlir
    #stablehlo<comparison_type FLOAT>
    ```
  }];
  let assemblyFormat = "$value";
}

def Stablehlo_Precision : I32EnumAttr<"Precision",
    "precision hint of a dot or convolution operand", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_PrecisionAttr : EnumAttr<Stablehlo_Dialect, Stablehlo_Precision,
    "precision"> {
  let summary = "precision hint of one dot/convolution operand";
  let description = [{
    A hint only; Strata computes in the element type.

    ```mlir
    #stablehlo<precision DEFAULT>
    ```
  }];
  let assemblyFormat = "$value";
}

def Stablehlo_PrecisionConfigAttr : TypedArrayAttrBase<Stablehlo_PrecisionAttr,
    "precision config">;

def Stablehlo_CustomCallApiVersion : I32EnumAttr<"CustomCallApiVersion",
    "calling convention of a `stablehlo.custom_call` target", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_FftType : I32EnumAttr<"FftType",
    "transform of a `stablehlo.fft`", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_FftTypeAttr : EnumAttr<Stablehlo_Dialect, Stablehlo_FftType,
    "fft_type"> {
  let summary = "transform of a `stablehlo.fft`";
  let description = [{
    FFT (complex to complex, forward), IFFT (inverse, scaled by 1/n), RFFT
    (real to complex, the n/2 + 1 non-redundant outputs of the innermost
    dimension), IRFFT (the inverse of RFFT).

    ```mlir
    #stablehlo<fft_type RFFT>
    ```
  }];
  let assemblyFormat = "$value";
}

def Stablehlo_RngAlgorithm : I32EnumAttr<"RngAlgorithm",
    "bit generator of a `stablehlo.rng_bit_generator`", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_RngAlgorithmAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_RngAlgorithm, "rng_algorithm"> {
  let summary = "algorithm of a `stablehlo.rng_bit_generator`";
  let description = [{
    THREE_FRY (Threefry-2x32, 20 rounds), PHILOX (Philox-4x32, 10 rounds) or
    DEFAULT (PHILOX, as XLA's CPU and GPU compilers choose).

    ```mlir
    #stablehlo<rng_algorithm THREE_FRY>
    ```
  }];
  let assemblyFormat = "$value";
}

def Stablehlo_RngDistribution : I32EnumAttr<"RngDistribution",
    "distribution of a `stablehlo.rng`", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_RngDistributionAttr : EnumAttr<Stablehlo_Dialect,
    Stablehlo_RngDistribution, "rng_distribution"> {
  let summary = "distribution of a `stablehlo.rng`";
  let description = [{
    UNIFORM (`a <= x < b`) or NORMAL (mean `a`, standard deviation `b`).

    ```mlir
    #stablehlo<rng_distribution NORMAL>
    ```
  }];
  let assemblyFormat = "$value";
}

def Stablehlo_Transpose : I32EnumAttr<"Transpose",
    "how `stablehlo.triangular_solve` uses its matrix", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::strata::stablehlo";
}

def Stablehlo_TransposeAttr : EnumAttr<Stablehlo_Dialect, Stablehlo_Transpose,
    "transpose"> {
  let summary = "op(a) of a `stablehlo.triangular_solve`";
  let description = [{
    NO_TRANSPOSE (a), TRANSPOSE (a^T) or ADJOINT (conj(a)^T, a^T for real
    types). TRANSPOSE_INVALID is rejected by the verifier.

    ```mlir
    #stablehlo<transpose NO_TRANSPOSE>
    ```
  }];
  let assemblyFormat = "$value";
}

//===----------------------------------------------------------------------===//
// Structured attributes
//===----------------------------------------------------------------------===//

class Stablehlo_Attr<string name, string attrMnemonic>
    : AttrDef<Stablehlo_Dialect, name> {
  let mnemonic = attrMnemonic;
  let hasCustomAssemblyFormat = 1;
}

def Stablehlo_DotDimensionNumbers : Stablehlo_Attr<"DotDimensionNumbers",
                                                   "dot"> {
  let summary = "batching and contracting dimensions of a dot_general";
  let description = [{
    Lists of dimensions of lhs and rhs; empty lists are not printed.

    ```mlir
    #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                   lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>
    ```
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
    OptionalArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
    OptionalArrayRefParameter<"int64_t">:$lhsContractingDimensions,
    OptionalArrayRefParameter<"int64_t">:$rhsContractingDimensions);
}

def Stablehlo_DotAlgorithm : AttrDef<Stablehlo_Dialect, "DotAlgorithm"> {
  let mnemonic = "dot_algorithm";
  let summary = "the algorithm a dot_general computes with";
  let description = [{
    Operand and accumulation precisions and how many primitive products
    make one (bf16 x3/x6, tf32 x3 emulate f32). Strata computes at least as
    precisely as asked: the operands are not rounded to a narrower
    precision type, and accumulation happens in the accumulation type or
    wider. Fields may come in any order (the official parser's rule).

    ```mlir
    #stablehlo.dot_algorithm<lhs_precision_type = tf32,
        rhs_precision_type = tf32, accumulation_type = f32,
        lhs_component_count = 1, rhs_component_count = 1,
        num_primitive_operations = 1, allow_imprecise_accumulation = false>
    ```
  }];
  let parameters = (ins
    "mlir::Type":$lhs_precision_type,
    "mlir::Type":$rhs_precision_type,
    "mlir::Type":$accumulation_type,
    "int64_t":$lhs_component_count,
    "int64_t":$rhs_component_count,
    "int64_t":$num_primitive_operations,
    "bool":$allow_imprecise_accumulation);
  let assemblyFormat = "`<` struct(params) `>`";
}

def Stablehlo_ChannelHandle : AttrDef<Stablehlo_Dialect, "ChannelHandle"> {
  let mnemonic = "channel_handle";
  let summary = "the channel a collective communicates on";
  let description = [{
    `type` 0: invalid, 1: device to device, 2: device to host, 3: host to
    device (the StableHLO specification's channel types).

    ```mlir
    #stablehlo.channel_handle<handle = 1, type = 1>
    ```
  }];
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

def Stablehlo_AxisRef : AttrDef<Stablehlo_Dialect, "AxisRef"> {
  let mnemonic = "axis_ref";
  let summary = "a named axis of a device mesh";
  let description = [{
    ```mlir
    #stablehlo.axis_ref<name = "i">
    ```
  }];
  let parameters = (ins StringRefParameter<"axis name">:$name);
  let assemblyFormat = "`<` struct(params) `>`";
}

def Stablehlo_ReplicaGroupMeshAxes
    : AttrDef<Stablehlo_Dialect, "ReplicaGroupMeshAxes"> {
  let mnemonic = "replica_group_mesh_axes";
  let summary = "replica groups given by axes of a Shardy mesh";
  let description = [{
    The devices that differ only along `axes` of the `sdy.mesh` named
    `mesh` form one group (what JAX's Shardy export writes for a collective
    over named mesh axes).

    ```mlir
    #stablehlo.replica_group_mesh_axes<mesh = @mesh,
        axes = [#stablehlo.axis_ref<name = "i">]>
    ```
  }];
  // (An ArrayAttr: its elements print and parse with their `#stablehlo.`
  // prefix, as JAX writes them.)
  let parameters = (ins "mlir::FlatSymbolRefAttr":$mesh,
                    "mlir::ArrayAttr":$axes);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Stablehlo_ConvDimensionNumbers : Stablehlo_Attr<"ConvDimensionNumbers",
                                                    "conv"> {
  let summary = "layout of the operands of a convolution";
  let description = [{
    Input, kernel and output layouts: `b`/`f` are the input and output batch
    and feature dimensions, `i`/`o` the kernel input and output features,
    integers the spatial dimensions in order.

    ```mlir
    #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
    ```
  }];
  let parameters = (ins
    "int64_t":$inputBatchDimension,
    "int64_t":$inputFeatureDimension,
    ArrayRefParameter<"int64_t">:$inputSpatialDimensions,
    "int64_t":$kernelInputFeatureDimension,
    "int64_t":$kernelOutputFeatureDimension,
    ArrayRefParameter<"int64_t">:$kernelSpatialDimensions,
    "int64_t":$outputBatchDimension,
    "int64_t":$outputFeatureDimension,
    ArrayRefParameter<"int64_t">:$outputSpatialDimensions);
}

def Stablehlo_GatherDimensionNumbers : Stablehlo_Attr<"GatherDimensionNumbers",
                                                      "gather"> {
  let summary = "dimension numbers of a gather";
  let description = [{
    ```mlir
    #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                      start_index_map = [0], index_vector_dim = 1>
    ```
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$offsetDims,
    OptionalArrayRefParameter<"int64_t">:$collapsedSliceDims,
    OptionalArrayRefParameter<"int64_t">:$operandBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$startIndicesBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$startIndexMap,
    "int64_t":$indexVectorDim);
}

def Stablehlo_ScatterDimensionNumbers
    : Stablehlo_Attr<"ScatterDimensionNumbers", "scatter"> {
  let summary = "dimension numbers of a scatter";
  let description = [{
    ```mlir
    #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
                       scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
    ```
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$updateWindowDims,
    OptionalArrayRefParameter<"int64_t">:$insertedWindowDims,
    OptionalArrayRefParameter<"int64_t">:$inputBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$scatterIndicesBatchingDims,
    OptionalArrayRefParameter<"int64_t">:$scatterDimsToOperandDims,
    "int64_t":$indexVectorDim);
}

def Stablehlo_OutputOperandAlias : Stablehlo_Attr<"OutputOperandAlias",
                                                  "output_operand_alias"> {
  let summary = "a custom_call result that aliases an operand";
  let description = [{
    Result (tuple indices into the results) `output_tuple_indices` shares its
    buffer with operand `operand_index` (tuple indices
    `operand_tuple_indices`). Kept as metadata; Strata does not alias.

    ```mlir
    #stablehlo.output_operand_alias<output_tuple_indices = [],
                                    operand_index = 0,
                                    operand_tuple_indices = []>
    ```
  }];
  let parameters = (ins
    OptionalArrayRefParameter<"int64_t">:$outputTupleIndices,
    "int64_t":$operandIndex,
    OptionalArrayRefParameter<"int64_t">:$operandTupleIndices);
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def HLO_Pred : TypeAlias<I1, "pred (AKA boolean or 1-bit integer)">;
def HLO_Int : AnyTypeOf<[AnySignlessInteger, AnyUnsignedInteger]>;
def HLO_Float : AnyTypeOf<[AnyFloat]>;
def HLO_Complex : Complex<AnyTypeOf<[F32, F64]>>;

def HLO_Tensor : RankedTensorOf<[HLO_Float, HLO_Int, HLO_Complex]>;
def HLO_FpTensor : RankedTensorOf<[HLO_Float]>;
def HLO_FpOrComplexTensor : RankedTensorOf<[HLO_Float, HLO_Complex]>;
def HLO_IntTensor : RankedTensorOf<[HLO_Int]>;
def HLO_PredTensor : RankedTensorOf<[HLO_Pred]>;
def HLO_NumericTensor : RankedTensorOf<[HLO_Float, HLO_Int, HLO_Complex]>;
def HLO_ScalarIntTensor : 0DTensorOf<[HLO_Int]>;
def HLO_ScalarTensor : 0DTensorOf<[HLO_Float, HLO_Int, HLO_Complex]>;

#endif // STRATA_INPUTHLO_STABLEHLOBASE_TD
