// Every contraction through the one matmul kernel (strata-vulkan-cooperative-
// kernels classifies the loops of any `out + X * Y` body into batch, m, n and
// k, see lib/Contraction.h): attention scores with the heads between
// sequence and features and a causal mask after, P V with the softmax's
// division fused into P and the result transposed back, LayerNorm fused
// into the operand of a projection of rank-3 activations (bias + tanh after),
// two contracting dims, a batch dim in the middle with a transposed result,
// bf16 operands with f32 accumulation, n = 3, two batch dims, two n dims with
// an innermost 3, a vector times a matrix, row dot products, i8 operands summed
// in i32 and i32 sums that wrap. Expected
// values: Inputs/contractions.py (double precision in Python). Each case runs
// on llvm-cpu and on Vulkan (validation on) with the chosen tiles, the
// largest and a small forced tile.
// DEFINE: %{cases} = heads_qk heads_pv ln_matmul_3d two_contracting batch_middle_transposed bf16_operands narrow_n two_batch split_n vecmat row_dots i8_operands i32_wrapping
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/contractions.py %t
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
// (cooperative-contractions.mlir checks which kernel each form gets.)

// CHECK: PASS heads_qk
// CHECK-NEXT: PASS heads_pv
// CHECK-NEXT: PASS ln_matmul_3d
// CHECK-NEXT: PASS two_contracting
// CHECK-NEXT: PASS batch_middle_transposed
// CHECK-NEXT: PASS bf16_operands
// CHECK-NEXT: PASS narrow_n
// CHECK-NEXT: PASS two_batch
// CHECK-NEXT: PASS split_n
// CHECK-NEXT: PASS vecmat
// CHECK-NEXT: PASS row_dots
// CHECK-NEXT: PASS i8_operands
// CHECK-NEXT: PASS i32_wrapping

func.func @heads_qk(%q: tensor<2x33x3x20xf32>, %k: tensor<2x29x3x20xf32>) -> tensor<2x3x33x29xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x33x3x20xf32>, tensor<2x29x3x20xf32>) -> tensor<2x3x33x29xf32>
  %c = stablehlo.constant dense<2.500000e-01> : tensor<2x3x33x29xf32>
  %scaled = stablehlo.multiply %s, %c : tensor<2x3x33x29xf32>
  %qi = stablehlo.iota dim = 2 : tensor<2x3x33x29xi32>
  %ki = stablehlo.iota dim = 3 : tensor<2x3x33x29xi32>
  %keep = stablehlo.compare GE, %qi, %ki : (tensor<2x3x33x29xi32>, tensor<2x3x33x29xi32>) -> tensor<2x3x33x29xi1>
  %neg = stablehlo.constant dense<-1.000000e+09> : tensor<2x3x33x29xf32>
  %r = stablehlo.select %keep, %scaled, %neg : tensor<2x3x33x29xi1>, tensor<2x3x33x29xf32>
  return %r : tensor<2x3x33x29xf32>
}

func.func @heads_pv(%p: tensor<2x3x17x36xf32>, %total: tensor<2x3x17xf32>, %v: tensor<2x36x3x12xf32>) -> tensor<2x17x3x12xf32> {
  %t = stablehlo.broadcast_in_dim %total, dims = [0, 1, 2] : (tensor<2x3x17xf32>) -> tensor<2x3x17x36xf32>
  %pn = stablehlo.divide %p, %t : tensor<2x3x17x36xf32>
  %o = stablehlo.dot_general %pn, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x3x17x36xf32>, tensor<2x36x3x12xf32>) -> tensor<2x3x17x12xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<2x3x17x12xf32>) -> tensor<2x17x3x12xf32>
  return %r : tensor<2x17x3x12xf32>
}

func.func @ln_matmul_3d(%x: tensor<3x21x36xf32>, %mean: tensor<3x21xf32>, %var: tensor<3x21xf32>, %g: tensor<36xf32>, %beta: tensor<36xf32>, %w: tensor<36x44xf32>, %bias: tensor<44xf32>) -> tensor<3x21x44xf32> {
  %m = stablehlo.broadcast_in_dim %mean, dims = [0, 1] : (tensor<3x21xf32>) -> tensor<3x21x36xf32>
  %eps = stablehlo.constant dense<9.99999974E-6> : tensor<3x21xf32>
  %ve = stablehlo.add %var, %eps : tensor<3x21xf32>
  %rs = stablehlo.rsqrt %ve : tensor<3x21xf32>
  %r = stablehlo.broadcast_in_dim %rs, dims = [0, 1] : (tensor<3x21xf32>) -> tensor<3x21x36xf32>
  %gb = stablehlo.broadcast_in_dim %g, dims = [2] : (tensor<36xf32>) -> tensor<3x21x36xf32>
  %bb = stablehlo.broadcast_in_dim %beta, dims = [2] : (tensor<36xf32>) -> tensor<3x21x36xf32>
  %c = stablehlo.subtract %x, %m : tensor<3x21x36xf32>
  %n = stablehlo.multiply %c, %r : tensor<3x21x36xf32>
  %s = stablehlo.multiply %n, %gb : tensor<3x21x36xf32>
  %xn = stablehlo.add %s, %bb : tensor<3x21x36xf32>
  %y = stablehlo.dot_general %xn, %w, contracting_dims = [2] x [0] : (tensor<3x21x36xf32>, tensor<36x44xf32>) -> tensor<3x21x44xf32>
  %biasb = stablehlo.broadcast_in_dim %bias, dims = [2] : (tensor<44xf32>) -> tensor<3x21x44xf32>
  %yb = stablehlo.add %y, %biasb : tensor<3x21x44xf32>
  %t = stablehlo.tanh %yb : tensor<3x21x44xf32>
  return %t : tensor<3x21x44xf32>
}

func.func @two_contracting(%a: tensor<19x5x7xf32>, %b: tensor<5x7x23xf32>) -> tensor<19x23xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1, 2] x [0, 1] : (tensor<19x5x7xf32>, tensor<5x7x23xf32>) -> tensor<19x23xf32>
  return %0 : tensor<19x23xf32>
}

func.func @batch_middle_transposed(%a: tensor<24x5x10xf32>, %b: tensor<5x12x24xf32>) -> tensor<12x5x10xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [1] x [0], contracting_dims = [0] x [2] : (tensor<24x5x10xf32>, tensor<5x12x24xf32>) -> tensor<5x10x12xf32>
  %1 = stablehlo.transpose %0, dims = [2, 0, 1] : (tensor<5x10x12xf32>) -> tensor<12x5x10xf32>
  return %1 : tensor<12x5x10xf32>
}

func.func @bf16_operands(%a: tensor<40x36xf32>, %b: tensor<36x52xf32>) -> tensor<40x52xf32> {
  %ab = stablehlo.convert %a : (tensor<40x36xf32>) -> tensor<40x36xbf16>
  %bb = stablehlo.convert %b : (tensor<36x52xf32>) -> tensor<36x52xbf16>
  %0 = stablehlo.dot_general %ab, %bb, contracting_dims = [1] x [0] : (tensor<40x36xbf16>, tensor<36x52xbf16>) -> tensor<40x52xf32>
  return %0 : tensor<40x52xf32>
}

func.func @narrow_n(%a: tensor<70x50xf32>, %b: tensor<50x3xf32>) -> tensor<70x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<70x50xf32>, tensor<50x3xf32>) -> tensor<70x3xf32>
  return %0 : tensor<70x3xf32>
}

func.func @two_batch(%a: tensor<2x3x9x8xf32>, %b: tensor<2x3x8x10xf32>) -> tensor<2x3x9x10xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x3x9x8xf32>, tensor<2x3x8x10xf32>) -> tensor<2x3x9x10xf32>
  return %0 : tensor<2x3x9x10xf32>
}

func.func @split_n(%a: tensor<12x16xf32>, %b: tensor<16x5x3xf32>) -> tensor<12x5x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<12x16xf32>, tensor<16x5x3xf32>) -> tensor<12x5x3xf32>
  return %0 : tensor<12x5x3xf32>
}

func.func @vecmat(%x: tensor<300xf32>, %w: tensor<300x70xf32>) -> tensor<70xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [0] x [0] : (tensor<300xf32>, tensor<300x70xf32>) -> tensor<70xf32>
  return %0 : tensor<70xf32>
}

func.func @row_dots(%a: tensor<37x64xf32>, %b: tensor<37x64xf32>) -> tensor<37xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<37x64xf32>, tensor<37x64xf32>) -> tensor<37xf32>
  return %0 : tensor<37xf32>
}

func.func @i8_operands(%a: tensor<45x70xi32>, %b: tensor<70x33xi32>) -> tensor<45x33xi32> {
  %a8 = stablehlo.convert %a : (tensor<45x70xi32>) -> tensor<45x70xi8>
  %b8 = stablehlo.convert %b : (tensor<70x33xi32>) -> tensor<70x33xi8>
  %0 = stablehlo.dot_general %a8, %b8, contracting_dims = [1] x [0] : (tensor<45x70xi8>, tensor<70x33xi8>) -> tensor<45x33xi32>
  return %0 : tensor<45x33xi32>
}

func.func @i32_wrapping(%a: tensor<20x36xi32>, %b: tensor<36x28xi32>) -> tensor<20x28xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<20x36xi32>, tensor<36x28xi32>) -> tensor<20x28xi32>
  return %0 : tensor<20x28xi32>
}
