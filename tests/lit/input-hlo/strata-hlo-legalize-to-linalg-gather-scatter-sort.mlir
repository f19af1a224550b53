// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-to-linalg | FileCheck %s

// gather: one linalg.generic over the result; each start index component is
// read from the indices at (batch position, component), clamped to
// [0, operand dim - slice size] and added to the offset index.
// CHECK-LABEL: func @gather_take
// CHECK-SAME: (%[[X:.*]]: tensor<10x4xf32>, %[[I:.*]]: tensor<6x1xi32>)
func.func @gather_take(%x: tensor<10x4xf32>, %i: tensor<6x1xi32>) -> tensor<6x4xf32> {
  // CHECK: %[[E:.*]] = tensor.empty() : tensor<6x4xf32>
  // CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} outs(%[[E]] : tensor<6x4xf32>)
  // CHECK-DAG: %[[R0:.*]] = linalg.index 0 : index
  // CHECK-DAG: %[[R1:.*]] = linalg.index 1 : index
  // CHECK: %[[V:.*]] = tensor.extract %[[I]][%[[R0]], %{{.*}}] : tensor<6x1xi32>
  // CHECK: %[[S:.*]] = arith.index_cast %[[V]] : i32 to index
  // CHECK: %[[C9:.*]] = arith.constant 9 : index
  // CHECK: %[[MIN:.*]] = arith.minsi %[[S]], %[[C9]] : index
  // CHECK: %[[CL:.*]] = arith.maxsi %[[MIN]], %{{.*}} : index
  // CHECK: %[[OUT:.*]] = tensor.extract %[[X]][%[[CL]], %[[R1]]] : tensor<10x4xf32>
  // CHECK: linalg.yield %[[OUT]] : f32
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

// Batching dims add the batch position; unsigned indices zero-extend.
// CHECK-LABEL: func @gather_batching
// CHECK-SAME: (%[[X:.*]]: tensor<2x5xf32>, %[[I:.*]]: tensor<2x3xi8> {strata.abi_type = tensor<2x3xui8>})
func.func @gather_batching(%x: tensor<2x5xf32>, %i: tensor<2x3xui8>) -> tensor<2x3xf32> {
  // CHECK: linalg.generic
  // CHECK: %[[B:.*]] = linalg.index 0 : index
  // CHECK: %[[J:.*]] = linalg.index 1 : index
  // CHECK: %[[V:.*]] = tensor.extract %[[I]][%[[B]], %[[J]]] : tensor<2x3xi8>
  // CHECK: arith.index_castui %[[V]] : i8 to index
  // CHECK: arith.minsi
  // CHECK: %[[S:.*]] = arith.maxsi
  // CHECK: tensor.extract %[[X]][%[[B]], %[[S]]] : tensor<2x5xf32>
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x3xui8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// scatter: loops over the update elements carrying the destination; the
// update applies only when the whole window fits, through the combiner.
// CHECK-LABEL: func @scatter_max
// CHECK-SAME: (%[[X:.*]]: tensor<5x4xf32>, %[[I:.*]]: tensor<5x2xi32>, %[[U:.*]]: tensor<5x2xf32>)
func.func @scatter_max(%x: tensor<5x4xf32>, %i: tensor<5x2xi32>, %u: tensor<5x2xf32>) -> tensor<5x4xf32> {
  // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
  // CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
  // CHECK: %[[R:.*]] = scf.for %[[A:.*]] = %[[C0]] to %[[C5]] step %[[C1]] iter_args(%[[D0:.*]] = %[[X]]) -> (tensor<5x4xf32>)
  // CHECK: scf.for %[[B:.*]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[D:.*]] = %[[D0]]) -> (tensor<5x4xf32>)
  // CHECK: %[[E0:.*]] = tensor.extract %[[I]][%[[A]], %{{.*}}] : tensor<5x2xi32>
  // CHECK: %[[S0:.*]] = arith.index_cast %[[E0]] : i32 to index
  // CHECK: %[[UP0:.*]] = arith.constant 4 : index
  // CHECK: arith.cmpi sge, %[[S0]]
  // CHECK: arith.cmpi sle, %[[S0]], %[[UP0]]
  // CHECK: %[[S1:.*]] = arith.index_cast %{{.*}} : i32 to index
  // CHECK: %[[UP1:.*]] = arith.constant 2 : index
  // CHECK: arith.cmpi sle, %[[S1]], %[[UP1]]
  // CHECK: arith.andi
  // CHECK: %[[VALID:.*]] = arith.andi
  // CHECK: %[[COL:.*]] = arith.addi %[[S1]], %[[B]] : index
  // CHECK: scf.if %[[VALID]] -> (tensor<5x4xf32>) {
  // CHECK:   %[[OLD:.*]] = tensor.extract %[[D]][%[[S0]], %[[COL]]] : tensor<5x4xf32>
  // CHECK:   %[[NEW:.*]] = tensor.extract %[[U]][%[[A]], %[[B]]] : tensor<5x2xf32>
  // CHECK:   %[[M:.*]] = arith.maximumf %[[OLD]], %[[NEW]] : f32
  // CHECK:   %[[INS:.*]] = tensor.insert %[[M]] into %[[D]][%[[S0]], %[[COL]]] : tensor<5x4xf32>
  // CHECK:   scf.yield %[[INS]] : tensor<5x4xf32>
  // CHECK: } else {
  // CHECK:   scf.yield %[[D]] : tensor<5x4xf32>
  // CHECK: return %[[R]] : tensor<5x4xf32>
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<5x4xf32>, tensor<5x2xi32>, tensor<5x2xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// Two inputs, implicit index vector (index_vector_dim = rank), a combiner
// that uses a constant hoisted out of it.
// CHECK-LABEL: func @scatter_two_inputs
func.func @scatter_two_inputs(%x: tensor<6xf32>, %y: tensor<6xi32>, %i: tensor<4xi32>, %u: tensor<4xf32>, %v: tensor<4xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  // CHECK: scf.for {{.*}} -> (tensor<6xf32>, tensor<6xi32>)
  // CHECK: tensor.extract %{{.*}}[%{{.*}}] : tensor<4xi32>
  // CHECK: scf.if %{{.*}} -> (tensor<6xf32>, tensor<6xi32>)
  // CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
  // CHECK: arith.mulf %{{.*}}, %[[TWO]] : f32
  // CHECK: arith.addf
  // CHECK: arith.muli
  // CHECK: tensor.insert %{{.*}} : tensor<6xf32>
  // CHECK: tensor.insert %{{.*}} : tensor<6xi32>
  %0:2 = "stablehlo.scatter"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %c2 = stablehlo.multiply %c, %two : tensor<f32>
    %s = stablehlo.add %a, %c2 : tensor<f32>
    %p = stablehlo.multiply %b, %d : tensor<i32>
    stablehlo.return %s, %p : tensor<f32>, tensor<i32>
  }) : (tensor<6xf32>, tensor<6xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
}

// -----

// sort: a stable merge sort, one parallel linalg.generic per pass (run
// widths 1, 2, 4 for 6 elements); each output element reads its source from
// the previous pass's results after a merge-path search with the comparator,
// and every input moves with the keys.
// CHECK-LABEL: func @sort_two
// CHECK-SAME: (%[[K:.*]]: tensor<3x6xf32>, %[[V:.*]]: tensor<3x6xi32>)
func.func @sort_two(%k: tensor<3x6xf32>, %v: tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>) {
  // CHECK: %[[P1:.*]]:2 = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} outs(%{{.*}}, %{{.*}} : tensor<3x6xf32>, tensor<3x6xi32>)
  // CHECK: %[[ROW:.*]] = linalg.index 0 : index
  // CHECK: %[[COL:.*]] = linalg.index 1 : index
  // CHECK: arith.divui %[[COL]], %{{.*}} : index
  // CHECK: %[[SEARCH:.*]]:2 = scf.for {{.*}} iter_args(%[[LO:.*]] = %{{.*}}, %[[HI:.*]] = %{{.*}}) -> (index, index)
  // CHECK: tensor.extract %[[K]][%[[ROW]], %{{.*}}] : tensor<3x6xf32>
  // CHECK: tensor.extract %[[K]][%[[ROW]], %{{.*}}] : tensor<3x6xf32>
  // CHECK: arith.cmpf ogt
  // CHECK: scf.yield
  // CHECK: arith.subi %{{.*}}, %[[SEARCH]]#0
  // CHECK: arith.cmpf ogt
  // CHECK: %[[AT:.*]] = arith.minsi
  // CHECK: %[[OK:.*]] = tensor.extract %[[K]][%[[ROW]], %[[AT]]] : tensor<3x6xf32>
  // CHECK: %[[OV:.*]] = tensor.extract %[[V]][%[[ROW]], %[[AT]]] : tensor<3x6xi32>
  // CHECK: linalg.yield %[[OK]], %[[OV]] : f32, i32
  // CHECK: %[[P2:.*]]:2 = linalg.generic
  // CHECK: tensor.extract %[[P1]]#0
  // CHECK: linalg.yield
  // CHECK: %[[P3:.*]]:2 = linalg.generic
  // CHECK: tensor.extract %[[P2]]#0
  // CHECK: linalg.yield
  // CHECK-NOT: linalg.generic
  // CHECK: return %[[P3]]#0, %[[P3]]#1
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<3x6xf32>, tensor<3x6xi32>) -> (tensor<3x6xf32>, tensor<3x6xi32>)
  return %0#0, %0#1 : tensor<3x6xf32>, tensor<3x6xi32>
}

// -----

// A negative dimension counts from the back; a dimension of size 1 needs no
// sorting.
// CHECK-LABEL: func @sort_trivial
// CHECK-SAME: (%[[X:.*]]: tensor<4x1xi32>)
// CHECK-NEXT: return %[[X]]
func.func @sort_trivial(%x: tensor<4x1xi32>) -> tensor<4x1xi32> {
  %0 = "stablehlo.sort"(%x) <{dimension = -1 : i64}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4x1xi32>) -> tensor<4x1xi32>
  return %0 : tensor<4x1xi32>
}
