// RUN: strata-opt %s --plugin=%plugin_dir/libstrata-target-llvm-cpu.so --split-input-file \
// RUN:   --pass-pipeline="builtin.module(func.func(strata-llvm-cpu-tile-and-vectorize{vector-width-bytes=64 distribute=false}))" \
// RUN:   | FileCheck %s

// Boolean operands of a dispatch are bytes in its buffers: tile-and-vectorize
// retypes them to i8, reading a mask through `!= 0` and writing a
// comparison through a zero-extension, each fused into the elementwise op,
// which then vectorizes (ops on i1 tensors stay scalar: vector<N x i1>
// memory is bit-packed).
// CHECK-LABEL: func.func @masked_scores
//  CHECK-SAME:   (%[[MASK:.+]]: tensor<4x64xi8>, %[[S:.+]]: tensor<4x64xf32>) -> (tensor<4x64xf32>, tensor<4x64xi8>)
//       CHECK:   vector.transfer_read %[[MASK]]{{.*}} : tensor<4x64xi8>, vector<{{.*}}xi8>
//       CHECK:   arith.cmpi ne, {{.*}} : vector<{{.*}}xi8>
//       CHECK:   arith.select {{.*}} : vector<{{.*}}xi1>, vector<{{.*}}xf32>
//       CHECK:   arith.cmpf ogt, {{.*}} : vector<{{.*}}xf32>
//       CHECK:   arith.extui {{.*}} : vector<{{.*}}xi1> to vector<{{.*}}xi8>
//       CHECK:   vector.transfer_write {{.*}} : vector<{{.*}}xi8>, tensor<4x64xi8>
//   CHECK-NOT:   tensor<4x64xi1>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @masked_scores(%mask: tensor<4x64xi1>, %s: tensor<4x64xf32>) -> (tensor<4x64xf32>, tensor<4x64xi1>) {
  %ninf = arith.constant -1.0e30 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x64xf32>
  %eb = tensor.empty() : tensor<4x64xi1>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%mask, %s : tensor<4x64xi1>, tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) {
  ^bb0(%m: i1, %x: f32, %out: f32):
    %r = arith.select %m, %x, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<4x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<4x64xf32>) outs(%eb : tensor<4x64xi1>) {
  ^bb0(%x: f32, %out: i1):
    %p = arith.cmpf ogt, %x, %zero : f32
    linalg.yield %p : i1
  } -> tensor<4x64xi1>
  return %0, %1 : tensor<4x64xf32>, tensor<4x64xi1>
}

// -----

// A mask only an op that is not elementwise reads (a tensor.extract in a
// body) keeps its conversion as an op of its own on i1, which stays scalar,
// as does the op extracting from it; the argument and result are still i8.
// CHECK-LABEL: func.func @gathered_mask
//  CHECK-SAME:   (%[[MASK:.+]]: tensor<8xi8>, %{{.+}}: tensor<4xindex>) -> tensor<4xi8>
//       CHECK:   arith.cmpi ne, %{{.+}}, %{{.+}} : i8
//       CHECK:   tensor.extract %{{.+}}[%{{.+}}] : tensor<8xi1>
//   CHECK-NOT:   vector.gather
func.func @gathered_mask(%mask: tensor<8xi1>, %idx: tensor<4xindex>) -> tensor<4xi1> {
  %e = tensor.empty() : tensor<4xi1>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%idx : tensor<4xindex>) outs(%e : tensor<4xi1>) {
  ^bb0(%i: index, %out: i1):
    %v = tensor.extract %mask[%i] : tensor<8xi1>
    linalg.yield %v : i1
  } -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
