//===- VhloOps.td - the VHLO dialect, as read from artifacts -*- tablegen -*-===//
//
// VHLO is StableHLO's versioned serialization dialect: a JAX portable
// artifact (jax.export, or what a PJRT client hands its plugin) is MLIR
// bytecode of `vhlo.<op>_v<N>` ops. Strata only reads it: the ops exist so
// that MLIR's bytecode reader can decode their properties, and
// strata-hlo-legalize-vhlo turns every one into its stablehlo (or func) op.
//
// The bytecode stores an op's attributes as properties, in the order of the
// attribute names (ODS sorts them), so each op lists its attribute names
// exactly as the StableHLO compatibility contract fixes them; operands,
// results and regions are free in number (the stablehlo op that replaces a
// VHLO op verifies them). Types and attributes are decoded straight into
// builtin and stablehlo ones (VhloDialect.cpp), so there are no VHLO types.
//
// The ops of every version from 0.9.0 to kVhloCurrentVersion (VhloDialect.h)
// are here; a newer op is an unregistered op and an error naming it.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INPUTHLO_VHLO_OPS
#define STRATA_INPUTHLO_VHLO_OPS

include "mlir/IR/OpBase.td"

def Vhlo_Dialect : Dialect {
  let name = "vhlo";
  let cppNamespace = "::strata::vhlo";
  let summary = "StableHLO's versioned serialization ops, read-only";
  // Reading decodes into stablehlo attributes; legalizing makes func ops.
  let dependentDialects = ["::strata::stablehlo::StablehloDialect",
                           "::mlir::func::FuncDialect"];
}

class VHLO_Op<string mnemonic, list<string> attrNames,
              list<Trait> traits = []>
    : Op<Vhlo_Dialect, mnemonic, traits> {
  let arguments = !con((ins Variadic<AnyType>:$inputs),
                       !dag(ins, !listsplat(AnyAttr, !size(attrNames)),
                            attrNames));
  let results = (outs Variadic<AnyType>:$outputs);
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
}

def VHLO_AbsV1 : VHLO_Op<"abs_v1", []>;
def VHLO_AddV1 : VHLO_Op<"add_v1", []>;
def VHLO_AfterAllV1 : VHLO_Op<"after_all_v1", []>;
def VHLO_AllGatherV1 : VHLO_Op<"all_gather_v1", [
    "all_gather_dim", "channel_id", "replica_groups", "use_global_device_ids"]>;
def VHLO_AllGatherV2 : VHLO_Op<"all_gather_v2", [
    "all_gather_dim", "channel_id", "replica_groups", "use_global_device_ids"]>;
def VHLO_AllReduceV1 : VHLO_Op<"all_reduce_v1", [
    "channel_id", "replica_groups", "use_global_device_ids"]>;
def VHLO_AllReduceV2 : VHLO_Op<"all_reduce_v2", [
    "channel_id", "replica_groups", "use_global_device_ids"]>;
def VHLO_AllToAllV1 : VHLO_Op<"all_to_all_v1", [
    "channel_id", "concat_dimension", "replica_groups", "split_count",
    "split_dimension"]>;
def VHLO_AllToAllV2 : VHLO_Op<"all_to_all_v2", [
    "channel_id", "concat_dimension", "replica_groups", "split_count",
    "split_dimension"]>;
def VHLO_AndV1 : VHLO_Op<"and_v1", []>;
def VHLO_AsyncDoneV1 : VHLO_Op<"async_done_v1", []>;
def VHLO_AsyncStartV1 : VHLO_Op<"async_start_v1", []>;
def VHLO_Atan2V1 : VHLO_Op<"atan2_v1", []>;
def VHLO_BatchNormGradV1 : VHLO_Op<"batch_norm_grad_v1", [
    "epsilon", "feature_index"]>;
def VHLO_BatchNormInferenceV1 : VHLO_Op<"batch_norm_inference_v1", [
    "epsilon", "feature_index"]>;
def VHLO_BatchNormTrainingV1 : VHLO_Op<"batch_norm_training_v1", [
    "epsilon", "feature_index"]>;
def VHLO_BitcastConvertV1 : VHLO_Op<"bitcast_convert_v1", []>;
def VHLO_BroadcastInDimV1 : VHLO_Op<"broadcast_in_dim_v1", [
    "broadcast_dimensions"]>;
def VHLO_BroadcastV1 : VHLO_Op<"broadcast_v1", ["broadcast_sizes"]>;
def VHLO_CallV1 : VHLO_Op<"call_v1", ["callee"]>;
def VHLO_CaseV1 : VHLO_Op<"case_v1", []>;
def VHLO_CbrtV1 : VHLO_Op<"cbrt_v1", []>;
def VHLO_CbrtV2 : VHLO_Op<"cbrt_v2", ["result_accuracy"]>;
def VHLO_CeilV1 : VHLO_Op<"ceil_v1", []>;
def VHLO_CholeskyV1 : VHLO_Op<"cholesky_v1", ["lower"]>;
def VHLO_ClampV1 : VHLO_Op<"clamp_v1", []>;
def VHLO_CollectiveBroadcastV1 : VHLO_Op<"collective_broadcast_v1", [
    "channel_id", "replica_groups"]>;
def VHLO_CollectiveBroadcastV2 : VHLO_Op<"collective_broadcast_v2", [
    "channel_id", "has_dynamic_root", "replica_groups"]>;
def VHLO_CollectivePermuteV1 : VHLO_Op<"collective_permute_v1", [
    "channel_id", "source_target_pairs"]>;
def VHLO_CollectiveReduceV1 : VHLO_Op<"collective_reduce_v1", [
    "channel_id", "has_dynamic_root", "replica_groups", "use_global_device_ids"]>;
def VHLO_CompareV1 : VHLO_Op<"compare_v1", [
    "compare_type", "comparison_direction"]>;
def VHLO_ComplexV1 : VHLO_Op<"complex_v1", []>;
def VHLO_CompositeV1 : VHLO_Op<"composite_v1", [
    "composite_attributes", "decomposition", "name", "version"]>;
def VHLO_CompositeV2 : VHLO_Op<"composite_v2", [
    "composite_attributes", "decomposition", "name", "version"]>;
def VHLO_ConcatenateV1 : VHLO_Op<"concatenate_v1", ["dimension"]>;
def VHLO_ConstantV1 : VHLO_Op<"constant_v1", ["value"]>;
def VHLO_ConvertV1 : VHLO_Op<"convert_v1", []>;
def VHLO_ConvolutionV1 : VHLO_Op<"convolution_v1", [
    "batch_group_count", "feature_group_count", "input_batch_dimension",
    "input_feature_dimension", "input_spatial_dimensions",
    "kernel_input_feature_dimension", "kernel_output_feature_dimension",
    "kernel_spatial_dimensions", "lhs_dilation", "output_batch_dimension",
    "output_feature_dimension", "output_spatial_dimensions", "padding",
    "precision_config", "rhs_dilation", "window_reversal", "window_strides"]>;
def VHLO_CosineV1 : VHLO_Op<"cosine_v1", []>;
def VHLO_CosineV2 : VHLO_Op<"cosine_v2", ["result_accuracy"]>;
def VHLO_CountLeadingZerosV1 : VHLO_Op<"count_leading_zeros_v1", []>;
def VHLO_CreateTokenV1 : VHLO_Op<"create_token_v1", []>;
def VHLO_CustomCallV1 : VHLO_Op<"custom_call_v1", [
    "api_version", "backend_config", "call_target_name", "called_computations",
    "has_side_effect", "operand_layouts", "output_operand_aliases",
    "result_layouts"]>;
def VHLO_CustomCallV2 : VHLO_Op<"custom_call_v2", [
    "api_version", "backend_config", "call_target_name", "called_computations",
    "has_side_effect", "operand_layouts", "output_operand_aliases",
    "result_layouts", "result_tilings"]>;
def VHLO_DivideV1 : VHLO_Op<"divide_v1", []>;
def VHLO_DotGeneralV1 : VHLO_Op<"dot_general_v1", [
    "lhs_batching_dimensions", "lhs_contracting_dimensions", "precision_config",
    "rhs_batching_dimensions", "rhs_contracting_dimensions"]>;
def VHLO_DotGeneralV2 : VHLO_Op<"dot_general_v2", [
    "accumulation_type", "allow_imprecise_accumulation",
    "lhs_batching_dimensions", "lhs_component_count",
    "lhs_contracting_dimensions", "lhs_precision_type",
    "num_primitive_operations", "precision_config", "rhs_batching_dimensions",
    "rhs_component_count", "rhs_contracting_dimensions", "rhs_precision_type"]>;
def VHLO_DotV1 : VHLO_Op<"dot_v1", ["precision_config"]>;
def VHLO_DynamicBroadcastInDimV1 : VHLO_Op<"dynamic_broadcast_in_dim_v1", [
    "broadcast_dimensions", "known_expanding_dimensions",
    "known_nonexpanding_dimensions"]>;
def VHLO_DynamicConvV1 : VHLO_Op<"dynamic_conv_v1", [
    "batch_group_count", "feature_group_count", "input_batch_dimension",
    "input_feature_dimension", "input_spatial_dimensions",
    "kernel_input_feature_dimension", "kernel_output_feature_dimension",
    "kernel_spatial_dimensions", "lhs_dilation", "output_batch_dimension",
    "output_feature_dimension", "output_spatial_dimensions", "padding",
    "precision_config", "rhs_dilation", "window_reversal", "window_strides"]>;
def VHLO_DynamicConvV2 : VHLO_Op<"dynamic_conv_v2", [
    "batch_group_count", "feature_group_count", "input_batch_dimension",
    "input_feature_dimension", "input_spatial_dimensions",
    "kernel_input_feature_dimension", "kernel_output_feature_dimension",
    "kernel_spatial_dimensions", "lhs_dilation", "output_batch_dimension",
    "output_feature_dimension", "output_spatial_dimensions", "precision_config",
    "rhs_dilation", "window_reversal", "window_strides"]>;
def VHLO_DynamicGatherV1 : VHLO_Op<"dynamic_gather_v1", [
    "collapsed_slice_dims", "index_vector_dim", "indices_are_sorted",
    "offset_dims", "start_index_map"]>;
def VHLO_DynamicGatherV2 : VHLO_Op<"dynamic_gather_v2", [
    "collapsed_slice_dims", "index_vector_dim", "indices_are_sorted",
    "offset_dims", "operand_batching_dims", "start_index_map",
    "start_indices_batching_dims"]>;
def VHLO_DynamicIotaV1 : VHLO_Op<"dynamic_iota_v1", ["iota_dimension"]>;
def VHLO_DynamicPadV1 : VHLO_Op<"dynamic_pad_v1", []>;
def VHLO_DynamicReshapeV1 : VHLO_Op<"dynamic_reshape_v1", []>;
def VHLO_DynamicSliceV1 : VHLO_Op<"dynamic_slice_v1", ["slice_sizes"]>;
def VHLO_DynamicUpdateSliceV1 : VHLO_Op<"dynamic_update_slice_v1", []>;
def VHLO_EinsumV1 : VHLO_Op<"einsum_v1", ["einsum_config"]>;
def VHLO_ExponentialMinusOneV1 : VHLO_Op<"exponential_minus_one_v1", []>;
def VHLO_ExponentialMinusOneV2 : VHLO_Op<"exponential_minus_one_v2", [
    "result_accuracy"]>;
def VHLO_ExponentialV1 : VHLO_Op<"exponential_v1", []>;
def VHLO_ExponentialV2 : VHLO_Op<"exponential_v2", ["result_accuracy"]>;
def VHLO_FftV1 : VHLO_Op<"fft_v1", ["fft_length", "fft_type"]>;
def VHLO_FloorV1 : VHLO_Op<"floor_v1", []>;
def VHLO_FuncV1 : VHLO_Op<"func_v1", [
    "arg_attrs", "function_type", "res_attrs", "sym_name", "sym_visibility"]>;
def VHLO_GatherV1 : VHLO_Op<"gather_v1", [
    "collapsed_slice_dims", "index_vector_dim", "indices_are_sorted",
    "offset_dims", "slice_sizes", "start_index_map"]>;
def VHLO_GatherV2 : VHLO_Op<"gather_v2", [
    "collapsed_slice_dims", "index_vector_dim", "indices_are_sorted",
    "offset_dims", "operand_batching_dims", "slice_sizes", "start_index_map",
    "start_indices_batching_dims"]>;
def VHLO_GetDimensionSizeV1 : VHLO_Op<"get_dimension_size_v1", ["dimension"]>;
def VHLO_GetTupleElementV1 : VHLO_Op<"get_tuple_element_v1", ["index"]>;
def VHLO_IfV1 : VHLO_Op<"if_v1", []>;
def VHLO_ImagV1 : VHLO_Op<"imag_v1", []>;
def VHLO_InfeedV1 : VHLO_Op<"infeed_v1", ["infeed_config", "layout"]>;
def VHLO_IotaV1 : VHLO_Op<"iota_v1", ["iota_dimension"]>;
def VHLO_IsFiniteV1 : VHLO_Op<"is_finite_v1", []>;
def VHLO_LogPlusOneV1 : VHLO_Op<"log_plus_one_v1", []>;
def VHLO_LogPlusOneV2 : VHLO_Op<"log_plus_one_v2", ["result_accuracy"]>;
def VHLO_LogV1 : VHLO_Op<"log_v1", []>;
def VHLO_LogV2 : VHLO_Op<"log_v2", ["result_accuracy"]>;
def VHLO_LogisticV1 : VHLO_Op<"logistic_v1", []>;
def VHLO_LogisticV2 : VHLO_Op<"logistic_v2", ["result_accuracy"]>;
def VHLO_MapV1 : VHLO_Op<"map_v1", ["dimensions"]>;
def VHLO_MaximumV1 : VHLO_Op<"maximum_v1", []>;
def VHLO_MinimumV1 : VHLO_Op<"minimum_v1", []>;
def VHLO_MultiplyV1 : VHLO_Op<"multiply_v1", []>;
def VHLO_NegateV1 : VHLO_Op<"negate_v1", []>;
def VHLO_NotV1 : VHLO_Op<"not_v1", []>;
def VHLO_OptimizationBarrierV1 : VHLO_Op<"optimization_barrier_v1", []>;
def VHLO_OrV1 : VHLO_Op<"or_v1", []>;
def VHLO_OutfeedV1 : VHLO_Op<"outfeed_v1", ["outfeed_config"]>;
def VHLO_PadV1 : VHLO_Op<"pad_v1", [
    "edge_padding_high", "edge_padding_low", "interior_padding"]>;
def VHLO_PartitionIdV1 : VHLO_Op<"partition_id_v1", []>;
def VHLO_PopcntV1 : VHLO_Op<"popcnt_v1", []>;
def VHLO_PowerV1 : VHLO_Op<"power_v1", []>;
def VHLO_RealDynamicSliceV1 : VHLO_Op<"real_dynamic_slice_v1", []>;
def VHLO_RealV1 : VHLO_Op<"real_v1", []>;
def VHLO_RecvV1 : VHLO_Op<"recv_v1", [
    "channel_id", "channel_type", "is_host_transfer"]>;
def VHLO_RecvV2 : VHLO_Op<"recv_v2", [
    "channel_id", "channel_type", "is_host_transfer", "source_target_pairs"]>;
def VHLO_ReducePrecisionV1 : VHLO_Op<"reduce_precision_v1", [
    "exponent_bits", "mantissa_bits"]>;
def VHLO_ReduceScatterV1 : VHLO_Op<"reduce_scatter_v1", [
    "channel_id", "replica_groups", "scatter_dimension", "use_global_device_ids"]>;
def VHLO_ReduceV1 : VHLO_Op<"reduce_v1", ["dimensions"]>;
def VHLO_ReduceWindowV1 : VHLO_Op<"reduce_window_v1", [
    "base_dilations", "padding", "window_dilations", "window_dimensions",
    "window_strides"]>;
def VHLO_RemainderV1 : VHLO_Op<"remainder_v1", []>;
def VHLO_ReplicaIdV1 : VHLO_Op<"replica_id_v1", []>;
def VHLO_ReshapeV1 : VHLO_Op<"reshape_v1", []>;
def VHLO_ReturnV1 : VHLO_Op<"return_v1", [], [Terminator]>;
def VHLO_ReverseV1 : VHLO_Op<"reverse_v1", ["dimensions"]>;
def VHLO_RngBitGeneratorV1 : VHLO_Op<"rng_bit_generator_v1", ["rng_algorithm"]>;
def VHLO_RngV1 : VHLO_Op<"rng_v1", ["rng_distribution"]>;
def VHLO_RoundNearestAfzV1 : VHLO_Op<"round_nearest_afz_v1", []>;
def VHLO_RoundNearestEvenV1 : VHLO_Op<"round_nearest_even_v1", []>;
def VHLO_RsqrtV1 : VHLO_Op<"rsqrt_v1", []>;
def VHLO_RsqrtV2 : VHLO_Op<"rsqrt_v2", ["result_accuracy"]>;
def VHLO_ScatterV1 : VHLO_Op<"scatter_v1", [
    "index_vector_dim", "indices_are_sorted", "inserted_window_dims",
    "scatter_dims_to_operand_dims", "unique_indices", "update_window_dims"]>;
def VHLO_ScatterV2 : VHLO_Op<"scatter_v2", [
    "index_vector_dim", "indices_are_sorted", "input_batching_dims",
    "inserted_window_dims", "scatter_dims_to_operand_dims",
    "scatter_indices_batching_dims", "unique_indices", "update_window_dims"]>;
def VHLO_SelectAndScatterV1 : VHLO_Op<"select_and_scatter_v1", [
    "padding", "window_dimensions", "window_strides"]>;
def VHLO_SelectV1 : VHLO_Op<"select_v1", []>;
def VHLO_SendV1 : VHLO_Op<"send_v1", [
    "channel_id", "channel_type", "is_host_transfer"]>;
def VHLO_SendV2 : VHLO_Op<"send_v2", [
    "channel_id", "channel_type", "is_host_transfer", "source_target_pairs"]>;
def VHLO_SetDimensionSizeV1 : VHLO_Op<"set_dimension_size_v1", ["dimension"]>;
def VHLO_ShiftLeftV1 : VHLO_Op<"shift_left_v1", []>;
def VHLO_ShiftRightArithmeticV1 : VHLO_Op<"shift_right_arithmetic_v1", []>;
def VHLO_ShiftRightLogicalV1 : VHLO_Op<"shift_right_logical_v1", []>;
def VHLO_SignV1 : VHLO_Op<"sign_v1", []>;
def VHLO_SineV1 : VHLO_Op<"sine_v1", []>;
def VHLO_SineV2 : VHLO_Op<"sine_v2", ["result_accuracy"]>;
def VHLO_SliceV1 : VHLO_Op<"slice_v1", [
    "limit_indices", "start_indices", "strides"]>;
def VHLO_SortV1 : VHLO_Op<"sort_v1", ["dimension", "is_stable"]>;
def VHLO_SqrtV1 : VHLO_Op<"sqrt_v1", []>;
def VHLO_SqrtV2 : VHLO_Op<"sqrt_v2", ["result_accuracy"]>;
def VHLO_SubtractV1 : VHLO_Op<"subtract_v1", []>;
def VHLO_TanV1 : VHLO_Op<"tan_v1", []>;
def VHLO_TanV2 : VHLO_Op<"tan_v2", ["result_accuracy"]>;
def VHLO_TanhV1 : VHLO_Op<"tanh_v1", []>;
def VHLO_TanhV2 : VHLO_Op<"tanh_v2", ["result_accuracy"]>;
def VHLO_TorchIndexSelectV1 : VHLO_Op<"torch_index_select_v1", [
    "batch_dims", "dim"]>;
def VHLO_TransposeV1 : VHLO_Op<"transpose_v1", ["permutation"]>;
def VHLO_TriangularSolveV1 : VHLO_Op<"triangular_solve_v1", [
    "left_side", "lower", "transpose_a", "unit_diagonal"]>;
def VHLO_TupleV1 : VHLO_Op<"tuple_v1", []>;
def VHLO_UnaryEinsumV1 : VHLO_Op<"unary_einsum_v1", ["einsum_config"]>;
def VHLO_UniformDequantizeV1 : VHLO_Op<"uniform_dequantize_v1", []>;
def VHLO_UniformQuantizeV1 : VHLO_Op<"uniform_quantize_v1", []>;
def VHLO_WhileV1 : VHLO_Op<"while_v1", []>;
def VHLO_XorV1 : VHLO_Op<"xor_v1", []>;

#endif // STRATA_INPUTHLO_VHLO_OPS
