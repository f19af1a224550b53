// A loop that carries a tensor through a stablehlo.case whose branches
// build it differently (one from slices and a concatenate, one elementwise)
// and stays inside one dispatch (little work: host-control-flow=auto keeps it there): bufferization
// gives the merged buffer a dynamic layout, which vmvx could not view
// ("'memref.extract_strided_metadata' op has a dynamic offset, size or
// stride in use") until such buffers became identity-layout states. The
// expected values are numpy's (x <- x/2 - roll(x, 1) at even steps,
// sin(x) + 1 at odd ones, 4 steps).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --input="6xf32=0.5 -1 2 0.25 -0.75 1.5" \
// RUN:   --expected_output="6xf32=0.07940340042114258 1.0282453298568726 1.7146472930908203 0.049372315406799316 1.1608355045318604 1.5512359142303467" --rtol=1e-5 --atol=1e-6
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --input="6xf32=0.5 -1 2 0.25 -0.75 1.5" \
// RUN:   --expected_output="6xf32=0.07940340042114258 1.0282453298568726 1.7146472930908203 0.049372315406799316 1.1608355045318604 1.5512359142303467" --rtol=1e-5 --atol=1e-6
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ strata-run --module=%t.vk.smod --device=vulkan --input="6xf32=0.5 -1 2 0.25 -0.75 1.5" --expected_output="6xf32=0.07940340042114258 1.0282453298568726 1.7146472930908203 0.049372315406799316 1.1608355045318604 1.5512359142303467" --rtol=1e-5 --atol=1e-6 %}
func.func @main(%x: tensor<6xf32>) -> tensor<6xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<6xf32>
  cond {
    %n = stablehlo.constant dense<4> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %m = stablehlo.remainder %i, %c2 : tensor<i32>
    %even = stablehlo.compare EQ, %m, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %idx = stablehlo.convert %even : (tensor<i1>) -> tensor<i32>
    %y = "stablehlo.case"(%idx) ({
      %s = stablehlo.sine %v : tensor<6xf32>
      %one = stablehlo.constant dense<1.0> : tensor<6xf32>
      %t = stablehlo.add %s, %one : tensor<6xf32>
      stablehlo.return %t : tensor<6xf32>
    }, {
      %half = stablehlo.constant dense<0.5> : tensor<6xf32>
      %h = stablehlo.multiply %v, %half : tensor<6xf32>
      %tail = stablehlo.slice %v [5:6] : (tensor<6xf32>) -> tensor<1xf32>
      %head = stablehlo.slice %v [0:5] : (tensor<6xf32>) -> tensor<5xf32>
      %rolled = stablehlo.concatenate %tail, %head, dim = 0 : (tensor<1xf32>, tensor<5xf32>) -> tensor<6xf32>
      %d = stablehlo.subtract %h, %rolled : tensor<6xf32>
      stablehlo.return %d : tensor<6xf32>
    }) : (tensor<i32>) -> tensor<6xf32>
    %next = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %next, %y : tensor<i32>, tensor<6xf32>
  }
  return %r#1 : tensor<6xf32>
}
