// Unsigned values crossing control flow, as JAX's threefry-based random
// helpers (jax.random.split/uniform/randint/categorical) produce them: a
// ui32 key built from an i32 seed by converts and shifts, captured by a
// while body that calls a function on ui32 and carries a ui32 state, then
// bitcast to f32 (the uniform trick); an if yielding ui32. Every value that
// is ui32 in StableHLO is i32 after lowering; the region moves must not
// leave a cast between the two behind ("unresolved materialization").
// Expected values by hand: key = [42 >> 32, 42] = [0, 42], so each round
// maps v to v ^ ((v << 13) | (v >> 19)) (k0 = 0); from iota [0 1 2 3] three
// rounds give x * (2^26 + 2^13 + 2^7 + 1) = 67117185 x, and
// bitcast((v >> 9) | 0x3F800000) - 1 = (v >> 9) / 2^23.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="i32=42" --input="i1=true" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="i32=42" --input="i1=true" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="i32=42" --input="i1=true" | FileCheck %s %}
// CHECK: [checks] 3 of 3 passed

func.func private @mix(%k: tensor<2xui32>, %x: tensor<4xui32>) -> tensor<4xui32> {
  %k0 = stablehlo.slice %k [0:1] : (tensor<2xui32>) -> tensor<1xui32>
  %k0r = stablehlo.reshape %k0 : (tensor<1xui32>) -> tensor<ui32>
  %b = stablehlo.broadcast_in_dim %k0r, dims = [] : (tensor<ui32>) -> tensor<4xui32>
  %s = stablehlo.add %x, %b : tensor<4xui32>
  %c13 = stablehlo.constant dense<13> : tensor<4xui32>
  %l = stablehlo.shift_left %s, %c13 : tensor<4xui32>
  %c19 = stablehlo.constant dense<19> : tensor<4xui32>
  %r = stablehlo.shift_right_logical %s, %c19 : tensor<4xui32>
  %o = stablehlo.or %l, %r : tensor<4xui32>
  %x2 = stablehlo.xor %o, %s : tensor<4xui32>
  return %x2 : tensor<4xui32>
}

func.func @main(%seed: tensor<i32>, %flag: tensor<i1>) {
  %c32 = stablehlo.constant dense<32> : tensor<i64>
  %s64 = stablehlo.convert %seed : (tensor<i32>) -> tensor<i64>
  %hi = stablehlo.shift_right_logical %s64, %c32 : tensor<i64>
  %hi32 = stablehlo.convert %hi : (tensor<i64>) -> tensor<ui32>
  %lo32 = stablehlo.convert %seed : (tensor<i32>) -> tensor<ui32>
  %hib = stablehlo.broadcast_in_dim %hi32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
  %lob = stablehlo.broadcast_in_dim %lo32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
  %key = stablehlo.concatenate %hib, %lob, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  %iota = stablehlo.iota dim = 0 : tensor<4xui32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<3> : tensor<i32>
  %w:2 = stablehlo.while(%it = %z, %v = %iota) : tensor<i32>, tensor<4xui32>
    cond {
    %p = stablehlo.compare LT, %it, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %m = func.call @mix(%key, %v) : (tensor<2xui32>, tensor<4xui32>) -> tensor<4xui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %it2 = stablehlo.add %it, %one : tensor<i32>
    stablehlo.return %it2, %m : tensor<i32>, tensor<4xui32>
  }
  %ew = stablehlo.constant dense<[0, 67117185, 134234370, 201351555]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%w#1, %ew) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %c9 = stablehlo.constant dense<9> : tensor<4xui32>
  %sh = stablehlo.shift_right_logical %w#1, %c9 : tensor<4xui32>
  %c1 = stablehlo.constant dense<1065353216> : tensor<4xui32>
  %bits = stablehlo.or %sh, %c1 : tensor<4xui32>
  %f = stablehlo.bitcast_convert %bits : (tensor<4xui32>) -> tensor<4xf32>
  %onef = stablehlo.constant dense<1.0> : tensor<4xf32>
  %u = stablehlo.subtract %f, %onef : tensor<4xf32>
  // (67117185 x >> 9) / 2^23 for x = 0..3: 0, 131088, 262176, 393264 over 2^23.
  %eu = stablehlo.constant dense<[0.0, 0.015626907348632812, 0.031253814697265625, 0.04688072204589844]> : tensor<4xf32>
  stablehlo.custom_call @check.expect_eq(%u, %eu) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
  %sel = "stablehlo.if"(%flag) ({
    stablehlo.return %key : tensor<2xui32>
  }, {
    %rev = stablehlo.reverse %key, dims = [0] : tensor<2xui32>
    stablehlo.return %rev : tensor<2xui32>
  }) : (tensor<i1>) -> tensor<2xui32>
  %ek = stablehlo.constant dense<[0, 42]> : tensor<2xui32>
  stablehlo.custom_call @check.expect_eq(%sel, %ek) {has_side_effect = true} : (tensor<2xui32>, tensor<2xui32>) -> ()
  return
}
