// Row chains (dispatch formation puts a row reduction, its broadcast
// consumers and the reductions over their results in one dispatch;
// strata-vulkan-cooperative-kernels kind "row_chain" writes one row kernel):
// softmax with odd rows and a row length that is not a multiple of 4,
// softmax returning the row max too (a per-row output), log-softmax over a
// batch of rows, layer norm (mean, then the variance of x - mean; gamma and
// beta read along the row). Expected values: Inputs/row_chain.py (double
// precision in Python); every case on llvm-cpu, vmvx and, with validation,
// on Vulkan. Each f32 case is one dispatch, and on Vulkan one row kernel.
// Narrow accumulators (compared at 2e-2: bf16 and f16 rounding): JAX's bf16
// softmax (max in bf16, the sum of the exps converted to f32), an f16 max
// and sum, an i8 max and wrapping sum; on Vulkan their partials cross the
// row's invocations as 32-bit words and their guarded steps carry bf16
// values as 16-bit patterns.
// DEFINE: %{cases} = softmax_5x37 softmax_max_6x64 log_softmax_2x3x40 layer_norm_7x40
// DEFINE: %{narrow} = softmax_bf16_6x64 softmax_bf16_5x37 max_sum_f16_4x40 max_sum_i8_5x48
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/row_chain.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: strata-dump %t/cpu.smod | FileCheck %s --check-prefix=DUMP
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-5 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: for c in %{narrow}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) --rtol=2e-2 --atol=1e-3 > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s --check-prefix=NARROW
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t/vmvx.smod
// RUN: for c in %{cases}; do strata-run --module=%t/vmvx.smod --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-5 > %t/$c.vmvx.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vmvx.log; }; done | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --dump-executables-to=%t/dump -o %t/vk.smod %}
// RUN: %if vulkan %{ grep -l 'gpu.address_space<workgroup>\|Workgroup>' %t/dump/*.mlir | wc -l | FileCheck %s --check-prefix=DISPATCHES %}
// RUN: %if vulkan %{ for c in %{cases}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=1e-4 --atol=1e-5 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}
// RUN: %if vulkan %{ for c in %{narrow}; do env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) --rtol=2e-2 --atol=1e-3 > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s --check-prefix=NARROW %}

// CHECK: PASS softmax_5x37
// CHECK-NEXT: PASS softmax_max_6x64
// CHECK-NEXT: PASS log_softmax_2x3x40
// CHECK-NEXT: PASS layer_norm_7x40

// NARROW: PASS softmax_bf16_6x64
// NARROW-NEXT: PASS softmax_bf16_5x37
// NARROW-NEXT: PASS max_sum_f16_4x40
// NARROW-NEXT: PASS max_sum_i8_5x48

// Every reduction is a row kernel (the narrow cases' input conversions are
// dispatches of their own).
// DISPATCHES: 10
// DUMP: executables (14):

func.func @softmax_5x37(%x: tensor<5x37xf32>) -> tensor<5x37xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<5x37xf32>, tensor<f32>) -> tensor<5xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<5xf32>) -> tensor<5x37xf32>
  %d = stablehlo.subtract %x, %mb : tensor<5x37xf32>
  %e = stablehlo.exponential %d : tensor<5x37xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<5x37xf32>, tensor<f32>) -> tensor<5xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<5xf32>) -> tensor<5x37xf32>
  %r = stablehlo.divide %e, %sb : tensor<5x37xf32>
  return %r : tensor<5x37xf32>
}

func.func @softmax_max_6x64(%x: tensor<6x64xf32>) -> (tensor<6x64xf32>, tensor<6xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<6x64xf32>, tensor<f32>) -> tensor<6xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<6xf32>) -> tensor<6x64xf32>
  %d = stablehlo.subtract %x, %mb : tensor<6x64xf32>
  %e = stablehlo.exponential %d : tensor<6x64xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<6x64xf32>, tensor<f32>) -> tensor<6xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<6xf32>) -> tensor<6x64xf32>
  %r = stablehlo.divide %e, %sb : tensor<6x64xf32>
  return %r, %m : tensor<6x64xf32>, tensor<6xf32>
}

func.func @log_softmax_2x3x40(%x: tensor<2x3x40xf32>) -> tensor<2x3x40xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<2x3x40xf32>, tensor<f32>) -> tensor<2x3xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x40xf32>
  %d = stablehlo.subtract %x, %mb : tensor<2x3x40xf32>
  %e = stablehlo.exponential %d : tensor<2x3x40xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x3x40xf32>, tensor<f32>) -> tensor<2x3xf32>
  %l = stablehlo.log %s : tensor<2x3xf32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x40xf32>
  %r = stablehlo.subtract %d, %lb : tensor<2x3x40xf32>
  return %r : tensor<2x3x40xf32>
}

func.func @layer_norm_7x40(%x: tensor<7x40xf32>, %gamma: tensor<40xf32>, %beta: tensor<40xf32>) -> tensor<7x40xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<40.0> : tensor<7xf32>
  %eps = stablehlo.constant dense<1.0e-05> : tensor<7xf32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<7x40xf32>, tensor<f32>) -> tensor<7xf32>
  %mean = stablehlo.divide %sum, %n : tensor<7xf32>
  %mb = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<7xf32>) -> tensor<7x40xf32>
  %c = stablehlo.subtract %x, %mb : tensor<7x40xf32>
  %sq = stablehlo.multiply %c, %c : tensor<7x40xf32>
  %ssq = stablehlo.reduce(%sq init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<7x40xf32>, tensor<f32>) -> tensor<7xf32>
  %var = stablehlo.divide %ssq, %n : tensor<7xf32>
  %ve = stablehlo.add %var, %eps : tensor<7xf32>
  %rs = stablehlo.rsqrt %ve : tensor<7xf32>
  %rb = stablehlo.broadcast_in_dim %rs, dims = [0] : (tensor<7xf32>) -> tensor<7x40xf32>
  %gb = stablehlo.broadcast_in_dim %gamma, dims = [1] : (tensor<40xf32>) -> tensor<7x40xf32>
  %bb = stablehlo.broadcast_in_dim %beta, dims = [1] : (tensor<40xf32>) -> tensor<7x40xf32>
  %y0 = stablehlo.multiply %c, %rb : tensor<7x40xf32>
  %y1 = stablehlo.multiply %y0, %gb : tensor<7x40xf32>
  %y = stablehlo.add %y1, %bb : tensor<7x40xf32>
  return %y : tensor<7x40xf32>
}

func.func @softmax_bf16_6x64(%xf: tensor<6x64xf32>) -> (tensor<6x64xf32>, tensor<6xf32>) {
  %x = stablehlo.convert %xf : (tensor<6x64xf32>) -> tensor<6x64xbf16>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<6x64xbf16>, tensor<bf16>) -> tensor<6xbf16>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<6xbf16>) -> tensor<6x64xbf16>
  %d = stablehlo.subtract %x, %mb : tensor<6x64xbf16>
  %e = stablehlo.exponential %d : tensor<6x64xbf16>
  %ef = stablehlo.convert %e : (tensor<6x64xbf16>) -> tensor<6x64xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%ef init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<6x64xf32>, tensor<f32>) -> tensor<6xf32>
  %s16 = stablehlo.convert %s : (tensor<6xf32>) -> tensor<6xbf16>
  %sb = stablehlo.broadcast_in_dim %s16, dims = [0] : (tensor<6xbf16>) -> tensor<6x64xbf16>
  %r = stablehlo.divide %e, %sb : tensor<6x64xbf16>
  %rf = stablehlo.convert %r : (tensor<6x64xbf16>) -> tensor<6x64xf32>
  %mf = stablehlo.convert %m : (tensor<6xbf16>) -> tensor<6xf32>
  return %rf, %mf : tensor<6x64xf32>, tensor<6xf32>
}

func.func @softmax_bf16_5x37(%xf: tensor<5x37xf32>) -> (tensor<5x37xf32>, tensor<5xf32>) {
  %x = stablehlo.convert %xf : (tensor<5x37xf32>) -> tensor<5x37xbf16>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<5x37xbf16>, tensor<bf16>) -> tensor<5xbf16>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<5xbf16>) -> tensor<5x37xbf16>
  %d = stablehlo.subtract %x, %mb : tensor<5x37xbf16>
  %e = stablehlo.exponential %d : tensor<5x37xbf16>
  %ef = stablehlo.convert %e : (tensor<5x37xbf16>) -> tensor<5x37xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%ef init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<5x37xf32>, tensor<f32>) -> tensor<5xf32>
  %s16 = stablehlo.convert %s : (tensor<5xf32>) -> tensor<5xbf16>
  %sb = stablehlo.broadcast_in_dim %s16, dims = [0] : (tensor<5xbf16>) -> tensor<5x37xbf16>
  %r = stablehlo.divide %e, %sb : tensor<5x37xbf16>
  %rf = stablehlo.convert %r : (tensor<5x37xbf16>) -> tensor<5x37xf32>
  %mf = stablehlo.convert %m : (tensor<5xbf16>) -> tensor<5xf32>
  return %rf, %mf : tensor<5x37xf32>, tensor<5xf32>
}

func.func @max_sum_f16_4x40(%xf: tensor<4x40xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = stablehlo.convert %xf : (tensor<4x40xf32>) -> tensor<4x40xf16>
  %ninf = stablehlo.constant dense<0xFC00> : tensor<f16>
  %zero = stablehlo.constant dense<0.0> : tensor<f16>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x40xf16>, tensor<f16>) -> tensor<4xf16>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x40xf16>, tensor<f16>) -> tensor<4xf16>
  %mf = stablehlo.convert %m : (tensor<4xf16>) -> tensor<4xf32>
  %sf = stablehlo.convert %s : (tensor<4xf16>) -> tensor<4xf32>
  return %mf, %sf : tensor<4xf32>, tensor<4xf32>
}

func.func @max_sum_i8_5x48(%xi: tensor<5x48xi32>) -> (tensor<5xi32>, tensor<5xi32>) {
  %x = stablehlo.convert %xi : (tensor<5x48xi32>) -> tensor<5x48xi8>
  %min = stablehlo.constant dense<-128> : tensor<i8>
  %zero = stablehlo.constant dense<0> : tensor<i8>
  %m = stablehlo.reduce(%x init: %min) applies stablehlo.maximum across dimensions = [1] : (tensor<5x48xi8>, tensor<i8>) -> tensor<5xi8>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<5x48xi8>, tensor<i8>) -> tensor<5xi8>
  %mi = stablehlo.convert %m : (tensor<5xi8>) -> tensor<5xi32>
  %si = stablehlo.convert %s : (tensor<5xi8>) -> tensor<5xi32>
  return %mi, %si : tensor<5xi32>, tensor<5xi32>
}
