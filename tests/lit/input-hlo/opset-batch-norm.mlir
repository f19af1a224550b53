// batch_norm_inference, batch_norm_training and batch_norm_grad on a 2x3x2
// f32 operand with feature_index = 1 (3 features of 4 elements each),
// epsilon 1e-3, compiled for llvm-cpu and vmvx and run. Expected values:
// `python3 Inputs/issue3_ops_reference.py batch_norm`, in double:
//  - inference / training output: (x - mean) / sqrt(var + eps) * scale +
//    offset; training uses mean = sum / 4 and the biased variance
//    sum((x - mean)^2) / 4 of each feature;
//  - grad: the analytic gradient of the training-mode normalization,
//    scale / sqrt(v + eps) * (g - mean(g) - xhat * mean(g * xhat)),
//    grad_scale = sum(g * xhat), grad_offset = sum(g) (the spec's formula
//    is the same expression rearranged).
// Checked with an absolute tolerance of 1e-5 (all values below 4).
// RUN: strata-compile %s --targets=%S/../../e2e/targets/llvm-cpu.json -o %t.smod
// RUN: strata-run --module=%t.smod \
// RUN:   --input="2x3x2xf32=1.0 -2.0 0.5 3.0 4.0 4.5 -1.5 2.5 2.0 -1.0 5.0 3.5" \
// RUN:   --input="2x3x2xf32=0.1 -0.2 0.3 0.4 -0.5 0.6 0.7 -0.8 0.9 1.0 -1.1 0.2" | FileCheck %s
// RUN: strata-compile %s --targets=%S/../../e2e/targets/vmvx.json -o %t.vmvx.smod
// RUN: strata-run --module=%t.vmvx.smod \
// RUN:   --input="2x3x2xf32=1.0 -2.0 0.5 3.0 4.0 4.5 -1.5 2.5 2.0 -1.0 5.0 3.5" \
// RUN:   --input="2x3x2xf32=0.1 -0.2 0.3 0.4 -0.5 0.6 0.7 -0.8 0.9 1.0 -1.1 0.2" | FileCheck %s
// RUN: %if vulkan %{ strata-compile %s --targets=%S/../../e2e/targets/vulkan.json -o %t.vulkan.smod %}
// RUN: %if vulkan %{ env STRATA_VULKAN_VALIDATION=1 XDG_RUNTIME_DIR=/tmp strata-run --module=%t.vulkan.smod --device=vulkan \
// RUN:   --input="2x3x2xf32=1.0 -2.0 0.5 3.0 4.0 4.5 -1.5 2.5 2.0 -1.0 5.0 3.5" \
// RUN:   --input="2x3x2xf32=0.1 -0.2 0.3 0.4 -0.5 0.6 0.7 -0.8 0.9 1.0 -1.1 0.2" | FileCheck %s %}
// CHECK-NOT: FAIL
// CHECK: [checks] 8 of 8 passed

func.func @main(%x: tensor<2x3x2xf32>, %g: tensor<2x3x2xf32>) {
  %scale = stablehlo.constant dense<[1.5, -0.5, 2.0]> : tensor<3xf32>
  %offset = stablehlo.constant dense<[0.25, 1.0, -1.0]> : tensor<3xf32>
  %mean = stablehlo.constant dense<[0.5, 1.0, 4.0]> : tensor<3xf32>
  %var = stablehlo.constant dense<[2.0, 0.25, 1.5]> : tensor<3xf32>

  %inf = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x2xf32>
  %inf_e = stablehlo.constant dense<[[[0.780197561, -2.40098786], [1.49900293, -0.996011972], [-1.0, -0.183775455]], [[-1.87079024, 2.37079024], [0.00199402007, 2.99601197], [0.63244909, -1.81622458]]]> : tensor<2x3x2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%inf, %inf_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> ()

  %out, %bmean, %bvar = "stablehlo.batch_norm_training"(%x, %scale, %offset) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  %out_e = stablehlo.constant dense<[[[1.06637561, -1.38275135], [1.2061516, 0.381545037], [-1.89299953, -0.10700047]], [[-0.974563479, 2.29093909], [0.711387694, 1.70091558], [1.67899859, -3.67899871]]]> : tensor<2x3x2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%out, %out_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> ()
  %bmean_e = stablehlo.constant dense<[0.0, 1.125, 4.25]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%bmean, %bmean_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<3xf32>, tensor<3xf32>) -> ()
  %bvar_e = stablehlo.constant dense<[3.375, 2.296875, 0.3125]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%bvar, %bvar_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<3xf32>, tensor<3xf32>) -> ()

  %gx, %gscale, %goffset = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %g) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x2xf32>) -> (tensor<2x3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  %gx_e = stablehlo.constant dense<[[[0.321351111, -0.970518529], [0.572958827, -0.645125389], [-0.489734739, 1.42831135]], [[0.146128908, -0.146128908], [-0.696814954, 0.545324802], [-1.22449994, 0.530627549]]]> : tensor<2x3x2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%gx, %gx_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> ()
  %gscale_e = stablehlo.constant dense<[-1.73197865, -0.8982054, -0.734602094]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%gscale, %gscale_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<3xf32>, tensor<3xf32>) -> ()
  %goffset_e = stablehlo.constant dense<[-0.200000003, 2.5999999, -0.800000012]> : tensor<3xf32>
  stablehlo.custom_call @check.expect_almost_eq(%goffset, %goffset_e) {has_side_effect = true, tolerance = 1.0e-05 : f32} : (tensor<3xf32>, tensor<3xf32>) -> ()

  // feature_index = 0 on a 3x2 operand (rank 2, feature first).
  %x2 = stablehlo.constant dense<[[1.0, 3.0], [-2.0, 2.0], [0.5, 0.5]]> : tensor<3x2xf32>
  %o2, %m2, %v2 = "stablehlo.batch_norm_training"(%x2, %scale, %offset) <{epsilon = 0.0 : f32, feature_index = 0 : i64}> : (tensor<3x2xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3x2xf32>, tensor<3xf32>, tensor<3xf32>)
  // Feature 0: mean 2, var 1 -> (-1, 1) * 1.5 + 0.25; feature 1: mean 0,
  // var 4 -> (-1, 1) * -0.5 + 1; feature 2: var 0, epsilon 0 -> 0/0 = NaN.
  %o2_e = stablehlo.constant dense<[[-1.25, 1.75], [1.5, 0.5], [0x7FC00000, 0x7FC00000]]> : tensor<3x2xf32>
  stablehlo.custom_call @check.expect_eq(%o2, %o2_e) {has_side_effect = true} : (tensor<3x2xf32>, tensor<3x2xf32>) -> ()
  return
}
