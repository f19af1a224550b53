// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @region_arg_count(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'flow.dispatch.region' op expected 2 block arguments, got 1}}
  flow.dispatch.region(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> () {
  ^bb0(%x: tensor<4xf32>):
    flow.return
  }
  return
}

// -----

func.func @region_arg_type(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'flow.dispatch.region' op block argument 1 has type 'tensor<4xf32>', operand has 'tensor<4xi32>'}}
  flow.dispatch.region(%a, %b) : (tensor<4xf32>, tensor<4xi32>) -> () {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    flow.return
  }
  return
}

// -----

func.func @region_result_types(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'flow.dispatch.region' op flow.return types do not match the region results}}
  %0 = flow.dispatch.region(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %c = arith.constant dense<1> : tensor<4xi32>
    flow.return %c : tensor<4xi32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @region_result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'flow.dispatch.region' op flow.return types do not match the region results}}
  %0 = flow.dispatch.region(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    flow.return
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @region_not_tensor(%a: f32) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of any type values or index, but got 'f32'}}
  flow.dispatch.region(%a) : (f32) -> () {
  ^bb0(%x: f32):
    flow.return
  }
  return
}

// -----

func.func @region_isolated(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %0 = flow.dispatch.region() : () -> tensor<4xf32> {
    // expected-error @+1 {{'flow.return' op using value defined outside the region}}
    flow.return %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @return_outside_region(%a: tensor<4xf32>) {
  // expected-error @+1 {{'flow.return' op expects parent op 'flow.dispatch.region'}}
  flow.return %a : tensor<4xf32>
}

// -----

// expected-error @+1 {{'flow.executable' op expected a builtin.module holding the entry points}}
flow.executable @no_module {
}

// -----

func.func @dispatch_missing_executable(%a: tensor<4xf32>) {
  // expected-error @+1 {{'flow.dispatch' op no executable named "missing"}}
  flow.dispatch @missing::@entry(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

flow.executable @ex {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>) {
      return
    }
  }
}
func.func @dispatch_missing_entry(%a: tensor<4xf32>) {
  // expected-error @+1 {{'flow.dispatch' op executable "ex" has no entry point "nope"}}
  flow.dispatch @ex::@nope(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

flow.executable @ex {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>) {
      return
    }
  }
}
func.func @dispatch_flat_ref(%a: tensor<4xf32>) {
  // expected-error @+1 {{'flow.dispatch' op expected @executable::@entry, got @ex}}
  flow.dispatch @ex(%a) : (tensor<4xf32>) -> ()
  return
}

// -----

flow.executable @ex {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>) -> tensor<4xf32> {
      return %a : tensor<4xf32>
    }
  }
}
func.func @dispatch_operand_types(%a: tensor<8xf32>) {
  // expected-error @+1 {{'flow.dispatch' op types do not match entry point signature '(tensor<4xf32>) -> tensor<4xf32>'}}
  %0 = flow.dispatch @ex::@entry(%a) : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

flow.executable @ex {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>) -> tensor<4xf32> {
      return %a : tensor<4xf32>
    }
  }
}
func.func @dispatch_result_types(%a: tensor<4xf32>) {
  // expected-error @+1 {{'flow.dispatch' op types do not match entry point signature '(tensor<4xf32>) -> tensor<4xf32>'}}
  %0 = flow.dispatch @ex::@entry(%a) : (tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

flow.executable @ex {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>) -> tensor<4xf32> {
      return %a : tensor<4xf32>
    }
  }
}
func.func @dispatch_operand_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{'flow.dispatch' op types do not match entry point signature '(tensor<4xf32>) -> tensor<4xf32>'}}
  %0 = flow.dispatch @ex::@entry(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @reshape_element_type(%a: tensor<2x2xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'flow.tensor.reshape' op element type changes from 'f32' to 'i32'}}
  %0 = flow.tensor.reshape %a : tensor<2x2xf32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @reshape_element_count(%a: tensor<2x3xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'flow.tensor.reshape' op element count changes from 6 to 5}}
  %0 = flow.tensor.reshape %a : tensor<2x3xf32> -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @reshape_dynamic(%a: tensor<?x3xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{operand #0 must be statically shaped tensor of any type values, but got 'tensor<?x3xf32>'}}
  %0 = flow.tensor.reshape %a : tensor<?x3xf32> -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @unsigned_order_of_floats(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'flow.collective.all_reduce' op reduction 'unsigned_maximum' needs integer or boolean elements, got 'f32'}}
  %r = flow.collective.all_reduce %a {reduction = "unsigned_maximum", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @unknown_reduction(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'flow.collective.all_reduce' op unknown reduction 'median' (expected sum, product, minimum, maximum, unsigned_minimum, unsigned_maximum, and, or or xor)}}
  %r = flow.collective.all_reduce %a {reduction = "median", groups = dense<[[0, 1]]> : tensor<1x2xi64>} : tensor<4xi32> -> tensor<4xi32>
  return %r : tensor<4xi32>
}
