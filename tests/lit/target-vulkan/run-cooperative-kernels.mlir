// Cooperative kernels (strata-vulkan-cooperative-kernels) on shapes that are
// not multiples of their tiles: matmuls with k not a multiple of 4 (scalar
// loads) and with partial m/n/k tiles (vector<4> loads), a fused
// bias + relu consumer, a batched matmul with odd dimensions, row
// reductions with and without vector<4> words, a fused producer/consumer,
// a full reduction, an integer sum, a reduction over two trailing
// dimensions, and elementwise kernels (vector<4> words) with row and column
// broadcasts, a transposed operand and integers; matmuls with transposed
// operands (A [k, m], B [n, k], both with a bias + relu consumer, a
// transposed result, batched Q K^T). Expected values: Inputs/cooperative_kernels.py (double
// precision in Python). llvm-cpu checks the reference itself; on Vulkan
// (validation on) every case also runs with forced matmul tiles (the
// largest one, and one where some invocations load nothing).
// DEFINE: %{cases} = matmul_odd matmul_vec matmul_bias_relu batch_matmul row_max row_sum_odd row_sum_exp_scale sum_all row_sum_i32 sum_trailing2 ew_sub_exp ew_scale_shift ew_transpose_add ew_i32 matmul_at matmul_bt matmul_at_bt_relu matmul_weight_grad_t batch_matmul_bt
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/cooperative_kernels.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}
// RUN: %if vulkan %{ echo '{"targets":[{"backend":"vulkan-spirv","options":{"matmul-tile":"128,128,16,8,8"}}]}' > %t/big.json %}
// RUN: %if vulkan %{ strata-compile %s --targets=%t/big.json -o %t/vk-big.smod %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk-big.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.big.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.big.log; }; done | FileCheck %s %}
// RUN: %if vulkan %{ echo '{"targets":[{"backend":"vulkan-spirv","options":{"matmul-tile":"32,64,8,2,4"}}]}' > %t/small.json %}
// RUN: %if vulkan %{ strata-compile %s --targets=%t/small.json -o %t/vk-small.smod %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk-small.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.small.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.small.log; }; done | FileCheck %s %}

// CHECK: PASS matmul_odd
// CHECK-NEXT: PASS matmul_vec
// CHECK-NEXT: PASS matmul_bias_relu
// CHECK-NEXT: PASS batch_matmul
// CHECK-NEXT: PASS row_max
// CHECK-NEXT: PASS row_sum_odd
// CHECK-NEXT: PASS row_sum_exp_scale
// CHECK-NEXT: PASS sum_all
// CHECK-NEXT: PASS row_sum_i32
// CHECK-NEXT: PASS sum_trailing2
// CHECK-NEXT: PASS ew_sub_exp
// CHECK-NEXT: PASS ew_scale_shift
// CHECK-NEXT: PASS ew_transpose_add
// CHECK-NEXT: PASS ew_i32
// CHECK-NEXT: PASS matmul_at
// CHECK-NEXT: PASS matmul_bt
// CHECK-NEXT: PASS matmul_at_bt_relu
// CHECK-NEXT: PASS matmul_weight_grad_t
// CHECK-NEXT: PASS batch_matmul_bt

func.func @matmul_odd(%a: tensor<67x37xf32>, %b: tensor<37x45xf32>) -> tensor<67x45xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<67x37xf32>, tensor<37x45xf32>) -> tensor<67x45xf32>
  return %0 : tensor<67x45xf32>
}

func.func @matmul_vec(%a: tensor<130x36xf32>, %b: tensor<36x132xf32>) -> tensor<130x132xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<130x36xf32>, tensor<36x132xf32>) -> tensor<130x132xf32>
  return %0 : tensor<130x132xf32>
}

func.func @matmul_bias_relu(%a: tensor<33x20xf32>, %b: tensor<20x24xf32>, %bias: tensor<24xf32>) -> tensor<33x24xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<33x20xf32>, tensor<20x24xf32>) -> tensor<33x24xf32>
  %1 = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<24xf32>) -> tensor<33x24xf32>
  %2 = stablehlo.add %0, %1 : tensor<33x24xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<33x24xf32>
  %3 = stablehlo.maximum %2, %zero : tensor<33x24xf32>
  return %3 : tensor<33x24xf32>
}

func.func @batch_matmul(%a: tensor<3x33x19xf32>, %b: tensor<3x19x17xf32>) -> tensor<3x33x17xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x33x19xf32>, tensor<3x19x17xf32>) -> tensor<3x33x17xf32>
  return %0 : tensor<3x33x17xf32>
}

func.func @row_max(%x: tensor<37x1000xf32>) -> tensor<37xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<37x1000xf32>, tensor<f32>) -> tensor<37xf32>
  return %0 : tensor<37xf32>
}

func.func @row_sum_odd(%x: tensor<5x77xf32>) -> tensor<5xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<5x77xf32>, tensor<f32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @row_sum_exp_scale(%x: tensor<6x132xf32>) -> tensor<6xf32> {
  %e = stablehlo.exponential %x : tensor<6x132xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%e init: %init) applies stablehlo.add across dimensions = [1] : (tensor<6x132xf32>, tensor<f32>) -> tensor<6xf32>
  %half = stablehlo.constant dense<0.5> : tensor<6xf32>
  %1 = stablehlo.multiply %0, %half : tensor<6xf32>
  return %1 : tensor<6xf32>
}

func.func @sum_all(%x: tensor<3000xf32>) -> tensor<f32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<3000xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @row_sum_i32(%x: tensor<9x64xi32>) -> tensor<9xi32> {
  %init = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<9x64xi32>, tensor<i32>) -> tensor<9xi32>
  return %0 : tensor<9xi32>
}

func.func @sum_trailing2(%x: tensor<3x5x12xf32>) -> tensor<3xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1, 2] : (tensor<3x5x12xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @ew_sub_exp(%x: tensor<37x1000xf32>, %m: tensor<37xf32>) -> tensor<37x1000xf32> {
  %0 = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<37xf32>) -> tensor<37x1000xf32>
  %1 = stablehlo.subtract %x, %0 : tensor<37x1000xf32>
  %2 = stablehlo.exponential %1 : tensor<37x1000xf32>
  return %2 : tensor<37x1000xf32>
}

func.func @ew_scale_shift(%x: tensor<40x64xf32>, %b: tensor<64xf32>) -> tensor<40x64xf32> {
  %0 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xf32>) -> tensor<40x64xf32>
  %1 = stablehlo.multiply %x, %0 : tensor<40x64xf32>
  %one = stablehlo.constant dense<1.0> : tensor<40x64xf32>
  %2 = stablehlo.add %1, %one : tensor<40x64xf32>
  return %2 : tensor<40x64xf32>
}

func.func @ew_transpose_add(%x: tensor<32x48xf32>, %y: tensor<48x32xf32>) -> tensor<32x48xf32> {
  %0 = stablehlo.transpose %y, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
  %1 = stablehlo.add %x, %0 : tensor<32x48xf32>
  return %1 : tensor<32x48xf32>
}

func.func @ew_i32(%x: tensor<2048xi32>, %y: tensor<2048xi32>) -> tensor<2048xi32> {
  %0 = stablehlo.multiply %x, %y : tensor<2048xi32>
  %1 = stablehlo.add %0, %x : tensor<2048xi32>
  return %1 : tensor<2048xi32>
}

func.func @matmul_at(%a: tensor<37x67xf32>, %b: tensor<37x45xf32>) -> tensor<67x45xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<37x67xf32>, tensor<37x45xf32>) -> tensor<67x45xf32>
  return %0 : tensor<67x45xf32>
}

func.func @matmul_bt(%a: tensor<33x36xf32>, %b: tensor<44x36xf32>) -> tensor<33x44xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1] : (tensor<33x36xf32>, tensor<44x36xf32>) -> tensor<33x44xf32>
  return %0 : tensor<33x44xf32>
}

func.func @matmul_at_bt_relu(%a: tensor<21x130xf32>, %b: tensor<36x21xf32>, %bias: tensor<36xf32>) -> tensor<130x36xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [1] : (tensor<21x130xf32>, tensor<36x21xf32>) -> tensor<130x36xf32>
  %1 = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<36xf32>) -> tensor<130x36xf32>
  %2 = stablehlo.add %0, %1 : tensor<130x36xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<130x36xf32>
  %3 = stablehlo.maximum %2, %zero : tensor<130x36xf32>
  return %3 : tensor<130x36xf32>
}

func.func @matmul_weight_grad_t(%x: tensor<64x128xf32>, %dy: tensor<64x40xf32>) -> tensor<40x128xf32> {
  %0 = stablehlo.dot_general %x, %dy, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x40xf32>) -> tensor<128x40xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<128x40xf32>) -> tensor<40x128xf32>
  return %1 : tensor<40x128xf32>
}

func.func @batch_matmul_bt(%q: tensor<3x17x20xf32>, %k: tensor<3x29x20xf32>) -> tensor<3x17x29xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<3x17x20xf32>, tensor<3x29x20xf32>) -> tensor<3x17x29xf32>
  return %0 : tensor<3x17x29xf32>
}
