// Unsigned arguments and results keep their types at the module boundary
// (strata.abi_type; the program computes on signless integers): strata-run
// takes ui8/ui32/ui64 inputs and prints and checks unsigned results, and a
// signed input for an unsigned argument is refused naming both types.
// Expected values by hand: ui32 4294967295 + 1 wraps to 0; ui8 255 + 1 to 0;
// ui64 2^64 - 1 stays above 2^63 (printed unsigned).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod --input="3xui32=4294967295 0 7" --input="2xui8=255 3" --input="ui64=18446744073709551615" --expected_output="3xui32=0 1 8" --expected_output="2xui8=0 4" --expected_output="ui64=18446744073709551615" --expected_output="3xi32=0 1 8" | FileCheck %s
// RUN: not strata-run --module=%t.smod --input="3xi32=1 2 3" --input="2xui8=255 3" --input="ui64=1" 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="3xui32=4294967295 0 7" --input="2xui8=255 3" --input="ui64=18446744073709551615" --expected_output="3xui32=0 1 8" --expected_output="2xui8=0 4" --expected_output="ui64=18446744073709551615" --expected_output="3xi32=0 1 8" | FileCheck %s
// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
// CHECK: [SUCCESS] result[2]
// CHECK: [SUCCESS] result[3]
// WRONG: argument 0: expected element type ui32, got i32

func.func @main(%x: tensor<3xui32>, %y: tensor<2xui8>, %z: tensor<ui64>) -> (tensor<3xui32>, tensor<2xui8>, tensor<ui64>, tensor<3xi32>) {
  %one = stablehlo.constant dense<1> : tensor<3xui32>
  %0 = stablehlo.add %x, %one : tensor<3xui32>
  %one8 = stablehlo.constant dense<1> : tensor<2xui8>
  %1 = stablehlo.add %y, %one8 : tensor<2xui8>
  %2 = stablehlo.bitcast_convert %0 : (tensor<3xui32>) -> tensor<3xi32>
  return %0, %1, %z, %2 : tensor<3xui32>, tensor<2xui8>, tensor<ui64>, tensor<3xi32>
}
