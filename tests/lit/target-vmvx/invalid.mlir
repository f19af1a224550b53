// RUN: strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so %s --split-input-file --verify-diagnostics

func.func @binary_kind(%f: memref<f32>, %i: index) {
  // expected-error @+1 {{'vmvx.binary' op unknown binary kind 'pow'}}
  vmvx.binary "pow" lhs(%f[%i, %i, %i] : memref<f32>) rhs(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i, %i] : memref<f32>) sizes(%i, %i)
  return
}

// -----

func.func @unary_kind(%f: memref<f32>, %i: index) {
  // expected-error @+1 {{'vmvx.unary' op unknown unary kind 'sigmoid'}}
  vmvx.unary "sigmoid" in(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i, %i] : memref<f32>) sizes(%i, %i)
  return
}

// -----

func.func @reduce_kind(%f: memref<f32>, %i: index) {
  // expected-error @+1 {{'vmvx.reduce' op unknown reduction 'product'}}
  vmvx.reduce "product" in(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i] : memref<f32>) sizes(%i, %i)
  return
}

// -----

func.func @matmul_type(%f: memref<f16>, %i: index) {
  // expected-error @+1 {{'vmvx.matmul' op expects f32 buffers, got 'f16'}}
  vmvx.matmul lhs(%f[%i, %i] : memref<f16>) rhs(%f[%i, %i] : memref<f16>) out(%f[%i, %i] : memref<f16>) mnk(%i, %i, %i)
  return
}

// -----

func.func @copy_types(%a: memref<i8>, %b: memref<i16>, %i: index) {
  // expected-error @+1 {{'vmvx.copy' op buffers have different element types: 'i8' and 'i16'}}
  vmvx.copy in(%a[%i, %i, %i] : memref<i8>) out(%b[%i, %i, %i] : memref<i16>) sizes(%i, %i)
  return
}

// -----

func.func @fill_value(%a: memref<i32>, %x: f32, %i: index) {
  // expected-error @+1 {{'vmvx.fill' op value of type 'f32' does not match the buffer's 'i32'}}
  vmvx.fill %x : f32 out(%a[%i, %i, %i] : memref<i32>) sizes(%i, %i)
  return
}

// -----

func.func @fill_width(%a: memref<i4>, %x: i4, %i: index) {
  // expected-error @+1 {{'vmvx.fill' op has no kernel for element type 'i4'}}
  vmvx.fill %x : i4 out(%a[%i, %i, %i] : memref<i4>) sizes(%i, %i)
  return
}

// -----

func.func @conv_dims(%f: memref<f32>, %i: index) {
  // expected-error @+1 {{'vmvx.conv2d_nhwc_hwcf' op expects 4 input/filter/output dims and 2 strides and dilations}}
  vmvx.conv2d_nhwc_hwcf in(%f[%i] : memref<f32>) filter(%f[%i] : memref<f32>) out(%f[%i] : memref<f32>)
      input_shape = [8, 8, 3] filter_shape = [3, 3, 3, 4] output_shape = [1, 6, 6, 4]
      strides = [1, 1] dilations = [1, 1]
  return
}

// -----

func.func @rank(%f: memref<4xf32>, %i: index) {
  // expected-error @+1 {{operand #0 must be 0D memref of any type values}}
  vmvx.unary "exp" in(%f[%i, %i, %i] : memref<4xf32>) out(%f[%i, %i, %i] : memref<4xf32>) sizes(%i, %i)
  return
}
