// Attention of 16-bit operands on cooperative matrices (lib/
// CooperativeAttention.cpp): with the pipeline of Inputs/fuse-attention.json
// and a target that offers 16x16x16 matrices of the operands' type, the
// attention dispatch's S = Q K^T and P V run on tensor cores, 16 queries per
// subgroup, the softmax online in f32 between them. The forms JAX writes:
// f16 and bf16; scores of the operands' type or f32; the softmax in f32 or
// in the 16-bit type; a causal iota mask, an additive bias or none; Q scaled
// before the product; [b, s, h, d] and [b, h, s, d]; depth 24, 32, 64 and
// 128, width 40 (no whole fragments); sequences that are not multiples of
// the blocks; V the left operand. Key blocks past a workgroup's last
// query + offset are skipped where an iota mask shows them masked (offsets
// 0, +1 and -40, the last with rows masked whole; a causal mask and-ed with
// a padding one; bf16 scores masked in bf16, a select of i16 words once
// emulated; unsigned iotas); an anti-causal mask, and q - 8 in ui32 (which
// wraps for the first queries), skip none. Expected values: Inputs/
// cooperative_attention.py (double precision from the rounded inputs).
// Every case runs on llvm-cpu and lavapipe (the FMA kernel); the
// cooperative-matrix module runs where the device offers cooperative
// matrices (bench/gpu/coop_check.sh: NVIDIA).
// DEFINE: %{cases} = f16_causal_1x100x2x64 bf16_causal_1x70x2x128 f16_qscaled_2x48x2x32 bf16_bias_1x2x20x77 f16_window_1x150x1x64 bf16_causal_next_1x200x2x64 f16_anticausal_1x100x1x32 f16_causal_pad_1x130x1x64 bf16_causal_scores_1x96x2x64 f16_causal_unsigned_1x80x1x32 f16_wrap_unsigned_1x80x1x32 bf16_causal_posinf_1x100x1x32
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/cooperative_attention.py %t
// RUN: strata-compile %s --pipeline=%S/Inputs/fuse-attention.json --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=3e-2 --atol=2e-2 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: strata-compile %s --pipeline=%S/Inputs/fuse-attention.json --targets=%S/../../e2e/targets/vulkan-cooperative-matrix.json -o %t/coop.smod
// RUN: strata-dump %t/coop.smod | FileCheck %s --check-prefix=COOP
// The default pipeline fuses these 16-bit chains for the cooperative
// target (and for llvm-cpu), not for the portable one.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan-cooperative-matrix.json -o %t/default-coop.smod
// RUN: strata-dump %t/default-coop.smod | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/default-vk.smod
// RUN: strata-dump %t/default-vk.smod | FileCheck %s --check-prefix=SPLIT
// DEFAULT-COUNT-12: kernel: attention {{.*}} cooperative matrices
// SPLIT-NOT: kernel: attention
// RUN: strata-compile %s --pipeline=%S/Inputs/fuse-attention.json --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod
// RUN: strata-dump %t/vk.smod | FileCheck %s --check-prefix=FMA
// RUN: %if vulkan %{ for c in %{cases}; do env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=3e-2 --atol=2e-2 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}

// CHECK: PASS f16_causal_1x100x2x64
// CHECK-NEXT: PASS bf16_causal_1x70x2x128
// CHECK-NEXT: PASS f16_qscaled_2x48x2x32
// CHECK-NEXT: PASS bf16_bias_1x2x20x77
// CHECK-NEXT: PASS f16_window_1x150x1x64
// CHECK-NEXT: PASS bf16_causal_next_1x200x2x64
// CHECK-NEXT: PASS f16_anticausal_1x100x1x32
// CHECK-NEXT: PASS f16_causal_pad_1x130x1x64
// CHECK-NEXT: PASS bf16_causal_scores_1x96x2x64
// CHECK-NEXT: PASS f16_causal_unsigned_1x80x1x32
// CHECK-NEXT: PASS f16_wrap_unsigned_1x80x1x32
// CHECK-NEXT: PASS bf16_causal_posinf_1x100x1x32

// COOP: kernel: attention 2x100x100x64x64 (batch x queries x keys x depth x width), online softmax over blocks of 64 keys, 64 queries per workgroup of 4 subgroups, f16 cooperative matrices {{.*}} f32 accumulation, key blocks past the last query skipped (causal mask)
// COOP: kernel: attention 2x70x70x128x128 {{.*}} blocks of 32 keys, 32 queries per workgroup of 2 subgroups, bf16 cooperative matrices {{.*}}, key blocks past the last query skipped (causal mask)
// COOP: kernel: attention 4x48x48x32x32 {{.*}} blocks of 64 keys, 64 queries per workgroup of 4 subgroups, f16 cooperative matrices {{.*}} f32 accumulation;
// COOP: kernel: attention 2x20x77x24x40 {{.*}} blocks of 32 keys, 32 queries per workgroup of 2 subgroups, bf16 cooperative matrices {{.*}} f32 accumulation;
// COOP: kernel: attention 1x150x150x64x64 {{.*}} f16 cooperative matrices {{.*}}, key blocks past the last query - 40 skipped (causal mask)
// COOP: kernel: attention 2x200x200x64x64 {{.*}} bf16 cooperative matrices {{.*}}, key blocks past the last query + 1 skipped (causal mask)
// COOP: kernel: attention 1x100x100x32x32 {{.*}} f16 cooperative matrices {{.*}} f32 accumulation;
// COOP: kernel: attention 1x130x130x64x64 {{.*}} f16 cooperative matrices {{.*}}, key blocks past the last query skipped (causal mask)
// COOP: kernel: attention 2x96x96x64x64 {{.*}} bf16 cooperative matrices {{.*}}, key blocks past the last query skipped (causal mask)
// COOP: kernel: attention 1x80x80x32x32 {{.*}} f16 cooperative matrices {{.*}}, key blocks past the last query skipped (causal mask)
// COOP: kernel: attention 1x80x80x32x32 {{.*}} f16 cooperative matrices {{.*}} f32 accumulation;
// COOP: kernel: attention 1x100x100x32x32 {{.*}} bf16 cooperative matrices {{.*}}, key blocks past the last query skipped (causal mask)
// FMA: kernel: attention 2x100x100x64x64 {{.*}} f32 FMA, key blocks past the last query skipped (causal mask)
// FMA: kernel: attention 2x70x70x128x128 {{.*}} f32 FMA, key blocks past the last query skipped (causal mask)
// FMA: kernel: attention 4x48x48x32x32 {{.*}} f32 FMA;
// FMA: kernel: attention 2x20x77x24x40 {{.*}} f32 FMA;
// FMA: kernel: attention 1x150x150x64x64 {{.*}} f32 FMA, key blocks past the last query - 40 skipped (causal mask)
// FMA: kernel: attention 2x200x200x64x64 {{.*}} f32 FMA, key blocks past the last query + 1 skipped (causal mask)
// FMA: kernel: attention 1x100x100x32x32 {{.*}} f32 FMA;
// FMA: kernel: attention 1x130x130x64x64 {{.*}} f32 FMA, key blocks past the last query skipped (causal mask)
// FMA: kernel: attention 2x96x96x64x64 {{.*}} f32 FMA, key blocks past the last query skipped (causal mask)
// FMA: kernel: attention 1x80x80x32x32 {{.*}} f32 FMA, key blocks past the last query skipped (causal mask)
// FMA: kernel: attention 1x80x80x32x32 {{.*}} f32 FMA;
// FMA: kernel: attention 1x100x100x32x32 {{.*}} f32 FMA, key blocks past the last query skipped (causal mask)

// Scores in f16, scaled there, masked with f16's lowest; the softmax in
// f32 (as flax computes it); P back to f16 for the second product.
func.func @f16_causal_1x100x2x64(%qf: tensor<1x100x2x64xf32>, %kf: tensor<1x100x2x64xf32>, %vf: tensor<1x100x2x64xf32>) -> tensor<1x100x2x64xf32> {
  %q = stablehlo.convert %qf : (tensor<1x100x2x64xf32>) -> tensor<1x100x2x64xf16>
  %k = stablehlo.convert %kf : (tensor<1x100x2x64xf32>) -> tensor<1x100x2x64xf16>
  %v = stablehlo.convert %vf : (tensor<1x100x2x64xf32>) -> tensor<1x100x2x64xf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x100x2x64xf16>, tensor<1x100x2x64xf16>) -> tensor<1x2x100x100xf16>
  %c = stablehlo.constant dense<8.0> : tensor<1x2x100x100xf16>
  %sc = stablehlo.divide %s, %c : tensor<1x2x100x100xf16>
  %qi = stablehlo.iota dim = 0 : tensor<100x100xi32>
  %ki = stablehlo.iota dim = 1 : tensor<100x100xi32>
  %ge = stablehlo.compare GE, %qi, %ki, SIGNED : (tensor<100x100xi32>, tensor<100x100xi32>) -> tensor<100x100xi1>
  %geb = stablehlo.broadcast_in_dim %ge, dims = [2, 3] : (tensor<100x100xi1>) -> tensor<1x2x100x100xi1>
  %neg = stablehlo.constant dense<-65504.0> : tensor<1x2x100x100xf16>
  %t16 = stablehlo.select %geb, %sc, %neg : tensor<1x2x100x100xi1>, tensor<1x2x100x100xf16>
  %t = stablehlo.convert %t16 : (tensor<1x2x100x100xf16>) -> tensor<1x2x100x100xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x100x100xf32>, tensor<f32>) -> tensor<1x2x100xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x2x100xf32>) -> tensor<1x2x100x100xf32>
  %x = stablehlo.subtract %t, %mb : tensor<1x2x100x100xf32>
  %e = stablehlo.exponential %x : tensor<1x2x100x100xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x100x100xf32>, tensor<f32>) -> tensor<1x2x100xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x2x100xf32>) -> tensor<1x2x100x100xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x2x100x100xf32>
  %p = stablehlo.convert %p32 : (tensor<1x2x100x100xf32>) -> tensor<1x2x100x100xf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x2x100x100xf16>, tensor<1x100x2x64xf16>) -> tensor<1x2x100x64xf16>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x2x100x64xf16>) -> tensor<1x100x2x64xf16>
  %rf = stablehlo.convert %r : (tensor<1x100x2x64xf16>) -> tensor<1x100x2x64xf32>
  return %rf : tensor<1x100x2x64xf32>
}

// Scores accumulated to f32 (preferred_element_type), the softmax in f32,
// depth 128.
func.func @bf16_causal_1x70x2x128(%qf: tensor<1x70x2x128xf32>, %kf: tensor<1x70x2x128xf32>, %vf: tensor<1x70x2x128xf32>) -> tensor<1x70x2x128xf32> {
  %q = stablehlo.convert %qf : (tensor<1x70x2x128xf32>) -> tensor<1x70x2x128xbf16>
  %k = stablehlo.convert %kf : (tensor<1x70x2x128xf32>) -> tensor<1x70x2x128xbf16>
  %v = stablehlo.convert %vf : (tensor<1x70x2x128xf32>) -> tensor<1x70x2x128xbf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x70x2x128xbf16>, tensor<1x70x2x128xbf16>) -> tensor<1x2x70x70xf32>
  %c = stablehlo.constant dense<0.125> : tensor<1x2x70x70xf32>
  %sc = stablehlo.multiply %s, %c : tensor<1x2x70x70xf32>
  %qi = stablehlo.iota dim = 0 : tensor<70x70xi32>
  %ki = stablehlo.iota dim = 1 : tensor<70x70xi32>
  %ge = stablehlo.compare GE, %qi, %ki, SIGNED : (tensor<70x70xi32>, tensor<70x70xi32>) -> tensor<70x70xi1>
  %geb = stablehlo.broadcast_in_dim %ge, dims = [2, 3] : (tensor<70x70xi1>) -> tensor<1x2x70x70xi1>
  %neg = stablehlo.constant dense<-1.0e30> : tensor<1x2x70x70xf32>
  %t = stablehlo.select %geb, %sc, %neg : tensor<1x2x70x70xi1>, tensor<1x2x70x70xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x70x70xf32>, tensor<f32>) -> tensor<1x2x70xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x2x70xf32>) -> tensor<1x2x70x70xf32>
  %x = stablehlo.subtract %t, %mb : tensor<1x2x70x70xf32>
  %e = stablehlo.exponential %x : tensor<1x2x70x70xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x70x70xf32>, tensor<f32>) -> tensor<1x2x70xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x2x70xf32>) -> tensor<1x2x70x70xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x2x70x70xf32>
  %p = stablehlo.convert %p32 : (tensor<1x2x70x70xf32>) -> tensor<1x2x70x70xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x2x70x70xbf16>, tensor<1x70x2x128xbf16>) -> tensor<1x2x70x128xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x2x70x128xf32>) -> tensor<1x70x2x128xf32>
  return %r : tensor<1x70x2x128xf32>
}

// Q scaled in f16 before the product, no mask, the softmax in f16.
func.func @f16_qscaled_2x48x2x32(%qf: tensor<2x48x2x32xf32>, %kf: tensor<2x48x2x32xf32>, %vf: tensor<2x48x2x32xf32>) -> tensor<2x48x2x32xf32> {
  %q0 = stablehlo.convert %qf : (tensor<2x48x2x32xf32>) -> tensor<2x48x2x32xf16>
  %k = stablehlo.convert %kf : (tensor<2x48x2x32xf32>) -> tensor<2x48x2x32xf16>
  %v = stablehlo.convert %vf : (tensor<2x48x2x32xf32>) -> tensor<2x48x2x32xf16>
  %scale = stablehlo.constant dense<0.125> : tensor<2x48x2x32xf16>
  %q = stablehlo.multiply %q0, %scale : tensor<2x48x2x32xf16>
  %t = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x48x2x32xf16>, tensor<2x48x2x32xf16>) -> tensor<2x2x48x48xf16>
  %ninf = stablehlo.constant dense<0xFC00> : tensor<f16>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x48x48xf16>, tensor<f16>) -> tensor<2x2x48xf16>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<2x2x48xf16>) -> tensor<2x2x48x48xf16>
  %x = stablehlo.subtract %t, %mb : tensor<2x2x48x48xf16>
  %e = stablehlo.exponential %x : tensor<2x2x48x48xf16>
  %zero = stablehlo.constant dense<0.0> : tensor<f16>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<2x2x48x48xf16>, tensor<f16>) -> tensor<2x2x48xf16>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<2x2x48xf16>) -> tensor<2x2x48x48xf16>
  %p = stablehlo.divide %e, %lb : tensor<2x2x48x48xf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x2x48x48xf16>, tensor<2x48x2x32xf16>) -> tensor<2x2x48x32xf16>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<2x2x48x32xf16>) -> tensor<2x48x2x32xf16>
  %rf = stablehlo.convert %r : (tensor<2x48x2x32xf16>) -> tensor<2x48x2x32xf32>
  return %rf : tensor<2x48x2x32xf32>
}

// [b, h, s, d] in bf16 with a bf16 bias; V the left operand.
func.func @bf16_bias_1x2x20x77(%qf: tensor<1x2x20x24xf32>, %kf: tensor<1x2x77x24xf32>, %vf: tensor<1x2x77x40xf32>, %biasf: tensor<1x2x20x77xf32>) -> tensor<1x2x40x20xf32> {
  %q = stablehlo.convert %qf : (tensor<1x2x20x24xf32>) -> tensor<1x2x20x24xbf16>
  %k = stablehlo.convert %kf : (tensor<1x2x77x24xf32>) -> tensor<1x2x77x24xbf16>
  %v = stablehlo.convert %vf : (tensor<1x2x77x40xf32>) -> tensor<1x2x77x40xbf16>
  %bias = stablehlo.convert %biasf : (tensor<1x2x20x77xf32>) -> tensor<1x2x20x77xbf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<1x2x20x24xbf16>, tensor<1x2x77x24xbf16>) -> tensor<1x2x20x77xbf16>
  %c = stablehlo.constant dense<0.25> : tensor<1x2x20x77xbf16>
  %sc = stablehlo.multiply %s, %c : tensor<1x2x20x77xbf16>
  %t = stablehlo.add %sc, %bias : tensor<1x2x20x77xbf16>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x20x77xbf16>, tensor<bf16>) -> tensor<1x2x20xbf16>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x2x20xbf16>) -> tensor<1x2x20x77xbf16>
  %x = stablehlo.subtract %t, %mb : tensor<1x2x20x77xbf16>
  %e = stablehlo.exponential %x : tensor<1x2x20x77xbf16>
  %ef = stablehlo.convert %e : (tensor<1x2x20x77xbf16>) -> tensor<1x2x20x77xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%ef init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x20x77xf32>, tensor<f32>) -> tensor<1x2x20xf32>
  %lh = stablehlo.convert %l : (tensor<1x2x20xf32>) -> tensor<1x2x20xbf16>
  %lb = stablehlo.broadcast_in_dim %lh, dims = [0, 1, 2] : (tensor<1x2x20xbf16>) -> tensor<1x2x20x77xbf16>
  %p = stablehlo.divide %e, %lb : tensor<1x2x20x77xbf16>
  %o = stablehlo.dot_general %v, %p, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [3] : (tensor<1x2x77x40xbf16>, tensor<1x2x20x77xbf16>) -> tensor<1x2x40x20xbf16>
  %rf = stablehlo.convert %o : (tensor<1x2x40x20xbf16>) -> tensor<1x2x40x20xf32>
  return %rf : tensor<1x2x40x20xf32>
}

// A mask 40 keys behind the query (offset -40) with f16's lowest: the
// first 40 rows are masked whole (their softmax is uniform over every
// key), so the first workgroup must walk the skipped blocks too.
func.func @f16_window_1x150x1x64(%qf: tensor<1x150x1x64xf32>, %kf: tensor<1x150x1x64xf32>, %vf: tensor<1x150x1x64xf32>) -> tensor<1x150x1x64xf32> {
  %q = stablehlo.convert %qf : (tensor<1x150x1x64xf32>) -> tensor<1x150x1x64xf16>
  %k = stablehlo.convert %kf : (tensor<1x150x1x64xf32>) -> tensor<1x150x1x64xf16>
  %v = stablehlo.convert %vf : (tensor<1x150x1x64xf32>) -> tensor<1x150x1x64xf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x150x1x64xf16>, tensor<1x150x1x64xf16>) -> tensor<1x1x150x150xf16>
  %c = stablehlo.constant dense<0.125> : tensor<1x1x150x150xf16>
  %sc = stablehlo.multiply %s, %c : tensor<1x1x150x150xf16>
  %qi = stablehlo.iota dim = 0 : tensor<150x150xi32>
  %ki = stablehlo.iota dim = 1 : tensor<150x150xi32>
  %c40 = stablehlo.constant dense<40> : tensor<150x150xi32>
  %qs = stablehlo.subtract %qi, %c40 : tensor<150x150xi32>
  %mask = stablehlo.compare GE, %qs, %ki, SIGNED : (tensor<150x150xi32>, tensor<150x150xi32>) -> tensor<150x150xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<150x150xi1>) -> tensor<1x1x150x150xi1>
  %neg = stablehlo.constant dense<-65504.0> : tensor<1x1x150x150xf16>
  %ts = stablehlo.select %mb, %sc, %neg : tensor<1x1x150x150xi1>, tensor<1x1x150x150xf16>
  %t = stablehlo.convert %ts : (tensor<1x1x150x150xf16>) -> tensor<1x1x150x150xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x150x150xf32>, tensor<f32>) -> tensor<1x1x150xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x1x150xf32>) -> tensor<1x1x150x150xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x1x150x150xf32>
  %e = stablehlo.exponential %x : tensor<1x1x150x150xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x1x150x150xf32>, tensor<f32>) -> tensor<1x1x150xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x1x150xf32>) -> tensor<1x1x150x150xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x1x150x150xf32>
  %p = stablehlo.convert %p32 : (tensor<1x1x150x150xf32>) -> tensor<1x1x150x150xf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x1x150x150xf16>, tensor<1x150x1x64xf16>) -> tensor<1x1x150x64xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x1x150x64xf32>) -> tensor<1x150x1x64xf32>
  return %r : tensor<1x150x1x64xf32>
}

// Each query sees one key past itself (offset +1), masked with -inf in
// f32 scores: the skipped blocks need no check.
func.func @bf16_causal_next_1x200x2x64(%qf: tensor<1x200x2x64xf32>, %kf: tensor<1x200x2x64xf32>, %vf: tensor<1x200x2x64xf32>) -> tensor<1x200x2x64xf32> {
  %q = stablehlo.convert %qf : (tensor<1x200x2x64xf32>) -> tensor<1x200x2x64xbf16>
  %k = stablehlo.convert %kf : (tensor<1x200x2x64xf32>) -> tensor<1x200x2x64xbf16>
  %v = stablehlo.convert %vf : (tensor<1x200x2x64xf32>) -> tensor<1x200x2x64xbf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x200x2x64xbf16>, tensor<1x200x2x64xbf16>) -> tensor<1x2x200x200xf32>
  %c = stablehlo.constant dense<0.125> : tensor<1x2x200x200xf32>
  %sc = stablehlo.multiply %s, %c : tensor<1x2x200x200xf32>
  %qi = stablehlo.iota dim = 0 : tensor<200x200xi32>
  %ki = stablehlo.iota dim = 1 : tensor<200x200xi32>
  %c1 = stablehlo.constant dense<1> : tensor<200x200xi32>
  %q1 = stablehlo.add %qi, %c1 : tensor<200x200xi32>
  %mask = stablehlo.compare LE, %ki, %q1, SIGNED : (tensor<200x200xi32>, tensor<200x200xi32>) -> tensor<200x200xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<200x200xi1>) -> tensor<1x2x200x200xi1>
  %neg = stablehlo.constant dense<0xFF800000> : tensor<1x2x200x200xf32>
  %t = stablehlo.select %mb, %sc, %neg : tensor<1x2x200x200xi1>, tensor<1x2x200x200xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x200x200xf32>, tensor<f32>) -> tensor<1x2x200xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x2x200xf32>) -> tensor<1x2x200x200xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x2x200x200xf32>
  %e = stablehlo.exponential %x : tensor<1x2x200x200xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x200x200xf32>, tensor<f32>) -> tensor<1x2x200xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x2x200xf32>) -> tensor<1x2x200x200xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x2x200x200xf32>
  %p = stablehlo.convert %p32 : (tensor<1x2x200x200xf32>) -> tensor<1x2x200x200xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x2x200x200xbf16>, tensor<1x200x2x64xbf16>) -> tensor<1x2x200x64xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x2x200x64xf32>) -> tensor<1x200x2x64xf32>
  return %r : tensor<1x200x2x64xf32>
}

// Keys before the query masked: no key block is past every query, none
// is skipped.
func.func @f16_anticausal_1x100x1x32(%qf: tensor<1x100x1x32xf32>, %kf: tensor<1x100x1x32xf32>, %vf: tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xf32> {
  %q = stablehlo.convert %qf : (tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xf16>
  %k = stablehlo.convert %kf : (tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xf16>
  %v = stablehlo.convert %vf : (tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x100x1x32xf16>, tensor<1x100x1x32xf16>) -> tensor<1x1x100x100xf16>
  %c = stablehlo.constant dense<0.125> : tensor<1x1x100x100xf16>
  %sc = stablehlo.multiply %s, %c : tensor<1x1x100x100xf16>
  %qi = stablehlo.iota dim = 0 : tensor<100x100xi32>
  %ki = stablehlo.iota dim = 1 : tensor<100x100xi32>
  %mask = stablehlo.compare LE, %qi, %ki, SIGNED : (tensor<100x100xi32>, tensor<100x100xi32>) -> tensor<100x100xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<100x100xi1>) -> tensor<1x1x100x100xi1>
  %neg = stablehlo.constant dense<-65504.0> : tensor<1x1x100x100xf16>
  %ts = stablehlo.select %mb, %sc, %neg : tensor<1x1x100x100xi1>, tensor<1x1x100x100xf16>
  %t = stablehlo.convert %ts : (tensor<1x1x100x100xf16>) -> tensor<1x1x100x100xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x100x100xf32>, tensor<f32>) -> tensor<1x1x100xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x1x100xf32>) -> tensor<1x1x100x100xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x1x100x100xf32>
  %e = stablehlo.exponential %x : tensor<1x1x100x100xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x1x100x100xf32>, tensor<f32>) -> tensor<1x1x100xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x1x100xf32>) -> tensor<1x1x100x100xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x1x100x100xf32>
  %p = stablehlo.convert %p32 : (tensor<1x1x100x100xf32>) -> tensor<1x1x100x100xf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x1x100x100xf16>, tensor<1x100x1x32xf16>) -> tensor<1x1x100x32xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x1x100x32xf32>) -> tensor<1x100x1x32xf32>
  return %r : tensor<1x100x1x32xf32>
}

// Causal and padded (keys from 100 on masked): the causal conjunct bounds
// the blocks.
func.func @f16_causal_pad_1x130x1x64(%qf: tensor<1x130x1x64xf32>, %kf: tensor<1x130x1x64xf32>, %vf: tensor<1x130x1x64xf32>) -> tensor<1x130x1x64xf32> {
  %q = stablehlo.convert %qf : (tensor<1x130x1x64xf32>) -> tensor<1x130x1x64xf16>
  %k = stablehlo.convert %kf : (tensor<1x130x1x64xf32>) -> tensor<1x130x1x64xf16>
  %v = stablehlo.convert %vf : (tensor<1x130x1x64xf32>) -> tensor<1x130x1x64xf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x130x1x64xf16>, tensor<1x130x1x64xf16>) -> tensor<1x1x130x130xf16>
  %c = stablehlo.constant dense<0.125> : tensor<1x1x130x130xf16>
  %sc = stablehlo.multiply %s, %c : tensor<1x1x130x130xf16>
  %qi = stablehlo.iota dim = 0 : tensor<130x130xi32>
  %ki = stablehlo.iota dim = 1 : tensor<130x130xi32>
  %ge = stablehlo.compare GE, %qi, %ki, SIGNED : (tensor<130x130xi32>, tensor<130x130xi32>) -> tensor<130x130xi1>
  %c100 = stablehlo.constant dense<100> : tensor<130x130xi32>
  %valid = stablehlo.compare LT, %ki, %c100, SIGNED : (tensor<130x130xi32>, tensor<130x130xi32>) -> tensor<130x130xi1>
  %mask = stablehlo.and %ge, %valid : tensor<130x130xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<130x130xi1>) -> tensor<1x1x130x130xi1>
  %neg = stablehlo.constant dense<-65504.0> : tensor<1x1x130x130xf16>
  %ts = stablehlo.select %mb, %sc, %neg : tensor<1x1x130x130xi1>, tensor<1x1x130x130xf16>
  %t = stablehlo.convert %ts : (tensor<1x1x130x130xf16>) -> tensor<1x1x130x130xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x130x130xf32>, tensor<f32>) -> tensor<1x1x130xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x1x130xf32>) -> tensor<1x1x130x130xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x1x130x130xf32>
  %e = stablehlo.exponential %x : tensor<1x1x130x130xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x1x130x130xf32>, tensor<f32>) -> tensor<1x1x130xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x1x130xf32>) -> tensor<1x1x130x130xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x1x130x130xf32>
  %p = stablehlo.convert %p32 : (tensor<1x1x130x130xf32>) -> tensor<1x1x130x130xf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x1x130x130xf16>, tensor<1x130x1x64xf16>) -> tensor<1x1x130x64xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x1x130x64xf32>) -> tensor<1x130x1x64xf32>
  return %r : tensor<1x130x1x64xf32>
}

// Scores in bf16 masked with -1e9 in bf16 (JAX's GPT layer: the select
// runs on the bf16 words as i16).
func.func @bf16_causal_scores_1x96x2x64(%qf: tensor<1x96x2x64xf32>, %kf: tensor<1x96x2x64xf32>, %vf: tensor<1x96x2x64xf32>) -> tensor<1x96x2x64xf32> {
  %q = stablehlo.convert %qf : (tensor<1x96x2x64xf32>) -> tensor<1x96x2x64xbf16>
  %k = stablehlo.convert %kf : (tensor<1x96x2x64xf32>) -> tensor<1x96x2x64xbf16>
  %v = stablehlo.convert %vf : (tensor<1x96x2x64xf32>) -> tensor<1x96x2x64xbf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x96x2x64xbf16>, tensor<1x96x2x64xbf16>) -> tensor<1x2x96x96xbf16>
  %c = stablehlo.constant dense<0.125> : tensor<1x2x96x96xbf16>
  %sc = stablehlo.multiply %s, %c : tensor<1x2x96x96xbf16>
  %qi = stablehlo.iota dim = 0 : tensor<96x96xi32>
  %ki = stablehlo.iota dim = 1 : tensor<96x96xi32>
  %mask = stablehlo.compare GE, %qi, %ki, SIGNED : (tensor<96x96xi32>, tensor<96x96xi32>) -> tensor<96x96xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<96x96xi1>) -> tensor<1x2x96x96xi1>
  %neg = stablehlo.constant dense<-1.0e9> : tensor<1x2x96x96xbf16>
  %ts = stablehlo.select %mb, %sc, %neg : tensor<1x2x96x96xi1>, tensor<1x2x96x96xbf16>
  %t = stablehlo.convert %ts : (tensor<1x2x96x96xbf16>) -> tensor<1x2x96x96xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x96x96xf32>, tensor<f32>) -> tensor<1x2x96xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x2x96xf32>) -> tensor<1x2x96x96xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x2x96x96xf32>
  %e = stablehlo.exponential %x : tensor<1x2x96x96xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x2x96x96xf32>, tensor<f32>) -> tensor<1x2x96xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x2x96xf32>) -> tensor<1x2x96x96xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x2x96x96xf32>
  %p = stablehlo.convert %p32 : (tensor<1x2x96x96xf32>) -> tensor<1x2x96x96xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x2x96x96xbf16>, tensor<1x96x2x64xbf16>) -> tensor<1x2x96x64xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x2x96x64xf32>) -> tensor<1x96x2x64xf32>
  return %r : tensor<1x96x2x64xf32>
}

// Unsigned iotas compared unsigned: the same causal mask.
func.func @f16_causal_unsigned_1x80x1x32(%qf: tensor<1x80x1x32xf32>, %kf: tensor<1x80x1x32xf32>, %vf: tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf32> {
  %q = stablehlo.convert %qf : (tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf16>
  %k = stablehlo.convert %kf : (tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf16>
  %v = stablehlo.convert %vf : (tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x80x1x32xf16>, tensor<1x80x1x32xf16>) -> tensor<1x1x80x80xf16>
  %c = stablehlo.constant dense<0.125> : tensor<1x1x80x80xf16>
  %sc = stablehlo.multiply %s, %c : tensor<1x1x80x80xf16>
  %qi = stablehlo.iota dim = 0 : tensor<80x80xui32>
  %ki = stablehlo.iota dim = 1 : tensor<80x80xui32>
  %mask = stablehlo.compare GE, %qi, %ki, UNSIGNED : (tensor<80x80xui32>, tensor<80x80xui32>) -> tensor<80x80xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<80x80xi1>) -> tensor<1x1x80x80xi1>
  %neg = stablehlo.constant dense<-65504.0> : tensor<1x1x80x80xf16>
  %ts = stablehlo.select %mb, %sc, %neg : tensor<1x1x80x80xi1>, tensor<1x1x80x80xf16>
  %t = stablehlo.convert %ts : (tensor<1x1x80x80xf16>) -> tensor<1x1x80x80xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x80x80xf32>, tensor<f32>) -> tensor<1x1x80xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x1x80xf32>) -> tensor<1x1x80x80xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x1x80x80xf32>
  %e = stablehlo.exponential %x : tensor<1x1x80x80xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x1x80x80xf32>, tensor<f32>) -> tensor<1x1x80xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x1x80xf32>) -> tensor<1x1x80x80xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x1x80x80xf32>
  %p = stablehlo.convert %p32 : (tensor<1x1x80x80xf32>) -> tensor<1x1x80x80xf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x1x80x80xf16>, tensor<1x80x1x32xf16>) -> tensor<1x1x80x32xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x1x80x32xf32>) -> tensor<1x80x1x32xf32>
  return %r : tensor<1x80x1x32xf32>
}

// q - 8 in ui32 wraps for the first 8 queries, which then see every key:
// no block may be skipped (a zero-extended form that may be negative is
// not analyzed).
func.func @f16_wrap_unsigned_1x80x1x32(%qf: tensor<1x80x1x32xf32>, %kf: tensor<1x80x1x32xf32>, %vf: tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf32> {
  %q = stablehlo.convert %qf : (tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf16>
  %k = stablehlo.convert %kf : (tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf16>
  %v = stablehlo.convert %vf : (tensor<1x80x1x32xf32>) -> tensor<1x80x1x32xf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x80x1x32xf16>, tensor<1x80x1x32xf16>) -> tensor<1x1x80x80xf16>
  %c = stablehlo.constant dense<0.125> : tensor<1x1x80x80xf16>
  %sc = stablehlo.multiply %s, %c : tensor<1x1x80x80xf16>
  %qi = stablehlo.iota dim = 0 : tensor<80x80xui32>
  %ki = stablehlo.iota dim = 1 : tensor<80x80xui32>
  %c8 = stablehlo.constant dense<8> : tensor<80x80xui32>
  %qs = stablehlo.subtract %qi, %c8 : tensor<80x80xui32>
  %mask = stablehlo.compare GE, %qs, %ki, UNSIGNED : (tensor<80x80xui32>, tensor<80x80xui32>) -> tensor<80x80xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<80x80xi1>) -> tensor<1x1x80x80xi1>
  %neg = stablehlo.constant dense<-65504.0> : tensor<1x1x80x80xf16>
  %ts = stablehlo.select %mb, %sc, %neg : tensor<1x1x80x80xi1>, tensor<1x1x80x80xf16>
  %t = stablehlo.convert %ts : (tensor<1x1x80x80xf16>) -> tensor<1x1x80x80xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x80x80xf32>, tensor<f32>) -> tensor<1x1x80xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x1x80xf32>) -> tensor<1x1x80x80xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x1x80x80xf32>
  %e = stablehlo.exponential %x : tensor<1x1x80x80xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x1x80x80xf32>, tensor<f32>) -> tensor<1x1x80xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x1x80xf32>) -> tensor<1x1x80x80xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x1x80x80xf32>
  %p = stablehlo.convert %p32 : (tensor<1x1x80x80xf32>) -> tensor<1x1x80x80xf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x1x80x80xf16>, tensor<1x80x1x32xf16>) -> tensor<1x1x80x32xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x1x80x32xf32>) -> tensor<1x80x1x32xf32>
  return %r : tensor<1x80x1x32xf32>
}

// Masked with +inf: every row with a masked key is NaN (inf - inf), the
// last query's row is a plain softmax; no block may be skipped unchecked
// (only -inf contributes nothing).
func.func @bf16_causal_posinf_1x100x1x32(%qf: tensor<1x100x1x32xf32>, %kf: tensor<1x100x1x32xf32>, %vf: tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xf32> {
  %q = stablehlo.convert %qf : (tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xbf16>
  %k = stablehlo.convert %kf : (tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xbf16>
  %v = stablehlo.convert %vf : (tensor<1x100x1x32xf32>) -> tensor<1x100x1x32xbf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<1x100x1x32xbf16>, tensor<1x100x1x32xbf16>) -> tensor<1x1x100x100xf32>
  %c = stablehlo.constant dense<0.125> : tensor<1x1x100x100xf32>
  %sc = stablehlo.multiply %s, %c : tensor<1x1x100x100xf32>
  %qi = stablehlo.iota dim = 0 : tensor<100x100xi32>
  %ki = stablehlo.iota dim = 1 : tensor<100x100xi32>
  %mask = stablehlo.compare LE, %ki, %qi, SIGNED : (tensor<100x100xi32>, tensor<100x100xi32>) -> tensor<100x100xi1>
  %mb = stablehlo.broadcast_in_dim %mask, dims = [2, 3] : (tensor<100x100xi1>) -> tensor<1x1x100x100xi1>
  %neg = stablehlo.constant dense<0x7F800000> : tensor<1x1x100x100xf32>
  %t = stablehlo.select %mb, %sc, %neg : tensor<1x1x100x100xi1>, tensor<1x1x100x100xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%t init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<1x1x100x100xf32>, tensor<f32>) -> tensor<1x1x100xf32>
  %mbb = stablehlo.broadcast_in_dim %m, dims = [0, 1, 2] : (tensor<1x1x100xf32>) -> tensor<1x1x100x100xf32>
  %x = stablehlo.subtract %t, %mbb : tensor<1x1x100x100xf32>
  %e = stablehlo.exponential %x : tensor<1x1x100x100xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %l = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<1x1x100x100xf32>, tensor<f32>) -> tensor<1x1x100xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1, 2] : (tensor<1x1x100xf32>) -> tensor<1x1x100x100xf32>
  %p32 = stablehlo.divide %e, %lb : tensor<1x1x100x100xf32>
  %p = stablehlo.convert %p32 : (tensor<1x1x100x100xf32>) -> tensor<1x1x100x100xbf16>
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<1x1x100x100xbf16>, tensor<1x100x1x32xbf16>) -> tensor<1x1x100x32xf32>
  %r = stablehlo.transpose %o, dims = [0, 2, 1, 3] : (tensor<1x1x100x32xf32>) -> tensor<1x100x1x32xf32>
  return %r : tensor<1x100x1x32xf32>
}
