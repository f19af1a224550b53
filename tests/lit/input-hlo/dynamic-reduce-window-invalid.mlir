// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(strata-hlo-input-pipeline)'

// stablehlo.dynamic_reduce_window (cumulative ops and pools over symbolic
// dims) lowers with host-evaluated window parameters; base dilations other
// than 1 and a missing reducer are refused with the reason.

func.func private @sum(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  return %0 : tensor<f32>
}
func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %w = stablehlo.constant dense<2> : tensor<1xi32>
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %pad = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi32>
  // expected-error @+1 {{dynamic_reduce_window with base dilations other than 1 is not supported}}
  %0 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %z, %w, %one, %w, %one, %pad) {api_version = 2 : i32, called_computations = [@sum]} : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %w = stablehlo.constant dense<2> : tensor<1xi32>
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %pad = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi32>
  // expected-error @+1 {{stablehlo.dynamic_reduce_window needs its reducer function in called_computations}}
  %0 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %z, %w, %one, %one, %one, %pad) {api_version = 2 : i32} : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
