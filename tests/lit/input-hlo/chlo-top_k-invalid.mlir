// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --verify-diagnostics

func.func @rank0(%x: tensor<f32>) {
  // expected-error @+1 {{operand's rank must be at least 1}}
  %v, %i = chlo.top_k(%x, k = 1) : tensor<f32> -> (tensor<1xf32>, tensor<1xi32>)
  return
}

// -----

func.func @k_too_big(%x: tensor<4xf32>) {
  // expected-error @+1 {{operand's last dimension must be at least 8, got 4}}
  %v, %i = chlo.top_k(%x, k = 8) : tensor<4xf32> -> (tensor<8xf32>, tensor<8xi32>)
  return
}

// -----

func.func @bad_index_type(%x: tensor<4xf32>) {
  // expected-error @+1 {{indices must have element type i32, got 'i64'}}
  %v, %i = chlo.top_k(%x, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi64>)
  return
}

// -----

func.func @bad_value_type(%x: tensor<4xf32>) {
  // expected-error @+1 {{values must have the operand's element type 'f32', got 'f16'}}
  %v, %i = chlo.top_k(%x, k = 2) : tensor<4xf32> -> (tensor<2xf16>, tensor<2xi32>)
  return
}

// -----

func.func @bad_shape(%x: tensor<3x4xf32>) {
  // expected-error @+1 {{values dimension 1 must be 2, got 3}}
  %v, %i = chlo.top_k(%x, k = 2) : tensor<3x4xf32> -> (tensor<3x3xf32>, tensor<3x2xi32>)
  return
}

// -----

func.func @binary_type_mismatch(%x: tensor<4xf32>, %y: tensor<4xf64>) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = chlo.zeta %x, %y : tensor<4xf32>, tensor<4xf64> -> tensor<4xf32>
  return
}

// -----

func.func @integer_operand(%x: tensor<4xi32>) {
  // expected-error @+1 {{must be ranked tensor of}}
  %0 = chlo.lgamma %x : tensor<4xi32> -> tensor<4xi32>
  return
}
