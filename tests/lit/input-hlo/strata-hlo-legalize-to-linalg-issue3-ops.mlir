// Lowering of optimization_barrier, tuple/get_tuple_element,
// reduce_precision, batch_norm_*, select_and_scatter, cholesky,
// triangular_solve and rng_bit_generator (end-to-end results: the
// opset-*.mlir tests of these ops). The ops also round-trip (RT).
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-to-linalg | FileCheck %s
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file | strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so --split-input-file | FileCheck %s --check-prefix=RT

// CHECK-LABEL: func.func @tuples(
// CHECK-SAME: %[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<2xi32>)
// CHECK-NOT: stablehlo
// CHECK: return %[[B]], %[[A]] : tensor<2xi32>, tensor<3xf32>
// RT-LABEL: func.func @tuples
// RT: stablehlo.tuple %{{.*}}, %{{.*}} : tuple<tensor<3xf32>, tensor<2xi32>>
// RT: stablehlo.get_tuple_element %{{.*}}[1] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<2xi32>
// RT: stablehlo.optimization_barrier %{{.*}}, %{{.*}} : tensor<2xi32>, tensor<3xf32>
func.func @tuples(%a: tensor<3xf32>, %b: tensor<2xi32>) -> (tensor<2xi32>, tensor<3xf32>) {
  %t = stablehlo.tuple %a, %b : tuple<tensor<3xf32>, tensor<2xi32>>
  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<3xf32>
  %y = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tensor<2xi32>>) -> tensor<2xi32>
  %o:2 = stablehlo.optimization_barrier %y, %x : tensor<2xi32>, tensor<3xf32>
  return %o#0, %o#1 : tensor<2xi32>, tensor<3xf32>
}

// -----

// XLA's bit-level rounding: bias + mask of the 13 dropped mantissa bits,
// then the exponent range check, NaN passed through.
// CHECK-LABEL: func.func @reduce_precision(
// CHECK: linalg.generic
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.constant -8192 : i32
// CHECK: arith.cmpi ugt
// CHECK: arith.cmpi ule
// CHECK: arith.cmpf uno
// RT-LABEL: func.func @reduce_precision
// RT: stablehlo.reduce_precision %{{.*}}, format = e5m10 : tensor<4xf32>
func.func @reduce_precision(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce_precision %a, format = e5m10 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Per-feature sums reduce every dim but feature_index into tensor<C>.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[F:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @batch_norm_training(
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[F]]], iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[F]], #[[F]]], iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[F]], #[[F]], #[[F]], #[[F]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]}
// CHECK: math.sqrt
// CHECK: arith.divf
// RT-LABEL: func.func @batch_norm_training
// RT: "stablehlo.batch_norm_training"(%{{.*}}, %{{.*}}, %{{.*}}) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}>
func.func @batch_norm_training(%x: tensor<2x3x4xf32>, %c: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %c, %c) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0#0, %0#1, %0#2 : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @batch_norm_inference_and_grad(
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]
// CHECK-SAME: outs(%{{.*}}, %{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// RT-LABEL: func.func @batch_norm_inference_and_grad
// RT: "stablehlo.batch_norm_inference"
// RT: "stablehlo.batch_norm_grad"
func.func @batch_norm_inference_and_grad(%x: tensor<2x3xf32>, %c: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0 = "stablehlo.batch_norm_inference"(%x, %c, %c, %c, %c) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1:3 = "stablehlo.batch_norm_grad"(%x, %c, %c, %c, %x) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %0, %1#0, %1#1, %1#2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// Small windows (2 covering each point x 3 elements): a gather parallel
// over the result, starting from the init scalar; per point, each covering window's pick (select on
// clamped in-bounds reads, row-major) and, where it is the point, the
// scatter combiner on the window's source element.
// CHECK-LABEL: func.func @select_and_scatter(
// CHECK: %[[INIT:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}}outs(%{{.*}} : tensor<6xf32>)
// CHECK-COUNT-3: arith.cmpf oge
// CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<3xf32>
// CHECK: arith.addf %[[INIT]]
// CHECK: arith.select
// CHECK-COUNT-3: arith.cmpf oge
// CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<3xf32>
// CHECK: arith.addf
// CHECK: arith.select
// CHECK: linalg.yield
// RT-LABEL: func.func @select_and_scatter
// RT: "stablehlo.select_and_scatter"
func.func @select_and_scatter(%x: tensor<6xf32>, %s: tensor<3xf32>, %i: tensor<f32>) -> tensor<6xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) <{padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %ge : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s2 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s2 : tensor<f32>
  }) : (tensor<6xf32>, tensor<3xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// Windows too large to unroll per point (9 covering x 9 elements): loops
// over the source, then over the window carrying (value, index, found);
// in-bounds candidates only; scatter at the pick.
// CHECK-LABEL: func.func @select_and_scatter_large_windows(
// CHECK: linalg.fill
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[R:.*]] = %{{.*}}) -> (tensor<12xf32>)
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, index, i1)
// CHECK: scf.if %{{.*}} -> (f32, index, i1)
// CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<12xf32>
// CHECK: arith.cmpf oge
// CHECK: scf.if %{{.*}} -> (tensor<12xf32>)
// CHECK: arith.addf
// CHECK: tensor.insert
// RT-LABEL: func.func @select_and_scatter_large_windows
// RT: "stablehlo.select_and_scatter"
func.func @select_and_scatter_large_windows(%x: tensor<12xf32>, %s: tensor<4xf32>, %i: tensor<f32>) -> tensor<12xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = array<i64: 9>, window_strides = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %ge : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s2 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s2 : tensor<f32>
  }) : (tensor<12xf32>, tensor<4xf32>, tensor<f32>) -> tensor<12xf32>
  return %0 : tensor<12xf32>
}

// -----

// Batch loop, then column j: sqrt of the diagonal residual, rows below.
// CHECK-LABEL: func.func @cholesky(
// CHECK: linalg.fill
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<2x3x3xf32>)
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK: math.sqrt
// CHECK: tensor.insert
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK: arith.divf
// RT-LABEL: func.func @cholesky
// RT: stablehlo.cholesky %{{.*}}, lower = true : tensor<2x3x3xf32>
func.func @cholesky(%a: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x3x3xf32>
  return %0 : tensor<2x3x3xf32>
}

// -----

// Substitution starting from b; unit_diagonal: no division.
// CHECK-LABEL: func.func @triangular_solve(
// CHECK-SAME: %{{.*}}: tensor<3x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %[[B]]) -> (tensor<2x3xf32>)
// CHECK: arith.mulf
// CHECK: arith.subf
// CHECK-NOT: arith.divf
// CHECK: return
// RT-LABEL: func.func @triangular_solve
// RT: transpose_a = #stablehlo<transpose ADJOINT>
func.func @triangular_solve(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose ADJOINT>, unit_diagonal = true}> : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// One generic over the output computing each element's counter from its
// index; the new state is built from the extracted key and counter.
// CHECK-LABEL: func.func @rng_bit_generator(
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: linalg.index 0
// CHECK: linalg.index 1
// CHECK: arith.constant 466688986 : i32
// CHECK: arith.xori
// CHECK: tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xi64>
// RT-LABEL: func.func @rng_bit_generator
// RT: stablehlo.rng_bit_generator %{{.*}}, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
func.func @rng_bit_generator(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>) {
  %0, %1 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  return %0, %1 : tensor<2xui64>, tensor<2x3xui32>
}
