// An op of an unregistered dialect and an unknown op of a registered one:
// file:line:col diagnostics, exit code 1.
// RUN: (strata-compile --plugin-dir= --input-type=none %s 2>&1; echo "exit code: $?") | FileCheck %s
// RUN: sed -n '/^func.func @unknown_flow_op/,/^}/p' %s > %t.flow.mlir
// RUN: (strata-compile --plugin-dir= --input-type=none %t.flow.mlir 2>&1; echo "exit code: $?") | FileCheck %s --check-prefix=FLOW

func.func @unregistered() {
  // CHECK: {{^}}{{.*}}unknown-op.mlir:[[@LINE+1]]:12: error: operation being parsed with an unregistered dialect
  "foo.bar"() : () -> ()
  return
}
// CHECK: {{^}}exit code: 1{{$}}

// FLOW: {{^}}{{.*}}flow.mlir:2:3: error: custom op 'flow.bogus' is unknown
// FLOW: {{^}}exit code: 1{{$}}
func.func @unknown_flow_op() {
  flow.bogus
  return
}
