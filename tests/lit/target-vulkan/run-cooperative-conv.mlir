// Convolutions (NHWC x HWIO) through the cooperative implicit-GEMM kernel
// (strata-vulkan-cooperative-kernels, kind "conv"): batch > 1, SAME and
// VALID padding (the padding is a dispatch of its own), stride 2, filter
// dilations with unequal strides, channel and feature counts that are not
// multiples of 4 (scalar tile loads) and that are (vector<4> words), k
// spanning several slices with a partial last one, and a fused bias + relu
// consumer. Expected values: Inputs/cooperative_conv.py (double precision
// in Python). llvm-cpu checks the reference itself; on Vulkan (validation
// on) every case runs with the automatic tile and with two forced ones (the
// largest, and one where some invocations load nothing). The other forms
// run as contractions with affine input maps (the same kernel's implicit
// GEMM, its loads evaluated through the maps): NCHW x OIHW with a stride,
// two feature groups (the group a batch loop), depthwise with a dilation,
// and bf16 operands summed in f32 (the extensions in the tile loads).
// DEFINE: %{cases} = conv_same_odd conv_stride2_valid conv_stride2_same_vec conv_dilated_bias_relu conv_5x5_deep conv_1x1_wide conv_nchw_stride2 conv_grouped conv_depthwise conv_bf16_operands
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/cooperative_conv.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --dump-executables-to=%t/dump -o %t/vk.smod %}
// Every convolution dispatch got the cooperative kernel (workgroup memory).
// RUN: %if vulkan %{ grep -l 'gpu.address_space<workgroup>\|Workgroup>' %t/dump/*.mlir | wc -l | FileCheck %s --check-prefix=KERNELS %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}
// RUN: %if vulkan %{ echo '{"targets":[{"backend":"vulkan-spirv","options":{"matmul-tile":"128,128,16,8,8"}}]}' > %t/big.json %}
// RUN: %if vulkan %{ strata-compile %s --targets=%t/big.json -o %t/vk-big.smod %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk-big.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.big.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.big.log; }; done | FileCheck %s %}
// RUN: %if vulkan %{ echo '{"targets":[{"backend":"vulkan-spirv","options":{"matmul-tile":"32,64,8,2,4"}}]}' > %t/small.json %}
// RUN: %if vulkan %{ strata-compile %s --targets=%t/small.json -o %t/vk-small.smod %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk-small.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.small.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.small.log; }; done | FileCheck %s %}

// CHECK: PASS conv_same_odd
// CHECK-NEXT: PASS conv_stride2_valid
// CHECK-NEXT: PASS conv_stride2_same_vec
// CHECK-NEXT: PASS conv_dilated_bias_relu
// CHECK-NEXT: PASS conv_5x5_deep
// CHECK-NEXT: PASS conv_1x1_wide
// CHECK-NEXT: PASS conv_nchw_stride2
// CHECK-NEXT: PASS conv_grouped
// CHECK-NEXT: PASS conv_depthwise
// CHECK-NEXT: PASS conv_bf16_operands

// KERNELS: 10

func.func @conv_same_odd(%x: tensor<2x9x11x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<2x9x11x5xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x11x3xf32>, tensor<3x3x3x5xf32>) -> tensor<2x9x11x5xf32>
  return %0 : tensor<2x9x11x5xf32>
}

func.func @conv_stride2_valid(%x: tensor<1x15x13x6xf32>, %w: tensor<3x3x6x7xf32>) -> tensor<1x7x6x7xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x15x13x6xf32>, tensor<3x3x6x7xf32>) -> tensor<1x7x6x7xf32>
  return %0 : tensor<1x7x6x7xf32>
}

func.func @conv_stride2_same_vec(%x: tensor<3x14x14x8xf32>, %w: tensor<3x3x8x12xf32>) -> tensor<3x7x7x12xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x14x14x8xf32>, tensor<3x3x8x12xf32>) -> tensor<3x7x7x12xf32>
  return %0 : tensor<3x7x7x12xf32>
}

func.func @conv_dilated_bias_relu(%x: tensor<2x12x10x4xf32>, %w: tensor<2x3x4x9xf32>, %b: tensor<9xf32>) -> tensor<2x13x4x9xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 2], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x12x10x4xf32>, tensor<2x3x4x9xf32>) -> tensor<2x13x4x9xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<9xf32>) -> tensor<2x13x4x9xf32>
  %2 = stablehlo.add %0, %1 : tensor<2x13x4x9xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2x13x4x9xf32>
  %3 = stablehlo.maximum %2, %zero : tensor<2x13x4x9xf32>
  return %3 : tensor<2x13x4x9xf32>
}

func.func @conv_5x5_deep(%x: tensor<2x13x13x5xf32>, %w: tensor<5x5x5x16xf32>) -> tensor<2x13x13x16xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x13x13x5xf32>, tensor<5x5x5x16xf32>) -> tensor<2x13x13x16xf32>
  return %0 : tensor<2x13x13x16xf32>
}

func.func @conv_1x1_wide(%x: tensor<1x10x10x36xf32>, %w: tensor<1x1x36x68xf32>) -> tensor<1x10x10x68xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x10x10x36xf32>, tensor<1x1x36x68xf32>) -> tensor<1x10x10x68xf32>
  return %0 : tensor<1x10x10x68xf32>
}

func.func @conv_nchw_stride2(%x: tensor<2x6x11x9xf32>, %w: tensor<10x6x3x3xf32>) -> tensor<2x10x6x8xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x11x9xf32>, tensor<10x6x3x3xf32>) -> tensor<2x10x6x8xf32>
  return %0 : tensor<2x10x6x8xf32>
}

func.func @conv_grouped(%x: tensor<2x8x8x8xf32>, %w: tensor<3x3x4x12xf32>) -> tensor<2x8x8x12xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x8x8x8xf32>, tensor<3x3x4x12xf32>) -> tensor<2x8x8x12xf32>
  return %0 : tensor<2x8x8x12xf32>
}

func.func @conv_depthwise(%x: tensor<2x10x9x12xf32>, %w: tensor<3x3x1x12xf32>) -> tensor<2x8x9x12xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 12 : i64} : (tensor<2x10x9x12xf32>, tensor<3x3x1x12xf32>) -> tensor<2x8x9x12xf32>
  return %0 : tensor<2x8x9x12xf32>
}

func.func @conv_bf16_operands(%xf: tensor<2x9x9x16xf32>, %wf: tensor<3x3x16x20xf32>) -> tensor<2x9x9x20xf32> {
  %x = stablehlo.convert %xf : (tensor<2x9x9x16xf32>) -> tensor<2x9x9x16xbf16>
  %w = stablehlo.convert %wf : (tensor<3x3x16x20xf32>) -> tensor<3x3x16x20xbf16>
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x9x9x16xbf16>, tensor<3x3x16x20xbf16>) -> tensor<2x9x9x20xf32>
  return %0 : tensor<2x9x9x20xf32>
}
