// Convolutions that stopped llvm-cpu codegen (JAX's lax_test through the
// PJRT plugin; vmvx and vulkan compiled them): an NCHW i8 convolution summed
// in i16 or i32 (preferred_element_type) vectorized to a transposed-operand
// vector.contract of mixed integer types (or of integers summed in f32)
// that upstream's outer-product lowering leaves alone (an unrealized cast at
// LLVM translation); ui8 operands must still count from 0 to 255; an f16
// convolution with a dilated kernel and one output column reduced a 1x1 tile
// into a vector.contract with a 0-d accumulator, which does not verify.
// Expected: numpy sums in int64 (wrapped to i16 as XLA does) and in f32.
// DEFINE: %{args} = --input=@%S/Inputs/conv_i8_lhs.npy --input=@%S/Inputs/conv_i8_rhs.npy --input=@%S/Inputs/conv_f16_lhs.npy --input=@%S/Inputs/conv_f16_rhs.npy --expected_output=@%S/Inputs/conv_i8_i16_expected.npy --expected_output=@%S/Inputs/conv_i8_i32_expected.npy --expected_output=@%S/Inputs/conv_i8_i32_expected.npy --expected_output=@%S/Inputs/conv_f16_dilated_expected.npy --input=@%S/Inputs/conv_ui8_lhs.npy --input=@%S/Inputs/conv_ui8_rhs.npy --expected_output=@%S/Inputs/conv_i8_f32_expected.npy --expected_output=@%S/Inputs/conv_ui8_f32_expected.npy
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod %{args} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod %{args} | FileCheck %s
// CHECK-COUNT-6: [SUCCESS]
func.func @main(%a: tensor<2x3x9x10xi8>, %b: tensor<2x3x4x5xi8>, %x: tensor<1x2x9x10xf16>, %w: tensor<1x2x4x5xf16>,
                %ua: tensor<2x3x9x10xui8>, %ub: tensor<2x3x4x5xui8>)
    -> (tensor<2x2x6x6xi16>, tensor<2x2x6x6xi32>, tensor<2x2x6x6xi32>, tensor<1x1x6x1xf16>, tensor<2x2x6x6xf32>, tensor<2x2x6x6xf32>) {
  %i16 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x3x9x10xi8>, tensor<2x3x4x5xi8>) -> tensor<2x2x6x6xi16>
  %i32 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x9x10xi8>, tensor<2x3x4x5xi8>) -> tensor<2x2x6x6xi32>
  %a16 = stablehlo.convert %a : (tensor<2x3x9x10xi8>) -> tensor<2x3x9x10xi16>
  %b16 = stablehlo.convert %b : (tensor<2x3x4x5xi8>) -> tensor<2x3x4x5xi16>
  %w32 = stablehlo.convolution(%a16, %b16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x9x10xi16>, tensor<2x3x4x5xi16>) -> tensor<2x2x6x6xi32>
  %f = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x9x10xf16>, tensor<1x2x4x5xf16>) -> tensor<1x1x6x1xf16>
  %if32 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x9x10xi8>, tensor<2x3x4x5xi8>) -> tensor<2x2x6x6xf32>
  %uf32 = stablehlo.convolution(%ua, %ub) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x9x10xui8>, tensor<2x3x4x5xui8>) -> tensor<2x2x6x6xf32>
  return %i16, %i32, %w32, %f, %if32, %uf32 : tensor<2x2x6x6xi16>, tensor<2x2x6x6xi32>, tensor<2x2x6x6xi32>, tensor<1x1x6x1xf16>, tensor<2x2x6x6xf32>, tensor<2x2x6x6xf32>
}
