// RUN: strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so %s | strata-opt --plugin=%plugin_dir/libstrata-target-vmvx.so | FileCheck %s

// Every vmvx op prints and parses back unchanged.
// CHECK-LABEL: func.func @ops(
//       CHECK:   vmvx.matmul lhs(%{{.+}}[%{{.+}}, %{{.+}}] : memref<f32>) rhs(%{{.+}}[%{{.+}}, %{{.+}}] : memref<f32>) out(%{{.+}}[%{{.+}}, %{{.+}}] : memref<f32>) mnk(%{{.+}}, %{{.+}}, %{{.+}}) accumulate
//       CHECK:   vmvx.matmul {{.+}} mnk(%{{[^)]+}}){{$}}
//       CHECK:   vmvx.conv2d_nhwc_hwcf in(%{{.+}}) filter(%{{.+}}) out(%{{.+}}) input_shape = [1, 8, 8, 3] filter_shape = [3, 3, 3, 4] output_shape = [1, 6, 6, 4] strides = [1, 1] dilations = [1, 1] accumulate
//       CHECK:   vmvx.fill %{{.+}} : i8 out(%{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}] : memref<i8>) sizes(%{{.+}}, %{{.+}})
//       CHECK:   vmvx.copy in(%{{.+}} : memref<i8>) out(%{{.+}} : memref<i8>) sizes(%{{.+}}, %{{.+}})
//       CHECK:   vmvx.binary "minimum" lhs(
//       CHECK:   vmvx.unary "exp" in(
//       CHECK:   vmvx.reduce "sum" in(%{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}] : memref<f32>) out(%{{.+}}[%{{.+}}, %{{.+}}] : memref<f32>) sizes(
func.func @ops(%f: memref<f32>, %b: memref<i8>, %i: index, %x: i8) {
  vmvx.matmul lhs(%f[%i, %i] : memref<f32>) rhs(%f[%i, %i] : memref<f32>) out(%f[%i, %i] : memref<f32>) mnk(%i, %i, %i) accumulate
  vmvx.matmul lhs(%f[%i, %i] : memref<f32>) rhs(%f[%i, %i] : memref<f32>) out(%f[%i, %i] : memref<f32>) mnk(%i, %i, %i)
  vmvx.conv2d_nhwc_hwcf in(%f[%i] : memref<f32>) filter(%f[%i] : memref<f32>) out(%f[%i] : memref<f32>)
      input_shape = [1, 8, 8, 3] filter_shape = [3, 3, 3, 4] output_shape = [1, 6, 6, 4]
      strides = [1, 1] dilations = [1, 1] accumulate
  vmvx.fill %x : i8 out(%b[%i, %i, %i] : memref<i8>) sizes(%i, %i)
  vmvx.copy in(%b[%i, %i, %i] : memref<i8>) out(%b[%i, %i, %i] : memref<i8>) sizes(%i, %i)
  vmvx.binary "minimum" lhs(%f[%i, %i, %i] : memref<f32>) rhs(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i, %i] : memref<f32>) sizes(%i, %i)
  vmvx.unary "exp" in(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i, %i] : memref<f32>) sizes(%i, %i)
  vmvx.reduce "sum" in(%f[%i, %i, %i] : memref<f32>) out(%f[%i, %i] : memref<f32>) sizes(%i, %i)
  return
}
