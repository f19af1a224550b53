// One flow.executable and its dispatch; used by plugin-pass.test.
flow.executable @ex {
  builtin.module {
    func.func @entry(%a: tensor<4xf32>) -> tensor<4xf32> {
      return %a : tensor<4xf32>
    }
  }
}
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch @ex::@entry(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
