// Collectives on every element type a rank program carries, on every
// target: unsigned integers reduce by their unsigned order (the element
// types become signless, the reduction keeps the order: unsigned_minimum,
// unsigned_maximum), complex values travel as their packed parts (one
// collective on tensor<Sx2xfN>). Two ranks; rank 0's values are the first
// half of each global array. Values with the top bit set order differently
// signed and unsigned. Found by strata-fuzz-programs --spmd.
// DEFINE: %{inputs} = --input="2x4xui8=200 1 127 128 100 255 0 129" --input="2x4xui16=65535 2 3 40000 1 65534 7 39999" --input="2x3xcomplex<f32>=1,2 3,4 5,6 -1,0.5 0,-2 7,8"
// DEFINE: %{expected} = --expected_output="2x4xui8=200 255 127 129 200 255 127 129" --expected_output="2x4xui8=100 1 0 128 100 1 0 128" --expected_output="2x2xui16=1 2 3 39999" --expected_output="2x3xcomplex<f32>=0,2.5 3,2 12,14 0,2.5 3,2 12,14" --expected_output="2x6xcomplex<f32>=1,2 3,4 5,6 -1,0.5 0,-2 7,8 1,2 3,4 5,6 -1,0.5 0,-2 7,8"
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.cpu.smod
// RUN: strata-run --module=%t.cpu.smod --partitions=2 %{inputs} %{expected} | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod --partitions=2 %{inputs} %{expected} | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vk.smod %}
// RUN: %if vulkan %{ env XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vk.smod --device=vulkan --partitions=2 %{inputs} %{expected} | FileCheck %s %}
// CHECK-COUNT-5: [SUCCESS]
// CHECK-NOT: FAIL

// The order the compiler records for the channel.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --strata-hlo-partition-spmd 2>&1 | FileCheck %s --check-prefix=FLOW
// FLOW: flow.collective.all_reduce {{.*}}reduction = "unsigned_maximum"
// FLOW: flow.collective.all_reduce {{.*}}reduction = "unsigned_minimum"
// FLOW: flow.collective.reduce_scatter {{.*}}reduction = "unsigned_minimum"

module @types attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=2]>
  func.func @main(%a: tensor<2x4xui8>, %b: tensor<2x4xui16>, %c: tensor<2x3xcomplex<f32>>)
      -> (tensor<2x4xui8>, tensor<2x4xui8>, tensor<2x2xui16>, tensor<2x3xcomplex<f32>>, tensor<2x6xcomplex<f32>>) {
    %r:5 = sdy.manual_computation(%a, %b, %c) in_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] manual_axes={"i"} (%la: tensor<1x4xui8>, %lb: tensor<1x4xui16>, %lc: tensor<1x3xcomplex<f32>>) {
      %max = "stablehlo.all_reduce"(%la) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%x: tensor<ui8>, %y: tensor<ui8>):
        %m = stablehlo.maximum %x, %y : tensor<ui8>
        stablehlo.return %m : tensor<ui8>
      }) : (tensor<1x4xui8>) -> tensor<1x4xui8>
      %min = "stablehlo.all_reduce"(%la) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%x: tensor<ui8>, %y: tensor<ui8>):
        %m = stablehlo.minimum %x, %y : tensor<ui8>
        stablehlo.return %m : tensor<ui8>
      }) : (tensor<1x4xui8>) -> tensor<1x4xui8>
      %scattered = "stablehlo.reduce_scatter"(%lb) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%x: tensor<ui16>, %y: tensor<ui16>):
        %m = stablehlo.minimum %x, %y : tensor<ui16>
        stablehlo.return %m : tensor<ui16>
      }) : (tensor<1x4xui16>) -> tensor<1x2xui16>
      %sum = "stablehlo.all_reduce"(%lc) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
      ^bb0(%x: tensor<complex<f32>>, %y: tensor<complex<f32>>):
        %m = stablehlo.add %x, %y : tensor<complex<f32>>
        stablehlo.return %m : tensor<complex<f32>>
      }) : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
      %gathered = "stablehlo.all_gather"(%lc) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> : (tensor<1x3xcomplex<f32>>) -> tensor<1x6xcomplex<f32>>
      sdy.return %max, %min, %scattered, %sum, %gathered : tensor<1x4xui8>, tensor<1x4xui8>, tensor<1x2xui16>, tensor<1x3xcomplex<f32>>, tensor<1x6xcomplex<f32>>
    } : (tensor<2x4xui8>, tensor<2x4xui16>, tensor<2x3xcomplex<f32>>) -> (tensor<2x4xui8>, tensor<2x4xui8>, tensor<2x2xui16>, tensor<2x3xcomplex<f32>>, tensor<2x6xcomplex<f32>>)
    return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<2x4xui8>, tensor<2x4xui8>, tensor<2x2xui16>, tensor<2x3xcomplex<f32>>, tensor<2x6xcomplex<f32>>
  }
}
