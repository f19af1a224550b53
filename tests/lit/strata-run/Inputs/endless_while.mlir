// A while loop whose condition never turns false (x < x + 1 for finite x
// growing by 1.0 until it stops changing at 2^24): runs forever.
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %r = stablehlo.while(%it = %x) : tensor<f32>
    cond {
      %next = stablehlo.add %it, %one : tensor<f32>
      %c = stablehlo.compare GE, %next, %it : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %next = stablehlo.add %it, %one : tensor<f32>
      stablehlo.return %next : tensor<f32>
    }
  return %r : tensor<f32>
}
