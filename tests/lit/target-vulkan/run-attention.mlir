// Attention as one dispatch (strata/sdk/SoftmaxAttention.h; the pipeline
// Inputs/fuse-attention.json turns it on): dispatch formation puts softmax(scale * Q K^T + mask) V into one region; on Vulkan
// strata-vulkan-cooperative-kernels kind "attention" runs it as one kernel
// (online softmax over blocks of keys, lib/Attention.cpp); llvm-cpu
// distributes the softmax's rows. The forms are JAX's: [b, s, h, d] and
// [b, h, s, d] layouts, a causal iota mask and an additive bias, P the left
// or V the left operand of the second dot_general, sequences that are not
// multiples of the key and query blocks, values of another width than the
// queries, and bf16 attention as JAX writes it (scores, max, exp and
// division in bf16, the sum in f32; compared at 3e-2). Expected values:
// Inputs/attention.py (double precision). Every case on llvm-cpu, vmvx and,
// with validation, on Vulkan.
// DEFINE: %{cases} = attn_causal_2x37x3x16 attn_bias_1x2x5x70
// DEFINE: %{narrow} = attn_bf16_2x40x2x16
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/attention.py %t
// RUN: strata-compile %s --pipeline=%S/Inputs/fuse-attention.json --compile-to=dispatch | FileCheck %s --check-prefix=DISPATCH
// RUN: strata-compile %s --pipeline=%S/Inputs/fuse-attention.json --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-5 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: for c in %{narrow}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=3e-2 --atol=2e-2 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s --check-prefix=NARROW
// RUN: strata-compile %s --pipeline=%S/Inputs/fuse-attention.json --targets=%S/../../e2e/targets/vmvx.json -o %t/vmvx.smod
// RUN: for c in %{cases}; do strata-run --module=%t/vmvx.smod --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-5 > %t/$c.vmvx.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vmvx.log; }; done | FileCheck %s
// RUN: strata-compile %s --pipeline=%S/Inputs/fuse-attention.json --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod
// RUN: strata-dump %t/vk.smod | FileCheck %s --check-prefix=KERNEL
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-5 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}
// RUN: %if vulkan %{ for c in %{narrow}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=3e-2 --atol=2e-2 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s --check-prefix=NARROW %}

// CHECK: PASS attn_causal_2x37x3x16
// CHECK-NEXT: PASS attn_bias_1x2x5x70
// NARROW: PASS attn_bf16_2x40x2x16

// One dispatch per case: both contractions, both reductions.
// DISPATCH-LABEL: flow.executable @attn_causal_2x37x3x16_dispatch_0
// DISPATCH: linalg.reduce { arith.maximumf }
// DISPATCH: linalg.reduce { arith.addf }
// DISPATCH: return
// DISPATCH-NOT: flow.executable @attn_causal_2x37x3x16_dispatch_1
// DISPATCH-LABEL: flow.executable @attn_bias_1x2x5x70_dispatch_0
// DISPATCH: linalg.reduce { arith.maximumf }
// DISPATCH: linalg.reduce { arith.addf }
// DISPATCH-NOT: flow.executable @attn_bias_1x2x5x70_dispatch_1
// DISPATCH-LABEL: flow.executable @attn_bf16_2x40x2x16_dispatch_

// KERNEL: kernel: attention 6x37x37x16x16 (batch x queries x keys x depth x width)
// KERNEL: kernel: attention 2x5x70x16x20 (batch x queries x keys x depth x width)
// KERNEL: kernel: attention 4x40x40x16x16 (batch x queries x keys x depth x width)

func.func @attn_causal_2x37x3x16(%q: tensor<2x37x3x16xf32>, %k: tensor<2x37x3x16xf32>, %v: tensor<2x37x3x16xf32>) -> tensor<2x37x3x16xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x37x3x16xf32>, tensor<2x37x3x16xf32>) -> tensor<2x3x37x37xf32>
  %c = stablehlo.constant dense<4.0> : tensor<2x3x37x37xf32>
  %sc = stablehlo.divide %s, %c : tensor<2x3x37x37xf32>
  %qi = stablehlo.iota dim = 0 : tensor<37x37xi32>
  %ki = stablehlo.iota dim = 1 : tensor<37x37xi32>
  %ge = stablehlo.compare GE, %qi, %ki, SIGNED : (tensor<37x37xi32>, tensor<37x37xi32>) -> tensor<37x37xi1>
  %geb = stablehlo.broadcast_in_dim %ge, dims = [2, 3] : (tensor<37x37xi1>) -> tensor<2x3x37x37xi1>
  %neg = stablehlo.constant dense<-1.0e9> : tensor<2x3x37x37xf32>
  %t = stablehlo.select %geb, %sc, %neg : tensor<2x3x37x37xi1>, tensor<2x3x37x37xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<2x3x37x37xf32>, tensor<f32>) -> tensor<2x3x37xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<2x3x37xf32>) -> tensor<2x3x37x37xf32>
  %x = stablehlo.subtract %t, %mb : tensor<2x3x37x37xf32>
  %e = stablehlo.exponential %x : tensor<2x3x37x37xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<2x3x37x37xf32>, tensor<f32>) -> tensor<2x3x37xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<2x3x37xf32>) -> tensor<2x3x37x37xf32>
  %p = stablehlo.divide %e, %lb : tensor<2x3x37x37xf32>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x3x37x37xf32>, tensor<2x37x3x16xf32>) -> tensor<2x3x37x16xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<2x3x37x16xf32>) -> tensor<2x37x3x16xf32>
  return %r : tensor<2x37x3x16xf32>
}

func.func @attn_bias_1x2x5x70(%q: tensor<1x2x5x16xf32>, %k: tensor<1x2x70x16xf32>, %v: tensor<1x2x70x20xf32>, %bias: tensor<1x2x5x70xf32>) -> tensor<1x2x20x5xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x5x16xf32>, tensor<1x2x70x16xf32>) -> tensor<1x2x5x70xf32>
  %c = stablehlo.constant dense<0.25> : tensor<1x2x5x70xf32>
  %sc = stablehlo.multiply %s, %c : tensor<1x2x5x70xf32>
  %t = stablehlo.add %sc, %bias : tensor<1x2x5x70xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x5x70xf32>, tensor<f32>) -> tensor<1x2x5xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x2x5xf32>) -> tensor<1x2x5x70xf32>
  %x = stablehlo.subtract %t, %mb : tensor<1x2x5x70xf32>
  %e = stablehlo.exponential %x : tensor<1x2x5x70xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x5x70xf32>, tensor<f32>) -> tensor<1x2x5xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x2x5xf32>) -> tensor<1x2x5x70xf32>
  %p = stablehlo.divide %e, %lb : tensor<1x2x5x70xf32>
  %o = stablehlo.dot_general %v, %p, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [3] : (tensor<1x2x70x20xf32>, tensor<1x2x5x70xf32>) -> tensor<1x2x20x5xf32>
  return %o : tensor<1x2x20x5xf32>
}

func.func @attn_bf16_2x40x2x16(%qf: tensor<2x40x2x16xf32>, %kf: tensor<2x40x2x16xf32>, %vf: tensor<2x40x2x16xf32>) -> tensor<2x40x2x16xf32> {
  %q = stablehlo.convert %qf : (tensor<2x40x2x16xf32>) -> tensor<2x40x2x16xbf16>
  %k = stablehlo.convert %kf : (tensor<2x40x2x16xf32>) -> tensor<2x40x2x16xbf16>
  %v = stablehlo.convert %vf : (tensor<2x40x2x16xf32>) -> tensor<2x40x2x16xbf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x40x2x16xbf16>, tensor<2x40x2x16xbf16>) -> tensor<2x2x40x40xbf16>
  %c = stablehlo.constant dense<4.0> : tensor<2x2x40x40xbf16>
  %sc = stablehlo.divide %s, %c : tensor<2x2x40x40xbf16>
  %qi = stablehlo.iota dim = 0 : tensor<40x40xi32>
  %ki = stablehlo.iota dim = 1 : tensor<40x40xi32>
  %ge = stablehlo.compare GE, %qi, %ki, SIGNED : (tensor<40x40xi32>, tensor<40x40xi32>) -> tensor<40x40xi1>
  %geb = stablehlo.broadcast_in_dim %ge, dims = [2, 3] : (tensor<40x40xi1>) -> tensor<2x2x40x40xi1>
  %neg = stablehlo.constant dense<-9.982440e+08> : tensor<2x2x40x40xbf16>
  %t = stablehlo.select %geb, %sc, %neg : tensor<2x2x40x40xi1>, tensor<2x2x40x40xbf16>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x40x40xbf16>, tensor<bf16>) -> tensor<2x2x40xbf16>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<2x2x40xbf16>) -> tensor<2x2x40x40xbf16>
  %x = stablehlo.subtract %t, %mb : tensor<2x2x40x40xbf16>
  %e = stablehlo.exponential %x : tensor<2x2x40x40xbf16>
  %ef = stablehlo.convert %e : (tensor<2x2x40x40xbf16>) -> tensor<2x2x40x40xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%ef init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<2x2x40x40xf32>, tensor<f32>) -> tensor<2x2x40xf32>
  %lh = stablehlo.convert %l : (tensor<2x2x40xf32>) -> tensor<2x2x40xbf16>
  %lb = stablehlo.broadcast_in_dim %lh, dims = [0, 1, 2] : (tensor<2x2x40xbf16>) -> tensor<2x2x40x40xbf16>
  %p = stablehlo.divide %e, %lb : tensor<2x2x40x40xbf16>
  %o = stablehlo.dot_general %v, %p, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3] : (tensor<2x40x2x16xbf16>, tensor<2x2x40x40xbf16>) -> tensor<2x2x16x40xbf16>
  %r = stablehlo.transpose %o, dims = [0, 3, 1, 2] : (tensor<2x2x16x40xbf16>) -> tensor<2x40x2x16xbf16>
  %rf = stablehlo.convert %r : (tensor<2x40x2x16xbf16>) -> tensor<2x40x2x16xf32>
  return %rf : tensor<2x40x2x16xf32>
}
