// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics

// expected-error @+1 {{mesh axis 'i' repeated}}
sdy.mesh @mesh = <["i"=4, "i"=2]>

// -----

// expected-error @+1 {{mesh axis 'i' has size 0; expected >= 1}}
sdy.mesh @mesh = <["i"=0]>

// -----

// expected-error @+1 {{mesh lists 3 device ids for 4 devices}}
sdy.mesh @mesh = <["i"=4], device_ids=[0, 1, 2]>

// -----

// expected-error @+1 {{mesh device ids must be a permutation of 0..3}}
sdy.mesh @mesh = <["i"=4], device_ids=[0, 1, 2, 2]>

// -----

// expected-error @+1 {{sub-axes ('i':(...)) are not supported}}
func.func @sub_axis(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i":(1)2}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func @local_type(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{operand 0 of global type 'tensor<8x16xf32>' has local type 'tensor<8x16xf32>'; its sharding gives 'tensor<2x16xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%x: tensor<8x16xf32>) {
    sdy.return %x : tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func @not_divisible(%arg0: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{operand 0: dimension 0 of size 6 is not divisible by its 4 shards}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"i"} (%x: tensor<1xf32>) {
    sdy.return %x : tensor<1xf32>
  } : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func @unknown_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{operand 0: no sdy.mesh named other}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@other, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"i"} (%x: tensor<2xf32>) {
    sdy.return %x : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func @unknown_manual_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{manual axis "j" is not an axis of mesh @mesh}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}]>] out_shardings=[<@mesh, [{"i"}]>] manual_axes={"j"} (%x: tensor<8xf32>) {
    sdy.return %x : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func @gather_shape(%x: tensor<2x16xf32>) -> tensor<6x16xf32> {
  // expected-error @+1 {{result type 'tensor<6x16xf32>' does not match 'tensor<8x16xf32>'}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "i">]>}> : (tensor<2x16xf32>) -> tensor<6x16xf32>
  return %0 : tensor<6x16xf32>
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func @unknown_axis(%x: tensor<2x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{replica_groups name axis 'k', which mesh @mesh does not have}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "k">]>}> : (tensor<2x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @duplicate_device(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{replica_groups lists device 1 more than once}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @combiner(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{computation must take two 'tensor<f32>' arguments}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @scatter_blocks(%x: tensor<2x6xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{dimension 1 of size 6 does not divide into 4 blocks}}
  %0 = "stablehlo.reduce_scatter"(%x) <{scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x6xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @split_count(%x: tensor<2x16xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{split_count 2 must equal the replica group size 4}}
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x16xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @permute_targets(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{device 1 is the target of two pairs}}
  %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["i"=4]>
func.func @hint_rank(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{sharding has 1 dims for a rank-2 value}}
  %0 = sdy.sharding_constraint %x <@mesh, [{"i"}]> : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @hint_mesh(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{names mesh @nowhere, which is not an sdy.mesh}}
  %0 = sdy.reshard %x <@nowhere, [{"i"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @rule_without_size(%a: tensor<5x5xf32>) {
  // expected-error @+1 {{sharding rule uses factor 'j' but gives it no size}}
  %0 = stablehlo.custom_call @foo(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=5}>} : (tensor<5x5xf32>) -> tensor<5x5xf32>
  return
}
