// Contractions with at most 16 rows on one side run by the split-k kernel of
// lib/SkinnyContraction.cpp (strata-vulkan-cooperative-kernels): the large
// side read along its columns or along k, as 16-byte words of f32, bf16 or
// i8 or element by element; the small side on the left or the right; one
// query over a KV cache (batch dims around the heads); a producer fused into
// the small side and consumers after; odd sizes; a k range of partial steps;
// 8 rows (two passes of the reduction through workgroup memory); 12 to 16
// rows in two row groups of invocations (13: the last row clamped); 17 rows
// stay on the matmul kernel.
// Expected values: Inputs/skinny_contractions.py (double precision). Each
// case runs on llvm-cpu and on Vulkan (validation on); the kernel each gets
// is checked in the dump.
// DEFINE: %{cases} = gemv_n gemv_k bf16_n bf16_k rows8_bf16 rows16 small_rhs decode_qk decode_pv fused_scale odd_scalar long_k i8_n rows13_k rows16_bf16 rhs12 rows17
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/skinny_contractions.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod %}
// RUN: %if vulkan %{ strata-dump %t/vk.smod | FileCheck %s --check-prefix=KERNEL %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}
// Forced kernel shapes (skinny-tile=rows,bytes,invocations): 4 rows per
// invocation in more row groups, 8-byte words and 512-invocation
// workgroups; 2 rows, 4-byte words (one 32-bit lane: a scalar load of
// packed elements, f32 element by element) and 64 invocations.
// RUN: %if vulkan %{ echo '{"targets":[{"backend":"vulkan-spirv","options":{"skinny-tile":"4,8,512"}}]}' > %t/t4.json %}
// RUN: %if vulkan %{ strata-compile %s --targets=%t/t4.json -o %t/vk4.smod %}
// RUN: %if vulkan %{ strata-dump %t/vk4.smod | FileCheck %s --check-prefix=TILE4 %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk4.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.vk4.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk4.log; }; done | FileCheck %s %}
// RUN: %if vulkan %{ echo '{"targets":[{"backend":"vulkan-spirv","options":{"skinny-tile":"2,4,64"}}]}' > %t/t2.json %}
// RUN: %if vulkan %{ strata-compile %s --targets=%t/t2.json -o %t/vk2.smod %}
// RUN: %if vulkan %{ strata-dump %t/vk2.smod | FileCheck %s --check-prefix=TILE2 %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk2.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-4 > %t/$c.vk2.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk2.log; }; done | FileCheck %s %}

// CHECK: PASS gemv_n
// CHECK-NEXT: PASS gemv_k
// CHECK-NEXT: PASS bf16_n
// CHECK-NEXT: PASS bf16_k
// CHECK-NEXT: PASS rows8_bf16
// CHECK-NEXT: PASS rows16
// CHECK-NEXT: PASS small_rhs
// CHECK-NEXT: PASS decode_qk
// CHECK-NEXT: PASS decode_pv
// CHECK-NEXT: PASS fused_scale
// CHECK-NEXT: PASS odd_scalar
// CHECK-NEXT: PASS long_k
// CHECK-NEXT: PASS i8_n
// CHECK-NEXT: PASS rows13_k
// CHECK-NEXT: PASS rows16_bf16
// CHECK-NEXT: PASS rhs12
// CHECK-NEXT: PASS rows17

// KERNEL: gemv_n_dispatch_0
// KERNEL: skinny contraction 1x1x132x37 {{.*}} L 16-byte words of 4 along the columns
// KERNEL: gemv_k_dispatch_0
// KERNEL: skinny contraction 1x3x45x132 {{.*}} L 16-byte words of 4 along k
// KERNEL: bf16_n_dispatch_0
// KERNEL: skinny contraction 1x3x72x41 {{.*}} L 16-byte words of 8 along the columns
// KERNEL: bf16_k_dispatch_0
// KERNEL: skinny contraction 1x2x19x48 {{.*}} L 16-byte words of 8 along k
// KERNEL: rows8_bf16_dispatch_0
// KERNEL: skinny contraction 1x8x40x64 {{.*}} L 16-byte words of 8 along the columns
// KERNEL: rows16_dispatch_0
// KERNEL: skinny contraction 1x16x24x40 {{.*}} 4x32x2 invocations (columns x k x row groups)
// KERNEL: small_rhs_dispatch_0
// KERNEL: skinny contraction 1x2x130x36 (batch x rows x columns x k, B the small side){{.*}} L 16-byte words of 4 along k
// KERNEL: decode_qk_dispatch_0
// KERNEL: skinny contraction 6x1x29x16 {{.*}} along k
// KERNEL: decode_pv_dispatch_0
// KERNEL: skinny contraction 6x1x16x29 {{.*}} along the columns
// KERNEL: fused_scale_dispatch_0
// KERNEL: skinny contraction 1x4x20x40
// KERNEL: odd_scalar_dispatch_0
// KERNEL: skinny contraction 1x5x45x37 {{.*}} L element by element along the columns
// KERNEL: long_k_dispatch_0
// KERNEL: skinny contraction 1x1x64x1000 {{.*}} 8 steps of 8 in flight
// KERNEL: i8_n_dispatch_0
// KERNEL: skinny contraction 1x2x48x23 {{.*}} L 16-byte words of 16 along the columns
// KERNEL: rows13_k_dispatch_0
// KERNEL: skinny contraction 1x13x50x96 {{.*}}x2 invocations (columns x k x row groups), L 16-byte words of 8 along k
// KERNEL: rows16_bf16_dispatch_0
// KERNEL: skinny contraction 1x16x136x64 {{.*}}x2 invocations (columns x k x row groups), L 16-byte words of 8 along the columns
// KERNEL: rhs12_dispatch_0
// KERNEL: skinny contraction 1x12x70x33 (batch x rows x columns x k, B the small side){{.*}}x2 invocations
// KERNEL: rows17_dispatch_0
// KERNEL: matmul 1x17x24x40

// TILE4: bf16_n_dispatch_0
// TILE4: skinny contraction 1x3x72x41 {{.*}} L 8-byte words of 4 along the columns
// TILE4: rows8_bf16_dispatch_0
// TILE4: skinny contraction 1x8x40x64 {{.*}}x2 invocations (columns x k x row groups), L 8-byte words of 4
// TILE4: rows16_dispatch_0
// TILE4: skinny contraction 1x16x24x40 {{.*}}x4 invocations (columns x k x row groups)
// TILE2: gemv_n_dispatch_0
// TILE2: skinny contraction 1x1x132x37 {{.*}} L element by element along the columns
// TILE2: bf16_n_dispatch_0
// TILE2: skinny contraction 1x3x72x41 {{.*}}x2 invocations (columns x k x row groups), L 4-byte words of 2 along the columns
// TILE2: i8_n_dispatch_0
// TILE2: skinny contraction 1x2x48x23 {{.*}} L 4-byte words of 4 along the columns

func.func @gemv_n(%x: tensor<1x37xf32>, %w: tensor<37x132xf32>, %b: tensor<132xf32>) -> tensor<1x132xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<1x37xf32>, tensor<37x132xf32>) -> tensor<1x132xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<132xf32>) -> tensor<1x132xf32>
  %2 = stablehlo.add %0, %1 : tensor<1x132xf32>
  %z = stablehlo.constant dense<0.0> : tensor<1x132xf32>
  %3 = stablehlo.maximum %2, %z : tensor<1x132xf32>
  return %3 : tensor<1x132xf32>
}

func.func @gemv_k(%x: tensor<3x132xf32>, %w: tensor<45x132xf32>) -> tensor<3x45xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<3x132xf32>, tensor<45x132xf32>) -> tensor<3x45xf32>
  return %0 : tensor<3x45xf32>
}

func.func @bf16_n(%x: tensor<3x41xbf16>, %w: tensor<41x72xbf16>) -> tensor<3x72xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<3x41xbf16>, tensor<41x72xbf16>) -> tensor<3x72xf32>
  return %0 : tensor<3x72xf32>
}

func.func @bf16_k(%x: tensor<2x48xbf16>, %w: tensor<19x48xbf16>) -> tensor<2x19xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<2x48xbf16>, tensor<19x48xbf16>) -> tensor<2x19xf32>
  return %0 : tensor<2x19xf32>
}

func.func @rows8_bf16(%x: tensor<8x64xbf16>, %w: tensor<64x40xbf16>) -> tensor<8x40xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x64xbf16>, tensor<64x40xbf16>) -> tensor<8x40xf32>
  return %0 : tensor<8x40xf32>
}

func.func @rows16(%x: tensor<16x40xf32>, %w: tensor<40x24xf32>) -> tensor<16x24xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x40xf32>, tensor<40x24xf32>) -> tensor<16x24xf32>
  return %0 : tensor<16x24xf32>
}

func.func @small_rhs(%a: tensor<130x36xf32>, %w: tensor<36x2xf32>) -> tensor<130x2xf32> {
  %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<130x36xf32>, tensor<36x2xf32>) -> tensor<130x2xf32>
  return %0 : tensor<130x2xf32>
}

func.func @decode_qk(%q: tensor<2x1x3x16xf32>, %k: tensor<2x29x3x16xf32>) -> tensor<2x3x1x29xf32> {
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x1x3x16xf32>, tensor<2x29x3x16xf32>) -> tensor<2x3x1x29xf32>
  %c = stablehlo.constant dense<2.500000e-01> : tensor<2x3x1x29xf32>
  %r = stablehlo.multiply %s, %c : tensor<2x3x1x29xf32>
  return %r : tensor<2x3x1x29xf32>
}

func.func @decode_pv(%p: tensor<2x3x1x29xf32>, %v: tensor<2x29x3x16xf32>) -> tensor<2x3x1x16xf32> {
  %o = stablehlo.dot_general %p, %v, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x3x1x29xf32>, tensor<2x29x3x16xf32>) -> tensor<2x3x1x16xf32>
  return %o : tensor<2x3x1x16xf32>
}

func.func @fused_scale(%x: tensor<4x40xf32>, %g: tensor<40xf32>, %w: tensor<40x20xf32>, %b: tensor<20xf32>) -> tensor<4x20xf32> {
  %gb = stablehlo.broadcast_in_dim %g, dims = [1] : (tensor<40xf32>) -> tensor<4x40xf32>
  %xg = stablehlo.multiply %x, %gb : tensor<4x40xf32>
  %0 = stablehlo.dot_general %xg, %w, contracting_dims = [1] x [0] : (tensor<4x40xf32>, tensor<40x20xf32>) -> tensor<4x20xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<20xf32>) -> tensor<4x20xf32>
  %1 = stablehlo.add %0, %bb : tensor<4x20xf32>
  %2 = stablehlo.tanh %1 : tensor<4x20xf32>
  return %2 : tensor<4x20xf32>
}

func.func @odd_scalar(%x: tensor<5x37xf32>, %w: tensor<37x45xf32>) -> tensor<5x45xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<5x37xf32>, tensor<37x45xf32>) -> tensor<5x45xf32>
  return %0 : tensor<5x45xf32>
}

func.func @long_k(%x: tensor<1x1000xf32>, %w: tensor<1000x64xf32>) -> tensor<1x64xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<1x1000xf32>, tensor<1000x64xf32>) -> tensor<1x64xf32>
  return %0 : tensor<1x64xf32>
}

func.func @i8_n(%x: tensor<2x23xi8>, %w: tensor<23x48xi8>) -> tensor<2x48xi32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x23xi8>, tensor<23x48xi8>) -> tensor<2x48xi32>
  return %0 : tensor<2x48xi32>
}

func.func @rows13_k(%x: tensor<13x96xbf16>, %w: tensor<50x96xbf16>, %r: tensor<13x50xf32>) -> tensor<13x50xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<13x96xbf16>, tensor<50x96xbf16>) -> tensor<13x50xf32>
  %1 = stablehlo.add %0, %r : tensor<13x50xf32>
  return %1 : tensor<13x50xf32>
}

func.func @rows16_bf16(%x: tensor<16x64xbf16>, %w: tensor<64x136xbf16>) -> tensor<16x136xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x64xbf16>, tensor<64x136xbf16>) -> tensor<16x136xf32>
  return %0 : tensor<16x136xf32>
}

func.func @rhs12(%a: tensor<70x33xf32>, %w: tensor<33x12xf32>) -> tensor<70x12xf32> {
  %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<70x33xf32>, tensor<33x12xf32>) -> tensor<70x12xf32>
  return %0 : tensor<70x12xf32>
}

func.func @rows17(%x: tensor<17x40xf32>, %w: tensor<40x24xf32>) -> tensor<17x24xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<17x40xf32>, tensor<40x24xf32>) -> tensor<17x24xf32>
  return %0 : tensor<17x24xf32>
}
