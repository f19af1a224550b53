// A program that parses but does not verify: the verifier's diagnostic with
// file:line:col, exit code 1, before any phase runs.
// RUN: (strata-compile --plugin-dir= --input-type=none --compile-to=input %s 2>&1; echo "exit code: $?") | FileCheck %s

func.func @f(%a: tensor<4xf32>) -> tensor<4xi32> {
  // CHECK: {{^}}{{.*}}verifier-failure.mlir:[[@LINE+1]]:3: error: type of return operand 0 ('tensor<4xf32>') doesn't match function result type ('tensor<4xi32>') in function @f
  return %a : tensor<4xf32>
}
// CHECK: {{^}}exit code: 1{{$}}
