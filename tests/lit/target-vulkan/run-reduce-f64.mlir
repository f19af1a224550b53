// f64 reductions on every target: a sum over every dim of a broadcast (the
// row kernel's tree through workgroup memory in f64 words: on the generic
// path it needed 45696 bytes of private memory per invocation and was
// refused on Vulkan, strata-fuzz-programs seed 11041), maximum and minimum
// over rows, and a row softmax (two reductions in one row chain, f64 exp).
// A target without Float64 computes the same kernels in f32 (a warning, f32
// precision). Expected values: Inputs/reduce_f64.py.
// DEFINE: %{cases} = sum_broadcast rows_max_min row_softmax
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/reduce_f64.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c --rtol=1e-12 --atol=0 $(cat %t/$c.args) > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t/vmvx.smod
// RUN: for c in %{cases}; do strata-run --module=%t/vmvx.smod --function=$c --rtol=1e-12 --atol=0 $(cat %t/$c.args) > %t/$c.vmvx.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vmvx.log; }; done | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod
// RUN: strata-dump %t/vk.smod | FileCheck %s --check-prefix=KERNELS
// RUN: %if vulkan %{ for c in %{cases}; do env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c --rtol=1e-12 --atol=0 $(cat %t/$c.args) > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}
// Without Float64: the same kernels in f32.
// RUN: echo '{"targets":[{"backend":"vulkan-spirv","options":{"capabilities":"Shader,Float16,Int8,Int16,Int64,StorageBuffer8BitAccess,StorageBuffer16BitAccess,GroupNonUniform,GroupNonUniformVote,GroupNonUniformArithmetic,GroupNonUniformBallot,GroupNonUniformShuffle,GroupNonUniformShuffleRelative,GroupNonUniformQuad,SignedZeroInfNanPreserve"}}]}' > %t/no-f64.json
// RUN: strata-compile %s --targets=%t/no-f64.json -o %t/no-f64.smod 2>&1 | FileCheck %s --check-prefix=DEMOTED
// RUN: strata-dump %t/no-f64.smod | FileCheck %s --check-prefix=KERNELS
// RUN: %if vulkan %{ for c in %{cases}; do env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/no-f64.smod --device=vulkan --function=$c --rtol=1e-5 --atol=1e-30 $(cat %t/$c.args) > %t/$c.no-f64.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.no-f64.log; }; done | FileCheck %s %}

// CHECK: PASS sum_broadcast
// CHECK-NEXT: PASS rows_max_min
// CHECK-NEXT: PASS row_softmax

// KERNELS: kernel: row_chain: 1 rows of 5712, 1 reductions
// KERNELS: kernel: row_chain: 33 rows of 100, 1 reductions
// KERNELS: kernel: row_chain: 33 rows of 100, 1 reductions
// KERNELS: kernel: row_chain: 21 rows of 97, 2 reductions

// DEMOTED: warning: f64 is computed in f32 in kernel

func.func @sum_broadcast(%x: tensor<17x16x7xf64>) -> tensor<f64> {
  %b = stablehlo.broadcast_in_dim %x, dims = [0, 1, 2] : (tensor<17x16x7xf64>) -> tensor<17x16x7x3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %r = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<17x16x7x3xf64>, tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
}

func.func @rows_max_min(%x: tensor<33x100xf64>) -> (tensor<33xf64>, tensor<33xf64>) {
  %lo = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %hi = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %m = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [1] : (tensor<33x100xf64>, tensor<f64>) -> tensor<33xf64>
  %n = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [1] : (tensor<33x100xf64>, tensor<f64>) -> tensor<33xf64>
  return %m, %n : tensor<33xf64>, tensor<33xf64>
}

func.func @row_softmax(%x: tensor<21x97xf64>) -> tensor<21x97xf64> {
  %lo = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %m = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [1] : (tensor<21x97xf64>, tensor<f64>) -> tensor<21xf64>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<21xf64>) -> tensor<21x97xf64>
  %d = stablehlo.subtract %x, %mb : tensor<21x97xf64>
  %e = stablehlo.exponential %d : tensor<21x97xf64>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<21x97xf64>, tensor<f64>) -> tensor<21xf64>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<21xf64>) -> tensor<21x97xf64>
  %r = stablehlo.divide %e, %sb : tensor<21x97xf64>
  return %r : tensor<21x97xf64>
}
