// A loop kept inside one dispatch (host-control-flow=never) whose carried
// state (64x64 f32, 16 KiB per value) does not fit a workgroup: the kernel
// would run it on one invocation with its temporaries in private arrays.
// Those are structs without a layout, which the private-memory check did not
// count ("private 0 B"), so the kernel reached the driver: lavapipe ran it
// with wrong results and NVIDIA's refused the pipeline. Now it is a compile
// error naming the loop; by default (auto) the loop runs on the host and
// matches numpy (x <- x * 0.5 + 1 three times: 8 -> 2.75, -4 -> 1.25).
// RUN: echo '{"phases": {"dispatch": "func.func(strata-flow-form-dispatch-regions{host-control-flow=never}),strata-flow-outline-dispatch-regions,strata-flow-deduplicate-executables,func.func(lower-affine),func.func(canonicalize),cse"}}' > %t.never.json
// RUN: not strata-compile %s --targets=%S/../../e2e/targets/vulkan.json --pipeline=%t.never.json -o %t.never.smod 2>&1 | FileCheck %s --check-prefix=NEVER
// NEVER: private-memory-loop.mlir:[[@LINE+8]]:{{[0-9]+}}: error: dispatch 'main_dispatch_0' needs {{[0-9]+}} bytes of private memory per invocation, more than the target's max-private-memory-bytes (16384)
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.smod
// RUN: strata-dump %t.smod | FileCheck %s --check-prefix=DUMP
// DUMP: main_dispatch_0: workgroups
// DUMP-NOT: private {{[1-9][0-9][0-9][0-9][0-9]+}} B
// RUN: %if vulkan %{ strata-run --module=%t.smod --device=vulkan --input="64x64xf32=8" --input="64x64xf32=-4" --expected_output="64x64xf32=2.75" --expected_output="64x64xf32=1.25" %}
func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %a = %x, %b = %y) : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %half = stablehlo.constant dense<0.5> : tensor<64x64xf32>
    %unit = stablehlo.constant dense<1.0> : tensor<64x64xf32>
    %ah = stablehlo.multiply %a, %half : tensor<64x64xf32>
    %a2 = stablehlo.add %ah, %unit : tensor<64x64xf32>
    %bh = stablehlo.multiply %b, %half : tensor<64x64xf32>
    %b2 = stablehlo.add %bh, %unit : tensor<64x64xf32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %a2, %b2 : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
  return %r#1, %r#2 : tensor<64x64xf32>, tensor<64x64xf32>
}
