// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file \
// RUN:   --strata-hlo-legalize-custom-calls --verify-diagnostics

func.func @cmp(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @main(%x: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %n = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{ApproxTopK: mhlo.backend_config has no integer 'reduction_dim'}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %i, %n, %c) {called_computations = [@cmp], mhlo.backend_config = {top_k = 2 : i64}} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %0#0 : tensor<2xf32>
}

// -----

func.func @cmp(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @main(%x: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<5xf32> {
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %n = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{ApproxTopK: result 0 does not fit its operand (same shape, at most as long along reduction_dim)}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %i, %n, %c) {called_computations = [@cmp], mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 5 : i64}} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
  return %0#0 : tensor<5xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %n = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{ApproxTopK: expected one comparator in called_computations}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %i, %n, %c) {mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 2 : i64}} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %0#0 : tensor<2xf32>
}
