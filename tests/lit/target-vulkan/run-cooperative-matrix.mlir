// Contractions of bf16 and f16 operands summed in f32 on cooperative
// matrices (tensor cores): with a target that offers 16x16x16 matrices of
// the operand type (option "cooperative-matrix"), strata-vulkan-cooperative-
// kernels stages the operand slices through workgroup memory as 16-bit
// values and each subgroup of 32 accumulates 16 x 16 fragments
// (gpu.subgroup_mma_*, VK_KHR_cooperative_matrix); the epilogue (bias,
// tanh, rounding to bf16) runs on each fragment's values. Cases: odd m, n
// and k, an f16 matmul on the 128 x 128 tile, attention scores with the
// heads in the middle (batched), a rank-3 projection with bias and tanh;
// 16-bit arguments read as they are (8-byte words of four elements: both
// sides, one side beside a converted one, rows of 70 that are no whole
// words, batched).
// Expected values: Inputs/cooperative_matrix.py (double precision from the
// rounded operands). Every case runs on llvm-cpu; the cooperative-matrix
// module's kernels are checked here, and it runs where the device offers
// cooperative matrices (bench/gpu: NVIDIA); lavapipe refuses it with a
// clear error.
// DEFINE: %{cases} = bf16_odd f16_square bf16_heads_qk bf16_proj_bias_tanh bf16_words f16_words bf16_words_mixed bf16_words_k70 bf16_words_batch bf16_words_nt bf16_words_tn bf16_words_tt bf16_rows16 bf16_rows9 bf16_rows12_nt
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/cooperative_matrix.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c --rtol=2e-3 --atol=2e-3 $(cat %t/$c.args) > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan-cooperative-matrix.json -o %t/coop.smod
// RUN: strata-dump %t/coop.smod | FileCheck %s --check-prefix=KERNELS
// A forced tile naming a cooperative one with deeper k slices is taken
// (the H200 ran the cases with it and with the default tiles).
// RUN: %python -c "import json,sys; m=json.load(open(sys.argv[1])); m['targets'][0]['options']['matmul-tile']='64,64,64,4,8'; json.dump(m,open(sys.argv[2],'w'))" %S/../../e2e/targets/vulkan-cooperative-matrix.json %t/forced.json
// RUN: strata-compile %s --targets=%t/forced.json -o %t/forced.smod
// RUN: strata-dump %t/forced.smod | FileCheck %s --check-prefix=FORCED
// Any forced tile its subgroups cover is taken: 128 x 128 on 4 subgroups of
// 4 x 4 fragments (whose f32 slices, 64 KB, would not fit: accepted because
// the 16-bit ones do; NVIDIA ran the cases with it, and with 128 x 64 and
// 64 x 128 on 4 subgroups).
// RUN: %python -c "import json,sys; m=json.load(open(sys.argv[1])); m['targets'][0]['options']['matmul-tile']='128,128,64,8,16'; json.dump(m,open(sys.argv[2],'w'))" %S/../../e2e/targets/vulkan-cooperative-matrix.json %t/forced4.json
// RUN: strata-compile %s --targets=%t/forced4.json -o %t/forced4.smod
// RUN: strata-dump %t/forced4.smod | FileCheck %s --check-prefix=FORCED4
// A sixth value splits each k slice over that many groups of subgroups
// (64 x 64 on 2 groups of 4 subgroups; NVIDIA ran the cases with it).
// RUN: %python -c "import json,sys; m=json.load(open(sys.argv[1])); m['targets'][0]['options']['matmul-tile']='64,64,64,4,8,2'; json.dump(m,open(sys.argv[2],'w'))" %S/../../e2e/targets/vulkan-cooperative-matrix.json %t/forcedk.json
// RUN: strata-compile %s --targets=%t/forcedk.json -o %t/forcedk.smod
// RUN: strata-dump %t/forcedk.smod | FileCheck %s --check-prefix=FORCEDK
// The 9-16-row cases take 16-row tensor-core tiles by default (k split
// over 4 groups); with "skinny-cooperative": "false" the skinny kernel's
// f32 FMAs.
// RUN: %python -c "import json,sys; m=json.load(open(sys.argv[1])); m['targets'][0]['options']['skinny-cooperative']='false'; json.dump(m,open(sys.argv[2],'w'))" %S/../../e2e/targets/vulkan-cooperative-matrix.json %t/skinny.json
// RUN: strata-compile %s --targets=%t/skinny.json -o %t/skinny.smod
// RUN: strata-dump %t/skinny.smod | FileCheck %s --check-prefix=SKINNY
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp not strata-run --module=%t/coop.smod --device=vulkan --function=bf16_odd $(cat %t/bf16_odd.args) 2>&1 | FileCheck %s --check-prefix=REFUSED %}
// As an untrusted module it is refused before any device sees it: the
// runtime's SPIRV-Tools validator (Debian's 2023.1) predates cooperative
// matrices.
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp not strata-run --untrusted-module --module=%t/coop.smod --device=vulkan --function=bf16_odd $(cat %t/bf16_odd.args) 2>&1 | FileCheck %s --check-prefix=UNTRUSTED %}

// CHECK: PASS bf16_odd
// CHECK-NEXT: PASS f16_square
// CHECK-NEXT: PASS bf16_heads_qk
// CHECK-NEXT: PASS bf16_proj_bias_tanh
// CHECK-NEXT: PASS bf16_words
// CHECK-NEXT: PASS f16_words
// CHECK-NEXT: PASS bf16_words_mixed
// CHECK-NEXT: PASS bf16_words_k70
// CHECK-NEXT: PASS bf16_words_batch
// CHECK-NEXT: PASS bf16_words_nt
// CHECK-NEXT: PASS bf16_words_tn
// CHECK-NEXT: PASS bf16_words_tt
// CHECK-NEXT: PASS bf16_rows16
// CHECK-NEXT: PASS bf16_rows9
// CHECK-NEXT: PASS bf16_rows12_nt

// KERNELS: kernel: matmul 1x200x136x72 (batch x m x n x k), tile 64x64x32, cooperative matrices 16x16x16 bf16 (tensor cores), 4 subgroups of 2x2 fragments
// KERNELS: kernel: matmul 1x256x256x64 (batch x m x n x k), tile 64x64x32, cooperative matrices 16x16x16 f16 (tensor cores), 4 subgroups of 2x2 fragments
// KERNELS: kernel: matmul 6x70x66x32 (batch x m x n x k), tile 64x64x32, cooperative matrices 16x16x16 bf16 (tensor cores)
// KERNELS: kernel: matmul 1x100x80x96 (batch x m x n x k), tile 64x64x32, cooperative matrices 16x16x16 bf16 (tensor cores)
// KERNELS: kernel: matmul 1x200x136x72 (batch x m x n x k), {{.+}} bf16 (tensor cores), {{.+}}, A 4 x 16-bit words, B 4 x 16-bit words;
// KERNELS: kernel: matmul 1x130x260x64 (batch x m x n x k), {{.+}} f16 (tensor cores), {{.+}}, A 4 x 16-bit words, B 4 x 16-bit words;
// KERNELS: kernel: matmul 1x130x100x48 (batch x m x n x k), {{.+}} bf16 (tensor cores), {{.+}}, A 4 x 16-bit words, B fused;
// KERNELS: kernel: matmul 1x96x64x70 (batch x m x n x k), {{.+}} bf16 (tensor cores), {{.+}}, A fused, B 4 x 16-bit words;
// KERNELS: kernel: matmul 3x40x52x32 (batch x m x n x k), {{.+}} bf16 (tensor cores), {{.+}}, A 4 x 16-bit words, B 4 x 16-bit words;
// KERNELS: kernel: matmul 1x130x200x64 (batch x m x n x k), {{.+}} bf16 (tensor cores), {{.+}}, A 4 x 16-bit words, B 4 x 16-bit words (k innermost);
// KERNELS: kernel: matmul 1x132x72x48 (batch x m x n x k), {{.+}} bf16 (tensor cores), {{.+}}, A 4 x 16-bit words (m innermost), B 4 x 16-bit words;
// KERNELS: kernel: matmul 1x100x76x40 (batch x m x n x k), {{.+}} bf16 (tensor cores), {{.+}}, A 4 x 16-bit words (m innermost), B 4 x 16-bit words (k innermost);
// KERNELS: kernel: matmul 1x16x300x520 (batch x m x n x k), tile 16x32x256, cooperative matrices 16x16x16 bf16 (tensor cores), 8 subgroups of 1x1 fragments, k split over 4 groups, A 4 x 16-bit words, B 4 x 16-bit words;
// KERNELS: kernel: matmul 1x9x96x264 (batch x m x n x k), tile 16x32x256, cooperative matrices 16x16x16 bf16 (tensor cores), 8 subgroups of 1x1 fragments, k split over 4 groups, A 4 x 16-bit words, B 4 x 16-bit words;
// KERNELS: kernel: matmul 1x12x136x200 (batch x m x n x k), tile 16x32x256, cooperative matrices 16x16x16 bf16 (tensor cores), 8 subgroups of 1x1 fragments, k split over 4 groups, A 4 x 16-bit words, B 4 x 16-bit words (k innermost);
// SKINNY: kernel: skinny contraction 1x16x300x520
// SKINNY: kernel: skinny contraction 1x9x96x264
// SKINNY: kernel: skinny contraction 1x12x136x200


// FORCED-COUNT-12: tile 64x64x64, cooperative matrices 16x16x16
// FORCEDK-COUNT-12: tile 64x64x64, cooperative matrices 16x16x16 {{b?f16}} (tensor cores), 8 subgroups of 2x2 fragments, k split over 2 groups,
// FORCED4-COUNT-12: tile 128x128x64, cooperative matrices 16x16x16 {{b?f16}} (tensor cores), 4 subgroups of 4x4 fragments

// UNTRUSTED: is refused for an untrusted module: entry point '{{.+}}': SPIR-V validation failed: Invalid capability operand: 6022
// REFUSED: the shader uses bf16 cooperative matrices (VK_KHR_cooperative_matrix, VK_KHR_shader_bfloat16), which Vulkan device '{{.+}}' does not offer

func.func @bf16_odd(%af: tensor<200x72xf32>, %bf: tensor<72x136xf32>) -> tensor<200x136xf32> {
  %a = stablehlo.convert %af : (tensor<200x72xf32>) -> tensor<200x72xbf16>
  %b = stablehlo.convert %bf : (tensor<72x136xf32>) -> tensor<72x136xbf16>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<200x72xbf16>, tensor<72x136xbf16>) -> tensor<200x136xf32>
  return %0 : tensor<200x136xf32>
}

func.func @f16_square(%af: tensor<256x64xf32>, %bf: tensor<64x256xf32>) -> tensor<256x256xf32> {
  %a = stablehlo.convert %af : (tensor<256x64xf32>) -> tensor<256x64xf16>
  %b = stablehlo.convert %bf : (tensor<64x256xf32>) -> tensor<64x256xf16>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x64xf16>, tensor<64x256xf16>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

func.func @bf16_heads_qk(%qf: tensor<2x70x3x32xf32>, %kf: tensor<2x66x3x32xf32>) -> tensor<2x3x70x66xf32> {
  %q = stablehlo.convert %qf : (tensor<2x70x3x32xf32>) -> tensor<2x70x3x32xbf16>
  %k = stablehlo.convert %kf : (tensor<2x66x3x32xf32>) -> tensor<2x66x3x32xbf16>
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x70x3x32xbf16>, tensor<2x66x3x32xbf16>) -> tensor<2x3x70x66xf32>
  %c = stablehlo.constant dense<0.125> : tensor<2x3x70x66xf32>
  %r = stablehlo.multiply %s, %c : tensor<2x3x70x66xf32>
  return %r : tensor<2x3x70x66xf32>
}

func.func @bf16_proj_bias_tanh(%xf: tensor<2x50x96xf32>, %wf: tensor<96x80xf32>, %biasf: tensor<80xf32>) -> tensor<2x50x80xf32> {
  %x = stablehlo.convert %xf : (tensor<2x50x96xf32>) -> tensor<2x50x96xbf16>
  %w = stablehlo.convert %wf : (tensor<96x80xf32>) -> tensor<96x80xbf16>
  %bias = stablehlo.convert %biasf : (tensor<80xf32>) -> tensor<80xbf16>
  %y = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0] : (tensor<2x50x96xbf16>, tensor<96x80xbf16>) -> tensor<2x50x80xf32>
  %y16 = stablehlo.convert %y : (tensor<2x50x80xf32>) -> tensor<2x50x80xbf16>
  %bb = stablehlo.broadcast_in_dim %bias, dims = [2] : (tensor<80xbf16>) -> tensor<2x50x80xbf16>
  %z = stablehlo.add %y16, %bb : tensor<2x50x80xbf16>
  %t = stablehlo.tanh %z : tensor<2x50x80xbf16>
  %r = stablehlo.convert %t : (tensor<2x50x80xbf16>) -> tensor<2x50x80xf32>
  return %r : tensor<2x50x80xf32>
}

func.func @bf16_words(%a: tensor<200x72xbf16>, %b: tensor<72x136xbf16>) -> tensor<200x136xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<200x72xbf16>, tensor<72x136xbf16>) -> tensor<200x136xf32>
  return %0 : tensor<200x136xf32>
}

func.func @f16_words(%a: tensor<130x64xf16>, %b: tensor<64x260xf16>) -> tensor<130x260xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<130x64xf16>, tensor<64x260xf16>) -> tensor<130x260xf32>
  return %0 : tensor<130x260xf32>
}

func.func @bf16_words_mixed(%a: tensor<130x48xbf16>, %bf: tensor<48x100xf32>) -> tensor<130x100xf32> {
  %b = stablehlo.convert %bf : (tensor<48x100xf32>) -> tensor<48x100xbf16>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<130x48xbf16>, tensor<48x100xbf16>) -> tensor<130x100xf32>
  return %0 : tensor<130x100xf32>
}

func.func @bf16_words_k70(%a: tensor<96x70xbf16>, %b: tensor<70x64xbf16>) -> tensor<96x64xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<96x70xbf16>, tensor<70x64xbf16>) -> tensor<96x64xf32>
  return %0 : tensor<96x64xf32>
}

func.func @bf16_words_batch(%a: tensor<3x40x32xbf16>, %b: tensor<3x32x52xbf16>) -> tensor<3x40x52xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x40x32xbf16>, tensor<3x32x52xbf16>) -> tensor<3x40x52xf32>
  return %0 : tensor<3x40x52xf32>
}

func.func @bf16_words_nt(%a: tensor<130x64xbf16>, %b: tensor<200x64xbf16>) -> tensor<130x200xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1] : (tensor<130x64xbf16>, tensor<200x64xbf16>) -> tensor<130x200xf32>
  return %0 : tensor<130x200xf32>
}

func.func @bf16_words_tn(%a: tensor<48x132xbf16>, %b: tensor<48x72xbf16>) -> tensor<132x72xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<48x132xbf16>, tensor<48x72xbf16>) -> tensor<132x72xf32>
  return %0 : tensor<132x72xf32>
}

func.func @bf16_words_tt(%a: tensor<40x100xbf16>, %b: tensor<76x40xbf16>) -> tensor<100x76xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [1] : (tensor<40x100xbf16>, tensor<76x40xbf16>) -> tensor<100x76xf32>
  return %0 : tensor<100x76xf32>
}

func.func @bf16_rows16(%a: tensor<16x520xbf16>, %b: tensor<520x300xbf16>) -> tensor<16x300xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x520xbf16>, tensor<520x300xbf16>) -> tensor<16x300xf32>
  return %0 : tensor<16x300xf32>
}

func.func @bf16_rows9(%a: tensor<9x264xbf16>, %b: tensor<264x96xbf16>) -> tensor<9x96xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<9x264xbf16>, tensor<264x96xbf16>) -> tensor<9x96xf32>
  return %0 : tensor<9x96xf32>
}

func.func @bf16_rows12_nt(%a: tensor<12x200xbf16>, %b: tensor<136x200xbf16>) -> tensor<12x136xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1] : (tensor<12x200xbf16>, tensor<136x200xbf16>) -> tensor<12x136xf32>
  return %0 : tensor<12x136xf32>
}
