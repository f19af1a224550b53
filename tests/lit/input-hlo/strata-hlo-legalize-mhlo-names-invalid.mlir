// mhlo ops with no stablehlo twin, or that do not make a valid stablehlo op,
// are errors naming the op.
// RUN: strata-opt --plugin=%plugin_dir/libstrata-input-hlo.so %s --split-input-file --strata-hlo-legalize-mhlo-names --verify-diagnostics

func.func @no_twin(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'mhlo.copy' has no stablehlo equivalent in input-hlo (no 'stablehlo.copy' op)}}
  %0 = "mhlo.copy"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bad_properties() -> tensor<4xf32> {
  // expected-error @+1 {{properties of 'mhlo.iota' do not fit 'stablehlo.iota'}}
  %0 = "mhlo.iota"() <{iota_dimension = "zero"}> : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @verifier(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.add' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "mhlo.add"(%a, %b) : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_attribute() -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.iota' op requires attribute 'iota_dimension'}}
  %0 = "mhlo.iota"() : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mhlo_only_attribute(%a: tensor<4xf32>) {
  // expected-error @+1 {{unknown attribute `fusion_kind` in dialect `stablehlo`}}
  "mhlo.custom_call"(%a) {call_target_name = "foo", kind = #mhlo<fusion_kind kLoop>} : (tensor<4xf32>) -> ()
  return
}

// -----

// Only the generic form of mhlo ops is read.
func.func @pretty_form(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'mhlo.add' is unknown}}
  %0 = mhlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
