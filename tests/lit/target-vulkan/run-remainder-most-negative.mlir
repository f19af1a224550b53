// Signed remainder of the most negative value: the result takes the
// dividend's sign (-128 rem 6 = -2 in i8). Upstream's SPIR-V emulation read
// "not negative" as a == |a|, true for INT_MIN too (|INT_MIN| wraps), and
// gave +2 on every Vulkan driver (found by strata-fuzz-programs, seed 9301).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --input="4xi8=-128 -7 7 -128" --input="4xi8=6 6 -3 -1" --input="4xi16=-32768 -32768 5 -9" --input="4xi16=6 -7 -3 4" --input="3xi32=-2147483648 -2147483648 -2147483647" --input="3xi32=6 10 2" --input="2xi64=-9223372036854775808 -9223372036854775807" --input="2xi64=6 10" --expected_output="4xi8=-2 -1 1 0" --expected_output="4xi16=-2 -1 2 -1" --expected_output="3xi32=-2 -8 -1" --expected_output="2xi64=-2 -7" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan --input="4xi8=-128 -7 7 -128" --input="4xi8=6 6 -3 -1" --input="4xi16=-32768 -32768 5 -9" --input="4xi16=6 -7 -3 4" --input="3xi32=-2147483648 -2147483648 -2147483647" --input="3xi32=6 10 2" --input="2xi64=-9223372036854775808 -9223372036854775807" --input="2xi64=6 10" --expected_output="4xi8=-2 -1 1 0" --expected_output="4xi16=-2 -1 2 -1" --expected_output="3xi32=-2 -8 -1" --expected_output="2xi64=-2 -7" | FileCheck %s %}

// CHECK: [SUCCESS] result[0]
// CHECK: [SUCCESS] result[1]
// CHECK: [SUCCESS] result[2]
// CHECK: [SUCCESS] result[3]

func.func @main(%a8: tensor<4xi8>, %b8: tensor<4xi8>, %a16: tensor<4xi16>, %b16: tensor<4xi16>,
                %a32: tensor<3xi32>, %b32: tensor<3xi32>, %a64: tensor<2xi64>, %b64: tensor<2xi64>)
    -> (tensor<4xi8>, tensor<4xi16>, tensor<3xi32>, tensor<2xi64>) {
  %r8 = stablehlo.remainder %a8, %b8 : tensor<4xi8>
  %r16 = stablehlo.remainder %a16, %b16 : tensor<4xi16>
  %r32 = stablehlo.remainder %a32, %b32 : tensor<3xi32>
  %r64 = stablehlo.remainder %a64, %b64 : tensor<2xi64>
  return %r8, %r16, %r32, %r64 : tensor<4xi8>, tensor<4xi16>, tensor<3xi32>, tensor<2xi64>
}
