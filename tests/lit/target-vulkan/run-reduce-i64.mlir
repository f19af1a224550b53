// 64-bit integer reductions on every target: wrapping sums and bitwise and
// over every dim of a broadcast (the reduction the row kernel takes, its
// tree through workgroup memory in 64-bit words: such a reduction needed
// 45696 bytes of private memory per invocation on the generic path and was
// refused on Vulkan, strata-fuzz-programs seed 11041), signed max and xor
// over rows, unsigned min over rows of 97. Expected values:
// Inputs/reduce_i64.py (exact).
// DEFINE: %{cases} = sum_broadcast and_broadcast rows_max_xor rows_umin
// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/reduce_i64.py %t
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t/cpu.smod
// RUN: for c in %{cases}; do strata-run --module=%t/cpu.smod --function=$c $(cat %t/$c.args) > %t/$c.cpu.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.cpu.log; }; done | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t/vmvx.smod
// RUN: for c in %{cases}; do strata-run --module=%t/vmvx.smod --function=$c $(cat %t/$c.args) > %t/$c.vmvx.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vmvx.log; }; done | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t/vk.smod
// RUN: strata-dump %t/vk.smod | FileCheck %s --check-prefix=KERNELS
// RUN: %if vulkan %{ for c in %{cases}; do env XDG_RUNTIME_DIR=/tmp strata-run --module=%t/vk.smod --device=vulkan --function=$c $(cat %t/$c.args) > %t/$c.vk.log 2>&1 && echo "PASS $c" || { echo "FAIL $c"; cat %t/$c.vk.log; }; done | FileCheck %s %}

// CHECK: PASS sum_broadcast
// CHECK-NEXT: PASS and_broadcast
// CHECK-NEXT: PASS rows_max_xor
// CHECK-NEXT: PASS rows_umin

// KERNELS-COUNT-2: kernel: row_chain: 1 rows of 5712, 1 reductions
// KERNELS-COUNT-2: kernel: row_chain: 33 rows of 100, 1 reductions
// KERNELS: kernel: row_chain: 9 rows of 97, 1 reductions

func.func @sum_broadcast(%x: tensor<17x16x7xi64>) -> tensor<i64> {
  %b = stablehlo.broadcast_in_dim %x, dims = [0, 1, 2] : (tensor<17x16x7xi64>) -> tensor<17x16x7x3xi64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.reduce(%b init: %z) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<17x16x7x3xi64>, tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

func.func @and_broadcast(%x: tensor<17x16x7xi64>) -> tensor<i64> {
  %b = stablehlo.broadcast_in_dim %x, dims = [0, 1, 2] : (tensor<17x16x7xi64>) -> tensor<17x16x7x3xi64>
  %z = stablehlo.constant dense<-1> : tensor<i64>
  %r = stablehlo.reduce(%b init: %z) applies stablehlo.and across dimensions = [0, 1, 2, 3] : (tensor<17x16x7x3xi64>, tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}

func.func @rows_max_xor(%x: tensor<33x100xi64>) -> (tensor<33xi64>, tensor<33xi64>) {
  %lo = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %m = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [1] : (tensor<33x100xi64>, tensor<i64>) -> tensor<33xi64>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.xor across dimensions = [1] : (tensor<33x100xi64>, tensor<i64>) -> tensor<33xi64>
  return %m, %r : tensor<33xi64>, tensor<33xi64>
}

func.func @rows_umin(%x: tensor<9x97xui64>) -> tensor<9xui64> {
  %hi = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %r = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [1] : (tensor<9x97xui64>, tensor<ui64>) -> tensor<9xui64>
  return %r : tensor<9xui64>
}
