// rng_bit_generator, bit-exact with XLA, compiled for llvm-cpu and vmvx and
// run; the states come from --input (ui64 spelled as i64) so nothing folds.
// Expected values: `python3 Inputs/issue3_ops_reference.py rng`, a Python
// transcription of XLA's RngBitGeneratorExpander and prng.cc
// (ThreeFryRngBit32/64/Narrow, PhiloxRngBit32/64/Narrow,
// GetPhiloxStateOp); its Threefry-2x32-20 and Philox-4x32-10 cores are
// asserted against the Random123 known-answer vectors before printing.
// Checked against XLA itself (2026-11-22, JAX 0.11.2, CPU and CUDA
// backends, on the GPU machine): `python3 Inputs/check_rng_with_jax.py
// opset-rng-bit-generator.mlir` runs every case through
// jax.lax.rng_bit_generator and all match bit for bit, except the two
// PHILOX cases with a 3-word state, which JAX's front end does not accept.
// Cases:
//  - THREE_FRY ui32 [4] (split dim 0: pairs (0,1), (2,3)), [3] (odd: the
//    last pair's second word dropped), [2,3] (split dim 0, counter
//    2^64 - 1 wraps), [3,5] (no even dim: split the largest, dim 1), rank 0
//    (one pair, first word); ui64 [3] (one counter per element); ui8 [5]
//    (ui32 bits truncated). New counter: + half-shape elements (ui32) or
//    + elements (ui64).
//  - PHILOX with a ui64[3] state (counter = (state[1], state[2]); state[1]
//    = 2^64 - 2 carries into state[2] after two blocks), with a ui64[2]
//    state (counter = (state[1], state[0]), only state[1] written back),
//    ui64 [3] (two per block), ui16 [3] (truncated); DEFAULT is PHILOX.
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="2xui64=42 7" \
// RUN:   --input="2xui64=1311768467463790320 18446744073709551615" --input="2xui64=5 1099511627776" \
// RUN:   --input="3xui64=42 18446744073709551614 3" --input="3xui64=3735928559 1 0" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="2xui64=42 7" \
// RUN:   --input="2xui64=1311768467463790320 18446744073709551615" --input="2xui64=5 1099511627776" \
// RUN:   --input="3xui64=42 18446744073709551614 3" --input="3xui64=3735928559 1 0" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan --input="2xui64=42 7" \
// RUN:   --input="2xui64=1311768467463790320 18446744073709551615" --input="2xui64=5 1099511627776" \
// RUN:   --input="3xui64=42 18446744073709551614 3" --input="3xui64=3735928559 1 0" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 23 of 23 passed

func.func @main(%s0: tensor<2xui64>, %s1: tensor<2xui64>, %s2: tensor<2xui64>,
                %p0: tensor<3xui64>, %p1: tensor<3xui64>) {
  %t0s, %t0 = stablehlo.rng_bit_generator %s0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %t0_e = stablehlo.constant dense<[2642642533, 3437982737, 356970675, 1736384518]> : tensor<4xui32>
  stablehlo.custom_call @check.expect_eq(%t0, %t0_e) {has_side_effect = true} : (tensor<4xui32>, tensor<4xui32>) -> ()
  %t0s_e = stablehlo.constant dense<[42, 9]> : tensor<2xui64>
  stablehlo.custom_call @check.expect_eq(%t0s, %t0s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %t1s, %t1 = stablehlo.rng_bit_generator %s0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui32>)
  %t1_e = stablehlo.constant dense<[2642642533, 3437982737, 356970675]> : tensor<3xui32>
  stablehlo.custom_call @check.expect_eq(%t1, %t1_e) {has_side_effect = true} : (tensor<3xui32>, tensor<3xui32>) -> ()
  stablehlo.custom_call @check.expect_eq(%t1s, %t0s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %t2s, %t2 = stablehlo.rng_bit_generator %s1, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  %t2_e = stablehlo.constant dense<[[2754706343, 1593802813, 961273596], [569486026, 1289978105, 1692389550]]> : tensor<2x3xui32>
  stablehlo.custom_call @check.expect_eq(%t2, %t2_e) {has_side_effect = true} : (tensor<2x3xui32>, tensor<2x3xui32>) -> ()
  %t2s_e = stablehlo.constant dense<[1311768467463790320, 2]> : tensor<2xui64>
  stablehlo.custom_call @check.expect_eq(%t2s, %t2s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %t3s, %t3 = stablehlo.rng_bit_generator %s2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui32>)
  %t3_e = stablehlo.constant dense<[[4148015702, 3166469942, 3147168076, 3075186688, 870715204], [2186142688, 415557016, 3547200623, 2723583877, 481113071], [44439864, 1128145641, 2404322687, 593592275, 52916382]]> : tensor<3x5xui32>
  stablehlo.custom_call @check.expect_eq(%t3, %t3_e) {has_side_effect = true} : (tensor<3x5xui32>, tensor<3x5xui32>) -> ()
  %t3s_e = stablehlo.constant dense<[5, 1099511627785]> : tensor<2xui64>
  stablehlo.custom_call @check.expect_eq(%t3s, %t3s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %t4s, %t4 = stablehlo.rng_bit_generator %s0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui32>)
  %t4_e = stablehlo.constant dense<2642642533> : tensor<ui32>
  stablehlo.custom_call @check.expect_eq(%t4, %t4_e) {has_side_effect = true} : (tensor<ui32>, tensor<ui32>) -> ()
  %t4s_e = stablehlo.constant dense<[42, 8]> : tensor<2xui64>
  stablehlo.custom_call @check.expect_eq(%t4s, %t4s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %t5s, %t5 = stablehlo.rng_bit_generator %s0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui64>)
  %t5_e = stablehlo.constant dense<[14766023422270211685, 7457714718447694003, 4341426575643913126]> : tensor<3xui64>
  stablehlo.custom_call @check.expect_eq(%t5, %t5_e) {has_side_effect = true} : (tensor<3xui64>, tensor<3xui64>) -> ()
  %t5s_e = stablehlo.constant dense<[42, 10]> : tensor<2xui64>
  stablehlo.custom_call @check.expect_eq(%t5s, %t5s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %t6s, %t6 = stablehlo.rng_bit_generator %s0, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui8>)
  %t6_e = stablehlo.constant dense<[101, 17, 179, 6, 166]> : tensor<5xui8>
  stablehlo.custom_call @check.expect_eq(%t6, %t6_e) {has_side_effect = true} : (tensor<5xui8>, tensor<5xui8>) -> ()
  stablehlo.custom_call @check.expect_eq(%t6s, %t5s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %q0s, %q0 = stablehlo.rng_bit_generator %p0, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xui32>)
  %q0_e = stablehlo.constant dense<[499863996, 1367845960, 1895354875, 1830907389, 2197489777]> : tensor<5xui32>
  stablehlo.custom_call @check.expect_eq(%q0, %q0_e) {has_side_effect = true} : (tensor<5xui32>, tensor<5xui32>) -> ()
  %q0s_e = stablehlo.constant dense<[42, 0, 4]> : tensor<3xui64>
  stablehlo.custom_call @check.expect_eq(%q0s, %q0s_e) {has_side_effect = true} : (tensor<3xui64>, tensor<3xui64>) -> ()

  %q1s, %q1 = stablehlo.rng_bit_generator %s0, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  %q1_e = stablehlo.constant dense<[[1436477672, 1015822685, 1056814300], [3113490754, 1193696974, 489625878]]> : tensor<2x3xui32>
  stablehlo.custom_call @check.expect_eq(%q1, %q1_e) {has_side_effect = true} : (tensor<2x3xui32>, tensor<2x3xui32>) -> ()
  stablehlo.custom_call @check.expect_eq(%q1s, %t0s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  %q2s, %q2 = stablehlo.rng_bit_generator %p1, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3xui64>)
  %q2_e = stablehlo.constant dense<[14584085140602728903, 5821293688137454709, 14722752903988497021]> : tensor<3xui64>
  stablehlo.custom_call @check.expect_eq(%q2, %q2_e) {has_side_effect = true} : (tensor<3xui64>, tensor<3xui64>) -> ()
  %q2s_e = stablehlo.constant dense<[3735928559, 3, 0]> : tensor<3xui64>
  stablehlo.custom_call @check.expect_eq(%q2s, %q2s_e) {has_side_effect = true} : (tensor<3xui64>, tensor<3xui64>) -> ()

  %q3s, %q3 = stablehlo.rng_bit_generator %s0, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xui16>)
  %q3_e = stablehlo.constant dense<[59624, 14685, 46300]> : tensor<3xui16>
  stablehlo.custom_call @check.expect_eq(%q3, %q3_e) {has_side_effect = true} : (tensor<3xui16>, tensor<3xui16>) -> ()
  %q3s_e = stablehlo.constant dense<[42, 8]> : tensor<2xui64>
  stablehlo.custom_call @check.expect_eq(%q3s, %q3s_e) {has_side_effect = true} : (tensor<2xui64>, tensor<2xui64>) -> ()

  // DEFAULT is PHILOX: same bits as %q1.
  %d0s, %d0 = stablehlo.rng_bit_generator %s0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  stablehlo.custom_call @check.expect_eq(%d0, %q1_e) {has_side_effect = true} : (tensor<2x3xui32>, tensor<2x3xui32>) -> ()
  return
}
