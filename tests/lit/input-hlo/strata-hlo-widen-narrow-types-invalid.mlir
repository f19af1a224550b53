// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file \
// RUN:   --strata-hlo-widen-narrow-types --verify-diagnostics

// expected-error @+1 {{takes or returns 'tensor<4xf8E4M3FN>': the runtime has no buffers of 8-bit floats or sub-byte integers; pass a wider type and convert in the program}}
func.func @main(%x: tensor<4xf8E4M3FN>) -> tensor<4xf32> {
  %0 = stablehlo.convert %x : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{on 8-bit float or sub-byte integer tensors is not supported yet}}
  %0 = stablehlo.bitcast_convert %x : (tensor<4xi8>) -> tensor<4xf8E5M2>
  // expected-error @+1 {{on 8-bit float or sub-byte integer tensors is not supported yet}}
  %1 = stablehlo.bitcast_convert %0 : (tensor<4xf8E5M2>) -> tensor<4xi8>
  return %1 : tensor<4xi8>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{has element type 'f4E2M1FN', which Strata does not support yet (of the floats narrower than 16 bits, the 8-bit ones except f8E8M0FNU are)}}
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf4E2M1FN>
  // expected-error @+1 {{has element type 'f4E2M1FN'}}
  %1 = stablehlo.convert %0 : (tensor<4xf4E2M1FN>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{has a dynamically shaped 'tensor<?xf8E4M3FN>'; narrow element types need static shapes}}
  %0 = stablehlo.convert %x : (tensor<?xf32>) -> tensor<?xf8E4M3FN>
  // expected-error @+1 {{has a dynamically shaped}}
  %1 = stablehlo.convert %0 : (tensor<?xf8E4M3FN>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
